//! Keys and scopes: 401 without a valid key on every surface, 403 for an
//! evaluation key on production-only routes.

use reqwest::Method;
use serde_json::json;

use crate::common::*;

#[tokio::test]
async fn keys_are_deterministic_and_prefixed() {
    let a = Sandbox::start();
    let b = Sandbox::start();
    assert!(a.keys.production.starts_with("svc_live_"));
    assert!(a.keys.evaluation.starts_with("svc_eval_"));
    assert_eq!(a.keys.production, b.keys.production);
    assert_ne!(a.keys.production, a.keys.evaluation);
}

#[tokio::test]
async fn missing_or_unknown_key_is_401_in_each_shape() {
    let sb = Sandbox::start();
    let resp = sb
        .client
        .get(format!("{}/usage", sb.base_url))
        .send()
        .await
        .unwrap();
    assert_eq!(resp.headers()["www-authenticate"], "Bearer");
    let got = (resp.status().as_u16(), resp.json().await.unwrap());
    assert_main_error(&got, 401, "unauthorized");

    let got = send(sb.main_as("svc_live_nope", Method::GET, "/jobs")).await;
    assert_main_error(&got, 401, "unauthorized");

    let got = send(sb.client.get(format!("{}/jobs", sb.alt_base_url))).await;
    assert_alt_error(&got, 401, "unauthorized");

    let got = send(sb.alt_as("Basic abc", Method::GET, "/webhooks")).await;
    assert_alt_error(&got, 401, "unauthorized");

    let got = send(sb.client.get(format!("{}/_sandbox/requests", sb.origin))).await;
    assert_main_error(&got, 401, "unauthorized");
}

#[tokio::test]
async fn evaluation_key_reads_but_cannot_write() {
    let sb = Sandbox::start();
    let eval = sb.keys.evaluation.clone();
    let (status, _) = send(sb.main_as(&eval, Method::GET, "/jobs")).await;
    assert_eq!(status, 200);
    let (status, usage) = send(sb.main_as(&eval, Method::GET, "/usage")).await;
    assert_eq!(status, 200);
    assert!(
        usage["planExpiresOn"].is_null(),
        "evaluation is a free plan"
    );

    let writes = [
        (Method::POST, "/jobs", json!({"title": "X"})),
        (
            Method::POST,
            "/invite-to-apply",
            json!({"talentCardId": "a", "jobId": "b", "message": "m"}),
        ),
        (
            Method::POST,
            "/messages",
            json!({"threadId": "t", "message": "m"}),
        ),
    ];
    for (method, path, body) in writes {
        let got = send(sb.main_as(&eval, method, path).json(&body)).await;
        assert_main_error(&got, 403, "insufficient_scope");
    }
    let got = send(
        sb.alt_as(&eval, Method::PATCH, "/jobs/job_x")
            .json(&json!({"title": "Y"})),
    )
    .await;
    assert_alt_error(&got, 403, "insufficient_scope");
    let got = send(sb.alt_as(&eval, Method::GET, "/webhooks")).await;
    assert_alt_error(&got, 403, "insufficient_scope");
}

#[tokio::test]
async fn workspaces_are_separate_per_key() {
    let sb = Sandbox::start();
    let prod = json_of(sb.main(Method::GET, "/usage").send().await).await;
    let eval = json_of(
        sb.main_as(&sb.keys.evaluation, Method::GET, "/usage")
            .send()
            .await,
    )
    .await;
    assert_ne!(prod["workspaceId"], eval["workspaceId"]);
    assert!(prod["planExpiresOn"].is_string());
}
