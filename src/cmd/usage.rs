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
#[command(add = crate::cmd::complete::Prints(&[&crate::cmd::usage::USAGE_VIEW, &crate::ops::usage::USAGE_GATEWAY_DATA_VIEW]))]
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
    if ctx.gateway().await? {
        // The member's allowance beside the workspace's meters; a meter
        // the lead set none for says so in a table.
        let table = matches!(
            ctx.printer().format(),
            crate::output::Format::Table | crate::output::Format::Wide
        );
        let view = match table {
            true => &crate::ops::usage::USAGE_GATEWAY_VIEW,
            false => &crate::ops::usage::USAGE_GATEWAY_DATA_VIEW,
        };
        ctx.check(view)?;
        let mut usage = crate::ops::usage::run(ctx.client().await?).await?;
        if table {
            for name in ["unlocks", "searches", "messages", "outreach"] {
                if usage["allowance"][name].is_null() {
                    usage["allowance"][name] = json!("no allowance set");
                }
            }
        }
        return ctx.printer().one(&ctx.ui, view, &usage);
    }
    ctx.check(&USAGE_VIEW)?;
    let mut usage = crate::ops::usage::run(ctx.client().await?).await?;
    add_forecasts(ctx, &mut usage);
    ctx.printer().one(&ctx.ui, &USAGE_VIEW, &usage)
}

/// The operation's forecasts, and in a table the words beside each meter:
/// a 14-day sparkline first (words in the accessible mode).
fn add_forecasts(ctx: &Context, usage: &mut serde_json::Value) {
    let Some(records) = ctx.records() else {
        return;
    };
    let now = crate::clock::now().timestamp_millis();
    let forecasts = match crate::ops::usage::add_forecasts(records, usage, now) {
        Ok(f) => f,
        Err(e) => {
            ctx.ui.trace(&format!("no forecast: {e}"));
            return;
        }
    };
    let format = ctx.printer().format();
    if matches!(
        format,
        crate::output::Format::Json | crate::output::Format::Jsonl
    ) {
        return;
    }
    let table = matches!(
        format,
        crate::output::Format::Table | crate::output::Format::Wide
    );
    for f in forecasts {
        let words = crate::ops::report::forecast_words(&f.forecast);
        // A CSV's `*.forecast.shown` column: the words, no sparkline.
        usage[f.key]["forecast"]["shown"] = if !table {
            json!(words)
        } else if ctx.ui.accessible() {
            json!(format!(
                "last 14 days: {} spent; {words}",
                f.days.iter().sum::<i64>()
            ))
        } else {
            json!(format!(
                "{} {words}",
                crate::ops::report::sparkline(&f.days)
            ))
        };
    }
}
