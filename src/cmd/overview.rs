//! What `talent` alone prints (exit 0): what to type, and what each does.
//! A profile that goes through a team's gateway gets the member's
//! commands and the gateway's address instead of a service key's login.
//! Nothing is sent and the keyring is not asked (it may be slow or ask
//! for a password): only the environment's key, the profile's base URL,
//! who its gateway login recorded, and a key kept in the plain file.

use url::Url;

/// The overview of a profile with a service key (or none yet).
const OVERVIEW: &[(&str, &str)] = &[
    (
        "talent --sandbox search --skill \"rust|golang\" --location Bengaluru",
        "try it on the built-in simulator",
    ),
    ("talent auth login", "store your API key"),
    ("talent search --help", "every filter"),
    ("talent --help", "every command"),
    (
        "talent help environment | exit-codes",
        "settings and exit codes",
    ),
    (
        "talent help accessibility",
        "for screen readers and braille displays",
    ),
];

/// The overview of a member's profile, through the team's gateway.
const THROUGH_GATEWAY: &[(&str, &str)] = &[
    (
        "talent search --skill \"rust|golang\"",
        "find people; your allowance applies",
    ),
    ("talent usage", "the meters and your allowances"),
    ("talent report", "your spends and the workspace's totals"),
    ("talent auth status", "the member your token is"),
    ("talent doctor", "check the gateway and your token"),
    ("talent auth login --gateway URL", "log in with a new token"),
    ("talent --help", "every command"),
    (
        "talent help environment | exit-codes",
        "settings and exit codes",
    ),
    (
        "talent help accessibility",
        "for screen readers and braille displays",
    ),
];

const TITLE: &str = "talent: source technology professionals from the terminal.";

/// How the profile reaches the workspace, as far as is known without
/// sending anything.
#[derive(Debug, PartialEq)]
enum Reach {
    /// A service key (or none yet): the service's overview.
    Service,
    /// A member token, for the gateway at `root`; `member`, when this
    /// machine's login to that gateway recorded it; `env`: the token is
    /// `TALENT_API_KEY`'s.
    Gateway {
        root: String,
        member: Option<String>,
        env: bool,
    },
    /// A member token in `TALENT_API_KEY` with the service's own base URL:
    /// it goes nowhere until the base URLs are a gateway's.
    TokenWithoutGateway,
}

/// The overview for this environment, fitted to `width`.
pub(super) fn text(width: Option<usize>) -> String {
    match reach() {
        Reach::Service => fitted(None, OVERVIEW, width),
        Reach::Gateway { root, member, env } => {
            let who = match (member, env) {
                (Some(m), _) => format!(" as member {m}"),
                (None, true) => ", with the member token in TALENT_API_KEY".to_string(),
                (None, false) => String::new(),
            };
            let header = format!(
                "This profile goes through your team's gateway{who}:\n  {root}\nThe gateway holds the workspace's key and the team's ledger, and judges each spend against your allowances."
            );
            fitted(Some(&header), THROUGH_GATEWAY, width)
        }
        Reach::TokenWithoutGateway => fitted(
            Some("TALENT_API_KEY holds a member token (tlm_...), which goes only to your team's gateway, and the base URL is the service's: log in with `talent auth login --gateway URL`, or set TALENT_BASE_URL=URL/api/v1 and TALENT_ALT_BASE_URL=URL/v1."),
            THROUGH_GATEWAY,
            width,
        ),
    }
}

/// The profile's reach from the environment and the config file; anything
/// that cannot be read is the service's overview (it never fails).
fn reach() -> Reach {
    if crate::cmd::global::sandbox_from_env() {
        return Reach::Service;
    }
    let Ok(env_key) = crate::auth::env_key() else {
        return Reach::Service;
    };
    if env_key
        .as_ref()
        .is_some_and(|k| !crate::api::gateway::is_member_token(k.expose()))
    {
        return Reach::Service;
    }
    let profile = std::env::var("TALENT_PROFILE").ok();
    let Ok(profile) = crate::config::profile::profile_name(profile.as_deref()) else {
        return Reach::Service;
    };
    // The config file, read at most once, and only where it is needed.
    let config = std::cell::OnceCell::new();
    let config = || {
        config
            .get_or_init(|| crate::config::Config::load().ok())
            .as_ref()
    };
    let Some(base) = base_url(&profile, config) else {
        return Reach::Service;
    };
    let root = crate::api::gateway::root_of(&base)
        .as_str()
        .trim_end_matches('/')
        .to_string();
    // A token from the environment is no login's: its member is unknown.
    if env_key.is_some() {
        return match crate::api::gateway::is_service(&base) {
            true => Reach::TokenWithoutGateway,
            false => Reach::Gateway {
                root,
                member: None,
                env: true,
            },
        };
    }
    let member = crate::paths::data_dir()
        .ok()
        .and_then(|dir| crate::api::gateway::remembered_member(&dir, &profile, &base));
    match member {
        Some(m) => Reach::Gateway {
            root,
            member: Some(m),
            env: false,
        },
        // A login of an older talent left no record: a token in the plain
        // file (`--insecure-storage`) is read as cheaply as the config; a
        // keyring is not asked.
        None if !crate::api::gateway::is_service(&base)
            && filed_member_token(&profile, config()) =>
        {
            Reach::Gateway {
                root,
                member: None,
                env: false,
            }
        }
        None => Reach::Service,
    }
}

