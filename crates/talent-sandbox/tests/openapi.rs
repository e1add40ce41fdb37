//! The simulator against its own OpenAPI documents: every route's answers,
//! successes and errors, conform to the schema the document gives for that
//! status; the documents are served; and a fuzzer drawing query values from
//! the documents' parameters never gets a 5xx or an undeclared shape.

use chrono::{TimeZone, Utc};
use proptest::prelude::*;
use reqwest::{Client, Method};

/// reqwest's TLS takes the process's crypto provider, which this installs.
fn client() -> Client {
    talent_sandbox::tls::provider();
    Client::new()
}
use serde_json::{json, Value};
use talent_sandbox::{start, RunningSandbox, SandboxConfig};
use talent_spec::openapi::{response_schema, validate, Doc};
use talent_spec::time::Clock;

async fn sandbox() -> RunningSandbox {
    start(SandboxConfig {
        candidates: 300,
        clock: Clock::fixed(Utc.with_ymd_and_hms(2026, 6, 15, 12, 0, 0).unwrap()),
        ..SandboxConfig::default()
    })
    .await
    .expect("sandbox starts")
}

/// Sends one request and checks the answer against the document: the
/// status is declared for the operation and the body fits its schema.
async fn checked(
    sb: &RunningSandbox,
    doc: Doc,
    method: Method,
    path_and_query: &str,
    body: Option<Value>,
    key: Option<&str>,
) -> (u16, Value) {
    let base = match doc {
        Doc::Main => &sb.base_url,
        Doc::Alt => &sb.alt_base_url,
    };
    let mut req = client().request(method.clone(), format!("{base}{path_and_query}"));
    if let Some(k) = key {
        req = req.bearer_auth(k);
    }
    if let Some(b) = body {
        req = req.json(&b);
    }
    let resp = req.send().await.expect("answer");
    let status = resp.status().as_u16();
    let text = resp.text().await.expect("body");
    let value: Value = if text.is_empty() {
        Value::Null
    } else {
        serde_json::from_str(&text).expect("JSON")
    };
    let path = path_and_query.split('?').next().unwrap_or_default();
    assert!(status < 500, "{method} {path_and_query}: {status} {value}");
    if status == 204 {
        return (status, value);
    }
    let schema = response_schema(doc, method.as_str(), path, status).unwrap_or_else(|| {
        panic!("{doc:?} {method} {path}: status {status} not declared ({value})")
    });
    let errors = validate(doc, schema, &value);
    assert!(
        errors.is_empty(),
        "{doc:?} {method} {path_and_query} {status}: {errors:?}\n{value}"
    );
    (status, value)
}

