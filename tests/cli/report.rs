//! `talent report` (issue 39): the figures of a history built on known
//! days (a local ledger, and a team ledger with two members), the guard's
//! refusals beside the spends, a listener's invite events, the page (its
//! policy, escaping, mode; rendered in headless Chromium with the network
//! blocked and checked by axe-core), and `talent usage`'s forecast.

use std::path::{Path, PathBuf};
use std::process::{Command as StdCommand, Output};

use chrono::{SecondsFormat, Utc};
use reqwest::Method;
use serde_json::{json, Value};

use crate::common::*;
use crate::team::Db;

/// `TALENT_NOW` for a clock that starts at `at` now (it moves: the ledger
/// records what a moving clock says).
fn at(at: &str) -> String {
    format!(
        "{at}@{}",
        Utc::now().to_rfc3339_opts(SecondsFormat::Millis, true)
    )
}

/// `talent ARGS` on `sb` at the instant `when`, in UTC days.
fn run_at(sb: &Sandbox, when: &str, args: &[&str]) -> Output {
    sb.talent()
        .env("TALENT_NOW", at(when))
        .env("TZ", "UTC")
        .args(args)
        .output()
        .expect("talent runs")
}

fn ok(out: Output) -> Output {
    expect_code(&out, 0);
    out
}

fn day<'a>(meter: &'a Value, d: &str) -> &'a Value {
    meter["daily"]
        .as_array()
        .expect("daily")
        .iter()
        .find(|e| e["day"] == d)
        .map(|e| &e["spent"])
        .unwrap_or(&Value::Null)
}

/// Searches on the 16th (one page) and the 18th (two), an exhausted unlock
/// refused on the 19th, the report on the 20th (the sandbox's cycle began
/// on the 15th at noon).
fn history(sb: &Sandbox) {
    ok(run_at(
        sb,
        "2026-06-16T10:00:00Z",
        &["search", "--skill", "python", "--limit", "3", "-o", "json"],
    ));
    for skill in ["rust", "go"] {
        ok(run_at(
            sb,
            "2026-06-18T09:00:00Z",
            &["search", "--skill", skill, "--limit", "3", "-o", "json"],
        ));
    }
}

#[tokio::test]
async fn report_json_gives_each_figure_of_a_history_on_known_days() {
    let sb = Sandbox::start();
    history(&sb);
    // The quota spent elsewhere (the dashboard): one unlock the ledger never saw.
    json_of(
        sb.control(Method::POST, "/quotas")
            .json(&json!({"used": {"unlocks": 10}}))
            .send()
            .await,
    )
    .await;
    let hits = json_stdout(&ok(run_at(
        &sb,
        "2026-06-19T08:00:00Z",
        &["search", "--skill", "java", "--limit", "1", "-o", "json"],
    )));
    let card = hits[0]["talentCardId"].as_str().expect("a hit").to_string();
    // Exhausted: refused unsent, and kept beside the spends.
    expect_code(
        &run_at(&sb, "2026-06-19T08:30:00Z", &["candidate", "show", &card]),
        5,
    );
    let out = ok(run_at(
        &sb,
        "2026-06-20T12:00:00Z",
        &["report", "-o", "json"],
    ));
    let r = json_stdout(&out);
    let searches = &r["meters"]["searches"];
    assert_eq!(r["cycle"]["start"], "2026-06-15", "{r}");
    assert_eq!(searches["used"], 4, "{r}");
    assert_eq!(
        searches["left"],
        searches["limit"].as_i64().unwrap() - 4,
        "{r}"
    );
    for (d, n) in [
        ("2026-06-15", 0),
        ("2026-06-16", 1),
        ("2026-06-17", 0),
        ("2026-06-18", 2),
        ("2026-06-19", 1),
        ("2026-06-20", 0),
    ] {
        assert_eq!(day(searches, d), &json!(n), "{d}: {r}");
    }
    assert_eq!(
        searches["daily"].as_array().unwrap().len(),
        6,
        "every day up to now: {r}"
    );
    // 4 units since the cycle began, under 7 days ago: the calendar days
    // 15 to 20 June, today counted as one, are 6: 0.67 a day.
    assert_eq!(searches["pace_per_day"], json!(0.67), "{r}");
    assert_eq!(searches["lasts_cycle"], json!(true), "{r}");
    assert_eq!(searches["runs_out_on"], Value::Null, "{r}");
    let unlocks = &r["meters"]["unlocks"];
    assert_eq!(
        (unlocks["used"].clone(), unlocks["left"].clone()),
        (json!(10), json!(0)),
        "{r}"
    );
    assert_eq!(
        r["unattributed"],
        json!({"unlocks": 10, "searches": 0, "messages": 0}),
        "{r}"
    );
    assert_eq!(r["members"].as_array().unwrap().len(), 1, "{r}");
    assert_eq!(r["members"][0]["searches"], 4, "{r}");
    assert_eq!(r["members"][0]["allowance"]["searches"], Value::Null, "{r}");
    assert_eq!(r["channels"]["cli"]["searches"], 4, "{r}");
    assert_eq!(r["channels"]["mcp"]["searches"], 0, "{r}");
    assert_eq!(
        r["refusals"],
        json!([{"day": "2026-06-19", "refused": 1, "declined": 0, "rate_limited": 0}]),
        "{r}"
    );
    let jobs = r["jobs"].as_array().expect("jobs");
    assert!(!jobs.is_empty(), "{r}");
    for j in jobs {
        assert_eq!(j["accepted"], Value::Null, "no listener ran: {r}");
        let stages: i64 = j["by_stage"]
            .as_array()
            .unwrap()
            .iter()
            .map(|s| s["count"].as_i64().unwrap())
            .sum();
        assert_eq!(j["applications"], stages, "{r}");
    }
    // --offline sends nothing: the usage the ledger kept, no jobs.
    let before = sb.requests().await.len();
    let off = json_stdout(&ok(run_at(
        &sb,
        "2026-06-20T12:00:00Z",
        &["report", "--offline", "-o", "json"],
    )));
    assert_eq!(
        sb.requests().await.len(),
        before,
        "--offline sent a request"
    );
    assert_eq!(off["jobs"], json!([]), "{off}");
    assert_eq!(
        off["meters"]["searches"]["daily"], searches["daily"],
        "{off}"
    );
}

