//! The gateway's sign-in (issue 47): the page where a member types a
//! member token of use `mcp`/`both`, the `__Host-` sign-in cookie kept in
//! the ledger as SHA-256 and ended by `member revoke` on every gateway, and
//! `next` kept to this gateway's origin.

use std::process::{Command as StdCommand, Output, Stdio};

use reqwest::header::HeaderMap;

use crate::common::{expect_code, json_stdout, talent_bin, Sandbox, TestEnv};
use crate::serve::Gateway;
use crate::team::Db;

/// `talent` as the lead on the ledger `db`.
fn lead(db: &Db, args: &[&str]) -> Output {
    let env = TestEnv::new();
    let mut cmd = StdCommand::new(talent_bin());
    env.apply(&mut cmd);
    let out = cmd
        .env("TALENT_LEDGER_URL", &db.url)
        .stdin(Stdio::null())
        .args(args)
        .output()
        .expect("talent runs");
    expect_code(&out, 0);
    out
}

/// Adds `name` (with `email`) and returns a fresh token of use `for_`.
fn member(db: &Db, name: &str, email: &str, for_: &str) -> String {
    lead(db, &["serve", "member", "add", name, "--email", email]);
    let out = lead(
        db,
        &[
            "serve", "member", "token", name, "--for", for_, "-o", "json",
        ],
    );
    json_stdout(&out)["token"]
        .as_str()
        .expect("token")
        .to_string()
}

fn browser() -> reqwest::Client {
    reqwest::Client::builder()
        .redirect(reqwest::redirect::Policy::none())
        .no_proxy()
        .build()
        .unwrap()
}

/// The `Set-Cookie` header that sets `name`, whole.
fn set_cookie<'a>(headers: &'a HeaderMap, name: &str) -> Option<&'a str> {
    headers
        .get_all(reqwest::header::SET_COOKIE)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .find(|c| c.starts_with(&format!("{name}=")))
}

fn cookie_value(set: &str) -> String {
    set.split(';')
        .next()
        .unwrap()
        .split_once('=')
        .unwrap()
        .1
        .to_string()
}

/// The hidden field `name`'s value on a page.
fn hidden(page: &str, name: &str) -> String {
    let at = page
        .find(&format!("name=\"{name}\" value=\""))
        .unwrap_or_else(|| panic!("no field {name}: {page}"));
    let rest = &page[at + name.len() + 15..];
    rest[..rest.find('"').unwrap()].to_string()
}

/// Loads the sign-in page and returns the CSRF cookie and field.
async fn open_page(gw: &Gateway, next: &str) -> (String, String) {
    let r = browser()
        .get(format!("{}/signin?next={next}", gw.url))
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), 200);
    let h = r.headers().clone();
    let csp = h["content-security-policy"].to_str().unwrap();
    assert!(csp.contains("frame-ancestors 'none'"), "{csp}");
    assert_eq!(h["cache-control"], "no-store");
    let set = set_cookie(&h, "__Host-talent_csrf")
        .expect("a CSRF cookie")
        .to_string();
    assert!(set.contains("Secure") && set.contains("Path=/"), "{set}");
    let page = r.text().await.unwrap();
    let field = hidden(&page, "csrf");
    (cookie_value(&set), field)
}

async fn post_signin(
    gw: &Gateway,
    csrf_cookie: Option<&str>,
    csrf: &str,
    next: &str,
    token: &str,
) -> reqwest::Response {
    let mut r = browser()
        .post(format!("{}/signin", gw.url))
        .header("content-type", "application/x-www-form-urlencoded");
    if let Some(c) = csrf_cookie {
        r = r.header("cookie", format!("__Host-talent_csrf={c}"));
    }
    let body = url::form_urlencoded::Serializer::new(String::new())
        .append_pair("csrf", csrf)
        .append_pair("next", next)
        .append_pair("token", token)
        .finish();
    r.body(body).send().await.unwrap()
}

/// Signs in with `token` and returns the sign-in cookie's value.
async fn sign_in(gw: &Gateway, token: &str, next: &str) -> String {
    let (cookie, csrf) = open_page(gw, next).await;
    let r = post_signin(gw, Some(&cookie), &csrf, next, token).await;
    assert_eq!(r.status(), 303);
    assert_eq!(r.headers()["location"], next);
    let set = set_cookie(r.headers(), "__Host-talent_signin")
        .expect("the sign-in cookie")
        .to_string();
    cookie_value(&set)
}

