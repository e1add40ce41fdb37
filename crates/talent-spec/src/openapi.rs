//! The service's two interfaces as OpenAPI 3.1 documents (written by hand
//! from the spec, `openapi/main.json` and `openapi/alt.json`), and what the
//! tool reads from them: the fields a record has, in the documents' order,
//! and whether a field path names one of them.
//!
//! A schema is named `main#SearchHit` or `alt#Job`: the interface, then the
//! name under `components/schemas`.

use std::sync::OnceLock;

use serde_json::Value;

/// The main interface (`/api/v1`, camelCase), as served by the sandbox at
/// `GET /api/v1/openapi.json`.
pub const MAIN_JSON: &str = include_str!("../openapi/main.json");
/// The additional interface (`/v1`, snake_case), at `GET /v1/openapi.json`.
pub const ALT_JSON: &str = include_str!("../openapi/alt.json");

/// Which document.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Doc {
    Main,
    Alt,
}

impl Doc {
    pub fn text(self) -> &'static str {
        match self {
            Doc::Main => MAIN_JSON,
            Doc::Alt => ALT_JSON,
        }
    }

    /// The parsed document (parsed once; the text is checked by tests).
    pub fn value(self) -> &'static Value {
        static MAIN: OnceLock<Value> = OnceLock::new();
        static ALT: OnceLock<Value> = OnceLock::new();
        let cell = match self {
            Doc::Main => &MAIN,
            Doc::Alt => &ALT,
        };
        cell.get_or_init(|| serde_json::from_str(self.text()).unwrap_or(Value::Null))
    }

    fn prefix(self) -> &'static str {
        match self {
            Doc::Main => "main",
            Doc::Alt => "alt",
        }
    }
}

/// A schema by its name (`main#SearchHit`), with its document.
pub fn schema(name: &str) -> Option<(Doc, &'static Value)> {
    let (doc, short) = name.split_once('#')?;
    let doc = match doc {
        "main" => Doc::Main,
        "alt" => Doc::Alt,
        _ => return None,
    };
    let s = doc
        .value()
        .pointer(&format!("/components/schemas/{short}"))?;
    Some((doc, s))
}

/// Every schema name of both documents (`main#SearchHit`, …).
pub fn schema_names() -> Vec<String> {
    let mut out = Vec::new();
    for doc in [Doc::Main, Doc::Alt] {
        if let Some(Value::Object(m)) = doc.value().pointer("/components/schemas") {
            out.extend(m.keys().map(|k| format!("{}#{k}", doc.prefix())));
        }
    }
    out
}

