//! Time scaling (`TALENT_TIME_SCALE`) and the clock, as the CLI reads them
//! from its environment. The types live in `talent_spec::time`, shared with
//! the sandbox.

pub use talent_spec::time::{Clock, TimeScale};

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

/// Now, in ms since the epoch, as the ledger and the guard judge time.
pub fn now_ms() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_millis() as i64)
        .unwrap_or(0)
}
