//! The guard's seams in an MCP session (its `Ask` and `Sink`): a question
//! the guard puts is answered from the call's own approval, never asked
//! behind the call's back; notices go to stderr; a rate-limit wait becomes
//! the call's progress notifications.

use std::sync::{Arc, Mutex};
use std::time::Duration;

use talent_spec::rate::Meter;

use crate::api::BoxFuture;
use crate::guard::{Answer, Ask, Question};
use crate::sink::{Progress, Sink};
use crate::Result;

/// The guard's seams in a session: its questions are answered from the
/// call's own approval (never asked behind the call's back), its notices go
/// to stderr, its rate-limit waits become progress notifications.
pub struct Bridge {
    stderr: Arc<dyn Sink>,
    call: Mutex<Call>,
}

#[derive(Default)]
struct Call {
    /// The meter the person approved crossing the reserve on, for this call.
    approved: Option<Meter>,
    /// Where the call's waits are told (progress notifications).
    waits: Option<tokio::sync::mpsc::UnboundedSender<String>>,
}

impl Bridge {
    pub fn new(stderr: Arc<dyn Sink>) -> Arc<Bridge> {
        Arc::new(Bridge {
            stderr,
            call: Mutex::new(Call::default()),
        })
    }

    pub fn stderr(&self) -> &dyn Sink {
        self.stderr.as_ref()
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, Call> {
        self.call.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Starts a call: what the person approved (if anything) and where its
    /// waits go.
    pub(super) fn begin(
        &self,
        approved: Option<Meter>,
        waits: tokio::sync::mpsc::UnboundedSender<String>,
    ) {
        *self.lock() = Call {
            approved,
            waits: Some(waits),
        };
    }

    pub(super) fn end(&self) {
        *self.lock() = Call::default();
    }
}

impl Ask for Bridge {
    /// The guard asks when a spend would cross the reserve. The session put
    /// that question to the person before the call (the quote showed it);
    /// a crossing nobody approved — the meters moved since — is refused.
    fn ask<'a>(&'a self, q: &'a Question) -> BoxFuture<'a, Result<Answer>> {
        let yes = self.lock().approved == Some(q.meter) && q.cost > 0;
        Box::pin(async move { Ok(if yes { Answer::Yes } else { Answer::CannotAsk }) })
    }
}

impl Sink for Bridge {
    fn status(&self, msg: &str) {
        self.stderr.status(&format!("mcp: {msg}"));
    }
    fn warn(&self, msg: &str) {
        self.stderr.warn(msg);
    }
    // Hints name shell commands; the model gets none (they would read as
    // ways around a limit).
    fn hint(&self, _: &str) {}
    fn trace(&self, msg: &str) {
        self.stderr.trace(msg);
    }
    fn progress(&self, len: Option<u64>, hidden: bool) -> Box<dyn Progress> {
        crate::sink::Silent.progress(len, hidden)
    }
    /// A rate-limit wait of the call (at most `--max-wait`, 10 s in a
    /// session): told at once and again at least every 5 s (real time)
    /// until it is over, so a client's timeout sees the call alive.
    fn countdown<'a>(&'a self, why: &'a str, wait: Duration) -> BoxFuture<'a, ()> {
        let tx = self.lock().waits.clone();
        Box::pin(async move {
            let end = tokio::time::Instant::now() + wait;
            let mut first = true;
            loop {
                let left = end.saturating_duration_since(tokio::time::Instant::now());
                if let Some(tx) = &tx {
                    let said = if first {
                        why.to_string()
                    } else {
                        format!("still waiting: {}s left", left.as_secs_f64().ceil() as u64)
                    };
                    let _ = tx.send(said);
                }
                first = false;
                if left.is_zero() {
                    return;
                }
                tokio::time::sleep(left.min(WAIT_TOLD_EVERY)).await;
                if tokio::time::Instant::now() >= end {
                    return;
                }
            }
        })
    }
}

/// The longest between two progress notifications of a rate-limit wait
/// (under the contract's 5 s, with room for the notification's trip).
const WAIT_TOLD_EVERY: Duration = Duration::from_secs(4);
