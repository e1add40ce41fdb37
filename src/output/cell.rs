//! Columns of a table view and how one JSON value becomes a human table cell.
//!
//! Table cells are for eyes: amounts as `₹24.0L`, timestamps as `3 days ago`,
//! quotas as bars. Every piece of service text is cleaned first, so a name or a
//! resume excerpt cannot move the cursor or recolour the terminal.

use chrono::{DateTime, NaiveDate, NaiveDateTime, Utc};
use serde_json::Value;

use crate::money::format_inr;
// The text helpers live in a leaf (`crate::text`); the printer's modules
// name them from here.
pub use crate::text::{clean, is_bidi_control, truncate};

/// How a column's value is shown in a table.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CellKind {
    /// Text as is (cleaned, shortened).
    Text,
    /// An identifier: never shortened, so it can be copied into the next
    /// command (other columns give way first).
    Id,
    /// A wire enum shown readably: `on_notice_period` as `on notice period`,
    /// `APPLIED` as `applied`, `tier1plus` as `tier 1 plus` (JSON and CSV
    /// keep the wire value).
    Enum,
    /// A number as the service sent it.
    Number,
    /// Annual INR: `₹85,000`, `₹24.0L`, `₹1.2Cr`.
    Inr,
    /// An ISO timestamp relative to now: `3 days ago`, `in 5 days`; null is `never`.
    Relative,
    /// The UTC calendar date of an ISO timestamp: `2026-12-01`.
    Date,
    /// An ISO timestamp in UTC: `2026-12-01 14:05 UTC`.
    DateTime,
    /// An array joined with `, ` (objects by their name, label, tag or title).
    List,
    /// `yes` / `no`.
    Bool,
    /// A `{used, limit}` object as a 10-cell bar: `███████░░░ 7 / 10`.
    Meter,
    /// A `{value, max}` object as a bar of its share and the value: `████░░░░░░ 4`.
    Bar,
    /// A bare number with one decimal (whole numbers as is), or a ProfileSignal
    /// `{score, level}` as `8.2 (high)`.
    Score,
    /// Chosen from the JSON type of each value (used for `--fields` outside the view).
    Auto,
    /// A talentCardId shown as the person's name where this machine keeps
    /// it (from an earlier unlock; see [`know_people`]), else `-`.
    Person,
}

/// Names by talentCardId that a [`CellKind::Person`] cell shows: what this
/// machine kept from earlier unlocks, set once by the command that prints
/// them (nothing is fetched to learn a name).
static PEOPLE: std::sync::OnceLock<std::collections::HashMap<String, String>> =
    std::sync::OnceLock::new();

/// Sets the names [`CellKind::Person`] cells show (the first call wins).
pub fn know_people(people: std::collections::HashMap<String, String>) {
    let _ = PEOPLE.set(people);
}

fn person(value: &Value) -> String {
    value
        .as_str()
        .and_then(|card| PEOPLE.get()?.get(card))
        .cloned()
        .unwrap_or_else(|| EMPTY.to_string())
}

/// One column of a command's default table.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Column {
    pub header: &'static str,
    pub path: &'static str,
    pub kind: CellKind,
    /// When a table does not fit its terminal: 0 is never left out; 1 is
    /// left out first, then 2, and so on (see [`Column::drop_order`]).
    pub drop: u8,
}

/// Builds a column in a `const` view.
pub const fn col(header: &'static str, path: &'static str, kind: CellKind) -> Column {
    Column {
        header,
        path,
        kind,
        drop: 0,
    }
}

impl Column {
    /// The column's place among those left out of a table too wide for
    /// its terminal: 1 goes first. A view that gives none of its columns
    /// one leaves them out from the right, the first kept (cli.md's
    /// *Fitting the terminal*).
    pub const fn drop_order(mut self, n: u8) -> Column {
        self.drop = n;
        self
    }
}

/// A command's curated default table columns. An empty view shows the
/// record's top-level fields.
#[derive(Debug, Clone, Copy)]
pub struct View {
    pub columns: &'static [Column],
    /// The path of the record's identifier, by which a resumed export
    /// drops records it already wrote.
    pub key: Option<&'static str>,
    /// The record's schema (`main#SearchHit`, `alt#Job`): what `--fields`
    /// may name and `--fields all` lists.
    pub schema: Option<&'static str>,
}

