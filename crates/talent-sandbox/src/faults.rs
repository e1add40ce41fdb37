//! Faults on demand, so the client's retries, timeouts, guard and exports can
//! be tested against a server that misbehaves on purpose. A spec is a list of
//! rules (`--faults SPEC`, `PUT /_sandbox/faults`):
//!
//! ```text
//! SPEC  = ITEM ("," ITEM)*
//! ITEM  = latency=DURATION[@FILTER] | retry-after=date|seconds
//!       | KIND[=WHEN][@FILTER]
//! KIND  = 408 | 500 | 502 | 503 | 504 | 5xx | stall | reset | truncate
//!       | stall-body | malformed | binary | huge | panic
//! WHEN  = N% | 0.F | nextN | fromN  (absent: every matching request)
//! FILTER= METHOD | /path-prefix | METHOD/path-prefix
//! ```
//!
//! A share is spread evenly and deterministically (25% hits every fourth
//! matching request), so a run is reproducible. Faults apply to the two
//! interfaces only, never to `/_sandbox/`, so a test can always take them off.
//! Before the request is handled: `stall` never answers, a status answers
//! that status in the interface's error shape (the request has no effect).
//! After it is handled (it took effect): `reset` closes the connection
//! without an answer, `truncate` sends half the body and closes, `stall-body`
//! sends half and stalls, `malformed` sends half a JSON document as a whole
//! body, `binary` sends the answer's status with a body of bytes that are
//! not UTF-8 (`application/octet-stream`, a NUL among them), `huge`
//! answers 200 with a 1 GiB JSON body. `panic` makes the
//! handler panic, as a bug would: the server answers 500 and keeps serving.

use std::fmt;
use std::time::Duration;

use axum::http::Method;

/// A body larger than any sane client limit.
pub const HUGE_BODY_BYTES: u64 = 1 << 30;

/// What a rule does to a request it hits.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    /// Answers this status (408, 500, 502, 503 or 504) instead of handling it.
    Status(u16),
    /// 500, 502, 503 and 504 in turn.
    AnyServerError,
    Stall,
    Reset,
    Truncate,
    StallBody,
    Malformed,
    Binary,
    Huge,
    Panic,
}

const NAMED: &[(&str, Kind)] = &[
    ("5xx", Kind::AnyServerError),
    ("stall", Kind::Stall),
    ("reset", Kind::Reset),
    ("truncate", Kind::Truncate),
    ("stall-body", Kind::StallBody),
    ("malformed", Kind::Malformed),
    ("binary", Kind::Binary),
    ("huge", Kind::Huge),
    ("panic", Kind::Panic),
];

impl Kind {
    fn parse(s: &str) -> Option<Kind> {
        if let Some((_, k)) = NAMED.iter().find(|(n, _)| *n == s) {
            return Some(*k);
        }
        match s.parse::<u16>() {
            Ok(code @ (408 | 500 | 502 | 503 | 504)) => Some(Kind::Status(code)),
            _ => None,
        }
    }

    pub fn name(self) -> String {
        match self {
            Kind::Status(code) => code.to_string(),
            other => NAMED
                .iter()
                .find(|(_, k)| *k == other)
                .map(|(n, _)| n.to_string())
                .unwrap_or_default(),
        }
    }

    /// Whether the request is handled (takes effect) before the fault.
    pub fn after_handling(self) -> bool {
        matches!(
            self,
            Kind::Reset
                | Kind::Truncate
                | Kind::StallBody
                | Kind::Malformed
                | Kind::Binary
                | Kind::Huge
        )
    }
}

/// Which matching requests a rule hits.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum When {
    /// This share of them, spread evenly (0 < share ≤ 1).
    Share(f64),
    /// The next N of them, then no more.
    Next(u64),
    /// The Nth of them and every one after (a failure from page N on).
    From(u64),
}

/// Which requests a rule looks at.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Filter {
    pub method: Option<Method>,
    /// A prefix of the path under the interface's base (`/jobs` matches
    /// `/api/v1/jobs/…` and `/v1/jobs/…`).
    pub path: Option<String>,
}