#[tokio::test]
async fn a_listeners_invite_events_are_counted_per_job_and_unknown_without_one() {
    let sb = Sandbox::start();
    let r = json_stdout(&ok(run_at(
        &sb,
        "2026-06-16T10:00:00Z",
        &["report", "-o", "json"],
    )));
    let job = r["jobs"][0]["job_id"]
        .as_str()
        .expect("an open job")
        .to_string();
    assert_eq!(r["jobs"][0]["accepted"], Value::Null, "{r}");
    // What `webhooks listen` records for the events it handled (its
    // receiver is tested in webhooks.rs): one accepted, one declined.
    let ledger = sb.env.data_dir().join("sandbox").join("ledger.sqlite3");
    let ledger = if ledger.exists() {
        ledger
    } else {
        find_ledger(&sb.env.data_dir())
    };
    let conn = rusqlite::Connection::open(&ledger).expect("the ledger opens");
    let now = chrono::DateTime::parse_from_rfc3339("2026-06-16T11:00:00Z")
        .unwrap()
        .timestamp_millis();
    for kind in ["invite.accepted", "invite.declined"] {
        conn.execute(
            "INSERT INTO events (at_ms, workspace, member, command, kind, job_id, n) VALUES (?1, '', '', 'webhooks listen', ?2, ?3, 1)",
            rusqlite::params![now, kind, job],
        )
        .unwrap();
    }
    let r = json_stdout(&ok(run_at(
        &sb,
        "2026-06-16T12:00:00Z",
        &["report", "-o", "json"],
    )));
    let j = r["jobs"]
        .as_array()
        .unwrap()
        .iter()
        .find(|j| j["job_id"] == job.as_str())
        .unwrap();
    assert_eq!(
        (j["accepted"].clone(), j["declined"].clone()),
        (json!(1), json!(1)),
        "{r}"
    );
    let other = r["jobs"]
        .as_array()
        .unwrap()
        .iter()
        .find(|j| j["job_id"] != job.as_str());
    if let Some(o) = other {
        assert_eq!(
            o["accepted"],
            json!(0),
            "a listener ran: none is 0 for another job: {r}"
        );
    }
}

