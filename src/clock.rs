//! Time scaling (`TALENT_TIME_SCALE`): every window the client paces by, and in
//! the sandbox every window, block, retry delay and cycle, is multiplied by it.

use std::time::Duration;

/// A positive multiplier applied to durations; 1.0 is real time.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct TimeScale(f64);

impl Default for TimeScale {
    fn default() -> Self {
        TimeScale(1.0)
    }
}

impl TimeScale {
    /// Accepts any finite positive factor.
    pub fn new(factor: f64) -> Option<Self> {
        (factor.is_finite() && factor > 0.0).then_some(TimeScale(factor))
    }

    pub fn factor(self) -> f64 {
        self.0
    }

    pub fn scale(self, d: Duration) -> Duration {
        Duration::from_secs_f64(d.as_secs_f64() * self.0)
    }

    pub fn scale_chrono(self, d: chrono::Duration) -> chrono::Duration {
        let ms = (d.num_milliseconds() as f64 * self.0).round() as i64;
        chrono::Duration::milliseconds(ms)
    }

    /// Reads `TALENT_TIME_SCALE`; an unparsable or non-positive value is an error.
    pub fn from_env() -> crate::Result<Self> {
        match std::env::var("TALENT_TIME_SCALE") {
            Err(_) => Ok(Self::default()),
            Ok(s) if s.trim().is_empty() => Ok(Self::default()),
            Ok(s) => parse(&s),
        }
    }
}

/// Parses a time-scale factor as given on a flag or in the environment.
pub fn parse(s: &str) -> crate::Result<TimeScale> {
    s.trim()
        .parse::<f64>()
        .ok()
        .and_then(TimeScale::new)
        .ok_or_else(|| {
            crate::Error::usage(format!("invalid time scale {s:?}"))
                .with_hint("give a positive number such as 1 or 0.01")
        })
}
