//! `subscriptions/listen` (the 2026-07-28 revision, SEP-2575): the one
//! stream on which a stateless server's change notices reach its client.
//!
//! The tool set of a session can change: a tool the service answers
//! `insufficient_scope` for leaves the list ([`super::path`]'s
//! `lacks_scope`), so `tools.listChanged` is declared and honoured. A
//! listen stream is acknowledged first (rmcp sends
//! `notifications/subscriptions/acknowledged` with the accepted filter and
//! the subscription id), then carries `notifications/tools/list_changed`,
//! tagged with that id, when the client asked for it and a tool leaves the
//! list; nothing else (talent has no prompts, resources or subscribable
//! resources, so those parts of a filter are never accepted). It lasts
//! until the client closes it or the session ends.
//!
//! Before 2026-07-28 (the `initialize` handshake) the notice goes on the
//! session's own channel, as before.

use std::cell::RefCell;

use rmcp::model::{ErrorData, SubscriptionFilter};
use rmcp::service::{RequestContext, SubscriptionContext, SubscriptionSink};
use rmcp::RoleServer;
use tokio_util::sync::CancellationToken;

/// A session's open listen streams, and the signal that ends them with
/// the session.
#[derive(Default)]
pub(super) struct Listeners {
    /// Each open stream's sink, by a number of this session's.
    open: RefCell<Vec<(u64, SubscriptionSink)>>,
    next: std::cell::Cell<u64>,
    ended: CancellationToken,
}

impl Listeners {
    /// Ends every listen stream (the session ended): each gets its final
    /// result.
    pub(super) fn end(&self) {
        self.ended.cancel();
        self.open.borrow_mut().clear();
    }

    /// The streams open now.
    fn live(&self) -> Vec<SubscriptionSink> {
        self.open.borrow().iter().map(|(_, s)| s.clone()).collect()
    }

    /// One listen stream, acknowledged already: kept among the session's
    /// until the client closes it or the session ends.
    pub(super) async fn listen(&self, context: SubscriptionContext) -> Result<(), ErrorData> {
        if self.ended.is_cancelled() {
            return Ok(());
        }
        let n = self.next.get();
        self.next.set(n + 1);
        self.open.borrow_mut().push((n, context.sink().clone()));
        tokio::select! {
            _ = context.cancelled() => {}
            _ = self.ended.cancelled() => {}
        }
        self.open.borrow_mut().retain(|(k, _)| *k != n);
        Ok(())
    }

    /// The tool list changed: told on the session's channel to a client of
    /// a handshake revision, and on each listen stream that asked for it
    /// (the sink leaves out a stream whose filter did not).
    pub(super) async fn tools_changed(&self, context: &RequestContext<RoleServer>) {
        let handshake = context
            .meta
            .protocol_version()
            .is_none_or(|v| v.has_initialize());
        if handshake {
            let _ = context.peer.notify_tool_list_changed().await;
        }
        for sink in self.live() {
            if sink.accepted().tools_list_changed == Some(true) {
                let _ = sink.notify_tool_list_changed().await;
            }
        }
    }
}

/// What a listen stream may carry: the tool list's changes only.
pub(super) fn offered() -> SubscriptionFilter {
    SubscriptionFilter::builder().tools_list_changed().build()
}