/// Whether the profile's key is a member token kept in the plain file
/// (`key_storage = "file"`).
fn filed_member_token(profile: &str, config: Option<&crate::config::Config>) -> bool {
    use crate::auth::KeyStore;
    let Some(config) = config else {
        return false;
    };
    if config.key_storage(profile) != crate::config::KeyStorage::File {
        return false;
    }
    crate::auth::FileStore::default_location()
        .ok()
        .and_then(|file| file.get(profile).ok().flatten())
        .is_some_and(|key| crate::api::gateway::is_member_token(key.expose()))
}

/// The profile's main base URL: `TALENT_BASE_URL`, the config's, or the
/// service's.
fn base_url<'c>(
    profile: &str,
    config: impl FnOnce() -> Option<&'c crate::config::Config>,
) -> Option<Url> {
    let raw = match std::env::var("TALENT_BASE_URL")
        .ok()
        .filter(|v| !v.trim().is_empty())
    {
        Some(v) => v,
        None => config()?
            .value(profile, "base_url")
            .ok()?
            .unwrap_or_else(|| crate::config::DEFAULT_BASE_URL.to_string()),
    };
    Url::parse(raw.trim()).ok()
}

/// `rows` under the title (and `header`) fitted to `width` columns (cli.md's
/// *Fitting the terminal*): a command and its words on one line where both
/// fit, else the words under the command, indented; a pipe (no width) gets
/// it whole.
fn fitted(header: Option<&str>, rows: &[(&str, &str)], width: Option<usize>) -> String {
    let column = rows
        .iter()
        .map(|(cmd, _)| crate::text::width(cmd))
        .filter(|w| *w < 40)
        .max()
        .unwrap_or(0);
    let wrapped = |text: &str| -> String {
        crate::text::wrap(text, width.unwrap_or(usize::MAX))
            .iter()
            .map(|l| format!("{l}\n"))
            .collect()
    };
    let mut out = wrapped(TITLE);
    out.push('\n');
    if let Some(header) = header {
        for line in header.lines() {
            out.push_str(&wrapped(line));
        }
        out.push('\n');
    }
    for (cmd, what) in rows {
        let beside = 2 + column.max(crate::text::width(cmd)) + 3 + crate::text::width(what);
        if crate::text::width(cmd) <= column && width.is_none_or(|w| beside <= w) {
            out.push_str(&format!("  {}   {what}\n", crate::text::pad(cmd, column)));
            continue;
        }
        let room = width.unwrap_or(usize::MAX).saturating_sub(6);
        for line in crate::text::wrap(cmd, width.unwrap_or(usize::MAX).saturating_sub(2)) {
            out.push_str(&format!("  {line}\n"));
        }
        for line in crate::text::wrap(what, room) {
            out.push_str(&format!("      {line}\n"));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Regression (issue 45): the bare `talent` screen was 108 columns
    /// wide and wrapped at 80; it fits any terminal down to 40 columns.
    #[test]
    fn the_bare_screen_fits_80_columns_and_narrower() {
        let header = "This profile goes through your team's gateway as member asha@laptop:\n  https://talent-gw.example.com\nThe gateway holds the workspace's key and the team's ledger, and judges each spend against your allowances.";
        for (header, rows) in [(None, OVERVIEW), (Some(header), THROUGH_GATEWAY)] {
            for width in [80usize, 60, 40] {
                let text = fitted(header, rows, Some(width));
                for line in text.lines() {
                    assert!(
                        crate::text::width(line) <= width,
                        "{width}: {line:?}\n{text}"
                    );
                }
                let flat = text.split_whitespace().collect::<Vec<_>>().join(" ");
                for (cmd, what) in rows {
                    assert!(flat.contains(what), "{what}\n{text}");
                    assert!(text.contains(cmd) || width < 70, "{cmd}\n{text}");
                }
            }
            // At 80 columns every command stands beside its words but the
            // simulator's (longer than a column).
            let text = fitted(header, rows, Some(80));
            for (cmd, what) in rows.iter().filter(|(c, _)| c.len() < 40) {
                assert!(
                    text.lines().any(|l| l.contains(cmd) && l.ends_with(what)),
                    "{cmd}\n{text}"
                );
            }
        }
        // A pipe gets every command beside its words.
        let piped = fitted(None, OVERVIEW, None);
        assert!(piped.contains("store your API key"), "{piped}");
        assert_eq!(piped.lines().count(), 2 + OVERVIEW.len() + 1, "{piped}");
    }

    /// A member's overview suggests the member's commands, never a
    /// service key's login.
    #[test]
    fn the_members_overview_has_no_service_key_login() {
        for (cmd, what) in THROUGH_GATEWAY {
            assert_ne!(*cmd, "talent auth login", "{what}");
            assert!(!what.contains("API key"), "{what}");
        }
    }
}
