//! CSV and TSV: a header row of fixed columns (dotted paths into each
//! record), arrays joined.
//!
//! TSV is for shell loops: one line per record, cells apart by tabs, never
//! quoted; a backslash, tab, newline or CR inside a cell is written as `\\`,
//! `\t`, `\n`, `\r` (the "linear TSV" convention), so `cut -f` and
//! `while IFS=$'\t' read` see one record per line. `--no-headers` drops the
//! header row of either.
//!
//! Choices, for scripts and spreadsheets:
//! - Nested objects become dotted columns (`profileSignals.workQuality.score`);
//!   an empty object is one empty column named by its path.
//! - Arrays become one cell joined with `; `: scalars as their text, objects and
//!   nested arrays as compact JSON (`{"tag":"gcc","score":0.9}; {...}`), so the
//!   column set does not depend on how long a list happens to be.
//! - Under `--fields`, a path that names an object gives its compact JSON.
//! - The columns are fixed before the first row: `--fields`, else the
//!   command's view columns, so the header never depends on which records
//!   came back, and rows stream as they arrive.
//! - JSON numbers and booleans are written as they are (`-5`, `true`); null is an
//!   empty cell. Text that a spreadsheet would run as a formula (starting with
//!   `=`, `+`, `-`, `@`, tab or CR, also after leading spaces, and the
//!   full-width `＝＋－＠`) gets a leading `'` (OWASP CSV injection) unless the
//!   whole text is a plain number (`-5`, `+3.5`). A phone number such as
//!   `+91 98765 43210` is not a plain number and a spreadsheet would evaluate
//!   it, so it gets the prefix too; `--no-formula-guard` writes every cell raw
//!   for machine consumers. Joined arrays and header names count as text.
//!   Control characters other than tab and line breaks are dropped from text,
//!   and bidi overrides and isolates (U+202A–U+202E, U+2066–U+2069) become
//!   U+FFFD so a cell cannot reorder what a reader sees; joiners (ZWJ, ZWNJ)
//!   stay, as Indic names need them.

use serde_json::Value;

use super::fields::FieldPath;
use crate::{Error, Result};

/// Which separator, whether a header, whether the formula guard.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Dialect {
    pub tabs: bool,
    pub header: bool,
    pub guard: bool,
}

impl Dialect {
    pub const CSV: Dialect = Dialect {
        tabs: false,
        header: true,
        guard: true,
    };
}

/// A cell before writing; only text can carry a formula.
#[derive(Debug, Clone, PartialEq)]
enum Cell {
    Empty,
    Raw(String),
    Text(String),
}

impl Cell {
    /// The cell's final text.
    fn into_field(self, guard: bool) -> String {
        match self {
            Cell::Empty => String::new(),
            Cell::Raw(s) => s,
            Cell::Text(s) if guard => neutralise(&clean(&s)),
            Cell::Text(s) => clean(&s),
        }
    }
}

/// Renders a whole list with its header (tests, and callers holding every record).
pub fn render_csv(records: &[Value], fields: &[FieldPath], guard: bool) -> Result<String> {
    let d = Dialect {
        guard,
        ..Dialect::CSV
    };
    let mut out = csv_header(fields, d)?;
    for record in records {
        out.push_str(&csv_row(record, fields, d)?);
    }
    Ok(out)
}

/// The header row (empty under `--no-headers`).
pub fn csv_header(fields: &[FieldPath], d: Dialect) -> Result<String> {
    if !d.header {
        return Ok(String::new());
    }
    let header = fields.iter().map(|f| Cell::Text(f.as_str().to_string()));
    write_rows([header.collect::<Vec<_>>()], Dialect { guard: true, ..d })
}

/// One data row.
fn csv_row(record: &Value, fields: &[FieldPath], d: Dialect) -> Result<String> {
    let row = fields
        .iter()
        .map(|f| f.lookup(record).map_or(Cell::Empty, cell_of));
    write_rows([row.collect::<Vec<_>>()], d)
}

