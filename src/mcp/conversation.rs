//! A conversation's state between its calls: the allowances used (per
//! kind), what of them is a "maybe", the units spent (for the caps), and —
//! mirrored for another process serving the same conversation — the paid
//! pages kept for their cursors and the names seen.
//!
//! The [`Conversation`] trait is the seam: [`Memory`] keeps `talent mcp`'s
//! session on stdio in this process, as it always was; the gateway's
//! ledger store (`serve::mcp::conv`) keeps a `/mcp` conversation in the
//! team ledger so any replica serves it. Every change is one atomic
//! operation of the store: an allowance's check-and-count is one step
//! ([`Conversation::take`]), never a read then a write, so two calls on
//! two replicas never both pass on the same "one left".

use std::cell::RefCell;

use serde_json::Value;

use super::engine::LocalFuture;
use crate::Result;

pub use crate::ledger::counts::{Count, Counts};

/// Where a conversation's state lives.
pub trait Conversation {
    /// The counts as they are now.
    fn counts(&self) -> LocalFuture<'_, Result<Counts>>;

    /// One step: counts `n` on allowance `slot` when `used + n <= allowed`.
    /// Whether it was within, and the counts after.
    fn take(&self, slot: usize, n: u64, allowed: u64) -> LocalFuture<'_, Result<(bool, Counts)>>;

    /// One step: adds `delta` to a count (never below 0); the counts after.
    fn add(&self, what: Count, delta: i64) -> LocalFuture<'_, Result<Counts>>;

    /// Whether the pages and names below are shared with other processes
    /// (the server mirrors its own into them, and reads them back, only
    /// then).
    fn shared(&self) -> bool {
        false
    }

    /// Keeps (or replaces) a paid page (`kept::Page::stored`).
    fn keep_page(&self, _id: &str, _page: Value) -> LocalFuture<'_, Result<()>> {
        Box::pin(async { Ok(()) })
    }

    /// A kept page, while it is kept.
    fn page(&self, _id: &str) -> LocalFuture<'_, Result<Option<Value>>> {
        Box::pin(async { Ok(None) })
    }

    /// Adds the names seen (`names::Names::snapshot`) to the kept ones.
    fn seen(&self, _names: Value) -> LocalFuture<'_, Result<()>> {
        Box::pin(async { Ok(()) })
    }

    /// The names seen in the conversation (a snapshot's shape).
    fn names(&self) -> LocalFuture<'_, Result<Value>> {
        Box::pin(async { Ok(Value::Null) })
    }
}

/// The counts of `what` changed by `delta`, floored at 0.
pub fn changed(mut c: Counts, what: Count, delta: i64) -> Counts {
    let cell = match what {
        Count::Used(i) => &mut c.used[i],
        Count::Maybe(i) => &mut c.maybe[i],
        Count::Spent(i) => &mut c.spent[i],
    };
    *cell = if delta >= 0 {
        cell.saturating_add(delta.unsigned_abs())
    } else {
        cell.saturating_sub(delta.unsigned_abs())
    };
    c
}

/// A conversation kept in this process only (`talent mcp` on stdio): the
/// server's own pages and names are all there is.
#[derive(Default)]
pub struct Memory {
    counts: RefCell<Counts>,
}

impl Conversation for Memory {
    fn counts(&self) -> LocalFuture<'_, Result<Counts>> {
        let c = *self.counts.borrow();
        Box::pin(async move { Ok(c) })
    }

    fn take(&self, slot: usize, n: u64, allowed: u64) -> LocalFuture<'_, Result<(bool, Counts)>> {
        // No await between the check and the count: one step on this thread.
        let mut c = self.counts.borrow_mut();
        let within = c.used[slot].saturating_add(n) <= allowed;
        if within {
            c.used[slot] += n;
        }
        let after = *c;
        Box::pin(async move { Ok((within, after)) })
    }

    fn add(&self, what: Count, delta: i64) -> LocalFuture<'_, Result<Counts>> {
        let after = changed(*self.counts.borrow(), what, delta);
        *self.counts.borrow_mut() = after;
        Box::pin(async move { Ok(after) })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_allowance_is_taken_whole_or_not_at_all() {
        let m = Memory::default();
        let rt = tokio::runtime::Builder::new_current_thread()
            .build()
            .unwrap();
        rt.block_on(async {
            assert!(m.take(0, 1, 2).await.unwrap().0);
            assert!(m.take(0, 1, 2).await.unwrap().0);
            let (within, after) = m.take(0, 1, 2).await.unwrap();
            assert!(!within);
            assert_eq!(after.used[0], 2);
            let after = m.add(Count::Used(0), -5).await.unwrap();
            assert_eq!(after.used[0], 0, "never below 0");
            let after = m.add(Count::Spent(2), 3).await.unwrap();
            assert_eq!(after.spent, [0, 0, 3]);
        });
    }
}
