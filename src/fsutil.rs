//! Writing files that may hold secrets or settings users consider private: the
//! file is 0600 from its first byte (never chmod-ed after the content is in
//! it) and replaces the old one atomically, so a crash or a full disk never
//! leaves a half-written config or credentials file behind.

use std::fs;
use std::path::Path;

use crate::{Error, Result};

/// Writes `contents` to `path` atomically and privately (0600 from the first
/// byte, temp file then rename, symlinks followed): the workspace's one
/// atomic write, shared with the sandbox's state file.
pub(crate) fn write_private(path: &Path, contents: &str) -> Result<()> {
    talent_fs::write_private(path, contents.as_bytes())
        .map_err(|e| Error::failure(format!("cannot write {}: {e}", path.display())))
}

/// Removes `path`; a file that is already gone is not an error.
pub(crate) fn remove_if_exists(path: &Path) -> Result<()> {
    match fs::remove_file(talent_fs::resolve_symlink(path)) {
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
