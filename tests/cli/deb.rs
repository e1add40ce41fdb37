//! The Debian package, as a user's system sees it: `scripts/build-deb.sh`
//! packages the test binary, `dpkg -x` installs it into a scratch root, and
//! every file is where the system looks; `man -l` renders the page; bash,
//! zsh and fish load the completions from where they look and complete
//! `talent se` to `search`. CI installs the tools (`.ci/run`); under CI a
//! missing one fails the test, elsewhere the test says what it skipped.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

use crate::common::{talent_bin, unix_only};

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// Whether `tool` runs here (with `args`, e.g. `--version`). Under CI a
/// missing tool fails the test; elsewhere the test is skipped, saying why.
fn have(tool: &str, args: &[&str]) -> bool {
    crate::common::have(tool, args, "the .deb test")
}

fn ok(out: Output, what: &str) -> String {
    let text = format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(out.status.success(), "{what}: {:?}\n{text}", out.status);
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// Builds the package of the test binary and unpacks it into a scratch root.
fn installed(scratch: &Path) -> (PathBuf, PathBuf) {
    let out = Command::new("bash")
        .arg(root().join("scripts/build-deb.sh"))
        .arg("--binary")
        .arg(talent_bin())
        .arg("--out")
        .arg(scratch)
        .arg("--fast")
        .output()
        .expect("build-deb.sh runs");
    let stdout = ok(out, "scripts/build-deb.sh");
    let deb = PathBuf::from(stdout.lines().next().unwrap_or_default());
    assert!(
        deb.extension().is_some_and(|e| e == "deb") && deb.is_file(),
        "the script prints the .deb it wrote: {stdout}"
    );
    let sysroot = scratch.join("root");
    ok(
        Command::new("dpkg")
            .arg("-x")
            .arg(&deb)
            .arg(&sysroot)
            .output()
            .expect("dpkg runs"),
        "dpkg -x",
    );
    (deb, sysroot)
}

#[test]
fn the_deb_puts_everything_where_the_system_looks() {
    if unix_only("the .deb", "it packs the Linux build") {
        return;
    }
    let tools: [(&str, &[&str]); 6] = [
        ("cargo-deb", &["--version"]),
        ("dpkg", &["--version"]),
        ("man", &["--version"]),
        ("bash", &["--version"]),
        ("zsh", &["--version"]),
        ("fish", &["--version"]),
    ];
    if !tools.iter().all(|(t, a)| have(t, a)) {
        return;
    }
    let scratch = tempfile::tempdir().expect("scratch");
    let (deb, sys) = installed(scratch.path());

    let field = |name: &str| {
        ok(
            Command::new("dpkg-deb")
                .arg("--field")
                .arg(&deb)
                .arg(name)
                .output()
                .expect("dpkg-deb runs"),
            "dpkg-deb --field",
        )
        .trim()
        .to_string()
    };
    assert_eq!(field("Package"), "talent");
    assert_eq!(field("Version"), format!("{}-1", env!("CARGO_PKG_VERSION")));

    // The binary runs from where it was installed.
    let bin = sys.join("usr/bin/talent");
    let version = ok(
        Command::new(&bin).arg("--version").output().expect("runs"),
        "talent --version",
    );
    assert!(version.starts_with("talent "), "{version}");

    // Every committed man page, gzipped, in section 1.
    let man1 = sys.join("usr/share/man/man1");
    let pages: Vec<String> = std::fs::read_dir(root().join("man"))
        .expect("man/")
        .filter_map(|e| e.ok()?.file_name().into_string().ok())
        .filter(|n| n.ends_with(".1"))
        .collect();
    assert!(pages.len() > 10, "{pages:?}");
    for page in &pages {
        assert!(man1.join(format!("{page}.gz")).is_file(), "{page}.gz");
    }
    for path in [
        "usr/share/bash-completion/completions/talent",
        "usr/share/zsh/vendor-completions/_talent",
        "usr/share/fish/vendor_completions.d/talent.fish",
        "usr/share/doc/talent/LICENSE-MIT",
        "usr/share/doc/talent/LICENSE-APACHE",
        "usr/share/doc/talent/README.md",
    ] {
        assert!(sys.join(path).is_file(), "{path} is missing");
    }
    let apache = std::fs::read_to_string(sys.join("usr/share/doc/talent/LICENSE-APACHE"))
        .expect("the Apache licence");
    assert!(apache.contains("Apache License") && apache.contains("Version 2.0"));

    // man renders the installed page, gzipped as it is.
    let page = ok(
        Command::new("man")
            .arg("-l")
            .arg(man1.join("talent-search.1.gz"))
            .env("MANPAGER", "cat")
            .env("MANWIDTH", "80")
            .output()
            .expect("man runs"),
        "man -l",
    );
    for heading in ["NAME", "SYNOPSIS", "EXAMPLES", "EXIT STATUS"] {
        assert!(page.contains(heading), "{heading} in:\n{page}");
    }
    assert!(page.contains("talent-search"), "{page}");

    // The scripts call back the `talent` on PATH: the installed one.
    let path = std::env::join_paths(std::iter::once(sys.join("usr/bin")).chain(
        std::env::split_paths(&std::env::var_os("PATH").unwrap_or_default()),
    ))
    .expect("PATH");

    // bash: the file registers a completion for `talent` that completes
    // subcommands.
    let bash = ok(
        Command::new("bash")
            .env("PATH", &path)
            .args(["--norc", "--noprofile", "-c"])
            .arg(
                r#"source "$1" && complete -p talent >/dev/null &&
                COMP_WORDS=(talent se) COMP_CWORD=1 COMP_LINE="talent se" COMP_POINT=9 &&
                _clap_complete_talent talent se talent && printf '%s\n' "${COMPREPLY[@]}""#,
            )
            .arg("bash")
            .arg(sys.join("usr/share/bash-completion/completions/talent"))
            .output()
            .expect("bash runs"),
        "bash completion",
    );
    assert!(bash.lines().any(|l| l == "search"), "bash: {bash}");

    // zsh: compinit finds `_talent` in the vendor folder and binds it to
    // `talent`; the function loads (parses) whole.
    let zsh = ok(
        Command::new("zsh")
            .args(["-f", "-c"])
            .arg(
                r#"fpath=("$1" $fpath); autoload -Uz compinit && compinit -u -D &&
                print -r -- "$_comps[talent]" && autoload -Uz +X _talent && print loaded"#,
            )
            .arg("zsh")
            .arg(sys.join("usr/share/zsh/vendor-completions"))
            .env("HOME", scratch.path())
            .output()
            .expect("zsh runs"),
        "zsh completion",
    );
    assert_eq!(
        zsh.lines().collect::<Vec<_>>(),
        ["_talent", "loaded"],
        "zsh: {zsh}"
    );

    // fish: the file loads and completes the subcommand.
    let fish = ok(
        Command::new("fish")
            .env("PATH", &path)
            .args(["--no-config", "-c"])
            .arg(r#"source $argv[1]; and complete -C "talent se""#)
            .arg(sys.join("usr/share/fish/vendor_completions.d/talent.fish"))
            .env("HOME", scratch.path())
            .env("XDG_CONFIG_HOME", scratch.path())
            .env("XDG_DATA_HOME", scratch.path())
            .output()
            .expect("fish runs"),
        "fish completion",
    );
    assert!(
        fish.lines().any(|l| l.split('\t').next() == Some("search")),
        "fish: {fish}"
    );
}
