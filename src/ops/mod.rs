//! Operations: what a command does, with typed inputs and no clap and no
//! terminal of their own, in the manner of cargo's `ops`. A command file
//! translates its arguments into these and hands the results to the printer.

pub mod alias;
pub mod browse;
pub mod bulk_invite;
pub mod doctor;
pub mod export;
pub mod fixtures;
pub mod idempotency;
pub mod job_draft;
pub mod lost;
pub mod meters;
pub mod pager;
pub mod pipeline;
pub mod raw_pages;
pub mod routes;
pub mod search;
pub mod showing;
pub mod status;
pub mod webhook_listen;
