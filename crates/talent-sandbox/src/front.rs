//! What stands between a connection and the router: the injected faults
//! ([`super::faults`]), request targets longer than the HTTP library takes,
//! and JSON bodies for the rejections the HTTP library makes on its own.
//!
//! hyper refuses a request target over 65,534 bytes, fixed. A `q` of 50,000
//! characters, percent-encoded, can be several times that, so [`FrontIo`]
//! reads each request line first: a target over [`MOVE_TARGET_OVER`] bytes
//! (and up to [`URI_LIMIT`]) has its query moved into a header only this
//! process knows the name of, and [`serve`] hands it to the routes as a
//! [`LongQuery`] (the `http` crate's `Uri` holds no more than hyper takes). hyper answers a
//! malformed request (400), a longer target (414) or too many header bytes
//! (431) with an empty body; [`FrontIo`] gives those answers the interface's
//! JSON error body, so every answer a client sees is JSON.

use std::convert::Infallible;
use std::future::Future;
use std::io;
use std::pin::Pin;
use std::sync::OnceLock;
use std::task::{ready, Context, Poll};
use std::time::Duration;

use axum::body::{to_bytes, Body, Bytes};
use axum::http::header::InvalidHeaderValue;
use axum::http::{header, HeaderValue, Request, Response, StatusCode};
use axum::Router;
use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};
use tokio::time::{Instant, Sleep};
use tower::ServiceExt;

use super::app::{App, LoggedRequest};
use super::faults::{Kind, HUGE_BODY_BYTES};
use super::http::{LongQuery, Shape};

/// The longest request target the sandbox takes: 320 KiB, so a `q` of the
/// spec's 50,000 characters of any Latin-script text fits even when every
/// character is percent-encoded as two UTF-8 bytes (6 bytes each).
pub const URI_LIMIT: usize = 320 * 1024;
/// Targets longer than this take the side door (well under hyper's limit).
pub const MOVE_TARGET_OVER: usize = 32 * 1024;
/// hyper's read buffer: a request head up to this size (target included).
pub const HEAD_LIMIT: usize = URI_LIMIT + 64 * 1024;

/// The header a moved target travels in; random per process, so a client
/// cannot pose as the side door.
fn side_door() -> &'static str {
    static NAME: OnceLock<String> = OnceLock::new();
    NAME.get_or_init(|| {
        use std::hash::{BuildHasher, Hasher};
        let mut h = std::collections::hash_map::RandomState::new().build_hasher();
        h.write_u32(std::process::id());
        format!("x-sandbox-target-{:016x}", h.finish())
    })
}

/// The connection is dropped without an answer (`reset` fault).
#[derive(Debug)]
pub struct Reset;

impl std::fmt::Display for Reset {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("connection reset by an injected fault")
    }
}

impl std::error::Error for Reset {}

/// The fault applied to a request, for the request log.
#[derive(Debug, Clone)]
pub struct Injected(pub String);

fn interface_of(path: &str) -> Option<Shape> {
    let under = |base: &str| {
        path.strip_prefix(base)
            .is_some_and(|rest| rest.is_empty() || rest.starts_with('/'))
    };
    if under("/api/v1") {
        Some(Shape::Main)
    } else if under("/v1") {
        Some(Shape::Alt)
    } else {
        None
    }
}

/// Serves one request: restores a moved target, applies the faults in force
/// to requests of the interfaces, and otherwise hands it to the router.
pub async fn serve(
    app: App,
    router: Router,
    req: Request<hyper::body::Incoming>,
) -> Result<Response<Body>, Reset> {
    let mut resp = answer(app.clone(), router, req).await?;
    // The Date of the sandbox's clock (`TALENT_NOW` included), not the
    // system's that hyper would add: a run on the same clock sees no skew.
    if let Ok(date) = http_date(app.now()) {
        resp.headers_mut().entry(header::DATE).or_insert(date);
    }
    Ok(resp)
}

fn http_date(t: chrono::DateTime<chrono::Utc>) -> Result<HeaderValue, InvalidHeaderValue> {
    HeaderValue::from_str(&t.format("%a, %d %b %Y %H:%M:%S GMT").to_string())
}

