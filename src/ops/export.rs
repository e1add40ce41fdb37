//! Resumable exports: a list written to `--out FILE` saves a checkpoint in
//! the ledger after every page (the pager's position, the bytes of
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
use std::path::Path;
use std::sync::Arc;

use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::output::fields::lookup_path;
use crate::output::{Format, Out};
use crate::records::Records;
use crate::sink::Sink;
use crate::{Error, Result};

/// Where a paged run stands: the next page to ask for and the records
/// emitted so far. Saved with an export's checkpoint, restored by `--resume`
/// (the pager moves it; it lives here so the export need not know the pager).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Position {
    pub next_page: u64,
    pub emitted: u64,
}

/// What a checkpoint holds, stored as JSON in the ledger.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
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
}

/// Flags that change how a run behaves, not what it writes; each takes a
/// value when `true`.
const RUN_FLAGS: &[(&str, bool)] = &[
    ("--resume", false),
    ("--out", true),
    ("-q", false),
    ("--quiet", false),
    ("-v", false),
    ("--verbose", false),
    ("-y", false),
    ("--yes", false),
    ("--no-input", false),
    ("--color", true),
    ("--max-wait", true),
    ("--timeout", true),
    ("--max-time", true),
    ("--max-unlocks", true),
    ("--max-searches", true),
    ("--max-messages", true),
];

/// `--fields` shapes the data but is held to the checkpoint's columns
/// instead (so a resume may name the file's columns explicitly).
const COLUMN_FLAGS: &[(&str, bool)] = &[("--fields", true)];

/// The command line as a checkpoint knows it: the data-shaping arguments,
/// in order.
pub fn command_words(args: &[String]) -> Vec<String> {
    let mut out = Vec::new();
    let mut skip_value = false;
    for arg in args {
        if std::mem::take(&mut skip_value) {
            continue;
        }
        let name = arg.split_once('=').map_or(arg.as_str(), |(n, _)| n);
        match RUN_FLAGS
            .iter()
            .chain(COLUMN_FLAGS)
            .find(|(f, _)| *f == name)
        {
            Some((_, takes_value)) => skip_value = *takes_value && !arg.contains('='),
            None => out.push(arg.clone()),
        }
    }
    out
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
        Format::Table => "table",
        Format::Json => "json",
        Format::Jsonl => "jsonl",
        Format::Csv => "csv",
        Format::Tsv => "tsv",
    }
}

/// An export to `--out FILE` with its checkpoint.
pub struct Export {
    records: Arc<Records>,
    name: String,
    hash: String,
    command: String,
    format: Format,
    resume: bool,
    /// The columns this run writes (see [`Checkpoint::columns`]).
    columns: Vec<String>,
    /// The record's id path (the view's key): without one, nothing is
    /// deduplicated.
    key: Option<&'static str>,
    /// Ids written since the last checkpoint.
    pending: Vec<String>,
    pending_set: HashSet<String>,
    /// `--resume` found the export whole: nothing is fetched.
    complete: bool,
}

/// The key of `target`'s checkpoint: its absolute path.
fn checkpoint_name(target: &Path) -> String {
    std::path::absolute(target)
        .unwrap_or_else(|_| target.to_path_buf())
        .display()
        .to_string()
}

/// Forgets `target`'s checkpoint once the file is in place under its name.
pub fn forget(records: &Records, target: &Path) -> Result<()> {
    records.drop_checkpoint(&checkpoint_name(target))
}

impl Export {
    /// An export of `args` (the command line after the program name) to
    /// `target`. `--resume` with a table is refused: a table is drawn in
    /// blocks whose widths a later run cannot continue.
    pub fn new(
        records: Arc<Records>,
        target: &Path,
        args: &[String],
        format: Format,
        resume: bool,
    ) -> Result<Export> {
        if resume && format == Format::Table {
            return Err(Error::usage("--resume cannot continue a table")
                .with_hint("export with -o csv, tsv, json or jsonl"));
        }
        let name = checkpoint_name(target);
        let words = command_words(args);
        Ok(Export {
            records,
            name,
            hash: hash_words(&words),
            command: format!("talent {}", words.join(" ")),
            format,
            resume,
            columns: Vec::new(),
            key: None,
            pending: Vec::new(),
            pending_set: HashSet::new(),
            complete: false,
        })
    }

