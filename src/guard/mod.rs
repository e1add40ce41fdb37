//! Spend nothing by accident, never cause a block: the local ledger, the
//! quota guard and the pacer, plugged into every request as one
//! [`crate::api::Hook`].
//!
//! - `admit` (once per logical request): an unlock the ledger knows costs
//!   nothing; an invite the ledger knows is refused unsent; otherwise the
//!   spend is judged against a fresh usage snapshot and the reserve (asking
//!   on a terminal).
//! - `pace` (each attempt): a slot in every rate-limit class of the request
//!   (shared by all processes through the ledger), then quota held for the
//!   attempt (a reservation other processes see) within the run's budget.
//! - `outcome` (each attempt): the reservation is settled as spent, maybe
//!   spent or released; a `Retry-After` is recorded for every process.

pub mod ledger;
pub mod pacer;
pub mod quota;

use std::collections::{HashMap, HashSet};
use std::path::Path;
use std::sync::{Arc, Mutex};
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use serde_json::Value;
use talent_spec::rate::{Meter, RateClass, WINDOW_SECS};
use talent_spec::{codes, signature};

use crate::api::types::Usage;
use crate::api::{BoxFuture, Client, Hook, Outcome, Request, RouteClass, Surface};
use crate::clock::TimeScale;
use crate::ops::routes;
use crate::ui::Ui;
use crate::{Error, ErrorKind, Result};

use ledger::{AuditRow, Ledger, Meters, Snapshot};
use pacer::Slot;
use quota::{Spend, Verdict};

/// A usage snapshot older than this (× time scale) is read again.
const SNAPSHOT_TTL: Duration = Duration::from_secs(60);
/// The bulk-invite day (× time scale).
const DAY: Duration = Duration::from_secs(86_400);
/// Quota held for an attempt in flight; a killed process's hold lapses.
const RESERVATION_TTL: Duration = Duration::from_secs(300);

/// What one run may do, from its flags and the config.
#[derive(Debug, Clone, Default)]
pub struct GuardOptions {
    /// The subcommand, for the audit log (`candidate show`).
    pub command: String,
    pub yes: bool,
    /// `--max-unlocks`, `--max-searches`, `--max-messages`.
    pub budgets: [Option<u64>; 3],
    /// `reserve_*` from the config; `None` is 20 % of the limit.
    pub reserves: [Option<i64>; 3],
    pub time_scale: TimeScale,
    /// `--dry-run` / `--curl`: nothing is sent, so nothing is judged.
    pub dry_run: bool,
}

fn slot_of(m: Meter) -> usize {
    match m {
        Meter::ApiUnlocks => 0,
        Meter::Searches => 1,
        Meter::Messages => 2,
    }
}

/// Per run: what was asked, held and spent.
#[derive(Default)]
struct RunState {
    workspace: Option<String>,
    accepted: HashSet<&'static str>,
    /// Units spent (or maybe spent) by this run, per meter slot.
    spent: [i64; 3],
    /// Reservations of attempts in flight, by request.
    held: HashMap<usize, (i64, Meter, String)>,
    /// Requests that cost nothing (an unlock the ledger knows).
    free: HashSet<usize>,
    /// A run of several pages: one spent line at its end, not one a page.
    batch: Option<Batch>,
}

/// What a batch spent, for its one line.
#[derive(Default)]
struct Batch {
    /// (meter, units, maybe, left, limit, resets) of the last spend.
    meter: Option<Meter>,
    units: i64,
    maybe: bool,
    left: i64,
    limit: i64,
    resets: Option<String>,
}

pub struct Guard {
    ledger: Mutex<Ledger>,
    key_fp: String,
    ui: Arc<Ui>,
    opts: GuardOptions,
    state: Mutex<RunState>,
    /// Time this run has waited for the pacer (for progress bars).
    paced_ms: std::sync::atomic::AtomicU64,
}

fn lock<T>(m: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|e| e.into_inner())
}

fn now_ms() -> i64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map(|d| d.as_millis() as i64)
        .unwrap_or(0)
}

/// Identifies a request across admit, pace and outcome (the same `&Request`).
fn id_of(req: &Request) -> usize {
    req as *const Request as usize
}

/// A key's fingerprint: enough to tell keys apart, useless to use one.
pub fn fingerprint(key: &str) -> String {
    let mac = signature::sign(b"talent ledger key fingerprint", key.as_bytes());
    let hex = mac.strip_prefix(signature::PREFIX).unwrap_or(&mac);
    hex.chars().take(16).collect()
}

