//! One request's admission at the gateway (issue 47): the team ledger as
//! the request's store, whose first admission act — the pacer's
//! `admit_as`, a spend's `reserve_admit`, an outreach `reserve_reach` —
//! carries the request's [`Credential`] into `talent_gw_*` (migration 9),
//! so the credential check and the admission are one statement; every
//! other act goes to the ledger as it is. The guard's rules stay in the
//! guard and the ledger's functions: nothing is judged here but the
//! verdict.

use std::sync::{Arc, Mutex};

use talent_spec::rate::Meter;

use super::marks::Mark;
use super::members::{Authed, Credential, Members, Verdict};
use crate::ledger::{
    reach_admit_apart, ActFuture, Admit, AsyncActs, AuditRow, Away, Held, Hold, Joint, Reach,
    ReachAdmit, Reached, Slot, Snapshot, Store,
};
use crate::{Error, Result};

/// A record of what an answer showed (an unlock made, an invite sent),
/// made on the ledger.
type Record = Box<dyn FnOnce(&dyn Store) -> Result<()> + Send>;

/// An act held back until the request's answer is on its way, in order.
enum Later {
    Settle(i64, bool, AuditRow),
    Record(Record),
    /// An unlock's or an invite's record: sent with the settles, before
    /// them, in one flight.
    Mark(Mark),
}

/// Where a request's credential stands.
#[derive(Debug, Clone)]
enum State {
    /// Not judged yet: the first admission act carries it.
    Pending(Credential),
    /// What the ledger said.
    Judged(Verdict),
    /// What the ledger said of a request judged alone first (one that
    /// claims an `Idempotency-Key`), its credential carried again by the
    /// first admission act: that act is then the one-statement admission
    /// (an invite's or an unlock's), not the acts one by one, and the
    /// credential is checked again in it.
    Again(Credential, Verdict),
}

/// The team ledger as one request's store: its first admission act judges
/// the request's credential in the same statement.
pub struct Admission {
    /// The token's SHA-256 in hex.
    digest: String,
    ledger: Arc<dyn Store>,
    members: Members,
    state: Mutex<State>,
    /// Settles held back until the request's answer is on its way (see
    /// [`Admission::defer_settles`]); `None`: each settle runs at once.
    later: Mutex<Option<Vec<Later>>>,
    /// What the request's settles counted, for its log line and its
    /// `Talent-Spent` header.
    spent: Mutex<Vec<Spent>>,
}

/// One line a request's settle counted as spent.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Spent {
    /// The ledger's meter name (`unlocks`, `searches`, `messages`,
    /// `outreach`).
    pub meter: String,
    pub cost: i64,
    /// Counted though its outcome is unknown (no answer, a 5xx).
    pub maybe: bool,
}

fn lock<T>(m: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|e| e.into_inner())
}

