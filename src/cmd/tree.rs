//! The clap tree: the root and its global options, the `Command` enum, the
//! `COMMANDS` table a run builds from (only as deep as its line goes), and
//! the parse of a command line into a [`Cli`].

use clap::{Args, CommandFactory, Parser, Subcommand};

use super::clap_errors::usage_error;
use super::{
    alias, api, apps, auth, bare_ui, browse, bulk_invite, candidate, completions, config, doctor,
    fixtures, invite, jobs, ledger, mcp, message, report, sandbox, search, serve, shortlist,
    stages, status, team, usage, webhooks, GlobalArgs, Group,
};

/// Source technology professionals from the terminal.
///
/// `talent` talks to the Talent Sourcing Service: search the talent pool, unlock
/// candidates, post jobs, invite and message, and export it all as a table, JSON,
/// JSONL or CSV. Add `--sandbox` to any command to run it against the built-in
/// simulator, with no key and no account.
#[derive(Debug, Parser)]
#[command(
    name = "talent",
    version,
    propagate_version = true,
    max_term_width = 100,
    subcommand_required = true,
    arg_required_else_help = true,
    after_help = TOPICS
)]
struct Root {
    #[command(flatten)]
    global: GlobalArgs,
}

/// The help topics the root's help names.
const TOPICS: &str = "Help topics: `talent help global-options`, `talent help environment`, \
`talent help exit-codes`, `talent help accessibility`, `talent help mcp`.";

/// The global options as a command's help shows them, by what they are
/// for: each group's clap ids in order. Every global option is in one
/// group (`every_global_option_is_in_one_help_group`).
const GLOBAL_GROUPS: &[(&str, &[&str])] = &[
    (
        "Where",
        &["sandbox", "profile", "base_url", "alt_base_url", "ca_file"],
    ),
    (
        "Output",
        &[
            "output",
            "fields",
            "jq",
            "out",
            "resume",
            "no_headers",
            "no_formula_guard",
            "no_pager",
            "color",
            "accessible",
        ],
    ),
    ("Asking", &["yes", "no_input", "quiet", "verbose"]),
    (
        "Budgets",
        &[
            "max_unlocks",
            "max_searches",
            "max_messages",
            "offline_spend",
        ],
    ),
    ("Sending", &["dry_run", "curl", "idempotency_key", "force"]),
    ("Waiting", &["max_wait", "timeout", "max_time"]),
    ("Team", &["ledger_url", "member"]),
];

/// The width clap's help is laid out at without a terminal, and at most.
const HELP_WIDTH: usize = 100;

/// The width the help is printed at: `COLUMNS`, else the terminal's,
/// else (no terminal) clap's 100; at most 100, as clap has it.
fn help_width() -> usize {
    let columns = std::env::var("COLUMNS")
        .ok()
        .and_then(|c| c.trim().parse::<usize>().ok())
        .filter(|&c| c > 0);
    let terminal = || {
        std::io::IsTerminal::is_terminal(&std::io::stdout())
            .then(|| ratatui::crossterm::terminal::size().ok())
            .flatten()
            .map(|(w, _)| usize::from(w))
            .filter(|&w| w > 0)
    };
    columns
        .or_else(terminal)
        .unwrap_or(HELP_WIDTH)
        .clamp(40, HELP_WIDTH)
}

/// One global option as the short block names it: `-o, --output FORMAT`.
fn option_token(arg: &clap::Arg) -> String {
    let mut token = String::new();
    if let Some(short) = arg.get_short() {
        token.push_str(&format!("-{short}, "));
    }
    if let Some(long) = arg.get_long() {
        token.push_str(&format!("--{long}"));
    }
    if arg.get_action().takes_values() {
        let name = arg
            .get_value_names()
            .and_then(|names| names.first())
            .map(|n| n.to_string())
            .unwrap_or_else(|| arg.get_id().as_str().to_uppercase());
        token.push(' ');
        token.push_str(&name);
    }
    token
}

