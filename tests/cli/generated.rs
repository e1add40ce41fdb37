//! The committed completion scripts (`completions/`) and man pages (`man/`)
//! are exactly what the clap tree generates. After changing a flag or a help
//! text, regenerate them with
//!
//! ```sh
//! TALENT_UPDATE_GENERATED=1 cargo test --test cli generated
//! ```

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use talent::cmd::generate;

use crate::common::*;

/// The environment variable that rewrites the files instead of comparing.
const UPDATE: &str = "TALENT_UPDATE_GENERATED";

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// Every generated file, by path relative to the repository root.
fn expected() -> BTreeMap<PathBuf, Vec<u8>> {
    let mut files = BTreeMap::new();
    for (name, bytes) in generate::completion_files() {
        files.insert(Path::new("completions").join(name), bytes);
    }
    for (name, bytes) in generate::man_pages().expect("man pages render") {
        files.insert(Path::new("man").join(name), bytes);
    }
    files
}

/// Files now in a generated folder (`completions/`, `man/`).
fn committed(folder: &str) -> Vec<PathBuf> {
    let Ok(entries) = std::fs::read_dir(root().join(folder)) else {
        return Vec::new();
    };
    let mut found: Vec<PathBuf> = entries
        .filter_map(|e| e.ok())
        .filter(|e| e.path().is_file())
        .map(|e| Path::new(folder).join(e.file_name()))
        .collect();
    found.sort();
    found
}

#[test]
fn generated_files_are_current() {
    let expected = expected();
    let on_disk: Vec<PathBuf> = ["completions", "man"]
        .iter()
        .flat_map(|f| committed(f))
        .collect();
    if std::env::var_os(UPDATE).is_some_and(|v| v == "1") {
        for stale in on_disk.iter().filter(|p| !expected.contains_key(*p)) {
            std::fs::remove_file(root().join(stale)).expect("remove a stale file");
        }
        for (path, bytes) in &expected {
            let full = root().join(path);
            std::fs::create_dir_all(full.parent().expect("a folder")).expect("mkdir");
            std::fs::write(&full, bytes).expect("write a generated file");
        }
        return;
    }
    let mut problems = Vec::new();
    for (path, bytes) in &expected {
        match std::fs::read(root().join(path)) {
            Ok(found) if &found == bytes => {}
            Ok(_) => problems.push(format!("{} differs", path.display())),
            Err(_) => problems.push(format!("{} is missing", path.display())),
        }
    }
    for stale in on_disk.iter().filter(|p| !expected.contains_key(*p)) {
        problems.push(format!("{} is no longer generated", stale.display()));
    }
    assert!(
        problems.is_empty(),
        "generated files are out of date:\n  {}\nregenerate with: {UPDATE}=1 cargo test --test cli generated",
        problems.join("\n  ")
    );
}

/// `talent completions SHELL` prints the committed script, byte for byte.
#[test]
fn completions_command_prints_the_same_scripts() {
    let env = TestEnv::new();
    for (shell, file) in [
        ("bash", "talent.bash"),
        ("zsh", "_talent"),
        ("fish", "talent.fish"),
        ("powershell", "talent.ps1"),
        ("elvish", "talent.elv"),
    ] {
        let out = env.talent().args(["completions", shell]).output().unwrap();
        assert_eq!(out.status.code(), Some(0), "{shell}");
        let expected = generate::completion_files()
            .into_iter()
            .find(|(n, _)| n == file)
            .map(|(_, b)| b)
            .unwrap();
        assert_eq!(out.stdout, expected, "{shell}");
        assert!(out.stderr.is_empty(), "{shell}");
    }
    let (code, stdout, _) = outcome(env.talent().args(["completions", "tcsh"]));
    assert_eq!(code, 2);
    assert!(stdout.is_empty());
}

/// `mandoc -T lint` finds no warning or error in any committed page. CI
/// installs mandoc; elsewhere the check runs only where it is installed.
#[test]
fn man_pages_pass_mandoc_lint() {
    let pages: Vec<PathBuf> = committed("man")
        .into_iter()
        .map(|p| root().join(p))
        .collect();
    assert!(!pages.is_empty());
    let out = match std::process::Command::new("mandoc")
        .args(["-T", "lint", "-W", "warning"])
        .args(&pages)
        .output()
    {
        Ok(out) => out,
        Err(e) => {
            skip(
                "the man page lint",
                &format!("mandoc does not run ({e}; apt-get install mandoc)"),
            );
            return;
        }
    };
    let findings = format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(findings.trim().is_empty(), "mandoc -T lint:\n{findings}");
}

/// Every page and every section a reader looks for is there.
#[test]
fn man_pages_have_the_usual_sections_and_talent_1_names_every_page() {
    let pages = generate::man_pages().expect("render");
    let root_page = String::from_utf8_lossy(&pages[0].1).to_string();
    for (name, bytes) in &pages {
        let text = String::from_utf8_lossy(bytes);
        for section in [".SH ENVIRONMENT", ".SH \"EXIT STATUS\"", ".SH \"SEE ALSO\""] {
            assert!(text.contains(section), "{name} lacks {section}");
        }
        let stem = name.trim_end_matches(".1").replace('-', "\\-");
        if name != "talent.1" {
            assert!(
                root_page.contains(&format!(".BR {stem} (1)")),
                "talent.1 does not refer to {name}"
            );
        }
    }
    let search = pages
        .iter()
        .find(|(n, _)| n == "talent-search.1")
        .map(|(_, b)| String::from_utf8_lossy(b).to_string())
        .expect("a search page");
    assert!(search.contains(".SH EXAMPLES"), "search has examples");
}
