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
