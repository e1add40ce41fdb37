//! One tool call: its arguments checked, the decision (caps, the guard's
//! quote, the session's allowance, the person's yes), the operation the
//! matching command runs, and its result.

use std::pin::pin;

use rmcp::model::{CallToolRequestParams, CallToolResponse, ProgressNotificationParam};
use rmcp::service::RequestContext;
use rmcp::RoleServer;
use serde::de::DeserializeOwned;
use serde_json::{json, Map, Value};
use talent_spec::enums::{
    Activity, Channel, DomainTag, EduPedigree, Entrepreneurship, InviteStatus, ItServices,
    JobStatus, RemoteType, StartupExp,
};
use talent_spec::rate::Meter;
use talent_spec::wire::WireEnum;

use crate::api::query::id_segment;
use crate::api::types::{
    InviteRequest, JobPatch, MessageRequest, ShortlistRequest, ShortlistResponse, StagesResponse,
    WebhookList,
};
use crate::error::ErrorKind;
use crate::guard::ask::{Allowance, Approved, Kind};
use crate::guard::Question;
use crate::ops::bulk_invite::{self, BulkInvitePlan};
use crate::ops::idempotency::Gate;
use crate::ops::invite::Invite;
use crate::ops::list::Source;
use crate::ops::search::SearchQuery;
use crate::ops::Io;
use crate::ops::{lost, routes};
use crate::{Error, Result};

use super::ask;
use super::tools::{self, Def};
use super::{reply, Server};

/// Allowance slots (as in `Options::allow`).
const UNLOCKS: usize = 0;
const SEARCHES: usize = 1;
const OUTREACH: usize = 2;
const JOB_CHANGES: usize = 3;

/// What a call would do, for the decision.
struct Act {
    meter: Option<Meter>,
    /// Units of the meter.
    cost: i64,
    /// The allowance it counts against, and by how much.
    allowance: Option<(usize, u64)>,
    destructive: bool,
    kind: Kind,
    approved: Approved,
    /// What else the question must show (a bulk invite: the job's daily cap).
    note: Option<String>,
    /// Whether the person approved it (then it uses no allowance).
    asked: std::cell::Cell<bool>,
}

impl Act {
    fn new(tool: &str, kind: Kind) -> Act {
        Act {
            meter: None,
            cost: 0,
            allowance: None,
            destructive: false,
            kind,
            approved: Approved {
                action: Some(tool.to_string()),
                ..Approved::default()
            },
            note: None,
            asked: std::cell::Cell::new(false),
        }
    }
}

/// The decision: go (and whether the person approved crossing the reserve
/// on a meter), or answer now (declined, or the question itself).
enum Step {
    /// Go: the meter whose reserve the person approved crossing, and
    /// whether the person was asked (an approved act uses no allowance).
    Go(Option<Meter>, bool),
    Answer(Box<CallToolResponse>),
}

fn slot_of(m: Meter) -> usize {
    match m {
        Meter::ApiUnlocks => 0,
        Meter::Searches => 1,
        Meter::Messages => 2,
    }
}

/// Runs `def` with the request's arguments; every failure is the tool's
/// error result.
pub(super) async fn call(
    server: &Server,
    def: &'static Def,
    request: CallToolRequestParams,
    context: RequestContext<RoleServer>,
) -> CallToolResponse {
    let engine = server.inner.engine.as_ref();
    match dispatch(server, def, &request, &context).await {
        Ok(r) => {
            // Names and titles seen, so a later question shows them.
            if let rmcp::model::CallToolResponse::Complete(done) = &r {
                if let (Some(v), false) = (&done.structured_content, done.is_error == Some(true)) {
                    server.inner.asking.names.remember(v);
                }
            }
            r
        }
        Err(e) => reply::failed(engine, &e).into(),
    }
}

/// The arguments as the tool's type: a wrong type or an unknown name is
/// the tool's `invalid_argument`, not a protocol error.
fn parse<T: DeserializeOwned>(args: &Value) -> Result<T> {
    serde_json::from_value(args.clone())
        .map_err(|e| Error::usage(format!("invalid arguments: {e}")))
}