impl Guard {
    /// Opens the ledger at `path`; without a usable one (read-only or missing
    /// folder) it warns once and guards from live usage with an in-memory
    /// ledger, so nothing is shared with other processes.
    pub fn open(path: &Path, key: &str, ui: Arc<Ui>, opts: GuardOptions) -> Result<Guard> {
        let ledger = match Ledger::open(path) {
            Ok(l) => l,
            Err(e) => {
                ui.warn(&format!(
                    "{}; guarding from live usage only, without sharing with other runs",
                    e.message
                ));
                Ledger::in_memory()?
            }
        };
        Ok(Guard {
            ledger: Mutex::new(ledger),
            key_fp: fingerprint(key),
            ui,
            opts,
            state: Mutex::new(RunState::default()),
            paced_ms: std::sync::atomic::AtomicU64::new(0),
        })
    }

    fn window(&self) -> Duration {
        self.opts.time_scale.scale(Duration::from_secs(WINDOW_SECS))
    }

    /// How long a send holds its place: the window and a margin for clock
    /// and network jitter (2 % and 20 ms).
    fn span_ms(&self) -> i64 {
        let w = self.window().as_millis() as i64;
        w + w / 50 + 20
    }

    /// The workspace the key belongs to (read from GET /usage once).
    async fn workspace(&self, client: &Client) -> Result<String> {
        if let Some(ws) = lock(&self.state).workspace.clone() {
            return Ok(ws);
        }
        let known = lock(&self.ledger).workspace_of(&self.key_fp)?;
        let ws = match known {
            Some(ws) => ws,
            None => self.refresh(client).await?.0,
        };
        lock(&self.state).workspace = Some(ws.clone());
        Ok(ws)
    }

    /// Reads GET /usage and stores it.
    async fn refresh(&self, client: &Client) -> Result<(String, Snapshot)> {
        let started = now_ms();
        let usage: Usage = client.send(&routes::usage()).await?.decode()?;
        let ws = usage
            .workspace_id
            .clone()
            .unwrap_or_else(|| format!("key:{}", self.key_fp));
        let meters = |m: &crate::api::types::Meter| Meters {
            used: i64::try_from(m.used).unwrap_or(i64::MAX),
            limit: i64::try_from(m.limit).unwrap_or(i64::MAX),
        };
        let snap = Snapshot {
            unlocks: meters(&usage.api_unlocks),
            searches: meters(&usage.searches),
            messages: meters(&usage.messages),
            cycle_ends: usage.cycle_ends_on.clone(),
            read_ms: now_ms(),
        };
        let mut ledger = lock(&self.ledger);
        ledger.store_snapshot(&self.key_fp, &ws, &snap, started)?;
        let stored = ledger.snapshot(&ws)?.unwrap_or(snap);
        drop(ledger);
        lock(&self.state).workspace = Some(ws.clone());
        Ok((ws, stored))
    }

    /// The stored snapshot when fresh, else a new one.
    async fn snapshot(&self, client: &Client, ws: &str) -> Result<Snapshot> {
        let ttl = self.opts.time_scale.scale(SNAPSHOT_TTL).as_millis() as i64;
        let stored = lock(&self.ledger).snapshot(ws)?;
        match stored {
            Some(s) if now_ms() - s.read_ms < ttl => Ok(s),
            _ => Ok(self.refresh(client).await?.1),
        }
    }

    fn reserve_for(&self, m: Meter, limit: i64) -> i64 {
        self.opts.reserves[slot_of(m)].unwrap_or_else(|| quota::default_reserve(limit))
    }

    fn budget_left(&self, m: Meter) -> Option<i64> {
        let spent = lock(&self.state).spent[slot_of(m)];
        self.opts.budgets[slot_of(m)].map(|b| i64::try_from(b).unwrap_or(i64::MAX) - spent)
    }

    fn accepted(&self, m: Meter) -> bool {
        self.opts.yes
            || self.opts.budgets[slot_of(m)].is_some()
            || lock(&self.state).accepted.contains(quota::name(m))
    }