    /// Whether pages are checkpointed (a table is not: see [`Export::new`]).
    fn checkpoints(&self) -> bool {
        self.format != Format::Table
    }

    /// Decides where the run starts: from the checkpoint with `--resume`
    /// (the partial file cut back to its last whole page), else afresh (an
    /// old checkpoint of this file is forgotten). A checkpoint of another
    /// command, format or set of `columns` is refused before anything is
    /// sent, the partial file as it was.
    pub fn start(
        &mut self,
        out: &dyn Out,
        sink: &dyn Sink,
        key: Option<&'static str>,
        columns: Vec<String>,
    ) -> Result<Option<Position>> {
        self.key = key;
        self.columns = columns;
        let stored = self.read()?;
        if !self.resume {
            if stored.is_some() {
                self.records.drop_checkpoint(&self.name)?;
            }
            out.truncate_out(0)?;
            return Ok(None);
        }
        let Some(cp) = stored else {
            sink.status(&format!(
                "no checkpoint for {}; starting afresh",
                Path::new(&self.name).display()
            ));
            out.truncate_out(0)?;
            return Ok(None);
        };
        if cp.hash != self.hash || cp.format != format_name(self.format) {
            return Err(Error::usage(format!(
                "the checkpoint of {} is of another command: `{}` (-o {})",
                self.name, cp.command, cp.format
            ))
            .with_hint("run that command with --resume, or drop --resume to start afresh"));
        }
        same_columns(
            &self.name,
            self.format,
            &self.columns,
            cp.columns.as_deref(),
        )?;
        let have = out.out_len().unwrap_or(0);
        if have < cp.bytes {
            sink.warn(&format!(
                "the partial file of {} is shorter than its checkpoint; starting afresh",
                self.name
            ));
            self.records.drop_checkpoint(&self.name)?;
            out.truncate_out(0)?;
            return Ok(None);
        }
        out.truncate_out(cp.bytes)?;
        if cp.complete {
            self.complete = true;
            sink.status(&format!(
                "every page was fetched before ({} records); putting the file in place",
                cp.position.emitted
            ));
            return Ok(Some(cp.position));
        }
        sink.status(&format!(
            "resuming at page {} ({} records written before)",
            cp.position.next_page, cp.position.emitted
        ));
        Ok(Some(cp.position))
    }

    /// Whether [`Export::start`] found every page already fetched: the run
    /// fetches nothing and only puts the file in place.
    pub fn is_complete(&self) -> bool {
        self.complete
    }

    /// The stored checkpoint, unless it has lapsed.
    fn read(&self) -> Result<Option<Checkpoint>> {
        let Some(text) = self.records.checkpoint(&self.name)? else {
            return Ok(None);
        };
        match serde_json::from_str::<Checkpoint>(&text) {
            Ok(cp) if cp.expires_ms >= self.records.now_ms() => Ok(Some(cp)),
            // Lapsed or unreadable (an older tool's): as if there were none.
            _ => {
                self.records.drop_checkpoint(&self.name)?;
                Ok(None)
            }
        }
    }

    /// Whether `record` was already written by this export (a resumed run
    /// meets records of pages that shifted); new ones are remembered.
    pub fn seen(&mut self, record: &Value) -> Result<bool> {
        let Some(id) = self
            .key
            .and_then(|k| lookup_path(record, k))
            .and_then(id_text)
        else {
            return Ok(false);
        };
        if self.pending_set.contains(&id) || self.records.checkpoint_has(&self.name, &id)? {
            return Ok(true);
        }
        self.pending_set.insert(id.clone());
        self.pending.push(id);
        Ok(false)
    }

