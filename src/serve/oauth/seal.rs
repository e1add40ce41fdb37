//! What the gateway signs for a browser: HMAC-SHA256 (ring) under the
//! ledger's key, so every replica checks what another signed. Each MAC is
//! over a purpose and its parts, so a value signed for one use is no good
//! for another; checks are constant-time (`ring::hmac::verify`).

use base64::Engine as _;

const B64: base64::engine::GeneralPurpose = base64::engine::general_purpose::URL_SAFE_NO_PAD;

/// The signing key.
pub struct Seal {
    key: ring::hmac::Key,
}

/// The message a MAC covers: each part's length before it, so no two
/// lists of parts give the same bytes.
fn message(purpose: &str, parts: &[&str]) -> Vec<u8> {
    let mut m = Vec::new();
    for p in std::iter::once(purpose).chain(parts.iter().copied()) {
        m.extend_from_slice(&(p.len() as u64).to_be_bytes());
        m.extend_from_slice(p.as_bytes());
    }
    m
}

impl Seal {
    pub fn new(secret: &str) -> Seal {
        Seal {
            key: ring::hmac::Key::new(ring::hmac::HMAC_SHA256, secret.as_bytes()),
        }
    }

    /// The MAC of `parts` for `purpose`, base64url.
    pub fn sign(&self, purpose: &str, parts: &[&str]) -> String {
        B64.encode(ring::hmac::sign(&self.key, &message(purpose, parts)).as_ref())
    }

    /// Whether `mac` is the MAC of `parts` for `purpose`.
    pub fn verify(&self, purpose: &str, parts: &[&str], mac: &str) -> bool {
        let Ok(tag) = B64.decode(mac) else {
            return false;
        };
        ring::hmac::verify(&self.key, &message(purpose, parts), &tag).is_ok()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_mac_holds_for_its_purpose_and_parts_only() {
        let s = Seal::new("k");
        let mac = s.sign("consent", &["client", "nonce"]);
        assert!(s.verify("consent", &["client", "nonce"], &mac));
        assert!(!s.verify("csrf", &["client", "nonce"], &mac));
        assert!(!s.verify("consent", &["other", "nonce"], &mac));
        assert!(!s.verify("consent", &["clientn", "once"], &mac));
        assert!(!Seal::new("k2").verify("consent", &["client", "nonce"], &mac));
        assert!(!s.verify("consent", &["client", "nonce"], "not base64!"));
    }
}
