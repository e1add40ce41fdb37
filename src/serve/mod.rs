//! `talent serve`, the team's gateway: a third front end beside the
//! command line (src/cmd) and `talent mcp` (src/mcp), over the same client
//! and guard. Members come with their own token (`tlm_…`); the gateway
//! holds the workspace's key and the team ledger. Its REST part is a
//! guarded proxy: the door (`front`: peer, Host, the target's authority,
//! Origin) → the schema's gate (`schema`: a ledger a newer talent
//! migrated is 503) → the route (`routes`: the endpoint tables' method
//! and route pairs, exactly) → the
//! member and their grant, judged by the ledger in the same statement as
//! the request's admission (`admit`; at most 8 of a member's requests in
//! flight here) → an `Idempotency-Key`'s claim (`idempotency`) → the
//! request rebuilt from its parsed parts, typed by `ops::routes::typed` and
//! sent through the client with the member's guard (their allowances, the
//! workspace's meters and reserve, the pacer), the spend line's command
//! `gateway`.
//!
//! On axum and hyper (HTTP/1.1, rustls for TLS): the accept loop caps the
//! connections, hyper bounds the head (16 KiB, within the head timeout),
//! tower-http's limit layer the body (1 MiB), the proxy its time. Nothing here
//! imports a terminal crate; the one log line a request goes to `Log`.

pub mod admit;
pub mod ahead;
pub mod approvals;
pub mod files;
pub mod front;
pub mod idempotency;
pub mod line;
pub mod mcp;
pub mod oauth;
pub mod refusal;
pub mod routes;
pub mod schema;
pub mod signin;
pub mod talent_routes;
pub mod throttle;
pub mod tls;
pub mod token;

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use axum::body::Body;
use axum::extract::{Request as HttpRequest, State};
use axum::http::{header, HeaderMap, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::Router;
use serde_json::{json, Map, Value};
use tokio::sync::watch;

use crate::api::{Client, Effect, Method, Request, Surface};
use crate::error::Cause;
use crate::guard::{Answer, Ask, Guard, GuardOptions, MeterSource, Question};
use crate::ledger::pg::members::{Authed, Members, Verdict};
use crate::ledger::Store;
use crate::sink::BoxFuture;
use crate::{Error, ErrorKind};

/// Where the gateway's one line a request goes (stderr, from the command).
pub type Log = Arc<dyn Fn(&str) + Send + Sync>;

/// The largest body a request may have.
pub const BODY_LIMIT: usize = 1 << 20;
/// The most a request's head may take (request line and headers).
pub const HEAD_LIMIT: usize = 16 * 1024;
/// How long requests in flight may take to finish once stopped.
pub const DRAIN: Duration = Duration::from_secs(30);
/// How old a copy of `GET /usage` the gateway answers with.
const USAGE_FRESH: Duration = Duration::from_secs(5);
/// The mark of the unlocks a gateway records from the service's own
/// answer (the ledger's `origin`): every gateway on the ledger trusts them
/// as free; an import's row or a command's is one unit until the service's
/// record says "unlocked before".
pub const UNLOCK_ORIGIN: &str = "gateway:answer";
/// The longest the pacer may hold a request before it is answered 429
/// (a member's talent waits that long for the first byte).
pub const MAX_HOLD: Duration = crate::api::gateway::MAX_HOLD;

/// The most the gateway's pacer holds a request, all its waits together,
/// before its 429: [`MAX_HOLD`] at the time scale and the pacer's margin
/// (`ledger::slot_span`: a slot is held for the window and that margin,
/// so the window alone may hold a request that long).
pub fn pacer_bound(scale: crate::clock::TimeScale) -> Duration {
    let window = scale.scale(MAX_HOLD).as_millis() as i64;
    Duration::from_millis(crate::ledger::slot_span(window).max(0) as u64)
}

/// What the gateway holds: the ledger's members, the store and the client
/// with the workspace's key, the guard's options for every member.
pub struct Parts {
    pub members: Members,
    pub store: Arc<dyn Store>,
    /// The client with the workspace's key and no hook (each request gets
    /// its member's guard on a copy).
    pub client: Client,
    pub meters: Arc<dyn MeterSource>,
    /// The key itself: the guard's fingerprint, and masked from every
    /// answer and line.
    pub key: String,
    /// The guard's options (`member` and `yes` are set per member).
    pub options: GuardOptions,
    /// The key's workspace.
    pub workspace: String,
    pub log: Log,
    /// The team ledger's administration (spends by member, for
    /// `talent_routes`).
    pub team: crate::ledger::TeamAdmin,
    /// How the gateway serves OAuth for `/mcp` (its URL, the test-only
    /// metadata-document allowance).
    pub oauth: oauth::Options,
    /// How members sign in on the gateway's pages (typed token or the
    /// team's identity provider).
    pub signin: signin::Settings,
    /// `/mcp`'s settings (`--mcp-allow-*`, `--mcp-confirm`, the URL).
    pub mcp: mcp::Settings,
}

/// How the gateway listens.
pub struct Config {
    pub front: front::Front,
    pub tls: Option<tokio_rustls::TlsAcceptor>,
    pub max_connections: usize,
    /// How long a request's head may take to arrive.
    pub head_timeout: Duration,
    /// How long a request's body may take to arrive.
    pub body_timeout: Duration,
}

/// The gateway's shared state.
pub struct Gateway {
    parts: Parts,
    front: front::Front,
    body_timeout: Duration,
    /// Whom each token digest named when the ledger last judged it on
    /// this gateway, and when: only a guess at whose guard a request needs
    /// (the ledger judges the token again in the request's admission).
    hints: Mutex<HashMap<String, (Authed, Instant)>>,
    /// Each member's requests in flight and open streams here.
    flights: admit::Flights,
    /// The `Idempotency-Key` claims (owner, key) in flight on this gateway.
    claims: Mutex<std::collections::HashSet<(String, String)>>,
    /// The last `GET /usage` answer (status, body) and when it came.
    usage: tokio::sync::Mutex<Option<(Instant, u16, Vec<u8>)>>,
    /// The OAuth authorization server of `/mcp`.
    oauth: oauth::Server,
    signin: signin::Settings,
    /// `/mcp`'s sessions, conversations and streams on this replica.
    mcp: mcp::McpState,
    /// The settles running after their answers.
    settling: Arc<admit::Settling>,
    /// The workspace's usage read ahead, after answers.
    ahead: Arc<ahead::Ahead>,
    /// Cancelled when the gateway stops: its open streams end then.
    stopping: tokio_util::sync::CancellationToken,
    /// Whether the ledger's schema, as last read in passing, needs a newer
    /// talent.
    schema: schema::Watch,
}

/// The client a request came from (after the door's check).
#[derive(Debug, Clone, Copy)]
struct Peer(IpAddr);

tokio::task_local! {
    /// Set when the guard asked this request's reserve question.
    static ASKED: std::cell::Cell<bool>;
}

/// A member's guard without `Talent-Confirm: reserve`: the reserve
/// question is answered by no one (and noted, for the 429 `reserve`).
struct NoConfirm;

impl Ask for NoConfirm {
    fn ask<'a>(&'a self, _: &'a Question) -> BoxFuture<'a, crate::Result<Answer>> {
        let _ = ASKED.try_with(|a| a.set(true));
        Box::pin(async { Ok(Answer::CannotAsk) })
    }
}

/// Which interface's error shape a path gets.
fn surface_of(path: &str) -> Surface {
    if path == "/v1" || path.starts_with("/v1/") {
        Surface::Alt
    } else {
        Surface::Main
    }
}

/// An error answer in the interface's shape: main `{error_code,
/// error_description}`, additional `{error: {code, message}}`.
pub fn error_reply(surface: Surface, status: StatusCode, code: &str, message: &str) -> Response {
    error_with(surface, status, code, message, Map::new())
}

fn error_with(
    surface: Surface,
    status: StatusCode,
    code: &str,
    message: &str,
    extra: Map<String, Value>,
) -> Response {
    let body = match surface {
        Surface::Alt => {
            let mut inner = json!({"code": code, "message": message});
            if let Some(o) = inner.as_object_mut() {
                o.extend(extra);
            }
            json!({ "error": inner })
        }
        _ => {
            let mut outer = json!({"error_code": code, "error_description": message});
            if let Some(o) = outer.as_object_mut() {
                o.extend(extra);
            }
            outer
        }
    };
    let mut resp = (status, axum::Json(body)).into_response();
    resp.headers_mut()
        .insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    resp
}

/// How long a token the ledger accepted is taken as naming its member
/// before the ledger says so again (it says so on every request anyway).
const HINT_TTL: Duration = Duration::from_secs(600);

pub(crate) fn lock<T>(m: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|e| e.into_inner())
}

