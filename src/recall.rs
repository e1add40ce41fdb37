//! What this machine has seen, kept for shell completion: the ids a
//! recruiter types next (jobs with their titles, stages, threads, the
//! talentCardIds it unlocked, webhooks, `--state` names, team members).
//!
//! The printer notes each record it prints ([`saw`]), by its schema; a few
//! commands note what they print without one ([`remember`]). One write at
//! the end of a run ([`flush`]) merges the notes into `completion.json`
//! beside the local ledger: at most [`PER_KIND`] values a kind, the most
//! recently seen first, none older than [`KEPT`]. Completion only reads the
//! file ([`load`]); nothing here sends a request or opens a team ledger.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::sync::Mutex;

use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::Result;

/// What a kept value is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Kind {
    Job,
    Stage,
    Thread,
    /// A talentCardId this machine unlocked (its details were printed).
    Card,
    Webhook,
    /// A `--new --state NAME` name.
    State,
    Member,
}

/// One kept value and the words a shell may show beside it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Entry {
    pub value: String,
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub about: String,
    pub at_ms: i64,
    /// For a talentCardId this machine unlocked, the record's `candidateId`
    /// (the additional interface's id of the same person), where the
    /// service gave it: the hint that names it when the card's id is given
    /// to `bulk-invite`. Not personal data; older files lack it.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub candidate_id: String,
}

/// The values kept a kind: a shell lists them all on one TAB.
pub const PER_KIND: usize = 200;
/// How long a value nobody printed again is kept: one quota cycle (30 days),
/// like the ledger's audit lines.
pub const KEPT_MS: i64 = 30 * 86_400_000;
/// Longest value (cli.md's *Ids*: 1–64 characters) and description kept
/// (a title cut short).
const VALUE_MAX: usize = 64;
const ABOUT_MAX: usize = 60;
/// The file is read on every TAB: anything larger is not ours.
const FILE_MAX: u64 = 1 << 20;

/// The file's name, beside the local ledger.
const FILE: &str = "completion.json";

/// Where the kept values are: beside the local ledger (with `--sandbox`, the
/// embedded sandbox's, so its made-up ids never mix with the service's and
/// `sandbox reset` takes them along).
pub fn path(sandbox: bool) -> Result<PathBuf> {
    Ok(crate::paths::ledger(sandbox)?.with_file_name(FILE))
}

/// What this run saw, written once by [`flush`].
static NOTES: Mutex<Vec<(Kind, Entry)>> = Mutex::new(Vec::new());
/// Values this run removed (a deleted webhook).
static GONE: Mutex<Vec<(Kind, String)>> = Mutex::new(Vec::new());

/// Notes a value this run saw; one not of its kind's documented form (see
/// [`is_shell_word`]) is not kept.
pub fn remember(kind: Kind, value: &str, about: &str) {
    note(kind, value, about, "");
}

/// [`remember`], with the card's `candidateId` where it has one (an id of
/// another form is not kept).
fn note(kind: Kind, value: &str, about: &str, candidate_id: &str) {
    let Some(value) = clean_value(kind, value) else {
        return;
    };
    let entry = Entry {
        value,
        about: clean_about(about),
        at_ms: crate::clock::now_ms(),
        candidate_id: clean_value(kind, candidate_id).unwrap_or_default(),
    };
    if let Ok(mut notes) = NOTES.lock() {
        notes.push((kind, entry));
    }
}

/// Notes that a value is gone (deleted): the next flush drops it.
pub fn forget(kind: Kind, value: &str) {
    if let Ok(mut gone) = GONE.lock() {
        gone.push((kind, value.to_string()));
    }
}

/// A value a record carries: its kind, the value's field, the description's.
type Carried = (Kind, &'static str, &'static str);

/// Where a printed record of `schema` keeps its values.
const BY_SCHEMA: &[(&str, &[Carried])] = &[
    ("main#JobListItem", &[(Kind::Job, "jobId", "title")]),
    ("main#CreateJobResponse", &[(Kind::Job, "jobId", "title")]),
    ("alt#JobListItem", &[(Kind::Job, "id", "title")]),
    ("alt#Job", &[(Kind::Job, "id", "title")]),
    ("main#Stage", &[(Kind::Stage, "stageId", "title")]),
    (
        "main#Application",
        &[
            (Kind::Thread, "threadId", "talentCardId"),
            (Kind::Stage, "stageId", "stageTitle"),
        ],
    ),
    (
        "main#InviteResponse",
        &[(Kind::Thread, "threadId", "talentCardId")],
    ),
    ("main#MessageResponse", &[(Kind::Thread, "threadId", "")]),
    (
        "main#CandidateDetail",
        // No name: like the ledger, this file keeps no candidate's personal data.
        &[(Kind::Card, "talentCardId", "")],
    ),
    ("alt#Webhook", &[(Kind::Webhook, "id", "url")]),
];

