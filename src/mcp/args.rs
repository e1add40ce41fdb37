//! What several tools' arguments share: money in rupees or the CLI's forms,
//! a page of 1–20, the service's enumerations as JSON-schema enums (read
//! as the commands read them), and checks that name the argument.

use schemars::{JsonSchema, Schema, SchemaGenerator};
use serde::Deserialize;
use serde_json::{json, Value};
use talent_spec::wire::WireEnum;

use crate::ops::kit::field::Field;
use crate::{Error, Result};

/// MCP's words for the operations' fields (its one table): the argument
/// that gives each, as the tools name them.
pub fn argument(f: Field) -> &'static str {
    match f {
        Field::Q => "q",
        Field::Inresume => "inresume",
        Field::Skills => "skills",
        Field::Locations => "locations",
        Field::CurrentLocations => "current_locations",
        Field::MinExp => "min_exp",
        Field::MaxExp => "max_exp",
        Field::MinSalary => "min_salary",
        Field::MaxSalary => "max_salary",
        Field::JoinWithin => "join_within_days",
        Field::NoticeOrNotWorking => "notice_or_not_working",
        Field::Edu => "edu",
        Field::Startup => "startup",
        Field::ExcludeIt => "exclude_it",
        Field::Entrepreneur => "entrepreneur",
        Field::Domains => "domains",
        Field::Active => "active",
        Field::Title => "title",
        // A job's other fields, and a body a command reads from a file,
        // are `set{}` here.
        Field::Set | Field::FromFile => "set",
        Field::SalaryMin => "salary_min",
        Field::SalaryMax => "salary_max",
        Field::Status => "status",
        Field::TalentCardId => "talent_card_id",
        Field::JobId => "job_id",
        Field::Message => "message",
        Field::CandidateIds => "candidate_ids",
        Field::IdempotencyKey => "idempotency_key",
        // A tool sends a recorded write again under a new key.
        Field::Force => "a new idempotency_key",
        Field::Stage => "stage_id",
        Field::Fields => "fields",
        Field::Page => "page",
        Field::PageSize | Field::PerPage => "page_size",
        // The commands' machinery, which no tool takes: the contract's
        // rule (an unlisted argument is the long flag in snake_case).
        Field::Limit => "limit",
        Field::Resume => "resume",
        Field::New => "new",
        Field::State => "state",
        Field::Interval => "interval",
        Field::Paginate => "paginate",
        Field::Offline => "offline",
        Field::For => "for",
        Field::Member => "member",
        Field::CaFile => "ca_file",
        Field::Secret => "secret",
        Field::Log => "log",
        Field::Addr => "addr",
        Field::MatchAny => "match_any",
        Field::Gateway => "gateway",
    }
}

/// A rupee amount: a whole number or the CLI's forms (`"24L"`, `"1.2Cr"`).
#[derive(Debug, Clone, Deserialize)]
#[serde(untagged)]
pub enum Money {
    Rupees(u64),
    Text(String),
}

/// Inline, one line: a number of rupees or a text like `"24L"` (no `$ref`
/// a model would have to follow).
impl JsonSchema for Money {
    fn inline_schema() -> bool {
        true
    }

    fn schema_name() -> std::borrow::Cow<'static, str> {
        "Money".into()
    }

    fn json_schema(_: &mut SchemaGenerator) -> Schema {
        schema(json!({"type": ["integer", "string"], "minimum": 0}))
    }
}

/// Rupees from a whole number or the CLI's forms; a bare number under 1,000
/// is refused as the commands refuse it (`60L` was likely meant).
pub fn money(name: &str, m: &Option<Money>) -> Result<Option<u64>> {
    let rupees = match m {
        None => return Ok(None),
        Some(Money::Rupees(n)) => crate::money::check_rupees(*n),
        Some(Money::Text(t)) => crate::money::parse_inr(t),
    };
    rupees.map(Some).map_err(|e| {
        let named = Error::usage(format!("{name}: {}", e.message));
        match e.hint {
            Some(h) => named.with_hint(h),
            None => named,
        }
    })
}

