//! `talent candidate show|list|summary|profile` against the sandbox: unlocks
//! spent exactly once, partial failures, ids encoded, bad input never sent.

use reqwest::Method;
use serde_json::Value;

use crate::common::*;

#[tokio::test]
async fn show_unlocks_once_and_prints_one_object() {
    let sb = Sandbox::start();
    let id = some_talent_cards(&sb, 1).await.remove(0);
    clear_log(&sb).await;
    let out = run(&sb, &["candidate", "show", &id, "-o", "json"]);
    expect_code(&out, 0);
    let record = json_stdout(&out);
    assert!(record.is_object(), "one id, one object: {record}");
    assert_eq!(record["talentCardId"], id.as_str());
    assert!(record["email"].is_string() && record["name"].is_string());
    let log = received_but_usage(&sb).await;
    assert_eq!(log.len(), 1);
    assert_eq!(log[0]["path"], format!("/api/v1/candidates/{id}"));
    assert_eq!(used(&sb, "apiUnlocks").await, 1);

    let again = run(&sb, &["candidate", "show", &id, "-o", "json"]);
    expect_code(&again, 0);
    assert_eq!(used(&sb, "apiUnlocks").await, 1, "a second fetch is free");
}

#[tokio::test]
async fn show_table_is_a_vertical_record() {
    let sb = Sandbox::start();
    let id = some_talent_cards(&sb, 1).await.remove(0);
    let out = run(&sb, &["candidate", "show", &id, "-o", "table"]);
    expect_code(&out, 0);
    let text = stdout(&out);
    for row in ["NAME", "EMAIL", "PHONE", "COMPANY", "SALARY", "LAST SEEN"] {
        assert!(
            text.lines().any(|l| l.starts_with(row)),
            "no {row} row: {text}"
        );
    }
}

#[tokio::test]
async fn several_ids_print_a_list_and_report_each_failure() {
    let sb = Sandbox::start();
    let ids = some_talent_cards(&sb, 2).await;
    let out = run(
        &sb,
        &[
            "candidate",
            "show",
            &ids[0],
            "tc_nobody",
            &ids[1],
            "-o",
            "json",
        ],
    );
    expect_code(&out, 4);
    let records = json_array(&out);
    let got: Vec<&str> = records
        .iter()
        .filter_map(|r| r["talentCardId"].as_str())
        .collect();
    assert_eq!(got, [ids[0].as_str(), ids[1].as_str()]);
    let err = stderr(&out);
    assert!(err.contains("tc_nobody"), "{err}");
    assert!(err.contains("1 of 3"), "{err}");
    assert_eq!(used(&sb, "apiUnlocks").await, 2);
}

#[tokio::test]
async fn an_exhausted_unlock_quota_exits_5_and_still_prints_the_others() {
    let sb = Sandbox::with(SandboxOptions {
        grant: Some("unlocks=1".into()),
        ..Default::default()
    });
    let ids = some_talent_cards(&sb, 2).await;
    let out = run(&sb, &["candidate", "show", &ids[0], &ids[1], "-o", "json"]);
    expect_code(&out, 5);
    assert_eq!(json_array(&out).len(), 1);
    // The guard refuses the second unlock before it is sent.
    let err = stderr(&out);
    assert!(err.contains("needs 1 unlock, 0 left; resets on"), "{err}");
    let unlocks: Vec<Value> = received_but_usage(&sb)
        .await
        .into_iter()
        .filter(|r| {
            r["path"]
                .as_str()
                .is_some_and(|p| p.starts_with("/api/v1/candidates/"))
        })
        .collect();
    assert_eq!(unlocks.len(), 1, "{unlocks:?}");
}

#[tokio::test]
async fn bad_ids_are_refused_before_anything_is_sent() {
    let sb = Sandbox::start();
    let ids = some_talent_cards(&sb, 1).await;
    clear_log(&sb).await;
    for args in [
        vec!["candidate", "show", ids[0].as_str(), ""],
        vec!["candidate", "show", "  "],
        vec!["candidate", "show", ".."],
        vec!["candidate", "show"],
        vec!["candidate", "summary", ""],
        vec!["candidate", "profile", "."],
    ] {
        let out = run(&sb, &args);
        expect_code(&out, 2);
        assert!(out.stdout.is_empty(), "{args:?}");
    }
    assert_eq!(received(&sb).await, Vec::<Value>::new());
    assert_eq!(used(&sb, "apiUnlocks").await, 0);
}

