//! The one harness every integration test uses: an isolated environment for
//! the real binary (`env`), a sandbox to point it at (`sandbox`: in this
//! process, or `talent sandbox serve` as a child where the server itself is
//! under test), the one way to run it and read what it did (`run`), the
//! sandbox read and set directly (`service`), whole-output snapshots with
//! insta filters (`snapshot`), a tiny webhook receiver (`receiver`), and a
//! pseudo-terminal through tmux (`pty`), and the one way a test says it
//! did not run for a missing program (`skip`).
//!
//! Every run gets the same seed (the sandbox's) and a clock that starts at
//! [`START`] when its environment is made and then runs in real time
//! (`TALENT_NOW=START@R`): output is stable from day to day, while pacer
//! windows, reservations and scaled cycles still move.

#![allow(dead_code, unused_imports)]

mod env;
mod json_schema;
pub mod latency;
pub mod pg;
mod pty;
mod receiver;
mod run;
mod sandbox;
mod service;
mod skip;
mod snapshot;

pub use env::*;
pub use json_schema::*;
pub use pty::*;
pub use receiver::*;
pub use run::*;
pub use sandbox::*;
pub use service::*;
pub use skip::*;
pub use snapshot::*;
