//! Which proxy a request goes through: `HTTPS_PROXY`, `HTTP_PROXY`,
//! `ALL_PROXY` and `NO_PROXY` (either case, the lower-case one first) read
//! the way curl reads them, with one rule of our own: a loopback host (the
//! sandbox) never goes through a proxy, whatever the variables say, so the
//! key never reaches a proxy in clear text. reqwest's own reading of the
//! variables sends loopback through the proxy and so is switched off.

use std::net::IpAddr;

use url::Url;

use crate::config::base_url::is_loopback;
use crate::{Error, Result};

/// The proxy variables as read once from the environment.
#[derive(Debug, Clone, Default)]
pub struct Proxies {
    http: Option<ProxyUrl>,
    https: Option<ProxyUrl>,
    all: Option<ProxyUrl>,
    no_proxy: NoProxy,
}

/// A proxy named by a variable.
#[derive(Clone)]
pub struct ProxyUrl {
    /// As given, credentials included: only reqwest sees it.
    url: Url,
    /// The variable it came from (`HTTPS_PROXY`, `all_proxy`).
    pub var: String,
}

impl std::fmt::Debug for ProxyUrl {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{} ({})", self.shown(), self.var)
    }
}

impl ProxyUrl {
    /// The proxy's address with any user and password left out: what `-v`,
    /// `doctor` and errors print.
    pub fn shown(&self) -> String {
        let host = match self.url.host() {
            Some(url::Host::Ipv6(ip)) => format!("[{ip}]"),
            Some(h) => h.to_string(),
            None => "?".to_string(),
        };
        let port = self
            .url
            .port_or_known_default()
            .map(|p| format!(":{p}"))
            .unwrap_or_default();
        let creds = if self.url.username().is_empty() && self.url.password().is_none() {
            ""
        } else {
            " (with credentials)"
        };
        format!("{}://{host}{port}{creds}", self.url.scheme())
    }

    /// The URL reqwest connects through (credentials included).
    pub fn url(&self) -> &Url {
        &self.url
    }
}

impl Proxies {
    /// Reads the variables from this process's environment.
    pub fn from_env() -> Result<Proxies> {
        Self::from_vars(|name| std::env::var(name).ok())
    }

    /// Reads the variables through `get` (tests give their own).
    pub fn from_vars(get: impl Fn(&str) -> Option<String>) -> Result<Proxies> {
        let read = |name: &str| -> Result<Option<ProxyUrl>> {
            for var in [name.to_ascii_lowercase(), name.to_string()] {
                if let Some(v) = get(&var).filter(|v| !v.trim().is_empty()) {
                    return parse_proxy(&var, v.trim()).map(Some);
                }
            }
            Ok(None)
        };
        let no_proxy = ["no_proxy", "NO_PROXY"]
            .iter()
            .find_map(|v| get(v))
            .map(|v| NoProxy::parse(&v))
            .unwrap_or_default();
        Ok(Proxies {
            http: read("HTTP_PROXY")?,
            https: read("HTTPS_PROXY")?,
            all: read("ALL_PROXY")?,
            no_proxy,
        })
    }

    /// The proxy a request to `url` goes through: none for loopback or a host
    /// `NO_PROXY` names; else the scheme's variable, else `ALL_PROXY`. A
    /// proxy this tool cannot use (SOCKS) is refused here, before anything
    /// is sent, rather than bypassed.
    pub fn for_url(&self, url: &Url) -> Result<Option<&ProxyUrl>> {
        if is_loopback(url) || self.no_proxy.matches(url) {
            return Ok(None);
        }
        let chosen = match url.scheme() {
            "https" => self.https.as_ref(),
            "http" => self.http.as_ref(),
            _ => None,
        }
        .or(self.all.as_ref());
        let Some(p) = chosen else { return Ok(None) };
        match p.url.scheme() {
            "http" | "https" => Ok(Some(p)),
            scheme => Err(Error::usage(format!(
                "{} names a {scheme} proxy ({}), which talent does not support",
                p.var,
                p.shown()
            ))
            .with_hint(format!(
                "give an http:// proxy in {} (a CONNECT proxy), or exempt {} with NO_PROXY",
                if url.scheme() == "https" {
                    "HTTPS_PROXY"
                } else {
                    "HTTP_PROXY"
                },
                url.host_str().unwrap_or("the host")
            ))),
        }
    }

