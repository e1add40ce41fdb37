//! `talent mcp`'s own approval page, driven by a real headless browser
//! (Debian's chromium and chromium-driver, selenium from PyPI, through
//! `approval_browser.py`), and how the server holds its protocol and its
//! command line: every request answered, stdout closed stops it, options
//! that would print between protocol lines refused.
//!
//! The client here is raw JSON-RPC over the binary's stdin and stdout and
//! declares no elicitation, so every question goes to talent's page,
//! opened through `$BROWSER` (a script that records the forwarding file, or
//! one that clicks).

use std::io::{BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{Receiver, RecvTimeoutError};
use std::time::{Duration, Instant};

use serde_json::{json, Value};

use crate::common::*;

/// Says on the terminal that a test did not run, or fails it under CI.
fn skip_browser(test: &str, why: &str) {
    skip(
        test,
        &format!("{why} (apt-get install chromium chromium-driver; pip install selenium)"),
    );
}

fn helper() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/cli/approval_browser.py")
}

/// Whether headless Chromium can be driven here; else the test is skipped.
fn browser(test: &str) -> bool {
    let have = |p: &str| Path::new(p).exists();
    if !have("/usr/bin/chromium") || !have("/usr/bin/chromedriver") {
        skip_browser(test, "chromium or chromedriver is not installed");
        return false;
    }
    let selenium = Command::new("python3")
        .args(["-c", "import selenium"])
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .is_ok_and(|s| s.success());
    if !selenium {
        skip_browser(test, "python3 with selenium is not installed");
        return false;
    }
    true
}

/// `talent mcp` as a raw JSON-RPC peer.
struct Mcp {
    child: Child,
    stdin: Option<ChildStdin>,
    lines: Receiver<String>,
    next: u64,
    /// Progress notifications heard.
    progress: usize,
}

impl Mcp {
    fn start(sb: &Sandbox, args: &[&str], browser: Option<&str>) -> Mcp {
        let mut cmd = Command::new(talent_bin());
        sb.apply(&mut cmd);
        cmd.env_remove("DISPLAY").env_remove("WAYLAND_DISPLAY");
        match browser {
            Some(b) => cmd.env("BROWSER", b),
            None => cmd.env_remove("BROWSER"),
        };
        let mut child = cmd
            .arg("mcp")
            .args(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("spawn talent mcp");
        let stdout = child.stdout.take().expect("stdout");
        let (tx, lines) = std::sync::mpsc::channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines() {
                let Ok(line) = line else { break };
                if tx.send(line).is_err() {
                    break;
                }
            }
        });
        let mut m = Mcp {
            stdin: child.stdin.take(),
            child,
            lines,
            next: 100,
            progress: 0,
        };
        m.send(
            &json!({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {
            "protocolVersion": "2025-11-25", "capabilities": {},
            "clientInfo": {"name": "raw", "version": "1"}}}),
        );
        let init = m.reply(1, Duration::from_secs(20));
        assert_eq!(init["result"]["serverInfo"]["name"], "talent", "{init}");
        m.send(&json!({"jsonrpc": "2.0", "method": "notifications/initialized"}));
        m
    }

    fn send(&mut self, v: &Value) {
        self.write(format!("{v}\n").as_bytes());
    }

    fn write(&mut self, bytes: &[u8]) {
        let stdin = self.stdin.as_mut().expect("stdin open");
        stdin.write_all(bytes).expect("write");
        stdin.flush().expect("flush");
    }

    /// The next line the server writes.
    fn line(&mut self, within: Duration) -> Option<Value> {
        match self.lines.recv_timeout(within) {
            Ok(l) => Some(serde_json::from_str(&l).unwrap_or_else(|e| panic!("{e}: {l}"))),
            Err(RecvTimeoutError::Timeout) => None,
            Err(RecvTimeoutError::Disconnected) => None,
        }
    }

    /// The answer to request `id` (notifications heard on the way counted).
    fn reply(&mut self, id: u64, within: Duration) -> Value {
        let until = Instant::now() + within;
        loop {
            let left = until.saturating_duration_since(Instant::now());
            let v = self
                .line(left)
                .unwrap_or_else(|| panic!("no answer to request {id} within {within:?}"));
            if v["id"] == json!(id) {
                return v;
            }
            if v["method"] == "notifications/progress" {
                self.progress += 1;
            }
        }
    }

    /// Sends a tools/call; returns its id.
    fn call_async(&mut self, tool: &str, args: Value) -> u64 {
        self.next += 1;
        let id = self.next;
        self.send(&json!({"jsonrpc": "2.0", "id": id, "method": "tools/call",
            "params": {"name": tool, "arguments": args, "_meta": {"progressToken": id}}}));
        id
    }

    fn result(&mut self, id: u64, within: Duration) -> Value {
        let r = self.reply(id, within);
        r["result"]["structuredContent"].clone()
    }

    /// A call, repeated while it answers `pending_approval`.
    fn call_until_answered(&mut self, tool: &str, args: Value, within: Duration) -> Value {
        let until = Instant::now() + within;
        loop {
            let id = self.call_async(tool, args.clone());
            let r = self.result(id, within);
            if r["pending_approval"] != true || Instant::now() > until {
                return r;
            }
        }
    }
}

