//! A job as the tool sends it: the body of POST /jobs layered from a file,
//! `--set KEY=VALUE` pairs and flags, normalised (INR amounts, lists) and
//! checked as the service would (title length, ranges, remote type), so a bad
//! draft is refused before it is sent. The rules shared with PATCH live here.

use serde_json::{Map, Value};
use talent_spec::enums::RemoteType;
use talent_spec::limits::JOB_TITLE_MAX as TITLE_MAX;
use talent_spec::wire::WireEnum;

use super::kit::field::{Field, Words};
use crate::input::flat_list;
use crate::money::parse_inr;
use crate::{Error, Result};

/// The body fields the service is known to take (the spec does not show them).
pub use talent_spec::limits::JOB_CREATE_FIELDS as KNOWN;

/// A title the service will take: not blank, at most 150 characters.
pub fn check_title(title: &str, w: Words) -> Result<()> {
    if title.trim().is_empty() {
        return Err(crate::Error::usage("the job title is empty")
            .with_hint(format!("give {} TEXT", w(Field::Title))));
    }
    let n = title.chars().count();
    if n > TITLE_MAX {
        return Err(crate::Error::usage(format!(
            "the job title has {n} characters; the service takes at most {TITLE_MAX}"
        ))
        .with_hint(format!("shorten {}", w(Field::Title))));
    }
    Ok(())
}

/// Refuses a minimum above its maximum (years of experience, salary).
pub fn check_range(what: &str, min: Option<i64>, max: Option<i64>) -> Result<()> {
    match (min, max) {
        (Some(a), Some(b)) if a > b => Err(crate::Error::usage(format!(
            "the {what} minimum ({a}) is above the maximum ({b})"
        ))
        .with_hint("swap or fix the two values")),
        _ => Ok(()),
    }
}

/// `--from-file` must hold one JSON object.
pub fn parse_base(text: &str, path: &std::path::Path) -> Result<Map<String, Value>> {
    match serde_json::from_str::<Value>(text) {
        Ok(Value::Object(map)) => Ok(map),
        Ok(_) => Err(
            Error::usage(format!("{} does not hold a JSON object", path.display()))
                .with_hint("write the job as {\"title\": \"...\", ...}"),
        ),
        Err(e) => Err(
            Error::usage(format!("{} is not valid JSON: {e}", path.display()))
                .with_hint("check the file with `jq . FILE`"),
        ),
    }
}

/// Layers the body (file, then `KEY=VALUE` pairs, then the title and
/// description), normalises the fields it knows, and checks it as the
/// service would; a refusal names the field in the words `w`.
pub fn build_body(
    base: Option<Map<String, Value>>,
    sets: &[String],
    title: Option<&str>,
    description: Option<String>,
    w: Words,
) -> Result<Map<String, Value>> {
    let mut body = base.unwrap_or_default();
    for pair in sets {
        let (key, value) = parse_set(pair, w)?;
        body.insert(key, value);
    }
    if let Some(t) = title {
        body.insert("title".into(), Value::String(t.to_string()));
    }
    if let Some(d) = description {
        body.insert("description".into(), Value::String(d));
    }
    for (key, value) in body.iter_mut() {
        normalise(key, value)?;
    }
    check_body(&body, w)?;
    Ok(body)
}

/// `KEY=VALUE`: the value is JSON when it parses as JSON, else text.
fn parse_set(pair: &str, w: Words) -> Result<(String, Value)> {
    let set = w(Field::Set);
    let (key, raw) = pair.split_once('=').ok_or_else(|| {
        Error::usage(format!("{set} {pair:?} is not KEY=VALUE"))
            .with_hint(format!("for example {set} location=Bengaluru"))
    })?;
    let key = key.trim();
    if key.is_empty() {
        return Err(Error::usage(format!("{set} {pair:?} has no key")));
    }
    if let Some(known) = snake_twin(key) {
        return Err(Error::usage(format!(
            "{set} {key}: the main interface's field is {known}"
        ))
        .with_hint(format!("use {set} {known}=...")));
    }
    let value = serde_json::from_str(raw).unwrap_or_else(|_| Value::String(raw.to_string()));
    Ok((key.to_string(), value))
}

/// The camelCase field a snake_case key means (`remote_type` → `remoteType`).
fn snake_twin(key: &str) -> Option<&'static str> {
    if !key.contains('_') {
        return None;
    }
    let camel: String = key
        .split('_')
        .enumerate()
        .map(|(i, part)| {
            let mut chars = part.chars();
            match (i, chars.next()) {
                (0, _) => part.to_string(),
                (_, Some(c)) => c.to_uppercase().chain(chars).collect(),
                (_, None) => String::new(),
            }
        })
        .collect();
    KNOWN.iter().copied().find(|k| *k == camel)
}

/// Brings a known field to the type the service takes: INR text to whole
/// rupees, `a,b` skills to an array.
fn normalise(key: &str, value: &mut Value) -> Result<()> {
    match (key, &*value) {
        ("salaryMin" | "salaryMax", Value::String(s)) => {
            let amount = parse_inr(s).map_err(|e| {
                let hint = e.hint.unwrap_or_else(|| {
                    "give whole rupees or a form like 24L, 24 lakh, 1.2Cr".to_string()
                });
                Error::usage(format!("{key}: {}", e.message)).with_hint(hint)
            })?;
            *value = Value::from(amount);
        }
        ("skillsRequired" | "skillsPreferred", Value::String(s)) => {
            *value = Value::from(flat_list(std::slice::from_ref(s)));
        }
        _ => {}
    }
    Ok(())
}

