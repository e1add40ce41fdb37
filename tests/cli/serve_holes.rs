//! Holes black-box testers found in the gateway (gwfix): each test is
//! named after one and failed before its fix. `talent serve` on
//! 127.0.0.1:0 in front of the sandbox, on a throwaway PostgreSQL
//! (serve.rs's `Gateway` harness).

use std::process::{Command as StdCommand, Stdio};
use std::time::Duration;

use reqwest::Method;
use serde_json::{json, Value};

use crate::common::{
    active_job, expect_code, json_stdout, some_talent_cards, stderr, talent_bin, Sandbox, TestEnv,
};
use crate::serve::{lead, member_with_token, ok, set_allowance, status_and_json, Gateway, SEARCH};
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

/// The alternative interface's ids of `n` candidates.
async fn alt_ids(sb: &Sandbox, n: usize) -> Vec<String> {
    let page: Value = sb
        .alt(
            Method::GET,
            &format!("/candidates/search?skills=python&per_page={n}"),
        )
        .send()
        .await
        .expect("search")
        .json()
        .await
        .expect("json");
    page["data"]
        .as_array()
        .expect("data")
        .iter()
        .filter_map(|c| c["id"].as_str().map(str::to_string))
        .collect()
}

/// The member's outreach counted in the ledger (their spend lines).
fn outreach_spent(db: &Db) -> String {
    crate::serve_fast::until(db, "SELECT count(*) FROM talent_holds", "0");
    db.sql(
        "SELECT coalesce(sum(cost), 0) FROM talent_spends WHERE spent AND member = 'asha' AND meter = 'outreach'",
    )
}

/// Hole 2: a bulk invite of ids already invited (`sent_count: 0`, results
/// `already_invited`) charged the member's outreach allowance for each id;
/// a mixed one (1 sent, 1 already invited) charged 2. The people the
/// answer says were not reached are given back. Hole 4 (wording): a bulk
/// invite of 3 with 2 left was refused as "spent (0 used or in flight)".
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_bulk_invite_gives_back_the_people_it_did_not_reach() {
    let Some(db) = Db::create("TALENT_TEST_PG_URL") else {
        return;
    };
    let sb = Sandbox::start();
    let asha = member_with_token(&db, "asha", "outreach");
    set_allowance(&sb, &db, "asha", &["--outreach", "10"]);
    let job = active_job(&sb).await;
    let ids = alt_ids(&sb, 3).await;
    assert_eq!(ids.len(), 3);
    let gw = Gateway::start(&sb, &db, &[]);
    let bulk = |ids: Vec<&str>| {
        gw.request(Method::POST, "/v1/sourcing/invite", Some(&asha))
            .json(&json!({"job_id": job, "candidate_ids": ids, "channel": "email"}))
    };
    let (s, body, _) = status_and_json(bulk(vec![&ids[0]])).await;
    assert_eq!((s, &body["sent_count"]), (200, &json!(1)), "{body}");
    assert_eq!(outreach_spent(&db), "1");
    // Mixed: one already invited, one sent — one person reached.
    let (s, body, _) = status_and_json(bulk(vec![&ids[0], &ids[1]])).await;
    assert_eq!((s, &body["sent_count"]), (200, &json!(1)), "{body}");
    assert_eq!(outreach_spent(&db), "2", "{body}");
    // None reached: nothing counted.
    let (s, body, _) = status_and_json(bulk(vec![&ids[0], &ids[0]])).await;
    assert_eq!((s, &body["sent_count"]), (200, &json!(0)), "{body}");
    assert_eq!(outreach_spent(&db), "2", "{body}");
    let (_, who, _) =
        status_and_json(gw.request(Method::GET, "/_talent/v1/whoami", Some(&asha))).await;
    assert_eq!(who["allowances"]["outreach"]["used"], 2, "{who}");
    let log = gw.log_with("asha POST /v1/sourcing/invite 200 0 ").await;
    assert!(
        log.contains("asha POST /v1/sourcing/invite 200 1 person "),
        "{log}"
    );
    // Two left, three asked: it says what is left and what it needs.
    set_allowance(&sb, &db, "asha", &["--outreach", "4"]);
    let (s, body, _) = status_and_json(bulk(vec![&ids[2], "cand_x1", "cand_x2"])).await;
    assert_eq!(s, 429, "{body}");
    let text = body["error"]["message"].as_str().unwrap_or_default();
    assert!(
        text.contains("has 2 left (2 used or in flight) and this request would reach 3 people"),
        "{text}"
    );
    assert!(!text.contains("is spent"), "{text}");
}

