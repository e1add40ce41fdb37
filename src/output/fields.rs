//! `--fields`: dotted paths into a record (`profileSignals.workQuality.score`,
//! `workHistory.0`), checked once when the printer is built.
//!
//! A path that leads nowhere yields nothing (an empty cell, a JSON `null`), never
//! an error: records differ between interfaces and many fields are optional.

use serde_json::{Map, Value};

use crate::{Error, Result};

/// One `--fields` entry: the text as typed (used as header and JSON key).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FieldPath {
    raw: String,
}

impl FieldPath {
    /// Checks one path: no empty path, no empty segment (`a..b`, `.a`, `a.`).
    pub fn parse(raw: &str) -> Result<FieldPath> {
        let raw = raw.trim();
        let hint = "give dotted paths separated by commas, e.g. --fields talentCardId,profileSignals.workQuality.score";
        if raw.is_empty() {
            return Err(Error::usage("empty field in --fields").with_hint(hint));
        }
        if raw.split('.').any(|s| s.trim().is_empty()) {
            return Err(
                Error::usage(format!("invalid field path \"{}\"", raw.escape_debug()))
                    .with_hint(hint),
            );
        }
        Ok(FieldPath {
            raw: raw.to_string(),
        })
    }

    /// The path as the user wrote it.
    pub fn as_str(&self) -> &str {
        &self.raw
    }

    /// The value at this path, if the record has one.
    pub fn lookup<'v>(&self, record: &'v Value) -> Option<&'v Value> {
        lookup_path(record, &self.raw)
    }
}

/// Parses `--fields` values: each may itself hold comma-separated paths (the
/// flag may be repeated or comma-joined). Duplicates are dropped, first kept,
/// so JSON output never has a key twice.
pub fn parse_fields(values: &[String]) -> Result<Vec<FieldPath>> {
    let mut out: Vec<FieldPath> = Vec::new();
    for value in values {
        for part in value.split(',') {
            let path = FieldPath::parse(part)?;
            if !out.contains(&path) {
                out.push(path);
            }
        }
    }
    Ok(out)
}

/// Looks a dotted path up in a record, walking objects by key and arrays by
/// numeric index; no checks, so it also serves a view's own column paths,
/// which are constants. The empty path is the record itself.
pub fn lookup_path<'v>(record: &'v Value, path: &str) -> Option<&'v Value> {
    if path.is_empty() {
        return Some(record);
    }
    path.split('.')
        .try_fold(record, |value, segment| match value {
            Value::Object(map) => map.get(segment),
            Value::Array(items) => segment.parse::<usize>().ok().and_then(|i| items.get(i)),
            _ => None,
        })
}

/// The JSON a record becomes under `--fields`: exactly the chosen keys, in the
/// chosen order, each named by its dotted path; a missing path is `null`.
pub fn project(record: &Value, fields: &[FieldPath]) -> Value {
    let map: Map<String, Value> = fields
        .iter()
        .map(|f| {
            let v = f.lookup(record).cloned().unwrap_or(Value::Null);
            (f.raw.clone(), v)
        })
        .collect();
    Value::Object(map)
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn paths(s: &str) -> Vec<FieldPath> {
        match parse_fields(&[s.to_string()]) {
            Ok(p) => p,
            Err(e) => panic!("{}", e.render_line()),
        }
    }

    fn hit() -> Value {
        json!({
            "talentCardId": "tc_1",
            "workHistory": ["Acme (2020-)", "Initech"],
            "profileSignals": {"workQuality": {"score": 8.2, "level": "high"}, "industryTags": [{"tag": "b2b_saas"}]},
            "lastSeen": null
        })
    }

    #[test]
    fn dotted_and_indexed_paths_reach_in() {
        let r = hit();
        let get = |p: &str| paths(p)[0].lookup(&r).cloned();
        assert_eq!(get("profileSignals.workQuality.score"), Some(json!(8.2)));
        assert_eq!(get("workHistory.1"), Some(json!("Initech")));
        assert_eq!(
            get("profileSignals.industryTags.0.tag"),
            Some(json!("b2b_saas"))
        );
        assert_eq!(get("lastSeen"), Some(Value::Null));
    }

    #[test]
    fn missing_paths_are_none_not_errors() {
        let r = hit();
        for p in [
            "nope",
            "workHistory.9",
            "workHistory.x",
            "talentCardId.deeper",
        ] {
            assert_eq!(paths(p)[0].lookup(&r), None, "{p}");
        }
    }

    #[test]
    fn list_is_split_trimmed_and_deduplicated() {
        let p = parse_fields(&["a, b.c".to_string(), "a,d".to_string()]).unwrap_or_default();
        let names: Vec<&str> = p.iter().map(FieldPath::as_str).collect();
        assert_eq!(names, ["a", "b.c", "d"]);
    }

    #[test]
    fn empty_and_badly_dotted_paths_are_usage_errors() {
        for bad in ["", "a,,b", "a,", ".a", "a.", "a..b", " . "] {
            let e = parse_fields(&[bad.to_string()]).expect_err(bad);
            assert_eq!(e.kind, crate::ErrorKind::Usage);
            assert!(e.hint.is_some());
        }
    }

    #[test]
    fn projection_keeps_dotted_keys_in_order_with_nulls() {
        let out = project(
            &hit(),
            &paths("profileSignals.workQuality.score,talentCardId,missing"),
        );
        assert_eq!(
            serde_json::to_string(&out).unwrap_or_default(),
            r#"{"profileSignals.workQuality.score":8.2,"talentCardId":"tc_1","missing":null}"#
        );
    }
}
