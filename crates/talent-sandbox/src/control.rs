//! Control routes under `/_sandbox/` that the real service does not have: emit
//! an event, set quota grants and meters, arm the search throttle, start the
//! next cycle, lift limits for benchmarks, read the request log and the
//! deliveries, reset the world. Any valid sandbox key may call them; they act
//! on the caller's workspace.

use axum::body::Bytes;
use axum::extract::State;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::{Extension, Json, Router};
use chrono::Duration;
use serde_json::{json, Map, Value};
use talent_spec::events::EventKind;
use talent_spec::wire::WireEnum;

use super::app::{App, Caller};
use super::faults::{FaultSpec, Faults};
use super::http::{ApiError, Fields, Query, QueryString, Reply};
use super::state::{iso, KeyKind, MeterChange, World};
use super::views::{check_event_kind, event_card, job_or_404, usage_view};

pub fn router() -> Router<App> {
    Router::new()
        .route("/info", get(info))
        .route("/events", get(list_events).post(trigger))
        .route("/deliveries", get(deliveries))
        .route("/webhooks/secrets", get(webhook_secrets))
        .route("/quotas", post(quotas))
        .route("/throttle", post(throttle))
        .route("/cycle/advance", post(advance_cycle))
        .route("/clock", get(clock).post(advance_clock))
        .route("/limits", post(limits))
        .route("/faults", get(faults).put(set_faults).delete(clear_faults))
        .route("/requests", get(requests).delete(clear_requests))
        .route("/reset", post(reset))
        .route("/candidates", get(candidates))
}

/// Control routes that act on the whole sandbox (every workspace) answer
/// only to the production key of the first workspace: an evaluation key, or
/// another workspace's key, cannot reset or reconfigure what others use.
fn require_admin(c: &Caller) -> Result<(), ApiError> {
    if c.ws == 0 && c.kind == KeyKind::Production {
        Ok(())
    } else {
        Err(ApiError::new(
            StatusCode::FORBIDDEN,
            "forbidden",
            "This control route acts on the whole sandbox; use the first workspace's production key.",
        ))
    }
}

/// GET /_sandbox/candidates?page=&per_page= (≤ 1000): both ids of pool
/// candidates in pool order, so tests can map a talentCardId to a `cand_` id.
async fn candidates(State(app): State<App>, QueryString(q): QueryString) -> Reply {
    let q = Query::parse(q.as_deref());
    let (page, per_page) = q.paging("per_page", 1000, 100)?;
    let start = (page - 1).saturating_mul(per_page).min(app.pool.len());
    let end = start.saturating_add(per_page).min(app.pool.len());
    let data: Vec<Value> = (start..end)
        .map(|i| {
            let i = i as u32;
            json!({"talent_card_id": app.pool.talent_card_id(i), "candidate_id": app.pool.cand_id(i)})
        })
        .collect();
    Ok(Json(
        json!({"total": app.pool.len(), "page": page, "per_page": per_page, "data": data}),
    ))
}

/// GET /_sandbox/info: what world this is.
async fn info(State(app): State<App>, Extension(c): Extension<Caller>) -> Reply {
    let w = app.world();
    Ok(Json(json!({
        "seed": w.seed,
        "candidates": w.candidates,
        "epoch": iso(w.epoch),
        "time_scale": app.scale.factor(),
        "workspace_id": w.workspaces[c.ws].id,
        "key_kind": c.kind,
        "settings": {"rate_limits": w.settings.rate_limits, "quotas": w.settings.quotas},
    })))
}

/// GET /_sandbox/events: the workspace's recent event envelopes, oldest first.
async fn list_events(State(app): State<App>, Extension(c): Extension<Caller>) -> Reply {
    let w = app.world();
    Ok(Json(json!({ "data": w.workspaces[c.ws].events })))
}

/// GET /_sandbox/webhooks/secrets: the workspace's endpoints with their
/// secrets, so `talent --sandbox webhooks listen` verifies without being
/// told one (the real service shows a secret once, at creation).
async fn webhook_secrets(State(app): State<App>, Extension(c): Extension<Caller>) -> Reply {
    c.require(crate::state::Scope::WebhooksManage)?;
    let w = app.world();
    let data: Vec<Value> = w.workspaces[c.ws]
        .webhooks
        .iter()
        .map(|h| json!({"id": h.id, "url": h.url, "status": h.status, "secret": h.secret}))
        .collect();
    Ok(Json(json!({ "data": data })))
}

