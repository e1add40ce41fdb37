//! Operations: what a command does, with typed inputs and no clap and no
//! terminal of their own, in the manner of cargo's `ops`. A command file
//! translates its arguments into these and calls one; what an operation
//! prints goes to the printer it is handed, its progress and notices to a
//! [`Sink`] (a terminal, or later a window), never to the terminal itself.

use crate::output::{Out, Printer};
use crate::sink::Sink;

pub mod alias;
pub mod browse;
pub mod bulk_invite;
pub mod doctor;
pub mod export;
pub mod fixtures;
pub mod fresh;
pub mod idempotency;
pub mod invite;
pub mod job_draft;
pub mod ledger_import;
pub mod list;
pub mod lost;
pub mod meters;
pub mod pager;
pub mod pipeline;
pub mod raw_pages;
pub mod report;
pub mod report_html;
pub mod routes;
pub mod search;
pub mod showing;
pub mod status;
pub mod team;
pub mod webhook_listen;

/// What an operation reports through: records to the printer, which writes
/// them to `out` (stdout or the `--out` file on a terminal); progress and
/// notices to `sink`.
#[derive(Clone, Copy)]
pub struct Io<'a> {
    pub printer: &'a Printer,
    pub out: &'a dyn Out,
    pub sink: &'a dyn Sink,
}
