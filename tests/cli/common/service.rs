//! The sandbox read and set directly, beside the binary: its request log,
//! its meters, faults and throttles, and ids to give the commands.

use reqwest::Method;
use serde_json::{json, Value};

use super::sandbox::Sandbox;

/// Status and parsed JSON body of a response (Null when empty).
pub async fn send(req: reqwest::RequestBuilder) -> (u16, Value) {
    let resp = req.send().await.expect("request sent");
    let status = resp.status().as_u16();
    let text = resp.text().await.expect("body");
    let body = if text.is_empty() {
        Value::Null
    } else {
        serde_json::from_str(&text).unwrap_or_else(|_| panic!("body is not JSON: {text}"))
    };
    (status, body)
}

/// The JSON body of a successful response.
pub async fn json_of(resp: reqwest::Result<reqwest::Response>) -> Value {
    let resp = resp.expect("request sent");
    let status = resp.status();
    let text = resp.text().await.expect("body");
    assert!(status.is_success(), "status {status}: {text}");
    serde_json::from_str(&text).expect("JSON body")
}

/// Sends a control request and asserts a 200.
async fn control_ok(req: reqwest::RequestBuilder) {
    let (status, body) = send(req).await;
    assert_eq!(status, 200, "{body}");
}

/// Forgets the requests logged so far, so a test sees only its own.
pub async fn clear_log(sb: &Sandbox) {
    let resp = sb
        .control(Method::DELETE, "/requests")
        .send()
        .await
        .expect("clear the log");
    assert!(resp.status().is_success());
}

/// The API requests the sandbox logged since the last [`clear_log`], as
/// `METHOD path`.
pub async fn sent(sb: &Sandbox) -> Vec<String> {
    sb.requests()
        .await
        .iter()
        .map(|r: &Value| {
            format!(
                "{} {}",
                r["method"].as_str().unwrap_or(""),
                r["path"].as_str().unwrap_or("")
            )
        })
        .collect()
}

/// The API requests the sandbox received since the last [`clear_log`]
/// (method, path, query, status).
pub async fn received(sb: &Sandbox) -> Vec<Value> {
    sb.requests().await
}

/// How many API requests the sandbox has logged so far.
pub async fn request_count(sb: &Sandbox) -> usize {
    received(sb).await.len()
}

/// The API requests the sandbox received, without the quota guard's own
/// reads of GET /usage (it reads usage before a spend).
pub async fn received_but_usage(sb: &Sandbox) -> Vec<Value> {
    received(sb)
        .await
        .into_iter()
        .filter(|r| r["path"] != "/api/v1/usage")
        .collect()
}

/// Asserts the sandbox saw no API request at all.
pub async fn assert_nothing_sent(sb: &Sandbox, what: &str) {
    let seen = received(sb).await;
    assert!(seen.is_empty(), "{what}: the sandbox received {seen:?}");
}

/// The decoded query pairs of a logged request.
pub fn query_of(logged: &Value) -> Vec<(String, String)> {
    let raw = logged["query"].as_str().unwrap_or("");
    url::form_urlencoded::parse(raw.as_bytes())
        .map(|(k, v)| (k.into_owned(), v.into_owned()))
        .collect()
}

/// One query parameter of a logged request.
pub fn param(logged: &Value, key: &str) -> Option<String> {
    query_of(logged)
        .into_iter()
        .find(|(k, _)| k == key)
        .map(|(_, v)| v)
}

/// Asserts a main-interface error: status and `error_code`, with a description.
pub fn assert_main_error(got: &(u16, Value), status: u16, code: &str) {
    assert_eq!(got.0, status, "body: {}", got.1);
    assert_eq!(got.1["error_code"], code, "body: {}", got.1);
    assert!(
        got.1["error_description"]
            .as_str()
            .is_some_and(|d| !d.is_empty()),
        "body: {}",
        got.1
    );
}

/// Asserts an additional-interface error: `{"error": {"code", "message"}}`.
pub fn assert_alt_error(got: &(u16, Value), status: u16, code: &str) {
    assert_eq!(got.0, status, "body: {}", got.1);
    assert_eq!(got.1["error"]["code"], code, "body: {}", got.1);
    assert!(
        got.1["error"]["message"]
            .as_str()
            .is_some_and(|d| !d.is_empty()),
        "body: {}",
        got.1
    );
}

/// The usage object (the meters), read straight from the sandbox.
pub async fn usage(sb: &Sandbox) -> Value {
    json_of(sb.main(Method::GET, "/usage").send().await).await
}

/// `used` of one meter (`apiUnlocks`, `searches`, `messages`).
pub async fn used(sb: &Sandbox, meter: &str) -> u64 {
    usage(sb).await[meter]["used"].as_u64().expect("meter used")
}

/// The workspace the sandbox's production key belongs to.
pub async fn workspace(sb: &Sandbox) -> String {
    usage(sb).await["workspaceId"]
        .as_str()
        .expect("workspaceId")
        .to_string()
}

