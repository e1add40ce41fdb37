//! CSV: a header row, nested objects flattened to dotted columns, arrays joined.
//!
//! Choices, for scripts and spreadsheets:
//! - Nested objects become dotted columns (`profileSignals.workQuality.score`);
//!   an empty object is one empty column named by its path.
//! - Arrays become one cell joined with `; `: scalars as their text, objects and
//!   nested arrays as compact JSON (`{"tag":"gcc","score":0.9}; {...}`), so the
//!   column set does not depend on how long a list happens to be.
//! - Under `--fields`, a path that names an object gives its compact JSON.
//! - Without `--fields` the columns are the union of all records' flattened keys
//!   in first-seen order (the list is buffered to know them); with `--fields`
//!   the columns are known up front and rows stream.
//! - JSON numbers and booleans are written as they are (`-5`, `true`); null is an
//!   empty cell. Text that a spreadsheet would run as a formula (starting with
//!   `=`, `+`, `-`, `@`, tab or CR, also after leading spaces, and the
//!   full-width `＝＋－＠`) gets a leading `'` (OWASP CSV injection); joined
//!   arrays and header names count as text. Control characters other than tab and line
//!   breaks are dropped from text.

use serde_json::Value;

use super::fields::FieldPath;
use crate::{Error, Result};

/// A cell before writing; only text can carry a formula.
#[derive(Debug, Clone, PartialEq)]
enum Cell {
    Empty,
    Raw(String),
    Text(String),
}

impl Cell {
    /// The cell's final text.
    fn into_field(self) -> String {
        match self {
            Cell::Empty => String::new(),
            Cell::Raw(s) => s,
            Cell::Text(s) => neutralise(&strip_controls(&s)),
        }
    }
}

/// Renders a whole list (or one record) as CSV with its header.
pub fn render_csv(records: &[Value], fields: Option<&[FieldPath]>) -> Result<String> {
    match fields {
        Some(fields) => {
            let mut out = csv_header(fields)?;
            for record in records {
                out.push_str(&csv_row(record, fields)?);
            }
            Ok(out)
        }
        None => render_union(records),
    }
}

/// The header row for `--fields` output.
pub fn csv_header(fields: &[FieldPath]) -> Result<String> {
    let header = fields.iter().map(|f| Cell::Text(f.as_str().to_string()));
    write_rows([header.collect::<Vec<_>>()])
}

/// One data row for `--fields` output.
fn csv_row(record: &Value, fields: &[FieldPath]) -> Result<String> {
    let row = fields
        .iter()
        .map(|f| f.lookup(record).map_or(Cell::Empty, cell_of));
    write_rows([row.collect::<Vec<_>>()])
}

/// One `--fields` row as it streams, after the header when `with_header`
/// (the first row).
pub fn csv_streamed_row(record: &Value, fields: &[FieldPath], with_header: bool) -> Result<String> {
    let mut text = if with_header {
        csv_header(fields)?
    } else {
        String::new()
    };
    text.push_str(&csv_row(record, fields)?);
    Ok(text)
}

/// Without `--fields`: the union of flattened keys, first seen first.
fn render_union(records: &[Value]) -> Result<String> {
    let flat: Vec<Vec<(String, Cell)>> = records.iter().map(flatten).collect();
    let mut columns: Vec<&str> = Vec::new();
    for row in &flat {
        for (key, _) in row {
            if !columns.contains(&key.as_str()) {
                columns.push(key);
            }
        }
    }
    if columns.is_empty() {
        return Ok(String::new());
    }
    let header: Vec<Cell> = columns.iter().map(|c| Cell::Text(c.to_string())).collect();
    let rows = flat.iter().map(|row| {
        columns
            .iter()
            .map(|c| {
                row.iter()
                    .find(|(k, _)| k == c)
                    .map_or(Cell::Empty, |(_, v)| v.clone())
            })
            .collect::<Vec<_>>()
    });
    write_rows(std::iter::once(header).chain(rows))
}

/// Writes rows with the `csv` crate, which does the quoting.
fn write_rows(rows: impl IntoIterator<Item = Vec<Cell>>) -> Result<String> {
    let mut writer = csv::Writer::from_writer(Vec::new());
    for row in rows {
        let fields: Vec<String> = row.into_iter().map(Cell::into_field).collect();
        writer
            .write_record(&fields)
            .map_err(|e| Error::failure(format!("cannot write CSV: {e}")))?;
    }
    let bytes = writer
        .into_inner()
        .map_err(|e| Error::failure(format!("cannot write CSV: {e}")))?;
    String::from_utf8(bytes).map_err(|e| Error::failure(format!("cannot write CSV: {e}")))
}

/// A record's leaves under dotted names; a non-object record is one `value` column.
fn flatten(record: &Value) -> Vec<(String, Cell)> {
    let mut out = Vec::new();
    match record {
        Value::Object(_) => flatten_into("", record, &mut out),
        other => out.push(("value".to_string(), cell_of(other))),
    }
    out
}

