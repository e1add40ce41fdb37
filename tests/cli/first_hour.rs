//! Issue 45's traps of the first hour, as a new recruiter meets them: a bare
//! salary of 60, the two kinds of candidate id, the shortlist's CSV given
//! to `--candidates-file`, a dry run with `--out`, `talent search rust`,
//! `--query`, and a message written in the editor. Each refusal is exit 2
//! with nothing sent.

use serde_json::Value;

use crate::common::*;

/// A query parameter of a logged request (`q=rust+backend&page=1`).
fn param(request: &Value, name: &str) -> Option<String> {
    let query = request["query"].as_str()?;
    query.split('&').find_map(|pair| {
        let (k, v) = pair.split_once('=')?;
        (k == name).then(|| {
            let v = v.replace('+', " ");
            let mut out = Vec::new();
            let bytes = v.as_bytes();
            let mut i = 0;
            while i < bytes.len() {
                if bytes[i] == b'%' && i + 2 < bytes.len() {
                    if let Ok(b) = u8::from_str_radix(&v[i + 1..i + 3], 16) {
                        out.push(b);
                        i += 3;
                        continue;
                    }
                }
                out.push(bytes[i]);
                i += 1;
            }
            String::from_utf8_lossy(&out).into_owned()
        })
    })
}

#[tokio::test]
async fn bare_money_under_a_thousand_is_refused_with_60l() {
    let sb = Sandbox::start();
    for args in [
        vec!["search", "--skill", "go", "--max-salary", "60"],
        vec!["search", "--skill", "go", "--min-salary", "₹60"],
        vec!["candidate", "list", "--skills", "go", "--max-salary", "60"],
        vec!["jobs", "update", "job_0001", "--salary-max", "60"],
    ] {
        let out = run(&sb, &args);
        expect_code_of(&args, &out, 2);
        let err = stderr(&out);
        assert!(
            err.contains("60L") && err.contains("60k"),
            "{args:?}: {err}"
        );
        assert_eq!(err.lines().count(), 1, "one line: {err}");
    }
    assert_nothing_sent(&sb, "a bare 60").await;
    // With a unit, or from 1,000 up, read as before.
    let out = run(
        &sb,
        &[
            "search",
            "--skill",
            "go",
            "--max-salary",
            "60L",
            "-o",
            "json",
        ],
    );
    expect_code(&out, 0);
    let out = run(
        &sb,
        &[
            "search",
            "--skill",
            "go",
            "--max-salary",
            "6000000",
            "-o",
            "json",
        ],
    );
    expect_code(&out, 0);
    let log = received_but_usage(&sb).await;
    let maxsal: Vec<String> = log.iter().filter_map(|r| param(r, "maxsal")).collect();
    assert_eq!(maxsal, ["6000000", "6000000"], "{log:?}");
}

#[tokio::test]
async fn cand_id_given_to_a_main_interface_command_is_refused_first() {
    let sb = Sandbox::start();
    for args in [
        vec!["candidate", "show", "cand_0042"],
        vec![
            "invite",
            "cand_0042",
            "--job",
            "job_0001",
            "--message",
            "Hi",
        ],
        vec!["invite", "cand_0042", "--job", "job_0001"],
    ] {
        let out = run(&sb, &args);
        expect_code_of(&args, &out, 2);
        let err = stderr(&out);
        assert!(
            err.contains("cand_0042 is a candidate id"),
            "{args:?}: {err}"
        );
        assert!(err.contains("bulk-invite"), "{args:?}: {err}");
    }
    assert_nothing_sent(&sb, "a cand_ id to the main interface").await;
}