/// The error a store act returns for a credential the ledger refused (the
/// proxy answers with the verdict, never with this).
pub fn refused() -> Error {
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
        let state = match cred {
            Some(c) => State::Pending(c),
            None => State::Judged(verdict),
        };
        Admission::with(members, digest, state)
    }

    /// A credential the ledger judged `verdict` alone first; `again`: the
    /// credential, carried again by the first admission act
    /// ([`State::Again`]).
    pub fn judged_first(
        members: &Members,
        digest: &str,
        again: Option<Credential>,
        verdict: Verdict,
    ) -> Arc<Admission> {
        let state = match again {
            Some(c) => State::Again(c, verdict),
            None => State::Judged(verdict),
        };
        Admission::with(members, digest, state)
    }

    fn with(members: &Members, digest: &str, state: State) -> Arc<Admission> {
        Arc::new(Admission {
            digest: digest.to_string(),
            ledger: members.store(),
            members: members.clone(),
            state: Mutex::new(state),
            later: Mutex::new(None),
            spent: Mutex::new(Vec::new()),
        })
    }

    /// For a member the ledger judged already (by another statement).
    pub fn already(members: &Members, member: &str) -> Arc<Admission> {
        let who = Authed {
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
            State::Judged(v) | State::Again(_, v) => Some(v.clone()),
            State::Pending(_) => None,
        }
    }

    /// Judges the credential now if no act has (one round trip).
    pub fn judge_now(&self) -> Result<Verdict> {
        let cred = match &*lock(&self.state) {
            State::Judged(v) | State::Again(_, v) => return Ok(v.clone()),
            State::Pending(c) => c.clone(),
        };
        let v = self.members.check(&cred)?;
        *lock(&self.state) = State::Judged(v.clone());
        Ok(v)
    }

    /// [`Admission::judge_now`] from the caller's task (the gateway's own
    /// connection, no thread between).
    pub async fn judge_now_async(&self) -> Result<Verdict> {
        let cred = match &*lock(&self.state) {
            State::Judged(v) | State::Again(_, v) => return Ok(v.clone()),
            State::Pending(c) => c.clone(),
        };
        let v = self.members.check_async(&cred).await?;
        *lock(&self.state) = State::Judged(v.clone());
        Ok(v)
    }

    /// A keyed write's claim (`claim`), its credential judged in the same
    /// statement and carried again by the first admission act (migration
    /// 23): what the ledger said, and the claim when it said yes. A
    /// credential judged without one to carry (none here: a keyed write's
    /// admission always has it) claims as a command does.
    pub async fn claim_async(
        &self,
        claim: &super::KeyClaim,
    ) -> Result<(Verdict, Option<crate::ledger::Claim>)> {
        let state = lock(&self.state).clone();
        let cred = match state {
            State::Pending(c) | State::Again(c, Verdict::Ok(_)) => c,
            State::Judged(Verdict::Ok(who)) => {
                let (ledger, k, m) = (Arc::clone(&self.ledger), claim.clone(), who.member.clone());
                let out = crate::task::spawn_blocking(move || {
                    ledger.claim_idempotent(&k.owner, &k.key, &k.command, &k.request, &m)
                })
                .await
                .map_err(|e| Error::ledger(format!("the ledger's task failed: {e}")))??;
                return Ok((Verdict::Ok(who), Some(out)));
            }
            State::Judged(v) | State::Again(_, v) => return Ok((v, None)),
        };
        let (verdict, out) = self.members.claim_checked_async(&cred, claim).await?;
        *lock(&self.state) = State::Again(cred, verdict.clone());
        Ok((verdict, out))
    }

    /// Records a keyed write's answer and runs the settles held back, in
    /// one flight on the gateway's connection, the record first: the
    /// member's answer waits for the record (a repeat must find it), and
    /// the settles ride with it instead of a round trip after the answer.
    pub async fn record_with_settles(
        &self,
        owner: &str,
        key: &str,
        rec: &crate::ledger::Recorded,
    ) -> Result<()> {
        let (recorded, ()) = futures_util::future::join(
            self.members.record_idempotent_async(owner, key, rec),
            self.settle_held_async(),
        )
        .await;
        recorded
    }

    /// [`Admission::settle_held`] from the caller's task: each settle's
    /// statement sent on the gateway's own connection.
    ///
    /// The records of what the answer showed (an unlock made, invites
    /// sent) and the settles go together, the records first, so a request
    /// costs the gateway one round trip after its answer (and another run
    /// waiting on a candidate's hold finds it recorded once the hold is
    /// gone); any other record follows, from the ledger's thread.
    pub async fn settle_held_async(&self) {
        let held = lock(&self.later).take().unwrap_or_default();
        let (mut flight, mut after) = (Vec::new(), Vec::new());
        for act in held {
            match act {
                Later::Mark(mark) => flight.insert(
                    0,
                    futures_util::future::Either::Left(async move {
                        if self.members.mark_async(&mark).await.is_err() {
                            // Kept as any record is (the ledger's thread, its
                            // stand-in while the database is away).
                            let ledger = Arc::clone(&self.ledger);
                            let _ =
                                crate::task::spawn_blocking(move || mark.on(ledger.as_ref())).await;
                        }
                    }),
                ),
                Later::Settle(id, spent, row) => {
                    flight.push(futures_util::future::Either::Right(async move {
                        let _ = self.members.settle_async(id, spent, &row).await;
                    }))
                }
                Later::Record(f) => after.push(f),
            }
        }
        futures_util::future::join_all(flight).await;
        // A record's act is the ledger's thread's, from the blocking pool
        // (after the answer: off the member's time).
        for f in after {
            let ledger = Arc::clone(&self.ledger);
            let _ = crate::task::spawn_blocking(move || f(ledger.as_ref())).await;
        }
    }

    /// The credential the next admission act carries, when it can be sent
    /// from the caller's task: still to judge, and no settle held back
    /// (those run first, on the blocking pool).
    fn fast(&self) -> Option<Credential> {
        if self.settles_waiting() {
            return None;
        }
        match &*lock(&self.state) {
            State::Pending(c) | State::Again(c, Verdict::Ok(_)) => Some(c.clone()),
            State::Judged(_) | State::Again(..) => None,
        }
    }

    /// From now on a settle is held back until [`Admission::settle_held`]:
    /// the gateway answers the member first and settles after (issue 47,
    /// the overhead). Nothing is lost if the process dies between the two:
    /// the hold stays in the ledger, counted, and when its lease lapses it
    /// is "maybe" until a `GET /usage` read after it explains it (as for a
    /// command killed before its settle). Any other act of this request
    /// first runs the settles held back, in order, so a retry's admission
    /// or a line's update sees the ledger as it would have.
    pub fn defer_settles(&self) {
        lock(&self.later).get_or_insert_with(Vec::new);
    }

    /// Runs the settles held back, in order, and settles at once from now
    /// on (blocking: the ledger's round trips). A settle the ledger cannot
    /// take now is kept by the store as any settle is (written later, or
    /// to this machine's file while the database is away).
    pub fn settle_held(&self) {
        let held = lock(&self.later).take().unwrap_or_default();
        self.settle_list(held);
    }

    /// What this request's settles counted so far (a unit given back — an
    /// unlock the service's record shows made before — is not there).
    pub fn spent(&self) -> Vec<Spent> {
        lock(&self.spent).clone()
    }

    /// Whether settles are held back, waiting.
    pub fn settles_waiting(&self) -> bool {
        lock(&self.later).as_ref().is_some_and(|l| !l.is_empty())
    }

    fn settle_list(&self, list: Vec<Later>) {
        for act in list {
            let _ = match act {
                Later::Settle(id, spent, row) => self.ledger.settle(id, spent, &row).map(|_| ()),
                Later::Record(f) => f(self.ledger.as_ref()),
                Later::Mark(mark) => mark.on(self.ledger.as_ref()),
            };
        }
    }

    /// A record of what the answer showed: held back with the settles
    /// while they are (issue 47: an unlock's or an invite's answer is not
    /// kept waiting for it; a kill before it leaves the unit counted, a
    /// "maybe" after its lease, and the next fetch of that candidate held
    /// as one unit until the service's record shows it unlocked), else
    /// made now.
    fn record(&self, f: Record) -> Result<()> {
        if let Some(later) = lock(&self.later).as_mut() {
            later.push(Later::Record(f));
            return Ok(());
        }
        self.caught_up();
        f(self.ledger.as_ref())
    }

    /// An unlock's or an invite's record: held back with the settles while
    /// they are, to go in their flight ([`Admission::settle_held_async`]),
    /// else made now.
    fn mark(&self, mark: Mark) -> Result<()> {
        if let Some(later) = lock(&self.later).as_mut() {
            later.push(Later::Mark(mark));
            return Ok(());
        }
        self.caught_up();
        mark.on(self.ledger.as_ref())
    }

    /// [`Store::mark_unlocked_by`] as a [`Mark`].
    fn unlocked(&self, workspace: &str, card: &str, member: &str) -> Result<()> {
        self.mark(Mark::Unlocked {
            workspace: workspace.to_string(),
            card: card.to_string(),
            member: member.to_string(),
        })
    }

    /// [`Store::mark_invited_by`] as a [`Mark`].
    fn invited(
        &self,
        workspace: &str,
        job: &str,
        cards: &[String],
        kind: &str,
        member: &str,
    ) -> Result<()> {
        self.mark(Mark::Invited {
            workspace: workspace.to_string(),
            job: job.to_string(),
            cards: cards.to_vec(),
            kind: kind.to_string(),
            member: member.to_string(),
        })
    }

    /// Runs the settles held back so far, before another act (held back
    /// still from now on).
    fn caught_up(&self) {
        let held = lock(&self.later)
            .as_mut()
            .map(std::mem::take)
            .unwrap_or_default();
        self.settle_list(held);
    }

    /// The pending credential, or how the judged one stands: `Ok(None)`
    /// goes on as any act, `Err` is a refusal.
    fn pending(&self) -> Result<Option<Credential>> {
        match &*lock(&self.state) {
            State::Pending(c) => Ok(Some(c.clone())),
            State::Judged(Verdict::Ok(_)) | State::Again(_, Verdict::Ok(_)) => Ok(None),
            State::Judged(_) | State::Again(..) => Err(refused()),
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

/// The first admission act of a request, its credential carried, sent
/// from the request's task ([`Store::nonblocking`] offers these only then;
/// any other state goes the blocking way, as [`Store`]'s acts).
impl AsyncActs for Admission {
    fn admit_as<'a>(
        &'a self,
        key: &'a str,
        member: &'a str,
        slots: &'a [Slot],
        span_ms: i64,
    ) -> ActFuture<'a, Admit> {
        Box::pin(async move {
            let Some(cred) = self.fast() else {
                return self.blocking(|s| s.admit_as(key, member, slots, span_ms));
            };
            let (v, admit) = self
                .members
                .admit_checked_async(&cred, key, slots, span_ms)
                .await?;
            self.judged(v, admit)
        })
    }

    fn reserve_admit<'a>(
        &'a self,
        hold: &'a Hold<'a>,
        key: &'a str,
        slots: &'a [Slot],
        span_ms: i64,
    ) -> ActFuture<'a, (Held, Option<Admit>)> {
        Box::pin(async move {
            let Some(cred) = self.fast() else {
                return self.blocking(|s| s.reserve_admit(hold, key, slots, span_ms));
            };
            let (v, out) = self
                .members
                .reserve_admit_checked_async(&cred, hold, key, slots, span_ms)
                .await?;
            self.judged(v, out)
        })
    }

    fn reserve_reach<'a>(&'a self, reach: &'a Reach<'a>) -> ActFuture<'a, Reached> {
        Box::pin(async move {
            let Some(cred) = self.fast() else {
                return self.blocking(|s| s.reserve_reach(reach));
            };
            let (v, out) = self.members.reach_checked_async(&cred, reach).await?;
            self.judged(v, out)
        })
    }

    fn reach_admit<'a>(&'a self, joint: &'a Joint<'a>) -> ActFuture<'a, ReachAdmit> {
        Box::pin(async move {
            let Some(cred) = self.fast() else {
                return self.blocking(|s| reach_admit_apart(s, joint));
            };
            let (v, out) = self.members.reach_admit_checked_async(&cred, joint).await?;
            self.judged(v, out)
        })
    }
}