#[tokio::test]
async fn every_route_answers_as_its_document_says() {
    let sb = sandbox().await;
    let live = sb.keys.production.clone();
    let eval = sb.keys.evaluation.clone();
    let k = Some(live.as_str());
    use Doc::{Alt, Main};

    // Main interface.
    let (_, page) = checked(
        &sb,
        Main,
        Method::GET,
        "/search/candidates?minexp=1&pageSize=5",
        None,
        k,
    )
    .await;
    let card = page["results"][0]["talentCardId"]
        .as_str()
        .expect("a hit")
        .to_string();
    checked(
        &sb,
        Main,
        Method::GET,
        "/search/candidates?q=rust%20backend&eduPed=tier1",
        None,
        k,
    )
    .await;
    checked(
        &sb,
        Main,
        Method::GET,
        "/search/candidates?pageSize=5",
        None,
        k,
    )
    .await; // 400
    checked(
        &sb,
        Main,
        Method::GET,
        "/search/candidates?inresume=(go",
        None,
        k,
    )
    .await; // 400
    checked(
        &sb,
        Main,
        Method::GET,
        "/search/candidates?minexp=1",
        None,
        None,
    )
    .await; // 401
    checked(
        &sb,
        Main,
        Method::GET,
        &format!("/candidates/{card}"),
        None,
        k,
    )
    .await;
    checked(
        &sb,
        Main,
        Method::GET,
        "/candidates/ffffffffffffffffffffffff",
        None,
        k,
    )
    .await; // 404
    checked(&sb, Main, Method::GET, "/jobs", None, k).await;
    let (_, made) = checked(
        &sb,
        Main,
        Method::POST,
        "/jobs",
        Some(json!({"title": "Platform Engineer", "skillsRequired": ["rust"]})),
        k,
    )
    .await;
    let job = made["jobId"].as_str().expect("jobId").to_string();
    checked(
        &sb,
        Main,
        Method::POST,
        "/jobs",
        Some(json!({"title": ""})),
        k,
    )
    .await; // 400
    checked(
        &sb,
        Main,
        Method::POST,
        "/jobs",
        Some(json!({"title": "x"})),
        Some(&eval),
    )
    .await; // 403
    checked(
        &sb,
        Main,
        Method::GET,
        "/jobs?includePaused=true&page=1&pageSize=5",
        None,
        k,
    )
    .await;
    checked(
        &sb,
        Main,
        Method::GET,
        &format!("/jobs/{job}/stages"),
        None,
        k,
    )
    .await;
    checked(&sb, Main, Method::GET, "/jobs/job_nope/stages", None, k).await; // 404
    let invite = json!({"talentCardId": card, "jobId": job, "message": "Hello"});
    checked(
        &sb,
        Main,
        Method::POST,
        "/invite-to-apply",
        Some(invite.clone()),
        k,
    )
    .await;
    checked(&sb, Main, Method::POST, "/invite-to-apply", Some(invite), k).await; // 409
    let (_, apps) = checked(
        &sb,
        Main,
        Method::GET,
        &format!("/jobs/{job}/applications"),
        None,
        k,
    )
    .await;
    let thread = apps["results"][0]["threadId"]
        .as_str()
        .expect("thread")
        .to_string();
    checked(
        &sb,
        Main,
        Method::POST,
        "/messages",
        Some(json!({"threadId": thread, "message": "When can we talk?"})),
        k,
    )
    .await;
    checked(
        &sb,
        Main,
        Method::POST,
        "/messages",
        Some(json!({"threadId": "thr_nope", "message": "x"})),
        k,
    )
    .await;
    checked(&sb, Main, Method::GET, "/usage", None, k).await;
    checked(
        &sb,
        Main,
        Method::GET,
        "/usage",
        None,
        Some("svc_live_wrong"),
    )
    .await; // 401

    // Additional interface.
    let (_, found) = checked(
        &sb,
        Alt,
        Method::GET,
        "/candidates/search?skills=go&per_page=5",
        None,
        k,
    )
    .await;
    let cand = found["data"][0]["id"]
        .as_str()
        .expect("a candidate")
        .to_string();
    checked(
        &sb,
        Alt,
        Method::GET,
        "/candidates/search?availability=nope",
        None,
        k,
    )
    .await; // 400
    checked(
        &sb,
        Alt,
        Method::GET,
        &format!("/candidates/{cand}"),
        None,
        k,
    )
    .await;
    checked(
        &sb,
        Alt,
        Method::GET,
        &format!("/candidates/{cand}/profile"),
        None,
        k,
    )
    .await;
    checked(&sb, Alt, Method::GET, "/candidates/cand_nope", None, k).await; // 404
    let (_, jobs) = checked(&sb, Alt, Method::GET, "/jobs?status=active", None, k).await;
    assert!(jobs["data"].as_array().is_some_and(|d| !d.is_empty()));
    checked(
        &sb,
        Alt,
        Method::PATCH,
        &format!("/jobs/{job}"),
        Some(json!({"location": "Pune"})),
        k,
    )
    .await;
    checked(
        &sb,
        Alt,
        Method::PATCH,
        &format!("/jobs/{job}"),
        Some(json!({"status": "nope"})),
        k,
    )
    .await; // 400
    checked(
        &sb,
        Alt,
        Method::POST,
        "/sourcing/shortlist",
        Some(json!({"job_id": job, "limit": 5})),
        k,
    )
    .await;
    checked(
        &sb,
        Alt,
        Method::POST,
        "/sourcing/invite",
        Some(json!({"job_id": job, "candidate_ids": [cand], "message": "Hi"})),
        k,
    )
    .await;
    checked(&sb, Alt, Method::GET, "/webhooks", None, k).await;
    let (_, hook) = checked(
        &sb,
        Alt,
        Method::POST,
        "/webhooks",
        Some(json!({"url": "https://hooks.example.com/talent", "events": ["job.closed"]})),
        k,
    )
    .await;
    let wh = hook["id"].as_str().expect("id").to_string();
    checked(
        &sb,
        Alt,
        Method::POST,
        "/webhooks",
        Some(json!({"url": "http://10.0.0.1/x", "events": ["job.closed"]})),
        k,
    )
    .await; // 400
    checked(
        &sb,
        Alt,
        Method::PATCH,
        &format!("/webhooks/{wh}"),
        Some(json!({"status": "disabled"})),
        k,
    )
    .await;
    checked(
        &sb,
        Alt,
        Method::DELETE,
        &format!("/webhooks/{wh}"),
        None,
        k,
    )
    .await;
    checked(
        &sb,
        Alt,
        Method::DELETE,
        &format!("/webhooks/{wh}"),
        None,
        k,
    )
    .await; // 404
    checked(
        &sb,
        Alt,
        Method::PATCH,
        &format!("/jobs/{job}"),
        Some(json!({"status": "closed"})),
        k,
    )
    .await;
    checked(
        &sb,
        Alt,
        Method::PATCH,
        &format!("/jobs/{job}"),
        Some(json!({"status": "active"})),
        k,
    )
    .await; // 409
    sb.shutdown().await.expect("stops");
}

