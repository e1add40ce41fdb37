//! The one way to run the binary and read what it did: every run is built by
//! `TestEnv::talent` (through `Sandbox::talent*` when it talks to a
//! sandbox), and its `Output` is read with the functions here.

use std::process::{Child, ExitStatus, Output};
use std::time::{Duration, Instant};

use serde_json::Value;

use super::sandbox::Sandbox;

/// Runs `talent ARGS` against `sb` (production key, its time scale, stdin
/// closed) and returns what it did, whatever the exit.
pub fn run(sb: &Sandbox, args: &[&str]) -> Output {
    sb.talent().args(args).output().expect("talent runs")
}

/// Runs, asserts the exit code, and returns the output.
pub fn run_code(sb: &Sandbox, args: &[&str], code: i32) -> Output {
    let out = run(sb, args);
    expect_code_of(args, &out, code);
    out
}

/// Asserts the exit code of `talent ARGS`, naming the run and showing both
/// streams when it differs.
pub fn expect_code_of(args: &[&str], out: &Output, code: i32) {
    assert_eq!(
        out.status.code(),
        Some(code),
        "talent {args:?}\nstdout: {}\nstderr: {}",
        stdout(out),
        stderr(out)
    );
}

/// Runs a prepared command: (exit code, stdout, stderr).
pub fn outcome(cmd: &mut assert_cmd::Command) -> (i32, String, String) {
    let out = cmd.output().expect("talent runs");
    (code(&out), stdout(&out), stderr(&out))
}

/// The exit code (-1 when killed by a signal).
pub fn code(out: &Output) -> i32 {
    out.status.code().unwrap_or(-1)
}

pub fn stdout(out: &Output) -> String {
    String::from_utf8_lossy(&out.stdout).into_owned()
}

pub fn stderr(out: &Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}

/// Runs that raced on one idempotency key: one sent (exit 0); each other
/// one was told the key is busy and sent nothing (exit 1), or, started
/// late, printed the recorded result (exit 0).
pub fn expect_one_claim_won(outs: &[Output]) {
    let codes: Vec<Option<i32>> = outs.iter().map(|o| o.status.code()).collect();
    assert!(codes.contains(&Some(0)), "{codes:?}");
    for o in outs {
        match o.status.code() {
            Some(0) => {}
            Some(1) => assert!(
                stderr(o).contains("is held by") && stderr(o).contains("nothing was sent"),
                "{}",
                stderr(o)
            ),
            other => panic!("{other:?}: {}", stderr(o)),
        }
    }
}

/// Asserts the exit code, showing both streams when it differs.
pub fn expect_code(out: &Output, want: i32) {
    assert_eq!(
        code(out),
        want,
        "stdout: {}\nstderr: {}",
        stdout(out),
        stderr(out)
    );
}

/// stdout parsed as one JSON document.
pub fn json_stdout(out: &Output) -> Value {
    serde_json::from_slice(&out.stdout).unwrap_or_else(|e| {
        panic!(
            "stdout is not JSON ({e}): {}\nstderr: {}",
            stdout(out),
            stderr(out)
        )
    })
}

/// A captured stdout parsed as one JSON document.
pub fn json_text(stdout: &str) -> Value {
    serde_json::from_str(stdout).unwrap_or_else(|e| panic!("stdout is not JSON ({e}): {stdout}"))
}

/// stdout as a JSON array (list commands with -o json).
pub fn json_array(out: &Output) -> Vec<Value> {
    match json_stdout(out) {
        Value::Array(items) => items,
        other => panic!("expected an array, got {other}"),
    }
}

/// The one line a refusal prints (no other line on stderr).
pub fn one_line(out: &Output) -> String {
    let err = stderr(out);
    let lines: Vec<&str> = err.lines().filter(|l| !l.trim().is_empty()).collect();
    assert_eq!(lines.len(), 1, "one line on stderr, got: {err}");
    lines[0].to_string()
}

/// Runs a helper program (`mkfifo`, `mknod`), asserting it succeeded.
pub fn run_cmd(cmd: &str, args: &[&str]) {
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

/// Waits for `child` to end, `bound` at most: its status, or `None` once
/// the bound passed (it is then killed and reaped).
pub fn wait_within(child: &mut Child, bound: Duration) -> Option<ExitStatus> {
    let deadline = Instant::now() + bound;
    loop {
        if let Some(status) = child.try_wait().expect("wait") {
            return Some(status);
        }
        if Instant::now() >= deadline {
            let _ = child.kill();
            let _ = child.wait();
            return None;
        }
        std::thread::sleep(Duration::from_millis(20));
    }
}
