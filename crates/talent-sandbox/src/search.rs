//! Both searches: query-parameter validation (400s with the parameter named and
//! its allowed values), structured filters, `inresume`, BM25 for `q`, paging.

use chrono::{DateTime, Utc};
use talent_spec::enums::{Activity, Entrepreneurship, ItServices, StartupExp};
use talent_spec::wire::WireEnum;

use super::candidate::{attr, Hot, Join, AVAILABILITY, NEVER_SEEN, UNKNOWN_DAYS};
use super::data::{self, DOMAINS, TIERS};
use super::index::TextIndex;
use super::inresume::{self, Expr, Filter};
use super::pool::{AltPage, MainPage, Pool, PoolError};
use super::text;

pub use talent_spec::limits::Q_MAX_CHARS;

/// The 400 every bad parameter value gets.
pub fn invalid(message: impl Into<String>) -> PoolError {
    PoolError {
        status: 400,
        code: "invalid_request".into(),
        message: message.into(),
    }
}

/// Raw query parameters: the last occurrence of a key wins; blank is absent.
pub struct Params<'a>(pub &'a [(String, String)]);

impl<'a> Params<'a> {
    pub fn get(&self, key: &str) -> Option<&'a str> {
        self.0
            .iter()
            .rev()
            .find(|(k, _)| k == key)
            .map(|(_, v)| v.trim())
            .filter(|v| !v.is_empty())
    }

    /// A non-negative finite number (decimals allowed).
    pub fn number(&self, key: &str) -> Result<Option<f64>, PoolError> {
        let Some(v) = self.get(key) else {
            return Ok(None);
        };
        match v.parse::<f64>() {
            Ok(x) if x.is_finite() && x >= 0.0 => Ok(Some(x)),
            _ => Err(invalid(format!(
                "{key} must be a non-negative number, got '{v}'"
            ))),
        }
    }

    /// An integer within `lo..=hi`.
    pub fn int(&self, key: &str, lo: i64, hi: i64) -> Result<Option<i64>, PoolError> {
        let Some(v) = self.get(key) else {
            return Ok(None);
        };
        match v.parse::<i64>() {
            Ok(x) if (lo..=hi).contains(&x) => Ok(Some(x)),
            _ if hi == i64::MAX => Err(invalid(format!(
                "{key} must be an integer of at least {lo}, got '{v}'"
            ))),
            _ => Err(invalid(format!(
                "{key} must be an integer from {lo} to {hi}, got '{v}'"
            ))),
        }
    }

    /// `true` or `false` (absent is `false`).
    pub fn flag(&self, key: &str) -> Result<bool, PoolError> {
        match self.get(key).map(str::to_ascii_lowercase).as_deref() {
            None | Some("false") => Ok(false),
            Some("true") => Ok(true),
            Some(v) => Err(invalid(format!("{key} must be true or false, got '{v}'"))),
        }
    }

    /// A list of members of `allowed` split on `seps`, as a bit mask of indices.
    pub fn members(
        &self,
        key: &str,
        allowed: &[&str],
        seps: &[char],
    ) -> Result<Option<u32>, PoolError> {
        let Some(v) = self.get(key) else {
            return Ok(None);
        };
        let mut mask = 0u32;
        for item in v.split(seps).map(str::trim).filter(|s| !s.is_empty()) {
            match allowed.iter().position(|a| a.eq_ignore_ascii_case(item)) {
                Some(i) => mask |= 1 << i,
                None => {
                    return Err(invalid(format!(
                        "invalid value '{item}' for {key}: allowed values are {}",
                        allowed.join(", ")
                    )))
                }
            }
        }
        Ok((mask != 0).then_some(mask))
    }

    /// Place names (unknown names match nobody) as a mask of place bits.
    pub fn places(&self, key: &str, seps: &[char]) -> Option<u32> {
        let v = self.get(key)?;
        let names: Vec<&str> = v
            .split(seps)
            .map(str::trim)
            .filter(|s| !s.is_empty())
            .collect();
        if names.is_empty() {
            return None;
        }
        Some(
            names
                .iter()
                .filter_map(|n| data::place_by_name(n))
                .fold(0, |m, p| m | 1 << p),
        )
    }
}

