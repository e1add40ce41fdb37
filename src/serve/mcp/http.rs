//! Streamable HTTP for `/mcp`, over rmcp's session manager and messages.
//!
//! rmcp's own tower service is not built with its `local` feature (which
//! `talent mcp`'s server needs), so this is its HTTP side, following
//! rmcp's `StreamableHttpService` rule for rule where it applies:
//!
//! - **2025-06-18 and 2025-11-25**: `initialize` opens a session (rmcp's
//!   `LocalSessionManager`; the server runs on the [`Worker`] thread);
//!   its `Mcp-Session-Id` is bound to the member and the resource, and
//!   presented by anyone else (or on the other resource) it is 404. A
//!   request's answer is an SSE stream; a notification or a response (an
//!   elicitation's answer) is 202; `GET` opens the session's stream
//!   (a place among the member's open streams, `Gateway::stream_permit`);
//!   `DELETE` ends it. The session (its owner and state) is kept in the
//!   team ledger (`conv`): a request with an id this replica does not
//!   hold, found there for the member and the resource, takes the session
//!   up here (its server re-made, `initialize` replayed from the ledger).
//! - **2026-07-28**: no session. A request carrying the revision in its
//!   `_meta`, or `server/discover`, is served on its own; the conversation
//!   (its allowances, maybes, sealed questions, paid pages, names seen) is
//!   keyed by member, credential, resource and options, kept in the team
//!   ledger (any replica serves it) and ended after 30 idle minutes. `Mcp-Method` (and
//!   `Mcp-Name` for a tool call) must match the body. A sealed state is
//!   sealed under the ledger's key (any replica opens it) and names the
//!   member it was sealed for: another member's is 404 on every replica.
//!
//! Every body is judged first as `talent mcp` judges a line
//! (`crate::mcp::stdio::judge`): malformed JSON-RPC gets its JSON-RPC
//! error, with the request's id when it can be read.

use std::collections::HashMap;
use std::convert::Infallible;
use std::rc::Rc;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use axum::body::{Body, Bytes};
use axum::extract::Request as HttpRequest;
use axum::http::{header, HeaderMap, HeaderValue, Method, StatusCode};
use axum::response::{IntoResponse, Response};
use futures_util::{Stream, StreamExt};
use rmcp::model::{
    ClientCapabilities, ClientJsonRpcMessage, ClientRequest, GetMeta, Implementation,
    InitializeRequestParams, ProtocolVersion, ServerJsonRpcMessage,
};
use rmcp::transport::streamable_http_server::session::local::{
    create_local_session, LocalSessionManager,
};
use rmcp::transport::streamable_http_server::{SessionId, SessionManager};
use rmcp::transport::OneshotTransport;
use rmcp::RoleServer;
use serde_json::{json, Value};

use crate::mcp::{Bridge, Options, Server};

use super::conv::Ledger;
use super::engine::{engine, LogSink};
use super::shared::{digest, idle_ms, ledger, plain, IDLE, KEEP_ALIVE};
use super::worker::Worker;
use super::{McpMember, Resource};
use crate::serve::Gateway;

const SESSION_ID: &str = "mcp-session-id";
const PROTOCOL_VERSION: &str = "mcp-protocol-version";
const MCP_METHOD: &str = "mcp-method";
const MCP_NAME: &str = "mcp-name";
const LAST_EVENT_ID: &str = "last-event-id";
const JSON: &str = "application/json";
const EVENT_STREAM: &str = "text/event-stream";

/// Whom a session belongs to.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Owner {
    member: String,
    resource: Resource,
}

/// The transport's state on this replica.
pub struct State {
    worker: std::sync::OnceLock<Option<Worker>>,
    manager: std::sync::OnceLock<Arc<LocalSessionManager>>,
    /// Each live session's owner.
    sessions: Arc<Mutex<HashMap<SessionId, Owner>>>,
    /// The ledger's key for sealed 2026-07-28 states, once read.
    seal_key: tokio::sync::OnceCell<Arc<Vec<u8>>>,
    /// The questions this replica's sessions put to their clients and
    /// await (session id, request id as JSON).
    waiting: Mutex<std::collections::HashSet<(String, String)>>,
    /// One session taken up from the ledger at a time.
    adopting: tokio::sync::Mutex<()>,
    /// Requests seen: every [`SWEEP_EVERY`]th (and the first) sweeps the
    /// ledger's idle conversations.
    requests: std::sync::atomic::AtomicU64,
}

/// How often (in requests) the ledger's idle conversations are swept.
const SWEEP_EVERY: u64 = 64;

impl Default for State {
    fn default() -> Self {
        State {
            worker: std::sync::OnceLock::new(),
            manager: std::sync::OnceLock::new(),
            sessions: Arc::new(Mutex::new(HashMap::new())),
            seal_key: tokio::sync::OnceCell::new(),
            waiting: Mutex::new(std::collections::HashSet::new()),
            adopting: tokio::sync::Mutex::new(()),
            requests: std::sync::atomic::AtomicU64::new(0),
        }
    }
}

fn lock<T>(m: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|e| e.into_inner())
}

impl State {
    fn worker(&self) -> Option<&Worker> {
        self.worker
            .get_or_init(|| Worker::start(drop_conversations).ok())
            .as_ref()
    }

    fn manager(&self, scale: crate::clock::TimeScale) -> Arc<LocalSessionManager> {
        Arc::clone(self.manager.get_or_init(|| {
            let mut m = LocalSessionManager::default();
            m.session_config.keep_alive = Some(scale.scale(IDLE));
            // A request's stream is primed by `resume` (its ids are the
            // ledger's), not by rmcp.
            m.session_config.sse_retry = None;
            Arc::new(m)
        }))
    }

    fn owner(&self, id: &str) -> Option<Owner> {
        lock(&self.sessions).get(id).cloned()
    }
}

/// The first request, and every [`SWEEP_EVERY`]th, sweeps the ledger's
/// idle conversations (in the background; a failure is the next one's).
fn sweep_now_and_then(gw: &Gateway) {
    let n = gw
        .mcp
        .requests
        .fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    if n.is_multiple_of(SWEEP_EVERY) {
        let members = gw.members().clone();
        let idle = idle_ms(gw);
        crate::task::spawn_blocking(move || members.mcp_sweep(idle));
    }
}

