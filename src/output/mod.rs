//! The printer: table, JSON, JSONL, CSV, field selection.
//!
//! Commands hand records over as `serde_json::Value` objects (their typed
//! records serialized, service field names and unknown fields kept) together
//! with a [`View`], the curated default table columns. The printer is chosen
//! once from the options; no command branches on the output format.
//!
//! | Format | `one` | `list` |
//! |---|---|---|
//! | `table` | vertical FIELD / VALUE table | tables of up to 256 rows, drawn as they fill and at `finish` |
//! | `json` | one pretty object | one pretty array (`[]` when empty), streamed: `[`, records, `]` at `finish` |
//! | `jsonl` | one compact line | one compact line per record, written as pushed |
//! | `csv` | header + one row | header + rows, streamed; the columns are `--fields`, else the view's then the rest of the schema's, fixed |
//!
//! `--fields a,b.c` picks and orders columns (table, csv) or keys (json,
//! jsonl, each named by its dotted path, see [`json`]). A path that is missing
//! gives an empty cell or `null`, never an error.
//!
//! Every format writes records as they come, so memory stays flat however
//! many pages a list has. A list that fails halfway is still finished by its
//! caller (the pager does): a JSON array closes, so `jq` reads what was
//! fetched, and the run exits non-zero. Everything goes out through
//! [`Ui::out`] (stdout, or the `--out` file).

pub mod cell;
pub mod csv;
pub mod fields;
pub mod file;
pub mod jq;
pub mod json;
pub mod stream;
pub mod table;

use chrono::{DateTime, Utc};
use serde_json::Value;

pub use crate::secrets::Secrets;
pub use cell::{col, CellKind, Column, View};
pub use fields::FieldPath;
pub use stream::StreamWriter;

use crate::ui::Ui;
use crate::Result;
use table::TableSettings;

/// Output format of data on stdout.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum Format {
    Table,
    /// The table with every column, nothing cut or left out
    Wide,
    Json,
    Jsonl,
    Csv,
    /// Tab-separated, one line per record, for shell loops.
    Tsv,
}

/// What the printer needs to know, settled by the global options.
#[derive(Debug, Clone)]
pub struct PrinterOptions {
    pub format: Format,
    /// `--fields` values as given (each may hold comma-separated dotted paths).
    pub fields: Vec<String>,
    /// Bold table headers.
    pub color: bool,
    /// Table width; `None` uses `COLUMNS`, else the terminal's width, else none.
    pub width: Option<u16>,
    /// The instant relative times count from (fixed in tests).
    pub now: DateTime<Utc>,
    /// Prefix `'` to CSV cells a spreadsheet would run as formulas.
    pub formula_guard: bool,
    /// Write the CSV / TSV header row (`--no-headers` turns it off).
    pub headers: bool,
    /// `--jq EXPR` over the JSON output.
    pub jq: Option<String>,
    /// What the front end calls the fields in a refusal (`--fields` on
    /// the command line, `fields` for a tool).
    pub fields_word: &'static str,
}

/// Renders records in the chosen format and writes them through the [`Ui`].
#[derive(Debug, Clone)]
pub struct Printer {
    format: Format,
    fields: Vec<FieldPath>,
    table: TableSettings,
    /// CSV formula guard (`--no-formula-guard` turns it off).
    guard: bool,
    headers: bool,
    /// `--fields all`: every field of the command's schema.
    all: bool,
    /// `--fields compact`: the view's columns (the table's set).
    compact: bool,
    /// `--fields` with no value: list the fields instead of printing records.
    list: bool,
    jq: Option<std::sync::Arc<jq::Jq>>,
    /// The key, masked in every record, body and page written (shared
    /// with the [`Ui`]'s stderr; empty: nothing is searched).
    secrets: Secrets,
    /// [`PrinterOptions::fields_word`].
    fields_word: &'static str,
}

/// The most text `--jq` may print for one record where the text is needed
/// whole (a record rendered to a string); written out, it streams unbounded.
pub const JQ_TEXT_CAP: usize = 64 << 20;

/// Where rendered bytes go: stdout or the `--out` file (the `Ui`) in the
/// tool, a buffer in tests, a window's list in `browse`. The operations
/// hand records to the printer with one of these; they never write to the
/// terminal themselves.
pub trait Out {
    fn out(&self, bytes: &[u8]) -> Result<()>;
    /// What the printer says about the data itself (`no results`).
    fn notice(&self, msg: &str);
}

impl Out for Ui {
    fn out(&self, bytes: &[u8]) -> Result<()> {
        Ui::out(self, bytes)
    }

    fn notice(&self, msg: &str) {
        self.status(msg);
    }
}

/// Collects output in memory; notices are dropped.
#[derive(Default)]
struct Buffer {
    text: std::cell::RefCell<String>,
}

impl Out for Buffer {
    fn out(&self, bytes: &[u8]) -> Result<()> {
        self.text
            .borrow_mut()
            .push_str(&String::from_utf8_lossy(bytes));
        Ok(())
    }

