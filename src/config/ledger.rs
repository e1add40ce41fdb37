//! Where the ledger is (`--ledger-url`, `TALENT_LEDGER_URL`, config
//! `ledger_url`), how a team ledger behaves while it is away
//! (`TALENT_LEDGER_MODE`), and who this machine spends as (`--member`,
//! `TALENT_MEMBER`, config `member`). Checked before anything is sent: a
//! bad value is exit 2 with the password masked.

use std::path::PathBuf;

use secrecy::{ExposeSecret, SecretString};

use crate::{Error, Result};

/// Where a ledger URL came from: a password is accepted only from the
/// environment (a flag leaks into `ps` and shell history, a config file
/// into backups).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Source {
    Flag,
    Env,
    Config,
}

impl Source {
    fn name(self) -> &'static str {
        match self {
            Source::Flag => "--ledger-url",
            Source::Env => "TALENT_LEDGER_URL",
            Source::Config => "the config's ledger_url",
        }
    }
}

/// The ledger a run uses.
#[derive(Debug, Clone)]
pub enum Target {
    /// The local SQLite file (the default, or `sqlite:PATH`).
    Sqlite(Option<PathBuf>),
    /// A team ledger on PostgreSQL.
    Postgres(PgTarget),
}

/// How TLS is used to reach the database.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Tls {
    /// Plain TCP (loopback only).
    Disable,
    /// TLS when the server offers it, else plain (loopback only).
    Prefer,
    /// TLS, the certificate verified against the platform's roots and
    /// `--ca-file`, and the host name checked.
    Verify,
}

/// A team ledger: where, as whom, how. Its `Debug` never shows the password.
#[derive(Clone)]
pub struct PgTarget {
    pub host: String,
    pub port: u16,
    pub user: String,
    pub dbname: String,
    pub password: Option<SecretString>,
    pub tls: Tls,
    /// `sslmode` as written (or the default chosen), for messages.
    pub sslmode: String,
    pub loopback: bool,
    pub connect_timeout: std::time::Duration,
    /// libpq's `channel_binding`: whether SCRAM must bind the login to the
    /// server's TLS certificate (`require`), may (`prefer`, the default), or
    /// must not (`disable`).
    pub channel_binding: tokio_postgres::config::ChannelBinding,
    /// Extra roots (`--ca-file`, `TALENT_CA_FILE`), PEM.
    pub ca_file: Option<PathBuf>,
}

impl std::fmt::Debug for PgTarget {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.shown())
    }
}

impl PgTarget {
    /// The URL as it may be printed: never the password.
    pub fn shown(&self) -> String {
        let host = if self.host.contains(':') {
            format!("[{}]", self.host)
        } else {
            self.host.clone()
        };
        format!(
            "postgres://{}@{host}:{}/{}?sslmode={}",
            self.user, self.port, self.dbname, self.sslmode
        )
    }
}

/// How long connecting to a team ledger may take.
pub const CONNECT_TIMEOUT: std::time::Duration = std::time::Duration::from_secs(3);

/// An error naming the first missing folder above `path`: a typo in a
/// `sqlite:` path must not make folders (as root, one at the filesystem's
/// root). talent's own data folder (and what is under it) is made as usual.
fn missing_folder(path: &std::path::Path, source: Source) -> Result<()> {
    let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) else {
        return Ok(());
    };
    if dir.is_dir() {
        return Ok(());
    }
    let ours = crate::paths::data_dir().is_ok_and(|data| dir.starts_with(&data));
    if ours {
        return Ok(());
    }
    let mut missing = dir;
    while let Some(up) = missing
        .parent()
        .filter(|d| !d.as_os_str().is_empty() && !d.exists())
    {
        missing = up;
    }
    Err(Error::usage(format!(
        "{}: the folder {} does not exist, so the ledger {} is not made",
        source.name(),
        missing.display(),
        path.display()
    ))
    .with_hint("create the folder first, or fix the path (sqlite:PATH)"))
}

