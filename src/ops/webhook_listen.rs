//! The local webhook receiver behind `talent webhooks listen`.
//!
//! Each POST is checked against `X-Service-Signature` over its exact raw
//! body with every secret given (rotation); then each event is handled once:
//!
//! 1. a bad or missing signature: 401 and one line on stderr, never a forward;
//! 2. not a JSON object: 400 (a body over [`BODY_LIMIT`]: 413); one without
//!    an `id` (a ping) is handled but cannot be deduplicated;
//! 3. an event created longer ago than the keep window (replay), or whose id
//!    was already delivered within it: 200, `duplicate of <id>` on stderr,
//!    nothing printed or forwarded;
//! 4. the same id being handled right now: waited for (up to
//!    [`IN_FLIGHT_WAIT`]) and then judged as above, so a duplicate that races
//!    its original is answered as a duplicate; one still unfinished then is
//!    503 with `Retry-After`, so the service retries;
//! 5. otherwise: appended to `--log`, forwarded (raw body, signature and
//!    `X-Service-Event-Id`) and printed; the id is recorded as done in the
//!    ledger only when the target answered 2xx (a target's failure is
//!    answered 502, its timeout 504, so the service retries), so to a target
//!    this is at-least-once.
//!
//! The server bounds what a client can hold: the request head within
//! [`HEADER_TIMEOUT`], the body within [`BODY_TIMEOUT`] after it, the whole
//! request within [`REQUEST_TIMEOUT`], at most [`MAX_CONNECTIONS`] at once,
//! so a flood of slow senders neither fills the slots for long nor keeps the
//! service's delivery (which gives up after 10 s) waiting behind them.

use std::collections::{HashMap, HashSet};
use std::io::Write;
use std::net::SocketAddr;
use std::path::PathBuf;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use axum::body::Bytes;
use axum::extract::{DefaultBodyLimit, State};
use axum::http::{header, HeaderMap, Method, StatusCode, Uri};
use axum::response::{IntoResponse, Response};
use axum::Router;
use serde_json::{json, Value};
use talent_spec::signature::{self as webhook, SIGNATURE_HEADER};
use tokio::sync::{mpsc, oneshot, watch};
use tokio::task::JoinHandle;

use crate::ledger::Store;
use crate::output::View;
use crate::signals::StopSignals;
use crate::sink::Sink;
use crate::{Error, Result};

use super::kit::field::{Field, Words};
use super::Io;

/// How long a forward target has to answer (the service gives receivers 10 s).
const FORWARD_TIMEOUT: Duration = Duration::from_secs(10);
/// The largest delivery accepted (an envelope is a few KB).
pub const BODY_LIMIT: usize = 1 << 20;
/// How long a client may take to send a request head.
pub const HEADER_TIMEOUT: Duration = Duration::from_secs(10);
/// How long a body may take once the head is in: the service sends its few
/// KB at once, so a body that drips is a slow-body attack, not a delivery.
pub const BODY_TIMEOUT: Duration = Duration::from_secs(2);
/// How long a whole request may take, body and forward included.
const REQUEST_TIMEOUT: Duration = Duration::from_secs(30);
/// Connections served at once; more wait in the backlog. An idle or slow
/// one costs a task and a socket, so hundreds are cheap, and a flood must
/// fill all of them before a delivery waits (each slot frees within
/// [`HEADER_TIMEOUT`] or [`BODY_TIMEOUT`]).
pub const MAX_CONNECTIONS: usize = 512;
/// The header a forward carries with the event id.
pub const EVENT_ID_HEADER: &str = "X-Service-Event-Id";
/// How long a delivery of an id being handled waits for that handling to
/// end before it is told to come back: well inside the service's 10 s.
const IN_FLIGHT_WAIT: Duration = Duration::from_secs(5);

