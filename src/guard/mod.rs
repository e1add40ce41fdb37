//! Spend nothing by accident, never cause a block: the quota guard and the
//! pacer, plugged into every request as one [`crate::api::Hook`].
//!
//! - `admit` (once per logical request): an unlock the ledger knows costs
//!   nothing; an invite the ledger knows is refused unsent; a bulk invite is
//!   held to its job's daily cap; otherwise the spend is judged against a
//!   fresh usage snapshot and the reserve, and a crossing is put to the
//!   [`Ask`] the command supplied.
//! - `pace` (each attempt): a slot in every rate-limit class of the request
//!   (shared by all processes through the ledger), then quota held for the
//!   attempt (a reservation other processes see) within the run's budget.
//! - `outcome` (each attempt): the reservation is settled as spent, maybe
//!   spent or released; a `Retry-After` is recorded for every process.
//!
//! The guard reads a request's typed [`Effect`], never its body or path; it
//! keeps its records in a [`Store`], reads the meters from a [`MeterSource`]
//! (never through the client it hooks), asks through [`Ask`] and reports
//! through a [`Sink`]. None of them is a terminal.

pub mod ask;
pub mod quota;

use std::collections::{HashMap, HashSet};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use talent_spec::rate::{Meter, RateClass, WINDOW_SECS};
use talent_spec::{codes, signature};

use crate::api::types::Usage;
use crate::api::{BoxFuture, Effect, Hook, Outcome, Request, RouteClass, Surface, Ticket};
use crate::clock::TimeScale;
use crate::ledger::{Admit, AuditRow, Held, Hold, Meters, Slot, Snapshot, Store};
use crate::meter::words;
use crate::sink::Sink;
use crate::{Error, ErrorKind, Result};

pub use ask::{Answer, Ask, Question};
use quota::{Spend, Verdict};

/// A usage snapshot older than this (× time scale) is read again.
const SNAPSHOT_TTL: Duration = Duration::from_secs(60);
/// The bulk-invite day (× time scale).
const DAY: Duration = Duration::from_secs(86_400);
/// Quota held for an attempt in flight, at least; a hold of a killed
/// process is dropped as soon as a run sees the process gone.
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
    /// Who spends, for the ledger's records (team ledgers attribute spends).
    pub member: String,
    /// `--offline-spend`: spend although the ledger cannot be used.
    pub offline_spend: bool,
    /// The longest an attempt may take (`--max-time`): a hold never lapses
    /// before its attempt could still be answered.
    pub attempt_deadline: Option<Duration>,
}

/// Where the guard reads the meters: `GET /usage`, sent by whoever wired
/// the guard (not through the client the guard hooks). The guard paces the
/// read itself, like any request.
pub trait MeterSource: Send + Sync {
    fn read(&self) -> BoxFuture<'_, Result<Usage>>;
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
    accepted: HashSet<Meter>,
    /// Units spent (or maybe spent) by this run, per meter slot.
    spent: [i64; 3],
    /// Reservations of attempts in flight, by request.
    held: HashMap<Ticket, (i64, Meter, String)>,
    /// Requests that cost nothing (an unlock the ledger knows).
    free: HashSet<Ticket>,
    /// Requests whose attempt already counted as a possible spend: a
    /// retried unlock is one possible unlock, not one per attempt.
    maybe: HashSet<Ticket>,
    /// A run of several pages: one spent line at its end, not one a page.
    batch: Option<Batch>,
}

/// What a batch spent, for its one line.
#[derive(Default)]
struct Batch {
    meter: Option<Meter>,
    units: i64,
    maybe: bool,
    left: i64,
    limit: i64,
    resets: Option<String>,
}

/// What the guard is wired to.
pub struct Parts {
    pub store: Arc<dyn Store>,
    pub meters: Arc<dyn MeterSource>,
    pub ask: Arc<dyn Ask>,
    pub sink: Arc<dyn Sink>,
}

pub struct Guard {
    store: Arc<dyn Store>,
    meters: Arc<dyn MeterSource>,
    ask: Arc<dyn Ask>,
    sink: Arc<dyn Sink>,
    key_fp: String,
    opts: GuardOptions,
    state: Mutex<RunState>,
    /// Time this run has waited for the pacer (for progress bars).
    paced_ms: AtomicU64,
    /// Why the ledger could not be used, when it could not: the store is
    /// then this run's alone and shares nothing with other runs.
    broken: Option<Error>,
    /// Whether the run was told so already.
    warned: std::sync::atomic::AtomicBool,
    /// Said once: idempotency keys and `--new` states stay local while away.
    warned_local: std::sync::atomic::AtomicBool,
    /// Said once: spends kept on this machine while a team ledger is away.
    warned_kept: std::sync::atomic::AtomicBool,
    /// A terminal's yes to spending while a team ledger is away (`prefer`).
    offline_ok: std::sync::atomic::AtomicBool,
    /// This run read GET /usage (its count, not a stored snapshot).
    refreshed: std::sync::atomic::AtomicBool,
}

fn lock<T>(m: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|e| e.into_inner())
}

/// A key's fingerprint: enough to tell keys apart, useless to use one.
pub fn fingerprint(key: &str) -> String {
    let mac = signature::sign(b"talent ledger key fingerprint", key.as_bytes());
    let hex = mac.strip_prefix(signature::PREFIX).unwrap_or(&mac);
    hex.chars().take(16).collect()
}

impl Guard {
    pub fn new(parts: Parts, key: &str, opts: GuardOptions) -> Guard {
        let key_fp = fingerprint(key);
        // A team ledger asks about the key in the greeting it is sending.
        parts.store.expect_key(&key_fp);
        Guard {
            store: parts.store,
            meters: parts.meters,
            ask: parts.ask,
            sink: parts.sink,
            key_fp,
            opts,
            state: Mutex::new(RunState::default()),
            paced_ms: AtomicU64::new(0),
            broken: None,
            warned: std::sync::atomic::AtomicBool::new(false),
            warned_local: std::sync::atomic::AtomicBool::new(false),
            warned_kept: std::sync::atomic::AtomicBool::new(false),
            offline_ok: std::sync::atomic::AtomicBool::new(false),
            refreshed: std::sync::atomic::AtomicBool::new(false),
        }
    }