impl View {
    /// No columns (the record's top-level fields), no key, no schema.
    pub const PLAIN: View = View {
        columns: &[],
        key: None,
        schema: None,
    };

    /// The kind of the view's column at `path`, for `--fields` that name it.
    pub fn kind_of(&self, path: &str) -> Option<CellKind> {
        self.columns.iter().find(|c| c.path == path).map(|c| c.kind)
    }
}

/// Shown for a missing or null value.
pub const EMPTY: &str = "-";

/// Width of a meter bar, in cells.
const METER_CELLS: usize = 10;

/// Renders one value for a table cell. `None` is a path the record lacks.
/// The result is cleaned of control characters but not yet shortened.
pub fn render_cell(kind: CellKind, value: Option<&Value>, now: DateTime<Utc>) -> String {
    let Some(value) = value else {
        return EMPTY.to_string();
    };
    if value.is_null() {
        return match kind {
            CellKind::Relative => "never".to_string(),
            _ => EMPTY.to_string(),
        };
    }
    let text = match kind {
        CellKind::Text | CellKind::Number | CellKind::Id => plain(value),
        CellKind::Enum => match value {
            Value::String(s) => readable(s),
            other => plain(other),
        },
        CellKind::Inr => inr(value),
        CellKind::Relative => timestamp(value, |t| relative(t, now)),
        CellKind::Date => timestamp(value, |t| t.format("%Y-%m-%d").to_string()),
        CellKind::DateTime => timestamp(value, |t| t.format("%Y-%m-%d %H:%M UTC").to_string()),
        CellKind::List => list(value),
        CellKind::Bool => boolean(value),
        CellKind::Meter => meter(value),
        CellKind::Bar => bar(value),
        CellKind::Score => score(value),
        CellKind::Auto => auto(value),
        CellKind::Person => person(value),
    };
    clean(&text)
}

/// A wire enum value for people: words apart, lower case, a number apart
/// from the word before it (`earlyEmployee` → `early employee`,
/// `APPLIED` → `applied`, `tier1plus` → `tier 1 plus`; `b2b_saas` stays
/// `b2b saas`, since `b` is no word).
pub fn readable(wire: &str) -> String {
    let shouting = wire.chars().any(char::is_alphabetic) && !wire.chars().any(|c| c.is_lowercase());
    let mut out = String::with_capacity(wire.len() + 4);
    let mut prev: Option<char> = None;
    // Letters in the current run, and whether the number after it was set apart.
    let mut letters = 0usize;
    let mut split_number = false;
    let space = |out: &mut String| {
        if !out.is_empty() && !out.ends_with(' ') {
            out.push(' ');
        }
    };
    for c in wire.chars() {
        if matches!(c, '_' | '-' | ' ') {
            space(&mut out);
            prev = None;
            letters = 0;
            continue;
        }
        if let Some(p) = prev {
            if !shouting && p.is_lowercase() && c.is_uppercase() {
                space(&mut out);
                letters = 0;
            } else if p.is_alphabetic() && c.is_ascii_digit() {
                split_number = letters >= 3;
                if split_number {
                    space(&mut out);
                }
            } else if p.is_ascii_digit() && c.is_alphabetic() && split_number {
                space(&mut out);
            }
        }
        if c.is_alphabetic() {
            letters = if prev.is_some_and(char::is_alphabetic) {
                letters + 1
            } else {
                1
            };
        }
        out.extend(c.to_lowercase());
        prev = Some(c);
    }
    out.trim_end().to_string()
}

/// Any value as plain text: strings unquoted, arrays joined, objects as JSON.
fn plain(value: &Value) -> String {
    match value {
        Value::Null => EMPTY.to_string(),
        Value::String(s) => s.clone(),
        Value::Array(_) => list(value),
        other => other.to_string(),
    }
}

/// A rupee amount; a numeric string is accepted too, other text shown as is.
fn inr(value: &Value) -> String {
    let n = match value {
        Value::Number(n) => n.as_f64(),
        Value::String(s) => s.trim().parse::<f64>().ok(),
        _ => None,
    };
    n.map_or_else(|| plain(value), format_inr)
}