/// A 401 in the interface's shape, with `WWW-Authenticate`.
fn unauthorized(surface: Surface, why: &str) -> Response {
    let mut r = error_reply(surface, StatusCode::UNAUTHORIZED, "unauthorized", why);
    r.headers_mut().insert(
        header::WWW_AUTHENTICATE,
        HeaderValue::from_static("Bearer realm=\"talent\""),
    );
    r
}

/// The bearer of a request, when it carries one. Two `Authorization`
/// headers carry none: the field is a singleton (RFC 9110, 11.6.2), and
/// which one a client or a proxy in between meant is not the gateway's to
/// guess (hyper keeps both; `get` would take the first).
fn bearer(headers: &HeaderMap) -> Option<&str> {
    let mut all = headers.get_all(header::AUTHORIZATION).iter();
    let v = all.next()?.to_str().ok()?;
    if all.next().is_some() {
        return None;
    }
    let (scheme, token) = v.trim().split_once(' ')?;
    scheme.eq_ignore_ascii_case("bearer").then(|| token.trim())
}

/// What a guard refusal or a failed send is on the wire: status, code.
fn refusal(e: &Error, asked: bool) -> (StatusCode, &'static str) {
    match (e.cause, e.kind) {
        (Cause::LedgerUnavailable, _) => (StatusCode::SERVICE_UNAVAILABLE, "ledger_unavailable"),
        (Cause::TeamAllowance, _) => (StatusCode::TOO_MANY_REQUESTS, "allowance_exceeded"),
        (Cause::GuardRefused, _) if asked => (StatusCode::TOO_MANY_REQUESTS, "reserve"),
        (Cause::GuardRefused | Cause::QuotaExhausted | Cause::SessionCap, _) => {
            (StatusCode::TOO_MANY_REQUESTS, "guard_refused")
        }
        (_, ErrorKind::RateLimited) => (
            StatusCode::TOO_MANY_REQUESTS,
            talent_spec::codes::RATE_LIMIT_EXCEEDED,
        ),
        (_, ErrorKind::Quota) => (StatusCode::TOO_MANY_REQUESTS, "guard_refused"),
        // An invite the ledger saw sent before: refused unsent, as the
        // service would answer it.
        (_, ErrorKind::Conflict)
            if e.code.as_deref() == Some(talent_spec::codes::ALREADY_EXISTS_IN_JOB_PIPELINE) =>
        {
            (
                StatusCode::CONFLICT,
                talent_spec::codes::ALREADY_EXISTS_IN_JOB_PIPELINE,
            )
        }
        _ => (StatusCode::BAD_GATEWAY, "service_unreachable"),
    }
}

/// What a forwarded request's settles counted, for its log line: the
/// meters' units, then the people it reached (`0` when nothing), after
/// any give-back (an unlock unlocked before, people not reached).
fn cost_text(spent: &[crate::ledger::pg::admission::Spent]) -> String {
    let mut parts: Vec<&crate::ledger::pg::admission::Spent> = spent.iter().collect();
    parts.sort_by_key(|s| s.meter == crate::ledger::OUTREACH);
    let words: Vec<String> = parts
        .iter()
        .map(|s| {
            let (one, many) = match s.meter.as_str() {
                "unlocks" => ("unlock", "unlocks"),
                "searches" => ("search", "searches"),
                "messages" => ("message", "messages"),
                crate::ledger::OUTREACH => ("person", "people"),
                other => (other, other),
            };
            let maybe = if s.maybe { "maybe " } else { "" };
            format!("{maybe}{} {}", s.cost, if s.cost == 1 { one } else { many })
        })
        .collect();
    if words.is_empty() {
        "0".into()
    } else {
        words.join(", ")
    }
}

