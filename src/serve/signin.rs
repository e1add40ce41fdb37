//! The member's sign-in at the gateway (cli.md, *serve*, "Sign-in and
//! consent"): `GET /signin?next=/path` shows a page where a member types a
//! member token of use `mcp` or `both` — or, with `--oidc-issuer`, a link
//! to the team's identity provider (`oidc`) — and success sets the
//! `__Host-` sign-in cookie (`Secure`, `HttpOnly`, `SameSite=Lax`,
//! `Path=/`, 12 h): an opaque random value the ledger keeps as SHA-256,
//! ended by `member revoke` on the next request on every gateway. Then the
//! browser goes to `next`, a path on this gateway only.
//!
//! The page follows the local approval page's rules (src/mcp/page.rs): a
//! CSRF token in a hidden field (double-submitted against a `__Host-`
//! cookie, so any replica checks it), a CSP with `frame-ancestors 'none'`,
//! `no-store`; a token only in a POST body, never in a URL or a log line.
//! [`signed_in`] is how the consent and approvals pages learn who is there.

pub mod oidc;

use std::sync::Arc;
use std::time::Duration;

use axum::body::Bytes;
use axum::extract::{RawQuery, State};
use axum::http::{header, HeaderMap, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::Router;
use base64::Engine as _;
use serde_json::json;

use super::{error_reply, token, Gateway};
use crate::api::Surface;
use crate::ledger::pg::members::Authed;
use crate::ledger::pg::signins::CliLogin;
use crate::Error;

/// The sign-in cookie.
pub const COOKIE: &str = "__Host-talent_signin";
/// The CSRF cookie the page's hidden field is checked against.
const CSRF_COOKIE: &str = "__Host-talent_csrf";
/// The provider's flow this browser started (its `state`).
const FLOW_COOKIE: &str = "__Host-talent_oidc";
/// How long a sign-in lasts.
pub const LIFE: Duration = Duration::from_secs(12 * 3600);
/// How long a provider's flow may take.
const FLOW_LIFE: Duration = Duration::from_secs(600);
/// How long the CLI's one-time login code lives.
pub const CODE_LIFE: Duration = Duration::from_secs(60);
/// The CLI's exchange of a one-time code for a member token.
pub const LOGIN_TOKEN_PATH: &str = "/_talent/v1/login/token";

/// The CLI's code exchange's limit: a person signs in once a day or so;
/// ten wrong codes in ten minutes is not a person.
pub const LOGIN: super::throttle::Limit = super::throttle::Limit {
    scope: "login-token",
    route: LOGIN_TOKEN_PATH,
    attempts: 10,
    window: Duration::from_secs(600),
};

/// How the gateway signs members in: typed tokens, or the team's provider.
#[derive(Default, Clone)]
pub struct Settings {
    pub oidc: Option<Arc<oidc::Provider>>,
}

/// The sign-in's routes (mounted by `super::router`).
pub fn routes() -> Router<Arc<Gateway>> {
    Router::new()
        .route("/signin", get(show).post(submit))
        .route("/signin/oidc", get(oidc_start))
        .route("/signin/callback", get(oidc_callback))
        .route("/signout", post(signout))
        .route(LOGIN_TOKEN_PATH, post(login_token))
}

/// The member a request's sign-in cookie names, when it is live (one
/// ledger round trip; a ledger that is away signs no one in).
pub async fn signed_in(gw: &Gateway, headers: &HeaderMap) -> Option<Authed> {
    let value = cookie_of(headers, COOKIE)?;
    if !opaque_well_formed(&value) {
        return None;
    }
    let digest = token::digest(&value);
    let members = gw.members().clone();
    match crate::task::spawn_blocking(move || members.signed_in(&digest)).await {
        Ok(Ok(who)) => {
            if let Some(w) = &who {
                super::line::member(&w.member);
            }
            who
        }
        Ok(Err(e)) => {
            (gw.parts.log)(&format!(
                "the sign-in could not be checked: {}",
                gw.masked(&e.message)
            ));
            None
        }
        Err(_) => None,
    }
}

/// 32 random bytes in base64url (43 characters): cookies, states, codes.
pub(crate) fn random_opaque() -> crate::Result<String> {
    let mut bits = [0u8; 32];
    getrandom::fill(&mut bits).map_err(|e| Error::failure(format!("no random bits: {e}")))?;
    Ok(base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(bits))
}

/// Whether `text` has the form of [`random_opaque`]'s values (nothing is
/// looked up for another).
pub(crate) fn opaque_well_formed(text: &str) -> bool {
    text.len() == 43
        && text
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
}

/// PKCE's S256: base64url(SHA-256(verifier)).
pub fn s256(verifier: &str) -> String {
    let d = ring::digest::digest(&ring::digest::SHA256, verifier.as_bytes());
    base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(d.as_ref())
}

pub(crate) fn same(a: &str, b: &str) -> bool {
    use subtle::ConstantTimeEq;
    a.len() == b.len() && bool::from(a.as_bytes().ct_eq(b.as_bytes()))
}

/// Where the browser may go after signing in: a path (and query) on this
/// gateway, as the `url` crate resolves it against this origin. An
/// absolute URL, a scheme-relative one (`//evil`), a backslash (browsers
/// read `/\evil` as `//evil`) — anything that lands on another origin —
/// is refused (`None`). Empty is `/`.
///
/// The origin alone is not enough: dot-segments can normalise to a path
/// that begins with `//` (`/.//evil.example`, `/a/..//evil.example`,
/// `/%2e//evil.example`), which is this origin's path here but, sent back
/// as a relative `Location` or form field, a scheme-relative URL to
/// another host. So the normalised path must begin with exactly one `/`.
pub fn same_origin_next(next: &str) -> Option<String> {
    if next.is_empty() {
        return Some("/".into());
    }
    if next.contains('\\') || next.chars().any(|c| c.is_control() || c.is_whitespace()) {
        return None;
    }
    match url::Url::parse(next) {
        Err(url::ParseError::RelativeUrlWithoutBase) => {}
        _ => return None,
    }
    let base = url::Url::parse("https://gateway.invalid/").ok()?;
    let joined = base.join(next).ok()?;
    if joined.origin() != base.origin()
        || !joined.username().is_empty()
        || joined.password().is_some()
    {
        return None;
    }
    let path = joined.path();
    if !path.starts_with('/') || path.starts_with("//") || path.contains('\\') {
        return None;
    }
    Some(match joined.query() {
        Some(q) => format!("{path}?{q}"),
        None => path.to_string(),
    })
}

pub(crate) fn cookie_of(headers: &HeaderMap, name: &str) -> Option<String> {
    headers
        .get_all(header::COOKIE)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(';'))
        .filter_map(|kv| kv.trim().split_once('='))
        .find(|(k, _)| *k == name)
        .map(|(_, v)| v.trim().to_string())
}