async fn answer(
    app: App,
    router: Router,
    mut req: Request<hyper::body::Incoming>,
) -> Result<Response<Body>, Reset> {
    if let Some(query) = req.headers_mut().remove(side_door()) {
        match query.to_str() {
            Ok(q) => {
                req.extensions_mut().insert(LongQuery(q.to_string()));
            }
            Err(_) => {
                return Ok(error(
                    interface_of(req.uri().path()).unwrap_or(Shape::Main),
                    StatusCode::BAD_REQUEST,
                    "invalid_request",
                    "The query string is not valid URI text.",
                ))
            }
        }
    }
    let Some(shape) = interface_of(req.uri().path()) else {
        return Ok(route(router, req, false)
            .await
            .unwrap_or_else(|| server_error(Shape::Main, StatusCode::INTERNAL_SERVER_ERROR)));
    };
    let decision = app.faults().decide(req.method(), req.uri().path());
    if let Some(latency) = decision.latency {
        tokio::time::sleep(latency).await;
    }
    let logged = |status: u16, kind: Kind| LoggedRequest {
        method: req.method().to_string(),
        path: req.uri().path().to_string(),
        query: super::http::query_of(&req),
        status,
        fault: Some(kind.name()),
    };
    match decision.kind {
        Some(Kind::Stall) => {
            app.log_request(logged(0, Kind::Stall));
            std::future::pending::<()>().await;
        }
        Some(Kind::Status(code)) => {
            app.log_request(logged(code, Kind::Status(code)));
            let status = StatusCode::from_u16(code).unwrap_or(StatusCode::INTERNAL_SERVER_ERROR);
            let mut resp = server_error(shape, status);
            if status == StatusCode::SERVICE_UNAVAILABLE {
                resp.headers_mut()
                    .insert(header::RETRY_AFTER, HeaderValue::from(1u64));
            }
            return Ok(dated(&app, resp, decision.retry_after_date));
        }
        Some(Kind::Panic) => app.log_request(logged(500, Kind::Panic)),
        Some(kind) => {
            req.extensions_mut().insert(Injected(kind.name()));
        }
        None => {}
    }
    let panics = decision.kind == Some(Kind::Panic);
    let resp = match route(router, req, panics).await {
        Some(resp) => resp,
        // A handler panicked: one answer fails, the server goes on (locks
        // are poison-tolerant), as a real service's 500.
        None => server_error(shape, StatusCode::INTERNAL_SERVER_ERROR),
    };
    let resp = dated(&app, resp, decision.retry_after_date);
    Ok(match decision.kind {
        Some(Kind::Reset) => return Err(Reset),
        Some(Kind::Truncate) => cut(resp, false).await,
        Some(Kind::StallBody) => cut(resp, true).await,
        Some(Kind::Malformed) => malformed(resp).await,
        Some(Kind::Binary) => binary(resp),
        Some(Kind::Huge) => huge(),
        _ => resp,
    })
}

/// Runs the router on `req`; `None` when the handler panicked (`panic`
/// makes it panic on purpose, to test exactly this).
async fn route(
    router: Router,
    req: Request<hyper::body::Incoming>,
    panic: bool,
) -> Option<Response<Body>> {
    use futures_util::FutureExt;
    let run = async move {
        if panic {
            panic!("injected fault: panic");
        }
        let resp: Result<_, Infallible> = router.oneshot(req.map(Body::new)).await;
        match resp {
            Ok(r) => r,
            Err(never) => match never {},
        }
    };
    std::panic::AssertUnwindSafe(run).catch_unwind().await.ok()
}

fn error(shape: Shape, status: StatusCode, code: &str, message: &str) -> Response<Body> {
    let mut resp = Response::new(Body::from(shape.body(code, message).to_string()));
    *resp.status_mut() = status;
    resp.headers_mut().insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static("application/json"),
    );
    resp
}

fn server_error(shape: Shape, status: StatusCode) -> Response<Body> {
    let (code, message) = match status.as_u16() {
        408 => ("request_timeout", "The request took too long to arrive."),
        502 => ("bad_gateway", "The service's gateway got no valid answer."),
        503 => (
            "service_unavailable",
            "The service is unavailable; try again later.",
        ),
        504 => ("gateway_timeout", "The service did not answer in time."),
        _ => ("internal_error", "The service failed."),
    };
    error(shape, status, code, message)
}

