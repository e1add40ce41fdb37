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

use super::members::{Authed, Credential, Members, Verdict};
use crate::ledger::{Admit, AuditRow, Away, Held, Hold, Reach, Reached, Slot, Snapshot, Store};
use crate::{Error, Result};

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
    /// Settles held back until the request's answer is on its way (see
    /// [`Admission::defer_settles`]); `None`: each settle runs at once.
    later: Mutex<Option<Vec<(i64, bool, AuditRow)>>>,
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
        Arc::new(Admission {
            digest: digest.to_string(),
            ledger: members.store(),
            members: members.clone(),
            state: Mutex::new(match cred {
                Some(c) => State::Pending(c),
                None => State::Judged(verdict),
            }),
            later: Mutex::new(None),
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

    /// Whether settles are held back, waiting.
    pub fn settles_waiting(&self) -> bool {
        lock(&self.later).as_ref().is_some_and(|l| !l.is_empty())
    }

    fn settle_list(&self, list: Vec<(i64, bool, AuditRow)>) {
        for (id, spent, row) in list {
            let _ = self.ledger.settle(id, spent, &row);
        }
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
        if let Some(later) = lock(&self.later).as_mut() {
            later.push((id, spent, row.clone()));
            return Ok(None);
        }
        self.ledger.settle(id, spent, row)
    }
    crate::ledger::pass_on_records!(ledger, first: caught_up);
    crate::ledger::pass_on_spends!(ledger, first: caught_up);
}