/// A `__Host-` cookie: `Secure`, `Path=/`, no `Domain`.
pub(crate) fn host_cookie(
    name: &str,
    value: &str,
    same_site: &str,
    max_age: Option<u64>,
) -> String {
    let mut c = format!("{name}={value}; Path=/; Secure; HttpOnly; SameSite={same_site}");
    if let Some(s) = max_age {
        c.push_str(&format!("; Max-Age={s}"));
    }
    c
}

pub(crate) fn set_cookie(r: &mut Response, cookie: &str) {
    if let Ok(v) = HeaderValue::from_str(cookie) {
        r.headers_mut().append(header::SET_COOKIE, v);
    }
}

fn escape(text: &str) -> std::borrow::Cow<'_, str> {
    html_escape::encode_quoted_attribute(text)
}

/// A page with the local page's headers: no script, nothing from
/// elsewhere, never cached, never framed (the local approval page's one).
pub(crate) use crate::mcp::page::page;

pub(crate) fn see_other(location: &str) -> Response {
    let mut r = StatusCode::SEE_OTHER.into_response();
    if let Ok(v) = HeaderValue::from_str(location) {
        r.headers_mut().insert(header::LOCATION, v);
    }
    r.headers_mut()
        .insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    r.headers_mut().insert(
        header::REFERRER_POLICY,
        HeaderValue::from_static("no-referrer"),
    );
    r
}

fn refused(status: StatusCode, title: &str, words: &str) -> Response {
    page(
        status,
        &format!("talent: {title}"),
        &format!("<h1>{}</h1>\n<p>{}</p>\n", escape(title), escape(words)),
    )
}

