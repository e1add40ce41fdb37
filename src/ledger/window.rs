//! The pacer's rule: a sliding-window log of sends per key and rate-limit
//! class, kept in the ledger so consecutive and parallel processes (and,
//! with a team ledger, machines) share it. A request takes a slot in every
//! class it belongs to (global and its route's), or is told how long until
//! one frees. A log, not a token bucket: a full bucket lets twice the limit
//! into one window.

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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_eleventh_send_waits_for_the_first_to_leave() {
        let sends: Vec<i64> = (0..10).map(|i| i * 100).collect();
        assert_eq!(room(&sends[..9], 1000, 10, 60_000), Ok(()));
        assert_eq!(room(&sends, 1000, 10, 60_000), Err(59_000));
        assert_eq!(room(&sends, 60_000, 10, 60_000), Ok(()));
    }
}
