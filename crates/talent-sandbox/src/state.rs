//! The sandbox's world: keys, workspaces, jobs, pipelines, threads, invites,
//! webhook endpoints and pending deliveries. Everything here is plain data that
//! serializes to the state file; candidates are not stored (the pool regenerates
//! them from the seed), only their ids where the world refers to them.

use std::collections::{BTreeMap, BTreeSet};

use chrono::{DateTime, Duration, Utc};
use serde::{Deserialize, Serialize};
use serde_json::Value;

use super::pool::{JobCriteria, Pool};
use super::rng::{mix64, GOLDEN};
// The job and webhook states are the service's (talent-spec): the state
// file stores them under their wire names.
pub use talent_spec::enums::{JobStatus, RemoteType, WebhookStatus};
use talent_spec::time::TimeScale;

/// Version of the state file layout; a file of another version is refused.
pub const STATE_VERSION: u32 = 1;

/// Length of a quota cycle before scaling.
pub const CYCLE_DAYS: i64 = 30;

/// Events kept per workspace for `GET /_sandbox/events`.
const EVENT_LOG_CAP: usize = 500;

/// What a key may do. The spec names three scopes; the others are this sandbox's
/// choice for routes whose scope is "not shown" (see docs/assumptions-server.md).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Scope {
    SearchRead,
    CandidatesRead,
    JobsRead,
    JobsWrite,
    MessagesWrite,
    UsageRead,
    SourcingWrite,
    WebhooksManage,
}

impl Scope {
    pub fn as_str(self) -> &'static str {
        match self {
            Scope::SearchRead => "search:read",
            Scope::CandidatesRead => "candidates:read",
            Scope::JobsRead => "jobs:read",
            Scope::JobsWrite => "jobs:write",
            Scope::MessagesWrite => "messages:write",
            Scope::UsageRead => "usage:read",
            Scope::SourcingWrite => "sourcing:write",
            Scope::WebhooksManage => "webhooks:manage",
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum KeyKind {
    Production,
    Evaluation,
}

impl KeyKind {
    /// Evaluation keys read; production keys also write (jobs, messages, sourcing, webhooks).
    pub fn allows(self, scope: Scope) -> bool {
        match self {
            KeyKind::Production => true,
            KeyKind::Evaluation => matches!(
                scope,
                Scope::SearchRead | Scope::CandidatesRead | Scope::JobsRead | Scope::UsageRead
            ),
        }
    }
}

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct ApiKey {
    pub key: String,
    pub kind: KeyKind,
    /// Index into `World::workspaces`.
    pub workspace: usize,
}

/// The three cycle meters, used both for what was spent and for the grants.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Meters {
    pub unlocks: u32,
    pub searches: u32,
    pub messages: u32,
}

impl Meters {
    pub const DEFAULT_GRANTS: Meters = Meters {
        unlocks: 10,
        searches: 100,
        messages: 20,
    };
}

/// Optional new values for some meters (a `--grant` flag or a control request).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct MeterChange {
    pub unlocks: Option<u32>,
    pub searches: Option<u32>,
    pub messages: Option<u32>,
}

impl MeterChange {
    pub fn apply(&self, to: &mut Meters) {
        if let Some(v) = self.unlocks {
            to.unlocks = v;
        }
        if let Some(v) = self.searches {
            to.searches = v;
        }
        if let Some(v) = self.messages {
            to.messages = v;
        }
    }
}