/// The local ledger file of an environment.
fn find_ledger(dir: &Path) -> PathBuf {
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        for e in std::fs::read_dir(&d).into_iter().flatten().flatten() {
            let p = e.path();
            if p.is_dir() {
                stack.push(p);
            } else if p.file_name().is_some_and(|n| n == "ledger.sqlite3") {
                return p;
            }
        }
    }
    panic!("no ledger.sqlite3 under {}", dir.display());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_team_ledgers_report_has_each_member_their_allowance_and_the_rows_beside() {
    let Some(db) = Db::create("TALENT_TEST_PG_URL") else {
        return;
    };
    let sb = Sandbox::start();
    // A team ledger stamps its lines with the database's clock: every run
    // here is on the sandbox's (one offset to the database's), so all of
    // it falls on one day (`when` is the order of the runs, for a reader).
    let as_member = |member: &str, _when: &str, args: &[&str]| -> Output {
        let mut cmd = sb.talent();
        cmd.env("TALENT_LEDGER_URL", &db.url)
            .env("TALENT_MEMBER", member)
            .env("TZ", "UTC")
            .args(args);
        cmd.output().expect("talent runs")
    };
    ok(as_member(
        "asha",
        "2026-06-16T10:00:00Z",
        &["search", "--skill", "python", "--limit", "3", "-o", "json"],
    ));
    ok(as_member(
        "asha",
        "2026-06-18T10:00:00Z",
        &["search", "--skill", "rust", "--limit", "3", "-o", "json"],
    ));
    ok(as_member(
        "vikram",
        "2026-06-18T11:00:00Z",
        &["search", "--skill", "go", "--limit", "3", "-o", "json"],
    ));
    ok(as_member(
        "asha",
        "2026-06-18T12:00:00Z",
        &["team", "allowance", "set", "vikram", "--searches", "1"],
    ));
    // vikram's allowance is spent: refused, kept with the run's lines.
    expect_code(
        &as_member(
            "vikram",
            "2026-06-19T09:00:00Z",
            &["search", "--skill", "java", "--limit", "3", "-o", "json"],
        ),
        5,
    );
    let r = json_stdout(&ok(as_member(
        "asha",
        "2026-06-20T12:00:00Z",
        &["report", "-o", "json"],
    )));
    let member = |m: &str| {
        r["members"]
            .as_array()
            .unwrap()
            .iter()
            .find(|e| e["member"] == m)
            .cloned()
            .unwrap_or(Value::Null)
    };
    assert_eq!(member("asha")["searches"], 2, "{r}");
    assert_eq!(member("vikram")["searches"], 1, "{r}");
    assert_eq!(member("vikram")["allowance"]["searches"], 1, "{r}");
    assert_eq!(member("asha")["allowance"]["searches"], Value::Null, "{r}");
    let today = r["cycle"]["now"].as_str().unwrap()[..10].to_string();
    assert_eq!(day(&r["meters"]["searches"], &today), &json!(3), "{r}");
    assert_eq!(r["unattributed"]["searches"], 0, "{r}");
    assert_eq!(
        r["refusals"],
        json!([{"day": today, "refused": 1, "declined": 0, "rate_limited": 0}]),
        "{r}"
    );
    // --for narrows.
    let only = json_stdout(&ok(as_member(
        "asha",
        "2026-06-20T12:00:00Z",
        &["report", "--for", "vikram", "-o", "json"],
    )));
    assert_eq!(only["members"].as_array().unwrap().len(), 1, "{only}");
    assert_eq!(only["channels"]["cli"]["searches"], 1, "{only}");
    assert_eq!(only["unattributed"]["searches"], Value::Null, "{only}");
}

#[tokio::test]
async fn a_job_title_with_markup_shows_as_text_and_the_page_holds_no_key_or_url() {
    let sb = Sandbox::start();
    let title = "<img src=http://evil.test/x onerror=alert(1)> Rust & \"Go\"";
    ok(sb
        .talent()
        .args([
            "jobs",
            "create",
            "--title",
            title,
            "--description",
            "A job with a hostile title.",
            "-o",
            "json",
        ])
        .output()
        .unwrap());
    history(&sb);
    let dir = tempfile::tempdir().unwrap();
    let page = dir.path().join("report.html");
    // Written with the umask's mode: 027 gives 0640.
    let mut cmd = StdCommand::new("sh");
    cmd.arg("-c")
        .arg("umask 027; exec \"$@\"")
        .arg("sh")
        .arg(talent_bin())
        .args(["report", "--html", page.to_str().unwrap()]);
    sb.apply(&mut cmd);
    let out = cmd.env("TZ", "UTC").output().unwrap();
    expect_code(&out, 0);
    let html = std::fs::read_to_string(&page).unwrap();
    assert!(html.contains(
        "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src &#x27;none&#x27;; style-src &#x27;unsafe-inline&#x27;; img-src data:\">"
    ) || html.contains("content=\"default-src 'none'; style-src 'unsafe-inline'; img-src data:\""), "{html}");
    assert!(!html.contains("<img"), "markup written through");
    assert!(html
        .contains("&lt;img src=http://evil.test/x onerror=alert(1)&gt; Rust &amp; &quot;Go&quot;"));
    assert!(!html.to_lowercase().contains("<script"));
    assert!(!html.contains(&sb.keys.production), "the key");
    assert!(
        !html.contains("127.0.0.1") && !html.contains(&sb.base_url),
        "the service's URL"
    );
    // Modes are Unix's: under wine the file gets the umask's.
    if !windows_binary() {
        use std::os::unix::fs::PermissionsExt;
        let mode = std::fs::metadata(&page).unwrap().permissions().mode() & 0o777;
        assert_eq!(mode, 0o640, "the umask's mode (027)");
    }
}