/// A validated main-interface search.
pub struct MainQuery {
    pub q: Option<String>,
    pub inresume: Option<Expr>,
    pub locations: Option<u32>,
    pub currlocation: Option<u32>,
    pub minexp: Option<f64>,
    pub maxexp: Option<f64>,
    pub minsal: Option<f64>,
    pub maxsal: Option<f64>,
    pub canjoinin: Option<f64>,
    pub notice_or_not_working: bool,
    pub edu: Option<u32>,
    pub startup: Option<u32>,
    pub not_it: Option<u32>,
    pub entr: Option<u32>,
    pub domains: Option<u32>,
    pub any_mode: bool,
    pub activity_days: Option<i64>,
    pub page: u32,
    pub page_size: u32,
}

const DASH: &[char] = &['-'];
const COMMA: &[char] = &[','];

impl MainQuery {
    /// Validates every parameter the spec lists; unknown ones are ignored.
    pub fn parse(params: &[(String, String)]) -> Result<MainQuery, PoolError> {
        let p = Params(params);
        let q = p.get("q").map(str::to_string);
        if q.as_ref().is_some_and(|q| q.chars().count() > Q_MAX_CHARS) {
            return Err(invalid(format!(
                "q must be at most {Q_MAX_CHARS} characters"
            )));
        }
        let inresume = match p.get("inresume") {
            None => None,
            Some(s) => Some(inresume::parse(s).map_err(|e| invalid(format!("inresume: {e}")))?),
        };
        let any_mode = match p.get("profileAttributesMode") {
            None => false,
            Some(v) if v.eq_ignore_ascii_case("or") => true,
            Some(v) => {
                return Err(invalid(format!(
                    "invalid value '{v}' for profileAttributesMode: the only allowed value is or"
                )))
            }
        };
        let activity_days = match p.get("activity").map(|v| (v, Activity::parse(v))) {
            None => None,
            Some((_, Some(Activity::Active3Months))) => Some(90),
            Some((_, Some(Activity::Active6Months))) => Some(180),
            Some((v, None)) => {
                return Err(invalid(format!(
                    "invalid value '{v}' for activity: allowed values are {}",
                    Activity::names().join(", ")
                )))
            }
        };
        let domain_names: Vec<&str> = DOMAINS.iter().map(|d| d.0).collect();
        let query = MainQuery {
            q,
            inresume,
            locations: p.places("locations", DASH),
            currlocation: p.places("currlocation", DASH),
            minexp: p.number("minexp")?,
            maxexp: p.number("maxexp")?,
            minsal: p.number("minsal")?,
            maxsal: p.number("maxsal")?,
            canjoinin: p.number("canjoinin")?,
            notice_or_not_working: p.flag("onNoticePeriodOrNotWorking")?,
            edu: p.members("eduPed", &TIERS, DASH)?,
            startup: p.members("startupExp", &StartupExp::names(), DASH)?,
            not_it: p.members("not_itExp", &ItServices::names(), DASH)?,
            entr: p.members("entrExp", &Entrepreneurship::names(), DASH)?,
            domains: p.members("domainTags", &domain_names, DASH)?,
            any_mode,
            activity_days,
            page: p.int("page", 1, u32::MAX as i64)?.unwrap_or(1) as u32,
            page_size: p.int("pageSize", 1, 20)?.unwrap_or(10) as u32,
        };
        query.check_ranges()?;
        Ok(query)
    }

    fn check_ranges(&self) -> Result<(), PoolError> {
        if let (Some(lo), Some(hi)) = (self.minexp, self.maxexp) {
            if lo > hi {
                return Err(invalid("minexp must not be greater than maxexp"));
            }
        }
        if let (Some(lo), Some(hi)) = (self.minsal, self.maxsal) {
            if lo > hi {
                return Err(invalid("minsal must not be greater than maxsal"));
            }
        }
        Ok(())
    }

    /// Rule 1: pagination and modes alone are not a search.
    pub fn has_filter(&self) -> bool {
        self.q.is_some()
            || self.inresume.is_some()
            || self.locations.is_some()
            || self.currlocation.is_some()
            || self.minexp.is_some()
            || self.maxexp.is_some()
            || self.minsal.is_some()
            || self.maxsal.is_some()
            || self.canjoinin.is_some()
            || self.notice_or_not_working
            || self.edu.is_some()
            || self.startup.is_some()
            || self.not_it.is_some()
            || self.entr.is_some()
            || self.domains.is_some()
            || self.activity_days.is_some()
    }

