//! The simulator over HTTP, as a library user starts it: on 127.0.0.1:0 with
//! a fixed clock, driven with reqwest. Each test pins one rule of the spec.

use chrono::{TimeZone, Utc};
use reqwest::{Client, Method, StatusCode};

/// reqwest's TLS takes the process's crypto provider, which this installs.
fn client() -> Client {
    talent_sandbox::tls::provider();
    Client::new()
}
use serde_json::{json, Value};
use talent_sandbox::{start, RunningSandbox, SandboxConfig};
use talent_spec::codes;
use talent_spec::time::Clock;

async fn sandbox() -> RunningSandbox {
    start(SandboxConfig {
        candidates: 500,
        clock: Clock::fixed(Utc.with_ymd_and_hms(2026, 6, 15, 12, 0, 0).unwrap()),
        ..SandboxConfig::default()
    })
    .await
    .expect("sandbox starts")
}

/// Sends a request with the production key; returns status, headers and JSON body.
async fn call(
    sb: &RunningSandbox,
    method: Method,
    url: String,
    body: Option<Value>,
) -> (StatusCode, reqwest::header::HeaderMap, Value) {
    let mut req = client()
        .request(method, url)
        .bearer_auth(&sb.keys.production);
    if let Some(b) = body {
        req = req.json(&b);
    }
    let resp = req.send().await.expect("answer");
    let status = resp.status();
    let headers = resp.headers().clone();
    let text = resp.text().await.expect("body");
    let json = if text.is_empty() {
        Value::Null
    } else {
        serde_json::from_str(&text).expect("JSON body")
    };
    (status, headers, json)
}

fn main_url(sb: &RunningSandbox, path: &str) -> String {
    format!("{}{path}", sb.base_url)
}

fn alt_url(sb: &RunningSandbox, path: &str) -> String {
    format!("{}{path}", sb.alt_base_url)
}

fn control_url(sb: &RunningSandbox, path: &str) -> String {
    format!("{}/_sandbox{path}", sb.base_url.trim_end_matches("/api/v1"))
}

async fn first_hit(sb: &RunningSandbox) -> String {
    let (s, _, page) = call(
        sb,
        Method::GET,
        main_url(sb, "/search/candidates?minexp=1&pageSize=1"),
        None,
    )
    .await;
    assert_eq!(s, 200, "{page}");
    page["results"][0]["talentCardId"]
        .as_str()
        .expect("a hit")
        .to_string()
}

async fn first_job(sb: &RunningSandbox) -> String {
    let (_, _, jobs) = call(sb, Method::GET, main_url(sb, "/jobs"), None).await;
    jobs["results"][0]["jobId"]
        .as_str()
        .expect("a job")
        .to_string()
}

#[tokio::test]
async fn a_search_without_a_filter_is_search_criteria_required() {
    let sb = sandbox().await;
    let (s, _, body) = call(
        &sb,
        Method::GET,
        main_url(&sb, "/search/candidates?page=1"),
        None,
    )
    .await;
    assert_eq!(s, 400);
    assert_eq!(body["error_code"], codes::SEARCH_CRITERIA_REQUIRED);
    let (s, _, body) = call(
        &sb,
        Method::GET,
        main_url(&sb, "/search/candidates?minexp=2"),
        None,
    )
    .await;
    assert_eq!(s, 200);
    assert_eq!(body["searchType"], "structured");
    assert_eq!(body["pageSize"], 10);
    sb.shutdown().await.expect("stops");
}

#[tokio::test]
async fn an_unlock_spends_once_per_candidate() {
    let sb = sandbox().await;
    let card = first_hit(&sb).await;
    for _ in 0..2 {
        let (s, _, _) = call(
            &sb,
            Method::GET,
            main_url(&sb, &format!("/candidates/{card}")),
            None,
        )
        .await;
        assert_eq!(s, 200);
    }
    let (_, _, usage) = call(&sb, Method::GET, main_url(&sb, "/usage"), None).await;
    assert_eq!(usage["apiUnlocks"]["used"], 1, "{usage}");
    assert_eq!(usage["searches"]["used"], 1, "{usage}");
    sb.shutdown().await.expect("stops");
}

#[tokio::test]
async fn a_second_invite_of_a_pair_is_a_409() {
    let sb = sandbox().await;
    let (card, job) = (first_hit(&sb).await, first_job(&sb).await);
    let body = json!({"talentCardId": card, "jobId": job, "message": "Hi"});
    let (s, _, first) = call(
        &sb,
        Method::POST,
        main_url(&sb, "/invite-to-apply"),
        Some(body.clone()),
    )
    .await;
    assert_eq!(s, 200, "{first}");
    assert!(first["threadId"].is_string());
    let (s, _, again) = call(
        &sb,
        Method::POST,
        main_url(&sb, "/invite-to-apply"),
        Some(body),
    )
    .await;
    assert_eq!(s, 409);
    assert_eq!(again["error_code"], codes::ALREADY_EXISTS_IN_JOB_PIPELINE);
    sb.shutdown().await.expect("stops");
}

