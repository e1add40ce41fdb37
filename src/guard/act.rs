//! How the guard's layers call the store: a team ledger's acts on the
//! blocking pool, a poisoned lock taken anyway. A leaf of the guard: every
//! layer uses it, and it uses none of them.

use std::sync::{Arc, Mutex};

use crate::ledger::Store;
use crate::{Error, Result};

/// A lock whose holder panicked is still taken: what it guards is kept
/// consistent by each critical section, not by the panic.
pub(super) fn lock<T>(m: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|e| e.into_inner())
}

/// Runs a store act. A team ledger's acts wait on the network: they go to
/// the blocking pool, so the run's own thread keeps serving its
/// connections (one idle past the server's keep-alive is seen closed, not
/// reused); the local file's acts take microseconds and run here.
pub(super) async fn act<T: Send + 'static>(
    store: &Arc<dyn Store>,
    f: impl FnOnce(&dyn Store) -> Result<T> + Send + 'static,
) -> Result<T> {
    if !store.team() {
        return f(store.as_ref());
    }
    let store = Arc::clone(store);
    crate::task::spawn_blocking(move || f(store.as_ref()))
        .await
        .map_err(|e| Error::ledger(format!("the ledger's task failed: {e}")))?
}

/// [`act`] for an act whose answer the store may know without waiting
/// (`known`: one of [`Store::away_known`] and its kin): a known answer is
/// taken here, with no hop to the blocking pool and back (each hop is a
/// thread's wake-up, twice: on a gateway's request they added up to more
/// than a millisecond); an unknown one is asked as [`act`] asks.
pub(super) async fn act_known<T: Send + 'static>(
    store: &Arc<dyn Store>,
    known: impl FnOnce(&dyn Store) -> Option<T>,
    f: impl FnOnce(&dyn Store) -> Result<T> + Send + 'static,
) -> Result<T> {
    if store.team() {
        if let Some(v) = known(store.as_ref()) {
            return Ok(v);
        }
    }
    act(store, f).await
}
