//! Real networks (issue 22): servers that close idle connections, HTTPS with
//! a private CA (`sandbox serve --tls`, `--ca-file`), and proxies — a small
//! proxy written here counts CONNECT tunnels and every request head it sees.
//! Hostile servers (an answer that drips, a redirect), IPv4-mapped loopback,
//! a scaled clock against a remote base, `doctor`, and TLS to the ledger.
//! The binary always runs as a child, so proxy variables never leak between
//! tests.

use std::net::SocketAddr;
use std::process::Output;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use tokio::io::{AsyncReadExt, AsyncWriteExt};

use crate::common::*;

/// `sandbox serve` with `extra` arguments: idle connections and TLS are the
/// server's, so it runs as a process.
fn sandbox(time_scale: f64, extra: &[&str]) -> Sandbox {
    Sandbox::serve(SandboxOptions {
        time_scale,
        grant: Some("searches=1000,unlocks=50,messages=50".into()),
        extra: extra.iter().map(|s| s.to_string()).collect(),
        ..Default::default()
    })
}

/// The search requests the sandbox logged, by page.
async fn search_pages(sb: &Sandbox) -> Vec<String> {
    sb.requests()
        .await
        .iter()
        .filter(|r| r["path"] == "/api/v1/search/candidates")
        .map(|r| param(r, "page").unwrap_or_default())
        .collect()
}

/// A paced 15-page export (one wait of about 5 s for the search class's
/// window at a time scale of 0.1): it completes, each page fetched once,
/// and no attempt failed on a dead connection.
async fn paced_export_completes(sb: &Sandbox) {
    let out = sb
        .talent()
        .args(["-v", "search", "--min-exp", "1", "--limit", "300"])
        .args(["--page-size", "20", "--yes", "-o", "jsonl"])
        .output()
        .expect("talent runs");
    expect_code(&out, 0);
    assert_eq!(stdout(&out).lines().count(), 300);
    let err = stderr(&out);
    assert!(
        err.contains("pacing: waiting"),
        "the export was paced: {err}"
    );
    assert!(
        !err.contains("broke") && !err.contains("failed after"),
        "an attempt failed on a connection the server had closed: {err}"
    );
    let pages = search_pages(sb).await;
    let want: Vec<String> = (1..=15).map(|p| p.to_string()).collect();
    assert_eq!(pages, want, "each page fetched (and spent) once");
}

/// Regression (issue 22): a paced export reused a kept-alive connection the
/// server had closed while the client waited for a pacer slot, and died
/// with "connection closed before message completed". `--idle-silent`
/// drops an idle connection without a word (as a load balancer that
/// forgets idle flows), so a client that reuses one fails every time.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_paced_export_never_reuses_a_connection_idle_past_the_servers_timeout() {
    let sb = sandbox(0.1, &["--idle-timeout", "1s", "--idle-silent"]);
    paced_export_completes(&sb).await;
}

/// A server that closes idle connections after 1 s and says so in
/// `Keep-Alive: timeout=1`, as Node and Apache do.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_paced_export_completes_against_a_server_closing_idle_connections_after_1s() {
    let sb = sandbox(0.1, &["--idle-timeout", "1s", "--keep-alive-header"]);
    let resp = sb
        .main(reqwest::Method::GET, "/usage")
        .send()
        .await
        .expect("sent");
    assert_eq!(
        resp.headers()
            .get("keep-alive")
            .and_then(|v| v.to_str().ok()),
        Some("timeout=1")
    );
    paced_export_completes(&sb).await;
}

/// The sandbox closes an idle connection after its own idle timeout (real
/// time, whatever the time scale), not after the scaled head timeout.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_sandbox_keeps_idle_connections_for_its_idle_timeout() {
    let sb = sandbox(0.01, &["--idle-timeout", "2s"]);
    let addr: SocketAddr = sb
        .origin
        .trim_start_matches("http://")
        .parse()
        .expect("an address");
    let mut conn = tokio::net::TcpStream::connect(addr).await.expect("connect");
    let head = format!(
        "GET /api/v1/usage HTTP/1.1\r\nhost: x\r\nauthorization: Bearer {}\r\n\r\n",
        sb.keys.production
    );
    conn.write_all(head.as_bytes()).await.expect("write");
    let mut buf = vec![0u8; 64 * 1024];
    let n = conn.read(&mut buf).await.expect("answer");
    assert!(buf[..n].starts_with(b"HTTP/1.1 200"));
    // Past the scaled head timeout (200 ms), well inside the idle timeout.
    tokio::time::sleep(Duration::from_millis(800)).await;
    conn.write_all(head.as_bytes()).await.expect("write");
    let n = conn.read(&mut buf).await.expect("answer");
    assert!(buf[..n].starts_with(b"HTTP/1.1 200"), "still open");
    // Past the idle timeout: closed (end of stream).
    tokio::time::sleep(Duration::from_millis(2500)).await;
    let n = tokio::time::timeout(Duration::from_secs(5), conn.read(&mut buf))
        .await
        .expect("closed in time")
        .unwrap_or(0);
    assert_eq!(n, 0, "closed after the idle timeout");
}