async fn dispatch(
    server: &Server,
    def: &'static Def,
    request: &CallToolRequestParams,
    context: &RequestContext<RoleServer>,
) -> Result<CallToolResponse> {
    let inner = &server.inner;
    let engine = inner.engine.as_ref();
    let views = inner.views;
    let args = Value::Object(request.arguments.clone().unwrap_or_default());
    // A question is bound to the tool and these arguments (their
    // canonical form, see `ask::canonical`).
    let binding = args.clone();
    let name = def.name;
    match name {
        "search_candidates" => {
            let a: tools::SearchArgs = parse(&args)?;
            let params = search_query(&a)?.to_params()?;
            let (page, size) = paging(a.page, a.page_size)?;
            let printer = reply::printer(&a.fields, views.hit, true)?;
            let _one = inner.decision.lock().await;
            let client = engine.client().await?;
            let mut act = Act::new(name, Kind::Spend);
            act.meter = Some(Meter::Searches);
            act.cost = 1;
            act.allowance = Some((SEARCHES, 1));
            let approved = match decide(server, def, &act, request, context, &binding).await? {
                Step::Answer(r) => return Ok(*r),
                Step::Go(m, asked) => {
                    act.asked.set(asked);
                    m
                }
            };
            let source = Source::Search { params };
            let got = perform(
                server,
                context,
                Some(approved),
                source.fetch(client, page, size),
            )
            .await?;
            count(server, &act);
            let mut extra = Map::new();
            extra.insert("page".into(), json!(page));
            extra.insert("page_size".into(), json!(got.page_size.or(size)));
            extra.insert("total".into(), json!(got.total));
            Ok(reply::page(engine, &printer, views.hit, &got.items, extra)?.into())
        }
        "get_candidate" => {
            let a: tools::CandidateArgs = parse(&args)?;
            let card = a.talent_card_id.trim().to_string();
            let segment = id_segment("talent_card_id", &card)?;
            let printer = reply::printer(&a.fields, views.detail, false)?;
            let _one = inner.decision.lock().await;
            let client = engine.client().await?;
            let free = match engine.records() {
                Some(r) => r.is_unlocked(&card).await?,
                None => false,
            };
            let mut act = Act::new(name, Kind::Spend);
            if !free {
                act.meter = Some(Meter::ApiUnlocks);
                act.cost = 1;
                act.allowance = Some((UNLOCKS, 1));
            }
            act.approved.candidates = vec![card.clone()];
            let approved = match decide(server, def, &act, request, context, &binding).await? {
                Step::Answer(r) => return Ok(*r),
                Step::Go(m, asked) => {
                    act.asked.set(asked);
                    m
                }
            };
            let req = routes::candidate_details(&card, &segment);
            let record = perform(server, context, Some(approved), async {
                client.send(&req).await?.record()
            })
            .await?;
            count(server, &act);
            Ok(reply::record(engine, &printer, views.detail, &record)?.into())
        }
        "candidate_summary" | "candidate_profile" => {
            let a: tools::AltCandidateArgs = parse(&args)?;
            let segment = id_segment("id", a.id.trim())?;
            let (view, suffix) = if name == "candidate_summary" {
                (views.summary, "")
            } else {
                (views.profile, "/profile")
            };
            let printer = reply::printer(&a.fields, view, false)?;
            let client = engine.client().await?;
            let req = routes::candidate_alt(&segment, suffix);
            let record = perform(server, context, None, async {
                client.send(&req).await?.json()
            })
            .await?;
            Ok(reply::record(engine, &printer, view, &record)?.into())
        }
        "shortlist" => {
            let a: tools::ShortlistArgs = parse(&args)?;
            let job = nonblank("job_id", &a.job_id)?;
            id_segment("job_id", &job)?;
            if a.limit.is_some_and(|n| !(1..=50).contains(&n)) {
                return Err(Error::usage("limit is out of range: 1 to 50"));
            }
            if a.quality_min.is_some_and(|n| n > 100) {
                return Err(Error::usage("quality_min is out of range: 0 to 100"));
            }
            let availability = match a.availability.as_deref().map(str::trim) {
                None => None,
                Some(v @ ("active" | "open")) => Some(v.to_string()),
                Some("active,open" | "open,active") => Some("active,open".to_string()),
                Some(v) => {
                    return Err(Error::usage(format!(
                        "availability: {} is not one of active, open, active,open",
                        v.escape_debug()
                    )))
                }
            };
            let body = ShortlistRequest {
                job_id: job.clone(),
                limit: a.limit,
                quality_score_min: a.quality_min,
                availability,
            };
            let req = routes::shortlist(&body)?;
            let printer = reply::printer(&a.fields, views.shortlist, true)?;
            let client = engine.client().await?;
            let got: ShortlistResponse = perform(server, context, None, async {
                client.send(&req).await?.decode()
            })
            .await?;
            let mut extra = Map::new();
            extra.insert("job_id".into(), json!(got.job_id.clone().unwrap_or(job)));
            extra.insert("total".into(), json!(got.total));
            Ok(reply::page(engine, &printer, views.shortlist, &got.data, extra)?.into())
        }
        "list_jobs" => {
            let a: tools::ListJobsArgs = parse(&args)?;
            let (page, size) = paging(a.page, a.page_size)?;
            let (source, view) = match a.status.as_deref() {
                Some(s) => (
                    Source::JobsByStatus {
                        status: wire::<JobStatus>("status", s)?,
                    },
                    views.jobs_alt,
                ),
                None => (
                    Source::Jobs {
                        include_paused: a.include_paused,
                    },
                    views.jobs_main,
                ),
            };
            let printer = reply::printer(&a.fields, view, true)?;
            let client = engine.client().await?;
            let got = perform(server, context, None, source.fetch(client, page, size)).await?;
            let mut extra = Map::new();
            extra.insert("page".into(), json!(page));
            extra.insert("total".into(), json!(got.total));
            Ok(reply::page(engine, &printer, view, &got.items, extra)?.into())
        }
        "list_stages" => {
            let a: tools::JobArgs = parse(&args)?;
            let segment = id_segment("job_id", a.job_id.trim())?;
            let printer = reply::printer(&[], views.stages, true)?;
            let client = engine.client().await?;
            let req = routes::stages(&segment);
            let got: StagesResponse = perform(server, context, None, async {
                client.send(&req).await?.decode()
            })
            .await?;
            let mut extra = Map::new();
            extra.insert("job_id".into(), json!(a.job_id.trim()));
            Ok(reply::page(engine, &printer, views.stages, &got.results, extra)?.into())
        }
        "list_applications" => {
            let a: tools::ApplicationsArgs = parse(&args)?;
            let job = id_segment("job_id", a.job_id.trim())?;
            let stage = match a.stage_id.as_deref() {
                Some(s) => Some(id_segment("stage_id", s.trim())?),
                None => None,
            };
            let (page, size) = paging(a.page, a.page_size)?;
            let printer = reply::printer(&a.fields, views.apps, true)?;
            let client = engine.client().await?;
            let source = Source::Applications { job, stage };
            let got = perform(server, context, None, source.fetch(client, page, size)).await?;
            let mut extra = Map::new();
            extra.insert("page".into(), json!(page));
            extra.insert("total".into(), json!(got.total));
            Ok(reply::page(engine, &printer, views.apps, &got.items, extra)?.into())
        }
        "get_usage" => {
            let _: tools::NoArgs = parse(&args)?;
            let client = engine.client().await?;
            let req = routes::usage();
            let mut usage = perform(server, context, None, async {
                client.send(&req).await?.record()
            })
            .await?;
            if let Value::Object(m) = &mut usage {
                m.insert("allowances".into(), allowances(server));
            }
            Ok(reply::ok(engine, usage).into())
        }
        "invite_candidate" => {
            let a: tools::InviteArgs = parse(&args)?;
            let body = InviteRequest {
                talent_card_id: nonblank("talent_card_id", &a.talent_card_id)?,
                job_id: nonblank("job_id", &a.job_id)?,
                message: message_text(&a.message)?,
            };
            let printer = reply::printer(&[], views.invite, false)?;
            let invite = Invite::new(body.clone(), "message".to_string())?;
            let _one = inner.decision.lock().await;
            let client = engine.client().await?;
            let key = a.idempotency_key.as_deref();
            let gate = match once(server, key, "invite", &serde_json::to_value(&body)?)? {
                Ok(gate) => gate,
                Err(done) => {
                    let r = reply::record(engine, &printer, views.invite, &done)?;
                    return Ok(reply::replayed(engine, r).into());
                }
            };
            let mut act = Act::new(name, Kind::Outreach);
            act.meter = Some(Meter::Messages);
            act.cost = 1;
            act.allowance = Some((OUTREACH, 1));
            act.approved.candidates = vec![body.talent_card_id.clone()];
            act.approved.job = Some(body.job_id.clone());
            act.approved.message = Some(body.message.clone());
            let approved = match decide(server, def, &act, request, context, &binding).await? {
                Step::Answer(r) => return Ok(*r),
                Step::Go(m, asked) => {
                    act.asked.set(asked);
                    m
                }
            };
            let sent = perform(server, context, Some(approved), invite.deliver(client)).await?;
            count(server, &act);
            gate.record(&sent.record)?;
            Ok(reply::record(engine, &printer, views.invite, &sent.record)?.into())
        }
        "send_message" => {
            let a: tools::MessageArgs = parse(&args)?;
            let body = MessageRequest {
                thread_id: nonblank("thread_id", &a.thread_id)?,
                message: message_text(&a.message)?,
            };
            let printer = reply::printer(&[], views.message, false)?;
            let req = routes::message(&body)?;
            let _one = inner.decision.lock().await;
            let client = engine.client().await?;
            let key = a.idempotency_key.as_deref();
            let gate = match once(server, key, "message", &serde_json::to_value(&body)?)? {
                Ok(gate) => gate,
                Err(done) => {
                    let r = reply::record(engine, &printer, views.message, &done)?;
                    return Ok(reply::replayed(engine, r).into());
                }
            };
            let mut act = Act::new(name, Kind::Outreach);
            act.allowance = Some((OUTREACH, 1));
            act.approved.thread = Some(body.thread_id.clone());
            act.approved.message = Some(body.message.clone());
            let approved = match decide(server, def, &act, request, context, &binding).await? {
                Step::Answer(r) => return Ok(*r),
                Step::Go(m, asked) => {
                    act.asked.set(asked);
                    m
                }
            };
            let record = perform(server, context, Some(approved), async {
                client.send(&req).await.map_err(lost::message)?.record()
            })
            .await?;
            count(server, &act);
            gate.record(&record)?;
            Ok(reply::record(engine, &printer, views.message, &record)?.into())
        }
        "bulk_invite" => {
            let a: tools::BulkInviteArgs = parse(&args)?;
            let job = nonblank("job_id", &a.job_id)?;
            let channel = match a.channel.as_deref() {
                Some(c) => Some(wire::<Channel>("channel", c.trim())?),
                None => None,
            };
            let ids: Vec<String> = a
                .candidate_ids
                .iter()
                .map(|c| c.trim().to_string())
                .collect();
            let plan = BulkInvitePlan::new(&job, ids, channel, a.message.clone())?;
            if plan.over_daily_cap() {
                return Err(Error::usage(format!(
                    "{} candidate ids exceed the {} invites a job takes per day; send at most {} a day",
                    plan.ids.len(),
                    bulk_invite::DAILY_CAP,
                    bulk_invite::DAILY_CAP
                )));
            }
            let printer = reply::printer(&[], views.bulk_invite, false)?;
            let _one = inner.decision.lock().await;
            let client = engine.client().await?;
            let records = engine.records();
            let key = a.idempotency_key.as_deref();
            let gate = match once(server, key, "bulk-invite", &plan.record())? {
                Ok(gate) => gate,
                Err(done) => {
                    let results = done.as_array().cloned().unwrap_or_default();
                    let mut extra = Map::new();
                    extra.insert("job_id".into(), json!(job));
                    let r = reply::page(engine, &printer, views.bulk_invite, &results, extra)?;
                    return Ok(reply::replayed(engine, r).into());
                }
            };
            let mut act = Act::new(name, Kind::Outreach);
            // Every id counts when judged; those already invited are given
            // back once the results say so.
            act.allowance = Some((OUTREACH, plan.ids.len() as u64));
            act.approved.candidates = plan.ids.clone();
            act.approved.job = Some(job.clone());
            act.approved.message = plan.message.clone();
            if let Some(r) = &records {
                let left = r.bulk_cap_left(&job).await?;
                act.note = Some(format!(
                    "the job's daily cap has {left} of {} invites left",
                    bulk_invite::DAILY_CAP
                ));
            }
            let approved = match decide(server, def, &act, request, context, &binding).await? {
                Step::Answer(r) => return Ok(*r),
                Step::Go(m, asked) => {
                    act.asked.set(asked);
                    m
                }
            };
            let out = Collect::default();
            let io = Io {
                printer: &printer,
                out: &out,
                sink: inner.bridge.as_ref(),
            };
            let sent = perform(server, context, Some(approved), async {
                bulk_invite::send(
                    client,
                    records.as_ref(),
                    io,
                    views.bulk_invite,
                    &plan,
                    &gate,
                )
                .await
            })
            .await;
            // People may have been reached before a failure: the whole
            // plan counts unless the results say otherwise.
            count(server, &act);
            sent?;
            let results: Vec<Value> = serde_json::from_str(&out.text.borrow())?;
            let already = results
                .iter()
                .filter(|r| r["status"] == InviteStatus::AlreadyInvited.as_str())
                .count() as u64;
            let mut used = inner.used.borrow_mut();
            used[OUTREACH] = used[OUTREACH].saturating_sub(already);
            drop(used);
            let mut extra = Map::new();
            extra.insert("job_id".into(), json!(job));
            extra.insert(
                "sent".into(),
                json!(results
                    .iter()
                    .filter(|r| r["status"] == InviteStatus::Sent.as_str())
                    .count()),
            );
            extra.insert(InviteStatus::AlreadyInvited.as_str().into(), json!(already));
            Ok(reply::page(engine, &printer, views.bulk_invite, &results, extra)?.into())
        }
        "create_job" => {
            let a: tools::CreateJobArgs = parse(&args)?;
            let title = nonblank("title", &a.title)?;
            let body = crate::ops::job_draft::build_body(
                Some(a.set.clone()),
                &[],
                Some(&title),
                a.description.clone(),
            )?;
            let recorded = Value::Object(body.clone());
            let req = routes::create_job(body);
            let printer = reply::printer(&[], views.created_job, false)?;
            let _one = inner.decision.lock().await;
            let client = engine.client().await?;
            let key = a.idempotency_key.as_deref();
            let gate = match once(server, key, "jobs create", &recorded)? {
                Ok(gate) => gate,
                Err(done) => {
                    let r = reply::record(engine, &printer, views.created_job, &done)?;
                    return Ok(reply::replayed(engine, r).into());
                }
            };
            let mut act = Act::new(name, Kind::JobChange);
            act.allowance = Some((JOB_CHANGES, 1));
            act.approved.job_title = Some(title.clone());
            let approved = match decide(server, def, &act, request, context, &binding).await? {
                Step::Answer(r) => return Ok(*r),
                Step::Go(m, asked) => {
                    act.asked.set(asked);
                    m
                }
            };
            let sent = perform(server, context, Some(approved), async {
                lost::create_job(client, &req, Some(&title), chrono::Utc::now()).await
            })
            .await?;
            count(server, &act);
            gate.record(&sent.record)?;
            Ok(reply::record(engine, &printer, views.created_job, &sent.record)?.into())
        }
        "update_job" => {
            let a: tools::UpdateJobArgs = parse(&args)?;
            let job = a.job_id.trim().to_string();
            let segment = id_segment("job_id", &job)?;
            if let Some(t) = &a.title {
                crate::ops::job_draft::check_title(t)?;
            }
            let salary = |name: &str, m: &Option<tools::Money>| -> Result<Option<i64>> {
                let v = money(name, m)?;
                v.map(|n| {
                    i64::try_from(n).map_err(|_| Error::usage(format!("{name} {n} is too large")))
                })
                .transpose()
            };
            let status = match a.status.as_deref() {
                Some(s) => Some(wire::<JobStatus>("status", s)?),
                None => None,
            };
            let patch = JobPatch {
                title: a.title.clone(),
                description: a.description.clone(),
                skills_required: a.skills_required.clone(),
                skills_preferred: a.skills_preferred.clone(),
                experience_min: a.experience_min.map(i64::from),
                experience_max: a.experience_max.map(i64::from),
                location: a.location.clone(),
                remote_type: match a.remote_type.as_deref() {
                    Some(r) => Some(wire::<RemoteType>("remote_type", r)?.as_str().to_string()),
                    None => None,
                },
                salary_min: salary("salary_min", &a.salary_min)?,
                salary_max: salary("salary_max", &a.salary_max)?,
                status: status.map(|s| s.as_str().to_string()),
            };
            if patch.is_empty() {
                return Err(Error::usage("nothing to update: give at least one field"));
            }
            crate::ops::job_draft::check_range(
                "experience",
                patch.experience_min,
                patch.experience_max,
            )?;
            crate::ops::job_draft::check_range("salary", patch.salary_min, patch.salary_max)?;
            let closes = status == Some(JobStatus::Closed);
            let req = routes::patch_job(&segment, &patch)?;
            let printer = reply::printer(&[], views.job, false)?;
            let _one = inner.decision.lock().await;
            let client = engine.client().await?;
            let mut act = Act::new(
                name,
                if closes {
                    Kind::Destructive
                } else {
                    Kind::JobChange
                },
            );
            act.destructive = closes;
            act.allowance = Some((JOB_CHANGES, 1));
            act.approved.changes = inner
                .asking
                .names
                .changes(&job, &serde_json::to_value(&patch)?);
            act.approved.job = Some(job);
            let approved = match decide(server, def, &act, request, context, &binding).await? {
                Step::Answer(r) => return Ok(*r),
                Step::Go(m, asked) => {
                    act.asked.set(asked);
                    m
                }
            };
            let record = perform(server, context, Some(approved), client.send_json(&req)).await?;
            count(server, &act);
            Ok(reply::record(engine, &printer, views.job, &record)?.into())
        }
        "close_job" => {
            let a: tools::JobArgs = parse(&args)?;
            let job = a.job_id.trim().to_string();
            let segment = id_segment("job_id", &job)?;
            let patch = JobPatch {
                status: Some(JobStatus::Closed.as_str().to_string()),
                ..JobPatch::default()
            };
            let req = routes::patch_job(&segment, &patch)?;
            let printer = reply::printer(&[], views.job, false)?;
            let _one = inner.decision.lock().await;
            let client = engine.client().await?;
            let mut act = Act::new(name, Kind::Destructive);
            act.destructive = true;
            act.approved.job = Some(job);
            let approved = match decide(server, def, &act, request, context, &binding).await? {
                Step::Answer(r) => return Ok(*r),
                Step::Go(m, asked) => {
                    act.asked.set(asked);
                    m
                }
            };
            let record = perform(server, context, Some(approved), client.send_json(&req)).await?;
            Ok(reply::record(engine, &printer, views.job, &record)?.into())
        }
        "list_webhooks" => {
            let _: tools::NoArgs = parse(&args)?;
            let printer = reply::printer(&[], views.webhook, true)?;
            let client = engine.client().await?;
            let req = routes::webhooks();
            let got: WebhookList = perform(server, context, None, async {
                client.send(&req).await?.decode()
            })
            .await?;
            Ok(reply::page(engine, &printer, views.webhook, &got.data, Map::new())?.into())
        }
        "enable_webhook" | "delete_webhook" => {
            let a: tools::WebhookArgs = parse(&args)?;
            let id = a.id.trim().to_string();
            let segment = id_segment("id", &id)?;
            let delete = name == "delete_webhook";
            let _one = inner.decision.lock().await;
            let client = engine.client().await?;
            let req = if delete {
                routes::delete_webhook(&segment)
            } else {
                routes::enable_webhook(&segment)
            };
            let mut act = Act::new(name, Kind::Destructive);
            act.destructive = delete;
            let approved = match decide(server, def, &act, request, context, &binding).await? {
                Step::Answer(r) => return Ok(*r),
                Step::Go(m, asked) => {
                    act.asked.set(asked);
                    m
                }
            };
            perform(server, context, Some(approved), async {
                client.send(&req).await.map(|_| ())
            })
            .await?;
            let done = if delete { "deleted" } else { "enabled" };
            Ok(reply::ok(engine, json!({"id": id, done: true})).into())
        }
        _ => Err(Error::failure(format!("{name} has no operation"))),
    }
}

