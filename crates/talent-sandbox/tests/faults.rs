//! Faults on demand and the front door (long targets, the HTTP layer's own
//! rejections), over real connections to a sandbox on 127.0.0.1:0.

use std::time::{Duration, Instant};

use chrono::{TimeZone, Utc};
use reqwest::{Client, StatusCode};
use serde_json::{json, Value};
use talent_sandbox::faults::FaultSpec;
use talent_sandbox::front::URI_LIMIT;
use talent_sandbox::{start, RunningSandbox, SandboxConfig};
use talent_spec::time::Clock;
use tokio::io::{AsyncReadExt, AsyncWriteExt};

async fn sandbox_with(faults: &str) -> RunningSandbox {
    start(SandboxConfig {
        candidates: 300,
        clock: Clock::fixed(Utc.with_ymd_and_hms(2026, 6, 15, 12, 0, 0).unwrap()),
        faults: FaultSpec::parse(faults).expect("a valid spec"),
        ..SandboxConfig::default()
    })
    .await
    .expect("sandbox starts")
}

fn url(sb: &RunningSandbox, path: &str) -> String {
    format!("{}{path}", sb.base_url)
}

fn control(sb: &RunningSandbox, path: &str) -> String {
    format!("{}/_sandbox{path}", sb.base_url.trim_end_matches("/api/v1"))
}

/// reqwest's TLS takes the process's crypto provider, which this installs.
fn client() -> Client {
    talent_sandbox::tls::provider();
    Client::builder()
        .timeout(Duration::from_secs(5))
        .build()
        .expect("client")
}

async fn get(sb: &RunningSandbox, path: &str) -> reqwest::Result<reqwest::Response> {
    client()
        .get(url(sb, path))
        .bearer_auth(&sb.keys.production)
        .send()
        .await
}

async fn logged(sb: &RunningSandbox) -> Vec<Value> {
    let v: Value = client()
        .get(control(sb, "/requests"))
        .bearer_auth(&sb.keys.production)
        .send()
        .await
        .expect("log")
        .json()
        .await
        .expect("JSON");
    v["data"].as_array().cloned().unwrap_or_default()
}

async fn set_faults(sb: &RunningSandbox, key: &str, spec: &str) -> (StatusCode, Value) {
    let resp = client()
        .put(control(sb, "/faults"))
        .bearer_auth(key)
        .json(&json!({ "spec": spec }))
        .send()
        .await
        .expect("answer");
    (resp.status(), resp.json().await.expect("JSON"))
}

#[tokio::test]
async fn an_injected_503_has_the_interface_shape_and_a_retry_after_then_passes() {
    let sb = sandbox_with("503=next1@GET").await;
    let resp = get(&sb, "/usage").await.expect("answer");
    assert_eq!(resp.status(), 503);
    assert_eq!(resp.headers()["retry-after"], "1");
    let body: Value = resp.json().await.expect("JSON");
    assert_eq!(body["error_code"], "service_unavailable");
    assert_eq!(get(&sb, "/usage").await.expect("answer").status(), 200);
    let log = logged(&sb).await;
    assert_eq!(log[0]["status"], 503);
    assert_eq!(log[0]["fault"], "503");
    assert!(log[1].get("fault").is_none(), "{log:?}");
    sb.shutdown().await.expect("stops");
}

#[tokio::test]
async fn a_reset_post_took_effect_though_its_answer_was_lost() {
    let sb = sandbox_with("reset=next1@POST/jobs").await;
    let before = get(&sb, "/jobs").await.expect("jobs");
    let before: Value = before.json().await.expect("JSON");
    let err = client()
        .post(url(&sb, "/jobs"))
        .bearer_auth(&sb.keys.production)
        .json(&json!({"title": "Lost answer engineer"}))
        .send()
        .await
        .expect_err("the connection closes without an answer");
    assert!(!err.is_timeout(), "{err}");
    let after: Value = get(&sb, "/jobs")
        .await
        .expect("jobs")
        .json()
        .await
        .expect("JSON");
    assert_eq!(
        after["totalCount"].as_u64(),
        before["totalCount"].as_u64().map(|n| n + 1),
        "the job was created"
    );
    let log = logged(&sb).await;
    let post = log.iter().find(|r| r["method"] == "POST").expect("logged");
    assert!(post["status"].as_u64().is_some_and(|s| s < 300), "{post}");
    assert_eq!(post["fault"], "reset");
    sb.shutdown().await.expect("stops");
}

#[tokio::test]
async fn a_truncated_body_fails_and_a_malformed_one_is_not_json() {
    let sb = sandbox_with("truncate=next1,malformed=next1").await;
    let resp = get(&sb, "/usage").await.expect("a head");
    assert_eq!(resp.status(), 200);
    assert!(resp.bytes().await.is_err(), "half a body, then the end");
    let resp = get(&sb, "/usage").await.expect("a head");
    assert_eq!(resp.status(), 200);
    let text = resp.text().await.expect("a whole (short) body");
    assert!(serde_json::from_str::<Value>(&text).is_err(), "{text}");
    assert!(get(&sb, "/usage")
        .await
        .expect("answer")
        .json::<Value>()
        .await
        .is_ok());
    sb.shutdown().await.expect("stops");
}