// ---------------------------------------------------------------- HTTPS

/// search → candidate show (unlock) → jobs list → invite → apps → usage,
/// and an `--out` export, all over HTTPS trusting the sandbox's CA.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_core_flow_and_an_export_run_over_tls() {
    let sb = sandbox(1.0, &["--tls"]);
    assert!(
        sb.base_url.starts_with("https://127.0.0.1:"),
        "{}",
        sb.base_url
    );
    let ca = sb
        .ca_file
        .clone()
        .expect("the ready line names the CA file");
    let pem = std::fs::read_to_string(&ca).expect("CA file");
    assert!(pem.contains("-----BEGIN CERTIFICATE-----"));

    let out = run(
        &sb,
        &["search", "--skill", "python", "--limit", "3", "-o", "json"],
    );
    expect_code(&out, 0);
    let card = json_array(&out)[0]["talentCardId"]
        .as_str()
        .expect("id")
        .to_string();
    let out = run(&sb, &["candidate", "show", &card, "-o", "json"]);
    expect_code(&out, 0);
    let out = run(&sb, &["jobs", "list", "-o", "json"]);
    expect_code(&out, 0);
    let job = json_array(&out)
        .iter()
        .find(|j| j["status"] == "active")
        .and_then(|j| j["jobId"].as_str())
        .expect("an active job")
        .to_string();
    let out = run(
        &sb,
        &[
            "invite",
            &card,
            "--job",
            &job,
            "--message",
            "Hello over TLS",
            "-o",
            "json",
        ],
    );
    expect_code(&out, 0);
    let out = run(&sb, &["apps", &job, "--all", "-o", "json"]);
    expect_code(&out, 0);
    assert!(json_array(&out)
        .iter()
        .any(|a| a["talentCardId"] == card.as_str()));
    let out = run(&sb, &["usage", "-o", "json"]);
    expect_code(&out, 0);
    assert_eq!(json_stdout(&out)["searches"]["used"], 1);

    let target = sb.env.path().join("hits.csv");
    let out = sb
        .talent()
        .args([
            "search",
            "--min-exp",
            "2",
            "--limit",
            "60",
            "--page-size",
            "20",
        ])
        .args(["-o", "csv", "--fields", "compact", "--out"])
        .arg(&target)
        .output()
        .expect("talent runs");
    expect_code(&out, 0);
    let csv = std::fs::read_to_string(&target).expect("the export");
    assert_eq!(csv.lines().count(), 61, "a header and 60 rows");
}

/// A certificate from an issuer this machine does not trust: one line that
/// says so and points at a TLS-inspecting proxy and --ca-file; nothing sent.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_unknown_issuer_says_so_and_sends_nothing() {
    let sb = sandbox(1.0, &["--tls"]);
    let out = sb
        .talent()
        .env_remove("TALENT_CA_FILE")
        .args(["usage"])
        .output()
        .expect("talent runs");
    expect_code(&out, 1);
    let err = stderr(&out);
    assert_eq!(err.trim().lines().count(), 1, "{err}");
    assert!(err.contains("unknown issuer"), "{err}");
    assert!(
        err.contains("--ca-file") && err.contains("TLS-inspecting"),
        "{err}"
    );
    assert!(!err.contains("cannot connect"), "{err}");
    assert!(!err.to_ascii_lowercase().contains("insecure"), "{err}");
    assert!(
        sb.requests().await.is_empty(),
        "nothing reached the service"
    );
}

/// The PEM of a CA that signed nothing the sandbox presents.
fn unrelated_ca(sb: &Sandbox) -> std::path::PathBuf {
    let other = talent_sandbox::tls::generate(&[]).expect("a CA");
    let path = sb.env.path().join("other-ca.pem");
    std::fs::write(&path, other.ca_pem).expect("write");
    path
}

/// `--ca-file` of another authority, and platform roots that do not hold
/// the sandbox's CA either: refused, one line, nothing sent.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_certificate_signed_by_neither_the_ca_file_nor_the_platform_is_refused() {
    let sb = sandbox(1.0, &["--tls"]);
    let out = sb
        .talent()
        .env_remove("TALENT_CA_FILE")
        .env_remove("SSL_CERT_DIR")
        .env_remove("SSL_CERT_FILE")
        .arg("--ca-file")
        .arg(unrelated_ca(&sb))
        .args(["usage"])
        .output()
        .expect("talent runs");
    expect_code(&out, 1);
    let err = stderr(&out);
    assert_eq!(err.trim().lines().count(), 1, "{err}");
    assert!(err.contains("unknown issuer"), "{err}");
    assert!(
        sb.requests().await.is_empty(),
        "nothing reached the service"
    );
}

