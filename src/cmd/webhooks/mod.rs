//! `talent webhooks ...`: manage endpoints on the additional interface
//! (list, create, delete, enable), receive deliveries locally (listen),
//! re-deliver from listen's log (replay) and check a signature offline
//! (verify).

use clap::Subcommand;

use super::Context;
use crate::{Error, Result};
use talent_spec::events::{EventKind, ALL_EVENTS};

pub mod create;
pub mod delete;
pub mod enable;
pub mod list;
pub mod listen;
pub mod replay;
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
    Replay(replay::Args),
    Verify(verify::Args),
}

pub async fn run(ctx: &Context, cmd: &WebhooksCommand) -> Result<()> {
    match cmd {
        WebhooksCommand::List(args) => list::run(ctx, args).await,
        WebhooksCommand::Create(args) => create::run(ctx, args).await,
        WebhooksCommand::Delete(args) => delete::run(ctx, args).await,
        WebhooksCommand::Enable(args) => enable::run(ctx, args).await,
        WebhooksCommand::Listen(args) => listen::run(ctx, args).await,
        WebhooksCommand::Replay(args) => replay::run(ctx, args).await,
        WebhooksCommand::Verify(args) => verify::run(ctx, args).await,
    }
}

pub use crate::ops::webhooks::ENDPOINT_VIEW;

pub use crate::ops::webhooks::check_endpoint_url;

/// `--event` values: the six kinds or `all`.
pub fn event_kinds(raw: &[String]) -> Result<Vec<String>> {
    let mut out = Vec::new();
    for k in raw.iter().map(|k| k.trim()) {
        if k == ALL_EVENTS {
            return Ok(Vec::new());
        }
        if EventKind::TABLE.iter().all(|(w, _)| *w != k) {
            return Err(
                Error::usage(format!("unknown event kind {k:?}")).with_hint(format!(
                    "one of {}, or all",
                    EventKind::TABLE
                        .iter()
                        .map(|(w, _)| *w)
                        .collect::<Vec<_>>()
                        .join(", ")
                )),
            );
        }
        out.push(k.to_string());
    }
    Ok(out)
}

/// The secrets to verify with: given, else the sandbox's endpoints'.
pub async fn secrets(ctx: &Context, given: &[String]) -> Result<Vec<Vec<u8>>> {
    if given.iter().any(|s| s.trim().is_empty()) {
        return Err(Error::usage("an empty --secret cannot verify anything")
            .with_hint("give the secret `talent webhooks create` printed"));
    }
    if !given.is_empty() {
        return Ok(given.iter().map(|s| s.trim().as_bytes().to_vec()).collect());
    }
    let missing = || {
        Error::usage("a signing secret is required to verify deliveries").with_hint(
            "give --secret S (repeat while rotating) or set TALENT_WEBHOOK_SECRET; on the sandbox, create an endpoint first",
        )
    };
    if !ctx.settings.sandbox && ctx.settings.base_url == crate::config::DEFAULT_BASE_URL {
        return Err(missing());
    }
    let secrets = crate::ops::webhooks::sandbox_secrets(ctx.client().await?)
        .await
        .map_err(|_| missing())?;
    if secrets.is_empty() {
        return Err(missing());
    }
    ctx.ui.status(&format!(
        "Verifying with the secrets of the sandbox's {} endpoint(s)",
        secrets.len()
    ));
    Ok(secrets)
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
