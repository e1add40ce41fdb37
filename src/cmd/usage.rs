//! `talent usage`: the workspace's meters and when they reset.

use crate::ops::routes;
use clap::Args as ClapArgs;

use crate::cmd::Context;
use crate::output::{col, CellKind, View};
use crate::Result;

/// Show usage meters and quotas
///
/// Fetches GET /usage: how much of this cycle's unlocks, searches and
/// messages are used, when the meters reset (cycleEndsOn) and when the plan
/// ends. With -o json it prints the service's usage object as is.
///
/// Example:
///   talent usage
///   talent usage -o json | jq '.searches.limit - .searches.used'
#[derive(Debug, ClapArgs)]
#[command(verbatim_doc_comment)]
pub struct Args {}

/// Meters as bars, then the reset date (exact and relative) and plan expiry.
pub const USAGE_VIEW: View = View {
    columns: &[
        col("WORKSPACE", "workspaceId", CellKind::Text),
        col("UNLOCKS", "apiUnlocks", CellKind::Meter),
        col("SEARCHES", "searches", CellKind::Meter),
        col("MESSAGES", "messages", CellKind::Meter),
        col("CYCLE RESETS", "cycleEndsOn", CellKind::DateTime),
        col("RESETS", "cycleEndsOn", CellKind::Relative),
        col("PLAN EXPIRES", "planExpiresOn", CellKind::Date),
    ],
};

pub async fn run(ctx: &Context, _args: &Args) -> Result<()> {
    let req = routes::usage();
    let usage = ctx.client().await?.send(&req).await?.json()?;
    ctx.printer().one(&ctx.ui, &USAGE_VIEW, &usage)
}
