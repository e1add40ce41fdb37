//! `talent message THREAD_ID`: a follow-up in an existing thread
//! (POST /messages; spends no quota).

use crate::ops::{lost, routes};
use std::path::PathBuf;

use clap::{ArgGroup, Args as ClapArgs};

use crate::api::types::MessageRequest;
use crate::cmd::Context;
use crate::input::message_text;
use crate::ops::idempotency::Gate;
use crate::output::{col, CellKind, View};
use crate::{Error, Result};

/// Send a follow-up message in an existing thread
///
/// Sends POST /messages in a thread that an invite (or the pipeline) opened;
/// thread ids come from `talent invite` and `talent apps JOB_ID`. Follow-ups
/// do not spend the messages quota.
///
/// Example:
///   talent message thr_41c9e2 --message "Are you free Thursday at 4?"
#[derive(Debug, ClapArgs)]
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

/// The sent message, vertically.
pub const MESSAGE_VIEW: View = View {
    columns: &[
        col("SENT", "success", CellKind::Bool),
        col("THREAD", "threadId", CellKind::Id),
        col("MESSAGE ID", "messageId", CellKind::Id),
    ],
    key: None,
    schema: Some("main#MessageResponse"),
};

pub async fn run(ctx: &Context, args: &Args) -> Result<()> {
    ctx.check(&MESSAGE_VIEW)?;
    let body = message_body(args)?;
    let req = routes::message(&body)?;
    let client = ctx.client().await?;
    let gate = ctx.once("message", &serde_json::to_value(&body)?, |done| {
        ctx.printer().one(&ctx.ui, &MESSAGE_VIEW, done)
    })?;
    if matches!(gate, Gate::Done) {
        return Ok(());
    }
    let record = client.send(&req).await.map_err(lost::message)?.record()?;
    gate.record(&record)?;
    ctx.printer().one(&ctx.ui, &MESSAGE_VIEW, &record)
}

/// The body, checked: a thread id and a message that is not blank.
fn message_body(args: &Args) -> Result<MessageRequest> {
    let thread_id = args.thread_id.trim();
    if thread_id.is_empty() {
        return Err(Error::usage("the thread id is empty")
            .with_hint("thread ids come from `talent invite` and `talent apps JOB_ID`"));
    }
    let message = message_text(args.message.as_deref(), args.message_file.as_deref())?;
    Ok(MessageRequest {
        thread_id: thread_id.to_string(),
        message,
    })
}
