//! Authorize → consent → sign-in → callback → code (cli.md, *serve*, "Sign-in
//! and consent"; against the confused deputy, GHSA-c2jp-c369-7pvx).
//!
//! 1. `GET /oauth/authorize`: the request checked (a known client — a
//!    registered one or a metadata document's —, its exact `redirect_uri`;
//!    then `response_type=code`, PKCE `S256`, `resource`, scopes: errors
//!    past the redirect's check go back to it with `iss`), then the
//!    gateway's own consent page, before any sign-in: the client's host,
//!    the redirect's host, the scopes, a warning when every redirect is
//!    loopback. Its form carries the request and a CSRF token signed with a
//!    nonce that a `__Host-` cookie of this browser holds.
//! 2. `POST /oauth/authorize`: CSRF checked against the cookie, the request
//!    checked again; on approve a single-use `state` (10 minutes) kept in
//!    the ledger and a `__Host-` cookie (`Secure`, `HttpOnly`,
//!    `SameSite=Lax`) carrying that state with a MAC bound to the client.
//! 3. `GET /oauth/callback?state=…`: the cookie must carry this state for
//!    this client, then the member's sign-in (the gateway's sign-in page
//!    when there is none), then the state is used up and the code (60 s,
//!    single use) goes to the exact redirect with `state` and `iss`.
//!
//! A consent approved in one browser is worth nothing in another: without
//! the cookie that browser's callback gets no code.
//!
//! A consent is remembered (the grant: member, client, exact redirect,
//! scopes, and the resources its page approved): a browser already signed
//! in as a member who granted exactly this gets the code at step 1, no
//! page; any other browser sees the page.

use std::sync::Arc;

use axum::extract::{Request, State};
use axum::http::{header, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use base64::Engine as _;

use super::{
    blocking, cimd, cookie_of, digest, loopback_host, mint, random_hex, redirect_ok, scope_named,
    scopes_for, Server, CODE_LIFE, CODE_PREFIX, STATE_LIFE,
};
use crate::ledger::pg::members::Authed;
use crate::ledger::pg::oauth::{ClientRow, StateRow};
use crate::mcp::engine::Scope;
use crate::serve::Gateway;

pub const AUTHORIZE: &str = "/oauth/authorize";
pub const CALLBACK: &str = "/oauth/callback";
/// The sign-in page the callback sends a browser to (the gateway's own).
pub const SIGNIN: &str = "/signin";

/// The cookie holding the consent page's CSRF nonce.
const CSRF_COOKIE: &str = "__Host-talent-oauth-csrf";
/// The cookie carrying an approved consent's state.
pub const STATE_COOKIE: &str = "__Host-talent-oauth";

const B64: base64::engine::GeneralPurpose = base64::engine::general_purpose::URL_SAFE_NO_PAD;

/// The most a consent form's body may be.
const FORM_LIMIT: usize = 16 * 1024;

/// A checked authorization request.
#[derive(Debug, Clone)]
pub struct Asked {
    pub client: ClientRow,
    pub redirect_uri: String,
    pub scopes: Vec<Scope>,
    pub challenge: String,
    /// The resource's full URL.
    pub resource: String,
    pub state: Option<String>,
}

/// Why a request gets no consent page.
pub enum Bad {
    /// The client or its redirect cannot be trusted: a page, no redirect.
    Page(StatusCode, String),
    /// An error for the client, at its redirect (with `state` and `iss`).
    Redirect {
        redirect_uri: String,
        state: Option<String>,
        error: &'static str,
        description: String,
    },
    /// The ledger is away.
    Away(crate::Error),
}

/// The parameters of a query or form, each at most once.
pub fn params(text: &str) -> Result<Vec<(String, String)>, String> {
    let pairs: Vec<(String, String)> = url::form_urlencoded::parse(text.as_bytes())
        .into_owned()
        .collect();
    for (i, (k, _)) in pairs.iter().enumerate() {
        if pairs[..i].iter().any(|(j, _)| j == k) {
            return Err(format!("the parameter {k} is given more than once"));
        }
    }
    Ok(pairs)
}

fn get<'a>(pairs: &'a [(String, String)], name: &str) -> Option<&'a str> {
    pairs
        .iter()
        .find(|(k, _)| k == name)
        .map(|(_, v)| v.as_str())
        .filter(|v| !v.is_empty())
}

