//! Tests over the whole command tree: clap's own consistency checks, a
//! snapshot of every `--help`, every leaf's help has a body and an example,
//! and the API key never shows on either stream with `-v`.
//!
//! After flags or help texts change, re-accept the help snapshots with
//! `INSTA_UPDATE=always cargo test --test cli tree` (or `cargo insta test
//! --accept`), then review the diff of `tests/cli/snapshots/help/`.

use std::panic::{catch_unwind, AssertUnwindSafe};

use clap::{Command, CommandFactory};
use serde_json::{json, Value};
use talent::cmd::Cli;

use crate::common::*;

/// Every command's path below `talent` (`[]`, `["jobs"]`, `["jobs",
/// "close"]`, ...), depth first, without clap's `help` subcommands.
fn command_paths() -> Vec<Vec<String>> {
    fn walk(cmd: &Command, path: Vec<String>, out: &mut Vec<Vec<String>>) {
        out.push(path.clone());
        for sub in cmd.get_subcommands() {
            if sub.get_name() != "help" {
                let mut p = path.clone();
                p.push(sub.get_name().to_string());
                walk(sub, p, out);
            }
        }
    }
    let mut root = Cli::command();
    root.build();
    let mut out = Vec::new();
    walk(&root, Vec::new(), &mut out);
    out
}

/// The built command at `path`.
fn command_at(root: &Command, path: &[String]) -> Command {
    let mut cmd = root.clone();
    for name in path {
        cmd = cmd
            .find_subcommand(name)
            .unwrap_or_else(|| panic!("no subcommand {name}"))
            .clone();
    }
    cmd
}

#[test]
fn clap_tree_is_consistent() {
    Cli::command().debug_assert();
}

/// `talent --help` and every subcommand's `--help`, one snapshot each
/// (`snapshots/help/help__jobs_close.snap`), run through the real binary at
/// a fixed width. Every mismatch is reported (and written as `.snap.new`),
/// not just the first.
#[test]
fn help_of_every_command_is_snapshotted() {
    let env = TestEnv::new();
    let mut settings = insta::Settings::clone_current();
    settings.set_snapshot_path("snapshots/help");
    settings.set_prepend_module_to_snapshot(false);
    let mut failed = Vec::new();
    for path in command_paths() {
        let out = env
            .talent()
            .args(&path)
            .arg("--help")
            .env("COLUMNS", "100")
            .output()
            .expect("talent runs");
        let shown = format!("talent {}", path.join(" "));
        assert_eq!(out.status.code(), Some(0), "{shown} --help");
        assert!(out.stderr.is_empty(), "{shown} --help wrote to stderr");
        let help = String::from_utf8(out.stdout).expect("UTF-8 help");
        let name = if path.is_empty() {
            "help__talent".to_string()
        } else {
            format!("help__{}", path.join("_"))
        };
        let outcome = catch_unwind(AssertUnwindSafe(|| {
            settings.bind(|| insta::assert_snapshot!(name.as_str(), help));
        }));
        if outcome.is_err() {
            failed.push(shown);
        }
    }
    assert!(
        failed.is_empty(),
        "help changed for: {}\nreview, then accept with INSTA_UPDATE=always cargo test --test cli tree",
        failed.join(", ")
    );
}

/// Each leaf's `Args` doc comment is its help: a short first line, a body and
/// an example. A doc comment on the enum variant would replace all of it
/// with one line, which this catches.
#[test]
fn every_leaf_help_has_a_body_and_an_example() {
    let mut root = Cli::command();
    root.build();
    let mut lacking = Vec::new();
    for path in command_paths() {
        let cmd = command_at(&root, &path);
        if cmd.get_subcommands().any(|s| s.get_name() != "help") {
            continue;
        }
        let about = cmd.get_about().map(|a| a.to_string()).unwrap_or_default();
        let long = cmd
            .get_long_about()
            .map(|a| a.to_string())
            .unwrap_or_default();
        if about.trim().is_empty() || !long.contains("Example") {
            lacking.push(format!("talent {}", path.join(" ")));
        }
    }
    assert!(
        lacking.is_empty(),
        "these commands' --help lacks a body with an example: {}",
        lacking.join(", ")
    );
}