/// The axe-core script `.ci/run` installs (or `TALENT_TEST_AXE`).
fn axe() -> Option<PathBuf> {
    if let Ok(p) = std::env::var("TALENT_TEST_AXE") {
        return Some(PathBuf::from(p));
    }
    let p = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("target/axe/node_modules/axe-core/axe.min.js");
    p.exists().then_some(p)
}

fn skipped(what: &str, why: &str) {
    assert!(
        std::env::var("CI").map_or(true, |v| v != "true"),
        "{what}: {why} (CI=true: a test whose tool is missing fails)"
    );
    eprintln!("SKIPPED {what}: {why}");
}

#[tokio::test]
async fn the_page_renders_in_chromium_with_no_request_its_figures_in_tables_and_nothing_serious_for_axe(
) {
    let what = "the report page in headless Chromium";
    let Some(axe) = axe() else {
        return skipped(
            what,
            "axe-core is missing (npm install --prefix target/axe axe-core@4)",
        );
    };
    let sb = Sandbox::start();
    history(&sb);
    let dir = tempfile::tempdir().unwrap();
    let page = dir.path().join("report.html");
    ok(run_at(
        &sb,
        "2026-06-20T12:00:00Z",
        &["report", "--html", page.to_str().unwrap()],
    ));
    let json = ok(run_at(
        &sb,
        "2026-06-20T12:00:00Z",
        &["report", "-o", "json"],
    ));
    let report = dir.path().join("report.json");
    std::fs::write(&report, &json.stdout).unwrap();
    let shots = std::env::var("TALENT_TEST_SHOTS")
        .map(PathBuf::from)
        .unwrap_or_else(|_| dir.path().to_path_buf());
    let check = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/report_page/check.py");
    let out = StdCommand::new("python3")
        .arg(check)
        .args([&page, &report, &axe, &shots])
        .output()
        .expect("python3 runs");
    match out.status.code() {
        Some(0) => {}
        Some(3) => skipped(what, &String::from_utf8_lossy(&out.stderr)),
        _ => panic!("{}", String::from_utf8_lossy(&out.stderr)),
    }
}

#[tokio::test]
async fn usage_json_has_a_forecast_beside_each_meter() {
    let sb = Sandbox::start();
    history(&sb);
    let u = json_stdout(&ok(run_at(
        &sb,
        "2026-06-20T12:00:00Z",
        &["usage", "-o", "json"],
    )));
    assert_eq!(u["searches"]["used"], 3, "{u}");
    assert_eq!(
        u["searches"]["forecast"],
        // 3 units over the 6 calendar days since the cycle began.
        json!({"pace_per_day": 0.5, "runs_out_on": null, "lasts_cycle": true}),
        "{u}"
    );
    assert_eq!(
        u["apiUnlocks"]["forecast"]["pace_per_day"],
        json!(0.0),
        "{u}"
    );
    // In a table: the sparkline, or words alone in the accessible mode.
    let t = stdout(&ok(run_at(
        &sb,
        "2026-06-20T12:00:00Z",
        &["usage", "-o", "table"],
    )));
    assert!(
        t.contains("0.5/day, lasts the cycle") && t.contains('▁'),
        "{t}"
    );
    let a = stdout(&ok(run_at(
        &sb,
        "2026-06-20T12:00:00Z",
        &["--accessible", "usage", "-o", "table"],
    )));
    assert!(
        a.contains("last 14 days: 3 spent; 0.5/day") && !a.contains('▁'),
        "{a}"
    );
}