/// Reads a ledger URL. `sqlite:PATH` or `postgres://USER@HOST[:PORT]/DB[?sslmode=…]`
/// (also `postgresql://`).
pub fn parse(raw: &str, source: Source) -> Result<Target> {
    let raw = raw.trim();
    if raw.is_empty() {
        return Ok(Target::Sqlite(None));
    }
    if let Some(path) = raw.strip_prefix("sqlite:") {
        let path = path.strip_prefix("//").unwrap_or(path);
        if path.is_empty() {
            return Err(
                Error::usage(format!("{}: sqlite: needs a path", source.name())).with_hint(
                    "e.g. sqlite:/home/me/ledger.sqlite3, or leave it unset for the data folder's",
                ),
            );
        }
        let path = PathBuf::from(path);
        missing_folder(&path, source)?;
        return Ok(Target::Sqlite(Some(path)));
    }
    let lower = raw.to_ascii_lowercase();
    if !(lower.starts_with("postgres://") || lower.starts_with("postgresql://")) {
        let what = if raw.contains('=') && !raw.contains("://") {
            "a libpq key=value string is not accepted".to_string()
        } else {
            format!("{:?} is not a ledger URL", mask_raw(raw))
        };
        return Err(Error::usage(format!("{}: {what}", source.name())).with_hint(
            "give postgres://USER@HOST[:PORT]/DB[?sslmode=verify-full] or sqlite:PATH (the password in PGPASSWORD or ~/.pgpass)",
        ));
    }
    let bad = |why: String| {
        Error::usage(format!("{}: {why} ({})", source.name(), mask_raw(raw))).with_hint(
            "give postgres://USER@HOST[:PORT]/DB[?sslmode=verify-full] (the password in PGPASSWORD or ~/.pgpass)",
        )
    };
    // Read as written, before the URL parser: a password it would split at
    // an unencoded `/`, `?` or `#` (common in base64 passwords) lands in
    // its port, path or fragment, and then in its errors.
    if let Some((start, at)) = credentials_end(raw, false) {
        let creds = &raw[start..at];
        if creds.contains(['/', '?', '#']) {
            return Err(Error::usage(format!(
                "{}: the user or password holds a `/`, `?` or `#` that is not percent-encoded ({})",
                source.name(),
                mask_raw(raw)
            ))
            .with_hint(
                "percent-encode them in the URL (/ as %2F, ? as %3F, # as %23, @ as %40, : as %3A), or put the password in PGPASSWORD or ~/.pgpass",
            ));
        }
        if creds.contains(':') && source != Source::Env {
            return Err(password_refusal(source));
        }
    }
    let url = url::Url::parse(raw).map_err(|e| bad(format!("malformed URL: {e}")))?;
    let host = match url.host() {
        Some(url::Host::Domain(d)) if !d.is_empty() => d.to_string(),
        Some(url::Host::Ipv4(a)) => a.to_string(),
        Some(url::Host::Ipv6(a)) => a.to_string(),
        _ => return Err(bad("no host".into())),
    };
    let dbname = percent(url.path().trim_start_matches('/'));
    if dbname.is_empty() || dbname.contains('/') {
        return Err(bad("no database name after the host".into()));
    }
    let user = match percent(url.username()) {
        u if !u.is_empty() => u,
        _ => std::env::var("PGUSER")
            .ok()
            .filter(|u| !u.is_empty())
            .or_else(login_name)
            .ok_or_else(|| bad("no user name".into()))?,
    };
    // A `:` the URL percent-encoded into the user name (`u%3Apw@…`) is a
    // password put where it would be shown with the user: refused, and the
    // URL not echoed.
    if user.contains(':') {
        return Err(Error::usage(format!(
            "{}: the user name holds a `:` (written %3A)",
            source.name()
        ))
        .with_hint("give the user alone in the URL; put a password in PGPASSWORD or ~/.pgpass"));
    }
    let password = match url.password() {
        Some(_) if source != Source::Env => return Err(password_refusal(source)),
        Some(p) => Some(SecretString::from(percent(p))),
        None => None,
    };
    let port = url.port().unwrap_or(5432);
    let loopback = is_loopback(&host);
    let mut sslmode = None;
    let mut connect_timeout = CONNECT_TIMEOUT;
    let mut channel_binding = tokio_postgres::config::ChannelBinding::Prefer;
    for (k, v) in url.query_pairs() {
        match k.as_ref() {
            "sslmode" => sslmode = Some(v.to_string()),
            "connect_timeout" => {
                connect_timeout = v
                    .parse::<u64>()
                    .ok()
                    .filter(|s| (1..=60).contains(s))
                    .map(std::time::Duration::from_secs)
                    .ok_or_else(|| bad(format!("connect_timeout must be 1 to 60 seconds, not {v:?}")))?
            }
            "channel_binding" => {
                use tokio_postgres::config::ChannelBinding as B;
                channel_binding = match v.as_ref() {
                    "disable" => B::Disable,
                    "prefer" => B::Prefer,
                    "require" => B::Require,
                    other => {
                        return Err(bad(format!("unknown channel_binding {other:?}"))
                            .with_hint("channel_binding is one of disable, prefer, require"))
                    }
                }
            }
            "application_name" => {}
            other => return Err(bad(format!("unknown parameter {other:?} (sslmode, channel_binding, connect_timeout and application_name are understood)"))),
        }
    }
    let sslmode =
        sslmode.unwrap_or_else(|| if loopback { "disable" } else { "verify-full" }.to_string());
    let tls = match sslmode.as_str() {
        "disable" | "allow" | "prefer" if !loopback => {
            return Err(bad(format!(
                "sslmode={sslmode} sends the ledger's traffic in clear text to a host that is not this machine"
            ))
            .with_hint("use sslmode=verify-full (the default) and --ca-file for a private CA"))
        }
        "disable" => Tls::Disable,
        "allow" | "prefer" => Tls::Prefer,
        "require" | "verify-ca" | "verify-full" => Tls::Verify,
        other => {
            return Err(bad(format!("unknown sslmode {other:?}")).with_hint(
                "sslmode is one of disable, allow, prefer (these three on loopback only), require, verify-ca, verify-full",
            ))
        }
    };
    if tls == Tls::Disable && channel_binding == tokio_postgres::config::ChannelBinding::Require {
        return Err(bad(
            "channel_binding=require binds the login to a TLS certificate, and sslmode=disable has none".into(),
        )
        .with_hint("use sslmode=require (or verify-full) with channel_binding=require"));
    }
    Ok(Target::Postgres(PgTarget {
        host,
        port,
        user,
        dbname,
        password,
        tls,
        sslmode,
        loopback,
        connect_timeout,
        channel_binding,
        ca_file: None,
    }))
}