    fn notice(&self, _msg: &str) {}
}

impl Printer {
    /// The same printer in another format (a command's own `--json`).
    pub fn with_format(&self, format: Format) -> Printer {
        Printer {
            format,
            ..self.clone()
        }
    }

    /// Builds the printer; a malformed `--fields` is a usage error with a hint.
    pub fn new(opts: PrinterOptions) -> Result<Printer> {
        // clap gives `--fields` with no value as one empty string.
        let fw = opts.fields_word;
        let list = opts.fields.iter().any(|v| v.trim().is_empty());
        if list && opts.fields.len() > 1 {
            return Err(crate::Error::usage(format!(
                "{fw} with no value lists the fields; it takes no others"
            ))
            .with_hint(format!("give {fw} alone to see the names, then {fw} a,b.c")));
        }
        let words = || opts.fields.iter().flat_map(|v| v.split(',')).map(str::trim);
        let all = words().any(|w| w == fields::ALL);
        let compact = words().any(|w| w == fields::COMPACT);
        for (set, word) in [(all, fields::ALL), (compact, fields::COMPACT)] {
            if set && words().count() > 1 {
                return Err(crate::Error::usage(format!(
                    "{fw} {word} cannot be combined with other fields"
                ))
                .with_hint(format!(
                    "give {fw} {word} alone, or name the fields you want"
                )));
            }
        }
        let fields = if all || compact || list {
            Vec::new()
        } else {
            fields::parse_fields_in(&opts.fields, fw)?
        };
        // `-o wide` is the table at no width: nothing cut or left out.
        let (format, width) = match opts.format {
            Format::Wide => (Format::Table, None),
            f => (f, opts.width.or_else(columns_from_env)),
        };
        Ok(Printer {
            format,
            fields,
            table: TableSettings {
                now: opts.now,
                width,
                color: opts.color,
            },
            guard: opts.formula_guard,
            headers: opts.headers,
            all,
            compact,
            list,
            jq: match &opts.jq {
                Some(expr) => Some(std::sync::Arc::new(jq::Jq::compile(expr)?)),
                None => None,
            },
            secrets: Secrets::default(),
            fields_word: fw,
        })
    }

    /// The same printer masking `secrets` in everything it writes (the
    /// run's [`Ui::secrets`], so a key learnt later is masked too).
    pub fn masking(mut self, secrets: Secrets) -> Printer {
        self.secrets = secrets;
        self
    }

