//! Spend nothing by accident, never cause a block: the guard every request
//! passes, as one [`crate::api::Hook`] of the client, built of layers:
//!
//! - the **pace layer** (`pace.rs`), each attempt: a slot in every
//!   rate-limit class of the request (shared by all processes through the
//!   ledger), a block the service announced waited out by every process;
//! - the **spend layer** (`spend.rs`): `admit` once per logical request (an
//!   unlock the ledger knows costs nothing, an invite it knows is refused
//!   unsent, a bulk invite is held to its job's daily cap, any other spend
//!   judged against a fresh usage snapshot and the reserve, a crossing put
//!   to the [`Ask`]); quota held for each attempt where other processes see
//!   it; each hold settled as spent, maybe spent or released; the one
//!   tracker of possible spends;
//! - the **ledger-away policy** (`away.rs`), in one place.
//!
//! Operations keep their own records (idempotency keys, unlocks, invites,
//! `--new` states, checkpoints, the audit) through a
//! `records::Records` handle beside the guard (made from it, above it),
//! never through it. The guard reads a request's typed [`Effect`], never its
//! body or path; it reads the meters from a [`MeterSource`] (never through
//! the client it hooks), asks through [`Ask`] and reports through a
//! [`Sink`]. None of them is a terminal.

mod act;
pub mod ask;
mod away;
mod first;
mod pace;
pub mod quota;
pub(crate) mod shared;
mod spend;

use std::sync::Arc;
use std::time::Duration;

use talent_spec::rate::Meter;
use talent_spec::signature;

use crate::api::{BoxFuture, Effect, Hook, Outcome, Request, RouteClass, Ticket};
use crate::ledger::Store;
use crate::sink::Sink;
use crate::{Error, Result};

pub use ask::{Answer, Approved, Ask, Kind, Question};
pub(crate) use first::least_time;
pub use first::{Cost, First, PLANNED_SEARCHES_ASKED};
pub use quota::is_budget;
pub use shared::{GuardOptions, MeterSource, GATEWAY_COMMAND};
pub use spend::{Quote, Spent};

/// A key's fingerprint (the ledger's name for a key): enough to tell keys
/// apart, useless to use one.
pub fn fingerprint(key: &str) -> String {
    let mac = signature::sign(b"talent ledger key fingerprint", key.as_bytes());
    let hex = mac.strip_prefix(signature::PREFIX).unwrap_or(&mac);
    hex.chars().take(16).collect()
}

use shared::Shared;
use spend::Spender;

/// What the guard is wired to.
pub struct Parts {
    pub store: Arc<dyn Store>,
    pub meters: Arc<dyn MeterSource>,
    pub ask: Arc<dyn Ask>,
    pub sink: Arc<dyn Sink>,
    /// Why the ledger could not be opened, when it could not: `store` is
    /// then a private stand-in. Nothing that spends is sent unless
    /// `--offline-spend`; what spends nothing runs with a warning.
    pub broken: Option<Error>,
}

/// See [`Guard::pacing`].
#[derive(Debug, Clone, Copy, Default)]
pub struct Pacing {
    /// How long this run waited for free slots.
    pub waited: Duration,
    /// How long a request holds its slot of a rate limit.
    pub slot_span: Duration,
}

pub struct Guard {
    shared: Arc<Shared>,
    spend: Spender,
    /// Who answers the run's one question before its first spend.
    ask: Arc<dyn Ask>,
    /// That question was answered yes (one question per run).
    asked: std::sync::atomic::AtomicBool,
}

impl Guard {
    pub fn new(parts: Parts, key: &str, opts: GuardOptions) -> Guard {
        let key_fp = fingerprint(key);
        // A team ledger asks about the key in the greeting it is sending.
        parts.store.expect_key(&key_fp);
        let policy = away::Policy::new(
            Arc::clone(&parts.store),
            Arc::clone(&parts.ask),
            Arc::clone(&parts.sink),
            parts.broken,
            opts.offline_spend,
        );
        let shared = Arc::new(Shared::new(
            parts.store,
            key_fp,
            opts,
            parts.sink,
            policy,
            parts.meters,
        ));
        Guard {
            spend: Spender::new(Arc::clone(&shared), Arc::clone(&parts.ask)),
            ask: parts.ask,
            asked: std::sync::atomic::AtomicBool::new(false),
            shared,
        }
    }

