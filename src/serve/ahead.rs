//! The workspace's usage snapshot read ahead, on the gateway's own time
//! (issue 47: the overhead). A guard reads GET /usage before a spend once
//! the ledger's snapshot is past its minute (× the time scale); on a
//! gateway that read fell on whichever member's page came first, which
//! then waited for a second round trip to the service. After each answer
//! the gateway looks (no round trip) whether the snapshot is in the second
//! half of its life and, if so, reads it in the background, one read at
//! a time on this replica. The rule a spend is judged by is unchanged: a
//! page that still finds it past its minute (the first after a quiet
//! spell, or one marked stale by a lapsed hold) reads it first, as before.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::Duration;

use crate::guard::Guard;

/// The gateway's own guard for its reads ahead, and whether one runs.
pub struct Ahead {
    guard: Guard,
    workspace: String,
    running: AtomicBool,
    /// The gateway's log (the key masked): a read that failed is a line.
    log: super::Log,
    /// After a read that failed, none ahead for this long (a service that
    /// fails is not asked once more after every answer).
    pause: Duration,
    /// The server's runtime, where a read runs whatever thread saw the
    /// answer (a `/mcp` conversation's runs on a thread of its own, which
    /// blocks between its jobs).
    rt: Option<tokio::runtime::Handle>,
}

/// Clears [`Ahead::running`] however the read ends (a panic included).
struct Running<'a>(&'a AtomicBool);

impl Drop for Running<'_> {
    fn drop(&mut self) {
        self.0.store(false, Ordering::SeqCst);
    }
}

impl Ahead {
    /// `guard`: the gateway's own (member `gateway`, the team ledger as
    /// its store), as for the workspace's probe at the start.
    /// `pause`: how long a failed read keeps the next one from starting.
    pub fn new(guard: Guard, workspace: &str, log: super::Log, pause: Duration) -> Arc<Ahead> {
        Arc::new(Ahead {
            guard,
            workspace: workspace.to_string(),
            running: AtomicBool::new(false),
            log,
            pause,
            rt: tokio::runtime::Handle::try_current().ok(),
        })
    }

    /// After an answer: starts a read ahead when one is due and none runs.
    /// A read that fails leaves the next page to read it, as before, and
    /// none starts ahead for [`Ahead::pause`].
    pub fn after_answer(self: &Arc<Self>) {
        if !self.guard.refresh_due(&self.workspace) || self.running.swap(true, Ordering::SeqCst) {
            return;
        }
        let Some(rt) = self
            .rt
            .clone()
            .or_else(|| tokio::runtime::Handle::try_current().ok())
        else {
            self.running.store(false, Ordering::SeqCst);
            return;
        };
        let me = Arc::clone(self);
        let read = async move {
            let _running = Running(&me.running);
            if let Err(e) = me.guard.refresh_ahead().await {
                (me.log)(&format!(
                    "the read of GET /usage ahead failed: {}",
                    e.message
                ));
                tokio::time::sleep(me.pause).await;
            }
        };
        rt.spawn(Box::pin(read)
            as std::pin::Pin<
                Box<dyn std::future::Future<Output = ()> + Send>,
            >);
    }
}
