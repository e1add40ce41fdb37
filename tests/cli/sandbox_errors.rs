//! Garbage in gives a clear 4xx in the interface's own error shape, never a 500.

use reqwest::Method;
use serde_json::json;

use crate::common::*;

#[tokio::test]
async fn unknown_routes_and_methods_use_the_interface_shape() {
    let sb = Sandbox::start();
    assert_main_error(&send(sb.main(Method::GET, "/nope")).await, 404, "not_found");
    assert_alt_error(&send(sb.alt(Method::GET, "/nope")).await, 404, "not_found");
    assert_main_error(
        &send(sb.main(Method::DELETE, "/usage")).await,
        405,
        "method_not_allowed",
    );
    assert_alt_error(
        &send(sb.alt(Method::POST, "/jobs")).await,
        405,
        "method_not_allowed",
    );
    let got = send(sb.client.get(format!("{}/elsewhere", sb.origin))).await;
    assert_main_error(&got, 404, "not_found");
}

#[tokio::test]
async fn malformed_bodies_are_400_invalid_request() {
    let sb = Sandbox::start();
    // Every POST /jobs counts against createJob (5 a minute); lift it here.
    json_of(
        sb.control(Method::POST, "/limits")
            .json(&json!({"rate_limits": false}))
            .send()
            .await,
    )
    .await;
    let bad_json = sb
        .main(Method::POST, "/jobs")
        .header("content-type", "application/json")
        .body("{\"title\": ");
    assert_main_error(&send(bad_json).await, 400, "invalid_request");
    let cases = [
        json!([1, 2]),
        json!({"title": 42}),
        json!({"title": "T", "experienceMin": "five"}),
        json!({"title": "T", "remoteType": "moon"}),
        json!({"title": "T", "bogus": true}),
        json!({"title": "T", "skillsRequired": "rust"}),
        json!({"title": "T", "experienceMin": 9, "experienceMax": 3}),
    ];
    for body in cases {
        let got = send(sb.main(Method::POST, "/jobs").json(&body)).await;
        assert_main_error(&got, 400, "invalid_request");
    }
    let alt_bad = sb
        .alt(Method::POST, "/webhooks")
        .header("content-type", "application/json")
        .body("not json");
    assert_alt_error(&send(alt_bad).await, 400, "invalid_request");
    let got = send(
        sb.alt(Method::POST, "/sourcing/invite")
            .json(&json!({"job_id": 5})),
    )
    .await;
    assert_alt_error(&got, 400, "invalid_request");
}

#[tokio::test]
async fn wrong_media_type_and_huge_bodies_are_4xx() {
    let sb = Sandbox::start();
    let got = send(sb.main(Method::POST, "/jobs").body("{\"title\": \"x\"}")).await;
    assert_main_error(&got, 415, "unsupported_media_type");
    let huge = format!("{{\"title\": \"{}\"}}", "x".repeat(3 * 1024 * 1024));
    let got = send(
        sb.alt(Method::PATCH, "/jobs/job_1")
            .header("content-type", "application/json")
            .body(huge),
    )
    .await;
    assert_alt_error(&got, 413, "payload_too_large");
}

#[tokio::test]
async fn odd_paths_and_queries_never_500() {
    let sb = Sandbox::start();
    let paths = [
        "/candidates/%FF%FE",
        "/jobs/%00/stages",
        "/jobs/x/applications?page=-1",
        "/jobs?page=abc",
        "/jobs?pageSize=21",
        "/jobs?includePaused=maybe",
        "/search/candidates?page=0&q=x",
    ];
    for p in paths {
        let (status, body) = send(sb.main(Method::GET, p)).await;
        assert!((400..500).contains(&status), "{p}: {status} {body}");
        assert!(body["error_code"].is_string(), "{p}: {body}");
    }
    for p in [
        "/jobs?per_page=51",
        "/jobs?status=open",
        "/candidates/%FF",
        "/webhooks/zz",
    ] {
        let method = if p.starts_with("/webhooks") {
            Method::DELETE
        } else {
            Method::GET
        };
        let (status, body) = send(sb.alt(method, p)).await;
        assert!((400..500).contains(&status), "{p}: {status} {body}");
        assert!(body["error"]["code"].is_string(), "{p}: {body}");
    }
}

#[tokio::test]
async fn garbage_bodies_on_every_body_route_are_4xx() {
    let sb = Sandbox::start();
    json_of(
        sb.control(Method::POST, "/limits")
            .json(&json!({"rate_limits": false}))
            .send()
            .await,
    )
    .await;
    let routes = [
        (true, Method::POST, "/jobs"),
        (true, Method::POST, "/invite-to-apply"),
        (true, Method::POST, "/messages"),
        (true, Method::PATCH, "/jobs/job_x/applications/app_x"),
        (false, Method::PATCH, "/jobs/job_x"),
        (false, Method::POST, "/sourcing/shortlist"),
        (false, Method::POST, "/sourcing/invite"),
        (false, Method::POST, "/webhooks"),
        (false, Method::PATCH, "/webhooks/wh_x"),
    ];
    let bodies: [&[u8]; 8] = [
        b"",
        b"null",
        b"\xff\xfe\x00",
        b"{\"a\":",
        b"[]",
        b"{\"title\": {\"nested\": [1,2,3]}}",
        b"{\"job_id\": 1e400}",
        b"\"just a string\"",
    ];
    for (main, method, path) in routes {
        for body in bodies {
            let req = if main {
                sb.main(method.clone(), path)
            } else {
                sb.alt(method.clone(), path)
            };
            let req = req
                .header("content-type", "application/json")
                .body(body.to_vec());
            let (status, v) = send(req).await;
            assert!(
                (400..500).contains(&status),
                "{method} {path} {body:?}: {status} {v}"
            );
            let code = if main {
                &v["error_code"]
            } else {
                &v["error"]["code"]
            };
            assert!(code.is_string(), "{method} {path}: {v}");
        }
    }
}
