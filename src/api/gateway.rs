//! Which credential may go where (cli.md, *serve*, "Through a gateway"): a
//! member token (`tlm_…`) goes only to a team's gateway, the workspace's
//! service key never to one. Before the first request with a credential to
//! a base, the base's `GET /_talent/v1/whoami` is asked **without** one; a
//! gateway answers 200 `{"gateway": true, …}`, anything else is not one.
//!
//! The verdicts are cached in the data folder, but only those that let
//! talent refuse sooner: a cached "not a gateway" refuses a member token,
//! a cached "gateway" refuses a service key. A verdict that would let a
//! credential go is never read from the file (a planted cache must not make
//! talent send the key to a gateway, or a member token to the service): a
//! run that sends probes first, once per base.

use std::path::PathBuf;

use serde::{Deserialize, Serialize};
use url::Url;

use crate::{Error, Result};

/// What a member token starts with (`serve member token`).
pub use crate::auth::MEMBER_TOKEN_PREFIX;

/// The gateway's own route that says it is one, below the gateway's root.
pub const WHOAMI_PATH: &str = "/_talent/v1/whoami";

/// The longest a gateway's pacer holds a request before it answers
/// (cli.md, *serve*: then 429 `rate_limit_exceeded` with `Retry-After`).
pub const MAX_HOLD: std::time::Duration = std::time::Duration::from_secs(60);

/// The member's report, by the gateway (`talent report`).
pub const REPORT_PATH: &str = "/_talent/v1/report";

/// Spends per member against allowances, by the gateway (`talent team usage`).
pub const TEAM_USAGE_PATH: &str = "/_talent/v1/team-usage";

/// The cache file of verdicts, in the data folder.
pub const CACHE_FILE: &str = "gateways.json";

/// How long a cached refusal is honoured: a base can become a gateway (or
/// stop being one); a fresh probe replaces it anyway.
const CACHE_MS: i64 = 60 * 60 * 1000;

/// The header that crosses the workspace's reserve, after the person's
/// yes or `--yes` (never sent on by the gateway).
pub const CONFIRM_HEADER: &str = "Talent-Confirm";

/// The gateway's header on its answer to a member's unlock: `1` when the
/// unlock counted, `0` when it was free (the candidate was unlocked
/// before, by anyone). An addition of talent's: the contract shows no such
/// header.
pub const SPENT_HEADER: &str = "Talent-Spent";

/// The gateway's refusal of a spend that would trip the reserve.
pub const RESERVE_CODE: &str = "reserve";

/// The gateway's refusal past a member's allowance.
pub const ALLOWANCE_CODE: &str = "allowance_exceeded";

/// A gateway whose ledger is down (503): nothing was forwarded.
pub const LEDGER_UNAVAILABLE_CODE: &str = "ledger_unavailable";

/// The largest whoami answer read.
pub(crate) const MAX_WHOAMI_BYTES: usize = 64 * 1024;

/// Whether a credential is a member's token for a gateway.
pub fn is_member_token(key: &str) -> bool {
    key.starts_with(MEMBER_TOKEN_PREFIX)
}

/// The gateway's root of a base URL: the base without its interface's
/// suffix (`https://gw.example/api/v1` → `https://gw.example`; a gateway
/// behind a path prefix keeps it).
pub fn root_of(base: &Url) -> Url {
    let mut root = base.clone();
    let path = base.path().trim_end_matches('/');
    let stripped = path
        .strip_suffix("/api/v1")
        .or_else(|| path.strip_suffix("/v1"))
        .unwrap_or(path);
    root.set_path(stripped);
    root.set_query(None);
    root.set_fragment(None);
    root
}

/// `GET {root}/_talent/v1/whoami` of a base.
pub fn whoami_url(base: &Url) -> Url {
    let mut url = root_of(base);
    let path = format!("{}{WHOAMI_PATH}", url.path().trim_end_matches('/'));
    url.set_path(&path);
    url
}

/// What a base is, by its whoami answer.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Verdict {
    Gateway,
    NotGateway,
}

/// A gateway answers 200 with a JSON object whose `gateway` is `true`;
/// any other answer (the service's 404, a proxy's page) is not one.
pub fn verdict(status: u16, body: &[u8]) -> Verdict {
    let says = status == 200
        && serde_json::from_slice::<serde_json::Value>(body)
            .ok()
            .and_then(|v| v.get("gateway").and_then(serde_json::Value::as_bool))
            == Some(true);
    match says {
        true => Verdict::Gateway,
        false => Verdict::NotGateway,
    }
}

/// At most [`MAX_WHOAMI_BYTES`] of a whoami answer (the rest is not
/// needed to judge it).
pub fn bounded(body: &[u8]) -> &[u8] {
    &body[..body.len().min(MAX_WHOAMI_BYTES)]
}