/// `talent CMD --help` as printed without a terminal (clap's 100 columns).
fn help_text(env: &TestEnv, path: &[String]) -> String {
    let out = env
        .talent()
        .args(path)
        .arg("--help")
        .env_remove("COLUMNS")
        .output()
        .expect("talent runs");
    assert_eq!(out.status.code(), Some(0), "{path:?} --help");
    String::from_utf8(out.stdout).expect("UTF-8 help")
}

/// Issue 45 (`search --help` was 256 lines, every global option in full):
/// every command's help shows its own options first, then the global
/// options in one block of at most 12 lines headed `Global options:`,
/// none of them in full, all of them named, and where to read them all.
#[test]
fn help_shows_own_options_then_the_globals_in_twelve_lines() {
    let env = TestEnv::new();
    let mut root = Cli::command();
    root.build();
    let globals: Vec<String> = root
        .get_arguments()
        .filter(|a| a.is_global_set())
        .filter_map(|a| a.get_long().map(|l| format!("--{l}")))
        .collect();
    assert!(globals.len() > 20, "{globals:?}");
    for path in command_paths() {
        let help = help_text(&env, &path);
        let shown = format!("talent {} --help", path.join(" "));
        let lines: Vec<&str> = help.lines().collect();
        let at = lines
            .iter()
            .position(|l| *l == "Global options:")
            .unwrap_or_else(|| panic!("{shown} has no `Global options:` block:\n{help}"));
        let block: Vec<&str> = lines[at..]
            .iter()
            .take_while(|l| !l.trim().is_empty())
            .copied()
            .collect();
        assert!(
            block.len() <= 12,
            "{shown}: {} lines\n{}",
            block.len(),
            block.join("\n")
        );
        assert!(block.iter().all(|l| l.chars().count() <= 100), "{shown}");
        let text = block.join("\n");
        for flag in &globals {
            let named = text
                .split(|c: char| c.is_whitespace() || c == ',')
                .any(|word| word == flag);
            assert!(named, "{shown}: {flag} is not named in the block\n{text}");
        }
        assert!(text.contains("talent help global-options"), "{shown}");
        // Not in full anywhere else, and after the command's own options.
        assert!(!help.contains("--base-url <URL>"), "{shown}:\n{help}");
        if let Some(own) = lines.iter().position(|l| *l == "Options:") {
            assert!(own < at, "{shown}: its own options come first");
        }
    }
    let search = help_text(&env, &["search".to_string()]);
    assert!(
        search.lines().count() < 150,
        "search --help is {} lines",
        search.lines().count()
    );
}

