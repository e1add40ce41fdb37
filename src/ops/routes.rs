//! The service's routes as typed requests, one function each: method, path,
//! rate-limit class and body in one place (the spec's endpoint tables), so a
//! command never spells a path or a class. Ids come in already checked and
//! encoded as one path segment (`api::query::id_segment`).

use serde::Serialize;
use serde_json::{json, Map, Value};
use talent_spec::enums::{JobStatus, WebhookStatus};

use crate::api::{Method, Request, RouteClass, Surface};
use crate::Result;

/// The boolean of GET /jobs (main) that adds paused jobs. The spec does not
/// name it; this is the sandbox's name (docs/assumptions.md).
pub const INCLUDE_PAUSED_PARAM: &str = "includePaused";

fn json_of<T: Serialize>(body: &T) -> Result<Value> {
    Ok(serde_json::to_value(body)?)
}

/// GET /candidates/{talentCardId}: an unlock, class sensitiveRead.
pub fn candidate_details(segment: &str) -> Request {
    Request::main(Method::Get, format!("/candidates/{segment}")).class(RouteClass::SensitiveRead)
}

/// POST /jobs, class createJob.
pub fn create_job(body: Map<String, Value>) -> Request {
    Request::main(Method::Post, "/jobs")
        .class(RouteClass::CreateJob)
        .json(Value::Object(body))
}

/// One page of GET /jobs (main): active jobs, and paused ones when asked.
pub fn jobs_main(include_paused: bool, page: u64, size: Option<u32>) -> Request {
    Request::main(Method::Get, "/jobs")
        .query_opt(INCLUDE_PAUSED_PARAM, include_paused.then_some("true"))
        .query("page", page)
        .query_opt("pageSize", size)
}

/// One page of GET /v1/jobs of one status.
pub fn jobs_alt(status: JobStatus, page: u64, per_page: Option<u32>) -> Request {
    Request::alt(Method::Get, "/jobs")
        .query("status", status.as_str())
        .query("page", page)
        .query_opt("per_page", per_page)
}

/// One page of GET /v1/jobs of every status.
pub fn jobs_alt_all(page: u64, per_page: Option<u32>) -> Request {
    Request::alt(Method::Get, "/jobs")
        .query("page", page)
        .query_opt("per_page", per_page)
}

/// PATCH /v1/jobs/{id} with only the supplied fields.
pub fn patch_job<T: Serialize>(segment: &str, patch: &T) -> Result<Request> {
    Ok(Request::alt(Method::Patch, format!("/jobs/{segment}")).json(json_of(patch)?))
}

/// GET /jobs/{jobId}/stages.
pub fn stages(job_segment: &str) -> Request {
    Request::main(Method::Get, format!("/jobs/{job_segment}/stages"))
}

/// POST /invite-to-apply, class inviteToApply; spends a message.
pub fn invite_to_apply<T: Serialize>(body: &T) -> Result<Request> {
    Ok(Request::main(Method::Post, "/invite-to-apply")
        .class(RouteClass::InviteToApply)
        .json(json_of(body)?))
}

/// POST /messages: a follow-up in a thread (global class only).
pub fn message<T: Serialize>(body: &T) -> Result<Request> {
    Ok(Request::main(Method::Post, "/messages").json(json_of(body)?))
}

/// GET /usage.
pub fn usage() -> Request {
    Request::main(Method::Get, "/usage").class(RouteClass::Global)
}

/// One page of GET /v1/candidates/search.
pub fn candidates_search(
    filters: &[(String, String)],
    page: u64,
    per_page: Option<u32>,
) -> Request {
    let mut req = Request::alt(Method::Get, "/candidates/search");
    for (k, v) in filters {
        req = req.query(k, v);
    }
    req.query("page", page).query_opt("per_page", per_page)
}

/// GET /v1/candidates/{id} (`suffix` empty) or its `/profile`.
pub fn candidate_alt(segment: &str, suffix: &str) -> Request {
    Request::alt(Method::Get, format!("/candidates/{segment}{suffix}"))
}

