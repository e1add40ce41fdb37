//! The clap tree. Each leaf subcommand lives in its own file with its `Args`
//! struct (whose doc comment is its help) and an `async fn run(ctx, args)`.

use clap::{Args, CommandFactory, Parser, Subcommand};

use crate::ui::{ColorChoice, Ui, UiSettings};
use crate::{Error, Result};

pub mod alias;
pub mod api;
pub mod apps;
pub mod args;
pub mod auth;
pub mod browse;
pub mod bulk_invite;
pub mod candidate;
pub mod completions;
pub mod config;
pub mod context;
pub mod doctor;
pub mod fixtures;
pub mod generate;
pub mod invite;
pub mod jobs;
pub mod ledger;
pub mod message;
pub mod sandbox;
pub mod search;
pub mod shortlist;
pub mod stages;
pub mod status;
pub mod team;
pub mod usage;
pub mod webhooks;

pub use args::Group;
pub use context::Context;

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
    after_help = "Help topics: `talent help environment`, `talent help exit-codes`."
)]
struct Root {
    #[command(flatten)]
    global: GlobalArgs,
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
];

/// The clap tree a command line needs. Building all seventy commands cost
/// about an eighth of `talent --help`'s instructions, and clap copies each
/// global option into every command under the root when it builds the root
/// (26 options of 640 bytes into each of 20 commands: a third of a megabyte,
/// a third of the run's page faults). So a line that names a command gets that
/// one; a line that names none (the root's help, a typo clap suggests a name
/// for) gets each command's name and about, built only if clap asks; and
/// `talent help CMD` gets the whole tree, from which clap renders CMD's help.
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
            })
        )
    }
}

/// Options every command takes.
#[derive(Debug, Args, Clone)]
#[command(next_help_heading = "Global options")]
pub struct GlobalArgs {
    /// Main interface base URL (ends in /api/v1)
    #[arg(long, global = true, env = "TALENT_BASE_URL", value_name = "URL")]
    pub base_url: Option<String>,

    /// Additional interface base URL (ends in /v1)
    #[arg(long, global = true, env = "TALENT_ALT_BASE_URL", value_name = "URL")]
    pub alt_base_url: Option<String>,

    /// Named key and settings [default: default]
    #[arg(long, global = true, env = "TALENT_PROFILE", value_name = "NAME")]
    pub profile: Option<String>,

    /// Run against the embedded simulator; no key needed
    #[arg(long, global = true, env = "TALENT_SANDBOX", value_parser = clap::builder::FalseyValueParser::new())]
    pub sandbox: bool,

    /// Output format [default: table on a terminal, json otherwise]
    #[arg(short = 'o', long, global = true, env = "TALENT_OUTPUT", value_enum)]
    pub output: Option<crate::output::Format>,

