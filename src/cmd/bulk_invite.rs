//! `talent bulk-invite JOB_ID`: POST /v1/sourcing/invite in batches of 50
//! ids, one result per candidate streamed to the printer, a summary on stderr.

use std::path::PathBuf;

use clap::Args as ClapArgs;

use crate::cmd::Context;
use crate::input::{flat_list, read_input, text_or_file};
use crate::ops::bulk_invite::{self, BulkInvitePlan};
use crate::ops::kit::idempotency::Gate;
use crate::output::View;
use crate::{ErrorKind, Result};
use talent_spec::enums::Channel;

use crate::cmd::args::{flag, wire};

/// Invite many candidates to a job by WhatsApp and/or e-mail
///
/// Sends invites through the additional interface (POST /v1/sourcing/invite),
/// 50 ids a request, duplicates dropped, order kept. Ids come from
/// --candidates (repeats and commas) or --candidates-file (one a line or
/// comma-separated; blank lines and # comments skipped; `-` reads stdin; a
/// CSV whose header names `id` or `candidate.id`, as `shortlist -o csv` and
/// `candidate list -o csv` write, gives that column).
///
/// Prints one result per candidate: sent, or already_invited (invited to
/// this job within 30 days; no second message goes out). Exits 0 when every
/// id was sent or already invited. A job takes at most 500 invites a day; a
/// batch that would pass it is refused (exit 5) and the summary says how many
/// went out before. --dry-run checks everything, the job too (that it
/// exists and is active: one free read of the job list, the only request a
/// preview sends), and prints the planned batches without inviting.
///
/// Examples:
///   talent bulk-invite job_0001 --candidates-file shortlist.txt --channel whatsapp \
///     --message "Hi! Open to a chat?"
///   talent bulk-invite job_0001 --candidates cand_0001,cand_0002 --dry-run
///   talent shortlist job_0001 -o tsv --fields candidate.id --no-headers | \
///     talent bulk-invite job_0001 --candidates-file -
///   talent bulk-invite job_0001 --candidates-file shortlist.txt --channel email --message-file invite.txt
#[derive(Debug, ClapArgs)]
#[command(verbatim_doc_comment)]
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
}

pub use crate::ops::bulk_invite::RESULT_VIEW;

pub use crate::ops::bulk_invite::PLAN_VIEW;

pub async fn run(ctx: &Context, args: &Args) -> Result<()> {
    let message = text_or_file(args.message.as_deref(), args.message_file.as_deref())?;
    let plan = BulkInvitePlan::new(
        &args.job_id,
        collect_ids(args)?,
        args.channel,
        message,
        flag,
    )?;
    // The global --dry-run: check everything, the job too (a read that
    // spends nothing), and print the planned batches.
    if ctx.global.dry_run {
        let planned = bulk_invite::preview(ctx.client().await?, &*ctx.ui, &plan)
            .await
            .map_err(|e| match e.kind {
                ErrorKind::NotFound => e.with_hint(
                    "see the ids with `talent jobs list --include-paused` (closed: `--status closed`)",
                ),
                _ => e,
            })?;
        return print_all(ctx, &PLAN_VIEW, &planned);
    }
    plan.warn_over_cap(&*ctx.ui);
    // The client opens the ledger the guard keeps (ctx.records below).
    let client = ctx.client().await?;
    let gate = ctx.once(crate::ops::bulk_invite::GATE, &plan.record(), |done| {
        print_all(
            ctx,
            &RESULT_VIEW,
            done.as_array().map_or(&[], Vec::as_slice),
        )
    })?;
    if matches!(gate, Gate::Done) {
        return Ok(());
    }
    // The question after a replayed key is answered from the record.
    ask_first(ctx, &plan).await?;
    // Each result printed as it comes; the list is closed once anything
    // was printed, whatever came of the rest.
    let mut out = ctx.printer().list_to(&*ctx.ui, &RESULT_VIEW);
    let sent = bulk_invite::send(client, ctx.records(), &*ctx.ui, &plan, &gate, &mut |r| {
        out.push(r)
    })
    .await;
    if sent.is_ok() || out.count() > 0 {
        out.finish()?;
    }
    sent.map(|_| ())
}

/// Prints `records` as one list of `view`.
fn print_all(ctx: &Context, view: &View, records: &[serde_json::Value]) -> Result<()> {
    let mut out = ctx.printer().list_to(&*ctx.ui, view);
    for record in records {
        out.push(record)?;
    }
    out.finish()
}

/// `ask = "spends"`: the one question before the first invite goes out,
/// naming the people the ledger does not know were invited already.
async fn ask_first(ctx: &Context, plan: &BulkInvitePlan) -> Result<()> {
    let rest = bulk_invite::unsent(ctx.records(), plan).await?;
    ctx.ask_first(
        crate::guard::Cost::BulkInvites {
            job: &plan.job_id,
            n: rest.len() as u64,
        },
        crate::guard::Kind::Outreach,
        &rest,
        Some(&plan.job_id),
    )
    .await
}

/// The ids of both flags and the file, as given.
fn collect_ids(args: &Args) -> Result<Vec<String>> {
    let mut raw = flat_list(&args.candidates);
    if let Some(path) = &args.candidates_file {
        raw.extend(crate::ops::kit::ids::candidates_file(&read_input(path)?)?);
    }
    Ok(raw)
}
