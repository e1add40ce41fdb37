//! `--out FILE`: data goes to `FILE.partial`, which is renamed into place
//! only when the run succeeds (after an fsync of the file, then of its
//! folder), so a reader never sees a half-written file under the name. A
//! failed or interrupted run leaves the old file (or none) and the partial
//! one beside it. The partial file is locked while written: a second run on
//! the same `--out` refuses.

use std::fs::{File, OpenOptions};
use std::io::Write;
use std::path::{Path, PathBuf};

use crate::{Error, Result};

pub struct OutFile {
    target: PathBuf,
    partial: PathBuf,
    file: File,
    /// Kept for a resume that has not yet said where it continues: the
    /// first write empties the file unless [`OutFile::truncate`] came first.
    kept: bool,
}

/// Refuses a `target` that exists and is not a regular file (a device, a
/// FIFO, a socket, a link to one such as `/dev/stdout`): renaming over it
/// would replace the system's own file (as root, `/dev/null`) with ours.
fn not_special(target: &Path) -> Result<()> {
    refuse_special("--out", target)
        .map_err(|e| e.with_hint("drop --out and redirect stdout to write to a pipe or a device"))
}

/// What `--out` refuses, for any option that names a file talent puts in
/// place (`--out`, `report --html`): a folder, or a node that exists and is
/// not a regular file (a device, a FIFO, a socket, a link to one). Checked
/// before anything is written; the node is left as it is.
pub fn refuse_special(flag: &str, target: &Path) -> Result<()> {
    match std::fs::metadata(target) {
        Ok(meta) if meta.is_dir() => Err(Error::usage(format!(
            "{flag} {} is a folder; the data needs a file name",
            target.display()
        ))
        .with_hint(format!("give {flag} a file name in a folder you can write to"))),
        Ok(meta) if !meta.is_file() => Err(Error::usage(format!(
            "{flag} {} is not a regular file (a device, a pipe or a link to one), so it is not replaced",
            target.display()
        ))
        .with_hint(format!("give {flag} the name of a regular file"))),
        _ => Ok(()),
    }
}

/// Writes `bytes` to `path` as a whole document meant to be shared (`report
/// --html`): with the umask's mode, into a new file beside it that is
/// renamed over `path` (a link at `path` is replaced, never written
/// through). Refuses what `--out` refuses ([`refuse_special`]), before the
/// write and again before the rename, so no device, FIFO or link to one is
/// ever replaced.
pub fn write_document(flag: &str, path: &Path, bytes: &[u8]) -> Result<()> {
    refuse_special(flag, path)?;
    let dir = match path.parent() {
        Some(d) if !d.as_os_str().is_empty() => d.to_path_buf(),
        _ => PathBuf::from("."),
    };
    let name = path
        .file_name()
        .ok_or_else(|| Error::usage(format!("{flag} {} names no file", path.display())))?;
    let tmp = dir.join(format!(
        ".{}.{}.partial",
        name.to_string_lossy(),
        std::process::id()
    ));
    let fail = |e: std::io::Error| Error::failure(format!("cannot write {}: {e}", path.display()));
    let mut f = OpenOptions::new()
        .write(true)
        .create_new(true)
        .open(&tmp)
        .map_err(fail)?;
    let wrote = f
        .write_all(bytes)
        .and_then(|_| f.sync_all())
        .map_err(fail)
        // Made a device or a FIFO since the check: never renamed over.
        .and_then(|_| refuse_special(flag, path))
        .and_then(|_| std::fs::rename(&tmp, path).map_err(fail));
    if let Err(e) = wrote {
        let _ = std::fs::remove_file(&tmp);
        return Err(e);
    }
    Ok(())
}

/// `FILE.partial` beside `FILE`.
pub fn partial_path(target: &Path) -> PathBuf {
    let mut p = target.as_os_str().to_owned();
    p.push(".partial");
    PathBuf::from(p)
}