/// The base URLs of the service itself: a service key goes there unprobed.
fn service_origin() -> Option<url::Origin> {
    Url::parse(crate::config::DEFAULT_BASE_URL)
        .ok()
        .map(|u| u.origin())
}

/// Whether `base` is the service's own host (where a member token never
/// goes).
pub fn is_service(base: &Url) -> bool {
    service_origin().is_some_and(|o| o == base.origin())
}

/// What a run's credential may do, per base: shared by every copy of the
/// client (the guard's meters read through an unhooked copy).
#[derive(Debug)]
pub struct Gate {
    /// The credential is a member token.
    member: bool,
    /// Where refusals are cached (none: nothing is cached).
    cache: Option<PathBuf>,
    /// Bases cleared for this run: main, additional.
    cleared: [tokio::sync::OnceCell<()>; 2],
}

impl Gate {
    pub fn new(member: bool, cache: Option<PathBuf>) -> Gate {
        Gate {
            member,
            cache,
            cleared: Default::default(),
        }
    }

    /// The cell of a base (0: main, 1: additional).
    pub fn cell(&self, alt: bool) -> &tokio::sync::OnceCell<()> {
        &self.cleared[usize::from(alt)]
    }

    /// Whether a base must be asked before the credential goes there: a
    /// member token always; a service key unless it is the service's own.
    pub fn needs_probe(&self, base: &Url) -> bool {
        self.member || service_origin().is_none_or(|o| o != base.origin())
    }

    /// A cached verdict that refuses this credential at `base`, if any.
    pub fn cached_refusal(&self, base: &Url, now_ms: i64) -> Option<Error> {
        let root = root_of(base).to_string();
        let entry = self.load().bases.remove(&root)?;
        if now_ms.saturating_sub(entry.at_ms) > CACHE_MS || entry.at_ms > now_ms {
            return None;
        }
        self.refusal(base, entry.verdict, true)
    }

    /// Judges a fresh verdict: the refusal (exit 2, nothing sent with the
    /// credential), kept in the cache, or `Ok` (nothing kept: a verdict that
    /// lets a credential go is never read back).
    pub fn judge(&self, base: &Url, verdict: Verdict, now_ms: i64) -> Result<()> {
        match self.refusal(base, verdict, false) {
            Some(e) => {
                self.keep(base, verdict, now_ms);
                Err(e)
            }
            None => {
                self.forget(base);
                Ok(())
            }
        }
    }

    fn refusal(&self, base: &Url, verdict: Verdict, cached: bool) -> Option<Error> {
        let root = root_of(base);
        let when = if cached {
            " (as it answered within the hour)"
        } else {
            ""
        };
        match (self.member, verdict) {
            (true, Verdict::NotGateway) => Some(
                Error::usage(format!(
                    "{root} is not a talent gateway{when}: a member token (tlm_…) goes only to its team's gateway; nothing was sent with it"
                ))
                .with_hint(
                    "log in with `talent auth login --gateway URL` (the address your team lead gave), \
                     or set TALENT_BASE_URL=URL/api/v1 and TALENT_ALT_BASE_URL=URL/v1",
                ),
            ),
            (false, Verdict::Gateway) => Some(
                Error::usage(format!(
                    "{root} is a talent gateway{when}: the workspace's service key never goes to a gateway; nothing was sent with it"
                ))
                .with_hint(
                    "use your member token there (`talent auth login --gateway URL`), or point the base URLs at the service",
                ),
            ),
            _ => None,
        }
    }

    fn load(&self) -> CacheFile {
        self.cache
            .as_ref()
            .and_then(|p| crate::fsutil::read_if_exists(p).ok().flatten())
            .and_then(|text| serde_json::from_str(&text).ok())
            .unwrap_or_default()
    }

    /// Best effort: a cache that cannot be written only costs a probe.
    fn save(&self, file: &CacheFile) {
        let Some(path) = &self.cache else {
            return;
        };
        if let Some(dir) = path.parent() {
            let _ = talent_fs::create_private_dir(dir);
        }
        if let Ok(text) = serde_json::to_string_pretty(file) {
            let _ = crate::fsutil::write_private(path, &text);
        }
    }

    fn keep(&self, base: &Url, verdict: Verdict, now_ms: i64) {
        let mut file = self.load();
        file.bases.insert(
            root_of(base).to_string(),
            Entry {
                verdict,
                at_ms: now_ms,
            },
        );
        // A file that only grows would be read on every run.
        while file.bases.len() > 64 {
            let oldest = file
                .bases
                .iter()
                .min_by_key(|(_, e)| e.at_ms)
                .map(|(k, _)| k.clone());
            match oldest {
                Some(k) => file.bases.remove(&k),
                None => break,
            };
        }
        self.save(&file);
    }

