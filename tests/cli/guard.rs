//! The quota guard, the ledger and the pacer: the real binary against the
//! sandbox, whose request log shows what reached it.

use std::process::Stdio;

use serde_json::{json, Value};

use crate::common::*;

/// Requests that reached `path` (below the interface base).
async fn reached(sb: &Sandbox, path: &str) -> Vec<Value> {
    received(sb)
        .await
        .into_iter()
        .filter(|r| r["path"].as_str().is_some_and(|p| p.contains(path)))
        .collect()
}

/// A search of five pages (five searches).
const FIVE_PAGES: &[&str] = crate::exports::EXPORT;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_limit_run_that_would_exceed_the_searches_left_is_refused_before_any_search() {
    let sb = Sandbox::start();
    set_used(&sb, json!({"searches": 97})).await;
    let out = run(&sb, FIVE_PAGES);
    expect_code(&out, 5);
    let err = stderr(&out);
    assert!(err.contains("needs 5 searches, 3 left; resets on"), "{err}");
    assert!(
        reached(&sb, "/search/candidates").await.is_empty(),
        "nothing spent"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn crossing_the_reserve_needs_yes_or_a_budget_without_a_terminal() {
    let sb = Sandbox::start();
    // 10 unlocks, reserve 20 % = 2: with 2 left, any unlock crosses it.
    set_used(&sb, json!({"unlocks": 8})).await;
    let card = some_talent_cards(&sb, 1).await.remove(0);
    let out = run(&sb, &["candidate", "show", &card]);
    expect_code(&out, 5);
    let err = stderr(&out);
    assert!(err.contains("leaves 1 of 10 (your reserve is 2)"), "{err}");
    assert!(
        err.contains("--yes") && err.contains("--max-unlocks"),
        "{err}"
    );
    assert!(reached(&sb, "/candidates/").await.is_empty());
    let out = run(
        &sb,
        &[
            "candidate",
            "show",
            &card,
            "--max-unlocks",
            "1",
            "-o",
            "json",
        ],
    );
    expect_code(&out, 0);
    assert!(
        stderr(&out).contains("spent 1 unlock · 1 of 10 left · resets"),
        "{}",
        stderr(&out)
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_unlocked_candidate_costs_nothing_and_the_audit_log_shows_the_spend() {
    let sb = Sandbox::start();
    let card = some_talent_cards(&sb, 1).await.remove(0);
    let first = run(&sb, &["candidate", "show", &card, "-o", "json"]);
    expect_code(&first, 0);
    assert!(
        stderr(&first).contains("spent 1 unlock"),
        "{}",
        stderr(&first)
    );
    let again = run(&sb, &["candidate", "show", &card, "-o", "json"]);
    expect_code(&again, 0);
    assert!(
        stderr(&again).contains("already unlocked, no unlock spent"),
        "{}",
        stderr(&again)
    );
    assert!(!stderr(&again).contains("spent 1"), "{}", stderr(&again));
    assert_eq!(used(&sb, "apiUnlocks").await, 1);
    let audit = run(&sb, &["usage", "--local", "-o", "json"]);
    expect_code(&audit, 0);
    let rows = json_array(&audit);
    assert_eq!(rows.len(), 1, "{rows:?}");
    assert_eq!(rows[0]["command"], "candidate show");
    assert_eq!(rows[0]["meter"], "unlocks");
    assert_eq!(rows[0]["outcome"], "spent");
    // Ids and counts only: the ledger holds no name, e-mail or key.
    let ledger = std::fs::read(sb.env.data_dir().join("ledger.sqlite3")).expect("ledger");
    let text = String::from_utf8_lossy(&ledger);
    assert!(!text.contains(&sb.keys.production), "no key in the ledger");
    let record = json_stdout(&first);
    let email = record["email"].as_str().expect("email");
    assert!(!text.contains(email), "no e-mail in the ledger");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn talent_api_is_guarded_by_its_route() {
    let sb = Sandbox::start();
    set_used(&sb, json!({"unlocks": 10})).await;
    let card = some_talent_cards(&sb, 1).await.remove(0);
    let out = run(&sb, &["api", "GET", &format!("/candidates/{card}")]);
    expect_code(&out, 5);
    assert!(
        stderr(&out).contains("needs 1 unlock, 0 left"),
        "{}",
        stderr(&out)
    );
    assert!(reached(&sb, "/candidates/").await.is_empty(), "not sent");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_budget_stops_an_all_run_cleanly_after_what_it_allows() {
    let sb = Sandbox::start();
    let out = run(
        &sb,
        &[
            "search",
            "--min-exp",
            "1",
            "--all",
            "--page-size",
            "20",
            "--max-searches",
            "2",
            "-o",
            "json",
        ],
    );
    expect_code(&out, 0);
    assert_eq!(json_array(&out).len(), 40, "two pages printed");
    let err = stderr(&out);
    assert!(
        err.contains("stopped at this run's budget (--max-searches)"),
        "{err}"
    );
    assert!(err.contains("--page 3"), "says how to continue: {err}");
    assert_eq!(reached(&sb, "/search/candidates").await.len(), 2);
    assert_eq!(used(&sb, "searches").await, 2);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn parallel_unlocks_never_send_more_than_is_left() {
    let sb = Sandbox::start();
    set_used(&sb, json!({"unlocks": 7})).await;
    let cards = some_talent_cards(&sb, 6).await;
    let children: Vec<_> = cards
        .iter()
        .map(|card| {
            let mut cmd = std::process::Command::new(talent_bin());
            sb.apply(&mut cmd);
            cmd.args(["candidate", "show", card, "--yes", "-o", "json"])
                .stdout(Stdio::null())
                .stderr(Stdio::piped())
                .spawn()
                .expect("spawn")
        })
        .collect();
    let mut codes = Vec::new();
    for child in children {
        let out = child.wait_with_output().expect("exits");
        codes.push(out.status.code());
    }
    let ok = codes.iter().filter(|c| **c == Some(0)).count();
    let refused = codes.iter().filter(|c| **c == Some(5)).count();
    assert_eq!(ok + refused, 6, "{codes:?}");
    // At most what was left is sent, and the service refuses none of it.
    // (A run that starts while another's spend is in flight may count that
    // spend twice for a moment: it refuses rather than overspends.)
    let sent = reached(&sb, "/candidates/").await;
    assert!(sent.len() <= 3, "{sent:?}");
    assert!(sent.iter().all(|r| r["status"] == 200), "{sent:?}");
    assert_eq!(ok, sent.len());
    assert_eq!(used(&sb, "apiUnlocks").await, 7 + ok as u64);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_long_search_export_is_paced_under_the_limits_with_no_429() {
    // Search: 10 per (0.6 s) window; 15 pages need the pacer.
    let sb = Sandbox::scaled(0.01);
    let out = run(
        &sb,
        &[
            "search",
            "--min-exp",
            "1",
            "--limit",
            "300",
            "--page-size",
            "20",
            "-o",
            "jsonl",
        ],
    );
    expect_code(&out, 0);
    let statuses: Vec<u64> = reached(&sb, "/search/candidates")
        .await
        .iter()
        .filter_map(|r| r["status"].as_u64())
        .collect();
    assert_eq!(statuses.len(), 15);
    assert!(statuses.iter().all(|s| *s == 200), "{statuses:?}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_processes_on_one_key_stay_inside_the_limits_together() {
    let sb = Sandbox::scaled(0.01);
    let spawn = || {
        let mut cmd = std::process::Command::new(talent_bin());
        // The production key and the sandbox's time scale (0.01).
        sb.apply(&mut cmd);
        cmd.args([
            "search",
            "--min-exp",
            "1",
            "--limit",
            "200",
            "--page-size",
            "20",
            "-o",
            "jsonl",
        ])
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .expect("spawn")
    };
    let (a, b) = (spawn(), spawn());
    for child in [a, b] {
        let out = child.wait_with_output().expect("exits");
        assert_eq!(
            out.status.code(),
            Some(0),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
    }
    let log = reached(&sb, "/search/candidates").await;
    let statuses: Vec<u64> = log.iter().filter_map(|r| r["status"].as_u64()).collect();
    assert_eq!(statuses.len(), 20, "{log:#?}");
    assert!(statuses.iter().all(|s| *s == 200), "no 429: {statuses:?}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_invite_the_ledger_knows_is_not_sent_again() {
    let sb = Sandbox::start();
    let job = active_job(&sb).await;
    let card = some_talent_cards(&sb, 1).await.remove(0);
    expect_code(
        &run(&sb, &["invite", &card, "--job", &job, "--message", "Hi"]),
        0,
    );
    let again = run(&sb, &["invite", &card, "--job", &job, "--message", "Hi"]);
    expect_code(&again, 7);
    assert!(
        stderr(&again).contains("from the local ledger"),
        "{}",
        stderr(&again)
    );
    assert_eq!(reached(&sb, "/invite-to-apply").await.len(), 1);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_ledger_commands_show_prune_and_reset() {
    let sb = Sandbox::start();
    let card = some_talent_cards(&sb, 1).await.remove(0);
    expect_code(&run(&sb, &["candidate", "show", &card, "-o", "json"]), 0);
    let show = run(&sb, &["ledger", "show", "-o", "json"]);
    expect_code(&show, 0);
    let tables = json_array(&show);
    let rows = |name: &str| {
        tables
            .iter()
            .find(|t| t["table"] == name)
            .and_then(|t| t["rows"].as_i64())
    };
    assert_eq!(rows("unlocked"), Some(1));
    assert_eq!(rows("audit"), Some(1));
    expect_code(&run(&sb, &["ledger", "prune"]), 0);
    let refused = run(&sb, &["ledger", "reset"]);
    expect_code(&refused, 2);
    expect_code(&run(&sb, &["ledger", "reset", "--yes"]), 0);
    assert!(!sb.env.data_dir().join("ledger.sqlite3").exists());
}

/// The `resets` and `resets_at` of the JSON error object on stderr, both
/// present.
fn json_reset(stderr: &str) -> (String, String) {
    let line = stderr
        .lines()
        .map(str::trim)
        .find(|l| l.starts_with("{\"error\""))
        .unwrap_or_else(|| panic!("a JSON error object: {stderr}"));
    let v: Value = serde_json::from_str(line).expect("JSON");
    let field = |k: &str| {
        v["error"][k]
            .as_str()
            .unwrap_or_else(|| panic!("{k} in {line}"))
            .to_string()
    };
    (field("resets"), field("resets_at"))
}

/// Each refusal of a quota — the reserve crossed without a terminal, a run
/// that needs more than is left, and the service's own exhaustion when
/// another client spent what this one last read as left — names the reset
/// in its line and in the JSON error object. (The decline on a terminal and
/// the bulk-invite cap: in their tests below.)
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_quota_refusal_names_the_reset_in_its_line_and_its_json() {
    // Each case on its own sandbox: the guard keeps a usage read a minute.
    let check = |sb: &Sandbox, out: &std::process::Output, what: &str| {
        let usage = json_stdout(&run(sb, &["usage", "-o", "json"]));
        let cycle_end = usage["cycleEndsOn"]
            .as_str()
            .expect("cycleEndsOn")
            .to_string();
        let day = chrono::DateTime::parse_from_rfc3339(&cycle_end)
            .expect("a date")
            .format("%-d %b")
            .to_string();
        expect_code(out, 5);
        let err = stderr(out);
        assert!(err.contains(&format!("resets on {day}")), "{what}: {err}");
        let (resets, at) = json_reset(&err);
        assert_eq!(resets, day, "{what}");
        assert_eq!(
            chrono::DateTime::parse_from_rfc3339(&at).ok(),
            chrono::DateTime::parse_from_rfc3339(&cycle_end).ok(),
            "{what}"
        );
        err
    };

    // The reserve, without a terminal.
    let sb = Sandbox::start();
    set_used(&sb, json!({"unlocks": 8})).await;
    let card = some_talent_cards(&sb, 1).await.remove(0);
    let reserve = run(&sb, &["candidate", "show", &card, "-o", "json"]);
    let err = check(&sb, &reserve, "reserve");
    assert!(
        err.contains("leaves 1 of 10 (your reserve is 2); resets on ")
            && err.contains("; nothing was sent"),
        "{err}"
    );

    // More than is left.
    let sb = Sandbox::start();
    set_used(&sb, json!({"searches": 97})).await;
    let needs = run(&sb, &[FIVE_PAGES, &["-o", "json"]].concat());
    let err = check(&sb, &needs, "exhaustion");
    assert!(
        err.contains("needs 5 searches, 3 left; resets on "),
        "{err}"
    );

    // The service's own refusal: this machine's usage read (fresh, so not
    // read again) leaves an unlock; another client spent it since.
    let sb = Sandbox::start();
    let cards = some_talent_cards(&sb, 2).await;
    set_used(&sb, json!({"unlocks": 8})).await;
    let first = run(
        &sb,
        &["candidate", "show", &cards[0], "--yes", "-o", "json"],
    );
    expect_code(&first, 0);
    set_used(&sb, json!({"unlocks": 10})).await;
    let service = run(
        &sb,
        &["candidate", "show", &cards[1], "--yes", "-o", "json"],
    );
    let err = check(&sb, &service, "the service's exhaustion");
    assert!(err.contains("api_unlock_limit_reached"), "{err}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn bulk_invites_the_ledger_knows_are_not_sent_and_the_daily_cap_is_kept() {
    let sb = Sandbox::start();
    let job = active_job(&sb).await;
    let ids = cand_ids(&sb, 501).await;
    let first: Vec<&str> = ids[..500].iter().map(String::as_str).collect();
    let file = sb.env.path().join("ids.txt");
    std::fs::write(&file, first.join("\n")).expect("ids");
    let out = run(
        &sb,
        &[
            "bulk-invite",
            &job,
            "--candidates-file",
            file.to_str().expect("path"),
            "-o",
            "json",
        ],
    );
    expect_code(&out, 0);
    assert_eq!(reached(&sb, "/sourcing/invite").await.len(), 10);
    // The same ids again: all known, nothing sent, exit 0.
    let again = run(
        &sb,
        &[
            "bulk-invite",
            &job,
            "--candidates",
            &ids[..3].join(","),
            "-o",
            "json",
        ],
    );
    expect_code(&again, 0);
    let rows = json_array(&again);
    assert!(
        rows.iter().all(|r| r["status"] == "already_invited"),
        "{rows:?}"
    );
    assert_eq!(
        reached(&sb, "/sourcing/invite").await.len(),
        10,
        "nothing sent"
    );
    // One more candidate would pass the job's 500 a day: refused unsent,
    // saying when the first of the day's invites frees a place.
    let over = run(
        &sb,
        &["bulk-invite", &job, "--candidates", &ids[500], "-o", "json"],
    );
    expect_code(&over, 5);
    let err = stderr(&over);
    assert!(err.contains("takes 500 invites a day"), "{err}");
    assert!(err.contains("; resets at "), "{err}");
    let (resets, at) = json_reset(&err);
    assert!(resets.ends_with(" UTC"), "{resets}");
    let at = chrono::DateTime::parse_from_rfc3339(&at).expect("resets_at");
    // Against the clock the runs read (the harness's TALENT_NOW).
    let in_a_day = at.timestamp() - sb.env.now().timestamp();
    assert!(
        (86_000..=86_400).contains(&in_a_day),
        "a day after the first invite: {at}"
    );
    assert_eq!(reached(&sb, "/sourcing/invite").await.len(), 10);
}

/// Runs `talent ARGS` on a terminal (a pty, by util-linux `script`), typing
/// `keys`; returns what the terminal showed. `None` where `script` is missing.
fn on_a_terminal(sb: &Sandbox, args: &[&str], keys: &str) -> Option<(i32, String)> {
    use std::io::Write;
    let script = ["/usr/bin/script", "/bin/script"]
        .into_iter()
        .find(|p| std::path::Path::new(p).exists())?;
    let line = std::iter::once(talent_bin().display().to_string())
        .chain(args.iter().map(|a| format!("'{a}'")))
        .collect::<Vec<_>>()
        .join(" ");
    let mut cmd = std::process::Command::new(script);
    sb.apply(&mut cmd);
    cmd.args(["-qec", &line, "/dev/null"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    let mut child = cmd.spawn().ok()?;
    // Give the prompt time to appear before answering it.
    std::thread::sleep(std::time::Duration::from_millis(1500));
    child.stdin.take()?.write_all(keys.as_bytes()).ok()?;
    let out = child.wait_with_output().ok()?;
    let text = String::from_utf8_lossy(&out.stdout).to_string();
    Some((out.status.code().unwrap_or(-1), text))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn on_a_terminal_crossing_the_reserve_is_asked_and_a_yes_spends() {
    if unix_only(
        "the reserve's question on a terminal",
        "a Unix pseudo-terminal, on which wine's console adds its own escape sequences",
    ) {
        return;
    }
    let sb = Sandbox::start();
    set_used(&sb, json!({"unlocks": 8})).await;
    let cards = some_talent_cards(&sb, 2).await;
    let Some((code, screen)) = on_a_terminal(&sb, &["candidate", "show", &cards[0]], "y") else {
        skip(
            "the reserve question on a terminal",
            "util-linux's `script` is not installed",
        );
        return;
    };
    assert!(screen.contains("your reserve is 2"), "{screen}");
    assert!(screen.contains("Go on?"), "{screen}");
    assert_eq!(code, 0, "{screen}");
    assert_eq!(used(&sb, "apiUnlocks").await, 9);
    let (code, screen) = on_a_terminal(&sb, &["candidate", "show", &cards[1], "-o", "json"], "n")
        .expect("script ran before");
    assert_eq!(code, 5, "{screen}");
    assert!(screen.contains("declined"), "{screen}");
    // The question and the decline both say when the meters reset.
    assert!(
        screen.contains("(your reserve is 2); resets on "),
        "{screen}"
    );
    let (resets, _) = json_reset(&screen);
    assert!(
        screen.contains(&format!("resets on {resets}; declined")),
        "{screen}"
    );
    assert_eq!(used(&sb, "apiUnlocks").await, 9, "a no spends nothing");
}

/// `talent candidate show CARD` spawned against `sb`, stalled by the
/// sandbox on its unlock; returns once the unlock reached the sandbox.
async fn stalled_unlock(sb: &Sandbox, card: &str) -> std::process::Child {
    faults(sb, "stall@GET/candidates/").await;
    let mut cmd = std::process::Command::new(talent_bin());
    sb.apply(&mut cmd);
    let mut child = cmd
        .args(["candidate", "show", card, "--yes", "-o", "json"])
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .expect("spawn");
    for _ in 0..200 {
        if !reached(sb, &format!("/candidates/{card}")).await.is_empty() {
            return child;
        }
        tokio::time::sleep(std::time::Duration::from_millis(25)).await;
    }
    let _ = child.kill();
    let _ = child.wait();
    panic!("the unlock never reached the sandbox");
}

/// Regression (issue 22): SIGTERM during an unlock exited 143 with no line
/// and left its hold in the ledger for 300 s, so the next runs were refused
/// as if the quota were gone.
#[cfg(unix)]
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sigterm_during_an_unlock_exits_130_with_one_line_and_settles_it_as_maybe_spent() {
    if unix_only("SIGTERM during an unlock", "wine ends a program on SIGTERM") {
        return;
    }
    let sb = Sandbox::start();
    // 8 of 10 used: the stalled unlock holds one of the last two.
    set_used(&sb, json!({"unlocks": 8})).await;
    let cards = some_talent_cards(&sb, 3).await;
    let child = stalled_unlock(&sb, &cards[0]).await;
    let pid = child.id().to_string();
    let killed = std::process::Command::new("kill")
        .args(["-TERM", &pid])
        .status()
        .expect("kill");
    assert!(killed.success());
    let out = child.wait_with_output().expect("exits");
    let err = String::from_utf8_lossy(&out.stderr).to_string();
    assert_eq!(out.status.code(), Some(130), "{err}");
    let lines: Vec<&str> = err.lines().filter(|l| l.starts_with("error:")).collect();
    assert_eq!(lines.len(), 1, "{err}");
    assert!(lines[0].contains("SIGTERM"), "{err}");
    assert!(err.contains("may have spent 1 unlock"), "{err}");
    let audit = run(&sb, &["usage", "--local", "-o", "json"]);
    assert!(
        stdout(&audit).contains("maybe (interrupted)"),
        "{}",
        stdout(&audit)
    );
    // The next run is judged from the meters, with no hold left behind.
    faults(&sb, "").await;
    let next = run(
        &sb,
        &["candidate", "show", &cards[1], "--yes", "-o", "json"],
    );
    assert_eq!(code(&next), 0, "{}", stderr(&next));
}

/// Regression (issue 37): on Windows Ctrl-C killed a run where it stood
/// (exit 0xC000013A, no line, the hold left for its deadline); now it ends
/// like SIGTERM: one line naming Ctrl-C, exit 130, the unlock in flight
/// settled as maybe spent. Under wine a SIGINT reaches the program as the
/// console's Ctrl-C, so the Windows leg (.ci/windows.sh) runs it.
#[cfg(unix)]
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn ctrl_c_on_windows_ends_an_unlock_like_sigterm_exit_130_and_settled() {
    if !windows_binary() {
        eprintln!(
            "SKIPPED Ctrl-C on Windows: the binary under test is not the Windows build (.ci/windows.sh runs it)"
        );
        return;
    }
    let sb = Sandbox::start();
    set_used(&sb, json!({"unlocks": 8})).await;
    let cards = some_talent_cards(&sb, 3).await;
    let child = stalled_unlock(&sb, &cards[0]).await;
    let pid = child.id().to_string();
    let killed = std::process::Command::new("kill")
        .args(["-INT", &pid])
        .status()
        .expect("kill");
    assert!(killed.success());
    let out = child.wait_with_output().expect("exits");
    let err = String::from_utf8_lossy(&out.stderr).to_string();
    assert_eq!(out.status.code(), Some(130), "{err}");
    let lines: Vec<&str> = err.lines().filter(|l| l.starts_with("error:")).collect();
    assert_eq!(lines.len(), 1, "{err}");
    assert!(lines[0].contains("stopped by Ctrl-C"), "{err}");
    assert!(err.contains("may have spent 1 unlock"), "{err}");
    faults(&sb, "").await;
    let next = run(
        &sb,
        &["candidate", "show", &cards[1], "--yes", "-o", "json"],
    );
    assert_eq!(code(&next), 0, "{}", stderr(&next));
}

/// Regression (issue 22): a hold left by kill -9 blocked later runs until it
/// lapsed (300 s, not even scaled); now a run that finds a hold of a process
/// that is gone drops it and reads the meters afresh. (Issue 37: on
/// Windows every process was taken as alive; the Windows leg runs this
/// under wine, where the run's process is asked for by `OpenProcess`.)
#[cfg(unix)]
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_hold_left_by_kill_9_does_not_block_the_next_run() {
    let sb = Sandbox::start();
    // 9 of 10 used: the stalled unlock holds the last one.
    set_used(&sb, json!({"unlocks": 9})).await;
    let cards = some_talent_cards(&sb, 2).await;
    let mut child = stalled_unlock(&sb, &cards[0]).await;
    child.kill().expect("kill -9");
    let _ = child.wait();
    faults(&sb, "").await;
    // The stalled request never reached the handler: the service still has
    // one unlock left, and the next run may spend it.
    let next = run(
        &sb,
        &["candidate", "show", &cards[1], "--yes", "-o", "json"],
    );
    assert_eq!(code(&next), 0, "{}", stderr(&next));
}

/// `talent ARGS` against `sb` with the data folder at `data` (fresh or broken).
fn talent_with_data(sb: &Sandbox, data: &std::path::Path) -> std::process::Command {
    let mut cmd = std::process::Command::new(talent_bin());
    sb.apply(&mut cmd);
    cmd.env("TALENT_DATA_DIR", data);
    cmd
}

/// Regression (issue 22): runs started together on a fresh data folder said
/// "the local ledger failed: database is locked; guarding from live usage
/// only" and then paced and spent without sharing. Creating and migrating
/// the ledger is now waited for, whoever comes first.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_first_run_of_several_processes_at_once_shares_one_ledger() {
    let sb = Sandbox::start();
    let data = sb.env.path().join("fresh-data");
    let children: Vec<_> = (0..8)
        .map(|_| {
            talent_with_data(&sb, &data)
                .args(["jobs", "list", "-o", "json"])
                .stdout(Stdio::null())
                .stderr(Stdio::piped())
                .spawn()
                .expect("spawn")
        })
        .collect();
    for child in children {
        let out = child.wait_with_output().expect("exits");
        let err = String::from_utf8_lossy(&out.stderr).to_string();
        assert_eq!(out.status.code(), Some(0), "{err}");
        assert!(
            !err.contains("ledger"),
            "a run went on without the ledger: {err}"
        );
    }
    let show = talent_with_data(&sb, &data)
        .args(["ledger", "show", "-o", "json"])
        .output()
        .expect("runs");
    assert_eq!(show.status.code(), Some(0));
}

/// Regression (issue 22): a ledger that cannot be used silently stopped
/// sharing pacing and spends. Now nothing that spends is sent without it
/// (exit 1, one line) unless --offline-spend; what spends nothing warns once
/// and runs.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_ledger_that_cannot_be_opened_sends_no_spend_unless_offline_spend() {
    let sb = Sandbox::start();
    let card = some_talent_cards(&sb, 1).await.remove(0);
    // The data folder is a file: no ledger can be created in it.
    let blocked = sb.env.path().join("not-a-folder");
    std::fs::write(&blocked, "x").unwrap();
    let data = blocked.join("data");
    let refused = talent_with_data(&sb, &data)
        .args(["candidate", "show", &card, "--yes", "-o", "json"])
        .output()
        .expect("runs");
    let err = String::from_utf8_lossy(&refused.stderr).to_string();
    assert_eq!(refused.status.code(), Some(1), "{err}");
    assert_eq!(
        err.lines().filter(|l| l.starts_with("error:")).count(),
        1,
        "{err}"
    );
    assert!(err.contains("--offline-spend"), "{err}");
    assert!(reached(&sb, &format!("/candidates/{card}"))
        .await
        .is_empty());
    let listed = talent_with_data(&sb, &data)
        .args(["jobs", "list", "-o", "json"])
        .output()
        .expect("runs");
    let err = String::from_utf8_lossy(&listed.stderr).to_string();
    assert_eq!(listed.status.code(), Some(0), "{err}");
    assert_eq!(err.matches("warning:").count(), 1, "{err}");
    let spent = talent_with_data(&sb, &data)
        .args([
            "candidate",
            "show",
            &card,
            "--yes",
            "--offline-spend",
            "-o",
            "json",
        ])
        .output()
        .expect("runs");
    assert_eq!(
        spent.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&spent.stderr)
    );
    assert_eq!(reached(&sb, &format!("/candidates/{card}")).await.len(), 1);
}

/// Regression (issue 40): `search --max-wait 5s` after the minute's ten
/// searches were used waited the pacer's own 60 s and exited 0. A pacer
/// wait longer than --max-wait is exit 6 at once, nothing sent.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn max_wait_bounds_the_pacers_own_wait() {
    let sb = Sandbox::start();
    // Twice five pages: the minute's ten searches.
    run(&sb, FIVE_PAGES);
    run(&sb, FIVE_PAGES);
    assert_eq!(reached(&sb, "/search").await.len(), 10);
    clear_log(&sb).await;
    let started = std::time::Instant::now();
    let out = run_code(&sb, &["search", "--skill", "go", "--max-wait", "5s"], 6);
    assert!(
        started.elapsed() < std::time::Duration::from_secs(5),
        "refused at once, not after a wait: {:?}",
        started.elapsed()
    );
    let err = stderr(&out);
    assert!(err.contains("longer than --max-wait 5s"), "{err}");
    assert!(reached(&sb, "/search").await.is_empty(), "nothing sent");
}

/// Regression (issue 40): `candidate show ID1 ID2 ID3` asked "this spends 1
/// unlock … Go on?" and one `y` spent 3. The question names the whole of
/// what the yes allows: every id, or as many as are left.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn one_yes_covers_more_than_it_names() {
    for (used_before, named, code_after, used_after) in [(6, 3, 0, 9), (8, 2, 5, 10)] {
        let sb = Sandbox::start();
        // 10 unlocks, reserve 2: three unlocks cross it. With 4 left all
        // three go; with 2 left the yes allows two, the third is refused.
        set_used(&sb, json!({ "unlocks": used_before })).await;
        let cards = some_talent_cards(&sb, 3).await;
        let mut args = vec!["candidate", "show"];
        args.extend(cards.iter().map(String::as_str));
        args.extend(["-o", "json"]);
        let Some((code, screen)) = on_a_terminal(&sb, &args, "y") else {
            crate::common::pg::skip("a terminal question", "`script` is not installed");
            return;
        };
        assert!(
            screen.contains(&format!("This spends {named} unlocks")),
            "{screen}"
        );
        assert_eq!(screen.matches("[y/N]").count(), 1, "one question: {screen}");
        assert_eq!(code, code_after, "{screen}");
        assert_eq!(used(&sb, "apiUnlocks").await, used_after);
    }
}

/// `ask = "spends"` (issue 45, *Asking before a spend, on a terminal*):
/// `talent LINE` in a pane of 80 columns, stdin and stderr the terminal.
fn asking(sb: &Sandbox, line: &str, env: &[(&str, &str)]) -> Pane {
    Pane::run(
        sb,
        line,
        (80, 30),
        PaneOptions {
            env: env
                .iter()
                .map(|(k, v)| (k.to_string(), v.to_string()))
                .collect(),
            ..PaneOptions::default()
        },
    )
}

/// Every line the pane shows fits its 80 columns: joined where the
/// terminal wrapped them, none is wider (display columns).
fn assert_fits_80(pane: &Pane) {
    let joined = pane.tmux(&["capture-pane", "-p", "-J"]);
    for line in joined.lines() {
        let w = unicode_width::UnicodeWidthStr::width(line.trim_end());
        assert!(w <= 80, "{w} columns: {line:?}\n{joined}");
    }
}

/// `talent LINE` on a terminal, its question answered no (exit 5): the
/// question's words on one line (the pane's wrapping undone), after
/// checking that every line fits 80 columns.
fn declined(sb: &Sandbox, line: &str) -> String {
    let pane = asking(sb, line, &[]);
    pane.wait_for("[y/N]");
    let joined = pane.tmux(&["capture-pane", "-p", "-J"]);
    assert_fits_80(&pane);
    pane.keys(&["n"]);
    assert_eq!(pane.exit_code(), 5, "{}", pane.screen());
    joined.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// The first job `jobs list` prints (so this machine saw its title): its
/// id and title.
fn first_job(sb: &Sandbox) -> (String, String) {
    let jobs = run(sb, &["jobs", "list", "-o", "json"]);
    expect_code(&jobs, 0);
    let job = json_array(&jobs)[0].clone();
    (
        job["jobId"].as_str().expect("jobId").to_string(),
        job["title"].as_str().expect("title").to_string(),
    )
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn candidate_show_on_a_terminal_asks_before_its_unlock_and_no_sends_nothing() {
    if !have_tmux() {
        return;
    }
    let sb = Sandbox::serve(SandboxOptions::default());
    let cards = some_talent_cards(&sb, 2).await;
    let pane = asking(&sb, &format!("candidate show {} -o json", cards[0]), &[]);
    let screen = pane.wait_for("[y/N]");
    assert!(screen.contains("Unlock 1 candidate:"), "{screen}");
    assert!(screen.contains(&cards[0]), "{screen}");
    assert!(
        screen.contains("This spends 1 unlock and leaves 9 of 10; resets on "),
        "{screen}"
    );
    assert_fits_80(&pane);
    assert_eq!(used(&sb, "apiUnlocks").await, 0, "nothing spent yet");
    pane.keys(&["n"]);
    assert_eq!(pane.exit_code(), 5, "{}", pane.screen());
    assert!(pane.screen().contains("declined"), "{}", pane.screen());
    assert_eq!(used(&sb, "apiUnlocks").await, 0, "a no spends nothing");
    assert!(reached(&sb, &format!("/candidates/{}", cards[0]))
        .await
        .is_empty());
    // A yes spends once: one question, one unlock.
    let pane = asking(&sb, &format!("candidate show {} -o json", cards[1]), &[]);
    pane.wait_for("[y/N]");
    pane.keys(&["y"]);
    assert_eq!(pane.exit_code(), 0, "{}", pane.screen());
    assert_eq!(
        pane.screen().matches("Go on?").count(),
        1,
        "{}",
        pane.screen()
    );
    assert_eq!(used(&sb, "apiUnlocks").await, 1);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn bulk_invite_on_a_terminal_asks_naming_the_people_and_the_job_by_title() {
    if !have_tmux() {
        return;
    }
    let sb = Sandbox::serve(SandboxOptions::default());
    // The job's title as this machine saw it printed.
    let (job_id, title) = first_job(&sb);
    let cands = run(
        &sb,
        &[
            "candidate",
            "list",
            "--skills",
            "python",
            "--limit",
            "12",
            "-o",
            "json",
        ],
    );
    let cands: Vec<String> = json_array(&cands)
        .iter()
        .map(|c| c["id"].as_str().expect("id").to_string())
        .collect();
    assert_eq!(cands.len(), 12);
    let line = format!(
        "bulk-invite {job_id} --candidates {} --channel email --message Hi -o json",
        cands.join(",")
    );
    let words = declined(&sb, &line);
    assert!(
        words.contains(&format!("Invite 12 candidates to \"{title}\" ({job_id})")),
        "{words}"
    );
    // At most 10 named, the rest counted.
    for c in &cands[..10] {
        assert!(words.contains(c.as_str()), "{c}: {words}");
    }
    assert!(!words.contains(cands[11].as_str()), "{words}");
    assert!(words.contains("and 2 more"), "{words}");
    assert!(
        words.contains("This sends 12 invites and leaves 488 of the job's 500 a day"),
        "{words}"
    );
    assert!(
        reached(&sb, "/sourcing/invite").await.is_empty(),
        "nothing sent"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_search_planned_past_ten_searches_asks_with_its_plan() {
    if !have_tmux() {
        return;
    }
    let sb = Sandbox::serve(SandboxOptions::default());
    let words = declined(
        &sb,
        "search --skill java --limit 240 --page-size 20 -o csv --out export.csv",
    );
    assert!(
        words.contains("This run plans 12 pages of 20, at least 1m at the rate limits; this spends 12 searches and leaves 88 of 100; resets on "),
        "{words}"
    );
    assert!(reached(&sb, "/search").await.is_empty(), "no search sent");
    // Ten searches or fewer: not asked.
    let pane = asking(
        &sb,
        "search --skill java --limit 60 -o csv --out few.csv",
        &[],
    );
    assert_eq!(pane.exit_code(), 0, "{}", pane.screen());
    assert!(!pane.screen().contains("[y/N]"), "{}", pane.screen());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn spends_without_a_terminal_or_with_yes_or_reserve_are_never_asked() {
    if !have_tmux() {
        return;
    }
    let sb = Sandbox::serve(SandboxOptions::default());
    let cards = some_talent_cards(&sb, 4).await;
    // No terminal: a script's run is unchanged.
    let out = run(&sb, &["candidate", "show", &cards[0], "-o", "json"]);
    expect_code(&out, 0);
    assert!(!stderr(&out).contains("Go on?"), "{}", stderr(&out));
    // --no-input on a terminal: not asked, spent as a script does.
    let pane = asking(
        &sb,
        &format!("candidate show {} --no-input -o json", cards[1]),
        &[],
    );
    assert_eq!(pane.exit_code(), 0, "{}", pane.screen());
    // --yes answers.
    let pane = asking(
        &sb,
        &format!("candidate show {} --yes -o json", cards[2]),
        &[],
    );
    assert_eq!(pane.exit_code(), 0, "{}", pane.screen());
    assert!(!pane.screen().contains("Go on?"), "{}", pane.screen());
    // TALENT_ASK=reserve: the old rule, asked only where the guard trips.
    let pane = asking(
        &sb,
        &format!("candidate show {} -o json", cards[3]),
        &[("TALENT_ASK", "reserve")],
    );
    assert_eq!(pane.exit_code(), 0, "{}", pane.screen());
    assert!(!pane.screen().contains("Go on?"), "{}", pane.screen());
    assert_eq!(used(&sb, "apiUnlocks").await, 4);
    // A bad value is refused before anything is sent.
    let pane = asking(
        &sb,
        &format!("candidate show {} -o json", cards[3]),
        &[("TALENT_ASK", "always")],
    );
    assert_eq!(pane.exit_code(), 2, "{}", pane.screen());
}

/// `--all` knows its pages only from the first page's total: it asks
/// after that page, before the second search, and a no sends no more.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_all_run_asks_after_its_first_page_before_the_second_search() {
    if !have_tmux() {
        return;
    }
    let sb = Sandbox::serve(SandboxOptions::default());
    let words = declined(
        &sb,
        "search --skill java --all --page-size 5 -o csv --out all.csv",
    );
    assert!(words.contains("results: "), "{words}");
    assert!(words.contains("still to fetch"), "{words}");
    assert_eq!(
        reached(&sb, "/search").await.len(),
        1,
        "the first page only"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_watch_asks_once_with_its_searches_an_hour() {
    if !have_tmux() {
        return;
    }
    let sb = Sandbox::serve(SandboxOptions::default());
    let words = declined(
        &sb,
        "search --skill go --new --state w --watch --interval 5m -o json",
    );
    assert!(
        words.contains(
            "This watch looks every 5m until Ctrl-C: 12 searches an hour; this spends 1 search"
        ),
        "{words}"
    );
    assert!(reached(&sb, "/search").await.is_empty(), "no look sent");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn invite_on_a_terminal_asks_naming_the_job_by_title_and_no_sends_nothing() {
    if !have_tmux() {
        return;
    }
    let sb = Sandbox::serve(SandboxOptions::default());
    let (job_id, title) = first_job(&sb);
    let card = some_talent_cards(&sb, 1).await.remove(0);
    let words = declined(
        &sb,
        &format!("invite {card} --job {job_id} --message Hello -o json"),
    );
    assert!(
        words.contains(&format!("Invite 1 candidate to \"{title}\" ({job_id}):")),
        "{words}"
    );
    assert!(words.contains(&format!("- {card}")), "{words}");
    assert!(
        words.contains("This spends 1 message and leaves 19 of 20; resets on "),
        "{words}"
    );
    assert!(
        reached(&sb, "/invite-to-apply").await.is_empty(),
        "nothing sent"
    );
    assert_eq!(used(&sb, "messages").await, 0);
}

/// Regression (issue 44, found merging issue 45's question): on a terminal
/// `invite` asked before it looked whether the invite was already sent, so
/// a repeated invite the ledger knows was asked and the yes then got the
/// conflict. The checks that spend nothing come first: exit 7, unasked,
/// the thread named, nothing sent again.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_repeated_invite_on_a_terminal_is_a_conflict_before_any_question() {
    if !have_tmux() {
        return;
    }
    let sb = Sandbox::serve(SandboxOptions::default());
    let (job_id, _) = first_job(&sb);
    let card = some_talent_cards(&sb, 1).await.remove(0);
    let first = run(
        &sb,
        &[
            "invite",
            &card,
            "--job",
            &job_id,
            "--message",
            "Hello",
            "--yes",
        ],
    );
    expect_code(&first, 0);
    let first: serde_json::Value = serde_json::from_slice(&first.stdout).expect("JSON");
    let thread = first["threadId"].as_str().expect("threadId").to_string();
    let sent = reached(&sb, "/invite-to-apply").await.len();
    let pane = asking(
        &sb,
        &format!("invite {card} --job {job_id} --message Again"),
        &[],
    );
    assert_eq!(pane.exit_code(), 7, "{}", pane.screen());
    let screen = pane.screen();
    assert!(!screen.contains("[y/N]"), "asked: {screen}");
    let words = screen.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(words.contains(&thread), "the thread is named: {screen}");
    assert_eq!(
        reached(&sb, "/invite-to-apply").await.len(),
        sent,
        "nothing sent again"
    );
    assert_eq!(used(&sb, "messages").await, 1);
}

/// Regression (issue 45): `talent api`, `fixtures` and an alias asked
/// only where the guard tripped. On a terminal (`ask = "spends"`) each
/// asks before its unlock, by the route it sends, naming the card; a no
/// sends nothing (exit 5); a script (no terminal) is never asked.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn api_fixtures_and_aliases_ask_before_a_spend_by_route() {
    if !have_tmux() {
        return;
    }
    let sb = Sandbox::serve(SandboxOptions::default());
    let cards = some_talent_cards(&sb, 4).await;
    let file = sb.env.path().join("unlock.json");
    std::fs::write(
        &file,
        format!(
            r#"{{"requests": [{{"name": "one", "method": "GET", "path": "/candidates/{}"}}]}}"#,
            cards[1]
        ),
    )
    .unwrap();
    expect_code(&run(&sb, &["alias", "set", "look", "candidate show"]), 0);
    let lines = [
        (format!("api GET /candidates/{}", cards[0]), &cards[0]),
        (format!("fixtures {} -o json", file.display()), &cards[1]),
        (format!("look {} -o json", cards[2]), &cards[2]),
    ];
    for (line, card) in &lines {
        let pane = asking(&sb, line, &[]);
        let screen = pane.wait_for("[y/N]");
        assert!(screen.contains("This spends 1 unlock"), "{line}: {screen}");
        assert!(screen.contains(card.as_str()), "{line}: {screen}");
        assert_fits_80(&pane);
        pane.keys(&["n"]);
        assert_eq!(pane.exit_code(), 5, "{line}: {}", pane.screen());
        assert_eq!(
            used(&sb, "apiUnlocks").await,
            0,
            "{line}: a no spends nothing"
        );
    }
    // A yes spends once.
    let pane = asking(&sb, &lines[0].0, &[]);
    pane.wait_for("[y/N]");
    pane.keys(&["y"]);
    assert_eq!(pane.exit_code(), 0, "{}", pane.screen());
    assert_eq!(used(&sb, "apiUnlocks").await, 1);
    // A script is never asked: it spends as before.
    let out = run(&sb, &["api", "GET", &format!("/candidates/{}", cards[3])]);
    expect_code(&out, 0);
    assert_eq!(used(&sb, "apiUnlocks").await, 2);
}