/// The client `client_id` names: a registered one, or a client ID
/// metadata document (from the ledger while fresh, else fetched).
pub async fn client(gw: &Gateway, client_id: &str) -> Result<ClientRow, Bad> {
    let server = gw.oauth();
    let store = server.store();
    let id = client_id.to_string();
    let known = blocking(move || store.client(&id))
        .await
        .map_err(Bad::Away)?;
    let document = cimd::is_document_id(client_id, server.options.cimd_allow.as_ref());
    // Every stored redirect is checked again as it is read: a row an
    // older binary wrote, or one planted, is only data.
    let known = known.map(|mut c| {
        c.redirect_uris.retain(|u| redirect_ok(u));
        c
    });
    match known {
        Some(c) if !document || !c.stale => return Ok(c),
        _ if !document => {
            return Err(Bad::Page(
                StatusCode::BAD_REQUEST,
                "This client is not known to the gateway (its registration may have expired): start again from the assistant.".into(),
            ))
        }
        _ => {}
    }
    let fetched = cimd::fetch(client_id, server.options.cimd_allow.as_ref(), &cimd::System)
        .await
        .map_err(|why| {
            Bad::Page(
                StatusCode::BAD_REQUEST,
                format!("The client's metadata document was refused: {why}."),
            )
        })?;
    let store = server.store();
    let (id, f) = (client_id.to_string(), fetched.clone());
    blocking(move || store.put_document(&id, f.name.as_deref(), &f.redirect_uris, f.fresh_ms))
        .await
        .map_err(Bad::Away)?;
    Ok(ClientRow {
        client_id: client_id.to_string(),
        kind: "document".into(),
        name: fetched.name,
        redirect_uris: fetched
            .redirect_uris
            .into_iter()
            .filter(|u| redirect_ok(u))
            .collect(),
        fresh_until_ms: None,
        stale: false,
    })
}

/// Checks an authorization request (RFC 6749 4.1.1, RFC 7636, RFC 8707).
pub async fn check(gw: &Gateway, pairs: &[(String, String)]) -> Result<Asked, Bad> {
    let page = |why: &str| Bad::Page(StatusCode::BAD_REQUEST, why.to_string());
    let Some(client_id) = get(pairs, "client_id") else {
        return Err(page("The request names no client (client_id)."));
    };
    let client = client(gw, client_id).await?;
    let Some(redirect_uri) = get(pairs, "redirect_uri") else {
        return Err(page("The request names no redirect_uri."));
    };
    if !client.redirect_uris.iter().any(|r| r == redirect_uri) {
        return Err(page(
            "The redirect_uri is not one this client registered or declared: nothing was sent to it.",
        ));
    }
    let state = get(pairs, "state").map(str::to_string);
    let back = |error: &'static str, description: &str| Bad::Redirect {
        redirect_uri: redirect_uri.to_string(),
        state: state.clone(),
        error,
        description: description.to_string(),
    };
    if get(pairs, "response_type") != Some("code") {
        return Err(back(
            "unsupported_response_type",
            "only the authorization code flow (response_type=code) is served",
        ));
    }
    match get(pairs, "code_challenge_method") {
        Some("S256") => {}
        Some("plain") => {
            return Err(back(
                "invalid_request",
                "PKCE plain is refused: use code_challenge_method=S256",
            ))
        }
        _ => {
            return Err(back(
                "invalid_request",
                "PKCE is required: code_challenge with code_challenge_method=S256",
            ))
        }
    }
    let challenge = match get(pairs, "code_challenge") {
        Some(c)
            if c.len() == 43
                && c.bytes()
                    .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_') =>
        {
            c.to_string()
        }
        _ => {
            return Err(back(
                "invalid_request",
                "code_challenge must be the base64url SHA-256 of the verifier (43 characters)",
            ))
        }
    };
    let server = gw.oauth();
    let (resource, path) = match get(pairs, "resource") {
        None => {
            return Err(back(
                "invalid_target",
                "resource is required: the URL of the MCP server (RFC 8707)",
            ))
        }
        Some(r) => match server.resource_of(r) {
            Some(path) => (r.to_string(), path),
            None => {
                return Err(back(
                    "invalid_target",
                    "resource is not one of this gateway's MCP servers",
                ))
            }
        },
    };
    // The resource's own scopes bound what is asked: none asked is all of
    // them; others are dropped (`/mcp/readonly` serves no outreach); none
    // left of those asked is `invalid_scope`.
    let served = super::resource_scopes(path);
    let scopes = match get(pairs, "scope") {
        None => served,
        Some(text) => {
            let mut out = Vec::new();
            for w in text.split(' ').filter(|w| !w.is_empty()) {
                match scope_named(w) {
                    Some(s) if !out.contains(&s) => out.push(s),
                    Some(_) => {}
                    None => return Err(back("invalid_scope", &format!("unknown scope {w}"))),
                }
            }
            if out.is_empty() {
                served
            } else {
                out.retain(|s| served.contains(s));
                if out.is_empty() {
                    return Err(back(
                        "invalid_scope",
                        "none of the scopes asked for is served by this resource",
                    ));
                }
                out
            }
        }
    };
    Ok(Asked {
        client,
        redirect_uri: redirect_uri.to_string(),
        scopes,
        challenge,
        resource,
        state,
    })
}