    /// The guard of a run whose ledger could not be opened (`why`); its
    /// store is a private stand-in. Nothing that spends is sent unless
    /// `--offline-spend`; what spends nothing runs with a warning.
    pub fn without_ledger(mut self, why: Error) -> Guard {
        self.broken = Some(why);
        self
    }

    /// With a broken ledger: a spend is refused (unless `--offline-spend`),
    /// anything else is warned about once. A team ledger that is away is
    /// judged by its mode: `required` as a broken ledger; `prefer` works on
    /// the local ledger, and a spend needs a yes or `--offline-spend`.
    async fn check_ledger(&self, spends: bool) -> Result<()> {
        if let Some(why) = &self.broken {
            return self.refuse_or_warn(spends, why, false);
        }
        let Some(away) = self.store.away() else {
            return Ok(());
        };
        if !away.prefer {
            return self.refuse_or_warn(spends, &away.why, true);
        }
        if !self.warned.swap(true, Ordering::Relaxed) {
            self.sink.warn(&format!(
                "{}; using this machine's ledger, pacing at half of each limit (TALENT_LEDGER_MODE=prefer)",
                away.why.message.trim_end_matches('.')
            ));
        }
        if spends && !self.opts.offline_spend && !self.offline_ok.load(Ordering::Relaxed) {
            let q = Question {
                meter: Meter::ApiUnlocks,
                cost: 0,
                left: 0,
                limit: 0,
                reserve: 0,
                resets: None,
                resets_at: None,
                why: format!(
                    "{}: this spend would not be shared with the team until it is back",
                    away.why.message.trim_end_matches('.')
                ),
                ..Default::default()
            };
            match self.ask.ask(&q).await? {
                Answer::Yes => self.offline_ok.store(true, Ordering::Relaxed),
                Answer::No => {
                    return Err(Error::failure(format!(
                        "{}; declined, nothing was sent",
                        away.why.message.trim_end_matches('.')
                    )))
                }
                Answer::CannotAsk => {
                    return Err(Error::failure(format!(
                        "{}; a spend needs a terminal's yes or --offline-spend while it is away, nothing was sent",
                        away.why.message.trim_end_matches('.')
                    ))
                    .with_hint("pass --offline-spend to spend from this machine's ledger (written to the team ledger when it is back)"))
                }
            }
        }
        Ok(())
    }

    fn refuse_or_warn(&self, spends: bool, why: &Error, team: bool) -> Result<()> {
        const OR_SPEND: &str = "set TALENT_LEDGER_MODE=prefer, or pass --offline-spend to spend judged from live usage alone";
        if spends && !self.opts.offline_spend {
            let (shares, fix) = if team {
                (
                    "it shares pacing and spends with the team",
                    "check the database (or TALENT_LEDGER_URL), set TALENT_LEDGER_MODE=prefer, or pass --offline-spend to spend judged from live usage alone",
                )
            } else {
                (
                    "it shares pacing and spends with other runs",
                    "fix the data folder (or TALENT_DATA_DIR), or pass --offline-spend to spend judged from live usage alone",
                )
            };
            // A ledger that answered with an error says what fixes it.
            let hint = match &why.hint {
                Some(h) if team => format!("{}; or {}", h.trim_end_matches('.'), OR_SPEND),
                _ => fix.to_string(),
            };
            return Err(Error::failure(format!(
                "{}; nothing that spends quota is sent without it ({shares})",
                why.message.trim_end_matches('.')
            ))
            .with_hint(hint));
        }
        if !self.warned.swap(true, Ordering::Relaxed) {
            self.sink.warn(&format!(
                "{}; guarding from live usage only, without sharing with other runs",
                why.message
            ));
        }
        Ok(())
    }