/// Whether the gateway takes the sign-in cookie `value` (signed in: the
/// page sends the browser straight on).
async fn signed_in(gw: &Gateway, value: &str) -> bool {
    let r = browser()
        .get(format!("{}/signin?next=/approvals", gw.url))
        .header("cookie", format!("__Host-talent_signin={value}"))
        .send()
        .await
        .unwrap();
    match r.status().as_u16() {
        303 => true,
        200 => false,
        s => panic!("GET /signin answered {s}"),
    }
}

fn sha256_hex(text: &str) -> String {
    let out = StdCommand::new("sha256sum")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .and_then(|mut c| {
            use std::io::Write;
            c.stdin.take().unwrap().write_all(text.as_bytes())?;
            c.wait_with_output()
        })
        .expect("sha256sum");
    String::from_utf8_lossy(&out.stdout)
        .split_whitespace()
        .next()
        .unwrap()
        .to_string()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_typed_mcp_token_signs_in_with_a_host_cookie_kept_as_sha256() {
    let Some(db) = Db::create("TALENT_TEST_PG_URL") else {
        return;
    };
    let sb = Sandbox::start();
    let mcp = member(&db, "asha", "asha@example.com", "mcp");
    let api = member(&db, "ravi", "ravi@example.com", "api");
    let gw = Gateway::start(&sb, &db, &[]);

    // Without the page's CSRF cookie, or with another field: refused.
    let (cookie, csrf) = open_page(&gw, "/approvals").await;
    assert_eq!(
        post_signin(&gw, None, &csrf, "/approvals", &mcp)
            .await
            .status(),
        403
    );
    assert_eq!(
        post_signin(&gw, Some(&cookie), &"x".repeat(43), "/approvals", &mcp)
            .await
            .status(),
        403
    );
    // A token for the REST routes only, or an unknown one: 401, no cookie.
    for token in [
        api.as_str(),
        "tlm_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
    ] {
        let r = post_signin(&gw, Some(&cookie), &csrf, "/approvals", token).await;
        assert_eq!(r.status(), 401);
        assert!(set_cookie(r.headers(), "__Host-talent_signin").is_none());
    }

    let (cookie, csrf) = open_page(&gw, "/approvals").await;
    let r = post_signin(&gw, Some(&cookie), &csrf, "/approvals?x=1", &mcp).await;
    assert_eq!(r.status(), 303);
    assert_eq!(r.headers()["location"], "/approvals?x=1");
    let set = set_cookie(r.headers(), "__Host-talent_signin")
        .expect("the sign-in cookie")
        .to_string();
    for attr in [
        "Path=/",
        "Secure",
        "HttpOnly",
        "SameSite=Lax",
        "Max-Age=43200",
    ] {
        assert!(set.contains(attr), "{attr}: {set}");
    }
    assert!(!set.contains("Domain"), "{set}");
    let value = cookie_value(&set);
    assert_ne!(value, mcp);
    // The ledger keeps its SHA-256 only.
    let kept = db.sql("SELECT sha256 || ':' || member || ':' || via FROM talent_gw_signins");
    assert_eq!(kept, format!("{}:asha:token", sha256_hex(&value)));
    assert!(signed_in(&gw, &value).await);
    assert!(!signed_in(&gw, &"A".repeat(43)).await);
    // No token or cookie in the log.
    let log = gw.log.lock().unwrap().clone();
    assert!(!log.contains(&mcp) && !log.contains(&value), "{log}");
    assert!(log.contains("asha POST /signin 303"), "{log}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_next_to_another_origin_is_refused() {
    let Some(db) = Db::create("TALENT_TEST_PG_URL") else {
        return;
    };
    let sb = Sandbox::start();
    let mcp = member(&db, "asha", "asha@example.com", "both");
    let gw = Gateway::start(&sb, &db, &[]);
    for evil in [
        "//evil.example/x",
        "https://evil.example/",
        "/%5Cevil.example",
        "%5C%5Cevil.example",
        "javascript:alert(1)",
    ] {
        let r = browser()
            .get(format!("{}/signin?next={evil}", gw.url))
            .send()
            .await
            .unwrap();
        assert_eq!(r.status(), 400, "{evil}");
    }
    // Posted with the form: refused, nobody signed in.
    let (cookie, csrf) = open_page(&gw, "/").await;
    let r = post_signin(&gw, Some(&cookie), &csrf, "//evil.example", &mcp).await;
    assert_eq!(r.status(), 400);
    assert!(r.headers().get("location").is_none());
    assert_eq!(db.sql("SELECT count(*) FROM talent_gw_signins"), "0");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_revoked_members_signin_cookie_ends_on_the_next_request_on_every_gateway() {
    let Some(db) = Db::create("TALENT_TEST_PG_URL") else {
        return;
    };
    let sb = Sandbox::start();
    let mcp = member(&db, "asha", "asha@example.com", "mcp");
    let one = Gateway::start(&sb, &db, &[]);
    let two = Gateway::start(&sb, &db, &[]);
    let value = sign_in(&one, &mcp, "/approvals").await;
    // A cookie set by one replica holds on the other.
    assert!(signed_in(&one, &value).await);
    assert!(signed_in(&two, &value).await);
    lead(&db, &["serve", "member", "revoke", "asha"]);
    assert!(!signed_in(&one, &value).await);
    assert!(!signed_in(&two, &value).await);
    // Back as a member, the old cookie stays ended.
    lead(&db, &["serve", "member", "add", "asha"]);
    assert!(!signed_in(&two, &value).await);
}

// ---------------------------------------------------------------------------
// The team's identity provider: npm's `oidc-provider` under Node.js (in
// target/oidc, as .ci/run installs it), driven by headless Chromium.

use std::io::{BufRead, BufReader};
use std::path::{Path, PathBuf};
use std::process::Child;
use std::time::Duration;

use serde_json::{json, Value};

const CLIENT_ID: &str = "talent-gateway";
const CLIENT_SECRET: &str = "test-only-client-secret";

/// The provider's folder (`npm install --prefix target/oidc oidc-provider@9`).
fn provider_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("target/oidc")
}

/// Whether Chromium and selenium are here; else the test says SKIPPED
/// (and fails under CI, where .ci/run installs them).
fn chromium(test: &str) -> bool {
    let chromium =
        Path::new("/usr/bin/chromium").exists() && Path::new("/usr/bin/chromedriver").exists();
    let selenium = StdCommand::new("python3")
        .args(["-c", "import selenium"])
        .output()
        .is_ok_and(|o| o.status.success());
    if !chromium || !selenium {
        crate::common::skip(
            test,
            "chromium, chromedriver or selenium is not installed (apt-get install chromium chromium-driver; pip install selenium)",
        );
        return false;
    }
    true
}

/// Whether node with oidc-provider, Chromium and selenium are here; else
/// the test says SKIPPED (and fails under CI, where .ci/run installs them).
fn provider_and_browser(test: &str) -> bool {
    let node = StdCommand::new("node")
        .arg("--version")
        .output()
        .is_ok_and(|o| o.status.success());
    if !node || !provider_dir().join("node_modules/oidc-provider").exists() {
        crate::common::skip(
            test,
            "node with oidc-provider is not installed (npm install --prefix target/oidc oidc-provider@9)",
        );
        return false;
    }
    chromium(test)
}

fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port()
}

/// The provider, stopped when dropped.
struct Idp {
    child: Child,
    issuer: String,
}

impl Drop for Idp {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// The accounts the provider knows (the login is the account's `sub`):
/// asha; her twin (the same verified e-mail, another `sub`); nover, whose
/// e-mail is not verified; a stranger no member's e-mail names.
fn accounts() -> Value {
    json!({
        "asha": {"email": "asha@example.com", "email_verified": true},
        "twin": {"email": "ASHA@example.com", "email_verified": true},
        "nover": {"email": "nover@example.com", "email_verified": false},
        "stranger": {"email": "who@example.com", "email_verified": true},
    })
}

fn start_idp(gateway_port: u16) -> Idp {
    let dir = provider_dir();
    std::fs::copy(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/oidc/provider.mjs"),
        dir.join("provider.mjs"),
    )
    .expect("the provider script");
    let port = free_port();
    let mut child = StdCommand::new("node")
        .arg(dir.join("provider.mjs"))
        .env("OIDC_PORT", port.to_string())
        .env(
            "OIDC_CLIENT",
            json!({
                "client_id": CLIENT_ID,
                "client_secret": CLIENT_SECRET,
                "redirect_uri": format!("http://127.0.0.1:{gateway_port}/signin/callback"),
            })
            .to_string(),
        )
        .env("OIDC_ACCOUNTS", accounts().to_string())
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("node runs");
    let out = child.stdout.take().unwrap();
    let (tx, rx) = std::sync::mpsc::channel();
    // The ready line, then everything else drained (a closed pipe would
    // end the provider at its next line).
    std::thread::spawn(move || {
        let mut lines = BufReader::new(out).lines();
        let first = lines.next().and_then(|l| l.ok()).unwrap_or_default();
        let _ = tx.send(first);
        for _ in lines {}
    });
    let line = rx.recv_timeout(Duration::from_secs(30)).unwrap_or_default();
    let ready: Value = serde_json::from_str(line.trim()).expect("the provider's ready line");
    Idp {
        child,
        issuer: ready["issuer"].as_str().unwrap().to_string(),
    }
}

/// A gateway signing members in with `idp`, on `port`.
fn oidc_gateway(sb: &Sandbox, db: &Db, idp: &Idp, port: u16, dir: &Path) -> Gateway {
    let secret = dir.join("oidc-secret");
    std::fs::write(&secret, CLIENT_SECRET).unwrap();
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        std::fs::set_permissions(&secret, std::fs::Permissions::from_mode(0o600)).unwrap();
    }
    let listen = format!("127.0.0.1:{port}");
    Gateway::start(
        sb,
        db,
        &[
            "--listen",
            &listen,
            "--oidc-issuer",
            &idp.issuer,
            "--oidc-client-id",
            CLIENT_ID,
            "--oidc-client-secret-file",
            secret.to_str().unwrap(),
        ],
    )
}

/// Chromium through the sign-in as `login`, from `url`: what it ended on.
fn browse(idp: &Idp, login: &str, url: &str, dir: &Path) -> Value {
    browse_at(Some(&idp.issuer), login, url, dir)
}

/// [`browse`] with or without a provider (`login` a member token: typed on
/// the gateway's page).
fn browse_at(issuer: Option<&str>, login: &str, url: &str, dir: &Path) -> Value {
    let out = dir.join(format!("browser-{}.json", fastrand::u32(..)));
    let mut cmd = StdCommand::new("python3");
    if let Some(issuer) = issuer {
        cmd.env("OIDC_ISSUER", issuer);
    }
    let status = cmd
        .arg(Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/cli/oidc_browser.py"))
        .args([login, out.to_str().unwrap(), url])
        .stdin(Stdio::null())
        .status()
        .expect("python3 runs");
    assert!(status.success(), "the browser script failed");
    serde_json::from_str(&std::fs::read_to_string(&out).unwrap()).unwrap()
}

fn cookie<'a>(seen: &'a Value, name: &str) -> Option<&'a Value> {
    seen["cookies"]
        .as_array()?
        .iter()
        .find(|c| c["name"] == name)
}