    /// Whether any proxy variable is set at all.
    pub fn any(&self) -> bool {
        self.http.is_some() || self.https.is_some() || self.all.is_some()
    }
}

/// A proxy variable's value: a URL, or `host:port` (http, as curl takes it).
fn parse_proxy(var: &str, value: &str) -> Result<ProxyUrl> {
    let with_scheme = if value.contains("://") {
        value.to_string()
    } else {
        format!("http://{value}")
    };
    match Url::parse(&with_scheme) {
        Ok(url) if url.host_str().is_some_and(|h| !h.is_empty()) => Ok(ProxyUrl {
            url,
            var: var.to_string(),
        }),
        // The value may hold a password: never echo it.
        _ => Err(
            Error::usage(format!("{var} is not a proxy URL")).with_hint(format!(
                "e.g. {var}=http://proxy.example.com:3128, or unset it"
            )),
        ),
    }
}

/// `NO_PROXY` as curl reads it: `*` (every host), host names (the name and
/// every name under it; a leading dot changes nothing), IP addresses and
/// CIDR ranges, separated by commas or spaces; case does not matter.
#[derive(Debug, Clone, Default)]
pub struct NoProxy {
    all: bool,
    names: Vec<String>,
    nets: Vec<(IpAddr, u8)>,
}

impl NoProxy {
    pub fn parse(value: &str) -> NoProxy {
        let mut out = NoProxy::default();
        for item in value
            .split([',', ' ', '\t'])
            .map(str::trim)
            .filter(|s| !s.is_empty())
        {
            if item == "*" {
                out.all = true;
                continue;
            }
            let (addr, bits) = match item.split_once('/') {
                Some((a, b)) => (a, b.parse::<u8>().ok()),
                None => (item, None),
            };
            let bare = addr.trim_start_matches('[').trim_end_matches(']');
            if let Ok(ip) = bare.parse::<IpAddr>() {
                let full = if ip.is_ipv4() { 32 } else { 128 };
                out.nets.push((ip, bits.unwrap_or(full).min(full)));
                continue;
            }
            // A port after a name is not part of the match (curl ignores it too).
            let name = item
                .rsplit_once(':')
                .filter(|(_, p)| p.chars().all(|c| c.is_ascii_digit()))
                .map_or(item, |(h, _)| h);
            out.names.push(
                name.trim_start_matches('.')
                    .trim_end_matches('.')
                    .to_ascii_lowercase(),
            );
        }
        out
    }

    pub fn matches(&self, url: &Url) -> bool {
        if self.all {
            return true;
        }
        match url.host() {
            Some(url::Host::Domain(d)) => {
                let d = d.trim_end_matches('.').to_ascii_lowercase();
                self.names.iter().any(|n| {
                    d == *n || d.strip_suffix(n.as_str()).is_some_and(|s| s.ends_with('.'))
                })
            }
            Some(url::Host::Ipv4(ip)) => self.nets.iter().any(|n| in_net(IpAddr::V4(ip), *n)),
            Some(url::Host::Ipv6(ip)) => self.nets.iter().any(|n| in_net(IpAddr::V6(ip), *n)),
            None => false,
        }
    }
}