impl Filter {
    fn parse(s: &str) -> Result<Filter, String> {
        let (method, path) = match s.find('/') {
            Some(i) => (&s[..i], Some(&s[i..])),
            None => (s, None),
        };
        let method = match method {
            "" => None,
            m if m.bytes().all(|b| b.is_ascii_uppercase()) => Some(
                Method::from_bytes(m.as_bytes()).map_err(|_| format!("{m:?} is not a method"))?,
            ),
            m => {
                return Err(format!(
                    "{m:?} is not a method (write it in capitals, e.g. POST)"
                ))
            }
        };
        if method.is_none() && path.is_none() {
            return Err("an empty filter after @".into());
        }
        Ok(Filter {
            method,
            path: path.map(str::to_string),
        })
    }

    fn matches(&self, method: &Method, path: &str) -> bool {
        if self.method.as_ref().is_some_and(|m| m != method) {
            return false;
        }
        let Some(prefix) = &self.path else {
            return true;
        };
        let rel = path
            .strip_prefix("/api/v1")
            .or_else(|| path.strip_prefix("/v1"))
            .unwrap_or(path);
        rel.starts_with(prefix.as_str())
    }
}

impl fmt::Display for Filter {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(m) = &self.method {
            write!(f, "{m}")?;
        }
        if let Some(p) = &self.path {
            write!(f, "{p}")?;
        }
        Ok(())
    }
}

#[derive(Debug, Clone, PartialEq)]
pub struct Rule {
    pub kind: Kind,
    pub when: When,
    pub filter: Filter,
}

/// A parsed `--faults` spec. The default injects nothing.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct FaultSpec {
    pub rules: Vec<Rule>,
    /// Added before every matching answer.
    pub latency: Option<(Duration, Filter)>,
    /// `Retry-After` as an HTTP date instead of delta-seconds.
    pub retry_after_date: bool,
}

impl FaultSpec {
    pub fn parse(spec: &str) -> Result<FaultSpec, String> {
        let mut out = FaultSpec::default();
        for item in spec.split(',').map(str::trim).filter(|s| !s.is_empty()) {
            out.add(item)
                .map_err(|why| format!("fault {item:?}: {why}"))?;
        }
        Ok(out)
    }

    fn add(&mut self, item: &str) -> Result<(), String> {
        let (head, filter) = match item.split_once('@') {
            Some((h, f)) => (h, Filter::parse(f)?),
            None => (item, Filter::default()),
        };
        let (name, value) = match head.split_once('=') {
            Some((n, v)) => (n.trim(), Some(v.trim())),
            None => (head.trim(), None),
        };
        match name {
            "latency" => {
                let v = value.ok_or("give the delay, e.g. latency=200ms")?;
                self.latency = Some((parse_duration(v)?, filter));
            }
            "retry-after" => {
                self.retry_after_date = match value {
                    Some("date") => true,
                    Some("seconds") => false,
                    _ => return Err("write retry-after=date or retry-after=seconds".into()),
                };
            }
            _ => {
                let kind = Kind::parse(name).ok_or_else(|| {
                    format!(
                        "unknown fault {name:?}; use 408, 500, 502, 503, 504, 5xx, stall, reset, \
                         truncate, stall-body, malformed, huge, latency or retry-after"
                    )
                })?;
                let when = match value {
                    None => When::Share(1.0),
                    Some(v) => parse_when(v)?,
                };
                self.rules.push(Rule { kind, when, filter });
            }
        }
        Ok(())
    }

    pub fn is_empty(&self) -> bool {
        self.rules.is_empty() && self.latency.is_none() && !self.retry_after_date
    }
}