/// `Retry-After` as an HTTP date (with a `Date` from the same clock, so a
/// client can take one from the other) when the faults ask for it.
fn dated(app: &App, mut resp: Response<Body>, as_date: bool) -> Response<Body> {
    if !as_date {
        return resp;
    }
    let secs = resp
        .headers()
        .get(header::RETRY_AFTER)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.trim().parse::<i64>().ok());
    if let Some(secs) = secs {
        let now = app.now();
        if let (Ok(date), Ok(after)) = (
            http_date(now),
            http_date(now + chrono::Duration::seconds(secs)),
        ) {
            resp.headers_mut().insert(header::DATE, date);
            resp.headers_mut().insert(header::RETRY_AFTER, after);
        }
    }
    resp
}

/// Declares the whole body's length, sends half, then breaks the connection
/// (or, with `stall`, sends nothing more).
async fn cut(resp: Response<Body>, stall: bool) -> Response<Body> {
    let (mut parts, body) = resp.into_parts();
    let bytes = to_bytes(body, usize::MAX).await.unwrap_or_default();
    let half = bytes.slice(..bytes.len() / 2);
    parts
        .headers
        .insert(header::CONTENT_LENGTH, HeaderValue::from(bytes.len()));
    let chunks = futures_util::stream::unfold(0u8, move |step| {
        let half = half.clone();
        async move {
            match step {
                0 => Some((Ok::<Bytes, io::Error>(half), 1)),
                _ if stall => {
                    std::future::pending::<()>().await;
                    None
                }
                _ => {
                    // Let hyper write the half (it flushes while the body is
                    // pending) before the break, or the client sees no head.
                    tokio::time::sleep(std::time::Duration::from_millis(20)).await;
                    Some((
                        Err(io::Error::new(
                            io::ErrorKind::ConnectionReset,
                            "truncated by an injected fault",
                        )),
                        2,
                    ))
                }
            }
        }
    });
    Response::from_parts(parts, Body::from_stream(chunks))
}

/// Half of the JSON document, sent as if it were all of it.
async fn malformed(resp: Response<Body>) -> Response<Body> {
    let (mut parts, body) = resp.into_parts();
    let bytes = to_bytes(body, usize::MAX).await.unwrap_or_default();
    let half = bytes.slice(..bytes.len() / 2);
    parts.headers.remove(header::CONTENT_LENGTH);
    Response::from_parts(parts, Body::from(half))
}

/// The answer's status with a body that is not text: every byte value
/// once, then the invalid UTF-8 of [`BINARY_TAIL`].
fn binary(resp: Response<Body>) -> Response<Body> {
    let (mut parts, _) = resp.into_parts();
    parts.headers.remove(header::CONTENT_LENGTH);
    parts.headers.insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static("application/octet-stream"),
    );
    Response::from_parts(parts, Body::from(binary_body()))
}

/// What the `binary` fault answers with.
pub fn binary_body() -> Vec<u8> {
    (0u8..=255).chain(BINARY_TAIL.iter().copied()).collect()
}

/// Bytes no UTF-8 decoder takes.
pub const BINARY_TAIL: &[u8] = &[0xff, 0xfe, 0x00, 0xc3, 0x28];

/// A 200 with a JSON body of [`HUGE_BODY_BYTES`], generated as it is sent.
fn huge() -> Response<Body> {
    const CHUNK: usize = 64 * 1024;
    let head = Bytes::from_static(b"{\"data\":[],\"padding\":\"");
    let tail = Bytes::from_static(b"\"}");
    let fill = HUGE_BODY_BYTES as usize - head.len() - tail.len();
    let pad = Bytes::from(vec![b'x'; CHUNK]);
    let chunks = futures_util::stream::unfold((0usize, false), move |(sent, done)| {
        let (head, tail, pad) = (head.clone(), tail.clone(), pad.clone());
        async move {
            if done {
                return None;
            }
            let next = if sent == 0 {
                (head, (1, false))
            } else if sent - 1 < fill {
                let n = CHUNK.min(fill - (sent - 1));
                (pad.slice(..n), (sent + n, false))
            } else {
                (tail, (sent, true))
            };
            Some((Ok::<Bytes, Infallible>(next.0), next.1))
        }
    });
    let mut resp = Response::new(Body::from_stream(chunks));
    resp.headers_mut().insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static("application/json"),
    );
    resp.headers_mut()
        .insert(header::CONTENT_LENGTH, HeaderValue::from(HUGE_BODY_BYTES));
    resp
}