/// What `listen` is asked to do.
pub struct ListenOptions {
    pub addr: String,
    /// Every secret that may have signed a delivery (old and new while rotating).
    pub secrets: Vec<Vec<u8>>,
    pub forward: Option<url::Url>,
    /// Only these kinds are printed and forwarded (others acknowledged); empty: all.
    pub kinds: Vec<String>,
    /// `--log FILE`: every verified event's raw body, one per line.
    pub log: Option<PathBuf>,
    /// Where done ids are kept (survives a restart); `None`: in memory only.
    pub ledger: Option<Box<dyn Store>>,
    /// How long done ids are kept, and the oldest `created_at` accepted.
    pub keep: Duration,
    /// Head timeout (× time scale on the sandbox, never under 200 ms).
    pub header_timeout: Duration,
    /// Roots trusted beside the platform's for an https:// forward target.
    pub ca_file: Option<crate::config::ca_file::CaFile>,
    /// The front end's words for the settings a refusal names.
    pub words: Words,
}

/// One event for the printer; the receiver waits for `printed` before it
/// records the event as done.
pub struct Received {
    pub event: Value,
    pub printed: oneshot::Sender<()>,
}

/// Ids handled once: the ledger when there is one, else memory.
struct Done {
    ledger: Option<Box<dyn Store>>,
    memory: HashSet<String>,
    keep_ms: i64,
}

impl Done {
    fn contains(&self, id: &str, now: i64) -> bool {
        match &self.ledger {
            Some(l) => l
                .webhook_done(id, now - self.keep_ms)
                .ok()
                .flatten()
                .is_some(),
            None => self.memory.contains(id),
        }
    }

    fn insert(&mut self, id: &str, now: i64) {
        match &self.ledger {
            Some(l) => {
                let _ = l.mark_webhook_done(id, now - self.keep_ms);
            }
            None => {
                self.memory.insert(id.to_string());
            }
        }
    }
}

impl Done {
    /// Keeps an `invite.accepted` / `invite.declined` event handled, for
    /// `talent report` (its job and when it happened; the envelope names
    /// no workspace). Memory alone keeps nothing.
    fn record_invite_event(&self, event: &Value) {
        let Some(ledger) = &self.ledger else {
            return;
        };
        let kind = event.get("event").and_then(Value::as_str).unwrap_or("");
        let Some(kind) = crate::ledger::RowKind::of_webhook(kind) else {
            return;
        };
        let job = event
            .get("data")
            .and_then(|d| d.get("job_id"))
            .and_then(Value::as_str)
            .map(str::to_string);
        let at_ms = event
            .get("created_at")
            .and_then(Value::as_str)
            .and_then(|t| chrono::DateTime::parse_from_rfc3339(t).ok())
            .map(|t| t.timestamp_millis())
            .unwrap_or_else(now_ms);
        let _ = ledger.record_events(&[crate::ledger::LedgerEvent {
            at_ms,
            workspace: String::new(),
            member: String::new(),
            command: "webhooks listen".into(),
            kind,
            meter: None,
            job_id: job,
            n: 1,
        }]);
    }
}

/// What every request handler shares.
struct Receiver {
    secrets: Vec<Vec<u8>>,
    sink: Arc<dyn Sink>,
    forward: Option<Forward>,
    kinds: Vec<String>,
    log: Option<Mutex<std::fs::File>>,
    done: Mutex<Done>,
    /// Ids being handled; a receiver sees its sender dropped when the
    /// handling ends, however it ends.
    in_flight: Mutex<HashMap<String, watch::Receiver<()>>>,
    /// Ids already in the log (a retried delivery is logged once).
    logged: Mutex<HashSet<String>>,
    keep: Duration,
    events: mpsc::UnboundedSender<Received>,
}

struct Forward {
    http: reqwest::Client,
    url: url::Url,
}

/// A receiver that is listening.
pub struct Listening {
    pub local: SocketAddr,
    /// Verified new events, in the order they arrived.
    pub events: mpsc::UnboundedReceiver<Received>,
    stop: watch::Sender<bool>,
    server: JoinHandle<()>,
}

