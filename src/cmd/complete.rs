//! Completion of values: the shell calls `talent` back on each TAB
//! (`TALENT_COMPLETE=bash talent -- WORDS…`, what `talent completions
//! bash|zsh|fish` registers) and clap_complete's dynamic engine completes
//! the line against the clap tree, with the values below attached to its
//! arguments: what this machine has seen (`crate::recall`), its config's
//! profiles and aliases, each command's `--fields` names. Enum values come
//! from the value parsers. Nothing is sent and no ledger is opened: a
//! completion reads two small files.
//!
//! The engine sits behind clap_complete's semver-exempt `unstable-dynamic`
//! feature, pinned exactly in Cargo.toml (see docs/assumptions.md).

use std::ffi::OsStr;

use clap::{Command, CommandFactory};
use clap_complete::engine::{ArgValueCandidates, CompletionCandidate};
use clap_complete::env::{Bash, EnvCompleter, Fish, Powershell, Zsh};
use clap_complete::CompleteEnv;

use super::Cli;
use crate::output::View;
use crate::recall::{self, Kind};

/// The variable that turns a run into a completion.
pub const VAR: &str = "TALENT_COMPLETE";
/// The program the scripts complete and call back (the one on `PATH`).
const BIN: &str = "talent";

/// Completes and exits when the shell asked (`TALENT_COMPLETE` set);
/// otherwise returns at once. Runs before anything else reads the line.
pub fn complete_if_asked() {
    if std::env::var_os(VAR).is_none() {
        return;
    }
    CompleteEnv::with_factory(tree)
        .var(VAR)
        .bin(BIN)
        .completer(BIN)
        .complete();
}

/// The registration script for bash, zsh, fish or PowerShell (`None`:
/// another shell, which gets clap_complete's static script).
pub fn registration(shell: clap_complete::Shell) -> Option<Vec<u8>> {
    let adapter: &dyn EnvCompleter = match shell {
        clap_complete::Shell::Bash => &Bash,
        clap_complete::Shell::Zsh => &Zsh,
        clap_complete::Shell::Fish => &Fish,
        clap_complete::Shell::PowerShell => &Powershell,
        _ => return None,
    };
    let mut out = Vec::new();
    adapter
        .write_registration(VAR, BIN, BIN, BIN, &mut out)
        .ok()?;
    if shell == clap_complete::Shell::Zsh {
        // Installed as `_talent` in `$fpath`, the file is the body of the
        // autoloaded function: the first TAB must complete, not only bind.
        let text = String::from_utf8(out).ok()?;
        let bind = "compdef _clap_dynamic_completer_talent talent";
        let text = text.replacen(
            bind,
            "if [ \"$funcstack[1]\" = \"_talent\" ]; then\n    \
             _clap_dynamic_completer_talent \"$@\"\nelse\n    \
             compdef _clap_dynamic_completer_talent talent\nfi",
            1,
        );
        return Some(text.into_bytes());
    }
    Some(out)
}

/// Which values an argument takes, by command path and argument id.
const VALUES: &[(&str, &str, Source)] = &[
    ("apps", "job_id", Source::Kept(Kind::Job)),
    ("apps", "stage", Source::Kept(Kind::Stage)),
    ("stages", "job_id", Source::Kept(Kind::Job)),
    ("shortlist", "job_id", Source::Kept(Kind::Job)),
    ("bulk-invite", "job_id", Source::Kept(Kind::Job)),
    ("invite", "job", Source::Kept(Kind::Job)),
    ("invite", "talent_card_id", Source::Kept(Kind::Card)),
    ("jobs update", "id", Source::Kept(Kind::Job)),
    ("jobs close", "id", Source::Kept(Kind::Job)),
    ("jobs pause", "id", Source::Kept(Kind::Job)),
    ("jobs resume", "id", Source::Kept(Kind::Job)),
    ("message", "thread_id", Source::Kept(Kind::Thread)),
    ("candidate show", "ids", Source::Kept(Kind::Card)),
    ("candidate profile", "id", Source::Kept(Kind::Card)),
    ("candidate summary", "id", Source::Kept(Kind::Card)),
    ("webhooks delete", "id", Source::Kept(Kind::Webhook)),
    ("webhooks enable", "id", Source::Kept(Kind::Webhook)),
    ("team allowance set", "member", Source::Kept(Kind::Member)),
    ("team allowance clear", "member", Source::Kept(Kind::Member)),
    ("alias delete", "name", Source::Aliases),
    ("alias set", "name", Source::Aliases),
];

