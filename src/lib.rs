//! `talent`: a command-line client for the Talent Sourcing Service, with the
//! service's simulator (the sandbox, crate `talent-sandbox`) built in; the
//! service's facts live once in `talent-spec`.
//!
//! `main.rs` parses and maps errors to exit codes; `cmd` translates arguments;
//! `ui` is the terminal (and writes `--out` data through the export);
//! `api`, `guard`, `ledger`, `ops` and `mcp` have no clap and never reach
//! the terminal (the layout tests pin it); `output` formats records and
//! writes them through its `Out` seam; it imports `Ui` to implement `Out`
//! for it and for the printer's shortcuts that write to it (`one`, `list`,
//! `jq_raw`, `stream`).

// Output goes through `ui` (and the printer) only.
#![deny(clippy::print_stdout, clippy::print_stderr)]

pub mod accessible;
pub mod api;
pub mod auth;
pub mod clock;
pub mod cmd;
pub mod config;
pub mod error;
mod fsutil;
pub mod guard;
pub mod input;
pub mod ledger;
pub mod mcp;
pub mod meter;
pub mod money;
pub mod ops;
pub mod output;
pub mod paths;
pub mod recall;
pub mod records;
pub mod secrets;
pub mod serve;
pub mod signals;
pub mod sink;
// tokio's spawns with their futures boxed, shared with the sandbox.
pub use talent_sandbox::task;
pub mod text;
pub mod topics;
pub mod ui;
pub mod x509;

pub use error::{Error, ErrorKind, Result};
