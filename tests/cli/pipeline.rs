//! `talent usage|stages|apps|invite|message` against the sandbox: the
//! service's records printed as they are, exactly one message spent per
//! invite, the 409 hint naming the thread, bad input never sent.

use reqwest::Method;
use serde_json::Value;

use crate::common::*;

#[tokio::test]
async fn usage_prints_the_service_object_and_meters() {
    let sb = Sandbox::start();
    let out = run(&sb, &["usage", "-o", "json"]);
    expect_code(&out, 0);
    let mut printed = json_stdout(&out);
    // Beside each meter, the ledger's forecast (the report's contract);
    // the rest is the service's object as is.
    for meter in ["apiUnlocks", "searches", "messages"] {
        let f = printed[meter]
            .as_object_mut()
            .and_then(|m| m.remove("forecast"))
            .unwrap_or_default();
        assert!(f["lasts_cycle"].is_boolean(), "{f}");
    }
    assert_eq!(printed, usage(&sb).await);
    for meter in ["apiUnlocks", "searches", "messages"] {
        assert!(printed[meter]["limit"].is_u64(), "{printed}");
    }

    let table = run(&sb, &["usage", "-o", "table"]);
    expect_code(&table, 0);
    let text = stdout(&table);
    let searches = text
        .lines()
        .find(|l| l.starts_with("SEARCHES"))
        .unwrap_or_default();
    assert!(
        searches.contains('░') && searches.contains("0 / 100"),
        "{text}"
    );
    assert!(
        text.contains("CYCLE RESETS") && text.contains(" UTC"),
        "{text}"
    );
    assert!(text.contains("RESETS") && text.contains("in "), "{text}");
}

#[tokio::test]
async fn stages_print_the_pipeline() {
    let sb = Sandbox::start();
    let job = active_job(&sb).await;
    let direct = json_of(
        sb.main(Method::GET, &format!("/jobs/{job}/stages"))
            .send()
            .await,
    )
    .await;
    let out = run(&sb, &["stages", &job, "-o", "json"]);
    expect_code(&out, 0);
    assert_eq!(Value::Array(json_array(&out)), direct["results"]);

    let table = run(&sb, &["stages", &job, "-o", "table"]);
    expect_code(&table, 0);
    let header = stdout(&table)
        .lines()
        .next()
        .unwrap_or_default()
        .to_string();
    for col in [
        "ORDER",
        "STAGE ID",
        "TITLE",
        "TYPE",
        "PURPOSE",
        "APPLICATIONS",
    ] {
        assert!(header.contains(col), "{header}");
    }
    assert!(
        stdout(&table).contains('█') || stdout(&table).contains('░'),
        "a bar per stage"
    );

    expect_code(&run(&sb, &["stages", "job_nope"]), 4);
}

#[tokio::test]
async fn apps_filter_by_stage_and_page() {
    let sb = Sandbox::start();
    let job = active_job(&sb).await;
    let all = run(&sb, &["apps", &job, "--all", "-o", "json"]);
    expect_code(&all, 0);
    let apps = json_array(&all);
    assert!(apps.len() >= 2, "seeded applications: {apps:?}");
    for a in &apps {
        assert!(
            a["threadId"].is_string() && a["talentCardId"].is_string(),
            "{a}"
        );
    }
    let stage = apps[0]["stageId"].as_str().expect("stageId").to_string();

    clear_log(&sb).await;
    let out = run(&sb, &["apps", &job, "--stage", &stage, "-o", "json"]);
    expect_code(&out, 0);
    let in_stage = json_array(&out);
    assert!(!in_stage.is_empty());
    assert!(in_stage.iter().all(|a| a["stageId"] == stage.as_str()));
    let log = received(&sb).await;
    assert_eq!(log[0]["path"], format!("/api/v1/jobs/{job}/applications"));
    assert_eq!(param(&log[0], "stageId"), Some(stage.clone()));

    clear_log(&sb).await;
    let out = run(
        &sb,
        &[
            "apps",
            &job,
            "--page-size",
            "1",
            "--limit",
            "2",
            "-o",
            "json",
        ],
    );
    expect_code(&out, 0);
    assert_eq!(json_array(&out).len(), 2);
    let log = received(&sb).await;
    assert_eq!(log.len(), 2, "one request a page");
    assert_eq!(param(&log[1], "page").as_deref(), Some("2"));
    assert_eq!(param(&log[1], "pageSize").as_deref(), Some("1"));

    for bad in [
        vec!["apps", job.as_str(), "--page-size", "21"],
        vec!["apps", job.as_str(), "--stage", " "],
        vec!["apps", ""],
    ] {
        expect_code(&run(&sb, &bad), 2);
    }
}

