//! When to try a request again and how long to wait first: `Retry-After` in
//! both of its forms, full-jitter backoff, and durations as people read them.

use std::time::{Duration, SystemTime};

/// Parses `Retry-After`: delta-seconds (`120`, leniently `1.5`) or an HTTP
/// date. A date is measured from the response's own `Date` when it has one
/// (so a skewed local clock does not matter), else from `now`; a date in the
/// past is a wait of zero. `None` when the value is neither.
pub fn parse_retry_after(value: &str, date: Option<&str>, now: SystemTime) -> Option<Duration> {
    let v = value.trim();
    if !v.is_empty() && v.bytes().all(|b| b.is_ascii_digit()) {
        // Too many digits for a u64 is still "a very long time", not garbage.
        return Some(Duration::from_secs(v.parse::<u64>().unwrap_or(u64::MAX)));
    }
    if let Ok(secs) = v.parse::<f64>() {
        return (secs.is_finite() && secs >= 0.0)
            .then(|| Duration::try_from_secs_f64(secs).unwrap_or(Duration::MAX));
    }
    let at = httpdate::parse_http_date(v).ok()?;
    let from = date
        .and_then(|d| httpdate::parse_http_date(d.trim()).ok())
        .unwrap_or(now);
    Some(at.duration_since(from).unwrap_or(Duration::ZERO))
}

/// Full-jitter exponential backoff: a wait drawn from `0..=min(cap, base × 2^(attempt-1))`,
/// `unit` in `0.0..1.0` being the draw.
pub fn full_jitter(attempt: u32, base: Duration, cap: Duration, unit: f64) -> Duration {
    let ceiling = base
        .checked_mul(1u32 << attempt.saturating_sub(1).min(20))
        .unwrap_or(cap)
        .min(cap);
    ceiling.mul_f64(unit.clamp(0.0, 1.0))
}

/// A duration as a person reads it: `850ms`, `42s`, `2m 5s`, `3h 12m`, `12d 3h`.
pub fn human(d: Duration) -> String {
    let secs = d.as_secs();
    if secs == 0 {
        return format!("{}ms", d.as_millis());
    }
    let (days, hours, mins, s) = (secs / 86_400, secs / 3600 % 24, secs / 60 % 60, secs % 60);
    match (days, hours, mins) {
        (0, 0, 0) => format!("{s}s"),
        (0, 0, m) if s == 0 => format!("{m}m"),
        (0, 0, m) => format!("{m}m {s}s"),
        (0, h, 0) => format!("{h}h"),
        (0, h, m) => format!("{h}h {m}m"),
        (d, 0, _) => format!("{d}d"),
        (d, h, _) => format!("{d}d {h}h"),
    }
}

/// The longest duration a flag takes (`--timeout`, `--max-wait`,
/// `--interval`): a day. Longer is a typo, not a wish.
pub const MAX_FLAG_DURATION: Duration = Duration::from_secs(24 * 3600);

/// Parses a duration flag: `500ms`, `30s`, `10m`, `2h`, or a bare number of
/// seconds, at most [`MAX_FLAG_DURATION`].
pub fn parse_duration(s: &str) -> Result<Duration, String> {
    let t = s.trim();
    let split = t
        .find(|c: char| !(c.is_ascii_digit() || c == '.'))
        .unwrap_or(t.len());
    let (num, unit) = t.split_at(split);
    let n: f64 = num
        .parse()
        .map_err(|_| format!("{s:?} is not a duration such as 30s, 10m or 500ms"))?;
    let secs = match unit.trim() {
        "ms" => n / 1000.0,
        "" | "s" => n,
        "m" => n * 60.0,
        "h" => n * 3600.0,
        other => return Err(format!("{s:?}: unknown unit {other:?}; use ms, s, m or h")),
    };
    if !secs.is_finite() || secs < 0.0 {
        return Err(format!("{s:?} is not a duration of 0 or more"));
    }
    if secs > MAX_FLAG_DURATION.as_secs_f64() {
        return Err(format!(
            "{s:?} is longer than a day (24h), the most a duration flag takes"
        ));
    }
    Duration::try_from_secs_f64(secs).map_err(|_| format!("{s:?} is too long"))
}

