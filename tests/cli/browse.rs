//! `talent browse` on a real pseudo-terminal: tmux runs the binary against
//! `sandbox serve` with stdout redirected to a file (as `ids=$(talent
//! browse ...)` does), sends keys, resizes the window and reads the screen;
//! the sandbox's request log says what was sent. `stty -g` is compared
//! before and after, also after SIGTERM and Ctrl-C.
//!
//! tmux is a test tool here: CI installs it (`.ci/run`) and the tests fail
//! there without it; elsewhere they are skipped with a note.

use std::path::PathBuf;
use std::process::Command as StdCommand;
use std::time::{Duration, Instant};

use serde_json::Value;

use crate::common::{clear_log, talent_bin, Sandbox, SandboxOptions};

/// Whether tmux can be used; under CI it must be.
fn have_tmux() -> bool {
    let ok = StdCommand::new("tmux")
        .arg("-V")
        .output()
        .is_ok_and(|o| o.status.success());
    if !ok {
        assert!(
            std::env::var_os("CI").is_none(),
            "tmux is missing: CI installs it in .ci/run for the browse pty tests"
        );
        eprintln!("skipped: tmux is not installed");
    }
    ok
}

/// `sandbox serve` as a process: the pane's run is tmux's child, outside
/// the test's runs.
fn served() -> Sandbox {
    Sandbox::serve(SandboxOptions::default())
}

/// One `talent browse` in a tmux pane of its own (its own server socket).
struct Pane {
    dir: PathBuf,
    socket: PathBuf,
}

impl Pane {
    /// Starts `talent browse ARGS` at `size` in a pane, with stdin the
    /// terminal and stdout and stderr redirected to files.
    fn start(sb: &Sandbox, args: &str, size: (u16, u16)) -> Pane {
        static PANES: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
        let n = PANES.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        let dir = sb.env.path().join(format!("pty{n}"));
        std::fs::create_dir_all(&dir).unwrap();
        let mut script = String::from("#!/bin/sh\n");
        let mut vars = sb.env.vars();
        vars.extend(sb.vars().into_iter().map(|(k, v)| (k.to_string(), v)));
        for (k, v) in vars {
            script.push_str(&format!("export {k}='{v}'\n"));
        }
        let d = dir.display();
        script.push_str(&format!(
            "cd '{d}'\nstty -g > before.txt\n'{}' browse {args} < /dev/tty > ids.txt 2> err.txt &\necho $! > pid.txt\nwait $!\necho $? > rc.txt\nstty -g > after.txt\nsleep 60\n",
            talent_bin().display()
        ));
        std::fs::write(dir.join("run.sh"), script).unwrap();
        let pane = Pane {
            socket: dir.join("tmux.sock"),
            dir,
        };
        let path = std::env::var("PATH").unwrap_or_default();
        let out = StdCommand::new("env")
            .args([
                "-i",
                &format!("PATH={path}"),
                "TERM=xterm-256color",
                "LANG=C.UTF-8",
            ])
            .arg("tmux")
            .arg("-S")
            .arg(&pane.socket)
            .args(["-f", "/dev/null", "new-session", "-d"])
            .args(["-x", &size.0.to_string(), "-y", &size.1.to_string()])
            .arg("sh")
            .arg(pane.dir.join("run.sh"))
            .output()
            .expect("tmux runs");
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        pane
    }

    fn tmux(&self, args: &[&str]) -> String {
        let out = StdCommand::new("tmux")
            .arg("-S")
            .arg(&self.socket)
            .args(args)
            .output()
            .expect("tmux runs");
        String::from_utf8_lossy(&out.stdout).to_string()
    }

    fn screen(&self) -> String {
        self.tmux(&["capture-pane", "-p"])
    }

    fn keys(&self, keys: &[&str]) {
        let mut args = vec!["send-keys"];
        args.extend_from_slice(keys);
        self.tmux(&args);
    }

    /// Types `text` literally.
    fn text(&self, text: &str) {
        self.tmux(&["send-keys", "-l", text]);
    }

