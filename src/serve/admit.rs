//! A request's admission at the gateway (issue 47): the member's token is
//! judged by the ledger in the same statement as the request's first
//! admission (cli.md, *serve*: "the credential check and the admission are
//! one ledger statement"), and each member has at most [`IN_FLIGHT`]
//! requests in flight and [`STREAMS`] open streams on this gateway.
//!
//! The seam: the member's guard runs as it does for a command, on an
//! [`Admission`] — the team ledger as a store, for one request — whose
//! first admission act (the pacer's `admit_as`, a spend's `reserve_admit`,
//! an outreach `reserve_reach`) carries the request's [`Credential`] into
//! `talent_gw_*` (migration 9); every other act goes to the ledger as it is.
//! The guard's rules stay in the guard and the ledger's functions: nothing
//! is judged here but the verdict. [`Checked`] makes sure no request is
//! sent whose credential the ledger has not judged (a request with no
//! admission act is judged on its own, one round trip).

use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use talent_spec::rate::Meter;

use crate::api::{BoxFuture, Hook, Outcome, Request, RouteClass, Ticket};
use crate::guard::Guard;
use crate::ledger::pg::members::{Credential, Members, Verdict};
use crate::ledger::{
    Admit, AuditRow, Away, Claim, Held, Hold, LedgerEvent, Reach, Reached, Recorded, ReportQuery,
    ReportRows, Slot, Snapshot, Store, UnlockedBy,
};
use crate::{Error, Result};

/// The most requests one member has in flight on a gateway.
pub const IN_FLIGHT: usize = 8;
/// The most open streams (`/mcp` GET streams, `subscriptions/listen`) one
/// member has on a gateway.
pub const STREAMS: usize = 4;

/// Where a request's credential stands.
#[derive(Debug, Clone)]
enum State {
    /// Not judged yet: the first admission act carries it.
    Pending(Credential),
    /// What the ledger said.
    Judged(Verdict),
}

/// The team ledger as one request's store: its first admission act judges
/// the request's credential in the same statement.
pub struct Admission {
    /// The token's SHA-256 in hex.
    digest: String,
    ledger: Arc<dyn Store>,
    members: Members,
    state: Mutex<State>,
}

fn lock<T>(m: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|e| e.into_inner())
}

/// The error a store act returns for a credential the ledger refused (the
/// proxy answers with the verdict, never with this).
fn refused() -> Error {
    Error::new(
        crate::ErrorKind::Auth,
        "the ledger refused the member's credential; nothing was sent",
    )
}

impl Admission {
    /// `cred` to be judged with the first admission act, or `None` when
    /// the ledger judged it already (`verdict`).
    pub fn new(
        members: &Members,
        digest: &str,
        cred: Option<Credential>,
        verdict: Verdict,
    ) -> Arc<Admission> {
        Arc::new(Admission {
            digest: digest.to_string(),
            ledger: members.store(),
            members: members.clone(),
            state: Mutex::new(match cred {
                Some(c) => State::Pending(c),
                None => State::Judged(verdict),
            }),
        })
    }

    /// For a member the ledger judged already (by another statement).
    pub fn already(members: &Members, member: &str) -> Arc<Admission> {
        let who = crate::ledger::pg::members::Authed {
            member: member.to_string(),
            grants: Vec::new(),
            label: String::new(),
            use_for: String::new(),
        };
        Admission::new(members, "", None, Verdict::Ok(who))
    }

    /// The token's SHA-256 in hex.
    pub fn digest(&self) -> &str {
        &self.digest
    }

    /// What the ledger said, once it said it.
    pub fn verdict(&self) -> Option<Verdict> {
        match &*lock(&self.state) {
            State::Judged(v) => Some(v.clone()),
            State::Pending(_) => None,
        }
    }

    /// Judges the credential now if no act has (one round trip).
    pub fn judge_now(&self) -> Result<Verdict> {
        let cred = match &*lock(&self.state) {
            State::Judged(v) => return Ok(v.clone()),
            State::Pending(c) => c.clone(),
        };
        let v = self.members.check(&cred)?;
        *lock(&self.state) = State::Judged(v.clone());
        Ok(v)
    }

