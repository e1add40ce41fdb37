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
        col("UNLOCKS PACE", "apiUnlocks.forecast.shown", CellKind::Text),
        col("SEARCHES PACE", "searches.forecast.shown", CellKind::Text),
        col("MESSAGES PACE", "messages.forecast.shown", CellKind::Text),
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
    let mut usage = resp.record()?;
    resp.decode::<crate::api::types::Usage>()?;
    add_forecasts(ctx, &mut usage);
    ctx.printer().one(&ctx.ui, &USAGE_VIEW, &usage)
}

/// Each meter's pace and forecast from the ledger's spends (a `forecast`
/// object beside its `used` and `limit`); in a table also a 14-day
/// sparkline, or words alone in the accessible mode. A ledger that
/// cannot be read leaves the meters as the service sent them.
fn add_forecasts(ctx: &Context, usage: &mut serde_json::Value) {
    let Some(records) = ctx.records() else {
        return;
    };
    let meter = |k: &str| crate::ledger::Meters {
        used: usage[k]["used"].as_i64().unwrap_or(0),
        limit: usage[k]["limit"].as_i64().unwrap_or(0),
    };
    let snap = crate::ledger::Snapshot {
        unlocks: meter("apiUnlocks"),
        searches: meter("searches"),
        messages: meter("messages"),
        cycle_ends: usage["cycleEndsOn"].as_str().map(str::to_string),
        read_ms: 0,
    };
    let Some(ws) = usage["workspaceId"].as_str().map(str::to_string) else {
        return;
    };
    let now = crate::clock::now().timestamp_millis();
    let forecasts = match crate::ops::report::usage_forecasts(records, &ws, &snap, now) {
        Ok(f) => f,
        Err(e) => {
            ctx.ui.trace(&format!("no forecast: {e}"));
            return;
        }
    };
    let table = ctx.printer().format() == crate::output::Format::Table;
    for (m, f, spark) in forecasts {
        let key = match m {
            talent_spec::rate::Meter::ApiUnlocks => "apiUnlocks",
            talent_spec::rate::Meter::Searches => "searches",
            talent_spec::rate::Meter::Messages => "messages",
        };
        if !usage[key].is_object() {
            continue;
        }
        let mut obj = json!({
            "pace_per_day": f.pace_per_day,
            "runs_out_on": f.runs_out_on,
            "lasts_cycle": f.lasts_cycle,
        });
        // The words a table shows: a sparkline of 14 days first, unless
        // the accessible mode reads them out.
        if table {
            let words = crate::ops::report::forecast_words(&f);
            obj["shown"] = if ctx.ui.accessible() {
                json!(format!(
                    "last 14 days: {} spent; {words}",
                    spark.iter().sum::<i64>()
                ))
            } else {
                json!(format!("{} {words}", crate::ops::report::sparkline(&spark)))
            };
        }
        usage[key]["forecast"] = obj;
    }
}
