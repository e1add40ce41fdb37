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
    (Shell::Zsh, "_talent"),
    (Shell::Fish, "talent.fish"),
    (Shell::PowerShell, "talent.ps1"),
    (Shell::Elvish, "talent.elv"),
];

/// The completion script for `shell`: for bash, zsh and fish a script that
/// calls `talent` back on each TAB (values too, `super::complete`); for the
/// others clap_complete's static script (commands and flags).
pub fn completions(shell: Shell) -> Vec<u8> {
    if let Some(script) = super::complete::registration(shell) {
        return script;
    }
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

/// The date on every page: the release's, fixed so regenerating is stable
/// (and in a form `mandoc` parses).
const MAN_DATE: &str = "2026-11-24";

/// Renders `cmd`'s page, then its subcommands', depth first.
fn add_pages(cmd: &Command, pages: &mut Vec<(String, Vec<u8>)>) -> Result<()> {
    let source = format!("{BIN} {}", env!("CARGO_PKG_VERSION"));
    let man = clap_mangen::Man::new(cmd.clone())
        .date(MAN_DATE)
        .source(source)
        .manual("talent manual");
    let mut page = Vec::new();
    man.render(&mut page)
        .map_err(|e| Error::failure(format!("cannot render the man page: {e}")))?;
    let mut text = synopsis_in_help_order(&tidy_roff(&String::from_utf8_lossy(&page)), cmd);
    text.push_str(&extra_sections(cmd));
    pages.push((man.get_filename(), text.into_bytes()));
    for sub in cmd.get_subcommands() {
        if !sub.is_hide_set() && sub.get_name() != "help" {
            add_pages(sub, pages)?;
        }
    }
    Ok(())
}

/// Cleans clap_mangen's output for `mandoc -T lint`: a blank line (a
/// paragraph break) becomes `.sp`, the `.br` lines next to a break are
/// dropped (they are "skipped paragraph macros"), and trailing blanks go.
fn tidy_roff(roff: &str) -> String {
    let lines: Vec<&str> = roff
        .lines()
        .map(|l| {
            if l.trim().is_empty() {
                ".sp"
            } else {
                l.trim_end()
            }
        })
        .collect();
    let mut out = String::with_capacity(roff.len());
    let mut last = "";
    for (i, line) in lines.iter().enumerate() {
        let next = lines.get(i + 1).copied().unwrap_or("");
        let is_break = |l: &str| l == ".sp" || l == ".br";
        if (*line == ".br" && (is_break(last) || next == ".sp"))
            || (*line == ".sp" && (last == ".sp" || last.starts_with(".SH") || last.is_empty()))
        {
            continue;
        }
        out.push_str(line);
        out.push('\n');
        last = line;
    }
    out
}

/// The SYNOPSIS in the order of `--help`: the command's own options (by
/// display order, the required ones among them), `-h` and `-V`, the global
/// options, then the arguments. clap_mangen puts every optional option
/// before every required one, so a required option came after the global
/// ones.
fn synopsis_in_help_order(roff: &str, cmd: &Command) -> String {
    let mut out = String::with_capacity(roff.len());
    let mut next_is_synopsis = false;
    for line in roff.lines() {
        if next_is_synopsis {
            out.push_str(&reorder_synopsis(line, cmd));
        } else {
            out.push_str(line);
        }
        out.push('\n');
        next_is_synopsis = line == ".SH SYNOPSIS";
    }
    out
}

/// One SYNOPSIS line (`\fBtalent invite\fR [\fB\-\-x\fR] …`) reordered.
fn reorder_synopsis(line: &str, cmd: &Command) -> String {
    let Some(at) = line.find("\\fR ") else {
        return line.to_string();
    };
    let (name, rest) = line.split_at(at + 4);
    let mut items: Vec<(u8, usize, usize, &str)> = rest
        .split(' ')
        .enumerate()
        .map(|(i, item)| {
            let arg = first_flag(item).and_then(|flag| {
                cmd.get_arguments().find(|a| match flag.strip_prefix("--") {
                    Some(long) => a.get_long() == Some(long),
                    None => flag.strip_prefix('-').and_then(|s| s.chars().next()) == a.get_short(),
                })
            });
            match arg {
                None if first_flag(item).is_none() => (3, 0, i, item),
                None => (0, usize::MAX, i, item),
                Some(a) if a.is_global_set() => (2, a.get_display_order(), i, item),
                Some(a) if matches!(a.get_id().as_str(), "help" | "version") => (1, 0, i, item),
                Some(a) => (0, a.get_display_order(), i, item),
            }
        })
        .collect();
    items.sort_by_key(|&(group, order, i, _)| (group, order, i));
    let items: Vec<&str> = items.iter().map(|&(.., item)| item).collect();
    format!("{name}{}", items.join(" "))
}

/// The first option an item of the SYNOPSIS names (`[\fB\-o\fR|…]` →
/// `-o`), `None` for an argument.
fn first_flag(item: &str) -> Option<String> {
    let start = item.find("\\fB\\-")? + 3;
    let end = start + item[start..].find("\\fR")?;
    Some(item[start..end].replace("\\-", "-"))
}

/// EXAMPLES (the help's `Example:` lines), ENVIRONMENT, EXIT STATUS and
/// SEE ALSO, in roff.
fn extra_sections(cmd: &Command) -> String {
    let mut out = String::new();
    let examples = examples_of(cmd);
    if !examples.is_empty() {
        out.push_str(".SH EXAMPLES\n");
        out.push_str(".nf\n");
        for ex in examples {
            out.push_str(&roff_escape(&ex));
            out.push('\n');
        }
        out.push_str(".fi\n");
    }
    if cmd.get_name() == "talent" {
        out.push_str(".SH ACCESSIBILITY\n");
        for (what, how) in crate::topics::ACCESSIBILITY {
            out.push_str(&format!(
                ".TP\n.B {}\n{}\n",
                roff_escape(what),
                roff_escape(how)
            ));
        }
    }
    out.push_str(".SH ENVIRONMENT\n");
    for (name, what) in crate::topics::ENVIRONMENT {
        out.push_str(&format!(".TP\n.B {name}\n{}\n", roff_escape(what)));
    }
    out.push_str(".SH \"EXIT STATUS\"\n");
    for (code, what) in crate::topics::EXIT_CODES {
        out.push_str(&format!(".TP\n.B {code}\n{}\n", roff_escape(what)));
    }
    out.push_str(".SH \"SEE ALSO\"\n");
    out.push_str(&see_also(cmd));
    out.push('\n');
    out
}

/// The command lines after `Example:` / `Examples:` in the long help.
fn examples_of(cmd: &Command) -> Vec<String> {
    let about = cmd
        .get_long_about()
        .or_else(|| cmd.get_about())
        .map(|s| s.to_string())
        .unwrap_or_default();
    let mut out: Vec<String> = Vec::new();
    let mut in_block = false;
    for line in about.lines() {
        let t = line.trim();
        // A command continued on the next line (`\`) stays one example.
        if in_block && !t.is_empty() && out.last().is_some_and(|l| l.ends_with('\\')) {
            out.push(format!("  {t}"));
            continue;
        }
        if let Some(rest) = t
            .strip_prefix("Examples:")
            .or_else(|| t.strip_prefix("Example:"))
        {
            in_block = true;
            if !rest.trim().is_empty() {
                out.push(rest.trim().to_string());
            }
        } else if in_block && t.starts_with(BIN) {
            out.push(t.to_string());
        } else if in_block && !t.is_empty() {
            in_block = false;
        }
    }
    out
}

/// `talent(1)` and the page's parent and children, or for `talent.1` every page.
fn see_also(cmd: &Command) -> String {
    let name = cmd.get_display_name().unwrap_or(BIN).to_string();
    let mut refs: Vec<String> = Vec::new();
    if name == BIN {
        let mut all = Vec::new();
        collect_names(cmd, &mut all);
        refs.extend(all.into_iter().filter(|n| n != BIN));
    } else {
        refs.push(BIN.to_string());
        if let Some((parent, _)) = name.rsplit_once('-') {
            if parent != BIN {
                refs.push(parent.to_string());
            }
        }
        refs.extend(
            cmd.get_subcommands()
                .filter(|s| !s.is_hide_set() && s.get_name() != "help")
                .map(|s| format!("{name}-{}", s.get_name())),
        );
    }
    let list: Vec<String> = refs
        .iter()
        .map(|r| format!(".BR {} (1)", roff_escape(r)))
        .collect();
    // One reference a line, separated by commas as man pages do.
    list.iter()
        .enumerate()
        .map(|(i, r)| {
            if i + 1 < list.len() {
                format!("{r} ,")
            } else {
                r.clone()
            }
        })
        .collect::<Vec<_>>()
        .join("\n")
}

fn collect_names(cmd: &Command, out: &mut Vec<String>) {
    out.push(cmd.get_display_name().unwrap_or(BIN).to_string());
    for sub in cmd.get_subcommands() {
        if !sub.is_hide_set() && sub.get_name() != "help" {
            collect_names(sub, out);
        }
    }
}

/// Text safe in a roff line: backslashes and hyphens escaped, and a leading
/// `.` or `'` (a macro) neutralised.
fn roff_escape(text: &str) -> String {
    let t = text.replace('\\', "\\e").replace('-', "\\-");
    if t.starts_with('.') || t.starts_with('\'') {
        format!("\\&{t}")
    } else {
        t
    }
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
