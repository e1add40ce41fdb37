//! The state file: loaded at start, written atomically (temporary file in the
//! same folder, fsync, rename) so a crash never leaves half a file. All of it
//! runs on the blocking pool.

use std::fs;
use std::io::Write;
use std::path::{Path, PathBuf};

use super::state::{World, STATE_VERSION};
use crate::{Error, Result};

/// Reads the world from `path`; `None` when the file does not exist.
pub async fn load(path: PathBuf) -> Result<Option<World>> {
    tokio::task::spawn_blocking(move || load_blocking(&path))
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
    tokio::task::spawn_blocking(move || save_blocking(&path, &bytes))
        .await
        .map_err(|e| Error::failure(format!("cannot save the sandbox state: {e}")))?
}

fn save_blocking(path: &Path, bytes: &[u8]) -> Result<()> {
    let fail = |what: &str, e: std::io::Error| {
        Error::failure(format!(
            "cannot {what} the sandbox state {}: {e}",
            path.display()
        ))
    };
    let dir = match path.parent() {
        Some(d) if !d.as_os_str().is_empty() => d.to_path_buf(),
        _ => PathBuf::from("."),
    };
    fs::create_dir_all(&dir).map_err(|e| fail("create the folder of", e))?;
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_else(|| "state.json".into());
    let tmp = dir.join(format!(".{name}.tmp-{}", std::process::id()));
    let mut file = fs::File::create(&tmp).map_err(|e| fail("write", e))?;
    file.write_all(bytes).map_err(|e| fail("write", e))?;
    file.sync_all().map_err(|e| fail("sync", e))?;
    drop(file);
    fs::rename(&tmp, path).map_err(|e| fail("replace", e))?;
    // Make the rename itself durable where the platform allows it.
    if let Ok(d) = fs::File::open(&dir) {
        let _ = d.sync_all();
    }
    Ok(())
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
