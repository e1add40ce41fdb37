//! The additional interface (`/v1`, snake_case, `{"error": {code, message}}`):
//! candidate lookup and profile, jobs, job updates, shortlist, bulk invite and
//! webhook endpoints.

use axum::body::Bytes;
use axum::extract::{Path, State};
use axum::http::{HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, patch, post};
use axum::{Extension, Json, Router};
use chrono::{Duration, Utc};
use serde::Serialize;
use serde_json::{json, Value};
use talent_spec::codes;
use talent_spec::enums::{Channel, InviteStatus};
use talent_spec::events::EventKind;

use super::app::{App, Caller};
use super::http::{require_json, ApiError, Fields, Query, QueryString, Reply};
use super::state::{
    iso, scaled, Invite, InviteVia, Job, JobStatus, PipelineEntry, RemoteType, Scope, Webhook,
    WebhookStatus,
};
use super::views::{
    check_event_kind, check_open, check_ranges, event_card, job_or_404, json_of, no_job, not_found,
    paginate,
};
use talent_spec::limits::{JOB_DESCRIPTION_MAX, JOB_TITLE_MAX, SALARY_MAX};

/// Duplicate window of bulk invites, before scaling.
const INVITE_WINDOW_DAYS: i64 = talent_spec::limits::BULK_INVITE_DUPLICATE_DAYS;
/// Bulk invites per job per (scaled) day.
const INVITES_PER_JOB_PER_DAY: usize = talent_spec::limits::BULK_INVITES_PER_JOB_PER_DAY as usize;
/// Message of a bulk invite when none is given.
const INVITE_TEMPLATE: &str =
    "Hi! Your profile looks like a great fit for the {title} role. Reply here if you are interested.";

pub fn router() -> Router<App> {
    Router::new()
        .route("/candidates/search", get(search))
        .route("/candidates/{id}", get(summary))
        .route("/candidates/{id}/profile", get(profile))
        .route("/jobs", get(list_jobs))
        .route("/jobs/{id}", patch(update_job))
        .route("/sourcing/shortlist", post(shortlist))
        .route("/sourcing/invite", post(invite))
        .route("/webhooks", get(list_webhooks).post(create_webhook))
        .route(
            "/webhooks/{id}",
            patch(update_webhook).delete(delete_webhook),
        )
        .fallback(not_found)
}

/// GET /candidates/search: the pool validates and pages (off the async threads).
async fn search(
    State(app): State<App>,
    Extension(c): Extension<Caller>,
    QueryString(q): QueryString,
) -> Reply {
    c.require(Scope::SearchRead)?;
    let params = Query::parse(q.as_deref()).0;
    let pool = app.pool.clone();
    let page = crate::task::spawn_blocking(move || pool.search_alt(&params)).await??;
    let data: Vec<Value> = page.ids.iter().map(|&i| app.pool.summary(i)).collect();
    Ok(Json(
        json!({"total": page.total, "page": page.page, "per_page": page.per_page, "data": data}),
    ))
}

fn cand_or_404(app: &App, id: &str) -> Result<u32, ApiError> {
    app.pool
        .by_cand_id(id)
        .ok_or_else(|| ApiError::not_found(format!("No candidate with id {id:?}.")))
}

/// GET /candidates/{id}.
async fn summary(
    State(app): State<App>,
    Extension(c): Extension<Caller>,
    Path(id): Path<String>,
) -> Reply {
    c.require(Scope::CandidatesRead)?;
    let idx = cand_or_404(&app, &id)?;
    Ok(Json(app.pool.summary(idx)))
}

/// GET /candidates/{id}/profile: contact only once unlocked or an invite was accepted.
async fn profile(
    State(app): State<App>,
    Extension(c): Extension<Caller>,
    Path(id): Path<String>,
) -> Reply {
    c.require(Scope::CandidatesRead)?;
    let idx = cand_or_404(&app, &id)?;
    let visible = {
        let world = app.world();
        world.workspaces[c.ws].contact_visible(app.pool.talent_card_id(idx), &id)
    };
    Ok(Json(app.pool.profile(idx, visible)))
}

