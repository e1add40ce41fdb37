//! `talent usage`: the workspace's meters and when they reset.

use crate::ops::routes;
use clap::Args as ClapArgs;

use serde_json::json;

use crate::cmd::Context;
use crate::ledger::{SqliteStore, Store};
use crate::output::{col, CellKind, View};
use crate::Result;

/// Show usage meters and quotas
///
/// Fetches GET /usage: how much of this cycle's unlocks, searches and
/// messages are used, when the meters reset (cycleEndsOn) and when the plan
/// ends. With -o json it prints the service's usage object as is.
///
/// With --local it sends nothing and prints the local ledger's audit log
/// instead: every spending call this machine made (when, command, meter,
/// cost, outcome), oldest first.
///
/// Example:
///   talent usage
///   talent usage -o json | jq '.searches.limit - .searches.used'
///   talent usage --local
#[derive(Debug, ClapArgs)]
#[command(verbatim_doc_comment)]
pub struct Args {
    /// Print the local audit log of spends instead of asking the service
    #[arg(long)]
    pub local: bool,
}

/// The audit log's lines.
pub const AUDIT_VIEW: View = View {
    columns: &[
        col("WHEN", "at", CellKind::DateTime),
        col("COMMAND", "command", CellKind::Text),
        col("METER", "meter", CellKind::Enum),
        col("COST", "cost", CellKind::Number),
        col("OUTCOME", "outcome", CellKind::Enum),
        col("WORKSPACE", "workspace", CellKind::Id),
    ],
    ..View::PLAIN
};

/// Lines of the audit log printed at most.
const AUDIT_LINES: usize = 10_000;

/// Meters as bars, then the reset date (exact and relative) and plan expiry.
pub const USAGE_VIEW: View = View {
    columns: &[
        col("WORKSPACE", "workspaceId", CellKind::Id),
        col("UNLOCKS", "apiUnlocks", CellKind::Meter),
        col("SEARCHES", "searches", CellKind::Meter),
        col("MESSAGES", "messages", CellKind::Meter),
        col("CYCLE RESETS", "cycleEndsOn", CellKind::DateTime),
        col("RESETS", "cycleEndsOn", CellKind::Relative),
        col("PLAN EXPIRES", "planExpiresOn", CellKind::Date),
    ],
    key: None,
    schema: Some("main#Usage"),
};

pub async fn run(ctx: &Context, args: &Args) -> Result<()> {
    if !args.local {
        ctx.check(&USAGE_VIEW)?;
    }
    if args.local {
        let ledger = SqliteStore::open(&crate::paths::ledger(ctx.settings.sandbox)?)?;
        let mut out = ctx.printer().list(&ctx.ui, &AUDIT_VIEW);
        for row in ledger.audit(None, AUDIT_LINES)? {
            let at = chrono::DateTime::from_timestamp_millis(row.at_ms)
                .map(|t| t.to_rfc3339_opts(chrono::SecondsFormat::Secs, true));
            out.push(&json!({
                "at": at,
                "command": row.command,
                "meter": row.meter,
                "cost": row.cost,
                "outcome": row.outcome,
                "workspace": row.workspace,
            }))?;
        }
        return out.finish();
    }
    let req = routes::usage();
    let resp = ctx.client().await?.send(&req).await?;
    // The meters must be there and be numbers: a 204 or a wrong type is a
    // failure naming what was wrong, never an empty table and exit 0.
    let usage = resp.record()?;
    resp.decode::<crate::api::types::Usage>()?;
    ctx.printer().one(&ctx.ui, &USAGE_VIEW, &usage)
}
