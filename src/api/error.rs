//! Both error shapes of the service, decoded into the one error type with the
//! contract's exit codes and a hint that says what to do next.

use serde::Deserialize;
use serde_json::Value;

use talent_spec::codes;

use crate::{Error, ErrorKind};

/// A decoded error body: `{error_code, error_description}` on the main
/// interface, `{error: {code, message}}` on the additional one.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct ErrorBody {
    pub code: Option<String>,
    pub message: Option<String>,
}

#[derive(Deserialize)]
struct MainShape {
    error_code: Option<String>,
    /// `message` beside `error_code`: a gateway's own routes may word it so.
    #[serde(alias = "message")]
    error_description: Option<String>,
}

#[derive(Deserialize)]
struct AltShape {
    error: AltInner,
}

#[derive(Deserialize)]
struct AltInner {
    code: Option<String>,
    message: Option<String>,
}

impl ErrorBody {
    /// Accepts either shape on either interface: which one a route really uses
    /// is the service's business, and a clear message matters more.
    pub fn parse(body: &[u8]) -> ErrorBody {
        if let Ok(m) = serde_json::from_slice::<MainShape>(body) {
            if m.error_code.is_some() || m.error_description.is_some() {
                return ErrorBody {
                    code: m.error_code,
                    message: m.error_description,
                };
            }
        }
        if let Ok(a) = serde_json::from_slice::<AltShape>(body) {
            return ErrorBody {
                code: a.error.code,
                message: a.error.message,
            };
        }
        // `{"error": "text"}` or `{"message": "..."}` from a proxy in between.
        if let Ok(Value::Object(map)) = serde_json::from_slice::<Value>(body) {
            let text = ["message", "error", "detail"]
                .iter()
                .find_map(|k| map.get(*k).and_then(Value::as_str))
                .map(str::to_string);
            return ErrorBody {
                code: None,
                message: text,
            };
        }
        let text = String::from_utf8_lossy(body).trim().to_string();
        ErrorBody {
            code: None,
            message: (!text.is_empty() && text.len() < 300).then_some(text),
        }
    }
}

/// Turns a non-2xx response into the tool's error.
pub fn decode_error(status: u16, body: &[u8]) -> Error {
    let parsed = ErrorBody::parse(body);
    let code = parsed.code.unwrap_or_default();
    let kind = kind_for(status, &code);
    let what = parsed
        .message
        .unwrap_or_else(|| default_message(status).to_string());
    let message = if code.is_empty() {
        format!("{what} (HTTP {status})")
    } else {
        format!("{what} (HTTP {status}, {code})")
    };
    let mut err = Error::new(kind, message).with_status(status);
    if kind == ErrorKind::Quota {
        // A gateway's refusals keep their meaning (`talent mcp` through a
        // gateway answers with the contract's codes).
        err.cause = match code.as_str() {
            GATEWAY_ALLOWANCE => crate::error::Cause::TeamAllowance,
            GATEWAY_RESERVE | GATEWAY_GUARD => crate::error::Cause::GuardRefused,
            _ => crate::error::Cause::QuotaExhausted,
        };
    }
    if code == GATEWAY_ALLOWANCE {
        // The allowance's reset, as the gateway's body gives it: the words
        // already name it, and nothing adds that it is not known.
        if let Some(at) = allowance_reset(body) {
            if let Ok(t) = chrono::DateTime::parse_from_rfc3339(&at) {
                err = err.with_reset(t.format("%-d %b").to_string(), Some(at));
            }
        }
    }
    if kind == ErrorKind::Failure && code == super::gateway::LEDGER_UNAVAILABLE_CODE {
        err.cause = crate::error::Cause::LedgerUnavailable;
    }
    if let Some(hint) = hint_for(kind, status, &code) {
        err = err.with_hint(hint);
    }
    if !code.is_empty() {
        err = err.with_code(code);
    }
    err
}

/// `allowance.resets_at` of a gateway's `allowance_exceeded` body (beside
/// `error_code`, or inside `error` on the additional interface).
fn allowance_reset(body: &[u8]) -> Option<String> {
    let v: Value = serde_json::from_slice(body).ok()?;
    let a = v
        .get("allowance")
        .or_else(|| v.get("error")?.get("allowance"))?;
    a.get("resets_at")?.as_str().map(str::to_string)
}

use super::gateway::{ALLOWANCE_CODE as GATEWAY_ALLOWANCE, RESERVE_CODE as GATEWAY_RESERVE};
const GATEWAY_GUARD: &str = "guard_refused";