    /// Checks a spend of `cost` before it starts (asking on a terminal when
    /// it would cross the reserve). A list run calls it with its pages; a
    /// run with a budget is checked for what the budget lets it spend.
    pub async fn plan(&self, client: &Client, m: Meter, cost: u64) -> Result<()> {
        if self.opts.dry_run {
            return Ok(());
        }
        let cost = i64::try_from(cost).unwrap_or(i64::MAX);
        let cost = match self.budget_left(m) {
            Some(b) => cost.min(b.max(0)),
            None => cost,
        };
        if cost == 0 {
            return Ok(());
        }
        let ws = self.workspace(client).await?;
        let snap = self.snapshot(client, &ws).await?;
        let meters = snap.meter(quota::name(m));
        let held =
            lock(&self.ledger).write(|tx| Ledger::reserved(tx, &ws, quota::name(m), now_ms()))?;
        let resets = resets_text(snap.cycle_ends.as_deref());
        let verdict = quota::judge(Spend {
            meter: m,
            cost,
            left: meters.limit - meters.used - held,
            limit: meters.limit,
            reserve: self.reserve_for(m, meters.limit),
            budget_left: None,
            accepted: self.accepted(m),
            resets: resets.as_deref(),
        });
        match verdict {
            Verdict::Go => Ok(()),
            Verdict::Refuse(e) => Err(e),
            Verdict::Ask(why) => self.ask(m, &why),
        }
    }

    fn ask(&self, m: Meter, why: &str) -> Result<()> {
        if !self.ui.can_prompt() {
            return Err(quota::reserve_refusal(m, why));
        }
        match self.ui.confirm(&format!("{why}. Go on?"))? {
            Some(true) => {
                lock(&self.state).accepted.insert(quota::name(m));
                Ok(())
            }
            _ => Err(Error::new(
                ErrorKind::Quota,
                format!("{why}; declined, nothing was sent"),
            )),
        }
    }

    /// The classes a request counts against, with their limits.
    fn slots(req: &Request) -> Vec<Slot> {
        if req.surface != Surface::Main {
            return Vec::new();
        }
        let own = match req.class {
            RouteClass::Search => Some(RateClass::Search),
            RouteClass::SensitiveRead => Some(RateClass::SensitiveRead),
            RouteClass::CreateJob => Some(RateClass::CreateJob),
            RouteClass::InviteToApply => Some(RateClass::InviteToApply),
            RouteClass::Global | RouteClass::Alt => None,
        };
        std::iter::once(RateClass::Global)
            .chain(own)
            .map(|c| Slot {
                class: c.as_str(),
                limit: c.limit(),
            })
            .collect()
    }

    /// Records an invite or a bulk invite that went out (`kind`: invite or bulk).
    pub fn record_invites(&self, job: &str, candidates: &[String], kind: &str) {
        let Some(ws) = lock(&self.state).workspace.clone() else {
            return;
        };
        let mut l = lock(&self.ledger);
        for c in candidates {
            let _ = l.mark_invited(&ws, job, c, kind, now_ms());
        }
    }

    /// How long this run has waited for free slots of the rate limits.
    pub fn paced(&self) -> Duration {
        Duration::from_millis(self.paced_ms.load(std::sync::atomic::Ordering::Relaxed))
    }

    /// Starts a run of several pages: its spends are told in one line at
    /// [`Guard::end_batch`], not one per page under a progress bar.
    pub fn begin_batch(&self) {
        lock(&self.state).batch = Some(Batch::default());
    }

    /// Ends a batch with its one spent line.
    pub fn end_batch(&self) {
        let Some(b) = lock(&self.state).batch.take() else {
            return;
        };
        if let Some(m) = b.meter {
            self.ui.status(&quota::spent_line(
                m,
                b.units,
                b.left,
                b.limit,
                b.resets.as_deref(),
                b.maybe,
            ));
        }
    }

    /// What an idempotency key did before, for this key fingerprint.
    pub fn idempotent(&self, key: &str) -> Result<Option<(String, String, String, i64)>> {
        lock(&self.ledger).idempotent(&self.key_fp, key)
    }

    pub fn record_idempotent(
        &self,
        key: &str,
        command: &str,
        request: &str,
        result: &str,
    ) -> Result<()> {
        lock(&self.ledger).record_idempotent(&self.key_fp, key, command, request, result, now_ms())
    }

    /// Whether the named query `state` printed `id` in an earlier run.
    pub fn was_seen(&self, state: &str, id: &str) -> Result<bool> {
        lock(&self.ledger).was_seen(&self.key_fp, state, id)
    }

    /// Remembers the ids a successful run of `state` printed.
    pub fn mark_seen(&self, state: &str, ids: &[String]) -> Result<()> {
        lock(&self.ledger).mark_seen(&self.key_fp, state, ids, now_ms())
    }