/// The gate of a write under the call's `idempotency_key`, the commands'
/// `--idempotency-key` (same command names and request hashes, so a key
/// is shared with them): `Err` holds the result a key that already did
/// this request recorded (nothing is sent).
fn once(
    server: &Server,
    key: Option<&str>,
    command: &str,
    request: &Value,
) -> Result<std::result::Result<Gate, Value>> {
    let records = server.inner.engine.records();
    let mut done = None;
    let gate = crate::ops::idempotency::gate(
        records.as_ref(),
        key,
        false,
        command,
        request,
        server.inner.bridge.as_ref(),
        |v| {
            done = Some(v.clone());
            Ok(())
        },
    )
    .map_err(|mut e| {
        // The tool's argument, not the command's flag.
        e.message = e.message.replace("--idempotency-key", "idempotency_key");
        e
    })?;
    Ok(match gate {
        Gate::Done => Err(done.unwrap_or(Value::Null)),
        gate => Ok(gate),
    })
}

/// What an operation prints, kept for the tool's result.
#[derive(Default)]
struct Collect {
    text: std::cell::RefCell<String>,
}

impl crate::output::Out for Collect {
    fn out(&self, bytes: &[u8]) -> Result<()> {
        self.text
            .borrow_mut()
            .push_str(&String::from_utf8_lossy(bytes));
        Ok(())
    }
    fn notice(&self, _msg: &str) {}
}