impl Listening {
    /// Stops accepting and finishes in-flight deliveries (printing what
    /// they bring through `print`).
    pub async fn stop(mut self, mut print: impl FnMut(&Value)) {
        let _ = self.stop.send(true);
        let mut server = self.server;
        loop {
            tokio::select! {
                _ = &mut server => break,
                Some(r) = self.events.recv() => {
                    print(&r.event);
                    let _ = r.printed.send(());
                }
            }
        }
        while let Ok(r) = self.events.try_recv() {
            print(&r.event);
            let _ = r.printed.send(());
        }
    }
}

/// Listens until Ctrl-C or SIGTERM: each verified new event is printed as
/// `view` the moment it arrives (and only a printed event is acknowledged
/// as printed), the deliveries in flight when it stops are finished and
/// printed, and the end says how many came.
pub async fn listen(
    opts: ListenOptions,
    sink: Arc<dyn Sink>,
    io: Io<'_>,
    view: &View,
) -> Result<()> {
    let mut signals = StopSignals::install_with_hangup()?;
    let mut listening = start(opts, Arc::clone(&sink)).await?;
    sink.status(&format!("Listening on http://{}", listening.local));
    let mut out = io.printer.stream_to(io.out, view);
    let mut failed = None;
    loop {
        tokio::select! {
            Some(r) = listening.events.recv() => {
                match out.push(&r.event) {
                    // Only a printed event is acknowledged as printed.
                    Ok(()) => { let _ = r.printed.send(()); }
                    Err(e) => { failed = Some(e); break; }
                }
            }
            _ = signals.recv() => break,
        }
    }
    let mut late = Vec::new();
    listening
        .stop(|event: &Value| late.push(event.clone()))
        .await;
    for event in &late {
        out.push(event)?;
    }
    if let Some(e) = failed {
        return Err(e);
    }
    sink.status(&format!("Stopped; {} event(s) received.", out.count()));
    Ok(())
}

fn now_ms() -> i64 {
    crate::clock::now_ms()
}

/// Binds and serves until [`Listening::stop`].
/// talent's log, opened to append: never through a link planted at it.
fn open_log(path: &std::path::Path, hint: &str) -> Result<std::fs::File> {
    talent_fs::refuse_link(path).map_err(|e| Error::usage(e.to_string()).with_hint(hint))?;
    let mut options = std::fs::OpenOptions::new();
    options.create(true).append(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        options.custom_flags(libc::O_NOFOLLOW);
    }
    options.open(path).map_err(|e| {
        Error::usage(format!("cannot append to {}: {e}", path.display())).with_hint(hint)
    })
}

pub async fn start(opts: ListenOptions, sink: Arc<dyn Sink>) -> Result<Listening> {
    let w = opts.words;
    check_addr(&opts.addr, w)?;
    if opts.secrets.is_empty() || opts.secrets.iter().any(Vec::is_empty) {
        return Err(Error::usage(
            "a signing secret is required to verify deliveries, and none may be empty",
        )
        .with_hint(format!(
            "give {} S (several while rotating) or set TALENT_WEBHOOK_SECRET",
            w(Field::Secret)
        )));
    }
    let log_hint = format!("choose a {} file you can write", w(Field::Log));
    let forward = match opts.forward {
        Some(url) => Some(Forward {
            http: forward_client(opts.ca_file.as_ref(), &url)?,
            url,
        }),
        None => None,
    };
    let log = match &opts.log {
        Some(path) => Some(Mutex::new(open_log(path, &log_hint)?)),
        None => None,
    };
    let listener = tokio::net::TcpListener::bind(&opts.addr)
        .await
        .map_err(|e| {
            Error::failure(format!("cannot listen on {}: {e}", opts.addr)).with_hint(format!(
                "pick another {} (port 0 picks a free one)",
                w(Field::Addr)
            ))
        })?;
    let local = listener.local_addr()?;
    let (tx, events) = mpsc::unbounded_channel();
    let receiver = Arc::new(Receiver {
        secrets: opts.secrets,
        sink,
        forward,
        kinds: opts.kinds,
        log,
        done: Mutex::new(Done {
            ledger: opts.ledger,
            memory: HashSet::new(),
            keep_ms: opts.keep.as_millis().min(i64::MAX as u128) as i64,
        }),
        in_flight: Mutex::new(HashMap::new()),
        logged: Mutex::new(HashSet::new()),
        keep: opts.keep,
        events: tx,
    });
    let app = Router::new()
        .fallback(receive)
        .layer(DefaultBodyLimit::max(BODY_LIMIT))
        .with_state(receiver);
    let (stop, stop_rx) = watch::channel(false);
    let server = crate::task::spawn(serve(listener, app, opts.header_timeout, stop_rx));
    Ok(Listening {
        local,
        events,
        stop,
        server,
    })
}

