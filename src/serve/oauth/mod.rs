//! The gateway as the OAuth authorization server of its `/mcp` and
//! `/mcp/readonly` resources (cli.md, *serve*: "Authorization of `/mcp`",
//! "Sign-in and consent"; the MCP authorization specification).
//!
//! - `metadata`: RFC 9728 protected-resource metadata per resource and the
//!   RFC 8414 authorization-server metadata, all naming `--public-url`
//!   (never a request's headers).
//! - `consent`: authorize → the gateway's own consent page (CSRF token
//!   bound to a cookie) → on approve a signed `__Host-` cookie bound to the
//!   client and a single-use `state` (10 minutes) → the member's sign-in →
//!   the callback checks cookie and `state` → the code (60 s). A consent
//!   approved in one browser gives nothing to another (GHSA-c2jp-c369-7pvx).
//! - `token`: the code grant with PKCE `S256`, refresh-token rotation by
//!   family, `resource` bound (RFC 8707), revocation (RFC 7009).
//! - `register`: bounded dynamic client registration (RFC 7591).
//! - `cimd`: client ID metadata documents, fetched against server-side
//!   request forgery (global addresses only, resolved once, pinned).
//!
//! Everything shared lives in the team ledger (`ledger::pg::oauth`): codes,
//! states and tokens only as SHA-256. [`access_token`] is the check `/mcp`
//! calls for a bearer.

pub mod cimd;
pub mod consent;
pub mod metadata;
pub mod register;
pub mod seal;
pub mod token;

use std::sync::Arc;
use std::time::Duration;

use axum::http::{header, HeaderMap, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::Router;
use base64::Engine as _;
use serde_json::json;

use super::Gateway;
use crate::ledger::pg::oauth::OAuth;
use crate::mcp::engine::Scope;
use crate::{Error, Result};

/// The resources the gateway protects (paths under its public URL).
pub const RESOURCES: &[&str] = &["/mcp", "/mcp/readonly"];

/// How long a code lives.
pub const CODE_LIFE: Duration = Duration::from_secs(60);
/// How long an approved consent waits for the sign-in.
pub const STATE_LIFE: Duration = Duration::from_secs(600);
/// How long an access token lives.
pub const ACCESS_LIFE: Duration = Duration::from_secs(3600);
/// A refresh-token family's whole life, and how long it may sit unused.
pub const FAMILY_LIFE: Duration = Duration::from_secs(30 * 24 * 3600);
pub const FAMILY_IDLE: Duration = Duration::from_secs(7 * 24 * 3600);

/// The prefixes of what the gateway mints (each then 43 base64url
/// characters of 256 random bits).
pub const ACCESS_PREFIX: &str = "tla_";
pub const REFRESH_PREFIX: &str = "tlr_";
pub const CODE_PREFIX: &str = "tlc_";
pub const CLIENT_PREFIX: &str = "tlo_";

/// How the gateway serves OAuth (from `serve`'s flags).
#[derive(Debug, Clone, Default)]
pub struct Options {
    /// The gateway's URL: `--public-url`, else the ready line's `url` (no
    /// trailing slash). The issuer and every resource's base.
    pub url: String,
    /// The test-only `TALENT_SERVE_CIMD_ALLOW=HOST:PORT` (refused by
    /// `serve` unless `TALENT_TIME_SCALE` is other than 1): a loopback
    /// metadata document there is admitted.
    pub cimd_allow: Option<(String, u16)>,
}

/// The OAuth state of one gateway: its options, the ledger's side, the
/// cookie key (read once from the ledger, the same on every replica).
pub struct Server {
    pub options: Options,
    store: OAuth,
    seal: tokio::sync::OnceCell<seal::Seal>,
}

impl Server {
    pub fn new(options: Options, store: OAuth) -> Server {
        Server {
            options,
            store,
            seal: tokio::sync::OnceCell::new(),
        }
    }

    /// The ledger's side (for blocking calls).
    pub fn store(&self) -> OAuth {
        self.store.clone()
    }

    /// The key that signs cookies and CSRF tokens.
    pub async fn seal(&self) -> Result<&seal::Seal> {
        self.seal
            .get_or_try_init(|| async {
                let store = self.store.clone();
                let fresh = random_hex(32)?;
                let secret = blocking(move || store.seal_secret(&fresh)).await?;
                Ok(seal::Seal::new(&secret))
            })
            .await
    }

    /// The issuer: the gateway's URL.
    pub fn issuer(&self) -> &str {
        &self.options.url
    }

    /// A resource's URL (`path` one of [`RESOURCES`]).
    pub fn resource_url(&self, path: &str) -> String {
        format!("{}{path}", self.options.url)
    }

    /// A resource's protected-resource metadata URL (RFC 9728, the
    /// well-known path inserted before the resource's path).
    pub fn resource_metadata_url(&self, path: &str) -> String {
        format!(
            "{}/.well-known/oauth-protected-resource{path}",
            self.options.url
        )
    }

    /// The resource path a `resource` parameter names exactly, if any.
    pub fn resource_of(&self, resource: &str) -> Option<&'static str> {
        RESOURCES
            .iter()
            .copied()
            .find(|p| self.resource_url(p) == resource)
    }
}

