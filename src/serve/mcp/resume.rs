//! Resumable request streams on `/mcp` (the 2025-11-25 transport's
//! *Resumability and Redelivery*, SEP-1699), across replicas.
//!
//! A request's answer in a session is an SSE stream. Each of its events is
//! kept in the team ledger (`talent_mcp_events`, with the session's
//! conversation) before it is sent, under an id naming its stream
//! (`<stream>.<n>`: unique across every stream of every session); the
//! first event primes the client (an id, an empty `data`, and `retry`).
//! The stream is drained to its end even when the client goes, so a call
//! cut off mid-way still keeps its answer. A `GET` with `Last-Event-ID`
//! (and the session's `Mcp-Session-Id`, checked as for every request: the
//! member's, on this resource) on any replica replays that stream's
//! events after the id — only that stream's — and follows it, through the
//! ledger, to its end.
//!
//! rmcp's own `EventStore` is not used: its store is told a stream's id
//! alone (a fresh UUID for a request's stream), not the session's, so it
//! could not bind an event to its member; and its resume asks no one
//! whose id it is. This layer is the gateway's: the member and session
//! are checked before anything is read.

use std::convert::Infallible;
use std::sync::Arc;
use std::time::{Duration, Instant};

use axum::body::{Body, Bytes};
use axum::http::{header, HeaderValue, StatusCode};
use axum::response::Response;
use futures_util::{Stream, StreamExt};
use rmcp::transport::streamable_http_server::session::ServerSseMessage;
use rmcp::transport::streamable_http_server::SessionId;

use super::shared::{digest, idle_ms, ledger, plain, KEEP_ALIVE};
use crate::serve::Gateway;

/// The most events a stream keeps (its newest): a resume from an older
/// one is 404.
pub const CAP: i64 = 256;
/// How long a client waits before it reconnects (SSE `retry`).
pub const RETRY: Duration = Duration::from_secs(3);
/// How often a resumed stream looks for its next events in the ledger.
const POLL: Duration = Duration::from_millis(200);
/// A stream's id: this many random bytes, in hex.
const STREAM_BYTES: usize = 16;

/// An event's id on the wire: its stream and its number.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EventId {
    pub stream: String,
    pub n: i64,
}

impl EventId {
    /// `<stream>.<n>`, as [`EventId::wire`] writes it; `None` for
    /// anything else.
    pub fn parse(text: &str) -> Option<EventId> {
        let (stream, n) = text.trim().split_once('.')?;
        let hex = stream.len() == 2 * STREAM_BYTES
            && stream
                .bytes()
                .all(|b| b.is_ascii_digit() || (b'a'..=b'f').contains(&b));
        let n: i64 = n.parse().ok().filter(|n| *n > 0)?;
        hex.then(|| EventId {
            stream: stream.to_string(),
            n,
        })
    }

    pub fn wire(&self) -> String {
        format!("{}.{}", self.stream, self.n)
    }
}

/// A new stream's id.
fn new_stream() -> Option<String> {
    let mut b = [0u8; STREAM_BYTES];
    getrandom::fill(&mut b).ok()?;
    Some(b.iter().map(|x| format!("{x:02x}")).collect())
}

/// One SSE event: its id, `retry` when given, and its data (empty for a
/// priming event: `data:` with nothing, so a parser dispatches it).
fn frame(id: Option<&EventId>, retry: Option<Duration>, data: &str) -> Bytes {
    let mut s = String::new();
    if let Some(id) = id {
        s.push_str(&format!("id: {}\n", id.wire()));
    }
    if let Some(r) = retry {
        s.push_str(&format!("retry: {}\n", r.as_millis()));
    }
    s.push_str("data: ");
    s.push_str(data);
    s.push_str("\n\n");
    Bytes::from(s)
}

const ALIVE: &[u8] = b": alive\n\n";

/// The SSE answer reading `rx`.
fn answer(mut rx: tokio::sync::mpsc::Receiver<Bytes>) -> Response {
    let body = Body::from_stream(futures_util::stream::poll_fn(move |cx| {
        rx.poll_recv(cx).map(|b| b.map(Ok::<_, Infallible>))
    }));
    let mut r = Response::new(body);
    let h = r.headers_mut();
    h.insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static("text/event-stream"),
    );
    h.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-cache"));
    r
}

/// Keeps an event of `stream` in session `conv`'s conversation: its id,
/// or `None` (the conversation ended, or the ledger is away: the event is
/// sent without one, and cannot be resumed from).
async fn keep(
    gw: &Gateway,
    conv: &str,
    stream: &str,
    body: Option<String>,
    last: bool,
) -> Option<EventId> {
    let (c, s) = (conv.to_string(), stream.to_string());
    let n = ledger(gw, move |m| {
        m.mcp_event_put(&c, &s, body.as_deref(), last, CAP)
    })
    .await
    .ok()
    .flatten()?;
    Some(EventId {
        stream: stream.to_string(),
        n,
    })
}

