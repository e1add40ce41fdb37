//! `talent serve grant list [--for NAME] | grant revoke ID`: the consents
//! members gave assistants (OAuth clients) on the gateway's `/mcp`, in the
//! team ledger (`--ledger-url`).

use clap::Subcommand;

use crate::cmd::Context;
use crate::ledger::pg::oauth::OAuth;
use crate::Result;

pub mod list;
pub mod revoke;

#[derive(Debug, Subcommand)]
pub enum GrantCommand {
    List(list::Args),
    Revoke(revoke::Args),
}

pub async fn run(ctx: &Context, cmd: &GrantCommand) -> Result<()> {
    match cmd {
        GrantCommand::List(args) => list::run(ctx, args).await,
        GrantCommand::Revoke(args) => revoke::run(ctx, args).await,
    }
}

/// The OAuth side of the team ledger `--ledger-url` names (exit 2 without
/// one).
async fn oauth(ctx: &Context) -> Result<OAuth> {
    Ok(super::team_admin(ctx).await?.oauth())
}
