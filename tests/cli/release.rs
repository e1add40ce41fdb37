//! Installed without Rust: `scripts/release.sh` packages the test binary as
//! this machine's archive (`--binary`, the same packaging a real build gets;
//! CI builds no release binary here), a tiny HTTP server on 127.0.0.1 serves
//! the folder, and the shell installer runs in a fresh HOME as a person's
//! `curl … | sh` would: what it puts where, what it prints, and that it
//! installs nothing when the archive's sum does not match or no SHA-256
//! checker is found. `sh`, `curl`, `tar`, `gzip` and `sha256sum` are needed;
//! under CI a missing one fails the test, elsewhere it is skipped, saying so.

#![cfg(unix)]

use std::io::{BufRead, BufReader, Write};
use std::net::{TcpListener, TcpStream};
use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::sync::{Arc, Mutex, OnceLock};

use crate::common::talent_bin;

const VERSION: &str = env!("CARGO_PKG_VERSION");

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// The archive this machine's installer picks.
fn triple() -> String {
    let os = if cfg!(target_os = "macos") {
        "apple-darwin"
    } else {
        "unknown-linux-musl"
    };
    format!("{}-{os}", std::env::consts::ARCH)
}

fn archive() -> String {
    format!("talent-{VERSION}-{}.tar.gz", triple())
}

/// Whether the installer's and the script's tools are here; under CI a
/// missing one fails, elsewhere the test says on the terminal it skipped.
fn tools_here(test: &str) -> bool {
    let missing: Vec<&str> = ["sh", "bash", "curl", "tar", "gzip", "sha256sum"]
        .into_iter()
        .filter(|tool| {
            !Command::new("sh")
                .args(["-c", &format!("command -v {tool}")])
                .output()
                .is_ok_and(|o| o.status.success())
        })
        .collect();
    if missing.is_empty() {
        return true;
    }
    assert!(
        !std::env::var("CI").is_ok_and(|v| v == "true"),
        "{test}: {} missing (CI=true: a test whose tools are missing fails)",
        missing.join(", ")
    );
    let _ = writeln!(
        std::io::stderr().lock(),
        "SKIPPED {test}: {} not installed",
        missing.join(", ")
    );
    false
}

fn text(out: &Output) -> String {
    format!(
        "exit {:?}\n--- stdout\n{}--- stderr\n{}",
        out.status.code(),
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    )
}

/// The release folder, made once per test process: the test binary as this
/// machine's archive and a stand-in `.exe` as the Windows one (so the Scoop
/// manifest is written), with a default URL nothing listens on.
fn folder() -> &'static Path {
    static FOLDER: OnceLock<PathBuf> = OnceLock::new();
    FOLDER.get_or_init(|| {
        let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("release-folder");
        let _ = std::fs::remove_dir_all(&dir);
        let out = Command::new("bash")
            .arg(root().join("scripts/release.sh"))
            .arg(&dir)
            .arg("--binary")
            .arg(format!("{}={}", triple(), talent_bin().display()))
            .arg("--binary")
            .arg(format!(
                "x86_64-pc-windows-gnu={}",
                root().join("LICENSE-MIT").display()
            ))
            .args([
                "--no-deb",
                "--fast",
                "--base-url",
                "http://127.0.0.1:9/nowhere",
            ])
            .output()
            .expect("release.sh runs");
        assert!(out.status.success(), "release.sh: {}", text(&out));
        dir
    })
}

/// A tiny HTTP/1.0 file server for one folder on 127.0.0.1; it records the
/// paths asked for.
struct Server {
    url: String,
    asked: Arc<Mutex<Vec<String>>>,
}

impl Server {
    fn start(dir: &Path) -> Server {
        let listener = TcpListener::bind("127.0.0.1:0").expect("bind");
        let url = format!("http://{}", listener.local_addr().expect("addr"));
        let asked = Arc::new(Mutex::new(Vec::new()));
        let (dir, log) = (dir.to_path_buf(), Arc::clone(&asked));
        std::thread::spawn(move || {
            for stream in listener.incoming().flatten() {
                let (dir, log) = (dir.clone(), Arc::clone(&log));
                std::thread::spawn(move || serve(stream, &dir, &log));
            }
        });
        Server { url, asked }
    }

