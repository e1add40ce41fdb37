//! The rate limit of the gateway's token endpoints (issue 47): the CLI's
//! sign-in code exchange (`POST /_talent/v1/login/token`) and OAuth's
//! (`POST /oauth/token`). Refused attempts are counted per endpoint and
//! client address — the client `--trust-proxy-headers` finds, as
//! everywhere in the gateway; an IPv6 client by its /64, what one host
//! holds — in a sliding window kept in the team ledger, so the limit holds
//! across replicas. Past it every attempt from that address, a right one
//! too, is answered 429 with `Retry-After` until the oldest refusal leaves
//! the window; an attempt that succeeds is taken back, so a client that
//! keeps signing in or refreshing is never cut off.

use std::future::Future;
use std::net::IpAddr;
use std::time::Duration;

use axum::http::{header, HeaderValue};
use axum::response::Response;

use super::Gateway;
use crate::ledger::pg::throttle::Attempt;
use crate::Error;

/// One endpoint's limit: `attempts` refused in any `window` (times
/// `TALENT_TIME_SCALE`).
#[derive(Debug, Clone, Copy)]
pub struct Limit {
    /// The ledger's name of the endpoint.
    pub scope: &'static str,
    /// Its route (for the log line).
    pub route: &'static str,
    pub attempts: i32,
    pub window: Duration,
}

/// The address a client is counted by: an IPv4 address (or one mapped
/// into IPv6) itself, an IPv6 address by its /64.
pub fn counted_as(ip: IpAddr) -> String {
    match ip {
        IpAddr::V4(v4) => v4.to_string(),
        IpAddr::V6(v6) => match v6.to_ipv4_mapped() {
            Some(v4) => v4.to_string(),
            None => ipnet::Ipv6Net::new(v6, 64)
                .map(|n| n.trunc().to_string())
                .unwrap_or_else(|_| v6.to_string()),
        },
    }
}

/// `Retry-After`'s whole seconds for a wait of `ms` (at least 1).
pub fn retry_after_secs(ms: i64) -> u64 {
    (ms.max(1) as u64).div_ceil(1000)
}

impl Gateway {
    /// Runs `handler` for an attempt at `limit`'s endpoint from `from`,
    /// unless that address is past the limit: then `too_many(seconds)`
    /// with `Retry-After`. An answer other than a 4xx takes the attempt
    /// back; `away` answers when the ledger cannot count.
    pub(crate) async fn limited(
        &self,
        limit: &Limit,
        from: Option<IpAddr>,
        too_many: impl FnOnce(u64) -> Response,
        away: impl FnOnce(&Error) -> Response,
        handler: impl Future<Output = Response>,
    ) -> Response {
        let from = from.map(counted_as).unwrap_or_else(|| "unknown".into());
        let window_ms = self
            .parts
            .options
            .time_scale
            .scale(limit.window)
            .as_millis() as i64;
        let (members, scope, f, n) = (
            self.members().clone(),
            limit.scope,
            from.clone(),
            limit.attempts,
        );
        let counted =
            crate::task::spawn_blocking(move || members.attempt(scope, &f, n, window_ms.max(1)))
                .await
                .unwrap_or_else(|_| Err(Error::ledger("the ledger's count stopped")));
        let id = match counted {
            Ok(Attempt::Counted(id)) => id,
            Ok(Attempt::Wait(ms)) => {
                let secs = retry_after_secs(ms);
                crate::serve::line::note("too many refused attempts from this address");
                let mut r = too_many(secs);
                r.headers_mut()
                    .insert(header::RETRY_AFTER, HeaderValue::from(secs));
                return r;
            }
            Err(e) => return away(&e),
        };
        let r = handler.await;
        if !r.status().is_client_error() {
            let members = self.members().clone();
            let _ = crate::task::spawn_blocking(move || members.take_back(id)).await;
        }
        r
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_ipv6_client_is_counted_by_its_64_and_a_mapped_v4_as_v4() {
        let a: IpAddr = "2001:db8:1:2:aaaa::1".parse().unwrap();
        let b: IpAddr = "2001:db8:1:2:bbbb::9".parse().unwrap();
        let c: IpAddr = "2001:db8:1:3::1".parse().unwrap();
        assert_eq!(counted_as(a), counted_as(b));
        assert_ne!(counted_as(a), counted_as(c));
        assert_eq!(counted_as(a), "2001:db8:1:2::/64");
        let mapped: IpAddr = "::ffff:203.0.113.7".parse().unwrap();
        assert_eq!(counted_as(mapped), "203.0.113.7");
        assert_eq!(counted_as("203.0.113.7".parse().unwrap()), "203.0.113.7");
    }

    #[test]
    fn retry_after_is_whole_seconds_rounded_up_and_at_least_one() {
        assert_eq!(retry_after_secs(0), 1);
        assert_eq!(retry_after_secs(1), 1);
        assert_eq!(retry_after_secs(1000), 1);
        assert_eq!(retry_after_secs(1001), 2);
        assert_eq!(retry_after_secs(599_999), 600);
    }
}
