//! Helpers of the jobs, sourcing, webhooks and raw api tests: the real
//! binary pointed at a running sandbox, its output parsed, the sandbox's
//! request log read.

#![allow(dead_code)]

use std::process::Output;

use reqwest::Method;
use serde_json::Value;

use crate::common::*;

/// `talent` against `sb` with its production key, stdin closed (no terminal).
pub fn cli(sb: &Sandbox) -> assert_cmd::Command {
    let mut cmd = sb.env.talent();
    cmd.env("TALENT_BASE_URL", &sb.base_url)
        .env("TALENT_ALT_BASE_URL", &sb.alt_base_url)
        .env("TALENT_API_KEY", &sb.keys.production)
        .write_stdin("");
    cmd
}

/// Runs `talent ARGS` against `sb` and returns its output, whatever the exit.
pub fn run(sb: &Sandbox, args: &[&str]) -> Output {
    cli(sb).args(args).output().expect("talent runs")
}

/// Runs, asserts the exit code, and returns the output.
pub fn run_code(sb: &Sandbox, args: &[&str], code: i32) -> Output {
    let out = run(sb, args);
    assert_eq!(
        out.status.code(),
        Some(code),
        "talent {args:?}\nstdout: {}\nstderr: {}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    out
}

/// stdout parsed as one JSON document.
pub fn stdout_json(out: &Output) -> Value {
    serde_json::from_slice(&out.stdout).unwrap_or_else(|e| {
        panic!(
            "stdout is not JSON ({e}): {}",
            String::from_utf8_lossy(&out.stdout)
        )
    })
}

pub use crate::core_support::stderr;

/// The API requests the sandbox received since the last [`clear_log`].
pub async fn log(sb: &Sandbox) -> Vec<Value> {
    sb.requests().await
}

/// Asserts the sandbox saw no API request at all.
pub async fn assert_nothing_sent(sb: &Sandbox, what: &str) {
    let seen = log(sb).await;
    assert!(seen.is_empty(), "{what}: the sandbox received {seen:?}");
}

/// Creates an active job through the main interface and returns its id.
pub async fn new_job(sb: &Sandbox, title: &str) -> String {
    let job = json_of(
        sb.main(Method::POST, "/jobs")
            .json(&serde_json::json!({"title": title, "skillsRequired": ["python"]}))
            .send()
            .await,
    )
    .await;
    job["jobId"].as_str().expect("jobId").to_string()
}

/// `n` distinct `cand_` ids of the pool.
pub async fn cand_ids(sb: &Sandbox, n: usize) -> Vec<String> {
    crate::sandbox_alt::pool_ids(sb, n)
        .await
        .into_iter()
        .map(|(_, cand)| cand)
        .collect()
}
