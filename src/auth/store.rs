//! Where API keys are kept: the OS keyring (service `talent`, account = the
//! profile name), a 0600 file for machines without one (`gh`'s
//! `--insecure-storage`), or memory for tests, all behind [`KeyStore`].
//!
//! Keyring calls block on D-Bus (or the macOS/Windows equivalents): async
//! callers go through [`get_async`], [`set_async`], [`delete_async`] or
//! [`load_key_async`], which run them on tokio's blocking pool.

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex, OnceLock};
use std::time::Duration;

use keyring_core::{CredentialStore, Entry};
use secrecy::{ExposeSecret, SecretString};
use toml::{Table, Value};

use super::key::ApiKey;
use crate::config::profile::validate_profile_name;
use crate::config::{Config, KeyStorage};
use crate::fsutil;
use crate::{Error, ErrorKind, Result};

/// The keyring service name of every key `talent` stores (the contract's).
pub const KEYRING_SERVICE: &str = "talent";

/// Chooses the key store: `keyring`, `file` or `memory`. Tests set `file` with
/// `TALENT_CONFIG_DIR` in a temp dir so they never touch the user's keyring.
pub const BACKEND_ENV: &str = "TALENT_KEYRING_BACKEND";

/// How long a keyring call may take before we give up on it. A locked
/// keyring with no one to answer its unlock prompt fails at once on the
/// stores we know, but a Secret Service implementation that waits on a
/// prompt forever must not hang a cron job; 30 s leaves a person at a
/// desktop time to type their keyring password.
pub const KEYRING_TIMEOUT: Duration = Duration::from_secs(30);

/// The hint every "no keyring here" error carries: the two ways that work
/// without one. Never a silent fallback to the file.
pub const NO_KEYRING_HINT: &str = "set TALENT_API_KEY for cron and CI, \
     or run `talent auth login --insecure-storage` to keep the key in a 0600 file";

/// A place that keeps one API key per profile.
///
/// Implementations block (the keyring talks D-Bus); they are `Send + Sync`
/// so an `Arc<dyn KeyStore>` can move into `spawn_blocking`.
pub trait KeyStore: Send + Sync {
    /// `"keyring"`, `"file"` or `"memory"`: also the "where from" of [`load_key`].
    fn backend(&self) -> &'static str;
    /// The profile's key, `None` when none is stored.
    fn get(&self, profile: &str) -> Result<Option<ApiKey>>;
    /// Stores (or replaces) the profile's key.
    fn set(&self, profile: &str, key: &ApiKey) -> Result<()>;
    /// Removes the profile's key; `true` if there was one.
    fn delete(&self, profile: &str) -> Result<bool>;
    /// Where the keys are, for `auth status` ("OS keyring (service talent)",
    /// a file path).
    fn describe(&self) -> String {
        self.backend().to_string()
    }
    /// Why no key can be kept here, asked before a login reads a key (the
    /// OS keyring: no session bus, no Secret Service, no answer); `None`
    /// when the store can be used (a locked keyring can: it asks to be
    /// unlocked). Reads the profile's entry, changes nothing.
    fn unavailable(&self, _profile: &str) -> Option<String> {
        None
    }
}

/// The store backends [`BACKEND_ENV`] can choose.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Backend {
    Keyring,
    File,
    Memory,
}

impl Backend {
    pub fn as_str(self) -> &'static str {
        match self {
            Backend::Keyring => "keyring",
            Backend::File => "file",
            Backend::Memory => "memory",
        }
    }

    /// Parses a backend name; an unknown one is a usage error rather than a
    /// silent default, since a typo there would put keys somewhere unexpected.
    pub fn parse(name: &str) -> Result<Backend> {
        match name.trim().to_ascii_lowercase().as_str() {
            "keyring" => Ok(Backend::Keyring),
            "file" => Ok(Backend::File),
            "memory" => Ok(Backend::Memory),
            _ => Err(
                Error::usage(format!("unknown key store {name:?} in {BACKEND_ENV}"))
                    .with_hint(format!("{BACKEND_ENV} is keyring, file or memory")),
            ),
        }
    }
}

/// The store `TALENT_KEYRING_BACKEND` chooses, the OS keyring by default.
/// Creating it touches nothing: the keyring is only contacted on first use,
/// so `--help` and sandbox runs never talk to D-Bus.
pub fn default_store() -> Result<Box<dyn KeyStore>> {
    match std::env::var(BACKEND_ENV) {
        Ok(v) => store_for(Some(&v)),
        Err(std::env::VarError::NotPresent) => store_for(None),
        Err(std::env::VarError::NotUnicode(v)) => store_for(Some(&v.to_string_lossy())),
    }
}

/// The store for a backend name (the value of `TALENT_KEYRING_BACKEND`);
/// `None` or empty means the OS keyring. Takes the value rather than reading
/// the environment so that tests need not mutate process-global state.
pub fn store_for(backend: Option<&str>) -> Result<Box<dyn KeyStore>> {
    let backend = match backend.map(str::trim).filter(|s| !s.is_empty()) {
        None => Backend::Keyring,
        Some(name) => Backend::parse(name)?,
    };
    Ok(match backend {
        Backend::Keyring => Box::new(KeyringStore::new()),
        Backend::File => Box::new(FileStore::default_location()?),
        Backend::Memory => Box::new(MemoryStore::shared()),
    })
}

