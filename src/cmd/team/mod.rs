//! `talent team ...`: a team ledger's members — this cycle's spends per
//! member, and allowances per member and cycle.

use clap::Subcommand;

use super::{Context, Group};
use crate::Result;

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