/// A connection's bytes on their way to and from hyper: long request targets
/// are moved into the side-door header, and hyper's own bodiless 400, 414
/// and 431 answers get a JSON body in the shape of the interface the request
/// line named.
pub struct FrontIo<S> {
    inner: S,
    /// Read side: the next bytes read begin a request.
    line_next: bool,
    scan: Vec<u8>,
    ready: Vec<u8>,
    ready_at: usize,
    /// Write side: the next bytes written begin a response.
    head_next: bool,
    collecting: bool,
    head: Vec<u8>,
    out: Vec<u8>,
    out_at: usize,
    shape: Shape,
    timeouts: Timeouts,
    /// A request head has begun and its blank line has not come yet.
    in_head: bool,
    /// How many bytes of the blank line (`\r\n\r\n`) the head ends in so far.
    head_end: u8,
    /// A request was answered on this connection: the next wait is idle.
    answered: bool,
    /// Dropped silently at the idle timeout (see [`Timeouts::silent`]).
    forgotten: bool,
    deadline: Option<(Wait, Pin<Box<Sleep>>)>,
}

/// How long a connection may keep the server waiting.
#[derive(Debug, Clone, Copy)]
pub struct Timeouts {
    /// From the accept (or the first byte of a later request) to the end of
    /// the request head: a slow client (slowloris) is dropped.
    pub head: Duration,
    /// Between an answer and the first byte of the next request: the
    /// connection is then closed, as a real server closes idle keep-alive
    /// connections (nginx 75 s, an AWS load balancer 60 s, Node 5 s).
    pub idle: Duration,
    /// At the idle timeout, forget the connection without a word instead of
    /// closing it, as a NAT or a load balancer that drops idle flows does:
    /// the client cannot see it go, and a request sent on it later is read
    /// and dropped unanswered. This makes certain the race a real close
    /// leaves to chance (a close that crosses the client's next request).
    pub silent: bool,
}

/// What the connection is waiting for, and so which timeout runs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Wait {
    Head,
    Idle,
    /// Forgotten silently: waiting for the client to notice (or give up).
    Forgotten,
}

impl<S> FrontIo<S> {
    pub fn new(inner: S, timeouts: Timeouts) -> Self {
        FrontIo {
            inner,
            line_next: true,
            scan: Vec::new(),
            ready: Vec::new(),
            ready_at: 0,
            head_next: false,
            collecting: false,
            head: Vec::new(),
            out: Vec::new(),
            out_at: 0,
            shape: Shape::Main,
            timeouts,
            in_head: true,
            head_end: 0,
            answered: false,
            forgotten: false,
            deadline: None,
        }
    }

    /// The wait the connection is in now, if a timeout applies to it.
    fn waiting_for(&self) -> Option<Wait> {
        let awaiting = self.line_next && self.scan.is_empty() && self.ready.is_empty();
        if self.forgotten {
            Some(Wait::Forgotten)
        } else if awaiting && self.answered {
            Some(Wait::Idle)
        } else if self.in_head {
            Some(Wait::Head)
        } else {
            None
        }
    }

    /// Arms the timeout of the current wait (keeping one already running for
    /// it) and says whether it has run out.
    fn timed_out(&mut self, cx: &mut Context<'_>) -> Option<Wait> {
        let Some(wait) = self.waiting_for() else {
            self.deadline = None;
            return None;
        };
        if self.deadline.as_ref().is_none_or(|(w, _)| *w != wait) {
            let after = match wait {
                Wait::Head => self.timeouts.head,
                Wait::Idle => self.timeouts.idle,
                // A bound, so a forgotten connection is not held for ever.
                Wait::Forgotten => self.timeouts.idle.max(Duration::from_secs(60)),
            };
            self.deadline = Some((wait, Box::pin(tokio::time::sleep(after))));
        }
        let (_, sleep) = self.deadline.as_mut()?;
        sleep.as_mut().poll(cx).is_ready().then_some(wait)
    }

    /// Follows the bytes handed to hyper to the end of a request head.
    fn saw(&mut self, bytes: &[u8]) {
        if !bytes.is_empty() && !self.in_head && self.line_next {
            // The first byte of a request after an answer: the head's own
            // timeout starts now (the idle one ends).
            self.in_head = true;
            self.head_end = 0;
        }
        if !self.in_head {
            return;
        }
        for &b in bytes {
            self.head_end = match (self.head_end, b) {
                (0 | 2, b'\r') => self.head_end + 1,
                (1 | 3, b'\n') => self.head_end + 1,
                (_, b'\r') => 1,
                _ => 0,
            };
            if self.head_end == 4 {
                self.in_head = false;
                self.head_end = 0;
                return;
            }
        }
    }
}

