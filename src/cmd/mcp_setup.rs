//! Setting an assistant up: `talent mcp --print-config CLIENT` (the
//! snippet that starts this `talent mcp` from that client, and where the
//! client keeps it), and the words `talent mcp` says when typed at a
//! terminal.

use std::path::{Path, PathBuf};

use crate::cmd::Context;
use crate::{Error, Result};

/// The assistants `--print-config` knows, by the name given on the line.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum Client {
    /// Claude Desktop (macOS, Windows)
    ClaudeDesktop,
    /// Claude Code, the CLI
    ClaudeCode,
    /// Cursor
    Cursor,
    /// Visual Studio Code (Copilot's agent mode)
    Vscode,
    /// Windsurf
    Windsurf,
    /// OpenAI's Codex CLI
    Codex,
}

impl Client {
    fn title(self) -> &'static str {
        match self {
            Client::ClaudeDesktop => "Claude Desktop",
            Client::ClaudeCode => "Claude Code",
            Client::Cursor => "Cursor",
            Client::Vscode => "VS Code",
            Client::Windsurf => "Windsurf",
            Client::Codex => "Codex",
        }
    }
}

/// What `talent mcp` says on stderr when stdin is a terminal: a person
/// typed it, and a server that waits in silence looks hung. Lines fit 80
/// columns.
pub const ON_A_TERMINAL: &str = "\
talent mcp serves an AI assistant over the Model Context Protocol on
stdin/stdout. The assistant's app starts it; typed here, it waits for that
app's messages. To set an assistant up, print its configuration:
  talent mcp --print-config claude-desktop
  (or claude-code, cursor, vscode, windsurf, codex; `talent help mcp`)
Ctrl-C stops it.";

/// The server's words in the snippet: `mcp`, then what was given on the
/// command line after dropping `--print-config CLIENT` and the command's
/// name (global options given before `mcp` follow it, where they mean the
/// same), then `--sandbox` and `--profile NAME` where they came from the
/// environment (a client does not start talent with the shell's).
fn server_args(line: &[String], word: Option<usize>, ctx: &Context) -> Vec<String> {
    let mut out = vec!["mcp".to_string()];
    let mut skip_value = false;
    for (i, token) in line.iter().enumerate() {
        if skip_value {
            skip_value = false;
            continue;
        }
        if Some(i) == word {
            continue;
        }
        if token == "--print-config" {
            skip_value = true;
            continue;
        }
        if token.starts_with("--print-config=") {
            continue;
        }
        out.push(token.clone());
    }
    let given = |out: &[String], flag: &str| {
        out.iter()
            .any(|t| t == flag || t.starts_with(&format!("{flag}=")))
    };
    if ctx.global.sandbox && !given(&out, "--sandbox") {
        out.push("--sandbox".to_string());
    }
    if ctx.global.profile.is_some() && !given(&out, "--profile") {
        out.push("--profile".to_string());
        out.push(ctx.settings.profile.clone());
    }
    out
}

/// The snippet in `client`'s own form: JSON under `mcpServers` (VS Code:
/// `servers`, with `"type": "stdio"`, as Claude Code's `.mcp.json` has it),
/// or TOML under `[mcp_servers.talent]` for Codex.
fn snippet(client: Client, command: &str, args: &[String]) -> Result<String> {
    use serde_json::json;
    if client == Client::Codex {
        let mut server = toml::Table::new();
        server.insert("command".into(), command.into());
        server.insert(
            "args".into(),
            toml::Value::Array(args.iter().map(|a| a.as_str().into()).collect()),
        );
        let mut servers = toml::Table::new();
        servers.insert("talent".into(), toml::Value::Table(server));
        let mut root = toml::Table::new();
        root.insert("mcp_servers".into(), toml::Value::Table(servers));
        return toml::to_string(&root)
            .map_err(|e| Error::failure(format!("cannot write the TOML snippet: {e}")));
    }
    let server = match client {
        Client::ClaudeCode | Client::Vscode => {
            json!({"type": "stdio", "command": command, "args": args})
        }
        _ => json!({"command": command, "args": args}),
    };
    let key = if client == Client::Vscode {
        "servers"
    } else {
        "mcpServers"
    };
    let text = serde_json::to_string_pretty(&json!({ key: {"talent": server} }))
        .map_err(|e| Error::failure(format!("cannot write the JSON snippet: {e}")))?;
    Ok(format!("{text}\n"))
}

/// The operating systems a client has a build for, when not all three.
fn no_build_here(client: Client) -> bool {
    client == Client::ClaudeDesktop && !(cfg!(target_os = "macos") || cfg!(windows))
}

