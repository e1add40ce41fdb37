//! The spend layer: a spend judged once per logical request (the usage
//! snapshot, what other runs hold, the reserve, the run's budget; a
//! crossing put to the [`Ask`]), quota held for each attempt where other
//! processes see it, and each hold settled as spent, maybe spent or
//! released. It keeps the run's one tracker of possible spends.

use std::collections::{HashMap, HashSet};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use talent_spec::codes;
use talent_spec::rate::Meter;

use crate::api::{Effect, Outcome, Request, Ticket};
use crate::ledger::{
    Admit, Allowance, AsyncActs, AuditRow, Held, Hold, Joint, Prior, Reach, ReachAdmit, Reached,
    RowKind, Slot, Store, OUTREACH,
};
use crate::meter::words;
use crate::{Error, ErrorKind, Result};

use super::act::{act, act_known, lock};
use super::ask::{Answer, Ask, Question};
use super::quota::{self, Spend, Verdict};
use super::shared::Shared;

/// What became of a spend the guard held quota for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Spent {
    /// The service answered that it was made.
    Yes,
    /// Not made (refused, never sent, nothing held).
    No,
    /// It may have reached the service and no answer says whether it was
    /// counted: the ledger counts it until it is settled or cleared.
    Maybe,
}

/// Quota held for an attempt in flight, at least; a hold of a killed
/// process is dropped as soon as a run sees the process gone.
const RESERVATION_TTL: Duration = Duration::from_secs(300);

use super::shared::slot_of;

/// Per run: what was accepted, held and spent.
#[derive(Default)]
struct RunState {
    accepted: HashSet<Meter>,
    /// Units spent (or maybe spent) by this run, per meter slot.
    spent: [i64; 3],
    /// Reservations of attempts in flight, by request.
    held: HashMap<Ticket, (i64, Meter, String)>,
    /// Requests that cost nothing (an unlock the ledger knows).
    free: HashSet<Ticket>,
    possible: Possible,
    /// A run of several pages: one spent line at its end, not one a page.
    batch: Option<Batch>,
    /// What each settled hold came to, in order (the last per request
    /// stands: a retry's answer settles an earlier "maybe").
    settled: Vec<(Ticket, Spent)>,
    /// The audit line each "maybe" of an unlock wrote, until a retry's
    /// answer settles it.
    maybe_lines: HashMap<Ticket, AuditRow>,
    /// Outreach held for attempts in flight (a team ledger's), by request:
    /// the hold, the people, the workspace.
    reach: HashMap<Ticket, (i64, i64, String)>,
    /// Requests whose prior record (an invite's first contact, a bulk
    /// invite's daily cap) the ledger judges with their hold (a gateway's
    /// request: [`Store::judged_at_admission`]), until it has.
    prior: HashSet<Ticket>,
}

/// The run's one tracker of attempts that may have spent: a retried
/// unlock is one possible unlock (one unit per candidate however often it
/// is tried); a search page is one a page sent.
#[derive(Default)]
struct Possible {
    tickets: HashSet<Ticket>,
    by_meter: Vec<(Meter, u32)>,
}

impl Possible {
    fn note(&mut self, ticket: Ticket, m: Meter) {
        if !self.tickets.insert(ticket) && m == Meter::ApiUnlocks {
            return;
        }
        match self.by_meter.iter_mut().find(|(k, _)| *k == m) {
            Some((_, n)) => *n += 1,
            None => self.by_meter.push((m, 1)),
        }
    }

    /// The outcome of `ticket`'s possible spend is known now (a retry's
    /// answer showed it made): it is no longer a possible spend. Returns
    /// whether it was one.
    fn settled(&mut self, ticket: Ticket, m: Meter) -> bool {
        if !self.tickets.remove(&ticket) {
            return false;
        }
        if let Some((_, n)) = self.by_meter.iter_mut().find(|(k, _)| *k == m) {
            *n = n.saturating_sub(1);
        }
        self.by_meter.retain(|(_, n)| *n > 0);
        true
    }

    /// Whether a retry of `ticket` is the unit an earlier attempt may have
    /// spent (an unlock), so it holds nothing more.
    fn counted(&self, ticket: Ticket, effect: &Effect) -> bool {
        matches!(effect, Effect::Unlock { .. }) && self.tickets.contains(&ticket)
    }
}

/// What a batch spent, for its one line.
#[derive(Default)]
struct Batch {
    meter: Option<Meter>,
    units: i64,
    maybe: bool,
    left: i64,
    limit: i64,
    allowance: Option<(i64, i64)>,
    resets: Option<String>,
}

pub(crate) struct Spender {
    shared: Arc<Shared>,
    ask: Arc<dyn Ask>,
    state: Mutex<RunState>,
}

impl Spender {
    pub(super) fn new(shared: Arc<Shared>, ask: Arc<dyn Ask>) -> Spender {
        Spender {
            shared,
            ask,
            state: Mutex::new(RunState::default()),
        }
    }

    fn reserve_for(&self, m: Meter, limit: i64) -> i64 {
        self.shared.opts.reserves[slot_of(m)].unwrap_or_else(|| quota::default_reserve(limit))
    }

    fn budget_left(&self, m: Meter) -> Option<i64> {
        let spent = lock(&self.state).spent[slot_of(m)];
        self.shared.opts.budgets[slot_of(m)].map(|b| i64::try_from(b).unwrap_or(i64::MAX) - spent)
    }

    fn accepted(&self, m: Meter) -> bool {
        self.shared.opts.yes
            || self.shared.opts.budgets[slot_of(m)].is_some()
            || lock(&self.state).accepted.contains(&m)
    }

    pub(super) fn accept(&self, m: Meter, yes: bool) {
        let accepted = &mut lock(&self.state).accepted;
        if yes {
            accepted.insert(m);
        } else {
            accepted.remove(&m);
        }
    }