fn parse_when(v: &str) -> Result<When, String> {
    if let Some(n) = v.strip_prefix("from") {
        return match n.parse::<u64>() {
            Ok(n) if n > 0 => Ok(When::From(n)),
            _ => Err(format!("{v:?}: write fromN with N a whole number from 1")),
        };
    }
    if let Some(n) = v.strip_prefix("next") {
        return match n.parse::<u64>() {
            Ok(n) if n > 0 => Ok(When::Next(n)),
            _ => Err(format!("{v:?}: write nextN with N a whole number from 1")),
        };
    }
    let share = match v.strip_suffix('%') {
        Some(p) => p.parse::<f64>().map(|p| p / 100.0),
        None => v.parse::<f64>(),
    }
    .map_err(|_| format!("{v:?} is not a share (25%, 0.25) or nextN"))?;
    if share > 0.0 && share <= 1.0 {
        Ok(When::Share(share))
    } else {
        Err(format!("{v:?}: a share is more than 0 and at most 100%"))
    }
}

fn parse_duration(v: &str) -> Result<Duration, String> {
    let (digits, unit) = v.split_at(v.find(|c: char| !c.is_ascii_digit()).unwrap_or(v.len()));
    let n: u64 = digits
        .parse()
        .map_err(|_| format!("{v:?} is not a duration such as 200ms or 2s"))?;
    match unit {
        "ms" => Ok(Duration::from_millis(n)),
        "s" | "" => Ok(Duration::from_secs(n)),
        "m" => Ok(Duration::from_secs(n.saturating_mul(60))),
        _ => Err(format!("{v:?}: the unit is ms, s or m")),
    }
}

impl fmt::Display for FaultSpec {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut items = Vec::new();
        if let Some((d, filter)) = &self.latency {
            items.push(with_filter(format!("latency={}ms", d.as_millis()), filter));
        }
        if self.retry_after_date {
            items.push("retry-after=date".to_string());
        }
        for r in &self.rules {
            let when = match r.when {
                When::Share(s) if s >= 1.0 => String::new(),
                When::Share(s) => format!("={}%", s * 100.0),
                When::Next(n) => format!("=next{n}"),
                When::From(n) => format!("=from{n}"),
            };
            items.push(with_filter(format!("{}{when}", r.kind.name()), &r.filter));
        }
        f.write_str(&items.join(","))
    }
}

fn with_filter(item: String, filter: &Filter) -> String {
    if filter == &Filter::default() {
        item
    } else {
        format!("{item}@{filter}")
    }
}

/// A spec in force: its rules with their counters.
#[derive(Debug, Default)]
pub struct Faults {
    spec: FaultSpec,
    /// Per rule: matching requests seen, and hits so far.
    seen: Vec<u64>,
    hits: Vec<u64>,
}

/// What to do to one request.
#[derive(Debug, Clone, Copy, Default, PartialEq)]
pub struct Decision {
    pub latency: Option<Duration>,
    pub kind: Option<Kind>,
    pub retry_after_date: bool,
}

impl Faults {
    pub fn new(spec: FaultSpec) -> Faults {
        let n = spec.rules.len();
        Faults {
            spec,
            seen: vec![0; n],
            hits: vec![0; n],
        }
    }

    pub fn spec(&self) -> &FaultSpec {
        &self.spec
    }

    /// Faults injected so far, by rule, in the spec's order.
    pub fn hits(&self) -> &[u64] {
        &self.hits
    }