    /// The pending credential, or how the judged one stands: `Ok(None)`
    /// goes on as any act, `Err` is a refusal.
    fn pending(&self) -> Result<Option<Credential>> {
        match &*lock(&self.state) {
            State::Pending(c) => Ok(Some(c.clone())),
            State::Judged(Verdict::Ok(_)) => Ok(None),
            State::Judged(_) => Err(refused()),
        }
    }

    /// Keeps the verdict of an act; a refusal is the act's error.
    fn judged<T>(&self, verdict: Verdict, out: Option<T>) -> Result<T> {
        let ok = matches!(verdict, Verdict::Ok(_));
        *lock(&self.state) = State::Judged(verdict);
        match out {
            Some(v) if ok => Ok(v),
            _ => Err(refused()),
        }
    }
}

impl Store for Admission {
    fn admit_as(&self, key: &str, member: &str, slots: &[Slot], span_ms: i64) -> Result<Admit> {
        match self.pending()? {
            Some(cred) => {
                let (v, admit) = self.members.admit_checked(&cred, key, slots, span_ms)?;
                self.judged(v, admit)
            }
            None => self.ledger.admit_as(key, member, slots, span_ms),
        }
    }

    fn reserve_admit(
        &self,
        hold: &Hold<'_>,
        key: &str,
        slots: &[Slot],
        span_ms: i64,
    ) -> Result<(Held, Option<Admit>)> {
        match self.pending()? {
            Some(cred) => {
                let (v, out) = self
                    .members
                    .reserve_admit_checked(&cred, hold, key, slots, span_ms)?;
                self.judged(v, out)
            }
            None => self.ledger.reserve_admit(hold, key, slots, span_ms),
        }
    }

    fn reserve_reach(&self, reach: &Reach<'_>) -> Result<Reached> {
        match self.pending()? {
            Some(cred) => {
                let (v, out) = self.members.reach_checked(&cred, reach)?;
                self.judged(v, out)
            }
            None => self.ledger.reserve_reach(reach),
        }
    }

    fn admit(&self, key: &str, slots: &[Slot], span_ms: i64) -> Result<Admit> {
        self.pending()?;
        self.ledger.admit(key, slots, span_ms)
    }
    fn reserve(&self, hold: &Hold<'_>) -> Result<Held> {
        self.pending()?;
        self.ledger.reserve(hold)
    }