    /// What a spend of `cost` meets now: what is left (held spends of
    /// other runs counted), the limit, the reserve, the reset, and the
    /// verdict. `ask` (a run's plan) weighs it with the run's yes and
    /// judges a refusal on the service's count, read once; a quote (what a
    /// window shows) weighs it as asked afresh, against the budget.
    pub(super) async fn weigh(&self, m: Meter, cost: i64, ask: bool) -> Result<Quote> {
        let ws = self.shared.workspace().await?;
        let mut snap = self.shared.snapshot(&ws).await?;
        loop {
            let meters = snap.meter(m);
            let w = ws.clone();
            let known = |s: &dyn Store| s.held_known(&ws, m);
            let held = act_known(&self.shared.store, known, move |s| s.held(&w, m)).await?;
            let resets = resets_text(snap.cycle_ends.as_deref());
            let left = meters.limit - meters.used - held;
            let reserve = self.reserve_for(m, meters.limit);
            let verdict = quota::judge(Spend {
                meter: m,
                cost,
                left,
                limit: meters.limit,
                reserve,
                budget_left: if ask { None } else { self.budget_left(m) },
                accepted: ask && self.accepted(m),
                resets: resets.as_deref(),
            });
            // A refusal is judged on the service's count: a stored snapshot
            // may still hold a phantom spend (a "maybe" of a run stopped
            // before the service counted it) for the rest of its TTL.
            if ask && matches!(verdict, Verdict::Refuse(_)) && !self.shared.refreshed_once() {
                snap = self.shared.refresh().await?.1;
                continue;
            }
            let (refusal, warning) = match verdict {
                Verdict::Go => (None, None),
                Verdict::Ask(why) => (None, Some(why)),
                Verdict::Refuse(e) => (Some(e), None),
            };
            return Ok(Quote {
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
            });
        }
    }

    /// Checks a spend of `cost` before it starts (asking when it would
    /// cross the reserve); a run with a budget is checked for what the
    /// budget lets it spend. Nothing to judge (a dry run, nothing left of
    /// the budget to spend) is a quote of nothing.
    pub(super) async fn plan(&self, m: Meter, cost: u64) -> Result<Quote> {
        match self.quote_for(m, cost).await? {
            Some(quote) => self.decide(m, quote).await,
            None => Ok(Quote {
                question: Question {
                    meter: m,
                    ..Default::default()
                },
                warning: None,
                refusal: None,
            }),
        }
    }

    /// [`Spender::plan`]'s quote of `cost` (what a budget lets it spend),
    /// or none when there is nothing to judge.
    async fn quote_for(&self, m: Meter, cost: u64) -> Result<Option<Quote>> {
        let cost = i64::try_from(cost).unwrap_or(i64::MAX);
        let cost = match self.budget_left(m) {
            Some(b) => cost.min(b.max(0)),
            None => cost,
        };
        if self.shared.opts.dry_run || cost == 0 {
            return Ok(None);
        }
        self.weigh(m, cost, true).await.map(Some)
    }

    /// [`Spender::plan`]'s verdict on a quote: a refusal noted, a question
    /// over the reserve asked.
    async fn decide(&self, m: Meter, quote: Quote) -> Result<Quote> {
        if let Some(e) = quote.refusal {
            self.shared.note(RowKind::Refused, Some(m));
            return Err(e);
        }
        if quote.warning.is_none() {
            return Ok(quote);
        }
        match self.ask.ask(&quote.question).await? {
            Answer::Yes => {
                self.accept(m, true);
                Ok(quote)
            }
            Answer::No => {
                self.shared.note(RowKind::Declined, Some(m));
                Err(quota::declined(&quote.question))
            }
            Answer::CannotAsk => {
                self.shared.note(RowKind::Refused, Some(m));
                Err(quota::reserve_refusal(&quote.question))
            }
        }
    }

    /// Admits a request once: an unlock the ledger knows is free, an invite
    /// it knows is refused unsent, a bulk invite is held to its job's daily
    /// cap, any other spend is planned.
    pub(super) async fn admit(&self, ticket: Ticket, req: &Request) -> Result<()> {
        let m = match (&req.effect, req.spends()) {
            (_, Some(m)) => m,
            (Effect::BulkInvite { .. }, None) if self.shared.store.judged_at_admission() => {
                // Judged with its hold, in the same statement.
                lock(&self.state).prior.insert(ticket);
                return Ok(());
            }
            (Effect::BulkInvite { job, n }, None) => return self.admit_bulk_invite(job, *n).await,
            _ => return Ok(()),
        };
        let ws = self.shared.workspace().await?;
        let store = &self.shared.store;
        // Where the admission itself tells an unlock made before (a
        // gateway's request), the ledger is asked first only when the
        // quote would refuse or ask: a free fetch is never refused.
        let at_admission = store.judged_at_admission();
        match &req.effect {
            Effect::Unlock { card } if !at_admission && store.is_unlocked(&ws, card)? => {
                lock(&self.state).free.insert(ticket);
                return Ok(());
            }
            Effect::Unlock { card } if at_admission => {
                let Some(quote) = self.quote_for(m, 1).await? else {
                    return Ok(());
                };
                if (quote.refusal.is_some() || quote.warning.is_some())
                    && store.is_unlocked(&ws, card)?
                {
                    lock(&self.state).free.insert(ticket);
                    return Ok(());
                }
                if self.shared.heard() {
                    return self.decide(m, quote).await.map(|_| ());
                }
                // Heard first, as below: the quote weighed again after.
                self.shared.hear().await?;
            }
            // Judged with the invite's hold, in the same statement; the
            // ledger is asked first only where the quote would refuse or
            // ask (an invite sent before is 409, not the reserve's question).
            Effect::Invite { job, card } if at_admission => {
                let Some(quote) = self.quote_for(m, 1).await? else {
                    lock(&self.state).prior.insert(ticket);
                    return Ok(());
                };
                if (quote.refusal.is_some() || quote.warning.is_some())
                    && store.invited_at(&ws, job, card, "invite")?.is_some()
                {
                    return Err(invited_before(job, card, self.shared.store.team()));
                }
                lock(&self.state).prior.insert(ticket);
                return self.decide(m, quote).await.map(|_| ());
            }
            Effect::Invite { job, card }
                if store.invited_at(&ws, job, card, "invite")?.is_some() =>
            {
                return Err(invited_before(job, card, self.shared.store.team()));
            }
            // "Unlocked before" is told by the `Date` of an answer heard
            // before the unlock goes out: a run that heard none reads the
            // meters first (free).
            Effect::Unlock { .. } if !self.shared.opts.dry_run && !self.shared.heard() => {
                self.shared.hear().await?;
            }
            _ => {}
        }
        self.plan(m, 1).await.map(|_| ())
    }

