//! A member's `talent` in gateway mode (cli.md, *serve*, "Through a
//! gateway"): a `tlm_` token goes only to a gateway and a service key never
//! to one (the whoami probe, its cache), the lead's commands refused, the
//! ledger settings without effect, the gateway's refusals as exit codes,
//! `Talent-Confirm` and `Idempotency-Key`, `report` and `team usage`
//! through the gateway's own routes.
//!
//! The gateway here is a stand-in on 127.0.0.1:0 that speaks the
//! contract's wire (whoami, the error bodies, the headers) and forwards
//! to the sandbox with the workspace's key; it records every request it
//! gets, headers included, so a test can prove what was never sent.

use std::net::SocketAddr;
use std::sync::{Arc, Mutex};

use axum::body::Bytes;
use axum::extract::{Request, State};
use axum::http::{HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use serde_json::json;

use crate::common::*;

const TOKEN: &str = "tlm_0123456789abcdefghijklmnopqrstuvwxyzABCDEFG";

/// One request as the stand-in got it.
#[derive(Debug, Clone)]
struct Seen {
    method: String,
    path: String,
    authorization: Option<String>,
    confirm: Option<String>,
    idempotency: Option<String>,
}

/// How the stand-in answers a spend (an unlock, a search page, an invite).
#[derive(Debug, Clone, Copy, PartialEq)]
enum Spend {
    Forward,
    /// 429 `allowance_exceeded`, nothing forwarded.
    Allowance,
    /// 429 `reserve` unless `Talent-Confirm: reserve`.
    Reserve,
    /// 503 `ledger_unavailable`, on every route.
    LedgerDown,
}

struct Gw {
    /// Whether whoami says it is a gateway (false: a 404 like the service).
    gateway: bool,
    spend: Mutex<Spend>,
    seen: Mutex<Vec<Seen>>,
    upstream: String,
    key: String,
    http: reqwest::Client,
    /// The member's `allowance` its `GET /usage` adds (none: no field).
    allowance: Mutex<Option<serde_json::Value>>,
    /// `GET /_talent/v1/report`'s body (none: a stub).
    report: Mutex<Option<serde_json::Value>>,
}

struct StandIn {
    url: String,
    state: Arc<Gw>,
}

impl StandIn {
    async fn start(sb: &Sandbox, gateway: bool) -> StandIn {
        let origin = sb.base_url.trim_end_matches("/api/v1").to_string();
        let state = Arc::new(Gw {
            gateway,
            spend: Mutex::new(Spend::Forward),
            seen: Mutex::default(),
            upstream: origin,
            key: sb.keys.production.clone(),
            http: reqwest::Client::builder().no_proxy().build().unwrap(),
            allowance: Mutex::default(),
            report: Mutex::default(),
        });
        let app = axum::Router::new()
            .fallback(answer)
            .with_state(Arc::clone(&state));
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let addr: SocketAddr = listener.local_addr().unwrap();
        tokio::spawn(async move {
            let _ = axum::serve(listener, app).await;
        });
        StandIn {
            url: format!("http://{addr}"),
            state,
        }
    }

    fn set(&self, spend: Spend) {
        *self.state.spend.lock().unwrap() = spend;
    }

    fn seen(&self) -> Vec<Seen> {
        self.state.seen.lock().unwrap().clone()
    }

    /// `talent` in `env` with the stand-in's bases and `key`.
    fn talent(&self, env: &TestEnv, key: &str) -> assert_cmd::Command {
        let mut cmd = env.talent();
        cmd.env("TALENT_BASE_URL", format!("{}/api/v1", self.url))
            .env("TALENT_ALT_BASE_URL", format!("{}/v1", self.url))
            .env("TALENT_API_KEY", key);
        cmd
    }
}

fn header(h: &HeaderMap, name: &str) -> Option<String> {
    h.get(name)
        .and_then(|v| v.to_str().ok())
        .map(str::to_string)
}

fn error(status: StatusCode, alt: bool, code: &str, message: &str) -> Response {
    let body = match alt {
        true => json!({"error": {"code": code, "message": message}}),
        false => json!({"error_code": code, "error_description": message}),
    };
    (status, axum::Json(body)).into_response()
}

async fn answer(State(gw): State<Arc<Gw>>, req: Request) -> Response {
    let (parts, body) = req.into_parts();
    let body: Bytes = axum::body::to_bytes(body, 1 << 20)
        .await
        .unwrap_or_default();
    let path = parts.uri.path().to_string();
    let auth = header(&parts.headers, "authorization");
    gw.seen.lock().unwrap().push(Seen {
        method: parts.method.to_string(),
        path: path.clone(),
        authorization: auth.clone(),
        confirm: header(&parts.headers, "talent-confirm"),
        idempotency: header(&parts.headers, "idempotency-key"),
    });
    let alt = path.starts_with("/v1/");
    if !gw.gateway {
        return error(StatusCode::NOT_FOUND, alt, "not_found", "No such route.");
    }
    let member = auth.as_deref() == Some(&format!("Bearer {TOKEN}"));
    if path == "/_talent/v1/whoami" {
        return match auth {
            None => axum::Json(json!({"gateway": true, "version": "test"})).into_response(),
            Some(_) if member => axum::Json(json!({
                "gateway": true, "version": "test", "member": "asha",
                "grants": ["search", "unlock", "outreach"]
            }))
            .into_response(),
            Some(_) => error(
                StatusCode::UNAUTHORIZED,
                false,
                "unauthorized",
                "Unknown token.",
            ),
        };
    }
    if !member {
        return error(
            StatusCode::UNAUTHORIZED,
            alt,
            "unauthorized",
            "Unknown token.",
        );
    }
    let spend = *gw.spend.lock().unwrap();
    if spend == Spend::LedgerDown {
        return error(
            StatusCode::SERVICE_UNAVAILABLE,
            alt,
            "ledger_unavailable",
            "The team ledger is unavailable; nothing was forwarded.",
        );
    }
    if path == "/_talent/v1/report" {
        let body = gw.report.lock().unwrap().clone();
        return axum::Json(body.unwrap_or_else(|| json!({"member": "asha", "meters": []})))
            .into_response();
    }
    if path == "/_talent/v1/team-usage" {
        return axum::Json(json!({"data": [
            {"member": "asha", "cycleEndsOn": null,
             "unlocks": {"used": 1, "limit": 5}, "searches": {"used": 2, "limit": 50},
             "messages": {"used": 0, "limit": 10}},
            {"member": "(workspace)", "cycleEndsOn": null,
             "unlocks": {"used": 7, "limit": 100}, "searches": {"used": 9, "limit": 500},
             "messages": {"used": 0, "limit": 100}}
        ]}))
        .into_response();
    }
    let spends = path.starts_with("/api/v1/candidates/") || path == "/api/v1/search/candidates";
    if spends && spend == Spend::Allowance {
        return error(
            StatusCode::TOO_MANY_REQUESTS,
            alt,
            "allowance_exceeded",
            "Your unlocks allowance (5 per cycle) is used up; it resets on 1 Dec.",
        );
    }
    if spends
        && spend == Spend::Reserve
        && header(&parts.headers, "talent-confirm").as_deref() != Some("reserve")
    {
        return error(
            StatusCode::TOO_MANY_REQUESTS,
            alt,
            "reserve",
            "This unlock would leave the workspace under its reserve of 20.",
        );
    }
    // Forwarded with the workspace's key, as sent otherwise.
    let mut url = format!("{}{path}", gw.upstream);
    if let Some(q) = parts.uri.query() {
        url = format!("{url}?{q}");
    }
    let mut fwd = gw
        .http
        .request(parts.method.clone(), url)
        .bearer_auth(&gw.key)
        .body(body.to_vec());
    if let Some(ct) = parts.headers.get("content-type") {
        fwd = fwd.header("content-type", ct);
    }
    let resp = fwd.send().await.unwrap();
    let status = StatusCode::from_u16(resp.status().as_u16()).unwrap();
    let ct = resp.headers().get("content-type").cloned();
    // The service's `Date` (an unlock record older than it was unlocked before).
    let date = resp.headers().get("date").cloned();
    let allowance = gw.allowance.lock().unwrap().clone();
    let mut out = match (allowance, path.as_str()) {
        (Some(allowance), "/api/v1/usage") => {
            let mut usage: serde_json::Value = resp.json().await.unwrap();
            usage["allowance"] = allowance;
            (status, axum::Json(usage)).into_response()
        }
        _ => (status, resp.bytes().await.unwrap_or_default()).into_response(),
    };
    if let Some(ct) = ct {
        out.headers_mut().insert("content-type", ct);
    }
    if let Some(date) = date {
        out.headers_mut().insert("date", date);
    }
    out
}

fn authorized(seen: &[Seen]) -> Vec<&Seen> {
    seen.iter().filter(|s| s.authorization.is_some()).collect()
}

/// A `tlm_` token against the sandbox (the service: its whoami is 404) is
/// refused before it is sent: exit 2, the sandbox got no request.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn member_token_to_the_service_is_refused_before_it_is_sent() {
    let sb = Sandbox::start();
    let env = TestEnv::new();
    clear_log(&sb).await;
    let (code, stdout, stderr) = outcome(
        sb.talent_in(&env)
            .env("TALENT_API_KEY", TOKEN)
            .args(["usage"]),
    );
    assert_eq!(code, 2, "{stderr}");
    assert!(stdout.is_empty());
    assert!(stderr.contains("is not a talent gateway"), "{stderr}");
    assert!(!stderr.contains(TOKEN), "{stderr}");
    assert_eq!(request_count(&sb).await, 0, "nothing reached the service");
}

