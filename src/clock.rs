//! Time scaling (`TALENT_TIME_SCALE`) and the clock, as the CLI reads them
//! from its environment. The types live in `talent_spec::time`, shared with
//! the sandbox.

use std::sync::OnceLock;

use chrono::{DateTime, Utc};

pub use talent_spec::time::{Clock, TimeScale};

/// The process's clock, read once from `TALENT_NOW`: every "now" of the CLI
/// (the guard, the ledger, relative times, the embedded sandbox) is this one
/// clock, so a test that fixes or starts the clock moves all of them.
fn process_clock() -> &'static std::result::Result<Clock, String> {
    static CLOCK: OnceLock<std::result::Result<Clock, String>> = OnceLock::new();
    CLOCK.get_or_init(Clock::from_env)
}

/// The process's clock (a clone shares it); a malformed `TALENT_NOW` is a
/// usage error. `Context::new` calls this before anything is sent.
pub fn from_env() -> crate::Result<Clock> {
    process_clock().clone().map_err(|e| {
        crate::Error::usage(e).with_hint(
            "give TALENT_NOW as RFC 3339, e.g. 2026-06-15T12:00:00Z, or T@R to start at T at the real instant R",
        )
    })
}

/// "Now" as the CLI shows it (relative times) and as the embedded sandbox
/// reads it. A malformed `TALENT_NOW` falls back to the system clock here;
/// the command has already stopped on it in `from_env`.
pub fn now() -> DateTime<Utc> {
    match process_clock() {
        Ok(clock) => clock.now(),
        Err(_) => Utc::now(),
    }
}

/// "Now" in milliseconds since the epoch for what measures time passing:
/// the guard's pacer windows and reservations, the ledger's ages, listen's
/// seen events. The process's clock when it runs (the system's, or one a
/// `TALENT_NOW=T@R` started); a clock fixed by `TALENT_NOW=T` stands still
/// only for what is shown, because a window judged on a clock that never
/// moves would never free.
///
/// `TALENT_TEST_CLOCK_OFFSET_MS` (tests only) shifts this machine's clock,
/// so a test can show that a team ledger judges by the database's instead.
pub fn now_ms() -> i64 {
    static OFFSET: OnceLock<i64> = OnceLock::new();
    let offset = *OFFSET.get_or_init(|| {
        std::env::var("TALENT_TEST_CLOCK_OFFSET_MS")
            .ok()
            .and_then(|v| v.trim().parse().ok())
            .unwrap_or(0)
    });
    measuring_ms(process_clock().as_ref().ok()).saturating_add(offset)
}

fn measuring_ms(clock: Option<&Clock>) -> i64 {
    match clock {
        Some(clock) if !clock.is_fixed() => clock.now().timestamp_millis(),
        _ => Utc::now().timestamp_millis(),
    }
}

/// [`now_ms`] as a `SystemTime`, for waits measured against one.
pub fn now_system() -> std::time::SystemTime {
    std::time::UNIX_EPOCH + std::time::Duration::from_millis(now_ms().max(0) as u64)
}

/// Reads `TALENT_TIME_SCALE`: `None` when unset or empty (the config or the
/// default decides), real time when only blanks; an unparsable or
/// non-positive value is an error.
pub fn scale_from_env() -> crate::Result<Option<TimeScale>> {
    match std::env::var("TALENT_TIME_SCALE") {
        Err(_) => Ok(None),
        Ok(s) if s.is_empty() => Ok(None),
        Ok(s) if s.trim().is_empty() => Ok(Some(TimeScale::default())),
        Ok(s) => parse(&s).map(Some),
    }
}

/// Parses a time-scale factor as given on a flag or in the environment.
pub fn parse(s: &str) -> crate::Result<TimeScale> {
    TimeScale::parse(s).ok_or_else(|| {
        crate::Error::usage(format!("invalid time scale {s:?}"))
            .with_hint("give a positive number such as 1 or 0.01")
    })
}

/// A time in ms since the epoch as lists show it: UTC, to the second
/// (`serve member list`, `serve grant list`).
pub fn shown_ms(ms: i64) -> String {
    DateTime::<Utc>::from_timestamp_millis(ms)
        .map(|t| t.format("%Y-%m-%dT%H:%M:%SZ").to_string())
        .unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn what_measures_time_follows_a_started_clock_and_never_a_fixed_one() {
        let system = Utc::now().timestamp_millis();
        let t = DateTime::parse_from_rfc3339("2026-06-15T12:00:00Z")
            .expect("RFC 3339")
            .with_timezone(&Utc);
        let started = Clock::running(t, Utc::now());
        let ms = measuring_ms(Some(&started));
        assert!((ms - t.timestamp_millis()).abs() < 1000, "{ms}");
        // A fixed clock stands still for what is shown; windows keep moving.
        let fixed = Clock::fixed(t);
        let a = measuring_ms(Some(&fixed));
        assert!((a - system).abs() < 1000, "{a}");
        std::thread::sleep(std::time::Duration::from_millis(5));
        assert!(measuring_ms(Some(&fixed)) > a);
        assert!((measuring_ms(None) - system).abs() < 1000);
    }
}