impl PgTarget {
    /// The password to send: the URL's (from the environment), else
    /// `PGPASSWORD`, else the libpq password file (`PGPASSFILE` or
    /// `~/.pgpass`).
    pub fn resolve_password(&self) -> Option<SecretString> {
        if let Some(p) = &self.password {
            return Some(p.clone());
        }
        if let Ok(p) = std::env::var("PGPASSWORD") {
            if !p.is_empty() {
                return Some(SecretString::from(p));
            }
        }
        let text = match password_file()? {
            Ok(text) => text,
            Err(_ignored) => return None,
        };
        pgpass_lookup(&text, &self.host, self.port, &self.dbname, &self.user)
            .map(SecretString::from)
    }

    /// What libpq would warn about the password file when it is consulted
    /// (no password in the URL or `PGPASSWORD`) and ignored: a file that
    /// its group or others may read or write.
    pub fn password_file_warning(&self) -> Option<String> {
        if self.password.is_some() || std::env::var("PGPASSWORD").is_ok_and(|p| !p.is_empty()) {
            return None;
        }
        password_file()?.err()
    }

    /// Whether `secret` appears in `text` (tests and messages check that
    /// no password ever prints).
    pub fn leaks(&self, text: &str) -> bool {
        self.resolve_password()
            .is_some_and(|p| !p.expose_secret().is_empty() && text.contains(p.expose_secret()))
    }
}

/// The libpq password file (`PGPASSFILE`, else `~/.pgpass`, on Windows
/// `%APPDATA%\postgresql\pgpass.conf` as libpq has it): its text, or why
/// it is ignored as libpq ignores it (group or others may read or write it,
/// or it is not a plain file); `None` when there is none.
fn password_file() -> Option<std::result::Result<String, String>> {
    let file = std::env::var_os("PGPASSFILE")
        .map(PathBuf::from)
        .or_else(|| directories::BaseDirs::new().map(|d| default_password_file(&d)))?;
    password_file_at(&file)
}

#[cfg(not(windows))]
fn default_password_file(dirs: &directories::BaseDirs) -> PathBuf {
    dirs.home_dir().join(".pgpass")
}

#[cfg(windows)]
fn default_password_file(dirs: &directories::BaseDirs) -> PathBuf {
    // BaseDirs' config folder is the roaming %APPDATA% on Windows.
    dirs.config_dir().join("postgresql").join("pgpass.conf")
}