/// A rename refused because another process has the target open: on
/// Windows a sharing or lock violation, or access denied on a file that
/// another program holds without `FILE_SHARE_DELETE`.
fn held_open(e: &std::io::Error) -> bool {
    #[cfg(windows)]
    {
        // ERROR_ACCESS_DENIED, ERROR_SHARING_VIOLATION, ERROR_LOCK_VIOLATION.
        matches!(e.raw_os_error(), Some(5 | 32 | 33))
    }
    #[cfg(not(windows))]
    {
        let _ = e;
        false
    }
}

impl OutFile {
    /// Opens (creating 0600, or with the permissions of an existing regular
    /// `target`) and locks `target.partial`, emptied unless `keep` (a
    /// resumed export appends to it). Checked before anything is sent: a
    /// folder as `target` is exit 2; a link planted as the partial file is
    /// removed, never written through (the open does not follow links), and
    /// a partial file with other names (hard links) or that is not a regular
    /// file is refused.
    pub fn open(target: &Path, keep: bool) -> Result<OutFile> {
        let refuse = |why: String| {
            Error::usage(why).with_hint("give --out a file name in a folder you can write to")
        };
        if std::fs::metadata(target).is_ok_and(|m| m.is_dir()) {
            return Err(refuse(format!(
                "--out {} is a folder; the data needs a file name",
                target.display()
            )));
        }
        not_special(target)?;
        let partial = partial_path(target);
        if std::fs::symlink_metadata(&partial).is_ok_and(|m| m.file_type().is_symlink()) {
            // Planted or left over: the link goes, whatever it points at stays.
            std::fs::remove_file(&partial).map_err(|e| {
                refuse(format!(
                    "{} is a link and cannot be removed: {e}",
                    partial.display()
                ))
            })?;
        }
        let mut options = OpenOptions::new();
        options.create(true).append(true);
        #[cfg(unix)]
        {
            use std::os::unix::fs::OpenOptionsExt;
            // No following a link swapped in since the check; no waiting on
            // a FIFO with no reader.
            options
                .mode(0o600)
                .custom_flags(libc::O_NOFOLLOW | libc::O_NONBLOCK | libc::O_CLOEXEC);
        }
        let file = options.open(&partial).map_err(|e| {
            Error::usage(format!("cannot write {}: {e}", partial.display()))
                .with_hint("choose a folder you can write to with --out")
        })?;
        let meta = file
            .metadata()
            .map_err(|e| Error::failure(format!("cannot read {}: {e}", partial.display())))?;
        if !meta.is_file() {
            return Err(refuse(format!(
                "{} is not a regular file; remove it",
                partial.display()
            )));
        }
        #[cfg(unix)]
        {
            use std::os::unix::fs::MetadataExt;
            if meta.nlink() > 1 {
                return Err(refuse(format!(
                    "{} has other names (hard links), so writing it would change another file; remove it",
                    partial.display()
                )));
            }
        }
        match file.try_lock() {
            Ok(()) => {}
            Err(std::fs::TryLockError::WouldBlock) => {
                return Err(Error::usage(format!(
                    "another talent run is writing {} ({} is locked)",
                    target.display(),
                    partial.display()
                ))
                .with_hint("wait for it to finish, or choose another --out file"))
            }
            Err(std::fs::TryLockError::Error(e)) => {
                return Err(Error::failure(format!(
                    "cannot lock {}: {e}",
                    partial.display()
                )))
            }
        }
        if !keep {
            file.set_len(0)
                .map_err(|e| Error::failure(format!("cannot empty {}: {e}", partial.display())))?;
        }
        // An existing file keeps its permissions (it may be shared on
        // purpose); set on the open file, so no link is followed.
        if let Ok(meta) = std::fs::symlink_metadata(target) {
            if meta.is_file() {
                let _ = file.set_permissions(meta.permissions());
            }
        }
        Ok(OutFile {
            target: target.to_path_buf(),
            partial,
            file,
            kept: keep,
        })
    }

