//! Who may talk to the gateway, before anything else is read: the peer
//! (on a plain listener off loopback, only the TLS-terminating proxies
//! `--trust-proxy-headers` names), the client behind a trusted proxy
//! (`X-Forwarded-For`, read from those proxies only), and the `Host` and
//! `Origin` (the public URL's; a loopback one only from a loopback client).

use std::net::IpAddr;

use axum::http::{header, HeaderMap};

/// The rules of one gateway.
#[derive(Debug, Clone)]
pub struct Front {
    /// The public URL's scheme, host (lowercase) and port.
    pub public: Option<(String, String, u16)>,
    /// The port the gateway listens on, and its scheme there.
    pub port: u16,
    pub scheme: &'static str,
    /// The proxies whose `X-Forwarded-*` are read.
    pub trusted: Vec<ipnet::IpNet>,
    /// Plain HTTP off loopback: served to the trusted proxies only.
    pub proxies_only: bool,
}

/// Why a request is refused at the door (403).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Refused(pub &'static str);

fn is_loopback_name(host: &str) -> bool {
    let h = host.trim_start_matches('[').trim_end_matches(']');
    h.eq_ignore_ascii_case("localhost") || h.parse::<IpAddr>().is_ok_and(|ip| ip.is_loopback())
}

/// `host[:port]` split, lowercased, the port defaulting to the scheme's.
fn authority(text: &str, scheme: &str) -> Option<(String, u16)> {
    let default = if scheme == "https" { 443 } else { 80 };
    let text = text.trim().to_ascii_lowercase();
    if text.is_empty() || text.contains(['/', '@', ' ']) {
        return None;
    }
    // An IPv6 literal keeps its brackets.
    let (host, port) = match text.rfind(':') {
        Some(at) if !text[at..].contains(']') => {
            (text[..at].to_string(), text[at + 1..].parse().ok()?)
        }
        _ => (text.clone(), default),
    };
    Some((host, port))
}

impl Front {
    fn trusts(&self, ip: IpAddr) -> bool {
        self.trusted.iter().any(|net| net.contains(&ip))
    }

    /// The client a request comes from: the peer, or behind a trusted
    /// proxy the last address of `X-Forwarded-For` that is not one of the
    /// trusted proxies. Nobody else's `X-Forwarded-For` is ever read.
    pub fn client(&self, peer: IpAddr, headers: &HeaderMap) -> IpAddr {
        if !self.trusts(peer) {
            return peer;
        }
        let chain: Vec<IpAddr> = headers
            .get_all("x-forwarded-for")
            .iter()
            .filter_map(|v| v.to_str().ok())
            .flat_map(|v| v.split(','))
            .filter_map(|a| a.trim().parse::<IpAddr>().ok())
            .collect();
        chain
            .iter()
            .rev()
            .find(|ip| !self.trusts(**ip))
            .copied()
            .unwrap_or(peer)
    }

    /// The scheme the client used: the listener's, or a trusted proxy's
    /// `X-Forwarded-Proto`.
    fn scheme_of(&self, peer: IpAddr, headers: &HeaderMap) -> String {
        if self.trusts(peer) {
            if let Some(p) = headers
                .get("x-forwarded-proto")
                .and_then(|v| v.to_str().ok())
            {
                return p.trim().to_ascii_lowercase();
            }
        }
        self.scheme.to_string()
    }

    /// Whether `host:port` (as the client sent it) names this gateway for
    /// `client`.
    fn names_us(&self, host: &str, port: u16, client: IpAddr) -> bool {
        if let Some((_, phost, pport)) = &self.public {
            if host == phost && port == *pport {
                return true;
            }
        }
        is_loopback_name(host) && port == self.port && client.is_loopback()
    }