#[tokio::test]
async fn the_eleventh_search_in_a_minute_is_blocked_until_the_clock_moves_on() {
    let sb = sandbox().await;
    let url = main_url(&sb, "/search/candidates?minexp=1");
    for _ in 0..10 {
        assert_eq!(call(&sb, Method::GET, url.clone(), None).await.0, 200);
    }
    let (s, headers, body) = call(&sb, Method::GET, url.clone(), None).await;
    assert_eq!(s, 429);
    assert_eq!(body["error_code"], codes::RATE_LIMIT_EXCEEDED);
    assert_eq!(
        headers["retry-after"], "120",
        "the search class blocks for 120 s"
    );
    // Still blocked a minute later on the sandbox's clock, free after the block.
    let advance = |secs: i64| {
        call(
            &sb,
            Method::POST,
            control_url(&sb, "/clock"),
            Some(json!({"advance_seconds": secs})),
        )
    };
    assert_eq!(advance(60).await.0, 200);
    let (s, headers, _) = call(&sb, Method::GET, url.clone(), None).await;
    assert_eq!(s, 429);
    assert_eq!(headers["retry-after"], "60");
    assert_eq!(advance(61).await.0, 200);
    assert_eq!(call(&sb, Method::GET, url, None).await.0, 200);
    sb.shutdown().await.expect("stops");
}

#[tokio::test]
async fn an_exhausted_unlock_quota_is_api_unlock_limit_reached() {
    let sb = sandbox().await;
    let (s, _, _) = call(
        &sb,
        Method::POST,
        control_url(&sb, "/quotas"),
        Some(json!({"grants": {"unlocks": 0}})),
    )
    .await;
    assert_eq!(s, 200);
    let card = first_hit(&sb).await;
    let (s, _, body) = call(
        &sb,
        Method::GET,
        main_url(&sb, &format!("/candidates/{card}")),
        None,
    )
    .await;
    assert_eq!(s, 429);
    assert_eq!(body["error_code"], codes::API_UNLOCK_LIMIT_REACHED);
    sb.shutdown().await.expect("stops");
}

#[tokio::test]
async fn the_additional_interface_answers_404_in_its_own_shape() {
    let sb = sandbox().await;
    let (s, _, body) = call(
        &sb,
        Method::GET,
        alt_url(&sb, "/candidates/cand_missing"),
        None,
    )
    .await;
    assert_eq!(s, 404);
    assert_eq!(body["error"]["code"], codes::NOT_FOUND);
    assert!(body["error"]["message"].is_string());
    sb.shutdown().await.expect("stops");
}

#[tokio::test]
async fn the_clock_is_fixed_and_advances_only_on_request() {
    let sb = sandbox().await;
    let (_, _, c) = call(&sb, Method::GET, control_url(&sb, "/clock"), None).await;
    assert_eq!(c["now"], "2026-06-15T12:00:00Z");
    assert_eq!(c["fixed"], true);
    let (_, _, usage) = call(&sb, Method::GET, main_url(&sb, "/usage"), None).await;
    let ends = usage["cycleEndsOn"]
        .as_str()
        .expect("cycleEndsOn")
        .to_string();
    // Past the cycle's end on the sandbox's clock, the meters reset.
    call(
        &sb,
        Method::GET,
        main_url(&sb, "/search/candidates?minexp=1"),
        None,
    )
    .await;
    let (_, _, c) = call(
        &sb,
        Method::POST,
        control_url(&sb, "/clock"),
        Some(json!({"advance_seconds": 31 * 86_400})),
    )
    .await;
    assert_eq!(c["advanced_seconds"], 31.0 * 86_400.0);
    let (_, _, usage) = call(&sb, Method::GET, main_url(&sb, "/usage"), None).await;
    assert_eq!(usage["searches"]["used"], 0, "{usage}");
    assert_ne!(usage["cycleEndsOn"], ends.as_str());
    sb.shutdown().await.expect("stops");
}