/// A redirect to the client (`pairs` added to its redirect's query, with
/// `iss`, RFC 9207).
pub fn to_client(server: &Server, redirect_uri: &str, pairs: &[(&str, &str)]) -> Response {
    // The last word before a code or an error leaves: never a redirect
    // that is not https or loopback http in its exact form, whatever a
    // row in the ledger says.
    let parsed = url::Url::parse(redirect_uri)
        .ok()
        .filter(|_| redirect_ok(redirect_uri));
    let Some(mut u) = parsed else {
        return page(
            StatusCode::BAD_REQUEST,
            "talent: refused",
            "<h1>Refused</h1>\n<p>The redirect is not an https (or loopback http) URL in its exact form: nothing was sent to it.</p>\n",
            None,
        );
    };
    {
        let mut q = u.query_pairs_mut();
        for (k, v) in pairs {
            q.append_pair(k, v);
        }
        q.append_pair("iss", server.issuer());
    }
    see_other(u.as_str())
}

fn see_other(location: &str) -> Response {
    let mut r = StatusCode::SEE_OTHER.into_response();
    if let Ok(v) = HeaderValue::from_str(location) {
        r.headers_mut().insert(header::LOCATION, v);
    }
    r.headers_mut()
        .insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    r
}

/// The answer for a bad request.
fn bad(gw: &Gateway, b: Bad) -> Response {
    match b {
        Bad::Page(status, why) => refused_page(status, &why),
        Bad::Redirect {
            redirect_uri,
            state,
            error,
            description,
        } => {
            let mut pairs = vec![
                ("error", error),
                ("error_description", description.as_str()),
            ];
            if let Some(s) = &state {
                pairs.push(("state", s));
            }
            to_client(gw.oauth(), &redirect_uri, &pairs)
        }
        Bad::Away(e) => {
            (gw.parts.log)(&format!(
                "ledger unavailable (oauth): {}",
                gw.masked(&e.message)
            ));
            refused_page(
                StatusCode::SERVICE_UNAVAILABLE,
                "The gateway's team ledger is unavailable; try again shortly.",
            )
        }
    }
}

/// Text for the page, escaped by the `html-escape` crate.
fn escape(text: &str) -> std::borrow::Cow<'_, str> {
    html_escape::encode_quoted_attribute(text)
}

