//! An isolated environment for the real binary: HOME, XDG folders, config and
//! data in a temp folder, the user's `TALENT_*` and proxy settings cleared,
//! and the clock every run of the test reads.

use std::path::{Path, PathBuf};
use std::process::Command as StdCommand;

use chrono::{DateTime, SecondsFormat, Utc};
use talent_spec::time::Clock;
use tempfile::TempDir;

/// Where every test's clock starts: the instant the whole-output snapshots
/// and the sandbox crate's tests are fixed at.
pub const START: &str = "2026-06-15T12:00:00Z";

/// Set to a program that runs the Windows build with the arguments it is
/// given (`.ci/windows.sh` writes one that runs `talent.exe` under wine):
/// every test then runs that instead of the binary cargo built, and the
/// tests that need a Unix system under the binary skip ([`unix_only`]).
pub const WINDOWS_BIN_ENV: &str = "TALENT_TEST_WINDOWS_BIN";

/// Path of the binary under test.
pub fn talent_bin() -> PathBuf {
    match std::env::var_os(WINDOWS_BIN_ENV) {
        Some(p) if !p.is_empty() => PathBuf::from(p),
        _ => PathBuf::from(env!("CARGO_BIN_EXE_talent")),
    }
}

/// Whether the binary under test is the Windows build ([`WINDOWS_BIN_ENV`]).
pub fn windows_binary() -> bool {
    std::env::var_os(WINDOWS_BIN_ENV).is_some_and(|p| !p.is_empty())
}

/// A path the binary under test printed, as this (Unix) process opens it:
/// the Windows build under wine writes `Z:\tmp\x` or `/tmp/x\ca.pem` (the
/// Unix folder it was given, joined with `\`).
pub fn host_path(printed: &str) -> PathBuf {
    if !windows_binary() {
        return PathBuf::from(printed);
    }
    let unix = printed.replace('\\', "/");
    let unix = match unix.strip_prefix("Z:").or_else(|| unix.strip_prefix("z:")) {
        Some(rest) => rest.to_string(),
        None => unix,
    };
    PathBuf::from(unix)
}

/// The signal (`kill -NAME`) that asks a serving run (`sandbox serve`,
/// `webhooks listen`) to stop: `TERM`, or for the Windows build `INT`,
/// which wine delivers as the console's Ctrl-C (the way a Windows user
/// stops one; wine ends a program on SIGTERM without telling it).
pub fn stop_signal() -> &'static str {
    if windows_binary() {
        "INT"
    } else {
        "TERM"
    }
}

/// For a test that needs a Unix system under the binary (a signal by
/// number, a pseudo-terminal, file modes, a FIFO): `true`, after a
/// `SKIPPED` line, when the binary under test is the Windows build. Not a
/// missing program: the Windows leg runs what Windows has, so this never
/// fails under CI.
pub fn unix_only(what: &str, why: &str) -> bool {
    if windows_binary() {
        eprintln!("SKIPPED {what}: {why} (the binary under test is the Windows build)");
        return true;
    }
    false
}

/// A temp folder standing in for HOME, XDG folders, config and data, with an
/// environment cleared of the user's `TALENT_*` settings, and the clock of
/// every run in it.
pub struct TestEnv {
    pub dir: TempDir,
    /// `TALENT_NOW` of every run: [`START`] at the instant this was made.
    now: String,
}

impl Default for TestEnv {
    fn default() -> Self {
        Self::new()
    }
}

impl TestEnv {
    pub fn new() -> Self {
        let since = Utc::now().to_rfc3339_opts(SecondsFormat::Millis, true);
        Self::with_clock(format!("{START}@{since}"))
    }

    /// An environment whose runs read the clock `now` (a `TALENT_NOW`
    /// value): another environment pointed at the same sandbox shares its
    /// clock.
    pub fn with_clock(now: String) -> Self {
        let dir = tempfile::tempdir().expect("temp dir");
        for sub in [
            "home",
            "config",
            "data",
            "cache",
            "state",
            "talent-config",
            "talent-data",
        ] {
            std::fs::create_dir_all(dir.path().join(sub)).expect("mkdir");
        }
        TestEnv { dir, now }
    }

    pub fn path(&self) -> &Path {
        self.dir.path()
    }

    pub fn data_dir(&self) -> PathBuf {
        self.path().join("talent-data")
    }

    pub fn config_dir(&self) -> PathBuf {
        self.path().join("talent-config")
    }

    /// The `TALENT_NOW` every run in this environment gets.
    pub fn now_var(&self) -> &str {
        &self.now
    }

    /// The clock the runs read (the CLI and the sandbox parse the same
    /// value through `Clock::parse`).
    pub fn clock(&self) -> Clock {
        Clock::parse(&self.now).expect("the harness's TALENT_NOW parses")
    }

    /// "Now" as the runs in this environment see it.
    pub fn now(&self) -> DateTime<Utc> {
        self.clock().now()
    }

    /// The isolated variables, as (name, value) pairs.
    pub fn vars(&self) -> Vec<(String, String)> {
        let p = |s: &str| self.path().join(s).display().to_string();
        vec![
            ("HOME".into(), p("home")),
            ("XDG_CONFIG_HOME".into(), p("config")),
            ("XDG_DATA_HOME".into(), p("data")),
            ("XDG_CACHE_HOME".into(), p("cache")),
            ("XDG_STATE_HOME".into(), p("state")),
            ("TALENT_CONFIG_DIR".into(), p("talent-config")),
            ("TALENT_DATA_DIR".into(), p("talent-data")),
            ("TALENT_KEYRING_BACKEND".into(), "memory".into()),
            ("TALENT_NOW".into(), self.now.clone()),
            ("NO_COLOR".into(), "1".into()),
            // No pager on the pseudo-terminals some tests use.
            ("TALENT_PAGER".into(), String::new()),
        ]
    }

    /// Clears inherited `TALENT_*` and proxy settings and applies `vars`.
    pub fn apply(&self, cmd: &mut StdCommand) {
        for (k, _) in std::env::vars_os() {
            let name = k.to_string_lossy().to_string();
            if name.starts_with("TALENT_") || name.to_ascii_lowercase().ends_with("_proxy") {
                cmd.env_remove(&k);
            }
        }
        for (k, v) in self.vars() {
            cmd.env(k, v);
        }
    }

    /// `talent` with the isolated environment, run from the temp folder,
    /// ready for assert_cmd assertions: the one way a test builds a run.
    pub fn talent(&self) -> assert_cmd::Command {
        let mut std_cmd = StdCommand::new(talent_bin());
        self.apply(&mut std_cmd);
        std_cmd.current_dir(self.path());
        assert_cmd::Command::from_std(std_cmd)
    }
}
