//! A pseudo-terminal for the runs that need one (browse's window, the
//! accessible mode's questions): tmux runs the binary in a pane of its own
//! against `sandbox serve`, sends keys and pastes, reads the screen and the
//! cursor, and can keep every byte the run wrote to the terminal.

use std::path::PathBuf;
use std::process::Command as StdCommand;
use std::time::{Duration, Instant};

use super::{talent_bin, Sandbox};

/// Whether tmux can be used; under CI it must be. Not for the Windows
/// build: a pane is a Unix terminal, which wine's console does not make.
pub fn have_tmux() -> bool {
    if super::unix_only(
        "a pseudo-terminal through tmux",
        "a pane is a Unix terminal",
    ) {
        return false;
    }
    super::have("tmux", &["-V"], "a pseudo-terminal test")
}

/// One run of `talent` in a tmux pane of its own (its own server socket).
pub struct Pane {
    pub dir: PathBuf,
    socket: PathBuf,
}

/// How [`Pane::run`] runs its line.
#[derive(Default)]
pub struct PaneOptions {
    /// More variables (`TALENT_ACCESSIBLE=1`).
    pub env: Vec<(String, String)>,
    /// stderr to `err.txt` (browse) rather than the terminal (a question).
    pub stderr_to_file: bool,
    /// stdout on the terminal too (a table as a person sees it), not in
    /// `ids.txt`.
    pub stdout_to_terminal: bool,
    /// Every byte written to the terminal kept in `raw.bin` (tmux
    /// pipe-pane). The terminal turns each newline into `\r\n`: a `\r`
    /// before anything else is the program's own.
    pub record: bool,
}

impl Pane {
    /// Starts `talent browse ARGS` at `size` in a pane, with stdin the
    /// terminal and stdout and stderr redirected to files (`ids.txt`,
    /// `err.txt`).
    pub fn start(sb: &Sandbox, args: &str, size: (u16, u16)) -> Pane {
        Pane::run(
            sb,
            &format!("browse {args}"),
            size,
            PaneOptions {
                stderr_to_file: true,
                ..PaneOptions::default()
            },
        )
    }

    /// Starts `talent LINE` at `size` in a pane: stdin the terminal, stdout
    /// to `ids.txt`, stderr to the terminal unless `opts` says otherwise.
    pub fn run(sb: &Sandbox, line: &str, size: (u16, u16), opts: PaneOptions) -> Pane {
        static PANES: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
        let n = PANES.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        let dir = sb.env.path().join(format!("pty{n}"));
        std::fs::create_dir_all(&dir).unwrap();
        let mut script = String::from("#!/bin/sh\n");
        let mut vars = sb.env.vars();
        vars.extend(sb.vars().into_iter().map(|(k, v)| (k.to_string(), v)));
        vars.extend(opts.env.iter().cloned());
        for (k, v) in vars {
            script.push_str(&format!("export {k}='{v}'\n"));
        }
        let d = dir.display();
        script.push_str(&format!("cd '{d}'\n"));
        if opts.record {
            // Started once the test listens to the pane.
            script.push_str("while [ ! -f go ]; do sleep 0.02; done\n");
        }
        let err = if opts.stderr_to_file {
            " 2> err.txt"
        } else {
            ""
        };
        let out = if opts.stdout_to_terminal {
            ""
        } else {
            " > ids.txt"
        };
        script.push_str(&format!(
            "stty -g > before.txt\n'{}' {line} < /dev/tty{out}{err} &\necho $! > pid.txt\nwait $!\necho $? > rc.txt\nstty -g > after.txt\nsleep 60\n",
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
        if opts.record {
            let raw = pane.dir.join("raw.bin");
            pane.tmux(&["pipe-pane", "-o", &format!("cat > '{}'", raw.display())]);
            std::fs::write(pane.dir.join("go"), "").unwrap();
        }
        pane
    }

    /// The bytes written to the terminal so far (with [`PaneOptions::record`]).
    pub fn raw(&self) -> Vec<u8> {
        std::fs::read(self.dir.join("raw.bin")).unwrap_or_default()
    }

    /// Waits until the recorded bytes hold `what` (20 s at most).
    pub fn raw_until(&self, what: &str) -> Vec<u8> {
        let deadline = Instant::now() + Duration::from_secs(20);
        loop {
            let raw = self.raw();
            if String::from_utf8_lossy(&raw).contains(what) {
                return raw;
            }
            assert!(
                Instant::now() < deadline,
                "the terminal never got {what:?}: {:?}",
                String::from_utf8_lossy(&raw)
            );
            std::thread::sleep(Duration::from_millis(50));
        }
    }

    /// The cursor: `(column, row)` when it is shown, `None` when hidden.
    pub fn cursor(&self) -> Option<(u16, u16)> {
        let got = self.tmux(&["display", "-p", "#{cursor_x} #{cursor_y} #{cursor_flag}"]);
        let v: Vec<u16> = got
            .split_whitespace()
            .map(|x| x.parse().expect("a number"))
            .collect();
        (v.get(2) == Some(&1)).then(|| (v[0], v[1]))
    }

    /// The cursor once `ok` holds for it (10 s at most; then the cursor as
    /// it is): a cursor is placed after a frame's cells, and a large frame
    /// reaches the pane in more than one write.
    pub fn cursor_when(&self, ok: impl Fn((u16, u16)) -> bool) -> Option<(u16, u16)> {
        let deadline = Instant::now() + Duration::from_secs(10);
        loop {
            let got = self.cursor();
            if got.is_some_and(&ok) || Instant::now() > deadline {
                return got;
            }
            std::thread::sleep(Duration::from_millis(20));
        }
    }

    /// Pastes `text` as a paste without bracketed-paste markers (what a
    /// terminal does for a program that did not ask for them).
    pub fn paste(&self, text: &str) {
        self.tmux(&["set-buffer", text]);
        self.tmux(&["paste-buffer"]);
    }

    pub fn tmux(&self, args: &[&str]) -> String {
        let out = StdCommand::new("tmux")
            .arg("-S")
            .arg(&self.socket)
            .args(args)
            .output()
            .expect("tmux runs");
        String::from_utf8_lossy(&out.stdout).to_string()
    }

    pub fn screen(&self) -> String {
        self.tmux(&["capture-pane", "-p"])
    }

    /// The screen with the lines the terminal wrapped joined back (a line
    /// wider than the pane shows as one line wider than it), trailing
    /// spaces and blank lines at the end dropped.
    pub fn screen_joined(&self) -> String {
        let got = self.tmux(&["capture-pane", "-p", "-J"]);
        let lines: Vec<&str> = got.lines().map(str::trim_end).collect();
        let end = lines
            .iter()
            .rposition(|l| !l.is_empty())
            .map_or(0, |i| i + 1);
        lines[..end].iter().map(|l| format!("{l}\n")).collect()
    }

    pub fn keys(&self, keys: &[&str]) {
        let mut args = vec!["send-keys"];
        args.extend_from_slice(keys);
        self.tmux(&args);
    }

    /// Types `text` literally.
    pub fn text(&self, text: &str) {
        self.tmux(&["send-keys", "-l", text]);
    }

    /// Waits until the screen shows `what` (20 s at most).
    pub fn wait_for(&self, what: &str) -> String {
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

    pub fn file(&self, name: &str) -> String {
        std::fs::read_to_string(self.dir.join(name)).unwrap_or_default()
    }

    /// Waits for the run to end; its exit code.
    pub fn exit_code(&self) -> i32 {
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
    pub fn state(&self) -> String {
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

    pub fn pid(&self) -> String {
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
    pub fn assert_terminal_restored(&self) {
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
