//! A search of the main interface as typed fields: built from the command
//! line (or a saved alias, a fixture), checked against the spec's rules, and
//! turned into the query of GET /search/candidates. Nothing is sent here, so
//! a bad filter spends nothing.

use talent_spec::enums::{
    Activity, DomainTag, EduPedigree, Entrepreneurship, ItServices, ProfileAttributesMode,
    StartupExp, MAIN_LIST_SEPARATOR,
};
use talent_spec::inresume::{check_inresume, combine_inresume, skills_expression};
use talent_spec::limits::Q_MAX_CHARS;
use talent_spec::wire::join;

use crate::api::Request;
use crate::ops::kit::field::{listed, Field, Words};
use crate::output::{col, CellKind, View};
use crate::{Error, Result};

/// Largest search page.
pub const PAGE_SIZE_MAX: u32 = *talent_spec::limits::SEARCH_PAGE_SIZE.end();
/// The service's page size when none is asked for.
pub const PAGE_SIZE_DEFAULT: u32 = talent_spec::limits::SEARCH_PAGE_SIZE_DEFAULT;

/// Every filter of a search, typed. Lists may hold repeats; they are sent once.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct SearchQuery {
    /// Natural-language query, already read from `--q` or `--q-file`.
    pub q: Option<String>,
    pub inresume: Option<String>,
    /// Skill groups; `a|b` inside one are synonyms, groups are all required.
    pub skills: Vec<String>,
    pub locations: Vec<String>,
    pub current_locations: Vec<String>,
    pub min_exp: Option<f64>,
    pub max_exp: Option<f64>,
    /// Whole rupees.
    pub min_salary: Option<u64>,
    pub max_salary: Option<u64>,
    pub join_within: Option<u32>,
    pub notice_or_not_working: bool,
    pub edu: Vec<EduPedigree>,
    pub startup: Vec<StartupExp>,
    pub exclude_it: Vec<ItServices>,
    pub entrepreneur: Vec<Entrepreneurship>,
    pub domains: Vec<DomainTag>,
    pub match_any: bool,
    pub active: Option<Activity>,
}

impl SearchQuery {
    /// One search of the quota a page (the route's effect).
    pub fn spends() -> crate::ops::Spends {
        crate::ops::Spends::of(&crate::api::Effect::Search)
    }

    /// The query parameters (without `page` / `pageSize`), in the contract's
    /// order. Every rule is checked here: at least one filter, `q` within
    /// its limit, `inresume` balanced, ranges in order, no dash inside a
    /// location name; a refusal names the field in the words `w` of the
    /// front end that asks.
    pub fn to_params(&self, w: Words) -> Result<Vec<(String, String)>> {
        let mut out: Vec<(String, String)> = Vec::new();
        let mut push = |k: &str, v: String| out.push((k.to_string(), v));
        if let Some(q) = &self.q {
            push("q", checked_q(q, w)?);
        }
        if let Some(expr) = self.inresume_param(w)? {
            push("inresume", expr);
        }
        if let Some(v) = places(w(Field::Locations), &self.locations)? {
            push("locations", v);
        }
        if let Some(v) = places(w(Field::CurrentLocations), &self.current_locations)? {
            push("currlocation", v);
        }
        check_order(
            w,
            (Field::MinExp, self.min_exp),
            (Field::MaxExp, self.max_exp),
        )?;
        if let Some(v) = self.min_exp {
            push("minexp", v.to_string());
        }
        if let Some(v) = self.max_exp {
            push("maxexp", v.to_string());
        }
        check_order(
            w,
            (Field::MinSalary, self.min_salary),
            (Field::MaxSalary, self.max_salary),
        )?;
        if let Some(v) = self.min_salary {
            push("minsal", v.to_string());
        }
        if let Some(v) = self.max_salary {
            push("maxsal", v.to_string());
        }
        if let Some(v) = self.join_within {
            push("canjoinin", v.to_string());
        }
        if self.notice_or_not_working {
            push("onNoticePeriodOrNotWorking", "true".to_string());
        }
        let attributes = [
            ("eduPed", join(&self.edu, MAIN_LIST_SEPARATOR)),
            ("startupExp", join(&self.startup, MAIN_LIST_SEPARATOR)),
            ("not_itExp", join(&self.exclude_it, MAIN_LIST_SEPARATOR)),
            ("entrExp", join(&self.entrepreneur, MAIN_LIST_SEPARATOR)),
            ("domainTags", join(&self.domains, MAIN_LIST_SEPARATOR)),
        ];
        for (k, v) in attributes {
            if let Some(v) = v {
                push(k, v);
            }
        }
        if let Some(a) = self.active {
            push("activity", a.as_str().to_string());
        }
        if out.is_empty() {
            return Err(Error::usage("a search needs at least one filter")
                .with_hint(format!("add one of {}", listed(w, Field::FILTERS))));
        }
        if self.match_any {
            out.push((
                "profileAttributesMode".to_string(),
                ProfileAttributesMode::Or.as_str().to_string(),
            ));
        }
        Ok(out)
    }

