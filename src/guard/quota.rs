//! The quota guard's decisions, free of I/O: whether a spend fits what is
//! left, what the reserve and the run's budget say, and the words for each.
//!
//! Every refusal and decline names when it ends — the meters' reset
//! (`cycleEndsOn`), or for the bulk-invite cap when enough of the job's
//! invites are a day old — in its line and in the error's `resets` /
//! `resets_at`; where that is not known it says so. The team allowance's
//! refusal (per member and cycle, once the team ledger exists) words its
//! reset here too, with [`reset_words`] and [`Error::with_reset`] as the
//! others do.

use talent_spec::rate::Meter;

use chrono::{DateTime, Utc};

use super::ask::Question;
use crate::error::{AllowanceRefusal, Cause};
use crate::ledger::Allowance;
use crate::meter::words;
use crate::{Error, ErrorKind};

/// The local code of a run that reached its `--max-*` budget: a list run
/// stops there cleanly; a single spend is refused with exit 5.
pub const BUDGET_REACHED: &str = "budget_reached";

/// Whether an error is a run reaching its budget.
pub fn is_budget(e: &Error) -> bool {
    e.cause == Cause::SessionCap
}

pub(super) use crate::meter::default_reserve;

/// Why a reset is not known, when no usage was read.
pub const NO_USAGE_READ: &str = "no usage read yet";

/// Why a reset is not known, when the usage read named no cycle end.
pub const NO_CYCLE_END: &str = "the usage read named no cycle end";

/// An instant (RFC 3339) as people read a meter's reset: `1 Dec`.
pub(super) fn reset_day(at: &str) -> Option<String> {
    let t = DateTime::parse_from_rfc3339(at).ok()?;
    Some(t.format("%-d %b").to_string())
}

/// `resets on 1 Dec`, or `the reset date is not known (WHY)`.
pub(super) fn reset_words(at: Option<&str>, unknown: &str) -> String {
    match at.and_then(reset_day) {
        Some(day) => format!("resets on {day}"),
        None => format!("the reset date is not known ({unknown})"),
    }
}

/// Sets the error's reset from the meters' `at` (RFC 3339), when known.
fn with_meter_reset(e: Error, at: Option<&str>) -> Error {
    match at.and_then(|a| Some((reset_day(a)?, a))) {
        Some((day, at)) => e.with_reset(day, Some(at.to_string())),
        None => e,
    }
}

/// What the guard says to a spend of `cost`.
#[derive(Debug)]
pub enum Verdict {
    Go,
    /// It would leave less than the reserve: ask (or refuse without a
    /// terminal), in these words, which end with the reset.
    Ask(String),
    Refuse(Error),
}

/// The reserve question answered no.
pub(super) fn declined(q: &Question) -> Error {
    let e = Error::quota(
        Cause::GuardRefused,
        format!("{}; declined, nothing was sent", q.why),
    );
    with_meter_reset(e, q.resets_at.as_deref())
}

/// The reserve question when nobody can answer it (no terminal, and
/// neither `--yes` nor a budget).
pub(super) fn reserve_refusal(q: &Question) -> Error {
    let e = Error::quota(Cause::GuardRefused, format!("{}; nothing was sent", q.why)).with_hint(
        format!(
            "pass --yes, or give this run a budget with {} N",
            words(q.meter).budget_flag
        ),
    );
    with_meter_reset(e, q.resets_at.as_deref())
}

/// The facts of one decision.
#[derive(Debug, Clone, Copy)]
pub struct Spend<'a> {
    pub meter: Meter,
    pub cost: i64,
    /// Left on the service (limit − used − held by requests in flight).
    pub left: i64,
    pub limit: i64,
    pub reserve: i64,
    /// Left of this run's `--max-*` budget, when one was given.
    pub budget_left: Option<i64>,
    /// `--yes`, a budget flag, or an earlier "yes" in this run.
    pub accepted: bool,
    /// When the meters reset (`cycleEndsOn`, RFC 3339), when known.
    pub resets: Option<&'a str>,
}