/// Reads the key for `profile`.
///
/// When `auth login --insecure-storage` recorded `key_storage = "file"` for
/// the profile, the file is read first (it holds the latest login; an older
/// keyring entry may be stale) and then the chosen store, whose errors are
/// ignored since the user opted out of it. Otherwise only the chosen store is
/// read and its errors (no keyring, locked) are returned: never a silent
/// fallback to the file. Returns the key and where it came from (`"keyring"`,
/// `"file"`, `"memory"`).
pub fn load_key(profile: &str, config: &Config) -> Result<Option<(ApiKey, &'static str)>> {
    let store = default_store()?;
    let file = FileStore::default_location()?;
    load_key_from(store.as_ref(), &file, profile, config)
}

/// [`load_key`] with the stores given, for tests and callers that hold them.
pub fn load_key_from(
    store: &dyn KeyStore,
    file: &FileStore,
    profile: &str,
    config: &Config,
) -> Result<Option<(ApiKey, &'static str)>> {
    validate_profile_name(profile)?;
    let use_file = config.key_storage(profile) == KeyStorage::File;
    // With TALENT_KEYRING_BACKEND=file the chosen store is that same file.
    if use_file && store.backend() != file.backend() {
        if let Some(key) = file.get(profile)? {
            return Ok(Some((key, file.backend())));
        }
        return Ok(store
            .get(profile)
            .ok()
            .flatten()
            .map(|k| (k, store.backend())));
    }
    Ok(store.get(profile)?.map(|k| (k, store.backend())))
}

/// [`KeyStore::get`] on tokio's blocking pool.
pub async fn get_async(store: Arc<dyn KeyStore>, profile: &str) -> Result<Option<ApiKey>> {
    let profile = profile.to_string();
    blocking(move || store.get(&profile)).await
}

/// [`KeyStore::set`] on tokio's blocking pool.
pub async fn set_async(store: Arc<dyn KeyStore>, profile: &str, key: &ApiKey) -> Result<()> {
    let (profile, key) = (profile.to_string(), key.clone());
    blocking(move || store.set(&profile, &key)).await
}

/// [`KeyStore::delete`] on tokio's blocking pool.
pub async fn delete_async(store: Arc<dyn KeyStore>, profile: &str) -> Result<bool> {
    let profile = profile.to_string();
    blocking(move || store.delete(&profile)).await
}

/// [`load_key`] on tokio's blocking pool.
pub async fn load_key_async(
    profile: &str,
    config: &Config,
) -> Result<Option<(ApiKey, &'static str)>> {
    let (profile, config) = (profile.to_string(), config.clone());
    blocking(move || load_key(&profile, &config)).await
}

async fn blocking<T: Send + 'static>(f: impl FnOnce() -> Result<T> + Send + 'static) -> Result<T> {
    crate::task::spawn_blocking(f)
        .await
        .map_err(|e| Error::failure(format!("the key store task failed: {e}")))?
}

// ---------------------------------------------------------------- keyring

/// The OS keyring through keyring-core: the Secret Service on Linux/BSD
/// (GNOME Keyring, KWallet, KeePassXC), the login keychain on macOS, the
/// Credential Manager on Windows. Entries are service `talent`, account =
/// profile name.
pub struct KeyringStore {
    /// `None`: the platform's store, created on first use. Tests give
    /// keyring-core's mock store here to exercise the error mapping.
    store: Option<Arc<CredentialStore>>,
    timeout: Duration,
}

impl Default for KeyringStore {
    fn default() -> Self {
        KeyringStore::new()
    }
}

impl KeyringStore {
    /// The OS keyring. Nothing is contacted until the first get/set/delete.
    pub fn new() -> KeyringStore {
        KeyringStore {
            store: None,
            timeout: KEYRING_TIMEOUT,
        }
    }

    /// A keyring-core credential store of the caller's choosing (the mock, in
    /// tests) instead of the platform's.
    pub fn with_credential_store(store: Arc<CredentialStore>) -> KeyringStore {
        KeyringStore {
            store: Some(store),
            timeout: KEYRING_TIMEOUT,
        }
    }

    /// Gives up on a call after `timeout` instead of [`KEYRING_TIMEOUT`].
    pub fn with_timeout(mut self, timeout: Duration) -> KeyringStore {
        self.timeout = timeout;
        self
    }

