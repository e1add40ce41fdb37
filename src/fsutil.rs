//! Writing files that may hold secrets or settings users consider private: the
//! file is 0600 from its first byte (never chmod-ed after the content is in
//! it) and replaces the old one atomically, so a crash or a full disk never
//! leaves a half-written config or credentials file behind.

use std::fs;
use std::path::Path;

use crate::{Error, Result};

/// Writes one of talent's data files atomically and privately (0600 from
/// the first byte, temp file then rename): never through a link, never over
/// anything but a regular file (`talent_fs::write_private`).
pub(crate) fn write_private(path: &Path, contents: &str) -> Result<()> {
    talent_fs::write_private(path, contents.as_bytes())
        .map_err(|e| Error::failure(format!("cannot write {}: {e}", path.display())))
}

/// [`write_private`] for `config.toml` and `credentials.toml`, which a
/// dotfile manager may link: written through a link only to a regular file
/// this user owns (`talent_fs::write_settings`).
pub(crate) fn write_settings(path: &Path, contents: &str) -> Result<()> {
    talent_fs::write_settings(path, contents.as_bytes())
        .map_err(|e| Error::failure(format!("cannot write {}: {e}", path.display())))
}

/// Removes `path`; a file that is already gone is not an error. A link is
/// not removed (a dotfile manager's): callers write it empty instead.
pub(crate) fn remove_if_exists(path: &Path) -> Result<()> {
    match fs::remove_file(path) {
        Ok(()) => Ok(()),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(()),
        Err(e) => Err(Error::failure(format!(
            "cannot remove {}: {e}",
            path.display()
        ))),
    }
}

/// The largest settings or credentials file read: each is a few lines, so
/// anything bigger is a mistake (or `/dev/zero`), refused before it is read.
pub(crate) const MAX_SETTINGS_FILE: u64 = 1 << 20;

/// Reads `path` as text; a missing file is `None`. Only a regular file of
/// at most [`MAX_SETTINGS_FILE`] bytes is read (a device, a FIFO or a huge
/// file is exit 2 in one line, never read without bound or waited on).
pub(crate) fn read_if_exists(path: &Path) -> Result<Option<String>> {
    use std::io::Read;
    let cannot = |e: std::io::Error| Error::failure(format!("cannot read {}: {e}", path.display()));
    let too_big = || {
        Error::usage(format!(
            "{} is not a settings file: larger than {} KiB",
            path.display(),
            MAX_SETTINGS_FILE >> 10
        ))
        .with_hint("it holds a few lines; fix or remove it (TALENT_CONFIG_DIR moves the folder)")
    };
    let meta = match fs::metadata(path) {
        Ok(meta) => meta,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(None),
        Err(e) => return Err(cannot(e)),
    };
    if !meta.is_file() {
        return Err(Error::usage(format!(
            "{} is not a regular file, so it is not read",
            path.display()
        ))
        .with_hint("it holds a few lines; fix or remove it (TALENT_CONFIG_DIR moves the folder)"));
    }
    if meta.len() > MAX_SETTINGS_FILE {
        return Err(too_big());
    }
    let file = fs::File::open(path).map_err(cannot)?;
    let mut bytes = Vec::new();
    // Bounded even if the file grows after the size was looked at.
    file.take(MAX_SETTINGS_FILE + 1)
        .read_to_end(&mut bytes)
        .map_err(cannot)?;
    if bytes.len() as u64 > MAX_SETTINGS_FILE {
        return Err(too_big());
    }
    String::from_utf8(bytes).map(Some).map_err(|_| {
        Error::usage(format!("{} is not UTF-8 text", path.display())).with_hint(
            "it holds a few lines; fix or remove it (TALENT_CONFIG_DIR moves the folder)",
        )
    })
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

    /// Regression: a config file that was `/dev/zero` was read without
    /// bound (9.4 GB before it was stopped).
    #[test]
    fn settings_files_are_size_capped() {
        let dir = tempfile::tempdir().unwrap();
        let big = dir.path().join("big.toml");
        fs::write(&big, vec![b'#'; MAX_SETTINGS_FILE as usize + 1]).unwrap();
        assert_eq!(read_if_exists(&big).unwrap_err().exit_code(), 2);
        let fine = dir.path().join("fine.toml");
        fs::write(&fine, "a = 1\n").unwrap();
        assert_eq!(read_if_exists(&fine).unwrap().as_deref(), Some("a = 1\n"));
        assert_eq!(read_if_exists(&dir.path().join("none")).unwrap(), None);
        #[cfg(unix)]
        assert_eq!(
            read_if_exists(Path::new("/dev/zero"))
                .unwrap_err()
                .exit_code(),
            2
        );
    }

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
        write_settings(&link, "new").unwrap();
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
