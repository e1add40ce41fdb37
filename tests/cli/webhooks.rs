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
        cmd.args(["webhooks", "listen"]);
        if !extra.contains(&"--addr") {
            cmd.args(["--addr", "127.0.0.1:0"]);
        }
        cmd.args(extra)
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
        self.stop_with(stop_signal())
    }

    /// `signal` (`TERM`, `HUP`), then the exit code.
    fn stop_with(&mut self, signal: &str) -> Option<i32> {
        let mut child = self.child.take()?;
        let _ = StdCommand::new("kill")
            .args([&format!("-{signal}"), &child.id().to_string()])
            .status();
        for _ in 0..500 {
            if let Ok(Some(status)) = child.try_wait() {
                return status.code();
            }
            std::thread::sleep(Duration::from_millis(20));
        }
        let _ = child.kill();
        panic!("listen did not stop on SIG{signal}");
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

/// Now as the runs in `env` see it, as an envelope's `created_at`.
fn now(env: &TestEnv) -> String {
    env.now().to_rfc3339_opts(chrono::SecondsFormat::Secs, true)
}

/// POSTs `body` to `url` with `signature` (none when `None`); the status.
async fn post(url: &str, body: &str, signature: Option<&str>) -> u16 {
    talent::api::tls::provider();
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
    let endpoint = json_stdout(&out);
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
    let body = json!({"id": "evt_forged", "event": "offer.made", "created_at": now(&sb.env),
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
    let event = |id: &str| {
        format!(
            r#"{{"id":"{id}","event":"invite.accepted","created_at":"{}","data":{{"job_id":"job_1","candidate_id":"cand_1","channel":"email"}}}}"#,
            now(&env)
        )
    };
    let body = &event("evt_1");
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
    // Each event once: the same delivery again is acknowledged, not passed on.
    assert_eq!(post(&listener.url, body, Some(&sig)).await, 200);
    // A target's 5xx is passed back, so the service retries.
    target.set_status(503);
    let second = &event("evt_2");
    let sig2 = sign(secret.as_bytes(), second.as_bytes());
    assert_eq!(post(&listener.url, second, Some(&sig2)).await, 503);
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

/// The service's retry of a delivery can arrive while the first attempt is
/// still being forwarded (a slow target, a loaded machine): it is answered
/// as a duplicate once the first is done, never 503 and never forwarded
/// twice (the flake of `each_event_reaches_the_target_once_…` under load).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_duplicate_racing_its_original_is_answered_as_a_duplicate() {
    let env = TestEnv::new();
    let target = Receiver::start(200).await;
    let secret = "racing-secret";
    let mut listener = Listener::start(
        &env,
        &[
            "--forward-to",
            &target.url,
            "--secret",
            secret,
            "-o",
            "jsonl",
        ],
        &[],
    );
    let body = format!(
        r#"{{"id":"evt_race","event":"invite.accepted","created_at":"{}","data":{{"job_id":"job_1","candidate_id":"cand_1","channel":"email"}}}}"#,
        now(&env)
    );
    let sig = sign(secret.as_bytes(), body.as_bytes());
    let held = target.hold().await;
    let url = listener.url.clone();
    let (b1, s1) = (body.clone(), sig.clone());
    let first = tokio::spawn(async move { post(&url, &b1, Some(&s1)).await });
    // The original is at the target, unanswered: the retry arrives now.
    target.wait_for(1, Duration::from_secs(10)).await;
    let url = listener.url.clone();
    let (b2, s2) = (body.clone(), sig.clone());
    let retry = tokio::spawn(async move { post(&url, &b2, Some(&s2)).await });
    tokio::time::sleep(Duration::from_millis(300)).await;
    drop(held);
    assert_eq!(first.await.expect("first"), 200);
    assert_eq!(retry.await.expect("retry"), 200, "{:?}", listener.stderr());
    assert_eq!(target.hits().len(), 1, "forwarded once");
    let line = listener.next_line(Duration::from_secs(10));
    assert!(line.contains("evt_race"), "{line}");
    eventually(Duration::from_secs(5), || async {
        listener
            .stderr()
            .iter()
            .any(|l| l.contains("duplicate of evt_race"))
            .then_some(())
    })
    .await;
    assert_eq!(listener.stop(), Some(0));
    assert!(listener.lines.try_recv().is_err(), "printed once");
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
    let created = json_stdout(&out);
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

    let listed = json_stdout(&run_code(&sb, &["webhooks", "list", "-o", "json"], 0));
    let listed = listed.as_array().expect("array");
    assert_eq!(listed.len(), 1);
    assert_eq!(listed[0]["id"], id.as_str());
    assert!(listed[0].get("secret").is_none());

    let enabled = json_stdout(&run_code(
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
    let seen = received(&sb).await;
    assert_eq!(seen.len(), 1);
    assert_eq!(seen[0]["method"], "DELETE");
    assert_eq!(seen[0]["status"], 204);
    let listed = json_stdout(&run_code(&sb, &["webhooks", "list", "-o", "json"], 0));
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

/// A port nothing listens on right now.
fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .map(|a| a.port())
        .expect("a free port")
}

/// The sandbox's settings for a `listen` run against it.
fn sandbox_vars(sb: &Sandbox) -> Vec<(&'static str, String)> {
    vec![
        ("TALENT_BASE_URL", sb.base_url.clone()),
        ("TALENT_ALT_BASE_URL", sb.alt_base_url.clone()),
        ("TALENT_API_KEY", sb.keys.production.clone()),
    ]
}

fn hits_of(target: &Receiver, id: &str) -> Vec<Hit> {
    target
        .hits()
        .into_iter()
        .filter(|h| {
            h.headers
                .get("X-Service-Event-Id")
                .and_then(|v| v.to_str().ok())
                == Some(id)
        })
        .collect()
}

/// Sandbox, `listen` and a forward target, end to end: a real event arrives
/// verified at the target once (the secret taken from the sandbox), a
/// replay of it is acknowledged and dropped (also after a restart of
/// `listen`), a target that fails once gets the service's retry and then the
/// event once, and `webhooks replay` of the log delivers again.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn each_event_reaches_the_target_once_across_retries_replays_and_restarts() {
    let sb = Sandbox::scaled(0.01);
    let target = Receiver::start(200).await;
    let port = free_port();
    let addr = format!("127.0.0.1:{port}");
    let hook = format!("http://{addr}/hook");
    run_code(
        &sb,
        &[
            "webhooks", "create", "--url", &hook, "--event", "all", "-o", "json",
        ],
        0,
    );
    let log = sb.env.path().join("events.jsonl");
    let log_path = log.to_str().expect("path").to_string();
    let vars = sandbox_vars(&sb);
    let vars: Vec<(&str, &str)> = vars.iter().map(|(k, v)| (*k, v.as_str())).collect();
    let args = [
        "--addr",
        &addr,
        "--forward-to",
        &target.url,
        "--log",
        &log_path,
        "-o",
        "jsonl",
    ];
    let mut listener = Listener::start(&sb.env, &args, &vars);
    assert!(
        listener
            .stderr()
            .iter()
            .any(|l| l.contains("Verifying with the secrets of the sandbox")),
        "{:?}",
        listener.stderr()
    );

    // An invite accepted in the sandbox arrives, verified, once.
    let job = new_job(&sb, "Webhook Flow").await;
    let card = some_talent_cards(&sb, 1).await.remove(0);
    run_code(
        &sb,
        &[
            "sandbox",
            "trigger",
            "invite.accepted",
            "--job",
            &job,
            "--candidate",
            &card,
        ],
        0,
    );
    let line = listener.next_line(Duration::from_secs(20));
    let first: Value = serde_json::from_str(&line).expect("JSON");
    let id = first["id"].as_str().expect("id").to_string();
    let got = target.wait_for(1, Duration::from_secs(10)).await;
    let delivered = got[0].clone();
    let signature = delivered
        .headers
        .get(SIGNATURE_HEADER)
        .and_then(|v| v.to_str().ok())
        .expect("signature passed on")
        .to_string();
    assert_eq!(hits_of(&target, &id).len(), 1);

    // The same delivery again: acknowledged, not printed, not forwarded.
    let body = String::from_utf8(delivered.body.to_vec()).expect("UTF-8");
    assert_eq!(post(&listener.url, &body, Some(&signature)).await, 200);
    assert_eq!(hits_of(&target, &id).len(), 1);
    eventually(Duration::from_secs(5), || async {
        listener
            .stderr()
            .iter()
            .any(|l| l.contains(&format!("duplicate of {id}")))
            .then_some(())
    })
    .await;

    // After a restart of listen, still a duplicate.
    assert_eq!(listener.stop(), Some(0));
    let listener = Listener::start(&sb.env, &args, &vars);
    assert_eq!(post(&listener.url, &body, Some(&signature)).await, 200);
    assert_eq!(
        hits_of(&target, &id).len(),
        1,
        "dropped after a restart too"
    );

    // A target that fails once: listen answers 5xx, the service retries,
    // the event then arrives, once.
    target.set_status(500);
    run_code(
        &sb,
        &[
            "sandbox",
            "trigger",
            "offer.made",
            "--job",
            &job,
            "--candidate",
            &card,
        ],
        0,
    );
    let second = eventually(Duration::from_secs(10), || async {
        target
            .hits()
            .iter()
            .filter_map(|h| {
                h.headers
                    .get("X-Service-Event-Id")?
                    .to_str()
                    .ok()
                    .map(str::to_string)
            })
            .find(|i| *i != id)
    })
    .await;
    target.set_status(200);
    eventually(Duration::from_secs(20), || async {
        (hits_of(&target, &second).len() == 2).then_some(())
    })
    .await;
    let line = listener.next_line(Duration::from_secs(10));
    assert!(
        line.contains(&second),
        "printed once it was delivered: {line}"
    );
    tokio::time::sleep(Duration::from_millis(800)).await;
    assert_eq!(
        hits_of(&target, &second).len(),
        2,
        "one failure, one delivery"
    );

    // The log holds each event once; replay delivers them again.
    let logged = std::fs::read_to_string(&log).expect("log");
    assert_eq!(logged.lines().count(), 2, "{logged}");
    let replayed = sb
        .env
        .talent()
        .envs(vars.iter().copied())
        .args(["webhooks", "replay", &log_path, "--forward-to", &target.url])
        .output()
        .expect("runs");
    assert_eq!(
        replayed.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&replayed.stderr)
    );
    assert_eq!(hits_of(&target, &id).len(), 2);
    let again = hits_of(&target, &id).pop().expect("replayed");
    assert_eq!(again.body, delivered.body, "the same bytes");
    assert_eq!(
        again
            .headers
            .get(SIGNATURE_HEADER)
            .and_then(|v| v.to_str().ok()),
        Some(signature.as_str()),
        "signed as received"
    );
}

/// While a secret is rotated both verify; an empty one is refused before
/// listening.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn during_rotation_both_secrets_verify() {
    let env = TestEnv::new();
    let listener = Listener::start(
        &env,
        &["--secret", "old-one", "--secret", "new-one", "-o", "jsonl"],
        &[],
    );
    for (i, secret) in ["old-one", "new-one"].iter().enumerate() {
        let body = format!(
            r#"{{"id":"evt_rot{i}","event":"job.closed","created_at":"{}","data":{{}}}}"#,
            now(&env)
        );
        assert_eq!(
            post(
                &listener.url,
                &body,
                Some(&sign(secret.as_bytes(), body.as_bytes()))
            )
            .await,
            200
        );
        assert!(listener
            .next_line(Duration::from_secs(10))
            .contains(&format!("evt_rot{i}")));
    }
    let body = format!(
        r#"{{"id":"evt_x","event":"job.closed","created_at":"{}","data":{{}}}}"#,
        now(&env)
    );
    assert_eq!(
        post(&listener.url, &body, Some(&sign(b"other", body.as_bytes()))).await,
        401
    );
    let empty = env
        .talent()
        .args([
            "webhooks",
            "listen",
            "--addr",
            "127.0.0.1:0",
            "--secret",
            "",
        ])
        .output()
        .expect("runs");
    assert_eq!(empty.status.code(), Some(2));
}

/// Bodies that are not JSON, not UTF-8, or too large get a 4xx, and the
/// receiver goes on.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn odd_bodies_get_a_4xx_and_no_crash() {
    let env = TestEnv::new();
    let listener = Listener::start(&env, &["--secret", "k", "-o", "jsonl"], &[]);
    talent::api::tls::provider();
    for body in [
        b"not json".to_vec(),
        vec![0xff, 0xfe, 0x00],
        b"[1,2]".to_vec(),
    ] {
        let sig = sign(b"k", &body);
        let status = reqwest::Client::new()
            .post(&listener.url)
            .header(SIGNATURE_HEADER, sig)
            .body(body)
            .send()
            .await
            .expect("answer")
            .status();
        assert_eq!(status, 400);
    }
    let huge = vec![b' '; 2 << 20];
    let status = reqwest::Client::new()
        .post(&listener.url)
        .header(SIGNATURE_HEADER, sign(b"k", &huge))
        .body(huge)
        .send()
        .await
        .map(|r| r.status().as_u16())
        .unwrap_or(413);
    assert_eq!(status, 413);
    let body = format!(
        r#"{{"id":"evt_ok","event":"job.closed","created_at":"{}","data":{{}}}}"#,
        now(&env)
    );
    assert_eq!(
        post(&listener.url, &body, Some(&sign(b"k", body.as_bytes()))).await,
        200
    );
}

/// More stalled clients than the connection limit, each sending its head a
/// byte a second, are dropped after the head timeout; a real delivery sent
/// meanwhile is received within about that timeout.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn slow_clients_cannot_starve_the_receiver() {
    use tokio::io::AsyncWriteExt;
    let env = TestEnv::new();
    // Time scale 0.05: the 10 s head timeout is 500 ms.
    let listener = Listener::start(
        &env,
        &["--secret", "k", "-o", "jsonl"],
        &[("TALENT_TIME_SCALE", "0.05")],
    );
    let addr = listener.url.trim_start_matches("http://").to_string();
    let mut stalled = Vec::new();
    for _ in 0..80 {
        let addr = addr.clone();
        stalled.push(tokio::spawn(async move {
            let Ok(mut s) = tokio::net::TcpStream::connect(&addr).await else {
                return;
            };
            for b in b"POST / HTTP/1.1\r\nHost: x\r\n".iter() {
                if s.write_all(&[*b]).await.is_err() {
                    return; // dropped by the receiver
                }
                tokio::time::sleep(Duration::from_secs(1)).await;
            }
        }));
    }
    tokio::time::sleep(Duration::from_millis(200)).await;
    let started = std::time::Instant::now();
    let body = format!(
        r#"{{"id":"evt_live","event":"job.closed","created_at":"{}","data":{{}}}}"#,
        now(&env)
    );
    assert_eq!(
        post(&listener.url, &body, Some(&sign(b"k", body.as_bytes()))).await,
        200
    );
    assert!(
        started.elapsed() < Duration::from_secs(5),
        "served while 80 clients stalled: {:?}",
        started.elapsed()
    );
    for s in stalled {
        s.abort();
    }
}