/// Regression: the evaluation key could reset the whole sandbox and switch
/// its limits off for every workspace.
#[tokio::test]
async fn whole_sandbox_control_routes_answer_only_to_the_first_production_key() {
    let sb = sandbox().await;
    let as_eval = |path: &str, body: Value| {
        client()
            .post(control_url(&sb, path))
            .bearer_auth(&sb.keys.evaluation)
            .json(&body)
            .send()
    };
    for (path, body) in [
        ("/reset", json!({})),
        ("/limits", json!({"rate_limits": false})),
        ("/clock", json!({"advance_seconds": 60})),
    ] {
        let status = as_eval(path, body.clone()).await.expect("answer").status();
        assert_eq!(status, 403, "{path} with the evaluation key");
        let (status, _, _) = call(&sb, Method::POST, control_url(&sb, path), Some(body)).await;
        assert_eq!(status, 200, "{path} with the production key");
    }
    sb.shutdown().await.expect("stops");
}

/// Regression: `sandbox serve` had no header timeout and no connection
/// limit, so clients that open a connection and stall exhausted it. Now a
/// stalled head is dropped after the (scaled) timeout, and meanwhile the
/// server answers everyone else.
#[tokio::test]
async fn stalled_clients_cost_a_bounded_time_and_never_the_server() {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let sb = start(SandboxConfig {
        candidates: 200,
        time_scale: talent_spec::time::TimeScale::new(0.01).unwrap(),
        ..SandboxConfig::default()
    })
    .await
    .expect("starts");
    let addr = sb.local_addr();
    let mut stalled = Vec::new();
    for _ in 0..50 {
        let mut s = tokio::net::TcpStream::connect(addr)
            .await
            .expect("connects");
        s.write_all(b"GET /api/v1/usage HTTP/1.1\r\nHost: x\r\n")
            .await
            .expect("half a head");
        stalled.push(s);
    }
    let (status, _, _) = call(&sb, Method::GET, main_url(&sb, "/usage"), None).await;
    assert_eq!(status, 200, "answered while fifty clients stall");
    // Each stalled connection is closed by the server once its time is up.
    for mut s in stalled {
        let mut buf = [0u8; 512];
        let closed = tokio::time::timeout(std::time::Duration::from_secs(5), async {
            loop {
                match s.read(&mut buf).await {
                    Ok(0) | Err(_) => return,
                    Ok(_) => continue,
                }
            }
        })
        .await;
        assert!(closed.is_ok(), "a stalled connection was closed");
    }
    sb.shutdown().await.expect("stops");
}

/// Regression: hits matched by a profile-attribute filter could carry `null`
/// for the very signal that made them match.
#[tokio::test]
async fn hits_carry_the_signal_their_filter_matched() {
    let sb = sandbox().await;
    for (param, signal) in [
        ("eduPed=tier1plus-tier1-tier2", "educationPedigree"),
        (
            "startupExp=funded_startup-other_startup",
            "startupExperience",
        ),
        ("entrExp=cofounder-earlyEmployee", "entrepreneurship"),
    ] {
        let (s, _, page) = call(
            &sb,
            Method::GET,
            main_url(
                &sb,
                &format!("/search/candidates?{param}&pageSize=20&profileAttributesMode=or"),
            ),
            None,
        )
        .await;
        assert_eq!(s, 200, "{page}");
        let hits = page["results"].as_array().expect("results");
        assert!(!hits.is_empty(), "{param}");
        for h in hits {
            assert!(
                h["profileSignals"][signal].is_object(),
                "{param}: {signal} is null in {}",
                h["talentCardId"]
            );
        }
    }
    sb.shutdown().await.expect("stops");
}

/// A handler that panics (the `panic` fault, as a bug would) costs one 500
/// in the interface's shape; the server, its locks and the next request are
/// unharmed.
#[tokio::test]
async fn a_panicking_handler_is_one_500_and_the_server_goes_on() {
    let sb = sandbox().await;
    let (s, _, _) = call(
        &sb,
        Method::PUT,
        control_url(&sb, "/faults"),
        Some(json!({"spec": "panic=next1@GET/usage,panic=next1@GET/jobs"})),
    )
    .await;
    assert_eq!(s, 200);
    let (s, _, body) = call(&sb, Method::GET, main_url(&sb, "/usage"), None).await;
    assert_eq!(s, 500, "{body}");
    assert!(body["error_code"].is_string(), "main shape: {body}");
    let (s, _, body) = call(&sb, Method::GET, alt_url(&sb, "/jobs"), None).await;
    assert_eq!(s, 500, "{body}");
    assert!(body["error"]["code"].is_string(), "alt shape: {body}");
    let (s, _, body) = call(&sb, Method::GET, main_url(&sb, "/usage"), None).await;
    assert_eq!(s, 200, "the next request is served: {body}");
    let (s, _, _) = call(
        &sb,
        Method::POST,
        main_url(&sb, "/jobs"),
        Some(json!({"title": "After a panic"})),
    )
    .await;
    assert!(s.is_success(), "writes still work (no poisoned lock): {s}");
    sb.shutdown().await.expect("stops");
}
