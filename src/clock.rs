//! Time scaling (`TALENT_TIME_SCALE`) and the clock, as the CLI reads them
//! from its environment. The types live in `talent_spec::time`, shared with
//! the sandbox.

pub use talent_spec::time::{Clock, TimeScale};

/// Reads `TALENT_TIME_SCALE`; an unparsable or non-positive value is an error.
pub fn scale_from_env() -> crate::Result<TimeScale> {
    match std::env::var("TALENT_TIME_SCALE") {
        Err(_) => Ok(TimeScale::default()),
        Ok(s) if s.trim().is_empty() => Ok(TimeScale::default()),
        Ok(s) => parse(&s),
    }
}

/// Parses a time-scale factor as given on a flag or in the environment.
pub fn parse(s: &str) -> crate::Result<TimeScale> {
    TimeScale::parse(s).ok_or_else(|| {
        crate::Error::usage(format!("invalid time scale {s:?}"))
            .with_hint("give a positive number such as 1 or 0.01")
    })
}
