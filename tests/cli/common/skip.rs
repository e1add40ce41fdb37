//! A test that needs a program this machine lacks (tmux, `script`, dbus,
//! PostgreSQL, mandoc...) says so where a person sees it, never a silent
//! pass; under `CI=true`, where `.ci/run` installs them all, it fails.

use std::io::Write;
use std::process::Command;

/// Whether this run is CI's (`CI=true`).
pub fn ci() -> bool {
    std::env::var("CI").is_ok_and(|v| v == "true")
}

/// Says on the terminal that a test (or a part of one) did not run, or
/// fails it under CI.
pub fn skip(test_needs: &str, why: &str) {
    assert!(
        !ci(),
        "{test_needs}: {why} (CI=true: a test whose program is missing fails)"
    );
    // Straight to the process's stderr: the test harness captures only
    // the print macros, so this line shows even for a test that passes.
    let _ = writeln!(std::io::stderr().lock(), "SKIPPED {test_needs}: {why}");
}

/// Whether `program ARGS` (e.g. `--version`) runs here; when it does not,
/// says the test needing it is skipped (or fails it under CI).
pub fn have(program: &str, args: &[&str], test_needs: &str) -> bool {
    let ok = Command::new(program)
        .args(args)
        .output()
        .is_ok_and(|o| o.status.success());
    if !ok {
        skip(
            test_needs,
            &format!("{program} is not installed (.ci/run installs it)"),
        );
    }
    ok
}
