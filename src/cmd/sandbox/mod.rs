//! `talent sandbox ...`: the simulator as a server, and its controls.

use clap::Subcommand;

use super::Context;
use crate::Result;

pub mod openapi;
pub mod reset;
pub mod serve;
pub mod trigger;

#[derive(Debug, Subcommand)]
pub enum SandboxCommand {
    Serve(serve::Args),
    Trigger(trigger::Args),
    Reset(reset::Args),
    Openapi(openapi::Args),
}

pub async fn run(ctx: &Context, cmd: &SandboxCommand) -> Result<()> {
    match cmd {
        SandboxCommand::Serve(args) => serve::run(ctx, args).await,
        SandboxCommand::Trigger(args) => trigger::run(ctx, args).await,
        SandboxCommand::Reset(args) => reset::run(ctx, args).await,
        SandboxCommand::Openapi(args) => openapi::run(ctx, args).await,
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_command_tree_is_consistent() {
        use clap::CommandFactory;
        crate::cmd::Cli::command().debug_assert();
    }
}