/// Follows `$ref`s (and a nullable `anyOf`/`oneOf` to its non-null member)
/// to the schema that says what a value is.
pub fn resolve(doc: Doc, mut s: &'static Value) -> &'static Value {
    for _ in 0..16 {
        if let Some(r) = s.get("$ref").and_then(Value::as_str) {
            match r.strip_prefix('#').and_then(|p| doc.value().pointer(p)) {
                Some(next) => s = next,
                None => return s,
            }
            continue;
        }
        let alternatives = s
            .get("anyOf")
            .or_else(|| s.get("oneOf"))
            .and_then(Value::as_array);
        if let Some(alts) = alternatives {
            if let Some(first) = alts
                .iter()
                .find(|a| a.get("type").and_then(Value::as_str) != Some("null"))
            {
                s = first;
                continue;
            }
        }
        return s;
    }
    s
}

fn properties(s: &Value) -> Option<&serde_json::Map<String, Value>> {
    s.get("properties").and_then(Value::as_object)
}

fn is_array(s: &Value) -> bool {
    match s.get("type") {
        Some(Value::String(t)) => t == "array",
        Some(Value::Array(ts)) => ts.iter().any(|t| t == "array"),
        _ => false,
    }
}

/// The record's fields as dotted paths to its values, in the document's
/// order: nested objects are walked into (`profileSignals.workQuality.score`),
/// a list is one field (`workHistory`), an object with no declared fields is
/// one field. `None` for an unknown schema.
pub fn leaf_paths(name: &str) -> Option<Vec<String>> {
    let (doc, s) = schema(name)?;
    let mut out = Vec::new();
    walk(doc, s, String::new(), &mut out, 0);
    Some(out)
}

fn walk(doc: Doc, s: &'static Value, prefix: String, out: &mut Vec<String>, depth: usize) {
    let s = resolve(doc, s);
    match properties(s) {
        Some(props) if !is_array(s) && depth < 8 => {
            for (key, sub) in props {
                let path = if prefix.is_empty() {
                    key.clone()
                } else {
                    format!("{prefix}.{key}")
                };
                walk(doc, sub, path, out, depth + 1);
            }
        }
        _ if !prefix.is_empty() => out.push(prefix),
        _ => {}
    }
}

/// Whether `segments` (a field path split at dots, array indexes as
/// numbers) names something the schema knows: each segment a declared
/// property, or an index into a list; anything under an object with no
/// declared fields is accepted.
pub fn knows(name: &str, segments: &[&str]) -> bool {
    let Some((doc, s)) = schema(name) else {
        return false;
    };
    let mut s = resolve(doc, s);
    for seg in segments {
        if is_array(s) {
            if seg.parse::<usize>().is_err() {
                return false;
            }
            match s.get("items") {
                Some(items) => s = resolve(doc, items),
                None => return true,
            }
            continue;
        }
        match properties(s) {
            Some(props) => match props.get(*seg) {
                Some(sub) => s = resolve(doc, sub),
                None => return false,
            },
            // A free-form object (`data` of an event, an automation).
            None => return s.get("type").and_then(Value::as_str) == Some("object"),
        }
    }
    true
}

/// Checks `value` against a schema of `doc` (the subset of JSON Schema the
/// documents use: type, properties, required, items, enum, anyOf/oneOf,
/// minimum/maximum, minLength/maxLength, minItems/maxItems, pattern as a
/// prefix-free check is skipped). Returns every mismatch as `path: what`;
/// empty when the value conforms. Unknown fields are allowed (the service
/// may add fields).
pub fn validate(doc: Doc, schema: &'static Value, value: &Value) -> Vec<String> {
    let mut errors = Vec::new();
    check(doc, schema, value, "$", &mut errors, 0);
    errors
}

/// [`validate`] against a named schema (`main#SearchHit`).
pub fn validate_named(name: &str, value: &Value) -> Vec<String> {
    match schema(name) {
        Some((doc, s)) => validate(doc, s, value),
        None => vec![format!("no schema {name}")],
    }
}

/// The schema of the answer `status` of `method` on `path` (a concrete
/// path, matched against the document's templates), if the document
/// declares a JSON body for it.
pub fn response_schema(doc: Doc, method: &str, path: &str, status: u16) -> Option<&'static Value> {
    let paths = doc.value().get("paths")?.as_object()?;
    let (_, item) = paths.iter().find(|(t, _)| template_matches(t, path))?;
    let op = item.get(method.to_ascii_lowercase())?;
    let responses = op.get("responses")?;
    let mut r = responses
        .get(status.to_string())
        .or_else(|| responses.get("default"))?;
    if let Some(reference) = r.get("$ref").and_then(Value::as_str) {
        r = doc.value().pointer(reference.strip_prefix('#')?)?;
    }
    r.pointer("/content/application~1json/schema")
}

/// Whether `/jobs/{jobId}/stages` matches `/jobs/job_1/stages`.
pub fn template_matches(template: &str, path: &str) -> bool {
    let t: Vec<&str> = template.split('/').collect();
    let p: Vec<&str> = path.split('/').collect();
    t.len() == p.len()
        && t.iter()
            .zip(&p)
            .all(|(a, b)| (a.starts_with('{') && !b.is_empty()) || a == b)
}