/// The plan-level search throttle, armed through the control route.
#[derive(Debug, Clone, Copy, Default, Serialize, Deserialize)]
pub struct Throttle {
    /// How many of the next searches answer `search_throttled`.
    pub remaining: u32,
    /// The `Retry-After` they carry, in seconds.
    pub retry_after: u64,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct Stage {
    pub id: String,
    pub title: String,
    pub kind: String,
    pub order: u32,
    pub purpose: String,
    pub automations: Vec<Value>,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct Job {
    pub id: String,
    pub title: String,
    pub description: String,
    pub skills_required: Vec<String>,
    pub skills_preferred: Vec<String>,
    pub experience_min: Option<i64>,
    pub experience_max: Option<i64>,
    pub location: Option<String>,
    pub remote_type: Option<RemoteType>,
    pub salary_min: Option<i64>,
    pub salary_max: Option<i64>,
    pub status: JobStatus,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
    pub stages: Vec<Stage>,
    /// `cand_` ids ever shortlisted for this job, in the order they were added.
    pub shortlisted: Vec<String>,
}

/// A job's optional fields as the service shows them: the spec types them
/// as plain integers and strings (never null), so a job created without
/// them shows defaults: 0 for a number not stated, `Remote` / `remote` for
/// no place, `onsite` for a city with no remote type (docs/assumptions.md).
#[derive(Debug, Clone, PartialEq)]
pub struct Shown {
    pub location: String,
    pub remote_type: RemoteType,
    pub experience_min: i64,
    pub experience_max: i64,
    pub salary_min: i64,
    pub salary_max: i64,
}

/// The location of a job with none.
pub const REMOTE_LOCATION: &str = "Remote";

impl Job {
    /// The fields as shown, defaults filled in.
    pub fn shown(&self) -> Shown {
        let remote_type = self.remote_type.unwrap_or(match self.location.as_deref() {
            Some(l) if !l.eq_ignore_ascii_case(REMOTE_LOCATION) => RemoteType::Onsite,
            _ => RemoteType::Remote,
        });
        Shown {
            location: self
                .location
                .clone()
                .unwrap_or_else(|| REMOTE_LOCATION.to_string()),
            remote_type,
            experience_min: self.experience_min.unwrap_or(0),
            experience_max: self.experience_max.unwrap_or(0),
            salary_min: self.salary_min.unwrap_or(0),
            salary_max: self.salary_max.unwrap_or(0),
        }
    }

    /// The job as the pool's shortlist sees it.
    pub fn criteria(&self) -> JobCriteria {
        JobCriteria {
            title: self.title.clone(),
            description: self.description.clone(),
            skills_required: self.skills_required.clone(),
            skills_preferred: self.skills_preferred.clone(),
            experience_min: self.experience_min,
            experience_max: self.experience_max,
            location: self.location.clone(),
            remote_type: self.remote_type.map(|r| r.as_str().to_string()),
            salary_min: self.salary_min,
            salary_max: self.salary_max,
        }
    }

    pub fn stage(&self, id: &str) -> Option<&Stage> {
        self.stages.iter().find(|s| s.id == id)
    }
}

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct Application {
    pub id: String,
    pub job_id: String,
    pub talent_card_id: String,
    pub candidate_id: String,
    pub stage_id: String,
    pub thread_id: String,
    pub status: String,
    pub source: String,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct Message {
    pub id: String,
    pub body: String,
    pub sent_at: DateTime<Utc>,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct Thread {
    pub id: String,
    pub job_id: String,
    pub talent_card_id: String,
    pub messages: Vec<Message>,
}

/// How an invite reached the candidate.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum InviteVia {
    /// Main interface `POST /invite-to-apply`.
    InviteToApply,
    /// Additional interface `POST /sourcing/invite`.
    SourcingInvite,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct Invite {
    pub job_id: String,
    pub candidate_id: String,
    pub talent_card_id: String,
    pub channel: Option<String>,
    pub via: InviteVia,
    pub at: DateTime<Utc>,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct Webhook {
    pub id: String,
    pub url: String,
    pub events: Vec<String>,
    pub secret: String,
    pub status: WebhookStatus,
    pub created_at: DateTime<Utc>,
    /// Deliveries in a row that failed all their retries.
    pub consecutive_failures: u32,
    /// The last delivery attempt: when, and its HTTP status (or
    /// `timeout` / `connection failed`).
    #[serde(default)]
    pub last_delivery: Option<LastDelivery>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct LastDelivery {
    pub at: DateTime<Utc>,
    pub status: serde_json::Value,
    pub ok: bool,
}

/// One event on its way to one endpoint. The body is kept as sent, so every
/// retry carries the same bytes and the same signature.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct Delivery {
    pub id: String,
    pub workspace: usize,
    pub endpoint_id: String,
    pub event_id: String,
    pub event: String,
    pub body: String,
    /// Failed attempts so far.
    pub attempts: u32,
    pub next_at: DateTime<Utc>,
    /// An attempt is on the wire; not saved (a restart retries it).
    #[serde(skip)]
    pub in_flight: bool,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct Workspace {
    pub id: String,
    pub plan: String,
    pub plan_expires_on: Option<DateTime<Utc>>,
    pub cycle_start: DateTime<Utc>,
    pub used: Meters,
    pub grants: Meters,
    pub throttle: Throttle,
    /// talentCardId → when this workspace unlocked the candidate.
    pub unlocked: BTreeMap<String, DateTime<Utc>>,
    /// `cand_` ids whose invite was accepted (their contact is visible).
    pub accepted: BTreeSet<String>,
    pub jobs: Vec<Job>,
    pub applications: Vec<Application>,
    pub threads: Vec<Thread>,
    pub invites: Vec<Invite>,
    pub webhooks: Vec<Webhook>,
    /// The latest event envelopes, oldest first.
    pub events: Vec<Value>,
}

impl Workspace {
    pub fn job(&self, id: &str) -> Option<&Job> {
        self.jobs.iter().find(|j| j.id == id)
    }

    pub fn job_mut(&mut self, id: &str) -> Option<&mut Job> {
        self.jobs.iter_mut().find(|j| j.id == id)
    }

    /// Whether the candidate already has an application in the job's pipeline.
    pub fn in_pipeline(&self, job_id: &str, talent_card_id: &str) -> bool {
        self.applications
            .iter()
            .any(|a| a.job_id == job_id && a.talent_card_id == talent_card_id)
    }

    /// Whether the contact fields of a candidate are visible to this workspace.
    pub fn contact_visible(&self, talent_card_id: &str, cand_id: &str) -> bool {
        self.unlocked.contains_key(talent_card_id) || self.accepted.contains(cand_id)
    }

    /// Moves the meters into the cycle that contains `now`, resetting them when
    /// one or more cycle ends have passed.
    pub fn roll_cycle(&mut self, now: DateTime<Utc>, len: Duration) {
        if len <= Duration::zero() || now < self.cycle_start + len {
            return;
        }
        let elapsed = (now - self.cycle_start).num_milliseconds();
        let cycles = elapsed / len.num_milliseconds().max(1);
        self.cycle_start += Duration::milliseconds(len.num_milliseconds() * cycles);
        self.used = Meters::default();
    }
}

/// Deterministic ids: a counter mixed with the seed, so the same history gives
/// the same ids.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct IdGen {
    seed: u64,
    counter: u64,
}

impl IdGen {
    pub fn new(seed: u64) -> Self {
        IdGen { seed, counter: 0 }
    }

    /// `<prefix>_<12 hex digits>`.
    pub fn next(&mut self, prefix: &str) -> String {
        self.counter += 1;
        let v = mix(self.seed ^ mix(self.counter.wrapping_mul(GOLDEN)));
        format!("{prefix}_{:012x}", v & 0xffff_ffff_ffff)
    }

    /// A 32-hex-digit secret.
    pub fn secret(&mut self, prefix: &str) -> String {
        self.counter += 1;
        let a = mix(self.seed ^ mix(self.counter) ^ 0x5EC2_E75E_C2E7);
        let b = mix(a ^ 0xA5A5_5A5A_A5A5_5A5A);
        format!("{prefix}_{a:016x}{b:016x}")
    }
}

/// One splitmix64 step (the golden increment, then the finaliser): a cheap,
/// well-spread 64-bit mix.
pub fn mix(z: u64) -> u64 {
    mix64(z.wrapping_add(GOLDEN))
}

/// Sandbox-wide switches for benchmarks.
#[derive(Debug, Clone, Copy, Serialize, Deserialize)]
pub struct Settings {
    pub rate_limits: bool,
    pub quotas: bool,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            rate_limits: true,
            quotas: true,
        }
    }
}

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct World {
    pub version: u32,
    pub seed: u64,
    pub candidates: usize,
    pub epoch: DateTime<Utc>,
    pub ids: IdGen,
    pub keys: Vec<ApiKey>,
    pub workspaces: Vec<Workspace>,
    pub deliveries: Vec<Delivery>,
    pub settings: Settings,
    /// The rate limiter's windows and blocks when the state was saved, so a
    /// shell loop of `--sandbox` runs meets the limits a long-running server
    /// enforces (filled at save, taken at load).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub rate_windows: Vec<RateWindow>,
}

/// One (key, class) window of the rate limiter.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct RateWindow {
    pub key: String,
    pub class: talent_spec::rate::RateClass,
    /// Admitted requests still inside the window, oldest first.
    pub admitted: Vec<DateTime<Utc>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub blocked_until: Option<DateTime<Utc>>,
}

/// A job the world starts with.
struct JobSeed {
    title: &'static str,
    description: &'static str,
    required: &'static [&'static str],
    preferred: &'static [&'static str],
    experience: (i64, i64),
    location: &'static str,
    remote: RemoteType,
    salary: (i64, i64),
    status: JobStatus,
    age_days: i64,
    applications: usize,
}

