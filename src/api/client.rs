//! One client for the main (`/api/v1`, camelCase) and additional (`/v1`,
//! snake_case) interfaces.

use std::future::Future;
use std::pin::Pin;
use std::sync::Arc;
use std::time::{Duration, Instant};

use serde::de::DeserializeOwned;
use serde_json::Value;
use url::Url;

use crate::auth::ApiKey;
use crate::clock::TimeScale;
use crate::{Error, ErrorKind, Result};

use super::base_url;
use super::error::decode_error;

pub type BoxFuture<'a, T> = Pin<Box<dyn Future<Output = T> + Send + 'a>>;

/// Which interface a request goes to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Surface {
    /// `{base_url}` ending in `/api/v1`.
    Main,
    /// `{alt_base_url}` ending in `/v1`.
    Alt,
    /// The sandbox's control routes (`/_sandbox/...`) at the origin of the main
    /// base URL. The real service has none; only `talent sandbox` uses them.
    SandboxControl,
}

/// The rate-limit class a route consumes besides `global` (see the Limits table).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RouteClass {
    /// Only the global limit (main interface).
    Global,
    Search,
    SensitiveRead,
    CreateJob,
    InviteToApply,
    /// Additional interface: no burst limits are documented.
    Alt,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Method {
    Get,
    Post,
    Patch,
    Put,
    Delete,
}

impl Method {
    pub fn as_str(self) -> &'static str {
        match self {
            Method::Get => "GET",
            Method::Post => "POST",
            Method::Patch => "PATCH",
            Method::Put => "PUT",
            Method::Delete => "DELETE",
        }
    }

    /// Parses a method name as typed on the command line (`get`, `POST`).
    pub fn parse(s: &str) -> Option<Method> {
        match s.to_ascii_uppercase().as_str() {
            "GET" => Some(Method::Get),
            "POST" => Some(Method::Post),
            "PATCH" => Some(Method::Patch),
            "PUT" => Some(Method::Put),
            "DELETE" => Some(Method::Delete),
            _ => None,
        }
    }

    fn to_reqwest(self) -> reqwest::Method {
        match self {
            Method::Get => reqwest::Method::GET,
            Method::Post => reqwest::Method::POST,
            Method::Patch => reqwest::Method::PATCH,
            Method::Put => reqwest::Method::PUT,
            Method::Delete => reqwest::Method::DELETE,
        }
    }

    fn idempotent(self) -> bool {
        matches!(self, Method::Get | Method::Put | Method::Delete)
    }
}

/// A request before it is sent: what the hooks see.
#[derive(Debug, Clone)]
pub struct Request {
    pub surface: Surface,
    pub method: Method,
    /// Path below the interface's base, starting with `/`.
    pub path: String,
    pub query: Vec<(String, String)>,
    pub body: Option<Value>,
    pub class: RouteClass,
}

impl Request {
    pub fn new(surface: Surface, method: Method, path: impl Into<String>) -> Self {
        let class = match surface {
            Surface::Main => RouteClass::Global,
            Surface::Alt | Surface::SandboxControl => RouteClass::Alt,
        };
        Request {
            surface,
            method,
            path: path.into(),
            query: Vec::new(),
            body: None,
            class,
        }
    }

    pub fn main(method: Method, path: impl Into<String>) -> Self {
        Self::new(Surface::Main, method, path)
    }

    pub fn alt(method: Method, path: impl Into<String>) -> Self {
        Self::new(Surface::Alt, method, path)
    }

    pub fn class(mut self, class: RouteClass) -> Self {
        self.class = class;
        self
    }

    pub fn query(mut self, key: &str, value: impl ToString) -> Self {
        self.query.push((key.to_string(), value.to_string()));
        self
    }

    /// Adds the parameter only when there is a value.
    pub fn query_opt<T: ToString>(self, key: &str, value: Option<T>) -> Self {
        match value {
            Some(v) => self.query(key, v),
            None => self,
        }
    }

    pub fn json(mut self, body: Value) -> Self {
        self.body = Some(body);
        self
    }
}

