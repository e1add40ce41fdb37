//! `talent alias ...`: saved commands, in the manner of `gh alias`.

use clap::Subcommand;

use super::Context;
use crate::Result;

pub mod delete;
pub mod list;
pub mod set;

#[derive(Debug, Subcommand)]
pub enum AliasCommand {
    Set(set::Args),
    List(list::Args),
    Delete(delete::Args),
}

pub async fn run(ctx: &Context, cmd: &AliasCommand) -> Result<()> {
    match cmd {
        AliasCommand::Set(args) => set::run(ctx, args).await,
        AliasCommand::List(args) => list::run(ctx, args).await,
        AliasCommand::Delete(args) => delete::run(ctx, args).await,
    }
}
