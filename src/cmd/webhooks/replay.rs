//! `talent webhooks replay FILE`: deliver again what `listen --log` kept.

use std::path::PathBuf;

use clap::Args as ClapArgs;

use super::{check_endpoint_url, event_kinds, secrets};
use crate::cmd::Context;
use crate::input::read_input;
use crate::ops::webhook_listen;
use crate::{Error, Result};

/// Deliver again the events a `webhooks listen --log FILE` kept
///
/// The service has no resend, and disables an endpoint after 5 failed
/// deliveries: events that reached `listen` but not your system can be sent
/// again from its log. Each line's exact bytes are posted to --forward-to,
/// signed with the secret (so with the signature they arrived with) and
/// with X-Service-Event-Id, in the order they were received. Prints one
/// line per event; exits 1 if any was not answered 2xx.
///
/// Example:
///   talent webhooks replay events.jsonl --forward-to http://127.0.0.1:9000/hook --since 2026-06-15T00:00:00Z
#[derive(Debug, ClapArgs)]
#[command(verbatim_doc_comment)]
pub struct Args {
    /// The log written by `webhooks listen --log` (`-` for stdin)
    #[arg(value_name = "FILE")]
    pub file: PathBuf,

    /// Where to deliver (https://, or http:// on loopback)
    #[arg(long, value_name = "URL")]
    pub forward_to: String,

    /// Only these kinds (repeatable or comma-separated; all by default)
    #[arg(long = "event", value_name = "KIND", value_delimiter = ',')]
    pub events: Vec<String>,

    /// Only events created at or after this instant (RFC 3339)
    #[arg(long, value_name = "TIME")]
    pub since: Option<String>,

    /// The secret to sign with (the endpoint's; TALENT_WEBHOOK_SECRET, or on
    /// the sandbox its endpoints')
    #[arg(
        long = "secret",
        value_name = "S",
        env = "TALENT_WEBHOOK_SECRET",
        hide_env_values = true,
        value_delimiter = ','
    )]
    pub secrets: Vec<String>,
}

pub async fn run(ctx: &Context, args: &Args) -> Result<()> {
    let url = check_endpoint_url(&args.forward_to, "--forward-to")?;
    let kinds = event_kinds(&args.events)?;
    let since = match &args.since {
        Some(t) => Some(
            chrono::DateTime::parse_from_rfc3339(t.trim())
                .map_err(|e| {
                    Error::usage(format!("--since {t:?} is not an RFC 3339 instant: {e}"))
                        .with_hint("e.g. --since 2026-06-15T00:00:00Z")
                })?
                .with_timezone(&chrono::Utc),
        ),
        None => None,
    };
    let text = read_input(&args.file)?;
    // The newest secret signs: the first given.
    let secret = secrets(ctx, &args.secrets).await?.remove(0);
    let results =
        webhook_listen::replay(&text, &secret, &url, &kinds, since, ctx.ca_file()?.as_ref())
            .await?;
    let mut failed = 0usize;
    for r in &results {
        match &r.outcome {
            Ok(s) if (200..300).contains(s) => {
                ctx.ui.status(&format!("{} {}: {s}", r.id, r.kind));
            }
            Ok(s) => {
                failed += 1;
                ctx.ui.warn(&format!("{} {}: answered {s}", r.id, r.kind));
            }
            Err(e) => {
                failed += 1;
                ctx.ui.warn(&format!("{} {}: {e}", r.id, r.kind));
            }
        }
    }
    ctx.ui.status(&format!(
        "Replayed {} event(s) to {url}; {failed} not accepted.",
        results.len()
    ));
    if failed > 0 {
        return Err(
            Error::failure(format!("{failed} event(s) were not accepted by {url}"))
                .with_hint("fix the target and replay again: it should drop ids it has seen"),
        );
    }
    Ok(())
}
