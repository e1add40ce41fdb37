//! `talent usage`: the workspace's meters and when they reset.

use clap::Args as ClapArgs;
use serde_json::json;

use crate::cmd::Context;
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
#[command(add = crate::cmd::complete::Prints(&[&crate::cmd::usage::USAGE_VIEW]))]
#[command(verbatim_doc_comment)]
pub struct Args {
    /// Print the local audit log of spends instead of asking the service
    #[arg(long)]
    pub local: bool,
}

pub use crate::ops::usage::AUDIT_VIEW;

pub use crate::ops::usage::USAGE_VIEW;

pub async fn run(ctx: &Context, args: &Args) -> Result<()> {
    if args.local {
        let rows = crate::ops::usage::audit(&crate::paths::ledger(ctx.settings.sandbox)?)?;
        let mut out = ctx.printer().list(&ctx.ui, &AUDIT_VIEW);
        for row in &rows {
            out.push(row)?;
        }
        return out.finish();
    }
    ctx.check(&USAGE_VIEW)?;
    let mut usage = crate::ops::usage::run(ctx.client().await?).await?;
    add_forecasts(ctx, &mut usage);
    ctx.printer().one(&ctx.ui, &USAGE_VIEW, &usage)
}

/// Each meter's pace and forecast from the ledger (`talent report`'s
/// definitions), beside the service's figures: a `forecast` object in JSON,
/// and in a table a 14-day sparkline (words in the accessible mode).
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