    /// `record` as it may be written: every secret masked.
    fn masked<'v>(&self, record: &'v Value) -> std::borrow::Cow<'v, Value> {
        self.secrets.mask_value(record)
    }

    /// One labelled line a figure, labels made at run time (a report's
    /// text form): the vertical FIELD / VALUE table of a one-record view,
    /// every secret masked in labels and values alike.
    pub fn labelled(&self, sink: &dyn Out, lines: &[(String, String)]) -> Result<()> {
        let mut record = serde_json::Map::new();
        let mut columns = Vec::with_capacity(lines.len());
        for (i, (label, value)) in lines.iter().enumerate() {
            let path = format!("l{i}");
            record.insert(path.clone(), Value::String(value.clone()));
            columns.push(table::TableColumn {
                header: self
                    .secrets
                    .mask_str(label)
                    .unwrap_or_else(|| label.clone()),
                path,
                kind: CellKind::Text,
                drop: 0,
            });
        }
        let record = Value::Object(record);
        let record = self.masked(&record);
        sink.out(table::render_record(&columns, &record, self.table).as_bytes())
    }

    /// Raw bytes (an answer's body as the service sent it) written to
    /// `sink` with every secret masked.
    pub fn raw_to(&self, sink: &dyn Out, bytes: &[u8]) -> Result<()> {
        sink.out(&self.secrets.mask_bytes(bytes))
    }

    /// Writes `page` (a whole document, such as `report --html`'s) to
    /// `path` with every secret masked, refusing what `--out` refuses
    /// (see [`file::write_document`]); `flag` names the option for errors.
    pub fn document(&self, flag: &str, path: &std::path::Path, page: &str) -> Result<()> {
        let page = self
            .secrets
            .mask_str(page)
            .map_or(std::borrow::Cow::Borrowed(page), std::borrow::Cow::Owned);
        file::write_document(flag, path, page.as_bytes())
    }

    pub fn format(&self) -> Format {
        self.format
    }

    /// The parsed `--fields`, empty when none were given (or `all`).
    pub fn fields(&self) -> &[FieldPath] {
        &self.fields
    }

    /// The fields for records of `view`: `--fields`, or with `--fields all`
    /// every field of the view's schema, or with `--fields compact` the
    /// view's columns (none: the whole record; a table keeps its own
    /// headers).
    pub(crate) fn fields_for(&self, view: &View) -> Vec<FieldPath> {
        if self.compact {
            return match self.format {
                Format::Table | Format::Wide => Vec::new(),
                _ => compact_columns(view),
            };
        }
        if self.all {
            return view
                .schema
                .and_then(talent_spec::openapi::leaf_paths)
                .unwrap_or_default()
                .iter()
                .map(|p| FieldPath::of_column(p))
                .collect();
        }
        self.fields.clone()
    }

    /// With `--fields` given no value: the names `--fields` takes for
    /// `view`'s records, one a line (the schema's leaf paths, else the
    /// view's columns), which the command prints instead of sending.
    pub fn field_list(&self, view: &View) -> Option<String> {
        if !self.list {
            return None;
        }
        let names = match view.schema.and_then(talent_spec::openapi::leaf_paths) {
            Some(paths) => paths,
            None => view.columns.iter().map(|c| c.path.to_string()).collect(),
        };
        Some(names.iter().map(|n| format!("{n}\n")).collect())
    }

    /// What every command that prints `view`'s records does first: with
    /// `--fields` given no value, the field names go to `sink` and the run
    /// ends there (exit 0, nothing sent); otherwise `--fields` is checked.
    pub fn check_or_list(&self, sink: &dyn Out, view: &View) -> crate::Result<()> {
        if let Some(names) = self.field_list(view) {
            if names.is_empty() {
                return Err(
                    crate::Error::usage("this command's records have no fixed fields").with_hint(
                        format!(
                            "{} takes any dotted path of the JSON output (see -o json)",
                            self.fields_word
                        ),
                    ),
                );
            }
            sink.out(names.as_bytes())?;
            return Err(crate::Error::new(
                crate::error::ErrorKind::DryRun,
                "fields listed",
            ));
        }
        self.check(view)
    }

    /// Checks `--fields` against the records `view` prints, before anything
    /// is sent: a name the schema does not know is a usage error that lists
    /// the known ones. Views without a schema take any path.
    pub fn check(&self, view: &View) -> crate::Result<()> {
        let Some(schema) = view.schema else {
            return Ok(());
        };
        // A column of talent's own beside the schema's (a gateway's
        // `allowance` in `usage`), and what is inside it, is a field too.
        let own = |f: &str| {
            view.columns.iter().any(|c| {
                let theirs = c.path.split('.').collect::<Vec<_>>();
                !talent_spec::openapi::knows(schema, &theirs)
                    && (f == c.path
                        || f.strip_prefix(c.path).is_some_and(|r| r.starts_with('.'))
                        || c.path.strip_prefix(f).is_some_and(|r| r.starts_with('.')))
            })
        };
        for f in &self.fields {
            if !talent_spec::openapi::knows(schema, &f.segments()) && !own(f.as_str()) {
                let known = talent_spec::openapi::leaf_paths(schema).unwrap_or_default();
                return Err(crate::Error::usage(format!(
                    "unknown field \"{}\" in {}",
                    f.as_str().escape_debug(),
                    self.fields_word
                ))
                .with_hint(format!(
                    "known fields: {} (lists take an index: {}[0]); or {} all",
                    known.join(", "),
                    known
                        .iter()
                        .find(|k| talent_spec::openapi::knows(schema, &[k.as_str(), "0"]))
                        .map_or("workHistory", String::as_str),
                    self.fields_word
                )));
            }
        }
        Ok(())
    }

    /// Prints one record: a pretty object, a line, a header and a row, or a
    /// vertical table of the view's columns (or `--fields`).
    pub fn one(&self, ui: &Ui, view: &View, record: &Value) -> Result<()> {
        self.one_to(ui, view, record)
    }

    /// [`Printer::one`] written to `sink`.
    pub fn one_to(&self, sink: &dyn Out, view: &View, record: &Value) -> Result<()> {
        crate::recall::saw(view.schema, record);
        let record = &*self.masked(record);
        if self.jq.is_some() && matches!(self.format, Format::Json | Format::Jsonl) {
            // Each result as it comes: a filter may print without end.
            return self.jq_one_to(view, record, sink);
        }
        sink.out(self.render_one(view, record)?.as_bytes())
    }

    /// The text [`Printer::one`] writes.
    pub fn render_one(&self, view: &View, record: &Value) -> Result<String> {
        let record = &*self.masked(record);
        match self.format {
            Format::Json | Format::Jsonl if self.jq.is_some() => self.jq_one(view, record),
            Format::Json => json::render_json_one(record, &self.fields_for(view)),
            Format::Jsonl => json::render_jsonl(record, &self.fields_for(view)),
            Format::Csv | Format::Tsv => {
                let fields = self.csv_columns(view);
                csv::csv_streamed_row(record, &fields, true, self.dialect())
            }
            Format::Table | Format::Wide => {
                let columns = table::table_columns(view, &self.fields_for(view), Some(record));
                Ok(table::render_record(&columns, record, self.table))
            }
        }
    }

    /// A record of `view` cut to the printer's fields in its own shape
    /// ([`fields::nest`]): the whole record without fields. For a reader
    /// that is told the record's top-level fields (an assistant's tool
    /// result), not dotted columns.
    pub fn shaped(&self, view: &View, record: &Value) -> Value {
        crate::recall::saw(view.schema, record);
        let fields = self.fields_for(view);
        if fields.is_empty() {
            record.clone()
        } else {
            fields::nest(record, &fields)
        }
    }

    /// Starts a list; push records as pages arrive, then `finish`.
    pub fn list<'a>(&'a self, ui: &'a Ui, view: &'a View) -> ListWriter<'a> {
        self.list_to(ui, view)
    }

    /// The text a whole list prints (what [`Printer::list`] writes, joined):
    /// for tests and callers that already hold every record.
    pub fn render_list(&self, view: &View, records: &[Value]) -> Result<String> {
        let buffer = Buffer::default();
        let mut writer = self.list_to(&buffer, view);
        for record in records {
            writer.push(record)?;
        }
        writer.finish()?;
        Ok(buffer.text.into_inner())
    }

    /// `--jq` over a raw JSON answer (`talent api`), each result written to
    /// `ui` as it comes; `false` without `--jq` (nothing written).
    pub fn jq_raw(&self, body: &[u8], ui: &Ui) -> Result<bool> {
        let Some(jq) = &self.jq else {
            return Ok(false);
        };
        let value: Value = serde_json::from_slice(body).map_err(|e| {
            crate::Error::failure(format!(
                "the answer is not JSON, so --jq cannot read it: {e}"
            ))
        })?;
        let value = self.masked(&value);
        jq.run(&value, true, &mut |bytes| ui.out(bytes))?;
        Ok(true)
    }

    /// `--jq` over one record (after `--fields`), as one text of at most
    /// [`JQ_TEXT_CAP`] bytes.
    pub(crate) fn jq_one(&self, view: &View, record: &Value) -> Result<String> {
        let selected = json::select(record, &self.fields_for(view));
        match &self.jq {
            Some(jq) => jq.run_to_string(&selected, self.format == Format::Json, JQ_TEXT_CAP),
            None => json::render_jsonl(record, &self.fields_for(view)),
        }
    }

    /// `--jq` over one record (after `--fields`), each result written to
    /// `sink` as it comes.
    pub(crate) fn jq_one_to(&self, view: &View, record: &Value, sink: &dyn Out) -> Result<()> {
        let selected = json::select(record, &self.fields_for(view));
        match &self.jq {
            Some(jq) => jq.run(&selected, self.format == Format::Json, &mut |b| sink.out(b)),
            None => sink.out(json::render_jsonl(record, &self.fields_for(view))?.as_bytes()),
        }
    }

    /// Starts a list written to `sink` (what [`Printer::list`] does with the `Ui`).
    pub fn list_to<'a>(&'a self, sink: &'a dyn Out, view: &'a View) -> ListWriter<'a> {
        let state = match self.format {
            Format::Json if self.jq.is_some() => State::JqWhole(Vec::new()),
            Format::Jsonl if self.jq.is_some() => State::JqEach,
            Format::Jsonl => State::Streamed,
            Format::Json => State::JsonStream,
            Format::Csv | Format::Tsv => State::CsvStream {
                header_done: false,
                fields: self.csv_columns(view),
            },
            Format::Table | Format::Wide => State::Buffered(Vec::new()),
        };
        ListWriter {
            printer: self,
            sink,
            view,
            state,
            count: 0,
            fields: self.fields_for(view),
        }
    }

    /// CSV or TSV, with or without the header, guarded or raw.
    pub(crate) fn dialect(&self) -> csv::Dialect {
        csv::Dialect {
            tabs: self.format == Format::Tsv,
            header: self.headers,
            guard: self.guard,
        }
    }

    /// The CSV and TSV columns, fixed before the first record so the header
    /// never depends on which records came back: `--fields`; else the
    /// view's compact set, which TSV keeps and CSV follows with every other
    /// field of the record's schema (a spreadsheet sorts and filters by the
    /// signals, the history, the resume excerpt), the compact set first so
    /// a script reading columns by position keeps working.
    pub(crate) fn csv_columns(&self, view: &View) -> Vec<FieldPath> {
        let chosen = self.fields_for(view);
        if !chosen.is_empty() {
            return flat_columns(view, chosen);
        }
        let mut out = flat_columns(view, compact_columns(view));
        if self.format == Format::Csv && !self.compact {
            let leaves = view
                .schema
                .and_then(talent_spec::openapi::leaf_paths)
                .unwrap_or_default();
            let covered = |leaf: &str, out: &[FieldPath]| {
                out.iter().any(|c| {
                    let c = c.as_str();
                    leaf == c || leaf.strip_prefix(c).is_some_and(|r| r.starts_with('.'))
                })
            };
            for leaf in leaves {
                if !covered(&leaf, &out) {
                    out.push(FieldPath::of_column(&leaf));
                }
            }
        }
        out
    }

    /// The columns (or keys) a list of `view` records is written with, as
    /// an export's checkpoint records them: a resumed file must go on in
    /// the same shape. Empty for whole JSON records and tables.
    pub fn columns_of(&self, view: &View) -> Vec<String> {
        let fields = match self.format {
            Format::Csv | Format::Tsv => self.csv_columns(view),
            Format::Table | Format::Wide => Vec::new(),
            Format::Json | Format::Jsonl => self.fields_for(view),
        };
        fields.iter().map(|f| f.as_str().to_string()).collect()
    }
}