/// The platform's roots stay trusted beside `--ca-file` (the contract): with
/// the sandbox's CA as the system bundle (`SSL_CERT_FILE`, which the
/// platform's roots honour on Linux) and another CA as the file, the
/// request goes through.
#[cfg(target_os = "linux")]
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_platforms_roots_stay_trusted_beside_an_unrelated_ca_file() {
    if unix_only(
        "the platform's roots beside --ca-file",
        "the roots are given as SSL_CERT_FILE; the Windows build's are the system certificate store",
    ) {
        return;
    }
    let sb = sandbox(1.0, &["--tls"]);
    let ca = sb
        .ca_file
        .clone()
        .expect("the ready line names the CA file");
    let out = sb
        .talent()
        .env_remove("TALENT_CA_FILE")
        .env_remove("SSL_CERT_DIR")
        .env("SSL_CERT_FILE", &ca)
        .arg("--ca-file")
        .arg(unrelated_ca(&sb))
        .args(["usage", "-o", "json"])
        .output()
        .expect("talent runs");
    expect_code(&out, 0);
    assert_eq!(json_stdout(&out)["searches"]["used"], 0);
}

/// A certificate the `--ca-file` roots vouch for never loads the platform's
/// roots: the system bundle here is a FIFO whose writer waits for a reader,
/// and it finds none (an open of it for reading would have taken the mark).
#[cfg(target_os = "linux")]
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_certificate_from_the_ca_file_is_accepted_without_reading_the_platforms_roots() {
    use std::io::{Read, Write};
    use std::os::unix::fs::OpenOptionsExt;
    let sb = sandbox(1.0, &["--tls"]);
    let fifo = sb.env.path().join("system-roots.pem");
    let made = std::process::Command::new("mkfifo")
        .arg(&fifo)
        .status()
        .expect("mkfifo runs");
    assert!(made.success());
    let path = fifo.clone();
    // Blocks in open until someone opens the FIFO to read, then marks it.
    let writer = std::thread::spawn(move || {
        let mut w = std::fs::OpenOptions::new()
            .write(true)
            .open(&path)
            .expect("open to write");
        let _ = w.write_all(b"unread mark\n");
    });
    let out = sb
        .talent()
        .env_remove("SSL_CERT_DIR")
        .env("SSL_CERT_FILE", &fifo)
        .args(["usage", "-o", "json"])
        .output()
        .expect("talent runs");
    expect_code(&out, 0);
    // Now this test is the reader: the mark is still there for it only if
    // talent never opened the FIFO.
    let mut reader = std::fs::OpenOptions::new()
        .read(true)
        .custom_flags(libc::O_NONBLOCK)
        .open(&fifo)
        .expect("open to read");
    writer.join().expect("the writer ends");
    let mut mark = String::new();
    let _ = reader.read_to_string(&mut mark);
    assert_eq!(mark, "unread mark\n", "talent read the platform's roots");
}

/// `--ca-file` (and TALENT_CA_FILE) that is missing or holds no PEM
/// certificate is exit 2, before anything is sent.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_missing_or_non_pem_ca_file_is_exit_2_and_nothing_is_sent() {
    let sb = sandbox(1.0, &["--tls"]);
    let junk = sb.env.path().join("junk.pem");
    std::fs::write(&junk, "not a certificate\n").expect("write");
    for (how, file) in [("flag", "missing.pem"), ("env", "junk.pem")] {
        let path = sb.env.path().join(file);
        let mut cmd = sb.talent();
        cmd.env_remove("TALENT_CA_FILE");
        match how {
            "flag" => cmd.arg("--ca-file").arg(&path),
            _ => cmd.env("TALENT_CA_FILE", &path),
        };
        let out = cmd.args(["usage"]).output().expect("talent runs");
        expect_code(&out, 2);
        let err = stderr(&out);
        assert_eq!(err.trim().lines().count(), 1, "{err}");
        assert!(err.contains(file), "{err}");
    }
    assert!(
        sb.requests().await.is_empty(),
        "nothing reached the service"
    );
    // The config setting is checked when it is set.
    let out = sb
        .talent()
        .args(["config", "set", "ca_file"])
        .arg(&junk)
        .output()
        .expect("talent runs");
    expect_code(&out, 2);
}

/// An HTTPS receiver on 127.0.0.1:0 with a certificate from its own CA:
/// the URL of its `/hook`, the CA's PEM, and the bodies it received.
async fn tls_receiver() -> (String, String, Arc<Mutex<Vec<Vec<u8>>>>) {
    let tls = talent_sandbox::tls::generate(&[]).expect("certificates");
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
        .await
        .expect("bind");
    let addr = listener.local_addr().expect("addr");
    let got: Arc<Mutex<Vec<Vec<u8>>>> = Arc::default();
    let seen = Arc::clone(&got);
    let acceptor = tls.acceptor.clone();
    tokio::spawn(async move {
        while let Ok((socket, _)) = listener.accept().await {
            let (acceptor, seen) = (acceptor.clone(), Arc::clone(&seen));
            tokio::spawn(async move {
                let Ok(stream) = acceptor.accept(socket).await else {
                    return;
                };
                let service = hyper::service::service_fn(
                    move |req: hyper::Request<hyper::body::Incoming>| {
                        let seen = Arc::clone(&seen);
                        async move {
                            let body = axum::body::to_bytes(
                                axum::body::Body::new(req.into_body()),
                                1 << 20,
                            )
                            .await
                            .unwrap_or_default();
                            seen.lock().expect("lock").push(body.to_vec());
                            Ok::<_, std::convert::Infallible>(hyper::Response::new(
                                axum::body::Body::empty(),
                            ))
                        }
                    },
                );
                let _ = hyper::server::conn::http1::Builder::new()
                    .serve_connection(hyper_util::rt::TokioIo::new(stream), service)
                    .await;
            });
        }
    });
    (
        format!("https://localhost:{}/hook", addr.port()),
        tls.ca_pem,
        got,
    )
}