pub(super) fn judge(s: Spend<'_>) -> Verdict {
    if let Some(budget) = s.budget_left {
        if s.cost > budget {
            let mut e = Error::quota(
                Cause::SessionCap,
                format!(
                    "this run's budget is spent ({} {} left, {} needed)",
                    words(s.meter).budget_flag,
                    budget.max(0),
                    s.cost
                ),
            )
            .with_hint(format!(
                "raise {} to spend more in one run",
                words(s.meter).budget_flag
            ));
            e.code = Some(BUDGET_REACHED.to_string());
            return Verdict::Refuse(e);
        }
    }
    if s.cost > s.left {
        let e = Error::quota(
            Cause::QuotaExhausted,
            format!(
                "needs {}, {} left; {}",
                words(s.meter).count(s.cost),
                s.left.max(0),
                reset_words(s.resets, NO_CYCLE_END)
            ),
        )
        .with_hint(match s.resets.and_then(reset_day) {
            Some(r) => {
                format!("nothing was sent; the meters reset on {r}, or ask for a higher grant")
            }
            None => "nothing was sent; `talent usage` shows the meters; wait for the next cycle or ask for a higher grant"
                .to_string(),
        });
        return Verdict::Refuse(with_meter_reset(e, s.resets));
    }
    let after = s.left - s.cost;
    if after < s.reserve && !s.accepted {
        return Verdict::Ask(format!(
            "this spends {} and leaves {} of {} (your reserve is {}); {}",
            words(s.meter).count(s.cost),
            after,
            s.limit,
            s.reserve,
            reset_words(s.resets, NO_CYCLE_END)
        ));
    }
    Verdict::Go
}

/// The bulk-invite cap's refusal: a job takes `cap` invites in a rolling
/// day of `day_ms`; `times` are when its invites of the last day went out
/// (ms, oldest first) and `n` how many more this request sends. The cap
/// resets — room for `n` more — when enough of those are a day old.
pub(super) fn bulk_cap_refusal(job: &str, cap: i64, times: &[i64], n: i64, day_ms: i64) -> Error {
    let sent = times.len() as i64;
    let line = format!(
        "job {job} takes {cap} invites a day: {sent} went out in the last day, {n} more would pass it"
    );
    let hint = "send the rest then (the cap is per job and rolling day); candidates already invited are skipped";
    // The oldest invites that must age out first.
    let must_age = sent + n - cap;
    let frees = usize::try_from(must_age - 1)
        .ok()
        .and_then(|i| times.get(i))
        .and_then(|t| DateTime::<Utc>::from_timestamp_millis(t.saturating_add(day_ms)));
    match frees {
        Some(at) => {
            let text = at.format("%-d %b %H:%M UTC").to_string();
            Error::quota(
                Cause::GuardRefused,
                format!("{line}; resets at {text} (room for {n} more); nothing was sent"),
            )
            .with_hint(hint)
            .with_reset(text, Some(at.to_rfc3339()))
        }
        // More than the cap in one request: no reset makes room.
        None if n > cap => Error::quota(
            Cause::GuardRefused,
            format!("{line}; no reset makes room for {n} at once; nothing was sent"),
        )
        .with_hint(format!("send at most {cap} ids for one job in a day")),
        None => Error::quota(
            Cause::GuardRefused,
            format!("{line}; the reset time is not known; nothing was sent"),
        )
        .with_hint(hint),
    }
}

/// Names the reset in a quota error that came from the service (the
/// guard's own refusals already do): the meters' from the last usage read
/// (`cycle_end_ms`), or that it is not known. The service's bulk-invite cap
/// counts invites this machine may not have seen, so its reset is not
/// known here; the rolling `day_ms` bounds it.
pub fn name_reset(e: Error, cycle_end_ms: Option<i64>, day_ms: i64) -> Error {
    // A gateway's allowance refusal words its own reset (or that it has
    // none): the meters' are not the allowance's.
    if e.kind != ErrorKind::Quota
        || e.status.is_none()
        || e.resets_at().is_some()
        || e.cause == Cause::TeamAllowance
    {
        return e;
    }
    let mut e = e;
    if e.code.as_deref() == Some(talent_spec::codes::INVITE_LIMIT_EXCEEDED) {
        let by = DateTime::<Utc>::from_timestamp_millis(
            crate::clock::now()
                .timestamp_millis()
                .saturating_add(day_ms),
        );
        let by = by.map_or_else(String::new, |t| {
            format!(": by {} at the latest", t.format("%-d %b %H:%M UTC"))
        });
        e.message = format!(
            "{}; the reset time is not known (the service counts the job's invites of the last day){by}",
            e.message
        );
        return e;
    }
    let at = cycle_end_ms
        .and_then(DateTime::<Utc>::from_timestamp_millis)
        .map(|t| t.to_rfc3339());
    e.message = format!(
        "{}; {}",
        e.message,
        reset_words(at.as_deref(), NO_USAGE_READ)
    );
    with_meter_reset(e, at.as_deref())
}