/// The owner of a conversation as the ledger keeps it.
fn conv_owner(who: &McpMember, resource: Resource) -> crate::ledger::pg::conversations::ConvOwner {
    crate::ledger::pg::conversations::ConvOwner {
        member: who.member.clone(),
        credential: who.label.clone(),
        resource: resource.path().to_string(),
    }
}

fn not_found() -> Response {
    plain(StatusCode::NOT_FOUND, "Not Found: Session not found")
}

/// A JSON-RPC message as the whole answer.
fn json_answer(status: StatusCode, body: Vec<u8>) -> Response {
    let mut r = (status, body).into_response();
    r.headers_mut()
        .insert(header::CONTENT_TYPE, HeaderValue::from_static(JSON));
    r.headers_mut()
        .insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    r
}

fn rpc_error(status: StatusCode, id: Value, code: i64, message: &str) -> Response {
    let body = json!({"jsonrpc": "2.0", "id": id, "error": {"code": code, "message": message}});
    json_answer(status, body.to_string().into_bytes())
}

/// One SSE event of a message.
fn frame(m: &rmcp::transport::streamable_http_server::session::ServerSseMessage) -> Bytes {
    let mut s = String::new();
    if let Some(id) = &m.event_id {
        s.push_str("id: ");
        s.push_str(id);
        s.push('\n');
    }
    if let Some(r) = m.retry {
        s.push_str(&format!("retry: {}\n", r.as_millis()));
    }
    if let Some(msg) = &m.message {
        match serde_json::to_string(msg.as_ref()) {
            Ok(text) => {
                s.push_str("data: ");
                s.push_str(&text);
                s.push('\n');
            }
            Err(_) => return Bytes::new(),
        }
    }
    if s.is_empty() {
        return Bytes::new();
    }
    s.push('\n');
    Bytes::from(s)
}

/// An SSE answer carrying `stream` (with a keep-alive comment every
/// [`KEEP_ALIVE`]); it ends when the stream does or the client goes, and
/// an open stream (`open`: a session's GET stream, a `subscriptions/listen`)
/// also when the gateway stops — a request's answer is work in flight,
/// finished within the drain time.
fn sse<S>(stream: S, open: Option<crate::serve::admit::OpenStream>) -> Response
where
    S: Stream<Item = rmcp::transport::streamable_http_server::session::ServerSseMessage>
        + Send
        + 'static,
{
    let (tx, mut rx) = tokio::sync::mpsc::channel::<Bytes>(16);
    crate::task::spawn(async move {
        let stopping = async {
            match &open {
                Some(o) => o.stopping().await,
                None => std::future::pending().await,
            }
        };
        let mut stopping = std::pin::pin!(stopping);
        let mut stream = std::pin::pin!(stream);
        let mut alive = tokio::time::interval(KEEP_ALIVE);
        alive.tick().await;
        loop {
            tokio::select! {
                m = stream.next() => match m {
                    Some(m) => {
                        let f = frame(&m);
                        if !f.is_empty() && tx.send(f).await.is_err() {
                            break;
                        }
                    }
                    None => break,
                },
                _ = alive.tick() => {
                    if tx.send(Bytes::from_static(b": alive\n\n")).await.is_err() {
                        break;
                    }
                }
                _ = tx.closed() => break,
                _ = &mut stopping => break,
            }
        }
    });
    let body = Body::from_stream(futures_util::stream::poll_fn(move |cx| {
        rx.poll_recv(cx).map(|b| b.map(Ok::<_, Infallible>))
    }));
    let mut r = Response::new(body);
    let h = r.headers_mut();
    h.insert(header::CONTENT_TYPE, HeaderValue::from_static(EVENT_STREAM));
    h.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-cache"));
    r
}

/// The media types `Accept` admits (weights of 0 excluded).
fn accepts(headers: &HeaderMap, wanted: &str) -> bool {
    headers
        .get_all(header::ACCEPT)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(','))
        .any(|entry| {
            let mut parts = entry.split(';');
            let essence = parts.next().unwrap_or("").trim();
            let zero = parts.any(|p| {
                p.split_once('=').is_some_and(|(k, v)| {
                    k.trim().eq_ignore_ascii_case("q")
                        && v.trim().parse::<f32>().is_ok_and(|q| q == 0.0)
                })
            });
            !zero && (essence.eq_ignore_ascii_case(wanted) || essence == "*/*")
        })
}

fn header_str<'a>(headers: &'a HeaderMap, name: &str) -> Option<&'a str> {
    headers
        .get(name)
        .and_then(|v| v.to_str().ok())
        .map(str::trim)
}

/// One request on a resource, as `who`, with the conversation's options.
pub(super) async fn handle(
    gw: &Arc<Gateway>,
    who: McpMember,
    resource: Resource,
    opts: Options,
    req: HttpRequest,
) -> Response {
    sweep_now_and_then(gw);
    match *req.method() {
        Method::POST => post(gw, who, resource, opts, req).await,
        Method::GET => get(gw, &who, resource, opts, req.headers()).await,
        Method::DELETE => delete(gw, &who, resource, opts, req.headers()).await,
        _ => {
            let mut r = plain(StatusCode::METHOD_NOT_ALLOWED, "Method Not Allowed");
            r.headers_mut()
                .insert(header::ALLOW, HeaderValue::from_static("GET, POST, DELETE"));
            r
        }
    }
}

/// The session a request names, when it is the member's on this resource:
/// `Err(404)` for an unknown one, anyone else's, or one ended (idle past
/// its time: then it is deleted here). The ledger says (one statement,
/// touching its last use); a session this replica does not hold is taken
/// up here ([`adopt`]).
async fn session_of(
    gw: &Arc<Gateway>,
    who: &McpMember,
    resource: Resource,
    opts: &Options,
    headers: &HeaderMap,
) -> Option<Result<SessionId, Response>> {
    let id = header_str(headers, SESSION_ID)?.to_string();
    let (key, member, path, idle) = (
        digest(&id),
        who.member.clone(),
        resource.path(),
        idle_ms(gw),
    );
    let found = ledger(gw, move |m| m.mcp_touch(&key, &member, path, idle)).await;
    let init = match found {
        Err(e) => return Some(Err(gw.ledger_away(crate::api::Surface::Main, &e))),
        Ok(None) => {
            // Ended (or never this member's): if this replica holds it as
            // theirs, it ends here too.
            let ours = gw
                .mcp
                .owner(&id)
                .is_some_and(|o| o.member == who.member && o.resource == resource);
            if ours {
                close_local(gw, &id).await;
            }
            return Some(Err(not_found()));
        }
        Ok(Some(init)) => init,
    };
    let held = gw.mcp.owner(&id);
    Some(match held {
        Some(o) if o.member == who.member && o.resource == resource => Ok(SessionId::from(id)),
        Some(_) => Err(not_found()),
        None => adopt(gw, who, resource, opts.clone(), &id, &init).await,
    })
}