/// `webhooks listen --forward-to https://…` trusts `--ca-file` for the target.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn listen_forwards_to_an_https_target_trusting_the_ca_file() {
    use std::io::BufRead;
    let env = TestEnv::new();
    let (target, ca_pem, got) = tls_receiver().await;
    let ca = env.path().join("receiver-ca.pem");
    std::fs::write(&ca, ca_pem).expect("write");
    let mut cmd = std::process::Command::new(talent_bin());
    env.apply(&mut cmd);
    cmd.args([
        "webhooks",
        "listen",
        "--addr",
        "127.0.0.1:0",
        "--secret",
        "s3",
    ])
    .args(["--forward-to", &target, "--ca-file"])
    .arg(&ca)
    .args(["-o", "jsonl"])
    .stdin(std::process::Stdio::null())
    .stdout(std::process::Stdio::null())
    .stderr(std::process::Stdio::piped());
    let mut child = cmd.spawn().expect("spawn listen");
    let stderr = child.stderr.take().expect("stderr");
    let (tx, rx) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        for line in std::io::BufReader::new(stderr)
            .lines()
            .map_while(Result::ok)
        {
            let _ = tx.send(line);
        }
    });
    let url = loop {
        let line = rx.recv_timeout(Duration::from_secs(20)).expect("a line");
        if let Some(url) = line.strip_prefix("Listening on ") {
            break url.to_string();
        }
    };
    let body = format!(
        r#"{{"id":"evt_tls","event":"invite.accepted","created_at":"{}","data":{{"job_id":"job_1","candidate_id":"cand_1","channel":"email"}}}}"#,
        // Sent now as listen's clock (the harness's TALENT_NOW) reads it.
        env.now().to_rfc3339_opts(chrono::SecondsFormat::Secs, true)
    );
    let sig = talent_spec::signature::sign(b"s3", body.as_bytes());
    talent::api::tls::provider();
    let status = reqwest::Client::builder()
        .no_proxy()
        .build()
        .expect("client")
        .post(&url)
        .header(talent_spec::signature::SIGNATURE_HEADER, sig)
        .header("content-type", "application/json")
        .body(body.clone())
        .send()
        .await
        .expect("sent")
        .status();
    let _ = child.kill();
    let _ = child.wait();
    assert_eq!(status.as_u16(), 200, "the target's answer passed back");
    assert_eq!(got.lock().expect("lock").as_slice(), [body.into_bytes()]);
}

// ---------------------------------------------------------------- proxies

/// What the test's proxy does with a CONNECT.
#[derive(Clone, Copy, PartialEq)]
enum Mode {
    /// Opens the tunnel to 127.0.0.1 at the port asked for, whatever the host.
    Tunnel,
    /// Answers this status (403, 407) and closes.
    Refuse(u16),
}

/// A proxy on 127.0.0.1:0 that records every request head it is sent.
struct Proxy {
    url: String,
    heads: Arc<Mutex<Vec<String>>>,
}

impl Proxy {
    async fn start(mode: Mode) -> Proxy {
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
            .await
            .expect("bind");
        let addr = listener.local_addr().expect("addr");
        let heads: Arc<Mutex<Vec<String>>> = Arc::default();
        let seen = Arc::clone(&heads);
        tokio::spawn(async move {
            while let Ok((mut socket, _)) = listener.accept().await {
                let seen = Arc::clone(&seen);
                tokio::spawn(async move {
                    let mut head = Vec::new();
                    let mut byte = [0u8; 1];
                    while !head.ends_with(b"\r\n\r\n") && head.len() < 64 * 1024 {
                        match socket.read(&mut byte).await {
                            Ok(1) => head.push(byte[0]),
                            _ => return,
                        }
                    }
                    let text = String::from_utf8_lossy(&head).into_owned();
                    seen.lock().expect("lock").push(text.clone());
                    let target = text
                        .strip_prefix("CONNECT ")
                        .and_then(|rest| rest.split(' ').next())
                        .and_then(|hp| hp.rsplit_once(':'))
                        .and_then(|(_, port)| port.parse::<u16>().ok());
                    match (mode, target) {
                        (Mode::Tunnel, Some(port)) => {
                            let Ok(mut up) =
                                tokio::net::TcpStream::connect(("127.0.0.1", port)).await
                            else {
                                let _ = socket
                                    .write_all(
                                        b"HTTP/1.1 502 Bad Gateway\r\ncontent-length: 0\r\n\r\n",
                                    )
                                    .await;
                                return;
                            };
                            let _ = socket
                                .write_all(b"HTTP/1.1 200 Connection established\r\n\r\n")
                                .await;
                            let _ = tokio::io::copy_bidirectional(&mut socket, &mut up).await;
                        }
                        (Mode::Refuse(status), _) => {
                            let answer = format!(
                                "HTTP/1.1 {status} Refused\r\nproxy-authenticate: Basic realm=\"test\"\r\ncontent-length: 0\r\n\r\n"
                            );
                            let _ = socket.write_all(answer.as_bytes()).await;
                        }
                        // A request sent to the proxy in clear: refused.
                        _ => {
                            let _ = socket
                                .write_all(b"HTTP/1.1 502 Bad Gateway\r\ncontent-length: 0\r\n\r\n")
                                .await;
                        }
                    }
                });
            }
        });
        Proxy {
            url: format!("http://{addr}"),
            heads,
        }
    }