/// `fields` with each one that holds an object (a meter's `{used, limit}`)
/// replaced by its leaves, as dotted columns: a cell of CSV or TSV holds one
/// value, never a JSON object.
fn flat_columns(view: &View, fields: Vec<FieldPath>) -> Vec<FieldPath> {
    let leaves = view
        .schema
        .and_then(talent_spec::openapi::leaf_paths)
        .unwrap_or_default();
    let mut out: Vec<FieldPath> = Vec::new();
    for field in fields {
        let path = field.as_str();
        let mut below: Vec<String> = leaves
            .iter()
            .filter(|l| l.strip_prefix(path).is_some_and(|r| r.starts_with('.')))
            .cloned()
            .collect();
        if below.is_empty() && view.kind_of(path) == Some(CellKind::Meter) {
            below = vec![format!("{path}.used"), format!("{path}.limit")];
        }
        if below.is_empty() {
            out.push(field);
        } else {
            out.extend(below.iter().map(|l| FieldPath::of_column(l)));
        }
    }
    out
}

/// The view's columns as field paths, each once, in the view's order.
fn compact_columns(view: &View) -> Vec<FieldPath> {
    let mut out: Vec<FieldPath> = Vec::new();
    for c in view.columns {
        if out.iter().all(|f| f.as_str() != c.path) {
            out.push(FieldPath::of_column(c.path));
        }
    }
    out
}