    /// `inresume` (checked) AND the skill groups.
    fn inresume_param(&self, w: Words) -> Result<Option<String>> {
        if let Some(expr) = &self.inresume {
            check_inresume(expr).map_err(|e| {
                Error::usage(format!("{}: {e}", w(Field::Inresume))).with_hint(
                    "balance every \" and every parenthesis, e.g. \"machine learning\" AND (python OR java)",
                )
            })?;
        }
        let skills = skills_expression(&self.skills).map_err(|e| {
            Error::usage(format!("{}: {e}", w(Field::Skills))).with_hint(format!(
                "write synonyms as a|b, without quotes; use {} for full expressions",
                w(Field::Inresume)
            ))
        })?;
        Ok(combine_inresume(
            self.inresume.as_deref(),
            skills.as_deref(),
        ))
    }
}

/// One page: its own request through `Client::send`, so the quota guard sees
/// (and can refuse) every search it spends.
pub fn page_request(params: &[(String, String)], page: u64, page_size: Option<u32>) -> Request {
    crate::ops::kit::routes::search_page(params, page, page_size)
}

/// `q` trimmed, refused when blank or over the service's limit (in characters).
pub fn checked_q(text: &str, w: Words) -> Result<String> {
    let q = w(Field::Q);
    let text = text.trim().to_string();
    if text.is_empty() {
        return Err(Error::usage(format!("the query ({q}) is empty"))
            .with_hint(format!("write what you are looking for, or leave {q} out")));
    }
    let chars = text.chars().count();
    if chars > Q_MAX_CHARS {
        return Err(Error::usage(format!(
            "the query is {chars} characters; the service takes at most {Q_MAX_CHARS}"
        ))
        .with_hint(format!(
            "shorten it, or move skills into {} / {}",
            w(Field::Skills),
            w(Field::Inresume)
        )));
    }
    Ok(text)
}

/// Location names, dash-joined as the service wants; a name with a dash in
/// it cannot be told apart from two names, so it is refused.
fn places(field: &str, names: &[String]) -> Result<Option<String>> {
    let names: Vec<&str> = names
        .iter()
        .map(|n| n.trim())
        .filter(|n| !n.is_empty())
        .collect();
    if let Some(bad) = names.iter().find(|n| n.contains(MAIN_LIST_SEPARATOR)) {
        return Err(Error::usage(format!(
            "{field} {bad:?}: the service separates locations with '-', so a name cannot contain one"
        ))
        .with_hint("write the name without the dash (e.g. a space instead)"));
    }
    Ok((!names.is_empty()).then(|| names.join(&MAIN_LIST_SEPARATOR.to_string())))
}

/// A minimum above its maximum matches nothing: refuse it instead of spending a search.
fn check_order<T: PartialOrd + std::fmt::Display>(
    w: Words,
    (lo_field, lo): (Field, Option<T>),
    (hi_field, hi): (Field, Option<T>),
) -> Result<()> {
    let (lo_flag, hi_flag) = (w(lo_field), w(hi_field));
    match (lo, hi) {
        (Some(lo), Some(hi)) if lo > hi => Err(Error::usage(format!(
            "{lo_flag} {lo} is above {hi_flag} {hi}"
        ))
        .with_hint(format!("swap them, or drop one of {lo_flag} / {hi_flag}"))),
        _ => Ok(()),
    }
}

