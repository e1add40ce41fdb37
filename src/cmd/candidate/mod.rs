//! `talent candidate ...`: details with unlock on the main interface; lookup,
//! summary and profile on the additional one.

use clap::Subcommand;

use super::Context;
use crate::Result;

pub mod list;
pub mod profile;
pub mod show;
pub mod summary;

#[derive(Debug, Subcommand)]
pub enum CandidateCommand {
    Show(show::Args),
    List(list::Args),
    Summary(summary::Args),
    Profile(profile::Args),
}

pub async fn run(ctx: &Context, cmd: &CandidateCommand) -> Result<()> {
    match cmd {
        CandidateCommand::Show(args) => show::run(ctx, args).await,
        CandidateCommand::List(args) => list::run(ctx, args).await,
        CandidateCommand::Summary(args) => summary::run(ctx, args).await,
        CandidateCommand::Profile(args) => profile::run(ctx, args).await,
    }
}
