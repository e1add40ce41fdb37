//! The sandbox's real answers against the spec's hand-written examples
//! (`crates/talent-spec/fixtures/`): every field the spec names is there,
//! with its type, and null only where the spec allows it.

use serde_json::Value;
use talent_spec::fixtures::{conforms, example};

use crate::common::*;

/// `talent --sandbox api ARGS...`: the body as received, whatever the status.
fn api(env: &TestEnv, args: &[&str]) -> Value {
    let out = env
        .talent()
        .args(["--sandbox", "--yes", "api"])
        .args(args)
        .output()
        .expect("run talent");
    serde_json::from_slice(&out.stdout).unwrap_or_else(|e| {
        panic!(
            "{args:?}: not JSON ({e}): {}{}",
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        )
    })
}

fn check(name: &str, actual: &Value) {
    if let Err(e) = conforms(&example(name), actual) {
        panic!("{name}: {e}\nactual: {actual:#}");
    }
}

#[test]
fn main_interface_answers_conform_to_the_examples() {
    let env = TestEnv::new();
    let page = api(
        &env,
        &[
            "GET",
            "/search/candidates",
            "-f",
            "locations=Pune",
            "-f",
            "pageSize=20",
        ],
    );
    check("search_page", &page);
    let jobs = api(&env, &["GET", "/jobs"]);
    check("jobs_page", &jobs);
    let job_id = jobs["results"][0]["jobId"].as_str().expect("a seeded job");
    check(
        "stages",
        &api(&env, &["GET", &format!("/jobs/{job_id}/stages")]),
    );
    check("usage", &api(&env, &["GET", "/usage"]));
    let card = page["results"][0]["talentCardId"].as_str().expect("a hit");
    let invite = api(
        &env,
        &[
            "POST",
            "/invite-to-apply",
            "-f",
            &format!("talentCardId={card}"),
            "-f",
            &format!("jobId={job_id}"),
            "-f",
            "message=Hello",
        ],
    );
    check("invite", &invite);
    let thread = invite["threadId"].as_str().expect("a thread");
    check(
        "message",
        &api(
            &env,
            &[
                "POST",
                "/messages",
                "-f",
                &format!("threadId={thread}"),
                "-f",
                "message=Hi again",
            ],
        ),
    );
    check("error_main", &api(&env, &["GET", "/search/candidates"]));
}

#[test]
fn additional_interface_answers_conform_to_the_examples() {
    let env = TestEnv::new();
    let found = api(
        &env,
        &[
            "GET",
            "/candidates/search",
            "--alt",
            "-f",
            "skills=go",
            "-f",
            "per_page=50",
        ],
    );
    check("candidate_search", &found);
    let id = found["data"][0]["id"].as_str().expect("a candidate");
    check(
        "candidate_summary",
        &api(&env, &["GET", &format!("/candidates/{id}"), "--alt"]),
    );
    check(
        "candidate_profile",
        &api(
            &env,
            &["GET", &format!("/candidates/{id}/profile"), "--alt"],
        ),
    );
    check(
        "error_alt",
        &api(&env, &["GET", "/candidates/cand_missing", "--alt"]),
    );
    let jobs = api(&env, &["GET", "/jobs", "--alt"]);
    check("jobs_alt", &jobs);
    let job_id = jobs["data"][0]["id"].as_str().expect("a seeded job");
    check(
        "job",
        &api(
            &env,
            &[
                "PATCH",
                &format!("/jobs/{job_id}"),
                "--alt",
                "-f",
                "title=Staff Engineer",
            ],
        ),
    );
    check(
        "shortlist",
        &api(
            &env,
            &[
                "POST",
                "/sourcing/shortlist",
                "--alt",
                "-f",
                &format!("job_id={job_id}"),
                "-f",
                "limit=5",
            ],
        ),
    );
    check(
        "bulk_invite",
        &api(
            &env,
            &[
                "POST",
                "/sourcing/invite",
                "--alt",
                "-f",
                &format!("job_id={job_id}"),
                "-f",
                &format!("candidate_ids=[\"{id}\"]"),
            ],
        ),
    );
    check(
        "webhook_created",
        &api(
            &env,
            &[
                "POST",
                "/webhooks",
                "--alt",
                "-f",
                "url=https://hooks.example.com/t",
                "-f",
                "events=[\"job.closed\"]",
            ],
        ),
    );
    check("webhooks", &api(&env, &["GET", "/webhooks", "--alt"]));
}

/// Regression: a job created with only a title was listed and PATCHed with
/// `null` location, remote type, experience and salary, where the spec types
/// them as plain integers and strings.
#[test]
fn a_job_created_with_only_a_title_shows_no_nulls() {
    let env = TestEnv::new();
    let created = api(&env, &["POST", "/jobs", "-f", "title=Bare job"]);
    let id = created["jobId"].as_str().expect("a job id").to_string();
    let jobs = api(&env, &["GET", "/jobs", "--alt", "-f", "per_page=50"]);
    check("jobs_alt", &jobs);
    let bare = jobs["data"]
        .as_array()
        .expect("data")
        .iter()
        .find(|j| j["id"] == id.as_str())
        .expect("the new job is listed")
        .clone();
    assert_eq!(bare["location"], "Remote");
    assert_eq!(bare["remote_type"], "remote");
    check(
        "job",
        &api(
            &env,
            &[
                "PATCH",
                &format!("/jobs/{id}"),
                "--alt",
                "-f",
                "title=Still bare",
            ],
        ),
    );
}
