//! The gateway's costs that a count can hold (issue 47, "Fast"; the timed
//! figures are in docs/benchmarks.md, bench/gateway.sh): the ledger round
//! trips a request makes inside the gateway, and the 429s the service
//! answers while members on two replicas share one key's window.

use std::io::Write;
use std::process::{Child, Command as StdCommand, Output, Stdio};
use std::time::Duration;

use reqwest::Method;
use serde_json::Value;

use crate::common::latency::LatencyRelay;
use crate::common::{expect_code, json_stdout, received, talent_bin, Sandbox, TestEnv};
use crate::serve::Gateway;
use crate::team::{until, Db};

/// A new member of `db` who may search and unlock, and a token of theirs.
fn member(db: &Db, name: &str) -> String {
    let env = TestEnv::new();
    let lead = |args: &[&str]| -> Output {
        let mut cmd = StdCommand::new(talent_bin());
        env.apply(&mut cmd);
        let out = cmd
            .env("TALENT_LEDGER_URL", &db.url)
            .stdin(Stdio::null())
            .args(args)
            .output()
            .expect("talent runs");
        expect_code(&out, 0);
        out
    };
    lead(&["serve", "member", "add", name, "--can", "search,unlock"]);
    let out = lead(&["serve", "member", "token", name, "-o", "json"]);
    json_stdout(&out)["token"]
        .as_str()
        .expect("a token")
        .to_string()
}

/// `HOST:PORT` of a postgres:// URL.
fn host_port(url: &str) -> String {
    let rest = url.split_once('@').expect("user@host in the URL").1;
    rest.split_once('/')
        .expect("a database in the URL")
        .0
        .to_string()
}

async fn status(gw: &Gateway, path: &str, token: &str) -> (u16, Value) {
    let resp = reqwest::Client::builder()
        .no_proxy()
        .build()
        .unwrap()
        .request(Method::GET, format!("{}{path}", gw.url))
        .bearer_auth(token)
        .send()
        .await
        .expect("the gateway answers");
    let s = resp.status().as_u16();
    (s, resp.json().await.unwrap_or(Value::Null))
}

