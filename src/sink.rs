//! Where notices and progress go, as the layers below the commands see it.
//!
//! The guard, the client and the operations never reach the terminal: the
//! command hands them a [`Sink`] (on a terminal, [`crate::ui::Ui`]; in
//! `browse`, the window; in tests, a recorder). Keeping it this narrow is
//! what lets an interactive window run an operation without a line or a
//! progress bar drawn behind its back.

use std::future::Future;
use std::pin::Pin;
use std::time::Duration;

/// The future an object-safe async method returns (a sink's, the guard's
/// hooks', the asker's). Defined in this leaf so the traits here need
/// nothing from the client; `api` re-exports it.
pub type BoxFuture<'a, T> = Pin<Box<dyn Future<Output = T> + Send + 'a>>;

/// Notices, warnings, traces and progress of one run.
pub trait Sink: Send + Sync {
    /// What was done (`spent 1 search, 98 of 100 left`); hidden by `--quiet`.
    fn status(&self, msg: &str);
    /// Something the user should know; hidden by `--quiet`.
    fn warn(&self, msg: &str);
    /// What to do next.
    fn hint(&self, msg: &str);
    /// A `--verbose` line.
    fn trace(&self, msg: &str);
    /// A progress indicator for work of `len` steps (a spinner when `None`);
    /// `hidden` when the work is one step. Cleared when dropped.
    fn progress(&self, len: Option<u64>, hidden: bool) -> Box<dyn Progress>;
    /// Sits out `wait`, saying why (a countdown on a terminal).
    fn countdown<'a>(&'a self, why: &'a str, wait: Duration) -> BoxFuture<'a, ()>;
}

/// Where a command's data goes instead of stdout (`--out`: the export,
/// which owns its file from `FILE.partial` to putting it in place).
pub trait DataOut: Send + Sync {
    fn write(&self, bytes: &[u8]) -> crate::Result<()>;
}

/// One progress indicator; cleared when dropped.
pub trait Progress: Send + Sync {
    fn set_position(&self, pos: u64);
    fn set_length(&self, len: u64);
    fn set_message(&self, msg: String);
    fn tick(&self);
}

/// A sink that drops everything (tests, and runs that report elsewhere).
pub struct Silent;

struct NoProgress;

impl Progress for NoProgress {
    fn set_position(&self, _: u64) {}
    fn set_length(&self, _: u64) {}
    fn set_message(&self, _: String) {}
    fn tick(&self) {}
}

impl Sink for Silent {
    fn status(&self, _: &str) {}
    fn warn(&self, _: &str) {}
    fn hint(&self, _: &str) {}
    fn trace(&self, _: &str) {}
    fn progress(&self, _: Option<u64>, _: bool) -> Box<dyn Progress> {
        Box::new(NoProgress)
    }
    fn countdown<'a>(&'a self, _: &'a str, wait: Duration) -> BoxFuture<'a, ()> {
        Box::pin(tokio::time::sleep(wait))
    }
}
