//! `config.toml`: top-level settings, and `[profiles.NAME]` tables that
//! override them for one profile.
//!
//! ```toml
//! output = "json"            # global: every profile
//!
//! [profiles.work]
//! base_url = "https://api.talent-sourcing.example/api/v1"
//! reserve_unlocks = 20
//! ```
//!
//! This is only the file layer of the contract's precedence (flag, then
//! environment, then the profile's config file, then built-in defaults); the
//! caller combines the layers. Keys never go in this file: they live in the
//! OS keyring, or with `--insecure-storage` in `credentials.toml`.

pub mod base_url;
pub mod ca_file;
pub mod ledger;
pub mod profile;

use std::path::{Path, PathBuf};

use toml::{Table, Value};

use crate::fsutil;
use crate::{Error, Result};
use profile::validate_profile_name;

/// Built-in main interface base. The service spec gives no public address;
/// this placeholder (see `docs/assumptions-auth.md`) is what a build uses when
/// neither flag, environment nor config names one.
pub const DEFAULT_BASE_URL: &str = "https://api.talent-sourcing.example/api/v1";

/// Built-in additional interface base; a placeholder like [`DEFAULT_BASE_URL`].
pub const DEFAULT_ALT_BASE_URL: &str = "https://api.talent-sourcing.example/v1";

/// The table of `config.toml` that holds per-profile settings.
const PROFILES: &str = "profiles";
/// The table of saved commands (`talent alias`).
const ALIASES: &str = "aliases";

/// Where `auth login` put a profile's key.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum KeyStorage {
    /// The OS keyring (the default).
    Keyring,
    /// `credentials.toml`, a 0600 file (`auth login --insecure-storage`).
    File,
}

impl KeyStorage {
    pub fn as_str(self) -> &'static str {
        match self {
            KeyStorage::Keyring => "keyring",
            KeyStorage::File => "file",
        }
    }
}

/// The settings file, kept as a TOML document so that keys this version does
/// not know (written by a newer one, or by hand) survive a `config set`.
#[derive(Debug, Clone, Default)]
pub struct Config {
    /// Where it was loaded from and is saved to; `None`: the default location.
    path: Option<PathBuf>,
    doc: Table,
    /// The file as read, to name the line of a bad value when it is used.
    text: String,
}

