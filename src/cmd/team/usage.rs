//! `talent team usage [--previous]`: this cycle's spends per member.

use crate::cmd::Context;
use crate::output::{col, CellKind, View};
use crate::{Error, Result};

/// Show this cycle's spends per member beside the meters
///
/// One row per member of the team ledger (what each spent of unlocks,
/// searches and messages this cycle, against their allowance or else the
/// workspace's limit), then an "(unattributed)" row: what the service
/// counts beyond what the ledger saw (the dashboard, other tools), and the
/// "(workspace)" row with the service's meters. Bars on a terminal; -o json
/// or -o csv for scripts. On a local ledger, this machine's member alone.
///
/// Example:
///   talent team usage
///   talent team usage --previous -o csv
#[derive(Debug, clap::Args)]
#[command(verbatim_doc_comment)]
pub struct Args {
    /// The cycle before this one (no unattributed row: the service shows
    /// only the current cycle's meters)
    #[arg(long)]
    pub previous: bool,
}

pub(crate) const VIEW: View = View {
    columns: &[
        col("MEMBER", "member", CellKind::Text),
        col("UNLOCKS", "unlocks", CellKind::Meter),
        col("SEARCHES", "searches", CellKind::Meter),
        col("MESSAGES", "messages", CellKind::Meter),
        col("CYCLE ENDS", "cycleEndsOn", CellKind::DateTime),
    ],
    ..View::PLAIN
};

pub async fn run(ctx: &Context, args: &Args) -> Result<()> {
    ctx.check(&VIEW)?;
    ctx.client().await?;
    let guard = ctx
        .guard()
        .cloned()
        .ok_or_else(|| Error::failure("the ledger could not be opened"))?;
    if let Some(away) = guard.store().away() {
        return Err(away
            .why
            .with_hint("check that the database runs and the URL is right"));
    }
    crate::ops::team::usage(&guard, args.previous, ctx.io(), &VIEW).await
}