/// A page with the gateway's page rules: no script, never framed, never
/// cached; forms post to the gateway (and, for the consent's redirect
/// chain, to the client's redirect origin).
fn page(status: StatusCode, title: &str, body: &str, redirect_origin: Option<&str>) -> Response {
    let html = format!(
        "<!doctype html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\
         <title>{}</title></head>\n<body><main>\n{body}</main></body></html>\n",
        escape(title)
    );
    let csp = format!(
        "default-src 'none'; form-action 'self'{}; frame-ancestors 'none'; base-uri 'none'",
        redirect_origin.map(|o| format!(" {o}")).unwrap_or_default()
    );
    let mut r = (status, html).into_response();
    let h = r.headers_mut();
    h.insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static("text/html; charset=utf-8"),
    );
    if let Ok(v) = HeaderValue::from_str(&csp) {
        h.insert(header::CONTENT_SECURITY_POLICY, v);
    }
    h.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    h.insert(header::X_FRAME_OPTIONS, HeaderValue::from_static("DENY"));
    h.insert(
        header::REFERRER_POLICY,
        HeaderValue::from_static("same-origin"),
    );
    h.insert(
        header::X_CONTENT_TYPE_OPTIONS,
        HeaderValue::from_static("nosniff"),
    );
    r
}

fn refused_page(status: StatusCode, why: &str) -> Response {
    page(
        status,
        "talent: refused",
        &format!("<h1>Refused</h1>\n<p>{}</p>\n", escape(why)),
        None,
    )
}

/// A `__Host-` cookie: `Secure`, `HttpOnly`, `Path=/`, no `Domain`.
fn cookie(name: &str, value: &str, same_site: &str, max_age: u64) -> HeaderValue {
    HeaderValue::from_str(&format!(
        "{name}={value}; Path=/; Secure; HttpOnly; SameSite={same_site}; Max-Age={max_age}"
    ))
    .unwrap_or_else(|_| {
        HeaderValue::from_static("__Host-talent-invalid=; Path=/; Secure; Max-Age=0")
    })
}

fn describe(scope: Scope) -> &'static str {
    match scope {
        Scope::Read => "read the workspace's usage and quotas",
        Scope::Candidates => {
            "search candidates and unlock their details (spends searches and unlocks)"
        }
        Scope::Outreach => "invite and message candidates (reaches people in your name)",
        Scope::Jobs => "create and change jobs",
        Scope::Webhooks => "create, change and delete webhooks",
    }
}

fn host_of(text: &str) -> String {
    url::Url::parse(text)
        .ok()
        .and_then(|u| {
            let h = u.host_str()?.to_string();
            Some(match u.port() {
                Some(p) => format!("{h}:{p}"),
                None => h,
            })
        })
        .unwrap_or_else(|| text.to_string())
}

fn origin_of(text: &str) -> Option<String> {
    let u = url::Url::parse(text).ok()?;
    Some(u.origin().ascii_serialization()).filter(|o| o != "null")
}

/// The consent page of a checked request.
fn consent_page(asked: &Asked, request: &str, csrf: &str) -> Response {
    let client = &asked.client;
    let who = if client.kind == "document" {
        format!(
            "<p>The client at <strong>{}</strong> (its metadata document: <code>{}</code>){}</p>\n",
            escape(&host_of(&client.client_id)),
            escape(&client.client_id),
            client
                .name
                .as_deref()
                .map(|n| format!(", which calls itself “{}”,", escape(n)))
                .unwrap_or_default()
        )
    } else {
        format!(
            "<p>A client registered with this gateway{} (its name is its own claim, checked by no one)</p>\n",
            client
                .name
                .as_deref()
                .map(|n| format!(" that calls itself “{}”", escape(n)))
                .unwrap_or_default()
        )
    };
    let every_loopback = client
        .redirect_uris
        .iter()
        .filter_map(|r| url::Url::parse(r).ok())
        .all(|u| loopback_host(&u));
    let warning = if every_loopback {
        "<p role=\"alert\"><strong>Warning:</strong> every address this client sends you back to is on \
         this computer (loopback). Approve only if you started this from a program on your own machine; \
         any program on it could be this client.</p>\n"
    } else {
        ""
    };
    let scopes: String = asked
        .scopes
        .iter()
        .map(|s| {
            format!(
                "<li><code>{}</code>: {}</li>\n",
                s.as_str(),
                escape(describe(*s))
            )
        })
        .collect();
    let body = format!(
        "<h1>Allow access to talent?</h1>\n{who}\
         <p>wants to use <strong>{}</strong> as you, and would receive its answer at \
         <strong>{}</strong>.</p>\n{warning}\
         <p>It asks for:</p>\n<ul>\n{scopes}</ul>\n\
         <p>You sign in next; what you may do as a member still bounds it.</p>\n\
         <form method=\"post\" action=\"{AUTHORIZE}\">\n\
         <input type=\"hidden\" name=\"request\" value=\"{}\">\n\
         <input type=\"hidden\" name=\"csrf\" value=\"{}\">\n\
         <button type=\"submit\" name=\"decision\" value=\"approve\">Approve</button>\n\
         <button type=\"submit\" name=\"decision\" value=\"deny\">Deny</button>\n\
         </form>\n",
        escape(&asked.resource),
        escape(&host_of(&asked.redirect_uri)),
        escape(request),
        escape(csrf),
    );
    page(
        StatusCode::OK,
        "talent: allow access?",
        &body,
        origin_of(&asked.redirect_uri).as_deref(),
    )
}

