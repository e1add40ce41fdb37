//! JSON renderings of a candidate, with the spec's field names in the spec's
//! order (camelCase on the main interface, snake_case on the additional one).

use chrono::{DateTime, Days, SecondsFormat, Utc};
use serde_json::{json, Map, Value};

use super::candidate::{
    Cand, EduPlan, Identity, Job, Join, AVAILABILITY, EARLY, FOUNDER, NEVER_SEEN, NULL_SIGNAL,
    PRESENT, SIGNALS, UNKNOWN_DAYS,
};
use super::data::{DOMAINS, PLACES, SKILLS, TIERS};
use super::pool::Pool;
use super::resume::{self, education_entries, month_label};
use super::rng::mix64;

/// Where a candidate's profile page lives in the sandbox.
pub const PROFILE_URL_BASE: &str = "https://talent.example.com/candidates/";

/// RFC 3339 in UTC with whole seconds, as the service writes timestamps.
fn iso(t: DateTime<Utc>) -> String {
    t.to_rfc3339_opts(SecondsFormat::Secs, true)
}

/// Level names of a ProfileSignal score (the spec leaves them open).
pub fn level(score: u8) -> &'static str {
    match score {
        75.. => "high",
        50..=74 => "medium",
        _ => "low",
    }
}

/// A month index as `YYYY-MM`.
fn ym(m: u16) -> String {
    format!("{}-{:02}", 1970 + m / 12, m % 12 + 1)
}

/// A compact work-history line: "Title, Company (Mon YYYY - present)".
fn work_entry(c: &Cand, j: &Job) -> String {
    let (m, y) = month_label(j.start);
    let end = if j.end == PRESENT {
        "present".to_string()
    } else {
        let (m, y) = month_label(j.end);
        format!("{m} {y}")
    };
    format!(
        "{}, {} ({m} {y} - {end})",
        j.title(c.track as usize),
        j.company().name
    )
}

/// A one-decimal number as JSON.
fn dec1(x: f64) -> Value {
    json!((x * 10.0).round() / 10.0)
}

impl Pool {
    pub(super) fn cand(&self, id: u32) -> &Cand {
        &self.cands[id as usize]
    }