/// Serves with bounds: a head timeout per connection, a deadline per
/// request, a connection limit; on stop, finishes in-flight requests (the
/// accept loop is the simulator's, shared).
async fn serve(
    listener: tokio::net::TcpListener,
    app: Router,
    header_timeout: Duration,
    stop: watch::Receiver<bool>,
) {
    let app = app.layer(axum::middleware::from_fn(deadline));
    talent_sandbox::accept::accept_until_stopped(
        listener,
        MAX_CONNECTIONS,
        talent_sandbox::accept::DRAIN,
        stop,
        move |socket, _peer, watcher| {
            let service = hyper_util::service::TowerToHyperService::new(app.clone());
            let conn = hyper::server::conn::http1::Builder::new()
                .timer(hyper_util::rt::TokioTimer::new())
                .header_read_timeout(header_timeout)
                .serve_connection(hyper_util::rt::TokioIo::new(socket), service);
            let conn = watcher.watch(conn);
            async move {
                let _ = conn.await;
            }
        },
    )
    .await;
}

async fn deadline(req: axum::extract::Request, next: axum::middleware::Next) -> Response {
    match tokio::time::timeout(REQUEST_TIMEOUT, next.run(req)).await {
        Ok(resp) => resp,
        Err(_) => (StatusCode::REQUEST_TIMEOUT, "the request took too long\n").into_response(),
    }
}

/// HOST:PORT with a numeric port, refused before binding.
fn check_addr(addr: &str, w: Words) -> Result<()> {
    let ok = addr
        .rsplit_once(':')
        .is_some_and(|(host, port)| !host.is_empty() && port.parse::<u16>().is_ok());
    if ok {
        Ok(())
    } else {
        let flag = w(Field::Addr);
        Err(
            Error::usage(format!("{flag} {addr:?} is not HOST:PORT")).with_hint(format!(
                "for example {flag} 127.0.0.1:8787 (port 0 picks a free one)"
            )),
        )
    }
}

/// The client that forwards to `target`: `--ca-file` beside the platform's
/// roots, and proxies as for the service (a loopback target never through one).
fn forward_client(
    ca: Option<&crate::config::ca_file::CaFile>,
    target: &url::Url,
) -> Result<reqwest::Client> {
    let builder = reqwest::Client::builder()
        .timeout(FORWARD_TIMEOUT)
        .redirect(reqwest::redirect::Policy::none());
    let builder = crate::api::tls::trusting(builder, ca);
    let proxies = crate::api::proxy::Proxies::from_env()?;
    let (builder, _) = crate::api::with_proxies(builder, &proxies, [target, target])?;
    builder
        .build()
        .map_err(|e| Error::failure(format!("cannot build the HTTP client: {e}")))
}

fn refuse(status: StatusCode, code: &str, message: &str) -> Response {
    let body = json!({"error": {"code": code, "message": message}});
    (status, axum::Json(body)).into_response()
}

/// One delivery, as the module documentation says.
async fn receive(
    State(r): State<Arc<Receiver>>,
    method: Method,
    uri: Uri,
    headers: HeaderMap,
    body: axum::body::Body,
) -> Response {
    if method != Method::POST {
        return (
            StatusCode::METHOD_NOT_ALLOWED,
            [(header::ALLOW, "POST")],
            "webhook deliveries are POST requests\n",
        )
            .into_response();
    }
    let body = match read_body(body).await {
        Ok(body) => body,
        Err(refused) => return refused.answer(),
    };
    let signature = headers
        .get(SIGNATURE_HEADER)
        .and_then(|v| v.to_str().ok())
        .unwrap_or("");
    let event = match envelope(&r, &uri, &body, signature) {
        Ok(event) => event,
        Err(refused) => return refused.answer(),
    };
    // A signed object without an id (a test ping, say) is printed and
    // passed on, but cannot be deduplicated.
    let Some(id) = event.get("id").and_then(Value::as_str).map(str::to_string) else {
        return handle(&r, "", &event, signature, body).await;
    };
    if is_stale(&event, now_ms(), r.keep) {
        r.sink.warn(&format!(
            "dropped {id}: created longer ago than the replay window ({})",
            crate::api::retry::human(r.keep)
        ));
        return StatusCode::OK.into_response();
    }
    once(&r, &id, &event, signature, body).await
}

