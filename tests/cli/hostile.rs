//! Issue 31's findings of hostile use, each pinned by a test named after
//! it (the browse ones are in `browse.rs`).

use std::os::unix::fs::FileTypeExt;
use std::process::Output;

use crate::common::*;

/// The one line a refusal prints (no other line on stderr).
fn one_line(out: &Output) -> String {
    let err = stderr(out);
    let lines: Vec<&str> = err.lines().filter(|l| !l.trim().is_empty()).collect();
    assert_eq!(lines.len(), 1, "one line on stderr, got: {err}");
    lines[0].to_string()
}

/// Whether this process may make device nodes (root: Docker, CI, where the
/// finding bites); under CI it must.
fn root() -> bool {
    let is_root = unsafe { libc::geteuid() } == 0;
    assert!(
        is_root || std::env::var("CI").map_or(true, |v| v != "true"),
        "CI runs as root; this test makes a device node"
    );
    is_root
}

fn run_cmd(cmd: &str, args: &[&str]) {
    let out = std::process::Command::new(cmd)
        .args(args)
        .output()
        .expect(cmd);
    assert!(
        out.status.success(),
        "{cmd} {args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn out_replaces_what_is_not_a_regular_file() {
    let sb = Sandbox::start();
    let dir = sb.env.path();
    let mut targets = Vec::new();
    if root() {
        run_cmd(
            "mknod",
            &[dir.join("mynull").to_str().unwrap(), "c", "1", "3"],
        );
        targets.push("mynull");
    }
    run_cmd("mkfifo", &[dir.join("myfifo").to_str().unwrap()]);
    targets.push("myfifo");
    std::os::unix::fs::symlink("/proc/self/fd/1", dir.join("mystdout")).unwrap();
    targets.push("mystdout");
    clear_log(&sb).await;
    for name in &targets {
        let out = sb
            .talent()
            .args(["search", "--skill", "java", "-o", "csv", "--out"])
            .arg(dir.join(name))
            .output()
            .unwrap();
        expect_code(&out, 2);
        let line = one_line(&out);
        assert!(
            line.contains("not a regular file") && line.contains("drop --out"),
            "{name}: {line}"
        );
        assert!(stdout(&out).is_empty(), "{name}");
    }
    assert_nothing_sent(&sb, "--out over a device, a FIFO or a link to stdout").await;
    let kind = |n: &str| std::fs::symlink_metadata(dir.join(n)).unwrap().file_type();
    assert!(kind("myfifo").is_fifo(), "the FIFO stays a FIFO");
    assert!(kind("mystdout").is_symlink(), "the link stays a link");
    if targets.contains(&"mynull") {
        assert!(kind("mynull").is_char_device(), "the device stays a device");
    }
    for name in &targets {
        assert!(
            !dir.join(format!("{name}.partial")).exists(),
            "{name}.partial left behind"
        );
    }
}

/// Whether `pid` catches SIGINT now (its `SigCgt` mask in /proc): what the
/// wait on input installs, so the signal sent next reaches that wait.
fn catches_sigint(pid: u32) -> bool {
    let Ok(status) = std::fs::read_to_string(format!("/proc/{pid}/status")) else {
        return false;
    };
    status
        .lines()
        .find_map(|l| l.strip_prefix("SigCgt:"))
        .and_then(|m| u64::from_str_radix(m.trim(), 16).ok())
        .is_some_and(|mask| mask & (1 << (libc::SIGINT - 1)) != 0)
}

/// Runs `talent ARGS` in the sandbox's environment with stdin a pipe that
/// stays open and silent (`sleep 30 | talent …`), sends `sig` once it waits
/// on its input, and returns its output.
fn stopped_while_waiting(sb: &Sandbox, args: &[&str], sig: libc::c_int) -> Output {
    use std::process::{Command, Stdio};
    let mut cmd = Command::new(talent_bin());
    sb.apply(&mut cmd);
    cmd.current_dir(sb.env.path())
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    let mut child = cmd.spawn().expect("talent starts");
    // Held open, never written: the read waits.
    let _stdin = child.stdin.take();
    let pid = child.id();
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(30);
    while !catches_sigint(pid) {
        if let Ok(Some(status)) = child.try_wait() {
            panic!("{args:?} ended before waiting on input: {status}");
        }
        assert!(
            std::time::Instant::now() < deadline,
            "{args:?} never waited on input"
        );
        std::thread::sleep(std::time::Duration::from_millis(10));
    }
    // SAFETY: a signal to the child this test started.
    unsafe { libc::kill(pid as libc::pid_t, sig) };
    child.wait_with_output().expect("talent ends")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sigterm_and_sigint_ignored_while_a_command_reads_a_pipe_or_opens_a_fifo() {
    if unix_only(
        "signals while waiting on input",
        "FIFOs, and a program's caught signals read from /proc",
    ) {
        return;
    }
    let sb = Sandbox::start();
    let dir = sb.env.path();
    let fifo = dir.join("f");
    run_cmd("mkfifo", &[fifo.to_str().unwrap()]);
    let fifo = fifo.to_str().unwrap();
    clear_log(&sb).await;
    let cases: &[(&[&str], libc::c_int)] = &[
        (
            &["bulk-invite", "J", "--candidates-file", "-", "--dry-run"],
            libc::SIGTERM,
        ),
        (
            &["bulk-invite", "J", "--candidates-file", "-", "--dry-run"],
            libc::SIGINT,
        ),
        (&["auth", "login", "--with-key"], libc::SIGTERM),
        (
            &[
                "webhooks",
                "verify",
                "--secret",
                "s",
                "--signature",
                "sha256=00",
                "--payload-file",
                "-",
            ],
            libc::SIGINT,
        ),
        (&["api", "POST", "/jobs", "--input", "-"], libc::SIGTERM),
        (&["--ca-file", fifo, "usage"], libc::SIGTERM),
        (&["search", "--q-file", fifo], libc::SIGINT),
        (&["fixtures", fifo], libc::SIGTERM),
    ];
    for (args, sig) in cases {
        let out = stopped_while_waiting(&sb, args, *sig);
        assert_eq!(code(&out), 130, "{args:?} ({sig}): {}", stderr(&out));
        let line = one_line(&out);
        assert!(line.contains("while waiting for input"), "{args:?}: {line}");
    }
    assert_nothing_sent(&sb, "commands stopped while waiting on input").await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn jq_output_that_overflows_the_stack() {
    let sb = Sandbox::start();
    let out = run_code(
        &sb,
        &["usage", "--jq", "reduce range(1000000) as $_ (null; [.])"],
        1,
    );
    let line = one_line(&out);
    assert!(line.contains("nested deeper than 10,000 levels"), "{line}");
    // Within the bound, deep values still print.
    let out = run_code(
        &sb,
        &[
            "usage",
            "--jq",
            "reduce range(500) as $_ (0; [.]) | flatten",
        ],
        0,
    );
    assert_eq!(stdout(&out).trim(), "[\n  0\n]");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn jq_env_prints_the_key() {
    let sb = Sandbox::start();
    let out = sb
        .talent()
        .env("PGPASSWORD", "pg-secret-31")
        .env("DATABASE_URL", "postgres://u:url-secret-31@db/x")
        .env("GITHUB_TOKEN", "gh-secret-31")
        .args([
            "usage",
            "--jq",
            "env | {TALENT_API_KEY, PGPASSWORD, HOME}, env",
        ])
        .output()
        .unwrap();
    expect_code(&out, 0);
    let text = stdout(&out);
    for secret in [
        sb.keys.production.as_str(),
        "pg-secret-31",
        "url-secret-31",
        "gh-secret-31",
    ] {
        assert!(!text.contains(secret), "{secret} in: {text}");
    }
    // The rest of the environment is the filter's, as in jq.
    assert!(text.contains("\"HOME\""), "{text}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn jq_halt_error_exits_0_silently() {
    let sb = Sandbox::start();
    let out = run_code(&sb, &["usage", "--jq", "\"no quota left\" | halt_error"], 1);
    let line = one_line(&out);
    assert!(
        line.contains("halted with exit code 5: no quota left"),
        "{line}"
    );
    let out = run_code(&sb, &["usage", "--jq", ".workspaceId, halt_error(3)"], 1);
    assert!(
        !stdout(&out).is_empty(),
        "what came before the halt is printed"
    );
    // `halt` alone ends the output, as before.
    run_code(&sb, &["usage", "--jq", "halt"], 0);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn api_h_changes_the_requests_framing() {
    let sb = Sandbox::start();
    let body = sb.env.path().join("b.json");
    std::fs::write(&body, r#"{"title": "Framing Engineer"}"#).unwrap();
    let body = body.to_str().unwrap();
    clear_log(&sb).await;
    for header in [
        "Content-Length: 0",
        "Transfer-Encoding: chunked",
        "content-length: 99",
        "Connection: close",
        "Expect: 100-continue",
        "TE: trailers",
        "Upgrade: h2c",
    ] {
        let out = run_code(
            &sb,
            &["api", "POST", "/jobs", "--input", body, "-H", header],
            2,
        );
        let line = one_line(&out);
        assert!(line.contains("framed"), "{header}: {line}");
    }
    assert_nothing_sent(&sb, "api -H with a framing header").await;
    // Other headers still go.
    run_code(
        &sb,
        &["api", "GET", "/usage", "-H", "X-Request-Id: r-31"],
        0,
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn team_usage_csv_and_tsv_and_usage_csv_put_json_objects_in_cells() {
    let sb = Sandbox::start();
    run_code(&sb, &["search", "--skill", "java", "--limit", "1"], 0);
    for (args, header) in [
        (
            &["team", "usage", "-o", "csv"][..],
            "member,unlocks.used,unlocks.limit,searches.used",
        ),
        (
            &["team", "usage", "-o", "tsv"][..],
            "member\tunlocks.used\tunlocks.limit\tsearches.used",
        ),
        (
            &["usage", "-o", "csv"][..],
            "workspaceId,apiUnlocks.used,apiUnlocks.limit",
        ),
        (
            &["usage", "-o", "tsv"][..],
            "workspaceId\tapiUnlocks.used\tapiUnlocks.limit",
        ),
    ] {
        let text = stdout(&run_code(&sb, args, 0));
        assert!(text.starts_with(header), "{args:?}: {text}");
        assert!(
            !text.contains('{'),
            "{args:?}: a JSON object in a cell: {text}"
        );
    }
    // The searches row holds the spend as a number of its own column.
    let text = stdout(&run_code(&sb, &["team", "usage", "-o", "csv"], 0));
    assert!(text.lines().any(|l| l.contains(",1,100,")), "{text}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn team_usage_table_at_80_columns_cuts_every_figure() {
    let sb = Sandbox::start();
    run_code(&sb, &["search", "--skill", "java", "--limit", "1"], 0);
    let out = sb
        .talent()
        .env("COLUMNS", "80")
        .args(["team", "usage", "-o", "table"])
        .output()
        .unwrap();
    expect_code(&out, 0);
    let text = stdout(&out);
    assert!(!text.contains('…'), "a figure was cut:\n{text}");
    for figures in ["/ 10", "1 / 100", "/ 20"] {
        assert!(text.contains(figures), "{figures} in:\n{text}");
    }
    assert!(text.lines().all(|l| l.chars().count() <= 80), "{text}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn default_member_from_user_jose_is_jos_at_h() {
    let sb = Sandbox::start();
    let member_of = |user: &str| {
        sb.talent()
            .env("USER", user)
            .env("HOSTNAME", "h")
            .args(["search", "--skill", "java", "--limit", "1"])
            .assert()
            .success();
        let out = sb
            .talent()
            .env("USER", user)
            .env("HOSTNAME", "h")
            .args(["team", "usage", "-o", "csv", "--fields", "member"])
            .output()
            .unwrap();
        expect_code(&out, 0);
        stdout(&out)
    };
    let jose = member_of("José");
    assert!(jose.lines().any(|l| l == "jos_e9_@h"), "{jose}");
    // Another user of the machine with a name that differs in one accent
    // spends as another member.
    let other = member_of("Josè");
    assert!(other.lines().any(|l| l == "jos_e8_@h"), "{other}");
    assert!(!jose.lines().any(|l| l == "jos@h"), "{jose}");
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

// What looking at it showed (issue 31).

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sandbox_serve_grant_a_grant_b_refused() {
    let sb = Sandbox::serve(SandboxOptions {
        extra: [
            "--grant",
            "unlocks=3",
            "--grant",
            "searches=9,messages=4",
            "--grant",
            "messages=5",
        ]
        .iter()
        .map(|s| s.to_string())
        .collect(),
        ..Default::default()
    });
    let usage = json_stdout(&run_code(&sb, &["usage", "-o", "json"], 0));
    assert_eq!(usage["apiUnlocks"]["limit"], 3, "{usage}");
    assert_eq!(usage["searches"]["limit"], 9, "{usage}");
    assert_eq!(
        usage["messages"]["limit"], 5,
        "the later grant wins: {usage}"
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