impl Drop for Mcp {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// A `$BROWSER` that keeps a copy of the forwarding file it is handed, so
/// the test can drive the page.
fn recorder(dir: &Path) -> (String, PathBuf) {
    let copy = dir.join("forward-copy.html");
    let script = dir.join("record-browser.sh");
    std::fs::write(
        &script,
        format!(
            "#!/bin/sh\nls -l \"$1\" > '{dir}/mode.txt'\ncp \"$1\" '{copy}.tmp' && mv '{copy}.tmp' '{copy}'\n",
            dir = dir.display(),
            copy = copy.display()
        ),
    )
    .expect("script");
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        std::fs::set_permissions(&script, std::fs::Permissions::from_mode(0o755)).expect("chmod");
    }
    (script.display().to_string(), copy)
}

fn wait_for(path: &Path, within: Duration) -> bool {
    let until = Instant::now() + within;
    while Instant::now() < until {
        if path.exists() {
            return true;
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    false
}

/// The page's address, from the forwarding file.
fn url_in(forward: &Path) -> String {
    let text = std::fs::read_to_string(forward).expect("forwarding file");
    let start = text.find("url=").expect("a refresh") + 4;
    let end = text[start..].find('"').expect("end") + start;
    text[start..end].to_string()
}

/// Runs the browser helper; what the browser showed after each step.
fn drive(action: &str, target: &Path) -> Vec<String> {
    let out = Command::new("python3")
        .arg(helper())
        .arg(action)
        .arg(target)
        .output()
        .expect("run the browser helper");
    assert!(
        out.status.success(),
        "{action}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    let v: Value = serde_json::from_slice(&out.stdout).expect("helper JSON");
    v["seen"]
        .as_array()
        .expect("seen")
        .iter()
        .map(|s| s.as_str().unwrap_or_default().to_string())
        .collect()
}

/// A question on the page: the session, the pending call's id, the
/// forwarding file's copy.
fn question(sb: &Sandbox, dir: &Path, card: &str) -> (Mcp, u64, PathBuf) {
    let (script, copy) = recorder(dir);
    let mut m = Mcp::start(sb, &[], Some(&script));
    let id = m.call_async("get_candidate", json!({"talent_card_id": card}));
    assert!(
        wait_for(&copy, Duration::from_secs(20)),
        "the page was opened"
    );
    (m, id, copy)
}

const LONG: Duration = Duration::from_secs(90);

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn mcp_a_client_that_cannot_ask_gets_talents_page_and_only_its_approve_spends() {
    if unix_only(
        "talent's approval page",
        "its $BROWSER is a Unix script, which a Windows program cannot start",
    ) {
        return;
    }
    let test = "mcp_a_client_that_cannot_ask_gets_talents_page_and_only_its_approve_spends";
    if !browser(test) {
        return;
    }
    let sb = Sandbox::scaled(0.1);
    let cards = some_talent_cards(&sb, 2).await;
    let dir = tempfile::tempdir().expect("tmp");

    // A $BROWSER that clicks Approve: the unlock is spent once, and the
    // approved spend leaves the unasked allowance alone.
    let clicker = format!("python3 {} approve", helper().display());
    let mut m = Mcp::start(&sb, &[], Some(&clicker));
    let before = used(&sb, "apiUnlocks").await;
    let r = m.call_until_answered("get_candidate", json!({"talent_card_id": cards[0]}), LONG);
    assert_eq!(r["talentCardId"], cards[0].as_str(), "{r}");
    assert_eq!(used(&sb, "apiUnlocks").await, before + 1);
    let id = m.call_async("get_usage", json!({}));
    let usage = m.result(id, LONG);
    assert_eq!(usage["allowances"]["unlocks"]["used"], 0, "{usage}");
    drop(m);

    // Decline: nothing sent, a normal result that says so.
    let (mut m, id, copy) = question(&sb, dir.path(), &cards[1]);
    let mode = std::fs::read_to_string(dir.path().join("mode.txt")).unwrap_or_default();
    assert!(
        mode.starts_with("-rw-------"),
        "the forwarding file is private: {mode}"
    );
    let seen = drive("decline", &copy);
    assert!(seen[0].contains("talent asks for your yes"), "{seen:?}");
    assert!(
        seen[0].contains(cards[1].as_str()),
        "the question names the candidate: {seen:?}"
    );
    assert!(seen[1].contains("answered"), "{seen:?}");
    let mut r = m.result(id, LONG);
    if r["pending_approval"] == true {
        r = m.call_until_answered("get_candidate", json!({"talent_card_id": cards[1]}), LONG);
    }
    assert_eq!(r["declined"], true, "{r}");
    assert_eq!(r["reason"], "declined", "{r}");
    assert_eq!(r["cost"], 1, "{r}");
    assert_eq!(
        used(&sb, "apiUnlocks").await,
        before + 1,
        "nothing more spent"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn mcp_talents_page_refuses_a_foreign_host_a_foreign_origin_and_a_missing_token() {
    if unix_only(
        "talent's approval page",
        "its $BROWSER is a Unix script, which a Windows program cannot start",
    ) {
        return;
    }
    let test = "mcp_talents_page_refuses_a_foreign_host_a_foreign_origin_and_a_missing_token";
    if !browser(test) {
        return;
    }
    let sb = Sandbox::scaled(0.1);
    let card = some_talent_cards(&sb, 1).await.remove(0);
    let before = used(&sb, "apiUnlocks").await;
    for action in ["foreign-host", "foreign-origin", "no-token"] {
        let dir = tempfile::tempdir().expect("tmp");
        let (mut m, id, copy) = question(&sb, dir.path(), &card);
        let url = url_in(&copy);
        let target = if action == "foreign-origin" {
            PathBuf::from(&url)
        } else {
            copy.clone()
        };
        let seen = drive(action, &target);
        assert!(
            !seen[0].contains("answered"),
            "{action}: the refused attempt answers nothing: {seen:?}"
        );
        if action != "foreign-origin" {
            assert!(seen[0].contains("Refused"), "{action}: 403: {seen:?}");
        }
        // The question is still open for its own browser (or declined as
        // opened elsewhere), and nothing was spent either way.
        let r = m.result(id, LONG);
        assert!(
            r["pending_approval"] == true || r["declined"] == true,
            "{action}: {r}"
        );
        assert_eq!(
            used(&sb, "apiUnlocks").await,
            before,
            "{action}: nothing spent"
        );
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn mcp_talents_page_takes_one_answer_and_says_expired_after_its_life() {
    if unix_only(
        "talent's approval page",
        "its $BROWSER is a Unix script, which a Windows program cannot start",
    ) {
        return;
    }
    let test = "mcp_talents_page_takes_one_answer_and_says_expired_after_its_life";
    if !browser(test) {
        return;
    }
    // A second answer changes nothing: the first (approve) holds.
    let sb = Sandbox::scaled(0.1);
    let cards = some_talent_cards(&sb, 2).await;
    let before = used(&sb, "apiUnlocks").await;
    let dir = tempfile::tempdir().expect("tmp");
    let (mut m, id, copy) = question(&sb, dir.path(), &cards[0]);
    let seen = drive("second", &copy);
    assert!(seen[0].contains("you approved it"), "{seen:?}");
    assert!(seen[1].contains("answered: you approved it"), "{seen:?}");
    let mut r = m.result(id, LONG);
    if r["pending_approval"] == true {
        r = m.call_until_answered("get_candidate", json!({"talent_card_id": cards[0]}), LONG);
    }
    assert_eq!(r["talentCardId"], cards[0].as_str(), "{r}");
    assert_eq!(used(&sb, "apiUnlocks").await, before + 1);
    drop(m);

    // Expiry: 5 minutes at scale 0.05 is 15 s; the call answers
    // pending_approval after 2.5 s, the page then says expired, and the
    // repeated call returns declined with reason expired.
    let sb = Sandbox::scaled(0.05);
    let cards = some_talent_cards(&sb, 1).await;
    let dir = tempfile::tempdir().expect("tmp");
    let (mut m, id, copy) = question(&sb, dir.path(), &cards[0]);
    let r = m.result(id, LONG);
    assert_eq!(r["pending_approval"], true, "{r}");
    assert!(m.progress >= 1, "progress while waiting");
    let seen = drive("wait-expire:16", &copy);
    assert!(seen[1].contains("expired"), "{seen:?}");
    let id = m.call_async("get_candidate", json!({"talent_card_id": cards[0]}));
    let r = m.result(id, LONG);
    assert_eq!(r["declined"], true, "{r}");
    assert_eq!(r["reason"], "expired", "{r}");
}

/// Raw HTTP to the page, for what a browser will not send.
fn http(url: &str, method: &str, headers: &[(&str, &str)], body: &str) -> (u16, String) {
    let rest = url.strip_prefix("http://").expect("http");
    let (host, path) = rest.split_once('/').expect("path");
    let mut s = std::net::TcpStream::connect(host).expect("connect");
    let mut req = format!("{method} /{path} HTTP/1.1\r\nConnection: close\r\n");
    if !headers.iter().any(|(k, _)| k.eq_ignore_ascii_case("host")) {
        req.push_str(&format!("Host: {host}\r\n"));
    }
    for (k, v) in headers {
        req.push_str(&format!("{k}: {v}\r\n"));
    }
    req.push_str(&format!(
        "Content-Type: application/x-www-form-urlencoded\r\nContent-Length: {}\r\n\r\n{body}",
        body.len()
    ));
    s.write_all(req.as_bytes()).expect("send");
    let mut out = String::new();
    std::io::Read::read_to_string(&mut s, &mut out).expect("read");
    let code = out[9..12].parse().expect("status");
    (code, out)
}

fn header<'a>(response: &'a str, name: &str) -> Option<&'a str> {
    response.lines().find_map(|l| {
        let (k, v) = l.split_once(':')?;
        k.eq_ignore_ascii_case(name).then(|| v.trim())
    })
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn mcp_the_approval_page_checks_host_origin_owner_and_token() {
    if unix_only(
        "talent's approval page",
        "its $BROWSER is a Unix script, which a Windows program cannot start",
    ) {
        return;
    }
    let sb = Sandbox::scaled(0.1);
    let card = some_talent_cards(&sb, 1).await.remove(0);
    let before = used(&sb, "apiUnlocks").await;
    let dir = tempfile::tempdir().expect("tmp");
    let (mut m, id, copy) = question(&sb, dir.path(), &card);
    let url = url_in(&copy);
    let host = url
        .trim_start_matches("http://")
        .split('/')
        .next()
        .unwrap()
        .to_string();
    let origin = format!("http://{host}");
    let path_bits = url.rsplit('/').next().unwrap().len() * 4;
    assert!(path_bits >= 128, "an unguessable path: {url}");

    // A foreign Host (DNS rebinding) is 403 before anything else.
    let (code, _) = http(&url, "GET", &[("Host", "evil.example:80")], "");
    assert_eq!(code, 403);
    // The first load owns the page; its headers keep it to itself.
    let (code, page) = http(&url, "GET", &[], "");
    assert_eq!(code, 200, "{page}");
    for (h, v) in [
        ("cache-control", "no-store"),
        ("x-frame-options", "DENY"),
        ("referrer-policy", "same-origin"),
    ] {
        assert_eq!(header(&page, h), Some(v), "{h}");
    }
    let csp = header(&page, "content-security-policy").expect("CSP");
    assert!(
        csp.contains("default-src 'none'") && csp.contains("frame-ancestors 'none'"),
        "{csp}"
    );
    assert!(!page.contains("<script"), "no script");
    let cookie = header(&page, "set-cookie").expect("owner cookie");
    assert!(
        cookie.contains("HttpOnly") && cookie.contains("SameSite=Strict"),
        "{cookie}"
    );
    let cookie = cookie.split(';').next().unwrap().to_string();
    let token = page
        .split("name=\"token\" value=\"")
        .nth(1)
        .and_then(|t| t.split('"').next())
        .expect("token")
        .to_string();
    let approve = format!("token={token}&answer=approve");
    // A foreign Origin, a missing token, a missing owner cookie: 403.
    let foreign = [
        ("Cookie", cookie.as_str()),
        ("Origin", "http://evil.example"),
    ];
    assert_eq!(http(&url, "POST", &foreign, &approve).0, 403);
    let null_origin = [("Cookie", cookie.as_str()), ("Origin", "null")];
    assert_eq!(http(&url, "POST", &null_origin, &approve).0, 403);
    let own = [("Cookie", cookie.as_str()), ("Origin", origin.as_str())];
    assert_eq!(http(&url, "POST", &own, "answer=approve").0, 403);
    assert_eq!(
        http(
            &url,
            "POST",
            &own,
            &format!("token={}&answer=approve", "0".repeat(32))
        )
        .0,
        403
    );
    assert_eq!(
        http(&url, "POST", &[("Origin", origin.as_str())], &approve).0,
        403
    );
    assert_eq!(used(&sb, "apiUnlocks").await, before, "nothing spent");
    // The owner's answer counts, once.
    let (code, done) = http(&url, "POST", &own, &approve);
    assert_eq!(code, 200);
    assert!(done.contains("answered"), "{done}");
    let (_, again) = http(&url, "POST", &own, &format!("token={token}&answer=decline"));
    assert!(
        again.contains("you approved it"),
        "a second answer changes nothing: {again}"
    );
    let mut r = m.result(id, LONG);
    if r["pending_approval"] == true {
        r = m.call_until_answered("get_candidate", json!({"talent_card_id": card}), LONG);
    }
    assert_eq!(r["talentCardId"], card.as_str(), "{r}");
    assert_eq!(used(&sb, "apiUnlocks").await, before + 1);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn mcp_a_second_browser_loading_the_page_declines_the_question() {
    if unix_only(
        "talent's approval page",
        "its $BROWSER is a Unix script, which a Windows program cannot start",
    ) {
        return;
    }
    let sb = Sandbox::scaled(0.1);
    let card = some_talent_cards(&sb, 1).await.remove(0);
    let before = used(&sb, "apiUnlocks").await;
    let dir = tempfile::tempdir().expect("tmp");
    let (mut m, id, copy) = question(&sb, dir.path(), &card);
    let url = url_in(&copy);
    assert_eq!(http(&url, "GET", &[], "").0, 200);
    let (_, second) = http(&url, "GET", &[], "");
    assert!(second.contains("opened elsewhere"), "{second}");
    let r = m.result(id, LONG);
    assert_eq!(r["declined"], true, "{r}");
    assert_eq!(used(&sb, "apiUnlocks").await, before);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn mcp_with_no_page_to_open_a_question_is_refused_at_once() {
    if unix_only(
        "talent's approval page",
        "its $BROWSER is a Unix script, which a Windows program cannot start",
    ) {
        return;
    }
    let sb = Sandbox::start();
    let card = some_talent_cards(&sb, 1).await.remove(0);
    let before = used(&sb, "apiUnlocks").await;
    // $BROWSER unset and no display; $BROWSER none; an opener that fails.
    for browser in [None, Some("none"), Some(""), Some("false")] {
        let mut m = Mcp::start(&sb, &[], browser);
        let started = Instant::now();
        let id = m.call_async("get_candidate", json!({"talent_card_id": card}));
        let r = m.result(id, Duration::from_secs(30));
        assert_eq!(r["error"]["code"], "needs_confirmation", "{browser:?}: {r}");
        assert!(
            started.elapsed() < Duration::from_secs(6),
            "{browser:?}: at once (an opener's failure within 5 s)"
        );
    }
    assert_eq!(used(&sb, "apiUnlocks").await, before);
}

#[test]
fn mcp_options_that_shape_printed_output_are_refused() {
    let sb = Sandbox::start();
    let dir = tempfile::tempdir().expect("tmp");
    let out_file = dir.path().join("out.json");
    let out_arg = out_file.display().to_string();
    for args in [
        vec!["--dry-run", "mcp"],
        vec!["--curl", "mcp"],
        vec!["--out", out_arg.as_str(), "mcp"],
        vec!["mcp", "--resume"],
        vec!["-o", "json", "mcp"],
        vec!["--fields", "name", "mcp"],
        vec!["mcp", "--jq", ".x"],
    ] {
        let out = run_code(&sb, &args, 2);
        assert!(out.stdout.is_empty(), "{args:?}: nothing on stdout");
        assert!(
            stderr(&out).contains("cannot be given to mcp"),
            "{args:?}: {}",
            stderr(&out)
        );
    }
    assert!(!out_file.exists(), "--out created no file");
}

#[test]
fn mcp_talent_output_in_the_environment_is_ignored() {
    use std::io::Read;
    let sb = Sandbox::start();
    let mut cmd = Command::new(talent_bin());
    sb.apply(&mut cmd);
    let mut child = cmd
        .env("TALENT_OUTPUT", "csv")
        .arg("mcp")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("spawn");
    let mut stdin = child.stdin.take().unwrap();
    stdin
        .write_all(br#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"t","version":"1"}}}"#)
        .unwrap();
    stdin.write_all(b"\n").unwrap();
    drop(stdin);
    let mut out = String::new();
    child
        .stdout
        .take()
        .unwrap()
        .read_to_string(&mut out)
        .unwrap();
    assert!(child.wait().unwrap().success());
    let v: Value = serde_json::from_str(out.lines().next().expect("a line")).expect("JSON");
    assert_eq!(v["id"], 1);
    // Its refusals are one plain line on stderr, not the JSON that
    // TALENT_OUTPUT=json gives a command's errors.
    let out = sb
        .talent()
        .env("TALENT_OUTPUT", "json")
        .args(["--yes", "mcp"])
        .output()
        .expect("run");
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(!err.contains("{\"error\""), "TALENT_OUTPUT ignored: {err}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn mcp_every_malformed_request_gets_an_answer_with_its_id() {
    let sb = Sandbox::start();
    let mut m = Mcp::start(&sb, &[], Some("none"));
    let within = Duration::from_secs(20);
    // Invalid UTF-8 in a string.
    m.write(
        b"{\"jsonrpc\":\"2.0\",\"id\":21,\"method\":\"ping\",\"params\":{\"x\":\"\xff\xfe\"}}\n",
    );
    let v = m.reply(21, within);
    assert_eq!(v["error"]["code"], -32700, "{v}");
    // Nested past 128 levels.
    let deep = format!(
        "{{\"jsonrpc\":\"2.0\",\"id\":22,\"method\":\"ping\",\"params\":{{\"a\":{}0{}}}}}\n",
        "[".repeat(300),
        "]".repeat(300)
    );
    m.write(deep.as_bytes());
    let v = m.reply(22, within);
    assert_eq!(v["error"]["code"], -32600, "{v}");
    // Not a request at all, with an id.
    m.write(b"{\"jsonrpc\":\"2.0\",\"id\":23}\n");
    assert_eq!(m.reply(23, within)["error"]["code"], -32600);
    // Arguments of the wrong shape.
    m.write(br#"{"jsonrpc":"2.0","id":24,"method":"tools/call","params":{"name":"get_usage","arguments":[1]}}"#);
    m.write(b"\n");
    assert_eq!(m.reply(24, within)["error"]["code"], -32602);
    // A line past 16 MiB, discarded as it streams; the session goes on.
    let mut big = br#"{"jsonrpc":"2.0","id":25,"method":"ping","params":{"p":""#.to_vec();
    big.resize(big.len() + 17 * 1024 * 1024, b'a');
    big.extend_from_slice(b"\"}}\n");
    m.write(&big);
    let v = m.reply(25, Duration::from_secs(60));
    assert_eq!(v["error"]["code"], -32600, "{v}");
    m.send(&json!({"jsonrpc": "2.0", "id": 26, "method": "ping"}));
    assert!(m.reply(26, within).get("result").is_some());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn mcp_with_stdout_closed_the_server_stops_and_spends_nothing() {
    if unix_only(
        "mcp with stdout closed",
        "only a Unix pipe tells a closed reader without a write (poll); on Windows the session stops at its first failed write",
    ) {
        return;
    }
    let sb = Sandbox::start();
    let before = used(&sb, "searches").await;
    let mut cmd = Command::new(talent_bin());
    sb.apply(&mut cmd);
    let mut child = cmd
        .arg("mcp")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("spawn");
    let mut stdin = child.stdin.take().unwrap();
    let stdout = child.stdout.take().unwrap();
    let mut reader = BufReader::new(stdout);
    stdin
        .write_all(br#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"t","version":"1"}}}"#)
        .unwrap();
    stdin
        .write_all(b"\n{\"jsonrpc\":\"2.0\",\"method\":\"notifications/initialized\"}\n")
        .unwrap();
    let mut line = String::new();
    reader.read_line(&mut line).unwrap();
    drop(reader);
    std::thread::sleep(Duration::from_millis(100));
    let _ = stdin.write_all(
        br#"{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"search_candidates","arguments":{"skills":["python"],"page_size":1}}}"#,
    );
    let _ = stdin.write_all(b"\n");
    let _ = stdin.flush();
    let until = Instant::now() + Duration::from_secs(15);
    let status = loop {
        if let Some(s) = child.try_wait().unwrap() {
            break Some(s);
        }
        if Instant::now() > until {
            break None;
        }
        std::thread::sleep(Duration::from_millis(50));
    };
    let _ = child.kill();
    assert!(status.is_some(), "the server stopped with stdin still open");
    assert_eq!(used(&sb, "searches").await, before, "nothing ran");
}

/// A client that declared only URL mode: it opens the page (here: loads
/// it and presses a button over HTTP, as a browser would) and accepts the
/// elicitation; it hears `notifications/elicitation/complete`.
struct UrlClient {
    era_2026: bool,
    /// The page's button to press, or `None` to decline opening it.
    press: Option<&'static str>,
    urls: std::sync::Arc<std::sync::Mutex<Vec<String>>>,
    completed: std::sync::Arc<std::sync::Mutex<Vec<Value>>>,
}

impl rmcp::ClientHandler for UrlClient {
    async fn create_elicitation(
        &self,
        request: rmcp::model::ElicitRequestParams,
        _: rmcp::service::RequestContext<rmcp::RoleClient>,
    ) -> Result<rmcp::model::ElicitResult, rmcp::model::ErrorData> {
        use rmcp::model::{ElicitResult, ElicitationAction};
        let rmcp::model::ElicitRequestParams::UrlElicitationParams { url, .. } = request else {
            panic!("a URL-mode client gets URL mode");
        };
        self.urls.lock().unwrap().push(url.clone());
        let Some(button) = self.press else {
            return Ok(ElicitResult::new(ElicitationAction::Decline));
        };
        // The person opens the page and answers it (after the consent is
        // given, as a person would be a moment later).
        tokio::task::spawn_blocking(move || {
            let (code, page) = http(&url, "GET", &[], "");
            assert_eq!(code, 200, "{page}");
            let cookie = header(&page, "set-cookie")
                .unwrap()
                .split(';')
                .next()
                .unwrap()
                .to_string();
            let token = page
                .split("name=\"token\" value=\"")
                .nth(1)
                .and_then(|t| t.split('"').next())
                .unwrap()
                .to_string();
            let origin = format!(
                "http://{}",
                url.trim_start_matches("http://").split('/').next().unwrap()
            );
            let (code, _) = http(
                &url,
                "POST",
                &[("Cookie", cookie.as_str()), ("Origin", origin.as_str())],
                &format!("token={token}&answer={button}"),
            );
            assert_eq!(code, 200);
        });
        Ok(ElicitResult::new(ElicitationAction::Accept))
    }

    async fn on_custom_notification(
        &self,
        notification: rmcp::model::CustomNotification,
        _: rmcp::service::NotificationContext<rmcp::RoleClient>,
    ) {
        if notification.method == "notifications/elicitation/complete" {
            self.completed
                .lock()
                .unwrap()
                .push(notification.params.unwrap_or_default());
        }
    }

    fn get_info(&self) -> rmcp::model::ClientConfig {
        use rmcp::model::{
            ClientCapabilities, ElicitationCapability, Implementation, ProtocolVersion,
            UrlElicitationCapability,
        };
        let mut caps = ClientCapabilities::default();
        caps.elicitation =
            Some(ElicitationCapability::new().with_url(UrlElicitationCapability::new()));
        let version = if self.era_2026 {
            ProtocolVersion::V_2026_07_28
        } else {
            ProtocolVersion::V_2025_11_25
        };
        rmcp::model::ClientConfig::new(caps, Implementation::new("url-client", "1"))
            .with_protocol_version(version)
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn mcp_url_mode_the_clients_accept_only_opens_the_page_and_its_approve_is_the_yes() {
    use rmcp::model::{CallToolRequestParams, ProtocolVersion};
    use rmcp::{ClientLifecycleMode, ClientServiceExt, ServiceExt};
    use std::sync::{Arc, Mutex};
    let sb = Sandbox::scaled(0.1);
    let cards = some_talent_cards(&sb, 6).await;
    let mut cards = cards.into_iter();
    for era_2026 in [false, true] {
        for press in [Some("approve"), Some("decline"), None] {
            let card = cards.next().unwrap();
            let before = used(&sb, "apiUnlocks").await;
            let (server_io, client_io) = tokio::io::duplex(1 << 16);
            let bridge = talent::mcp::Bridge::new(Arc::new(talent::sink::Silent));
            let engine = talent::mcp::direct::Direct::new(
                &sb.base_url,
                &sb.alt_base_url,
                &sb.keys.production,
                Arc::new(talent::ledger::SqliteStore::in_memory().expect("ledger")),
                &bridge,
                talent::clock::TimeScale::new(0.1).unwrap(),
            )
            .expect("engine");
            let opts = talent::mcp::Options {
                time_scale: talent::clock::TimeScale::new(0.1).unwrap(),
                ..talent::mcp::Options::default()
            };
            let server = talent::mcp::Server::new(std::rc::Rc::new(engine), opts, bridge);
            let urls = Arc::new(Mutex::new(Vec::new()));
            let completed = Arc::new(Mutex::new(Vec::new()));
            let client = UrlClient {
                era_2026,
                press,
                urls: Arc::clone(&urls),
                completed: Arc::clone(&completed),
            };
            let args = json!({"talent_card_id": card});
            let local = tokio::task::LocalSet::new();
            let r = local
                .run_until(async move {
                    tokio::task::spawn_local(async move {
                        if let Ok(running) = server.serve(server_io).await {
                            let _ = running.waiting().await;
                        }
                    });
                    let c = if era_2026 {
                        client
                            .serve_with_lifecycle(
                                client_io,
                                ClientLifecycleMode::Discover {
                                    preferred_versions: vec![ProtocolVersion::V_2026_07_28],
                                },
                            )
                            .await
                            .expect("client")
                    } else {
                        client.serve(client_io).await.expect("client")
                    };
                    let Value::Object(args) = args else {
                        unreachable!()
                    };
                    let mut r;
                    loop {
                        r = c
                            .call_tool(
                                CallToolRequestParams::new("get_candidate")
                                    .with_arguments(args.clone()),
                            )
                            .await
                            .expect("call");
                        let pending = r
                            .structured_content
                            .as_ref()
                            .is_some_and(|v| v["pending_approval"] == true);
                        if !pending {
                            break;
                        }
                    }
                    tokio::time::sleep(Duration::from_millis(300)).await;
                    r
                })
                .await;
            let v = r.structured_content.clone().expect("structured");
            let what = format!("2026: {era_2026}, {press:?}");
            assert!(!urls.lock().unwrap().is_empty(), "{what}: asked by URL");
            assert!(
                urls.lock().unwrap()[0].starts_with("http://127.0.0.1:"),
                "{what}"
            );
            match press {
                Some("approve") => {
                    assert_eq!(v["talentCardId"], card.as_str(), "{what}: {v}");
                    assert_eq!(used(&sb, "apiUnlocks").await, before + 1, "{what}");
                }
                _ => {
                    assert_eq!(v["declined"], true, "{what}: {v}");
                    assert_eq!(v["reason"], "declined", "{what}: {v}");
                    assert_eq!(used(&sb, "apiUnlocks").await, before, "{what}");
                }
            }
            if press.is_some() && !era_2026 {
                assert_eq!(
                    completed.lock().unwrap().len(),
                    1,
                    "{what}: elicitation/complete"
                );
            }
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn mcp_one_page_question_is_open_at_a_time_and_the_repeated_call_waits_on_it() {
    if unix_only(
        "talent's approval page",
        "its $BROWSER is a Unix script, which a Windows program cannot start",
    ) {
        return;
    }
    let sb = Sandbox::scaled(0.02);
    let cards = some_talent_cards(&sb, 2).await;
    let before = used(&sb, "apiUnlocks").await;
    let dir = tempfile::tempdir().expect("tmp");
    let (mut m, id, copy) = question(&sb, dir.path(), &cards[0]);
    let r = m.result(id, LONG);
    assert_eq!(r["pending_approval"], true, "{r}");
    assert!(
        !r.to_string().contains("127.0.0.1"),
        "the address never reaches the model: {r}"
    );
    // Another question meanwhile: refused at once, nothing sent.
    let other = m.call_async("get_candidate", json!({"talent_card_id": cards[1]}));
    let r = m.result(other, LONG);
    assert_eq!(r["error"]["code"], "needs_confirmation", "{r}");
    assert!(
        r.to_string().contains("answer the open question first"),
        "{r}"
    );
    // The page is approved in between; the same call proceeds once.
    let url = url_in(&copy);
    let (_, page) = http(&url, "GET", &[], "");
    let cookie = header(&page, "set-cookie")
        .unwrap()
        .split(';')
        .next()
        .unwrap()
        .to_string();
    let token = page
        .split("name=\"token\" value=\"")
        .nth(1)
        .and_then(|t| t.split('"').next())
        .unwrap()
        .to_string();
    let (code, _) = http(
        &url,
        "POST",
        &[("Cookie", cookie.as_str())],
        &format!("token={token}&answer=approve"),
    );
    assert_eq!(code, 200);
    let again = m.call_async("get_candidate", json!({"talent_card_id": cards[0]}));
    let r = m.result(again, LONG);
    assert_eq!(r["talentCardId"], cards[0].as_str(), "{r}");
    assert_eq!(used(&sb, "apiUnlocks").await, before + 1);
}