/// `GET /oauth/authorize`: the consent page (or why not).
pub async fn authorize(State(gw): State<Arc<Gateway>>, req: Request) -> Response {
    let query = req.uri().query().unwrap_or("").to_string();
    let pairs = match params(&query) {
        Ok(p) => p,
        Err(why) => return refused_page(StatusCode::BAD_REQUEST, &why),
    };
    let asked = match check(&gw, &pairs).await {
        Ok(a) => a,
        Err(b) => return bad(&gw, b),
    };
    if let Some(r) = remembered(&gw, req.headers(), &asked).await {
        return r;
    }
    let seal = match gw.oauth().seal().await {
        Ok(s) => s,
        Err(e) => return bad(&gw, Bad::Away(e)),
    };
    let Ok(nonce) = random_hex(16) else {
        return refused_page(StatusCode::INTERNAL_SERVER_ERROR, "no random bits");
    };
    let request = B64.encode(query.as_bytes());
    let csrf = seal.sign("csrf", &[&nonce, &request]);
    let mut r = consent_page(&asked, &request, &csrf);
    r.headers_mut().append(
        header::SET_COOKIE,
        cookie(CSRF_COOKIE, &nonce, "Strict", STATE_LIFE.as_secs()),
    );
    r
}

/// `POST /oauth/authorize`: the consent's answer.
pub async fn decide(State(gw): State<Arc<Gateway>>, req: Request) -> Response {
    let headers = req.headers().clone();
    let body = match axum::body::to_bytes(req.into_body(), FORM_LIMIT).await {
        Ok(b) => b,
        Err(_) => return refused_page(StatusCode::PAYLOAD_TOO_LARGE, "The form is too large."),
    };
    let form = match params(&String::from_utf8_lossy(&body)) {
        Ok(p) => p,
        Err(why) => return refused_page(StatusCode::BAD_REQUEST, &why),
    };
    let (Some(request), Some(csrf)) = (get(&form, "request"), get(&form, "csrf")) else {
        return refused_page(StatusCode::BAD_REQUEST, "The consent form is incomplete.");
    };
    let server = gw.oauth();
    let seal = match server.seal().await {
        Ok(s) => s,
        Err(e) => return bad(&gw, Bad::Away(e)),
    };
    let browser_ok = cookie_of(&headers, CSRF_COOKIE)
        .is_some_and(|nonce| seal.verify("csrf", &[&nonce, request], csrf));
    if !browser_ok {
        return refused_page(
            StatusCode::FORBIDDEN,
            "This consent page was not loaded in this browser (its cookie is missing or another's): start again from the assistant.",
        );
    }
    let query = match B64
        .decode(request)
        .ok()
        .and_then(|b| String::from_utf8(b).ok())
    {
        Some(q) => q,
        None => return refused_page(StatusCode::BAD_REQUEST, "The consent form is damaged."),
    };
    let pairs = match params(&query) {
        Ok(p) => p,
        Err(why) => return refused_page(StatusCode::BAD_REQUEST, &why),
    };
    let asked = match check(&gw, &pairs).await {
        Ok(a) => a,
        Err(b) => return bad(&gw, b),
    };
    let clear_csrf = cookie(CSRF_COOKIE, "", "Strict", 0);
    if get(&form, "decision") != Some("approve") {
        let mut pairs = vec![
            ("error", "access_denied"),
            ("error_description", "the member denied the request"),
        ];
        if let Some(s) = &asked.state {
            pairs.push(("state", s));
        }
        let mut r = to_client(server, &asked.redirect_uri, &pairs);
        r.headers_mut().append(header::SET_COOKIE, clear_csrf);
        return r;
    }
    let Ok(state) = mint("") else {
        return refused_page(StatusCode::INTERNAL_SERVER_ERROR, "no random bits");
    };
    let value = format!(
        "{state}.{}",
        seal.sign("consent", &[&asked.client.client_id, &state])
    );
    let row = StateRow {
        cookie_sha256: digest(&value),
        client_id: asked.client.client_id.clone(),
        redirect_uri: asked.redirect_uri.clone(),
        scopes: asked
            .scopes
            .iter()
            .map(|s| s.as_str())
            .collect::<Vec<_>>()
            .join(" "),
        challenge: asked.challenge.clone(),
        resource: asked.resource.clone(),
        client_state: asked.state.clone(),
    };
    let (store, sha) = (server.store(), digest(&state));
    let ttl = STATE_LIFE.as_millis() as i64;
    if let Err(e) = blocking(move || store.put_state(&sha, &row, ttl)).await {
        return bad(&gw, Bad::Away(e));
    }
    let mut r = see_other(&callback_path(&state));
    r.headers_mut().append(header::SET_COOKIE, clear_csrf);
    r.headers_mut().append(
        header::SET_COOKIE,
        cookie(STATE_COOKIE, &value, "Lax", STATE_LIFE.as_secs()),
    );
    r
}

