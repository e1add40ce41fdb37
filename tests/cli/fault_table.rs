//! The hardening table: each command that sends to the service, against each
//! fault the sandbox can inject, with the exit code the contract demands
//! written down per cell. Every cell also holds: no panic, one `error:` line,
//! no spend twice (each meter moves at most once per cell), and an `--out`
//! export that fails leaves no final file. (The commands left out send
//! nothing to the service: `sandbox`, `ledger`, `config`, `alias`,
//! `completions`, `auth login/logout`, `webhooks listen/verify`.)

use reqwest::Method;
use serde_json::json;

use crate::common::*;

/// The commands, with `{card}` (a fresh talent card per cell), `{job}`,
/// `{thread}`, `{cand}` (a fresh candidate per cell), `{new_job}`,
/// `{paused_job}`, `{hook}` (made for the cell before its fault) and
/// `{fixture}` filled in, the meter each may spend and how much at most (the
/// export's two pages are two searches), and the command's own request (a
/// method, a path prefix), which a `next1` fault is aimed at: otherwise it
/// could land on the guard's look at the meters or not, as the clock falls.
const COMMANDS: &[(&str, &str, i64, &str)] = &[
    ("usage", "", 0, "GET"),
    ("jobs list", "", 0, "GET"),
    ("stages {job}", "", 0, "GET"),
    ("apps {job}", "", 0, "GET"),
    ("webhooks list", "", 0, "GET"),
    ("candidate summary {cand}", "", 0, "GET"),
    ("search --skill go", "searches", 1, "GET/search"),
    ("candidate show {card}", "apiUnlocks", 1, "GET/candidates"),
    (
        "invite {card} --job {job} --message Hello",
        "messages",
        1,
        "POST/invite-to-apply",
    ),
    ("jobs create --title Hardening", "", 0, "POST/jobs"),
    ("message {thread} --message Hi", "", 0, "POST/messages"),
    (
        "search --skill go --limit 30 -o csv --out {out}",
        "searches",
        2,
        "GET/search",
    ),
    ("candidate list --skills python", "", 0, "GET"),
    ("candidate profile {cand}", "", 0, "GET"),
    ("shortlist {job} --limit 3", "", 0, "POST"),
    (
        "bulk-invite {job} --candidates {cand} --channel email --message Hi",
        "",
        0,
        "POST",
    ),
    ("jobs update {new_job} --title Renamed", "", 0, "PATCH"),
    ("jobs pause {new_job}", "", 0, "PATCH"),
    ("jobs resume {paused_job}", "", 0, "PATCH"),
    ("jobs close {new_job}", "", 0, "PATCH"),
    (
        "webhooks create --url https://example.com/hook --event offer.made",
        "",
        0,
        "POST",
    ),
    ("webhooks enable {hook}", "", 0, "PATCH"),
    ("webhooks delete {hook}", "", 0, "DELETE"),
    ("status", "", 0, "GET"),
    ("auth status", "", 0, "GET"),
    ("api GET /jobs", "", 0, "GET"),
    ("fixtures {fixture}", "", 0, "GET"),
];

/// Fault columns: the spec put in force for one cell at a time.
const FAULTS: &[&str] = &[
    "500",
    "502",
    "503",
    "504",
    "stall",
    "stall-body",
    "reset",
    "truncate",
    "malformed",
    "huge",
    "panic",
    "latency=50ms",
    "500=next1",
    "reset=next1",
];