/// `COLUMNS`, when set to a usable width, wins over the detected terminal width.
fn columns_from_env() -> Option<u16> {
    std::env::var("COLUMNS")
        .ok()
        .and_then(|v| v.trim().parse::<u16>().ok())
        .filter(|&w| w > 0)
}

/// Writes a list as its records arrive.
pub struct ListWriter<'a> {
    printer: &'a Printer,
    sink: &'a dyn Out,
    view: &'a View,
    state: State,
    count: usize,
    /// `--fields` as they apply to this view.
    fields: Vec<FieldPath>,
}

/// What a list keeps between pushes.
enum State {
    /// jsonl: nothing kept, each record written at once.
    Streamed,
    /// json: a pretty array written element by element.
    JsonStream,
    /// csv: fixed columns; the header goes out with the first row.
    CsvStream {
        header_done: bool,
        fields: Vec<FieldPath>,
    },
    /// table: widths need the rows; drawn per [`TABLE_CHUNK`] rows.
    Buffered(Vec<Value>),
    /// json with `--jq`: the filter sees the whole array, so it is held.
    JqWhole(Vec<Value>),
    /// jsonl with `--jq`: the filter runs on each record as it comes.
    JqEach,
}

/// Rows a table holds before it draws them (memory stays flat; a longer
/// list is drawn as several tables with the same columns).
const TABLE_CHUNK: usize = 256;

impl ListWriter<'_> {
    /// Adds one record; every format but the table writes it at once.
    pub fn push(&mut self, record: &Value) -> Result<()> {
        self.count += 1;
        crate::recall::saw(self.view.schema, record);
        let printer = self.printer;
        let record = &*printer.masked(record);
        let fields = &self.fields;
        match &mut self.state {
            State::Streamed => self
                .sink
                .out(json::render_jsonl(record, fields)?.as_bytes()),
            State::JqEach => printer.jq_one_to(self.view, record, self.sink),
            State::JqWhole(records) => {
                records.push(json::select(record, fields));
                Ok(())
            }
            State::JsonStream => self
                .sink
                .out(json::render_json_item(record, fields, self.count == 1)?.as_bytes()),
            State::CsvStream {
                header_done,
                fields,
            } => {
                let text = csv::csv_streamed_row(record, fields, !*header_done, printer.dialect())?;
                *header_done = true;
                self.sink.out(text.as_bytes())
            }
            State::Buffered(records) => {
                records.push(record.clone());
                if records.len() >= TABLE_CHUNK {
                    let chunk = std::mem::take(records);
                    let text = printer.render_table(self.view, &chunk)?;
                    self.sink.out(text.as_bytes())?;
                }
                Ok(())
            }
        }
    }

    /// Records pushed so far.
    pub fn count(&self) -> usize {
        self.count
    }

    /// Continues a list a resumed export already began with `written`
    /// records: no second header, a JSON array goes on after a comma.
    pub fn resumed(&mut self, written: u64) {
        if written == 0 {
            return;
        }
        self.count = self.count.max(written as usize);
        if let State::CsvStream { header_done, .. } = &mut self.state {
            *header_done = true;
        }
    }

    /// Ends the list: closes a JSON array, writes a CSV header when no row
    /// came, draws the rows a table still holds. An empty table prints nothing
    /// on stdout and says `no results` on stderr (hidden by `--quiet`), so
    /// commands need not. Call it on failure too: what was fetched is kept.
    pub fn finish(self) -> Result<()> {
        let printer = self.printer;
        match self.state {
            State::Streamed | State::JqEach => Ok(()),
            State::JqWhole(records) => match &printer.jq {
                Some(jq) => jq.run(&Value::Array(records), true, &mut |b| self.sink.out(b)),
                None => Ok(()),
            },
            State::JsonStream if self.count == 0 => self.sink.out(b"[]\n"),
            State::JsonStream => self.sink.out(json::JSON_LIST_END.as_bytes()),
            State::CsvStream {
                header_done: true, ..
            } => Ok(()),
            State::CsvStream {
                header_done: false,
                fields,
            } => self
                .sink
                .out(csv::csv_header(&fields, printer.dialect())?.as_bytes()),
            State::Buffered(records) => {
                if self.count == 0 {
                    self.sink.notice("no results");
                    return Ok(());
                }
                if records.is_empty() {
                    return Ok(());
                }
                let text = printer.render_table(self.view, &records)?;
                self.sink.out(text.as_bytes())
            }
        }
    }
}

