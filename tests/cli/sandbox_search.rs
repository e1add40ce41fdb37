//! GET /search/candidates: the response shape, and one search spent per valid page.

use reqwest::Method;

use crate::common::*;

#[tokio::test]
async fn a_search_page_has_the_spec_fields_and_spends_one_search() {
    let sb = Sandbox::start();
    let page = json_of(
        sb.main(Method::GET, "/search/candidates?minexp=2&pageSize=5&page=2")
            .send()
            .await,
    )
    .await;
    for key in ["results", "page", "pageSize", "totalCount", "searchType"] {
        assert!(page.get(key).is_some(), "missing {key}: {page}");
    }
    assert_eq!(page["page"], 2);
    assert_eq!(page["pageSize"], 5);
    assert_eq!(page["searchType"], "structured");
    let results = page["results"].as_array().unwrap();
    assert!(results.len() <= 5);
    for hit in results {
        assert!(hit["talentCardId"].is_string(), "{hit}");
        assert!(hit.get("unlocked").is_none(), "hits carry no lock fields");
    }
    assert_eq!(used(&sb, "searches").await, 1);
    let ai = json_of(
        sb.main(Method::GET, "/search/candidates?q=rust+engineer")
            .send()
            .await,
    )
    .await;
    assert_eq!(ai["searchType"], "ai");
    assert_eq!(used(&sb, "searches").await, 2);
}

#[tokio::test]
async fn a_search_without_criteria_is_400_and_spends_nothing() {
    let sb = Sandbox::start();
    let got = send(sb.main(Method::GET, "/search/candidates?page=1&pageSize=10")).await;
    assert_main_error(&got, 400, "search_criteria_required");
    let got = send(sb.main(Method::GET, "/search/candidates?minexp=1&pageSize=21")).await;
    assert_eq!(got.0, 400, "{}", got.1);
    assert_eq!(used(&sb, "searches").await, 0);
}

#[tokio::test]
async fn the_evaluation_key_may_search() {
    let sb = Sandbox::start();
    let (status, body) = send(sb.main_as(
        &sb.keys.evaluation,
        Method::GET,
        "/search/candidates?minexp=1",
    ))
    .await;
    assert_eq!(status, 200, "{body}");
}
