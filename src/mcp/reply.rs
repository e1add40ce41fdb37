//! A tool's answer: `structuredContent` and the same JSON as text, kept
//! under 20,000 characters; or an error result (`isError`) with a code the
//! model can act on, and never a way around a limit.

use rmcp::model::{CallToolResult, ContentBlock};
use serde_json::{json, Map, Value};

use crate::error::ErrorKind;
use crate::guard::Spent;
use crate::output::{Format, Printer, PrinterOptions, View};
use crate::{Error, Result};

use super::Engine;

/// The most text one result carries.
pub const MAX_TEXT: usize = 20_000;

/// A result of `value` (an object), its text the same JSON.
pub fn ok(engine: &dyn Engine, value: Value) -> CallToolResult {
    let text = engine.redacted(&value.to_string());
    let mut r = CallToolResult::success(vec![ContentBlock::text(text)]);
    r.structured_content = Some(value);
    r
}

/// A result an idempotency key recorded, handed back again: marked
/// `already_done` (nothing was sent this time).
pub fn replayed(engine: &dyn Engine, r: CallToolResult) -> CallToolResult {
    match r.structured_content {
        Some(Value::Object(mut m)) => {
            m.insert("already_done".into(), Value::Bool(true));
            ok(engine, Value::Object(m))
        }
        _ => r,
    }
}

/// An error result with `code` and one line.
pub fn error(engine: &dyn Engine, code: &str, message: &str) -> CallToolResult {
    error_with(engine, code, message, None, None, Spent::No)
}

fn error_with(
    engine: &dyn Engine,
    code: &str,
    message: &str,
    retry_after: Option<u64>,
    resets_at: Option<&str>,
    spent: Spent,
) -> CallToolResult {
    let message = engine.redacted(message);
    let body = json!({"error": {
        "code": code,
        "message": message,
        "retry_after_secs": retry_after,
        "resets_at": resets_at,
        "spent": match spent {
            Spent::Yes => json!(true),
            Spent::No => json!(false),
            Spent::Maybe => json!("maybe"),
        },
    }});
    let mut r = CallToolResult::error(vec![ContentBlock::text(engine.redacted(&body.to_string()))]);
    r.structured_content = Some(body);
    r
}

/// The tool's error for one of the tool's errors. Hints are left out: they
/// name flags that lift limits (`--yes`, budgets), which are the person's.
pub fn failed(engine: &dyn Engine, e: &Error) -> CallToolResult {
    let spent = if e.uncertain { Spent::Maybe } else { Spent::No };
    failed_spent(engine, e, spent)
}

/// [`failed`] for a call whose spends the guard settled as `spent`.
pub fn failed_spent(engine: &dyn Engine, e: &Error, spent: Spent) -> CallToolResult {
    let code = code_of(e);
    error_with(
        engine,
        code,
        &e.message,
        e.retry_after.map(|d| d.as_secs().max(1)),
        e.reset.as_ref().and_then(|r| r.at.as_deref()),
        spent,
    )
}

/// The contract's code for an error of the tool.
fn code_of(e: &Error) -> &'static str {
    if e.code.as_deref() == Some("needs_confirmation") {
        return "needs_confirmation";
    }
    match e.kind {
        ErrorKind::Auth => "auth",
        ErrorKind::NotFound => "not_found",
        ErrorKind::Usage => "invalid_argument",
        ErrorKind::RateLimited => "rate_limited",
        ErrorKind::Conflict => "conflict",
        ErrorKind::Quota if crate::guard::is_budget(e) => "session_cap",
        ErrorKind::Quota
            if e.hint
                .as_deref()
                .is_some_and(|h| h.contains("team allowance set")) =>
        {
            "team_allowance"
        }
        ErrorKind::Quota if e.status.is_some() => "quota_exhausted",
        ErrorKind::Quota if e.message.contains("left") || e.message.contains("spent") => {
            "quota_exhausted"
        }
        ErrorKind::Quota => "guard_refused",
        ErrorKind::Failure if e.message.contains("ledger") => "ledger_unavailable",
        _ => "failure",
    }
}

/// The printer a tool's records go through: JSON, with `fields` (checked
/// against the view's schema) or, for lists, the view's compact set.
pub fn printer(fields: &[String], view: &View, list: bool) -> Result<Printer> {
    let fields = if fields.is_empty() && list {
        vec!["compact".to_string()]
    } else {
        vec![fields.join(",")]
    };
    let fields = if fields == [String::new()] {
        Vec::new()
    } else {
        fields
    };
    let p = Printer::new(PrinterOptions {
        format: Format::Json,
        fields,
        color: false,
        width: None,
        now: chrono::Utc::now(),
        formula_guard: false,
        headers: true,
        jq: None,
    })
    .map_err(|e| Error::usage(e.message.replace("--fields", "fields")))?;
    p.check(view)
        .map_err(|e| Error::usage(e.message.replace("--fields", "fields")))?;
    Ok(p)
}