/// Expected exit code, row = command (as in COMMANDS), column = fault (as
/// in FAULTS). Every lasting fault is exit 1 (network or service failure
/// after retries; a write that may have gone through says so, and is not
/// repeated); a delay under `--timeout` is no failure (0). One fault on the
/// command's own request: reads (an unlock too: it spends once per
/// candidate) are retried (0); writes that may have taken effect are never
/// sent blindly again (1), nor is a search page whose answer was lost after
/// it was handled (`reset`: 1), since a second call would spend a second
/// search. An invite looks in the job's pipeline instead: after a lost
/// answer (`reset`) it finds the thread (0); after a 500 it finds nothing
/// and says that running it again is safe (1). A DELETE is retried, and a
/// 404 on the retry means the lost attempt did the deleting (0). Three cells
/// are 0 by design: a DELETE's 204 has no body to cut short, stall or garble,
/// and `talent api` prints a body as received, JSON or not.
const EXPECTED: &[[i32; 14]] = &[
    // 500 502 503 504 stall sbody reset trunc malf huge panic slow 500n1 resetn1
    [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0], // usage
    [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0], // jobs list
    [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0], // stages
    [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0], // apps
    [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0], // webhooks list
    [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0], // candidate summary
    [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 1], // search
    [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0], // candidate show (unlock)
    [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 1, 0], // invite
    [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 1, 1], // jobs create
    [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 1, 1], // message
    [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 1], // search --out
    [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0], // candidate list
    [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0], // candidate profile
    [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 1, 1], // shortlist
    [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 1, 1], // bulk-invite
    [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 1, 1], // jobs update
    [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 1, 1], // jobs pause
    [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 1, 1], // jobs resume
    [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 1, 1], // jobs close
    [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 1, 1], // webhooks create
    [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 1, 1], // webhooks enable
    [1, 1, 1, 1, 1, 0, 1, 0, 0, 1, 1, 0, 0, 0], // webhooks delete
    [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0], // status
    [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0], // auth status
    [1, 1, 1, 1, 1, 1, 1, 1, 0, 1, 1, 0, 0, 0], // api GET
    [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0], // fixtures (one GET)
];

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_command_against_every_fault_exits_as_the_table_says() {
    assert_eq!(EXPECTED.len(), COMMANDS.len());
    let sb = Sandbox::scaled(0.01);
    // Room on every meter, so the guard never stands in the way of a cell.
    let (status, body) = send(
        sb.control(Method::POST, "/quotas")
            .json(&json!({"grants": {"unlocks": 1000, "searches": 1000, "messages": 1000}})),
    )
    .await;
    assert_eq!(status, 200, "{body}");
    let cards = some_talent_cards(&sb, 20).await;
    let job = active_job(&sb).await;
    let invited = run(
        &sb,
        &[
            "invite",
            &cards[0],
            "--job",
            &job,
            "--message",
            "Hi",
            "-o",
            "json",
        ],
    );
    expect_code(&invited, 0);
    let thread = json_stdout(&invited)["threadId"]
        .as_str()
        .expect("threadId")
        .to_string();
    let cands = run(
        &sb,
        &[
            "candidate",
            "list",
            "--skills",
            "python",
            "--limit",
            "60",
            "-o",
            "json",
        ],
    );
    let cands: Vec<String> = json_array(&cands)
        .iter()
        .map(|c| c["id"].as_str().expect("id").to_string())
        .collect();
    let mut fresh_cand = cands.iter().cycle();
    let fixture = sb.env.path().join("one-read.json");
    std::fs::write(
        &fixture,
        r#"{"requests": [{"name": "jobs", "method": "GET", "path": "/jobs"}]}"#,
    )
    .expect("write the fixture");
    // What a cell works on, made before its fault is put in force.
    let made = |args: &[&str]| {
        let out = run(&sb, args);
        expect_code(&out, 0);
        String::from_utf8(out.stdout)
            .expect("UTF-8")
            .trim()
            .to_string()
    };
    let new_job = || made(&["jobs", "create", "--title", "Cell", "--jq", ".jobId"]);

    let mut failures = Vec::new();
    let mut fresh = cards[1..].iter().cycle();
    for (c, (template, meter, most, own)) in COMMANDS.iter().enumerate() {
        for (f, fault) in FAULTS.iter().enumerate() {
            let out_file = sb.env.path().join(format!("export-{c}-{f}.csv"));
            let mut line = template
                .replace("{card}", fresh.next().expect("cards"))
                .replace("{job}", &job)
                .replace("{thread}", &thread)
                .replace("{cand}", fresh_cand.next().expect("candidates"))
                .replace("{fixture}", &fixture.display().to_string())
                .replace("{out}", &out_file.display().to_string());
            if line.contains("{new_job}") {
                line = line.replace("{new_job}", &new_job());
            }
            if line.contains("{paused_job}") {
                let id = new_job();
                made(&["jobs", "pause", &id, "-q"]);
                line = line.replace("{paused_job}", &id);
            }
            if line.contains("{hook}") {
                let url = "https://example.com/hook";
                let hook = ["webhooks", "create", "--url", url, "--event", "offer.made"];
                let id = made(&[&hook[..], &["--jq", ".id"]].concat());
                line = line.replace("{hook}", &id);
            }
            let mut args: Vec<&str> = line.split(' ').collect();
            args.extend(["--timeout", "500ms", "--yes"]);
            if !line.contains(" -o ") {
                args.extend(["-o", "json"]);
            }
            let before = usage(&sb).await;
            let fault = match fault.ends_with("next1") {
                true => format!("{fault}@{own}"),
                false => fault.to_string(),
            };
            faults(&sb, &fault).await;
            let out = run(&sb, &args);
            faults(&sb, "").await;
            let after = usage(&sb).await;
            let (got, want) = (code(&out), EXPECTED[c][f]);
            let err = stderr(&out);
            let errors = err.lines().filter(|l| l.starts_with("error:")).count();
            let mut wrong = Vec::new();
            if got != want {
                wrong.push(format!("exit {got}, the table says {want}"));
            }
            if err.contains("panicked") {
                wrong.push("a panic".into());
            }
            if got != 0 && errors != 1 {
                wrong.push(format!("{errors} error lines"));
            }
            for m in ["apiUnlocks", "searches", "messages"] {
                let moved = after[m]["used"].as_i64().unwrap_or(0)
                    - before[m]["used"].as_i64().unwrap_or(0);
                let allowed = if *meter == m { *most } else { 0 };
                if moved > allowed {
                    wrong.push(format!("{m} moved by {moved}: spent twice"));
                }
            }
            if line.contains("--out") && got != 0 && out_file.exists() {
                wrong.push("a failed export left its final file".into());
            }
            if !wrong.is_empty() {
                failures.push(format!(
                    "`talent {line}` under `{fault}`: {}\n  stderr: {}",
                    wrong.join("; "),
                    err.trim()
                ));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