    /// Saves the checkpoint after a page whose rows are all in the file.
    pub fn save(&mut self, out: &dyn Out, position: Position) -> Result<()> {
        self.save_as(out, position, false)
    }

    fn save_as(&mut self, out: &dyn Out, position: Position, complete: bool) -> Result<()> {
        if !self.checkpoints() {
            return Ok(());
        }
        let cp = Checkpoint {
            hash: self.hash.clone(),
            command: self.command.clone(),
            format: format_name(self.format).to_string(),
            columns: Some(self.columns.clone()),
            position,
            bytes: out.out_len().unwrap_or(0),
            expires_ms: self.records.checkpoint_expiry_ms(),
            complete,
        };
        let text = serde_json::to_string(&cp)
            .map_err(|e| Error::failure(format!("cannot save the checkpoint: {e}")))?;
        self.records
            .save_checkpoint(&self.name, &text, &self.pending)?;
        self.pending.clear();
        self.pending_set.clear();
        Ok(())
    }

    /// Every page is in the partial file (the list closed): the checkpoint
    /// says so until the file is in place ([`forget`]), so a `--resume`
    /// after a failed rename fetches nothing.
    pub fn done(&mut self, out: &dyn Out, position: Position) -> Result<()> {
        self.save_as(out, position, true)
    }
}

/// Refuses to continue the file `name`, written with the columns `then`
/// (`None`: not recorded), in a run that writes `now`: its rows would have
/// two shapes.
fn same_columns(name: &str, format: Format, now: &[String], then: Option<&[String]>) -> Result<()> {
    let hint = |cols: &[String]| {
        let fresh = "drop --resume to export afresh with this run's columns";
        match cols {
            [] => fresh.to_string(),
            _ if cols.len() <= 16 => format!(
                "{fresh}, or resume with the file's columns: --fields {}",
                cols.join(",")
            ),
            _ => format!("{fresh}, or resume with the file's columns given to --fields"),
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
        command_words(&s.split(' ').map(str::to_string).collect::<Vec<_>>())
    }

    #[test]
    fn run_flags_do_not_change_the_command() {
        assert_eq!(
            words("search --skill go --out a.csv --resume -q --max-searches 3 --timeout=5s -o csv"),
            words("search --skill go -o csv")
        );
        assert_ne!(
            hash_words(&words("search --skill go -o csv")),
            hash_words(&words("search --skill rust -o csv"))
        );
    }

    #[test]
    fn fields_are_held_to_the_columns_not_the_command() {
        assert_eq!(
            words("search --skill go --fields a,b -o csv"),
            words("search --fields=c --skill go -o csv")
        );
    }

    fn cols(s: &str) -> Vec<String> {
        s.split(',').map(str::to_string).collect()
    }

    #[test]
    fn a_resume_with_other_columns_is_refused_with_the_files_columns() {
        let old = cols("talentCardId,experience");
        let new = cols("talentCardId,experience,workHistory");
        assert!(same_columns("/t/a.csv", Format::Csv, &new, Some(&new)).is_ok());
        let e = same_columns("/t/a.csv", Format::Csv, &new, Some(&old)).expect_err("refused");
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
                .is_some_and(|h| h.ends_with("--fields talentCardId,experience")),
            "{:?}",
            e.hint
        );
        // A checkpoint that did not record its columns.
        for format in [Format::Csv, Format::Tsv] {
            let e = same_columns("/t/a.csv", format, &new, None).expect_err("unknown columns");
            assert!(
                e.message.contains("does not record its columns"),
                "{}",
                e.message
            );
        }
        assert!(same_columns("/t/a.json", Format::Json, &[], None).is_ok());
        assert!(same_columns("/t/a.json", Format::Json, &old, None).is_err());
    }
}
