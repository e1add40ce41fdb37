//! `--state FILE`: the world and its history survive a restart; SIGTERM exits 0
//! with the state saved; pending webhook retries are part of the state.

use std::time::Duration;

use reqwest::Method;
use serde_json::{json, Value};

use crate::common::*;
use crate::sandbox_invites::fresh_cards;
use crate::sandbox_jobs::job_with_status;

fn with_state(path: &std::path::Path, seed: u64, scale: f64) -> Sandbox {
    Sandbox::with(SandboxOptions {
        seed,
        state: Some(path.to_path_buf()),
        time_scale: scale,
        ..Default::default()
    })
}

#[tokio::test]
async fn history_survives_a_restart() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("state.json");
    let mut sb = with_state(&path, 7, 1.0);
    let job = job_with_status(&sb, "active").await;
    let tc = fresh_cards(&sb, &job, 1).await.pop().unwrap();
    json_of(
        sb.main(Method::GET, &format!("/candidates/{tc}"))
            .send()
            .await,
    )
    .await;
    let invite = json!({"talentCardId": tc, "jobId": job, "message": "Hi"});
    json_of(
        sb.main(Method::POST, "/invite-to-apply")
            .json(&invite)
            .send()
            .await,
    )
    .await;
    let created = json_of(
        sb.main(Method::POST, "/jobs")
            .json(&json!({"title": "Kept"}))
            .send()
            .await,
    )
    .await;
    let keys = sb.keys.clone();
    let status = sb.stop();
    assert!(
        status.success(),
        "exit status {status:?}; stderr: {}",
        sb.stderr()
    );
    assert!(path.exists());

    // A different --seed is ignored: the file's world wins.
    let sb = with_state(&path, 99, 1.0);
    assert_eq!(sb.keys.production, keys.production);
    let usage = json_of(sb.main(Method::GET, "/usage").send().await).await;
    assert_eq!(usage["apiUnlocks"]["used"], 1);
    assert_eq!(usage["messages"]["used"], 1);
    let again = send(sb.main(Method::POST, "/invite-to-apply").json(&invite)).await;
    assert_main_error(&again, 409, "already_exists_in_job_pipeline");
    let jobs = crate::sandbox_jobs::main_jobs(&sb).await;
    assert!(jobs.iter().any(|j| j["jobId"] == created["jobId"]));
    let detail = json_of(
        sb.main(Method::GET, &format!("/candidates/{tc}"))
            .send()
            .await,
    )
    .await;
    assert_eq!(detail["unlocked"], true);
    let usage = json_of(sb.main(Method::GET, "/usage").send().await).await;
    assert_eq!(
        usage["apiUnlocks"]["used"], 1,
        "still unlocked after the restart"
    );
}

#[tokio::test]
async fn changes_are_saved_without_a_clean_stop() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("state.json");
    let sb = with_state(&path, 7, 1.0);
    json_of(
        sb.main(Method::POST, "/jobs")
            .json(&json!({"title": "Debounced"}))
            .send()
            .await,
    )
    .await;
    let saved = eventually(Duration::from_secs(5), || async {
        let text = std::fs::read_to_string(&path).ok()?;
        text.contains("Debounced").then_some(text)
    })
    .await;
    let v: Value = serde_json::from_str(&saved).expect("a whole JSON file");
    assert_eq!(v["seed"], 7);
    drop(sb); // SIGKILL
    let sb = with_state(&path, 7, 1.0);
    let jobs = crate::sandbox_jobs::main_jobs(&sb).await;
    assert!(jobs.iter().any(|j| j["title"] == "Debounced"));
}

#[tokio::test]
async fn a_corrupt_state_file_is_a_clear_error() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("state.json");
    std::fs::write(&path, "{ nope").unwrap();
    let env = TestEnv::new();
    let out = env
        .talent()
        .args(["sandbox", "serve", "--addr", "127.0.0.1:0", "--state"])
        .arg(&path)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("unreadable") && err.contains("hint"), "{err}");
    assert!(out.stdout.is_empty());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn pending_retries_survive_a_restart() {
    // First retry 60 s x 0.05 = 3 s after the failure.
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("state.json");
    let rx = Receiver::start(500).await;
    let mut sb = with_state(&path, 7, 0.05);
    let hook = json!({"url": rx.url, "events": ["offer.made"]});
    json_of(sb.alt(Method::POST, "/webhooks").json(&hook).send().await).await;
    json_of(
        sb.control(Method::POST, "/events")
            .json(&json!({"event": "offer.made"}))
            .send()
            .await,
    )
    .await;
    rx.wait_for(1, Duration::from_secs(5)).await;
    assert!(sb.stop().success());
    let state: Value = serde_json::from_str(&std::fs::read_to_string(&path).unwrap()).unwrap();
    assert_eq!(
        state["deliveries"].as_array().unwrap().len(),
        1,
        "{}",
        state["deliveries"]
    );
    rx.set_status(200);
    let _sb = with_state(&path, 7, 0.05);
    let hits = rx.wait_for(2, Duration::from_secs(8)).await;
    assert_eq!(
        hits[0].body, hits[1].body,
        "the retry resends the same body"
    );
}