impl<S> FrontIo<S> {
    /// After bytes of an answer are written: the idle timeout starts (again)
    /// from now, and is polled here because hyper reads nothing more until
    /// the client sends: the timer's wake-up is what makes it read, and
    /// [`AsyncRead::poll_read`] then ends the connection.
    fn wrote(&mut self, cx: &mut Context<'_>) {
        if self.waiting_for() != Some(Wait::Idle) {
            return;
        }
        match self.deadline.as_mut() {
            Some((Wait::Idle, sleep)) => sleep.as_mut().reset(Instant::now() + self.timeouts.idle),
            _ => self.deadline = None,
        }
        let _ = self.timed_out(cx);
    }
}

/// How far the bytes read so far go toward a request line.
#[derive(Debug, PartialEq, Eq)]
enum Line {
    /// More bytes are needed to tell.
    Incomplete,
    /// Not a request line we act on: pass the bytes on as they are.
    Other,
    /// A request line: the target's range and the line's end (after CRLF).
    Request { target: (usize, usize), end: usize },
}

fn scan_line(b: &[u8]) -> Line {
    let method = b.iter().take_while(|c| c.is_ascii_uppercase()).count();
    if method == b.len() {
        return if method <= 16 {
            Line::Incomplete
        } else {
            Line::Other
        };
    }
    if method == 0 || method > 16 || b[method] != b' ' {
        return Line::Other;
    }
    let start = method + 1;
    match b.get(start) {
        None => return Line::Incomplete,
        Some(b'/') => {}
        Some(_) => return Line::Other,
    }
    let len = b[start..]
        .iter()
        .take_while(|&&c| c != b' ' && c != b'\r' && c != b'\n')
        .count();
    let stop = start + len;
    if stop == b.len() {
        return if len <= URI_LIMIT {
            Line::Incomplete
        } else {
            Line::Other
        };
    }
    match b[stop..].windows(2).position(|w| w == b"\r\n") {
        Some(i) => Line::Request {
            target: (start, stop),
            end: stop + i + 2,
        },
        None if b.len() - stop > 16 => Line::Other,
        None => Line::Incomplete,
    }
}

impl<S> FrontIo<S> {
    /// Decides what to hand hyper for the scanned bytes.
    fn take_scanned(&mut self) {
        let scanned = std::mem::take(&mut self.scan);
        self.line_next = false;
        self.head_next = true;
        self.ready_at = 0;
        self.ready = match scan_line(&scanned) {
            Line::Request { target, end } => {
                let t = &scanned[target.0..target.1];
                self.shape = interface_of(&String::from_utf8_lossy(t)).unwrap_or(Shape::Main);
                let query_at = t.iter().position(|&c| c == b'?');
                match query_at {
                    Some(q) if t.len() > MOVE_TARGET_OVER && t.len() <= URI_LIMIT => {
                        let mut line = Vec::with_capacity(scanned.len() + 64);
                        line.extend_from_slice(&scanned[..target.0 + q]);
                        line.extend_from_slice(&scanned[target.1..end]);
                        line.extend_from_slice(side_door().as_bytes());
                        line.extend_from_slice(b": ");
                        line.extend_from_slice(&t[q + 1..]);
                        line.extend_from_slice(b"\r\n");
                        line.extend_from_slice(&scanned[end..]);
                        line
                    }
                    _ => scanned,
                }
            }
            _ => {
                self.shape = Shape::Main;
                scanned
            }
        };
    }

    /// The response head hyper wrote, with a JSON body if it is one of
    /// hyper's own bodiless rejections.
    fn finish_head(&mut self) -> bool {
        let head = std::mem::take(&mut self.head);
        self.collecting = false;
        let interim = head.starts_with(b"HTTP/1.1 1");
        if !interim {
            self.head_next = false;
            self.line_next = true;
            self.answered = true;
        }
        self.out_at = 0;
        match rejection(&head) {
            Some(status) => {
                self.out = with_json_body(&head, status, self.shape);
                true
            }
            None => {
                self.out = head;
                false
            }
        }
    }
}

