//! `talent serve`, the team's gateway: its members and tokens in a
//! throwaway PostgreSQL (tests/cli/common/pg.rs), and the gateway itself on
//! 127.0.0.1:0 in front of the sandbox.

use std::process::{Command as StdCommand, Output, Stdio};

use crate::common::{expect_code, json_stdout, stderr, stdout, talent_bin, TestEnv};
use crate::team::Db;

/// `talent` in `env` on the ledger `db`, with nothing of a service.
pub(crate) fn lead(env: &TestEnv, db: &Db, args: &[&str]) -> Output {
    let mut cmd = StdCommand::new(talent_bin());
    env.apply(&mut cmd);
    cmd.env("TALENT_LEDGER_URL", &db.url)
        .stdin(Stdio::null())
        .args(args)
        .output()
        .expect("talent runs")
}

pub(crate) fn ok(out: Output) -> Output {
    expect_code(&out, 0);
    out
}

#[test]
fn members_get_tokens_shown_once_and_kept_as_sha256() {
    let Some(db) = Db::create("TALENT_TEST_PG_URL") else {
        return;
    };
    let env = TestEnv::new();
    ok(lead(
        &env,
        &db,
        &[
            "serve",
            "member",
            "add",
            "asha",
            "--email",
            "asha@example.com",
        ],
    ));
    ok(lead(
        &env,
        &db,
        &["serve", "member", "add", "ravi", "--can", "search,jobs"],
    ));
    // An e-mail is one member's only.
    let taken = lead(
        &env,
        &db,
        &[
            "serve",
            "member",
            "add",
            "vik",
            "--email",
            "ASHA@example.com",
        ],
    );
    expect_code(&taken, 2);
    assert!(stderr(&taken).contains("asha"), "{}", stderr(&taken));
    // A grant that does not exist is refused.
    expect_code(
        &lead(
            &env,
            &db,
            &["serve", "member", "add", "vik", "--can", "admin"],
        ),
        2,
    );

    let minted = ok(lead(
        &env,
        &db,
        &[
            "serve",
            "member",
            "token",
            "asha",
            "--expires",
            "90d",
            "-o",
            "json",
        ],
    ));
    let j = json_stdout(&minted);
    assert_eq!(j["member"], "asha");
    assert_eq!(j["label"], "token-1");
    let token = j["token"].as_str().expect("a token").to_string();
    assert!(token.starts_with("tlm_") && token.len() == 47, "{token}");
    // The table form prints the token alone.
    let second = ok(lead(
        &env,
        &db,
        &[
            "serve", "member", "token", "asha", "--label", "laptop", "--for", "both", "-o", "table",
        ],
    ));
    let second = stdout(&second).trim().to_string();
    assert!(second.starts_with("tlm_") && second.len() == 47 && second != token);
    // A label is unique for the member.
    expect_code(
        &lead(
            &env,
            &db,
            &["serve", "member", "token", "asha", "--label", "laptop"],
        ),
        2,
    );
    // No member, no token.
    expect_code(&lead(&env, &db, &["serve", "member", "token", "nobody"]), 4);

    // The ledger holds digests only.
    let held = db.sql("SELECT string_agg(sha256, ',') FROM talent_gw_tokens");
    assert!(
        !held.contains(&token[4..]) && !held.contains(&second[4..]),
        "{held}"
    );
    let digest = talent::serve::token::digest(&token);
    assert_eq!(
        db.sql(&format!(
            "SELECT label FROM talent_gw_tokens WHERE sha256 = '{digest}'"
        )),
        "token-1"
    );

    let list = json_stdout(&ok(lead(
        &env,
        &db,
        &["serve", "member", "list", "-o", "json"],
    )));
    let asha = list
        .as_array()
        .and_then(|a| a.iter().find(|m| m["member"] == "asha"))
        .expect("asha listed")
        .clone();
    assert_eq!(asha["can"], "search,unlock,outreach");
    let labels: Vec<&str> = asha["tokens"]
        .as_array()
        .expect("tokens")
        .iter()
        .filter_map(|t| t["label"].as_str())
        .collect();
    assert_eq!(labels, ["token-1", "laptop"]);
    assert!(!asha.to_string().contains("tlm_"), "{asha}");
    let ravi = list
        .as_array()
        .unwrap()
        .iter()
        .find(|m| m["member"] == "ravi")
        .unwrap();
    assert_eq!(ravi["can"], "search,jobs");

    ok(lead(
        &env,
        &db,
        &["serve", "member", "revoke-token", "asha", "laptop"],
    ));
    expect_code(
        &lead(
            &env,
            &db,
            &["serve", "member", "revoke-token", "asha", "laptop"],
        ),
        4,
    );
    assert_eq!(
        db.sql(
            "SELECT count(*) FROM talent_gw_tokens WHERE revoked_ms IS NULL AND member = 'asha'"
        ),
        "1"
    );
    // A revoke ends every token and lists what they created.
    db.sql(
        "INSERT INTO talent_gw_created (member, kind, id, workspace, at_ms) VALUES ('asha', 'job', 'job_x', 'ws', 1)",
    );
    let revoked = json_stdout(&ok(lead(
        &env,
        &db,
        &["serve", "member", "revoke", "asha", "-o", "json"],
    )));
    assert_eq!(revoked[0]["id"], "job_x", "{revoked}");
    assert_eq!(
        db.sql(
            "SELECT count(*) FROM talent_gw_tokens WHERE revoked_ms IS NULL AND member = 'asha'"
        ),
        "0"
    );
    // Without a team ledger there is nothing to administer.
    let mut cmd = StdCommand::new(talent_bin());
    env.apply(&mut cmd);
    let none = cmd
        .args(["serve", "member", "list"])
        .stdin(Stdio::null())
        .output()
        .expect("runs");
    expect_code(&none, 2);
}

// ---------------------------------------------------------------------------
// The gateway itself.

use std::io::{BufRead, BufReader, Read, Write};
use std::process::Child;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use reqwest::Method;
use serde_json::{json, Value};

use crate::common::{clear_log, received, set_used, Sandbox};

