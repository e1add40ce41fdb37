//! The gateway's rate limit on its token endpoints (issue 47), its ledger
//! side: attempts per endpoint and client address in a sliding window,
//! counted in the team ledger so that every replica sees the same count.
//! One statement an attempt (`talent_gw_attempt`, migration 13): the
//! address's advisory lock, the window's old rows forgotten, then the
//! attempt recorded or refused with the time until the oldest one leaves.

use super::members::Members;
use super::*;

/// What the ledger says of one attempt.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Attempt {
    /// Recorded (its row's id: taken back with [`Members::take_back`]
    /// when the attempt succeeds).
    Counted(i64),
    /// Refused: `limit` attempts are in the window; the oldest leaves in
    /// this many ms.
    Wait(i64),
}

impl Members {
    /// Counts an attempt at `scope` from `from`: at most `limit` in any
    /// `window_ms`.
    pub fn attempt(&self, scope: &str, from: &str, limit: i32, window_ms: i64) -> Result<Attempt> {
        let (s, f) = (scope.to_string(), from.to_string());
        self.pg.direct(move |c| async move {
            let v: i64 = c
                .q1(
                    "SELECT talent_gw_attempt($1, $2, $3, $4)",
                    &[&s, &f, &limit, &window_ms],
                )
                .await?
                .get(0);
            Ok(if v > 0 {
                Attempt::Counted(v)
            } else {
                Attempt::Wait(-v)
            })
        })
    }

    /// Takes back an attempt that succeeded: only refusals count.
    pub fn take_back(&self, id: i64) -> Result<()> {
        self.pg.direct(move |c| async move {
            c.ex("DELETE FROM talent_gw_attempts WHERE id = $1", &[&id])
                .await?;
            Ok(())
        })
    }
}
