//! `talent serve member token NAME [--label L] [--for api|mcp|both] [--expires DURATION]`.

use serde_json::json;

use crate::cmd::Context;
use crate::ledger::pg::members::TOKEN_USES;
use crate::output::{col, CellKind, Format, View};
use crate::{Error, Result};

/// Give a member a token for the gateway (shown once)
///
/// Prints a new token (`tlm_…`) once: hand it to the member, who logs in
/// with `talent auth login --gateway URL`. The ledger keeps only its
/// SHA-256; a lost token is revoked and a new one made. Each token has a
/// label unique for the member (default token-N), a use (api: the REST
/// routes; mcp; both) and an optional expiry (30m, 12h, 90d, 4w).
///
/// Example:
///   talent serve member token asha --label laptop --expires 90d
#[derive(Debug, clap::Args)]
#[command(verbatim_doc_comment)]
pub struct Args {
    /// The member
    pub name: String,
    /// The token's label [default: token-N]
    #[arg(long, value_name = "L")]
    pub label: Option<String>,
    /// What it may be used for: api, mcp or both
    #[arg(long = "for", value_name = "USE", default_value = "api")]
    pub use_for: String,
    /// When it expires, from now: 30m, 12h, 90d, 4w [default: never]
    #[arg(long, value_name = "DURATION", value_parser = parse_expiry)]
    pub expires: Option<std::time::Duration>,
}

const VIEW: View = View {
    columns: &[
        col("MEMBER", "member", CellKind::Text),
        col("LABEL", "label", CellKind::Text),
        col("TOKEN", "token", CellKind::Text),
    ],
    ..View::PLAIN
};

/// The longest a token may be given to live: a year.
const MAX_EXPIRY_DAYS: f64 = 366.0;

/// `30m`, `12h`, `90d`, `4w`: a token's life, at most a year.
pub(crate) fn parse_expiry(s: &str) -> std::result::Result<std::time::Duration, String> {
    let t = s.trim();
    let split = t.find(|c: char| !c.is_ascii_digit()).unwrap_or(t.len());
    let (num, unit) = t.split_at(split);
    let n: f64 = num
        .parse()
        .map_err(|_| format!("{s:?} is not a duration such as 12h, 90d or 4w"))?;
    let secs = match unit {
        "m" => n * 60.0,
        "h" => n * 3600.0,
        "d" => n * 86_400.0,
        "w" => n * 7.0 * 86_400.0,
        other => return Err(format!("{s:?}: unknown unit {other:?}; use m, h, d or w")),
    };
    if secs <= 0.0 {
        return Err(format!("{s:?}: a token must live a while"));
    }
    if secs > MAX_EXPIRY_DAYS * 86_400.0 {
        return Err(format!(
            "{s:?} is longer than a year, the longest a token lives"
        ));
    }
    Ok(std::time::Duration::from_secs_f64(secs))
}

/// A label: 1–64 of letters, digits, `.`, `_`, `-`, `@`.
pub(crate) fn check_label(label: &str) -> Result<String> {
    let ok = !label.is_empty()
        && label.len() <= 64
        && label
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '.' | '_' | '-' | '@'));
    if !ok {
        return Err(Error::usage(format!("--label {label:?} is not a label"))
            .with_hint("a label is letters, digits and . _ - @, at most 64, e.g. laptop"));
    }
    Ok(label.to_string())
}

/// A label of `member token`: `login-…` is kept for the tokens `auth login
/// --gateway` mints (`login-HOST`, which replace the earlier one of their
/// label): one made here would be ended by a login from that host.
fn check_own_label(label: &str) -> Result<String> {
    let label = check_label(label)?;
    if label.to_ascii_lowercase().starts_with("login-") {
        return Err(Error::usage(format!(
            "--label {label:?}: labels starting with login- are kept for `talent auth login --gateway`, which replaces them"
        ))
        .with_hint("give another label, e.g. --label laptop"));
    }
    Ok(label)
}

pub async fn run(ctx: &Context, args: &Args) -> Result<()> {
    let name = crate::config::ledger::check_member(&args.name)?;
    let label = args.label.as_deref().map(check_own_label).transpose()?;
    let use_for = args.use_for.trim().to_ascii_lowercase();
    if !TOKEN_USES.contains(&use_for.as_str()) {
        return Err(Error::usage(format!("--for {use_for:?} is not a use"))
            .with_hint("give api (the REST routes), mcp or both"));
    }
    let expires_ms = args
        .expires
        .map(|d| i64::try_from(d.as_millis()).unwrap_or(i64::MAX));
    let token = crate::serve::token::mint()?;
    let digest = crate::serve::token::digest(&token);
    let members = super::members(ctx).await?;
    let label = members.add_token(
        &name,
        label.as_deref(),
        &use_for,
        expires_ms,
        &digest,
        false,
    )?;
    ctx.ui.status(&format!(
        "{name}'s token {label:?} ({use_for}, {}): shown once, hand it over privately",
        match args.expires {
            Some(d) => format!("expires in {}", crate::api::retry::human(d)),
            None => "no expiry".to_string(),
        }
    ));
    match ctx.printer().format() {
        Format::Table => ctx
            .printer()
            .raw_to(&*ctx.ui, format!("{token}\n").as_bytes()),
        _ => ctx.printer().one(
            &ctx.ui,
            &VIEW,
            &json!({"member": name, "label": label, "token": token}),
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn expiries_and_labels_are_checked() {
        assert_eq!(parse_expiry("90d").unwrap().as_secs(), 90 * 86_400);
        assert_eq!(parse_expiry("4w").unwrap().as_secs(), 28 * 86_400);
        assert!(parse_expiry("2y").is_err());
        assert!(parse_expiry("400d").is_err());
        assert!(parse_expiry("0h").is_err());
        assert!(check_label("laptop-2").is_ok());
        assert!(check_label("a b").is_err());
        assert!(check_own_label("login-foo").is_err());
        assert!(check_own_label("LOGIN-foo").is_err());
        assert!(check_own_label("login").is_ok());
    }
}
