//! The API key, in a type that never prints.

use secrecy::{ExposeSecret, SecretString};
use talent_spec::limits::{EVAL_KEY_PREFIX, LIVE_KEY_PREFIX};

/// A team gateway's member token (`talent serve member token`): talent's
/// own credential, never the service's.
pub const MEMBER_TOKEN_PREFIX: &str = "tlm_";

/// What a key is, as far as its prefix tells.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum KeyKind {
    /// `svc_live_...`: a live key (evaluation or production: the service decides).
    Live,
    /// The sandbox's evaluation key (`svc_eval_...`).
    Evaluation,
    /// A team gateway's member token (`tlm_...`).
    Member,
    /// Anything else.
    Unknown,
}

impl KeyKind {
    pub fn as_str(self) -> &'static str {
        match self {
            KeyKind::Live => "live",
            KeyKind::Evaluation => "evaluation",
            KeyKind::Member => "member",
            KeyKind::Unknown => "unknown",
        }
    }
}

/// An API key. `Debug` is redacted; the only way to the text is [`ApiKey::expose`],
/// called where the `Authorization` header is built and where the store writes it.
#[derive(Clone)]
pub struct ApiKey(SecretString);

impl ApiKey {
    /// Trims surrounding whitespace (a pasted key often ends in a newline).
    /// Returns `None` for an empty key or one with inner whitespace or control
    /// characters, which no header could carry.
    pub fn parse(raw: &str) -> Option<ApiKey> {
        let key = raw.trim();
        let valid = !key.is_empty() && key.chars().all(|c| c.is_ascii_graphic());
        valid.then(|| ApiKey(SecretString::from(key.to_string())))
    }

    pub fn expose(&self) -> &str {
        self.0.expose_secret()
    }

    pub fn kind(&self) -> KeyKind {
        let k = self.expose();
        if k.starts_with(LIVE_KEY_PREFIX) {
            KeyKind::Live
        } else if k.starts_with(EVAL_KEY_PREFIX) {
            KeyKind::Evaluation
        } else if k.starts_with(MEMBER_TOKEN_PREFIX) {
            KeyKind::Member
        } else {
            KeyKind::Unknown
        }
    }

    /// `svc_live_••••••••3f9a`: the prefix and the last four characters.
    pub fn masked(&self) -> String {
        let k = self.expose();
        let prefix = [LIVE_KEY_PREFIX, EVAL_KEY_PREFIX]
            .into_iter()
            .find(|p| k.starts_with(p))
            .unwrap_or("");
        let tail: String = if k.len() > prefix.len() + 8 {
            k[k.len() - 4..].to_string()
        } else {
            String::new()
        };
        format!("{prefix}••••••••{tail}")
    }
}

impl std::fmt::Debug for ApiKey {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("ApiKey(<redacted>)")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn debug_never_shows_the_key() {
        let key = ApiKey::parse("svc_live_abcdef0123456789").unwrap();
        assert!(!format!("{key:?}").contains("abcdef"));
        assert_eq!(key.masked(), "svc_live_••••••••6789");
    }

    #[test]
    fn rejects_keys_no_header_can_carry() {
        assert!(ApiKey::parse("  ").is_none());
        assert!(ApiKey::parse("svc live").is_none());
        assert_eq!(
            ApiKey::parse(" svc_live_x\n").unwrap().expose(),
            "svc_live_x"
        );
    }
}
