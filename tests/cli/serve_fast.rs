//! The gateway's overhead (issue 47, "Fast": ≤ 2 ms a guarded page): what
//! a count or an order can hold of it. The timed figures are in
//! docs/benchmarks.md (bench/gateway.sh).

use std::time::{Duration, Instant};

use reqwest::Method;
use serde_json::Value;

use crate::common::latency::LatencyRelay;
use crate::common::{clear_log, eventually, json_stdout, sent, Sandbox};
use crate::serve::{lead_with_key, member_with_token, Gateway};
use crate::team::Db;

const PAGE: &str = "/api/v1/search/candidates?minexp=1&pageSize=5";

/// `HOST:PORT` of a postgres:// URL.
fn host_port(url: &str) -> String {
    let rest = url.split_once('@').expect("user@host in the URL").1;
    rest.split_once('/')
        .expect("a database in the URL")
        .0
        .to_string()
}

/// Waits until `sql` returns `want` (a settle lands after its answer).
pub(crate) fn until(db: &Db, sql: &str, want: &str) {
    let start = Instant::now();
    while db.sql(sql) != want {
        assert!(
            start.elapsed() < Duration::from_secs(20),
            "{sql} never gave {want} (it gives {})",
            db.sql(sql)
        );
        std::thread::sleep(Duration::from_millis(20));
    }
}

