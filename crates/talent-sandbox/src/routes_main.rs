//! The main interface (`/api/v1`, camelCase): search, candidate details with
//! auto-unlock, jobs, stages, applications, invite-to-apply, messages, usage.

use axum::body::Bytes;
use axum::extract::{Path, State};
use axum::http::HeaderMap;
use axum::routing::{get, patch, post};
use axum::{Extension, Json, Router};
use chrono::{DateTime, Utc};
use serde::Serialize;
use serde_json::{json, Value};

use super::app::{App, Caller};
use super::http::{require_json, ApiError, Fields, Query, QueryString, Reply};
use super::limits::Class;
use super::state::{
    cycle_len, iso, status_for_stage, Application, Invite, InviteVia, Job, JobStatus,
    PipelineEntry, RemoteType, Scope, Stage, Workspace, World,
};
use super::views::{
    check_open, check_ranges, job_or_404, json_of, not_found, paginate, usage_view,
};
use talent_spec::codes;
use talent_spec::events::EventKind;
use talent_spec::limits::{JOB_DESCRIPTION_MAX, JOB_TITLE_MAX, MESSAGE_MAX, SALARY_MAX};
use talent_spec::time::TimeScale;

pub fn router() -> Router<App> {
    Router::new()
        .route("/search/candidates", get(search))
        .route("/candidates/{talent_card_id}", get(candidate))
        .route("/jobs", get(list_jobs).post(create_job))
        .route("/jobs/{job_id}/stages", get(stages))
        .route("/jobs/{job_id}/applications", get(applications))
        .route(
            "/jobs/{job_id}/applications/{application_id}",
            patch(move_application),
        )
        .route("/invite-to-apply", post(invite_to_apply))
        .route("/messages", post(message))
        .route("/usage", get(usage))
        .fallback(not_found)
}

/// GET /search/candidates: the pool validates and ranks (off the async
/// threads), then one search is spent, only for a valid request.
async fn search(
    State(app): State<App>,
    Extension(c): Extension<Caller>,
    QueryString(q): QueryString,
) -> Reply {
    c.require(Scope::SearchRead)?;
    app.limit(&c, Class::Search)?;
    let params = Query::parse(q.as_deref()).0;
    let pool = app.pool.clone();
    let now = app.now();
    let page = crate::task::spawn_blocking(move || pool.search_main(&params, now)).await??;
    app.mutate(|w| spend_search(w, c.ws, app.scale))?;
    let results: Vec<Value> = page.ids.iter().map(|&i| app.pool.search_hit(i)).collect();
    Ok(Json(json!({
        "results": results,
        "page": page.page,
        "pageSize": page.page_size,
        "totalCount": page.total,
        "searchType": page.search_type,
    })))
}

/// The plan throttle first (it spends nothing), then the searches quota.
fn spend_search(w: &mut World, wi: usize, scale: TimeScale) -> Result<(), ApiError> {
    let quotas = w.settings.quotas;
    let ws = &mut w.workspaces[wi];
    if ws.throttle.remaining > 0 {
        ws.throttle.remaining -= 1;
        let secs = ws.throttle.retry_after;
        return Err(ApiError::too_many(
            codes::SEARCH_THROTTLED,
            format!("Search is throttled by the plan. Retry after {secs} seconds."),
            Some(secs),
        ));
    }
    if quotas && ws.used.searches >= ws.grants.searches {
        return Err(quota_error(
            ws,
            scale,
            codes::API_SEARCH_LIMIT_REACHED,
            "search",
        ));
    }
    ws.used.searches += 1;
    Ok(())
}

/// A 429 for an exhausted meter, saying when it resets.
fn quota_error(ws: &Workspace, scale: TimeScale, code: &str, what: &str) -> ApiError {
    ApiError::too_many(
        code,
        format!(
            "The {what} quota of this cycle is used up; it resets at {}.",
            iso(ws.cycle_start + cycle_len(scale))
        ),
        None,
    )
}

/// The pool index of the candidate with talentCardId `tc`, or 404.
fn card_or_404(app: &App, tc: &str) -> Result<u32, ApiError> {
    app.pool
        .by_talent_card_id(tc)
        .ok_or_else(|| ApiError::not_found(format!("No candidate with talentCardId {tc:?}.")))
}