impl Config {
    /// The settings `config set` accepts, with the help `config list` and
    /// error hints show.
    pub const KEYS: &'static [(&'static str, &'static str)] = &[
        (
            "base_url",
            "main interface base URL, ends in /api/v1 (--base-url, TALENT_BASE_URL)",
        ),
        (
            "alt_base_url",
            "additional interface base URL, ends in /v1 (--alt-base-url, TALENT_ALT_BASE_URL)",
        ),
        (
            "output",
            "default output format: table, wide, json, jsonl, csv or tsv (-o, TALENT_OUTPUT)",
        ),
        (
            "pager",
            "command that pages long tables on a terminal (TALENT_PAGER; empty: never); default $PAGER, else less -FRX",
        ),
        (
            "formula_guard",
            "true (default) prefixes ' to CSV/TSV cells a spreadsheet would run; false writes them raw (--no-formula-guard)",
        ),
        (
            "key_storage",
            "where `auth login` keeps the key: keyring, or file with --insecure-storage",
        ),
        (
            "reserve_unlocks",
            "unlocks the quota guard keeps back: it asks before a spend leaves fewer",
        ),
        (
            "reserve_searches",
            "searches the quota guard keeps back: it asks before a spend leaves fewer",
        ),
        (
            "reserve_messages",
            "messages the quota guard keeps back: it asks before a spend leaves fewer",
        ),
        (
            "time_scale",
            "multiplies the client's pacing windows and retry backoff (TALENT_TIME_SCALE); default 1",
        ),
        (
            "ca_file",
            "PEM file of CA certificates trusted beside the system's, e.g. a TLS-inspecting proxy's (--ca-file, TALENT_CA_FILE)",
        ),
        (
            "ledger_url",
            "the ledger: sqlite:PATH, or postgres://USER@HOST[:PORT]/DB for a team ledger, never with a password (--ledger-url, TALENT_LEDGER_URL)",
        ),
        (
            "member",
            "who this machine spends as in a team ledger (--member, TALENT_MEMBER); default LOGIN@HOST",
        ),
        (
            "ask",
            "spends (default): on a terminal, ask before a run unlocks, invites or plans more than 10 searches; reserve: ask only where the quota guard trips (TALENT_ASK)",
        ),
        (
            "accessible",
            "true: numbered questions, text progress, browse's cursor on the selected row, for screen readers (--accessible, TALENT_ACCESSIBLE)",
        ),
        (
            "max_response_mib",
            "the largest answer read, in MiB; a larger one is an error, read no further; default 32",
        ),
    ];

    /// Checks that `key` is a setting this version knows: the error `set`
    /// gives for an unknown one (with the list of known keys, and a word
    /// about API keys for anything that looks like one).
    pub fn check_key(key: &str) -> Result<()> {
        known_key(key)
    }

    /// Reads `config_dir()/config.toml`. A missing file is all defaults; a
    /// malformed one is a usage error naming the file and the line, since
    /// guessing around a typo would silently talk to the wrong service.
    pub fn load() -> Result<Config> {
        Config::load_from(&crate::paths::config_file()?)
    }

    /// Reads the config from `path` (see [`Config::load`]).
    pub fn load_from(path: &Path) -> Result<Config> {
        let text = fsutil::read_if_exists(path)?.unwrap_or_default();
        Ok(Config {
            path: Some(path.to_path_buf()),
            doc: parse(path, &text)?,
            text,
        })
    }

    /// Parses config text; `path` only names the file in errors.
    pub fn from_toml(path: &Path, text: &str) -> Result<Config> {
        Ok(Config {
            path: Some(path.to_path_buf()),
            doc: parse(path, text)?,
            text: text.to_string(),
        })
    }

    /// Where [`Config::save`] writes.
    pub fn path(&self) -> Result<PathBuf> {
        match &self.path {
            Some(p) => Ok(p.clone()),
            None => crate::paths::config_file(),
        }
    }

    /// Writes the file atomically (temp file + rename), 0600 on Unix: it may
    /// name internal hosts and budgets users prefer to keep to themselves.
    pub fn save(&self) -> Result<()> {
        let path = self.path()?;
        let body = toml::to_string(&self.doc)
            .map_err(|e| Error::failure(format!("cannot write {}: {e}", path.display())))?;
        let text = format!(
            "# talent settings: `talent config set KEY VALUE`, `talent config list`.\n\
             # API keys are never stored here.\n\n{body}"
        );
        fsutil::write_settings(&path, &text)
    }

    /// The profile's value for `key`, else the top-level one.
    pub fn get(&self, profile: &str, key: &str) -> Option<String> {
        self.profile_table(profile)
            .and_then(|t| t.get(key))
            .and_then(scalar_text)
            .or_else(|| self.global(key))
    }

    /// The profile's value for a known `key`, checked as `config set` checks
    /// it. A bad value is an error only here, when a command reads it, naming
    /// the file and line; `config list`, `set` and `unset` still work, so the
    /// file can be repaired from the command line.
    pub fn value(&self, profile: &str, key: &str) -> Result<Option<String>> {
        let in_profile = self.profile_table(profile).and_then(|t| t.get(key));
        let (stored, keys): (Option<&Value>, Vec<&str>) = match in_profile {
            Some(v) => (Some(v), vec![PROFILES, profile, key]),
            None => (self.doc.get(key).filter(|_| key != PROFILES), vec![key]),
        };
        let Some(stored) = stored else {
            return Ok(None);
        };
        let checked = scalar_text(stored)
            .ok_or_else(|| Error::usage(format!("{key} must be a single value")))
            .and_then(|raw| normalize(key, &raw));
        match checked {
            Ok(v) => Ok(scalar_text(&v)),
            Err(e) => Err(self.located(&keys, e, key)),
        }
    }

    /// Every stored value that would fail [`Config::value`], as errors naming
    /// file and line (`config list` warns with them).
    pub fn problems(&self) -> Vec<Error> {
        let mut out = Vec::new();
        for (key, value) in &self.doc {
            if key != PROFILES {
                if let Err(e) = check_stored(key, value) {
                    out.push(self.located(&[key], e, key));
                }
                continue;
            }
            let Value::Table(profiles) = value else {
                continue;
            };
            for (name, table) in profiles {
                let Value::Table(table) = table else { continue };
                for (k, v) in table {
                    if let Err(e) = check_stored(k, v) {
                        out.push(self.located(&[PROFILES, name, k], e, k));
                    }
                }
            }
        }
        out
    }

    fn located(&self, keys: &[&str], e: Error, key: &str) -> Error {
        let file = self
            .path
            .clone()
            .unwrap_or_else(|| PathBuf::from("config.toml"));
        let scope = if keys.len() == 1 {
            " --global".to_string()
        } else {
            format!(" --profile {}", keys[1])
        };
        let fix = format!(
            "fix it with `talent config set{scope} {key} VALUE` or remove it with `talent config unset{scope} {key}`"
        );
        Error::usage(at_line(&file, &self.text, keys, &e.message)).with_hint(fix)
    }

    /// The top-level value of `key` only (`config get --global`).
    pub fn get_global(&self, key: &str) -> Option<String> {
        self.global(key)
    }

    /// Every top-level setting, `(key, value)`, known keys first in
    /// [`Config::KEYS`] order, then the others sorted (`config list --global`).
    pub fn list_global(&self) -> Vec<(String, String)> {
        let mut others: Vec<&String> = self
            .global_keys()
            .filter(|k| known_key(k).is_err())
            .collect();
        others.sort();
        Config::KEYS
            .iter()
            .map(|(k, _)| k.to_string())
            .chain(others.into_iter().cloned())
            .filter_map(|k| self.global(&k).map(|v| (k, v)))
            .collect()
    }

    /// Sets `key` for `profile` (in `[profiles.NAME]`), after checking the key
    /// is known and the value valid. The value is stored normalised (a URL
    /// without its trailing `/`, numbers as TOML numbers).
    pub fn set(&mut self, profile: &str, key: &str, value: &str) -> Result<()> {
        validate_profile_name(profile)?;
        let value = normalize(key, value)?;
        self.profile_table_mut(profile)?
            .insert(key.to_string(), value);
        Ok(())
    }

    /// Sets a top-level value, which every profile inherits unless it sets
    /// its own.
    pub fn set_global(&mut self, key: &str, value: &str) -> Result<()> {
        let value = normalize(key, value)?;
        self.doc.insert(key.to_string(), value);
        Ok(())
    }

    /// Removes `key` from `profile`; `false` when it was not set there. An
    /// unknown key is still removed if present (it may come from a newer
    /// version), otherwise it is reported as unknown.
    pub fn unset(&mut self, profile: &str, key: &str) -> Result<bool> {
        validate_profile_name(profile)?;
        let removed = match self.profiles_mut().and_then(|p| p.get_mut(profile)) {
            Some(Value::Table(t)) => t.remove(key).is_some(),
            _ => false,
        };
        if !removed {
            known_key(key)?;
        }
        self.drop_empty_profile(profile);
        Ok(removed)
    }

    /// Removes a top-level `key`; `false` when it was not set.
    pub fn unset_global(&mut self, key: &str) -> Result<bool> {
        if key == PROFILES {
            return Err(unknown_key(key));
        }
        let removed = self.doc.remove(key).is_some();
        if !removed {
            known_key(key)?;
        }
        Ok(removed)
    }

    /// Every setting in effect for `profile`: `(key, value, source)` where
    /// source is `profile NAME` or `global`. Known keys first, in
    /// [`Config::KEYS`] order, then any others found in the file.
    pub fn list(&self, profile: &str) -> Vec<(String, String, String)> {
        let mut keys: Vec<String> = Config::KEYS.iter().map(|(k, _)| k.to_string()).collect();
        let mut others: Vec<String> = self
            .global_keys()
            .chain(
                self.profile_table(profile)
                    .into_iter()
                    .flat_map(|t| t.keys()),
            )
            .filter(|k| !keys.iter().any(|known| known == *k))
            .cloned()
            .collect();
        others.sort();
        others.dedup();
        keys.extend(others);

        let from_profile = |key: &str| {
            self.profile_table(profile)
                .and_then(|t| t.get(key))
                .and_then(scalar_text)
        };
        keys.into_iter()
            .filter_map(|key| {
                if let Some(v) = from_profile(&key) {
                    Some((key, v, format!("profile {profile}")))
                } else {
                    self.global(&key).map(|v| (key, v, "global".to_string()))
                }
            })
            .collect()
    }

    /// Names of the profiles that have a `[profiles.NAME]` table.
    pub fn profiles(&self) -> Vec<String> {
        match self.doc.get(PROFILES) {
            Some(Value::Table(t)) => t.keys().cloned().collect(),
            _ => Vec::new(),
        }
    }

    /// Settings in the file this version does not know (`output`, or
    /// `profiles.work.ouput`), so the caller can warn about a likely typo.
    pub fn unknown_keys(&self) -> Vec<String> {
        let mut found: Vec<String> = self
            .global_keys()
            .filter(|k| known_key(k).is_err())
            .cloned()
            .collect();
        if let Some(Value::Table(profiles)) = self.doc.get(PROFILES) {
            for (name, table) in profiles {
                if let Value::Table(t) = table {
                    found.extend(
                        t.keys()
                            .filter(|k| known_key(k).is_err())
                            .map(|k| format!("{PROFILES}.{name}.{k}")),
                    );
                }
            }
        }
        found
    }

    /// Saved commands, `(name, expansion)`, sorted by name.
    pub fn aliases(&self) -> Vec<(String, String)> {
        let mut out: Vec<(String, String)> = match self.doc.get(ALIASES) {
            Some(Value::Table(t)) => t
                .iter()
                .filter_map(|(k, v)| v.as_str().map(|s| (k.clone(), s.to_string())))
                .collect(),
            _ => Vec::new(),
        };
        out.sort();
        out
    }

    pub fn alias(&self, name: &str) -> Option<String> {
        match self.doc.get(ALIASES)? {
            Value::Table(t) => t.get(name)?.as_str().map(str::to_string),
            _ => None,
        }
    }

    pub fn set_alias(&mut self, name: &str, expansion: &str) {
        let entry = self
            .doc
            .entry(ALIASES)
            .or_insert_with(|| Value::Table(Table::new()));
        if !entry.is_table() {
            *entry = Value::Table(Table::new());
        }
        if let Value::Table(t) = entry {
            t.insert(name.to_string(), Value::String(expansion.to_string()));
        }
    }

    /// Removes a saved command; whether there was one.
    pub fn remove_alias(&mut self, name: &str) -> bool {
        let removed = match self.doc.get_mut(ALIASES) {
            Some(Value::Table(t)) => t.remove(name).is_some(),
            _ => false,
        };
        if matches!(self.doc.get(ALIASES), Some(Value::Table(t)) if t.is_empty()) {
            self.doc.remove(ALIASES);
        }
        removed
    }

    /// Where the profile's key was put by `auth login` (keyring unless the
    /// config says `file`).
    pub fn key_storage(&self, profile: &str) -> KeyStorage {
        match self.get(profile, "key_storage").as_deref() {
            Some("file") => KeyStorage::File,
            _ => KeyStorage::Keyring,
        }
    }

    /// A non-negative integer setting (`reserve_*`).
    pub fn get_u64(&self, profile: &str, key: &str) -> Option<u64> {
        self.get(profile, key)?.parse().ok()
    }

    /// A number setting (`time_scale`).
    pub fn get_f64(&self, profile: &str, key: &str) -> Option<f64> {
        self.get(profile, key)?.parse().ok()
    }

    fn global(&self, key: &str) -> Option<String> {
        if key == PROFILES {
            return None;
        }
        self.doc.get(key).and_then(scalar_text)
    }

    fn global_keys(&self) -> impl Iterator<Item = &String> {
        self.doc
            .iter()
            .filter(|(k, v)| k.as_str() != PROFILES && scalar_text(v).is_some())
            .map(|(k, _)| k)
    }

    fn profile_table(&self, profile: &str) -> Option<&Table> {
        match self.doc.get(PROFILES)? {
            Value::Table(t) => match t.get(profile)? {
                Value::Table(p) => Some(p),
                _ => None,
            },
            _ => None,
        }
    }

    fn profiles_mut(&mut self) -> Option<&mut Table> {
        match self.doc.get_mut(PROFILES)? {
            Value::Table(t) => Some(t),
            _ => None,
        }
    }

    fn profile_table_mut(&mut self, profile: &str) -> Result<&mut Table> {
        let profiles = self
            .doc
            .entry(PROFILES)
            .or_insert_with(|| Value::Table(Table::new()));
        let Value::Table(profiles) = profiles else {
            return Err(Error::usage("`profiles` in the config file is not a table"));
        };
        let table = profiles
            .entry(profile)
            .or_insert_with(|| Value::Table(Table::new()));
        match table {
            Value::Table(t) => Ok(t),
            _ => Err(Error::usage(format!(
                "`profiles.{profile}` in the config file is not a table"
            ))),
        }
    }

    /// `unset` of the last setting removes the profile's table, and the last
    /// table removes `[profiles]`, so the file doesn't fill with empty headers.
    fn drop_empty_profile(&mut self, profile: &str) {
        if let Some(profiles) = self.profiles_mut() {
            if matches!(profiles.get(profile), Some(Value::Table(t)) if t.is_empty()) {
                profiles.remove(profile);
            }
            if profiles.is_empty() {
                self.doc.remove(PROFILES);
            }
        }
    }
}

