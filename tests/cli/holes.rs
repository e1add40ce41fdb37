//! Issue 22's hardening holes, each pinned by a test named after it: paths
//! that leave their base, `--out` through a planted link or into a folder,
//! an answer that drips, `--paginate` from its own page, unbounded `--jq`,
//! the key in `-v` lines, a config that is a device, a scaled clock against
//! a real service, maybe-spends counted once per candidate, a 503's words,
//! redirects, IPv4-mapped loopback, `--resume` with a global `--out`. (The
//! slow-body flood of `listen` is in `webhooks.rs`.)

use std::io::{Read, Write};
use std::process::{Output, Stdio};
use std::time::{Duration, Instant};

use crate::common::*;

/// The one line a refusal prints (no other line on stderr).
fn one_line(out: &Output) -> String {
    let err = stderr(out);
    let lines: Vec<&str> = err.lines().filter(|l| !l.trim().is_empty()).collect();
    assert_eq!(lines.len(), 1, "one line on stderr, got: {err}");
    lines[0].to_string()
}

/// A server of its own for the hostile cases: every request (its head
/// read) gets `head` as the answer's start, then, with `drip`, one more
/// byte at each interval; returns the port.
fn hostile(head: &'static str, drip: Option<Duration>) -> u16 {
    let listener = std::net::TcpListener::bind("127.0.0.1:0").expect("bind");
    let port = listener.local_addr().expect("addr").port();
    std::thread::spawn(move || {
        for stream in listener.incoming() {
            let Ok(mut s) = stream else { continue };
            std::thread::spawn(move || {
                let _ = s.set_read_timeout(Some(Duration::from_secs(10)));
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

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn api_percent_encoded_dots_do_not_reset_the_sandbox() {
    let sb = Sandbox::start();
    // A spend the reset would wipe.
    some_talent_cards(&sb, 1).await;
    assert_eq!(used(&sb, "searches").await, 1);
    clear_log(&sb).await;
    for path in [
        "/%2e%2e/%2e%2e/_sandbox/reset",
        "/.%2e/.%2e/_sandbox/reset",
        "/%2E%2e/%2e%2E/_sandbox/reset",
        "/jobs/%2e%2e/%2e%2e/%2e%2e/_sandbox/reset",
        "\\..\\..\\_sandbox\\reset",
        "/jobs%2f..%2f..%2f_sandbox%2freset",
    ] {
        let out = run(&sb, &["api", "POST", path]);
        expect_code(&out, 2);
        let line = one_line(&out);
        assert!(line.contains("leave"), "{path}: {line}");
    }
    assert_nothing_sent(&sb, "api paths that leave the base").await;
    assert_eq!(used(&sb, "searches").await, 1, "the world was not reset");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn fixtures_paths_do_not_reset_the_sandbox() {
    let sb = Sandbox::start();
    some_talent_cards(&sb, 1).await;
    clear_log(&sb).await;
    let dir = sb.env.path();
    let written = dir.join("reset.json");
    std::fs::write(
        &written,
        r#"{"requests": [{"method": "GET", "path": "/usage"},
                         {"method": "POST", "path": "/../../_sandbox/reset"}]}"#,
    )
    .unwrap();
    let out = run(&sb, &["fixtures", written.to_str().unwrap()]);
    expect_code(&out, 2);
    assert!(one_line(&out).contains("request 2"), "{}", stderr(&out));
    // Nothing at all: the file is checked before its first request.
    assert_nothing_sent(&sb, "a fixtures file that leaves the base").await;
    // A path filled from the environment is checked once filled.
    let filled = dir.join("filled.json");
    std::fs::write(
        &filled,
        r#"{"requests": [{"method": "POST", "path": "/${env.WHERE}"}]}"#,
    )
    .unwrap();
    let out = sb
        .talent()
        .env("WHERE", "%2e%2e/%2e%2e/_sandbox/reset")
        .args(["fixtures", filled.to_str().unwrap()])
        .output()
        .unwrap();
    expect_code(&out, 2);
    assert_nothing_sent(&sb, "a filled path that leaves the base").await;
    assert_eq!(used(&sb, "searches").await, 1, "the world was not reset");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn out_planted_symlink_is_not_written_through() {
    let sb = Sandbox::start();
    let dir = sb.env.path();
    let victim = dir.join("victim");
    std::fs::write(&victim, "precious\n").unwrap();
    let target = dir.join("s.csv");
    std::os::unix::fs::symlink(&victim, dir.join("s.csv.partial")).unwrap();
    let out = run(
        &sb,
        &[
            "search",
            "--skill",
            "java",
            "-o",
            "csv",
            "--out",
            target.to_str().unwrap(),
        ],
    );
    expect_code(&out, 0);
    assert_eq!(std::fs::read_to_string(&victim).unwrap(), "precious\n");
    let csv = std::fs::read_to_string(&target).unwrap();
    assert!(csv.starts_with("talentCardId"), "{csv}");
    let meta = std::fs::symlink_metadata(&target).unwrap();
    assert!(meta.is_file(), "a file of its own, not a link");
    use std::os::unix::fs::PermissionsExt;
    assert_eq!(meta.permissions().mode() & 0o777, 0o600);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn out_directory_is_refused_before_anything_is_spent() {
    let sb = Sandbox::start();
    let folder = sb.env.path().join("exports");
    std::fs::create_dir(&folder).unwrap();
    clear_log(&sb).await;
    let out = run(
        &sb,
        &[
            "search",
            "--skill",
            "java",
            "--out",
            folder.to_str().unwrap(),
        ],
    );
    expect_code(&out, 2);
    assert!(one_line(&out).contains("is a folder"), "{}", stderr(&out));
    assert_nothing_sent(&sb, "--out DIR").await;
    assert_eq!(used(&sb, "searches").await, 0);
    assert!(!sb.env.path().join("exports.partial").exists());
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

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn paginate_starts_at_the_given_page() {
    let sb = Sandbox::start();
    clear_log(&sb).await;
    let out = run(
        &sb,
        &[
            "api",
            "GET",
            "/search/candidates",
            "-f",
            "inresume=java",
            "-f",
            "page=4294967295",
            "--paginate",
        ],
    );
    expect_code(&out, 2);
    // The one search it took to learn the list's length, said, and the refusal.
    let err = stderr(&out);
    let errors: Vec<&str> = err.lines().filter(|l| l.starts_with("error:")).collect();
    assert_eq!(errors.len(), 1, "{err}");
    assert!(errors[0].contains("past the end"), "{err}");
    assert_eq!(
        used(&sb, "searches").await,
        1,
        "no restart from page 1: {err}"
    );
    let seen = received(&sb).await;
    let pages: Vec<_> = seen
        .iter()
        .filter(|r| r["path"] == "/api/v1/search/candidates")
        .map(|r| param(r, "page"))
        .collect();
    assert_eq!(pages, vec![Some("4294967295".to_string())]);
    for bad in ["0", "4294967296", "two"] {
        clear_log(&sb).await;
        let page = format!("page={bad}");
        let out = run(
            &sb,
            &[
                "api",
                "GET",
                "/search/candidates",
                "-f",
                "inresume=java",
                "-f",
                &page,
                "--paginate",
            ],
        );
        expect_code(&out, 2);
        assert!(one_line(&out).contains("out of range"), "{}", stderr(&out));
        assert_nothing_sent(&sb, &page).await;
    }
    // A free list from page 2: the first request asks for page 2.
    clear_log(&sb).await;
    let out = run(
        &sb,
        &[
            "api",
            "GET",
            "/jobs",
            "-f",
            "pageSize=1",
            "-f",
            "page=2",
            "--paginate",
        ],
    );
    expect_code(&out, 0);
    let seen = received(&sb).await;
    let first = param(&seen[0], "page");
    assert_eq!(first.as_deref(), Some("2"), "{seen:?}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn paginate_search_is_judged_as_a_whole() {
    let sb = Sandbox::start();
    let out = run(
        &sb,
        &[
            "api",
            "GET",
            "/search/candidates",
            "-f",
            "inresume=java",
            "-f",
            "pageSize=1",
            "--paginate",
        ],
    );
    // One page tells the length; the rest is more than the quota allows
    // (or crosses the reserve with no terminal to ask): refused, unsent.
    expect_code(&out, 5);
    assert_eq!(used(&sb, "searches").await, 1, "{}", stderr(&out));
}

/// `talent --sandbox usage --jq EXPR` in a fresh environment.
fn jq(env: &TestEnv, expr: &str) -> Output {
    env.talent()
        .args(["--sandbox", "usage", "--jq", expr])
        .timeout(Duration::from_secs(120))
        .output()
        .unwrap()
}

#[test]
fn jq_unbounded_filters_end_in_one_line() {
    let env = TestEnv::new();
    for (expr, says) in [
        ("def f: f; f", "steps"),
        ("def f: [f]; f", "stack"),
        ("[range(1e9)] | length", "stopped"),
    ] {
        let out = jq(&env, expr);
        assert_eq!(code(&out), 1, "{expr}: {}", stderr(&out));
        let line = one_line(&out);
        assert!(
            line.contains(says) && line.contains("stopped"),
            "{expr}: {line}"
        );
    }
}

#[test]
fn jq_repeat_stops_on_a_closed_pipe() {
    let env = TestEnv::new();
    let mut cmd = std::process::Command::new(talent_bin());
    env.apply(&mut cmd);
    let mut child = cmd
        .current_dir(env.path())
        .args(["--sandbox", "usage", "--jq", "repeat(.)"])
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut head = [0u8; 100];
    child
        .stdout
        .as_mut()
        .unwrap()
        .read_exact(&mut head)
        .unwrap();
    // `head -c100` is done: it closes the pipe.
    drop(child.stdout.take());
    let deadline = Instant::now() + Duration::from_secs(20);
    let status = loop {
        if let Some(status) = child.try_wait().unwrap() {
            break status;
        }
        if Instant::now() > deadline {
            let _ = child.kill();
            panic!("--jq 'repeat(.)' went on after its reader left");
        }
        std::thread::sleep(Duration::from_millis(20));
    };
    assert_eq!(status.code(), Some(0));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn verbose_never_shows_the_key_a_fixture_expanded() {
    let sb = Sandbox::start();
    let file = sb.env.path().join("leak.json");
    std::fs::write(
        &file,
        r#"{"requests": [{"method": "GET", "path": "/jobs/${env.TALENT_API_KEY}/stages"}]}"#,
    )
    .unwrap();
    let out = run(&sb, &["-v", "fixtures", file.to_str().unwrap()]);
    let err = stderr(&out);
    assert!(!err.contains(&sb.keys.production), "{err}");
    assert!(err.contains("[redacted]"), "-v traced the request: {err}");
    // A header with the key: never on stderr either.
    let header = format!("X-Note: {}", sb.keys.production);
    let out = run(&sb, &["-v", "api", "GET", "/nowhere", "-H", &header]);
    assert!(
        !stderr(&out).contains(&sb.keys.production),
        "{}",
        stderr(&out)
    );
}

#[test]
fn config_that_is_dev_zero_is_one_line() {
    let env = TestEnv::new();
    let config = env.config_dir().join("config.toml");
    std::os::unix::fs::symlink("/dev/zero", &config).unwrap();
    let started = Instant::now();
    let out = env
        .talent()
        .args(["--sandbox", "usage"])
        .timeout(Duration::from_secs(30))
        .output()
        .unwrap();
    expect_code(&out, 2);
    assert!(one_line(&out).contains("config.toml"), "{}", stderr(&out));
    assert!(started.elapsed() < Duration::from_secs(10));
    std::fs::remove_file(&config).unwrap();
    std::fs::write(&config, vec![b'#'; 2 << 20]).unwrap();
    let out = env.talent().args(["--sandbox", "usage"]).output().unwrap();
    expect_code(&out, 2);
    assert!(one_line(&out).contains("larger than"), "{}", stderr(&out));
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
async fn maybe_spent_unlock_counts_once_per_candidate() {
    let sb = Sandbox::start();
    let card = some_talent_cards(&sb, 1).await.remove(0);
    faults(&sb, "500@GET/candidates").await;
    let out = run(&sb, &["candidate", "show", &card, "--yes", "-o", "json"]);
    expect_code(&out, 1);
    let err = stderr(&out);
    assert!(
        err.contains("1 unlock request(s) failed") && err.contains("up to 1 more unlocks"),
        "{err}"
    );
    let audit = run(&sb, &["usage", "--local", "-o", "json"]);
    let maybe = stdout(&audit).matches("maybe").count();
    assert_eq!(
        maybe,
        1,
        "one possible unlock in the ledger: {}",
        stdout(&audit)
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_503_on_a_search_says_nothing_was_spent() {
    let sb = Sandbox::start();
    faults(&sb, "503@GET/search").await;
    let out = run(&sb, &["search", "--skill", "java"]);
    expect_code(&out, 1);
    let err = stderr(&out);
    assert!(
        err.contains("most likely not taken, so nothing was spent"),
        "{err}"
    );
    assert!(err.contains("answered 503; retrying in"), "{err}");
    assert!(!err.contains("may have been spent"), "{err}");
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

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn resume_accepts_a_global_out_before_the_command() {
    let sb = Sandbox::start();
    let target = sb.env.path().join("x.csv");
    let out = run(
        &sb,
        &[
            "-o",
            "csv",
            "--out",
            target.to_str().unwrap(),
            "search",
            "--skill",
            "java",
            "--resume",
        ],
    );
    expect_code(&out, 0);
    assert!(std::fs::read_to_string(&target)
        .unwrap()
        .starts_with("talentCardId"));
    // Without any --out it is one line, exit 2, nothing sent.
    clear_log(&sb).await;
    let out = run(&sb, &["search", "--skill", "java", "--resume"]);
    expect_code(&out, 2);
    assert!(one_line(&out).contains("--out"), "{}", stderr(&out));
    assert_nothing_sent(&sb, "--resume without --out").await;
}