    fn describe(&self) -> String {
        self.ledger.describe()
    }
    fn now_ms(&self) -> i64 {
        self.ledger.now_ms()
    }
    fn schema_version(&self) -> Result<i64> {
        self.ledger.schema_version()
    }
    fn team(&self) -> bool {
        self.ledger.team()
    }
    fn away(&self) -> Option<Away> {
        self.ledger.away()
    }
    fn expect_key(&self, key: &str) {
        self.ledger.expect_key(key)
    }
    fn block(&self, key: &str, class: &str, until_ms: i64) -> Result<()> {
        self.ledger.block(key, class, until_ms)
    }
    fn workspace_of(&self, key: &str) -> Result<Option<String>> {
        self.ledger.workspace_of(key)
    }
    fn snapshot(&self, workspace: &str) -> Result<Option<Snapshot>> {
        self.ledger.snapshot(workspace)
    }
    fn store_snapshot(
        &self,
        key: &str,
        workspace: &str,
        snap: &Snapshot,
        started_ms: i64,
    ) -> Result<Snapshot> {
        self.ledger.store_snapshot(key, workspace, snap, started_ms)
    }
    fn held(&self, workspace: &str, meter: Meter) -> Result<i64> {
        self.ledger.held(workspace, meter)
    }
    fn settle(&self, id: i64, spent: bool, row: &AuditRow) -> Result<Option<Snapshot>> {
        self.ledger.settle(id, spent, row)
    }
    fn release(&self, id: i64) -> Result<()> {
        self.ledger.release(id)
    }
    fn is_unlocked(&self, workspace: &str, card: &str) -> Result<bool> {
        self.ledger.is_unlocked(workspace, card)
    }
    fn unlocked_by(&self, workspace: &str, card: &str) -> Result<Option<UnlockedBy>> {
        self.ledger.unlocked_by(workspace, card)
    }
    fn mark_unlocked_by(&self, workspace: &str, card: &str, member: &str) -> Result<()> {
        self.ledger.mark_unlocked_by(workspace, card, member)
    }
    fn settle_line(&self, row: &AuditRow, outcome: &str) -> Result<()> {
        self.ledger.settle_line(row, outcome)
    }
    fn invited_at(
        &self,
        workspace: &str,
        job: &str,
        card: &str,
        kind: &str,
    ) -> Result<Option<i64>> {
        self.ledger.invited_at(workspace, job, card, kind)
    }
    fn bulk_invite_times_since(
        &self,
        workspace: &str,
        job: &str,
        since_ms: i64,
    ) -> Result<Vec<i64>> {
        self.ledger
            .bulk_invite_times_since(workspace, job, since_ms)
    }
    fn mark_invited_by(
        &self,
        workspace: &str,
        job: &str,
        cards: &[String],
        kind: &str,
        member: &str,
    ) -> Result<()> {
        self.ledger
            .mark_invited_by(workspace, job, cards, kind, member)
    }
    fn idempotent(&self, owner: &str, key: &str) -> Result<Option<Recorded>> {
        self.ledger.idempotent(owner, key)
    }
    fn record_idempotent(&self, owner: &str, key: &str, rec: &Recorded) -> Result<()> {
        self.ledger.record_idempotent(owner, key, rec)
    }
    fn claim_idempotent(
        &self,
        owner: &str,
        key: &str,
        command: &str,
        request: &str,
        member: &str,
    ) -> Result<Claim> {
        self.ledger
            .claim_idempotent(owner, key, command, request, member)
    }
    fn release_idempotent(&self, owner: &str, key: &str) -> Result<()> {
        self.ledger.release_idempotent(owner, key)
    }
    fn was_seen(&self, owner: &str, state: &str, id: &str) -> Result<bool> {
        self.ledger.was_seen(owner, state, id)
    }
    fn mark_seen(&self, owner: &str, state: &str, ids: &[String]) -> Result<()> {
        self.ledger.mark_seen(owner, state, ids)
    }
    fn webhook_done(&self, id: &str, since_ms: i64) -> Result<Option<i64>> {
        self.ledger.webhook_done(id, since_ms)
    }
    fn mark_webhook_done(&self, id: &str, forget_before_ms: i64) -> Result<()> {
        self.ledger.mark_webhook_done(id, forget_before_ms)
    }
    fn report(&self, q: &ReportQuery) -> Result<ReportRows> {
        self.ledger.report(q)
    }
    fn cycle_before(&self, workspace: &str, before: &str) -> Result<Option<String>> {
        self.ledger.cycle_before(workspace, before)
    }
    fn record_events(&self, events: &[LedgerEvent]) -> Result<()> {
        self.ledger.record_events(events)
    }
    fn audit(&self, workspace: Option<&str>, limit: usize) -> Result<Vec<AuditRow>> {
        self.ledger.audit(workspace, limit)
    }
    fn prune(&self, audit_before_ms: i64, sends_before_ms: i64) -> Result<usize> {
        self.ledger.prune(audit_before_ms, sends_before_ms)
    }
    fn counts(&self) -> Result<Vec<(&'static str, i64)>> {
        self.ledger.counts()
    }
}

/// The member's guard with the promise that nothing is sent before the
/// ledger judged the request's credential: a request whose admission
/// carried no act (a route with no rate-limit class) is judged after the
/// guard's pace, before the send.
pub struct Checked {
    pub guard: Arc<Guard>,
    pub admission: Arc<Admission>,
}

impl Hook for Checked {
    fn admit<'a>(&'a self, ticket: Ticket, req: &'a Request) -> BoxFuture<'a, Result<()>> {
        self.guard.admit(ticket, req)
    }

