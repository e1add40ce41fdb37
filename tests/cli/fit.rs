//! Everything fits the terminal (issue 45, cli.md's *Fitting the
//! terminal*): the ten tables a recruiter opens daily, run on a
//! pseudo-terminal at 80 and at 120 columns and snapshotted as the screen
//! shows them (stdout and stderr together); no line wider than the
//! terminal, counted in display columns with the lines the terminal
//! wrapped joined back.

use serde_json::Value;

use crate::common::*;

/// The embedded sandbox at a clock that stands still: the same data and
/// relative times on every run.
const NOW: &str = "2026-06-15T12:00:00Z";

/// `talent --sandbox ARGS -o json` in `sb`'s environment, parsed.
fn json(sb: &Sandbox, args: &[&str]) -> Value {
    let out = sb
        .env
        .talent()
        .env("TALENT_NOW", NOW)
        .arg("--sandbox")
        .args(args)
        .args(["-o", "json"])
        .output()
        .expect("runs");
    assert_eq!(out.status.code(), Some(0), "{args:?}: {}", transcript(&out));
    serde_json::from_slice(&out.stdout).expect("JSON")
}

/// `talent --sandbox LINE` on a terminal `columns` wide: the screen once
/// the run has ended (0).
fn seen(sb: &Sandbox, line: &str, columns: u16) -> String {
    let pane = Pane::run(
        sb,
        &format!("--sandbox {line}"),
        (columns, 60),
        PaneOptions {
            env: vec![
                ("TALENT_NOW".into(), NOW.into()),
                ("TALENT_PAGER".into(), String::new()),
            ],
            stdout_to_terminal: true,
            ..PaneOptions::default()
        },
    );
    let code = pane.exit_code();
    let screen = pane.screen_joined();
    assert_eq!(code, 0, "{line}:\n{screen}");
    screen
}

/// The ten daily tables at 80 and 120 columns: each line within the
/// terminal; ids, figures and dates whole (the snapshots show it); at 80
/// columns a table that left columns out says which in its last line.
#[test]
fn the_daily_tables_fit_80_and_120_columns_on_a_terminal() {
    if !have_tmux() {
        return;
    }
    let sb = Sandbox::start();
    let jobs = json(&sb, &["jobs", "list"]);
    let job = jobs[0]["jobId"].as_str().expect("a job").to_string();
    let alt_jobs = json(&sb, &["jobs", "list", "--status", "active"]);
    let alt_job = alt_jobs[0]["id"].as_str().expect("a job").to_string();
    let hits = json(&sb, &["search", "--skill", "go", "--page-size", "1"]);
    let card = hits[0]["talentCardId"]
        .as_str()
        .expect("a card")
        .to_string();
    // A person who applied, unlocked once: `apps` names them from then on.
    let apps = json(&sb, &["apps", &job]);
    let applicant = apps[0]["talentCardId"]
        .as_str()
        .expect("an application")
        .to_string();
    let unlocked = json(&sb, &["--yes", "candidate", "show", &applicant]);
    let name = unlocked["name"].as_str().expect("a name").to_string();
    let tables: [(&str, String); 10] = [
        ("search", "search --skill go --limit 5".into()),
        ("candidate_show", format!("--yes candidate show {card}")),
        ("apps", format!("apps {job}")),
        ("jobs_list", "jobs list".into()),
        ("stages", format!("stages {job}")),
        ("usage", "usage".into()),
        ("status", "status".into()),
        ("team_usage", "team usage".into()),
        ("shortlist", format!("shortlist {alt_job} --limit 5")),
        (
            "candidate_list",
            "candidate list --skills go --limit 5".into(),
        ),
    ];
    for (what, line) in &tables {
        for columns in [80u16, 120] {
            let screen = seen(&sb, line, columns);
            for l in screen.lines() {
                assert!(
                    talent::text::width(l) <= usize::from(columns),
                    "{what} at {columns}: {l:?} is {} columns wide:\n{screen}",
                    talent::text::width(l)
                );
            }
            if *what == "apps" {
                assert!(
                    screen.contains(&name),
                    "{what} at {columns}: {name}\n{screen}"
                );
                assert!(screen.contains(&applicant), "{screen}");
            }
            Redactions::new(&sb.env)
                .value(&job, "[job]")
                .value(&alt_job, "[job]")
                .settings()
                .bind(|| {
                    insta::with_settings!({snapshot_path => "snapshots/fit"}, {
                        insta::assert_snapshot!(format!("{what}_{columns}"), screen);
                    });
                });
        }
    }
}

/// `-o wide` on a terminal cuts and leaves out nothing (it may be wider
/// than the terminal), and says nothing about columns left out.
#[test]
fn wide_on_a_terminal_shows_every_column_uncut() {
    if !have_tmux() {
        return;
    }
    let sb = Sandbox::start();
    let fitted = seen(&sb, "search --skill go --limit 5", 80);
    assert!(
        fitted.contains("not shown, to fit:") && fitted.contains("-o wide shows all"),
        "{fitted}"
    );
    let wide = seen(&sb, "search --skill go --limit 5 -o wide", 80);
    let header = wide.lines().next().unwrap_or_default();
    for column in ["NOW IN", "WANTS", "LAST SEEN"] {
        assert!(header.contains(column), "{column}: {wide}");
    }
    assert!(!wide.contains('…') && !wide.contains("not shown"), "{wide}");
}

/// Regression (issue 45): a usage error's hint (every field a search
/// record has) ran past the terminal; on an 80-column terminal it is
/// broken between words, every line within it.
#[test]
fn a_long_hint_fits_80_columns_on_a_terminal() {
    if !have_tmux() {
        return;
    }
    let sb = Sandbox::start();
    let pane = Pane::run(
        &sb,
        "--sandbox search --skill go --fields nope",
        (80, 40),
        PaneOptions {
            env: vec![("TALENT_NOW".into(), NOW.into())],
            stdout_to_terminal: true,
            ..PaneOptions::default()
        },
    );
    assert_eq!(pane.exit_code(), 2, "{}", pane.screen());
    let screen = pane.screen_joined();
    assert!(
        screen.contains("unknown field") && screen.contains("known fields"),
        "{screen}"
    );
    for line in screen.lines() {
        assert!(talent::text::width(line) <= 80, "{line:?}:\n{screen}");
    }
}
