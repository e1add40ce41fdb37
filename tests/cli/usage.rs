//! `usage` and `team usage` on the local ledger: the figures as cells of
//! their own in every format, and the member a spend is booked to.

use crate::common::*;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn team_usage_csv_and_tsv_and_usage_csv_put_json_objects_in_cells() {
    let sb = Sandbox::start();
    run_code(&sb, &["search", "--skill", "java", "--limit", "1"], 0);
    for (args, header) in [
        (
            &["team", "usage", "-o", "csv"][..],
            "member,unlocks.used,unlocks.limit,searches.used",
        ),
        (
            &["team", "usage", "-o", "tsv"][..],
            "member\tunlocks.used\tunlocks.limit\tsearches.used",
        ),
        (
            &["usage", "-o", "csv"][..],
            "workspaceId,apiUnlocks.used,apiUnlocks.limit",
        ),
        (
            &["usage", "-o", "tsv"][..],
            "workspaceId\tapiUnlocks.used\tapiUnlocks.limit",
        ),
    ] {
        let text = stdout(&run_code(&sb, args, 0));
        assert!(text.starts_with(header), "{args:?}: {text}");
        assert!(
            !text.contains('{'),
            "{args:?}: a JSON object in a cell: {text}"
        );
    }
    // The searches row holds the spend as a number of its own column.
    let text = stdout(&run_code(&sb, &["team", "usage", "-o", "csv"], 0));
    assert!(text.lines().any(|l| l.contains(",1,100,")), "{text}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn team_usage_table_at_80_columns_cuts_every_figure() {
    let sb = Sandbox::start();
    run_code(&sb, &["search", "--skill", "java", "--limit", "1"], 0);
    let out = sb
        .talent()
        .env("COLUMNS", "80")
        .args(["team", "usage", "-o", "table"])
        .output()
        .unwrap();
    expect_code(&out, 0);
    let text = stdout(&out);
    assert!(!text.contains('…'), "a figure was cut:\n{text}");
    for figures in ["/ 10", "1 / 100", "/ 20"] {
        assert!(text.contains(figures), "{figures} in:\n{text}");
    }
    assert!(text.lines().all(|l| l.chars().count() <= 80), "{text}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn default_member_from_user_jose_is_jos_at_h() {
    let sb = Sandbox::start();
    let member_of = |user: &str| {
        sb.talent()
            .env("USER", user)
            .env("HOSTNAME", "h")
            .args(["search", "--skill", "java", "--limit", "1"])
            .assert()
            .success();
        let out = sb
            .talent()
            .env("USER", user)
            .env("HOSTNAME", "h")
            .args(["team", "usage", "-o", "csv", "--fields", "member"])
            .output()
            .unwrap();
        expect_code(&out, 0);
        stdout(&out)
    };
    let jose = member_of("José");
    assert!(jose.lines().any(|l| l == "jos_e9_@h"), "{jose}");
    // Another user of the machine with a name that differs in one accent
    // spends as another member.
    let other = member_of("Josè");
    assert!(other.lines().any(|l| l == "jos_e8_@h"), "{other}");
    assert!(!jose.lines().any(|l| l == "jos@h"), "{jose}");
}

/// Regression (issue 45, "meters that agree"): `status` listed every
/// audit line under LAST SPENDS, calls that spent nothing among them. The
/// ledger keeps them (`usage --local`), but status lists spends only.
#[tokio::test]
async fn status_lists_spends_only_never_a_refusal() {
    let sb = Sandbox::start();
    // An unlock the service keeps answering 503 (it had no effect) is
    // recorded as "not spent (503)".
    let card = some_talent_cards(&sb, 1).await.remove(0);
    faults(&sb, "503@/candidates").await;
    let refused = run(&sb, &["candidate", "show", &card, "--no-input"]);
    assert_ne!(refused.status.code(), Some(0), "the service refused");
    faults(&sb, "").await;
    expect_code(&run(&sb, &["search", "--skill", "go", "-o", "json"]), 0);
    let local = run(&sb, &["usage", "--local", "-o", "json"]);
    expect_code(&local, 0);
    let lines = json_array(&local);
    assert!(
        lines.iter().any(|l| l["outcome"] != "spent"),
        "the ledger recorded the call that spent nothing: {lines:?}"
    );
    let status = run(&sb, &["status", "-o", "json"]);
    expect_code(&status, 0);
    let record: serde_json::Value = serde_json::from_slice(&status.stdout).expect("JSON");
    let spends = record["lastSpends"].as_array().expect("lastSpends");
    assert!(!spends.is_empty(), "the search is listed: {record}");
    for s in spends {
        let outcome = s["outcome"].as_str().unwrap_or_default();
        assert!(
            outcome == "spent" || outcome.starts_with("maybe"),
            "only spends: {s}"
        );
    }
}
