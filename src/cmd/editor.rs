//! The editor a message is written in on a terminal (cli.md's *Editor*):
//! `invite` and `message` without `--message`, and browse's `i`. It opens
//! `$VISUAL`, else `$EDITOR`, else `nano` where installed, else `vi`
//! (`notepad` on Windows), on a template whose `#` lines say what sending
//! spends; they are dropped from what is sent.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::Stdio;

use crate::{Error, Result};

/// The editor to run: `$VISUAL`, `$EDITOR`, `nano` where it is on `PATH`,
/// else `vi` (`notepad` on Windows). A blank variable counts as unset.
pub fn choose() -> String {
    let set = |name: &str| std::env::var(name).ok().filter(|v| !v.trim().is_empty());
    set("VISUAL")
        .or_else(|| set("EDITOR"))
        .unwrap_or_else(fallback)
}

#[cfg(not(windows))]
fn fallback() -> String {
    let path = std::env::var_os("PATH").unwrap_or_default();
    if on_path("nano", &path) {
        "nano".to_string()
    } else {
        "vi".to_string()
    }
}

#[cfg(windows)]
fn fallback() -> String {
    "notepad".to_string()
}

/// Whether an executable file `name` is in one of `path`'s folders.
#[cfg(not(windows))]
fn on_path(name: &str, path: &std::ffi::OsStr) -> bool {
    use std::os::unix::fs::PermissionsExt;
    std::env::split_paths(path)
        .map(|dir| dir.join(name))
        .any(|p| {
            std::fs::metadata(&p).is_ok_and(|m| m.is_file() && m.permissions().mode() & 0o111 != 0)
        })
}

/// Where the editor reads and writes: the terminal's handles.
pub struct Terminal {
    pub stdin: Stdio,
    pub stdout: Stdio,
    pub stderr: Stdio,
}

impl Terminal {
    /// The process's own stdin, stdout and stderr (a command run on a
    /// terminal).
    pub fn inherited() -> Terminal {
        Terminal {
            stdin: Stdio::inherit(),
            stdout: Stdio::inherit(),
            stderr: Stdio::inherit(),
        }
    }
}

/// Edits `template` in the editor [`choose`] names, on `term`: the message
/// left (lines starting with `#` dropped, trimmed), or `None` when empty.
/// An editor that cannot start or fails is an error: nothing is sent.
pub fn edit(template: &str, term: Terminal) -> Result<Option<String>> {
    let editor = choose();
    let path = temp_file();
    let io = |e: std::io::Error| Error::failure(format!("cannot prepare the message file: {e}"));
    let mut opts = std::fs::OpenOptions::new();
    opts.write(true).create_new(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        opts.mode(0o600);
    }
    opts.open(&path)
        .and_then(|mut f| f.write_all(template.as_bytes()))
        .map_err(io)?;
    let status = command(&editor, &path)
        .stdin(term.stdin)
        .stdout(term.stdout)
        .stderr(term.stderr)
        .status();
    let text = std::fs::read_to_string(&path);
    let _ = std::fs::remove_file(&path);
    let status =
        status.map_err(|e| Error::failure(format!("cannot run the editor {editor:?}: {e}")))?;
    if !status.success() {
        return Err(Error::failure(format!(
            "the editor {editor:?} exited with {status}: nothing was sent"
        ))
        .with_hint("set VISUAL or EDITOR to an editor that waits for you (e.g. `code --wait`)"));
    }
    Ok(message_of(&text.map_err(io)?))
}

/// The message the editor left: `#` lines dropped, trimmed.
pub fn message_of(edited: &str) -> Option<String> {
    crate::ops::browse::message_of(edited)
}

/// A fresh private file in the temporary folder.
fn temp_file() -> PathBuf {
    std::env::temp_dir().join(format!(
        "talent-message-{}-{}.txt",
        std::process::id(),
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map(|d| d.as_nanos())
            .unwrap_or(0)
    ))
}

/// The editor on `path` as git runs it: the value may carry arguments
/// (`code --wait`), through `sh` on Unix and `cmd` on Windows.
fn command(editor: &str, path: &Path) -> std::process::Command {
    #[cfg(not(windows))]
    {
        let mut cmd = std::process::Command::new("sh");
        cmd.arg("-c")
            .arg(format!("{editor} \"$@\""))
            .arg("sh")
            .arg(path);
        cmd
    }
    #[cfg(windows)]
    {
        use std::os::windows::process::CommandExt;
        let mut cmd = std::process::Command::new("cmd");
        // Passed as written: cmd parses its own line, quotes and all.
        cmd.arg("/D")
            .arg("/C")
            .raw_arg(format!("{editor} \"{}\"", path.display()));
        cmd
    }
}

/// The message of `invite` or `message`: `--message`, `--message-file`, else
/// on a terminal (stdin and stderr, no `--no-input`) the editor on
/// `template`; without a terminal a missing message is exit 2.
pub fn message_or_edit(
    ctx: &crate::cmd::Context,
    text: Option<&str>,
    file: Option<&Path>,
    template: impl FnOnce() -> String,
) -> Result<String> {
    if text.is_some() || file.is_some() || !ctx.ui.can_prompt() {
        return crate::input::message_text(text, file);
    }
    match edit(&template(), Terminal::inherited())? {
        Some(message) => Ok(message),
        None => Err(Error::usage("the message is empty: nothing was sent")
            .with_hint("write the message in the editor, or give --message TEXT")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    #[cfg(not(windows))]
    fn nano_is_found_only_where_installed() {
        let dir = std::env::temp_dir().join(format!("talent-editor-test-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        assert!(!on_path("nano", dir.as_os_str()));
        let nano = dir.join("nano");
        std::fs::write(&nano, "#!/bin/sh\n").unwrap();
        use std::os::unix::fs::PermissionsExt;
        std::fs::set_permissions(&nano, std::fs::Permissions::from_mode(0o755)).unwrap();
        assert!(on_path("nano", dir.as_os_str()));
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn hash_lines_are_dropped() {
        assert_eq!(
            message_of("Hi Asha,\n# spends 1 message\nSee you.\n").as_deref(),
            Some("Hi Asha,\nSee you.")
        );
        assert_eq!(message_of("# only notes\n\n"), None);
    }
}