    fn heads(&self) -> Vec<String> {
        self.heads.lock().expect("lock").clone()
    }
}

/// `talent ARGS` with `vars` set, run as a child (the variables never
/// reach another test).
fn talent_with(sb: &Sandbox, vars: &[(&str, &str)], args: &[&str]) -> Output {
    let mut cmd = sb.talent();
    for (k, v) in vars {
        cmd.env(k, v);
    }
    cmd.args(args).output().expect("talent runs")
}

/// Regression (issue 22): with HTTP_PROXY (or http_proxy, ALL_PROXY) set
/// and a loopback base, `talent usage` sent `Authorization: Bearer …` in
/// clear text to the proxy and believed its answer.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn regression_with_http_proxy_set_and_a_loopback_base_the_key_never_reaches_the_proxy() {
    let sb = sandbox(1.0, &[]);
    let proxy = Proxy::start(Mode::Tunnel).await;
    let vars = [
        ("HTTP_PROXY", proxy.url.as_str()),
        ("http_proxy", proxy.url.as_str()),
        ("ALL_PROXY", proxy.url.as_str()),
        ("HTTPS_PROXY", proxy.url.as_str()),
    ];
    let out = talent_with(&sb, &vars, &["-v", "usage", "-o", "json"]);
    expect_code(&out, 0);
    assert!(
        proxy.heads().is_empty(),
        "the proxy saw {:?}",
        proxy.heads()
    );
    assert!(!stderr(&out).contains("via proxy"), "{}", stderr(&out));
}

/// A remote https:// base goes through a CONNECT tunnel only: the proxy
/// sees the tunnel and never the key; `-v` names the proxy without its
/// credentials. `talent.test` resolves nowhere: only the proxy reaches it.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_remote_https_base_goes_only_through_a_connect_tunnel() {
    let sb = sandbox(1.0, &["--tls", "--tls-name", "talent.test"]);
    let port = sb
        .base_url
        .rsplit_once(':')
        .expect("port")
        .1
        .split('/')
        .next()
        .expect("port")
        .to_string();
    let proxy = Proxy::start(Mode::Tunnel).await;
    let with_creds = proxy.url.replace("http://", "http://me:pr0xy-s3cret@");
    let base = format!("https://talent.test:{port}/api/v1");
    let alt = format!("https://talent.test:{port}/v1");
    let vars = [
        ("TALENT_BASE_URL", base.as_str()),
        ("TALENT_ALT_BASE_URL", alt.as_str()),
        ("HTTPS_PROXY", with_creds.as_str()),
    ];
    let out = talent_with(
        &sb,
        &vars,
        &[
            "-v", "search", "--skill", "go", "--limit", "2", "-o", "json",
        ],
    );
    expect_code(&out, 0);
    assert_eq!(json_array(&out).len(), 2);
    let heads = proxy.heads();
    assert!(
        heads
            .iter()
            .any(|h| h.starts_with(&format!("CONNECT talent.test:{port} "))),
        "{heads:?}"
    );
    for h in &heads {
        assert!(h.starts_with("CONNECT "), "only tunnels: {h}");
        assert!(
            !h.to_ascii_lowercase().contains("\nauthorization:"),
            "the key reached the proxy: {h}"
        );
    }
    let err = stderr(&out);
    assert!(
        err.contains(&format!("via proxy {} (with credentials)", proxy.url)),
        "{err}"
    );
    assert!(!err.contains("pr0xy-s3cret"), "{err}");
    // NO_PROXY '*' goes direct, where talent.test resolves nowhere.
    let before = proxy.heads().len();
    let mut direct = vars.to_vec();
    direct.push(("NO_PROXY", "*"));
    let out = talent_with(&sb, &direct, &["usage"]);
    expect_code(&out, 1);
    assert!(
        stderr(&out).contains("cannot connect to talent.test"),
        "{}",
        stderr(&out)
    );
    assert_eq!(proxy.heads().len(), before, "NO_PROXY=* bypassed the proxy");
}