/// Ends this replica's hold of session `id` (the ledger's row is the
/// caller's to end).
async fn close_local(gw: &Gateway, id: &str) {
    let manager = gw.mcp.manager(gw.parts.options.time_scale);
    let _ = manager.close_session(&SessionId::from(id)).await;
    lock(&gw.mcp.sessions).remove(id);
}

/// Takes up here a session another replica opened: its server made anew
/// over the ledger's state, under the same id, its client's `initialize`
/// (kept in the ledger) and `initialized` replayed to it.
async fn adopt(
    gw: &Arc<Gateway>,
    who: &McpMember,
    resource: Resource,
    opts: Options,
    id: &str,
    init: &str,
) -> Result<SessionId, Response> {
    let _one = gw.mcp.adopting.lock().await;
    if gw.mcp.owner(id).is_some() {
        return Ok(SessionId::from(id));
    }
    let Ok(init) = serde_json::from_str::<ClientJsonRpcMessage>(init) else {
        return Err(not_found());
    };
    let initialized: ClientJsonRpcMessage = match serde_json::from_value(
        json!({"jsonrpc": "2.0", "method": "notifications/initialized"}),
    ) {
        Ok(m) => m,
        Err(_) => return Err(not_found()),
    };
    let manager = gw.mcp.manager(gw.parts.options.time_scale);
    let sid = SessionId::from(id);
    let (handle, worker) = create_local_session(sid.clone(), manager.session_config.clone());
    manager.sessions.write().await.insert(sid.clone(), handle);
    let transport = rmcp::transport::WorkerTransport::spawn(worker);
    if let Err(r) = start_server(gw, who, resource, opts, sid.clone(), transport) {
        let _ = manager.close_session(&sid).await;
        return Err(*r);
    }
    let replayed = manager.initialize_session(&sid, init).await.is_ok()
        && manager.accept_message(&sid, initialized).await.is_ok();
    if !replayed {
        close_local(gw, id).await;
        return Err(not_found());
    }
    Ok(sid)
}

async fn get(
    gw: &Arc<Gateway>,
    who: &McpMember,
    resource: Resource,
    opts: Options,
    h: &HeaderMap,
) -> Response {
    if !accepts(h, EVENT_STREAM) {
        return plain(
            StatusCode::NOT_ACCEPTABLE,
            "Not Acceptable: Client must accept text/event-stream",
        );
    }
    let id = match session_of(gw, who, resource, &opts, h).await {
        None => {
            let mut r = plain(
                StatusCode::METHOD_NOT_ALLOWED,
                "Method Not Allowed: a stream belongs to a session (Mcp-Session-Id)",
            );
            r.headers_mut()
                .insert(header::ALLOW, HeaderValue::from_static("POST"));
            return r;
        }
        Some(Err(r)) => return r,
        Some(Ok(id)) => id,
    };
    // A reconnection: the rest of the stream its last event was on. It
    // is the continuation of a request's answer, so it takes a place
    // among the member's requests in flight, as that request did, not
    // one of their open streams (docs/assumptions.md).
    if let Some(last) = header_str(h, LAST_EVENT_ID) {
        let permit = match gw
            .request_permit(crate::api::Surface::Main, &who.member)
            .await
        {
            Ok(p) => p,
            Err(r) => return r,
        };
        return super::resume::replay(gw, &id, last, permit).await;
    }
    // The member's open streams are the gateway's to count (at most
    // `admit::STREAMS`; a fifth waits for a place, then 429).
    let permit = match gw
        .stream_permit(crate::api::Surface::Main, &who.member)
        .await
    {
        Ok(p) => p,
        Err(r) => return r,
    };
    // The session's own stream is not resumable (its events carry no id):
    // a client reconnects it with a plain GET.
    let manager = gw.mcp.manager(gw.parts.options.time_scale);
    match manager.create_standalone_stream(&id).await {
        Ok(stream) => {
            let stream = stream.map(|mut m| {
                m.event_id = None;
                m
            });
            sse(asks_heard(gw, &id, stream), Some(permit))
        }
        Err(_) => not_found(),
    }
}

async fn delete(
    gw: &Arc<Gateway>,
    who: &McpMember,
    resource: Resource,
    opts: Options,
    h: &HeaderMap,
) -> Response {
    let id = match session_of(gw, who, resource, &opts, h).await {
        None => {
            return plain(
                StatusCode::BAD_REQUEST,
                "Bad Request: Session ID is required",
            )
        }
        Some(Err(r)) => return r,
        Some(Ok(id)) => id,
    };
    // Ended on every replica: the ledger's row (its names and pages with
    // it); a replica still holding it finds it gone on its next request.
    let (key, member) = (digest(&id), who.member.clone());
    if let Err(e) = ledger(gw, move |m| m.mcp_end(&key, &member)).await {
        return gw.ledger_away(crate::api::Surface::Main, &e);
    }
    close_local(gw, &id).await;
    StatusCode::ACCEPTED.into_response()
}

/// The answer to a request whose `MCP-Protocol-Version` names no
/// revision served (none when absent or served): 400 with the JSON-RPC
/// `UnsupportedProtocolVersionError` (-32022) whose data lists the
/// revisions served and echoes the one asked for (SEP-2575), with the
/// request's id.
fn bad_version(headers: &HeaderMap, body: &Value) -> Option<Response> {
    let v = headers.get(PROTOCOL_VERSION)?;
    let Ok(v) = v.to_str() else {
        return Some(plain(
            StatusCode::BAD_REQUEST,
            "Bad Request: Invalid MCP-Protocol-Version header encoding",
        ));
    };
    let known = crate::mcp::REVISIONS.iter().any(|r| r.as_str() == v)
        || ProtocolVersion::KNOWN_VERSIONS
            .iter()
            .any(|r| r.as_str() == v);
    if known {
        return None;
    }
    let asked: String = v.chars().take(40).collect();
    let supported: Vec<&str> = crate::mcp::REVISIONS.iter().map(|r| r.as_str()).collect();
    let body = json!({"jsonrpc": "2.0", "id": body.get("id").cloned().unwrap_or(Value::Null),
        "error": {"code": -32022,
            "message": format!("Unsupported protocol version: {asked}"),
            "data": {"supported": supported, "requested": asked}}});
    Some(json_answer(
        StatusCode::BAD_REQUEST,
        body.to_string().into_bytes(),
    ))
}