/// What a recruiter scans in a hit list: who (by id), how senior, where
/// (now, and where they want to work: `--location` filters by the latter,
/// `--current-location` by the former), how much, how soon, how recently
/// active.
pub const HIT_VIEW: View = View {
    columns: &[
        col("TALENT CARD", "talentCardId", CellKind::Id),
        col("EXP (Y)", "experience", CellKind::Number),
        col("COMPANY", "currentCompany", CellKind::Text).drop_order(5),
        col("NOW IN", "currentLocation", CellKind::Text).drop_order(2),
        col("WANTS", "locations", CellKind::List).drop_order(1),
        col("SALARY", "currentSalary", CellKind::Inr).drop_order(6),
        col("NOTICE", "joiningAvailability.status", CellKind::Enum).drop_order(4),
        col("LAST SEEN", "lastSeen", CellKind::Relative).drop_order(3),
    ],
    key: Some("talentCardId"),
    schema: Some("main#SearchHit"),
};

#[cfg(test)]
mod tests {
    use super::*;
    use crate::api::RouteClass;
    use proptest::prelude::*;

    /// Words for the fields, as a front end's table would.
    fn w(_: Field) -> &'static str {
        "field"
    }

    #[test]
    fn pages_carry_page_and_size() {
        let q = vec![("q".to_string(), "x".to_string())];
        let req = page_request(&q, 3, Some(20));
        assert_eq!(req.class, RouteClass::Search);
        assert_eq!(req.path, "/search/candidates");
        let pairs: Vec<(&str, &str)> = req
            .query
            .iter()
            .map(|(k, v)| (k.as_str(), v.as_str()))
            .collect();
        assert_eq!(pairs, [("q", "x"), ("page", "3"), ("pageSize", "20")]);
        assert_eq!(page_request(&q, 1, None).query.len(), 2);
    }

    #[test]
    fn long_queries_are_counted_in_characters() {
        assert!(checked_q(&"é".repeat(Q_MAX_CHARS), w).is_ok());
        assert!(checked_q(&"x".repeat(Q_MAX_CHARS + 1), w).is_err());
        assert!(checked_q("   ", w).is_err());
    }

    #[test]
    fn an_empty_query_is_not_a_search_but_a_typed_one_is() {
        assert!(SearchQuery::default().to_params(w).is_err());
        let q = SearchQuery {
            domains: vec![DomainTag::Gaming, DomainTag::Gaming, DomainTag::B2bSaas],
            active: Some(Activity::Active6Months),
            match_any: true,
            ..SearchQuery::default()
        };
        let p = q.to_params(w).unwrap();
        assert_eq!(
            p[0],
            ("domainTags".to_string(), "gaming-b2b_saas".to_string())
        );
        assert_eq!(p[1].1, "active-6-months");
        assert_eq!(
            p[2],
            ("profileAttributesMode".to_string(), "or".to_string())
        );
    }

    proptest! {
        /// Whatever the filters: either a usage error, or parameters the
        /// service reads — an `inresume` that is balanced, dash lists with no
        /// empty element, and at least one filter besides the mode.
        #[test]
        fn params_are_either_refused_or_well_formed(
            skills in proptest::collection::vec("[a-z|]{0,6}", 0..3),
            locations in proptest::collection::vec("[A-Za-z -]{0,8}", 0..3),
            min_exp in proptest::option::of(0.0f64..30.0),
            max_exp in proptest::option::of(0.0f64..30.0),
            match_any in any::<bool>(),
        ) {
            let q = SearchQuery { skills, locations, min_exp, max_exp, match_any, ..SearchQuery::default() };
            if let Ok(params) = q.to_params(w) {
                prop_assert!(params.iter().any(|(k, _)| k != "profileAttributesMode"));
                for (k, v) in &params {
                    if k == "inresume" {
                        prop_assert_eq!(check_inresume(v), Ok(()));
                    }
                    if k == "locations" {
                        prop_assert!(v.split('-').all(|p| !p.is_empty()), "{}", v);
                    }
                }
            }
        }
    }
}
