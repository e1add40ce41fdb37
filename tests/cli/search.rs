//! `talent search` against the sandbox: every filter reaches the service under
//! the contract's name, bad input sends nothing, each page is one request and
//! one search.

use serde_json::Value;

use crate::common::*;

#[tokio::test]
async fn every_filter_is_sent_under_its_contract_name() {
    let sb = Sandbox::start();
    let out = run(
        &sb,
        &[
            "search",
            "--q",
            "backend engineer",
            "--inresume",
            "java OR kotlin",
            "--skill",
            "rust|golang",
            "--skill",
            "kubernetes",
            "--location",
            "Bengaluru,Pune",
            "--location",
            "Remote",
            "--current-location",
            "Delhi",
            "--min-exp",
            "2.5",
            "--max-exp",
            "12",
            "--min-salary",
            "12L",
            "--max-salary",
            "1.2Cr",
            "--join-within",
            "60",
            "--notice-or-not-working",
            "--edu",
            "tier1plus,tier1",
            "--startup",
            "funded_startup",
            "--exclude-it",
            "largeITServices,otherITServices",
            "--entrepreneur",
            "cofounder",
            "--domain",
            "b2b_saas",
            "--domain",
            "gcc",
            "--match-any",
            "--active",
            "6m",
            "--page-size",
            "5",
            "-o",
            "json",
        ],
    );
    expect_code(&out, 0);
    assert!(json_stdout(&out).is_array());
    let log = received_but_usage(&sb).await;
    assert_eq!(log.len(), 1, "{log:?}");
    assert_eq!(log[0]["method"], "GET");
    assert_eq!(log[0]["path"], "/api/v1/search/candidates");
    let expect = [
        ("q", "backend engineer"),
        (
            "inresume",
            "(java OR kotlin) AND (\"rust\" OR \"golang\") AND (\"kubernetes\")",
        ),
        ("locations", "Bengaluru-Pune-Remote"),
        ("currlocation", "Delhi"),
        ("minexp", "2.5"),
        ("maxexp", "12"),
        ("minsal", "1200000"),
        ("maxsal", "12000000"),
        ("canjoinin", "60"),
        ("onNoticePeriodOrNotWorking", "true"),
        ("eduPed", "tier1plus-tier1"),
        ("startupExp", "funded_startup"),
        ("not_itExp", "largeITServices-otherITServices"),
        ("entrExp", "cofounder"),
        ("domainTags", "b2b_saas-gcc"),
        ("activity", "active-6-months"),
        ("profileAttributesMode", "or"),
        ("page", "1"),
        ("pageSize", "5"),
    ];
    let mut got = query_of(&log[0]);
    got.sort();
    let mut want: Vec<(String, String)> = expect
        .iter()
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect();
    want.sort();
    assert_eq!(got, want);
}

#[tokio::test]
async fn bad_input_exits_2_sends_nothing_and_spends_nothing() {
    let sb = Sandbox::start();
    let long_q = sb.env.path().join("long.txt");
    std::fs::write(&long_q, "x".repeat(50_001)).expect("write");
    let long_q = long_q.display().to_string();
    let cases: Vec<Vec<&str>> = vec![
        vec!["search"],
        vec!["search", "--page", "2", "--page-size", "5"],
        vec!["search", "--match-any"],
        vec!["search", "--inresume", "(rust OR go"],
        vec!["search", "--inresume", "\"machine learning"],
        vec!["search", "--inresume", "rust)"],
        vec!["search", "--skill", "say \"hi\""],
        vec!["search", "--skill", "rust||go"],
        vec!["search", "--location", "Navi-Mumbai"],
        vec!["search", "--min-exp", "8", "--max-exp", "2"],
        vec!["search", "--min-exp", "-1"],
        vec!["search", "--min-salary", "50L", "--max-salary", "10L"],
        vec!["search", "--max-salary", "lots"],
        vec!["search", "--edu", "tier3"],
        vec!["search", "--domain", "fintech"],
        vec!["search", "--startup", "bootstrapped"],
        vec!["search", "--active", "1y"],
        vec!["search", "--q", "x", "--page", "0"],
        vec!["search", "--q", "x", "--page-size", "21"],
        vec!["search", "--q", "x", "--limit", "5", "--all"],
        vec!["search", "--q", "   "],
        vec!["search", "--q-file", &long_q],
        vec!["search", "--q-file", "/no/such/file"],
    ];
    for args in &cases {
        let out = run(&sb, args);
        expect_code(&out, 2);
        assert!(out.stdout.is_empty(), "{args:?} printed data");
        assert!(stderr(&out).contains("error"), "{args:?}: {}", stderr(&out));
    }
    assert_eq!(received(&sb).await, Vec::<Value>::new(), "nothing was sent");
    assert_eq!(used(&sb, "searches").await, 0);
}