/// The header on the answer to a member's unlock that says whether it
/// counted (`1`) or was free (`0`: unlocked before, by anyone): the
/// member's talent cannot tell "just now by me" from "a moment ago by
/// another member" from the record's `unlockedAt` alone.
pub const SPENT_HEADER: &str = crate::api::gateway::SPENT_HEADER;

/// The gateway's own guard (member `gateway`, the team ledger as its
/// store, no one to ask), for its own reads of GET /usage: the workspace's
/// probe at the start and the reads ahead.
pub fn own_guard(
    store: &Arc<dyn Store>,
    meters: &Arc<dyn MeterSource>,
    key: &str,
    options: &GuardOptions,
) -> Guard {
    let mut options = options.clone();
    options.member = "gateway".to_string();
    Guard::new(
        crate::guard::Parts {
            store: Arc::clone(store),
            meters: Arc::clone(meters),
            ask: Arc::new(crate::guard::ask::NoOneToAsk),
            sink: Arc::new(crate::sink::Silent),
            broken: None,
        },
        key,
        options,
    )
}

impl Gateway {
    pub fn new(parts: Parts, front: front::Front, body_timeout: Duration) -> Arc<Gateway> {
        let key = parts.key.clone();
        let log = Arc::clone(&parts.log);
        let masked: Log = Arc::new(move |line: &str| log(&line.replace(&key, "[key]")));
        // A failed read ahead waits 10 s (× the time scale) before another.
        let pause = parts.options.time_scale.scale(Duration::from_secs(10));
        let guard = own_guard(&parts.store, &parts.meters, &parts.key, &parts.options);
        let ahead = ahead::Ahead::new(guard, &parts.workspace, masked, pause);
        Arc::new(Gateway {
            oauth: oauth::Server::new(parts.oauth.clone(), parts.team.oauth()),
            signin: parts.signin.clone(),
            parts,
            front,
            body_timeout,
            hints: Mutex::new(HashMap::new()),
            flights: admit::Flights::default(),
            claims: Mutex::new(std::collections::HashSet::new()),
            usage: tokio::sync::Mutex::new(None),
            mcp: mcp::McpState::default(),
            settling: Arc::default(),
            ahead,
            stopping: tokio_util::sync::CancellationToken::new(),
            schema: schema::Watch::default(),
        })
    }

    /// The OAuth authorization server of `/mcp` (its URL, the ledger's
    /// side; [`oauth::access_token`] checks a bearer).
    pub fn oauth(&self) -> &oauth::Server {
        &self.oauth
    }

    /// The ledger's members.
    pub fn members(&self) -> &Members {
        &self.parts.members
    }

    /// The team ledger the guards keep their records in.
    pub fn store(&self) -> &Arc<dyn Store> {
        &self.parts.store
    }

    /// The workspace of the gateway's key.
    pub fn workspace(&self) -> &str {
        &self.parts.workspace
    }

    /// `text` with the key masked.
    fn masked(&self, text: &str) -> String {
        text.replace(&self.parts.key, "[key]")
    }

    /// The member a request's bearer names: their token checked against
    /// the ledger (one round trip), or the answer to send instead (401,
    /// or 503 when the ledger is away). `api`: the token must be usable
    /// on the REST routes.
    pub async fn authenticate(
        &self,
        surface: Surface,
        headers: &HeaderMap,
        api: bool,
    ) -> std::result::Result<Authed, Response> {
        let unauthorized = |why: &str| unauthorized(surface, why);
        let Some(token) = bearer(headers) else {
            return Err(unauthorized(
                "a member token is needed: one Authorization: Bearer tlm_… header",
            ));
        };
        if !token::well_formed(token) {
            return Err(unauthorized("the credential is not a member token"));
        }
        let digest = token::digest(token);
        let members = self.parts.members.clone();
        let found = crate::task::spawn_blocking(move || members.authenticate(&digest))
            .await
            .unwrap_or_else(|_| Err(Error::ledger("the ledger's lookup stopped")));
        if let Ok(Some(who)) = &found {
            line::member(&who.member);
        }
        match found {
            Ok(Some(who)) if !api || who.for_api() => Ok(who),
            Ok(Some(_)) => Err(unauthorized("this token is not for the REST routes")),
            Ok(None) => Err(unauthorized("the token is unknown, expired or revoked")),
            Err(e) => Err(self.ledger_away(surface, &e)),
        }
    }

    fn ledger_away(&self, surface: Surface, e: &Error) -> Response {
        // The database's URL (never its password) stays in the log.
        (self.parts.log)(&format!("ledger unavailable: {}", self.masked(&e.message)));
        error_reply(
            surface,
            StatusCode::SERVICE_UNAVAILABLE,
            "ledger_unavailable",
            "the gateway's team ledger is unavailable; nothing was sent",
        )
    }

    /// A member's guard for one request: their allowances, the
    /// workspace's meters and reserve, the pacer, on the request's
    /// [`admit::Admission`]; `confirm` crosses the reserve.
    fn guard(&self, member: &str, confirm: bool, admission: Arc<admit::Admission>) -> Arc<Guard> {
        let mut options = self.parts.options.clone();
        options.member = member.to_string();
        options.yes = confirm;
        options.heard = true;
        let ask: Arc<dyn Ask> = if confirm {
            Arc::new(crate::guard::ask::NoOneToAsk)
        } else {
            Arc::new(NoConfirm)
        };
        Arc::new(Guard::new(
            crate::guard::Parts {
                store: admission as Arc<dyn Store>,
                meters: Arc::clone(&self.parts.meters),
                ask,
                sink: Arc::new(crate::sink::Silent),
                broken: None,
            },
            &self.parts.key,
            options,
        ))
    }