#[derive(Serialize)]
struct JobView<'a> {
    id: &'a str,
    title: &'a str,
    description: &'a str,
    skills_required: &'a [String],
    skills_preferred: &'a [String],
    experience_min: i64,
    experience_max: i64,
    location: &'a str,
    remote_type: RemoteType,
    salary_min: i64,
    salary_max: i64,
    status: JobStatus,
    shortlist_count: usize,
    created_at: String,
}

/// The full job object of the additional interface.
pub fn job_view(j: &Job) -> Value {
    let shown = j.shown();
    json_of(&JobView {
        id: &j.id,
        title: &j.title,
        description: &j.description,
        skills_required: &j.skills_required,
        skills_preferred: &j.skills_preferred,
        experience_min: shown.experience_min,
        experience_max: shown.experience_max,
        location: &shown.location,
        remote_type: shown.remote_type,
        salary_min: shown.salary_min,
        salary_max: shown.salary_max,
        status: j.status,
        shortlist_count: j.shortlisted.len(),
        created_at: iso(j.created_at),
    })
}

fn job_item(j: &Job) -> Value {
    let shown = j.shown();
    json!({
        "id": j.id,
        "title": j.title,
        "status": j.status,
        "location": shown.location,
        "remote_type": shown.remote_type,
        "skills_required": j.skills_required,
        "experience_min": shown.experience_min,
        "experience_max": shown.experience_max,
        "shortlist_count": j.shortlisted.len(),
        "created_at": iso(j.created_at),
    })
}

/// GET /jobs[?status=&page=&per_page=]: all statuses unless filtered, newest first.
async fn list_jobs(
    State(app): State<App>,
    Extension(c): Extension<Caller>,
    QueryString(q): QueryString,
) -> Reply {
    c.require(Scope::JobsRead)?;
    let q = Query::parse(q.as_deref());
    let status = q.choice("status", JobStatus::TABLE)?;
    let (page, per_page) = q.paging("per_page", 50, 20)?;
    let world = app.world();
    let mut jobs: Vec<&Job> = world.workspaces[c.ws]
        .jobs
        .iter()
        .filter(|j| status.is_none_or(|s| j.status == s))
        .collect();
    jobs.sort_by_key(|j| std::cmp::Reverse(j.created_at));
    let data: Vec<Value> = paginate(&jobs, page, per_page)
        .iter()
        .map(|j| job_item(j))
        .collect();
    Ok(Json(
        json!({"total": jobs.len(), "page": page, "per_page": per_page, "data": data}),
    ))
}

const PATCH_FIELDS: &[&str] = &talent_spec::limits::JOB_PATCH_FIELDS;

/// The fields a PATCH supplies, validated before the world is touched.
struct JobPatch {
    title: Option<String>,
    description: Option<String>,
    skills_required: Option<Vec<String>>,
    skills_preferred: Option<Vec<String>>,
    experience_min: Option<i64>,
    experience_max: Option<i64>,
    location: Option<String>,
    remote_type: Option<RemoteType>,
    salary_min: Option<i64>,
    salary_max: Option<i64>,
    status: Option<JobStatus>,
    empty: bool,
}

fn parse_patch(body: &[u8]) -> Result<JobPatch, ApiError> {
    let f = Fields::parse(body, PATCH_FIELDS)?;
    let title = f.string("title", JOB_TITLE_MAX)?;
    if title.as_deref().is_some_and(|t| t.trim().is_empty()) {
        return Err(ApiError::invalid("`title` must not be empty."));
    }
    Ok(JobPatch {
        title,
        description: f.string("description", JOB_DESCRIPTION_MAX)?,
        skills_required: f.strings("skills_required", 100)?,
        skills_preferred: f.strings("skills_preferred", 100)?,
        experience_min: f.int("experience_min", 0, 60)?,
        experience_max: f.int("experience_max", 0, 60)?,
        location: f.string("location", 200)?,
        remote_type: f.choice("remote_type", RemoteType::TABLE)?,
        salary_min: f.int("salary_min", 0, SALARY_MAX)?,
        salary_max: f.int("salary_max", 0, SALARY_MAX)?,
        status: f.choice("status", JobStatus::TABLE)?,
        empty: f.is_empty(),
    })
}

