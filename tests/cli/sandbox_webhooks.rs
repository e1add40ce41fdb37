//! Webhook endpoints and delivery: signed POSTs, retries on failure,
//! disabling after 5 failed deliveries, re-enabling, deletion stops delivery.

use std::time::Duration;

use reqwest::Method;
use serde_json::{json, Value};

use crate::common::*;

async fn register(sb: &Sandbox, url: &str, events: &[&str], secret: Option<&str>) -> Value {
    let mut body = json!({"url": url, "events": events});
    if let Some(s) = secret {
        body["secret"] = json!(s);
    }
    json_of(sb.alt(Method::POST, "/webhooks").json(&body).send().await).await
}

async fn trigger(sb: &Sandbox, event: &str) -> Value {
    json_of(
        sb.control(Method::POST, "/events")
            .json(&json!({"event": event}))
            .send()
            .await,
    )
    .await
}

async fn endpoint(sb: &Sandbox, id: &str) -> Value {
    let list = json_of(sb.alt(Method::GET, "/webhooks").send().await).await;
    list["data"]
        .as_array()
        .unwrap()
        .iter()
        .find(|h| h["id"] == id)
        .cloned()
        .expect("listed")
}

#[tokio::test]
async fn register_list_and_validate() {
    let sb = Sandbox::start();
    let hook = register(
        &sb,
        "https://hooks.example.com/talent",
        &["job.closed", "offer.made"],
        None,
    )
    .await;
    let id = hook["id"].as_str().unwrap();
    assert!(id.starts_with("wh_"));
    assert!(hook["secret"].as_str().unwrap().starts_with("whsec_"));
    assert_eq!(hook["status"], "active");
    assert!(hook["created_at"].is_string());
    let listed = endpoint(&sb, id).await;
    assert!(
        listed.get("secret").is_none(),
        "the secret is shown only once: {listed}"
    );
    assert_eq!(listed["events"], json!(["job.closed", "offer.made"]));
    let bad = [
        json!({"url": "http://hooks.example.com/x", "events": ["job.closed"]}),
        json!({"url": "ftp://127.0.0.1/x", "events": ["job.closed"]}),
        json!({"url": "not a url", "events": ["job.closed"]}),
        json!({"url": "https://x.example", "events": []}),
        json!({"url": "https://x.example", "events": ["job.opened"]}),
        json!({"url": "https://x.example"}),
    ];
    for body in bad {
        assert_alt_error(
            &send(sb.alt(Method::POST, "/webhooks").json(&body)).await,
            400,
            "invalid_request",
        );
    }
    let custom = register(
        &sb,
        "http://127.0.0.1:9/x",
        &["job.closed"],
        Some("my-secret"),
    )
    .await;
    assert_eq!(custom["secret"], "my-secret");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn delivery_is_signed_and_carries_the_envelope() {
    let sb = Sandbox::start();
    let rx = Receiver::start(200).await;
    let hook = register(&sb, &rx.url, &["offer.made", "job.closed"], None).await;
    let secret = hook["secret"].as_str().unwrap().to_string();
    let _ = register(&sb, &rx.url, &["invite.declined"], None).await;
    let env = trigger(&sb, "offer.made").await;
    assert!(env["id"].as_str().unwrap().starts_with("evt_"));
    assert_eq!(env["event"], "offer.made");
    assert!(env["data"]["offer_details"].is_object());
    let hits = rx.wait_for(1, Duration::from_secs(5)).await;
    let hit = &hits[0];
    let sig = hit.headers["x-service-signature"].to_str().unwrap();
    assert!(sig.starts_with("sha256="));
    talent_spec::signature::verify(secret.as_bytes(), &hit.body, sig).expect("valid signature");
    assert!(talent_spec::signature::verify(b"wrong", &hit.body, sig).is_err());
    let body: Value = serde_json::from_slice(&hit.body).unwrap();
    assert_eq!(body, env);
    let keys: Vec<&String> = body.as_object().unwrap().keys().collect();
    assert_eq!(keys, ["id", "event", "created_at", "data"]);
    tokio::time::sleep(Duration::from_millis(300)).await;
    assert_eq!(rx.hits().len(), 1, "only the subscribed endpoint got it");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn operations_emit_their_events() {
    let sb = Sandbox::start();
    let rx = Receiver::start(200).await;
    register(&sb, &rx.url, &["job.closed", "candidate.shortlisted"], None).await;
    let job = job_with_status(&sb, "active").await;
    json_of(
        sb.alt(Method::POST, "/sourcing/shortlist")
            .json(&json!({"job_id": job, "limit": 2}))
            .send()
            .await,
    )
    .await;
    json_of(
        sb.alt(Method::PATCH, &format!("/jobs/{job}"))
            .json(&json!({"status": "closed"}))
            .send()
            .await,
    )
    .await;
    let hits = rx.wait_for(3, Duration::from_secs(5)).await;
    let kinds: Vec<String> = hits
        .iter()
        .map(|h| {
            serde_json::from_slice::<Value>(&h.body).unwrap()["event"]
                .as_str()
                .unwrap()
                .to_string()
        })
        .collect();
    assert_eq!(
        kinds
            .iter()
            .filter(|k| *k == "candidate.shortlisted")
            .count(),
        2,
        "{kinds:?}"
    );
    assert!(kinds.contains(&"job.closed".to_string()), "{kinds:?}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn failed_delivery_is_retried_five_times_with_growing_delays() {
    // Delays 1 m, 5 m, 30 m, 2 h, 8 h x 0.00001 = 0.6, 3, 18, 72, 288 ms.
    let sb = Sandbox::scaled(0.00001);
    let rx = Receiver::start(500).await;
    let hook = register(&sb, &rx.url, &["invite.declined"], None).await;
    trigger(&sb, "invite.declined").await;
    let hits = rx.wait_for(6, Duration::from_secs(10)).await;
    let first: Value = serde_json::from_slice(&hits[0].body).unwrap();
    for h in &hits {
        let b: Value = serde_json::from_slice(&h.body).unwrap();
        assert_eq!(b["id"], first["id"], "every retry carries the same event");
    }
    let gap = hits[5].at - hits[4].at;
    assert!(
        gap >= Duration::from_millis(250),
        "8 h scaled is 288 ms, got {gap:?}"
    );
    tokio::time::sleep(Duration::from_millis(500)).await;
    assert_eq!(
        rx.hits().len(),
        6,
        "1 attempt + 5 retries, then it gives up"
    );
    let h = endpoint(&sb, hook["id"].as_str().unwrap()).await;
    assert_eq!(
        h["status"], "active",
        "one failed delivery does not disable"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn five_failed_deliveries_disable_and_patch_reenables() {
    let sb = Sandbox::scaled(0.00001);
    let rx = Receiver::start(503).await;
    let hook = register(&sb, &rx.url, &["invite.declined"], None).await;
    let id = hook["id"].as_str().unwrap().to_string();
    for _ in 0..5 {
        trigger(&sb, "invite.declined").await;
    }
    let disabled = eventually(Duration::from_secs(15), || async {
        let h = endpoint(&sb, &id).await;
        (h["status"] == "disabled").then_some(h)
    })
    .await;
    assert!(disabled.get("secret").is_none());
    assert_eq!(rx.hits().len(), 30);
    trigger(&sb, "invite.declined").await;
    tokio::time::sleep(Duration::from_millis(300)).await;
    assert_eq!(rx.hits().len(), 30, "a disabled endpoint gets nothing");
    rx.set_status(200);
    let upd = json_of(
        sb.alt(Method::PATCH, &format!("/webhooks/{id}"))
            .json(&json!({"status": "active"}))
            .send()
            .await,
    )
    .await;
    assert_eq!(upd["status"], "active");
    assert!(upd.get("secret").is_none());
    trigger(&sb, "invite.declined").await;
    rx.wait_for(31, Duration::from_secs(5)).await;
    let bad = send(
        sb.alt(Method::PATCH, &format!("/webhooks/{id}"))
            .json(&json!({"status": "paused"})),
    )
    .await;
    assert_alt_error(&bad, 400, "invalid_request");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_success_resets_the_failure_count() {
    let sb = Sandbox::scaled(0.00001);
    let rx = Receiver::start(500).await;
    let hook = register(&sb, &rx.url, &["invite.declined"], None).await;
    let id = hook["id"].as_str().unwrap().to_string();
    for round in 0..4 {
        trigger(&sb, "invite.declined").await;
        rx.wait_for(6 * (round + 1), Duration::from_secs(5)).await;
    }
    rx.set_status(200);
    trigger(&sb, "invite.declined").await;
    rx.wait_for(25, Duration::from_secs(5)).await;
    rx.set_status(500);
    trigger(&sb, "invite.declined").await;
    rx.wait_for(31, Duration::from_secs(5)).await;
    tokio::time::sleep(Duration::from_millis(200)).await;
    assert_eq!(
        endpoint(&sb, &id).await["status"],
        "active",
        "4 + success + 1 is not 5 in a row"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn deleting_stops_delivery_immediately() {
    let sb = Sandbox::scaled(0.001);
    let rx = Receiver::start(500).await;
    let hook = register(&sb, &rx.url, &["invite.declined"], None).await;
    let id = hook["id"].as_str().unwrap();
    trigger(&sb, "invite.declined").await;
    rx.wait_for(1, Duration::from_secs(5)).await;
    let resp = sb
        .alt(Method::DELETE, &format!("/webhooks/{id}"))
        .send()
        .await
        .unwrap();
    assert_eq!(resp.status().as_u16(), 204);
    assert!(resp.bytes().await.unwrap().is_empty());
    // The first retry was due 60 ms later; nothing more may arrive.
    tokio::time::sleep(Duration::from_millis(600)).await;
    assert_eq!(rx.hits().len(), 1);
    let list = json_of(sb.alt(Method::GET, "/webhooks").send().await).await;
    assert_eq!(list["data"], json!([]));
    assert_alt_error(
        &send(sb.alt(Method::DELETE, &format!("/webhooks/{id}"))).await,
        404,
        "not_found",
    );
    let pending = json_of(sb.control(Method::GET, "/deliveries").send().await).await;
    assert_eq!(pending["pending"], json!([]));
}