/// POST /_sandbox/events `{"event", "job_id"?, "candidate_id"?, "data"?}`:
/// emits one event as if the service had seen it happen. `invite.accepted`
/// also makes the candidate's contact visible. Answers the envelope.
async fn trigger(State(app): State<App>, Extension(c): Extension<Caller>, body: Bytes) -> Reply {
    let f = Fields::parse(&body, &["event", "job_id", "candidate_id", "data"])?;
    let event = f.required_string("event", 64)?;
    check_event_kind(&event)?;
    let job_id = f.string("job_id", 200)?;
    let candidate = f.string("candidate_id", 200)?;
    let extra = f.object("data")?.unwrap_or_default();
    let now = app.now();
    app.mutate(|w| {
        let (job, cand) = subject(&app, w, c.ws, job_id, candidate)?;
        let mut data = default_data(&app, w, c.ws, &event, &job, &cand);
        if let Some(obj) = data.as_object_mut() {
            obj.extend(extra);
        }
        if EventKind::parse(&event) == Some(EventKind::InviteAccepted) {
            w.workspaces[c.ws].accepted.insert(cand.clone());
        }
        Ok(Json(w.emit(c.ws, &event, data, now)))
    })
}

/// The job and `cand_` id an event is about: as given, or the first
/// application of the workspace's first job that has one.
fn subject(
    app: &App,
    w: &World,
    wi: usize,
    job_id: Option<String>,
    candidate: Option<String>,
) -> Result<(String, String), ApiError> {
    let ws = &w.workspaces[wi];
    let job = match job_id {
        Some(id) => job_or_404(ws, &id)?.id.clone(),
        None => ws
            .jobs
            .iter()
            .find(|j| ws.applications.iter().any(|a| a.job_id == j.id))
            .or(ws.jobs.first())
            .map(|j| j.id.clone())
            .ok_or_else(|| ApiError::invalid("This workspace has no job; give `job_id`."))?,
    };
    let cand = match candidate {
        Some(id) => app
            .pool
            .by_cand_id(&id)
            .or_else(|| app.pool.by_talent_card_id(&id))
            .map(|i| app.pool.cand_id(i).to_string())
            .ok_or_else(|| ApiError::not_found(format!("No candidate with id {id:?}.")))?,
        None => match ws.applications.iter().find(|a| a.job_id == job) {
            Some(a) => a.candidate_id.clone(),
            None if !app.pool.is_empty() => app.pool.cand_id(0).to_string(),
            None => return Err(ApiError::invalid("The pool is empty; give `candidate_id`.")),
        },
    };
    Ok((job, cand))
}

/// The spec's data fields of each event kind, filled from the world.
fn default_data(app: &App, w: &World, wi: usize, event: &str, job: &str, cand: &str) -> Value {
    let ws = &w.workspaces[wi];
    let base = json!({"candidate_id": cand, "job_id": job});
    let mut data: Map<String, Value> = base.as_object().cloned().unwrap_or_default();
    match EventKind::parse(event) {
        Some(EventKind::CandidateShortlisted) => {
            let sc = app
                .pool
                .by_cand_id(cand)
                .map(|i| app.pool.shortlist_candidate(i))
                .unwrap_or(Value::Null);
            data.insert("match_score".into(), json!(80));
            data.insert("candidate".into(), event_card(&sc));
        }
        Some(EventKind::CandidateStageChanged) => {
            data.insert("from_stage".into(), json!("Applied"));
            data.insert("to_stage".into(), json!("Screening"));
        }
        Some(EventKind::InviteAccepted) => {
            let channel = ws
                .invites
                .iter()
                .rev()
                .find(|i| i.job_id == job && i.candidate_id == cand)
                .and_then(|i| i.channel.clone())
                .unwrap_or_else(|| "email".to_string());
            data.insert("channel".into(), json!(channel));
        }
        Some(EventKind::OfferMade) => {
            let salary = ws.job(job).and_then(|j| j.salary_max).unwrap_or(2_400_000);
            let joining = (app.now() + Duration::days(30)).date_naive().to_string();
            data.insert(
                "offer_details".into(),
                json!({"annual_salary": salary, "currency": "INR", "joining_date": joining}),
            );
        }
        Some(EventKind::JobClosed) => {
            data.remove("candidate_id");
            data.insert("reason".into(), json!("closed_via_api"));
        }
        _ => {}
    }
    Value::Object(data)
}

