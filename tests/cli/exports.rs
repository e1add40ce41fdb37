//! Exports that never lose a row: streaming formats, what a failure leaves,
//! `--out` files that appear whole or not at all (never through a planted
//! link, into a folder or over what is not a regular file), `--resume`,
//! stable CSV columns.

use std::os::unix::fs::FileTypeExt;
use std::process::Stdio;
use std::time::Duration;

use serde_json::Value;

use crate::common::*;

/// The records under a CSV's header (a cell such as the resume excerpt
/// may hold line breaks, so lines are not records).
fn csv_rows(text: &str) -> usize {
    csv::Reader::from_reader(text.as_bytes())
        .records()
        .inspect(|r| assert!(r.is_ok(), "a CSV record: {r:?}"))
        .count()
}

/// A search of 100 records in pages of 20 (five searches).
pub(crate) const EXPORT: &[&str] = &[
    "search",
    "--min-exp",
    "1",
    "--limit",
    "100",
    "--page-size",
    "20",
];

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_failed_third_page_leaves_the_first_two_written_and_json_closed() {
    let sb = Sandbox::scaled(0.01);
    faults(&sb, "500=from3@GET/search").await;
    let out = run(&sb, &[EXPORT, &["-o", "json"]].concat());
    expect_code(&out, 1);
    let rows = json_array(&out);
    assert_eq!(rows.len(), 40, "pages 1 and 2");
    let err = stderr(&out);
    assert!(
        err.contains("page 3 failed (the pages before it were written)"),
        "{err}"
    );
    assert!(err.contains("continue with --page 3"), "{err}");

    faults(&sb, "500=from3@GET/search").await;
    let out = run(&sb, &[EXPORT, &["-o", "csv"]].concat());
    expect_code(&out, 1);
    let text = stdout(&out);
    assert_eq!(csv_rows(&text), 40, "two pages under the header: {text}");
}