    /// The longest a request is held for a place (the pacer's bound, at
    /// the time scale).
    fn hold_bound(&self) -> Duration {
        self.parts.options.time_scale.scale(MAX_HOLD)
    }

    /// A place for one of `member`'s open streams (`/mcp` GET streams,
    /// `subscriptions/listen`): at most [`admit::STREAMS`] at once on this
    /// gateway; one more waits for one to close, at most the pacer's
    /// bound, then is answered 429 `rate_limit_exceeded` with
    /// `Retry-After`. Keep it as long as the stream is open, and end the
    /// stream when it says the gateway is stopping.
    pub async fn stream_permit(
        &self,
        surface: Surface,
        member: &str,
    ) -> std::result::Result<admit::OpenStream, Response> {
        let place = self
            .flights
            .stream(member, self.hold_bound())
            .await
            .map_err(|_| self.too_long(surface, "open streams"))?;
        Ok(admit::OpenStream::new(place, self.stopping.clone()))
    }

    /// A place for one of `member`'s requests (at most [`admit::IN_FLIGHT`]
    /// in flight on this gateway), as [`Gateway::stream_permit`].
    pub async fn request_permit(
        &self,
        surface: Surface,
        member: &str,
    ) -> std::result::Result<admit::Permit, Response> {
        self.flights
            .request(member, self.hold_bound())
            .await
            .map_err(|_| self.too_long(surface, "requests in flight"))
    }

    fn too_long(&self, surface: Surface, what: &str) -> Response {
        let secs = self.hold_bound().as_secs().max(1);
        let mut r = error_reply(
            surface,
            StatusCode::TOO_MANY_REQUESTS,
            talent_spec::codes::RATE_LIMIT_EXCEEDED,
            &format!(
                "this member has the most {what} a member may have, and none ended within {secs} s; nothing was sent"
            ),
        );
        if let Ok(v) = HeaderValue::from_str(&secs.to_string()) {
            r.headers_mut().insert(header::RETRY_AFTER, v);
        }
        r
    }

    /// Who a request's bearer names, for its admission: a token this
    /// gateway saw the ledger accept in the last [`HINT_TTL`] goes on with
    /// its credential still to be judged — in the same statement as the
    /// request's admission ([`admit::Admission`]); any other is judged now
    /// (one round trip), as is every token when `now` (a request whose
    /// answer comes from no admission). The answer to send instead: 401,
    /// 403 (the grant), or 503 when the ledger is away. `carry`: a keyed
    /// write, whose claim and admission carry the credential again when it
    /// was judged now (the claim is the member's).
    async fn identify(
        &self,
        surface: Surface,
        headers: &HeaderMap,
        grant: Option<&str>,
        now: bool,
        carry: bool,
    ) -> std::result::Result<(Authed, Arc<admit::Admission>), Response> {
        let Some(token) = bearer(headers) else {
            return Err(unauthorized(
                surface,
                "a member token is needed: one Authorization: Bearer tlm_… header",
            ));
        };
        if !token::well_formed(token) {
            return Err(unauthorized(
                surface,
                "the credential is not a member token",
            ));
        }
        let digest = token::digest(token);
        let hint = lock(&self.hints)
            .get(&digest)
            .filter(|(_, at)| at.elapsed() < HINT_TTL)
            .map(|(who, _)| who.clone());
        let mut cred = crate::ledger::pg::members::Credential {
            sha256: digest.clone(),
            member: None,
            grant: grant.map(str::to_string),
            api: true,
        };
        if let (Some(who), false) = (&hint, now) {
            if grant.is_none_or(|g| who.may(g)) {
                cred.member = Some(who.member.clone());
                let admission = admit::Admission::new(
                    &self.parts.members,
                    &digest,
                    Some(cred),
                    Verdict::Unauthorized,
                );
                return Ok((who.clone(), admission));
            }
        }
        // Sent from this task on the gateway's own connection (gw-async).
        let verdict = match self.parts.members.check_async(&cred).await {
            Ok(v) => v,
            Err(e) => return Err(self.ledger_away(surface, &e)),
        };
        self.note_verdict(&digest, &verdict);
        match verdict {
            Verdict::Ok(who) => {
                // A keyed write's credential is carried again by its
                // admission's first act (checked again there), so that act
                // is its one statement.
                let again = carry.then(|| crate::ledger::pg::members::Credential {
                    member: Some(who.member.clone()),
                    ..cred
                });
                let admission = admit::Admission::judged_first(
                    &self.parts.members,
                    &digest,
                    again,
                    Verdict::Ok(who.clone()),
                );
                Ok((who, admission))
            }
            other => Err(self.verdict_reply(surface, &other, grant)),
        }
    }

    /// Keeps what the ledger said of a token for [`Gateway::identify`].
    fn note_verdict(&self, digest: &str, verdict: &Verdict) {
        let mut hints = lock(&self.hints);
        match verdict {
            Verdict::Ok(who) | Verdict::Forbidden(who) => {
                if hints.len() > 10_000 {
                    hints.retain(|_, (_, at)| at.elapsed() < HINT_TTL);
                }
                hints.insert(digest.to_string(), (who.clone(), Instant::now()));
            }
            _ => {
                hints.remove(digest);
            }
        }
    }

    /// The answer to a credential the ledger refused.
    fn verdict_reply(&self, surface: Surface, verdict: &Verdict, grant: Option<&str>) -> Response {
        match verdict {
            Verdict::Forbidden(who) => error_reply(
                surface,
                StatusCode::FORBIDDEN,
                "forbidden",
                &format!(
                    "{} may not use this route: it needs the grant {}",
                    who.member,
                    grant.unwrap_or("")
                ),
            ),
            Verdict::NotForApi(_) => unauthorized(surface, "this token is not for the REST routes"),
            _ => unauthorized(surface, "the token is unknown, expired or revoked"),
        }
    }

    /// Resolves once the settles of the answers this gateway sent have
    /// landed: a member's read of the ledger's spends waits for them.
    pub async fn settled(&self) {
        self.settling.settled().await
    }