#[tokio::test]
async fn unlocked_talent_card_given_to_bulk_invite_names_its_candidate_id() {
    let sb = Sandbox::start();
    let card = some_talent_cards(&sb, 1).await.remove(0);
    let out = run(&sb, &["candidate", "show", &card, "-o", "json"]);
    expect_code(&out, 0);
    let candidate_id = json_stdout(&out)["candidateId"]
        .as_str()
        .expect("the sandbox gives candidateId")
        .to_string();
    let job = active_job(&sb).await;
    clear_log(&sb).await;
    for args in [
        vec!["bulk-invite", job.as_str(), "--candidates", card.as_str()],
        vec!["candidate", "summary", card.as_str()],
    ] {
        let out = run(&sb, &args);
        expect_code_of(&args, &out, 2);
        let err = stderr(&out);
        assert!(err.contains("is a talentCardId"), "{args:?}: {err}");
        if args[0] == "bulk-invite" {
            assert!(err.contains(&candidate_id), "names {candidate_id}: {err}");
        }
    }
    // Its candidateId, given to `candidate show`, names the card.
    let out = run(&sb, &["candidate", "show", &candidate_id]);
    expect_code(&out, 2);
    assert!(stderr(&out).contains(&card), "{}", stderr(&out));
    assert_nothing_sent(&sb, "an id of the other kind").await;
}

#[tokio::test]
async fn shortlist_csv_is_read_by_candidates_file() {
    let sb = Sandbox::start();
    let job = active_job(&sb).await;
    let out = run(&sb, &["shortlist", &job, "--limit", "3", "-o", "csv"]);
    expect_code(&out, 0);
    let dir = sb.env.path();
    let shortlist = dir.join("shortlist.csv");
    std::fs::write(&shortlist, stdout(&out)).unwrap();
    let ids: Vec<String> = stdout(&out)
        .lines()
        .skip(1)
        .filter_map(|l| l.split(',').find(|f| f.starts_with("cand_")))
        .map(str::to_string)
        .collect();
    assert_eq!(ids.len(), 3, "{}", stdout(&out));
    let file = shortlist.display().to_string();
    let out = run(
        &sb,
        &[
            "bulk-invite",
            &job,
            "--candidates-file",
            &file,
            "--dry-run",
            "-o",
            "json",
        ],
    );
    expect_code(&out, 0);
    let planned = stdout(&out);
    for id in &ids {
        assert!(planned.contains(id.as_str()), "{id} planned: {planned}");
    }
    // `candidate list -o csv` names its column `id`.
    let out = run(
        &sb,
        &[
            "candidate",
            "list",
            "--skills",
            "go",
            "--per-page",
            "2",
            "-o",
            "csv",
        ],
    );
    expect_code(&out, 0);
    let listed = dir.join("listed.csv");
    std::fs::write(&listed, stdout(&out)).unwrap();
    let file = listed.display().to_string();
    let out = run(
        &sb,
        &["bulk-invite", &job, "--candidates-file", &file, "--dry-run"],
    );
    expect_code(&out, 0);
    // A search's CSV holds talentCardIds: refused as the other kind.
    let out = run(&sb, &["search", "--skill", "go", "-o", "csv"]);
    expect_code(&out, 0);
    let hits = dir.join("hits.csv");
    std::fs::write(&hits, stdout(&out)).unwrap();
    clear_log(&sb).await;
    let file = hits.display().to_string();
    let out = run(&sb, &["bulk-invite", &job, "--candidates-file", &file]);
    expect_code(&out, 2);
    assert!(stderr(&out).contains("talentCardId"), "{}", stderr(&out));
    assert_nothing_sent(&sb, "a search's CSV to bulk-invite").await;
}