/// The ledger of a sandbox run (the embedded sandbox's folder, else
/// wherever the data folder keeps it).
fn ledger_of(sb: &Sandbox) -> PathBuf {
    let ledger = sb.env.data_dir().join("sandbox").join("ledger.sqlite3");
    if ledger.exists() {
        ledger
    } else {
        find_ledger(&sb.env.data_dir())
    }
}

/// Regression (issue 46, finding 3): a job titled `leak $TALENT_API_KEY`
/// put the live key 4 times into `report --html`, twice into `-o json`
/// and into the table. The printer masks it once, for every command and
/// format.
#[tokio::test]
async fn the_key_in_a_job_title_is_masked_in_every_output_of_every_command() {
    let sb = Sandbox::start();
    let key = sb.keys.production.clone();
    let title = format!("leak {key}");
    ok(sb
        .talent()
        .args([
            "jobs",
            "create",
            "--title",
            &title,
            "--description",
            "A job.",
            "-o",
            "json",
        ])
        .output()
        .unwrap());
    let dir = tempfile::tempdir().unwrap();
    let page = dir.path().join("r.html");
    ok(run_at(
        &sb,
        "2026-06-16T10:00:00Z",
        &["report", "--html", page.to_str().unwrap()],
    ));
    let html = std::fs::read_to_string(&page).unwrap();
    assert!(!html.contains(&key), "the key in the page");
    assert!(html.contains("leak [redacted]"), "the title, masked");
    let mut outputs = Vec::new();
    for args in [
        vec!["report", "-o", "json"],
        vec!["report", "-o", "table"],
        vec!["report", "-o", "jsonl"],
        vec!["jobs", "list", "-o", "json"],
        vec!["jobs", "list", "-o", "jsonl"],
        vec!["jobs", "list", "-o", "table"],
        vec!["jobs", "list", "-o", "csv"],
        vec!["jobs", "list", "-o", "tsv"],
        vec!["jobs", "list", "--jq", ".[].title"],
        vec!["api", "GET", "/jobs"],
    ] {
        let out = ok(run_at(&sb, "2026-06-16T10:00:00Z", &args));
        let text = stdout(&out);
        assert!(!text.contains(&key), "{args:?} printed the key: {text}");
        assert!(!stderr(&out).contains(&key), "{args:?} on stderr");
        outputs.push((args, text));
    }
    for (args, text) in &outputs {
        if args[0] != "report" || args[2] != "table" {
            assert!(
                text.contains("[redacted]"),
                "{args:?}: the title is gone: {text}"
            );
        }
    }
    let r: Value = serde_json::from_str(&outputs[0].1).unwrap();
    assert!(
        r["jobs"]
            .as_array()
            .unwrap()
            .iter()
            .any(|j| j["title"] == "leak [redacted]"),
        "{r}"
    );
}

/// Regression (issue 46, finding 5): `mkfifo f.html; talent report
/// --offline --html f.html` replaced the FIFO (`--out` refused it); a link
/// to a device (`/dev/stdout`) would have been replaced too.
#[tokio::test]
async fn html_refuses_a_fifo_and_a_link_to_a_device_as_out_does_and_leaves_them() {
    if windows_binary() {
        return;
    }
    use std::os::unix::fs::FileTypeExt;
    let sb = Sandbox::start();
    // The usage kept, so --offline would go on to write.
    ok(run_at(
        &sb,
        "2026-06-16T10:00:00Z",
        &["report", "-o", "json"],
    ));
    let dir = tempfile::tempdir().unwrap();
    let fifo = dir.path().join("f.html");
    let made = StdCommand::new("mkfifo").arg(&fifo).status().unwrap();
    assert!(made.success());
    let link = dir.path().join("stdout.html");
    std::os::unix::fs::symlink("/dev/null", &link).unwrap();
    for target in [&fifo, &link] {
        let out = run_at(
            &sb,
            "2026-06-16T10:00:00Z",
            &["report", "--offline", "--html", target.to_str().unwrap()],
        );
        expect_code(&out, 2);
        let err = stderr(&out);
        assert!(err.contains("not a regular file"), "{err}");
        assert_eq!(
            err.lines().filter(|l| l.starts_with("error")).count(),
            1,
            "{err}"
        );
    }
    assert!(std::fs::symlink_metadata(&fifo)
        .unwrap()
        .file_type()
        .is_fifo());
    assert!(std::fs::symlink_metadata(&link)
        .unwrap()
        .file_type()
        .is_symlink());
    assert_eq!(
        std::fs::read_dir(dir.path()).unwrap().count(),
        2,
        "nothing left beside"
    );
}

