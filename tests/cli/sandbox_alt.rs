//! The additional interface: candidate lookup and profile, job updates and
//! their state machine, shortlist, bulk invite.

use reqwest::Method;
use serde_json::{json, Value};

use crate::common::*;

/// `cand_` ids from the additional search.
async fn python_cand_ids(sb: &Sandbox, n: usize) -> Vec<String> {
    let page = json_of(
        sb.alt(
            Method::GET,
            &format!("/candidates/search?skills=python&per_page={n}"),
        )
        .send()
        .await,
    )
    .await;
    page["data"]
        .as_array()
        .unwrap()
        .iter()
        .take(n)
        .map(|c| c["id"].as_str().unwrap().to_string())
        .collect()
}

#[tokio::test]
async fn search_summary_and_404_shapes() {
    let sb = Sandbox::start();
    let page = json_of(
        sb.alt(Method::GET, "/candidates/search?skills=python")
            .send()
            .await,
    )
    .await;
    for key in ["total", "page", "per_page", "data"] {
        assert!(page.get(key).is_some(), "{key}: {page}");
    }
    let id = page["data"][0]["id"].as_str().unwrap();
    let summary = json_of(
        sb.alt(Method::GET, &format!("/candidates/{id}"))
            .send()
            .await,
    )
    .await;
    assert_eq!(summary["id"], id);
    assert_alt_error(
        &send(sb.alt(Method::GET, "/candidates/cand_nope")).await,
        404,
        "not_found",
    );
    assert_alt_error(
        &send(sb.alt(Method::GET, "/candidates/cand_nope/profile")).await,
        404,
        "not_found",
    );
}

#[tokio::test]
async fn profile_contact_appears_after_unlock_or_accepted_invite() {
    let sb = Sandbox::start();
    let hits = json_of(
        sb.main(Method::GET, "/search/candidates?minexp=0&pageSize=3")
            .send()
            .await,
    )
    .await;
    let tc = hits["results"][0]["talentCardId"]
        .as_str()
        .unwrap()
        .to_string();
    let detail = json_of(
        sb.main(Method::GET, &format!("/candidates/{tc}"))
            .send()
            .await,
    )
    .await;
    let cand = cand_of(&sb, &tc).await;
    assert_eq!(detail["unlocked"], true);
    let profile = json_of(
        sb.alt(Method::GET, &format!("/candidates/{cand}/profile"))
            .send()
            .await,
    )
    .await;
    assert!(
        profile["email"].is_string(),
        "unlocked on the main interface: {profile}"
    );

    let other = python_cand_ids(&sb, 5)
        .await
        .into_iter()
        .find(|c| c != &cand)
        .unwrap();
    let hidden = json_of(
        sb.alt(Method::GET, &format!("/candidates/{other}/profile"))
            .send()
            .await,
    )
    .await;
    assert!(
        hidden["email"].is_null() || hidden.get("email").is_none(),
        "{hidden}"
    );
    let job = job_with_status(&sb, "active").await;
    json_of(
        sb.control(Method::POST, "/events")
            .json(&json!({"event": "invite.accepted", "job_id": job, "candidate_id": other}))
            .send()
            .await,
    )
    .await;
    let shown = json_of(
        sb.alt(Method::GET, &format!("/candidates/{other}/profile"))
            .send()
            .await,
    )
    .await;
    assert!(shown["email"].is_string(), "{shown}");
}

#[tokio::test]
async fn job_listing_filters_and_pages() {
    let sb = Sandbox::start();
    let all = json_of(sb.alt(Method::GET, "/jobs").send().await).await;
    assert_eq!(all["page"], 1);
    assert_eq!(all["per_page"], 20);
    let statuses: Vec<&str> = all["data"]
        .as_array()
        .unwrap()
        .iter()
        .map(|j| j["status"].as_str().unwrap())
        .collect();
    for s in ["active", "paused", "closed"] {
        assert!(statuses.contains(&s), "{statuses:?}");
    }
    let closed = json_of(sb.alt(Method::GET, "/jobs?status=closed").send().await).await;
    assert!(closed["data"]
        .as_array()
        .unwrap()
        .iter()
        .all(|j| j["status"] == "closed"));
    assert_alt_error(
        &send(sb.alt(Method::GET, "/jobs?per_page=51")).await,
        400,
        "invalid_request",
    );
    let one = json_of(sb.alt(Method::GET, "/jobs?per_page=1&page=2").send().await).await;
    assert_eq!(one["data"].as_array().unwrap().len(), 1);
    assert_eq!(one["total"], all["total"]);
}

