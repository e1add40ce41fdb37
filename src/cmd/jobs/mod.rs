//! `talent jobs ...`

use clap::Subcommand;

use super::Context;
use crate::Result;

pub mod close;
pub mod create;
pub mod list;
pub mod pause;
pub mod resume;
pub mod update;

#[derive(Debug, Subcommand)]
pub enum JobsCommand {
    /// List jobs
    List(list::Args),
    /// Create a job
    Create(create::Args),
    /// Change a job's fields
    Update(update::Args),
    /// Pause a job (sourcing halts)
    Pause(pause::Args),
    /// Resume a paused job
    Resume(resume::Args),
    /// Close a job permanently
    Close(close::Args),
}

pub async fn run(ctx: &Context, cmd: &JobsCommand) -> Result<()> {
    match cmd {
        JobsCommand::List(args) => list::run(ctx, args).await,
        JobsCommand::Create(args) => create::run(ctx, args).await,
        JobsCommand::Update(args) => update::run(ctx, args).await,
        JobsCommand::Pause(args) => pause::run(ctx, args).await,
        JobsCommand::Resume(args) => resume::run(ctx, args).await,
        JobsCommand::Close(args) => close::run(ctx, args).await,
    }
}
