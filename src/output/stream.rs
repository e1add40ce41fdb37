//! Records that arrive one by one with no known end (webhook events): each is
//! written the moment it is pushed, in every format.
//!
//! | Format | a stream |
//! |---|---|
//! | `table` | a header line once, then one aligned line per record |
//! | `json` | one pretty object per record (a sequence `jq` reads) |
//! | `jsonl` | one compact line per record |
//! | `csv` | the header once, then one row per record; the columns are `--fields`, else the view's paths |
//!
//! A list ([`super::ListWriter`]) cannot do this for `table`, `json` and
//! `csv`: they need every record before the first byte.

use serde_json::Value;

use super::cell::{clean, render_cell, truncate, CellKind, View};
use super::fields::lookup_path;
use super::table::{table_columns, TableColumn, LIST_CELL_MAX};
use super::{csv, json, Format, Out, Printer};
use crate::text::{fit, pad, width};
use crate::ui::Ui;
use crate::Result;

/// Writes records as they arrive.
pub struct StreamWriter<'a> {
    printer: &'a Printer,
    sink: &'a dyn Out,
    view: &'a View,
    header_done: bool,
    count: usize,
}

impl Printer {
    /// Starts a stream: every push is written at once.
    pub fn stream<'a>(&'a self, ui: &'a Ui, view: &'a View) -> StreamWriter<'a> {
        self.stream_to(ui, view)
    }

    /// Starts a stream written to `sink`.
    pub fn stream_to<'a>(&'a self, sink: &'a dyn Out, view: &'a View) -> StreamWriter<'a> {
        StreamWriter {
            printer: self,
            sink,
            view,
            header_done: false,
            count: 0,
        }
    }
}

impl StreamWriter<'_> {
    /// Writes one record now (with the header first, for table and csv).
    pub fn push(&mut self, record: &Value) -> Result<()> {
        let p = self.printer;
        let record = &*p.masked(record);
        if p.jq.is_some() && matches!(p.format, Format::Json | Format::Jsonl) {
            // Each result as it comes: a filter may print without end.
            self.header_done = true;
            self.count += 1;
            return p.jq_one_to(self.view, record, self.sink);
        }
        let text = self.render(record)?;
        self.header_done = true;
        self.count += 1;
        self.sink.out(text.as_bytes())
    }

    /// Records written so far.
    pub fn count(&self) -> usize {
        self.count
    }

    fn render(&self, record: &Value) -> Result<String> {
        let p = self.printer;
        match p.format {
            Format::Json | Format::Jsonl if p.jq.is_some() => p.jq_one(self.view, record),
            Format::Json => json::render_json_one(record, &p.fields_for(self.view)),
            Format::Jsonl => json::render_jsonl(record, &p.fields_for(self.view)),
            Format::Csv | Format::Tsv => csv::csv_streamed_row(
                record,
                &p.csv_columns(self.view),
                !self.header_done,
                p.dialect(),
            ),
            Format::Table | Format::Wide => {
                let columns = table_columns(self.view, &p.fields_for(self.view), Some(record));
                let mut text = if self.header_done {
                    String::new()
                } else {
                    stream_header(&columns)
                };
                text.push_str(&stream_line(&columns, record, p));
                Ok(text)
            }
        }
    }
}

/// How wide a streamed column is, in terminal columns: enough for its usual
/// values, since later lines cannot widen what was already printed.
fn stream_width(column: &TableColumn) -> usize {
    let usual = match column.kind {
        CellKind::DateTime => 20,
        CellKind::Date => 10,
        CellKind::Relative => 14,
        CellKind::Number | CellKind::Score | CellKind::Bool => 6,
        CellKind::Inr => 10,
        CellKind::Meter | CellKind::Bar => 20,
        CellKind::Text | CellKind::List | CellKind::Auto | CellKind::Id | CellKind::Person => 24,
        CellKind::Enum => 16,
    };
    usual.max(width(&column.header))
}

/// Joins cells two spaces apart; the last is not padded, only shortened.
fn join_cells(columns: &[TableColumn], cells: Vec<String>) -> String {
    let last = columns.len().saturating_sub(1);
    let mut line = cells
        .iter()
        .zip(columns)
        .enumerate()
        .map(|(i, (cell, column))| {
            if column.kind == CellKind::Id {
                // An id is never cut; a longer one pushes the line right.
                pad(cell, stream_width(column))
            } else if i == last {
                truncate(cell, LIST_CELL_MAX)
            } else {
                fit(cell, stream_width(column))
            }
        })
        .collect::<Vec<_>>()
        .join("  ");
    let trimmed = line.trim_end().len();
    line.truncate(trimmed);
    line.push('\n');
    line
}