/// One gateway with the provider, and the members asha and nover.
struct Stand {
    _sb: Sandbox,
    db: Db,
    idp: Idp,
    gw: Gateway,
    dir: tempfile::TempDir,
}

fn stand(test: &str) -> Option<Stand> {
    if !provider_and_browser(test) {
        return None;
    }
    let db = Db::create("TALENT_TEST_PG_URL")?;
    let sb = Sandbox::start();
    lead(
        &db,
        &[
            "serve",
            "member",
            "add",
            "asha",
            "--email",
            "asha@example.com",
        ],
    );
    lead(
        &db,
        &[
            "serve",
            "member",
            "add",
            "nover",
            "--email",
            "nover@example.com",
        ],
    );
    let dir = tempfile::tempdir().unwrap();
    let port = free_port();
    let idp = start_idp(port);
    let gw = oidc_gateway(&sb, &db, &idp, port, dir.path());
    Some(Stand {
        _sb: sb,
        db,
        idp,
        gw,
        dir,
    })
}

#[test]
fn the_provider_signs_a_member_in_bound_by_verified_email_then_by_sub() {
    let Some(s) = stand("the_provider_signs_a_member_in_bound_by_verified_email_then_by_sub")
    else {
        return;
    };
    let seen = browse(
        &s.idp,
        "asha",
        &format!("{}/signin?next=/approvals", s.gw.url),
        s.dir.path(),
    );
    assert!(
        seen["url"].as_str().unwrap().ends_with("/approvals"),
        "{seen}"
    );
    // Chromium keeps a Secure __Host- cookie set over http://127.0.0.1.
    let c = cookie(&seen, "__Host-talent_signin").unwrap_or_else(|| panic!("{seen}"));
    assert_eq!(c["secure"], true);
    assert_eq!(c["httpOnly"], true);
    assert_eq!(c["sameSite"], "Lax");
    assert_eq!(
        s.db.sql("SELECT sub || ':' || member FROM talent_gw_identities"),
        "asha:asha"
    );
    assert_eq!(
        s.db.sql("SELECT count(*) FROM talent_gw_signins WHERE member = 'asha' AND via = 'oidc'"),
        "1"
    );
    // Afterwards only iss + sub: her e-mail changed at the gateway, she
    // still signs in.
    lead(
        &s.db,
        &[
            "serve",
            "member",
            "add",
            "asha",
            "--email",
            "asha@elsewhere.example",
        ],
    );
    let seen = browse(
        &s.idp,
        "asha",
        &format!("{}/signin?next=/x", s.gw.url),
        s.dir.path(),
    );
    assert!(seen["url"].as_str().unwrap().ends_with("/x"), "{seen}");
    // The client secret is in no log line.
    let log = s.gw.log.lock().unwrap().clone();
    assert!(!log.contains(CLIENT_SECRET), "{log}");
}

