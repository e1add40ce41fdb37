//! Lookups, checks and renderings more than one route module uses: a job or
//! its 404, whether a job takes candidates, the usage object, the event
//! kinds, paging of a list. Route modules share them through here rather
//! than importing each other.

use axum::response::{IntoResponse, Response};
use serde::Serialize;
use serde_json::{json, Value};
use talent_spec::events::EventKind;
use talent_spec::time::TimeScale;
use talent_spec::wire::WireEnum;

use super::http::ApiError;
use super::state::{cycle_len, iso, Job, JobStatus, Workspace};

/// Serializes a view; views are plain data, so this cannot fail in practice.
pub fn json_of<T: Serialize>(v: &T) -> Value {
    serde_json::to_value(v).unwrap_or(Value::Null)
}

/// Minimums may not exceed maximums (shared with the additional interface's PATCH).
pub fn check_ranges(job: &Job) -> Result<(), ApiError> {
    if let (Some(a), Some(b)) = (job.experience_min, job.experience_max) {
        if a > b {
            return Err(ApiError::invalid("experience minimum exceeds the maximum."));
        }
    }
    if let (Some(a), Some(b)) = (job.salary_min, job.salary_max) {
        if a > b {
            return Err(ApiError::invalid("salary minimum exceeds the maximum."));
        }
    }
    Ok(())
}

/// The items of page `page` (1-based) of `size`.
pub fn paginate<T>(items: &[T], page: usize, size: usize) -> &[T] {
    let start = page.saturating_sub(1).saturating_mul(size).min(items.len());
    let end = start.saturating_add(size).min(items.len());
    &items[start..end]
}

/// The workspace's job `id`, or 404 (shared by both interfaces).
pub fn job_or_404<'a>(ws: &'a Workspace, id: &str) -> Result<&'a Job, ApiError> {
    ws.job(id).ok_or_else(|| no_job(id))
}

/// The 404 for a job id the workspace does not have.
pub fn no_job(id: &str) -> ApiError {
    ApiError::not_found(format!("No job {id:?} in this workspace."))
}

/// 409 for a job that is not taking new candidates.
pub fn check_open(job: &Job) -> Result<(), ApiError> {
    match job.status {
        JobStatus::Active => Ok(()),
        JobStatus::Paused => Err(ApiError::conflict(
            "job_paused",
            format!(
                "Job {:?} is paused; resume it before inviting or sourcing.",
                job.id
            ),
        )),
        JobStatus::Closed => Err(ApiError::conflict(
            "job_closed",
            format!(
                "Job {:?} is closed; a closed job cannot be reopened.",
                job.id
            ),
        )),
    }
}

#[derive(Serialize)]
struct Meter {
    used: u32,
    limit: u32,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct UsageView<'a> {
    workspace_id: &'a str,
    api_unlocks: Meter,
    searches: Meter,
    messages: Meter,
    cycle_ends_on: String,
    plan_expires_on: Option<String>,
}

/// The usage object of a workspace (also answered by control routes).
pub fn usage_view(ws: &Workspace, scale: TimeScale) -> Value {
    json_of(&UsageView {
        workspace_id: &ws.id,
        api_unlocks: Meter {
            used: ws.used.unlocks,
            limit: ws.grants.unlocks,
        },
        searches: Meter {
            used: ws.used.searches,
            limit: ws.grants.searches,
        },
        messages: Meter {
            used: ws.used.messages,
            limit: ws.grants.messages,
        },
        cycle_ends_on: iso(ws.cycle_start + cycle_len(scale)),
        plan_expires_on: ws.plan_expires_on.map(iso),
    })
}

/// 400 unless `event` is one of the six kinds (webhook subscriptions and the
/// control route's trigger).
pub fn check_event_kind(event: &str) -> Result<(), ApiError> {
    if EventKind::parse(event).is_some() {
        Ok(())
    } else {
        Err(ApiError::invalid(format!(
            "Unknown event kind {event:?}; known: {}.",
            EventKind::names().join(", ")
        )))
    }
}

/// The part of a shortlist card a `candidate.shortlisted` event carries.
pub fn event_card(card: &Value) -> Value {
    json!({"name": card["name"], "headline": card["headline"], "location": card["location"]})
}

/// Any path no route matches.
pub async fn not_found() -> Response {
    ApiError::not_found("No such route; the interfaces live under /api/v1 and /v1.").into_response()
}