/// A response with a 2xx status.
#[derive(Debug, Clone)]
pub struct Response {
    pub status: u16,
    pub body: Vec<u8>,
}

impl Response {
    /// The body as JSON; an empty body (204) is `null`.
    pub fn json(&self) -> Result<Value> {
        if self.body.is_empty() {
            return Ok(Value::Null);
        }
        serde_json::from_slice(&self.body).map_err(|e| {
            Error::failure(format!("the service sent a response that is not JSON: {e}"))
        })
    }

    /// The body decoded into a typed record. Unknown fields are tolerated by the
    /// records themselves; a wrong type on a known field is an error.
    pub fn decode<T: DeserializeOwned>(&self) -> Result<T> {
        serde_json::from_slice(&self.body).map_err(|e| {
            Error::failure(format!("the service sent an unexpected response: {e}"))
                .with_hint("run with -v to see the exchange; `talent api` prints raw bodies")
        })
    }
}

/// The final answer to a request, whatever its status: the body exactly as
/// received and, for a non-2xx status, the decoded error.
#[derive(Debug)]
pub struct RawReply {
    pub status: u16,
    pub body: Vec<u8>,
    pub error: Option<Error>,
}

/// What the guard and the pacer implement: called before every attempt and
/// after every response, whatever command sent the request.
pub trait Hook: Send + Sync {
    /// May wait (pacing) or refuse (guard) before the request goes out.
    fn before<'a>(&'a self, req: &'a Request) -> BoxFuture<'a, Result<()>> {
        let _ = req;
        Box::pin(async { Ok(()) })
    }

    /// Sees every response status, including errors and retries.
    fn after(&self, req: &Request, status: u16, headers: &reqwest::header::HeaderMap) {
        let _ = (req, status, headers);
    }
}

/// Where `--verbose` lines go.
pub type Tracer = Arc<dyn Fn(&str) + Send + Sync>;

/// How to build a [`Client`].
#[derive(Clone)]
pub struct ClientOptions {
    pub base_url: String,
    pub alt_base_url: String,
    pub key: Option<ApiKey>,
    pub time_scale: TimeScale,
    /// Retries allowed on `rate_limit_exceeded` / `search_throttled` and on
    /// transient failures of idempotent requests.
    pub max_retries: u32,
    pub connect_timeout: Duration,
    pub request_timeout: Duration,
    pub tracer: Option<Tracer>,
    /// Called with a notice when the client waits (rate limited).
    pub notice: Option<Tracer>,
}

impl ClientOptions {
    pub fn new(base_url: impl Into<String>, alt_base_url: impl Into<String>) -> Self {
        ClientOptions {
            base_url: base_url.into(),
            alt_base_url: alt_base_url.into(),
            key: None,
            time_scale: TimeScale::default(),
            max_retries: 3,
            connect_timeout: Duration::from_secs(10),
            request_timeout: Duration::from_secs(60),
            tracer: None,
            notice: None,
        }
    }
}

pub struct Client {
    http: reqwest::Client,
    main: Url,
    alt: Url,
    options: ClientOptions,
    hooks: Vec<Arc<dyn Hook>>,
}

/// The longest `Retry-After` the client will sit through before giving up.
const MAX_RETRY_WAIT: Duration = Duration::from_secs(600);

impl Client {
    /// Validates both base URLs (the key goes only to HTTPS or loopback).
    pub fn new(options: ClientOptions) -> Result<Client> {
        let main = parse_base(&options.base_url, "base URL", "/api/v1")?;
        let alt = parse_base(&options.alt_base_url, "alternate base URL", "/v1")?;
        let http = reqwest::Client::builder()
            .user_agent(concat!("talent/", env!("CARGO_PKG_VERSION")))
            .connect_timeout(options.connect_timeout)
            .timeout(options.request_timeout)
            // A redirect could carry the key to another host: never follow.
            .redirect(reqwest::redirect::Policy::none())
            .build()
            .map_err(|e| Error::failure(format!("cannot build the HTTP client: {e}")))?;
        Ok(Client {
            http,
            main,
            alt,
            options,
            hooks: Vec::new(),
        })
    }