    /// Waits until the screen shows `what` (20 s at most).
    fn wait_for(&self, what: &str) -> String {
        let deadline = Instant::now() + Duration::from_secs(20);
        loop {
            let s = self.screen();
            if s.contains(what) {
                return s;
            }
            assert!(
                Instant::now() < deadline,
                "the screen never showed {what:?}:\n{s}\nstderr: {}\nprocess: {}",
                self.file("err.txt"),
                self.state()
            );
            std::thread::sleep(Duration::from_millis(50));
        }
    }

    fn file(&self, name: &str) -> String {
        std::fs::read_to_string(self.dir.join(name)).unwrap_or_default()
    }

    /// Waits for the run to end; its exit code.
    fn exit_code(&self) -> i32 {
        let deadline = Instant::now() + Duration::from_secs(20);
        loop {
            let rc = self.file("rc.txt");
            if !rc.trim().is_empty() && !self.file("after.txt").is_empty() {
                return rc.trim().parse().expect("an exit code");
            }
            assert!(
                Instant::now() < deadline,
                "browse did not end:\n{}",
                self.screen()
            );
            std::thread::sleep(Duration::from_millis(50));
        }
    }

    /// What the process is doing (for a failure's message).
    fn state(&self) -> String {
        let pid = self.file("pid.txt").trim().to_string();
        let mut out = std::fs::read_to_string(format!("/proc/{pid}/status"))
            .unwrap_or_default()
            .lines()
            .filter(|l| l.starts_with("State"))
            .collect::<Vec<_>>()
            .join(" ");
        if let Ok(tasks) = std::fs::read_dir(format!("/proc/{pid}/task")) {
            for t in tasks.flatten() {
                let w = std::fs::read_to_string(t.path().join("wchan")).unwrap_or_default();
                out.push_str(&format!(" [{}: {w}]", t.file_name().to_string_lossy()));
            }
        }
        out
    }

    fn pid(&self) -> String {
        let deadline = Instant::now() + Duration::from_secs(10);
        loop {
            let pid = self.file("pid.txt").trim().to_string();
            if !pid.is_empty() {
                return pid;
            }
            assert!(Instant::now() < deadline, "no pid");
            std::thread::sleep(Duration::from_millis(20));
        }
    }

    /// The terminal's settings as the shell had them before and after.
    fn assert_terminal_restored(&self) {
        let (before, after) = (self.file("before.txt"), self.file("after.txt"));
        assert!(!before.trim().is_empty());
        assert_eq!(before, after, "stty -g differs after the run");
    }
}

impl Drop for Pane {
    fn drop(&mut self) {
        let _ = StdCommand::new("tmux")
            .arg("-S")
            .arg(&self.socket)
            .arg("kill-server")
            .output();
    }
}

/// The API requests the sandbox logged, as `METHOD path`.
async fn sent(sb: &Sandbox) -> Vec<String> {
    sb.requests()
        .await
        .iter()
        .map(|r: &Value| {
            format!(
                "{} {}",
                r["method"].as_str().unwrap_or(""),
                r["path"].as_str().unwrap_or("")
            )
        })
        .collect()
}

/// The first page as the sandbox answers it (read directly, one search).
async fn first_page(sb: &Sandbox) -> Vec<String> {
    let v = crate::common::json_of(
        // What `--skill go` sends.
        sb.main(
            reqwest::Method::GET,
            "/search/candidates?inresume=%28%22go%22%29&page=1",
        )
        .send()
        .await,
    )
    .await;
    v["results"]
        .as_array()
        .unwrap()
        .iter()
        .map(|h| h["talentCardId"].as_str().unwrap().to_string())
        .collect()
}