fn query_pairs(q: Option<&str>) -> Vec<(String, String)> {
    q.map(|q| {
        url::form_urlencoded::parse(q.as_bytes())
            .into_owned()
            .collect()
    })
    .unwrap_or_default()
}

fn param<'a>(pairs: &'a [(String, String)], name: &str) -> Option<&'a str> {
    pairs
        .iter()
        .find(|(k, _)| k == name)
        .map(|(_, v)| v.as_str())
}

fn bad_next() -> Response {
    refused(
        StatusCode::BAD_REQUEST,
        "Refused",
        "next must be a path on this gateway (such as /approvals); nothing was done.",
    )
}

impl Gateway {
    /// Who the request's line names (`line` writes it, with the status
    /// the answer has).
    fn signin_log(&self, who: &str, _method: &str, _route: &str, _status: u16) {
        super::line::member(who);
    }
}

/// `GET /signin?next=…`: the page (or, signed in already, on to `next`).
async fn show(
    State(gw): State<Arc<Gateway>>,
    RawQuery(q): RawQuery,
    headers: HeaderMap,
) -> Response {
    let pairs = query_pairs(q.as_deref());
    let Some(next) = same_origin_next(param(&pairs, "next").unwrap_or("")) else {
        gw.signin_log("-", "GET", "/signin", 400);
        return bad_next();
    };
    if let Some(who) = signed_in(&gw, &headers).await {
        gw.signin_log(&who.member, "GET", "/signin", 303);
        return see_other(&next);
    }
    gw.signin_log("-", "GET", "/signin", 200);
    if gw.signin.oidc.is_some() {
        let start = format!(
            "/signin/oidc?{}",
            url::form_urlencoded::Serializer::new(String::new())
                .append_pair("next", &next)
                .finish()
        );
        return page(
            StatusCode::OK,
            "talent: sign in",
            &format!(
                "<h1>Sign in to your team's talent gateway</h1>\n\
                 <p><a href=\"{}\">Sign in with your team's identity provider</a></p>\n",
                escape(&start)
            ),
        );
    }
    let csrf = match cookie_of(&headers, CSRF_COOKIE).filter(|c| opaque_well_formed(c)) {
        Some(c) => (c, false),
        None => match random_opaque() {
            Ok(c) => (c, true),
            Err(_) => return StatusCode::INTERNAL_SERVER_ERROR.into_response(),
        },
    };
    let mut r = form_page(StatusCode::OK, &csrf.0, &next, None);
    if csrf.1 {
        set_cookie(&mut r, &host_cookie(CSRF_COOKIE, &csrf.0, "Strict", None));
    }
    r
}

fn form_page(status: StatusCode, csrf: &str, next: &str, problem: Option<&str>) -> Response {
    let problem = problem
        .map(|p| format!("<p role=\"alert\">{}</p>\n", escape(p)))
        .unwrap_or_default();
    page(
        status,
        "talent: sign in",
        &format!(
            "<h1>Sign in to your team's talent gateway</h1>\n{problem}\
             <form method=\"post\" action=\"/signin\">\n\
             <input type=\"hidden\" name=\"csrf\" value=\"{}\">\n\
             <input type=\"hidden\" name=\"next\" value=\"{}\">\n\
             <label for=\"token\">Member token (tlm_…, for /mcp)</label>\n\
             <input type=\"password\" id=\"token\" name=\"token\" autocomplete=\"off\" required>\n\
             <button type=\"submit\">Sign in</button>\n</form>\n\
             <p>Your team's lead makes the token: <code>talent serve member token NAME --for mcp</code>.</p>\n",
            escape(csrf),
            escape(next)
        ),
    )
}