/// The same with a listener that records headers: only the probe came, and
/// it carried no credential; the second run is refused from the cache
/// without even the probe.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn member_token_never_reaches_a_base_that_is_not_a_gateway() {
    let sb = Sandbox::start();
    let not_gw = StandIn::start(&sb, false).await;
    let env = TestEnv::new();
    for _ in 0..2 {
        let (code, _, stderr) = outcome(not_gw.talent(&env, TOKEN).args(["usage"]));
        assert_eq!(code, 2, "{stderr}");
    }
    let seen = not_gw.seen();
    assert!(authorized(&seen).is_empty(), "{seen:?}");
    assert_eq!(
        seen.len(),
        1,
        "one probe, then the cached refusal: {seen:?}"
    );
    assert_eq!(seen[0].path, "/_talent/v1/whoami");
}

/// The workspace's service key is never sent to a gateway: exit 2, only the
/// probe (with no credential) reached it.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn service_key_to_a_gateway_is_refused_before_it_is_sent() {
    let sb = Sandbox::start();
    let gw = StandIn::start(&sb, true).await;
    let env = TestEnv::new();
    let (code, _, stderr) = outcome(gw.talent(&env, &sb.keys.production).args(["usage"]));
    assert_eq!(code, 2, "{stderr}");
    assert!(stderr.contains("is a talent gateway"), "{stderr}");
    assert!(authorized(&gw.seen()).is_empty(), "{:?}", gw.seen());
}

/// A planted cache cannot make talent send: "this is a gateway" for the
/// sandbox does not let a token go there, "not a gateway" for a gateway
/// does not let the service key go there. Both are probed, both refused.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_planted_gateway_cache_never_lets_a_credential_go() {
    let sb = Sandbox::start();
    let gw = StandIn::start(&sb, true).await;
    let env = TestEnv::new();
    let sandbox_root = format!("{}/", sb.base_url.trim_end_matches("/api/v1"));
    let now = chrono::Utc::now().timestamp_millis();
    std::fs::create_dir_all(env.data_dir()).unwrap();
    std::fs::write(
        env.data_dir().join("gateways.json"),
        json!({"bases": {
            sandbox_root: {"verdict": "gateway", "at_ms": now},
            format!("{}/", gw.url): {"verdict": "not_gateway", "at_ms": now},
        }})
        .to_string(),
    )
    .unwrap();
    clear_log(&sb).await;
    let (code, _, stderr) = outcome(
        sb.talent_in(&env)
            .env("TALENT_API_KEY", TOKEN)
            .args(["usage"]),
    );
    assert_eq!(code, 2, "{stderr}");
    assert_eq!(request_count(&sb).await, 0);
    let (code, _, stderr) = outcome(gw.talent(&env, &sb.keys.production).args(["usage"]));
    assert_eq!(code, 2, "{stderr}");
    assert!(authorized(&gw.seen()).is_empty(), "{:?}", gw.seen());
}

/// The lead's commands run where the ledger is: exit 2, one line, nothing
/// sent (not even the probe).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn lead_commands_are_refused_through_a_gateway() {
    let sb = Sandbox::start();
    let gw = StandIn::start(&sb, true).await;
    let env = TestEnv::new();
    for args in [
        &["team", "allowance", "list"][..],
        &["team", "allowance", "set", "ravi", "--unlocks", "5"],
        &["ledger", "show"],
        &["usage", "--local"],
    ] {
        let (code, stdout, stderr) = outcome(gw.talent(&env, TOKEN).args(args));
        assert_eq!(code, 2, "{args:?}: {stderr}");
        assert!(stdout.is_empty());
        assert!(
            stderr.contains("run it where the ledger is"),
            "{args:?}: {stderr}"
        );
    }
    assert!(gw.seen().is_empty(), "{:?}", gw.seen());
}

/// Through a gateway an unlock is the gateway's to judge and record: the
/// token (never the service key) is sent, `--member` and the ledger
/// settings say once that they change nothing, and no spend line is
/// written on this machine.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn member_and_ledger_settings_have_no_effect_through_a_gateway() {
    let sb = Sandbox::start();
    let gw = StandIn::start(&sb, true).await;
    let env = TestEnv::new();
    let id = some_talent_cards(&sb, 1).await.remove(0);
    let (code, stdout, stderr) = outcome(
        gw.talent(&env, TOKEN)
            .env("TALENT_LEDGER_URL", "postgres://nobody@127.0.0.1:9/none")
            .args([
                "candidate",
                "show",
                &id,
                "--member",
                "lead",
                "--yes",
                "-o",
                "json",
            ]),
    );
    assert_eq!(code, 0, "{stderr}");
    assert!(stdout.contains(&id), "{stdout}");
    let notices: Vec<&str> = stderr.lines().filter(|l| l.contains("no effect")).collect();
    assert_eq!(notices.len(), 1, "{stderr}");
    assert!(
        notices[0].contains("--member") && notices[0].contains("TALENT_LEDGER_URL"),
        "{stderr}"
    );
    let seen = gw.seen();
    let sent = authorized(&seen);
    assert!(!sent.is_empty());
    assert!(
        sent.iter()
            .all(|s| s.authorization.as_deref() == Some(&format!("Bearer {TOKEN}"))),
        "{seen:?}"
    );
    // No spend line on this machine.
    let ledger = env.data_dir().join("ledger.sqlite3");
    if ledger.exists() {
        let db = rusqlite::Connection::open(&ledger).unwrap();
        let lines: i64 = db
            .query_row("SELECT count(*) FROM audit", [], |r| r.get(0))
            .unwrap();
        assert_eq!(lines, 0, "no spend ledger on a member's machine");
    }
}

