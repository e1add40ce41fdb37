//! The schemas a client lists: each tool's input schema made lean (what a
//! model needs to call it, no generator noise), and its output schema: its
//! own result's fields, as the result shapes them (the record's top-level
//! fields, from the view its records go through, typed by the service's
//! schema), plus the forms a result may also take — cut short
//! (`truncated`, `next`), replayed under an idempotency key
//! (`already_done`), and for a tool that may ask, declined and pending
//! (with `approve_at`, the gateway's approvals page).
//! Nothing is required: a declined answer and a record narrowed by `fields`
//! both fit. Error results are not held to it.
//!
//! Each tool's schema stands alone (no `$ref`, no `$defs`): hosts hand
//! input schemas to models that resolve no references, and the few shared
//! parts are short.

use std::sync::Arc;

use rmcp::model::JsonObject;
use schemars::JsonSchema;
use serde_json::{json, Map, Value};

use crate::output::View;

/// What a tool's result may be besides its own fields.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Forms {
    /// Only cut short (`truncated`, `next`).
    Free,
    /// Also declined or pending: a call that may be asked.
    Asks,
    /// Asks, and takes an `idempotency_key` (`already_done`).
    AsksOnce,
}

/// The type the service's schema `s` states for a top-level field (its
/// `$ref` followed; nullable kept), else any value.
fn plain_type(doc: talent_spec::openapi::Doc, s: &'static Value) -> Value {
    let r = talent_spec::openapi::resolve(doc, s);
    let nullable = s.get("nullable") == Some(&Value::Bool(true))
        || r.get("nullable") == Some(&Value::Bool(true))
        || ["anyOf", "oneOf"].iter().any(|k| {
            s.get(*k)
                .and_then(Value::as_array)
                .is_some_and(|a| a.iter().any(|m| m.get("type") == Some(&json!("null"))))
        });
    match r.get("type") {
        Some(t @ Value::Array(_)) => json!({ "type": t }),
        Some(t @ Value::String(_)) if nullable => json!({"type": [t, "null"]}),
        Some(t @ Value::String(_)) => json!({ "type": t }),
        _ => json!({}),
    }
}

/// The fields of a record of `view`: the top-level properties of its
/// schema with their types, else its columns' first segments.
fn fields_of(view: &View) -> Map<String, Value> {
    let mut out = Map::new();
    let found = view
        .schema
        .and_then(talent_spec::openapi::schema)
        .and_then(|(doc, s)| {
            talent_spec::openapi::resolve(doc, s)
                .get("properties")
                .and_then(Value::as_object)
                .map(|p| (doc, p))
        });
    match found {
        Some((doc, props)) => {
            for (k, s) in props {
                out.insert(k.clone(), plain_type(doc, s));
            }
        }
        None => {
            for c in view.columns {
                let top = c.path.split('.').next().unwrap_or(c.path);
                out.insert(top.to_string(), json!({}));
            }
        }
    }
    out
}

/// Adds `key: schema` to `props`; a key already there admits both types.
fn merge(props: &mut Map<String, Value>, key: &str, schema: Value) {
    let Some(old) = props.get_mut(key) else {
        props.insert(key.to_string(), schema);
        return;
    };
    let types = |v: &Value| -> Option<Vec<Value>> {
        match v.get("type")? {
            Value::Array(a) => Some(a.clone()),
            t => Some(vec![t.clone()]),
        }
    };
    *old = match (types(old), types(&schema)) {
        (Some(mut a), Some(b)) => {
            for t in b {
                if !a.contains(&t) {
                    a.push(t);
                }
            }
            json!({ "type": a })
        }
        _ => json!({}),
    };
}

/// Adds the forms every result may take, and those of `forms`.
fn add_forms(props: &mut Map<String, Value>, forms: Forms) {
    let t = |t: &str| json!({ "type": t });
    merge(props, "truncated", t("boolean"));
    merge(
        props,
        "next",
        json!({"type": "object", "properties": {
            "cursor": t("string"), "fields": t("array"),
            "page": t("integer"), "page_size": t("integer")
        }}),
    );
    if forms == Forms::Free {
        return;
    }
    if forms == Forms::AsksOnce {
        merge(props, "already_done", t("boolean"));
    }
    merge(props, "declined", t("boolean"));
    merge(props, "pending_approval", t("boolean"));
    // On a gateway: the approvals page where the person answers.
    merge(props, "approve_at", t("string"));
    merge(props, "tool", t("string"));
    merge(props, "cost", t("integer"));
    merge(
        props,
        "reason",
        json!({"type": "string", "enum": ["declined", "cancelled", "expired"]}),
    );
    merge(props, "message", t("string"));
    merge(props, "sent", t("boolean"));
}

fn object(props: Map<String, Value>) -> Arc<JsonObject> {
    let mut m = JsonObject::new();
    m.insert("type".into(), json!("object"));
    m.insert("properties".into(), Value::Object(props));
    Arc::new(m)
}

/// One record of `view`.
pub fn record(view: &View, forms: Forms) -> Arc<JsonObject> {
    let mut props = fields_of(view);
    add_forms(&mut props, forms);
    object(props)
}

