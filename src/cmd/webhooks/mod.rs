//! `talent webhooks ...`: manage endpoints on the additional interface
//! (list, create, delete, enable), receive deliveries locally (listen) and
//! check a signature offline (verify).

use clap::Subcommand;

use super::Context;
use crate::output::{col, CellKind, View};
use crate::{Error, Result};

pub mod create;
pub mod delete;
pub mod enable;
pub mod list;
pub mod listen;
pub mod verify;

/// Where `listen` and `verify` read the signing secret when `--secret` is not given.
pub const SECRET_ENV: &str = "TALENT_WEBHOOK_SECRET";

#[derive(Debug, Subcommand)]
pub enum WebhooksCommand {
    List(list::Args),
    Create(create::Args),
    Delete(delete::Args),
    Enable(enable::Args),
    Listen(listen::Args),
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

/// A webhook endpoint (the secret row shows only in `create`'s answer).
pub const ENDPOINT_VIEW: View = View {
    columns: &[
        col("ID", "id", CellKind::Id),
        col("URL", "url", CellKind::Text),
        col("EVENTS", "events", CellKind::List),
        col("STATUS", "status", CellKind::Enum),
        col("CREATED", "created_at", CellKind::Relative),
    ],
    key: Some("id"),
    schema: Some("alt#Webhook"),
};

/// A URL deliveries may go to: HTTPS, or plain HTTP to a loopback host (a
/// local sandbox or listener). `flag` names the option in the error.
pub fn check_endpoint_url(raw: &str, flag: &str) -> Result<url::Url> {
    let url = url::Url::parse(raw.trim()).map_err(|e| {
        Error::usage(format!("{flag} {raw:?} is not a valid URL: {e}"))
            .with_hint("give a full URL such as https://hooks.example.com/talent")
    })?;
    let loopback = crate::api::base_url::is_loopback(&url);
    match url.scheme() {
        "https" if url.host().is_some() => Ok(url),
        "http" if loopback => Ok(url),
        _ => Err(
            Error::usage(format!("{flag} must be an https:// URL, got {raw:?}")).with_hint(
                "plain http:// is allowed only for loopback hosts (127.0.0.1, localhost)",
            ),
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn endpoints_are_https_or_loopback() {
        for ok in [
            "https://hooks.example.com/x",
            "http://127.0.0.1:8787/hook",
            "http://localhost/x",
            "http://[::1]:9/x",
        ] {
            assert!(check_endpoint_url(ok, "--url").is_ok(), "{ok}");
        }
        for bad in [
            "http://example.com/x",
            "ftp://x/y",
            "hooks.example.com",
            "",
            "https://",
        ] {
            assert!(check_endpoint_url(bad, "--url").is_err(), "{bad}");
        }
    }
}
