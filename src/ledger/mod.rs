//! The ledger: what every `talent` run on this machine (and, with a team
//! ledger, on every machine of the workspace) must agree on — the pacer's
//! sends and blocks, quota snapshots, reservations and spends, unlocked
//! candidates, invites, idempotency keys, `--new` states, export checkpoints,
//! listen's handled event ids and the audit log.
//!
//! [`Store`] is the seam: one method per act that must be atomic across
//! processes ([`Store::admit`] a send in every class, [`Store::reserve`] a
//! spend, [`Store::settle`] it), so a caller never assembles a transaction.
//! A second backend (`pg`, the team ledger) did change what is above the
//! trait: the guard learns the workspace first, keeps the ledger-away
//! policy, and export checkpoints left the trait for the local file's own
//! type ([`SqliteStore::checkpoint`]), since they stay on the machine that
//! holds the partial file whatever the ledger. The store supplies
//! the time it judges by ([`Store::now_ms`]). [`sqlite::SqliteStore`] is the
//! local file in the data folder, [`pg::PgStore`] a team ledger; each
//! implements every method, with the behaviour `tests/cli/store_contract.rs`
//! holds both to. Team administration (allowances, one workspace's reset,
//! import, migrate) is not an act of a run: [`team::TeamAdmin`], got from
//! the ledger target.
//!
//! The trait is synchronous: SQLite is, and a networked store runs its
//! connection on a thread of its own, so a call costs the caller a short
//! block, never a nested runtime.

pub mod counts;
pub mod gateway;
pub mod pg;
pub mod report_sql;
pub mod sqlite;
pub mod team;
pub mod window;

use talent_spec::rate::Meter;

use crate::Result;

pub use gateway::GatewayStore;
pub use report_sql::{LedgerEvent, ReportQuery, ReportRows, RowKind};
pub use sqlite::{remove, CheckpointFile, SqliteStore, SCHEMA_VERSION};
pub use team::TeamAdmin;
pub use window::{room, Slot};

/// One meter of a usage snapshot.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Meters {
    pub used: i64,
    pub limit: i64,
}

/// The service's `GET /usage`, as the ledger keeps it per workspace.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Snapshot {
    pub unlocks: Meters,
    pub searches: Meters,
    pub messages: Meters,
    /// `cycleEndsOn` as the service wrote it (RFC 3339).
    pub cycle_ends: Option<String>,
    /// When it was read (store time, ms).
    pub read_ms: i64,
}

impl Snapshot {
    pub fn meter(&self, m: Meter) -> Meters {
        match m {
            Meter::ApiUnlocks => self.unlocks,
            Meter::Searches => self.searches,
            Meter::Messages => self.messages,
        }
    }
}

/// One line of the audit log.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct AuditRow {
    pub at_ms: i64,
    pub workspace: String,
    pub command: String,
    pub meter: String,
    pub cost: i64,
    pub outcome: String,
    /// Who spent (a team ledger's spends log; the local audit log keeps none).
    #[serde(skip_serializing_if = "String::is_empty")]
    pub member: String,
}

/// What [`Store::admit`] says to a send.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Admit {
    /// A slot was taken in every class.
    Go,
    /// Nothing was taken; a slot frees in this many ms.
    Wait(i64),
    /// A slot was taken in every class for a send this many ms from now
    /// (a team ledger hands the member first in line its slot with the
    /// wait: [`Store::admit_ahead`]); the caller sleeps, then sends.
    After(i64),
}

/// A spend to hold quota for while its request is in flight.
#[derive(Debug, Clone)]
pub struct Hold<'a> {
    pub workspace: &'a str,
    pub meter: Meter,
    pub cost: i64,
    /// Who spends (team ledgers attribute spends; the local one records it).
    pub member: &'a str,
    /// The meters to judge by when the store has no snapshot of the workspace.
    pub fallback: Meters,
    /// When the hold lapses if never settled (a killed process).
    pub expires_ms: i64,
    /// The candidate an unlock is for: a store shared by machines holds
    /// one unlock per candidate at a time and none once it is unlocked.
    pub card: Option<&'a str>,
}

/// What [`Store::reserve`] did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Held {
    /// Held under this id; `left` was what remained before it.
    Held { id: i64, left: i64, limit: i64 },
    /// Not held: the meter has only `left` (limit − used − held elsewhere).
    Short { left: i64, limit: i64 },
    /// Not held: the member's allowance per cycle (`team allowance set`)
    /// is `cap`, of which `used` is spent or held.
    Allowance {
        member: String,
        meter: Meter,
        cap: i64,
        used: i64,
    },
    /// Not held: the workspace has unlocked `card` (a fetch of it is free).
    Free,
    /// Not held: another run holds the unlock of `card` now; ask again in
    /// about this many ms (its outcome decides).
    Busy { wait_ms: i64 },
}

