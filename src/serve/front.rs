//! Who may talk to the gateway, before anything else is read: the peer
//! (on a plain listener off loopback, only the TLS-terminating proxies
//! `--trust-proxy-headers` names), the client behind a trusted proxy
//! (`X-Forwarded-For`, read from those proxies only), and the `Host` and
//! `Origin` (the public URL's; a loopback one only from a loopback client).
//!
//! Addresses are judged canonical: on a dual-stack listener (`[::]:PORT`)
//! an IPv4 peer arrives as `::ffff:a.b.c.d`, and must meet the IPv4 CIDRs
//! and the loopback rule as the IPv4 address it is.

use std::net::{IpAddr, Ipv4Addr, Ipv6Addr, SocketAddr};

use axum::http::{header, HeaderMap, StatusCode, Uri};

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

/// Why a request is refused at the door.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Refused {
    /// 403: not this gateway's `Host` or `Origin`, or a peer plain HTTP is
    /// not served to.
    Forbidden(&'static str),
    /// 400: a head no one may act on as it is (two `Host` fields, a target
    /// naming another host than `Host`, a trusted proxy's schemes that
    /// disagree: which one a proxy in between acted on is unknowable, RFC
    /// 9112 section 3.2).
    Malformed(&'static str),
}

impl Refused {
    pub fn status(self) -> StatusCode {
        match self {
            Refused::Forbidden(_) => StatusCode::FORBIDDEN,
            Refused::Malformed(_) => StatusCode::BAD_REQUEST,
        }
    }

    /// The error code of the interface's error body.
    pub fn code(self) -> &'static str {
        match self {
            Refused::Forbidden(_) => "forbidden",
            Refused::Malformed(_) => "bad_request",
        }
    }

    pub fn why(self) -> &'static str {
        match self {
            Refused::Forbidden(why) | Refused::Malformed(why) => why,
        }
    }
}

/// A trusted proxy's `X-Forwarded-Proto` values that disagree.
const PROTO_DISAGREES: Refused = Refused::Malformed(
    "the X-Forwarded-Proto values disagree (or one is not text); the proxy must send one scheme",
);

/// The client behind a trusted proxy whose `X-Forwarded-For` does not say
/// who it is (an entry that is no address, or only `Forwarded`): judged as
/// no one in particular — never loopback — and logged as `0.0.0.0`.
pub const UNKNOWN_CLIENT: IpAddr = IpAddr::V4(Ipv4Addr::UNSPECIFIED);

fn is_loopback_name(host: &str) -> bool {
    let h = host.trim_start_matches('[').trim_end_matches(']');
    h.eq_ignore_ascii_case("localhost")
        || h.parse::<IpAddr>()
            .is_ok_and(|ip| ip.to_canonical().is_loopback())
}

