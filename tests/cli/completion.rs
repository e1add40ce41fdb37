//! Completion of values (issue 31): the scripts `talent completions
//! bash|zsh|fish` prints, loaded in the real shells, complete what a few runs
//! against the sandbox printed (job ids with titles, stages, threads, the
//! talentCardIds unlocked, webhooks, `--state` names, aliases, profiles,
//! `--fields` names, enum values), calling back the `talent` on PATH, and
//! the sandbox hears nothing while they do.

use std::path::{Path, PathBuf};
use std::process::Command;

use crate::common::*;

/// Whether `shell` runs here; says SKIPPED when not, and under CI a
/// missing shell fails the test.
fn have(shell: &str) -> bool {
    crate::common::have(shell, &["--version"], "a completion test")
}

/// The completion script for `shell`, written where the test can source it.
fn script(sb: &Sandbox, shell: &str) -> PathBuf {
    let out = run(sb, &["completions", shell]);
    let path = sb.env.path().join(format!("completion.{shell}"));
    std::fs::write(&path, &out.stdout).expect("write the script");
    path
}

/// A shell in the sandbox's environment with `talent` first on PATH.
fn shell(sb: &Sandbox, program: &str) -> Command {
    let mut cmd = Command::new(program);
    sb.apply(&mut cmd);
    let bin_dir = talent_bin().parent().expect("a folder").to_path_buf();
    let path = std::env::var_os("PATH").unwrap_or_default();
    let mut dirs = vec![bin_dir];
    dirs.extend(std::env::split_paths(&path));
    cmd.env("PATH", std::env::join_paths(dirs).expect("PATH"));
    cmd.current_dir(sb.env.path());
    cmd
}

