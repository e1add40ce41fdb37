//! The `talent sandbox` commands: serve's ready line and grants, trigger, reset.

use std::time::Duration;

use reqwest::Method;
use serde_json::{json, Value};

use crate::common::*;

#[tokio::test]
async fn serve_prints_one_ready_line_and_exits_0_on_sigterm() {
    let mut sb = Sandbox::serve(SandboxOptions::default());
    let ready: Value = serde_json::from_str(&sb.ready_line).unwrap();
    let keys: Vec<&String> = ready.as_object().unwrap().keys().collect();
    assert_eq!(
        keys,
        ["base_url", "alt_base_url", "keys", "other_workspace_keys"]
    );
    assert!(sb.base_url.starts_with("http://127.0.0.1:") && sb.base_url.ends_with("/api/v1"));
    assert_eq!(sb.alt_base_url, format!("{}/v1", sb.origin));
    assert!(sb.ready_line.ends_with('\n'));
    let status = sb.stop();
    assert_eq!(status.code(), Some(0), "stderr: {}", sb.stderr());
}

#[tokio::test]
async fn grant_flag_sets_the_limits() {
    let sb = Sandbox::with(SandboxOptions {
        grant: Some("unlocks=3,searches=7,messages=9".into()),
        ..Default::default()
    });
    let u = json_of(sb.main(Method::GET, "/usage").send().await).await;
    assert_eq!(u["apiUnlocks"]["limit"], 3);
    assert_eq!(u["searches"]["limit"], 7);
    assert_eq!(u["messages"]["limit"], 9);
}

#[test]
fn bad_flags_are_usage_errors() {
    let env = TestEnv::new();
    for args in [
        vec!["sandbox", "serve", "--addr", "nowhere"],
        vec!["sandbox", "serve", "--time-scale", "-1"],
        vec!["sandbox", "serve", "--grant", "credits=1"],
        vec!["sandbox", "trigger", "job.opened"],
    ] {
        env.talent().args(&args).assert().code(2);
    }
    env.talent()
        .args(["sandbox", "serve"])
        .env("TALENT_TIME_SCALE", "zero")
        .assert()
        .code(2);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn trigger_against_a_running_sandbox_prints_the_envelope() {
    let sb = Sandbox::start();
    let rx = Receiver::start(200).await;
    json_of(
        sb.alt(Method::POST, "/webhooks")
            .json(&json!({"url": rx.url, "events": ["invite.accepted"]}))
            .send()
            .await,
    )
    .await;
    let job = job_with_status(&sb, "active").await;
    let base = sb.base_url.clone();
    let key = sb.keys.production.clone();
    let env = TestEnv::new();
    let out = tokio::task::spawn_blocking(move || {
        env.talent()
            .args([
                "sandbox",
                "trigger",
                "invite.accepted",
                "--job",
                &job,
                "--data",
                r#"{"channel":"whatsapp"}"#,
            ])
            .args(["--base-url", &base])
            .env("TALENT_API_KEY", key)
            .output()
            .unwrap()
    })
    .await
    .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let printed: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(printed["event"], "invite.accepted");
    assert_eq!(printed["data"]["channel"], "whatsapp");
    let hits = rx.wait_for(1, Duration::from_secs(5)).await;
    let got: Value = serde_json::from_slice(&hits[0].body).unwrap();
    assert_eq!(got, printed);
}

#[test]
fn trigger_needs_a_sandbox_and_a_key() {
    let env = TestEnv::new();
    env.talent()
        .args(["sandbox", "trigger", "offer.made"])
        .assert()
        .code(2);
    env.talent()
        .args([
            "sandbox",
            "trigger",
            "offer.made",
            "--base-url",
            "http://127.0.0.1:9/api/v1",
        ])
        .assert()
        .code(3);
}

#[test]
fn embedded_trigger_keeps_history_and_reset_removes_it() {
    let env = TestEnv::new();
    let state = env.data_dir().join("sandbox").join("state.json");
    let out = env
        .talent()
        .args(["--sandbox", "sandbox", "trigger", "job.closed"])
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let first: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(first["event"], "job.closed");
    assert!(state.exists());
    let out = env
        .talent()
        .args(["--sandbox", "sandbox", "trigger", "job.closed"])
        .output()
        .unwrap();
    let second: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_ne!(
        first["id"], second["id"],
        "the second run continues the first's history"
    );
    let saved: Value = serde_json::from_str(&std::fs::read_to_string(&state).unwrap()).unwrap();
    assert_eq!(
        saved["workspaces"][0]["events"].as_array().unwrap().len(),
        2
    );

    let out = env.talent().args(["sandbox", "reset"]).output().unwrap();
    assert!(out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("removed"));
    assert!(!state.exists());
    let out = env.talent().args(["sandbox", "reset"]).output().unwrap();
    assert!(out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("nothing to remove"));
}

#[tokio::test]
async fn request_log_shows_what_was_sent_and_can_be_cleared() {
    let sb = Sandbox::start();
    assert_eq!(sb.requests().await, Vec::<Value>::new());
    let _ = send(sb.main(Method::GET, "/jobs?includePaused=true")).await;
    let _ = send(sb.alt(Method::GET, "/candidates/cand_nope")).await;
    let log = sb.requests().await;
    assert_eq!(log.len(), 2, "control routes are not logged: {log:?}");
    assert_eq!(
        log[0],
        json!({"method": "GET", "path": "/api/v1/jobs", "query": "includePaused=true", "status": 200})
    );
    assert_eq!(log[1]["path"], "/v1/candidates/cand_nope");
    assert_eq!(log[1]["status"], 404);
    let resp = sb
        .control(Method::DELETE, "/requests")
        .send()
        .await
        .unwrap();
    assert_eq!(resp.status().as_u16(), 204);
    assert!(sb.requests().await.is_empty());
}

/// `sandbox openapi` prints the document the running sandbox serves.
#[tokio::test]
async fn openapi_prints_the_served_documents() {
    let sb = Sandbox::start();
    for (which, url) in [
        ("main", format!("{}/openapi.json", sb.base_url)),
        ("alt", format!("{}/openapi.json", sb.alt_base_url)),
    ] {
        let out = sb
            .env
            .talent()
            .args(["sandbox", "openapi", which])
            .output()
            .expect("runs");
        expect_code(&out, 0);
        let printed: Value = serde_json::from_slice(&out.stdout).expect("JSON");
        assert_eq!(printed["openapi"], "3.1.0");
        talent::api::tls::provider(); // reqwest's TLS takes the process's provider
        let served: Value = reqwest::get(&url)
            .await
            .expect("served")
            .json()
            .await
            .expect("JSON");
        assert_eq!(printed, served, "{which}");
    }
    let bad = sb
        .env
        .talent()
        .args(["sandbox", "openapi", "other"])
        .output()
        .expect("runs");
    expect_code(&bad, 2);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sandbox_serve_grant_a_grant_b_refused() {
    let sb = Sandbox::serve(SandboxOptions {
        extra: [
            "--grant",
            "unlocks=3",
            "--grant",
            "searches=9,messages=4",
            "--grant",
            "messages=5",
        ]
        .iter()
        .map(|s| s.to_string())
        .collect(),
        ..Default::default()
    });
    let usage = json_stdout(&run_code(&sb, &["usage", "-o", "json"], 0));
    assert_eq!(usage["apiUnlocks"]["limit"], 3, "{usage}");
    assert_eq!(usage["searches"]["limit"], 9, "{usage}");
    assert_eq!(
        usage["messages"]["limit"], 5,
        "the later grant wins: {usage}"
    );
}
