//! Writing files that may hold secrets or settings users consider private: the
//! file is 0600 from its first byte (never chmod-ed after the content is in
//! it) and replaces the old one atomically, so a crash or a full disk never
//! leaves a half-written config or credentials file behind.

use std::fs;
use std::io::Write;
use std::path::{Path, PathBuf};

use crate::{Error, Result};

/// Creates `dir` (and missing parents) as 0700 on Unix. An existing folder is
/// left as it is: it is the user's, and may be shared on purpose.
pub(crate) fn create_private_dir(dir: &Path) -> Result<()> {
    let mut builder = fs::DirBuilder::new();
    builder.recursive(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::DirBuilderExt;
        builder.mode(0o700);
    }
    builder
        .create(dir)
        .map_err(|e| Error::failure(format!("cannot create {}: {e}", dir.display())))
}

/// Writes `contents` to `path` through a 0600 temporary file in the same
/// folder, synced, then renamed over `path`. A symlinked `path` (dotfile
/// managers do that) is followed, so the link survives and its target is
/// replaced.
pub(crate) fn write_private(path: &Path, contents: &str) -> Result<()> {
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
    let cannot =
        |e: std::io::Error| Error::failure(format!("cannot write {}: {e}", path.display()));

    let (tmp_path, mut file) = create_temp(&dir, &name).map_err(cannot)?;
    let written = file
        .write_all(contents.as_bytes())
        .and_then(|()| file.sync_all());
    drop(file);
    let renamed = written.and_then(|()| fs::rename(&tmp_path, &target));
    if let Err(e) = renamed {
        // Best effort: the temp file is ours and useless now.
        let _ = fs::remove_file(&tmp_path);
        return Err(cannot(e));
    }
    sync_dir(&dir);
    Ok(())
}

/// Removes `path`; a file that is already gone is not an error.
pub(crate) fn remove_if_exists(path: &Path) -> Result<()> {
    match fs::remove_file(resolve_symlink(path)) {
        Ok(()) => Ok(()),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(()),
        Err(e) => Err(Error::failure(format!(
            "cannot remove {}: {e}",
            path.display()
        ))),
    }
}

/// Reads `path` as text; a missing file is `None`.
pub(crate) fn read_if_exists(path: &Path) -> Result<Option<String>> {
    match fs::read_to_string(path) {
        Ok(text) => Ok(Some(text)),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(None),
        Err(e) => Err(Error::failure(format!(
            "cannot read {}: {e}",
            path.display()
        ))),
    }
}

/// The permission bits of `path` that let anyone but the owner in, if any
/// (Unix only; `None` elsewhere or when the file is missing).
pub(crate) fn loose_permissions(path: &Path) -> Option<u32> {
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        let mode = fs::metadata(path).ok()?.permissions().mode() & 0o777;
        (mode & 0o077 != 0).then_some(mode)
    }
    #[cfg(not(unix))]
    {
        let _ = path;
        None
    }
}

/// The 1-based line and column (in characters) of byte `offset` in `text`,
/// for error messages; an offset inside a character counts as that character.
pub(crate) fn line_col(text: &str, offset: usize) -> (usize, usize) {
    let mut offset = offset.min(text.len());
    while !text.is_char_boundary(offset) {
        offset -= 1;
    }
    let before = &text[..offset];
    let line = before.matches('\n').count() + 1;
    let col = before.rsplit('\n').next().map_or(0, |l| l.chars().count()) + 1;
    (line, col)
}

fn resolve_symlink(path: &Path) -> PathBuf {
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

    #[test]
    fn writes_atomically_and_privately() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("sub").join("f.toml");
        write_private(&path, "a = 1\n").unwrap();
        write_private(&path, "a = 2\n").unwrap();
        assert_eq!(fs::read_to_string(&path).unwrap(), "a = 2\n");
        assert_eq!(loose_permissions(&path), None);
        // Only the file itself: no temp files left over.
        let names: Vec<_> = fs::read_dir(path.parent().unwrap())
            .unwrap()
            .map(|e| e.unwrap().file_name())
            .collect();
        assert_eq!(names.len(), 1);
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            let mode = |p: &Path| fs::metadata(p).unwrap().permissions().mode() & 0o777;
            assert_eq!(mode(&path), 0o600);
            assert_eq!(mode(path.parent().unwrap()), 0o700);
        }
    }

    #[cfg(unix)]
    #[test]
    fn keeps_a_symlink_and_replaces_its_target() {
        let dir = tempfile::tempdir().unwrap();
        let real = dir.path().join("real.toml");
        let link = dir.path().join("link.toml");
        fs::write(&real, "old").unwrap();
        std::os::unix::fs::symlink(&real, &link).unwrap();
        write_private(&link, "new").unwrap();
        assert!(fs::symlink_metadata(&link)
            .unwrap()
            .file_type()
            .is_symlink());
        assert_eq!(fs::read_to_string(&real).unwrap(), "new");
    }

    #[test]
    fn line_col_counts_characters_and_never_panics() {
        let text = "a = 1\nbé = \"x\"\n";
        assert_eq!(line_col(text, 0), (1, 1));
        assert_eq!(line_col(text, 6), (2, 1));
        assert_eq!(line_col(text, 9), (2, 3)); // after "bé"
        assert_eq!(line_col(text, 8), (2, 2)); // inside "é"
        assert_eq!(line_col(text, 999).0, 3);
    }

    #[test]
    fn missing_files_are_not_errors() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("nope");
        assert!(read_if_exists(&path).unwrap().is_none());
        remove_if_exists(&path).unwrap();
    }
}