/// The search's filters, read as the command reads its flags.
/// Rupees from a whole number or the CLI's forms (`"24L"`).
fn money(name: &str, m: &Option<tools::Money>) -> Result<Option<u64>> {
    match m {
        None => Ok(None),
        Some(tools::Money::Rupees(n)) => Ok(Some(*n)),
        Some(tools::Money::Text(t)) => crate::money::parse_inr(t)
            .map(Some)
            .map_err(|e| Error::usage(format!("{name}: {}", e.message))),
    }
}

fn search_query(a: &tools::SearchArgs) -> Result<SearchQuery> {
    let q = match a.q.as_deref() {
        Some(t) => Some(crate::ops::search::checked_q(t)?),
        None => None,
    };
    Ok(SearchQuery {
        q,
        inresume: a.inresume.clone(),
        skills: a.skills.clone(),
        locations: a.locations.clone(),
        current_locations: a.current_locations.clone(),
        min_exp: finite("min_exp", a.min_exp)?,
        max_exp: finite("max_exp", a.max_exp)?,
        min_salary: money("min_salary", &a.min_salary)?,
        max_salary: money("max_salary", &a.max_salary)?,
        join_within: a.join_within_days,
        notice_or_not_working: a.notice_or_not_working,
        edu: wires::<EduPedigree>("edu", &a.edu)?,
        startup: wires::<StartupExp>("startup", &a.startup)?,
        exclude_it: wires::<ItServices>("exclude_it", &a.exclude_it)?,
        entrepreneur: wires::<Entrepreneurship>("entrepreneur", &a.entrepreneur)?,
        domains: wires::<DomainTag>("domains", &a.domains)?,
        match_any: a.match_any,
        active: match a.active.as_deref() {
            None => None,
            Some("3m") => Some(Activity::Active3Months),
            Some("6m") => Some(Activity::Active6Months),
            Some(s) => Some(wire::<Activity>("active", s)?),
        },
    })
}