/// A delivery refused: its status, code and message.
struct Refused(StatusCode, &'static str, String);

impl Refused {
    fn answer(self) -> Response {
        refuse(self.0, self.1, &self.2)
    }
}

/// The whole body within BODY_TIMEOUT of the head, at most BODY_LIMIT.
async fn read_body(body: axum::body::Body) -> std::result::Result<axum::body::Bytes, Refused> {
    match tokio::time::timeout(BODY_TIMEOUT, axum::body::to_bytes(body, BODY_LIMIT)).await {
        Ok(Ok(body)) => Ok(body),
        Ok(Err(e)) if too_large(&e) => Err(Refused(
            StatusCode::PAYLOAD_TOO_LARGE,
            "body_too_large",
            "the body is larger than a delivery can be".into(),
        )),
        Ok(Err(_)) => Err(Refused(
            StatusCode::BAD_REQUEST,
            "invalid_body",
            "the body could not be read".into(),
        )),
        Err(_) => Err(Refused(
            StatusCode::REQUEST_TIMEOUT,
            "body_too_slow",
            "the body did not arrive in time".into(),
        )),
    }
}

/// The delivery's JSON envelope, once its signature holds against one of
/// the secrets; a refusal is told on stderr.
fn envelope(
    r: &Receiver,
    uri: &Uri,
    body: &[u8],
    signature: &str,
) -> std::result::Result<Value, Refused> {
    if let Err(e) = webhook::verify_any(&r.secrets, body, signature) {
        r.sink
            .warn(&format!("rejected a delivery to {}: {e}", uri.path()));
        return Err(Refused(
            StatusCode::UNAUTHORIZED,
            "invalid_signature",
            e.to_string(),
        ));
    }
    match serde_json::from_slice(body) {
        Ok(v @ Value::Object(_)) => Ok(v),
        _ => {
            r.sink.warn(&format!(
                "a signed delivery to {} is not a JSON envelope; answered 400",
                uri.path()
            ));
            Err(Refused(
                StatusCode::BAD_REQUEST,
                "invalid_body",
                "the body is not a JSON object".into(),
            ))
        }
    }
}

/// Handles event `id` once: a duplicate of one done is answered 200; one
/// being handled is waited for once, then judged again.
async fn once(
    r: &Receiver,
    id: &str,
    event: &Value,
    signature: &str,
    body: axum::body::Bytes,
) -> Response {
    let mut waited = false;
    loop {
        if lock(&r.done).contains(id, now_ms()) {
            r.sink.status(&format!("duplicate of {id}"));
            return StatusCode::OK.into_response();
        }
        match claim(r, id) {
            Ok(_handling) => return handle(r, id, event, signature, body).await,
            // The same id is being handled: wait for its outcome once, then
            // judge again (a duplicate, or ours to handle if it failed).
            Err(mut busy) if !waited => {
                waited = true;
                let _ = tokio::time::timeout(IN_FLIGHT_WAIT, busy.changed()).await;
            }
            Err(_) => {
                return (
                    StatusCode::SERVICE_UNAVAILABLE,
                    [(header::RETRY_AFTER, "1")],
                    "this event is being handled\n",
                )
                    .into_response()
            }
        }
    }
}

/// The claim on an id being handled; dropping it (the handling ended, or
/// its connection went away mid-way) frees the id and wakes who waits on it.
struct Handling<'a> {
    r: &'a Receiver,
    id: &'a str,
    _done: watch::Sender<()>,
}

