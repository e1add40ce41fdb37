//! Webhook request authenticity: the `X-Service-Signature: sha256=<hex>` header,
//! an HMAC-SHA256 of the exact raw body keyed with the endpoint's secret.
//!
//! The sandbox signs with [`sign`]; `talent webhooks listen` and
//! `talent webhooks verify` check with [`verify`], which compares in constant time.

use std::fmt;

use hmac::{Hmac, KeyInit, Mac};
use sha2::Sha256;

/// Name of the header that carries the signature.
pub const SIGNATURE_HEADER: &str = "X-Service-Signature";

/// The scheme prefix of the header value.
pub const PREFIX: &str = "sha256=";

type HmacSha256 = Hmac<Sha256>;

/// Why a signature was refused. Each variant says what to fix.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum VerifyError {
    /// The header was empty or absent.
    Missing,
    /// The value does not start with `sha256=`.
    MissingPrefix,
    /// The digest after the prefix is not 64 hexadecimal digits.
    BadHex,
    /// Well formed, but not the HMAC of this body under this secret.
    Mismatch,
}

impl fmt::Display for VerifyError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let text = match self {
            VerifyError::Missing => "the signature header is missing or empty",
            VerifyError::MissingPrefix => "the signature does not start with `sha256=`",
            VerifyError::BadHex => "the signature is not `sha256=` followed by 64 hex digits",
            VerifyError::Mismatch => {
                "the signature does not match the body (wrong secret, or the body was changed)"
            }
        };
        f.write_str(text)
    }
}

impl std::error::Error for VerifyError {}

/// A MAC keyed with `secret`. HMAC accepts keys of any length, so this cannot fail.
fn mac(secret: &[u8]) -> HmacSha256 {
    match <HmacSha256 as KeyInit>::new_from_slice(secret) {
        Ok(mac) => mac,
        Err(_) => unreachable!("HMAC takes keys of any length"),
    }
}

/// The header value for `body` signed with `secret`: `sha256=<64 lowercase hex>`.
pub fn sign(secret: &[u8], body: &[u8]) -> String {
    let mut m = mac(secret);
    m.update(body);
    format!("{PREFIX}{}", hex::encode(m.finalize().into_bytes()))
}

/// Parses a header value into the 32 digest bytes. Surrounding whitespace is
/// tolerated; the prefix is matched case-insensitively, as proxies may fold it.
pub fn parse_header(header: &str) -> Result<[u8; 32], VerifyError> {
    let value = header.trim();
    if value.is_empty() {
        return Err(VerifyError::Missing);
    }
    let digest = match value.get(..PREFIX.len()) {
        Some(p) if p.eq_ignore_ascii_case(PREFIX) => &value[PREFIX.len()..],
        _ => return Err(VerifyError::MissingPrefix),
    };
    let mut out = [0u8; 32];
    hex::decode_to_slice(digest, &mut out).map_err(|_| VerifyError::BadHex)?;
    Ok(out)
}

/// Checks that `header` is the signature of `body` under `secret`, in constant time.
pub fn verify(secret: &[u8], body: &[u8], header: &str) -> Result<(), VerifyError> {
    let digest = parse_header(header)?;
    let mut m = mac(secret);
    m.update(body);
    m.verify_slice(&digest).map_err(|_| VerifyError::Mismatch)
}