/// Where `client` keeps its servers on this system, each with what it is
/// for; empty where the client has no build here.
fn locations(client: Client) -> Vec<(String, &'static str)> {
    if no_build_here(client) {
        return Vec::new();
    }
    let dirs = directories::BaseDirs::new();
    let home = dirs
        .as_ref()
        .map(|d| d.home_dir().to_path_buf())
        .unwrap_or_else(|| PathBuf::from("~"));
    // Roaming AppData on Windows, ~/Library/Application Support on macOS,
    // ~/.config on Linux.
    let config = dirs
        .as_ref()
        .map(|d| d.config_dir().to_path_buf())
        .unwrap_or_else(|| home.join(".config"));
    let local = dirs
        .as_ref()
        .map(|d| d.data_local_dir().to_path_buf())
        .unwrap_or_else(|| home.clone());
    let show = |p: PathBuf| p.display().to_string();
    match client {
        Client::ClaudeDesktop if cfg!(windows) => vec![
            (
                show(config.join("Claude").join("claude_desktop_config.json")),
                "the installer's Claude",
            ),
            (
                show(
                    local
                        .join("Packages")
                        .join("Claude_pzs8sxrjxfjjc")
                        .join("LocalCache")
                        .join("Roaming")
                        .join("Claude")
                        .join("claude_desktop_config.json"),
                ),
                "the Microsoft Store (MSIX) Claude",
            ),
        ],
        Client::ClaudeDesktop => vec![(
            show(config.join("Claude").join("claude_desktop_config.json")),
            "Settings > Developer > Edit Config opens it",
        )],
        Client::ClaudeCode => vec![
            (
                ".mcp.json".to_string(),
                "in a project's folder: that project, shared with whoever clones it",
            ),
            (
                show(home.join(".claude.json")),
                "every project: better written by `claude mcp add --scope user`",
            ),
        ],
        Client::Cursor => vec![
            (show(home.join(".cursor").join("mcp.json")), "every project"),
            (
                show(Path::new(".cursor").join("mcp.json")),
                "in a project's folder: that project",
            ),
        ],
        Client::Vscode => vec![
            (
                show(Path::new(".vscode").join("mcp.json")),
                "in a workspace's folder: that workspace",
            ),
            (
                show(config.join("Code").join("User").join("mcp.json")),
                "every workspace; MCP: Open User Configuration opens it",
            ),
        ],
        Client::Windsurf => vec![(
            show(
                home.join(".codeium")
                    .join("windsurf")
                    .join("mcp_config.json"),
            ),
            "every project",
        )],
        Client::Codex => {
            let codex_home = std::env::var_os("CODEX_HOME")
                .filter(|v| !v.is_empty())
                .map(PathBuf::from)
                .unwrap_or_else(|| home.join(".codex"));
            vec![(show(codex_home.join("config.toml")), "every session")]
        }
    }
}

/// The path a client should start: this binary as the user's `PATH`
/// finds it (`/opt/homebrew/bin/talent`, a link), not where the link
/// ends (a versioned Homebrew Cellar folder that the next upgrade
/// removes), so the snippet outlives upgrades. `false` when no entry of
/// `PATH` leads here.
fn binary_on_path() -> (PathBuf, bool) {
    let exe = std::env::current_exe().unwrap_or_else(|_| PathBuf::from("talent"));
    let real = std::fs::canonicalize(&exe).unwrap_or_else(|_| exe.clone());
    let name = if cfg!(windows) {
        "talent.exe"
    } else {
        "talent"
    };
    if let Some(path) = std::env::var_os("PATH") {
        for dir in std::env::split_paths(&path) {
            // A relative entry means nothing to an app started elsewhere.
            if !dir.is_absolute() {
                continue;
            }
            let candidate = dir.join(name);
            if std::fs::canonicalize(&candidate).is_ok_and(|c| c == real) {
                return (candidate, true);
            }
        }
    }
    (out_of_the_cellar(&real).unwrap_or(real), false)
}

/// `PREFIX/Cellar/talent/VERSION/bin/talent` → `PREFIX/bin/talent`, where
/// that leads to the same binary (Homebrew's link).
fn out_of_the_cellar(real: &Path) -> Option<PathBuf> {
    let parts: Vec<_> = real.components().collect();
    let at = parts.iter().position(|c| c.as_os_str() == "Cellar")?;
    let prefix: PathBuf = parts[..at].iter().collect();
    let linked = prefix.join("bin").join(real.file_name()?);
    let same = std::fs::canonicalize(&linked).ok()? == real;
    same.then_some(linked)
}

/// `talent mcp --print-config CLIENT`: the snippet on stdout; on stderr
/// where the client keeps it, how its talent finds a key, and what else to
/// know. Serves nothing.
pub fn print_config(ctx: &Context, client: Client) -> Result<()> {
    let (line, word) = super::global::command_line();
    let args = server_args(&line, word, ctx);
    let (binary, on_path) = binary_on_path();
    let command = binary.display().to_string();
    ctx.ui.out(snippet(client, &command, &args)?.as_bytes())?;
    let title = client.title();
    if no_build_here(client) {
        ctx.ui.warn(&format!(
            "{title} has no build here: use the snippet on a Mac or Windows PC"
        ));
        ctx.ui
            .status("(with the path of talent on that machine as its command)");
    } else {
        let places = locations(client);
        let mut text = format!(
            "Where {title} keeps it{}:",
            if places.len() > 1 { " (one of)" } else { "" }
        );
        for (place, what) in &places {
            text.push_str(&format!("\n  {place}\n      {what}"));
        }
        text.push_str(&format!(
            "\nMerge the snippet into what is there, then restart {title}."
        ));
        ctx.ui.status(&text);
    }
    if client == Client::ClaudeCode {
        let mut words = vec![
            "claude".to_string(),
            "mcp".into(),
            "add".into(),
            "--scope".into(),
            "user".into(),
            "talent".into(),
            "--".into(),
            command.clone(),
        ];
        words.extend(args.iter().cloned());
        ctx.ui.status(&format!(
            "Or add it for every project with:\n  {}",
            shell_words(&words)
        ));
    }
    if !on_path {
        ctx.ui.status(
            "This talent is not on your PATH: the snippet names its full path,\n\
             which the client starts whatever its own PATH is.",
        );
    }
    ctx.ui.status(&key_note(ctx, client));
    Ok(())
}