fn unlocks_of(log: &[String], card: &str) -> usize {
    log.iter()
        .filter(|l| *l == &format!("GET /api/v1/candidates/{card}"))
        .count()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn move_filter_mark_decline_accept_resize_quit() {
    if !have_tmux() {
        return;
    }
    let sb = served();
    let ids = first_page(&sb).await;
    let (a, b) = (ids[2].clone(), ids[4].clone());
    clear_log(&sb).await;
    let pane = Pane::start(&sb, "--skill go", (100, 30));
    pane.wait_for("hits in all");
    pane.wait_for("q quit");
    // Move, then filter down to the third hit by its id, and mark it.
    pane.keys(&["j", "j", "j"]);
    pane.keys(&["/"]);
    pane.text(&a[..12]);
    let s = pane.wait_for("1 of 10 loaded match");
    assert!(s.contains(&format!(">   {a}")), "{s}");
    pane.keys(&["Enter", "Space"]);
    pane.wait_for("1 marked");
    // Esc clears the filter: the page again, the mark kept.
    pane.keys(&["Escape"]);
    pane.wait_for(&format!("*  {a}"));
    // A resize mid-run redraws (the detail pane moves under the list).
    pane.tmux(&["resize-window", "-x", "64", "-y", "20"]);
    pane.wait_for(&"─".repeat(64));
    pane.tmux(&["resize-window", "-x", "100", "-y", "30"]);
    pane.wait_for("│");
    // u asks; n sends nothing.
    pane.keys(&["u"]);
    pane.wait_for("This spends 1 unlock");
    pane.keys(&["n"]);
    pane.wait_for("declined: nothing was sent");
    assert_eq!(unlocks_of(&sent(&sb).await, &a), 0, "{:?}", sent(&sb).await);
    // u then y: exactly one unlock, and the identity shows.
    pane.keys(&["u"]);
    pane.wait_for("This spends 1 unlock");
    pane.keys(&["y"]);
    pane.wait_for("E-mail:");
    let log = sent(&sb).await;
    assert_eq!(unlocks_of(&log, &a), 1, "{log:?}");
    assert_eq!(
        log.iter()
            .filter(|l| l.starts_with("GET /api/v1/candidates/"))
            .count(),
        1,
        "{log:?}"
    );
    // Mark a second hit (the fifth), then quit.
    pane.keys(&["g", "j", "j", "j", "j", "Space"]);
    pane.wait_for("2 marked");
    pane.keys(&["q"]);
    assert_eq!(pane.exit_code(), 0, "stderr: {}", pane.file("err.txt"));
    assert_eq!(pane.file("ids.txt"), format!("{a}\n{b}\n"));
    pane.assert_terminal_restored();
    // One search for the window (the first page); nothing after the quit.
    let log = sent(&sb).await;
    assert_eq!(
        log.iter()
            .filter(|l| l.starts_with("GET /api/v1/search"))
            .count(),
        1,
        "{log:?}"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sigterm_and_ctrl_c_restore_the_terminal_and_exit_130() {
    if !have_tmux() {
        return;
    }
    let sb = served();
    let pane = Pane::start(&sb, "--skill go", (80, 24));
    pane.wait_for("hits in all");
    pane.keys(&["Space"]);
    pane.wait_for("1 marked");
    let pid = pane.pid();
    let killed = StdCommand::new("kill")
        .args(["-TERM", &pid])
        .status()
        .unwrap();
    assert!(killed.success());
    assert_eq!(pane.exit_code(), 130, "stderr: {}", pane.file("err.txt"));
    assert_eq!(
        pane.file("ids.txt"),
        "",
        "an interrupted run prints nothing"
    );
    pane.assert_terminal_restored();
    drop(pane);

    let pane = Pane::start(&sb, "--skill go", (80, 24));
    pane.wait_for("hits in all");
    pane.keys(&["C-c"]);
    assert_eq!(pane.exit_code(), 130, "stderr: {}", pane.file("err.txt"));
    assert!(pane.file("err.txt").contains("interrupted"));
    pane.assert_terminal_restored();
}

/// Without a terminal: exit 2 with a hint to use `search`, nothing sent.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn without_a_terminal_it_points_to_search_and_sends_nothing() {
    let sb = Sandbox::start();
    clear_log(&sb).await;
    let out = sb
        .talent()
        .args(["browse", "--skill", "go"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("browse needs a terminal"), "{err}");
    assert!(err.contains("talent search"), "{err}");
    assert!(out.stdout.is_empty());
    assert!(sent(&sb).await.is_empty());
    // Bad filters are refused first, as for search.
    let out = sb
        .talent()
        .args(["browse", "--min-exp", "9", "--max-exp", "3"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("--min-exp 9 is above --max-exp 3"));
}