/// A blocking ledger call off the async workers.
pub async fn blocking<T: Send + 'static>(
    f: impl FnOnce() -> Result<T> + Send + 'static,
) -> Result<T> {
    crate::task::spawn_blocking(f)
        .await
        .unwrap_or_else(|_| Err(Error::ledger("the ledger's lookup stopped")))
}

/// `n` random bytes in lowercase hex.
pub fn random_hex(n: usize) -> Result<String> {
    let mut bits = vec![0u8; n];
    getrandom::fill(&mut bits).map_err(|e| Error::failure(format!("no random bits: {e}")))?;
    Ok(bits.iter().map(|b| format!("{b:02x}")).collect())
}

/// A fresh secret: `prefix` and 43 base64url characters of 256 bits.
pub fn mint(prefix: &str) -> Result<String> {
    let mut bits = [0u8; 32];
    getrandom::fill(&mut bits).map_err(|e| Error::failure(format!("no random bits: {e}")))?;
    Ok(format!(
        "{prefix}{}",
        base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(bits)
    ))
}

/// Whether `text` has the form of what [`mint`] makes with `prefix`.
pub fn minted(text: &str, prefix: &str) -> bool {
    text.strip_prefix(prefix).is_some_and(|rest| {
        rest.len() == 43
            && rest
                .bytes()
                .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
    })
}

/// SHA-256 in lowercase hex (what the ledger keeps of a secret).
pub fn digest(text: &str) -> String {
    super::token::digest(text)
}

/// PKCE S256 of a verifier (RFC 7636 4.2): base64url of its SHA-256.
pub fn s256(verifier: &str) -> String {
    let d = ring::digest::digest(&ring::digest::SHA256, verifier.as_bytes());
    base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(d.as_ref())
}

/// The scopes a member's grants let a token hold: `talent:read` always,
/// `talent:candidates` with `search` or `unlock`, the others with the
/// grant of their name.
pub fn scopes_for(grants: &[String]) -> Vec<Scope> {
    let has = |g: &str| grants.iter().any(|x| x == g);
    Scope::ALL
        .iter()
        .copied()
        .filter(|s| match s {
            Scope::Read => true,
            Scope::Candidates => has("search") || has("unlock"),
            Scope::Outreach => has("outreach"),
            Scope::Jobs => has("jobs"),
            Scope::Webhooks => has("webhooks"),
        })
        .collect()
}

/// The scopes a resource (`path`, one of [`RESOURCES`]) serves: those its
/// tools take. A token for a resource never holds another.
pub fn resource_scopes(path: &str) -> Vec<Scope> {
    Resource::of_path(path)
        .map(|r| r.scopes())
        .unwrap_or_default()
}

/// A scope by its name.
pub fn scope_named(name: &str) -> Option<Scope> {
    Scope::ALL.iter().copied().find(|s| s.as_str() == name)
}

/// What a live access token grants on a resource.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TokenGrant {
    pub member: String,
    /// The member's grants (`search`, `unlock`, …), as a member token's.
    pub grants: Vec<String>,
    /// The scopes the token holds (within what the grants allow).
    pub scopes: Vec<Scope>,
    pub client_id: String,
    /// The consent it came from (`serve grant list`'s id).
    pub grant_id: i64,
}