/// How the client's talent finds a key (never the key itself).
fn key_note(ctx: &Context, client: Client) -> String {
    if ctx.global.sandbox {
        return "No key is needed: --sandbox runs the built-in simulator.".to_string();
    }
    let profile = &ctx.settings.profile;
    let login = if profile == crate::config::profile::DEFAULT_PROFILE {
        "talent auth login".to_string()
    } else {
        format!("talent auth login --profile {profile}")
    };
    let env_block = if client == Client::Codex {
        "env = { TALENT_API_KEY = \"...\" }   (under [mcp_servers.talent])"
    } else {
        "\"env\": {\"TALENT_API_KEY\": \"...\"}   (beside \"args\")"
    };
    format!(
        "No key is in the snippet: the client's talent reads the key\n\
         `{login}` stored in the OS keyring. Where it cannot reach the\n\
         keyring, put the key in the client's env block (a plain file: keep it\n\
         private):\n  {env_block}"
    )
}

/// Words joined for a POSIX shell, quoted where needed.
fn shell_words(words: &[String]) -> String {
    words
        .iter()
        .map(|w| {
            let plain = !w.is_empty()
                && w.chars()
                    .all(|c| c.is_ascii_alphanumeric() || "-_./=:,@+%".contains(c));
            if plain {
                w.clone()
            } else {
                format!("'{}'", w.replace('\'', "'\\''"))
            }
        })
        .collect::<Vec<_>>()
        .join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Each client's own form: `mcpServers`, `servers` for VS Code, TOML
    /// for Codex; the command and its words as given.
    #[test]
    fn each_client_gets_its_own_form() {
        let args = vec!["mcp".to_string(), "--allow-searches".into(), "20".into()];
        for client in [
            Client::ClaudeDesktop,
            Client::ClaudeCode,
            Client::Cursor,
            Client::Windsurf,
        ] {
            let text = snippet(client, "/opt/homebrew/bin/talent", &args).unwrap();
            let v: serde_json::Value = serde_json::from_str(&text).unwrap();
            assert_eq!(
                v["mcpServers"]["talent"]["command"],
                "/opt/homebrew/bin/talent"
            );
            assert_eq!(
                v["mcpServers"]["talent"]["args"],
                serde_json::json!(["mcp", "--allow-searches", "20"])
            );
        }
        let v: serde_json::Value =
            serde_json::from_str(&snippet(Client::Vscode, "C:\\talent.exe", &args).unwrap())
                .unwrap();
        assert_eq!(v["servers"]["talent"]["command"], "C:\\talent.exe");
        assert_eq!(v["servers"]["talent"]["type"], "stdio");
        let t: toml::Table = snippet(Client::Codex, "/usr/bin/talent", &args)
            .unwrap()
            .parse()
            .unwrap();
        assert_eq!(
            t["mcp_servers"]["talent"]["command"].as_str(),
            Some("/usr/bin/talent")
        );
        assert_eq!(t["mcp_servers"]["talent"]["args"][2].as_str(), Some("20"));
    }

    #[test]
    fn a_versioned_cellar_path_is_left_for_the_prefix_link() {
        let dir = tempfile::tempdir().unwrap();
        let cellar = dir.path().join("Cellar/talent/0.1.0/bin");
        std::fs::create_dir_all(&cellar).unwrap();
        std::fs::create_dir_all(dir.path().join("bin")).unwrap();
        let real = cellar.join("talent");
        std::fs::write(&real, "").unwrap();
        let real = std::fs::canonicalize(&real).unwrap();
        assert_eq!(out_of_the_cellar(&real), None, "no link yet");
        #[cfg(unix)]
        {
            std::os::unix::fs::symlink(&real, dir.path().join("bin/talent")).unwrap();
            let linked = out_of_the_cellar(&real).unwrap();
            assert!(linked.ends_with("bin/talent"));
            assert!(!linked.to_string_lossy().contains("Cellar"));
        }
    }

    #[test]
    fn shell_words_quote_what_a_shell_would_read() {
        let words: Vec<String> = ["talent", "mcp", "--profile", "my work", "it's"]
            .iter()
            .map(|s| s.to_string())
            .collect();
        assert_eq!(
            shell_words(&words),
            "talent mcp --profile 'my work' 'it'\\''s'"
        );
    }
}