impl Drop for Handling<'_> {
    fn drop(&mut self) {
        lock(&self.r.in_flight).remove(self.id);
    }
}

/// Claims `id` for handling, or hands back a watch on whoever holds it.
fn claim<'a>(
    r: &'a Receiver,
    id: &'a str,
) -> std::result::Result<Handling<'a>, watch::Receiver<()>> {
    let mut map = lock(&r.in_flight);
    if let Some(busy) = map.get(id) {
        return Err(busy.clone());
    }
    let (tx, rx) = watch::channel(());
    map.insert(id.to_string(), rx);
    Ok(Handling { r, id, _done: tx })
}

/// A new event: log, forward, print; done only when all of it worked.
async fn handle(r: &Receiver, id: &str, event: &Value, signature: &str, body: Bytes) -> Response {
    if let Some(log) = r
        .log
        .as_ref()
        .filter(|_| lock(&r.logged).insert(id.to_string()))
    {
        let mut line = body.to_vec();
        // A body is one JSON text; a pretty one is folded so a line stays one event.
        if line.contains(&b'\n') {
            line = serde_json::to_vec(event).unwrap_or(line);
        }
        line.push(b'\n');
        if let Err(e) = lock(log).write_all(&line) {
            r.sink.warn(&format!("cannot append {id} to the log: {e}"));
            return StatusCode::INTERNAL_SERVER_ERROR.into_response();
        }
    }
    let kind = event.get("event").and_then(Value::as_str).unwrap_or("");
    let wanted = r.kinds.is_empty() || r.kinds.iter().any(|k| k == kind);
    if wanted {
        if let Some(f) = &r.forward {
            if let Err(status) = forward(f, &*r.sink, id, signature, body).await {
                return status.into_response();
            }
        }
        let (printed, was_printed) = oneshot::channel();
        let received = Received {
            event: event.clone(),
            printed,
        };
        if r.events.send(received).is_err() || was_printed.await.is_err() {
            return StatusCode::SERVICE_UNAVAILABLE.into_response();
        }
    }
    if !id.is_empty() {
        let mut done = lock(&r.done);
        done.insert(id, now_ms());
        done.record_invite_event(event);
    }
    StatusCode::OK.into_response()
}

/// Whether reading a body stopped at [`BODY_LIMIT`] (http-body-util's
/// `LengthLimitError`, behind axum's error).
fn too_large(e: &axum::Error) -> bool {
    let mut cur: Option<&(dyn std::error::Error + 'static)> = Some(e);
    while let Some(err) = cur {
        if err.to_string().contains("length limit exceeded") {
            return true;
        }
        cur = err.source();
    }
    false
}

fn lock<T>(m: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|e| e.into_inner())
}

/// An event created before the keep window began (a replay of an old one).
fn is_stale(event: &Value, now_ms: i64, keep: Duration) -> bool {
    let Some(created) = event
        .get("created_at")
        .and_then(Value::as_str)
        .and_then(|t| chrono::DateTime::parse_from_rfc3339(t).ok())
    else {
        return false;
    };
    let keep_ms = keep.as_millis().min(i64::MAX as u128) as i64;
    created.timestamp_millis() < now_ms.saturating_sub(keep_ms)
}

/// Re-posts the raw body with its signature and event id. A target that
/// fails is 502 (its own 5xx passed on), one that does not answer in time
/// 504: either way the service retries.
async fn forward(
    f: &Forward,
    sink: &dyn Sink,
    id: &str,
    signature: &str,
    body: Bytes,
) -> std::result::Result<(), StatusCode> {
    let sent = f
        .http
        .post(f.url.clone())
        .header(header::CONTENT_TYPE, "application/json")
        .header(SIGNATURE_HEADER, signature)
        .header(EVENT_ID_HEADER, id)
        .body(body)
        .send()
        .await;
    match sent {
        Ok(resp) if resp.status().is_success() => Ok(()),
        Ok(resp) => {
            sink.warn(&format!(
                "{} answered {} for {id}; the service will retry",
                f.url,
                resp.status().as_u16()
            ));
            Err(match resp.status().as_u16() {
                s @ 500..=599 => StatusCode::from_u16(s).unwrap_or(StatusCode::BAD_GATEWAY),
                _ => StatusCode::BAD_GATEWAY,
            })
        }
        Err(e) if e.is_timeout() => {
            sink.warn(&format!("{} did not answer in time for {id}", f.url));
            Err(StatusCode::GATEWAY_TIMEOUT)
        }
        Err(e) => {
            sink.warn(&format!("cannot forward {id} to {}: {e}", f.url));
            Err(StatusCode::BAD_GATEWAY)
        }
    }
}

