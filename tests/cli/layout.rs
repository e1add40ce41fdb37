//! The CLI's shape, checked: a command file translates arguments and calls
//! operations; it never imports another command (a group's `mod.rs` may
//! hold what its siblings share), and it spells no route of the service.

use std::path::{Path, PathBuf};

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for e in std::fs::read_dir(dir).expect("read dir").flatten() {
        let p = e.path();
        if p.is_dir() {
            rust_files(&p, out);
        } else if p.extension().is_some_and(|x| x == "rs") {
            out.push(p);
        }
    }
}

/// Modules of `src/cmd/` that are not commands: shared flags, the context,
/// generated files.
const SHARED: &[&str] = &["args", "context", "generate", "Context"];

#[test]
fn no_command_imports_another() {
    let cmd = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/cmd");
    let mut files = Vec::new();
    rust_files(&cmd, &mut files);
    assert!(files.len() > 30, "found the command files");
    let mut found = Vec::new();
    for f in &files {
        let name = f.file_stem().unwrap().to_string_lossy().to_string();
        if name == "mod" || f.parent() == Some(cmd.as_path()) && SHARED.contains(&name.as_str()) {
            continue;
        }
        let text = std::fs::read_to_string(f).expect("read");
        for (n, line) in text
            .lines()
            .enumerate()
            .take_while(|(_, l)| l.trim() != "#[cfg(test)]")
        {
            let l = line.trim();
            if !l.starts_with("use ") && !l.starts_with("pub use ") {
                continue;
            }
            if let Some(rest) = l.split("crate::cmd::").nth(1) {
                let target: String = rest
                    .chars()
                    .take_while(|c| c.is_alphanumeric() || *c == '_' || *c == '{')
                    .collect();
                let names: Vec<&str> = target.trim_start_matches('{').split(',').collect();
                if names
                    .iter()
                    .any(|t| !t.is_empty() && !SHARED.contains(&t.trim()))
                {
                    found.push(format!("{}:{}: {l}", f.display(), n + 1));
                }
            }
            // `super::sibling::x` reaches past the group's mod.rs into a sibling command.
            if let Some(rest) = l.strip_prefix("use super::") {
                if rest.contains("::") && !rest.starts_with('{') {
                    found.push(format!("{}:{}: {l}", f.display(), n + 1));
                }
            }
        }
    }
    assert!(
        found.is_empty(),
        "commands importing commands:\n{}",
        found.join("\n")
    );
}

#[test]
fn commands_spell_no_route_of_the_service() {
    let cmd = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/cmd");
    let mut files = Vec::new();
    rust_files(&cmd, &mut files);
    let mut found = Vec::new();
    for f in &files {
        // `talent api` sends whatever route it is given: its job is the raw request.
        if f.ends_with("api.rs") {
            continue;
        }
        let text = std::fs::read_to_string(f).expect("read");
        for (n, line) in text
            .lines()
            .enumerate()
            .take_while(|(_, l)| l.trim() != "#[cfg(test)]")
        {
            if line.contains("Request::main(")
                || line.contains("Request::alt(")
                || line.contains("Request::new(")
            {
                found.push(format!("{}:{}: {}", f.display(), n + 1, line.trim()));
            }
        }
    }
    assert!(
        found.is_empty(),
        "requests built in commands (use ops::routes):\n{}",
        found.join("\n")
    );
}