    /// A bulk invite against its job's daily cap, from what the ledger saw
    /// go out in the last (scaled) day.
    async fn admit_bulk_invite(&self, job: &str, n: u64) -> Result<()> {
        let (times, day) = self.shared.bulk_invite_times(job).await?;
        let n = i64::try_from(n).unwrap_or(i64::MAX);
        if (times.len() as i64).saturating_add(n) > BULK_CAP {
            return Err(self.bulk_refusal(job, &times, n, day));
        }
        Ok(())
    }

    fn bulk_refusal(&self, job: &str, times: &[i64], n: i64, day: i64) -> Error {
        self.shared.note(RowKind::Refused, Some(Meter::Messages));
        quota::bulk_cap_refusal(job, BULK_CAP, times, n, day)
    }

    /// Holds quota for an attempt that spends (not for a free re-fetch),
    /// taking a slot in every class of `slots` in the same act when it
    /// can: true when it did.
    pub(super) async fn hold(&self, ticket: Ticket, req: &Request, slots: &[Slot]) -> Result<bool> {
        let joint = self.joint(ticket, req);
        if joint.is_none() {
            self.reach_apart(ticket, req).await?;
        }
        let held = match joint {
            Some(people) if req.spends().is_none() => {
                self.reach_paced(ticket, req, people, slots).await
            }
            _ => self.hold_meter(ticket, req, slots, joint).await,
        };
        if held.is_err() {
            self.release_reach(ticket);
        }
        held
    }

    /// The people an attempt reaches, when they are held in one act with
    /// its meter's unit, or with the pacer's slots where it spends no unit
    /// (a gateway's request whose credential is still to judge: an invite,
    /// a message or a bulk invite costs it one statement before its
    /// answer, not two or three).
    fn joint(&self, ticket: Ticket, req: &Request) -> Option<i64> {
        let people = self.people(req)?;
        let store = &self.shared.store;
        let state = lock(&self.state);
        let unit = req.spends().is_none()
            || (!state.free.contains(&ticket) && !state.possible.counted(ticket, &req.effect));
        (unit && store.nonblocking().is_some()).then_some(people)
    }

    /// The people an attempt holds against the member's outreach allowance
    /// (a team ledger's; the local file keeps no allowances).
    fn people(&self, req: &Request) -> Option<i64> {
        let people = i64::try_from(req.effect.people()).unwrap_or(i64::MAX);
        (people > 0 && !self.shared.opts.dry_run && self.shared.store.team()).then_some(people)
    }

    /// The ledger's record a request is judged by, judged apart when its
    /// hold did not carry it (see [`Spender::joint`]).
    async fn prior_apart(&self, ticket: Ticket, req: &Request) -> Result<()> {
        if !lock(&self.state).prior.remove(&ticket) {
            return Ok(());
        }
        match &req.effect {
            Effect::Invite { job, card } => {
                let ws = self.shared.workspace().await?;
                let (w, j, c) = (ws, job.clone(), card.clone());
                let at = act(&self.shared.store, move |s| {
                    s.invited_at(&w, &j, &c, "invite")
                })
                .await?;
                match at {
                    Some(_) => Err(invited_before(job, card, self.shared.store.team())),
                    None => Ok(()),
                }
            }
            Effect::BulkInvite { job, n } => self.admit_bulk_invite(job, *n).await,
            _ => Ok(()),
        }
    }

    /// [`Spender::prior_apart`], then [`Spender::reach`]: an outreach
    /// request's acts before its unit, one by one, in order.
    async fn reach_apart(&self, ticket: Ticket, req: &Request) -> Result<()> {
        self.prior_apart(ticket, req).await?;
        self.reach(ticket, req).await
    }

