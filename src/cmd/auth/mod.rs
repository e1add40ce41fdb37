//! `talent auth ...`

use clap::Subcommand;

use super::Context;
use crate::Result;

pub mod login;
pub mod logout;
pub mod status;

#[derive(Debug, Subcommand)]
pub enum AuthCommand {
    /// Store an API key for the profile
    Login(login::Args),
    /// Show the profile, workspace and masked key
    Status(status::Args),
    /// Delete the profile's stored key
    Logout(logout::Args),
}

pub async fn run(ctx: &Context, cmd: &AuthCommand) -> Result<()> {
    match cmd {
        AuthCommand::Login(args) => login::run(ctx, args).await,
        AuthCommand::Status(args) => status::run(ctx, args).await,
        AuthCommand::Logout(args) => logout::run(ctx, args).await,
    }
}
