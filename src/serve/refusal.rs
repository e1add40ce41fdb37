//! The guard's team-allowance refusal in a gateway's words: the 429 body
//! `allowance_exceeded` of each interface's error shape (service.md,
//! *Errors*: `{error_code, error_description}` on the main interface,
//! `{error: {code, message}}` on the additional one), beside a typed
//! `allowance` object (which allowance, its limit, what is used, the reset)
//! a member's `talent` renders as the team allowance refusal (exit 5).
//! Built from the error the guard returns ([`Error::allowance`]), never
//! from its words.

use serde_json::{json, Value};

use crate::api::Surface;
use crate::error::Cause;
use crate::Error;

/// The gateway's code for a spend past the member's allowance.
pub const ALLOWANCE_EXCEEDED: &str = "allowance_exceeded";

/// The HTTP status of the refusal (a quota's, as the service's are).
pub const STATUS: u16 = 429;

/// The body a gateway answers `e` with on `surface`, when `e` is the
/// guard's team-allowance refusal (`None` for any other error).
pub fn allowance_exceeded(e: &Error, surface: Surface) -> Option<Value> {
    let a = e.allowance().filter(|_| e.cause == Cause::TeamAllowance)?;
    let detail = json!({
        "name": a.allowance,
        "member": a.member,
        "limit": a.limit,
        "used": a.used,
        "left": (a.limit - a.used).max(0),
        "resets_at": e.resets_at(),
    });
    let message = crate::error::bounded(&e.message).into_owned();
    Some(match surface {
        Surface::Alt => json!({"error": {
            "code": ALLOWANCE_EXCEEDED,
            "message": message,
            "allowance": detail,
        }}),
        Surface::Main | Surface::SandboxControl => json!({
            "error_code": ALLOWANCE_EXCEEDED,
            "error_description": message,
            "allowance": detail,
        }),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::api::{decode_error, ErrorBody};
    use crate::ledger::Allowance;
    use talent_spec::rate::Meter;

    fn refused(a: Allowance) -> Error {
        crate::guard::quota::allowance_refusal(
            a,
            "vikram",
            (3, 3, 1),
            Some("2026-12-01T00:00:00+00:00"),
        )
    }

    /// The main interface's shape: exactly `error_code` and
    /// `error_description` as service.md names them, plus the typed
    /// allowance; the client's own decoder reads code and message.
    #[test]
    fn allowance_exceeded_in_the_main_interfaces_shape() {
        let e = refused(Allowance::Meter(Meter::ApiUnlocks));
        let body = allowance_exceeded(&e, Surface::Main).unwrap();
        let mut keys: Vec<&str> = body
            .as_object()
            .unwrap()
            .keys()
            .map(String::as_str)
            .collect();
        keys.sort_unstable();
        assert_eq!(keys, ["allowance", "error_code", "error_description"]);
        assert_eq!(body["error_code"], "allowance_exceeded");
        let text = body["error_description"].as_str().unwrap();
        assert!(text.contains("allowance of 3 unlocks"), "{text}");
        assert!(text.contains("resets on 1 Dec"), "{text}");
        assert_eq!(
            body["allowance"],
            json!({"name": "unlocks", "member": "vikram", "limit": 3, "used": 3, "left": 0,
                   "resets_at": "2026-12-01T00:00:00+00:00"})
        );
        let parsed = ErrorBody::parse(body.to_string().as_bytes());
        assert_eq!(parsed.code.as_deref(), Some("allowance_exceeded"));
        assert_eq!(parsed.message.as_deref(), Some(text));
        assert_eq!(
            decode_error(STATUS, body.to_string().as_bytes()).status,
            Some(429)
        );
    }

    /// The additional interface's shape: `{error: {code, message}}`, the
    /// allowance inside `error`.
    #[test]
    fn allowance_exceeded_in_the_additional_interfaces_shape() {
        let e = refused(Allowance::Outreach);
        let body = allowance_exceeded(&e, Surface::Alt).unwrap();
        assert_eq!(body.as_object().unwrap().len(), 1, "{body}");
        let inner = &body["error"];
        assert_eq!(inner["code"], "allowance_exceeded");
        let text = inner["message"].as_str().unwrap();
        assert!(text.contains("allowance of 3 people reached"), "{text}");
        assert_eq!(inner["allowance"]["name"], "outreach");
        assert_eq!(inner["allowance"]["resets_at"], "2026-12-01T00:00:00+00:00");
        let parsed = ErrorBody::parse(body.to_string().as_bytes());
        assert_eq!(parsed.code.as_deref(), Some("allowance_exceeded"));
        assert_eq!(parsed.message.as_deref(), Some(text));
    }

    /// Hole (gwfix 4): a bulk invite of 3 with 2 of the outreach allowance
    /// left was refused as "spent (0 used or in flight)": it says what is
    /// left and what the request needs; a spent one still says spent.
    #[test]
    fn an_allowance_with_some_left_says_what_is_left_and_what_the_request_needs() {
        let short =
            crate::guard::quota::allowance_refusal(Allowance::Outreach, "asha", (2, 0, 3), None);
        assert!(
            short.message.contains("asha's allowance of 2 people reached this cycle has 2 left (0 used or in flight) and this request would reach 3 people"),
            "{}",
            short.message
        );
        assert!(!short.message.contains("spent"), "{}", short.message);
        let spent = refused(Allowance::Meter(Meter::Searches));
        assert!(
            spent.message.contains("is spent (3 used or in flight)"),
            "{}",
            spent.message
        );
    }

    /// Only the allowance refusal becomes `allowance_exceeded`: another
    /// quota refusal (the meter, the reserve) is the gateway's other code.
    #[test]
    fn another_refusal_is_not_an_allowance_exceeded() {
        let e = Error::quota(Cause::QuotaExhausted, "needs 1 unlock, 0 left");
        assert!(allowance_exceeded(&e, Surface::Main).is_none());
        let unknown_reset = crate::guard::quota::allowance_refusal(
            Allowance::Meter(Meter::Searches),
            "asha",
            (10, 12, 1),
            None,
        );
        let body = allowance_exceeded(&unknown_reset, Surface::Main).unwrap();
        assert_eq!(body["allowance"]["resets_at"], Value::Null);
        assert_eq!(body["allowance"]["left"], 0);
    }
}
