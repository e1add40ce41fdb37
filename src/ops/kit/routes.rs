//! The service's routes as typed requests, one function each: method, path,
//! rate-limit class and body in one place (the spec's endpoint tables), so a
//! command never spells a path or a class. Ids come in already checked and
//! encoded as one path segment (`api::query::id_segment`).

use serde::Serialize;
use serde_json::{json, Map, Value};
use talent_spec::enums::{JobStatus, WebhookStatus};

use crate::api::types::{BulkInviteRequest, InviteRequest};
use crate::api::{Effect, Method, Request, RouteClass, Surface};
use crate::Result;

/// The boolean of GET /jobs (main) that adds paused jobs. The spec does not
/// name it; this is the sandbox's name (docs/assumptions.md).
pub const INCLUDE_PAUSED_PARAM: &str = "includePaused";

fn json_of<T: Serialize>(body: &T) -> Result<Value> {
    Ok(serde_json::to_value(body)?)
}

/// GET /candidates/{talentCardId}: an unlock, class sensitiveRead. `segment`
/// is `card` encoded as one path segment.
pub fn candidate_details(card: &str, segment: &str) -> Request {
    Request::main(Method::Get, format!("/candidates/{segment}"))
        .class(RouteClass::SensitiveRead)
        .effect(Effect::Unlock {
            card: card.to_string(),
        })
}

/// One page of GET /search/candidates: a search, class search.
pub fn search_page(params: &[(String, String)], page: u64, page_size: Option<u32>) -> Request {
    let mut req = Request::main(Method::Get, "/search/candidates")
        .class(RouteClass::Search)
        .effect(Effect::Search);
    for (k, v) in params {
        req = req.query(k, v);
    }
    req.query("page", page).query_opt("pageSize", page_size)
}

/// One page of GET /jobs/{jobId}/applications. `job` is already a path segment.
pub fn applications_page(
    job: &str,
    stage: Option<&str>,
    page: u64,
    page_size: Option<u32>,
) -> Request {
    Request::main(Method::Get, format!("/jobs/{job}/applications"))
        .query_opt("stageId", stage)
        .query("page", page)
        .query_opt("pageSize", page_size)
}

