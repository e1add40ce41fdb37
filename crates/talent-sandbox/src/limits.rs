//! Request rate limits of the main interface, per API key, as the spec's Limits
//! table says: an exact sliding-window log per (key, class), and a block of the
//! class's duration once a request would exceed it.
//!
//! A log, not a token bucket: a bucket that starts full lets twice the limit
//! into one 60-second window, which the real service would refuse.

use std::collections::{HashMap, VecDeque};
use std::sync::Mutex;
use std::time::Duration;

use chrono::{DateTime, Utc};
use talent_spec::rate::WINDOW_SECS;

use super::state::{scaled_std, RateWindow};
use talent_spec::time::TimeScale;

/// A rate-limit class of the spec's Limits table (numbers in `talent-spec`).
pub use talent_spec::rate::RateClass as Class;

/// A point on the sandbox's clock (which tests may fix and advance).
type Moment = DateTime<Utc>;

/// A refused request: which class refused it and for how long the key is blocked.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Denied {
    pub class: Class,
    pub wait: Duration,
}

impl Denied {
    /// `Retry-After` in whole seconds: rounded up, and never 0.
    pub fn retry_after_secs(&self) -> u64 {
        (self.wait.as_secs_f64().ceil() as u64).max(1)
    }
}

#[derive(Debug, Default)]
struct Bucket {
    admitted: VecDeque<Moment>,
    blocked_until: Option<Moment>,
}

/// All buckets of all keys.
#[derive(Debug)]
pub struct RateLimiter {
    scale: TimeScale,
    buckets: Mutex<HashMap<(String, Class), Bucket>>,
}

impl RateLimiter {
    pub fn new(scale: TimeScale) -> Self {
        RateLimiter {
            scale,
            buckets: Mutex::new(HashMap::new()),
        }
    }

