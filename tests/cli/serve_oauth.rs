//! The gateway as the OAuth authorization server of `/mcp` (issue 48): the
//! metadata, the consent page before the sign-in with its `__Host-` state
//! cookie (the confused-deputy test first), codes, tokens, refresh
//! families, registration, client ID metadata documents and `serve grant`.
//! Each browser is a plain HTTP client with its own cookies and no
//! redirects followed, so every hop is seen; the ledger is a throwaway
//! PostgreSQL (tests/cli/common/pg.rs).

use std::collections::HashMap;
use std::sync::Arc;

use base64::Engine as _;
use reqwest::header::{HeaderMap, LOCATION, SET_COOKIE};
use reqwest::StatusCode;
use serde_json::{json, Value};

use crate::common::{json_stdout, Sandbox, TestEnv};
use crate::serve::{lead, ok, Gateway};
use crate::team::Db;

/// A browser: its own cookies, no redirect followed.
pub(crate) struct Browser {
    http: reqwest::Client,
    pub(crate) cookies: HashMap<String, String>,
}

/// One answer: status, headers, body text.
pub(crate) struct Seen {
    pub(crate) status: StatusCode,
    pub(crate) headers: HeaderMap,
    pub(crate) body: String,
}

impl Seen {
    pub(crate) fn location(&self) -> String {
        self.headers
            .get(LOCATION)
            .and_then(|v| v.to_str().ok())
            .unwrap_or_default()
            .to_string()
    }
}

impl Browser {
    pub(crate) fn new() -> Browser {
        Browser {
            http: reqwest::Client::builder()
                .redirect(reqwest::redirect::Policy::none())
                .no_proxy()
                .build()
                .expect("a client"),
            cookies: HashMap::new(),
        }
    }

    fn cookie_header(&self) -> String {
        self.cookies
            .iter()
            .map(|(k, v)| format!("{k}={v}"))
            .collect::<Vec<_>>()
            .join("; ")
    }

    async fn send(&mut self, r: reqwest::RequestBuilder) -> Seen {
        let r = if self.cookies.is_empty() {
            r
        } else {
            r.header(reqwest::header::COOKIE, self.cookie_header())
        };
        let resp = r.send().await.expect("the gateway answers");
        let status = resp.status();
        let headers = resp.headers().clone();
        for c in headers.get_all(SET_COOKIE) {
            let c = c.to_str().unwrap_or_default();
            let first = c.split(';').next().unwrap_or_default();
            if let Some((k, v)) = first.split_once('=') {
                if v.is_empty() || c.contains("Max-Age=0") {
                    self.cookies.remove(k);
                } else {
                    self.cookies.insert(k.to_string(), v.to_string());
                }
            }
        }
        let body = resp.text().await.unwrap_or_default();
        Seen {
            status,
            headers,
            body,
        }
    }

    pub(crate) async fn get(&mut self, url: &str) -> Seen {
        let r = self.http.get(url);
        self.send(r).await
    }

    pub(crate) async fn post_form(
        &mut self,
        url: &str,
        form: &[(&str, &str)],
        origin: &str,
    ) -> Seen {
        let body: String = url::form_urlencoded::Serializer::new(String::new())
            .extend_pairs(form)
            .finish();
        let r = self
            .http
            .post(url)
            .header("content-type", "application/x-www-form-urlencoded")
            .header("origin", origin)
            .body(body);
        self.send(r).await
    }
}

/// The value of the hidden field `name` of a page.
pub(crate) fn hidden(html: &str, name: &str) -> String {
    let key = format!("name=\"{name}\" value=\"");
    let at = html
        .find(&key)
        .unwrap_or_else(|| panic!("no field {name} in {html}"));
    let rest = &html[at + key.len()..];
    html_unescape(&rest[..rest.find('"').expect("a closing quote")])
}

fn html_unescape(text: &str) -> String {
    text.replace("&#x2F;", "/")
        .replace("&#x27;", "'")
        .replace("&quot;", "\"")
        .replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&amp;", "&")
}

/// A query parameter of a URL.
pub(crate) fn param(url: &str, name: &str) -> Option<String> {
    url::Url::parse(url)
        .ok()?
        .query_pairs()
        .find(|(k, _)| k == name)
        .map(|(_, v)| v.into_owned())
}

/// PKCE: (verifier, S256 challenge).
pub(crate) fn pkce() -> (String, String) {
    let verifier = format!("{}{}", "v".repeat(43), fastrand::u64(..));
    let d = ring::digest::digest(&ring::digest::SHA256, verifier.as_bytes());
    let challenge = base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(d.as_ref());
    (verifier, challenge)
}

/// A gateway on a fresh ledger with a member `asha` (search, unlock) and
/// her member token for `/mcp` (what she signs in with).
pub(crate) struct Stand {
    _sb: Sandbox,
    pub(crate) db: Db,
    pub(crate) gw: Gateway,
    pub(crate) token: String,
}

pub(crate) fn stand_with(vars: &[(&str, &str)]) -> Option<Stand> {
    stand_from(Sandbox::start, &[], vars)
}

/// A stand on a sandbox `sb` makes, its gateway started with `extra`.
pub(crate) fn stand_from(
    sb: impl FnOnce() -> Sandbox,
    extra: &[&str],
    vars: &[(&str, &str)],
) -> Option<Stand> {
    let db = Db::create("TALENT_TEST_PG_URL")?;
    let sb = sb();
    let env = TestEnv::new();
    ok(lead(
        &env,
        &db,
        &["serve", "member", "add", "asha", "--can", "search,unlock"],
    ));
    let out = ok(lead(
        &env,
        &db,
        &[
            "serve", "member", "token", "asha", "--for", "mcp", "-o", "json",
        ],
    ));
    let token = json_stdout(&out)["token"]
        .as_str()
        .expect("a token")
        .to_string();
    let gw = Gateway::try_start(&sb, &db, extra, vars)
        .unwrap_or_else(|(code, err)| panic!("serve exited {code:?}: {err}"));
    Some(Stand {
        _sb: sb,
        db,
        gw,
        token,
    })
}

pub(crate) fn stand() -> Option<Stand> {
    stand_with(&[])
}

/// Registers a client with `redirect` (RFC 7591): its client_id.
pub(crate) async fn register(gw: &Gateway, redirect: &str) -> String {
    let r = reqwest::Client::new()
        .post(format!("{}/oauth/register", gw.url))
        .json(&json!({"client_name": "Test Assistant", "redirect_uris": [redirect]}))
        .send()
        .await
        .expect("answers");
    assert_eq!(r.status(), StatusCode::CREATED);
    let v: Value = r.json().await.expect("json");
    v["client_id"].as_str().expect("client_id").to_string()
}

/// The authorization request's URL.
pub(crate) fn authorize_url(
    gw: &Gateway,
    client_id: &str,
    redirect: &str,
    challenge: &str,
    extra: &[(&str, &str)],
) -> String {
    let mut pairs = vec![
        ("response_type", "code"),
        ("client_id", client_id),
        ("redirect_uri", redirect),
        ("code_challenge", challenge),
        ("code_challenge_method", "S256"),
        ("state", "client-state-1"),
        ("scope", "talent:read talent:candidates"),
    ];
    let resource = format!("{}/mcp", gw.url);
    if !extra.iter().any(|(k, _)| *k == "resource") {
        pairs.push(("resource", &resource));
    }
    let mut pairs: Vec<(&str, &str)> = pairs
        .into_iter()
        .filter(|(k, _)| !extra.iter().any(|(e, _)| e == k))
        .collect();
    pairs.extend(extra.iter().filter(|(_, v)| !v.is_empty()).copied());
    let q: String = url::form_urlencoded::Serializer::new(String::new())
        .extend_pairs(pairs)
        .finish();
    format!("{}/oauth/authorize?{q}", gw.url)
}