/// `POST /signin`: a typed member token of use `mcp` or `both`; the
/// sign-in cookie, then on to `next`.
async fn submit(State(gw): State<Arc<Gateway>>, headers: HeaderMap, body: Bytes) -> Response {
    let mut fields = std::collections::HashMap::new();
    for (k, v) in url::form_urlencoded::parse(&body) {
        fields.insert(k.into_owned(), v.into_owned());
    }
    let field = |k: &str| fields.get(k).map(String::as_str).unwrap_or("");
    let Some(next) = same_origin_next(field("next")) else {
        gw.signin_log("-", "POST", "/signin", 400);
        return bad_next();
    };
    let csrf_ok = cookie_of(&headers, CSRF_COOKIE)
        .is_some_and(|c| opaque_well_formed(&c) && same(&c, field("csrf")));
    if !csrf_ok {
        gw.signin_log("-", "POST", "/signin", 403);
        return refused(
            StatusCode::FORBIDDEN,
            "Refused",
            "this form was not the gateway's own page; open /signin again.",
        );
    }
    let csrf = field("csrf").to_string();
    if gw.signin.oidc.is_some() {
        gw.signin_log("-", "POST", "/signin", 403);
        return refused(
            StatusCode::FORBIDDEN,
            "Refused",
            "this gateway signs members in with the team's identity provider only.",
        );
    }
    let typed = field("token").trim();
    let again = |status: StatusCode, why: &str| form_page(status, &csrf, &next, Some(why));
    if !token::well_formed(typed) {
        gw.signin_log("-", "POST", "/signin", 401);
        return again(
            StatusCode::UNAUTHORIZED,
            "That is not a member token (tlm_ and 43 characters).",
        );
    }
    let digest = token::digest(typed);
    let members = gw.members().clone();
    let found = crate::task::spawn_blocking(move || members.authenticate(&digest))
        .await
        .unwrap_or_else(|_| Err(Error::ledger("the ledger's lookup stopped")));
    let who = match found {
        Ok(Some(who)) if who.use_for == "mcp" || who.use_for == "both" => who,
        Ok(Some(who)) => {
            gw.signin_log(&who.member, "POST", "/signin", 401);
            return again(
                StatusCode::UNAUTHORIZED,
                "This token is for the REST routes only; sign in with a token made with --for mcp or --for both.",
            );
        }
        Ok(None) => {
            gw.signin_log("-", "POST", "/signin", 401);
            return again(
                StatusCode::UNAUTHORIZED,
                "The token is unknown, expired or revoked.",
            );
        }
        Err(e) => return gw.ledger_away(Surface::Main, &e),
    };
    gw.sign_in_as(&who.member, "token", &next, "POST", "/signin")
        .await
}

impl Gateway {
    /// Sets a fresh sign-in cookie for `member` and sends the browser on.
    async fn sign_in_as(
        &self,
        member: &str,
        via: &str,
        next: &str,
        method: &str,
        route: &str,
    ) -> Response {
        let Ok(value) = random_opaque() else {
            return StatusCode::INTERNAL_SERVER_ERROR.into_response();
        };
        let (members, m, d, v) = (
            self.members().clone(),
            member.to_string(),
            token::digest(&value),
            via.to_string(),
        );
        let life_ms = LIFE.as_millis() as i64;
        let added = crate::task::spawn_blocking(move || members.add_signin(&m, &d, &v, life_ms))
            .await
            .unwrap_or_else(|_| Err(Error::ledger("the ledger's lookup stopped")));
        match added {
            Ok(true) => {}
            Ok(false) => {
                self.signin_log(member, method, route, 403);
                return refused(
                    StatusCode::FORBIDDEN,
                    "Not a member",
                    "this gateway has no live member of that name; nothing was signed in.",
                );
            }
            Err(e) => return self.ledger_away(Surface::Main, &e),
        }
        self.signin_log(member, method, route, 303);
        // Checked again here: a provider's flow brings `next` back from
        // the ledger, and a planted or old row must not send anyone away.
        let next = same_origin_next(next).unwrap_or_else(|| "/".into());
        let mut r = see_other(&next);
        set_cookie(
            &mut r,
            &host_cookie(COOKIE, &value, "Lax", Some(LIFE.as_secs())),
        );
        r
    }
}

/// `POST /signout`: the sign-in cookie ended in the ledger and cleared.
async fn signout(State(gw): State<Arc<Gateway>>, headers: HeaderMap) -> Response {
    if let Some(value) = cookie_of(&headers, COOKIE).filter(|v| opaque_well_formed(v)) {
        let (members, d) = (gw.members().clone(), token::digest(&value));
        let _ = crate::task::spawn_blocking(move || members.end_signin(&d)).await;
    }
    gw.signin_log("-", "POST", "/signout", 200);
    let mut r = refused(StatusCode::OK, "Signed out", "You can close this page.");
    set_cookie(&mut r, &host_cookie(COOKIE, "", "Lax", Some(0)));
    r
}