/// Past the member's allowance the gateway answers 429
/// `allowance_exceeded`: exit 5, the gateway's words (with the reset).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn allowance_exceeded_is_the_team_allowance_refusal() {
    let sb = Sandbox::start();
    let gw = StandIn::start(&sb, true).await;
    gw.set(Spend::Allowance);
    let env = TestEnv::new();
    let id = some_talent_cards(&sb, 1).await.remove(0);
    let (code, _, stderr) =
        outcome(
            gw.talent(&env, TOKEN)
                .args(["candidate", "show", &id, "--yes"]),
        );
    assert_eq!(code, 5, "{stderr}");
    assert!(
        stderr.contains("allowance") && stderr.contains("resets on 1 Dec"),
        "{stderr}"
    );
}

/// A spend that would trip the workspace's reserve: without a yes (no
/// terminal) it is the refusal, exit 5, and `Talent-Confirm` was never
/// sent; with `--yes` the header goes and the unlock is made.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn reserve_is_crossed_only_with_talent_confirm_after_yes() {
    let sb = Sandbox::start();
    let gw = StandIn::start(&sb, true).await;
    gw.set(Spend::Reserve);
    let env = TestEnv::new();
    let id = some_talent_cards(&sb, 1).await.remove(0);
    let (code, _, stderr) = outcome(gw.talent(&env, TOKEN).env("TALENT_ASK", "reserve").args([
        "candidate",
        "show",
        &id,
    ]));
    assert_eq!(code, 5, "{stderr}");
    assert!(stderr.contains("reserve"), "{stderr}");
    assert!(
        gw.seen().iter().all(|s| s.confirm.is_none()),
        "{:?}",
        gw.seen()
    );
    let (code, _, stderr) =
        outcome(
            gw.talent(&env, TOKEN)
                .args(["candidate", "show", &id, "--yes", "-o", "json"]),
        );
    assert_eq!(code, 0, "{stderr}");
    let seen = gw.seen();
    let unlock = seen
        .iter()
        .rfind(|s| s.path.starts_with("/api/v1/candidates/"))
        .unwrap();
    assert_eq!(unlock.confirm.as_deref(), Some("reserve"));
}

/// A gateway's 401 is exit 3; a gateway whose ledger is down (503
/// `ledger_unavailable`) is exit 1 at once, not retried.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn gateway_401_is_exit_3_and_ledger_unavailable_exit_1() {
    let sb = Sandbox::start();
    let gw = StandIn::start(&sb, true).await;
    let env = TestEnv::new();
    let other = "tlm_revokedrevokedrevokedrevokedrevokedrevoked";
    let (code, _, stderr) = outcome(gw.talent(&env, other).args(["usage"]));
    assert_eq!(code, 3, "{stderr}");
    gw.set(Spend::LedgerDown);
    let before = gw.seen().len();
    let (code, _, stderr) = outcome(gw.talent(&env, TOKEN).args(["usage"]));
    assert_eq!(code, 1, "{stderr}");
    assert!(stderr.contains("ledger"), "{stderr}");
    let usage_calls = gw.seen()[before..]
        .iter()
        .filter(|s| s.path == "/api/v1/usage")
        .count();
    assert_eq!(usage_calls, 1, "not retried: {:?}", gw.seen());
}

/// `auth login --gateway URL --with-token`: the probe first (no token),
/// then whoami with it; the token stored, the profile's bases the
/// gateway's; the next command goes there with the token.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn login_with_token_sets_the_gateway_bases() {
    let sb = Sandbox::start();
    let gw = StandIn::start(&sb, true).await;
    let env = TestEnv::new();
    let (code, stdout, stderr) = outcome(
        env.talent()
            .env("TALENT_KEYRING_BACKEND", "file")
            .args(["auth", "login", "--gateway", &gw.url, "--with-token"])
            .write_stdin(format!("{TOKEN}\n")),
    );
    assert_eq!(code, 0, "{stderr}");
    assert!(stdout.is_empty());
    assert!(stderr.contains("as member asha"), "{stderr}");
    assert!(!stderr.contains(TOKEN));
    let seen = gw.seen();
    assert_eq!(seen[0].path, "/_talent/v1/whoami");
    assert!(seen[0].authorization.is_none(), "the probe carries nothing");
    let config = std::fs::read_to_string(env.config_dir().join("config.toml")).unwrap();
    assert!(config.contains(&format!("{}/api/v1", gw.url)), "{config}");
    assert!(!config.contains(TOKEN));
    let (code, _, stderr) = outcome(
        env.talent()
            .env("TALENT_KEYRING_BACKEND", "file")
            .args(["usage", "-o", "json"]),
    );
    assert_eq!(code, 0, "{stderr}");
    assert!(gw.seen().iter().any(|s| s.path == "/api/v1/usage"
        && s.authorization.as_deref() == Some(&format!("Bearer {TOKEN}"))));
    // A service key typed at a gateway login is refused, nothing stored.
    let (code, _, stderr) = outcome(
        env.talent()
            .env("TALENT_KEYRING_BACKEND", "file")
            .args(["auth", "login", "--gateway", &gw.url, "--with-token"])
            .write_stdin(sb.keys.production.clone()),
    );
    assert_eq!(code, 2, "{stderr}");
}

/// Regression (gateway_login_without_a_keyring_keeps_the_file): with no OS
/// keyring, `auth login --gateway … --insecure-storage` put the token in
/// the plain file but saved the gateway's bases over a copy of the config
/// from before, dropping `key_storage = "file"`: every later command looked
/// in the missing keyring and ended exit 3.
#[cfg(target_os = "linux")]
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn gateway_login_without_a_keyring_keeps_the_file() {
    if unix_only(
        "a gateway login with no OS keyring",
        "the Secret Service over D-Bus is the Linux keyring",
    ) {
        return;
    }
    let sb = Sandbox::start();
    let gw = StandIn::start(&sb, true).await;
    let env = TestEnv::new();
    let no_keyring = |cmd: &mut assert_cmd::Command| {
        cmd.env("TALENT_KEYRING_BACKEND", "keyring")
            .env(
                "DBUS_SESSION_BUS_ADDRESS",
                "unix:path=/nonexistent/talent-test-bus",
            )
            .env_remove("TALENT_API_KEY");
    };
    let mut login = env.talent();
    no_keyring(&mut login);
    let (code, _, stderr) = outcome(
        login
            .args(["auth", "login", "--gateway", &gw.url, "--with-token"])
            .arg("--insecure-storage")
            .write_stdin(format!("{TOKEN}\n")),
    );
    assert_eq!(code, 0, "{stderr}");
    let config = std::fs::read_to_string(env.config_dir().join("config.toml")).unwrap();
    assert!(config.contains("key_storage"), "{config}");
    let mut usage = env.talent();
    no_keyring(&mut usage);
    let (code, _, stderr) = outcome(usage.args(["usage", "-o", "json"]));
    assert_eq!(code, 0, "{stderr}");
    assert!(gw.seen().iter().any(|s| s.path == "/api/v1/usage"
        && s.authorization.as_deref() == Some(&format!("Bearer {TOKEN}"))));
}