/// Applies `show` to a parsed timestamp; text that is not one is shown as is.
fn timestamp(value: &Value, show: impl Fn(DateTime<Utc>) -> String) -> String {
    match value.as_str().and_then(parse_timestamp) {
        Some(t) => show(t),
        None => plain(value),
    }
}

/// Reads RFC 3339 (`2026-12-01T10:00:00Z`), a zone-less date-time (taken as
/// UTC) or a bare date (midnight UTC).
pub fn parse_timestamp(s: &str) -> Option<DateTime<Utc>> {
    let s = s.trim();
    if let Ok(t) = DateTime::parse_from_rfc3339(s) {
        return Some(t.with_timezone(&Utc));
    }
    for fmt in ["%Y-%m-%dT%H:%M:%S%.f", "%Y-%m-%d %H:%M:%S%.f"] {
        if let Ok(t) = NaiveDateTime::parse_from_str(s, fmt) {
            return Some(t.and_utc());
        }
    }
    NaiveDate::parse_from_str(s, "%Y-%m-%d")
        .ok()
        .and_then(|d| d.and_hms_opt(0, 0, 0))
        .map(|t| t.and_utc())
}

/// `just now`, `5 minutes ago`, `in 3 days`, `2 months ago`, `1 year ago`.
pub fn relative(t: DateTime<Utc>, now: DateTime<Utc>) -> String {
    let secs = (now - t).num_seconds();
    let past = secs >= 0;
    let secs = secs.unsigned_abs();
    const MIN: u64 = 60;
    const HOUR: u64 = 60 * MIN;
    const DAY: u64 = 24 * HOUR;
    let (n, unit) = match secs {
        s if s < MIN => return "just now".to_string(),
        s if s < HOUR => (s / MIN, "minute"),
        s if s < DAY => (s / HOUR, "hour"),
        s if s < 30 * DAY => (s / DAY, "day"),
        s if s < 365 * DAY => (s / (30 * DAY), "month"),
        s => (s / (365 * DAY), "year"),
    };
    let plural = if n == 1 { "" } else { "s" };
    if past {
        format!("{n} {unit}{plural} ago")
    } else {
        format!("in {n} {unit}{plural}")
    }
}

/// An array joined with `, `; an object inside by its most telling name.
fn list(value: &Value) -> String {
    match value {
        Value::Array(items) => items.iter().map(item_name).collect::<Vec<_>>().join(", "),
        other => plain(other),
    }
}

/// A list element as a word: objects (skills, industry tags) by `name`,
/// `label`, `tag` or `title`; a profile's jobs and degrees as a phrase; else
/// compact JSON.
fn item_name(item: &Value) -> String {
    if let Value::Object(map) = item {
        for key in ["name", "label", "tag", "title"] {
            if let Some(Value::String(s)) = map.get(key) {
                return s.clone();
            }
        }
        if let Some(phrase) = role_or_degree(map) {
            return phrase;
        }
        return item.to_string();
    }
    plain(item)
}

/// `Engineer at Acme (2021-03 – present)` for an experience entry,
/// `B.Tech, IIT Delhi (2019)` for an education entry.
fn role_or_degree(map: &serde_json::Map<String, Value>) -> Option<String> {
    let text = |k: &str| map.get(k).filter(|v| !v.is_null()).map(plain);
    if let (Some(role), Some(company)) = (text("role"), text("company")) {
        let span = match (text("from"), text("to")) {
            (Some(from), Some(to)) => format!(" ({from} – {to})"),
            (Some(from), None) => format!(" ({from} –)"),
            (None, Some(to)) => format!(" (– {to})"),
            (None, None) => String::new(),
        };
        return Some(format!("{role} at {company}{span}"));
    }
    if let (Some(degree), Some(institution)) = (text("degree"), text("institution")) {
        let year = text("year").map(|y| format!(" ({y})")).unwrap_or_default();
        return Some(format!("{degree}, {institution}{year}"));
    }
    None
}

fn boolean(value: &Value) -> String {
    match value {
        Value::Bool(true) => "yes".to_string(),
        Value::Bool(false) => "no".to_string(),
        other => plain(other),
    }
}