/// GET /candidates/{talentCardId}: the detail record; the first fetch of a
/// locked candidate spends one unlock, later fetches are free.
async fn candidate(
    State(app): State<App>,
    Extension(c): Extension<Caller>,
    Path(id): Path<String>,
) -> Reply {
    c.require(Scope::CandidatesRead)?;
    app.limit(&c, Class::SensitiveRead)?;
    let idx = card_or_404(&app, &id)?;
    let now = app.now();
    let unlocked_at = app.mutate(|w| {
        let quotas = w.settings.quotas;
        let ws = &mut w.workspaces[c.ws];
        if let Some(at) = ws.unlocked.get(&id) {
            return Ok(*at);
        }
        if quotas && ws.used.unlocks >= ws.grants.unlocks {
            return Err(quota_error(
                ws,
                app.scale,
                codes::API_UNLOCK_LIMIT_REACHED,
                "unlock",
            ));
        }
        ws.used.unlocks += 1;
        ws.unlocked.insert(id.clone(), now);
        Ok(now)
    })?;
    let mut detail = app.pool.detail(idx);
    if let Some(obj) = detail.as_object_mut() {
        obj.insert("unlocked".into(), Value::Bool(true));
        // To the millisecond: a client tells "unlocked before this
        // request" by comparing it with the `Date` of an earlier answer.
        let at = unlocked_at.to_rfc3339_opts(chrono::SecondsFormat::Millis, true);
        obj.insert("unlockedAt".into(), Value::String(at));
    }
    Ok(Json(detail))
}

/// A job as the main interface shows it.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct JobView<'a> {
    job_id: &'a str,
    title: &'a str,
    description: &'a str,
    skills_required: &'a [String],
    skills_preferred: &'a [String],
    experience_min: Option<i64>,
    experience_max: Option<i64>,
    location: Option<&'a str>,
    remote_type: Option<RemoteType>,
    salary_min: Option<i64>,
    salary_max: Option<i64>,
    status: JobStatus,
    created_at: String,
    updated_at: String,
}

fn job_view(j: &Job) -> Value {
    json_of(&JobView {
        job_id: &j.id,
        title: &j.title,
        description: &j.description,
        skills_required: &j.skills_required,
        skills_preferred: &j.skills_preferred,
        experience_min: j.experience_min,
        experience_max: j.experience_max,
        location: j.location.as_deref(),
        remote_type: j.remote_type,
        salary_min: j.salary_min,
        salary_max: j.salary_max,
        status: j.status,
        created_at: iso(j.created_at),
        updated_at: iso(j.updated_at),
    })
}

/// POST /jobs: a new active job with the standard pipeline (production keys).
async fn create_job(
    State(app): State<App>,
    Extension(c): Extension<Caller>,
    headers: HeaderMap,
    body: Bytes,
) -> Reply {
    c.require(Scope::JobsWrite)?;
    app.limit(&c, Class::CreateJob)?;
    require_json(&headers)?;
    let now = app.now();
    let job = parse_new_job(&body, now)?;
    let job = app.mutate(|w| Ok(w.create_job(c.ws, job, now)))?;
    Ok(Json(job_view(&job)))
}

const JOB_FIELDS: &[&str] = &talent_spec::limits::JOB_CREATE_FIELDS;

fn parse_new_job(body: &[u8], now: DateTime<Utc>) -> Result<Job, ApiError> {
    let f = Fields::parse(body, JOB_FIELDS)?;
    let job = Job {
        id: String::new(),
        title: f.required_string("title", JOB_TITLE_MAX)?,
        description: f
            .string("description", JOB_DESCRIPTION_MAX)?
            .unwrap_or_default(),
        skills_required: f.strings("skillsRequired", 100)?.unwrap_or_default(),
        skills_preferred: f.strings("skillsPreferred", 100)?.unwrap_or_default(),
        experience_min: f.int("experienceMin", 0, 60)?,
        experience_max: f.int("experienceMax", 0, 60)?,
        location: f.string("location", 200)?,
        remote_type: f.choice("remoteType", RemoteType::TABLE)?,
        salary_min: f.int("salaryMin", 0, SALARY_MAX)?,
        salary_max: f.int("salaryMax", 0, SALARY_MAX)?,
        status: JobStatus::Active,
        created_at: now,
        updated_at: now,
        stages: Vec::new(),
        shortlisted: Vec::new(),
    };
    check_ranges(&job)?;
    Ok(job)
}

