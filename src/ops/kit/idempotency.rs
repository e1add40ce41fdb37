//! `--idempotency-key KEY` on the writes (`message`, `invite`, `jobs
//! create`, `bulk-invite`): the ledger records the key with the request's
//! hash and the result; a second run with the same key sends nothing and
//! hands back the recorded result (`--force` sends again). The same key
//! with a different request is refused. Without a key, `jobs create`
//! remembers titles for a day so a repeated create is warned about.

use std::sync::Arc;

use serde_json::Value;

use super::field::{Field, Words};
use crate::records::Records;
use crate::{Error, Result};

/// A write under an idempotency key.
pub struct Once {
    records: Arc<Records>,
    key: String,
    command: String,
    request: String,
    force: bool,
    /// Claimed in the ledger and not yet recorded: given back on drop
    /// (the write failed; the key may be tried again).
    claimed: std::sync::atomic::AtomicBool,
}

impl Drop for Once {
    fn drop(&mut self) {
        if self
            .claimed
            .swap(false, std::sync::atomic::Ordering::Relaxed)
        {
            let _ = self.records.release_idempotent(&self.key);
        }
    }
}

/// Whether a write goes ahead: sent (under a key to record, or none), or
/// already done under its key (the recorded result was printed).
pub enum Gate {
    Send(Option<Once>),
    Done,
}

impl Gate {
    /// Records `result` under the key, when there is one.
    pub fn record(&self, result: &Value) -> Result<()> {
        match self {
            Gate::Send(Some(once)) => once.record(result),
            _ => Ok(()),
        }
    }
}

/// What a key did before.
pub struct Done {
    pub result: Value,
    pub at_ms: i64,
}

fn request_hash(request: &Value) -> String {
    let mac = talent_spec::signature::sign(
        b"talent idempotency request",
        request.to_string().as_bytes(),
    );
    mac.trim_start_matches(talent_spec::signature::PREFIX)
        .chars()
        .take(32)
        .collect()
}

impl Once {
    pub fn new(
        records: Arc<Records>,
        key: &str,
        command: &str,
        request: &Value,
        force: bool,
        w: Words,
    ) -> Result<Once> {
        let key = key.trim();
        if key.is_empty() || key.len() > 255 {
            return Err(Error::usage(format!(
                "{} must be 1 to 255 characters",
                w(Field::IdempotencyKey)
            ))
            .with_hint("use something unique to this write, e.g. a run id and a record id"));
        }
        Ok(Once {
            records,
            key: key.to_string(),
            command: command.to_string(),
            request: request_hash(request),
            force,
            claimed: std::sync::atomic::AtomicBool::new(false),
        })
    }

    /// The recorded result when this key already did this request (and not
    /// `--force`); a usage error when it did another. Otherwise the key is
    /// claimed for this run before anything is sent: another run (process
    /// or machine) that holds it and has not finished is exit 1, naming its
    /// member on a team ledger.
    pub fn recorded(&self, w: Words) -> Result<Option<Done>> {
        use crate::ledger::Claim;
        if self.force {
            return Ok(None);
        }
        let rec = match self
            .records
            .claim_idempotent(&self.key, &self.command, &self.request)?
        {
            Claim::Mine => {
                self.claimed
                    .store(true, std::sync::atomic::Ordering::Relaxed);
                return Ok(None);
            }
            Claim::Busy { member, since_ms } => {
                let at = chrono::DateTime::from_timestamp_millis(since_ms)
                    .map(|t| t.to_rfc3339_opts(chrono::SecondsFormat::Secs, true))
                    .unwrap_or_default();
                let who = if member.is_empty() {
                    "another run".to_string()
                } else {
                    member
                };
                return Err(Error::failure(format!(
                    "the idempotency key {:?} is held by {who} since {at}, whose request has not finished; nothing was sent",
                    self.key
                ))
                .with_hint("run the same command again later: it prints the recorded result once that run is done"));
            }
            Claim::Done(rec) => rec,
        };
        let (command, request, result, at_ms) = (rec.command, rec.request, rec.result, rec.at_ms);
        if command != self.command || request != self.request {
            return Err(Error::usage(format!(
                "the idempotency key {:?} was used for another request (`talent {command}` with other values)",
                self.key
            ))
            .with_hint(format!(
                "use a new key for a new write, or {} to send this one anyway",
                w(Field::Force)
            )));
        }
        let result = serde_json::from_str(&result).unwrap_or(Value::Null);
        Ok(Some(Done { result, at_ms }))
    }

    /// Records what the write did, once it succeeded.
    pub fn record(&self, result: &Value) -> Result<()> {
        self.records.record_idempotent(
            &self.key,
            &self.command,
            &self.request,
            &result.to_string(),
        )?;
        self.claimed
            .store(false, std::sync::atomic::Ordering::Relaxed);
        Ok(())
    }
}

/// The key a write was given, whether to send it again all the same, and
/// the words of the front end that gave them.
#[derive(Clone, Copy)]
pub struct Given<'a> {
    pub key: Option<&'a str>,
    pub force: bool,
    pub words: Words,
}

/// The gate of a write: without `key`, it goes ahead unrecorded; with one,
/// the ledger is needed (it records the keys), and when the key already did
/// this request the recorded result is printed through `print`, `already
/// done` goes to `sink`, and [`Gate::Done`] tells the caller to stop:
/// nothing is sent.
pub fn gate(
    records: Option<&Arc<Records>>,
    given: Given<'_>,
    command: &str,
    request: &Value,
    sink: &dyn crate::sink::Sink,
    print: impl FnOnce(&Value) -> Result<()>,
) -> Result<Gate> {
    let Given { key, force, words } = given;
    let Some(key) = key else {
        return Ok(Gate::Send(None));
    };
    let Some(records) = records else {
        return Err(Error::usage(format!(
            "{} needs the ledger, which records the keys, and there is none",
            words(Field::IdempotencyKey)
        ))
        .with_hint("set TALENT_DATA_DIR to a folder you can write to"));
    };
    let once = Once::new(Arc::clone(records), key, command, request, force, words)?;
    if let Some(done) = once.recorded(words)? {
        print(&done.result)?;
        let at = chrono::DateTime::from_timestamp_millis(done.at_ms)
            .map(|t| t.to_rfc3339_opts(chrono::SecondsFormat::Secs, true))
            .unwrap_or_default();
        sink.status(&format!(
            "already done: the idempotency key {key:?} was used at {at}; nothing was sent ({} sends again)",
            words(Field::Force)
        ));
        return Ok(Gate::Done);
    }
    Ok(Gate::Send(Some(once)))
}

/// The key under which `jobs create` remembers a title (no user key given).
pub fn title_key(title: &str) -> String {
    format!("auto:jobs create:{}", title.trim().to_lowercase())
}

/// A job with this title created by this tool within `within_ms`, if any:
/// the recorded answer.
pub fn recent_title(records: &Records, title: &str, within_ms: i64) -> Option<Value> {
    let (_, _, result, at) = records.idempotent(&title_key(title)).ok()??;
    (records.now_ms() - at <= within_ms)
        .then(|| serde_json::from_str(&result).unwrap_or(Value::Null))
}

/// Remembers a title `jobs create` made.
pub fn remember_title(records: &Records, title: &str, result: &Value) {
    let _ = records.record_idempotent(&title_key(title), "jobs create", "", &result.to_string());
}