fn kind_for(status: u16, code: &str) -> ErrorKind {
    match (status, code) {
        (_, c) if codes::is_rate_limited(c) => ErrorKind::RateLimited,
        (_, c) if codes::is_quota_exhausted(c) => ErrorKind::Quota,
        // A gateway's refusals of a spend (cli.md, *serve*): exit 5.
        (429, GATEWAY_ALLOWANCE | GATEWAY_RESERVE | GATEWAY_GUARD) => ErrorKind::Quota,
        (_, codes::ALREADY_EXISTS_IN_JOB_PIPELINE | codes::JOB_CLOSED) => ErrorKind::Conflict,
        (400 | 405 | 413 | 414 | 415 | 422, _) => ErrorKind::Usage,
        (401 | 403, _) => ErrorKind::Auth,
        (404, _) => ErrorKind::NotFound,
        (409, _) => ErrorKind::Conflict,
        (429, _) => ErrorKind::RateLimited,
        _ => ErrorKind::Failure,
    }
}

fn default_message(status: u16) -> &'static str {
    match status {
        400 => "the service rejected the request",
        401 => "the API key is missing or invalid",
        403 => "the API key is not allowed to do this",
        404 => "not found",
        409 => "conflict",
        429 => "too many requests",
        500..=599 => "the service failed",
        _ => "unexpected response",
    }
}