/// Notes the values a printed record of `schema` carries.
pub fn saw(schema: Option<&str>, record: &Value) {
    let Some(fields) = schema.and_then(|s| BY_SCHEMA.iter().find(|(name, _)| *name == s)) else {
        return;
    };
    for (kind, value, about) in fields.1 {
        if let Some(v) = record.get(value).and_then(Value::as_str) {
            let about = record.get(about).and_then(Value::as_str).unwrap_or("");
            let candidate_id = match kind {
                Kind::Card => record.get("candidateId").and_then(Value::as_str),
                _ => None,
            };
            note(*kind, v, about, candidate_id.unwrap_or(""));
        }
    }
}

/// The kept values, by kind.
#[derive(Debug, Default, Serialize, Deserialize)]
pub struct Recall {
    #[serde(default)]
    kinds: BTreeMap<Kind, Vec<Entry>>,
}

impl Recall {
    /// The values of `kind`, the most recently seen first.
    pub fn of(&self, kind: Kind) -> &[Entry] {
        self.kinds.get(&kind).map(Vec::as_slice).unwrap_or(&[])
    }

    /// Merges `notes` (later wins), drops `gone` and what is older than
    /// `before_ms`, keeps [`PER_KIND`] a kind. Whether anything changed.
    fn merge(
        &mut self,
        notes: Vec<(Kind, Entry)>,
        gone: &[(Kind, String)],
        before_ms: i64,
    ) -> bool {
        let mut changed = false;
        for (kind, entry) in notes {
            let list = self.kinds.entry(kind).or_default();
            match list.iter_mut().find(|e| e.value == entry.value) {
                Some(e) if *e == entry => {}
                Some(e) => {
                    // A later sighting without words keeps the earlier words.
                    let about = if entry.about.is_empty() {
                        std::mem::take(&mut e.about)
                    } else {
                        entry.about
                    };
                    let candidate_id = if entry.candidate_id.is_empty() {
                        std::mem::take(&mut e.candidate_id)
                    } else {
                        entry.candidate_id
                    };
                    *e = Entry {
                        about,
                        candidate_id,
                        ..entry
                    };
                    changed = true;
                }
                None => {
                    list.push(entry);
                    changed = true;
                }
            }
        }
        for (kind, value) in gone {
            if let Some(list) = self.kinds.get_mut(kind) {
                let before = list.len();
                list.retain(|e| &e.value != value);
                changed |= list.len() != before;
            }
        }
        changed |= self.prune(before_ms) > 0;
        for list in self.kinds.values_mut() {
            list.sort_by(|a, b| b.at_ms.cmp(&a.at_ms).then_with(|| a.value.cmp(&b.value)));
            if list.len() > PER_KIND {
                list.truncate(PER_KIND);
                changed = true;
            }
        }
        self.kinds.retain(|_, list| !list.is_empty());
        changed
    }

    /// Keeps only what [`remember`] would have kept: the file may have been
    /// written by someone else (planted), and a shell inserts a value as
    /// typed (`$(…)`, `>`, ESC, a newline), so a value not of its kind's form
    /// goes and a description is cleaned again.
    fn sanitize(&mut self) {
        for (kind, list) in self.kinds.iter_mut() {
            list.retain(|e| clean_value(*kind, &e.value).is_some());
            for e in list.iter_mut() {
                e.about = clean_about(&e.about);
                e.candidate_id = clean_value(*kind, &e.candidate_id).unwrap_or_default();
            }
        }
        self.kinds.retain(|_, list| !list.is_empty());
    }

    /// Drops values last seen before `before_ms`; how many.
    fn prune(&mut self, before_ms: i64) -> usize {
        let mut removed = 0;
        for list in self.kinds.values_mut() {
            let n = list.len();
            list.retain(|e| e.at_ms >= before_ms);
            removed += n - list.len();
        }
        removed
    }
}

/// The kept values at `path`; a missing, unreadable or foreign file is
/// empty (completion never fails a shell).
pub fn load(path: &Path) -> Recall {
    let Ok(meta) = std::fs::metadata(path) else {
        return Recall::default();
    };
    if !meta.is_file() || meta.len() > FILE_MAX {
        return Recall::default();
    }
    let mut recall: Recall = std::fs::read(path)
        .ok()
        .and_then(|bytes| serde_json::from_slice(&bytes).ok())
        .unwrap_or_default();
    recall.sanitize();
    recall
}