#[tokio::test]
async fn a_stall_never_answers_and_a_stalled_body_never_ends() {
    let sb = sandbox_with("stall=next1,stall-body=next1").await;
    talent_sandbox::tls::provider();
    let quick = Client::builder()
        .timeout(Duration::from_millis(400))
        .build()
        .expect("client");
    let err = quick
        .get(url(&sb, "/usage"))
        .bearer_auth(&sb.keys.production)
        .send()
        .await
        .expect_err("no answer");
    assert!(err.is_timeout(), "{err}");
    let resp = quick
        .get(url(&sb, "/usage"))
        .bearer_auth(&sb.keys.production)
        .send()
        .await
        .expect("the head arrives");
    let err = resp.bytes().await.expect_err("the body stalls");
    assert!(err.is_timeout(), "{err}");
    let log = logged(&sb).await;
    assert_eq!(log[0]["fault"], "stall");
    assert_eq!(log[1]["fault"], "stall-body");
    sb.shutdown().await.expect("stops");
}

#[tokio::test]
async fn a_huge_body_declares_a_gibibyte() {
    let sb = sandbox_with("huge=next1").await;
    let mut resp = get(&sb, "/usage").await.expect("a head");
    assert_eq!(resp.content_length(), Some(1 << 30));
    let mut read = 0usize;
    while read < 4 << 20 {
        read += resp.chunk().await.expect("chunks").expect("more").len();
    }
    drop(resp);
    assert_eq!(get(&sb, "/usage").await.expect("answer").status(), 200);
    sb.shutdown().await.expect("stops");
}

#[tokio::test]
async fn retry_after_can_be_an_http_date_with_a_date_from_the_same_clock() {
    let sb = sandbox_with("retry-after=date").await;
    let mut last = None;
    for _ in 0..11 {
        last = Some(
            get(&sb, "/search/candidates?minexp=1&pageSize=1")
                .await
                .expect("answer"),
        );
    }
    let resp = last.expect("eleven searches");
    assert_eq!(resp.status(), 429);
    let h = resp.headers();
    let parse = |name: &str| {
        chrono::DateTime::parse_from_rfc2822(h[name].to_str().expect("text")).expect("HTTP date")
    };
    let wait = parse("retry-after") - parse("date");
    assert!(
        (1..=300).contains(&wait.num_seconds()),
        "a block of 1 to 300 s, got {wait}"
    );
    assert_eq!(
        parse("date"),
        Utc.with_ymd_and_hms(2026, 6, 15, 12, 0, 0).unwrap()
    );
    sb.shutdown().await.expect("stops");
}

#[tokio::test]
async fn latency_is_added_and_control_routes_are_never_faulted() {
    let sb = sandbox_with("latency=300ms@/usage,500").await;
    let t = Instant::now();
    let resp = get(&sb, "/usage").await.expect("answer");
    assert!(t.elapsed() >= Duration::from_millis(300));
    assert_eq!(resp.status(), 500);
    assert_eq!(logged(&sb).await.len(), 1, "the control route answered");
    sb.shutdown().await.expect("stops");
}

#[tokio::test]
async fn the_control_route_sets_and_clears_faults_for_the_first_production_key_only() {
    let sb = sandbox_with("").await;
    let (s, body) = set_faults(&sb, &sb.keys.evaluation, "500").await;
    assert_eq!(s, 403, "{body}");
    let (s, body) = set_faults(&sb, &sb.keys.production, "teapot").await;
    assert_eq!(s, 400);
    assert!(
        body["error_description"]
            .as_str()
            .is_some_and(|m| m.contains("unknown fault")),
        "{body}"
    );
    let (s, body) = set_faults(&sb, &sb.keys.production, "504=next1@GET/usage").await;
    assert_eq!(s, 200);
    assert_eq!(body["spec"], "504=next1@GET/usage");
    assert_eq!(get(&sb, "/usage").await.expect("answer").status(), 504);
    let now: Value = client()
        .get(control(&sb, "/faults"))
        .bearer_auth(&sb.keys.production)
        .send()
        .await
        .expect("answer")
        .json()
        .await
        .expect("JSON");
    assert_eq!(now["rules"][0]["hits"], 1);
    let cleared = client()
        .delete(control(&sb, "/faults"))
        .bearer_auth(&sb.keys.production)
        .send()
        .await
        .expect("answer");
    assert_eq!(cleared.status(), 200);
    assert_eq!(get(&sb, "/usage").await.expect("answer").status(), 200);
    sb.shutdown().await.expect("stops");
}

/// `n` characters of Latin text with accents, spaces and punctuation.
fn latin_text(n: usize) -> String {
    "Développeuse Rust à Zürich, señor café; "
        .chars()
        .cycle()
        .take(n)
        .collect()
}

