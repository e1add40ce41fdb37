//! Whole-output snapshots, in jj's manner: stdout, stderr and the exit code
//! of one run together, so a change of wording, a stray line or a new exit
//! code shows up in review. One snapshot per error class of the contract's
//! exit-code table (`tests/cli/snapshots/outputs/`).
//!
//! Re-accept after an intended change with
//! `INSTA_UPDATE=always cargo test --test cli outputs`, then review the diff.

use std::process::Output;

use crate::common::*;

/// Snapshots one run's whole output under `name`, through the insta
/// filters of `redact`.
fn snapshot(name: &str, out: &Output, redact: Redactions) {
    redact.settings().bind(|| {
        insta::with_settings!({snapshot_path => "snapshots/outputs"}, {
            let text = transcript(out);
            insta::assert_snapshot!(name, text);
        });
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
    snapshot("exit_1_unreachable", &out, Redactions::new(&env));
}

#[test]
fn exit_2_usage_before_sending() {
    let env = TestEnv::new();
    let out = env
        .talent()
        .args(["--sandbox", "search", "--skill", "go", "--page-size", "50"])
        .output()
        .expect("runs");
    snapshot("exit_2_page_size", &out, Redactions::new(&env));
    let out = env
        .talent()
        .args(["--sandbox", "search", "--inresume", "(go OR rust"])
        .output()
        .expect("runs");
    snapshot("exit_2_inresume", &out, Redactions::new(&env));
}

#[test]
fn exit_2_a_400_from_the_service() {
    let env = TestEnv::new();
    let out = env
        .talent()
        .args(["--sandbox", "api", "GET", "/search/candidates"])
        .output()
        .expect("runs");
    snapshot("exit_2_service_400", &out, Redactions::new(&env));
}

#[test]
fn exit_3_no_key() {
    let env = TestEnv::new();
    let out = env.talent().args(["usage"]).output().expect("runs");
    snapshot("exit_3_no_key", &out, Redactions::new(&env));
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
        &out,
        Redactions::new(&sb.env).sandbox(&sb.base_url),
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
    snapshot("exit_4_not_found", &out, Redactions::new(&env));
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
        &out,
        Redactions::new(&sb.env)
            .sandbox(&sb.base_url)
            .value(&card, "[card]"),
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
        &out,
        Redactions::new(&sb.env).sandbox(&sb.base_url),
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
        &out,
        Redactions::new(&sb.env)
            .sandbox(&sb.base_url)
            .value(&card, "[card]")
            .value(&job, "[job]"),
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
    snapshot("flow_1_search", &search, Redactions::new(&env));
    let jobs = run(&["jobs", "list"]);
    snapshot("flow_2_jobs", &jobs, Redactions::new(&env));
    let job = json_field(&["jobs", "list", "-o", "json"], "jobId");
    let card = json_field(
        &["search", "--skill", "go", "--page-size", "1", "-o", "json"],
        "talentCardId",
    );
    let invite = run(&["--yes", "invite", &card, "--job", &job, "--message", "Hi"]);
    snapshot("flow_3_invite", &invite, Redactions::new(&env));
    let apps = run(&["apps", &job]);
    snapshot("flow_4_apps", &apps, Redactions::new(&env));
    let usage = run(&["usage"]);
    snapshot("flow_5_usage", &usage, Redactions::new(&env));
}

/// `talent` alone prints a short overview and exits 0 (the contract); the
/// help topics print the same tables as the man pages.
#[test]
fn the_overview_and_the_help_topics() {
    let env = TestEnv::new();
    let out = env.talent().output().expect("runs");
    snapshot("overview", &out, Redactions::new(&env));
    let out = env
        .talent()
        .args(["help", "exit-codes"])
        .output()
        .expect("runs");
    snapshot("help_exit_codes", &out, Redactions::new(&env));
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
            assert_eq!(out.status.code(), Some(0), "{}", transcript(&out));
            for line in String::from_utf8_lossy(&out.stdout).lines() {
                assert!(line.chars().count() <= width.parse().unwrap_or(0), "{line}");
            }
            snapshot(
                &format!("table_{name}_{width}"),
                &out,
                Redactions::new(&env),
            );
        }
    }
}
