//! `talent sandbox trigger EVENT`: make a running sandbox emit a webhook event
//! through its control route (the real service has no such route).

use serde_json::{json, Value};

use talent_spec::events::EventKind;

use crate::cmd::args::wire;
use crate::cmd::Context;
use crate::output::{col, CellKind, View};
use crate::{Error, Result};

/// Make a sandbox emit a webhook event.
///
/// Talks to the sandbox that --base-url (or TALENT_BASE_URL) names, with the
/// profile's key (or TALENT_API_KEY), or to the embedded one with --sandbox. The event goes to
/// every active webhook endpoint subscribed to it, signed, and the envelope is
/// printed on stdout. invite.accepted also makes the candidate's contact visible.
/// Without --job and --candidate the sandbox picks the first application it has.
///
/// Example: talent sandbox trigger invite.accepted --job job_0123 --candidate cand_0042
#[derive(Debug, clap::Args)]
pub struct Args {
    /// Event kind
    #[arg(value_parser = wire::<EventKind>())]
    pub event: EventKind,

    /// Job the event is about
    #[arg(long, value_name = "ID")]
    pub job: Option<String>,

    /// Candidate the event is about (cand_ id or talentCardId)
    #[arg(long, value_name = "ID")]
    pub candidate: Option<String>,

    /// Extra or overriding `data` fields, as a JSON object
    #[arg(long, value_name = "JSON")]
    pub data: Option<String>,
}

pub async fn run(ctx: &Context, args: &Args) -> Result<()> {
    ctx.check(&ENVELOPE)?;
    let body = request_body(args)?;
    if !ctx.settings.sandbox && ctx.settings.base_url == crate::config::DEFAULT_BASE_URL {
        return Err(Error::usage(
            "no sandbox to trigger: give --base-url of a running sandbox, or --sandbox",
        )
        .with_hint("start one with `talent sandbox serve` and pass its base_url"));
    }
    let client = ctx.client().await?;
    let envelope = crate::ops::webhooks::sandbox_trigger(client, body)
        .await
        .map_err(not_a_sandbox)?;
    ctx.printer().one(&ctx.ui, &ENVELOPE, &envelope)
}

pub(crate) const ENVELOPE: View = View {
    columns: &[
        col("ID", "id", CellKind::Id),
        col("EVENT", "event", CellKind::Text),
        col("CREATED", "created_at", CellKind::DateTime),
        col("DATA", "data", CellKind::Auto),
    ],
    key: Some("id"),
    schema: Some("alt#WebhookEvent"),
};

/// A 404 on the control route means the base URL is a real service, not a sandbox.
fn not_a_sandbox(e: Error) -> Error {
    if e.kind == crate::ErrorKind::NotFound && e.code.as_deref() != Some("not_found") {
        return e.with_hint("the base URL does not name a sandbox; start one with `talent sandbox serve` or use --sandbox");
    }
    e
}

fn request_body(args: &Args) -> Result<Value> {
    let mut body = json!({ "event": args.event.as_str() });
    if let Some(job) = &args.job {
        body["job_id"] = json!(job);
    }
    if let Some(c) = &args.candidate {
        body["candidate_id"] = json!(c);
    }
    if let Some(raw) = &args.data {
        let data: Value = serde_json::from_str(raw)
            .map_err(|e| Error::usage(format!("--data is not valid JSON: {e}")))?;
        if !data.is_object() {
            return Err(Error::usage("--data must be a JSON object"));
        }
        body["data"] = data;
    }
    Ok(body)
}
