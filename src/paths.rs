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
