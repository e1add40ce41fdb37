//! The pacer: a sliding-window log of sends per key fingerprint and
//! rate-limit class, kept in the ledger so consecutive and parallel
//! processes share it. A request takes a slot in every class it belongs to
//! (global and its route's), or is told how long until one frees. A log, not
//! a token bucket: a full bucket lets twice the limit into one window.

use rusqlite::params;

use super::ledger::Ledger;
use crate::Result;

/// One class a request counts against: its name, its limit per window.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Slot {
    pub class: &'static str,
    pub limit: u32,
}

/// Whether a send fits the window now: `Ok` or how many ms until it does.
/// `sends` are the class's send times (ms, any order); a send occupies the
/// window for `span_ms` (the window plus a margin for jitter).
pub fn room(sends: &[i64], now_ms: i64, limit: u32, span_ms: i64) -> std::result::Result<(), i64> {
    let mut live: Vec<i64> = sends
        .iter()
        .copied()
        .filter(|&t| t > now_ms - span_ms)
        .collect();
    if live.len() < limit as usize {
        return Ok(());
    }
    live.sort_unstable();
    // The send that must leave the window for this one to fit.
    let oldest = live[live.len() - limit as usize];
    Err((oldest + span_ms - now_ms).max(1))
}

/// Takes a slot in every class of `slots` for `key_fp` at `now_ms`, in one
/// transaction, or says how long to wait (a block set by a `Retry-After`
/// counts too). Prunes the rows that have left their window.
pub fn take(
    ledger: &mut Ledger,
    key_fp: &str,
    slots: &[Slot],
    now_ms: i64,
    span_ms: i64,
) -> Result<Option<i64>> {
    ledger.write(|tx| {
        let mut wait = 0i64;
        for slot in slots {
            tx.execute(
                "DELETE FROM sends WHERE key_fp = ?1 AND class = ?2 AND at_ms <= ?3",
                params![key_fp, slot.class, now_ms - span_ms],
            )?;
            let until: Option<i64> = tx
                .query_row(
                    "SELECT until_ms FROM blocks WHERE key_fp = ?1 AND class = ?2",
                    params![key_fp, slot.class],
                    |r| r.get(0),
                )
                .ok();
            if let Some(u) = until.filter(|u| *u > now_ms) {
                wait = wait.max(u - now_ms);
            }
            let mut stmt =
                tx.prepare_cached("SELECT at_ms FROM sends WHERE key_fp = ?1 AND class = ?2")?;
            let sends: Vec<i64> = stmt
                .query_map(params![key_fp, slot.class], |r| r.get(0))?
                .collect::<std::result::Result<_, _>>()?;
            if let Err(w) = room(&sends, now_ms, slot.limit, span_ms) {
                wait = wait.max(w);
            }
        }
        if wait > 0 {
            return Ok(Some(wait));
        }
        for slot in slots {
            tx.execute(
                "INSERT INTO sends (key_fp, class, at_ms) VALUES (?1, ?2, ?3)",
                params![key_fp, slot.class, now_ms],
            )?;
        }
        Ok(None)
    })
}

/// Records that the service blocks `class` for this key until `until_ms`
/// (from its `Retry-After`), so every process waits it out.
pub fn block(ledger: &mut Ledger, key_fp: &str, class: &str, until_ms: i64) -> Result<()> {
    ledger.write(|tx| {
        tx.execute(
            "INSERT INTO blocks (key_fp, class, until_ms) VALUES (?1, ?2, ?3)
             ON CONFLICT(key_fp, class) DO UPDATE SET until_ms = MAX(until_ms, excluded.until_ms)",
            params![key_fp, class, until_ms],
        )?;
        Ok(())
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    const SEARCH: Slot = Slot {
        class: "search",
        limit: 10,
    };
    const GLOBAL: Slot = Slot {
        class: "global",
        limit: 120,
    };

    #[test]
    fn the_eleventh_send_waits_for_the_first_to_leave() {
        let sends: Vec<i64> = (0..10).map(|i| i * 100).collect();
        assert_eq!(room(&sends[..9], 1000, 10, 60_000), Ok(()));
        assert_eq!(room(&sends, 1000, 10, 60_000), Err(59_000));
        assert_eq!(room(&sends, 60_000, 10, 60_000), Ok(()));
    }

    #[test]
    fn a_block_holds_every_process_until_it_ends() {
        let mut l = Ledger::in_memory().unwrap();
        block(&mut l, "fp", "search", 5_000).unwrap();
        assert_eq!(
            take(&mut l, "fp", &[GLOBAL, SEARCH], 1_000, 60_000).unwrap(),
            Some(4_000)
        );
        assert_eq!(take(&mut l, "fp", &[GLOBAL], 1_000, 60_000).unwrap(), None);
        assert_eq!(
            take(&mut l, "fp", &[GLOBAL, SEARCH], 5_000, 60_000).unwrap(),
            None
        );
    }

    proptest! {
        /// However several processes (connections to one ledger file)
        /// interleave, no window ever holds more admitted sends than the limit.
        #[test]
        fn no_window_holds_more_than_the_limit_across_processes(
            steps in proptest::collection::vec((0usize..3, 0i64..400), 1..120),
            limit in 1u32..6,
        ) {
            let dir = tempfile::tempdir().unwrap();
            let path = dir.path().join("ledger.sqlite3");
            let mut procs: Vec<Ledger> = (0..3).map(|_| Ledger::open(&path).unwrap()).collect();
            let span = 1_000i64;
            let slot = Slot { class: "search", limit };
            let mut now = 0i64;
            let mut admitted = Vec::new();
            for (who, dt) in steps {
                now += dt;
                if take(&mut procs[who], "fp", &[slot], now, span).unwrap().is_none() {
                    admitted.push(now);
                }
            }
            for &t in &admitted {
                let inside = admitted.iter().filter(|&&u| u >= t && u < t + span).count();
                prop_assert!(inside <= limit as usize, "{inside} sends in the window from {t}");
            }
        }
    }
}