#[tokio::test]
async fn ids_that_could_change_the_path_are_refused_and_others_are_encoded() {
    let sb = Sandbox::start();
    // No service id holds `/` or `?`: refused, one line, nothing sent.
    let out = run(&sb, &["candidate", "show", "a/b?c", "-o", "json"]);
    expect_code(&out, 2);
    assert!(received(&sb).await.is_empty());
    // Anything else travels as one percent-encoded path segment.
    let out = run(&sb, &["candidate", "show", "a&b+c", "-o", "json"]);
    expect_code(&out, 4);
    let log = received_but_usage(&sb).await;
    assert_eq!(log.len(), 1);
    assert_eq!(log[0]["path"], "/api/v1/candidates/a%26b%2Bc");
}

#[tokio::test]
async fn list_sends_every_filter_to_the_additional_interface() {
    let sb = Sandbox::start();
    let out = run(
        &sb,
        &[
            "candidate",
            "list",
            "--skills",
            "python,sql",
            "--skills",
            "aws",
            "--experience-min",
            "2",
            "--max-exp",
            "15",
            "--location",
            "Bengaluru",
            "--remote-only",
            "--max-salary",
            "60L",
            "--quality-min",
            "40",
            "--availability",
            "active,open",
            "--per-page",
            "7",
            "-o",
            "json",
        ],
    );
    expect_code(&out, 0);
    for c in json_array(&out) {
        assert!(
            c["id"].is_string() && c.get("experience_years").is_some(),
            "{c}"
        );
    }
    let log = received(&sb).await;
    assert_eq!(log.len(), 1);
    assert_eq!(log[0]["path"], "/v1/candidates/search");
    let mut got = query_of(&log[0]);
    got.sort();
    let mut want: Vec<(String, String)> = [
        ("skills", "python,sql,aws"),
        ("experience_min", "2"),
        ("experience_max", "15"),
        ("location", "Bengaluru"),
        ("remote_only", "true"),
        ("salary_max", "6000000"),
        ("quality_score_min", "40"),
        ("availability", "active,open"),
        ("page", "1"),
        ("per_page", "7"),
    ]
    .iter()
    .map(|(k, v)| (k.to_string(), v.to_string()))
    .collect();
    want.sort();
    assert_eq!(got, want);
}

#[tokio::test]
async fn list_pages_with_limit_and_says_how_many_exist() {
    let sb = Sandbox::start();
    let out = run(
        &sb,
        &[
            "candidate",
            "list",
            "--skills",
            "python",
            "--limit",
            "60",
            "-o",
            "json",
        ],
    );
    expect_code(&out, 0);
    let total_line = stderr(&out);
    assert_eq!(json_array(&out).len(), 60, "{total_line}");
    let log = received(&sb).await;
    assert_eq!(log.len(), 2);
    assert_eq!(param(&log[0], "per_page").as_deref(), Some("50"));
    assert_eq!(param(&log[1], "page").as_deref(), Some("2"));
    assert!(total_line.contains("Showing 1–60 of"), "{total_line}");
}

#[tokio::test]
async fn list_bad_input_sends_nothing() {
    let sb = Sandbox::start();
    for args in [
        vec!["candidate", "list"],
        vec!["candidate", "list", "--skills", ","],
        vec![
            "candidate",
            "list",
            "--skills",
            "go",
            "--quality-min",
            "101",
        ],
        vec!["candidate", "list", "--skills", "go", "--per-page", "51"],
        vec![
            "candidate",
            "list",
            "--skills",
            "go",
            "--availability",
            "busy",
        ],
        vec![
            "candidate",
            "list",
            "--skills",
            "go",
            "--min-exp",
            "9",
            "--max-exp",
            "1",
        ],
        vec![
            "candidate",
            "list",
            "--skills",
            "go",
            "--max-salary",
            "plenty",
        ],
        vec!["candidate", "list", "--skills", "go", "--page", "0"],
    ] {
        let out = run(&sb, &args);
        expect_code(&out, 2);
    }
    assert_eq!(received(&sb).await, Vec::<Value>::new());
}