/// The HTTP status of a 2026-07-28 request answered by a JSON-RPC error
/// alone (SEP-2575): a method not served is 404; invalid params (a
/// `_meta` without its fields), a header that disagrees with the body, a
/// capability the client did not declare and a revision not served are
/// 400; anything else is 200.
fn status_of_error(code: Option<i64>) -> StatusCode {
    match code {
        Some(-32601) => StatusCode::NOT_FOUND,
        Some(-32602 | -32020 | -32021 | -32022) => StatusCode::BAD_REQUEST,
        _ => StatusCode::OK,
    }
}

/// Whether the request is served as 2026-07-28 or later, however that
/// revision was named: by `MCP-Protocol-Version`, or — the header absent —
/// by being a request that [`post`] serves statelessly (no session id;
/// `server/discover`, or a `_meta` naming a revision), which [`stateless`]
/// serves as 2026-07-28. The header check follows the revision served,
/// so leaving the header out does not skip it.
fn serves_2026(headers: &HeaderMap, body: &Value) -> bool {
    if let Some(v) = header_str(headers, PROTOCOL_VERSION) {
        return v >= ProtocolVersion::V_2026_07_28.as_str();
    }
    let request = body.get("id").is_some_and(|id| !id.is_null())
        && body.get("method").and_then(Value::as_str).is_some();
    let named = body.get("method").and_then(Value::as_str) == Some("server/discover")
        || body
            .pointer("/params/_meta")
            .and_then(|m| m.get("io.modelcontextprotocol/protocolVersion"))
            .is_some();
    request && named && header_str(headers, SESSION_ID).is_none()
}

/// The 2026-07-28 header check (SEP-2243): from that revision on,
/// `Mcp-Method` names the body's method and, for a tool call,
/// `Mcp-Name` its tool — a proxy routes on them without the body.
/// `Mcp-Name` may come Base64-encoded ([`super::value`]); it is compared
/// decoded.
fn header_mismatch(headers: &HeaderMap, body: &Value) -> Option<Response> {
    let required = serves_2026(headers, body);
    let method = body.get("method").and_then(Value::as_str)?;
    let id = body.get("id").cloned().unwrap_or(Value::Null);
    let mismatch = |why: String| rpc_error(StatusCode::BAD_REQUEST, id.clone(), -32020, &why);
    // The revision in the header must be the one the body's `_meta` names.
    let in_meta = body
        .pointer("/params/_meta")
        .and_then(|m| m.get("io.modelcontextprotocol/protocolVersion"))
        .and_then(Value::as_str);
    if let (Some(h), Some(m)) = (header_str(headers, PROTOCOL_VERSION), in_meta) {
        if h != m {
            return Some(mismatch(format!(
                "Header mismatch: MCP-Protocol-Version is {} but the body's _meta names {}",
                h.chars().take(40).collect::<String>(),
                m.chars().take(40).collect::<String>()
            )));
        }
    }
    let methods: Vec<&str> = headers
        .get_all(MCP_METHOD)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .collect();
    if !required && methods.is_empty() {
        return None;
    }
    match methods.as_slice() {
        [m] if m.trim() == method => {}
        [] if method == "initialize" => return None,
        [] => {
            return Some(mismatch(format!(
                "Header mismatch: Mcp-Method is required (the body's method is {method})"
            )))
        }
        _ => {
            return Some(mismatch(format!(
                "Header mismatch: Mcp-Method does not name the body's method ({method})"
            )))
        }
    }
    let name = match method {
        "tools/call" | "prompts/get" => body.pointer("/params/name"),
        "resources/read" => body.pointer("/params/uri"),
        _ => None,
    }
    .and_then(Value::as_str);
    if let Some(name) = name {
        let given: Vec<&str> = headers
            .get_all(MCP_NAME)
            .iter()
            .filter_map(|v| v.to_str().ok())
            .collect();
        let ok = match given.as_slice() {
            [] => !required,
            // Sent as is, or in the `=?base64?…?=` form (SEP-2243's value
            // encoding, for a name that is not printable ASCII).
            [g] => super::value::decoded(g.trim()).is_some_and(|g| g == name),
            _ => false,
        };
        if !ok {
            return Some(mismatch(
                "Header mismatch: Mcp-Name does not name the body's target".to_string(),
            ));
        }
    }
    None
}

