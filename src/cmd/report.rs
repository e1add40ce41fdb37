//! `talent report`: the quota cycle's picture for whoever pays for it.

use std::path::PathBuf;

use crate::cmd::Context;
use crate::ops::report::{self, ReportInput};
use crate::output::{col, CellKind, Format, View};
use crate::{Error, Result};

/// Show the quota cycle: spends, pace, people, jobs (or write it as a page)
///
/// A picture of the quota cycle for whoever pays for it, from what the
/// ledger recorded (the local file, or the team ledger) beside the
/// service's usage. It opens with one sentence: which meter runs out
/// before the reset, on which day, or that all last. Then per meter what
/// is used and left, the spends of each day, the pace over the last 7
/// days and the day it runs out at that pace; each member against their
/// allowance, what the ledger did not see (unattributed), the channels
/// (cli, browse, mcp); per open job the invites sent, accepted and
/// declined (recorded by `talent webhooks listen`; unknown where none
/// ran) and the applications by stage; and what the guard refused, the
/// questions declined and the rate-limit waits, by day.
///
/// On a terminal one labelled line a figure prints; -o json gives every
/// figure. --html FILE writes one self-contained page (the verdict,
/// charts and tables, no script, nothing loaded from elsewhere, light and
/// dark, printable) with the umask's mode: it is meant to be shared.
/// --for NAME narrows to members (the global --member is who this
/// machine spends as and never narrows a report). Reading the jobs'
/// stages spends no quota; --offline sends nothing (the usage the ledger
/// last kept, no jobs).
///
/// Example:
///   talent report
///   talent report --html cycle.html
///   talent report -o json | jq '.verdict'
///   talent report --previous --for asha --for ravi
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
    #[arg(long = "for", value_name = "NAME")]
    pub for_members: Vec<String>,
    /// Send nothing: the usage the ledger last kept, and no jobs
    #[arg(long)]
    pub offline: bool,
}

/// The figures when --fields picks some for a table.
pub const VIEW: View = View {
    columns: &[
        col("VERDICT", "verdict", CellKind::Text),
        col("WORKSPACE", "workspace", CellKind::Text),
        col("CYCLE START", "cycle.start", CellKind::Text),
        col("CYCLE END", "cycle.end", CellKind::Text),
        col("RESETS", "cycle.resets_at", CellKind::Relative),
        col("UNLOCKS", "meters.unlocks", CellKind::Meter),
        col("SEARCHES", "meters.searches", CellKind::Meter),
        col("MESSAGES", "meters.messages", CellKind::Meter),
    ],
    ..View::PLAIN
};

/// Whether `--member` was written on this run's command line (not
/// `TALENT_MEMBER` or the config): it names who this machine spends as,
/// and a report, which spends nothing, says so and names `--for`.
fn member_on_line() -> bool {
    std::env::args_os().any(|a| {
        a.to_str()
            .is_some_and(|a| a == "--member" || a.starts_with("--member="))
    })
}

pub async fn run(ctx: &Context, args: &Args) -> Result<()> {
    ctx.check(&VIEW)?;
    if let Some(path) = &args.html {
        // What --out refuses, refused before anything is read or sent.
        crate::output::file::refuse_special("--html", path)?;
    }
    if member_on_line() {
        ctx.ui.status(
            "note: --member is who this machine spends as and does not narrow the report; --for NAME narrows it to members",
        );
    }
    if ctx.gateway().await? {
        return through_gateway(ctx, args).await;
    }
    let input = ReportInput::new(
        args.previous,
        &args.for_members,
        args.offline,
        crate::cmd::args::flag,
    )?;
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
        ctx.printer().document("--html", path, &page)?;
        ctx.ui.status(&format!("wrote {}", path.display()));
        return Ok(());
    }
    let printer = ctx.printer();
    if printer.format() == Format::Table && printer.fields().is_empty() {
        // A person reads it: one labelled line a figure, never raw JSON.
        return printer.labelled(&*ctx.ui, &report::text_lines(&rep));
    }
    let value = serde_json::to_value(&rep)
        .map_err(|e| Error::failure(format!("cannot render the report: {e}")))?;
    printer.one(&ctx.ui, &VIEW, &value)?;
    Ok(())
}

/// Through a gateway: the gateway's `GET /_talent/v1/report` (the
/// member's own lines and the workspace's totals), printed as the report's
/// JSON; the page (`--html`) and `--for` need the ledger itself.
async fn through_gateway(ctx: &Context, args: &Args) -> Result<()> {
    if args.html.is_some() || !args.for_members.is_empty() || args.offline {
        return Err(Error::usage(
            "--html, --for and --offline read the team ledger itself, and this profile goes through a gateway",
        )
        .with_hint("run them where the ledger is; `talent report -o json` here shows your own lines"));
    }
    let client = ctx.client().await?;
    let mut query = Vec::new();
    if args.previous {
        query.push(("previous", "true".to_string()));
    }
    let value = client
        .gateway_get(crate::api::gateway::REPORT_PATH, &query)
        .await?;
    let printer = ctx.printer();
    if printer.format() == Format::Table && printer.fields().is_empty() {
        // As where the ledger is: one labelled line a figure.
        if let Some(mut rep) = report::Report::read_back(&value, crate::cmd::args::flag) {
            rep.previous = args.previous;
            return printer.labelled(&*ctx.ui, &report::text_lines(&rep));
        }
    }
    printer.one(&ctx.ui, &VIEW, &value)
}