    fn asked(&self) -> Vec<String> {
        self.asked.lock().expect("lock").clone()
    }
}

fn serve(stream: TcpStream, dir: &Path, log: &Mutex<Vec<String>>) {
    let mut reader = BufReader::new(&stream);
    let mut line = String::new();
    if reader.read_line(&mut line).is_err() {
        return;
    }
    // The request's headers, up to the blank line.
    let mut header = String::new();
    while reader.read_line(&mut header).is_ok_and(|n| n > 2) {
        header.clear();
    }
    let path = line.split_whitespace().nth(1).unwrap_or("/").to_string();
    log.lock().expect("lock").push(path.clone());
    let name = path.trim_start_matches('/');
    let body = (!name.is_empty() && !name.contains('/') && !name.contains(".."))
        .then(|| std::fs::read(dir.join(name)).ok())
        .flatten();
    let mut stream = &stream;
    let _ = match body {
        Some(body) => stream
            .write_all(
                format!(
                    "HTTP/1.0 200 OK\r\nContent-Length: {}\r\nConnection: close\r\n\r\n",
                    body.len()
                )
                .as_bytes(),
            )
            .and_then(|()| stream.write_all(&body)),
        None => stream.write_all(b"HTTP/1.0 404 Not Found\r\nContent-Length: 0\r\n\r\n"),
    };
}

/// Runs the folder's `talent-installer.sh` as a person would: a fresh HOME,
/// nothing of this process's environment but PATH.
fn install(installer_from: &Path, base: &str, home: &Path, path: &str) -> Output {
    Command::new("sh")
        .arg(installer_from.join("talent-installer.sh"))
        .env_clear()
        .env("HOME", home)
        .env("PATH", path)
        .env("TALENT_INSTALLER_BASE_URL", base)
        .current_dir(home)
        .output()
        .expect("sh runs")
}

fn path() -> String {
    std::env::var("PATH").unwrap_or_default()
}

/// Every file under `dir`, relative to it.
fn files(dir: &Path) -> Vec<String> {
    let mut found = Vec::new();
    let mut todo = vec![dir.to_path_buf()];
    while let Some(d) = todo.pop() {
        for entry in std::fs::read_dir(&d).expect("read_dir").flatten() {
            let p = entry.path();
            if p.is_dir() {
                todo.push(p);
            } else {
                found.push(p.strip_prefix(dir).expect("under").display().to_string());
            }
        }
    }
    found.sort();
    found
}