    /// The stored checkpoint of the export to `name`, if any (its JSON).
    pub fn checkpoint(&self, name: &str) -> Result<Option<String>> {
        lock(&self.ledger).checkpoint(&self.key_fp, name)
    }

    /// Saves an export's checkpoint with the ids written since the last.
    pub fn save_checkpoint(&self, name: &str, position: &str, ids: &[String]) -> Result<()> {
        lock(&self.ledger).save_checkpoint(&self.key_fp, name, position, ids, now_ms())
    }

    /// Whether the export to `name` already wrote the record `id`.
    pub fn checkpoint_has(&self, name: &str, id: &str) -> Result<bool> {
        lock(&self.ledger).checkpoint_has(&self.key_fp, name, id)
    }

    pub fn drop_checkpoint(&self, name: &str) -> Result<()> {
        lock(&self.ledger).drop_checkpoint(&self.key_fp, name)
    }

    /// When the key's quota cycle ends, from the last usage read (ms).
    pub fn cycle_end_ms(&self) -> Option<i64> {
        let l = lock(&self.ledger);
        let ws = l.workspace_of(&self.key_fp).ok()??;
        let ends = l.snapshot(&ws).ok()??.cycle_ends?;
        chrono::DateTime::parse_from_rfc3339(&ends)
            .ok()
            .map(|t| t.timestamp_millis())
    }

    /// Checkpoints are kept a day (× time scale) at most, and never past the
    /// quota cycle: a resumed export is of the same data.
    pub fn checkpoint_expiry_ms(&self) -> i64 {
        let day = self.opts.time_scale.scale(DAY).as_millis() as i64;
        let by_day = now_ms().saturating_add(day);
        self.cycle_end_ms().map_or(by_day, |c| c.min(by_day))
    }

    pub fn now_ms(&self) -> i64 {
        now_ms()
    }

    /// The audit log, newest last (`usage --local`).
    pub fn audit(&self, limit: usize) -> Result<Vec<AuditRow>> {
        lock(&self.ledger).audit(None, limit)
    }

    /// A bulk invite against its job's daily cap, from what the ledger saw
    /// go out in the last (scaled) day.
    async fn admit_bulk_invite(&self, client: &Client, req: &Request) -> Result<()> {
        let body = req.body.as_ref();
        let job = body
            .and_then(|b| b.get("job_id"))
            .and_then(Value::as_str)
            .unwrap_or_default();
        let n = body
            .and_then(|b| b.get("candidate_ids"))
            .and_then(Value::as_array)
            .map_or(0, Vec::len) as i64;
        let ws = self.workspace(client).await?;
        let day = self.opts.time_scale.scale(DAY).as_millis() as i64;
        let sent = lock(&self.ledger).bulk_invites_since(&ws, job, now_ms() - day)?;
        let cap = talent_spec::limits::BULK_INVITES_PER_JOB_PER_DAY as i64;
        if sent + n > cap {
            return Err(Error::new(
                ErrorKind::Quota,
                format!(
                    "job {job} takes {cap} invites a day: {sent} went out in the last day, {n} more would pass it; nothing was sent"
                ),
            )
            .with_hint("send the rest tomorrow (the cap is per job and day); candidates already invited are skipped"));
        }
        Ok(())
    }

    /// Of `ids`, those the ledger saw invited to `job` within the service's
    /// duplicate window (30 days, × time scale): the service would answer
    /// `already_invited` and send nothing.
    pub fn known_invites(&self, job: &str, ids: &[String]) -> Vec<String> {
        let Some(ws) = lock(&self.state).workspace.clone() else {
            return Vec::new();
        };
        let window = self.opts.time_scale.scale(DAY).as_millis() as i64
            * talent_spec::limits::BULK_INVITE_DUPLICATE_DAYS;
        let since = now_ms() - window;
        let l = lock(&self.ledger);
        ids.iter()
            .filter(|c| {
                l.invited_at(&ws, job, c, "bulk")
                    .ok()
                    .flatten()
                    .is_some_and(|at| at >= since)
            })
            .cloned()
            .collect()
    }

    /// Learns the workspace (so the ledger's per-workspace records apply).
    pub async fn prepare(&self, client: &Client) -> Result<()> {
        self.workspace(client).await.map(|_| ())
    }