/// Loads the consent page and approves it: the callback's location.
pub(crate) async fn approve(b: &mut Browser, gw: &Gateway, url: &str) -> String {
    let page = b.get(url).await;
    assert_eq!(page.status, StatusCode::OK, "{}", page.body);
    let done = b
        .post_form(
            &format!("{}/oauth/authorize", gw.url),
            &[
                ("request", &hidden(&page.body, "request")),
                ("csrf", &hidden(&page.body, "csrf")),
                ("decision", "approve"),
            ],
            &gw.url,
        )
        .await;
    assert_eq!(done.status, StatusCode::SEE_OTHER, "{}", done.body);
    done.location()
}

/// Signs `b` in with a member token on the gateway's sign-in page.
pub(crate) async fn sign_in(b: &mut Browser, gw: &Gateway, token: &str) {
    let page = b.get(&format!("{}/signin?next=/", gw.url)).await;
    assert_eq!(page.status, StatusCode::OK, "{}", page.body);
    let done = b
        .post_form(
            &format!("{}/signin", gw.url),
            &[
                ("csrf", &hidden(&page.body, "csrf")),
                ("next", "/"),
                ("token", token),
            ],
            &gw.url,
        )
        .await;
    assert!(done.status.is_redirection(), "{}", done.body);
}

/// The whole flow in one browser, signed in first: (code, redirect). A
/// consent the member gave this client and redirect before is remembered:
/// the code comes at once, no page.
pub(crate) async fn code_for(
    st: &Stand,
    client_id: &str,
    redirect: &str,
    challenge: &str,
) -> String {
    let mut b = Browser::new();
    sign_in(&mut b, &st.gw, &st.token).await;
    let url = authorize_url(&st.gw, client_id, redirect, challenge, &[]);
    let first = b.get(&url).await;
    let back = if first.status == StatusCode::SEE_OTHER {
        first
    } else {
        let cb = approve(&mut b, &st.gw, &url).await;
        b.get(&format!("{}{cb}", st.gw.url)).await
    };
    assert_eq!(back.status, StatusCode::SEE_OTHER, "{}", back.body);
    let to = back.location();
    assert!(to.starts_with(redirect), "{to}");
    assert_eq!(param(&to, "iss").as_deref(), Some(st.gw.url.as_str()));
    assert_eq!(param(&to, "state").as_deref(), Some("client-state-1"));
    param(&to, "code").expect("a code")
}

async fn token_request(gw: &Gateway, form: &[(&str, &str)]) -> (StatusCode, Value) {
    let body: String = url::form_urlencoded::Serializer::new(String::new())
        .extend_pairs(form)
        .finish();
    let r = reqwest::Client::new()
        .post(format!("{}/oauth/token", gw.url))
        .header("content-type", "application/x-www-form-urlencoded")
        .body(body)
        .send()
        .await
        .expect("answers");
    let status = r.status();
    assert_eq!(
        r.headers()
            .get("cache-control")
            .and_then(|v| v.to_str().ok()),
        Some("no-store")
    );
    (status, r.json().await.unwrap_or(Value::Null))
}

pub(crate) async fn redeem(
    gw: &Gateway,
    client_id: &str,
    redirect: &str,
    code: &str,
    verifier: &str,
) -> (StatusCode, Value) {
    let resource = format!("{}/mcp", gw.url);
    token_request(
        gw,
        &[
            ("grant_type", "authorization_code"),
            ("client_id", client_id),
            ("redirect_uri", redirect),
            ("code", code),
            ("code_verifier", verifier),
            ("resource", &resource),
        ],
    )
    .await
}

/// The ledger's check of an access token for a resource path (what `/mcp`
/// calls through `serve::oauth::access_token`): the member it names.
fn holder(st: &Stand, access: &str, path: &str) -> Option<String> {
    let target =
        match talent::config::ledger::parse(&st.db.url, talent::config::ledger::Source::Flag)
            .expect("the test database's URL")
        {
            talent::config::ledger::Target::Postgres(t) => t,
            other => panic!("a team ledger: {other:?}"),
        };
    let store = talent::ledger::pg::PgStore::start(
        target,
        talent::config::ledger::Mode::Required,
        Arc::new(talent::ledger::SqliteStore::in_memory().expect("local file")),
        std::time::Duration::from_secs(60),
    )
    .expect("team ledger");
    let team = talent::ledger::TeamAdmin::new(Arc::new(store));
    team.oauth()
        .access(
            &talent::serve::oauth::digest(access),
            &format!("{}{path}", st.gw.url),
        )
        .expect("the ledger answers")
        .map(|row| row.member)
}

pub(crate) const REDIRECT: &str = "http://127.0.0.1:9/callback";