/// Arguments every command takes (global), by id.
const GLOBAL_VALUES: &[(&str, Source)] = &[
    ("profile", Source::Profiles),
    ("member", Source::Kept(Kind::Member)),
    ("state", Source::Kept(Kind::State)),
];

/// Where an argument's values come from. Whatever the source, a value is
/// offered only in the form [`recall::is_shell_word`] allows (a shell
/// inserts it as typed) and a description only cleaned
/// ([`recall::clean_about`]), whoever wrote the file it came from.
#[derive(Debug, Clone, Copy)]
enum Source {
    Kept(Kind),
    Profiles,
    Aliases,
}

/// The views a command prints, attached to its clap command where its
/// arguments are declared (`#[command(add = Prints(&[..]))]`): `--fields`
/// completes their names, with no table of command paths to keep in step.
#[derive(Debug, Clone, Copy)]
pub struct Prints(pub &'static [&'static View]);

impl clap::builder::CommandExt for Prints {}

/// The names `--fields` takes for a command: its views' fields, and the
/// two words every command takes (none for a command that prints no view).
fn field_names(cmd: &Command) -> Vec<String> {
    let mut names: Vec<String> = Vec::new();
    for view in cmd.get::<Prints>().map_or(&[][..], |p| p.0) {
        let found = match view.schema.and_then(talent_spec::openapi::leaf_paths) {
            Some(paths) => paths,
            None => view.columns.iter().map(|c| c.path.to_string()).collect(),
        };
        for n in found {
            if !names.contains(&n) {
                names.push(n);
            }
        }
    }
    if !names.is_empty() {
        names.extend(["all".to_string(), "compact".to_string()]);
    }
    names
}

/// The whole clap tree with the value completers attached (and the aliases
/// as commands, their expansion as the description).
pub fn tree() -> Command {
    let mut root = Cli::command();
    for (name, expansion) in config().map(|c| c.aliases()).unwrap_or_default() {
        if !recall::is_id(&name) {
            continue;
        }
        let expansion = recall::clean_about(&expansion);
        // A completion process lives for one TAB: leaking a few names is
        // cheaper than clap's `string` feature in every run.
        let name: &'static str = Box::leak(name.into_boxed_str());
        root = root.subcommand(Command::new(name).about(expansion));
    }
    // Built first: clap copies the global options into every command then,
    // and each copy of `--fields` gets its own command's names.
    root.build();
    attach(root, "")
}

fn attach(mut cmd: Command, path: &str) -> Command {
    let ids: Vec<String> = cmd
        .get_arguments()
        .map(|a| a.get_id().to_string())
        .collect();
    for id in ids {
        let source = VALUES
            .iter()
            .find(|(p, a, _)| *p == path && *a == id)
            .map(|(.., s)| *s)
            .or_else(|| {
                GLOBAL_VALUES
                    .iter()
                    .find(|(a, _)| *a == id)
                    .map(|(_, s)| *s)
            });
        if let Some(source) = source {
            cmd = cmd.mut_arg(&id, |a| {
                a.add(ArgValueCandidates::new(move || candidates(source)))
            });
        } else if id == "fields" {
            let names = field_names(&cmd);
            cmd = cmd.mut_arg(&id, |a| {
                a.add(ArgValueCandidates::new(move || {
                    names.iter().map(CompletionCandidate::new).collect()
                }))
            });
        }
    }
    let subs: Vec<String> = cmd
        .get_subcommands()
        .map(|s| s.get_name().to_string())
        .collect();
    for name in subs {
        let sub_path = if path.is_empty() {
            name.clone()
        } else {
            format!("{path} {name}")
        };
        cmd = cmd.mut_subcommand(&name, |s| attach(s, &sub_path));
    }
    cmd
}

/// The config file's contents, if it can be read (a broken one completes
/// nothing from it, and says nothing: a shell is waiting).
fn config() -> Option<crate::config::Config> {
    crate::config::Config::load().ok()
}