fn type_names(s: &Value) -> Vec<&str> {
    match s.get("type") {
        Some(Value::String(t)) => vec![t.as_str()],
        Some(Value::Array(ts)) => ts.iter().filter_map(Value::as_str).collect(),
        _ => Vec::new(),
    }
}

fn type_of(v: &Value) -> &'static str {
    match v {
        Value::Null => "null",
        Value::Bool(_) => "boolean",
        Value::Number(n) if n.is_i64() || n.is_u64() => "integer",
        Value::Number(_) => "number",
        Value::String(_) => "string",
        Value::Array(_) => "array",
        Value::Object(_) => "object",
    }
}

fn check(doc: Doc, s: &'static Value, v: &Value, at: &str, errors: &mut Vec<String>, depth: usize) {
    if depth > 32 {
        return;
    }
    if let Some(r) = s.get("$ref").and_then(Value::as_str) {
        match r.strip_prefix('#').and_then(|p| doc.value().pointer(p)) {
            Some(target) => check(doc, target, v, at, errors, depth + 1),
            None => errors.push(format!("{at}: unresolved {r}")),
        }
        return;
    }
    for key in ["anyOf", "oneOf"] {
        if let Some(alts) = s.get(key).and_then(Value::as_array) {
            let fits = alts.iter().any(|a| {
                let mut e = Vec::new();
                check(doc, a, v, at, &mut e, depth + 1);
                e.is_empty()
            });
            if !fits {
                errors.push(format!("{at}: matches none of {key}"));
            }
            return;
        }
    }
    let types = type_names(s);
    let actual = type_of(v);
    // An integer is also a number.
    let fits = types.is_empty()
        || types.contains(&actual)
        || (actual == "integer" && types.contains(&"number"));
    if !fits {
        errors.push(format!("{at}: {actual}, expected {}", types.join(" or ")));
        return;
    }
    if let Some(allowed) = s.get("enum").and_then(Value::as_array) {
        if !allowed.contains(v) {
            errors.push(format!(
                "{at}: {v} is not one of {}",
                Value::Array(allowed.clone())
            ));
        }
    }
    match v {
        Value::Number(n) => {
            let x = n.as_f64().unwrap_or(0.0);
            if let Some(min) = s.get("minimum").and_then(Value::as_f64) {
                if x < min {
                    errors.push(format!("{at}: {x} below {min}"));
                }
            }
            if let Some(max) = s.get("maximum").and_then(Value::as_f64) {
                if x > max {
                    errors.push(format!("{at}: {x} above {max}"));
                }
            }
        }
        Value::String(text) => {
            let len = text.chars().count() as u64;
            if let Some(max) = s.get("maxLength").and_then(Value::as_u64) {
                if len > max {
                    errors.push(format!("{at}: {len} characters, at most {max}"));
                }
            }
            if let Some(min) = s.get("minLength").and_then(Value::as_u64) {
                if len < min {
                    errors.push(format!("{at}: {len} characters, at least {min}"));
                }
            }
        }
        Value::Array(items) => {
            let n = items.len() as u64;
            if let Some(max) = s.get("maxItems").and_then(Value::as_u64) {
                if n > max {
                    errors.push(format!("{at}: {n} items, at most {max}"));
                }
            }
            if let Some(min) = s.get("minItems").and_then(Value::as_u64) {
                if n < min {
                    errors.push(format!("{at}: {n} items, at least {min}"));
                }
            }
            if let Some(item) = s.get("items") {
                for (i, x) in items.iter().enumerate() {
                    check(doc, item, x, &format!("{at}[{i}]"), errors, depth + 1);
                }
            }
        }
        Value::Object(map) => {
            if let Some(required) = s.get("required").and_then(Value::as_array) {
                for r in required.iter().filter_map(Value::as_str) {
                    if !map.contains_key(r) {
                        errors.push(format!("{at}.{r}: missing"));
                    }
                }
            }
            if let Some(props) = properties(s) {
                for (k, x) in map {
                    if let Some(sub) = props.get(k) {
                        check(doc, sub, x, &format!("{at}.{k}"), errors, depth + 1);
                    }
                }
            }
        }
        _ => {}
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn both_documents_parse_and_every_ref_resolves() {
        for doc in [Doc::Main, Doc::Alt] {
            let v: Value = serde_json::from_str(doc.text()).expect("valid JSON");
            assert_eq!(v["openapi"], "3.1.0");
            let mut refs = Vec::new();
            collect_refs(&v, &mut refs);
            assert!(!refs.is_empty());
            for r in refs {
                let p = r.strip_prefix('#').expect("local ref");
                assert!(v.pointer(p).is_some(), "{doc:?}: {r} resolves");
            }
        }
    }

    fn collect_refs(v: &Value, out: &mut Vec<String>) {
        match v {
            Value::Object(m) => {
                if let Some(Value::String(r)) = m.get("$ref") {
                    out.push(r.clone());
                }
                m.values().for_each(|x| collect_refs(x, out));
            }
            Value::Array(a) => a.iter().for_each(|x| collect_refs(x, out)),
            _ => {}
        }
    }

    #[test]
    fn a_search_hit_lists_its_fields_in_order_with_nested_signals() {
        let paths = leaf_paths("main#SearchHit").expect("known");
        assert_eq!(paths[0], "talentCardId");
        assert!(paths.contains(&"joiningAvailability.status".to_string()));
        assert!(paths.contains(&"profileSignals.workQuality.score".to_string()));
        assert!(paths.contains(&"profileSignals.industryTags".to_string()));
        assert!(paths.contains(&"workHistory".to_string()));
        assert_eq!(paths.last().map(String::as_str), Some("lastSeen"));
    }

    #[test]
    fn the_validator_sees_types_nulls_requireds_and_enums() {
        let ok = serde_json::json!({"used": 1, "limit": 10});
        assert!(validate_named("main#Meter", &ok).is_empty());
        let bad = serde_json::json!({"used": "1"});
        let e = validate_named("main#Meter", &bad);
        assert!(e.iter().any(|x| x.contains("$.used: string")), "{e:?}");
        assert!(e.iter().any(|x| x.contains("$.limit: missing")), "{e:?}");
        let job = serde_json::json!({"status": "open"});
        let e = validate_named("alt#Job", &job);
        assert!(e.iter().any(|x| x.contains("$.status")), "{e:?}");
        assert!(template_matches(
            "/jobs/{jobId}/stages",
            "/jobs/job_1/stages"
        ));
        assert!(!template_matches("/jobs/{jobId}/stages", "/jobs/job_1"));
        assert!(response_schema(Doc::Main, "GET", "/usage", 200).is_some());
        assert!(response_schema(Doc::Alt, "DELETE", "/webhooks/wh_1", 404).is_some());
    }

    #[test]
    fn paths_are_known_by_property_and_index() {
        assert!(knows(
            "main#SearchHit",
            &["profileSignals", "workQuality", "score"]
        ));
        assert!(knows("main#SearchHit", &["workHistory", "0"]));
        assert!(knows(
            "main#SearchHit",
            &["profileSignals", "industryTags", "2", "tag"]
        ));
        assert!(knows("main#SearchHit", &["profileSignals"]));
        assert!(!knows("main#SearchHit", &["nmae"]));
        assert!(!knows("main#SearchHit", &["workHistory", "company"]));
        assert!(!knows(
            "main#SearchHit",
            &["profileSignals", "industryTags", "0", "nope"]
        ));
        assert!(
            knows("alt#WebhookEvent", &["data", "job_id"]),
            "free-form data"
        );
        assert!(!knows("main#Nope", &["a"]));
    }
}