fn callback_path(state: &str) -> String {
    let q: String = url::form_urlencoded::Serializer::new(String::new())
        .append_pair("state", state)
        .finish();
    format!("{CALLBACK}?{q}")
}

/// `GET /oauth/callback?state=…`: the code, for the browser that approved
/// (its cookie carries this state for this client) once its member is
/// signed in.
pub async fn callback(State(gw): State<Arc<Gateway>>, req: Request) -> Response {
    let headers = req.headers().clone();
    let pairs_in = match params(req.uri().query().unwrap_or("")) {
        Ok(p) => p,
        Err(why) => return refused_page(StatusCode::BAD_REQUEST, &why),
    };
    let Some(state) = get(&pairs_in, "state").map(str::to_string) else {
        return refused_page(StatusCode::BAD_REQUEST, "The request carries no state.");
    };
    let server = gw.oauth();
    let seal = match server.seal().await {
        Ok(s) => s,
        Err(e) => return bad(&gw, Bad::Away(e)),
    };
    let other_browser = || {
        refused_page(
            StatusCode::FORBIDDEN,
            "This approval was not given in this browser: no code is given here. Start again from the assistant.",
        )
    };
    let Some(value) = cookie_of(&headers, STATE_COOKIE) else {
        return other_browser();
    };
    let Some((carried, mac)) = value.split_once('.') else {
        return other_browser();
    };
    if carried != state {
        return other_browser();
    }
    let (store, sha) = (server.store(), digest(&state));
    let row = match blocking(move || store.state(&sha, false)).await {
        Ok(Some(r)) => r,
        Ok(None) => {
            return refused_page(
                StatusCode::BAD_REQUEST,
                "This approval has expired or was used: start again from the assistant.",
            )
        }
        Err(e) => return bad(&gw, Bad::Away(e)),
    };
    if !seal.verify("consent", &[&row.client_id, &state], mac)
        || digest(&value) != row.cookie_sha256
    {
        return other_browser();
    }
    let who = match crate::serve::signin::signed_in(&gw, &headers).await {
        Some(w) => w,
        None => {
            let next: String = url::form_urlencoded::Serializer::new(String::new())
                .append_pair("next", &format!("{}&via=signin", callback_path(&state)))
                .finish();
            return see_other(&format!("{SIGNIN}?{next}"));
        }
    };
    // Used up now: a second callback with this state gets nothing.
    let (store, sha) = (server.store(), digest(&state));
    let row = match blocking(move || store.state(&sha, true)).await {
        Ok(Some(r)) => r,
        Ok(None) => {
            return refused_page(
                StatusCode::BAD_REQUEST,
                "This approval has expired or was used: start again from the assistant.",
            )
        }
        Err(e) => return bad(&gw, Bad::Away(e)),
    };
    let mut r = give_code(&gw, &who, &row, &format!("GET {CALLBACK} 303 consent")).await;
    if r.status() == StatusCode::SEE_OTHER && get(&pairs_in, "via") == Some("signin") {
        // Reached by the sign-in form's redirect: browsers hold a form's
        // redirects to its page's `form-action` ('self' there), so the
        // last hop to the client is a page of its own that goes on.
        r = onward(&r);
    }
    r.headers_mut()
        .append(header::SET_COOKIE, cookie(STATE_COOKIE, "", "Lax", 0));
    r
}