fn flatten_into(prefix: &str, value: &Value, out: &mut Vec<(String, Cell)>) {
    match value {
        Value::Object(map) if !map.is_empty() => {
            for (key, v) in map {
                let name = if prefix.is_empty() {
                    key.clone()
                } else {
                    format!("{prefix}.{key}")
                };
                flatten_into(&name, v, out);
            }
        }
        Value::Object(_) => out.push((prefix.to_string(), Cell::Empty)),
        other => out.push((prefix.to_string(), cell_of(other))),
    }
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

/// Drops control characters except tab and line breaks (which CSV quotes).
fn strip_controls(s: &str) -> String {
    s.chars()
        .filter(|&c| matches!(c, '\t' | '\n' | '\r') || !c.is_control())
        .collect()
}

/// Prefixes `'` to text a spreadsheet would evaluate as a formula: one that
/// starts with a tab or CR, or whose first visible character is `=`, `+`, `-`,
/// `@` or their full-width forms (which some spreadsheets also accept).
fn neutralise(s: &str) -> String {
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
    fn union_of_flattened_keys_in_first_seen_order() {
        let out = render_csv(&hits(), None).unwrap_or_default();
        let rows = read(&out);
        assert_eq!(
            rows[0],
            [
                "talentCardId",
                "experience",
                "locations",
                "profileSignals.workQuality.score",
                "profileSignals.workQuality.level",
                "profileSignals.industryTags",
                "lastSeen",
                "currentSalary",
                "profileSignals.workQuality",
                "extra"
            ]
        );
        assert_eq!(
            rows[1],
            [
                "tc_1",
                "6.5",
                "Pune; Remote",
                "8.2",
                "high",
                r#"{"tag":"gcc","score":0.9}"#,
                "",
                "",
                "",
                ""
            ]
        );
        assert_eq!(rows[2], ["tc_2", "", "", "", "", "", "", "2400000", "", ""]);
    }

    #[test]
    fn exact_text_with_fields() {
        let out = render_csv(
            &hits(),
            Some(&fields(
                "talentCardId,profileSignals.workQuality.score,locations.0,nope",
            )),
        )
        .unwrap_or_default();
        assert_eq!(
            out,
            "talentCardId,profileSignals.workQuality.score,locations.0,nope\ntc_1,8.2,Pune,\ntc_2,,,\n"
        );
    }

    #[test]
    fn object_under_fields_is_json_text() {
        let out = render_csv(&hits()[..1], Some(&fields("profileSignals.workQuality")))
            .unwrap_or_default();
        let rows = read(&out);
        assert_eq!(rows[1], [r#"{"score":8.2,"level":"high"}"#]);
    }

    #[test]
    fn formulas_are_neutralised_numbers_are_not() {
        let record = json!({
            "a": "=HYPERLINK(\"http://x\")", "b": "+1", "c": "-5", "d": "@SUM(A1)",
            "e": "\tx", "f": "\rx", "g": -5, "h": 3.5, "i": true, "j": ["-1", "ok"], "k": "fine-text",
            "l": "  =1+1", "m": "\u{ff1d}1+1", "n": "a=b", "o": ""
        });
        let rows = read(&render_csv(&[record], None).unwrap_or_default());
        assert_eq!(
            rows[1],
            [
                "'=HYPERLINK(\"http://x\")",
                "'+1",
                "'-5",
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
                ""
            ]
        );
    }

    #[test]
    fn quoting_and_control_characters() {
        let record = json!({"name": "Lee, \"Ann\"\x1b[31m", "note": "two\nlines"});
        let out = render_csv(&[record], None).unwrap_or_default();
        assert_eq!(out, "name,note\n\"Lee, \"\"Ann\"\"[31m\",\"two\nlines\"\n");
        let rows = read(&out);
        assert_eq!(rows[1], ["Lee, \"Ann\"[31m", "two\nlines"]);
    }

    #[test]
    fn empty_lists() {
        assert_eq!(render_csv(&[], None).unwrap_or_default(), "");
        assert_eq!(
            render_csv(&[], Some(&fields("a,b"))).unwrap_or_default(),
            "a,b\n"
        );
    }

    #[test]
    fn streamed_rows_equal_the_whole() {
        let f = fields("talentCardId,experience");
        let whole = render_csv(&hits(), Some(&f)).unwrap_or_default();
        let mut streamed = csv_header(&f).unwrap_or_default();
        for h in hits() {
            streamed.push_str(&csv_row(&h, &f).unwrap_or_default());
        }
        assert_eq!(whole, streamed);
    }

    proptest::proptest! {
        #[test]
        fn any_text_reads_back_as_one_safe_field(s in "[\\x00-\\x{a0}=+@\\-\",;'＝ a]*") {
            let out = render_csv(&[json!({"v": s})], None).unwrap_or_default();
            let rows = read(&out);
            proptest::prop_assert_eq!(rows.len(), 2);
            proptest::prop_assert_eq!(rows[1].len(), 1);
            let field = &rows[1][0];
            let stripped = strip_controls(&s);
            let risky = stripped.trim_start().starts_with(['=', '+', '-', '@', '＝'])
                || stripped.starts_with(['\t', '\r']);
            if risky {
                proptest::prop_assert_eq!(field, &format!("'{stripped}"));
            } else {
                proptest::prop_assert_eq!(field, &stripped);
            }
        }
    }
}
