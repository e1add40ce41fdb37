//! `talent message THREAD_ID`: a follow-up in an existing thread
//! (POST /messages; spends no quota).

use std::path::PathBuf;

use clap::{ArgGroup, Args as ClapArgs};

use crate::cmd::editor::message_or_edit;
use crate::cmd::Context;
use crate::ops::kit::idempotency::Gate;
use crate::ops::message::{Message, GATE};
use crate::Result;

/// Send a follow-up message in an existing thread
///
/// Sends POST /messages in a thread that an invite (or the pipeline) opened;
/// thread ids come from `talent invite` and `talent apps JOB_ID`. Follow-ups
/// do not spend the messages quota. Without --message or --message-file on a
/// terminal, the message is written in your editor ($VISUAL, $EDITOR, nano,
/// vi); without a terminal a message is required (exit 2).
///
/// Example:
///   talent message thr_41c9e2 --message "Are you free Thursday at 4?"
#[derive(Debug, ClapArgs)]
#[command(add = crate::cmd::complete::Prints(&[&crate::cmd::message::MESSAGE_VIEW]))]
#[command(verbatim_doc_comment)]
#[command(group(ArgGroup::new("text").args(["message", "message_file"])))]
pub struct Args {
    /// Thread id (from `talent invite` or `talent apps`)
    #[arg(value_name = "THREAD_ID")]
    pub thread_id: String,

    /// The message to send [default: on a terminal, written in your editor]
    #[arg(long, value_name = "TEXT")]
    pub message: Option<String>,

    /// Read the message from a file (- for stdin)
    #[arg(long, value_name = "FILE")]
    pub message_file: Option<PathBuf>,
}

pub use crate::ops::message::MESSAGE_VIEW;

pub async fn run(ctx: &Context, args: &Args) -> Result<()> {
    ctx.check(&MESSAGE_VIEW)?;
    // The thread id is checked before the editor opens.
    crate::api::query::id_segment("thread id", args.thread_id.trim())?;
    let thread = args.thread_id.trim();
    let text = message_or_edit(
        ctx,
        args.message.as_deref(),
        args.message_file.as_deref(),
        || {
            format!(
                "\n# A follow-up in thread {thread}.\n\
                 # Sending it spends no quota (follow-ups are free; it reaches the thread's candidate).\n\
                 # Lines starting with # are dropped; an empty message sends nothing.\n"
            )
        },
    )?;
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