    /// Runs `op` on the profile's entry in its own thread and waits at most
    /// `self.timeout`, so that a keyring stuck on an unanswerable prompt
    /// cannot hang the tool. (The abandoned thread ends with the process.)
    fn call<T: Send + 'static>(
        &self,
        op: Op,
        profile: &str,
        f: impl FnOnce(&Entry) -> keyring_core::Result<T> + Send + 'static,
    ) -> Result<T> {
        validate_profile_name(profile)?;
        match self.attempt(profile, f) {
            Ok(value) => Ok(value),
            Err(Attempt::Failed(failure)) => Err(failure.into_error(op, profile)),
            Err(Attempt::Silent(waited)) => Err(Error::new(
                op.kind_when_unreachable(),
                format!(
                    "the OS keyring did not answer within {} s while trying to {} the key of profile {profile:?}",
                    waited.as_secs(),
                    op.verb()
                ),
            )
            .with_hint(format!(
                "it may be locked and waiting for an unlock prompt: unlock it and retry; or {NO_KEYRING_HINT}"
            ))),
            Err(Attempt::NoThread(e)) => Err(Error::failure(e)),
            Err(Attempt::Lost) => Err(Error::failure(format!(
                "the OS keyring call to {} the key of profile {profile:?} failed unexpectedly",
                op.verb()
            ))),
        }
    }

    /// [`KeyringStore::call`]'s work, its failure not yet an error.
    fn attempt<T: Send + 'static>(
        &self,
        profile: &str,
        f: impl FnOnce(&Entry) -> keyring_core::Result<T> + Send + 'static,
    ) -> std::result::Result<T, Attempt> {
        let started = std::time::Instant::now();
        let given = self.store.clone();
        let account = profile.to_string();
        let (tx, rx) = std::sync::mpsc::channel();
        let spawned = std::thread::Builder::new()
            .name("talent-keyring".into())
            .spawn(move || {
                let outcome = (|| {
                    let store = match given {
                        Some(s) => s,
                        None => os_store().map_err(Failure::Unavailable)?,
                    };
                    let entry = store
                        .build(KEYRING_SERVICE, &account, None)
                        .map_err(Failure::Op)?;
                    f(&entry).map_err(Failure::Op)
                })();
                // The receiver may have timed out and gone; nothing to do then.
                let _ = tx.send(outcome);
            });
        let thread = match spawned {
            Ok(thread) => thread,
            Err(e) => {
                return Err(Attempt::NoThread(format!(
                    "cannot start a keyring call: {e}"
                )))
            }
        };
        let answer = rx.recv_timeout(self.timeout);
        if answer.is_ok() {
            // It has answered and is ending: joined, so no thread is still
            // ending when a short run exits (under wine that race kills the
            // process; cmd::run_to_exit).
            let _ = thread.join();
        }
        match answer {
            Ok(Ok(value)) => Ok(value),
            // libdbus gave up on a reply first (the store gives each call
            // 2 s): the same silence, said as such.
            Ok(Err(failure)) if failure.is_no_reply() => {
                Err(Attempt::Silent(started.elapsed().min(self.timeout)))
            }
            Ok(Err(failure)) => Err(Attempt::Failed(failure)),
            Err(std::sync::mpsc::RecvTimeoutError::Timeout) => Err(Attempt::Silent(self.timeout)),
            Err(std::sync::mpsc::RecvTimeoutError::Disconnected) => Err(Attempt::Lost),
        }
    }
}

/// How a keyring call can fail before it is an error.
enum Attempt {
    /// The store could not be made, or answered with an error.
    Failed(Failure),
    /// No answer within the timeout, or the platform's own wait for one
    /// (how long it waited).
    Silent(Duration),
    /// The call's thread could not be started.
    NoThread(String),
    /// The call's thread ended without an answer.
    Lost,
}

impl KeyStore for KeyringStore {
    fn backend(&self) -> &'static str {
        "keyring"
    }

    fn describe(&self) -> String {
        format!("OS keyring (service {KEYRING_SERVICE:?})")
    }

    fn unavailable(&self, profile: &str) -> Option<String> {
        use keyring_core::Error as K;
        match self.attempt(profile, |entry| match entry.get_password() {
            Ok(_) | Err(K::NoEntry) => Ok(()),
            Err(e) => Err(e),
        }) {
            Err(Attempt::Failed(Failure::Unavailable(detail))) => Some(detail),
            Err(Attempt::Failed(Failure::Op(K::PlatformFailure(e))))
                if looks_unreachable(&e.to_string()) =>
            {
                Some(e.to_string())
            }
            Err(Attempt::Failed(Failure::Op(K::NotSupportedByStore(e)))) => Some(e),
            Err(Attempt::Silent(waited)) => {
                Some(format!("it did not answer within {} s", waited.as_secs()))
            }
            _ => None,
        }
    }

    fn get(&self, profile: &str) -> Result<Option<ApiKey>> {
        let secret = self.call(Op::Get, profile, |entry| match entry.get_password() {
            // Into a SecretString at once: zeroed when dropped.
            Ok(p) => Ok(Some(SecretString::from(p))),
            Err(keyring_core::Error::NoEntry) => Ok(None),
            Err(keyring_core::Error::PlatformFailure(e)) if lost_its_error(&*e) => Ok(None),
            Err(e) => Err(e),
        })?;
        secret
            .map(|s| parse_stored(s.expose_secret(), profile, "the OS keyring"))
            .transpose()
    }

    fn set(&self, profile: &str, key: &ApiKey) -> Result<()> {
        let key = key.clone();
        self.call(Op::Set, profile, move |entry| {
            match entry.set_password(key.expose()) {
                // Several items match (another tool wrote one too): replace
                // them all with ours rather than fail a login.
                Err(keyring_core::Error::Ambiguous(entries)) => {
                    for e in &entries {
                        e.delete_credential()?;
                    }
                    entry.set_password(key.expose())
                }
                other => other,
            }
        })
    }

    fn delete(&self, profile: &str) -> Result<bool> {
        self.call(Op::Delete, profile, |entry| {
            match entry.delete_credential() {
                Ok(()) => Ok(true),
                Err(keyring_core::Error::NoEntry) => Ok(false),
                Err(keyring_core::Error::Ambiguous(entries)) => {
                    for e in &entries {
                        e.delete_credential()?;
                    }
                    Ok(true)
                }
                Err(e) => Err(e),
            }
        })
    }
}