    fn pace<'a>(
        &'a self,
        ticket: Ticket,
        req: &'a Request,
        attempt: u32,
    ) -> BoxFuture<'a, Result<()>> {
        Box::pin(async move {
            self.guard.pace(ticket, req, attempt).await?;
            if self.admission.verdict().is_some() {
                return match self.admission.verdict() {
                    Some(Verdict::Ok(_)) => Ok(()),
                    _ => Err(refused()),
                };
            }
            let admission = Arc::clone(&self.admission);
            let v = tokio::task::spawn_blocking(move || admission.judge_now())
                .await
                .map_err(|e| Error::ledger(format!("the ledger's task failed: {e}")))?;
            match v {
                Ok(Verdict::Ok(_)) => Ok(()),
                other => {
                    // Held for an attempt that will not be sent: given back.
                    self.guard.outcome(
                        ticket,
                        req,
                        &Outcome::Failed {
                            failure: crate::api::Failure::Connect,
                            maybe_reached: false,
                        },
                    );
                    other.and(Err(refused()))
                }
            }
        })
    }

    fn outcome(&self, ticket: Ticket, req: &Request, outcome: &Outcome<'_>) {
        self.guard.outcome(ticket, req, outcome)
    }

    fn blocked(&self, class: RouteClass, wait: Duration) {
        self.guard.blocked(class, wait)
    }
}

/// Each member's requests in flight and open streams on this gateway.
#[derive(Default)]
pub struct Flights {
    requests: Mutex<HashMap<String, Arc<tokio::sync::Semaphore>>>,
    streams: Mutex<HashMap<String, Arc<tokio::sync::Semaphore>>>,
}

/// A place in flight (or an open stream): given back when dropped.
pub struct Permit(#[allow(dead_code)] tokio::sync::OwnedSemaphorePermit);

/// A member waited longer than the bound for a place.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TooLong;

impl Flights {
    fn place(
        map: &Mutex<HashMap<String, Arc<tokio::sync::Semaphore>>>,
        member: &str,
        n: usize,
    ) -> Arc<tokio::sync::Semaphore> {
        let mut map = lock(map);
        if map.len() > 10_000 {
            // Members with nothing in flight hold no place worth keeping.
            map.retain(|_, s| s.available_permits() < n);
        }
        Arc::clone(
            map.entry(member.to_string())
                .or_insert_with(|| Arc::new(tokio::sync::Semaphore::new(n))),
        )
    }

    /// A place for one of `member`'s requests: at once while they have
    /// fewer than [`IN_FLIGHT`], else when one of theirs ends — held at
    /// most `bound`.
    pub async fn request(
        &self,
        member: &str,
        bound: Duration,
    ) -> std::result::Result<Permit, TooLong> {
        let s = Flights::place(&self.requests, member, IN_FLIGHT);
        Flights::wait(s, bound).await
    }

    /// A place for one of `member`'s open streams (at most [`STREAMS`]).
    pub async fn stream(
        &self,
        member: &str,
        bound: Duration,
    ) -> std::result::Result<Permit, TooLong> {
        let s = Flights::place(&self.streams, member, STREAMS);
        Flights::wait(s, bound).await
    }

    async fn wait(
        s: Arc<tokio::sync::Semaphore>,
        bound: Duration,
    ) -> std::result::Result<Permit, TooLong> {
        match tokio::time::timeout(bound, s.acquire_owned()).await {
            Ok(Ok(p)) => Ok(Permit(p)),
            _ => Err(TooLong),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn a_ninth_request_waits_for_a_place_and_is_refused_past_the_bound() {
        let f = Flights::default();
        let bound = Duration::from_millis(200);
        let mut held = Vec::new();
        for _ in 0..IN_FLIGHT {
            held.push(f.request("asha", bound).await.expect("a place"));
        }
        // Another member is not held by asha's requests.
        let ravi = f.request("ravi", bound).await;
        assert!(ravi.is_ok());
        // The ninth waits, and past the bound is refused.
        let started = std::time::Instant::now();
        assert_eq!(f.request("asha", bound).await.err(), Some(TooLong));
        assert!(started.elapsed() >= bound);
        // Held, not refused, while one of the eight ends within the bound.
        let one = held.pop();
        let ninth = tokio::spawn(async move {
            let f = f;
            let got = f.request("asha", Duration::from_secs(5)).await.is_ok();
            (f, got)
        });
        tokio::time::sleep(Duration::from_millis(50)).await;
        drop(one);
        let (f, got) = ninth.await.unwrap();
        assert!(got, "the ninth had the place the eighth gave back");
        // Streams are counted apart: four, then a wait.
        let mut streams = Vec::new();
        for _ in 0..STREAMS {
            streams.push(f.stream("asha", bound).await.expect("a stream"));
        }
        assert_eq!(f.stream("asha", bound).await.err(), Some(TooLong));
    }
}