/// One event of a `--log` file to deliver again.
pub struct Replayed {
    pub id: String,
    pub kind: String,
    /// The status the target answered, or why it could not be reached.
    pub outcome: std::result::Result<u16, String>,
}

/// Re-delivers the events of a `--log` file to `url`, in order: each line's
/// exact bytes, signed with `secret` (the same bytes under the same secret
/// give the signature they arrived with), with `X-Service-Event-Id`. Only
/// `kinds` (all when empty) created at or after `since` (when given).
pub async fn replay(
    text: &str,
    secret: &[u8],
    url: &url::Url,
    kinds: &[String],
    since: Option<chrono::DateTime<chrono::Utc>>,
    ca: Option<&crate::config::ca_file::CaFile>,
) -> Result<Vec<Replayed>> {
    let http = forward_client(ca, url)?;
    let mut out = Vec::new();
    for (n, line) in text.lines().enumerate() {
        let line = line.trim_end_matches('\r');
        if line.trim().is_empty() {
            continue;
        }
        let event: Value = serde_json::from_str(line).map_err(|e| {
            Error::usage(format!(
                "line {} of the log is not a JSON event: {e}",
                n + 1
            ))
            .with_hint("give a log file a webhook listener wrote (one event a line)")
        })?;
        let id = event["id"].as_str().unwrap_or_default().to_string();
        let kind = event["event"].as_str().unwrap_or_default().to_string();
        if !kinds.is_empty() && !kinds.contains(&kind) {
            continue;
        }
        if let Some(since) = since {
            let created = event["created_at"]
                .as_str()
                .and_then(|t| chrono::DateTime::parse_from_rfc3339(t).ok());
            if created.is_some_and(|c| c < since) {
                continue;
            }
        }
        let sent = http
            .post(url.clone())
            .header(header::CONTENT_TYPE, "application/json")
            .header(SIGNATURE_HEADER, webhook::sign(secret, line.as_bytes()))
            .header(EVENT_ID_HEADER, &id)
            .body(line.to_string())
            .send()
            .await;
        let outcome = match sent {
            Ok(resp) => Ok(resp.status().as_u16()),
            Err(e) => Err(e.to_string()),
        };
        out.push(Replayed { id, kind, outcome });
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn addresses_need_a_numeric_port() {
        for ok in ["127.0.0.1:8787", "localhost:0", "[::1]:9000", "0.0.0.0:80"] {
            assert!(
                check_addr(ok, crate::ops::kit::field::named).is_ok(),
                "{ok}"
            );
        }
        for bad in ["127.0.0.1", ":80", "host:port", "127.0.0.1:70000", ""] {
            assert!(
                check_addr(bad, crate::ops::kit::field::named).is_err(),
                "{bad}"
            );
        }
    }

    #[test]
    fn events_older_than_the_window_are_stale() {
        let day = Duration::from_secs(86_400);
        let now = chrono::DateTime::parse_from_rfc3339("2026-06-15T12:00:00Z")
            .map(|t| t.timestamp_millis())
            .unwrap_or(0);
        let at = |t: &str| json!({"id": "evt_1", "created_at": t});
        assert!(!is_stale(&at("2026-06-15T11:00:00Z"), now, day));
        assert!(is_stale(&at("2026-06-14T11:59:00Z"), now, day));
        assert!(
            !is_stale(&json!({"id": "evt_1"}), now, day),
            "no time: kept"
        );
    }
}