#[tokio::test]
async fn a_missing_filter_hint_lists_the_filters() {
    let sb = Sandbox::start();
    let out = run(&sb, &["search", "--page", "2"]);
    expect_code(&out, 2);
    let err = stderr(&out);
    assert!(err.contains("at least one filter"), "{err}");
    assert!(
        err.contains("--skill") && err.contains("--max-salary"),
        "{err}"
    );
}

#[tokio::test]
async fn one_page_by_default_with_a_notice_after_it() {
    let sb = Sandbox::start();
    let out = run(&sb, &["search", "--min-exp", "1", "-o", "json"]);
    expect_code(&out, 0);
    let hits = json_array(&out);
    assert_eq!(hits.len(), 10, "the service's default page");
    for hit in &hits {
        assert!(hit["talentCardId"].is_string());
        assert!(hit.get("profileSignals").is_some(), "records kept whole");
    }
    let err = stderr(&out);
    assert!(err.contains("Showing 1–10 of"), "{err}");
    assert!(err.contains("(structured search)"), "{err}");
    assert!(err.contains("More: --page 2"), "{err}");
    let log = received_but_usage(&sb).await;
    assert_eq!(log.len(), 1);
    assert_eq!(param(&log[0], "pageSize"), None, "service default size");
    assert_eq!(used(&sb, "searches").await, 1);

    let quiet = run(&sb, &["search", "--min-exp", "1", "-o", "json", "-q"]);
    expect_code(&quiet, 0);
    assert!(quiet.stderr.is_empty(), "{}", stderr(&quiet));
}

#[tokio::test]
async fn limit_fetches_pages_of_20_each_one_request_and_one_search() {
    let sb = Sandbox::start();
    let out = run(
        &sb,
        &["search", "--min-exp", "1", "--limit", "25", "-o", "json"],
    );
    expect_code(&out, 0);
    let hits = json_array(&out);
    assert_eq!(hits.len(), 25);
    let mut ids: Vec<&str> = hits
        .iter()
        .filter_map(|h| h["talentCardId"].as_str())
        .collect();
    ids.sort();
    ids.dedup();
    assert_eq!(ids.len(), 25, "pages do not overlap");
    let log = received_but_usage(&sb).await;
    assert_eq!(log.len(), 2);
    for (i, req) in log.iter().enumerate() {
        assert_eq!(param(req, "page"), Some((i + 1).to_string()));
        assert_eq!(param(req, "pageSize").as_deref(), Some("20"));
    }
    assert_eq!(used(&sb, "searches").await, 2);
}

#[tokio::test]
async fn page_and_page_size_pick_the_window() {
    let sb = Sandbox::start();
    let out = run(
        &sb,
        &[
            "search",
            "--min-exp",
            "1",
            "--page",
            "3",
            "--page-size",
            "4",
            "-o",
            "json",
        ],
    );
    expect_code(&out, 0);
    assert_eq!(json_array(&out).len(), 4);
    let err = stderr(&out);
    assert!(err.contains("Showing 9–12 of"), "{err}");
    assert!(err.contains("--page 4 --page-size 4"), "{err}");
    let log = received_but_usage(&sb).await;
    assert_eq!(param(&log[0], "page").as_deref(), Some("3"));
}

#[tokio::test]
async fn ai_search_says_so_and_jsonl_streams_one_hit_a_line() {
    let sb = Sandbox::start();
    let out = run(
        &sb,
        &[
            "search",
            "--q",
            "rust engineer",
            "--page-size",
            "3",
            "-o",
            "jsonl",
        ],
    );
    expect_code(&out, 0);
    let lines: Vec<Value> = stdout(&out)
        .lines()
        .map(|l| serde_json::from_str(l).expect("each line is JSON"))
        .collect();
    assert_eq!(lines.len(), 3);
    assert!(stderr(&out).contains("(ai search)"), "{}", stderr(&out));
}