fn finite(name: &str, v: Option<f64>) -> Result<Option<f64>> {
    match v {
        Some(x) if !x.is_finite() || x < 0.0 => Err(Error::usage(format!(
            "{name} must be a number of years, 0 or more"
        ))),
        v => Ok(v),
    }
}

/// A wire enum's value, as the service spells it (case aside).
fn wire<T: WireEnum>(name: &str, s: &str) -> Result<T> {
    T::parse(s)
        .or_else(|| {
            T::ALL
                .iter()
                .copied()
                .find(|v| v.as_str().eq_ignore_ascii_case(s))
        })
        .ok_or_else(|| {
            Error::usage(format!(
                "{name}: {} is not one of {}",
                s.escape_debug(),
                T::names().join(", ")
            ))
        })
}

fn wires<T: WireEnum>(name: &str, v: &[String]) -> Result<Vec<T>> {
    v.iter().map(|s| wire(name, s.trim())).collect()
}

/// `page` (1-based) and `page_size` (1–20): one call is one page.
fn paging(page: Option<u64>, size: Option<u32>) -> Result<(u64, Option<u32>)> {
    if page == Some(0) {
        return Err(Error::usage("page starts at 1"));
    }
    if let Some(n) = size.filter(|n| !(1..=20).contains(n)) {
        return Err(Error::usage(format!(
            "page_size {n} is out of range: 1 to 20"
        )));
    }
    Ok((page.unwrap_or(1), size))
}

