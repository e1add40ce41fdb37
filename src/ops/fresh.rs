//! `--new --state NAME` as a sink of the list runner: only records earlier
//! successful runs of the named query did not print. It reads and writes
//! the ledger's `--new` states itself, through the run's records handle
//! (under the key's owner, or the workspace's on a team ledger).

use std::sync::Arc;

use serde_json::Value;

use crate::output::fields::lookup_path;
use crate::records::Records;
use crate::sink::Sink;
use crate::Result;

use super::pager::{End, ListSink};

/// A named query's memory of what it printed.
pub struct FreshSink {
    records: Arc<Records>,
    state: String,
    /// The record's id path (the view's key): a record without one passes.
    key: Option<&'static str>,
    /// Ids printed by this run, saved only when it succeeds.
    printed: Vec<String>,
    /// Records left out as seen before.
    skipped: u64,
}

impl FreshSink {
    pub fn new(records: Arc<Records>, state: String, key: Option<&'static str>) -> FreshSink {
        FreshSink {
            records,
            state,
            key,
            printed: Vec::new(),
            skipped: 0,
        }
    }
}

impl ListSink for FreshSink {
    fn record(&mut self, record: &Value) -> Result<bool> {
        let id = self
            .key
            .and_then(|k| lookup_path(record, k))
            .and_then(|v| v.as_str().map(str::to_string));
        let Some(id) = id else {
            return Ok(true);
        };
        if self.records.was_seen(&self.state, &id)? {
            self.skipped += 1;
            return Ok(false);
        }
        self.printed.push(id);
        Ok(true)
    }

    /// Only a run that got to the end moves the named query on: a failed
    /// cron run repeats rather than skips.
    fn finish(&mut self, end: End, notices: &dyn Sink) -> Result<()> {
        if let End::Failed { .. } = end {
            return Ok(());
        }
        self.records.mark_seen(&self.state, &self.printed)?;
        notices.status(&format!(
            "{} new, {} seen before (state {:?})",
            self.printed.len(),
            self.skipped,
            self.state
        ));
        Ok(())
    }
}
