//! Holes of a bulk invite sent by talent straight on a ledger (bulkdirect):
//! the local file and a team ledger on PostgreSQL, not through `talent
//! serve`. Each hole's test is named after it and failed before its fix
//! (the daily cap's last test pins what already held). Ids
//! invited earlier by "another machine" are invited here with the key
//! straight against the sandbox: no ledger of the test's knows them.

use reqwest::Method;
use serde_json::{json, Value};

use crate::common::{
    active_job, cand_ids, expect_code, json_stdout, new_job, run_code, some_talent_cards, stderr,
    Sandbox,
};
use crate::team::{Db, Machine};

fn ok(out: &std::process::Output) -> &std::process::Output {
    expect_code(out, 0);
    out
}

/// Invites `ids` to `job` with the workspace's key straight (another
/// machine, whose records no ledger here has): the service's answer.
async fn invited_elsewhere(sb: &Sandbox, job: &str, ids: &[String]) -> Value {
    let resp = sb
        .alt(Method::POST, "/sourcing/invite")
        .json(&json!({"job_id": job, "candidate_ids": ids, "channel": "email"}))
        .send()
        .await
        .expect("the sandbox answers");
    assert_eq!(resp.status().as_u16(), 200);
    resp.json().await.expect("JSON")
}

/// `member`'s outreach as `team usage -o json` shows it.
fn outreach_of(lead: &Machine<'_>, member: &str) -> Value {
    let usage = json_stdout(ok(&lead.run(&["team", "usage", "-o", "json"])));
    usage
        .as_array()
        .and_then(|rows| rows.iter().find(|r| r["member"] == member).cloned())
        .map_or(Value::Null, |r| r["outreach"].clone())
}

/// How many results of a bulk invite's printed array have `status`.
fn with_status(results: &Value, status: &str) -> usize {
    results
        .as_array()
        .map_or(0, |a| a.iter().filter(|r| r["status"] == status).count())
}

/// Hole 1: on a team ledger (PostgreSQL, no gateway) a bulk invite
/// counted every id against the member's `--outreach` allowance, the ids
/// the service answered `already_invited` too (invited before by a machine
/// whose records the ledger does not have): two reached were four used,
/// and the next two people were refused as "spent". Only the people the
/// answer says were sent are counted; `team usage` shows them.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_bulk_invite_on_a_team_ledger_counts_only_the_people_it_reached() {
    let Some(db) = Db::create("TALENT_TEST_PG_URL") else {
        return;
    };
    let sb = Sandbox::start();
    let asha = Machine::new(&sb, &db.url, "asha");
    let lead = Machine::new(&sb, &db.url, "lead");
    ok(&lead.run(&["team", "allowance", "set", "asha", "--outreach", "4"]));
    let job = active_job(&sb).await;
    let ids = cand_ids(&sb, 6).await;
    assert_eq!(ids.len(), 6);
    let before = invited_elsewhere(&sb, &job, &ids[..2]).await;
    assert_eq!(before["sent_count"], json!(2), "{before}");
    let out = asha.run(&[
        "bulk-invite",
        &job,
        "--candidates",
        &ids[..4].join(","),
        "--yes",
        "-o",
        "json",
    ]);
    ok(&out);
    let results = json_stdout(&out);
    assert_eq!(with_status(&results, "already_invited"), 2, "{results}");
    assert_eq!(with_status(&results, "sent"), 2, "{results}");
    assert_eq!(
        outreach_of(&lead, "asha"),
        json!({"used": 2, "limit": 4}),
        "the two reached, not the four asked"
    );
    assert_eq!(
        db.sql(
            "SELECT coalesce(sum(cost), 0) FROM talent_spends WHERE spent AND member = 'asha' AND meter = 'outreach'"
        ),
        "2"
    );
    // Every id answered already_invited: no one reached, nothing counted.
    let out = asha.run(&["bulk-invite", &job, "--candidates", &ids[1], "--yes"]);
    ok(&out);
    assert!(
        stderr(&out).contains("Sent 0, already invited 1"),
        "{}",
        stderr(&out)
    );
    assert_eq!(outreach_of(&lead, "asha"), json!({"used": 2, "limit": 4}));
    // The two people left of the allowance are there to reach (they were
    // refused as "spent" before).
    let out = asha.run(&[
        "bulk-invite",
        &job,
        "--candidates",
        &ids[4..6].join(","),
        "--yes",
        "-o",
        "json",
    ]);
    ok(&out);
    assert_eq!(with_status(&json_stdout(&out), "sent"), 2);
    assert_eq!(outreach_of(&lead, "asha"), json!({"used": 4, "limit": 4}));
}

