//! `talent sandbox trigger EVENT`: make a running sandbox emit a webhook event
//! through its control route (the real service has no such route).

use serde_json::{json, Value};

use crate::cmd::Context;
use crate::sandbox::{self, SandboxConfig};
use crate::{Error, Result};

/// The six event kinds of the service.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum EventKind {
    #[value(name = "candidate.shortlisted")]
    CandidateShortlisted,
    #[value(name = "candidate.stage_changed")]
    CandidateStageChanged,
    #[value(name = "invite.accepted")]
    InviteAccepted,
    #[value(name = "invite.declined")]
    InviteDeclined,
    #[value(name = "offer.made")]
    OfferMade,
    #[value(name = "job.closed")]
    JobClosed,
}

impl EventKind {
    pub fn as_str(self) -> &'static str {
        match self {
            EventKind::CandidateShortlisted => "candidate.shortlisted",
            EventKind::CandidateStageChanged => "candidate.stage_changed",
            EventKind::InviteAccepted => "invite.accepted",
            EventKind::InviteDeclined => "invite.declined",
            EventKind::OfferMade => "offer.made",
            EventKind::JobClosed => "job.closed",
        }
    }
}

/// Make a sandbox emit a webhook event.
///
/// Talks to the sandbox that --base-url (or TALENT_BASE_URL) names, with the key
/// in TALENT_API_KEY, or to the embedded one with --sandbox. The event goes to
/// every active webhook endpoint subscribed to it, signed, and the envelope is
/// printed on stdout. invite.accepted also makes the candidate's contact visible.
/// Without --job and --candidate the sandbox picks the first application it has.
///
/// Example: talent sandbox trigger invite.accepted --job job_0123 --candidate cand_0042
#[derive(Debug, clap::Args)]
pub struct Args {
    /// Event kind
    #[arg(value_enum)]
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
    let body = request_body(args)?;
    let envelope = if ctx.global.sandbox {
        trigger_embedded(&body).await?
    } else {
        let base = ctx.global.base_url.as_deref().ok_or_else(|| {
            Error::usage(
                "no sandbox to trigger: give --base-url of a running sandbox, or --sandbox",
            )
            .with_hint("start one with `talent sandbox serve` and pass its base_url")
        })?;
        let key = std::env::var("TALENT_API_KEY").map_err(|_| {
            Error::auth("TALENT_API_KEY is not set")
                .with_hint("export one of the keys `talent sandbox serve` printed")
        })?;
        post_event(base, &key, &body).await?
    };
    let mut out = serde_json::to_vec_pretty(&envelope)?;
    out.push(b'\n');
    ctx.ui.out(&out)
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

/// Starts the embedded sandbox, triggers, and stops it (state saved, first
/// delivery attempts given time to land).
async fn trigger_embedded(body: &Value) -> Result<Value> {
    let cfg = SandboxConfig {
        state_file: Some(sandbox::embedded_state_path()?),
        time_scale: crate::clock::TimeScale::from_env()?,
        ..SandboxConfig::default()
    };
    let sb = sandbox::start(cfg).await?;
    let result = post_event(&sb.base_url, &sb.keys.production, body).await;
    sb.shutdown().await?;
    result
}

/// POSTs to `/_sandbox/events` at the origin of `base_url`.
async fn post_event(base_url: &str, key: &str, body: &Value) -> Result<Value> {
    let mut url = url::Url::parse(base_url)
        .map_err(|e| Error::usage(format!("invalid base URL {base_url:?}: {e}")))?;
    url.set_path("/_sandbox/events");
    url.set_query(None);
    let client = reqwest::Client::builder()
        .no_proxy()
        .build()
        .map_err(|e| Error::failure(format!("cannot build the HTTP client: {e}")))?;
    let resp = client
        .post(url.clone())
        .bearer_auth(key)
        .json(body)
        .send()
        .await
        .map_err(|e| Error::failure(format!("cannot reach the sandbox at {url}: {e}")))?;
    let status = resp.status();
    let value: Value = resp
        .json()
        .await
        .map_err(|e| Error::failure(format!("the sandbox answered {status} with no JSON: {e}")))?;
    if status.is_success() {
        return Ok(value);
    }
    let message = value["error_description"]
        .as_str()
        .unwrap_or("unknown error");
    let kind = match status.as_u16() {
        400 => crate::ErrorKind::Usage,
        401 | 403 => crate::ErrorKind::Auth,
        404 => crate::ErrorKind::NotFound,
        _ => crate::ErrorKind::Failure,
    };
    let err = Error::new(
        kind,
        format!("the sandbox refused the trigger ({status}): {message}"),
    );
    Err(match value["error_code"].as_str() {
        Some(code) => err.with_code(code),
        None => err,
    })
}
