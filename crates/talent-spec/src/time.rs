//! Time as both sides read it: the scale factor of `TALENT_TIME_SCALE`, and a
//! clock that tests can fix or move.

use std::sync::atomic::{AtomicI64, Ordering};
use std::sync::Arc;
use std::time::Duration;

use chrono::{DateTime, TimeZone, Utc};

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

    /// Parses a factor as given on a flag or in the environment.
    pub fn parse(s: &str) -> Option<Self> {
        s.trim().parse::<f64>().ok().and_then(TimeScale::new)
    }

    pub fn factor(self) -> f64 {
        self.0
    }

    /// Scales `d`, saturating at about a century: a huge factor must not
    /// overflow (and panic) in `Duration` arithmetic.
    pub fn scale(self, d: Duration) -> Duration {
        const CAP_SECS: f64 = 100.0 * 365.0 * 86_400.0;
        let secs = d.as_secs_f64() * self.0;
        Duration::from_secs_f64(if secs.is_finite() {
            secs.min(CAP_SECS)
        } else {
            CAP_SECS
        })
    }

    pub fn scale_chrono(self, d: chrono::Duration) -> chrono::Duration {
        const CAP_MS: f64 = 100.0 * 365.0 * 86_400_000.0;
        let ms = (d.num_milliseconds() as f64 * self.0).round();
        chrono::Duration::milliseconds(ms.clamp(-CAP_MS, CAP_MS) as i64)
    }
}

/// Where "now" comes from. The system clock by default; fixed (and moved by
/// hand) in tests, so that nothing time-dependent is flaky. Clones share one
/// offset, so advancing one moves every holder (the sandbox's routes, its
/// rate limiter and its webhook scheduler see the same time).
#[derive(Debug, Clone, Default)]
pub struct Clock {
    inner: Arc<ClockInner>,
}

#[derive(Debug, Default)]
struct ClockInner {
    /// Milliseconds since the epoch when fixed; `None` for the system clock.
    fixed: Option<AtomicI64>,
    /// Milliseconds added to whatever the base says.
    offset_ms: AtomicI64,
}

impl Clock {
    /// The system clock.
    pub fn system() -> Self {
        Clock::default()
    }

    /// A clock that stands still at `at` until advanced.
    pub fn fixed(at: DateTime<Utc>) -> Self {
        Clock {
            inner: Arc::new(ClockInner {
                fixed: Some(AtomicI64::new(at.timestamp_millis())),
                offset_ms: AtomicI64::new(0),
            }),
        }
    }

    /// `TALENT_NOW` (RFC 3339) fixes the clock; anything else is the system clock.
    pub fn from_env() -> Result<Self, String> {
        match std::env::var("TALENT_NOW") {
            Ok(s) if !s.trim().is_empty() => DateTime::parse_from_rfc3339(s.trim())
                .map(|t| Clock::fixed(t.with_timezone(&Utc)))
                .map_err(|e| format!("invalid TALENT_NOW {s:?}: {e}")),
            _ => Ok(Clock::system()),
        }
    }

    pub fn now(&self) -> DateTime<Utc> {
        let base = match &self.inner.fixed {
            Some(ms) => ms.load(Ordering::Relaxed),
            None => Utc::now().timestamp_millis(),
        };
        let ms = base.saturating_add(self.inner.offset_ms.load(Ordering::Relaxed));
        Utc.timestamp_millis_opt(ms)
            .single()
            .unwrap_or_else(Utc::now)
    }

    /// Moves the clock forward by `d` (every clone sees it).
    pub fn advance(&self, d: chrono::Duration) {
        self.inner
            .offset_ms
            .fetch_add(d.num_milliseconds(), Ordering::Relaxed);
    }

    /// How far the clock has been moved on by [`Clock::advance`].
    pub fn offset(&self) -> chrono::Duration {
        chrono::Duration::milliseconds(self.inner.offset_ms.load(Ordering::Relaxed))
    }

    pub fn is_fixed(&self) -> bool {
        self.inner.fixed.is_some()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_huge_scale_saturates_instead_of_panicking() {
        let s = TimeScale::new(1e300).unwrap();
        assert!(s.scale(Duration::from_secs(60)) >= Duration::from_secs(86_400 * 365));
        assert!(s.scale_chrono(chrono::Duration::seconds(60)) > chrono::Duration::days(365));
    }

    #[test]
    fn a_fixed_clock_moves_only_when_advanced_and_clones_share_it() {
        let t = Utc.with_ymd_and_hms(2026, 6, 1, 12, 0, 0).unwrap();
        let c = Clock::fixed(t);
        let c2 = c.clone();
        assert_eq!(c.now(), t);
        c2.advance(chrono::Duration::minutes(5));
        assert_eq!(c.now(), t + chrono::Duration::minutes(5));
    }

    #[test]
    fn parse_refuses_zero_negative_and_nan() {
        for s in ["0", "-1", "NaN", "inf", "x"] {
            assert!(TimeScale::parse(s).is_none(), "{s}");
        }
        assert_eq!(TimeScale::parse(" 0.01 ").map(|t| t.factor()), Some(0.01));
    }
}