/// Applies a validated patch to a copy of the job.
fn patched(job: &Job, p: JobPatch) -> Job {
    let mut j = job.clone();
    j.title = p.title.unwrap_or(j.title);
    j.description = p.description.unwrap_or(j.description);
    j.skills_required = p.skills_required.unwrap_or(j.skills_required);
    j.skills_preferred = p.skills_preferred.unwrap_or(j.skills_preferred);
    j.experience_min = p.experience_min.or(j.experience_min);
    j.experience_max = p.experience_max.or(j.experience_max);
    j.location = p.location.or(j.location);
    j.remote_type = p.remote_type.or(j.remote_type);
    j.salary_min = p.salary_min.or(j.salary_min);
    j.salary_max = p.salary_max.or(j.salary_max);
    j.status = p.status.unwrap_or(j.status);
    j
}

/// PATCH /jobs/{id}: partial update; active ⇄ paused, → closed for good (emits
/// `job.closed`); anything on a closed job is 409 `job_closed`.
async fn update_job(
    State(app): State<App>,
    Extension(c): Extension<Caller>,
    Path(id): Path<String>,
    headers: HeaderMap,
    body: Bytes,
) -> Reply {
    c.require(Scope::JobsWrite)?;
    require_json(&headers)?;
    let patch = parse_patch(&body)?;
    let now = app.now();
    app.mutate(|w| {
        let ws = &mut w.workspaces[c.ws];
        let job = ws.job_mut(&id).ok_or_else(|| no_job(&id))?;
        if patch.empty {
            return Ok(Json(job_view(job)));
        }
        if job.status == JobStatus::Closed {
            return Err(ApiError::conflict(
                "job_closed",
                format!("Job {id:?} is closed; a closed job cannot be changed or reopened."),
            ));
        }
        let mut next = patched(job, patch);
        check_ranges(&next)?;
        let closing = next.status == JobStatus::Closed;
        next.updated_at = now;
        *job = next;
        let view = job_view(job);
        if closing {
            let data = json!({"job_id": id, "reason": "closed_via_api"});
            w.emit(c.ws, EventKind::JobClosed.as_str(), data, now);
        }
        Ok(Json(view))
    })
}

/// The body of POST /sourcing/shortlist, validated.
struct ShortlistRequest {
    job_id: String,
    limit: usize,
    quality_min: Option<u8>,
    availability: Vec<String>,
}

fn parse_shortlist(body: &[u8]) -> Result<ShortlistRequest, ApiError> {
    let f = Fields::parse(
        body,
        &["job_id", "limit", "quality_score_min", "availability"],
    )?;
    let availability = match f.string("availability", 64)?.as_deref() {
        None => Vec::new(),
        Some("active") => vec!["active".to_string()],
        Some("open") => vec!["open".to_string()],
        Some("active,open") | Some("open,active") => vec!["active".to_string(), "open".to_string()],
        Some(other) => {
            return Err(ApiError::invalid(format!(
                "`availability` must be active, open or active,open, got {other:?}."
            )))
        }
    };
    Ok(ShortlistRequest {
        job_id: f.required_string("job_id", 200)?,
        limit: f.int("limit", 1, 50)?.unwrap_or(20) as usize,
        quality_min: f.int("quality_score_min", 0, 100)?.map(|q| q as u8),
        availability,
    })
}