/// `report` and `team usage` read the gateway's own routes with the token.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn report_and_team_usage_read_the_gateways_routes() {
    let sb = Sandbox::start();
    let gw = StandIn::start(&sb, true).await;
    let env = TestEnv::new();
    let (code, stdout, stderr) =
        outcome(gw.talent(&env, TOKEN).args(["team", "usage", "-o", "json"]));
    assert_eq!(code, 0, "{stderr}");
    let rows = json_text(&stdout);
    assert_eq!(rows[0]["member"], "asha");
    assert_eq!(rows[1]["member"], "(workspace)");
    let (code, stdout, stderr) = outcome(gw.talent(&env, TOKEN).args(["report", "-o", "json"]));
    assert_eq!(code, 0, "{stderr}");
    assert_eq!(json_text(&stdout)["member"], "asha");
    let seen = gw.seen();
    for path in ["/_talent/v1/team-usage", "/_talent/v1/report"] {
        assert!(
            seen.iter()
                .any(|s| s.path == path && s.authorization.is_some()),
            "{path}: {seen:?}"
        );
    }
}

/// `--idempotency-key` goes to the gateway as `Idempotency-Key` on the
/// write (and is kept on this machine as before).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn idempotency_key_is_sent_to_the_gateway() {
    let sb = Sandbox::start();
    let gw = StandIn::start(&sb, true).await;
    let env = TestEnv::new();
    let (code, _, stderr) = outcome(gw.talent(&env, TOKEN).args([
        "jobs",
        "create",
        "--title",
        "Rust engineer",
        "--description",
        "Build the gateway.",
        "--idempotency-key",
        "k-1",
        "--yes",
        "-o",
        "json",
    ]));
    assert_eq!(code, 0, "{stderr}");
    let seen = gw.seen();
    let post = seen
        .iter()
        .find(|s| s.method == "POST" && s.path == "/api/v1/jobs")
        .expect("the job was posted");
    assert_eq!(post.idempotency.as_deref(), Some("k-1"));
}

/// The service's own usage record, as the sandbox counts it.
async fn workspace_usage(sb: &Sandbox) -> serde_json::Value {
    json_of(sb.main(reqwest::Method::GET, "/usage").send().await).await
}

/// Regression (the_spent_line_says_the_workspaces_left_and_the_allowance_apart):
/// through a gateway the member's allowance was put in the workspace's
/// meter, so "spent 1 unlock · 2 of 10 left" gave the allowance's 2 as the
/// workspace's (which had 9). Now the workspace's figure is the service's,
/// and the allowance is said beside it.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_spent_line_says_the_workspaces_left_and_the_allowance_apart() {
    let sb = Sandbox::start();
    let gw = StandIn::start(&sb, true).await;
    *gw.state.allowance.lock().unwrap() =
        Some(json!({"unlocks": {"limit": 5, "used": 2, "left": 3}}));
    let env = TestEnv::new();
    let id = some_talent_cards(&sb, 1).await.remove(0);
    let (code, _, stderr) =
        outcome(
            gw.talent(&env, TOKEN)
                .args(["candidate", "show", &id, "-o", "json"]),
        );
    assert_eq!(code, 0, "{stderr}");
    let usage = workspace_usage(&sb).await;
    let left = usage["apiUnlocks"]["limit"].as_i64().unwrap()
        - usage["apiUnlocks"]["used"].as_i64().unwrap();
    let limit = usage["apiUnlocks"]["limit"].as_i64().unwrap();
    assert!(
        stderr.contains(&format!(
            "spent 1 unlock · {left} of {limit} left · your allowance 2 of 5 left"
        )),
        "{stderr}"
    );
}

/// `talent usage` through a gateway shows the member's allowance beside
/// each meter in a table and a CSV too (it was only in `-o json`); a meter
/// without one says so; no pace from a ledger this machine does not keep.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn usage_through_a_gateway_shows_the_allowance_in_every_format() {
    let sb = Sandbox::start();
    let gw = StandIn::start(&sb, true).await;
    *gw.state.allowance.lock().unwrap() =
        Some(json!({"unlocks": {"limit": 5, "used": 2, "left": 3}}));
    let env = TestEnv::new();
    let (code, stdout, stderr) = outcome(
        gw.talent(&env, TOKEN)
            .env("COLUMNS", "80")
            .args(["usage", "-o", "table"]),
    );
    assert_eq!(code, 0, "{stderr}");
    assert!(
        stdout.contains("YOUR UNLOCKS") && stdout.contains("2 / 5"),
        "{stdout}"
    );
    assert!(
        stdout.contains("YOUR SEARCHES") && stdout.contains("no allowance set"),
        "{stdout}"
    );
    assert!(!stdout.contains(" PACE"), "{stdout}");
    assert!(stdout.lines().all(|l| l.chars().count() <= 80), "{stdout}");
    let (code, stdout, stderr) = outcome(gw.talent(&env, TOKEN).args(["usage", "-o", "csv"]));
    assert_eq!(code, 0, "{stderr}");
    let mut lines = stdout.lines();
    let header: Vec<&str> = lines.next().unwrap().split(',').collect();
    let row: Vec<&str> = lines.next().unwrap().split(',').collect();
    let at = |name: &str| row[header.iter().position(|h| *h == name).expect(name)];
    assert_eq!(
        (at("allowance.unlocks.used"), at("allowance.unlocks.limit")),
        ("2", "5")
    );
    // The columns a script read before, in their places; the allowance's after.
    let (code, plain, stderr) = outcome(sb.talent().args(["usage", "-o", "csv"]));
    assert_eq!(code, 0, "{stderr}");
    let before: Vec<&str> = plain.lines().next().unwrap().split(',').collect();
    assert_eq!(&header[..before.len()], &before[..], "{stdout}");
}

/// Regression (the_members_report_reads_as_the_leads): through a gateway a
/// table `report` printed nine rows of raw fields; now one labelled line a
/// figure, as where the ledger is.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_members_report_reads_as_the_leads() {
    let sb = Sandbox::start();
    let gw = StandIn::start(&sb, true).await;
    let lead = TestEnv::new();
    let (code, stdout, stderr) = outcome(
        sb.talent_in(&lead)
            .env("TALENT_API_KEY", &sb.keys.production)
            .args(["report", "-o", "json"]),
    );
    assert_eq!(code, 0, "{stderr}");
    *gw.state.report.lock().unwrap() = Some(json_text(&stdout));
    let env = TestEnv::new();
    let (code, stdout, stderr) = outcome(gw.talent(&env, TOKEN).args(["report", "-o", "table"]));
    assert_eq!(code, 0, "{stderr}");
    for label in [
        "Verdict",
        "Unlocks pace",
        "Searches forecast",
        "Channel gateway",
    ] {
        assert!(stdout.contains(label), "{label}: {stdout}");
    }
}