const JOB_SEEDS: &[JobSeed] = &[
    JobSeed {
        title: "Senior Backend Engineer",
        description: "Build and run the **payments platform**: Rust and Go services on Kubernetes.",
        required: &["Rust", "Go", "PostgreSQL"],
        preferred: &["Kubernetes", "Kafka"],
        experience: (5, 10),
        location: "Bengaluru",
        remote: RemoteType::Hybrid,
        salary: (3_500_000, 6_000_000),
        status: JobStatus::Active,
        age_days: 20,
        applications: 6,
    },
    JobSeed {
        title: "Data Scientist",
        description: "Own ranking and forecasting models end to end.",
        required: &["Python", "Machine Learning", "SQL"],
        preferred: &["PyTorch", "Spark"],
        experience: (3, 7),
        location: "Remote",
        remote: RemoteType::Remote,
        salary: (2_500_000, 4_500_000),
        status: JobStatus::Active,
        age_days: 12,
        applications: 4,
    },
    JobSeed {
        title: "Frontend Engineer (React)",
        description: "Ship the recruiter dashboard in React and TypeScript.",
        required: &["React", "TypeScript"],
        preferred: &["Next.js", "CSS"],
        experience: (2, 6),
        location: "Pune",
        remote: RemoteType::Onsite,
        salary: (1_800_000, 3_200_000),
        status: JobStatus::Paused,
        age_days: 40,
        applications: 3,
    },
    JobSeed {
        title: "Engineering Manager, Payments",
        description: "Lead two teams of backend engineers.",
        required: &["Java", "Microservices"],
        preferred: &["People Management"],
        experience: (8, 15),
        location: "Mumbai",
        remote: RemoteType::Hybrid,
        salary: (6_000_000, 9_000_000),
        status: JobStatus::Closed,
        age_days: 90,
        applications: 2,
    },
];

