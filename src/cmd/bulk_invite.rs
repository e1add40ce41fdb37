//! `talent bulk-invite JOB_ID`: POST /v1/sourcing/invite in batches of 50
//! ids, one result per candidate streamed to the printer, a summary on stderr.

use std::path::PathBuf;

use clap::Args as ClapArgs;
use serde_json::{json, Value};

use crate::api::query::id_segment;
use crate::api::types::{BulkInviteRequest, BulkInviteResponse};
use crate::api::{Method, Request};
use crate::cmd::Context;
use crate::input::{flat_list, parse_id_list, read_input, text_or_file};
use crate::output::{col, CellKind, View};
use crate::{Error, ErrorKind, Result};
use talent_spec::enums::{Channel, InviteStatus};

use crate::cmd::args::wire;

/// Ids per request (the service's maximum).
pub const CHUNK: usize = talent_spec::limits::BULK_INVITE_IDS;
/// Invites a job takes per day.
pub const DAILY_CAP: usize = talent_spec::limits::BULK_INVITES_PER_JOB_PER_DAY as usize;
/// Longest custom message.
pub const MESSAGE_MAX: usize = talent_spec::limits::BULK_INVITE_MESSAGE_MAX;

/// Invite many candidates to a job by WhatsApp and/or e-mail
///
/// Sends invites through the additional interface (POST /v1/sourcing/invite),
/// 50 ids a request, duplicates dropped, order kept. Ids come from
/// --candidates (repeats and commas) or --candidates-file (one a line or
/// comma-separated; blank lines and # comments skipped; `-` reads stdin).
///
/// Prints one result per candidate: sent, or already_invited (invited to
/// this job within 30 days; no second message goes out). Exits 0 when every
/// id was sent or already invited. A job takes at most 500 invites a day; a
/// batch that would pass it is refused (exit 5) and the summary says how many
/// went out before. --dry-run checks everything and prints the planned
/// batches without sending.
///
/// Example: talent bulk-invite job_0001 --candidates-file shortlist.txt --channel whatsapp --message "Hi! Open to a chat?"
#[derive(Debug, ClapArgs)]
#[command(group(clap::ArgGroup::new("ids").required(true).args(["candidates", "candidates_file"])))]
pub struct Args {
    /// The job to invite to
    #[arg(value_name = "JOB_ID")]
    pub job_id: String,

    /// Candidate ids (cand_...), repeated or comma-separated
    #[arg(long, value_name = "ID,ID")]
    pub candidates: Vec<String>,

    /// Read candidate ids from a file (`-` for stdin)
    #[arg(long, value_name = "F")]
    pub candidates_file: Option<PathBuf>,

    /// How to reach them [service default: both]
    #[arg(long, value_parser = wire::<Channel>(), value_name = "C")]
    pub channel: Option<Channel>,

    /// Custom message, at most 500 characters [default: the service's template]
    #[arg(long, value_name = "TEXT", conflicts_with = "message_file")]
    pub message: Option<String>,

    /// Read the custom message from a file (`-` for stdin)
    #[arg(long, value_name = "F")]
    pub message_file: Option<PathBuf>,

    /// Check and print the planned batches; send nothing
    #[arg(long)]
    pub dry_run: bool,
}

const RESULT_VIEW: View = View {
    columns: &[
        col("CANDIDATE", "candidate_id", CellKind::Text),
        col("STATUS", "status", CellKind::Text),
        col("CHANNEL", "channel", CellKind::Text),
    ],
};

const PLAN_VIEW: View = View {
    columns: &[
        col("BATCH", "batch", CellKind::Number),
        col("IDS", "count", CellKind::Number),
        col("CANDIDATES", "candidate_ids", CellKind::List),
    ],
};

/// What the batches came to, for the summary line.
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
struct Tally {
    sent: usize,
    already: usize,
    other: usize,
}

impl Tally {
    fn add(&mut self, result: &Value) {
        match result.get("status").and_then(Value::as_str) {
            Some(v) if v == InviteStatus::Sent.as_str() => self.sent += 1,
            Some(v) if v == InviteStatus::AlreadyInvited.as_str() => self.already += 1,
            _ => self.other += 1,
        }
    }

    fn line(&self) -> String {
        format!("Sent {}, already invited {}", self.sent, self.already)
    }
}

pub async fn run(ctx: &Context, args: &Args) -> Result<()> {
    id_segment("job id", &args.job_id)?;
    let ids = collect_ids(args)?;
    let message = message(args)?;
    let batches: Vec<&[String]> = ids.chunks(CHUNK).collect();
    if args.dry_run {
        return print_plan(ctx, args, &ids, &batches);
    }
    if ids.len() > DAILY_CAP {
        ctx.ui.warn(&format!(
            "{} candidates exceed the {DAILY_CAP} invites a job takes per day; the batch that \
             would pass the cap is refused and later ones are not sent",
            ids.len()
        ));
    }
    send_batches(ctx, args, &batches, message).await
}

/// The ids of both flags and the file, deduplicated in order, each checked.
fn collect_ids(args: &Args) -> Result<Vec<String>> {
    let mut raw = flat_list(&args.candidates);
    if let Some(path) = &args.candidates_file {
        raw.extend(parse_id_list(&read_input(path)?));
    }
    let ids = dedupe(raw);
    if ids.is_empty() {
        return Err(Error::usage("no candidate ids to invite")
            .with_hint("give --candidates ID,ID or a --candidates-file with one id a line"));
    }
    for id in &ids {
        id_segment("candidate id", id)?;
    }
    Ok(ids)
}

