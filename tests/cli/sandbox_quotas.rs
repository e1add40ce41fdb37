//! Cycle quotas: meters consistent with spending, exhaustion, the plan throttle,
//! and the cycle reset (time-scaled).

use std::time::Duration;

use reqwest::Method;
use serde_json::json;

use crate::common::*;

#[tokio::test]
async fn usage_has_the_spec_shape_and_default_limits() {
    let sb = Sandbox::start();
    let u = json_of(sb.main(Method::GET, "/usage").send().await).await;
    let keys: Vec<&String> = u.as_object().unwrap().keys().collect();
    assert_eq!(
        keys,
        [
            "workspaceId",
            "apiUnlocks",
            "searches",
            "messages",
            "cycleEndsOn",
            "planExpiresOn"
        ]
    );
    assert_eq!(u["apiUnlocks"], json!({"used": 0, "limit": 10}));
    assert_eq!(u["searches"], json!({"used": 0, "limit": 100}));
    assert_eq!(u["messages"], json!({"used": 0, "limit": 20}));
    let ends = chrono::DateTime::parse_from_rfc3339(u["cycleEndsOn"].as_str().unwrap()).unwrap();
    let days = (ends.with_timezone(&chrono::Utc) - sb.env.now()).num_days();
    assert!((29..=30).contains(&days), "{days}");
}

#[tokio::test]
async fn exhausted_search_quota_is_429_until_the_next_cycle() {
    let sb = Sandbox::with(SandboxOptions {
        grant: Some("searches=2".into()),
        ..Default::default()
    });
    for _ in 0..2 {
        let (status, _) = send(sb.main(Method::GET, "/search/candidates?minexp=1")).await;
        assert_eq!(status, 200);
    }
    let got = send(sb.main(Method::GET, "/search/candidates?minexp=1")).await;
    assert_main_error(&got, 429, "api_search_limit_reached");
    let u = json_of(sb.control(Method::POST, "/cycle/advance").send().await).await;
    assert_eq!(u["searches"], json!({"used": 0, "limit": 2}));
    let (status, _) = send(sb.main(Method::GET, "/search/candidates?minexp=1")).await;
    assert_eq!(status, 200);
}

#[tokio::test]
async fn grants_and_meters_can_be_set_through_the_control_route() {
    let sb = Sandbox::start();
    let u = json_of(
        sb.control(Method::POST, "/quotas")
            .json(&json!({"grants": {"unlocks": 50}, "used": {"messages": 20}}))
            .send()
            .await,
    )
    .await;
    assert_eq!(u["apiUnlocks"]["limit"], 50);
    assert_eq!(u["messages"]["used"], 20);
    let got = send(
        sb.control(Method::POST, "/quotas")
            .json(&json!({"grants": {"credits": 1}})),
    )
    .await;
    assert_main_error(&got, 400, "invalid_request");
}

#[tokio::test]
async fn plan_throttle_is_429_search_throttled_and_spends_nothing() {
    let sb = Sandbox::start();
    let t = json_of(
        sb.control(Method::POST, "/throttle")
            .json(&json!({"count": 1, "retry_after": 2}))
            .send()
            .await,
    )
    .await;
    assert_eq!(t["remaining"], 1);
    let resp = sb
        .main(Method::GET, "/search/candidates?minexp=1")
        .send()
        .await
        .unwrap();
    assert_eq!(resp.headers()["retry-after"], "2");
    let got = (resp.status().as_u16(), resp.json().await.unwrap());
    assert_main_error(&got, 429, "search_throttled");
    let (status, _) = send(sb.main(Method::GET, "/search/candidates?minexp=1")).await;
    assert_eq!(status, 200);
    let u = json_of(sb.main(Method::GET, "/usage").send().await).await;
    assert_eq!(u["searches"]["used"], 1);
}

#[tokio::test]
async fn meters_reset_when_the_scaled_cycle_ends() {
    // 30 days x 0.000002 = 5.184 s.
    let sb = Sandbox::scaled(0.000002);
    let (status, _) = send(sb.main(Method::GET, "/search/candidates?minexp=1")).await;
    assert_eq!(status, 200);
    let u = json_of(sb.main(Method::GET, "/usage").send().await).await;
    assert_eq!(u["searches"]["used"], 1);
    let first_end = u["cycleEndsOn"].as_str().unwrap().to_string();
    let u = eventually(Duration::from_secs(12), || async {
        let u = json_of(sb.main(Method::GET, "/usage").send().await).await;
        (u["cycleEndsOn"] != first_end.as_str()).then_some(u)
    })
    .await;
    assert_eq!(u["searches"]["used"], 0);
}
