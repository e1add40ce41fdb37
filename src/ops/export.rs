//! Resumable exports: a list written to `--out FILE` saves a checkpoint in
//! the ledger after every page (the pager's position, the bytes of
//! `FILE.partial` that hold whole pages, the ids written), so `--resume`
//! continues an interrupted run where it stopped, with no row twice.
//!
//! A checkpoint belongs to one target file and one command: it is keyed by
//! the file and carries a hash of the command line (without the flags that
//! do not change the data: `--resume`, `--out`, `-q`, `-v`, budgets, waits),
//! so resuming with other filters is refused. It lapses after a day (× time
//! scale), and never outlives the quota cycle it was read in.
//!
//! What the service changes between the runs is not undone: a record that
//! moved to an earlier page after the interruption is missed, and one that
//! moved later is dropped as already written (rows are deduplicated by id).

use std::collections::HashSet;
use std::path::Path;
use std::sync::Arc;

use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::guard::Guard;
use crate::output::fields::lookup_path;
use crate::output::Format;
use crate::ui::Ui;
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
    pub position: Position,
    /// Bytes of the partial file that hold whole pages.
    pub bytes: u64,
    pub expires_ms: i64,
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
    ("--max-unlocks", true),
    ("--max-searches", true),
    ("--max-messages", true),
];

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
        match RUN_FLAGS.iter().find(|(f, _)| *f == name) {
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
    guard: Arc<Guard>,
    name: String,
    hash: String,
    command: String,
    format: Format,
    resume: bool,
    /// The record's id path (the view's key): without one, nothing is
    /// deduplicated.
    key: Option<&'static str>,
    /// Ids written since the last checkpoint.
    pending: Vec<String>,
    pending_set: HashSet<String>,
}

impl Export {
    /// An export of `args` (the command line after the program name) to
    /// `target`. `--resume` with a table is refused: a table is drawn in
    /// blocks whose widths a later run cannot continue.
    pub fn new(
        guard: Arc<Guard>,
        target: &Path,
        args: &[String],
        format: Format,
        resume: bool,
    ) -> Result<Export> {
        if resume && format == Format::Table {
            return Err(Error::usage("--resume cannot continue a table")
                .with_hint("export with -o csv, tsv, json or jsonl"));
        }
        let name = std::path::absolute(target)
            .unwrap_or_else(|_| target.to_path_buf())
            .display()
            .to_string();
        let words = command_words(args);
        Ok(Export {
            guard,
            name,
            hash: hash_words(&words),
            command: format!("talent {}", words.join(" ")),
            format,
            resume,
            key: None,
            pending: Vec::new(),
            pending_set: HashSet::new(),
        })
    }

    /// Whether pages are checkpointed (a table is not: see [`Export::new`]).
    fn checkpoints(&self) -> bool {
        self.format != Format::Table
    }

    /// Decides where the run starts: from the checkpoint with `--resume`
    /// (the partial file cut back to its last whole page), else afresh (an
    /// old checkpoint of this file is forgotten). A checkpoint of another
    /// command or format is refused before anything is sent.
    pub fn start(&mut self, ui: &Ui, key: Option<&'static str>) -> Result<Option<Position>> {
        self.key = key;
        let stored = self.read()?;
        if !self.resume {
            if stored.is_some() {
                self.guard.drop_checkpoint(&self.name)?;
            }
            ui.truncate_out(0)?;
            return Ok(None);
        }
        let Some(cp) = stored else {
            ui.status(&format!(
                "no checkpoint for {}; starting afresh",
                Path::new(&self.name).display()
            ));
            ui.truncate_out(0)?;
            return Ok(None);
        };
        if cp.hash != self.hash || cp.format != format_name(self.format) {
            return Err(Error::usage(format!(
                "the checkpoint of {} is of another command: `{}` (-o {})",
                self.name, cp.command, cp.format
            ))
            .with_hint("run that command with --resume, or drop --resume to start afresh"));
        }
        let have = ui.out_len().unwrap_or(0);
        if have < cp.bytes {
            ui.warn(&format!(
                "the partial file of {} is shorter than its checkpoint; starting afresh",
                self.name
            ));
            self.guard.drop_checkpoint(&self.name)?;
            ui.truncate_out(0)?;
            return Ok(None);
        }
        ui.truncate_out(cp.bytes)?;
        ui.status(&format!(
            "resuming at page {} ({} records written before)",
            cp.position.next_page, cp.position.emitted
        ));
        Ok(Some(cp.position))
    }

    /// The stored checkpoint, unless it has lapsed.
    fn read(&self) -> Result<Option<Checkpoint>> {
        let Some(text) = self.guard.checkpoint(&self.name)? else {
            return Ok(None);
        };
        match serde_json::from_str::<Checkpoint>(&text) {
            Ok(cp) if cp.expires_ms >= self.guard.now_ms() => Ok(Some(cp)),
            // Lapsed or unreadable (an older tool's): as if there were none.
            _ => {
                self.guard.drop_checkpoint(&self.name)?;
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
        if self.pending_set.contains(&id) || self.guard.checkpoint_has(&self.name, &id)? {
            return Ok(true);
        }
        self.pending_set.insert(id.clone());
        self.pending.push(id);
        Ok(false)
    }

    /// Saves the checkpoint after a page whose rows are all in the file.
    pub fn save(&mut self, ui: &Ui, position: Position) -> Result<()> {
        if !self.checkpoints() {
            return Ok(());
        }
        let cp = Checkpoint {
            hash: self.hash.clone(),
            command: self.command.clone(),
            format: format_name(self.format).to_string(),
            position,
            bytes: ui.out_len().unwrap_or(0),
            expires_ms: self.guard.checkpoint_expiry_ms(),
        };
        let text = serde_json::to_string(&cp)
            .map_err(|e| Error::failure(format!("cannot save the checkpoint: {e}")))?;
        self.guard
            .save_checkpoint(&self.name, &text, &self.pending)?;
        self.pending.clear();
        self.pending_set.clear();
        Ok(())
    }

    /// The export is complete: its checkpoint is no longer needed.
    pub fn done(&self) -> Result<()> {
        self.guard.drop_checkpoint(&self.name)
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
}
