//! `talent report`: the quota cycle's picture for whoever pays for it.

use std::path::PathBuf;

use crate::cmd::Context;
use crate::ops::report::{self, ReportInput};
use crate::output::{col, CellKind, View};
use crate::{Error, Result};

/// Show the quota cycle: spends, pace, people, jobs (or write it as a page)
///
/// A picture of the quota cycle for whoever pays for it, from what the
/// ledger recorded (the local file, or the team ledger) beside the
/// service's usage: per meter what is used and left, the spends of each
/// day, the pace over the last 7 days and the day it runs out at that
/// pace; each member against their allowance, what the ledger did not see
/// (unattributed), the channels (cli, browse, mcp); per open job the
/// invites sent, accepted and declined (recorded by `talent webhooks
/// listen`; unknown where none ran) and the applications by stage; and
/// what the guard refused, the questions declined and the rate-limit
/// waits, by day.
///
/// Without --html a summary table prints; -o json gives every figure.
/// --html FILE writes one self-contained page (charts and tables, no
/// script, nothing loaded from elsewhere, light and dark, printable) with
/// the umask's mode: it is meant to be shared. Reading the jobs' stages
/// spends no quota; --offline sends nothing (the usage the ledger last
/// kept, no jobs).
///
/// Example:
///   talent report
///   talent report --html cycle.html
///   talent report -o json | jq '.meters.unlocks.runs_out_on'
///   talent report --previous --member asha --member ravi
#[derive(Debug, clap::Args)]
#[command(verbatim_doc_comment)]
pub struct Args {
    /// Write the report as one self-contained HTML page to FILE
    #[arg(long, value_name = "FILE")]
    pub html: Option<PathBuf>,
    /// Report the cycle before the current one
    #[arg(long)]
    pub previous: bool,
    /// Only this member's spends (repeat for several)
    #[arg(long, value_name = "NAME")]
    pub member: Vec<String>,
    /// Send nothing: the usage the ledger last kept, and no jobs
    #[arg(long)]
    pub offline: bool,
}

/// The summary: the cycle, then each meter with its pace and forecast.
pub const VIEW: View = View {
    columns: &[
        col("CYCLE START", "cycle.start", CellKind::Text),
        col("CYCLE END", "cycle.end", CellKind::Text),
        col("RESETS", "cycle.resets_at", CellKind::Relative),
        col("UNLOCKS", "meters.unlocks", CellKind::Meter),
        col(
            "UNLOCKS PACE/DAY",
            "meters.unlocks.pace_per_day",
            CellKind::Number,
        ),
        col(
            "UNLOCKS RUN OUT",
            "meters.unlocks.runs_out_on",
            CellKind::Text,
        ),
        col("SEARCHES", "meters.searches", CellKind::Meter),
        col(
            "SEARCHES PACE/DAY",
            "meters.searches.pace_per_day",
            CellKind::Number,
        ),
        col(
            "SEARCHES RUN OUT",
            "meters.searches.runs_out_on",
            CellKind::Text,
        ),
        col("MESSAGES", "meters.messages", CellKind::Meter),
        col(
            "MESSAGES PACE/DAY",
            "meters.messages.pace_per_day",
            CellKind::Number,
        ),
        col(
            "MESSAGES RUN OUT",
            "meters.messages.runs_out_on",
            CellKind::Text,
        ),
        col("MEMBERS", "members", CellKind::List),
        col("OPEN JOBS", "jobs", CellKind::List),
    ],
    ..View::PLAIN
};

/// The members `--member` names on the command line. The global option
/// of that name (who this machine spends as, also from `TALENT_MEMBER`)
/// hands its value to this command too: a report spends nothing, so only
/// a `--member` written on the line narrows it.
fn named_members(args: &Args) -> Vec<String> {
    let on_line = std::env::args_os().any(|a| {
        a.to_str()
            .is_some_and(|a| a == "--member" || a.starts_with("--member="))
    });
    if on_line {
        args.member.clone()
    } else {
        Vec::new()
    }
}

pub async fn run(ctx: &Context, args: &Args) -> Result<()> {
    ctx.check(&VIEW)?;
    let input = ReportInput::new(args.previous, &named_members(args), args.offline)?;
    let client = ctx.client().await?;
    let records = ctx
        .records()
        .cloned()
        .ok_or_else(|| Error::failure("the ledger could not be opened"))?;
    if let Some(away) = records.away() {
        return Err(away.why.with_hint(
            "the report reads the team ledger: check that the database runs and the URL is right",
        ));
    }
    let now = crate::clock::now();
    let rep = report::run(&records, Some(client), &input, now).await?;
    if let Some(path) = &args.html {
        let page = crate::ops::report_html::render(&rep);
        crate::ops::report_html::write(path, &page)?;
        ctx.ui.status(&format!("wrote {}", path.display()));
        return Ok(());
    }
    let value = serde_json::to_value(&rep)
        .map_err(|e| Error::failure(format!("cannot render the report: {e}")))?;
    ctx.printer().one(&ctx.ui, &VIEW, &value)?;
    Ok(())
}