/// The CLI's loopback redirect, PKCE challenge and state from the query,
/// when all three are there and well formed (`Err`: some are, badly).
fn cli_login(pairs: &[(String, String)]) -> Result<Option<CliLogin>, &'static str> {
    let (r, c, s) = (
        param(pairs, "cli_redirect"),
        param(pairs, "cli_challenge"),
        param(pairs, "cli_state"),
    );
    let (r, c, s) = match (r, c, s) {
        (None, None, None) => return Ok(None),
        (Some(r), Some(c), Some(s)) => (r, c, s),
        _ => return Err("cli_redirect, cli_challenge and cli_state come together"),
    };
    let u = url::Url::parse(r).map_err(|_| "cli_redirect is not a URL")?;
    let loopback_ip = match u.host() {
        Some(url::Host::Ipv4(ip)) => ip.is_loopback(),
        Some(url::Host::Ipv6(ip)) => ip.is_loopback(),
        _ => false,
    };
    if u.scheme() != "http"
        || !loopback_ip
        || u.port().is_none()
        || !u.username().is_empty()
        || u.password().is_some()
        || u.query().is_some()
        || u.fragment().is_some()
    {
        return Err("cli_redirect must be http://127.0.0.1:PORT/… (the CLI's loopback listener)");
    }
    if !opaque_well_formed(c) {
        return Err("cli_challenge must be an S256 challenge (43 base64url characters)");
    }
    if s.len() < 16
        || s.len() > 128
        || !s
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b"-_.~".contains(&b))
    {
        return Err("cli_state must be 16 to 128 URL-safe characters");
    }
    Ok(Some(CliLogin {
        redirect: u.to_string(),
        challenge: c.to_string(),
        state: s.to_string(),
    }))
}

/// `GET /signin/oidc?next=…` (or the CLI's `cli_redirect`, `cli_challenge`
/// and `cli_state`): the provider's flow kept in the ledger under its
/// `state`, bound to this browser by a cookie, and the browser sent to the
/// provider with PKCE S256, `state` and `nonce`.
async fn oidc_start(State(gw): State<Arc<Gateway>>, RawQuery(q): RawQuery) -> Response {
    let Some(provider) = gw.signin.oidc.clone() else {
        gw.signin_log("-", "GET", "/signin/oidc", 404);
        return refused(
            StatusCode::NOT_FOUND,
            "No identity provider",
            "this gateway signs members in with a typed member token: open /signin.",
        );
    };
    let pairs = query_pairs(q.as_deref());
    let Some(next) = same_origin_next(param(&pairs, "next").unwrap_or("")) else {
        gw.signin_log("-", "GET", "/signin/oidc", 400);
        return bad_next();
    };
    let cli = match cli_login(&pairs) {
        Ok(c) => c,
        Err(why) => {
            gw.signin_log("-", "GET", "/signin/oidc", 400);
            return refused(StatusCode::BAD_REQUEST, "Refused", why);
        }
    };
    let (Ok(state), Ok(nonce), Ok(verifier)) = (random_opaque(), random_opaque(), random_opaque())
    else {
        return StatusCode::INTERNAL_SERVER_ERROR.into_response();
    };
    let flow = crate::ledger::pg::signins::Flow {
        nonce: nonce.clone(),
        verifier: verifier.clone(),
        next,
        cli,
    };
    let (members, d) = (gw.members().clone(), token::digest(&state));
    let life_ms = FLOW_LIFE.as_millis() as i64;
    let put = crate::task::spawn_blocking(move || members.put_flow(&d, &flow, life_ms))
        .await
        .unwrap_or_else(|_| Err(Error::ledger("the ledger's lookup stopped")));
    if let Err(e) = put {
        return gw.ledger_away(Surface::Main, &e);
    }
    gw.signin_log("-", "GET", "/signin/oidc", 303);
    let mut r = see_other(
        provider
            .authorize_url(&state, &nonce, &s256(&verifier))
            .as_str(),
    );
    set_cookie(
        &mut r,
        &host_cookie(FLOW_COOKIE, &state, "Lax", Some(FLOW_LIFE.as_secs())),
    );
    r
}