/// What a member's allowance per cycle caps (`team allowance set`): one of
/// the service's meters, or the people the member reaches (`outreach`:
/// invites, bulk invites and messages, one person a recipient, as `talent
/// mcp`'s `--allow-outreach` counts them). Kept in a team ledger under
/// [`Allowance::name`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Allowance {
    Meter(Meter),
    Outreach,
}

impl Allowance {
    /// Every allowance, in the order tables and flags show them.
    pub const ALL: [Allowance; 4] = [
        Allowance::Meter(Meter::ApiUnlocks),
        Allowance::Meter(Meter::Searches),
        Allowance::Meter(Meter::Messages),
        Allowance::Outreach,
    ];

    /// Its name in the ledger, the flag (`--outreach`) and JSON.
    pub const fn name(self) -> &'static str {
        match self {
            Allowance::Meter(m) => crate::meter::words(m).name,
            Allowance::Outreach => OUTREACH,
        }
    }

    /// The allowance the ledger calls `name`.
    pub fn named(name: &str) -> Option<Allowance> {
        Allowance::ALL.into_iter().find(|a| a.name() == name)
    }

    /// "3 unlocks", "1 person reached", "5 people reached".
    pub fn count(self, n: i64) -> String {
        match self {
            Allowance::Meter(m) => crate::meter::words(m).count(n),
            Allowance::Outreach if n == 1 => "1 person reached".to_string(),
            Allowance::Outreach => format!("{n} people reached"),
        }
    }
}

/// The ledger's name of the outreach allowance and of its holds and spend
/// lines (people reached; no meter of the service counts them).
pub const OUTREACH: &str = "outreach";

/// People a request reaches, to hold against the member's outreach
/// allowance while it is in flight ([`Store::reserve_reach`]).
#[derive(Debug, Clone)]
pub struct Reach<'a> {
    pub workspace: &'a str,
    pub member: &'a str,
    /// People reached (an invite's or a message's one, a bulk invite's ids).
    pub people: i64,
    /// When the hold lapses if never settled.
    pub expires_ms: i64,
}

/// What [`Store::reserve_reach`] did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Reached {
    /// Held under this id: settle it ([`Store::settle`], a row of meter
    /// [`OUTREACH`]) or release it.
    Held { id: i64 },
    /// The store keeps no members' allowances (the local file): nothing
    /// held, nothing to settle.
    Untracked,
    /// Not held: the member's outreach allowance is `cap`, of which
    /// `used` people are reached or in flight.
    Allowance { member: String, cap: i64, used: i64 },
}

/// The ledger's record an outreach request is judged by first, in its
/// admission ([`AsyncActs::reach_admit`]).
#[derive(Debug, Clone, Copy)]
pub enum Prior<'a> {
    /// An invite is first contact only: refused if the ledger saw one go
    /// out for this job and candidate ([`Store::invited_at`]).
    Invite { job: &'a str, card: &'a str },
    /// A bulk invite within its job's daily cap: refused if more than
    /// `room` went out for the job since `since_ms`
    /// ([`Store::bulk_invite_times_since`]).
    BulkDay {
        job: &'a str,
        since_ms: i64,
        room: i64,
    },
}

/// An outreach request's admission as one act
/// ([`AsyncActs::reach_admit`]): the ledger's record it is judged by
/// first, the people it reaches, then the meter's unit (an invite's) with
/// the pacer's slots, or the slots alone (a message, a bulk invite).
#[derive(Clone, Copy)]
pub struct Joint<'a> {
    pub prior: Option<Prior<'a>>,
    pub reach: &'a Reach<'a>,
    pub hold: Option<&'a Hold<'a>>,
    pub key: &'a str,
    pub slots: &'a [Slot],
    pub span_ms: i64,
}

/// What [`AsyncActs::reach_admit`] did: nothing held unless all is.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ReachAdmit {
    /// The ledger saw this invite go out (then): nothing held.
    Invited { at_ms: i64 },
    /// Past the job's daily cap: when the bulk invites of the last day
    /// went out, oldest first. Nothing held.
    BulkDay { times: Vec<i64> },
    /// The people not held ([`Reached::Allowance`]): nothing held.
    Reach(Reached),
    /// The people held (`reached`), then the meter's unit as
    /// [`Store::reserve_admit`] answers; a unit refused gave the people
    /// back in the same act (`reached` is `None`).
    Held {
        reached: Option<Reached>,
        unit: (Held, Option<Admit>),
    },
    /// No unit asked: the people held, and the pacer's answer for the
    /// slots ([`Store::admit_as`]; `None`: no slots asked).
    Paced {
        reached: Reached,
        admit: Option<Admit>,
    },
}

/// Who unlocked a candidate of the workspace, and when (a team ledger
/// knows the member; the local one only that it was this machine).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UnlockedBy {
    pub member: String,
    pub at_ms: i64,
}

/// What claiming an idempotency key found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Claim {
    /// This run holds it now: send, then record (or release on failure).
    Mine,
    /// It did its request before: print the recorded result.
    Done(Recorded),
    /// Another run (another process, or another machine's) holds it and
    /// has not finished.
    Busy { member: String, since_ms: i64 },
}

