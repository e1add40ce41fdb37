//! Output schemas: each tool's own result fields, built from the view its
//! records go through (the service's schema for them), plus the forms
//! every result may take — cut short (`truncated`, `next`), replayed under
//! an idempotency key (`already_done`), and for a tool that may ask, the
//! declined and pending answers. Nothing is required: a declined answer and
//! a record narrowed by `fields` both fit. Error results are not held to
//! it.

use std::sync::Arc;

use rmcp::model::JsonObject;
use serde_json::{json, Map, Value};

use crate::output::View;

/// The fields of a record of `view`: the top-level properties of its
/// schema (their type where the document states it plainly), else its
/// columns' first segments.
fn fields_of(view: &View) -> Map<String, Value> {
    let mut out = Map::new();
    let props = view
        .schema
        .and_then(talent_spec::openapi::schema)
        .map(|(doc, s)| talent_spec::openapi::resolve(doc, s))
        .and_then(|s| s.get("properties"))
        .and_then(Value::as_object);
    match props {
        Some(props) => {
            for (k, s) in props {
                out.insert(k.clone(), plain_type(s));
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

/// `{"type": …}` when the document says it directly (nullable kept), else
/// any value: a `$ref` or a union is not restated here.
fn plain_type(s: &Value) -> Value {
    let mut t = match s.get("type") {
        Some(t @ Value::String(_)) => t.clone(),
        Some(t @ Value::Array(_)) => return json!({"type": t}),
        _ => return json!({}),
    };
    if s.get("nullable") == Some(&Value::Bool(true)) {
        t = json!([t, "null"]);
    }
    json!({"type": t})
}

/// The forms every result may take, and those of a tool that may ask.
fn forms(asks: bool) -> Map<String, Value> {
    let mut m = Map::new();
    m.insert(
        "truncated".into(),
        json!({"type": "boolean", "description": "the result was cut to fit; see next"}),
    );
    m.insert(
        "next".into(),
        json!({"type": "object", "description": "how to get what was cut: a paid page's cursor and the fields left out (free, for 10 minutes), or the page and page_size that continue a free list", "properties": {
            "cursor": {"type": "string"}, "fields": {"type": "array", "items": {"type": "string"}},
            "page": {"type": "integer"}, "page_size": {"type": "integer"}, "how": {"type": "string"}
        }}),
    );
    m.insert(
        "already_done".into(),
        json!({"type": "boolean", "description": "an idempotency_key's recorded result; nothing was sent this time"}),
    );
    if asks {
        m.insert(
            "declined".into(),
            json!({"type": "boolean", "description": "the person did not say yes; nothing was sent"}),
        );
        m.insert(
            "pending_approval".into(),
            json!({"type": "boolean", "description": "the question is still open; make the same call again to wait for it"}),
        );
        m.insert("tool".into(), json!({"type": "string"}));
        m.insert(
            "cost".into(),
            json!({"type": "integer", "description": "every unit asked for (people for a bulk invite)"}),
        );
        m.insert(
            "reason".into(),
            json!({"type": "string", "enum": ["declined", "cancelled", "expired"]}),
        );
        m.insert("message".into(), json!({"type": "string"}));
        m.insert("sent".into(), json!({"type": "boolean"}));
    }
    m
}

fn object(props: Map<String, Value>) -> Arc<JsonObject> {
    let mut m = JsonObject::new();
    m.insert("type".into(), json!("object"));
    m.insert("properties".into(), Value::Object(props));
    Arc::new(m)
}

/// One record of `view`.
pub fn record(view: &View, asks: bool) -> Arc<JsonObject> {
    let mut props = fields_of(view);
    props.extend(forms(asks));
    object(props)
}

/// A page: `results` (records of `view`) and the page's facts (`extra`:
/// name → schema).
pub fn page(view: &View, extra: &[(&str, Value)], asks: bool) -> Arc<JsonObject> {
    let item = json!({"type": "object", "properties": fields_of(view)});
    let mut props = Map::new();
    props.insert("results".into(), json!({"type": "array", "items": item}));
    for (k, s) in extra {
        props.insert((*k).to_string(), s.clone());
    }
    props.extend(forms(asks));
    object(props)
}

/// An object of the named fields.
pub fn fields(extra: &[(&str, Value)], asks: bool) -> Arc<JsonObject> {
    let mut props = Map::new();
    for (k, s) in extra {
        props.insert((*k).to_string(), s.clone());
    }
    props.extend(forms(asks));
    object(props)
}

/// Schemas of the page facts.
pub fn integer() -> Value {
    json!({"type": ["integer", "null"]})
}

pub fn string() -> Value {
    json!({"type": ["string", "null"]})
}
