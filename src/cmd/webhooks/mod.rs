//! `talent webhooks ...`

use clap::Subcommand;

use super::Context;
use crate::Result;

pub mod create;
pub mod delete;
pub mod enable;
pub mod list;
pub mod listen;
pub mod verify;

#[derive(Debug, Subcommand)]
pub enum WebhooksCommand {
    /// List webhook endpoints
    List(list::Args),
    /// Register a webhook endpoint
    Create(create::Args),
    /// Delete a webhook endpoint
    Delete(delete::Args),
    /// Re-enable a disabled webhook endpoint
    Enable(enable::Args),
    /// Receive webhook events locally and verify their signatures
    Listen(listen::Args),
    /// Check a webhook signature offline
    Verify(verify::Args),
}

pub async fn run(ctx: &Context, cmd: &WebhooksCommand) -> Result<()> {
    match cmd {
        WebhooksCommand::List(args) => list::run(ctx, args).await,
        WebhooksCommand::Create(args) => create::run(ctx, args).await,
        WebhooksCommand::Delete(args) => delete::run(ctx, args).await,
        WebhooksCommand::Enable(args) => enable::run(ctx, args).await,
        WebhooksCommand::Listen(args) => listen::run(ctx, args).await,
        WebhooksCommand::Verify(args) => verify::run(ctx, args).await,
    }
}