/// The text of a scalar value (strings as they are, numbers and booleans
/// formatted); tables and arrays are not settings.
fn scalar_text(value: &Value) -> Option<String> {
    match value {
        Value::String(s) => Some(s.clone()),
        Value::Integer(i) => Some(i.to_string()),
        Value::Float(f) => Some(f.to_string()),
        Value::Boolean(b) => Some(b.to_string()),
        Value::Datetime(d) => Some(d.to_string()),
        Value::Array(_) | Value::Table(_) => None,
    }
}

/// Checks a value for a known key and returns it as it is stored.
fn normalize(key: &str, value: &str) -> Result<Value> {
    let raw = value.trim();
    match key {
        "base_url" => check_base_url(raw).map(Value::String),
        "alt_base_url" => check_alt_base_url(raw).map(Value::String),
        "output" => one_of(key, raw, &["table", "wide", "json", "jsonl", "csv", "tsv"]),
        "pager" => Ok(Value::String(raw.to_string())),
        "ca_file" => {
            // Checked now, so a typo is found here rather than at the next request.
            ca_file::CaFile::load(std::path::Path::new(raw), "ca_file")?;
            Ok(Value::String(raw.to_string()))
        }
        "formula_guard" => match raw.to_ascii_lowercase().as_str() {
            "true" | "yes" | "on" | "1" => Ok(Value::Boolean(true)),
            "false" | "no" | "off" | "0" => Ok(Value::Boolean(false)),
            _ => Err(
                Error::usage(format!("formula_guard must be true or false, not {raw:?}"))
                    .with_hint("talent config set formula_guard false writes CSV cells raw"),
            ),
        },
        "accessible" => match raw.to_ascii_lowercase().as_str() {
            "true" | "yes" | "on" | "1" => Ok(Value::Boolean(true)),
            "false" | "no" | "off" | "0" => Ok(Value::Boolean(false)),
            _ => Err(
                Error::usage(format!("accessible must be true or false, not {raw:?}"))
                    .with_hint("talent config set accessible true"),
            ),
        },
        "key_storage" => one_of(key, raw, &["keyring", "file"]),
        "ask" => one_of(key, raw, &["spends", "reserve"]),
        "ledger_url" => {
            ledger::parse(raw, ledger::Source::Config)?;
            Ok(Value::String(raw.to_string()))
        }
        "member" => ledger::check_member(raw).map(Value::String),
        "reserve_unlocks" | "reserve_searches" | "reserve_messages" => match raw.parse::<i64>() {
            Ok(n) if n >= 0 => Ok(Value::Integer(n)),
            _ => Err(Error::usage(format!(
                "{key} must be a whole number of 0 or more, not {raw:?}"
            ))
            .with_hint(format!("e.g. talent config set {key} 10"))),
        },
        "max_response_mib" => match raw.parse::<i64>() {
            Ok(n) if (1..=4096).contains(&n) => Ok(Value::Integer(n)),
            _ => Err(Error::usage(format!(
                "max_response_mib must be a whole number from 1 to 4096, not {raw:?}"
            ))
            .with_hint("e.g. talent config set max_response_mib 64")),
        },
        "time_scale" => match raw.parse::<f64>() {
            Ok(f) if f.is_finite() && f > 0.0 => Ok(Value::Float(f)),
            _ => Err(
                Error::usage(format!("time_scale must be a number above 0, not {raw:?}"))
                    .with_hint("1 is real time; 0.01 runs every window 100 times faster"),
            ),
        },
        _ => Err(unknown_key(key)),
    }
}