    /// Decides for one request of the interfaces. Every rule that matches
    /// counts the request; the first one whose turn it is fires.
    pub fn decide(&mut self, method: &Method, path: &str) -> Decision {
        let mut d = Decision {
            latency: self
                .spec
                .latency
                .as_ref()
                .filter(|(_, f)| f.matches(method, path))
                .map(|(l, _)| *l),
            kind: None,
            retry_after_date: self.spec.retry_after_date,
        };
        for (i, rule) in self.spec.rules.iter().enumerate() {
            if !rule.filter.matches(method, path) {
                continue;
            }
            let n = self.seen[i];
            self.seen[i] += 1;
            let turn = match rule.when {
                When::Next(k) => self.hits[i] < k,
                When::From(k) => n + 1 >= k,
                // Fires when the running total of the share crosses a whole number.
                When::Share(s) => ((n + 1) as f64 * s).floor() > (n as f64 * s).floor(),
            };
            if turn && d.kind.is_none() {
                self.hits[i] += 1;
                d.kind = Some(match rule.kind {
                    Kind::AnyServerError => {
                        Kind::Status([500, 502, 503, 504][(self.hits[i] as usize - 1) % 4])
                    }
                    k => k,
                });
            }
        }
        d
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_spec_parses_and_prints_back() {
        let s = FaultSpec::parse("latency=250ms@GET, 503=next2@POST/jobs, 25%x").unwrap_err();
        assert!(s.contains("25%x"), "{s}");
        let spec =
            FaultSpec::parse("latency=250ms@GET,503=next2@POST/jobs,reset=50%,retry-after=date")
                .unwrap();
        assert_eq!(
            spec.to_string(),
            "latency=250ms@GET,retry-after=date,503=next2@POST/jobs,reset=50%"
        );
        assert_eq!(FaultSpec::parse(&spec.to_string()).unwrap(), spec);
        assert!(FaultSpec::parse("").unwrap().is_empty());
    }

    #[test]
    fn bad_items_say_what_is_wrong() {
        for (bad, says) in [
            ("teapot", "unknown fault"),
            ("501", "unknown fault"),
            ("reset=0", "more than 0"),
            ("reset=150%", "more than 0"),
            ("reset=next0", "nextN"),
            ("reset@post", "capitals"),
            ("reset@", "empty filter"),
            ("latency", "give the delay"),
            ("latency=2h", "unit"),
            ("retry-after=soon", "retry-after=date"),
        ] {
            let err = FaultSpec::parse(bad).unwrap_err();
            assert!(err.contains(says), "{bad}: {err}");
        }
    }

    #[test]
    fn a_share_is_spread_evenly_and_next_runs_out() {
        let mut f = Faults::new(FaultSpec::parse("500=25%").unwrap());
        let fired: Vec<bool> = (0..8)
            .map(|_| f.decide(&Method::GET, "/api/v1/usage").kind.is_some())
            .collect();
        assert_eq!(
            fired,
            [false, false, false, true, false, false, false, true]
        );
        let mut f = Faults::new(FaultSpec::parse("reset=next2@POST/jobs").unwrap());
        assert_eq!(f.decide(&Method::GET, "/api/v1/jobs").kind, None);
        assert_eq!(f.decide(&Method::POST, "/v1/shortlist").kind, None);
        assert_eq!(f.decide(&Method::POST, "/v1/jobs").kind, Some(Kind::Reset));
        assert_eq!(
            f.decide(&Method::POST, "/api/v1/jobs/j1/close").kind,
            Some(Kind::Reset)
        );
        assert_eq!(f.decide(&Method::POST, "/api/v1/jobs").kind, None);
        assert_eq!(f.hits(), &[2]);
        let mut f = Faults::new(FaultSpec::parse("500=from3").unwrap());
        let fired: Vec<bool> = (0..5)
            .map(|_| f.decide(&Method::GET, "/v1/jobs").kind.is_some())
            .collect();
        assert_eq!(fired, [false, false, true, true, true]);
    }

    #[test]
    fn any_server_error_takes_each_status_in_turn() {
        let mut f = Faults::new(FaultSpec::parse("5xx").unwrap());
        let got: Vec<_> = (0..5)
            .map(|_| f.decide(&Method::GET, "/v1/jobs").kind)
            .collect();
        let want = [500, 502, 503, 504, 500].map(|c| Some(Kind::Status(c)));
        assert_eq!(got, want);
    }

    #[test]
    fn the_first_rule_whose_turn_it_is_fires() {
        let mut f = Faults::new(FaultSpec::parse("stall=next1,503").unwrap());
        assert_eq!(f.decide(&Method::GET, "/v1/jobs").kind, Some(Kind::Stall));
        assert_eq!(
            f.decide(&Method::GET, "/v1/jobs").kind,
            Some(Kind::Status(503))
        );
    }
}