/// A proxy that refuses the tunnel (407, 403): one line, exit 1, nothing
/// reached the service, no credentials printed.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_proxy_refusing_the_tunnel_is_one_line_and_exit_1() {
    let sb = sandbox(1.0, &["--tls", "--tls-name", "talent.test"]);
    let port = sb
        .base_url
        .rsplit_once(':')
        .expect("port")
        .1
        .split('/')
        .next()
        .expect("port")
        .to_string();
    let base = format!("https://talent.test:{port}/api/v1");
    for (status, said) in [(407, "asks for credentials"), (403, "refused it")] {
        let proxy = Proxy::start(Mode::Refuse(status)).await;
        let with_creds = proxy.url.replace("http://", "http://me:pr0xy-s3cret@");
        let vars = [
            ("TALENT_BASE_URL", base.as_str()),
            ("HTTPS_PROXY", with_creds.as_str()),
        ];
        let out = talent_with(&sb, &vars, &["usage"]);
        expect_code(&out, 1);
        let err = stderr(&out);
        assert_eq!(err.trim().lines().count(), 1, "{err}");
        assert!(
            err.contains(said) && err.contains("nothing reached the service"),
            "{err}"
        );
        assert!(!err.contains("pr0xy-s3cret"), "{err}");
        assert!(!proxy.heads().is_empty());
    }
    assert!(
        sb.requests().await.is_empty(),
        "nothing reached the service"
    );
}

/// A SOCKS proxy is refused in one line (exit 2) before anything is sent.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_socks_proxy_is_refused_in_one_line() {
    let sb = sandbox(1.0, &["--tls", "--tls-name", "talent.test"]);
    let port = sb
        .base_url
        .rsplit_once(':')
        .expect("port")
        .1
        .split('/')
        .next()
        .expect("port")
        .to_string();
    let base = format!("https://talent.test:{port}/api/v1");
    let vars = [
        ("TALENT_BASE_URL", base.as_str()),
        ("ALL_PROXY", "socks5://me:pw@127.0.0.1:1080"),
    ];
    let out = talent_with(&sb, &vars, &["usage"]);
    expect_code(&out, 2);
    let err = stderr(&out);
    assert_eq!(err.trim().lines().count(), 1, "{err}");
    assert!(
        err.contains("socks5 proxy") && !err.contains(":pw@"),
        "{err}"
    );
}

// ---------------------------------------------------------------- doctor

/// `doctor --json` over TLS: every check passes, with the proxy each base
/// uses, the CA file in the trust, the sandbox CA as the issuer, the clock
/// in step and the ledger's schema; a missing CA file fails it (exit 1)
/// and the other checks still run.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn doctor_reports_one_line_per_check_and_fails_when_one_fails() {
    let sb = sandbox(1.0, &["--tls"]);
    let out = run(&sb, &["doctor", "--json"]);
    expect_code(&out, 0);
    let checks = json_array(&out);
    let by = |name: &str| -> Vec<serde_json::Value> {
        checks
            .iter()
            .filter(|c| c["check"] == name)
            .cloned()
            .collect()
    };
    for name in [
        "key",
        "base_url",
        "alt_base_url",
        "proxy",
        "tls trust",
        "service",
        "tls issuer",
        "clock",
        "ledger",
    ] {
        let found = by(name);
        assert!(!found.is_empty(), "no {name} check: {checks:?}");
        assert!(found.iter().all(|c| c["status"] == "ok"), "{found:?}");
    }
    assert!(by("key")[0]["detail"]
        .as_str()
        .unwrap()
        .contains("TALENT_API_KEY"));
    assert!(by("proxy")[0]["detail"]
        .as_str()
        .unwrap()
        .contains("direct"));
    assert!(by("tls trust")[0]["detail"]
        .as_str()
        .unwrap()
        .contains("sandbox-ca-"));
    assert_eq!(
        by("tls issuer")[0]["detail"],
        format!("CN={}", talent_sandbox::tls::CA_NAME)
    );
    assert!(by("ledger")[0]["detail"]
        .as_str()
        .unwrap()
        .contains("schema"));
    // The table: one line per check under the header and its rule.
    let out = run(&sb, &["doctor", "-o", "table"]);
    expect_code(&out, 0);
    let table = stdout(&out);
    assert_eq!(table.lines().count(), checks.len() + 2, "{table}");
    assert_eq!(
        table.lines().filter(|l| l.starts_with("ok ")).count(),
        checks.len(),
        "{table}"
    );

    let out = sb
        .talent()
        .env("TALENT_CA_FILE", sb.env.path().join("gone.pem"))
        .args(["doctor", "--json"])
        .output()
        .expect("talent runs");
    expect_code(&out, 1);
    let checks = json_array(&out);
    let status = |name: &str| {
        checks
            .iter()
            .find(|c| c["check"] == name)
            .map(|c| c["status"].clone())
    };
    assert_eq!(status("tls trust"), Some("fail".into()));
    assert_eq!(
        status("service"),
        Some("fail".into()),
        "unknown issuer without the CA"
    );
    assert_eq!(status("ledger"), Some("ok".into()));
    assert_eq!(stderr(&out).trim().lines().count(), 1, "{}", stderr(&out));
}