/// The platform's credential store, created once on first use. Held here
/// rather than installed with `keyring_core::set_default_store` so nothing
/// else in the process can swap it out from under us; a failed creation is
/// not cached (a later call may find the keyring started).
fn os_store() -> std::result::Result<Arc<CredentialStore>, String> {
    static STORE: OnceLock<Arc<CredentialStore>> = OnceLock::new();
    if let Some(store) = STORE.get() {
        return Ok(store.clone());
    }
    let store = platform_store().map_err(|e| match e {
        // The platform's own message ("Failed to connect to unix:path=...:
        // No such file or directory"), without keyring-core's "Platform
        // failure: " in front.
        keyring_core::Error::PlatformFailure(inner)
        | keyring_core::Error::NoStorageAccess(inner) => inner.to_string(),
        other => other.to_string(),
    })?;
    Ok(STORE.get_or_init(|| store).clone())
}

/// The Secret Service through the keyring author's store: an encrypted
/// (Diffie-Hellman) session, so the key never crosses the session bus in
/// clear. Its items are those of talent's earlier builds: attributes
/// `service` and `username`, label `keyring:{user}@{service}`, in the
/// `default` collection. Its calls block (libdbus, compiled into the
/// binary, on the calling thread: no async runtime of its own);
/// [`KeyringStore::call`] runs each on a thread and bounds it at
/// [`KEYRING_TIMEOUT`].
#[cfg(any(target_os = "linux", target_os = "freebsd"))]
fn platform_store() -> keyring_core::Result<Arc<CredentialStore>> {
    let store: Arc<CredentialStore> = dbus_secret_service_keyring_store::Store::new()?;
    Ok(store)
}

#[cfg(target_os = "macos")]
fn platform_store() -> keyring_core::Result<Arc<CredentialStore>> {
    let store: Arc<CredentialStore> = apple_native_keyring_store::keychain::Store::new()?;
    Ok(store)
}

#[cfg(windows)]
fn platform_store() -> keyring_core::Result<Arc<CredentialStore>> {
    let store: Arc<CredentialStore> = windows_native_keyring_store::Store::new()?;
    Ok(store)
}

#[cfg(not(any(
    target_os = "linux",
    target_os = "freebsd",
    target_os = "macos",
    windows
)))]
fn platform_store() -> keyring_core::Result<Arc<CredentialStore>> {
    Err(keyring_core::Error::NotSupportedByStore(
        "this build has no OS keyring for this platform".into(),
    ))
}

#[derive(Debug, Clone, Copy)]
enum Op {
    Get,
    Set,
    Delete,
}

impl Op {
    fn verb(self) -> &'static str {
        match self {
            Op::Get => "read",
            Op::Set => "store",
            Op::Delete => "remove",
        }
    }

    /// Reading a key from a keyring that isn't there means "no key": exit 3
    /// like any missing key. Storing or removing one is a plain failure.
    fn kind_when_unreachable(self) -> ErrorKind {
        match self {
            Op::Get => ErrorKind::Auth,
            Op::Set | Op::Delete => ErrorKind::Failure,
        }
    }
}

/// What went wrong inside the keyring thread, before it becomes our error.
enum Failure {
    /// The store could not be created: no D-Bus session, no Secret Service.
    Unavailable(String),
    /// The store answered with an error.
    Op(keyring_core::Error),
}

impl Failure {
    /// The platform waited for an answer and gave up: libdbus's "NoReply"
    /// (a Secret Service that says nothing to a call), by its message as
    /// the store passes it on.
    fn is_no_reply(&self) -> bool {
        let detail = match self {
            Failure::Unavailable(detail) => detail.clone(),
            Failure::Op(keyring_core::Error::PlatformFailure(e))
            | Failure::Op(keyring_core::Error::NoStorageAccess(e)) => e.to_string(),
            Failure::Op(_) => return false,
        };
        detail.contains("Did not receive a reply")
    }

    fn into_error(self, op: Op, profile: &str) -> Error {
        use keyring_core::Error as K;
        let what = format!("{} the key of profile {profile:?}", op.verb());
        match self {
            Failure::Unavailable(detail) => Error::new(
                op.kind_when_unreachable(),
                format!("no OS keyring is available to {what} ({detail})"),
            )
            .with_hint(NO_KEYRING_HINT),
            Failure::Op(K::NoStorageAccess(e)) => Error::new(
                op.kind_when_unreachable(),
                format!("the OS keyring is locked or refused access: cannot {what} ({e})"),
            )
            .with_hint(format!(
                "unlock the keyring (log in to the desktop session) and retry; or {NO_KEYRING_HINT}"
            )),
            Failure::Op(K::PlatformFailure(e)) if looks_unreachable(&e.to_string()) => {
                Error::new(
                    op.kind_when_unreachable(),
                    format!("no OS keyring is available to {what} ({e})"),
                )
                .with_hint(NO_KEYRING_HINT)
            }
            Failure::Op(K::Ambiguous(items)) => Error::failure(format!(
                "the OS keyring holds {} entries for service {KEYRING_SERVICE:?}, account {profile:?}: cannot {what}",
                items.len()
            ))
            .with_hint(format!(
                "run `talent auth logout --profile {profile}` to remove them all, then log in again"
            )),
            // Never Debug-print these: some variants carry the raw secret bytes.
            Failure::Op(K::BadEncoding(_)) | Failure::Op(K::BadDataFormat(..)) => {
                Error::failure(format!(
                    "the OS keyring entry of profile {profile:?} is not a readable key"
                ))
                .with_hint(format!(
                    "run `talent auth login --profile {profile}` to replace it"
                ))
            }
            Failure::Op(e) => Error::failure(format!("the OS keyring failed to {what}: {e}"))
                .with_hint(format!("retry; if it persists, {NO_KEYRING_HINT}")),
        }
    }
}