    /// The ledger's record a request is judged by in its hold, if it is.
    fn prior_of<'r>(&self, ticket: Ticket, req: &'r Request) -> Option<Prior<'r>> {
        if !lock(&self.state).prior.remove(&ticket) {
            return None;
        }
        match &req.effect {
            Effect::Invite { job, card } => Some(Prior::Invite { job, card }),
            Effect::BulkInvite { job, n } => Some(Prior::BulkDay {
                job,
                since_ms: self.shared.store.now_ms() - self.day_ms(),
                room: BULK_CAP.saturating_sub(i64::try_from(*n).unwrap_or(i64::MAX)),
            }),
            _ => None,
        }
    }

    /// A (scaled) day, as the bulk invites' cap counts it.
    fn day_ms(&self) -> i64 {
        self.shared.opts.time_scale.day().as_millis() as i64
    }

    /// Holds the people an attempt reaches against the member's outreach
    /// allowance (a team ledger's, one act); past it, the refusal names the
    /// allowance and the reset. The local file keeps no allowances.
    async fn reach(&self, ticket: Ticket, req: &Request) -> Result<()> {
        let Some(people) = self.people(req) else {
            return Ok(());
        };
        let ws = self.shared.workspace().await?;
        let (expires_ms, _) = self.hold_terms(req);
        let (w, member) = (ws.clone(), self.shared.opts.member.clone());
        let got = if let Some(a) = self.shared.store.nonblocking() {
            // A gateway's request: sent from its own task (issue 47).
            let reach = Reach {
                workspace: &w,
                member: &member,
                people,
                expires_ms,
            };
            a.reserve_reach(&reach).await?
        } else {
            act(&self.shared.store, move |s| {
                s.reserve_reach(&Reach {
                    workspace: &w,
                    member: &member,
                    people,
                    expires_ms,
                })
            })
            .await?
        };
        self.reached(ticket, got, ws, people).await
    }

    /// A message's or a bulk invite's people and the pacer's slots, as
    /// one act ([`Spender::joint`]): true when the slots were taken.
    async fn reach_paced(
        &self,
        ticket: Ticket,
        req: &Request,
        people: i64,
        slots: &[Slot],
    ) -> Result<bool> {
        let ws = self.shared.workspace().await?;
        let Some(a) = self.shared.store.nonblocking() else {
            // The store can no longer send them as one act.
            self.reach_apart(ticket, req).await?;
            return Ok(false);
        };
        let (expires_ms, _) = self.hold_terms(req);
        let member = self.shared.opts.member.clone();
        let reach = Reach {
            workspace: &ws,
            member: &member,
            people,
            expires_ms,
        };
        let pace = (
            self.shared.key_fp.as_str(),
            slots,
            self.shared.pacer.span_ms(),
        );
        let (_, admit) = self.reach_admit(a, ticket, req, &reach, None, pace).await?;
        Ok(matches!(admit, Some(Admit::Go)))
    }

    /// An outreach request's admission as one act ([`Spender::joint`]):
    /// the refusals as [`Spender::prior_apart`] and [`Spender::reach`]
    /// make them; else the meter's unit as [`AsyncActs::reserve_admit`]
    /// answers (with `hold`), or the pacer's answer for the slots.
    async fn reach_admit(
        &self,
        a: &dyn AsyncActs,
        ticket: Ticket,
        req: &Request,
        reach: &Reach<'_>,
        hold: Option<&Hold<'_>>,
        pace: (&str, &[Slot], i64),
    ) -> Result<(Option<(Held, Option<Admit>)>, Option<Admit>)> {
        let joint = Joint {
            prior: self.prior_of(ticket, req),
            reach,
            hold,
            key: pace.0,
            slots: pace.1,
            span_ms: pace.2,
        };
        let (ws, people) = (reach.workspace.to_string(), reach.people);
        match a.reach_admit(&joint).await? {
            ReachAdmit::Invited { .. } => Err(match &req.effect {
                Effect::Invite { job, card } => invited_before(job, card, self.shared.store.team()),
                _ => Error::ledger("an invite's record for another request"),
            }),
            ReachAdmit::BulkDay { times } => Err(match &req.effect {
                Effect::BulkInvite { job, n } => {
                    let n = i64::try_from(*n).unwrap_or(i64::MAX);
                    self.bulk_refusal(job, &times, n, self.day_ms())
                }
                _ => Error::ledger("a bulk invite's cap for another request"),
            }),
            ReachAdmit::Reach(refused) => {
                self.reached(ticket, refused, ws, people).await?;
                Err(Error::ledger("the people were not held"))
            }
            ReachAdmit::Held { reached, unit } => {
                if let Some(r) = reached {
                    self.reached(ticket, r, ws, people).await?;
                }
                Ok((Some(unit), None))
            }
            ReachAdmit::Paced { reached, admit } => {
                self.reached(ticket, reached, ws, people).await?;
                Ok((None, admit))
            }
        }
    }

    /// What holding an attempt's people came to: kept to settle, or the
    /// allowance's refusal.
    async fn reached(&self, ticket: Ticket, got: Reached, ws: String, people: i64) -> Result<()> {
        match got {
            Reached::Held { id } => {
                lock(&self.state).reach.insert(ticket, (id, people, ws));
                Ok(())
            }
            Reached::Untracked => Ok(()),
            Reached::Allowance { member, cap, used } => {
                self.shared.note(RowKind::Refused, None);
                let snap = self.shared.snapshot(&ws).await.ok();
                let resets = resets_text(snap.and_then(|s| s.cycle_ends).as_deref());
                Err(quota::allowance_refusal(
                    Allowance::Outreach,
                    &member,
                    (cap, used, people),
                    resets.as_deref(),
                ))
            }
        }
    }

    /// Gives back the outreach hold of an attempt that will not be sent.
    fn release_reach(&self, ticket: Ticket) {
        let held = lock(&self.state).reach.remove(&ticket);
        if let Some((id, ..)) = held {
            let _ = self.shared.store.release(id);
        }
    }

    /// Settles an attempt's outreach hold: reached (a 2xx), maybe reached
    /// (no answer, or one that may follow a send), or not reached. Its line
    /// is the member's, of meter `outreach`, under the run's command. A
    /// bulk invite's ids its answer says were already invited reached no
    /// one: they are given back (a gateway's request too: it settles
    /// here).
    fn settle_reach(&self, ticket: Ticket, outcome: &Outcome<'_>) {
        let Some((id, mut people, ws)) = lock(&self.state).reach.remove(&ticket) else {
            return;
        };
        let (reached, text) = match outcome {
            Outcome::Answered {
                status,
                already_invited,
                ..
            } if (200..300).contains(status) => {
                let held = people;
                people -= i64::try_from(*already_invited)
                    .unwrap_or(i64::MAX)
                    .min(held);
                match people {
                    0 => (false, format!("not spent (none of {held} reached)")),
                    _ => (true, "spent".to_string()),
                }
            }
            Outcome::Answered { status, .. } if matches!(status, 408 | 500 | 502 | 504) => {
                (true, format!("maybe ({status})"))
            }
            Outcome::Answered { status, .. } => (false, format!("not spent ({status})")),
            Outcome::Failed {
                maybe_reached: true,
                ..
            } => (true, "maybe (no answer)".to_string()),
            Outcome::Failed { .. } => (false, "not sent".to_string()),
        };
        let row = self.reach_row(&ws, people, text);
        if let Err(e) = self.shared.store.settle(id, reached, &row) {
            self.shared.warn_unrecorded("the people reached", &e);
        }
    }

    fn reach_row(&self, ws: &str, people: i64, outcome: String) -> AuditRow {
        AuditRow {
            at_ms: self.shared.store.now_ms(),
            workspace: ws.to_string(),
            command: self.shared.opts.command.clone(),
            meter: OUTREACH.to_string(),
            cost: people,
            outcome,
            member: self.shared.opts.member.clone(),
        }
    }

    /// Holds the meter's unit of an attempt that spends (see [`Self::hold`]).
    async fn hold_meter(
        &self,
        ticket: Ticket,
        req: &Request,
        slots: &[Slot],
        mut joint: Option<i64>,
    ) -> Result<bool> {
        let Some(m) = req.spends() else {
            return Ok(false);
        };
        {
            let state = lock(&self.state);
            if state.free.contains(&ticket) || state.possible.counted(ticket, &req.effect) {
                return Ok(false);
            }
        }
        let ws = self.shared.workspace().await?;
        let snap = self.shared.snapshot(&ws).await?;
        let resets = resets_text(snap.cycle_ends.as_deref());
        self.within_budget(m, resets.as_deref())?;
        let (expires_ms, card) = self.hold_terms(req);
        let member = self.shared.opts.member.clone();
        let (fp, span, store) = (
            &self.shared.key_fp,
            self.shared.pacer.span_ms(),
            &self.shared.store,
        );
        if joint.is_some() && store.nonblocking().is_none() {
            // The store can no longer send them as one act.
            joint = None;
            self.reach_apart(ticket, req).await?;
        }
        let mut waited = false;
        let hold = Hold {
            workspace: &ws,
            meter: m,
            cost: 1,
            member: &member,
            fallback: snap.meter(m),
            expires_ms,
            card: card.as_deref(),
        };
        let (held, admitted) = loop {
            // The local file answers in microseconds, straight from here.
            let got = if let Some(a) = store.nonblocking() {
                // A gateway's request: sent from its own task (issue 47).
                match joint.take() {
                    Some(people) => {
                        let reach = Reach {
                            workspace: &ws,
                            member: &member,
                            people,
                            expires_ms,
                        };
                        let pace = (fp.as_str(), slots, span);
                        let (unit, _) = self
                            .reach_admit(a, ticket, req, &reach, Some(&hold), pace)
                            .await?;
                        unit.ok_or_else(|| Error::ledger("no unit held for a spend"))?
                    }
                    None => a.reserve_admit(&hold, fp, slots, span).await?,
                }
            } else if store.team() {
                let (w, mb, cd, fallback) =
                    (ws.clone(), member.clone(), card.clone(), snap.meter(m));
                let (fp, sl) = (fp.clone(), slots.to_vec());
                act(store, move |s| {
                    let hold = Hold {
                        workspace: &w,
                        meter: m,
                        cost: 1,
                        member: &mb,
                        fallback,
                        expires_ms,
                        card: cd.as_deref(),
                    };
                    s.reserve_admit(&hold, &fp, &sl, span)
                })
                .await?
            } else {
                store.reserve_admit(&hold, fp, slots, span)?
            };
            match got.0 {
                // Another run is unlocking it now: its outcome decides
                // (unlocked: a free fetch; not: this run holds it next).
                Held::Busy { wait_ms } => {
                    waited = true;
                    self.shared
                        .sink
                        .trace("another run is unlocking this candidate: waiting for its outcome");
                    tokio::time::sleep(Duration::from_millis(wait_ms.clamp(20, 1000) as u64)).await;
                }
                _ => break got,
            }
        };
        let slotted = matches!(admitted, Some(Admit::Go));
        let Some(id) = self.held_id(ticket, m, held, resets.as_deref())? else {
            return Ok(slotted);
        };
        if waited && card.is_some() {
            // Held after another run's unlock of the candidate ended: if it
            // unlocked it (another machine's row is no proof), the service's
            // record says so once a `Date` heard after it is a second on.
            if let Err(e) = self.heard_after_wait().await {
                let _ = self.shared.store.release(id);
                return Err(e);
            }
        }
        // A team database that went away during the act left the hold on
        // its stand-in, past the check made at admission: judged now, as if
        // it had been away before, so nothing spends unshared by accident.
        if self.shared.store.team() && self.shared.store.away().is_some() {
            if let Err(e) = self.shared.policy.check(true).await {
                let _ = act(&self.shared.store, move |s| s.release(id)).await;
                return Err(e);
            }
        }
        let mut state = lock(&self.state);
        state.spent[slot_of(m)] += 1;
        state.held.insert(ticket, (id, m, ws));
        Ok(slotted)
    }

    /// Hears the service (a free `GET /usage`) two seconds after a wait
    /// on another run's unlock of the same candidate: a `Date` has whole
    /// seconds, so only then does an unlock that run made show as made
    /// before this one.
    async fn heard_after_wait(&self) -> Result<()> {
        tokio::time::sleep(Duration::from_secs(2)).await;
        self.shared.hear().await
    }

    /// A run's `--max-*` budget: one more unit of `m` must fit.
    fn within_budget(&self, m: Meter, resets: Option<&str>) -> Result<()> {
        let Some(budget) = self.budget_left(m) else {
            return Ok(());
        };
        match quota::judge(Spend {
            meter: m,
            cost: 1,
            left: i64::MAX,
            limit: i64::MAX,
            reserve: 0,
            budget_left: Some(budget),
            accepted: true,
            resets,
        }) {
            Verdict::Refuse(e) => Err(e),
            _ => Ok(()),
        }
    }

    /// What the ledger's answer to a hold means: the hold's id, nothing to
    /// hold (a free fetch), or the refusal (an allowance, the quota spent).
    fn held_id(
        &self,
        ticket: Ticket,
        m: Meter,
        held: Held,
        resets: Option<&str>,
    ) -> Result<Option<i64>> {
        match held {
            Held::Held { id, .. } => Ok(Some(id)),
            // Unlocked by the workspace meanwhile: the service sends it free.
            Held::Free => {
                lock(&self.state).free.insert(ticket);
                Ok(None)
            }
            Held::Busy { .. } => Ok(None),
            Held::Allowance {
                member,
                meter,
                cap,
                used,
            } => {
                self.shared.note(RowKind::Refused, Some(m));
                Err(quota::allowance_refusal(
                    Allowance::Meter(meter),
                    &member,
                    (cap, used, 1),
                    resets,
                ))
            }
            Held::Short { left, limit } => {
                self.shared.note(RowKind::Refused, Some(m));
                Err(short(m, left, limit, resets))
            }
        }
    }

    /// When a hold of an attempt lapses, and the candidate an unlock names
    /// (the workspace pays for it once, whichever machines fetch it at once).
    fn hold_terms(&self, req: &Request) -> (i64, Option<String>) {
        // Not scaled by the time scale: the service's answers are not.
        let hold = match self.shared.opts.attempt_deadline {
            Some(d) => RESERVATION_TTL.max(d + Duration::from_secs(30)),
            None => RESERVATION_TTL,
        };
        let expires = self
            .shared
            .store
            .now_ms()
            .saturating_add(hold.as_millis().min(i64::MAX as u128) as i64);
        let card = match &req.effect {
            Effect::Unlock { card } => Some(card.clone()),
            _ => None,
        };
        (expires, card)
    }

    /// Gives back the holds of an attempt that will not be sent.
    pub(super) fn release(&self, ticket: Ticket) {
        self.release_reach(ticket);
        let held = lock(&self.state).held.remove(&ticket);
        if let Some((id, m, _)) = held {
            lock(&self.state).spent[slot_of(m)] -= 1;
            let _ = self.shared.store.release(id);
        }
    }

    /// Settles an attempt's hold: spent, maybe spent or released; records
    /// what went out; says what was spent (or keeps it for the batch line).
    pub(super) fn settle(&self, ticket: Ticket, req: &Request, outcome: &Outcome<'_>) {
        lock(&self.state).prior.remove(&ticket);
        self.settle_reach(ticket, outcome);
        let Some((id, m, ws)) = lock(&self.state).held.remove(&ticket) else {
            self.settle_retry(ticket, req, outcome);
            return;
        };
        if unlocked_before(req, outcome, self.shared.store.through_gateway()) {
            self.settle_unlocked_before(ticket, id, m, &ws, &req.effect);
            return;
        }
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
                state.possible.note(ticket, m);
            }
            let came = match (spent, success) {
                (_, true) => Spent::Yes,
                (true, false) => Spent::Maybe,
                (false, _) => Spent::No,
            };
            state.settled.push((ticket, came));
        }
        let row = self.row(&ws, m, outcome_text);
        if spent && !success && matches!(req.effect, Effect::Unlock { .. }) {
            lock(&self.state).maybe_lines.insert(ticket, row.clone());
        }
        let after = self.shared.store.settle(id, spent, &row);
        if spent {
            self.shared.policy.spend_recorded(m, after.as_ref().err());
        }
        if success {
            self.record_success(&ws, &req.effect);
        }
        if spent {
            self.shared.allowance_spent(m, 1);
        }
        if let (true, Ok(Some(snap))) = (spent, after) {
            let meters = snap.meter(m);
            let resets = resets_text(snap.cycle_ends.as_deref());
            let (left, limit) = (meters.limit - meters.used, meters.limit);
            let allowance = self.shared.allowance_left(m, 0);
            if let Some(b) = lock(&self.state).batch.as_mut() {
                *b = Batch {
                    meter: Some(m),
                    units: b.units + 1,
                    maybe: b.maybe || !success,
                    left,
                    limit,
                    allowance,
                    resets,
                };
                return;
            }
            self.shared.sink.status(&quota::spent_line(
                m,
                1,
                (left, limit),
                allowance,
                resets.as_deref(),
                !success,
            ));
        }
    }

    /// A retry of an unlock that may have spent holds nothing (its unit is
    /// the earlier attempt's); answered with the record, it shows the
    /// unlock made: the "maybe" is settled as spent once, the candidate is
    /// the workspace's (the next fetch is free), and the run does not warn
    /// of it as a possible spend.
    fn settle_retry(&self, ticket: Ticket, req: &Request, outcome: &Outcome<'_>) {
        let (Effect::Unlock { .. }, Outcome::Answered { status, .. }) = (&req.effect, outcome)
        else {
            return;
        };
        let line = {
            let mut state = lock(&self.state);
            if !(200..300).contains(status) {
                return;
            }
            if !state.possible.settled(ticket, Meter::ApiUnlocks) {
                // A fetch the ledger knew free (nothing held): the service
                // counted nothing either.
                if state.free.contains(&ticket) {
                    drop(state);
                    self.shared.sink.status(ALREADY_UNLOCKED);
                }
                return;
            }
            state.settled.push((ticket, Spent::Yes));
            state.maybe_lines.remove(&ticket)
        };
        let Some(ws) = self.shared.known_workspace() else {
            return;
        };
        // The audit line of the attempt whose answer was lost said "maybe":
        // the retry shows the unlock made, so it was spent, once.
        if let Some(line) = line {
            if let Err(e) = self.shared.store.settle_line(&line, "spent") {
                self.shared
                    .warn_unrecorded("the retried unlock as spent", &e);
            }
        }
        self.record_success(&ws, &req.effect);
        if let Ok(Some(snap)) = self.shared.store.snapshot(&ws) {
            let meters = snap.meter(Meter::ApiUnlocks);
            let resets = resets_text(snap.cycle_ends.as_deref());
            let line = quota::spent_line(
                Meter::ApiUnlocks,
                1,
                (meters.limit - meters.used, meters.limit),
                self.shared.allowance_left(Meter::ApiUnlocks, 0),
                resets.as_deref(),
                false,
            );
            self.shared
                .sink
                .status(&format!("the retry shows the unlock made: {line}"));
        }
    }

    /// An unlock the service answered with a record unlocked before this
    /// request (its `unlockedAt` against the service's `Date`): it counted
    /// nothing, so the hold is released, no spend line is written, the
    /// run's budget and the member's allowance are not used, and the
    /// candidate is the workspace's as this store saw from the answer.
    fn settle_unlocked_before(&self, ticket: Ticket, id: i64, m: Meter, ws: &str, effect: &Effect) {
        {
            let mut state = lock(&self.state);
            state.spent[slot_of(m)] -= 1;
            state.settled.push((ticket, Spent::No));
        }
        if let Err(e) = self.shared.store.release(id) {
            self.shared
                .sink
                .trace(&format!("the ledger did not release a hold: {e}"));
        }
        self.record_success(ws, effect);
        self.shared.sink.status(ALREADY_UNLOCKED);
    }

    fn row(&self, ws: &str, m: Meter, outcome: String) -> AuditRow {
        AuditRow {
            at_ms: self.shared.store.now_ms(),
            workspace: ws.to_string(),
            command: self.shared.opts.command.clone(),
            meter: words(m).name.to_string(),
            cost: 1,
            outcome,
            member: self.shared.opts.member.clone(),
        }
    }

    /// What a spend that went through leaves in the ledger: the candidate
    /// unlocked, the invite sent (by whom).
    fn record_success(&self, ws: &str, effect: &Effect) {
        let member = &self.shared.opts.member;
        let _ = match effect {
            Effect::Unlock { card } => self.shared.store.mark_unlocked_by(ws, card, member),
            Effect::Invite { job, card } => self.shared.store.mark_invited_by(
                ws,
                job,
                std::slice::from_ref(card),
                "invite",
                member,
            ),
            _ => Ok(()),
        };
    }

    /// The run was stopped with requests perhaps in flight: each hold of
    /// an attempt that was sent is settled as "may have spent" (the service
    /// may have counted it), never released. Returns what may have been
    /// spent, per meter.
    pub(super) fn interrupted(&self) -> Vec<(Meter, i64)> {
        let reach: Vec<(i64, i64, String)> =
            lock(&self.state).reach.drain().map(|(_, r)| r).collect();
        for (id, people, ws) in reach {
            let row = self.reach_row(&ws, people, "maybe (interrupted)".to_string());
            let _ = self.shared.store.settle(id, true, &row);
        }
        let held: Vec<(i64, Meter, String)> = {
            let mut state = lock(&self.state);
            let held: Vec<(Ticket, (i64, Meter, String))> = state.held.drain().collect();
            let maybe = held.iter().map(|(t, _)| (*t, Spent::Maybe));
            state.settled.extend(maybe.collect::<Vec<_>>());
            held.into_iter().map(|(_, h)| h).collect()
        };
        let mut maybe: Vec<(Meter, i64)> = Vec::new();
        for (id, m, ws) in held {
            let row = self.row(&ws, m, "maybe (interrupted)".to_string());
            let _ = self.shared.store.settle(id, true, &row);
            match maybe.iter_mut().find(|(k, _)| *k == m) {
                Some((_, n)) => *n += 1,
                None => maybe.push((m, 1)),
            }
        }
        maybe
    }

    /// How many holds were settled so far (a [`super::Mark`]).
    pub(super) fn settled_count(&self) -> usize {
        lock(&self.state).settled.len()
    }

    /// What the holds settled after the first `from` came to, together:
    /// maybe when any may have spent, yes when any spent, else no.
    pub(super) fn spent_since(&self, from: usize) -> Spent {
        let state = lock(&self.state);
        let mut last: HashMap<Ticket, Spent> = HashMap::new();
        for (t, s) in state.settled.iter().skip(from) {
            last.insert(*t, *s);
        }
        if last.values().any(|s| *s == Spent::Maybe) {
            Spent::Maybe
        } else if last.values().any(|s| *s == Spent::Yes) {
            Spent::Yes
        } else {
            Spent::No
        }
    }

    /// How many requests settled after the first `from` came to spent or
    /// maybe spent (each request once, by its last settlement).
    pub(super) fn units_since(&self, from: usize) -> u64 {
        let state = lock(&self.state);
        let mut last: HashMap<Ticket, Spent> = HashMap::new();
        for (t, s) in state.settled.iter().skip(from) {
            last.insert(*t, *s);
        }
        last.values().filter(|s| **s != Spent::No).count() as u64
    }

    /// Attempts of this run that may have spent, per meter.
    pub(super) fn possible_spends(&self) -> Vec<(Meter, u32)> {
        lock(&self.state).possible.by_meter.clone()
    }

    pub(super) fn begin_batch(&self) {
        lock(&self.state).batch = Some(Batch::default());
    }

    pub(super) fn end_batch(&self) {
        let Some(b) = lock(&self.state).batch.take() else {
            return;
        };
        if let Some(m) = b.meter {
            self.shared.sink.status(&quota::spent_line(
                m,
                b.units,
                (b.left, b.limit),
                b.allowance,
                b.resets.as_deref(),
                b.maybe,
            ));
        }
    }
}