#[test]
fn a_second_person_with_the_same_email_but_another_sub_after_binding_is_refused() {
    let Some(s) =
        stand("a_second_person_with_the_same_email_but_another_sub_after_binding_is_refused")
    else {
        return;
    };
    let seen = browse(
        &s.idp,
        "asha",
        &format!("{}/signin?next=/a", s.gw.url),
        s.dir.path(),
    );
    assert!(seen["url"].as_str().unwrap().ends_with("/a"), "{seen}");
    let twin = browse(
        &s.idp,
        "twin",
        &format!("{}/signin?next=/a", s.gw.url),
        s.dir.path(),
    );
    assert!(
        twin["text"].as_str().unwrap().contains("Not a member"),
        "{twin}"
    );
    assert!(cookie(&twin, "__Host-talent_signin").is_none(), "{twin}");
    assert_eq!(s.db.sql("SELECT count(*) FROM talent_gw_identities"), "1");
    assert_eq!(
        s.db.sql("SELECT count(*) FROM talent_gw_signins"),
        "1",
        "only asha's"
    );
}

#[test]
fn an_unverified_or_unknown_person_is_refused_and_nothing_bound() {
    let Some(s) = stand("an_unverified_or_unknown_person_is_refused_and_nothing_bound") else {
        return;
    };
    for who in ["nover", "stranger"] {
        let seen = browse(
            &s.idp,
            who,
            &format!("{}/signin?next=/a", s.gw.url),
            s.dir.path(),
        );
        assert!(
            seen["text"].as_str().unwrap().contains("Not a member"),
            "{seen}"
        );
        assert!(cookie(&seen, "__Host-talent_signin").is_none(), "{seen}");
    }
    assert_eq!(s.db.sql("SELECT count(*) FROM talent_gw_identities"), "0");
    assert_eq!(s.db.sql("SELECT count(*) FROM talent_gw_signins"), "0");
}