/// The pipeline every job gets: (title, type, purpose).
const STAGES: &[(&str, &str, &str)] = &[
    ("Sourced", "sourced", "pipeline"),
    ("Applied", "applied", "pipeline"),
    ("Screening", "screening", "evaluation"),
    ("Interview", "interview", "evaluation"),
    ("Offer", "offer", "closing"),
    ("Hired", "hired", "hired"),
    ("Rejected", "rejected", "rejected"),
];

/// Application status implied by the type of the stage it sits in.
pub fn status_for_stage(kind: &str) -> &'static str {
    match kind {
        "hired" => "hired",
        "rejected" => "rejected",
        _ => "active",
    }
}

impl World {
    /// A fresh world: two workspaces (production and evaluation), each with a
    /// few seeded jobs, pipelines and threads, all derived from `seed`.
    pub fn new(seed: u64, candidates: usize, epoch: DateTime<Utc>, pool: &Pool) -> World {
        let mut ids = IdGen::new(seed);
        let keys = vec![
            ApiKey {
                key: key_from_seed("svc_live", seed, 1),
                kind: KeyKind::Production,
                workspace: 0,
            },
            // One workspace, two keys: quotas and cycle shared, rate
            // limits per key, scopes per key kind.
            ApiKey {
                key: key_from_seed("svc_eval", seed, 2),
                kind: KeyKind::Evaluation,
                workspace: 0,
            },
            // A second workspace, so isolation can be shown.
            ApiKey {
                key: key_from_seed("svc_live", seed, 3),
                kind: KeyKind::Production,
                workspace: 1,
            },
            ApiKey {
                key: key_from_seed("svc_eval", seed, 4),
                kind: KeyKind::Evaluation,
                workspace: 1,
            },
        ];
        let plans = [
            ("growth", Some(epoch + Duration::days(365))),
            ("free", None),
        ];
        let workspaces = plans
            .iter()
            .enumerate()
            .map(|(i, (plan, expires))| {
                let mut ws = Workspace {
                    id: ids.next("ws"),
                    plan: plan.to_string(),
                    plan_expires_on: *expires,
                    cycle_start: epoch,
                    used: Meters::default(),
                    grants: Meters::DEFAULT_GRANTS,
                    throttle: Throttle::default(),
                    unlocked: BTreeMap::new(),
                    accepted: BTreeSet::new(),
                    jobs: Vec::new(),
                    applications: Vec::new(),
                    threads: Vec::new(),
                    invites: Vec::new(),
                    webhooks: Vec::new(),
                    events: Vec::new(),
                };
                seed_jobs(&mut ws, &mut ids, pool, epoch, seed ^ (i as u64 + 1));
                ws
            })
            .collect();
        World {
            version: STATE_VERSION,
            seed,
            candidates,
            epoch,
            ids,
            keys,
            workspaces,
            deliveries: Vec::new(),
            settings: Settings::default(),
            rate_windows: Vec::new(),
        }
    }