    /// Every structured filter (all but `q` and `inresume`).
    pub fn structured(&self, c: &Hot, secs_since_epoch: i64) -> bool {
        let exp = c.experience();
        let salary = c.salary as f64;
        self.locations.is_none_or(|m| c.desired & m != 0)
            && self.currlocation.is_none_or(|m| m & (1 << c.city) != 0)
            && self.minexp.is_none_or(|v| exp >= v)
            && self.maxexp.is_none_or(|v| exp <= v)
            && self.minsal.is_none_or(|v| salary >= v)
            && self.maxsal.is_none_or(|v| salary <= v)
            && self
                .canjoinin
                .is_none_or(|d| c.can_join != UNKNOWN_DAYS && c.can_join as f64 <= d)
            && (!self.notice_or_not_working || matches!(c.join, Join::OnNotice | Join::Immediate))
            && self
                .not_it
                .is_none_or(|m| c.attrs & attr_bits(m, [attr::LARGE_IT, attr::OTHER_IT]) == 0)
            && self.activity_days.is_none_or(|days| {
                c.last_seen != NEVER_SEEN && secs_since_epoch + c.last_seen as i64 <= days * 86_400
            })
            && self.profile_attributes(c)
    }

    /// eduPed, startupExp, entrExp, domainTags: ALL supplied must match, or ANY
    /// with `profileAttributesMode=or`. Within one list any member matches.
    fn profile_attributes(&self, c: &Hot) -> bool {
        let checks = [
            self.edu.map(|m| m & (1 << c.edu_tier) != 0),
            self.startup
                .map(|m| c.attrs & attr_bits(m, [attr::FUNDED, attr::OTHER_STARTUP]) != 0),
            self.entr
                .map(|m| c.attrs & attr_bits(m, [attr::COFOUNDER, attr::EARLY]) != 0),
            self.domains.map(|m| c.strong_domains as u32 & m != 0),
        ];
        let mut supplied = checks.iter().flatten().peekable();
        if supplied.peek().is_none() {
            return true;
        }
        if self.any_mode {
            supplied.any(|b| *b)
        } else {
            supplied.all(|b| *b)
        }
    }
}

/// A two-member list mask as the candidate attribute bits it names.
fn attr_bits(m: u32, bits: [u8; 2]) -> u8 {
    let mut out = 0;
    for (i, b) in bits.iter().enumerate() {
        if m & (1 << i) != 0 {
            out |= b;
        }
    }
    out
}

/// The page `[start, end)` of a result list of `total`.
fn page_bounds(page: u32, size: u32) -> (usize, usize) {
    let start = (page as usize - 1).saturating_mul(size as usize);
    (start, start.saturating_add(size as usize))
}

/// Scores every candidate for `q` (BM25 over resume tokens, one-word synonyms
/// at a lower weight); zero means no query term matched.
pub fn score_q(index: &TextIndex, q: &str, n: usize) -> Vec<f32> {
    let mut scores = vec![0f32; n];
    let mut seen: Vec<u32> = Vec::new();
    let mut add = |token: &str, weight: f32, scores: &mut Vec<f32>| {
        let id = index.term(token);
        if index.df(id) > 0 && !seen.contains(&id) {
            seen.push(id);
            index.add_bm25(id, weight, scores);
        }
    };
    for token in text::tokens(q) {
        if text::is_stopword(&token) {
            continue;
        }
        add(&token, 1.0, &mut scores);
        for alt in text::q_alternatives(&token) {
            add(alt, 0.8, &mut scores);
        }
    }
    scores
}

impl Pool {
    /// GET /api/v1/search/candidates with its raw query parameters (decoded).
    /// Validates every parameter (400s) and applies `page`/`pageSize`.
    pub fn search_main(
        &self,
        params: &[(String, String)],
        now: DateTime<Utc>,
    ) -> Result<MainPage, PoolError> {
        let q = MainQuery::parse(params)?;
        if !q.has_filter() {
            return Err(PoolError {
                status: 400,
                code: talent_spec::codes::SEARCH_CRITERIA_REQUIRED.into(),
                message: "At least one search filter is required (q, inresume, locations, \
                          currlocation, minexp/maxexp, minsal/maxsal, canjoinin, \
                          onNoticePeriodOrNotWorking, eduPed, startupExp, not_itExp, entrExp, \
                          domainTags or activity)"
                    .into(),
            });
        }
        Ok(self.run_main(&q, now))
    }

    /// GET /v1/candidates/search with its raw query parameters (decoded).
    pub fn search_alt(&self, params: &[(String, String)]) -> Result<AltPage, PoolError> {
        Ok(self.run_alt(&AltQuery::parse(params)?))
    }

