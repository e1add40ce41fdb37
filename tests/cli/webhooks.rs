//! `talent webhooks list|create|delete|enable|listen|verify`: endpoint
//! management against the sandbox, a real delivery received and verified by
//! `listen`, forgeries refused, forwarding, and the offline check.

use std::io::{BufRead, BufReader};
use std::process::{Child, Command as StdCommand, Stdio};
use std::sync::mpsc;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use serde_json::{json, Value};
use talent_spec::signature::{sign, SIGNATURE_HEADER};

use crate::common::*;
use crate::manage_util::*;

/// A running `talent webhooks listen`, killed on drop.
struct Listener {
    child: Option<Child>,
    url: String,
    lines: mpsc::Receiver<String>,
    stderr: Arc<Mutex<Vec<String>>>,
}

impl Listener {
    /// Starts the listener on a free port (with `vars` added to the isolated
    /// environment) and waits for its address line.
    fn start(env: &TestEnv, extra: &[&str], vars: &[(&str, &str)]) -> Listener {
        let mut cmd = StdCommand::new(talent_bin());
        env.apply(&mut cmd);
        cmd.envs(vars.iter().copied());
        cmd.args(["webhooks", "listen", "--addr", "127.0.0.1:0"])
            .args(extra)
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped());
        let mut child = cmd.spawn().expect("spawn talent webhooks listen");
        let stdout = child.stdout.take().expect("stdout");
        let stderr = child.stderr.take().expect("stderr");
        let (line_tx, lines) = mpsc::channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines().map_while(Result::ok) {
                let _ = line_tx.send(line);
            }
        });
        let (addr_tx, addr_rx) = mpsc::channel();
        let errs: Arc<Mutex<Vec<String>>> = Arc::default();
        let errs_w = Arc::clone(&errs);
        std::thread::spawn(move || {
            for line in BufReader::new(stderr).lines().map_while(Result::ok) {
                if let Some(url) = line.strip_prefix("Listening on ") {
                    let _ = addr_tx.send(url.to_string());
                }
                errs_w.lock().expect("lock").push(line);
            }
        });
        let url = addr_rx
            .recv_timeout(Duration::from_secs(20))
            .unwrap_or_else(|_| {
                panic!("no address line; stderr: {:?}", errs.lock().expect("lock"))
            });
        Listener {
            child: Some(child),
            url,
            lines,
            stderr: errs,
        }
    }

    /// The next line on stdout, within `limit`.
    fn next_line(&self, limit: Duration) -> String {
        self.lines
            .recv_timeout(limit)
            .unwrap_or_else(|_| panic!("no output; stderr: {:?}", self.stderr()))
    }

    fn stderr(&self) -> Vec<String> {
        self.stderr.lock().expect("lock").clone()
    }

    /// SIGTERM, then the exit code.
    fn stop(&mut self) -> Option<i32> {
        let mut child = self.child.take()?;
        let _ = StdCommand::new("kill")
            .args(["-TERM", &child.id().to_string()])
            .status();
        for _ in 0..500 {
            if let Ok(Some(status)) = child.try_wait() {
                return status.code();
            }
            std::thread::sleep(Duration::from_millis(20));
        }
        let _ = child.kill();
        panic!("listen did not stop on SIGTERM");
    }
}

impl Drop for Listener {
    fn drop(&mut self) {
        if let Some(mut child) = self.child.take() {
            let _ = child.kill();
            let _ = child.wait();
        }
    }
}