/// The receipt of an unlock that cost nothing (cli.md, *mcp*: "unlocked
/// before").
pub const ALREADY_UNLOCKED: &str = "already unlocked, no unlock spent";

/// A bulk invite's job's daily cap (the service's).
const BULK_CAP: i64 = talent_spec::limits::BULK_INVITES_PER_JOB_PER_DAY as i64;

/// An invite the ledger saw go out: refused unsent (invites are first
/// contact only).
fn invited_before(job: &str, card: &str, team: bool) -> Error {
    // A gateway's and a team ledger's record is the team's, not this
    // machine's.
    let ledger = if team { "team" } else { "local" };
    Error::new(
        ErrorKind::Conflict,
        format!(
            "{card} was already invited to {job} ({}, from the {ledger} ledger); nothing was sent",
            codes::ALREADY_EXISTS_IN_JOB_PIPELINE
        ),
    )
    .with_code(codes::ALREADY_EXISTS_IN_JOB_PIPELINE)
    .with_hint(format!(
        "invites are first contact only; find the thread with `talent apps {job} --fields talentCardId,threadId`, then `talent message THREAD_ID`"
    ))
}

/// Whether an attempt's answer is an unlock's record the workspace had
/// unlocked before the request was sent (the client reads it).
fn unlocked_before(req: &Request, outcome: &Outcome<'_>, gateway: bool) -> bool {
    // Through a gateway its `Talent-Spent` says (the record's `unlockedAt`
    // against the `Date` cannot tell "just now by me" from "a moment ago
    // by another member").
    if let (
        true,
        Effect::Unlock { .. },
        Outcome::Answered {
            status: 200..=299,
            headers,
            ..
        },
    ) = (gateway, &req.effect, outcome)
    {
        match headers
            .get(crate::api::gateway::SPENT_HEADER)
            .and_then(|v| v.to_str().ok())
        {
            Some("0") => return true,
            Some("1") => return false,
            _ => {}
        }
    }
    matches!(
        (&req.effect, outcome),
        (
            Effect::Unlock { .. },
            Outcome::Answered {
                status: 200..=299,
                unlocked_before: true,
                ..
            }
        )
    )
}