    /// The main search, once validated.
    pub(super) fn run_main(&self, q: &MainQuery, now: DateTime<Utc>) -> MainPage {
        let n = self.cands.len();
        let secs = (now - self.epoch).num_seconds();
        let index = (q.q.is_some() || q.inresume.is_some()).then(|| self.index());
        let filter = match (&q.inresume, index) {
            (Some(e), Some(ix)) => Some(Filter::new(e, ix, n)),
            _ => None,
        };
        // The inresume bit test first (cheapest, often most selective), the
        // structured filters next, a look at the resume tokens last.
        let passes = |i: usize| {
            let quick = filter.as_ref().map(|f| f.quick(i));
            quick != Some(Some(false))
                && q.structured(&self.hot[i], secs)
                && (quick != Some(None)
                    || filter
                        .as_ref()
                        .zip(index)
                        .is_some_and(|(f, ix)| f.exact(ix, &self.cands[i])))
        };
        let (start, end) = page_bounds(q.page, q.page_size);
        let (total, ids) = match (&q.q, index) {
            (Some(text), Some(ix)) => {
                let scores = score_q(ix, text, n);
                let mut hits: Vec<(f32, u32)> = scores
                    .iter()
                    .enumerate()
                    .filter(|(i, s)| **s > 0.0 && passes(*i))
                    .map(|(i, s)| (-(s + self.hot[i].quality as f32 * 1e-3), i as u32))
                    .collect();
                (hits.len(), page_of(&mut hits, start, end))
            }
            _ => {
                let mut hits: Vec<(u32, u32)> = (0..n)
                    .filter(|i| passes(*i))
                    .map(|i| (self.recency_rank[i], i as u32))
                    .collect();
                (hits.len(), page_of(&mut hits, start, end))
            }
        };
        MainPage {
            total,
            ids,
            search_type: if q.q.is_some() { "ai" } else { "structured" },
            page: q.page,
            page_size: q.page_size,
        }
    }

    /// The additional interface's search, once validated.
    pub(super) fn run_alt(&self, q: &AltQuery) -> AltPage {
        let (start, end) = page_bounds(q.page, q.per_page);
        let mut hits: Vec<(u32, u32)> = if q.unknown_skill {
            Vec::new()
        } else {
            (0..self.hot.len())
                .filter(|i| q.matches(&self.hot[*i]))
                .map(|i| (self.quality_rank[i], i as u32))
                .collect()
        };
        AltPage {
            total: hits.len(),
            ids: page_of(&mut hits, start, end),
            page: q.page,
            per_page: q.per_page,
        }
    }
}

/// Ids of ranks `start..end` of `hits` ordered by (key, id) ascending, without
/// sorting the whole list.
fn page_of<K: PartialOrd + Copy>(hits: &mut [(K, u32)], start: usize, end: usize) -> Vec<u32> {
    let cmp = |a: &(K, u32), b: &(K, u32)| {
        a.0.partial_cmp(&b.0)
            .unwrap_or(std::cmp::Ordering::Equal)
            .then(a.1.cmp(&b.1))
    };
    let end = end.min(hits.len());
    if start >= end {
        return Vec::new();
    }
    if end < hits.len() {
        hits.select_nth_unstable_by(end, cmp);
    }
    let head = &mut hits[..end];
    head.sort_unstable_by(cmp);
    head[start..].iter().map(|h| h.1).collect()
}

/// A validated additional-interface search.
pub struct AltQuery {
    pub skills: u128,
    pub unknown_skill: bool,
    pub exp_min: Option<i64>,
    pub exp_max: Option<i64>,
    /// A place index, `Some(None)` for a name no candidate has.
    pub location: Option<Option<usize>>,
    pub remote_only: bool,
    pub salary_max: Option<i64>,
    pub quality_min: Option<i64>,
    pub availability: Option<u32>,
    pub page: u32,
    pub per_page: u32,
}