    /// Checks the cross-references a hand-edited or damaged file could break,
    /// so no request can later index out of bounds.
    pub fn check(&self) -> Result<(), String> {
        let n = self.workspaces.len();
        if let Some(k) = self.keys.iter().find(|k| k.workspace >= n) {
            return Err(format!(
                "key {}… names workspace {} of {n}",
                k.key.chars().take(9).collect::<String>(),
                k.workspace
            ));
        }
        if let Some(d) = self.deliveries.iter().find(|d| d.workspace >= n) {
            return Err(format!(
                "delivery {} names workspace {} of {n}",
                d.id, d.workspace
            ));
        }
        if self
            .workspaces
            .iter()
            .flat_map(|w| &w.jobs)
            .any(|j| j.stages.is_empty())
        {
            return Err("a job has no pipeline stages".into());
        }
        Ok(())
    }

    pub fn key(&self, key: &str) -> Option<&ApiKey> {
        self.keys.iter().find(|k| k.key == key)
    }

    /// The first workspace's key of `kind`.
    pub fn key_of(&self, kind: KeyKind) -> String {
        self.key_in(0, kind).unwrap_or_default()
    }

    /// Workspace `ws`'s key of `kind`, if it has one (a state file written
    /// before the second workspace had keys has none there).
    pub fn key_in(&self, ws: usize, kind: KeyKind) -> Option<String> {
        self.keys
            .iter()
            .find(|k| k.kind == kind && k.workspace == ws)
            .map(|k| k.key.clone())
    }

    /// Creates a job with the standard pipeline in workspace `wi`.
    pub fn create_job(&mut self, wi: usize, mut job: Job, now: DateTime<Utc>) -> Job {
        job.id = self.ids.next("job");
        job.stages = new_stages(&mut self.ids);
        job.created_at = now;
        job.updated_at = now;
        self.workspaces[wi].jobs.push(job.clone());
        job
    }

    /// Puts a candidate into the first stage of a job's pipeline with a new
    /// thread that holds the first message. Returns the thread id.
    pub fn add_to_pipeline(&mut self, wi: usize, entry: PipelineEntry<'_>) -> Option<String> {
        let app_id = self.ids.next("app");
        let thread_id = self.ids.next("thr");
        let msg_id = self.ids.next("msg");
        let ws = &mut self.workspaces[wi];
        let first = ws.job(entry.job_id)?.stages.first()?.clone();
        ws.applications.push(Application {
            id: app_id,
            job_id: entry.job_id.to_string(),
            talent_card_id: entry.talent_card_id.to_string(),
            candidate_id: entry.candidate_id.to_string(),
            stage_id: first.id,
            thread_id: thread_id.clone(),
            status: status_for_stage(&first.kind).to_string(),
            source: entry.source.to_string(),
            created_at: entry.now,
            updated_at: entry.now,
        });
        ws.threads.push(Thread {
            id: thread_id.clone(),
            job_id: entry.job_id.to_string(),
            talent_card_id: entry.talent_card_id.to_string(),
            messages: vec![Message {
                id: msg_id,
                body: entry.message.to_string(),
                sent_at: entry.now,
            }],
        });
        Some(thread_id)
    }

    /// Appends a message to thread `thread_id` of workspace `wi` and returns
    /// its id; `None` when there is no such thread (an id is drawn either way).
    pub fn post_message(
        &mut self,
        wi: usize,
        thread_id: &str,
        body: &str,
        now: DateTime<Utc>,
    ) -> Option<String> {
        let id = self.ids.next("msg");
        let thread = self.workspaces[wi]
            .threads
            .iter_mut()
            .find(|t| t.id == thread_id)?;
        thread.messages.push(Message {
            id: id.clone(),
            body: body.to_string(),
            sent_at: now,
        });
        Some(id)
    }