async fn post(
    gw: &Arc<Gateway>,
    who: McpMember,
    resource: Resource,
    opts: Options,
    req: HttpRequest,
) -> Response {
    let headers = req.headers().clone();
    if !accepts(&headers, JSON) || !accepts(&headers, EVENT_STREAM) {
        return plain(
            StatusCode::NOT_ACCEPTABLE,
            "Not Acceptable: Client must accept both application/json and text/event-stream",
        );
    }
    let json_body = header_str(&headers, header::CONTENT_TYPE.as_str())
        .map(|c| c.split(';').next().unwrap_or("").trim())
        .is_some_and(|c| c.eq_ignore_ascii_case(JSON));
    if !json_body {
        return plain(
            StatusCode::UNSUPPORTED_MEDIA_TYPE,
            "Unsupported Media Type: Content-Type must be application/json",
        );
    }
    let bytes = match tokio::time::timeout(
        gw.body_timeout,
        axum::body::to_bytes(req.into_body(), super::super::BODY_LIMIT),
    )
    .await
    {
        Ok(Ok(b)) => b,
        Ok(Err(_)) => {
            return plain(
                StatusCode::PAYLOAD_TOO_LARGE,
                "Payload Too Large: the body is over 1 MiB",
            )
        }
        Err(_) => {
            return plain(
                StatusCode::REQUEST_TIMEOUT,
                "Request Timeout: the body took too long to arrive",
            )
        }
    };
    // Malformed JSON-RPC is answered as `talent mcp` answers a line.
    if let Some(answer) = crate::mcp::stdio::judge(bytes.trim_ascii()) {
        if answer.is_empty() {
            return StatusCode::ACCEPTED.into_response();
        }
        let mut answer = answer;
        while answer.last() == Some(&b'\n') {
            answer.pop();
        }
        return json_answer(StatusCode::BAD_REQUEST, answer);
    }
    let value: Value = match serde_json::from_slice(&bytes) {
        Ok(v) => v,
        Err(_) => return rpc_error(StatusCode::BAD_REQUEST, Value::Null, -32700, "Parse error"),
    };
    if let Some(r) = bad_version(&headers, &value) {
        return r;
    }
    if let Some(r) = header_mismatch(&headers, &value) {
        return r;
    }
    let id = value.get("id").cloned().unwrap_or(Value::Null);
    let message: ClientJsonRpcMessage = match serde_json::from_value(value.clone()) {
        Ok(m) => m,
        Err(e) => {
            let text = e.to_string();
            return rpc_error(
                StatusCode::BAD_REQUEST,
                id,
                -32602,
                &format!(
                    "Invalid params: {}",
                    text.chars().take(200).collect::<String>()
                ),
            );
        }
    };
    // A tool the credential's scopes do not reach: 403 naming the scope.
    if value.get("method").and_then(Value::as_str) == Some("tools/call") {
        if let Some(tool) = value.pointer("/params/name").and_then(Value::as_str) {
            if let Some(r) = super::insufficient_scope(gw, resource, &who, tool) {
                return r;
            }
        }
    }
    // A sealed state is its member's (named inside it, under the
    // ledger's key: the same answer on every replica).
    if let Some(state) = value
        .pointer("/params/requestState")
        .and_then(Value::as_str)
    {
        let owner = match seal_key(gw).await {
            Ok(key) => crate::mcp::seal::Approvals::member_of(&key, state),
            Err(e) => return plain(StatusCode::SERVICE_UNAVAILABLE, &unavailable(&e)),
        };
        if owner.is_some_and(|m| m != who.member) {
            return plain(StatusCode::NOT_FOUND, "Not Found: no such request state");
        }
    }
    match session_of(gw, &who, resource, &opts, &headers).await {
        Some(Err(r)) => return r,
        Some(Ok(id)) => return in_session(gw, id, message).await,
        None => {}
    }
    match message {
        ClientJsonRpcMessage::Request(r)
            if matches!(r.request, ClientRequest::InitializeRequest(_)) =>
        {
            let init = value.to_string();
            open_session(
                gw,
                who,
                resource,
                opts,
                ClientJsonRpcMessage::Request(r),
                init,
            )
            .await
        }
        ClientJsonRpcMessage::Request(r)
            if matches!(r.request, ClientRequest::DiscoverRequest(_))
                || r.request.get_meta().protocol_version().is_some() =>
        {
            stateless(gw, who, resource, opts, r, &headers).await
        }
        ClientJsonRpcMessage::Notification(_)
            if header_str(&headers, PROTOCOL_VERSION)
                .is_some_and(|v| v >= ProtocolVersion::V_2026_07_28.as_str()) =>
        {
            StatusCode::ACCEPTED.into_response()
        }
        _ => plain(
            StatusCode::BAD_REQUEST,
            "Bad Request: Session ID is required",
        ),
    }
}

/// The ledger's key for sealed 2026-07-28 states: read (or made, by the
/// first replica) once, then kept.
pub async fn seal_key(gw: &Gateway) -> crate::Result<Arc<Vec<u8>>> {
    gw.mcp
        .seal_key
        .get_or_try_init(|| async {
            let mut fresh = [0u8; 32];
            getrandom::fill(&mut fresh).map_err(|e| {
                crate::Error::failure(format!("no randomness for the seal key: {e}"))
            })?;
            let fresh: String = fresh.iter().map(|b| format!("{b:02x}")).collect();
            let members = gw.members().clone();
            let secret = tokio::task::spawn_blocking(move || members.mcp_seal_secret(&fresh))
                .await
                .unwrap_or_else(|_| Err(crate::Error::ledger("the ledger's lookup stopped")))?;
            Ok(Arc::new(secret.into_bytes()))
        })
        .await
        .cloned()
}

/// The answer when the ledger cannot give the seal key.
pub fn unavailable(e: &crate::Error) -> String {
    format!("Service Unavailable: the team ledger did not answer ({e})")
}

/// A message in the member's session: a request's answer streams; a
/// notification or a response is accepted.
async fn in_session(gw: &Arc<Gateway>, id: SessionId, message: ClientJsonRpcMessage) -> Response {
    let manager = gw.mcp.manager(gw.parts.options.time_scale);
    // An answer to a question another replica put (it waits there): it
    // goes to that replica through the ledger.
    if let Some(asked) = answer_to(&message) {
        let waiting = lock(&gw.mcp.waiting).remove(&(id.to_string(), asked.clone()));
        if !waiting {
            let (key, body) = (
                digest(&id),
                serde_json::to_string(&message).unwrap_or_default(),
            );
            return match ledger(gw, move |m| m.mcp_relay_put(&key, &asked, &body)).await {
                Ok(()) => StatusCode::ACCEPTED.into_response(),
                Err(e) => gw.ledger_away(crate::api::Surface::Main, &e),
            };
        }
    }
    match message {
        ClientJsonRpcMessage::Request(_) => match manager.create_stream(&id, message).await {
            Ok(stream) => super::resume::request_stream(gw, &id, asks_heard(gw, &id, stream)),
            Err(_) => not_found(),
        },
        _ => match manager.accept_message(&id, message).await {
            Ok(()) => StatusCode::ACCEPTED.into_response(),
            Err(_) => not_found(),
        },
    }
}

/// The id (as JSON) of the server's request a client's message answers.
fn answer_to(message: &ClientJsonRpcMessage) -> Option<String> {
    match message {
        ClientJsonRpcMessage::Response(r) => serde_json::to_string(&r.id).ok(),
        ClientJsonRpcMessage::Error(e) => serde_json::to_string(&e.id).ok(),
        _ => None,
    }
}

