//! `--fields`: dotted paths into a record (`profileSignals.workQuality.score`),
//! with array elements by index (`workHistory[0]` or `workHistory.0`,
//! `profileSignals.industryTags[1].tag`), checked once when the printer is
//! built, and against the command's schema before anything is sent
//! ([`super::Printer::check`]). `--fields all` is every field the schema
//! knows, in its order; `--fields compact` is the table's set (the view's
//! columns), which `table` and `tsv` show anyway and `csv` puts first.
//!
//! A known path that leads nowhere in a record yields nothing (an empty
//! cell, a JSON `null`): many fields are optional.

use serde_json::{Map, Value};

use crate::{Error, Result};

/// One `--fields` entry: the text as typed (used as header and JSON key)
/// and its dotted form (`a[0].b` is `a.0.b`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FieldPath {
    raw: String,
    dotted: String,
}

/// The word that asks for every field of the command's schema.
pub const ALL: &str = "all";

/// The word that asks for the command's compact set: its table columns.
pub const COMPACT: &str = "compact";

impl FieldPath {
    /// Checks one path: no empty path, no empty segment (`a..b`, `.a`,
    /// `a.`), indexes as `[N]` right after a name.
    pub fn parse(raw: &str) -> Result<FieldPath> {
        Self::parse_in(raw, "--fields")
    }

    /// [`FieldPath::parse`] of a path given as `word` (`--fields`, `fields`).
    pub fn parse_in(raw: &str, word: &str) -> Result<FieldPath> {
        let raw = raw.trim();
        let hint = format!("give dotted paths separated by commas, e.g. {word} talentCardId,workHistory[0],profileSignals.workQuality.score");
        if raw.is_empty() {
            return Err(Error::usage(format!("empty field in {word}")).with_hint(hint));
        }
        let bad = || {
            Error::usage(format!("invalid field path \"{}\"", raw.escape_debug()))
                .with_hint(hint.clone())
        };
        let dotted = dotted(raw).ok_or_else(bad)?;
        if dotted.split('.').any(|s| s.trim().is_empty()) {
            return Err(bad());
        }
        Ok(FieldPath {
            raw: raw.to_string(),
            dotted,
        })
    }

    /// A path known to be well formed (a view's own column).
    pub(crate) fn of_column(path: &str) -> FieldPath {
        FieldPath {
            raw: path.to_string(),
            dotted: path.to_string(),
        }
    }

    /// The path as the user wrote it.
    pub fn as_str(&self) -> &str {
        &self.raw
    }

    /// The segments: names and indexes.
    pub fn segments(&self) -> Vec<&str> {
        self.dotted.split('.').collect()
    }

    /// The value at this path, if the record has one.
    pub fn lookup<'v>(&self, record: &'v Value) -> Option<&'v Value> {
        lookup_path(record, &self.dotted)
    }
}

/// `a[0].b[12]` as `a.0.b.12`; `None` when a bracket is not `[digits]`
/// after a name.
fn dotted(raw: &str) -> Option<String> {
    let mut out = String::with_capacity(raw.len());
    let mut rest = raw;
    while let Some(open) = rest.find('[') {
        let (head, tail) = rest.split_at(open);
        let close = tail.find(']')?;
        let index = &tail[1..close];
        if index.is_empty() || !index.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        if head.is_empty() && (out.is_empty() || out.ends_with('.')) {
            return None;
        }
        out.push_str(head);
        out.push('.');
        out.push_str(index);
        rest = &tail[close + 1..];
        if !(rest.is_empty() || rest.starts_with('.') || rest.starts_with('[')) {
            return None;
        }
    }
    if rest.contains(']') {
        return None;
    }
    out.push_str(rest);
    Some(out)
}

/// Parses `--fields` values: each may itself hold comma-separated paths (the
/// flag may be repeated or comma-joined). Duplicates are dropped, first kept,
/// so JSON output never has a key twice.
pub fn parse_fields(values: &[String]) -> Result<Vec<FieldPath>> {
    parse_fields_in(values, "--fields")
}

