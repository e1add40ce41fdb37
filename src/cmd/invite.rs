//! `talent invite TALENT_CARD_ID --job JOB_ID`: first contact with a search
//! candidate (POST /invite-to-apply, one unit of the messages quota).

use crate::ops::routes;
use std::path::PathBuf;

use clap::{ArgGroup, Args as ClapArgs};

use crate::api::query::id_segment;
use crate::api::types::InviteRequest;
use crate::api::Client;
use crate::cmd::Context;
use crate::input::message_text;
use crate::ops::idempotency::Gate;
use crate::ops::lost;
use crate::ops::pipeline::find_thread;
use crate::output::{col, CellKind, View};
use crate::{Error, Result};

/// The service's answer when the pair was already invited or is in the pipeline.
use talent_spec::codes::ALREADY_EXISTS_IN_JOB_PIPELINE as ALREADY_IN_PIPELINE;

/// Invite a candidate to apply to a job (first contact; spends a message)
///
/// Sends POST /invite-to-apply with your message (it may carry an interview
/// booking link). One invite per job and candidate: if the candidate was
/// already invited or is already in the job's pipeline, the command exits 7
/// and its hint names the thread to follow up in with `talent message`.
/// Replies land in the workspace inbox.
///
/// Example:
///   talent invite tc_8f2a91 --job job_5c1e0a --message-file invite.txt
#[derive(Debug, ClapArgs)]
#[command(verbatim_doc_comment)]
#[command(group(ArgGroup::new("text").required(true).args(["message", "message_file"])))]
pub struct Args {
    /// talentCardId of the candidate (from `talent search`)
    #[arg(value_name = "TALENT_CARD_ID")]
    pub talent_card_id: String,

    /// Job to invite to (from `talent jobs list`)
    #[arg(long, value_name = "JOB_ID")]
    pub job: String,

    /// The message to send
    #[arg(long, value_name = "TEXT")]
    pub message: Option<String>,

    /// Read the message from a file (- for stdin)
    #[arg(long, value_name = "FILE")]
    pub message_file: Option<PathBuf>,
}

/// The invite's outcome, vertically.
pub const INVITE_VIEW: View = View {
    columns: &[
        col("SENT", "success", CellKind::Bool),
        col("TALENT CARD", "talentCardId", CellKind::Id),
        col("JOB", "jobId", CellKind::Id),
        col("THREAD", "threadId", CellKind::Id),
    ],
    key: None,
    schema: Some("main#InviteResponse"),
};

pub async fn run(ctx: &Context, args: &Args) -> Result<()> {
    ctx.check(&INVITE_VIEW)?;
    let body = invite_body(args)?;
    let job_segment = id_segment("job id", &body.job_id)?;
    let req = routes::invite_to_apply(&body)?;
    let client = ctx.client().await?;
    let gate = ctx.once("invite", &serde_json::to_value(&body)?, |done| {
        ctx.printer().one(&ctx.ui, &INVITE_VIEW, done)
    })?;
    if matches!(gate, Gate::Done) {
        return Ok(());
    }
    let sent = match lost::invite(client, &req, &job_segment, &body.talent_card_id).await {
        Ok(sent) => sent,
        Err(e) if e.code.as_deref() == Some(ALREADY_IN_PIPELINE) => {
            return Err(with_thread_hint(client, e, &job_segment, args).await);
        }
        Err(e) => return Err(e),
    };
    if sent.recovered {
        ctx.ui.warn(
            "the answer was lost, but the candidate is now in the job's pipeline: the invite went through",
        );
    }
    let record = sent.record;
    gate.record(&record)?;
    ctx.printer().one(&ctx.ui, &INVITE_VIEW, &record)?;
    if let Some(thread) = record.get("threadId").and_then(|t| t.as_str()) {
        ctx.ui.hint(&format!(
            "follow up with `talent message {thread} --message ...`"
        ));
    }
    Ok(())
}

/// The body, checked: ids not blank, a message to send.
fn invite_body(args: &Args) -> Result<InviteRequest> {
    let talent_card_id = args.talent_card_id.trim();
    if talent_card_id.is_empty() {
        return Err(Error::usage("the talentCardId is empty")
            .with_hint("give the talentCardId of a search hit"));
    }
    let job_id = args.job.trim();
    id_segment("job id", job_id)?;
    let message = message_text(args.message.as_deref(), args.message_file.as_deref())?;
    Ok(InviteRequest {
        talent_card_id: talent_card_id.to_string(),
        job_id: job_id.to_string(),
        message,
    })
}

/// A 409 `already_exists_in_job_pipeline` whose hint names the follow-up
/// command, with the candidate's thread when the job's applications show it.
async fn with_thread_hint(client: &Client, e: Error, job: &str, args: &Args) -> Error {
    let text_flag = match &args.message_file {
        Some(path) => format!("--message-file {}", path.display()),
        None => "--message \"...\"".to_string(),
    };
    let hint = match find_thread(client, job, args.talent_card_id.trim()).await {
        Some(thread) => format!(
            "invites are first contact only; follow up in the thread: talent message {thread} {text_flag}"
        ),
        None => format!(
            "invites are first contact only; find the thread with `talent apps {} --fields talentCardId,threadId`, then `talent message THREAD_ID {text_flag}`",
            args.job.trim()
        ),
    };
    e.with_hint(hint)
}