/// POST /sourcing/shortlist: ranks candidates for an active job; candidates
/// new to the job's shortlist each emit `candidate.shortlisted`.
async fn shortlist(
    State(app): State<App>,
    Extension(c): Extension<Caller>,
    headers: HeaderMap,
    body: Bytes,
) -> Reply {
    c.require(Scope::SourcingWrite)?;
    require_json(&headers)?;
    let req = parse_shortlist(&body)?;
    let criteria = {
        let world = app.world();
        let ws = &world.workspaces[c.ws];
        let job = job_or_404(ws, &req.job_id)?;
        check_open(job)?;
        job.criteria()
    };
    let pool = app.pool.clone();
    let (limit, qmin, avail) = (req.limit, req.quality_min, req.availability.clone());
    let (total, matches) =
        crate::task::spawn_blocking(move || pool.shortlist(&criteria, limit, qmin, &avail)).await?;
    let cards: Vec<Value> = matches
        .iter()
        .map(|m| app.pool.shortlist_candidate(m.id))
        .collect();
    let now = app.now();
    app.mutate(|w| {
        let mut fresh = Vec::new();
        if let Some(job) = w.workspaces[c.ws].job_mut(&req.job_id) {
            for (m, sc) in matches.iter().zip(&cards) {
                let cand = app.pool.cand_id(m.id).to_string();
                if !job.shortlisted.contains(&cand) {
                    job.shortlisted.push(cand.clone());
                    fresh.push((cand, m, sc));
                }
            }
        }
        for (cand, m, sc) in fresh {
            let data = json!({
                "candidate_id": cand,
                "job_id": req.job_id,
                "match_score": m.match_score,
                "candidate": event_card(sc),
            });
            w.emit(c.ws, EventKind::CandidateShortlisted.as_str(), data, now);
        }
        Ok(())
    })?;
    let data: Vec<Value> = matches
        .iter()
        .zip(cards)
        .enumerate()
        .map(|(i, (m, sc))| {
            json!({
                "rank": i + 1,
                "match_score": m.match_score,
                "candidate": sc,
                "match_reasons": m.match_reasons,
            })
        })
        .collect();
    Ok(Json(
        json!({"job_id": req.job_id, "total": total, "data": data}),
    ))
}

/// The body of POST /sourcing/invite, validated.
struct InviteRequest {
    job_id: String,
    candidate_ids: Vec<String>,
    channel: String,
    message: Option<String>,
}

fn parse_invite(body: &[u8]) -> Result<InviteRequest, ApiError> {
    let f = Fields::parse(body, &["job_id", "candidate_ids", "channel", "message"])?;
    let job_id = f.required_string("job_id", 200)?;
    let candidate_ids = f
        .strings("candidate_ids", 50)?
        .ok_or_else(|| ApiError::invalid("`candidate_ids` is required."))?;
    if candidate_ids.is_empty() {
        return Err(ApiError::invalid(
            "`candidate_ids` must name at least one candidate.",
        ));
    }
    let channel = f
        .choice("channel", Channel::TABLE)?
        .unwrap_or(Channel::Both)
        .as_str()
        .to_string();
    Ok(InviteRequest {
        job_id,
        candidate_ids,
        channel,
        message: f.string("message", talent_spec::limits::BULK_INVITE_MESSAGE_MAX)?,
    })
}