fn password_file_at(file: &std::path::Path) -> Option<std::result::Result<String, String>> {
    let meta = std::fs::metadata(file).ok()?;
    if !meta.is_file() {
        return Some(Err(format!(
            "the password file {} is not a plain file; it is ignored",
            file.display()
        )));
    }
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        let mode = meta.permissions().mode() & 0o777;
        if mode & 0o077 != 0 {
            return Some(Err(format!(
                "the password file {} has group or world access (mode {mode:o}); it is ignored, as libpq ignores it: `chmod 600 {}`",
                file.display(),
                file.display()
            )));
        }
    }
    std::fs::read_to_string(file).ok().map(Ok)
}

/// A line of a libpq password file that matches, `*` matching anything and
/// `\` escaping `:` and `\`.
fn pgpass_lookup(text: &str, host: &str, port: u16, db: &str, user: &str) -> Option<String> {
    for line in text.lines() {
        if line.trim_start().starts_with('#') || line.trim().is_empty() {
            continue;
        }
        let mut fields = Vec::new();
        let mut cur = String::new();
        let mut chars = line.chars();
        while let Some(c) = chars.next() {
            match c {
                '\\' => {
                    if let Some(n) = chars.next() {
                        cur.push(n);
                    }
                }
                ':' if fields.len() < 4 => fields.push(std::mem::take(&mut cur)),
                c => cur.push(c),
            }
        }
        fields.push(cur);
        if fields.len() != 5 {
            continue;
        }
        let port = port.to_string();
        let want = [host, port.as_str(), db, user];
        let host_ok = |f: &str, h: &str| f == "*" || f == h || (f == "localhost" && is_loopback(h));
        if host_ok(&fields[0], want[0])
            && want[1..]
                .iter()
                .zip(&fields[1..4])
                .all(|(w, f)| f == "*" || f == w)
        {
            return Some(fields[4].clone());
        }
    }
    None
}

fn percent(s: &str) -> String {
    url::form_urlencoded::parse(format!("x={}", s.replace('+', "%2B")).as_bytes())
        .next()
        .map(|(_, v)| v.into_owned())
        .unwrap_or_default()
}

/// A password in the flag or the config is refused (never echoed).
fn password_refusal(source: Source) -> Error {
    Error::usage(format!(
        "{} holds a password: it would leak into {}",
        source.name(),
        if source == Source::Flag {
            "`ps` and shell history"
        } else {
            "backups of config.toml"
        }
    ))
    .with_hint("remove it from the URL and put it in PGPASSWORD, ~/.pgpass, or TALENT_LEDGER_URL")
}

/// Where the credentials of a `scheme://user:password@host…` URL are, as
/// written: up to the last `@` before the query (`lenient`: with none
/// there, the last one at all, as a password may hold a `?`). Found
/// without parsing, so a password the URL parser would split (an
/// unencoded `/`, `?`, `#`) is still found.
fn credentials_end(raw: &str, lenient: bool) -> Option<(usize, usize)> {
    let start = raw.find("://")? + 3;
    let rest = &raw[start..];
    let before_query = &rest[..rest.find('?').unwrap_or(rest.len())];
    let at = match before_query.rfind('@') {
        Some(at) => at,
        None if lenient => rest.rfind('@')?,
        None => return None,
    };
    Some((start, start + at))
}

/// The raw URL with anything that looks like credentials replaced, for an
/// error about it: masked before anything parses it, so no error path can
/// echo a password, whatever the mistake (a mistyped scheme such as
/// `postgres:/u:pw@h/t`, `postgres//…`, `postgres;//…` or none, `u:pw@h/t`;
/// a `password=`, `sslpassword=` or `passfile=` parameter, in a query or a
/// libpq key=value string). It masks too much rather than too little.
pub fn mask_raw(raw: &str) -> String {
    mask_secret_params(&mask_userinfo(raw))
}

/// `SCHEME SEPS user:***@rest`: everything before the last `@` after the
/// scheme-like start (`postgres`, `postgresql`, `sqlite`, then any of
/// `:/;`) is user info; its part after the first `:` goes. Without a scheme
/// of those, the whole start is user info (`u:pw@h/t`).
fn mask_userinfo(raw: &str) -> String {
    let Some(at) = raw.rfind('@') else {
        return raw.to_string();
    };
    let lower = raw.to_ascii_lowercase();
    let scheme_end = ["postgresql", "postgres", "sqlite"]
        .iter()
        .find(|s| lower.starts_with(**s))
        .map(|s| {
            // A `:` after a `/` is the user info's (an empty user before a
            // password: `postgres://:pw@…`), not the scheme's.
            let rest = &raw[s.len()..];
            let seps = rest
                .char_indices()
                .find(|&(i, c)| {
                    !matches!(c, ':' | '/' | ';' | '\\') || (c == ':' && rest[..i].contains('/'))
                })
                .map_or(rest.len(), |(i, _)| i);
            s.len() + seps
        })
        .filter(|end| *end <= at)
        .unwrap_or(0);
    let info = &raw[scheme_end..at];
    match info.find(':') {
        Some(colon) => format!("{}:***{}", &raw[..scheme_end + colon], &raw[at..]),
        None => raw.to_string(),
    }
}

