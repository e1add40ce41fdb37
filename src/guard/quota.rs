//! The quota guard's decisions, free of I/O: whether a spend fits what is
//! left, what the reserve and the run's budget say, and the words for each.

use talent_spec::rate::Meter;

use crate::{Error, ErrorKind};

/// The local code of a run that reached its `--max-*` budget: a list run
/// stops there cleanly; a single spend is refused with exit 5.
pub const BUDGET_REACHED: &str = "budget_reached";

/// The ledger's name of a meter.
pub fn name(m: Meter) -> &'static str {
    match m {
        Meter::ApiUnlocks => "unlocks",
        Meter::Searches => "searches",
        Meter::Messages => "messages",
    }
}

/// "1 unlock", "6 searches".
pub fn count(m: Meter, n: i64) -> String {
    let (one, many) = match m {
        Meter::ApiUnlocks => ("unlock", "unlocks"),
        Meter::Searches => ("search", "searches"),
        Meter::Messages => ("message", "messages"),
    };
    format!("{n} {}", if n == 1 { one } else { many })
}

/// The budget flag of a meter.
pub fn budget_flag(m: Meter) -> &'static str {
    match m {
        Meter::ApiUnlocks => "--max-unlocks",
        Meter::Searches => "--max-searches",
        Meter::Messages => "--max-messages",
    }
}

/// The config key of a meter's reserve.
pub fn reserve_key(m: Meter) -> &'static str {
    match m {
        Meter::ApiUnlocks => "reserve_unlocks",
        Meter::Searches => "reserve_searches",
        Meter::Messages => "reserve_messages",
    }
}

/// The reserve when the config sets none: 20 % of the limit.
pub fn default_reserve(limit: i64) -> i64 {
    limit.max(0) / 5
}

/// What the guard says to a spend of `cost`.
#[derive(Debug)]
pub enum Verdict {
    Go,
    /// It would leave less than the reserve: ask (or refuse without a terminal).
    Ask(String),
    Refuse(Error),
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
    /// When the meters reset, as people read it (`1 Dec`).
    pub resets: Option<&'a str>,
}

pub fn judge(s: Spend<'_>) -> Verdict {
    if let Some(budget) = s.budget_left {
        if s.cost > budget {
            let mut e = Error::new(
                ErrorKind::Quota,
                format!(
                    "this run's budget is spent ({} {} left, {} needed)",
                    budget_flag(s.meter),
                    budget.max(0),
                    s.cost
                ),
            )
            .with_hint(format!(
                "raise {} to spend more in one run",
                budget_flag(s.meter)
            ));
            e.code = Some(BUDGET_REACHED.to_string());
            return Verdict::Refuse(e);
        }
    }
    if s.cost > s.left {
        let when = s
            .resets
            .map(|r| format!("; resets on {r}"))
            .unwrap_or_default();
        return Verdict::Refuse(
            Error::new(
                ErrorKind::Quota,
                format!(
                    "needs {}, {} left{when}",
                    count(s.meter, s.cost),
                    s.left.max(0)
                ),
            )
            .with_hint(match s.resets {
                Some(r) => {
                    format!("nothing was sent; the meters reset on {r}, or ask for a higher grant")
                }
                None => "nothing was sent; wait for the next cycle or ask for a higher grant"
                    .to_string(),
            })
            .with_resets(s.resets),
        );
    }
    let after = s.left - s.cost;
    if after < s.reserve && !s.accepted {
        return Verdict::Ask(format!(
            "this spends {} and leaves {} of {} (your reserve is {})",
            count(s.meter, s.cost),
            after,
            s.limit,
            s.reserve
        ));
    }
    Verdict::Go
}

/// The refusal when the reserve would be crossed and nobody can be asked.
pub fn reserve_refusal(m: Meter, why: &str) -> Error {
    Error::new(ErrorKind::Quota, format!("{why}; nothing was sent")).with_hint(format!(
        "pass --yes, or give this run a budget with {} N",
        budget_flag(m)
    ))
}

/// The line after a spend: `spent 1 unlock · 6 of 10 left · resets 1 Dec`.
pub fn spent_line(
    m: Meter,
    cost: i64,
    left: i64,
    limit: i64,
    resets: Option<&str>,
    maybe: bool,
) -> String {
    let what = if maybe {
        format!("may have spent {}", count(m, cost))
    } else {
        format!("spent {}", count(m, cost))
    };
    let mut line = format!("{what} · {} of {limit} left", left.max(0));
    if let Some(r) = resets {
        line.push_str(&format!(" · resets {r}"));
    }
    line
}

#[cfg(test)]
mod tests {
    use super::*;

    fn spend(cost: i64, left: i64) -> Spend<'static> {
        Spend {
            meter: Meter::Searches,
            cost,
            left,
            limit: 100,
            reserve: 20,
            budget_left: None,
            accepted: false,
            resets: Some("1 Dec"),
        }
    }

    #[test]
    fn more_than_left_is_refused_with_the_reset() {
        let Verdict::Refuse(e) = judge(spend(6, 4)) else {
            panic!("refused")
        };
        assert_eq!(e.kind, ErrorKind::Quota);
        assert_eq!(e.message, "needs 6 searches, 4 left; resets on 1 Dec");
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
            spent_line(Meter::ApiUnlocks, 1, 6, 10, Some("1 Dec"), false),
            "spent 1 unlock · 6 of 10 left · resets 1 Dec"
        );
        assert_eq!(default_reserve(10), 2);
        assert_eq!(default_reserve(100), 20);
    }
}