/// `███████░░░ 7 / 10`: how much of a quota is used, at a glance.
/// A meter cell without its bar (`7 / 10`), for a table too wide for bars.
pub fn meter_figures(value: Option<&Value>) -> Option<String> {
    let text = meter(value?);
    let figures = text.trim_start_matches(['█', '░']).trim_start();
    (figures.len() < text.len()).then(|| clean(figures))
}

fn meter(value: &Value) -> String {
    let used = value.get("used").and_then(Value::as_f64);
    let limit = value.get("limit").and_then(Value::as_f64);
    let Some(used) = used else {
        return plain(value);
    };
    let Some(limit) = limit else {
        // A plan without a cap on this meter.
        return format!("{} / unlimited", number_text(value, "used"));
    };
    let ratio = if limit > 0.0 {
        (used / limit).clamp(0.0, 1.0)
    } else if used > 0.0 {
        1.0
    } else {
        0.0
    };
    let filled = ((ratio * METER_CELLS as f64).round() as usize).min(METER_CELLS);
    let bar = "█".repeat(filled) + &"░".repeat(METER_CELLS - filled);
    let shown = format!(
        "{bar} {} / {}",
        number_text(value, "used"),
        number_text(value, "limit")
    );
    // Units that may have been spent (a lapsed hold on a team ledger).
    match value
        .get("maybe")
        .and_then(Value::as_i64)
        .filter(|n| *n > 0)
    {
        Some(n) => format!("{shown} +{n} maybe"),
        None => shown,
    }
}

fn bar(value: &Value) -> String {
    let (Some(v), Some(max)) = (
        value.get("value").and_then(Value::as_f64),
        value.get("max").and_then(Value::as_f64),
    ) else {
        return plain(value);
    };
    let ratio = if max > 0.0 {
        (v / max).clamp(0.0, 1.0)
    } else {
        0.0
    };
    let filled = ((ratio * METER_CELLS as f64).round() as usize).min(METER_CELLS);
    // A non-zero count never looks empty.
    let filled = if v > 0.0 { filled.max(1) } else { filled };
    format!(
        "{}{} {}",
        "█".repeat(filled),
        "░".repeat(METER_CELLS - filled),
        number_text(value, "value")
    )
}

/// A member number as the service wrote it.
fn number_text(value: &Value, key: &str) -> String {
    value.get(key).map(plain).unwrap_or_default()
}

/// `8.2`, or `8.2 (high)` for a ProfileSignal; bare integers stay integers (`87`).
fn score(value: &Value) -> String {
    match value {
        Value::Number(_) => score_number(value),
        Value::Object(map) => {
            let Some(score) = map.get("score").filter(|v| !v.is_null()) else {
                return EMPTY.to_string();
            };
            let level = map.get("level").and_then(Value::as_str).map(clean);
            match level {
                Some(level) if !level.is_empty() => format!("{} ({level})", one_decimal(score)),
                _ => one_decimal(score),
            }
        }
        other => plain(other),
    }
}

/// A signal's score always with one decimal, so a column of them lines up.
fn one_decimal(value: &Value) -> String {
    value
        .as_f64()
        .map_or_else(|| plain(value), |f| format!("{f:.1}"))
}

/// A bare score: fractional with one decimal, whole (`quality_score` 87) as is.
fn score_number(value: &Value) -> String {
    match value {
        Value::Number(n) if n.is_f64() => {
            n.as_f64().map_or_else(String::new, |f| format!("{f:.1}"))
        }
        other => plain(other),
    }
}

