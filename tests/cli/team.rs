//! The team ledger on PostgreSQL: two data folders stand for two machines,
//! on one database, against one sandbox. The database comes from
//! `TALENT_TEST_PG_URL` (`.ci/run` starts a throwaway cluster); each test
//! creates its own database and drops it. Under `CI=true` a missing URL
//! fails the test; elsewhere the test says it did not run.

use std::process::{Child, Command as StdCommand, Output, Stdio};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

use serde_json::{json, Value};

use crate::common::{
    active_job, cand_ids, cand_of, expect_code, expect_one_claim_won, faults, json_stdout,
    received, set_used, some_talent_cards, stderr, stdout, stop_signal, talent_bin, unix_only,
    usage, used, windows_binary, Sandbox, SandboxOptions, TestEnv,
};

/// The admin URL of the test cluster, or `None` (not under CI) after
/// saying the test did not run: `TALENT_TEST_PG_URL`, or a cluster the
/// harness starts (common/pg.rs).
fn admin_url(var: &str) -> Option<String> {
    if var == "TALENT_TEST_PG_URL" {
        return crate::common::pg::direct("this team-ledger test");
    }
    match std::env::var(var) {
        Ok(v) if !v.trim().is_empty() => Some(v),
        _ => {
            crate::common::pg::skip("this team-ledger test", &format!("{var} is not set"));
            None
        }
    }
}

/// Whether the team tests' `talent` runs go through the pooler
/// (`TALENT_TEST_PG_ROUTE=pool`: `.ci/run` runs them both ways).
fn route_pooled() -> bool {
    std::env::var("TALENT_TEST_PG_ROUTE").is_ok_and(|v| v == "pool")
}

fn psql(url: &str, sql: &str) -> String {
    let out = StdCommand::new("psql")
        .args([url, "-XAtq", "-v", "ON_ERROR_STOP=1", "-c", sql])
        .output()
        .expect("psql runs");
    assert!(
        out.status.success(),
        "psql {sql}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout).trim().to_string()
}

/// A database of its own for one test, dropped at the end.
pub(crate) struct Db {
    admin: String,
    name: String,
    /// What `talent` is given (straight, or through the pooler).
    pub url: String,
    /// Straight to the database (the test's own statements).
    pub direct: String,
}

impl Db {
    pub(crate) fn create(admin_var: &str) -> Option<Db> {
        let admin = admin_url(admin_var)?;
        if admin_var == "TALENT_TEST_PG_URL" && route_pooled() {
            let (_, pool) = crate::common::pg::pooled("this team-ledger test through the pooler")?;
            return Some(Db::on(admin, &pool));
        }
        let via = admin.clone();
        Some(Db::on(admin, &via))
    }

    /// A database whose `talent` runs go through PgBouncer in transaction
    /// mode (the test's own statements go straight).
    pub(crate) fn pooled() -> Option<Db> {
        let (admin, pool) = crate::common::pg::pooled("this team-ledger test through PgBouncer")?;
        Some(Db::on(admin, &pool))
    }

    /// Creates the database on `admin`; `talent` reaches it through `via`
    /// (the same server, or a pooler in front of it).
    fn on(admin: String, via: &str) -> Db {
        let name = format!("talent_test_{:x}", fastrand::u64(..));
        psql(&admin, &format!("CREATE DATABASE {name}"));
        let base = via.rsplit_once('/').expect("a database in the URL").0;
        let (base, query) = match via.split_once('?') {
            Some((_, q)) => (base.to_string(), format!("?{q}")),
            None => (base.to_string(), String::new()),
        };
        let direct = admin
            .rsplit_once('/')
            .expect("a database in the URL")
            .0
            .to_string();
        Db {
            url: format!("{base}/{name}{query}"),
            direct: format!("{direct}/{name}"),
            admin,
            name,
        }
    }

    pub(crate) fn sql(&self, sql: &str) -> String {
        psql(&self.direct, sql)
    }

    /// A statement on the cluster's admin database (about this one).
    pub(crate) fn admin_sql(&self, sql: &str) -> String {
        psql(&self.admin, &sql.replace("{db}", &self.name))
    }
}

impl Drop for Db {
    fn drop(&mut self) {
        let _ = StdCommand::new("psql")
            .args([
                self.admin.as_str(),
                "-XAtq",
                "-c",
                &format!("DROP DATABASE IF EXISTS {} WITH (FORCE)", self.name),
            ])
            .output();
    }
}

/// A machine: its own data folder, one team database, one sandbox.
pub(crate) struct Machine<'a> {
    env: TestEnv,
    sb: &'a Sandbox,
    ledger: String,
    member: String,
    extra: Vec<(String, String)>,
}

