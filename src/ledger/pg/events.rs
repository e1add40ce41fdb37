//! The events of the gateway's `/mcp` request streams (issue 48, the
//! 2025-11-25 transport's resumability, SEP-1699): each event a session's
//! request stream sent is kept here before it is sent, so a client cut
//! off mid-call reconnects — with `GET` and `Last-Event-ID`, on any
//! replica — and gets what it missed on that stream, and only that
//! stream's. An event belongs to its conversation (the session's row in
//! `talent_mcp_conversations`: member and resource) and goes with it; a
//! stream keeps at most its newest [`Members::mcp_event_put`]'s `cap`
//! events; events older than a conversation's idle time go in the sweep.

use super::members::Members;
use super::*;

/// One kept event of a stream.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Event {
    /// Its number (the ledger's, unique across every stream).
    pub id: i64,
    /// The JSON-RPC message; `None` for a priming event (an id, no
    /// message) and for the stream's end.
    pub body: Option<String>,
    /// The stream's end: nothing comes after it.
    pub last: bool,
}

impl Members {
    /// Keeps an event of `stream` in conversation `conv` (its `body`, or
    /// none: a priming event or, `last`, the stream's end), keeping at most
    /// the stream's newest `cap`: its number, or `None` when the
    /// conversation has ended (nothing is kept for it then).
    pub fn mcp_event_put(
        &self,
        conv: &str,
        stream: &str,
        body: Option<&str>,
        last: bool,
        cap: i64,
    ) -> Result<Option<i64>> {
        let (c, s, b) = (
            conv.to_string(),
            stream.to_string(),
            body.map(str::to_string),
        );
        self.pg.direct(move |cl| async move {
            let row = cl
                .qopt(
                    "INSERT INTO talent_mcp_events (conversation, stream, body, last, at_ms)
                     SELECT $1, $2, $3, $4, talent_now_ms()
                     WHERE EXISTS (SELECT 1 FROM talent_mcp_conversations WHERE id = $1)
                     RETURNING id",
                    &[&c, &s, &b, &last],
                )
                .await?;
            let Some(row) = row else {
                return Ok(None);
            };
            let id: i64 = row.get(0);
            cl.ex(
                "DELETE FROM talent_mcp_events
                 WHERE conversation = $1 AND stream = $2
                   AND id <= (SELECT id FROM talent_mcp_events
                              WHERE conversation = $1 AND stream = $2
                              ORDER BY id DESC OFFSET $3 LIMIT 1)",
                &[&c, &s, &cap],
            )
            .await?;
            Ok(Some(id))
        })
    }

    /// Whether event `id` of `stream` is kept for conversation `conv`
    /// (another conversation's, or one gone, is not).
    pub fn mcp_event_known(&self, conv: &str, stream: &str, id: i64) -> Result<bool> {
        let (c, s) = (conv.to_string(), stream.to_string());
        self.pg.direct(move |cl| async move {
            Ok(cl
                .qopt(
                    "SELECT 1 FROM talent_mcp_events
                     WHERE conversation = $1 AND stream = $2 AND id = $3",
                    &[&c, &s, &id],
                )
                .await?
                .is_some())
        })
    }

    /// The events of `stream` in conversation `conv` after `after`, in
    /// order (at most `limit`); `None` when the conversation has ended.
    pub fn mcp_events_after(
        &self,
        conv: &str,
        stream: &str,
        after: i64,
        limit: i64,
    ) -> Result<Option<Vec<Event>>> {
        let (c, s) = (conv.to_string(), stream.to_string());
        self.pg.direct(move |cl| async move {
            let rows = cl
                .q(
                    "SELECT e.id, e.body, e.last
                     FROM talent_mcp_conversations k
                     LEFT JOIN talent_mcp_events e
                       ON e.conversation = k.id AND e.stream = $2 AND e.id > $3
                     WHERE k.id = $1
                     ORDER BY e.id LIMIT $4",
                    &[&c, &s, &after, &limit],
                )
                .await?;
            if rows.is_empty() {
                return Ok(None);
            }
            Ok(Some(
                rows.iter()
                    .filter_map(|r| {
                        r.get::<_, Option<i64>>(0).map(|id| Event {
                            id,
                            body: r.get(1),
                            last: r.get::<_, Option<bool>>(2).unwrap_or(false),
                        })
                    })
                    .collect(),
            ))
        })
    }
}