/// One row as it streams, after the header when `with_header` (the first row).
pub fn csv_streamed_row(
    record: &Value,
    fields: &[FieldPath],
    with_header: bool,
    d: Dialect,
) -> Result<String> {
    let mut text = if with_header {
        csv_header(fields, d)?
    } else {
        String::new()
    };
    text.push_str(&csv_row(record, fields, d)?);
    Ok(text)
}

/// A TSV cell: never quoted, its separators escaped.
fn tsv_escape(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '\\' => out.push_str("\\\\"),
            '\t' => out.push_str("\\t"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            c => out.push(c),
        }
    }
    out
}

/// Writes rows: TSV by hand, CSV with the `csv` crate, which does the quoting.
fn write_rows(rows: impl IntoIterator<Item = Vec<Cell>>, d: Dialect) -> Result<String> {
    let guard = d.guard;
    if d.tabs {
        let mut out = String::new();
        for row in rows {
            let cells: Vec<String> = row
                .into_iter()
                .map(|c| tsv_escape(&c.into_field(guard)))
                .collect();
            out.push_str(&cells.join("\t"));
            out.push('\n');
        }
        return Ok(out);
    }
    let mut writer = csv::Writer::from_writer(Vec::new());
    for row in rows {
        let fields: Vec<String> = row.into_iter().map(|c| c.into_field(guard)).collect();
        writer
            .write_record(&fields)
            .map_err(|e| Error::failure(format!("cannot write CSV: {e}")))?;
    }
    let bytes = writer
        .into_inner()
        .map_err(|e| Error::failure(format!("cannot write CSV: {e}")))?;
    String::from_utf8(bytes).map_err(|e| Error::failure(format!("cannot write CSV: {e}")))
}

/// One value as a cell: numbers and booleans raw, everything else text.
fn cell_of(value: &Value) -> Cell {
    match value {
        Value::Null => Cell::Empty,
        Value::Bool(b) => Cell::Raw(b.to_string()),
        Value::Number(n) => Cell::Raw(n.to_string()),
        Value::String(s) => Cell::Text(s.clone()),
        Value::Array(items) => {
            Cell::Text(items.iter().map(item_text).collect::<Vec<_>>().join("; "))
        }
        Value::Object(_) => Cell::Text(value.to_string()),
    }
}

/// An array element inside a joined cell.
fn item_text(item: &Value) -> String {
    match item {
        Value::Null => String::new(),
        Value::String(s) => s.clone(),
        other => other.to_string(),
    }
}

/// Drops control characters except tab and line breaks (which CSV quotes);
/// bidi overrides and isolates become U+FFFD.
fn clean(s: &str) -> String {
    s.chars()
        .filter(|&c| matches!(c, '\t' | '\n' | '\r') || !c.is_control())
        .map(|c| if is_bidi_control(c) { '\u{fffd}' } else { c })
        .collect()
}

/// Bidi embedding, override and isolate controls (not the joiners).
pub fn is_bidi_control(c: char) -> bool {
    matches!(c, '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}')
}

/// A whole value that is a plain number (`-5`, `+3.5`, `1e3`): safe as is.
fn plain_number(s: &str) -> bool {
    let t = s.strip_prefix(['+', '-']).unwrap_or(s);
    !t.is_empty()
        && t.bytes()
            .next()
            .is_some_and(|b| b.is_ascii_digit() || b == b'.')
        && t.parse::<f64>().is_ok_and(f64::is_finite)
}

