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

/// Path of the binary under test.
pub fn talent_bin() -> PathBuf {
    PathBuf::from(env!("CARGO_BIN_EXE_talent"))
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