    /// Adds a hook (guard, pacer) that every request passes through.
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

    /// Sends a request and returns the 2xx response, or the decoded service error.
    /// Waits out `rate_limit_exceeded` / `search_throttled` (as `Retry-After`
    /// says) and transient failures of idempotent requests, up to `max_retries`.
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

    /// Like [`Client::send`] (same hooks, retries and trace), but a final
    /// error status comes back with its body as received, next to the decoded
    /// error: what `talent api` prints. Only transport failures are `Err`.
    pub async fn send_raw(&self, req: &Request) -> Result<RawReply> {
        let key = self.options.key.as_ref().ok_or_else(no_key)?;
        let url = self.url(req);
        let mut attempt = 0u32;
        loop {
            for hook in &self.hooks {
                hook.before(req).await?;
            }
            let started = Instant::now();
            let outcome = self.attempt(req, &url, key).await;
            let elapsed = started.elapsed();
            match outcome {
                Ok((status, headers, body)) => {
                    for hook in &self.hooks {
                        hook.after(req, status, &headers);
                    }
                    self.trace(&format!(
                        "{} {} -> {} ({} ms, {} bytes)",
                        req.method.as_str(),
                        url,
                        status,
                        elapsed.as_millis(),
                        body.len()
                    ));
                    if (200..300).contains(&status) {
                        return Ok(RawReply {
                            status,
                            body,
                            error: None,
                        });
                    }
                    let err = decode_error(status, &body);
                    match self.retry_delay(&err, &headers, req.method, status, attempt) {
                        Some(wait) => {
                            attempt += 1;
                            self.wait(&err, wait, attempt).await;
                        }
                        None => {
                            return Ok(RawReply {
                                status,
                                body,
                                error: Some(self.finish_error(err, attempt)),
                            })
                        }
                    }
                }
                Err(e) => {
                    self.trace(&format!(
                        "{} {} -> failed after {} ms: {}",
                        req.method.as_str(),
                        url,
                        elapsed.as_millis(),
                        e.message
                    ));
                    if req.method.idempotent() && attempt < self.options.max_retries {
                        attempt += 1;
                        let wait = self.backoff(attempt);
                        self.wait(&e, wait, attempt).await;
                        continue;
                    }
                    return Err(e);
                }
            }
        }
    }

    /// Sends and decodes the JSON body.
    pub async fn send_json(&self, req: &Request) -> Result<Value> {
        self.send(req).await?.json()
    }

    async fn attempt(
        &self,
        req: &Request,
        url: &Url,
        key: &ApiKey,
    ) -> Result<(u16, reqwest::header::HeaderMap, Vec<u8>)> {
        let mut builder = self
            .http
            .request(req.method.to_reqwest(), url.clone())
            .bearer_auth(key.expose())
            .header(reqwest::header::ACCEPT, "application/json");
        if let Some(body) = &req.body {
            let bytes = serde_json::to_vec(body)?;
            builder = builder
                .header(reqwest::header::CONTENT_TYPE, "application/json")
                .body(bytes);
        }
        let resp = builder.send().await.map_err(|e| transport_error(e, url))?;
        let status = resp.status().as_u16();
        let headers = resp.headers().clone();
        let body = resp
            .bytes()
            .await
            .map_err(|e| transport_error(e, url))?
            .to_vec();
        Ok((status, headers, body))
    }

    /// How long to wait before retrying this error, if it is worth retrying.
    fn retry_delay(
        &self,
        err: &Error,
        headers: &reqwest::header::HeaderMap,
        method: Method,
        status: u16,
        attempt: u32,
    ) -> Option<Duration> {
        if attempt >= self.options.max_retries {
            return None;
        }
        match err.kind {
            ErrorKind::RateLimited => {
                // The service's Retry-After is obeyed as sent (not time-scaled).
                let wait = headers
                    .get(reqwest::header::RETRY_AFTER)
                    .and_then(|v| v.to_str().ok())
                    .and_then(parse_retry_after)
                    .unwrap_or_else(|| self.backoff(attempt + 1));
                (wait <= MAX_RETRY_WAIT).then_some(wait)
            }
            ErrorKind::Failure if method.idempotent() && matches!(status, 502..=504) => {
                Some(self.backoff(attempt + 1))
            }
            _ => None,
        }
    }