fn nonblank(name: &str, v: &str) -> Result<String> {
    let v = v.trim();
    if v.is_empty() {
        return Err(Error::usage(format!("{name} is empty")));
    }
    Ok(v.to_string())
}

fn message_text(m: &str) -> Result<String> {
    if m.trim().is_empty() {
        return Err(Error::usage("message is empty"));
    }
    Ok(m.to_string())
}

/// What each allowance allows, has used and has left.
fn allowances(server: &Server) -> Value {
    let opts = &server.inner.opts;
    let used = *server.inner.used.borrow();
    let one = |i: usize| json!({"allowed": opts.allow[i], "used": used[i], "left": opts.allow[i].saturating_sub(used[i])});
    json!({"unlocks": one(0), "searches": one(1), "outreach": one(2), "job_changes": one(3)})
}

/// Counts what a call that went through used.
fn count(server: &Server, act: &Act) {
    if let (Some((slot, n)), false) = (act.allowance, act.asked.get()) {
        server.inner.used.borrow_mut()[slot] += n;
    }
    if let Some(m) = act.meter {
        server.inner.spent.borrow_mut()[slot_of(m)] += act.cost.max(0) as u64;
    }
}

/// Caps, the guard's quote, the allowance, and when any says so, the
/// person's yes.
async fn decide(
    server: &Server,
    def: &Def,
    act: &Act,
    request: &CallToolRequestParams,
    context: &RequestContext<RoleServer>,
    binding: &Value,
) -> Result<Step> {
    let inner = &server.inner;
    let engine = inner.engine.as_ref();
    let mut q = Question {
        kind: act.kind,
        approved: act.approved.clone(),
        ..Question::default()
    };
    let mut crosses_reserve = false;
    if let (Some(m), true) = (act.meter, act.cost > 0) {
        let slot = slot_of(m);
        if let Some(cap) = inner.opts.caps[slot] {
            let spent = inner.spent.borrow()[slot];
            if spent + act.cost as u64 > cap {
                let w = crate::meter::words(m);
                return Err(Error::new(
                    ErrorKind::Quota,
                    format!(
                        "this session may spend {} at most ({} spent); nothing was sent",
                        w.count(cap as i64),
                        spent
                    ),
                )
                .with_code(crate::guard::quota::BUDGET_REACHED));
            }
        }
        let guard = engine
            .guard()
            .ok_or_else(|| Error::failure("the guard is not ready"))?;
        let quote = guard
            .quote(m, act.cost as u64, crate::guard::Then::Show)
            .await?;
        if let Some(e) = quote.refusal {
            return Err(e);
        }
        crosses_reserve = quote.warning.is_some();
        q = Question {
            kind: q.kind,
            approved: q.approved,
            ..quote.question
        };
    }
    let allowance = act.allowance.map(|(slot, n)| {
        (
            Allowance {
                allowed: inner.opts.allow[slot],
                used: inner.used.borrow()[slot],
            },
            n,
        )
    });
    let past = allowance.is_some_and(|(a, n)| a.used + n > a.allowed);
    q.allowance = allowance.map(|(a, _)| a);
    if let (true, Some(note)) = (q.why.is_empty(), &act.note) {
        q.why = note.clone();
    }
    if !(act.destructive || past || crosses_reserve) {
        return Ok(Step::Go(None, false));
    }
    let crossing = if crosses_reserve { act.meter } else { None };
    let put = ask::Put {
        engine,
        question: &q,
        tool: def.name,
        args: binding,
        cost: act.cost,
        request,
        context,
    };
    match inner.asking.put(put).await? {
        ask::Outcome::Yes => Ok(Step::Go(crossing, true)),
        ask::Outcome::Answer(r) => Ok(Step::Answer(r)),
    }
}

