//! What `auth login` and `auth logout` do to the stores and the config, and
//! the environment key, kept here (no clap, no terminal) so the commands only
//! translate arguments and print.
//!
//! All of it blocks (keyring, file fsync): call from `spawn_blocking`.

use super::key::ApiKey;
use super::store::{default_store, FileStore, KeyStore};
use crate::config::profile::validate_profile_name;
use crate::config::{Config, KeyStorage};
use crate::{Error, Result};

/// The environment variable that overrides the stored key (cron, CI).
pub const API_KEY_ENV: &str = "TALENT_API_KEY";

/// The key from `TALENT_API_KEY`, if set and not empty. A value no header
/// could carry (inner spaces, control characters) is a usage error rather
/// than silently ignored, since the user clearly meant to use it.
pub fn env_key() -> Result<Option<ApiKey>> {
    key_from_env_value(std::env::var_os(API_KEY_ENV).as_deref())
}

/// [`env_key`] on a given value, so tests need not mutate the environment.
fn key_from_env_value(raw: Option<&std::ffi::OsStr>) -> Result<Option<ApiKey>> {
    let Some(raw) = raw else {
        return Ok(None);
    };
    let raw = raw.to_string_lossy();
    if raw.trim().is_empty() {
        return Ok(None);
    }
    ApiKey::parse(&raw).map(Some).ok_or_else(|| {
        Error::usage(format!("{API_KEY_ENV} is not a valid API key"))
            .with_hint("it must be one word with no spaces, e.g. svc_live_...")
    })
}

/// The error for "no key anywhere" (exit 3), the same wherever it is raised.
pub fn no_key_error(profile: &str) -> Error {
    let login = if profile == crate::config::profile::DEFAULT_PROFILE {
        "talent auth login".to_string()
    } else {
        format!("talent auth login --profile {profile}")
    };
    Error::auth(format!("no API key for profile {profile:?}")).with_hint(format!(
        "run `{login}`, set {API_KEY_ENV}, or add --sandbox to try the built-in simulator"
    ))
}

/// `auth login`: stores `key` for `profile` and records where in the config
/// (saved). By default in the chosen store (the OS keyring), whose failure is
/// returned as is, never a silent switch to the file; with
/// `insecure_storage` in the 0600 file. Returns where it went (`"keyring"`,
/// `"file"`, `"memory"`).
pub fn store_key(
    profile: &str,
    key: &ApiKey,
    insecure_storage: bool,
    config: &mut Config,
) -> Result<&'static str> {
    let store = default_store()?;
    let file = FileStore::default_location()?;
    store_key_in(
        store.as_ref(),
        &file,
        profile,
        key,
        insecure_storage,
        config,
    )
}

/// [`store_key`] with the stores given.
pub fn store_key_in(
    store: &dyn KeyStore,
    file: &FileStore,
    profile: &str,
    key: &ApiKey,
    insecure_storage: bool,
    config: &mut Config,
) -> Result<&'static str> {
    validate_profile_name(profile)?;
    if insecure_storage {
        file.set(profile, key)?;
        if config.key_storage(profile) != KeyStorage::File {
            config.set(profile, "key_storage", KeyStorage::File.as_str())?;
            config.save()?;
        }
        return Ok(file.backend());
    }
    store.set(profile, key)?;
    if config.key_storage(profile) == KeyStorage::File {
        // Back to the keyring: the old plain-text copy goes, and the config
        // stops pointing at the file (a profile-level `file` is removed; a
        // global one is overridden for this profile).
        if store.backend() != file.backend() {
            file.delete(profile)?;
        }
        config.unset(profile, "key_storage")?;
        if config.key_storage(profile) == KeyStorage::File {
            config.set(profile, "key_storage", KeyStorage::Keyring.as_str())?;
        }
        config.save()?;
    }
    Ok(store.backend())
}

/// `auth logout`: removes the profile's key from the chosen store and from
/// the file, and forgets `key_storage`. Returns where a key was removed
/// from (empty: there was none). A keyring error is returned unless the
/// profile keeps its key in the file, where the keyring is not expected.
pub fn remove_key(profile: &str, config: &mut Config) -> Result<Vec<&'static str>> {
    let store = default_store()?;
    let file = FileStore::default_location()?;
    remove_key_in(store.as_ref(), &file, profile, config)
}

