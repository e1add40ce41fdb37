//! Keys: the secret key type, the key store (OS keyring behind a trait, a
//! 0600 file, memory) and logging in and out. The settings file, and the
//! profile names a key is stored under, are `crate::config`.

mod key;
mod login;
mod store;

pub use key::{ApiKey, KeyKind, MEMBER_TOKEN_PREFIX};
pub use login::{
    env_key, no_key_error, remove_key, remove_key_in, store_key, store_key_in, API_KEY_ENV,
};
pub use store::{
    default_store, delete_async, get_async, load_key, load_key_async, load_key_from, set_async,
    store_for, Backend, FileStore, KeyStore, KeyringStore, MemoryStore, BACKEND_ENV,
    KEYRING_SERVICE, KEYRING_TIMEOUT, NO_KEYRING_HINT,
};
