//! Setting an assistant up (issue 45): `talent mcp --print-config CLIENT`
//! prints the snippet in the client's own form with the binary as `PATH`
//! finds it and the options given, never a key, says where the client
//! keeps it, and serves nothing; `talent mcp` typed at a terminal says what
//! it waits for.

use std::path::{Path, PathBuf};

use serde_json::Value;

use crate::common::*;

/// `talent mcp --print-config ARGS...` in `env`, with `PATH` as given and
/// stdin an `initialize` request (which must not be answered).
fn print_config(env: &TestEnv, bin: &Path, path: &str, args: &[&str]) -> (i32, String, String) {
    let mut cmd = std::process::Command::new(bin);
    env.apply(&mut cmd);
    let out = cmd
        .current_dir(env.path())
        .env("PATH", path)
        .env("TALENT_API_KEY", "svc_live_printconfigsecret0001")
        .args(args)
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .and_then(|mut child| {
            use std::io::Write;
            let line = r#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"t","version":"1"}}}"#;
            let _ = writeln!(child.stdin.take().unwrap(), "{line}");
            child.wait_with_output()
        })
        .expect("talent runs");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).to_string(),
        String::from_utf8_lossy(&out.stderr).to_string(),
    )
}

/// A folder on `PATH` holding `talent` as a link to the binary under test.
fn linked_bin(env: &TestEnv) -> PathBuf {
    let dir = env.path().join("bin");
    std::fs::create_dir_all(&dir).unwrap();
    let link = dir.join("talent");
    if !link.exists() {
        std::os::unix::fs::symlink(talent_bin(), &link).unwrap();
    }
    link
}

/// Each client's form, with the options given and the binary as `PATH`
/// finds it (the link, not where it leads); where the client keeps it on
/// stderr; exit 0; the `initialize` on stdin never answered; no key.
#[test]
fn print_config_gives_each_client_its_own_form() {
    if unix_only("print-config's paths", "a Unix PATH and links") {
        return;
    }
    let env = TestEnv::new();
    let link = linked_bin(&env);
    let path = format!("{}:/usr/bin:/bin", link.parent().unwrap().display());
    let home = env.path().join("home");
    let given = ["--allow-searches", "20", "--read-only"];
    for (client, key) in [
        ("claude-desktop", "mcpServers"),
        ("claude-code", "mcpServers"),
        ("cursor", "mcpServers"),
        ("vscode", "servers"),
        ("windsurf", "mcpServers"),
    ] {
        let mut args = vec!["mcp", "--print-config", client];
        args.extend(given);
        let (code, stdout, stderr) = print_config(&env, &link, &path, &args);
        assert_eq!(code, 0, "{client}: {stderr}");
        let v: Value = serde_json::from_str(&stdout)
            .unwrap_or_else(|e| panic!("{client}: not JSON ({e}): {stdout}"));
        let server = &v[key]["talent"];
        assert_eq!(server["command"], link.display().to_string(), "{client}");
        assert_eq!(
            server["args"],
            serde_json::json!(["mcp", "--allow-searches", "20", "--read-only"]),
            "{client}"
        );
        assert!(!stdout.contains("jsonrpc"), "{client} served: {stdout}");
        for text in [&stdout, &stderr] {
            assert!(!text.contains("printconfigsecret"), "{client}: a key shows");
        }
        assert!(stderr.contains("TALENT_API_KEY"), "{client}: {stderr}");
        assert!(stderr.contains("auth login"), "{client}: {stderr}");
        let place = match client {
            "claude-desktop" => None,
            "claude-code" => Some(".mcp.json".to_string()),
            "cursor" => Some(home.join(".cursor/mcp.json").display().to_string()),
            "vscode" => Some(".vscode/mcp.json".to_string()),
            _ => Some(
                home.join(".codeium/windsurf/mcp_config.json")
                    .display()
                    .to_string(),
            ),
        };
        match place {
            Some(place) => assert!(stderr.contains(&place), "{client}: {stderr}"),
            // Linux: no Claude Desktop build, so a note and no place.
            None => {
                assert!(stderr.contains("has no build here"), "{stderr}");
                assert!(!stderr.contains("claude_desktop_config.json"), "{stderr}");
            }
        }
    }
    let (code, stdout, stderr) = print_config(
        &env,
        &link,
        &path,
        &["--sandbox", "mcp", "--print-config", "codex"],
    );
    assert_eq!(code, 0, "{stderr}");
    let t: toml::Table = stdout.parse().unwrap_or_else(|e| panic!("{e}: {stdout}"));
    let server = &t["mcp_servers"]["talent"];
    assert_eq!(
        server["command"].as_str(),
        Some(&*link.display().to_string())
    );
    let args: Vec<&str> = server["args"]
        .as_array()
        .unwrap()
        .iter()
        .map(|a| a.as_str().unwrap())
        .collect();
    assert_eq!(args, ["mcp", "--sandbox"]);
    assert!(stderr.contains(".codex/config.toml"), "{stderr}");
    assert!(stderr.contains("No key is needed"), "{stderr}");
}

