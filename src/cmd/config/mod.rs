//! `talent config ...`

use clap::Subcommand;

use super::Context;
use crate::Result;

pub mod get;
pub mod list;
pub mod set;

#[derive(Debug, Subcommand)]
pub enum ConfigCommand {
    /// Print one setting
    Get(get::Args),
    /// Change a setting
    Set(set::Args),
    /// List the settings of the profile
    List(list::Args),
}

pub async fn run(ctx: &Context, cmd: &ConfigCommand) -> Result<()> {
    match cmd {
        ConfigCommand::Get(args) => get::run(ctx, args).await,
        ConfigCommand::Set(args) => set::run(ctx, args).await,
        ConfigCommand::List(args) => list::run(ctx, args).await,
    }
}