// ---------------------------------------------------------------------------
// The confused deputy first (GHSA-c2jp-c369-7pvx).

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_consent_approved_in_one_browser_gives_no_code_to_another() {
    let Some(st) = stand() else {
        return;
    };
    let gw = &st.gw;
    let client = register(gw, REDIRECT).await;
    let (_, challenge) = pkce();
    let url = authorize_url(gw, &client, REDIRECT, &challenge, &[]);

    // The victim's browser: the consent page comes first, before any
    // sign-in, with its page rules.
    let mut victim = Browser::new();
    let page = victim.get(&url).await;
    assert_eq!(page.status, StatusCode::OK, "{}", page.body);
    let csp = page.headers["content-security-policy"].to_str().unwrap();
    assert!(csp.contains("frame-ancestors 'none'"), "{csp}");
    assert_eq!(page.headers["cache-control"], "no-store");
    assert!(page.body.contains("127.0.0.1:9"), "{}", page.body);
    assert!(page.body.contains("talent:candidates"), "{}", page.body);
    assert!(page.body.contains("loopback"), "{}", page.body);
    let (request, csrf) = (hidden(&page.body, "request"), hidden(&page.body, "csrf"));

    // Another browser posting that form (the CSRF token without its
    // cookie) approves nothing.
    let mut attacker = Browser::new();
    let forged = attacker
        .post_form(
            &format!("{}/oauth/authorize", gw.url),
            &[
                ("request", &request),
                ("csrf", &csrf),
                ("decision", "approve"),
            ],
            &gw.url,
        )
        .await;
    assert_eq!(forged.status, StatusCode::FORBIDDEN, "{}", forged.body);
    assert!(!attacker.cookies.contains_key("__Host-talent-oauth"));

    // The victim approves: a __Host- cookie bound to the client, carrying
    // a single-use state, and on to the callback.
    let done = victim
        .post_form(
            &format!("{}/oauth/authorize", gw.url),
            &[
                ("request", &request),
                ("csrf", &csrf),
                ("decision", "approve"),
            ],
            &gw.url,
        )
        .await;
    assert_eq!(done.status, StatusCode::SEE_OTHER, "{}", done.body);
    let set: Vec<String> = done
        .headers
        .get_all(SET_COOKIE)
        .iter()
        .map(|v| v.to_str().unwrap().to_string())
        .collect();
    let state_cookie = set
        .iter()
        .find(|c| c.starts_with("__Host-talent-oauth="))
        .expect("the state cookie");
    for part in ["Secure", "HttpOnly", "SameSite=Lax", "Path=/"] {
        assert!(state_cookie.contains(part), "{state_cookie}");
    }
    let callback = format!("{}{}", gw.url, done.location());
    assert!(callback.contains("/oauth/callback?state="), "{callback}");

    // Another browser — signed in as a member of its own — at that
    // callback: no code.
    let mut other = Browser::new();
    sign_in(&mut other, gw, &st.token).await;
    let stolen = other.get(&callback).await;
    assert_eq!(stolen.status, StatusCode::FORBIDDEN, "{}", stolen.body);
    assert!(
        !stolen.location().contains("code="),
        "{}",
        stolen.location()
    );
    // Nor with a state cookie of another client's consent.
    let other_client = register(gw, "http://127.0.0.1:8/callback").await;
    let mut third = Browser::new();
    sign_in(&mut third, gw, &st.token).await;
    approve(
        &mut third,
        gw,
        &authorize_url(
            gw,
            &other_client,
            "http://127.0.0.1:8/callback",
            &challenge,
            &[],
        ),
    )
    .await;
    let theirs = third.cookies["__Host-talent-oauth"].clone();
    let (_, mac) = theirs.split_once('.').unwrap();
    let state = param(&callback, "state").unwrap();
    third
        .cookies
        .insert("__Host-talent-oauth".into(), format!("{state}.{mac}"));
    let mixed = third.get(&callback).await;
    assert_eq!(mixed.status, StatusCode::FORBIDDEN, "{}", mixed.body);
    assert!(!mixed.location().contains("code="));

    // The victim's own browser: sign-in, then the code at the exact
    // redirect, with state and iss.
    let to_signin = victim.get(&callback).await;
    assert_eq!(to_signin.status, StatusCode::SEE_OTHER);
    assert!(
        to_signin.location().starts_with("/signin?next="),
        "{}",
        to_signin.location()
    );
    sign_in(&mut victim, gw, &st.token).await;
    let back = victim.get(&callback).await;
    assert_eq!(back.status, StatusCode::SEE_OTHER, "{}", back.body);
    let to = back.location();
    assert!(to.starts_with(REDIRECT), "{to}");
    assert!(
        param(&to, "code").is_some_and(|c| c.starts_with("tlc_")),
        "{to}"
    );
    assert_eq!(param(&to, "state").as_deref(), Some("client-state-1"));
    assert_eq!(param(&to, "iss").as_deref(), Some(gw.url.as_str()));
    // The state served once: a second visit gets nothing.
    victim.cookies.insert(
        "__Host-talent-oauth".into(),
        state_cookie
            .split(';')
            .next()
            .unwrap()
            .split_once('=')
            .unwrap()
            .1
            .to_string(),
    );
    let again = victim.get(&callback).await;
    assert_eq!(again.status, StatusCode::BAD_REQUEST, "{}", again.body);
    // The ledger holds the state and code as digests only.
    let held = st
        .db
        .sql("SELECT string_agg(sha256, ',') FROM talent_gw_oauth_states");
    assert!(!held.contains(&state), "{held}");
    // No secret in the log.
    let log = st.gw.log();
    assert!(!log.contains(&state) && !log.contains(&st.token), "{log}");
}

// ---------------------------------------------------------------------------
// Discovery.

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_metadata_names_each_resource_and_the_gateway_as_its_server() {
    let Some(st) = stand() else {
        return;
    };
    let gw = &st.gw;
    let get = |path: &str| reqwest::get(format!("{}{path}", gw.url));
    for path in ["/mcp", "/mcp/readonly"] {
        let r = get(&format!("/.well-known/oauth-protected-resource{path}"))
            .await
            .unwrap();
        assert_eq!(r.status(), StatusCode::OK);
        let m: Value = r.json().await.unwrap();
        assert_eq!(m["resource"], format!("{}{path}", gw.url));
        assert_eq!(m["authorization_servers"], json!([gw.url]));
        assert!(m["scopes_supported"]
            .as_array()
            .unwrap()
            .contains(&json!("talent:read")));
    }
    let m: Value = get("/.well-known/oauth-authorization-server")
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    assert_eq!(m["issuer"], gw.url);
    assert_eq!(m["code_challenge_methods_supported"], json!(["S256"]));
    assert_eq!(m["client_id_metadata_document_supported"], true);
    assert_eq!(m["authorization_response_iss_parameter_supported"], true);
    assert_eq!(m["response_types_supported"], json!(["code"]));
    assert_eq!(
        m["scopes_supported"],
        json!([
            "talent:read",
            "talent:candidates",
            "talent:jobs",
            "talent:outreach",
            "talent:webhooks"
        ])
    );
    for k in [
        "authorization_endpoint",
        "token_endpoint",
        "registration_endpoint",
        "revocation_endpoint",
    ] {
        assert!(
            m[k].as_str().is_some_and(|u| u.starts_with(&gw.url)),
            "{k}: {m}"
        );
    }
    // A Host of elsewhere never makes the issuer (the door refuses it).
    let r = reqwest::Client::new()
        .get(format!("{}/.well-known/oauth-authorization-server", gw.url))
        .header("host", "evil.example")
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), StatusCode::FORBIDDEN);
}