/// Regression (issue 46, finding 9): a ledger with a REAL or overflowing
/// `cost` made `report` suggest `talent ledger reset`, which deletes data,
/// for a failure that changed nothing.
#[tokio::test]
async fn a_real_or_overflowing_cost_names_the_value_and_never_hints_ledger_reset() {
    let sb = Sandbox::start();
    history(&sb);
    let ledger = ledger_of(&sb);
    for (cost, word) in [("1.5", "REAL"), ("9223372036854775807", "overflow")] {
        {
            let conn = rusqlite::Connection::open(&ledger).unwrap();
            conn.execute(&format!("UPDATE audit SET cost = {cost}"), [])
                .unwrap();
        }
        let out = run_at(&sb, "2026-06-20T12:00:00Z", &["report", "-o", "json"]);
        assert_ne!(out.status.code(), Some(0), "{word}");
        let err = stderr(&out);
        assert!(!err.contains("ledger reset"), "{word}: {err}");
        assert!(
            err.contains("no talent writes") && err.contains("nothing was changed"),
            "{word}: {err}"
        );
        assert!(err.contains("ledger show"), "{word}: what to do: {err}");
    }
}

/// Regression (issue 46, finding 10): with a `cycles_seen` row one second
/// before the current end, `report --previous` reported the current cycle.
#[tokio::test]
async fn previous_with_a_cycle_seen_a_second_before_the_end_reports_the_cycle_before() {
    let sb = Sandbox::start();
    history(&sb);
    let cur = json_stdout(&ok(run_at(
        &sb,
        "2026-06-20T12:00:00Z",
        &["report", "-o", "json"],
    )));
    let ends = cur["cycle"]["resets_at"].as_str().unwrap().to_string();
    let end = chrono::DateTime::parse_from_rfc3339(&ends).unwrap();
    let near = (end - chrono::Duration::seconds(1))
        .with_timezone(&Utc)
        .to_rfc3339_opts(SecondsFormat::Secs, true);
    let ws = cur["workspace"].as_str().unwrap().to_string();
    {
        let conn = rusqlite::Connection::open(ledger_of(&sb)).unwrap();
        conn.execute(
            "INSERT INTO cycles_seen (workspace, cycle_ends) VALUES (?1, ?2)",
            rusqlite::params![ws, near],
        )
        .unwrap();
    }
    let again = json_stdout(&ok(run_at(
        &sb,
        "2026-06-20T12:00:00Z",
        &["report", "-o", "json"],
    )));
    assert_eq!(
        again["cycle"], cur["cycle"],
        "the current cycle is unchanged"
    );
    let prev = json_stdout(&ok(run_at(
        &sb,
        "2026-06-20T12:00:00Z",
        &["report", "--previous", "-o", "json"],
    )));
    let prev_end =
        chrono::DateTime::parse_from_rfc3339(prev["cycle"]["resets_at"].as_str().unwrap()).unwrap();
    assert!(
        prev_end < end - chrono::Duration::days(1),
        "the previous cycle ends before this one: {prev}"
    );
    assert_eq!(prev["cycle"]["end"], cur["cycle"]["start"], "{prev}");
    assert_eq!(prev["meters"]["searches"]["used"], 0, "{prev}");
}