/// Masks the value of every `KEY=VALUE` whose key names a secret (holds
/// `pass`, `secret` or `token`, any case), wherever it sits: a query's
/// `&`-separated pairs or a libpq string's space-separated (or quoted) ones.
fn mask_secret_params(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(eq) = rest.find('=') {
        let (head, tail) = rest.split_at(eq);
        let key_start = head
            .rfind(|c: char| !(c.is_ascii_alphanumeric() || c == '_' || c == '-'))
            .map_or(0, |i| i + 1);
        let key = head[key_start..].to_ascii_lowercase();
        out.push_str(head);
        out.push('=');
        let value = &tail[1..];
        if ["pass", "secret", "token"].iter().any(|w| key.contains(w)) {
            let end = match value.chars().next() {
                Some(q @ ('\'' | '"')) => value[1..].find(q).map_or(value.len(), |i| i + 2),
                _ => value
                    .find(|c: char| c == '&' || c == ';' || c.is_whitespace())
                    .unwrap_or(value.len()),
            };
            out.push_str("***");
            rest = &value[end..];
        } else {
            rest = value;
        }
    }
    out.push_str(rest);
    out
}

pub fn is_loopback(host: &str) -> bool {
    host.eq_ignore_ascii_case("localhost")
        || host
            .parse::<std::net::IpAddr>()
            .is_ok_and(|a| a.is_loopback())
}

/// What a run does while its team ledger is unreachable.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Mode {
    /// Nothing that spends quota is sent (exit 1); the rest warns and runs.
    #[default]
    Required,
    /// The local ledger takes over, pacing at half of each limit; a spend
    /// needs a terminal's yes or `--offline-spend`.
    Prefer,
}

/// `TALENT_LEDGER_MODE`.
pub fn mode_from_env() -> Result<Mode> {
    match std::env::var("TALENT_LEDGER_MODE") {
        Err(_) => Ok(Mode::Required),
        Ok(v) => match v.trim().to_ascii_lowercase().as_str() {
            "" | "required" => Ok(Mode::Required),
            "prefer" => Ok(Mode::Prefer),
            _ => Err(Error::usage(format!(
                "TALENT_LEDGER_MODE must be required or prefer, not {v:?}"
            ))
            .with_hint("required (default) sends no spend while the team ledger is away; prefer falls back to the local ledger")),
        },
    }
}

/// Checks a member name: letters, digits and `. _ @ -`, at most 64;
/// compared without case (kept lower-case).
pub fn check_member(raw: &str) -> Result<String> {
    let m = raw.trim();
    let ok = !m.is_empty()
        && m.len() <= 64
        && m.chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '.' | '_' | '@' | '-'));
    if !ok {
        return Err(
            Error::usage(format!("invalid member name {:?}", m)).with_hint(
                "a member is letters, digits and . _ @ -, at most 64, e.g. asha or asha@laptop",
            ),
        );
    }
    Ok(m.to_ascii_lowercase())
}

/// This machine's default member: the login name `@` the host name, when
/// both are known, each lowercased and written in the member's characters
/// by [`member_word`] (`José` on `h` is `jos_e9_@h`).
pub fn default_member() -> Option<String> {
    let login = login_name()?;
    let host = host_name()?;
    default_member_of(&login, &host)
}

fn default_member_of(login: &str, host: &str) -> Option<String> {
    let (l, h) = (member_word(login.trim()), member_word(host.trim()));
    if l.is_empty() || h.is_empty() {
        return None;
    }
    Some(fit_member(format!("{l}@{h}")))
}

/// `s` lowercased and written with letters, digits, `.` and `-` as they
/// are and any other character (`_` and `@` too) as `_HEX_`, its code
/// point: one name, one word, so `josé` (`jos_e9_`) and `josè`
/// (`jos_e8_`) stay two members where dropping the letter made both `jos`.
fn member_word(s: &str) -> String {
    let mut out = String::new();
    for c in s.to_lowercase().chars() {
        if c.is_ascii_alphanumeric() || matches!(c, '.' | '-') {
            out.push(c);
        } else {
            out.push_str(&format!("_{:x}_", u32::from(c)));
        }
    }
    out
}