// ---------------------------------------------------------------------------
// Codes and tokens.

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_token_for_another_resource_is_refused_and_pkce_binds_the_code() {
    let Some(st) = stand() else {
        return;
    };
    let gw = &st.gw;
    let client = register(gw, REDIRECT).await;
    let (verifier, challenge) = pkce();
    // A wrong verifier, another redirect: refused (and each spends its
    // code: a_failed_code_redemption_spends_the_code).
    let code = code_for(&st, &client, REDIRECT, &challenge).await;
    let (s, e) = redeem(gw, &client, REDIRECT, &code, &pkce().0).await;
    assert_eq!(s, StatusCode::BAD_REQUEST);
    assert_eq!(e["error"], "invalid_grant", "{e}");
    let code = code_for(&st, &client, REDIRECT, &challenge).await;
    let (s, _) = redeem(gw, &client, "http://127.0.0.1:9/other", &code, &verifier).await;
    assert_eq!(s, StatusCode::BAD_REQUEST);
    // The right one: tokens for /mcp, scopes within asha's grants.
    let code = code_for(&st, &client, REDIRECT, &challenge).await;
    let (s, t) = redeem(gw, &client, REDIRECT, &code, &verifier).await;
    assert_eq!(s, StatusCode::OK, "{t}");
    assert_eq!(t["token_type"], "Bearer");
    assert!(
        t["expires_in"].as_i64().is_some_and(|e| e > 0 && e <= 3600),
        "{t}"
    );
    assert_eq!(t["scope"], "talent:read talent:candidates");
    let access = t["access_token"].as_str().unwrap().to_string();
    assert!(access.starts_with("tla_") && access.len() == 47, "{access}");
    assert_eq!(holder(&st, &access, "/mcp").as_deref(), Some("asha"));
    // Bound to its resource: not /mcp/readonly's.
    assert_eq!(holder(&st, &access, "/mcp/readonly"), None);
    // Never on the REST routes.
    let r = reqwest::Client::new()
        .get(format!("{}/api/v1/search/candidates?minexp=1", gw.url))
        .bearer_auth(&access)
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), StatusCode::UNAUTHORIZED);
    // The ledger keeps digests only.
    let held = st
        .db
        .sql("SELECT string_agg(sha256, ',') FROM talent_gw_oauth_tokens");
    assert!(!held.contains(&access[4..]), "{held}");
    assert!(!st.gw.log().contains(&access));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn pkce_plain_and_a_missing_resource_are_refused_at_the_redirect_with_iss() {
    let Some(st) = stand() else {
        return;
    };
    let gw = &st.gw;
    let client = register(gw, REDIRECT).await;
    let (_, challenge) = pkce();
    let mut b = Browser::new();
    for (extra, error) in [
        (vec![("code_challenge_method", "plain")], "invalid_request"),
        (vec![("resource", "")], "invalid_target"),
        (
            vec![("resource", "https://elsewhere.example/mcp")],
            "invalid_target",
        ),
        (vec![("scope", "talent:admin")], "invalid_scope"),
        (
            vec![("response_type", "token")],
            "unsupported_response_type",
        ),
    ] {
        let url = authorize_url(gw, &client, REDIRECT, &challenge, &extra);
        let seen = b.get(&url).await;
        assert_eq!(
            seen.status,
            StatusCode::SEE_OTHER,
            "{extra:?}: {}",
            seen.body
        );
        let to = seen.location();
        assert!(to.starts_with(REDIRECT), "{to}");
        assert_eq!(param(&to, "error").as_deref(), Some(error), "{to}");
        assert_eq!(param(&to, "iss").as_deref(), Some(gw.url.as_str()), "{to}");
        assert_eq!(param(&to, "state").as_deref(), Some("client-state-1"));
    }
    // A redirect the client never registered: a page, nothing sent there.
    let url = authorize_url(gw, &client, "https://evil.example/cb", &challenge, &[]);
    let seen = b.get(&url).await;
    assert_eq!(seen.status, StatusCode::BAD_REQUEST);
    assert!(seen.location().is_empty());
    // The token endpoint too wants the resource.
    let (s, e) = token_request(
        gw,
        &[
            ("grant_type", "authorization_code"),
            ("client_id", &client),
            ("redirect_uri", REDIRECT),
            ("code", "tlc_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"),
            ("code_verifier", &"a".repeat(43)),
        ],
    )
    .await;
    assert_eq!(s, StatusCode::BAD_REQUEST);
    assert_eq!(e["error"], "invalid_target", "{e}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_code_used_twice_revokes_what_the_first_use_issued() {
    let Some(st) = stand() else {
        return;
    };
    let gw = &st.gw;
    let client = register(gw, REDIRECT).await;
    let (verifier, challenge) = pkce();
    let code = code_for(&st, &client, REDIRECT, &challenge).await;
    let (s, t) = redeem(gw, &client, REDIRECT, &code, &verifier).await;
    assert_eq!(s, StatusCode::OK, "{t}");
    let access = t["access_token"].as_str().unwrap().to_string();
    assert!(holder(&st, &access, "/mcp").is_some());
    let (s, e) = redeem(gw, &client, REDIRECT, &code, &verifier).await;
    assert_eq!(s, StatusCode::BAD_REQUEST);
    assert_eq!(e["error"], "invalid_grant", "{e}");
    assert_eq!(holder(&st, &access, "/mcp"), None);
    // And its refresh token is gone with it.
    let resource = format!("{}/mcp", gw.url);
    let (s, _) = token_request(
        gw,
        &[
            ("grant_type", "refresh_token"),
            ("client_id", &client),
            ("refresh_token", t["refresh_token"].as_str().unwrap()),
            ("resource", &resource),
        ],
    )
    .await;
    assert_eq!(s, StatusCode::BAD_REQUEST);
    // An expired code (past its 60 s) gives nothing.
    let code = code_for(&st, &client, REDIRECT, &challenge).await;
    st.db
        .sql("UPDATE talent_gw_oauth_codes SET expires_ms = 0 WHERE used_ms IS NULL");
    let (s, e) = redeem(gw, &client, REDIRECT, &code, &verifier).await;
    assert_eq!(s, StatusCode::BAD_REQUEST);
    assert_eq!(e["error"], "invalid_grant", "{e}");
}

/// A refresh token request for `/mcp` (`scope`: a narrower set).
async fn refresh(
    gw: &Gateway,
    client: &str,
    token: String,
    scope: Option<&'static str>,
) -> (StatusCode, Value) {
    let resource = format!("{}/mcp", gw.url);
    let mut form = vec![
        ("grant_type", "refresh_token"),
        ("client_id", client),
        ("refresh_token", token.as_str()),
        ("resource", resource.as_str()),
    ];
    if let Some(s) = scope {
        form.push(("scope", s));
    }
    token_request(gw, &form).await
}

/// Codes and tokens for asha's consent to `client`.
async fn tokens(st: &Stand, client: &str, verifier: &str, challenge: &str) -> Value {
    let code = code_for(st, client, REDIRECT, challenge).await;
    let (s, t) = redeem(&st.gw, client, REDIRECT, &code, verifier).await;
    assert_eq!(s, StatusCode::OK, "{t}");
    t
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_refresh_token_used_twice_revokes_its_family() {
    let Some(st) = stand() else {
        return;
    };
    let gw = &st.gw;
    let client = register(gw, REDIRECT).await;
    let (verifier, challenge) = pkce();
    let code = code_for(&st, &client, REDIRECT, &challenge).await;
    let (_, t) = redeem(gw, &client, REDIRECT, &code, &verifier).await;
    let first = t["refresh_token"].as_str().unwrap().to_string();
    // Rotated on use; a narrower scope may be asked, a wider one not.
    let (s, wide) = refresh(
        gw,
        &client,
        first.clone(),
        Some("talent:read talent:webhooks"),
    )
    .await;
    assert_eq!(s, StatusCode::BAD_REQUEST);
    assert_eq!(wide["error"], "invalid_scope", "{wide}");
    let (s, second) = refresh(gw, &client, first.clone(), Some("talent:read")).await;
    assert_eq!(s, StatusCode::OK, "{second}");
    assert_eq!(second["scope"], "talent:read");
    let newer = second["refresh_token"].as_str().unwrap().to_string();
    assert_ne!(newer, first);
    let access = second["access_token"].as_str().unwrap().to_string();
    assert!(holder(&st, &access, "/mcp").is_some());
    // The first one again: the whole family ends.
    let (s, e) = refresh(gw, &client, first, None).await;
    assert_eq!(s, StatusCode::BAD_REQUEST);
    assert_eq!(e["error"], "invalid_grant", "{e}");
    assert_eq!(holder(&st, &access, "/mcp"), None);
    let (s, _) = refresh(gw, &client, newer, None).await;
    assert_eq!(s, StatusCode::BAD_REQUEST);
    // A family idle past its 7 days gives nothing either.
    let code = code_for(&st, &client, REDIRECT, &challenge).await;
    let (_, t) = redeem(gw, &client, REDIRECT, &code, &verifier).await;
    st.db
        .sql("UPDATE talent_gw_oauth_families SET idle_until_ms = 0");
    let (s, _) = refresh(
        gw,
        &client,
        t["refresh_token"].as_str().unwrap().to_string(),
        None,
    )
    .await;
    assert_eq!(s, StatusCode::BAD_REQUEST);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_expired_or_revoked_access_token_is_refused() {
    let Some(st) = stand() else {
        return;
    };
    let gw = &st.gw;
    let client = register(gw, REDIRECT).await;
    let (verifier, challenge) = pkce();
    // Expired.
    let t = tokens(&st, &client, &verifier, &challenge).await;
    let access = t["access_token"].as_str().unwrap();
    assert!(holder(&st, access, "/mcp").is_some());
    st.db.sql(&format!(
        "UPDATE talent_gw_oauth_tokens SET expires_ms = 0 WHERE sha256 = '{}'",
        talent::serve::oauth::digest(access)
    ));
    assert_eq!(holder(&st, access, "/mcp"), None);
    // Revoked by the client (RFC 7009): a refresh token ends its family.
    let t = tokens(&st, &client, &verifier, &challenge).await;
    let access = t["access_token"].as_str().unwrap();
    let r = reqwest::Client::new()
        .post(format!("{}/oauth/revoke", gw.url))
        .header("content-type", "application/x-www-form-urlencoded")
        .body(
            url::form_urlencoded::Serializer::new(String::new())
                .append_pair("client_id", &client)
                .append_pair("token", t["refresh_token"].as_str().unwrap())
                .finish(),
        )
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), StatusCode::OK);
    assert_eq!(holder(&st, access, "/mcp"), None);
    // Revoked by the lead: `serve grant revoke`.
    let t = tokens(&st, &client, &verifier, &challenge).await;
    let access = t["access_token"].as_str().unwrap();
    let env = TestEnv::new();
    let grants = json_stdout(&ok(lead(
        &env,
        &st.db,
        &["serve", "grant", "list", "--for", "asha", "-o", "json"],
    )));
    let g = &grants[0];
    assert_eq!(g["member"], "asha", "{grants}");
    assert_eq!(g["client_id"], client.as_str());
    assert_eq!(g["client_name"], "Test Assistant");
    assert_eq!(g["redirect_uri"], REDIRECT);
    assert_eq!(g["scopes"], "talent:read talent:candidates");
    assert!(g["last_used"].is_string(), "{g}");
    // One consent remembered per member, client, redirect and scopes.
    assert_eq!(grants.as_array().unwrap().len(), 1, "{grants}");
    let id = g["id"].as_str().unwrap().to_string();
    ok(lead(&env, &st.db, &["serve", "grant", "revoke", &id]));
    assert_eq!(holder(&st, access, "/mcp"), None);
    crate::common::expect_code(&lead(&env, &st.db, &["serve", "grant", "revoke", &id]), 4);
    // Revoked with the member: every grant and token at once.
    let t = tokens(&st, &client, &verifier, &challenge).await;
    let access = t["access_token"].as_str().unwrap();
    assert!(holder(&st, access, "/mcp").is_some());
    ok(lead(&env, &st.db, &["serve", "member", "revoke", "asha"]));
    assert_eq!(holder(&st, access, "/mcp"), None);
    // Restored, the old grant stays ended.
    ok(lead(
        &env,
        &st.db,
        &["serve", "member", "add", "asha", "--can", "search"],
    ));
    assert_eq!(holder(&st, access, "/mcp"), None);
    let left = json_stdout(&ok(lead(
        &env,
        &st.db,
        &["serve", "grant", "list", "-o", "json"],
    )));
    assert_eq!(left, json!([]));
}

// ---------------------------------------------------------------------------
// Clients.

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn registration_is_bounded_and_rate_limited_per_address() {
    let Some(st) = stand() else {
        return;
    };
    let gw = &st.gw;
    let post = |body: String| {
        reqwest::Client::new()
            .post(format!("{}/oauth/register", gw.url))
            .header("content-type", "application/json")
            .body(body)
            .send()
    };
    // Not https nor loopback; more than ten; over 2 KiB.
    let r = post(json!({"redirect_uris": ["http://evil.example/cb"]}).to_string())
        .await
        .unwrap();
    assert_eq!(r.status(), StatusCode::BAD_REQUEST);
    let eleven: Vec<String> = (0..11)
        .map(|i| format!("https://a.example/cb{i}"))
        .collect();
    let r = post(json!({ "redirect_uris": eleven }).to_string())
        .await
        .unwrap();
    assert_eq!(r.status(), StatusCode::BAD_REQUEST);
    let big = json!({"redirect_uris": ["https://a.example/cb"], "client_name": "x".repeat(3000)});
    let r = post(big.to_string()).await.unwrap();
    assert_eq!(r.status(), StatusCode::PAYLOAD_TOO_LARGE);
    // Ten an hour from one address, then 429.
    for _ in 0..10 {
        register(gw, REDIRECT).await;
    }
    let r = post(json!({"redirect_uris": [REDIRECT]}).to_string())
        .await
        .unwrap();
    assert_eq!(r.status(), StatusCode::TOO_MANY_REQUESTS);
    // A client unused for 24 hours is gone.
    let unused = st
        .db
        .sql("SELECT client_id FROM talent_gw_oauth_clients LIMIT 1");
    st.db.sql(&format!(
        "UPDATE talent_gw_oauth_clients SET created_ms = created_ms - 90000000 WHERE client_id = '{unused}'"
    ));
    let (_, challenge) = pkce();
    let seen = Browser::new()
        .get(&authorize_url(gw, &unused, REDIRECT, &challenge, &[]))
        .await;
    assert_eq!(seen.status, StatusCode::BAD_REQUEST, "{}", seen.body);
    assert!(seen.location().is_empty());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_origin_from_elsewhere_is_refused_on_the_consent_form() {
    let Some(st) = stand() else {
        return;
    };
    let gw = &st.gw;
    let client = register(gw, REDIRECT).await;
    let (_, challenge) = pkce();
    let mut b = Browser::new();
    let page = b
        .get(&authorize_url(gw, &client, REDIRECT, &challenge, &[]))
        .await;
    let form = [
        ("request", hidden(&page.body, "request")),
        ("csrf", hidden(&page.body, "csrf")),
        ("decision", "approve".to_string()),
    ];
    let form: Vec<(&str, &str)> = form.iter().map(|(k, v)| (*k, v.as_str())).collect();
    let seen = b
        .post_form(
            &format!("{}/oauth/authorize", gw.url),
            &form,
            "https://evil.example",
        )
        .await;
    assert_eq!(seen.status, StatusCode::FORBIDDEN, "{}", seen.body);
    assert!(!b.cookies.contains_key("__Host-talent-oauth"));
}

/// A client ID metadata document on loopback (admitted by the test-only
/// `TALENT_SERVE_CIMD_ALLOW`): its URL and port.
async fn serve_document(redirect: &str) -> (String, u16) {
    let l = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let port = l.local_addr().unwrap().port();
    let id = format!("http://localhost:{port}/client.json");
    let body = json!({
        "client_id": id,
        "client_name": "Doc Assistant",
        "redirect_uris": [redirect],
    })
    .to_string();
    let app = axum::Router::new().route(
        "/client.json",
        axum::routing::get(move || {
            let body = body.clone();
            async move { ([("content-type", "application/json")], body) }
        }),
    );
    tokio::spawn(async move { axum::serve(l, app).await });
    (id, port)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_client_whose_metadata_document_names_another_redirect_gets_no_consent() {
    let (id, port) = serve_document("https://elsewhere.example/cb").await;
    let allow = format!("localhost:{port}");
    let Some(st) = stand_with(&[
        ("TALENT_SERVE_CIMD_ALLOW", &allow),
        ("TALENT_TIME_SCALE", "0.5"),
    ]) else {
        return;
    };
    let gw = &st.gw;
    let (_, challenge) = pkce();
    let mut b = Browser::new();
    let seen = b
        .get(&authorize_url(gw, &id, REDIRECT, &challenge, &[]))
        .await;
    assert_eq!(seen.status, StatusCode::BAD_REQUEST, "{}", seen.body);
    assert!(seen.location().is_empty(), "{}", seen.location());
    // Its own redirect gets the consent page, naming the document's host.
    let page = b
        .get(&authorize_url(
            gw,
            &id,
            "https://elsewhere.example/cb",
            &challenge,
            &[],
        ))
        .await;
    assert_eq!(page.status, StatusCode::OK, "{}", page.body);
    assert!(
        page.body.contains(&format!("localhost:{port}")),
        "{}",
        page.body
    );
    assert!(page.body.contains("elsewhere.example"), "{}", page.body);
    assert!(!page.body.contains("role=\"alert\""), "{}", page.body);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_metadata_url_on_a_private_address_is_refused() {
    let Some(st) = stand() else {
        return;
    };
    let gw = &st.gw;
    let (_, challenge) = pkce();
    let mut b = Browser::new();
    for id in [
        "https://127.0.0.1/client.json",
        "https://localhost/client.json",
        "https://[::1]/client.json",
        "https://10.0.0.7/client.json",
    ] {
        let seen = b
            .get(&authorize_url(gw, id, REDIRECT, &challenge, &[]))
            .await;
        assert_eq!(seen.status, StatusCode::BAD_REQUEST, "{id}: {}", seen.body);
        assert!(seen.body.contains("not global"), "{id}: {}", seen.body);
        assert!(seen.location().is_empty());
    }
}

#[test]
fn the_test_only_metadata_allowance_is_refused_in_real_time() {
    let Some(db) = Db::create("TALENT_TEST_PG_URL") else {
        return;
    };
    let sb = Sandbox::start();
    let Err((code, err)) = Gateway::try_start(
        &sb,
        &db,
        &[],
        &[
            ("TALENT_SERVE_CIMD_ALLOW", "localhost:8443"),
            ("TALENT_TIME_SCALE", "1"),
        ],
    ) else {
        panic!("a gateway in real time took TALENT_SERVE_CIMD_ALLOW");
    };
    assert_eq!(code, Some(2), "{err}");
    assert!(err.contains("TALENT_SERVE_CIMD_ALLOW"), "{err}");
}

// ---------------------------------------------------------------------------
// On `/mcp` itself (src/serve/mcp's bearer check calls
// `serve::oauth::access_token`).

/// A JSON-RPC POST on `path` with `token`: (status, headers, body).
async fn mcp_post(
    gw: &Gateway,
    path: &str,
    token: &str,
    session: Option<&str>,
    body: Value,
) -> (StatusCode, HeaderMap, String) {
    let mut r = reqwest::Client::new()
        .post(format!("{}{path}", gw.url))
        .header("accept", "application/json, text/event-stream")
        .header("content-type", "application/json")
        .bearer_auth(token)
        .body(body.to_string());
    if let Some(id) = session {
        r = r
            .header("mcp-session-id", id)
            .header("mcp-protocol-version", "2025-11-25");
    }
    let resp = r.send().await.expect("the gateway answers");
    let (status, headers) = (resp.status(), resp.headers().clone());
    (status, headers, resp.text().await.unwrap_or_default())
}

/// The tool names `token` is served on `path`.
async fn tools_of(gw: &Gateway, path: &str, token: &str) -> Vec<String> {
    let init = json!({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {
        "protocolVersion": "2025-11-25", "capabilities": {},
        "clientInfo": {"name": "t", "version": "1"}}});
    let (s, h, body) = mcp_post(gw, path, token, None, init).await;
    assert_eq!(s, StatusCode::OK, "{body}");
    let id = h["mcp-session-id"].to_str().unwrap().to_string();
    let note = json!({"jsonrpc": "2.0", "method": "notifications/initialized"});
    mcp_post(gw, path, token, Some(&id), note).await;
    let list = json!({"jsonrpc": "2.0", "id": 2, "method": "tools/list"});
    let (s, _, body) = mcp_post(gw, path, token, Some(&id), list).await;
    assert_eq!(s, StatusCode::OK, "{body}");
    let msg: Value = serde_json::from_str(&body).unwrap_or_else(|_| {
        body.lines()
            .filter_map(|l| l.strip_prefix("data: "))
            .filter_map(|d| serde_json::from_str::<Value>(d).ok())
            .find(|v| v.get("id").is_some())
            .unwrap_or(Value::Null)
    });
    msg["result"]["tools"]
        .as_array()
        .unwrap_or_else(|| panic!("{msg}"))
        .iter()
        .filter_map(|t| t["name"].as_str().map(str::to_string))
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_access_token_serves_its_own_resource_with_its_scopes_until_revoked() {
    let Some(st) = stand() else {
        return;
    };
    let gw = &st.gw;
    let client = register(gw, REDIRECT).await;
    let (verifier, challenge) = pkce();
    let t = tokens(&st, &client, &verifier, &challenge).await;
    let access = t["access_token"].as_str().unwrap().to_string();
    let tools = tools_of(gw, "/mcp", &access).await;
    assert!(tools.iter().any(|t| t == "search_candidates"), "{tools:?}");
    // A narrower token lists only its scopes' tools.
    let (s, narrow) = refresh(
        gw,
        &client,
        t["refresh_token"].as_str().unwrap().to_string(),
        Some("talent:read"),
    )
    .await;
    assert_eq!(s, StatusCode::OK, "{narrow}");
    let read_only = tools_of(gw, "/mcp", narrow["access_token"].as_str().unwrap()).await;
    assert!(
        !read_only.iter().any(|t| t == "search_candidates"),
        "{read_only:?}"
    );
    assert!(read_only.iter().any(|t| t == "get_usage"), "{read_only:?}");
    // A token for /mcp is refused on /mcp/readonly, with the metadata named.
    let narrow_access = narrow["access_token"].as_str().unwrap();
    let init = json!({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {
        "protocolVersion": "2025-11-25", "capabilities": {},
        "clientInfo": {"name": "t", "version": "1"}}});
    let (s, h, _) = mcp_post(gw, "/mcp/readonly", narrow_access, None, init.clone()).await;
    assert_eq!(s, StatusCode::UNAUTHORIZED);
    let challenge_header = h["www-authenticate"].to_str().unwrap();
    assert!(
        challenge_header.contains(&format!(
            "{}/.well-known/oauth-protected-resource/mcp/readonly",
            gw.url
        )),
        "{challenge_header}"
    );
    // Revoked: refused on the next request.
    let r = reqwest::Client::new()
        .post(format!("{}/oauth/revoke", gw.url))
        .header("content-type", "application/x-www-form-urlencoded")
        .body(
            url::form_urlencoded::Serializer::new(String::new())
                .append_pair("client_id", &client)
                .append_pair("token", narrow_access)
                .finish(),
        )
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), StatusCode::OK);
    let (s, _, _) = mcp_post(gw, "/mcp", narrow_access, None, init).await;
    assert_eq!(s, StatusCode::UNAUTHORIZED);
    assert!(!st.gw.log().contains(narrow_access));
}

// ---------------------------------------------------------------------------
// In a real browser (headless Chromium): the __Host- cookies over plain
// HTTP on loopback, and every hop of the consent, sign-in and redirect.

/// Whether headless Chromium can be driven here; else the test is skipped.
pub(crate) fn chromium(test: &str) -> bool {
    let have = |p: &str| std::path::Path::new(p).exists();
    let selenium = std::process::Command::new("python3")
        .args(["-c", "import selenium"])
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .status()
        .is_ok_and(|s| s.success());
    if !have("/usr/bin/chromium") || !have("/usr/bin/chromedriver") || !selenium {
        crate::common::skip(
            test,
            "chromium, chromedriver or python3 with selenium is missing (apt-get install chromium chromium-driver; pip install selenium)",
        );
        return false;
    }
    true
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn in_chromium_the_consent_then_the_sign_in_lands_a_code_on_the_clients_redirect() {
    if !chromium("in_chromium_the_consent_then_the_sign_in_lands_a_code_on_the_clients_redirect") {
        return;
    }
    let Some(st) = stand() else {
        return;
    };
    let gw = &st.gw;
    // The client's redirect: a loopback server that answers "ok".
    let l = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let redirect = format!(
        "http://127.0.0.1:{}/callback",
        l.local_addr().unwrap().port()
    );
    let app = axum::Router::new().route("/callback", axum::routing::get(|| async { "ok" }));
    tokio::spawn(async move { axum::serve(l, app).await });
    let client = register(gw, &redirect).await;
    let (verifier, challenge) = pkce();
    let url = authorize_url(gw, &client, &redirect, &challenge, &[]);
    let script =
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/cli/consent_browser.py");
    let (token, prefix) = (st.token.clone(), redirect.clone());
    let out = tokio::task::spawn_blocking(move || {
        std::process::Command::new("python3")
            .arg(script)
            .args([&url, &token, &prefix])
            .output()
            .expect("python3 runs")
    })
    .await
    .unwrap();
    let text = String::from_utf8_lossy(&out.stdout).to_string();
    let seen: Value = serde_json::from_str(text.trim())
        .unwrap_or_else(|_| panic!("{text}\n{}", String::from_utf8_lossy(&out.stderr)));
    assert!(
        seen["consent"]
            .as_str()
            .is_some_and(|c| c.contains("Allow access")),
        "{seen}"
    );
    assert!(
        seen["signin_url"]
            .as_str()
            .is_some_and(|u| u.contains("/signin")),
        "{seen}"
    );
    let ended = seen["ended"].as_str().unwrap_or_default();
    assert!(ended.starts_with(&redirect), "{seen}");
    assert_eq!(param(ended, "iss").as_deref(), Some(gw.url.as_str()));
    let code = param(ended, "code").expect("a code");
    let (s, t) = redeem(gw, &client, &redirect, &code, &verifier).await;
    assert_eq!(s, StatusCode::OK, "{t}");
}

// ---------------------------------------------------------------------------
// Found by a black-box probe of the gateway's OAuth (each named after the
// hole it closes).

/// A registration (RFC 7591) of `body`: (status, answer).
async fn register_raw(gw: &Gateway, body: Value) -> (StatusCode, Value) {
    let r = reqwest::Client::new()
        .post(format!("{}/oauth/register", gw.url))
        .json(&body)
        .send()
        .await
        .expect("answers");
    let status = r.status();
    (status, r.json().await.unwrap_or(Value::Null))
}

/// The ledger's text of `client`'s redirect URIs.
fn stored_redirects(st: &Stand, client: &str) -> String {
    st.db.sql(&format!(
        "SELECT redirect_uris FROM talent_gw_oauth_clients WHERE client_id = '{client}'"
    ))
}

/// A space inside one redirect URI: the ledger joined the list with " "
/// and split it back on ' ', so `"https://good.example/cb
/// http://evil.example/steal javascript:alert(1)"` registered three exact
/// redirects (past "at most 10" too) and a code went to the second.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_space_inside_one_redirect_uri_is_refused_and_a_planted_list_redirects_nowhere_else() {
    let Some(st) = stand() else {
        return;
    };
    let gw = &st.gw;
    for bad in [
        "https://good.example/cb http://evil.example/steal javascript:alert(1)",
        "https://good.example/cb\thttp://evil.example/steal",
        "https://good.example/cb\n",
        "https://good.example/c%20b ",
        "https://Good.example/cb",
        "http://127.0.0.1:9/a/../callback",
        "https://good.example/c\u{7f}b",
    ] {
        let (s, e) = register_raw(gw, json!({"redirect_uris": [bad]})).await;
        assert_eq!(s, StatusCode::BAD_REQUEST, "{bad:?}: {e}");
        assert_eq!(e["error"], "invalid_redirect_uri", "{bad:?}: {e}");
    }
    // Kept as a list that cannot be split anew (a JSON array).
    let client = register(gw, REDIRECT).await;
    assert_eq!(
        stored_redirects(&st, &client),
        json!([REDIRECT]).to_string()
    );
    let (_, challenge) = pkce();
    let mut b = Browser::new();
    // A row an older binary wrote (space-joined) is still read, and every
    // URI in it is checked again: only the good one serves.
    st.db.sql(&format!(
        "UPDATE talent_gw_oauth_clients SET redirect_uris =
           '{REDIRECT} http://evil.example/steal javascript:alert(1)' WHERE client_id = '{client}'"
    ));
    for evil in ["http://evil.example/steal", "javascript:alert(1)"] {
        let seen = b
            .get(&authorize_url(gw, &client, evil, &challenge, &[]))
            .await;
        assert_eq!(
            seen.status,
            StatusCode::BAD_REQUEST,
            "{evil}: {}",
            seen.body
        );
        assert!(seen.location().is_empty(), "{evil}: {}", seen.location());
    }
    let page = b
        .get(&authorize_url(gw, &client, REDIRECT, &challenge, &[]))
        .await;
    assert_eq!(page.status, StatusCode::OK, "{}", page.body);
    // A planted JSON list too.
    st.db.sql(&format!(
        "UPDATE talent_gw_oauth_clients SET redirect_uris =
           '[\"{REDIRECT}\", \"http://evil.example/steal\"]' WHERE client_id = '{client}'"
    ));
    let seen = b
        .get(&authorize_url(
            gw,
            &client,
            "http://evil.example/steal",
            &challenge,
            &[],
        ))
        .await;
    assert_eq!(seen.status, StatusCode::BAD_REQUEST, "{}", seen.body);
    assert!(seen.location().is_empty());
}

/// The same through a client ID metadata document: refused on its first
/// fetch, but a cached copy that the ledger split anew gave the document
/// an extra exact redirect.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_cached_metadata_document_with_a_space_in_a_redirect_uri_redirects_nowhere_else() {
    let joined = format!("{REDIRECT} http://evil.example/steal");
    let (id, port) = serve_document(&joined).await;
    let allow = format!("localhost:{port}");
    let Some(st) = stand_with(&[
        ("TALENT_SERVE_CIMD_ALLOW", &allow),
        ("TALENT_TIME_SCALE", "0.5"),
    ]) else {
        return;
    };
    let gw = &st.gw;
    let (_, challenge) = pkce();
    let mut b = Browser::new();
    let seen = b
        .get(&authorize_url(
            gw,
            &id,
            "http://evil.example/steal",
            &challenge,
            &[],
        ))
        .await;
    assert_eq!(seen.status, StatusCode::BAD_REQUEST, "{}", seen.body);
    assert!(seen.location().is_empty());
    // A fresh cached copy as an older binary kept it (space-joined; an
    // older binary took the document, its one URI percent-encoded).
    st.db.sql(&format!(
        "INSERT INTO talent_gw_oauth_clients (client_id, kind, redirect_uris, created_ms, fresh_until_ms)
         VALUES ('{id}', 'document', '{joined}', 0, 9000000000000000)
         ON CONFLICT (client_id) DO UPDATE SET redirect_uris = excluded.redirect_uris,
           fresh_until_ms = excluded.fresh_until_ms"
    ));
    let seen = b
        .get(&authorize_url(
            gw,
            &id,
            "http://evil.example/steal",
            &challenge,
            &[],
        ))
        .await;
    assert_eq!(seen.status, StatusCode::BAD_REQUEST, "{}", seen.body);
    assert!(seen.location().is_empty(), "{}", seen.location());
}

/// A consent remembered for `/mcp/readonly` gave a silent code for
/// `resource=/mcp`: the page the person approved said "wants to use
/// …/mcp/readonly", the code carried the full tools.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_remembered_consent_for_readonly_is_not_reused_for_the_full_resource() {
    let Some(st) = stand() else {
        return;
    };
    let gw = &st.gw;
    let client = register(gw, REDIRECT).await;
    let (_, challenge) = pkce();
    let readonly = format!("{}/mcp/readonly", gw.url);
    let mut b = Browser::new();
    sign_in(&mut b, gw, &st.token).await;
    let url = authorize_url(
        gw,
        &client,
        REDIRECT,
        &challenge,
        &[("resource", &readonly)],
    );
    let cb = approve(&mut b, gw, &url).await;
    let back = b.get(&format!("{}{cb}", gw.url)).await;
    assert_eq!(back.status, StatusCode::SEE_OTHER, "{}", back.body);
    assert!(param(&back.location(), "code").is_some());
    // The same resource again: remembered, the code at once.
    let again = b.get(&url).await;
    assert_eq!(again.status, StatusCode::SEE_OTHER, "{}", again.body);
    assert!(param(&again.location(), "code").is_some());
    // The full resource: the consent page, no code.
    let full = b
        .get(&authorize_url(gw, &client, REDIRECT, &challenge, &[]))
        .await;
    assert_eq!(full.status, StatusCode::OK, "{}", full.location());
    assert!(full.body.contains("name=\"request\""), "{}", full.body);
}

/// RFC 6750 3.1: a request with no authentication gets no error code; a
/// bad credential gets `invalid_token` (header and body alike).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_401_without_any_credential_carries_no_error_code() {
    let Some(st) = stand() else {
        return;
    };
    let gw = &st.gw;
    let init = json!({"jsonrpc": "2.0", "id": 1, "method": "initialize",
        "params": {"protocolVersion": "2025-11-25", "capabilities": {},
            "clientInfo": {"name": "t", "version": "1"}}});
    for (bearer, coded) in [
        (None, false),
        (
            Some("tla_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"),
            true,
        ),
    ] {
        let mut r = reqwest::Client::new()
            .post(format!("{}/mcp", gw.url))
            .header("accept", "application/json, text/event-stream")
            .header("content-type", "application/json")
            .body(init.to_string());
        if let Some(t) = bearer {
            r = r.bearer_auth(t);
        }
        let r = r.send().await.unwrap();
        assert_eq!(r.status(), StatusCode::UNAUTHORIZED);
        let challenge = r.headers()["www-authenticate"]
            .to_str()
            .unwrap()
            .to_string();
        let body: Value = r.json().await.unwrap();
        assert_eq!(challenge.contains("error="), coded, "{challenge}");
        assert!(challenge.contains("resource_metadata="), "{challenge}");
        assert_eq!(body.get("error").is_some(), coded, "{body}");
        if coded {
            assert!(challenge.contains("error=\"invalid_token\""), "{challenge}");
            assert_eq!(body["error"], "invalid_token");
        }
    }
}