/// An endpoint on a closed port: each delivery fails its attempt and five
/// retries (the sandbox's clock moved past each by its control route);
/// `webhooks list` shows the failures rising, the fifth disables the
/// endpoint, and `webhooks enable` brings it back.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_dead_endpoint_is_disabled_after_five_failures_and_enabled_again() {
    let sb = Sandbox::start();
    let dead = format!("http://127.0.0.1:{}/hook", free_port());
    let made = json_stdout(&run_code(
        &sb,
        &[
            "webhooks",
            "create",
            "--url",
            &dead,
            "--event",
            "job.closed",
            "-o",
            "json",
        ],
        0,
    ));
    let wh = made["id"].as_str().expect("id").to_string();
    let endpoint = |sb: &Sandbox| {
        let list = json_stdout(&run_code(sb, &["webhooks", "list", "-o", "json"], 0));
        list.as_array()
            .and_then(|a| a.iter().find(|e| e["id"] == wh.as_str()).cloned())
            .expect("listed")
    };
    let advance = |secs: u64| {
        sb.control(reqwest::Method::POST, "/clock")
            .json(&json!({"advance_seconds": secs}))
            .send()
    };
    for n in 1..=5u64 {
        let job = new_job(&sb, &format!("Dead {n}")).await;
        run_code(&sb, &["jobs", "close", &job, "--yes"], 0);
        // The first attempt, then each retry once the clock passes it.
        eventually(Duration::from_secs(20), || async {
            let e = endpoint(&sb);
            if e["consecutive_failures"] == json!(n) {
                return Some(());
            }
            let _ = advance(9 * 3600).await;
            None
        })
        .await;
        let e = endpoint(&sb);
        assert!(e["last_delivery"]["status"].is_string(), "{e}");
        assert_eq!(e["last_delivery"]["ok"], false);
        let expected = if n < 5 { "active" } else { "disabled" };
        assert_eq!(e["status"], expected, "after {n} failed deliveries: {e}");
    }
    let table = run_code(
        &sb,
        &[
            "webhooks",
            "list",
            "-o",
            "csv",
            "--fields",
            "id,status,consecutive_failures",
        ],
        0,
    );
    assert!(
        String::from_utf8_lossy(&table.stdout).contains(&format!("{wh},disabled,5")),
        "{}",
        String::from_utf8_lossy(&table.stdout)
    );
    let enabled = run_code(&sb, &["webhooks", "enable", &wh], 0);
    assert!(
        String::from_utf8_lossy(&enabled.stderr).contains("enabled")
            || String::from_utf8_lossy(&enabled.stderr).contains("active"),
        "{}",
        String::from_utf8_lossy(&enabled.stderr)
    );
    let e = endpoint(&sb);
    assert_eq!(e["status"], "active");
    assert_eq!(e["consecutive_failures"], 0);
}

