//! JSON and JSON Lines.
//!
//! Without `--fields` a record is printed untouched: the service's own field
//! names, unknown fields included, key order preserved. With `--fields` the
//! object holds exactly the chosen keys in the chosen order, each named by its
//! dotted path as typed (`{"talentCardId":"tc_1","profileSignals.workQuality.score":8.2}`),
//! a missing path as `null`. Dotted keys keep `jq '.["a.b"]'` and the CSV
//! header in step, and never merge two paths into one nested object by accident.

use std::borrow::Cow;

use serde_json::Value;

use super::fields::{project, FieldPath};
use crate::{Error, Result};

/// The record to print: itself, or its projection onto `--fields`.
pub fn select(record: &Value, fields: &[FieldPath]) -> Value {
    selected(record, fields).into_owned()
}

/// [`select`] without copying a record printed whole.
fn selected<'a>(record: &'a Value, fields: &[FieldPath]) -> Cow<'a, Value> {
    if fields.is_empty() {
        Cow::Borrowed(record)
    } else {
        Cow::Owned(project(record, fields))
    }
}

/// One record as a pretty object (2-space indent), ending in a newline.
pub fn render_json_one(record: &Value, fields: &[FieldPath]) -> Result<String> {
    pretty(&selected(record, fields))
}

/// A list as one pretty array (`[]` when empty), ending in a newline.
pub fn render_json_list(records: &[Value], fields: &[FieldPath]) -> Result<String> {
    let items: Vec<Value> = records.iter().map(|r| select(r, fields)).collect();
    pretty(&Value::Array(items))
}

/// One element of a streamed pretty array: `[` before the first, `,`
/// between, each record indented as `serde_json` indents array items, so
/// the whole equals [`render_json_list`] once [`JSON_LIST_END`] closes it.
pub fn render_json_item(record: &Value, fields: &[FieldPath], first: bool) -> Result<String> {
    let body = serde_json::to_vec_pretty(&*selected(record, fields))?;
    let mut out = Vec::with_capacity(body.len() + body.len() / 8 + 4);
    out.extend_from_slice(if first { b"[\n  " } else { b",\n  " });
    // Pretty JSON has no blank line and no raw newline inside a string, so
    // two spaces after each newline indent it one level, as an array item.
    let mut rest = body.as_slice();
    while let Some(at) = memchr::memchr(b'\n', rest) {
        out.extend_from_slice(&rest[..=at]);
        out.extend_from_slice(b"  ");
        rest = &rest[at + 1..];
    }
    out.extend_from_slice(rest);
    text(out)
}

/// Closes a streamed array that has items.
pub const JSON_LIST_END: &str = "\n]\n";

/// One record as one compact line.
pub fn render_jsonl(record: &Value, fields: &[FieldPath]) -> Result<String> {
    let mut line = serde_json::to_vec(&*selected(record, fields))?;
    line.push(b'\n');
    text(line)
}

fn pretty(value: &Value) -> Result<String> {
    let mut out = serde_json::to_vec_pretty(value)?;
    out.push(b'\n');
    text(out)
}

/// serde_json's output as text, terminal controls escaped.
fn text(json: Vec<u8>) -> Result<String> {
    let json = String::from_utf8(json)
        .map_err(|e| Error::failure(format!("JSON output is not UTF-8: {e}")))?;
    Ok(escape_terminal_controls(json))
}

