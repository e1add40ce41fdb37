//! A request as every layer sees it (its interface, rate-limit class,
//! method, path, body and typed `Effect`, built in `ops::kit::routes`), what
//! comes back (`Response`, `RawReply`, `Outcome`, `Failure`), and the
//! `Hook` seam the guard plugs into `Client::send_raw` with.

use std::sync::Arc;
use std::time::Duration;

use serde::de::DeserializeOwned;
use serde_json::Value;
use talent_spec::rate::Meter;

use crate::{Error, Result};

pub use crate::sink::BoxFuture;

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
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
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

    pub(super) fn to_reqwest(self) -> reqwest::Method {
        match self {
            Method::Get => reqwest::Method::GET,
            Method::Post => reqwest::Method::POST,
            Method::Patch => reqwest::Method::PATCH,
            Method::Put => reqwest::Method::PUT,
            Method::Delete => reqwest::Method::DELETE,
        }
    }

    pub(super) fn idempotent(self) -> bool {
        matches!(self, Method::Get | Method::Put | Method::Delete)
    }
}

/// What a request does to the meters and caps, set where the route is built
/// (`ops::kit::routes`): the guard reads this, never a body, a path or a query.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub enum Effect {
    /// Spends nothing (POST /messages too: service.md counts no message).
    #[default]
    None,
    /// One search page (GET /search/candidates).
    Search,
    /// Opens a candidate: an unlock unless the workspace unlocked it before.
    Unlock { card: String },
    /// POST /invite-to-apply: one message; first contact only.
    Invite { job: String, card: String },
    /// POST /v1/sourcing/invite: `n` ids against the job's daily cap.
    BulkInvite { job: String, n: u64 },
    /// POST /messages: no meter, but it reaches the thread's person (a
    /// member's outreach allowance counts it).
    Message { thread: String },
}

impl Effect {
    /// The meter an attempt may spend.
    pub fn meter(&self) -> Option<Meter> {
        match self {
            Effect::Search => Some(Meter::Searches),
            Effect::Unlock { .. } => Some(Meter::ApiUnlocks),
            Effect::Invite { .. } => Some(Meter::Messages),
            Effect::None | Effect::BulkInvite { .. } | Effect::Message { .. } => None,
        }
    }

    /// The people an attempt may reach (invites, bulk invites, messages),
    /// as `talent mcp`'s outreach allowance and a member's `--outreach`
    /// allowance count them.
    pub fn people(&self) -> u64 {
        match self {
            Effect::Invite { .. } | Effect::Message { .. } => 1,
            Effect::BulkInvite { n, .. } => *n,
            Effect::None | Effect::Search | Effect::Unlock { .. } => 0,
        }
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
    /// Extra headers (`talent api -H`); never `Authorization`.
    pub headers: Vec<(String, String)>,
    /// A read that spends nothing, which a preview (`--dry-run`) still
    /// sends to check what it previews (`bulk-invite --dry-run` its job).
    pub preview_check: bool,
    /// What it does to the meters (see [`Effect`]).
    pub effect: Effect,
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
            headers: Vec::new(),
            preview_check: false,
            effect: Effect::None,
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

    pub fn effect(mut self, effect: Effect) -> Self {
        self.effect = effect;
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

    /// Marks a read a preview may send (see [`Request::preview_check`]);
    /// a request that spends is never one.
    pub fn preview_check(mut self) -> Self {
        self.preview_check = self.method == Method::Get && self.spends().is_none();
        self
    }

    /// The meter an attempt of this request may spend: a search page, an
    /// unlock (of a locked candidate), an invite's message.
    pub fn spends(&self) -> Option<Meter> {
        self.effect.meter()
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

    /// The body as one JSON object, the record a command prints: an empty
    /// body (a 204) or any other JSON is a failure that says what came.
    pub fn record(&self) -> Result<Value> {
        let what = match self.json()? {
            record @ Value::Object(_) => return Ok(record),
            Value::Null if self.body.is_empty() => "no body".to_string(),
            Value::Null => "null".to_string(),
            Value::Array(_) => "a JSON array".to_string(),
            other => format!(
                "a JSON {}",
                if other.is_string() {
                    "string"
                } else {
                    "scalar"
                }
            ),
        };
        Err(Error::failure(format!(
            "the service answered HTTP {} with {what} where a record was expected",
            self.status
        ))
        .with_hint("run with -v to see the exchange; `talent api` prints raw bodies"))
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
    /// The answer's headers, as received (`talent api -i`).
    pub headers: reqwest::header::HeaderMap,
}

/// How one attempt ended, as the hooks hear of it.
#[derive(Debug)]
pub enum Outcome<'a> {
    /// The service answered, with any status.
    Answered {
        status: u16,
        headers: &'a reqwest::header::HeaderMap,
        /// An unlock answered with a record the workspace had unlocked
        /// before this request (the client reads its `unlockedAt`): the service
        /// counted nothing. Always false for any other request.
        unlocked_before: bool,
        /// A bulk invite answered (2xx) with this many results
        /// `already_invited`: ids the service sent nothing to, which reach
        /// no one and use none of the job's daily cap. 0 for any other
        /// request, or an answer whose results cannot be read (all counted).
        already_invited: u64,
    },
    /// No (whole) answer: what failed, and whether the request may have
    /// reached the service (only a failed connect says surely not).
    Failed {
        failure: Failure,
        maybe_reached: bool,
    },
}

/// Why an attempt got no whole answer.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Failure {
    /// No connection was made: the request was not sent.
    Connect,
    /// No byte for `--timeout` (before the answer or between its bytes).
    Timeout,
    /// The connection broke (reset, closed early, a truncated body).
    Broken,
    /// The answer was larger than the limit; it was read no further.
    TooLarge,
}

/// One logical request as the hooks know it across its admission, its
/// attempts and their outcomes (a retry keeps its ticket).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Ticket(pub u64);

/// What the guard implements (its spend and pace layers). Every request, typed or raw,
/// passes through them: [`Hook::admit`] once per logical request (a guard may
/// refuse), [`Hook::pace`] before each attempt (its pace layer may wait), and
/// [`Hook::outcome`] after each attempt, whatever happened. A hook never
/// sends through the client it hooks: what it needs to know (the meters)
/// is given to it when it is built.
pub trait Hook: Send + Sync {
    fn admit<'a>(&'a self, ticket: Ticket, req: &'a Request) -> BoxFuture<'a, Result<()>> {
        let _ = (ticket, req);
        Box::pin(async { Ok(()) })
    }

    fn pace<'a>(
        &'a self,
        ticket: Ticket,
        req: &'a Request,
        attempt: u32,
    ) -> BoxFuture<'a, Result<()>> {
        let _ = (ticket, req, attempt);
        Box::pin(async { Ok(()) })
    }

    fn outcome(&self, ticket: Ticket, req: &Request, outcome: &Outcome<'_>) {
        let _ = (ticket, req, outcome);
    }

    /// The service blocks `class` for `wait` (its `Retry-After`, read once
    /// by the client; a backoff when it named none): the pace layer makes every
    /// later request of the class wait it out.
    fn blocked(&self, class: RouteClass, wait: Duration) {
        let _ = (class, wait);
    }
}

/// Where `--verbose` lines go.
pub type Tracer = Arc<dyn Fn(&str) + Send + Sync>;

/// Sits out a wait, saying why (a countdown on a terminal); the default only sleeps.
pub type Waiter = Arc<dyn Fn(String, Duration) -> BoxFuture<'static, ()> + Send + Sync>;
