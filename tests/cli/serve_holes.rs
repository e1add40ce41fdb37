//! Holes black-box testers found in the gateway (gwfix): each test is
//! named after one and failed before its fix. `talent serve` on
//! 127.0.0.1:0 in front of the sandbox, on a throwaway PostgreSQL
//! (serve.rs's `Gateway` harness).

use std::time::Duration;

use reqwest::Method;
use serde_json::json;

use crate::common::Sandbox;
use crate::serve::{member_with_token, Gateway, SEARCH};
use crate::team::Db;

/// The log's request lines: `MEMBER METHOD ROUTE STATUS …`.
fn request_lines(log: &str) -> Vec<String> {
    log.lines()
        .filter(|l| {
            let f: Vec<&str> = l.split_whitespace().collect();
            f.len() >= 4
                && ["GET", "POST", "PATCH", "DELETE", "PUT", "HEAD", "OPTIONS"].contains(&f[1])
                && f[3].len() == 3
                && f[3].bytes().all(|b| b.is_ascii_digit())
        })
        .map(str::to_string)
        .collect()
}

/// The log's request lines once there are `n` of them (10 s at most).
async fn lines_when(gw: &Gateway, n: usize) -> Vec<String> {
    let deadline = std::time::Instant::now() + Duration::from_secs(10);
    loop {
        let lines = request_lines(&gw.log());
        if lines.len() >= n || std::time::Instant::now() >= deadline {
            // Anything more would be a second line of one of them.
            tokio::time::sleep(Duration::from_millis(200)).await;
            return request_lines(&gw.log());
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

/// Hole 1: whole classes of requests had no log line (`/_talent/v1/report`,
/// `…/team-usage`, the credential-less whoami probe, a 401 on the report),
/// and a path of no interface was logged as `/api/v1`. Every request the
/// gateway answers gets exactly one line, with no token or query, and a
/// path that is no route as a neutral word.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_request_the_gateway_answers_gets_exactly_one_log_line() {
    let Some(db) = Db::create("TALENT_TEST_PG_URL") else {
        return;
    };
    let sb = Sandbox::start();
    let token = member_with_token(&db, "asha", "search");
    let gw = Gateway::start(&sb, &db, &[]);
    let before = request_lines(&gw.log()).len();
    let asks: Vec<(Method, &str, Option<&str>, &str)> = vec![
        (
            Method::GET,
            "/_talent/v1/whoami",
            None,
            "- GET /_talent/v1/whoami 200 0 ",
        ),
        (
            Method::GET,
            "/_talent/v1/whoami",
            Some(&token),
            "asha GET /_talent/v1/whoami 200 0 ",
        ),
        (
            Method::GET,
            "/_talent/v1/report",
            Some(&token),
            "asha GET /_talent/v1/report 200 0 ",
        ),
        (
            Method::GET,
            "/_talent/v1/report",
            None,
            "- GET /_talent/v1/report 401 0 ",
        ),
        (
            Method::GET,
            "/_talent/v1/team-usage?by_channel=true",
            Some(&token),
            "asha GET /_talent/v1/team-usage 200 0 ",
        ),
        (
            Method::POST,
            "/_sandbox/events?secret=s3cr3t",
            Some(&token),
            "- POST (other) 404 0 ",
        ),
        (
            Method::GET,
            SEARCH,
            Some(&token),
            "asha GET /api/v1/search/candidates 200 1 search ",
        ),
        (
            Method::GET,
            "/.well-known/oauth-authorization-server",
            None,
            "- GET /.well-known/oauth-authorization-server 200 0 ",
        ),
        (Method::GET, "/signin", None, "- GET /signin 200 0 "),
        (Method::POST, "/mcp", None, "- POST /mcp 401 0 "),
        (Method::DELETE, "/signin", None, "- DELETE /signin 405 0 "),
    ];
    for (method, path, tok, _) in &asks {
        let mut r = gw.request(method.clone(), path, *tok);
        if *method == Method::POST {
            r = r.json(&json!({}));
        }
        r.send().await.expect("the gateway answers");
    }
    let lines = lines_when(&gw, before + asks.len()).await;
    let ours = &lines[before..];
    assert_eq!(ours.len(), asks.len(), "{ours:#?}");
    for (i, (_, path, _, want)) in asks.iter().enumerate() {
        assert!(ours[i].starts_with(want), "{path}: {:?}", ours[i]);
    }
    let log = gw.log();
    for secret in [token.as_str(), "s3cr3t", "minexp", "_sandbox", "by_channel"] {
        assert!(!log.contains(secret), "{secret} in the log: {log}");
    }
}
