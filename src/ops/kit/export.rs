//! `--out FILE` and resumable exports: [`Export`] owns the file from its
//! opening (`FILE.partial`, before anything is sent) to its rename into
//! place. A list written there saves a checkpoint in the machine's local
//! ledger file ([`Checkpoints`], even beside a team ledger) after every page (the pager's position, the bytes of
//! `FILE.partial` that hold whole pages, the ids written), so `--resume`
//! continues an interrupted run where it stopped, with no row twice.
//!
//! A checkpoint belongs to one target file and one command: it is keyed by
//! the file and carries a hash of the command line (without the flags that
//! do not change the data: `--resume`, `--out`, `-q`, `-v`, budgets, waits),
//! so resuming with other filters is refused. It records the columns (or
//! JSON keys) the file was written with, so a resume that would write
//! others — other `--fields`, or a newer version whose default columns
//! changed between the failure and the resume — is refused too: never rows
//! of two shapes in one file. It lapses after a day (× time scale), and
//! never outlives the quota cycle it was read in.
//!
//! What the service changes between the runs is not undone: a record that
//! moved to an earlier page after the interruption is missed, and one that
//! moved later is dropped as already written (rows are deduplicated by id).

use std::collections::HashSet;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex, OnceLock};

use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::ledger::CheckpointFile;
use crate::output::fields::lookup_path;
use crate::output::file::OutFile;
use crate::output::Format;
use crate::sink::Sink;
use crate::{Error, Result};

use super::field::{Field, Words};
use super::pager::{End, ListSink, Start};

/// Where a paged run stands: the next page to ask for and the records
/// emitted so far. It lives here, beside the checkpoint that saves it for
/// `--resume`; the pager, which moves it, re-exports it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Position {
    pub next_page: u64,
    pub emitted: u64,
}

/// A fetched page whose records did not all reach the file (a write
/// failed: a full disk, a file-size limit): kept in the checkpoint, so a
/// `--resume` writes it and never fetches (and pays for) it again.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct HeldPage {
    /// Where the run stood before it (what the file holds).
    pub before: Position,
    /// Its records, as the pager passed them (cut at the limit).
    pub items: Vec<Value>,
    /// Where the run stands once they are written.
    pub after: Position,
    /// It was the list's last page: nothing more is fetched.
    pub last: bool,
}

/// What a checkpoint holds, stored as JSON in the ledger.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Checkpoint {
    /// Hash of the command line that wrote it.
    pub hash: String,
    /// That command line, to name it when another one is refused.
    pub command: String,
    /// The output format (a resumed file must continue in the same one).
    pub format: String,
    /// The CSV/TSV columns or JSON keys the file is written with (empty:
    /// whole JSON records). `None` in a checkpoint of a version that did
    /// not record them.
    #[serde(default)]
    pub columns: Option<Vec<String>>,
    pub position: Position,
    /// Bytes of the partial file that hold whole pages.
    pub bytes: u64,
    pub expires_ms: i64,
    /// Every page was fetched and the partial file is whole: only putting
    /// it in place was left (a failed rename is not a reason to fetch, and
    /// spend, again).
    #[serde(default)]
    pub complete: bool,
    /// The page before `position` was the list's last: a resume fetches
    /// nothing more (only the file's closing was left).
    #[serde(default)]
    pub last: bool,
    /// A page fetched and not yet written (see [`HeldPage`]).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub held: Option<HeldPage>,
}

fn hash_words(words: &[String]) -> String {
    let joined = words.join("\0");
    let mac = talent_spec::signature::sign(b"talent export checkpoint", joined.as_bytes());
    let hex = mac
        .strip_prefix(talent_spec::signature::PREFIX)
        .unwrap_or(&mac);
    hex.chars().take(32).collect()
}

fn format_name(f: Format) -> &'static str {
    match f {
        Format::Table | Format::Wide => "table",
        Format::Json => "json",
        Format::Jsonl => "jsonl",
        Format::Csv => "csv",
        Format::Tsv => "tsv",
    }
}

/// The checkpoints of this machine's exports: always the local ledger file
/// (the partial files are on this machine), even beside a team ledger.
pub struct Checkpoints {
    local: CheckpointFile,
    /// The key's fingerprint: a checkpoint is the key's, not the workspace's.
    owner: String,
    /// A day, scaled by the time scale.
    day_ms: i64,
    /// When the key's quota cycle ends, from the last usage read (ms).
    cycle_end_ms: Box<dyn Fn() -> Option<i64> + Send + Sync>,
}

