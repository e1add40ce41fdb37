//! The state every route shares: the pool, the world behind its lock, the
//! rate limiter, the request and delivery logs, and who is calling. Route
//! modules depend on this (and on `views`), never on each other or on the
//! server that mounts them.

use std::collections::VecDeque;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, MutexGuard};

use axum::http::{header, HeaderMap, StatusCode};
use chrono::Utc;
use serde::Serialize;
use tokio::sync::Notify;

use super::faults::{FaultSpec, Faults};
use super::http::ApiError;
use super::limits::{Class, RateLimiter};
use super::pool::Pool;
use super::state::{KeyKind, Scope, World};
use talent_spec::time::{Clock, TimeScale};

/// Requests kept for `GET /_sandbox/requests`.
const REQUEST_LOG_CAP: usize = 10_000;

/// One API request as the request log shows it.
#[derive(Debug, Clone, Serialize)]
pub struct LoggedRequest {
    pub method: String,
    pub path: String,
    pub query: Option<String>,
    pub status: u16,
    /// The fault injected into it, if any (`--faults`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub fault: Option<String>,
}

/// Everything the handlers share.
pub struct Shared {
    pub pool: Arc<Pool>,
    world: Mutex<World>,
    pub limiter: RateLimiter,
    pub scale: TimeScale,
    /// Where "now" comes from: the system clock, or a fixed one tests move
    /// (`TALENT_NOW`, `POST /_sandbox/clock`).
    pub clock: Clock,
    requests: Mutex<VecDeque<LoggedRequest>>,
    /// Wakes the saver after a mutation.
    pub dirty: Notify,
    /// Wakes the delivery scheduler after an event or a finished attempt.
    pub deliveries: Notify,
    /// Delivery attempts on the wire.
    pub in_flight: AtomicUsize,
    /// Recent delivery attempts for `GET /_sandbox/deliveries`.
    pub attempts: Mutex<VecDeque<serde_json::Value>>,
    /// HTTP client of webhook deliveries, built at the first one: building
    /// it reads the platform's TLS roots, which a run that delivers nothing
    /// (most `talent --sandbox` commands) must not pay for.
    http: std::sync::OnceLock<std::result::Result<reqwest::Client, String>>,
    /// The faults in force (`--faults`, `PUT /_sandbox/faults`).
    faults: Mutex<Faults>,
}

pub type App = Arc<Shared>;

/// The caller of a request: a valid key, its kind and its workspace.
#[derive(Debug, Clone)]
pub struct Caller {
    pub key: String,
    pub kind: KeyKind,
    pub ws: usize,
}

impl Caller {
    /// 403 unless the key's kind grants `scope`.
    pub fn require(&self, scope: Scope) -> Result<(), ApiError> {
        if self.kind.allows(scope) {
            Ok(())
        } else {
            Err(ApiError::new(
                StatusCode::FORBIDDEN,
                "insufficient_scope",
                format!(
                    "This key lacks the `{}` scope; use a production key.",
                    scope.as_str()
                ),
            ))
        }
    }
}

impl Shared {
    /// The webhook client, built at the first delivery, or why it cannot be.
    pub fn http(&self) -> std::result::Result<&reqwest::Client, String> {
        self.http
            .get_or_init(|| {
                crate::tls::provider();
                reqwest::Client::builder()
                    .no_proxy()
                    .user_agent("talent-sandbox-webhooks/1")
                    .build()
                    .map_err(|e| format!("cannot build the webhook client: {e}"))
            })
            .as_ref()
            .map_err(Clone::clone)
    }

    pub fn new(
        pool: Arc<Pool>,
        world: World,
        scale: TimeScale,
        clock: Clock,
        faults: FaultSpec,
    ) -> crate::Result<Self> {
        let mut world = world;
        let limiter = RateLimiter::new(scale);
        limiter.import(std::mem::take(&mut world.rate_windows));
        Ok(Shared {
            pool,
            world: Mutex::new(world),
            limiter,
            scale,
            clock,
            requests: Mutex::new(VecDeque::new()),
            dirty: Notify::new(),
            deliveries: Notify::new(),
            in_flight: AtomicUsize::new(0),
            attempts: Mutex::new(VecDeque::new()),
            http: std::sync::OnceLock::new(),
            faults: Mutex::new(Faults::new(faults)),
        })
    }