fn one_of(key: &str, raw: &str, allowed: &[&str]) -> Result<Value> {
    let lower = raw.to_ascii_lowercase();
    if allowed.contains(&lower.as_str()) {
        Ok(Value::String(lower))
    } else {
        Err(Error::usage(format!(
            "{key} must be one of {}, not {raw:?}",
            allowed.join(", ")
        ))
        .with_hint(format!("e.g. talent config set {key} {}", allowed[0])))
    }
}

fn known_key(key: &str) -> Result<()> {
    if Config::KEYS.iter().any(|(k, _)| *k == key) {
        Ok(())
    } else {
        Err(unknown_key(key))
    }
}

fn unknown_key(key: &str) -> Error {
    let lower = key.to_ascii_lowercase();
    let looks_secret = ["key", "token", "secret", "password"]
        .iter()
        .any(|w| lower.contains(w))
        && lower != "key_storage";
    if looks_secret {
        return Error::usage(format!("{key:?} is not a setting: API keys are never stored in the config file"))
            .with_hint("store the key with `talent auth login` (OS keyring), or set TALENT_API_KEY for cron and CI");
    }
    let known: Vec<&str> = Config::KEYS.iter().map(|(k, _)| *k).collect();
    Error::usage(format!("unknown setting {key:?}"))
        .with_hint(format!("known settings: {}", known.join(", ")))
}