#[tokio::test]
async fn patch_updates_pauses_resumes_and_closes_for_good() {
    let sb = Sandbox::start();
    let job = job_with_status(&sb, "active").await;
    let path = format!("/jobs/{job}");
    let upd = json_of(
        sb.alt(Method::PATCH, &path)
            .json(&json!({"title": "New title", "salary_max": 9000000}))
            .send()
            .await,
    )
    .await;
    assert_eq!(upd["title"], "New title");
    assert_eq!(upd["salary_max"], 9000000);
    assert!(
        upd["skills_required"].is_array(),
        "the full job comes back: {upd}"
    );
    for bad in [
        json!({"title": "x".repeat(151)}),
        json!({"remote_type": "moon"}),
        json!({"status": "archived"}),
        json!({"experience_min": "3"}),
        json!({"title": ""}),
    ] {
        assert_alt_error(
            &send(sb.alt(Method::PATCH, &path).json(&bad)).await,
            400,
            "invalid_request",
        );
    }
    let p = json_of(
        sb.alt(Method::PATCH, &path)
            .json(&json!({"status": "paused"}))
            .send()
            .await,
    )
    .await;
    assert_eq!(p["status"], "paused");
    let main = json_of(sb.main(Method::GET, "/jobs").send().await).await;
    assert!(main["results"]
        .as_array()
        .unwrap()
        .iter()
        .all(|j| j["jobId"] != job.as_str()));
    let a = json_of(
        sb.alt(Method::PATCH, &path)
            .json(&json!({"status": "active"}))
            .send()
            .await,
    )
    .await;
    assert_eq!(a["status"], "active");
    let c = json_of(
        sb.alt(Method::PATCH, &path)
            .json(&json!({"status": "closed"}))
            .send()
            .await,
    )
    .await;
    assert_eq!(c["status"], "closed");
    for change in [
        json!({"status": "active"}),
        json!({"title": "Reopen?"}),
        json!({"status": "closed"}),
    ] {
        assert_alt_error(
            &send(sb.alt(Method::PATCH, &path).json(&change)).await,
            409,
            "job_closed",
        );
    }
    let events = json_of(sb.control(Method::GET, "/events").send().await).await;
    let last = events["data"].as_array().unwrap().last().unwrap().clone();
    assert_eq!(last["event"], "job.closed");
    assert_eq!(last["data"]["job_id"], job.as_str());
    assert!(last["data"]["reason"].is_string());
    assert_alt_error(
        &send(
            sb.alt(Method::PATCH, "/jobs/job_nope")
                .json(&json!({"title": "x"})),
        )
        .await,
        404,
        "not_found",
    );
}

#[tokio::test]
async fn shortlist_ranks_counts_and_emits_for_new_candidates_only() {
    let sb = Sandbox::start();
    let job = job_with_status(&sb, "active").await;
    let body = json!({"job_id": job, "limit": 5});
    let sl = json_of(
        sb.alt(Method::POST, "/sourcing/shortlist")
            .json(&body)
            .send()
            .await,
    )
    .await;
    assert_eq!(sl["job_id"], job.as_str());
    let data = sl["data"].as_array().unwrap().clone();
    assert!(!data.is_empty() && data.len() <= 5);
    assert!(sl["total"].as_u64().unwrap() >= data.len() as u64);
    for (i, e) in data.iter().enumerate() {
        assert_eq!(e["rank"], i as u64 + 1);
        assert!(e["match_score"].as_u64().unwrap() <= 100);
        assert!(e["candidate"]["id"].is_string());
        assert!(e["match_reasons"].is_array());
    }
    let listed = json_of(sb.alt(Method::GET, "/jobs?status=active").send().await).await;
    let item = listed["data"]
        .as_array()
        .unwrap()
        .iter()
        .find(|j| j["id"] == job.as_str())
        .unwrap()
        .clone();
    assert_eq!(item["shortlist_count"], data.len());
    let events = json_of(sb.control(Method::GET, "/events").send().await).await;
    let shortlisted: Vec<Value> = events["data"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|e| e["event"] == "candidate.shortlisted")
        .cloned()
        .collect();
    assert_eq!(shortlisted.len(), data.len());
    let d = &shortlisted[0]["data"];
    assert_eq!(d["job_id"], job.as_str());
    assert!(
        d["candidate_id"].is_string()
            && d["match_score"].is_number()
            && d["candidate"]["name"].is_string(),
        "{d}"
    );
    // The same shortlist again adds nobody new.
    json_of(
        sb.alt(Method::POST, "/sourcing/shortlist")
            .json(&body)
            .send()
            .await,
    )
    .await;
    let events = json_of(sb.control(Method::GET, "/events").send().await).await;
    let n = events["data"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|e| e["event"] == "candidate.shortlisted")
        .count();
    assert_eq!(n, data.len());
}

#[tokio::test]
async fn shortlist_validates_and_refuses_closed_jobs() {
    let sb = Sandbox::start();
    let job = job_with_status(&sb, "active").await;
    let closed = job_with_status(&sb, "closed").await;
    for bad in [
        json!({}),
        json!({"job_id": job, "limit": 51}),
        json!({"job_id": job, "quality_score_min": 101}),
        json!({"job_id": job, "availability": "not_looking"}),
    ] {
        assert_alt_error(
            &send(sb.alt(Method::POST, "/sourcing/shortlist").json(&bad)).await,
            400,
            "invalid_request",
        );
    }
    assert_alt_error(
        &send(
            sb.alt(Method::POST, "/sourcing/shortlist")
                .json(&json!({"job_id": closed})),
        )
        .await,
        409,
        "job_closed",
    );
    assert_alt_error(
        &send(
            sb.alt(Method::POST, "/sourcing/shortlist")
                .json(&json!({"job_id": "job_nope"})),
        )
        .await,
        404,
        "not_found",
    );
}

