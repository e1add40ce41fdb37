//! Shell completion scripts and man pages, generated from the clap tree.
//!
//! `talent completions SHELL` prints a script from here, and the committed
//! files under `completions/` and `man/` are these same bytes: the
//! `generated_files_are_current` test regenerates them in memory and compares
//! (with `TALENT_UPDATE_GENERATED=1` it rewrites them instead).

use clap::{Command, CommandFactory};
use clap_complete::Shell;

use super::Cli;
use crate::{Error, Result};

/// The binary's name in scripts and pages.
const BIN: &str = "talent";

/// Each shell and the file its script is committed as under `completions/`.
pub const SHELLS: &[(Shell, &str)] = &[
    (Shell::Bash, "talent.bash"),
    (Shell::Zsh, "talent.zsh"),
    (Shell::Fish, "talent.fish"),
    (Shell::PowerShell, "talent.ps1"),
    (Shell::Elvish, "talent.elv"),
];

/// The completion script for `shell`.
pub fn completions(shell: Shell) -> Vec<u8> {
    let mut cmd = Cli::command();
    let mut out = Vec::new();
    clap_complete::generate(shell, &mut cmd, BIN, &mut out);
    out
}

/// Every completion script as `(file name, bytes)`, for `completions/`.
pub fn completion_files() -> Vec<(String, Vec<u8>)> {
    SHELLS
        .iter()
        .map(|(shell, file)| (file.to_string(), completions(*shell)))
        .collect()
}

/// `talent.1` and one page per subcommand, named after its path
/// (`talent-jobs-close.1`), as `(file name, bytes)`, for `man/`. Hidden
/// commands and clap's own `help` subcommands get no page.
pub fn man_pages() -> Result<Vec<(String, Vec<u8>)>> {
    let mut root = Cli::command();
    // Building sets every subcommand's display name (`talent-jobs-close`)
    // and usage name (`talent jobs close`), which the pages are made from.
    root.build();
    let mut pages = Vec::new();
    add_pages(&root, &mut pages)?;
    Ok(pages)
}

/// Renders `cmd`'s page, then its subcommands', depth first.
fn add_pages(cmd: &Command, pages: &mut Vec<(String, Vec<u8>)>) -> Result<()> {
    let source = format!("{BIN} {}", env!("CARGO_PKG_VERSION"));
    let man = clap_mangen::Man::new(cmd.clone()).source(source);
    let mut page = Vec::new();
    man.render(&mut page)
        .map_err(|e| Error::failure(format!("cannot render the man page: {e}")))?;
    pages.push((man.get_filename(), page));
    for sub in cmd.get_subcommands() {
        if !sub.is_hide_set() && sub.get_name() != "help" {
            add_pages(sub, pages)?;
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pages_are_named_after_the_command_path() {
        let pages = man_pages().unwrap();
        let names: Vec<&str> = pages.iter().map(|(n, _)| n.as_str()).collect();
        assert_eq!(names[0], "talent.1");
        assert!(names.contains(&"talent-jobs-close.1"), "{names:?}");
        assert!(names.contains(&"talent-auth-login.1"), "{names:?}");
        assert!(!names.iter().any(|n| n.contains("help")), "{names:?}");
    }

    #[test]
    fn every_shell_gets_a_script() {
        for (name, bytes) in completion_files() {
            assert!(String::from_utf8_lossy(&bytes).contains("talent"), "{name}");
        }
    }
}
