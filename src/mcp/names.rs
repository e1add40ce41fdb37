//! The people, jobs and webhooks a session has seen, so a question names
//! them (a person by name and headline, a job by title, a webhook by its
//! URL) instead of bare ids; the people are kept between sessions in a
//! small file beside the local ledger (`ledger prune` drops the old).

use std::collections::HashMap;
use std::sync::Mutex;

use serde::{Deserialize, Serialize};

use super::text::{plain, quoted, NAME_SHOWN};

/// Names this session has seen: candidates by their talent card id (name
/// and headline), jobs by id (title). Filled from results; a question
/// shows them instead of bare ids.
#[derive(Default)]
pub struct Names {
    people: Mutex<HashMap<String, NameAndHeadline>>,
    /// Where the people seen are kept between sessions (the local data
    /// folder, 0600), and when each was last seen; `None`: this session only.
    file: Mutex<Option<std::path::PathBuf>>,
    seen_at: Mutex<HashMap<String, i64>>,
    /// A person was learnt since the file was last written.
    dirty: std::sync::atomic::AtomicBool,
    /// A job's scalar fields as last seen (its title among them).
    jobs: Mutex<HashMap<String, serde_json::Map<String, serde_json::Value>>>,
    /// Webhook endpoints' URLs by id, as last read.
    webhooks: Mutex<HashMap<String, String>>,
    /// The snapshot last read from or written to a shared store.
    synced: Mutex<serde_json::Value>,
}

/// A candidate's name and headline, as far as seen.
type NameAndHeadline = (Option<String>, Option<String>);

fn lock<T>(m: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|e| e.into_inner())
}

/// The kept file's name, beside the local ledger.
pub const NAMES_FILE: &str = "mcp_names.json";

/// The kept file is this machine's and small: anything larger is not ours.
const NAMES_FILE_MAX: u64 = 4 << 20;

/// One kept person.
#[derive(Serialize, Deserialize)]
struct KeptName {
    card: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    name: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    headline: Option<String>,
    at_ms: i64,
}

/// The people a kept file holds; an unreadable file holds none.
fn read_names(path: &std::path::Path) -> Vec<KeptName> {
    let too_big = std::fs::metadata(path).map_or(true, |m| m.len() > NAMES_FILE_MAX);
    if too_big {
        return Vec::new();
    }
    let Ok(bytes) = std::fs::read(path) else {
        return Vec::new();
    };
    serde_json::from_slice(&bytes).unwrap_or_default()
}

fn write_names(
    path: &std::path::Path,
    people: impl Iterator<Item = (String, Option<String>, Option<String>, i64)>,
) {
    let kept: Vec<KeptName> = people
        .map(|(card, name, headline, at_ms)| KeptName {
            card,
            name,
            headline,
            at_ms,
        })
        .collect();
    if let Ok(bytes) = serde_json::to_vec(&kept) {
        let _ = talent_fs::write_private(path, &bytes);
    }
}

/// Drops from the kept file the people not seen since `before_ms`
/// (`ledger prune`); how many were dropped.
pub fn prune_names(path: &std::path::Path, before_ms: i64) -> usize {
    let all = read_names(path);
    let n = all.len();
    let kept: Vec<KeptName> = all.into_iter().filter(|k| k.at_ms >= before_ms).collect();
    let dropped = n - kept.len();
    if dropped > 0 {
        write_names(
            path,
            kept.into_iter()
                .map(|k| (k.card, k.name, k.headline, k.at_ms)),
        );
    }
    dropped
}

/// The most names a session keeps (flat memory).
const NAMES_KEPT: usize = 10_000;

impl Names {
    /// Learns what `v` (a result, any depth) says of candidates and jobs;
    /// people learnt are written to the kept file, if any.
    pub fn remember(&self, v: &serde_json::Value) {
        self.walk(v, 0);
        if self.dirty.swap(false, std::sync::atomic::Ordering::Relaxed) {
            self.save();
        }
    }

    /// All this session knows, as a shared store keeps it: `p:<card>`
    /// `[name, headline]`, `j:<id>` a job's fields, `w:<id>` a webhook's URL.
    pub fn snapshot(&self) -> serde_json::Value {
        use serde_json::{json, Map, Value};
        let mut m = Map::new();
        for (card, (name, headline)) in lock(&self.people).iter() {
            m.insert(format!("p:{card}"), json!([name, headline]));
        }
        for (id, fields) in lock(&self.jobs).iter() {
            m.insert(format!("j:{id}"), Value::Object(fields.clone()));
        }
        for (id, url) in lock(&self.webhooks).iter() {
            m.insert(format!("w:{id}"), json!(url));
        }
        Value::Object(m)
    }

