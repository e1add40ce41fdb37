//! The gateway's gaps closed at the end of issue 47 (gw-gaps): its token
//! endpoints rate-limited per client address, a member's remembered token
//! once revoked, idempotent replays of a binary answer, and foreign tables
//! of the sign-in's names. Each test is named after the hostile path it
//! tries; the ledger is a throwaway PostgreSQL (tests/cli/common/pg.rs).

use std::time::Duration;

use reqwest::header::HeaderMap;
use reqwest::Method;
use serde_json::{json, Value};

use crate::common::*;
use crate::serve::{lead, member_with_token, ok, Gateway};
use crate::serve_oauth::{code_for, pkce, register, stand_from, REDIRECT};
use crate::team::Db;

/// The gateway reads `X-Forwarded-For` from loopback's 127.0.0.1 only, so
/// a test speaks as any client address (127.0.0.5 and 127.0.0.6 here,
/// loopback clients the door lets in with a loopback `Host`).
const TRUST_LOOPBACK: [&str; 2] = ["--trust-proxy-headers", "127.0.0.1/32"];
const FROM_A: &str = "127.0.0.5";
const FROM_B: &str = "127.0.0.6";

fn http() -> reqwest::Client {
    reqwest::Client::builder()
        .no_proxy()
        .redirect(reqwest::redirect::Policy::none())
        .build()
        .expect("a client")
}

/// 43 random base64url characters: the form of a code, known to no one.
fn opaque() -> String {
    const ALPHABET: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    (0..43)
        .map(|_| ALPHABET[fastrand::usize(..ALPHABET.len())] as char)
        .collect()
}

async fn answer(r: reqwest::RequestBuilder) -> (u16, Value, HeaderMap) {
    let resp = r.send().await.expect("the gateway answers");
    let (status, headers) = (resp.status().as_u16(), resp.headers().clone());
    let text = resp.text().await.unwrap_or_default();
    (
        status,
        serde_json::from_str(&text).unwrap_or(Value::String(text)),
        headers,
    )
}

fn retry_after(h: &HeaderMap) -> u64 {
    h.get("retry-after")
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.parse().ok())
        .unwrap_or_else(|| panic!("a Retry-After in whole seconds: {h:?}"))
}

// ---------------------------------------------------------------------------
// 1. The token endpoints' rate limit.

/// A one-time login code for `member` as the identity provider's callback
/// records it (its digest, the CLI's PKCE challenge and state, 60 s).
fn login_code(db: &Db, member: &str, verifier: &str, state: &str) -> String {
    let code = opaque();
    db.sql(&format!(
        "INSERT INTO talent_gw_login_codes (sha256, member, challenge, state, expires_ms)
         VALUES ('{}', '{member}', '{}', '{state}', talent_now_ms() + 60000)",
        talent::serve::token::digest(&code),
        talent::serve::signin::s256(verifier),
    ));
    code
}