/// A `talent serve` on 127.0.0.1:0 in front of `sb`, on the ledger `db`
/// (the gateway-mode tests start theirs with it too).
pub(crate) struct Gateway {
    child: Child,
    pub(crate) url: String,
    /// Its stderr so far (the log lines).
    pub(crate) log: Arc<Mutex<String>>,
}

impl Gateway {
    pub(crate) fn start(sb: &Sandbox, db: &Db, extra: &[&str]) -> Gateway {
        Gateway::try_start(sb, db, extra, &[])
            .unwrap_or_else(|(code, err)| panic!("serve exited {code:?}: {err}"))
    }

    /// Starts one on `db` reached at `ledger` (the same database through a
    /// relay that counts round trips, say).
    pub(crate) fn start_on(sb: &Sandbox, db: &Db, ledger: &str, extra: &[&str]) -> Gateway {
        Gateway::try_start(sb, db, extra, &[("TALENT_LEDGER_URL", ledger)])
            .unwrap_or_else(|(code, err)| panic!("serve exited {code:?}: {err}"))
    }

    /// Starts one; on exit before the ready line, its code and stderr.
    pub(crate) fn try_start(
        sb: &Sandbox,
        db: &Db,
        extra: &[&str],
        vars: &[(&str, &str)],
    ) -> Result<Gateway, (Option<i32>, String)> {
        let env = TestEnv::with_clock(sb.env.now_var().to_string());
        let mut cmd = StdCommand::new(talent_bin());
        env.apply(&mut cmd);
        cmd.envs(sb.vars())
            .env("TALENT_LEDGER_URL", &db.url)
            .arg("serve")
            .args(extra)
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped());
        if !extra.contains(&"--listen") {
            cmd.args(["--listen", "127.0.0.1:0"]);
        }
        for (k, v) in vars {
            cmd.env(k, v);
        }
        let mut child = cmd.spawn().expect("talent serve starts");
        let log = Arc::new(Mutex::new(String::new()));
        let mut err = child.stderr.take().expect("stderr");
        let sink = Arc::clone(&log);
        std::thread::spawn(move || {
            let mut buf = [0u8; 4096];
            while let Ok(n) = err.read(&mut buf) {
                if n == 0 {
                    break;
                }
                sink.lock()
                    .unwrap()
                    .push_str(&String::from_utf8_lossy(&buf[..n]));
            }
        });
        let out = child.stdout.take().expect("stdout");
        let (tx, rx) = std::sync::mpsc::channel();
        std::thread::spawn(move || {
            let mut line = String::new();
            let _ = BufReader::new(out).read_line(&mut line);
            let _ = tx.send(line);
        });
        let line = rx.recv_timeout(Duration::from_secs(60)).unwrap_or_default();
        if line.trim().is_empty() {
            let code = child.wait().ok().and_then(|s| s.code());
            std::thread::sleep(Duration::from_millis(100));
            let err = log.lock().unwrap().clone();
            return Err((code, err));
        }
        let ready: Value = serde_json::from_str(line.trim()).expect("the ready line is JSON");
        let url = ready["url"].as_str().expect("url").to_string();
        assert_eq!(ready["base_url"], format!("{url}/api/v1"));
        assert_eq!(ready["alt_base_url"], format!("{url}/v1"));
        Ok(Gateway { child, url, log })
    }

    pub(crate) fn log(&self) -> String {
        self.log.lock().unwrap().clone()
    }

    /// What `find` reads in its log once it reads something (20 s at
    /// most), or the log then: a line written before an answer, or after
    /// the ready line on the other pipe, may reach this side's reader
    /// later.
    async fn log_when<T>(&self, find: impl Fn(&str) -> Option<T>) -> Result<T, String> {
        let deadline = Instant::now() + Duration::from_secs(20);
        loop {
            let log = self.log();
            if let Some(v) = find(&log) {
                return Ok(v);
            }
            if Instant::now() >= deadline {
                return Err(log);
            }
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
    }

    /// Its log once it holds `needle`.
    pub(crate) async fn log_with(&self, needle: &str) -> String {
        self.log_when(|log| log.contains(needle).then(|| log.to_string()))
            .await
            .unwrap_or_else(|log| log)
    }

    /// The address its "listening on" line names.
    pub(crate) async fn listening_addr(&self) -> String {
        self.log_when(|log| {
            log.lines().find_map(|l| {
                l.split("listening on ")
                    .nth(1)
                    .and_then(|r| r.split_whitespace().next())
                    .map(str::to_string)
            })
        })
        .await
        .unwrap_or_else(|log| panic!("no listening line: {log}"))
    }

    pub(crate) fn request(
        &self,
        method: Method,
        path: &str,
        token: Option<&str>,
    ) -> reqwest::RequestBuilder {
        let mut r = reqwest::Client::new().request(method, format!("{}{path}", self.url));
        if let Some(t) = token {
            r = r.bearer_auth(t);
        }
        r
    }

    /// Stops it with SIGTERM (SIGINT, wine's Ctrl-C, for the Windows
    /// build): its exit code.
    pub(crate) fn stop(mut self) -> Option<i32> {
        self.tell_to_stop();
        self.child.wait().ok().and_then(|s| s.code())
    }

    /// [`Gateway::stop`], waiting `bound` at most: a gateway that has not
    /// ended by then is killed and the test fails (rather than hangs).
    pub(crate) fn stop_within(mut self, bound: Duration) -> Option<i32> {
        self.tell_to_stop();
        match crate::common::wait_within(&mut self.child, bound) {
            Some(status) => status.code(),
            None => panic!(
                "the gateway had not ended {bound:?} after its stop (killed); its log:\n{}",
                self.log()
            ),
        }
    }

    fn tell_to_stop(&self) {
        let _ = StdCommand::new("kill")
            .args([
                &format!("-{}", crate::common::stop_signal()),
                &self.child.id().to_string(),
            ])
            .status();
    }
}

