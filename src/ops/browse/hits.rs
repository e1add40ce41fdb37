//! Search hits as the window holds them: the typed record, the words of a
//! list row, and the lower-case text the `/` filter looks in (built once,
//! when the page arrives, so a keystroke only scans).

use crate::ops::kit::field::{Field, Words};
use memchr::memmem::Finder;
use serde_json::Value;
use talent_spec::enums::JoiningStatus;
use talent_spec::wire::WireEnum;

use crate::api::types::{ProfileSignal, SearchHit};
use crate::{Error, Result};

/// One hit of a page.
#[derive(Debug, Clone)]
pub struct Hit {
    pub hit: SearchHit,
    /// Everything the filter matches against, lower case.
    hay: String,
}

impl Hit {
    /// A hit as the service sent it; one without a talentCardId cannot be
    /// opened, marked or invited, so it is refused with the page.
    pub fn from_value(v: Value) -> Result<Hit> {
        let hit: SearchHit = serde_json::from_value(v).map_err(|e| {
            Error::failure(format!(
                "the service sent a search hit the window cannot read: {e}"
            ))
            .with_hint("`talent search -o json` prints the hits as sent")
        })?;
        Ok(Hit::new(hit))
    }

    pub fn new(hit: SearchHit) -> Hit {
        let mut hay =
            String::with_capacity(hit.redacted_resume_text.as_ref().map_or(0, String::len) + 512);
        let mut add = |s: &str| {
            hay.push_str(s);
            hay.push('\n');
        };
        add(&hit.talent_card_id);
        if let Some(c) = &hit.current_company {
            add(c);
        }
        if let Some(c) = &hit.current_location {
            add(c);
        }
        for l in &hit.locations {
            add(l);
        }
        add(&notice(&hit));
        for w in hit.work_history.iter().chain(&hit.education) {
            add(w);
        }
        for (name, s) in signals(&hit) {
            add(&format!("{name} {}", s.level));
        }
        if let Some(p) = &hit.profile_signals {
            for t in &p.industry_tags {
                add(&t.label);
                add(&t.tag);
            }
        }
        if let Some(r) = &hit.redacted_resume_text {
            add(r);
        }
        hay.make_ascii_lowercase();
        Hit { hit, hay }
    }

    pub fn id(&self) -> &str {
        &self.hit.talent_card_id
    }

    /// Whether every word of the filter is somewhere in the hit.
    pub fn matches(&self, filter: &Filter) -> bool {
        filter
            .words
            .iter()
            .all(|f| f.find(self.hay.as_bytes()).is_some())
    }
}

/// The `/` filter, compiled once per keystroke: every word must appear
/// (case does not matter).
pub struct Filter {
    words: Vec<Finder<'static>>,
}

impl Filter {
    pub fn new(text: &str) -> Filter {
        Filter {
            words: text
                .split_whitespace()
                .map(|w| Finder::new(w.to_ascii_lowercase().as_bytes()).into_owned())
                .collect(),
        }
    }

    pub fn is_empty(&self) -> bool {
        self.words.is_empty()
    }
}

/// The scalar signals that were evaluated, with the names people read.
pub fn signals(hit: &SearchHit) -> Vec<(&'static str, &ProfileSignal)> {
    let Some(p) = &hit.profile_signals else {
        return Vec::new();
    };
    [
        ("education pedigree", &p.education_pedigree),
        ("work quality", &p.work_quality),
        ("career growth", &p.career_growth),
        ("startup experience", &p.startup_experience),
        ("entrepreneurship", &p.entrepreneurship),
        ("job tenure", &p.job_tenure),
    ]
    .into_iter()
    .filter_map(|(name, s)| s.as_ref().map(|s| (name, s)))
    .collect()
}

/// When the candidate can join, as people say it: `immediate`, `on notice`,
/// `not resigned`, or `unknown`.
pub fn notice(hit: &SearchHit) -> String {
    let status = hit
        .joining_availability
        .as_ref()
        .and_then(|j| j.status.as_deref());
    match status.map(|s| (s, JoiningStatus::parse(s))) {
        // The wire word reads as people say it.
        Some((_, Some(j @ JoiningStatus::Immediate))) => j.as_str().to_string(),
        Some((_, Some(JoiningStatus::OnNoticePeriod))) => "on notice".to_string(),
        Some((_, Some(JoiningStatus::NotResigned))) => "not resigned".to_string(),
        Some((other, None)) => other.replace('_', " "),
        None => "unknown".to_string(),
    }
}

/// The notice period's end date (`15 Jul 2026`), when the service gave one.
pub fn notice_ends(hit: &SearchHit) -> Option<String> {
    let raw = hit
        .joining_availability
        .as_ref()?
        .notice_period_ends_on
        .as_deref()?;
    Some(match chrono::DateTime::parse_from_rfc3339(raw) {
        Ok(t) => t.format("%-d %b %Y").to_string(),
        Err(_) => raw.to_string(),
    })
}

/// Years of experience as `6.5y`.
pub fn years(hit: &SearchHit) -> String {
    match hit.experience {
        Some(y) if y.fract() == 0.0 => format!("{y:.0}y"),
        Some(y) => format!("{y:.1}y"),
        None => "-".to_string(),
    }
}

/// The salary as `₹28.0L`.
pub fn salary(hit: &SearchHit) -> String {
    hit.current_salary
        .map_or_else(|| "-".to_string(), crate::money::format_inr)
}