    /// Whether `workspace`'s usage snapshot is past half its life (see
    /// [`Guard::refresh_ahead`]); no round trip.
    pub(crate) fn refresh_due(&self, workspace: &str) -> bool {
        self.shared.refresh_due(workspace)
    }

    /// Reads GET /usage (paced as any request) and stores it in the ledger
    /// for every process on it: what a request would otherwise read first
    /// once the snapshot is past its minute.
    pub(crate) async fn refresh_ahead(&self) -> Result<()> {
        self.shared.refresh().await?;
        // Written now, not with the next request's admission.
        act::act(&self.shared.store, |s| {
            s.write_snapshot_now();
            Ok(())
        })
        .await
    }

    /// What the layers share with the records handle
    /// (`records::Records::of`): the ledger, the key, the workspace.
    pub(crate) fn shared(&self) -> Arc<Shared> {
        Arc::clone(&self.shared)
    }

    /// What a spend of `cost` meets now: what is left (held spends of
    /// other runs counted), the limit, the reserve, the reset, and the
    /// guard's verdict. [`Then::Show`] only says it (a window's question
    /// before every spend); [`Then::Ask`] goes ahead with it (a list run
    /// with its pages): a crossing is asked, a refusal is the error.
    pub async fn quote(&self, m: Meter, cost: u64, then: Then) -> Result<Quote> {
        match then {
            Then::Show => {
                self.spend
                    .weigh(m, i64::try_from(cost).unwrap_or(i64::MAX), false)
                    .await
            }
            Then::Ask => self.spend.plan(m, cost).await,
        }
    }

    /// Asks the run's one question before its first spend when `ask =
    /// "spends"` and nothing answered it yet (`--yes`, a budget for the
    /// meter, an earlier yes). No is the error (exit 5, "declined",
    /// nothing sent); a run nobody can ask, a dry run, `ask = "reserve"`,
    /// a spend that will be refused anyway (its refusal comes from the
    /// spend itself) and a cost of nothing go on without a word.
    pub async fn ask_first(&self, first: First<'_>) -> Result<()> {
        first::Asker {
            shared: &self.shared,
            spend: &self.spend,
            ask: &*self.ask,
            asked: &self.asked,
        }
        .ask_first(first)
        .await
    }

    /// Marks a meter's spends accepted for the rest of the run (a window
    /// asked its own question first), or takes that back (`false`: an MCP
    /// session's yes covers one call, never the rest of the session).
    pub fn accept(&self, m: Meter, accepted: bool) {
        self.spend.accept(m, accepted);
    }

    /// The run was stopped (SIGINT, SIGTERM, a window's `q`) with requests
    /// perhaps in flight: each quota hold of an attempt that was sent is
    /// settled as "may have spent" (the service may have counted it), never
    /// released; a wait for a slot holds nothing, so there is nothing else
    /// to give back. Returns what may have been spent, per meter.
    pub fn interrupted(&self) -> Vec<(Meter, i64)> {
        self.spend.interrupted()
    }

    /// A point in the run's settled spends, for [`Guard::spent_since`].
    pub fn mark(&self) -> Mark {
        Mark(self.spend.settled_count())
    }

    /// What the spends this run settled since `mark` came to (an MCP
    /// call's `spent`): [`Spent::Maybe`] when one may have reached the
    /// service with no answer to say (a lost answer, a stop, a lapsed
    /// hold), [`Spent::Yes`] when one was spent, else [`Spent::No`]; and
    /// how many requests spent or may have (what the call counts against
    /// its allowance). A retry whose answer shows the spend made settles a
    /// "maybe" as yes.
    pub fn spent_since(&self, mark: &Mark) -> (Spent, u64) {
        (
            self.spend.spent_since(mark.0),
            self.spend.units_since(mark.0),
        )
    }

