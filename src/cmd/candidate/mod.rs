//! `talent candidate ...`

use clap::Subcommand;

use super::Context;
use crate::Result;

pub mod list;
pub mod profile;
pub mod show;
pub mod summary;

#[derive(Debug, Subcommand)]
pub enum CandidateCommand {
    /// Show candidates' identity and contact details (unlocks: spends quota)
    Show(show::Args),
    /// Search candidates by skills on the additional interface
    List(list::Args),
    /// Show a candidate summary
    Summary(summary::Args),
    /// Show a candidate's full profile
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