/// The words the detail pane marks in the resume: the query's skills and
/// free-text words, without the expression syntax around them.
pub fn query_terms(query: &crate::ops::kit::search::SearchQuery) -> Vec<String> {
    let mut text = String::new();
    for s in &query.skills {
        text.push_str(s);
        text.push(' ');
    }
    if let Some(e) = &query.inresume {
        text.push_str(e);
        text.push(' ');
    }
    if let Some(q) = &query.q {
        text.push_str(q);
    }
    let mut terms: Vec<String> = Vec::new();
    // Quoted phrases stay whole; the rest splits into words.
    for (i, part) in text.split('"').enumerate() {
        let words: Vec<String> = if i % 2 == 1 {
            vec![part.trim().to_string()]
        } else {
            part.split(|c: char| !(c.is_alphanumeric() || matches!(c, '+' | '#' | '.' | '-')))
                .map(|w| w.trim_matches('.').to_string())
                .collect()
        };
        for w in words {
            let lower = w.to_lowercase();
            if w.chars().count() < 2
                || matches!(lower.as_str(), "and" | "or" | "not")
                || terms.iter().any(|t| t.eq_ignore_ascii_case(&w))
            {
                continue;
            }
            terms.push(w);
        }
    }
    terms
}

/// Where `terms` occur in `text` (byte ranges, sorted, not overlapping),
/// ignoring ASCII case.
pub fn marks(text: &str, terms: &[String]) -> Vec<(usize, usize)> {
    let lower = text.to_ascii_lowercase();
    let mut found: Vec<(usize, usize)> = Vec::new();
    for t in terms {
        let t = t.to_ascii_lowercase();
        if t.is_empty() {
            continue;
        }
        for at in memchr::memmem::find_iter(lower.as_bytes(), t.as_bytes()) {
            let end = at + t.len();
            // Whole words only: `go` is not marked inside `google`.
            let before = lower[..at].chars().next_back();
            let after = lower[end..].chars().next();
            let edge = |c: Option<char>| c.is_none_or(|c| !c.is_alphanumeric());
            if edge(before)
                && edge(after)
                && text.is_char_boundary(at)
                && text.is_char_boundary(end)
            {
                found.push((at, end));
            }
        }
    }
    found.sort_unstable();
    let mut out: Vec<(usize, usize)> = Vec::with_capacity(found.len());
    for (s, e) in found {
        match out.last_mut() {
            Some(last) if s < last.1 => last.1 = last.1.max(e),
            _ => out.push((s, e)),
        }
    }
    out
}

/// What to widen when a search has no hits, from the filters it used, the
/// fields named in the words `w` of the front end that started the window.
pub fn widen(q: &crate::ops::kit::search::SearchQuery, w: Words) -> String {
    let mut out: Vec<String> = Vec::new();
    if !q.skills.is_empty() {
        out.push(format!(
            "fewer {} groups, or synonyms (a|b)",
            w(Field::Skills)
        ));
    }
    if q.inresume.is_some() {
        out.push(format!("a looser {}", w(Field::Inresume)));
    }
    if !q.locations.is_empty() || !q.current_locations.is_empty() {
        out.push("more locations".into());
    }
    if q.min_exp.is_some() || q.max_exp.is_some() {
        out.push(format!("a wider {}/{}", w(Field::MinExp), w(Field::MaxExp)));
    }
    if q.min_salary.is_some() || q.max_salary.is_some() {
        out.push("a wider salary range".into());
    }
    if q.join_within.is_some() || q.notice_or_not_working {
        out.push("no notice filter".into());
    }
    if !q.edu.is_empty()
        || !q.startup.is_empty()
        || !q.entrepreneur.is_empty()
        || !q.domains.is_empty()
    {
        out.push(if q.match_any {
            "fewer profile attributes".into()
        } else {
            format!("{}, or fewer profile attributes", w(Field::MatchAny))
        });
    }
    if q.active.is_some() {
        out.push(format!("{} 6m or none", w(Field::Active)));
    }
    if out.is_empty() {
        return "fewer filters".to_string();
    }
    out.join("; ")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn hit(v: Value) -> Hit {
        Hit::from_value(v).unwrap()
    }

    #[test]
    fn the_filter_needs_every_word_and_ignores_case() {
        let h = hit(serde_json::json!({
            "talentCardId": "tc_1",
            "currentCompany": "Razorpay",
            "currentLocation": "Bengaluru",
            "redactedResumeText": "Go and Kafka in payments",
        }));
        assert!(h.matches(&Filter::new("razor")));
        assert!(h.matches(&Filter::new("KAFKA bengaluru")));
        assert!(!h.matches(&Filter::new("kafka pune")));
        assert!(h.matches(&Filter::new("   ")));
        assert!(h.matches(&Filter::new("tc_1")));
    }

    #[test]
    fn a_hit_without_an_id_is_refused() {
        assert!(Hit::from_value(serde_json::json!({"experience": 3})).is_err());
    }

    #[test]
    fn query_terms_drop_the_syntax() {
        let q = crate::ops::kit::search::SearchQuery {
            skills: vec!["rust|golang".into(), "k8s".into()],
            inresume: Some("\"machine learning\" AND (python OR java)".into()),
            q: Some("senior backend".into()),
            ..Default::default()
        };
        assert_eq!(
            query_terms(&q),
            [
                "rust",
                "golang",
                "k8s",
                "machine learning",
                "python",
                "java",
                "senior",
                "backend"
            ]
        );
    }

    #[test]
    fn marks_are_whole_words_merged_and_sorted() {
        let terms = vec!["go".to_string(), "kafka".to_string()];
        assert_eq!(
            marks("Go, google, Kafka-go", &terms),
            [(0, 2), (12, 17), (18, 20)]
        );
        assert!(marks("nothing here", &terms).is_empty());
    }
}
