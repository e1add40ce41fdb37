//! `talent fixtures FILE`: a JSON (or TOML) file of named requests, run in order
//! through the client (guard, pacer, retries), each able to use earlier
//! answers and the environment:
//!
//! ```json
//! {"requests": [
//!   {"name": "job", "method": "POST", "path": "/jobs", "body": {"title": "Backend Engineer"}},
//!   {"name": "hook", "interface": "alt", "method": "POST", "path": "/webhooks",
//!    "body": {"url": "${env.HOOK_URL}", "events": ["all"]}},
//!   {"method": "PATCH", "interface": "alt", "path": "/jobs/${job.jobId}", "body": {"status": "paused"}}
//! ]}
//! ```
//!
//! `${NAME.PATH}` is a value from the answer of the request called NAME
//! (dotted, with list indexes: `${hits.results.0.talentCardId}` or
//! `results[0]`); `${env.VAR}` an environment variable. A string that is
//! exactly one reference takes the value's JSON type; inside other text it
//! is written as text. A reference to nothing is an error naming it.
//!
//! The same in TOML (a `.toml` file, or any text not starting with `{`):
//! `[[requests]]` tables with the same keys, `body` and `query` as inline
//! or sub-tables.

use std::collections::HashMap;

use serde::Deserialize;
use serde_json::Value;