    /// Choose and order columns or keys; dotted paths reach nested fields;
    /// `all` is every field, `compact` the table's set (CSV defaults to every
    /// field, that set first); with no value, list the fields and send nothing
    #[arg(long, global = true, value_delimiter = ',', value_name = "A,B,C",
          num_args = 0..=1, default_missing_value = "")]
    pub fields: Vec<String>,

    /// Accept quota-spending and destructive confirmations
    #[arg(short = 'y', long, global = true)]
    pub yes: bool,

    /// Never prompt; anything that needs a confirmation fails instead
    #[arg(long, global = true)]
    pub no_input: bool,

    /// Trace requests and responses on stderr (never the key)
    #[arg(short = 'v', long, global = true)]
    pub verbose: bool,

    /// No progress, no notices: errors only
    #[arg(short = 'q', long, global = true, conflicts_with = "verbose")]
    pub quiet: bool,

    /// Colour notices on stderr (also honours NO_COLOR)
    #[arg(long, global = true, value_enum, default_value_t = ColorChoice::Auto)]
    pub color: ColorChoice,

    /// Longest rate-limit wait accepted before exit 6, e.g. 30s, 10m
    #[arg(long, global = true, value_name = "DURATION", default_value = "10m",
          value_parser = parse_duration)]
    pub max_wait: std::time::Duration,

    /// PEM file of CA certificates trusted beside the system's (a TLS-inspecting proxy's CA)
    #[arg(long, global = true, env = "TALENT_CA_FILE", value_name = "FILE")]
    pub ca_file: Option<std::path::PathBuf>,

    /// Connect, first-byte and between-bytes timeout of one attempt
    #[arg(long, global = true, value_name = "DURATION", default_value = "10s",
          value_parser = parse_timeout)]
    pub timeout: std::time::Duration,

    /// Write the data atomically to FILE (FILE.partial, then rename) instead of stdout
    #[arg(long, global = true, value_name = "FILE")]
    pub out: Option<std::path::PathBuf>,

    /// Print the request (method, URL, body, the quota it would spend) instead of sending it
    #[arg(long, global = true)]
    pub dry_run: bool,

    /// Print the request as a runnable curl command (key as $TALENT_API_KEY) instead of sending it
    #[arg(long, global = true)]
    pub curl: bool,

    /// On message, invite, jobs create, bulk-invite: a repeated key sends nothing and prints the recorded result
    #[arg(long, global = true, value_name = "KEY")]
    pub idempotency_key: Option<String>,

    /// Send even when --idempotency-key was already used (or a job of that title was just created)
    #[arg(long, global = true)]
    pub force: bool,

    /// Never page long tables (also TALENT_PAGER= empty, or `config set pager ""`)
    #[arg(long, global = true)]
    pub no_pager: bool,

    /// Filter JSON output with a jq expression (built in; implies -o json)
    #[arg(long, global = true, value_name = "EXPR")]
    pub jq: Option<String>,

    /// Continue an interrupted --out export of the same command from its checkpoint
    #[arg(long, global = true, requires = "out")]
    pub resume: bool,

    /// Leave out the header row of csv and tsv output
    #[arg(long, global = true)]
    pub no_headers: bool,

    /// Write CSV cells raw (by default a cell starting with = + - @, tab or CR
    /// that is not a plain number gets a ' prefix)
    #[arg(long, global = true)]
    pub no_formula_guard: bool,

    /// The most unlocks this run may spend
    #[arg(long, global = true, value_name = "N")]
    pub max_unlocks: Option<u64>,

    /// The most searches (search pages) this run may spend, retried pages included
    #[arg(long, global = true, value_name = "N")]
    pub max_searches: Option<u64>,

    /// The most messages (invites) this run may spend
    #[arg(long, global = true, value_name = "N")]
    pub max_messages: Option<u64>,

    /// Spend although the ledger that shares pacing and spends with other
    /// runs is unavailable (judged from a live GET /usage alone); --yes does
    /// not imply it
    #[arg(long, global = true)]
    pub offline_spend: bool,

    /// Where the ledger is: sqlite:PATH, or postgres://USER@HOST[:PORT]/DB
    /// for a team ledger (also TALENT_LEDGER_URL; a password only there,
    /// in PGPASSWORD or ~/.pgpass)
    #[arg(long, global = true, value_name = "URL")]
    pub ledger_url: Option<String>,

    /// Who this machine spends as in a team ledger [default: LOGIN@HOST]
    #[arg(long, global = true, env = "TALENT_MEMBER", value_name = "NAME")]
    pub member: Option<String>,
}

fn parse_duration(s: &str) -> Result<std::time::Duration> {
    crate::api::retry::parse_duration(s)
        .map_err(|why| Error::usage(why).with_hint("e.g. 30s, 10m, 1h or 500ms"))
}

fn parse_timeout(s: &str) -> Result<std::time::Duration> {
    let d = parse_duration(s)?;
    if d < std::time::Duration::from_millis(10) {
        return Err(
            Error::usage(format!("--timeout {s:?} is too short to get an answer"))
                .with_hint("give at least 10ms; the default is 10s"),
        );
    }
    Ok(d)
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
}

/// The short overview `talent` alone prints (exit 0).
const OVERVIEW: &str = "talent: source technology professionals from the terminal.

  talent --sandbox search --skill \"rust|golang\" --location Bengaluru   try it on the built-in simulator
  talent auth login                                                  store your API key
  talent search --help                                               every filter
  talent --help                                                      every command
  talent help environment | exit-codes                               settings and exit codes