    /// Runs a store act. A team ledger's acts wait on the network: they go
    /// to the blocking pool, so the run's own thread keeps serving its
    /// connections (one idle past the server's keep-alive is seen closed,
    /// not reused); the local file's acts take microseconds and run here.
    async fn act<T: Send + 'static>(
        &self,
        f: impl FnOnce(&dyn Store) -> Result<T> + Send + 'static,
    ) -> Result<T> {
        if !self.store.team() {
            return f(self.store.as_ref());
        }
        let store = Arc::clone(&self.store);
        tokio::task::spawn_blocking(move || f(store.as_ref()))
            .await
            .map_err(|e| Error::failure(format!("the ledger's task failed: {e}")))?
    }

    /// Whether this run works on `prefer`'s stand-in (pacing at half).
    fn halved(&self) -> bool {
        self.store.away().is_some_and(|a| a.prefer)
    }

    /// Whose records idempotency keys and `--new` states are: the key's on
    /// a local ledger, the workspace's on a team ledger (a team on several
    /// keys of one workspace shares them).
    pub fn owner(&self) -> String {
        if self.store.team()
            && self.store.away().is_some()
            && !self.warned_local.swap(true, Ordering::Relaxed)
        {
            self.sink.warn(
                "idempotency keys and --new states used while the team ledger is away stay on this machine: the team does not see them",
            );
        }
        if self.store.team() && self.store.away().is_none() {
            if let Some(ws) = lock(&self.state).workspace.clone() {
                return ws;
            }
            if let Ok(Some(ws)) = self.store.workspace_of(&self.key_fp) {
                return ws;
            }
        }
        self.key_fp.clone()
    }

    /// Whether the owner of keys and states is the workspace (a team
    /// ledger); warns once when a team ledger is away and they stay local.
    pub fn owner_is_shared(&self) -> bool {
        self.owner() != self.key_fp
    }

    /// The member this run spends as.
    pub fn member(&self) -> &str {
        &self.opts.member
    }

    /// The store the guard keeps its records in (for the operations that
    /// keep theirs beside: idempotency keys, `--new` states).
    pub fn store(&self) -> &Arc<dyn Store> {
        &self.store
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
    async fn workspace(&self) -> Result<String> {
        if let Some(ws) = lock(&self.state).workspace.clone() {
            return Ok(ws);
        }
        let fp = self.key_fp.clone();
        let ws = match self.act(move |s| s.workspace_of(&fp)).await? {
            Some(ws) => ws,
            None => self.refresh().await?.0,
        };
        lock(&self.state).workspace = Some(ws.clone());
        Ok(ws)
    }

    /// Reads GET /usage (paced like any request) and stores it.
    async fn refresh(&self) -> Result<(String, Snapshot)> {
        self.take_slots(&[global_slot()]).await?;
        let started = self.store.now_ms();
        let usage = self.meters.read().await?;
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
            read_ms: self.store.now_ms(),
        };
        let (fp, w) = (self.key_fp.clone(), ws.clone());
        let stored = self
            .act(move |s| s.store_snapshot(&fp, &w, &snap, started))
            .await?;
        self.refreshed.store(true, Ordering::Relaxed);
        lock(&self.state).workspace = Some(ws.clone());
        Ok((ws, stored))
    }

    /// The stored snapshot when fresh, else a new one.
    async fn snapshot(&self, ws: &str) -> Result<Snapshot> {
        let ttl = self.opts.time_scale.scale(SNAPSHOT_TTL).as_millis() as i64;
        let w = ws.to_string();
        match self.act(move |s| s.snapshot(&w)).await? {
            Some(s) if self.store.now_ms() - s.read_ms < ttl => Ok(s),
            _ => Ok(self.refresh().await?.1),
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
            || lock(&self.state).accepted.contains(&m)
    }

    /// What a spend of `cost` would meet now, without asking or spending:
    /// what is left (held spends of other runs counted), the limit, the
    /// reserve, the reset, and the guard's verdict. A window shows this in
    /// its question before every spend.
    pub async fn quote(&self, m: Meter, cost: u64) -> Result<Quote> {
        let ws = self.workspace().await?;
        let snap = self.snapshot(&ws).await?;
        let meters = snap.meter(m);
        let w = ws.clone();
        let held = self.act(move |s| s.held(&w, m)).await?;
        let cost = i64::try_from(cost).unwrap_or(i64::MAX);
        let resets = resets_text(snap.cycle_ends.as_deref());
        let left = meters.limit - meters.used - held;
        let reserve = self.reserve_for(m, meters.limit);
        let verdict = quota::judge(Spend {
            meter: m,
            cost,
            left,
            limit: meters.limit,
            reserve,
            budget_left: self.budget_left(m),
            accepted: false,
            resets: resets.as_deref(),
        });
        let (refusal, warning) = match verdict {
            Verdict::Go => (None, None),
            Verdict::Ask(why) => (None, Some(why)),
            Verdict::Refuse(e) => (Some(e), None),
        };
        Ok(Quote {
            question: Question {
                meter: m,
                cost,
                left,
                limit: meters.limit,
                reserve,
                resets: resets.as_deref().and_then(quota::reset_day),
                resets_at: resets,
                why: warning.clone().unwrap_or_default(),
                ..Default::default()
            },
            warning,
            refusal,
        })
    }

    /// Marks a meter's spends accepted for the rest of the run (a window
    /// asked its own question first).
    pub fn accept(&self, m: Meter) {
        lock(&self.state).accepted.insert(m);
    }

    /// Takes back [`Guard::accept`]: an MCP session's yes covers one call,
    /// never the rest of the session.
    pub fn withdraw(&self, m: Meter) {
        lock(&self.state).accepted.remove(&m);
    }

    /// Checks a spend of `cost` before it starts (asking when it would
    /// cross the reserve). A list run calls it with its pages; a run with a
    /// budget is checked for what the budget lets it spend.
    pub async fn plan(&self, m: Meter, cost: u64) -> Result<()> {
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
        let ws = self.workspace().await?;
        let mut snap = self.snapshot(&ws).await?;
        let (verdict, meters, left, reserve, resets) = loop {
            let meters = snap.meter(m);
            let w = ws.clone();
            let held = self.act(move |s| s.held(&w, m)).await?;
            let resets = resets_text(snap.cycle_ends.as_deref());
            let left = meters.limit - meters.used - held;
            let reserve = self.reserve_for(m, meters.limit);
            let verdict = quota::judge(Spend {
                meter: m,
                cost,
                left,
                limit: meters.limit,
                reserve,
                budget_left: None,
                accepted: self.accepted(m),
                resets: resets.as_deref(),
            });
            // A refusal is judged on the service's count: a stored snapshot
            // may still hold a phantom spend (a "maybe" of a run stopped
            // before the service counted it) for the rest of its TTL.
            if matches!(verdict, Verdict::Refuse(_))
                && !self.refreshed.swap(true, Ordering::Relaxed)
            {
                snap = self.refresh().await?.1;
                continue;
            }
            break (verdict, meters, left, reserve, resets);
        };
        match verdict {
            Verdict::Go => Ok(()),
            Verdict::Refuse(e) => Err(e),
            Verdict::Ask(why) => {
                let q = Question {
                    meter: m,
                    cost,
                    left,
                    limit: meters.limit,
                    reserve,
                    resets: resets.as_deref().and_then(quota::reset_day),
                    resets_at: resets,
                    why,
                    ..Default::default()
                };
                self.put(&q).await
            }
        }
    }

    /// Puts a question to the [`Ask`]: a yes accepts the meter for the run.
    async fn put(&self, q: &Question) -> Result<()> {
        match self.ask.ask(q).await? {
            Answer::Yes => {
                self.accept(q.meter);
                Ok(())
            }
            Answer::No => Err(quota::declined(q)),
            Answer::CannotAsk => Err(quota::reserve_refusal(q)),
        }
    }

    /// Records an invite or a bulk invite that went out (`kind`: invite or bulk).
    pub fn record_invites(&self, job: &str, candidates: &[String], kind: &str) {
        let Some(ws) = lock(&self.state).workspace.clone() else {
            return;
        };
        if let Err(e) = self
            .store
            .mark_invited_by(&ws, job, candidates, kind, &self.opts.member)
        {
            self.sink.warn(&format!(
                "the ledger did not record the invites: {}",
                e.message
            ));
        }
    }

    /// The run was stopped (SIGINT, SIGTERM, a window's `q`) with requests
    /// perhaps in flight: each quota hold of an attempt that was sent is
    /// settled as "may have spent" (the service may have counted it), never
    /// released; a wait for a slot holds nothing, so there is nothing else
    /// to give back. Returns what may have been spent, per meter.
    pub fn interrupted(&self) -> Vec<(Meter, i64)> {
        let held: Vec<(i64, Meter, String)> =
            lock(&self.state).held.drain().map(|(_, h)| h).collect();
        let mut maybe: Vec<(Meter, i64)> = Vec::new();
        for (id, m, ws) in held {
            let row = AuditRow {
                at_ms: self.store.now_ms(),
                workspace: ws,
                command: self.opts.command.clone(),
                meter: words(m).name.to_string(),
                cost: 1,
                outcome: "maybe (interrupted)".to_string(),
                member: self.opts.member.clone(),
            };
            let _ = self.store.settle(id, true, &row);
            match maybe.iter_mut().find(|(k, _)| *k == m) {
                Some((_, n)) => *n += 1,
                None => maybe.push((m, 1)),
            }
        }
        maybe
    }

    /// How long this run has waited for free slots of the rate limits.
    pub fn paced(&self) -> Duration {
        Duration::from_millis(self.paced_ms.load(Ordering::Relaxed))
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
            self.sink.status(&quota::spent_line(
                m,
                b.units,
                b.left,
                b.limit,
                b.resets.as_deref(),
                b.maybe,
            ));
        }
    }

    /// What an idempotency key did before, for this key fingerprint:
    /// (command, request hash, result JSON, when).
    pub fn idempotent(&self, key: &str) -> Result<Option<(String, String, String, i64)>> {
        Ok(self
            .store
            .idempotent(&self.owner(), key)?
            .map(|r| (r.command, r.request, r.result, r.at_ms)))
    }

    /// Claims an idempotency key before its request is sent (see
    /// [`crate::ledger::Claim`]).
    pub fn claim_idempotent(
        &self,
        key: &str,
        command: &str,
        request: &str,
    ) -> Result<crate::ledger::Claim> {
        self.store
            .claim_idempotent(&self.owner(), key, command, request, &self.opts.member)
    }

    /// Gives back a claim whose request did not go through.
    pub fn release_idempotent(&self, key: &str) -> Result<()> {
        self.store.release_idempotent(&self.owner(), key)
    }

    /// Whether the ledger is a team ledger.
    pub fn team(&self) -> bool {
        self.store.team()
    }

    /// Who unlocked `card` in the workspace and when, if anyone did.
    pub async fn unlocked_by(&self, card: &str) -> Result<Option<crate::ledger::UnlockedBy>> {
        let ws = self.workspace().await?;
        self.store.unlocked_by(&ws, card)
    }

    pub fn record_idempotent(
        &self,
        key: &str,
        command: &str,
        request: &str,
        result: &str,
    ) -> Result<()> {
        self.store.record_idempotent(
            &self.owner(),
            key,
            &crate::ledger::Recorded {
                command: command.to_string(),
                request: request.to_string(),
                result: result.to_string(),
                at_ms: self.store.now_ms(),
            },
        )
    }

    /// When the key's quota cycle ends, from the last usage read (ms).
    pub fn cycle_end_ms(&self) -> Option<i64> {
        let ws = self.store.workspace_of(&self.key_fp).ok()??;
        let ends = self.store.snapshot(&ws).ok()??.cycle_ends?;
        chrono::DateTime::parse_from_rfc3339(&ends)
            .ok()
            .map(|t| t.timestamp_millis())
    }

    pub fn now_ms(&self) -> i64 {
        self.store.now_ms()
    }

    /// The audit log, newest last (`usage --local`).
    pub fn audit(&self, limit: usize) -> Result<Vec<AuditRow>> {
        self.store.audit(None, limit)
    }

    /// A bulk invite against its job's daily cap, from what the ledger saw
    /// go out in the last (scaled) day.
    async fn admit_bulk_invite(&self, job: &str, n: u64) -> Result<()> {
        let ws = self.workspace().await?;
        let day = self.opts.time_scale.scale(DAY).as_millis() as i64;
        let times = self
            .store
            .bulk_invite_times_since(&ws, job, self.store.now_ms() - day)?;
        let n = i64::try_from(n).unwrap_or(i64::MAX);
        let cap = talent_spec::limits::BULK_INVITES_PER_JOB_PER_DAY as i64;
        if (times.len() as i64).saturating_add(n) > cap {
            return Err(quota::bulk_cap_refusal(job, cap, &times, n, day));
        }
        Ok(())
    }

    /// What is left of `job`'s daily bulk-invite cap, from what the ledger
    /// saw go out in the last (scaled) day (for a question to show).
    pub async fn bulk_cap_left(&self, job: &str) -> Result<i64> {
        let ws = self.workspace().await?;
        let day = self.opts.time_scale.scale(DAY).as_millis() as i64;
        let times = self
            .store
            .bulk_invite_times_since(&ws, job, self.store.now_ms() - day)?;
        let cap = talent_spec::limits::BULK_INVITES_PER_JOB_PER_DAY as i64;
        Ok((cap - times.len() as i64).max(0))
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
        let since = self.store.now_ms() - window;
        ids.iter()
            .filter(|c| {
                self.store
                    .invited_at(&ws, job, c, "bulk")
                    .ok()
                    .flatten()
                    .is_some_and(|at| at >= since)
            })
            .cloned()
            .collect()
    }

    /// Whether the workspace unlocked `card` before (opening it is free).
    pub async fn is_unlocked(&self, card: &str) -> Result<bool> {
        let ws = self.workspace().await?;
        self.store.is_unlocked(&ws, card)
    }

    /// Learns the workspace (so the ledger's per-workspace records apply).
    pub async fn prepare(&self) -> Result<()> {
        self.workspace().await.map(|_| ())
    }

    /// The workspace the key is in (read from GET /usage the first time).
    pub async fn workspace_id(&self) -> Result<String> {
        self.workspace().await
    }

    /// The usage snapshot of the workspace, fresh (`team usage`).
    pub async fn fresh_snapshot(&self) -> Result<(String, Snapshot)> {
        self.refresh().await
    }

    async fn admit_spend(&self, ticket: Ticket, effect: &Effect, m: Meter) -> Result<()> {
        let ws = self.workspace().await?;
        let known = match effect {
            Effect::Unlock { card } => self.store.is_unlocked(&ws, card)?,
            Effect::Invite { job, card } => {
                self.store.invited_at(&ws, job, card, "invite")?.is_some()
            }
            _ => false,
        };
        match effect {
            Effect::Unlock { .. } if known => {
                lock(&self.state).free.insert(ticket);
                return Ok(());
            }
            Effect::Invite { job, card } if known => {
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
            _ => {}
        }
        self.plan(m, 1).await
    }

    /// Waits for a slot in every class of `slots` and takes it.
    async fn take_slots(&self, slots: &[Slot]) -> Result<()> {
        loop {
            let (fp, sl, span) = (self.key_fp.clone(), slots.to_vec(), self.span_ms());
            match self.act(move |s| s.admit(&fp, &sl, span)).await? {
                Admit::Go => return Ok(()),
                Admit::Wait(ms) => {
                    let d = Duration::from_millis(ms.max(1) as u64);
                    self.paced_ms.fetch_add(
                        d.as_millis().min(u128::from(u64::MAX)) as u64,
                        Ordering::Relaxed,
                    );
                    if d > Duration::from_secs(1) {
                        let why = format!(
                            "pacing: waiting {} for a free slot of the {} rate limit",
                            crate::api::retry::human(d),
                            slots.last().map_or("global", |s| s.class)
                        );
                        self.sink.trace(&why);
                        // A long wait is counted down where the run shows
                        // progress (browse's status line keeps its keys).
                        self.sink.countdown(&why, d).await;
                    } else {
                        tokio::time::sleep(d).await;
                    }
                }
            }
        }
    }

    async fn pace_attempt(&self, ticket: Ticket, req: &Request) -> Result<()> {
        if !req.preview_check && self.broken.is_none() && self.store.team() {
            // A team database may have gone away since the request was admitted.
            self.check_ledger(req.spends().is_some()).await?;
        }
        let mut slots = slots(req);
        if self.halved() {
            for s in &mut slots {
                s.limit = (s.limit / 2).max(1);
            }
        }
        // On a team ledger the quota is held first and the slot taken last,
        // right before the send: a slot's time is the database's at
        // admission, so the less lies between it and the send, the closer
        // the service's window matches the pacer's across machines.
        if self.store.team() {
            // The hold and the slot are one act (one round trip) when both are due.
            let slotted = self.hold_quota(ticket, req, &slots).await?;
            if !slots.is_empty() {
                let mut taken = if slotted {
                    Ok(())
                } else {
                    self.take_slots(&slots).await
                };
                // A database that refused the admission (a role that may
                // not write, a lock held elsewhere) left it to the
                // stand-in: judged now, so a spend is not sent unshared and
                // what spends nothing says it runs without the team.
                if taken.is_ok() && self.store.away().is_some() && !req.preview_check {
                    taken = self.check_ledger(req.spends().is_some()).await;
                }
                if let Err(e) = taken {
                    let held = lock(&self.state).held.remove(&ticket);
                    if let Some((id, m, _)) = held {
                        lock(&self.state).spent[slot_of(m)] -= 1;
                        let _ = self.store.release(id);
                    }
                    return Err(e);
                }
            }
            return Ok(());
        }
        if !slots.is_empty() {
            self.take_slots(&slots).await?;
        }
        self.hold_quota(ticket, req, &[]).await.map(|_| ())
    }

    /// Holds quota for an attempt that spends (not for a free re-fetch),
    /// taking a slot in every class of `slots` in the same act when it
    /// can: true when it did.
    async fn hold_quota(&self, ticket: Ticket, req: &Request, slots: &[Slot]) -> Result<bool> {
        let Some(m) = req.spends() else {
            return Ok(false);
        };
        {
            let state = lock(&self.state);
            // An unlock is one unit per candidate however often it is tried:
            // after an attempt that may have spent it, a retry is either
            // that same unit or a free re-fetch.
            let counted =
                matches!(req.effect, Effect::Unlock { .. }) && state.maybe.contains(&ticket);
            if state.free.contains(&ticket) || counted {
                return Ok(false);
            }
        }
        let ws = self.workspace().await?;
        let snap = self.snapshot(&ws).await?;
        let resets = resets_text(snap.cycle_ends.as_deref());
        if let Some(budget) = self.budget_left(m) {
            if let Verdict::Refuse(e) = quota::judge(Spend {
                meter: m,
                cost: 1,
                left: i64::MAX,
                limit: i64::MAX,
                reserve: 0,
                budget_left: Some(budget),
                accepted: true,
                resets: resets.as_deref(),
            }) {
                return Err(e);
            }
        }
        // Not scaled by the time scale: the service's answers are not.
        let hold = match self.opts.attempt_deadline {
            Some(d) => RESERVATION_TTL.max(d + Duration::from_secs(30)),
            None => RESERVATION_TTL,
        };
        let expires = self
            .store
            .now_ms()
            .saturating_add(hold.as_millis().min(i64::MAX as u128) as i64);
        // An unlock names its candidate: the workspace pays for it once,
        // whichever machines fetch it at once.
        let card = match &req.effect {
            Effect::Unlock { card } => Some(card.clone()),
            _ => None,
        };
        let (held, admitted) = loop {
            let (w, member, fallback) = (ws.clone(), self.opts.member.clone(), snap.meter(m));
            let (fp, sl, span, cd) = (
                self.key_fp.clone(),
                slots.to_vec(),
                self.span_ms(),
                card.clone(),
            );
            let out = self
                .act(move |s| {
                    s.reserve_admit(
                        &Hold {
                            workspace: &w,
                            meter: m,
                            cost: 1,
                            member: &member,
                            fallback,
                            expires_ms: expires,
                            card: cd.as_deref(),
                        },
                        &fp,
                        &sl,
                        span,
                    )
                })
                .await?;
            match out.0 {
                // Another run is unlocking it now: its outcome decides
                // (unlocked: a free fetch; not: this run holds it next).
                Held::Busy { wait_ms } => {
                    self.sink
                        .trace("another run is unlocking this candidate: waiting for its outcome");
                    tokio::time::sleep(Duration::from_millis(wait_ms.clamp(20, 1000) as u64)).await;
                }
                _ => break out,
            }
        };
        let slotted = matches!(admitted, Some(Admit::Go));
        if held == Held::Free {
            // Unlocked by the workspace meanwhile: the service sends it free.
            lock(&self.state).free.insert(ticket);
            return Ok(slotted);
        }
        // A team database that went away during the act left the hold on
        // its stand-in, past the check made at admission: judged now, as if
        // it had been away before, so nothing spends unshared by accident.
        if let Held::Held { id, .. } = held {
            if self.store.team() && self.store.away().is_some() {
                if let Err(e) = self.check_ledger(true).await {
                    let _ = self.act(move |s| s.release(id)).await;
                    return Err(e);
                }
            }
        }
        let id = match held {
            Held::Held { id, .. } => id,
            Held::Free | Held::Busy { .. } => return Ok(slotted),
            Held::Allowance {
                member,
                meter,
                cap,
                used,
            } => {
                return Err(quota::allowance_refusal(
                    meter,
                    &member,
                    cap,
                    used,
                    resets.as_deref(),
                ))
            }
            Held::Short { left, limit } => {
                let verdict = quota::judge(Spend {
                    meter: m,
                    cost: 1,
                    left,
                    limit,
                    reserve: 0,
                    budget_left: None,
                    accepted: true,
                    resets: resets.as_deref(),
                });
                return Err(match verdict {
                    Verdict::Refuse(e) => e,
                    _ => Error::new(ErrorKind::Quota, "the quota is spent; nothing was sent"),
                });
            }
        };
        let mut state = lock(&self.state);
        state.spent[slot_of(m)] += 1;
        state.held.insert(ticket, (id, m, ws));
        Ok(slotted)
    }

    fn settle(&self, ticket: Ticket, req: &Request, outcome: &Outcome<'_>) {
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
                        crate::clock::now_system(),
                    )
                });
            if let (Some(wait), Some(slot)) = (secs, slots(req).last()) {
                let until = self
                    .store
                    .now_ms()
                    .saturating_add(wait.as_millis().min(i64::MAX as u128) as i64);
                let _ = self.store.block(&self.key_fp, slot.class, until);
            }
        }
        let Some((id, m, ws)) = lock(&self.state).held.remove(&ticket) else {
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
        {
            let mut state = lock(&self.state);
            if !spent {
                state.spent[slot_of(m)] -= 1;
            } else if !success {
                state.maybe.insert(ticket);
            }
        }
        let row = AuditRow {
            at_ms: self.store.now_ms(),
            workspace: ws.clone(),
            command: self.opts.command.clone(),
            meter: words(m).name.to_string(),
            cost: 1,
            outcome: outcome_text,
            member: self.opts.member.clone(),
        };
        let after = self.store.settle(id, spent, &row);
        // Said, not swallowed: a spend the shared ledger missed is one the
        // team's allowances and this run's figures do not count.
        if spent {
            match (&after, self.store.away()) {
                (Err(e), _) => self.sink.warn(&format!(
                    "{} was spent but the ledger did not record it yet ({}); `talent usage` reads the service's count",
                    words(m).count(1),
                    e.message.trim_end_matches('.')
                )),
                // A team ledger away: the record is on this machine's file
                // and goes to the database with the next run that reaches it.
                (Ok(_), Some(away)) if self.store.team() && !self.warned_kept.swap(true, Ordering::Relaxed) => {
                    self.sink.warn(&format!(
                        "{} was spent while the team ledger is away ({}); this machine keeps it and the next run that reaches the database writes it there",
                        words(m).count(1),
                        away.why.message.trim_end_matches('.')
                    ))
                }
                _ => {}
            }
        }
        if success {
            let _ = match &req.effect {
                Effect::Unlock { card } => {
                    self.store.mark_unlocked_by(&ws, card, &self.opts.member)
                }
                Effect::Invite { job, card } => self.store.mark_invited_by(
                    &ws,
                    job,
                    std::slice::from_ref(card),
                    "invite",
                    &self.opts.member,
                ),
                _ => Ok(()),
            };
        }
        if spent {
            if let Ok(Some(snap)) = after {
                let meters = snap.meter(m);
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
                self.sink.status(&quota::spent_line(
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

/// What a spend would meet, for a window's question (see [`Guard::quote`]).
#[derive(Debug)]
pub struct Quote {
    /// The question to put: cost, left, limit, reserve, reset; `why` is the
    /// guard's warning when the spend would cross the reserve, else empty.
    pub question: Question,
    /// The guard's warning when it trips (crossing the reserve).
    pub warning: Option<String>,
    /// Why it would be refused whatever the answer (exhausted, over budget).
    pub refusal: Option<Error>,
}

impl Hook for Guard {
    fn admit<'a>(&'a self, ticket: Ticket, req: &'a Request) -> BoxFuture<'a, Result<()>> {
        Box::pin(async move {
            let spends = req.spends().is_some() || matches!(req.effect, Effect::BulkInvite { .. });
            if !req.preview_check {
                self.check_ledger(spends).await?;
            }
            match (&req.effect, req.spends()) {
                (effect, Some(m)) => self.admit_spend(ticket, effect, m).await,
                (Effect::BulkInvite { job, n }, None) => self.admit_bulk_invite(job, *n).await,
                _ => Ok(()),
            }
        })
    }

    fn pace<'a>(
        &'a self,
        ticket: Ticket,
        req: &'a Request,
        _attempt: u32,
    ) -> BoxFuture<'a, Result<()>> {
        Box::pin(self.pace_attempt(ticket, req))
    }

    fn outcome(&self, ticket: Ticket, req: &Request, outcome: &Outcome<'_>) {
        self.settle(ticket, req, outcome);
    }
}

fn global_slot() -> Slot {
    Slot {
        class: RateClass::Global.as_str(),
        limit: RateClass::Global.limit(),
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

/// `cycleEndsOn` when it is an instant (RFC 3339); quota.rs words it.
fn resets_text(cycle_ends: Option<&str>) -> Option<String> {
    let t = chrono::DateTime::parse_from_rfc3339(cycle_ends?).ok()?;
    Some(t.to_rfc3339())
}

/// Whether an error is a run reaching its budget.
pub fn is_budget(e: &Error) -> bool {
    e.code.as_deref() == Some(quota::BUDGET_REACHED)
}

#[cfg(test)]
mod tests {
    //! The guard alone: a store on a clock the test moves, meters the test
    //! sets, scripted answers, a recording sink. No terminal, no HTTP.
    use super::*;
    use crate::api::{Method, Outcome};
    use crate::ledger::SqliteStore;
    use crate::ops::routes;
    use std::sync::atomic::AtomicI64;

    /// `GET /usage` as the test sets it; counts the reads.
    struct Meters {
        usage: Mutex<Usage>,
        reads: AtomicU64,
    }

    impl MeterSource for Meters {
        fn read(&self) -> BoxFuture<'_, Result<Usage>> {
            self.reads.fetch_add(1, Ordering::Relaxed);
            let u = lock(&self.usage).clone();
            Box::pin(async move { Ok(u) })
        }
    }

    #[derive(Default)]
    struct Lines(Mutex<Vec<String>>);

    impl Sink for Lines {
        fn status(&self, msg: &str) {
            lock(&self.0).push(msg.to_string());
        }
        fn warn(&self, msg: &str) {
            lock(&self.0).push(format!("warning: {msg}"));
        }
        fn hint(&self, _: &str) {}
        fn trace(&self, _: &str) {}
        fn progress(&self, len: Option<u64>, hidden: bool) -> Box<dyn crate::sink::Progress> {
            crate::sink::Silent.progress(len, hidden)
        }
        fn countdown<'a>(&'a self, _: &'a str, wait: Duration) -> BoxFuture<'a, ()> {
            Box::pin(tokio::time::sleep(wait))
        }
    }

    struct World {
        guard: Guard,
        meters: Arc<Meters>,
        ask: Arc<ask::Scripted>,
        lines: Arc<Lines>,
        clock: Arc<AtomicI64>,
    }

    fn usage(unlocks: (u64, u64)) -> Usage {
        serde_json::from_value(serde_json::json!({
            "workspaceId": "ws_1",
            "apiUnlocks": {"used": unlocks.0, "limit": unlocks.1},
            "searches": {"used": 0, "limit": 100},
            "messages": {"used": 0, "limit": 20},
            "cycleEndsOn": "2026-12-01T00:00:00Z"
        }))
        .unwrap()
    }

    fn world(unlocks: (u64, u64), answers: Vec<Answer>, opts: GuardOptions) -> World {
        let clock = Arc::new(AtomicI64::new(1_800_000_000_000));
        let c = Arc::clone(&clock);
        let store = SqliteStore::in_memory()
            .unwrap()
            .with_clock(Arc::new(move || c.load(Ordering::Relaxed)));
        let meters = Arc::new(Meters {
            usage: Mutex::new(usage(unlocks)),
            reads: AtomicU64::new(0),
        });
        let ask = Arc::new(ask::Scripted::new(answers));
        let lines = Arc::new(Lines::default());
        let guard = Guard::new(
            Parts {
                store: Arc::new(store),
                meters: Arc::clone(&meters) as Arc<dyn MeterSource>,
                ask: Arc::clone(&ask) as Arc<dyn Ask>,
                sink: Arc::clone(&lines) as Arc<dyn Sink>,
            },
            "svc_live_test",
            opts,
        );
        World {
            guard,
            meters,
            ask,
            lines,
            clock,
        }
    }

    fn ok(headers: &reqwest::header::HeaderMap) -> Outcome<'_> {
        Outcome::Answered {
            status: 200,
            headers,
        }
    }

    /// One request through admit, pace and outcome, as the client drives it.
    async fn send(w: &World, t: u64, req: &Request, status: u16) -> Result<()> {
        let h = reqwest::header::HeaderMap::new();
        w.guard.admit(Ticket(t), req).await?;
        w.guard.pace(Ticket(t), req, 1).await?;
        let outcome = match status {
            200 => ok(&h),
            s => Outcome::Answered {
                status: s,
                headers: &h,
            },
        };
        w.guard.outcome(Ticket(t), req, &outcome);
        Ok(())
    }

    #[tokio::test]
    async fn a_spend_that_crosses_the_reserve_is_asked_and_a_no_sends_nothing() {
        // 8 of 10 used: one more leaves 1, under the reserve of 2.
        let w = world((8, 10), vec![Answer::No], GuardOptions::default());
        let req = routes::candidate_details("tc_1", "tc_1");
        let e = w.guard.admit(Ticket(1), &req).await.unwrap_err();
        assert_eq!(e.kind, ErrorKind::Quota);
        assert!(
            e.message.contains("declined, nothing was sent"),
            "{}",
            e.message
        );
        let asked = w.ask.asked();
        assert_eq!(asked.len(), 1);
        assert_eq!((asked[0].cost, asked[0].left, asked[0].limit), (1, 2, 10));
        assert_eq!(asked[0].reserve, 2);
        assert_eq!(asked[0].resets.as_deref(), Some("1 Dec"));
        assert!(asked[0].why.contains("leaves 1 of 10"), "{}", asked[0].why);
    }

    #[tokio::test]
    async fn a_yes_spends_once_and_the_unlock_is_then_free() {
        let w = world((8, 10), vec![Answer::Yes], GuardOptions::default());
        let req = routes::candidate_details("tc_1", "tc_1");
        send(&w, 1, &req, 200).await.unwrap();
        assert_eq!(w.ask.asked().len(), 1);
        assert_eq!(
            lock(&w.lines.0).last().map(String::as_str),
            Some("spent 1 unlock · 1 of 10 left · resets 1 Dec")
        );
        // Opening the same candidate again costs nothing: not asked, not held.
        send(&w, 2, &req, 200).await.unwrap();
        assert_eq!(w.ask.asked().len(), 1);
        let snap = w.guard.store().snapshot("ws_1").unwrap().unwrap();
        assert_eq!(snap.unlocks.used, 9, "one unlock counted");
    }

    #[tokio::test]
    async fn nobody_to_ask_is_a_refusal_that_names_the_way_past_it() {
        let w = world((8, 10), vec![Answer::CannotAsk], GuardOptions::default());
        let req = routes::candidate_details("tc_1", "tc_1");
        let e = w.guard.admit(Ticket(1), &req).await.unwrap_err();
        assert_eq!(e.kind, ErrorKind::Quota);
        assert!(e.message.ends_with("nothing was sent"), "{}", e.message);
        assert!(e.hint.as_deref().unwrap_or("").contains("--max-unlocks"));
    }

    #[tokio::test]
    async fn an_exhausted_meter_is_refused_without_a_question() {
        let w = world((10, 10), vec![Answer::Yes], GuardOptions::default());
        let req = routes::candidate_details("tc_1", "tc_1");
        let e = w.guard.admit(Ticket(1), &req).await.unwrap_err();
        assert_eq!(e.kind, ErrorKind::Quota);
        assert!(w.ask.asked().is_empty());
    }

    #[tokio::test]
    async fn a_held_reservation_is_seen_by_the_next_decision() {
        // 7 of 10 used, reserve 0: the pace of one unlock holds a unit, so a
        // second run's quote sees 2 left, not 3.
        let opts = GuardOptions {
            reserves: [Some(0), None, None],
            ..GuardOptions::default()
        };
        let w = world((7, 10), vec![], opts);
        let req = routes::candidate_details("tc_1", "tc_1");
        w.guard.admit(Ticket(1), &req).await.unwrap();
        w.guard.pace(Ticket(1), &req, 1).await.unwrap();
        let q = w.guard.quote(Meter::ApiUnlocks, 1).await.unwrap();
        assert_eq!(q.question.left, 2);
        // A lost answer settles as maybe spent; the retry of the same
        // unlock holds nothing more.
        w.guard.outcome(
            Ticket(1),
            &req,
            &Outcome::Answered {
                status: 500,
                headers: &reqwest::header::HeaderMap::new(),
            },
        );
        w.guard.pace(Ticket(1), &req, 2).await.unwrap();
        let q = w.guard.quote(Meter::ApiUnlocks, 1).await.unwrap();
        assert_eq!(
            q.question.left, 2,
            "a retried unlock is one possible unlock"
        );
    }

    /// Regression: a hold lapsed after 300 s although `--max-time` let its
    /// attempt run longer, so another run could spend the same unit.
    #[tokio::test]
    async fn a_hold_outlives_its_attempts_max_time() {
        let opts = GuardOptions {
            reserves: [Some(0), None, None],
            attempt_deadline: Some(Duration::from_secs(20 * 60)),
            ..GuardOptions::default()
        };
        let w = world((7, 10), vec![], opts);
        let req = routes::candidate_details("tc_1", "tc_1");
        w.guard.admit(Ticket(1), &req).await.unwrap();
        w.guard.pace(Ticket(1), &req, 1).await.unwrap();
        // Past the default 300 s, inside the 20 min attempt: still held.
        w.clock.fetch_add(10 * 60_000, Ordering::Relaxed);
        let q = w.guard.quote(Meter::ApiUnlocks, 1).await.unwrap();
        assert_eq!(q.question.left, 2, "held while the attempt may run");
        // Past the attempt's deadline (and its margin): released.
        w.clock.fetch_add(11 * 60_000, Ordering::Relaxed);
        let q = w.guard.quote(Meter::ApiUnlocks, 1).await.unwrap();
        assert_eq!(q.question.left, 3, "lapsed after the attempt's deadline");
    }

    #[tokio::test]
    async fn the_guard_reads_effects_not_bodies() {
        // A raw POST /messages spends nothing; a raw invite is refused as
        // known from the ledger just like the typed one.
        let w = world((0, 10), vec![], GuardOptions::default());
        let msg = routes::raw(
            Surface::Main,
            Method::Post,
            "/messages",
            Some(serde_json::json!({"threadId": "th_1", "message": "hi"})),
        );
        send(&w, 1, &msg, 200).await.unwrap();
        assert!(lock(&w.lines.0).is_empty(), "nothing spent");
        let invite = routes::raw(
            Surface::Main,
            Method::Post,
            "/invite-to-apply",
            Some(serde_json::json!({"talentCardId": "tc_9", "jobId": "job_1", "message": "hi"})),
        );
        send(&w, 2, &invite, 200).await.unwrap();
        let e = w.guard.admit(Ticket(3), &invite).await.unwrap_err();
        assert_eq!(e.kind, ErrorKind::Conflict);
    }

    #[tokio::test]
    async fn usage_is_read_from_the_source_once_while_fresh() {
        let w = world((0, 10), vec![], GuardOptions::default());
        let req = routes::candidate_details("tc_1", "tc_1");
        send(&w, 1, &req, 200).await.unwrap();
        let reads = w.meters.reads.load(Ordering::Relaxed);
        send(&w, 2, &routes::candidate_details("tc_2", "tc_2"), 200)
            .await
            .unwrap();
        assert_eq!(w.meters.reads.load(Ordering::Relaxed), reads);
        // A minute later (the store's clock) the snapshot is read again.
        w.clock.fetch_add(61_000, Ordering::Relaxed);
        send(&w, 3, &routes::candidate_details("tc_3", "tc_3"), 200)
            .await
            .unwrap();
        assert!(w.meters.reads.load(Ordering::Relaxed) > reads);
    }

    #[tokio::test]
    async fn a_broken_ledger_sends_no_spend_unless_offline_spend() {
        let broken = || Error::failure("cannot open the ledger /x: disk I/O error");
        let w = world((0, 10), vec![], GuardOptions::default());
        let guard = w.guard.without_ledger(broken());
        let e = guard
            .admit(Ticket(1), &routes::candidate_details("tc_1", "tc_1"))
            .await
            .unwrap_err();
        assert_eq!(e.kind, ErrorKind::Failure);
        assert!(e.hint.as_deref().unwrap_or("").contains("--offline-spend"));
        // What spends nothing runs, with one warning.
        guard.admit(Ticket(2), &routes::usage()).await.unwrap();
        guard.admit(Ticket(3), &routes::usage()).await.unwrap();
        assert_eq!(lock(&w.lines.0).len(), 1);
        let opts = GuardOptions {
            offline_spend: true,
            ..GuardOptions::default()
        };
        let w = world((0, 10), vec![], opts);
        let guard = w.guard.without_ledger(broken());
        guard
            .admit(Ticket(1), &routes::candidate_details("tc_1", "tc_1"))
            .await
            .unwrap();
    }

    #[tokio::test]
    async fn an_interrupted_attempt_is_settled_as_maybe_spent_never_released() {
        let w = world((0, 10), vec![], GuardOptions::default());
        let req = routes::candidate_details("tc_1", "tc_1");
        w.guard.admit(Ticket(1), &req).await.unwrap();
        w.guard.pace(Ticket(1), &req, 1).await.unwrap();
        assert_eq!(w.guard.store().held("ws_1", Meter::ApiUnlocks).unwrap(), 1);
        assert_eq!(w.guard.interrupted(), vec![(Meter::ApiUnlocks, 1)]);
        assert_eq!(w.guard.store().held("ws_1", Meter::ApiUnlocks).unwrap(), 0);
        let snap = w.guard.store().snapshot("ws_1").unwrap().unwrap();
        assert_eq!(snap.unlocks.used, 1, "counted as maybe spent");
        let audit = w.guard.audit(10).unwrap();
        assert_eq!(audit.last().unwrap().outcome, "maybe (interrupted)");
        // Nothing is held twice: a second stop finds nothing.
        assert!(w.guard.interrupted().is_empty());
    }
}