/// A session's stream, noting each question it puts to the client (a
/// server's request, an elicitation): its answer may land on another
/// replica, so until it comes here this replica also looks for it in the
/// ledger ([`relay_from_ledger`]).
fn asks_heard<S>(
    gw: &Arc<Gateway>,
    id: &SessionId,
    stream: S,
) -> impl Stream<Item = rmcp::transport::streamable_http_server::session::ServerSseMessage>
       + Send
       + 'static
where
    S: Stream<Item = rmcp::transport::streamable_http_server::session::ServerSseMessage>
        + Send
        + 'static,
{
    let (gw, id) = (Arc::clone(gw), id.clone());
    stream.inspect(move |m| {
        if let Some(ServerJsonRpcMessage::Request(r)) = m.message.as_deref() {
            if let Ok(asked) = serde_json::to_string(&r.id) {
                lock(&gw.mcp.waiting).insert((id.to_string(), asked.clone()));
                crate::task::spawn(relay_from_ledger(Arc::clone(&gw), id.clone(), asked));
            }
        }
    })
}

/// How often a waiting question looks for its answer in the ledger.
const RELAY_POLL: Duration = Duration::from_millis(200);

/// Waits (at most the question's life) for the answer to question `asked`
/// of session `id` to arrive through the ledger (another replica took
/// it), and hands it to the session here; ends as soon as the answer
/// came here directly.
async fn relay_from_ledger(gw: Arc<Gateway>, id: SessionId, asked: String) {
    let life = gw
        .parts
        .options
        .time_scale
        .scale(crate::mcp::ask::ANSWER_WITHIN);
    let until = Instant::now() + life;
    let pair = (id.to_string(), asked.clone());
    while Instant::now() < until && lock(&gw.mcp.waiting).contains(&pair) {
        tokio::time::sleep(RELAY_POLL).await;
        let (key, a) = (digest(&id), asked.clone());
        let Ok(Some(body)) = ledger(&gw, move |m| m.mcp_relay_take(&key, &a)).await else {
            continue;
        };
        if !lock(&gw.mcp.waiting).remove(&pair) {
            return;
        }
        if let Ok(message) = serde_json::from_str::<ClientJsonRpcMessage>(&body) {
            let manager = gw.mcp.manager(gw.parts.options.time_scale);
            let _ = manager.accept_message(&id, message).await;
        }
        return;
    }
    lock(&gw.mcp.waiting).remove(&pair);
}

/// The conversation's seams: the guard's questions and notices.
fn bridge_for(gw: &Gateway, member: &str) -> Arc<Bridge> {
    Bridge::new(Arc::new(LogSink {
        log: Arc::clone(&gw.parts.log),
        key: gw.parts.key.clone(),
        member: member.to_string(),
    }))
}

/// Starts session `id`'s server on the worker thread over `transport`,
/// its state in the ledger; this replica holds the session from now on.
fn start_server(
    gw: &Arc<Gateway>,
    who: &McpMember,
    resource: Resource,
    opts: Options,
    id: SessionId,
    transport: rmcp::transport::WorkerTransport<
        rmcp::transport::streamable_http_server::session::local::LocalSessionWorker,
    >,
) -> Result<(), Box<Response>> {
    let Some(worker) = gw.mcp.worker() else {
        return Err(Box::new(plain(
            StatusCode::SERVICE_UNAVAILABLE,
            "Service Unavailable: the MCP worker could not start",
        )));
    };
    lock(&gw.mcp.sessions).insert(
        id.clone(),
        Owner {
            member: who.member.clone(),
            resource,
        },
    );
    let bridge = bridge_for(gw, &who.member);
    let engine = engine(gw, &who.member, &bridge);
    let conv = Ledger {
        members: gw.members().clone(),
        id: digest(&id),
    };
    let manager = gw.mcp.manager(gw.parts.options.time_scale);
    let (sessions, ended) = (Arc::clone(&gw.mcp.sessions), id.clone());
    let started = worker.spawn(Box::new(move || {
        Box::pin(async move {
            let server = Server::kept_in(Rc::new(engine), opts, bridge, Rc::new(conv));
            if let Ok(running) = rmcp::service::serve_server(server.clone(), transport).await {
                let _ = running.waiting().await;
            }
            // This replica's hold ends (idle here, or closed); the
            // conversation in the ledger ends by its own rules.
            server.end();
            let _ = manager.close_session(&ended).await;
            lock(&sessions).remove(&ended);
        })
    }));
    if !started {
        lock(&gw.mcp.sessions).remove(&id);
        return Err(Box::new(plain(
            StatusCode::SERVICE_UNAVAILABLE,
            "Service Unavailable: the MCP worker stopped",
        )));
    }
    Ok(())
}

/// `initialize`: a new session of the member's on this resource, kept in
/// the ledger (with `init`, the request, for another replica to take it
/// up), its server started on the worker thread.
async fn open_session(
    gw: &Arc<Gateway>,
    who: McpMember,
    resource: Resource,
    opts: Options,
    message: ClientJsonRpcMessage,
    init: String,
) -> Response {
    let manager = gw.mcp.manager(gw.parts.options.time_scale);
    let Ok((id, transport)) = manager.create_session().await else {
        return plain(
            StatusCode::INTERNAL_SERVER_ERROR,
            "Internal Server Error: no session",
        );
    };
    let (key, owner) = (digest(&id), conv_owner(&who, resource));
    if let Err(e) = ledger(gw, move |m| m.mcp_open(&key, &owner, &init)).await {
        let _ = manager.close_session(&id).await;
        return gw.ledger_away(crate::api::Surface::Main, &e);
    }
    if let Err(r) = start_server(gw, &who, resource, opts, id.clone(), transport) {
        let _ = manager.close_session(&id).await;
        return *r;
    }
    let answer = match manager.initialize_session(&id, message).await {
        Ok(a) => a,
        Err(_) => {
            lock(&gw.mcp.sessions).remove(&id);
            return plain(
                StatusCode::INTERNAL_SERVER_ERROR,
                "Internal Server Error: the session did not start",
            );
        }
    };
    let one =
        rmcp::transport::streamable_http_server::session::ServerSseMessage::from_message(answer);
    let mut r = sse(futures_util::stream::iter([one]), None);
    if let Ok(v) = HeaderValue::from_str(&id) {
        r.headers_mut().insert(SESSION_ID, v);
    }
    r
}