    /// The door's check of one request: the client it comes from, or why
    /// it is refused.
    pub fn check(&self, peer: IpAddr, headers: &HeaderMap) -> Result<IpAddr, Refused> {
        if self.proxies_only && !self.trusts(peer) && !peer.is_loopback() {
            return Err(Refused(
                "this gateway serves plain HTTP only to its TLS-terminating proxies",
            ));
        }
        let client = self.client(peer, headers);
        let scheme = self.scheme_of(peer, headers);
        let host = headers
            .get(header::HOST)
            .and_then(|v| v.to_str().ok())
            .and_then(|h| authority(h, &scheme));
        match host {
            Some((h, p)) if self.names_us(&h, p, client) => {}
            _ => return Err(Refused("the Host header does not name this gateway")),
        }
        if let Some(origin) = headers.get(header::ORIGIN) {
            let ok = origin
                .to_str()
                .ok()
                .and_then(|o| url::Url::parse(o).ok())
                .filter(|u| matches!(u.scheme(), "http" | "https") && u.path() == "/")
                .and_then(|u| {
                    let h = u.host_str()?.to_ascii_lowercase();
                    let p = u.port_or_known_default()?;
                    Some(self.names_us(&h, p, client))
                })
                .unwrap_or(false);
            if !ok {
                return Err(Refused("the Origin is not this gateway's"));
            }
        }
        Ok(client)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use axum::http::HeaderValue;

    fn headers(pairs: &[(&str, &str)]) -> HeaderMap {
        let mut h = HeaderMap::new();
        for (k, v) in pairs {
            h.append(
                axum::http::HeaderName::from_bytes(k.as_bytes()).unwrap(),
                HeaderValue::from_str(v).unwrap(),
            );
        }
        h
    }

    fn loopback_gateway() -> Front {
        Front {
            public: None,
            port: 8787,
            scheme: "http",
            trusted: Vec::new(),
            proxies_only: false,
        }
    }

    fn proxied_gateway() -> Front {
        Front {
            public: Some(("https".into(), "gw.example.com".into(), 443)),
            port: 8787,
            scheme: "http",
            trusted: vec!["10.0.0.0/8".parse().unwrap()],
            proxies_only: true,
        }
    }

    #[test]
    fn a_loopback_host_from_a_non_loopback_peer_is_refused() {
        let front = loopback_gateway();
        let lo: IpAddr = "127.0.0.1".parse().unwrap();
        let far: IpAddr = "192.0.2.7".parse().unwrap();
        let h = headers(&[("host", "127.0.0.1:8787")]);
        assert_eq!(front.check(lo, &h), Ok(lo));
        assert!(front.check(far, &h).is_err());
        assert!(front
            .check(lo, &headers(&[("host", "localhost:8787")]))
            .is_ok());
        // Another port, another name, no Host: refused.
        assert!(front
            .check(lo, &headers(&[("host", "127.0.0.1:9999")]))
            .is_err());
        assert!(front
            .check(lo, &headers(&[("host", "evil.example")]))
            .is_err());
        assert!(front.check(lo, &HeaderMap::new()).is_err());
        // A foreign Origin is refused; our own passes.
        assert!(front
            .check(
                lo,
                &headers(&[
                    ("host", "127.0.0.1:8787"),
                    ("origin", "https://evil.example")
                ])
            )
            .is_err());
        assert!(front
            .check(
                lo,
                &headers(&[
                    ("host", "127.0.0.1:8787"),
                    ("origin", "http://127.0.0.1:8787")
                ])
            )
            .is_ok());
        assert!(front
            .check(
                lo,
                &headers(&[("host", "127.0.0.1:8787"), ("origin", "null")])
            )
            .is_err());
    }

    #[test]
    fn a_forged_x_forwarded_for_from_a_peer_not_trusted_is_ignored() {
        let front = proxied_gateway();
        let proxy: IpAddr = "10.1.2.3".parse().unwrap();
        let stranger: IpAddr = "192.0.2.9".parse().unwrap();
        let h = headers(&[
            ("host", "gw.example.com"),
            ("x-forwarded-for", "127.0.0.1"),
            ("x-forwarded-proto", "https"),
        ]);
        // Straight from a stranger: plain HTTP is for the proxies only.
        assert!(front.check(stranger, &h).is_err());
        assert_eq!(front.client(stranger, &h), stranger);
        // Through the proxy, the client is whom it names.
        let via = headers(&[
            ("host", "gw.example.com"),
            ("x-forwarded-for", "203.0.113.5, 10.9.9.9"),
            ("x-forwarded-proto", "https"),
        ]);
        assert_eq!(front.check(proxy, &via), Ok("203.0.113.5".parse().unwrap()));
        // A loopback Host through the proxy from a far client: refused.
        let lo_host = headers(&[
            ("host", "127.0.0.1:8787"),
            ("x-forwarded-for", "203.0.113.5"),
        ]);
        assert!(front.check(proxy, &lo_host).is_err());
    }
}
