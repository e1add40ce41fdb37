//! Operations: what a command does, with typed inputs and no clap and no
//! terminal of their own, in the manner of cargo's `ops`. A command file
//! translates its arguments into these and calls one; what an operation
//! prints goes to the printer it is handed, its progress and notices to a
//! [`Sink`] (a terminal, or later a window), never to the terminal itself.
//!
//! Each module here is an operation (or a part of one: `job_draft`,
//! `report_html`); the machinery they share (the routes, the list runner
//! and its sinks, the typed search query, ids, fields, idempotency keys,
//! the pipeline and lost-answer lookups) is in `kit/`.

use talent_spec::rate::Meter;

use crate::api::Effect;
use crate::output::{Out, Printer};
use crate::sink::Sink;

pub mod alias;
pub mod apps;
pub mod browse;
pub mod bulk_invite;
pub mod candidate;
pub mod doctor;
pub mod fixtures;
pub mod invite;
pub mod job_draft;
pub mod jobs;
pub mod kit;
pub mod ledger_import;
pub mod message;
pub mod report;
pub mod report_html;
pub mod shortlist;
pub mod stages;
pub mod status;
pub mod team;
pub mod usage;
pub mod webhook_listen;
pub mod webhooks;

/// What an operation reports through: records to the printer, which writes
/// them to `out` (stdout or the `--out` file on a terminal); progress and
/// notices to `sink`.
#[derive(Clone, Copy)]
pub struct Io<'a> {
    pub printer: &'a Printer,
    pub out: &'a dyn Out,
    pub sink: &'a dyn Sink,
    /// The front end's words for the fields a notice or refusal names.
    pub words: kit::field::Words,
}

/// What an operation spends, said once by the operation (derived from its
/// request's effect where the request has one): the guard meters the quota;
/// an MCP session also counts people reached and jobs changed against its
/// allowances, and asks before what cannot be undone.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Spends {
    /// The meter and its units (a search, an unlock, an invite's message).
    pub meter: Option<(Meter, u64)>,
    /// People reached (invites, messages, bulk invites).
    pub people: u64,
    /// Jobs created or changed.
    pub job_changes: u64,
    /// It cannot be undone (closing a job, deleting an endpoint).
    pub destructive: bool,
}

impl Spends {
    /// A read: nothing.
    pub const NOTHING: Spends = Spends {
        meter: None,
        people: 0,
        job_changes: 0,
        destructive: false,
    };

    /// What a request with `effect` spends.
    pub fn of(effect: &Effect) -> Spends {
        let metered = |m: Meter| Spends {
            meter: Some((m, 1)),
            ..Spends::NOTHING
        };
        match effect {
            Effect::None => Spends::NOTHING,
            Effect::Search => metered(Meter::Searches),
            Effect::Unlock { .. } => metered(Meter::ApiUnlocks),
            Effect::Invite { .. } => Spends {
                people: 1,
                ..metered(Meter::Messages)
            },
            Effect::BulkInvite { n, .. } => Spends {
                people: *n,
                ..Spends::NOTHING
            },
            Effect::Message { .. } => Spends {
                people: 1,
                ..Spends::NOTHING
            },
        }
    }

    /// Units of the meter (0 when it spends no quota).
    pub fn units(&self) -> u64 {
        self.meter.map_or(0, |(_, n)| n)
    }
}