/// Issue 37: on Windows a path flag takes a drive letter and backslashes
/// (`Z:\tmp\…\hits.csv`; wine's Z: is the Unix root): the query file is
/// read and the export lands there whole. The Windows leg runs it.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn windows_path_flags_take_a_drive_letter_and_backslashes() {
    if !windows_binary() {
        eprintln!("SKIPPED Windows paths: the binary under test is not the Windows build");
        return;
    }
    let sb = Sandbox::scaled(0.01);
    let dir = sb.env.path().join("a folder");
    std::fs::create_dir_all(&dir).expect("mkdir");
    let windows = |p: &std::path::Path| format!("Z:{}", p.display()).replace('/', "\\");
    let (target, query) = (dir.join("hits.csv"), dir.join("q.txt"));
    std::fs::write(&query, "engineer").expect("query");
    let out = run(
        &sb,
        &[
            EXPORT,
            &[
                "--q-file",
                &windows(&query),
                "-o",
                "csv",
                "--out",
                &windows(&target),
            ],
        ]
        .concat(),
    );
    expect_code(&out, 0);
    let text = std::fs::read_to_string(&target).expect("written under the Windows path");
    assert!(csv_rows(&text) > 0, "{text}");
    assert!(!dir.join("hits.csv.partial").exists());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_out_file_appears_only_when_the_export_succeeds() {
    let sb = Sandbox::scaled(0.01);
    let target = sb.env.path().join("hits.csv");
    let path = target.to_str().expect("path");
    faults(&sb, "500=from3@GET/search").await;
    let failed = run(&sb, &[EXPORT, &["-o", "csv", "--out", path]].concat());
    expect_code(&failed, 1);
    assert!(!target.exists(), "no half file under the name");
    let partial = sb.env.path().join("hits.csv.partial");
    let kept = std::fs::read_to_string(&partial).expect("the fetched pages are kept");
    assert_eq!(csv_rows(&kept), 40);
    assert!(
        stderr(&failed).contains("hits.csv.partial"),
        "{}",
        stderr(&failed)
    );

    faults(&sb, "").await;
    let ok = run(&sb, &[EXPORT, &["-o", "csv", "--out", path]].concat());
    expect_code(&ok, 0);
    assert!(stdout(&ok).is_empty(), "data went to the file");
    let text = std::fs::read_to_string(&target).expect("written");
    assert_eq!(csv_rows(&text), 100);
    assert!(!partial.exists());
    // Modes are Unix's: under wine the file gets the umask's.
    if !windows_binary() {
        use std::os::unix::fs::PermissionsExt;
        let mode = std::fs::metadata(&target)
            .expect("meta")
            .permissions()
            .mode()
            & 0o777;
        assert_eq!(mode, 0o600, "a new file may hold contact data");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_second_run_on_the_same_out_file_refuses_and_a_killed_run_leaves_the_old_file() {
    let sb = Sandbox::scaled(0.01);
    let target = sb.env.path().join("hits.json");
    std::fs::write(&target, "[]\n").expect("old file");
    let path = target.to_str().expect("path").to_string();
    faults(&sb, "latency=400ms@GET/search").await;
    let mut cmd = std::process::Command::new(talent_bin());
    sb.env.apply(&mut cmd);
    let mut first = cmd
        .env("TALENT_BASE_URL", &sb.base_url)
        .env("TALENT_ALT_BASE_URL", &sb.alt_base_url)
        .env("TALENT_API_KEY", &sb.keys.production)
        .args(EXPORT)
        .args(["-o", "json", "--out", &path])
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("spawn");
    // Wait until the first run has written a page into the partial file.
    let partial = sb.env.path().join("hits.json.partial");
    let mut waited = Duration::ZERO;
    while std::fs::metadata(&partial).map_or(true, |m| m.len() == 0)
        && waited < Duration::from_secs(10)
    {
        std::thread::sleep(Duration::from_millis(50));
        waited += Duration::from_millis(50);
    }
    let second = run(&sb, &[EXPORT, &["-o", "json", "--out", &path]].concat());
    expect_code(&second, 2);
    assert!(
        stderr(&second).contains("another talent run is writing"),
        "{}",
        stderr(&second)
    );
    first.kill().expect("kill -9");
    let _ = first.wait();
    assert_eq!(
        std::fs::read_to_string(&target).expect("old file"),
        "[]\n",
        "never a partial file under the name"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_csv_header_is_the_same_whatever_came_back() {
    let sb = Sandbox::start();
    let header = |args: &[&str]| {
        let out = run(&sb, &[&["search"], args, &["-o", "csv"]].concat());
        expect_code(&out, 0);
        stdout(&out).lines().next().unwrap_or_default().to_string()
    };
    let a = header(&["--skill", "rust"]);
    let b = header(&["--skill", "java", "--location", "Pune"]);
    let c = header(&["--min-exp", "30"]);
    assert!(!a.is_empty());
    assert_eq!(a, b);
    assert_eq!(a, c, "even with few or no rows");
}

/// The sandbox's phones are written `+919420096908`: a plain number, which
/// the guard leaves alone (a spaced `+91 98765 43210` gets the prefix: see
/// the CSV writer's tests). Guarded or not, the cell is the phone.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_plain_number_phone_is_written_as_it_is_with_or_without_the_guard() {
    let sb = Sandbox::start();
    let card = some_talent_cards(&sb, 1).await.remove(0);
    let fields = ["--fields", "talentCardId,phone"];
    let guarded = run(
        &sb,
        &[&["candidate", "show", &card, "-o", "csv"][..], &fields].concat(),
    );
    expect_code(&guarded, 0);
    let raw = run(
        &sb,
        &[
            &[
                "candidate",
                "show",
                &card,
                "-o",
                "csv",
                "--no-formula-guard",
            ][..],
            &fields,
        ]
        .concat(),
    );
    expect_code(&raw, 0);
    let cell = |out: &std::process::Output| {
        let text = stdout(out);
        let mut reader = csv::Reader::from_reader(text.as_bytes());
        let row = reader.records().next().expect("a row").expect("csv");
        row.get(1).unwrap_or_default().to_string()
    };
    let phone: Value =
        json_stdout(&run(&sb, &["candidate", "show", &card, "-o", "json"]))["phone"].clone();
    let phone = phone
        .as_str()
        .expect("a phone after the unlock")
        .to_string();
    assert!(phone.starts_with('+'), "{phone}");
    assert_eq!(cell(&guarded), phone);
    assert_eq!(cell(&raw), phone);
}

/// The same export uninterrupted, for comparison.
fn reference(sb: &Sandbox, format: &str, name: &str) -> String {
    let target = sb.env.path().join(name);
    let path = target.to_str().expect("path");
    let out = run(sb, &[EXPORT, &["-o", format, "--out", path]].concat());
    expect_code(&out, 0);
    std::fs::read_to_string(&target).expect("reference written")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn resume_after_a_failed_page_gives_the_file_an_uninterrupted_run_gives() {
    let sb = Sandbox::scaled(0.01);
    for format in ["csv", "json", "jsonl", "tsv"] {
        let want = reference(&sb, format, &format!("ref.{format}"));
        let target = sb.env.path().join(format!("hits.{format}"));
        let path = target.to_str().expect("path");
        faults(&sb, "500=from3@GET/search").await;
        let failed = run(&sb, &[EXPORT, &["-o", format, "--out", path]].concat());
        expect_code(&failed, 1);
        let err = stderr(&failed);
        assert!(err.contains("continue with --resume"), "{err}");
        // Page 3 fails, unless a retry on a loaded machine took the third
        // request: the page named is where the resume starts.
        let page: u64 = err
            .split("error: page ")
            .nth(1)
            .and_then(|t| t.split(' ').next())
            .and_then(|n| n.parse().ok())
            .unwrap_or_else(|| panic!("names the page: {err}"));
        assert!(!target.exists());
        faults(&sb, "").await;
        let resumed = run(
            &sb,
            &[EXPORT, &["-o", format, "--out", path, "--resume"]].concat(),
        );
        expect_code(&resumed, 0);
        let before = (page - 1) * 20;
        assert!(
            stderr(&resumed).contains(&format!(
                "resuming at page {page} ({before} records written before)"
            )),
            "{}",
            stderr(&resumed)
        );
        let got = std::fs::read_to_string(&target).expect("written");
        assert_eq!(got, want, "{format}: equal to an uninterrupted run");
        // The checkpoint went with the finished export.
        let again = run(
            &sb,
            &[EXPORT, &["-o", format, "--out", path, "--resume"]].concat(),
        );
        expect_code(&again, 0);
        assert!(
            stderr(&again).contains("no checkpoint"),
            "{}",
            stderr(&again)
        );
        assert_eq!(std::fs::read_to_string(&target).expect("written"), want);
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn resume_refuses_another_command_and_sends_nothing() {
    let sb = Sandbox::scaled(0.01);
    let target = sb.env.path().join("hits.csv");
    let path = target.to_str().expect("path");
    faults(&sb, "500=from3@GET/search").await;
    expect_code(
        &run(&sb, &[EXPORT, &["-o", "csv", "--out", path]].concat()),
        1,
    );
    faults(&sb, "").await;
    let before = sb.requests().await.len();
    let other = run(
        &sb,
        &[
            "search",
            "--min-exp",
            "2",
            "--limit",
            "100",
            "--page-size",
            "20",
            "-o",
            "csv",
            "--out",
            path,
            "--resume",
        ],
    );
    expect_code(&other, 2);
    let err = stderr(&other);
    assert!(err.contains("is of another command"), "{err}");
    assert!(err.contains("--min-exp 1"), "names the command: {err}");
    let sent: Vec<_> = sb.requests().await.into_iter().skip(before).collect();
    assert!(
        sent.iter()
            .all(|r| !r["path"].as_str().unwrap_or("").contains("search")),
        "no search sent: {sent:?}"
    );
    // A run flag is not another command: a budget or -q may change.
    let ok = run(
        &sb,
        &[
            EXPORT,
            &[
                "-o",
                "csv",
                "--out",
                path,
                "--resume",
                "-q",
                "--max-searches",
                "10",
            ],
        ]
        .concat(),
    );
    expect_code(&ok, 0);
    assert_eq!(
        csv_rows(&std::fs::read_to_string(&target).expect("written")),
        100
    );
    // A table cannot be continued.
    let table = run(
        &sb,
        &[EXPORT, &["-o", "table", "--out", path, "--resume"]].concat(),
    );
    expect_code(&table, 2);
}

#[cfg(unix)]
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_interrupt_closes_the_json_array_and_resume_finishes_the_file() {
    let sb = Sandbox::scaled(0.01);
    let want = reference(&sb, "json", "ref.json");
    faults(&sb, "latency=300ms@GET/search").await;
    let spawn = |extra: &[&str]| {
        let mut cmd = std::process::Command::new(talent_bin());
        sb.env.apply(&mut cmd);
        cmd.env("TALENT_BASE_URL", &sb.base_url)
            .env("TALENT_ALT_BASE_URL", &sb.alt_base_url)
            .env("TALENT_API_KEY", &sb.keys.production)
            .args(EXPORT)
            .args(["-o", "json"])
            .args(extra)
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("spawn")
    };
    let interrupt = |child: &std::process::Child, after: Duration| {
        std::thread::sleep(after);
        let status = std::process::Command::new("kill")
            .args(["-INT", &child.id().to_string()])
            .status()
            .expect("kill");
        assert!(status.success());
    };
    // On stdout: what came is a whole JSON array, and the exit code is 130.
    let child = spawn(&[]);
    interrupt(&child, Duration::from_millis(1000));
    let out = child.wait_with_output().expect("wait");
    assert_eq!(out.status.code(), Some(130), "{}", stderr(&out));
    let rows: Vec<Value> = serde_json::from_slice(&out.stdout).expect("the array is closed");
    assert!(
        !rows.is_empty() && rows.len() < 100 && rows.len().is_multiple_of(20),
        "{}",
        rows.len()
    );
    assert!(stderr(&out).contains("interrupted"), "{}", stderr(&out));

    // Into a file: the partial file and checkpoint let --resume finish it.
    let target = sb.env.path().join("hits.json");
    let path = target.to_str().expect("path").to_string();
    let child = spawn(&["--out", &path]);
    interrupt(&child, Duration::from_millis(1000));
    let out = child.wait_with_output().expect("wait");
    assert_eq!(out.status.code(), Some(130), "{}", stderr(&out));
    assert!(!target.exists());
    faults(&sb, "").await;
    let resumed = run(
        &sb,
        &[EXPORT, &["-o", "json", "--out", &path, "--resume"]].concat(),
    );
    expect_code(&resumed, 0);
    assert_eq!(std::fs::read_to_string(&target).expect("written"), want);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn tsv_is_one_line_per_record_and_no_headers_drops_the_header() {
    let sb = Sandbox::scaled(0.01);
    let out = run(
        &sb,
        &[
            EXPORT,
            &[
                "-o",
                "tsv",
                "--fields",
                "talentCardId,experience,redactedResumeText",
            ],
        ]
        .concat(),
    );
    expect_code(&out, 0);
    let text = stdout(&out);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 101, "header and one line per record");
    assert_eq!(lines[0], "talentCardId\texperience\tredactedResumeText");
    assert!(lines.iter().all(|l| l.split('\t').count() == 3), "{text}");
    let bare = run(
        &sb,
        &[
            EXPORT,
            &["-o", "tsv", "--no-headers", "--fields", "talentCardId"],
        ]
        .concat(),
    );
    expect_code(&bare, 0);
    let ids = stdout(&bare);
    assert_eq!(ids.lines().count(), 100);
    assert!(
        ids.lines()
            .all(|l| l.len() == 24 && l.chars().all(|c| c.is_ascii_hexdigit())),
        "{ids}"
    );
}

/// The formula guard can be turned off for good in the config, for machine
/// consumers; the flag and the setting write the same raw cells.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_config_turns_the_formula_guard_off() {
    let sb = Sandbox::start();
    let made = run(&sb, &["jobs", "create", "--title", "=HYPERLINK(\"x\")"]);
    expect_code(&made, 0);
    let titles = |extra: &[&str]| {
        let out = run(
            &sb,
            &[
                &["jobs", "list", "-o", "csv", "--fields", "title"][..],
                extra,
            ]
            .concat(),
        );
        expect_code(&out, 0);
        stdout(&out)
    };
    assert!(
        titles(&[]).contains("\"'=HYPERLINK(\"\"x\"\")\""),
        "{}",
        titles(&[])
    );
    let raw = titles(&["--no-formula-guard"]);
    assert!(raw.contains("\"=HYPERLINK(\"\"x\"\")\""), "{raw}");
    let mut set = sb.env.talent();
    expect_code(
        &set.args(["config", "set", "formula_guard", "false"])
            .output()
            .expect("runs"),
        0,
    );
    assert_eq!(titles(&[]), raw);
}

/// An unknown `--fields` name is a usage error listing the known ones,
/// before anything is sent (an unlock is not spent on a typo).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_unknown_field_is_refused_before_anything_is_sent() {
    let sb = Sandbox::start();
    let card = some_talent_cards(&sb, 1).await.remove(0);
    let before = sb.requests().await.len();
    for args in [
        vec!["search", "--skill", "go", "--fields", "talentCardId,nmae"],
        vec!["candidate", "show", &card, "--fields", "emial"],
        vec!["candidate", "profile", "cand_x", "--fields", "workHistory"],
        vec!["jobs", "list", "--fields", "job_id"],
        vec!["usage", "--fields", "searches.left"],
        vec!["search", "--skill", "go", "--fields", "workHistory.company"],
        vec!["search", "--skill", "go", "--fields", "all,talentCardId"],
    ] {
        let out = run(&sb, &args);
        expect_code(&out, 2);
        let err = stderr(&out);
        assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
        assert!(
            err.contains("in --fields") || err.contains("--fields all"),
            "{args:?}: {err}"
        );
    }
    let err = stderr(&run(&sb, &["search", "--skill", "go", "--fields", "nmae"]));
    assert!(
        err.contains("known fields: talentCardId, experience"),
        "{err}"
    );
    let sent: Vec<_> = sb.requests().await.into_iter().skip(before).collect();
    assert!(sent.is_empty(), "nothing sent: {sent:?}");
}

/// `--fields all` is every field of the schema in a fixed order: the same
/// header for any data; indexes reach into lists.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn fields_all_and_indexes_give_fixed_columns() {
    let sb = Sandbox::start();
    let header = |extra: &[&str]| {
        let out = run(
            &sb,
            &[
                &["search", "-o", "csv", "--fields", "all", "--limit", "3"][..],
                extra,
            ]
            .concat(),
        );
        expect_code(&out, 0);
        stdout(&out).lines().next().unwrap_or_default().to_string()
    };
    let a = header(&["--skill", "rust"]);
    assert!(a.starts_with("talentCardId,experience,locations,"), "{a}");
    assert!(a.contains("profileSignals.workQuality.score"), "{a}");
    assert_eq!(a, header(&["--min-exp", "40"]), "with no rows too");
    let out = run(
        &sb,
        &[
            "search",
            "--skill",
            "go",
            "-o",
            "json",
            "--limit",
            "2",
            "--fields",
            "talentCardId,workHistory[0],workHistory.1",
        ],
    );
    expect_code(&out, 0);
    let rows = json_array(&out);
    assert_eq!(rows.len(), 2);
    for row in rows {
        let keys: Vec<&String> = row.as_object().expect("object").keys().collect();
        assert_eq!(keys, ["talentCardId", "workHistory[0]", "workHistory.1"]);
        assert!(row["workHistory[0]"].is_string(), "{row}");
    }
}

/// `--fields` with no value lists the names it takes, one a line, sends
/// nothing and exits 0; each listed name is then accepted.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn fields_with_no_value_lists_the_names_and_sends_nothing() {
    let sb = Sandbox::start();
    let before = sb.requests().await.len();
    let out = run(&sb, &["search", "--skill", "go", "--fields"]);
    expect_code(&out, 0);
    let names: Vec<String> = stdout(&out).lines().map(str::to_string).collect();
    assert_eq!(names[..2], ["talentCardId", "experience"], "{names:?}");
    assert!(
        names.iter().any(|n| n == "joiningAvailability.status"),
        "{names:?}"
    );
    let jobs = run(&sb, &["jobs", "list", "--fields", "-o", "json"]);
    expect_code(&jobs, 0);
    assert!(stdout(&jobs).starts_with("jobId\n"), "{}", stdout(&jobs));
    let sent: Vec<_> = sb.requests().await.into_iter().skip(before).collect();
    assert!(sent.is_empty(), "nothing sent: {sent:?}");
    let chosen = names[..4].join(",");
    let out = run(
        &sb,
        &[
            "search", "--skill", "go", "-o", "csv", "--limit", "2", "--fields", &chosen,
        ],
    );
    expect_code(&out, 0);
    assert_eq!(stdout(&out).lines().next(), Some(chosen.as_str()));
}

/// The header row of a CSV or TSV output.
fn header_of(out: &std::process::Output, tabs: bool) -> Vec<String> {
    expect_code(out, 0);
    let text = stdout(out);
    let first = text.lines().next().unwrap_or_default().to_string();
    if tabs {
        return first.split('\t').map(str::to_string).collect();
    }
    csv::Reader::from_reader(text.as_bytes())
        .headers()
        .expect("a header")
        .iter()
        .map(str::to_string)
        .collect()
}

/// With no `--fields`, the CSV of `search` and of each list command is
/// every field of its record: the compact set (the table's, which TSV and
/// `--fields compact` keep) first in its order, then each other field the
/// command's `--fields` lists, in that order, none twice.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn csv_is_the_compact_set_then_every_other_field_and_compact_keeps_the_short_form() {
    let sb = Sandbox::start();
    let job = active_job(&sb).await;
    let cards = some_talent_cards(&sb, 2).await;
    expect_code(
        &run(
            &sb,
            &[
                "webhooks",
                "create",
                "--url",
                "http://127.0.0.1:9/hook",
                "--event",
                "job.closed",
                "-o",
                "json",
            ],
        ),
        0,
    );
    let commands: Vec<Vec<&str>> = vec![
        vec!["search", "--skill", "go"],
        vec!["candidate", "list", "--skills", "go"],
        vec!["candidate", "show", &cards[0], &cards[1], "--yes"],
        vec!["jobs", "list"],
        vec!["jobs", "list", "--status", "active"],
        vec!["apps", &job],
        vec!["stages", &job],
        vec!["shortlist", &job, "--limit", "3"],
        vec!["webhooks", "list"],
    ];
    for args in &commands {
        let with = |extra: &[&str]| run(&sb, &[&args[..], extra].concat());
        let full = header_of(&with(&["-o", "csv"]), false);
        let compact = header_of(&with(&["-o", "csv", "--fields", "compact"]), false);
        let tsv = header_of(&with(&["-o", "tsv"]), true);
        assert_eq!(tsv, compact, "{args:?}: TSV keeps the compact set");
        assert!(compact.len() >= 2, "{args:?}: {compact:?}");
        let names = with(&["--fields"]);
        expect_code(&names, 0);
        let covered = |name: &str| {
            compact
                .iter()
                .any(|c| name == c || name.starts_with(&format!("{c}.")))
        };
        let rest: Vec<String> = stdout(&names)
            .lines()
            .filter(|n| !covered(n))
            .map(str::to_string)
            .collect();
        if args[0] == "search" {
            assert!(rest.len() > 20, "the signals, history, resume: {rest:?}");
        }
        assert_eq!(full, [compact.clone(), rest].concat(), "{args:?}");
        // The table is drawn as before: `--fields compact` is its own set.
        let table = with(&["-o", "table"]);
        let table_compact = with(&["-o", "table", "--fields", "compact"]);
        assert_eq!(stdout(&table), stdout(&table_compact), "{args:?}");
    }
    // search's compact set, as scripts read it by position.
    let search = header_of(&run(&sb, &["search", "--skill", "go", "-o", "csv"]), false);
    assert_eq!(
        search[..8],
        [
            "talentCardId",
            "experience",
            "currentCompany",
            "currentLocation",
            "locations",
            "currentSalary",
            "joiningAvailability.status",
            "lastSeen"
        ]
    );
    for signal in [
        "profileSignals.workQuality.score",
        "profileSignals.careerGrowth.level",
        "workHistory",
        "education",
        "redactedResumeText",
    ] {
        assert!(search.iter().any(|c| c == signal), "{signal}: {search:?}");
    }
}

/// A partial export written with some columns is never continued with
/// others: another `--fields`, or a checkpoint from a version that did not
/// record its columns (an upgrade between the failure and the resume).
/// Either is exit 2 with a hint, nothing sent, the partial file as it was;
/// resuming with the file's columns (the hint) finishes it in one shape.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn resume_across_a_column_change_is_refused_and_leaves_the_partial_file() {
    let sb = Sandbox::scaled(0.01);
    let target = sb.env.path().join("hits.csv");
    let path = target.to_str().expect("path");
    let partial = sb.env.path().join("hits.csv.partial");
    faults(&sb, "500=from3@GET/search").await;
    let failed = run(
        &sb,
        &[EXPORT, &["-o", "csv", "--fields", "compact", "--out", path]].concat(),
    );
    expect_code(&failed, 1);
    faults(&sb, "").await;
    let kept = std::fs::read(&partial).expect("the partial file");
    let searches = |sent: Vec<Value>| {
        sent.iter()
            .filter(|r| r["path"].as_str().unwrap_or("").contains("search"))
            .count()
    };
    let before = searches(sb.requests().await);

    // Today's default columns are not the file's.
    let other = run(
        &sb,
        &[EXPORT, &["-o", "csv", "--out", path, "--resume"]].concat(),
    );
    expect_code(&other, 2);
    let err = stderr(&other);
    assert!(err.contains("has other columns (8: talentCardId"), "{err}");
    assert!(
        err.contains("--fields talentCardId,experience,currentCompany,currentLocation,locations,currentSalary,joiningAvailability.status,lastSeen"),
        "the hint names the file's columns: {err}"
    );
    assert_eq!(err.lines().filter(|l| l.starts_with("error:")).count(), 1);
    assert_eq!(std::fs::read(&partial).expect("kept"), kept, "untouched");
    assert!(!target.exists());
    assert_eq!(searches(sb.requests().await), before, "nothing sent");

    // A checkpoint of an earlier version: the same, minus its columns.
    let ledger = sb.env.data_dir().join("ledger.sqlite3");
    let strip_columns = || {
        let db = rusqlite::Connection::open(&ledger).expect("ledger");
        let (name, text): (String, String) = db
            .query_row("SELECT name, position FROM checkpoints", [], |r| {
                Ok((r.get(0)?, r.get(1)?))
            })
            .expect("one checkpoint");
        let mut cp: Value = serde_json::from_str(&text).expect("JSON");
        assert!(cp["columns"].is_array(), "{cp}");
        cp.as_object_mut().expect("object").remove("columns");
        db.execute(
            "UPDATE checkpoints SET position = ?1 WHERE name = ?2",
            rusqlite::params![cp.to_string(), name],
        )
        .expect("updated");
    };
    strip_columns();
    let old = run(
        &sb,
        &[
            EXPORT,
            &[
                "-o", "csv", "--fields", "compact", "--out", path, "--resume",
            ],
        ]
        .concat(),
    );
    expect_code(&old, 2);
    assert!(
        stderr(&old).contains("does not record its columns"),
        "{}",
        stderr(&old)
    );
    assert_eq!(std::fs::read(&partial).expect("kept"), kept, "untouched");
    assert_eq!(searches(sb.requests().await), before, "nothing sent");
}

