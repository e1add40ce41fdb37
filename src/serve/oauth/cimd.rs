//! Client ID metadata documents (the MCP authorization specification's
//! preferred registration): the `client_id` is an HTTPS URL whose document
//! names the client and its redirect URIs. Fetching a URL a stranger chose
//! is a server-side request forgery risk, so (cli.md, *serve*):
//!
//! - the URL is `https`, on port 443, with a path, no user, no fragment,
//!   in its normal form (the `url` crate's parse, never string tricks);
//! - its host is resolved once, and refused if any address is not global
//!   (RFC 6890's special-purpose ranges, v4 and v6);
//! - the document is fetched from that very address (the client's
//!   resolver pinned to it, no proxy), no redirect followed, at most 5 KiB
//!   in 5 s; its `Cache-Control: max-age` honoured up to 24 hours.
//!
//! The test-only `TALENT_SERVE_CIMD_ALLOW=HOST:PORT` (refused by `serve`
//! unless `TALENT_TIME_SCALE` is other than 1) admits a document on that
//! host and port when every address of it is loopback, over http or https.

use std::net::{IpAddr, SocketAddr};
use std::time::Duration;

use serde_json::Value;

use super::redirect_ok;
use crate::api::BoxFuture;

/// The largest document.
pub const MAX_BYTES: usize = 5 * 1024;
/// The longest a fetch (resolve, connect, answer, body) may take.
pub const TIMEOUT: Duration = Duration::from_secs(5);
/// The longest a document is kept.
pub const MAX_FRESH: Duration = Duration::from_secs(24 * 3600);

/// What a document says.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Fetched {
    pub name: Option<String>,
    pub redirect_uris: Vec<String>,
    /// How long it may be kept (ms).
    pub fresh_ms: i64,
}

/// Name resolution (the system's; tests give their own).
pub trait Resolve: Send + Sync {
    fn resolve<'a>(
        &'a self,
        host: &'a str,
        port: u16,
    ) -> BoxFuture<'a, std::io::Result<Vec<IpAddr>>>;
}

/// The system's resolver.
pub struct System;

impl Resolve for System {
    fn resolve<'a>(
        &'a self,
        host: &'a str,
        port: u16,
    ) -> BoxFuture<'a, std::io::Result<Vec<IpAddr>>> {
        Box::pin(async move {
            Ok(tokio::net::lookup_host((host, port))
                .await?
                .map(|a| a.ip())
                .collect())
        })
    }
}

/// The special-purpose ranges of RFC 6890 (and its updates) that are not
/// globally reachable, v4 and v6.
const NOT_GLOBAL: &[&str] = &[
    "0.0.0.0/8",
    "10.0.0.0/8",
    "100.64.0.0/10",
    "127.0.0.0/8",
    "169.254.0.0/16",
    "172.16.0.0/12",
    "192.0.0.0/24",
    "192.0.2.0/24",
    "192.31.196.0/24",
    "192.52.193.0/24",
    "192.88.99.0/24",
    "192.168.0.0/16",
    "192.175.48.0/24",
    "198.18.0.0/15",
    "198.51.100.0/24",
    "203.0.113.0/24",
    "224.0.0.0/4",
    "240.0.0.0/4",
    "255.255.255.255/32",
    "::/128",
    "::1/128",
    "::/96",
    "64:ff9b::/96",
    "64:ff9b:1::/48",
    "100::/64",
    "2001::/23",
    "2001:db8::/32",
    "2002::/16",
    "2620:4f:8000::/48",
    "3fff::/20",
    "5f00::/16",
    "fc00::/7",
    "fe80::/10",
    "fec0::/10",
    "ff00::/8",
];

/// Whether `ip` is globally reachable (in none of the special-purpose
/// ranges; a v4-mapped v6 address as its v4 one).
pub fn is_global(ip: IpAddr) -> bool {
    let ip = match ip {
        IpAddr::V6(v6) => match v6.to_ipv4_mapped() {
            Some(v4) => IpAddr::V4(v4),
            None => ip,
        },
        v4 => v4,
    };
    !NOT_GLOBAL
        .iter()
        .any(|net| net.parse::<ipnet::IpNet>().is_ok_and(|n| n.contains(&ip)))
}