#[test]
fn the_release_folder_holds_what_the_contract_names_with_their_sums() {
    if !tools_here("the release folder") {
        return;
    }
    let dir = folder();
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .expect("read_dir")
        .filter_map(|e| e.ok()?.file_name().into_string().ok())
        .collect();
    names.sort();
    let windows = format!("talent-{VERSION}-x86_64-pc-windows-gnu.zip");
    let mut expected = vec![
        "SHA256SUMS".to_string(),
        archive(),
        windows.clone(),
        "talent-installer.ps1".into(),
        "talent-installer.sh".into(),
        "talent.json".into(),
        "talent.rb".into(),
    ];
    expected.sort();
    assert_eq!(names, expected, "the folder is flat and complete");

    // SHA256SUMS covers every other file, and each sum is right.
    let check = Command::new("sha256sum")
        .args(["--check", "--strict", "SHA256SUMS"])
        .current_dir(dir)
        .output()
        .expect("sha256sum runs");
    assert!(check.status.success(), "{}", text(&check));
    assert_eq!(
        String::from_utf8_lossy(&check.stdout).lines().count(),
        expected.len() - 1
    );

    // The archive: one folder named after it, with the binary, four
    // completion scripts, every man page, the README and the licences.
    let listing = Command::new("tar")
        .arg("-tzf")
        .arg(dir.join(archive()))
        .output()
        .expect("tar runs");
    assert!(listing.status.success(), "{}", text(&listing));
    let listing = String::from_utf8_lossy(&listing.stdout).into_owned();
    let top = archive().trim_end_matches(".tar.gz").to_string();
    for file in [
        "talent",
        "README.md",
        "LICENSE-MIT",
        "LICENSE-APACHE",
        "completions/talent.bash",
        "completions/_talent",
        "completions/talent.fish",
        "completions/talent.ps1",
        "man/talent.1",
        "man/talent-search.1",
    ] {
        assert!(
            listing.lines().any(|l| l == format!("{top}/{file}")),
            "{file} in the archive:\n{listing}"
        );
    }
    assert!(
        listing.lines().all(|l| l.starts_with(&format!("{top}/"))),
        "{listing}"
    );

    // The formula and the manifest carry the archives' sums and URLs.
    let sums = std::fs::read_to_string(dir.join("SHA256SUMS")).expect("sums");
    let sum_of = |name: &str| {
        sums.lines()
            .find_map(|l| l.strip_suffix(&format!("  {name}")))
            .unwrap_or_else(|| panic!("{name} in SHA256SUMS:\n{sums}"))
            .to_string()
    };
    let formula = std::fs::read_to_string(dir.join("talent.rb")).expect("formula");
    assert!(
        formula.contains(&format!("sha256 \"{}\"", sum_of(&archive()))),
        "{formula}"
    );
    assert!(
        formula.contains(&format!("url \"http://127.0.0.1:9/nowhere/{}\"", archive())),
        "{formula}"
    );
    let manifest: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(dir.join("talent.json")).expect("json"))
            .expect("the Scoop manifest is JSON");
    assert_eq!(manifest["version"], VERSION);
    assert_eq!(manifest["architecture"]["64bit"]["hash"], sum_of(&windows));
    assert_eq!(manifest["bin"], "talent.exe");

    // The installers default to the release's URL and version.
    for installer in ["talent-installer.sh", "talent-installer.ps1"] {
        let body = std::fs::read_to_string(dir.join(installer)).expect("installer");
        assert!(body.contains("'http://127.0.0.1:9/nowhere'"), "{installer}");
        assert!(body.contains(&format!("'{VERSION}'")), "{installer}");
    }
}

#[test]
fn the_shell_installer_installs_from_a_folder_on_127_0_0_1_into_a_fresh_home() {
    if !tools_here("the shell installer") {
        return;
    }
    let dir = folder();
    let server = Server::start(dir);
    let home = tempfile::tempdir().expect("home");
    let out = install(dir, &server.url, home.path(), &path());
    assert!(out.status.success(), "{}", text(&out));
    let stdout = String::from_utf8_lossy(&out.stdout).into_owned();

    // The binary, where the contract says, and it runs.
    let bin = home.path().join(".local/bin/talent");
    let version = Command::new(&bin).arg("--version").output().expect("runs");
    assert_eq!(
        String::from_utf8_lossy(&version.stdout).trim(),
        format!("talent {VERSION}")
    );
    // bash and fish completions in their user folders, the man pages in
    // the user's man path; nothing else, and no start-up file touched.
    let repo = |p: &str| std::fs::read(root().join(p)).expect("repo file");
    assert_eq!(
        std::fs::read(
            home.path()
                .join(".local/share/bash-completion/completions/talent")
        )
        .expect("bash completion"),
        repo("completions/talent.bash")
    );
    assert_eq!(
        std::fs::read(home.path().join(".config/fish/completions/talent.fish"))
            .expect("fish completion"),
        repo("completions/talent.fish")
    );
    let installed = files(home.path());
    let pages = installed
        .iter()
        .filter(|f| f.starts_with(".local/share/man/man1/talent"))
        .count();
    let repo_pages = std::fs::read_dir(root().join("man")).expect("man").count();
    assert_eq!(pages, repo_pages, "every man page: {installed:?}");
    assert_eq!(
        installed.len(),
        3 + pages,
        "the binary, two completions and the man pages only: {installed:?}"
    );

    // The lines to add for PATH, zsh and PowerShell, and how to uninstall.
    let bin_dir = home.path().join(".local/bin");
    for line in [
        format!("export PATH={}:\"$PATH\"", bin_dir.display()),
        format!("source <({} completions zsh)", bin.display()),
        format!(
            "& {} completions powershell | Out-String | Invoke-Expression",
            bin.display()
        ),
        "To uninstall:".to_string(),
    ] {
        assert!(stdout.contains(&line), "prints {line:?}:\n{stdout}");
    }
    assert_eq!(
        server.asked(),
        ["/SHA256SUMS".to_string(), format!("/{}", archive())]
    );

    // The printed uninstall line removes everything it installed.
    let uninstall = stdout
        .lines()
        .skip_while(|l| *l != "To uninstall:")
        .nth(1)
        .expect("the uninstall line")
        .trim()
        .to_string();
    let out = Command::new("sh")
        .args(["-c", &uninstall])
        .output()
        .expect("sh runs");
    assert!(out.status.success(), "{uninstall}: {}", text(&out));
    assert_eq!(files(home.path()), Vec::<String>::new(), "{uninstall}");
}

