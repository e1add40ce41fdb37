//! The printer: table, JSON, JSONL, CSV, field selection.

/// Output format of data on stdout.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum Format {
    Table,
    Json,
    Jsonl,
    Csv,
}