/// A member of at most 64 characters: a longer one keeps its first 55 and
/// a hash of the whole, so two long names stay two members.
fn fit_member(m: String) -> String {
    const MAX: usize = 64;
    if m.len() <= MAX {
        return m;
    }
    // FNV-1a: stable across builds and platforms.
    let hash = m.bytes().fold(0xcbf2_9ce4_8422_2325u64, |h, b| {
        (h ^ u64::from(b)).wrapping_mul(0x100_0000_01b3)
    });
    format!("{}-{:08x}", &m[..MAX - 9], hash as u32)
}

/// A variable's value, when set and not blank.
fn set_var(name: &str) -> Option<String> {
    std::env::var(name).ok().filter(|s| !s.trim().is_empty())
}

/// The login: `USER`, `LOGNAME` or `USERNAME` as the shell says (a test or a
/// `sudo -E` run may set them), else the system's own (the password
/// database on Unix, `GetUserNameEx` on Windows, through `whoami`).
fn login_name() -> Option<String> {
    ["USER", "LOGNAME", "USERNAME"]
        .into_iter()
        .find_map(set_var)
        .or_else(|| whoami::username().ok())
        .filter(|n| !n.trim().is_empty())
}

/// The host: `HOSTNAME` when set (bash sets but rarely exports it; Windows
/// has none), else the system's own (`gethostname`, or the computer's DNS
/// name on Windows, through `whoami`).
fn host_name() -> Option<String> {
    set_var("HOSTNAME")
        .or_else(|| whoami::hostname().ok())
        .map(|h| h.trim().to_string())
        .filter(|h| !h.is_empty())
}

#[cfg(test)]
mod tests {

    #[test]
    fn the_default_member_is_faithful_to_a_non_ascii_login() {
        let jose = default_member_of("José", "h").unwrap();
        assert_eq!(jose, "jos_e9_@h");
        assert_ne!(default_member_of("josè", "h").unwrap(), jose);
        assert_eq!(
            default_member_of("JOSÉ", "h").unwrap(),
            jose,
            "case does not matter"
        );
        assert_eq!(
            default_member_of("asha", "laptop.local").unwrap(),
            "asha@laptop.local"
        );
        // Characters the charset has no room for are written, not dropped.
        assert_ne!(default_member_of("a b", "h"), default_member_of("ab", "h"));
        assert_ne!(default_member_of("a@b", "h"), default_member_of("a", "b@h"));
        assert_eq!(default_member_of("张伟", "h").unwrap(), "_5f20__4f1f_@h");
        let long_a = default_member_of(&"é".repeat(20), "h").unwrap();
        let long_b = default_member_of(&format!("{}è", "é".repeat(19)), "h").unwrap();
        assert!(long_a.len() <= 64 && long_b.len() <= 64);
        assert_ne!(long_a, long_b);
        for m in [jose, long_a, long_b] {
            assert_eq!(check_member(&m).unwrap(), m);
        }
        assert_eq!(default_member_of(" ", "h"), None);
    }

    use super::*;

    fn pg(raw: &str, source: Source) -> PgTarget {
        match parse(raw, source).unwrap() {
            Target::Postgres(p) => p,
            t => panic!("{t:?}"),
        }
    }

    #[test]
    fn a_loopback_url_defaults_to_plain_and_a_remote_one_to_verified_tls() {
        let p = pg("postgres://asha@127.0.0.1:5433/team", Source::Flag);
        assert_eq!(
            (p.port, p.tls, p.dbname.as_str()),
            (5433, Tls::Disable, "team")
        );
        let p = pg("postgresql://asha@db.example.com/team", Source::Flag);
        assert_eq!((p.port, p.tls), (5432, Tls::Verify));
        assert_eq!(
            p.shown(),
            "postgres://asha@db.example.com:5432/team?sslmode=verify-full"
        );
    }

