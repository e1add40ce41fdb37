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
use std::net::TcpListener;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::sync::{Arc, Mutex, OnceLock};
use std::time::{Duration, Instant};

use tokio_rustls::rustls;

use crate::common::{skip, talent_bin, unix_only};

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

/// Whether the installer's and the script's tools are here (and the binary
/// under test is a Unix one: the shell installer installs the Unix build);
/// under CI a missing tool fails, elsewhere the test says it skipped.
fn tools_here(test: &str) -> bool {
    if unix_only(test, "the shell installer installs a Unix build") {
        return false;
    }
    let missing: Vec<&str> = ["sh", "bash", "curl", "tar", "gzip", "sha256sum"]
        .into_iter()
        .filter(|tool| {
            !Command::new("sh")
                .args(["-c", &format!("command -v {tool}")])
                .output()
                .is_ok_and(|o| o.status.success())
        })
        .collect();
    if !missing.is_empty() {
        skip(
            test,
            &format!(
                "{} not installed (.ci/run installs them)",
                missing.join(", ")
            ),
        );
    }
    missing.is_empty()
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

/// What a loopback mirror answers.
#[derive(Clone)]
enum Answer {
    /// The files of one folder (404 for anything else).
    Files(PathBuf),
    /// The folder's files, but for this one name it reads the request and
    /// never answers (until the client hangs up).
    SilentOn(PathBuf, String),
    /// Reads the request and never answers.
    Silent,
    /// `302 Found` to this URL followed by the asked path.
    Redirect(String),
    /// `/NAME` is `302 Found` to `/moved/NAME` on the same host, which
    /// serves the folder's NAME.
    Moved(PathBuf),
}

/// A tiny HTTP/1.0 server on 127.0.0.1 (over TLS with a certificate of
/// its own CA, for [`Server::https`]); it records the paths asked for.
struct Server {
    url: String,
    asked: Arc<Mutex<Vec<String>>>,
    /// For an https server: its TLS, the CA's PEM file, and a `WGETRC`
    /// naming it.
    tls: Option<Https>,
}

#[derive(Clone)]
struct Https {
    config: Arc<rustls::ServerConfig>,
    ca_and_wgetrc: Arc<(tempfile::NamedTempFile, tempfile::NamedTempFile)>,
}

impl Server {
    fn start(dir: &Path) -> Server {
        Server::answering(Answer::Files(dir.to_path_buf()), None)
    }

    /// An https server, which the installer trusts with [`Server::trust`].
    fn https(answer: Answer) -> Server {
        let tls = talent_sandbox::tls::generate(&[]).expect("certificates");
        let mut ca = tempfile::NamedTempFile::new().expect("ca file");
        ca.write_all(tls.ca_pem.as_bytes()).expect("write ca");
        let mut wgetrc = tempfile::NamedTempFile::new().expect("wgetrc");
        writeln!(wgetrc, "ca_certificate = {}", ca.path().display()).expect("write wgetrc");
        Server::answering(
            answer,
            Some(Https {
                config: Arc::clone(tls.acceptor.config()),
                ca_and_wgetrc: Arc::new((ca, wgetrc)),
            }),
        )
    }

    /// Another https server with this one's certificate (so trusted alike).
    fn https_beside(&self, answer: Answer) -> Server {
        Server::answering(answer, self.tls.clone())
    }

    fn answering(answer: Answer, tls: Option<Https>) -> Server {
        let listener = TcpListener::bind("127.0.0.1:0").expect("bind");
        let scheme = if tls.is_some() { "https" } else { "http" };
        let url = format!("{scheme}://{}", listener.local_addr().expect("addr"));
        let asked = Arc::new(Mutex::new(Vec::new()));
        let log = Arc::clone(&asked);
        let config = tls.as_ref().map(|t| Arc::clone(&t.config));
        std::thread::spawn(move || {
            for stream in listener.incoming().flatten() {
                let (answer, log, config) = (answer.clone(), Arc::clone(&log), config.clone());
                std::thread::spawn(move || match config {
                    Some(config) => {
                        let Ok(conn) = rustls::ServerConnection::new(config) else {
                            return;
                        };
                        let mut stream = rustls::StreamOwned::new(conn, stream);
                        serve(&mut stream, &answer, &log);
                        stream.conn.send_close_notify();
                        let _ = stream.flush();
                    }
                    None => serve(&mut &stream, &answer, &log),
                });
            }
        });
        Server { url, asked, tls }
    }

    fn asked(&self) -> Vec<String> {
        self.asked.lock().expect("lock").clone()
    }

    /// The environment that makes curl (`CURL_CA_BUNDLE`) and wget (a
    /// `WGETRC` with `ca_certificate`) trust an https server.
    fn trust(&self) -> Vec<(String, String)> {
        let Some(tls) = &self.tls else {
            return Vec::new();
        };
        let (ca, wgetrc) = &*tls.ca_and_wgetrc;
        vec![
            ("CURL_CA_BUNDLE".into(), ca.path().display().to_string()),
            ("WGETRC".into(), wgetrc.path().display().to_string()),
        ]
    }
}

fn serve(stream: &mut (impl std::io::Read + Write), answer: &Answer, log: &Mutex<Vec<String>>) {
    let mut reader = BufReader::new(&mut *stream);
    let mut line = String::new();
    if reader.read_line(&mut line).is_err() {
        return;
    }
    // The request's headers, up to the blank line.
    let mut header = String::new();
    while reader.read_line(&mut header).is_ok_and(|n| n > 2) {
        header.clear();
    }
    drop(reader);
    let path = line.split_whitespace().nth(1).unwrap_or("/").to_string();
    log.lock().expect("lock").push(path.clone());
    let mut name = path.trim_start_matches('/');
    let dir = match answer {
        Answer::Silent => return never_answer(stream),
        Answer::SilentOn(_, silent) if silent == name => return never_answer(stream),
        Answer::Redirect(to) => {
            let _ = stream.write_all(
                format!("HTTP/1.0 302 Found\r\nLocation: {to}{path}\r\nContent-Length: 0\r\n\r\n")
                    .as_bytes(),
            );
            return;
        }
        Answer::Moved(dir) => match name.strip_prefix("moved/") {
            Some(moved) => {
                name = moved;
                dir
            }
            None => {
                let _ = stream.write_all(
                    format!("HTTP/1.0 302 Found\r\nLocation: /moved/{name}\r\nContent-Length: 0\r\n\r\n")
                        .as_bytes(),
                );
                return;
            }
        },
        Answer::Files(dir) | Answer::SilentOn(dir, _) => dir,
    };
    let body = (!name.is_empty() && !name.contains('/') && !name.contains(".."))
        .then(|| std::fs::read(dir.join(name)).ok())
        .flatten();
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

/// Holds the connection open, answering nothing, until the client hangs up.
fn never_answer(stream: &mut impl std::io::Read) {
    let _ = std::io::copy(stream, &mut std::io::sink());
}

/// Runs `cmd` with its output captured, failing the test (and ending the
/// process group it started) when it runs longer than `limit`: an installer
/// that hangs fails its test instead of hanging the run.
fn bounded(mut cmd: Command, limit: Duration) -> (Output, Duration) {
    use std::io::Read;
    use std::os::unix::process::CommandExt;
    use std::process::Stdio;
    let start = Instant::now();
    let mut child = cmd
        .process_group(0)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the installer starts");
    let mut pipes = [
        child
            .stdout
            .take()
            .map(|p| Box::new(p) as Box<dyn Read + Send>),
        child
            .stderr
            .take()
            .map(|p| Box::new(p) as Box<dyn Read + Send>),
    ]
    .map(|pipe| {
        std::thread::spawn(move || {
            let mut bytes = Vec::new();
            if let Some(mut pipe) = pipe {
                let _ = pipe.read_to_end(&mut bytes);
            }
            bytes
        })
    })
    .into_iter();
    let status = loop {
        if let Some(status) = child.try_wait().expect("try_wait") {
            break status;
        }
        if start.elapsed() > limit {
            // The group the installer leads: sh and its curl or wget.
            unsafe { libc::kill(-(child.id() as libc::pid_t), libc::SIGKILL) };
            let _ = child.wait();
            panic!("the installer still ran after {limit:?}");
        }
        std::thread::sleep(Duration::from_millis(20));
    };
    let took = start.elapsed();
    let stdout = pipes.next().expect("stdout").join().expect("stdout");
    let stderr = pipes.next().expect("stderr").join().expect("stderr");
    (
        Output {
            status,
            stdout,
            stderr,
        },
        took,
    )
}

/// Runs the folder's `talent-installer.sh` as a person would: a fresh HOME,
/// nothing of this process's environment but PATH (and `env`).
fn install_with(
    installer_from: &Path,
    base: &str,
    home: &Path,
    path: &str,
    env: &[(String, String)],
) -> Output {
    let mut cmd = Command::new("sh");
    cmd.arg(installer_from.join("talent-installer.sh"))
        .env_clear()
        .env("HOME", home)
        .env("PATH", path)
        .env("TALENT_INSTALLER_BASE_URL", base)
        .envs(env.iter().map(|(k, v)| (k, v)))
        .current_dir(home);
    bounded(cmd, Duration::from_secs(120)).0
}

fn install(installer_from: &Path, base: &str, home: &Path, path: &str) -> Output {
    install_with(installer_from, base, home, path, &[])
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

    // The printed uninstall lines remove everything it installed.
    let uninstall = uninstall_lines(&stdout);
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
    let tools = path_without(&["sha256sum", "shasum", "sha256", "openssl"]);
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

// --- issue 46, finding 8: the installers trust the network too long --------

/// The ways the shell installer downloads here: curl, and GNU Wget (on a
/// PATH without curl) where it is installed; each with the PATH to give.
/// The tools dirs live as long as the returned guards.
/// The downloaders `test` runs the installer with (see [`downloaders`]),
/// or none when the installer's tools are missing here (said as skipped).
fn installers_for(test: &str) -> Vec<(&'static str, String, Option<tempfile::TempDir>)> {
    if !tools_here(test) {
        return Vec::new();
    }
    downloaders(test)
}

fn downloaders(test: &str) -> Vec<(&'static str, String, Option<tempfile::TempDir>)> {
    let mut ways = vec![("curl", path(), None)];
    let gnu_wget = Command::new("wget")
        .arg("--version")
        .output()
        .is_ok_and(|o| {
            o.status.success() && String::from_utf8_lossy(&o.stdout).contains("GNU Wget")
        });
    if gnu_wget {
        let tools = path_without(&["curl"]);
        let without_curl = tools.path().display().to_string();
        ways.push(("wget", without_curl, Some(tools)));
    } else {
        skip(
            &format!("{test} with wget"),
            "GNU Wget is not installed (.ci/run installs it)",
        );
    }
    ways
}

/// A folder of links to every program on PATH but `left_out`.
fn path_without(left_out: &[&str]) -> tempfile::TempDir {
    let tools = tempfile::tempdir().expect("tools");
    for dir in std::env::split_paths(&path()) {
        let Ok(entries) = std::fs::read_dir(&dir) else {
            continue;
        };
        for entry in entries.flatten() {
            let name = entry.file_name();
            if left_out.iter().any(|c| name == *c) {
                continue;
            }
            let link = tools.path().join(&name);
            if !link.exists() {
                let _ = std::os::unix::fs::symlink(entry.path(), link);
            }
        }
    }
    tools
}

/// The first line of the installer's stderr, which must be its only one.
fn one_refusal(out: &Output) -> String {
    assert_eq!(out.status.code(), Some(1), "{}", text(out));
    let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
    assert_eq!(stderr.lines().count(), 1, "one clear line: {}", text(out));
    assert!(stderr.contains("nothing was installed"), "{stderr}");
    stderr
}

#[test]
fn a_mirror_that_accepts_and_never_answers_ends_the_install_within_its_time_bound() {
    let bounds = [
        (
            "TALENT_INSTALLER_CONNECT_TIMEOUT".to_string(),
            "1".to_string(),
        ),
        ("TALENT_INSTALLER_MAX_TIME".to_string(), "2".to_string()),
    ];
    for (downloader, path, _tools) in installers_for("the installer against a silent mirror") {
        // Silent from the first request, and silent only on the archive.
        for (server, silent) in [
            (
                Server::answering(Answer::Silent, None),
                "SHA256SUMS".to_string(),
            ),
            (
                Server::answering(Answer::SilentOn(folder().to_path_buf(), archive()), None),
                archive(),
            ),
        ] {
            let home = tempfile::tempdir().expect("home");
            let start = Instant::now();
            let out = install_with(folder(), &server.url, home.path(), &path, &bounds);
            let took = start.elapsed();
            let stderr = one_refusal(&out);
            assert!(
                stderr.contains(&format!("could not download {}/{silent}", server.url))
                    && stderr.contains("within 2 s (TALENT_INSTALLER_MAX_TIME)"),
                "{downloader}: {stderr}"
            );
            assert!(
                took < Duration::from_secs(30),
                "{downloader}: took {took:?}"
            );
            assert_eq!(
                files(home.path()),
                Vec::<String>::new(),
                "{downloader}: nothing installed"
            );
            assert_eq!(
                server.asked().last(),
                Some(&format!("/{silent}")),
                "{downloader}"
            );
        }
    }
}

#[test]
fn a_time_bound_that_is_not_a_whole_number_of_seconds_is_refused() {
    if !tools_here("the installer's time bounds") {
        return;
    }
    let server = Server::start(folder());
    for (knob, value) in [
        ("TALENT_INSTALLER_MAX_TIME", "0"),
        ("TALENT_INSTALLER_MAX_TIME", "1.5"),
        ("TALENT_INSTALLER_CONNECT_TIMEOUT", "soon"),
    ] {
        let home = tempfile::tempdir().expect("home");
        let out = install_with(
            folder(),
            &server.url,
            home.path(),
            &path(),
            &[(knob.to_string(), value.to_string())],
        );
        assert_eq!(out.status.code(), Some(1), "{}", text(&out));
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(
            stderr.contains(&format!(
                "{knob} must be a whole number of seconds, at least 1: {value}"
            )),
            "{stderr}"
        );
        assert_eq!(files(home.path()), Vec::<String>::new());
    }
    assert_eq!(server.asked(), Vec::<String>::new(), "nothing downloaded");
}

#[test]
fn an_https_mirror_redirecting_to_plain_http_installs_nothing() {
    for (downloader, path, _tools) in
        installers_for("the installer against a mirror redirecting to http")
    {
        // The same folder in the clear, on the same address.
        let plain = Server::start(folder());
        let mirror = Server::https(Answer::Redirect(plain.url.clone()));
        let home = tempfile::tempdir().expect("home");
        let out = install_with(folder(), &mirror.url, home.path(), &path, &mirror.trust());
        let stderr = one_refusal(&out);
        assert!(
            stderr.contains(&format!("it redirects to {}/SHA256SUMS", plain.url))
                && stderr.contains("follows only https redirects on the same host"),
            "{downloader}: {stderr}"
        );
        assert_eq!(mirror.asked(), ["/SHA256SUMS"], "{downloader}");
        assert_eq!(
            plain.asked(),
            Vec::<String>::new(),
            "{downloader}: http never asked"
        );
        assert_eq!(files(home.path()), Vec::<String>::new(), "{downloader}");
    }
}

#[test]
fn a_mirror_redirecting_to_another_host_installs_nothing() {
    for (downloader, path, _tools) in
        installers_for("the installer against a mirror redirecting to another host")
    {
        // https to https elsewhere, and http to http elsewhere (another
        // port, and another name for the same address, are other hosts).
        let https_elsewhere = Server::https(Answer::Files(folder().to_path_buf()));
        let plain_elsewhere = Server::start(folder());
        let named = plain_elsewhere.url.replace("127.0.0.1", "localhost");
        for (mirror, to, elsewhere) in [
            (
                https_elsewhere.https_beside(Answer::Redirect(https_elsewhere.url.clone())),
                https_elsewhere.url.clone(),
                &https_elsewhere,
            ),
            (
                Server::answering(Answer::Redirect(named.clone()), None),
                named.clone(),
                &plain_elsewhere,
            ),
        ] {
            let home = tempfile::tempdir().expect("home");
            let out = install_with(folder(), &mirror.url, home.path(), &path, &mirror.trust());
            let stderr = one_refusal(&out);
            assert!(
                stderr.contains(&format!("it redirects to {to}/SHA256SUMS"))
                    && stderr.contains("on the same host"),
                "{downloader}: {stderr}"
            );
            assert_eq!(
                elsewhere.asked(),
                Vec::<String>::new(),
                "{downloader}: the other host never asked"
            );
            assert_eq!(files(home.path()), Vec::<String>::new(), "{downloader}");
        }
    }
}

#[test]
fn an_https_mirror_redirecting_on_its_own_host_installs() {
    for (downloader, path, _tools) in
        installers_for("the installer against a mirror redirecting on its own host")
    {
        let mirror = Server::https(Answer::Moved(folder().to_path_buf()));
        let home = tempfile::tempdir().expect("home");
        let out = install_with(folder(), &mirror.url, home.path(), &path, &mirror.trust());
        assert!(out.status.success(), "{downloader}: {}", text(&out));
        assert!(
            home.path().join(".local/bin/talent").is_file(),
            "{downloader}"
        );
        assert_eq!(
            mirror.asked(),
            [
                "/SHA256SUMS".to_string(),
                "/moved/SHA256SUMS".to_string(),
                format!("/{}", archive()),
                format!("/moved/{}", archive()),
            ],
            "{downloader}"
        );
    }
}

/// One ustar entry of type `kind` (b'0' file, b'1' hard link, b'2'
/// symbolic link, b'3' character device, b'5' folder, b'6' FIFO): its
/// header and its body padded to 512 bytes.
fn tar_entry(name: &str, kind: u8, mode: u32, body: &[u8], link: &str) -> Vec<u8> {
    assert!(name.len() < 100 && link.len() < 100, "{name} -> {link}");
    let mut header = [0u8; 512];
    let mut put = |at: usize, bytes: &[u8]| header[at..at + bytes.len()].copy_from_slice(bytes);
    put(0, name.as_bytes());
    put(100, format!("{mode:07o}\0").as_bytes());
    put(108, b"0000000\0");
    put(116, b"0000000\0");
    put(124, format!("{:011o}\0", body.len()).as_bytes());
    put(136, b"15000000000\0");
    put(157, link.as_bytes());
    put(257, b"ustar\0");
    put(263, b"00");
    // /dev/null's numbers, for a device.
    put(
        329,
        if kind == b'3' {
            b"0000001\0"
        } else {
            b"0000000\0"
        },
    );
    put(
        337,
        if kind == b'3' {
            b"0000003\0"
        } else {
            b"0000000\0"
        },
    );
    put(148, b"        ");
    header[156] = kind;
    let sum: u32 = header.iter().map(|&b| u32::from(b)).sum();
    header[148..156].copy_from_slice(format!("{sum:06o}\0 ").as_bytes());
    let mut entry = header.to_vec();
    entry.extend_from_slice(body);
    entry.resize(entry.len().div_ceil(512) * 512, 0);
    entry
}

/// A hostile mirror's folder: the release's archive with the entries named
/// in `special` (a path under the archive's folder, its type, its link)
/// in place of (or beside) the regular ones, and SHA256SUMS carrying the
/// new archive's sum, as a mirror that made both would.
fn hostile_folder(special: &[(&str, u8, String)]) -> tempfile::TempDir {
    let unpacked = tempfile::tempdir().expect("unpacked");
    let out = Command::new("tar")
        .arg("-xzf")
        .arg(folder().join(archive()))
        .arg("-C")
        .arg(unpacked.path())
        .output()
        .expect("tar runs");
    assert!(out.status.success(), "{}", text(&out));
    let top = archive().trim_end_matches(".tar.gz").to_string();
    let mut tar = tar_entry(&format!("{top}/"), b'5', 0o755, b"", "");
    let mut todo = vec![unpacked.path().join(&top)];
    while let Some(dir) = todo.pop() {
        let mut entries: Vec<PathBuf> = std::fs::read_dir(&dir)
            .expect("read_dir")
            .map(|e| e.expect("entry").path())
            .collect();
        entries.sort();
        for p in entries {
            let rel = p
                .strip_prefix(unpacked.path())
                .expect("under")
                .display()
                .to_string();
            if p.is_dir() {
                tar.extend(tar_entry(&format!("{rel}/"), b'5', 0o755, b"", ""));
                todo.push(p);
            } else if !special.iter().any(|(s, _, _)| format!("{top}/{s}") == rel) {
                use std::os::unix::fs::PermissionsExt;
                let mode = std::fs::metadata(&p).expect("meta").permissions().mode() & 0o777;
                tar.extend(tar_entry(
                    &rel,
                    b'0',
                    mode,
                    &std::fs::read(&p).expect("read"),
                    "",
                ));
            }
        }
    }
    for (name, kind, link) in special {
        tar.extend(tar_entry(&format!("{top}/{name}"), *kind, 0o644, b"", link));
    }
    tar.extend([0u8; 1024]);

    let dir = tempfile::tempdir().expect("mirror");
    let mut gzip = Command::new("gzip")
        .arg("-nc")
        .stdin(std::process::Stdio::piped())
        .stdout(std::fs::File::create(dir.path().join(archive())).expect("archive"))
        .spawn()
        .expect("gzip runs");
    gzip.stdin
        .take()
        .expect("stdin")
        .write_all(&tar)
        .expect("gzip's input");
    assert!(gzip.wait().expect("gzip").success());
    let sum = Command::new("sha256sum")
        .arg(archive())
        .current_dir(dir.path())
        .output()
        .expect("sha256sum runs");
    assert!(sum.status.success(), "{}", text(&sum));
    std::fs::write(dir.path().join("SHA256SUMS"), &sum.stdout).expect("sums");
    dir
}

/// Installs from a hostile folder into a home holding `private.txt`, and
/// checks it was refused for an entry that is not a regular file and that
/// the home holds nothing more.
fn refuses_the_archive(special: &[(&str, u8, String)], home: &tempfile::TempDir) {
    let mirror_dir = hostile_folder(special);
    let mirror = Server::start(mirror_dir.path());
    let out = install(folder(), &mirror.url, home.path(), &path());
    let stderr = one_refusal(&out);
    assert!(
        stderr.contains(&format!(
            "{} holds an entry that is not a regular file or folder",
            archive()
        )) && stderr.contains(special[0].0),
        "{stderr}"
    );
    assert_eq!(files(home.path()), ["private.txt"], "nothing installed");
    assert_eq!(
        mirror.asked(),
        ["/SHA256SUMS".to_string(), format!("/{}", archive())]
    );
}

/// A home with a private file of the user's in it.
fn home_with_a_private_file() -> tempfile::TempDir {
    use std::os::unix::fs::PermissionsExt;
    let home = tempfile::tempdir().expect("home");
    let private = home.path().join("private.txt");
    std::fs::write(&private, "the user's secret\n").expect("private");
    std::fs::set_permissions(&private, std::fs::Permissions::from_mode(0o600)).expect("chmod");
    home
}

#[test]
fn an_archive_whose_talent_is_a_symlink_installs_nothing() {
    if !tools_here("the installer against a symlinked talent") {
        return;
    }
    // A link to a talent that runs: followed, it would be installed.
    let home = home_with_a_private_file();
    let target = talent_bin().display().to_string();
    refuses_the_archive(&[("talent", b'2', target)], &home);
}

#[test]
fn an_archive_whose_man_page_is_a_symlink_installs_nothing() {
    if !tools_here("the installer against a symlinked man page") {
        return;
    }
    // Followed, the link would copy the user's private file into the man
    // folder.
    let home = home_with_a_private_file();
    let private = home.path().join("private.txt").display().to_string();
    refuses_the_archive(&[("man/talent-search.1", b'2', private)], &home);
}

#[test]
fn an_archive_with_a_fifo_device_or_hard_link_entry_installs_nothing() {
    if !tools_here("the installer against special entries") {
        return;
    }
    let top = archive().trim_end_matches(".tar.gz").to_string();
    for special in [
        ("completions/talent.elv", b'6', String::new()),
        ("dev-null", b'3', String::new()),
        ("man/talent-extra.1", b'1', format!("{top}/README.md")),
    ] {
        let home = home_with_a_private_file();
        refuses_the_archive(&[special], &home);
    }
}

#[test]
fn the_uninstall_line_names_exactly_what_was_installed() {
    if !tools_here("the shell installer's uninstall line") {
        return;
    }
    // The user's own page beside talent's, with a name the old wildcard
    // (talent-*.1) took.
    let home = tempfile::tempdir().expect("home");
    let man = home.path().join(".local/share/man/man1");
    std::fs::create_dir_all(&man).expect("man dir");
    std::fs::write(man.join("talent-notes.1"), ".TH MINE 1\n").expect("page");
    let server = Server::start(folder());
    let out = install(folder(), &server.url, home.path(), &path());
    assert!(out.status.success(), "{}", text(&out));
    let stdout = String::from_utf8_lossy(&out.stdout).into_owned();
    assert!(!stdout.contains('*'), "no wildcard: {stdout}");
    let uninstall = uninstall_lines(&stdout);
    let out = Command::new("sh")
        .args(["-c", &uninstall])
        .output()
        .expect("sh runs");
    assert!(out.status.success(), "{uninstall}: {}", text(&out));
    assert_eq!(
        files(home.path()),
        [".local/share/man/man1/talent-notes.1"],
        "{uninstall}"
    );
}

/// The commands printed under "To uninstall:", as one script.
fn uninstall_lines(stdout: &str) -> String {
    let lines: Vec<&str> = stdout
        .lines()
        .skip_while(|l| *l != "To uninstall:")
        .skip(1)
        .take_while(|l| l.starts_with("    "))
        .map(str::trim)
        .collect();
    assert!(!lines.is_empty(), "the uninstall lines: {stdout}");
    lines.join("\n")
}

/// PowerShell is not on this machine: the `.ps1`'s bounds and checks are
/// read as text (the release workflow runs it on Windows).
#[test]
fn the_powershell_installer_bounds_its_downloads_follows_only_safe_redirects_and_refuses_links() {
    let ps1 = std::fs::read_to_string(root().join("scripts/talent-installer.ps1")).expect("ps1");
    for needle in [
        // Time bounds, and their knobs.
        "Get-Seconds 'TALENT_INSTALLER_CONNECT_TIMEOUT' 30",
        "Get-Seconds 'TALENT_INSTALLER_MAX_TIME' 900",
        "$handler.ConnectTimeout = [TimeSpan]::FromSeconds($connectTimeout)",
        "$client.Timeout = [TimeSpan]::FromSeconds($maxTime)",
        // No redirect followed by itself; https only, the same host only.
        "$handler.AllowAutoRedirect = $false",
        "if ($baseUri.Scheme -eq 'https' -and $To.Scheme -ne 'https') { return $false }",
        "if ($To.Authority -ieq $baseUri.Authority) { return $true }",
        "if (-not (Test-Redirect $location)) {",
        "if ($hops -ge 5) { throw 'more than 5 redirects' }",
        // Links and other entries refused, before and after unpacking.
        "$unixType = ($attributes -shr 16) -band 0xF000",
        "if (($unixType -notin 0, 0x8000, 0x4000) -or ($attributes -band 0x400)) {",
        "-band [IO.FileAttributes]::ReparsePoint",
        // The uninstall line names the files it copied.
        "Remove-Item -Force -LiteralPath $(($installed | ForEach-Object { Quote $_ }) -join ', ')",
    ] {
        assert!(ps1.contains(needle), "the .ps1 holds {needle:?}");
    }
    for gone in [
        "Invoke-WebRequest -UseBasicParsing",
        "Remove-Item -Recurse -Force $(",
        "completions\\*",
    ] {
        assert!(!ps1.contains(gone), "the .ps1 no longer uses {gone:?}");
    }
    // The archive's entries are read before it is unpacked, and it is
    // unpacked before anything is copied into place.
    let at = |s: &str| ps1.find(s).unwrap_or_else(|| panic!("{s}"));
    assert!(at("[IO.Compression.ZipFile]::OpenRead($zip)") < at("Expand-Archive"));
    assert!(at("Expand-Archive") < at("Copy-Item -LiteralPath $exe"));
}

#[test]
fn a_wget_that_cannot_refuse_redirects_is_not_used() {
    if !tools_here("the installer with BusyBox's wget") {
        return;
    }
    // A wget that is not GNU Wget (BusyBox's follows every redirect and
    // takes no --max-redirect): it records being asked to download.
    let tools = path_without(&["curl", "wget"]);
    let asked = tools.path().join("wget-was-asked");
    let fake = tools.path().join("wget");
    std::fs::write(
        &fake,
        format!(
            "#!/bin/sh\ncase $1 in --version) echo 'BusyBox v1.36.1'; exit 1 ;; esac\necho \"$@\" >>'{}'\n",
            asked.display()
        ),
    )
    .expect("fake wget");
    use std::os::unix::fs::PermissionsExt;
    std::fs::set_permissions(&fake, std::fs::Permissions::from_mode(0o755)).expect("chmod");
    let server = Server::start(folder());
    let home = tempfile::tempdir().expect("home");
    let out = install(
        folder(),
        &server.url,
        home.path(),
        &tools.path().display().to_string(),
    );
    let stderr = one_refusal(&out);
    assert!(
        stderr.contains("not GNU Wget") && stderr.contains("install curl"),
        "{stderr}"
    );
    assert!(!asked.exists(), "the fake wget downloaded nothing");
    assert_eq!(server.asked(), Vec::<String>::new());
    assert_eq!(files(home.path()), Vec::<String>::new());
}