";

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
/// path of subcommands it runs (`jobs update`), with a saved alias expanded.
/// The clap tree is built once, and only as deep as the line goes. `Err` is
/// the exit code once the failure (or `--help`, `--version`) is printed.
pub fn parse(args: Vec<String>) -> std::result::Result<(Cli, String), i32> {
    use clap::FromArgMatches;
    let root = Root::command();
    let valued = valued_options(&root);
    let args = match expand_alias(&valued, args) {
        Ok(args) => args,
        Err(e) => {
            bare_ui().error(&e);
            return Err(e.exit_code());
        }
    };
    let word = command_word(&valued, &args);
    let before = &args[..word.unwrap_or(args.len())];
    let root_only = before.iter().any(|a| asks_the_root(&valued, a));
    let mut tree = tree(root, word.filter(|_| !root_only).map(|i| args[i].as_str()));
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
    match Cli::from_arg_matches_mut(&mut matches) {
        Ok(cli) => Ok((cli, path.join(" "))),
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
fn command_word(valued: &[String], args: &[String]) -> Option<usize> {
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

/// `talent NAME ARGS...` where NAME is a saved command: the arguments with
/// NAME replaced by what it stands for. Anything else comes back as it was.
/// Global options may come before NAME.
fn expand_alias(valued: &[String], args: Vec<String>) -> Result<Vec<String>> {
    let Some(i) = command_word(valued, &args) else {
        return Ok(args);
    };
    let name = &args[i];
    if name == "help" || <Command as Subcommand>::has_subcommand(name) {
        return Ok(args);
    }
    // A config that cannot be read is reported by the command itself.
    let Ok(config) = crate::auth::Config::load() else {
        return Ok(args);
    };
    let Some(saved) = config.alias(name) else {
        return Ok(args);
    };
    let words = crate::ops::alias::split(&saved)?;
    crate::ops::alias::check_expansion(&words, &builtin_names())?;
    crate::ops::alias::expand(&args[..i], name, &words, &args[i + 1..])
}

/// Runs before clap: `talent` alone (the overview) and the help topics
/// `talent help environment` / `talent help exit-codes`, which are not
/// commands. `Some(exit code)` when one of them was printed.
pub fn early_exit(args: &[String]) -> Option<i32> {
    let text = match args
        .iter()
        .map(String::as_str)
        .collect::<Vec<_>>()
        .as_slice()
    {
        [] => OVERVIEW.to_string(),
        ["help", "environment"] => crate::topics::environment_text(),
        ["help", "exit-codes"] => crate::topics::exit_codes_text(),
        _ => return None,
    };
    let ui = bare_ui();
    Some(exit_code(&ui, ui.out(text.as_bytes())))
}

/// The output handle for what runs before the global flags are known (the
/// overview, help topics, clap's errors): defaults, and never a prompt.
fn bare_ui() -> Ui {
    Ui::new(UiSettings {
        quiet: false,
        verbose: false,
        yes: false,
        no_input: true,
        color: ColorChoice::Auto,
    })
}

/// Reports a command line clap could not parse, as every other failure is
/// reported: one line saying what was wrong and what to do (exit 2). `--help`
/// and `--version` print as clap renders them (exit 0).
pub fn usage_error(e: &clap::Error) -> i32 {
    use clap::error::ErrorKind as K;
    if matches!(
        e.kind(),
        K::DisplayHelp | K::DisplayVersion | K::DisplayHelpOnMissingArgumentOrSubcommand
    ) {
        // Nothing useful is left to do if the terminal is gone.
        let _ = e.print();
        return if e.kind() == K::DisplayHelpOnMissingArgumentOrSubcommand {
            2
        } else {
            0
        };
    }
    let ui = bare_ui();
    let args: Vec<String> = std::env::args().skip(1).collect();
    ui.error(&clap_to_error(
        &e.render().to_string(),
        &command_path(&args),
    ));
    2
}

/// The subcommand path the user typed (`talent jobs update`), found by walking
/// the clap tree with the words that name subcommands. Only for a line clap
/// refused, so building the whole tree here costs a run nothing.
fn command_path(args: &[String]) -> String {
    let mut cmd = Cli::command();
    cmd.build();
    let mut path = vec![cmd.get_name().to_string()];
    for arg in args.iter().filter(|a| !a.starts_with('-')) {
        match cmd.find_subcommand(arg).cloned() {
            Some(sub) => {
                path.push(sub.get_name().to_string());
                cmd = sub;
            }
            None => continue,
        }
    }
    path.join(" ")
}

/// Folds clap's multi-line message (error, usage, possible values, "For more
/// information") into the tool's one-line error with a hint.
fn clap_to_error(rendered: &str, command: &str) -> crate::Error {
    let lines: Vec<&str> = rendered
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty())
        .collect();
    let mut rest = lines.iter().filter(|l| !l.starts_with("Usage:"));
    let first = rest.next().copied().unwrap_or("invalid command line");
    let mut message = first.strip_prefix("error: ").unwrap_or(first).to_string();
    let mut hints: Vec<String> = Vec::new();
    for line in rest {
        if line.starts_with("For more information") {
            continue;
        } else if let Some(tip) = line.strip_prefix("tip:") {
            hints.push(tip.trim().to_string());
        } else if message.ends_with(':') {
            // "the following required arguments were not provided:" + the list.
            message = format!("{message} {line}");
        } else {
            hints.push(line.trim_matches(|c| c == '[' || c == ']').to_string());
        }
    }
    hints.push(format!("see `{command} --help`"));
    crate::Error::usage(message).with_hint(hints.join("; "))
}

/// Runs the parsed command line and returns the process exit code.
/// `path` is the subcommands run (`jobs update`), for the ledger.
pub async fn main(cli: Cli, path: String) -> i32 {
    let ui = std::sync::Arc::new(Ui::new(UiSettings {
        quiet: cli.global.quiet,
        verbose: cli.global.verbose,
        yes: cli.global.yes,
        no_input: cli.global.no_input,
        color: cli.global.color,
    }));
    let repairing_config = matches!(cli.command, Command::Config(_));
    let ctx = match Context::new(cli.global.clone(), ui.clone(), repairing_config) {
        Ok(ctx) => Ok(ctx.with_command(path)),
        Err(e) => Err(e),
    };
    let ctx = match ctx {
        Ok(ctx) => {
            use crate::output::Format;
            // Asked for by name (-o, TALENT_OUTPUT): not the piped default.
            ctx.ui.set_json_errors(matches!(
                ctx.global.output,
                Some(Format::Json | Format::Jsonl)
            ));
            ctx
        }
        // The context could not be built (bad config, bad env).
        Err(e) => return exit_code(&ui, Err(e)),
    };
    if let Some(path) = &ctx.global.out {
        match crate::output::file::OutFile::open(path, ctx.global.resume) {
            Ok(file) => ctx.ui.write_to(file),
            Err(e) => return exit_code(&ctx.ui, Err(e)),
        }
    }
    let result = if cli.serves() {
        run(&ctx, &cli.command).await
    } else {
        crate::signals::until_terminated(run(&ctx, &cli.command), || ctx.interrupted()).await
    };
    // A quota error the service sent names its reset too, from the last
    // usage read (the guard's own refusals already do).
    let result = result.map_err(|e| {
        let day = ctx
            .settings
            .time_scale
            .scale(std::time::Duration::from_secs(86_400));
        let cycle_end = ctx.guard().and_then(|g| g.cycle_end_ms());
        crate::guard::quota::name_reset(e, cycle_end, day.as_millis() as i64)
    });
    ctx.ui.end_pager();
    let out_ok = result.is_ok() || result.as_ref().is_err_and(|e| e.is_output_closed());
    let result = match ctx.ui.end_out(out_ok) {
        Ok(()) => result,
        Err(e) => result.and(Err(e)),
    };
    let result = match ctx.finish().await {
        Ok(()) => result,
        Err(e) => result.and(Err(e)),
    };
    exit_code(&ctx.ui, result)
}

/// The one place an outcome becomes an exit code: a closed stdout is a normal
/// end; any other error prints its one line.
fn exit_code(ui: &Ui, result: Result<()>) -> i32 {
    match result {
        Ok(()) => 0,
        Err(e) if e.is_output_closed() => 0,
        Err(e) => {
            ui.error(&e);
            e.exit_code()
        }
    }
}

async fn run(ctx: &Context, command: &Command) -> Result<()> {
    match command {
        Command::Search(args) => search::run(ctx, args).await,
        Command::Browse(args) => browse::run(ctx, args).await,
        Command::Candidate(Group { command: cmd }) => candidate::run(ctx, cmd).await,
        Command::Jobs(Group { command: cmd }) => jobs::run(ctx, cmd).await,
        Command::Stages(args) => stages::run(ctx, args).await,
        Command::Apps(args) => apps::run(ctx, args).await,
        Command::Invite(args) => invite::run(ctx, args).await,
        Command::Message(args) => message::run(ctx, args).await,
        Command::Usage(args) => usage::run(ctx, args).await,
        Command::Shortlist(args) => shortlist::run(ctx, args).await,
        Command::BulkInvite(args) => bulk_invite::run(ctx, args).await,
        Command::Webhooks(Group { command: cmd }) => webhooks::run(ctx, cmd).await,
        Command::Auth(Group { command: cmd }) => auth::run(ctx, cmd).await,
        Command::Api(args) => api::run(ctx, args).await,
        Command::Sandbox(Group { command: cmd }) => sandbox::run(ctx, cmd).await,
        Command::Ledger(Group { command: cmd }) => ledger::run(ctx, cmd).await,
        Command::Team(Group { command: cmd }) => team::run(ctx, cmd).await,
        Command::Completions(args) => completions::run(ctx, args).await,
        Command::Config(Group { command: cmd }) => config::run(ctx, cmd).await,
        Command::Alias(Group { command: cmd }) => alias::run(ctx, cmd).await,
        Command::Status(args) => status::run(ctx, args).await,
        Command::Fixtures(args) => fixtures::run(ctx, args).await,
        Command::Doctor(args) => doctor::run(ctx, args).await,
    }
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
        let (cli, path) = parse(words("-o json --profile jobs jobs pause job_1")).unwrap();
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

    /// Every view that names a schema: its columns are fields of that
    /// schema (so `--fields` taken from a table header is never refused),
    /// and its key is one of them.
    #[test]
    fn every_view_column_is_a_field_of_its_schema() {
        let views = [
            &apps::APPS_VIEW,
            &invite::INVITE_VIEW,
            &jobs::create::CREATED_VIEW,
            &jobs::list::MAIN_VIEW,
            &jobs::list::ALT_VIEW,
            &jobs::JOB_VIEW,
            &message::MESSAGE_VIEW,
            &search::HIT_VIEW,
            &usage::USAGE_VIEW,
            &stages::STAGES_VIEW,
            &shortlist::VIEW,
            &webhooks::create::CREATED_VIEW,
            &webhooks::ENDPOINT_VIEW,
            &webhooks::listen::EVENT_VIEW,
            &candidate::profile::PROFILE_VIEW,
            &candidate::summary::SUMMARY_VIEW,
            &candidate::list::SUMMARY_LIST_VIEW,
            &candidate::show::DETAIL_VIEW,
            &candidate::show::LIST_VIEW,
            &sandbox::trigger::ENVELOPE,
        ];
        for view in views {
            let schema = view.schema.expect("a schema");
            let all = talent_spec::openapi::leaf_paths(schema).expect(schema);
            assert!(!all.is_empty(), "{schema}");
            for c in view.columns.iter().map(|c| c.path).chain(view.key) {
                let segments: Vec<&str> = c.split('.').collect();
                assert!(
                    talent_spec::openapi::knows(schema, &segments),
                    "{schema} has no field {c}"
                );
            }
        }
    }

    #[test]
    fn clap_errors_fold_into_one_line_with_a_hint() {
        let rendered = "error: invalid value 'xml' for '--output <OUTPUT>'\n  [possible values: table, json]\n\nFor more information, try '--help'.\n";
        let e = clap_to_error(rendered, "talent usage");
        assert_eq!(e.exit_code(), 2);
        assert_eq!(
            e.render_line(),
            "error: invalid value 'xml' for '--output <OUTPUT>' (hint: possible values: table, json; see `talent usage --help`)"
        );
        let rendered = "error: the following required arguments were not provided:\n  <ID>...\n\nUsage: talent candidate show <ID>...\n\nFor more information, try '--help'.\n";
        let e = clap_to_error(rendered, "talent candidate show");
        assert_eq!(
            e.render_line(),
            "error: the following required arguments were not provided: <ID>... (hint: see `talent candidate show --help`)"
        );
    }

    #[test]
    fn the_command_path_skips_options_and_their_values() {
        let args: Vec<String> = ["-o", "json", "jobs", "update", "job_1", "--title", "x"]
            .iter()
            .map(|s| s.to_string())
            .collect();
        assert_eq!(command_path(&args), "talent jobs update");
    }
}