/// Regression (one_question_crosses_the_gateways_reserve): on a terminal
/// a spend the gateway refused for the reserve asked a second question
/// after the run's yes, and the Enter typed after that `y` answered it no.
/// One question per run: the yes sends it again with `Talent-Confirm`.
#[cfg(unix)]
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn one_question_crosses_the_gateways_reserve() {
    if !have_tmux() {
        return;
    }
    let sb = Sandbox::serve(SandboxOptions::default());
    let gw = StandIn::start(&sb, true).await;
    gw.set(Spend::Reserve);
    let id = some_talent_cards(&sb, 1).await.remove(0);
    let opts = PaneOptions {
        env: vec![
            ("TALENT_BASE_URL".into(), format!("{}/api/v1", gw.url)),
            ("TALENT_ALT_BASE_URL".into(), format!("{}/v1", gw.url)),
            ("TALENT_API_KEY".into(), TOKEN.into()),
        ],
        ..PaneOptions::default()
    };
    let pane = Pane::run(
        &sb,
        &format!("candidate show {id} -o json"),
        (120, 30),
        opts,
    );
    pane.wait_for("[y/N]");
    pane.text("y");
    pane.keys(&["Enter"]);
    assert_eq!(pane.exit_code(), 0, "{}", pane.screen());
    let screen = pane.screen();
    assert_eq!(
        screen.matches("Go on?").count(),
        1,
        "one question: {screen}"
    );
    let unlocks: Vec<Seen> = gw
        .seen()
        .into_iter()
        .filter(|s| s.path.starts_with("/api/v1/candidates/"))
        .collect();
    assert_eq!(
        unlocks.last().unwrap().confirm.as_deref(),
        Some("reserve"),
        "{unlocks:?}"
    );
}

/// A budget flag answers a tripped guard without a terminal (cli.md,
/// *Behaviour rules*): through a gateway it sends `Talent-Confirm` for its
/// meter, as `--yes` does; another meter's budget does not.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_budget_flag_crosses_the_gateways_reserve_for_its_meter() {
    let sb = Sandbox::start();
    let gw = StandIn::start(&sb, true).await;
    gw.set(Spend::Reserve);
    let env = TestEnv::new();
    let id = some_talent_cards(&sb, 1).await.remove(0);
    let (code, _, stderr) = outcome(gw.talent(&env, TOKEN).args([
        "candidate",
        "show",
        &id,
        "--max-searches",
        "5",
        "-o",
        "json",
    ]));
    assert_eq!(code, 5, "another meter's budget: {stderr}");
    let (code, _, stderr) = outcome(gw.talent(&env, TOKEN).args([
        "candidate",
        "show",
        &id,
        "--max-unlocks",
        "1",
        "-o",
        "json",
    ]));
    assert_eq!(code, 0, "{stderr}");
    let seen = gw.seen();
    let unlock = seen
        .iter()
        .rfind(|s| s.path.starts_with("/api/v1/candidates/"))
        .unwrap();
    assert_eq!(unlock.confirm.as_deref(), Some("reserve"));
}

/// A member's failures say what a member can do: a refused token points
/// at the lead and `auth login --gateway`, a gateway whose ledger is down
/// says nothing was spent, a gateway that does not answer is named with
/// its port.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_members_failures_say_what_a_member_can_do() {
    let sb = Sandbox::start();
    let gw = StandIn::start(&sb, true).await;
    let env = TestEnv::new();
    let other = "tlm_revokedrevokedrevokedrevokedrevokedrevoked";
    let (code, _, stderr) = outcome(gw.talent(&env, other).args(["usage"]));
    assert_eq!(code, 3, "{stderr}");
    assert!(stderr.contains("auth login --gateway"), "{stderr}");
    assert!(!stderr.contains("dashboard"), "{stderr}");
    gw.set(Spend::LedgerDown);
    let (code, _, stderr) = outcome(gw.talent(&env, TOKEN).args(["usage"]));
    assert_eq!(code, 1, "{stderr}");
    assert!(stderr.contains("nothing was sent or spent"), "{stderr}");
    let port = gw.url.rsplit(':').next().unwrap().to_string();
    let down = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let closed = down.local_addr().unwrap().port();
    drop(down);
    let (code, _, stderr) = outcome(
        env.talent()
            .env(
                "TALENT_BASE_URL",
                format!("http://127.0.0.1:{closed}/api/v1"),
            )
            .env(
                "TALENT_ALT_BASE_URL",
                format!("http://127.0.0.1:{closed}/v1"),
            )
            .env("TALENT_API_KEY", TOKEN)
            .env("TALENT_TIME_SCALE", "0.001")
            .args(["usage"]),
    );
    assert_eq!(code, 1, "{stderr}");
    assert!(stderr.contains(&format!("127.0.0.1:{closed}")), "{stderr}");
    assert!(!stderr.contains(&format!("127.0.0.1:{port}")));
}

/// `auth login --gateway` takes the ready line's `base_url` too (the
/// interface's suffix taken off), and refuses what is not an address
/// with one line, nothing sent.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn gateway_login_takes_the_base_url_and_refuses_what_is_no_address() {
    let sb = Sandbox::start();
    let gw = StandIn::start(&sb, true).await;
    let env = TestEnv::new();
    let (code, _, stderr) = outcome(
        env.talent()
            .env("TALENT_KEYRING_BACKEND", "file")
            .args([
                "auth",
                "login",
                "--gateway",
                &format!("{}/api/v1", gw.url),
                "--with-token",
            ])
            .write_stdin(format!("{TOKEN}\n")),
    );
    assert_eq!(code, 0, "{stderr}");
    let config = std::fs::read_to_string(env.config_dir().join("config.toml")).unwrap();
    assert!(
        config.contains(&format!("\"{}/api/v1\"", gw.url)),
        "{config}"
    );
    let before = gw.seen().len();
    for bad in [
        "http:",
        "gw.example.com",
        "ftp://gw.example.com",
        "https://gw.example.com/?x=1",
    ] {
        let (code, _, stderr) = outcome(
            env.talent()
                .env("TALENT_KEYRING_BACKEND", "file")
                .args(["auth", "login", "--gateway", bad, "--with-token"])
                .write_stdin(format!("{TOKEN}\n")),
        );
        assert_eq!(code, 2, "{bad}: {stderr}");
        assert!(
            stderr.contains("not a gateway's address"),
            "{bad}: {stderr}"
        );
    }
    assert_eq!(gw.seen().len(), before, "nothing sent");
}

/// The checks of a `doctor --json` run named `name`.
fn checks_named(out: &str, name: &str) -> Vec<serde_json::Value> {
    let all: Vec<serde_json::Value> =
        serde_json::from_str(out).unwrap_or_else(|e| panic!("{e}: {out}"));
    all.into_iter().filter(|c| c["check"] == name).collect()
}

