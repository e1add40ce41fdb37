//! `talent team allowance set|list|clear`.

use clap::Subcommand;

use crate::cmd::Context;
use crate::Result;

pub mod clear;
pub mod list;
pub mod set;

#[derive(Debug, Subcommand)]
pub enum AllowanceCommand {
    Set(set::Args),
    List(list::Args),
    Clear(clear::Args),
}

pub async fn run(ctx: &Context, cmd: &AllowanceCommand) -> Result<()> {
    match cmd {
        AllowanceCommand::Set(args) => set::run(ctx, args).await,
        AllowanceCommand::List(args) => list::run(ctx, args).await,
        AllowanceCommand::Clear(args) => clear::run(ctx, args).await,
    }
}