impl Checkpoints {
    pub fn new(
        local: CheckpointFile,
        owner: String,
        day: std::time::Duration,
        cycle_end_ms: Box<dyn Fn() -> Option<i64> + Send + Sync>,
    ) -> Checkpoints {
        Checkpoints {
            local,
            owner,
            day_ms: i64::try_from(day.as_millis()).unwrap_or(i64::MAX),
            cycle_end_ms,
        }
    }

    /// A checkpoint saved now lapses after a day (× time scale), and never
    /// outlives the quota cycle: a resumed export is of the same data.
    fn expiry_ms(&self) -> i64 {
        let by_day = self.local.now_ms().saturating_add(self.day_ms);
        (self.cycle_end_ms)().map_or(by_day, |c| c.min(by_day))
    }

    /// The stored checkpoint of `name`, unless it has lapsed or is unreadable
    /// (an older tool's): then it is forgotten.
    fn read(&self, name: &str) -> Result<Option<Checkpoint>> {
        let Some(text) = self.local.checkpoint(&self.owner, name)? else {
            return Ok(None);
        };
        match serde_json::from_str::<Checkpoint>(&text) {
            Ok(cp) if cp.expires_ms >= self.local.now_ms() => Ok(Some(cp)),
            _ => {
                self.forget(name)?;
                Ok(None)
            }
        }
    }

    fn save(&self, name: &str, cp: &Checkpoint, ids: &[String]) -> Result<()> {
        let text = serde_json::to_string(cp)
            .map_err(|e| Error::failure(format!("cannot save the checkpoint: {e}")))?;
        self.local.save_checkpoint(&self.owner, name, &text, ids)
    }

    fn has(&self, name: &str, id: &str) -> Result<bool> {
        self.local.checkpoint_has(&self.owner, name, id)
    }

    fn forget(&self, name: &str) -> Result<()> {
        self.local.drop_checkpoint(&self.owner, name)
    }
}

/// `--out FILE`: the one owner of the file, from opening `FILE.partial`
/// (before anything is sent) to putting it in place ([`Export::land`]),
/// and of its checkpoint. Every command's data goes through it
/// ([`Export::write`]); a list run adds an [`ExportSink`] that checkpoints
/// every page.
pub struct Export {
    target: PathBuf,
    resume: bool,
    /// The front end's words for the fields its notices name.
    words: Words,
    file: Mutex<Option<OutFile>>,
    /// Set once the run has a ledger (see [`Export::keep_checkpoints_in`]).
    checkpoints: OnceLock<Checkpoints>,
}

impl crate::sink::DataOut for Export {
    fn write(&self, bytes: &[u8]) -> Result<()> {
        Export::write(self, bytes)
    }
}

impl Export {
    /// Opens and locks `target.partial` (kept for `--resume`, else emptied
    /// at the first write); a bad target is refused here, before anything
    /// is sent.
    pub fn open(target: &Path, resume: bool, words: Words) -> Result<Arc<Export>> {
        Ok(Arc::new(Export {
            target: target.to_path_buf(),
            resume,
            words,
            file: Mutex::new(Some(OutFile::open(target, resume)?)),
            checkpoints: OnceLock::new(),
        }))
    }

    /// Where the checkpoints are kept, once the run opened its ledger.
    pub fn keep_checkpoints_in(&self, checkpoints: Checkpoints) {
        let _ = self.checkpoints.set(checkpoints);
    }

    fn file(&self) -> std::sync::MutexGuard<'_, Option<OutFile>> {
        self.file.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Appends the command's data to the partial file.
    pub fn write(&self, bytes: &[u8]) -> Result<()> {
        match self.file().as_mut() {
            Some(f) => f.write(bytes),
            None => Err(Error::failure(format!(
                "{} was already put in place",
                self.target.display()
            ))),
        }
    }

    fn len(&self) -> u64 {
        self.file().as_ref().map_or(0, |f| f.len())
    }

    fn truncate(&self, len: u64) -> Result<()> {
        match self.file().as_mut() {
            Some(f) => f.truncate(len),
            None => Ok(()),
        }
    }