/// Checks a main interface base URL (`--base-url`, `TALENT_BASE_URL`, the
/// config): http(s), no query, path ending in `/api/v1`. Returns it without a
/// trailing `/`, so joining paths never doubles one.
pub fn check_base_url(value: &str) -> Result<String> {
    check_url("base_url", value, "/api/v1", DEFAULT_BASE_URL)
}

/// Checks an additional interface base URL: like [`check_base_url`] but the
/// path ends in `/v1`, and not in `/api/v1` (that is the main interface, an
/// easy mix-up that would send snake_case requests to the camelCase API).
pub fn check_alt_base_url(value: &str) -> Result<String> {
    let url = check_url("alt_base_url", value, "/v1", DEFAULT_ALT_BASE_URL)?;
    if url.ends_with("/api/v1") {
        return Err(Error::usage(format!(
            "alt_base_url {value:?} ends in /api/v1, the main interface"
        ))
        .with_hint(format!(
            "the additional interface ends in /v1, e.g. {DEFAULT_ALT_BASE_URL}"
        )));
    }
    Ok(url)
}

fn check_url(name: &str, value: &str, suffix: &str, example: &str) -> Result<String> {
    let url = base_url::check(name, value, suffix, example)?;
    Ok(url.as_str().trim_end_matches('/').to_string())
}