impl AltQuery {
    pub fn parse(params: &[(String, String)]) -> Result<AltQuery, PoolError> {
        let p = Params(params);
        let Some(skill_list) = p.get("skills") else {
            return Err(invalid("skills is required (comma-separated skill names)"));
        };
        let mut skills = 0u128;
        let mut unknown_skill = false;
        for name in skill_list
            .split(',')
            .map(str::trim)
            .filter(|s| !s.is_empty())
        {
            match data::skill_by_name(name) {
                Some(id) => skills |= 1 << id,
                None => unknown_skill = true,
            }
        }
        if skills == 0 && !unknown_skill {
            return Err(invalid("skills is required (comma-separated skill names)"));
        }
        let q = AltQuery {
            skills,
            unknown_skill,
            exp_min: p.int("experience_min", 0, i64::MAX)?,
            exp_max: p.int("experience_max", 0, i64::MAX)?,
            location: p.get("location").map(data::place_by_name),
            remote_only: p.flag("remote_only")?,
            salary_max: p.int("salary_max", 0, i64::MAX)?,
            quality_min: p.int("quality_score_min", 0, 100)?,
            availability: p.members("availability", &AVAILABILITY, COMMA)?,
            page: p.int("page", 1, u32::MAX as i64)?.unwrap_or(1) as u32,
            per_page: p.int("per_page", 1, 50)?.unwrap_or(20) as u32,
        };
        if let (Some(lo), Some(hi)) = (q.exp_min, q.exp_max) {
            if lo > hi {
                return Err(invalid(
                    "experience_min must not be greater than experience_max",
                ));
            }
        }
        Ok(q)
    }

    pub fn matches(&self, c: &Hot) -> bool {
        let years = (c.exp_months / 12) as i64;
        c.skills & self.skills == self.skills
            && self.exp_min.is_none_or(|v| years >= v)
            && self.exp_max.is_none_or(|v| years <= v)
            && self.location.is_none_or(|loc| match loc {
                Some(data::REMOTE) => c.remote,
                Some(p) => c.city as usize == p || c.desires(p),
                None => false,
            })
            && (!self.remote_only || c.remote)
            && self.salary_max.is_none_or(|v| c.sal_min as i64 <= v)
            && self.quality_min.is_none_or(|v| c.quality as i64 >= v)
            && self
                .availability
                .is_none_or(|m| m & (1 << c.availability) != 0)
    }
}

#[cfg(test)]
mod tests {
    use super::super::candidate::Cand;
    use super::super::pool::tests::{all_main, alt, epoch, main, params, POOL};
    use super::*;
    use serde_json::Value;
    use std::sync::LazyLock;

    /// Every candidate's search hit, rendered once: the oracle the filters are
    /// checked against, so a filter and the JSON a client sees cannot disagree.
    static HITS: LazyLock<Vec<Value>> =
        LazyLock::new(|| (0..POOL.len() as u32).map(|i| POOL.search_hit(i)).collect());

    /// Ids a brute-force predicate over hits selects, in index order.
    fn expect(pred: impl Fn(&Value, &Cand) -> bool) -> Vec<u32> {
        (0..POOL.len())
            .filter(|i| pred(&HITS[*i], &POOL.cands[*i]))
            .map(|i| i as u32)
            .collect()
    }

    fn sorted(mut v: Vec<u32>) -> Vec<u32> {
        v.sort_unstable();
        v
    }

    fn check(pairs: &[(&str, &str)], pred: impl Fn(&Value, &Cand) -> bool) -> usize {
        let want = expect(pred);
        let got = sorted(all_main(pairs));
        assert_eq!(got, want, "{pairs:?}");
        assert_eq!(main(pairs).unwrap().total, want.len());
        assert!(
            !want.is_empty() && want.len() < POOL.len(),
            "{pairs:?} selects {}",
            want.len()
        );
        want.len()
    }

    fn has_place(v: &Value, name: &str) -> bool {
        v.as_array().unwrap().iter().any(|x| x == name)
    }

    #[test]
    fn locations_match_any_desired_place() {
        check(&[("locations", "Pune-bangalore")], |h, _| {
            has_place(&h["locations"], "Pune") || has_place(&h["locations"], "Bengaluru")
        });
        check(&[("locations", "navi mumbai")], |h, _| {
            has_place(&h["locations"], "Navi Mumbai")
        });
        check(&[("currlocation", "HYDERABAD-chennai")], |h, _| {
            h["currentLocation"] == "Hyderabad" || h["currentLocation"] == "Chennai"
        });
        assert_eq!(main(&[("locations", "Atlantis")]).unwrap().total, 0);
    }

    #[test]
    fn experience_and_salary_ranges_are_inclusive() {
        check(&[("minexp", "3.5"), ("maxexp", "7")], |h, _| {
            let e = h["experience"].as_f64().unwrap();
            (3.5..=7.0).contains(&e)
        });
        check(&[("minsal", "1500000"), ("maxsal", "3000000.0")], |h, _| {
            let s = h["currentSalary"].as_f64().unwrap();
            (1_500_000.0..=3_000_000.0).contains(&s)
        });
        check(&[("maxsal", "800000")], |h, _| {
            h["currentSalary"].as_f64().unwrap() <= 800_000.0
        });
    }