    /// The member's allowances as `{meter: {limit, used, left}}`.
    async fn allowance_of(&self, member: &str) -> std::result::Result<Value, Error> {
        self.settled().await;
        let (members, ws, m) = (
            self.parts.members.clone(),
            self.parts.workspace.clone(),
            member.to_string(),
        );
        let rows = crate::task::spawn_blocking(move || members.allowances(&ws, &m))
            .await
            .unwrap_or_else(|_| Err(Error::ledger("the ledger's lookup stopped")))?;
        let mut out = Map::new();
        for r in rows {
            out.insert(
                r.meter.clone(),
                json!({"limit": r.limit, "used": r.used, "left": (r.limit - r.used).max(0)}),
            );
        }
        Ok(Value::Object(out))
    }
}

/// The router: the gateway's own routes, then every other path through
/// the proxy (which answers 404 for what is not a route).
pub fn router(gw: Arc<Gateway>) -> Router {
    Router::new()
        .route("/_talent/v1/whoami", axum::routing::get(whoami))
        .merge(talent_routes::router())
        .merge(oauth::routes())
        .merge(signin::routes())
        .merge(mcp::routes())
        .merge(approvals::routes())
        .fallback(proxy)
        // Bodies over the bound: a `Content-Length` over it is refused
        // before anything is read, a longer body when it gets there.
        .layer(tower_http::limit::RequestBodyLimitLayer::new(BODY_LIMIT))
        .layer(axum::middleware::from_fn_with_state(
            Arc::clone(&gw),
            bounded,
        ))
        // After the door: a ledger whose schema needs a newer talent.
        .layer(axum::middleware::from_fn_with_state(
            Arc::clone(&gw),
            schema::gate,
        ))
        .layer(axum::middleware::from_fn_with_state(Arc::clone(&gw), door))
        // Outermost: every request the router answers gets its one line.
        .layer(axum::middleware::from_fn_with_state(
            Arc::clone(&gw),
            line::logged,
        ))
        .with_state(gw)
}

/// The door: peer, Host, the target's authority and Origin, before
/// anything else is read.
async fn door(
    State(gw): State<Arc<Gateway>>,
    mut req: HttpRequest,
    next: axum::middleware::Next,
) -> Response {
    let peer = req
        .extensions()
        .get::<Peer>()
        .map(|p| p.0)
        .unwrap_or(IpAddr::from([0, 0, 0, 0]));
    match gw.front.check_request(peer, req.uri(), req.headers()) {
        Ok(client) => {
            line::from(client);
            req.extensions_mut().insert(Peer(client));
            next.run(req).await
        }
        Err(refused) => {
            let why = refused.why();
            line::note(&format!("refused at the door ({why})"));
            if mcp::is_resource(req.uri().path()) {
                return mcp::door_refusal(refused.status(), why);
            }
            error_reply(
                surface_of(req.uri().path()),
                refused.status(),
                refused.code(),
                why,
            )
        }
    }
}

/// The body limit's own 413 in the interface's error format (and its log
/// line): nothing was read, nothing forwarded.
async fn bounded(
    State(_): State<Arc<Gateway>>,
    req: HttpRequest,
    next: axum::middleware::Next,
) -> Response {
    let surface = surface_of(req.uri().path());
    let r = next.run(req).await;
    let json = r
        .headers()
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.starts_with("application/json"));
    if r.status() != StatusCode::PAYLOAD_TOO_LARGE || json {
        return r;
    }
    too_large(surface)
}

fn too_large(surface: Surface) -> Response {
    error_reply(
        surface,
        StatusCode::PAYLOAD_TOO_LARGE,
        "payload_too_large",
        "the body is over 1 MiB; nothing was sent",
    )
}