/// Issue 45, "A report a payer reads at a glance": the verdict first, the
/// workspace, dates in words, the folded tables, the funnel; `verdict` and
/// `workspace` in JSON; the text form one labelled line a figure.
#[tokio::test]
async fn the_report_reads_at_a_glance_with_its_verdict_workspace_and_dates_in_words() {
    let sb = Sandbox::start();
    history(&sb);
    let r = json_stdout(&ok(run_at(
        &sb,
        "2026-06-20T12:00:00Z",
        &["report", "-o", "json"],
    )));
    assert_eq!(
        r["verdict"], "All three meters last until the reset on 15 Jul.",
        "{r}"
    );
    assert!(
        r["workspace"].as_str().is_some_and(|w| !w.is_empty()),
        "{r}"
    );
    // One meter spent: the verdict names it, its day and how early.
    json_of(
        sb.control(Method::POST, "/quotas")
            .json(&json!({"used": {"unlocks": 10}}))
            .send()
            .await,
    )
    .await;
    let r = json_stdout(&ok(run_at(
        &sb,
        "2026-06-20T12:00:00Z",
        &["report", "-o", "json"],
    )));
    let verdict = r["verdict"].as_str().unwrap();
    assert!(
        verdict.starts_with("Unlocks are used up (10 of 10), 25 days before the reset; searches and messages last the cycle"),
        "{verdict}"
    );
    // The text form: a labelled line a figure, no JSON.
    let t = stdout(&ok(run_at(
        &sb,
        "2026-06-20T12:00:00Z",
        &["report", "-o", "table"],
    )));
    assert!(!t.contains('{') && !t.contains("\"member\""), "{t}");
    for label in [
        "Verdict",
        "Workspace",
        "Searches used",
        "Member (this machine)",
        "Channel cli",
    ] {
        assert!(t.contains(label), "{label}: {t}");
    }
    assert!(t.contains("15 Jun to 15 Jul"), "dates in words: {t}");
    assert!(t.contains("3 of 100, 97 left"), "{t}");
    assert!(
        t.contains("used up"),
        "the spent meter's forecast agrees: {t}"
    );
    // The page: the verdict under the title, the workspace, words, folds.
    let dir = tempfile::tempdir().unwrap();
    let page = dir.path().join("r.html");
    ok(run_at(
        &sb,
        "2026-06-20T12:00:00Z",
        &["report", "--html", page.to_str().unwrap()],
    ));
    let html = std::fs::read_to_string(&page).unwrap();
    let opening = format!("<h1>Quota report</h1>\n<p class=\"verdict\">{verdict}</p>");
    assert!(html.contains(&opening), "{html}");
    assert!(html.contains(r["workspace"].as_str().unwrap()), "workspace");
    assert!(
        html.contains("<time datetime=\"2026-06-16\">16 Jun</time>"),
        "days in words"
    );
    assert!(!html.contains(">2026-06-16<"), "no ISO day shown");
    assert!(
        html.matches("<details>").count() >= 3,
        "the per-day tables fold"
    );
    assert!(
        html.contains("spent so far, against the limit"),
        "the cumulative chart"
    );
    assert!(
        html.contains("webhooks listen"),
        "how accepted/declined become known"
    );
    assert!(html.contains("The funnel of"), "each job's funnel");
}

/// Issue 45: `report --for NAME` narrows to members, a named member with
/// no lines shows zeros; the global `--member` (or `TALENT_MEMBER`) never
/// files the cycle under its name, and on report's line it names --for.
#[tokio::test]
async fn report_for_narrows_and_member_never_files_the_cycle_under_its_name() {
    let sb = Sandbox::start();
    history(&sb);
    let out = ok(sb
        .talent()
        .env("TALENT_NOW", at("2026-06-20T12:00:00Z"))
        .env("TZ", "UTC")
        .env("TALENT_MEMBER", "nobody")
        .args(["report", "-o", "json"])
        .output()
        .unwrap());
    let r = json_stdout(&out);
    assert_eq!(r["members"].as_array().unwrap().len(), 1, "{r}");
    assert_eq!(r["members"][0]["member"], "(this machine)", "{r}");
    assert_eq!(r["members"][0]["searches"], 3, "{r}");
    assert!(
        !stderr(&out).contains("--for"),
        "no notice without --member on the line"
    );
    let out = ok(run_at(
        &sb,
        "2026-06-20T12:00:00Z",
        &["report", "--member", "nobody", "-o", "json"],
    ));
    assert!(stderr(&out).contains("--for"), "{}", stderr(&out));
    let r = json_stdout(&out);
    assert_eq!(r["members"][0]["member"], "(this machine)", "{r}");
    assert_eq!(r["members"][0]["searches"], 3, "{r}");
    let r = json_stdout(&ok(run_at(
        &sb,
        "2026-06-20T12:00:00Z",
        &["report", "--for", "nobody", "-o", "json"],
    )));
    assert_eq!(
        r["members"],
        json!([{"member": "nobody", "unlocks": 0, "searches": 0, "messages": 0,
                "allowance": {"unlocks": null, "searches": null, "messages": null}}]),
        "{r}"
    );
    assert_eq!(r["channels"]["cli"]["searches"], 0, "{r}");
}