/// [`remove_key`] with the stores given.
pub fn remove_key_in(
    store: &dyn KeyStore,
    file: &FileStore,
    profile: &str,
    config: &mut Config,
) -> Result<Vec<&'static str>> {
    validate_profile_name(profile)?;
    let uses_file = config.key_storage(profile) == KeyStorage::File;
    let mut removed = Vec::new();
    match store.delete(profile) {
        Ok(true) => removed.push(store.backend()),
        Ok(false) => {}
        Err(_) if uses_file => {}
        Err(e) => return Err(e),
    }
    if store.backend() != file.backend() && file.delete(profile)? {
        removed.push(file.backend());
    }
    if config.unset(profile, "key_storage")? {
        config.save()?;
    }
    Ok(removed)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::auth::MemoryStore;
    use crate::ErrorKind;

    struct Fixture {
        _dir: tempfile::TempDir,
        file: FileStore,
        store: MemoryStore,
        config: Config,
        config_path: std::path::PathBuf,
    }

    fn fixture() -> Fixture {
        let dir = tempfile::tempdir().unwrap();
        let config_path = dir.path().join("config.toml");
        Fixture {
            file: FileStore::new(dir.path().join("credentials.toml")),
            store: MemoryStore::new(),
            config: Config::load_from(&config_path).unwrap(),
            config_path,
            _dir: dir,
        }
    }

    fn key(s: &str) -> ApiKey {
        ApiKey::parse(s).unwrap()
    }

    #[test]
    fn login_to_the_store_touches_no_file() {
        let mut f = fixture();
        let to = store_key_in(
            &f.store,
            &f.file,
            "default",
            &key("svc_live_a"),
            false,
            &mut f.config,
        )
        .unwrap();
        assert_eq!(to, "memory");
        assert!(!f.file.path().exists());
        assert!(!f.config_path.exists(), "nothing to record");
    }

    #[test]
    fn insecure_login_records_file_storage_and_back() {
        let mut f = fixture();
        let to = store_key_in(
            &f.store,
            &f.file,
            "work",
            &key("svc_live_f"),
            true,
            &mut f.config,
        )
        .unwrap();
        assert_eq!(to, "file");
        let saved = Config::load_from(&f.config_path).unwrap();
        assert_eq!(saved.key_storage("work"), KeyStorage::File);
        assert!(f.store.get("work").unwrap().is_none());
        assert!(!std::fs::read_to_string(&f.config_path)
            .unwrap()
            .contains("svc_live_f"));

        // Logging in again without the flag moves it to the store.
        store_key_in(
            &f.store,
            &f.file,
            "work",
            &key("svc_live_k"),
            false,
            &mut f.config,
        )
        .unwrap();
        assert!(
            f.file.get("work").unwrap().is_none(),
            "plain-text copy removed"
        );
        let saved = Config::load_from(&f.config_path).unwrap();
        assert_eq!(saved.key_storage("work"), KeyStorage::Keyring);
    }

    #[test]
    fn a_global_file_setting_is_overridden_per_profile() {
        let mut f = fixture();
        f.config.set_global("key_storage", "file").unwrap();
        store_key_in(
            &f.store,
            &f.file,
            "p",
            &key("svc_live_k"),
            false,
            &mut f.config,
        )
        .unwrap();
        assert_eq!(f.config.key_storage("p"), KeyStorage::Keyring);
    }

    #[test]
    fn logout_removes_everywhere() {
        let mut f = fixture();
        store_key_in(
            &f.store,
            &f.file,
            "p",
            &key("svc_live_f"),
            true,
            &mut f.config,
        )
        .unwrap();
        f.store.set("p", &key("svc_live_old")).unwrap();
        let removed = remove_key_in(&f.store, &f.file, "p", &mut f.config).unwrap();
        assert_eq!(removed, vec!["memory", "file"]);
        assert_eq!(f.config.key_storage("p"), KeyStorage::Keyring);
        assert!(remove_key_in(&f.store, &f.file, "p", &mut f.config)
            .unwrap()
            .is_empty());
    }

    #[test]
    fn env_key_empty_is_unset_and_junk_is_an_error() {
        use std::ffi::OsStr;
        assert!(key_from_env_value(None).unwrap().is_none());
        assert!(key_from_env_value(Some(OsStr::new(" "))).unwrap().is_none());
        let k = key_from_env_value(Some(OsStr::new("svc_live_x\n"))).unwrap();
        assert_eq!(k.unwrap().expose(), "svc_live_x");
        let e = key_from_env_value(Some(OsStr::new("svc live"))).unwrap_err();
        assert_eq!(e.kind, ErrorKind::Usage);
        assert!(!e.message.contains("svc live"));
    }

    #[test]
    fn no_key_error_is_auth_with_a_way_out() {
        let e = no_key_error("default");
        assert_eq!(e.kind, ErrorKind::Auth);
        assert!(e.hint.as_deref().unwrap().contains("`talent auth login`"));
        let e = no_key_error("work");
        assert!(e.hint.as_deref().unwrap().contains("--profile work"));
    }
}