/// Whether a body's read failed on the body limit (else the client).
fn over_limit(e: &axum::Error) -> bool {
    let mut cause: Option<&(dyn std::error::Error + 'static)> = Some(e);
    while let Some(c) = cause {
        // http-body-util's `LengthLimitError`, behind axum's error.
        if c.to_string().contains("length limit exceeded") {
            return true;
        }
        cause = c.source();
    }
    false
}

/// `GET /_talent/v1/whoami`: that this is a gateway (no credential), or
/// the member a token names, their grants and allowances.
async fn whoami(State(gw): State<Arc<Gateway>>, req: HttpRequest) -> Response {
    let version = env!("CARGO_PKG_VERSION");
    if req.headers().get(header::AUTHORIZATION).is_none() {
        let signin = if gw.signin.oidc.is_some() {
            "oidc"
        } else {
            "token"
        };
        return axum::Json(json!({"gateway": true, "version": version, "signin": signin}))
            .into_response();
    }
    let who = match gw.authenticate(Surface::Main, req.headers(), false).await {
        Ok(w) => w,
        Err(r) => return r,
    };
    let allowance = match gw.allowance_of(&who.member).await {
        Ok(a) => a,
        Err(e) => return gw.ledger_away(Surface::Main, &e),
    };
    axum::Json(json!({
        "gateway": true,
        "version": version,
        "member": who.member,
        "grants": who.grants,
        "token": {"label": who.label, "use": who.use_for},
        "allowances": allowance,
    }))
    .into_response()
}

/// Every other request: a route of either interface, forwarded as the
/// member; anything else 404 (`HEAD`, `OPTIONS`: 405), nothing forwarded.
async fn proxy(State(gw): State<Arc<Gateway>>, req: HttpRequest) -> Response {
    let raw_path = req.uri().path().to_string();
    let surface = surface_of(&raw_path);
    let method_text = req.method().as_str().to_string();
    // What the request's one line says (`line`): the status is the answer's.
    let log = |member: &str, template: &str, _status: u16, cost: &str| {
        line::member(member);
        line::route(template);
        line::cost(cost);
    };
    // A path of neither interface is no route, and never logged as itself.
    let base = line::route_word(&raw_path);
    if matches!(req.method().as_str(), "HEAD" | "OPTIONS") {
        log("-", base, 405, "0");
        let mut r = error_reply(
            surface,
            StatusCode::METHOD_NOT_ALLOWED,
            "method_not_allowed",
            "the gateway forwards the service's documented methods only",
        );
        r.headers_mut().insert(
            header::ALLOW,
            HeaderValue::from_static("GET, POST, PATCH, DELETE"),
        );
        return r;
    }
    let not_found = |log: &dyn Fn(&str, &str, u16, &str)| {
        log("-", base, 404, "0");
        error_reply(
            surface,
            StatusCode::NOT_FOUND,
            "not_found",
            "no such route: the gateway forwards the service's documented routes only",
        )
    };
    let method = match req.method().as_str() {
        "GET" => Method::Get,
        "POST" => Method::Post,
        "PATCH" => Method::Patch,
        "DELETE" => Method::Delete,
        _ => return not_found(&log),
    };
    let rest = match surface {
        Surface::Alt => raw_path.strip_prefix("/v1"),
        _ => raw_path.strip_prefix("/api/v1"),
    };
    let Some(matched) = rest.and_then(|rest| routes::find(surface, method, rest)) else {
        return not_found(&log);
    };
    let template = format!("{base}{}", matched.route.template);
    let usage = surface == Surface::Main && matched.route.template == "/usage";
    // The ledger judges the credential in the admission's statement; a
    // request answered by no admission (a copy of `GET /usage`, the
    // additional interface's unpaced routes) is judged first. A keyed
    // write's claim judges it (`talent_gw_claim`), before anything is sent
    // and before a recorded answer is given. A bulk invite's admission holds
    // the people it reaches (`talent_gw_reach_admit`): it carries the
    // credential.
    let idem_key = match idempotency::key_of(&method_text, req.headers()) {
        Ok(k) => k,
        Err(bad) => {
            log("-", &template, 400, "0");
            return bad.reply(surface);
        }
    };
    // A keyed write's claim carries its credential (and its admission, if
    // it has one, carries it again): an unpaced route's too.
    let reaches = matched.route.grant == Some("outreach");
    let judged_first = usage || (surface == Surface::Alt && !reaches && idem_key.is_none());
    let (who, admission) = match gw
        .identify(
            surface,
            req.headers(),
            matched.route.grant,
            judged_first,
            idem_key.is_some(),
        )
        .await
    {
        Ok(w) => w,
        Err(r) => {
            log("-", &template, r.status().as_u16(), "0");
            return r;
        }
    };
    // At most IN_FLIGHT of the member's requests go on at once; one more
    // waits for a place, at most the pacer's bound.
    let _place = match gw.request_permit(surface, &who.member).await {
        Ok(p) => p,
        Err(r) => {
            log(&who.member, &template, r.status().as_u16(), "0");
            return r;
        }
    };
    let confirm = req
        .headers()
        .get("talent-confirm")
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.trim().eq_ignore_ascii_case("reserve"));
    let accept = req
        .headers()
        .get(header::ACCEPT)
        .and_then(|v| v.to_str().ok())
        .map(str::to_string);
    // Sent on as the member sent it (the service judges its own media
    // types: a 415 comes back as the service's).
    let content_type = req
        .headers()
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .map(str::to_string);
    let raw_query = req.uri().query().map(str::to_string);
    let query: Vec<(String, String)> = req
        .uri()
        .query()
        .map(|q| {
            url::form_urlencoded::parse(q.as_bytes())
                .into_owned()
                .collect()
        })
        .unwrap_or_default();
    // The body: at most BODY_LIMIT (the limit layer), all of it within
    // the body timeout (tower-http's body timeout is one between frames:
    // a body trickled a byte at a time would never end), JSON.
    let body = req.into_body();
    let bytes =
        match tokio::time::timeout(gw.body_timeout, axum::body::to_bytes(body, usize::MAX)).await {
            Ok(Ok(b)) => b,
            Ok(Err(e)) if over_limit(&e) => {
                log(&who.member, &template, 413, "0");
                return too_large(surface);
            }
            Ok(Err(_)) => {
                log(&who.member, &template, 400, "0");
                return error_reply(
                    surface,
                    StatusCode::BAD_REQUEST,
                    "invalid_body",
                    "the body did not arrive whole; nothing was sent",
                );
            }
            Err(_) => {
                log(&who.member, &template, 408, "0");
                return error_reply(
                    surface,
                    StatusCode::REQUEST_TIMEOUT,
                    "request_timeout",
                    "the body took too long to arrive; nothing was sent",
                );
            }
        };
    let mut out = Request::new(surface, method, matched.path.clone());
    for (k, v) in &query {
        out = out.query(k, v);
    }
    if !bytes.is_empty() && !matches!(method, Method::Get | Method::Delete) {
        match serde_json::from_slice::<Value>(&bytes) {
            Ok(v) => out = out.json(v),
            Err(_) => {
                log(&who.member, &template, 400, "0");
                return error_reply(
                    surface,
                    StatusCode::BAD_REQUEST,
                    "invalid_json",
                    "the body is not JSON; nothing was sent",
                );
            }
        }
    }
    if let Some(a) = accept {
        out.headers.push(("Accept".to_string(), a));
    }
    if let (Some(ct), true) = (content_type, out.body.is_some()) {
        out.headers.push(("Content-Type".to_string(), ct));
    }
    let out = crate::ops::kit::routes::typed(out);
    // A key's claim, by member and key, before anything is admitted.
    let claim = match &idem_key {
        Some(key) => {
            let digest = idempotency::request_digest(
                &method_text,
                &matched.path,
                raw_query.as_deref(),
                &bytes,
            );
            let claimed = gw
                .claim_key(
                    surface,
                    &admission,
                    (&who.member, matched.route.grant),
                    key,
                    &digest,
                )
                .await;
            match claimed {
                Ok(held) => Some(held),
                Err(idempotency::Refused::Credential(r)) => {
                    log("-", &template, r.status().as_u16(), "0");
                    return r;
                }
                Err(idempotency::Refused::Claim(r)) => {
                    log(&who.member, &template, r.status().as_u16(), "0");
                    return r;
                }
            }
        }
        None => None,
    };
    if usage {
        if let Some(r) = gw.usage_copy(&who).await {
            log(&who.member, &template, r.status().as_u16(), "0");
            return r;
        }
    }
    let hook = admit::Checked::new(
        gw.guard(&who.member, confirm, Arc::clone(&admission)),
        Arc::clone(&admission),
    );
    let client = gw
        .parts
        .client
        .unhooked()
        .with_hook(Arc::new(hook) as Arc<dyn crate::api::Hook>);
    // The member is answered first, the spend settled after.
    let ahead = Arc::clone(&gw.ahead);
    let settle =
        admit::SettleAfter::new(&admission, &gw.settling).then(move || ahead.after_answer());
    let (sent, asked) = ASKED
        .scope(std::cell::Cell::new(false), async {
            let r = client.send_raw(&out).await;
            (r, ASKED.with(|a| a.get()))
        })
        .await;
    // What the ledger said of the credential: kept for the next request,
    // and a refusal answered as one (never the guard's words).
    let verdict = match (&sent, admission.verdict()) {
        (_, Some(v)) => Some(v),
        (Err(_), None) => match admission.judge_now_async().await {
            Ok(v) => Some(v),
            Err(e) => {
                log(&who.member, &template, 503, "0");
                return gw.ledger_away(surface, &e);
            }
        },
        (Ok(_), None) => None,
    };
    if let Some(v) = &verdict {
        gw.note_verdict(admission.digest(), v);
        if !matches!(v, Verdict::Ok(_)) {
            let r = gw.verdict_reply(surface, v, matched.route.grant);
            log("-", &template, r.status().as_u16(), "0");
            return r;
        }
    }
    match sent {
        Ok(reply) => {
            let status = reply.status;
            let created = (200..300).contains(&status);
            if let (true, Effect::BulkInvite { job, .. }) = (created, &out.effect) {
                gw.note_bulk_sent(&admission, &who.member, job, &reply.body);
            }
            let spent = admission.spent();
            log(&who.member, &template, status, &cost_text(&spent));
            // What the answer created and a keyed write's record (with the
            // settles) go in one flight before the answer.
            let ct = reply
                .headers
                .get("content-type")
                .and_then(|v| v.to_str().ok())
                .map(str::to_string);
            let noted = async {
                if created {
                    gw.note_created(&who.member, &matched, &reply.body).await;
                }
            };
            let recorded = async {
                if let Some(held) = claim {
                    held.finish(&admission, status, ct.as_deref(), &reply.body)
                        .await;
                }
            };
            futures_util::future::join(noted, recorded).await;
            if usage && status == 200 {
                *gw.usage.lock().await = Some((Instant::now(), status, reply.body.clone()));
                if let Some(r) = gw.with_allowance(&who, status, &reply.body).await {
                    return r;
                }
            }
            let mut resp = Response::new(settle.body(reply.body));
            *resp.status_mut() = StatusCode::from_u16(status).unwrap_or(StatusCode::BAD_GATEWAY);
            if let (true, Effect::Unlock { .. }) = (created, &out.effect) {
                let units = spent.iter().any(|s| s.meter == "unlocks");
                resp.headers_mut().insert(
                    SPENT_HEADER,
                    HeaderValue::from_static(if units { "1" } else { "0" }),
                );
            }
            for name in [header::CONTENT_TYPE, header::RETRY_AFTER] {
                if let Some(v) = reply.headers.get(name.as_str()) {
                    if let Ok(v) = HeaderValue::from_bytes(v.as_bytes()) {
                        resp.headers_mut().insert(name, v);
                    }
                }
            }
            resp
        }
        Err(e) => {
            let (status, code) = refusal(&e, asked);
            log(&who.member, &template, status.as_u16(), "0");
            let mut extra = Map::new();
            if let Some(reset) = &e.reset {
                extra.insert("resets".into(), json!(reset.text));
                if let Some(at) = &reset.at {
                    extra.insert("resets_at".into(), json!(at));
                }
            }
            let message = match code {
                "reserve" => format!(
                    "{}; send it again with the header Talent-Confirm: reserve to spend into the reserve",
                    e.message.trim_end_matches('.')
                ),
                "ledger_unavailable" => {
                    return gw.ledger_away(surface, &e);
                }
                _ => e.message.clone(),
            };
            if let Some(body) = refusal::allowance_exceeded(&e, surface) {
                // The typed allowance beside the words: a member's talent
                // names the allowance and its reset without parsing text.
                let body = gw.masked(&body.to_string());
                let mut resp = (status, body).into_response();
                resp.headers_mut().insert(
                    header::CONTENT_TYPE,
                    HeaderValue::from_static("application/json"),
                );
                resp.headers_mut()
                    .insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
                return resp;
            }
            let mut resp = error_with(surface, status, code, &gw.masked(&message), extra);
            if code == talent_spec::codes::RATE_LIMIT_EXCEEDED {
                let secs = e.retry_after.map_or(60, |d| d.as_secs().max(1));
                if let Ok(v) = HeaderValue::from_str(&secs.to_string()) {
                    resp.headers_mut().insert(header::RETRY_AFTER, v);
                }
            }
            resp
        }
    }
}

