//! `--state FILE`: the world and its history survive a restart; SIGTERM exits 0
//! with the state saved; pending webhook retries are part of the state.

use std::time::Duration;

use reqwest::Method;
use serde_json::{json, Value};

use crate::common::*;

/// `sandbox serve --state FILE`: SIGTERM and the file it saves are the
/// server's, so it runs as a process.
fn with_state(path: &std::path::Path, seed: u64, scale: f64) -> Sandbox {
    Sandbox::serve(SandboxOptions {
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
    let jobs = main_jobs(&sb).await;
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
    let jobs = main_jobs(&sb).await;
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

/// Regression: each `--sandbox` process loaded the state, worked and saved
/// with no lock, so parallel spends overwrote each other (eight parallel
/// unlocks left the meter at 1 or 2; six sends of one invite all exited 0).
/// Now the embedded sandbox's state is locked from load to save.
#[test]
fn parallel_embedded_runs_count_every_spend_and_see_each_other() {
    let env = TestEnv::new();
    let run = |args: &[&str]| {
        env.talent()
            .arg("--sandbox")
            .arg("--yes")
            .args(args)
            .output()
            .expect("runs")
    };
    let hits = run(&["search", "--skill", "go", "--page-size", "10", "-o", "json"]);
    let hits: serde_json::Value = serde_json::from_slice(&hits.stdout).expect("json");
    let cards: Vec<String> = hits
        .as_array()
        .expect("hits")
        .iter()
        .map(|h| h["talentCardId"].as_str().expect("id").to_string())
        .collect();
    let jobs = run(&["jobs", "list", "-o", "json"]);
    let jobs: serde_json::Value = serde_json::from_slice(&jobs.stdout).expect("json");
    let job = jobs[0]["jobId"].as_str().expect("a job").to_string();
    let spawn = |args: Vec<String>| {
        let mut cmd = std::process::Command::new(talent_bin());
        env.apply(&mut cmd);
        cmd.arg("--sandbox")
            .arg("--yes")
            .args(&args)
            .stdout(std::process::Stdio::null())
            .stderr(std::process::Stdio::null())
            .spawn()
            .expect("spawn")
    };
    // Ten unlocks of ten candidates (the whole cycle's grant), and six sends
    // of one invite: sixteen processes at once.
    assert_eq!(cards.len(), 10);
    let mut children: Vec<(bool, std::process::Child)> = cards
        .iter()
        .map(|c| {
            (
                true,
                spawn(vec![
                    "candidate".into(),
                    "show".into(),
                    c.clone(),
                    "-o".into(),
                    "json".into(),
                ]),
            )
        })
        .collect();
    for _ in 0..6 {
        let args = vec![
            "invite".into(),
            cards[0].clone(),
            "--job".into(),
            job.clone(),
            "--message".into(),
            "Hi".into(),
        ];
        children.push((false, spawn(args)));
    }
    let (mut unlocks_ok, mut invites_ok, mut conflicts) = (0, 0, 0);
    for (is_unlock, mut child) in children {
        let code = child.wait().expect("exits").code();
        match (is_unlock, code) {
            (true, Some(0)) => unlocks_ok += 1,
            (false, Some(0)) => invites_ok += 1,
            (false, Some(7)) => conflicts += 1,
            other => panic!("unexpected outcome {other:?}"),
        }
    }
    assert_eq!((invites_ok, conflicts), (1, 5), "one invite per pair");
    let usage = run(&["usage", "-o", "json"]);
    let usage: serde_json::Value = serde_json::from_slice(&usage.stdout).expect("json");
    assert_eq!(usage["apiUnlocks"]["used"], unlocks_ok, "{usage}");
    assert_eq!(unlocks_ok, 10);
    assert_eq!(usage["messages"]["used"], 1, "{usage}");
    let apps = run(&["apps", &job, "--all", "-o", "json"]);
    let apps: serde_json::Value = serde_json::from_slice(&apps.stdout).expect("json");
    let invited = apps
        .as_array()
        .expect("applications")
        .iter()
        .filter(|a| a.to_string().contains(cards[0].as_str()))
        .count();
    assert_eq!(invited, 1, "one application for the pair: {apps}");
    // The rate limiter's windows outlive each process: the ten unlocks are
    // still in the sensitive-read window a later run will meet.
    let state = std::fs::read(env.data_dir().join("sandbox").join("state.json")).expect("state");
    let state: serde_json::Value = serde_json::from_slice(&state).expect("json");
    let unlock_window = state["rate_windows"]
        .as_array()
        .expect("windows saved")
        .iter()
        .find(|w| w["class"] == "sensitiveRead")
        .expect("a sensitive-read window");
    assert_eq!(unlock_window["admitted"].as_array().map(Vec::len), Some(10));
}

/// Runs `talent` as a user for whom `dir` is read-only: as root (where
/// permissions are not enforced) the tree is handed to `nobody` and the run
/// made as `nobody`; otherwise the folder's write bits are removed.
#[cfg(unix)]
fn read_only_run(env: &TestEnv, dir: &std::path::Path, args: &[&str]) -> std::process::Output {
    use std::os::unix::fs::PermissionsExt;
    use std::os::unix::process::CommandExt;
    const NOBODY: u32 = 65534;
    let root = std::fs::metadata("/proc/self")
        .map(|m| std::os::unix::fs::MetadataExt::uid(&m) == 0)
        .unwrap_or(false);
    if root {
        let mut stack = vec![env.path().to_path_buf()];
        while let Some(p) = stack.pop() {
            std::os::unix::fs::chown(&p, Some(NOBODY), Some(NOBODY)).expect("chown");
            if p.is_dir() {
                for e in std::fs::read_dir(&p).expect("read_dir") {
                    stack.push(e.expect("entry").path());
                }
            }
        }
    }
    std::fs::set_permissions(dir, std::fs::Permissions::from_mode(0o555)).expect("chmod");
    let mut cmd = std::process::Command::new(talent_bin());
    env.apply(&mut cmd);
    cmd.current_dir(env.path()).args(args);
    if root {
        cmd.uid(NOBODY).gid(NOBODY);
    }
    let out = cmd.output().expect("runs");
    std::fs::set_permissions(dir, std::fs::Permissions::from_mode(0o700)).expect("chmod back");
    out
}

#[cfg(unix)]
#[test]
fn read_only_commands_work_on_a_read_only_data_folder() {
    if unix_only(
        "a read-only data folder",
        "made read-only with Unix mode bits, which wine does not apply to a Windows program",
    ) {
        return;
    }
    let env = TestEnv::new();
    let first = env
        .talent()
        .args(["--sandbox", "jobs", "list", "-o", "json"])
        .output()
        .expect("runs");
    assert!(first.status.success());
    let state_dir = env.data_dir().join("sandbox");
    let state = state_dir.join("state.json");
    let before = std::fs::read(&state).expect("state saved");
    let out = read_only_run(
        &env,
        &state_dir,
        &["--sandbox", "jobs", "list", "-o", "json"],
    );
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(0), "{stderr}");
    assert_eq!(out.stdout, first.stdout, "the same jobs");
    assert!(stderr.contains("read-only"), "says so: {stderr}");
    assert_eq!(
        std::fs::read(&state).expect("state"),
        before,
        "nothing written"
    );
    let leftovers: Vec<_> = std::fs::read_dir(&state_dir)
        .expect("dir")
        .map(|e| e.expect("entry").file_name())
        .filter(|n| n.to_string_lossy().ends_with(".tmp"))
        .collect();
    assert!(leftovers.is_empty(), "{leftovers:?}");
}

/// Regression (issue 40): SIGHUP (a closed terminal) killed `sandbox serve
/// --state` with its state not saved (exit 129); it stops as SIGTERM does.
#[tokio::test]
async fn sighup_saves_the_state_as_sigterm_does() {
    if unix_only(
        "SIGHUP saving the sandbox's state",
        "Windows has no hang-up signal",
    ) {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("state.json");
    let mut sb = with_state(&path, 7, 1.0);
    json_of(
        sb.main(Method::POST, "/jobs")
            .json(&json!({"title": "Kept over a hang-up"}))
            .send()
            .await,
    )
    .await;
    let status = sb.stop_with("HUP");
    assert!(status.success(), "{status:?}; stderr: {}", sb.stderr());
    let saved = std::fs::read_to_string(&path).expect("state saved");
    assert!(saved.contains("Kept over a hang-up"));
}
