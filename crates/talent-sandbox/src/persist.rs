//! The state file: loaded at start, written atomically and privately
//! (`talent_fs::write_private`: 0600, temporary file in the same folder,
//! fsync, rename) so a crash never leaves half a file and no other user
//! reads its keys and secrets. All of it runs on the blocking pool.

use std::fs;
use std::path::{Path, PathBuf};

use talent_fs::write_private;

use super::state::{World, STATE_VERSION};
use crate::{Error, Result};

/// Reads the world from `path`; `None` when the file does not exist.
pub async fn load(path: PathBuf) -> Result<Option<World>> {
    crate::task::spawn_blocking(move || load_blocking(&path))
        .await
        .map_err(|e| Error::failure(format!("cannot read the sandbox state: {e}")))?
}

fn load_blocking(path: &Path) -> Result<Option<World>> {
    let bytes = match fs::read(path) {
        Ok(b) => b,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(None),
        Err(e) => {
            return Err(Error::failure(format!(
                "cannot read the sandbox state {}: {e}",
                path.display()
            )))
        }
    };
    let world: World = serde_json::from_slice(&bytes).map_err(|e| corrupt(path, e))?;
    if world.version != STATE_VERSION {
        return Err(corrupt(
            path,
            format!("version {} is not {STATE_VERSION}", world.version),
        ));
    }
    world.check().map_err(|why| corrupt(path, why))?;
    Ok(Some(world))
}

fn corrupt(path: &Path, why: impl std::fmt::Display) -> Error {
    Error::failure(format!(
        "the sandbox state {} is unreadable: {why}",
        path.display()
    ))
    .with_hint("delete the file (for the embedded sandbox: `talent sandbox reset`) to start afresh")
}

/// Writes `bytes` to `path` atomically.
pub async fn save(path: PathBuf, bytes: Vec<u8>) -> Result<()> {
    crate::task::spawn_blocking(move || save_blocking(&path, &bytes))
        .await
        .map_err(|e| Error::failure(format!("cannot save the sandbox state: {e}")))?
}

fn save_blocking(path: &Path, bytes: &[u8]) -> Result<()> {
    write_private(path, bytes).map_err(|e| {
        Error::failure(format!(
            "cannot save the sandbox state {}: {e}",
            path.display()
        ))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn save_replaces_and_leaves_no_temp_file() -> Result<()> {
        let dir = tempfile::tempdir()?;
        let path = dir.path().join("sub/state.json");
        save_blocking(&path, b"one")?;
        save_blocking(&path, b"two")?;
        assert_eq!(fs::read(&path)?, b"two");
        let names: Vec<_> = fs::read_dir(dir.path().join("sub"))?.collect();
        assert_eq!(names.len(), 1);
        Ok(())
    }

    #[test]
    fn missing_file_is_none_and_garbage_is_an_error() -> Result<()> {
        let dir = tempfile::tempdir()?;
        let path = dir.path().join("state.json");
        assert!(load_blocking(&path)?.is_none());
        fs::write(&path, b"{not json")?;
        assert!(load_blocking(&path).is_err());
        Ok(())
    }
}