/// The block under a command's own options: `Global options:`, then one
/// line a group (wrapped at `width`, less one: clap wraps a line that
/// fills it), then where all of them are explained. At most 12 lines at
/// 100 columns.
fn globals_block(root: &clap::Command, width: usize) -> String {
    let header = root.get_styles().get_header();
    let mut out = format!("{header}Global options:{header:#}");
    let label_width = GLOBAL_GROUPS
        .iter()
        .map(|(label, _)| label.len() + 1)
        .max()
        .unwrap_or(0);
    for (label, ids) in GLOBAL_GROUPS {
        let indent = 2 + label_width + 2;
        let mut line = format!("  {:<label_width$}  ", format!("{label}:"));
        let mut filled = false;
        for id in *ids {
            let Some(arg) = root.get_arguments().find(|a| a.get_id().as_str() == *id) else {
                continue;
            };
            let token = option_token(arg);
            if filled && line.len() + 2 + token.len() > width - 1 {
                out.push('\n');
                out.push_str(line.trim_end());
                line = " ".repeat(indent);
                filled = false;
            }
            if filled {
                line.push_str("  ");
            }
            line.push_str(&token);
            filled = true;
        }
        out.push('\n');
        out.push_str(line.trim_end());
    }
    out.push_str("\n  All of them, with what each does: `talent help global-options`");
    out
}

/// The help a person reads: a command's own options, then the global
/// options in one short block (`globals_block`) rather than each in full
/// (which made `search --help` 256 lines). The global options stay in the
/// tree, hidden from help only; completions and man pages are made from
/// `Cli::command()`, where they are shown.
fn short_globals(root: clap::Command) -> clap::Command {
    fn under(cmd: clap::Command, block: &str) -> clap::Command {
        cmd.after_help(block.to_string())
            .mut_subcommands(|sub| under(sub, block))
    }
    let block = globals_block(&root, help_width());
    let root = root
        .mut_args(|a| if a.is_global_set() { a.hide(true) } else { a })
        .after_help(format!("{block}\n\n{TOPICS}"));
    root.mut_subcommands(|sub| under(sub, &block))
}

/// `talent help global-options`: every global option with what it does,
/// its variable and its default, as clap lays out a command's options.
pub(super) fn global_options_text() -> String {
    let mut options = <GlobalArgs as Args>::augment_args(
        clap::Command::new("talent")
            .max_term_width(HELP_WIDTH)
            .disable_help_flag(true)
            .disable_version_flag(true)
            .help_template("{all-args}"),
    );
    let options = options.render_help().to_string();
    format!(
        "Every command takes these, before or after its name\n\
         (`talent -o json usage` and `talent usage -o json` are the same).\n\n{}\n",
        options.trim_end()
    )
}

/// The parsed command line: the global options and the command.
///
/// The clap tree is `Root` (the program and its global options) with the
/// commands under it. `Cli::command()` is the whole tree (completions, man
/// pages); a run builds only what its line needs (`tree`).
#[derive(Debug)]
pub struct Cli {
    pub global: GlobalArgs,
    pub command: Command,
}

impl clap::CommandFactory for Cli {
    fn command() -> clap::Command {
        <Command as Subcommand>::augment_subcommands(Root::command())
    }

    fn command_for_update() -> clap::Command {
        <Command as Subcommand>::augment_subcommands_for_update(Root::command_for_update())
    }
}

impl clap::FromArgMatches for Cli {
    fn from_arg_matches(matches: &clap::ArgMatches) -> std::result::Result<Self, clap::Error> {
        Self::from_arg_matches_mut(&mut matches.clone())
    }

    fn from_arg_matches_mut(
        matches: &mut clap::ArgMatches,
    ) -> std::result::Result<Self, clap::Error> {
        Ok(Cli {
            global: GlobalArgs::from_arg_matches_mut(matches)?,
            command: Command::from_arg_matches_mut(matches)?,
        })
    }

    fn update_from_arg_matches(
        &mut self,
        matches: &clap::ArgMatches,
    ) -> std::result::Result<(), clap::Error> {
        self.update_from_arg_matches_mut(&mut matches.clone())
    }

    fn update_from_arg_matches_mut(
        &mut self,
        matches: &mut clap::ArgMatches,
    ) -> std::result::Result<(), clap::Error> {
        self.global.update_from_arg_matches_mut(matches)?;
        self.command.update_from_arg_matches_mut(matches)
    }
}