/// The scopes a member gets of those asked (`asked`, space-separated):
/// within their grants, in `Scope::ALL`'s order (so a consent is the same
/// whatever order a client lists its scopes in).
fn granted(asked: &str, grants: &[String]) -> Vec<&'static str> {
    let allowed = scopes_for(grants);
    let asked: Vec<Scope> = asked.split(' ').filter_map(scope_named).collect();
    Scope::ALL
        .iter()
        .filter(|s| asked.contains(s) && allowed.contains(s))
        .map(|s| s.as_str())
        .collect()
}

/// The code of an approved request (`row`) for the signed-in member `who`:
/// their consent remembered (member, client, exact redirect, scopes) and a
/// code (60 s, single use) sent to the exact redirect with `state` and
/// `iss`; `access_denied` there when the member may hold none of the
/// scopes. `how` is the log line's method, route, status and word.
async fn give_code(gw: &Gateway, who: &Authed, row: &StateRow, how: &str) -> Response {
    let server = gw.oauth();
    let scopes = granted(&row.scopes, &who.grants);
    let client_state = row.client_state.clone();
    let with_state = |mut pairs: Vec<(&'static str, String)>| {
        if let Some(s) = &client_state {
            pairs.push(("state", s.clone()));
        }
        pairs
    };
    if scopes.is_empty() {
        let pairs = with_state(vec![
            ("error", "access_denied".into()),
            (
                "error_description",
                format!("{} may hold none of the scopes asked for", who.member),
            ),
        ]);
        let refs: Vec<(&str, &str)> = pairs.iter().map(|(k, v)| (*k, v.as_str())).collect();
        return to_client(server, &row.redirect_uri, &refs);
    }
    let Ok(code) = mint(CODE_PREFIX) else {
        return refused_page(StatusCode::INTERNAL_SERVER_ERROR, "no random bits");
    };
    let store = server.store();
    let (member, scopes_text, code_sha, st) = (
        who.member.clone(),
        scopes.join(" "),
        digest(&code),
        row.clone(),
    );
    let issued = blocking(move || {
        let name = store.client(&st.client_id)?.and_then(|c| c.name);
        store.issue_code(
            &member,
            name.as_deref(),
            &st,
            &scopes_text,
            &code_sha,
            CODE_LIFE.as_millis() as i64,
        )
    })
    .await;
    match issued {
        Ok(Some(_)) => {}
        Ok(None) => {
            return refused_page(StatusCode::FORBIDDEN, "This member was revoked.");
        }
        Err(e) => return bad(gw, Bad::Away(e)),
    }
    crate::serve::line::member(&who.member);
    crate::serve::line::note(&format!("{how} for client {}", host_of(&row.client_id)));
    let pairs = with_state(vec![("code", code)]);
    let refs: Vec<(&str, &str)> = pairs.iter().map(|(k, v)| (*k, v.as_str())).collect();
    to_client(server, &row.redirect_uri, &refs)
}