fn allowed_test(u: &url::Url, allow: Option<&(String, u16)>) -> bool {
    let (Some((host, port)), Some(h), Some(p)) = (allow, u.host_str(), u.port_or_known_default())
    else {
        return false;
    };
    h.eq_ignore_ascii_case(host) && p == *port
}

/// Whether a `client_id` is to be read as a metadata document's URL.
pub fn is_document_id(client_id: &str, allow: Option<&(String, u16)>) -> bool {
    match url::Url::parse(client_id) {
        Ok(u) => u.scheme() == "https" || (u.scheme() == "http" && allowed_test(&u, allow)),
        Err(_) => false,
    }
}

/// `Cache-Control`'s word on keeping: `max-age` up to 24 hours; `no-store`,
/// `no-cache` or none: not kept.
pub fn fresh_for(cache_control: Option<&str>) -> Duration {
    let Some(cc) = cache_control else {
        return Duration::ZERO;
    };
    let mut age = None;
    for d in cc.split(',') {
        let d = d.trim().to_ascii_lowercase();
        if d == "no-store" || d == "no-cache" {
            return Duration::ZERO;
        }
        if let Some(v) = d.strip_prefix("max-age=") {
            age = v.trim_matches('"').parse::<u64>().ok();
        }
    }
    age.map_or(Duration::ZERO, |s| Duration::from_secs(s).min(MAX_FRESH))
}

/// Fetches and checks the document `client_id` names.
pub async fn fetch(
    client_id: &str,
    allow: Option<&(String, u16)>,
    resolver: &dyn Resolve,
) -> Result<Fetched, String> {
    match tokio::time::timeout(TIMEOUT, fetch_within(client_id, allow, resolver)).await {
        Ok(r) => r,
        Err(_) => Err("it did not arrive within 5 s".into()),
    }
}