    /// Forgets every window and block (a world reset).
    pub fn clear(&self) {
        self.lock().clear();
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, HashMap<(String, Class), Bucket>> {
        self.buckets.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// The windows and blocks that still matter at `now`, for the state file.
    pub fn export(&self, now: Moment) -> Vec<RateWindow> {
        let window = scaled_std(self.scale, Duration::from_secs(WINDOW_SECS));
        let mut out: Vec<RateWindow> = self
            .lock()
            .iter()
            .map(|((key, class), b)| RateWindow {
                key: key.clone(),
                class: *class,
                admitted: b
                    .admitted
                    .iter()
                    .copied()
                    .filter(|t| (now - *t).to_std().unwrap_or(Duration::ZERO) < window)
                    .collect(),
                blocked_until: b.blocked_until.filter(|u| *u > now),
            })
            .filter(|w| !w.admitted.is_empty() || w.blocked_until.is_some())
            .collect();
        out.sort_by(|a, b| (&a.key, a.class.as_str()).cmp(&(&b.key, b.class.as_str())));
        out
    }

    /// Takes up windows saved by [`RateLimiter::export`].
    pub fn import(&self, windows: Vec<RateWindow>) {
        let mut buckets = self.lock();
        for w in windows {
            buckets.insert(
                (w.key, w.class),
                Bucket {
                    admitted: w.admitted.into(),
                    blocked_until: w.blocked_until,
                },
            );
        }
    }

    /// Admits one request of `key` in `class` at `now`, or says how long to wait.
    /// A refused request is not counted; exceeding the limit starts the block.
    pub fn admit(&self, key: &str, class: Class, now: Moment) -> Result<(), Denied> {
        let limit = class.limit() as usize;
        let window = scaled_std(self.scale, Duration::from_secs(WINDOW_SECS));
        let block = scaled_std(self.scale, Duration::from_secs(class.block_secs()));
        let since = |t: Moment| (now - t).to_std().unwrap_or(Duration::ZERO);
        let mut buckets = self.lock();
        let bucket = buckets.entry((key.to_string(), class)).or_default();
        if let Some(until) = bucket.blocked_until {
            if until > now {
                return Err(Denied {
                    class,
                    wait: (until - now).to_std().unwrap_or(Duration::ZERO),
                });
            }
            bucket.blocked_until = None;
        }
        while let Some(&first) = bucket.admitted.front() {
            if since(first) >= window {
                bucket.admitted.pop_front();
            } else {
                break;
            }
        }
        if bucket.admitted.len() >= limit {
            let block_for = chrono::Duration::from_std(block).unwrap_or(chrono::Duration::MAX);
            bucket.blocked_until = Some(now.checked_add_signed(block_for).unwrap_or(now));
            return Err(Denied { class, wait: block });
        }
        bucket.admitted.push_back(now);
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn windows_and_blocks_survive_an_export_and_import() {
        let rl = RateLimiter::new(TimeScale::default());
        let t0 = Utc::now();
        for _ in 0..10 {
            assert!(rl.admit("k", Class::Search, t0).is_ok());
        }
        assert!(rl.admit("k", Class::Search, t0).is_err());
        assert!(rl.admit("k", Class::Global, t0).is_ok());
        let saved = rl.export(t0);
        assert_eq!(saved.len(), 2);
        let again = RateLimiter::new(TimeScale::default());
        again.import(saved.clone());
        assert_eq!(again.export(t0), saved);
        let d = again.admit("k", Class::Search, t0 + Duration::from_secs(1));
        assert_eq!(d.err().map(|d| d.retry_after_secs()), Some(119));
        // Past the window and the block, nothing is kept.
        assert!(again.export(t0 + Duration::from_secs(121)).is_empty());
    }

    #[test]
    fn admits_exactly_the_limit_in_a_window() {
        let rl = RateLimiter::new(TimeScale::default());
        let t0 = Utc::now();
        for i in 0..10 {
            assert!(rl
                .admit("k", Class::Search, t0 + Duration::from_millis(i))
                .is_ok());
        }
        let denied = rl.admit("k", Class::Search, t0 + Duration::from_secs(1));
        let denied = denied.err().map(|d| d.retry_after_secs());
        assert_eq!(denied, Some(120));
        // Other keys and classes are independent.
        assert!(rl.admit("other", Class::Search, t0).is_ok());
        assert!(rl.admit("k", Class::Global, t0).is_ok());
    }

    #[test]
    fn block_outlasts_the_window_then_lifts() {
        let rl = RateLimiter::new(TimeScale::default());
        let t0 = Utc::now();
        for _ in 0..5 {
            assert!(rl.admit("k", Class::CreateJob, t0).is_ok());
        }
        assert!(rl.admit("k", Class::CreateJob, t0).is_err());
        // Window has passed but the 300 s block has not.
        let later = t0 + Duration::from_secs(100);
        let d = rl.admit("k", Class::CreateJob, later).err();
        assert_eq!(d.map(|d| d.retry_after_secs()), Some(200));
        assert!(rl
            .admit("k", Class::CreateJob, t0 + Duration::from_secs(301))
            .is_ok());
    }

    #[test]
    fn no_double_burst_across_a_window_edge() {
        // Requests spread over a window never exceed the limit within any 60 s.
        let rl = RateLimiter::new(TimeScale::default());
        let t0 = Utc::now();
        let mut admitted = Vec::new();
        for ms in (0..120_000).step_by(500) {
            let t = t0 + Duration::from_millis(ms);
            if rl.admit("k", Class::Search, t).is_ok() {
                admitted.push(ms);
            }
        }
        for (i, &start) in admitted.iter().enumerate() {
            let in_window = admitted[i..]
                .iter()
                .take_while(|&&t| t < start + 60_000)
                .count();
            assert!(in_window <= 10, "{in_window} in the window from {start}");
        }
    }

    #[test]
    fn retry_after_is_at_least_one_second() {
        let rl = RateLimiter::new(TimeScale::new(0.001).unwrap_or_default());
        let t0 = Utc::now();
        for _ in 0..10 {
            let _ = rl.admit("k", Class::Search, t0);
        }
        let d = rl.admit("k", Class::Search, t0).err();
        assert_eq!(d.map(|d| d.retry_after_secs()), Some(1));
    }
}
