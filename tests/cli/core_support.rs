//! Helpers of the core command tests (search, candidates, pipeline, core
//! flow): run the real binary against a sandbox, read what it printed, and
//! read what the sandbox received and spent.

#![allow(dead_code)]

use std::process::Output;

use reqwest::Method;
use serde_json::Value;

use crate::common::*;

/// `talent` pointed at `sb` with the production key (no keyring involved).
pub fn talent_at(sb: &Sandbox) -> assert_cmd::Command {
    sb.talent()
}

/// Runs `talent ARGS` against `sb` and returns what it did.
pub fn run(sb: &Sandbox, args: &[&str]) -> Output {
    talent_at(sb).args(args).output().expect("talent runs")
}

/// The exit code (-1 when killed by a signal).
pub fn code(out: &Output) -> i32 {
    out.status.code().unwrap_or(-1)
}

pub fn stdout(out: &Output) -> String {
    String::from_utf8_lossy(&out.stdout).into_owned()
}

pub fn stderr(out: &Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}

/// Asserts the exit code, showing both streams when it differs.
pub fn expect_code(out: &Output, want: i32) {
    assert_eq!(
        code(out),
        want,
        "stdout: {}\nstderr: {}",
        stdout(out),
        stderr(out)
    );
}

/// stdout parsed as one JSON document.
pub fn json_stdout(out: &Output) -> Value {
    serde_json::from_slice(&out.stdout).unwrap_or_else(|e| {
        panic!(
            "stdout is not JSON ({e}): {}\nstderr: {}",
            stdout(out),
            stderr(out)
        )
    })
}

/// stdout as a JSON array (list commands with -o json).
pub fn json_array(out: &Output) -> Vec<Value> {
    match json_stdout(out) {
        Value::Array(items) => items,
        other => panic!("expected an array, got {other}"),
    }
}

/// The API requests the sandbox received (method, path, query, status).
pub async fn received(sb: &Sandbox) -> Vec<Value> {
    sb.requests().await
}

/// The API requests the sandbox received, without the quota guard's own
/// reads of GET /usage (it reads usage before a spend).
pub async fn received_but_usage(sb: &Sandbox) -> Vec<Value> {
    sb.requests()
        .await
        .into_iter()
        .filter(|r| r["path"] != "/api/v1/usage")
        .collect()
}

/// One query parameter of a logged request.
pub fn param(logged: &Value, key: &str) -> Option<String> {
    query_of(logged)
        .into_iter()
        .find(|(k, _)| k == key)
        .map(|(_, v)| v)
}

/// The usage object, read straight from the sandbox.
pub async fn usage(sb: &Sandbox) -> Value {
    json_of(sb.main(Method::GET, "/usage").send().await).await
}

/// `used` of one meter (`apiUnlocks`, `searches`, `messages`).
pub async fn used(sb: &Sandbox, meter: &str) -> u64 {
    usage(sb).await[meter]["used"].as_u64().expect("meter used")
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

/// Arms the sandbox's plan throttle: the next `count` searches answer 429
/// `search_throttled` with `Retry-After: retry_after`.
pub async fn throttle(sb: &Sandbox, count: u32, retry_after: u64) {
    let (status, _) = send(
        sb.control(Method::POST, "/throttle")
            .json(&serde_json::json!({"count": count, "retry_after": retry_after})),
    )
    .await;
    assert_eq!(status, 200);
}

/// The first active job of the production workspace.
pub async fn active_job(sb: &Sandbox) -> String {
    let list = json_of(sb.main(Method::GET, "/jobs").send().await).await;
    list["results"][0]["jobId"]
        .as_str()
        .expect("a seeded active job")
        .to_string()
}