    fn forget(&self, base: &Url) {
        let mut file = self.load();
        if file.bases.remove(&root_of(base).to_string()).is_some() {
            self.save(&file);
        }
    }
}

/// Forgets a cached verdict of `base` (`auth login --gateway` asks afresh).
pub fn forget(base: &Url) {
    let cache = crate::paths::data_dir().ok().map(|d| d.join(CACHE_FILE));
    Gate::new(true, cache).forget(base);
}

/// `gateways.json`: refusal verdicts by gateway root.
#[derive(Debug, Default, Serialize, Deserialize)]
struct CacheFile {
    #[serde(default)]
    bases: std::collections::BTreeMap<String, Entry>,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
struct Entry {
    verdict: Verdict,
    at_ms: i64,
}

/// Who each profile logged in to a gateway as (`auth login --gateway`,
/// refreshed by `auth status`), in the data folder: what `talent` alone
/// names without sending anything. Only ever shown, and only while the
/// record's gateway is the profile's base: never a reason to send.
pub const MEMBERS_FILE: &str = "gateway-members.json";

/// `gateway-members.json`: by profile, the gateway's root and the member.
#[derive(Debug, Default, Serialize, Deserialize)]
struct MembersFile {
    #[serde(default)]
    profiles: std::collections::BTreeMap<String, Remembered>,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
struct Remembered {
    gateway: String,
    member: String,
    at_ms: i64,
}

fn load_members(path: &std::path::Path) -> MembersFile {
    crate::fsutil::read_if_exists(path)
        .ok()
        .flatten()
        .and_then(|text| serde_json::from_str(&text).ok())
        .unwrap_or_default()
}

/// Best effort: a record that cannot be written only leaves the overview
/// without the member's name.
fn save_members(path: &std::path::Path, file: &MembersFile) {
    if let Some(dir) = path.parent() {
        let _ = talent_fs::create_private_dir(dir);
    }
    if let Ok(text) = serde_json::to_string_pretty(file) {
        let _ = crate::fsutil::write_private(path, &text);
    }
}

/// Records that `profile` reaches the gateway of `base` as `member`.
pub fn remember_member(data_dir: &std::path::Path, profile: &str, base: &Url, member: &str) {
    let path = data_dir.join(MEMBERS_FILE);
    let mut file = load_members(&path);
    file.profiles.insert(
        profile.to_string(),
        Remembered {
            gateway: root_of(base).to_string(),
            member: member.to_string(),
            at_ms: crate::clock::now_ms(),
        },
    );
    save_members(&path, &file);
}

/// The member `profile` logged in to the gateway of `base` as, if this
/// machine recorded it for that gateway (a well-formed member name only).
pub fn remembered_member(data_dir: &std::path::Path, profile: &str, base: &Url) -> Option<String> {
    let file = load_members(&data_dir.join(MEMBERS_FILE));
    let entry = file.profiles.get(profile)?;
    if entry.gateway != root_of(base).to_string() {
        return None;
    }
    crate::config::ledger::check_member(&entry.member).ok()
}

/// Forgets who `profile` was on a gateway (`auth logout`, a login with a
/// service key).
pub fn forget_member(data_dir: &std::path::Path, profile: &str) {
    let path = data_dir.join(MEMBERS_FILE);
    let mut file = load_members(&path);
    if file.profiles.remove(profile).is_some() {
        save_members(&path, &file);
    }
}

/// A member's failure through the team's gateway, with what a member can
/// do about it: the service's hints speak of keys and the dashboard.
pub(super) fn member_words(e: Error) -> Error {
    use crate::error::Cause;
    if e.status == Some(401) {
        return e.with_hint(
            "the gateway did not take your member token (revoked or expired?): ask your team's lead for a new one, then run `talent auth login --gateway URL`",
        );
    }
    if e.cause == Cause::LedgerUnavailable {
        return e.with_hint(
            "the team's gateway cannot reach its ledger just now: nothing was sent or spent; try again shortly, or tell your team's lead",
        );
    }
    if e.status.is_none() && e.message.starts_with("cannot connect to ") {
        let message = e.message.replacen(
            "cannot connect to ",
            "cannot connect to your team's gateway at ",
            1,
        );
        let mut e = e.with_hint(
            "check the gateway's address (`talent config list`) or ask your team's lead whether it runs",
        );
        e.message = message;
        return e;
    }
    e
}

#[cfg(test)]
mod tests {
    use super::*;

    fn url(s: &str) -> Url {
        Url::parse(s).unwrap()
    }