/// POST /sourcing/invite: per candidate `sent`, or `already_invited` when
/// invited to this job within the (scaled) 30 days by either interface. Over
/// 500 sent invites per job per (scaled) day the whole request is refused.
async fn invite(
    State(app): State<App>,
    Extension(c): Extension<Caller>,
    headers: HeaderMap,
    body: Bytes,
) -> Reply {
    c.require(Scope::MessagesWrite)?;
    require_json(&headers)?;
    let req = parse_invite(&body)?;
    let mut targets = Vec::with_capacity(req.candidate_ids.len());
    for id in &req.candidate_ids {
        let idx = cand_or_404(&app, id)?;
        targets.push((id.clone(), app.pool.talent_card_id(idx).to_string()));
    }
    let now = app.now();
    let window = scaled(app.scale, Duration::days(INVITE_WINDOW_DAYS));
    let day = scaled(app.scale, Duration::days(1));
    app.mutate(|w| {
        let ws = &w.workspaces[c.ws];
        let job = job_or_404(ws, &req.job_id)?;
        check_open(job)?;
        let message = req
            .message
            .clone()
            .unwrap_or_else(|| INVITE_TEMPLATE.replace("{title}", &job.title));
        let mut seen = std::collections::BTreeSet::new();
        let sent: Vec<bool> = targets
            .iter()
            .map(|(cand, _)| {
                let recent = ws.invites.iter().any(|i| {
                    i.job_id == req.job_id && &i.candidate_id == cand && i.at > now - window
                });
                seen.insert(cand.clone()) && !recent
            })
            .collect();
        let sent_count = sent.iter().filter(|s| **s).count();
        let today = ws
            .invites
            .iter()
            .filter(|i| i.job_id == req.job_id && i.via == InviteVia::SourcingInvite && i.at > now - day)
            .count();
        if today + sent_count > INVITES_PER_JOB_PER_DAY {
            return Err(ApiError::too_many(
                codes::INVITE_LIMIT_EXCEEDED,
                format!(
                    "Job {:?} has {today} of {INVITES_PER_JOB_PER_DAY} invites of the day; these {sent_count} would exceed it. Nothing was sent.",
                    req.job_id
                ),
                None,
            ));
        }
        let mut results = Vec::with_capacity(targets.len());
        for ((cand, tc), is_sent) in targets.iter().zip(&sent) {
            if *is_sent {
                send_invite(w, c.ws, &req, cand, tc, &message, now);
            }
            results.push(json!({
                "candidate_id": cand,
                "status": if *is_sent { InviteStatus::Sent } else { InviteStatus::AlreadyInvited },
                "channel": if *is_sent { Some(req.channel.as_str()) } else { None },
            }));
        }
        Ok(Json(json!({"job_id": req.job_id, "sent_count": sent_count, "results": results})))
    })
}

/// Records one sent bulk invite; a candidate not yet in the pipeline enters
/// its first stage with a thread, one already there gets the message in-thread.
fn send_invite(
    w: &mut super::state::World,
    wi: usize,
    req: &InviteRequest,
    cand: &str,
    tc: &str,
    message: &str,
    now: chrono::DateTime<Utc>,
) {
    w.workspaces[wi].invites.push(Invite {
        job_id: req.job_id.clone(),
        candidate_id: cand.to_string(),
        talent_card_id: tc.to_string(),
        channel: Some(req.channel.clone()),
        via: InviteVia::SourcingInvite,
        at: now,
    });
    let thread = w.workspaces[wi]
        .applications
        .iter()
        .find(|a| a.job_id == req.job_id && a.talent_card_id == tc)
        .map(|a| a.thread_id.clone());
    match thread {
        None => {
            let entry = PipelineEntry {
                job_id: &req.job_id,
                talent_card_id: tc,
                candidate_id: cand,
                source: "sourcing_invite",
                message,
                now,
            };
            let _ = w.add_to_pipeline(wi, entry);
        }
        Some(thread_id) => {
            let _ = w.post_message(wi, &thread_id, message, now);
        }
    }
}

/// A webhook endpoint as listed (never with its secret): the spec's fields,
/// then how deliveries go (not shown by the spec; see docs/assumptions.md).
fn webhook_view(h: &Webhook) -> Value {
    json!({
        "id": h.id,
        "url": h.url,
        "events": h.events,
        "status": h.status,
        "created_at": iso(h.created_at),
        "consecutive_failures": h.consecutive_failures,
        "last_delivery": h.last_delivery.as_ref().map(|d| json!({
            "at": iso(d.at),
            "status": d.status,
            "ok": d.ok,
        })),
    })
}

/// GET /webhooks.
async fn list_webhooks(State(app): State<App>, Extension(c): Extension<Caller>) -> Reply {
    c.require(Scope::WebhooksManage)?;
    let world = app.world();
    let data: Vec<Value> = world.workspaces[c.ws]
        .webhooks
        .iter()
        .map(webhook_view)
        .collect();
    Ok(Json(json!({ "data": data })))
}