impl Gateway {
    /// `GET /usage` from a copy at most [`USAGE_FRESH`] old, with the
    /// member's allowance.
    async fn usage_copy(&self, who: &Authed) -> Option<Response> {
        let copy = self.usage.lock().await.clone();
        let (at, status, body) = copy?;
        if at.elapsed() > USAGE_FRESH {
            return None;
        }
        self.with_allowance(who, status, &body).await
    }

    /// `GET /usage`'s answer with `"allowance"` for the member added.
    async fn with_allowance(&self, who: &Authed, status: u16, body: &[u8]) -> Option<Response> {
        let mut usage: Value = serde_json::from_slice(body).ok()?;
        let allowance = match self.allowance_of(&who.member).await {
            Ok(a) => a,
            Err(e) => return Some(self.ledger_away(Surface::Main, &e)),
        };
        usage.as_object_mut()?.insert("allowance".into(), allowance);
        let mut resp = axum::Json(usage).into_response();
        *resp.status_mut() = StatusCode::from_u16(status).ok()?;
        Some(resp)
    }

    /// The candidates a bulk invite's answer says were sent, recorded for
    /// the workspace as a member's command records them (the job's daily
    /// cap and the duplicate window count them; `ledger import` and the
    /// report read them) — with the request's settles, after its answer.
    fn note_bulk_sent(&self, admission: &admit::Admission, member: &str, job: &str, body: &[u8]) {
        // The people the answer says were already invited went back to the
        // member's outreach allowance with the guard's settle (one rule for
        // every route: `api::answered`).
        let sent = crate::ops::bulk_invite::sent_in_answer(body);
        if sent.is_empty() {
            return;
        }
        let ws = &self.parts.workspace;
        if let Err(e) = admission.mark_invited_by(ws, job, &sent, "bulk", member) {
            (self.parts.log)(&format!(
                "the bulk invites of {member} were not recorded: {}",
                self.masked(&e.message)
            ));
        }
    }