/// A rate limit whose wait is longer than `--max-wait`: exit 6 now, with
/// the wait named, instead of sitting it out.
pub fn rate_wait_too_long(err: crate::Error, wait: Duration, max: Duration) -> crate::Error {
    let mut e = crate::Error::new(
        crate::ErrorKind::RateLimited,
        format!(
            "{} (a wait of {}, longer than --max-wait {})",
            err.message,
            human(wait),
            human(max)
        ),
    )
    .with_hint(format!(
        "run it again in {}, or allow the wait with --max-wait {}",
        human(wait),
        human(wait + Duration::from_secs(1))
    ));
    e.code = err.code;
    e.status = err.status;
    e.retry_after = Some(wait);
    e
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn at(secs: u64) -> SystemTime {
        SystemTime::UNIX_EPOCH + Duration::from_secs(secs)
    }

    #[test]
    fn both_forms_of_retry_after() {
        let now = at(1_700_000_000);
        assert_eq!(
            parse_retry_after("120", None, now),
            Some(Duration::from_secs(120))
        );
        assert_eq!(parse_retry_after("0", None, now), Some(Duration::ZERO));
        assert_eq!(
            parse_retry_after(" 1.5 ", None, now),
            Some(Duration::from_millis(1500))
        );
        let date = httpdate::fmt_http_date(now + Duration::from_secs(4));
        assert_eq!(
            parse_retry_after(&date, None, now),
            Some(Duration::from_secs(4))
        );
        // Measured from the answer's own Date, whatever the local clock says.
        let server_now = httpdate::fmt_http_date(now - Duration::from_secs(100));
        let date = httpdate::fmt_http_date(now - Duration::from_secs(90));
        assert_eq!(
            parse_retry_after(&date, Some(&server_now), now),
            Some(Duration::from_secs(10))
        );
        // A date in the past: go now.
        let past = httpdate::fmt_http_date(now - Duration::from_secs(30));
        assert_eq!(parse_retry_after(&past, None, now), Some(Duration::ZERO));
        for bad in ["", "-1", "soon", "NaN", "inf", "1e999x"] {
            assert_eq!(parse_retry_after(bad, None, now), None, "{bad:?}");
        }
        assert_eq!(
            parse_retry_after("99999999999999999999999", None, now),
            Some(Duration::from_secs(u64::MAX))
        );
    }

    #[test]
    fn jitter_stays_under_its_ceiling_and_the_cap() {
        let base = Duration::from_millis(500);
        let cap = Duration::from_secs(8);
        assert_eq!(full_jitter(1, base, cap, 1.0), base);
        assert_eq!(full_jitter(3, base, cap, 1.0), Duration::from_secs(2));
        assert_eq!(full_jitter(30, base, cap, 1.0), cap);
        assert_eq!(full_jitter(3, base, cap, 0.0), Duration::ZERO);
    }

    #[test]
    fn durations_read_as_people_write_them() {
        assert_eq!(human(Duration::from_millis(850)), "850ms");
        assert_eq!(human(Duration::from_secs(42)), "42s");
        assert_eq!(human(Duration::from_secs(125)), "2m 5s");
        assert_eq!(human(Duration::from_secs(600)), "10m");
        assert_eq!(human(Duration::from_secs(3 * 3600 + 12 * 60)), "3h 12m");
        assert!(human(Duration::from_secs(u64::MAX)).contains('d'));
        assert_eq!(parse_duration("10m"), Ok(Duration::from_secs(600)));
        assert_eq!(parse_duration("500ms"), Ok(Duration::from_millis(500)));
        assert_eq!(parse_duration("2.5"), Ok(Duration::from_millis(2500)));
        assert!(parse_duration("10 parsecs").is_err());
        assert!(parse_duration("-1s").is_err());
        assert!(parse_duration("1e400").is_err());
        assert_eq!(parse_duration("24h"), Ok(MAX_FLAG_DURATION));
        assert!(parse_duration("24.1h")
            .unwrap_err()
            .contains("longer than a day"));
    }

    proptest! {
        #[test]
        fn retry_after_never_panics(s in ".{0,40}", d in proptest::option::of(".{0,40}")) {
            let _ = parse_retry_after(&s, d.as_deref(), SystemTime::now());
        }

        #[test]
        fn delta_seconds_round_trip(n in 0u64..u64::MAX) {
            prop_assert_eq!(
                parse_retry_after(&n.to_string(), None, SystemTime::now()),
                Some(Duration::from_secs(n))
            );
        }

        #[test]
        fn http_dates_give_the_seconds_to_them(secs in 0u64..10_000_000, ahead in 0u64..1_000_000) {
            let now = at(1_000_000_000 + secs);
            let date = httpdate::fmt_http_date(now + Duration::from_secs(ahead));
            prop_assert_eq!(parse_retry_after(&date, None, now), Some(Duration::from_secs(ahead)));
        }

        #[test]
        fn durations_never_panic(s in ".{0,24}") {
            let _ = parse_duration(&s);
        }

        #[test]
        fn any_duration_shows(secs in any::<u64>(), nanos in 0u32..1_000_000_000) {
            prop_assert!(!human(Duration::new(secs, nanos)).is_empty());
        }
    }
}
