//! `talent doctor`: one line per check of the set-up; exit 1 when one fails.

use serde_json::json;

use crate::cmd::Context;
use crate::ops::doctor::{self, Inputs, Status};
use crate::output::{col, CellKind, View};
use crate::{Error, Result};

/// Check the set-up: key, base URLs, proxies, TLS, clock, ledger
///
/// One line per check: where the key comes from, the base URLs, the proxy
/// each base goes through, whom TLS trusts and the issuer of the certificate
/// the service presents, the clock against the service's Date (a warning
/// past 30 s, a failure past 5 minutes), and the ledger's file, schema
/// version and lock state. It spends nothing (GET /usage is free) and runs
/// whatever else is broken. Exit 1 when a check fails.
///
/// Through a team's gateway (a member token, tlm_...): whether each base is
/// a gateway (asked without the token, which goes nowhere else), whether it
/// takes the token and as which member (grants, allowances), the clock
/// against the gateway's Date; no ledger is kept or opened on this machine.
///
/// Example:
///   talent doctor
///   talent doctor --json
#[derive(Debug, clap::Args)]
#[command(add = crate::cmd::complete::Prints(&[&crate::cmd::doctor::VIEW]))]
#[command(verbatim_doc_comment)]
pub struct Args {
    /// Print the checks as a JSON array (same as -o json)
    #[arg(long)]
    pub json: bool,
}

pub(crate) const VIEW: View = View {
    columns: &[
        col("STATUS", "status", CellKind::Enum),
        col("CHECK", "check", CellKind::Text),
        col("DETAIL", "detail", CellKind::Text),
    ],
    ..View::PLAIN
};

pub async fn run(ctx: &Context, args: &Args) -> Result<()> {
    let key = ctx
        .key_with_source()
        .await
        .map(|found| found.map(|(key, source)| (key, key_source(source))));
    let (base_url, alt_base_url) = match ctx.base_urls().await {
        Ok(bases) => bases,
        Err(_) => (
            ctx.settings.base_url.clone(),
            ctx.settings.alt_base_url.clone(),
        ),
    };
    // Through a gateway no ledger is opened here, the team's neither.
    let gateway = matches!(&key, Ok(Some((k, _))) if k.kind() == crate::auth::KeyKind::Member);
    if gateway {
        ctx.say_gateway_ignores();
    }
    let checks = doctor::run(Inputs {
        key,
        base_url,
        alt_base_url,
        ca_file: ctx.ca_file(),
        ledger: crate::paths::ledger(ctx.settings.sandbox),
        timeout: ctx.global.timeout,
        team: if gateway { None } else { team_inputs(ctx) },
        words: crate::cmd::args::flag,
        gateways: (!ctx.settings.sandbox)
            .then(|| crate::paths::data_dir().ok())
            .flatten()
            .map(|d| d.join(crate::api::gateway::CACHE_FILE)),
    })
    .await;
    let printer = if args.json {
        ctx.printer().with_format(crate::output::Format::Json)
    } else {
        ctx.printer().clone()
    };
    let mut out = printer.list(&ctx.ui, &VIEW);
    for c in &checks {
        out.push(&json!(c))?;
    }
    out.finish()?;
    let failed: Vec<&doctor::Check> = checks.iter().filter(|c| c.status == Status::Fail).collect();
    if failed.is_empty() {
        return Ok(());
    }
    let names: Vec<&str> = failed.iter().map(|c| c.check).collect();
    Err(
        Error::failure(format!("doctor: failed: {}", names.join(", ")))
            .with_hint(failed_words(&failed)),
    )
}

/// What to do about the failed checks, whole: an 80-column table cuts a
/// line's detail, and its end is what to do.
fn failed_words(failed: &[&doctor::Check]) -> String {
    match failed {
        [one] => one.detail.clone(),
        many => many
            .iter()
            .map(|c| format!("{}: {}", c.check, c.detail))
            .collect::<Vec<_>>()
            .join("; "),
    }
}

fn key_source(source: crate::cmd::context::KeySource) -> String {
    use crate::cmd::context::KeySource;
    match source {
        KeySource::Sandbox => "the embedded sandbox (--sandbox)".to_string(),
        KeySource::Env => "TALENT_API_KEY".to_string(),
        KeySource::Store(backend) => format!("the {backend} key store"),
    }
}

/// A team ledger to check (not with `--sandbox`, which never uses one).
fn team_inputs(ctx: &Context) -> Option<doctor::Team> {
    if !ctx.is_team() {
        return None;
    }
    Some(doctor::Team {
        admin: ctx.team_admin(),
        member: ctx.settings.member.clone(),
    })
}