/// POST /v1/sourcing/shortlist.
pub fn shortlist<T: Serialize>(body: &T) -> Result<Request> {
    Ok(Request::alt(Method::Post, "/sourcing/shortlist").json(json_of(body)?))
}

/// GET /v1/webhooks.
pub fn webhooks() -> Request {
    Request::alt(Method::Get, "/webhooks")
}

/// POST /v1/webhooks.
pub fn create_webhook<T: Serialize>(body: &T) -> Result<Request> {
    Ok(Request::alt(Method::Post, "/webhooks").json(json_of(body)?))
}

/// DELETE /v1/webhooks/{id}.
pub fn delete_webhook(segment: &str) -> Request {
    Request::alt(Method::Delete, format!("/webhooks/{segment}"))
}

/// PATCH /v1/webhooks/{id} with status active: re-enables it.
pub fn enable_webhook(segment: &str) -> Request {
    Request::alt(Method::Patch, format!("/webhooks/{segment}"))
        .json(json!({"status": WebhookStatus::Active.as_str()}))
}

/// The sandbox's endpoints with their secrets (not in the real service).
pub fn sandbox_webhook_secrets() -> Request {
    Request::new(
        Surface::SandboxControl,
        Method::Get,
        "/_sandbox/webhooks/secrets",
    )
}

/// The sandbox's control route that emits an event (not in the real service).
pub fn sandbox_trigger(body: Value) -> Request {
    Request::new(Surface::SandboxControl, Method::Post, "/_sandbox/events").json(body)
}

/// The rate-limit class a raw request consumes (`talent api`), so the pacer
/// and guard see it as they see the command that sends the same one.
pub fn class_of(surface: Surface, method: Method, path: &str) -> RouteClass {
    if surface == Surface::Alt {
        return RouteClass::Alt;
    }
    let segs: Vec<&str> = path.trim_matches('/').split('/').collect();
    match (method, segs.as_slice()) {
        (Method::Get, ["search", "candidates"]) => RouteClass::Search,
        (Method::Get, ["candidates", _]) => RouteClass::SensitiveRead,
        (Method::Post, ["jobs"]) => RouteClass::CreateJob,
        (Method::Post, ["invite-to-apply"]) => RouteClass::InviteToApply,
        _ => RouteClass::Global,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn spending_routes_carry_their_class() {
        assert_eq!(candidate_details("tc_1").class, RouteClass::SensitiveRead);
        assert_eq!(create_job(Map::new()).class, RouteClass::CreateJob);
        let invite = invite_to_apply(&json!({"talentCardId": "t"})).unwrap();
        assert_eq!(invite.class, RouteClass::InviteToApply);
        assert_eq!(
            class_of(Surface::Main, Method::Get, "/candidates/x"),
            RouteClass::SensitiveRead
        );
        assert_eq!(
            class_of(Surface::Main, Method::Get, "/search/candidates"),
            RouteClass::Search
        );
        assert_eq!(
            class_of(Surface::Alt, Method::Get, "/candidates/x"),
            RouteClass::Alt
        );
        assert_eq!(
            class_of(Surface::Main, Method::Get, "/usage"),
            RouteClass::Global
        );
    }

    #[test]
    fn lists_carry_their_paging() {
        let q = |r: Request| {
            r.query
                .iter()
                .map(|(k, v)| format!("{k}={v}"))
                .collect::<Vec<_>>()
                .join("&")
        };
        assert_eq!(
            q(jobs_main(true, 2, Some(20))),
            "includePaused=true&page=2&pageSize=20"
        );
        assert_eq!(
            q(jobs_alt(JobStatus::Closed, 1, None)),
            "status=closed&page=1"
        );
        assert_eq!(
            q(candidates_search(
                &[("skills".into(), "go".into())],
                3,
                Some(50)
            )),
            "skills=go&page=3&per_page=50"
        );
    }
}
