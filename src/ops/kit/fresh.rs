//! `--new --state NAME` as a sink of the list runner: only records earlier
//! successful runs of the named query did not print. It reads and writes
//! the ledger's `--new` states itself, through the run's records handle
//! (under the key's owner, or the workspace's on a team ledger).

use std::collections::HashSet;
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
    /// Ids printed by this run, saved only when it succeeds. A record a
    /// shifted page brings again is found here: printed once in this run,
    /// it is neither new again nor seen before.
    printed: HashSet<String>,
    /// Records left out as seen before.
    skipped: u64,
}

impl FreshSink {
    pub fn new(records: Arc<Records>, state: String, key: Option<&'static str>) -> FreshSink {
        FreshSink {
            records,
            state,
            key,
            printed: HashSet::new(),
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
        if self.printed.contains(&id) {
            return Ok(false);
        }
        if self.records.was_seen(&self.state, &id)? {
            self.skipped += 1;
            return Ok(false);
        }
        self.printed.insert(id);
        Ok(true)
    }

    /// Only a run that got to the end moves the named query on: a failed
    /// cron run repeats rather than skips.
    fn finish(&mut self, end: End, notices: &dyn Sink) -> Result<()> {
        if let End::Failed { .. } = end {
            return Ok(());
        }
        let printed: Vec<String> = self.printed.iter().cloned().collect();
        self.records.mark_seen(&self.state, &printed)?;
        notices.status(&format!(
            "{} new, {} seen before (state {:?})",
            self.printed.len(),
            self.skipped,
            self.state
        ));
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use std::sync::Mutex;
    use std::time::Duration;

    use serde_json::json;

    use super::*;
    use crate::api::types::Usage;
    use crate::api::BoxFuture;
    use crate::guard::ask::NoOneToAsk;
    use crate::guard::{Guard, GuardOptions, MeterSource, Parts};
    use crate::ledger::sqlite::SqliteStore;
    use crate::ops::kit::export::Position;
    use crate::sink::{Progress, Silent};

    struct NoMeters;

    impl MeterSource for NoMeters {
        fn read(&self) -> BoxFuture<'_, Result<Usage>> {
            Box::pin(async { Err(crate::Error::failure("no meters in this test")) })
        }
    }

    #[derive(Default)]
    struct Said(Mutex<Vec<String>>);

    impl Sink for Said {
        fn status(&self, msg: &str) {
            self.0.lock().unwrap().push(msg.to_string());
        }
        fn warn(&self, _: &str) {}
        fn hint(&self, _: &str) {}
        fn trace(&self, _: &str) {}
        fn progress(&self, len: Option<u64>, hidden: bool) -> Box<dyn Progress> {
            Silent.progress(len, hidden)
        }
        fn countdown<'a>(&'a self, why: &'a str, wait: Duration) -> BoxFuture<'a, ()> {
            Silent.countdown(why, wait)
        }
    }

    fn records() -> Arc<Records> {
        let parts = Parts {
            store: Arc::new(SqliteStore::in_memory().unwrap()),
            meters: Arc::new(NoMeters),
            ask: Arc::new(NoOneToAsk),
            sink: Arc::new(Silent),
            broken: None,
        };
        crate::records::Records::of(&Guard::new(parts, "svc_live_test", GuardOptions::default()))
    }

    fn done() -> End {
        End::Complete(Position {
            next_page: 2,
            emitted: 2,
        })
    }

    #[test]
    fn a_record_a_shifted_page_brings_again_is_printed_and_counted_once() {
        let records = records();
        let (a, b) = (json!({"id": "c1"}), json!({"id": "c2"}));
        let mut sink = FreshSink::new(Arc::clone(&records), "q".into(), Some("id"));
        assert!(sink.record(&a).unwrap());
        assert!(sink.record(&b).unwrap());
        assert!(
            !sink.record(&a).unwrap(),
            "printed once in this run already"
        );
        let said = Said::default();
        sink.finish(done(), &said).unwrap();
        assert_eq!(
            said.0.lock().unwrap().as_slice(),
            ["2 new, 0 seen before (state \"q\")"]
        );

        let mut next = FreshSink::new(records, "q".into(), Some("id"));
        assert!(!next.record(&a).unwrap());
        assert!(!next.record(&b).unwrap());
        assert!(next.record(&json!({"id": "c3"})).unwrap());
        let said = Said::default();
        next.finish(done(), &said).unwrap();
        assert_eq!(
            said.0.lock().unwrap().as_slice(),
            ["1 new, 2 seen before (state \"q\")"]
        );
    }
}