/// A read of Windows' Credential Manager that failed with error code 0:
/// `CredReadW` failed but the reason was lost before it was read (under
/// wine a missing entry comes back so; windows-native-keyring-store 1.1
/// frees the target name between the call and `GetLastError`, see
/// docs/assumptions.md). The one failure a read of our own entry meets in
/// practice is "not found": taken as no key (exit 3 with the hint), not as
/// a broken keyring.
fn lost_its_error(e: &(dyn std::error::Error + Send + Sync)) -> bool {
    e.to_string() == "Windows error code 0"
}

/// A platform failure that means the keyring service is not there at all
/// (it went away after the store was created, or never registered).
fn looks_unreachable(detail: &str) -> bool {
    [
        "Failed to connect",
        "ServiceUnknown",
        "NameHasNoOwner",
        "was not provided by any .service files",
        "Connection refused",
        "No such file or directory",
    ]
    .iter()
    .any(|needle| detail.contains(needle))
}

/// A stored value that is not a usable key is an error naming the profile,
/// never showing the value.
fn parse_stored(raw: &str, profile: &str, place: &str) -> Result<ApiKey> {
    ApiKey::parse(raw).ok_or_else(|| {
        Error::failure(format!(
            "the key stored in {place} for profile {profile:?} is not a valid API key"
        ))
        .with_hint(format!(
            "run `talent auth login --profile {profile}` to replace it"
        ))
    })
}

// ------------------------------------------------------------------- file

/// Keys in a TOML file, one `profile = "key"` line each, mode 0600 in a 0700
/// folder, replaced atomically on every change. The insecure fallback for
/// machines without a keyring, chosen explicitly (`auth login
/// --insecure-storage`), as `gh` does.
#[derive(Debug, Clone)]
pub struct FileStore {
    path: PathBuf,
}

impl FileStore {
    pub fn new(path: impl Into<PathBuf>) -> FileStore {
        FileStore { path: path.into() }
    }

    /// `config_dir()/credentials.toml`.
    pub fn default_location() -> Result<FileStore> {
        Ok(FileStore::new(crate::paths::credentials_file()?))
    }

    pub fn path(&self) -> &Path {
        &self.path
    }

    /// The file's mode when group or others may read it (someone chmod-ed
    /// or copied it), for `auth status` to warn about.
    pub fn loose_permissions(&self) -> Option<u32> {
        fsutil::loose_permissions(&self.path)
    }

    fn read(&self) -> Result<Table> {
        let Some(text) = fsutil::read_if_exists(&self.path)? else {
            return Ok(Table::new());
        };
        // The parser's message quotes the offending line, which may be a
        // key: report only where it is.
        toml::from_str::<Table>(&text).map_err(|e| {
            let line = e
                .span()
                .map(|s| format!(" (line {})", fsutil::line_col(&text, s.start).0))
                .unwrap_or_default();
            Error::usage(format!("{} is not valid TOML{line}", self.path.display())).with_hint(
                "fix or delete the file, then run `talent auth login --insecure-storage` again",
            )
        })
    }

    fn write(&self, table: &Table) -> Result<()> {
        // A linked file (a dotfile manager's) is written empty, not removed.
        if table.is_empty() && !talent_fs::is_link(&self.path) {
            return fsutil::remove_if_exists(&self.path);
        }
        let body = toml::to_string(table)
            .map_err(|e| Error::failure(format!("cannot write {}: {e}", self.path.display())))?;
        let text = format!(
            "# talent API keys, one per profile (`talent auth login --insecure-storage`).\n\
             # Plain text: keep this file private (mode 0600).\n\n{body}"
        );
        fsutil::write_settings(&self.path, &text)
    }
}

impl KeyStore for FileStore {
    fn backend(&self) -> &'static str {
        "file"
    }

    fn describe(&self) -> String {
        self.path.display().to_string()
    }

    fn get(&self, profile: &str) -> Result<Option<ApiKey>> {
        validate_profile_name(profile)?;
        let table = self.read()?;
        let place = self.path.display().to_string();
        match table.get(profile) {
            None => Ok(None),
            Some(Value::String(s)) => parse_stored(s, profile, &place).map(Some),
            Some(_) => Err(Error::usage(format!(
                "the entry for profile {profile:?} in {place} is not a string"
            ))
            .with_hint(format!(
                "run `talent auth login --insecure-storage --profile {profile}` to replace it"
            ))),
        }
    }

    fn set(&self, profile: &str, key: &ApiKey) -> Result<()> {
        validate_profile_name(profile)?;
        // A file we cannot parse is an error, not something to overwrite:
        // it may hold other profiles' keys.
        let mut table = self.read()?;
        table.insert(profile.to_string(), Value::String(key.expose().to_string()));
        self.write(&table)
    }

    fn delete(&self, profile: &str) -> Result<bool> {
        validate_profile_name(profile)?;
        let mut table = self.read()?;
        let removed = table.remove(profile).is_some();
        if removed {
            self.write(&table)?;
        }
        Ok(removed)
    }
}

// ----------------------------------------------------------------- memory

/// Keys in process memory: unit tests, and `TALENT_KEYRING_BACKEND=memory`
/// (one process only; nothing survives the run).
#[derive(Clone, Default)]
pub struct MemoryStore {
    keys: Arc<Mutex<HashMap<String, ApiKey>>>,
}

impl MemoryStore {
    /// An empty store of its own.
    pub fn new() -> MemoryStore {
        MemoryStore::default()
    }