/// Drops repeats, keeping each id's first place.
fn dedupe(ids: Vec<String>) -> Vec<String> {
    let mut seen = std::collections::HashSet::new();
    ids.into_iter()
        .filter(|id| seen.insert(id.clone()))
        .collect()
}

/// The custom message, when one is given: not blank, at most 500 characters.
fn message(args: &Args) -> Result<Option<String>> {
    let Some(text) = text_or_file(args.message.as_deref(), args.message_file.as_deref())? else {
        return Ok(None);
    };
    if text.trim().is_empty() {
        return Err(Error::usage("the message is empty")
            .with_hint("write something, or leave --message out to use the service's template"));
    }
    let n = text.chars().count();
    if n > MESSAGE_MAX {
        return Err(Error::usage(format!(
            "the message has {n} characters; the service takes at most {MESSAGE_MAX}"
        ))
        .with_hint("shorten it"));
    }
    Ok(Some(text))
}

/// `--dry-run`: one record per planned batch.
fn print_plan(ctx: &Context, args: &Args, ids: &[String], batches: &[&[String]]) -> Result<()> {
    let mut out = ctx.printer().list(&ctx.ui, &PLAN_VIEW);
    for (i, batch) in batches.iter().enumerate() {
        out.push(&json!({"batch": i + 1, "count": batch.len(), "candidate_ids": batch}))?;
    }
    out.finish()?;
    let channel = args
        .channel
        .map_or("both (service default)", Channel::as_str);
    ctx.ui.status(&format!(
        "Dry run: {} candidates for job {} in {} request(s) by {channel}; nothing was sent.",
        ids.len(),
        args.job_id,
        batches.len()
    ));
    if ids.len() > DAILY_CAP {
        ctx.ui.warn(&format!(
            "more than {DAILY_CAP} ids: the job's daily cap would refuse the later batches"
        ));
    }
    Ok(())
}

/// Sends batch after batch, streaming each result; stops at the first error
/// and says what had gone out before it.
async fn send_batches(
    ctx: &Context,
    args: &Args,
    batches: &[&[String]],
    message: Option<String>,
) -> Result<()> {
    let client = ctx.client().await?;
    let mut out = ctx.printer().list(&ctx.ui, &RESULT_VIEW);
    let mut tally = Tally::default();
    let mut failure = None;
    for (i, batch) in batches.iter().enumerate() {
        let body = BulkInviteRequest {
            job_id: args.job_id.clone(),
            candidate_ids: batch.to_vec(),
            channel: args.channel.map(|c| c.as_str().to_string()),
            message: message.clone(),
        };
        let req = Request::alt(Method::Post, "/sourcing/invite").json(serde_json::to_value(&body)?);
        let got = match client.send(&req).await {
            Ok(resp) => resp.decode::<BulkInviteResponse>()?,
            Err(e) => {
                failure = Some(partial_failure(e, i, batches.len(), tally));
                break;
            }
        };
        for result in &got.results {
            tally.add(result);
            out.push(result)?;
        }
        let answered = got.results.len();
        if answered < batch.len() {
            tally.other += batch.len() - answered;
        }
    }
    if let Some(e) = failure {
        // With nothing answered the error alone says it, like any failed
        // command; otherwise the results so far are printed first.
        if out.count() > 0 {
            out.finish()?;
            ctx.ui
                .status(&format!("{} (job {}).", tally.line(), args.job_id));
        }
        return Err(e);
    }
    out.finish()?;
    ctx.ui
        .status(&format!("{} (job {}).", tally.line(), args.job_id));
    if tally.other > 0 {
        return Err(Error::failure(format!(
            "{} candidate(s) were neither sent nor already invited",
            tally.other
        ))
        .with_hint("see the STATUS column; run with -v to see the exchange"));
    }
    Ok(())
}

/// The error of batch `index`, saying what went out before it. The daily cap
/// gets its own words: what was sent stays sent, the rest can go tomorrow.
fn partial_failure(mut e: Error, index: usize, total: usize, tally: Tally) -> Error {
    if index == 0 {
        return e;
    }
    e.message = format!(
        "batch {} of {total} failed after {} batch(es) went out ({}): {}",
        index + 1,
        index,
        tally.line().to_lowercase(),
        e.message
    );
    if e.kind == ErrorKind::Quota {
        e = e.with_hint(
            "the job's 500 invites a day are used; send the remaining ids tomorrow \
             (already-invited ones are skipped by the service)",
        );
    }
    e
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dedupe_keeps_first_places() {
        let ids = ["c", "a", "c", "b", "a"].map(String::from).to_vec();
        assert_eq!(dedupe(ids), vec!["c", "a", "b"]);
    }

    #[test]
    fn tally_counts_each_status() {
        let mut t = Tally::default();
        for s in ["sent", "sent", "already_invited", "bounced"] {
            t.add(&json!({"candidate_id": "c", "status": s}));
        }
        assert_eq!(
            t,
            Tally {
                sent: 2,
                already: 1,
                other: 1
            }
        );
        assert_eq!(t.line(), "Sent 2, already invited 1");
    }

    #[test]
    fn a_later_failure_says_what_went_out() {
        let e = Error::new(ErrorKind::Quota, "cap reached").with_code("invite_limit_exceeded");
        let tally = Tally {
            sent: 98,
            already: 2,
            other: 0,
        };
        let e = partial_failure(e, 2, 11, tally);
        assert_eq!(e.kind, ErrorKind::Quota);
        assert!(e.message.starts_with(
            "batch 3 of 11 failed after 2 batch(es) went out (sent 98, already invited 2)"
        ));
        let first = partial_failure(Error::usage("bad"), 0, 3, Tally::default());
        assert_eq!(first.message, "bad");
    }
}