/// POST /v1/sourcing/invite for one batch: against the job's daily cap.
pub fn bulk_invite(body: &BulkInviteRequest) -> Result<Request> {
    Ok(Request::alt(Method::Post, "/sourcing/invite")
        .effect(Effect::BulkInvite {
            job: body.job_id.clone(),
            n: body.candidate_ids.len() as u64,
        })
        .json(json_of(body)?))
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
pub fn invite_to_apply(body: &InviteRequest) -> Result<Request> {
    Ok(Request::main(Method::Post, "/invite-to-apply")
        .class(RouteClass::InviteToApply)
        .effect(Effect::Invite {
            job: body.job_id.clone(),
            card: body.talent_card_id.clone(),
        })
        .json(json_of(body)?))
}

/// POST /messages: a follow-up in a thread (global class only); no meter,
/// but it reaches a person (the outreach allowance).
pub fn message<T: Serialize>(body: &T) -> Result<Request> {
    let body = json_of(body)?;
    let thread = body
        .get("threadId")
        .and_then(Value::as_str)
        .unwrap_or_default()
        .to_string();
    Ok(Request::main(Method::Post, "/messages")
        .effect(Effect::Message { thread })
        .json(body))
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

/// A raw request (`talent api`, `talent fixtures`) typed by the same route
/// table as the commands: its rate-limit class and its effect, so the pacer
/// and the guard see it as they see the command that sends the same one.
/// `path` is below the interface's base; `body` is what will be sent.
pub fn raw(
    surface: Surface,
    method: Method,
    path: impl Into<String>,
    body: Option<Value>,
) -> Request {
    let req = Request::new(surface, method, path);
    typed(match body {
        Some(b) => req.json(b),
        None => req,
    })
}

/// A request assembled by hand (`talent api`, `talent fixtures`) given the
/// class and effect the route table says its method, path and body have.
pub fn typed(mut req: Request) -> Request {
    let (class, effect) = classify(req.surface, req.method, &req.path, req.body.as_ref());
    req.class = class;
    req.effect = effect;
    req
}

fn classify(
    surface: Surface,
    method: Method,
    path: &str,
    body: Option<&Value>,
) -> (RouteClass, Effect) {
    let field = |k: &str| {
        body.and_then(|b| b.get(k))
            .and_then(Value::as_str)
            .unwrap_or_default()
            .to_string()
    };
    let segs: Vec<&str> = path.trim_matches('/').split('/').collect();
    match surface {
        Surface::Main => match (method, segs.as_slice()) {
            (Method::Get, ["search", "candidates"]) => (RouteClass::Search, Effect::Search),
            (Method::Get, ["candidates", card]) => (
                RouteClass::SensitiveRead,
                Effect::Unlock {
                    card: decoded(card),
                },
            ),
            (Method::Post, ["jobs"]) => (RouteClass::CreateJob, Effect::None),
            (Method::Post, ["invite-to-apply"]) => (
                RouteClass::InviteToApply,
                Effect::Invite {
                    job: field("jobId"),
                    card: field("talentCardId"),
                },
            ),
            (Method::Post, ["messages"]) => (
                RouteClass::Global,
                Effect::Message {
                    thread: field("threadId"),
                },
            ),
            _ => (RouteClass::Global, Effect::None),
        },
        Surface::Alt => match (method, segs.as_slice()) {
            (Method::Post, ["sourcing", "invite"]) => (
                RouteClass::Alt,
                Effect::BulkInvite {
                    job: field("job_id"),
                    n: body
                        .and_then(|b| b.get("candidate_ids"))
                        .and_then(Value::as_array)
                        .map_or(0, Vec::len) as u64,
                },
            ),
            _ => (RouteClass::Alt, Effect::None),
        },
        Surface::SandboxControl => (RouteClass::Alt, Effect::None),
    }
}

/// A path segment percent-decoded (an id as the service reads it).
fn decoded(segment: &str) -> String {
    url::form_urlencoded::parse(format!("x={segment}").as_bytes())
        .next()
        .map(|(_, v)| v.into_owned())
        .unwrap_or_else(|| segment.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn class_of(surface: Surface, method: Method, path: &str) -> RouteClass {
        raw(surface, method, path, None).class
    }

    #[test]
    fn spending_routes_carry_their_class() {
        assert_eq!(
            candidate_details("tc_1", "tc_1").class,
            RouteClass::SensitiveRead
        );
        assert_eq!(create_job(Map::new()).class, RouteClass::CreateJob);
        let invite = invite_to_apply(&InviteRequest {
            talent_card_id: "t".into(),
            job_id: "j".into(),
            message: "m".into(),
        })
        .unwrap();
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

    /// A raw request gets the same effect as the command that sends it, so
    /// `talent api` is guarded by route like any command.
    #[test]
    fn raw_requests_get_the_commands_effects() {
        let typed = invite_to_apply(&InviteRequest {
            talent_card_id: "tc_1".into(),
            job_id: "job_1".into(),
            message: "hi".into(),
        })
        .unwrap();
        let raw_invite = raw(
            Surface::Main,
            Method::Post,
            "/invite-to-apply",
            Some(json!({"talentCardId": "tc_1", "jobId": "job_1", "message": "hi"})),
        );
        assert_eq!(raw_invite.effect, typed.effect);
        assert_eq!(
            raw(Surface::Main, Method::Get, "/candidates/tc%5F1", None).effect,
            candidate_details("tc_1", "tc_1").effect
        );
        assert_eq!(
            raw(Surface::Main, Method::Get, "/search/candidates", None).effect,
            search_page(&[], 1, None).effect
        );
        let bulk = BulkInviteRequest {
            job_id: "job_1".into(),
            candidate_ids: vec!["a".into(), "b".into()],
            channel: None,
            message: None,
        };
        assert_eq!(
            raw(
                Surface::Alt,
                Method::Post,
                "/sourcing/invite",
                Some(serde_json::to_value(&bulk).unwrap())
            )
            .effect,
            bulk_invite(&bulk).unwrap().effect
        );
        assert_eq!(
            raw(
                Surface::Main,
                Method::Post,
                "/messages",
                Some(json!({"threadId": "th_1", "message": "hi"}))
            )
            .effect,
            message(&json!({"threadId": "th_1", "message": "hi"}))
                .unwrap()
                .effect
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
