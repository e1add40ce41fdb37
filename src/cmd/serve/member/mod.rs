//! `talent serve member add|list|revoke|token|revoke-token`: the gateway's
//! members and their tokens, in the team ledger (`--ledger-url`).

use clap::Subcommand;

use crate::cmd::Context;
use crate::ledger::pg::members::Members;
use crate::Result;

pub mod add;
pub mod list;
pub mod revoke;
pub mod revoke_token;
pub mod token;

#[derive(Debug, Subcommand)]
pub enum MemberCommand {
    Add(add::Args),
    List(list::Args),
    Revoke(revoke::Args),
    Token(token::Args),
    RevokeToken(revoke_token::Args),
}

pub async fn run(ctx: &Context, cmd: &MemberCommand) -> Result<()> {
    match cmd {
        MemberCommand::Add(args) => add::run(ctx, args).await,
        MemberCommand::List(args) => list::run(ctx, args).await,
        MemberCommand::Revoke(args) => revoke::run(ctx, args).await,
        MemberCommand::Token(args) => token::run(ctx, args).await,
        MemberCommand::RevokeToken(args) => revoke_token::run(ctx, args).await,
    }
}

/// The members' administration on the team ledger `--ledger-url` names
/// (exit 2 without one).
pub(super) async fn members(ctx: &Context) -> Result<Members> {
    Ok(super::team_admin(ctx).await?.members())
}