#[tokio::test]
async fn csv_and_table_use_the_curated_view() {
    let sb = Sandbox::start();
    let out = run(
        &sb,
        &[
            "search",
            "--min-exp",
            "1",
            "--page-size",
            "3",
            "-o",
            "csv",
            "--fields",
            "talentCardId,currentSalary,joiningAvailability.status",
        ],
    );
    expect_code(&out, 0);
    let mut reader = csv::Reader::from_reader(out.stdout.as_slice());
    let headers: Vec<String> = reader
        .headers()
        .expect("header")
        .iter()
        .map(str::to_string)
        .collect();
    assert_eq!(
        headers,
        [
            "talentCardId",
            "currentSalary",
            "joiningAvailability.status"
        ]
    );
    assert_eq!(reader.records().count(), 3);

    let table = run(
        &sb,
        &[
            "search",
            "--min-exp",
            "1",
            "--page-size",
            "3",
            "-o",
            "table",
        ],
    );
    expect_code(&table, 0);
    let text = stdout(&table);
    let header = text.lines().next().unwrap_or("");
    for col in [
        "TALENT CARD",
        "EXP",
        "COMPANY",
        "NOW IN",
        "WANTS",
        "SALARY",
        "NOTICE",
        "LAST SEEN",
    ] {
        assert!(header.contains(col), "{header}");
    }
    assert!(text.contains('₹'), "salaries as INR: {text}");
}

#[tokio::test]
async fn verbose_traces_the_request_but_never_the_key() {
    let sb = Sandbox::start();
    let out = run(
        &sb,
        &[
            "search",
            "--skill",
            "python",
            "--page-size",
            "2",
            "-v",
            "-o",
            "json",
        ],
    );
    expect_code(&out, 0);
    let err = stderr(&out);
    assert!(
        err.contains("GET ") && err.contains("/search/candidates"),
        "{err}"
    );
    assert!(!err.contains(&sb.keys.production), "the key leaked: {err}");
}

#[tokio::test]
async fn an_exhausted_search_quota_exits_5() {
    let sb = Sandbox::with(SandboxOptions {
        grant: Some("searches=1".into()),
        ..Default::default()
    });
    expect_code(&run(&sb, &["search", "--min-exp", "1", "-o", "json"]), 0);
    let out = run(&sb, &["search", "--min-exp", "1", "-o", "json"]);
    expect_code(&out, 5);
    let err = stderr(&out);
    assert!(err.contains("needs 1 search, 0 left; resets on"), "{err}");
    let searches = received_but_usage(&sb).await.len();
    assert_eq!(searches, 1, "the refused search was never sent");
}

/// A run of several pages shows a progress bar on a terminal's stderr (pages
/// and records), cleared at the end; piped, stderr has no bar.
#[test]
fn a_multi_page_run_shows_progress_only_on_a_terminal() {
    if unix_only(
        "progress on a terminal",
        "a Unix pseudo-terminal, on which wine's console adds its own escape sequences",
    ) {
        return;
    }
    let env = TestEnv::new();
    // The pty helper is util-linux's `script`.
    if !have("script", &["--version"], "the progress test") {
        return;
    }
    let cmd = format!(
        "{} --sandbox search --skill go --limit 60 -o jsonl > /dev/null",
        talent_bin().display()
    );
    let mut pty = std::process::Command::new("script");
    env.apply(&mut pty);
    let out = pty
        .args(["-qec", &cmd, "/dev/null"])
        .output()
        .expect("script runs");
    let seen = String::from_utf8_lossy(&out.stdout);
    assert!(seen.contains("page 3 · 40 of "), "{seen}");
    assert!(seen.contains("2 searches spent"), "{seen}");
    assert!(
        seen.contains("spent 3 searches · 97 of 100 left"),
        "one spent line for the run: {seen}"
    );
    assert!(!seen.contains("spent 1 search"), "{seen}");
    assert!(seen.contains("\u{1b}[2K"), "the bar is cleared: {seen}");
    let piped = env
        .talent()
        .args([
            "--sandbox",
            "search",
            "--skill",
            "go",
            "--limit",
            "60",
            "-o",
            "jsonl",
        ])
        .output()
        .expect("runs");
    let err = String::from_utf8_lossy(&piped.stderr);
    assert!(!err.contains("records"), "{err}");
}