/// Prefixes `'` to text a spreadsheet would evaluate as a formula: one that
/// starts with a tab or CR, or whose first visible character is `=`, `+`, `-`,
/// `@` or their full-width forms (which some spreadsheets also accept).
fn neutralise(s: &str) -> String {
    if plain_number(s) {
        return s.to_string();
    }
    let visible = s.trim_start();
    let formula = s.starts_with(['\t', '\r'])
        || visible.starts_with([
            '=', '+', '-', '@', '\u{ff1d}', '\u{ff0b}', '\u{ff0d}', '\u{ff20}',
        ]);
    if formula {
        format!("'{s}")
    } else {
        s.to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::output::fields::parse_fields;
    use serde_json::json;

    fn read(csv_text: &str) -> Vec<Vec<String>> {
        let mut reader = csv::ReaderBuilder::new()
            .has_headers(false)
            .from_reader(csv_text.as_bytes());
        reader
            .records()
            .map(|r| {
                r.map(|r| r.iter().map(str::to_string).collect())
                    .unwrap_or_default()
            })
            .collect()
    }

    fn fields(s: &str) -> Vec<FieldPath> {
        parse_fields(&[s.to_string()]).unwrap_or_default()
    }

    fn hits() -> Vec<Value> {
        vec![
            json!({
                "talentCardId": "tc_1",
                "experience": 6.5,
                "locations": ["Pune", "Remote"],
                "profileSignals": {"workQuality": {"score": 8.2, "level": "high"}, "industryTags": [{"tag": "gcc", "score": 0.9}]},
                "lastSeen": null
            }),
            json!({
                "talentCardId": "tc_2",
                "currentSalary": 2400000,
                "profileSignals": {"workQuality": null, "industryTags": []},
                "extra": {}
            }),
        ]
    }

    #[test]
    fn exact_text_with_fields() {
        let out = render_csv(
            &hits(),
            &fields("talentCardId,profileSignals.workQuality.score,locations.0,nope"),
            true,
        )
        .unwrap_or_default();
        assert_eq!(
            out,
            "talentCardId,profileSignals.workQuality.score,locations.0,nope\ntc_1,8.2,Pune,\ntc_2,,,\n"
        );
    }

    #[test]
    fn object_under_fields_is_json_text_and_arrays_are_joined() {
        let out = render_csv(
            &hits()[..1],
            &fields("profileSignals.workQuality,locations,profileSignals.industryTags"),
            true,
        )
        .unwrap_or_default();
        let rows = read(&out);
        assert_eq!(
            rows[1],
            [
                r#"{"score":8.2,"level":"high"}"#,
                "Pune; Remote",
                r#"{"tag":"gcc","score":0.9}"#
            ]
        );
    }

    const RISKY: &str = "a,b,c,d,e,f,g,h,i,j,k,l,m,n,o,p,q";

    fn risky() -> Value {
        json!({
            "a": "=HYPERLINK(\"http://x\")", "b": "+1", "c": "-5", "d": "@SUM(A1)",
            "e": "\tx", "f": "\rx", "g": -5, "h": 3.5, "i": true, "j": ["-1", "ok"], "k": "fine-text",
            "l": "  =1+1", "m": "\u{ff1d}1+1", "n": "a=b", "o": "", "p": "+91 98765 43210", "q": "+3.5"
        })
    }

    #[test]
    fn formulas_are_neutralised_plain_numbers_are_not() {
        let rows = read(&render_csv(&[risky()], &fields(RISKY), true).unwrap_or_default());
        assert_eq!(
            rows[1],
            [
                "'=HYPERLINK(\"http://x\")",
                "+1",
                "-5",
                "'@SUM(A1)",
                "'\tx",
                "'\rx",
                "-5",
                "3.5",
                "true",
                "'-1; ok",
                "fine-text",
                "'  =1+1",
                "'\u{ff1d}1+1",
                "a=b",
                "",
                "'+91 98765 43210",
                "+3.5"
            ]
        );
    }

    #[test]
    fn without_the_guard_cells_are_raw() {
        let rows = read(&render_csv(&[risky()], &fields(RISKY), false).unwrap_or_default());
        assert_eq!(rows[1][0], "=HYPERLINK(\"http://x\")");
        assert_eq!(rows[1][15], "+91 98765 43210");
    }

    #[test]
    fn quoting_control_and_bidi_characters() {
        let record = json!({"name": "Lee, \"Ann\"\x1b[31m", "note": "two\nlines", "bidi": "a\u{202e}b\u{2067}c", "zwj": "क\u{200d}ष"});
        let out = render_csv(&[record], &fields("name,note,bidi,zwj"), true).unwrap_or_default();
        let rows = read(&out);
        assert_eq!(
            rows[1],
            [
                "Lee, \"Ann\"[31m",
                "two\nlines",
                "a\u{fffd}b\u{fffd}c",
                "क\u{200d}ष"
            ]
        );
    }

    #[test]
    fn empty_lists_have_the_header() {
        assert_eq!(
            render_csv(&[], &fields("a,b"), true).unwrap_or_default(),
            "a,b\n"
        );
    }

    #[test]
    fn streamed_rows_equal_the_whole() {
        let f = fields("talentCardId,experience");
        let whole = render_csv(&hits(), &f, true).unwrap_or_default();
        let mut streamed = String::new();
        for (i, h) in hits().iter().enumerate() {
            streamed.push_str(&csv_streamed_row(h, &f, i == 0, Dialect::CSV).unwrap_or_default());
        }
        assert_eq!(whole, streamed);
    }

    proptest::proptest! {
        /// Parsing the output back gives the input, except the documented
        /// prefix on risky text; no cell begins with a formula character
        /// unless it is a plain number.
        #[test]
        fn any_text_reads_back_as_one_safe_field(s in "[\\x00-\\x{a0}=+@\\-\",;'＝ a0-9.]*") {
            let out = render_csv(&[json!({"v": s})], &fields("v"), true).unwrap_or_default();
            let rows = read(&out);
            proptest::prop_assert_eq!(rows.len(), 2);
            proptest::prop_assert_eq!(rows[1].len(), 1);
            let field = &rows[1][0];
            let cleaned = clean(&s);
            let risky = cleaned.trim_start().starts_with(['=', '+', '-', '@', '＝'])
                || cleaned.starts_with(['\t', '\r']);
            if risky && !plain_number(&cleaned) {
                proptest::prop_assert_eq!(field, &format!("'{cleaned}"));
            } else {
                proptest::prop_assert_eq!(field, &cleaned);
            }
            if field.starts_with(['=', '+', '-', '@', '\t', '\r']) {
                proptest::prop_assert!(plain_number(field), "{field:?}");
            }
        }

        /// TSV: one line per record whatever the text; unescaping gives the
        /// text back (raw, without the guard), and cells stay apart.
        #[test]
        fn tsv_keeps_one_line_per_record_and_reads_back(a in "[ -~\t\n\r\\\\é]*", b in "[ -~\t\n]*") {
            let d = Dialect { tabs: true, header: false, guard: false };
            let row = csv_streamed_row(&json!({"a": a, "b": b}), &fields("a,b"), false, d).unwrap_or_default();
            proptest::prop_assert!(row.ends_with('\n'));
            let line = &row[..row.len() - 1];
            proptest::prop_assert!(!line.contains('\n') && !line.contains('\r'));
            let cells: Vec<&str> = line.split('\t').collect();
            proptest::prop_assert_eq!(cells.len(), 2);
            let unescape = |c: &str| {
                let mut out = String::new();
                let mut it = c.chars();
                while let Some(ch) = it.next() {
                    if ch == '\\' {
                        match it.next() {
                            Some('t') => out.push('\t'),
                            Some('n') => out.push('\n'),
                            Some('r') => out.push('\r'),
                            Some(other) => out.push(other),
                            None => {}
                        }
                    } else {
                        out.push(ch);
                    }
                }
                out
            };
            proptest::prop_assert_eq!(unescape(cells[0]), a);
            proptest::prop_assert_eq!(unescape(cells[1]), b);
        }

        /// Without the guard the round trip is exact (controls aside).
        #[test]
        fn without_the_guard_the_round_trip_is_exact(s in "[ -~\u{a0}-\u{17f}]*") {
            let out = render_csv(&[json!({"v": s})], &fields("v"), false).unwrap_or_default();
            let rows = read(&out);
            proptest::prop_assert_eq!(&rows[1][0], &s);
        }
    }
}
