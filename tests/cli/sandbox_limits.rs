//! Burst limits per key: exact counts per window, 429 `rate_limit_exceeded`
//! with `Retry-After` in whole seconds, blocks that expire (all time-scaled).

use std::time::Duration;

use reqwest::Method;
use serde_json::json;

use crate::common::*;

/// Sends one request and returns status, Retry-After and body.
async fn hit(req: reqwest::RequestBuilder) -> (u16, Option<u64>, serde_json::Value) {
    let resp = req.send().await.unwrap();
    let status = resp.status().as_u16();
    let retry = resp
        .headers()
        .get("retry-after")
        .map(|v| v.to_str().unwrap().parse::<u64>().expect("whole seconds"));
    let body = resp.json().await.unwrap_or(serde_json::Value::Null);
    (status, retry, body)
}

#[tokio::test]
async fn search_class_allows_10_then_blocks_for_its_scaled_duration() {
    // Window 60 s x 0.02 = 1.2 s; block 120 s x 0.02 = 2.4 s.
    let sb = Sandbox::scaled(0.02);
    for i in 0..10 {
        let (status, _, body) = hit(sb.main(Method::GET, "/search/candidates?minexp=1")).await;
        assert_eq!(status, 200, "request {i}: {body}");
    }
    let (status, retry, body) = hit(sb.main(Method::GET, "/search/candidates?minexp=1")).await;
    assert_eq!(status, 429);
    assert_eq!(body["error_code"], "rate_limit_exceeded");
    assert_eq!(retry, Some(3), "ceil(2.4 s)");
    assert!(
        body["error_description"]
            .as_str()
            .unwrap()
            .contains("3 seconds"),
        "{body}"
    );
    // Still blocked after the window (1.2 s) but before the block ends.
    tokio::time::sleep(Duration::from_millis(1400)).await;
    let (status, retry, _) = hit(sb.main(Method::GET, "/search/candidates?minexp=1")).await;
    assert_eq!(status, 429);
    assert_eq!(retry, Some(1));
    tokio::time::sleep(Duration::from_millis(1200)).await;
    let (status, _, body) = hit(sb.main(Method::GET, "/search/candidates?minexp=1")).await;
    assert_eq!(status, 200, "block expired: {body}");
    // Other routes were never blocked by the search class.
    let usage = json_of(sb.main(Method::GET, "/usage").send().await).await;
    assert_eq!(usage["searches"]["used"], 11, "429s spend no search");
}

#[tokio::test]
async fn create_job_class_allows_5() {
    let sb = Sandbox::scaled(0.01);
    for _ in 0..5 {
        let (status, _, body) =
            hit(sb.main(Method::POST, "/jobs").json(&json!({"title": "T"}))).await;
        assert_eq!(status, 200, "{body}");
    }
    let (status, retry, body) =
        hit(sb.main(Method::POST, "/jobs").json(&json!({"title": "T"}))).await;
    assert_eq!((status, retry), (429, Some(3)), "{body}");
    // The key's other classes still work.
    let (status, _, _) = hit(sb.main(Method::GET, "/jobs")).await;
    assert_eq!(status, 200);
}

#[tokio::test]
async fn sensitive_read_class_allows_30_per_key() {
    let sb = Sandbox::scaled(0.05);
    for _ in 0..30 {
        let (status, _, _) = hit(sb.main(Method::GET, "/candidates/tc_nope")).await;
        assert_eq!(status, 404);
    }
    let (status, retry, body) = hit(sb.main(Method::GET, "/candidates/tc_nope")).await;
    assert_eq!((status, retry), (429, Some(3)), "{body}");
    // Another key is not affected.
    let (status, _, _) =
        hit(sb.main_as(&sb.keys.evaluation, Method::GET, "/candidates/tc_nope")).await;
    assert_eq!(status, 404);
}

#[tokio::test]
async fn global_class_allows_120_across_main_routes() {
    let sb = Sandbox::scaled(0.05);
    for i in 0..120 {
        let path = if i % 2 == 0 { "/usage" } else { "/jobs" };
        let (status, _, body) = hit(sb.main(Method::GET, path)).await;
        assert_eq!(status, 200, "request {i}: {body}");
    }
    let (status, retry, body) = hit(sb.main(Method::GET, "/usage")).await;
    assert_eq!((status, retry), (429, Some(3)), "{body}");
    assert_eq!(body["error_code"], "rate_limit_exceeded");
    // The additional interface has no burst limits.
    for _ in 0..130 {
        let (status, _, _) = hit(sb.alt(Method::GET, "/jobs")).await;
        assert_eq!(status, 200);
    }
}

#[tokio::test]
async fn limits_can_be_lifted_for_benchmarks() {
    let sb = Sandbox::start();
    let set = json_of(
        sb.control(Method::POST, "/limits")
            .json(&json!({"rate_limits": false, "quotas": false}))
            .send()
            .await,
    )
    .await;
    assert_eq!(set, json!({"rate_limits": false, "quotas": false}));
    for _ in 0..15 {
        let (status, _, _) = hit(sb.main(Method::GET, "/search/candidates?minexp=1")).await;
        assert_eq!(status, 200);
    }
}