/// The status of a head hyper wrote for a request it could not parse: 400,
/// 414 or 431 with an empty body and no content type (the router's own
/// errors always carry a JSON body).
fn rejection(head: &[u8]) -> Option<StatusCode> {
    let text = std::str::from_utf8(head).ok()?;
    let status = match text.get(..13)? {
        "HTTP/1.1 400 " => StatusCode::BAD_REQUEST,
        "HTTP/1.1 414 " => StatusCode::URI_TOO_LONG,
        "HTTP/1.1 431 " => StatusCode::REQUEST_HEADER_FIELDS_TOO_LARGE,
        _ => return None,
    };
    let lower = text.to_ascii_lowercase();
    let bodiless = lower.contains("\r\ncontent-length: 0\r\n") && !lower.contains("content-type");
    bodiless.then_some(status)
}

fn with_json_body(head: &[u8], status: StatusCode, shape: Shape) -> Vec<u8> {
    let (code, message) = match status {
        StatusCode::URI_TOO_LONG => (
            "uri_too_long",
            format!(
                "The request target is longer than {URI_LIMIT} bytes; send fewer or shorter parameters."
            ),
        ),
        StatusCode::REQUEST_HEADER_FIELDS_TOO_LARGE => (
            "request_header_fields_too_large",
            format!("The request head is larger than {HEAD_LIMIT} bytes."),
        ),
        _ => (
            "invalid_request",
            "The request is not valid HTTP/1.1.".to_string(),
        ),
    };
    let body = shape.body(code, &message).to_string();
    let text = String::from_utf8_lossy(head);
    let mut out = String::with_capacity(text.len() + body.len() + 64);
    for line in text.trim_end_matches("\r\n").split("\r\n") {
        if !line.to_ascii_lowercase().starts_with("content-length:") {
            out.push_str(line);
            out.push_str("\r\n");
        }
    }
    out.push_str("content-type: application/json\r\n");
    out.push_str(&format!("content-length: {}\r\n\r\n", body.len()));
    out.push_str(&body);
    out.into_bytes()
}

impl<S: AsyncRead + Unpin> AsyncRead for FrontIo<S> {
    fn poll_read(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<io::Result<()>> {
        let this = self.get_mut();
        match this.timed_out(cx) {
            Some(Wait::Idle) if this.timeouts.silent => {
                this.forgotten = true;
                // Arms the bound on the wait that follows.
                let _ = this.timed_out(cx);
            }
            // An idle connection closes as a real server's does: an end of
            // stream, which hyper takes for a graceful close (a FIN).
            Some(Wait::Idle | Wait::Forgotten) => return Poll::Ready(Ok(())),
            Some(Wait::Head) => {
                return Poll::Ready(Err(io::Error::new(
                    io::ErrorKind::TimedOut,
                    "the request head took too long to arrive",
                )))
            }
            None => {}
        }
        if this.forgotten {
            // Whatever comes now (a request, the client's close) is dropped
            // and the connection ends unanswered.
            let mut sink = [0u8; 4096];
            let mut rb = ReadBuf::new(&mut sink);
            ready!(Pin::new(&mut this.inner).poll_read(cx, &mut rb))?;
            return Poll::Ready(Ok(()));
        }
        let before = buf.filled().len();
        let polled = this.read_next(cx, buf);
        if let Poll::Ready(Ok(())) = polled {
            let new = buf.filled()[before..].to_vec();
            this.saw(&new);
        }
        polled
    }
}

impl<S: AsyncRead + Unpin> FrontIo<S> {
    fn read_next(&mut self, cx: &mut Context<'_>, buf: &mut ReadBuf<'_>) -> Poll<io::Result<()>> {
        let this = self;
        loop {
            if this.ready_at < this.ready.len() {
                let n = buf.remaining().min(this.ready.len() - this.ready_at);
                buf.put_slice(&this.ready[this.ready_at..this.ready_at + n]);
                this.ready_at += n;
                if this.ready_at == this.ready.len() {
                    this.ready = Vec::new();
                    this.ready_at = 0;
                }
                return Poll::Ready(Ok(()));
            }
            if !this.line_next {
                return Pin::new(&mut this.inner).poll_read(cx, buf);
            }
            let mut chunk = [0u8; 16 * 1024];
            let mut rb = ReadBuf::new(&mut chunk);
            ready!(Pin::new(&mut this.inner).poll_read(cx, &mut rb))?;
            if rb.filled().is_empty() {
                // End of stream: hand over what there is, then the end.
                if this.scan.is_empty() {
                    return Poll::Ready(Ok(()));
                }
                this.take_scanned();
                continue;
            }
            if this.scan.is_empty() {
                // The first byte of a request: the wait for its head begins.
                this.saw(&rb.filled()[..1]);
            }
            this.scan.extend_from_slice(rb.filled());
            if scan_line(&this.scan) != Line::Incomplete {
                this.take_scanned();
            }
        }
    }
}

impl<S: AsyncWrite + Unpin> FrontIo<S> {
    fn drain(&mut self, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        while self.out_at < self.out.len() {
            let n = ready!(Pin::new(&mut self.inner).poll_write(cx, &self.out[self.out_at..]))?;
            if n == 0 {
                return Poll::Ready(Err(io::ErrorKind::WriteZero.into()));
            }
            self.out_at += n;
        }
        self.out.clear();
        self.out_at = 0;
        Poll::Ready(Ok(()))
    }
}

impl<S: AsyncWrite + Unpin> AsyncWrite for FrontIo<S> {
    fn poll_write(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &[u8],
    ) -> Poll<io::Result<usize>> {
        let this = self.get_mut();
        ready!(this.drain(cx))?;
        if !(this.collecting || this.head_next) || buf.is_empty() {
            let written = Pin::new(&mut this.inner).poll_write(cx, buf);
            this.wrote(cx);
            return written;
        }
        this.collecting = true;
        this.head.extend_from_slice(buf);
        if let Some(i) = this.head.windows(4).position(|w| w == b"\r\n\r\n") {
            let rest = this.head.split_off(i + 4);
            // A rewritten rejection has a body now; hyper's (empty) one is dropped.
            if !this.finish_head() {
                this.out.extend_from_slice(&rest);
            }
        } else if this.head.len() > HEAD_LIMIT {
            this.out = std::mem::take(&mut this.head);
            this.collecting = false;
            this.head_next = false;
        }
        this.wrote(cx);
        Poll::Ready(Ok(buf.len()))
    }