impl Drop for Gateway {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// `talent` on the ledger `db` against `sb` with its key, as the lead.
pub(crate) fn lead_with_key(sb: &Sandbox, db: &Db, args: &[&str]) -> Output {
    let env = TestEnv::with_clock(sb.env.now_var().to_string());
    let mut cmd = StdCommand::new(talent_bin());
    env.apply(&mut cmd);
    cmd.envs(sb.vars())
        .env("TALENT_LEDGER_URL", &db.url)
        .env("TALENT_MEMBER", "lead")
        .stdin(Stdio::null())
        .args(args)
        .output()
        .expect("talent runs")
}

/// `team allowance set MEMBER FLAGS…` as the lead, with the workspace's
/// key (the allowance a test's member meets at the gateway).
pub(crate) fn set_allowance(sb: &Sandbox, db: &Db, member: &str, flags: &[&str]) {
    let mut args = vec!["team", "allowance", "set", member];
    args.extend_from_slice(flags);
    ok(lead_with_key(sb, db, &args));
}

/// Adds `name` with `can` and returns a fresh token of theirs.
pub(crate) fn member_with_token(db: &Db, name: &str, can: &str) -> String {
    let env = TestEnv::new();
    ok(lead(
        &env,
        db,
        &["serve", "member", "add", name, "--can", can],
    ));
    let out = ok(lead(
        &env,
        db,
        &["serve", "member", "token", name, "-o", "json"],
    ));
    json_stdout(&out)["token"]
        .as_str()
        .expect("token")
        .to_string()
}

pub(crate) async fn status_and_json(
    r: reqwest::RequestBuilder,
) -> (u16, Value, reqwest::header::HeaderMap) {
    let resp = r.send().await.expect("the gateway answers");
    let status = resp.status().as_u16();
    let headers = resp.headers().clone();
    let text = resp.text().await.unwrap_or_default();
    (
        status,
        serde_json::from_str(&text).unwrap_or(Value::String(text)),
        headers,
    )
}

pub(crate) const SEARCH: &str = "/api/v1/search/candidates?minexp=1&pageSize=5";

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_members_search_and_unlock_are_recorded_under_their_name() {
    let Some(db) = Db::create("TALENT_TEST_PG_URL") else {
        return;
    };
    let sb = Sandbox::start();
    let token = member_with_token(&db, "asha", "search,unlock");
    let gw = Gateway::start(&sb, &db, &[]);
    // Without a credential: that this is a gateway.
    let (s, who, _) = status_and_json(gw.request(Method::GET, "/_talent/v1/whoami", None)).await;
    assert_eq!(s, 200);
    assert_eq!(who["gateway"], true);
    assert!(
        who["version"].is_string() && who.get("member").is_none(),
        "{who}"
    );
    let (s, who, _) =
        status_and_json(gw.request(Method::GET, "/_talent/v1/whoami", Some(&token))).await;
    assert_eq!(s, 200, "{who}");
    assert_eq!(who["member"], "asha");
    assert_eq!(who["grants"], json!(["search", "unlock"]));

    let (s, page, _) = status_and_json(gw.request(Method::GET, SEARCH, Some(&token))).await;
    assert_eq!(s, 200, "{page}");
    let card = page["results"][0]["talentCardId"]
        .as_str()
        .expect("a hit")
        .to_string();
    let (s, details, _) = status_and_json(gw.request(
        Method::GET,
        &format!("/api/v1/candidates/{card}"),
        Some(&token),
    ))
    .await;
    assert_eq!(s, 200, "{details}");
    // The search kept its query; the service saw the gateway's key.
    let seen = received(&sb).await;
    assert!(
        seen.iter().any(|r| r["path"] == "/api/v1/search/candidates"
            && r["query"].as_str().is_some_and(|q| q.contains("minexp=1"))),
        "{seen:?}"
    );
    // A page's settle lands after its answer.
    crate::serve_fast::until(&db, "SELECT count(*) FROM talent_holds", "0");
    let lines = db.sql(
        "SELECT string_agg(member || ':' || meter || ':' || command, ',' ORDER BY meter) FROM talent_spends WHERE spent",
    );
    assert!(lines.contains("asha:searches:gateway"), "{lines}");
    assert!(lines.contains("asha:unlocks:gateway"), "{lines}");
    // One log line a request: member, method, route template, status —
    // never the query.
    let log = gw.log_with("asha GET /api/v1/search/candidates 200").await;
    assert!(
        log.contains("asha GET /api/v1/search/candidates 200"),
        "{log}"
    );
    assert!(
        log.contains("asha GET /api/v1/candidates/{id} 200"),
        "{log}"
    );
    assert!(!log.contains("minexp"), "{log}");
    // GET /usage adds the member's allowance.
    set_allowance(&sb, &db, "asha", &["--searches", "5"]);
    let (s, usage, _) =
        status_and_json(gw.request(Method::GET, "/api/v1/usage", Some(&token))).await;
    assert_eq!(s, 200, "{usage}");
    assert_eq!(usage["allowance"]["searches"]["limit"], 5, "{usage}");
    assert_eq!(usage["allowance"]["searches"]["used"], 1, "{usage}");
    assert_eq!(usage["allowance"]["searches"]["left"], 4, "{usage}");
    // A graceful stop exits 0.
    assert_eq!(gw.stop(), Some(0));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn unknown_revoked_and_expired_tokens_are_401_and_nothing_is_forwarded() {
    let Some(db) = Db::create("TALENT_TEST_PG_URL") else {
        return;
    };
    let sb = Sandbox::start();
    let token = member_with_token(&db, "asha", "search");
    let expired = member_with_token(&db, "ravi", "search");
    db.sql("UPDATE talent_gw_tokens SET expires_ms = 1 WHERE member = 'ravi'");
    let revoked = member_with_token(&db, "vik", "search");
    ok(lead(
        &TestEnv::new(),
        &db,
        &["serve", "member", "revoke", "vik"],
    ));
    let mcp_only = json_stdout(&ok(lead(
        &TestEnv::new(),
        &db,
        &[
            "serve", "member", "token", "asha", "--for", "mcp", "-o", "json",
        ],
    )))["token"]
        .as_str()
        .unwrap()
        .to_string();
    let gw = Gateway::start(&sb, &db, &[]);
    clear_log(&sb).await;
    let unknown = talent::serve::token::mint().unwrap();
    for (who, t) in [
        ("none", None),
        ("a token for /mcp only", Some(mcp_only.as_str())),
        ("unknown", Some(unknown.as_str())),
        ("expired", Some(expired.as_str())),
        ("revoked", Some(revoked.as_str())),
        ("the service's key", Some(sb.keys.production.as_str())),
    ] {
        let (s, body, headers) = status_and_json(gw.request(Method::GET, SEARCH, t)).await;
        assert_eq!(s, 401, "{who}: {body}");
        assert_eq!(body["error_code"], "unauthorized", "{who}: {body}");
        assert!(headers.contains_key("www-authenticate"));
        let (s, body, _) =
            status_and_json(gw.request(Method::GET, "/v1/candidates/search?q=rust", t)).await;
        assert_eq!(s, 401, "{who}: {body}");
        assert_eq!(body["error"]["code"], "unauthorized", "{who}: {body}");
    }
    assert!(received(&sb).await.is_empty(), "{:?}", received(&sb).await);
    // The live one passes.
    let (s, _, _) = status_and_json(gw.request(Method::GET, SEARCH, Some(&token))).await;
    assert_eq!(s, 200);
}

/// A hole found by hand: with two `Authorization` headers the gateway
/// judged the first and forwarded as its member, whatever the second said.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_authorization_headers_are_401_and_nothing_is_forwarded() {
    let Some(db) = Db::create("TALENT_TEST_PG_URL") else {
        return;
    };
    let sb = Sandbox::start();
    let asha = member_with_token(&db, "asha", "search");
    let ravi = member_with_token(&db, "ravi", "search");
    let gw = Gateway::start(&sb, &db, &[]);
    clear_log(&sb).await;
    for (first, second) in [(&asha, &ravi), (&ravi, &asha), (&asha, &asha)] {
        for path in [SEARCH, "/v1/candidates/search?q=rust", "/_talent/v1/whoami"] {
            let r = gw
                .request(Method::GET, path, Some(first))
                .header("authorization", format!("Bearer {second}"));
            let (s, body, headers) = status_and_json(r).await;
            assert_eq!(s, 401, "{path}: {:.300}", body.to_string());
            assert!(
                body.to_string().contains("one Authorization"),
                "{path}: {body}"
            );
            assert!(headers.contains_key("www-authenticate"));
        }
        let r = gw
            .request(Method::POST, "/mcp", Some(first))
            .header("authorization", format!("Bearer {second}"))
            .header("accept", "application/json, text/event-stream")
            .json(&serde_json::json!({"jsonrpc": "2.0", "id": 1, "method": "tools/list"}));
        let (s, body, _) = status_and_json(r).await;
        assert_eq!(s, 401, "/mcp: {body}");
        assert!(
            body.to_string().contains("one Authorization"),
            "/mcp: {body}"
        );
    }
    assert!(received(&sb).await.is_empty(), "{:?}", received(&sb).await);
    // One header passes.
    let (s, _, _) = status_and_json(gw.request(Method::GET, SEARCH, Some(&asha))).await;
    assert_eq!(s, 200);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_revoked_token_is_refused_on_the_next_request_on_a_second_replica() {
    let Some(db) = Db::create("TALENT_TEST_PG_URL") else {
        return;
    };
    let sb = Sandbox::start();
    let token = member_with_token(&db, "asha", "search");
    let (a, b) = (Gateway::start(&sb, &db, &[]), Gateway::start(&sb, &db, &[]));
    for gw in [&a, &b] {
        let (s, _, _) = status_and_json(gw.request(Method::GET, SEARCH, Some(&token))).await;
        assert_eq!(s, 200);
    }
    ok(lead(
        &TestEnv::new(),
        &db,
        &["serve", "member", "revoke-token", "asha", "token-1"],
    ));
    clear_log(&sb).await;
    for gw in [&b, &a] {
        let (s, body, _) = status_and_json(gw.request(Method::GET, SEARCH, Some(&token))).await;
        assert_eq!(s, 401, "{body}");
    }
    assert!(received(&sb).await.is_empty());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn route_variants_are_404_or_405_and_nothing_is_forwarded() {
    let Some(db) = Db::create("TALENT_TEST_PG_URL") else {
        return;
    };
    let sb = Sandbox::start();
    let token = member_with_token(&db, "asha", "search,unlock,outreach,jobs,webhooks");
    let gw = Gateway::start(&sb, &db, &[]);
    clear_log(&sb).await;
    for (method, path, want) in [
        (Method::GET, "/api/v1/usage/", 404),
        (Method::GET, "/api/v1//usage", 404),
        (Method::GET, "/api/v1/search//candidates?minexp=1", 404),
        (Method::GET, "/api/v1/candidates/a%2Fb", 404),
        (Method::GET, "/api/v1/candidates/%2e%2e", 404),
        (Method::GET, "/api/v1/jobs/../usage", 404),
        (Method::GET, "/api/v1/jobs/x/../../usage", 404),
        (Method::DELETE, "/api/v1/jobs", 404),
        (Method::GET, "/api/v1/openapi.json", 404),
        (Method::POST, "/_sandbox/reset", 404),
        (Method::POST, "/api/v1/../_sandbox/reset", 404),
        (Method::GET, "/v1/webhooks/", 404),
        (Method::HEAD, "/api/v1/usage", 405),
        (Method::OPTIONS, "/api/v1/search/candidates", 405),
    ] {
        // reqwest would normalise `..`: the raw request line is sent.
        let status = raw_status(&gw, method.as_str(), path, &token);
        assert_eq!(status, want, "{method} {path}");
    }
    let (s, body, _) = status_and_json(gw.request(Method::GET, "/v1/nope", Some(&token))).await;
    assert_eq!(
        (s, &body["error"]["code"]),
        (404, &json!("not_found")),
        "{body}"
    );
    let (s, body, _) = status_and_json(gw.request(Method::GET, "/api/v1/nope", Some(&token))).await;
    assert_eq!(
        (s, &body["error_code"]),
        (404, &json!("not_found")),
        "{body}"
    );
    assert!(received(&sb).await.is_empty(), "{:?}", received(&sb).await);
}

/// Sends `METHOD PATH` as written on a raw connection: the status.
pub(crate) fn raw_status(gw: &Gateway, method: &str, path: &str, token: &str) -> u16 {
    let addr = gw.url.trim_start_matches("http://").to_string();
    let mut s = std::net::TcpStream::connect(&addr).expect("connect");
    s.set_read_timeout(Some(Duration::from_secs(10))).unwrap();
    write!(
        s,
        "{method} {path} HTTP/1.1\r\nHost: {addr}\r\nAuthorization: Bearer {token}\r\nConnection: close\r\n\r\n"
    )
    .unwrap();
    let mut head = String::new();
    let _ = BufReader::new(s).read_line(&mut head);
    head.split_whitespace()
        .nth(1)
        .and_then(|c| c.parse().ok())
        .unwrap_or(0)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_member_without_jobs_creating_or_closing_a_job_is_403() {
    let Some(db) = Db::create("TALENT_TEST_PG_URL") else {
        return;
    };
    let sb = Sandbox::start();
    let token = member_with_token(&db, "asha", "search,unlock,outreach");
    let gw = Gateway::start(&sb, &db, &[]);
    clear_log(&sb).await;
    let (s, body, _) = status_and_json(
        gw.request(Method::POST, "/api/v1/jobs", Some(&token))
            .json(&json!({"title": "Rust engineer"})),
    )
    .await;
    assert_eq!(
        (s, &body["error_code"]),
        (403, &json!("forbidden")),
        "{body}"
    );
    let (s, body, _) = status_and_json(
        gw.request(Method::PATCH, "/v1/jobs/job_1", Some(&token))
            .json(&json!({"status": "closed"})),
    )
    .await;
    assert_eq!(
        (s, &body["error"]["code"]),
        (403, &json!("forbidden")),
        "{body}"
    );
    let (s, _, _) = status_and_json(gw.request(Method::GET, "/v1/webhooks", Some(&token))).await;
    assert_eq!(s, 403);
    assert!(received(&sb).await.is_empty());
    // With the grant, a job is created and kept as theirs.
    let jobs = member_with_token(&db, "ravi", "jobs");
    let (s, body, _) = status_and_json(gw.request(Method::POST, "/api/v1/jobs", Some(&jobs)).json(
        &json!({
            "title": "Rust engineer", "location": "Berlin", "remoteType": "remote",
            "employmentType": "full_time", "description": "Systems work in Rust."
        }),
    ))
    .await;
    if s == 201 || s == 200 {
        let created = db.sql("SELECT member || ':' || kind FROM talent_gw_created");
        assert_eq!(created, "ravi:job", "{body}");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_forged_x_forwarded_for_from_a_peer_not_trusted_is_ignored_and_a_foreign_host_is_403() {
    let Some(db) = Db::create("TALENT_TEST_PG_URL") else {
        return;
    };
    let sb = Sandbox::start();
    let token = member_with_token(&db, "asha", "search");
    let gw = Gateway::start(&sb, &db, &[]);
    let (s, _, _) = status_and_json(
        gw.request(Method::GET, SEARCH, Some(&token))
            .header("X-Forwarded-For", "203.0.113.66"),
    )
    .await;
    assert_eq!(s, 200);
    // The request's log line is written once the answer has gone: wait
    // for it (a loaded machine read the log before it was written).
    let deadline = Instant::now() + Duration::from_secs(10);
    while !gw.log().contains(" from ") && Instant::now() < deadline {
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    let log = gw.log();
    assert!(log.contains("from 127.0.0.1"), "{log}");
    assert!(!log.contains("203.0.113.66"), "{log}");
    clear_log(&sb).await;
    // Another Host, or a foreign Origin: 403, nothing forwarded.
    let (s, _, _) = status_and_json(
        gw.request(Method::GET, SEARCH, Some(&token))
            .header("Host", "evil.example"),
    )
    .await;
    assert_eq!(s, 403);
    let (s, _, _) = status_and_json(
        gw.request(Method::GET, SEARCH, Some(&token))
            .header("Origin", "https://evil.example"),
    )
    .await;
    assert_eq!(s, 403);
    assert!(received(&sb).await.is_empty());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_loopback_host_from_a_non_loopback_peer_is_403() {
    let Some(db) = Db::create("TALENT_TEST_PG_URL") else {
        return;
    };
    // A local address that is not loopback, when the machine has one.
    let Some(ip) = local_non_loopback() else {
        eprintln!("SKIPPED a_loopback_host_from_a_non_loopback_peer_is_403: no non-loopback address (the rule's unit test: serve::front)");
        return;
    };
    let sb = Sandbox::start();
    let token = member_with_token(&db, "asha", "search");
    let gw = Gateway::try_start(
        &sb,
        &db,
        &[
            "--listen",
            &format!("{ip}:0"),
            "--public-url",
            "https://gw.example.com",
            "--trust-proxy-headers",
            &format!("{ip}/32"),
        ],
        &[],
    )
    .unwrap_or_else(|(c, e)| panic!("{c:?} {e}"));
    let port = gw.url.clone();
    assert_eq!(port, "https://gw.example.com");
    // Regression (CI, stop 59): read at once, the line was not there yet.
    let addr = gw.listening_addr().await;
    let port = addr.rsplit(':').next().unwrap();
    let client = reqwest::Client::builder().no_proxy().build().unwrap();
    let resp = client
        .get(format!("http://{addr}{SEARCH}"))
        .header("Host", format!("127.0.0.1:{port}"))
        .bearer_auth(&token)
        .send()
        .await
        .expect("answers");
    assert_eq!(resp.status().as_u16(), 403);
    let resp = client
        .get(format!("http://{addr}{SEARCH}"))
        .header("Host", "gw.example.com")
        .header("X-Forwarded-Proto", "https")
        .bearer_auth(&token)
        .send()
        .await
        .expect("answers");
    assert_eq!(resp.status().as_u16(), 200);
}

fn local_non_loopback() -> Option<std::net::IpAddr> {
    // The address a datagram socket would use to leave the machine.
    let s = std::net::UdpSocket::bind("0.0.0.0:0").ok()?;
    s.connect("192.0.2.1:9").ok()?;
    let ip = s.local_addr().ok()?.ip();
    (!ip.is_loopback() && !ip.is_unspecified()).then_some(ip)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_body_over_1_mib_is_refused_and_nothing_is_forwarded() {
    let Some(db) = Db::create("TALENT_TEST_PG_URL") else {
        return;
    };
    let sb = Sandbox::start();
    let token = member_with_token(&db, "asha", "outreach");
    let gw = Gateway::start(&sb, &db, &[]);
    clear_log(&sb).await;
    // A length over the bound is refused before a byte of the body is
    // read: only the head is written (a client still writing a body the
    // gateway refused met a reset on a loaded machine, not the answer).
    let addr = gw.url.trim_start_matches("http://").to_string();
    let mut s = std::net::TcpStream::connect(&addr).expect("connect");
    s.set_read_timeout(Some(Duration::from_secs(20))).unwrap();
    write!(
        s,
        "POST /api/v1/messages HTTP/1.1\r\nHost: {addr}\r\nAuthorization: Bearer {token}\r\nContent-Type: application/json\r\nContent-Length: 1100000\r\nConnection: close\r\n\r\n"
    )
    .unwrap();
    let mut answer = String::new();
    let _ = std::io::Read::read_to_string(&mut s, &mut answer);
    assert!(answer.starts_with("HTTP/1.1 413 "), "{answer}");
    let body = answer.split("\r\n\r\n").nth(1).unwrap_or_default();
    assert_eq!(
        serde_json::from_str::<Value>(body)
            .map(|v| v["error_code"].clone())
            .ok(),
        Some(json!("payload_too_large")),
        "{answer}"
    );
    // Chunked, with no length said: cut at the bound too.
    let mut s = std::net::TcpStream::connect(&addr).expect("connect");
    s.set_read_timeout(Some(Duration::from_secs(20))).unwrap();
    write!(
        s,
        "POST /api/v1/messages HTTP/1.1\r\nHost: {addr}\r\nAuthorization: Bearer {token}\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n"
    )
    .unwrap();
    let chunk = vec![b' '; 64 * 1024];
    for _ in 0..20 {
        if write!(s, "{:x}\r\n", chunk.len()).is_err()
            || s.write_all(&chunk).is_err()
            || s.write_all(b"\r\n").is_err()
        {
            break;
        }
    }
    let mut head = String::new();
    let _ = BufReader::new(s).read_line(&mut head);
    assert!(head.contains(" 413 "), "{head}");
    assert!(received(&sb).await.is_empty());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_slow_client_is_cut() {
    let Some(db) = Db::create("TALENT_TEST_PG_URL") else {
        return;
    };
    // At a time scale of 0.01 the 30 s bounds are 300 ms.
    let sb = Sandbox::scaled(0.01);
    let gw = Gateway::start(&sb, &db, &[]);
    let addr = gw.url.trim_start_matches("http://").to_string();
    let mut s = std::net::TcpStream::connect(&addr).expect("connect");
    s.set_read_timeout(Some(Duration::from_secs(20))).unwrap();
    write!(s, "GET /api/v1/usage HTTP/1.1\r\nHost: {addr}\r\n").unwrap();
    let began = Instant::now();
    let mut rest = Vec::new();
    let _ = s.read_to_end(&mut rest);
    assert!(
        began.elapsed() < Duration::from_secs(15),
        "{:?}",
        began.elapsed()
    );
    // The gateway still serves others.
    let (st, who, _) = status_and_json(gw.request(Method::GET, "/_talent/v1/whoami", None)).await;
    assert_eq!((st, &who["gateway"]), (200, &json!(true)));
    // A body that stalls is answered 408 and its connection freed.
    let token = member_with_token(&db, "asha", "outreach");
    let mut s = std::net::TcpStream::connect(&addr).expect("connect");
    s.set_read_timeout(Some(Duration::from_secs(20))).unwrap();
    write!(
        s,
        "POST /api/v1/messages HTTP/1.1\r\nHost: {addr}\r\nAuthorization: Bearer {token}\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{{\"a\""
    )
    .unwrap();
    let mut head = String::new();
    let _ = BufReader::new(s).read_line(&mut head);
    assert!(head.contains(" 408 ") || head.is_empty(), "{head}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_replicas_starting_together_on_an_empty_ledger_migrate_once() {
    let Some(db) = Db::create("TALENT_TEST_PG_URL") else {
        return;
    };
    let sb = Sandbox::start();
    let (a, b) = std::thread::scope(|s| {
        let a = s.spawn(|| Gateway::start(&sb, &db, &[]));
        let b = s.spawn(|| Gateway::start(&sb, &db, &[]));
        (a.join().expect("a"), b.join().expect("b"))
    });
    assert_eq!(
        db.sql("SELECT value FROM talent_meta WHERE name = 'schema'"),
        talent::ledger::pg::PG_SCHEMA_VERSION.to_string()
    );
    assert_eq!(
        db.sql("SELECT count(*) FROM pg_class WHERE relname = 'talent_gw_tokens'"),
        "1"
    );
    for gw in [&a, &b] {
        let (s, _, _) = status_and_json(gw.request(Method::GET, "/_talent/v1/whoami", None)).await;
        assert_eq!(s, 200);
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn past_an_allowance_by_raw_http_is_refused_and_the_key_is_never_in_a_reply_or_the_log() {
    let Some(db) = Db::create("TALENT_TEST_PG_URL") else {
        return;
    };
    let sb = Sandbox::start();
    let token = member_with_token(&db, "asha", "search,unlock,outreach");
    // The lead sets the allowance (the member was never seen spending).
    set_allowance(&sb, &db, "asha", &["--searches", "1", "--messages", "0"]);
    let gw = Gateway::start(&sb, &db, &[]);
    let mut replies = String::new();
    let (s, body, h) = status_and_json(gw.request(Method::GET, SEARCH, Some(&token))).await;
    assert_eq!(s, 200, "{body}");
    replies.push_str(&format!("{h:?}{body}"));
    clear_log(&sb).await;
    let (s, body, h) = status_and_json(gw.request(Method::GET, SEARCH, Some(&token))).await;
    replies.push_str(&format!("{h:?}{body}"));
    assert_eq!(
        (s, &body["error_code"]),
        (429, &json!("allowance_exceeded")),
        "{body}"
    );
    assert!(
        body["error_description"]
            .as_str()
            .is_some_and(|m| m.contains("allowance")),
        "{body}"
    );
    // An invite, past a messages allowance of 0.
    let (s, body, h) = status_and_json(
        gw.request(Method::POST, "/api/v1/invite-to-apply", Some(&token))
            .json(&json!({"jobId": "job_x", "talentCardId": "tc_x", "channel": "email"})),
    )
    .await;
    replies.push_str(&format!("{h:?}{body}"));
    assert_eq!(
        (s, &body["error_code"]),
        (429, &json!("allowance_exceeded")),
        "{body}"
    );
    let spends: Vec<Value> = received(&sb)
        .await
        .into_iter()
        .filter(|r| {
            r["path"]
                .as_str()
                .is_some_and(|p| p.contains("search") || p.contains("invite"))
        })
        .collect();
    assert!(spends.is_empty(), "{spends:?}");
    // Other answers: errors, whoami, usage.
    for (m, p) in [
        (Method::GET, "/_talent/v1/whoami"),
        (Method::GET, "/api/v1/usage"),
        (Method::GET, "/api/v1/candidates/nope_1"),
        (Method::GET, "/v1/nope"),
    ] {
        let (_, body, h) = status_and_json(gw.request(m, p, Some(&token))).await;
        replies.push_str(&format!("{h:?}{body}"));
    }
    let key = &sb.keys.production;
    assert!(!replies.contains(key.as_str()), "a reply holds the key");
    assert!(!replies.contains(&token), "a reply holds the token");
    let log = gw.log();
    assert!(
        !log.contains(key.as_str()) && !log.contains(&token),
        "{log}"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_spend_into_the_reserve_needs_talent_confirm() {
    let Some(db) = Db::create("TALENT_TEST_PG_URL") else {
        return;
    };
    let sb = Sandbox::start();
    let token = member_with_token(&db, "asha", "search");
    let usage = crate::common::usage(&sb).await;
    let limit = usage["searches"]["limit"]
        .as_i64()
        .or_else(|| usage["meters"]["searches"]["limit"].as_i64());
    let Some(limit) = limit else {
        panic!("no searches limit in {usage}");
    };
    // One search leaves less than the reserve (20 %).
    set_used(&sb, json!({"searches": limit - limit / 10})).await;
    let gw = Gateway::start(&sb, &db, &[]);
    clear_log(&sb).await;
    let (s, body, _) = status_and_json(gw.request(Method::GET, SEARCH, Some(&token))).await;
    assert_eq!((s, &body["error_code"]), (429, &json!("reserve")), "{body}");
    let (s, body, _) = status_and_json(
        gw.request(Method::GET, SEARCH, Some(&token))
            .header("Talent-Confirm", "reserve"),
    )
    .await;
    assert_eq!(s, 200, "{body}");
    let searches = received(&sb)
        .await
        .into_iter()
        .filter(|r| r["path"] == "/api/v1/search/candidates")
        .count();
    assert_eq!(searches, 1);
}

#[test]
fn a_gateway_refuses_to_start_unsafely() {
    let Some(db) = Db::create("TALENT_TEST_PG_URL") else {
        return;
    };
    let sb = Sandbox::start();
    let refused = |extra: &[&str], vars: &[(&str, &str)], want: &str| match Gateway::try_start(
        &sb, &db, extra, vars,
    ) {
        Ok(_) => panic!("{extra:?} {vars:?} started"),
        Err((code, err)) => {
            assert_eq!(code, Some(2), "{extra:?}: {err}");
            assert!(err.contains(want), "{extra:?}: {err}");
        }
    };
    refused(&[], &[("TALENT_LEDGER_MODE", "prefer")], "prefer");
    refused(&["--listen", "0.0.0.0:0"], &[], "--public-url");
    refused(
        &[
            "--listen",
            "0.0.0.0:0",
            "--public-url",
            "https://gw.example.com",
        ],
        &[],
        "TLS",
    );
    let dir = tempfile::tempdir().unwrap();
    let key = dir.path().join("key");
    std::fs::write(&key, &sb.keys.production).unwrap();
    #[cfg(unix)]
    if !crate::common::unix_only(
        "a key file others may read",
        "Windows has no group or world mode bits: a key file's mode is not checked there",
    ) {
        use std::os::unix::fs::PermissionsExt;
        std::fs::set_permissions(&key, std::fs::Permissions::from_mode(0o644)).unwrap();
        refused(&["--api-key-file", key.to_str().unwrap()], &[], "chmod 600");
        std::fs::set_permissions(&key, std::fs::Permissions::from_mode(0o600)).unwrap();
    }
    refused(
        &[],
        &[
            ("TALENT_TIME_SCALE", "0.5"),
            ("TALENT_BASE_URL", "https://api.example.com/api/v1"),
        ],
        "TALENT_TIME_SCALE",
    );
    // A key file of mode 0600 starts it (the key from nowhere else).
    let gw = Gateway::try_start(
        &sb,
        &db,
        &["--api-key-file", key.to_str().unwrap()],
        &[("TALENT_API_KEY", "")],
    )
    .unwrap_or_else(|(c, e)| panic!("{c:?} {e}"));
    assert_eq!(gw.stop(), Some(0));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_gateway_whose_ledger_is_down_answers_503_and_forwards_nothing() {
    let Some(db) = Db::create("TALENT_TEST_PG_URL") else {
        return;
    };
    let sb = Sandbox::start();
    let token = member_with_token(&db, "asha", "search");
    let gw = Gateway::start(&sb, &db, &[]);
    let (s, _, _) = status_and_json(gw.request(Method::GET, SEARCH, Some(&token))).await;
    assert_eq!(s, 200);
    // The database stops taking connections and drops the gateway's.
    db.admin_sql("ALTER DATABASE {db} ALLOW_CONNECTIONS false");
    db.admin_sql(
        "SELECT count(*) FROM (SELECT pg_terminate_backend(pid) FROM pg_stat_activity
           WHERE datname = '{db}') t",
    );
    clear_log(&sb).await;
    ledger_unavailable_in_both_interfaces(&gw, &token).await;
    assert!(received(&sb).await.is_empty());
    assert!(!gw.log().contains(&sb.keys.production));
    db.admin_sql("ALTER DATABASE {db} ALLOW_CONNECTIONS true");
    // Back: the gateway serves again (a long-running process is not left
    // judging the ledger away).
    let began = Instant::now();
    loop {
        let (s, body, _) = status_and_json(gw.request(Method::GET, SEARCH, Some(&token))).await;
        if s == 200 {
            break;
        }
        assert!(
            began.elapsed() < Duration::from_secs(10),
            "{s} {body}\n{}",
            gw.log()
        );
        tokio::time::sleep(Duration::from_millis(300)).await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_gateway_serves_tls_from_pem_files_and_bounds_the_head() {
    let Some(db) = Db::create("TALENT_TEST_PG_URL") else {
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let (cert, key) = (dir.path().join("cert.pem"), dir.path().join("key.pem"));
    let made = StdCommand::new("openssl")
        .args([
            "req",
            "-x509",
            "-newkey",
            "ec",
            "-pkeyopt",
            "ec_paramgen_curve:P-256",
            "-nodes",
            "-days",
            "2",
            "-subj",
            "/CN=talent gateway test",
        ])
        .args(["-addext", "subjectAltName=IP:127.0.0.1"])
        .args(["-addext", "basicConstraints=critical,CA:FALSE"])
        .args(["-addext", "extendedKeyUsage=serverAuth"])
        .arg("-keyout")
        .arg(&key)
        .arg("-out")
        .arg(&cert)
        .output();
    if !made.as_ref().is_ok_and(|o| o.status.success()) {
        eprintln!(
            "SKIPPED a_gateway_serves_tls_from_pem_files: openssl could not make a certificate"
        );
        return;
    }
    let sb = Sandbox::start();
    let token = member_with_token(&db, "asha", "search");
    let gw = Gateway::start(
        &sb,
        &db,
        &[
            "--tls-cert",
            cert.to_str().unwrap(),
            "--tls-key",
            key.to_str().unwrap(),
        ],
    );
    assert!(gw.url.starts_with("https://127.0.0.1:"), "{}", gw.url);
    talent::api::tls::provider();
    let pem = std::fs::read(&cert).unwrap();
    let client = reqwest::Client::builder()
        .no_proxy()
        .tls_certs_merge(reqwest::Certificate::from_pem_bundle(&pem).unwrap())
        .build()
        .unwrap();
    let resp = client
        .get(format!("{}{SEARCH}", gw.url))
        .bearer_auth(&token)
        .send()
        .await
        .expect("an answer over TLS");
    assert_eq!(resp.status().as_u16(), 200);
    // A head over 16 KiB is refused before anything is read further.
    let resp = client
        .get(format!("{}{SEARCH}", gw.url))
        .bearer_auth(&token)
        .header("X-Padding", "x".repeat(20 * 1024))
        .send()
        .await;
    if let Ok(r) = resp {
        assert_eq!(r.status().as_u16(), 431);
    }
    // Plain HTTP to a TLS listener gets nothing.
    let plain = reqwest::Client::new()
        .get(gw.url.replace("https://", "http://") + "/_talent/v1/whoami")
        .send()
        .await;
    assert!(plain.is_err() || !plain.unwrap().status().is_success());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_revoke_lists_what_the_member_created_and_deletes_their_webhooks() {
    let Some(db) = Db::create("TALENT_TEST_PG_URL") else {
        return;
    };
    let sb = Sandbox::start();
    let token = member_with_token(&db, "asha", "webhooks");
    let gw = Gateway::start(&sb, &db, &[]);
    let (s, hook, _) = status_and_json(
        gw.request(Method::POST, "/v1/webhooks", Some(&token))
            .json(&json!({
                "url": "https://hooks.example.com/talent", "events": ["invite.accepted"]
            })),
    )
    .await;
    assert!(s == 200 || s == 201, "{s} {hook}");
    let id = hook["id"].as_str().expect("the webhook's id").to_string();
    let out = ok(lead_with_key(
        &sb,
        &db,
        &[
            "serve",
            "member",
            "revoke",
            "asha",
            "--delete-webhooks",
            "-o",
            "json",
        ],
    ));
    let listed = json_stdout(&out);
    assert_eq!(listed[0]["kind"], "webhook", "{listed}");
    assert_eq!(listed[0]["id"], id.as_str(), "{listed}");
    assert_eq!(listed[0]["deleted"], true, "{listed}");
    let left = crate::common::json_of(sb.alt(Method::GET, "/webhooks").send().await).await;
    assert!(!left.to_string().contains(&id), "{left}");
    // Their token is refused from the next request on.
    let (s, _, _) = status_and_json(gw.request(Method::GET, "/v1/webhooks", Some(&token))).await;
    assert_eq!(s, 401);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn max_connections_bounds_the_connections_open_at_once() {
    let Some(db) = Db::create("TALENT_TEST_PG_URL") else {
        return;
    };
    let sb = Sandbox::start();
    let gw = Gateway::start(&sb, &db, &["--max-connections", "1"]);
    let addr = gw.url.trim_start_matches("http://").to_string();
    // One connection open (its head not sent): the next waits.
    let held = std::net::TcpStream::connect(&addr).expect("connect");
    std::thread::sleep(Duration::from_millis(200));
    let client = reqwest::Client::builder()
        .no_proxy()
        .timeout(Duration::from_secs(2))
        .build()
        .unwrap();
    let waited = client
        .get(format!("{}/_talent/v1/whoami", gw.url))
        .send()
        .await;
    assert!(waited.is_err(), "served past --max-connections 1");
    drop(held);
    let served = client
        .get(format!("{}/_talent/v1/whoami", gw.url))
        .timeout(Duration::from_secs(10))
        .send()
        .await
        .expect("served once the first connection closed");
    assert_eq!(served.status().as_u16(), 200);
}

/// A search in each interface answered 503 `ledger_unavailable` in that
/// interface's format; the main interface's body.
pub(crate) async fn ledger_unavailable_in_both_interfaces(gw: &Gateway, token: &str) -> Value {
    let (s, main, _) = status_and_json(gw.request(Method::GET, SEARCH, Some(token))).await;
    assert_eq!(
        (s, &main["error_code"]),
        (503, &json!("ledger_unavailable")),
        "{main}"
    );
    let (s, body, _) = status_and_json(gw.request(
        Method::GET,
        "/v1/candidates/search?skills=rust",
        Some(token),
    ))
    .await;
    assert_eq!(
        (s, &body["error"]["code"]),
        (503, &json!("ledger_unavailable")),
        "{body}"
    );
    main
}
