//! `talent message THREAD_ID`: a follow-up in an existing thread
//! (POST /messages; spends no quota).

use std::path::PathBuf;

use clap::{ArgGroup, Args as ClapArgs};

use crate::cmd::Context;
use crate::input::message_text;
use crate::ops::idempotency::Gate;
use crate::ops::message::{Message, GATE};
use crate::Result;

/// Send a follow-up message in an existing thread
///
/// Sends POST /messages in a thread that an invite (or the pipeline) opened;
/// thread ids come from `talent invite` and `talent apps JOB_ID`. Follow-ups
/// do not spend the messages quota.
///
/// Example:
///   talent message thr_41c9e2 --message "Are you free Thursday at 4?"
#[derive(Debug, ClapArgs)]
#[command(add = crate::cmd::complete::Prints(&[&crate::cmd::message::MESSAGE_VIEW]))]
#[command(verbatim_doc_comment)]
#[command(group(ArgGroup::new("text").required(true).args(["message", "message_file"])))]
pub struct Args {
    /// Thread id (from `talent invite` or `talent apps`)
    #[arg(value_name = "THREAD_ID")]
    pub thread_id: String,

    /// The message to send
    #[arg(long, value_name = "TEXT")]
    pub message: Option<String>,

    /// Read the message from a file (- for stdin)
    #[arg(long, value_name = "FILE")]
    pub message_file: Option<PathBuf>,
}

pub use crate::ops::message::MESSAGE_VIEW;

pub async fn run(ctx: &Context, args: &Args) -> Result<()> {
    ctx.check(&MESSAGE_VIEW)?;
    let text = message_text(args.message.as_deref(), args.message_file.as_deref())?;
    let message = Message::new("thread id", &args.thread_id, text)?;
    let client = ctx.client().await?;
    let gate = ctx.once(GATE, &message.record()?, |done| {
        ctx.printer().one(&ctx.ui, &MESSAGE_VIEW, done)
    })?;
    if matches!(gate, Gate::Done) {
        return Ok(());
    }
    let record = message.run(client).await?;
    gate.record(&record)?;
    ctx.printer().one(&ctx.ui, &MESSAGE_VIEW, &record)
}
