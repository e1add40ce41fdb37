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
        // What the shell's callback offers after `--fields `.
        let mut words = vec!["talent"];
        words.extend(&path);
        words.extend(["--fields", ""]);
        let completed = engine(&sb, "bash", &words);
        // (An empty word is also offered the options.)
        let completed: Vec<&str> = completed
            .lines()
            .filter(|n| !matches!(*n, "all" | "compact") && !n.starts_with('-'))
            .collect();
        if path == ["jobs", "list"] {
            // Both listings (with and without --status) complete.
            assert!(listed.iter().all(|n| completed.contains(n)), "{path:?}");
        } else {
            assert_eq!(completed, listed, "{path:?}");
        }
    }
}

/// What the engine answers `shell` for `words` (the line's words, the last
/// one being completed), as its callback would be asked by the script.
fn engine(sb: &Sandbox, shell: &str, words: &[&str]) -> String {
    let mut cmd = sb.talent();
    cmd.env("TALENT_COMPLETE", shell)
        .env("_CLAP_COMPLETE_INDEX", (words.len() - 1).to_string())
        .env("_CLAP_IFS", "\n")
        .arg("--")
        .args(words);
    let out = cmd.output().expect("the completion runs");
    assert!(out.status.success(), "{shell}: {}", stderr(&out));
    stdout(&out)
}

/// Regression (issue 40): a job id `jx>~/clobbered` from the service was kept
/// and bash put it on the line raw (Enter created the file); values planted
/// in completion.json (ESC, `$(…)`, newlines, bidi, U+200B) were emitted as
/// they were. Only values of an id's form leave for a shell, titles only as
/// cleaned descriptions, in bash, zsh, fish and PowerShell.
#[test]
fn completion_never_inserts_shell_syntax_from_kept_or_planted_values() {
    let sb = Sandbox::start();
    let now = sb.env.now().timestamp_millis();
    let bad = [
        "jx>~/clobbered",
        "$(touch${IFS}pwned)",
        "`id`",
        "a\nb",
        "esc\u{1b}]0;owned\u{7}",
        "rlo\u{202e}gpj.exe",
        "zw\u{200b}sp",
        "semi;rm",
        "-rf",
    ];
    let mut jobs: Vec<serde_json::Value> = bad
        .iter()
        .map(|v| serde_json::json!({"value": v, "about": "x", "at_ms": now}))
        .collect();
    jobs.push(serde_json::json!({
        "value": "job_ok1",
        "about": "Lead:$(touch pwned)\u{1b}[31m\u{202e}dne\u{200b}\nsecond line",
        "at_ms": now,
    }));
    let planted = serde_json::json!({"kinds": {"job": jobs, "member": [
        {"value": "asha@laptop", "at_ms": now},
        {"value": "@splat", "at_ms": now},
    ]}});
    std::fs::create_dir_all(sb.env.data_dir()).expect("data dir");
    std::fs::write(
        sb.env.data_dir().join("completion.json"),
        planted.to_string(),
    )
    .expect("plant");
    // No planted value leaves, and nothing a terminal or a shell would act
    // on, even in a description (a title may say `$(…)`: it is only shown).
    let clean = |text: &str, shell: &str| {
        for raw in [
            "clobbered",
            "touch${IFS}",
            "`id`",
            "\u{1b}",
            "\u{7}",
            "\u{202e}",
            "\u{200b}",
            "semi",
            "rlo",
            "@splat",
        ] {
            assert!(!text.contains(raw), "{shell} emitted {raw:?}: {text:?}");
        }
        assert!(text.contains("job_ok1"), "{shell}: {text:?}");
    };
    for shell in ["bash", "zsh", "fish", "powershell"] {
        let text = engine(&sb, shell, &["talent", "apps", ""]);
        clean(&text, shell);
        // Flags are the tree's own; the values are what is checked.
        for line in text.lines().filter(|l| !l.starts_with('-')) {
            let value = line.split(['\t', ':']).next().unwrap_or_default();
            assert!(
                value.chars().all(|c| c.is_ascii_alphanumeric() || c == '_'),
                "{shell}: {line:?}"
            );
        }
        if shell != "bash" {
            // The title, as a description, on the value's own line.
            assert!(
                text.lines()
                    .any(|l| l.starts_with("job_ok1") && l.contains("Lead")),
                "{shell}: {text:?}"
            );
        }
        let members = engine(&sb, shell, &["talent", "team", "allowance", "set", ""]);
        assert!(members.contains("asha@laptop"), "{shell}: {members:?}");
        assert!(!members.contains("@splat"), "{shell}: {members:?}");
    }
    // The real shells, where installed.
    if have("bash") {
        let s = script(&sb, "bash");
        let values: Vec<String> = bash(&sb, &s, "talent apps ")
            .into_iter()
            .filter(|v| !v.starts_with('-'))
            .collect();
        assert_eq!(values, ["job_ok1"]);
    }
    if have("zsh") {
        let s = script(&sb, "zsh");
        let got = zsh(&sb, &s, "talent apps ");
        clean(&got.join("\n"), "zsh");
        assert_eq!(
            got.iter().filter(|l| !l.starts_with('-')).count(),
            1,
            "{got:?}"
        );
    }
    if have("fish") {
        let s = script(&sb, "fish");
        let got = fish(&sb, &s, "talent apps ");
        clean(&got.join("\n"), "fish");
        assert_eq!(
            got.iter().filter(|l| !l.starts_with('-')).count(),
            1,
            "{got:?}"
        );
    }
    // PowerShell (pwsh is rarely installed): the script registers the same
    // callback, so its values are the engine's above.
    let ps = stdout(&run(&sb, &["completions", "powershell"]));
    assert!(
        ps.contains("Register-ArgumentCompleter") && ps.contains("TALENT_COMPLETE"),
        "{ps}"
    );
}