/// `doctor` with a member token and a base that is not a gateway: it asks
/// the base's whoami without the token, says so in a failing check (exit
/// 1), and sends the token nowhere (it sent it with `GET /usage` before).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn doctor_never_sends_a_member_token_to_a_base_that_is_not_a_gateway() {
    let sb = Sandbox::start();
    let not_gw = StandIn::start(&sb, false).await;
    let env = TestEnv::new();
    let (code, stdout, stderr) = outcome(not_gw.talent(&env, TOKEN).args(["doctor", "--json"]));
    assert_eq!(code, 1, "{stdout}\n{stderr}");
    let seen = not_gw.seen();
    assert!(authorized(&seen).is_empty(), "{seen:?}");
    assert!(
        seen.iter().all(|s| s.path == "/_talent/v1/whoami"),
        "{seen:?}"
    );
    let gateway = checks_named(&stdout, "gateway");
    assert_eq!(gateway.len(), 1, "{stdout}");
    assert_eq!(gateway[0]["status"], "fail", "{stdout}");
    let detail = gateway[0]["detail"].as_str().unwrap();
    assert!(
        detail.contains("is not a talent gateway")
            && detail.contains("nothing was sent")
            && detail.contains("talent auth login --gateway URL"),
        "{detail}"
    );
    assert_eq!(
        checks_named(&stdout, "base_url")[0]["gateway"],
        false,
        "{stdout}"
    );
    assert!(checks_named(&stdout, "member").is_empty(), "{stdout}");
    assert!(!stdout.contains(TOKEN) && !stderr.contains(TOKEN));
    // Nothing of a ledger on a member's machine, even here.
    assert!(checks_named(&stdout, "ledger")[0]["detail"]
        .as_str()
        .unwrap()
        .contains("none on this machine"));
    assert!(!env.data_dir().join("ledger.sqlite3").exists());
}

/// The reverse: `doctor` with the workspace's service key and a base that
/// says it is a gateway sends the key nowhere (exit 1, one failing check).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn doctor_never_sends_the_service_key_to_a_gateway() {
    let sb = Sandbox::start();
    let gw = StandIn::start(&sb, true).await;
    let env = TestEnv::new();
    let (code, stdout, stderr) = outcome(
        gw.talent(&env, &sb.keys.production)
            .args(["doctor", "--json"]),
    );
    assert_eq!(code, 1, "{stdout}\n{stderr}");
    assert!(authorized(&gw.seen()).is_empty(), "{:?}", gw.seen());
    let gateway = checks_named(&stdout, "gateway");
    assert_eq!(gateway[0]["status"], "fail", "{stdout}");
    assert!(
        gateway[0]["detail"]
            .as_str()
            .unwrap()
            .contains("the workspace's service key never goes to a gateway"),
        "{stdout}"
    );
    assert!(checks_named(&stdout, "service").is_empty(), "{stdout}");
}

/// Through a gateway (the stand-in), `doctor` says the key is a member
/// token without showing it, that both bases are the gateway's, whom the
/// token is, the clock against the gateway's Date, and that no ledger is
/// kept here: `--member` and the ledger settings change nothing and no
/// ledger is opened or created. Exit 0.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn doctor_through_a_gateway_checks_the_gateway_and_the_token() {
    let sb = Sandbox::start();
    let gw = StandIn::start(&sb, true).await;
    let env = TestEnv::new();
    let (code, stdout, stderr) = outcome(
        gw.talent(&env, TOKEN)
            .env_remove("TALENT_NOW")
            .env("TALENT_MEMBER", "lead")
            .env("TALENT_LEDGER_URL", "postgres://nobody@127.0.0.1:9/none")
            .args(["doctor", "--json"]),
    );
    assert_eq!(code, 0, "{stdout}\n{stderr}");
    assert!(!stdout.contains(TOKEN) && !stderr.contains(TOKEN));
    let key = &checks_named(&stdout, "key")[0];
    assert_eq!(key["kind"], "member", "{stdout}");
    assert!(
        key["detail"]
            .as_str()
            .unwrap()
            .contains("member token for a team's gateway"),
        "{stdout}"
    );
    let gateway = checks_named(&stdout, "gateway");
    assert_eq!(gateway.len(), 1, "one root for both bases: {stdout}");
    assert_eq!(gateway[0]["status"], "ok", "{stdout}");
    assert_eq!(gateway[0]["version"], "test", "{stdout}");
    for base in ["base_url", "alt_base_url"] {
        assert_eq!(checks_named(&stdout, base)[0]["gateway"], true, "{stdout}");
    }
    let member = checks_named(&stdout, "member");
    assert_eq!(member.len(), 1, "{stdout}");
    assert_eq!(member[0]["status"], "ok", "{stdout}");
    assert_eq!(member[0]["member"], "asha", "not TALENT_MEMBER: {stdout}");
    assert!(member[0]["detail"]
        .as_str()
        .unwrap()
        .contains("search, unlock, outreach"));
    let clock = &checks_named(&stdout, "clock")[0];
    assert!(
        clock["detail"]
            .as_str()
            .unwrap()
            .contains("the gateway's Date"),
        "{stdout}"
    );
    assert_eq!(
        checks_named(&stdout, "service")[0]["status"],
        "ok",
        "{stdout}"
    );
    let ledger = checks_named(&stdout, "ledger");
    assert_eq!(ledger.len(), 1, "{stdout}");
    assert_eq!(ledger[0]["status"], "ok");
    assert!(ledger[0]["detail"]
        .as_str()
        .unwrap()
        .contains("none on this machine"));
    assert!(checks_named(&stdout, "team ledger").is_empty(), "{stdout}");
    assert!(!env.data_dir().join("ledger.sqlite3").exists());
    assert!(stderr.contains("no effect through a gateway"), "{stderr}");
    // The token went only after the probe without it said "gateway".
    let seen = gw.seen();
    assert_eq!(seen[0].path, "/_talent/v1/whoami");
    assert!(seen[0].authorization.is_none(), "{seen:?}");
}

/// `talent` alone in gateway mode names the gateway and suggests the
/// member's commands, not a service key's login; it sends nothing.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_overview_through_a_gateway_suggests_the_members_commands_and_sends_nothing() {
    let sb = Sandbox::start();
    let gw = StandIn::start(&sb, true).await;
    let env = TestEnv::new();
    let (code, stdout, stderr) = outcome(gw.talent(&env, TOKEN).env("COLUMNS", "80"));
    assert_eq!(code, 0, "{stderr}");
    assert!(stdout.contains(&gw.url), "{stdout}");
    assert!(stdout.contains("through your team's gateway"), "{stdout}");
    assert!(
        stdout.contains("talent usage") && stdout.contains("talent doctor"),
        "{stdout}"
    );
    assert!(!stdout.contains("store your API key"), "{stdout}");
    assert!(!stdout.contains(TOKEN));
    assert!(stdout.lines().all(|l| l.chars().count() <= 80), "{stdout}");
    assert!(gw.seen().is_empty(), "{:?}", gw.seen());
}