    fn desired_names(&self, c: &Cand) -> Vec<&'static str> {
        (0..PLACES.len())
            .filter(|p| c.desires(*p))
            .map(|p| PLACES[p].0)
            .collect()
    }

    fn last_seen(&self, c: &Cand) -> Value {
        if c.last_seen == NEVER_SEEN {
            return Value::Null;
        }
        json!(iso(
            self.epoch - chrono::Duration::seconds(c.last_seen as i64)
        ))
    }

    fn joining(&self, c: &Cand, with_days: bool) -> Value {
        let ends = (c.join == Join::OnNotice)
            .then(|| {
                let day = self.epoch.date_naive() + Days::new(c.notice_end.max(0) as u64);
                day.and_hms_opt(0, 0, 0).map(|t| iso(t.and_utc()))
            })
            .flatten();
        let mut v = json!({"status": c.join.as_str(), "noticePeriodEndsOn": ends});
        if with_days {
            let days = (c.can_join != UNKNOWN_DAYS).then_some(c.can_join);
            v["canJoinHowSoonDays"] = json!(days);
        }
        v
    }

    /// The search hit of the main interface, field by field as the spec lists.
    pub(super) fn hit_value(&self, id: u32) -> Value {
        self.main_record(id, None)
    }

    /// The hit, or with `identity` the detail record (identity first, resume last).
    pub(super) fn main_record(&self, id: u32, identity: Option<&Identity>) -> Value {
        let c = self.cand(id);
        let edu = EduPlan::of(c.seed);
        let mut m = Map::new();
        m.insert("talentCardId".into(), json!(self.talent_card_id(id)));
        if let Some(who) = identity {
            m.insert("candidateId".into(), json!(self.cand_id(id)));
            m.insert("name".into(), json!(who.name()));
            m.insert("email".into(), json!(who.email));
            m.insert("phone".into(), json!(who.phone));
            m.insert("headline".into(), json!(self.headline(c)));
        }
        m.insert("experience".into(), dec1(c.experience()));
        m.insert("locations".into(), json!(self.desired_names(c)));
        m.insert("currentLocation".into(), json!(PLACES[c.city as usize].0));
        m.insert(
            "currentCompany".into(),
            json!(c.current_job().company().name),
        );
        m.insert(
            "joiningAvailability".into(),
            self.joining(c, identity.is_some()),
        );
        m.insert("currentSalary".into(), json!(c.salary));
        let work: Vec<String> = c.jobs().iter().take(8).map(|j| work_entry(c, j)).collect();
        m.insert("workHistory".into(), json!(work));
        let educ: Vec<String> = education_entries(c, &edu)
            .iter()
            .take(4)
            .map(|d| format!("{}, {}, {}", d.title(), d.institution, d.year))
            .collect();
        m.insert("education".into(), json!(educ));
        m.insert("profileSignals".into(), self.signals(c, &edu));
        let body = resume::body_text(c, &edu);
        m.insert("redactedResumeText".into(), json!(body));
        m.insert("lastSeen".into(), self.last_seen(c));
        if let Some(who) = identity {
            let city = PLACES[c.city as usize].0;
            let full = format!(
                "{}\n{} | {} | {city}\n\n{body}",
                who.name(),
                who.email,
                who.phone
            );
            m.insert("resumeText".into(), json!(full));
            let skills: Vec<&str> = c.skill_ids().map(|s| SKILLS[s].display).collect();
            m.insert("skills".into(), json!(skills));
            m.insert("profileUrl".into(), json!(self.profile_url(id)));
        }
        Value::Object(m)
    }

    pub(super) fn profile_url(&self, id: u32) -> String {
        format!("{PROFILE_URL_BASE}{}", self.cand_id(id))
    }

    /// "Senior Backend Engineer at Razorpay", or the title with top skills.
    pub(super) fn headline(&self, c: &Cand) -> String {
        if mix64(c.seed ^ 0x4ead) % 5 < 3 {
            format!("{} at {}", c.title(), c.current_job().company().name)
        } else {
            let skills: Vec<&str> = c.skill_ids().take(3).map(|s| SKILLS[s].display).collect();
            format!("{} | {}", c.title(), skills.join(", "))
        }
    }

    /// ProfileSignals: six scored members (some null) and industry tags.
    fn signals(&self, c: &Cand, edu: &EduPlan) -> Value {
        let mut m = Map::new();
        for (i, name) in SIGNALS.iter().enumerate() {
            let score = c.signals[i];
            let v = if score == NULL_SIGNAL {
                Value::Null
            } else {
                let reason = (!mix64(c.seed ^ (i as u64 + 11)).is_multiple_of(10))
                    .then(|| self.signal_reason(c, edu, i));
                json!({"score": score, "level": level(score), "reason": reason})
            };
            m.insert((*name).into(), v);
        }
        m.insert("industryTags".into(), self.industry_tags(c));
        Value::Object(m)
    }

    fn signal_reason(&self, c: &Cand, edu: &EduPlan, i: usize) -> String {
        let jobs = c.jobs();
        let companies = |f: &dyn Fn(&Job) -> bool| -> Vec<&'static str> {
            dedup(
                jobs.iter()
                    .filter(|j| f(j))
                    .map(|j| j.company().name)
                    .collect(),
            )
        };
        match i {
            0 => {
                let (tier, college, degree, _) = edu
                    .master
                    .filter(|m| m.0 <= edu.bachelor.0)
                    .unwrap_or(edu.bachelor);
                format!("{degree} from {college} ({})", TIERS[tier as usize])
            }
            1 => {
                let cur = c.current_job().company();
                let others = companies(&|j: &Job| j.company().name != cur.name);
                let mut s = format!("Currently at {} ({})", cur.name, cur.kind.label());
                if !others.is_empty() {
                    s += &format!("; previously {}", others[..others.len().min(3)].join(", "));
                }
                s
            }
            2 => {
                let oldest = jobs[jobs.len() - 1].title(c.track as usize);
                let years = c.experience().round();
                if jobs.len() > 1 && oldest != c.title() {
                    format!("Grew from {oldest} to {} in {years} years", c.title())
                } else {
                    format!("{} after {years} years", c.title())
                }
            }
            3 => {
                let names = companies(&|j: &Job| j.company().kind.is_startup());
                let months: u32 = jobs
                    .iter()
                    .filter(|j| j.company().kind.is_startup())
                    .map(|j| j.months(self.epoch_month) as u32)
                    .sum();
                if names.is_empty() {
                    "No startup roles so far".to_string()
                } else {
                    format!(
                        "{:.1} years at startups: {}",
                        months as f64 / 12.0,
                        names.join(", ")
                    )
                }
            }
            4 => {
                if let Some(j) = jobs.iter().find(|j| j.flags & FOUNDER != 0) {
                    format!("Co-founded {}", j.company().name)
                } else if let Some(j) = jobs.iter().find(|j| j.flags & EARLY != 0) {
                    format!("Early employee at {}", j.company().name)
                } else {
                    "No founding or early-stage roles".to_string()
                }
            }
            _ => {
                let avg = c.exp_months as f64 / 12.0 / jobs.len() as f64;
                format!("Average tenure {avg:.1} years across {} roles", jobs.len())
            }
        }
    }

    /// Domains with some confidence, strongest first.
    fn industry_tags(&self, c: &Cand) -> Value {
        let mut tags: Vec<usize> = (0..DOMAINS.len()).filter(|d| c.domains[*d] >= 30).collect();
        tags.sort_by_key(|d| (std::cmp::Reverse(c.domains[*d]), *d));
        let v: Vec<Value> = tags
            .iter()
            .map(|&d| {
                let names: Vec<&str> = c
                    .jobs()
                    .iter()
                    .filter(|j| j.domains() & (1 << d) != 0)
                    .map(|j| j.company().name)
                    .collect();
                let reason =
                    (!names.is_empty()).then(|| format!("Worked at {}", dedup(names).join(", ")));
                json!({
                    "tag": DOMAINS[d].0,
                    "label": DOMAINS[d].1,
                    "score": c.domains[d] as f64 / 100.0,
                    "reason": reason,
                })
            })
            .collect();
        json!(v)
    }

    /// The additional interface's summary (plus `talent_card_id`).
    pub(super) fn summary_value(&self, id: u32, rich_skills: bool) -> Map<String, Value> {
        let c = self.cand(id);
        let who = Identity::of(c.seed);
        let mut m = Map::new();
        m.insert("id".into(), json!(self.cand_id(id)));
        m.insert("name".into(), json!(who.name()));
        m.insert("headline".into(), json!(self.headline(c)));
        m.insert("location".into(), json!(PLACES[c.city as usize].0));
        m.insert("experience_years".into(), json!(c.exp_months / 12));
        let skills = if rich_skills {
            self.rich_skills(c)
        } else {
            json!(c.skill_ids().map(|s| SKILLS[s].display).collect::<Vec<_>>())
        };
        m.insert("skills".into(), skills);
        m.insert("quality_score".into(), json!(c.quality));
        m.insert(
            "availability".into(),
            json!(AVAILABILITY[c.availability as usize]),
        );
        m.insert("salary_expectation_min".into(), json!(c.sal_min));
        m.insert("salary_expectation_max".into(), json!(c.sal_max));
        m.insert("profile_url".into(), json!(self.profile_url(id)));
        m.insert("talent_card_id".into(), json!(self.talent_card_id(id)));
        m
    }

    /// Skills with `verified` and `years` (the core stack spans the career).
    fn rich_skills(&self, c: &Cand) -> Value {
        let total = c.exp_months as f64 / 12.0;
        let v: Vec<Value> = c
            .skill_ids()
            .map(|s| {
                let h = mix64(c.seed ^ (s as u64).wrapping_mul(0x9e37));
                let share = 0.3 + (h % 70) as f64 / 100.0;
                let years = ((total * share).max(0.5) * 2.0).round() / 2.0;
                json!({"name": SKILLS[s].display, "verified": h % 10 < 4, "years": years})
            })
            .collect();
        json!(v)
    }

    /// The profile: summary with rich skills, chronological experience,
    /// education, and contact (null unless visible).
    pub(super) fn profile_value(&self, id: u32, contact_visible: bool) -> Value {
        let c = self.cand(id);
        let edu = EduPlan::of(c.seed);
        let mut m = self.summary_value(id, true);
        let experience: Vec<Value> = c
            .jobs()
            .iter()
            .enumerate()
            .rev()
            .map(|(k, j)| {
                json!({
                    "company": j.company().name,
                    "role": j.title(c.track as usize),
                    "from": ym(j.start),
                    "to": if j.end == PRESENT { "present".to_string() } else { ym(j.end) },
                    "description": resume::job_description(c, &edu, j, k),
                })
            })
            .collect();
        m.insert("experience".into(), json!(experience));
        let education: Vec<Value> = education_entries(c, &edu)
            .into_iter()
            .map(|d| json!({"institution": d.institution, "degree": d.title(), "year": d.year}))
            .collect();
        m.insert("education".into(), json!(education));
        // Contact is "populated only after" an accepted invite or an unlock:
        // before that the fields are absent (the spec types them string, so
        // never null).
        if contact_visible {
            let who = Identity::of(c.seed);
            m.insert("email".into(), json!(who.email));
            m.insert("phone".into(), json!(who.phone));
        }
        Value::Object(m)
    }

    pub(super) fn shortlist_candidate_value(&self, id: u32) -> Value {
        let s = self.summary_value(id, false);
        let mut m = Map::new();
        for key in [
            "id",
            "name",
            "headline",
            "location",
            "experience_years",
            "quality_score",
            "availability",
            "skills",
        ] {
            if let Some(v) = s.get(key) {
                m.insert(key.into(), v.clone());
            }
        }
        Value::Object(m)
    }
}

/// Keeps the first of each name, in order.
fn dedup(v: Vec<&'static str>) -> Vec<&'static str> {
    let mut out: Vec<&'static str> = Vec::new();
    for s in v {
        if !out.contains(&s) {
            out.push(s);
        }
    }
    out
}