/// Why the ledger shared with other machines cannot be used now; the
/// store then works on a stand-in.
#[derive(Debug)]
pub struct Away {
    pub why: crate::Error,
    /// `TALENT_LEDGER_MODE=prefer`: the stand-in is the local ledger.
    pub prefer: bool,
}

/// What an idempotency key did before.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Recorded {
    pub command: String,
    /// A hash of the request it sent.
    pub request: String,
    /// The result it printed (JSON).
    pub result: String,
    pub at_ms: i64,
}

/// How long a send holds its slot in the pacer's window (`span_ms` of
/// [`Store::admit`]): the rate limit's window and a margin for the jitter
/// between the slot's time (the ledger's clock at admission) and the
/// send's arrival at the service — 1 % and 20 ms (0.62 s of a 60 s window;
/// 2 % gave up a boundary's worth of throughput for nothing,
/// docs/benchmarks.md far pacing).
pub fn slot_span(window_ms: i64) -> i64 {
    window_ms + window_ms / 100 + 20
}

/// The margin inside a span made by [`slot_span`]. A team ledger's settle
/// moves a send's slot to no earlier than its answer less this: a send that
/// reached the service later than the margin allows (a burst on a loaded
/// machine) still holds its slot for a whole window from its arrival.
pub fn margin_of_span(span_ms: i64) -> i64 {
    let window = (span_ms - 20).max(0) * 100 / 101;
    (span_ms - window).max(0)
}

/// [`Store`]'s acts on what a member has seen (invites sent, idempotency
/// keys, `--new` states, webhook events handled), each passed on as it is
/// to the store in field `$to`: for the stores that wrap another
/// (`GatewayStore`, the gateway's `Admission`), written once. With
/// `first: m`, each act calls `self.m()` before (the gateway's admission
/// runs the settles it held back). With `record: r`, a record of what an
/// answer showed (an invite sent, an unlock made) goes to `self.r(act)`
/// instead (the gateway's admission holds it back with its settles); with
/// `invited: i`, an invite's record goes to `self.i(…)` instead (the
/// gateway's admission sends it with its settles, in one flight); with
/// `note: n`, each act calls `self.n("act")` before (a test's store noting
/// which acts ran).
macro_rules! pass_on_records {
    ($to:ident $(, first: $first:ident)? $(, record: $rec:ident)? $(, invited: $inv:ident)? $(, note: $note:ident)?) => {
        fn invited_at(
            &self,
            workspace: &str,
            job: &str,
            card: &str,
            kind: &str,
        ) -> $crate::Result<Option<i64>> {
            $(self.$first();)?
            $(self.$note(stringify!(invited_at));)?
            self.$to.invited_at(workspace, job, card, kind)
        }
        fn bulk_invite_times_since(
            &self,
            workspace: &str,
            job: &str,
            since_ms: i64,
        ) -> $crate::Result<Vec<i64>> {
            $(self.$first();)?
            $(self.$note(stringify!(bulk_invite_times_since));)?
            self.$to.bulk_invite_times_since(workspace, job, since_ms)
        }
        #[allow(unreachable_code)]
        fn mark_invited_by(
            &self,
            workspace: &str,
            job: &str,
            cards: &[String],
            kind: &str,
            member: &str,
        ) -> $crate::Result<()> {
            $(
                return self.$inv(workspace, job, cards, kind, member);
            )?
            $(
                let (w, j, c, k, m) = (
                    workspace.to_string(),
                    job.to_string(),
                    cards.to_vec(),
                    kind.to_string(),
                    member.to_string(),
                );
                return self.$rec(Box::new(move |s: &dyn $crate::ledger::Store| {
                    s.mark_invited_by(&w, &j, &c, &k, &m)
                }));
            )?
            $(self.$first();)?
            $(self.$note(stringify!(mark_invited_by));)?
            self.$to
                .mark_invited_by(workspace, job, cards, kind, member)
        }
        fn idempotent(
            &self,
            owner: &str,
            key: &str,
        ) -> $crate::Result<Option<$crate::ledger::Recorded>> {
            $(self.$first();)?
            $(self.$note(stringify!(idempotent));)?
            self.$to.idempotent(owner, key)
        }
        fn record_idempotent(
            &self,
            owner: &str,
            key: &str,
            rec: &$crate::ledger::Recorded,
        ) -> $crate::Result<()> {
            $(self.$first();)?
            $(self.$note(stringify!(record_idempotent));)?
            self.$to.record_idempotent(owner, key, rec)
        }
        fn claim_idempotent(
            &self,
            owner: &str,
            key: &str,
            command: &str,
            request: &str,
            member: &str,
        ) -> $crate::Result<$crate::ledger::Claim> {
            $(self.$first();)?
            $(self.$note(stringify!(claim_idempotent));)?
            self.$to
                .claim_idempotent(owner, key, command, request, member)
        }
        fn release_idempotent(&self, owner: &str, key: &str) -> $crate::Result<()> {
            $(self.$first();)?
            $(self.$note(stringify!(release_idempotent));)?
            self.$to.release_idempotent(owner, key)
        }
        fn was_seen(&self, owner: &str, state: &str, id: &str) -> $crate::Result<bool> {
            $(self.$first();)?
            $(self.$note(stringify!(was_seen));)?
            self.$to.was_seen(owner, state, id)
        }
        fn mark_seen(&self, owner: &str, state: &str, ids: &[String]) -> $crate::Result<()> {
            $(self.$first();)?
            $(self.$note(stringify!(mark_seen));)?
            self.$to.mark_seen(owner, state, ids)
        }
        fn webhook_done(&self, id: &str, since_ms: i64) -> $crate::Result<Option<i64>> {
            $(self.$first();)?
            $(self.$note(stringify!(webhook_done));)?
            self.$to.webhook_done(id, since_ms)
        }
        fn mark_webhook_done(&self, id: &str, forget_before_ms: i64) -> $crate::Result<()> {
            $(self.$first();)?
            $(self.$note(stringify!(mark_webhook_done));)?
            self.$to.mark_webhook_done(id, forget_before_ms)
        }
    };
}
pub(crate) use pass_on_records;