    /// Ends `--out`: on success the file is put in place under its name and
    /// its checkpoint has done its job; otherwise what was written stays in
    /// `FILE.partial` (with the checkpoint of its last whole page) and a
    /// notice says so.
    pub fn land(&self, succeeded: bool, sink: &dyn Sink) -> Result<()> {
        let Some(file) = self.file().take() else {
            return Ok(());
        };
        if !succeeded {
            if file.is_empty() {
                let _ = std::fs::remove_file(file.partial());
            } else {
                sink.status(&format!(
                    "what was fetched is in {}; {} was left as it was",
                    file.partial().display(),
                    file.target().display()
                ));
            }
            return Ok(());
        }
        let target = file.target().display().to_string();
        file.commit()?;
        sink.status(&format!("wrote {target}"));
        if let Some(cps) = self.checkpoints.get() {
            if let Err(e) = cps.forget(&checkpoint_name(&self.target)) {
                sink.warn(&format!(
                    "cannot drop the export's checkpoint: {}",
                    e.message
                ));
            }
        }
        Ok(())
    }

    /// The list run's sink of the command `words` (the data-shaping words
    /// of its command line, as the front end tells them) in `format`, its
    /// records keyed by `key` and written as `columns`. `--resume` with a table is refused (a table is drawn in
    /// blocks whose widths a later run cannot continue), and without a
    /// ledger (nothing keeps checkpoints).
    pub fn sink(
        self: &Arc<Self>,
        words: &[String],
        format: Format,
        key: Option<&'static str>,
        columns: Vec<String>,
    ) -> Result<ExportSink> {
        let resume = (self.words)(Field::Resume);
        if self.resume && format == Format::Table {
            return Err(Error::usage(format!("{resume} cannot continue a table"))
                .with_hint("export with -o csv, tsv, json or jsonl"));
        }
        if self.resume && self.checkpoints.get().is_none() {
            return Err(Error::usage(format!(
                "{resume} needs the ledger, which keeps checkpoints, and there is none"
            ))
            .with_hint("set TALENT_DATA_DIR to a folder you can write to"));
        }
        Ok(ExportSink {
            export: Arc::clone(self),
            name: checkpoint_name(&self.target),
            hash: hash_words(words),
            command: format!("talent {}", words.join(" ")),
            format,
            columns,
            key,
            pending: Vec::new(),
            pending_set: HashSet::new(),
            saved_bytes: 0,
            held: None,
        })
    }
}

/// An export's part in a list run: where the run starts (its checkpoint
/// with `--resume`), the records it already wrote, a checkpoint after every
/// page, and "every page fetched" at the end.
pub struct ExportSink {
    export: Arc<Export>,
    name: String,
    hash: String,
    command: String,
    format: Format,
    /// The columns this run writes (see [`Checkpoint::columns`]).
    columns: Vec<String>,
    /// The record's id path (the view's key): without one, nothing is
    /// deduplicated.
    key: Option<&'static str>,
    /// Ids written since the last checkpoint.
    pending: Vec<String>,
    pending_set: HashSet<String>,
    /// Bytes of the partial file at the last checkpoint (whole pages).
    saved_bytes: u64,
    /// The page the checkpoint kept unwritten, for the runner to write.
    held: Option<HeldPage>,
}

/// The key of `target`'s checkpoint: its absolute path.
fn checkpoint_name(target: &Path) -> String {
    std::path::absolute(target)
        .unwrap_or_else(|_| target.to_path_buf())
        .display()
        .to_string()
}

impl ListSink for ExportSink {
    /// From the checkpoint with `--resume` (the partial file cut back to
    /// its last whole page), else afresh (an old checkpoint of this file is
    /// forgotten). A checkpoint of another command, format or set of
    /// columns is refused before anything is sent, the partial file as it was.
    fn begin(&mut self, start: &mut Start, sink: &dyn Sink) -> Result<()> {
        let ex = Arc::clone(&self.export);
        let cps = ex.checkpoints.get();
        let stored = match cps {
            Some(c) => c.read(&self.name)?,
            None => None,
        };
        let afresh = |why: Option<String>| -> Result<()> {
            if let (Some(c), true) = (cps, stored.is_some()) {
                c.forget(&self.name)?;
            }
            if let Some(why) = why {
                sink.status(&why);
            }
            ex.truncate(0)
        };
        if !ex.resume {
            return afresh(None);
        }
        let Some(cp) = stored.clone() else {
            let file = Path::new(&self.name).display();
            return afresh(Some(format!("no checkpoint for {file}; starting afresh")));
        };
        self.of_this_command(&cp, ex.words)?;
        if ex.len() < cp.bytes {
            sink.warn(&format!(
                "the partial file of {} is shorter than its checkpoint; starting afresh",
                self.name
            ));
            return afresh(None);
        }
        ex.truncate(cp.bytes)?;
        self.saved_bytes = cp.bytes;
        *start = match (cp.complete, cp.last, cp.held) {
            (true, _, _) => {
                sink.status(&format!(
                    "every page was fetched before ({} records); putting the file in place",
                    cp.position.emitted
                ));
                Start::Complete(cp.position)
            }
            (false, true, _) => {
                sink.status(&format!(
                    "every page was fetched before ({} records); closing the file",
                    cp.position.emitted
                ));
                Start::Closing(cp.position)
            }
            (false, false, Some(held)) => {
                sink.status(&format!(
                    "resuming with page {} as it was fetched before ({} records written before it)",
                    held.before.next_page, cp.position.emitted
                ));
                self.held = Some(held);
                Start::Resume(cp.position)
            }
            (false, false, None) => {
                sink.status(&format!(
                    "resuming at page {} ({} records written before)",
                    cp.position.next_page, cp.position.emitted
                ));
                Start::Resume(cp.position)
            }
        };
        Ok(())
    }

