//! The value encoding of the 2026-07-28 revision's standard headers
//! (SEP-2243, *Value Encoding*): a value that cannot ride in an HTTP field
//! as printable ASCII (a tool name or URI with non-ASCII characters,
//! control characters or leading or trailing spaces) is sent as
//! `=?base64?{Base64}?=` — the markers lowercase and exact, the payload
//! standard Base64 (RFC 4648 §4, padded) of the value's UTF-8 bytes. A
//! server that compares such a header with the body decodes it first; a
//! value that does not both begin and end with the markers is literal.

use base64::Engine as _;

const PREFIX: &str = "=?base64?";
const SUFFIX: &str = "?=";

/// The value a header carries: decoded when it wears both markers,
/// otherwise as sent. `None`: it wears them but its payload is not
/// padded standard Base64 of UTF-8 text (refused as a mismatch).
pub fn decoded(raw: &str) -> Option<String> {
    let Some(payload) = raw
        .strip_prefix(PREFIX)
        .and_then(|rest| rest.strip_suffix(SUFFIX))
    else {
        return Some(raw.to_string());
    };
    let bytes = base64::engine::general_purpose::STANDARD
        .decode(payload)
        .ok()?;
    String::from_utf8(bytes).ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_header_value_in_the_base64_form_is_decoded_and_a_bad_one_refused() {
        // The spec's own example (it holds a `/`: standard, not URL-safe).
        assert_eq!(
            decoded("=?base64?PT9iYXNlNjQ/bGl0ZXJhbD89?=").as_deref(),
            Some("=?base64?literal?=")
        );
        assert_eq!(decoded("=?base64?SGVsbG8=?=").as_deref(), Some("Hello"));
        // Non-ASCII and a space, as a client must send them.
        assert_eq!(
            decoded("=?base64?c3VjaGUgS8O2bG4=?=").as_deref(),
            Some("suche Köln")
        );
        // Missing padding, characters outside the alphabet, bytes that
        // are not UTF-8: refused.
        assert_eq!(decoded("=?base64?SGVsbG8?="), None);
        assert_eq!(decoded("=?base64?SGVs!!!bG8=?="), None);
        assert_eq!(decoded("=?base64?//79?="), None);
        // Without both markers (or with other case) a value is literal.
        for literal in ["get_usage", "=?base64?SGVsbG8=", "=?BASE64?SGVsbG8=?="] {
            assert_eq!(decoded(literal).as_deref(), Some(literal));
        }
    }
}