    #[test]
    fn the_probe_goes_to_the_gateways_root() {
        assert_eq!(
            whoami_url(&url("https://gw.example/api/v1")).as_str(),
            "https://gw.example/_talent/v1/whoami"
        );
        assert_eq!(
            whoami_url(&url("http://127.0.0.1:8787/v1")).as_str(),
            "http://127.0.0.1:8787/_talent/v1/whoami"
        );
        assert_eq!(
            whoami_url(&url("https://x.example/team/api/v1")).as_str(),
            "https://x.example/team/_talent/v1/whoami"
        );
    }

    #[test]
    fn only_a_gateways_own_answer_makes_a_gateway() {
        assert_eq!(
            verdict(200, br#"{"gateway": true, "version": "1"}"#),
            Verdict::Gateway
        );
        for (status, body) in [
            (404, &br#"{"error_code":"not_found"}"#[..]),
            (200, br#"{"gateway": "true"}"#),
            (200, b"<html>gateway: true</html>"),
            (401, br#"{"gateway": true}"#),
            (200, br#"{"gateway": false}"#),
        ] {
            assert_eq!(verdict(status, body), Verdict::NotGateway, "{status}");
        }
    }

    /// A planted cache that says a base is (or is not) a gateway never
    /// lets a credential go without a probe; it can only refuse.
    #[test]
    fn a_planted_cache_only_refuses() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join(CACHE_FILE);
        let base = url("http://127.0.0.1:9/api/v1");
        let now = 1_800_000_000_000;
        let plant = |v: &str| {
            std::fs::write(
                &path,
                format!(r#"{{"bases": {{"http://127.0.0.1:9/": {{"verdict": "{v}", "at_ms": {now}}}}}}}"#),
            )
            .unwrap()
        };
        let member = Gate::new(true, Some(path.clone()));
        let service = Gate::new(false, Some(path.clone()));
        plant("gateway");
        assert!(member.cached_refusal(&base, now).is_none(), "probe needed");
        assert_eq!(service.cached_refusal(&base, now).unwrap().exit_code(), 2);
        plant("not_gateway");
        assert!(service.cached_refusal(&base, now).is_none(), "probe needed");
        assert_eq!(member.cached_refusal(&base, now).unwrap().exit_code(), 2);
        // Stale or from the future: not honoured.
        assert!(member.cached_refusal(&base, now + CACHE_MS + 1).is_none());
        assert!(member.cached_refusal(&base, now - 1).is_none());
    }

    #[test]
    fn a_fresh_refusal_is_kept_and_a_pass_forgets_it() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join(CACHE_FILE);
        let base = url("http://127.0.0.1:9/api/v1");
        let member = Gate::new(true, Some(path.clone()));
        let e = member.judge(&base, Verdict::NotGateway, 5).unwrap_err();
        assert_eq!(e.exit_code(), 2);
        assert!(member.cached_refusal(&base, 6).is_some());
        member.judge(&base, Verdict::Gateway, 7).unwrap();
        assert!(member.cached_refusal(&base, 8).is_none());
        assert!(!std::fs::read_to_string(&path)
            .unwrap()
            .contains("127.0.0.1"));
    }

    #[test]
    fn a_remembered_member_is_named_only_for_its_gateway() {
        let dir = tempfile::tempdir().unwrap();
        let gw = url("http://127.0.0.1:9/api/v1");
        remember_member(dir.path(), "default", &gw, "asha");
        assert_eq!(
            remembered_member(dir.path(), "default", &url("http://127.0.0.1:9/v1")).as_deref(),
            Some("asha")
        );
        assert!(remembered_member(dir.path(), "work", &gw).is_none());
        assert!(
            remembered_member(dir.path(), "default", &url("http://127.0.0.1:8/api/v1")).is_none()
        );
        // A planted name that is no member's is not shown.
        remember_member(dir.path(), "default", &gw, "\u{1b}[2Jasha");
        assert!(remembered_member(dir.path(), "default", &gw).is_none());
        forget_member(dir.path(), "default");
        assert!(remembered_member(dir.path(), "default", &gw).is_none());
    }

    #[test]
    fn a_service_key_goes_to_the_service_unprobed() {
        let service = Gate::new(false, None);
        assert!(!service.needs_probe(&url(crate::config::DEFAULT_BASE_URL)));
        assert!(!service.needs_probe(&url(crate::config::DEFAULT_ALT_BASE_URL)));
        assert!(service.needs_probe(&url("http://127.0.0.1:5/api/v1")));
        let member = Gate::new(true, None);
        assert!(member.needs_probe(&url(crate::config::DEFAULT_BASE_URL)));
    }
}