/// A server of its own for the hostile cases: every request (its head
/// read) gets `head` as the answer's start, then, with `drip`, one more
/// byte at each interval; returns the port.
fn hostile(head: &'static str, drip: Option<Duration>) -> u16 {
    use std::io::{Read, Write};
    let listener = std::net::TcpListener::bind("127.0.0.1:0").expect("bind");
    let port = listener.local_addr().expect("addr").port();
    std::thread::spawn(move || {
        for stream in listener.incoming() {
            let Ok(mut s) = stream else { continue };
            std::thread::spawn(move || {
                let _ = s.set_read_timeout(Some(Duration::from_secs(10)));
                // Like a real keep-alive server, it answers every request on
                // the connection: closing after the first made a reused
                // connection fail with a reset and a retry line that the
                // one-line checks then saw (CI run on 431b50b).
                loop {
                    let mut seen = Vec::new();
                    let mut buf = [0u8; 4096];
                    while !seen.windows(4).any(|w| w == b"\r\n\r\n") {
                        match s.read(&mut buf) {
                            Ok(0) | Err(_) => return,
                            Ok(n) => seen.extend_from_slice(&buf[..n]),
                        }
                    }
                    if s.write_all(head.as_bytes()).is_err() {
                        return;
                    }
                    if let Some(every) = drip {
                        for _ in 0..200 {
                            std::thread::sleep(every);
                            if s.write_all(b" ").and_then(|()| s.flush()).is_err() {
                                return;
                            }
                        }
                        return;
                    }
                }
            });
        }
    });
    port
}

/// `talent` in `env` pointed at a hostile server on `port`.
fn at_port(env: &TestEnv, port: u16) -> assert_cmd::Command {
    let mut cmd = env.talent();
    cmd.env("TALENT_BASE_URL", format!("http://127.0.0.1:{port}/api/v1"))
        .env("TALENT_ALT_BASE_URL", format!("http://127.0.0.1:{port}/v1"))
        .env("TALENT_API_KEY", "svc_live_hostile_test_key_0001")
        .write_stdin("");
    cmd
}

#[test]
fn max_time_ends_an_answer_that_drips() {
    // Headers promising 100,000 bytes, then a byte every 1.5 s: each byte
    // resets --timeout, only --max-time ends the attempt.
    let port = hostile(
        "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{",
        Some(Duration::from_millis(1500)),
    );
    let env = TestEnv::new();
    let started = Instant::now();
    let out = at_port(&env, port)
        .args(["usage", "--timeout", "2s", "--max-time", "5s"])
        .timeout(Duration::from_secs(60))
        .output()
        .unwrap();
    let took = started.elapsed();
    expect_code(&out, 1);
    let err = stderr(&out);
    assert!(err.contains("--max-time 5s"), "{err}");
    // Three attempts of at most 5 s each, and the backoff between them.
    assert!(took < Duration::from_secs(30), "took {took:?}");
}

#[test]
fn a_redirect_names_its_location() {
    let port = hostile(
        "HTTP/1.1 302 Found\r\nLocation: https://login.example.com/sso\r\nContent-Length: 0\r\n\r\n",
        None,
    );
    let env = TestEnv::new();
    let out = at_port(&env, port).args(["usage"]).output().unwrap();
    expect_code(&out, 1);
    let line = one_line(&out);
    assert!(line.contains("HTTP 302"), "{line}");
    assert!(line.contains("https://login.example.com/sso"), "{line}");
    assert!(line.contains("not followed"), "{line}");
}

#[test]
fn ipv4_mapped_loopback_is_loopback() {
    let env = TestEnv::new();
    let out = env
        .talent()
        .env("TALENT_API_KEY", "svc_live_mapped_loopback_0001")
        .args([
            "--base-url",
            "http://[::ffff:127.0.0.1]:9/api/v1",
            "--alt-base-url",
            "http://[::ffff:127.0.0.1]:9/v1",
            "--dry-run",
            "usage",
        ])
        .output()
        .unwrap();
    expect_code(&out, 0);
    assert!(
        stdout(&out).contains("GET http://[::ffff:7f00:1]:9/api/v1/usage"),
        "{}",
        stdout(&out)
    );
}