/// GET /_sandbox/deliveries: pending deliveries and recent attempts.
async fn deliveries(State(app): State<App>, Extension(c): Extension<Caller>) -> Reply {
    let pending: Vec<Value> = app
        .world()
        .deliveries
        .iter()
        .filter(|d| d.workspace == c.ws)
        .map(|d| {
            json!({
                "id": d.id, "endpoint_id": d.endpoint_id, "event_id": d.event_id,
                "event": d.event, "failed_attempts": d.attempts, "next_at": iso(d.next_at),
            })
        })
        .collect();
    let attempts: Vec<Value> = app
        .attempts
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .iter()
        .cloned()
        .collect();
    Ok(Json(json!({"pending": pending, "attempts": attempts})))
}

fn meter_change(f: &Fields, name: &str) -> Result<MeterChange, ApiError> {
    let Some(obj) = f.object(name)? else {
        return Ok(MeterChange::default());
    };
    let inner = Fields::of(obj, &["unlocks", "searches", "messages"])?;
    let get = |n: &str| -> Result<Option<u32>, ApiError> {
        Ok(inner.int(n, 0, i64::from(u32::MAX))?.map(|v| v as u32))
    };
    Ok(MeterChange {
        unlocks: get("unlocks")?,
        searches: get("searches")?,
        messages: get("messages")?,
    })
}

/// POST /_sandbox/quotas `{"grants": {unlocks, searches, messages}, "used": {...}}`:
/// sets limits and/or meters of the caller's workspace; answers the usage object.
async fn quotas(State(app): State<App>, Extension(c): Extension<Caller>, body: Bytes) -> Reply {
    let f = Fields::parse(&body, &["grants", "used"])?;
    let grants = meter_change(&f, "grants")?;
    let used = meter_change(&f, "used")?;
    app.mutate(|w| {
        let ws = &mut w.workspaces[c.ws];
        grants.apply(&mut ws.grants);
        used.apply(&mut ws.used);
        Ok(Json(usage_view(ws, app.scale)))
    })
}

/// POST /_sandbox/throttle `{"count": N, "retry_after": S}`: the next N searches
/// answer 429 `search_throttled` with `Retry-After: S` (default 1).
async fn throttle(State(app): State<App>, Extension(c): Extension<Caller>, body: Bytes) -> Reply {
    let f = Fields::parse(&body, &["count", "retry_after"])?;
    let count = f.int("count", 0, 1_000_000)?.unwrap_or(1) as u32;
    // 0 is allowed: a client must not answer "retry now" with a tight loop.
    let retry_after = f.int("retry_after", 0, 86_400)?.unwrap_or(1) as u64;
    app.mutate(|w| {
        let t = &mut w.workspaces[c.ws].throttle;
        t.remaining = count;
        t.retry_after = retry_after;
        Ok(Json(
            json!({"remaining": count, "retry_after": retry_after}),
        ))
    })
}

/// POST /_sandbox/cycle/advance: ends the cycle now; meters reset.
async fn advance_cycle(State(app): State<App>, Extension(c): Extension<Caller>) -> Reply {
    let now = app.now();
    app.mutate(|w| {
        let ws = &mut w.workspaces[c.ws];
        ws.cycle_start = now;
        ws.used = Default::default();
        Ok(Json(usage_view(ws, app.scale)))
    })
}

/// GET /_sandbox/clock: the sandbox's now, and how far it was moved on.
async fn clock(State(app): State<App>) -> Reply {
    Ok(Json(json!({
        "now": iso(app.now()),
        "advanced_seconds": app.clock.offset().num_milliseconds() as f64 / 1000.0,
        "fixed": app.clock.is_fixed(),
    })))
}