/// An endpoint URL: HTTPS, or plain HTTP to a loopback host (sandbox only).
fn check_url(raw: &str) -> Result<String, ApiError> {
    let url = url::Url::parse(raw)
        .map_err(|e| ApiError::invalid(format!("`url` is not a valid URL: {e}.")))?;
    let host = url.host();
    let loopback = match &host {
        Some(url::Host::Domain(d)) => d.eq_ignore_ascii_case("localhost"),
        Some(url::Host::Ipv4(ip)) => ip.is_loopback(),
        Some(url::Host::Ipv6(ip)) => ip.is_loopback(),
        None => false,
    };
    if url.scheme() == "http" && loopback {
        // The sandbox's one documented exception, so `webhooks listen` can receive.
        return Ok(raw.to_string());
    }
    if url.scheme() != "https" {
        return Err(ApiError::invalid(
            "`url` must be an HTTPS URL (the sandbox also accepts http:// on a loopback host).",
        ));
    }
    if let Some(why) = host.as_ref().and_then(not_public) {
        return Err(ApiError::invalid(format!(
            "`url` must be a public HTTPS endpoint; {why}."
        )));
    }
    Ok(raw.to_string())
}

/// Why a host cannot receive deliveries from the service: a private,
/// link-local, unique-local, unspecified or documentation address, or a name
/// that is not a usable DNS name. `None` for a public host.
fn not_public(host: &url::Host<&str>) -> Option<String> {
    match host {
        url::Host::Ipv4(ip) => {
            let o = ip.octets();
            let shared = o[0] == 100 && (64..128).contains(&o[1]);
            (ip.is_private()
                || ip.is_link_local()
                || ip.is_loopback()
                || ip.is_unspecified()
                || ip.is_broadcast()
                || ip.is_documentation()
                || shared)
                .then(|| format!("{ip} is not a public address"))
        }
        url::Host::Ipv6(ip) => {
            let s = ip.segments();
            let unique_local = (s[0] & 0xfe00) == 0xfc00;
            let link_local = (s[0] & 0xffc0) == 0xfe80;
            (ip.is_loopback() || ip.is_unspecified() || unique_local || link_local)
                .then(|| format!("{ip} is not a public address"))
        }
        url::Host::Domain(d) => {
            let name = d.trim_end_matches('.');
            let labels_ok = name.split('.').all(|l| {
                !l.is_empty()
                    && l.len() <= 63
                    && !l.starts_with('-')
                    && !l.ends_with('-')
                    && l.chars().all(|c| c.is_ascii_alphanumeric() || c == '-')
            });
            let local = name.eq_ignore_ascii_case("localhost")
                || [".local", ".internal", ".localhost", ".lan", ".home.arpa"]
                    .iter()
                    .any(|t| name.to_ascii_lowercase().ends_with(t));
            if !labels_ok || !name.contains('.') || name.len() > 253 {
                Some(format!("{d:?} is not a valid public host name"))
            } else if local {
                Some(format!("{d:?} is a local name"))
            } else {
                None
            }
        }
    }
}

/// Event kinds: known ones only, at least one, duplicates dropped; `all`
/// ("individually or all") stands for every kind.
fn check_events(events: Vec<String>) -> Result<Vec<String>, ApiError> {
    if events.is_empty() {
        return Err(ApiError::invalid(
            "`events` must name at least one event kind.",
        ));
    }
    let mut out: Vec<String> = Vec::new();
    let expanded = events.into_iter().flat_map(|e| {
        if e == talent_spec::events::ALL_EVENTS {
            EventKind::TABLE
                .iter()
                .map(|(w, _)| w.to_string())
                .collect()
        } else {
            vec![e]
        }
    });
    for e in expanded {
        check_event_kind(&e)?;
        if !out.contains(&e) {
            out.push(e);
        }
    }
    Ok(out)
}