    /// 1 s, 2 s, 4 s ... scaled by `TALENT_TIME_SCALE`.
    fn backoff(&self, attempt: u32) -> Duration {
        let secs = 1u64 << attempt.saturating_sub(1).min(6);
        self.options.time_scale.scale(Duration::from_secs(secs))
    }

    async fn wait(&self, err: &Error, wait: Duration, attempt: u32) {
        let msg = format!(
            "{}; retrying in {:.1}s (retry {attempt} of {})",
            err.message,
            wait.as_secs_f64(),
            self.options.max_retries
        );
        self.trace(&msg);
        if let Some(notice) = &self.options.notice {
            notice(&msg);
        }
        tokio::time::sleep(wait).await;
    }

    fn finish_error(&self, err: Error, attempts: u32) -> Error {
        if err.kind == ErrorKind::RateLimited && err.hint.is_none() {
            let hint = if attempts > 0 {
                format!(
                    "still rate limited after {attempts} retries; wait a minute and run it again"
                )
            } else {
                "wait a minute and run it again".to_string()
            };
            return err.with_hint(hint);
        }
        err
    }

    fn trace(&self, line: &str) {
        if let Some(tracer) = &self.options.tracer {
            tracer(line);
        }
    }
}

/// Parses `Retry-After` as whole seconds (or a decimal); HTTP dates are not sent
/// by the service.
pub fn parse_retry_after(value: &str) -> Option<Duration> {
    let v = value.trim();
    if let Ok(secs) = v.parse::<u64>() {
        return Some(Duration::from_secs(secs));
    }
    v.parse::<f64>()
        .ok()
        .filter(|s| s.is_finite() && *s >= 0.0 && *s < 1e9)
        .map(Duration::from_secs_f64)
}

fn no_key() -> Error {
    Error::auth("no API key").with_hint(
        "run `talent auth login`, set TALENT_API_KEY, or add --sandbox to try the simulator",
    )
}

fn transport_error(e: reqwest::Error, url: &Url) -> Error {
    let host = url.host_str().unwrap_or("?");
    let what = if e.is_timeout() {
        format!("the request to {host} timed out")
    } else if e.is_connect() {
        format!("cannot connect to {host}")
    } else {
        format!("the request to {host} failed: {e}")
    };
    Error::failure(what).with_hint("check the network and the base URL (`talent config list`)")
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

    proptest::proptest! {
        /// Whatever a proxy puts in the header, parsing never panics, and a
        /// value it accepts is never negative or absurd.
        #[test]
        fn retry_after_never_panics(s in ".{0,40}") {
            if let Some(d) = parse_retry_after(&s) {
                proptest::prop_assert!(d.as_secs_f64() < 1e9);
            }
        }

        /// Whole seconds, as the service sends them, come back exactly.
        #[test]
        fn retry_after_whole_seconds_round_trip(n in 0u64..1_000_000) {
            proptest::prop_assert_eq!(parse_retry_after(&n.to_string()), Some(Duration::from_secs(n)));
            proptest::prop_assert_eq!(parse_retry_after(&format!(" {n} ")), Some(Duration::from_secs(n)));
        }
    }

    #[test]
    fn retry_after_is_seconds() {
        assert_eq!(parse_retry_after("12"), Some(Duration::from_secs(12)));
        assert_eq!(
            parse_retry_after(" 1.5 "),
            Some(Duration::from_millis(1500))
        );
        assert_eq!(parse_retry_after("-1"), None);
        assert_eq!(parse_retry_after("Wed, 21 Oct 2015 07:28:00 GMT"), None);
    }
}