#[tokio::test]
async fn bulk_invite_sends_once_then_reports_already_invited() {
    let sb = Sandbox::start();
    let job = job_with_status(&sb, "active").await;
    let ids = python_cand_ids(&sb, 3).await;
    let body = json!({"job_id": job, "candidate_ids": ids, "channel": "email"});
    let r = json_of(
        sb.alt(Method::POST, "/sourcing/invite")
            .json(&body)
            .send()
            .await,
    )
    .await;
    assert_eq!(r["job_id"], job.as_str());
    let results = r["results"].as_array().unwrap();
    assert_eq!(results.len(), 3);
    let sent = results.iter().filter(|x| x["status"] == "sent").count();
    assert_eq!(r["sent_count"], sent);
    assert!(results
        .iter()
        .all(|x| x["status"] == "already_invited" || x["channel"] == "email"));
    let again = json_of(
        sb.alt(Method::POST, "/sourcing/invite")
            .json(&body)
            .send()
            .await,
    )
    .await;
    assert_eq!(again["sent_count"], 0);
    for x in again["results"].as_array().unwrap() {
        assert_eq!(x["status"], "already_invited");
        assert!(x["channel"].is_null());
    }
    let usage = json_of(sb.main(Method::GET, "/usage").send().await).await;
    assert_eq!(
        usage["messages"]["used"], 0,
        "bulk invites do not spend the messages quota"
    );
}

#[tokio::test]
async fn bulk_invite_validates_its_body() {
    let sb = Sandbox::start();
    let job = job_with_status(&sb, "active").await;
    let ids = python_cand_ids(&sb, 1).await;
    let many: Vec<String> = (0..51).map(|i| format!("cand_{i}")).collect();
    let cases = [
        json!({"job_id": job}),
        json!({"job_id": job, "candidate_ids": []}),
        json!({"job_id": job, "candidate_ids": many}),
        json!({"job_id": job, "candidate_ids": ids, "channel": "pigeon"}),
        json!({"job_id": job, "candidate_ids": ids, "message": "x".repeat(501)}),
    ];
    for body in cases {
        assert_alt_error(
            &send(sb.alt(Method::POST, "/sourcing/invite").json(&body)).await,
            400,
            "invalid_request",
        );
    }
    let unknown = json!({"job_id": job, "candidate_ids": ["cand_nope"]});
    assert_alt_error(
        &send(sb.alt(Method::POST, "/sourcing/invite").json(&unknown)).await,
        404,
        "not_found",
    );
    let paused = job_with_status(&sb, "paused").await;
    let body = json!({"job_id": paused, "candidate_ids": ids});
    assert_alt_error(
        &send(sb.alt(Method::POST, "/sourcing/invite").json(&body)).await,
        409,
        "job_paused",
    );
}

#[tokio::test]
async fn bulk_invite_caps_500_per_job_per_day() {
    let sb = Sandbox::start();
    let job = job_with_status(&sb, "active").await;
    let ids: Vec<String> = pool_ids(&sb, 501).await.into_iter().map(|p| p.1).collect();
    let mut sent = 0;
    for chunk in ids[..500].chunks(50) {
        let r = json_of(
            sb.alt(Method::POST, "/sourcing/invite")
                .json(&json!({"job_id": job, "candidate_ids": chunk}))
                .send()
                .await,
        )
        .await;
        sent += r["sent_count"].as_u64().unwrap();
    }
    assert_eq!(sent, 500);
    let got = send(
        sb.alt(Method::POST, "/sourcing/invite")
            .json(&json!({"job_id": job, "candidate_ids": [ids[500]]})),
    )
    .await;
    assert_alt_error(&got, 429, "invite_limit_exceeded");
    // A candidate already invited is not a new invite, so it still answers.
    let r = json_of(
        sb.alt(Method::POST, "/sourcing/invite")
            .json(&json!({"job_id": job, "candidate_ids": [ids[0]]}))
            .send()
            .await,
    )
    .await;
    assert_eq!(r["results"][0]["status"], "already_invited");
}

#[tokio::test]
async fn bulk_invited_candidates_are_in_the_pipeline_for_invite_to_apply() {
    let sb = Sandbox::start();
    let job = job_with_status(&sb, "active").await;
    let hits = json_of(
        sb.main(Method::GET, "/search/candidates?minexp=0&pageSize=20")
            .send()
            .await,
    )
    .await;
    let tc = hits["results"][19]["talentCardId"]
        .as_str()
        .unwrap()
        .to_string();
    let cand = cand_of(&sb, &tc).await;
    json_of(
        sb.alt(Method::POST, "/sourcing/invite")
            .json(&json!({"job_id": job, "candidate_ids": [cand]}))
            .send()
            .await,
    )
    .await;
    let got = send(
        sb.main(Method::POST, "/invite-to-apply")
            .json(&json!({"talentCardId": tc, "jobId": job, "message": "Hi"})),
    )
    .await;
    assert_main_error(&got, 409, "already_exists_in_job_pipeline");
}