    /// Notes what a member created (a job, a webhook) or deleted (a
    /// webhook) through the gateway, for `member revoke`.
    async fn note_created(&self, member: &str, matched: &routes::Matched, body: &[u8]) {
        let route = matched.route;
        let id_of = |body: &[u8]| -> Option<String> {
            let v: Value = serde_json::from_slice(body).ok()?;
            ["id", "jobId", "job_id"]
                .iter()
                .find_map(|k| v.get(*k).and_then(Value::as_str))
                .map(str::to_string)
        };
        let (members, ws) = (&self.parts.members, &self.parts.workspace);
        let created = |kind: &'static str| {
            let id = id_of(body);
            async move {
                match id {
                    Some(id) => members.record_created_async(member, kind, &id, ws).await,
                    None => Ok(()),
                }
            }
        };
        let done = match (route.surface, route.method, route.template) {
            (Surface::Main, Method::Post, "/jobs") => created("job").await,
            (Surface::Alt, Method::Post, "/webhooks") => created("webhook").await,
            (Surface::Alt, Method::Delete, "/webhooks/{id}") => match &matched.id {
                Some(id) => members.mark_deleted_async("webhook", id).await,
                None => Ok(()),
            },
            _ => Ok(()),
        };
        if let Err(e) = done {
            (self.parts.log)(&format!(
                "what {member} created was not recorded: {}",
                self.masked(&e.message)
            ));
        }
    }
}

/// Serves `listener` until `stop` turns true, then lets the requests in
/// flight finish for at most [`DRAIN`] (the project's one accept loop,
/// shared with the simulator and the webhook receiver). Open streams
/// (`/mcp` GET streams, `subscriptions/listen`) end at the stop: they
/// carry no work in flight, and one would otherwise hold every stop for
/// the whole drain time.
pub async fn serve(
    listener: tokio::net::TcpListener,
    gw: Arc<Gateway>,
    config: Config,
    stop: watch::Receiver<bool>,
) {
    use tower::ServiceExt;
    let app = router(Arc::clone(&gw));
    let head_timeout = config.head_timeout;
    let max = config.max_connections.max(1);
    let mut heard = stop.clone();
    let stopping = gw.stopping.clone();
    crate::task::spawn(async move {
        // A stop, or its sender gone (the accept loop stops then too).
        let _ = heard.wait_for(|s| *s).await;
        stopping.cancel();
    });
    talent_sandbox::accept::accept_until_stopped(
        listener,
        max,
        DRAIN,
        stop,
        |socket, peer, watcher| {
            let app = app.clone();
            let service = hyper::service::service_fn(
                move |mut req: hyper::Request<hyper::body::Incoming>| {
                    // Canonical: a dual-stack listener's IPv4 peers arrive
                    // as ::ffff:a.b.c.d (judged and logged as IPv4).
                    req.extensions_mut().insert(Peer(peer.ip().to_canonical()));
                    app.clone().oneshot(req.map(Body::new))
                },
            );
            let mut http = hyper::server::conn::http1::Builder::new();
            http.timer(hyper_util::rt::TokioTimer::new())
                .header_read_timeout(head_timeout)
                .max_buf_size(HEAD_LIMIT);
            let tls = config.tls.clone();
            async move {
                match tls {
                    None => {
                        let io = hyper_util::rt::TokioIo::new(socket);
                        let _ = watcher.watch(http.serve_connection(io, service)).await;
                    }
                    Some(acceptor) => {
                        // The handshake counts against the head's timeout.
                        if let Ok(Ok(stream)) =
                            tokio::time::timeout(head_timeout, acceptor.accept(socket)).await
                        {
                            let io = hyper_util::rt::TokioIo::new(stream);
                            let _ = watcher.watch(http.serve_connection(io, service)).await;
                        }
                    }
                }
            }
        },
    )
    .await;
    // The settles of the last answers run as tasks of this runtime: they
    // land before it ends (a settle the ledger does not take in time is
    // counted still: its hold lapses to "maybe").
    let _ = tokio::time::timeout(DRAIN, gw.settled()).await;
}

/// Brings the team ledger's schema up to this version: gateways starting
/// together migrate it once (the migration's advisory lock), the others
/// waiting for it — trying again for at most `wait`, and only while waiting
/// may help (a database not up yet, the lock): a wrong password or a schema
/// too new fails at once.
pub async fn migrate(team: &crate::ledger::TeamAdmin, wait: Duration) -> crate::Result<()> {
    let began = Instant::now();
    loop {
        let t = team.clone();
        match crate::task::spawn_blocking(move || t.migrate_once())
            .await
            .map_err(|e| Error::failure(format!("the migration stopped: {e}")))?
        {
            Ok(_) => return Ok(()),
            Err((e, true)) if began.elapsed() < wait && e.kind != ErrorKind::Usage => {
                tokio::time::sleep(Duration::from_millis(500)).await;
            }
            Err((e, _)) => return Err(e),
        }
    }
}