/// A member's allowance per cycle would be passed by a request that
/// `needs` this much of it (`team allowance set`): exit 5, whatever
/// `--yes` says. Typed ([`Error::allowance`]) so the gateway answers it as
/// `allowance_exceeded` (`guard::refusal`). Spent, or with some left that
/// the request needs more than (a bulk invite of 3 with 2 left).
pub(crate) fn allowance_refusal(
    a: Allowance,
    member: &str,
    (cap, used, needs): (i64, i64, i64),
    resets: Option<&str>,
) -> Error {
    let when = match resets.and_then(reset_day) {
        Some(day) => format!("; it resets on {day}"),
        None => String::new(),
    };
    let left = cap - used.max(0);
    let stands = if left > 0 {
        let needs = match a {
            Allowance::Outreach => format!(
                "would reach {}",
                if needs == 1 {
                    "1 person".to_string()
                } else {
                    format!("{needs} people")
                }
            ),
            Allowance::Meter(_) => format!("needs {}", a.count(needs)),
        };
        format!(
            "has {left} left ({} used or in flight) and this request {needs}",
            used.max(0)
        )
    } else {
        format!("is spent ({} used or in flight)", used.max(0))
    };
    let e = Error::quota(
        Cause::TeamAllowance,
        format!(
            "{member}'s allowance of {} this cycle {stands}{when}; nothing was sent",
            a.count(cap),
        ),
    )
    .with_hint(format!(
        "ask whoever runs the team to raise it (`talent team allowance set {member} --{} N`); --yes does not pass an allowance",
        a.name()
    ))
    .with_allowance(AllowanceRefusal {
        allowance: a.name(),
        member: member.to_string(),
        limit: cap,
        used: used.max(0),
    });
    with_meter_reset(e, resets)
}

/// The line after a spend: `spent 1 unlock · 6 of 10 left · resets 1 Dec`
/// (`resets`: `cycleEndsOn`, RFC 3339).
pub(super) fn spent_line(
    m: Meter,
    cost: i64,
    (left, limit): (i64, i64),
    allowance: Option<(i64, i64)>,
    resets: Option<&str>,
    maybe: bool,
) -> String {
    let what = if maybe {
        format!("may have spent {}", words(m).count(cost))
    } else {
        format!("spent {}", words(m).count(cost))
    };
    let mut line = format!("{what} · {} of {limit} left", left.max(0));
    // Through a gateway, the member's own allowance beside the workspace's.
    if let Some((left, cap)) = allowance {
        line.push_str(&format!(" · your allowance {left} of {cap} left"));
    }
    if let Some(r) = resets.and_then(reset_day) {
        line.push_str(&format!(" · resets {r}"));
    }
    line
}

#[cfg(test)]
mod tests {
    use super::*;

    const DEC_1: &str = "2026-12-01T00:00:00+00:00";