#[test]
fn an_archive_whose_sum_does_not_match_installs_nothing() {
    if !tools_here("the shell installer's sum check") {
        return;
    }
    // The same folder with one byte of the archive changed.
    let tampered = tempfile::tempdir().expect("tampered");
    for entry in std::fs::read_dir(folder()).expect("read_dir").flatten() {
        std::fs::copy(entry.path(), tampered.path().join(entry.file_name())).expect("copy");
    }
    let target = tampered.path().join(archive());
    let mut bytes = std::fs::read(&target).expect("archive");
    let middle = bytes.len() / 2;
    bytes[middle] ^= 0x55;
    std::fs::write(&target, bytes).expect("write");

    let server = Server::start(tampered.path());
    let home = tempfile::tempdir().expect("home");
    let out = install(folder(), &server.url, home.path(), &path());
    assert_eq!(out.status.code(), Some(1), "{}", text(&out));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains(&format!("the SHA-256 of {} is", archive()))
            && stderr.contains("but SHA256SUMS says")
            && stderr.contains("nothing was installed"),
        "one clear refusal: {stderr}"
    );
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
    assert_eq!(
        files(home.path()),
        Vec::<String>::new(),
        "nothing installed"
    );
    assert!(server.asked().contains(&format!("/{}", archive())));
}

#[test]
fn no_sha256_checker_installs_nothing() {
    if !tools_here("the shell installer without a checker") {
        return;
    }
    // Every program on PATH but the four SHA-256 checkers.
    let tools = tempfile::tempdir().expect("tools");
    for dir in std::env::split_paths(&path()) {
        let Ok(entries) = std::fs::read_dir(&dir) else {
            continue;
        };
        for entry in entries.flatten() {
            let name = entry.file_name();
            if ["sha256sum", "shasum", "sha256", "openssl"]
                .iter()
                .any(|c| name == *c)
            {
                continue;
            }
            let link = tools.path().join(&name);
            if !link.exists() {
                let _ = std::os::unix::fs::symlink(entry.path(), link);
            }
        }
    }
    let server = Server::start(folder());
    let home = tempfile::tempdir().expect("home");
    let out = install(
        folder(),
        &server.url,
        home.path(),
        &tools.path().display().to_string(),
    );
    assert_eq!(out.status.code(), Some(1), "{}", text(&out));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains("no SHA-256 checker found") && stderr.contains("nothing was installed"),
        "{stderr}"
    );
    assert_eq!(
        files(home.path()),
        Vec::<String>::new(),
        "nothing installed"
    );
    assert_eq!(server.asked(), Vec::<String>::new(), "nothing downloaded");
}

#[test]
fn talent_install_dir_takes_the_binary_from_a_local_folder() {
    if !tools_here("the shell installer into TALENT_INSTALL_DIR") {
        return;
    }
    let home = tempfile::tempdir().expect("home");
    let dest = home.path().join("my tools");
    let out = Command::new("sh")
        .arg(folder().join("talent-installer.sh"))
        .env_clear()
        .env("HOME", home.path())
        .env("PATH", format!("{}:{}", dest.display(), path()))
        .env("TALENT_INSTALLER_BASE_URL", folder())
        .env("TALENT_INSTALL_DIR", &dest)
        .output()
        .expect("sh runs");
    assert!(out.status.success(), "{}", text(&out));
    assert!(dest.join("talent").is_file());
    assert!(!home.path().join(".local/bin").exists());
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        !stdout.contains("export PATH="),
        "already on PATH: {stdout}"
    );
    assert!(
        stdout.contains(&format!("rm -f '{}/talent'", dest.display())),
        "a path with a space is quoted: {stdout}"
    );
}