/// Puts the fault `spec` in force (counters start afresh).
pub async fn faults(sb: &Sandbox, spec: &str) {
    control_ok(
        sb.control(Method::PUT, "/faults")
            .json(&json!({ "spec": spec })),
    )
    .await;
}

/// Arms the sandbox's plan throttle: the next `count` searches answer 429
/// `search_throttled` with `Retry-After: retry_after`.
pub async fn throttle(sb: &Sandbox, count: u32, retry_after: u64) {
    control_ok(
        sb.control(Method::POST, "/throttle")
            .json(&json!({"count": count, "retry_after": retry_after})),
    )
    .await;
}

/// Sets what is used of each meter on the sandbox (grants stay).
pub async fn set_used(sb: &Sandbox, used: Value) {
    control_ok(
        sb.control(Method::POST, "/quotas")
            .json(&json!({ "used": used })),
    )
    .await;
}

/// Sets the limit of each meter on the sandbox.
pub async fn grant(sb: &Sandbox, grants: Value) {
    control_ok(
        sb.control(Method::POST, "/quotas")
            .json(&json!({ "grants": grants })),
    )
    .await;
}

/// Some talentCardIds from a direct search (spends one search).
pub async fn some_talent_cards(sb: &Sandbox, n: usize) -> Vec<String> {
    let page = json_of(
        sb.main(Method::GET, "/search/candidates?minexp=1&pageSize=20")
            .send()
            .await,
    )
    .await;
    page["results"]
        .as_array()
        .expect("results")
        .iter()
        .take(n)
        .map(|h| h["talentCardId"].as_str().expect("id").to_string())
        .collect()
}

/// Candidates from a search page that are not yet in `job`'s pipeline.
pub async fn fresh_cards(sb: &Sandbox, job: &str, n: usize) -> Vec<String> {
    let apps = json_of(
        sb.main(
            Method::GET,
            &format!("/jobs/{job}/applications?pageSize=20"),
        )
        .send()
        .await,
    )
    .await;
    let taken: Vec<&str> = apps["results"]
        .as_array()
        .expect("results")
        .iter()
        .map(|a| a["talentCardId"].as_str().expect("talentCardId"))
        .collect();
    let fresh: Vec<String> = some_talent_cards(sb, 20)
        .await
        .into_iter()
        .filter(|t| !taken.contains(&t.as_str()))
        .take(n)
        .collect();
    assert_eq!(fresh.len(), n, "not enough fresh candidates");
    fresh
}

/// (talentCardId, cand_ id) of the first `n` of the pool, from the control
/// route (spends nothing).
pub async fn pool_ids(sb: &Sandbox, n: usize) -> Vec<(String, String)> {
    let list = json_of(
        sb.control(Method::GET, &format!("/candidates?per_page={n}"))
            .send()
            .await,
    )
    .await;
    list["data"]
        .as_array()
        .expect("pool")
        .iter()
        .map(|c| {
            (
                c["talent_card_id"].as_str().expect("id").to_string(),
                c["candidate_id"].as_str().expect("id").to_string(),
            )
        })
        .collect()
}

/// `n` distinct `cand_` ids of the pool.
pub async fn cand_ids(sb: &Sandbox, n: usize) -> Vec<String> {
    pool_ids(sb, n)
        .await
        .into_iter()
        .map(|(_, cand)| cand)
        .collect()
}

/// The `cand_` id of a talentCardId.
pub async fn cand_of(sb: &Sandbox, tc: &str) -> String {
    let all = pool_ids(sb, 1000).await;
    all.into_iter()
        .find(|(t, _)| t == tc)
        .expect("in the pool")
        .1
}

/// The first active job of the production workspace (main interface).
pub async fn active_job(sb: &Sandbox) -> String {
    let list = json_of(sb.main(Method::GET, "/jobs").send().await).await;
    list["results"][0]["jobId"]
        .as_str()
        .expect("a seeded active job")
        .to_string()
}

/// The id of the first seeded job with `status` (via the additional interface).
pub async fn job_with_status(sb: &Sandbox, status: &str) -> String {
    let list = json_of(
        sb.alt(Method::GET, &format!("/jobs?status={status}"))
            .send()
            .await,
    )
    .await;
    list["data"][0]["id"]
        .as_str()
        .expect("a seeded job")
        .to_string()
}

/// Main-interface jobs, including paused ones.
pub async fn main_jobs(sb: &Sandbox) -> Vec<Value> {
    let list = json_of(
        sb.main(Method::GET, "/jobs?includePaused=true&pageSize=20")
            .send()
            .await,
    )
    .await;
    list["results"].as_array().expect("results").clone()
}

/// Creates an active job through the main interface and returns its id.
pub async fn new_job(sb: &Sandbox, title: &str) -> String {
    let job = json_of(
        sb.main(Method::POST, "/jobs")
            .json(&json!({"title": title, "skillsRequired": ["python"]}))
            .send()
            .await,
    )
    .await;
    job["jobId"].as_str().expect("jobId").to_string()
}