/// `--event all` subscribes to the six kinds; `--print-secret` prints the
/// secret alone, for scripts.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn create_takes_all_and_prints_only_the_secret_for_scripts() {
    let sb = Sandbox::start();
    let out = run_code(
        &sb,
        &[
            "webhooks",
            "create",
            "--url",
            "https://hooks.example.com/a",
            "--event",
            "all",
            "--print-secret",
        ],
        0,
    );
    let text = String::from_utf8_lossy(&out.stdout).to_string();
    assert_eq!(text.lines().count(), 1, "{text}");
    assert!(text.trim().len() >= 16 && !text.contains(' '), "{text}");
    let list = json_stdout(&run_code(&sb, &["webhooks", "list", "-o", "json"], 0));
    assert_eq!(
        list[0]["events"].as_array().map(Vec::len),
        Some(6),
        "{list}"
    );
    let out = run_code(
        &sb,
        &[
            "webhooks",
            "create",
            "--url",
            "https://hooks.example.com/b",
            "--event",
            "job.closed",
            "-o",
            "json",
        ],
        0,
    );
    assert!(
        String::from_utf8_lossy(&out.stderr).contains("shown only now and never again"),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let bad = sb
        .env
        .talent()
        .args([
            "webhooks",
            "listen",
            "--secret",
            "k",
            "--event",
            "job.opened",
        ])
        .output()
        .expect("runs");
    assert_eq!(bad.status.code(), Some(2));
}