fn candidates(source: Source) -> Vec<CompletionCandidate> {
    match source {
        Source::Kept(kind) => {
            let Ok(path) = recall::path(sandbox_line()) else {
                return Vec::new();
            };
            // `load` keeps only values of their kind's form; checked again
            // here, where they leave for the shell.
            recall::load(&path)
                .of(kind)
                .iter()
                .filter(|e| recall::is_shell_word(kind, &e.value))
                .enumerate()
                .map(|(i, e)| {
                    let help = (!e.about.is_empty()).then(|| e.about.clone().into());
                    // Most recently seen first, as kept.
                    CompletionCandidate::new(&e.value)
                        .help(help)
                        .display_order(Some(i))
                })
                .collect()
        }
        Source::Profiles => {
            let mut names = config().map(|c| c.profiles()).unwrap_or_default();
            if !names.iter().any(|n| n == "default") {
                names.insert(0, "default".to_string());
            }
            names
                .into_iter()
                .filter(|n| recall::is_id(n))
                .map(CompletionCandidate::new)
                .collect()
        }
        Source::Aliases => config()
            .map(|c| c.aliases())
            .unwrap_or_default()
            .into_iter()
            .filter(|(name, _)| recall::is_id(name))
            .map(|(name, expansion)| {
                CompletionCandidate::new(name).help(Some(recall::clean_about(&expansion).into()))
            })
            .collect(),
    }
}

/// Whether the line being completed runs against the embedded sandbox
/// (`--sandbox` on it, or `TALENT_SANDBOX` set): its values are kept apart.
fn sandbox_line() -> bool {
    let on_line = std::env::args_os()
        .skip_while(|a| a != OsStr::new("--"))
        .any(|a| a == OsStr::new("--sandbox"));
    on_line || crate::cmd::global::sandbox_from_env()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every path and id the table names is in the tree: renaming an
    /// argument must not silently drop its completion.
    #[test]
    fn the_value_table_names_real_arguments() {
        let mut root = Cli::command();
        root.build();
        for (path, id, _) in VALUES {
            let mut cmd = &root;
            for word in path.split(' ') {
                cmd = cmd
                    .find_subcommand(word)
                    .unwrap_or_else(|| panic!("no command {path}"));
            }
            assert!(
                cmd.get_arguments().any(|a| a.get_id() == *id),
                "{path} has no argument {id}"
            );
        }
        for (id, _) in GLOBAL_VALUES {
            assert!(
                root.find_subcommand("search")
                    .unwrap()
                    .get_arguments()
                    .any(|a| a.get_id() == *id)
                    || root
                        .find_subcommand("apps")
                        .unwrap()
                        .get_arguments()
                        .any(|a| a.get_id() == *id),
                "no argument {id}"
            );
        }
    }

    fn at(path: &str) -> Vec<String> {
        let mut cmd = Cli::command();
        for name in path.split(' ') {
            cmd = cmd.find_subcommand(name).expect(name).clone();
        }
        field_names(&cmd)
    }

    #[test]
    fn every_command_that_prints_records_completes_its_fields() {
        assert!(at("jobs list").contains(&"jobId".to_string()));
        assert!(at("jobs list").contains(&"remote_type".to_string()));
        assert!(at("usage").iter().any(|n| n == "apiUnlocks.used"));
        assert!(at("team usage").iter().any(|n| n == "channel"));
        assert!(at("jobs close").contains(&"status".to_string()));
        assert!(at("jobs").is_empty());
        assert!(at("webhooks delete").is_empty());
    }

    #[test]
    fn bash_zsh_fish_and_powershell_scripts_call_back_the_talent_on_path() {
        for shell in [
            clap_complete::Shell::Bash,
            clap_complete::Shell::Zsh,
            clap_complete::Shell::Fish,
            clap_complete::Shell::PowerShell,
        ] {
            let script = String::from_utf8(registration(shell).unwrap()).unwrap();
            assert!(script.contains("TALENT_COMPLETE"), "{script}");
            assert!(
                !script.contains('/') || !script.contains("target/"),
                "{script}"
            );
        }
        assert!(registration(clap_complete::Shell::Elvish).is_none());
    }
}
