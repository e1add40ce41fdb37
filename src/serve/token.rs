//! Member tokens: `tlm_` and 43 base64url characters of 256 random bits,
//! shown once; the ledger keeps only their SHA-256.

use base64::Engine as _;

use crate::{Error, Result};

/// What every member token starts with.
pub const PREFIX: &str = "tlm_";

/// A fresh token from the operating system's random source.
pub fn mint() -> Result<String> {
    let mut bits = [0u8; 32];
    getrandom::fill(&mut bits)
        .map_err(|e| Error::failure(format!("no random bits for a token: {e}")))?;
    Ok(format!(
        "{PREFIX}{}",
        base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(bits)
    ))
}

/// Whether `text` has a member token's form (the prefix and 43 base64url
/// characters). Nothing is looked up for a token of another form.
pub fn well_formed(text: &str) -> bool {
    text.strip_prefix(PREFIX).is_some_and(|rest| {
        rest.len() == 43
            && rest
                .bytes()
                .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
    })
}

/// The token's SHA-256 in lowercase hex: what the ledger keeps and looks
/// up (an index lookup of a digest; the token itself is never compared).
pub fn digest(token: &str) -> String {
    let d = ring::digest::digest(&ring::digest::SHA256, token.as_bytes());
    d.as_ref().iter().map(|b| format!("{b:02x}")).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_token_is_tlm_and_43_base64url_characters_of_256_bits() {
        let a = mint().expect("random bits");
        let b = mint().expect("random bits");
        assert_ne!(a, b);
        assert!(well_formed(&a), "{a}");
        assert_eq!(a.len(), 4 + 43);
        let bits = base64::engine::general_purpose::URL_SAFE_NO_PAD
            .decode(&a[4..])
            .expect("base64url");
        assert_eq!(bits.len(), 32);
        assert!(!well_formed("svc_live_abc"));
        assert!(!well_formed(&format!("{a}x")));
    }

    #[test]
    fn the_digest_is_sha256_hex() {
        assert_eq!(
            digest("abc"),
            "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
        );
    }
}