/// A CLI-style flow by hand: the browser ends on a loopback redirect no
/// one listens on; its URL holds the one-time code and the state.
fn cli_code(s: &Stand, challenge: &str, state: &str) -> String {
    let redirect = format!("http://127.0.0.1:{}/callback", free_port());
    let url = format!(
        "{}/signin/oidc?{}",
        s.gw.url,
        url::form_urlencoded::Serializer::new(String::new())
            .append_pair("cli_redirect", &redirect)
            .append_pair("cli_challenge", challenge)
            .append_pair("cli_state", state)
            .finish()
    );
    let seen = browse(&s.idp, "asha", &url, s.dir.path());
    let end = url::Url::parse(seen["url"].as_str().unwrap()).unwrap();
    assert!(end.as_str().starts_with(&redirect), "{seen}");
    let pairs: std::collections::HashMap<String, String> = end.query_pairs().into_owned().collect();
    assert_eq!(pairs["state"], state);
    assert!(!pairs.contains_key("token"));
    pairs["code"].clone()
}

fn s256(verifier: &str) -> String {
    let out = StdCommand::new("python3")
        .args([
            "-c",
            "import sys,hashlib,base64;print(base64.urlsafe_b64encode(hashlib.sha256(sys.argv[1].encode()).digest()).rstrip(b'=').decode())",
            verifier,
        ])
        .output()
        .unwrap();
    String::from_utf8_lossy(&out.stdout).trim().to_string()
}

