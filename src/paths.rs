//! Where the tool keeps its files: the platform's folders (via `directories`),
//! relocated by `TALENT_CONFIG_DIR` and `TALENT_DATA_DIR`.

use std::path::PathBuf;

use crate::{Error, Result};

fn project_dirs() -> Option<directories::ProjectDirs> {
    directories::ProjectDirs::from("", "", "talent")
}

fn from_env(var: &str) -> Option<PathBuf> {
    std::env::var_os(var)
        .filter(|v| !v.is_empty())
        .map(PathBuf::from)
}

/// The folder of `config.toml` (and the insecure key file, when asked for).
pub fn config_dir() -> Result<PathBuf> {
    from_env("TALENT_CONFIG_DIR")
        .or_else(|| project_dirs().map(|d| d.config_dir().to_path_buf()))
        .ok_or_else(no_home)
}

/// `config.toml`: settings and profiles, never a key.
pub fn config_file() -> Result<PathBuf> {
    Ok(config_dir()?.join("config.toml"))
}

/// `credentials.toml`: keys kept in a 0600 file by `auth login --insecure-storage`
/// (or by `TALENT_KEYRING_BACKEND=file`), for machines without an OS keyring.
pub fn credentials_file() -> Result<PathBuf> {
    Ok(config_dir()?.join("credentials.toml"))
}

/// The folder of the local ledger and the embedded sandbox's state.
pub fn data_dir() -> Result<PathBuf> {
    from_env("TALENT_DATA_DIR")
        .or_else(|| project_dirs().map(|d| d.data_dir().to_path_buf()))
        .ok_or_else(no_home)
}

fn no_home() -> Error {
    Error::failure("cannot find a home folder for talent's files")
        .with_hint("set TALENT_CONFIG_DIR and TALENT_DATA_DIR")
}

/// The local ledger: the data folder's, or with `--sandbox` the embedded
/// sandbox's own beside its state (reset with it).
pub fn ledger(sandbox: bool) -> Result<PathBuf> {
    Ok(if sandbox {
        embedded_sandbox_state()?.with_file_name("ledger.sqlite3")
    } else {
        data_dir()?.join("ledger.sqlite3")
    })
}

/// Where the embedded sandbox (`--sandbox`) keeps its world.
pub fn embedded_sandbox_state() -> Result<PathBuf> {
    Ok(data_dir()?.join("sandbox").join("state.json"))
}