/// [`Store`]'s acts on spends beside the admission (the key's blocks,
/// usage snapshots, holds settled or released, unlocks, spend lines, the
/// report's rows, upkeep), passed on as
/// they are to the store in field `$to`, as [`pass_on_records`]. `settle`
/// is each store's own (the admission may hold it back). With `unlocked:
/// u`, an unlock's record goes to `self.u(workspace, card, member)`
/// instead of `record` (the gateway's admission sends it with its settles,
/// in one flight).
macro_rules! pass_on_spends {
    ($to:ident $(, first: $first:ident)? $(, record: $rec:ident)? $(, unlocked: $unl:ident)? $(, note: $note:ident)?) => {
        fn expect_key(&self, key: &str) {
            self.$to.expect_key(key)
        }
        fn block(&self, key: &str, class: &str, until_ms: i64) -> $crate::Result<()> {
            $(self.$first();)?
            $(self.$note(stringify!(block));)?
            self.$to.block(key, class, until_ms)
        }
        fn workspace_of(&self, key: &str) -> $crate::Result<Option<String>> {
            $(self.$first();)?
            $(self.$note(stringify!(workspace_of));)?
            self.$to.workspace_of(key)
        }
        fn release(&self, id: i64) -> $crate::Result<()> {
            $(self.$first();)?
            $(self.$note(stringify!(release));)?
            self.$to.release(id)
        }
        fn is_unlocked(&self, workspace: &str, card: &str) -> $crate::Result<bool> {
            $(self.$first();)?
            $(self.$note(stringify!(is_unlocked));)?
            self.$to.is_unlocked(workspace, card)
        }
        fn unlocked_by(
            &self,
            workspace: &str,
            card: &str,
        ) -> $crate::Result<Option<$crate::ledger::UnlockedBy>> {
            $(self.$first();)?
            $(self.$note(stringify!(unlocked_by));)?
            self.$to.unlocked_by(workspace, card)
        }
        #[allow(unreachable_code)]
        fn mark_unlocked_by(
            &self,
            workspace: &str,
            card: &str,
            member: &str,
        ) -> $crate::Result<()> {
            $(
                return self.$unl(workspace, card, member);
            )?
            $(
                let (w, c, m) = (workspace.to_string(), card.to_string(), member.to_string());
                return self.$rec(Box::new(move |s: &dyn $crate::ledger::Store| {
                    s.mark_unlocked_by(&w, &c, &m)
                }));
            )?
            $(self.$first();)?
            $(self.$note(stringify!(mark_unlocked_by));)?
            self.$to.mark_unlocked_by(workspace, card, member)
        }
        fn snapshot(&self, workspace: &str) -> $crate::Result<Option<$crate::ledger::Snapshot>> {
            $(self.$first();)?
            $(self.$note(stringify!(snapshot));)?
            self.$to.snapshot(workspace)
        }
        fn store_snapshot(
            &self,
            key: &str,
            workspace: &str,
            snap: &$crate::ledger::Snapshot,
            started_ms: i64,
        ) -> $crate::Result<$crate::ledger::Snapshot> {
            $(self.$first();)?
            $(self.$note(stringify!(store_snapshot));)?
            self.$to.store_snapshot(key, workspace, snap, started_ms)
        }
        fn held(&self, workspace: &str, meter: talent_spec::rate::Meter) -> $crate::Result<i64> {
            $(self.$first();)?
            $(self.$note(stringify!(held));)?
            self.$to.held(workspace, meter)
        }
        fn settle_line(&self, row: &$crate::ledger::AuditRow, outcome: &str) -> $crate::Result<()> {
            $(self.$first();)?
            $(self.$note(stringify!(settle_line));)?
            self.$to.settle_line(row, outcome)
        }
        fn report(
            &self,
            q: &$crate::ledger::ReportQuery,
        ) -> $crate::Result<$crate::ledger::ReportRows> {
            $(self.$first();)?
            $(self.$note(stringify!(report));)?
            self.$to.report(q)
        }
        fn cycle_before(&self, workspace: &str, before: &str) -> $crate::Result<Option<String>> {
            $(self.$first();)?
            $(self.$note(stringify!(cycle_before));)?
            self.$to.cycle_before(workspace, before)
        }
        fn record_events(&self, events: &[$crate::ledger::LedgerEvent]) -> $crate::Result<()> {
            $(self.$first();)?
            $(self.$note(stringify!(record_events));)?
            self.$to.record_events(events)
        }
        fn audit(
            &self,
            workspace: Option<&str>,
            limit: usize,
        ) -> $crate::Result<Vec<$crate::ledger::AuditRow>> {
            $(self.$first();)?
            $(self.$note(stringify!(audit));)?
            self.$to.audit(workspace, limit)
        }
        fn prune(&self, audit_before_ms: i64, sends_before_ms: i64) -> $crate::Result<usize> {
            $(self.$first();)?
            $(self.$note(stringify!(prune));)?
            self.$to.prune(audit_before_ms, sends_before_ms)
        }
        fn counts(&self) -> $crate::Result<Vec<(&'static str, i64)>> {
            $(self.$first();)?
            $(self.$note(stringify!(counts));)?
            self.$to.counts()
        }
    };
}
pub(crate) use pass_on_spends;