    /// Drops every pending delivery to endpoint `endpoint_id` of workspace `wi`.
    pub fn drop_deliveries(&mut self, wi: usize, endpoint_id: &str) {
        self.deliveries
            .retain(|d| !(d.workspace == wi && d.endpoint_id == endpoint_id));
    }

    /// Records an event, queues one delivery per active endpoint subscribed to
    /// its kind, and returns the envelope.
    pub fn emit(&mut self, wi: usize, event: &str, data: Value, now: DateTime<Utc>) -> Value {
        let envelope = serde_json::json!({
            "id": self.ids.next("evt"),
            "event": event,
            "created_at": iso(now),
            "data": data,
        });
        let body = envelope.to_string();
        let event_id = envelope["id"].as_str().unwrap_or_default().to_string();
        let targets: Vec<String> = self.workspaces[wi]
            .webhooks
            .iter()
            .filter(|w| w.status == WebhookStatus::Active && w.events.iter().any(|e| e == event))
            .map(|w| w.id.clone())
            .collect();
        for endpoint_id in targets {
            let id = self.ids.next("dlv");
            self.deliveries.push(Delivery {
                id,
                workspace: wi,
                endpoint_id,
                event_id: event_id.clone(),
                event: event.to_string(),
                body: body.clone(),
                attempts: 0,
                next_at: now,
                in_flight: false,
            });
        }
        let log = &mut self.workspaces[wi].events;
        log.push(envelope.clone());
        if log.len() > EVENT_LOG_CAP {
            let extra = log.len() - EVENT_LOG_CAP;
            log.drain(..extra);
        }
        envelope
    }

    /// Brings every workspace's meters into the current cycle.
    pub fn roll_cycles(&mut self, now: DateTime<Utc>, scale: TimeScale) {
        let len = cycle_len(scale);
        for ws in &mut self.workspaces {
            ws.roll_cycle(now, len);
        }
    }
}

/// What `add_to_pipeline` needs to know.
pub struct PipelineEntry<'a> {
    pub job_id: &'a str,
    pub talent_card_id: &'a str,
    pub candidate_id: &'a str,
    pub source: &'a str,
    pub message: &'a str,
    pub now: DateTime<Utc>,
}

/// Longest scaled duration: extreme time scales are clamped here rather than
/// overflowing a clock computation.
const MAX_SCALED_MS: f64 = 100.0 * 365.0 * 86_400_000.0;

/// `d` × the time scale, clamped to 0..=100 years.
pub fn scaled(scale: TimeScale, d: Duration) -> Duration {
    let ms = (d.num_milliseconds() as f64 * scale.factor()).round();
    Duration::milliseconds(ms.clamp(0.0, MAX_SCALED_MS) as i64)
}

/// `d` × the time scale for `std` durations, clamped like [`scaled`].
pub fn scaled_std(scale: TimeScale, d: std::time::Duration) -> std::time::Duration {
    let secs = d.as_secs_f64() * scale.factor();
    std::time::Duration::from_secs_f64(secs.clamp(0.0, MAX_SCALED_MS / 1000.0))
}

/// The scaled length of a quota cycle.
pub fn cycle_len(scale: TimeScale) -> Duration {
    let d = scaled(scale, Duration::days(CYCLE_DAYS));
    d.max(Duration::milliseconds(1))
}

/// ISO 8601 with seconds and a `Z`, the form every timestamp of the sandbox takes.
pub fn iso(t: DateTime<Utc>) -> String {
    t.to_rfc3339_opts(chrono::SecondsFormat::Secs, true)
}

fn key_from_seed(prefix: &str, seed: u64, salt: u64) -> String {
    let a = mix(seed ^ mix(salt));
    let b = mix(a ^ salt);
    format!("{prefix}_{a:016x}{b:016x}")
}

fn new_stages(ids: &mut IdGen) -> Vec<Stage> {
    STAGES
        .iter()
        .enumerate()
        .map(|(i, (title, kind, purpose))| Stage {
            id: ids.next("stg"),
            title: title.to_string(),
            kind: kind.to_string(),
            order: i as u32 + 1,
            purpose: purpose.to_string(),
            automations: automations_for(kind),
        })
        .collect()
}

/// A plausible automation or two on some stages; their shape is not shown.
fn automations_for(kind: &str) -> Vec<Value> {
    match kind {
        "applied" => vec![serde_json::json!({
            "type": "auto_reply",
            "trigger": "on_enter",
            "enabled": true
        })],
        "rejected" => vec![serde_json::json!({
            "type": "rejection_email",
            "trigger": "on_enter",
            "enabled": false
        })],
        _ => Vec::new(),
    }
}