/// A consent the member gave before (cli.md, *serve*: "remembered per
/// member, `client_id`, exact `redirect_uri` and scopes" — and here the
/// resource too, which only narrows: a page that said `/mcp/readonly` must
/// not stand for `/mcp`): when the browser is signed in as a member who
/// granted this very client, redirect and scopes for this resource, the
/// code goes straight back, no page. Anything else (not signed in, another
/// redirect, other scopes, another resource) is `None`: the consent page.
async fn remembered(
    gw: &Gateway,
    headers: &axum::http::HeaderMap,
    asked: &Asked,
) -> Option<Response> {
    let who = crate::serve::signin::signed_in(gw, headers).await?;
    let asked_text = asked
        .scopes
        .iter()
        .map(|s| s.as_str())
        .collect::<Vec<_>>()
        .join(" ");
    let scopes = granted(&asked_text, &who.grants).join(" ");
    if scopes.is_empty() {
        return None;
    }
    let store = gw.oauth().store();
    let (member, client, redirect, resource) = (
        who.member.clone(),
        asked.client.client_id.clone(),
        asked.redirect_uri.clone(),
        asked.resource.clone(),
    );
    match blocking(move || store.consented(&member, &client, &redirect, &scopes, &resource)).await {
        Ok(true) => {}
        Ok(false) => return None,
        Err(e) => return Some(bad(gw, Bad::Away(e))),
    }
    let row = StateRow {
        cookie_sha256: String::new(),
        client_id: asked.client.client_id.clone(),
        redirect_uri: asked.redirect_uri.clone(),
        scopes: asked_text,
        challenge: asked.challenge.clone(),
        resource: asked.resource.clone(),
        client_state: asked.state.clone(),
    };
    Some(
        give_code(
            gw,
            &who,
            &row,
            &format!("GET {AUTHORIZE} 303 remembered consent"),
        )
        .await,
    )
}

/// A page that sends the browser on to a redirect's `Location` (a meta
/// refresh and a link: no script).
fn onward(redirect: &Response) -> Response {
    let to = redirect
        .headers()
        .get(header::LOCATION)
        .and_then(|v| v.to_str().ok())
        .unwrap_or_default()
        .to_string();
    let html = format!(
        "<!doctype html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">\
         <meta http-equiv=\"refresh\" content=\"0;url={0}\">\
         <title>talent: back to the assistant</title></head>\n<body><main>\n\
         <p>Signed in. <a href=\"{0}\">Back to the assistant</a>.</p>\n</main></body></html>\n",
        escape(&to)
    );
    let mut r = page(StatusCode::OK, "talent", "", None);
    *r.body_mut() = axum::body::Body::from(html);
    r
}

/// Only for the unit tests below: a request's headers with one cookie.
#[cfg(test)]
fn with_cookie(name: &str, value: &str) -> axum::http::HeaderMap {
    let mut h = axum::http::HeaderMap::new();
    h.insert(
        header::COOKIE,
        HeaderValue::from_str(&format!("a=b; {name}={value}")).unwrap(),
    );
    h
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_parameter_given_twice_is_refused() {
        assert!(params("a=1&b=2").is_ok());
        assert!(params("a=1&a=2").is_err());
    }

    #[test]
    fn cookies_are_host_prefixed_secure_and_http_only() {
        let c = cookie(STATE_COOKIE, "v", "Lax", 600);
        let c = c.to_str().unwrap();
        assert!(c.starts_with("__Host-"), "{c}");
        for part in [
            "Path=/",
            "Secure",
            "HttpOnly",
            "SameSite=Lax",
            "Max-Age=600",
        ] {
            assert!(c.contains(part), "{c}");
        }
        assert!(!c.contains("Domain"), "{c}");
        assert_eq!(
            cookie_of(&with_cookie(STATE_COOKIE, "x.y"), STATE_COOKIE).as_deref(),
            Some("x.y")
        );
    }
}