impl<'a> Machine<'a> {
    pub(crate) fn new(sb: &'a Sandbox, ledger: &str, member: &str) -> Machine<'a> {
        Machine {
            // The sandbox's clock: every machine starts where it does.
            env: TestEnv::with_clock(sb.env.now_var().to_string()),
            sb,
            ledger: ledger.to_string(),
            member: member.to_string(),
            extra: Vec::new(),
        }
    }

    fn with(mut self, k: &str, v: &str) -> Self {
        self.extra.push((k.into(), v.into()));
        self
    }

    fn command(&self, args: &[&str]) -> StdCommand {
        let mut cmd = StdCommand::new(talent_bin());
        self.env.apply(&mut cmd);
        cmd.envs(self.sb.vars())
            .env("TALENT_LEDGER_URL", &self.ledger)
            .env("TALENT_MEMBER", &self.member)
            .stdin(Stdio::null())
            .args(args);
        for (k, v) in &self.extra {
            cmd.env(k, v);
        }
        cmd
    }

    pub(crate) fn run(&self, args: &[&str]) -> Output {
        self.command(args).output().expect("talent runs")
    }

    fn spawn(&self, args: &[&str]) -> Child {
        self.command(args)
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("spawn talent")
    }
}

fn ok(out: &Output) -> &Output {
    expect_code(out, 0);
    out
}

async fn reached(sb: &Sandbox, path: &str) -> Vec<Value> {
    received(sb)
        .await
        .into_iter()
        .filter(|r| r["path"].as_str().is_some_and(|p| p.contains(path)))
        .collect()
}

const EXPORT: &[&str] = &[
    "search",
    "--min-exp",
    "1",
    "--limit",
    "200",
    "--page-size",
    "20",
    "-o",
    "jsonl",
];

/// The statuses the sandbox answered its search pages with, oldest first.
async fn search_statuses(sb: &Sandbox) -> Vec<u64> {
    reached(sb, "/search/candidates")
        .await
        .iter()
        .filter_map(|r| r["status"].as_u64())
        .collect()
}

/// Two machines export in parallel on one key: the team ledger paces them
/// together, so the service answers no 429.
async fn parallel_exports(sb: &Sandbox, a: &Machine<'_>, b: &Machine<'_>) {
    let (ca, cb) = (a.spawn(EXPORT), b.spawn(EXPORT));
    for child in [ca, cb] {
        ok(&child.wait_with_output().expect("exits"));
    }
    let statuses = search_statuses(sb).await;
    assert_eq!(statuses.len(), 20, "{statuses:?}");
    assert!(statuses.iter().all(|s| *s == 200), "no 429: {statuses:?}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_machines_on_one_key_share_the_pacer_and_get_no_429() {
    let Some(db) = Db::create("TALENT_TEST_PG_URL") else {
        return;
    };
    let sb = Sandbox::scaled(0.05);
    let a = Machine::new(&sb, &db.url, "asha");
    let b = Machine::new(&sb, &db.url, "vikram");
    parallel_exports(&sb, &a, &b).await;
    // Both machines' sends are in the one log, none in the local files.
    let sends: i64 = db.sql("SELECT count(*) FROM talent_sends").parse().unwrap();
    assert!(sends >= 20, "{sends}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn machine_clocks_do_not_matter_the_database_clock_paces() {
    // One machine's clock two minutes fast, the other's two minutes slow:
    // judged by the machines' clocks, each would see the other's sends as
    // out of the window (or in it for minutes) and the service would answer
    // 429s; the database's clock keeps them in one window.
    let Some(db) = Db::create("TALENT_TEST_PG_URL") else {
        return;
    };
    let sb = Sandbox::scaled(0.05);
    let a = Machine::new(&sb, &db.url, "asha").with("TALENT_TEST_CLOCK_OFFSET_MS", "120000");
    let b = Machine::new(&sb, &db.url, "vikram").with("TALENT_TEST_CLOCK_OFFSET_MS", "-120000");
    parallel_exports(&sb, &a, &b).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn eight_processes_on_two_machines_spend_exactly_the_quota_and_the_allowances() {
    let Some(db) = Db::create("TALENT_TEST_PG_URL") else {
        return;
    };
    let sb = Sandbox::start();
    // 7 unlocks left; asha may spend 2 of them, vikram 4.
    set_used(&sb, json!({"unlocks": 3})).await;
    let a = Machine::new(&sb, &db.url, "asha");
    let b = Machine::new(&sb, &db.url, "vikram");
    ok(&a.run(&["usage", "-o", "json"]));
    ok(&a.run(&["team", "allowance", "set", "asha", "--unlocks", "2"]));
    let set = a.run(&["team", "allowance", "set", "vikram", "--unlocks", "4"]);
    ok(&set);
    assert!(
        stderr(&set).contains("never spent"),
        "warns: {}",
        stderr(&set)
    );
    let cards = some_talent_cards(&sb, 8).await;
    let children: Vec<(char, Child)> = cards
        .iter()
        .enumerate()
        .map(|(i, card)| {
            let m = if i % 2 == 0 { &a } else { &b };
            let who = if i % 2 == 0 { 'a' } else { 'b' };
            (
                who,
                m.spawn(&["candidate", "show", card, "--yes", "-o", "json"]),
            )
        })
        .collect();
    let mut by_a = (0, 0);
    let mut by_b = (0, 0);
    let mut said = String::new();
    for (who, child) in children {
        let out = child.wait_with_output().expect("exits");
        let code = out.status.code();
        said.push_str(&format!(
            "{who} {code:?}: {}\n",
            String::from_utf8_lossy(&out.stderr).trim()
        ));
        let slot = if who == 'a' { &mut by_a } else { &mut by_b };
        match code {
            Some(0) => slot.0 += 1,
            Some(5) => slot.1 += 1,
            other => panic!("{other:?}: {}", String::from_utf8_lossy(&out.stderr)),
        }
        if code == Some(5) {
            let err = String::from_utf8_lossy(&out.stderr);
            assert!(
                err.contains("asha's allowance of 2 unlocks"),
                "names it: {err}"
            );
            assert!(err.contains("resets on"), "says when: {err}");
        }
    }
    // Exactly the allowances: asha 2 of her 4 runs, vikram all 4.
    assert_eq!(
        (by_a, by_b),
        ((2, 2), (4, 0)),
        "{said}\nspends:\n{}\nusage: {}",
        db.sql("SELECT workspace, member, meter, spent, cycle_ends, outcome, at_ms FROM talent_spends ORDER BY at_ms"),
        db.sql("SELECT cycle_ends, read_ms, changed_ms FROM talent_usage")
    );
    let sent = reached(&sb, "/candidates/").await;
    assert!(sent.iter().all(|r| r["status"] == 200), "{sent:?}");
    assert_eq!(sent.len(), 6);
    assert_eq!(used(&sb, "apiUnlocks").await, 3 + 6);
    // Spends are attributed.
    let usage = a.run(&["team", "usage", "-o", "json"]);
    ok(&usage);
    let rows = json_stdout(&usage);
    let row = |m: &str| {
        rows.as_array()
            .unwrap()
            .iter()
            .find(|r| r["member"] == m)
            .cloned()
            .unwrap_or(Value::Null)
    };
    assert_eq!(row("asha")["unlocks"]["used"], json!(by_a.0));
    assert_eq!(row("asha")["unlocks"]["limit"], json!(2));
    assert_eq!(row("vikram")["unlocks"]["used"], json!(by_b.0));
    assert_eq!(row("(unattributed)")["unlocks"]["used"], json!(3));
    // The last unlock left is vikram's to spend? No: his allowance is spent too.
    let more = some_talent_cards(&sb, 12).await;
    let out = b.run(&["candidate", "show", &more[10], "--yes"]);
    assert_eq!(out.status.code(), Some(5), "{}", stderr(&out));
    assert!(
        stderr(&out).contains("vikram's allowance of 4 unlocks"),
        "{}",
        stderr(&out)
    );
}

/// `team usage --by-channel`: what `talent mcp` spent beside what commands
/// spent, per member (a spend line names its command; `mcp` is the
/// server's, as tests/cli/mcp.rs holds).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn team_usage_by_channel_shows_what_an_assistant_spent() {
    let Some(db) = Db::create("TALENT_TEST_PG_URL") else {
        return;
    };
    let sb = Sandbox::start();
    let m = Machine::new(&sb, &db.url, "asha");
    ok(&m.run(&["search", "--skill", "python", "-o", "json"]));
    let ws = db.sql("SELECT workspace FROM talent_spends LIMIT 1");
    // What a session wrote for two searches, as `talent mcp` writes it.
    db.sql(&format!(
        "INSERT INTO talent_spends (workspace, member, meter, cost, spent, cycle_ends, at_ms, command, outcome)
         SELECT workspace, 'asha', 'searches', 1, true, cycle_ends, at_ms, 'mcp', 'spent'
         FROM talent_spends WHERE workspace = '{ws}' LIMIT 1;
         INSERT INTO talent_spends (workspace, member, meter, cost, spent, cycle_ends, at_ms, command, outcome)
         SELECT workspace, 'asha', 'searches', 1, true, cycle_ends, at_ms, 'mcp', 'spent'
         FROM talent_spends WHERE workspace = '{ws}' AND command = 'mcp' LIMIT 1;"
    ));
    let out = m.run(&["team", "usage", "--by-channel", "-o", "json"]);
    ok(&out);
    let rows = json_stdout(&out);
    let row = |channel: &str| {
        rows.as_array()
            .unwrap()
            .iter()
            .find(|r| r["member"] == "asha" && r["channel"] == channel)
            .cloned()
            .unwrap_or(Value::Null)
    };
    assert_eq!(row("mcp")["searches"]["used"], json!(2), "{rows}");
    assert_eq!(row("command")["searches"]["used"], json!(1), "{rows}");
    // Without the flag: one row for the member, both channels summed.
    let out = m.run(&["team", "usage", "-o", "json"]);
    ok(&out);
    let rows = json_stdout(&out);
    let asha: Vec<&Value> = rows
        .as_array()
        .unwrap()
        .iter()
        .filter(|r| r["member"] == "asha")
        .collect();
    assert_eq!(asha.len(), 1, "{rows}");
    assert_eq!(asha[0]["searches"]["used"], json!(3), "{rows}");
    assert!(asha[0].get("channel").is_none(), "{rows}");
}

/// Issue 47: what a gateway spent (its lines name the authenticated
/// member and the command `gateway`) is its own channel in `team usage
/// --by-channel` and in `report`'s channels.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn team_usage_and_report_show_what_went_through_a_gateway() {
    let Some(db) = Db::create("TALENT_TEST_PG_URL") else {
        return;
    };
    let sb = Sandbox::start();
    let m = Machine::new(&sb, &db.url, "asha");
    ok(&m.run(&["search", "--skill", "python", "-o", "json"]));
    let ws = db.sql("SELECT workspace FROM talent_spends LIMIT 1");
    // Two searches and one person reached by vikram through a gateway.
    db.sql(&format!(
        "INSERT INTO talent_spends (workspace, member, meter, cost, spent, cycle_ends, at_ms, command, outcome)
         SELECT workspace, 'vikram', 'searches', 2, true, cycle_ends, at_ms, 'gateway', 'spent'
         FROM talent_spends WHERE workspace = '{ws}' LIMIT 1;
         INSERT INTO talent_spends (workspace, member, meter, cost, spent, cycle_ends, at_ms, command, outcome)
         SELECT workspace, 'vikram', 'outreach', 1, true, cycle_ends, at_ms, 'gateway', 'spent'
         FROM talent_spends WHERE workspace = '{ws}' AND command <> 'gateway' LIMIT 1;"
    ));
    let out = m.run(&["team", "usage", "--by-channel", "-o", "json"]);
    ok(&out);
    let rows = json_stdout(&out);
    let row = |member: &str, channel: &str| {
        rows.as_array()
            .unwrap()
            .iter()
            .find(|r| r["member"] == member && r["channel"] == channel)
            .cloned()
            .unwrap_or(Value::Null)
    };
    assert_eq!(
        row("vikram", "gateway")["searches"]["used"],
        json!(2),
        "{rows}"
    );
    assert_eq!(
        row("vikram", "gateway")["outreach"]["used"],
        json!(1),
        "{rows}"
    );
    assert_eq!(
        row("asha", "command")["searches"]["used"],
        json!(1),
        "{rows}"
    );
    let out = m.run(&["report", "--offline", "-o", "json"]);
    ok(&out);
    let report = json_stdout(&out);
    assert_eq!(
        report["channels"]["gateway"]["searches"],
        json!(2),
        "{report}"
    );
    assert_eq!(report["channels"]["cli"]["searches"], json!(1), "{report}");
}

/// Issue 47: `team allowance set --outreach N` caps the people a member
/// reaches by invite (one), bulk invite (one an id) and message (one), on
/// the team ledger whichever machine sends; past it the guard refuses
/// (exit 5, `--yes` or not) naming the allowance and the reset, nothing
/// sent; `allowance list` and `team usage` show it; another member is not
/// held by it.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_outreach_allowance_counts_invites_bulk_invites_and_messages_and_refuses_past_it() {
    let Some(db) = Db::create("TALENT_TEST_PG_URL") else {
        return;
    };
    let sb = Sandbox::start();
    let a = Machine::new(&sb, &db.url, "asha");
    let lead = Machine::new(&sb, &db.url, "lead");
    ok(&lead.run(&["team", "allowance", "set", "asha", "--outreach", "4"]));
    let job = active_job(&sb).await;
    let card = some_talent_cards(&sb, 1).await.remove(0);
    let out = a.run(&[
        "invite",
        &card,
        "--job",
        &job,
        "--message",
        "Hi",
        "--yes",
        "-o",
        "json",
    ]);
    ok(&out);
    let thread = json_stdout(&out)["threadId"]
        .as_str()
        .expect("a thread")
        .to_string();
    let invited = cand_of(&sb, &card).await;
    let others: Vec<String> = cand_ids(&sb, 5)
        .await
        .into_iter()
        .filter(|c| *c != invited)
        .take(3)
        .collect();
    ok(&a.run(&[
        "bulk-invite",
        &job,
        "--candidates",
        &others[..2].join(","),
        "--yes",
        "-o",
        "json",
    ]));
    // The fourth person: a message in the thread.
    ok(&a.run(&["message", &thread, "--message", "Thursday?", "--yes"]));
    let before = reached(&sb, "/messages").await.len();
    let out = a.run(&["message", &thread, "--message", "Friday?", "--yes"]);
    expect_code(&out, 5);
    let err = stderr(&out);
    assert!(
        err.contains("asha's allowance of 4 people reached this cycle is spent"),
        "{err}"
    );
    assert!(err.contains("resets on"), "{err}");
    assert!(err.contains("--outreach N"), "{err}");
    assert_eq!(
        reached(&sb, "/messages").await.len(),
        before,
        "nothing sent"
    );
    // A bulk invite past it is refused whole: nothing sent either.
    let bulk_before = reached(&sb, "/sourcing/invite").await.len();
    let out = a.run(&["bulk-invite", &job, "--candidates", &others[2], "--yes"]);
    expect_code(&out, 5);
    assert_eq!(reached(&sb, "/sourcing/invite").await.len(), bulk_before);
    let list = json_stdout(ok(&lead.run(&["team", "allowance", "list", "-o", "json"])));
    let asha = list
        .as_array()
        .unwrap()
        .iter()
        .find(|r| r["member"] == "asha")
        .cloned()
        .unwrap_or(Value::Null);
    assert_eq!(asha["outreach"], json!(4), "{list}");
    let usage = json_stdout(ok(&lead.run(&["team", "usage", "-o", "json"])));
    let asha = usage
        .as_array()
        .unwrap()
        .iter()
        .find(|r| r["member"] == "asha")
        .cloned()
        .unwrap_or(Value::Null);
    assert_eq!(asha["outreach"], json!({"used": 4, "limit": 4}), "{usage}");
    assert_eq!(
        asha["messages"]["used"],
        json!(1),
        "one invite's message: {usage}"
    );
    // Another member is not held by asha's allowance.
    ok(&Machine::new(&sb, &db.url, "vikram").run(&[
        "message",
        &thread,
        "--message",
        "From Vikram",
        "--yes",
    ]));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_candidate_a_teammate_unlocked_is_free_and_says_who() {
    let Some(db) = Db::create("TALENT_TEST_PG_URL") else {
        return;
    };
    let sb = Sandbox::start();
    let a = Machine::new(&sb, &db.url, "vikram");
    let b = Machine::new(&sb, &db.url, "asha");
    let card = some_talent_cards(&sb, 1).await.remove(0);
    ok(&a.run(&["candidate", "show", &card, "--yes", "-o", "json"]));
    let before = used(&sb, "apiUnlocks").await;
    // Another machine's row is a unit until the service answers; its
    // record, unlocked a second or more before, costs nothing (issue 46).
    std::thread::sleep(Duration::from_millis(2_100));
    let out = b.run(&["candidate", "show", &card, "-o", "json"]);
    ok(&out);
    let err = stderr(&out);
    assert!(err.contains("unlocked by vikram"), "{err}");
    assert!(err.contains("cost nothing"), "{err}");
    assert!(err.contains("already unlocked, no unlock spent"), "{err}");
    assert_eq!(used(&sb, "apiUnlocks").await, before, "a re-fetch is free");
    assert_eq!(
        db.sql("SELECT count(*) FROM talent_spends WHERE spent"),
        "1",
        "no spend line for the re-fetch"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_same_idempotency_key_fired_on_two_machines_at_once_sends_once() {
    let Some(db) = Db::create("TALENT_TEST_PG_URL") else {
        return;
    };
    let sb = Sandbox::start();
    let a = Machine::new(&sb, &db.url, "cron");
    let b = Machine::new(&sb, &db.url, "asha");
    let job = active_job(&sb).await;
    let card = some_talent_cards(&sb, 1).await.remove(0);
    let args = [
        "invite",
        card.as_str(),
        "--job",
        job.as_str(),
        "--message",
        "Hi",
        "--idempotency-key",
        "daily-1",
        "-o",
        "json",
    ];
    // Both learn the workspace first, so the race is the claim itself.
    ok(&a.run(&["usage", "-o", "json"]));
    let (ca, cb) = (a.spawn(&args), b.spawn(&args));
    let outs = [
        ca.wait_with_output().unwrap(),
        cb.wait_with_output().unwrap(),
    ];
    expect_one_claim_won(&outs);
    assert_eq!(reached(&sb, "/invite-to-apply").await.len(), 1, "sent once");
    // Later, the other machine prints the recorded result.
    let again = b.run(&args);
    ok(&again);
    assert!(
        stderr(&again).contains("already done"),
        "{}",
        stderr(&again)
    );
    assert_eq!(reached(&sb, "/invite-to-apply").await.len(), 1);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_new_state_advanced_on_one_machine_is_seen_on_the_other() {
    let Some(db) = Db::create("TALENT_TEST_PG_URL") else {
        return;
    };
    let sb = Sandbox::start();
    let a = Machine::new(&sb, &db.url, "cron");
    let b = Machine::new(&sb, &db.url, "asha");
    let args = [
        "search",
        "--min-exp",
        "1",
        "--new",
        "--state",
        "morning",
        "-o",
        "json",
    ];
    let first = a.run(&args);
    ok(&first);
    assert!(!json_stdout(&first).as_array().unwrap().is_empty());
    let second = b.run(&args);
    ok(&second);
    assert_eq!(json_stdout(&second), json!([]), "{}", stderr(&second));
}

/// An export's checkpoint is the machine's, whatever the ledger: on a team
/// ledger it stays in the local ledger file beside the partial file, so the
/// machine that wrote the file resumes it and another machine on the same
/// database finds no checkpoint of it.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_export_on_a_team_ledger_keeps_its_checkpoint_on_its_machine() {
    let Some(db) = Db::create("TALENT_TEST_PG_URL") else {
        return;
    };
    let sb = Sandbox::scaled(0.05);
    let a = Machine::new(&sb, &db.url, "cron");
    let b = Machine::new(&sb, &db.url, "asha");
    let target = a.env.path().join("hits.csv");
    let path = target.to_str().expect("path");
    let export = [
        "search",
        "--min-exp",
        "1",
        "--limit",
        "100",
        "--page-size",
        "20",
        "-o",
        "csv",
        "--out",
        path,
    ];
    faults(&sb, "500=from3@GET/search").await;
    let failed = a.run(&export);
    expect_code(&failed, 1);
    assert!(
        stderr(&failed).contains("continue with --resume"),
        "{}",
        stderr(&failed)
    );
    faults(&sb, "").await;
    let resume = [&export[..], &["--resume"]].concat();
    // The other machine: the same database, another ledger file.
    let elsewhere = b.run(&resume);
    expect_code(&elsewhere, 0);
    assert!(
        stderr(&elsewhere).contains("no checkpoint for"),
        "{}",
        stderr(&elsewhere)
    );
    // Its run put a whole file in place; a new failure on the first
    // machine resumes on that machine, from its own checkpoint.
    faults(&sb, "500=from3@GET/search").await;
    expect_code(&a.run(&export), 1);
    faults(&sb, "").await;
    let resumed = a.run(&resume);
    expect_code(&resumed, 0);
    assert!(
        stderr(&resumed).contains("resuming at page"),
        "{}",
        stderr(&resumed)
    );
}

fn lock_key(key: &str, class: &str) -> String {
    format!(
        "hashtextextended('talent:pace:{}:{class}', 0)",
        talent::guard::fingerprint(key)
    )
}

/// Waits until `sql` returns `want`.
/// Polls `sql` on `db` until it answers `want` (10 s at most).
pub(crate) fn until(db: &Db, sql: &str, want: &str) {
    let start = Instant::now();
    while db.sql(sql) != want {
        assert!(
            start.elapsed() < Duration::from_secs(10),
            "{sql} never gave {want}"
        );
        std::thread::sleep(Duration::from_millis(50));
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_advisory_lock_blocks_admission_and_kill_9_leaves_nothing_stuck() {
    let Some(db) = Db::create("TALENT_TEST_PG_URL") else {
        return;
    };
    let sb = Sandbox::start();
    let a = Machine::new(&sb, &db.url, "asha");
    ok(&a.run(&["usage", "-o", "json"]));
    // Another session holds the pacer's lock of the key's global class.
    let key = lock_key(&sb.keys.production, "global");
    let mut holder = StdCommand::new("psql")
        .args([
            db.direct.as_str(),
            "-XAtq",
            "-c",
            &format!(
                "SET client_connection_check_interval = 100; SELECT pg_advisory_lock({key}); SELECT pg_sleep(60)"
            ),
        ])
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("psql");
    until(
        &db,
        "SELECT count(*) FROM pg_locks WHERE locktype = 'advisory' AND database = (SELECT oid FROM pg_database WHERE datname = current_database()) AND granted",
        "1",
    );
    // talent blocks inside admission...
    let mut blocked = a.spawn(&["search", "--min-exp", "1", "-o", "json"]);
    until(
        &db,
        "SELECT count(*) FROM pg_locks WHERE locktype = 'advisory' AND database = (SELECT oid FROM pg_database WHERE datname = current_database()) AND NOT granted",
        "1",
    );
    // ... and is killed there: its transaction and lock wait go with it.
    blocked.kill().expect("kill -9");
    let _ = blocked.wait();
    until(
        &db,
        "SELECT count(*) FROM pg_locks WHERE locktype = 'advisory' AND database = (SELECT oid FROM pg_database WHERE datname = current_database()) AND NOT granted",
        "0",
    );
    // The hold it left is a lease: it ends within one term (30 s at this
    // time scale) of the run's last act, whatever its connection does.
    assert_eq!(
        db.sql("SELECT count(*) FROM talent_holds WHERE expires_ms > talent_now_ms() + 30000"),
        "0",
        "no hold outlives one lease term"
    );
    // A second run waits for the holder; killing the holder frees it.
    let waiting = a.spawn(&["search", "--min-exp", "1", "-o", "json"]);
    until(
        &db,
        "SELECT count(*) FROM pg_locks WHERE locktype = 'advisory' AND database = (SELECT oid FROM pg_database WHERE datname = current_database()) AND NOT granted",
        "1",
    );
    holder.kill().expect("kill -9 the holder");
    let _ = holder.wait();
    ok(&waiting.wait_with_output().unwrap());
    assert_eq!(
        db.sql("SELECT count(*) FROM pg_locks WHERE locktype = 'advisory' AND database = (SELECT oid FROM pg_database WHERE datname = current_database())"),
        "0",
        "nothing stuck"
    );
    // Only the killed run's hold may remain, until its lease ends.
    assert!(
        db.sql("SELECT count(*) FROM talent_holds")
            .parse::<i64>()
            .unwrap()
            <= 1,
        "the finished runs hold nothing"
    );
    assert_eq!(
        db.sql("SELECT count(*) FROM talent_holds WHERE expires_ms > talent_now_ms() + 30000"),
        "0"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_newer_schema_leaves_an_older_binary_working_and_an_incompatible_one_is_refused() {
    let Some(db) = Db::create("TALENT_TEST_PG_URL") else {
        return;
    };
    let sb = Sandbox::start();
    let a = Machine::new(&sb, &db.url, "asha");
    let migrate = a.run(&["ledger", "migrate"]);
    ok(&migrate);
    let now = talent::ledger::pg::PG_SCHEMA_VERSION;
    assert!(
        stderr(&migrate).contains(&format!("schema {now}")),
        "{}",
        stderr(&migrate)
    );
    // A "newer binary" adds a table and moves the version on; this one,
    // older, keeps working.
    db.sql(&format!(
        "CREATE TABLE talent_later (x integer); UPDATE talent_meta SET value = '{}' WHERE name = 'schema'",
        now + 1
    ));
    ok(&a.run(&["search", "--min-exp", "1", "-o", "json"]));
    // One that older binaries cannot live with is refused, naming both.
    db.sql(&format!(
        "UPDATE talent_meta SET value = '{}' WHERE name = 'compat'",
        now + 2
    ));
    let out = a.run(&["search", "--min-exp", "1", "-o", "json"]);
    assert_eq!(out.status.code(), Some(1), "{}", stderr(&out));
    let err = stderr(&out);
    assert!(
        err.contains(&format!("version {}", now + 2)) && err.contains(&format!("up to {now}")),
        "{err}"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_database_that_is_away_gives_the_required_and_prefer_behaviours() {
    let Some(db) = Db::create("TALENT_TEST_PG_URL") else {
        return;
    };
    let sb = Sandbox::start();
    let card = some_talent_cards(&sb, 2).await;
    let up = Machine::new(&sb, &db.url, "asha");
    ok(&up.run(&["usage", "-o", "json"]));
    // The same database, stopped: nothing listens on its port any more.
    let port = {
        let l = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
        l.local_addr().unwrap().port()
    };
    let down = format!("postgres://asha@127.0.0.1:{port}/talent");
    let m = Machine::new(&sb, &down, "asha");
    let before = reached(&sb, "/candidates/").await.len();
    // required: a spend sends nothing, exit 1, naming the ledger.
    let out = m.run(&["candidate", "show", &card[0], "--yes"]);
    assert_eq!(out.status.code(), Some(1), "{}", stderr(&out));
    let err = stderr(&out);
    assert!(err.contains(&format!("127.0.0.1:{port}/talent")), "{err}");
    assert!(err.contains("unreachable"), "{err}");
    assert_eq!(
        reached(&sb, "/candidates/").await.len(),
        before,
        "nothing sent"
    );
    // ... what spends nothing warns and runs.
    let out = m.run(&["jobs", "list", "-o", "json"]);
    ok(&out);
    assert!(stderr(&out).contains("unreachable"), "{}", stderr(&out));
    // prefer: without a terminal a spend needs --offline-spend.
    let p = Machine::new(&sb, &down, "asha").with("TALENT_LEDGER_MODE", "prefer");
    let out = p.run(&["candidate", "show", &card[0], "--yes"]);
    assert_eq!(out.status.code(), Some(1), "{}", stderr(&out));
    assert!(stderr(&out).contains("--offline-spend"), "{}", stderr(&out));
    let out = p.run(&[
        "candidate",
        "show",
        &card[0],
        "--offline-spend",
        "-o",
        "json",
    ]);
    ok(&out);
    assert!(
        stderr(&out).contains("this machine's ledger"),
        "{}",
        stderr(&out)
    );
    assert_eq!(reached(&sb, "/candidates/").await.len(), before + 1);
    // The local ledger took over: the unlock is known there.
    let again = p.run(&[
        "candidate",
        "show",
        &card[0],
        "--offline-spend",
        "-o",
        "json",
    ]);
    ok(&again);
    assert_eq!(used(&sb, "apiUnlocks").await, 1);
}

/// A TCP relay in front of the test database that cuts the connection that
/// first sends `needle` (which is never delivered): the database goes away
/// at one exact point of a run and stays away (a run connects afresh once
/// after a lost connection) until `set_down(false)` brings it back.
struct Relay {
    url: String,
    cut: Arc<AtomicBool>,
    /// While set, a connection is closed as soon as it is accepted.
    down: Arc<AtomicBool>,
}

impl Relay {
    fn cutting_at(db_url: &str, needle: &'static [u8]) -> Relay {
        // postgres://user@HOST:PORT/db?query: the relay takes HOST:PORT's place.
        let (scheme_user, rest) = db_url.split_once('@').expect("user@host in the URL");
        let (hostport, tail) = rest.split_once('/').expect("a database in the URL");
        let upstream = hostport.to_string();
        let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
        let url = format!("{scheme_user}@{}/{tail}", listener.local_addr().unwrap());
        let cut = Arc::new(AtomicBool::new(false));
        let down = Arc::new(AtomicBool::new(false));
        let seen = Arc::clone(&cut);
        let refuse = Arc::clone(&down);
        std::thread::spawn(move || {
            for client in listener.incoming() {
                let Ok(client) = client else { return };
                if refuse.load(Ordering::SeqCst) {
                    drop(client);
                    continue;
                }
                let Ok(server) = std::net::TcpStream::connect(&upstream) else {
                    return;
                };
                let (c2, s2) = (client.try_clone().unwrap(), server.try_clone().unwrap());
                // Server to client: as is.
                std::thread::spawn(move || {
                    let (mut from, mut to) = (s2, c2);
                    let _ = std::io::copy(&mut from, &mut to);
                    let _ = to.shutdown(std::net::Shutdown::Both);
                });
                // Client to server: watched for the needle (across reads).
                let seen = Arc::clone(&seen);
                let stop = Arc::clone(&refuse);
                std::thread::spawn(move || {
                    use std::io::{Read, Write};
                    let (mut from, mut to) = (client, server);
                    let mut window: Vec<u8> = Vec::new();
                    let mut buf = [0u8; 16 * 1024];
                    loop {
                        let n = match from.read(&mut buf) {
                            Ok(0) | Err(_) => break,
                            Ok(n) => n,
                        };
                        window.extend_from_slice(&buf[..n]);
                        // Once: later connections pass (the database is back).
                        if !seen.load(Ordering::SeqCst)
                            && window.windows(needle.len()).any(|w| w == needle)
                        {
                            seen.store(true, Ordering::SeqCst);
                            stop.store(true, Ordering::SeqCst);
                            break;
                        }
                        if to.write_all(&buf[..n]).is_err() {
                            break;
                        }
                        let keep = window.len().saturating_sub(needle.len());
                        window.drain(..keep);
                    }
                    let _ = from.shutdown(std::net::Shutdown::Both);
                    let _ = to.shutdown(std::net::Shutdown::Both);
                });
            }
        });
        Relay { url, cut, down }
    }

    /// The database as one that stopped (`true`) or is back (`false`).
    fn set_down(&self, down: bool) {
        self.down.store(down, Ordering::SeqCst);
    }

    fn was_cut(&self) -> bool {
        self.cut.load(Ordering::SeqCst)
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_database_that_goes_away_while_an_unlock_is_held_sends_nothing() {
    // Regression: the database went away between the admission's check and
    // the hold, the hold fell to the stand-in, and the unlock was sent (and
    // spent past a member's allowance) with no team ledger.
    let Some(db) = Db::create("TALENT_TEST_PG_URL") else {
        return;
    };
    let sb = Sandbox::start();
    let card = some_talent_cards(&sb, 1).await;
    ok(&Machine::new(&sb, &db.url, "asha").run(&["usage", "-o", "json"]));
    let before = reached(&sb, "/candidates/").await.len();
    let used_before = used(&sb, "apiUnlocks").await;
    for mode in ["required", "prefer"] {
        let relay = Relay::cutting_at(&db.url, b"FROM talent_reserve_admit");
        // (`talent_reserve_admit_fair` since the pacer is fair between
        // members: the prefix names both.)
        let m = Machine::new(&sb, &relay.url, "asha").with("TALENT_LEDGER_MODE", mode);
        let out = m.run(&["candidate", "show", &card[0], "--yes"]);
        assert!(relay.was_cut(), "{mode}: the relay cut at the hold");
        assert_eq!(out.status.code(), Some(1), "{mode}: {}", stderr(&out));
        let err = stderr(&out);
        assert!(err.contains("unreachable"), "{mode}: {err}");
        assert!(err.contains("nothing"), "{mode}: {err}");
        if mode == "prefer" {
            assert!(err.contains("--offline-spend"), "{err}");
        }
        assert_eq!(
            reached(&sb, "/candidates/").await.len(),
            before,
            "{mode}: nothing sent"
        );
    }
    assert_eq!(used(&sb, "apiUnlocks").await, used_before, "nothing spent");
    // The database itself kept nothing of the cut runs.
    assert_eq!(db.sql("SELECT count(*) FROM talent_spends"), "0");
    // Gone after the send (required, the default): the unlock is shown, the
    // spend is said and kept on this machine, and the next run that reaches
    // the database writes it there, once.
    // (`talent_settle_read_paced` since a settle moves a late send's slot:
    // the prefix names both.)
    let relay = Relay::cutting_at(&db.url, b"talent_settle_read");
    let m = Machine::new(&sb, &relay.url, "asha");
    let out = m.run(&["candidate", "show", &card[0], "--yes", "-o", "json"]);
    ok(&out);
    assert!(relay.was_cut());
    assert!(
        stderr(&out).contains("1 unlock was spent while the team ledger is away"),
        "{}",
        stderr(&out)
    );
    assert_eq!(used(&sb, "apiUnlocks").await, used_before + 1);
    assert_eq!(db.sql("SELECT count(*) FROM talent_spends"), "0");
    relay.set_down(false);
    let out = m.run(&["candidate", "show", &card[0], "-o", "json"]);
    ok(&out);
    assert!(
        stderr(&out).contains("1 unlock(s), 0 invite(s), 1 spend line(s)"),
        "{}",
        stderr(&out)
    );
    assert_eq!(
        db.sql("SELECT member || ' ' || spent || ' ' || outcome FROM talent_spends"),
        "asha true spent"
    );
    assert_eq!(used(&sb, "apiUnlocks").await, used_before + 1, "free again");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn what_prefer_kept_offline_is_written_back_once_when_the_database_is_back() {
    let Some(db) = Db::create("TALENT_TEST_PG_URL") else {
        return;
    };
    let sb = Sandbox::start();
    let card = some_talent_cards(&sb, 1).await;
    let vikram = Machine::new(&sb, &db.url, "vikram");
    ok(&vikram.run(&["usage", "-o", "json"]));
    // Asha's laptop reaches the database through a relay the test stops.
    let relay = Relay::cutting_at(&db.url, b"talent-relay-never-cuts");
    let asha = Machine::new(&sb, &relay.url, "asha").with("TALENT_LEDGER_MODE", "prefer");
    relay.set_down(true);
    let out = asha.run(&[
        "candidate",
        "show",
        &card[0],
        "--offline-spend",
        "-o",
        "json",
    ]);
    ok(&out);
    assert!(
        stderr(&out).contains("this machine's ledger"),
        "{}",
        stderr(&out)
    );
    assert_eq!(db.sql("SELECT count(*) FROM talent_unlocked"), "0");
    // Back: her next run writes the unlock and its spend to it, once.
    relay.set_down(false);
    let out = asha.run(&["candidate", "show", &card[0], "-o", "json"]);
    ok(&out);
    assert!(
        stderr(&out).contains("1 unlock(s), 0 invite(s), 1 spend line(s)"),
        "{}",
        stderr(&out)
    );
    assert_eq!(
        db.sql("SELECT member || ' ' || spent FROM talent_spends WHERE source LIKE 'line:%'"),
        "asha true"
    );
    let again = asha.run(&["candidate", "show", &card[0], "-o", "json"]);
    ok(&again);
    assert!(!stderr(&again).contains("wrote what"), "{}", stderr(&again));
    assert_eq!(db.sql("SELECT count(*) FROM talent_spends"), "1");
    // Vikram now opens her candidate free and is told who unlocked it
    // (another machine's row: free once the service's record shows it was
    // unlocked a second or more before).
    std::thread::sleep(Duration::from_millis(2_100));
    let out = vikram.run(&["candidate", "show", &card[0]]);
    ok(&out);
    assert!(stderr(&out).contains("asha"), "{}", stderr(&out));
    assert_eq!(used(&sb, "apiUnlocks").await, 1);
    // Keys and --new states used offline stay local, and it says so.
    relay.set_down(true);
    let out = asha.run(&[
        "search",
        "--min-exp",
        "1",
        "--new",
        "--state",
        "offline-test",
        "--offline-spend",
        "-o",
        "json",
    ]);
    ok(&out);
    assert!(
        stderr(&out).contains("stay on this machine"),
        "{}",
        stderr(&out)
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_joining_machines_local_ledger_is_imported_once() {
    let Some(db) = Db::create("TALENT_TEST_PG_URL") else {
        return;
    };
    let sb = Sandbox::start();
    let card = some_talent_cards(&sb, 1).await;
    // Kiran worked alone (the local ledger) before joining the team.
    let alone = Machine::new(&sb, "", "kiran");
    ok(&alone.run(&["candidate", "show", &card[0], "--yes", "-o", "json"]));
    let file = alone.env.data_dir().join("ledger.sqlite3");
    assert!(file.is_file(), "the local ledger is {}", file.display());
    let joined = Machine::new(&sb, &db.url, "kiran");
    let missing = joined.run(&["ledger", "import", "/nonexistent/ledger.sqlite3"]);
    assert_eq!(missing.status.code(), Some(2), "{}", stderr(&missing));
    let out = joined.run(&["ledger", "import", file.to_str().unwrap()]);
    ok(&out);
    assert!(
        stderr(&out).contains("imported 1 unlock(s), 0 invite(s) and 1 spend line(s)"),
        "{}",
        stderr(&out)
    );
    assert!(stderr(&out).contains("as kiran"), "{}", stderr(&out));
    let again = joined.run(&["ledger", "import", file.to_str().unwrap()]);
    ok(&again);
    assert!(
        stderr(&again).contains("before; nothing changed"),
        "{}",
        stderr(&again)
    );
    assert_eq!(db.sql("SELECT count(*) FROM talent_spends"), "1");
    // A teammate opens Kiran's candidate free, told who unlocked it: an
    // import's row is a unit until the service's record (unlocked a
    // second or more before) says it costs nothing (issue 46).
    std::thread::sleep(Duration::from_millis(2_100));
    let vikram = Machine::new(&sb, &db.url, "vikram");
    let out = vikram.run(&["candidate", "show", &card[0]]);
    ok(&out);
    assert!(stderr(&out).contains("kiran"), "{}", stderr(&out));
    assert!(
        stderr(&out).contains("already unlocked, no unlock spent"),
        "{}",
        stderr(&out)
    );
    assert_eq!(used(&sb, "apiUnlocks").await, 1);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn ledger_reset_and_prune_on_a_team_ledger_need_yes_and_touch_one_workspace() {
    let Some(db) = Db::create("TALENT_TEST_PG_URL") else {
        return;
    };
    let sb = Sandbox::start();
    let card = some_talent_cards(&sb, 1).await;
    let prod = Machine::new(&sb, &db.url, "asha");
    let other = sb
        .other_keys
        .as_ref()
        .expect("a second workspace's key")
        .production
        .clone();
    let eval = Machine::new(&sb, &db.url, "asha").with("TALENT_API_KEY", &other);
    ok(&prod.run(&["candidate", "show", &card[0], "--yes", "-o", "json"]));
    ok(&eval.run(&["candidate", "show", &card[0], "--yes", "-o", "json"]));
    let workspaces =
        || db.sql("SELECT string_agg(workspace, ',' ORDER BY workspace) FROM talent_unlocked");
    let both = workspaces();
    assert_eq!(both.split(',').count(), 2, "two workspaces: {both}");
    for what in ["reset", "prune"] {
        let out = prod.run(&["ledger", what]);
        assert_eq!(out.status.code(), Some(2), "{what}: {}", stderr(&out));
        assert!(stderr(&out).contains("team ledger"), "{}", stderr(&out));
        assert!(stderr(&out).contains("--yes"), "{}", stderr(&out));
        assert_eq!(workspaces(), both, "{what} without --yes changed nothing");
    }
    let out = prod.run(&["ledger", "prune", "--yes"]);
    ok(&out);
    assert_eq!(workspaces(), both, "a fresh unlock is kept by prune");
    let out = prod.run(&["ledger", "reset", "--yes"]);
    ok(&out);
    assert!(
        stderr(&out).contains("other workspaces are untouched"),
        "{}",
        stderr(&out)
    );
    let left = workspaces();
    assert_eq!(left.split(',').count(), 1, "{left}");
    assert!(both.contains(&left));
    // The evaluation workspace still knows its candidate: free, no spend.
    ok(&eval.run(&["candidate", "show", &card[0], "-o", "json"]));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_role_that_cannot_create_tables_is_told_to_migrate_and_the_documented_role_works() {
    let Some(db) = Db::create("TALENT_TEST_PG_URL") else {
        return;
    };
    let role = format!("talent_low_{:x}", fastrand::u32(..));
    db.sql(&format!("CREATE ROLE {role} LOGIN"));
    // Straight to the database: the test pooler knows only its admin user.
    let low_url = db.direct.replacen("postgres@", &format!("{role}@"), 1);
    let sb = Sandbox::start();
    let low = Machine::new(&sb, &low_url, "asha");
    let out = low.run(&["search", "--min-exp", "1", "-o", "json"]);
    assert_eq!(out.status.code(), Some(1), "{}", stderr(&out));
    assert!(
        stderr(&out).contains("talent ledger migrate"),
        "{}",
        stderr(&out)
    );
    assert!(reached(&sb, "/search").await.is_empty(), "nothing sent");
    // The schema made by a role that can, then the README's grants.
    let admin = Machine::new(&sb, &db.url, "admin");
    ok(&admin.run(&["ledger", "migrate"]));
    db.sql(&format!(
        "GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO {role};
         GRANT USAGE ON ALL SEQUENCES IN SCHEMA public TO {role};
         GRANT EXECUTE ON ALL FUNCTIONS IN SCHEMA public TO {role};"
    ));
    ok(&low.run(&["search", "--min-exp", "1", "-o", "json"]));
    // A database that takes no writes (as a replica) is named as such.
    db.sql(&format!(
        "ALTER ROLE {role} SET default_transaction_read_only = on"
    ));
    let out = low.run(&["search", "--min-exp", "1", "-o", "json"]);
    assert_eq!(out.status.code(), Some(1), "{}", stderr(&out));
    assert!(stderr(&out).contains("read-only"), "{}", stderr(&out));
    drop(db);
    let _ = StdCommand::new("psql")
        .args([
            admin_url("TALENT_TEST_PG_URL").unwrap().as_str(),
            "-XAtq",
            "-c",
            &format!("DROP ROLE IF EXISTS {role}"),
        ])
        .output();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_password_in_the_flag_is_refused_and_never_printed() {
    let env = TestEnv::new();
    let out = env
        .talent()
        .args([
            "--ledger-url",
            "postgres://asha:hunter2@db.example.com/team",
            "usage",
        ])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("holds a password"), "{err}");
    assert!(!err.contains("hunter2"), "{err}");
    for bad in [
        "postgresql://asha@db.example.com",
        "host=db user=asha password=hunter2",
        "postgres://asha@db.example.com/team?sslmode=sometimes",
    ] {
        let out = env
            .talent()
            .env("TALENT_LEDGER_URL", bad)
            .arg("usage")
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(2), "{bad}");
        assert!(!String::from_utf8_lossy(&out.stderr).contains("hunter2"));
    }
    let out = env
        .talent()
        .args(["config", "set", "ledger_url", "postgres://a:hunter2@h/d"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(!String::from_utf8_lossy(&out.stderr).contains("hunter2"));
}

/// A database on the TLS-only cluster (`.ci/pg.sh ssl`) and its CA file.
fn tls_db() -> Option<(Db, String)> {
    let db = Db::create("TALENT_TEST_PG_SSL_URL")?;
    let ca =
        std::env::var("TALENT_TEST_PG_SSL_CA").expect("TALENT_TEST_PG_SSL_CA with the SSL URL");
    Some((db, ca))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn tls_to_the_database_is_verified_against_the_ca_file() {
    let Some((db, ca)) = tls_db() else {
        return;
    };
    let sb = Sandbox::with(SandboxOptions::default());
    // By name, as a remote database is reached: verify-full by default.
    let url = db.url.replace("127.0.0.1", "localhost") + "?sslmode=verify-full";
    let m = Machine::new(&sb, &url, "asha").with("TALENT_CA_FILE", &ca);
    let out = m.run(&["ledger", "migrate"]);
    ok(&out);
    // The cluster takes TCP connections over TLS only (hostssl).
    ok(&m.run(&["search", "--min-exp", "1", "-o", "json"]));
    // Without the CA the certificate is not trusted: exit 1, no spend.
    let m = Machine::new(&sb, &url, "asha");
    let out = m.run(&["ledger", "migrate"]);
    assert_eq!(out.status.code(), Some(1), "{}", stderr(&out));
    assert!(
        stderr(&out).to_lowercase().contains("certificate"),
        "{}",
        stderr(&out)
    );
}

/// `ledger::pg::tls` reads the hash of SCRAM's channel binding from the
/// server's certificate itself (issue 29): with `channel_binding=require`
/// the login succeeds only when the binding is offered and right, since the
/// server checks it against its own certificate (`SCRAM-SHA-256-PLUS`).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_scram_login_over_tls_is_bound_to_the_servers_certificate() {
    let Some((db, ca)) = tls_db() else {
        return;
    };
    let sb = Sandbox::with(SandboxOptions::default());
    // The role `.ci/pg.sh ssl` makes: SCRAM-SHA-256 only, over TLS only.
    let url = db.url.replace("127.0.0.1", "localhost").replacen(
        "postgres://postgres@",
        "postgres://talent_scram@",
        1,
    );
    assert!(url.contains("talent_scram@"), "{url}");
    let bound = format!("{url}?sslmode=verify-full&channel_binding=require");
    let m = Machine::new(&sb, &bound, "asha")
        .with("TALENT_CA_FILE", &ca)
        .with("PGPASSWORD", "scram-pw");
    ok(&m.run(&["ledger", "migrate"]));
    ok(&m.run(&["search", "--min-exp", "1", "-o", "json"]));
    // The wrong password is refused by the same exchange: the test can fail.
    let m = Machine::new(&sb, &bound, "asha")
        .with("TALENT_CA_FILE", &ca)
        .with("PGPASSWORD", "not-the-password");
    let out = m.run(&["ledger", "migrate"]);
    assert_eq!(out.status.code(), Some(1), "{}", stderr(&out));
    assert!(
        !stderr(&out).contains("not-the-password"),
        "{}",
        stderr(&out)
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn doctor_checks_the_team_ledger_its_schema_tls_and_the_member() {
    let Some(db) = Db::create("TALENT_TEST_PG_URL") else {
        return;
    };
    let sb = Sandbox::start();
    let m = Machine::new(&sb, &db.url, "asha");
    ok(&m.run(&["ledger", "migrate"]));
    let out = m.run(&["doctor", "--json"]);
    let rows = json_stdout(&out);
    let row = |name: &str| {
        rows.as_array()
            .unwrap()
            .iter()
            .find(|r| r["check"] == name)
            .cloned()
            .unwrap_or_else(|| panic!("no {name} row: {rows}"))
    };
    assert_eq!(row("member")["detail"], "asha");
    assert_eq!(row("team ledger")["status"], "ok", "{rows}");
    assert!(row("team schema")["detail"]
        .as_str()
        .unwrap()
        .starts_with(&format!(
            "version {}",
            talent::ledger::pg::PG_SCHEMA_VERSION
        )));
    assert_eq!(row("team tls")["status"], "ok");
    // Away: one failing line naming the ledger, no password anywhere.
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    let down = Machine::new(
        &sb,
        &format!("postgres://asha:pw-s3cret@127.0.0.1:{port}/t"),
        "asha",
    );
    let out = down.run(&["doctor", "--json"]);
    assert_eq!(out.status.code(), Some(1));
    let all = format!("{}{}", String::from_utf8_lossy(&out.stdout), stderr(&out));
    assert!(all.contains("unreachable"), "{all}");
    assert!(!all.contains("pw-s3cret"), "{all}");
}

// ---- What hostile use found in the team ledger (issue 28) ----

/// Regression (issue 28): a password with an unencoded `/` in
/// TALENT_LEDGER_URL, --ledger-url or the config printed
/// `malformed URL: invalid port number (postgres://postgres:S3cret/PW@…)`.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_database_password_printed() {
    let env = TestEnv::new();
    let url = "postgres://postgres:S3cret/PW+x@db.example.com:5432/team";
    let check = |out: &Output, how: &str| {
        assert_eq!(out.status.code(), Some(2), "{how}: {}", stderr(out));
        let all = format!("{}{}", String::from_utf8_lossy(&out.stdout), stderr(out));
        assert!(
            !all.contains("S3cret") && !all.contains("PW+x"),
            "{how}: {all}"
        );
        assert!(all.contains("***"), "{how}: the URL is shown masked: {all}");
    };
    let flag = env
        .talent()
        .args(["--ledger-url", url, "usage"])
        .output()
        .unwrap();
    check(&flag, "flag");
    let from_env = env
        .talent()
        .env("TALENT_LEDGER_URL", url)
        .arg("usage")
        .output()
        .unwrap();
    check(&from_env, "env");
    assert!(stderr(&from_env).contains("%2F"), "{}", stderr(&from_env));
    let set = env
        .talent()
        .args(["config", "set", "ledger_url", url])
        .output()
        .unwrap();
    check(&set, "config set");
    // Written into config.toml by hand: every command that reads it.
    std::fs::write(
        env.config_dir().join("config.toml"),
        format!("ledger_url = {url:?}\n"),
    )
    .unwrap();
    let out = env.talent().arg("usage").output().unwrap();
    check(&out, "config.toml");
    // ... and the commands that show the config, which run on past it.
    for args in [
        &["config", "get", "ledger_url"][..],
        &["config", "list", "-o", "json"],
    ] {
        let out = env.talent().args(args).output().unwrap();
        assert_eq!(out.status.code(), Some(0), "{args:?}: {}", stderr(&out));
        let all = format!("{}{}", String::from_utf8_lossy(&out.stdout), stderr(&out));
        assert!(
            !all.contains("S3cret") && !all.contains("PW+x"),
            "{args:?}: {all}"
        );
        assert!(
            all.contains("postgres://postgres:***@db.example.com"),
            "{args:?}: {all}"
        );
    }
}

/// Regression (issue 28): `prefer`'s write-back and a later `ledger import`
/// of the same file added the same spends again; the write-back note was
/// kept per database, so a second workspace's offline unlock never reached
/// the team ledger; and the shared snapshot stayed short of the service
/// for its TTL after a write-back.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn counted_twice() {
    let Some(db) = Db::create("TALENT_TEST_PG_URL") else {
        return;
    };
    let sb = Sandbox::start();
    let cards = some_talent_cards(&sb, 2).await;
    let other = sb
        .other_keys
        .as_ref()
        .expect("a second workspace's key")
        .production
        .clone();
    let vikram = Machine::new(&sb, &db.url, "vikram");
    ok(&vikram.run(&["usage", "-o", "json"]));
    let relay = Relay::cutting_at(&db.url, b"talent-relay-never-cuts");
    let asha = Machine::new(&sb, &relay.url, "asha").with("TALENT_LEDGER_MODE", "prefer");
    relay.set_down(true);
    let show = [
        "candidate",
        "show",
        &cards[0],
        "--offline-spend",
        "-o",
        "json",
    ];
    ok(&asha.run(&show));
    // The same laptop on a second workspace's key, offline too.
    let mut second = asha.command(&show);
    second.env("TALENT_API_KEY", &other);
    ok(&second.output().unwrap());
    relay.set_down(false);
    let out = asha.run(&["candidate", "show", &cards[0], "-o", "json"]);
    ok(&out);
    assert!(
        stderr(&out).contains("2 unlock(s), 0 invite(s), 2 spend line(s)"),
        "both workspaces written back: {}",
        stderr(&out)
    );
    assert_eq!(
        db.sql("SELECT count(DISTINCT workspace) FROM talent_unlocked"),
        "2"
    );
    // The same file imported afterwards adds nothing.
    let file = asha.env.data_dir().join("ledger.sqlite3");
    let out = asha.run(&["ledger", "import", file.to_str().unwrap()]);
    ok(&out);
    assert!(stderr(&out).contains("nothing changed"), "{}", stderr(&out));
    assert_eq!(db.sql("SELECT count(*) FROM talent_spends"), "2");
    // The next spend is judged on the service's count, not a snapshot
    // short of the written-back unlock.
    ok(&vikram.run(&["candidate", "show", &cards[1], "--yes", "-o", "json"]));
    let service = used(&sb, "apiUnlocks").await;
    assert_eq!(service, 2, "one a workspace, and Vikram's");
    let ws = db.sql(
        "SELECT workspace FROM talent_unlocked WHERE talent_card_id = (SELECT talent_card_id FROM talent_unlocked GROUP BY talent_card_id HAVING count(*) = 1 LIMIT 1)",
    );
    assert_eq!(
        db.sql(&format!(
            "SELECT unlocks_used FROM talent_usage WHERE workspace = '{ws}'"
        )),
        service.to_string()
    );
}

/// A file's contents (hashed), mode, and the names beside it.
fn digest(path: &std::path::Path) -> (u64, u32, Vec<String>) {
    use std::hash::{Hash, Hasher};
    use std::os::unix::fs::PermissionsExt;
    let mut h = std::collections::hash_map::DefaultHasher::new();
    std::fs::read(path).unwrap().hash(&mut h);
    let bytes = h.finish();
    let mode = std::fs::metadata(path).unwrap().permissions().mode() & 0o777;
    let mut names: Vec<String> = std::fs::read_dir(path.parent().unwrap())
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().to_string())
        .collect();
    names.sort();
    (bytes, mode, names)
}

/// Regression (issue 28): importing any SQLite file added ~20 tables, an id
/// and mode 0600 to it, and its rows were not checked (a cost of 1,000,000
/// a line was accepted, the member's allowance gone for the cycle).
#[cfg(unix)]
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn ledger_import_alters_and_trusts_its_input() {
    use std::os::unix::fs::PermissionsExt;
    let Some(db) = Db::create("TALENT_TEST_PG_URL") else {
        return;
    };
    let sb = Sandbox::start();
    let card = some_talent_cards(&sb, 1).await;
    let joined = Machine::new(&sb, &db.url, "kiran");
    ok(&joined.run(&["usage", "-o", "json"]));
    let dir = tempfile::tempdir().unwrap();
    // An application's database given by mistake: refused, untouched.
    let app = dir.path().join("app.db");
    {
        let c = rusqlite::Connection::open(&app).unwrap();
        c.execute_batch("CREATE TABLE users (id integer primary key, name text); INSERT INTO users (name) VALUES ('x');")
            .unwrap();
    }
    std::fs::set_permissions(&app, std::fs::Permissions::from_mode(0o644)).unwrap();
    let before = digest(&app);
    let out = joined.run(&["ledger", "import", app.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(2), "{}", stderr(&out));
    assert!(
        stderr(&out).contains("is not a talent ledger"),
        "{}",
        stderr(&out)
    );
    assert_eq!(digest(&app), before, "the file is as it was");
    // A real ledger is read, not changed (no id, no tables, no mode).
    let alone = Machine::new(&sb, "", "kiran");
    ok(&alone.run(&["candidate", "show", &card[0], "--yes", "-o", "json"]));
    let file = alone.env.data_dir().join("ledger.sqlite3");
    let forged = dir.path().join("forged.sqlite3");
    std::fs::copy(&file, &forged).unwrap();
    std::fs::set_permissions(&file, std::fs::Permissions::from_mode(0o644)).unwrap();
    let before = digest(&file);
    // Forged: one line of a million unlocks is not a ledger of this cycle.
    {
        let c = rusqlite::Connection::open(&forged).unwrap();
        c.execute("UPDATE audit SET cost = 1000000", []).unwrap();
    }
    let out = joined.run(&["ledger", "import", forged.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(2), "{}", stderr(&out));
    assert!(stderr(&out).contains("1000000"), "{}", stderr(&out));
    assert!(
        stderr(&out).contains("nothing was imported"),
        "{}",
        stderr(&out)
    );
    assert_eq!(db.sql("SELECT count(*) FROM talent_spends"), "0");
    assert_eq!(db.sql("SELECT count(*) FROM talent_unlocked"), "0");
    // More spent than the service counted for the whole workspace.
    {
        let c = rusqlite::Connection::open(&forged).unwrap();
        c.execute_batch(
            "UPDATE audit SET cost = 1;
             INSERT INTO audit (at_ms, workspace, command, meter, cost, outcome)
               SELECT at_ms, workspace, command, meter, cost, outcome FROM audit;",
        )
        .unwrap();
    }
    let out = joined.run(&["ledger", "import", forged.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(2), "{}", stderr(&out));
    assert!(
        stderr(&out).contains("2 unlocks spent this cycle, and the service counts 1"),
        "{}",
        stderr(&out)
    );
    // The real one imports, and stays as it was.
    let out = joined.run(&["ledger", "import", file.to_str().unwrap()]);
    ok(&out);
    assert!(
        stderr(&out).contains("imported 1 unlock(s), 0 invite(s) and 1 spend line(s)"),
        "{}",
        stderr(&out)
    );
    assert_eq!(digest(&file), before, "the imported file is as it was");
}

/// A role that may read talent's tables and nothing more.
fn select_only_role(db: &Db) -> (String, String) {
    let role = format!("talent_ro_{:x}", fastrand::u32(..));
    db.sql(&format!(
        "CREATE ROLE {role} LOGIN;
         GRANT SELECT ON ALL TABLES IN SCHEMA public TO {role};
         GRANT EXECUTE ON ALL FUNCTIONS IN SCHEMA public TO {role};"
    ));
    // Straight to the database: the test pooler knows only its admin user.
    let url = db.direct.replacen("postgres@", &format!("{role}@"), 1);
    (role, url)
}

fn drop_role(role: &str) {
    let _ = StdCommand::new("psql")
        .args([
            admin_url("TALENT_TEST_PG_URL").unwrap().as_str(),
            "-XAtq",
            "-c",
            &format!("DROP OWNED BY {role}; DROP ROLE IF EXISTS {role}"),
        ])
        .output();
}

/// Regression (issue 28): with a reachable ledger that fails (a read-only
/// role, SELECT-only grants, a schema too new) `usage`, `status` and
/// `jobs list` exited 1, even with `prefer`; the contract says they warn
/// and run. A spend is still judged by the mode: nothing sent in `required`.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn commands_that_spend_nothing_fail_with_a_reachable_but_failing_ledger() {
    let Some(db) = Db::create("TALENT_TEST_PG_URL") else {
        return;
    };
    let sb = Sandbox::start();
    let card = some_talent_cards(&sb, 1).await;
    let admin = Machine::new(&sb, &db.url, "admin");
    ok(&admin.run(&["ledger", "migrate"]));
    let (role, ro_url) = select_only_role(&db);
    for mode in ["required", "prefer"] {
        let m = Machine::new(&sb, &ro_url, "asha").with("TALENT_LEDGER_MODE", mode);
        for args in [
            &["usage", "-o", "json"][..],
            &["status", "-o", "json"],
            &["jobs", "list", "-o", "json"],
        ] {
            let out = m.run(args);
            assert_eq!(
                out.status.code(),
                Some(0),
                "{mode} {args:?}: {}",
                stderr(&out)
            );
            assert!(
                stderr(&out).contains("permission denied"),
                "{mode} {args:?} warns: {}",
                stderr(&out)
            );
        }
    }
    let before = reached(&sb, "/candidates/").await.len();
    let m = Machine::new(&sb, &ro_url, "asha");
    let out = m.run(&["candidate", "show", &card[0], "--yes"]);
    assert_eq!(out.status.code(), Some(1), "{}", stderr(&out));
    assert!(
        stderr(&out).contains("GRANT") || stderr(&out).contains("grant"),
        "{}",
        stderr(&out)
    );
    assert_eq!(
        reached(&sb, "/candidates/").await.len(),
        before,
        "nothing sent"
    );
    // A schema too new for this binary: the same.
    db.sql("UPDATE talent_meta SET value = '99' WHERE name = 'compat'");
    let out = admin.run(&["jobs", "list", "-o", "json"]);
    ok(&out);
    assert!(stderr(&out).contains("version 99"), "{}", stderr(&out));
    drop(db);
    drop_role(&role);
}

/// Holds talent's pacing lock of the key's global class in an open
/// transaction, as a `psql` session left idle would.
fn hold_pacing_lock(db: &Db, key: &str) -> Child {
    let lock = lock_key(key, "global");
    let holder = StdCommand::new("psql")
        .args([
            db.url.as_str(),
            "-XAtq",
            "-c",
            &format!(
                "SET client_connection_check_interval = 100; BEGIN; SELECT pg_advisory_xact_lock({lock}); SELECT pg_sleep(60)"
            ),
        ])
        .env("PGAPPNAME", "psql-holder")
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("psql");
    until(
        db,
        "SELECT count(*) FROM pg_locks WHERE locktype = 'advisory' AND granted AND database = (SELECT oid FROM pg_database WHERE datname = current_database())",
        "1",
    );
    holder
}

/// Regression (issue 28): a statement timeout on a lock held elsewhere said
/// only "canceling statement due to statement timeout", and a command that
/// spends nothing exited 1.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_statement_timeout_on_a_lock_held_elsewhere_names_the_holder() {
    let Some(db) = Db::create("TALENT_TEST_PG_URL") else {
        return;
    };
    let sb = Sandbox::start();
    let a = Machine::new(&sb, &db.url, "asha");
    ok(&a.run(&["usage", "-o", "json"]));
    let mut holder = hold_pacing_lock(&db, &sb.keys.production);
    // Spends nothing: warns, names the holder, runs.
    let out = a.run(&["jobs", "list", "-o", "json"]);
    let err = stderr(&out);
    assert_eq!(out.status.code(), Some(0), "{err}");
    assert!(err.contains("lock held elsewhere"), "{err}");
    assert!(err.contains("psql-holder"), "{err}");
    // Spends: refused with what to do, nothing sent.
    let before = reached(&sb, "/search").await.len();
    let out = a.run(&["search", "--min-exp", "1", "-o", "json"]);
    let err = stderr(&out);
    assert_eq!(out.status.code(), Some(1), "{err}");
    assert!(err.contains("psql-holder"), "{err}");
    assert!(err.contains("pg_terminate_backend"), "{err}");
    assert_eq!(reached(&sb, "/search").await.len(), before, "nothing sent");
    // The hold it took before the pacer's lock refused is given back.
    assert_eq!(db.sql("SELECT count(*) FROM talent_holds"), "0");
    let _ = holder.kill();
    let _ = holder.wait();
}

/// Regression (issue 28): a table named talent_holds made by something else
/// was adopted silently; every run then failed with no hint while
/// `ledger migrate` said "nothing to do".
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_foreign_talent_holds_table_is_named() {
    let Some(db) = Db::create("TALENT_TEST_PG_URL") else {
        return;
    };
    let sb = Sandbox::start();
    let m = Machine::new(&sb, &db.url, "asha");
    db.sql("CREATE TABLE talent_holds (id serial PRIMARY KEY, note text)");
    let out = m.run(&["ledger", "migrate"]);
    assert_eq!(out.status.code(), Some(1), "{}", stderr(&out));
    assert!(
        stderr(&out).contains("talent_holds (no workspace, meter, cost, member, expires_ms)"),
        "{}",
        stderr(&out)
    );
    assert_eq!(
        db.sql("SELECT to_regclass('talent_meta') IS NULL"),
        "t",
        "nothing was created"
    );
    // Adopted by an earlier talent: migrate names it instead of
    // "nothing to do", and a run says where to look.
    db.sql("DROP TABLE talent_holds");
    ok(&m.run(&["ledger", "migrate"]));
    db.sql("DROP TABLE talent_holds CASCADE; CREATE TABLE talent_holds (id serial PRIMARY KEY, note text)");
    let out = m.run(&["ledger", "migrate"]);
    assert_eq!(out.status.code(), Some(1), "{}", stderr(&out));
    assert!(stderr(&out).contains("talent_holds"), "{}", stderr(&out));
    let out = m.run(&["jobs", "list", "-o", "json"]);
    ok(&out);
    let card = some_talent_cards(&sb, 1).await;
    let out = m.run(&["candidate", "show", &card[0], "--yes"]);
    assert_eq!(out.status.code(), Some(1), "{}", stderr(&out));
    assert!(stderr(&out).contains("ledger migrate"), "{}", stderr(&out));
}

/// Regression (issue 28): a `~/.pgpass` others may read was used; libpq
/// ignores it with a warning, and so does talent.
#[cfg(unix)]
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_world_readable_pgpass_is_used() {
    use std::os::unix::fs::PermissionsExt;
    if unix_only(
        "a world-readable pgpass",
        "Windows has no group or world mode bits; its pgpass.conf is read as libpq reads it there, unchecked",
    ) {
        return;
    }
    let Some(db) = Db::create("TALENT_TEST_PG_URL") else {
        return;
    };
    let sb = Sandbox::start();
    let m = Machine::new(&sb, &db.url, "asha");
    let pgpass = m.env.path().join("home").join(".pgpass");
    std::fs::write(&pgpass, "*:*:*:*:pgpass-s3cret\n").unwrap();
    std::fs::set_permissions(&pgpass, std::fs::Permissions::from_mode(0o644)).unwrap();
    let mut cmd = m.command(&["usage", "-o", "json"]);
    cmd.env_remove("PGPASSFILE").env_remove("PGPASSWORD");
    let out = cmd.output().unwrap();
    ok(&out);
    let err = stderr(&out);
    assert!(err.contains("group or world access"), "{err}");
    assert!(err.contains("chmod 600"), "{err}");
    assert!(!err.contains("pgpass-s3cret"), "{err}");
    std::fs::set_permissions(&pgpass, std::fs::Permissions::from_mode(0o600)).unwrap();
    let mut cmd = m.command(&["usage", "-o", "json"]);
    cmd.env_remove("PGPASSFILE").env_remove("PGPASSWORD");
    let out = cmd.output().unwrap();
    ok(&out);
    assert!(!stderr(&out).contains("world access"), "{}", stderr(&out));
}

/// Regression (issue 28): after SIGTERM during an unlock the service never
/// counted, the run's "may have spent" stayed in the shared snapshot and
/// the last unlock was refused for up to its 60 s TTL.
#[cfg(unix)]
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn after_sigterm_during_an_unlock_the_service_never_counted_the_last_unlock_is_not_refused() {
    let Some(db) = Db::create("TALENT_TEST_PG_URL") else {
        return;
    };
    let sb = Sandbox::start();
    set_used(&sb, json!({"unlocks": 9})).await;
    let cards = some_talent_cards(&sb, 2).await;
    let m = Machine::new(&sb, &db.url, "asha");
    ok(&m.run(&["usage", "-o", "json"]));
    // Stalled before the service handles it: never counted.
    faults(&sb, "stall@GET/candidates/").await;
    let child = m.spawn(&["candidate", "show", &cards[0], "--yes", "-o", "json"]);
    let start = Instant::now();
    while reached(&sb, &format!("/candidates/{}", cards[0]))
        .await
        .is_empty()
    {
        assert!(
            start.elapsed() < Duration::from_secs(10),
            "the unlock never reached the sandbox"
        );
        tokio::time::sleep(Duration::from_millis(25)).await;
    }
    let killed = StdCommand::new("kill")
        .args([&format!("-{}", stop_signal()), &child.id().to_string()])
        .status()
        .unwrap();
    assert!(killed.success());
    let out = child.wait_with_output().unwrap();
    assert!(
        stderr(&out).contains("may have spent 1 unlock"),
        "{}",
        stderr(&out)
    );
    faults(&sb, "").await;
    assert_eq!(
        used(&sb, "apiUnlocks").await,
        9,
        "the service never counted it"
    );
    // At once, inside the snapshot's TTL: the last unlock is spent.
    let out = m.run(&["candidate", "show", &cards[1], "--yes", "-o", "json"]);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    assert_eq!(used(&sb, "apiUnlocks").await, 10);
}

/// `HOST:PORT` of a postgres:// URL.
fn host_port(url: &str) -> String {
    let rest = url.split_once('@').expect("user@host in the URL").1;
    rest.split_once('/')
        .expect("a database in the URL")
        .0
        .to_string()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_guarded_page_makes_at_most_5_round_trips_to_the_team_ledger() {
    // Regression: one guarded search page made 28 round trips (session SETs,
    // a prepare before every statement, the usage row read five times): 1.2 s
    // at 40 ms from the database.
    let Some(db) = Db::create("TALENT_TEST_PG_URL") else {
        return;
    };
    let sb = Sandbox::start();
    // A machine that has run before: the key's workspace and a fresh usage
    // row are in the ledger (a stale one adds GET /usage's slot and store).
    ok(&Machine::new(&sb, &db.url, "asha").run(&["search", "--min-exp", "1", "-o", "json"]));
    let relay = crate::common::latency::LatencyRelay::start(&host_port(&db.url), Duration::ZERO);
    let m = Machine::new(&sb, &relay.url_for(&db.url), "asha");
    let out = m.run(&["search", "--min-exp", "1", "-o", "json"]);
    ok(&out);
    assert_eq!(json_stdout(&out).as_array().map(Vec::len), Some(10));
    let n = relay.round_trips();
    eprintln!(
        "round trips: {n} over {} connection(s)",
        relay.connections()
    );
    assert!(n <= 5, "a guarded page made {n} round trips to the ledger");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_page_that_waits_for_a_slot_is_handed_it_with_the_wait_and_does_not_ask_again() {
    // Regression (issue 47, the far path): a page told to wait for a slot
    // asked the ledger again after its wait and took the slot with that
    // ask, so a machine 40 ms from the database sent 40 ms after the slot
    // freed, at every window's turn (two asks more than a page that did
    // not wait). The member first in line is handed the slot with the
    // wait (`talent_admit_ahead`, schema 24): one ask more.
    let Some(db) = Db::create("TALENT_TEST_PG_URL") else {
        return;
    };
    let sb = Sandbox::start();
    let page = ["search", "--min-exp", "1", "-o", "json"];
    ok(&Machine::new(&sb, &db.url, "asha").run(&page));
    let relay = crate::common::latency::LatencyRelay::start(&host_port(&db.url), Duration::ZERO);
    let m = Machine::new(&sb, &relay.url_for(&db.url), "asha");
    ok(&m.run(&page));
    let free = relay.round_trips();
    // Another member's ten sends fill the search window for 2.5 s more
    // (within a tenth of the span, and longer than a loaded machine takes
    // to start a run): asha's next page waits for the first to leave it.
    let span = talent::ledger::slot_span(60_000);
    db.sql(&format!(
        "INSERT INTO talent_sends (key_fp, class, at_ms, member)
         SELECT k.key_fp, 'search', talent_now_ms() - {span} + 2500, 'ravi'
         FROM talent_keys k, generate_series(1, 10)"
    ));
    let started = std::time::Instant::now();
    let out = m.run(&page);
    ok(&out);
    assert!(
        started.elapsed() >= Duration::from_millis(2400),
        "the page waited for its slot"
    );
    let waited = relay.round_trips() - free;
    eprintln!("round trips: {free} for a page, {waited} for one that waited");
    assert_eq!(
        waited,
        free + 1,
        "a page that waited for its slot asked the ledger {} times more",
        waited - free
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_block_recorded_while_a_member_waits_for_its_slot_is_not_sent_into() {
    // Hostile path of the slot handed out with the wait: a member handed
    // its slot a whole window ahead slept on it and sent at its time,
    // though another machine met a 429 meanwhile and recorded the key's
    // block (before, its ask after the wait saw the block). A slot is
    // handed out at most a tenth of the span ahead; a longer wait ends
    // early and asks then, so the block is seen before anything is sent.
    let Some(db) = Db::create("TALENT_TEST_PG_URL") else {
        return;
    };
    // A 3 s window: the span is 3,050 ms, a slot at most 305 ms ahead.
    let sb = Sandbox::scaled(0.05);
    let m = Machine::new(&sb, &db.url, "asha");
    let page = ["search", "--min-exp", "1", "-o", "json"];
    ok(&m.run(&page));
    let span = talent::ledger::slot_span(3_000);
    // Another member's ten sends fill the search window for 2.5 s more
    // (longer than a loaded machine takes to start a run).
    db.sql(&format!(
        "INSERT INTO talent_sends (key_fp, class, at_ms, member)
         SELECT k.key_fp, 'search', talent_now_ms() - {span} + 2500, 'ravi'
         FROM talent_keys k, generate_series(1, 10)"
    ));
    let child = m.spawn(&page);
    // asha waits (in line, or on a slot handed out): then the block.
    until(
        &db,
        "SELECT count(*) > 0 FROM (SELECT member FROM talent_waits WHERE member = 'asha'
         UNION ALL SELECT member FROM talent_sends WHERE member = 'asha' AND at_ms > talent_now_ms()) x",
        "t",
    );
    db.sql(
        "INSERT INTO talent_blocks (key_fp, class, until_ms)
         SELECT key_fp, 'search', talent_now_ms() + 4000 FROM talent_keys
         ON CONFLICT (key_fp, class) DO UPDATE SET until_ms = excluded.until_ms",
    );
    let block_ends = std::time::Instant::now() + Duration::from_millis(4000);
    let out = child.wait_with_output().expect("exits");
    ok(&out);
    assert!(
        std::time::Instant::now() >= block_ends,
        "asha's page was sent into the block: {}",
        stderr(&out)
    );
    let statuses = search_statuses(&sb).await;
    assert_eq!(statuses, vec![200, 200]);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn eight_machines_40_ms_from_the_ledger_export_on_one_key_with_no_429() {
    // Far pacing: each machine's admission reaches the database 20 ms after
    // it asks and its send follows 20 ms after the answer; the slots still
    // keep the service's window (the wall time against the minimum is in
    // docs/benchmarks.md, bench/far.sh). Through the pooler too in CI.
    let Some(db) = Db::create("TALENT_TEST_PG_URL") else {
        return;
    };
    // A slot's margin for the jitter between admission and arrival is 1 %
    // of the window and 20 ms: 50 ms at this scale. Eight Windows builds
    // under wine on 2 cores are late by more than that (a scheduling
    // delay, which no time scale shrinks): their minute is longer.
    let sb = Sandbox::scaled(if windows_binary() { 0.2 } else { 0.05 });
    let relay =
        crate::common::latency::LatencyRelay::start(&host_port(&db.url), Duration::from_millis(20));
    let url = relay.url_for(&db.url);
    let machines: Vec<Machine> = (0..8)
        .map(|i| Machine::new(&sb, &url, &format!("m{i}")))
        .collect();
    let export = [
        "search",
        "--min-exp",
        "1",
        "--limit",
        "60",
        "--page-size",
        "20",
        "-o",
        "jsonl",
    ];
    let children: Vec<Child> = machines.iter().map(|m| m.spawn(&export)).collect();
    for child in children {
        let out = child.wait_with_output().expect("exits");
        ok(&out);
        assert_eq!(String::from_utf8_lossy(&out.stdout).lines().count(), 60);
    }
    let statuses = search_statuses(&sb).await;
    assert_eq!(statuses.len(), 24, "{statuses:?}");
    assert!(statuses.iter().all(|s| *s == 200), "no 429: {statuses:?}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn through_a_transaction_pooler_a_hold_is_a_lease_and_kill_9_frees_it_within_one_term() {
    // Regression: a hold belonged to a database session (its backend pid),
    // which a transaction-mode pooler shares between clients: PgBouncer
    // refused talent outright, and a killed run's hold lived as long as the
    // pooler's server connection did.
    let Some(db) = Db::pooled() else {
        return;
    };
    // Time scale 0.05: the lease is 30 s × 0.05 = 1.5 s.
    let sb = Sandbox::scaled(0.05);
    let lease_ms = 1500;
    let card = some_talent_cards(&sb, 1).await;
    let m = Machine::new(&sb, &db.url, "asha");
    ok(&m.run(&["usage", "-o", "json"]));
    crate::common::faults(&sb, "latency=60000ms@GET/candidates").await;
    let mut child = m.spawn(&["candidate", "show", &card[0], "--yes", "-o", "json"]);
    until(&db, "SELECT count(*) FROM talent_holds", "1");
    // The run waits on the service for more than two terms: its renewals
    // keep the hold live, and no renewal pushes it past one term ahead.
    std::thread::sleep(Duration::from_millis(3 * lease_ms as u64));
    assert_eq!(
        db.sql(&format!(
            "SELECT count(*) FROM talent_holds WHERE expires_ms >= talent_now_ms() AND expires_ms <= talent_now_ms() + {lease_ms}"
        )),
        "1",
        "a live run's hold is renewed one term at a time"
    );
    child.kill().expect("kill -9");
    let _ = child.wait();
    // Nothing holds once a term has passed since its last renewal (the
    // database's clock, not a timer of the test).
    until(
        &db,
        "SELECT count(*) FROM talent_holds WHERE expires_ms >= talent_now_ms()",
        "0",
    );
    crate::common::faults(&sb, "").await;
    // The next run spends the unit the dead run held.
    ok(&m.run(&["candidate", "show", &card[0], "--yes", "-o", "json"]));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn three_machines_fetching_one_candidate_at_once_through_a_pooler_count_one_unlock() {
    // Regression: two machines running `candidate show` of one id at once
    // both sent and both settled "spent": the second member's allowance
    // paid for a re-fetch the service gave free.
    let Some(db) = Db::pooled() else {
        return;
    };
    let sb = Sandbox::start();
    let card = some_talent_cards(&sb, 1).await;
    let machines = [
        Machine::new(&sb, &db.url, "asha"),
        Machine::new(&sb, &db.url, "vikram"),
        Machine::new(&sb, &db.url, "kiran"),
    ];
    ok(&machines[0].run(&["usage", "-o", "json"]));
    let used_before = used(&sb, "apiUnlocks").await;
    // The service takes its time, so the three overlap.
    crate::common::faults(&sb, "latency=400ms@GET/candidates").await;
    let children: Vec<Child> = machines
        .iter()
        .map(|m| m.spawn(&["candidate", "show", &card[0], "--yes", "-o", "json"]))
        .collect();
    for child in children {
        ok(&child.wait_with_output().expect("exits"));
    }
    assert_eq!(used(&sb, "apiUnlocks").await, used_before + 1);
    let spends =
        db.sql("SELECT member FROM talent_spends WHERE meter = 'unlocks' AND spent ORDER BY id");
    assert_eq!(spends.lines().count(), 1, "one unlock counted: {spends}");
    assert_eq!(
        db.sql("SELECT member FROM talent_unlocked"),
        spends,
        "charged to the member whose fetch unlocked it"
    );
    assert_eq!(db.sql("SELECT count(*) FROM talent_holds"), "0");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_allowance_of_2_holds_against_three_racing_unlocks_on_two_machines_through_a_pooler() {
    let Some(db) = Db::pooled() else {
        return;
    };
    let sb = Sandbox::start();
    let a = Machine::new(&sb, &db.url, "asha");
    let b = Machine::new(&sb, &db.url, "asha");
    ok(&a.run(&["usage", "-o", "json"]));
    ok(&a.run(&["team", "allowance", "set", "asha", "--unlocks", "2"]));
    let used_before = used(&sb, "apiUnlocks").await;
    let cards = some_talent_cards(&sb, 3).await;
    crate::common::faults(&sb, "latency=300ms@GET/candidates").await;
    let children: Vec<Child> = cards
        .iter()
        .enumerate()
        .map(|(i, card)| {
            let m = if i % 2 == 0 { &a } else { &b };
            m.spawn(&["candidate", "show", card, "--yes", "-o", "json"])
        })
        .collect();
    let mut codes: Vec<Option<i32>> = children
        .into_iter()
        .map(|c| c.wait_with_output().expect("exits").status.code())
        .collect();
    codes.sort();
    assert_eq!(
        codes,
        vec![Some(0), Some(0), Some(5)],
        "two spend, one is refused"
    );
    assert_eq!(used(&sb, "apiUnlocks").await, used_before + 2);
    assert_eq!(
        db.sql("SELECT count(*) FROM talent_spends WHERE meter = 'unlocks' AND spent"),
        "2"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_settle_that_times_out_on_a_lock_held_elsewhere_is_kept_and_the_allowance_holds() {
    // Regression: psql holding the usage row FOR UPDATE made the settle hit
    // its timeout; the spend was recorded nowhere and the next unlock went
    // out: 2 spent on an allowance of 1.
    let Some(db) = Db::create("TALENT_TEST_PG_URL") else {
        return;
    };
    let sb = Sandbox::start();
    let cards = some_talent_cards(&sb, 2).await;
    let s = Machine::new(&sb, &db.url, "s");
    ok(&s.run(&["usage", "-o", "json"]));
    ok(&s.run(&["team", "allowance", "set", "s", "--unlocks", "1"]));
    let used_before = used(&sb, "apiUnlocks").await;
    // Another session holds the workspace's usage row for 7 s.
    let holder = StdCommand::new("psql")
        .args([
            db.direct.as_str(),
            "-XAtq",
            "-c",
            "BEGIN; SELECT 1 FROM talent_usage FOR UPDATE; SELECT pg_sleep(7); COMMIT;",
        ])
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("psql");
    until(
        &db,
        "SELECT count(*) FROM pg_locks WHERE relation = 'talent_usage'::regclass AND mode = 'RowShareLock' AND granted",
        "1",
    );
    let first = s.run(&["candidate", "show", &cards[0], "--yes", "-o", "json"]);
    ok(&first);
    let err = stderr(&first);
    assert!(err.contains("did not take it now"), "said: {err}");
    let _ = holder.wait_with_output();
    // Kept and written (at the run's end, or by the next run): the
    // allowance is spent, and the second unlock is refused unsent.
    let second = s.run(&["candidate", "show", &cards[1], "--yes", "-o", "json"]);
    assert_eq!(second.status.code(), Some(5), "{}", stderr(&second));
    assert_eq!(used(&sb, "apiUnlocks").await, used_before + 1);
    assert_eq!(
        db.sql("SELECT count(*) FROM talent_spends WHERE meter = 'unlocks' AND spent"),
        "1"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_connect_that_outlasts_its_timeout_is_tried_once_more_with_a_longer_one() {
    // A serverless database waking up answers its first connect late.
    let Some(db) = Db::create("TALENT_TEST_PG_URL") else {
        return;
    };
    let sb = Sandbox::start();
    ok(&Machine::new(&sb, &db.url, "asha").run(&["usage", "-o", "json"]));
    // 1.2 s a round trip against a 1 s connect timeout: the startup's
    // answer comes too late for the first connect, in time for the second
    // (3 s).
    let relay = crate::common::latency::LatencyRelay::start(
        &host_port(&db.url),
        Duration::from_millis(600),
    );
    let url = format!("{}?connect_timeout=1", relay.url_for(&db.url));
    let out = Machine::new(&sb, &url, "asha").run(&["search", "--min-exp", "1", "-o", "json"]);
    ok(&out);
    assert_eq!(relay.connections(), 2, "{}", stderr(&out));
}

fn find_file(dir: &std::path::Path, name: &str) -> Option<std::path::PathBuf> {
    for entry in std::fs::read_dir(dir).ok()?.flatten() {
        let path = entry.path();
        if path.is_dir() {
            if let Some(found) = find_file(&path, name) {
                return Some(found);
            }
        } else if path.file_name().is_some_and(|n| n == name) {
            return Some(path);
        }
    }
    None
}

/// Team administration is its own type, got from the ledger target: on
/// the local file an administering command is one line naming the fix,
/// exit 2, before anything is sent (no store is looked behind).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn team_administration_on_the_local_ledger_is_one_clear_line_and_sends_nothing() {
    let sb = Sandbox::start();
    expect_code(&sb.talent().arg("usage").output().unwrap(), 0);
    let file = find_file(sb.env.path(), "ledger.sqlite3").expect("the local ledger");
    let copy = sb.env.path().join("joining.sqlite3");
    std::fs::copy(&file, &copy).unwrap();
    crate::common::clear_log(&sb).await;
    let copy = copy.to_string_lossy().into_owned();
    for args in [
        vec!["team", "allowance", "set", "vikram", "--unlocks", "2"],
        vec!["team", "allowance", "list"],
        vec!["team", "allowance", "clear", "vikram"],
        vec!["ledger", "import", copy.as_str()],
    ] {
        let out = sb.talent().args(&args).output().unwrap();
        expect_code(&out, 2);
        let err = stderr(&out);
        let what = args[..args.len().min(3)].join(" ");
        assert!(
            err.contains("administers a team ledger, and this run uses the local one")
                && err.contains("--ledger-url postgres://"),
            "{what}: {err}"
        );
        assert_eq!(
            err.lines().filter(|l| l.starts_with("error")).count(),
            1,
            "{what}: one error line: {err}"
        );
        crate::common::assert_nothing_sent(&sb, &what).await;
    }
}

/// Regression (issue 40): at 80 columns `team usage` cut every limit
/// (`6 /…`). The table fits and every meter's figures are whole.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn team_usage_at_80_columns_cuts_no_limit() {
    let sb = Sandbox::start();
    set_used(
        &sb,
        json!({"searches": 926, "unlocks": 71, "messages": 1234}),
    )
    .await;
    let meters = usage(&sb).await;
    let out = sb
        .talent()
        .env("COLUMNS", "80")
        .args(["team", "usage", "-o", "table"])
        .output()
        .expect("run");
    assert!(out.status.success(), "{}", stderr(&out));
    let text = stdout(&out);
    for line in text.lines() {
        assert!(line.chars().count() <= 80, "{line:?}\n{text}");
    }
    for meter in ["searches", "apiUnlocks", "messages"] {
        let limit = &meters[meter]["limit"];
        if let Some(limit) = limit.as_u64() {
            assert!(text.contains(&format!("/ {limit}")), "{meter}: {text}");
        }
    }
    assert!(!text.contains("/…"), "{text}");
}

/// Regression (issue 40): `ledger import` of a file with a REAL `cost`
/// hinted `talent ledger reset` (which on a team ledger resets the
/// workspace); a device, a FIFO or a folder read "no ledger file". The
/// error is about the file given, and says what it is.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn ledger_import_of_a_bad_file_names_it_and_never_hints_ledger_reset() {
    if unix_only(
        "a ledger import of a FIFO and a device",
        "Unix FIFOs and device files",
    ) {
        return;
    }
    let Some(db) = Db::create("TALENT_TEST_PG_URL") else {
        return;
    };
    let sb = Sandbox::start();
    let plain = Machine::new(&sb, "", "kiran");
    let joined = Machine::new(&sb, &db.url, "kiran");
    let dir = plain.env.path().join("a-folder");
    std::fs::create_dir_all(&dir).unwrap();
    let fifo = plain.env.path().join("a-fifo");
    let c = std::ffi::CString::new(fifo.to_str().unwrap()).unwrap();
    // SAFETY: a valid C string; mkfifo has no other preconditions.
    assert_eq!(unsafe { libc::mkfifo(c.as_ptr(), 0o600) }, 0);
    for (path, says) in [
        (dir.as_path(), "is a folder"),
        (fifo.as_path(), "not a regular file"),
        (std::path::Path::new("/dev/null"), "not a regular file"),
    ] {
        let out = joined.run(&["ledger", "import", path.to_str().unwrap()]);
        assert_eq!(out.status.code(), Some(2), "{}", stderr(&out));
        assert!(stderr(&out).contains(says), "{}", stderr(&out));
        assert!(!stderr(&out).contains("no ledger file"), "{}", stderr(&out));
    }
    let card = some_talent_cards(&sb, 1).await;
    ok(&plain.run(&["candidate", "show", &card[0], "--yes", "-o", "json"]));
    let file = plain.env.data_dir().join("ledger.sqlite3");
    let odd = plain.env.path().join("odd.sqlite3");
    {
        let src = rusqlite::Connection::open(&file).unwrap();
        src.execute("VACUUM INTO ?1", [odd.to_str().unwrap()])
            .unwrap();
    }
    rusqlite::Connection::open(&odd)
        .unwrap()
        .execute_batch("UPDATE audit SET cost = 1.5")
        .unwrap();
    let out = joined.run(&["ledger", "import", odd.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(2), "{}", stderr(&out));
    assert!(stderr(&out).contains("odd.sqlite3"), "{}", stderr(&out));
    assert!(!stderr(&out).contains("ledger reset"), "{}", stderr(&out));
    assert_eq!(db.sql("SELECT count(*) FROM talent_spends"), "0");
}

/// Mallory's own ledger file: her real unlock of `paid`, and a row for
/// `planted` put beside it (dated 400 days earlier, no spend line paid for
/// it), imported into `db` as mallory: only the paid one goes in.
pub(crate) fn import_planted(sb: &Sandbox, db: &Db, paid: &str, planted: &str) {
    let alone = Machine::new(sb, "", "mallory");
    ok(&alone.run(&["candidate", "show", paid, "--yes", "-o", "json"]));
    let file = alone.env.data_dir().join("ledger.sqlite3");
    {
        let c = rusqlite::Connection::open(&file).unwrap();
        c.execute(
            "INSERT INTO unlocked SELECT workspace, ?1, at_ms - 400 * 86400000 FROM unlocked LIMIT 1",
            [planted],
        )
        .unwrap();
    }
    let mallory = Machine::new(sb, &db.url, "mallory");
    let out = mallory.run(&["ledger", "import", file.to_str().unwrap()]);
    ok(&out);
    assert!(
        stderr(&out).contains("imported 1 unlock(s), 0 invite(s) and 1 spend line(s)"),
        "{}",
        stderr(&out)
    );
    assert_eq!(db.sql("SELECT count(*) FROM talent_unlocked"), "1");
}

/// Regression (issue 40): `ledger import` took any row of a file's
/// `unlocked` table (one dated 400 days ago among them), and a teammate's
/// `candidate show ID --max-unlocks 0` then said "ID was unlocked by
/// mallory …; opening it cost nothing", exit 0, while the service counted
/// one more unlock. An unlock goes in only with the spend line that paid
/// for it; a planted one is a spend, judged as one.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn planted_unlocks_make_spends_look_free() {
    let Some(db) = Db::create("TALENT_TEST_PG_URL") else {
        return;
    };
    let sb = Sandbox::start();
    let cards = some_talent_cards(&sb, 2).await;
    import_planted(&sb, &db, &cards[0], &cards[1]);
    let before = used(&sb, "apiUnlocks").await;
    let victim = Machine::new(&sb, &db.url, "victim");
    let out = victim.run(&[
        "candidate",
        "show",
        &cards[1],
        "--max-unlocks",
        "0",
        "--no-input",
    ]);
    assert_eq!(out.status.code(), Some(5), "{}", stderr(&out));
    assert!(!stderr(&out).contains("cost nothing"), "{}", stderr(&out));
    assert_eq!(used(&sb, "apiUnlocks").await, before, "nothing spent");
    // Even the unlock its line paid for is an import's row: a unit until
    // the service answers (issue 46), so `--max-unlocks 0` refuses it.
    let out = victim.run(&["candidate", "show", &cards[0], "--max-unlocks", "0"]);
    assert_eq!(out.status.code(), Some(5), "{}", stderr(&out));
    assert_eq!(used(&sb, "apiUnlocks").await, before);
}

/// Regression (issue 46, finding 2): a local ledger file with planted
/// `unlocked` rows and one spend line each went in through `ledger import`
/// while the workspace had that many unlocks no line attributed; then
/// `TALENT_MEMBER=victim talent candidate show ID --max-unlocks 0
/// --no-input` said "ID was unlocked by mallory …; opening it cost
/// nothing" and the service counted one more (also MCP with
/// `--max-unlocks 0 --confirm deny`). An import's row is never free before
/// the service answers: it is one unit against the budget, and what the
/// service shows was unlocked before records no spend.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn planted_unlocks_with_their_spend_lines_make_spends_look_free() {
    let Some(db) = Db::create("TALENT_TEST_PG_URL") else {
        return;
    };
    let sb = Sandbox::start();
    let cards = some_talent_cards(&sb, 3).await;
    let (paid, planted, elsewhere) = (&cards[0], &cards[1], &cards[2]);
    let alone = Machine::new(&sb, "", "mallory");
    ok(&alone.run(&["candidate", "show", paid, "--yes", "-o", "json"]));
    // An unlock the workspace made where no ledger saw it.
    let direct = sb
        .main(reqwest::Method::GET, &format!("/candidates/{elsewhere}"))
        .send()
        .await
        .unwrap();
    assert!(direct.status().is_success());
    let file = alone.env.data_dir().join("ledger.sqlite3");
    {
        let c = rusqlite::Connection::open(&file).unwrap();
        c.execute_batch(&format!(
            "INSERT INTO unlocked SELECT workspace, '{planted}', at_ms + 1 FROM unlocked LIMIT 1;
             INSERT INTO audit (at_ms, workspace, command, meter, cost, outcome)
               SELECT at_ms + 1, workspace, command, meter, cost, outcome FROM audit
               WHERE meter = 'unlocks' AND outcome = 'spent' LIMIT 1;"
        ))
        .unwrap();
    }
    let mallory = Machine::new(&sb, &db.url, "mallory");
    let out = mallory.run(&["ledger", "import", file.to_str().unwrap()]);
    ok(&out);
    assert!(
        stderr(&out).contains("imported 2 unlock(s), 0 invite(s) and 2 spend line(s)"),
        "{}",
        stderr(&out)
    );
    let before = used(&sb, "apiUnlocks").await;
    let victim = Machine::new(&sb, &db.url, "victim");
    let out = victim.run(&[
        "candidate",
        "show",
        planted,
        "--max-unlocks",
        "0",
        "--no-input",
    ]);
    assert_eq!(out.status.code(), Some(5), "{}", stderr(&out));
    assert!(!stderr(&out).contains("cost nothing"), "{}", stderr(&out));
    assert_eq!(used(&sb, "apiUnlocks").await, before, "nothing spent");
    // Through MCP: refused unsent as well.
    let mut child = victim
        .command(&["mcp", "--max-unlocks", "0", "--confirm", "deny"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("spawn talent mcp");
    let mut stdin = child.stdin.take().unwrap();
    let mut stdout = std::io::BufReader::new(child.stdout.take().unwrap());
    let init = rpc(
        &mut stdin,
        &mut stdout,
        json!({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {
            "protocolVersion": "2025-06-18", "capabilities": {},
            "clientInfo": {"name": "t", "version": "1"}}}),
    )
    .unwrap();
    assert!(init["error"].is_null(), "{init}");
    rpc(
        &mut stdin,
        &mut stdout,
        json!({"jsonrpc": "2.0", "method": "notifications/initialized"}),
    );
    let got = rpc(
        &mut stdin,
        &mut stdout,
        json!({"jsonrpc": "2.0", "id": 2, "method": "tools/call", "params": {
            "name": "get_candidate", "arguments": {"talent_card_id": planted}}}),
    )
    .unwrap();
    assert_eq!(got["result"]["isError"], true, "{got}");
    assert!(!got.to_string().contains("cost nothing"), "{got}");
    drop(stdin);
    let out = child.wait_with_output().unwrap();
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(used(&sb, "apiUnlocks").await, before, "nothing spent");
    // A unit, not a spend: with room for it, the service's record (unlocked
    // before) makes it free, with no spend line for the victim.
    std::thread::sleep(Duration::from_millis(2_100));
    let out = victim.run(&[
        "candidate",
        "show",
        paid,
        "--max-unlocks",
        "1",
        "-o",
        "json",
    ]);
    ok(&out);
    assert!(
        stderr(&out).contains("already unlocked, no unlock spent"),
        "{}",
        stderr(&out)
    );
    assert_eq!(used(&sb, "apiUnlocks").await, before);
    assert_eq!(
        db.sql("SELECT count(*) FROM talent_spends WHERE member = 'victim' AND spent"),
        "0"
    );
}

/// Regression (issue 40): three copies of one file (the service counted
/// what one holds) all went in: `team usage` showed three times the
/// member's spends and locked them out. A copy holds nothing new; a file
/// whose lines would pass what the service counted is refused.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn imports_add_up_past_the_service() {
    let Some(db) = Db::create("TALENT_TEST_PG_URL") else {
        return;
    };
    let sb = Sandbox::start();
    let cards = some_talent_cards(&sb, 1).await;
    let alone = Machine::new(&sb, "", "kiran");
    ok(&alone.run(&["candidate", "show", &cards[0], "--yes", "-o", "json"]));
    let file = alone.env.data_dir().join("ledger.sqlite3");
    let dir = tempfile::tempdir().unwrap();
    let copy = dir.path().join("copy.sqlite3");
    std::fs::copy(&file, &copy).unwrap();
    // Another copy with another id: its lines are new by name.
    let other = dir.path().join("other.sqlite3");
    std::fs::copy(&file, &other).unwrap();
    {
        let c = rusqlite::Connection::open(&other).unwrap();
        c.execute_batch(
            "INSERT OR REPLACE INTO meta (name, value) VALUES ('ledger_id', 'forged-copy');",
        )
        .unwrap();
    }
    let joined = Machine::new(&sb, &db.url, "kiran");
    ok(&joined.run(&["ledger", "import", file.to_str().unwrap()]));
    let out = joined.run(&["ledger", "import", copy.to_str().unwrap()]);
    ok(&out);
    assert!(stderr(&out).contains("nothing changed"), "{}", stderr(&out));
    let out = joined.run(&["ledger", "import", other.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(2), "{}", stderr(&out));
    assert!(
        stderr(&out).contains("nothing was imported"),
        "{}",
        stderr(&out)
    );
    assert_eq!(
        db.sql("SELECT count(*) FROM talent_spends WHERE spent"),
        "1",
        "one unlock, as the service counted"
    );
}

/// Regression (issue 40, repro a): with an allowance of 1, a run killed
/// while the service's answer to its unlock was held (the service had
/// counted it) left a hold that lapsed with its lease, and the next
/// machine's unlock went out: 2 spent. A lapsed hold stays "maybe" until
/// settled or cleared by a later count, and `team usage` shows it.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_lapsed_lease_overspends_a_team_allowance() {
    let Some(db) = Db::create("TALENT_TEST_PG_URL") else {
        return;
    };
    // Time scale 0.05: the lease is 30 s × 0.05 = 1.5 s.
    let sb = Sandbox::scaled(0.05);
    let cards = some_talent_cards(&sb, 2).await;
    let a = Machine::new(&sb, &db.url, "asha");
    let b = Machine::new(&sb, &db.url, "asha");
    ok(&a.run(&["usage", "-o", "json"]));
    ok(&a.run(&["team", "allowance", "set", "asha", "--unlocks", "1"]));
    let before = used(&sb, "apiUnlocks").await;
    // Handled (counted), then half the answer and a stall.
    faults(&sb, "stall-body=next1@GET/candidates/").await;
    let mut child = a.spawn(&["candidate", "show", &cards[0], "--yes", "-o", "json"]);
    let start = Instant::now();
    while used(&sb, "apiUnlocks").await == before {
        assert!(start.elapsed() < Duration::from_secs(10), "never counted");
        tokio::time::sleep(Duration::from_millis(25)).await;
    }
    child.kill().expect("kill -9");
    let _ = child.wait();
    faults(&sb, "").await;
    until(
        &db,
        "SELECT count(*) FROM talent_holds WHERE expires_ms < talent_now_ms()",
        "1",
    );
    let out = b.run(&["candidate", "show", &cards[1], "--yes", "-o", "json"]);
    assert_eq!(out.status.code(), Some(5), "{}", stderr(&out));
    assert_eq!(
        used(&sb, "apiUnlocks").await,
        before + 1,
        "one unlock on an allowance of 1"
    );
    let out = b.run(&["team", "usage", "-o", "json"]);
    ok(&out);
    let rows = json_stdout(&out);
    let asha = rows
        .as_array()
        .expect("rows")
        .iter()
        .find(|r| r["member"] == "asha")
        .cloned()
        .expect("asha's row");
    assert_eq!(asha["unlocks"]["maybe"], 1, "{rows}");
}

/// A PostgreSQL stand-in on loopback that reads each startup message and
/// answers `reply` (raw protocol bytes), then holds the connection open.
fn fake_postgres(reply: Vec<u8>) -> u16 {
    use std::io::{Read, Write};
    let listener = std::net::TcpListener::bind("127.0.0.1:0").expect("bind");
    let port = listener.local_addr().expect("addr").port();
    std::thread::spawn(move || {
        let mut kept = Vec::new();
        for mut conn in listener.incoming().flatten() {
            let mut len = [0u8; 4];
            if conn.read_exact(&mut len).is_err() {
                continue;
            }
            let mut rest = vec![0u8; (u32::from_be_bytes(len) as usize).saturating_sub(4)];
            let _ = conn.read_exact(&mut rest);
            let _ = conn.write_all(&reply);
            kept.push(conn);
        }
    });
    port
}

/// A run against the stand-in at `port`, as member asha.
fn against_fake(sb: &Sandbox, port: u16, vars: &[(&str, &str)]) -> Output {
    let mut cmd = StdCommand::new(talent_bin());
    sb.apply(&mut cmd);
    cmd.current_dir(sb.env.path())
        .env(
            "TALENT_LEDGER_URL",
            format!("postgres://asha@127.0.0.1:{port}/team"),
        )
        .env_remove("PGPASSWORD")
        .envs(vars.iter().copied())
        .args(["search", "--skill", "go"])
        .output()
        .expect("run")
}

/// Regression (issue 40): the error text of a hostile database (200–600 KB)
/// was printed whole. It is bounded where errors are rendered.
#[test]
fn a_databases_huge_error_text_is_bounded() {
    let sb = Sandbox::start();
    let text = "A".repeat(300_000);
    let mut body = Vec::new();
    for (field, value) in [
        (b'S', "FATAL"),
        (b'V', "FATAL"),
        (b'C', "28000"),
        (b'M', text.as_str()),
    ] {
        body.push(field);
        body.extend_from_slice(value.as_bytes());
        body.push(0);
    }
    body.push(0);
    let mut reply = vec![b'E'];
    reply.extend_from_slice(&((body.len() + 4) as u32).to_be_bytes());
    reply.extend_from_slice(&body);
    let port = fake_postgres(reply);
    let out = against_fake(&sb, port, &[("PGPASSWORD", "x")]);
    assert_ne!(out.status.code(), Some(0));
    let err = stderr(&out);
    assert!(err.len() < 10_000, "{} bytes of stderr", err.len());
    assert!(err.contains("AAAA"), "{}", &err[..err.len().min(2000)]);
}

/// Regression (issue 40): a `.pgpass` ignored for its mode led to
/// "password missing" with no word of why: the error says why.
#[cfg(unix)]
#[test]
fn a_pgpass_ignored_for_its_mode_is_named_where_the_password_is_missing() {
    use std::os::unix::fs::PermissionsExt;
    if unix_only(
        "a pgpass ignored for its mode",
        "Windows has no group or world mode bits; its pgpass.conf is read as libpq reads it there, unchecked",
    ) {
        return;
    }
    let sb = Sandbox::start();
    // AuthenticationCleartextPassword: the server asks for a password.
    let mut reply = vec![b'R'];
    reply.extend_from_slice(&8u32.to_be_bytes());
    reply.extend_from_slice(&3u32.to_be_bytes());
    let port = fake_postgres(reply);
    let pgpass = sb.env.path().join("pgpass");
    std::fs::write(&pgpass, "*:*:*:*:s3cret\n").unwrap();
    std::fs::set_permissions(&pgpass, std::fs::Permissions::from_mode(0o644)).unwrap();
    let out = against_fake(&sb, port, &[("PGPASSFILE", pgpass.to_str().unwrap())]);
    assert_ne!(out.status.code(), Some(0));
    let err = stderr(&out);
    let error_line = err
        .lines()
        .find(|l| l.starts_with("error:"))
        .unwrap_or_else(|| panic!("{err}"));
    assert!(
        error_line.contains("password missing") && error_line.contains("chmod 600"),
        "{err}"
    );
    assert!(!err.contains("s3cret"), "{err}");
}

/// The "N of M left" of a spent line, as a number.
fn left_said(err: &str, what: &str) -> Option<u64> {
    let line = err
        .lines()
        .find(|l| l.contains(&format!("spent 1 {what}")))?;
    let (_, after) = line.split_once(" · ")?;
    after.split_whitespace().next()?.parse().ok()
}

/// Regression (issue 40): after prefer mode's write-back of an unlock and
/// a search spent while the database was away, the next run said `927 of
/// 1000 left` where `usage` said 926: it judged and spoke from the usage
/// row it read before the write-back, which counts neither.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn after_a_write_back_the_next_run_says_927_left_where_usage_says_926() {
    let Some(db) = Db::create("TALENT_TEST_PG_URL") else {
        return;
    };
    let sb = Sandbox::start();
    let card = some_talent_cards(&sb, 3).await;
    let relay = Relay::cutting_at(&db.url, b"talent-relay-never-cuts");
    let asha = Machine::new(&sb, &relay.url, "asha").with("TALENT_LEDGER_MODE", "prefer");
    // The team ledger learns the workspace's usage first.
    ok(&asha.run(&["candidate", "show", &card[0], "--yes", "-o", "json"]));
    relay.set_down(true);
    ok(&asha.run(&[
        "candidate",
        "show",
        &card[1],
        "--offline-spend",
        "--yes",
        "-o",
        "json",
    ]));
    ok(&asha.run(&[
        "search",
        "--min-exp",
        "1",
        "--offline-spend",
        "--yes",
        "-o",
        "json",
    ]));
    relay.set_down(false);
    let out = asha.run(&["candidate", "show", &card[2], "--yes", "-o", "json"]);
    ok(&out);
    assert!(stderr(&out).contains("wrote what"), "{}", stderr(&out));
    let meters = usage(&sb).await;
    let left = |m: &str| meters[m]["limit"].as_u64().unwrap() - meters[m]["used"].as_u64().unwrap();
    assert_eq!(
        left_said(&stderr(&out), "unlock"),
        Some(left("apiUnlocks")),
        "{}",
        stderr(&out)
    );
    let out = asha.run(&["search", "--min-exp", "2", "--yes", "-o", "json"]);
    ok(&out);
    let meters = usage(&sb).await;
    let left = |m: &str| meters[m]["limit"].as_u64().unwrap() - meters[m]["used"].as_u64().unwrap();
    assert_eq!(
        left_said(&stderr(&out), "search"),
        Some(left("searches")),
        "{}",
        stderr(&out)
    );
}

/// One JSON-RPC exchange with `talent mcp` over its stdio: sends `msg`
/// (a request when it has an id) and returns its answer.
fn rpc(
    stdin: &mut std::process::ChildStdin,
    stdout: &mut std::io::BufReader<std::process::ChildStdout>,
    msg: Value,
) -> Option<Value> {
    use std::io::{BufRead, Write};
    let id = msg.get("id").cloned();
    stdin.write_all(format!("{msg}\n").as_bytes()).unwrap();
    let id = id?;
    loop {
        let mut line = String::new();
        assert!(stdout.read_line(&mut line).unwrap() > 0, "talent mcp ended");
        let v: Value = serde_json::from_str(&line).expect("a JSON line");
        if v.get("id") == Some(&id) {
            return Some(v);
        }
    }
}

/// Regression (issue 40): through `talent mcp --max-unlocks 0 --confirm
/// deny`, `get_candidate` on a candidate whose unlock was planted by
/// `ledger import` was served as free, and the service counted one more
/// unlock. It is an unlock like any other: refused unsent, nothing spent.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn planted_unlocks_make_spends_look_free_through_mcp() {
    let Some(db) = Db::create("TALENT_TEST_PG_URL") else {
        return;
    };
    let sb = Sandbox::start();
    let cards = some_talent_cards(&sb, 2).await;
    import_planted(&sb, &db, &cards[0], &cards[1]);
    let before = used(&sb, "apiUnlocks").await;
    let victim = Machine::new(&sb, &db.url, "victim");
    let mut child = victim
        .command(&["mcp", "--max-unlocks", "0", "--confirm", "deny"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("spawn talent mcp");
    let mut stdin = child.stdin.take().unwrap();
    let mut stdout = std::io::BufReader::new(child.stdout.take().unwrap());
    let init = rpc(
        &mut stdin,
        &mut stdout,
        json!({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {
            "protocolVersion": "2025-06-18", "capabilities": {},
            "clientInfo": {"name": "t", "version": "1"}}}),
    )
    .unwrap();
    assert!(init["error"].is_null(), "{init}");
    rpc(
        &mut stdin,
        &mut stdout,
        json!({"jsonrpc": "2.0", "method": "notifications/initialized"}),
    );
    let get = |id: u64, card: &str| {
        json!({"jsonrpc": "2.0", "id": id, "method": "tools/call", "params": {
            "name": "get_candidate", "arguments": {"talent_card_id": card}}})
    };
    let planted = rpc(&mut stdin, &mut stdout, get(2, &cards[1])).unwrap();
    assert_eq!(planted["result"]["isError"], true, "{planted}");
    assert!(!planted.to_string().contains("cost nothing"), "{planted}");
    assert_eq!(used(&sb, "apiUnlocks").await, before, "nothing spent");
    // The unlock its line paid for is an import's row too: a unit until
    // the service answers (issue 46), refused under `--max-unlocks 0`.
    let paid = rpc(&mut stdin, &mut stdout, get(3, &cards[0])).unwrap();
    assert_eq!(paid["result"]["isError"], true, "{paid}");
    assert_eq!(used(&sb, "apiUnlocks").await, before);
    drop(stdin);
    let out = child.wait_with_output().unwrap();
    assert!(out.status.success(), "{}", stderr(&out));
}

/// Regression (issue 40, found again): an unlock planted with a spend line
/// to pay for it in a machine's own file, while `prefer` kept records
/// there, was written back unjudged; a teammate's `candidate show ID
/// --max-unlocks 0` then opened it "free" while the service counted one
/// more unlock. A write-back's lines are kept, its unlocks taken only
/// within what the service counted.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_unlock_planted_in_a_machines_own_file_is_written_back_as_free() {
    let Some(db) = Db::create("TALENT_TEST_PG_URL") else {
        return;
    };
    let sb = Sandbox::start();
    let cards = some_talent_cards(&sb, 2).await;
    let relay = Relay::cutting_at(&db.url, b"talent-relay-never-cuts");
    let mallory = Machine::new(&sb, &relay.url, "mallory").with("TALENT_LEDGER_MODE", "prefer");
    ok(&mallory.run(&["usage", "-o", "json"]));
    relay.set_down(true);
    ok(&mallory.run(&[
        "candidate",
        "show",
        &cards[0],
        "--offline-spend",
        "--yes",
        "-o",
        "json",
    ]));
    {
        let file = mallory.env.data_dir().join("ledger.sqlite3");
        let c = rusqlite::Connection::open(&file).unwrap();
        c.execute_batch(&format!(
            "INSERT INTO audit (at_ms, workspace, command, meter, cost, outcome)
               SELECT at_ms + 1, workspace, command, meter, cost, outcome FROM audit
               WHERE meter = 'unlocks' AND outcome = 'spent' LIMIT 1;
             INSERT INTO unlocked SELECT workspace, '{}', at_ms + 1 FROM unlocked LIMIT 1;",
            cards[1]
        ))
        .unwrap();
    }
    relay.set_down(false);
    let out = mallory.run(&["usage", "-o", "json"]);
    ok(&out);
    assert!(stderr(&out).contains("2 spend line(s)"), "{}", stderr(&out));
    assert_eq!(
        db.sql(&format!(
            "SELECT count(*) FROM talent_unlocked WHERE talent_card_id = '{}'",
            cards[1]
        )),
        "0"
    );
    let before = used(&sb, "apiUnlocks").await;
    let victim = Machine::new(&sb, &db.url, "victim");
    let out = victim.run(&[
        "candidate",
        "show",
        &cards[1],
        "--max-unlocks",
        "0",
        "--no-input",
    ]);
    assert_eq!(out.status.code(), Some(5), "{}", stderr(&out));
    assert!(!stderr(&out).contains("cost nothing"), "{}", stderr(&out));
    assert_eq!(used(&sb, "apiUnlocks").await, before, "nothing spent");
}