    fn poll_flush(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        let this = self.get_mut();
        if this.collecting {
            // A head that never ended: send it as it is.
            this.out.extend_from_slice(&std::mem::take(&mut this.head));
            this.collecting = false;
        }
        ready!(this.drain(cx))?;
        this.wrote(cx);
        Pin::new(&mut this.inner).poll_flush(cx)
    }

    fn poll_shutdown(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        let this = self.get_mut();
        ready!(this.drain(cx))?;
        Pin::new(&mut this.inner).poll_shutdown(cx)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn request_lines_are_told_apart() {
        assert_eq!(scan_line(b"GE"), Line::Incomplete);
        assert_eq!(scan_line(b"GET /api/v1/us"), Line::Incomplete);
        assert_eq!(
            scan_line(b"GET /api/v1/usage HTTP/1.1\r\nhost: x\r\n"),
            Line::Request {
                target: (4, 17),
                end: 28
            }
        );
        assert_eq!(scan_line(b"{\"title\":"), Line::Other);
        assert_eq!(scan_line(b"GET http://x/ HTTP/1.1\r\n"), Line::Other);
        assert_eq!(scan_line(b"get / HTTP/1.1\r\n"), Line::Other);
    }

    #[test]
    fn only_bodiless_rejections_are_rewritten() {
        let hyper_414 = b"HTTP/1.1 414 URI Too Long\r\ncontent-length: 0\r\ndate: x\r\n\r\n";
        assert_eq!(rejection(hyper_414), Some(StatusCode::URI_TOO_LONG));
        let ours = b"HTTP/1.1 400 Bad Request\r\ncontent-type: application/json\r\ncontent-length: 50\r\n\r\n";
        assert_eq!(rejection(ours), None);
        let out = with_json_body(hyper_414, StatusCode::URI_TOO_LONG, Shape::Alt);
        let text = String::from_utf8(out).unwrap();
        let (head, body) = text.split_once("\r\n\r\n").unwrap();
        assert!(
            head.contains(&format!("content-length: {}", body.len())),
            "{head}"
        );
        assert!(!head.contains("content-length: 0"));
        let v: serde_json::Value = serde_json::from_str(body).unwrap();
        assert_eq!(v["error"]["code"], "uri_too_long");
    }
}