#[tokio::test]
async fn summary_and_profile_print_one_record_each() {
    let sb = Sandbox::start();
    let list = json_of(
        sb.alt(Method::GET, "/candidates/search?skills=python&per_page=1")
            .send()
            .await,
    )
    .await;
    let id = list["data"][0]["id"].as_str().expect("an id").to_string();

    let out = run(&sb, &["candidate", "summary", &id, "-o", "json"]);
    expect_code(&out, 0);
    let summary = json_stdout(&out);
    assert_eq!(summary["id"], id.as_str());
    assert!(summary["skills"].is_array());

    let out = run(&sb, &["candidate", "profile", &id, "-o", "json"]);
    expect_code(&out, 0);
    let profile = json_stdout(&out);
    assert_eq!(profile["id"], id.as_str());
    assert!(profile["skills"][0]["name"].is_string(), "{profile}");
    assert!(profile["experience"].is_array());

    let table = run(&sb, &["candidate", "profile", &id, "-o", "table"]);
    expect_code(&table, 0);
    let text = stdout(&table);
    let experience = text
        .lines()
        .find(|l| l.starts_with("EXPERIENCE ") && !l.starts_with("EXPERIENCE (Y)"))
        .unwrap_or_default()
        .to_string();
    assert!(experience.contains(" at "), "jobs read as phrases: {text}");
    assert!(
        !experience.contains('{'),
        "no raw JSON in the table: {text}"
    );

    let log = received(&sb).await;
    let paths: Vec<&str> = log.iter().filter_map(|r| r["path"].as_str()).collect();
    assert!(paths.contains(&format!("/v1/candidates/{id}").as_str()));
    assert!(paths.contains(&format!("/v1/candidates/{id}/profile").as_str()));
}

#[tokio::test]
async fn unknown_candidates_exit_4_on_both_interfaces() {
    let sb = Sandbox::start();
    for args in [
        vec!["candidate", "summary", "cand_nobody"],
        vec!["candidate", "profile", "cand_nobody"],
        vec!["candidate", "show", "tc_nobody"],
    ] {
        let out = run(&sb, &args);
        expect_code(&out, 4);
        let err = stderr(&out);
        assert_eq!(err.lines().count(), 1, "one clear line: {err}");
        assert!(!err.contains('{'), "no raw error body: {err}");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn maybe_spent_unlock_counts_once_per_candidate() {
    let sb = Sandbox::start();
    let card = some_talent_cards(&sb, 1).await.remove(0);
    faults(&sb, "500@GET/candidates").await;
    let out = run(&sb, &["candidate", "show", &card, "--yes", "-o", "json"]);
    expect_code(&out, 1);
    let err = stderr(&out);
    assert!(
        err.contains("1 unlock request(s) failed") && err.contains("up to 1 more unlocks"),
        "{err}"
    );
    let audit = run(&sb, &["usage", "--local", "-o", "json"]);
    let maybe = stdout(&audit).matches("maybe").count();
    assert_eq!(
        maybe,
        1,
        "one possible unlock in the ledger: {}",
        stdout(&audit)
    );
}

/// Regression (issue 44): a candidate the workspace had already unlocked
/// (here through the service directly, so this machine's ledger never saw
/// it) was recorded as a spend and used the run's budget, although the
/// service counted nothing. The guard holds one unit until the service
/// answers; a record `unlockedAt` at least 1 s before the `Date` of an
/// earlier answer was unlocked before: no spend line, the hold released,
/// the receipt says so, and the candidate is then this ledger's (free).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_candidate_unlocked_before_records_no_spend() {
    let sb = Sandbox::start();
    let card = some_talent_cards(&sb, 1).await.remove(0);
    let first = json_of(
        sb.main(Method::GET, &format!("/candidates/{card}"))
            .send()
            .await,
    )
    .await;
    // To the millisecond, so "before" can be told from a `Date`.
    let at = first["unlockedAt"].as_str().expect("unlockedAt");
    assert!(at.contains('.'), "{at}");
    let before = used(&sb, "apiUnlocks").await;
    // Not known to this machine: a unit, judged against the budget.
    let none = run(
        &sb,
        &[
            "candidate",
            "show",
            &card,
            "--max-unlocks",
            "0",
            "--no-input",
        ],
    );
    expect_code(&none, 5);
    assert_eq!(used(&sb, "apiUnlocks").await, before, "nothing sent");
    // The `Date` has whole seconds: two of them make the unlock "before".
    tokio::time::sleep(std::time::Duration::from_millis(2_100)).await;
    let out = run(
        &sb,
        &[
            "candidate",
            "show",
            &card,
            "--max-unlocks",
            "1",
            "-o",
            "json",
        ],
    );
    expect_code(&out, 0);
    let err = stderr(&out);
    assert!(err.contains("already unlocked, no unlock spent"), "{err}");
    assert!(!err.contains("spent 1 unlock"), "{err}");
    assert_eq!(
        used(&sb, "apiUnlocks").await,
        before,
        "the service counted nothing"
    );
    let audit = run(&sb, &["usage", "--local", "-o", "json"]);
    expect_code(&audit, 0);
    assert!(!stdout(&audit).contains("\"spent\""), "{}", stdout(&audit));
    // This ledger recorded it from the service's answer: free now.
    let again = run(
        &sb,
        &[
            "candidate",
            "show",
            &card,
            "--max-unlocks",
            "0",
            "-o",
            "json",
        ],
    );
    expect_code(&again, 0);
    assert_eq!(used(&sb, "apiUnlocks").await, before);
}