fn hint_for(kind: ErrorKind, status: u16, code: &str) -> Option<String> {
    let hint = match (kind, code) {
        (ErrorKind::Auth, _) if status == 401 => {
            "check the key with `talent auth status`; log in again with `talent auth login` or set TALENT_API_KEY"
        }
        (ErrorKind::Auth, _) => {
            "this key lacks the scope or plan for it (evaluation keys cannot post jobs or message); use a production key"
        }
        (ErrorKind::Quota, codes::INVITE_LIMIT_EXCEEDED) => {
            "a job takes at most 500 invites a day; try again tomorrow"
        }
        (ErrorKind::Quota, GATEWAY_ALLOWANCE) => {
            "that is your team allowance, set by the team's lead; `talent usage` shows what is left of it and when it resets"
        }
        (ErrorKind::Quota, GATEWAY_RESERVE) => {
            "the spend would cross the workspace's reserve: answer yes on a terminal, or add --yes to cross it"
        }
        (ErrorKind::Quota, _) => "`talent usage` shows the meters and when they reset",
        (ErrorKind::Conflict, codes::ALREADY_EXISTS_IN_JOB_PIPELINE) => {
            "follow up in the existing thread with `talent message THREAD_ID` (`talent apps JOB_ID` lists threads)"
        }
        (ErrorKind::Conflict, codes::JOB_CLOSED) => "a closed job cannot be changed or reopened",
        (ErrorKind::NotFound, _) => "check the id (ids are case-sensitive)",
        (ErrorKind::Usage, _) => "check the arguments against `talent <command> --help`",
        (ErrorKind::Failure, _) if status >= 500 => "the service had a problem; try again later",
        _ => return None,
    };
    Some(hint.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn main_shape_decodes_to_the_contract_kinds() {
        let body = br#"{"error_code":"api_unlock_limit_reached","error_description":"Unlock quota exhausted"}"#;
        let e = decode_error(429, body);
        assert_eq!(e.kind, ErrorKind::Quota);
        assert_eq!(e.exit_code(), 5);
        assert_eq!(e.code.as_deref(), Some("api_unlock_limit_reached"));
        assert!(e.message.contains("Unlock quota exhausted"));
    }

    #[test]
    fn alt_shape_decodes() {
        let body = br#"{"error":{"code":"not_found","message":"Candidate cand_x not found"}}"#;
        let e = decode_error(404, body);
        assert_eq!(e.kind, ErrorKind::NotFound);
        assert!(e.message.starts_with("Candidate cand_x not found"));
    }

    #[test]
    fn status_codes_map_to_exit_codes() {
        let cases = [
            (400, "search_criteria_required", 2),
            (401, "", 3),
            (403, "", 3),
            (404, "", 4),
            (409, "already_exists_in_job_pipeline", 7),
            (429, "rate_limit_exceeded", 6),
            (429, "search_throttled", 6),
            (429, "api_search_limit_reached", 5),
            (429, "invite_limit_exceeded", 5),
            (500, "", 1),
        ];
        for (status, code, exit) in cases {
            let body = format!(r#"{{"error_code":"{code}","error_description":"x"}}"#);
            assert_eq!(
                decode_error(status, body.as_bytes()).exit_code(),
                exit,
                "{status} {code}"
            );
        }
    }

    /// A gateway's refusals: exit 5 (its allowance, the reserve, the
    /// guard), 503 `ledger_unavailable` exit 1; the words are the gateway's.
    #[test]
    fn a_gateways_refusals_map_to_the_contracts_exit_codes() {
        for (status, code, exit) in [
            (429, "allowance_exceeded", 5),
            (429, "reserve", 5),
            (429, "guard_refused", 5),
            (503, "ledger_unavailable", 1),
            (401, "unauthorized", 3),
        ] {
            let body = format!(r#"{{"error_code":"{code}","message":"x resets 1 Dec"}}"#);
            let e = decode_error(status, body.as_bytes());
            assert_eq!(e.exit_code(), exit, "{status} {code}");
            assert!(e.message.contains("resets 1 Dec"), "{}", e.message);
        }
        // Regression (allowance_refusal_says_its_reset_once): the reset the
        // body gives is the error's, so nothing adds "not known" after it.
        for body in [
            &br#"{"error_code":"allowance_exceeded","error_description":"x; it resets on 31 Dec","allowance":{"resets_at":"2026-12-31T00:00:00+00:00"}}"#[..],
            br#"{"error":{"code":"allowance_exceeded","message":"x","allowance":{"resets_at":"2026-12-31T00:00:00+00:00"}}}"#,
        ] {
            let e = decode_error(429, body);
            assert_eq!(e.resets(), Some("31 Dec"));
            assert_eq!(e.resets_at(), Some("2026-12-31T00:00:00+00:00"));
        }
        let alt = br#"{"error":{"code":"allowance_exceeded","message":"unlocks allowance"}}"#;
        assert_eq!(
            decode_error(429, alt).cause,
            crate::error::Cause::TeamAllowance
        );
    }

    #[test]
    fn garbage_bodies_still_give_a_message() {
        let e = decode_error(502, b"<html>Bad gateway</html>");
        assert_eq!(e.kind, ErrorKind::Failure);
        let e = decode_error(500, b"");
        assert!(e.message.contains("HTTP 500"));
    }

    #[test]
    fn escape_sequences_and_bidi_controls_never_reach_the_terminal() {
        let body = "{\"error_code\":\"x\",\"error_description\":\"bad\\u001b[2J\\u001b]0;owned\\u0007 \\u202eevil\\nline\"}";
        let line = decode_error(400, body.as_bytes()).render_line();
        assert!(!line.chars().any(|c| c.is_control()), "{line:?}");
        assert!(!line.contains('\u{202e}'), "{line:?}");
        assert!(line.contains("bad[2J]0;owned evil line"), "{line:?}");
    }

    /// Bodies the service (or a proxy) could send: either error shape with
    /// any code and text, other JSON, or bytes. Decoding never panics, the
    /// exit code follows the status unless a known code says otherwise, and
    /// the line shown is one line of text.
    fn any_body() -> impl proptest::strategy::Strategy<Value = Vec<u8>> {
        use proptest::prelude::*;
        let text =
            || proptest::string::string_regex("(.|\\n|\\u{1b}|\\u{202e}){0,40}").expect("regex");
        prop_oneof![
            (text(), text()).prop_map(|(c, m)| {
                serde_json::json!({"error_code": c, "error_description": m})
                    .to_string()
                    .into_bytes()
            }),
            (text(), text()).prop_map(|(c, m)| {
                serde_json::json!({"error": {"code": c, "message": m}})
                    .to_string()
                    .into_bytes()
            }),
            text().prop_map(|m| serde_json::json!({"message": m, "error": 3})
                .to_string()
                .into_bytes()),
            proptest::collection::vec(any::<u8>(), 0..200),
        ]
    }

    proptest::proptest! {
        #[test]
        fn any_error_body_decodes_to_one_line_of_text(status in 100u16..600, body in any_body()) {
            let e = decode_error(status, &body);
            let line = e.render_line();
            proptest::prop_assert!(!line.chars().any(|c| c.is_control() || crate::text::is_bidi_control(c)), "{line:?}");
            proptest::prop_assert!(line.contains(&format!("HTTP {status}")), "{line:?}");
            let known = e.code.as_deref().is_some_and(|c| codes::is_rate_limited(c) || codes::is_quota_exhausted(c)
                || c == codes::ALREADY_EXISTS_IN_JOB_PIPELINE || c == codes::JOB_CLOSED);
            if !known {
                proptest::prop_assert_eq!(e.kind, kind_for(status, ""));
            }
            proptest::prop_assert!(e.message.chars().count() <= body.len() + 64, "never invents text: {}", e.message);
        }
    }
}