/// Hole 2: on a team ledger the line about ids not sent again said they
/// were known to the "local ledger", though another member's machine had
/// invited them and the team's ledger had said so.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_bulk_invite_on_a_team_ledger_names_the_team_ledger() {
    let Some(db) = Db::create("TALENT_TEST_PG_URL") else {
        return;
    };
    let sb = Sandbox::start();
    let job = active_job(&sb).await;
    let ids = cand_ids(&sb, 2).await;
    let vikram = Machine::new(&sb, &db.url, "vikram");
    ok(&vikram.run(&["bulk-invite", &job, "--candidates", &ids[0], "--yes"]));
    let asha = Machine::new(&sb, &db.url, "asha");
    let out = asha.run(&["bulk-invite", &job, "--candidates", &ids.join(","), "--yes"]);
    ok(&out);
    let err = stderr(&out);
    assert!(
        err.contains("1 candidate(s) were invited to this job in the last 30 days (team ledger); not sent again"),
        "{err}"
    );
    assert!(!err.contains("local ledger"), "{err}");
    // The local file still says its own name.
    let sb = Sandbox::start();
    let job = active_job(&sb).await;
    let id = cand_ids(&sb, 1).await.remove(0);
    run_code(&sb, &["bulk-invite", &job, "--candidates", &id], 0);
    let out = run_code(&sb, &["bulk-invite", &job, "--candidates", &id], 0);
    assert!(
        stderr(&out).contains("(local ledger); not sent again"),
        "{}",
        stderr(&out)
    );
}

/// Hole 2 too, for `invite`: an invite another member's machine sent was
/// refused unsent "from the local ledger"; the team's ledger knew it.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_invite_known_to_a_team_ledger_names_the_team_ledger() {
    let Some(db) = Db::create("TALENT_TEST_PG_URL") else {
        return;
    };
    let sb = Sandbox::start();
    let job = active_job(&sb).await;
    let card = some_talent_cards(&sb, 1).await.remove(0);
    let invite = ["invite", &card, "--job", &job, "--message", "Hi", "--yes"];
    ok(&Machine::new(&sb, &db.url, "vikram").run(&invite));
    let out = Machine::new(&sb, &db.url, "asha").run(&invite);
    expect_code(&out, 7);
    let err = stderr(&out);
    assert!(
        err.contains("from the team ledger); nothing was sent"),
        "{err}"
    );
    assert!(!err.contains("local ledger"), "{err}");
}

/// The daily cap (local ledger), pinned beside the holes: ids the service
/// answered `already_invited` sent no invite, so the service's 500 a day
/// for the job does not count them; neither may the ledger's count the
/// next run is judged by. Another machine invited 50 two days ago (still
/// within the 30-day duplicate window); this one sends 500 ids (50 already
/// invited, 450 sent), then 50 more: the service has room for exactly
/// those, and the guard must not refuse them. (This held before the
/// holes above were closed: the ledger records only the ids answered
/// `sent`. A ledger that recorded every result refuses the 50 unsent.)
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn ids_answered_already_invited_leave_the_jobs_daily_room() {
    let sb = Sandbox::start();
    let job = new_job(&sb, "Daily Room Engineer").await;
    let ids = cand_ids(&sb, 550).await;
    assert_eq!(ids.len(), 550);
    let before = invited_elsewhere(&sb, &job, &ids[..50]).await;
    assert_eq!(before["sent_count"], json!(50), "{before}");
    let moved = sb
        .control(Method::POST, "/clock")
        .json(&json!({"advance_seconds": 2 * 86_400}))
        .send()
        .await
        .expect("the clock moves");
    assert_eq!(moved.status().as_u16(), 200);
    let file = sb.env.path().join("ids.txt");
    std::fs::write(&file, ids[..500].join("\n")).expect("write");
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
        0,
    );
    let results = json_stdout(&out);
    assert_eq!(with_status(&results, "already_invited"), 50);
    assert_eq!(with_status(&results, "sent"), 450);
    let out = run_code(
        &sb,
        &[
            "bulk-invite",
            &job,
            "--candidates",
            &ids[500..].join(","),
            "-o",
            "json",
        ],
        0,
    );
    assert_eq!(
        with_status(&json_stdout(&out), "sent"),
        50,
        "{}",
        stderr(&out)
    );
}

/// Hole (s62): a bulk invite sent with `talent api` was guarded against
/// the job's daily cap, but the ids its answer says were sent were never
/// recorded: the cap and the duplicate window did not count them, and a
/// later `bulk-invite` sent them again.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_bulk_invite_sent_with_talent_api_is_recorded_for_the_cap_and_the_window() {
    let sb = Sandbox::start();
    let job = new_job(&sb, "Raw Invite Engineer").await;
    let ids = cand_ids(&sb, 3).await;
    let body = sb.env.path().join("invite.json");
    let raw = json!({"job_id": job, "candidate_ids": &ids[..2], "channel": "email"});
    std::fs::write(&body, raw.to_string()).expect("write");
    let out = run_code(
        &sb,
        &[
            "api",
            "POST",
            "/sourcing/invite",
            "--alt",
            "--input",
            body.to_str().unwrap_or_default(),
        ],
        0,
    );
    assert_eq!(json_stdout(&out)["sent_count"], json!(2));
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
        0,
    );
    let err = stderr(&out);
    assert!(
        err.contains("2 candidate(s) were invited to this job in the last 30 days (local ledger)"),
        "{err}"
    );
    let results = json_stdout(&out);
    assert_eq!(with_status(&results, "already_invited"), 2, "{results}");
    assert_eq!(with_status(&results, "sent"), 1, "{results}");
}