    /// Attempts of this run that failed after they may have reached the
    /// service, per meter (a retried unlock counts once).
    pub fn possible_spends(&self) -> Vec<(Meter, u32)> {
        self.spend.possible_spends()
    }

    /// This run's pacing: how long it has waited for free slots of the
    /// rate limits, and how long a request holds its slot (the window at
    /// this run's time scale, with the pacer's margin).
    pub fn pacing(&self) -> Pacing {
        Pacing {
            waited: self.shared.pacer.paced(),
            slot_span: Duration::from_millis(self.shared.pacer.span_ms().max(0) as u64),
        }
    }

    /// Starts a run of several pages: its spends are told in one line at
    /// [`Guard::end_batch`], not one per page under a progress bar.
    pub fn begin_batch(&self) {
        self.spend.begin_batch();
    }

    /// Ends a batch with its one spent line.
    pub fn end_batch(&self) {
        self.spend.end_batch();
    }

    /// Before each attempt: the quota held and a slot taken in every class.
    async fn pace_attempt(&self, ticket: Ticket, req: &Request) -> Result<()> {
        let (store, policy) = (&self.shared.store, &self.shared.policy);
        if !req.preview_check && !policy.broken() && store.team() {
            // A team database may have gone away since the request was admitted.
            policy.check(req.spends().is_some()).await?;
        }
        let slots = self.shared.pacer.slots(req);
        if !store.team() {
            if !slots.is_empty() {
                self.shared.pacer.take(&slots).await?;
            }
            return self.spend.hold(ticket, req, &[]).await.map(|_| ());
        }
        // On a team ledger the quota is held first and the slot taken last,
        // right before the send: a slot's time is the database's at
        // admission, so the less lies between it and the send, the closer
        // the service's window matches the pacer's across machines. The
        // hold and the slot are one act (one round trip) when both are due.
        let slotted = self.spend.hold(ticket, req, &slots).await?;
        if slots.is_empty() {
            return Ok(());
        }
        let mut taken = match slotted {
            true => Ok(()),
            false => self.shared.pacer.take(&slots).await,
        };
        // A database that refused the admission (a role that may not
        // write, a lock held elsewhere) left it to the stand-in: judged
        // now, so a spend is not sent unshared and what spends nothing
        // says it runs without the team.
        if taken.is_ok() && store.away().is_some() && !req.preview_check {
            taken = policy.check(req.spends().is_some()).await;
        }
        if taken.is_err() {
            self.spend.release(ticket);
        }
        taken
    }
}

/// A point in a run's settled spends ([`Guard::mark`]).
#[derive(Debug, Clone, Copy)]
pub struct Mark(usize);

/// What [`Guard::quote`] does with what it finds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Then {
    /// Say what the spend would meet, nothing more.
    Show,
    /// Go ahead with it: a crossing of the reserve is asked (a yes accepts
    /// the meter for the run), what cannot go is the error; a run with a
    /// budget is checked for what its budget lets it spend.
    Ask,
}