    #[test]
    fn channel_binding_is_libpqs_parameter() {
        use tokio_postgres::config::ChannelBinding as B;
        let p = pg("postgresql://asha@db.example.com/team", Source::Flag);
        assert_eq!(p.channel_binding, B::Prefer, "libpq's default");
        for (value, want) in [
            ("require", B::Require),
            ("disable", B::Disable),
            ("prefer", B::Prefer),
        ] {
            let raw = format!("postgres://asha@db.example.com/team?channel_binding={value}");
            assert_eq!(pg(&raw, Source::Flag).channel_binding, want);
        }
        let e = parse(
            "postgres://asha@127.0.0.1/team?sslmode=disable&channel_binding=require",
            Source::Flag,
        )
        .unwrap_err();
        assert_eq!(e.kind, crate::ErrorKind::Usage);
        assert!(
            e.message.contains("sslmode=disable has none"),
            "{}",
            e.message
        );
    }

    #[test]
    fn bad_urls_are_usage_errors_that_never_show_the_password() {
        for raw in [
            "postgres://asha:s3cret@db.example.com",
            "postgres://asha:s3cret@db.example.com/",
            "host=db user=asha password=s3cret dbname=team",
            "postgres://asha:s3cret@db.example.com/team?sslmode=bogus",
            "postgres://asha:s3cret@db.example.com/team?sslmode=disable",
            "postgres://asha:s3cret@db.example.com/team?foo=1",
            "postgres://asha:s3cret@db.example.com/team?channel_binding=always",
            "mysql://asha:s3cret@db/team",
        ] {
            let e = parse(raw, Source::Env).unwrap_err();
            assert_eq!(e.kind, crate::ErrorKind::Usage, "{raw}");
            let all = format!("{} {}", e.message, e.hint.unwrap_or_default());
            assert!(!all.contains("s3cret"), "{raw}: {all}");
        }
    }

    #[test]
    fn the_database_password_printed() {
        // Regression (issue 28): a base64 password with an unencoded `/`
        // gave `malformed URL: invalid port number (postgres://postgres:S3cret/PW@…)`.
        let urls = [
            "postgres://postgres:S3cret/PW@db.example.com:5432/team",
            "postgres://postgres:S3cret/PW@db.example.com",
            "postgres://postgres:2024/S3cretPW@db.example.com",
            "postgres://postgres:S3cret?PW@db.example.com/team",
            "postgres://postgres:1?S3cretPW@db.example.com/team",
            "postgres://postgres:S3cret#PW@db.example.com/team",
            "postgres://postgres:S3cret@PW@db.example.com:99999/team",
            "postgres://postgres:S3cretPW@db.example.com/team?sslmode=bogus",
            "postgres://postgres@db.example.com/team?password=S3cretPW",
            "postgresql://postgres:S3cret/PW@[::1/team",
        ];
        for source in [Source::Flag, Source::Env, Source::Config] {
            for raw in urls {
                let e = parse(raw, source).unwrap_err();
                assert_eq!(e.kind, crate::ErrorKind::Usage, "{raw}");
                let all = format!("{} {}", e.message, e.hint.unwrap_or_default());
                assert!(
                    !all.contains("S3cret") && !all.contains("PW@") && !all.contains("/PW"),
                    "{source:?} {raw}: {all}"
                );
            }
        }
        // The split password is named as such, with the way to write it.
        let e = parse(urls[0], Source::Env).unwrap_err();
        assert!(e.message.contains("not percent-encoded"), "{}", e.message);
        assert!(e
            .message
            .contains("postgres://postgres:***@db.example.com:5432/team"));
        assert!(e.hint.unwrap().contains("%2F"));
        // Encoded, it is the password it says.
        let p = pg(
            "postgres://postgres:S3cret%2FPW@db.example.com/team",
            Source::Env,
        );
        assert_eq!(p.password.unwrap().expose_secret(), "S3cret/PW");
        // An `@` in a query value is not a password.
        let p = pg(
            "postgres://asha@127.0.0.1/team?application_name=a@b",
            Source::Flag,
        );
        assert_eq!(p.user, "asha");
        assert_eq!(
            mask_raw("postgres://u:x@h/d?sslmode=x&Password=S3cret"),
            "postgres://u:***@h/d?sslmode=x&Password=***"
        );
    }

