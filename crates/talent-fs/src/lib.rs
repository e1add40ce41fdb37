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
/// failure the temporary file is removed. For talent's own data files (the
/// sandbox's state, completion values): a link at `path` is refused, never
/// written through or replaced (it may point at anything, `/dev/zero` or
/// another user's file), and so is anything there that is not a regular
/// file. The one atomic write of the workspace.
pub fn write_private(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    refuse_link(path)?;
    replace(path, bytes)
}

/// [`write_private`] for a file a person may manage (`config.toml`,
/// `credentials.toml`): dotfile managers link them, so a link is written
/// through (it survives, its target is replaced), but only to a regular
/// file this user owns; a link to anything else (a missing file, a device,
/// another user's file) is refused, naming it.
pub fn write_settings(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    replace(&settings_target(path)?, bytes)
}

/// Where a write of the settings file `path` lands: `path`, or the regular
/// file this user owns that a link at `path` points to.
pub fn settings_target(path: &Path) -> std::io::Result<PathBuf> {
    if !is_link(path) {
        return Ok(path.to_path_buf());
    }
    let refused = |what: &str| {
        std::io::Error::other(format!(
            "{} is a link to {what}; it is written through only to a regular file you own",
            path.display()
        ))
    };
    let target = fs::canonicalize(path).map_err(|_| refused("nothing"))?;
    let meta = fs::metadata(&target).map_err(|_| refused("nothing"))?;
    if !meta.is_file() {
        return Err(refused(&format!(
            "{}, not a regular file",
            target.display()
        )));
    }
    if !owned_by_me(&meta) {
        return Err(refused(&format!(
            "{}, another user's file",
            target.display()
        )));
    }
    Ok(target)
}

/// An error naming `path` when it is a link: talent's data files are never
/// written through one.
pub fn refuse_link(path: &Path) -> std::io::Result<()> {
    if is_link(path) {
        return Err(std::io::Error::other(format!(
            "{} is a symbolic link; talent never writes its data through one (remove the link)",
            path.display()
        )));
    }
    Ok(())
}

#[cfg(unix)]
fn owned_by_me(meta: &fs::Metadata) -> bool {
    use std::os::unix::fs::MetadataExt;
    // SAFETY: geteuid has no preconditions and cannot fail.
    meta.uid() == unsafe { libc::geteuid() }
}

#[cfg(not(unix))]
fn owned_by_me(_meta: &fs::Metadata) -> bool {
    true
}

/// The atomic replacement of `target` (no link at it, see the callers).
/// Something there that is not a regular file (a device, a FIFO, a folder)
/// is never replaced: as root a rename over `/dev/zero` replaces the device.
fn replace(target: &Path, bytes: &[u8]) -> std::io::Result<()> {
    not_special(target)?;
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
    // Checked again just before the rename: made special since.
    if let Err(e) = written
        .and_then(|()| not_special(target))
        .and_then(|()| fs::rename(&tmp_path, target))
    {
        // The temp file is ours and useless now.
        let _ = fs::remove_file(&tmp_path);
        return Err(e);
    }
    sync_dir(&dir);
    Ok(())
}

/// An error when `path` exists and is neither a regular file nor a link
/// (a link is the callers' to judge).
pub fn not_special(path: &Path) -> std::io::Result<()> {
    match fs::symlink_metadata(path) {
        Ok(m) if !m.is_file() && !m.file_type().is_symlink() => {
            Err(std::io::Error::other(format!(
                "{} is not a regular file (a device, a pipe or a folder), so it is not replaced",
                path.display()
            )))
        }
        _ => Ok(()),
    }
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

/// Whether `path` itself is a symbolic link.
pub fn is_link(path: &Path) -> bool {
    fs::symlink_metadata(path).is_ok_and(|m| m.file_type().is_symlink())
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
    use std::os::unix::fs::FileTypeExt;

    #[cfg(unix)]
    #[test]
    fn a_settings_link_is_followed_and_survives_a_data_link_is_refused() {
        let dir = tempfile::tempdir().unwrap();
        let target = dir.path().join("real.toml");
        let link = dir.path().join("link.toml");
        fs::write(&target, b"old").unwrap();
        std::os::unix::fs::symlink(&target, &link).unwrap();
        write_settings(&link, b"new").unwrap();
        assert!(fs::symlink_metadata(&link)
            .unwrap()
            .file_type()
            .is_symlink());
        assert_eq!(fs::read(&target).unwrap(), b"new");
        let e = write_private(&link, b"data").unwrap_err();
        assert!(e.to_string().contains("link.toml"), "{e}");
        assert_eq!(fs::read(&target).unwrap(), b"new");
        // A link to nothing, or to a device: refused, nothing replaced.
        let dangling = dir.path().join("dangling.toml");
        std::os::unix::fs::symlink(dir.path().join("none"), &dangling).unwrap();
        assert!(write_settings(&dangling, b"x").is_err());
        assert!(!dir.path().join("none").exists());
        let null = dir.path().join("null.toml");
        std::os::unix::fs::symlink("/dev/null", &null).unwrap();
        assert!(write_settings(&null, b"x").is_err());
        // A FIFO where the file goes: never replaced.
        let fifo = dir.path().join("fifo");
        let c = std::ffi::CString::new(fifo.to_str().unwrap()).unwrap();
        // SAFETY: a valid C string; mkfifo has no other preconditions.
        assert_eq!(unsafe { libc::mkfifo(c.as_ptr(), 0o600) }, 0);
        assert!(write_private(&fifo, b"x").is_err());
        assert!(fs::symlink_metadata(&fifo).unwrap().file_type().is_fifo());
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
