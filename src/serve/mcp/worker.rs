//! The thread the gateway's MCP conversations run on.
//!
//! `talent mcp`'s server holds the operations' non-`Send` state (its
//! session's counts, its questions) across awaits, so rmcp is built with
//! `local` and a server runs on one thread's `LocalSet`. The gateway's
//! requests arrive on the multi-threaded runtime; each conversation's
//! work is handed to this thread as a job, and answers come back through
//! channels (`Send`). One thread serves every conversation: their work is
//! waiting on the service and the ledger, not computing.

use std::future::Future;
use std::pin::Pin;

use tokio::sync::mpsc;

/// A conversation's work, built on the thread (its server is not `Send`).
pub type Job = Box<dyn FnOnce() -> Pin<Box<dyn Future<Output = ()>>> + Send>;

/// The handle the gateway keeps.
pub struct Worker {
    jobs: mpsc::UnboundedSender<Job>,
}

impl Worker {
    /// Starts the thread, with its own single-threaded runtime. Once the
    /// gateway lets go of its handle the thread ends: its conversations'
    /// tasks and its runtime are dropped, then `at_end` runs, there, to
    /// drop what the jobs kept in the thread's thread-locals.
    ///
    /// Not left to the thread-locals' destructors: on Windows those run
    /// inside the thread's exit, holding the loader lock, and a
    /// conversation can hold the gateway's last handle on its ledger,
    /// whose drop waits for the ledger's thread to end, which needs that
    /// lock to end — every thread of the process, and its exit, then wait
    /// for ever (docs/assumptions.md, gwsmall, "Open streams at a
    /// graceful stop").
    pub fn start(at_end: fn()) -> std::io::Result<Worker> {
        let (jobs, mut queue) = mpsc::unbounded_channel::<Job>();
        let runtime = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()?;
        std::thread::Builder::new()
            .name("talent-mcp".into())
            .spawn(move || {
                let local = tokio::task::LocalSet::new();
                local.block_on(&runtime, async move {
                    while let Some(job) = queue.recv().await {
                        crate::task::spawn_local(job());
                    }
                });
                drop(local);
                drop(runtime);
                at_end();
            })?;
        Ok(Worker { jobs })
    }

    /// Runs `job` on the thread; `false` when the thread is gone.
    pub fn spawn(&self, job: Job) -> bool {
        self.jobs.send(job).is_ok()
    }
}