    /// The process-wide store `TALENT_KEYRING_BACKEND=memory` uses, so a key
    /// set through one handle is seen through the next.
    pub fn shared() -> MemoryStore {
        static SHARED: OnceLock<MemoryStore> = OnceLock::new();
        SHARED.get_or_init(MemoryStore::new).clone()
    }

    fn keys(&self) -> std::sync::MutexGuard<'_, HashMap<String, ApiKey>> {
        // A panic elsewhere while holding the lock leaves the map intact.
        self.keys.lock().unwrap_or_else(|p| p.into_inner())
    }
}

impl KeyStore for MemoryStore {
    fn backend(&self) -> &'static str {
        "memory"
    }

    fn get(&self, profile: &str) -> Result<Option<ApiKey>> {
        validate_profile_name(profile)?;
        Ok(self.keys().get(profile).cloned())
    }

    fn set(&self, profile: &str, key: &ApiKey) -> Result<()> {
        validate_profile_name(profile)?;
        self.keys().insert(profile.to_string(), key.clone());
        Ok(())
    }

    fn delete(&self, profile: &str) -> Result<bool> {
        validate_profile_name(profile)?;
        Ok(self.keys().remove(profile).is_some())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn key(s: &str) -> ApiKey {
        ApiKey::parse(s).unwrap()
    }

    /// The same checks for every backend.
    fn exercise(store: &dyn KeyStore) {
        assert!(store.get("default").unwrap().is_none());
        assert!(!store.delete("default").unwrap());
        store.set("default", &key("svc_live_aaaa1111")).unwrap();
        store.set("work", &key("svc_eval_bbbb2222")).unwrap();
        assert_eq!(
            store.get("default").unwrap().unwrap().expose(),
            "svc_live_aaaa1111"
        );
        assert_eq!(
            store.get("work").unwrap().unwrap().expose(),
            "svc_eval_bbbb2222"
        );
        store.set("default", &key("svc_live_cccc3333")).unwrap();
        assert_eq!(
            store.get("default").unwrap().unwrap().expose(),
            "svc_live_cccc3333"
        );
        assert!(store.delete("default").unwrap());
        assert!(store.get("default").unwrap().is_none());
        assert_eq!(
            store.get("work").unwrap().unwrap().expose(),
            "svc_eval_bbbb2222"
        );
        assert_eq!(store.get("bad/name").unwrap_err().kind, ErrorKind::Usage);
        assert_eq!(store.set("", &key("x")).unwrap_err().kind, ErrorKind::Usage);
    }

    #[test]
    fn memory_store_round_trip() {
        exercise(&MemoryStore::new());
        // Separate stores are separate; the shared one is shared.
        let a = MemoryStore::new();
        a.set("p", &key("svc_eval_1")).unwrap();
        assert!(MemoryStore::new().get("p").unwrap().is_none());
        MemoryStore::shared()
            .set("shared-test", &key("svc_eval_2"))
            .unwrap();
        assert!(MemoryStore::shared().get("shared-test").unwrap().is_some());
        assert!(MemoryStore::shared().delete("shared-test").unwrap());
    }

    #[test]
    fn file_store_round_trip_0600() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("conf").join("credentials.toml");
        let store = FileStore::new(&path);
        exercise(&store);
        assert!(path.exists(), "work is still stored");
        assert_eq!(store.loose_permissions(), None);
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            let mode = |p: &Path| std::fs::metadata(p).unwrap().permissions().mode() & 0o777;
            assert_eq!(mode(&path), 0o600);
            assert_eq!(mode(path.parent().unwrap()), 0o700);
        }
        // Another handle on the same file sees the same keys.
        let again = FileStore::new(&path);
        assert_eq!(
            again.get("work").unwrap().unwrap().expose(),
            "svc_eval_bbbb2222"
        );
        // Removing the last key removes the file.
        assert!(again.delete("work").unwrap());
        assert!(!path.exists());
    }

    #[cfg(unix)]
    #[test]
    fn file_store_reports_loose_permissions() {
        use std::os::unix::fs::PermissionsExt;
        let dir = tempfile::tempdir().unwrap();
        let store = FileStore::new(dir.path().join("credentials.toml"));
        store.set("default", &key("svc_live_x")).unwrap();
        std::fs::set_permissions(store.path(), std::fs::Permissions::from_mode(0o644)).unwrap();
        assert_eq!(store.loose_permissions(), Some(0o644));
        // The next write puts it back to 0600.
        store.set("default", &key("svc_live_y")).unwrap();
        assert_eq!(store.loose_permissions(), None);
    }

    #[test]
    fn file_store_never_quotes_a_malformed_line() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("credentials.toml");
        std::fs::write(
            &path,
            "ok = \"svc_live_fine\"\ndefault = \"svc_live_SECRET\n",
        )
        .unwrap();
        let store = FileStore::new(&path);
        let e = store.get("default").unwrap_err();
        assert_eq!(e.kind, ErrorKind::Usage);
        assert!(e.message.contains("line 2"), "{}", e.message);
        assert!(!e.render_line().contains("SECRET"));
        // And a set does not clobber the file it cannot read.
        assert!(store.set("x", &key("svc_live_z")).is_err());
        assert!(std::fs::read_to_string(&path)
            .unwrap()
            .contains("svc_live_fine"));
    }

    #[test]
    fn file_store_rejects_invalid_stored_values() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("credentials.toml");
        std::fs::write(&path, "a = \"two words\"\nb = 3\n").unwrap();
        let store = FileStore::new(&path);
        let e = store.get("a").unwrap_err();
        assert!(e.message.contains("not a valid API key"), "{}", e.message);
        assert!(!e.message.contains("two words"));
        assert!(store.get("b").is_err());
    }

    #[test]
    fn keyring_store_round_trip_on_the_mock() {
        let mock = keyring_core::mock::Store::new().unwrap();
        exercise(&KeyringStore::with_credential_store(mock));
    }

    /// Makes the next call on the mock's entry for `profile` fail with `err`.
    fn fail_next(store: &Arc<CredentialStore>, profile: &str, err: keyring_core::Error) {
        let entry = store.build(KEYRING_SERVICE, profile, None).unwrap();
        let cred: &keyring_core::mock::Cred = entry.as_any().downcast_ref().unwrap();
        cred.set_error(err);
    }

    #[test]
    fn keyring_errors_become_clear_errors() {
        let mock: Arc<CredentialStore> = keyring_core::mock::Store::new().unwrap();
        let store = KeyringStore::with_credential_store(mock.clone());
        let platform =
            |m: &str| -> Box<dyn std::error::Error + Send + Sync> { m.to_string().into() };

        fail_next(
            &mock,
            "p",
            keyring_core::Error::NoStorageAccess(platform("Locked")),
        );
        let e = store.get("p").unwrap_err();
        assert_eq!(e.kind, ErrorKind::Auth);
        assert!(e.message.contains("locked"), "{}", e.message);
        assert!(e.hint.as_deref().unwrap().contains("TALENT_API_KEY"));

        fail_next(
            &mock,
            "p",
            keyring_core::Error::PlatformFailure(platform(
                "Failed to connect to unix:path=/run/user/0/bus",
            )),
        );
        let e = store.set("p", &key("svc_live_x")).unwrap_err();
        assert_eq!(e.kind, ErrorKind::Failure);
        assert!(
            e.message.starts_with("no OS keyring is available"),
            "{}",
            e.message
        );
        assert!(e.hint.as_deref().unwrap().contains("--insecure-storage"));

        fail_next(
            &mock,
            "p",
            keyring_core::Error::BadEncoding(b"svc_live_\xff".to_vec()),
        );
        let e = store.get("p").unwrap_err();
        assert!(e.message.contains("not a readable key"), "{}", e.message);

        fail_next(
            &mock,
            "p",
            keyring_core::Error::PlatformFailure(platform("boom")),
        );
        let e = store.delete("p").unwrap_err();
        assert_eq!(e.kind, ErrorKind::Failure);
        assert!(e.message.contains("boom"), "{}", e.message);

        // The mock clears an error after one use: the store works again.
        store.set("p", &key("svc_live_ok")).unwrap();
        assert_eq!(store.get("p").unwrap().unwrap().expose(), "svc_live_ok");
    }

    #[test]
    fn a_windows_read_that_lost_its_error_code_is_no_key() {
        let mock: Arc<CredentialStore> = keyring_core::mock::Store::new().unwrap();
        let store = KeyringStore::with_credential_store(mock.clone());
        let code = |c: u32| -> Box<dyn std::error::Error + Send + Sync> {
            format!("Windows error code {c}").into()
        };
        fail_next(&mock, "p", keyring_core::Error::PlatformFailure(code(0)));
        assert!(store.get("p").unwrap().is_none());
        // Any other code is still the keyring's failure, and so is a 0 on
        // a write (nothing says the key was stored).
        fail_next(&mock, "p", keyring_core::Error::PlatformFailure(code(5)));
        assert_eq!(store.get("p").unwrap_err().kind, ErrorKind::Failure);
        fail_next(&mock, "p", keyring_core::Error::PlatformFailure(code(0)));
        assert!(store.set("p", &key("svc_live_x")).is_err());
    }

    #[test]
    fn unavailable_keyring_names_both_ways_out() {
        let e = Failure::Unavailable("Failed to connect to unix:path=/run/user/0/bus".into())
            .into_error(Op::Get, "default");
        assert_eq!(e.kind, ErrorKind::Auth);
        assert!(e.message.starts_with("no OS keyring is available"));
        let hint = e.hint.unwrap();
        assert!(hint.contains("TALENT_API_KEY") && hint.contains("--insecure-storage"));
    }

    #[test]
    fn store_for_honours_the_backend_name() {
        assert_eq!(store_for(None).unwrap().backend(), "keyring");
        assert_eq!(store_for(Some("")).unwrap().backend(), "keyring");
        assert_eq!(store_for(Some("keyring")).unwrap().backend(), "keyring");
        assert_eq!(store_for(Some("Memory")).unwrap().backend(), "memory");
        // `file` resolves the config folder; only check the kind.
        if let Ok(s) = store_for(Some("file")) {
            assert_eq!(s.backend(), "file");
        }
        let e = store_for(Some("vault")).err().unwrap();
        assert_eq!(e.kind, ErrorKind::Usage);
        assert!(e.hint.unwrap().contains("keyring, file or memory"));
    }

    #[test]
    fn load_key_uses_the_file_only_when_the_profile_chose_it() {
        let dir = tempfile::tempdir().unwrap();
        let file = FileStore::new(dir.path().join("credentials.toml"));
        let store = MemoryStore::new();
        let mut config = Config::default();

        file.set("default", &key("svc_live_fromfile")).unwrap();
        // Keyring profile: the file is not consulted.
        assert!(load_key_from(&store, &file, "default", &config)
            .unwrap()
            .is_none());
        store.set("default", &key("svc_live_fromstore")).unwrap();
        let (k, from) = load_key_from(&store, &file, "default", &config)
            .unwrap()
            .unwrap();
        assert_eq!((k.expose(), from), ("svc_live_fromstore", "memory"));

        // File profile: the file wins (the latest login), then the store.
        config.set("default", "key_storage", "file").unwrap();
        let (k, from) = load_key_from(&store, &file, "default", &config)
            .unwrap()
            .unwrap();
        assert_eq!((k.expose(), from), ("svc_live_fromfile", "file"));
        file.delete("default").unwrap();
        let (_, from) = load_key_from(&store, &file, "default", &config)
            .unwrap()
            .unwrap();
        assert_eq!(from, "memory");
    }

    #[test]
    fn load_key_never_falls_back_silently() {
        let dir = tempfile::tempdir().unwrap();
        let file = FileStore::new(dir.path().join("credentials.toml"));
        file.set("default", &key("svc_live_fromfile")).unwrap();
        let mock: Arc<CredentialStore> = keyring_core::mock::Store::new().unwrap();
        let keyring = KeyringStore::with_credential_store(mock.clone());

        let platform =
            || -> Box<dyn std::error::Error + Send + Sync> { "Failed to connect".into() };
        fail_next(
            &mock,
            "default",
            keyring_core::Error::PlatformFailure(platform()),
        );
        let e = load_key_from(&keyring, &file, "default", &Config::default()).unwrap_err();
        assert_eq!(e.kind, ErrorKind::Auth);

        // With key_storage = "file" the keyring's failure doesn't matter.
        let mut config = Config::default();
        config.set("default", "key_storage", "file").unwrap();
        file.delete("default").unwrap();
        fail_next(
            &mock,
            "default",
            keyring_core::Error::PlatformFailure(platform()),
        );
        assert!(load_key_from(&keyring, &file, "default", &config)
            .unwrap()
            .is_none());
    }

    #[test]
    fn a_hung_keyring_times_out() {
        struct Hanging;
        impl keyring_core::api::CredentialStoreApi for Hanging {
            fn vendor(&self) -> String {
                "hanging".into()
            }
            fn id(&self) -> String {
                "hanging".into()
            }
            fn build(
                &self,
                _: &str,
                _: &str,
                _: Option<&HashMap<&str, &str>>,
            ) -> keyring_core::Result<Entry> {
                std::thread::sleep(Duration::from_secs(5));
                Err(keyring_core::Error::NoEntry)
            }
            fn as_any(&self) -> &dyn std::any::Any {
                self
            }
        }
        let store = KeyringStore::with_credential_store(Arc::new(Hanging))
            .with_timeout(Duration::from_millis(50));
        let started = std::time::Instant::now();
        let e = store.get("default").unwrap_err();
        assert!(started.elapsed() < Duration::from_secs(2));
        assert_eq!(e.kind, ErrorKind::Auth);
        assert!(e.message.contains("did not answer"), "{}", e.message);
    }

    /// Regression (libdbus store): a Secret Service that never answers a
    /// call makes libdbus give up by itself after the store's 2 s with
    /// "NoReply": that is the keyring not answering, said so (exit 3 on a
    /// read, the ways that need no keyring), not a broken one.
    #[test]
    fn libdbus_no_reply_is_a_keyring_that_did_not_answer() {
        let mock: Arc<CredentialStore> = keyring_core::mock::Store::new().unwrap();
        let store = KeyringStore::with_credential_store(mock.clone());
        let no_reply = || -> Box<dyn std::error::Error + Send + Sync> {
            "DBus error: Did not receive a reply. Possible causes include: the remote \
             application did not send a reply, the message bus security policy blocked \
             the reply, the reply timeout expired, or the network connection was broken."
                .into()
        };
        fail_next(&mock, "p", keyring_core::Error::PlatformFailure(no_reply()));
        let e = store.get("p").unwrap_err();
        assert_eq!(e.kind, ErrorKind::Auth);
        assert!(e.message.contains("did not answer within"), "{}", e.message);
        assert!(e.hint.as_deref().unwrap().contains("TALENT_API_KEY"));
        fail_next(&mock, "p", keyring_core::Error::PlatformFailure(no_reply()));
        let e = store.set("p", &key("svc_live_x")).unwrap_err();
        assert_eq!(e.kind, ErrorKind::Failure);
        assert!(e.message.contains("did not answer within"), "{}", e.message);
        fail_next(&mock, "p", keyring_core::Error::PlatformFailure(no_reply()));
        let why = store
            .unavailable("p")
            .expect("no answer counts as no keyring");
        assert!(why.contains("did not answer"), "{why}");
        // Any other platform failure is still the keyring's own.
        assert!(!Failure::Unavailable("Failed to connect".into()).is_no_reply());
    }

    #[test]
    fn stores_can_move_into_spawn_blocking() {
        fn send_sync_static<T: Send + Sync + 'static>() {}
        send_sync_static::<KeyringStore>();
        send_sync_static::<FileStore>();
        send_sync_static::<MemoryStore>();
        send_sync_static::<Box<dyn KeyStore>>();
    }

    #[tokio::test]
    async fn async_helpers_run_on_the_blocking_pool() {
        let store: Arc<dyn KeyStore> = Arc::new(MemoryStore::new());
        set_async(store.clone(), "a", &key("svc_eval_async"))
            .await
            .unwrap();
        let got = get_async(store.clone(), "a").await.unwrap().unwrap();
        assert_eq!(got.expose(), "svc_eval_async");
        assert!(delete_async(store.clone(), "a").await.unwrap());
        assert!(get_async(store, "a").await.unwrap().is_none());
    }
}