/// A store act's future, awaited on the caller's task.
pub type ActFuture<'a, T> =
    std::pin::Pin<Box<dyn std::future::Future<Output = Result<T>> + Send + 'a>>;

/// The admission acts a store sends from the caller's own task, with no
/// thread between (a gateway's request: `ledger::pg::gw_async`); the same
/// acts, the same answers as [`Store`]'s.
pub trait AsyncActs: Send + Sync {
    /// [`Store::admit_as`].
    fn admit_as<'a>(
        &'a self,
        key: &'a str,
        member: &'a str,
        slots: &'a [Slot],
        span_ms: i64,
    ) -> ActFuture<'a, Admit>;
    /// [`Store::reserve_admit`].
    fn reserve_admit<'a>(
        &'a self,
        hold: &'a Hold<'a>,
        key: &'a str,
        slots: &'a [Slot],
        span_ms: i64,
    ) -> ActFuture<'a, (Held, Option<Admit>)>;
    /// [`Store::reserve_reach`].
    fn reserve_reach<'a>(&'a self, reach: &'a Reach<'a>) -> ActFuture<'a, Reached>;
    /// An outreach request's admission as one act (issue 47: a spend costs
    /// a gateway at most two ledger round trips): the ledger's record it is
    /// judged by ([`Prior`]), then [`Store::reserve_reach`], then
    /// [`Store::reserve_admit`] of `hold` (or [`Store::admit_as`] of the
    /// slots alone) — nothing held unless all is.
    fn reach_admit<'a>(&'a self, joint: &'a Joint<'a>) -> ActFuture<'a, ReachAdmit>;
}

/// [`AsyncActs::reach_admit`] as [`Store`]'s acts, one after another (a
/// store whose state changed since it offered the one act).
pub fn reach_admit_apart(store: &dyn Store, joint: &Joint<'_>) -> Result<ReachAdmit> {
    let Joint {
        prior,
        reach,
        hold,
        key,
        slots,
        span_ms,
    } = *joint;
    let ws = reach.workspace;
    match prior {
        Some(Prior::Invite { job, card }) => {
            if let Some(at_ms) = store.invited_at(ws, job, card, "invite")? {
                return Ok(ReachAdmit::Invited { at_ms });
            }
        }
        Some(Prior::BulkDay {
            job,
            since_ms,
            room,
        }) => {
            let times = store.bulk_invite_times_since(ws, job, since_ms)?;
            if times.len() as i64 > room {
                return Ok(ReachAdmit::BulkDay { times });
            }
        }
        None => {}
    }
    let reached = match store.reserve_reach(reach)? {
        r @ Reached::Allowance { .. } => return Ok(ReachAdmit::Reach(r)),
        r => r,
    };
    let give_back = |reached: &Reached| match reached {
        Reached::Held { id } => store.release(*id),
        _ => Ok(()),
    };
    let Some(hold) = hold else {
        if slots.is_empty() {
            return Ok(ReachAdmit::Paced {
                reached,
                admit: None,
            });
        }
        return match store.admit_as(key, reach.member, slots, span_ms) {
            Ok(a) => Ok(ReachAdmit::Paced {
                reached,
                admit: Some(a),
            }),
            Err(e) => {
                let _ = give_back(&reached);
                Err(e)
            }
        };
    };
    let unit = match store.reserve_admit(hold, key, slots, span_ms) {
        Ok(u) => u,
        Err(e) => {
            let _ = give_back(&reached);
            return Err(e);
        }
    };
    let reached = match unit.0 {
        Held::Held { .. } => Some(reached),
        _ => {
            give_back(&reached)?;
            None
        }
    };
    Ok(ReachAdmit::Held { reached, unit })
}

