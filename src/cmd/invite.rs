//! `talent invite TALENT_CARD_ID --job JOB_ID`: first contact with a search
//! candidate (POST /invite-to-apply, one unit of the messages quota).

use std::path::PathBuf;

use clap::{ArgGroup, Args as ClapArgs};

use crate::cmd::args::flag;
use crate::cmd::editor::message_or_edit;
use crate::cmd::Context;
use crate::ops::invite::Invite;
use crate::ops::kit::idempotency::Gate;
use crate::{Error, Result};

/// Invite a candidate to apply to a job (first contact; spends a message)
///
/// Sends POST /invite-to-apply with your message (it may carry an interview
/// booking link). One invite per job and candidate: if the candidate was
/// already invited or is already in the job's pipeline, the command exits 7
/// and its hint names the thread to follow up in with `talent message`.
/// Replies land in the workspace inbox. Without --message or --message-file
/// on a terminal, the message is written in your editor ($VISUAL, $EDITOR,
/// nano, vi); without a terminal a message is required (exit 2).
///
/// Examples:
///   talent invite tc_8f2a91 --job job_5c1e0a --message-file invite.txt
///   talent invite tc_8f2a91 --job job_5c1e0a --message "Hi! Open to a chat about a Rust role?"
///   talent invite tc_8f2a91 --job job_5c1e0a --message-file invite.txt --dry-run
///   talent invite tc_8f2a91 --job job_5c1e0a --message-file invite.txt --idempotency-key tc_8f2a91-1
#[derive(Debug, ClapArgs)]
#[command(add = crate::cmd::complete::Prints(&[&crate::cmd::invite::INVITE_VIEW]))]
#[command(verbatim_doc_comment)]
#[command(group(ArgGroup::new("text").args(["message", "message_file"])))]
pub struct Args {
    /// talentCardId of the candidate (from `talent search`)
    #[arg(value_name = "TALENT_CARD_ID")]
    pub talent_card_id: String,

    /// Job to invite to (from `talent jobs list`)
    #[arg(long, value_name = "JOB_ID")]
    pub job: String,

    /// The message to send [default: on a terminal, written in your editor]
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
    let invite = checked(ctx, args)?;
    let client = ctx.client().await?;
    let gate = ctx.once(
        crate::ops::invite::GATE,
        &serde_json::to_value(invite.body())?,
        |done| ctx.printer().one(&ctx.ui, &INVITE_VIEW, done),
    )?;
    if matches!(gate, Gate::Done) {
        return Ok(());
    }
    let repeat = |e: Error| follow_up_hint(e, &args.job, &text_flag);
    invite
        .known(client, ctx.records().map(|r| r.as_ref()))
        .await
        .map_err(repeat)?;
    // `ask = "spends"`: the one question before the invite goes out, after
    // the checks that spend nothing (a replayed key, an invite the ledger
    // or the service knows), so a known invite is a conflict unasked.
    let body = invite.body();
    ctx.ask_first(
        crate::guard::Cost::Meter(talent_spec::rate::Meter::Messages, 1),
        crate::guard::Kind::Outreach,
        std::slice::from_ref(&body.talent_card_id),
        Some(&body.job_id),
    )
    .await?;
    let sent = invite.run(client).await.map_err(repeat)?;
    if sent.recovered {
        ctx.ui.warn(
            "the answer was lost, but the candidate is now in the job's pipeline: the invite went through",
        );
    }
    gate.record(&sent.record)?;
    ctx.printer().one(&ctx.ui, &INVITE_VIEW, &sent.record)?;
    if let Some(thread) = sent.record.get("threadId").and_then(|t| t.as_str()) {
        ctx.ui.hint(&format!(
            "follow up with `talent message {thread} --message ...`"
        ));
    }
    Ok(())
}

/// A repeated invite's hint: the command that follows up in the thread the
/// conflict names, or how to find it.
fn follow_up_hint(e: Error, job: &str, text_flag: &str) -> Error {
    if e.kind != crate::ErrorKind::Conflict {
        return e;
    }
    let hint = match e.thread() {
        Some(thread) => format!(
            "invites are first contact only; follow up in the thread: talent message {thread} {text_flag}"
        ),
        None => format!(
            "invites are first contact only; find the thread with `talent apps {job} --fields talentCardId,threadId`, then `talent message THREAD_ID {text_flag}`"
        ),
    };
    e.with_hint(hint)
}

/// The invite, checked by the operation: the ids first (a `cand_` id is
/// refused before the message is read or written), then the message given
/// or written in the editor on a terminal.
fn checked(ctx: &Context, args: &Args) -> Result<Invite> {
    let (card, job) = Invite::ids(&args.talent_card_id, &args.job, flag)?;
    let message = message_or_edit(
        ctx,
        args.message.as_deref(),
        args.message_file.as_deref(),
        || invite_template(card, job),
    )?;
    Invite::new(card, job, message, flag)
}

/// The editor's starting text for `invite`: what it is and what sending it
/// spends; the `#` lines are dropped.
fn invite_template(card: &str, job: &str) -> String {
    format!(
        "\n# Invite {card} to apply to job {job}.\n\
         # Sending it spends 1 message of the messages quota (`talent usage` shows what is left).\n\
         # Write the message above (it may carry an interview booking link).\n\
         # Lines starting with # are dropped; an empty message sends nothing.\n"
    )
}