/// Regression: under 100 slow-body connections `listen` answered a signed
/// delivery after 27 s, and the service gives up after 10 s. Each flooding
/// connection sends a head announcing 1,000 bytes, then a byte every half
/// second. The time is printed for docs/benchmarks.md (`-- --nocapture`).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn listen_answers_a_signed_delivery_under_a_slow_body_flood() {
    use std::io::Write;
    let env = TestEnv::new();
    let listener = Listener::start(&env, &["--secret", "k", "-o", "jsonl"], &[]);
    let addr = listener
        .url
        .trim_start_matches("http://")
        .trim_end_matches('/')
        .to_string();
    let mut flood = Vec::new();
    for _ in 0..100 {
        let mut s = std::net::TcpStream::connect(&addr).expect("connect");
        s.write_all(
            b"POST /hook HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{",
        )
        .expect("head");
        flood.push(s);
    }
    // Dripping until the receiver cuts them off (or 15 s): how many are
    // left, and when the last was cut off.
    let flooded = std::time::Instant::now();
    let dripping = std::thread::spawn(move || {
        for _ in 0..30 {
            std::thread::sleep(Duration::from_millis(500));
            flood.retain_mut(|s| s.write_all(b" ").is_ok());
            if flood.is_empty() {
                break;
            }
        }
        (flood.len(), flooded.elapsed())
    });
    let body = format!(
        r#"{{"id":"evt_flood","event":"job.closed","created_at":"{}","data":{{}}}}"#,
        now(&env)
    );
    let signature = sign(b"k", body.as_bytes());
    let started = std::time::Instant::now();
    let status = post(&listener.url, &body, Some(&signature)).await;
    let took = started.elapsed();
    assert_eq!(status, 200);
    assert!(took < Duration::from_secs(10), "answered after {took:?}");
    eprintln!("listen answered a signed delivery under a flood of 100 slow bodies in {took:?}");
    let line = listener.next_line(Duration::from_secs(10));
    assert!(line.contains("evt_flood"), "{line}");
    let (left, shed) = dripping.join().expect("drip thread");
    assert_eq!(left, 0, "slow bodies are cut off at the body deadline");
    eprintln!("the flood of 100 slow bodies was shed within {shed:?} (seen at the next drip)");
}