/// `page` (1-based) and `page_size` (1–20): one call is one page.
pub fn paging(page: Option<u64>, size: Option<u32>) -> Result<(u64, Option<u32>)> {
    if page == Some(0) {
        return Err(Error::usage("page starts at 1"));
    }
    if let Some(n) = size.filter(|n| !(1..=20).contains(n)) {
        return Err(Error::usage(format!(
            "page_size {n} is out of range: 1 to 20"
        )));
    }
    Ok((page.unwrap_or(1), size))
}

/// A wire enum's value, as the service spells it (case aside).
pub fn wire<T: WireEnum>(name: &str, s: &str) -> Result<T> {
    let s = s.trim();
    T::parse(s)
        .or_else(|| {
            T::ALL
                .iter()
                .copied()
                .find(|v| v.as_str().eq_ignore_ascii_case(s))
        })
        .ok_or_else(|| {
            Error::usage(format!(
                "{name}: {} is not one of {}",
                s.escape_debug(),
                T::names().join(", ")
            ))
        })
}

pub fn wires<T: WireEnum>(name: &str, v: &[String]) -> Result<Vec<T>> {
    v.iter().map(|s| wire(name, s)).collect()
}

/// `v` trimmed, refused when blank.
pub fn nonblank(name: &str, v: &str) -> Result<String> {
    let v = v.trim();
    if v.is_empty() {
        return Err(Error::usage(format!("{name} is empty")));
    }
    Ok(v.to_string())
}

fn schema(v: Value) -> Schema {
    match v {
        Value::Object(m) => Schema::from(m),
        _ => Schema::from(true),
    }
}

/// The schema of one value of `T` (its wire names).
pub fn one_of<T: WireEnum>(_: &mut SchemaGenerator) -> Schema {
    schema(json!({"type": "string", "enum": T::names()}))
}

/// The schema of an optional value of `T`.
pub fn maybe_one_of<T: WireEnum>(_: &mut SchemaGenerator) -> Schema {
    schema(
        json!({"type": ["string", "null"], "enum": T::names().into_iter().map(Value::from).chain([Value::Null]).collect::<Vec<_>>()}),
    )
}

/// The schema of a list of values of `T`.
pub fn list_of<T: WireEnum>(_: &mut SchemaGenerator) -> Schema {
    schema(json!({"type": "array", "items": {"type": "string", "enum": T::names()}}))
}

/// `page_size`: 1 to 20 (0 is refused).
pub fn page_size(_: &mut SchemaGenerator) -> Schema {
    schema(
        json!({"type": ["integer", "null"], "minimum": 1, "maximum": 20, "description": "1 to 20; the service's default when left out"}),
    )
}

/// `page`: 1-based.
pub fn page(_: &mut SchemaGenerator) -> Schema {
    schema(json!({"type": ["integer", "null"], "minimum": 1, "description": "1-based page"}))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Issue 45: a tool's bare amount under 1,000 is refused as the
    /// commands refuse it (`invalid_argument`), naming the argument and the
    /// forms likely meant; with a unit, or from 1,000 up, read as before.
    #[test]
    fn bare_money_under_a_thousand_is_refused_for_tools_too() {
        for m in [Money::Rupees(60), Money::Text("60".into())] {
            let e = money("max_salary", &Some(m)).expect_err("refused");
            assert_eq!(e.kind, crate::ErrorKind::Usage);
            assert!(e.message.starts_with("max_salary: "), "{}", e.message);
            assert!(e.hint.as_deref().is_some_and(|h| h.contains("60L")));
        }
        assert_eq!(
            money("max_salary", &Some(Money::Text("60L".into()))).ok(),
            Some(Some(6_000_000))
        );
        assert_eq!(
            money("max_salary", &Some(Money::Rupees(6_000_000))).ok(),
            Some(Some(6_000_000))
        );
        assert_eq!(
            money("max_salary", &Some(Money::Rupees(0))).ok(),
            Some(Some(0))
        );
        assert_eq!(money("max_salary", &None).ok(), Some(None));
    }
}
