//! A `/mcp` conversation's state in the team ledger
//! (`crate::ledger::pg::conversations`): the [`Conversation`] of every
//! server the gateway runs, so any replica serves a session or a
//! 2026-07-28 conversation with the same counts, names and pages. Each
//! change is one statement of the ledger, run off the worker thread.

use serde_json::Value;

use crate::ledger::pg::members::Members;
use crate::mcp::{Conversation, Count, Counts, LocalFuture};
use crate::Result;

/// How long a paid page is kept (as `talent mcp` keeps one).
const KEPT_FOR_MS: i64 = 600_000;

/// Conversation `id` (a session id's SHA-256, or a 2026-07-28 key's
/// digest) in the ledger.
pub struct Ledger {
    pub members: Members,
    pub id: String,
}

/// Runs `f` on the blocking pool (the ledger's calls block).
async fn off<T: Send + 'static>(f: impl FnOnce() -> Result<T> + Send + 'static) -> Result<T> {
    crate::task::spawn_blocking(f)
        .await
        .unwrap_or_else(|_| Err(crate::Error::ledger("the ledger's call stopped")))
}

impl Ledger {
    fn parts(&self) -> (Members, String) {
        (self.members.clone(), self.id.clone())
    }
}

impl Conversation for Ledger {
    fn counts(&self) -> LocalFuture<'_, Result<Counts>> {
        let (m, id) = self.parts();
        Box::pin(off(move || m.mcp_counts(&id)))
    }

    fn take(&self, slot: usize, n: u64, allowed: u64) -> LocalFuture<'_, Result<(bool, Counts)>> {
        let (m, id) = self.parts();
        Box::pin(off(move || m.mcp_take(&id, slot, n, allowed)))
    }

    fn add(&self, what: Count, delta: i64) -> LocalFuture<'_, Result<Counts>> {
        let (m, id) = self.parts();
        Box::pin(off(move || m.mcp_add(&id, what, delta)))
    }

    fn shared(&self) -> bool {
        true
    }

    fn keep_page(&self, page_id: &str, page: Value) -> LocalFuture<'_, Result<()>> {
        let (m, id) = self.parts();
        let p = page_id.to_string();
        Box::pin(off(move || {
            m.mcp_keep_page(&id, &p, &page.to_string(), KEPT_FOR_MS)
        }))
    }

    fn page(&self, page_id: &str) -> LocalFuture<'_, Result<Option<Value>>> {
        let (m, id) = self.parts();
        let p = page_id.to_string();
        Box::pin(async move {
            let text = off(move || m.mcp_page(&id, &p, KEPT_FOR_MS)).await?;
            Ok(text.and_then(|t| serde_json::from_str(&t).ok()))
        })
    }

    fn seen(&self, names: Value) -> LocalFuture<'_, Result<()>> {
        let (m, id) = self.parts();
        Box::pin(off(move || m.mcp_seen(&id, &names.to_string())))
    }

    fn names(&self) -> LocalFuture<'_, Result<Value>> {
        let (m, id) = self.parts();
        Box::pin(async move {
            let text = off(move || m.mcp_names(&id)).await?;
            Ok(serde_json::from_str(&text).unwrap_or(Value::Null))
        })
    }
}
