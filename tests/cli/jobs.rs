//! `talent jobs list|create|update|pause|resume|close` against the sandbox:
//! routes and parameters sent, output parsed, bad input sending nothing.

use reqwest::Method;
use serde_json::{json, Value};

use crate::common::*;

fn statuses(list: &Value) -> Vec<String> {
    list.as_array()
        .expect("an array")
        .iter()
        .map(|j| j["status"].as_str().unwrap_or("").to_string())
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn list_is_active_only_unless_paused_are_asked_for() {
    let sb = Sandbox::start();
    clear_log(&sb).await;
    let active = json_stdout(&run_code(&sb, &["jobs", "list", "-o", "json"], 0));
    let st = statuses(&active);
    assert!(!st.is_empty() && st.iter().all(|s| s == "active"), "{st:?}");
    assert!(active[0]["jobId"].is_string() && active[0]["createdAt"].is_string());
    let with_paused = json_stdout(&run_code(
        &sb,
        &["jobs", "list", "--include-paused", "-o", "json"],
        0,
    ));
    assert!(statuses(&with_paused).contains(&"paused".to_string()));
    let seen = received(&sb).await;
    assert_eq!(seen.len(), 2, "{seen:?}");
    assert_eq!(seen[0]["method"], "GET");
    assert_eq!(seen[0]["path"], "/api/v1/jobs");
    assert!(!query_of(&seen[0]).iter().any(|(k, _)| k == "includePaused"));
    assert!(query_of(&seen[1]).contains(&("includePaused".into(), "true".into())));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn status_filter_uses_the_additional_listing() {
    let sb = Sandbox::start();
    clear_log(&sb).await;
    let out = run_code(
        &sb,
        &[
            "jobs",
            "list",
            "--status",
            "closed",
            "--page-size",
            "50",
            "-o",
            "json",
        ],
        0,
    );
    let closed = json_stdout(&out);
    let st = statuses(&closed);
    assert!(!st.is_empty() && st.iter().all(|s| s == "closed"), "{st:?}");
    assert!(closed[0]["id"].is_string() && closed[0].get("shortlist_count").is_some());
    let seen = received(&sb).await;
    assert_eq!(seen[0]["path"], "/v1/jobs");
    let q = query_of(&seen[0]);
    assert!(q.contains(&("status".into(), "closed".into())), "{q:?}");
    assert!(q.contains(&("per_page".into(), "50".into())), "{q:?}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn limit_and_all_page_through() {
    let sb = Sandbox::start();
    for t in ["Platform Engineer", "Data Engineer", "QA Engineer"] {
        new_job(&sb, t).await;
    }
    clear_log(&sb).await;
    let three = json_stdout(&run_code(
        &sb,
        &[
            "jobs",
            "list",
            "--limit",
            "3",
            "--page-size",
            "2",
            "-o",
            "json",
        ],
        0,
    ));
    assert_eq!(three.as_array().map(Vec::len), Some(3));
    let pages: Vec<String> = received(&sb)
        .await
        .iter()
        .map(|r| {
            let q = query_of(r);
            q.iter()
                .find(|(k, _)| k == "page")
                .map(|(_, v)| v.clone())
                .unwrap_or_default()
        })
        .collect();
    assert_eq!(pages, ["1", "2"]);
    let total = json_of(sb.main(Method::GET, "/jobs").send().await).await["totalCount"]
        .as_u64()
        .unwrap_or(0) as usize;
    let out = run_code(
        &sb,
        &["jobs", "list", "--all", "--page-size", "1", "-o", "jsonl"],
        0,
    );
    let lines: Vec<Value> = String::from_utf8_lossy(&out.stdout)
        .lines()
        .map(|l| serde_json::from_str(l).expect("a JSON line"))
        .collect();
    assert_eq!(lines.len(), total);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn bad_list_flags_send_nothing() {
    let sb = Sandbox::start();
    clear_log(&sb).await;
    for args in [
        vec!["jobs", "list", "--page-size", "21"],
        vec!["jobs", "list", "--page-size", "0"],
        vec!["jobs", "list", "--page", "0"],
        vec!["jobs", "list", "--status", "open"],
        vec!["jobs", "list", "--status", "paused", "--include-paused"],
        vec!["jobs", "list", "--status", "paused", "--page-size", "51"],
        vec!["jobs", "list", "--limit", "2", "--all"],
    ] {
        run_code(&sb, &args, 2);
    }
    assert_nothing_sent(&sb, "bad jobs list flags").await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn create_layers_file_sets_and_flags() {
    let sb = Sandbox::start();
    let file = sb.env.path().join("job.json");
    std::fs::write(
        &file,
        r#"{"title": "from the file", "location": "Pune", "experienceMin": 2, "salaryMin": "18L"}"#,
    )
    .expect("write");
    clear_log(&sb).await;
    let out = run_code(
        &sb,
        &[
            "jobs",
            "create",
            "--from-file",
            file.to_str().unwrap_or_default(),
            "--title",
            "Backend Engineer",
            "--set",
            "location=Bengaluru",
            "--set",
            "skillsRequired=rust, postgres",
            "--set",
            "experienceMax=8",
            "--set",
            "salaryMax=1.2Cr",
            "--set",
            "remoteType=hybrid",
            "--description",
            "Build **payments**.",
            "-o",
            "json",
        ],
        0,
    );
    let job = json_stdout(&out);
    assert_eq!(job["title"], "Backend Engineer");
    assert_eq!(job["location"], "Bengaluru");
    assert_eq!(job["skillsRequired"], json!(["rust", "postgres"]));
    assert_eq!(job["experienceMin"], 2);
    assert_eq!(job["experienceMax"], 8);
    assert_eq!(job["salaryMin"], 1_800_000);
    assert_eq!(job["salaryMax"], 12_000_000);
    assert_eq!(job["remoteType"], "hybrid");
    assert_eq!(job["description"], "Build **payments**.");
    assert_eq!(job["status"], "active");
    let id = job["jobId"].as_str().expect("jobId");
    assert!(stderr(&out).contains(id));
    let seen = received(&sb).await;
    assert_eq!(seen.len(), 1);
    assert_eq!(
        (seen[0]["method"].as_str(), seen[0]["path"].as_str()),
        (Some("POST"), Some("/api/v1/jobs"))
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn bad_job_bodies_send_nothing() {
    let sb = Sandbox::start();
    let not_object = sb.env.path().join("list.json");
    std::fs::write(&not_object, "[1, 2]").expect("write");
    let not_json = sb.env.path().join("bad.json");
    std::fs::write(&not_json, "{title:").expect("write");
    let long = "x".repeat(151);
    clear_log(&sb).await;
    for args in [
        vec!["jobs", "create"],
        vec!["jobs", "create", "--title", "  "],
        vec!["jobs", "create", "--title", &long],
        vec![
            "jobs",
            "create",
            "--title",
            "t",
            "--set",
            "experienceMin=9",
            "--set",
            "experienceMax=2",
        ],
        vec![
            "jobs",
            "create",
            "--title",
            "t",
            "--set",
            "salaryMin=50L",
            "--set",
            "salaryMax=20L",
        ],
        vec![
            "jobs",
            "create",
            "--title",
            "t",
            "--set",
            "remoteType=anywhere",
        ],
        vec![
            "jobs",
            "create",
            "--title",
            "t",
            "--set",
            "remote_type=remote",
        ],
        vec![
            "jobs",
            "create",
            "--title",
            "t",
            "--set",
            "salaryMax=plenty",
        ],
        vec!["jobs", "create", "--title", "t", "--set", "oops"],
        vec![
            "jobs",
            "create",
            "--from-file",
            not_object.to_str().unwrap_or_default(),
        ],
        vec![
            "jobs",
            "create",
            "--from-file",
            not_json.to_str().unwrap_or_default(),
        ],
    ] {
        let out = run_code(&sb, &args, 2);
        assert_eq!(
            stderr(&out).lines().count(),
            1,
            "{args:?}: {}",
            stderr(&out)
        );
    }
    run_code(
        &sb,
        &[
            "jobs",
            "create",
            "--title",
            "t",
            "--description",
            "d",
            "--description-file",
            "-",
        ],
        2,
    );
    assert_nothing_sent(&sb, "bad job bodies").await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn update_sends_only_the_fields_given() {
    let sb = Sandbox::start();
    let id = new_job(&sb, "Backend Engineer").await;
    clear_log(&sb).await;
    let out = run_code(
        &sb,
        &[
            "jobs",
            "update",
            &id,
            "--salary-min",
            "30 lakh",
            "--salary-max",
            "45L",
            "--skills-preferred",
            "k8s",
            "--skills-preferred",
            "aws,gcp",
            "--remote-type",
            "remote",
            "--experience-max",
            "9",
            "-o",
            "json",
        ],
        0,
    );
    let job = json_stdout(&out);
    assert_eq!(job["id"], id.as_str());
    assert_eq!(job["salary_min"], 3_000_000);
    assert_eq!(job["salary_max"], 4_500_000);
    assert_eq!(job["skills_preferred"], json!(["k8s", "aws", "gcp"]));
    assert_eq!(job["remote_type"], "remote");
    assert_eq!(job["experience_max"], 9);
    // Untouched fields keep their values.
    assert_eq!(job["title"], "Backend Engineer");
    assert_eq!(job["skills_required"], json!(["python"]));
    assert_eq!(job["status"], "active");
    let seen = received(&sb).await;
    assert_eq!(seen.len(), 1);
    assert_eq!(seen[0]["method"], "PATCH");
    assert_eq!(seen[0]["path"], format!("/v1/jobs/{id}"));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn bad_updates_send_nothing() {
    let sb = Sandbox::start();
    let id = new_job(&sb, "Backend Engineer").await;
    let long = "t".repeat(151);
    clear_log(&sb).await;
    for args in [
        vec!["jobs", "update", &id],
        vec!["jobs", "update", &id, "--title", &long],
        vec!["jobs", "update", &id, "--title", ""],
        vec![
            "jobs",
            "update",
            &id,
            "--experience-min",
            "7",
            "--experience-max",
            "3",
        ],
        vec![
            "jobs",
            "update",
            &id,
            "--salary-min",
            "40L",
            "--salary-max",
            "20L",
        ],
        vec!["jobs", "update", &id, "--salary-max", "a lot"],
        vec!["jobs", "update", &id, "--remote-type", "anywhere"],
        vec!["jobs", "update", &id, "--status", "archived"],
        vec!["jobs", "update", &id, "--experience-min", "-1"],
        vec!["jobs", "update", "../webhooks", "--title", "x"],
        // Closing asks first; without a terminal and --yes nothing is sent.
        vec!["jobs", "update", &id, "--status", "closed"],
    ] {
        run_code(&sb, &args, 2);
    }
    assert_nothing_sent(&sb, "bad job updates").await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn pause_resume_and_close_for_good() {
    let sb = Sandbox::start();
    let id = new_job(&sb, "SRE").await;
    let paused = json_stdout(&run_code(&sb, &["jobs", "pause", &id, "-o", "json"], 0));
    assert_eq!(paused["status"], "paused");
    let resumed = json_stdout(&run_code(&sb, &["jobs", "resume", &id, "-o", "json"], 0));
    assert_eq!(resumed["status"], "active");

    clear_log(&sb).await;
    let refused = run_code(&sb, &["jobs", "close", &id], 2);
    assert!(stderr(&refused).contains("--yes"), "{}", stderr(&refused));
    run_code(&sb, &["jobs", "close", &id, "--no-input"], 2);
    assert_nothing_sent(&sb, "close without --yes").await;

    let closed = json_stdout(&run_code(
        &sb,
        &["jobs", "close", &id, "--yes", "-o", "json"],
        0,
    ));
    assert_eq!(closed["status"], "closed");
    // Any later change is the service's 409: exit 7 with one clear line.
    for args in [
        vec!["jobs", "resume", &id],
        vec!["jobs", "pause", &id],
        vec!["jobs", "update", &id, "--title", "Reopened?"],
    ] {
        let out = run_code(&sb, &args, 7);
        let err = stderr(&out);
        assert_eq!(err.lines().count(), 1, "{err}");
        assert!(err.contains("closed"), "{err}");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn unknown_job_is_exit_4() {
    let sb = Sandbox::start();
    run_code(&sb, &["jobs", "pause", "job_nope"], 4);
    let seeded_closed = job_with_status(&sb, "closed").await;
    run_code(&sb, &["jobs", "close", &seeded_closed, "--yes"], 7);
}

#[test]
fn embedded_sandbox_keeps_jobs_between_commands() {
    let env = TestEnv::new();
    let out = env
        .talent()
        .args([
            "--sandbox",
            "jobs",
            "create",
            "--title",
            "Embedded Engineer",
            "-o",
            "json",
        ])
        .output()
        .expect("runs");
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let id = json_stdout(&out)["jobId"]
        .as_str()
        .expect("jobId")
        .to_string();
    assert!(env.data_dir().join("sandbox").exists());
    let out = env
        .talent()
        .args(["--sandbox", "jobs", "pause", &id, "-o", "json"])
        .output()
        .expect("runs");
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let out = env
        .talent()
        .args([
            "--sandbox",
            "jobs",
            "list",
            "--include-paused",
            "--all",
            "-o",
            "json",
        ])
        .output()
        .expect("runs");
    let list = json_stdout(&out);
    let mine: Vec<&Value> = list
        .as_array()
        .expect("array")
        .iter()
        .filter(|j| j["jobId"] == id.as_str())
        .collect();
    assert_eq!(mine.len(), 1);
    assert_eq!(mine[0]["status"], "paused");
}

#[test]
fn table_output_has_the_curated_columns() {
    let env = TestEnv::new();
    let out = env
        .talent()
        .args([
            "--sandbox",
            "jobs",
            "list",
            "--status",
            "active",
            "-o",
            "table",
        ])
        .env("COLUMNS", "200")
        .output()
        .expect("runs");
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let text = String::from_utf8_lossy(&out.stdout);
    let header: Vec<&str> = text
        .lines()
        .next()
        .unwrap_or("")
        .split_whitespace()
        .collect();
    assert_eq!(
        header,
        [
            "ID",
            "TITLE",
            "STATUS",
            "LOCATION",
            "REMOTE",
            "SHORTLISTED",
            "CREATED"
        ]
    );
}