/// Checks `header` against each secret in turn (rotation: old and new both
/// verify); the index of the secret that matched. Every secret is tried in
/// constant time; a malformed header fails before any.
pub fn verify_any<S: AsRef<[u8]>>(
    secrets: &[S],
    body: &[u8],
    header: &str,
) -> Result<usize, VerifyError> {
    let digest = parse_header(header)?;
    let mut found = None;
    for (i, secret) in secrets.iter().enumerate() {
        let mut m = mac(secret.as_ref());
        m.update(body);
        if m.verify_slice(&digest).is_ok() && found.is_none() {
            found = Some(i);
        }
    }
    found.ok_or(VerifyError::Mismatch)
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    /// GitHub's documented `X-Hub-Signature-256` example, the same
    /// `sha256=` HMAC form: it verifies; a changed byte, re-serialised JSON
    /// and a wrong prefix do not; upper-case hex does.
    #[test]
    fn githubs_public_vector() {
        let secret = b"It's a Secret to Everybody";
        let header = "sha256=757107ea0eb2509fc211221cce984b8a37570b6d7586c22c46f4379c8b043e17";
        assert_eq!(verify(secret, b"Hello, World!", header), Ok(()));
        assert_eq!(
            verify(secret, b"Hello, World?", header),
            Err(VerifyError::Mismatch)
        );
        assert_eq!(
            verify(secret, b"Hello, World!", &header.to_uppercase()),
            Ok(()),
            "hex is case-insensitive"
        );
        assert_eq!(
            verify(
                secret,
                b"Hello, World!",
                &header.replace("sha256=", "sha1=")
            ),
            Err(VerifyError::MissingPrefix)
        );
        let body = br#"{"id":"evt_1","event":"job.closed"}"#;
        let sig = sign(secret, body);
        let reserialised = br#"{"id": "evt_1", "event": "job.closed"}"#;
        assert_eq!(
            verify(secret, reserialised, &sig),
            Err(VerifyError::Mismatch)
        );
    }

    #[test]
    fn any_of_several_secrets_verifies() {
        let sig = sign(b"new", b"body");
        assert_eq!(
            verify_any(&[b"old".as_slice(), b"new"], b"body", &sig),
            Ok(1)
        );
        assert_eq!(
            verify_any(&[b"old".as_slice()], b"body", &sig),
            Err(VerifyError::Mismatch)
        );
        assert_eq!(
            verify_any::<&[u8]>(&[], b"body", &sig),
            Err(VerifyError::Mismatch)
        );
    }

    #[test]
    fn known_vector() {
        // RFC 4231 test case 2.
        let sig = sign(b"Jefe", b"what do ya want for nothing?");
        assert_eq!(
            sig,
            "sha256=5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843"
        );
    }

    #[test]
    fn errors_are_specific() {
        assert_eq!(verify(b"k", b"b", ""), Err(VerifyError::Missing));
        assert_eq!(
            verify(b"k", b"b", "md5=00"),
            Err(VerifyError::MissingPrefix)
        );
        assert_eq!(verify(b"k", b"b", "sha256=zz"), Err(VerifyError::BadHex));
        let other = sign(b"other", b"b");
        assert_eq!(verify(b"k", b"b", &other), Err(VerifyError::Mismatch));
    }

    #[test]
    fn prefix_case_and_whitespace_are_tolerated() {
        let sig = sign(b"k", b"body").replace("sha256=", "SHA256=");
        assert_eq!(verify(b"k", b"body", &format!("  {sig} ")), Ok(()));
    }

    proptest! {
        #[test]
        fn sign_then_verify(secret in proptest::collection::vec(any::<u8>(), 0..80),
                            body in proptest::collection::vec(any::<u8>(), 0..512)) {
            let sig = sign(&secret, &body);
            prop_assert_eq!(verify(&secret, &body, &sig), Ok(()));
        }

        #[test]
        fn any_flipped_body_byte_fails(secret in proptest::collection::vec(any::<u8>(), 1..40),
                                       body in proptest::collection::vec(any::<u8>(), 1..256),
                                       pos in any::<prop::sample::Index>(),
                                       bit in 0u8..8) {
            let sig = sign(&secret, &body);
            let mut changed = body.clone();
            let i = pos.index(changed.len());
            changed[i] ^= 1 << bit;
            prop_assert_eq!(verify(&secret, &changed, &sig), Err(VerifyError::Mismatch));
        }

        #[test]
        fn any_flipped_signature_digit_fails(body in proptest::collection::vec(any::<u8>(), 0..64),
                                             pos in 0usize..64) {
            let sig = sign(b"secret", &body);
            let mut chars: Vec<char> = sig.chars().collect();
            let i = PREFIX.len() + pos;
            chars[i] = if chars[i] == '0' { '1' } else { '0' };
            let changed: String = chars.into_iter().collect();
            prop_assert!(verify(b"secret", &body, &changed).is_err());
        }

        #[test]
        fn arbitrary_headers_never_panic(header in ".*") {
            let _ = verify(b"secret", b"body", &header);
        }
    }
}
