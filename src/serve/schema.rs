//! The team ledger's schema while the gateway runs. At the start a ledger
//! that needs a newer talent (its `compat` past [`PG_SCHEMA_VERSION`])
//! fails the start; a newer talent may migrate the ledger while this
//! gateway runs, and its statements would then run against a schema it
//! does not know. The versions are read in passing, with no statement of
//! their own: by every connect's greeting and with every usage snapshot
//! the ledger is written (the gateway reads `GET /usage` ahead about once
//! a snapshot's minute while members send requests). A gateway whose
//! reads of `GET /usage` fail writes no snapshot, so the versions are also
//! read in the background, off every request's path, when a request comes
//! and the last read is [`WATCH`] old. Each request looks at what was read
//! last (no round trip); while the ledger needs a newer talent, every
//! request that would reach the ledger is answered 503
//! `ledger_unavailable`, nothing forwarded, and one log line says to
//! upgrade; the versions are then read again at most every [`RECHECK`]
//! (each times the time scale), so a ledger restored to a schema this
//! talent knows is served again. A schema only newer (its `compat` one
//! this talent meets) is used as at the start: migrations only add
//! (`ledger::pg::migrations`).

use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use axum::extract::{Request as HttpRequest, State};
use axum::http::{header, Method, StatusCode};
use axum::response::Response;

use super::{error_reply, line, lock, surface_of, Gateway};
use crate::ledger::pg::PG_SCHEMA_VERSION;

/// How often a gateway refusing a ledger that needs a newer talent reads
/// its versions again.
pub const RECHECK: Duration = Duration::from_secs(10);

/// How old the versions read last may be, while the gateway serves,
/// before a request has them read again (in the background).
pub const WATCH: Duration = Duration::from_secs(300);

/// What a member is told while the ledger needs a newer talent.
pub const REFUSAL: &str = "the gateway's team ledger was migrated by a newer talent than the gateway runs; the gateway must be upgraded; nothing was sent";

/// What the gateway last read of the ledger's schema.
#[derive(Debug)]
pub struct Watch {
    /// The versions (schema, compat) while the ledger needs a newer talent.
    newer: Mutex<Option<(i64, i64)>>,
    /// When the versions were last read again (in the background).
    rechecked: Mutex<Instant>,
}

impl Default for Watch {
    /// Read last at the start (the gateway's connect read the versions).
    fn default() -> Self {
        Watch {
            newer: Mutex::new(None),
            rechecked: Mutex::new(Instant::now()),
        }
    }
}

impl Watch {
    /// The ledger's versions (schema, compat) while it needs a newer
    /// talent than this one.
    pub fn newer(&self) -> Option<(i64, i64)> {
        *lock(&self.newer)
    }

    /// Whether a read again is due (at most one every `every`); taken if
    /// so.
    fn recheck_due(&self, every: Duration) -> bool {
        let mut last = lock(&self.rechecked);
        if last.elapsed() < every {
            return false;
        }
        *last = Instant::now();
        true
    }

    /// Notes the versions read; the line to log when that changed whether
    /// this talent can use the ledger.
    pub fn note(&self, schema: i64, compat: i64) -> Option<String> {
        let now = (compat > PG_SCHEMA_VERSION).then_some((schema, compat));
        let before = std::mem::replace(&mut *lock(&self.newer), now);
        match (before, now) {
            (None, Some(_)) => Some(format!(
                "the team ledger's schema is now version {schema} and needs a talent that understands version {compat}; this gateway understands up to {PG_SCHEMA_VERSION}: upgrade talent on this gateway and restart it (until then its requests are answered 503 ledger_unavailable, nothing forwarded)"
            )),
            (Some(_), None) => Some(format!(
                "the team ledger's schema (version {schema}) is one this gateway understands again: serving"
            )),
            _ => None,
        }
    }
}

/// Whether a request is answered without the ledger: a probe of whoami
/// without a credential, and the OAuth metadata documents (as while the
/// ledger is away).
fn needs_no_ledger(req: &HttpRequest) -> bool {
    let path = req.uri().path();
    req.method() == Method::GET
        && (path.starts_with("/.well-known/")
            || (path == "/_talent/v1/whoami" && !req.headers().contains_key(header::AUTHORIZATION)))
}

/// The gate after the door: while the ledger needs a newer talent, 503
/// `ledger_unavailable` in the interface's format (a JSON-RPC error on
/// `/mcp`), nothing read further, nothing forwarded.
pub async fn gate(
    State(gw): State<Arc<Gateway>>,
    req: HttpRequest,
    next: axum::middleware::Next,
) -> Response {
    if let Some((schema, compat)) = gw.parts.team.schema_seen() {
        if let Some(said) = gw.schema.note(schema, compat) {
            (gw.parts.log)(&said);
        }
    }
    let refusing = gw.schema.newer().is_some();
    let every = gw
        .parts
        .options
        .time_scale
        .scale(if refusing { RECHECK } else { WATCH });
    if gw.schema.recheck_due(every) {
        read_again(&gw);
    }
    if !refusing || needs_no_ledger(&req) {
        return next.run(req).await;
    }
    line::note("the ledger's schema needs a newer talent");
    let path = req.uri().path();
    if super::mcp::is_resource(path) {
        return super::mcp::door_refusal(StatusCode::SERVICE_UNAVAILABLE, REFUSAL);
    }
    error_reply(
        surface_of(path),
        StatusCode::SERVICE_UNAVAILABLE,
        "ledger_unavailable",
        REFUSAL,
    )
}

/// Reads the versions again in the background (one statement) and notes
/// them.
fn read_again(gw: &Arc<Gateway>) {
    let gw = Arc::clone(gw);
    crate::task::spawn(async move {
        let team = gw.parts.team.clone();
        let read = crate::task::spawn_blocking(move || team.read_schema()).await;
        if let Ok(Ok((schema, compat))) = read {
            if let Some(said) = gw.schema.note(schema, compat) {
                (gw.parts.log)(&said);
            }
        }
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_compat_past_this_talent_is_noted_once_and_its_end_too() {
        let w = Watch::default();
        // Newer but usable: nothing to say.
        assert_eq!(w.note(PG_SCHEMA_VERSION + 3, 3), None);
        assert_eq!(w.newer(), None);
        let said = w
            .note(PG_SCHEMA_VERSION + 3, PG_SCHEMA_VERSION + 1)
            .expect("a line");
        assert!(said.contains("upgrade talent on this gateway"), "{said}");
        assert_eq!(
            w.newer(),
            Some((PG_SCHEMA_VERSION + 3, PG_SCHEMA_VERSION + 1))
        );
        // Said once, not at every read.
        assert_eq!(w.note(PG_SCHEMA_VERSION + 3, PG_SCHEMA_VERSION + 1), None);
        let again = w.note(PG_SCHEMA_VERSION, 3).expect("a line");
        assert!(again.contains("understands again"), "{again}");
        assert_eq!(w.newer(), None);
    }
}