    fn spend(cost: i64, left: i64) -> Spend<'static> {
        Spend {
            meter: Meter::Searches,
            cost,
            left,
            limit: 100,
            reserve: 20,
            budget_left: None,
            accepted: false,
            resets: Some(DEC_1),
        }
    }

    #[test]
    fn more_than_left_is_refused_with_the_reset() {
        let Verdict::Refuse(e) = judge(spend(6, 4)) else {
            panic!("refused")
        };
        assert_eq!(e.kind, ErrorKind::Quota);
        assert_eq!(e.message, "needs 6 searches, 4 left; resets on 1 Dec");
        assert_eq!(e.resets(), Some("1 Dec"));
        assert_eq!(e.resets_at(), Some(DEC_1));
        let unknown = Spend {
            resets: None,
            ..spend(6, 4)
        };
        let Verdict::Refuse(e) = judge(unknown) else {
            panic!("refused")
        };
        assert_eq!(
            e.message,
            "needs 6 searches, 4 left; the reset date is not known (the usage read named no cycle end)"
        );
        assert_eq!(e.resets(), None);
    }

    #[test]
    fn the_reserve_refusal_and_the_decline_name_the_reset() {
        let s = Spend {
            meter: Meter::ApiUnlocks,
            limit: 10,
            reserve: 2,
            ..spend(1, 2)
        };
        let Verdict::Ask(why) = judge(s) else {
            panic!("asks")
        };
        assert_eq!(
            why,
            "this spends 1 unlock and leaves 1 of 10 (your reserve is 2); resets on 1 Dec"
        );
        let a = Question {
            meter: Meter::ApiUnlocks,
            cost: 1,
            left: 2,
            limit: 10,
            reserve: 2,
            resets: Some("1 Dec".into()),
            resets_at: Some(DEC_1.into()),
            why,
            ..Default::default()
        };
        let refusal = reserve_refusal(&a);
        assert_eq!(refusal.kind, ErrorKind::Quota);
        assert_eq!(
            refusal.message,
            "this spends 1 unlock and leaves 1 of 10 (your reserve is 2); resets on 1 Dec; nothing was sent"
        );
        assert!(refusal
            .hint
            .as_deref()
            .is_some_and(|h| h.contains("--max-unlocks")));
        let declined = declined(&a);
        assert!(declined
            .message
            .ends_with("resets on 1 Dec; declined, nothing was sent"));
        for e in [refusal, declined] {
            assert_eq!(e.resets(), Some("1 Dec"));
            assert_eq!(e.to_json()["error"]["resets_at"], DEC_1);
        }
    }

    #[test]
    fn the_bulk_cap_resets_when_enough_invites_are_a_day_old() {
        let day = 86_400_000;
        // 480 went out, the oldest at 0, one a minute; 50 more need the
        // 30 oldest gone: the 30th went out at minute 29.
        let times: Vec<i64> = (0..480).map(|i| i * 60_000).collect();
        let e = bulk_cap_refusal("job_1", 500, &times, 50, day);
        assert_eq!(e.kind, ErrorKind::Quota);
        assert_eq!(
            e.message,
            "job job_1 takes 500 invites a day: 480 went out in the last day, 50 more would pass it; resets at 2 Jan 00:29 UTC (room for 50 more); nothing was sent"
        );
        assert_eq!(e.resets(), Some("2 Jan 00:29 UTC"));
        assert_eq!(e.resets_at(), Some("1970-01-02T00:29:00+00:00"));
        let too_many = bulk_cap_refusal("job_1", 500, &[], 501, day);
        assert!(
            too_many.message.contains("no reset makes room for 501"),
            "{}",
            too_many.message
        );
    }

    #[test]
    fn a_service_quota_error_gets_the_reset_of_the_last_usage_read() {
        let service = || {
            Error::new(
                ErrorKind::Quota,
                "Unlock quota exhausted (HTTP 429, api_unlock_limit_reached)",
            )
            .with_status(429)
            .with_code("api_unlock_limit_reached")
        };
        let dec_1 = DateTime::parse_from_rfc3339(DEC_1)
            .map(|t| t.timestamp_millis())
            .ok();
        let e = name_reset(service(), dec_1, 86_400_000);
        assert!(e.message.ends_with("; resets on 1 Dec"), "{}", e.message);
        assert_eq!(e.resets_at(), Some(DEC_1));
        let e = name_reset(service(), None, 86_400_000);
        assert!(
            e.message
                .ends_with("; the reset date is not known (no usage read yet)"),
            "{}",
            e.message
        );
        let cap = Error::new(ErrorKind::Quota, "cap (HTTP 429, invite_limit_exceeded)")
            .with_status(429)
            .with_code(talent_spec::codes::INVITE_LIMIT_EXCEEDED);
        let e = name_reset(cap, dec_1, 86_400_000);
        assert!(
            e.message.contains("the reset time is not known"),
            "{}",
            e.message
        );
        assert!(e.message.contains("at the latest"), "{}", e.message);
        // The guard's own refusals, and other kinds, are left as they are.
        let local = Error::new(ErrorKind::Quota, "needs 1 unlock, 0 left; resets on 1 Dec");
        assert_eq!(
            name_reset(local, None, 1).message,
            "needs 1 unlock, 0 left; resets on 1 Dec"
        );
    }

    #[test]
    fn crossing_the_reserve_asks_unless_accepted() {
        assert!(matches!(judge(spend(1, 50)), Verdict::Go));
        assert!(matches!(judge(spend(1, 20)), Verdict::Ask(_)));
        let accepted = Spend {
            accepted: true,
            ..spend(1, 20)
        };
        assert!(matches!(judge(accepted), Verdict::Go));
    }

    #[test]
    fn a_budget_is_checked_first_and_marked() {
        let s = Spend {
            budget_left: Some(0),
            ..spend(1, 50)
        };
        let Verdict::Refuse(e) = judge(s) else {
            panic!("refused")
        };
        assert_eq!(e.code.as_deref(), Some(BUDGET_REACHED));
        assert!(e.message.contains("--max-searches"));
    }

    #[test]
    fn the_spent_line_reads_as_the_contract_shows() {
        assert_eq!(
            spent_line(Meter::ApiUnlocks, 1, (6, 10), None, Some(DEC_1), false),
            "spent 1 unlock · 6 of 10 left · resets 1 Dec"
        );
        assert_eq!(
            spent_line(
                Meter::ApiUnlocks,
                2,
                (6, 10),
                Some((1, 5)),
                Some(DEC_1),
                false
            ),
            "spent 2 unlocks · 6 of 10 left · your allowance 1 of 5 left · resets 1 Dec"
        );
        assert_eq!(default_reserve(10), 2);
        assert_eq!(default_reserve(100), 20);
    }
}
