//! What the conversation's HTTP side ([`super::http`]) and its resumable
//! streams ([`super::resume`]) both use: the keep-alive and idle bounds,
//! the ledger's blocking calls, plain answers and the digest that keys
//! what the ledger keeps.

use std::time::Duration;

use axum::http::{header, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};

use crate::serve::Gateway;

/// How often an open stream says it is alive.
pub(super) const KEEP_ALIVE: Duration = Duration::from_secs(15);
/// A conversation (a session, or a 2026-07-28 one) ends after this long
/// without a request (× `TALENT_TIME_SCALE`).
pub const IDLE: Duration = Duration::from_secs(30 * 60);

/// How long a conversation may be idle, in ms (× `TALENT_TIME_SCALE`).
pub(super) fn idle_ms(gw: &Gateway) -> i64 {
    i64::try_from(gw.parts.options.time_scale.scale(IDLE).as_millis()).unwrap_or(i64::MAX)
}

/// Runs a ledger call on the blocking pool.
pub(super) async fn ledger<T: Send + 'static>(
    gw: &Gateway,
    f: impl FnOnce(&crate::ledger::pg::members::Members) -> crate::Result<T> + Send + 'static,
) -> crate::Result<T> {
    let members = gw.members().clone();
    crate::task::spawn_blocking(move || f(&members))
        .await
        .unwrap_or_else(|_| Err(crate::Error::ledger("the ledger's call stopped")))
}

/// A plain-text answer.
pub fn plain(status: StatusCode, text: &str) -> Response {
    let mut r = (status, text.to_string()).into_response();
    r.headers_mut()
        .insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    r
}

/// SHA-256 in hex (the member tokens' digest): a sealed state and a
/// conversation key are kept by it, never as they are.
pub(super) fn digest(text: &str) -> String {
    crate::serve::token::digest(text)
}
