//! The AI shortlist, simulated: a weighted fit of required and preferred skill
//! coverage, experience range, location or remote fit, and salary fit, with
//! the reasons a recruiter would want to read.

use super::candidate::{Cand, Hot, AVAILABILITY};
use super::data::{self, PLACES, REMOTE};
use super::pool::{JobCriteria, Match, Pool};

/// Weights of the fit dimensions (a dimension the job leaves open is skipped).
const W_REQUIRED: f64 = 50.0;
const W_PREFERRED: f64 = 10.0;
const W_EXPERIENCE: f64 = 20.0;
const W_LOCATION: f64 = 12.0;
const W_SALARY: f64 = 8.0;

/// A job's criteria resolved against the catalogs once.
pub struct Fit<'a> {
    job: &'a JobCriteria,
    /// (name as the job wrote it, catalog id if known).
    required: Vec<(&'a str, Option<usize>)>,
    preferred: Vec<(&'a str, Option<usize>)>,
    /// The catalog skills of `required` / `preferred` as masks, for scoring.
    required_mask: u128,
    preferred_mask: u128,
    place: Option<usize>,
    remote: bool,
}

/// The job's skill names with their catalog ids (None outside the catalog).
fn resolve(list: &[String]) -> Vec<(&str, Option<usize>)> {
    let mut out: Vec<(&str, Option<usize>)> = Vec::new();
    for name in list.iter().map(|s| s.trim()).filter(|s| !s.is_empty()) {
        let id = data::skill_by_name(name);
        // "go" and "golang" are one skill: count it once.
        let seen = out.iter().any(|(n, i)| match (id, i) {
            (Some(a), Some(b)) => a == *b,
            _ => n.eq_ignore_ascii_case(name),
        });
        if !seen {
            out.push((name, id));
        }
    }
    out
}

/// The catalog skills of a resolved list.
fn mask(list: &[(&str, Option<usize>)]) -> u128 {
    list.iter()
        .filter_map(|(_, id)| *id)
        .fold(0, |m, id| m | 1 << id)
}

/// The names of `list` the candidate has.
fn covered<'a>(c: &Hot, list: &[(&'a str, Option<usize>)]) -> Vec<&'a str> {
    list.iter()
        .filter(|(_, id)| id.is_some_and(|i| c.has_skill(i)))
        .map(|(n, _)| *n)
        .collect()
}

/// "24L", "1.2 Cr": INR the way Indian recruiters write it.
pub fn inr(amount: f64) -> String {
    if amount >= 10_000_000.0 {
        format!("INR {:.1} Cr", amount / 10_000_000.0)
    } else {
        let l = amount / 100_000.0;
        if (l - l.round()).abs() < 0.05 {
            format!("INR {}L", l.round())
        } else {
            format!("INR {l:.1}L")
        }
    }
}