/// `/mcp/readonly` listed `talent:outreach` in its `scopes_supported`, and
/// a token for it could be granted `talent:outreach`.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_readonly_resource_offers_and_grants_only_its_own_scopes() {
    let Some(st) = stand() else {
        return;
    };
    let gw = &st.gw;
    let scopes = |path: &'static str| async move {
        let m: Value = reqwest::get(format!(
            "{}/.well-known/oauth-protected-resource{path}",
            gw.url
        ))
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
        m["scopes_supported"].clone()
    };
    assert_eq!(
        scopes("/mcp/readonly").await,
        json!([
            "talent:read",
            "talent:candidates",
            "talent:jobs",
            "talent:webhooks"
        ])
    );
    assert!(scopes("/mcp")
        .await
        .as_array()
        .unwrap()
        .contains(&json!("talent:outreach")));
    // carl may reach people; on /mcp/readonly his token may not.
    let env = TestEnv::new();
    ok(lead(
        &env,
        &st.db,
        &[
            "serve",
            "member",
            "add",
            "carl",
            "--can",
            "search,unlock,outreach",
        ],
    ));
    let out = ok(lead(
        &env,
        &st.db,
        &[
            "serve", "member", "token", "carl", "--for", "mcp", "-o", "json",
        ],
    ));
    let carl = json_stdout(&out)["token"].as_str().unwrap().to_string();
    let client = register(gw, REDIRECT).await;
    let (verifier, challenge) = pkce();
    let readonly = format!("{}/mcp/readonly", gw.url);
    let mut b = Browser::new();
    sign_in(&mut b, gw, &carl).await;
    // Only a scope the resource does not serve: refused at the redirect.
    let seen = b
        .get(&authorize_url(
            gw,
            &client,
            REDIRECT,
            &challenge,
            &[("resource", &readonly), ("scope", "talent:outreach")],
        ))
        .await;
    assert_eq!(seen.status, StatusCode::SEE_OTHER, "{}", seen.body);
    assert_eq!(
        param(&seen.location(), "error").as_deref(),
        Some("invalid_scope")
    );
    // Asked with others: narrowed to the resource's.
    let url = authorize_url(
        gw,
        &client,
        REDIRECT,
        &challenge,
        &[
            ("resource", &readonly),
            ("scope", "talent:read talent:outreach"),
        ],
    );
    let cb = approve(&mut b, gw, &url).await;
    let back = b.get(&format!("{}{cb}", gw.url)).await;
    let code = param(&back.location(), "code").expect("a code");
    let (s, t) = token_request(
        gw,
        &[
            ("grant_type", "authorization_code"),
            ("client_id", &client),
            ("redirect_uri", REDIRECT),
            ("code", &code),
            ("code_verifier", &verifier),
            ("resource", &readonly),
        ],
    )
    .await;
    assert_eq!(s, StatusCode::OK, "{t}");
    assert_eq!(t["scope"], "talent:read", "{t}");
}

/// A failed redemption (another client, redirect or verifier) left the
/// code unused: RFC 6749 4.1.2, a code is used once.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_failed_code_redemption_spends_the_code() {
    let Some(st) = stand() else {
        return;
    };
    let gw = &st.gw;
    let client = register(gw, REDIRECT).await;
    let other = register(gw, REDIRECT).await;
    let (verifier, challenge) = pkce();
    let wrong_verifier = pkce().0;
    let tries: [(&str, &str, &str); 3] = [
        (&other, REDIRECT, &verifier),
        (&client, "http://127.0.0.1:9/other", &verifier),
        (&client, REDIRECT, &wrong_verifier),
    ];
    for (c, r, v) in tries {
        let code = code_for(&st, &client, REDIRECT, &challenge).await;
        let (s, e) = redeem(gw, c, r, &code, v).await;
        assert_eq!(s, StatusCode::BAD_REQUEST, "{e}");
        assert_eq!(e["error"], "invalid_grant", "{e}");
        let (s, e) = redeem(gw, &client, REDIRECT, &code, &verifier).await;
        assert_eq!(s, StatusCode::BAD_REQUEST, "{c} {r}: {e}");
        assert_eq!(e["error"], "invalid_grant", "{e}");
    }
}
