//! The run's one question before its first spend (`ask = "spends"`, the
//! contract's *Asking before a spend, on a terminal*): a command that
//! unlocks, invites, bulk-invites or plans more than 10 searches asks once,
//! before anything is sent, naming what its yes approves, the cost, what is
//! left after and the reset. A yes accepts the meter for the rest of the
//! run, so a tripped guard asks nothing more (one question per run); a run
//! nobody can ask (no terminal, `--no-input`) goes on as a script does.

use std::sync::atomic::Ordering;

use talent_spec::rate::Meter;

use std::sync::atomic::AtomicBool;

use super::ask::{Answer, Approved, Ask, Kind, Question};
use super::quota::{self, NO_CYCLE_END};
use super::shared::{slot_of, Shared};
use super::spend::Spender;
use crate::ledger::RowKind;
use crate::meter::words;
use crate::Result;

/// A plan of more than this many searches is asked about.
pub const PLANNED_SEARCHES_ASKED: u64 = 10;

/// What the first spend of a run costs.
#[derive(Debug, Clone, Copy)]
pub enum Cost<'a> {
    /// Units of a quota meter.
    Meter(Meter, u64),
    /// Invites of one job, against its daily cap.
    BulkInvites { job: &'a str, n: u64 },
}

/// The question before a run's first spend, as the command knows it.
#[derive(Debug, Clone)]
pub struct First<'a> {
    pub cost: Cost<'a>,
    pub kind: Kind,
    /// Who and what: the people (as a person reads them), the job.
    pub approved: Approved,
    /// A run of pages: its plan (`12 pages, at least 1m 50s at the rate
    /// limits`), said before the cost.
    pub plan: Option<String>,
}

/// The pieces of a guard the question needs.
pub(super) struct Asker<'g> {
    pub shared: &'g Shared,
    pub spend: &'g Spender,
    pub ask: &'g dyn Ask,
    /// That question was answered yes (one question per run).
    pub asked: &'g AtomicBool,
}

impl Asker<'_> {
    pub(super) async fn ask_first(&self, first: First<'_>) -> Result<()> {
        let opts = &self.shared.opts;
        if !opts.ask_spends || opts.dry_run || opts.yes || self.asked.load(Ordering::Relaxed) {
            return Ok(());
        }
        let question = match first.cost {
            Cost::Meter(m, cost) => {
                let budget = opts.budgets[slot_of(m)];
                if cost == 0 || budget.is_some() {
                    return Ok(());
                }
                let quote = self
                    .spend
                    .weigh(m, i64::try_from(cost).unwrap_or(i64::MAX), true)
                    .await?;
                if quote.refusal.is_some() {
                    return Ok(());
                }
                // Through a gateway: past the member's allowance the gateway
                // refuses it, naming the allowance and its reset (nothing
                // to ask); within it, the question says what it leaves.
                let allowance = self.shared.allowance_left(m, quote.question.cost);
                let own = match self.shared.allowance_left(m, 0) {
                    Some((left, _)) if left < quote.question.cost => return Ok(()),
                    _ => allowance.map(|(left, cap)| {
                        format!(" (your allowance: {left} of {cap} left after)")
                    }),
                };
                let spend_words = match quote.warning {
                    // The tripped guard's question is this one.
                    Some(w) => w,
                    None => format!(
                        "this spends {} and leaves {} of {}{}; {}",
                        words(m).count(quote.question.cost),
                        quote.question.left - quote.question.cost,
                        quote.question.limit,
                        own.unwrap_or_default(),
                        quota::reset_words(quote.question.resets_at.as_deref(), NO_CYCLE_END)
                    ),
                };
                Question {
                    why: with_plan(first.plan.as_deref(), spend_words),
                    kind: first.kind,
                    approved: first.approved,
                    ..quote.question
                }
            }
            Cost::BulkInvites { job, n } => {
                if n == 0 {
                    return Ok(());
                }
                let (times, _) = self.shared.bulk_invite_times(job).await?;
                let cap = talent_spec::limits::BULK_INVITES_PER_JOB_PER_DAY as i64;
                let n = i64::try_from(n).unwrap_or(i64::MAX);
                let left = cap - times.len() as i64;
                if n > left {
                    return Ok(());
                }
                Question {
                    meter: Meter::Messages,
                    cost: n,
                    left,
                    limit: cap,
                    why: with_plan(
                        first.plan.as_deref(),
                        format!(
                            "this sends {n} {} and leaves {} of the job's {cap} a day; the cap is a rolling day",
                            if n == 1 { "invite" } else { "invites" },
                            left - n
                        ),
                    ),
                    kind: first.kind,
                    approved: first.approved,
                    ..Question::default()
                }
            }
        };
        match self.ask.ask(&question).await? {
            Answer::Yes => {
                self.asked.store(true, Ordering::Relaxed);
                if let Cost::Meter(m, _) = first.cost {
                    self.spend.accept(m, true);
                }
                Ok(())
            }
            Answer::No => {
                let meter = match first.cost {
                    Cost::Meter(m, _) => m,
                    Cost::BulkInvites { .. } => Meter::Messages,
                };
                self.shared.note(RowKind::Declined, Some(meter));
                Err(quota::declined(&question))
            }
            // Nobody to ask: the run spends as a script does (a tripped
            // guard still refuses it at the spend).
            Answer::CannotAsk => Ok(()),
        }
    }
}

/// The plan, then the cost: `12 pages, …; this spends 12 searches …`.
fn with_plan(plan: Option<&str>, spend: String) -> String {
    match plan {
        Some(p) => format!("{p}; {spend}"),
        None => spend,
    }
}

/// The least time `searches` take at the search rate limit (the first
/// window's at once, then one window for each further window's worth):
/// `1m`, or nothing when one window holds them.
pub(crate) fn least_time(searches: u64) -> Option<String> {
    let per = u64::from(talent_spec::rate::RateClass::Search.limit()).max(1);
    let windows = searches.saturating_sub(1) / per;
    if windows == 0 {
        return None;
    }
    let secs = windows * talent_spec::rate::WINDOW_SECS;
    Some(crate::api::retry::human(std::time::Duration::from_secs(
        secs,
    )))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_least_time_counts_the_windows_after_the_first() {
        assert_eq!(least_time(10), None);
        assert_eq!(least_time(11).as_deref(), Some("1m"));
        assert_eq!(least_time(25).as_deref(), Some("2m"));
    }
}
