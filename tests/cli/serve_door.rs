//! The gateway's door and start, as black-box testers found them open: a
//! dual-stack listener, two `Host`s, `X-Forwarded-For` with a port, key
//! files that are FIFOs, TLS files said in words, an http public URL, a
//! proxy range of everything, a ledger that will never let it in; an
//! absolute-form target, two `X-Forwarded-Proto`s, a ledger a newer
//! talent migrates under a running gateway. Each test is named after the
//! hole. Refusals at start need no database (they come before one is
//! reached); the others use a throwaway PostgreSQL (tests/cli/common/pg.rs).

use std::io::{Read, Write};
use std::net::{TcpListener, TcpStream};
use std::path::Path;
use std::process::{Command as StdCommand, Stdio};
use std::time::{Duration, Instant};

use reqwest::Method;
use serde_json::{json, Value};

use crate::common::{clear_log, received, talent_bin, unix_only, Sandbox, TestEnv};
use crate::serve::{member_with_token, status_and_json, Gateway, SEARCH};
use crate::team::Db;

/// A ledger URL nothing answers on: a refusal at start comes before it.
const NO_LEDGER: &str = "postgres://talent@127.0.0.1:1/talent?sslmode=disable";

/// `talent serve ARGS` with `vars`, killed after `within`: its exit code
/// (`None` when it had to be killed: it hung), stderr and time taken.
fn serve_until_exit(
    args: &[&str],
    vars: &[(&str, &str)],
    within: Duration,
) -> (Option<i32>, String, Duration) {
    let env = TestEnv::new();
    let mut cmd = StdCommand::new(talent_bin());
    env.apply(&mut cmd);
    cmd.env("TALENT_LEDGER_URL", NO_LEDGER)
        .arg("serve")
        .args(args)
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::piped());
    for (k, v) in vars {
        cmd.env(k, v);
    }
    let began = Instant::now();
    let mut child = cmd.spawn().expect("talent serve starts");
    let mut err = child.stderr.take().expect("stderr");
    let reader = std::thread::spawn(move || {
        let mut s = String::new();
        let _ = err.read_to_string(&mut s);
        s
    });
    let code = crate::common::wait_within(&mut child, within).and_then(|s| s.code());
    let took = began.elapsed();
    (code, reader.join().unwrap_or_default(), took)
}

/// A refusal at start: exit `code` within 20 s, stderr holding `want`.
fn refused(args: &[&str], vars: &[(&str, &str)], code: i32, want: &str) -> String {
    let (got, err, took) = serve_until_exit(args, vars, Duration::from_secs(20));
    assert_eq!(got, Some(code), "{args:?} took {took:?}: {err}");
    assert!(err.contains(want), "{args:?}: {err}");
    err
}