    /// The snapshot, when it differs from the one last read or written.
    pub fn snapshot_if_changed(&self) -> Option<serde_json::Value> {
        let now = self.snapshot();
        let mut synced = lock(&self.synced);
        let empty = now.as_object().is_some_and(|m| m.is_empty()) && synced.is_null();
        (*synced != now && !empty).then(|| {
            *synced = now.clone();
            now
        })
    }

    /// Learns what a shared store's snapshot holds (another replica's
    /// session saw it).
    pub fn absorb(&self, snapshot: &serde_json::Value) {
        use serde_json::Value;
        let Some(m) = snapshot.as_object() else {
            return;
        };
        for (k, v) in m {
            if let Some(card) = k.strip_prefix("p:") {
                let s = |i: usize| v.get(i).and_then(Value::as_str).map(str::to_string);
                let mut people = lock(&self.people);
                if people.len() < NAMES_KEPT || people.contains_key(card) {
                    people.insert(card.to_string(), (s(0), s(1)));
                }
            } else if let (Some(id), Some(fields)) = (k.strip_prefix("j:"), v.as_object()) {
                let mut jobs = lock(&self.jobs);
                if jobs.len() < NAMES_KEPT || jobs.contains_key(id) {
                    jobs.insert(id.to_string(), fields.clone());
                }
            } else if let (Some(id), Some(url)) = (k.strip_prefix("w:"), v.as_str()) {
                self.learn_webhook(id, url);
            }
        }
        *lock(&self.synced) = self.snapshot();
    }

    /// Keeps the people seen in `path` (beside the local ledger): what an
    /// earlier session saw there within a cycle is known from now on.
    pub fn keep_in(&self, path: std::path::PathBuf) {
        let now = crate::clock::now_ms();
        for k in read_names(&path) {
            if k.at_ms >= now - crate::recall::KEPT_MS && crate::recall::is_id(&k.card) {
                lock(&self.people).insert(k.card.clone(), (k.name, k.headline));
                lock(&self.seen_at).insert(k.card, k.at_ms);
            }
        }
        *lock(&self.file) = Some(path);
    }

    /// Writes the people seen (the most recently seen first, at most
    /// [`NAMES_KEPT`]) to the kept file, 0600; a failure is not the call's.
    fn save(&self) {
        let Some(path) = lock(&self.file).clone() else {
            return;
        };
        let people = lock(&self.people);
        let seen = lock(&self.seen_at);
        let mut all: Vec<(&String, &NameAndHeadline, i64)> = people
            .iter()
            .map(|(k, v)| (k, v, seen.get(k).copied().unwrap_or(0)))
            .collect();
        all.sort_by_key(|e| std::cmp::Reverse(e.2));
        all.truncate(NAMES_KEPT);
        write_names(
            &path,
            all.into_iter()
                .map(|(k, v, at)| (k.clone(), v.0.clone(), v.1.clone(), at)),
        );
    }

    fn walk(&self, v: &serde_json::Value, depth: usize) {
        use serde_json::Value;
        if depth > 8 {
            return;
        }
        match v {
            Value::Array(items) => items.iter().for_each(|i| self.walk(i, depth + 1)),
            Value::Object(m) => {
                let s = |k: &str| m.get(k).and_then(Value::as_str).map(str::to_string);
                let nested = |k: &str| {
                    m.get("candidate")
                        .and_then(|c| c.get(k))
                        .and_then(Value::as_str)
                        .map(str::to_string)
                };
                let card = s("talentCardId").or_else(|| s("talent_card_id"));
                let name = s("name").or_else(|| nested("name"));
                let headline = s("headline").or_else(|| nested("headline"));
                if let (Some(card), true) = (card, name.is_some() || headline.is_some()) {
                    let mut people = self.people.lock().unwrap_or_else(|e| e.into_inner());
                    if people.len() < NAMES_KEPT || people.contains_key(&card) {
                        lock(&self.seen_at).insert(card.clone(), crate::clock::now_ms());
                        let e = people.entry(card).or_default();
                        let before = e.clone();
                        e.0 = name.or(e.0.take());
                        e.1 = headline.or(e.1.take());
                        if *e != before {
                            self.dirty.store(true, std::sync::atomic::Ordering::Relaxed);
                        }
                    }
                }
                let job = s("jobId").or_else(|| s("job_id")).or_else(|| s("id"));
                if let (Some(job), Some(_)) = (job, s("title")) {
                    let mut jobs = self.jobs.lock().unwrap_or_else(|e| e.into_inner());
                    if jobs.len() < NAMES_KEPT || jobs.contains_key(&job) {
                        let scalars = m
                            .iter()
                            .filter(|(_, v)| !v.is_object() && !v.is_array())
                            .take(64)
                            .map(|(k, v)| (k.clone(), v.clone()))
                            .collect();
                        jobs.insert(job, scalars);
                    }
                }
                m.values().for_each(|i| self.walk(i, depth + 1));
            }
            _ => {}
        }
    }