/// Parses and checks the whole file, so a bad value is reported with its line
/// when the file is read rather than as a confusing failure later.
fn parse(path: &Path, text: &str) -> Result<Table> {
    let doc: Table = toml::from_str(text).map_err(|e| {
        let at = e
            .span()
            .map(|s| {
                let (line, col) = fsutil::line_col(text, s.start);
                format!(", line {line}, column {col}")
            })
            .unwrap_or_default();
        Error::usage(format!(
            "{} is not valid TOML{at}: {}",
            path.display(),
            e.message().trim()
        ))
        .with_hint("fix that line, or move the file away to start from defaults")
    })?;

    // Prefixes an error with the file and the line of the key it is about.
    let located = |keys: &[&str], e: Error| {
        let hint = e.hint.unwrap_or_else(|| {
            "fix it with `talent config set KEY VALUE`, or edit the file".into()
        });
        Error::usage(at_line(path, text, keys, &e.message)).with_hint(hint)
    };
    // Values are checked when a command reads them (`Config::value`), so
    // one bad value never stops `config list`, `set` or `unset` from fixing
    // it; only the file's shape is checked here.
    for (key, value) in &doc {
        if key != PROFILES {
            continue;
        }
        let Value::Table(profiles) = value else {
            let e = Error::usage("`profiles` must be a table");
            return Err(located(&[PROFILES], e));
        };
        for (name, table) in profiles {
            validate_profile_name(name).map_err(|e| located(&[PROFILES, name], e))?;
            let Value::Table(_) = table else {
                let e = Error::usage(format!("`profiles.{name}` must be a table of settings"));
                return Err(located(&[PROFILES, name], e));
            };
        }
    }
    Ok(doc)
}

/// A known key's stored value must pass the same check `config set` makes;
/// unknown keys are kept as they are (see [`Config::unknown_keys`]).
fn check_stored(key: &str, value: &Value) -> Result<()> {
    if known_key(key).is_err() {
        return Ok(());
    }
    match scalar_text(value) {
        Some(text) => normalize(key, &text).map(|_| ()),
        None => Err(Error::usage(format!("{key} must be a single value"))),
    }
}

/// `FILE, line N: message`, the line being where the key at `keys` is
/// written (left out when it cannot be found).
fn at_line(path: &Path, text: &str, keys: &[&str], message: &str) -> String {
    let at = line_of_key(text, keys)
        .map(|l| format!(", line {l}"))
        .unwrap_or_default();
    format!("{}{at}: {message}", path.display())
}