/// Writes what this run noted into `path`, once, at the end of a run.
/// Nothing noted: nothing written.
pub fn flush(path: &Path) -> Result<()> {
    let notes = NOTES
        .lock()
        .map(|mut n| std::mem::take(&mut *n))
        .unwrap_or_default();
    let gone = GONE
        .lock()
        .map(|mut g| std::mem::take(&mut *g))
        .unwrap_or_default();
    if notes.is_empty() && gone.is_empty() {
        return Ok(());
    }
    let _lock = lock(path)?;
    let mut recall = load(path);
    if recall.merge(notes, &gone, crate::clock::now_ms() - KEPT_MS) {
        save(path, &recall)?;
    }
    Ok(())
}

/// `ledger prune`: drops values last seen before `before_ms`; how many.
pub fn prune(path: &Path, before_ms: i64) -> Result<usize> {
    let _lock = lock(path)?;
    let mut recall = load(path);
    let removed = recall.prune(before_ms);
    if removed > 0 {
        recall.kinds.retain(|_, list| !list.is_empty());
        save(path, &recall)?;
    }
    Ok(removed)
}

/// How long a writer waits for another to finish its read-merge-write.
const LOCK_PATIENCE: std::time::Duration = std::time::Duration::from_secs(3);

/// Holds `completion.json.lock` (created beside the file, never through a
/// link) while one run reads, merges and writes the file, so runs ending at
/// once each add their values instead of the last one's write dropping the
/// others' (ten parallel `--new --state` runs kept five names). A lock
/// still held after [`LOCK_PATIENCE`] (a stuck run) is not waited for.
fn lock(path: &Path) -> Result<Option<std::fs::File>> {
    let mut name = path.as_os_str().to_owned();
    name.push(".lock");
    let lock_path = PathBuf::from(name);
    if let Some(dir) = path.parent() {
        talent_fs::create_private_dir(dir)
            .map_err(|e| crate::Error::failure(format!("cannot create {}: {e}", dir.display())))?;
    }
    talent_fs::refuse_link(&lock_path)
        .map_err(|e| crate::Error::failure(format!("cannot write {}: {e}", path.display())))?;
    let mut options = std::fs::OpenOptions::new();
    options.create(true).truncate(false).write(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        options
            .mode(0o600)
            .custom_flags(libc::O_NOFOLLOW | libc::O_NONBLOCK | libc::O_CLOEXEC);
    }
    let Ok(file) = options.open(&lock_path) else {
        // No lock to be had (a read-only folder): the write itself will say.
        return Ok(None);
    };
    let started = std::time::Instant::now();
    loop {
        match file.try_lock() {
            Ok(()) => return Ok(Some(file)),
            Err(std::fs::TryLockError::WouldBlock) if started.elapsed() < LOCK_PATIENCE => {
                std::thread::sleep(std::time::Duration::from_millis(5 + fastrand::u64(0..10)));
            }
            Err(_) => return Ok(None),
        }
    }
}

fn save(path: &Path, recall: &Recall) -> Result<()> {
    if let Some(dir) = path.parent() {
        talent_fs::create_private_dir(dir)
            .map_err(|e| crate::Error::failure(format!("cannot create {}: {e}", dir.display())))?;
    }
    let text = serde_json::to_string(recall)
        .map_err(|e| crate::Error::failure(format!("cannot encode {}: {e}", path.display())))?;
    crate::fsutil::write_private(path, &text)
}

/// Whether `v` is a value of `kind`'s documented form, which every shell
/// (bash, zsh, fish, PowerShell) takes as one plain word: an id (cli.md's
/// *Ids*, and `--state` names) is 1–64 characters of `A–Z a–z 0–9 _ -`; a
/// member name may add `.` and `@` (`asha@laptop`). Never a leading `-` (an
/// option) or `@` (PowerShell's splatting).
pub fn is_shell_word(kind: Kind, v: &str) -> bool {
    let extra: &[char] = if kind == Kind::Member {
        &['.', '@']
    } else {
        &[]
    };
    word_of(v, extra)
}

/// Whether `v` is an id of cli.md's form (no leading `-`): what completion
/// offers for any name (a profile, an alias) too.
pub fn is_id(v: &str) -> bool {
    word_of(v, &[])
}

fn word_of(v: &str, extra: &[char]) -> bool {
    !v.is_empty()
        && v.len() <= VALUE_MAX
        && !v.starts_with(['-', '@', '.'])
        && v.chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '-' || extra.contains(&c))
}

/// A value a shell can offer as one word, or `None`.
fn clean_value(kind: Kind, v: &str) -> Option<String> {
    is_shell_word(kind, v).then(|| v.to_string())
}