/// The ledger, whichever store holds it. Every method is one atomic act.
pub trait Store: Send + Sync {
    /// Where it is, for messages (`sqlite:/home/a/.local/share/talent/ledger.sqlite3`);
    /// never a password.
    fn describe(&self) -> String;
    /// The time the store judges windows, holds and ages by (ms since the epoch).
    fn now_ms(&self) -> i64;
    fn schema_version(&self) -> Result<i64>;
    /// Whether this ledger is shared by the machines of a workspace (a team
    /// ledger): idempotency keys and `--new` states are then kept per
    /// workspace, not per key.
    fn team(&self) -> bool;
    /// Whether a team's gateway keeps the spends (a member's run through
    /// it): the gateway's word on an answer (`Talent-Spent`) is then what
    /// was spent.
    fn through_gateway(&self) -> bool {
        false
    }
    /// Why the shared ledger cannot be used now, if it cannot (a team
    /// database that is down, or that answers with an error: a wrong
    /// password, a role that may not write, a schema too new, a lock held
    /// elsewhere). Waits for a connect in progress.
    fn away(&self) -> Option<Away>;
    /// [`Store::away`], [`Store::workspace_of`], [`Store::snapshot`] and
    /// [`Store::held`] when the answer is at hand without waiting: a team
    /// ledger's that connected already, or learned the value from an
    /// earlier act (its greeting, an admission, a settle). `None`: ask the
    /// act itself (it may wait on the network). The guard asks these first
    /// so a known answer costs no hop to the blocking pool (issue 47, the
    /// gateway's overhead); a store that answers at once anyway (the local
    /// file) keeps the default.
    fn away_known(&self) -> Option<Option<Away>> {
        None
    }
    /// The acts this store's next admission sends from the caller's task
    /// (a gateway's request with its credential still to judge), or none:
    /// the guard sends it as every act ([`Store`], from the blocking pool
    /// for a team ledger).
    fn nonblocking(&self) -> Option<&dyn AsyncActs> {
        None
    }
    /// Whether this store's next spend admission itself tells an unlock
    /// made before from a new one, and an invite sent before (a gateway's
    /// request: the unlock's admission asks in the same flight, an
    /// invite's in the same statement, [`AsyncActs::reach_admit`]), so the
    /// guard need not ask [`Store::is_unlocked`] or [`Store::invited_at`]
    /// first (issue 47: a spend costs the gateway at most two ledger round
    /// trips).
    fn judged_at_admission(&self) -> bool {
        false
    }
    /// See [`Store::away_known`].
    fn workspace_known(&self, key: &str) -> Option<Option<String>> {
        let _ = key;
        None
    }
    /// See [`Store::away_known`].
    fn snapshot_known(&self, workspace: &str) -> Option<Snapshot> {
        let _ = workspace;
        None
    }
    /// See [`Store::away_known`].
    fn held_known(&self, workspace: &str, meter: Meter) -> Option<i64> {
        let _ = (workspace, meter);
        None
    }

    // ---- pacing, per key ----

    /// The key (fingerprint) this run acts for: a networked store asks
    /// about it (its workspace, usage row and holds) in the greeting it
    /// sends anyway, so a run's first decision costs no round trip.
    fn expect_key(&self, key: &str);

    /// Takes a slot in every class of `slots` for `key` now, all or none, or
    /// says how long until one frees (a block from `Retry-After` counts).
    /// A send holds its slot for `span_ms`.
    fn admit(&self, key: &str, slots: &[Slot], span_ms: i64) -> Result<Admit>;
    /// [`Store::admit`] for `member`'s send: a store shared by the members
    /// of a team (a team ledger) keeps the window fair between them — while
    /// another member waits on a class, a member holding half of its window
    /// waits for one of its own sends to leave it; alone, a member has the
    /// whole window. The local file is one machine's: the same as `admit`.
    fn admit_as(&self, key: &str, member: &str, slots: &[Slot], span_ms: i64) -> Result<Admit> {
        let _ = member;
        self.admit(key, slots, span_ms)
    }
    /// [`Store::admit_as`], or, where it would wait at most `ahead_ms` for
    /// a slot to free and nothing else holds it back (no block, no other
    /// member waiting first), the slot taken now for the time it frees:
    /// [`Admit::After`]. A team ledger's member 40 ms away then sends at
    /// its slot's time instead of one round trip after it. The local file
    /// answers in microseconds: the same as `admit_as`.
    fn admit_ahead(
        &self,
        key: &str,
        member: &str,
        slots: &[Slot],
        span_ms: i64,
        ahead_ms: i64,
    ) -> Result<Admit> {
        let _ = ahead_ms;
        self.admit_as(key, member, slots, span_ms)
    }
    /// The service blocks `class` for `key` until `until_ms`.
    fn block(&self, key: &str, class: &str, until_ms: i64) -> Result<()>;