/// The line where the key at `keys` (a path of table names then the key) is
/// written, from the parser's spans.
fn line_of_key(text: &str, keys: &[&str]) -> Option<usize> {
    let parsed = toml::de::DeTable::parse(text).ok()?;
    let mut table = parsed.get_ref();
    let (last, parents) = keys.split_last()?;
    for name in parents {
        let (_, value) = table.iter().find(|(k, _)| k.get_ref() == name)?;
        table = value.get_ref().as_table()?;
    }
    let (key, _) = table.iter().find(|(k, _)| k.get_ref() == last)?;
    Some(fsutil::line_col(text, key.span().start).0)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ErrorKind;

    fn cfg(text: &str) -> Config {
        Config::from_toml(Path::new("/t/config.toml"), text).unwrap()
    }

    fn cfg_err(text: &str) -> Error {
        Config::from_toml(Path::new("/t/config.toml"), text).unwrap_err()
    }

    #[test]
    fn missing_file_is_defaults() {
        let dir = tempfile::tempdir().unwrap();
        let c = Config::load_from(&dir.path().join("config.toml")).unwrap();
        assert!(c.list("default").is_empty());
        assert_eq!(c.get("default", "output"), None);
        assert_eq!(c.key_storage("default"), KeyStorage::Keyring);
    }

    #[test]
    fn profile_overrides_global() {
        let c = cfg(r#"
output = "json"
reserve_unlocks = 5

[profiles.work]
output = "csv"
"#);
        assert_eq!(c.get("work", "output").as_deref(), Some("csv"));
        assert_eq!(c.get("default", "output").as_deref(), Some("json"));
        assert_eq!(c.get("work", "reserve_unlocks").as_deref(), Some("5"));
        assert_eq!(c.get_u64("work", "reserve_unlocks"), Some(5));
        assert_eq!(
            c.list("work"),
            vec![
                ("output".into(), "csv".into(), "profile work".into()),
                ("reserve_unlocks".into(), "5".into(), "global".into()),
            ]
        );
        assert_eq!(c.profiles(), vec!["work".to_string()]);
    }

    #[test]
    fn save_and_load_round_trip_privately() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("cfg").join("config.toml");
        let mut c = Config::load_from(&path).unwrap();
        c.set("work", "base_url", "https://talent.internal/api/v1/")
            .unwrap();
        c.set("work", "reserve_searches", "3").unwrap();
        c.set("work", "time_scale", "0.01").unwrap();
        c.set_global("output", "JSONL").unwrap();
        c.set("default", "key_storage", "file").unwrap();
        c.save().unwrap();

        let back = Config::load_from(&path).unwrap();
        assert_eq!(
            back.get("work", "base_url").as_deref(),
            Some("https://talent.internal/api/v1")
        );
        assert_eq!(back.get_u64("work", "reserve_searches"), Some(3));
        assert_eq!(back.get_f64("work", "time_scale"), Some(0.01));
        assert_eq!(back.get("work", "output").as_deref(), Some("jsonl"));
        assert_eq!(back.key_storage("default"), KeyStorage::File);
        assert_eq!(back.key_storage("work"), KeyStorage::Keyring);
        let text = std::fs::read_to_string(&path).unwrap();
        assert!(text.contains("reserve_searches = 3"), "{text}");
        assert!(text.contains("[profiles.work]"), "{text}");
        assert_eq!(fsutil::loose_permissions(&path), None);
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            let mode = std::fs::metadata(&path).unwrap().permissions().mode();
            assert_eq!(mode & 0o777, 0o600);
        }
    }

    #[test]
    fn unset_removes_and_tidies() {
        let mut c = cfg("output = \"csv\"\n[profiles.work]\noutput = \"json\"\n");
        assert!(c.unset("work", "output").unwrap());
        assert!(!c.unset("work", "output").unwrap());
        assert_eq!(c.get("work", "output").as_deref(), Some("csv"));
        assert!(c.profiles().is_empty(), "empty profile table dropped");
        assert!(c.unset_global("output").unwrap());
        assert!(!c.unset_global("output").unwrap());
        assert_eq!(c.unset("work", "nope").unwrap_err().kind, ErrorKind::Usage);
    }

    #[test]
    fn unknown_keys_are_kept_and_reported() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("config.toml");
        std::fs::write(&path, "ouput = \"json\"\n[profiles.w]\nfuture = 1\n").unwrap();
        let mut c = Config::load_from(&path).unwrap();
        assert_eq!(
            c.unknown_keys(),
            vec!["ouput".to_string(), "profiles.w.future".to_string()]
        );
        c.set("w", "output", "csv").unwrap();
        c.save().unwrap();
        let back = Config::load_from(&path).unwrap();
        assert_eq!(back.get("w", "future").as_deref(), Some("1"));
        assert_eq!(back.get("x", "ouput").as_deref(), Some("json"));
        // An unknown key that is present can be removed.
        let mut back = back;
        assert!(back.unset("w", "future").unwrap());
    }

    #[test]
    fn set_validates_keys_and_values() {
        let mut c = Config::default();
        let cases = [
            ("nope", "1"),
            ("base_url", "not a url"),
            ("base_url", "ftp://x/api/v1"),
            ("base_url", "https://x/v1"),
            ("base_url", "https://x/api/v1?a=1"),
            ("alt_base_url", "https://x/api/v1"),
            ("alt_base_url", "https://x/v2"),
            ("output", "xml"),
            ("key_storage", "vault"),
            ("reserve_unlocks", "-1"),
            ("reserve_unlocks", "1.5"),
            ("reserve_messages", "lots"),
            ("time_scale", "0"),
            ("time_scale", "NaN"),
        ];
        for (k, v) in cases {
            let e = c.set("default", k, v).unwrap_err();
            assert_eq!(e.kind, ErrorKind::Usage, "{k}={v}");
            assert!(e.hint.is_some(), "{k}={v} has a hint");
        }
        assert!(c.list("default").is_empty(), "nothing was stored");
        c.set("default", "alt_base_url", "http://127.0.0.1:8080/v1")
            .unwrap();
        c.set("default", "reserve_unlocks", "0").unwrap();
        assert_eq!(
            c.set("bad name", "output", "json").unwrap_err().kind,
            ErrorKind::Usage
        );
    }

    #[test]
    fn unknown_key_hint_lists_known_keys() {
        let e = Config::default().set("default", "colour", "x").unwrap_err();
        let hint = e.hint.unwrap();
        for (k, _) in Config::KEYS {
            assert!(hint.contains(k), "{hint}");
        }
    }

    #[test]
    fn refuses_to_store_a_key() {
        for k in ["api_key", "key", "TALENT_API_KEY", "token"] {
            let e = Config::default()
                .set("default", k, "svc_live_x")
                .unwrap_err();
            assert!(e.message.contains("never stored"), "{}", e.message);
            assert!(!e.message.contains("svc_live_x"));
        }
    }

    #[test]
    fn malformed_toml_names_file_and_line() {
        let e = cfg_err("output = \"json\"\n\nbase_url = \n");
        assert_eq!(e.kind, ErrorKind::Usage);
        assert!(
            e.message
                .starts_with("/t/config.toml is not valid TOML, line 3"),
            "{}",
            e.message
        );
        assert!(!e.render_line().contains('\n'));
    }

    /// A bad value does not stop the file from loading (so `config list`,
    /// `set` and `unset` can repair it); reading it fails, naming file,
    /// line and the command that fixes it.
    #[test]
    fn bad_values_fail_when_read_and_name_the_line() {
        let c = cfg("output = \"json\"\n[profiles.work]\n\noutput = \"xml\"\n");
        assert_eq!(
            c.value("default", "output").unwrap().as_deref(),
            Some("json")
        );
        let e = c.value("work", "output").unwrap_err();
        assert_eq!(e.kind, ErrorKind::Usage);
        assert!(
            e.message
                .starts_with("/t/config.toml, line 4: output must be one of"),
            "{}",
            e.message
        );
        assert!(e
            .hint
            .as_deref()
            .is_some_and(|h| h.contains("config unset --profile work output")));
        let c = cfg("reserve_unlocks = -3\n");
        let e = c.value("default", "reserve_unlocks").unwrap_err();
        assert!(
            e.message
                .starts_with("/t/config.toml, line 1: reserve_unlocks"),
            "{}",
            e.message
        );
        assert_eq!(c.problems().len(), 1);
        let c = cfg("output = [\"json\"]\n");
        assert!(c
            .value("default", "output")
            .unwrap_err()
            .message
            .contains("single value"));
        // The file's shape is still checked when it is read.
        let e = cfg_err("[profiles.\"a b\"]\noutput = \"json\"\n");
        assert!(e.message.contains("line 1"), "{}", e.message);
        assert!(e.message.contains("invalid profile name"), "{}", e.message);
        let e = cfg_err("profiles = 3\n");
        assert!(e.message.contains("must be a table"), "{}", e.message);
    }

    #[test]
    fn reserves_may_be_written_as_strings_by_hand() {
        let c = cfg("reserve_unlocks = \"7\"\n");
        assert_eq!(c.get_u64("default", "reserve_unlocks"), Some(7));
    }

    #[test]
    fn url_checks_normalise() {
        assert_eq!(
            check_base_url(" https://H.example/api/v1/ ").unwrap(),
            "https://h.example/api/v1"
        );
        assert_eq!(
            check_alt_base_url("http://127.0.0.1:9/v1").unwrap(),
            "http://127.0.0.1:9/v1"
        );
        assert!(check_base_url(DEFAULT_BASE_URL).is_ok());
        assert!(check_alt_base_url(DEFAULT_ALT_BASE_URL).is_ok());
    }

    proptest::proptest! {
        /// Any text for any known setting: accepted as a value that reads
        /// back the same (set, save, load, get agree), or refused with one
        /// line naming the setting, never a panic or a file that no longer
        /// loads.
        #[test]
        fn any_value_of_any_setting_is_kept_exactly_or_refused_in_one_line(
            k in 0..Config::KEYS.len(),
            raw in "(.|\\n|\\u{1b}){0,24}|[0-9.eE+-]{1,12}|(https?://[a-z0-9.:@]{1,20}/(api/)?v1/?)",
        ) {
            let key = Config::KEYS[k].0;
            let mut c = cfg("");
            match c.set("default", key, &raw) {
                Ok(()) => {
                    let stored = c.get("default", key).expect("a set value reads back");
                    let text = toml::to_string(&c.doc).expect("serializes");
                    let again = Config::from_toml(Path::new("/t/config.toml"), &text).expect("the saved file loads");
                    proptest::prop_assert_eq!(again.get("default", key), Some(stored.clone()));
                    proptest::prop_assert!(again.value("default", key).is_ok(), "{key} = {stored:?} reads as valid");
                }
                Err(e) => {
                    let line = e.render_line();
                    proptest::prop_assert!(line.contains(key) || line.contains("URL") || line.contains("url"), "{line}");
                    proptest::prop_assert!(!line.contains('\n'));
                    proptest::prop_assert_eq!(e.exit_code(), 2);
                }
            }
        }
    }
}