/// Writes raw bytes on a new connection; returns status, head and body.
async fn raw(sb: &RunningSandbox, request: &[u8]) -> (u16, String, Value) {
    let mut s = tokio::net::TcpStream::connect(sb.local_addr())
        .await
        .expect("connect");
    // The server may answer and close before it read everything.
    let _ = s.write_all(request).await;
    let mut out = Vec::new();
    let _ = tokio::time::timeout(Duration::from_secs(5), s.read_to_end(&mut out)).await;
    let text = String::from_utf8_lossy(&out).to_string();
    let (head, body) = text.split_once("\r\n\r\n").expect("a head");
    let status = head[9..12].parse().expect("a status");
    let body = serde_json::from_str(body).unwrap_or(Value::Null);
    (status, head.to_string(), body)
}

#[tokio::test]
async fn the_http_layers_own_rejections_have_json_bodies_in_the_interfaces_shape() {
    let sb = sandbox_with("").await;
    let long = "a".repeat(URI_LIMIT + 10);
    let (s, head, body) = raw(
        &sb,
        format!("GET /api/v1/search/candidates?q={long} HTTP/1.1\r\nhost: x\r\n\r\n").as_bytes(),
    )
    .await;
    assert_eq!(s, 414, "{head}");
    assert_eq!(body["error_code"], "uri_too_long", "{head}");
    assert!(head.contains("content-type: application/json"), "{head}");
    let (s, _, body) = raw(
        &sb,
        format!("GET /v1/candidates/search?q={long} HTTP/1.1\r\nhost: x\r\n\r\n").as_bytes(),
    )
    .await;
    assert_eq!(s, 414);
    assert_eq!(body["error"]["code"], "uri_too_long");
    let big = "b".repeat(600 * 1024);
    let (s, _, body) = raw(
        &sb,
        format!("GET /api/v1/usage HTTP/1.1\r\nhost: x\r\nx-big: {big}\r\n\r\n").as_bytes(),
    )
    .await;
    assert_eq!(s, 431);
    assert_eq!(body["error_code"], "request_header_fields_too_large");
    let (s, _, body) = raw(&sb, b"GET /api/v1/usage HTTP/1.1\r\nbad header\r\n\r\n").await;
    assert_eq!(s, 400);
    assert_eq!(body["error_code"], "invalid_request");
    // A long target that is moved aside still answers, on a kept-alive connection too.
    let mid = format!("/api/v1/candidates/{}", "c".repeat(40_000));
    let request = format!(
        "GET {mid} HTTP/1.1\r\nhost: x\r\nauthorization: Bearer {key}\r\n\r\n\
         GET /api/v1/usage HTTP/1.1\r\nhost: x\r\nconnection: close\r\nauthorization: Bearer {key}\r\n\r\n",
        key = sb.keys.production
    );
    let (s, head, _) = raw(&sb, request.as_bytes()).await;
    assert!(s == 404 || s == 400, "{head}");
    sb.shutdown().await.expect("stops");
}

/// A search for `q` sent as raw HTTP/1.1 (the `http` crate, and so reqwest,
/// will not build a URI over 65,534 bytes).
async fn search_raw(sb: &RunningSandbox, q: &str) -> (usize, u16, Value) {
    let query: String = url::form_urlencoded::Serializer::new(String::new())
        .append_pair("q", q)
        .finish();
    let target = format!("/api/v1/search/candidates?{query}");
    let request = format!(
        "GET {target} HTTP/1.1\r\nhost: x\r\nconnection: close\r\nauthorization: Bearer {}\r\n\r\n",
        sb.keys.production
    );
    let (status, _, body) = raw(sb, request.as_bytes()).await;
    (target.len(), status, body)
}

#[tokio::test]
async fn a_q_of_fifty_thousand_latin_characters_is_taken() {
    let sb = sandbox_with("").await;
    let q = latin_text(talent_spec::limits::Q_MAX_CHARS);
    let (len, status, body) = search_raw(&sb, &q).await;
    assert!(len > 65_535, "past hyper's own limit: {len}");
    assert_eq!(status, 200, "{body}");
    assert_eq!(body["searchType"], "ai");
    // Every character a two-byte one, percent-encoded: still within the limit.
    let (len, status, body) = search_raw(&sb, &"é".repeat(talent_spec::limits::Q_MAX_CHARS)).await;
    assert!(
        len > 6 * talent_spec::limits::Q_MAX_CHARS && len <= URI_LIMIT,
        "{len}"
    );
    assert_eq!(status, 200, "{body}");
    // One character more is the spec's own 400, not the HTTP layer's.
    let (_, status, body) =
        search_raw(&sb, &latin_text(talent_spec::limits::Q_MAX_CHARS + 1)).await;
    assert_eq!(status, 400);
    assert_eq!(body["error_code"], "invalid_request", "{body}");
    assert_eq!(logged(&sb).await.len(), 3, "all reached the router");
    sb.shutdown().await.expect("stops");
}
