//! JSON examples of every answer, written by hand from the spec (not from
//! either side's types), so that the client's records and the sandbox's
//! answers are both held against the same text. [`conforms`] checks an
//! actual answer against an example's shape.

use serde_json::Value;

/// `(name, JSON text)` of every example in `fixtures/`.
pub const ALL: &[(&str, &str)] = &[
    ("search_page", include_str!("../fixtures/search_page.json")),
    ("jobs_page", include_str!("../fixtures/jobs_page.json")),
    ("stages", include_str!("../fixtures/stages.json")),
    ("usage", include_str!("../fixtures/usage.json")),
    ("invite", include_str!("../fixtures/invite.json")),
    ("message", include_str!("../fixtures/message.json")),
    ("error_main", include_str!("../fixtures/error_main.json")),
    ("error_alt", include_str!("../fixtures/error_alt.json")),
    (
        "candidate_summary",
        include_str!("../fixtures/candidate_summary.json"),
    ),
    (
        "candidate_search",
        include_str!("../fixtures/candidate_search.json"),
    ),
    (
        "candidate_profile",
        include_str!("../fixtures/candidate_profile.json"),
    ),
    ("job", include_str!("../fixtures/job.json")),
    ("jobs_alt", include_str!("../fixtures/jobs_alt.json")),
    ("shortlist", include_str!("../fixtures/shortlist.json")),
    ("bulk_invite", include_str!("../fixtures/bulk_invite.json")),
    ("webhooks", include_str!("../fixtures/webhooks.json")),
    (
        "webhook_created",
        include_str!("../fixtures/webhook_created.json"),
    ),
    ("event", include_str!("../fixtures/event.json")),
];

/// The example called `name`, parsed.
pub fn example(name: &str) -> Value {
    let text = ALL
        .iter()
        .find(|(n, _)| *n == name)
        .map(|(_, t)| *t)
        .unwrap_or_else(|| panic!("no fixture named {name}"));
    serde_json::from_str(text).unwrap_or_else(|e| panic!("fixture {name}: {e}"))
}

/// Fields the spec types "or null" (paths without array indices).
const NULLABLE: &[&str] = &[
    "results.joiningAvailability.status",
    "results.joiningAvailability.noticePeriodEndsOn",
    "results.profileSignals.educationPedigree",
    "results.profileSignals.workQuality",
    "results.profileSignals.careerGrowth",
    "results.profileSignals.startupExperience",
    "results.profileSignals.entrepreneurship",
    "results.profileSignals.jobTenure",
    "results.profileSignals.industryTags.reason",
    "results.profileSignals.educationPedigree.reason",
    "results.profileSignals.workQuality.reason",
    "results.profileSignals.careerGrowth.reason",
    "results.profileSignals.startupExperience.reason",
    "results.profileSignals.entrepreneurship.reason",
    "results.profileSignals.jobTenure.reason",
    "results.lastSeen",
    "planExpiresOn",
    "results.channel",
];

/// Fields that may be absent ("present when a thread exists").
const OPTIONAL: &[&str] = &["threadId"];

/// Checks that `actual` has every field of `example` with the same JSON type:
/// an integer where the example has one, any number where it has a float,
/// null only where the spec allows it; each element of an array against the
/// example's first. Extra fields are allowed (the service may add some).
/// The error names the first field that differs.
pub fn conforms(example: &Value, actual: &Value) -> Result<(), String> {
    walk(example, actual, "")
}

fn walk(ex: &Value, act: &Value, path: &str) -> Result<(), String> {
    let here = if path.is_empty() { "(top)" } else { path };
    match (ex, act) {
        (_, Value::Null) if NULLABLE.contains(&path) => Ok(()),
        // An example of null: the field is nullable and the real value may be anything.
        (Value::Null, _) => Ok(()),
        (Value::Object(e), Value::Object(a)) => {
            for (k, ev) in e {
                let p = if path.is_empty() {
                    k.clone()
                } else {
                    format!("{path}.{k}")
                };
                match a.get(k) {
                    Some(av) => walk(ev, av, &p)?,
                    None if OPTIONAL.contains(&p.as_str()) => {}
                    None => return Err(format!("{p}: missing")),
                }
            }
            Ok(())
        }
        (Value::Array(e), Value::Array(a)) => match e.first() {
            Some(first) => a.iter().try_for_each(|av| walk(first, av, path)),
            None => Ok(()),
        },
        (Value::Number(e), Value::Number(a)) => {
            if (e.is_i64() || e.is_u64()) && !(a.is_i64() || a.is_u64()) {
                Err(format!("{here}: expected an integer, got {a}"))
            } else {
                Ok(())
            }
        }
        (Value::String(_), Value::String(_)) | (Value::Bool(_), Value::Bool(_)) => Ok(()),
        (e, a) => Err(format!("{here}: expected {}, got {}", kind(e), kind(a))),
    }
}

fn kind(v: &Value) -> &'static str {
    match v {
        Value::Null => "null",
        Value::Bool(_) => "a boolean",
        Value::Number(_) => "a number",
        Value::String(_) => "a string",
        Value::Array(_) => "an array",
        Value::Object(_) => "an object",
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn every_example_parses_and_conforms_to_itself() {
        for (name, _) in ALL {
            let v = example(name);
            conforms(&v, &v).unwrap_or_else(|e| panic!("{name}: {e}"));
        }
    }

    #[test]
    fn differences_are_named_by_path() {
        let ex = example("usage");
        let mut bad = ex.clone();
        bad["searches"]["used"] = json!(1.5);
        assert_eq!(
            conforms(&ex, &bad),
            Err("searches.used: expected an integer, got 1.5".into())
        );
        bad = ex.clone();
        bad.as_object_mut().unwrap().remove("cycleEndsOn");
        assert_eq!(conforms(&ex, &bad), Err("cycleEndsOn: missing".into()));
        bad = ex.clone();
        bad["workspaceId"] = Value::Null;
        assert!(conforms(&ex, &bad).is_err(), "workspaceId is not nullable");
        bad = ex.clone();
        bad["planExpiresOn"] = Value::Null;
        assert!(conforms(&ex, &bad).is_ok());
    }

    #[test]
    fn array_elements_are_each_checked() {
        let ex = example("jobs_alt");
        let mut bad = ex.clone();
        bad["data"] = json!([ex["data"][0].clone(), {"id": "job_2"}]);
        assert!(conforms(&ex, &bad).unwrap_err().starts_with("data.title"));
    }
}
