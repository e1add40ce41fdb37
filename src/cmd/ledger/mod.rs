//! `talent ledger ...`: inspect and maintain the local ledger.

use clap::Subcommand;

use super::Context;
use crate::Result;

pub mod prune;
pub mod reset;
pub mod show;

#[derive(Debug, Subcommand)]
pub enum LedgerCommand {
    Show(show::Args),
    Prune(prune::Args),
    Reset(reset::Args),
}

pub async fn run(ctx: &Context, cmd: &LedgerCommand) -> Result<()> {
    match cmd {
        LedgerCommand::Show(args) => show::run(ctx, args).await,
        LedgerCommand::Prune(args) => prune::run(ctx, args).await,
        LedgerCommand::Reset(args) => reset::run(ctx, args).await,
    }
}
