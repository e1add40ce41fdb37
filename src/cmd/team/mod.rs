//! `talent team ...`: a team ledger's members — this cycle's spends per
//! member, and allowances per member and cycle.

use std::sync::Arc;

use clap::Subcommand;

use super::{Context, Group};
use crate::guard::Guard;
use crate::{Error, Result};

pub mod allowance;
pub mod usage;

#[derive(Debug, Subcommand)]
pub enum TeamCommand {
    Usage(usage::Args),
    /// Per-member caps per cycle: set, list, clear
    Allowance(Group<allowance::AllowanceCommand>),
}

pub async fn run(ctx: &Context, cmd: &TeamCommand) -> Result<()> {
    match cmd {
        TeamCommand::Usage(args) => usage::run(ctx, args).await,
        TeamCommand::Allowance(Group { command }) => allowance::run(ctx, command).await,
    }
}

/// The guard of a run on a team ledger that is reachable, and the
/// workspace of the key (exit 2 on a local ledger, 1 when the database is
/// away: an allowance is never set on a stand-in).
pub(crate) async fn team_guard(ctx: &Context) -> Result<(Arc<Guard>, String)> {
    if ctx.settings.sandbox {
        return Err(
            Error::usage("an embedded --sandbox run never uses a team ledger").with_hint(
                "run against `talent sandbox serve` with --ledger-url to try a team ledger",
            ),
        );
    }
    if !matches!(
        ctx.settings.ledger,
        crate::ledger::target::Target::Postgres(_)
    ) {
        return Err(Error::usage("allowances live in a team ledger, and this run uses the local one")
            .with_hint("point every machine at one database: --ledger-url postgres://USER@HOST/DB (or TALENT_LEDGER_URL)"));
    }
    ctx.client().await?;
    let guard = ctx
        .guard()
        .cloned()
        .ok_or_else(|| Error::failure("the ledger could not be opened"))?;
    if let Some(away) = guard.store().away() {
        return Err(away
            .why
            .with_hint("check that the database runs and the URL is right; nothing was changed"));
    }
    let ws = guard.workspace_id().await?;
    Ok((guard, ws))
}
