//! Writing files that hold keys, secrets or settings: private from their
//! first byte (0600 files, 0700 folders on Unix) and replaced atomically
//! (a temporary file in the same folder, fsync, rename), so a crash or a
//! full disk never leaves half a file and no other user reads it. Shared by
//! the CLI (config, credentials, the ledger's folder, the embedded
//! sandbox's lock) and the simulator (its state file); no I/O runtime of
//! its own: async callers run these on their blocking pool.

use std::fs;
use std::io::Write;
use std::path::{Path, PathBuf};

/// Writes `bytes` to `path` through a 0600 temporary file in the same
/// folder (created 0700 if missing), synced, then renamed over `path`; on
/// failure the temporary file is removed. A symlinked `path` is followed, so
/// the link survives and its target is replaced. The one atomic write of the
/// workspace: the sandbox's state file and the CLI's config, credentials and
/// ledger folders use it.
pub fn write_private(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    let target = resolve_symlink(path);
    let dir = match target.parent() {
        Some(d) if !d.as_os_str().is_empty() => d.to_path_buf(),
        _ => PathBuf::from("."),
    };
    create_private_dir(&dir)?;
    let name = target
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_else(|| "talent".to_string());
    let (tmp_path, mut file) = create_temp(&dir, &name)?;
    let written = file.write_all(bytes).and_then(|()| file.sync_all());
    drop(file);
    if let Err(e) = written.and_then(|()| fs::rename(&tmp_path, &target)) {
        // The temp file is ours and useless now.
        let _ = fs::remove_file(&tmp_path);
        return Err(e);
    }
    sync_dir(&dir);
    Ok(())
}

/// Creates `dir` (and missing parents) as 0700 on Unix. An existing folder is
/// left as it is: it is the user's, and may be shared on purpose.
pub fn create_private_dir(dir: &Path) -> std::io::Result<()> {
    let mut builder = fs::DirBuilder::new();
    builder.recursive(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::DirBuilderExt;
        builder.mode(0o700);
    }
    builder.create(dir)
}

/// `path`, or the file a symlink at `path` points to (so a write replaces
/// the target and the link survives).
pub fn resolve_symlink(path: &Path) -> PathBuf {
    let is_link = fs::symlink_metadata(path)
        .map(|m| m.file_type().is_symlink())
        .unwrap_or(false);
    if is_link {
        fs::canonicalize(path).unwrap_or_else(|_| path.to_path_buf())
    } else {
        path.to_path_buf()
    }
}

/// A new file `.NAME.PID.N.tmp` that did not exist before (`create_new`), so
/// two processes saving at once never write into the same temp file.
fn create_temp(dir: &Path, name: &str) -> std::io::Result<(PathBuf, fs::File)> {
    let pid = std::process::id();
    let mut last_err = None;
    for attempt in 0..16u32 {
        let nanos = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map(|d| d.subsec_nanos())
            .unwrap_or(0);
        let tmp = dir.join(format!(".{name}.{pid}.{nanos}.{attempt}.tmp"));
        let mut options = fs::OpenOptions::new();
        options.write(true).create_new(true);
        #[cfg(unix)]
        {
            use std::os::unix::fs::OpenOptionsExt;
            options.mode(0o600);
        }
        match options.open(&tmp) {
            Ok(file) => return Ok((tmp, file)),
            Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => last_err = Some(e),
            Err(e) => return Err(e),
        }
    }
    Err(last_err.unwrap_or_else(|| std::io::Error::other("no free temporary file name")))
}

/// Makes the rename durable; failing to is not worth an error.
fn sync_dir(dir: &Path) {
    #[cfg(unix)]
    if let Ok(d) = fs::File::open(dir) {
        let _ = d.sync_all();
    }
    #[cfg(not(unix))]
    let _ = dir;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[cfg(unix)]
    #[test]
    fn a_symlink_is_followed_and_survives() {
        let dir = tempfile::tempdir().unwrap();
        let target = dir.path().join("real.toml");
        let link = dir.path().join("link.toml");
        fs::write(&target, b"old").unwrap();
        std::os::unix::fs::symlink(&target, &link).unwrap();
        write_private(&link, b"new").unwrap();
        assert!(fs::symlink_metadata(&link)
            .unwrap()
            .file_type()
            .is_symlink());
        assert_eq!(fs::read(&target).unwrap(), b"new");
    }

    /// Regression: the state file (keys, webhook secrets) was created 0644
    /// and a failed save left its temporary file behind.
    #[cfg(unix)]
    #[test]
    fn the_state_file_is_private_and_a_failed_save_leaves_nothing() {
        use std::os::unix::fs::PermissionsExt;
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("state.json");
        write_private(&path, b"{}").unwrap();
        let mode = fs::metadata(&path).unwrap().permissions().mode() & 0o777;
        assert_eq!(mode, 0o600);
        // A folder where the file should be: the rename fails.
        let blocked = dir.path().join("taken");
        fs::create_dir(&blocked).unwrap();
        fs::write(blocked.join("x"), b"keep").unwrap();
        assert!(write_private(&blocked, b"{}").is_err());
        let names: Vec<String> = fs::read_dir(dir.path())
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        assert!(names.iter().all(|n| !n.ends_with(".tmp")), "{names:?}");
    }
}