async fn get(gw: &Gateway, path: &str, token: &str) -> (u16, Value) {
    let resp = gw
        .request(Method::GET, path, Some(token))
        .timeout(Duration::from_secs(5))
        .send()
        .await
        .unwrap_or_else(|e| panic!("the gateway did not answer {path}: {e}"));
    let s = resp.status().as_u16();
    (s, resp.json().await.unwrap_or(Value::Null))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_search_page_is_answered_before_its_settle_and_a_kill_between_leaves_its_unit_counted() {
    // Regression (issue 47, the overhead): the gateway settled a page's
    // hold in the ledger before it answered, a round trip and two thread
    // hops inside every guarded request. Now the answer goes first. Here
    // the settle never reaches the database (the relay drops it): the
    // member still has the page at once (before: only after the ledger
    // call's 12 s patience ran out, past the client's 5 s), the hold is
    // still in the ledger when it arrives, and the gateway killed then
    // leaves the unit counted: its lease lapses and the next reader shows
    // it as "maybe", the member's (as for a command killed before its
    // settle).
    let Some(db) = Db::create("TALENT_TEST_PG_URL") else {
        return;
    };
    // Time scale 0.05: a hold's lease is 30 s × 0.05 = 1.5 s.
    let sb = Sandbox::scaled(0.05);
    let token = member_with_token(&db, "asha", "search");
    let relay = LatencyRelay::start(&host_port(&db.url), Duration::ZERO);
    let gw = Gateway::start_on(&sb, &db, &relay.url_for(&db.url), &[]);
    let (s, body) = get(&gw, PAGE, &token).await;
    assert_eq!(s, 200, "{body}");
    // The first page settled (after its answer): its spend line written.
    until(&db, "SELECT count(*) FROM talent_holds", "0");
    until(
        &db,
        "SELECT count(*) FROM talent_spends WHERE member = 'asha' AND spent",
        "1",
    );
    // The next statement (the page's admission) reaches the database; the
    // one after it (its settle) never does.
    relay.cut_after(1);
    let (s, body) = get(&gw, PAGE, &token).await;
    assert_eq!(s, 200, "{body}");
    killed_before_settle(gw, &sb, &db, "searches");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_unlock_is_answered_before_its_settle_and_a_kill_between_leaves_its_unit_counted() {
    // Regression (issue 47, gw-async): an unlock through the gateway
    // settled before its answer — the record of the unlock made ran the
    // held-back settle first, on the server's thread — so an unlock's
    // member waited for two ledger statements more than a search page's.
    // Now both follow the answer. Here they never reach the database (the
    // relay drops them): the member has the unlock at once (before: only
    // after the ledger call's patience, past the client's 5 s), its hold is
    // still in the ledger, and the gateway killed then leaves the unit
    // counted: "maybe" after the hold's lease, the member's.
    let Some(db) = Db::create("TALENT_TEST_PG_URL") else {
        return;
    };
    // Time scale 0.05: a hold's lease is 30 s × 0.05 = 1.5 s.
    let sb = Sandbox::scaled(0.05);
    let token = member_with_token(&db, "asha", "unlock");
    let cards = crate::common::some_talent_cards(&sb, 2).await;
    let relay = LatencyRelay::start(&host_port(&db.url), Duration::ZERO);
    let gw = Gateway::start_on(&sb, &db, &relay.url_for(&db.url), &[]);
    let unlock = |c: &str| format!("/api/v1/candidates/{c}");
    // Warm: the gateway's connections made, its usage row written.
    let (s, body) = get(&gw, "/api/v1/jobs", &token).await;
    assert_eq!(s, 200, "{body}");
    // The first unlock, its statements counted: the one before its
    // answer, then its settle with the record of the unlock made (one
    // flight: issue 47, a spend at most two).
    relay.reset();
    let (s, body) = get(&gw, &unlock(&cards[0]), &token).await;
    assert_eq!(s, 200, "{body}");
    until(&db, "SELECT count(*) FROM talent_holds", "0");
    until(
        &db,
        &format!(
            "SELECT count(*) FROM talent_unlocked WHERE talent_card_id = '{}'",
            cards[0]
        ),
        "1",
    );
    let turns = relay.round_trips();
    assert!(turns >= 2, "an unlock made {turns} ledger round trips");
    // The next unlock's statements before its answer reach the database;
    // its settle and its record never do.
    relay.cut_after(turns - 1);
    let started = Instant::now();
    let (s, body) = get(&gw, &unlock(&cards[1]), &token).await;
    assert_eq!(s, 200, "{body}");
    assert!(started.elapsed() < Duration::from_secs(4));
    killed_before_settle(gw, &sb, &db, "unlocks");
}

/// Waits until the ledger's clock reads `at_ms` or later.
fn until_ledger_ms(db: &Db, at_ms: i64) {
    loop {
        let now: i64 = db.sql("SELECT talent_now_ms()").parse().expect("ms");
        if now >= at_ms {
            return;
        }
        std::thread::sleep(Duration::from_millis((at_ms - now).clamp(1, 200) as u64));
    }
}

/// A gateway at time scale 0.1 (its usage snapshot lives 6 s and is read
/// ahead from 3 s; a failed read pauses the next 1 s) and a member's first
/// page answered through it.
async fn gateway_at_a_tenth() -> Option<(Db, Sandbox, String, Gateway)> {
    let db = Db::create("TALENT_TEST_PG_URL")?;
    let sb = Sandbox::scaled(0.1);
    let token = member_with_token(&db, "asha", "search");
    let gw = Gateway::start(&sb, &db, &[]);
    let (s, body) = get(&gw, PAGE, &token).await;
    assert_eq!(s, 200, "{body}");
    Some((db, sb, token, gw))
}

/// When the ledger's usage snapshot was read (its clock).
fn read_ms(db: &Db) -> i64 {
    db.sql("SELECT read_ms FROM talent_usage")
        .parse()
        .expect("one usage row")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_members_page_does_not_wait_for_the_gateways_read_of_usage() {
    // Regression (issue 47, the overhead): a guard reads GET /usage before
    // a spend once the ledger's snapshot is past its minute; on a gateway
    // that read fell on whichever member's page came first, a second
    // round trip to the service inside it (one page in four of
    // bench/gateway.sh's overhead run, at its time scale). Now the gateway
    // reads it after an answer once the snapshot is in the second half of
    // its life, with no member's request waiting on it.
    let Some((db, sb, token, gw)) = gateway_at_a_tenth().await else {
        return;
    };
    reads_ahead_after_each(&db, &sb, "the member's page", || async {
        let (s, body) = get(&gw, PAGE, &token).await;
        assert_eq!(s, 200, "{body}");
    })
    .await;
}

/// The read ahead's course around `page` (one answered request that sends
/// a search page): in the snapshot's second half the read follows the
/// answer, nothing of the member's waiting on it; past the first read's
/// minute, within the new one's, the next page goes straight out.
async fn reads_ahead_after_each<F, Fut>(db: &Db, sb: &Sandbox, what: &str, page: F)
where
    F: Fn() -> Fut,
    Fut: std::future::Future<Output = ()>,
{
    let first = read_ms(db);
    until_ledger_ms(db, first + 3_500);
    clear_log(sb).await;
    page().await;
    // The gateway reads usage ahead.
    eventually(Duration::from_secs(10), || async {
        sent(sb)
            .await
            .iter()
            .any(|r| r == "GET /api/v1/usage")
            .then_some(())
    })
    .await;
    assert_eq!(
        sent(sb).await,
        ["GET /api/v1/search/candidates", "GET /api/v1/usage"],
        "the read came after {what}, not inside it"
    );
    // Stored once the service answered it.
    eventually(Duration::from_secs(10), || async {
        (read_ms(db) > first).then_some(())
    })
    .await;
    until_ledger_ms(db, first + 6_300);
    clear_log(sb).await;
    page().await;
    assert_eq!(sent(sb).await, ["GET /api/v1/search/candidates"]);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_conversations_tool_call_does_not_wait_for_the_gateways_read_of_usage() {
    // Issue 47: the read ahead came after REST answers only, so a team
    // whose members reach the gateway through `/mcp` alone read GET /usage
    // inside a tool call once the snapshot was past its minute (a second
    // round trip to the service in it). Now a conversation's answers start
    // it too. rmcp's client runs on a LocalSet.
    tokio::task::LocalSet::new()
        .run_until(async {
            let Some(db) = Db::create("TALENT_TEST_PG_URL") else {
                return;
            };
            let sb = Sandbox::scaled(0.1);
            let token = crate::serve_mcp::member_token(&db, "asha", "search", "mcp");
            let gw = Gateway::start(&sb, &db, &[]);
            let c = crate::serve_mcp::connect(&gw, "/mcp", &token, &[]).await;
            let search = || {
                crate::serve_mcp::call(
                    &c,
                    "search_candidates",
                    serde_json::json!({"min_exp": 1, "page_size": 3}),
                )
            };
            let found = search().await.expect("a search");
            assert_ne!(found["isError"], true, "{found}");
            reads_ahead_after_each(&db, &sb, "the tool call's page", || async {
                let found = search().await.expect("a search");
                assert_ne!(found["isError"], true, "{found}");
            })
            .await;
            let _ = c.cancel().await;
        })
        .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_read_ahead_that_fails_is_one_log_line_and_not_tried_after_every_answer() {
    // Hostile path of the read ahead: the service fails GET /usage while
    // pages still pass. The failed read is one line of the gateway's log;
    // the answers right after it do not each send another read (a
    // failing service asked once more per page), and the members' pages
    // are answered as before.
    let Some((db, sb, token, gw)) = gateway_at_a_tenth().await else {
        return;
    };
    let first = read_ms(&db);
    until_ledger_ms(&db, first + 3_300);
    crate::common::faults(&sb, "500@GET/usage").await;
    clear_log(&sb).await;
    let (s, body) = get(&gw, PAGE, &token).await;
    assert_eq!(s, 200, "{body}");
    // One line for the failed read.
    eventually(Duration::from_secs(10), || async {
        gw.log()
            .contains("the read of GET /usage ahead failed")
            .then_some(())
    })
    .await;
    let usage = |log: &[String]| log.iter().filter(|r| *r == "GET /api/v1/usage").count();
    let tried = usage(&sent(&sb).await);
    assert!(tried >= 1, "{:?}", sent(&sb).await);
    for _ in 0..3 {
        let (s, body) = get(&gw, PAGE, &token).await;
        assert_eq!(s, 200, "{body}");
    }
    tokio::time::sleep(Duration::from_millis(200)).await;
    assert_eq!(
        usage(&sent(&sb).await),
        tried,
        "a read ahead after every answer: {:?}",
        sent(&sb).await
    );
    assert_eq!(
        gw.log()
            .matches("the read of GET /usage ahead failed")
            .count(),
        1,
        "{}",
        gw.log()
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_guarded_page_is_admitted_and_settled_on_the_gateways_own_connection() {
    // Regression (issue 47, gw-async): a page's admission and its settle
    // went server task → blocking pool → the ledger's thread and back,
    // four thread wake-ups around each statement. Now both are sent from
    // the request's task on a connection the server's runtime drives (its
    // application_name "talent gateway"); the ledger's thread sends none of
    // a page's statements.
    let Some(db) = Db::create("TALENT_TEST_PG_URL") else {
        return;
    };
    let sb = Sandbox::start();
    let token = member_with_token(&db, "asha", "search");
    let gw = Gateway::start(&sb, &db, &[]);
    let (s, body) = get(&gw, PAGE, &token).await;
    assert_eq!(s, 200, "{body}");
    until(&db, "SELECT count(*) FROM talent_holds", "0");
    let of = |app: &str, what: &str| {
        db.sql(&format!(
            "SELECT coalesce(string_agg({what}, ',' ORDER BY pid), '') FROM pg_stat_activity
             WHERE datname = current_database() AND application_name = '{app}'"
        ))
    };
    assert_eq!(of("talent gateway", "'x'"), "x", "one gateway connection");
    let thread_before = of("talent", "pid || ':' || query_start");
    for _ in 0..3 {
        let (s, body) = get(&gw, PAGE, &token).await;
        assert_eq!(s, 200, "{body}");
        until(&db, "SELECT count(*) FROM talent_holds", "0");
        let last = of("talent gateway", "query");
        assert!(
            last.contains("talent_settle_read_paced"),
            "the page's settle was the gateway connection's last statement: {last}"
        );
    }
    assert_eq!(
        of("talent", "pid || ':' || query_start"),
        thread_before,
        "the ledger thread's connection sent none of the pages' statements"
    );
}

#[test]
fn the_gateways_own_connection_is_made_before_its_first_request() {
    // Regression (issue 47, "32-pace"): the connection a gateway admits
    // its requests on was made at its first request, whose member waited
    // for the connect and the schema's greeting (25-45 ms, debug build, on
    // the pace bench's path to the first window's sends). Now it is made
    // before the ready line: there with no request sent.
    let Some(db) = Db::create("TALENT_TEST_PG_URL") else {
        return;
    };
    let sb = Sandbox::start();
    let gw = Gateway::start(&sb, &db, &[]);
    assert_eq!(
        db.sql(
            "SELECT count(*) FROM pg_stat_activity
             WHERE datname = current_database() AND application_name = 'talent gateway'"
        ),
        "1",
        "the gateway's connection, made before any request"
    );
    drop(gw);
}

/// A request answered whose settle never reached the ledger, then the
/// gateway killed: asha's hold for `meter` is in the ledger, unsettled,
/// beside its spend line; once the hold's lease ends, `team usage` counts
/// the unit as asha's "maybe".
fn killed_before_settle(gw: Gateway, sb: &Sandbox, db: &Db, meter: &str) {
    assert_eq!(
        db.sql(&format!(
            "SELECT count(*) FROM talent_holds WHERE member = 'asha' AND meter = '{meter}'"
        )),
        "1",
        "the {meter} hold is in the ledger, not settled, when its answer arrives"
    );
    assert_eq!(
        db.sql(&format!(
            "SELECT count(*) FROM talent_spends WHERE member = 'asha' AND meter = '{meter}'"
        )),
        "1"
    );
    drop(gw); // kill -9, the settle never sent
    until(
        db,
        "SELECT count(*) FROM talent_holds WHERE expires_ms < talent_now_ms()",
        "1",
    );
    let out = lead_with_key(sb, db, &["team", "usage", "-o", "json"]);
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let rows = json_stdout(&out);
    let asha = rows
        .as_array()
        .expect("rows")
        .iter()
        .find(|r| r["member"] == "asha")
        .cloned()
        .unwrap_or_else(|| panic!("asha's row in {rows}"));
    assert_eq!(asha[meter]["maybe"], 1, "{rows}");
}