/// A request's stream in session `id`: primed, each event kept in the
/// ledger before it is sent, drained to its end (then its end kept) even
/// after the client has gone.
pub fn request_stream<S>(gw: &Arc<Gateway>, id: &SessionId, inner: S) -> Response
where
    S: Stream<Item = ServerSseMessage> + Send + 'static,
{
    let (tx, rx) = tokio::sync::mpsc::channel::<Bytes>(16);
    let (gw, conv) = (Arc::clone(gw), digest(id));
    crate::task::spawn(async move {
        let stream = new_stream();
        let mut inner = std::pin::pin!(inner);
        let mut here = true;
        if let Some(s) = &stream {
            if let Some(primed) = keep(&gw, &conv, s, None, false).await {
                here = tx.send(frame(Some(&primed), Some(RETRY), "")).await.is_ok();
            }
        }
        let mut alive = tokio::time::interval(KEEP_ALIVE);
        alive.tick().await;
        loop {
            tokio::select! {
                m = inner.next() => {
                    let Some(m) = m else { break };
                    let Some(text) = m
                        .message
                        .as_deref()
                        .and_then(|msg| serde_json::to_string(msg).ok())
                    else {
                        continue;
                    };
                    let id = match &stream {
                        Some(s) => keep(&gw, &conv, s, Some(text.clone()), false).await,
                        None => None,
                    };
                    if here {
                        here = tx.send(frame(id.as_ref(), None, &text)).await.is_ok();
                    }
                }
                _ = alive.tick(), if here => {
                    here = tx.send(Bytes::from_static(ALIVE)).await.is_ok();
                }
            }
        }
        if let Some(s) = &stream {
            keep(&gw, &conv, s, None, true).await;
        }
    });
    answer(rx)
}

/// `GET` with `Last-Event-ID` in session `id` (already found the
/// member's): what came after that event on its stream, then the rest of
/// it as it is kept, to its end. 400 for an id not of this gateway's
/// form; 404 for one not of this session (another's, unknown, or kept no
/// longer).
pub async fn replay(
    gw: &Arc<Gateway>,
    id: &SessionId,
    last: &str,
    permit: crate::serve::admit::Permit,
) -> Response {
    let Some(from) = EventId::parse(last) else {
        return plain(
            StatusCode::BAD_REQUEST,
            "Bad Request: Last-Event-ID is not an event id of this server's streams",
        );
    };
    let conv = digest(id);
    let (c, s, n) = (conv.clone(), from.stream.clone(), from.n);
    match ledger(gw, move |m| m.mcp_event_known(&c, &s, n)).await {
        Err(e) => return gw.ledger_away(crate::api::Surface::Main, &e),
        Ok(false) => {
            return plain(
                StatusCode::NOT_FOUND,
                "Not Found: no such event in this session (ended, or kept no longer)",
            )
        }
        Ok(true) => {}
    }
    let (tx, rx) = tokio::sync::mpsc::channel::<Bytes>(16);
    let gw = Arc::clone(gw);
    // Followed at most as long as a conversation may be idle.
    let until = Instant::now() + Duration::from_millis(idle_ms(&gw).max(0) as u64);
    crate::task::spawn(async move {
        let _permit = permit;
        let mut after = from.n;
        let mut quiet = Instant::now();
        while Instant::now() < until && !tx.is_closed() {
            let (c, s) = (conv.clone(), from.stream.clone());
            let got = ledger(&gw, move |m| m.mcp_events_after(&c, &s, after, 64)).await;
            let events = match got {
                Ok(Some(v)) => v,
                Ok(None) => return,
                Err(_) => Vec::new(),
            };
            let heard = !events.is_empty();
            for e in events {
                after = e.id;
                if let Some(body) = &e.body {
                    let id = EventId {
                        stream: from.stream.clone(),
                        n: e.id,
                    };
                    if tx.send(frame(Some(&id), None, body)).await.is_err() {
                        return;
                    }
                }
                if e.last {
                    return;
                }
            }
            if heard {
                quiet = Instant::now();
                continue;
            }
            if quiet.elapsed() >= KEEP_ALIVE {
                if tx.send(Bytes::from_static(ALIVE)).await.is_err() {
                    return;
                }
                quiet = Instant::now();
            }
            tokio::time::sleep(POLL).await;
        }
    });
    answer(rx)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_event_id_names_its_stream_and_nothing_else_parses() {
        let s = new_stream().expect("randomness");
        let id = EventId {
            stream: s.clone(),
            n: 42,
        };
        assert_eq!(EventId::parse(&id.wire()), Some(id));
        for bad in [
            "",
            "42",
            "0/3",
            &format!("{s}.0"),
            &format!("{s}.-1"),
            &format!("{s}.x"),
            &format!("{}.1", &s[1..]),
            &format!("{}.1", s.to_uppercase()),
        ] {
            assert_eq!(EventId::parse(bad), None, "{bad}");
        }
    }

    #[test]
    fn a_priming_event_has_an_id_a_retry_and_empty_data() {
        let id = EventId {
            stream: "ab".repeat(STREAM_BYTES),
            n: 7,
        };
        let f = frame(Some(&id), Some(RETRY), "");
        assert_eq!(
            std::str::from_utf8(&f).unwrap(),
            format!(
                "id: {}.7\nretry: 3000\ndata: \n\n",
                "ab".repeat(STREAM_BYTES)
            )
        );
    }
}