/// Characters a description never shows: controls (a terminal's escape
/// sequences, newlines a shell splits on), format characters (bidi
/// overrides that reorder what is shown, zero-width ones that hide it),
/// line and paragraph separators.
fn unshown(c: char) -> bool {
    c.is_control()
        || matches!(c,
            '\u{00AD}' | '\u{061C}' | '\u{180E}' | '\u{200B}'..='\u{200F}'
            | '\u{2028}'..='\u{202E}' | '\u{2060}'..='\u{206F}' | '\u{FEFF}'
            | '\u{FFF9}'..='\u{FFFB}' | '\u{E0000}'..='\u{E007F}')
}

/// A description on one line: what [`unshown`] names becomes a space, cut
/// at [`ABOUT_MAX`] characters. Only ever a description (zsh and fish show
/// it beside the value, PowerShell as a tooltip), never inserted.
pub fn clean_about(s: &str) -> String {
    let mut out: String = s
        .chars()
        .map(|c| if unshown(c) { ' ' } else { c })
        .collect::<String>()
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ");
    if out.chars().count() > ABOUT_MAX {
        out = out.chars().take(ABOUT_MAX - 1).collect::<String>() + "…";
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn entry(value: &str, about: &str, at_ms: i64) -> Entry {
        Entry {
            value: value.into(),
            about: about.into(),
            at_ms,
            candidate_id: String::new(),
        }
    }

    #[test]
    fn values_a_shell_cannot_take_are_not_kept() {
        assert_eq!(
            clean_value(Kind::Job, "job_8fK2").as_deref(),
            Some("job_8fK2")
        );
        assert!(is_shell_word(Kind::Member, "asha@laptop"));
        assert!(!is_shell_word(Kind::Job, "asha@laptop"));
        for bad in [
            "",
            "a b",
            "-rf",
            "@x",
            "a\u{1b}[2J",
            "a:b",
            "jx>~/clobbered",
            "$(touch x)",
            "a\u{202e}b",
            "a\u{200b}",
            &"x".repeat(VALUE_MAX + 1),
        ] {
            assert_eq!(clean_value(Kind::Job, bad), None, "{bad:?}");
            assert_eq!(clean_value(Kind::Member, bad), None, "{bad:?}");
        }
        assert_eq!(
            clean_about("Senior\n\u{1b}[31mEngineer"),
            "Senior [31mEngineer"
        );
        assert_eq!(clean_about(&"t".repeat(100)).chars().count(), ABOUT_MAX);
        assert_eq!(clean_about("a\u{202e}b\u{200b}c\u{2028}d"), "a b c d");
    }

    #[test]
    fn the_latest_sighting_wins_and_old_or_many_values_go() {
        let mut r = Recall::default();
        let notes = (0..PER_KIND + 5)
            .map(|i| (Kind::Job, entry(&format!("j{i}"), "t", 1_000 + i as i64)))
            .collect();
        assert!(r.merge(notes, &[], 0));
        assert_eq!(r.of(Kind::Job).len(), PER_KIND);
        assert_eq!(r.of(Kind::Job)[0].value, format!("j{}", PER_KIND + 4));
        // Seen again without a title: newer, the title kept.
        assert!(r.merge(vec![(Kind::Job, entry("j10", "", 5_000))], &[], 0));
        assert_eq!(r.of(Kind::Job)[0], entry("j10", "t", 5_000));
        // Nothing new: nothing to write.
        assert!(!r.merge(vec![(Kind::Job, entry("j10", "t", 5_000))], &[], 0));
        assert!(r.merge(vec![], &[(Kind::Job, "j10".into())], 0));
        assert!(r.of(Kind::Job).iter().all(|e| e.value != "j10"));
        assert!(r.merge(vec![], &[], 5_001));
        assert!(r.of(Kind::Job).is_empty());
    }

    #[test]
    fn printed_records_are_noted_by_schema() {
        let rec = serde_json::json!({"threadId": "thr_1", "talentCardId": "tc_1",
            "stageId": "st_1", "stageTitle": "Screen"});
        saw(Some("main#Application"), &rec);
        saw(Some("main#Usage"), &rec);
        saw(None, &rec);
        // Other tests print records too: look at this one's values only.
        let notes: Vec<_> = NOTES
            .lock()
            .unwrap()
            .clone()
            .into_iter()
            .filter(|(_, e)| e.value == "thr_1" || e.value == "st_1")
            .collect();
        assert_eq!(notes.len(), 2, "{notes:?}");
        assert!(notes
            .iter()
            .any(|(k, e)| *k == Kind::Thread && e.about == "tc_1"));
        assert!(notes
            .iter()
            .any(|(k, e)| *k == Kind::Stage && e.about == "Screen"));
    }
}