/// POST /_sandbox/clock `{"advance_seconds": N}`: moves the sandbox's clock on
/// (never back), so tests of long waits run in milliseconds: rate windows
/// and blocks, webhook retry delays, the quota cycle and the bulk-invite day
/// all read this clock. The clock is shared by every workspace.
async fn advance_clock(
    State(app): State<App>,
    Extension(c): Extension<Caller>,
    body: Bytes,
) -> Reply {
    require_admin(&c)?;
    let f = Fields::parse(&body, &["advance_seconds"])?;
    let secs = f
        .int("advance_seconds", 0, 10 * 365 * 86_400)?
        .ok_or_else(|| ApiError::invalid("advance_seconds is required."))?;
    app.clock.advance(Duration::seconds(secs));
    // Due deliveries and cycles are looked at again on the new time.
    app.deliveries.notify_one();
    app.dirty.notify_one();
    clock(State(app)).await
}

/// POST /_sandbox/limits `{"rate_limits": bool, "quotas": bool}`: switches burst
/// limits and quota enforcement for the whole sandbox (benchmarks).
async fn limits(State(app): State<App>, Extension(c): Extension<Caller>, body: Bytes) -> Reply {
    require_admin(&c)?;
    let f = Fields::parse(&body, &["rate_limits", "quotas"])?;
    let rate = f.bool("rate_limits")?;
    let quotas = f.bool("quotas")?;
    app.mutate(|w| {
        if let Some(r) = rate {
            w.settings.rate_limits = r;
        }
        if let Some(q) = quotas {
            w.settings.quotas = q;
        }
        Ok(Json(
            json!({"rate_limits": w.settings.rate_limits, "quotas": w.settings.quotas}),
        ))
    })
}

/// GET /_sandbox/faults: the faults in force and how often each rule fired.
async fn faults(State(app): State<App>) -> Reply {
    let f = app.faults();
    let rules: Vec<Value> = f
        .spec()
        .rules
        .iter()
        .zip(f.hits())
        .map(|(r, hits)| json!({"kind": r.kind.name(), "filter": r.filter.to_string(), "hits": hits}))
        .collect();
    Ok(Json(json!({"spec": f.spec().to_string(), "rules": rules})))
}

/// PUT /_sandbox/faults `{"spec": "503=next2@GET,..."}`: replaces the faults
/// in force (counters start afresh); the grammar is `sandbox serve --faults`'s.
async fn set_faults(State(app): State<App>, Extension(c): Extension<Caller>, body: Bytes) -> Reply {
    require_admin(&c)?;
    let f = Fields::parse(&body, &["spec"])?;
    let spec = f.string("spec", 4096)?.unwrap_or_default();
    let spec = FaultSpec::parse(&spec).map_err(ApiError::invalid)?;
    *app.faults() = Faults::new(spec);
    faults(State(app)).await
}

/// DELETE /_sandbox/faults: no more faults.
async fn clear_faults(State(app): State<App>, Extension(c): Extension<Caller>) -> Reply {
    require_admin(&c)?;
    *app.faults() = Faults::default();
    faults(State(app)).await
}

/// GET /_sandbox/requests: every API request received, oldest first.
async fn requests(State(app): State<App>) -> Reply {
    Ok(Json(json!({ "data": app.requests() })))
}

/// DELETE /_sandbox/requests: empties the request log.
async fn clear_requests(State(app): State<App>, Extension(c): Extension<Caller>) -> Response {
    if let Err(e) = require_admin(&c) {
        return e.into_response();
    }
    app.clear_requests();
    StatusCode::NO_CONTENT.into_response()
}

/// POST /_sandbox/reset: a fresh world from the same seed and size (same keys).
async fn reset(State(app): State<App>, Extension(c): Extension<Caller>) -> Reply {
    require_admin(&c)?;
    let (seed, n, epoch) = {
        let w = app.world();
        (w.seed, w.candidates, w.epoch)
    };
    let pool = app.pool.clone();
    let world = crate::task::spawn_blocking(move || World::new(seed, n, epoch, &pool)).await?;
    app.replace_world(world);
    Ok(Json(json!({"reset": true})))
}
