//! `talent candidate ...`: details with unlock on the main interface; lookup,
//! summary and profile on the additional one.

use crate::ops::routes;
use clap::Subcommand;
use serde_json::Value;

use super::Context;
use crate::api::query::id_segment;
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

/// GET /v1/candidates/{id}{suffix} on the additional interface; the id is
/// checked and encoded as one path segment before anything is sent.
async fn fetch_alt(ctx: &Context, id: &str, suffix: &str) -> Result<Value> {
    let segment = id_segment("candidate id", id)?;
    let req = routes::candidate_alt(&segment, suffix);
    ctx.client().await?.send(&req).await?.json()
}
