//! `talent webhooks listen`: a local receiver. Every POST (any path) is
//! checked against `X-Service-Signature` over its exact raw body; verified
//! events stream to the printer, others get 401 and a warning. With
//! `--forward-to` a verified delivery is passed on, signature and all.

use std::sync::Arc;

use clap::Args as ClapArgs;

use super::check_endpoint_url;
use crate::cmd::Context;
use crate::ops::webhook_listen;
use crate::output::{col, CellKind, View};
use crate::signals::StopSignals;
use crate::{Error, Result};

/// Receive webhook events locally and verify their signatures
///
/// Starts an HTTP receiver on --addr that accepts POST on any path. Each
/// delivery's X-Service-Signature (sha256=HEX, an HMAC-SHA256 of the raw
/// body) is checked with the endpoint's secret in constant time: a verified
/// event is answered 200 and printed (table: one line per event; jsonl: one
/// envelope per line), anything else gets 401 and a warning on stderr.
///
/// With --forward-to URL a verified delivery is re-posted there, raw body
/// and signature header unchanged, and answered with that URL's status.
/// Prints `Listening on http://ADDR` on stderr once ready; runs until
/// Ctrl-C or SIGTERM. To reach it from the internet, put a tunnel in front.
///
/// Example: TALENT_WEBHOOK_SECRET=whsec_... talent webhooks listen --addr 127.0.0.1:8787 -o jsonl
#[derive(Debug, ClapArgs)]
pub struct Args {
    /// Address to listen on (port 0 picks a free one)
    #[arg(long, value_name = "HOST:PORT", default_value = "127.0.0.1:8787")]
    pub addr: String,

    /// The endpoint's signing secret
    #[arg(
        long,
        value_name = "S",
        env = "TALENT_WEBHOOK_SECRET",
        hide_env_values = true
    )]
    pub secret: Option<String>,

    /// Pass verified deliveries on to this URL (https://, or http:// on loopback)
    #[arg(long, value_name = "URL")]
    pub forward_to: Option<String>,
}

/// One line per event: when, what, which, and its data (ids first).
pub(crate) const EVENT_VIEW: View = View {
    columns: &[
        col("TIME", "created_at", CellKind::DateTime),
        col("EVENT", "event", CellKind::Text),
        col("ID", "id", CellKind::Id),
        col("DATA", "data", CellKind::Auto),
    ],
    key: Some("id"),
    schema: Some("alt#WebhookEvent"),
};

pub async fn run(ctx: &Context, args: &Args) -> Result<()> {
    ctx.printer().check(&EVENT_VIEW)?;
    let secret = secret(args)?;
    let forward = match &args.forward_to {
        Some(raw) => Some(check_endpoint_url(raw, "--forward-to")?),
        None => None,
    };
    let mut signals = StopSignals::install()?;
    let mut listening =
        webhook_listen::start(&args.addr, secret, forward, Arc::clone(&ctx.ui)).await?;
    ctx.ui
        .status(&format!("Listening on http://{}", listening.local));
    let mut out = ctx.printer().stream(&ctx.ui, &EVENT_VIEW);
    loop {
        tokio::select! {
            Some(event) = listening.events.recv() => out.push(&event)?,
            _ = signals.recv() => break,
        }
    }
    for event in listening.stop().await {
        out.push(&event)?;
    }
    ctx.ui
        .status(&format!("Stopped; {} event(s) verified.", out.count()));
    Ok(())
}

/// `--secret` or TALENT_WEBHOOK_SECRET: without one nothing can be verified.
fn secret(args: &Args) -> Result<Vec<u8>> {
    match args.secret.as_deref() {
        Some(s) if !s.is_empty() => Ok(s.as_bytes().to_vec()),
        _ => Err(Error::usage("a signing secret is required to verify deliveries")
            .with_hint(
                "give --secret S or set TALENT_WEBHOOK_SECRET (the secret `talent webhooks create` printed)",
            )),
    }
}
