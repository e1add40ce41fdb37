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

    /// One day on this clock: the rolling day of the bulk-invite cap, the
    /// duplicate-title warning and the export checkpoints' life.
    pub fn day(self) -> Duration {
        self.scale(Duration::from_secs(86_400))
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
/// hand) in tests, so that nothing time-dependent is flaky; or started at a
/// chosen instant and then running, so that every run of a test suite starts
/// from the same day while pacer windows, reservations and cycles still move.
/// Clones share one offset, so advancing one moves every holder (the
/// sandbox's routes, its rate limiter and its webhook scheduler see the same
/// time).
#[derive(Debug, Clone, Default)]
pub struct Clock {
    inner: Arc<ClockInner>,
}

#[derive(Debug, Default)]
struct ClockInner {
    base: Base,
    /// Milliseconds added to whatever the base says (by [`Clock::advance`]).
    offset_ms: AtomicI64,
}

#[derive(Debug, Default, Clone, Copy, PartialEq)]
enum Base {
    #[default]
    System,
    /// Milliseconds since the epoch; stands still.
    Fixed(i64),
    /// The system clock shifted by these milliseconds: it runs.
    Shifted(i64),
}

impl Clock {
    /// The system clock.
    pub fn system() -> Self {
        Clock::default()
    }

    fn with_base(base: Base) -> Self {
        Clock {
            inner: Arc::new(ClockInner {
                base,
                offset_ms: AtomicI64::new(0),
            }),
        }
    }

    /// A clock that stands still at `at` until advanced.
    pub fn fixed(at: DateTime<Utc>) -> Self {
        Clock::with_base(Base::Fixed(at.timestamp_millis()))
    }

    /// A clock that read `at` when the system clock read `since`, and runs
    /// on in real time from there. Two processes given the same pair agree
    /// on "now", whenever each of them started.
    pub fn running(at: DateTime<Utc>, since: DateTime<Utc>) -> Self {
        Clock::with_base(Base::Shifted(
            at.timestamp_millis() - since.timestamp_millis(),
        ))
    }

    /// `TALENT_NOW`, read through [`Clock::parse`]; unset or blank is the
    /// system clock.
    pub fn from_env() -> Result<Self, String> {
        match std::env::var("TALENT_NOW") {
            Ok(s) if !s.trim().is_empty() => Clock::parse(&s),
            _ => Ok(Clock::system()),
        }
    }

    /// `T` (RFC 3339) fixes the clock at `T`; `T@R` starts it at `T` at the
    /// real instant `R` (RFC 3339) and lets it run
    /// (`2026-06-15T12:00:00Z@2026-11-25T09:24:11.5Z`).
    pub fn parse(s: &str) -> Result<Self, String> {
        let instant = |t: &str| {
            DateTime::parse_from_rfc3339(t.trim())
                .map(|t| t.with_timezone(&Utc))
                .map_err(|e| format!("invalid TALENT_NOW {s:?}: {e}"))
        };
        match s.split_once('@') {
            None => instant(s).map(Clock::fixed),
            Some((at, since)) => Ok(Clock::running(instant(at)?, instant(since)?)),
        }
    }

    pub fn now(&self) -> DateTime<Utc> {
        let base = match self.inner.base {
            Base::Fixed(ms) => ms,
            Base::System => Utc::now().timestamp_millis(),
            Base::Shifted(by) => Utc::now().timestamp_millis().saturating_add(by),
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

    /// How far the clock has been moved on by [`Clock::advance`] (a running
    /// clock's start is not counted).
    pub fn offset(&self) -> chrono::Duration {
        chrono::Duration::milliseconds(self.inner.offset_ms.load(Ordering::Relaxed))
    }

    /// Whether the clock stands still between advances.
    pub fn is_fixed(&self) -> bool {
        matches!(self.inner.base, Base::Fixed(_))
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
    fn a_running_clock_starts_where_it_is_told_and_moves_on() {
        let t = Utc.with_ymd_and_hms(2026, 6, 15, 12, 0, 0).unwrap();
        let since = Utc::now() - chrono::Duration::seconds(10);
        let c = Clock::running(t, since);
        let first = c.now();
        // Ten seconds have passed since `since`: the clock is ten seconds on.
        assert!(first >= t + chrono::Duration::seconds(10), "{first}");
        assert!(first < t + chrono::Duration::seconds(60), "{first}");
        std::thread::sleep(Duration::from_millis(20));
        assert!(c.now() > first, "it runs");
        assert!(!c.is_fixed());
        c.advance(chrono::Duration::hours(1));
        assert!(c.now() >= first + chrono::Duration::hours(1));
        assert_eq!(c.offset(), chrono::Duration::hours(1));
    }

    #[test]
    fn parse_reads_a_fixed_and_a_running_clock_and_names_what_is_wrong() {
        let fixed = Clock::parse("2026-06-15T12:00:00Z").unwrap();
        assert!(fixed.is_fixed());
        assert_eq!(
            fixed.now(),
            Utc.with_ymd_and_hms(2026, 6, 15, 12, 0, 0).unwrap()
        );
        // Two processes given the same value agree, whenever they started.
        let value = format!("2026-06-15T12:00:00Z@{}", Utc::now().to_rfc3339());
        let (a, b) = (Clock::parse(&value).unwrap(), Clock::parse(&value).unwrap());
        assert!(!a.is_fixed());
        let gap = (b.now() - a.now()).num_milliseconds().abs();
        assert!(gap < 1000, "{gap} ms apart");
        for bad in [
            "tomorrow",
            "2026-06-15T12:00:00Z@",
            "@2026-06-15T12:00:00Z",
            "2026-06-15",
        ] {
            let e = Clock::parse(bad).expect_err(bad);
            assert!(e.contains("invalid TALENT_NOW") && e.contains(bad), "{e}");
        }
    }

    #[test]
    fn parse_refuses_zero_negative_and_nan() {
        for s in ["0", "-1", "NaN", "inf", "x"] {
            assert!(TimeScale::parse(s).is_none(), "{s}");
        }
        assert_eq!(TimeScale::parse(" 0.01 ").map(|t| t.factor()), Some(0.01));
    }
}