/// `GET /signin/callback?code&state`: the browser's flow checked (its
/// cookie and `state`, once), the code exchanged with the PKCE verifier,
/// the ID token verified (signature, `iss`, `aud`, expiry, `nonce`), the
/// account's member found or bound — then the sign-in cookie (or, for the
/// CLI, a one-time code on its loopback redirect).
async fn oidc_callback(
    State(gw): State<Arc<Gateway>>,
    RawQuery(q): RawQuery,
    headers: HeaderMap,
) -> Response {
    const ROUTE: &str = "/signin/callback";
    let Some(provider) = gw.signin.oidc.clone() else {
        gw.signin_log("-", "GET", ROUTE, 404);
        return refused(
            StatusCode::NOT_FOUND,
            "No identity provider",
            "nothing to do here.",
        );
    };
    let pairs = query_pairs(q.as_deref());
    let fail = |status: StatusCode, title: &str, why: &str| {
        gw.signin_log("-", "GET", ROUTE, status.as_u16());
        let mut r = refused(status, title, why);
        set_cookie(&mut r, &host_cookie(FLOW_COOKIE, "", "Lax", Some(0)));
        r
    };
    if let Some(iss) = param(&pairs, "iss") {
        if iss != provider.issuer() {
            return fail(
                StatusCode::BAD_REQUEST,
                "Refused",
                "the answer came from another issuer than this gateway's provider; nobody was signed in.",
            );
        }
    }
    if let Some(err) = param(&pairs, "error") {
        return fail(
            StatusCode::FORBIDDEN,
            "Not signed in",
            &format!("the identity provider said {err}; nobody was signed in."),
        );
    }
    let (Some(code), Some(state)) = (param(&pairs, "code"), param(&pairs, "state")) else {
        return fail(
            StatusCode::BAD_REQUEST,
            "Refused",
            "the provider's answer has no code or state; nobody was signed in.",
        );
    };
    let ours = cookie_of(&headers, FLOW_COOKIE).is_some_and(|c| same(&c, state));
    if !ours || !opaque_well_formed(state) {
        return fail(
            StatusCode::BAD_REQUEST,
            "Refused",
            "this sign-in was not started in this browser; open /signin again.",
        );
    }
    let (members, d) = (gw.members().clone(), token::digest(state));
    let flow = match crate::task::spawn_blocking(move || members.take_flow(&d))
        .await
        .unwrap_or_else(|_| Err(Error::ledger("the ledger's lookup stopped")))
    {
        Ok(Some(f)) => f,
        Ok(None) => {
            return fail(
                StatusCode::BAD_REQUEST,
                "Refused",
                "this sign-in was used already or took over 10 minutes; open /signin again.",
            )
        }
        Err(e) => return gw.ledger_away(Surface::Main, &e),
    };
    let identity = match provider.exchange(code, &flow.verifier, &flow.nonce).await {
        Ok(i) => i,
        Err(e) => {
            (gw.parts.log)(&format!(
                "the identity provider's answer was refused: {}",
                e.message
            ));
            return fail(
                StatusCode::UNAUTHORIZED,
                "Not signed in",
                "the identity provider's answer did not check out; nobody was signed in.",
            );
        }
    };
    let email = provider.usable_email(&identity);
    let (members, iss, sub) = (
        gw.members().clone(),
        identity.iss.clone(),
        identity.sub.clone(),
    );
    let bound =
        crate::task::spawn_blocking(move || members.bind_identity(&iss, &sub, email.as_deref()))
            .await
            .unwrap_or_else(|_| Err(Error::ledger("the ledger's lookup stopped")));
    use crate::ledger::pg::signins::Bound;
    let who = match bound {
        Ok(Bound::Known(w) | Bound::New(w)) => w,
        Ok(Bound::Unknown) => {
            return fail(
                StatusCode::FORBIDDEN,
                "Not a member",
                "this account is not a member of the team's gateway (or its e-mail is not verified); ask your team's lead to add you with your e-mail.",
            )
        }
        Ok(Bound::Taken) => {
            return fail(
                StatusCode::FORBIDDEN,
                "Not a member",
                "the member with this e-mail signs in with another account of the provider; nobody was signed in.",
            )
        }
        Err(e) => return gw.ledger_away(Surface::Main, &e),
    };
    if let Some(cli) = flow.cli {
        let Ok(code) = random_opaque() else {
            return StatusCode::INTERNAL_SERVER_ERROR.into_response();
        };
        let (members, d, m, c) = (
            gw.members().clone(),
            token::digest(&code),
            who.member.clone(),
            cli.clone(),
        );
        let life_ms = CODE_LIFE.as_millis() as i64;
        let put = crate::task::spawn_blocking(move || members.put_login_code(&d, &m, &c, life_ms))
            .await
            .unwrap_or_else(|_| Err(Error::ledger("the ledger's lookup stopped")));
        if let Err(e) = put {
            return gw.ledger_away(Surface::Main, &e);
        }
        let mut to = match url::Url::parse(&cli.redirect) {
            Ok(u) => u,
            Err(_) => return StatusCode::BAD_REQUEST.into_response(),
        };
        to.query_pairs_mut()
            .append_pair("code", &code)
            .append_pair("state", &cli.state);
        gw.signin_log(&who.member, "GET", ROUTE, 303);
        let mut r = see_other(to.as_str());
        set_cookie(&mut r, &host_cookie(FLOW_COOKIE, "", "Lax", Some(0)));
        return r;
    }
    let mut r = gw
        .sign_in_as(&who.member, "oidc", &flow.next, "GET", ROUTE)
        .await;
    set_cookie(&mut r, &host_cookie(FLOW_COOKIE, "", "Lax", Some(0)));
    r
}