#[test]
fn time_scale_against_a_remote_base_warns() {
    let env = TestEnv::new();
    let dry = |base: &str, alt: &str| {
        env.talent()
            .env("TALENT_TIME_SCALE", "0.001")
            .env("TALENT_API_KEY", "svc_live_time_scale_test_0001")
            .args([
                "--base-url",
                base,
                "--alt-base-url",
                alt,
                "--dry-run",
                "usage",
            ])
            .output()
            .unwrap()
    };
    let out = dry(
        "https://api.example.com/api/v1",
        "https://api.example.com/v1",
    );
    expect_code(&out, 0);
    let err = stderr(&out);
    assert!(err.contains("warning: time scale 0.001"), "{err}");
    assert!(err.contains("https://api.example.com"), "{err}");
    let out = dry("http://127.0.0.1:9/api/v1", "http://127.0.0.1:9/v1");
    expect_code(&out, 0);
    assert!(!stderr(&out).contains("time scale"), "{}", stderr(&out));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn doctor_with_an_untrusted_service_certificate_does_not_name_its_issuer() {
    let sb = Sandbox::serve(SandboxOptions {
        extra: vec!["--tls".into()],
        ..Default::default()
    });
    let out = sb
        .talent()
        .env_remove("TALENT_CA_FILE")
        .args(["doctor", "--json"])
        .output()
        .unwrap();
    expect_code(&out, 1);
    let checks = json_array(&out);
    let issuer = checks
        .iter()
        .find(|c| c["check"] == "tls issuer")
        .unwrap_or_else(|| panic!("a tls issuer check: {checks:?}"));
    assert_eq!(issuer["status"], "fail");
    let detail = issuer["detail"].as_str().unwrap();
    assert!(
        detail.contains(&format!("issued by CN={}", talent_sandbox::tls::CA_NAME))
            && detail.contains("unknown issuer"),
        "{detail}"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn doctor_table_is_cut_inside_a_160_column_terminal() {
    let sb = Sandbox::start();
    let out = sb
        .talent()
        .env("COLUMNS", "160")
        .args(["doctor", "-o", "table"])
        .output()
        .unwrap();
    expect_code(&out, 0);
    let text = stdout(&out);
    let ledger = text
        .lines()
        .find(|l| l.contains("ledger.sqlite3"))
        .unwrap_or_else(|| panic!("a ledger line:\n{text}"));
    assert!(
        ledger.trim_end().ends_with(')') && !ledger.contains('…'),
        "{text}"
    );
    assert!(ledger.contains("(schema "), "{ledger}");
    assert!(text.lines().all(|l| l.chars().count() <= 160), "{text}");
}

/// Hole (s62): an 80-column table cuts a failed check's detail, whose end
/// says what to do, while the error's hint said "each failed line says
/// what to do". The error now carries the failed line's detail whole.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_failed_doctor_check_says_what_to_do_whole_at_80_columns() {
    let sb = Sandbox::start();
    let doctor = |format: &str| {
        sb.talent()
            .env("COLUMNS", "80")
            .env("TALENT_CA_FILE", sb.env.path().join("gone.pem"))
            .args(["doctor", "-o", format])
            .output()
            .expect("talent runs")
    };
    let out = doctor("json");
    expect_code(&out, 1);
    let checks = json_array(&out);
    let failed = checks
        .iter()
        .find(|c| c["status"] == "fail")
        .unwrap_or_else(|| panic!("a failed check: {checks:?}"));
    let detail = failed["detail"].as_str().unwrap().to_string();
    assert!(
        detail.chars().count() > 60,
        "a detail the table cuts: {detail}"
    );
    let out = doctor("table");
    expect_code(&out, 1);
    let table = stdout(&out);
    assert!(table.lines().all(|l| l.chars().count() <= 80), "{table}");
    assert!(!table.contains(&detail), "the table cut it:\n{table}");
    let err = stderr(&out);
    assert!(err.contains(&detail), "the whole detail on stderr:\n{err}");
}

/// A stand-in for PostgreSQL on 127.0.0.2 that takes TLS (answers the
/// SSLRequest with `S`) with the sandbox's generated certificate, which
/// holds 127.0.0.1, ::1 and localhost, not 127.0.0.2; returns its port and
/// the CA's PEM.
async fn tls_only_database() -> (u16, String) {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let tls = talent_sandbox::tls::generate(&[]).expect("a certificate");
    let listener = tokio::net::TcpListener::bind("127.0.0.2:0").await.unwrap();
    let port = listener.local_addr().unwrap().port();
    let acceptor = tls.acceptor.clone();
    tokio::spawn(async move {
        while let Ok((mut s, _)) = listener.accept().await {
            let acceptor = acceptor.clone();
            tokio::spawn(async move {
                let mut request = [0u8; 8];
                if s.read_exact(&mut request).await.is_err() || s.write_all(b"S").await.is_err() {
                    return;
                }
                // The client refuses the certificate: the handshake fails.
                let _ = acceptor.accept(s).await;
            });
        }
    });
    (port, tls.ca_pem)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn tls_failures_to_the_ledger_are_worded_unreachable() {
    let sb = Sandbox::start();
    let (port, ca_pem) = tls_only_database().await;
    let ca = sb.env.path().join("db-ca.pem");
    std::fs::write(&ca, ca_pem).unwrap();
    for (ca_file, problem) in [
        (None, "unknown issuer"),
        // Trusted, but reached by a name the certificate does not hold.
        (Some(&ca), "not valid for this host name"),
    ] {
        let host = "127.0.0.2";
        let mut cmd = sb.talent();
        cmd.env(
            "TALENT_LEDGER_URL",
            format!("postgres://asha@{host}:{port}/team?sslmode=verify-full"),
        )
        .env("TALENT_LEDGER_MODE", "required")
        .env("PGPASSWORD", "x")
        .env("TALENT_MEMBER", "asha");
        if let Some(ca) = ca_file {
            cmd.env("TALENT_CA_FILE", ca);
        }
        let out = cmd
            .args(["search", "--skill", "java", "--limit", "1"])
            .output()
            .unwrap();
        assert_ne!(code(&out), 0, "{host}");
        let err = stderr(&out);
        assert!(
            err.contains("TLS certificate")
                && err.contains(problem)
                && !err.contains("unreachable"),
            "{host}: {err}"
        );
    }
}
