//! The files a gateway starts from (the workspace's key, the identity
//! provider's secret, the TLS certificate and key): regular files, and the
//! secret ones readable by no one else. Checked before anything is read:
//! a FIFO or a device would hold the start waiting for a writer.

use std::path::Path;

use crate::{Error, Result};

/// What `path` is, following symlinks; refused unless a regular file.
pub fn regular(path: &Path, what: &str) -> Result<std::fs::Metadata> {
    let meta = std::fs::metadata(path).map_err(|e| unreadable(what, path, &e))?;
    if !meta.is_file() {
        return Err(Error::usage(format!(
            "{what} {} is {}, not a regular file; nothing was served",
            path.display(),
            kind(&meta)
        ))
        .with_hint("give the file itself: the gateway reads it whole at start"));
    }
    Ok(meta)
}

fn kind(meta: &std::fs::Metadata) -> &'static str {
    if meta.is_dir() {
        return "a directory";
    }
    #[cfg(unix)]
    {
        use std::os::unix::fs::FileTypeExt;
        let t = meta.file_type();
        if t.is_fifo() {
            return "a FIFO";
        }
        if t.is_socket() {
            return "a socket";
        }
        if t.is_block_device() || t.is_char_device() {
            return "a device";
        }
    }
    "something else"
}

/// Refuses a secret file whose mode has any of `others` (Unix; Windows has
/// no such bits): `0o077` for the keys the gateway alone reads, `0o007`
/// where a group may read it (a TLS key of group ssl-cert).
pub fn private(
    path: &Path,
    what: &str,
    meta: &std::fs::Metadata,
    others: u32,
    hint: &str,
) -> Result<()> {
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        let mode = meta.permissions().mode();
        if mode & others != 0 {
            return Err(Error::usage(format!(
                "{what} {} can be read by others (mode {:o}); nothing was served",
                path.display(),
                mode & 0o777
            ))
            .with_hint(hint.replace("FILE", &path.display().to_string())));
        }
    }
    #[cfg(not(unix))]
    let _ = (path, what, meta, others, hint);
    Ok(())
}

/// A file that could not be read: what was wrong and, when this user may
/// not read it (a container's user, a service's), what to do.
pub fn unreadable(what: &str, path: &Path, e: &std::io::Error) -> Error {
    let err = Error::usage(format!("{what} {}: {e}", path.display()));
    if e.kind() != std::io::ErrorKind::PermissionDenied {
        return err;
    }
    let user = whoami::username().map_or_else(|_| "a user".to_string(), |u| format!("'{u}'"));
    err.with_hint(format!(
        "the gateway runs as {user}: make the file that user's, readable by it alone \
         (chown, then chmod 600; the container image's user is uid 10001)"
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_key_file_this_user_may_not_read_says_whose_it_must_be() {
        let path = Path::new("/run/secrets/talent-api-key");
        let denied = std::io::Error::from(std::io::ErrorKind::PermissionDenied);
        let e = unreadable("--api-key-file", path, &denied);
        assert!(e
            .to_string()
            .starts_with("--api-key-file /run/secrets/talent-api-key: "));
        let hint = e.hint.as_deref().expect("a hint");
        assert!(
            hint.contains("chown") && hint.contains("chmod 600"),
            "{hint}"
        );
        let missing = std::io::Error::from(std::io::ErrorKind::NotFound);
        assert!(unreadable("--api-key-file", path, &missing).hint.is_none());
    }

    #[test]
    fn a_directory_is_not_a_key_file() {
        let dir = tempfile::tempdir().unwrap();
        let e = regular(dir.path(), "--api-key-file").unwrap_err();
        assert_eq!(e.exit_code(), 2);
        assert!(
            e.to_string().contains("a directory, not a regular file"),
            "{e}"
        );
    }
}
