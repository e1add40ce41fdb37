//! GET /candidates/{talentCardId}: auto-unlock on first fetch only.

use reqwest::Method;

use crate::common::*;

#[tokio::test]
async fn first_fetch_unlocks_and_refetch_is_free() {
    let sb = Sandbox::start();
    let ids = some_talent_cards(&sb, 2).await;
    let first = json_of(
        sb.main(Method::GET, &format!("/candidates/{}", ids[0]))
            .send()
            .await,
    )
    .await;
    assert_eq!(first["unlocked"], true);
    assert!(first["unlockedAt"].is_string());
    assert_eq!(first["talentCardId"], ids[0].as_str());
    assert_eq!(used(&sb, "apiUnlocks").await, 1);
    let again = json_of(
        sb.main(Method::GET, &format!("/candidates/{}", ids[0]))
            .send()
            .await,
    )
    .await;
    assert_eq!(again["unlockedAt"], first["unlockedAt"]);
    assert_eq!(used(&sb, "apiUnlocks").await, 1);
}

#[tokio::test]
async fn unknown_candidate_is_404_and_spends_nothing() {
    let sb = Sandbox::start();
    let got = send(sb.main(Method::GET, "/candidates/tc_does_not_exist")).await;
    assert_main_error(&got, 404, "not_found");
    assert_eq!(used(&sb, "apiUnlocks").await, 0);
}

#[tokio::test]
async fn exhausted_unlocks_refuse_new_candidates_only() {
    let sb = Sandbox::with(SandboxOptions {
        grant: Some("unlocks=1".into()),
        ..Default::default()
    });
    let ids = some_talent_cards(&sb, 2).await;
    let (status, _) = send(sb.main(Method::GET, &format!("/candidates/{}", ids[0]))).await;
    assert_eq!(status, 200);
    let got = send(sb.main(Method::GET, &format!("/candidates/{}", ids[1]))).await;
    assert_main_error(&got, 429, "api_unlock_limit_reached");
    let (status, _) = send(sb.main(Method::GET, &format!("/candidates/{}", ids[0]))).await;
    assert_eq!(status, 200, "an unlocked candidate stays free");
    let usage = json_of(sb.main(Method::GET, "/usage").send().await).await;
    assert_eq!(usage["apiUnlocks"]["used"], 1);
    assert_eq!(usage["apiUnlocks"]["limit"], 1);
}
