//! Whole-output snapshots in jj's manner: stdout, stderr and the exit code of
//! one run as one text, with what varies from run to run (temp folders, the
//! sandbox's port, instants, the cycle's last day, minted ids) replaced by
//! insta filters.

use std::process::Output;

use super::env::TestEnv;

/// stdout, stderr and exit code as one text.
pub fn transcript(out: &Output) -> String {
    format!(
        "exit: {}\n--- stdout\n{}--- stderr\n{}",
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr),
    )
}

/// The insta filters of one snapshot: the environment's temp folder, the
/// sandbox's origin, and values a test names, on top of the filters every
/// transcript needs.
pub struct Redactions {
    /// Where the run happened: the temp folder, the sandbox's origin.
    places: Vec<(String, String)>,
    /// Values the test drew.
    values: Vec<(String, String)>,
}

impl Redactions {
    /// The temp folder of `env` becomes `[tmp]`.
    pub fn new(env: &TestEnv) -> Self {
        Redactions {
            places: vec![(env.path().display().to_string(), "[tmp]".into())],
            values: Vec::new(),
        }
    }

    /// The sandbox's origin (of `base_url`) becomes `http://[sandbox]`.
    pub fn sandbox(mut self, base_url: &str) -> Self {
        let origin = base_url.trim_end_matches("/api/v1");
        self.places
            .push((origin.to_string(), "http://[sandbox]".into()));
        self
    }

    /// `value` becomes `name` (an id the test drew, say).
    pub fn value(mut self, value: &str, name: &str) -> Self {
        self.values.push((value.to_string(), name.to_string()));
        self
    }

    /// insta settings with the filters, in order: the folder and the origin,
    /// then what the sandbox and the clock vary, then the test's values.
    pub fn settings(&self) -> insta::Settings {
        let mut settings = insta::Settings::clone_current();
        settings.set_prepend_module_to_snapshot(false);
        for (literal, name) in &self.places {
            settings.add_filter(&regex::escape(literal), name.as_str());
        }
        // ISO 8601 instants follow the clock the sandbox started with.
        settings.add_filter(
            r"[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}Z",
            "[time]",
        );
        // `resets on 24 Dec`: the cycle ends 30 days after the sandbox's today.
        settings.add_filter(r"(resets? on )[0-9]+ [A-Za-z]{3}", "${1}[day]");
        // Thread ids the sandbox mints at random.
        settings.add_filter(r"thr_[A-Za-z0-9]*", "thr_[id]");
        for (literal, name) in &self.values {
            settings.add_filter(&regex::escape(literal), name.as_str());
        }
        settings
    }
}