/// One `X-Forwarded-For` entry's address: bare, or with the port some
/// proxies append (`203.0.113.9:4444`, `[2001:db8::1]:4444`, `[::1]`).
fn forwarded_addr(entry: &str) -> Option<IpAddr> {
    let e = entry.trim();
    let ip = e
        .parse::<IpAddr>()
        .ok()
        .or_else(|| e.parse::<SocketAddr>().ok().map(|a| a.ip()))
        .or_else(|| {
            e.strip_prefix('[')?
                .strip_suffix(']')?
                .parse::<Ipv6Addr>()
                .ok()
                .map(IpAddr::V6)
        })?;
    Some(ip.to_canonical())
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
    /// proxy the last entry of `X-Forwarded-For` that is not one of the
    /// trusted proxies. Nobody else's `X-Forwarded-For` is ever read. That
    /// entry is the client's claim as the proxy heard it: one that is no
    /// address (or a trusted proxy that sent only `Forwarded`, which is not
    /// read) makes the client [`UNKNOWN_CLIENT`], never the proxy itself —
    /// a proxy on loopback would otherwise lend its loopback to anyone.
    pub fn client(&self, peer: IpAddr, headers: &HeaderMap) -> IpAddr {
        let peer = peer.to_canonical();
        if !self.trusts(peer) {
            return peer;
        }
        // A value that is not text is one entry that is no address.
        let chain: Vec<Option<IpAddr>> = headers
            .get_all("x-forwarded-for")
            .iter()
            .flat_map(|v| match v.to_str() {
                Ok(text) => text
                    .split(',')
                    .filter(|e| !e.trim().is_empty())
                    .map(forwarded_addr)
                    .collect(),
                Err(_) => vec![None],
            })
            .collect();
        if chain.is_empty() && headers.contains_key(header::FORWARDED) {
            return UNKNOWN_CLIENT;
        }
        for entry in chain.iter().rev() {
            match entry {
                Some(ip) if self.trusts(*ip) => {}
                Some(ip) => return *ip,
                None => return UNKNOWN_CLIENT,
            }
        }
        peer
    }

    /// The scheme the client used: the listener's, or a trusted proxy's
    /// `X-Forwarded-Proto`. Every value counts, each field and each entry
    /// of a comma list: values that disagree (`https` and `http`, or one
    /// that is not text) are refused, 400, as two `Host`s are — which one
    /// another hop acted on is unknowable.
    fn scheme_of(&self, peer: IpAddr, headers: &HeaderMap) -> Result<String, Refused> {
        if !self.trusts(peer) {
            return Ok(self.scheme.to_string());
        }
        let mut said: Option<String> = None;
        for v in headers.get_all("x-forwarded-proto") {
            let text = v.to_str().map_err(|_| PROTO_DISAGREES)?;
            for entry in text.split(',').map(str::trim).filter(|e| !e.is_empty()) {
                let entry = entry.to_ascii_lowercase();
                match &said {
                    Some(first) if *first != entry => return Err(PROTO_DISAGREES),
                    Some(_) => {}
                    None => said = Some(entry),
                }
            }
        }
        Ok(said.unwrap_or_else(|| self.scheme.to_string()))
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

    /// The door's check of one request with an origin-form target
    /// (`GET /path`): the client it comes from, or why it is refused.
    pub fn check(&self, peer: IpAddr, headers: &HeaderMap) -> Result<IpAddr, Refused> {
        self.check_request(peer, &Uri::from_static("/"), headers)
    }

    /// The door's check of one request: the client it comes from, or why
    /// it is refused. An absolute-form target (`GET http://host/path`,
    /// RFC 9112 section 3.2.2: the server takes the target's authority and
    /// ignores `Host`) must name this gateway by the rule `Host` meets, and
    /// name what `Host` names: a proxy in between may have routed by
    /// either.
    pub fn check_request(
        &self,
        peer: IpAddr,
        target: &Uri,
        headers: &HeaderMap,
    ) -> Result<IpAddr, Refused> {
        let peer = peer.to_canonical();
        if self.proxies_only && !self.trusts(peer) && !peer.is_loopback() {
            return Err(Refused::Forbidden(
                "this gateway serves plain HTTP only to its TLS-terminating proxies",
            ));
        }
        // Only the first of two would be checked, and another hop may act
        // on the second.
        if headers.get_all(header::HOST).iter().nth(1).is_some() {
            return Err(Refused::Malformed(
                "the request has more than one Host header; send one",
            ));
        }
        if headers.get_all(header::ORIGIN).iter().nth(1).is_some() {
            return Err(Refused::Forbidden(
                "the request has more than one Origin header",
            ));
        }
        let client = self.client(peer, headers);
        let scheme = self.scheme_of(peer, headers)?;
        let host = headers
            .get(header::HOST)
            .and_then(|v| v.to_str().ok())
            .and_then(|h| authority(h, &scheme));
        let host = match host {
            Some((h, p)) if self.names_us(&h, p, client) => (h, p),
            _ => {
                return Err(Refused::Forbidden(
                    "the Host header does not name this gateway",
                ))
            }
        };
        if let Some(named) = target.authority() {
            let scheme = match target.scheme_str() {
                Some(s) if s.eq_ignore_ascii_case("http") || s.eq_ignore_ascii_case("https") => {
                    s.to_ascii_lowercase()
                }
                _ => return Err(Refused::Malformed(
                    "the request target's scheme is neither http nor https; send the path alone",
                )),
            };
            match authority(named.as_str(), &scheme) {
                Some((h, p)) if self.names_us(&h, p, client) => {
                    if (h, p) != host {
                        return Err(Refused::Malformed(
                            "the request target and the Host header name different hosts; send the path alone, or one host in both",
                        ));
                    }
                }
                _ => {
                    return Err(Refused::Forbidden(
                        "the request target does not name this gateway",
                    ))
                }
            }
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
                return Err(Refused::Forbidden("the Origin is not this gateway's"));
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

    #[test]
    fn a_mapped_ipv4_peer_on_a_dual_stack_listener_is_judged_as_ipv4() {
        // `--listen [::]:PORT`: IPv4 peers arrive as ::ffff:a.b.c.d.
        let front = proxied_gateway();
        let proxy: IpAddr = "::ffff:10.1.2.3".parse().unwrap();
        let via = headers(&[
            ("host", "gw.example.com"),
            ("x-forwarded-for", "203.0.113.5"),
            ("x-forwarded-proto", "https"),
        ]);
        assert_eq!(front.check(proxy, &via), Ok("203.0.113.5".parse().unwrap()));
        let lo: IpAddr = "::ffff:127.0.0.1".parse().unwrap();
        let h = headers(&[("host", "127.0.0.1:8787")]);
        assert_eq!(
            loopback_gateway().check(lo, &h),
            Ok("127.0.0.1".parse().unwrap())
        );
        // A mapped loopback in X-Forwarded-For is loopback too, and a
        // mapped far address is not.
        let far = headers(&[
            ("host", "127.0.0.1:8787"),
            ("x-forwarded-for", "::ffff:203.0.113.5"),
        ]);
        assert_eq!(
            front.client(proxy, &far),
            "203.0.113.5".parse::<IpAddr>().unwrap()
        );
        assert!(front.check(proxy, &far).is_err());
    }

    #[test]
    fn two_host_headers_are_400_and_two_origins_are_403() {
        let front = loopback_gateway();
        let lo: IpAddr = "127.0.0.1".parse().unwrap();
        for hosts in [
            ["127.0.0.1:8787", "evil.example"],
            ["127.0.0.1:8787", "127.0.0.1:8787"],
        ] {
            let h = headers(&[("host", hosts[0]), ("host", hosts[1])]);
            let refused = front.check(lo, &h).unwrap_err();
            assert_eq!(refused.status(), StatusCode::BAD_REQUEST, "{hosts:?}");
        }
        let h = headers(&[
            ("host", "127.0.0.1:8787"),
            ("origin", "http://127.0.0.1:8787"),
            ("origin", "https://evil.example"),
        ]);
        assert_eq!(
            front.check(lo, &h).unwrap_err().status(),
            StatusCode::FORBIDDEN
        );
    }

    #[test]
    fn an_x_forwarded_for_entry_with_a_port_is_read_and_one_that_is_no_address_is_not_loopback() {
        let front = Front {
            trusted: vec![
                "127.0.0.1/32".parse().unwrap(),
                "10.0.0.0/8".parse().unwrap(),
            ],
            ..loopback_gateway()
        };
        let proxy: IpAddr = "127.0.0.1".parse().unwrap();
        let client_of = |xff: &str| {
            front.client(
                proxy,
                &headers(&[("host", "127.0.0.1:8787"), ("x-forwarded-for", xff)]),
            )
        };
        let ip = |s: &str| s.parse::<IpAddr>().unwrap();
        assert_eq!(client_of("203.0.113.9:4444"), ip("203.0.113.9"));
        assert_eq!(client_of("[2001:db8::1]:4444"), ip("2001:db8::1"));
        assert_eq!(client_of("[2001:db8::1]"), ip("2001:db8::1"));
        assert_eq!(
            client_of("198.51.100.1, 203.0.113.9:4444, 10.0.0.7:80"),
            ip("203.0.113.9")
        );
        // Forged behind an entry that is no address: not loopback, so the
        // loopback Host (and the log) cannot be had that way.
        for forged in [
            "127.0.0.1, 203.0.113.9:x",
            "127.0.0.1, unknown",
            "127.0.0.1, _hidden",
        ] {
            assert_eq!(client_of(forged), UNKNOWN_CLIENT, "{forged}");
            let h = headers(&[("host", "127.0.0.1:8787"), ("x-forwarded-for", forged)]);
            assert!(front.check(proxy, &h).is_err(), "{forged}");
        }
        // The proxy's own loopback is not lent to a client it names only
        // in `Forwarded` (not read).
        let h = headers(&[("host", "127.0.0.1:8787"), ("forwarded", "for=203.0.113.9")]);
        assert_eq!(front.client(proxy, &h), UNKNOWN_CLIENT);
        assert!(front.check(proxy, &h).is_err());
        // With neither, the client is the proxy (a local one in front).
        let h = headers(&[("host", "127.0.0.1:8787")]);
        assert_eq!(front.check(proxy, &h), Ok(proxy));
    }

    #[test]
    fn an_absolute_form_target_is_judged_by_its_authority_and_must_agree_with_host() {
        let front = loopback_gateway();
        let lo: IpAddr = "127.0.0.1".parse().unwrap();
        let uri = |u: &str| u.parse::<Uri>().unwrap();
        let ours = headers(&[("host", "127.0.0.1:8787")]);
        // Our own authority in both: passes, as the path alone does.
        assert_eq!(
            front.check_request(lo, &uri("http://127.0.0.1:8787/api/v1/jobs"), &ours),
            Ok(lo)
        );
        assert_eq!(front.check_request(lo, &uri("/api/v1/jobs"), &ours), Ok(lo));
        // Another host in the target: refused as a foreign Host is.
        for target in [
            "http://evil.example/api/v1/jobs",
            "http://127.0.0.1:9999/api/v1/jobs",
            "http://user@127.0.0.1:8787/api/v1/jobs",
        ] {
            let refused = front.check_request(lo, &uri(target), &ours).unwrap_err();
            assert_eq!(refused.status(), StatusCode::FORBIDDEN, "{target}");
        }
        // And the other way round: our target, a foreign Host.
        let foreign = headers(&[("host", "evil.example")]);
        let refused = front
            .check_request(lo, &uri("http://127.0.0.1:8787/api/v1/jobs"), &foreign)
            .unwrap_err();
        assert_eq!(refused.status(), StatusCode::FORBIDDEN);
        // Both ours, but not the same: which one a hop routed by is unknown.
        let refused = front
            .check_request(lo, &uri("http://localhost:8787/api/v1/jobs"), &ours)
            .unwrap_err();
        assert_eq!(refused.status(), StatusCode::BAD_REQUEST);
        // A target of another scheme is no request for this gateway.
        let refused = front
            .check_request(lo, &uri("ftp://127.0.0.1:8787/api/v1/jobs"), &ours)
            .unwrap_err();
        assert_eq!(refused.status(), StatusCode::BAD_REQUEST);
        // The scheme's default port counts, as for Host.
        let public = proxied_gateway();
        let proxy: IpAddr = "10.1.2.3".parse().unwrap();
        let via = headers(&[("host", "gw.example.com"), ("x-forwarded-proto", "https")]);
        assert!(public
            .check_request(proxy, &uri("https://gw.example.com/api/v1/jobs"), &via)
            .is_ok());
        assert!(public
            .check_request(proxy, &uri("http://gw.example.com/api/v1/jobs"), &via)
            .is_err());
    }

    #[test]
    fn x_forwarded_proto_values_that_disagree_are_400_and_x_forwarded_host_is_never_read() {
        let front = proxied_gateway();
        let proxy: IpAddr = "10.1.2.3".parse().unwrap();
        let stranger_lo: IpAddr = "127.0.0.1".parse().unwrap();
        let check = |pairs: &[(&str, &str)]| {
            let mut all = vec![("host", "gw.example.com")];
            all.extend_from_slice(pairs);
            front.check(proxy, &headers(&all))
        };
        for protos in [
            &[
                ("x-forwarded-proto", "https"),
                ("x-forwarded-proto", "http"),
            ][..],
            &[
                ("x-forwarded-proto", "http"),
                ("x-forwarded-proto", "https"),
            ][..],
            &[("x-forwarded-proto", "https, http")][..],
            &[("x-forwarded-proto", "http,https")][..],
        ] {
            let refused = check(protos).unwrap_err();
            assert_eq!(refused.status(), StatusCode::BAD_REQUEST, "{protos:?}");
        }
        // One scheme, said once or more: read.
        assert!(check(&[("x-forwarded-proto", "https")]).is_ok());
        assert!(check(&[("x-forwarded-proto", "HTTPS, https")]).is_ok());
        assert!(check(&[
            ("x-forwarded-proto", "https"),
            ("x-forwarded-proto", "https")
        ])
        .is_ok());
        // A value that is not text disagrees with any.
        let mut h = headers(&[("host", "gw.example.com"), ("x-forwarded-proto", "https")]);
        h.append(
            "x-forwarded-proto",
            HeaderValue::from_bytes(b"http\xff").unwrap(),
        );
        assert_eq!(
            front.check(proxy, &h).unwrap_err().status(),
            StatusCode::BAD_REQUEST
        );
        // Not read from anyone else: a peer not trusted is judged by the
        // listener's scheme whatever it sends.
        let lo_front = loopback_gateway();
        let h = headers(&[
            ("host", "127.0.0.1:8787"),
            ("x-forwarded-proto", "https"),
            ("x-forwarded-proto", "http"),
        ]);
        assert!(lo_front.check(stranger_lo, &h).is_ok());
        // X-Forwarded-Host is never read: it neither admits a foreign Host
        // nor refuses our own.
        assert!(check(&[
            ("x-forwarded-proto", "https"),
            ("x-forwarded-host", "evil.example")
        ])
        .is_ok());
        let h = headers(&[
            ("host", "evil.example"),
            ("x-forwarded-proto", "https"),
            ("x-forwarded-host", "gw.example.com"),
        ]);
        assert!(front.check(proxy, &h).is_err());
    }
}