/// The round trips the gateway makes to its ledger for one request (after
/// the same request once, so connections and the usage snapshot are warm).
async fn round_trips(gw: &Gateway, db: &Db, relay: &LatencyRelay, path: &str, token: &str) -> u64 {
    let (s, body) = status(gw, path, token).await;
    assert_eq!(s, 200, "{body}");
    // A page's settle lands after its answer: counted with its own page.
    let settled = "SELECT count(*) FROM talent_holds";
    crate::serve_fast::until(db, settled, "0");
    relay.reset();
    let (s, body) = status(gw, path, token).await;
    assert_eq!(s, 200, "{body}");
    crate::serve_fast::until(db, settled, "0");
    let n = relay.round_trips();
    eprintln!(
        "{path}: {n} round trips over {} new connection(s)",
        relay.connections()
    );
    n
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_gateway_read_costs_one_ledger_round_trip_and_a_search_page_two() {
    // The gateway's ledger counted through a relay that counts turns: a
    // read-only request (GET /jobs) is the credential check and its
    // global slot in one statement; a guarded search page is the
    // credential check, its hold and its slots in one, then its settle.
    // Measured on main before gw-admit: 2 and 3 (the credential check its
    // own statement).
    let Some(db) = Db::create("TALENT_TEST_PG_URL") else {
        return;
    };
    let sb = Sandbox::start();
    let token = member(&db, "asha");
    let relay = LatencyRelay::start(&host_port(&db.url), Duration::ZERO);
    let via_relay = relay.url_for(&db.url);
    let gw = Gateway::start_on(&sb, &db, &via_relay, &[]);
    let read = round_trips(&gw, &db, &relay, "/api/v1/jobs", &token).await;
    let search = round_trips(
        &gw,
        &db,
        &relay,
        "/api/v1/search/candidates?minexp=1&pageSize=5",
        &token,
    )
    .await;
    assert!(
        read <= 1 && search <= 2,
        "a read-only request made {read} round trips, a guarded search page {search}"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_search_page_answered_late_through_the_gateway_holds_its_slot_from_its_answer() {
    // The gateway's own admissions (the credential check in the same
    // statement) give the settle the pacer's margin too: a page the
    // service counted late keeps its slot a window from then.
    let Some(db) = Db::create("TALENT_TEST_PG_URL") else {
        return;
    };
    let sb = Sandbox::start();
    let token = member(&db, "asha");
    let gw = Gateway::start(&sb, &db, &[]);
    let (s, body) = status(&gw, "/api/v1/jobs", &token).await;
    assert_eq!(s, 200, "{body}");
    // At time scale 1 the margin is 620 ms; the page is 1,000 ms late.
    crate::common::faults(&sb, "latency=1000ms@GET/search").await;
    let before: i64 = db.sql("SELECT talent_now_ms()").parse().unwrap();
    let (s, body) = status(&gw, "/api/v1/search/candidates?minexp=1&pageSize=5", &token).await;
    assert_eq!(s, 200, "{body}");
    let slot: i64 = db
        .sql("SELECT max(at_ms) FROM talent_sends WHERE class = 'search'")
        .parse()
        .unwrap();
    assert!(
        slot - before >= 380,
        "the search slot is {} ms after the request began: not moved to its answer less the margin",
        slot - before
    );
}

/// A member's `talent search` of `pages` pages through the gateway at `url`.
fn member_search(sb: &Sandbox, url: &str, token: &str, pages: usize) -> (TestEnv, Child) {
    let env = TestEnv::new();
    let mut cmd = StdCommand::new(talent_bin());
    env.apply(&mut cmd);
    let child = cmd
        .env("TALENT_BASE_URL", format!("{url}/api/v1"))
        .env("TALENT_ALT_BASE_URL", format!("{url}/v1"))
        .env("TALENT_API_KEY", token)
        .env("TALENT_TIME_SCALE", sb.time_scale.to_string())
        .args([
            "search",
            "--min-exp",
            "1",
            "--limit",
            &(pages * 20).to_string(),
            "--page-size",
            "20",
            "-o",
            "jsonl",
        ])
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("talent runs");
    (env, child)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn eight_members_through_two_replicas_on_a_fresh_ledger_get_no_429() {
    // Regression: members' first pages through gateways started on a fresh
    // database met 429s at a time scale on a loaded machine: the window's
    // first slots were all taken at once, and the sends they admitted
    // reached the service spread out by the start's work; a slot counted
    // from its admission, not from when the service could have seen it,
    // let the next window's first send in before the last of them left
    // the service's window.
    let Some(db) = Db::create("TALENT_TEST_PG_URL") else {
        return;
    };
    let sb = Sandbox::scaled(0.05);
    let tokens: Vec<String> = (1..=8).map(|i| member(&db, &format!("m{i}"))).collect();
    let replicas = [Gateway::start(&sb, &db, &[]), Gateway::start(&sb, &db, &[])];
    let runs: Vec<(TestEnv, Child)> = tokens
        .iter()
        .enumerate()
        .map(|(i, t)| member_search(&sb, &replicas[i % 2].url, t, 5))
        .collect();
    for (_env, child) in runs {
        let out = child.wait_with_output().expect("exits");
        expect_code(&out, 0);
        assert_eq!(String::from_utf8_lossy(&out.stdout).lines().count(), 100);
    }
    let statuses: Vec<u64> = received(&sb)
        .await
        .iter()
        .filter(|r| r["path"] == "/api/v1/search/candidates")
        .filter_map(|r| r["status"].as_u64())
        .collect();
    assert_eq!(statuses.len(), 40, "{statuses:?}");
    assert!(statuses.iter().all(|s| *s == 200), "no 429: {statuses:?}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_gateways_admissions_run_no_dynamic_sql_and_call_no_nested_plpgsql() {
    // gw-fast2: a guarded page's admission and a read's are each one
    // plpgsql body, every statement static (planned once a session): no
    // `EXECUTE format(…)` (the meter's columns were read so in
    // talent_reserve_run, planned every call) and no call of another
    // plpgsql function (talent_gw_check, talent_reserve_admit_fair,
    // talent_reserve_run, talent_renew, talent_drop_dead_holds,
    // talent_admit_fair were four nested layers), only the clock.
    let Some(db) = Db::create("TALENT_TEST_PG_URL") else {
        return;
    };
    let sb = Sandbox::start();
    let token = member(&db, "asha");
    let gw = Gateway::start(&sb, &db, &[]);
    let (s, body) = status(&gw, "/api/v1/search/candidates?minexp=1&pageSize=5", &token).await;
    assert_eq!(s, 200, "{body}");
    let calls = regex::Regex::new(r"(?i)\b(talent_[a-z_]+)\(").unwrap();
    for f in [
        "talent_gw_reserve_admit_fair",
        "talent_gw_admit_fair",
        "talent_reserve_run",
    ] {
        let src = db.sql(&format!(
            "SELECT prosrc FROM pg_proc WHERE proname = '{f}' AND prolang = \
             (SELECT oid FROM pg_language WHERE lanname = 'plpgsql')"
        ));
        assert!(
            !src.is_empty(),
            "{f} is not a plpgsql function of the ledger"
        );
        assert!(
            !src.to_uppercase().contains("EXECUTE"),
            "{f} plans a dynamic statement each call:\n{src}"
        );
        if f == "talent_reserve_run" {
            continue;
        }
        let nested: Vec<&str> = calls
            .captures_iter(&src)
            .map(|c| c.get(1).unwrap().as_str())
            .filter(|name| *name != "talent_now_ms")
            .collect();
        assert!(nested.is_empty(), "{f} calls {nested:?}");
    }
}

#[test]
fn a_guarded_admission_renews_its_lease_without_reading_the_idempotency_history() {
    // admitcost: the lease's renewal in every admission (and in
    // talent_renew) updates talent_idempotency by claim_run among the
    // claims without a result; there was no index for it, so each guarded
    // page read the whole table, which keeps every finished claim until
    // `ledger prune` (14.5 ms an admission at 20,000 claims, against
    // 1.5 ms). Seven admissions in one session (the first five planned
    // with their arguments, then the generic plan, as on the gateway's
    // connection; each its own call: an argument depends on the row) read
    // the table by index only.
    let Some(db) = Db::create("TALENT_TEST_PG_URL") else {
        return;
    };
    let token = member(&db, "asha");
    db.sql(
        "INSERT INTO talent_idempotency (owner, key, command, request, result, member, at_ms)
         SELECT 'ws_t', 'k' || g, 'unlock', '{}', '{\"ok\":true}', 'asha', g
         FROM generate_series(1, 5000) AS g;
         ANALYZE talent_idempotency",
    );
    let out = db.sql(&format!(
        "SELECT string_agg(a.verdict || ' ' || a.kind, ',') FROM generate_series(1, 7) AS g,
             LATERAL talent_gw_reserve_admit_fair(encode(sha256('{token}'::bytea), 'hex'), NULL,
                 'search', true, 'ws_t', 'searches', 1, 'asha', 0, 1000, talent_now_ms() + 60000 + g,
                 'run-admitcost', 60000, NULL, 'fp-admitcost', ARRAY['global', 'search'],
                 ARRAY[120, 10], 60000) AS a;
         SELECT seq_scan || ' ' || idx_scan FROM pg_stat_xact_user_tables
         WHERE relname = 'talent_idempotency'"
    ));
    let lines: Vec<&str> = out.lines().collect();
    if lines.len() > 1 {
        // psql 15 on shows each statement's rows: the admissions held.
        assert_eq!(lines[0], ["ok held"; 7].join(","), "{out}");
    }
    assert_eq!(
        lines.last().copied(),
        Some("0 7"),
        "seq_scan and idx_scan of talent_idempotency over 7 admissions:\n{out}"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_members_last_ms_is_rewritten_at_most_once_a_minute() {
    // gw-fast2: every guarded page upserted talent_members.last_ms (a
    // row write and its WAL inside each admission). Now: written by the
    // first page, not by a second within the minute, again once it is a
    // minute old.
    let Some(db) = Db::create("TALENT_TEST_PG_URL") else {
        return;
    };
    let sb = Sandbox::start();
    let token = member(&db, "asha");
    let gw = Gateway::start(&sb, &db, &[]);
    let page = "/api/v1/search/candidates?minexp=1&pageSize=5";
    let last = || -> String {
        db.sql("SELECT string_agg(member || ' ' || first_ms || ' ' || last_ms, ',') FROM talent_members")
    };
    let (s, body) = status(&gw, page, &token).await;
    assert_eq!(s, 200, "{body}");
    let first = last();
    assert!(!first.is_empty(), "the first page noted no member");
    tokio::time::sleep(Duration::from_millis(20)).await;
    let (s, body) = status(&gw, page, &token).await;
    assert_eq!(s, 200, "{body}");
    assert_eq!(
        last(),
        first,
        "a second page within the minute rewrote last_ms"
    );
    db.sql("UPDATE talent_members SET first_ms = first_ms - 61000, last_ms = last_ms - 61000");
    let aged: i64 = db
        .sql("SELECT max(last_ms) FROM talent_members")
        .parse()
        .unwrap();
    let (s, body) = status(&gw, page, &token).await;
    assert_eq!(s, 200, "{body}");
    let now: i64 = db
        .sql("SELECT max(last_ms) FROM talent_members")
        .parse()
        .unwrap();
    assert!(
        now >= aged + 61000,
        "a page after a minute left last_ms at {now} (it was {aged})"
    );
    let firsts = db.sql("SELECT count(*) FROM talent_members WHERE first_ms < last_ms - 60000");
    assert_eq!(firsts, "1", "the member's first_ms moved");
}

#[test]
fn an_admission_of_a_member_with_an_allowance_reads_none_of_their_spends() {
    // 32-count: the allowance's check summed the member's spends of the
    // cycle (`IS NOT DISTINCT FROM` takes no index): a sequential scan of
    // talent_spends in every guarded page of a member with an allowance,
    // 8.95 ms an admission at 20,000 of their spends against 2.0 ms. Now
    // one row of the running count (PG migration 21): seven gateway
    // admissions and seven holds of `talent_reserve_run` in one session
    // (past the five custom plans) read talent_spends not at all, and still
    // count the member's 5,000 spends and their own holds.
    let Some(db) = Db::create("TALENT_TEST_PG_URL") else {
        return;
    };
    let token = member(&db, "asha");
    db.sql(
        "INSERT INTO talent_usage (workspace, unlocks_used, unlocks_limit, searches_used, searches_limit,
             messages_used, messages_limit, cycle_ends, read_ms)
         VALUES ('ws_t', 0, 100, 5000, 1000000, 0, 100, '2026-12-01T00:00:00Z', talent_now_ms());
         INSERT INTO talent_allowances (workspace, member, meter, cap, set_ms, set_by)
         VALUES ('ws_t', 'asha', 'searches', 100000, 0, 'lead');
         INSERT INTO talent_spends (workspace, member, meter, cost, spent, cycle_ends, at_ms, command, outcome)
         SELECT 'ws_t', 'asha', 'searches', 1, true, '2026-12-01T00:00:00Z', g, 'search', 'spent'
         FROM generate_series(1, 5000) AS g;
         INSERT INTO talent_spends (workspace, member, meter, cost, spent, cycle_ends, at_ms, command, outcome)
         SELECT 'ws_t', 'asha', 'searches', 1, true, '2026-11-01T00:00:00Z', g, 'search', 'spent'
         FROM generate_series(1, 500) AS g;
         ANALYZE talent_spends",
    );
    let out = db.sql(&format!(
        "SELECT string_agg(a.verdict || ' ' || a.kind || ' ' || a.member_used, ',' ORDER BY g)
         FROM generate_series(1, 7) AS g,
             LATERAL talent_gw_reserve_admit_fair(encode(sha256('{token}'::bytea), 'hex'), NULL,
                 'search', true, 'ws_t', 'searches', 1, 'asha', 0, 1000, talent_now_ms() + 60000 + g,
                 'run-count', 60000, NULL, 'fp-count', ARRAY['global', 'search'],
                 ARRAY[120, 10], 60000) AS a;
         SELECT string_agg(r.kind || ' ' || r.member_used, ',' ORDER BY g)
         FROM generate_series(1, 7) AS g,
             LATERAL talent_reserve_run('ws_t', 'searches', 1, 'asha', 0, 1000, talent_now_ms() + 60000 + g,
                 'run-count', 60000, NULL) AS r;
         SELECT seq_scan || ' ' || coalesce(idx_scan, 0) FROM pg_stat_xact_user_tables
         WHERE relname = 'talent_spends'"
    ));
    let lines: Vec<&str> = out.lines().collect();
    if lines.len() > 2 {
        // psql 15 on shows each statement's rows: what each counted.
        let admitted: Vec<String> = (0..7).map(|g| format!("ok held {}", 5000 + g)).collect();
        assert_eq!(lines[0], admitted.join(","), "{out}");
        let held: Vec<String> = (7..14).map(|g| format!("held {}", 5000 + g)).collect();
        assert_eq!(lines[1], held.join(","), "{out}");
    }
    assert_eq!(
        lines.last().copied(),
        Some("0 0"),
        "seq_scan and idx_scan of talent_spends over 14 holds of a member with an allowance:\n{out}"
    );
}

/// Regression (32-pace: 6 runs of 39 of the 8 members' pace lost a second
/// to PostgreSQL's deadlock detector). A reservation renewed its run's
/// lease first — row locks on every hold of the run — and then waited for
/// the quota's lock, whose holder, the settle of one of those holds (the
/// gateway's run holds every member's page), waited to delete it. Both
/// reservations now take the quota's lock first: here a session holds the
/// quota's lock, each reservation of the run is made to wait for it, then
/// the session deletes the run's hold and commits — and nobody is the
/// deadlock's victim.
#[test]
fn a_reservation_waits_for_the_quota_before_it_renews_its_runs_holds() {
    let Some(db) = Db::create("TALENT_TEST_PG_URL") else {
        return;
    };
    let token = member(&db, "asha");
    let sha = format!("encode(sha256('{token}'::bytea), 'hex')");
    for (what, call) in [
        (
            "talent_reserve_run",
            "SELECT kind FROM talent_reserve_run('ws_l', 'searches', 1, 'asha', 0, 1000,
                 talent_now_ms() + 600000, 'run-lock', 600000, NULL)"
                .to_string(),
        ),
        (
            "talent_gw_reserve_admit_fair",
            format!(
                "SELECT kind FROM talent_gw_reserve_admit_fair({sha}, NULL, 'search', true, 'ws_l',
                     'searches', 1, 'asha', 0, 1000, talent_now_ms() + 600000, 'run-lock', 600000,
                     NULL, 'fp-lock', ARRAY['search'], ARRAY[1000], 60000)"
            ),
        ),
    ] {
        let hold = db.sql(
            "SELECT hold_id FROM talent_reserve_run('ws_l', 'searches', 1, 'asha', 0, 1000,
                 talent_now_ms() + 600000, 'run-lock', 600000, NULL)",
        );
        assert!(hold.parse::<i64>().is_ok(), "a hold of the run: {hold}");
        // The settle's side: the quota's lock held, the hold's delete next.
        let mut settle = StdCommand::new("psql")
            .args([db.direct.as_str(), "-XAtq", "-v", "ON_ERROR_STOP=1"])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("psql runs");
        let mut to_settle = settle.stdin.take().expect("psql's stdin");
        writeln!(
            to_settle,
            "BEGIN; SELECT pg_advisory_xact_lock(hashtextextended('talent:quota:ws_l:searches', 0));"
        )
        .expect("to psql");
        // This database's locks only (tests share the cluster).
        let here = "database = (SELECT oid FROM pg_database WHERE datname = current_database())";
        let held = format!(
            "SELECT count(*) FROM pg_locks WHERE locktype = 'advisory' AND granted AND {here}"
        );
        until(&db, &held, "1");
        let url = db.direct.clone();
        let reservation = std::thread::spawn(move || {
            StdCommand::new("psql")
                .args([url.as_str(), "-XAtq", "-v", "ON_ERROR_STOP=1", "-c", &call])
                .output()
                .expect("psql runs")
        });
        let waiting = format!(
            "SELECT count(*) FROM pg_locks WHERE locktype = 'advisory' AND NOT granted AND {here}"
        );
        until(&db, &waiting, "1");
        writeln!(
            to_settle,
            "DELETE FROM talent_holds WHERE id = {hold}; COMMIT;"
        )
        .expect("to psql");
        drop(to_settle);
        let settled = settle.wait_with_output().expect("psql ends");
        let reserved = reservation.join().expect("the reservation's thread");
        assert!(
            settled.status.success(),
            "{what}: the settle's side failed: {}",
            String::from_utf8_lossy(&settled.stderr)
        );
        assert!(
            reserved.status.success(),
            "{what}: the reservation failed: {}",
            String::from_utf8_lossy(&reserved.stderr)
        );
        assert!(
            String::from_utf8_lossy(&reserved.stdout).trim() == "held",
            "{what}: {}",
            String::from_utf8_lossy(&reserved.stdout)
        );
        db.sql("DELETE FROM talent_holds; DELETE FROM talent_sends");
    }
}