/// `talent help global-options` prints every global option with what it
/// does, as the man pages have them.
#[test]
fn help_global_options_gives_every_global_with_its_meaning() {
    let env = TestEnv::new();
    let out = env
        .talent()
        .args(["help", "global-options"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(0));
    let text = String::from_utf8(out.stdout).unwrap();
    let mut root = Cli::command();
    root.build();
    for arg in root.get_arguments().filter(|a| a.is_global_set()) {
        let long = format!("--{}", arg.get_long().unwrap());
        let line = text
            .lines()
            .find(|l| l.trim_start().starts_with(&long) || l.contains(&format!(", {long}")))
            .unwrap_or_else(|| panic!("{long} is missing:\n{text}"));
        let first_words: String = arg
            .get_help()
            .unwrap()
            .to_string()
            .split_whitespace()
            .take(3)
            .collect::<Vec<_>>()
            .join(" ");
        assert!(
            text.split_whitespace()
                .collect::<Vec<_>>()
                .join(" ")
                .contains(&first_words),
            "{long}'s meaning ({first_words}) is missing beside {line:?}"
        );
    }
    assert!(text.contains("TALENT_OUTPUT"), "the variables are named");
}

/// The main commands show at least three examples each in their help.
#[test]
fn main_commands_show_three_examples_or_more() {
    let env = TestEnv::new();
    for path in [
        "search",
        "candidate show",
        "invite",
        "bulk-invite",
        "jobs create",
        "report",
        "mcp",
    ] {
        let words: Vec<String> = path.split(' ').map(str::to_string).collect();
        let help = help_text(&env, &words);
        let mut lines = help
            .lines()
            .skip_while(|l| !l.trim().starts_with("Example"));
        lines.next();
        let examples = lines
            .take_while(|l| !l.trim().is_empty())
            .filter(|l| {
                let t = l.trim_start();
                t.starts_with("talent ") || t.starts_with("claude ")
            })
            .count();
        assert!(
            examples >= 3,
            "talent {path} --help shows {examples} examples:\n{help}"
        );
    }
}

/// Each man page's SYNOPSIS names the command's own options before the
/// global ones, in the order of `--help` (they were interleaved).
#[test]
fn man_synopsis_follows_the_help_order() {
    let mut root = Cli::command();
    root.build();
    let globals: Vec<String> = root
        .get_arguments()
        .filter(|a| a.is_global_set())
        .flat_map(|a| {
            let long = a
                .get_long()
                .map(|l| format!("\\fB\\-\\-{}\\fR", l.replace('-', "\\-")));
            let short = a.get_short().map(|c| format!("\\fB\\-{c}\\fR"));
            long.into_iter().chain(short)
        })
        .collect();
    let pages = talent::cmd::generate::man_pages().unwrap();
    let mut checked = 0;
    for (name, bytes) in &pages {
        let text = String::from_utf8_lossy(bytes);
        let Some(synopsis) = text
            .split(".SH SYNOPSIS\n")
            .nth(1)
            .and_then(|rest| rest.lines().next())
        else {
            continue;
        };
        let words: Vec<&str> = synopsis
            .split(['[', ']', '|', ' '])
            .filter(|w| w.starts_with("\\fB\\-"))
            .collect();
        // The first global option in display order (a command's own
        // option may share a global one's name: report's --member).
        let first_global = words.iter().position(|w| *w == "\\fB\\-\\-base\\-url\\fR");
        let last_own = words.iter().rposition(|w| {
            !globals.iter().any(|g| g == w)
                && !w.contains("help")
                && !w.contains("version")
                && *w != "\\fB\\-h\\fR"
                && *w != "\\fB\\-V\\fR"
        });
        if let (Some(g), Some(o)) = (first_global, last_own) {
            assert!(
                o < g,
                "{name}: an own option after a global one: {synopsis}"
            );
            checked += 1;
        }
    }
    assert!(checked >= 20, "{checked} pages checked");
}

/// Ids the key-leak run needs, made through the sandbox's own API.
struct Fixture {
    talent_card: Vec<String>,
    cand: Vec<String>,
    job: String,
    thread: String,
}

async fn fixture(sb: &Sandbox) -> Fixture {
    let hits = json_of(
        sb.main(reqwest::Method::GET, "/search/candidates?q=engineer")
            .send()
            .await,
    )
    .await;
    let talent_card: Vec<String> = hits["results"]
        .as_array()
        .expect("search hits")
        .iter()
        .filter_map(|h| h["talentCardId"].as_str().map(str::to_string))
        .collect();
    let list = json_of(
        sb.alt(
            reqwest::Method::GET,
            "/candidates/search?skills=python&per_page=5",
        )
        .send()
        .await,
    )
    .await;
    let cand: Vec<String> = list["data"]
        .as_array()
        .expect("candidate summaries")
        .iter()
        .filter_map(|c| c["id"].as_str().map(str::to_string))
        .collect();
    let job = json_of(
        sb.main(reqwest::Method::POST, "/jobs")
            .json(&json!({"title": "Leak check engineer"}))
            .send()
            .await,
    )
    .await;
    let job = job["jobId"].as_str().expect("jobId").to_string();
    let invite = json_of(
        sb.main(reqwest::Method::POST, "/invite-to-apply")
            .json(&json!({"talentCardId": talent_card[0], "jobId": job, "message": "Hello"}))
            .send()
            .await,
    )
    .await;
    let thread = invite["threadId"].as_str().expect("threadId").to_string();
    Fixture {
        talent_card,
        cand,
        job,
        thread,
    }
}

/// Every command that talks to the service, run with `-v` and the key in
/// TALENT_API_KEY: neither stream may show the key or its secret part, and
/// each command must really have reached the sandbox (else the check would
/// pass vacuously: a command that stopped early is listed as "did not reach
/// the service"). Add new service commands to the list.
#[tokio::test]
async fn api_key_never_shows_with_verbose() {
    let sb = Sandbox::start();
    let env = TestEnv::new();
    let f = fixture(&sb).await;
    let key = sb.keys.production.clone();
    let secret = key.trim_start_matches("svc_live_").to_string();
    let (tc, cand, job) = (&f.talent_card, &f.cand, f.job.as_str());
    let runs: Vec<Vec<&str>> = vec![
        vec!["search", "--q", "engineer"],
        vec!["candidate", "show", &tc[1]],
        vec!["candidate", "list", "--skills", "python"],
        vec!["candidate", "summary", &cand[0]],
        vec!["candidate", "profile", &cand[0]],
        vec!["jobs", "list"],
        vec!["jobs", "create", "--title", "Key leak check"],
        vec!["jobs", "update", job, "--title", "Key leak check, renamed"],
        vec!["jobs", "pause", job],
        vec!["jobs", "resume", job],
        vec!["stages", job],
        vec!["apps", job],
        vec!["invite", &tc[2], "--job", job, "--message", "Hi there"],
        vec!["message", &f.thread, "--message", "A follow-up"],
        vec!["usage"],
        vec!["shortlist", job],
        vec!["bulk-invite", job, "--candidates", &cand[1]],
        vec!["webhooks", "list"],
        vec![
            "webhooks",
            "create",
            "--url",
            "https://hooks.example.com/talent",
            "--event",
            "job.closed",
        ],
        vec!["api", "GET", "/usage"],
        vec!["auth", "status"],
    ];
    let mut leaked = Vec::new();
    let mut silent = Vec::new();
    for args in &runs {
        let before = request_count(&sb).await;
        let (code, stdout, stderr) = outcome(
            env.talent()
                .env("TALENT_BASE_URL", &sb.base_url)
                .env("TALENT_ALT_BASE_URL", &sb.alt_base_url)
                .env("TALENT_API_KEY", &key)
                .args(["-v", "--yes", "--no-input", "-o", "json"])
                .args(args),
        );
        let shown = args.join(" ");
        for (name, stream) in [("stdout", &stdout), ("stderr", &stderr)] {
            if stream.contains(&key) || stream.contains(&secret) {
                leaked.push(format!("{shown} ({name})"));
            }
        }
        if request_count(&sb).await == before {
            silent.push(format!("{shown} (exit {code}: {})", stderr.trim()));
        }
    }
    assert!(
        leaked.is_empty(),
        "the API key leaked: {}",
        leaked.join(", ")
    );
    assert!(
        silent.is_empty(),
        "did not reach the service (not merged yet?):\n  {}",
        silent.join("\n  ")
    );
    // The trace is there: -v shows the requests (method, URL, status).
    let (_, stdout, stderr) = outcome(
        env.talent()
            .env("TALENT_BASE_URL", &sb.base_url)
            .env("TALENT_ALT_BASE_URL", &sb.alt_base_url)
            .env("TALENT_API_KEY", &key)
            .args(["-v", "auth", "status", "-o", "json"]),
    );
    assert!(stderr.contains("GET http://127.0.0.1:"), "{stderr}");
    let masked: Value = json_text(&stdout)["key"].clone();
    assert_eq!(
        masked,
        format!("svc_live_••••••••{}", &key[key.len() - 4..])
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn verbose_never_shows_the_key_a_fixture_expanded() {
    let sb = Sandbox::start();
    let file = sb.env.path().join("leak.json");
    std::fs::write(
        &file,
        r#"{"requests": [{"method": "GET", "path": "/jobs/${env.TALENT_API_KEY}/stages"}]}"#,
    )
    .unwrap();
    let out = run(&sb, &["-v", "fixtures", file.to_str().unwrap()]);
    let err = stderr(&out);
    assert!(!err.contains(&sb.keys.production), "{err}");
    assert!(err.contains("[redacted]"), "-v traced the request: {err}");
    // A header with the key: never on stderr either.
    let header = format!("X-Note: {}", sb.keys.production);
    let out = run(&sb, &["-v", "api", "GET", "/nowhere", "-H", &header]);
    assert!(
        !stderr(&out).contains(&sb.keys.production),
        "{}",
        stderr(&out)
    );
}