impl Parser for Cli {}

/// How to build one command under the root: its arguments, or a group's
/// subcommands.
type Build = fn(clap::Command) -> clap::Command;

/// Every command in `Command`'s order: its name, the line `talent --help`
/// shows for it, and how to build the rest. A run builds from here only what
/// it needs (`tree`); `the_command_table_is_the_derived_tree` holds this list
/// to what clap derives from `Command` (the whole tree, `Cli::command()`).
const COMMANDS: &[(&str, &str, Build)] = &[
    (
        "search",
        "Search the talent pool (spends one search per page)",
        <search::Args as Args>::augment_args,
    ),
    (
        "browse",
        "Triage search hits in a window: open, unlock, invite (every spend asked)",
        <browse::Args as Args>::augment_args,
    ),
    (
        "candidate",
        "Candidates: show (unlock), list, summary, profile",
        <Group<candidate::CandidateCommand> as Args>::augment_args,
    ),
    (
        "jobs",
        "Jobs: list, create, update, pause, resume, close",
        <Group<jobs::JobsCommand> as Args>::augment_args,
    ),
    (
        "stages",
        "List a job's pipeline stages with application counts",
        <stages::Args as Args>::augment_args,
    ),
    (
        "apps",
        "List a job's applications",
        <apps::Args as Args>::augment_args,
    ),
    (
        "invite",
        "Invite a candidate to apply to a job (first contact; spends a message)",
        <invite::Args as Args>::augment_args,
    ),
    (
        "message",
        "Send a follow-up message in an existing thread",
        <message::Args as Args>::augment_args,
    ),
    (
        "usage",
        "Show usage meters and quotas",
        <usage::Args as Args>::augment_args,
    ),
    (
        "report",
        "Show the quota cycle: spends, pace, people, jobs (or write it as a page)",
        <report::Args as Args>::augment_args,
    ),
    (
        "shortlist",
        "Generate a ranked shortlist for a job",
        <shortlist::Args as Args>::augment_args,
    ),
    (
        "bulk-invite",
        "Invite many candidates to a job by WhatsApp and/or e-mail",
        <bulk_invite::Args as Args>::augment_args,
    ),
    (
        "webhooks",
        "Webhook endpoints: list, create, delete, enable, listen, verify",
        <Group<webhooks::WebhooksCommand> as Args>::augment_args,
    ),
    (
        "auth",
        "Log in, check and log out the profile's API key",
        <Group<auth::AuthCommand> as Args>::augment_args,
    ),
    (
        "api",
        "Send a raw request to either interface",
        <api::Args as Args>::augment_args,
    ),
    (
        "sandbox",
        "Run, drive and reset the built-in simulator of the service",
        <Group<sandbox::SandboxCommand> as Args>::augment_args,
    ),
    (
        "ledger",
        "Inspect and maintain the local ledger",
        <Group<ledger::LedgerCommand> as Args>::augment_args,
    ),
    (
        "team",
        "A team ledger's members: spends per member, allowances",
        <Group<team::TeamCommand> as Args>::augment_args,
    ),
    (
        "completions",
        "Print a shell completion script",
        <completions::Args as Args>::augment_args,
    ),
    (
        "status",
        "Show what needs attention: quota, pipelines, webhooks, recent spends",
        <status::Args as Args>::augment_args,
    ),
    (
        "fixtures",
        "Run a JSON or TOML file of named requests, in order, to set up a known state",
        <fixtures::Args as Args>::augment_args,
    ),
    (
        "alias",
        "Saved commands: set, list, delete",
        <Group<alias::AliasCommand> as Args>::augment_args,
    ),
    (
        "config",
        "Read and change profile settings",
        <Group<config::ConfigCommand> as Args>::augment_args,
    ),
    (
        "doctor",
        "Check the set-up: key, base URLs, proxies, TLS, clock, ledger",
        <doctor::Args as Args>::augment_args,
    ),
    (
        "mcp",
        "Serve an AI assistant over the Model Context Protocol (stdio)",
        <mcp::Args as Args>::augment_args,
    ),
    (
        "serve",
        "Run the team's gateway: members come through it with their own tokens",
        <serve::Args as Args>::augment_args,
    ),
];