async fn exchange(
    gw: &Gateway,
    from: &str,
    code: &str,
    verifier: &str,
    state: &str,
) -> (u16, Value, HeaderMap) {
    answer(
        http()
            .post(format!("{}/_talent/v1/login/token", gw.url))
            .header("X-Forwarded-For", from)
            .json(
                &json!({"code": code, "code_verifier": verifier, "state": state, "host": "laptop"}),
            ),
    )
    .await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_burst_of_wrong_login_codes_is_cut_off_and_a_right_code_from_that_address_waits() {
    let Some(db) = Db::create("TALENT_TEST_PG_URL") else {
        return;
    };
    // The window (10 minutes) is 12 s here.
    let sb = Sandbox::scaled(0.02);
    member_with_token(&db, "asha", "search");
    let gw = Gateway::start(&sb, &db, &TRUST_LOOPBACK);
    let replica = Gateway::start(&sb, &db, &TRUST_LOOPBACK);
    let (verifier, state) = ("v".repeat(43), "state-0123456789abcdef");
    let right_a = login_code(&db, "asha", &verifier, state);
    let right_b = login_code(&db, "asha", &verifier, state);
    for i in 0..10 {
        let (s, body, _) = exchange(&gw, FROM_A, &opaque(), &verifier, state).await;
        assert_eq!(s, 400, "wrong code {i}: {body}");
        assert_eq!(body["error_code"], "invalid_grant");
    }
    // The eleventh is cut off, in the route's own format.
    let (s, body, h) = exchange(&gw, FROM_A, &opaque(), &verifier, state).await;
    assert_eq!(s, 429, "{body}");
    assert_eq!(body["error_code"], "rate_limit_exceeded", "{body}");
    let wait = retry_after(&h);
    assert!((1..=12).contains(&wait), "{wait}");
    // On every replica of the ledger.
    let (s, body, _) = exchange(&replica, FROM_A, &opaque(), &verifier, state).await;
    assert_eq!(s, 429, "the other replica: {body}");
    // A right code from that address waits too, and is not spent by it.
    let (s, body, h) = exchange(&gw, FROM_A, &right_a, &verifier, state).await;
    assert_eq!(s, 429, "{body}");
    assert!(retry_after(&h) <= wait);
    assert_eq!(
        db.sql("SELECT count(*) FROM talent_gw_login_codes WHERE used_ms IS NULL"),
        "2"
    );
    // Another address is not affected.
    let (s, body, _) = exchange(&gw, FROM_B, &right_b, &verifier, state).await;
    assert_eq!(s, 200, "{body}");
    assert_eq!(body["member"], "asha");
    // Counted in the ledger (every replica reads it), by address: the ten
    // refusals; a success is taken back.
    assert_eq!(
        db.sql("SELECT string_agg(from_addr || ':' || n, ',') FROM (SELECT from_addr, count(*) AS n FROM talent_gw_attempts WHERE scope = 'login-token' GROUP BY from_addr) a"),
        format!("{FROM_A}:10")
    );
    // Once the window has moved on, the right code is taken.
    tokio::time::sleep(Duration::from_millis(wait * 1000 + 300)).await;
    let (s, body, _) = exchange(&gw, FROM_A, &right_a, &verifier, state).await;
    assert_eq!(s, 200, "{body}");
    let token = body["token"].as_str().expect("a member token");
    // No code or token in a log line.
    let refused = format!("from {FROM_A}; too many refused attempts");
    let log = gw.log_with(&refused).await;
    assert!(log.contains(&refused), "{log}");
    assert!(
        !log.contains(&right_a) && !log.contains(&right_b) && !log.contains(token),
        "{log}"
    );
}

async fn token_from(gw: &Gateway, from: &str, form: &[(&str, &str)]) -> (u16, Value, HeaderMap) {
    let body: String = url::form_urlencoded::Serializer::new(String::new())
        .extend_pairs(form)
        .finish();
    answer(
        http()
            .post(format!("{}/oauth/token", gw.url))
            .header("X-Forwarded-For", from)
            .header("content-type", "application/x-www-form-urlencoded")
            .body(body),
    )
    .await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_burst_of_wrong_oauth_codes_is_cut_off_and_a_right_code_from_that_address_waits() {
    let Some(st) = stand_from(|| Sandbox::scaled(0.02), &TRUST_LOOPBACK, &[]) else {
        return;
    };
    let gw = &st.gw;
    let client = register(gw, REDIRECT).await;
    let (verifier, challenge) = pkce();
    let code = code_for(&st, &client, REDIRECT, &challenge).await;
    let resource = format!("{}/mcp", gw.url);
    let redeem = |code: String| {
        vec![
            ("grant_type", "authorization_code".to_string()),
            ("client_id", client.clone()),
            ("redirect_uri", REDIRECT.to_string()),
            ("code", code),
            ("code_verifier", verifier.clone()),
            ("resource", resource.clone()),
        ]
    };
    let send = |from: &'static str, code: String| {
        let pairs = redeem(code);
        async move {
            let refs: Vec<(&str, &str)> = pairs.iter().map(|(k, v)| (*k, v.as_str())).collect();
            token_from(gw, from, &refs).await
        }
    };
    for i in 0..20 {
        let (s, body, _) = send(FROM_A, format!("tlc_{}", opaque())).await;
        assert_eq!(s, 400, "wrong code {i}: {body}");
        assert_eq!(body["error"], "invalid_grant", "{body}");
    }
    let (s, body, h) = send(FROM_A, format!("tlc_{}", opaque())).await;
    assert_eq!(s, 429, "{body}");
    assert_eq!(
        body["error"], "invalid_request",
        "OAuth's JSON error: {body}"
    );
    assert_eq!(
        h.get("cache-control").and_then(|v| v.to_str().ok()),
        Some("no-store")
    );
    let wait = retry_after(&h);
    assert!((1..=12).contains(&wait), "{wait}");
    let (s, body, _) = send(FROM_A, code.clone()).await;
    assert_eq!(s, 429, "the right code waits: {body}");
    assert_eq!(
        st.db
            .sql("SELECT count(*) FROM talent_gw_oauth_codes WHERE used_ms IS NULL"),
        "1",
        "and is not spent"
    );
    // Another address: its wrong code is judged, not cut off.
    let (s, body, _) = send(FROM_B, format!("tlc_{}", opaque())).await;
    assert_eq!(s, 400, "{body}");
    tokio::time::sleep(Duration::from_millis(wait * 1000 + 300)).await;
    let (s, body, _) = send(FROM_A, code.clone()).await;
    assert_eq!(s, 200, "{body}");
    assert!(body["access_token"].is_string(), "{body}");
    let log = gw.log();
    assert!(!log.contains(&code), "{log}");
}

// ---------------------------------------------------------------------------
// 2. A remembered member token, revoked.

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_revoked_remembered_token_sends_one_request_and_spends_nothing() {
    let Some(db) = Db::create("TALENT_TEST_PG_URL") else {
        return;
    };
    let sb = Sandbox::start();
    let token = member_with_token(&db, "asha", "search");
    let gw = Gateway::start(&sb, &db, &[]);
    // The member signs in once; the token is remembered (the keyring).
    let env = TestEnv::new();
    let (code, _, err) = outcome(
        env.talent()
            .env("TALENT_KEYRING_BACKEND", "file")
            .args(["auth", "login", "--gateway", &gw.url, "--with-token"])
            .write_stdin(format!("{token}\n")),
    );
    assert_eq!(code, 0, "{err}");
    ok(lead(
        &TestEnv::new(),
        &db,
        &["serve", "member", "revoke-token", "asha", "token-1"],
    ));
    clear_log(&sb).await;
    let before = gw.log().lines().count();
    let (code, out, err) = outcome(env.talent().env("TALENT_KEYRING_BACKEND", "file").args([
        "search",
        "--min-exp",
        "1",
        "--limit",
        "3",
        "-o",
        "json",
    ]));
    // The gateway's 401: exit 3, one clear line, nothing on stdout.
    assert_eq!(code, 3, "{err}");
    assert!(out.trim().is_empty(), "{out}");
    assert!(err.contains("revoked"), "{err}");
    // Exactly one request carried the token (the whoami probe carries
    // none; its own line is left out here): its 401, before any spend.
    let deadline = std::time::Instant::now() + Duration::from_secs(10);
    let requests = || -> Vec<String> {
        gw.log()
            .lines()
            .skip(before)
            .filter(|l| l.contains(" /api/v1/") || l.contains(" /v1/") || l.contains(" /_talent/"))
            .filter(|l| !l.starts_with("- GET /_talent/v1/whoami 200"))
            .map(str::to_string)
            .collect()
    };
    while requests().is_empty() && std::time::Instant::now() < deadline {
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    tokio::time::sleep(Duration::from_millis(200)).await;
    let seen = requests();
    assert_eq!(seen.len(), 1, "{seen:?}");
    assert!(seen[0].starts_with("- GET /api/v1/usage 401"), "{seen:?}");
    assert!(
        received(&sb).await.is_empty(),
        "nothing reached the service"
    );
    assert_eq!(
        db.sql("SELECT count(*) FROM talent_spends WHERE member = 'asha'"),
        "0"
    );
    assert_eq!(db.sql("SELECT count(*) FROM talent_holds"), "0");
}

// ---------------------------------------------------------------------------
// 3. Idempotent replays of a binary answer.

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_binary_answer_replays_byte_for_byte_under_its_idempotency_key() {
    let Some(db) = Db::create("TALENT_TEST_PG_URL") else {
        return;
    };
    let sb = Sandbox::start();
    let asha = member_with_token(&db, "asha", "outreach");
    let job = active_job(&sb).await;
    let cards = fresh_cards(&sb, &job, 1).await;
    let gw = Gateway::start(&sb, &db, &[]);
    faults(&sb, "binary=next1@POST/invite-to-apply").await;
    clear_log(&sb).await;
    let send = || {
        gw.request(Method::POST, "/api/v1/invite-to-apply", Some(&asha))
            .header("Idempotency-Key", "bin-1")
            .json(&json!({"jobId": job, "talentCardId": cards[0], "message": "Hello"}))
    };
    let bytes = |r: reqwest::RequestBuilder| async move {
        let resp = r.send().await.expect("answers");
        let (status, headers) = (resp.status().as_u16(), resp.headers().clone());
        (
            status,
            headers,
            resp.bytes().await.expect("a body").to_vec(),
        )
    };
    let want = talent_sandbox::front::binary_body();
    assert!(std::str::from_utf8(&want).is_err());
    let (s1, h1, first) = bytes(send()).await;
    assert!((200..300).contains(&s1), "{s1}");
    assert_eq!(first, want, "the service's bytes, forwarded");
    let (s2, h2, again) = bytes(send()).await;
    assert_eq!(s2, s1);
    assert_eq!(again, want, "replayed byte for byte");
    assert_eq!(
        h2.get("idempotent-replayed").and_then(|v| v.to_str().ok()),
        Some("true")
    );
    assert_eq!(h2.get("content-type"), h1.get("content-type"));
    let invites = received(&sb)
        .await
        .into_iter()
        .filter(|r| r["path"] == "/api/v1/invite-to-apply")
        .count();
    assert_eq!(invites, 1, "sent once");
}

// ---------------------------------------------------------------------------
// 4. Foreign tables of the gateway's names.

#[test]
fn a_foreign_table_of_a_sign_in_name_is_named_and_never_adopted() {
    let Some(db) = Db::create("TALENT_TEST_PG_URL") else {
        return;
    };
    db.sql("CREATE TABLE talent_gw_login_codes (id serial PRIMARY KEY, note text)");
    let out = lead(&TestEnv::new(), &db, &["ledger", "migrate"]);
    expect_code(&out, 1);
    let err = stderr(&out);
    assert!(
        err.contains("talent_gw_login_codes (no sha256, member, challenge, state"),
        "{err}"
    );
    assert_eq!(
        db.sql("SELECT to_regclass('talent_meta') IS NULL"),
        "t",
        "nothing was created"
    );
}