/// serde_json escapes C0 controls but writes DEL, C1 controls and
/// bidirectional overrides raw; a terminal may act on them when JSON is read
/// on screen. They can only occur inside string literals, where `\uXXXX`
/// means the same character, so escaping them keeps the JSON equal.
fn escape_terminal_controls(text: String) -> String {
    // serde_json writes C0 controls escaped (a newline of its layout is its
    // only raw one); DEL is 0x7F, every C1 control starts with 0xC2 and
    // every bidi control (U+200E–U+2069) with 0xE2: text without those
    // bytes, the common case, is returned as it is.
    let Some(first) = memchr::memchr3(0x7f, 0xc2, 0xe2, text.as_bytes()) else {
        return text;
    };
    let risky = |c: char| c != '\n' && (c.is_control() || super::cell::is_bidi_control(c));
    // `first` is an ASCII byte or a lead byte: a character boundary.
    let mut out = String::with_capacity(text.len() + 16);
    out.push_str(&text[..first]);
    for c in text[first..].chars() {
        if risky(c) {
            out.push_str(&format!("\\u{:04x}", u32::from(c)));
        } else {
            out.push(c);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::output::fields::parse_fields;
    use serde_json::json;

    fn fields(s: &str) -> Vec<FieldPath> {
        parse_fields(&[s.to_string()]).unwrap_or_default()
    }

    fn job() -> Value {
        // Key order deliberately not alphabetical; an unknown field included.
        json!({"jobId": "j1", "title": "SRE", "status": "active", "zNew": {"b": 1, "a": 2}})
    }

    #[test]
    fn one_record_is_untouched_and_pretty() {
        let out = render_json_one(&job(), &[]).unwrap_or_default();
        assert_eq!(
            out,
            "{\n  \"jobId\": \"j1\",\n  \"title\": \"SRE\",\n  \"status\": \"active\",\n  \"zNew\": {\n    \"b\": 1,\n    \"a\": 2\n  }\n}\n"
        );
    }

    #[test]
    fn list_is_one_array() {
        assert_eq!(render_json_list(&[], &[]).unwrap_or_default(), "[]\n");
        let out = render_json_list(&[job(), job()], &fields("title,zNew.a")).unwrap_or_default();
        assert_eq!(
            out,
            "[\n  {\n    \"title\": \"SRE\",\n    \"zNew.a\": 2\n  },\n  {\n    \"title\": \"SRE\",\n    \"zNew.a\": 2\n  }\n]\n"
        );
        let parsed: Value = serde_json::from_str(&out).unwrap_or_default();
        assert_eq!(parsed.as_array().map(Vec::len), Some(2));
    }

    #[test]
    fn jsonl_is_compact_one_per_line() {
        assert_eq!(
            render_jsonl(&job(), &[]).unwrap_or_default(),
            "{\"jobId\":\"j1\",\"title\":\"SRE\",\"status\":\"active\",\"zNew\":{\"b\":1,\"a\":2}}\n"
        );
        assert_eq!(
            render_jsonl(&job(), &fields("status,missing,jobId")).unwrap_or_default(),
            "{\"status\":\"active\",\"missing\":null,\"jobId\":\"j1\"}\n"
        );
    }

    #[test]
    fn streamed_items_make_the_same_text_as_the_whole_list() {
        let records = [
            job(),
            json!({"n\u{9b}": "x\u{7f}y\u{202e}z", "ok": "₹24L", "nested": {"a": [1, {"b": []}]}}),
            json!({"plain": "ascii only", "e": {}}),
        ];
        for fields in [Vec::new(), fields("jobId,ok")] {
            let mut streamed = String::new();
            for (i, r) in records.iter().enumerate() {
                streamed.push_str(&render_json_item(r, &fields, i == 0).unwrap_or_default());
            }
            streamed.push_str(JSON_LIST_END);
            assert_eq!(
                streamed,
                render_json_list(&records, &fields).unwrap_or_default()
            );
        }
    }

    #[test]
    fn escapes_keep_terminal_controls_out() {
        let out = render_jsonl(&json!({"n": "a\x1b[2Jb\nc"}), &[]).unwrap_or_default();
        assert_eq!(out, "{\"n\":\"a\\u001b[2Jb\\nc\"}\n");
        let record = json!({"n\u{9b}": "x\u{7f}y\u{9b}31m\u{202e}z", "ok": "₹24L"});
        let out = render_json_one(&record, &[]).unwrap_or_default();
        assert!(out.contains(r#""x\u007fy\u009b31m\u202ez""#), "{out}");
        assert!(
            out.contains(r#""n\u009b""#) && out.contains("₹24L"),
            "{out}"
        );
        let back: Value = serde_json::from_str(&out).unwrap_or_default();
        assert_eq!(back, record);
    }
}
