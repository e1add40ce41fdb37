//! A JSON Schema check of the keywords talent's tool schemas use (type,
//! properties, required, additionalProperties, items, enum, const,
//! minimum/maximum, minItems/maxItems, minLength/maxLength, anyOf/oneOf;
//! description and title are notes). Any other keyword is itself an error,
//! so a schema cannot say more than this checks: a `$ref`, a `format` or a
//! `pattern` that a model's host would act on fails the test that uses it
//! rather than passing unchecked.

use serde_json::Value;

const KNOWN: &[&str] = &[
    "type",
    "properties",
    "required",
    "additionalProperties",
    "items",
    "enum",
    "const",
    "minimum",
    "maximum",
    "minItems",
    "maxItems",
    "minLength",
    "maxLength",
    "anyOf",
    "oneOf",
    "description",
    "title",
];

/// Every way `value` breaks `schema`, as `path: what`; empty when it fits.
pub fn schema_errors(schema: &Value, value: &Value) -> Vec<String> {
    let mut out = Vec::new();
    check(schema, value, "$", &mut out);
    out
}

fn type_fits(t: &str, v: &Value) -> bool {
    match t {
        "object" => v.is_object(),
        "array" => v.is_array(),
        "string" => v.is_string(),
        "boolean" => v.is_boolean(),
        "null" => v.is_null(),
        "number" => v.is_number(),
        "integer" => v.is_i64() || v.is_u64() || v.as_f64().is_some_and(|f| f.fract() == 0.0),
        _ => false,
    }
}

fn check(schema: &Value, v: &Value, at: &str, out: &mut Vec<String>) {
    let s = match schema {
        Value::Bool(true) => return,
        Value::Bool(false) => return out.push(format!("{at}: no value is allowed")),
        Value::Object(s) => s,
        _ => return out.push(format!("{at}: the schema is not an object")),
    };
    for k in s.keys() {
        if !KNOWN.contains(&k.as_str()) {
            out.push(format!(
                "{at}: the schema uses {k}, which this check does not know"
            ));
        }
    }
    if let Some(t) = s.get("type") {
        let types: Vec<&str> = match t {
            Value::String(t) => vec![t.as_str()],
            Value::Array(a) => a.iter().filter_map(Value::as_str).collect(),
            _ => Vec::new(),
        };
        if !types.iter().any(|t| type_fits(t, v)) {
            return out.push(format!("{at}: {v} is not of type {t}"));
        }
    }
    if let Some(Value::Array(e)) = s.get("enum") {
        if !e.contains(v) {
            out.push(format!(
                "{at}: {v} is not one of {}",
                Value::Array(e.clone())
            ));
        }
    }
    if let Some(c) = s.get("const") {
        if c != v {
            out.push(format!("{at}: {v} is not {c}"));
        }
    }
    if let Some(n) = v.as_f64() {
        if s.get("minimum")
            .and_then(Value::as_f64)
            .is_some_and(|m| n < m)
        {
            out.push(format!("{at}: {n} is below the minimum"));
        }
        if s.get("maximum")
            .and_then(Value::as_f64)
            .is_some_and(|m| n > m)
        {
            out.push(format!("{at}: {n} is above the maximum"));
        }
    }
    if let Some(text) = v.as_str() {
        let n = text.chars().count() as u64;
        if s.get("minLength")
            .and_then(Value::as_u64)
            .is_some_and(|m| n < m)
            || s.get("maxLength")
                .and_then(Value::as_u64)
                .is_some_and(|m| n > m)
        {
            out.push(format!("{at}: a length of {n} is out of bounds"));
        }
    }
    for (k, one) in [("anyOf", false), ("oneOf", true)] {
        if let Some(Value::Array(alts)) = s.get(k) {
            let fit = alts
                .iter()
                .filter(|a| schema_errors(a, v).is_empty())
                .count();
            if fit == 0 || (one && fit > 1) {
                out.push(format!("{at}: {fit} of the {k} alternatives fit {v}"));
            }
        }
    }
    if let Value::Array(items) = v {
        let n = items.len() as u64;
        if s.get("minItems")
            .and_then(Value::as_u64)
            .is_some_and(|m| n < m)
            || s.get("maxItems")
                .and_then(Value::as_u64)
                .is_some_and(|m| n > m)
        {
            out.push(format!("{at}: {n} items are out of bounds"));
        }
        if let Some(item) = s.get("items") {
            for (i, x) in items.iter().enumerate() {
                check(item, x, &format!("{at}[{i}]"), out);
            }
        }
    }
    if let Value::Object(m) = v {
        let props = s.get("properties").and_then(Value::as_object);
        if let Some(Value::Array(req)) = s.get("required") {
            for r in req.iter().filter_map(Value::as_str) {
                if !m.contains_key(r) {
                    out.push(format!("{at}: {r} is required"));
                }
            }
        }
        for (k, x) in m {
            let rule = props
                .and_then(|p| p.get(k))
                .or_else(|| s.get("additionalProperties"));
            if let Some(rule) = rule {
                check(rule, x, &format!("{at}.{k}"), out);
            }
        }
    }
}

#[test]
fn the_schema_check_finds_what_breaks_a_schema() {
    use serde_json::json;
    let s = json!({"type": "object", "properties": {
        "a": {"type": "integer", "minimum": 1},
        "b": {"type": "array", "items": {"type": "string", "enum": ["x"]}, "maxItems": 1}
    }, "required": ["a"], "additionalProperties": false});
    assert!(schema_errors(&s, &json!({"a": 2, "b": ["x"]})).is_empty());
    assert_eq!(schema_errors(&s, &json!({"a": 0})).len(), 1);
    assert_eq!(schema_errors(&s, &json!({"b": ["y", "x"]})).len(), 3);
    assert_eq!(schema_errors(&s, &json!({"a": 1, "c": 1})).len(), 1);
    assert_eq!(schema_errors(&json!({"$ref": "#/x"}), &json!(1)).len(), 1);
}
