//! Profile names: a named key plus settings (`--profile NAME`, `TALENT_PROFILE`).

use crate::{Error, Result};

/// The profile used when neither `--profile` nor `TALENT_PROFILE` names one.
pub const DEFAULT_PROFILE: &str = "default";

/// Longest name accepted: it becomes a keyring account and a TOML table name,
/// and nobody types more.
const MAX_LEN: usize = 64;

/// The profile to use, from the `--profile` option (clap has already merged
/// `TALENT_PROFILE` into it), validated. An empty value (`TALENT_PROFILE=`)
/// means the default, as an unset variable would.
pub fn profile_name(flag: Option<&str>) -> Result<String> {
    let name = flag.map(str::trim).filter(|s| !s.is_empty());
    let name = name.unwrap_or(DEFAULT_PROFILE);
    validate_profile_name(name)?;
    Ok(name.to_string())
}

/// Accepts ASCII letters, digits, `-` and `_`, up to 64 characters. The name
/// is a keyring account, a key in `credentials.toml` and a `[profiles.NAME]`
/// table in `config.toml`; keeping it plain means it needs no quoting in any
/// of them and cannot smuggle a path or a newline anywhere.
pub fn validate_profile_name(name: &str) -> Result<()> {
    let ok = !name.is_empty()
        && name.len() <= MAX_LEN
        && name
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_');
    if ok {
        Ok(())
    } else {
        let shown: String = name.chars().take(MAX_LEN).collect();
        Err(Error::usage(format!("invalid profile name {shown:?}")).with_hint(
            "a profile name uses letters, digits, '-' and '_' (at most 64), e.g. --profile work-eu",
        ))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ErrorKind;

    #[test]
    fn defaults_to_default() {
        assert_eq!(profile_name(None).unwrap(), "default");
        assert_eq!(profile_name(Some("")).unwrap(), "default");
        assert_eq!(profile_name(Some("  ")).unwrap(), "default");
        assert_eq!(profile_name(Some("work_EU-2")).unwrap(), "work_EU-2");
    }

    #[test]
    fn rejects_names_that_need_quoting() {
        for bad in ["a b", "a/b", "../x", "a.b", "é", "x\ny", &"a".repeat(65)] {
            let e = profile_name(Some(bad)).unwrap_err();
            assert_eq!(e.kind, ErrorKind::Usage, "{bad:?}");
            assert!(e.hint.is_some());
        }
        assert!(validate_profile_name(&"a".repeat(64)).is_ok());
    }
}