    /// The names known, by talentCardId (a person kept without one is
    /// left out): what a table's name column shows.
    pub fn known(&self) -> HashMap<String, String> {
        lock(&self.people)
            .iter()
            .filter_map(|(card, (name, _))| Some((card.clone(), name.clone()?)))
            .collect()
    }

    /// A candidate as a person checks it: name and headline, and the id.
    pub fn person(&self, raw: &str) -> String {
        let people = self.people.lock().unwrap_or_else(|e| e.into_inner());
        let id = plain(raw, 64);
        match people.get(raw) {
            Some((Some(n), Some(h))) => format!(
                "{} — {} ({id})",
                quoted(n, NAME_SHOWN),
                plain(h, NAME_SHOWN)
            ),
            Some((Some(n), None)) => format!("{} ({id})", quoted(n, NAME_SHOWN)),
            Some((None, Some(h))) => format!("{} ({id})", plain(h, NAME_SHOWN)),
            _ => id,
        }
    }

    /// A webhook endpoint's URL, when this session read it.
    pub fn webhook(&self, id: &str) -> Option<String> {
        lock(&self.webhooks).get(id).cloned()
    }

    /// Learns a webhook endpoint's URL.
    pub fn learn_webhook(&self, id: &str, url: &str) {
        let mut w = lock(&self.webhooks);
        if w.len() < NAMES_KEPT || w.contains_key(id) {
            w.insert(id.to_string(), url.to_string());
        }
    }

    /// A job's title, when this session saw it.
    pub fn job_title(&self, id: &str) -> Option<String> {
        let jobs = self.jobs.lock().unwrap_or_else(|e| e.into_inner());
        jobs.get(id)
            .and_then(|j| j.get("title"))
            .and_then(serde_json::Value::as_str)
            .map(str::to_string)
    }

    /// What a job update changes, old → new: each field of `patch` (snake
    /// case), with the old value when this session saw the job.
    pub fn changes(
        &self,
        job: &str,
        patch: &serde_json::Value,
    ) -> Vec<(String, Option<String>, String)> {
        let jobs = self.jobs.lock().unwrap_or_else(|e| e.into_inner());
        let known = jobs.get(job);
        let text = |v: &serde_json::Value| match v {
            serde_json::Value::String(s) => s.clone(),
            other => other.to_string(),
        };
        let camel = |k: &str| {
            let mut out = String::new();
            let mut up = false;
            for c in k.chars() {
                if c == '_' {
                    up = true;
                } else if up {
                    out.extend(c.to_uppercase());
                    up = false;
                } else {
                    out.push(c);
                }
            }
            out
        };
        let Some(fields) = patch.as_object() else {
            return Vec::new();
        };
        fields
            .iter()
            .map(|(k, new)| {
                let old = known
                    .and_then(|j| j.get(k).or_else(|| j.get(&camel(k))))
                    .map(text);
                (k.clone(), old, text(new))
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn kept_names_older_than_a_cycle_are_pruned_and_not_loaded() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join(NAMES_FILE);
        let now = crate::clock::now_ms();
        let old = now - crate::recall::KEPT_MS - 1;
        write_names(
            &path,
            [
                ("tc_old".to_string(), Some("Old".to_string()), None, old),
                ("tc_new".to_string(), Some("New".to_string()), None, now),
                ("../x".to_string(), Some("Bad".to_string()), None, now),
            ]
            .into_iter(),
        );
        let names = Names::default();
        names.keep_in(path.clone());
        assert!(names.person("tc_new").contains("New"));
        assert_eq!(names.person("tc_old"), "tc_old");
        assert!(!names.person("../x").contains("Bad"));
        assert_eq!(prune_names(&path, now - crate::recall::KEPT_MS), 1);
        assert_eq!(read_names(&path).len(), 2);
    }
}