    /// The faults in force, locked (never across an await).
    pub fn faults(&self) -> MutexGuard<'_, Faults> {
        self.faults.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Now, on the sandbox's clock.
    pub fn now(&self) -> chrono::DateTime<Utc> {
        self.clock.now()
    }

    /// The world, locked, with every workspace moved into the current cycle.
    /// Never held across an await.
    pub fn world(&self) -> MutexGuard<'_, World> {
        let mut w = self.world.lock().unwrap_or_else(|e| e.into_inner());
        w.roll_cycles(self.now(), self.scale);
        w
    }

    /// Runs a change to the world, then schedules a save and wakes the
    /// delivery scheduler (the change may have emitted events).
    pub fn mutate<T>(
        &self,
        f: impl FnOnce(&mut World) -> Result<T, ApiError>,
    ) -> Result<T, ApiError> {
        let out = f(&mut self.world());
        if out.is_ok() {
            self.dirty.notify_one();
            self.deliveries.notify_one();
        }
        out
    }

    /// Serializes the world, with the rate limiter's windows, for the state file.
    pub fn snapshot(&self) -> Result<Vec<u8>, serde_json::Error> {
        let windows = self.limiter.export(self.now());
        let mut world = self.world();
        world.rate_windows = windows;
        let bytes = serde_json::to_vec_pretty(&*world);
        world.rate_windows = Vec::new();
        bytes
    }

    /// Replaces the world (a reset) and forgets rate-limit windows and logs.
    pub fn replace_world(&self, world: World) {
        *self.world() = world;
        self.limiter.clear();
        self.requests_log().clear();
        self.dirty.notify_one();
    }

    /// Counts a request against one rate-limit class of its key, unless limits are lifted.
    pub fn limit(&self, caller: &Caller, class: Class) -> Result<(), ApiError> {
        if !self.world().settings.rate_limits {
            return Ok(());
        }
        self.limiter
            .admit(&caller.key, class, self.now())
            .map_err(ApiError::from)
    }

    /// The caller named by the `Authorization: Bearer` header, or 401.
    pub fn authenticate(&self, headers: &HeaderMap) -> Result<Caller, ApiError> {
        let unauthorized = |m: &str| ApiError::new(StatusCode::UNAUTHORIZED, "unauthorized", m);
        let value = headers.get(header::AUTHORIZATION).ok_or_else(|| {
            unauthorized("Missing Authorization header; send `Authorization: Bearer <API_KEY>`.")
        })?;
        let token = value
            .to_str()
            .ok()
            .and_then(|v| v.strip_prefix("Bearer "))
            .map(str::trim)
            .ok_or_else(|| unauthorized("The Authorization header must be `Bearer <API_KEY>`."))?;
        let world = self.world();
        let key = world
            .key(token)
            .ok_or_else(|| unauthorized("Invalid or revoked API key."))?;
        Ok(Caller {
            key: key.key.clone(),
            kind: key.kind,
            ws: key.workspace,
        })
    }

    fn requests_log(&self) -> MutexGuard<'_, VecDeque<LoggedRequest>> {
        self.requests.lock().unwrap_or_else(|e| e.into_inner())
    }

    pub fn requests(&self) -> Vec<LoggedRequest> {
        self.requests_log().iter().cloned().collect()
    }

    pub fn clear_requests(&self) {
        self.requests_log().clear();
    }

    pub(crate) fn log_request(&self, entry: LoggedRequest) {
        let mut log = self.requests_log();
        if log.len() >= REQUEST_LOG_CAP {
            log.pop_front();
        }
        log.push_back(entry);
    }

    pub fn record_attempt(&self, entry: serde_json::Value) {
        let mut log = self.attempts.lock().unwrap_or_else(|e| e.into_inner());
        if log.len() >= REQUEST_LOG_CAP {
            log.pop_front();
        }
        log.push_back(entry);
    }

    pub fn in_flight(&self) -> usize {
        self.in_flight.load(Ordering::SeqCst)
    }
}
