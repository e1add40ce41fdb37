//! The options every command takes (`--output`, `--sandbox`, budgets, …),
//! before the command's name or after it.

use clap::Args;

use crate::ui::ColorChoice;
use crate::{Error, Result};

/// Options every command takes.
#[derive(Debug, Args, Clone)]
// After the command's own options, in its help and in its man page's
// SYNOPSIS (both order by display order): a command's own options count
// from 0.
#[command(next_help_heading = "Global options", next_display_order = 1000)]
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
    #[arg(
        short = 'o',
        long,
        global = true,
        env = "TALENT_OUTPUT",
        value_enum,
        value_name = "FORMAT"
    )]
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

    /// For screen readers: numbered questions, text progress, a visible cursor
    /// in browse (also config `accessible = true`; `talent help accessibility`)
    #[arg(long, global = true, env = "TALENT_ACCESSIBLE", value_parser = clap::builder::FalseyValueParser::new())]
    pub accessible: bool,

    /// Colour notices on stderr (also honours NO_COLOR)
    #[arg(long, global = true, value_enum, value_name = "WHEN", default_value_t = ColorChoice::Auto)]
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

    /// Longest one attempt may take, from connect to the last byte, e.g. 30s, 5m
    #[arg(long, global = true, value_name = "DURATION", default_value = "5m",
          value_parser = parse_max_time)]
    pub max_time: std::time::Duration,

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
    // Not `requires = "out"`: clap does not see a global `--out` given
    // before the subcommand from there; `cmd::main` checks it instead.
    #[arg(long, global = true)]
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
    at_least_10ms(s, "--timeout", "10s")
}

fn parse_max_time(s: &str) -> Result<std::time::Duration> {
    at_least_10ms(s, "--max-time", "5m")
}

/// A per-attempt limit: shorter than 10ms, no answer could ever come.
fn at_least_10ms(s: &str, flag: &str, default: &str) -> Result<std::time::Duration> {
    let d = parse_duration(s)?;
    if d < std::time::Duration::from_millis(10) {
        return Err(
            Error::usage(format!("{flag} {s:?} is too short to get an answer"))
                .with_hint(format!("give at least 10ms; the default is {default}")),
        );
    }
    Ok(d)
}

/// The command line as parsed (aliases expanded) and where the command's
/// name is in it: kept here, beside the options every command takes, so
/// what reads it (`mcp --print-config`) does not reach back into the tree.
static LINE: std::sync::OnceLock<(Vec<String>, Option<usize>)> = std::sync::OnceLock::new();

/// Keeps the command line this run parsed (the first call wins).
pub(super) fn keep_command_line(args: Vec<String>, word: Option<usize>) {
    let _ = LINE.set((args, word));
}

/// The command line this run parsed (`mcp --print-config` repeats its
/// options) and the index of the command's name in it.
pub(super) fn command_line() -> (Vec<String>, Option<usize>) {
    LINE.get().cloned().unwrap_or_default()
}

/// Flags that change how a run behaves, not what it writes; each takes a
/// value when `true`.
const RUN_FLAGS: &[(&str, bool)] = &[
    ("--resume", false),
    ("--out", true),
    ("-q", false),
    ("--quiet", false),
    ("-v", false),
    ("--verbose", false),
    ("-y", false),
    ("--yes", false),
    ("--no-input", false),
    ("--color", true),
    ("--max-wait", true),
    ("--timeout", true),
    ("--max-time", true),
    ("--max-unlocks", true),
    ("--max-searches", true),
    ("--max-messages", true),
];

/// `--fields` shapes the data but is held to the checkpoint's columns
/// instead (so a resume may name the file's columns explicitly).
const COLUMN_FLAGS: &[(&str, bool)] = &[("--fields", true)];

/// The command line as an export's checkpoint knows it: the data-shaping
/// arguments, in order (a resumed run must be of the same command; the
/// options of how it runs do not change that).
pub fn command_words(args: &[String]) -> Vec<String> {
    let mut out = Vec::new();
    let mut skip_value = false;
    for arg in args {
        if std::mem::take(&mut skip_value) {
            continue;
        }
        let name = arg.split_once('=').map_or(arg.as_str(), |(n, _)| n);
        match RUN_FLAGS
            .iter()
            .chain(COLUMN_FLAGS)
            .find(|(f, _)| *f == name)
        {
            Some((_, takes_value)) => skip_value = *takes_value && !arg.contains('='),
            None => out.push(arg.clone()),
        }
    }
    out
}

/// Whether `TALENT_SANDBOX` is on where clap has not parsed it yet (the
/// bare `talent`, a completion).
pub(crate) fn sandbox_from_env() -> bool {
    flag_on(std::env::var_os("TALENT_SANDBOX"))
}

/// Whether a `FalseyValueParser` flag's variable is on: off when unset,
/// empty or one of its words (any case, spaces around ignored).
fn flag_on(value: Option<std::ffi::OsString>) -> bool {
    value.is_some_and(|v| {
        let v = v.to_string_lossy().trim().to_ascii_lowercase();
        !matches!(v.as_str(), "" | "0" | "n" | "no" | "f" | "false" | "off")
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn words(s: &str) -> Vec<String> {
        command_words(&s.split(' ').map(str::to_string).collect::<Vec<_>>())
    }

    #[test]
    fn run_flags_do_not_change_the_command() {
        assert_eq!(
            words("search --skill go --out a.csv --resume -q --max-searches 3 --timeout=5s -o csv"),
            words("search --skill go -o csv")
        );
        assert_ne!(
            words("search --skill go -o csv"),
            words("search --skill rust -o csv")
        );
    }

    #[test]
    fn fields_are_held_to_the_columns_not_the_command() {
        assert_eq!(
            words("search --skill go --fields a,b -o csv"),
            words("search --fields=c --skill go -o csv")
        );
    }

    #[test]
    fn a_falsey_variable_is_off() {
        for v in ["", "0", "false", "No", "off", " f "] {
            assert!(!flag_on(Some(v.into())), "{v:?}");
        }
        assert!(flag_on(Some("1".into())));
        assert!(!flag_on(None));
    }
}