    /// A record this export already wrote (a resumed run meets records of
    /// pages that shifted) goes no further; new ones are remembered.
    fn record(&mut self, record: &Value) -> Result<bool> {
        let Some(id) = self
            .key
            .and_then(|k| lookup_path(record, k))
            .and_then(id_text)
        else {
            return Ok(true);
        };
        let cps = self.export.checkpoints.get();
        if self.pending_set.contains(&id) || cps.map_or(Ok(false), |c| c.has(&self.name, &id))? {
            return Ok(false);
        }
        self.pending_set.insert(id.clone());
        self.pending.push(id);
        Ok(true)
    }

    /// Saves the checkpoint after a page whose rows are all in the file.
    fn page_done(&mut self, at: Position, last: bool) -> Result<()> {
        self.save(at, false, last, None)
    }

    /// A page whose rows did not all reach the file: the file is cut back
    /// to its last whole page (which also gives back what the failed write
    /// took of a full disk) and the checkpoint keeps the page, so a
    /// `--resume` writes it without fetching it again.
    fn page_failed(&mut self, held: &HeldPage) -> Result<bool> {
        if self.format == Format::Table || self.export.checkpoints.get().is_none() {
            return Ok(false);
        }
        let _ = self.export.truncate(self.saved_bytes);
        self.pending.clear();
        self.pending_set.clear();
        self.save(held.before, false, false, Some(held.clone()))?;
        Ok(true)
    }

    fn held(&mut self) -> Option<HeldPage> {
        self.held.take()
    }

    /// Every page is in the partial file (the list closed): the checkpoint
    /// says so until the file is in place ([`Export::land`]), so a
    /// `--resume` after a failed rename fetches nothing. A failed run keeps
    /// the checkpoint of its last whole page.
    fn finish(&mut self, end: End, _: &dyn Sink) -> Result<()> {
        match end {
            End::Complete(at) => self.save(at, true, true, None),
            End::Failed { .. } => Ok(()),
        }
    }

    fn resumable(&self) -> bool {
        true
    }
}

impl ExportSink {
    /// A checkpoint resumes only the command (and columns) that wrote it.
    fn of_this_command(&self, cp: &Checkpoint, w: Words) -> Result<()> {
        if cp.hash != self.hash || cp.format != format_name(self.format) {
            let resume = w(Field::Resume);
            return Err(Error::usage(format!(
                "the checkpoint of {} is of another command: `{}` (-o {})",
                self.name, cp.command, cp.format
            ))
            .with_hint(format!(
                "run that command with {resume}, or drop {resume} to start afresh"
            )));
        }
        same_columns(
            w,
            &self.name,
            self.format,
            &self.columns,
            cp.columns.as_deref(),
        )
    }

    fn save(
        &mut self,
        position: Position,
        complete: bool,
        last: bool,
        held: Option<HeldPage>,
    ) -> Result<()> {
        // A table is not checkpointed (see [`Export::sink`]).
        let Some(cps) = self
            .export
            .checkpoints
            .get()
            .filter(|_| self.format != Format::Table)
        else {
            return Ok(());
        };
        let cp = Checkpoint {
            hash: self.hash.clone(),
            command: self.command.clone(),
            format: format_name(self.format).to_string(),
            columns: Some(self.columns.clone()),
            position,
            // A kept page's checkpoint is of the whole pages before it.
            bytes: match held {
                Some(_) => self.saved_bytes,
                None => self.export.len(),
            },
            expires_ms: cps.expiry_ms(),
            complete,
            last,
            held,
        };
        cps.save(&self.name, &cp, &self.pending)?;
        self.saved_bytes = cp.bytes;
        self.pending.clear();
        self.pending_set.clear();
        Ok(())
    }
}