async fn fetch_within(
    client_id: &str,
    allow: Option<&(String, u16)>,
    resolver: &dyn Resolve,
) -> Result<Fetched, String> {
    let u = url::Url::parse(client_id).map_err(|_| "its client_id is not a URL".to_string())?;
    if u.as_str() != client_id {
        return Err("its client_id URL is not in normal form".into());
    }
    if u.fragment().is_some() || !u.username().is_empty() || u.password().is_some() {
        return Err("its client_id URL has a fragment or a user".into());
    }
    if u.path() == "/" || u.path().is_empty() {
        return Err("its client_id URL has no path".into());
    }
    let test = allowed_test(&u, allow);
    let port = u.port_or_known_default().unwrap_or(0);
    if !test && (u.scheme() != "https" || port != 443) {
        return Err("its client_id must be an https URL on port 443".into());
    }
    let (host, addrs) = match u.host() {
        Some(url::Host::Ipv4(ip)) => (None, vec![IpAddr::V4(ip)]),
        Some(url::Host::Ipv6(ip)) => (None, vec![IpAddr::V6(ip)]),
        Some(url::Host::Domain(d)) => {
            let found = resolver
                .resolve(d, port)
                .await
                .map_err(|_| format!("{d} does not resolve"))?;
            (Some(d.to_string()), found)
        }
        None => return Err("its client_id URL has no host".into()),
    };
    let Some(first) = addrs.first().copied() else {
        return Err("its host has no address".into());
    };
    if test {
        if !addrs.iter().all(IpAddr::is_loopback) {
            return Err("the test-only allowance admits loopback documents only".into());
        }
    } else if let Some(bad) = addrs.iter().find(|a| !is_global(**a)) {
        return Err(format!(
            "its host has an address that is not global ({bad}): nothing was fetched"
        ));
    }
    let mut builder = crate::api::tls::trusting(reqwest::Client::builder(), None)
        .redirect(reqwest::redirect::Policy::none())
        .no_proxy()
        .timeout(TIMEOUT);
    if let Some(h) = &host {
        // The address checked is the one connected to: resolved once.
        builder = builder.resolve(h, SocketAddr::new(first, port));
    }
    let client = builder
        .build()
        .map_err(|_| "no HTTP client could be made".to_string())?;
    let mut resp = client
        .get(u.clone())
        .header(reqwest::header::ACCEPT, "application/json")
        .send()
        .await
        .map_err(|_| "it could not be fetched".to_string())?;
    if resp.status().is_redirection() {
        return Err("its URL answers with a redirect, which is not followed".into());
    }
    if resp.status() != reqwest::StatusCode::OK {
        return Err(format!("its URL answered {}", resp.status().as_u16()));
    }
    if resp.content_length().is_some_and(|n| n > MAX_BYTES as u64) {
        return Err("it is larger than 5 KiB".into());
    }
    let cache = resp
        .headers()
        .get(reqwest::header::CACHE_CONTROL)
        .and_then(|v| v.to_str().ok())
        .map(str::to_string);
    let mut body = Vec::new();
    while let Some(chunk) = resp
        .chunk()
        .await
        .map_err(|_| "it could not be read".to_string())?
    {
        body.extend_from_slice(&chunk);
        if body.len() > MAX_BYTES {
            return Err("it is larger than 5 KiB".into());
        }
    }
    let doc: Value = serde_json::from_slice(&body).map_err(|_| "it is not JSON".to_string())?;
    if doc.get("client_id").and_then(Value::as_str) != Some(client_id) {
        return Err("its client_id is not its own URL".into());
    }
    let uris: Vec<String> = match doc.get("redirect_uris").and_then(Value::as_array) {
        Some(a) if !a.is_empty() && a.len() <= 10 => a
            .iter()
            .map(|v| v.as_str().filter(|s| redirect_ok(s)).map(str::to_string))
            .collect::<Option<Vec<_>>>()
            .ok_or("a redirect URI in it is not https or loopback http, or not written as a URL parser writes it back (no spaces)")?,
        _ => return Err("it lists no redirect_uris (or more than 10)".into()),
    };
    if let Some(m) = doc.get("token_endpoint_auth_method") {
        if m.as_str() != Some("none") {
            return Err("only public clients are served (token_endpoint_auth_method none)".into());
        }
    }
    let name = doc
        .get("client_name")
        .and_then(Value::as_str)
        .map(|s| s.chars().take(200).collect());
    Ok(Fetched {
        name,
        redirect_uris: uris,
        fresh_ms: fresh_for(cache.as_deref()).as_millis() as i64,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::{AtomicUsize, Ordering};
    use std::sync::Arc;

    #[test]
    fn special_purpose_addresses_are_not_global() {
        for a in [
            "10.1.2.3",
            "127.0.0.1",
            "169.254.169.254",
            "172.20.0.1",
            "192.168.1.1",
            "100.64.0.1",
            "0.0.0.0",
            "198.18.0.1",
            "::1",
            "fe80::1",
            "fd00::1",
            "::ffff:127.0.0.1",
            "::ffff:10.0.0.1",
            "64:ff9b::a00:1",
            "2001:db8::1",
        ] {
            assert!(!is_global(a.parse().unwrap()), "{a}");
        }
        for a in [
            "93.184.216.34",
            "1.1.1.1",
            "2606:4700::1111",
            "::ffff:8.8.8.8",
        ] {
            assert!(is_global(a.parse().unwrap()), "{a}");
        }
    }

    #[test]
    fn cache_control_is_honoured_up_to_a_day() {
        assert_eq!(fresh_for(None), Duration::ZERO);
        assert_eq!(fresh_for(Some("max-age=60")), Duration::from_secs(60));
        assert_eq!(fresh_for(Some("public, max-age=999999")), MAX_FRESH);
        assert_eq!(fresh_for(Some("no-store, max-age=60")), Duration::ZERO);
    }

    /// Answers each call with the next list of addresses, counting calls.
    struct Scripted {
        answers: Vec<Vec<IpAddr>>,
        calls: AtomicUsize,
    }

    impl Resolve for Scripted {
        fn resolve<'a>(
            &'a self,
            _: &'a str,
            _: u16,
        ) -> BoxFuture<'a, std::io::Result<Vec<IpAddr>>> {
            let n = self.calls.fetch_add(1, Ordering::SeqCst);
            let a = self.answers.get(n).cloned().unwrap_or_default();
            Box::pin(async move { Ok(a) })
        }
    }

    #[tokio::test]
    async fn a_metadata_url_on_a_private_address_is_refused_before_any_fetch() {
        let none = Scripted {
            answers: vec![],
            calls: AtomicUsize::new(0),
        };
        for id in [
            "https://127.0.0.1/client.json",
            "https://[::1]/client.json",
            "https://10.0.0.8/client.json",
            "https://169.254.169.254/latest/meta-data",
        ] {
            let e = fetch(id, None, &none).await.unwrap_err();
            assert!(e.contains("not global"), "{id}: {e}");
        }
        // A name with one private address among public ones.
        let mixed = Scripted {
            answers: vec![vec![
                "93.184.216.34".parse().unwrap(),
                "10.0.0.8".parse().unwrap(),
            ]],
            calls: AtomicUsize::new(0),
        };
        let e = fetch("https://client.example/c.json", None, &mixed)
            .await
            .unwrap_err();
        assert!(e.contains("not global"), "{e}");
        // Not https on 443.
        for id in [
            "http://client.example/c.json",
            "https://client.example:8443/c.json",
            "https://client.example/",
        ] {
            assert!(fetch(id, None, &none).await.is_err(), "{id}");
        }
    }

    /// A document server on loopback for `rebind.test`: (its client_id,
    /// its port, how many requests it got).
    async fn serve_document() -> (String, u16, Arc<AtomicUsize>) {
        let l = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let port = l.local_addr().unwrap().port();
        let id = format!("http://rebind.test:{port}/client.json");
        let body = serde_json::json!({
            "client_id": id,
            "client_name": "Rebinder",
            "redirect_uris": ["http://127.0.0.1:9/cb"],
        })
        .to_string();
        let hits = Arc::new(AtomicUsize::new(0));
        let seen = Arc::clone(&hits);
        let app = axum::Router::new().route(
            "/client.json",
            axum::routing::get(move || {
                seen.fetch_add(1, Ordering::SeqCst);
                let body = body.clone();
                async move { ([("cache-control", "max-age=120")], body) }
            }),
        );
        crate::task::spawn(async move { axum::serve(l, app).await });
        (id, port, hits)
    }

    #[tokio::test]
    async fn a_metadata_host_that_resolves_to_a_private_address_the_second_time_is_fetched_from_the_first(
    ) {
        // The test allowance admits loopback on this port; the name
        // resolves once, to loopback, and the second answer (a private
        // address elsewhere) is never asked for: the fetch connects to the
        // address it checked.
        let (id, port, hits) = serve_document().await;
        let resolver = Scripted {
            answers: vec![
                vec!["127.0.0.1".parse().unwrap()],
                vec!["10.0.0.8".parse().unwrap()],
            ],
            calls: AtomicUsize::new(0),
        };
        let allow = ("rebind.test".to_string(), port);
        let got = fetch(&id, Some(&allow), &resolver)
            .await
            .unwrap_or_else(|e| panic!("{id}: {e}"));
        assert_eq!(got.redirect_uris, ["http://127.0.0.1:9/cb"]);
        assert_eq!(got.fresh_ms, 120_000);
        assert_eq!(resolver.calls.load(Ordering::SeqCst), 1);
        assert_eq!(hits.load(Ordering::SeqCst), 1);
        // Without the allowance the same loopback answer is refused.
        let again = Scripted {
            answers: vec![vec!["127.0.0.1".parse().unwrap()]],
            calls: AtomicUsize::new(0),
        };
        assert!(fetch(&id, None, &again).await.is_err());
    }
}