/// [`parse_fields`] of values given as `word` (`--fields`, `fields`).
pub fn parse_fields_in(values: &[String], word: &str) -> Result<Vec<FieldPath>> {
    let mut out: Vec<FieldPath> = Vec::new();
    for value in values {
        for part in value.split(',') {
            let path = FieldPath::parse_in(part, word)?;
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

/// The record cut to `fields` in its own shape, for readers that take the
/// record's structure rather than flat columns (an assistant's tool result,
/// whose schema names the record's own top-level fields): each path's value
/// at its place, objects as objects, an array element at its index (earlier
/// ones `null`); a path the record lacks is left out.
pub fn nest(record: &Value, fields: &[FieldPath]) -> Value {
    let mut out = Value::Object(Map::new());
    for f in fields {
        put(&mut out, record, &f.segments());
    }
    out
}

/// Puts what `segs` reaches in `src` into `out` at the same place; `false`
/// (and `out` untouched) when the path leads nowhere.
fn put(out: &mut Value, src: &Value, segs: &[&str]) -> bool {
    let Some((first, rest)) = segs.split_first() else {
        *out = src.clone();
        return true;
    };
    match src {
        Value::Object(m) => {
            let Some(child) = m.get(*first) else {
                return false;
            };
            let mut slot = out.get(*first).cloned().unwrap_or(Value::Null);
            if !put(&mut slot, child, rest) {
                return false;
            }
            if !out.is_object() {
                *out = Value::Object(Map::new());
            }
            if let Value::Object(o) = out {
                o.insert((*first).to_string(), slot);
            }
            true
        }
        Value::Array(a) => {
            let Some((i, child)) = first
                .parse::<usize>()
                .ok()
                .and_then(|i| Some((i, a.get(i)?)))
            else {
                return false;
            };
            let mut slot = out.get(i).cloned().unwrap_or(Value::Null);
            if !put(&mut slot, child, rest) {
                return false;
            }
            if !out.is_array() {
                *out = Value::Array(Vec::new());
            }
            if let Value::Array(o) = out {
                if o.len() <= i {
                    o.resize(i + 1, Value::Null);
                }
                o[i] = slot;
            }
            true
        }
        _ => false,
    }
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
    fn bracket_indexes_are_dotted_indexes() {
        let r = hit();
        let get = |p: &str| paths(p)[0].lookup(&r).cloned();
        assert_eq!(get("workHistory[1]"), Some(json!("Initech")));
        assert_eq!(
            get("profileSignals.industryTags[0].tag"),
            Some(json!("b2b_saas"))
        );
        assert_eq!(paths("workHistory[1]")[0].as_str(), "workHistory[1]");
        for bad in ["a[", "a[]", "a[x]", "[0]", "a[0]b", "a]", "a.[0]"] {
            assert!(parse_fields(&[bad.to_string()]).is_err(), "{bad}");
        }
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

    #[test]
    fn nest_keeps_the_records_shape_and_leaves_out_what_it_lacks() {
        let got = nest(
            &hit(),
            &paths(
                "profileSignals.workQuality.score,workHistory[1],talentCardId,nope.deeper,lastSeen",
            ),
        );
        assert_eq!(
            got,
            json!({
                "profileSignals": {"workQuality": {"score": 8.2}},
                "workHistory": [null, "Initech"],
                "talentCardId": "tc_1",
                "lastSeen": null
            })
        );
        // A whole field and one of its parts: the whole stays whole.
        let got = nest(
            &hit(),
            &paths("profileSignals.workQuality,profileSignals.workQuality.level"),
        );
        assert_eq!(
            got,
            json!({"profileSignals": {"workQuality": {"score": 8.2, "level": "high"}}})
        );
    }
}