impl Hook for Guard {
    fn admit<'a>(&'a self, ticket: Ticket, req: &'a Request) -> BoxFuture<'a, Result<()>> {
        Box::pin(async move {
            let spends = req.spends().is_some() || matches!(req.effect, Effect::BulkInvite { .. });
            if !req.preview_check {
                self.shared.policy.check(spends).await?;
            }
            self.spend.admit(ticket, req).await
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
        self.spend.settle(ticket, req, outcome);
    }

    fn blocked(&self, class: RouteClass, wait: Duration) {
        self.shared.pacer.block(class, wait);
        self.shared.note(crate::ledger::RowKind::RateLimited, None);
    }
}

#[cfg(test)]
mod tests {
    //! The guard alone: a store on a clock the test moves, meters the test
    //! sets, scripted answers, a recording sink. No terminal, no HTTP.
    use super::act::lock;
    use super::*;
    use crate::api::types::Usage;
    use crate::api::Surface;
    use crate::api::{Method, Outcome};
    use crate::ledger::SqliteStore;
    use crate::ops::kit::routes;
    use crate::ErrorKind;
    use std::sync::atomic::{AtomicI64, AtomicU64, Ordering};
    use std::sync::Mutex;

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
        world_of(unlocks, answers, opts, None)
    }

    fn world_of(
        unlocks: (u64, u64),
        answers: Vec<Answer>,
        opts: GuardOptions,
        broken: Option<Error>,
    ) -> World {
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
                broken,
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
            unlocked_before: false,
            already_invited: 0,
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
                unlocked_before: false,
                already_invited: 0,
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
        let snap = w.guard.shared.store.snapshot("ws_1").unwrap().unwrap();
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
        let q = w
            .guard
            .quote(Meter::ApiUnlocks, 1, Then::Show)
            .await
            .unwrap();
        assert_eq!(q.question.left, 2);
        // A lost answer settles as maybe spent; the retry of the same
        // unlock holds nothing more.
        w.guard.outcome(
            Ticket(1),
            &req,
            &Outcome::Answered {
                status: 500,
                headers: &reqwest::header::HeaderMap::new(),
                unlocked_before: false,
                already_invited: 0,
            },
        );
        w.guard.pace(Ticket(1), &req, 2).await.unwrap();
        let q = w
            .guard
            .quote(Meter::ApiUnlocks, 1, Then::Show)
            .await
            .unwrap();
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
        let q = w
            .guard
            .quote(Meter::ApiUnlocks, 1, Then::Show)
            .await
            .unwrap();
        assert_eq!(q.question.left, 2, "held while the attempt may run");
        // Past the attempt's deadline (and its margin): released.
        w.clock.fetch_add(11 * 60_000, Ordering::Relaxed);
        let q = w
            .guard
            .quote(Meter::ApiUnlocks, 1, Then::Show)
            .await
            .unwrap();
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

    /// Issue 47: a guard built for a gateway writes each spend line under
    /// the authenticated member with the channel `gateway`, so `team usage`
    /// and `report` attribute it (the local file keeps no outreach).
    #[tokio::test]
    async fn a_gateway_guards_spend_lines_name_the_member_and_the_gateway_channel() {
        let opts = GuardOptions {
            command: "search".into(),
            member: "machine".into(),
            ..GuardOptions::default()
        }
        .for_gateway("asha");
        let w = world((0, 10), vec![], opts);
        send(&w, 1, &routes::candidate_details("tc_1", "tc_1"), 200)
            .await
            .unwrap();
        let audit = w.guard.shared.store.audit(None, 10).unwrap();
        let line = audit.last().unwrap();
        assert_eq!(
            (line.command.as_str(), line.outcome.as_str()),
            ("gateway", "spent")
        );
        let rows = w
            .guard
            .shared
            .store
            .report(&crate::ledger::ReportQuery {
                workspace: "ws_1".into(),
                from_ms: 0,
                to_ms: i64::MAX,
                members: Vec::new(),
            })
            .unwrap();
        assert_eq!(rows.totals.len(), 1, "{rows:?}");
        assert_eq!(rows.totals[0].channel, "gateway");
        // A message reaches a person: the local file holds no outreach.
        let msg =
            routes::message(&serde_json::json!({"threadId": "th_1", "message": "hi"})).unwrap();
        send(&w, 2, &msg, 200).await.unwrap();
        assert_eq!(w.guard.shared.store.audit(None, 10).unwrap().len(), 1);
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
        let w = world_of((0, 10), vec![], GuardOptions::default(), Some(broken()));
        let guard = &w.guard;
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
        let w = world_of((0, 10), vec![], opts, Some(broken()));
        let guard = &w.guard;
        guard
            .admit(Ticket(1), &routes::candidate_details("tc_1", "tc_1"))
            .await
            .unwrap();
    }

    /// Regression (issue 44): a candidate the workspace had unlocked
    /// before was recorded as a spend and used the run's budget, though
    /// the service counted nothing. The hold is released, no spend line
    /// is written, the budget is not used, and the receipt says so.
    #[tokio::test]
    async fn a_candidate_unlocked_before_records_no_spend() {
        let opts = GuardOptions {
            budgets: [Some(1), None, None],
            ..GuardOptions::default()
        };
        let w = world((3, 10), vec![], opts);
        let req = routes::candidate_details("tc_1", "tc_1");
        let store = &w.guard.shared.store;
        w.guard.admit(Ticket(1), &req).await.unwrap();
        w.guard.pace(Ticket(1), &req, 1).await.unwrap();
        assert_eq!(store.held("ws_1", Meter::ApiUnlocks).unwrap(), 1);
        let mark = w.guard.mark();
        let h = reqwest::header::HeaderMap::new();
        w.guard.outcome(
            Ticket(1),
            &req,
            &Outcome::Answered {
                status: 200,
                headers: &h,
                unlocked_before: true,
                already_invited: 0,
            },
        );
        assert_eq!(store.held("ws_1", Meter::ApiUnlocks).unwrap(), 0);
        assert_eq!(w.guard.spent_since(&mark), (Spent::No, 0));
        assert_eq!(
            lock(&w.lines.0).last().map(String::as_str),
            Some("already unlocked, no unlock spent")
        );
        assert!(
            w.guard.shared.store.audit(None, 10).unwrap().is_empty(),
            "no line"
        );
        let snap = store.snapshot("ws_1").unwrap().unwrap();
        assert_eq!(snap.unlocks.used, 3, "nothing counted");
        // The budget of one is still there, and the candidate is this
        // store's now: opening it again is free, held nothing.
        assert!(store.is_unlocked("ws_1", "tc_1").unwrap());
        send(&w, 2, &routes::candidate_details("tc_2", "tc_2"), 200)
            .await
            .unwrap();
        assert_eq!(store.snapshot("ws_1").unwrap().unwrap().unlocks.used, 4);
    }

    #[tokio::test]
    async fn an_interrupted_attempt_is_settled_as_maybe_spent_never_released() {
        let w = world((0, 10), vec![], GuardOptions::default());
        let req = routes::candidate_details("tc_1", "tc_1");
        w.guard.admit(Ticket(1), &req).await.unwrap();
        w.guard.pace(Ticket(1), &req, 1).await.unwrap();
        let held = || {
            w.guard
                .shared
                .store
                .held("ws_1", Meter::ApiUnlocks)
                .unwrap()
        };
        assert_eq!(held(), 1);
        assert_eq!(w.guard.interrupted(), vec![(Meter::ApiUnlocks, 1)]);
        assert_eq!(held(), 0);
        let snap = w.guard.shared.store.snapshot("ws_1").unwrap().unwrap();
        assert_eq!(snap.unlocks.used, 1, "counted as maybe spent");
        let audit = w.guard.shared.store.audit(None, 10).unwrap();
        assert_eq!(audit.last().unwrap().outcome, "maybe (interrupted)");
        // Nothing is held twice: a second stop finds nothing.
        assert!(w.guard.interrupted().is_empty());
    }

    /// A team ledger that knows every answer (see `KnowsAll`).
    mod knows_all {
        use std::sync::Mutex;

        use talent_spec::rate::Meter;

        use super::lock;
        use crate::ledger::{
            Admit, AuditRow, Away, Held, Hold, Reach, Reached, Slot, Snapshot, SqliteStore,
        };
        use crate::Result;

        /// A store that says it is a team ledger and knows every answer at
        /// once (the local file beneath), noting each of the acts that may
        /// wait when it runs off the test's thread (a hop to the blocking pool).
        pub(super) struct KnowsAll {
            pub(super) inner: SqliteStore,
            pub(super) home: std::thread::ThreadId,
            pub(super) hops: Mutex<Vec<&'static str>>,
        }

        impl KnowsAll {
            /// Notes an act whose answer a team ledger may know (the acts
            /// with a `_known` twin) when it ran off the test's thread.
            fn waited(&self, act: &'static str) {
                let may_know = matches!(act, "away" | "workspace_of" | "snapshot" | "held");
                if may_know && std::thread::current().id() != self.home {
                    lock(&self.hops).push(act);
                }
            }
        }

        impl crate::ledger::Store for KnowsAll {
            fn away_known(&self) -> Option<Option<Away>> {
                Some(self.inner.away())
            }
            fn workspace_known(&self, key: &str) -> Option<Option<String>> {
                self.inner.workspace_of(key).ok()
            }
            fn snapshot_known(&self, workspace: &str) -> Option<Snapshot> {
                self.inner.snapshot(workspace).ok().flatten()
            }
            fn held_known(&self, workspace: &str, meter: Meter) -> Option<i64> {
                self.inner.held(workspace, meter).ok()
            }
            fn describe(&self) -> String {
                self.inner.describe()
            }
            fn now_ms(&self) -> i64 {
                self.inner.now_ms()
            }
            fn schema_version(&self) -> Result<i64> {
                self.inner.schema_version()
            }
            fn team(&self) -> bool {
                true
            }
            fn away(&self) -> Option<Away> {
                self.waited("away");
                self.inner.away()
            }
            fn admit(&self, key: &str, slots: &[Slot], span_ms: i64) -> Result<Admit> {
                self.inner.admit(key, slots, span_ms)
            }
            fn admit_as(
                &self,
                key: &str,
                member: &str,
                slots: &[Slot],
                span_ms: i64,
            ) -> Result<Admit> {
                self.inner.admit_as(key, member, slots, span_ms)
            }
            fn reserve(&self, hold: &Hold<'_>) -> Result<Held> {
                self.inner.reserve(hold)
            }
            fn reserve_admit(
                &self,
                hold: &Hold<'_>,
                key: &str,
                slots: &[Slot],
                span_ms: i64,
            ) -> Result<(Held, Option<Admit>)> {
                self.inner.reserve_admit(hold, key, slots, span_ms)
            }
            fn reserve_reach(&self, reach: &Reach<'_>) -> Result<Reached> {
                self.inner.reserve_reach(reach)
            }
            fn settle(&self, id: i64, spent: bool, row: &AuditRow) -> Result<Option<Snapshot>> {
                self.inner.settle(id, spent, row)
            }
            crate::ledger::pass_on_records!(inner);
            crate::ledger::pass_on_spends!(inner, note: waited);
        }
    }
    use knows_all::KnowsAll;

    #[tokio::test]
    async fn a_guarded_page_on_a_team_ledger_asks_what_it_knows_without_a_hop_to_the_blocking_pool()
    {
        // Regression (issue 47, the gateway's overhead): each of the guard's
        // acts on a team ledger went to the blocking pool and back, though
        // the store knew the answer (the connect made, the workspace, the
        // usage row and the holds learned by earlier acts): six hops, two
        // thread wake-ups each, before a gateway's page reached its one
        // statement. An answer known is taken on the run's own thread.
        let store = Arc::new(KnowsAll {
            inner: SqliteStore::in_memory().unwrap(),
            home: std::thread::current().id(),
            hops: Mutex::new(Vec::new()),
        });
        let meters = Arc::new(Meters {
            usage: Mutex::new(usage((0, 10))),
            reads: AtomicU64::new(0),
        });
        let guard = Guard::new(
            Parts {
                store: Arc::clone(&store) as Arc<dyn crate::ledger::Store>,
                meters: Arc::clone(&meters) as Arc<dyn MeterSource>,
                ask: Arc::new(ask::Scripted::new(vec![])) as Arc<dyn Ask>,
                sink: Arc::new(Lines::default()) as Arc<dyn Sink>,
                broken: None,
            },
            "svc_live_test",
            GuardOptions::default(),
        );
        let h = reqwest::header::HeaderMap::new();
        for t in 1..=2 {
            let req = routes::search_page(&[("minexp".to_string(), "1".to_string())], t, None);
            guard.admit(Ticket(t), &req).await.unwrap();
            guard.pace(Ticket(t), &req, 1).await.unwrap();
            guard.outcome(Ticket(t), &req, &ok(&h));
        }
        assert_eq!(meters.reads.load(Ordering::Relaxed), 1, "one GET /usage");
        assert_eq!(lock(&store.hops).as_slice(), &[] as &[&str]);
    }
}