/// Chooses by JSON type: arrays as lists, quota objects as meters, signals as
/// scores, other objects as compact JSON.
fn auto(value: &Value) -> String {
    match value {
        Value::Bool(_) => boolean(value),
        Value::Array(_) => list(value),
        Value::Object(map) if map.contains_key("used") && map.contains_key("limit") => meter(value),
        Value::Object(map) if map.contains_key("score") => score(value),
        other => plain(other),
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn bars_are_shares_of_the_largest_and_never_look_empty_when_not() {
        let now = chrono::Utc::now();
        let cell = |v: serde_json::Value| super::render_cell(super::CellKind::Bar, Some(&v), now);
        assert_eq!(
            cell(serde_json::json!({"value": 5, "max": 10})),
            "█████░░░░░ 5"
        );
        assert_eq!(
            cell(serde_json::json!({"value": 1, "max": 100})),
            "█░░░░░░░░░ 1"
        );
        assert_eq!(
            cell(serde_json::json!({"value": 0, "max": 0})),
            "░░░░░░░░░░ 0"
        );
    }

    #[test]
    fn enums_read_as_words() {
        for (wire, shown) in [
            ("on_notice_period", "on notice period"),
            ("APPLIED", "applied"),
            ("tier1plus", "tier 1 plus"),
            ("tier1", "tier 1"),
            ("earlyEmployee", "early employee"),
            ("b2b_saas", "b2b saas"),
            ("largeITServices", "large itservices"),
            ("not_looking", "not looking"),
            ("active", "active"),
        ] {
            assert_eq!(super::readable(wire), shown, "{wire}");
        }
    }

    use super::*;
    use serde_json::json;

    fn now() -> DateTime<Utc> {
        parse_timestamp("2026-06-15T12:00:00Z").unwrap_or_default()
    }

    fn show(kind: CellKind, v: Value) -> String {
        render_cell(kind, Some(&v), now())
    }

    #[test]
    fn missing_and_null() {
        assert_eq!(render_cell(CellKind::Text, None, now()), "-");
        assert_eq!(show(CellKind::Text, Value::Null), "-");
        assert_eq!(show(CellKind::Relative, Value::Null), "never");
        assert_eq!(render_cell(CellKind::Relative, None, now()), "-");
    }

    #[test]
    fn profile_jobs_and_degrees_read_as_phrases() {
        let exp = json!([
            {"company": "Acme", "role": "Engineer", "from": "2019-01", "to": "2021-03", "description": "x"},
            {"company": "Beta", "role": "Lead", "from": "2021-04", "to": "present"}
        ]);
        assert_eq!(
            show(CellKind::List, exp),
            "Engineer at Acme (2019-01 – 2021-03), Lead at Beta (2021-04 – present)"
        );
        let edu = json!([{"institution": "IIT Delhi", "degree": "B.Tech", "year": 2019}]);
        assert_eq!(show(CellKind::List, edu), "B.Tech, IIT Delhi (2019)");
        assert_eq!(show(CellKind::List, json!([{"x": 1}])), "{\"x\":1}");
    }

    #[test]
    fn inr_cells() {
        assert_eq!(show(CellKind::Inr, json!(2_400_000)), "₹24.0L");
        assert_eq!(show(CellKind::Inr, json!(12_000_000)), "₹1.2Cr");
        assert_eq!(show(CellKind::Inr, json!(85_000)), "₹85,000");
        assert_eq!(show(CellKind::Inr, json!("2400000")), "₹24.0L");
        assert_eq!(show(CellKind::Inr, json!("n/a")), "n/a");
    }

    #[test]
    fn relative_times() {
        let cases = [
            ("2026-06-15T11:59:30Z", "just now"),
            ("2026-06-15T11:59:00Z", "1 minute ago"),
            ("2026-06-15T09:00:00Z", "3 hours ago"),
            ("2026-06-12T12:00:00Z", "3 days ago"),
            ("2026-06-14T11:00:00Z", "1 day ago"),
            ("2026-06-20T12:00:00Z", "in 5 days"),
            ("2026-04-15T12:00:00Z", "2 months ago"),
            ("2024-06-01T12:00:00Z", "2 years ago"),
            ("2026-06-15T17:30:00+05:30", "just now"),
            ("2026-06-12", "3 days ago"),
        ];
        for (ts, want) in cases {
            assert_eq!(show(CellKind::Relative, json!(ts)), want, "{ts}");
        }
        assert_eq!(show(CellKind::Relative, json!("soon")), "soon");
    }

    #[test]
    fn dates() {
        assert_eq!(
            show(CellKind::Date, json!("2026-12-01T10:00:00Z")),
            "2026-12-01"
        );
        assert_eq!(show(CellKind::Date, json!("2026-12-01")), "2026-12-01");
        assert_eq!(
            show(CellKind::DateTime, json!("2026-12-01T15:35:00+05:30")),
            "2026-12-01 10:05 UTC"
        );
    }

    #[test]
    fn lists_bools_numbers() {
        assert_eq!(show(CellKind::List, json!(["Rust", "Go"])), "Rust, Go");
        assert_eq!(
            show(
                CellKind::List,
                json!([{"name": "Rust", "verified": true}, {"tag": "gcc"}])
            ),
            "Rust, gcc"
        );
        assert_eq!(show(CellKind::List, json!([])), "");
        assert_eq!(show(CellKind::Bool, json!(true)), "yes");
        assert_eq!(show(CellKind::Bool, json!(false)), "no");
        assert_eq!(show(CellKind::Number, json!(5.5)), "5.5");
        assert_eq!(show(CellKind::Text, json!(42)), "42");
    }

    #[test]
    fn meters() {
        assert_eq!(
            show(CellKind::Meter, json!({"used": 7, "limit": 10})),
            "███████░░░ 7 / 10"
        );
        assert_eq!(
            show(CellKind::Meter, json!({"used": 0, "limit": 100})),
            "░░░░░░░░░░ 0 / 100"
        );
        assert_eq!(
            show(CellKind::Meter, json!({"used": 120, "limit": 100})),
            "██████████ 120 / 100"
        );
        assert_eq!(
            show(CellKind::Meter, json!({"used": 3, "limit": 0})),
            "██████████ 3 / 0"
        );
        assert_eq!(
            show(CellKind::Meter, json!({"used": 1, "limit": 20})),
            "█░░░░░░░░░ 1 / 20"
        );
        assert_eq!(
            show(CellKind::Meter, json!({"used": 4, "limit": null})),
            "4 / unlimited"
        );
        assert_eq!(show(CellKind::Meter, json!("odd")), "odd");
    }

    #[test]
    fn scores() {
        assert_eq!(
            show(
                CellKind::Score,
                json!({"score": 8.2, "level": "high", "reason": null})
            ),
            "8.2 (high)"
        );
        assert_eq!(show(CellKind::Score, json!({"score": 8.0})), "8.0");
        assert_eq!(
            show(CellKind::Score, json!({"score": 8, "level": "high"})),
            "8.0 (high)"
        );
        assert_eq!(show(CellKind::Score, json!(7.26)), "7.3");
        assert_eq!(show(CellKind::Score, json!(87)), "87");
        assert_eq!(show(CellKind::Score, json!({"score": null})), "-");
    }

    #[test]
    fn auto_infers_from_type() {
        assert_eq!(
            show(CellKind::Auto, json!({"used": 1, "limit": 2})),
            "█████░░░░░ 1 / 2"
        );
        assert_eq!(
            show(CellKind::Auto, json!({"score": 6.5, "level": "mid"})),
            "6.5 (mid)"
        );
        assert_eq!(show(CellKind::Auto, json!({"a": 1})), r#"{"a":1}"#);
        assert_eq!(show(CellKind::Auto, json!(["x", 1])), "x, 1");
        assert_eq!(show(CellKind::Auto, json!(false)), "no");
    }

    #[test]
    fn control_characters_cannot_reach_the_terminal() {
        let nasty = "Ann\x1b[2J\x1b]0;pwned\x07 \u{9b}31mLee\x7f\r\nCTO\u{202e}evil\u{0}";
        let out = show(CellKind::Text, json!(nasty));
        assert!(
            !out.chars().any(|c| c.is_control() || is_bidi_control(c)),
            "{out:?}"
        );
        assert_eq!(out, "Ann[2J]0;pwned 31mLee CTOevil");
        assert_eq!(clean("a\n\nb\tc  "), "a b c");
    }

    proptest::proptest! {
        #[test]
        fn cleaned_text_is_inert(s in "\\PC*|[\\x00-\\x{a0}\\u{202a}-\\u{202e}a ]*") {
            for kind in [CellKind::Text, CellKind::Auto, CellKind::List, CellKind::Relative] {
                let out = render_cell(kind, Some(&json!(s)), now());
                proptest::prop_assert!(!out.chars().any(|c| c.is_control() || is_bidi_control(c)), "{out:?}");
            }
        }
    }
}
