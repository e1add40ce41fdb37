//! Jobs on both interfaces, stages with live counts, applications and stage moves.

use reqwest::Method;
use serde_json::json;

use crate::common::*;

#[tokio::test]
async fn main_listing_is_active_only_unless_paused_are_asked_for() {
    let sb = Sandbox::start();
    let active = json_of(sb.main(Method::GET, "/jobs").send().await).await;
    assert_eq!(active["page"], 1);
    assert_eq!(active["pageSize"], 10);
    let items = active["results"].as_array().unwrap();
    assert!(!items.is_empty());
    assert!(items.iter().all(|j| j["status"] == "active"));
    assert_eq!(active["totalCount"].as_u64().unwrap() as usize, items.len());
    for j in items {
        let keys: Vec<&String> = j.as_object().unwrap().keys().collect();
        assert_eq!(keys, ["jobId", "title", "status", "createdAt"]);
    }
    let with_paused = main_jobs(&sb).await;
    assert!(with_paused.iter().any(|j| j["status"] == "paused"));
    assert!(with_paused.iter().all(|j| j["status"] != "closed"));
    let page = json_of(sb.main(Method::GET, "/jobs?pageSize=1&page=2").send().await).await;
    assert_eq!(page["results"].as_array().unwrap().len(), 1);
    assert_eq!(page["results"][0]["jobId"], items[1]["jobId"]);
}

#[tokio::test]
async fn created_job_shows_on_both_interfaces() {
    let sb = Sandbox::start();
    let body = json!({
        "title": "Platform Engineer",
        "description": "Run **things**.",
        "skillsRequired": ["Rust"],
        "experienceMin": 3,
        "experienceMax": 8,
        "location": "Pune",
        "remoteType": "hybrid",
        "salaryMin": 2000000,
        "salaryMax": 3000000
    });
    let job = json_of(sb.main(Method::POST, "/jobs").json(&body).send().await).await;
    let id = job["jobId"].as_str().unwrap().to_string();
    assert!(id.starts_with("job_"));
    assert_eq!(job["status"], "active");
    assert_eq!(job["skillsRequired"], json!(["Rust"]));
    assert!(job["createdAt"].is_string());
    let listed = main_jobs(&sb).await;
    assert_eq!(listed[0]["jobId"], id.as_str(), "newest first");
    let alt = json_of(sb.alt(Method::GET, "/jobs?status=active").send().await).await;
    let item = alt["data"]
        .as_array()
        .unwrap()
        .iter()
        .find(|j| j["id"] == id.as_str())
        .unwrap()
        .clone();
    assert_eq!(item["remote_type"], "hybrid");
    assert_eq!(item["skills_required"], json!(["Rust"]));
    assert_eq!(item["experience_min"], 3);
    assert_eq!(item["shortlist_count"], 0);
    let keys: Vec<&String> = item.as_object().unwrap().keys().collect();
    assert_eq!(
        keys,
        [
            "id",
            "title",
            "status",
            "location",
            "remote_type",
            "skills_required",
            "experience_min",
            "experience_max",
            "shortlist_count",
            "created_at"
        ]
    );
}

#[tokio::test]
async fn job_title_is_required_and_at_most_150_characters() {
    let sb = Sandbox::start();
    let got = send(
        sb.main(Method::POST, "/jobs")
            .json(&json!({"description": "x"})),
    )
    .await;
    assert_main_error(&got, 400, "invalid_request");
    let got = send(
        sb.main(Method::POST, "/jobs")
            .json(&json!({"title": "x".repeat(151)})),
    )
    .await;
    assert_main_error(&got, 400, "invalid_request");
    let (status, _) = send(
        sb.main(Method::POST, "/jobs")
            .json(&json!({"title": "é".repeat(150)})),
    )
    .await;
    assert_eq!(status, 200);
}

#[tokio::test]
async fn stages_count_applications_and_moves_emit_stage_changed() {
    let sb = Sandbox::start();
    let job = job_with_status(&sb, "active").await;
    let stages = json_of(
        sb.main(Method::GET, &format!("/jobs/{job}/stages"))
            .send()
            .await,
    )
    .await;
    let stages = stages["results"].as_array().unwrap().clone();
    assert_eq!(stages[0]["title"], "Sourced");
    for s in &stages {
        for key in [
            "stageId",
            "title",
            "type",
            "order",
            "stagePurpose",
            "applicationCount",
            "automations",
        ] {
            assert!(s.get(key).is_some(), "{key} missing: {s}");
        }
    }
    let apps = json_of(
        sb.main(
            Method::GET,
            &format!("/jobs/{job}/applications?pageSize=20"),
        )
        .send()
        .await,
    )
    .await;
    let total: u64 = stages
        .iter()
        .map(|s| s["applicationCount"].as_u64().unwrap())
        .sum();
    assert_eq!(apps["totalCount"].as_u64().unwrap(), total);
    let app = apps["results"][0].clone();
    for key in [
        "applicationId",
        "jobId",
        "talentCardId",
        "candidateId",
        "stageId",
        "stageTitle",
        "threadId",
        "status",
        "source",
        "createdAt",
        "updatedAt",
    ] {
        assert!(app.get(key).is_some(), "{key} missing: {app}");
    }
    let interview = stages.iter().find(|s| s["title"] == "Interview").unwrap();
    let target = interview["stageId"].as_str().unwrap();
    let before = interview["applicationCount"].as_u64().unwrap();
    let path = format!(
        "/jobs/{job}/applications/{}",
        app["applicationId"].as_str().unwrap()
    );
    let moved = json_of(
        sb.main(Method::PATCH, &path)
            .json(&json!({"stageId": target}))
            .send()
            .await,
    )
    .await;
    assert_eq!(moved["stageId"], target);
    assert_eq!(moved["stageTitle"], "Interview");
    let only = json_of(
        sb.main(
            Method::GET,
            &format!("/jobs/{job}/applications?stageId={target}&pageSize=20"),
        )
        .send()
        .await,
    )
    .await;
    assert_eq!(only["totalCount"].as_u64().unwrap(), before + 1);
    let events = json_of(sb.control(Method::GET, "/events").send().await).await;
    let last = events["data"].as_array().unwrap().last().unwrap().clone();
    assert_eq!(last["event"], "candidate.stage_changed");
    assert_eq!(last["data"]["to_stage"], "Interview");
    assert_eq!(last["data"]["from_stage"], app["stageTitle"]);
    assert_eq!(last["data"]["job_id"], job.as_str());
    assert_eq!(last["data"]["candidate_id"], app["candidateId"]);
}

#[tokio::test]
async fn unknown_jobs_stages_and_applications_are_404() {
    let sb = Sandbox::start();
    assert_main_error(
        &send(sb.main(Method::GET, "/jobs/job_nope/stages")).await,
        404,
        "not_found",
    );
    assert_main_error(
        &send(sb.main(Method::GET, "/jobs/job_nope/applications")).await,
        404,
        "not_found",
    );
    let job = job_with_status(&sb, "active").await;
    let got = send(
        sb.main(Method::PATCH, &format!("/jobs/{job}/applications/app_nope"))
            .json(&json!({"stageId": "stg_x"})),
    )
    .await;
    assert_eq!(got.0, 400, "an unknown stage is checked first: {}", got.1);
    let got = send(sb.main(
        Method::GET,
        &format!("/jobs/{job}/applications?stageId=stg_nope"),
    ))
    .await;
    assert_main_error(&got, 400, "invalid_request");
}