/// Hole 3: an unlock of a candidate unlocked moments before by someone
/// else (raw HTTP here) is given back, yet its log line said "1 unlock";
/// and the member's talent could not tell. The line says the cost after
/// the give-back, and the answer carries `Talent-Spent: 0` (`1` when the
/// unlock counted).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_unlock_given_back_costs_0_in_the_log_and_says_talent_spent_0() {
    let Some(db) = Db::create("TALENT_TEST_PG_URL") else {
        return;
    };
    let sb = Sandbox::start();
    let token = member_with_token(&db, "asha", "search,unlock");
    let cards = some_talent_cards(&sb, 2).await;
    // Unlocked by the workspace's key straight, not through the gateway.
    let raw = sb
        .main(Method::GET, &format!("/candidates/{}", cards[0]))
        .send()
        .await
        .expect("unlock");
    assert_eq!(raw.status().as_u16(), 200);
    let gw = Gateway::start(&sb, &db, &[]);
    // The gateway hears a `Date` a second and more after that unlock.
    tokio::time::sleep(Duration::from_millis(2200)).await;
    let (s, _, _) = status_and_json(gw.request(Method::GET, "/api/v1/jobs", Some(&token))).await;
    assert_eq!(s, 200);
    let unlock = |card: &str| {
        gw.request(
            Method::GET,
            &format!("/api/v1/candidates/{card}"),
            Some(&token),
        )
    };
    let (s, body, headers) = status_and_json(unlock(&cards[0])).await;
    assert_eq!(s, 200, "{body}");
    assert_eq!(
        headers.get("talent-spent").map(|v| v.as_bytes()),
        Some(&b"0"[..])
    );
    let (s, body, headers) = status_and_json(unlock(&cards[1])).await;
    assert_eq!(s, 200, "{body}");
    assert_eq!(
        headers.get("talent-spent").map(|v| v.as_bytes()),
        Some(&b"1"[..])
    );
    let log = gw
        .log_with("asha GET /api/v1/candidates/{id} 200 1 unlock ")
        .await;
    let unlocks: Vec<&str> = log
        .lines()
        .filter(|l| l.starts_with("asha GET /api/v1/candidates/{id} 200"))
        .collect();
    assert_eq!(unlocks.len(), 2, "{log}");
    assert!(
        unlocks[0].starts_with("asha GET /api/v1/candidates/{id} 200 0 "),
        "{log}"
    );
    assert!(
        unlocks[1].starts_with("asha GET /api/v1/candidates/{id} 200 1 unlock "),
        "{log}"
    );
    crate::serve_fast::until(&db, "SELECT count(*) FROM talent_holds", "0");
    assert_eq!(
        db.sql("SELECT count(*) FROM talent_spends WHERE spent AND meter = 'unlocks'"),
        "1"
    );
}

/// `talent serve member …` as the lead, on `db`, with no service key.
fn member_cmd(db: &Db, args: &[&str]) -> std::process::Output {
    let mut all = vec!["serve", "member"];
    all.extend_from_slice(args);
    lead(&TestEnv::new(), db, &all)
}

/// One member as `member list -o json` shows them.
fn listed(db: &Db, name: &str) -> Value {
    let list = json_stdout(&ok(member_cmd(db, &["list", "-o", "json"])));
    list.as_array()
        .and_then(|a| a.iter().find(|m| m["member"] == name).cloned())
        .expect("listed")
}

/// Hole 6: `member add NAME` run again reset `--can` to the default and
/// cleared the e-mail (which binds the OIDC sign-in). A re-add changes only
/// what its flags name, says what changed or that nothing did, exit 0.
#[test]
fn a_re_add_keeps_the_grants_and_e_mail_it_does_not_name() {
    let Some(db) = Db::create("TALENT_TEST_PG_URL") else {
        return;
    };
    ok(member_cmd(
        &db,
        &[
            "add",
            "eve",
            "--email",
            "eve@example.com",
            "--can",
            "search,jobs,webhooks",
        ],
    ));
    let again = ok(member_cmd(&db, &["add", "eve"]));
    assert!(
        stderr(&again).contains("nothing changed"),
        "{}",
        stderr(&again)
    );
    let eve = listed(&db, "eve");
    assert_eq!(eve["email"], "eve@example.com", "{eve}");
    assert_eq!(eve["can"], "search,jobs,webhooks", "{eve}");
    let narrowed = ok(member_cmd(&db, &["add", "eve", "--can", "search"]));
    let said = stderr(&narrowed);
    assert!(
        said.contains("may now: search (was: search, jobs, webhooks)"),
        "{said}"
    );
    assert!(!said.contains("e-mail"), "{said}");
    assert_eq!(listed(&db, "eve")["email"], "eve@example.com");
    // A revoked member comes back as they were, with no token.
    ok(member_cmd(&db, &["revoke", "eve"]));
    let back = ok(member_cmd(&db, &["add", "eve"]));
    assert!(
        stderr(&back).contains("a member again"),
        "{}",
        stderr(&back)
    );
    let eve = listed(&db, "eve");
    assert_eq!(
        (&eve["can"], &eve["revoked"]),
        (&json!("search"), &Value::Null),
        "{eve}"
    );
}

