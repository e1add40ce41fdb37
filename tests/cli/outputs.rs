//! Whole-output snapshots, in jj's manner: stdout, stderr and the exit code
//! of one run together, so a change of wording, a stray line or a new exit
//! code shows up in review. One snapshot per error class of the contract's
//! exit-code table (`tests/cli/snapshots/outputs/`).
//!
//! Re-accept after an intended change with
//! `INSTA_UPDATE=always cargo test --test cli outputs`, then review the diff.

use std::process::Output;

use crate::common::*;

/// stdout, stderr and exit code as one text, with what varies from run to
/// run (ports, temp folders) replaced by stable names.
fn transcript(out: &Output, env: &TestEnv, base: Option<&str>) -> String {
    let mut text = format!(
        "exit: {}\n--- stdout\n{}--- stderr\n{}",
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr),
    );
    if let Some(base) = base {
        let origin = base.trim_end_matches("/api/v1");
        text = text.replace(origin, "http://[sandbox]");
    }
    redact_ids(&redact_reset_days(&redact_times(
        &text.replace(&env.path().display().to_string(), "[tmp]"),
    )))
}

/// `resets on 24 Dec` and `reset on 24 Dec` become `… on [day]`: with a
/// sandbox on the system clock the cycle ends 30 days after today.
fn redact_reset_days(text: &str) -> String {
    let mut out = text.to_string();
    for lead in ["resets on ", "reset on "] {
        let mut from = 0;
        while let Some(i) = out[from..].find(lead).map(|i| i + from + lead.len()) {
            let day = out[i..].chars().take_while(char::is_ascii_digit).count();
            let month = &out[i + day..];
            if day > 0 && month.len() >= 4 && month.as_bytes()[0] == b' ' {
                out.replace_range(i..i + day + 4, "[day]");
            }
            from = i;
        }
    }
    out
}

/// ISO 8601 instants (`2026-12-24T00:32:38Z`) become `[time]`: they follow
/// the clock the sandbox started with.
fn redact_times(text: &str) -> String {
    let shape = b"dddd-dd-ddTdd:dd:ddZ";
    let bytes = text.as_bytes();
    let mut out = String::with_capacity(text.len());
    let mut i = 0;
    while i < bytes.len() {
        let fits = bytes.len() - i >= shape.len()
            && shape.iter().zip(&bytes[i..]).all(|(s, b)| match s {
                b'd' => b.is_ascii_digit(),
                other => other == b,
            });
        if fits {
            out.push_str("[time]");
            i += shape.len();
        } else {
            let ch = text[i..].chars().next().unwrap_or(' ');
            out.push(ch);
            i += ch.len_utf8();
        }
    }
    out
}

/// Ids the sandbox mints at random (`thr_…`) become `thr_[id]`.
fn redact_ids(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(at) = rest.find("thr_") {
        out.push_str(&rest[..at + 4]);
        let tail = &rest[at + 4..];
        let end = tail
            .find(|c: char| !c.is_ascii_alphanumeric())
            .unwrap_or(tail.len());
        out.push_str("[id]");
        rest = &tail[end..];
    }
    out.push_str(rest);
    out
}

fn snapshot(name: &str, text: String) {
    insta::with_settings!({snapshot_path => "snapshots/outputs", prepend_module_to_snapshot => false}, {
        insta::assert_snapshot!(name, text);
    });
}

#[test]
fn exit_1_unreachable_service() {
    let env = TestEnv::new();
    let out = env
        .talent()
        .env("TALENT_API_KEY", "svc_live_0123456789abcdef")
        .env("TALENT_TIME_SCALE", "0.001")
        .args(["--base-url", "http://127.0.0.1:9/api/v1", "usage"])
        .output()
        .expect("runs");
    snapshot("exit_1_unreachable", transcript(&out, &env, None));
}

#[test]
fn exit_2_usage_before_sending() {
    let env = TestEnv::new();
    let out = env
        .talent()
        .args(["--sandbox", "search", "--skill", "go", "--page-size", "50"])
        .output()
        .expect("runs");
    snapshot("exit_2_page_size", transcript(&out, &env, None));
    let out = env
        .talent()
        .args(["--sandbox", "search", "--inresume", "(go OR rust"])
        .output()
        .expect("runs");
    snapshot("exit_2_inresume", transcript(&out, &env, None));
}

#[test]
fn exit_2_a_400_from_the_service() {
    let env = TestEnv::new();
    let out = env
        .talent()
        .args(["--sandbox", "api", "GET", "/search/candidates"])
        .output()
        .expect("runs");
    snapshot("exit_2_service_400", transcript(&out, &env, None));
}

#[test]
fn exit_3_no_key() {
    let env = TestEnv::new();
    let out = env.talent().args(["usage"]).output().expect("runs");
    snapshot("exit_3_no_key", transcript(&out, &env, None));
}

#[test]
fn exit_3_evaluation_key_on_a_production_route() {
    let sb = Sandbox::start();
    let out = sb
        .talent_with_key(&sb.keys.evaluation)
        .args(["jobs", "create", "--title", "SRE"])
        .output()
        .expect("runs");
    snapshot(
        "exit_3_forbidden",
        transcript(&out, &sb.env, Some(&sb.base_url)),
    );
}