/// Makes `path` a file that is not a regular one: a character device (as
/// root, like `/dev/zero`) or else a FIFO.
#[cfg(unix)]
fn special_file(path: &Path) {
    let c = std::ffi::CString::new(path.to_str().expect("utf-8")).expect("c string");
    // SAFETY: a valid C string; mknod/mkfifo have no other preconditions.
    let made = unsafe {
        if libc::geteuid() == 0 {
            libc::mknod(c.as_ptr(), libc::S_IFCHR | 0o600, libc::makedev(1, 5))
        } else {
            libc::mkfifo(c.as_ptr(), 0o600)
        }
    };
    assert_eq!(made, 0, "cannot make {}", path.display());
}

/// Regression (issue 40): a `completion.json` that was a link was written
/// through (as root, one linked to `/dev/zero` replaced the device with a
/// regular file holding job titles). talent's data file is never written
/// through a link (refused, naming it) and nothing that is not a regular
/// file is replaced.
#[cfg(unix)]
#[test]
fn a_completion_json_link_or_device_is_never_written_through_or_replaced() {
    use std::os::unix::fs::FileTypeExt;
    let sb = Sandbox::start();
    let data = sb.env.data_dir();
    std::fs::create_dir_all(&data).expect("data dir");
    let file = data.join("completion.json");
    let victim = sb.env.path().join("victim.txt");
    std::fs::write(&victim, "precious\n").expect("victim");
    std::os::unix::fs::symlink(&victim, &file).expect("link");
    let out = run(&sb, &["jobs", "list"]);
    assert_eq!(std::fs::read_to_string(&victim).unwrap(), "precious\n");
    assert!(std::fs::symlink_metadata(&file)
        .unwrap()
        .file_type()
        .is_symlink());
    assert!(
        stderr(&out).contains("completion.json") && stderr(&out).contains("link"),
        "named: {}",
        stderr(&out)
    );
    // A link to a device, and a device in the file's place.
    std::fs::remove_file(&file).unwrap();
    let device = sb.env.path().join("zero");
    special_file(&device);
    std::os::unix::fs::symlink(&device, &file).expect("link");
    run(&sb, &["jobs", "list"]);
    let kind = std::fs::symlink_metadata(&device).unwrap().file_type();
    assert!(kind.is_char_device() || kind.is_fifo(), "{kind:?}");
    std::fs::remove_file(&file).unwrap();
    special_file(&file);
    run(&sb, &["jobs", "list"]);
    let kind = std::fs::symlink_metadata(&file).unwrap().file_type();
    assert!(kind.is_char_device() || kind.is_fifo(), "{kind:?}");
}

/// Regression (issue 40): ten parallel `--new --state stN` runs kept five
/// names: each run read the file, added its own and wrote it over the
/// others'. Writers merge under a lock and never lose a value.
#[tokio::test(flavor = "multi_thread")]
async fn ten_parallel_new_state_runs_keep_all_ten_names() {
    let sb = Sandbox::start();
    let job = active_job(&sb).await;
    let runs: Vec<_> = (0..10)
        .map(|i| {
            let mut cmd = std::process::Command::new(talent_bin());
            sb.apply(&mut cmd);
            cmd.current_dir(sb.env.path())
                .args(["apps", &job, "--new", "--state", &format!("st{i}")])
                .stdout(std::process::Stdio::null())
                .stderr(std::process::Stdio::piped())
                .spawn()
                .expect("spawn")
        })
        .collect();
    for child in runs {
        let out = child.wait_with_output().expect("run");
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
    }
    let kept = std::fs::read_to_string(sb.env.data_dir().join("completion.json")).expect("kept");
    let kept: serde_json::Value = serde_json::from_str(&kept).expect("json");
    let names: Vec<&str> = kept["kinds"]["state"]
        .as_array()
        .expect("states")
        .iter()
        .filter_map(|e| e["value"].as_str())
        .collect();
    for i in 0..10 {
        assert!(names.contains(&format!("st{i}").as_str()), "{names:?}");
    }
}