/// Hole 5: `member token` of a revoked member said "the gateway has no
/// member"; `revoke-token` of no member said "nobody has no live token".
#[test]
fn a_revoked_member_and_no_member_are_said_as_such() {
    let Some(db) = Db::create("TALENT_TEST_PG_URL") else {
        return;
    };
    ok(member_cmd(&db, &["add", "par"]));
    ok(member_cmd(&db, &["revoke", "par"]));
    let token = member_cmd(&db, &["token", "par"]);
    expect_code(&token, 4);
    let said = stderr(&token);
    assert!(
        said.contains("par is revoked") && said.contains("member add par"),
        "{said}"
    );
    let nobody = member_cmd(&db, &["revoke-token", "nobody", "x"]);
    expect_code(&nobody, 4);
    assert!(
        stderr(&nobody).contains("no member \"nobody\""),
        "{}",
        stderr(&nobody)
    );
}

/// Hole 8: `member token NAME --label login-foo` was taken, and `auth login
/// --gateway` from host foo would replace it.
#[test]
fn a_login_label_is_refused_for_member_token() {
    let Some(db) = Db::create("TALENT_TEST_PG_URL") else {
        return;
    };
    ok(member_cmd(&db, &["add", "eve"]));
    let login = member_cmd(&db, &["token", "eve", "--label", "login-foo"]);
    expect_code(&login, 2);
    assert!(stderr(&login).contains("login-"), "{}", stderr(&login));
    assert_eq!(db.sql("SELECT count(*) FROM talent_gw_tokens"), "0");
}

/// Hole 7: `member revoke NAME --delete-webhooks` with no service key
/// revoked first and then failed (exit 3), deleting nothing. Now nothing
/// is done.
#[test]
fn revoke_delete_webhooks_without_a_key_revokes_nothing() {
    let Some(db) = Db::create("TALENT_TEST_PG_URL") else {
        return;
    };
    ok(member_cmd(&db, &["add", "par"]));
    ok(member_cmd(&db, &["token", "par"]));
    db.sql(
        "INSERT INTO talent_gw_created (member, kind, id, workspace, at_ms) VALUES ('par', 'webhook', 'wh_x', 'ws', 1)",
    );
    let keyless = member_cmd(&db, &["revoke", "par", "--delete-webhooks"]);
    expect_code(&keyless, 3);
    assert_eq!(
        db.sql("SELECT count(*) FROM talent_gw_members WHERE name = 'par' AND revoked_ms IS NULL"),
        "1",
        "{}",
        stderr(&keyless)
    );
    assert_eq!(
        db.sql("SELECT count(*) FROM talent_gw_tokens WHERE member = 'par' AND revoked_ms IS NULL"),
        "1"
    );
}

/// Hole 9: a gateway member's profile running `serve member list` was
/// told to point every machine at one database.
#[test]
fn a_gateway_members_profile_is_told_member_commands_are_the_leads() {
    let env = TestEnv::new();
    let mut cmd = StdCommand::new(talent_bin());
    env.apply(&mut cmd);
    let token = format!("tlm_{}", "A".repeat(43));
    let out = cmd
        .env("TALENT_API_KEY", &token)
        .env("TALENT_BASE_URL", "http://127.0.0.1:9/api/v1")
        .args(["serve", "member", "list"])
        .stdin(Stdio::null())
        .output()
        .expect("talent runs");
    expect_code(&out, 2);
    let said = stderr(&out);
    assert!(
        said.contains("team lead's") && !said.contains("point every machine"),
        "{said}"
    );
}

/// Regression (the_members_content_type_is_sent_on_as_sent): the gateway
/// sent every body on as `application/json` whatever the member sent, and
/// its own `Accept` beside the member's; the service's own answer to a
/// body it does not take (415) never came back. Now both headers go on as
/// the member sent them, one of each.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_members_content_type_is_sent_on_as_sent() {
    let Some(db) = Db::create("TALENT_TEST_PG_URL") else {
        return;
    };
    let sb = Sandbox::start();
    let token = member_with_token(&db, "asha", "search");
    let gw = Gateway::start(&sb, &db, &[]);
    let job = active_job(&sb).await;
    let body = json!({"job_id": job, "limit": 2}).to_string();
    let (s, answer, _) = status_and_json(
        gw.request(Method::POST, "/v1/sourcing/shortlist", Some(&token))
            .header("content-type", "text/plain")
            .body(body.clone()),
    )
    .await;
    assert_eq!(
        (s, &answer["error"]["code"]),
        (415, &json!("unsupported_media_type")),
        "the service's answer: {answer}"
    );
    let (s, answer, _) = status_and_json(
        gw.request(Method::POST, "/v1/sourcing/shortlist", Some(&token))
            .header("content-type", "application/json")
            .header("accept", "application/json")
            .body(body),
    )
    .await;
    assert_eq!(s, 200, "{answer}");
}
