//! `talent invite TALENT_CARD_ID --job JOB_ID`: first contact with a search
//! candidate (POST /invite-to-apply, one unit of the messages quota).

use std::path::PathBuf;

use clap::{ArgGroup, Args as ClapArgs};

use crate::api::query::id_segment;
use crate::api::types::InviteRequest;
use crate::cmd::Context;
use crate::input::message_text;
use crate::ops::idempotency::Gate;
use crate::ops::invite::Invite;
use crate::{Error, Result};

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
#[command(add = crate::cmd::complete::Prints(&[&crate::cmd::invite::INVITE_VIEW]))]
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

pub use crate::ops::invite::INVITE_VIEW;

pub async fn run(ctx: &Context, args: &Args) -> Result<()> {
    ctx.check(&INVITE_VIEW)?;
    let text_flag = match &args.message_file {
        Some(path) => format!("--message-file {}", path.display()),
        None => "--message \"...\"".to_string(),
    };
    let invite = Invite::new(invite_body(args)?, text_flag)?;
    let client = ctx.client().await?;
    // `ask = "spends"`: the one question before the invite goes out.
    let body = invite.body();
    ctx.ask_first(
        crate::guard::Cost::Meter(talent_spec::rate::Meter::Messages, 1),
        crate::guard::Kind::Outreach,
        std::slice::from_ref(&body.talent_card_id),
        Some(&body.job_id),
    )
    .await?;
    let gate = ctx.once(
        crate::ops::invite::GATE,
        &serde_json::to_value(invite.body())?,
        |done| ctx.printer().one(&ctx.ui, &INVITE_VIEW, done),
    )?;
    if matches!(gate, Gate::Done) {
        return Ok(());
    }
    invite.run(client, ctx.io(), &INVITE_VIEW, &gate).await
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