    #[test]
    fn joining_filters() {
        check(&[("canjoinin", "30")], |_, c| {
            c.can_join != UNKNOWN_DAYS && c.can_join <= 30
        });
        check(&[("onNoticePeriodOrNotWorking", "true")], |h, _| {
            let s = &h["joiningAvailability"]["status"];
            s == "on_notice_period" || s == "immediate"
        });
        let err = main(&[("onNoticePeriodOrNotWorking", "yes")]).unwrap_err();
        assert!(err.message.contains("onNoticePeriodOrNotWorking"));
    }

    #[test]
    fn profile_attributes() {
        check(&[("eduPed", "tier1plus")], |_, c| c.edu_tier == 0);
        check(&[("eduPed", "tier1-tier2")], |_, c| c.edu_tier != 0);
        check(&[("startupExp", "funded_startup")], |h, _| {
            h["workHistory"].as_array().unwrap().iter().any(|w| {
                let w = w.as_str().unwrap();
                data::COMPANIES.iter().any(|co| {
                    co.kind == data::Kind::FundedStartup && w.contains(&format!(", {} (", co.name))
                })
            })
        });
        check(&[("entrExp", "cofounder-earlyEmployee")], |_, c| {
            c.attrs & (attr::COFOUNDER | attr::EARLY) != 0
        });
        check(&[("domainTags", "banking_and_finance-gaming")], |h, _| {
            h["profileSignals"]["industryTags"]
                .as_array()
                .unwrap()
                .iter()
                .any(|t| {
                    (t["tag"] == "banking_and_finance" || t["tag"] == "gaming")
                        && t["score"].as_f64().unwrap() >= 0.7
                })
        });
    }

    #[test]
    fn not_it_exp_excludes_it_services_backgrounds() {
        let it = |h: &Value, kind: data::Kind| {
            h["workHistory"].as_array().unwrap().iter().any(|w| {
                let w = w.as_str().unwrap();
                data::COMPANIES
                    .iter()
                    .any(|co| co.kind == kind && w.contains(&format!(", {} (", co.name)))
            })
        };
        check(&[("not_itExp", "largeITServices")], |h, _| {
            !it(h, data::Kind::LargeIt)
        });
        check(
            &[("not_itExp", "largeITServices-otherITServices")],
            |h, _| !it(h, data::Kind::LargeIt) && !it(h, data::Kind::OtherIt),
        );
    }

    #[test]
    fn all_versus_any_mode() {
        let edu = |c: &Cand| c.edu_tier == 0;
        let startup = |c: &Cand| c.attrs & attr::FUNDED != 0;
        let pairs = [("eduPed", "tier1plus"), ("startupExp", "funded_startup")];
        let all = check(&pairs, |_, c| edu(c) && startup(c));
        let mut or = pairs.to_vec();
        or.push(("profileAttributesMode", "or"));
        let any = check(&or, |_, c| edu(c) || startup(c));
        assert!(all < any);
        // not_itExp is an exclusion, applied in both modes.
        or.push(("not_itExp", "largeITServices"));
        check(&or, |_, c| {
            (edu(c) || startup(c)) && c.attrs & attr::LARGE_IT == 0
        });
        let err = main(&[("eduPed", "tier1"), ("profileAttributesMode", "and")]).unwrap_err();
        assert!(err.message.contains("profileAttributesMode") && err.message.contains("or"));
    }

    #[test]
    fn activity_windows_follow_now() {
        let seen_within = |h: &Value, days: i64| {
            h["lastSeen"].as_str().is_some_and(|s| {
                let t = DateTime::parse_from_rfc3339(s).unwrap();
                (epoch() - t.with_timezone(&Utc)).num_seconds() <= days * 86_400
            })
        };
        let three = check(&[("activity", "active-3-months")], |h, _| {
            seen_within(h, 90)
        });
        let six = check(&[("activity", "active-6-months")], |h, _| {
            seen_within(h, 180)
        });
        assert!(three < six);
        // A month later, fewer candidates were seen within three months.
        let later = epoch() + chrono::Duration::days(30);
        let r = POOL
            .search_main(&params(&[("activity", "active-3-months")]), later)
            .unwrap();
        assert!(r.total < three);
    }