#[tokio::test]
async fn both_documents_are_served_without_a_key() {
    let sb = sandbox().await;
    for (url, text) in [
        (
            format!("{}/openapi.json", sb.base_url),
            talent_spec::openapi::MAIN_JSON,
        ),
        (
            format!("{}/openapi.json", sb.alt_base_url),
            talent_spec::openapi::ALT_JSON,
        ),
    ] {
        let resp = client().get(&url).send().await.expect("answer");
        assert_eq!(resp.status(), 200, "{url}");
        assert_eq!(resp.text().await.expect("body"), text);
    }
    sb.shutdown().await.expect("stops");
}

/// A value for one query parameter, drawn from its schema: in range, out of
/// range, or junk.
fn value_for(schema: &Value) -> BoxedStrategy<String> {
    let junk = prop_oneof![
        Just(String::new()),
        Just("-1".to_string()),
        Just("1e309".to_string()),
        "[ -~]{0,12}",
        "\\PC{0,6}",
    ];
    if let Some(values) = schema.get("enum").and_then(Value::as_array) {
        let names: Vec<String> = values
            .iter()
            .filter_map(|v| v.as_str().map(str::to_string))
            .collect();
        if !names.is_empty() {
            return prop_oneof![4 => proptest::sample::select(names), 1 => junk].boxed();
        }
    }
    match schema.get("type").and_then(Value::as_str) {
        Some("integer") | Some("number") => {
            prop_oneof![4 => (0u32..200).prop_map(|n| n.to_string()), 1 => junk].boxed()
        }
        Some("boolean") => {
            prop_oneof![Just("true".to_string()), Just("false".to_string()), junk].boxed()
        }
        _ => prop_oneof![4 => "[a-z]{1,8}", 1 => junk].boxed(),
    }
}

/// Query strings for a GET operation of a document, from its parameters.
fn queries(doc: Doc, path: &str) -> BoxedStrategy<Vec<(String, String)>> {
    let params = doc
        .value()
        .pointer(&format!(
            "/paths/{}/get/parameters",
            path.replace('/', "~1")
        ))
        .and_then(Value::as_array)
        .cloned()
        .unwrap_or_default();
    let strategies: Vec<BoxedStrategy<Option<(String, String)>>> = params
        .iter()
        .filter(|p| p["in"] == "query")
        .map(|p| {
            let name = p["name"].as_str().unwrap_or_default().to_string();
            let schema =
                talent_spec::openapi::resolve(doc, Box::leak(Box::new(p["schema"].clone())));
            proptest::option::weighted(0.4, value_for(schema).prop_map(move |v| (name.clone(), v)))
                .boxed()
        })
        .collect();
    strategies
        .prop_map(|opts| opts.into_iter().flatten().collect())
        .boxed()
}