#[tokio::test]
async fn dry_run_out_writes_nothing_and_ends_with_the_plan() {
    let sb = Sandbox::start();
    let dir = sb.env.path();
    let target = dir.join("java.csv");
    let path = target.display().to_string();
    let out = run(
        &sb,
        &[
            "search",
            "--skill",
            "java",
            "--limit",
            "2000",
            "-o",
            "csv",
            "--out",
            &path,
            "--dry-run",
        ],
    );
    expect_code(&out, 0);
    assert!(!target.exists(), "--dry-run wrote {path}");
    assert!(!dir.join("java.csv.partial").exists());
    let err = stderr(&out);
    assert!(!err.contains("wrote"), "{err}");
    assert!(
        err.contains(&format!("--out {path} was not written")),
        "{err}"
    );
    assert!(
        err.contains("plan: 100 pages = 100 searches, at least 9 min at 10 a minute"),
        "{err}"
    );
    // The preview asks for the largest page.
    assert!(stdout(&out).contains("pageSize=20"), "{}", stdout(&out));
    assert!(received_but_usage(&sb).await.is_empty());
    // `--curl` likewise, and a `--new` state stays untouched: the real run
    // after it prints every hit as new.
    let out = run(
        &sb,
        &[
            "search", "--skill", "java", "--new", "--state", "java", "--curl", "--out", &path,
        ],
    );
    expect_code(&out, 0);
    assert!(!target.exists());
    let out = run(
        &sb,
        &[
            "search", "--skill", "java", "--new", "--state", "java", "-o", "json",
        ],
    );
    expect_code(&out, 0);
    assert!(json_stdout(&out).as_array().is_some_and(|a| !a.is_empty()));
}

#[tokio::test]
async fn search_words_are_the_query_and_query_is_never_steered_to_quiet() {
    let sb = Sandbox::start();
    let out = run(&sb, &["search", "rust", "backend", "-o", "json"]);
    expect_code(&out, 0);
    let out = run(&sb, &["search", "--query", "rust backend", "-o", "json"]);
    expect_code(&out, 0);
    let log = received_but_usage(&sb).await;
    let qs: Vec<String> = log.iter().filter_map(|r| param(r, "q")).collect();
    assert_eq!(qs, ["rust backend", "rust backend"], "{log:?}");
    clear_log(&sb).await;
    let out = run(&sb, &["search", "rust", "--q", "go"]);
    expect_code(&out, 2);
    let out = run(&sb, &["jobs", "list", "--query", "rust"]);
    expect_code(&out, 2);
    let err = stderr(&out);
    assert!(!err.contains("--quiet"), "{err}");
    assert!(err.contains("talent search --query"), "{err}");
    assert_nothing_sent(&sb, "WORDS with --q, --query elsewhere").await;
}

#[tokio::test]
async fn invite_without_message_and_no_terminal_is_exit_2() {
    let sb = Sandbox::start();
    let card = some_talent_cards(&sb, 1).await.remove(0);
    let job = active_job(&sb).await;
    clear_log(&sb).await;
    for args in [
        vec!["invite", card.as_str(), "--job", job.as_str()],
        vec!["message", "thr_0001"],
    ] {
        let out = run(&sb, &args);
        expect_code_of(&args, &out, 2);
        assert!(stderr(&out).contains("--message"), "{}", stderr(&out));
    }
    assert_nothing_sent(&sb, "a missing message").await;
}

/// On a terminal, `invite` without `--message` opens `$VISUAL` on a
/// template that says what sending spends; what the editor leaves (the `#`
/// lines dropped) is sent.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn invite_on_a_terminal_writes_the_message_in_visual() {
    if !have_tmux() {
        return;
    }
    let sb = Sandbox::serve(SandboxOptions::default());
    let card = some_talent_cards(&sb, 1).await.remove(0);
    let job = active_job(&sb).await;
    let dir = sb.env.path().join("editor");
    std::fs::create_dir_all(&dir).unwrap();
    let editor = dir.join("fake-editor.sh");
    let seen = dir.join("template.txt");
    std::fs::write(
        &editor,
        format!(
            "#!/bin/sh\ncp \"$1\" '{}'\nprintf 'Hello from the editor\\n# dropped\\n' > \"$1\"\n",
            seen.display()
        ),
    )
    .unwrap();
    use std::os::unix::fs::PermissionsExt;
    std::fs::set_permissions(&editor, std::fs::Permissions::from_mode(0o755)).unwrap();
    clear_log(&sb).await;
    let pane = Pane::run(
        &sb,
        &format!("invite {card} --job {job} --yes -o json"),
        (100, 20),
        PaneOptions {
            env: vec![
                ("VISUAL".into(), editor.display().to_string()),
                ("EDITOR".into(), "false".into()),
            ],
            ..PaneOptions::default()
        },
    );
    assert_eq!(pane.exit_code(), 0, "{}", pane.screen());
    let template = std::fs::read_to_string(&seen).expect("the editor ran");
    assert!(template.contains("spends 1 message"), "{template}");
    assert!(template.contains(&job), "{template}");
    let record: Value = serde_json::from_str(&pane.file("ids.txt")).expect("JSON");
    assert!(record["threadId"].is_string(), "{record}");
    let log = received(&sb).await;
    let invite = log
        .iter()
        .find(|r| r["path"] == "/api/v1/invite-to-apply")
        .expect("the invite was sent");
    let body = invite["body"].to_string();
    if invite.get("body").is_some() {
        assert!(body.contains("Hello from the editor"), "{body}");
        assert!(!body.contains("dropped"), "{body}");
    }
}