/// A Homebrew install runs from a versioned Cellar folder that the next
/// upgrade removes: the snippet names the `PATH` entry's link instead.
#[test]
fn print_config_names_the_path_entry_not_the_versioned_cellar() {
    if unix_only("print-config's paths", "a Unix PATH and links") {
        return;
    }
    let env = TestEnv::new();
    let prefix = env.path().join("homebrew");
    let cellar = prefix.join("Cellar/talent/0.1.0/bin");
    std::fs::create_dir_all(&cellar).unwrap();
    std::fs::create_dir_all(prefix.join("bin")).unwrap();
    let real = cellar.join("talent");
    if std::fs::hard_link(talent_bin(), &real).is_err() {
        std::fs::copy(talent_bin(), &real).unwrap();
    }
    let link = prefix.join("bin/talent");
    std::os::unix::fs::symlink("../Cellar/talent/0.1.0/bin/talent", &link).unwrap();
    let path = format!("/usr/bin:{}:/bin", prefix.join("bin").display());
    let (code, stdout, stderr) = print_config(
        &env,
        &link,
        &path,
        &["mcp", "--print-config", "claude-code"],
    );
    assert_eq!(code, 0, "{stderr}");
    let v: Value = serde_json::from_str(&stdout).unwrap();
    assert_eq!(
        v["mcpServers"]["talent"]["command"],
        link.display().to_string()
    );
    assert!(!stdout.contains("Cellar"), "{stdout}");
    assert!(
        stderr.contains("claude mcp add --scope user talent --"),
        "{stderr}"
    );

    // Not on PATH at all: its own path, said so; still not the Cellar's
    // where the prefix's link leads to it.
    let (code, stdout, stderr) = print_config(
        &env,
        &real,
        "/usr/bin:/bin",
        &["mcp", "--print-config", "cursor"],
    );
    assert_eq!(code, 0, "{stderr}");
    let v: Value = serde_json::from_str(&stdout).unwrap();
    assert_eq!(
        v["mcpServers"]["talent"]["command"],
        link.display().to_string()
    );
    assert!(stderr.contains("not on your PATH"), "{stderr}");
}

/// An unknown client is a usage error that names the known ones.
#[test]
fn print_config_refuses_an_unknown_client() {
    let env = TestEnv::new();
    let out = env
        .talent()
        .args(["mcp", "--print-config", "notepad"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("claude-desktop"), "{err}");
    assert!(out.stdout.is_empty());
}

/// `talent mcp` typed at a terminal says at once, on stderr, that it
/// serves an assistant on stdin/stdout and how to set one up (it printed
/// nothing and looked hung).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn mcp_at_a_terminal_says_what_it_waits_for() {
    if !have_tmux() {
        return;
    }
    let sb = Sandbox::serve(SandboxOptions::default());
    let pane = Pane::run(&sb, "mcp", (100, 20), PaneOptions::default());
    let screen = pane.wait_for("--print-config");
    assert!(screen.contains("stdin/stdout"), "{screen}");
    assert!(screen.contains("assistant"), "{screen}");
    assert!(screen.lines().all(|l| l.chars().count() <= 80), "{screen}");
    // End of input before an `initialize`: the session never started.
    pane.keys(&["C-d"]);
    let code = pane.exit_code();
    assert!(
        matches!(code, 0 | 1 | 130),
        "exit {code}: {}",
        pane.screen()
    );
    // Started by an app (stdin a pipe), it says nothing of the kind.
    let out = sb.talent().arg("mcp").write_stdin("").output().unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(!err.contains("--print-config"), "{err}");
}

/// README, `talent help mcp` and `talent mcp --help` say the same about
/// a client that cannot ask (they disagreed: refused, or asked): it is
/// asked on talent's page in the browser, and refused, nothing sent, only
/// where no page can be opened. Each also names `--print-config`.
#[test]
fn readme_help_mcp_and_mcp_help_agree_on_clients_that_cannot_ask() {
    let env = TestEnv::new();
    let run = |args: &[&str]| {
        let out = env.talent().args(args).output().unwrap();
        assert_eq!(out.status.code(), Some(0), "{args:?}");
        String::from_utf8(out.stdout).unwrap()
    };
    let readme =
        std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("README.md")).unwrap();
    let assistant = readme
        .split("## With an AI assistant")
        .nth(1)
        .and_then(|rest| rest.split("\n## ").next())
        .expect("the README's assistant section")
        .to_string();
    for (what, text) in [
        ("README", assistant),
        ("talent help mcp", run(&["help", "mcp"])),
        ("talent mcp --help", run(&["mcp", "--help"])),
    ] {
        let flat = text.split_whitespace().collect::<Vec<_>>().join(" ");
        for words in [
            "a client that cannot ask",
            "Claude Desktop",
            "talent's page",
            "browser",
            "no page can be opened",
            "refused",
            "--print-config",
        ] {
            assert!(
                flat.contains(words),
                "{what} does not say {words:?}:\n{text}"
            );
        }
        assert!(
            !flat.contains("cannot ask (it declared no elicitation; Claude Desktop), --confirm deny and --no-input refuse"),
            "{what} still says such a client is refused"
        );
    }
}