/// The check of an OAuth access token presented as the bearer on `/mcp`
/// or `/mcp/readonly` (`resource_path`, one of [`RESOURCES`]): whom it
/// names when it is live, unexpired, for exactly that resource, its
/// family, grant and member live (one ledger statement, on every
/// request). `Ok(None)` for anything else (401 `invalid_token`); `Err`
/// when the ledger is away (503). The scopes are bounded again by the
/// member's grants as they are now.
pub async fn access_token(
    gw: &Gateway,
    bearer: &str,
    resource_path: &str,
) -> Result<Option<TokenGrant>> {
    if !minted(bearer, ACCESS_PREFIX) || !RESOURCES.contains(&resource_path) {
        return Ok(None);
    }
    let server = gw.oauth();
    let (store, sha, resource) = (
        server.store(),
        digest(bearer),
        server.resource_url(resource_path),
    );
    let Some(row) = blocking(move || store.access(&sha, &resource)).await? else {
        return Ok(None);
    };
    let allowed = scopes_for(&row.grants);
    let served = resource_scopes(resource_path);
    let scopes = row
        .scopes
        .iter()
        .filter_map(|s| scope_named(s))
        .filter(|s| allowed.contains(s) && served.contains(s))
        .collect();
    Ok(Some(TokenGrant {
        member: row.member,
        grants: row.grants,
        scopes,
        client_id: row.client_id,
        grant_id: row.grant_id,
    }))
}

/// The OAuth routes, for the gateway's router to merge.
pub fn routes() -> Router<Arc<Gateway>> {
    use axum::routing::{get, post};
    Router::new()
        .route(
            "/.well-known/oauth-authorization-server",
            get(metadata::authorization_server),
        )
        .route(
            "/.well-known/oauth-protected-resource/mcp",
            get(metadata::protected_mcp),
        )
        .route(
            "/.well-known/oauth-protected-resource/mcp/readonly",
            get(metadata::protected_readonly),
        )
        .route(
            consent::AUTHORIZE,
            get(consent::authorize).post(consent::decide),
        )
        .route(consent::CALLBACK, get(consent::callback))
        .route(token::TOKEN, post(token::token))
        .route(token::REVOKE, post(token::revoke))
        .route(register::REGISTER, post(register::register))
}

/// A JSON answer never cached.
pub fn json_reply(status: StatusCode, body: serde_json::Value) -> Response {
    let mut r = (status, axum::Json(body)).into_response();
    let h = r.headers_mut();
    h.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    h.insert(header::PRAGMA, HeaderValue::from_static("no-cache"));
    r
}

/// An OAuth error answer (RFC 6749 5.2).
pub fn oauth_error(status: StatusCode, error: &str, description: &str) -> Response {
    json_reply(
        status,
        json!({"error": error, "error_description": description}),
    )
}

/// The ledger away: 503 with nothing of the database's words.
pub fn ledger_away(gw: &Gateway, e: &Error) -> Response {
    (gw.parts.log)(&format!(
        "ledger unavailable (oauth): {}",
        gw.masked(&e.message)
    ));
    oauth_error(
        StatusCode::SERVICE_UNAVAILABLE,
        "temporarily_unavailable",
        "the gateway's team ledger is unavailable",
    )
}

/// The cookie `name` of a request, if it has one.
pub fn cookie_of(headers: &HeaderMap, name: &str) -> Option<String> {
    headers
        .get_all(header::COOKIE)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(';'))
        .filter_map(|kv| kv.trim().split_once('='))
        .find(|(k, _)| *k == name)
        .map(|(_, v)| v.to_string())
}

/// Whether a URL's host is loopback (`localhost`, 127/8, ::1).
pub fn loopback_host(u: &url::Url) -> bool {
    match u.host() {
        Some(url::Host::Domain(d)) => d.eq_ignore_ascii_case("localhost"),
        Some(url::Host::Ipv4(ip)) => ip.is_loopback(),
        Some(url::Host::Ipv6(ip)) => ip.is_loopback(),
        None => false,
    }
}