    // ---- usage, per workspace ----

    fn workspace_of(&self, key: &str) -> Result<Option<String>>;
    fn snapshot(&self, workspace: &str) -> Result<Option<Snapshot>>;
    /// Stores a snapshot just read (the read started at `started_ms`) and
    /// which workspace `key` is in, for every run by the store's next act
    /// at the latest (a spend recorded after the read started is not
    /// undone by it). Returns the snapshot to judge by now: as stored where
    /// the store writes at once (the file), as read where the write goes
    /// with the run's next act (a team ledger, saving a round trip).
    fn store_snapshot(
        &self,
        key: &str,
        workspace: &str,
        snap: &Snapshot,
        started_ms: i64,
    ) -> Result<Snapshot>;
    /// Writes now (its own round trip) a snapshot [`Store::store_snapshot`]
    /// left for the next act: a read no act of the run follows (a
    /// gateway's read ahead, in the background) must not ride on the next
    /// request, nor wait for it to reach the other processes. A store that
    /// writes at once has nothing to do.
    fn write_snapshot_now(&self) {}

    // ---- spends ----

    /// Units of `meter` held by requests in flight (live holds).
    fn held(&self, workspace: &str, meter: Meter) -> Result<i64>;
    /// Holds quota for a spend if what is left covers it, in one act: two
    /// runs never both take the last unit.
    fn reserve(&self, hold: &Hold<'_>) -> Result<Held>;
    /// [`Store::reserve`], and when it held and `slots` is not empty,
    /// [`Store::admit`] for `key` as well: a spend's one decision, one act
    /// where the store can (a team ledger's one round trip). A hold is
    /// kept when the admission says to wait.
    fn reserve_admit(
        &self,
        hold: &Hold<'_>,
        key: &str,
        slots: &[Slot],
        span_ms: i64,
    ) -> Result<(Held, Option<Admit>)> {
        let held = self.reserve(hold)?;
        let admit = match held {
            Held::Held { .. } if !slots.is_empty() => Some(self.admit(key, slots, span_ms)?),
            _ => None,
        };
        Ok((held, admit))
    }
    /// Holds the people a request reaches against the member's outreach
    /// allowance, in one act (two runs never both take the last person):
    /// a team ledger holds and later settles it like a spend (its line's
    /// meter is [`OUTREACH`]; no meter of the service grows by it); the
    /// local file keeps no members' allowances ([`Reached::Untracked`]).
    fn reserve_reach(&self, reach: &Reach<'_>) -> Result<Reached>;
    /// Ends a hold: when `spent`, the snapshot counts it as used; the audit
    /// log gets `row` either way. Returns the snapshot after it.
    fn settle(&self, id: i64, spent: bool, row: &AuditRow) -> Result<Option<Snapshot>>;
    /// Drops a hold whose request was never sent (an interrupted wait).
    fn release(&self, id: i64) -> Result<()>;

    // ---- what the workspace did ----

    /// Whether opening `card` is free before the service answers: only an
    /// unlock this store recorded itself from the service's answer (this
    /// machine's, with its provenance), never a row an import brought or
    /// another machine wrote to a team ledger — those are a spend until
    /// the service's record says it was unlocked before.
    fn is_unlocked(&self, workspace: &str, card: &str) -> Result<bool>;
    /// Who unlocked `card` and when, if the ledger has any row of it (the
    /// member is empty on the local file: it was this machine). What it
    /// says is shown, never trusted as free ([`Store::is_unlocked`]).
    fn unlocked_by(&self, workspace: &str, card: &str) -> Result<Option<UnlockedBy>>;
    /// Records that the workspace unlocked `card`, on behalf of `member`
    /// (kept where the store knows members: a team ledger), as this store
    /// saw from the service's answer: its provenance is this store's.
    fn mark_unlocked_by(&self, workspace: &str, card: &str, member: &str) -> Result<()>;
    /// Settles a spend line written "maybe" (`row`, as written) as a later
    /// answer showed it (`outcome`, e.g. `spent`): the line is changed in
    /// place, once, so it is counted once.
    fn settle_line(&self, row: &AuditRow, outcome: &str) -> Result<()>;
    /// When `card` was invited to `job` (`kind`: invite or bulk), if known.
    fn invited_at(&self, workspace: &str, job: &str, card: &str, kind: &str)
        -> Result<Option<i64>>;
    /// When the bulk invites for `job` since `since_ms` went out, oldest
    /// first: how many, and when the daily cap frees up.
    fn bulk_invite_times_since(
        &self,
        workspace: &str,
        job: &str,
        since_ms: i64,
    ) -> Result<Vec<i64>>;
    /// Records that `cards` were invited to `job`, now, on behalf of
    /// `member` (kept where the store knows members: a team ledger).
    fn mark_invited_by(
        &self,
        workspace: &str,
        job: &str,
        cards: &[String],
        kind: &str,
        member: &str,
    ) -> Result<()>;

    // ---- idempotency keys and --new states ----

    fn idempotent(&self, owner: &str, key: &str) -> Result<Option<Recorded>>;
    fn record_idempotent(&self, owner: &str, key: &str, rec: &Recorded) -> Result<()>;
    /// Claims `key` before its request is sent, so a second run (process
    /// or machine) firing the same key at once sends nothing: done before,
    /// busy while another live run holds it, or this run's. A claim ends
    /// when it is recorded or released, and with its run (a lease, or a
    /// process that is gone).
    fn claim_idempotent(
        &self,
        owner: &str,
        key: &str,
        command: &str,
        request: &str,
        member: &str,
    ) -> Result<Claim>;
    /// Gives back this run's claim whose request failed (it may be tried
    /// again).
    fn release_idempotent(&self, owner: &str, key: &str) -> Result<()>;
    fn was_seen(&self, owner: &str, state: &str, id: &str) -> Result<bool>;
    fn mark_seen(&self, owner: &str, state: &str, ids: &[String]) -> Result<()>;

    // ---- webhook events handled by `listen` ----

    fn webhook_done(&self, id: &str, since_ms: i64) -> Result<Option<i64>>;
    /// Records `id` as delivered and forgets those done before `forget_before_ms`.
    fn mark_webhook_done(&self, id: &str, forget_before_ms: i64) -> Result<()>;

    // ---- the report (`talent report`) ----

    /// One workspace's spends, refusals, waits and invite events in a span,
    /// aggregated by the store (see [`report_sql`]).
    fn report(&self, q: &ReportQuery) -> Result<ReportRows>;
    /// The newest `cycleEndsOn` the ledger saw for `workspace` before
    /// `before` (where the cycle ending at `before` started).
    fn cycle_before(&self, workspace: &str, before: &str) -> Result<Option<String>>;
    /// Keeps rows beside the spend lines (a refusal, a declined question,
    /// a rate-limit wait, an invite event a listener handled). A team
    /// ledger writes them with the run's next spend line, or with its
    /// pending ones at the run's end: never a round trip of their own
    /// while the run has lines to write.
    fn record_events(&self, events: &[LedgerEvent]) -> Result<()>;

    // ---- upkeep ----

    /// The audit log, newest last.
    fn audit(&self, workspace: Option<&str>, limit: usize) -> Result<Vec<AuditRow>>;
    /// Drops audit lines before `audit_before_ms`, pacer rows before
    /// `sends_before_ms`, ended blocks, lapsed holds and expired checkpoints.
    fn prune(&self, audit_before_ms: i64, sends_before_ms: i64) -> Result<usize>;
    /// Row counts per table (`ledger show`).
    fn counts(&self) -> Result<Vec<(&'static str, i64)>>;
}

/// Whether the process `pid` of this machine still runs (a hold it left
/// in the ledger may still be in flight). Where that cannot be told, it is
/// assumed alive: its hold then lapses at its deadline.
pub fn process_alive(pid: i64) -> bool {
    #[cfg(unix)]
    {
        let Ok(pid) = libc::pid_t::try_from(pid) else {
            return false;
        };
        if pid <= 0 {
            return false;
        }
        // Signal 0 checks without sending; EPERM means it exists as another user.
        // SAFETY: kill(2) with signal 0 has no effect on the target.
        let r = unsafe { libc::kill(pid, 0) };
        r == 0 || std::io::Error::last_os_error().raw_os_error() == Some(libc::EPERM)
    }
    #[cfg(windows)]
    {
        use windows_sys::Win32::Foundation::{CloseHandle, STILL_ACTIVE};
        use windows_sys::Win32::System::Threading::{
            GetExitCodeProcess, OpenProcess, PROCESS_QUERY_LIMITED_INFORMATION,
        };
        let Ok(pid) = u32::try_from(pid) else {
            return false;
        };
        if pid == 0 {
            return false;
        }
        // SAFETY: the handle is checked before use and closed once.
        unsafe {
            let handle = OpenProcess(PROCESS_QUERY_LIMITED_INFORMATION, 0, pid);
            if handle.is_null() {
                // Gone (invalid parameter), or another user's (access
                // denied): only the first frees its hold.
                return std::io::Error::last_os_error().raw_os_error() == Some(5);
            }
            let mut code = 0u32;
            let ok = GetExitCodeProcess(handle, &mut code) != 0;
            CloseHandle(handle);
            // A process that ended with 259 (STILL_ACTIVE) reads as alive:
            // its hold then lapses at its deadline.
            !ok || code == STILL_ACTIVE as u32
        }
    }
    #[cfg(not(any(unix, windows)))]
    {
        let _ = pid;
        true
    }
}