/// One raw HTTP/1.1 exchange (headers as written, duplicates and all):
/// the status and the body as JSON.
fn raw(addr: &str, head: &str) -> (u16, Value) {
    let mut s = TcpStream::connect(addr).expect("connect");
    s.set_read_timeout(Some(Duration::from_secs(20))).unwrap();
    s.write_all(head.as_bytes()).unwrap();
    let mut out = Vec::new();
    let _ = s.read_to_end(&mut out);
    let text = String::from_utf8_lossy(&out).to_string();
    let status = text
        .split_whitespace()
        .nth(1)
        .and_then(|c| c.parse().ok())
        .unwrap_or(0);
    let body = text.split_once("\r\n\r\n").map_or("", |(_, b)| b);
    (status, serde_json::from_str(body).unwrap_or(Value::Null))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_dual_stack_listener_judges_ipv4_peers_as_ipv4() {
    let Some(db) = Db::create("TALENT_TEST_PG_URL") else {
        return;
    };
    // A dual-stack socket here: [::] that an IPv4 client reaches.
    let dual = TcpListener::bind("[::]:0")
        .ok()
        .and_then(|l| TcpStream::connect(("127.0.0.1", l.local_addr().ok()?.port())).ok());
    if dual.is_none() {
        eprintln!("SKIPPED a_dual_stack_listener_judges_ipv4_peers_as_ipv4: no dual-stack [::] here (the rule's unit test: serve::front)");
        return;
    }
    let sb = Sandbox::start();
    let token = member_with_token(&db, "asha", "search");
    let gw = Gateway::start(
        &sb,
        &db,
        &[
            "--listen",
            "[::]:0",
            "--public-url",
            "https://gw.example.com",
            "--trust-proxy-headers",
            "127.0.0.1/32",
        ],
    );
    let port = gw
        .listening_addr()
        .await
        .rsplit(':')
        .next()
        .unwrap()
        .to_string();
    let client = reqwest::Client::builder().no_proxy().build().unwrap();
    // The proxy, on 127.0.0.1, arrives as ::ffff:127.0.0.1: still trusted.
    let resp = client
        .get(format!("http://127.0.0.1:{port}{SEARCH}"))
        .header("Host", "gw.example.com")
        .header("X-Forwarded-Proto", "https")
        .bearer_auth(&token)
        .send()
        .await
        .expect("answers");
    assert_eq!(resp.status().as_u16(), 200, "{}", gw.log());
    // And loopback, so a loopback Host is its to send.
    let resp = client
        .get(format!("http://127.0.0.1:{port}{SEARCH}"))
        .bearer_auth(&token)
        .send()
        .await
        .expect("answers");
    assert_eq!(resp.status().as_u16(), 200, "{}", gw.log());
    let log = gw.log_with(" from ").await;
    assert!(log.contains("from 127.0.0.1"), "{log}");
    assert!(!log.contains("::ffff:"), "{log}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_host_headers_are_400_and_two_origins_403_and_nothing_is_forwarded() {
    let Some(db) = Db::create("TALENT_TEST_PG_URL") else {
        return;
    };
    let sb = Sandbox::start();
    let token = member_with_token(&db, "asha", "search");
    let gw = Gateway::start(&sb, &db, &[]);
    let addr = gw.url.trim_start_matches("http://").to_string();
    clear_log(&sb).await;
    let ask = |path: &str, extra: &str| {
        raw(
            &addr,
            &format!(
                "GET {path} HTTP/1.1\r\n{extra}Authorization: Bearer {token}\r\nConnection: close\r\n\r\n"
            ),
        )
    };
    for hosts in [
        format!("Host: {addr}\r\nHost: evil.example\r\n"),
        format!("Host: evil.example\r\nHost: {addr}\r\n"),
    ] {
        let (s, body) = ask(SEARCH, &hosts);
        assert_eq!(
            (s, &body["error_code"]),
            (400, &json!("bad_request")),
            "{hosts}: {body}"
        );
        let (s, body) = ask("/v1/candidates/search?skills=rust", &hosts);
        assert_eq!(
            (s, &body["error"]["code"]),
            (400, &json!("bad_request")),
            "{body}"
        );
    }
    let (s, body) = ask(
        SEARCH,
        &format!("Host: {addr}\r\nOrigin: http://{addr}\r\nOrigin: https://evil.example\r\n"),
    );
    assert_eq!(s, 403, "{body}");
    // One Host still passes.
    let (s, body) = ask(SEARCH, &format!("Host: {addr}\r\n"));
    assert_eq!(s, 200, "{body}");
    let searches = received(&sb)
        .await
        .iter()
        .filter(|r| r["path"] != "/api/v1/usage")
        .count();
    assert_eq!(searches, 1, "only the one-Host request was forwarded");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_x_forwarded_for_with_a_port_cannot_forge_a_loopback_client() {
    let Some(db) = Db::create("TALENT_TEST_PG_URL") else {
        return;
    };
    let sb = Sandbox::start();
    let token = member_with_token(&db, "asha", "search");
    // A proxy on loopback in front, as a local nginx: its X-Forwarded-For
    // names the client, and a loopback Host is for loopback clients only.
    let gw = Gateway::start(&sb, &db, &["--trust-proxy-headers", "127.0.0.1/32"]);
    let status = |xff: &'static str| {
        status_and_json(
            gw.request(Method::GET, SEARCH, Some(&token))
                .header("X-Forwarded-For", xff),
        )
    };
    // The client forged "127.0.0.1"; the proxy appended what it saw.
    for xff in [
        "127.0.0.1, 203.0.113.9:4444",
        "127.0.0.1, [2001:db8::9]:4444",
        "127.0.0.1, [2001:db8::9]",
        "127.0.0.1, not-an-address",
    ] {
        let (s, body, _) = status(xff).await;
        assert_eq!(s, 403, "{xff}: {body}");
    }
    // A loopback client through the proxy still passes.
    let (s, body, _) = status("127.0.0.1:50000").await;
    assert_eq!(s, 200, "{body}");
}

fn mkfifo(path: &Path) -> bool {
    StdCommand::new("mkfifo")
        .arg(path)
        .status()
        .is_ok_and(|s| s.success())
}

#[test]
fn a_key_file_that_is_a_fifo_is_refused_at_once() {
    if unix_only("a FIFO key file", "Windows has no FIFOs in the file system") {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let fifo = dir.path().join("talent-api-key");
    if !mkfifo(&fifo) {
        eprintln!("SKIPPED a_key_file_that_is_a_fifo_is_refused_at_once: no mkfifo");
        return;
    }
    let err = refused(
        &["--api-key-file", fifo.to_str().unwrap()],
        &[],
        2,
        "is a FIFO, not a regular file",
    );
    assert_eq!(err.trim().lines().count(), 1, "{err}");
    // systemd's credential, the same.
    let creds = dir.path().to_str().unwrap();
    refused(
        &[],
        &[("CREDENTIALS_DIRECTORY", creds)],
        2,
        "is a FIFO, not a regular file",
    );
    // A directory is no key file either.
    refused(
        &["--api-key-file", creds],
        &[],
        2,
        "is a directory, not a regular file",
    );
}

#[test]
fn a_credentials_directory_without_the_key_says_so() {
    let dir = tempfile::tempdir().unwrap();
    let creds = dir.path().to_str().unwrap();
    let err = refused(
        &[],
        &[("CREDENTIALS_DIRECTORY", creds)],
        3,
        "holds no talent-api-key",
    );
    assert!(err.contains("LoadCredential=talent-api-key"), "{err}");
}

/// A certificate for 127.0.0.1 valid from `from` to `to`, and its key (PEM).
fn certificate(from: (i32, u8, u8), to: (i32, u8, u8)) -> (String, String) {
    let key = rcgen::KeyPair::generate().unwrap();
    let mut params = rcgen::CertificateParams::new(vec!["127.0.0.1".to_string()]).unwrap();
    params.not_before = rcgen::date_time_ymd(from.0, from.1, from.2);
    params.not_after = rcgen::date_time_ymd(to.0, to.1, to.2);
    let cert = params.self_signed(&key).unwrap();
    (cert.pem(), key.serialize_pem())
}

fn args(v: &[String]) -> Vec<&str> {
    v.iter().map(String::as_str).collect()
}

/// Writes `text` at `path` with `mode`.
fn write_mode(path: &Path, text: &str, mode: u32) {
    std::fs::write(path, text).unwrap();
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        std::fs::set_permissions(path, std::fs::Permissions::from_mode(mode)).unwrap();
    }
    #[cfg(not(unix))]
    let _ = mode;
}

#[test]
fn tls_files_are_said_in_words_a_world_readable_key_refused_and_an_expired_certificate_warned() {
    if unix_only("TLS key modes", "Windows has no group or world mode bits") {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let p = |n: &str| dir.path().join(n);
    let s = |n: &str| p(n).to_str().unwrap().to_string();
    let (cert, key) = certificate((2020, 1, 1), (2200, 1, 1));
    write_mode(&p("cert.pem"), &cert, 0o644);
    write_mode(&p("key.pem"), &key, 0o644);
    let tls = |k: &str| {
        vec![
            "--tls-cert".to_string(),
            s("cert.pem"),
            "--tls-key".to_string(),
            s(k),
        ]
    };
    // World-readable: refused as the API key is; group-readable is allowed
    // (refused below only by --max-connections 0, the next check).
    let world = tls("key.pem");
    refused(&args(&world), &[], 2, "--tls-key");
    refused(&args(&world), &[], 2, "can be read by others (mode 644)");
    write_mode(&p("key.pem"), &key, 0o640);
    let mut group = tls("key.pem");
    group.extend(["--max-connections".to_string(), "0".to_string()]);
    refused(
        &args(&group),
        &[],
        2,
        "--max-connections must be at least 1",
    );
    // Another certificate's key: said in words, not `KeyMismatch`.
    let (_, other) = certificate((2020, 1, 1), (2200, 1, 1));
    write_mode(&p("other.pem"), &other, 0o600);
    let err = refused(
        &args(&tls("other.pem")),
        &[],
        2,
        "is not the private key of the certificate",
    );
    assert!(!err.contains("KeyMismatch"), "{err}");
    // An encrypted key: said, with the way to decrypt it.
    let made = StdCommand::new("openssl")
        .args(["pkey", "-aes256", "-passout", "pass:secret", "-in"])
        .arg(p("key.pem"))
        .arg("-out")
        .arg(p("sealed.pem"))
        .output();
    if made.is_ok_and(|o| o.status.success()) {
        write_mode(
            &p("sealed.pem"),
            &std::fs::read_to_string(p("sealed.pem")).unwrap(),
            0o600,
        );
        let err = refused(&args(&tls("sealed.pem")), &[], 2, "is encrypted");
        assert!(err.contains("openssl pkey -in"), "{err}");
        assert!(!err.contains("no items found"), "{err}");
    } else {
        eprintln!("SKIPPED the encrypted TLS key: openssl could not encrypt one");
    }
    // Expired, and not valid yet: a warning at start, before the next
    // check refuses.
    for ((from, to), want) in [
        (((2020, 1, 1), (2020, 1, 2)), "expired on 2020-01-02"),
        (
            ((2199, 1, 1), (2200, 1, 1)),
            "is not valid until 2199-01-01",
        ),
    ] {
        let (cert, key) = certificate(from, to);
        write_mode(&p("cert.pem"), &cert, 0o644);
        write_mode(&p("key.pem"), &key, 0o600);
        let err = refused(&args(&group), &[], 2, want);
        assert!(err.contains("warning:"), "{err}");
    }
}

#[test]
fn an_http_public_url_off_loopback_is_refused() {
    for args in [
        &[
            "--listen",
            "0.0.0.0:0",
            "--public-url",
            "http://gw.example.com",
            "--trust-proxy-headers",
            "10.0.0.0/8",
        ][..],
        &[
            "--listen",
            "127.0.0.1:0",
            "--public-url",
            "http://gw.example.com",
        ][..],
        &[
            "--listen",
            "0.0.0.0:0",
            "--public-url",
            "http://127.0.0.1:8787",
            "--trust-proxy-headers",
            "10.0.0.0/8",
        ][..],
    ] {
        refused(args, &[], 2, "is plain http");
    }
    // Loopback both ways: allowed (the next check refuses).
    refused(
        &[
            "--listen",
            "127.0.0.1:0",
            "--public-url",
            "http://localhost:8787",
            "--max-connections",
            "0",
        ],
        &[],
        2,
        "--max-connections must be at least 1",
    );
}

#[test]
fn a_trusted_proxy_range_of_everything_is_refused() {
    for cidr in ["0.0.0.0/0", "::/0", "::ffff:0:0/96", "0.0.0.0/1"] {
        let err = refused(
            &["--trust-proxy-headers", cidr],
            &[],
            2,
            "--trust-proxy-headers",
        );
        assert!(
            err.contains("name the TLS-terminating proxies"),
            "{cidr}: {err}"
        );
    }
    refused(
        &[
            "--trust-proxy-headers",
            "10.0.0.0/8",
            "fc00::/7",
            "--max-connections",
            "0",
        ],
        &[],
        2,
        "--max-connections must be at least 1",
    );
}

/// A PostgreSQL that answers every login with `answer`; counts the logins.
fn fake_ledger(answer: Vec<u8>) -> (String, std::sync::Arc<std::sync::atomic::AtomicUsize>) {
    use std::sync::atomic::{AtomicUsize, Ordering};
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let port = listener.local_addr().unwrap().port();
    let logins = std::sync::Arc::new(AtomicUsize::new(0));
    let count = std::sync::Arc::clone(&logins);
    std::thread::spawn(move || {
        for stream in listener.incoming() {
            let Ok(mut s) = stream else { break };
            count.fetch_add(1, Ordering::SeqCst);
            // The startup message: its length, then the rest.
            let mut len = [0u8; 4];
            if s.read_exact(&mut len).is_err() {
                continue;
            }
            let mut rest = vec![0u8; (u32::from_be_bytes(len) as usize).saturating_sub(4)];
            let _ = s.read_exact(&mut rest);
            let _ = s.write_all(&answer);
        }
    });
    (
        format!("postgres://talent@127.0.0.1:{port}/talent?sslmode=disable"),
        logins,
    )
}

/// A backend message: its type, its length, its body.
fn message(kind: u8, body: &[u8]) -> Vec<u8> {
    let mut m = vec![kind];
    m.extend(((body.len() + 4) as u32).to_be_bytes());
    m.extend(body);
    m
}

#[test]
fn a_ledger_that_refuses_the_login_fails_the_start_at_once() {
    use std::sync::atomic::Ordering;
    let sb = Sandbox::start();
    let mut fields = Vec::new();
    for (code, text) in [
        (b'S', "FATAL"),
        (b'V', "FATAL"),
        (b'C', "28P01"),
        (b'M', "password authentication failed for user \"talent\""),
    ] {
        fields.push(code);
        fields.extend(text.as_bytes());
        fields.push(0);
    }
    fields.push(0);
    let (url, logins) = fake_ledger(message(b'E', &fields));
    let mut vars: Vec<(&str, String)> = sb.vars();
    vars.push(("TALENT_LEDGER_URL", url));
    vars.push(("PGPASSWORD", "wrong".into()));
    let vars: Vec<(&str, &str)> = vars.iter().map(|(k, v)| (*k, v.as_str())).collect();
    let (code, err, took) =
        serve_until_exit(&["--listen", "127.0.0.1:0"], &vars, Duration::from_secs(30));
    assert_eq!(code, Some(1), "took {took:?}: {err}");
    assert!(err.contains("password authentication failed"), "{err}");
    assert!(err.contains("check the user and the password"), "{err}");
    assert!(took < Duration::from_secs(15), "{took:?}: {err}");
    assert!(
        logins.load(Ordering::SeqCst) <= 3,
        "{} logins",
        logins.load(Ordering::SeqCst)
    );

    // No password at all: the server asks for one (cleartext), none given.
    let (url, logins) = fake_ledger(message(b'R', &3u32.to_be_bytes()));
    let mut vars: Vec<(&str, String)> = sb.vars();
    vars.push(("TALENT_LEDGER_URL", url));
    let vars: Vec<(&str, &str)> = vars.iter().map(|(k, v)| (*k, v.as_str())).collect();
    let (code, err, took) =
        serve_until_exit(&["--listen", "127.0.0.1:0"], &vars, Duration::from_secs(30));
    assert_eq!(code, Some(1), "took {took:?}: {err}");
    assert!(
        err.contains("asks for a password and none was given"),
        "{err}"
    );
    assert!(!err.contains("unreachable"), "{err}");
    assert!(!err.contains("check that the database runs"), "{err}");
    assert!(took < Duration::from_secs(15), "{took:?}: {err}");
    assert!(
        logins.load(Ordering::SeqCst) <= 3,
        "{} logins",
        logins.load(Ordering::SeqCst)
    );
}

#[test]
fn a_ledger_schema_newer_than_this_talent_fails_the_start_at_once() {
    let Some(db) = Db::create("TALENT_TEST_PG_URL") else {
        return;
    };
    let sb = Sandbox::start();
    // A gateway made the schema; a newer talent then raised its compat.
    drop(Gateway::start(&sb, &db, &[]));
    db.sql("UPDATE talent_meta SET value = '999' WHERE name = 'compat'");
    let began = Instant::now();
    match Gateway::try_start(&sb, &db, &[], &[]) {
        Ok(_) => panic!("started on a schema too new"),
        Err((code, err)) => {
            assert_eq!(code, Some(1), "{err}");
            assert!(err.contains("this talent understands up to"), "{err}");
            assert!(err.contains("upgrade talent"), "{err}");
        }
    }
    assert!(
        began.elapsed() < Duration::from_secs(15),
        "{:?}",
        began.elapsed()
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn one_connection_at_most_is_singular_and_more_than_the_open_file_limit_warns() {
    if unix_only("the open-file limit", "RLIMIT_NOFILE is Unix's") {
        return;
    }
    // Through sh, to lower the limit for the gateway alone; the time scale
    // refusal that follows stops it before any ledger.
    let env = TestEnv::new();
    let mut cmd = StdCommand::new("sh");
    env.apply(&mut cmd);
    let out = cmd
        .args([
            "-c",
            "ulimit -n 256 && exec \"$0\" serve --max-connections 1000",
        ])
        .arg(talent_bin())
        .env("TALENT_LEDGER_URL", NO_LEDGER)
        .env("TALENT_TIME_SCALE", "0.5")
        .env("TALENT_BASE_URL", "https://api.example.com/api/v1")
        .stdin(Stdio::null())
        .output()
        .expect("sh runs");
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{err}");
    assert!(
        err.contains("--max-connections 1000 is over what this process may open (256"),
        "{err}"
    );

    let Some(db) = Db::create("TALENT_TEST_PG_URL") else {
        return;
    };
    let sb = Sandbox::start();
    let gw = Gateway::start(&sb, &db, &["--max-connections", "1"]);
    let log = gw.log_with("listening on").await;
    assert!(log.contains("(1 connection at most)"), "{log}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_absolute_form_target_is_judged_by_its_authority_not_by_host_alone() {
    let Some(db) = Db::create("TALENT_TEST_PG_URL") else {
        return;
    };
    let sb = Sandbox::start();
    let token = member_with_token(&db, "asha", "search");
    let gw = Gateway::start(&sb, &db, &[]);
    let addr = gw.url.trim_start_matches("http://").to_string();
    let port = addr.rsplit(':').next().unwrap().to_string();
    clear_log(&sb).await;
    let ask = |target: &str, host: &str| {
        raw(
            &addr,
            &format!(
                "GET {target} HTTP/1.1\r\nHost: {host}\r\nAuthorization: Bearer {token}\r\nConnection: close\r\n\r\n"
            ),
        )
    };
    // RFC 9112 section 3.2.2: the target's authority, not Host, names the
    // server asked. Another host's: refused as a foreign Host is.
    for target in [
        format!("http://evil.example{SEARCH}"),
        format!("http://evil.example:{port}{SEARCH}"),
        format!("http://127.0.0.1:1{SEARCH}"),
    ] {
        let (s, body) = ask(&target, &addr);
        assert_eq!(
            (s, &body["error_code"]),
            (403, &json!("forbidden")),
            "{target}: {body}"
        );
    }
    let (s, body) = ask(
        "http://evil.example/v1/candidates/search?skills=rust",
        &addr,
    );
    assert_eq!(
        (s, &body["error"]["code"]),
        (403, &json!("forbidden")),
        "{body}"
    );
    // The other way round: our target, another Host.
    let (s, body) = ask(&format!("http://{addr}{SEARCH}"), "evil.example");
    assert_eq!(s, 403, "{body}");
    // Both ours but not the same name: which one a hop routed by is not
    // known, 400 as two Hosts are.
    let (s, body) = ask(&format!("http://localhost:{port}{SEARCH}"), &addr);
    assert_eq!(
        (s, &body["error_code"]),
        (400, &json!("bad_request")),
        "{body}"
    );
    // Our own authority in both: served, the route matched on the path.
    let (s, body) = ask(&format!("http://{addr}{SEARCH}"), &addr);
    assert_eq!(s, 200, "{body}");
    let sent: Vec<Value> = received(&sb)
        .await
        .into_iter()
        .filter(|r| r["path"] != "/api/v1/usage")
        .collect();
    assert_eq!(
        sent.len(),
        1,
        "only the agreeing request was forwarded: {sent:?}"
    );
    assert_eq!(sent[0]["path"], "/api/v1/search/candidates", "{sent:?}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn x_forwarded_proto_values_that_disagree_are_400_not_the_first_read() {
    let Some(db) = Db::create("TALENT_TEST_PG_URL") else {
        return;
    };
    let sb = Sandbox::start();
    let token = member_with_token(&db, "asha", "search");
    // A TLS-terminating proxy on loopback in front of the public URL.
    let gw = Gateway::start(
        &sb,
        &db,
        &[
            "--public-url",
            "https://gw.example.com",
            "--trust-proxy-headers",
            "127.0.0.1/32",
        ],
    );
    // The ready line's URL is the public one: the socket is the log's.
    let addr = gw.listening_addr().await;
    clear_log(&sb).await;
    let ask = |extra: &str| {
        raw(
            &addr,
            &format!(
                "GET {SEARCH} HTTP/1.1\r\nHost: gw.example.com\r\n{extra}Authorization: Bearer {token}\r\nConnection: close\r\n\r\n"
            ),
        )
    };
    for protos in [
        "X-Forwarded-Proto: https\r\nX-Forwarded-Proto: http\r\n",
        "X-Forwarded-Proto: http\r\nX-Forwarded-Proto: https\r\n",
        "X-Forwarded-Proto: https, http\r\n",
    ] {
        let (s, body) = ask(protos);
        assert_eq!(
            (s, &body["error_code"]),
            (400, &json!("bad_request")),
            "{protos}: {body}"
        );
    }
    // One scheme, said once or twice, passes; X-Forwarded-Host is not
    // read (the public URL names the gateway).
    for protos in [
        "X-Forwarded-Proto: https\r\n",
        "X-Forwarded-Proto: https\r\nX-Forwarded-Proto: https\r\nX-Forwarded-Host: evil.example\r\n",
    ] {
        let (s, body) = ask(protos);
        assert_eq!(s, 200, "{protos}: {body}");
    }
    let searches = received(&sb)
        .await
        .iter()
        .filter(|r| r["path"] != "/api/v1/usage")
        .count();
    assert_eq!(searches, 2, "only the agreeing requests were forwarded");
}

/// Polls `GET SEARCH` as `token` every 200 ms until `done` holds of its
/// status (or 20 s pass): the last status.
async fn search_until(gw: &Gateway, token: &str, done: impl Fn(u16) -> bool) -> u16 {
    let began = Instant::now();
    loop {
        let (s, _, _) = status_and_json(gw.request(Method::GET, SEARCH, Some(token))).await;
        if done(s) || began.elapsed() > Duration::from_secs(30) {
            return s;
        }
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_ledger_a_newer_talent_migrates_while_the_gateway_runs_is_503_and_nothing_is_forwarded() {
    let Some(db) = Db::create("TALENT_TEST_PG_URL") else {
        return;
    };
    // At a time scale of 0.05 a usage snapshot lives 3 s: the gateway
    // reads GET /usage ahead (and the schema's versions with it) that often
    // while members send requests.
    let sb = Sandbox::scaled(0.05);
    let token = member_with_token(&db, "asha", "search");
    let mcp = crate::serve_mcp::member_token(&db, "ravi", "search", "mcp");
    let gw = Gateway::start(&sb, &db, &[]);
    let (s, body, _) = status_and_json(gw.request(Method::GET, SEARCH, Some(&token))).await;
    assert_eq!(s, 200, "{body}");
    // A newer talent migrates the ledger and raises what a talent must
    // understand to use it.
    db.sql("UPDATE talent_meta SET value = '999' WHERE name IN ('schema', 'compat')");
    let last = search_until(&gw, &token, |s| s == 503).await;
    assert_eq!(
        last,
        503,
        "the running gateway went on with a schema it does not know: {}",
        gw.log()
    );
    // The line is written before the answer; it may reach the test's
    // reader of the gateway's stderr after it.
    let log = gw
        .log_with("the team ledger's schema is now version 999")
        .await;
    assert!(
        log.contains("the team ledger's schema is now version 999"),
        "{log}"
    );
    assert!(log.contains("upgrade talent on this gateway"), "{log}");
    clear_log(&sb).await;
    let body = crate::serve::ledger_unavailable_in_both_interfaces(&gw, &token).await;
    assert!(
        body["error_description"]
            .as_str()
            .is_some_and(|d| d.contains("must be upgraded")),
        "{body}"
    );
    let (s, _, body) =
        crate::serve_mcp::post(&gw, "/mcp", Some(&mcp), &[], crate::serve_mcp::initialize()).await;
    assert_eq!(s, 503, "{body}");
    assert!(received(&sb).await.is_empty(), "a request was forwarded");
    // Still a gateway to a probe, and never a panic.
    let (s, who, _) = status_and_json(gw.request(Method::GET, "/_talent/v1/whoami", None)).await;
    assert_eq!((s, &who["gateway"]), (200, &json!(true)));
    // Said once, not at every request.
    let log = gw.log();
    assert_eq!(
        log.matches("upgrade talent on this gateway").count(),
        1,
        "{log}"
    );
    assert!(!log.contains("panicked"), "{log}");
    // A ledger restored to a schema this talent knows: served again.
    db.sql(&format!(
        "UPDATE talent_meta SET value = CASE name WHEN 'schema' THEN '{}' ELSE '{}' END WHERE name IN ('schema', 'compat')",
        talent::ledger::pg::PG_SCHEMA_VERSION,
        talent::ledger::pg::PG_COMPAT
    ));
    let last = search_until(&gw, &token, |s| s == 200).await;
    assert_eq!(last, 200, "{}", gw.log());
    let log = gw.log_with("understands again").await;
    assert!(log.contains("understands again"), "{log}");
}

/// A gateway that writes no usage snapshot (the service's `GET /usage`
/// failing, so no versions are read in passing) still learns that a newer
/// talent migrated its ledger: it reads them again in the background once
/// the last read is 5 minutes old (3 s at time scale 0.01).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_ledger_migrated_while_no_usage_snapshot_is_written_is_noticed_all_the_same() {
    let Some(db) = Db::create("TALENT_TEST_PG_URL") else {
        return;
    };
    let sb = Sandbox::scaled(0.01);
    let token = member_with_token(&db, "asha", "search");
    let gw = Gateway::start(&sb, &db, &[]);
    let jobs = || gw.request(Method::GET, "/api/v1/jobs", Some(&token));
    let (s, body, _) = status_and_json(jobs()).await;
    assert_eq!(s, 200, "{body}");
    crate::common::faults(&sb, "500@GET/usage").await;
    db.sql("UPDATE talent_meta SET value = '999' WHERE name IN ('schema', 'compat')");
    let began = Instant::now();
    let mut last = 200;
    while last != 503 && began.elapsed() < Duration::from_secs(30) {
        tokio::time::sleep(Duration::from_millis(200)).await;
        last = status_and_json(jobs()).await.0;
    }
    assert_eq!(
        last,
        503,
        "a gateway writing no usage snapshot never looked again: {}",
        gw.log()
    );
    let log = gw.log_with("upgrade talent on this gateway").await;
    assert!(log.contains("upgrade talent on this gateway"), "{log}");
}