/// Local checks: title, types of the known fields, ranges, remoteType.
fn check_body(body: &Map<String, Value>, w: Words) -> Result<()> {
    let title = body.get("title").ok_or_else(|| {
        Error::usage("a job needs a title").with_hint(format!(
            "give {} T (or a title in {})",
            w(Field::Title),
            w(Field::FromFile)
        ))
    })?;
    check_title(expect_str(title, "title")?, w)?;
    if let Some(d) = body.get("description") {
        expect_str(d, "description")?;
    }
    if let Some(l) = body.get("location") {
        expect_str(l, "location")?;
    }
    for key in ["skillsRequired", "skillsPreferred"] {
        if let Some(v) = body.get(key) {
            let ok = v.as_array().is_some_and(|a| a.iter().all(Value::is_string));
            if !ok {
                return Err(Error::usage(format!("{key} must be a list of skills"))
                    .with_hint(format!("{} {key}=rust,postgres", w(Field::Set))));
            }
        }
    }
    let number = |key: &str| -> Result<Option<i64>> {
        match body.get(key) {
            None | Some(Value::Null) => Ok(None),
            Some(v) => match v.as_i64().filter(|n| *n >= 0) {
                Some(n) => Ok(Some(n)),
                None => Err(Error::usage(format!(
                    "{key} must be a whole number of at least 0, got {v}"
                ))),
            },
        }
    };
    check_range(
        "experience",
        number("experienceMin")?,
        number("experienceMax")?,
    )?;
    check_range("salary", number("salaryMin")?, number("salaryMax")?)?;
    if let Some(v) = body.get("remoteType") {
        let ok = v.as_str().is_some_and(|s| RemoteType::parse(s).is_some());
        if !ok {
            return Err(Error::usage(format!(
                "remoteType must be one of {}, got {v}",
                RemoteType::names().join(", ")
            )));
        }
    }
    Ok(())
}

fn expect_str<'v>(v: &'v Value, key: &str) -> Result<&'v str> {
    v.as_str()
        .ok_or_else(|| Error::usage(format!("{key} must be text, got {v}")))
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn sets(v: &[&str]) -> Vec<String> {
        v.iter().map(|s| s.to_string()).collect()
    }

    fn build(base: Value, set: &[&str], title: Option<&str>) -> Result<Value> {
        let base = base.as_object().cloned();
        build_body(base, &sets(set), title, None, |_| "field").map(Value::Object)
    }

    #[test]
    fn layers_file_then_sets_then_flags() {
        let body = build(
            json!({"title": "From file", "location": "Pune", "experienceMin": 2}),
            &[
                "location=Bengaluru",
                "experienceMax=6",
                "skillsRequired=rust, go",
            ],
            Some("Backend Engineer"),
        )
        .unwrap_or_default();
        assert_eq!(
            body,
            json!({"title": "Backend Engineer", "location": "Bengaluru", "experienceMin": 2,
                   "experienceMax": 6, "skillsRequired": ["rust", "go"]})
        );
    }

    #[test]
    fn set_values_are_json_when_they_parse() {
        let body = build(
            json!({}),
            &[
                "title=SRE",
                "skillsPreferred=[\"k8s\"]",
                "x=true",
                "y=12",
                "z=hello world",
            ],
            None,
        )
        .unwrap_or_default();
        assert_eq!(body["skillsPreferred"], json!(["k8s"]));
        assert_eq!(body["x"], json!(true));
        assert_eq!(body["y"], json!(12));
        assert_eq!(body["z"], json!("hello world"));
    }

    #[test]
    fn salaries_take_inr_forms() {
        let body = build(
            json!({"salaryMin": "18L"}),
            &["salaryMax=1.2Cr"],
            Some("SRE"),
        )
        .unwrap_or_default();
        assert_eq!(body["salaryMin"], json!(1_800_000));
        assert_eq!(body["salaryMax"], json!(12_000_000));
    }

    #[test]
    fn bad_bodies_are_usage_errors() {
        let cases: Vec<(Value, Vec<&str>, Option<&str>)> = vec![
            (json!({}), vec![], None),
            (json!({}), vec![], Some("   ")),
            (
                json!({}),
                vec![],
                Some(&*Box::leak("x".repeat(151).into_boxed_str())),
            ),
            (
                json!({}),
                vec!["experienceMin=9", "experienceMax=3"],
                Some("t"),
            ),
            (json!({}), vec!["salaryMin=40L", "salaryMax=20L"], Some("t")),
            (json!({}), vec!["remoteType=anywhere"], Some("t")),
            (json!({}), vec!["remote_type=remote"], Some("t")),
            (json!({}), vec!["salaryMax=lots"], Some("t")),
            (json!({}), vec!["experienceMin=-1"], Some("t")),
            (json!({}), vec!["novalue"], Some("t")),
            (json!({"title": 5}), vec![], None),
        ];
        for (base, set, title) in cases {
            let err = build(base.clone(), &set, title).expect_err("refused");
            assert_eq!(
                err.kind,
                crate::ErrorKind::Usage,
                "{base} {set:?} {title:?}"
            );
        }
    }

    #[test]
    fn title_of_150_characters_is_fine() {
        let t = "é".repeat(150);
        assert!(build(json!({}), &[], Some(&t)).is_ok());
    }

    #[test]
    fn snake_case_keys_name_their_camel_twin() {
        assert_eq!(snake_twin("remote_type"), Some("remoteType"));
        assert_eq!(snake_twin("salary_max"), Some("salaryMax"));
        assert_eq!(snake_twin("custom_field"), None);
        assert_eq!(snake_twin("title"), None);
    }
}