/// A redirect URI a client may have: absolute, no fragment, no user
/// information, `https`, or `http` on a loopback host (RFC 8252 7.3) —
/// and written exactly as the URL parser writes it back. The last rule is
/// what makes "exact match" exact: the parser percent-encodes a space
/// (`https://good.example/cb http://evil.example/steal` parses as one
/// URL), drops tabs and newlines, lower-cases a host and resolves
/// dot-segments, so a raw string that differs from its parse means
/// something other than it says. No whitespace or control character
/// either way.
pub fn redirect_ok(text: &str) -> bool {
    if text.chars().any(|c| c.is_whitespace() || c.is_control()) {
        return false;
    }
    let Ok(u) = url::Url::parse(text) else {
        return false;
    };
    if u.as_str() != text
        || u.fragment().is_some()
        || !u.username().is_empty()
        || u.password().is_some()
    {
        return false;
    }
    match u.scheme() {
        "https" => u.host().is_some(),
        "http" => loopback_host(&u),
        _ => false,
    }
}

/// The two resources.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Resource {
    /// `/mcp`: the tool set of `talent mcp`, by the member's grants.
    Full,
    /// `/mcp/readonly`: its read-only tools.
    ReadOnly,
}

impl Resource {
    pub fn path(self) -> &'static str {
        match self {
            Resource::Full => "/mcp",
            Resource::ReadOnly => "/mcp/readonly",
        }
    }

    /// The resource at `path` (one of `serve::oauth::RESOURCES`).
    pub fn of_path(path: &str) -> Option<Resource> {
        [Resource::Full, Resource::ReadOnly]
            .into_iter()
            .find(|r| r.path() == path)
    }

    /// Its protected-resource metadata (RFC 9728, the path-inserted
    /// well-known URL).
    pub fn metadata_url(self, base: &str) -> String {
        format!(
            "{}/.well-known/oauth-protected-resource{}",
            base.trim_end_matches('/'),
            self.path()
        )
    }

    /// The scopes its tools need, in `Scope::ALL`'s order.
    pub fn scopes(self) -> Vec<Scope> {
        Scope::ALL
            .iter()
            .copied()
            .filter(|s| {
                crate::mcp::tools::all().any(|e| {
                    e.def.scopes.contains(s) && (self == Resource::Full || e.def.read_only)
                })
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pkce_s256_is_rfc_7636s_example() {
        assert_eq!(
            s256("dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk"),
            "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM"
        );
    }

    #[test]
    fn scopes_follow_the_members_grants() {
        let g = |v: &[&str]| v.iter().map(|s| s.to_string()).collect::<Vec<_>>();
        assert_eq!(scopes_for(&g(&[])), vec![Scope::Read]);
        assert_eq!(
            scopes_for(&g(&["search", "outreach"])),
            vec![Scope::Read, Scope::Candidates, Scope::Outreach]
        );
        assert_eq!(
            scopes_for(&g(&["webhooks"])),
            vec![Scope::Read, Scope::Webhooks]
        );
    }

    #[test]
    fn redirect_uris_are_https_or_loopback_http() {
        assert!(redirect_ok("https://claude.ai/api/mcp/auth_callback"));
        assert!(redirect_ok("http://127.0.0.1:33418/callback"));
        assert!(redirect_ok("http://localhost/cb"));
        assert!(redirect_ok("http://[::1]:9/cb"));
        assert!(!redirect_ok("http://example.com/cb"));
        assert!(!redirect_ok("https://example.com/cb#frag"));
        assert!(!redirect_ok("javascript:alert(1)"));
        assert!(!redirect_ok("/relative"));
        assert!(!redirect_ok("https://user@example.com/cb"));
        // Anything the parser would write back otherwise.
        for bad in [
            "https://good.example/cb http://evil.example/steal javascript:alert(1)",
            "https://good.example/cb\thttp://evil.example/steal",
            "https://good.example/cb\n",
            " https://good.example/cb",
            "https://Good.example/cb",
            "https://good.example/a/../cb",
            "https://good.example",
            "http://127.0.0.1:9/c\u{7f}b",
            "https://good.example/c\u{a0}b",
        ] {
            assert!(!redirect_ok(bad), "{bad:?}");
        }
        assert!(redirect_ok("https://good.example/c%20b?x=1"));
    }

    #[test]
    fn minted_secrets_have_their_prefix_and_256_bits() {
        let a = mint(ACCESS_PREFIX).unwrap();
        assert!(minted(&a, ACCESS_PREFIX));
        assert!(!minted(&a, REFRESH_PREFIX));
        assert_ne!(a, mint(ACCESS_PREFIX).unwrap());
    }
}