/// Runs an operation for a call: the guard's questions answered from the
/// call's approval, its rate-limit waits told as progress, and a
/// cancellation from the client obeyed (nothing more is sent; what was
/// sent is settled as "may have spent"). `decided` is `Some` for a call
/// that holds the decision (and with it the guard's seams); a read beside
/// it leaves them alone.
async fn perform<T>(
    server: &Server,
    context: &RequestContext<RoleServer>,
    decided: Option<Option<Meter>>,
    work: impl std::future::Future<Output = Result<T>>,
) -> Result<T> {
    let inner = &server.inner;
    let (tx, mut rx) = tokio::sync::mpsc::unbounded_channel();
    let approved = decided.flatten();
    if decided.is_some() {
        inner.bridge.begin(approved, tx);
    }
    let token = context.meta.get_progress_token();
    let mut work = pin!(work);
    let mut told = 0u32;
    let mut cancelled = false;
    let out = loop {
        tokio::select! {
            done = &mut work => break done,
            Some(why) = rx.recv() => {
                if let Some(token) = &token {
                    told += 1;
                    let note = ProgressNotificationParam::new(token.clone(), f64::from(told))
                        .with_message(why);
                    let _ = context.peer.notify_progress(note).await;
                }
            }
            _ = context.ct.cancelled() => {
                cancelled = true;
                break Err(Error::new(
                    ErrorKind::Interrupted,
                    "cancelled by the client; nothing more was sent",
                ));
            }
        }
    };
    if decided.is_some() {
        inner.bridge.end();
    }
    if let (Some(m), Some(guard)) = (approved, inner.engine.guard()) {
        guard.accept(m, false);
    }
    // Only a call holding the decision can have quota held in flight (a
    // read beside it holds none, and must not settle the other's).
    if cancelled && decided.is_some() {
        server.stop();
    }
    out
}