    #[test]
    fn inresume_terms_phrases_and_booleans() {
        let text = |h: &Value| text::tokens(h["redactedResumeText"].as_str().unwrap()).join(" ");
        let has =
            |h: &Value, phrase: &str| format!(" {} ", text(h)).contains(&format!(" {phrase} "));
        check(&[("inresume", "kafka")], |h, _| has(h, "kafka"));
        check(
            &[("inresume", "\"spring boot\" AND (Kafka OR \"golang\")")],
            |h, _| has(h, "spring boot") && (has(h, "kafka") || has(h, "golang")),
        );
        check(
            &[("inresume", "\"machine learning\" NOT pytorch")],
            |h, _| has(h, "machine learning") && !has(h, "pytorch"),
        );
        check(&[("inresume", "NOT \"order management\"")], |h, _| {
            !has(h, "order management")
        });
        check(&[("inresume", "node.js react")], |h, _| {
            has(h, "node js") && has(h, "react")
        });
    }

    #[test]
    fn inresume_syntax_errors_are_400s() {
        for bad in ["(java", "java)", "\"spring boot", "java AND", "OR go", "()"] {
            let e = main(&[("inresume", bad)]).unwrap_err();
            assert_eq!(
                (e.status, e.code.as_str()),
                (400, "invalid_request"),
                "{bad}"
            );
            assert!(
                e.message.starts_with("inresume: ") && e.message.contains("character"),
                "{}",
                e.message
            );
        }
    }

    #[test]
    fn combined_filters_and_q() {
        let pairs = [
            ("q", "kubernetes terraform"),
            ("minexp", "2"),
            ("locations", "bengaluru-pune-remote"),
        ];
        let r = main(&pairs).unwrap();
        assert_eq!(r.search_type, "ai");
        let want = expect(|h, _| {
            let t = text::tokens(h["redactedResumeText"].as_str().unwrap());
            let l = &h["locations"];
            (t.iter()
                .any(|x| x == "kubernetes" || x == "k8s" || x == "terraform"))
                && h["experience"].as_f64().unwrap() >= 2.0
                && (has_place(l, "Bengaluru") || has_place(l, "Pune") || has_place(l, "Remote"))
        });
        assert_eq!(r.total, want.len());
        assert_eq!(sorted(all_main(&pairs)), want);
    }

    #[test]
    fn bm25_puts_the_most_relevant_first() {
        let r = all_main(&[("q", "pytorch computer vision")]);
        assert!(r.len() > 20);
        let both = |i: u32| {
            let t = text::tokens(HITS[i as usize]["redactedResumeText"].as_str().unwrap());
            t.iter().any(|x| x == "pytorch") && t.iter().any(|x| x == "vision")
        };
        let n_both = r.iter().filter(|i| both(**i)).count();
        assert!(n_both >= 10);
        assert!(r[..10].iter().all(|i| both(*i)), "top ten all mention both");
        // Synonyms: k8s finds the Kubernetes people too.
        assert_eq!(
            main(&[("q", "k8s")]).unwrap().total,
            main(&[("q", "kubernetes")]).unwrap().total
        );
        // Only stop words: nothing matches, still an AI search.
        let r = main(&[("q", "with the and")]).unwrap();
        assert_eq!((r.total, r.search_type), (0, "ai"));
    }

    #[test]
    fn structured_order_is_most_recently_seen_first() {
        let ids = all_main(&[("eduPed", "tier1")]);
        let seen: Vec<i32> = ids
            .iter()
            .map(|i| {
                let s = POOL.cands[*i as usize].last_seen;
                if s < 0 {
                    i32::MAX
                } else {
                    s
                }
            })
            .collect();
        assert!(seen.windows(2).all(|w| w[0] <= w[1]));
        assert_eq!(
            main(&[("eduPed", "tier1")]).unwrap().search_type,
            "structured"
        );
    }

    #[test]
    fn pagination() {
        let p1 = main(&[("eduPed", "tier2")]).unwrap();
        assert_eq!((p1.page, p1.page_size, p1.ids.len()), (1, 10, 10));
        let p2 = main(&[("eduPed", "tier2"), ("page", "2")]).unwrap();
        let both = main(&[("eduPed", "tier2"), ("pageSize", "20")]).unwrap();
        assert_eq!([p1.ids, p2.ids].concat(), both.ids);
        let far = main(&[("eduPed", "tier2"), ("page", "100000")]).unwrap();
        assert!(far.ids.is_empty() && far.total == both.total);
    }