    pub fn write(&mut self, bytes: &[u8]) -> Result<()> {
        if self.kept {
            self.truncate(0)?;
        }
        self.file
            .write_all(bytes)
            .map_err(|e| Error::failure(format!("cannot write {}: {e}", self.partial.display())))
    }

    /// Cuts the partial file to `len` bytes (a resumed export drops what
    /// was written after its checkpoint); appends go on from there.
    pub fn truncate(&mut self, len: u64) -> Result<()> {
        self.kept = false;
        self.file
            .set_len(len)
            .map_err(|e| Error::failure(format!("cannot cut {}: {e}", self.partial.display())))
    }

    /// Bytes in the partial file (a resumed export continues after them).
    pub fn len(&self) -> u64 {
        self.file.metadata().map(|m| m.len()).unwrap_or(0)
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    pub fn partial(&self) -> &Path {
        &self.partial
    }

    pub fn target(&self) -> &Path {
        &self.target
    }

    /// Makes the data durable and puts it in place under its name.
    pub fn commit(self) -> Result<()> {
        let fail = |what: &str, e: std::io::Error| {
            Error::failure(format!("cannot {what} {}: {e}", self.partial.display()))
        };
        self.file.sync_all().map_err(|e| fail("sync", e))?;
        // Made a device or a FIFO since the open: never renamed over.
        not_special(&self.target)?;
        std::fs::rename(&self.partial, &self.target).map_err(|e| {
            if held_open(&e) {
                // Windows: a program that opened the file without letting
                // others delete it (a spreadsheet showing it) holds its
                // name. Nothing is lost: the old file stays, the new data
                // is whole in the partial file.
                Error::failure(format!(
                    "cannot replace {}: another program has it open, or it is read-only ({e}); the new data is kept whole in {}",
                    self.target.display(),
                    self.partial.display()
                ))
                .with_hint(format!(
                    "close {} in the other program (or clear its read-only box), then run the command again, or rename {} over it yourself",
                    self.target.display(),
                    self.partial.display()
                ))
            } else {
                fail("rename", e)
            }
        })?;
        // The rename itself must survive a crash: sync the folder too.
        let dir = match self.target.parent() {
            Some(d) if !d.as_os_str().is_empty() => d.to_path_buf(),
            _ => PathBuf::from("."),
        };
        if let Ok(d) = File::open(&dir) {
            let _ = d.sync_all();
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_file_appears_only_on_commit_and_a_second_writer_refuses() {
        let dir = tempfile::tempdir().unwrap();
        let target = dir.path().join("out.csv");
        let mut out = OutFile::open(&target, false).unwrap();
        out.write(b"a,b\n").unwrap();
        assert!(!target.exists());
        let second = OutFile::open(&target, false);
        assert!(second.is_err(), "locked");
        out.commit().unwrap();
        assert_eq!(std::fs::read_to_string(&target).unwrap(), "a,b\n");
        assert!(!partial_path(&target).exists());
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            let mode = std::fs::metadata(&target).unwrap().permissions().mode() & 0o777;
            assert_eq!(mode, 0o600);
        }
    }

    /// Regression: `ln -s victim s.csv.partial; talent … --out s.csv`
    /// truncated and overwrote `victim`.
    #[cfg(unix)]
    #[test]
    fn a_planted_link_is_never_written_through() {
        let dir = tempfile::tempdir().unwrap();
        let victim = dir.path().join("victim");
        std::fs::write(&victim, "precious\n").unwrap();
        let target = dir.path().join("s.csv");
        std::os::unix::fs::symlink(&victim, partial_path(&target)).unwrap();
        for keep in [false, true] {
            let mut out = OutFile::open(&target, keep).unwrap();
            out.write(b"a,b\n").unwrap();
            drop(out);
            assert_eq!(std::fs::read_to_string(&victim).unwrap(), "precious\n");
            std::fs::remove_file(partial_path(&target)).unwrap();
            std::os::unix::fs::symlink(&victim, partial_path(&target)).unwrap();
        }
        // A hard link is another name of the victim: refused, untouched.
        std::fs::remove_file(partial_path(&target)).unwrap();
        std::fs::hard_link(&victim, partial_path(&target)).unwrap();
        assert_eq!(
            OutFile::open(&target, false).err().map(|e| e.exit_code()),
            Some(2)
        );
        assert_eq!(std::fs::read_to_string(&victim).unwrap(), "precious\n");
    }

    /// Regression (issue 46, finding 5): `mkfifo f.html; talent report
    /// --html f.html` replaced the FIFO with a regular file.
    #[cfg(unix)]
    #[test]
    fn html_refuses_a_fifo_and_a_link_to_one_and_leaves_them() {
        use std::os::unix::fs::FileTypeExt;
        let dir = tempfile::tempdir().unwrap();
        let fifo = dir.path().join("f.html");
        let made = std::process::Command::new("mkfifo").arg(&fifo).status();
        assert!(made.is_ok_and(|s| s.success()), "mkfifo");
        let link = dir.path().join("l.html");
        std::os::unix::fs::symlink(&fifo, &link).unwrap();
        for target in [&fifo, &link] {
            let e = write_document("--html", target, b"<p>x</p>").err();
            assert_eq!(e.map(|e| e.exit_code()), Some(2), "{}", target.display());
        }
        assert!(std::fs::metadata(&fifo).unwrap().file_type().is_fifo());
        assert!(std::fs::symlink_metadata(&link)
            .unwrap()
            .file_type()
            .is_symlink());
        let left: Vec<_> = std::fs::read_dir(dir.path()).unwrap().collect();
        assert_eq!(left.len(), 2, "no partial file left");
        let page = dir.path().join("ok.html");
        write_document("--html", &page, b"<p>x</p>").unwrap();
        assert_eq!(std::fs::read_to_string(&page).unwrap(), "<p>x</p>");
    }

    /// Regression: `--out DIR` spent a search, then failed to rename.
    #[test]
    fn a_folder_is_refused_before_anything_is_written() {
        let dir = tempfile::tempdir().unwrap();
        let e = OutFile::open(dir.path(), false).err();
        assert_eq!(e.map(|e| e.exit_code()), Some(2));
        assert!(!partial_path(dir.path()).exists());
    }

    #[test]
    fn an_existing_file_keeps_its_permissions_and_stays_until_commit() {
        let dir = tempfile::tempdir().unwrap();
        let target = dir.path().join("out.csv");
        std::fs::write(&target, "old\n").unwrap();
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            std::fs::set_permissions(&target, std::fs::Permissions::from_mode(0o644)).unwrap();
        }
        let mut out = OutFile::open(&target, false).unwrap();
        out.write(b"new\n").unwrap();
        assert_eq!(std::fs::read_to_string(&target).unwrap(), "old\n");
        drop(out);
        assert_eq!(
            std::fs::read_to_string(&target).unwrap(),
            "old\n",
            "a failed run keeps the old file"
        );
        let mut again = OutFile::open(&target, true).unwrap();
        assert_eq!(again.len(), 4, "kept for a resume");
        again.truncate(4).unwrap();
        again.write(b"more\n").unwrap();
        again.commit().unwrap();
        assert_eq!(std::fs::read_to_string(&target).unwrap(), "new\nmore\n");
        // Kept, but no resume said where to go on: the first write starts afresh.
        std::fs::write(partial_path(&target), "stale\n").unwrap();
        let mut fresh = OutFile::open(&target, true).unwrap();
        fresh.write(b"x\n").unwrap();
        fresh.commit().unwrap();
        assert_eq!(std::fs::read_to_string(&target).unwrap(), "x\n");
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            let mode = std::fs::metadata(&target).unwrap().permissions().mode() & 0o777;
            assert_eq!(mode, 0o644);
        }
    }
}
