//! An invite to apply (first contact with a search candidate, one unit of
//! the messages quota): sent once, its lost answer looked for in the job's
//! pipeline, a repeat answered with the thread to follow up in. The
//! command (or a window) checks the body, builds an [`Invite`] and sends it.

use crate::api::query::id_segment;
use crate::api::types::InviteRequest;
use crate::api::{Client, Request};
use crate::output::{col, CellKind, View};
use crate::{Error, Result};

/// The service's answer when the pair was already invited or is in the pipeline.
use talent_spec::codes::ALREADY_EXISTS_IN_JOB_PIPELINE as ALREADY_IN_PIPELINE;

use super::idempotency::Gate;
use super::lost;
use super::pipeline::find_thread;
use super::routes;
use super::Io;

/// The name an idempotency key records it under.
pub const GATE: &str = "invite";

/// A checked invite, ready to send.
pub struct Invite {
    body: InviteRequest,
    /// The job id as one path segment (for the pipeline lookups).
    job: String,
    req: Request,
    /// How the message was given (`--message-file F`), repeated in the
    /// follow-up hint after a 409.
    text_flag: String,
}

impl Invite {
    /// The request for `body` (ids already trimmed and checked).
    /// `text_flag` is how the user gave the message, for the hint.
    pub fn new(body: InviteRequest, text_flag: String) -> Result<Invite> {
        super::ids::talent_card("talent_card_id", &body.talent_card_id)?;
        let job = id_segment("job id", &body.job_id)?;
        let req = routes::invite_to_apply(&body)?;
        Ok(Invite {
            body,
            job,
            req,
            text_flag,
        })
    }

    /// One message of the quota and one person reached (first contact).
    pub fn spends(&self) -> super::Spends {
        super::Spends::of(&self.req.effect)
    }

    /// The body, for an idempotency key's record of the request.
    pub fn body(&self) -> &InviteRequest {
        &self.body
    }

    /// Sends it (unless `gate` says a key already did) and prints the
    /// outcome as `view`, then the follow-up hint. An answer lost on the
    /// way is looked for in the job's pipeline; a repeat (409) names the
    /// candidate's thread.
    pub async fn run(&self, client: &Client, io: Io<'_>, view: &View, gate: &Gate) -> Result<()> {
        let sent = match self.deliver(client).await {
            Ok(sent) => sent,
            Err(e) if e.code.as_deref() == Some(ALREADY_IN_PIPELINE) => {
                return Err(self.with_thread_hint(client, e).await);
            }
            Err(e) => return Err(e),
        };
        if sent.recovered {
            io.sink.warn(
                "the answer was lost, but the candidate is now in the job's pipeline: the invite went through",
            );
        }
        let record = sent.record;
        gate.record(&record)?;
        io.printer.one_to(io.out, view, &record)?;
        if let Some(thread) = record.get("threadId").and_then(|t| t.as_str()) {
            io.sink.hint(&format!(
                "follow up with `talent message {thread} --message ...`"
            ));
        }
        Ok(())
    }

    /// Sends it once and returns the answer, printing nothing (a window
    /// shows the outcome itself). An answer lost on the way is looked for
    /// in the job's pipeline, never sent again blindly.
    pub async fn deliver(&self, client: &Client) -> Result<lost::Sent> {
        lost::invite(client, &self.req, &self.job, &self.body.talent_card_id).await
    }

    /// A 409 `already_exists_in_job_pipeline` whose hint names the follow-up
    /// command, with the candidate's thread when the job's applications show it.
    async fn with_thread_hint(&self, client: &Client, e: Error) -> Error {
        let text_flag = &self.text_flag;
        let hint = match find_thread(client, &self.job, &self.body.talent_card_id).await {
            Some(thread) => format!(
                "invites are first contact only; follow up in the thread: talent message {thread} {text_flag}"
            ),
            None => format!(
                "invites are first contact only; find the thread with `talent apps {} --fields talentCardId,threadId`, then `talent message THREAD_ID {text_flag}`",
                self.body.job_id
            ),
        };
        e.with_hint(hint)
    }
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