/// Hole (s62): a member whose token an older talent's login kept in the
/// plain file has no `gateway-members.json` record, and the bare `talent`
/// gave them the service key's overview (`auth login`, "store your API
/// key"). A member token in the plain file is read as cheaply as the
/// config; nothing is sent.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_overview_knows_a_filed_member_token_without_the_logins_record() {
    let sb = Sandbox::start();
    let gw = StandIn::start(&sb, true).await;
    let env = TestEnv::new();
    let (code, _, stderr) = outcome(
        env.talent()
            .env_remove("TALENT_API_KEY")
            .args(["auth", "login", "--gateway", &gw.url, "--with-token"])
            .arg("--insecure-storage")
            .write_stdin(format!("{TOKEN}\n")),
    );
    assert_eq!(code, 0, "{stderr}");
    let record = env.data_dir().join("gateway-members.json");
    assert!(record.exists(), "the login's record");
    std::fs::remove_file(&record).expect("an older talent's login left none");
    let before = gw.seen().len();
    let (code, stdout, stderr) = outcome(
        env.talent()
            .env_remove("TALENT_API_KEY")
            .env("COLUMNS", "80"),
    );
    assert_eq!(code, 0, "{stderr}");
    assert!(stdout.contains("through your team's gateway"), "{stdout}");
    assert!(stdout.contains(&gw.url), "{stdout}");
    assert!(!stdout.contains("store your API key"), "{stdout}");
    assert!(!stdout.contains(TOKEN), "{stdout}");
    assert_eq!(gw.seen().len(), before, "the overview sent nothing");
}

// ---------------------------------------------------------------------------
// End to end: a member's `talent` through the real `talent serve` (gw-serve)
// in front of the sandbox, on a throwaway PostgreSQL.

mod end_to_end {
    use std::process::{Command as StdCommand, Output, Stdio};

    use serde_json::json;

    use crate::common::*;
    use crate::serve::Gateway as Served;
    use crate::team::Db;

    /// A `talent serve` on 127.0.0.1:0 in front of `sb`, on `db`: the
    /// gateway tests' own harness.
    fn serve(sb: &Sandbox, db: &Db) -> Served {
        Served::start(sb, db, &[])
    }