/// Refuses to continue the file `name`, written with the columns `then`
/// (`None`: not recorded), in a run that writes `now`: its rows would have
/// two shapes.
fn same_columns(
    w: Words,
    name: &str,
    format: Format,
    now: &[String],
    then: Option<&[String]>,
) -> Result<()> {
    let (resume, fields) = (w(Field::Resume), w(Field::Fields));
    let hint = |cols: &[String]| {
        let fresh = format!("drop {resume} to export afresh with this run's columns");
        match cols {
            [] => fresh,
            _ if cols.len() <= 16 => format!(
                "{fresh}, or resume with the file's columns: {fields} {}",
                cols.join(",")
            ),
            _ => format!("{fresh}, or resume with the file's columns given to {fields}"),
        }
    };
    let file = Path::new(name).display();
    match then {
        Some(cols) if cols == now => Ok(()),
        // An older checkpoint: whole JSON records have no columns to
        // differ; a CSV or TSV file's cannot be known.
        None if now.is_empty() && matches!(format, Format::Json | Format::Jsonl) => Ok(()),
        None => Err(Error::usage(format!(
            "the checkpoint of {file} does not record its columns (an earlier version of talent wrote it) and this run writes {}; nothing was sent",
            describe(now)
        ))
        .with_hint(hint(&[]))),
        Some(cols) => Err(Error::usage(format!(
            "the partial file of {file} has other columns ({}) than this run writes ({}); nothing was sent",
            describe(cols),
            describe(now)
        ))
        .with_hint(hint(cols))),
    }
}

/// Columns as an error line names them: how many, and the first few.
fn describe(cols: &[String]) -> String {
    const SHOWN: usize = 4;
    match cols.len() {
        0 => "whole records".to_string(),
        n if n <= SHOWN => format!("{n}: {}", cols.join(", ")),
        n => format!("{n}: {}, …", cols[..SHOWN].join(", ")),
    }
}

fn id_text(v: &Value) -> Option<String> {
    match v {
        Value::String(s) => Some(s.clone()),
        Value::Number(n) => Some(n.to_string()),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn words(s: &str) -> Vec<String> {
        s.split(' ').map(str::to_string).collect()
    }

    #[test]
    fn another_command_has_another_hash() {
        assert_ne!(
            hash_words(&words("search --skill go -o csv")),
            hash_words(&words("search --skill rust -o csv"))
        );
    }

    /// The words of the resume refusals, as a front end's table gives them.
    fn w(f: Field) -> &'static str {
        match f {
            Field::Resume => "RESUME",
            Field::Fields => "FIELDS",
            _ => "?",
        }
    }

    fn cols(s: &str) -> Vec<String> {
        s.split(',').map(str::to_string).collect()
    }

    #[test]
    fn a_resume_with_other_columns_is_refused_with_the_files_columns() {
        let old = cols("talentCardId,experience");
        let new = cols("talentCardId,experience,workHistory");
        assert!(same_columns(w, "/t/a.csv", Format::Csv, &new, Some(&new)).is_ok());
        let e = same_columns(w, "/t/a.csv", Format::Csv, &new, Some(&old)).expect_err("refused");
        assert_eq!(e.kind, crate::ErrorKind::Usage);
        assert!(
            e.message
                .contains("other columns (2: talentCardId, experience)"),
            "{}",
            e.message
        );
        assert!(
            e.message
                .contains("(3: talentCardId, experience, workHistory)"),
            "{}",
            e.message
        );
        assert!(
            e.hint
                .as_deref()
                .is_some_and(|h| h.ends_with("FIELDS talentCardId,experience")),
            "{:?}",
            e.hint
        );
        // A checkpoint that did not record its columns.
        for format in [Format::Csv, Format::Tsv] {
            let e = same_columns(w, "/t/a.csv", format, &new, None).expect_err("unknown columns");
            assert!(
                e.message.contains("does not record its columns"),
                "{}",
                e.message
            );
        }
        assert!(same_columns(w, "/t/a.json", Format::Json, &[], None).is_ok());
        assert!(same_columns(w, "/t/a.json", Format::Json, &old, None).is_err());
    }
}
