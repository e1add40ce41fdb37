//! The tool's words for each quota meter, written once: the guard's lines,
//! the ledger's and audit log's names, the budget flags, the reserve
//! settings, the progress bar, `--dry-run` and the closing warnings all
//! read them from here. (The meter's wire name and numbers are the
//! service's facts, in `talent_spec::rate::Meter`.)

use talent_spec::rate::Meter;

/// How the tool speaks of one meter.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MeterWords {
    /// Its name in the ledger, the audit log, `status`, `--grants` and the
    /// progress bar; also the plural of a unit (`unlocks`).
    pub name: &'static str,
    /// One unit (`unlock`, `search`, `message`).
    pub one: &'static str,
    /// A request that spends one unit (`unlock`, `search page`, `invite`).
    pub request: &'static str,
    /// The run's budget flag (`--max-unlocks`).
    pub budget_flag: &'static str,
    /// The config key of the meter's reserve (`reserve_unlocks`).
    pub reserve_key: &'static str,
    /// What `--dry-run` says one request spends.
    pub preview: &'static str,
}

/// The words of `m`.
pub const fn words(m: Meter) -> MeterWords {
    match m {
        Meter::ApiUnlocks => MeterWords {
            name: "unlocks",
            one: "unlock",
            request: "unlock",
            budget_flag: "--max-unlocks",
            reserve_key: "reserve_unlocks",
            preview: "1 unlock (free when the ledger knows the candidate is unlocked)",
        },
        Meter::Searches => MeterWords {
            name: "searches",
            one: "search",
            request: "search page",
            budget_flag: "--max-searches",
            reserve_key: "reserve_searches",
            preview: "1 search per page",
        },
        Meter::Messages => MeterWords {
            name: "messages",
            one: "message",
            request: "invite",
            budget_flag: "--max-messages",
            reserve_key: "reserve_messages",
            preview: "1 message",
        },
    }
}

/// The meter the tool calls `name` (`unlocks`), if any.
pub fn named(name: &str) -> Option<Meter> {
    use talent_spec::wire::WireEnum;
    Meter::ALL.iter().copied().find(|&m| words(m).name == name)
}

impl MeterWords {
    /// "1 unlock", "6 searches".
    pub fn count(&self, n: i64) -> String {
        format!("{n} {}", if n == 1 { self.one } else { self.name })
    }
}

/// The reserve of a meter when the config sets none: 20 % of the limit.
pub fn default_reserve(limit: i64) -> i64 {
    limit.max(0) / 5
}

#[cfg(test)]
mod tests {
    use super::*;
    use talent_spec::wire::WireEnum;

    #[test]
    fn each_meter_has_its_own_words_and_is_found_by_name() {
        let all: Vec<MeterWords> = Meter::ALL.iter().map(|&m| words(m)).collect();
        for (i, w) in all.iter().enumerate() {
            assert!(all[i + 1..].iter().all(|o| o.name != w.name));
            assert!(w.budget_flag.ends_with(w.name) && w.reserve_key.ends_with(w.name));
        }
        for &m in Meter::ALL {
            assert_eq!(named(words(m).name), Some(m));
        }
        assert_eq!(named("apiUnlocks"), None);
        assert_eq!(words(Meter::Searches).count(1), "1 search");
        assert_eq!(words(Meter::ApiUnlocks).count(6), "6 unlocks");
    }
}