/// A list of records of any of `views` (a tool that lists from either
/// interface: the fields of both).
fn results(views: &[&View]) -> Value {
    let mut fields = Map::new();
    for view in views {
        for (k, s) in fields_of(view) {
            merge(&mut fields, &k, s);
        }
    }
    json!({"type": "array", "items": {"type": "object", "properties": fields}})
}

/// A page: `results` (records of `view`) and the page's facts (`extra`:
/// name → schema).
pub fn page(view: &View, extra: &[(&str, Value)], forms: Forms) -> Arc<JsonObject> {
    page_of(&[view], extra, forms)
}

/// [`page`] of records of any of `views`.
pub fn page_of(views: &[&View], extra: &[(&str, Value)], forms: Forms) -> Arc<JsonObject> {
    let mut props = Map::new();
    props.insert("results".into(), results(views));
    for (k, s) in extra {
        props.insert((*k).to_string(), s.clone());
    }
    add_forms(&mut props, forms);
    object(props)
}

/// An object of the named fields.
pub fn fields(extra: &[(&str, Value)], forms: Forms) -> Arc<JsonObject> {
    let mut props = Map::new();
    for (k, s) in extra {
        props.insert((*k).to_string(), s.clone());
    }
    add_forms(&mut props, forms);
    object(props)
}

/// Schemas of the page facts.
pub fn integer() -> Value {
    json!({"type": ["integer", "null"]})
}

pub fn string() -> Value {
    json!({"type": ["string", "null"]})
}

/// The input schema of `T`, lean: what a model needs to call the tool.
/// The generator's noise goes (`$schema`, the type's name and doc, number
/// formats, `default`s, `null` as an alternative: an argument left out is
/// how a model says "none"); names, types, enums, bounds, descriptions,
/// `required` and `additionalProperties` stay.
pub fn input<T: JsonSchema + 'static>() -> Arc<JsonObject> {
    let raw = rmcp::handler::server::tool::schema_for_type::<T>();
    let mut v = Value::Object((*raw).clone());
    let defs = v
        .as_object_mut()
        .and_then(|m| m.remove("$defs"))
        .unwrap_or(Value::Null);
    inline(&mut v, &defs, 0);
    lean(&mut v);
    if let Value::Object(m) = &mut v {
        for k in ["$schema", "title", "description"] {
            m.remove(k);
        }
        // An argument-less tool still says it takes an object.
        m.entry("properties").or_insert_with(|| json!({}));
        return Arc::new(m.clone());
    }
    raw
}

/// `v` with each `{"$ref": "#/$defs/X", …}` replaced by `X` (the other
/// keywords beside the reference kept): a schema a model reads whole.
fn inline(v: &mut Value, defs: &Value, depth: usize) {
    if depth > 16 {
        return;
    }
    match v {
        Value::Object(m) => {
            let target = m
                .get("$ref")
                .and_then(Value::as_str)
                .and_then(|r| r.strip_prefix("#/$defs/"))
                .and_then(|name| defs.get(name))
                .cloned();
            if let Some(Value::Object(def)) = target {
                m.remove("$ref");
                for (k, s) in def {
                    m.entry(k).or_insert(s);
                }
                return inline(v, defs, depth + 1);
            }
            m.values_mut().for_each(|x| inline(x, defs, depth + 1));
        }
        Value::Array(a) => a.iter_mut().for_each(|x| inline(x, defs, depth + 1)),
        _ => {}
    }
}

/// [`input`]'s pass over one schema and those inside it.
fn lean(v: &mut Value) {
    let Value::Object(m) = v else {
        return;
    };
    // Keywords only: a property named `title` is a key of `properties`.
    for k in ["format", "default", "title"] {
        m.remove(k);
    }
    // Doc comments wrapped for the source, one line for the model.
    if let Some(Value::String(d)) = m.get_mut("description") {
        *d = d.split_whitespace().collect::<Vec<_>>().join(" ");
    }
    if let Some(Value::Array(types)) = m.get_mut("type") {
        types.retain(|t| t != "null");
        if types.len() == 1 {
            let t = types.remove(0);
            m.insert("type".into(), t);
        }
    }
    if let Some(Value::Array(e)) = m.get_mut("enum") {
        e.retain(|x| !x.is_null());
    }
    // `anyOf: [X, {type: null}]` (an optional value): X.
    if let Some(Value::Array(alts)) = m.get("anyOf") {
        let rest: Vec<Value> = alts
            .iter()
            .filter(|a| a.get("type") != Some(&json!("null")))
            .cloned()
            .collect();
        if rest.len() == 1 {
            m.remove("anyOf");
            if let Value::Object(x) = &rest[0] {
                for (k, s) in x {
                    m.entry(k.clone()).or_insert_with(|| s.clone());
                }
            }
        }
    }
    if let Some(Value::Object(props)) = m.get_mut("properties") {
        props.values_mut().for_each(lean);
    }
    for k in ["items", "additionalProperties"] {
        if let Some(s) = m.get_mut(k) {
            lean(s);
        }
    }
    for k in ["anyOf", "oneOf"] {
        if let Some(Value::Array(a)) = m.get_mut(k) {
            a.iter_mut().for_each(lean);
        }
    }
}
