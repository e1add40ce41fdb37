//! `talent config ...`: read and change `config.toml`, per profile by
//! default or at the top level with `--global`. Validation is the config
//! library's (`Config::set`); these commands add the other layers of the
//! contract's precedence (flag, environment, built-in default) where they
//! show what is in effect.

use clap::{Subcommand, ValueEnum};

use super::Context;
use crate::config::{DEFAULT_ALT_BASE_URL, DEFAULT_BASE_URL};
use crate::Result;

pub mod get;
pub mod list;
pub mod set;
pub mod unset;

// The variants carry no doc comment: a variant's would replace the whole
// help of its `Args` (body and example included).
#[derive(Debug, Subcommand)]
pub enum ConfigCommand {
    Get(get::Args),
    Set(set::Args),
    Unset(unset::Args),
    List(list::Args),
}

pub async fn run(ctx: &Context, cmd: &ConfigCommand) -> Result<()> {
    match cmd {
        ConfigCommand::Get(args) => get::run(ctx, args).await,
        ConfigCommand::Set(args) => set::run(ctx, args).await,
        ConfigCommand::Unset(args) => unset::run(ctx, args).await,
        ConfigCommand::List(args) => list::run(ctx, args).await,
    }
}

/// The value a setting has when neither flag, environment nor the config
/// file gives one. `output` depends on the terminal and the `reserve_*`
/// budgets belong to the quota guard, so they have none here.
pub(crate) fn builtin_default(key: &str) -> Option<&'static str> {
    match key {
        "base_url" => Some(DEFAULT_BASE_URL),
        "alt_base_url" => Some(DEFAULT_ALT_BASE_URL),
        "key_storage" => Some("keyring"),
        "time_scale" => Some("1"),
        _ => None,
    }
}

/// A flag or environment variable that overrides the config's `key` in this
/// run: its value and its name (`flag --base-url`, `env TALENT_BASE_URL`).
/// Clap merges a flag and its variable, so the variable is named when it
/// holds the value in use.
pub(crate) fn override_of(ctx: &Context, key: &str) -> Option<(String, String)> {
    let g = &ctx.global;
    let (value, flag, env) = match key {
        "base_url" => (g.base_url.clone()?, "--base-url", "TALENT_BASE_URL"),
        "alt_base_url" => (
            g.alt_base_url.clone()?,
            "--alt-base-url",
            "TALENT_ALT_BASE_URL",
        ),
        "output" => {
            let name = g.output?.to_possible_value()?.get_name().to_string();
            (name, "--output", "TALENT_OUTPUT")
        }
        "time_scale" => {
            let v = std::env::var("TALENT_TIME_SCALE").ok()?;
            let v = v.trim().to_string();
            return (!v.is_empty()).then(|| (v, "env TALENT_TIME_SCALE".to_string()));
        }
        _ => return None,
    };
    let from_env = std::env::var(env).is_ok_and(|e| e.trim().eq_ignore_ascii_case(value.trim()));
    let source = if from_env {
        format!("env {env}")
    } else {
        format!("flag {flag}")
    };
    Some((value, source))
}

/// A stored value as printed: a `ledger_url` written into the file by hand
/// with a password shows it masked (set refuses one; a hand edit does not).
pub(crate) fn shown(key: &str, value: String) -> String {
    if key == "ledger_url" {
        crate::config::ledger::mask_raw(&value)
    } else {
        value
    }
}

/// "profile NAME" or "global", for the lines set and unset print.
pub(crate) fn scope_name(ctx: &Context, global: bool) -> String {
    if global {
        "the global settings".to_string()
    } else {
        format!("profile {}", ctx.settings.profile)
    }
}