/// GET /jobs: active jobs, newest first; `includePaused=true` adds paused ones.
async fn list_jobs(
    State(app): State<App>,
    Extension(c): Extension<Caller>,
    QueryString(q): QueryString,
) -> Reply {
    c.require(Scope::JobsRead)?;
    let q = Query::parse(q.as_deref());
    let include_paused = q.bool("includePaused", false)?;
    let (page, size) = q.paging("pageSize", 20, 10)?;
    let world = app.world();
    let mut jobs: Vec<&Job> = world.workspaces[c.ws]
        .jobs
        .iter()
        .filter(|j| {
            j.status == JobStatus::Active || (include_paused && j.status == JobStatus::Paused)
        })
        .collect();
    jobs.sort_by_key(|j| std::cmp::Reverse(j.created_at));
    let results: Vec<Value> = paginate(&jobs, page, size)
        .iter()
        .map(|j| json!({"jobId": j.id, "title": j.title, "status": j.status, "createdAt": iso(j.created_at)}))
        .collect();
    Ok(Json(
        json!({"page": page, "pageSize": size, "totalCount": jobs.len(), "results": results}),
    ))
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct StageView<'a> {
    stage_id: &'a str,
    title: &'a str,
    #[serde(rename = "type")]
    kind: &'a str,
    order: u32,
    stage_purpose: &'a str,
    application_count: usize,
    automations: &'a [Value],
}

/// GET /jobs/{jobId}/stages: the pipeline with live application counts.
async fn stages(
    State(app): State<App>,
    Extension(c): Extension<Caller>,
    Path(job_id): Path<String>,
) -> Reply {
    c.require(Scope::JobsRead)?;
    let world = app.world();
    let ws = &world.workspaces[c.ws];
    let job = job_or_404(ws, &job_id)?;
    let results: Vec<Value> = job
        .stages
        .iter()
        .map(|s| {
            json_of(&StageView {
                stage_id: &s.id,
                title: &s.title,
                kind: &s.kind,
                order: s.order,
                stage_purpose: &s.purpose,
                application_count: ws
                    .applications
                    .iter()
                    .filter(|a| a.job_id == job.id && a.stage_id == s.id)
                    .count(),
                automations: &s.automations,
            })
        })
        .collect();
    Ok(Json(json!({ "results": results })))
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct ApplicationView<'a> {
    application_id: &'a str,
    job_id: &'a str,
    talent_card_id: &'a str,
    candidate_id: &'a str,
    stage_id: &'a str,
    stage_title: &'a str,
    thread_id: &'a str,
    status: &'a str,
    source: &'a str,
    created_at: String,
    updated_at: String,
}

fn application_view(a: &Application, job: &Job) -> Value {
    json_of(&ApplicationView {
        application_id: &a.id,
        job_id: &a.job_id,
        talent_card_id: &a.talent_card_id,
        candidate_id: &a.candidate_id,
        stage_id: &a.stage_id,
        stage_title: job.stage(&a.stage_id).map_or("", |s| s.title.as_str()),
        thread_id: &a.thread_id,
        status: &a.status,
        source: &a.source,
        created_at: iso(a.created_at),
        updated_at: iso(a.updated_at),
    })
}

/// GET /jobs/{jobId}/applications[?stageId=&page=&pageSize=].
async fn applications(
    State(app): State<App>,
    Extension(c): Extension<Caller>,
    Path(job_id): Path<String>,
    QueryString(q): QueryString,
) -> Reply {
    c.require(Scope::JobsRead)?;
    let q = Query::parse(q.as_deref());
    let (page, size) = q.paging("pageSize", 20, 10)?;
    let world = app.world();
    let ws = &world.workspaces[c.ws];
    let job = job_or_404(ws, &job_id)?;
    let stage = q.get("stageId");
    if let Some(s) = stage {
        if job.stage(s).is_none() {
            return Err(ApiError::invalid(format!(
                "`stageId` {s:?} is not a stage of job {job_id:?}."
            )));
        }
    }
    let apps: Vec<&Application> = ws
        .applications
        .iter()
        .filter(|a| a.job_id == job.id && stage.is_none_or(|s| a.stage_id == s))
        .collect();
    let results: Vec<Value> = paginate(&apps, page, size)
        .iter()
        .map(|a| application_view(a, job))
        .collect();
    Ok(Json(
        json!({"page": page, "pageSize": size, "totalCount": apps.len(), "results": results}),
    ))
}

