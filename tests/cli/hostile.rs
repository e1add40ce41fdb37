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
