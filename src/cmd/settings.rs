//! The run's settings, resolved once: flag, then environment, then the
//! profile's config, then built-in defaults; and the printer they choose
//! (format, fields, pager).

use crate::clock::{Clock, TimeScale};
use crate::config::{self, Config};
use crate::output::{Format, Printer, PrinterOptions};
use crate::ui::Ui;
use crate::{Error, Result};

use super::GlobalArgs;

/// Settings after precedence: flag, then environment, then the profile's
/// config, then built-in defaults.
#[derive(Debug, Clone)]
pub struct Settings {
    pub profile: String,
    pub base_url: String,
    pub alt_base_url: String,
    pub sandbox: bool,
    pub time_scale: TimeScale,
    /// "Now" for this run: the system clock, or `TALENT_NOW`
    /// (the process's one clock, `crate::clock`).
    pub clock: Clock,
    /// The largest answer the client reads (`max_response_mib`, default 32).
    pub max_body: u64,
    /// The ledger (`--ledger-url`, `TALENT_LEDGER_URL`, `ledger_url`).
    pub ledger: crate::config::ledger::Target,
    /// `TALENT_LEDGER_MODE` (a team ledger that is away).
    pub ledger_mode: crate::config::ledger::Mode,
    /// Who spends (`--member`, `TALENT_MEMBER`, `member`, LOGIN@HOST).
    pub member: Option<String>,
    /// `ask = "spends"` (the default): a run on a terminal asks before its
    /// first spend; `false` is `ask = "reserve"` (only a tripped guard asks).
    pub ask_spends: bool,
}

/// What a run resolves before its command starts.
pub struct Resolved {
    pub settings: Settings,
    pub config: Config,
    pub printer: Printer,
}