/// POSTs `body` to `url` with `signature` (none when `None`); the status.
async fn post(url: &str, body: &str, signature: Option<&str>) -> u16 {
    let client = reqwest::Client::builder()
        .no_proxy()
        .build()
        .expect("client");
    let mut req = client
        .post(url)
        .header("content-type", "application/json")
        .body(body.to_string());
    if let Some(sig) = signature {
        req = req.header(SIGNATURE_HEADER, sig);
    }
    req.send().await.expect("sent").status().as_u16()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn listen_prints_a_verified_delivery_and_rejects_forgeries() {
    let sb = Sandbox::start();
    let mut listener = Listener::start(
        &sb.env,
        &["--secret", "s3cret-for-tests", "-o", "jsonl"],
        &[],
    );
    let hook_url = format!("{}/hooks/talent", listener.url);
    let out = run_code(
        &sb,
        &[
            "webhooks",
            "create",
            "--url",
            &hook_url,
            "--event",
            "job.closed",
            "--secret",
            "s3cret-for-tests",
            "-o",
            "json",
        ],
        0,
    );
    let endpoint = stdout_json(&out);
    assert_eq!(endpoint["secret"], "s3cret-for-tests");
    assert_eq!(endpoint["events"], json!(["job.closed"]));

    // Closing a job makes the sandbox deliver a signed job.closed event.
    let job = new_job(&sb, "Closing Soon").await;
    run_code(&sb, &["jobs", "close", &job, "--yes"], 0);
    let line = listener.next_line(Duration::from_secs(20));
    let event: Value = serde_json::from_str(&line).expect("a JSON line");
    assert_eq!(event["event"], "job.closed");
    assert_eq!(event["data"]["job_id"], job.as_str());
    assert!(event["id"]
        .as_str()
        .is_some_and(|id| id.starts_with("evt_")));

    // Forgeries: wrong secret, missing header, malformed header.
    let body =
        json!({"id": "evt_forged", "event": "offer.made", "created_at": "2026-01-01T00:00:00Z",
                      "data": {"job_id": job, "candidate_id": "cand_x"}})
        .to_string();
    let forged = sign(b"not-the-secret", body.as_bytes());
    assert_eq!(post(&listener.url, &body, Some(&forged)).await, 401);
    assert_eq!(post(&listener.url, &body, None).await, 401);
    assert_eq!(post(&listener.url, &body, Some("sha256=nothex")).await, 401);
    // The warnings are read from the listener's stderr by a background thread:
    // wait for them to arrive rather than racing it (once a flaky failure).
    let rejected = || {
        listener
            .stderr()
            .iter()
            .filter(|l| l.contains("rejected"))
            .count()
    };
    let deadline = std::time::Instant::now() + Duration::from_secs(10);
    while rejected() < 3 && std::time::Instant::now() < deadline {
        std::thread::sleep(Duration::from_millis(20));
    }
    assert_eq!(rejected(), 3, "{:?}", listener.stderr());

    // The genuine signature of the same bytes, on any path, is accepted.
    let genuine = sign(b"s3cret-for-tests", body.as_bytes());
    assert_eq!(
        post(&format!("{}/any/path", listener.url), &body, Some(&genuine)).await,
        200
    );
    let line = listener.next_line(Duration::from_secs(10));
    assert_eq!(
        serde_json::from_str::<Value>(&line).expect("JSON")["id"],
        "evt_forged"
    );
    assert!(
        listener.lines.try_recv().is_err(),
        "forgeries were not printed"
    );

    assert_eq!(listener.stop(), Some(0));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn listen_takes_the_secret_from_the_environment_and_forwards() {
    let env = TestEnv::new();
    let target = Receiver::start(200).await;
    let secret = "from-the-environment";
    let listener = Listener::start(
        &env,
        &["--forward-to", &target.url, "-o", "table"],
        &[("TALENT_WEBHOOK_SECRET", secret)],
    );
    let body = r#"{"id":"evt_1","event":"invite.accepted","created_at":"2026-01-01T00:00:00Z","data":{"job_id":"job_1","candidate_id":"cand_1","channel":"email"}}"#;
    let sig = sign(secret.as_bytes(), body.as_bytes());
    assert_eq!(post(&listener.url, body, Some(&sig)).await, 200);
    let hits = target.wait_for(1, Duration::from_secs(10)).await;
    assert_eq!(
        hits[0].body.as_ref(),
        body.as_bytes(),
        "the raw body is passed on unchanged"
    );
    assert_eq!(
        hits[0]
            .headers
            .get(SIGNATURE_HEADER)
            .and_then(|v| v.to_str().ok()),
        Some(sig.as_str())
    );
    // The forward's status is the answer.
    target.set_status(503);
    assert_eq!(post(&listener.url, body, Some(&sig)).await, 503);
    // A forgery is refused and not passed on.
    assert_eq!(
        post(&listener.url, body, Some(&sign(b"x", body.as_bytes()))).await,
        401
    );
    assert_eq!(target.hits().len(), 2);
    // Table mode: a header line, then one line per verified event.
    let header = listener.next_line(Duration::from_secs(10));
    assert!(
        header.starts_with("TIME") && header.contains("EVENT"),
        "{header}"
    );
    let row = listener.next_line(Duration::from_secs(10));
    assert!(
        row.contains("invite.accepted") && row.contains("evt_1"),
        "{row}"
    );
}

#[test]
fn listen_refuses_bad_setups() {
    let env = TestEnv::new();
    for args in [
        vec!["webhooks", "listen", "--addr", "127.0.0.1:0"],
        vec![
            "webhooks",
            "listen",
            "--addr",
            "127.0.0.1:0",
            "--secret",
            "",
        ],
        vec!["webhooks", "listen", "--addr", "nowhere", "--secret", "s"],
        vec![
            "webhooks",
            "listen",
            "--addr",
            "127.0.0.1:0",
            "--secret",
            "s",
            "--forward-to",
            "http://example.com/x",
        ],
    ] {
        let out = env
            .talent()
            .args(&args)
            .timeout(Duration::from_secs(20))
            .output()
            .expect("runs");
        assert_eq!(out.status.code(), Some(2), "{args:?}: {}", stderr(&out));
        assert_eq!(stderr(&out).lines().count(), 1, "{}", stderr(&out));
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn endpoints_are_created_listed_enabled_and_deleted() {
    let sb = Sandbox::start();
    clear_log(&sb).await;
    let out = run_code(
        &sb,
        &[
            "webhooks",
            "create",
            "--url",
            "http://127.0.0.1:9/hook",
            "--event",
            "invite.accepted,invite.declined",
            "--event",
            "invite.accepted",
            "-o",
            "json",
        ],
        0,
    );
    let created = stdout_json(&out);
    let id = created["id"].as_str().expect("id").to_string();
    assert!(
        created["secret"].as_str().is_some_and(|s| !s.is_empty()),
        "generated secret shown once"
    );
    assert_eq!(
        created["events"],
        json!(["invite.accepted", "invite.declined"])
    );
    assert!(stderr(&out).contains("shown only now"), "{}", stderr(&out));

    let listed = stdout_json(&run_code(&sb, &["webhooks", "list", "-o", "json"], 0));
    let listed = listed.as_array().expect("array");
    assert_eq!(listed.len(), 1);
    assert_eq!(listed[0]["id"], id.as_str());
    assert!(listed[0].get("secret").is_none());

    let enabled = stdout_json(&run_code(
        &sb,
        &["webhooks", "enable", &id, "-o", "json"],
        0,
    ));
    assert_eq!(enabled["status"], "active");

    clear_log(&sb).await;
    let refused = run_code(&sb, &["webhooks", "delete", &id], 2);
    assert!(stderr(&refused).contains("--yes"));
    assert_nothing_sent(&sb, "delete without --yes").await;
    run_code(&sb, &["webhooks", "delete", &id, "--yes"], 0);
    let seen = log(&sb).await;
    assert_eq!(seen.len(), 1);
    assert_eq!(seen[0]["method"], "DELETE");
    assert_eq!(seen[0]["status"], 204);
    let listed = stdout_json(&run_code(&sb, &["webhooks", "list", "-o", "json"], 0));
    assert_eq!(listed, json!([]));
    run_code(&sb, &["webhooks", "delete", &id, "--yes"], 4);
    run_code(&sb, &["webhooks", "enable", &id], 4);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn bad_endpoints_send_nothing() {
    let sb = Sandbox::start();
    clear_log(&sb).await;
    for args in [
        vec![
            "webhooks",
            "create",
            "--url",
            "http://example.com/hook",
            "--event",
            "job.closed",
        ],
        vec![
            "webhooks",
            "create",
            "--url",
            "ftp://127.0.0.1/hook",
            "--event",
            "job.closed",
        ],
        vec![
            "webhooks",
            "create",
            "--url",
            "not a url",
            "--event",
            "job.closed",
        ],
        vec!["webhooks", "create", "--url", "https://hooks.example.com/x"],
        vec![
            "webhooks",
            "create",
            "--url",
            "https://hooks.example.com/x",
            "--event",
            "job.opened",
        ],
        vec![
            "webhooks",
            "create",
            "--url",
            "https://hooks.example.com/x",
            "--event",
            "job.closed",
            "--secret",
            " ",
        ],
        vec!["webhooks", "delete", "wh/../x", "--yes"],
        vec!["webhooks", "enable", "wh x"],
    ] {
        run_code(&sb, &args, 2);
    }
    assert_nothing_sent(&sb, "bad webhook input").await;
}

#[test]
fn verify_checks_exact_bytes() {
    let env = TestEnv::new();
    let body = br#"{"id":"evt_1","event":"job.closed","data":{"job_id":"job_1"}}"#;
    let file = env.path().join("body.json");
    std::fs::write(&file, body).expect("write");
    let sig = sign(b"k3y", body);
    let path = file.to_str().unwrap_or_default();
    let ok = env
        .talent()
        .args([
            "webhooks",
            "verify",
            "--secret",
            "k3y",
            "--signature",
            &sig,
            "--payload-file",
            path,
        ])
        .output()
        .expect("runs");
    assert_eq!(ok.status.code(), Some(0), "{}", stderr(&ok));
    assert!(ok.stdout.is_empty());
    // From stdin by default; a trailing newline changes the bytes.
    env.talent()
        .args(["webhooks", "verify", "--secret", "k3y", "--signature", &sig])
        .write_stdin(body.to_vec())
        .assert()
        .code(0);
    let mut echoed = body.to_vec();
    echoed.push(b'\n');
    let out = env
        .talent()
        .args(["webhooks", "verify", "--secret", "k3y", "--signature", &sig])
        .write_stdin(echoed)
        .output()
        .expect("runs");
    assert_eq!(out.status.code(), Some(1));
    assert!(
        stderr(&out).contains("trailing newline"),
        "{}",
        stderr(&out)
    );
    // The secret may come from the environment.
    env.talent()
        .args([
            "webhooks",
            "verify",
            "--signature",
            &sig,
            "--payload-file",
            path,
        ])
        .env("TALENT_WEBHOOK_SECRET", "k3y")
        .assert()
        .code(0);
    env.talent()
        .args([
            "webhooks",
            "verify",
            "--secret",
            "other",
            "--signature",
            &sig,
            "--payload-file",
            path,
        ])
        .assert()
        .code(1);
    for bad in ["5bdc", "sha256=xyz", "sha256=abcd", ""] {
        env.talent()
            .args([
                "webhooks",
                "verify",
                "--secret",
                "k3y",
                "--signature",
                bad,
                "--payload-file",
                path,
            ])
            .assert()
            .code(2);
    }
}