/// A JSON value drawn from a schema of `doc`: mostly of the schema's shape
/// (required fields present, enums from their lists, numbers in small
/// ranges), sometimes junk of another type, so both valid and invalid
/// bodies are sent.
fn json_for(doc: Doc, schema: &'static Value, depth: u32) -> BoxedStrategy<Value> {
    let schema = talent_spec::openapi::resolve(doc, schema);
    let junk = prop_oneof![
        Just(Value::Null),
        Just(json!(-1)),
        Just(json!(true)),
        "\\PC{0,8}".prop_map(Value::String),
        Just(json!([])),
        Just(json!({})),
    ];
    let shaped: BoxedStrategy<Value> =
        if let Some(values) = schema.get("enum").and_then(Value::as_array) {
            proptest::sample::select(values.clone()).boxed()
        } else {
            let kind = match schema.get("type") {
                Some(Value::String(t)) => t.clone(),
                Some(Value::Array(ts)) => ts
                    .iter()
                    .filter_map(Value::as_str)
                    .find(|t| *t != "null")
                    .unwrap_or("null")
                    .to_string(),
                _ => "string".to_string(),
            };
            match kind.as_str() {
                "integer" => (0i64..120).prop_map(|n| json!(n)).boxed(),
                "number" => (0u32..120).prop_map(|n| json!(f64::from(n) / 2.0)).boxed(),
                "boolean" => any::<bool>().prop_map(Value::Bool).boxed(),
                "array" if depth < 3 => {
                    let item = schema.get("items").cloned().unwrap_or(json!({}));
                    let item: &'static Value = Box::leak(Box::new(item));
                    proptest::collection::vec(json_for(doc, item, depth + 1), 0..4)
                        .prop_map(Value::Array)
                        .boxed()
                }
                "object" if depth < 3 => {
                    let required: Vec<String> = schema
                        .get("required")
                        .and_then(Value::as_array)
                        .map(|r| {
                            r.iter()
                                .filter_map(|x| x.as_str().map(str::to_string))
                                .collect()
                        })
                        .unwrap_or_default();
                    let fields: Vec<BoxedStrategy<Option<(String, Value)>>> = schema
                        .get("properties")
                        .and_then(Value::as_object)
                        .map(|props| {
                            props
                                .iter()
                                .map(|(k, sub)| {
                                    let key = k.clone();
                                    let sub: &'static Value = Box::leak(Box::new(sub.clone()));
                                    let value = json_for(doc, sub, depth + 1)
                                        .prop_map(move |v| (key.clone(), v));
                                    let p = if required.contains(k) { 0.9 } else { 0.5 };
                                    proptest::option::weighted(p, value).boxed()
                                })
                                .collect()
                        })
                        .unwrap_or_default();
                    fields
                        .prop_map(|kv| Value::Object(kv.into_iter().flatten().collect()))
                        .boxed()
                }
                _ => "[a-z .]{0,12}".prop_map(Value::String).boxed(),
            }
        };
    prop_oneof![6 => shaped, 1 => junk].boxed()
}

/// The request body schema of an operation.
fn body_schema(doc: Doc, path: &str, method: &str) -> &'static Value {
    doc.value()
        .pointer(&format!(
            "/paths/{}/{method}/requestBody/content/application~1json/schema",
            path.replace('/', "~1")
        ))
        .unwrap_or_else(|| panic!("{path} {method} has a body"))
}