fn output_of(cmd: &mut Command, what: &str) -> String {
    let out = cmd.output().expect("the shell runs");
    assert!(
        out.status.success(),
        "{what}: {}\n{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// bash: `_clap_complete_talent` for `line` (its last word the one being
/// completed), the candidates one a line.
fn bash(sb: &Sandbox, script: &Path, line: &str) -> Vec<String> {
    let text = output_of(
        shell(sb, "bash").args(["--norc", "--noprofile", "-c"]).arg(
            r#"source "$1" && read -ra COMP_WORDS <<< "$2"
               [[ "$2" == *" " ]] && COMP_WORDS+=("")
               COMP_CWORD=$(( ${#COMP_WORDS[@]} - 1 )); COMP_LINE="$2"; COMP_POINT=${#2}
               _clap_complete_talent talent "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD-1]}"
               printf '%s\n' "${COMPREPLY[@]}""#,
        )
        .arg("bash")
        .arg(script)
        .arg(line),
        "bash completion",
    );
    text.lines().map(str::to_string).collect()
}

/// zsh: the script's function for `line`, with `_describe` (the completion
/// system's, which needs the line editor) replaced by one that prints the
/// `value:description` pairs it is handed.
fn zsh(sb: &Sandbox, script: &Path, line: &str) -> Vec<String> {
    let text = output_of(
        shell(sb, "zsh").args(["-f", "-c"]).arg(
            r#"compdef() { : }
               _describe() { local arr=${@[-1]}; [[ $arr == -* ]] && arr=${@[3]}; print -rl -- ${(P)arr} }
               source "$1"
               words=(${=2}); [[ "$2" == *" " ]] && words+=("")
               CURRENT=${#words}
               _clap_dynamic_completer_talent"#,
        )
        .arg("zsh")
        .arg(script)
        .arg(line)
        .env("HOME", sb.env.path().join("home")),
        "zsh completion",
    );
    text.lines().map(str::to_string).collect()
}

/// fish: `complete -C LINE` after sourcing the script: `value\tdescription`.
fn fish(sb: &Sandbox, script: &Path, line: &str) -> Vec<String> {
    let text = output_of(
        shell(sb, "fish")
            .args(["--no-config", "-c"])
            .arg(r#"source $argv[1]; and complete -C $argv[2]"#)
            .arg(script)
            .arg(line),
        "fish completion",
    );
    text.lines().map(str::to_string).collect()
}

fn first_str(out: &std::process::Output, field: &str) -> String {
    json_array(out)[0][field]
        .as_str()
        .unwrap_or_else(|| panic!("{field} in {}", stdout(out)))
        .to_string()
}

#[tokio::test(flavor = "multi_thread")]
async fn bash_zsh_and_fish_complete_what_this_machine_has_seen_and_send_nothing() {
    let (bash_ok, zsh_ok, fish_ok) = (have("bash"), have("zsh"), have("fish"));
    let sb = Sandbox::start();
    // A few runs, as a recruiter's day would have them.
    let jobs = run(&sb, &["jobs", "list", "-o", "json"]);
    let job = first_str(&jobs, "jobId");
    let title = first_str(&jobs, "title");
    let stages = run(&sb, &["stages", &job, "-o", "json"]);
    let stage = first_str(&stages, "stageId");
    let apps = run(&sb, &["apps", &job, "-o", "json"]);
    let thread = first_str(&apps, "threadId");
    let hits = run(
        &sb,
        &["search", "--skill", "java", "--limit", "1", "-o", "json"],
    );
    let card = first_str(&hits, "talentCardId");
    let shown = json_stdout(&run(
        &sb,
        &["candidate", "show", &card, "--yes", "-o", "json"],
    ));
    let name = shown["name"]
        .as_str()
        .expect("an unlocked name")
        .to_string();
    let kept = std::fs::read_to_string(sb.env.data_dir().join("completion.json")).expect("kept");
    assert!(
        kept.contains(&card) && !kept.contains(&name),
        "no candidate's name is kept: {kept}"
    );
    let hook = run(
        &sb,
        &[
            "webhooks",
            "create",
            "--url",
            "https://example.com/hook",
            "--event",
            "job.closed",
            "-o",
            "json",
        ],
    );
    let hook = json_stdout(&hook)["id"]
        .as_str()
        .expect("an id")
        .to_string();
    run(
        &sb,
        &[
            "search",
            "--skill",
            "rust",
            "--new",
            "--state",
            "morning-go",
            "-o",
            "json",
        ],
    );
    run(&sb, &["alias", "set", "mine", "jobs list --include-paused"]);
    run(
        &sb,
        &["config", "set", "--profile", "acme", "output", "csv"],
    );
    clear_log(&sb).await;

    let want_job_line = format!("{job}\t{title}");
    if bash_ok {
        let s = script(&sb, "bash");
        let got = bash(&sb, &s, "talent apps ");
        assert!(got.contains(&job), "bash apps: {got:?}");
        // Bare values in bash: no descriptions.
        assert!(got.iter().all(|l| !l.contains('\t')), "{got:?}");
        assert!(bash(&sb, &s, "talent apps JOB --stage ").contains(&stage));
        assert!(bash(&sb, &s, "talent message ").contains(&thread));
        assert!(bash(&sb, &s, "talent candidate show ").contains(&card));
        assert!(bash(&sb, &s, "talent webhooks delete ").contains(&hook));
        assert!(bash(&sb, &s, "talent search --new --state ").contains(&"morning-go".to_string()));
        assert!(bash(&sb, &s, "talent --profile ").contains(&"acme".to_string()));
        assert!(bash(&sb, &s, "talent mi").contains(&"mine".to_string()));
        let fields = bash(&sb, &s, "talent jobs list --fields ");
        assert!(fields.contains(&"jobId".to_string()), "{fields:?}");
        assert!(bash(&sb, &s, "talent jobs list --status cl").contains(&"closed".to_string()));
    }
    if zsh_ok {
        let s = script(&sb, "zsh");
        let got = zsh(&sb, &s, "talent jobs update ");
        assert!(
            got.contains(&format!("{job}:{title}")),
            "zsh jobs update: {got:?}"
        );
        assert!(zsh(&sb, &s, "talent invite CARD --job ")
            .iter()
            .any(|l| l.starts_with(&job)));
        assert!(zsh(&sb, &s, "talent stages ")
            .iter()
            .any(|l| l.starts_with(&job)));
    }
    if fish_ok {
        let s = script(&sb, "fish");
        let got = fish(&sb, &s, "talent apps ");
        assert!(got.contains(&want_job_line), "fish apps: {got:?}");
        let got = fish(&sb, &s, "talent candidate show ");
        // A bare id: the candidate's name is not kept.
        assert!(got.contains(&card), "{got:?}");
        assert!(fish(&sb, &s, "talent webhooks enable ")
            .iter()
            .any(|l| l.starts_with(&hook)));
        assert!(fish(&sb, &s, "talent search -o ")
            .iter()
            .any(|l| l.starts_with("csv")));
    }
    assert_nothing_sent(&sb, "completing").await;
}

#[tokio::test(flavor = "multi_thread")]
async fn a_deleted_webhook_is_no_longer_offered_and_ledger_prune_drops_old_values() {
    let sb = Sandbox::start();
    let hook = run(
        &sb,
        &[
            "webhooks",
            "create",
            "--url",
            "https://example.com/h",
            "--event",
            "job.closed",
            "-o",
            "json",
        ],
    );
    let hook = json_stdout(&hook)["id"]
        .as_str()
        .expect("an id")
        .to_string();
    let file = sb.env.data_dir().join("completion.json");
    assert!(std::fs::read_to_string(&file)
        .expect("kept")
        .contains(&hook));
    use std::os::unix::fs::PermissionsExt;
    let mode = std::fs::metadata(&file).expect("kept").permissions().mode();
    assert_eq!(mode & 0o777, 0o600, "the kept values are this user's alone");
    run(&sb, &["webhooks", "delete", &hook, "--yes"]);
    assert!(!std::fs::read_to_string(&file)
        .expect("kept")
        .contains(&hook));

    run(&sb, &["jobs", "list"]);
    assert!(std::fs::read_to_string(&file)
        .expect("kept")
        .contains("\"job\""));
    // A cycle and a day later, `ledger prune` drops what was not seen since.
    let later = (sb.env.now() + chrono::Duration::days(31)).to_rfc3339();
    sb.talent()
        .args(["ledger", "prune"])
        .env("TALENT_NOW", &later)
        .assert()
        .success();
    assert!(!std::fs::read_to_string(&file)
        .expect("kept")
        .contains("\"job\""));
}

#[test]
fn fields_complete_as_each_command_lists_them() {
    let sb = Sandbox::start();
    let lines: &[&[&str]] = &[
        &["search", "--skill", "go"],
        &["candidate", "show", "X"],
        &["candidate", "list", "--skills", "go"],
        &["jobs", "list"],
        &["jobs", "pause", "J"],
        &["stages", "J"],
        &["apps", "J"],
        &["invite", "C", "--job", "J", "--message", "hi"],
        &["usage"],
        &["webhooks", "list"],
    ];
    for line in lines {
        let path: Vec<&str> = line
            .iter()
            .copied()
            .take_while(|w| {
                !w.starts_with('-') && w.chars().all(|c| c.is_ascii_lowercase() || c == '-')
            })
            .collect();
        let mut args = line.to_vec();
        args.push("--fields");
        let listed = stdout(&run(&sb, &args));
        let listed: Vec<&str> = listed.lines().collect();
        let completed = talent::cmd::complete::field_names(&path.join(" "));
        let completed: Vec<&str> = completed
            .iter()
            .map(String::as_str)
            .filter(|n| !matches!(*n, "all" | "compact"))
            .collect();
        if path == ["jobs", "list"] {
            // Both listings (with and without --status) complete.
            assert!(listed.iter().all(|n| completed.contains(n)), "{path:?}");
        } else {
            assert_eq!(completed, listed, "{path:?}");
        }
    }
}