    async fn admit_spend(&self, client: &Client, req: &Request, m: Meter) -> Result<()> {
        let ws = self.workspace(client).await?;
        match req.class {
            RouteClass::SensitiveRead => {
                let card = last_segment(&req.path);
                if lock(&self.ledger).is_unlocked(&ws, &card)? {
                    lock(&self.state).free.insert(id_of(req));
                    return Ok(());
                }
            }
            RouteClass::InviteToApply => {
                let field = |k: &str| {
                    req.body
                        .as_ref()
                        .and_then(|b| b.get(k))
                        .and_then(Value::as_str)
                        .unwrap_or_default()
                        .to_string()
                };
                let (card, job) = (field("talentCardId"), field("jobId"));
                if lock(&self.ledger)
                    .invited_at(&ws, &job, &card, "invite")?
                    .is_some()
                {
                    return Err(Error::new(
                        ErrorKind::Conflict,
                        format!(
                            "{card} was already invited to {job} ({}, from the local ledger); nothing was sent",
                            codes::ALREADY_EXISTS_IN_JOB_PIPELINE
                        ),
                    )
                    .with_code(codes::ALREADY_EXISTS_IN_JOB_PIPELINE)
                    .with_hint(format!(
                        "invites are first contact only; find the thread with `talent apps {job} --fields talentCardId,threadId`, then `talent message THREAD_ID`"
                    )));
                }
            }
            _ => {}
        }
        self.plan(client, m, 1).await
    }

    async fn pace_attempt(&self, client: &Client, req: &Request) -> Result<()> {
        let slots = Self::slots(req);
        if !slots.is_empty() {
            loop {
                let wait = pacer::take(
                    &mut lock(&self.ledger),
                    &self.key_fp,
                    &slots,
                    now_ms(),
                    self.span_ms(),
                )?;
                match wait {
                    None => break,
                    Some(ms) => {
                        let d = Duration::from_millis(ms.max(1) as u64);
                        if d > Duration::from_secs(1) {
                            self.ui.trace(&format!(
                                "pacing: waiting {} for a free slot",
                                crate::api::retry::human(d)
                            ));
                        }
                        self.paced_ms.fetch_add(
                            d.as_millis().min(u128::from(u64::MAX)) as u64,
                            std::sync::atomic::Ordering::Relaxed,
                        );
                        tokio::time::sleep(d).await;
                    }
                }
            }
        }
        let Some(m) = req.spends() else {
            return Ok(());
        };
        if lock(&self.state).free.contains(&id_of(req)) {
            return Ok(());
        }
        let ws = self.workspace(client).await?;
        let snap = self.snapshot(client, &ws).await?;
        let meters = snap.meter(quota::name(m));
        let resets = resets_text(snap.cycle_ends.as_deref());
        let budget_left = self.budget_left(m);
        let expires = now_ms() + RESERVATION_TTL.as_millis() as i64;
        let id = lock(&self.ledger).write(|tx| {
            // Read inside the transaction: another process may have spent
            // since the snapshot above was taken.
            let meters = Ledger::meters(tx, &ws, quota::name(m))?.unwrap_or(meters);
            let held = Ledger::reserved(tx, &ws, quota::name(m), now_ms())?;
            let verdict = quota::judge(Spend {
                meter: m,
                cost: 1,
                left: meters.limit - meters.used - held,
                limit: meters.limit,
                reserve: 0,
                budget_left,
                accepted: true,
                resets: resets.as_deref(),
            });
            match verdict {
                Verdict::Refuse(e) => Err(e),
                _ => Ledger::reserve(tx, &ws, quota::name(m), 1, expires),
            }
        })?;
        let mut state = lock(&self.state);
        state.spent[slot_of(m)] += 1;
        state.held.insert(id_of(req), (id, m, ws));
        Ok(())
    }