/// The key of a 2026-07-28 conversation: member, credential, resource and
/// options.
fn conversation_key(who: &McpMember, resource: Resource, opts: &Options) -> String {
    digest(&format!(
        "{}\u{0}{}\u{0}{:?}\u{0}{:?}|{:?}|{:?}|{:?}|{:?}",
        who.member,
        who.label,
        resource,
        opts.toolsets,
        opts.exclude_tools,
        opts.read_only,
        opts.allow,
        opts.confirm
    ))
}

thread_local! {
    /// The worker thread's 2026-07-28 conversations, by key, with when
    /// each was last used.
    static CONVERSATIONS: std::cell::RefCell<HashMap<String, (Server, Instant)>> =
        std::cell::RefCell::new(HashMap::new());
}

/// Drops the worker thread's conversations, on the thread as it ends
/// ([`Worker::start`]): not by the thread-local's destructor, where on
/// Windows dropping the gateway's last handle on its ledger hangs the
/// process.
fn drop_conversations() {
    let kept = CONVERSATIONS.with(|c| std::mem::take(&mut *c.borrow_mut()));
    drop(kept);
}

/// The conversation of `key` on the worker thread (made with `make` when
/// there is none); those idle for longer than `idle` end first.
fn conversation(key: &str, idle: Duration, make: impl FnOnce() -> Server) -> Server {
    CONVERSATIONS.with(|c| {
        let mut c = c.borrow_mut();
        let now = Instant::now();
        let ended: Vec<String> = c
            .iter()
            .filter(|(_, (_, at))| now.duration_since(*at) > idle)
            .map(|(k, _)| k.clone())
            .collect();
        for k in ended {
            if let Some((s, _)) = c.remove(&k) {
                s.end();
            }
        }
        let entry = c.entry(key.to_string()).or_insert_with(|| (make(), now));
        entry.1 = now;
        entry.0.clone()
    })
}

/// A 2026-07-28 request (or `server/discover`): served on its own, in the
/// member's conversation for these options.
async fn stateless(
    gw: &Arc<Gateway>,
    who: McpMember,
    resource: Resource,
    opts: Options,
    request: rmcp::model::JsonRpcRequest<ClientRequest>,
    headers: &HeaderMap,
) -> Response {
    let Some(worker) = gw.mcp.worker() else {
        return plain(
            StatusCode::SERVICE_UNAVAILABLE,
            "Service Unavailable: the MCP worker could not start",
        );
    };
    let version = header_str(headers, PROTOCOL_VERSION)
        .and_then(|v| serde_json::from_value(Value::String(v.to_string())).ok())
        .unwrap_or(ProtocolVersion::V_2026_07_28);
    let peer =
        InitializeRequestParams::new(ClientCapabilities::default(), Implementation::default())
            .with_protocol_version(version);
    let key = conversation_key(&who, resource, &opts);
    let idle = gw.parts.options.time_scale.scale(IDLE);
    // The conversation in the ledger: made, begun afresh after its idle
    // time, or touched; its state is there for every replica.
    let (k, owner, idle_for) = (key.clone(), conv_owner(&who, resource), idle_ms(gw));
    if let Err(e) = ledger(gw, move |m| m.mcp_stateless(&k, &owner, idle_for)).await {
        return gw.ledger_away(crate::api::Surface::Main, &e);
    }
    // A `subscriptions/listen` stream is one of the member's open streams
    // (at most `admit::STREAMS`, as a session's GET stream).
    let permit = if matches!(
        request.request,
        ClientRequest::SubscriptionsListenRequest(_)
    ) {
        match gw
            .stream_permit(crate::api::Surface::Main, &who.member)
            .await
        {
            Ok(p) => Some(p),
            Err(r) => return r,
        }
    } else {
        None
    };
    let members = gw.members().clone();
    let (transport, mut receiver) =
        OneshotTransport::<RoleServer>::new(ClientJsonRpcMessage::Request(request));
    let ct = tokio_util_ct();
    let cancel = ct.clone();
    let gw2 = Arc::clone(gw);
    let member = who.member.clone();
    let started = worker.spawn(Box::new(move || {
        Box::pin(async move {
            let server = conversation(&key, idle, || {
                let bridge = bridge_for(&gw2, &member);
                let engine = engine(&gw2, &member, &bridge);
                let conv = Ledger {
                    members,
                    id: key.clone(),
                };
                Server::kept_in(Rc::new(engine), opts, bridge, Rc::new(conv))
            });
            let running =
                rmcp::service::serve_directly_with_ct(server, transport, Some(peer), cancel);
            let _ = running.waiting().await;
        })
    }));
    if !started {
        return plain(
            StatusCode::SERVICE_UNAVAILABLE,
            "Service Unavailable: the MCP worker stopped",
        );
    }
    // The call is cancelled when the client goes before its first message.
    let guard = ct.clone().drop_guard();
    let Some(first) = receiver.recv().await else {
        return plain(
            StatusCode::INTERNAL_SERVER_ERROR,
            "Internal Server Error: no answer",
        );
    };
    guard.disarm();
    if matches!(
        first,
        ServerJsonRpcMessage::Response(_) | ServerJsonRpcMessage::Error(_)
    ) {
        let status = match &first {
            ServerJsonRpcMessage::Error(e) => status_of_error(Some(i64::from(e.error.code.0))),
            _ => StatusCode::OK,
        };
        return match serde_json::to_vec(&first) {
            Ok(body) => json_answer(status, body),
            Err(_) => plain(StatusCode::INTERNAL_SERVER_ERROR, "Internal Server Error"),
        };
    }
    let rest = futures_util::stream::poll_fn(move |cx| receiver.poll_recv(cx)).map(move |m| {
        rmcp::transport::streamable_http_server::session::ServerSseMessage::from_message(m)
    });
    let first =
        rmcp::transport::streamable_http_server::session::ServerSseMessage::from_message(first);
    let stream = futures_util::stream::iter([first]).chain(rest);
    // Dropping the stream (the client went) cancels the call.
    let stream = CancelOnDrop {
        inner: Box::pin(stream),
        _ct: ct.drop_guard(),
    };
    sse(stream, permit)
}

fn tokio_util_ct() -> tokio_util::sync::CancellationToken {
    tokio_util::sync::CancellationToken::new()
}

