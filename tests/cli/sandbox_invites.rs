//! POST /invite-to-apply and POST /messages: one invite per pair, quota spent
//! once, 409 on re-invite, follow-ups in the thread for free.

use reqwest::Method;
use serde_json::json;

use crate::common::*;

#[tokio::test]
async fn invite_then_reinvite_is_409_and_messages_are_free() {
    let sb = Sandbox::start();
    let job = job_with_status(&sb, "active").await;
    let tc = fresh_cards(&sb, &job, 1).await.pop().unwrap();
    let body = json!({"talentCardId": tc, "jobId": job, "message": "Hi, book a call: https://cal.example/x"});
    let ok = json_of(
        sb.main(Method::POST, "/invite-to-apply")
            .json(&body)
            .send()
            .await,
    )
    .await;
    assert_eq!(ok["success"], true);
    assert_eq!(ok["talentCardId"], tc.as_str());
    assert_eq!(ok["jobId"], job.as_str());
    let thread = ok["threadId"].as_str().unwrap().to_string();
    assert_eq!(used(&sb, "messages").await, 1);

    let again = send(sb.main(Method::POST, "/invite-to-apply").json(&body)).await;
    assert_main_error(&again, 409, "already_exists_in_job_pipeline");
    assert_eq!(used(&sb, "messages").await, 1);

    let apps = json_of(
        sb.main(
            Method::GET,
            &format!("/jobs/{job}/applications?pageSize=20"),
        )
        .send()
        .await,
    )
    .await;
    let app = apps["results"]
        .as_array()
        .unwrap()
        .iter()
        .find(|a| a["talentCardId"] == tc.as_str())
        .cloned();
    let app = app.expect("the invited candidate is in the pipeline");
    assert_eq!(app["threadId"], thread.as_str());
    assert_eq!(app["stageTitle"], "Sourced");

    let msg = json_of(
        sb.main(Method::POST, "/messages")
            .json(&json!({"threadId": thread, "message": "Following up"}))
            .send()
            .await,
    )
    .await;
    assert_eq!(msg["success"], true);
    assert_eq!(msg["threadId"], thread.as_str());
    assert!(msg["messageId"].is_string());
    assert_eq!(
        used(&sb, "messages").await,
        1,
        "POST /messages spends nothing"
    );
}

#[tokio::test]
async fn candidates_already_in_the_pipeline_are_409() {
    let sb = Sandbox::start();
    let job = job_with_status(&sb, "active").await;
    let apps = json_of(
        sb.main(Method::GET, &format!("/jobs/{job}/applications"))
            .send()
            .await,
    )
    .await;
    let tc = apps["results"][0]["talentCardId"].as_str().unwrap();
    let got = send(
        sb.main(Method::POST, "/invite-to-apply")
            .json(&json!({"talentCardId": tc, "jobId": job, "message": "Hi"})),
    )
    .await;
    assert_main_error(&got, 409, "already_exists_in_job_pipeline");
}

#[tokio::test]
async fn bad_invites_are_refused_without_spending() {
    let sb = Sandbox::start();
    let job = job_with_status(&sb, "active").await;
    let paused = job_with_status(&sb, "paused").await;
    let closed = job_with_status(&sb, "closed").await;
    let tc = fresh_cards(&sb, &job, 1).await.pop().unwrap();
    let invite = |body: serde_json::Value| sb.main(Method::POST, "/invite-to-apply").json(&body);
    assert_main_error(
        &send(invite(json!({"talentCardId": tc, "jobId": job}))).await,
        400,
        "invalid_request",
    );
    assert_main_error(
        &send(invite(
            json!({"talentCardId": tc, "jobId": job, "message": ""}),
        ))
        .await,
        400,
        "invalid_request",
    );
    assert_main_error(
        &send(invite(
            json!({"talentCardId": "tc_nope", "jobId": job, "message": "m"}),
        ))
        .await,
        404,
        "not_found",
    );
    assert_main_error(
        &send(invite(
            json!({"talentCardId": tc, "jobId": "job_nope", "message": "m"}),
        ))
        .await,
        404,
        "not_found",
    );
    assert_main_error(
        &send(invite(
            json!({"talentCardId": tc, "jobId": paused, "message": "m"}),
        ))
        .await,
        409,
        "job_paused",
    );
    assert_main_error(
        &send(invite(
            json!({"talentCardId": tc, "jobId": closed, "message": "m"}),
        ))
        .await,
        409,
        "job_closed",
    );
    let got = send(
        sb.main(Method::POST, "/messages")
            .json(&json!({"threadId": "thr_nope", "message": "m"})),
    )
    .await;
    assert_main_error(&got, 404, "not_found");
    assert_eq!(used(&sb, "messages").await, 0);
}

#[tokio::test]
async fn exhausted_messages_quota_is_429() {
    let sb = Sandbox::with(SandboxOptions {
        grant: Some("messages=1".into()),
        ..Default::default()
    });
    let job = job_with_status(&sb, "active").await;
    let ids = fresh_cards(&sb, &job, 2).await;
    let invite = |tc: &str| {
        sb.main(Method::POST, "/invite-to-apply")
            .json(&json!({"talentCardId": tc, "jobId": job, "message": "m"}))
    };
    let (status, body) = send(invite(&ids[0])).await;
    assert_eq!(status, 200, "{body}");
    let got = send(invite(&ids[1])).await;
    assert_main_error(&got, 429, "api_message_limit_reached");
    assert!(got.1["error_description"]
        .as_str()
        .unwrap()
        .contains("resets"));
}