use crate::api::{Client, Method, Request, Surface};
use crate::ops::kit::routes;
use crate::output::fields::FieldPath;
use crate::{Error, Result};

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct FixtureFile {
    pub requests: Vec<Step>,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Step {
    #[serde(default)]
    pub name: Option<String>,
    /// `main` (default) or `alt`.
    #[serde(default)]
    pub interface: Option<String>,
    pub method: String,
    pub path: String,
    #[serde(default)]
    pub query: Option<serde_json::Map<String, Value>>,
    #[serde(default)]
    pub body: Option<Value>,
}

/// Reads a fixture file (JSON, or TOML when named `.toml` or not starting
/// with `{`), checked before anything is sent.
pub fn parse(text: &str, origin: &str) -> Result<FixtureFile> {
    let toml = origin.ends_with(".toml")
        || (!origin.ends_with(".json") && !text.trim_start().starts_with('{'));
    let file: FixtureFile = if toml {
        toml::from_str(text).map_err(|e| {
            let first = e.to_string().lines().next().unwrap_or_default().to_string();
            Error::usage(format!("{origin} is not a TOML fixture file: {first}")).with_hint(
                "[[requests]] tables with name, method, path and body (see fixtures/*.toml)",
            )
        })?
    } else {
        serde_json::from_str(text).map_err(|e| {
            Error::usage(format!("{origin} is not a fixture file: {e}")).with_hint(
                "a JSON object {\"requests\": [{\"name\", \"method\", \"path\", \"body\"}, …]}",
            )
        })?
    };
    let mut names: Vec<&str> = Vec::new();
    for (i, step) in file.requests.iter().enumerate() {
        let n = i + 1;
        if Method::parse(&step.method).is_none() {
            return Err(Error::usage(format!(
                "request {n}: unknown method {:?}",
                step.method
            )));
        }
        if !step.path.starts_with('/') {
            return Err(Error::usage(format!(
                "request {n}: the path must start with /"
            )));
        }
        // Checked as written (each reference standing for one plain
        // segment) before anything is sent, and again once filled.
        check_step_path(&without_references(&step.path)).map_err(|e| numbered(n, e))?;
        if !matches!(step.interface.as_deref(), None | Some("main" | "alt")) {
            return Err(Error::usage(format!(
                "request {n}: interface is main or alt, not {:?}",
                step.interface
            )));
        }
        if let Some(name) = &step.name {
            if names.contains(&name.as_str()) {
                return Err(Error::usage(format!(
                    "request {n}: the name {name:?} is used twice"
                )));
            }
            names.push(name);
        }
    }
    Ok(file)
}

/// The answers so far, by request name.
#[derive(Default)]
pub struct Answers {
    by_name: HashMap<String, Value>,
}

impl Answers {
    fn lookup(&self, reference: &str) -> Result<Value> {
        if let Some(var) = reference.strip_prefix("env.") {
            return std::env::var(var).map(Value::String).map_err(|_| {
                Error::usage(format!("${{{reference}}}: the environment has no {var}"))
                    .with_hint(format!("export {var}=… before running the fixtures"))
            });
        }
        let (name, path) = reference.split_once('.').unwrap_or((reference, ""));
        let answer = self.by_name.get(name).ok_or_else(|| {
            Error::usage(format!(
                "${{{reference}}}: no earlier request is called {name:?}"
            ))
            .with_hint("give the request a \"name\" and refer to it after it")
        })?;
        if path.is_empty() {
            return Ok(answer.clone());
        }
        let field = FieldPath::parse(path)?;
        field.lookup(answer).cloned().ok_or_else(|| {
            Error::usage(format!(
                "${{{reference}}}: the answer of {name:?} has no {path}"
            ))
        })
    }

    /// Replaces every `${…}` in `v`.
    pub fn fill(&self, v: &Value) -> Result<Value> {
        Ok(match v {
            Value::String(s) => self.fill_text(s)?,
            Value::Array(items) => Value::Array(
                items
                    .iter()
                    .map(|x| self.fill(x))
                    .collect::<Result<Vec<_>>>()?,
            ),
            Value::Object(map) => Value::Object(
                map.iter()
                    .map(|(k, x)| Ok((k.clone(), self.fill(x)?)))
                    .collect::<Result<serde_json::Map<_, _>>>()?,
            ),
            other => other.clone(),
        })
    }

    fn fill_text(&self, s: &str) -> Result<Value> {
        // Exactly one reference: its value, with its JSON type.
        if let Some(inner) = s.strip_prefix("${").and_then(|r| r.strip_suffix('}')) {
            if !inner.contains("${") && !inner.contains('}') {
                return self.lookup(inner);
            }
        }
        let mut out = String::new();
        let mut rest = s;
        while let Some(at) = rest.find("${") {
            out.push_str(&rest[..at]);
            let end = rest[at..]
                .find('}')
                .ok_or_else(|| Error::usage(format!("an unclosed ${{ in {s:?}")))?
                + at;
            let value = self.lookup(&rest[at + 2..end])?;
            match value {
                Value::String(t) => out.push_str(&t),
                other => out.push_str(&other.to_string()),
            }
            rest = &rest[end + 1..];
        }
        out.push_str(rest);
        Ok(Value::String(out))
    }

    fn keep(&mut self, name: Option<&String>, answer: &Value) {
        if let Some(n) = name {
            self.by_name.insert(n.clone(), answer.clone());
        }
    }
}

/// The request a step makes once its references are filled.
pub fn request_of(step: &Step, answers: &Answers) -> Result<Request> {
    let method = Method::parse(&step.method).unwrap_or(Method::Get);
    let surface = match step.interface.as_deref() {
        Some("alt") => Surface::Alt,
        _ => Surface::Main,
    };
    let path = match answers.fill_text(&step.path)? {
        Value::String(p) => p,
        other => other.to_string(),
    };
    check_step_path(&path)?;
    let mut req = Request::new(surface, method, path.clone());
    if let Some(query) = &step.query {
        for (k, v) in query {
            let v = answers.fill(v)?;
            let text = match v {
                Value::String(s) => s,
                other => other.to_string(),
            };
            req = req.query(k, text);
        }
    }
    if let Some(body) = &step.body {
        req = req.json(answers.fill(body)?);
    }
    Ok(routes::typed(req))
}

/// A path may not leave its interface's base (`..`, `%2e%2e`, `\\`), so the
/// key never reaches another route of the host (the sandbox's control
/// routes, say).
fn check_step_path(path: &str) -> Result<()> {
    let below = path.split_once('?').map_or(path, |(p, _)| p);
    crate::api::query::check_path(below).map_err(|why| {
        Error::usage(format!(
            "the path {path:?} could leave the interface's base: {why}"
        ))
        .with_hint("paths are below the base, e.g. /jobs/${job.jobId}/stages")
    })
}

/// An error of request `n`, saying so.
fn numbered(n: usize, mut e: Error) -> Error {
    e.message = format!("request {n}: {}", e.message);
    e
}

/// The path as written with each `${…}` reference standing for one plain
/// segment's text, to check what the file itself says.
fn without_references(path: &str) -> String {
    let mut out = String::new();
    let mut rest = path;
    while let Some(at) = rest.find("${") {
        out.push_str(&rest[..at]);
        match rest[at..].find('}') {
            Some(end) => {
                out.push_str("ref");
                rest = &rest[at + end + 1..];
            }
            None => {
                rest = &rest[at..];
                break;
            }
        }
    }
    out.push_str(rest);
    out
}

/// Runs every step in order; stops at the first failure (what ran before
/// it is reported through `each`).
pub async fn run(
    client: &Client,
    file: &FixtureFile,
    ask: impl AsyncFn(&crate::api::Request) -> Result<()>,
    mut each: impl FnMut(&Value) -> Result<()>,
) -> Result<Answers> {
    let mut answers = Answers::default();
    for (i, step) in file.requests.iter().enumerate() {
        let req = request_of(step, &answers).map_err(|e| numbered(i + 1, e))?;
        // What a spend asks (on a terminal, `ask = "spends"`), by its route.
        ask(&req).await?;
        // An empty answer (a 204) is null; one that is not JSON fails the run.
        let answer = match client.send(&req).await.and_then(|resp| resp.json()) {
            Ok(answer) => answer,
            Err(mut e) => {
                e.message = format!(
                    "request {} ({} {}) failed: {}",
                    i + 1,
                    step.method,
                    req.path,
                    e.message
                );
                return Err(e);
            }
        };
        answers.keep(step.name.as_ref(), &answer);
        each(&serde_json::json!({
            "step": i + 1,
            "name": step.name,
            "request": format!("{} {}", req.method.as_str(), req.path),
            "answer": answer,
        }))?;
    }
    Ok(answers)
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn references_fill_with_types_and_text() {
        let mut a = Answers::default();
        a.keep(
            Some(&"job".to_string()),
            &json!({"jobId": "job_1", "n": 3, "list": [{"id": "x"}]}),
        );
        assert_eq!(a.fill(&json!("${job.jobId}")).unwrap(), json!("job_1"));
        assert_eq!(a.fill(&json!("${job.n}")).unwrap(), json!(3));
        assert_eq!(
            a.fill(&json!("/jobs/${job.jobId}/stages")).unwrap(),
            json!("/jobs/job_1/stages")
        );
        assert_eq!(
            a.fill(&json!({"ids": ["${job.list[0].id}"]})).unwrap(),
            json!({"ids": ["x"]})
        );
        assert!(a.fill(&json!("${nope.x}")).is_err());
        assert!(a.fill(&json!("${job.missing}")).is_err());
    }

    /// Regression: a fixtures file with `"path": "/../../_sandbox/reset"`
    /// reset the sandbox world; an answer can carry a `..` into a path too.
    #[test]
    fn a_filled_path_may_not_leave_the_base() {
        let mut a = Answers::default();
        a.keep(
            Some(&"job".to_string()),
            &json!({"jobId": "../../_sandbox/reset"}),
        );
        let step = Step {
            name: None,
            interface: None,
            method: "POST".into(),
            path: "/jobs/${job.jobId}".into(),
            query: None,
            body: None,
        };
        let e = request_of(&step, &a).unwrap_err();
        assert_eq!(e.exit_code(), 2);
        assert!(e.message.contains("leave"), "{}", e.message);
    }

    #[test]
    fn files_are_checked_before_anything_is_sent() {
        assert!(parse(
            r#"{"requests": [{"method": "GET", "path": "/usage"}]}"#,
            "f"
        )
        .is_ok());
        for bad in [
            r#"{"requests": [{"method": "FETCH", "path": "/usage"}]}"#,
            r#"{"requests": [{"method": "GET", "path": "usage"}]}"#,
            r#"{"requests": [{"name": "a", "method": "GET", "path": "/u"}, {"name": "a", "method": "GET", "path": "/u"}]}"#,
            r#"{"requests": [{"method": "GET", "path": "/u", "interface": "other"}]}"#,
            r#"{"steps": []}"#,
            r#"{"requests": [{"method": "POST", "path": "/../../_sandbox/reset"}]}"#,
            r#"{"requests": [{"method": "POST", "path": "/%2e%2e/%2E%2e/_sandbox/reset"}]}"#,
            r#"{"requests": [{"method": "POST", "path": "/${a.b}/.%2e/x"}]}"#,
        ] {
            assert!(parse(bad, "f").is_err(), "{bad}");
        }
    }
}

#[cfg(test)]
mod toml_tests {
    use super::*;

    /// The same steps read from JSON and from TOML are the same steps.
    #[test]
    fn toml_and_json_read_alike() {
        let json = r#"{"requests": [{"name": "job", "method": "POST", "path": "/jobs",
            "body": {"title": "T", "skillsRequired": ["go"], "experienceMin": 3}},
            {"method": "GET", "path": "/jobs/${job.jobId}", "query": {"x": 1}}]}"#;
        let toml = r#"
            [[requests]]
            name = "job"
            method = "POST"
            path = "/jobs"
            body = { title = "T", skillsRequired = ["go"], experienceMin = 3 }

            [[requests]]
            method = "GET"
            path = "/jobs/${job.jobId}"
            [requests.query]
            x = 1
        "#;
        let a = parse(json, "a.json").expect("json");
        let b = parse(toml, "b.toml").expect("toml");
        assert_eq!(format!("{:?}", a.requests), format!("{:?}", b.requests));
        let c = parse(toml, "-").expect("toml by its first character");
        assert_eq!(c.requests.len(), 2);
        let bad = parse("[[requests]]\nmethod = 3\n", "bad.toml").unwrap_err();
        assert!(
            bad.message
                .starts_with("bad.toml is not a TOML fixture file"),
            "{}",
            bad.message
        );
        assert!(!bad.message.contains('\n'), "one line: {}", bad.message);
    }
}