impl Admission {
    /// An act offered as async whose request changed state meanwhile (a
    /// request's acts are sequential: not met in practice): run as the
    /// [`Store`] act, on this thread, without the runtime's other tasks
    /// waiting on it where the runtime allows.
    fn blocking<T>(&self, f: impl FnOnce(&dyn Store) -> Result<T>) -> Result<T> {
        match tokio::runtime::Handle::try_current().map(|h| h.runtime_flavor()) {
            Ok(tokio::runtime::RuntimeFlavor::MultiThread) => {
                tokio::task::block_in_place(|| f(self))
            }
            _ => f(self),
        }
    }
}

impl Store for Admission {
    /// Only on a multi-threaded runtime (the gateway's server): the
    /// gateway's connection is driven by the runtime that made it, which
    /// must keep running (a conversation's single thread blocks between
    /// its jobs).
    fn nonblocking(&self) -> Option<&dyn AsyncActs> {
        let flavor = tokio::runtime::Handle::try_current().map(|h| h.runtime_flavor());
        if !matches!(flavor, Ok(tokio::runtime::RuntimeFlavor::MultiThread)) {
            return None;
        }
        self.fast().map(|_| self as &dyn AsyncActs)
    }

    /// The first admission of a request still carries its credential; an
    /// unlock's (`talent_gw_reserve_admit_fair`) asks whether this gateway
    /// recorded the candidate in the same flight, an invite's
    /// (`talent_gw_reach_admit`) whether the ledger saw it sent.
    fn judged_at_admission(&self) -> bool {
        self.nonblocking().is_some()
    }