/// PATCH /jobs/{jobId}/applications/{applicationId} `{"stageId"}`: moves an
/// application and emits `candidate.stage_changed` when the stage changes.
async fn move_application(
    State(app): State<App>,
    Extension(c): Extension<Caller>,
    Path((job_id, app_id)): Path<(String, String)>,
    headers: HeaderMap,
    body: Bytes,
) -> Reply {
    c.require(Scope::JobsWrite)?;
    require_json(&headers)?;
    let f = Fields::parse(&body, &["stageId"])?;
    let stage_id = f.required_string("stageId", 100)?;
    let now = app.now();
    app.mutate(|w| {
        let ws = &mut w.workspaces[c.ws];
        let job = job_or_404(ws, &job_id)?.clone();
        let to = job
            .stage(&stage_id)
            .ok_or_else(|| {
                ApiError::invalid(format!(
                    "`stageId` {stage_id:?} is not a stage of job {job_id:?}."
                ))
            })?
            .clone();
        let a = ws
            .applications
            .iter_mut()
            .find(|a| a.id == app_id && a.job_id == job_id)
            .ok_or_else(|| {
                ApiError::not_found(format!("No application {app_id:?} in job {job_id:?}."))
            })?;
        let from: Option<Stage> = job.stage(&a.stage_id).cloned();
        let changed = a.stage_id != to.id;
        if changed {
            a.stage_id = to.id.clone();
            a.status = status_for_stage(&to.kind).to_string();
            a.updated_at = now;
        }
        let view = application_view(a, &job);
        let candidate_id = a.candidate_id.clone();
        if changed {
            let data = json!({
                "candidate_id": candidate_id,
                "job_id": job_id,
                "from_stage": from.map(|s| s.title),
                "to_stage": to.title,
            });
            w.emit(c.ws, EventKind::CandidateStageChanged.as_str(), data, now);
        }
        Ok(Json(view))
    })
}

/// POST /invite-to-apply: first contact. Validation (400), then unknown ids
/// (404), then job state and duplicates (409), then the messages quota (429).
async fn invite_to_apply(
    State(app): State<App>,
    Extension(c): Extension<Caller>,
    headers: HeaderMap,
    body: Bytes,
) -> Reply {
    c.require(Scope::MessagesWrite)?;
    app.limit(&c, Class::InviteToApply)?;
    require_json(&headers)?;
    let f = Fields::parse(&body, &["talentCardId", "jobId", "message"])?;
    let tc = f.required_string("talentCardId", 200)?;
    let job_id = f.required_string("jobId", 200)?;
    let message = f.required_string("message", MESSAGE_MAX)?;
    let idx = card_or_404(&app, &tc)?;
    let cand = app.pool.cand_id(idx).to_string();
    let now = app.now();
    app.mutate(|w| {
        let quotas = w.settings.quotas;
        let ws = &mut w.workspaces[c.ws];
        let job = job_or_404(ws, &job_id)?;
        check_open(job)?;
        let invited = ws.invites.iter().any(|i| i.job_id == job_id && i.talent_card_id == tc);
        if invited || ws.in_pipeline(&job_id, &tc) {
            return Err(ApiError::conflict(
                codes::ALREADY_EXISTS_IN_JOB_PIPELINE,
                format!("Candidate {tc:?} is already invited to or in the pipeline of job {job_id:?}; use POST /messages on the thread."),
            ));
        }
        if quotas && ws.used.messages >= ws.grants.messages {
            return Err(quota_error(ws, app.scale, codes::API_MESSAGE_LIMIT_REACHED, "message"));
        }
        ws.used.messages += 1;
        ws.invites.push(Invite {
            job_id: job_id.clone(),
            candidate_id: cand.clone(),
            talent_card_id: tc.clone(),
            channel: None,
            via: InviteVia::InviteToApply,
            at: now,
        });
        let entry = PipelineEntry {
            job_id: &job_id,
            talent_card_id: &tc,
            candidate_id: &cand,
            source: "invite_to_apply",
            message: &message,
            now,
        };
        let thread = w.add_to_pipeline(c.ws, entry);
        Ok(Json(json!({"success": true, "talentCardId": tc, "jobId": job_id, "threadId": thread})))
    })
}

/// POST /messages: a follow-up in an existing thread; spends nothing.
async fn message(
    State(app): State<App>,
    Extension(c): Extension<Caller>,
    headers: HeaderMap,
    body: Bytes,
) -> Reply {
    c.require(Scope::MessagesWrite)?;
    require_json(&headers)?;
    let f = Fields::parse(&body, &["threadId", "message"])?;
    let thread_id = f.required_string("threadId", 200)?;
    let text = f.required_string("message", MESSAGE_MAX)?;
    let now = app.now();
    app.mutate(|w| {
        let message_id = w
            .post_message(c.ws, &thread_id, &text, now)
            .ok_or_else(|| {
                ApiError::not_found(format!("No thread {thread_id:?} in this workspace."))
            })?;
        Ok(Json(
            json!({"success": true, "threadId": thread_id, "messageId": message_id}),
        ))
    })
}

/// GET /usage.
async fn usage(State(app): State<App>, Extension(c): Extension<Caller>) -> Reply {
    c.require(Scope::UsageRead)?;
    let world = app.world();
    Ok(Json(usage_view(&world.workspaces[c.ws], app.scale)))
}