/// Resolves the settings and the printer of `global`. `repairing_config`
/// (the `config` commands) reads the settings leniently: a bad stored value
/// is passed over there, so the command that fixes it can run; every other
/// command fails on it. A long table on a terminal gets `ui`'s pager here.
pub fn resolve(global: &GlobalArgs, ui: &Ui, repairing_config: bool) -> Result<Resolved> {
    let config = Config::load()?;
    let profile = crate::config::profile::profile_name(global.profile.as_deref())?;
    // A stored value, checked; a flag or the environment wins without
    // reading (or failing on) the stored one.
    let setting = |flag: Option<String>, key: &str| -> Result<Option<String>> {
        if flag.is_some() {
            return Ok(flag);
        }
        match config.value(&profile, key) {
            Ok(v) => Ok(v),
            // `config list` reports it; `set` and `unset` repair it.
            Err(_) if repairing_config => Ok(None),
            Err(e) => Err(e),
        }
    };
    let base_url = setting(global.base_url.clone(), "base_url")?
        .unwrap_or_else(|| config::DEFAULT_BASE_URL.to_string());
    let alt_base_url = setting(global.alt_base_url.clone(), "alt_base_url")?
        .unwrap_or_else(|| config::DEFAULT_ALT_BASE_URL.to_string());
    let time_scale = match crate::clock::scale_from_env()? {
        Some(scale) => scale,
        None => setting(None, "time_scale")?
            .and_then(|v| TimeScale::parse(&v))
            .unwrap_or_default(),
    };
    // `TALENT_NOW` fixes or starts "now" (relative times in tables, the
    // embedded sandbox's clock, the guard's) so whole-output snapshots
    // are stable.
    let clock = crate::clock::from_env()?;
    // The accessible mode: the flag or a set TALENT_ACCESSIBLE (either way,
    // `0` or empty included) wins over the config file.
    let accessible = if global.accessible {
        true
    } else if std::env::var_os("TALENT_ACCESSIBLE").is_some() {
        false
    } else {
        setting(None, "accessible")?.is_some_and(|v| v == "true")
    };
    ui.set_accessible(accessible);
    let format = match global.output {
        Some(Format::Table | Format::Wide | Format::Csv | Format::Tsv) if global.jq.is_some() => {
            return Err(Error::usage(
                "--jq filters JSON: it cannot be used with -o table, csv or tsv",
            )
            .with_hint("use -o json (the whole array) or -o jsonl (each record)"));
        }
        Some(f) => f,
        // `--jq` implies JSON, as in gh.
        None if global.jq.is_some() => Format::Json,
        None => match setting(None, "output")? {
            Some(name) => parse_format(&name)?,
            // Data for a file (`--out`) is for programs, like a pipe's.
            None if ui.stdout_is_terminal() && global.out.is_none() => Format::Table,
            None => Format::Json,
        },
    };
    let printer = Printer::new(PrinterOptions {
        format,
        fields: global.fields.clone(),
        color: ui.color(),
        // The terminal's width when stdout is one (`COLUMNS` wins).
        width: ui.stdout_width(),
        now: clock.now(),
        formula_guard: !global.no_formula_guard
            && setting(None, "formula_guard")?.is_none_or(|v| v == "true"),
        headers: !global.no_headers,
        jq: global.jq.clone(),
        fields_word: crate::cmd::args::flag(crate::ops::kit::field::Field::Fields),
    })?
    // The key is masked in all the data, as on stderr (issue 46).
    .masking(ui.secrets());
    // Long tables on a terminal are paged: TALENT_PAGER (empty: never),
    // else the `pager` setting, else PAGER, else `less -FRX` (which
    // prints a short table as it is and exits).
    if matches!(format, Format::Table | Format::Wide) && !global.no_pager && global.out.is_none() {
        let chosen = match std::env::var("TALENT_PAGER") {
            Ok(v) => Some(v),
            Err(_) => match setting(None, "pager")? {
                Some(v) => Some(v),
                None => std::env::var("PAGER").ok(),
            },
        };
        let command = chosen.unwrap_or_else(|| "less -FRX".to_string());
        if !command.trim().is_empty() {
            ui.use_pager(command);
        }
    }
    let max_body = setting(None, "max_response_mib")?
        .and_then(|v| v.parse::<u64>().ok())
        .map_or(32 << 20, |mib| mib << 20);
    let ledger = {
        use crate::config::ledger::{parse, Source};
        let env = std::env::var("TALENT_LEDGER_URL")
            .ok()
            .filter(|v| !v.trim().is_empty());
        match (&global.ledger_url, env) {
            (Some(flag), _) => parse(flag, Source::Flag)?,
            (None, Some(env)) => parse(&env, Source::Env)?,
            (None, None) => match setting(None, "ledger_url")? {
                Some(v) => parse(&v, Source::Config)?,
                None => crate::config::ledger::Target::Sqlite(None),
            },
        }
    };
    // Belt and braces: whatever prints later (a driver's error, a trace),
    // the database password never reaches stderr.
    if let crate::config::ledger::Target::Postgres(t) = &ledger {
        if let Some(w) = t.password_file_warning() {
            ui.warn(&w);
        }
        if let Some(p) = t.resolve_password() {
            use secrecy::ExposeSecret;
            ui.redact(p.expose_secret());
        }
    }
    let ledger_mode = crate::config::ledger::mode_from_env()?;
    let member = match setting(global.member.clone(), "member")? {
        Some(m) => Some(crate::config::ledger::check_member(&m)?),
        None => crate::config::ledger::default_member(),
    };
    // `TALENT_ASK`, then the config's `ask`, else `spends`.
    let ask = match std::env::var("TALENT_ASK") {
        Ok(v) if !v.trim().is_empty() => Some(v),
        _ => setting(None, "ask")?,
    };
    let ask_spends = match ask.map(|v| v.trim().to_ascii_lowercase()).as_deref() {
        None | Some("spends") => true,
        Some("reserve") => false,
        Some(other) => {
            return Err(
                Error::usage(format!("ask must be spends or reserve, not {other:?}"))
                    .with_hint("TALENT_ASK=reserve asks only where the quota guard trips"),
            )
        }
    };
    let settings = Settings {
        ask_spends,
        ledger,
        ledger_mode,
        member,
        profile,
        base_url,
        alt_base_url,
        sandbox: global.sandbox,
        time_scale,
        clock,
        max_body,
    };
    Ok(Resolved {
        settings,
        config,
        printer,
    })
}

fn parse_format(name: &str) -> Result<Format> {
    use clap::ValueEnum;
    Format::from_str(name, true).map_err(|_| {
        Error::usage(format!("invalid output format {name:?} in the config"))
            .with_hint("use table, wide, json, jsonl, csv or tsv (`talent config set output json`)")
    })
}