#[test]
fn exit_4_not_found() {
    let env = TestEnv::new();
    let out = env
        .talent()
        .args(["--sandbox", "candidate", "summary", "cand_missing"])
        .output()
        .expect("runs");
    snapshot("exit_4_not_found", transcript(&out, &env, None));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn exit_5_quota_exhausted_on_the_service() {
    let sb = Sandbox::with(SandboxOptions {
        grant: Some("unlocks=0".into()),
        ..Default::default()
    });
    let card = some_talent_cards(&sb, 1).await.remove(0);
    let out = sb
        .talent()
        .args(["--yes", "candidate", "show", &card])
        .output()
        .expect("runs");
    snapshot(
        "exit_5_unlock_quota",
        transcript(&out, &sb.env, Some(&sb.base_url)).replace(&card, "[card]"),
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn exit_6_still_throttled() {
    let sb = Sandbox::start();
    throttle(&sb, 10, 1).await;
    let out = sb
        .talent()
        .args(["-q", "search", "--skill", "rust", "-o", "json"])
        .output()
        .expect("runs");
    snapshot(
        "exit_6_throttled",
        transcript(&out, &sb.env, Some(&sb.base_url)),
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn exit_7_invited_twice() {
    let sb = Sandbox::start();
    let card = some_talent_cards(&sb, 1).await.remove(0);
    let job = active_job(&sb).await;
    let invite = |sb: &Sandbox| {
        sb.talent()
            .args([
                "--yes",
                "invite",
                &card,
                "--job",
                &job,
                "--message",
                "Hello",
                "-o",
                "json",
            ])
            .output()
            .expect("runs")
    };
    assert_eq!(invite(&sb).status.code(), Some(0));
    let out = invite(&sb);
    snapshot(
        "exit_7_already_invited",
        transcript(&out, &sb.env, Some(&sb.base_url))
            .replace(&card, "[card]")
            .replace(&job, "[job]"),
    );
}

/// The core flow of the README on the embedded sandbox, as a recruiter sees
/// it at a 100-column terminal, with the clock fixed: search, jobs, invite,
/// the pipeline, the meters. Each step's whole output is one snapshot.
#[test]
fn the_core_flow_at_a_terminal() {
    let env = TestEnv::new();
    let run = |args: &[&str]| {
        env.talent()
            .env("TALENT_NOW", "2026-06-15T12:00:00Z")
            .env("TALENT_FORCE_TTY", "1")
            .env("COLUMNS", "100")
            .arg("--sandbox")
            .args(args)
            .output()
            .expect("runs")
    };
    let json_field = |args: &[&str], field: &str| -> String {
        let out = run(args);
        let v: serde_json::Value = serde_json::from_slice(&out.stdout).expect("json");
        v[0][field].as_str().expect(field).to_string()
    };
    let search = run(&[
        "search",
        "--skill",
        "go",
        "--location",
        "Pune",
        "--page-size",
        "3",
    ]);
    snapshot("flow_1_search", transcript(&search, &env, None));
    let jobs = run(&["jobs", "list"]);
    snapshot("flow_2_jobs", transcript(&jobs, &env, None));
    let job = json_field(&["jobs", "list", "-o", "json"], "jobId");
    let card = json_field(
        &["search", "--skill", "go", "--page-size", "1", "-o", "json"],
        "talentCardId",
    );
    let invite = run(&["--yes", "invite", &card, "--job", &job, "--message", "Hi"]);
    snapshot("flow_3_invite", transcript(&invite, &env, None));
    let apps = run(&["apps", &job]);
    snapshot("flow_4_apps", transcript(&apps, &env, None));
    let usage = run(&["usage"]);
    snapshot("flow_5_usage", transcript(&usage, &env, None));
}

/// `talent` alone prints a short overview and exits 0 (the contract); the
/// help topics print the same tables as the man pages.
#[test]
fn the_overview_and_the_help_topics() {
    let env = TestEnv::new();
    let out = env.talent().output().expect("runs");
    snapshot("overview", transcript(&out, &env, None));
    let out = env
        .talent()
        .args(["help", "exit-codes"])
        .output()
        .expect("runs");
    snapshot("help_exit_codes", transcript(&out, &env, None));
    let out = env
        .talent()
        .args(["help", "environment"])
        .output()
        .expect("runs");
    assert_eq!(out.status.code(), Some(0));
    let text = String::from_utf8_lossy(&out.stdout);
    for var in [
        "TALENT_API_KEY",
        "TALENT_DATA_DIR",
        "TALENT_TIME_SCALE",
        "TALENT_NOW",
    ] {
        assert!(text.contains(var), "{var}: {text}");
    }
}

/// Tables at 80 and 120 columns: ids whole (other columns give way), headers
/// wrapped between words only, enums readable. The embedded sandbox on a
/// fixed clock makes the data and the relative times stable.
#[test]
fn tables_keep_ids_whole_at_80_and_120_columns() {
    let env = TestEnv::new();
    for (name, args) in [
        ("search", vec!["search", "--skill", "go", "--limit", "4"]),
        ("jobs", vec!["jobs", "list", "--status", "active"]),
        (
            "candidates",
            vec!["candidate", "list", "--skills", "go", "--limit", "3"],
        ),
    ] {
        for width in ["80", "120"] {
            let out = env
                .talent()
                .env("TALENT_NOW", "2026-06-15T12:00:00Z")
                .env("TALENT_FORCE_TTY", "1")
                .env("COLUMNS", width)
                .args(["--sandbox", "-q"])
                .args(&args)
                .output()
                .expect("runs");
            let text = transcript(&out, &env, None);
            assert_eq!(out.status.code(), Some(0), "{text}");
            for line in String::from_utf8_lossy(&out.stdout).lines() {
                assert!(line.chars().count() <= width.parse().unwrap_or(0), "{line}");
            }
            snapshot(&format!("table_{name}_{width}"), text);
        }
    }
}