/// `k=v&…`, percent-encoded byte by byte (the fuzzer's values are junk on purpose).
fn encode(pairs: &[(String, String)]) -> String {
    let enc = |s: &str| {
        s.bytes()
            .map(|b| match b {
                b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'_' | b'.' | b'~' => {
                    (b as char).to_string()
                }
                _ => format!("%{b:02X}"),
            })
            .collect::<String>()
    };
    pairs
        .iter()
        .map(|(k, v)| format!("{}={}", enc(k), enc(v)))
        .collect::<Vec<_>>()
        .join("&")
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]

    /// Bodies drawn from the documents' request schemas, valid and not, on
    /// every route that takes one: a declared status and shape, never a 5xx.
    #[test]
    fn fuzzed_bodies_get_declared_answers(
        create in json_for(Doc::Main, body_schema(Doc::Main, "/jobs", "post"), 0),
        invite in json_for(Doc::Main, body_schema(Doc::Main, "/invite-to-apply", "post"), 0),
        message in json_for(Doc::Main, body_schema(Doc::Main, "/messages", "post"), 0),
        patch in json_for(Doc::Alt, body_schema(Doc::Alt, "/jobs/{id}", "patch"), 0),
        shortlist in json_for(Doc::Alt, body_schema(Doc::Alt, "/sourcing/shortlist", "post"), 0),
        bulk in json_for(Doc::Alt, body_schema(Doc::Alt, "/sourcing/invite", "post"), 0),
        hook in json_for(Doc::Alt, body_schema(Doc::Alt, "/webhooks", "post"), 0),
        hook_patch in json_for(Doc::Alt, body_schema(Doc::Alt, "/webhooks/{id}", "patch"), 0),
    ) {
        let rt = tokio::runtime::Builder::new_current_thread().enable_all().build().expect("runtime");
        rt.block_on(async {
            let sb = sandbox().await;
            let key = sb.keys.production.clone();
            let k = Some(key.as_str());
            // A real job and endpoint, so the bodies meet the rules past 404.
            let (_, made) = checked(&sb, Doc::Main, Method::POST, "/jobs", Some(json!({"title": "Fuzz"})), k).await;
            let job = made["jobId"].as_str().unwrap_or_default().to_string();
            let (_, wh) = checked(&sb, Doc::Alt, Method::POST, "/webhooks",
                Some(json!({"url": "https://hooks.example.com/f", "events": ["job.closed"]})), k).await;
            let wh = wh["id"].as_str().unwrap_or_default().to_string();
            checked(&sb, Doc::Main, Method::POST, "/jobs", Some(create.clone()), k).await;
            checked(&sb, Doc::Main, Method::POST, "/invite-to-apply", Some(invite.clone()), k).await;
            checked(&sb, Doc::Main, Method::POST, "/messages", Some(message.clone()), k).await;
            checked(&sb, Doc::Alt, Method::PATCH, &format!("/jobs/{job}"), Some(patch.clone()), k).await;
            checked(&sb, Doc::Alt, Method::POST, "/sourcing/shortlist", Some(shortlist.clone()), k).await;
            checked(&sb, Doc::Alt, Method::POST, "/sourcing/invite", Some(bulk.clone()), k).await;
            checked(&sb, Doc::Alt, Method::POST, "/webhooks", Some(hook.clone()), k).await;
            checked(&sb, Doc::Alt, Method::PATCH, &format!("/webhooks/{wh}"), Some(hook_patch.clone()), k).await;
            sb.shutdown().await.expect("stops");
        });
    }

    /// Any mix of declared query parameters with any values: a declared
    /// status and a body of its schema, never a 5xx.
    #[test]
    fn fuzzed_queries_get_declared_answers(
        main in queries(Doc::Main, "/search/candidates"),
        alt in queries(Doc::Alt, "/candidates/search"),
        jobs in queries(Doc::Main, "/jobs"),
    ) {
        let rt = tokio::runtime::Builder::new_current_thread().enable_all().build().expect("runtime");
        rt.block_on(async {
            let sb = sandbox().await;
            let key = sb.keys.production.clone();
            for (doc, path, q) in [
                (Doc::Main, "/search/candidates", &main),
                (Doc::Alt, "/candidates/search", &alt),
                (Doc::Main, "/jobs", &jobs),
            ] {
                let query = encode(q);
                checked(&sb, doc, Method::GET, &format!("{path}?{query}"), None, Some(&key)).await;
            }
            sb.shutdown().await.expect("stops");
        });
    }
}

/// "individually or all": `all` subscribes to every kind.
#[tokio::test]
async fn a_webhook_for_all_events_gets_the_six_kinds() {
    let sb = sandbox().await;
    let key = sb.keys.production.clone();
    let (status, hook) = checked(
        &sb,
        Doc::Alt,
        Method::POST,
        "/webhooks",
        Some(json!({"url": "https://hooks.example.com/all", "events": ["all"]})),
        Some(&key),
    )
    .await;
    assert_eq!(status, 200, "{hook}");
    let kinds: Vec<&str> = hook["events"]
        .as_array()
        .expect("events")
        .iter()
        .filter_map(Value::as_str)
        .collect();
    assert_eq!(kinds.len(), 6, "{hook}");
    sb.shutdown().await.expect("stops");
}
