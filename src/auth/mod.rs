//! Keys and settings: the secret key type, the key store (OS keyring behind a
//! trait), profiles and the config file.

mod key;

pub use key::{ApiKey, KeyKind};