    /// Regression (issue 40): a mistyped scheme or a `?sslpassword=` printed
    /// the database password in the error.
    #[test]
    fn the_database_password_is_masked_whatever_the_mistake() {
        for (raw, shown) in [
            ("postgres:/u:pw@h/t", "postgres:/u:***@h/t"),
            ("postgres//u:pw@h/t", "postgres//u:***@h/t"),
            ("u:pw@h/t", "u:***@h/t"),
            ("postgres;//u:pw@h/t", "postgres;//u:***@h/t"),
            ("postgress://u:pw@h/t", "postgress:***@h/t"),
            (
                "postgres://u@h/t?sslpassword=pw",
                "postgres://u@h/t?sslpassword=***",
            ),
            ("host=h password='p w' user=u", "host=h password=*** user=u"),
            ("postgres://u:p@w@h/t", "postgres://u:***@h/t"),
        ] {
            assert_eq!(mask_raw(raw), shown, "{raw}");
            for source in [Source::Env, Source::Flag, Source::Config] {
                if let Err(e) = parse(raw, source) {
                    let said = format!("{} {}", e.message, e.hint.unwrap_or_default());
                    assert!(
                        !said.contains("pw") && !said.contains("p w"),
                        "{raw}: {said}"
                    );
                }
            }
        }
    }

    /// Regression (issue 40, found again): an empty user before a password
    /// (`postgres://:pw@/t`) and a password after a percent-encoded `:` in
    /// the user (`u%3Apw@h/t`, shown decoded as the user) were printed.
    #[test]
    fn the_database_password_printed_with_an_empty_user_or_an_encoded_colon() {
        assert_eq!(
            mask_raw("postgres://:pw@/t?host=/x"),
            "postgres://:***@/t?host=/x"
        );
        assert_eq!(mask_raw("postgres//:pw@h/t"), "postgres//:***@h/t");
        assert_eq!(mask_raw("postgres:/u:pw@h/t"), "postgres:/u:***@h/t");
        for raw in [
            "postgres://:pw@/t?host=/x",
            "postgres://u%3Apw@h/t",
            "postgresql://u%3apw@127.0.0.1/t",
        ] {
            for source in [Source::Env, Source::Flag, Source::Config] {
                let e = parse(raw, source).expect_err(raw);
                let said = format!("{} {}", e.message, e.hint.unwrap_or_default());
                assert!(!said.contains("pw"), "{raw}: {said}");
            }
        }
    }

    #[test]
    fn a_password_in_the_flag_or_the_config_is_refused_and_from_the_environment_kept() {
        let raw = "postgres://asha:s3cret@127.0.0.1/team";
        for source in [Source::Flag, Source::Config] {
            let e = parse(raw, source).unwrap_err();
            assert_eq!(e.kind, crate::ErrorKind::Usage);
            assert!(!e.message.contains("s3cret"));
        }
        let p = pg(raw, Source::Env);
        assert_eq!(p.password.as_ref().unwrap().expose_secret(), "s3cret");
        assert!(!format!("{p:?}").contains("s3cret"));
    }

    #[test]
    fn the_password_file_matches_with_wildcards_and_escapes() {
        let text = "# comment\nother:5432:*:*:no\n127.0.0.1:*:team:asha:pa\\:ss\n";
        assert_eq!(
            pgpass_lookup(text, "127.0.0.1", 5433, "team", "asha").as_deref(),
            Some("pa:ss")
        );
        assert_eq!(pgpass_lookup(text, "127.0.0.1", 5433, "x", "asha"), None);
        assert_eq!(
            pgpass_lookup("localhost:*:*:*:lo", "127.0.0.1", 1, "d", "u").as_deref(),
            Some("lo")
        );
    }

    #[cfg(unix)]
    #[test]
    fn a_world_readable_pgpass_is_ignored() {
        use std::os::unix::fs::PermissionsExt;
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("pgpass");
        std::fs::write(&file, "*:*:*:*:s3cret\n").unwrap();
        for (mode, used) in [(0o600, true), (0o400, true), (0o640, false), (0o604, false)] {
            std::fs::set_permissions(&file, std::fs::Permissions::from_mode(mode)).unwrap();
            match password_file_at(&file) {
                Some(Ok(text)) => assert!(used && text.contains("s3cret"), "{mode:o}"),
                Some(Err(why)) => {
                    assert!(!used, "{mode:o}: {why}");
                    assert!(
                        why.contains("chmod 600") && !why.contains("s3cret"),
                        "{why}"
                    );
                }
                None => panic!("{mode:o}: the file is there"),
            }
        }
        assert!(password_file_at(&dir.path().join("none")).is_none());
    }

    #[test]
    fn members_are_checked_and_compared_without_case() {
        assert_eq!(check_member("Asha@Laptop-1").unwrap(), "asha@laptop-1");
        for bad in ["", "a b", "x;drop", &"a".repeat(65)] {
            assert!(check_member(bad).is_err(), "{bad}");
        }
    }
}
