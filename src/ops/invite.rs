//! An invite to apply (first contact with a search candidate, one unit of
//! the messages quota): a repeat the ledger knows refused before anything,
//! sent once, its lost answer looked for in the job's pipeline, a repeat
//! answered with the thread to follow up in. A front end (the command, the
//! tool, a window) checks the body, builds an [`Invite`], runs it and shows
//! the [`Sent`] outcome itself.

use crate::api::query::id_segment;
use crate::api::types::InviteRequest;
use crate::api::{Client, Request};
use crate::error::Existing;
use crate::output::{col, CellKind, View};
use crate::records::Records;
use crate::{Error, ErrorKind, Result};

/// The service's answer when the pair was already invited or is in the pipeline.
use talent_spec::codes::ALREADY_EXISTS_IN_JOB_PIPELINE as ALREADY_IN_PIPELINE;

use super::kit::field::{Field, Words};
use super::kit::lost;
pub use super::kit::lost::Sent;
use super::kit::pipeline::find_thread;
use super::kit::routes;

/// The name an idempotency key records it under.
pub const GATE: &str = "invite";

/// A checked invite, ready to send.
pub struct Invite {
    body: InviteRequest,
    /// The job id as one path segment (for the pipeline lookups).
    job: String,
    req: Request,
}

impl Invite {
    /// The invite of `card` to `job` with `message`, checked here once for
    /// every front end (the command, the tool, the window): the ids trimmed,
    /// not blank and of their kind (a `cand_` id is refused), the message
    /// not blank. A refusal names the field in the words `w`; nothing is
    /// sent.
    pub fn new(card: &str, job: &str, message: String, w: Words) -> Result<Invite> {
        let (card, job) = Invite::ids(card, job, w)?;
        if message.trim().is_empty() {
            return Err(
                Error::usage(format!("{} is empty; nothing was sent", w(Field::Message)))
                    .with_hint(
                        "write the message to send (it may carry an interview booking link)",
                    ),
            );
        }
        let body = InviteRequest {
            talent_card_id: card.to_string(),
            job_id: job.to_string(),
            message,
        };
        let req = routes::invite_to_apply(&body)?;
        let job = id_segment(w(Field::JobId), &body.job_id)?;
        Ok(Invite { body, job, req })
    }

    /// The two ids, trimmed and checked (what [`Invite::new`] checks
    /// first): a front end that must read or write the message (a file,
    /// an editor) checks them before it does.
    pub fn ids<'a>(card: &'a str, job: &'a str, w: Words) -> Result<(&'a str, &'a str)> {
        let card = card.trim();
        if card.is_empty() {
            return Err(Error::usage(format!(
                "{} is empty; nothing was sent",
                w(Field::TalentCardId)
            ))
            .with_hint("give the talentCardId of a search hit"));
        }
        // The kind of id before the rest: a cand_ id names the commands
        // and tools that take it.
        super::kit::ids::talent_card(w(Field::TalentCardId), card)?;
        id_segment(w(Field::TalentCardId), card)?;
        let job = job.trim();
        id_segment(w(Field::JobId), job)?;
        Ok((card, job))
    }

    /// One message of the quota and one person reached (first contact).
    pub fn spends(&self) -> super::Spends {
        super::Spends::of(&self.req.effect)
    }

    /// The body, for an idempotency key's record of the request.
    pub fn body(&self) -> &InviteRequest {
        &self.body
    }

    /// What spends nothing comes first: an invite of this pair the ledger
    /// knows went out is a conflict naming the candidate's thread, before
    /// anything is asked or sent.
    pub async fn known(&self, client: &Client, records: Option<&Records>) -> Result<()> {
        let Some(records) = records else {
            return Ok(());
        };
        let (card, job) = (&self.body.talent_card_id, &self.body.job_id);
        if !records.invited(job, card).await? {
            return Ok(());
        }
        let e = Error::new(
            ErrorKind::Conflict,
            format!(
                "{card} was already invited to {job} ({ALREADY_IN_PIPELINE}, from the {}); nothing was sent",
                records.ledger_words()
            ),
        )
        .with_code(ALREADY_IN_PIPELINE);
        Err(self.with_thread(client, e).await)
    }

    /// Sends it once and returns what came of it, printing nothing. An
    /// answer lost on the way is looked for in the job's pipeline, never
    /// sent again blindly; a repeat (409, or the ledger's) is a conflict
    /// naming the candidate's thread when the job's applications show it.
    pub async fn run(&self, client: &Client) -> Result<Sent> {
        match lost::invite(client, &self.req, &self.job, &self.body.talent_card_id).await {
            Err(mut e) if e.code.as_deref() == Some(ALREADY_IN_PIPELINE) => {
                if e.status.is_some() {
                    // The service's words point at its own route; these
                    // say what happened, for either front end.
                    e.message = format!(
                        "{} was already invited to {} or is in its pipeline (HTTP 409, {ALREADY_IN_PIPELINE}); nothing was sent",
                        self.body.talent_card_id, self.body.job_id
                    );
                }
                Err(self.with_thread(client, e).await)
            }
            got => got,
        }
    }

    /// The conflict `e`, naming the candidate's thread (found in the
    /// job's applications, the only place it shows: the 409 carries none).
    async fn with_thread(&self, client: &Client, mut e: Error) -> Error {
        if e.thread().is_none() {
            if let Some(thread) = find_thread(client, &self.job, &self.body.talent_card_id).await {
                e = e.with_existing(Existing { thread });
            }
        }
        e.message = match e.thread() {
            Some(thread) => format!("{}; the candidate's thread is {thread}", e.message),
            None => format!(
                "{}; the job's applications do not show the candidate's thread yet",
                e.message
            ),
        };
        e
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