/// One record through `printer`.
pub fn one(printer: &Printer, view: &View, record: &Value) -> Result<Value> {
    let text = printer.render_one(view, record)?;
    Ok(serde_json::from_str(&text)?)
}

/// A page of records through `printer`, with the page's facts (`extra`:
/// page, page_size, total), cut to fit: whole records only, then
/// `truncated: true` and `next` (how to get the rest).
pub fn page(
    engine: &dyn Engine,
    printer: &Printer,
    view: &View,
    records: &[Value],
    extra: Map<String, Value>,
) -> Result<CallToolResult> {
    let text = printer.render_list(view, records)?;
    let mut shown: Vec<Value> = match serde_json::from_str(&text)? {
        Value::Array(a) => a,
        other => vec![other],
    };
    let build = |shown: &[Value], cut: bool| {
        let mut m = extra.clone();
        m.insert("results".into(), Value::Array(shown.to_vec()));
        if cut {
            m.insert("truncated".into(), Value::Bool(true));
            m.insert(
                "next".into(),
                json!({
                    "page_size": shown.len().max(1),
                    "how": "ask again with a smaller page_size (the same page then starts where this one does) or fewer fields"
                }),
            );
        }
        Value::Object(m)
    };
    let mut value = build(&shown, false);
    while value.to_string().len() > MAX_TEXT && !shown.is_empty() {
        shown.pop();
        value = build(&shown, true);
    }
    Ok(ok(engine, value))
}

/// A single record's result, cut to the view's compact set when it does not
/// fit whole.
pub fn record(
    engine: &dyn Engine,
    printer: &Printer,
    view: &View,
    record: &Value,
) -> Result<CallToolResult> {
    let value = one(printer, view, record)?;
    if value.to_string().len() <= MAX_TEXT {
        return Ok(ok(engine, value));
    }
    let compact = self::printer(&[], view, true)?;
    let mut value = one(&compact, view, record)?;
    if let Value::Object(m) = &mut value {
        m.insert("truncated".into(), Value::Bool(true));
        m.insert(
            "next".into(),
            json!({"how": "ask again with fields naming the parts you need"}),
        );
    }
    Ok(ok(engine, value))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::output::View;

    struct NoService;

    impl Engine for NoService {
        fn client(&self) -> super::super::LocalFuture<'_, Result<&crate::api::Client>> {
            Box::pin(async { Err(Error::failure("no service in this test")) })
        }
        fn guard(&self) -> Option<std::sync::Arc<crate::guard::Guard>> {
            None
        }
        fn records(&self) -> Option<std::sync::Arc<crate::records::Records>> {
            None
        }
        fn redacted(&self, text: &str) -> String {
            text.replace("svc_live_secret", "[key]")
        }
    }

    #[test]
    fn a_page_past_20000_characters_is_cut_at_whole_records_and_says_so() {
        let records: Vec<Value> = (0..100)
            .map(|i| json!({"id": i, "text": "x".repeat(400)}))
            .collect();
        let p = printer(&[], &View::PLAIN, false).unwrap();
        let r = page(&NoService, &p, &View::PLAIN, &records, Map::new()).unwrap();
        let v = r.structured_content.unwrap();
        let text = r.content[0].as_text().unwrap().text.clone();
        assert!(text.len() <= MAX_TEXT, "{}", text.len());
        assert_eq!(v["truncated"], true);
        assert!(v["next"]["page_size"].as_u64().unwrap() < 100);
        let shown = v["results"].as_array().unwrap();
        assert!(
            !shown.is_empty()
                && shown
                    .iter()
                    .all(|r| r["text"].as_str().unwrap().len() == 400)
        );
        // A page that fits is whole and says nothing of cutting.
        let r = page(&NoService, &p, &View::PLAIN, &records[..3], Map::new()).unwrap();
        assert!(r.structured_content.unwrap().get("truncated").is_none());
    }

    #[test]
    fn errors_carry_their_code_and_never_the_key() {
        let e = Error::new(ErrorKind::Auth, "the key svc_live_secret was refused")
            .with_hint("run talent auth login");
        let r = failed(&NoService, &e);
        assert_eq!(r.is_error, Some(true));
        let v = r.structured_content.unwrap();
        assert_eq!(v["error"]["code"], "auth");
        let all = format!("{v}{}", r.content[0].as_text().unwrap().text);
        assert!(
            !all.contains("svc_live_secret") && !all.contains("auth login"),
            "{all}"
        );
    }
}
