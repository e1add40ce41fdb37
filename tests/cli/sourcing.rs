//! `talent shortlist` and `talent bulk-invite` against the sandbox: bodies,
//! batches of 50, results and summaries, the daily cap, nothing sent on bad input.

use serde_json::Value;

use crate::common::*;

fn array(v: &Value) -> &Vec<Value> {
    v.as_array().expect("an array")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn shortlist_prints_the_ranked_entries() {
    let sb = Sandbox::start();
    let job = new_job(&sb, "Python Engineer").await;
    clear_log(&sb).await;
    let out = run_code(
        &sb,
        &[
            "shortlist",
            &job,
            "--limit",
            "5",
            "--quality-min",
            "20",
            "--availability",
            "active,open",
            "-o",
            "json",
        ],
        0,
    );
    let entries = json_stdout(&out);
    let entries = array(&entries);
    assert!(!entries.is_empty() && entries.len() <= 5, "{entries:?}");
    for (i, e) in entries.iter().enumerate() {
        assert_eq!(e["rank"], i + 1);
        assert!(e["candidate"]["id"].is_string());
        assert!(e["candidate"]["quality_score"].as_u64().unwrap_or(0) >= 20);
        let availability = e["candidate"]["availability"].as_str().unwrap_or("");
        assert!(["active", "open"].contains(&availability), "{e}");
        assert!(e["match_reasons"].is_array());
    }
    // The shortlist's size goes to stderr, not into the array.
    assert!(
        stderr(&out).contains("in the shortlist"),
        "{}",
        stderr(&out)
    );
    let seen = received(&sb).await;
    assert_eq!(seen.len(), 1);
    assert_eq!(seen[0]["method"], "POST");
    assert_eq!(seen[0]["path"], "/v1/sourcing/shortlist");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn shortlist_csv_has_the_candidate_columns() {
    let sb = Sandbox::start();
    let job = new_job(&sb, "Python Engineer").await;
    let out = run_code(
        &sb,
        &[
            "shortlist",
            &job,
            "--limit",
            "3",
            "-o",
            "csv",
            "--fields",
            "rank,candidate.id,match_score",
        ],
        0,
    );
    let mut reader = csv::Reader::from_reader(out.stdout.as_slice());
    let header: Vec<String> = reader
        .headers()
        .expect("a header")
        .iter()
        .map(str::to_string)
        .collect();
    assert_eq!(header, ["rank", "candidate.id", "match_score"]);
    let rows: Vec<csv::StringRecord> = reader.records().map(|r| r.expect("a row")).collect();
    assert_eq!(rows.len(), 3);
    assert_eq!(&rows[0][0], "1");
    assert!(rows[0][1].starts_with("cand_"));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn bad_shortlist_flags_send_nothing() {
    let sb = Sandbox::start();
    clear_log(&sb).await;
    for args in [
        vec!["shortlist", "job_x", "--limit", "0"],
        vec!["shortlist", "job_x", "--limit", "51"],
        vec!["shortlist", "job_x", "--quality-min", "101"],
        vec!["shortlist", "job_x", "--quality-min", "-1"],
        vec!["shortlist", "job_x", "--availability", "not_looking"],
        vec!["shortlist", "job x"],
        vec!["shortlist"],
    ] {
        run_code(&sb, &args, 2);
    }
    assert_nothing_sent(&sb, "bad shortlist flags").await;
    // A closed job is the service's conflict.
    let closed = job_with_status(&sb, "closed").await;
    run_code(&sb, &["shortlist", &closed], 7);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn bulk_invite_sends_batches_of_50_and_sums_up() {
    let sb = Sandbox::start();
    let job = new_job(&sb, "Python Engineer").await;
    let ids = cand_ids(&sb, 120).await;
    // Repeats and comments in the file; order kept, repeats dropped.
    let mut text = String::from("# from the shortlist\n");
    for (i, id) in ids.iter().enumerate() {
        text.push_str(id);
        text.push(if i % 3 == 0 { ',' } else { '\n' });
    }
    text.push_str(&format!("\n{}\n\n{}  # again\n", ids[0], ids[5]));
    let file = sb.env.path().join("ids.txt");
    std::fs::write(&file, text).expect("write");
    clear_log(&sb).await;
    let out = run_code(
        &sb,
        &[
            "bulk-invite",
            &job,
            "--candidates-file",
            file.to_str().unwrap_or_default(),
            "--channel",
            "email",
            "--message",
            "Hi! Open to a chat?",
            "-o",
            "json",
        ],
        0,
    );
    let results = json_stdout(&out);
    let results = array(&results);
    let got: Vec<&str> = results
        .iter()
        .map(|r| r["candidate_id"].as_str().unwrap_or(""))
        .collect();
    assert_eq!(got, ids.iter().map(String::as_str).collect::<Vec<_>>());
    assert!(results
        .iter()
        .all(|r| r["status"] == "sent" && r["channel"] == "email"));
    assert!(
        stderr(&out).contains("Sent 120, already invited 0"),
        "{}",
        stderr(&out)
    );
    let seen: Vec<Value> = received(&sb)
        .await
        .into_iter()
        .filter(|r| r["path"] != "/api/v1/usage")
        .collect();
    assert_eq!(seen.len(), 3, "120 ids are 3 requests: {seen:?}");
    assert!(seen
        .iter()
        .all(|r| r["path"] == "/v1/sourcing/invite" && r["method"] == "POST"));

    // A second round: every id already invited, still exit 0.
    let some = ids[..10].join(",");
    let out = run_code(
        &sb,
        &["bulk-invite", &job, "--candidates", &some, "-o", "json"],
        0,
    );
    let again = json_stdout(&out);
    assert!(array(&again)
        .iter()
        .all(|r| r["status"] == "already_invited"));
    assert!(
        stderr(&out).contains("Sent 0, already invited 10"),
        "{}",
        stderr(&out)
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn bulk_invite_reads_ids_from_stdin() {
    let sb = Sandbox::start();
    let job = new_job(&sb, "Python Engineer").await;
    let ids = cand_ids(&sb, 3).await;
    let out = sb
        .talent()
        .args(["bulk-invite", &job, "--candidates-file", "-", "-o", "jsonl"])
        .write_stdin(ids.join("\n"))
        .output()
        .expect("runs");
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let lines: Vec<Value> = String::from_utf8_lossy(&out.stdout)
        .lines()
        .map(|l| serde_json::from_str(l).expect("a JSON line"))
        .collect();
    assert_eq!(lines.len(), 3);
    assert!(lines.iter().all(|r| r["status"] == "sent"));
}

/// `--dry-run` plans the batches and checks the job with reads that spend
/// nothing: no invite goes out; a missing job is exit 4, a paused or
/// closed one exit 7, each before any invite.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn dry_run_plans_checks_the_job_and_invites_nobody() {
    let sb = Sandbox::start();
    let job = new_job(&sb, "Dry Run Engineer").await;
    let ids = cand_ids(&sb, 120).await.join(",");
    clear_log(&sb).await;
    let plan_of = |job: &str, code: i32| {
        let args = [
            "bulk-invite",
            job,
            "--candidates",
            &ids,
            "--dry-run",
            "-o",
            "json",
        ];
        run_code(&sb, &args, code)
    };
    let out = plan_of(&job, 0);
    let plan = json_stdout(&out);
    let counts: Vec<u64> = array(&plan)
        .iter()
        .map(|b| b["count"].as_u64().unwrap_or(0))
        .collect();
    assert_eq!(counts, [50, 50, 20]);
    assert_eq!(array(&plan[0]["candidate_ids"]).len(), 50);
    assert!(stderr(&out).contains("nothing was sent"));
    let missing = plan_of("job_nonexistent", 4);
    assert!(
        stderr(&missing).contains("no job \"job_nonexistent\""),
        "{}",
        stderr(&missing)
    );
    run_code(&sb, &["jobs", "pause", &job, "-o", "json"], 0);
    let paused = plan_of(&job, 7);
    assert!(
        stderr(&paused).contains("talent jobs resume"),
        "{}",
        stderr(&paused)
    );
    let seen = received(&sb).await;
    let reads = |r: &Value| {
        r["method"] == "GET" && r["path"].as_str().is_some_and(|p| p.ends_with("/v1/jobs"))
    };
    assert!(
        seen.iter().all(|r| reads(r) || r["method"] == "PATCH"),
        "only job-list reads (and the pause): {seen:?}"
    );
    let usage = run_code(&sb, &["usage", "-o", "json"], 0);
    assert_eq!(
        json_stdout(&usage)["messages"]["used"],
        0,
        "no invite spent"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn bad_bulk_invites_send_nothing() {
    let sb = Sandbox::start();
    let only_comments = sb.env.path().join("empty.txt");
    std::fs::write(&only_comments, "# nobody yet\n\n  \n").expect("write");
    let long = "m".repeat(501);
    clear_log(&sb).await;
    for args in [
        vec!["bulk-invite", "job_x"],
        vec!["bulk-invite", "job_x", "--candidates", ",,"],
        vec![
            "bulk-invite",
            "job_x",
            "--candidates-file",
            only_comments.to_str().unwrap_or_default(),
        ],
        vec![
            "bulk-invite",
            "job_x",
            "--candidates",
            "cand_a",
            "--message",
            &long,
        ],
        vec![
            "bulk-invite",
            "job_x",
            "--candidates",
            "cand_a",
            "--message",
            "   ",
        ],
        vec![
            "bulk-invite",
            "job_x",
            "--candidates",
            "cand_a",
            "--channel",
            "sms",
        ],
        vec!["bulk-invite", "job_x", "--candidates", "cand a"],
        vec![
            "bulk-invite",
            "job_x",
            "--candidates",
            "cand_a",
            "--candidates-file",
            "-",
        ],
        vec![
            "bulk-invite",
            "job_x",
            "--candidates-file",
            "/nonexistent/ids.txt",
        ],
    ] {
        run_code(&sb, &args, 2);
    }
    assert_nothing_sent(&sb, "bad bulk invites").await;
    // 500 characters is still fine (here only planned).
    let ok = "m".repeat(500);
    let job = new_job(&sb, "Message Length Engineer").await;
    run_code(
        &sb,
        &[
            "bulk-invite",
            &job,
            "--candidates",
            "cand_a",
            "--message",
            &ok,
            "--dry-run",
        ],
        0,
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_daily_cap_stops_the_batches_and_says_what_went_out() {
    let sb = Sandbox::start();
    let job = new_job(&sb, "Python Engineer").await;
    let ids = cand_ids(&sb, 520).await;
    assert_eq!(ids.len(), 520);
    let file = sb.env.path().join("ids.txt");
    std::fs::write(&file, ids.join("\n")).expect("write");
    clear_log(&sb).await;
    let out = run_code(
        &sb,
        &[
            "bulk-invite",
            &job,
            "--candidates-file",
            file.to_str().unwrap_or_default(),
            "-o",
            "json",
        ],
        5,
    );
    let err = stderr(&out);
    assert!(err.contains("500"), "warned about the cap: {err}");
    assert!(err.contains("sent 500"), "says what went out: {err}");
    let results = json_stdout(&out);
    assert_eq!(array(&results).len(), 500);
    assert!(array(&results).iter().all(|r| r["status"] == "sent"));
    // The guard knows the ten batches went out today: the eleventh is
    // refused before it is sent.
    assert!(err.contains("takes 500 invites a day"), "{err}");
    let seen: Vec<Value> = received(&sb)
        .await
        .into_iter()
        .filter(|r| r["path"] != "/api/v1/usage")
        .collect();
    assert_eq!(
        seen.len(),
        10,
        "ten batches sent, the eleventh refused unsent"
    );
    assert!(seen.iter().all(|r| r["status"] == 200), "{seen:?}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_unknown_id_fails_its_batch_only() {
    let sb = Sandbox::start();
    let job = new_job(&sb, "Python Engineer").await;
    let mut ids = cand_ids(&sb, 60).await;
    ids[55] = "cand_doesnotexist".to_string();
    let out = run_code(
        &sb,
        &[
            "bulk-invite",
            &job,
            "--candidates",
            &ids.join(","),
            "-o",
            "json",
        ],
        4,
    );
    let results = json_stdout(&out);
    assert_eq!(array(&results).len(), 50, "the first batch went out");
    let err = stderr(&out);
    assert!(
        err.contains("cand_doesnotexist") && err.contains("batch 2 of 2"),
        "{err}"
    );
}