/// A stream that cancels its call when dropped before its end.
struct CancelOnDrop<S> {
    inner: std::pin::Pin<Box<S>>,
    _ct: tokio_util::sync::DropGuard,
}

impl<S: Stream> Stream for CancelOnDrop<S> {
    type Item = S::Item;
    fn poll_next(
        mut self: std::pin::Pin<&mut Self>,
        cx: &mut std::task::Context<'_>,
    ) -> std::task::Poll<Option<S::Item>> {
        self.inner.as_mut().poll_next(cx)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn h(pairs: &[(&'static str, &'static str)]) -> HeaderMap {
        let mut m = HeaderMap::new();
        for (k, v) in pairs {
            m.append(*k, HeaderValue::from_static(v));
        }
        m
    }

    #[test]
    fn accept_needs_each_type_and_a_zero_weight_excludes_it() {
        assert!(accepts(
            &h(&[("accept", "application/json, text/event-stream")]),
            JSON
        ));
        assert!(!accepts(
            &h(&[("accept", "application/json;q=0, text/event-stream")]),
            JSON
        ));
        assert!(!accepts(&h(&[("accept", "text/event-stream")]), JSON));
    }

    /// Found by the conformance suite's 2026-07-28 `server-stateless`
    /// scenario: a method not served was 200 (404), a request whose header
    /// and `_meta` name different revisions was served (400, -32020), an
    /// unknown revision was a text answer (400, -32022 listing the
    /// revisions served and echoing the one asked for, with the id).
    #[test]
    fn the_2026_errors_have_their_http_status_and_the_header_agrees_with_meta() {
        assert_eq!(status_of_error(Some(-32601)), StatusCode::NOT_FOUND);
        for c in [-32602, -32020, -32021, -32022] {
            assert_eq!(status_of_error(Some(c)), StatusCode::BAD_REQUEST, "{c}");
        }
        assert_eq!(status_of_error(Some(-32603)), StatusCode::OK);
        let discover = |v: &str| {
            json!({"jsonrpc": "2.0", "id": 302, "method": "server/discover",
                "params": {"_meta": {"io.modelcontextprotocol/protocolVersion": v,
                    "io.modelcontextprotocol/clientCapabilities": {}}}})
        };
        let v = ("mcp-protocol-version", "2026-07-28");
        let m = ("mcp-method", "server/discover");
        let r = header_mismatch(&h(&[v, m]), &discover("v999.0.0")).expect("refused");
        assert_eq!(r.status(), StatusCode::BAD_REQUEST);
        assert!(header_mismatch(&h(&[v, m]), &discover("2026-07-28")).is_none());
        let r = bad_version(
            &h(&[("mcp-protocol-version", "v999.0.0")]),
            &discover("v999.0.0"),
        )
        .expect("refused");
        assert_eq!(r.status(), StatusCode::BAD_REQUEST);
        assert!(bad_version(&h(&[v]), &discover("2026-07-28")).is_none());
    }

    /// SEP-2243's `Mcp-Param-{Name}` headers exist only for the tool
    /// arguments an input schema marks with `x-mcp-header`; no tool of
    /// talent's marks one, so no `Mcp-Param-*` header names anything to
    /// check against the body (docs/assumptions.md). A tool that adds one
    /// must have its header checked here first: this fails until then.
    #[test]
    fn no_tool_declares_an_x_mcp_header_so_no_mcp_param_header_is_checked() {
        for e in crate::mcp::tools::all() {
            let schema = serde_json::Value::Object((*(e.def.input)()).clone()).to_string();
            assert!(
                !schema.contains("x-mcp-header"),
                "{} declares an x-mcp-header: check its Mcp-Param-* header in header_mismatch",
                e.def.name
            );
        }
    }

    #[test]
    fn the_2026_headers_must_name_the_bodys_method_and_tool() {
        let call = json!({"jsonrpc": "2.0", "id": 1, "method": "tools/call",
            "params": {"name": "get_usage", "arguments": {}}});
        let v = ("mcp-protocol-version", "2026-07-28");
        assert!(header_mismatch(
            &h(&[v, ("mcp-method", "tools/call"), ("mcp-name", "get_usage")]),
            &call
        )
        .is_none());
        assert!(header_mismatch(&h(&[v, ("mcp-method", "tools/call")]), &call).is_some());
        assert!(header_mismatch(
            &h(&[v, ("mcp-method", "tools/list"), ("mcp-name", "get_usage")]),
            &call
        )
        .is_some());
        assert!(header_mismatch(
            &h(&[
                v,
                ("mcp-method", "tools/call"),
                ("mcp-name", "search_candidates")
            ]),
            &call
        )
        .is_some());
        // Before 2026-07-28 they are optional, but must agree when given.
        assert!(header_mismatch(&h(&[]), &call).is_none());
        assert!(header_mismatch(&h(&[("mcp-method", "ping")]), &call).is_some());
    }

    /// Found by a black-box probe: with no `MCP-Protocol-Version`, a body
    /// whose `_meta` names 2026-07-28 is served statelessly as that
    /// revision, and skipped the header check.
    #[test]
    fn the_2026_header_check_follows_the_revision_served_not_only_the_header() {
        let call = json!({"jsonrpc": "2.0", "id": 1, "method": "tools/call",
            "params": {"name": "get_usage", "arguments": {},
                "_meta": {"io.modelcontextprotocol/protocolVersion": "2026-07-28"}}});
        assert!(header_mismatch(&h(&[]), &call).is_some());
        assert!(header_mismatch(&h(&[("mcp-method", "tools/call")]), &call).is_some());
        assert!(header_mismatch(
            &h(&[("mcp-method", "tools/call"), ("mcp-name", "get_usage")]),
            &call
        )
        .is_none());
        let discover = json!({"jsonrpc": "2.0", "id": 2, "method": "server/discover"});
        assert!(header_mismatch(&h(&[]), &discover).is_some());
        // In a session, the session's revision is served: not required.
        assert!(header_mismatch(&h(&[("mcp-session-id", "s")]), &call).is_none());
        // A header naming an earlier revision: that revision's rules.
        let older = json!({"jsonrpc": "2.0", "id": 3, "method": "tools/call",
            "params": {"name": "get_usage", "arguments": {}}});
        assert!(header_mismatch(&h(&[("mcp-protocol-version", "2025-11-25")]), &older).is_none());
    }
}