/// The clap tree a command line needs. Building all seventy commands cost
/// about an eighth of `talent --help`'s instructions, and clap copies each
/// global option into every command under the root when it builds the root
/// (26 options of 640 bytes into each of 20 commands: a third of a megabyte,
/// a third of the run's page faults). So a line that names a command gets that
/// one; a line that names none (the root's help, a typo clap suggests a name
/// for) gets each command's name and about, built only if clap asks; and
/// `talent help CMD` gets the whole tree, from which clap renders CMD's help.
/// An empty variable means unset (`TALENT_OUTPUT=`, `TALENT_CA_FILE=`,
/// `TALENT_MEMBER=`, `TALENT_BASE_URL=`…), as a shell's `VAR= cmd` or a
/// cleared CI secret gives it: clap would take it as an empty value and
/// every command would exit 2. For the global options, which are the
/// root's; a command's own (a webhook secret) says what an empty one means.
fn empty_env_is_unset(root: clap::Command) -> clap::Command {
    root.mut_args(|a| {
        let empty = a
            .get_env()
            .is_some_and(|name| std::env::var_os(name).is_some_and(|v| v.is_empty()));
        if empty {
            a.env(None::<&'static str>)
        } else {
            a
        }
    })
}

fn tree(root: clap::Command, named: Option<&str>) -> clap::Command {
    if named == Some("help") {
        return <Command as Subcommand>::augment_subcommands(root);
    }
    match COMMANDS.iter().find(|(name, ..)| Some(*name) == named) {
        Some(&(name, about, build)) => {
            root.subcommand(build(clap::Command::new(name).about(about)))
        }
        None => root.subcommands(
            COMMANDS
                .iter()
                .map(|&(name, about, build)| clap::Command::new(name).about(about).defer(build)),
        ),
    }
}

impl Cli {
    /// Whether the command serves connections for its whole run (`sandbox
    /// serve`, `webhooks listen`) and so wants worker threads; every other
    /// command makes a few requests in turn, which one thread does with no
    /// cross-thread wake-ups (measurably faster start and answer).
    pub fn serves(&self) -> bool {
        matches!(
            self.command,
            Command::Sandbox(Group {
                command: sandbox::SandboxCommand::Serve(_)
            }) | Command::Webhooks(Group {
                command: webhooks::WebhooksCommand::Listen(_)
            }) | Command::Mcp(_)
                | Command::Serve(serve::Args { command: None, .. })
        )
    }
}

// The commands (`COMMANDS` lists them again for the start-up path). Not a
// doc comment: clap would make it the root's about.
#[derive(Debug, Subcommand)]
pub enum Command {
    Search(Box<search::Args>),
    Browse(Box<browse::Args>),
    /// Candidates: show (unlock), list, summary, profile
    Candidate(Group<candidate::CandidateCommand>),
    /// Jobs: list, create, update, pause, resume, close
    Jobs(Group<jobs::JobsCommand>),
    Stages(stages::Args),
    Apps(apps::Args),
    Invite(invite::Args),
    Message(message::Args),
    Usage(usage::Args),
    Report(report::Args),
    Shortlist(shortlist::Args),
    BulkInvite(bulk_invite::Args),
    /// Webhook endpoints: list, create, delete, enable, listen, verify
    Webhooks(Group<webhooks::WebhooksCommand>),
    /// Log in, check and log out the profile's API key
    Auth(Group<auth::AuthCommand>),
    Api(api::Args),
    /// Run, drive and reset the built-in simulator of the service
    Sandbox(Group<sandbox::SandboxCommand>),
    /// Inspect and maintain the local ledger
    Ledger(Group<ledger::LedgerCommand>),
    /// A team ledger's members: spends per member, allowances
    Team(Group<team::TeamCommand>),
    Completions(completions::Args),
    Status(status::Args),
    Fixtures(fixtures::Args),
    /// Saved commands: set, list, delete
    Alias(Group<alias::AliasCommand>),
    /// Read and change profile settings
    Config(Group<config::ConfigCommand>),
    Doctor(doctor::Args),
    Mcp(mcp::Args),
    Serve(serve::Args),
}

/// The names of the built-in commands (an alias never shadows one).
pub fn builtin_names() -> Vec<String> {
    names_of(&Cli::command())
}

/// The names and aliases of `root`'s subcommands, and `help`.
fn names_of(root: &clap::Command) -> Vec<String> {
    let mut names: Vec<String> = root
        .get_subcommands()
        .flat_map(|c| {
            std::iter::once(c.get_name().to_string()).chain(c.get_all_aliases().map(str::to_string))
        })
        .collect();
    names.push("help".to_string());
    names
}

/// The command line (without the program's name) parsed into a `Cli` and the
/// path of subcommands it runs (`jobs update`), after `expand` (the saved
/// aliases, handed in so the tree does not import what imports it) given the
/// options that take a value. The clap tree is built once, and only as deep
/// as the line goes. `Err` is the exit code once the failure (or `--help`,
/// `--version`) is printed.
pub(super) fn parse_with(
    args: Vec<String>,
    expand: fn(&[String], Vec<String>) -> crate::Result<Vec<String>>,
) -> std::result::Result<(Cli, String), i32> {
    use clap::FromArgMatches;
    let root = empty_env_is_unset(Root::command());
    let valued = valued_options(&root);
    let args = match expand(&valued, args) {
        Ok(args) => args,
        Err(e) => {
            bare_ui().error(&e);
            return Err(e.exit_code());
        }
    };
    let word = command_word(&valued, &args);
    super::global::keep_command_line(args.clone(), word);
    let before = &args[..word.unwrap_or(args.len())];
    let root_only = before.iter().any(|a| asks_the_root(&valued, a));
    let mut tree = short_globals(tree(
        root,
        word.filter(|_| !root_only).map(|i| args[i].as_str()),
    ));
    if root_only {
        // The root's help lists every command but shows none (its version
        // shows none at all), so the global options need not be copied into
        // each (see `tree`).
        tree = tree.mut_args(|a| a.global(false));
    }
    let line = std::iter::once("talent".to_string()).chain(args);
    let mut matches = match tree.try_get_matches_from_mut(line) {
        Ok(matches) => matches,
        Err(e) => return Err(usage_error(&e)),
    };
    let mut path = Vec::new();
    let mut level = &matches;
    while let Some((name, sub)) = level.subcommand() {
        path.push(name.to_string());
        level = sub;
    }
    // `mcp`'s stdout is the protocol's: options that shape printed output
    // or send nothing are refused when given on the line, and an output
    // format from the environment is ignored (checked before the values
    // are taken out of `matches`).
    let mcp = path.first().map(String::as_str) == Some("mcp");
    let refused = mcp.then(|| mcp::refused_globals(&matches)).flatten();
    let output_from_env =
        mcp && matches.value_source("output") == Some(clap::parser::ValueSource::EnvVariable);
    match Cli::from_arg_matches_mut(&mut matches) {
        Ok(mut cli) => {
            if let Some(e) = refused {
                bare_ui().error(&e);
                return Err(e.exit_code());
            }
            if output_from_env {
                cli.global.output = None;
            }
            Ok((cli, path.join(" ")))
        }
        Err(e) => Err(usage_error(&e.format(&mut tree))),
    }
}

/// The global options that take a value (`--output`, `-o`), so the word
/// after one is not taken for the command's name.
fn valued_options(root: &clap::Command) -> Vec<String> {
    root.get_arguments()
        .filter(|a| a.get_action().takes_values())
        .flat_map(|a| {
            a.get_long()
                .map(|l| format!("--{l}"))
                .into_iter()
                .chain(a.get_short().map(|s| format!("-{s}")))
        })
        .collect()
}

/// Whether a word before the command asks for the root's help or version:
/// `--help`, `-h`, `--version`, `-V`, or `h` or `V` in a cluster of short
/// flags (`-qh`) before one that takes a value (in `-oh`, `h` is `-o`'s).
fn asks_the_root(valued: &[String], arg: &str) -> bool {
    if arg == "--help" || arg == "--version" {
        return true;
    }
    let Some(shorts) = arg.strip_prefix('-').filter(|s| !s.starts_with('-')) else {
        return false;
    };
    shorts
        .chars()
        .take_while(|c| !valued.contains(&format!("-{c}")))
        .any(|c| c == 'h' || c == 'V')
}

/// Where the command's name is in `args`: the first word that is neither a
/// global option nor an option's value. `None` after `--` or with no word.
pub(super) fn command_word(valued: &[String], args: &[String]) -> Option<usize> {
    let mut i = 0;
    while i < args.len() {
        let a = &args[i];
        if a == "--" {
            return None;
        }
        if a.starts_with('-') {
            i += if valued.contains(a) { 2 } else { 1 };
            continue;
        }
        return Some(i);
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `COMMANDS` is the derived tree: the same commands in the same order,
    /// and each one built from the table (as a run builds it) shows the same
    /// help as in the whole tree, its subcommands' too.
    #[test]
    fn the_command_table_is_the_derived_tree() {
        let mut full = Cli::command();
        full.build();
        let names: Vec<&str> = full
            .get_subcommands()
            .map(|c| c.get_name())
            .filter(|n| *n != "help")
            .collect();
        let table: Vec<&str> = COMMANDS.iter().map(|(name, ..)| *name).collect();
        assert_eq!(names, table);
        for &(name, about, _) in COMMANDS {
            let mut one = tree(Root::command(), Some(name));
            one.build();
            let (mut from_table, mut derived) = (
                one.find_subcommand_mut(name).unwrap().clone(),
                full.find_subcommand_mut(name).unwrap().clone(),
            );
            assert_eq!(
                derived.get_about().map(|a| a.to_string()).as_deref(),
                Some(about)
            );
            assert_eq!(
                from_table.render_long_help().to_string(),
                derived.render_long_help().to_string(),
                "{name}"
            );
            for sub in derived.get_subcommands_mut() {
                let mut twin = from_table.find_subcommand(sub.get_name()).unwrap().clone();
                assert_eq!(
                    twin.render_long_help().to_string(),
                    sub.render_long_help().to_string(),
                    "{name} {}",
                    sub.get_name()
                );
            }
        }
    }

    /// Only what the line needs is built: a named command alone, each
    /// command's name and about when none is named, the whole tree for
    /// `talent help CMD`.
    #[test]
    fn the_tree_is_built_only_as_deep_as_the_line_goes() {
        let one = tree(Root::command(), Some("jobs"));
        let names: Vec<&str> = one.get_subcommands().map(|c| c.get_name()).collect();
        assert_eq!(names, ["jobs"]);
        for named in [None, Some("serach")] {
            let stubs = tree(Root::command(), named);
            assert_eq!(stubs.get_subcommands().count(), COMMANDS.len());
            for sub in stubs.get_subcommands() {
                assert_eq!(
                    sub.get_arguments().count(),
                    0,
                    "{} was built",
                    sub.get_name()
                );
                assert_eq!(
                    sub.get_subcommands().count(),
                    0,
                    "{} was built",
                    sub.get_name()
                );
            }
        }
        let help = tree(Root::command(), Some("help"));
        assert!(
            help.find_subcommand("jobs")
                .unwrap()
                .get_subcommands()
                .count()
                > 0
        );

        let words = |line: &str| line.split(' ').map(str::to_string).collect::<Vec<_>>();
        let (cli, path) =
            crate::cmd::parse(words("-o json --profile jobs jobs pause job_1")).unwrap();
        assert_eq!(path, "jobs pause");
        assert_eq!(cli.global.profile.as_deref(), Some("jobs"));
        assert!(matches!(cli.command, Command::Jobs(_)));
        let valued = valued_options(&Root::command());
        assert_eq!(
            command_word(&valued, &words("-q --output json usage")),
            Some(3)
        );
        assert_eq!(
            command_word(&valued, &words("--output=json -v usage")),
            Some(2)
        );
        assert_eq!(command_word(&valued, &words("-q -- usage")), None);
        for root in ["--help", "-h", "-qh", "-vqh", "--version", "-V", "-qV"] {
            assert!(asks_the_root(&valued, root), "{root}");
        }
        for not in ["-oh", "-oV", "--hel", "-q", "h", "--", "-"] {
            assert!(!asks_the_root(&valued, not), "{not}");
        }
    }
}
