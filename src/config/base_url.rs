//! Where requests go: the one check of a base URL, used for what is stored
//! (`config set base_url`) and for what the client sends to (flag,
//! environment, config), and the rule that the key travels only over HTTPS
//! or to this machine.

use url::Url;

use crate::{Error, Result};

/// Checks a base URL: http(s), a host, no user or password (they would be
/// printed by `-v` and sent as a second credential), no query or fragment,
/// a path ending in `suffix` (`/api/v1` or `/v1`). `name` and `example`
/// word the error. Returns it without a trailing `/`, so joining paths never
/// doubles one.
pub fn check(name: &str, value: &str, suffix: &str, example: &str) -> Result<Url> {
    let hint = || format!("{name} ends in {suffix}, e.g. {example}");
    let trimmed = value.trim().trim_end_matches('/');
    let url = Url::parse(trimmed).map_err(|e| {
        Error::usage(format!("{name} {value:?} is not a valid URL: {e}")).with_hint(hint())
    })?;
    if !matches!(url.scheme(), "http" | "https") || url.host_str().is_none() {
        return Err(
            Error::usage(format!("{name} {value:?} is not an http(s) URL")).with_hint(hint()),
        );
    }
    if !url.username().is_empty() || url.password().is_some() {
        return Err(Error::usage(format!(
            "{name} must not carry a user or password ({}://…@{})",
            url.scheme(),
            url.host_str().unwrap_or("?")
        ))
        .with_hint("the API key is the only credential: TALENT_API_KEY or `talent auth login`"));
    }
    if url.query().is_some() || url.fragment().is_some() {
        return Err(Error::usage(format!(
            "{name} {value:?} must not have a query or fragment"
        ))
        .with_hint(hint()));
    }
    if !url.path().trim_end_matches('/').ends_with(suffix) {
        return Err(
            Error::usage(format!("{name} {value:?} does not end in {suffix}")).with_hint(hint()),
        );
    }
    Ok(url)
}

/// The key may go to `url`: HTTPS anywhere, plain HTTP only to loopback.
pub fn key_may_go_to(url: &Url) -> Result<()> {
    match url.scheme() {
        "https" => Ok(()),
        "http" if is_loopback(url) => Ok(()),
        _ => Err(Error::usage(format!(
            "refusing to send the API key over plain HTTP to {}",
            url.host_str().unwrap_or("?")
        ))
        .with_hint("use an https:// URL (plain http is allowed only for loopback addresses)")),
    }
}

/// `127.0.0.0/8`, `::1`, `::ffff:127.0.0.0/104` (IPv4-mapped) or `localhost`.
pub fn is_loopback(url: &Url) -> bool {
    match url.host() {
        Some(url::Host::Ipv4(ip)) => ip.is_loopback(),
        Some(url::Host::Ipv6(ip)) => {
            ip.is_loopback() || ip.to_ipv4_mapped().is_some_and(|v4| v4.is_loopback())
        }
        Some(url::Host::Domain(d)) => d.eq_ignore_ascii_case("localhost"),
        None => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn main(s: &str) -> Result<Url> {
        check("base_url", s, "/api/v1", "https://x/api/v1")
    }

    #[test]
    fn shapes_are_checked_and_normalised() {
        assert_eq!(
            main(" https://H.example/api/v1/ ").unwrap().as_str(),
            "https://h.example/api/v1"
        );
        assert!(main("ftp://x/api/v1").is_err());
        assert!(main("not a url").is_err());
        assert!(main("https://x/api/v1?a=1").is_err());
        assert!(main("https://x/v2").is_err());
    }

    /// Regression: `user:pass@` in a base URL was printed by `-v` and sent
    /// as a second Authorization.
    #[test]
    fn credentials_in_the_url_are_refused() {
        let e = main("https://me:secret@api.example.com/api/v1").unwrap_err();
        assert_eq!(e.exit_code(), 2);
        assert!(!e.render_line().contains("secret"), "{}", e.render_line());
        assert!(main("https://me@api.example.com/api/v1").is_err());
    }

    #[test]
    fn the_key_goes_over_https_or_to_loopback_only() {
        let ok = |s: &str| key_may_go_to(&Url::parse(s).unwrap()).is_ok();
        assert!(ok("https://api.example.com/api/v1"));
        assert!(ok("http://localhost:8080/api/v1"));
        assert!(ok("http://[::1]:8080/v1"));
        assert!(ok("http://127.0.0.1:9/v1"));
        assert!(!ok("http://10.0.0.5/api/v1"));
        assert!(!ok("http://[::ffff:10.0.0.5]/api/v1"));
    }

    /// Issue 44: url's IDNA runs on the unicode-rs crates (`idna_adapter`
    /// 1.1), not ICU4X; a non-ASCII host is still mapped (case folded,
    /// full-width letters narrowed) to its punycode, not refused as 1.0's
    /// ASCII-only back end would.
    #[test]
    fn a_non_ascii_host_is_mapped_to_punycode_without_icu() {
        let url = main("https://Bücher.example/api/v1").unwrap();
        assert_eq!(url.host_str(), Some("xn--bcher-kva.example"));
        let url = main("https://ｂüｃｈｅｒ.example/api/v1").unwrap();
        assert_eq!(url.host_str(), Some("xn--bcher-kva.example"));
        let url = main("https://παράδειγμα.δοκιμή/api/v1").unwrap();
        assert_eq!(url.host_str(), Some("xn--hxajbheg2az3al.xn--jxalpdlp"));
        // A label that UTS 46 refuses (a right-to-left label mixed with
        // left-to-right) is still refused.
        assert!(main("https://aא.example/api/v1").is_err());
    }

    /// Regression: `http://[::ffff:127.0.0.1]` was refused as non-loopback.
    #[test]
    fn ipv4_mapped_loopback_is_loopback() {
        let url = Url::parse("http://[::ffff:127.0.0.1]:8080/api/v1").unwrap();
        assert!(is_loopback(&url));
        assert!(key_may_go_to(&url).is_ok());
    }
}