/// POST /webhooks: registers an endpoint; the secret is shown only here.
async fn create_webhook(
    State(app): State<App>,
    Extension(c): Extension<Caller>,
    headers: HeaderMap,
    body: Bytes,
) -> Reply {
    c.require(Scope::WebhooksManage)?;
    require_json(&headers)?;
    let f = Fields::parse(&body, &["url", "events", "secret"])?;
    let url = check_url(&f.required_string("url", 2000)?)?;
    let events = f
        .strings("events", 20)?
        .ok_or_else(|| ApiError::invalid("`events` is required."))?;
    let events = check_events(events)?;
    let secret = f.string("secret", 256)?;
    if secret.as_deref().is_some_and(|s| s.is_empty()) {
        return Err(ApiError::invalid("`secret` must not be empty."));
    }
    let now = app.now();
    app.mutate(|w| {
        let hook = Webhook {
            id: w.ids.next("wh"),
            url,
            events,
            secret: secret.unwrap_or_else(|| w.ids.secret("whsec")),
            status: WebhookStatus::Active,
            created_at: now,
            consecutive_failures: 0,
            last_delivery: None,
        };
        let mut view = webhook_view(&hook);
        view["secret"] = Value::String(hook.secret.clone());
        w.workspaces[c.ws].webhooks.push(hook);
        Ok(Json(view))
    })
}

/// DELETE /webhooks/{id}: 204; pending deliveries to it are dropped at once.
async fn delete_webhook(
    State(app): State<App>,
    Extension(c): Extension<Caller>,
    Path(id): Path<String>,
) -> Result<Response, ApiError> {
    c.require(Scope::WebhooksManage)?;
    app.mutate(|w| {
        let hooks = &mut w.workspaces[c.ws].webhooks;
        let before = hooks.len();
        hooks.retain(|h| h.id != id);
        if hooks.len() == before {
            return Err(ApiError::not_found(format!("No webhook endpoint {id:?}.")));
        }
        w.drop_deliveries(c.ws, &id);
        Ok(StatusCode::NO_CONTENT.into_response())
    })
}

/// PATCH /webhooks/{id}: `status` (active re-enables and clears the failure
/// count; disabled stops delivery), `url`, `events`. Answers without the secret.
async fn update_webhook(
    State(app): State<App>,
    Extension(c): Extension<Caller>,
    Path(id): Path<String>,
    headers: HeaderMap,
    body: Bytes,
) -> Reply {
    c.require(Scope::WebhooksManage)?;
    require_json(&headers)?;
    let f = Fields::parse(&body, &["status", "url", "events"])?;
    let status = f.choice("status", WebhookStatus::TABLE)?;
    let url = f.string("url", 2000)?.map(|u| check_url(&u)).transpose()?;
    let events = f.strings("events", 20)?.map(check_events).transpose()?;
    app.mutate(|w| {
        let hook = w.workspaces[c.ws]
            .webhooks
            .iter_mut()
            .find(|h| h.id == id)
            .ok_or_else(|| ApiError::not_found(format!("No webhook endpoint {id:?}.")))?;
        if let Some(u) = url {
            hook.url = u;
        }
        if let Some(e) = events {
            hook.events = e;
        }
        if let Some(s) = status {
            if s == WebhookStatus::Active {
                hook.consecutive_failures = 0;
            }
            hook.status = s;
        }
        let view = webhook_view(hook);
        let disabled = hook.status == WebhookStatus::Disabled;
        if disabled {
            w.drop_deliveries(c.ws, &id);
        }
        Ok(Json(view))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Regression: "public HTTPS" was not enforced; private, link-local and
    /// invalid hosts and http:// on non-loopback hosts were accepted.
    #[test]
    fn webhook_urls_must_be_public_https() {
        for ok in [
            "https://hooks.example.com/talent",
            "https://203.0.114.9/x",
            "http://127.0.0.1:8787/",
            "http://localhost:9000/hook",
            "http://[::1]:8080/",
        ] {
            assert!(check_url(ok).is_ok(), "{ok}");
        }
        for bad in [
            "https://10.1.2.3/h",
            "https://192.168.0.5/h",
            "https://172.16.9.9/h",
            "https://169.254.169.254/latest",
            "https://100.64.0.1/h",
            "https://[fd00::1]/h",
            "https://[fe80::1]/h",
            "https://0.0.0.0/h",
            "https://intranet/h",
            "https://printer.local/h",
            "https://bad_host.example.com/h",
            "http://hooks.example.com/h",
            "ftp://hooks.example.com/h",
            "not a url",
        ] {
            assert!(check_url(bad).is_err(), "{bad}");
        }
    }
}