    fn settle(&self, req: &Request, outcome: &Outcome<'_>) {
        if let Outcome::Answered {
            status: 429,
            headers,
        } = outcome
        {
            let secs = headers
                .get(reqwest::header::RETRY_AFTER)
                .and_then(|v| v.to_str().ok())
                .and_then(|v| {
                    crate::api::retry::parse_retry_after(
                        v,
                        headers
                            .get(reqwest::header::DATE)
                            .and_then(|d| d.to_str().ok()),
                        SystemTime::now(),
                    )
                });
            if let (Some(wait), Some(slot)) = (secs, Self::slots(req).last()) {
                let until = now_ms().saturating_add(wait.as_millis().min(i64::MAX as u128) as i64);
                let _ = pacer::block(&mut lock(&self.ledger), &self.key_fp, slot.class, until);
            }
        }
        let Some((id, m, ws)) = lock(&self.state).held.remove(&id_of(req)) else {
            return;
        };
        let (spent, outcome_text, success) = match outcome {
            Outcome::Answered { status, .. } if (200..300).contains(status) => {
                (true, "spent".to_string(), true)
            }
            Outcome::Answered { status, .. } if matches!(status, 408 | 500 | 502 | 504) => {
                (true, format!("maybe ({status})"), false)
            }
            Outcome::Answered { status, .. } => (false, format!("not spent ({status})"), false),
            Outcome::Failed {
                maybe_reached: true,
                ..
            } => (true, "maybe (no answer)".to_string(), false),
            Outcome::Failed { .. } => (false, "not sent".to_string(), false),
        };
        if !spent {
            lock(&self.state).spent[slot_of(m)] -= 1;
        }
        let row = AuditRow {
            at_ms: now_ms(),
            workspace: ws.clone(),
            command: self.opts.command.clone(),
            meter: quota::name(m).to_string(),
            cost: 1,
            outcome: outcome_text,
        };
        let mut ledger = lock(&self.ledger);
        let after = ledger.settle(id, spent, &row);
        if success {
            let _ = match req.class {
                RouteClass::SensitiveRead => {
                    ledger.mark_unlocked(&ws, &last_segment(&req.path), now_ms())
                }
                RouteClass::InviteToApply => {
                    let field = |k: &str| {
                        req.body
                            .as_ref()
                            .and_then(|b| b.get(k))
                            .and_then(Value::as_str)
                            .unwrap_or_default()
                            .to_string()
                    };
                    ledger.mark_invited(
                        &ws,
                        &field("jobId"),
                        &field("talentCardId"),
                        "invite",
                        now_ms(),
                    )
                }
                _ => Ok(()),
            };
        }
        drop(ledger);
        if spent {
            if let Ok(Some(snap)) = after {
                let meters = snap.meter(quota::name(m));
                let resets = resets_text(snap.cycle_ends.as_deref());
                if let Some(b) = lock(&self.state).batch.as_mut() {
                    b.meter = Some(m);
                    b.units += 1;
                    b.maybe |= !success;
                    b.left = meters.limit - meters.used;
                    b.limit = meters.limit;
                    b.resets = resets;
                    return;
                }
                self.ui.status(&quota::spent_line(
                    m,
                    1,
                    meters.limit - meters.used,
                    meters.limit,
                    resets.as_deref(),
                    !success,
                ));
            }
        }
    }
}

impl Hook for Guard {
    fn admit<'a>(&'a self, client: &'a Client, req: &'a Request) -> BoxFuture<'a, Result<()>> {
        Box::pin(async move {
            match req.spends() {
                Some(m) => self.admit_spend(client, req, m).await,
                None if is_bulk_invite(req) => self.admit_bulk_invite(client, req).await,
                None => Ok(()),
            }
        })
    }

    fn pace<'a>(
        &'a self,
        client: &'a Client,
        req: &'a Request,
        _attempt: u32,
    ) -> BoxFuture<'a, Result<()>> {
        Box::pin(self.pace_attempt(client, req))
    }

    fn outcome(&self, req: &Request, outcome: &Outcome<'_>) {
        self.settle(req, outcome);
    }
}

/// POST /v1/sourcing/invite, which counts against its job's daily cap.
fn is_bulk_invite(req: &Request) -> bool {
    req.surface == Surface::Alt
        && req.method == crate::api::Method::Post
        && req.path.trim_end_matches('/') == "/sourcing/invite"
}

/// The last path segment, percent-decoded (an id).
fn last_segment(path: &str) -> String {
    let raw = path.rsplit('/').next().unwrap_or_default();
    url::form_urlencoded::parse(format!("x={raw}").as_bytes())
        .next()
        .map(|(_, v)| v.into_owned())
        .unwrap_or_else(|| raw.to_string())
}

/// `cycleEndsOn` as people read it: `1 Dec`.
fn resets_text(cycle_ends: Option<&str>) -> Option<String> {
    let t = chrono::DateTime::parse_from_rfc3339(cycle_ends?).ok()?;
    Some(t.format("%-d %b").to_string())
}

/// Whether an error is a run reaching its budget.
pub fn is_budget(e: &Error) -> bool {
    e.code.as_deref() == Some(quota::BUDGET_REACHED)
}