/// Regression (issue 40): SIGHUP (a closed terminal) killed `webhooks
/// listen` with no closing line (exit 129); it ends as SIGTERM does.
#[test]
fn sighup_ends_listen_with_its_closing_line_as_sigterm_does() {
    if unix_only(
        "SIGHUP ending webhooks listen",
        "Windows has no hang-up signal",
    ) {
        return;
    }
    let env = TestEnv::new();
    let mut listener = Listener::start(&env, &["--secret", "s3cret-for-tests"], &[]);
    assert_eq!(
        listener.stop_with("HUP"),
        Some(0),
        "{:?}",
        listener.stderr()
    );
    // The stderr reader may lag the exit a moment.
    let deadline = std::time::Instant::now() + Duration::from_secs(5);
    while !listener.stderr().iter().any(|l| l.starts_with("Stopped;"))
        && std::time::Instant::now() < deadline
    {
        std::thread::sleep(Duration::from_millis(20));
    }
    assert!(
        listener.stderr().iter().any(|l| l.starts_with("Stopped;")),
        "{:?}",
        listener.stderr()
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn listen_records_the_invite_events_it_handled_once_for_the_report() {
    let sb = Sandbox::start();
    let r = json_stdout(&run_code(&sb, &["report", "-o", "json"], 0));
    let job = r["jobs"][0]["job_id"]
        .as_str()
        .expect("an open job")
        .to_string();
    assert_eq!(
        r["jobs"][0]["accepted"],
        Value::Null,
        "no listener ran: {r}"
    );
    let mut listener = Listener::start(
        &sb.env,
        &["--secret", "s3cret-for-tests", "-o", "jsonl"],
        &[],
    );
    // An accepted invite delivered twice (a retry), a declined one.
    for (id, kind) in [
        ("evt_acc1", "invite.accepted"),
        ("evt_acc1", "invite.accepted"),
        ("evt_dec1", "invite.declined"),
    ] {
        let body = json!({"id": id, "event": kind, "created_at": now(&sb.env),
                          "data": {"job_id": job, "candidate_id": "cand_x"}})
        .to_string();
        let sig = sign(b"s3cret-for-tests", body.as_bytes());
        assert_eq!(post(&listener.url, &body, Some(&sig)).await, 200);
    }
    listener.next_line(Duration::from_secs(10));
    listener.next_line(Duration::from_secs(10));
    assert_eq!(listener.stop(), Some(0));
    let r = json_stdout(&run_code(&sb, &["report", "-o", "json"], 0));
    let j = r["jobs"]
        .as_array()
        .unwrap()
        .iter()
        .find(|j| j["job_id"] == job.as_str())
        .cloned()
        .unwrap();
    assert_eq!(
        (j["accepted"].clone(), j["declined"].clone()),
        (json!(1), json!(1)),
        "{r}"
    );
}