fn in_net(ip: IpAddr, (net, bits): (IpAddr, u8)) -> bool {
    match (ip, net) {
        (IpAddr::V4(a), IpAddr::V4(b)) => {
            let mask = u32::MAX.checked_shl(32 - u32::from(bits)).unwrap_or(0);
            u32::from(a) & mask == u32::from(b) & mask
        }
        (IpAddr::V6(a), IpAddr::V6(b)) => {
            let mask = u128::MAX.checked_shl(128 - u32::from(bits)).unwrap_or(0);
            u128::from(a) & mask == u128::from(b) & mask
        }
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn proxies(vars: &[(&str, &str)]) -> Proxies {
        let vars: Vec<(String, String)> = vars
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect();
        Proxies::from_vars(|name| vars.iter().find(|(k, _)| k == name).map(|(_, v)| v.clone()))
            .unwrap()
    }

    fn via(p: &Proxies, url: &str) -> Option<String> {
        p.for_url(&Url::parse(url).unwrap())
            .unwrap()
            .map(|p| p.shown())
    }

    /// Regression (issue 22): with HTTP_PROXY set, a loopback base sent the
    /// key in clear text to the proxy.
    #[test]
    fn loopback_never_goes_through_a_proxy() {
        let p = proxies(&[
            ("HTTP_PROXY", "http://proxy:3128"),
            ("http_proxy", "http://proxy:3128"),
            ("ALL_PROXY", "http://proxy:3128"),
            ("HTTPS_PROXY", "http://proxy:3128"),
        ]);
        for url in [
            "http://127.0.0.1:8477/api/v1",
            "http://127.9.9.9/v1",
            "http://localhost:1/v1",
            "http://[::1]:8/v1",
            "https://localhost/v1",
        ] {
            assert_eq!(via(&p, url), None, "{url}");
        }
        assert_eq!(
            via(&p, "https://api.example.com/api/v1").as_deref(),
            Some("http://proxy:3128")
        );
    }

    #[test]
    fn each_scheme_has_its_variable_then_all_proxy() {
        let p = proxies(&[
            ("HTTPS_PROXY", "secure:8080"),
            ("ALL_PROXY", "http://all:1"),
        ]);
        assert_eq!(
            via(&p, "https://a.example/").as_deref(),
            Some("http://secure:8080")
        );
        assert_eq!(
            via(&p, "http://a.example/").as_deref(),
            Some("http://all:1")
        );
        // Lower case first, as curl.
        let p = proxies(&[
            ("https_proxy", "http://low:1"),
            ("HTTPS_PROXY", "http://up:1"),
        ]);
        assert_eq!(
            via(&p, "https://a.example/").as_deref(),
            Some("http://low:1")
        );
        assert_eq!(via(&proxies(&[]), "https://a.example/"), None);
    }

    #[test]
    fn no_proxy_follows_curl() {
        let p = |no: &str| proxies(&[("HTTPS_PROXY", "http://proxy:1"), ("NO_PROXY", no)]);
        let direct = |no: &str, url: &str| via(&p(no), url).is_none();
        assert!(direct("*", "https://api.example.com/"));
        assert!(direct("example.com", "https://api.example.com/"));
        assert!(direct("example.com", "https://example.com/"));
        assert!(direct(".example.com", "https://example.com/"));
        assert!(direct(".Example.COM", "https://a.b.example.com/"));
        assert!(!direct("example.com", "https://badexample.com/"));
        assert!(direct(
            "other.org, example.com:443",
            "https://api.example.com/"
        ));
        assert!(direct("10.0.0.0/8", "https://10.1.2.3/"));
        assert!(!direct("10.0.0.0/8", "https://11.1.2.3/"));
        assert!(direct("192.168.1.5", "https://192.168.1.5/"));
        assert!(direct("2001:db8::/32", "https://[2001:db8::1]/"));
        assert!(!direct("", "https://api.example.com/"));
    }

    #[test]
    fn credentials_never_show() {
        let p = proxies(&[("HTTPS_PROXY", "http://me:s3cret@proxy.corp:3128")]);
        let shown = via(&p, "https://api.example.com/").unwrap();
        assert_eq!(shown, "http://proxy.corp:3128 (with credentials)");
        assert!(!format!("{p:?}").contains("s3cret"));
        let e = Proxies::from_vars(|n| (n == "HTTPS_PROXY").then(|| "http://me:s3cret@".into()))
            .unwrap_err();
        assert!(!e.render_line().contains("s3cret"), "{}", e.render_line());
        assert_eq!(e.exit_code(), 2);
    }

    #[test]
    fn a_socks_proxy_is_refused_in_one_line() {
        let p = proxies(&[("ALL_PROXY", "socks5://me:pw@proxy:1080")]);
        let e = p
            .for_url(&Url::parse("https://api.example.com/").unwrap())
            .unwrap_err();
        assert_eq!(e.exit_code(), 2);
        let line = e.render_line();
        assert!(
            line.contains("socks5 proxy") && !line.contains("pw"),
            "{line}"
        );
        // Loopback is never proxied, so it is not refused either.
        assert!(p
            .for_url(&Url::parse("http://127.0.0.1:1/").unwrap())
            .unwrap()
            .is_none());
    }
}