    fn admit_as(&self, key: &str, member: &str, slots: &[Slot], span_ms: i64) -> Result<Admit> {
        self.caught_up();
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
        self.caught_up();
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
        self.caught_up();
        match self.pending()? {
            Some(cred) => {
                let (v, out) = self.members.reach_checked(&cred, reach)?;
                self.judged(v, out)
            }
            None => self.ledger.reserve_reach(reach),
        }
    }

    fn admit(&self, key: &str, slots: &[Slot], span_ms: i64) -> Result<Admit> {
        self.caught_up();
        self.pending()?;
        self.ledger.admit(key, slots, span_ms)
    }
    fn reserve(&self, hold: &Hold<'_>) -> Result<Held> {
        self.caught_up();
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
    fn away_known(&self) -> Option<Option<Away>> {
        self.ledger.away_known()
    }
    // A value known is not known while settles wait: the act runs them
    // first.
    fn workspace_known(&self, key: &str) -> Option<Option<String>> {
        (!self.settles_waiting())
            .then(|| self.ledger.workspace_known(key))
            .flatten()
    }
    fn snapshot_known(&self, workspace: &str) -> Option<Snapshot> {
        (!self.settles_waiting())
            .then(|| self.ledger.snapshot_known(workspace))
            .flatten()
    }
    fn held_known(&self, workspace: &str, meter: Meter) -> Option<i64> {
        (!self.settles_waiting())
            .then(|| self.ledger.held_known(workspace, meter))
            .flatten()
    }
    fn settle(&self, id: i64, spent: bool, row: &AuditRow) -> Result<Option<Snapshot>> {
        if spent && row.cost > 0 {
            lock(&self.spent).push(Spent {
                meter: row.meter.clone(),
                cost: row.cost,
                maybe: row.outcome.starts_with("maybe"),
            });
        }
        if let Some(later) = lock(&self.later).as_mut() {
            later.push(Later::Settle(id, spent, row.clone()));
            return Ok(None);
        }
        self.ledger.settle(id, spent, row)
    }
    crate::ledger::pass_on_records!(ledger, first: caught_up, record: record, invited: invited);
    crate::ledger::pass_on_spends!(ledger, first: caught_up, record: record, unlocked: unlocked);
}