/// `POST /_talent/v1/login/token` `{code, code_verifier, state, host}`:
/// the CLI's one-time code (once, within 60 s, its PKCE verifier and state
/// matching) exchanged for a member token of use `api` labelled
/// `login-HOST`, replacing the earlier one of that label.
/// Rate-limited per client address ([`LOGIN`]): past it, 429
/// `rate_limit_exceeded` with `Retry-After`, the code not looked at.
async fn login_token(
    State(gw): State<Arc<Gateway>>,
    peer: Option<axum::Extension<super::Peer>>,
    body: Bytes,
) -> Response {
    let too_many = |secs: u64| {
        error_reply(
            Surface::Main,
            StatusCode::TOO_MANY_REQUESTS,
            talent_spec::codes::RATE_LIMIT_EXCEEDED,
            &format!("too many refused sign-in codes from this address; try again in {secs} s"),
        )
    };
    gw.limited(
        &LOGIN,
        peer.map(|p| p.0 .0),
        too_many,
        |e| gw.ledger_away(Surface::Main, e),
        exchange_login_code(&gw, body),
    )
    .await
}

async fn exchange_login_code(gw: &Arc<Gateway>, body: Bytes) -> Response {
    const ROUTE: &str = LOGIN_TOKEN_PATH;
    let bad = |why: &str| {
        gw.signin_log("-", "POST", ROUTE, 400);
        error_reply(Surface::Main, StatusCode::BAD_REQUEST, "invalid_grant", why)
    };
    let Ok(v) = serde_json::from_slice::<serde_json::Value>(&body) else {
        return bad("the body must be JSON: {code, code_verifier, state, host}");
    };
    let text = |k: &str| v.get(k).and_then(|x| x.as_str()).unwrap_or("");
    let (code, verifier, state) = (text("code"), text("code_verifier"), text("state"));
    if !opaque_well_formed(code) {
        return bad("the code is not one of this gateway's");
    }
    if verifier.len() < 43
        || verifier.len() > 128
        || !verifier
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b"-._~".contains(&b))
    {
        return bad("code_verifier must be 43 to 128 unreserved characters");
    }
    let host: String = text("host")
        .chars()
        .filter(|c| c.is_ascii_alphanumeric() || matches!(c, '-' | '.' | '_'))
        .take(64)
        .collect();
    let host = if host.is_empty() {
        "cli".to_string()
    } else {
        host
    };
    let (members, d) = (gw.members().clone(), token::digest(code));
    let taken = match crate::task::spawn_blocking(move || members.take_login_code(&d))
        .await
        .unwrap_or_else(|_| Err(Error::ledger("the ledger's lookup stopped")))
    {
        Ok(t) => t,
        Err(e) => return gw.ledger_away(Surface::Main, &e),
    };
    let Some(login) = taken else {
        return bad("the code is unknown, used or expired: sign in again");
    };
    if !same(&s256(verifier), &login.challenge) || !same(state, &login.state) {
        return bad("the code_verifier or state does not match the sign-in's: sign in again");
    }
    let Ok(minted) = token::mint() else {
        return StatusCode::INTERNAL_SERVER_ERROR.into_response();
    };
    let label = format!("login-{host}");
    let (members, m, l, d, cd) = (
        gw.members().clone(),
        login.member.clone(),
        label.clone(),
        token::digest(&minted),
        token::digest(code),
    );
    let added = crate::task::spawn_blocking(move || {
        members.add_token(&m, Some(&l), "api", None, &d, true)?;
        members.note_login_token(&cd, &d)
    })
    .await
    .unwrap_or_else(|_| Err(Error::ledger("the ledger's lookup stopped")));
    match added {
        Ok(_) => {}
        Err(e) if e.cause == crate::error::Cause::LedgerUnavailable => {
            return gw.ledger_away(Surface::Main, &e)
        }
        Err(_) => return bad("the member is no longer live"),
    }
    gw.signin_log(&login.member, "POST", ROUTE, 200);
    let mut r = axum::Json(json!({
        "member": login.member,
        "label": label,
        "use": "api",
        "token": minted,
    }))
    .into_response();
    r.headers_mut()
        .insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    r
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_next_to_another_origin_is_refused() {
        assert_eq!(same_origin_next("").as_deref(), Some("/"));
        assert_eq!(
            same_origin_next("/approvals").as_deref(),
            Some("/approvals")
        );
        assert_eq!(
            same_origin_next("/oauth/authorize?client_id=x&y=1").as_deref(),
            Some("/oauth/authorize?client_id=x&y=1")
        );
        for evil in [
            "//evil.example/x",
            "https://evil.example/",
            "http:evil.example",
            "/\\evil.example",
            "\\\\evil.example",
            "javascript:alert(1)",
            "///evil.example",
            "https://gateway.invalid/x",
            // Dot-segments that normalise to a scheme-relative path.
            "/.//evil.example/x",
            "/a/..//evil.example",
            "/%2e//evil.example",
            "/%2E%2E//evil.example",
            "/..//evil.example",
            "/./\\evil.example",
            "/a/%2e%2e//evil.example",
            "/\t/evil.example",
            "/ /evil.example",
        ] {
            assert_eq!(same_origin_next(evil), None, "{evil}");
        }
        // Dot-segments that stay on the gateway: the path they name.
        assert_eq!(
            same_origin_next("/a/../approvals").as_deref(),
            Some("/approvals")
        );
        assert_eq!(
            same_origin_next("/.%2f/x")
                .as_deref()
                .map(|p| p.starts_with("//")),
            Some(false)
        );
    }

    #[test]
    fn pkce_s256_is_base64url_of_sha256() {
        assert_eq!(
            s256("dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWjFEjXk"),
            "hRtavV4RCd3wxgN-4mJJZb475cNVQNsALhg-uWeqYO0"
        );
    }

    #[test]
    fn the_clis_redirect_must_be_loopback() {
        let pairs = |r: &str| {
            vec![
                ("cli_redirect".to_string(), r.to_string()),
                ("cli_challenge".to_string(), "a".repeat(43)),
                ("cli_state".to_string(), "s".repeat(20)),
            ]
        };
        assert!(cli_login(&pairs("http://127.0.0.1:5555/callback"))
            .unwrap()
            .is_some());
        assert!(cli_login(&pairs("http://[::1]:5555/cb")).unwrap().is_some());
        assert!(cli_login(&pairs("https://evil.example:5555/cb")).is_err());
        assert!(cli_login(&pairs("http://127.0.0.1/cb")).is_err());
        assert!(cli_login(&pairs("http://127.0.0.1:5555/cb?x=1")).is_err());
        assert!(cli_login(&[]).unwrap().is_none());
    }
}