/// Resuming with the file's columns, named as the hint says, finishes it:
/// every row has the header's columns.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn resume_with_the_files_columns_named_finishes_it_in_one_shape() {
    let sb = Sandbox::scaled(0.01);
    let target = sb.env.path().join("hits.csv");
    let path = target.to_str().expect("path");
    let compact = "talentCardId,experience,currentCompany,currentLocation,locations,currentSalary,joiningAvailability.status,lastSeen";
    faults(&sb, "500=from3@GET/search").await;
    expect_code(
        &run(
            &sb,
            &[EXPORT, &["-o", "csv", "--fields", "compact", "--out", path]].concat(),
        ),
        1,
    );
    faults(&sb, "").await;
    let resumed = run(
        &sb,
        &[
            EXPORT,
            &["-o", "csv", "--fields", compact, "--out", path, "--resume"],
        ]
        .concat(),
    );
    expect_code(&resumed, 0);
    let text = std::fs::read_to_string(&target).expect("written");
    let mut reader = csv::Reader::from_reader(text.as_bytes());
    assert_eq!(reader.headers().expect("header").len(), 8);
    let rows: Vec<csv::StringRecord> = reader.records().map(|r| r.expect("a row")).collect();
    assert_eq!(rows.len(), 100);
    assert!(rows.iter().all(|r| r.len() == 8));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn out_planted_symlink_is_not_written_through() {
    if unix_only(
        "an --out target that is a link",
        "plants a Unix symlink, which a Windows program under wine sees as the file it points to",
    ) {
        return;
    }
    let sb = Sandbox::start();
    let dir = sb.env.path();
    let victim = dir.join("victim");
    std::fs::write(&victim, "precious\n").unwrap();
    let target = dir.join("s.csv");
    std::os::unix::fs::symlink(&victim, dir.join("s.csv.partial")).unwrap();
    let out = run(
        &sb,
        &[
            "search",
            "--skill",
            "java",
            "-o",
            "csv",
            "--out",
            target.to_str().unwrap(),
        ],
    );
    expect_code(&out, 0);
    assert_eq!(std::fs::read_to_string(&victim).unwrap(), "precious\n");
    let csv = std::fs::read_to_string(&target).unwrap();
    assert!(csv.starts_with("talentCardId"), "{csv}");
    let meta = std::fs::symlink_metadata(&target).unwrap();
    assert!(meta.is_file(), "a file of its own, not a link");
    use std::os::unix::fs::PermissionsExt;
    assert_eq!(meta.permissions().mode() & 0o777, 0o600);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn out_directory_is_refused_before_anything_is_spent() {
    let sb = Sandbox::start();
    let folder = sb.env.path().join("exports");
    std::fs::create_dir(&folder).unwrap();
    clear_log(&sb).await;
    let out = run(
        &sb,
        &[
            "search",
            "--skill",
            "java",
            "--out",
            folder.to_str().unwrap(),
        ],
    );
    expect_code(&out, 2);
    assert!(one_line(&out).contains("is a folder"), "{}", stderr(&out));
    assert_nothing_sent(&sb, "--out DIR").await;
    assert_eq!(used(&sb, "searches").await, 0);
    assert!(!sb.env.path().join("exports.partial").exists());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn resume_accepts_a_global_out_before_the_command() {
    let sb = Sandbox::start();
    let target = sb.env.path().join("x.csv");
    let out = run(
        &sb,
        &[
            "-o",
            "csv",
            "--out",
            target.to_str().unwrap(),
            "search",
            "--skill",
            "java",
            "--resume",
        ],
    );
    expect_code(&out, 0);
    assert!(std::fs::read_to_string(&target)
        .unwrap()
        .starts_with("talentCardId"));
    // Without any --out it is one line, exit 2, nothing sent.
    clear_log(&sb).await;
    let out = run(&sb, &["search", "--skill", "java", "--resume"]);
    expect_code(&out, 2);
    assert!(one_line(&out).contains("--out"), "{}", stderr(&out));
    assert_nothing_sent(&sb, "--resume without --out").await;
}

/// Whether this process may make device nodes (root: Docker, CI, where the
/// finding bites); under CI it must.
fn root() -> bool {
    let is_root = unsafe { libc::geteuid() } == 0;
    if !is_root {
        skip("--out over a device node", "not root: mknod is refused");
    }
    is_root
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn out_replaces_what_is_not_a_regular_file() {
    if unix_only(
        "an --out target that is a device, a FIFO or a link",
        "Unix devices, FIFOs and symlinks, which a Windows program under wine does not see as such",
    ) {
        return;
    }
    let sb = Sandbox::start();
    let dir = sb.env.path();
    let mut targets = Vec::new();
    if root() {
        run_cmd(
            "mknod",
            &[dir.join("mynull").to_str().unwrap(), "c", "1", "3"],
        );
        targets.push("mynull");
    }
    run_cmd("mkfifo", &[dir.join("myfifo").to_str().unwrap()]);
    targets.push("myfifo");
    std::os::unix::fs::symlink("/proc/self/fd/1", dir.join("mystdout")).unwrap();
    targets.push("mystdout");
    clear_log(&sb).await;
    for name in &targets {
        let out = sb
            .talent()
            .args(["search", "--skill", "java", "-o", "csv", "--out"])
            .arg(dir.join(name))
            .output()
            .unwrap();
        expect_code(&out, 2);
        let line = one_line(&out);
        assert!(
            line.contains("not a regular file") && line.contains("drop --out"),
            "{name}: {line}"
        );
        assert!(stdout(&out).is_empty(), "{name}");
    }
    assert_nothing_sent(&sb, "--out over a device, a FIFO or a link to stdout").await;
    let kind = |n: &str| std::fs::symlink_metadata(dir.join(n)).unwrap().file_type();
    assert!(kind("myfifo").is_fifo(), "the FIFO stays a FIFO");
    assert!(kind("mystdout").is_symlink(), "the link stays a link");
    if targets.contains(&"mynull") {
        assert!(kind("mynull").is_char_device(), "the device stays a device");
    }
    for name in &targets {
        assert!(
            !dir.join(format!("{name}.partial")).exists(),
            "{name}.partial left behind"
        );
    }
}

/// A small tmpfs (root only): `--out` on a disk that fills. Unmounted
/// when dropped.
struct SmallDisk(std::path::PathBuf);

impl SmallDisk {
    fn mount(at: std::path::PathBuf, size: &str) -> Option<SmallDisk> {
        if unsafe { libc::geteuid() } != 0 {
            skip(
                "--out on a disk that fills",
                "not root: a tmpfs cannot be mounted",
            );
            return None;
        }
        std::fs::create_dir_all(&at).unwrap();
        let ok = std::process::Command::new("mount")
            .args(["-t", "tmpfs", "-o", &format!("size={size}"), "tmpfs"])
            .arg(&at)
            .status()
            .is_ok_and(|s| s.success());
        if !ok {
            skip("--out on a disk that fills", "mount -t tmpfs was refused");
            return None;
        }
        Some(SmallDisk(at))
    }

    fn grow(&self, size: &str) {
        let ok = std::process::Command::new("mount")
            .args(["-o", &format!("remount,size={size}")])
            .arg(&self.0)
            .status()
            .is_ok_and(|s| s.success());
        assert!(ok, "remount {}", self.0.display());
    }
}

impl Drop for SmallDisk {
    fn drop(&mut self) {
        let _ = std::process::Command::new("umount")
            .arg("-l")
            .arg(&self.0)
            .status();
    }
}

/// Regression (issue 40): a disk that filled mid-export lost the page whose
/// write failed, and `--resume` fetched it again (11 searches for 10
/// pages). The page fetched is kept with the checkpoint until it is
/// written: the export spends one search a page, whatever failed.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn disk_full_mid_export_fetches_the_page_that_failed_to_write_again() {
    let sb = Sandbox::scaled(0.01);
    let want = reference(&sb, "csv", "ref.csv");
    // Room for two and a half of the five pages.
    let Some(disk) = SmallDisk::mount(sb.env.path().join("small"), &format!("{}", want.len() / 2))
    else {
        return;
    };
    let target = disk.0.join("hits.csv");
    let path = target.to_str().expect("path");
    let before = used(&sb, "searches").await;
    let failed = run(&sb, &[EXPORT, &["-o", "csv", "--out", path]].concat());
    expect_code(&failed, 1);
    let err = stderr(&failed);
    assert!(
        err.contains("was fetched and could not be written"),
        "{err}"
    );
    assert!(err.contains("--resume"), "{err}");
    let fetched = used(&sb, "searches").await - before;
    assert!(fetched < 5, "it failed before the end: {err}");
    disk.grow("4m");
    let resumed = run(
        &sb,
        &[EXPORT, &["-o", "csv", "--out", path, "--resume"]].concat(),
    );
    expect_code(&resumed, 0);
    assert!(
        stderr(&resumed).contains("as it was fetched before"),
        "{}",
        stderr(&resumed)
    );
    assert_eq!(
        used(&sb, "searches").await - before,
        5,
        "one search a page: {}",
        stderr(&resumed)
    );
    assert_eq!(std::fs::read_to_string(&target).expect("written"), want);
}