    #[test]
    fn invalid_values_are_400s_naming_the_parameter() {
        let long = "x".repeat(Q_MAX_CHARS + 1);
        let cases: &[(&str, &str)] = &[
            ("pageSize", "0"),
            ("pageSize", "21"),
            ("page", "0"),
            ("page", "two"),
            ("minexp", "abc"),
            ("maxsal", "-5"),
            ("canjoinin", "NaN"),
            ("eduPed", "tier3"),
            ("startupExp", "unicorn"),
            ("not_itExp", "tcs"),
            ("entrExp", "founder"),
            ("domainTags", "fintech"),
            ("activity", "active-1-month"),
            ("q", &long),
        ];
        for (k, v) in cases {
            let e = main(&[("eduPed", "tier1"), (k, v)]).unwrap_err();
            assert_eq!(
                (e.status, e.code.as_str()),
                (400, "invalid_request"),
                "{k}={v}"
            );
            assert!(e.message.contains(k), "{}", e.message);
        }
        let e = main(&[("minexp", "9"), ("maxexp", "2")]).unwrap_err();
        assert_eq!(e.code, "invalid_request");
        assert!(main(&[("q", &"x".repeat(Q_MAX_CHARS))]).is_ok());
    }

    #[test]
    fn pagination_alone_is_not_a_search() {
        for pairs in [
            vec![],
            vec![("page", "2"), ("pageSize", "5")],
            vec![("q", "   "), ("inresume", "")],
            vec![("profileAttributesMode", "or")],
            vec![("onNoticePeriodOrNotWorking", "false")],
            vec![("skills", "java")],
        ] {
            let e = main(&pairs).unwrap_err();
            assert_eq!(
                (e.status, e.code.as_str()),
                (400, "search_criteria_required")
            );
            assert!(e.message.contains("At least one search filter"));
        }
    }

    #[test]
    fn alt_filters() {
        let all = |pairs: &[(&str, &str)]| {
            let mut q = AltQuery::parse(&params(pairs)).unwrap();
            q.per_page = POOL.len() as u32;
            POOL.run_alt(&q).ids
        };
        let python = data::skill_by_name("python").unwrap();
        let ids = all(&[
            ("skills", "Python"),
            ("experience_min", "3"),
            ("experience_max", "10"),
            ("location", "bangalore"),
            ("salary_max", "4000000"),
            ("quality_score_min", "50"),
            ("availability", "active,open"),
        ]);
        assert!(!ids.is_empty());
        let q: Vec<u8> = ids
            .iter()
            .map(|i| POOL.cands[*i as usize].quality)
            .collect();
        assert!(q.windows(2).all(|w| w[0] >= w[1]), "quality desc");
        for i in &ids {
            let s = POOL.summary(*i);
            let c = &POOL.cands[*i as usize];
            assert!(c.has_skill(python));
            let y = s["experience_years"].as_i64().unwrap();
            assert!((3..=10).contains(&y));
            assert!(c.city == 0 || c.desires(0));
            assert!(s["salary_expectation_min"].as_i64().unwrap() <= 4_000_000);
            assert!(s["quality_score"].as_i64().unwrap() >= 50);
            assert_ne!(s["availability"], "not_looking");
        }
        let remote = all(&[("skills", "aws"), ("location", "Remote")]);
        assert!(!remote.is_empty());
        assert_eq!(remote, all(&[("skills", "AWS"), ("remote_only", "true")]));
        assert_eq!(alt(&[("skills", "cobol")]).unwrap().total, 0);
        let r = alt(&[("skills", "java")]).unwrap();
        assert_eq!((r.page, r.per_page, r.ids.len()), (1, 20, 20));
        let p2 = alt(&[("skills", "java"), ("page", "2"), ("per_page", "5")]).unwrap();
        assert_eq!(p2.ids, all(&[("skills", "java")])[5..10]);
        for (k, v) in [
            ("per_page", "51"),
            ("per_page", "0"),
            ("page", "0"),
            ("experience_min", "2.5"),
            ("quality_score_min", "101"),
            ("availability", "busy"),
            ("remote_only", "maybe"),
        ] {
            let e = alt(&[("skills", "java"), (k, v)]).unwrap_err();
            assert_eq!(
                (e.status, e.code.as_str()),
                (400, "invalid_request"),
                "{k}={v}"
            );
            assert!(e.message.contains(k));
        }
        assert_eq!(alt(&[]).unwrap_err().code, "invalid_request");
    }
}
