//! `talent webhooks listen`: a local receiver that verifies, handles each
//! event once, logs, forwards and prints (see `ops::webhook_listen`).

use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;

use clap::Args as ClapArgs;

use super::{check_endpoint_url, event_kinds, secrets};
use crate::cmd::Context;
use crate::ops::webhook_listen;
use crate::output::{col, CellKind, Format, View};
use crate::Result;

/// Receive webhook events locally, verified and each handled once
///
/// Starts an HTTP receiver on --addr that accepts POST on any path. Each
/// delivery's X-Service-Signature (sha256=HEX, an HMAC-SHA256 of the raw
/// body) is checked in constant time against every secret given (several
/// while a secret is rotated): a bad or missing one is answered 401, one
/// line on stderr, never forwarded.
///
/// Each event is handled once: its id is recorded as done (in the ledger,
/// kept 24 h, across restarts) only once it was printed and, with
/// --forward-to, answered 2xx by the target, which receives the raw body,
/// the signature and X-Service-Event-Id. A duplicate of a done event, or an
/// event older than 24 h, is answered 200 and dropped (`duplicate of ID` on
/// stderr). A target that fails or takes over 10 s makes the answer 5xx or
/// 504, so the service retries: to the target this is at-least-once.
///
/// Events print as lines on a terminal and as JSONL when piped. --log FILE
/// appends every verified event's raw body, for `talent webhooks replay`.
///
/// Secrets: --secret (repeatable), else TALENT_WEBHOOK_SECRET (comma-
/// separated), else, on the sandbox, the secrets of the key's endpoints.
/// The real service delivers only to public HTTPS: put a tunnel or a TLS
/// proxy in front of this receiver; a sandbox may deliver to http:// on
/// loopback.
///
/// Example:
///   talent --sandbox webhooks listen --addr 127.0.0.1:8787 --forward-to http://127.0.0.1:9000/hook
#[derive(Debug, ClapArgs)]
#[command(add = crate::cmd::complete::Prints(&[&crate::cmd::webhooks::listen::EVENT_VIEW]))]
#[command(verbatim_doc_comment)]
pub struct Args {
    /// Address to listen on (port 0 picks a free one)
    #[arg(long, value_name = "HOST:PORT", default_value = "127.0.0.1:8787")]
    pub addr: String,

    /// A signing secret; repeat while rotating (old and new both verify)
    #[arg(
        long = "secret",
        value_name = "S",
        env = "TALENT_WEBHOOK_SECRET",
        hide_env_values = true,
        value_delimiter = ','
    )]
    pub secrets: Vec<String>,

    /// Pass verified new events on to this URL (https://, or http:// on loopback)
    #[arg(long, value_name = "URL")]
    pub forward_to: Option<String>,

    /// Print and forward only these kinds (repeatable or comma-separated; all by default)
    #[arg(long = "event", value_name = "KIND", value_delimiter = ',')]
    pub events: Vec<String>,

    /// Append every verified event (its raw body, one per line) to FILE
    #[arg(long, value_name = "FILE")]
    pub log: Option<PathBuf>,
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

/// How long done ids are remembered and the oldest event accepted: the
/// service retries for 10 h 36 m, plus timeouts.
const KEEP: Duration = Duration::from_secs(86_400);

pub async fn run(ctx: &Context, args: &Args) -> Result<()> {
    ctx.check(&EVENT_VIEW)?;
    // An endless stream: a pager would hold it back.
    ctx.ui.no_pager();
    let kinds = event_kinds(&args.events)?;
    let forward = match &args.forward_to {
        Some(raw) => Some(check_endpoint_url(raw, "--forward-to")?),
        None => None,
    };
    let secrets = secrets(ctx, &args.secrets).await?;
    let ledger = match crate::paths::ledger(ctx.settings.sandbox)
        .and_then(|p| crate::ledger::SqliteStore::open(&p))
    {
        Ok(l) => Some(Box::new(l) as Box<dyn crate::ledger::Store>),
        Err(e) => {
            ctx.ui.warn(&format!(
                "{}; done events are remembered only while this runs",
                e.message
            ));
            None
        }
    };
    let scale = ctx.settings.time_scale;
    let opts = webhook_listen::ListenOptions {
        addr: args.addr.clone(),
        secrets,
        forward,
        kinds,
        log: args.log.clone(),
        ledger,
        keep: scale.scale(KEEP),
        header_timeout: scale
            .scale(webhook_listen::HEADER_TIMEOUT)
            .max(Duration::from_millis(200)),
        ca_file: ctx.ca_file()?,
        words: crate::cmd::args::flag,
    };
    // An endless stream cannot be one JSON array: piped, it is JSONL.
    let jsonl = crate::output::Printer::new(crate::output::PrinterOptions {
        format: Format::Jsonl,
        fields: Vec::new(),
        color: false,
        width: None,
        now: ctx.settings.clock.now(),
        formula_guard: true,
        headers: true,
        jq: None,
        fields_word: crate::cmd::args::flag(crate::ops::kit::field::Field::Fields),
    })?
    .masking(ctx.ui.secrets());
    let printer = match ctx.printer().format() {
        Format::Json if ctx.global.output.is_none() => &jsonl,
        _ => ctx.printer(),
    };
    let io = crate::ops::Io {
        printer,
        ..ctx.io()
    };
    let sink = Arc::clone(&ctx.ui) as Arc<dyn crate::sink::Sink>;
    webhook_listen::listen(opts, sink, io, &EVENT_VIEW).await
}