/// The refusal of a hold the ledger found short of quota.
fn short(m: Meter, left: i64, limit: i64, resets: Option<&str>) -> Error {
    let verdict = quota::judge(Spend {
        meter: m,
        cost: 1,
        left,
        limit,
        reserve: 0,
        budget_left: None,
        accepted: true,
        resets,
    });
    match verdict {
        Verdict::Refuse(e) => e,
        _ => Error::quota(
            crate::error::Cause::QuotaExhausted,
            "the quota is spent; nothing was sent",
        ),
    }
}

/// `cycleEndsOn` when it is an instant (RFC 3339); quota.rs words it.
pub(super) fn resets_text(cycle_ends: Option<&str>) -> Option<String> {
    let t = chrono::DateTime::parse_from_rfc3339(cycle_ends?).ok()?;
    Some(t.to_rfc3339())
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

#[cfg(test)]
mod tests {
    //! The spend layer's own rules, free of the store (the layer with a
    //! store is tried through the guard in `guard::tests`).
    use super::*;

    #[test]
    fn a_retried_unlock_is_one_possible_spend_a_search_page_one_a_page() {
        let mut p = Possible::default();
        let unlock = Effect::Unlock {
            card: "tc_1".into(),
        };
        assert!(!p.counted(Ticket(1), &unlock));
        p.note(Ticket(1), Meter::ApiUnlocks);
        p.note(Ticket(1), Meter::ApiUnlocks);
        assert!(
            p.counted(Ticket(1), &unlock),
            "its retry holds nothing more"
        );
        p.note(Ticket(2), Meter::Searches);
        p.note(Ticket(2), Meter::Searches);
        assert!(
            !p.counted(Ticket(2), &Effect::Search),
            "a search page spends each time"
        );
        assert_eq!(
            p.by_meter,
            vec![(Meter::ApiUnlocks, 1), (Meter::Searches, 2)]
        );
    }

    /// Hole (gwfix 3): through a gateway an unlock another member made a
    /// moment before was told "spent 1 unlock" (its `unlockedAt` is not a
    /// second older than the `Date`); the gateway's `Talent-Spent` says.
    #[test]
    fn a_gateways_talent_spent_0_is_an_unlock_made_before() {
        let req = crate::ops::kit::routes::candidate_details("tc_1", "tc_1");
        let mut h = reqwest::header::HeaderMap::new();
        let answered = |h: &reqwest::header::HeaderMap, before: bool| {
            let o = Outcome::Answered {
                status: 200,
                headers: h,
                unlocked_before: before,
                already_invited: 0,
            };
            (
                unlocked_before(&req, &o, true),
                unlocked_before(&req, &o, false),
            )
        };
        assert_eq!(answered(&h, false), (false, false));
        h.insert("talent-spent", "0".parse().unwrap());
        assert_eq!(answered(&h, false), (true, false), "only a gateway's word");
        h.insert("talent-spent", "1".parse().unwrap());
        assert_eq!(answered(&h, true), (false, true), "the gateway counted it");
    }

    #[test]
    fn a_hold_the_ledger_refuses_says_why() {
        let e = short(Meter::ApiUnlocks, 0, 10, Some("2026-12-01T00:00:00+00:00"));
        assert_eq!(e.kind, ErrorKind::Quota);
        assert!(
            e.message.starts_with("needs 1 unlock, 0 left"),
            "{}",
            e.message
        );
        assert!(e.hint.unwrap_or_default().starts_with("nothing was sent"));
        assert_eq!(resets_text(Some("not a date")), None);
        assert_eq!(
            resets_text(Some("2026-12-01T00:00:00Z")).as_deref(),
            Some("2026-12-01T00:00:00+00:00")
        );
    }
}