async fn exchange(gw: &Gateway, code: &str, verifier: &str, state: &str) -> (u16, Value) {
    let r = browser()
        .post(format!("{}/_talent/v1/login/token", gw.url))
        .json(&json!({"code": code, "code_verifier": verifier, "state": state, "host": "laptop"}))
        .send()
        .await
        .unwrap();
    let status = r.status().as_u16();
    (status, r.json().await.unwrap_or(Value::Null))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_login_code_used_twice_or_with_the_wrong_pkce_verifier_is_refused() {
    let Some(s) = stand("a_login_code_used_twice_or_with_the_wrong_pkce_verifier_is_refused")
    else {
        return;
    };
    let verifier = "v".repeat(43);
    let state = "state-0123456789abcdef";
    let code = tokio::task::block_in_place(|| cli_code(&s, &s256(&verifier), state));
    // The wrong verifier: refused, and the code is spent.
    let (st, body) = exchange(&s.gw, &code, &"w".repeat(43), state).await;
    assert_eq!(st, 400, "{body}");
    assert_eq!(body["error_code"], "invalid_grant");
    let (st, _) = exchange(&s.gw, &code, &verifier, state).await;
    assert_eq!(st, 400, "a code tried once is gone");

    let code = tokio::task::block_in_place(|| cli_code(&s, &s256(&verifier), state));
    let (st, body) = exchange(&s.gw, &code, &verifier, "another-state-0123456").await;
    assert_eq!(st, 400, "the wrong state: {body}");
    let code = tokio::task::block_in_place(|| cli_code(&s, &s256(&verifier), state));
    let (st, body) = exchange(&s.gw, &code, &verifier, state).await;
    assert_eq!(st, 200, "{body}");
    assert_eq!(body["member"], "asha");
    assert_eq!(body["label"], "login-laptop");
    assert_eq!(body["use"], "api");
    let token = body["token"].as_str().unwrap().to_string();
    assert!(token.starts_with("tlm_"));
    // The token works on the REST routes; the code was never a token.
    let whoami_url = format!("{}/_talent/v1/whoami", s.gw.url);
    let whoami = |token: String| {
        let url = whoami_url.clone();
        async move {
            browser()
                .get(url)
                .bearer_auth(token)
                .send()
                .await
                .unwrap()
                .status()
                .as_u16()
        }
    };
    assert_eq!(whoami(token.clone()).await, 200);
    // Used twice: refused, and the token the first use gave is ended (the
    // code was seen by someone else).
    let (st, _) = exchange(&s.gw, &code, &verifier, state).await;
    assert_eq!(st, 400);
    assert_eq!(whoami(token.clone()).await, 401);
    let log = s.gw.log.lock().unwrap().clone();
    assert!(!log.contains(&token) && !log.contains(&code), "{log}");
}

#[test]
fn auth_login_gateway_signs_in_in_the_browser_and_replaces_its_login_token() {
    if crate::common::unix_only(
        "the browser sign-in of auth login --gateway",
        "BROWSER names the test's Linux browser script, which the Windows build cannot start",
    ) {
        return;
    }
    let Some(s) = stand("auth_login_gateway_signs_in_in_the_browser_and_replaces_its_login_token")
    else {
        return;
    };
    let env = TestEnv::new();
    let out_file = s.dir.path().join("cli-browser.json");
    let browser_cmd = format!(
        "python3 {} asha {}",
        Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("tests/cli/oidc_browser.py")
            .display(),
        out_file.display()
    );
    for round in 0..2 {
        let mut cmd = StdCommand::new(talent_bin());
        env.apply(&mut cmd);
        let out = cmd
            .env("TALENT_KEYRING_BACKEND", "file")
            .env("BROWSER", &browser_cmd)
            .env("OIDC_ISSUER", &s.idp.issuer)
            .args(["auth", "login", "--gateway", &s.gw.url])
            .stdin(Stdio::null())
            .output()
            .expect("talent runs");
        let err = String::from_utf8_lossy(&out.stderr).to_string();
        assert_eq!(out.status.code(), Some(0), "round {round}: {err}");
        assert!(err.contains("as member asha"), "{err}");
        assert!(!err.contains("tlm_"), "{err}");
        // Nothing but the address, with no token in it, was opened (the
        // browser's script writes what it saw as it closes, maybe after
        // talent is done).
        let began = std::time::Instant::now();
        while !out_file.exists() && began.elapsed() < Duration::from_secs(30) {
            std::thread::sleep(Duration::from_millis(100));
        }
        std::thread::sleep(Duration::from_millis(200));
        let seen: Value =
            serde_json::from_str(&std::fs::read_to_string(&out_file).unwrap()).unwrap();
        std::fs::remove_file(&out_file).unwrap();
        assert!(
            seen["text"].as_str().unwrap().contains("Signed in"),
            "{seen}"
        );
        for step in seen["steps"].as_array().unwrap() {
            assert!(!step.as_str().unwrap().contains("tlm_"), "{seen}");
        }
    }
    // One live login token of use api, the first replaced by the second.
    let live = s.db.sql(
        "SELECT string_agg(label || ':' || use_for, ',') FROM talent_gw_tokens WHERE member = 'asha' AND revoked_ms IS NULL",
    );
    assert!(
        live.starts_with("login-") && live.ends_with(":api") && !live.contains(','),
        "{live}"
    );
    assert_eq!(
        s.db.sql("SELECT count(*) FROM talent_gw_tokens WHERE member = 'asha'"),
        "2"
    );
    // The profile goes to the gateway.
    let config = std::fs::read_to_string(env.config_dir().join("config.toml")).unwrap();
    assert!(config.contains(&format!("{}/api/v1", s.gw.url)), "{config}");
}

#[test]
fn a_typed_token_signs_in_in_chromium_with_a_secure_host_cookie_over_loopback_http() {
    if !chromium("a_typed_token_signs_in_in_chromium_with_a_secure_host_cookie_over_loopback_http")
    {
        return;
    }
    let Some(db) = Db::create("TALENT_TEST_PG_URL") else {
        return;
    };
    let sb = Sandbox::start();
    let mcp = member(&db, "asha", "asha@example.com", "mcp");
    let gw = Gateway::start(&sb, &db, &[]);
    let dir = tempfile::tempdir().unwrap();
    let seen = browse_at(
        None,
        &mcp,
        &format!("{}/signin?next=/approvals", gw.url),
        dir.path(),
    );
    assert!(
        seen["url"].as_str().unwrap().ends_with("/approvals"),
        "{seen}"
    );
    // The form's POST passed the door (its Origin is the gateway's) and
    // the CSRF check; Chromium keeps and shows the Secure __Host- cookies.
    for name in ["__Host-talent_signin", "__Host-talent_csrf"] {
        let c = cookie(&seen, name).unwrap_or_else(|| panic!("{name}: {seen}"));
        assert_eq!(c["secure"], true, "{c}");
        assert_eq!(c["path"], "/", "{c}");
        assert!(c.get("domain").is_none_or(|d| d == "127.0.0.1"), "{c}");
    }
    let value = cookie(&seen, "__Host-talent_signin").unwrap()["value"]
        .as_str()
        .unwrap()
        .to_string();
    assert_eq!(
        db.sql("SELECT sha256 FROM talent_gw_signins"),
        sha256_hex(&value)
    );
    for step in seen["steps"].as_array().unwrap() {
        assert!(!step.as_str().unwrap().contains("tlm_"), "{seen}");
    }
}

#[test]
fn a_multi_tenant_issuer_or_a_secret_others_can_read_is_refused_at_start() {
    let env = TestEnv::new();
    let dir = tempfile::tempdir().unwrap();
    let secret = dir.path().join("secret");
    std::fs::write(&secret, "s3cret-value").unwrap();
    let run = |extra: &[&str]| {
        let mut cmd = StdCommand::new(talent_bin());
        env.apply(&mut cmd);
        // Nothing is reached: the refusals come before a database or a socket.
        cmd.env("TALENT_LEDGER_URL", "postgres://talent@127.0.0.1:1/none")
            .args(["serve", "--listen", "127.0.0.1:0", "--oidc-client-id", "gw"])
            .args(extra)
            .stdin(Stdio::null())
            .output()
            .expect("talent runs")
    };
    for issuer in [
        "https://login.microsoftonline.com/common/v2.0",
        "https://login.microsoftonline.com/organizations/v2.0",
        "https://login.microsoftonline.com/consumers/v2.0",
        "http://idp.example.com",
    ] {
        let out = run(&["--oidc-issuer", issuer]);
        expect_code(&out, 2);
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains("--oidc-issuer"), "{err}");
    }
    #[cfg(unix)]
    if !crate::common::unix_only(
        "a client secret file others can read",
        "file modes are Unix's",
    ) {
        use std::os::unix::fs::PermissionsExt;
        std::fs::set_permissions(&secret, std::fs::Permissions::from_mode(0o644)).unwrap();
        let out = run(&[
            "--oidc-issuer",
            "https://login.microsoftonline.com/0b3c0d5e-1111-2222-3333-444455556666/v2.0",
            "--oidc-client-secret-file",
            secret.to_str().unwrap(),
        ]);
        expect_code(&out, 2);
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains("can be read by others"), "{err}");
        assert!(!err.contains("s3cret-value"), "{err}");
    }
}