/// Seconds in the bar's duration style (`1h 2m`, `5m 3s`, `12s`, `40ms`).
fn secs_of(text: &str) -> Option<f64> {
    let mut total = 0.0;
    for part in text.split_whitespace() {
        let (n, unit) = part.split_at(part.find(|c: char| !c.is_ascii_digit())?);
        let n: f64 = n.parse().ok()?;
        total += n * match unit {
            "d" => 86_400.0,
            "h" => 3600.0,
            "m" => 60.0,
            "s" => 1.0,
            "ms" => 0.001,
            _ => return None,
        };
    }
    Some(total)
}

/// Regression (issue 45): the export's estimate read "about 1s left" at page
/// 11 and "10m 51s left" a minute before the end (every hit counted, at the
/// first pages' pace). At time scale 0.1, from the second (scaled) minute
/// on, each new estimate is within 20 % or 5 s (scaled: 0.5 s) of the time
/// until the last page arrives, with the bar's whole-second rounding.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn export_estimate_counts_pages_left_at_the_limits_pace() {
    if !have_tmux() {
        return;
    }
    let scale = 0.1;
    let sb = Sandbox::serve(SandboxOptions {
        time_scale: scale,
        ..SandboxOptions::default()
    });
    let started = std::time::Instant::now();
    let pane = Pane::run(
        &sb,
        // --yes: the plan of 30 searches is asked on a terminal (ask = spends).
        "search --min-exp 1 --limit 600 -o csv --out export.csv --yes",
        (200, 10),
        PaneOptions::default(),
    );
    let mut seen: Vec<(f64, f64)> = Vec::new();
    // Each bar text once, when first drawn (a cleared bar can uncover an
    // older line, which is no new estimate).
    let mut drawn = std::collections::HashSet::new();
    while pane.file("rc.txt").trim().is_empty() {
        let screen = pane.screen();
        // The bar is the last such line (a countdown may leave one above).
        if let Some(line) = screen
            .lines()
            .rev()
            .find(|l| l.contains("about ") && l.contains(" left"))
        {
            let est = line
                .split("about ")
                .nth(1)
                .and_then(|t| t.split(" left").next())
                .and_then(secs_of);
            if let (Some(est), true) = (est, drawn.insert(line.to_string())) {
                seen.push((started.elapsed().as_secs_f64(), est));
            }
        }
        assert!(started.elapsed().as_secs() < 120, "the export never ended");
        std::thread::sleep(std::time::Duration::from_millis(50));
    }
    let ended = started.elapsed().as_secs_f64();
    assert_eq!(pane.exit_code(), 0, "{}", pane.screen());
    let minute = 60.0 * scale;
    let late: Vec<&(f64, f64)> = seen.iter().filter(|(t, _)| *t >= minute).collect();
    assert!(
        !late.is_empty(),
        "no estimate after the first minute: {seen:?}\n{}",
        pane.screen()
    );
    for (t, est) in late {
        let actual = ended - t;
        // 20 % or 5 s scaled, whichever is larger; the bar shows whole
        // seconds and the screen is read every 50 ms.
        let tolerance = (0.2 * actual).max(5.0 * scale) + 0.5 + 0.1;
        assert!(
            (est - actual).abs() <= tolerance,
            "at {t:.1}s: about {est}s left, {actual:.1}s was; all: {seen:?}"
        );
    }
}