#[tokio::test]
async fn invite_spends_one_message_then_409_names_the_thread() {
    let sb = Sandbox::start();
    let job = active_job(&sb).await;
    let id = some_talent_cards(&sb, 1).await.remove(0);
    let msg = sb.env.path().join("invite.txt");
    std::fs::write(&msg, "Hi! Book a slot: https://cal.example.com/r").expect("write");
    let msg = msg.display().to_string();

    let out = run(
        &sb,
        &[
            "invite",
            &id,
            "--job",
            &job,
            "--message-file",
            &msg,
            "-o",
            "json",
        ],
    );
    expect_code(&out, 0);
    let sent = json_stdout(&out);
    assert_eq!(sent["success"], true);
    assert_eq!(sent["talentCardId"], id.as_str());
    assert_eq!(sent["jobId"], job.as_str());
    let thread = sent["threadId"].as_str().expect("threadId").to_string();
    assert_eq!(used(&sb, "messages").await, 1);
    assert!(stderr(&out).contains(&format!("talent message {thread}")));

    let again = run(
        &sb,
        &["invite", &id, "--job", &job, "--message", "hello again"],
    );
    expect_code(&again, 7);
    let err = stderr(&again);
    assert!(err.contains("already_exists_in_job_pipeline"), "{err}");
    assert!(
        err.contains(&format!("talent message {thread} --message")),
        "the hint names the thread: {err}"
    );
    assert_eq!(err.lines().count(), 1, "one line: {err}");
    assert_eq!(
        used(&sb, "messages").await,
        1,
        "a refused invite spends nothing"
    );
}

#[tokio::test]
async fn message_follows_up_without_spending() {
    let sb = Sandbox::start();
    let job = active_job(&sb).await;
    let apps = json_of(
        sb.main(Method::GET, &format!("/jobs/{job}/applications"))
            .send()
            .await,
    )
    .await;
    let thread = apps["results"][0]["threadId"]
        .as_str()
        .expect("a seeded thread")
        .to_string();
    let out = sb
        .talent()
        .args(["message", &thread, "--message-file", "-", "-o", "json"])
        .write_stdin("Thanks, see you Thursday")
        .output()
        .expect("runs");
    expect_code(&out, 0);
    let sent = json_stdout(&out);
    assert_eq!(sent["success"], true);
    assert_eq!(sent["threadId"], thread.as_str());
    assert!(sent["messageId"].is_string());
    assert_eq!(used(&sb, "messages").await, 0);

    expect_code(&run(&sb, &["message", "thr_nope", "--message", "hi"]), 4);
}

#[tokio::test]
async fn invite_and_message_bad_input_sends_nothing() {
    let sb = Sandbox::start();
    let empty = sb.env.path().join("empty.txt");
    std::fs::write(&empty, "  \n").expect("write");
    let empty = empty.display().to_string();
    for args in [
        vec!["invite", "tc_1", "--job", "job_1"],
        vec!["invite", "tc_1", "--job", "job_1", "--message", "   "],
        vec!["invite", "tc_1", "--job", "job_1", "--message-file", &empty],
        vec![
            "invite",
            "tc_1",
            "--job",
            "job_1",
            "--message",
            "a",
            "--message-file",
            &empty,
        ],
        vec!["invite", "tc_1", "--job", " ", "--message", "hi"],
        vec!["invite", "", "--job", "job_1", "--message", "hi"],
        vec!["invite", "tc_1", "--message", "hi"],
        vec!["message", "thr_1"],
        vec!["message", " ", "--message", "hi"],
        vec!["message", "thr_1", "--message-file", "/no/such/file"],
    ] {
        let out = run(&sb, &args);
        expect_code(&out, 2);
    }
    assert_eq!(received(&sb).await, Vec::<Value>::new());
    assert_eq!(used(&sb, "messages").await, 0);
}

#[tokio::test]
async fn an_evaluation_key_cannot_invite() {
    let sb = Sandbox::start();
    let job = active_job(&sb).await;
    let id = some_talent_cards(&sb, 1).await.remove(0);
    let out = sb
        .talent_with_key(&sb.keys.evaluation)
        .args(["invite", &id, "--job", &job, "--message", "hi"])
        .output()
        .expect("runs");
    expect_code(&out, 3);
    assert_eq!(used(&sb, "messages").await, 0);
}