    /// `talent` as the lead, on the ledger with the workspace's key.
    fn lead(sb: &Sandbox, db: &Db, args: &[&str]) -> Output {
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

    fn ok(out: Output) -> Output {
        expect_code(&out, 0);
        out
    }

    fn member_token(sb: &Sandbox, db: &Db, name: &str) -> String {
        ok(lead(sb, db, &["serve", "member", "add", name]));
        let out = ok(lead(
            sb,
            db,
            &["serve", "member", "token", name, "-o", "json"],
        ));
        json_stdout(&out)["token"]
            .as_str()
            .expect("token")
            .to_string()
    }

    /// The member's machine: its own folders, nothing of the lead's.
    fn member(env: &TestEnv, args: &[&str]) -> Output {
        let mut cmd = StdCommand::new(talent_bin());
        env.apply(&mut cmd);
        cmd.env("TALENT_KEYRING_BACKEND", "file")
            .env_remove("TALENT_API_KEY")
            .stdin(Stdio::null())
            .args(args)
            .output()
            .expect("talent runs")
    }

    fn login(env: &TestEnv, gw: &Served, token: &str) {
        let out = env
            .talent()
            .env("TALENT_KEYRING_BACKEND", "file")
            .args(["auth", "login", "--gateway", &gw.url, "--with-token"])
            .write_stdin(format!("{token}\n"))
            .output()
            .expect("runs");
        expect_code(&out, 0);
    }

    /// Login with `--with-token`, then a search and an unlock through the
    /// gateway: recorded in the team ledger under the member with the
    /// channel `gateway`, nothing on the member's machine; `team usage`
    /// and `report` through the gateway's routes show them.
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn through_talent_serve_a_members_spends_are_theirs() {
        let Some(db) = Db::create("TALENT_TEST_PG_URL") else {
            return;
        };
        let sb = Sandbox::start();
        let token = member_token(&sb, &db, "asha");
        let gw = serve(&sb, &db);
        let env = TestEnv::with_clock(sb.env.now_var().to_string());
        login(&env, &gw, &token);
        let id = some_talent_cards(&sb, 1).await.remove(0);
        let out = member(
            &env,
            &[
                "search", "--skill", "java", "--limit", "1", "--yes", "-o", "json",
            ],
        );
        expect_code(&out, 0);
        let out = member(&env, &["candidate", "show", &id, "--yes", "-o", "json"]);
        expect_code(&out, 0);
        assert!(stdout(&out).contains(&id));
        // A page's settle lands after its answer.
        crate::serve_fast::until(&db, "SELECT count(*) FROM talent_holds", "0");
        let lines = db.sql(
            "SELECT string_agg(member || ':' || meter || ':' || command, ',' ORDER BY meter) FROM talent_spends",
        );
        assert!(
            lines.contains("asha:searches:gateway") && lines.contains("asha:unlocks:gateway"),
            "{lines} / {}",
            gw.log.lock().unwrap()
        );
        assert!(!lines.contains("lead"), "{lines}");
        let usage = json_stdout(&ok(member(&env, &["team", "usage", "-o", "json"])));
        let rows = usage.as_array().expect("rows");
        assert_eq!(rows[0]["member"], "asha", "{usage}");
        assert_eq!(rows[0]["unlocks"]["used"], 1, "{usage}");
        assert!(rows
            .iter()
            .all(|r| r["member"] == "asha" || r["member"] == "(workspace)"));
        let report = json_stdout(&ok(member(&env, &["report", "-o", "json"])));
        assert!(report["workspace"].is_string(), "{report}");
        // The lead's commands are refused on the member's machine.
        expect_code(&member(&env, &["team", "allowance", "list"]), 2);
    }

    /// Past the allowance the lead set: exit 5, the allowance named, even
    /// with `--yes`, `--member lead` and `--offline-spend`; nothing reached
    /// the service.
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn through_talent_serve_an_allowance_holds_against_every_flag() {
        let Some(db) = Db::create("TALENT_TEST_PG_URL") else {
            return;
        };
        let sb = Sandbox::start();
        let token = member_token(&sb, &db, "asha");
        ok(lead(
            &sb,
            &db,
            &["team", "allowance", "set", "asha", "--unlocks", "0"],
        ));
        let gw = serve(&sb, &db);
        let env = TestEnv::with_clock(sb.env.now_var().to_string());
        login(&env, &gw, &token);
        let id = some_talent_cards(&sb, 1).await.remove(0);
        clear_log(&sb).await;
        let out = member(
            &env,
            &[
                "candidate",
                "show",
                &id,
                "--yes",
                "--member",
                "lead",
                "--offline-spend",
            ],
        );
        expect_code(&out, 5);
        let err = stderr(&out);
        assert!(err.contains("allowance"), "{err}");
        assert!(err.contains("no effect"), "{err}");
        let unlocks = received(&sb)
            .await
            .into_iter()
            .filter(|r| {
                r["path"]
                    .as_str()
                    .is_some_and(|p| p.starts_with("/api/v1/candidates/"))
            })
            .count();
        assert_eq!(unlocks, 0);
    }

    /// A spend into the workspace's reserve: without a terminal and
    /// without `--yes`, exit 5, nothing spent; with `--yes` talent sends
    /// `Talent-Confirm: reserve` and the search is made.
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn through_talent_serve_the_reserve_is_crossed_only_with_yes() {
        let Some(db) = Db::create("TALENT_TEST_PG_URL") else {
            return;
        };
        let sb = Sandbox::start();
        let token = member_token(&sb, &db, "asha");
        let limit = usage(&sb).await["searches"]["limit"]
            .as_i64()
            .expect("limit");
        set_used(&sb, json!({"searches": limit - limit / 10})).await;
        let gw = serve(&sb, &db);
        let env = TestEnv::with_clock(sb.env.now_var().to_string());
        login(&env, &gw, &token);
        clear_log(&sb).await;
        let out = member(
            &env,
            &["search", "--skill", "java", "--limit", "1", "-o", "json"],
        );
        expect_code(&out, 5);
        assert!(stderr(&out).contains("reserve"), "{}", stderr(&out));
        let searches = || async {
            received(&sb)
                .await
                .into_iter()
                .filter(|r| r["path"] == "/api/v1/search/candidates")
                .count()
        };
        assert_eq!(searches().await, 0);
        let out = member(
            &env,
            &[
                "search", "--skill", "java", "--limit", "1", "--yes", "-o", "json",
            ],
        );
        expect_code(&out, 0);
        assert_eq!(searches().await, 1);
    }

    /// The member's machine with `vars` set too.
    fn member_with(env: &TestEnv, vars: &[(&str, &str)], args: &[&str]) -> Output {
        let mut cmd = StdCommand::new(talent_bin());
        env.apply(&mut cmd);
        cmd.env("TALENT_KEYRING_BACKEND", "file")
            .env_remove("TALENT_API_KEY")
            .envs(vars.iter().copied())
            .stdin(Stdio::null())
            .args(args);
        cmd.output().expect("talent runs")
    }

    /// `doctor --json` on the member's machine, on the real clock: the
    /// gateway's `Date` is its machine's, whatever `TALENT_NOW` says.
    fn doctor(env: &TestEnv, vars: &[(&str, &str)]) -> Output {
        let mut cmd = StdCommand::new(talent_bin());
        env.apply(&mut cmd);
        cmd.env("TALENT_KEYRING_BACKEND", "file")
            .env_remove("TALENT_API_KEY")
            .env_remove("TALENT_NOW")
            .envs(vars.iter().copied())
            .stdin(Stdio::null())
            .args(["doctor", "--json"])
            .output()
            .expect("talent runs")
    }

    fn named<'a>(checks: &'a [serde_json::Value], name: &str) -> &'a serde_json::Value {
        checks
            .iter()
            .find(|c| c["check"] == name)
            .unwrap_or_else(|| panic!("no {name} check: {checks:?}"))
    }

    /// Through the real gateway, after `auth login --gateway`: `doctor`
    /// says the key is a member token (never showing it), that the bases
    /// are the gateway's (its version), that it takes the token as asha
    /// with her grants and allowance, the clock against its Date, and
    /// that no ledger is kept here (none opened or created, `--member` and
    /// `TALENT_LEDGER_URL` without effect). Once the lead revokes asha, the
    /// member check fails (exit 1) with what a member can do.
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn doctor_through_talent_serve_names_the_member_and_fails_a_revoked_token() {
        let Some(db) = Db::create("TALENT_TEST_PG_URL") else {
            return;
        };
        let sb = Sandbox::start();
        let token = member_token(&sb, &db, "asha");
        ok(lead(
            &sb,
            &db,
            &["team", "allowance", "set", "asha", "--unlocks", "5"],
        ));
        let gw = serve(&sb, &db);
        let env = TestEnv::with_clock(sb.env.now_var().to_string());
        login(&env, &gw, &token);
        let ledger = env.data_dir().join("ledger.sqlite3");
        let had_ledger = ledger.exists();
        let vars = [
            ("TALENT_LEDGER_URL", "postgres://nobody@127.0.0.1:9/none"),
            ("TALENT_MEMBER", "lead"),
        ];
        let out = doctor(&env, &vars);
        expect_code(&out, 0);
        let (text, err) = (stdout(&out), stderr(&out));
        assert!(!text.contains(&token) && !err.contains(&token));
        let all = json_array(&out);
        assert_eq!(named(&all, "key")["kind"], "member", "{text}");
        assert!(named(&all, "key")["detail"]
            .as_str()
            .unwrap()
            .contains("member token for a team's gateway"));
        let gateway = named(&all, "gateway");
        assert_eq!(gateway["status"], "ok", "{text}");
        assert_eq!(gateway["url"], format!("{}/", gw.url), "{text}");
        assert_eq!(gateway["version"], env!("CARGO_PKG_VERSION"), "{text}");
        let asha = named(&all, "member");
        assert_eq!(asha["status"], "ok", "{text}");
        assert_eq!(asha["member"], "asha", "{text}");
        assert_eq!(asha["allowances"]["unlocks"]["limit"], 5, "{text}");
        assert!(
            asha["detail"]
                .as_str()
                .unwrap()
                .contains("unlocks 5 of 5 left"),
            "{text}"
        );
        assert!(named(&all, "clock")["detail"]
            .as_str()
            .unwrap()
            .contains("gateway's Date"));
        assert_eq!(named(&all, "service")["status"], "ok", "{text}");
        assert!(named(&all, "ledger")["detail"]
            .as_str()
            .unwrap()
            .contains("none on this machine"));
        assert!(all.iter().all(|c| c["check"] != "team ledger"), "{text}");
        assert_eq!(ledger.exists(), had_ledger, "doctor made no ledger");
        assert!(err.contains("no effect through a gateway"), "{err}");

        ok(lead(&sb, &db, &["serve", "member", "revoke", "asha"]));
        let out = doctor(&env, &[]);
        expect_code(&out, 1);
        let all = json_array(&out);
        let refused = named(&all, "member");
        assert_eq!(refused["status"], "fail", "{}", stdout(&out));
        let detail = refused["detail"].as_str().unwrap();
        assert!(
            detail.contains("does not take this member token")
                && detail.contains("ask your team's lead")
                && detail.contains("talent auth login --gateway URL"),
            "{detail}"
        );
        assert_eq!(named(&all, "gateway")["status"], "ok");
        assert!(stderr(&out).contains("member"), "{}", stderr(&out));
    }

    /// `talent` alone after `auth login --gateway`, at 80 columns: the
    /// gateway's address and the member the login recorded, the member's
    /// commands; the gateway gets no request from it.
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn the_overview_through_talent_serve_names_the_gateway_and_the_member() {
        let Some(db) = Db::create("TALENT_TEST_PG_URL") else {
            return;
        };
        let sb = Sandbox::start();
        let token = member_token(&sb, &db, "asha");
        let gw = serve(&sb, &db);
        let env = TestEnv::with_clock(sb.env.now_var().to_string());
        login(&env, &gw, &token);
        std::thread::sleep(std::time::Duration::from_millis(300));
        let before = gw.log();
        let out = member_with(&env, &[("COLUMNS", "80")], &[]);
        expect_code(&out, 0);
        let text = stdout(&out);
        assert!(text.lines().all(|l| l.chars().count() <= 80), "{text}");
        assert!(text.contains("as member asha"), "{text}");
        std::thread::sleep(std::time::Duration::from_millis(300));
        assert_eq!(gw.log(), before, "the overview sent nothing");
        Redactions::new(&env)
            .value(&gw.url, "http://[gateway]")
            .settings()
            .bind(|| {
                insta::with_settings!({snapshot_path => "snapshots/outputs"}, {
                    insta::assert_snapshot!("overview_through_a_gateway", transcript(&out));
                });
            });
    }
}