/// Found by a black-box probe (open redirect): dot-segments that normalise
/// to a scheme-relative path — `/.//evil.example/x`, `/a/..//evil.example`,
/// `/%2e//evil.example` — passed the origin check; the page carried
/// `//evil.example/x` and the sign-in (or a browser already signed in)
/// was sent there with `303 Location: //evil.example/x`.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn open_redirect_a_next_that_normalises_to_a_scheme_relative_path_is_refused() {
    let Some(db) = Db::create("TALENT_TEST_PG_URL") else {
        return;
    };
    let sb = Sandbox::start();
    let mcp = member(&db, "asha", "asha@example.com", "mcp");
    let gw = Gateway::start(&sb, &db, &[]);
    let signed = sign_in(&gw, &mcp, "/approvals").await;
    for evil in [
        "/.//evil.example/x",
        "/a/..//evil.example",
        "/%2e//evil.example",
        "/..//evil.example",
        "/./\\evil.example",
    ] {
        let q = url::form_urlencoded::Serializer::new(String::new())
            .append_pair("next", evil)
            .finish();
        let url = format!("{}/signin?{q}", gw.url);
        // Not signed in: refused, no page carrying it.
        let r = browser().get(&url).send().await.unwrap();
        assert_eq!(r.status(), 400, "{evil}");
        // Signed in: refused, not bounced anywhere.
        let r = browser()
            .get(&url)
            .header("cookie", format!("__Host-talent_signin={signed}"))
            .send()
            .await
            .unwrap();
        assert_eq!(r.status(), 400, "{evil}");
        assert!(r.headers().get("location").is_none(), "{evil}");
        // Posted with the form: refused, nobody signed in.
        let (cookie, csrf) = open_page(&gw, "/").await;
        let r = post_signin(&gw, Some(&cookie), &csrf, evil, &mcp).await;
        assert_eq!(r.status(), 400, "{evil}");
        assert!(r.headers().get("location").is_none(), "{evil}");
    }
    assert_eq!(db.sql("SELECT count(*) FROM talent_gw_signins"), "1");
    // A path with dot-segments that stays on this gateway still goes on,
    // as the single-slash path it names.
    let (cookie, csrf) = open_page(&gw, "/").await;
    let r = post_signin(&gw, Some(&cookie), &csrf, "/a/../approvals", &mcp).await;
    assert_eq!(r.status(), 303);
    assert_eq!(r.headers()["location"], "/approvals");
}