fn stream_header(columns: &[TableColumn]) -> String {
    let cells = columns.iter().map(|c| clean(&c.header)).collect();
    join_cells(columns, cells)
}

fn stream_line(columns: &[TableColumn], record: &Value, p: &Printer) -> String {
    let cells = columns
        .iter()
        .map(|c| render_cell(c.kind, lookup_path(record, &c.path), p.table.now))
        .collect();
    join_cells(columns, cells)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::output::cell::{col, parse_timestamp};
    use crate::output::tests::Capture;
    use crate::output::PrinterOptions;
    use serde_json::json;

    const EVENTS: View = View {
        columns: &[
            col("TIME", "created_at", CellKind::DateTime),
            col("EVENT", "event", CellKind::Text),
            col("JOB", "data.job_id", CellKind::Text),
        ],
        ..View::PLAIN
    };

    fn printer(format: Format) -> Printer {
        let opts = PrinterOptions {
            format,
            fields: vec![],
            color: false,
            width: Some(80),
            now: parse_timestamp("2026-06-15T12:00:00Z").unwrap_or_default(),
            formula_guard: true,
            headers: true,
            jq: None,
            fields_word: "--fields",
        };
        Printer::new(opts).unwrap_or_else(|e| panic!("{}", e.render_line()))
    }

    fn events() -> Vec<Value> {
        vec![
            json!({"id": "evt_1", "event": "job.closed", "created_at": "2026-06-15T11:00:00Z",
                   "data": {"job_id": "job_1", "reason": "closed_via_api"}}),
            json!({"id": "evt_2", "event": "invite.accepted", "created_at": "2026-06-15T11:05:00Z",
                   "data": {"job_id": "job_2", "candidate_id": "cand_9"}}),
        ]
    }

    fn run(format: Format) -> Vec<String> {
        let p = printer(format);
        let cap = Capture::default();
        let mut w = p.stream_to(&cap, &EVENTS);
        for e in events() {
            w.push(&e).unwrap_or_else(|e| panic!("{}", e.render_line()));
        }
        assert_eq!(w.count(), 2);
        cap.writes.into_inner()
    }

    #[test]
    fn every_format_writes_once_per_record() {
        for format in [Format::Table, Format::Json, Format::Jsonl, Format::Csv] {
            assert_eq!(run(format).len(), 2, "{format:?}");
        }
    }

    #[test]
    fn table_has_one_header_then_one_line_per_record() {
        let writes = run(Format::Table);
        let first: Vec<&str> = writes[0].lines().collect();
        assert_eq!(first.len(), 2);
        assert!(first[0].starts_with("TIME"));
        assert!(first[1].starts_with("2026-06-15 11:00 UTC  job.closed"));
        assert!(first[1].ends_with("job_1"));
        assert_eq!(writes[1].lines().count(), 1);
    }

    #[test]
    fn cjk_and_devanagari_names_keep_the_streamed_columns_aligned() {
        let p = printer(Format::Table);
        let cap = Capture::default();
        let mut w = p.stream_to(&cap, &EVENTS);
        for event in [
            "job.closed",
            "王小明 accepted",
            "प्रिया शर्मा",
            // 30 columns in a column of 24: cut to fit, never past it.
            "王小明王小明王小明王小明王小明",
        ] {
            let record = json!({"created_at": "2026-06-15T11:00:00Z", "event": event,
                                "data": {"job_id": "job_1"}});
            w.push(&record)
                .unwrap_or_else(|e| panic!("{}", e.render_line()));
        }
        let text = cap.writes.into_inner().concat();
        // Where the JOB column starts, in terminal columns, on every line.
        let starts: Vec<usize> = text
            .lines()
            .map(|l| {
                let at = l.find("JOB").or_else(|| l.find("job_1")).unwrap_or(0);
                crate::text::width(&l[..at])
            })
            .collect();
        assert_eq!(starts.len(), 5, "{text}");
        assert!(starts.iter().all(|s| *s == starts[0]), "{starts:?}\n{text}");
        assert!(text.contains('…'), "the long name is cut: {text}");
    }

    #[test]
    fn json_is_a_sequence_of_whole_objects() {
        let writes = run(Format::Json);
        let parsed: Vec<Value> = writes
            .iter()
            .map(|w| serde_json::from_str(w).unwrap_or_default())
            .collect();
        assert_eq!(parsed, events());
    }

    #[test]
    fn csv_uses_the_view_paths_without_fields() {
        let writes = run(Format::Csv);
        let mut lines = writes[0].lines();
        assert_eq!(lines.next(), Some("created_at,event,data.job_id"));
        assert_eq!(lines.next(), Some("2026-06-15T11:00:00Z,job.closed,job_1"));
        assert_eq!(
            writes[1].trim_end(),
            "2026-06-15T11:05:00Z,invite.accepted,job_2"
        );
    }
}