/// Seeds the template jobs and, for each, a few applications spread over the
/// first stages, with candidates picked deterministically from the pool.
fn seed_jobs(ws: &mut Workspace, ids: &mut IdGen, pool: &Pool, epoch: DateTime<Utc>, salt: u64) {
    let mut pick = mix(salt);
    let mut used = BTreeSet::new();
    for seed in JOB_SEEDS {
        let created = epoch - Duration::days(seed.age_days);
        let job = Job {
            id: ids.next("job"),
            title: seed.title.to_string(),
            description: seed.description.to_string(),
            skills_required: seed.required.iter().map(|s| s.to_string()).collect(),
            skills_preferred: seed.preferred.iter().map(|s| s.to_string()).collect(),
            experience_min: Some(seed.experience.0),
            experience_max: Some(seed.experience.1),
            location: Some(seed.location.to_string()),
            remote_type: Some(seed.remote),
            salary_min: Some(seed.salary.0),
            salary_max: Some(seed.salary.1),
            status: seed.status,
            created_at: created,
            updated_at: created,
            stages: new_stages(ids),
            shortlisted: Vec::new(),
        };
        for n in 0..seed.applications.min(pool.len()) {
            pick = mix(pick);
            let mut idx = (pick % pool.len() as u64) as u32;
            while !used.insert((job.id.clone(), idx)) {
                idx = (idx + 1) % pool.len() as u32;
            }
            let stage = &job.stages[n % 4];
            let at = created + Duration::days(n as i64 + 1);
            let thread_id = ids.next("thr");
            ws.applications.push(Application {
                id: ids.next("app"),
                job_id: job.id.clone(),
                talent_card_id: pool.talent_card_id(idx).to_string(),
                candidate_id: pool.cand_id(idx).to_string(),
                stage_id: stage.id.clone(),
                thread_id: thread_id.clone(),
                status: status_for_stage(&stage.kind).to_string(),
                source: if n % 2 == 0 { "applied" } else { "sourced" }.to_string(),
                created_at: at,
                updated_at: at,
            });
            ws.threads.push(Thread {
                id: thread_id,
                job_id: job.id.clone(),
                talent_card_id: pool.talent_card_id(idx).to_string(),
                messages: vec![Message {
                    id: ids.next("msg"),
                    body: format!("Thanks for your interest in the {} role.", job.title),
                    sent_at: at,
                }],
            });
        }
        ws.jobs.push(job);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_are_deterministic_and_distinct() {
        let mut a = IdGen::new(7);
        let mut b = IdGen::new(7);
        let xs: Vec<String> = (0..100).map(|_| a.next("job")).collect();
        let ys: Vec<String> = (0..100).map(|_| b.next("job")).collect();
        assert_eq!(xs, ys);
        let set: BTreeSet<_> = xs.iter().collect();
        assert_eq!(set.len(), 100);
        assert!(xs[0].starts_with("job_") && xs[0].len() == 16);
    }

    #[test]
    fn keys_have_the_spec_prefixes() {
        assert!(key_from_seed("svc_live", 7, 1).starts_with("svc_live_"));
        assert_ne!(
            key_from_seed("svc_live", 7, 1),
            key_from_seed("svc_live", 8, 1)
        );
    }

    #[test]
    fn cycle_rolls_and_resets_meters() {
        let start = Utc::now();
        let mut ws = Workspace {
            id: "ws_1".into(),
            plan: "free".into(),
            plan_expires_on: None,
            cycle_start: start,
            used: Meters {
                unlocks: 3,
                searches: 4,
                messages: 5,
            },
            grants: Meters::DEFAULT_GRANTS,
            throttle: Throttle::default(),
            unlocked: BTreeMap::new(),
            accepted: BTreeSet::new(),
            jobs: vec![],
            applications: vec![],
            threads: vec![],
            invites: vec![],
            webhooks: vec![],
            events: vec![],
        };
        let len = Duration::seconds(10);
        ws.roll_cycle(start + Duration::seconds(9), len);
        assert_eq!(ws.used.searches, 4);
        ws.roll_cycle(start + Duration::seconds(25), len);
        assert_eq!(ws.used, Meters::default());
        assert_eq!(ws.cycle_start, start + Duration::seconds(20));
    }
}