impl<'a> Fit<'a> {
    pub fn new(job: &'a JobCriteria) -> Fit<'a> {
        let loc = job
            .location
            .as_deref()
            .map(str::trim)
            .filter(|s| !s.is_empty());
        let place = loc.and_then(data::place_by_name);
        let remote = place == Some(REMOTE)
            || job
                .remote_type
                .as_deref()
                .is_some_and(|t| t.eq_ignore_ascii_case("remote"));
        let required = resolve(&job.skills_required);
        let preferred = resolve(&job.skills_preferred);
        Fit {
            job,
            required_mask: mask(&required),
            preferred_mask: mask(&preferred),
            required,
            preferred,
            place: place.filter(|p| *p != REMOTE),
            remote,
        }
    }

    fn exp_fit(&self, years: f64) -> Option<f64> {
        let (lo, hi) = (self.job.experience_min, self.job.experience_max);
        if lo.is_none() && hi.is_none() {
            return None;
        }
        let below = lo.map_or(0.0, |l| (l as f64 - years).max(0.0));
        let above = hi.map_or(0.0, |h| (years - h as f64).max(0.0));
        Some((1.0 - (below + above) / 3.0).clamp(0.0, 1.0))
    }

    fn location_fit(&self, c: &Hot) -> Option<f64> {
        if self.remote {
            return Some(if c.remote { 1.0 } else { 0.2 });
        }
        let p = self.place?;
        Some(if c.city as usize == p {
            1.0
        } else if c.desires(p) {
            0.8
        } else {
            0.0
        })
    }

    fn salary_fit(&self, c: &Hot) -> Option<f64> {
        let max = self.job.salary_max? as f64;
        let want = c.sal_min as f64;
        Some(if want <= max {
            1.0
        } else if max <= 0.0 {
            0.0
        } else {
            (1.0 - (want - max) / max).clamp(0.0, 1.0)
        })
    }

    /// The 0-100 fit, or `None` when the candidate shows no fit at all.
    pub fn score(&self, c: &Hot) -> Option<u8> {
        let mut got = 0.0;
        let mut max = 0.0;
        let mut positive = false;
        if !self.required.is_empty() {
            let have = (c.skills & self.required_mask).count_ones() as usize;
            if have == 0 {
                return None;
            }
            got += W_REQUIRED * have as f64 / self.required.len() as f64;
            max += W_REQUIRED;
            positive = true;
        }
        if !self.preferred.is_empty() {
            let have = (c.skills & self.preferred_mask).count_ones() as usize;
            got += W_PREFERRED * have as f64 / self.preferred.len() as f64;
            max += W_PREFERRED;
            positive |= have > 0;
        }
        for (w, f) in [
            (W_EXPERIENCE, self.exp_fit(c.exp_months as f64 / 12.0)),
            (W_LOCATION, self.location_fit(c)),
            (W_SALARY, self.salary_fit(c)),
        ] {
            if let Some(f) = f {
                got += w * f;
                max += w;
                positive |= f > 0.0;
            }
        }
        if max == 0.0 {
            return Some(50);
        }
        positive.then(|| (100.0 * got / max).round().clamp(0.0, 100.0) as u8)
    }

    /// Why the candidate fits (or where not), one sentence a dimension.
    pub fn reasons(&self, c: &Cand) -> Vec<String> {
        let mut out = Vec::new();
        let skills = |list: &[(&str, Option<usize>)], kind: &str| {
            let have = covered(c, list);
            if have.is_empty() {
                format!("None of the {} {kind} skills", list.len())
            } else if have.len() == list.len() {
                format!("Has all {} {kind} skills: {}", list.len(), have.join(", "))
            } else {
                format!(
                    "Has {} of {} {kind} skills: {}",
                    have.len(),
                    list.len(),
                    have.join(", ")
                )
            }
        };
        if !self.required.is_empty() {
            out.push(skills(&self.required, "required"));
        }
        if !self.preferred.is_empty() {
            out.push(skills(&self.preferred, "preferred"));
        }
        if let Some(r) = self.exp_reason(c) {
            out.push(r);
        }
        if let Some(r) = self.location_reason(c) {
            out.push(r);
        }
        if let Some(max) = self.job.salary_max {
            let (lo, hi) = (c.sal_min as f64, c.sal_max as f64);
            let verdict = if lo <= max as f64 { "within" } else { "above" };
            out.push(format!(
                "Expects {}–{}, {verdict} the budget of {}",
                inr(lo),
                inr(hi).trim_start_matches("INR "),
                inr(max as f64)
            ));
        }
        out
    }

    fn exp_reason(&self, c: &Hot) -> Option<String> {
        let (lo, hi) = (self.job.experience_min, self.job.experience_max);
        let years = c.experience();
        let range = match (lo, hi) {
            (Some(l), Some(h)) => format!("{l}–{h}"),
            (Some(l), None) => format!("{l}+"),
            (None, Some(h)) => format!("up to {h}"),
            (None, None) => return None,
        };
        let verdict = if lo.is_some_and(|l| years < l as f64) {
            "below the range"
        } else if hi.is_some_and(|h| years > h as f64 + 0.99) {
            "above the range"
        } else {
            "within"
        };
        Some(format!("{years} years of experience, {verdict} {range}"))
    }

    fn location_reason(&self, c: &Hot) -> Option<String> {
        let city = PLACES[c.city as usize].0;
        if self.remote {
            return Some(if c.remote {
                format!("Open to remote work (based in {city})")
            } else {
                format!("Prefers on-site work in {city}")
            });
        }
        let p = self.place?;
        Some(if c.city as usize == p {
            format!("Based in {city}")
        } else if c.desires(p) {
            format!("Based in {city}, open to relocating to {}", PLACES[p].0)
        } else {
            format!("Based in {city}, not looking at {}", PLACES[p].0)
        })
    }
}

impl Pool {
    /// Ranks every candidate that passes the filters; renders reasons for the top only.
    pub(super) fn run_shortlist(
        &self,
        job: &JobCriteria,
        limit: usize,
        quality_min: Option<u8>,
        availability: &[String],
    ) -> (usize, Vec<Match>) {
        let fit = Fit::new(job);
        let avail_mask: u8 = availability
            .iter()
            .filter_map(|a| {
                AVAILABILITY
                    .iter()
                    .position(|x| x.eq_ignore_ascii_case(a.trim()))
            })
            .fold(0, |m, i| m | 1 << i);
        let mut ranked: Vec<(u8, u8, u32)> = Vec::new();
        for (i, c) in self.hot.iter().enumerate() {
            if quality_min.is_some_and(|q| c.quality < q)
                || (avail_mask != 0 && avail_mask & (1 << c.availability) == 0)
            {
                continue;
            }
            if let Some(s) = fit.score(c) {
                ranked.push((s, c.quality, i as u32));
            }
        }
        let total = ranked.len();
        let cmp = |a: &(u8, u8, u32), b: &(u8, u8, u32)| {
            b.0.cmp(&a.0).then(b.1.cmp(&a.1)).then(a.2.cmp(&b.2))
        };
        let limit = limit.min(total);
        if limit < total && limit > 0 {
            ranked.select_nth_unstable_by(limit, cmp);
        }
        ranked.truncate(limit);
        ranked.sort_unstable_by(cmp);
        let matches = ranked
            .into_iter()
            .map(|(s, _, id)| Match {
                id,
                match_score: s,
                match_reasons: fit.reasons(&self.cands[id as usize]),
            })
            .collect();
        (total, matches)
    }
}