impl Printer {
    fn render_table(&self, view: &View, records: &[Value]) -> Result<String> {
        let columns = table::table_columns(view, &self.fields_for(view), records.first());
        Ok(table::render_table(&columns, records, self.table))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;
    use std::cell::RefCell;

    /// Records every write separately, so streaming can be checked (the
    /// stream tests use it too).
    #[derive(Default)]
    pub(super) struct Capture {
        pub(super) writes: RefCell<Vec<String>>,
        notices: RefCell<Vec<String>>,
    }

    impl Out for Capture {
        fn out(&self, bytes: &[u8]) -> Result<()> {
            self.writes
                .borrow_mut()
                .push(String::from_utf8_lossy(bytes).into_owned());
            Ok(())
        }

        fn notice(&self, msg: &str) {
            self.notices.borrow_mut().push(msg.to_string());
        }
    }

    impl Capture {
        fn all(&self) -> String {
            self.writes.borrow().concat()
        }
        fn count(&self) -> usize {
            self.writes.borrow().len()
        }
    }

    const JOBS: View = View {
        columns: &[
            col("ID", "jobId", CellKind::Text),
            col("TITLE", "title", CellKind::Text),
            col("CREATED", "createdAt", CellKind::Relative),
        ],
        ..View::PLAIN
    };

    fn options(format: Format, fields: &str) -> PrinterOptions {
        let fields = if fields.is_empty() {
            vec![]
        } else {
            vec![fields.to_string()]
        };
        PrinterOptions {
            format,
            fields,
            color: false,
            width: Some(80),
            now: cell::parse_timestamp("2026-06-15T12:00:00Z").unwrap_or_default(),
            formula_guard: true,
            headers: true,
            jq: None,
            fields_word: "--fields",
        }
    }

    fn printer(format: Format, fields: &str) -> Printer {
        match Printer::new(options(format, fields)) {
            Ok(p) => p,
            Err(e) => panic!("{}", e.render_line()),
        }
    }

    fn jobs() -> Vec<Value> {
        vec![
            json!({"jobId": "j1", "title": "SRE", "status": "active", "createdAt": "2026-06-12T12:00:00Z"}),
            json!({"jobId": "j2", "title": "=cmd|' /C calc'!A0", "status": "paused", "createdAt": "2026-06-15T11:00:00Z", "extra": [1, 2]}),
        ]
    }

    fn run_list(p: &Printer, records: &[Value]) -> Capture {
        let cap = Capture::default();
        let mut w = p.list_to(&cap, &JOBS);
        for r in records {
            if let Err(e) = w.push(r) {
                panic!("{}", e.render_line());
            }
        }
        assert_eq!(w.count(), records.len());
        if let Err(e) = w.finish() {
            panic!("{}", e.render_line());
        }
        cap
    }

    #[test]
    fn bad_fields_are_refused_up_front() {
        let opts = PrinterOptions {
            format: Format::Json,
            fields: vec!["a,,b".to_string()],
            color: false,
            width: None,
            now: Utc::now(),
            formula_guard: true,
            headers: true,
            jq: None,
            fields_word: "--fields",
        };
        let e = Printer::new(opts).expect_err("empty field");
        assert_eq!(e.kind, crate::ErrorKind::Usage);
    }

    #[test]
    fn jsonl_streams_one_write_per_record() {
        let cap = run_list(&printer(Format::Jsonl, ""), &jobs());
        assert_eq!(cap.count(), 2);
        let lines: Vec<Value> = cap
            .all()
            .lines()
            .map(|l| serde_json::from_str(l).unwrap_or_default())
            .collect();
        assert_eq!(lines, jobs());
    }

    #[test]
    fn json_list_is_one_array_streamed_record_by_record() {
        let cap = run_list(&printer(Format::Json, "jobId,status"), &jobs());
        assert_eq!(cap.count(), 3, "an opening, one per record, the close");
        let parsed: Value = serde_json::from_str(&cap.all()).unwrap_or_default();
        assert_eq!(
            parsed,
            json!([{"jobId": "j1", "status": "active"}, {"jobId": "j2", "status": "paused"}])
        );
        // Byte for byte what one pretty array would be.
        let whole =
            json::render_json_list(&jobs(), &cap_fields("jobId,status")).unwrap_or_default();
        assert_eq!(cap.all(), whole);
        let empty = run_list(&printer(Format::Json, ""), &[]);
        assert_eq!(empty.all(), "[]\n");
    }

    fn cap_fields(s: &str) -> Vec<FieldPath> {
        fields::parse_fields(&[s.to_string()]).unwrap_or_default()
    }

    #[test]
    fn json_without_fields_keeps_every_field() {
        let cap = run_list(&printer(Format::Json, ""), &jobs());
        let parsed: Value = serde_json::from_str(&cap.all()).unwrap_or_default();
        assert_eq!(parsed, Value::Array(jobs()));
        assert!(cap.all().contains("\"extra\": [\n"));
    }

    #[test]
    fn csv_with_fields_streams_header_with_first_row() {
        let cap = run_list(&printer(Format::Csv, "jobId,title"), &jobs());
        assert_eq!(cap.count(), 2);
        assert_eq!(cap.all(), "jobId,title\nj1,SRE\nj2,'=cmd|' /C calc'!A0\n");
        let empty = run_list(&printer(Format::Csv, "jobId,title"), &[]);
        assert_eq!(empty.all(), "jobId,title\n");
    }

    #[test]
    fn csv_without_fields_has_the_views_fixed_columns() {
        let cap = run_list(&printer(Format::Csv, ""), &jobs());
        assert_eq!(cap.count(), 2, "one write per row");
        let text = cap.all();
        let mut reader = ::csv::Reader::from_reader(text.as_bytes());
        let headers: Vec<String> = reader
            .headers()
            .map(|h| h.iter().map(str::to_string).collect())
            .unwrap_or_default();
        let view: Vec<&str> = JOBS.columns.iter().map(|c| c.path).collect();
        assert_eq!(headers, view);
        // No rows: the same header, so a consumer never sees it change.
        let empty = run_list(&printer(Format::Csv, ""), &[]).all();
        assert_eq!(empty.lines().next(), text.lines().next());
    }

    /// JOBS with the schema of the main interface's job list, whose
    /// fields are jobId, title, status, createdAt.
    const JOBS_WITH_SCHEMA: View = View {
        schema: Some("main#JobListItem"),
        ..JOBS
    };

    fn header(text: &str) -> Vec<String> {
        let mut reader = ::csv::Reader::from_reader(text.as_bytes());
        reader
            .headers()
            .map(|h| h.iter().map(str::to_string).collect())
            .unwrap_or_default()
    }

    #[test]
    fn csv_defaults_to_the_compact_set_then_the_rest_of_the_schema() {
        let p = printer(Format::Csv, "");
        let text = p
            .render_list(&JOBS_WITH_SCHEMA, &jobs())
            .unwrap_or_default();
        assert_eq!(header(&text), ["jobId", "title", "createdAt", "status"]);
        assert!(
            text.contains("j1,SRE,2026-06-12T12:00:00Z,active\n"),
            "{text}"
        );
        let compact = printer(Format::Csv, "compact")
            .render_list(&JOBS_WITH_SCHEMA, &jobs())
            .unwrap_or_default();
        assert_eq!(header(&compact), ["jobId", "title", "createdAt"]);
        // TSV stays compact; one record prints the same columns as a list.
        let tsv = printer(Format::Tsv, "")
            .render_list(&JOBS_WITH_SCHEMA, &jobs())
            .unwrap_or_default();
        assert_eq!(tsv.lines().next(), Some("jobId\ttitle\tcreatedAt"));
        let one = p
            .render_one(&JOBS_WITH_SCHEMA, &jobs()[0])
            .unwrap_or_default();
        assert_eq!(header(&one), ["jobId", "title", "createdAt", "status"]);
        assert_eq!(
            p.columns_of(&JOBS_WITH_SCHEMA),
            ["jobId", "title", "createdAt", "status"]
        );
    }

    #[test]
    fn compact_is_the_tables_set_in_every_format() {
        let json = printer(Format::Jsonl, "compact")
            .render_list(&JOBS_WITH_SCHEMA, &jobs()[..1])
            .unwrap_or_default();
        assert_eq!(
            json,
            "{\"jobId\":\"j1\",\"title\":\"SRE\",\"createdAt\":\"2026-06-12T12:00:00Z\"}\n"
        );
        let table = |fields: &str| {
            printer(Format::Table, fields)
                .render_list(&JOBS_WITH_SCHEMA, &jobs())
                .unwrap_or_default()
        };
        assert_eq!(table("compact"), table(""));
        for bad in ["compact,jobId", "all,compact"] {
            let e = Printer::new(options(Format::Csv, bad)).expect_err(bad);
            assert_eq!(e.kind, crate::ErrorKind::Usage, "{bad}");
        }
    }

    /// An object column of the view is its leaves, in dotted columns (a
    /// cell holds one value, never JSON): no cell is written twice.
    #[test]
    fn the_rest_skips_fields_a_compact_column_already_holds() {
        const HITS: View = View {
            columns: &[
                col("ID", "talentCardId", CellKind::Id),
                col("QUALITY", "profileSignals.workQuality", CellKind::Score),
            ],
            key: Some("talentCardId"),
            schema: Some("main#SearchHit"),
        };
        let cols = printer(Format::Csv, "").columns_of(&HITS);
        assert_eq!(
            cols[..4],
            [
                "talentCardId",
                "profileSignals.workQuality.score",
                "profileSignals.workQuality.level",
                "profileSignals.workQuality.reason"
            ]
        );
        assert!(!cols.contains(&"profileSignals.workQuality".to_string()));
        assert!(cols.contains(&"profileSignals.careerGrowth.score".to_string()));
        assert!(cols.contains(&"redactedResumeText".to_string()));
        let unique: std::collections::HashSet<_> = cols.iter().collect();
        assert_eq!(unique.len(), cols.len());
    }

    /// Regression (issue 46, finding 3): the key is masked in each record
    /// before it is rendered, so a table that cuts a long title shows no
    /// part of it, and every format and raw body is masked alike.
    #[test]
    fn the_key_is_masked_before_rendering_in_every_format_and_no_cut_cell_shows_part_of_it() {
        let key = "svc_live_0123456789abcdefghijklmnopqrstuv";
        let secrets = Secrets::default();
        let title = format!("{} leak {key}", "x".repeat(30));
        let records =
            vec![json!({"jobId": "j1", "title": title, "createdAt": "2026-06-12T12:00:00Z"})];
        for format in [
            Format::Table,
            Format::Json,
            Format::Jsonl,
            Format::Csv,
            Format::Tsv,
        ] {
            let p = printer(format, "").masking(secrets.clone());
            // The key learnt after the printer was built (the client is lazy).
            secrets.add([key]);
            let text = p.render_list(&JOBS, &records).unwrap_or_default();
            assert!(!text.contains("svc_live_0123"), "{format:?}: {text}");
            let one = p.render_one(&JOBS, &records[0]).unwrap_or_default();
            assert!(!one.contains("svc_live_0123"), "{format:?}: {one}");
            if format != Format::Table {
                assert!(text.contains("leak [redacted]"), "{format:?}: {text}");
            }
        }
        let cap = Capture::default();
        let p = printer(Format::Json, "").masking(secrets);
        p.raw_to(&cap, format!("{{\"title\": \"{key}\"}}").as_bytes())
            .unwrap_or_default();
        assert_eq!(cap.all(), "{\"title\": \"[redacted]\"}");
    }

    #[test]
    fn table_list_renders_at_finish() {
        let cap = run_list(&printer(Format::Table, ""), &jobs());
        assert_eq!(cap.count(), 1);
        let out = cap.all();
        assert!(
            out.contains("3 days ago") && out.contains("1 hour ago"),
            "{out}"
        );
        assert!(
            !out.contains("active"),
            "status is not a view column: {out}"
        );
    }

    #[test]
    fn empty_table_prints_nothing_and_says_so() {
        let cap = run_list(&printer(Format::Table, ""), &[]);
        assert_eq!(cap.count(), 0);
        assert_eq!(*cap.notices.borrow(), ["no results"]);
    }

    #[test]
    fn render_list_matches_streamed_output() {
        for format in [Format::Table, Format::Json, Format::Jsonl, Format::Csv] {
            for fields in ["", "title,jobId"] {
                let p = printer(format, fields);
                let whole = p.render_list(&JOBS, &jobs()).unwrap_or_default();
                assert_eq!(whole, run_list(&p, &jobs()).all(), "{format:?} {fields}");
            }
        }
    }

    #[test]
    fn one_record_in_every_format() {
        let job = &jobs()[0];
        let one = |f: Format, fields: &str| {
            printer(f, fields)
                .render_one(&JOBS, job)
                .unwrap_or_default()
        };
        assert_eq!(one(Format::Json, "title"), "{\n  \"title\": \"SRE\"\n}\n");
        assert_eq!(
            one(Format::Jsonl, "title,jobId"),
            "{\"title\":\"SRE\",\"jobId\":\"j1\"}\n"
        );
        assert_eq!(
            one(Format::Csv, ""),
            "jobId,title,createdAt\nj1,SRE,2026-06-12T12:00:00Z\n"
        );
        let table = one(Format::Table, "");
        assert!(
            table.contains("FIELD") && table.contains("CREATED"),
            "{table}"
        );
        let table = one(Format::Table, "status,createdAt");
        assert!(
            table.contains("status") && table.contains("active"),
            "{table}"
        );
        assert!(
            table.contains("3 days ago"),
            "kind borrowed from the view: {table}"
        );
    }
}
