//! `talent team usage [--previous]`: this cycle's spends per member.

use crate::cmd::Context;
use crate::output::{col, CellKind, View};
use crate::{Error, Result};

/// Show this cycle's spends per member beside the meters
///
/// One row per member of the team ledger (what each spent of unlocks,
/// searches and messages this cycle, against their allowance or else the
/// workspace's limit, and the people each reached by invite, bulk invite
/// and message, against their outreach allowance), then an "(unattributed)"
/// row: what the service counts beyond what the ledger saw (the dashboard,
/// other tools), and the "(workspace)" row with the service's meters. Bars
/// on a terminal; -o json or -o csv for scripts. On a local ledger, this
/// machine's member alone.
///
/// --by-channel splits each member's row by the channel it spent through:
/// `mcp` (an AI assistant through `talent mcp`), `gateway` (a member's
/// requests through `talent serve`) or `command`.
///
/// Example:
///   talent team usage
///   talent team usage --by-channel
///   talent team usage --previous -o csv
#[derive(Debug, clap::Args)]
#[command(add = crate::cmd::complete::Prints(&[&crate::cmd::team::usage::VIEW, &crate::cmd::team::usage::BY_CHANNEL]))]
#[command(verbatim_doc_comment)]
pub struct Args {
    /// The cycle before this one (no unattributed row: the service shows
    /// only the current cycle's meters)
    #[arg(long)]
    pub previous: bool,
    /// A row per member and channel: what `talent mcp` spent (`mcp`) and
    /// what went through a gateway (`gateway`) beside what commands spent
    /// (`command`)
    #[arg(long)]
    pub by_channel: bool,
}

pub(crate) const VIEW: View = View {
    columns: &[
        col("MEMBER", "member", CellKind::Text),
        col("UNLOCKS", "unlocks", CellKind::Meter),
        col("SEARCHES", "searches", CellKind::Meter),
        col("MESSAGES", "messages", CellKind::Meter),
        col("OUTREACH", "outreach", CellKind::Meter),
        col("CYCLE ENDS", "cycleEndsOn", CellKind::DateTime).drop_order(1),
    ],
    ..View::PLAIN
};

/// [`VIEW`] with the channel of each row (`--by-channel`).
pub(crate) const BY_CHANNEL: View = View {
    columns: &[
        col("MEMBER", "member", CellKind::Text),
        col("CHANNEL", "channel", CellKind::Text).drop_order(2),
        col("UNLOCKS", "unlocks", CellKind::Meter),
        col("SEARCHES", "searches", CellKind::Meter),
        col("MESSAGES", "messages", CellKind::Meter),
        col("OUTREACH", "outreach", CellKind::Meter),
        col("CYCLE ENDS", "cycleEndsOn", CellKind::DateTime).drop_order(1),
    ],
    ..View::PLAIN
};

pub async fn run(ctx: &Context, args: &Args) -> Result<()> {
    let view = if args.by_channel { &BY_CHANNEL } else { &VIEW };
    ctx.check(view)?;
    if ctx.gateway().await? {
        let client = ctx.client().await?;
        let mut query = Vec::new();
        if args.previous {
            query.push(("previous", "true".to_string()));
        }
        if args.by_channel {
            query.push(("by_channel", "true".to_string()));
        }
        let value = client
            .gateway_get(crate::api::gateway::TEAM_USAGE_PATH, &query)
            .await?;
        return crate::ops::team::print_rows(&value, ctx.io(), view);
    }
    let team = if ctx.is_team() {
        Some(ctx.team_admin()?)
    } else {
        None
    };
    ctx.client().await?;
    let records = ctx
        .records()
        .cloned()
        .ok_or_else(|| Error::failure("the ledger could not be opened"))?;
    if let Some(away) = records.away() {
        return Err(away
            .why
            .with_hint("check that the database runs and the URL is right"));
    }
    crate::ops::team::usage(
        &records,
        team.as_ref(),
        args.previous,
        args.by_channel,
        ctx.io(),
        view,
    )
    .await
}
