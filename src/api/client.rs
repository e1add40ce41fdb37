//! One client for the main (`/api/v1`, camelCase) and additional (`/v1`,
//! snake_case) interfaces.

use std::sync::atomic::{AtomicU32, AtomicU64, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

use serde_json::Value;
use url::Url;

use crate::auth::ApiKey;
use crate::clock::TimeScale;
use crate::{Error, ErrorKind, Result};

use super::error::decode_error;
use super::gateway::member_words as through_gateway;
use super::proxy::Proxies;
use super::retry::{full_jitter, human, parse_retry_after, rate_wait_too_long};
use super::tls::certificate_problem;
use super::transport::{chain_text, root_cause};
use super::warm::WarmLayer;
use crate::config::base_url;
use crate::config::ca_file::CaFile;

pub use super::request::{
    BoxFuture, Effect, Failure, Hook, Method, Outcome, RawReply, Request, Response, RouteClass,
    Surface, Ticket, Tracer, Waiter,
};

/// How to build a [`Client`].
#[derive(Clone)]
pub struct ClientOptions {
    pub base_url: String,
    pub alt_base_url: String,
    pub key: Option<ApiKey>,
    pub time_scale: TimeScale,
    /// Connect, first-byte and between-bytes timeout of one attempt (`--timeout`).
    pub timeout: Duration,
    /// The longest one attempt may take, connect to last byte (`--max-time`):
    /// a server that drips a byte at a time never holds a run for ever.
    pub max_time: Duration,
    /// The longest rate-limit wait accepted; a longer one is exit 6 (`--max-wait`).
    pub max_wait: Duration,
    /// The largest answer read; a larger one is an error, read no further.
    pub max_body: u64,
    /// Retries of one request after a failure (transient status or network).
    pub retries: u32,
    /// Retries of one request after `rate_limit_exceeded` / `search_throttled`.
    pub rate_retries: u32,
    /// Retries after failures in the whole run, so a bad network ends a long
    /// export instead of stretching it.
    pub retry_budget: u32,
    pub tracer: Option<Tracer>,
    /// `--dry-run` / `--curl`: each request is printed through this instead
    /// of being sent (and nothing is spent).
    pub preview: Option<Preview>,
    /// Called with a line when a retry starts.
    pub notice: Option<Tracer>,
    pub waiter: Option<Waiter>,
    /// Roots trusted beside the platform's (`--ca-file`).
    pub ca_file: Option<CaFile>,
    /// Which bases the key may go to (a member token only to a gateway, a
    /// service key never to one), asked once per base before it goes.
    pub gate: Option<Arc<super::gateway::Gate>>,
    /// Headers every request of a gateway run carries (`Talent-Confirm`
    /// after `--yes`; `Idempotency-Key`) — see [`ClientOptions::gateway`].
    pub gateway: Option<GatewayRun>,
}

/// What a run through a gateway adds to its requests.
#[derive(Clone, Default)]
pub struct GatewayRun {
    /// `--yes`: spends carry `Talent-Confirm: reserve` from the start.
    pub confirm_all: bool,
    /// The meters a budget flag covers (`--max-unlocks`, `--max-searches`,
    /// `--max-messages`): their spends carry it from the start too, as a
    /// budget answers a tripped guard where the ledger is local.
    pub budgeted: Vec<talent_spec::rate::Meter>,
    /// `--idempotency-key`: sent on the run's writes (the nth write after
    /// the first as `KEY.n`, so a bulk invite's batches stay apart).
    pub idempotency_key: Option<String>,
    /// Asked when the gateway refuses a spend for the workspace's reserve
    /// (429 `reserve`): yes sends it again with `Talent-Confirm: reserve`.
    pub confirm: Option<ConfirmReserve>,
}

/// See [`GatewayRun::confirm`]: given the gateway's refusal, `Ok` is the
/// person's yes; `Err` is a no, or the refusal itself when no one can answer.
pub type ConfirmReserve = Arc<dyn Fn(Error) -> BoxFuture<'static, Result<()>> + Send + Sync>;

/// How `--dry-run` (`curl: false`) or `--curl` shows a request, and where.
#[derive(Clone)]
pub struct Preview {
    pub curl: bool,
    pub print: Tracer,
}

/// The longest request target the HTTP stack can send (the `http` crate's `Uri`).
const MAX_URI_BYTES: usize = 65_534;

impl ClientOptions {
    pub fn new(base_url: impl Into<String>, alt_base_url: impl Into<String>) -> Self {
        ClientOptions {
            base_url: base_url.into(),
            alt_base_url: alt_base_url.into(),
            key: None,
            time_scale: TimeScale::default(),
            timeout: Duration::from_secs(10),
            max_time: Duration::from_secs(300),
            max_wait: Duration::from_secs(600),
            max_body: 32 << 20,
            retries: 2,
            rate_retries: 5,
            retry_budget: 10,
            tracer: None,
            preview: None,
            notice: None,
            waiter: None,
            ca_file: None,
            gate: None,
            gateway: None,
        }
    }
}

/// How long an idle pooled connection may be reused. Servers close idle
/// keep-alive connections after as little as 1 s (Node 5 s, an AWS load
/// balancer 60 s, nginx 75 s), and one closed as a request goes out fails
/// that request after it was written, when a search may have been counted
/// and so cannot be sent again. Half a second is below any `Keep-Alive:
/// timeout=` a server can state (whole seconds): a paced request, which
/// waits seconds for its slot, always gets a fresh connection; requests in
/// quick succession (list pages, a retry) still share one.
pub const POOL_IDLE: Duration = Duration::from_millis(500);

/// How long a read may wait for its next byte: `--timeout`, and through a
/// gateway also the longest its pacer holds a request before the first
/// byte (60 s × the time scale). Without it a member's page the pacer held
/// past `--timeout` failed as "did not answer in time" although the
/// gateway then sent it: a search spent for an export that stopped.
fn read_timeout(options: &ClientOptions) -> Duration {
    match options.gateway {
        Some(_) => options.timeout + options.time_scale.scale(super::gateway::MAX_HOLD),
        None => options.timeout,
    }
}

pub struct Client {
    http: reqwest::Client,
    main: Url,
    alt: Url,
    options: ClientOptions,
    hooks: Vec<Arc<dyn Hook>>,
    /// Failure retries left in this run.
    budget: AtomicU32,
    /// The next logical request's [`Ticket`].
    tickets: AtomicU64,
    /// The proxy each base goes through (main, alt), as `-v` names it.
    via: [Option<String>; 2],
    /// Keeps the connection [`Client::warm_up`] opens for the first request
    /// (when both bases are one origin reached directly).
    warm: Option<WarmLayer>,
    /// The `Date` of the latest answer this process got from the service,
    /// shared with [`Client::unhooked`] copies (the meters' reads count).
    dates: Arc<LatestDate>,
    /// Writes sent so far (a gateway run's `Idempotency-Key` numbering).
    writes: Arc<AtomicU64>,
}

/// The `Date` header of the latest answer received (ms since the epoch).
#[derive(Debug, Default)]
struct LatestDate(std::sync::Mutex<Option<i64>>);

impl LatestDate {
    fn get(&self) -> Option<i64> {
        *self.0.lock().unwrap_or_else(|e| e.into_inner())
    }

    fn heard(&self, headers: &reqwest::header::HeaderMap) {
        let date = headers
            .get(reqwest::header::DATE)
            .and_then(|v| v.to_str().ok())
            .and_then(|v| httpdate::parse_http_date(v).ok())
            .and_then(|t| t.duration_since(std::time::UNIX_EPOCH).ok())
            .and_then(|d| i64::try_from(d.as_millis()).ok());
        if let Some(ms) = date {
            *self.0.lock().unwrap_or_else(|e| e.into_inner()) = Some(ms);
        }
    }
}

/// One attempt's answer.
struct Answer {
    status: u16,
    headers: reqwest::header::HeaderMap,
    body: Vec<u8>,
}

/// One attempt's failure.
struct Failed {
    failure: Failure,
    maybe_reached: bool,
    error: Error,
    /// Trying again cannot help (a refused certificate or proxy tunnel).
    settled: bool,
}

/// Where one logical request's attempts stand.
#[derive(Default)]
struct Tries {
    /// `METHOD /path`, for the lines that say why.
    what: String,
    attempt: u32,
    /// Failures retried (transient statuses, network).
    failures: u32,
    /// Rate limits waited out.
    limited: u32,
    /// Whether an attempt that failed may have been carried out (sent,
    /// then the answer was lost or was a 5xx).
    maybe_done: bool,
}

/// What an attempt leads to.
enum Step {
    Done(Result<RawReply>),
    Retry { wait: Duration, why: String },
}

/// What to do after an error status.
enum Next {
    Retry { wait: Duration, why: String },
    Stop(Error),
}

impl Client {
    /// Validates both base URLs (the key goes only to HTTPS or loopback).
    pub fn new(options: ClientOptions) -> Result<Client> {
        let main = parse_base(&options.base_url, "base URL", "/api/v1")?;
        let alt = parse_base(&options.alt_base_url, "alternate base URL", "/v1")?;
        // The platform's roots are loaded only if a connection needs them
        // (never for plain-http bases such as a loopback sandbox).
        let builder = super::tls::trusting(reqwest::Client::builder(), options.ca_file.as_ref());
        let (mut builder, via) = with_proxies(builder, &Proxies::from_env()?, [&main, &alt])?;
        // A warmed connection is handed to whichever request comes first:
        // only where every request goes to one origin, straight.
        let warm = (main.origin() == alt.origin() && via.iter().all(Option::is_none))
            .then(WarmLayer::default);
        if let Some(layer) = &warm {
            builder = builder.connector_layer(layer.clone());
        }
        let http = builder
            .pool_idle_timeout(POOL_IDLE)
            .user_agent(concat!("talent/", env!("CARGO_PKG_VERSION")))
            .connect_timeout(options.timeout)
            // Per read, so it bounds the wait for the first byte and for
            // each next one, not the whole (possibly long) body.
            .read_timeout(read_timeout(&options))
            // A redirect could carry the key to another host: never follow.
            .redirect(reqwest::redirect::Policy::none())
            .build()
            .map_err(|e| Error::failure(format!("cannot build the HTTP client: {e}")))?;
        let budget = AtomicU32::new(options.retry_budget);
        Ok(Client {
            http,
            main,
            alt,
            options,
            hooks: Vec::new(),
            budget,
            tickets: AtomicU64::new(1),
            via,
            warm,
            dates: Arc::default(),
            writes: Arc::default(),
        })
    }

    /// The proxy requests to `surface` go through (credentials left out).
    pub fn proxy_of(&self, surface: Surface) -> Option<&str> {
        match surface {
            Surface::Alt => self.via[1].as_deref(),
            _ => self.via[0].as_deref(),
        }
    }

    /// The same client (connections, base URLs, key, options) without its
    /// hooks: what a hook is given to read what it needs (the meters),
    /// so it never sends through the client it hooks.
    pub fn unhooked(&self) -> Client {
        Client {
            http: self.http.clone(),
            main: self.main.clone(),
            alt: self.alt.clone(),
            options: self.options.clone(),
            hooks: Vec::new(),
            budget: AtomicU32::new(self.options.retry_budget),
            tickets: AtomicU64::new(1),
            via: self.via.clone(),
            warm: self.warm.clone(),
            dates: Arc::clone(&self.dates),
            writes: Arc::clone(&self.writes),
        }
    }

    /// Opens the service's connection (TCP, and TLS for https) in the
    /// background, sending nothing on it: the first request is handed it.
    /// For a run whose ledger starts over the network (a team ledger), so
    /// the connect overlaps that startup; the request still waits for its
    /// admission. Nothing happens for a preview or a proxied or two-origin
    /// client.
    pub fn warm_up(&self) {
        if self.warm.is_none() || self.options.preview.is_some() {
            return;
        }
        let (http, mut url) = (self.http.clone(), self.main.clone());
        url.set_path("/");
        url.set_query(None);
        crate::task::spawn(WarmLayer::warm(async move {
            // Ends at its connect with the layer's error: nothing is sent.
            let _ = http.head(url).send().await;
        }));
    }

    /// Adds a hook (the guard: its pace and spend layers) that every
    /// request passes through.
    pub fn with_hook(mut self, hook: Arc<dyn Hook>) -> Self {
        self.hooks.push(hook);
        self
    }

    pub fn base_url(&self, surface: Surface) -> &Url {
        match surface {
            Surface::Main | Surface::SandboxControl => &self.main,
            Surface::Alt => &self.alt,
        }
    }

    /// The full URL of a request, with its query string encoded.
    pub fn url(&self, req: &Request) -> Url {
        let base = self.base_url(req.surface);
        let path = req.path.trim_start_matches('/');
        let mut url = base.clone();
        let joined = match req.surface {
            Surface::SandboxControl => format!("/{path}"),
            _ => format!("{}/{}", base.path().trim_end_matches('/'), path),
        };
        url.set_path(&joined);
        if !req.query.is_empty() {
            url.query_pairs_mut().extend_pairs(req.query.iter());
        }
        url
    }

    /// Whether `url` is below the base of `surface` (the sandbox's control
    /// routes: below `/_sandbox/` at its origin).
    fn holds(&self, surface: Surface, url: &Url) -> bool {
        let base = self.base_url(surface);
        let prefix = match surface {
            Surface::SandboxControl => "/_sandbox/".to_string(),
            _ => format!("{}/", base.path().trim_end_matches('/')),
        };
        url.origin() == base.origin() && url.path().starts_with(&prefix)
    }

    /// Sends a request and returns the 2xx response, or the decoded service
    /// error. Waits out rate limits and retries transient failures of
    /// requests that are safe to repeat (see [`Client::send_raw`]).
    pub async fn send(&self, req: &Request) -> Result<Response> {
        let reply = self.send_raw(req).await?;
        match reply.error {
            Some(err) => Err(err),
            None => Ok(Response {
                status: reply.status,
                body: reply.body,
            }),
        }
    }

    /// Sends one logical request: refused before sending when its URL is too
    /// long to build; the hooks admit it once and pace every attempt; a rate
    /// limit is waited out as `Retry-After` says (up to `--max-wait`);
    /// 408/500/502/503/504 and network failures are retried with backoff when
    /// the request is safe to repeat; a request that may have taken effect
    /// is never sent again blindly. A final error status comes back with its
    /// body as received, next to the decoded error (what `talent api`
    /// prints); only transport failures are `Err`.
    pub async fn send_raw(&self, req: &Request) -> Result<RawReply> {
        self.checked(req)?;
        self.cleared(req.surface).await?;
        let Some(run) = &self.options.gateway else {
            return self.send_once(req).await;
        };
        let mut req = req.clone();
        if !req.method.idempotent() {
            if let Some(key) = &run.idempotency_key {
                let n = self.writes.fetch_add(1, Ordering::Relaxed) + 1;
                let value = match n {
                    1 => key.clone(),
                    n => format!("{key}.{n}"),
                };
                req.headers.push(("Idempotency-Key".into(), value));
            }
        }
        let spends = req.spends().is_some() || matches!(req.effect, Effect::BulkInvite { .. });
        let confirmed = run.confirm_all || req.spends().is_some_and(|m| run.budgeted.contains(&m));
        if spends && confirmed {
            req.headers
                .push((super::gateway::CONFIRM_HEADER.into(), "reserve".into()));
        }
        let mut reply = self.send_once(&req).await.map_err(through_gateway)?;
        reply.error = reply.error.map(through_gateway);
        let reserve = reply.error.as_ref().is_some_and(|e| {
            e.status == Some(429) && e.code.as_deref() == Some(super::gateway::RESERVE_CODE)
        });
        match (&run.confirm, reply.error.take()) {
            (Some(confirm), Some(refused)) if reserve && !confirmed => {
                confirm(refused).await?;
                req.headers
                    .push((super::gateway::CONFIRM_HEADER.into(), "reserve".into()));
                let mut reply = self.send_once(&req).await.map_err(through_gateway)?;
                reply.error = reply.error.map(through_gateway);
                Ok(reply)
            }
            (_, error) => {
                reply.error = error;
                Ok(reply)
            }
        }
    }

    /// The key may go to `surface`'s base: asked once per base and run
    /// (see [`super::gateway`]), with no credential.
    async fn cleared(&self, surface: Surface) -> Result<()> {
        let Some(gate) = &self.options.gate else {
            return Ok(());
        };
        let base = self.base_url(surface);
        gate.cell(surface == Surface::Alt)
            .get_or_try_init(|| async {
                if !gate.needs_probe(base) {
                    return Ok(());
                }
                let now = crate::clock::now_ms();
                if let Some(refused) = gate.cached_refusal(base, now) {
                    return Err(refused);
                }
                let verdict = self.whoami(base).await?;
                gate.judge(base, verdict, now)
            })
            .await
            .map(|_| ())
    }

    /// `GET /_talent/v1/whoami` of a base's root, without a credential:
    /// whether it is a gateway. A failure to get any answer is the
    /// request's failure (nothing was sent with the key).
    pub async fn whoami(&self, base: &Url) -> Result<super::gateway::Verdict> {
        let url = super::gateway::whoami_url(base);
        let via = match base == &self.alt {
            true => self.via[1].as_deref(),
            false => self.via[0].as_deref(),
        };
        let started = Instant::now();
        // A read that carries nothing: retried as any read is.
        let mut failures = 0;
        let resp = loop {
            let sent = self
                .http
                .get(url.clone())
                .header(reqwest::header::ACCEPT, "application/json")
                .timeout(self.options.timeout)
                .send()
                .await;
            let f = match sent {
                Ok(resp) => break resp,
                Err(e) => failed(e, &url, via),
            };
            if f.settled || failures >= self.options.retries || !self.take_budget() {
                return Err(f.error);
            }
            failures += 1;
            let wait = self.backoff(failures);
            let why = format!(
                "GET {}: {}; retrying in {} (retry {failures} of {})",
                url.path(),
                f.error.message,
                human(wait),
                self.options.retries
            );
            self.pause(why, wait).await;
        };
        let status = resp.status().as_u16();
        let mut resp = resp;
        let mut body = Vec::new();
        while let Ok(Some(chunk)) = resp.chunk().await {
            body.extend_from_slice(&chunk);
            if body.len() > super::gateway::MAX_WHOAMI_BYTES {
                break;
            }
        }
        let verdict = super::gateway::verdict(status, super::gateway::bounded(&body));
        self.trace(&format!(
            "GET {url} (no credential) -> {status} in {} ms: {}",
            started.elapsed().as_millis(),
            match verdict {
                super::gateway::Verdict::Gateway => "a talent gateway",
                super::gateway::Verdict::NotGateway => "not a gateway",
            }
        ));
        Ok(verdict)
    }

    /// `GET {gateway}{path}` of a gateway's own routes (`/_talent/v1/report`,
    /// `/_talent/v1/team-usage`) with the member token, once the main base
    /// is known to be a gateway: one attempt, the answer's JSON or its error.
    pub async fn gateway_get(&self, path: &str, query: &[(&str, String)]) -> Result<Value> {
        let key = self.options.key.as_ref().ok_or_else(no_key)?;
        if self.options.gateway.is_none() {
            return Err(Error::usage(format!(
                "{path} is a gateway's own route, and this profile does not go through a gateway"
            )));
        }
        self.cleared(Surface::Main).await?;
        let mut url = super::gateway::root_of(&self.main);
        let joined = format!("{}{path}", url.path().trim_end_matches('/'));
        url.set_path(&joined);
        if !query.is_empty() {
            url.query_pairs_mut()
                .extend_pairs(query.iter().map(|(k, v)| (*k, v.as_str())));
        }
        let started = Instant::now();
        let sent = self
            .http
            .get(url.clone())
            .bearer_auth(key.expose())
            .header(reqwest::header::ACCEPT, "application/json")
            .timeout(self.options.max_time)
            .send()
            .await;
        let mut resp =
            sent.map_err(|e| through_gateway(failed(e, &url, self.via[0].as_deref()).error))?;
        let status = resp.status().as_u16();
        let mut body = Vec::new();
        while let Some(chunk) = resp
            .chunk()
            .await
            .map_err(|e| failed(e, &url, self.via[0].as_deref()).error)?
        {
            body.extend_from_slice(&chunk);
            if body.len() as u64 > self.options.max_body {
                return Err(Error::failure(format!(
                    "the gateway's answer to GET {path} is larger than max_response_mib"
                )));
            }
        }
        self.trace(&format!(
            "GET {url} -> {status} in {} ms",
            started.elapsed().as_millis()
        ));
        if !(200..300).contains(&status) {
            return Err(through_gateway(decode_error(status, &body)));
        }
        serde_json::from_slice(&body).map_err(|e| {
            Error::failure(format!(
                "the gateway's answer to GET {path} is not JSON: {e}"
            ))
        })
    }

    /// One logical request, as [`Client::send_raw`] describes it.
    async fn send_once(&self, req: &Request) -> Result<RawReply> {
        let (key, url) = self.checked(req)?;
        let ticket = Ticket(self.tickets.fetch_add(1, Ordering::Relaxed));
        for hook in &self.hooks {
            hook.admit(ticket, req).await?;
        }
        let mut tries = Tries {
            what: format!("{} {}", req.method.as_str(), url.path()),
            ..Tries::default()
        };
        // What the service had said last before this request first went
        // out: an unlock record older than it was unlocked before.
        let mut date_before = None;
        loop {
            tries.attempt += 1;
            for hook in &self.hooks {
                hook.pace(ticket, req, tries.attempt).await?;
            }
            if tries.attempt == 1 {
                date_before = self.dates.get();
            }
            let started = Instant::now();
            let step = match self.attempt(req, &url, key).await {
                Ok(answer) => {
                    self.dates.heard(&answer.headers);
                    self.heard(ticket, req, &answer, &url, started, date_before);
                    self.answered(req, &url, answer, &mut tries)
                }
                Err(failed) => {
                    let outcome = Outcome::Failed {
                        failure: failed.failure,
                        maybe_reached: failed.maybe_reached,
                    };
                    for hook in &self.hooks {
                        hook.outcome(ticket, req, &outcome);
                    }
                    self.trace(&format!(
                        "{} {url} -> failed after {} ms: {}{}",
                        req.method.as_str(),
                        started.elapsed().as_millis(),
                        failed.error.message,
                        self.via_text(req)
                    ));
                    self.failed(req, failed, &mut tries)
                }
            };
            match step {
                Step::Done(reply) => return reply,
                Step::Retry { why, wait } => self.pause(why, wait).await,
            }
        }
    }

    /// The key and the URL of a request that may go: below its base, short
    /// enough to send, and not a preview (`--dry-run` prints it instead).
    fn checked(&self, req: &Request) -> Result<(&ApiKey, Url)> {
        let key = self.options.key.as_ref().ok_or_else(no_key)?;
        let url = self.url(req);
        // Whatever built the path, the key goes below the base and nowhere
        // else on its host (a URL parser resolves `%2e%2e` and `\`).
        if !self.holds(req.surface, &url) {
            return Err(Error::usage(format!(
                "{} {} leaves the interface's base {}; nothing was sent",
                req.method.as_str(),
                req.path,
                self.base_url(req.surface)
            ))
            .with_hint("give a path below the base, without `..` segments"));
        }
        if url.as_str().len() > MAX_URI_BYTES {
            return Err(Error::usage(format!(
                "the request is too long to send: its URL would be {} bytes, more than the {MAX_URI_BYTES} an HTTP client can send",
                url.as_str().len()
            ))
            .with_hint("shorten the query text or the filters"));
        }
        if let Some(preview) = self.options.preview.as_ref().filter(|_| !req.preview_check) {
            (preview.print)(&preview_text(req, &url, preview.curl));
            return Err(Error::new(
                ErrorKind::DryRun,
                "dry run: the request was printed, not sent",
            ));
        }
        Ok((key, url))
    }

    /// Tells the hooks how an answered attempt ended, and `-v`.
    fn heard(
        &self,
        ticket: Ticket,
        req: &Request,
        answer: &Answer,
        url: &Url,
        started: Instant,
        date_before: Option<i64>,
    ) {
        let read = super::answered::read(&req.effect, answer.status, &answer.body, date_before);
        let outcome = Outcome::Answered {
            status: answer.status,
            headers: &answer.headers,
            unlocked_before: read.unlocked_before,
            already_invited: read.already_invited,
        };
        for hook in &self.hooks {
            hook.outcome(ticket, req, &outcome);
        }
        self.trace(&format!(
            "{} {url} -> {} ({} ms, {} bytes){}",
            req.method.as_str(),
            answer.status,
            started.elapsed().as_millis(),
            answer.body.len(),
            self.via_text(req)
        ));
    }

    /// What follows an answer: the reply, or a retry after an error status.
    fn answered(&self, req: &Request, url: &Url, answer: Answer, tries: &mut Tries) -> Step {
        let reply = |status, body, error, headers| {
            Step::Done(Ok(RawReply {
                status,
                body,
                error,
                headers,
            }))
        };
        if answer.status == 404 && req.method == Method::Delete && tries.maybe_done {
            // The attempt that failed had deleted it: what was asked for is
            // done, so the retry's 404 is success.
            self.say(&format!(
                "{}: not found on the retry: the attempt that failed had deleted it",
                tries.what
            ));
            return reply(204, Vec::new(), None, answer.headers);
        }
        if (200..300).contains(&answer.status) {
            return reply(answer.status, answer.body, None, answer.headers);
        }
        let err = redirected(answer.status, &answer.headers, url)
            .unwrap_or_else(|| decode_error(answer.status, &answer.body));
        let rate_limited = err.kind == ErrorKind::RateLimited;
        match self.after_error(
            req,
            &tries.what,
            err,
            &answer,
            tries.failures,
            tries.limited,
        ) {
            Next::Retry { wait, why } => {
                if rate_limited {
                    tries.limited += 1;
                } else {
                    tries.failures += 1;
                    // A 503 is the service saying it did not take the request.
                    tries.maybe_done |= answer.status != 503;
                }
                Step::Retry { why, wait }
            }
            Next::Stop(error) => reply(answer.status, answer.body, Some(error), answer.headers),
        }
    }

    /// What follows an attempt with no whole answer: a retry when nothing
    /// was sent or the request is safe to repeat, else the error.
    fn failed(&self, req: &Request, failed: Failed, tries: &mut Tries) -> Step {
        // A failed connect sent nothing, so any method may go again; after
        // that only a request that is safe to repeat, and never one that
        // spends on every call (a search page: a second call would spend a
        // second search).
        let spends_each_call = req.effect == Effect::Search;
        let repeatable = !failed.maybe_reached || (req.method.idempotent() && !spends_each_call);
        if repeatable
            && !failed.settled
            && failed.failure != Failure::TooLarge
            && tries.failures < self.options.retries
            && self.take_budget()
        {
            tries.failures += 1;
            tries.maybe_done |= failed.maybe_reached;
            let wait = self.backoff(tries.failures);
            let why = format!(
                "{}: {}; retrying in {} (retry {} of {})",
                tries.what,
                failed.error.message,
                human(wait),
                tries.failures,
                self.options.retries
            );
            return Step::Retry { why, wait };
        }
        if failed.maybe_reached && !req.method.idempotent() {
            return Step::Done(Err(uncertain(&tries.what, failed.error)));
        }
        if failed.maybe_reached && spends_each_call && failed.failure != Failure::TooLarge {
            let mut e = Error::failure(format!(
                "{}: {}; the search may have been counted, so it is not sent again (that would spend another)",
                tries.what, failed.error.message
            ))
            .with_hint("an --out export continues with --resume; `talent usage` shows the meter");
            e.uncertain = true;
            return Step::Done(Err(e));
        }
        Step::Done(Err(failed.error))
    }

    /// Sends and decodes the JSON body.
    pub async fn send_json(&self, req: &Request) -> Result<Value> {
        self.send(req).await?.json()
    }

    /// One attempt, ended at `--max-time` however the bytes come.
    async fn attempt(
        &self,
        req: &Request,
        url: &Url,
        key: &ApiKey,
    ) -> std::result::Result<Answer, Failed> {
        let max = self.options.max_time;
        match tokio::time::timeout(max, self.attempt_within(req, url, key)).await {
            Ok(done) => done,
            Err(_) => Err(Failed {
                failure: Failure::Timeout,
                // Connected or not, it may have been sent.
                maybe_reached: true,
                // Like any timeout: a read may be tried again, a spend is not.
                settled: false,
                error: Error::failure(format!(
                    "{} did not finish answering within --max-time {}",
                    url.host_str().unwrap_or("?"),
                    human(max)
                ))
                .with_hint(
                    "the answer came too slowly; --max-time sets how long one attempt may take",
                ),
            }),
        }
    }

    async fn attempt_within(
        &self,
        req: &Request,
        url: &Url,
        key: &ApiKey,
    ) -> std::result::Result<Answer, Failed> {
        // A request's own `Accept` or `Content-Type` (a gateway sends on
        // the member's) replaces the default, never goes beside it.
        let has = |name: &str| {
            req.headers
                .iter()
                .any(|(n, _)| n.eq_ignore_ascii_case(name))
        };
        let mut builder = self
            .http
            .request(req.method.to_reqwest(), url.clone())
            .bearer_auth(key.expose());
        if !has("accept") {
            builder = builder.header(reqwest::header::ACCEPT, "application/json");
        }
        for (name, value) in &req.headers {
            builder = builder.header(name.as_str(), value.as_str());
        }
        if let Some(body) = &req.body {
            let bytes = serde_json::to_vec(body).map_err(|e| Failed {
                failure: Failure::Connect,
                maybe_reached: false,
                error: e.into(),
                settled: true,
            })?;
            if !has("content-type") {
                builder = builder.header(reqwest::header::CONTENT_TYPE, "application/json");
            }
            builder = builder.body(bytes);
        }
        let via = self.proxy_of(req.surface);
        let mut resp = builder.send().await.map_err(|e| failed(e, url, via))?;
        let status = resp.status().as_u16();
        let headers = resp.headers().clone();
        let limit = self.options.max_body;
        let too_large = || Failed {
            failure: Failure::TooLarge,
            maybe_reached: true,
            settled: true,
            error: Error::failure(format!(
                "the answer to {} {} is larger than {}; it was read no further",
                req.method.as_str(),
                url.path(),
                show_bytes(limit)
            ))
            .with_hint(
                "raise the limit with `talent config set max_response_mib N` if it is expected",
            ),
        };
        if resp.content_length().is_some_and(|n| n > limit) {
            return Err(too_large());
        }
        let mut body = Vec::new();
        while let Some(chunk) = resp.chunk().await.map_err(|e| failed(e, url, via))? {
            if (body.len() + chunk.len()) as u64 > limit {
                return Err(too_large());
            }
            body.extend_from_slice(&chunk);
        }
        Ok(Answer {
            status,
            headers,
            body,
        })
    }

    /// Decides what follows an error status: a rate limit is waited out as
    /// `Retry-After` says (up to `--max-wait`); a transient failure of a
    /// request that is safe to repeat is retried after a backoff; anything
    /// else (quota codes included) stops.
    fn after_error(
        &self,
        req: &Request,
        what: &str,
        err: Error,
        answer: &Answer,
        failures: u32,
        limited: u32,
    ) -> Next {
        let retry_after = self.retry_after(&answer.headers);
        if err.kind == ErrorKind::RateLimited {
            return self.after_rate_limit(req, what, err, retry_after, limited);
        }
        // A gateway whose ledger is down forwarded nothing and says so:
        // trying again at once will not help.
        let transient = matches!(answer.status, 408 | 500 | 502 | 503 | 504)
            && err.code.as_deref() != Some(super::gateway::LEDGER_UNAVAILABLE_CODE);
        if !transient {
            return Next::Stop(err);
        }
        if !req.method.idempotent() {
            // The service may have acted before it failed: never a blind
            // re-send. A 503 says it did not take the request.
            return Next::Stop(if answer.status == 503 {
                err
            } else {
                uncertain(what, err)
            });
        }
        if failures >= self.options.retries || !self.take_budget() {
            return Next::Stop(err);
        }
        let wait = match retry_after.filter(|_| answer.status == 503) {
            Some(w) if w > self.options.max_wait => {
                return Next::Stop(rate_wait_too_long(err, w, self.options.max_wait))
            }
            Some(w) if w.is_zero() => self.floor(failures + 1),
            Some(w) => w,
            None => self.backoff(failures + 1),
        };
        // What a 503 most likely means (docs/assumptions.md): the service
        // (or a gateway before it) did not take the request.
        let not_taken = match (answer.status, req.spends()) {
            (503, Some(_)) => "; a 503 means it was most likely not taken, so nothing was spent",
            (503, None) => "; a 503 means it was most likely not taken",
            _ => "",
        };
        let why = format!(
            "{what} answered {}; retrying in {} (retry {} of {}){not_taken}",
            answer.status,
            human(wait),
            failures + 1,
            self.options.retries
        );
        Next::Retry { wait, why }
    }

    /// A rate limit: waited out as `Retry-After` says (a backoff when it
    /// names none, never a tight loop), the block told to the hooks so every
    /// later request waits too; past `--max-wait` or the rate retries it stops.
    fn after_rate_limit(
        &self,
        req: &Request,
        what: &str,
        err: Error,
        retry_after: Option<Duration>,
        limited: u32,
    ) -> Next {
        let wait = match retry_after {
            // `Retry-After: 0` is "now", never a tight loop.
            Some(w) if w.is_zero() => self.floor(limited + 1),
            Some(w) => w,
            None => self.backoff(limited + 1).max(self.floor(1)),
        };
        for hook in &self.hooks {
            hook.blocked(blocked_class(req, &err), wait);
        }
        if wait > self.options.max_wait {
            return Next::Stop(rate_wait_too_long(err, wait, self.options.max_wait));
        }
        if limited >= self.options.rate_retries {
            let hint = format!(
                "still rate limited after {limited} waits; run it again in {}",
                human(wait)
            );
            let mut err = err.with_hint(hint);
            err.retry_after = Some(wait);
            return Next::Stop(err);
        }
        let why = format!(
            "{what}: {}; retrying in {} (retry {} of {})",
            err.message,
            human(wait),
            limited + 1,
            self.options.rate_retries
        );
        Next::Retry { wait, why }
    }

    fn retry_after(&self, headers: &reqwest::header::HeaderMap) -> Option<Duration> {
        let text = |name| headers.get(name).and_then(|v| v.to_str().ok());
        parse_retry_after(
            text(reqwest::header::RETRY_AFTER)?,
            text(reqwest::header::DATE),
            crate::clock::now_system(),
        )
    }

    /// Full-jitter backoff: up to 0.5 s, 1 s, 2 s … (capped at 8 s), × the time scale.
    fn backoff(&self, attempt: u32) -> Duration {
        let cap = Duration::from_secs(8);
        let wait = full_jitter(attempt, Duration::from_millis(500), cap, fastrand::f64());
        self.options.time_scale.scale(wait)
    }

    /// The wait before a retry the service said may come "now": 250 ms,
    /// 500 ms, 1 s, then 2 s (× the time scale), so never a tight loop.
    fn floor(&self, attempt: u32) -> Duration {
        let wait = full_jitter(
            attempt,
            Duration::from_millis(250),
            Duration::from_secs(2),
            1.0,
        );
        self.options.time_scale.scale(wait)
    }

    fn take_budget(&self) -> bool {
        self.budget
            .fetch_update(Ordering::SeqCst, Ordering::SeqCst, |n| n.checked_sub(1))
            .is_ok()
    }

    /// Says why, then waits (with a countdown when the waiter draws one).
    async fn pause(&self, why: String, wait: Duration) {
        self.say(&why);
        match &self.options.waiter {
            Some(waiter) => waiter(why, wait).await,
            None => tokio::time::sleep(wait).await,
        }
    }

    /// A line for the user (stderr, unless quiet), and for `-v`.
    fn say(&self, why: &str) {
        self.trace(why);
        if let Some(notice) = &self.options.notice {
            notice(why);
        }
    }

    fn trace(&self, line: &str) {
        if let Some(tracer) = &self.options.tracer {
            tracer(line);
        }
    }

    /// ` via proxy P` for a `-v` line, when the request went through one.
    fn via_text(&self, req: &Request) -> String {
        self.proxy_of(req.surface)
            .map(|p| format!(" via proxy {p}"))
            .unwrap_or_default()
    }
}

/// Routes the bases through the proxies the environment names (reqwest's
/// own reading is switched off: it would send loopback through them too).
/// Returns the builder and, for each base, the proxy it uses as shown.
pub fn with_proxies(
    builder: reqwest::ClientBuilder,
    proxies: &Proxies,
    bases: [&Url; 2],
) -> Result<(reqwest::ClientBuilder, [Option<String>; 2])> {
    let mut via = [None, None];
    for (slot, base) in via.iter_mut().zip(bases) {
        *slot = proxies.for_url(base)?.map(|p| p.shown());
    }
    let builder = builder.no_proxy();
    if via.iter().all(Option::is_none) {
        return Ok((builder, via));
    }
    let proxies = proxies.clone();
    let custom = reqwest::Proxy::custom(move |url| {
        proxies
            .for_url(url)
            .ok()
            .flatten()
            .map(|p| p.url().to_string())
    });
    Ok((builder.proxy(custom), via))
}

/// A request as `--dry-run` prints it (method, URL, headers with the key
/// redacted, body, and what it would spend), or as `--curl` prints it: a
/// runnable command that reads the key from `$TALENT_API_KEY`.
pub fn preview_text(req: &Request, url: &Url, curl: bool) -> String {
    let body = req
        .body
        .as_ref()
        .map(|b| serde_json::to_string_pretty(b).unwrap_or_default());
    let cost = req
        .spends()
        .map(|m| format!("would spend {}", crate::meter::words(m).preview));
    if curl {
        let quote = |s: &str| format!("'{}'", s.replace('\'', "'\\''"));
        let mut out = format!(
            "curl -sS -X {} {}",
            req.method.as_str(),
            quote(url.as_str())
        );
        out.push_str(" \\\n  -H \"Authorization: Bearer $TALENT_API_KEY\"");
        if let Some(b) = &req.body {
            out.push_str(" \\\n  -H 'Content-Type: application/json'");
            out.push_str(&format!(" \\\n  --data-raw {}", quote(&b.to_string())));
        }
        out.push('\n');
        if let Some(c) = cost {
            out.push_str(&format!("# {c}\n"));
        }
        return out;
    }
    let mut out = format!(
        "{} {}\nAuthorization: Bearer [redacted]\n",
        req.method.as_str(),
        url
    );
    if let Some(b) = body {
        out.push_str("Content-Type: application/json\n\n");
        out.push_str(&b);
        out.push('\n');
    }
    if let Some(c) = cost {
        out.push_str(&format!("# {c}\n"));
    }
    out.push_str("# dry run: nothing was sent\n");
    out
}

/// The class a rate-limit answer blocks: the whole key when the service
/// says global (or the route has no class of its own), else the route's.
fn blocked_class(req: &Request, err: &Error) -> RouteClass {
    let says_global = err.message.to_ascii_lowercase().contains("global");
    match req.class {
        RouteClass::Alt | RouteClass::Global => RouteClass::Global,
        _ if says_global => RouteClass::Global,
        class => class,
    }
}

/// A 3xx is never followed (the key would go wherever it points): the
/// error names where it pointed and what to change.
fn redirected(status: u16, headers: &reqwest::header::HeaderMap, url: &Url) -> Option<Error> {
    if !(300..400).contains(&status) {
        return None;
    }
    let location = headers
        .get(reqwest::header::LOCATION)
        .map(|v| String::from_utf8_lossy(v.as_bytes()).trim().to_string())
        .filter(|l| !l.is_empty());
    let target = location.as_deref().and_then(|l| url.join(l).ok());
    let to = match (&location, &target) {
        (_, Some(t)) => format!(" to {}", crate::text::clean(t.as_str())),
        (Some(l), None) => format!(" to {:?}", crate::text::clean(l)),
        (None, None) => " with no Location".to_string(),
    };
    let hint = match &target {
        Some(t) if t.scheme() == "https" && url.scheme() == "http" && t.host() == url.host() => {
            "the service wants HTTPS: give the base URL as https://… (--base-url, TALENT_BASE_URL, `talent config set base_url`)".to_string()
        }
        _ => "redirects are not followed, so the key never goes elsewhere; if the service moved, set the base URL to the new address (--base-url, TALENT_BASE_URL); a proxy or captive portal answers like this too".to_string(),
    };
    Some(
        Error::failure(format!(
            "the service answered HTTP {status}, a redirect{to}, which is not followed"
        ))
        .with_status(status)
        .with_hint(hint),
    )
}

/// The answer to a request that may have taken effect was lost.
fn uncertain(what: &str, cause: Error) -> Error {
    let mut e = Error::failure(format!(
        "{what}: {}; the request may have gone through",
        cause.message
    ))
    .with_hint("do not send it again blindly: check first (e.g. `talent apps JOB_ID`, `talent jobs list`, `talent usage`)");
    e.uncertain = true;
    e.status = cause.status;
    e.code = cause.code;
    e
}

fn show_bytes(n: u64) -> String {
    if n >= 1 << 20 && n.is_multiple_of(1 << 20) {
        format!("{} MiB", n >> 20)
    } else {
        format!("{n} bytes")
    }
}

fn no_key() -> Error {
    Error::auth("no API key").with_hint(
        "run `talent auth login`, set TALENT_API_KEY, or add --sandbox to try the simulator",
    )
}

/// Classifies a transport failure: only a failed connect surely sent
/// nothing. A refused certificate or a proxy that refused the tunnel says
/// so, with what to do, and is not tried again.
fn failed(e: reqwest::Error, url: &Url, via: Option<&str>) -> Failed {
    // The port where the URL names one: a gateway or sandbox on loopback
    // is told apart by it.
    let host = match (url.host_str(), url.port()) {
        (Some(h), Some(p)) => format!("{h}:{p}"),
        (h, _) => h.unwrap_or("?").to_string(),
    };
    let chain = chain_text(&e);
    let settle = |error: Error| Failed {
        failure: Failure::Connect,
        maybe_reached: false,
        error,
        settled: true,
    };
    if let Some(problem) = certificate_problem(&chain) {
        let mut hint = "if a TLS-inspecting proxy or firewall sits in between, give its CA certificate with --ca-file FILE (or TALENT_CA_FILE, or `talent config set ca_file FILE`); `talent doctor` shows the issuer".to_string();
        if !problem.contains("unknown issuer") {
            hint = "check the base URL (`talent config list`) and this machine's clock; `talent doctor` shows the certificate".to_string();
        }
        return settle(
            Error::failure(format!(
                "the TLS certificate of {host} {problem}; nothing was sent"
            ))
            .with_hint(hint),
        );
    }
    if let (Some(proxy), Some(at)) = (via, chain.find("tunnel error: ")) {
        let why = &chain[at + "tunnel error: ".len()..];
        let (what, hint) = if why.starts_with("proxy authorization required") {
            (
                "asks for credentials (407)".to_string(),
                "put them in the proxy variable (http://USER:PASSWORD@HOST:PORT), or exempt the host with NO_PROXY",
            )
        } else if why.starts_with("unsuccessful") {
            (
                "refused it (e.g. 403: the proxy does not allow this host)".to_string(),
                "ask the proxy's administrators to allow the host, or exempt it with NO_PROXY",
            )
        } else {
            (
                format!("failed: {}", why.split(':').next().unwrap_or(why).trim()),
                "check HTTPS_PROXY (`talent doctor` shows the proxy each base uses)",
            )
        };
        return settle(
            Error::failure(format!(
                "the proxy {proxy} did not open a tunnel to {host}: it {what}; nothing reached the service"
            ))
            .with_hint(hint),
        );
    }
    let (failure, maybe_reached, what) = if e.is_connect() {
        let to = match via {
            Some(proxy) => format!("cannot connect to {host} through the proxy {proxy}"),
            None => format!("cannot connect to {host}"),
        };
        (Failure::Connect, false, to)
    } else if e.is_timeout() {
        (
            Failure::Timeout,
            true,
            format!("{host} did not answer in time"),
        )
    } else {
        (
            Failure::Broken,
            true,
            format!("the connection to {host} broke: {}", root_cause(&e)),
        )
    };
    Failed {
        failure,
        maybe_reached,
        error: Error::failure(what).with_hint(
            "check the network and the base URL (`talent config list`); --timeout sets how long to wait",
        ),
        settled: false,
    }
}

/// A base URL the key may be sent to: the one shape check, then HTTPS
/// anywhere, plain HTTP only to loopback.
fn parse_base(raw: &str, what: &str, suffix: &str) -> Result<Url> {
    let url = base_url::check(
        what,
        raw,
        suffix,
        &format!("https://api.example.com{suffix}"),
    )?;
    base_url::key_may_go_to(&url)?;
    Ok(url)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Regression (found measuring 8 members through 2 gateways): a
    /// member's read waits past `--timeout` for as long as the gateway's
    /// pacer may hold the request; straight to the service it does not.
    #[test]
    fn a_page_the_gateways_pacer_holds_is_waited_for_past_the_timeout() {
        let mut options = ClientOptions::new("http://127.0.0.1:1/api/v1", "http://127.0.0.1:1/v1");
        assert_eq!(read_timeout(&options), Duration::from_secs(10));
        options.gateway = Some(GatewayRun {
            confirm_all: false,
            budgeted: Vec::new(),
            idempotency_key: None,
            confirm: None,
        });
        assert_eq!(read_timeout(&options), Duration::from_secs(70));
        options.time_scale = TimeScale::new(0.05).unwrap();
        assert_eq!(read_timeout(&options), Duration::from_secs(13));
    }

    /// The `Date` heard last is the one an unlock's record is compared
    /// with (see `answered::unlocked_before`).
    #[test]
    fn the_date_compared_is_the_one_heard_last() {
        let date = chrono::DateTime::parse_from_rfc3339("2026-11-29T08:00:10Z")
            .unwrap()
            .timestamp_millis();
        // The Date heard last is the one compared.
        let dates = LatestDate::default();
        let mut h = reqwest::header::HeaderMap::new();
        h.insert(
            reqwest::header::DATE,
            "Sun, 29 Nov 2026 08:00:10 GMT".parse().unwrap(),
        );
        dates.heard(&h);
        assert_eq!(dates.get(), Some(date));
        dates.heard(&reqwest::header::HeaderMap::new());
        assert_eq!(
            dates.get(),
            Some(date),
            "an answer without one changes nothing"
        );
    }

    #[test]
    fn a_record_is_an_object_and_anything_else_says_what_came() {
        let resp = |status: u16, body: &str| Response {
            status,
            body: body.as_bytes().to_vec(),
        };
        assert!(resp(200, r#"{"a":1}"#).record().is_ok());
        for (status, body, said) in [
            (204, "", "HTTP 204 with no body"),
            (200, "null", "with null"),
            (200, "[1]", "a JSON array"),
            (200, "\"x\"", "a JSON string"),
            (200, "{\"a\":", "not JSON"),
        ] {
            let e = resp(status, body).record().unwrap_err();
            assert_eq!(e.exit_code(), 1, "{body}");
            assert!(
                e.render_line().contains(said),
                "{body}: {}",
                e.render_line()
            );
        }
        let wrong = resp(
            200,
            r#"{"apiUnlocks":{"used":"many","limit":5},"searches":{"used":1,"limit":2},"messages":{"used":1,"limit":2}}"#,
        );
        let e = wrong.decode::<crate::api::types::Usage>().unwrap_err();
        assert!(
            e.render_line().contains("invalid type: string \"many\""),
            "{}",
            e.render_line()
        );
    }

    fn client() -> Client {
        Client::new(ClientOptions::new(
            "http://127.0.0.1:9/api/v1",
            "http://127.0.0.1:9/v1",
        ))
        .unwrap()
    }

    #[test]
    fn key_goes_only_to_https_or_loopback() {
        assert!(parse_base("https://api.example.com/api/v1", "b", "/api/v1").is_ok());
        assert!(parse_base("http://localhost:8080/api/v1", "b", "/api/v1").is_ok());
        assert!(parse_base("http://[::1]:8080/v1", "b", "/v1").is_ok());
        let err = parse_base("http://10.0.0.5/api/v1", "b", "/api/v1").unwrap_err();
        assert_eq!(err.kind, ErrorKind::Usage);
        assert!(parse_base("ftp://x/api/v1", "b", "/api/v1").is_err());
        assert!(parse_base("not a url", "b", "/api/v1").is_err());
    }

    #[test]
    fn urls_join_base_path_and_encode_the_query() {
        let c = client();
        let req = Request::main(Method::Get, "/search/candidates")
            .query("locations", "Bengaluru-Pune")
            .query("inresume", "\"rust\" AND (go OR java)");
        let url = c.url(&req);
        assert_eq!(url.path(), "/api/v1/search/candidates");
        let pairs: Vec<(String, String)> = url.query_pairs().into_owned().collect();
        assert_eq!(pairs[1].1, "\"rust\" AND (go OR java)");
        let alt = c.url(&Request::alt(Method::Get, "jobs"));
        assert_eq!(alt.as_str(), "http://127.0.0.1:9/v1/jobs");
    }

    /// Regression: a 3xx said only `unexpected response (HTTP 302)`.
    #[test]
    fn a_redirect_names_its_location_and_hints() {
        let url = Url::parse("http://127.0.0.1:9/api/v1/usage").unwrap();
        let mut headers = reqwest::header::HeaderMap::new();
        headers.insert(
            reqwest::header::LOCATION,
            "https://127.0.0.1:9/api/v1/usage".parse().unwrap(),
        );
        let e = redirected(301, &headers, &url).unwrap();
        let line = e.render_line();
        assert!(line.contains("https://127.0.0.1:9/api/v1/usage"), "{line}");
        assert!(line.contains("https://"), "{line}");
        assert_eq!(e.exit_code(), 1);
        headers.insert(reqwest::header::LOCATION, "/login".parse().unwrap());
        let line = redirected(302, &headers, &url).unwrap().render_line();
        assert!(line.contains("http://127.0.0.1:9/login"), "{line}");
        assert!(line.contains("base URL"), "{line}");
        assert!(redirected(200, &headers, &url).is_none());
        assert!(redirected(302, &reqwest::header::HeaderMap::new(), &url)
            .unwrap()
            .render_line()
            .contains("no Location"));
    }

    /// Regression: `%2e%2e` segments reached the sandbox's control routes.
    #[test]
    fn a_path_that_leaves_its_base_is_refused_before_sending() {
        let mut opts = ClientOptions::new("http://127.0.0.1:9/api/v1", "http://127.0.0.1:9/v1");
        opts.key = ApiKey::parse("svc_test");
        let c = Client::new(opts).unwrap();
        for path in [
            "/%2e%2e/%2e%2e/_sandbox/reset",
            "/.%2E/.%2e/_sandbox/reset",
            "\\..\\..\\x",
        ] {
            let req = Request::main(Method::Post, path);
            assert!(!c.holds(Surface::Main, &c.url(&req)), "{path}");
            let rt = tokio::runtime::Builder::new_current_thread()
                .build()
                .unwrap();
            let e = rt.block_on(c.send_raw(&req)).unwrap_err();
            assert_eq!(e.exit_code(), 2, "{path}: {}", e.render_line());
        }
        assert!(c.holds(Surface::Main, &c.url(&Request::main(Method::Get, "/usage"))));
        assert!(c.holds(
            Surface::SandboxControl,
            &c.url(&Request::new(
                Surface::SandboxControl,
                Method::Post,
                "/_sandbox/events"
            ))
        ));
    }
}
