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
    let (status, _) = send(sb.main_as(&eval, Method::GET, "/usage")).await;
    assert_eq!(status, 200);

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

/// One workspace holds a production and an evaluation key: quotas and cycle
/// are shared, scopes follow the key. A second workspace is isolated.
#[tokio::test]
async fn keys_of_a_workspace_share_its_quotas_and_workspaces_are_isolated() {
    let sb = Sandbox::start();
    let other = sb
        .other_keys
        .as_ref()
        .expect("a second workspace")
        .production
        .clone();
    let usage = |key: String| {
        let req = sb.main_as(&key, Method::GET, "/usage");
        async move { json_of(req.send().await).await }
    };
    let prod = usage(sb.keys.production.clone()).await;
    let eval = usage(sb.keys.evaluation.clone()).await;
    let elsewhere = usage(other.clone()).await;
    assert_eq!(prod["workspaceId"], eval["workspaceId"]);
    assert_ne!(prod["workspaceId"], elsewhere["workspaceId"]);
    // A search with the evaluation key spends the workspace's quota.
    let (status, _) = send(sb.main_as(
        &sb.keys.evaluation,
        Method::GET,
        "/search/candidates?minexp=1",
    ))
    .await;
    assert_eq!(status, 200);
    assert_eq!(
        usage(sb.keys.production.clone()).await["searches"]["used"],
        1
    );
    assert_eq!(usage(other.clone()).await["searches"]["used"], 0);
    // A job of one workspace is not seen from the other.
    let (status, job) = send(
        sb.main(Method::POST, "/jobs")
            .json(&json!({"title": "Only here"})),
    )
    .await;
    assert_eq!(status, 200);
    let (_, theirs) = send(sb.main_as(&other, Method::GET, "/jobs?pageSize=20")).await;
    assert!(
        theirs["results"]
            .as_array()
            .expect("jobs")
            .iter()
            .all(|j| j["jobId"] != job["jobId"]),
        "{theirs}"
    );
}
