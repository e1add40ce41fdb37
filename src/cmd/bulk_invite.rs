//! `talent bulk-invite JOB_ID`: POST /v1/sourcing/invite in batches of 50
//! ids, one result per candidate streamed to the printer, a summary on stderr.

use std::path::PathBuf;

use clap::Args as ClapArgs;
use serde_json::{json, Value};

use crate::api::types::BulkInviteResponse;
use crate::cmd::Context;
use crate::input::{flat_list, parse_id_list, read_input, text_or_file};
use crate::ops::bulk_invite::{self, partial_failure, BulkInvitePlan, Tally, DAILY_CAP};
use crate::ops::idempotency::Gate;
use crate::ops::lost;
use crate::output::{col, CellKind, View};
use crate::{Error, Result};
use talent_spec::enums::{Channel, InviteStatus};

use crate::cmd::args::wire;

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
/// went out before. --dry-run checks everything, the job too (that it
/// exists and is active: one free read of the job list, the only request a
/// preview sends), and prints the planned batches without inviting.
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
}

pub(crate) const RESULT_VIEW: View = View {
    columns: &[
        col("CANDIDATE", "candidate_id", CellKind::Id),
        col("STATUS", "status", CellKind::Enum),
        col("CHANNEL", "channel", CellKind::Enum),
    ],
    ..View::PLAIN
};

pub(crate) const PLAN_VIEW: View = View {
    columns: &[
        col("BATCH", "batch", CellKind::Number),
        col("IDS", "count", CellKind::Number),
        col("CANDIDATES", "candidate_ids", CellKind::List),
    ],
    ..View::PLAIN
};

pub async fn run(ctx: &Context, args: &Args) -> Result<()> {
    let message = text_or_file(args.message.as_deref(), args.message_file.as_deref())?;
    let plan = BulkInvitePlan::new(&args.job_id, collect_ids(args)?, args.channel, message)?;
    let batches: Vec<&[String]> = plan.batches().collect();
    // The global --dry-run: check everything, the job too (a read that
    // spends nothing), and print the planned batches.
    if ctx.global.dry_run {
        bulk_invite::check_job(ctx.client().await?, &plan.job_id).await?;
        return print_plan(ctx, &plan, &batches);
    }
    if plan.over_daily_cap() {
        ctx.ui.warn(&format!(
            "{} candidates exceed the {DAILY_CAP} invites a job takes per day; the batch that \
             would pass the cap is refused and later ones are not sent",
            plan.ids.len()
        ));
    }
    // The client opens the ledger the guard keeps (ctx.guard below).
    ctx.client().await?;
    let request = serde_json::json!({
        "job_id": plan.job_id, "candidate_ids": plan.ids,
        "channel": plan.channel.map(Channel::as_str), "message": plan.message,
    });
    let gate = ctx.once("bulk-invite", &request, |done| {
        let mut out = ctx.printer().list(&ctx.ui, &RESULT_VIEW);
        for result in done.as_array().into_iter().flatten() {
            out.push(result)?;
        }
        out.finish()
    })?;
    if matches!(gate, Gate::Done) {
        return Ok(());
    }
    // Ids the ledger saw invited to this job within 30 days: the service
    // would answer already_invited; they are not sent again.
    let known = match ctx.guard() {
        Some(guard) => {
            guard.prepare().await?;
            guard.known_invites(&plan.job_id, &plan.ids)
        }
        None => Vec::new(),
    };
    if !known.is_empty() {
        ctx.ui.status(&format!(
            "{} candidate(s) were invited to this job in the last 30 days (local ledger); not sent again",
            known.len()
        ));
    }
    let rest = plan.without(&known);
    let batches: Vec<&[String]> = match &rest {
        Some(rest) => rest.batches().collect(),
        None => Vec::new(),
    };
    send_batches(ctx, rest.as_ref().unwrap_or(&plan), &batches, &known, &gate).await
}

/// The ids of both flags and the file, as given.
fn collect_ids(args: &Args) -> Result<Vec<String>> {
    let mut raw = flat_list(&args.candidates);
    if let Some(path) = &args.candidates_file {
        raw.extend(parse_id_list(&read_input(path)?));
    }
    Ok(raw)
}

/// `--dry-run`: one record per planned batch.
fn print_plan(ctx: &Context, plan: &BulkInvitePlan, batches: &[&[String]]) -> Result<()> {
    let mut out = ctx.printer().list(&ctx.ui, &PLAN_VIEW);
    for (i, batch) in batches.iter().enumerate() {
        out.push(&json!({"batch": i + 1, "count": batch.len(), "candidate_ids": batch}))?;
    }
    out.finish()?;
    let channel = plan
        .channel
        .map_or("both (service default)", Channel::as_str);
    ctx.ui.status(&format!(
        "Dry run: {} candidates for job {} in {} request(s) by {channel}; nothing was sent.",
        plan.ids.len(),
        plan.job_id,
        batches.len()
    ));
    if plan.over_daily_cap() {
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
    plan: &BulkInvitePlan,
    batches: &[&[String]],
    known: &[String],
    gate: &Gate,
) -> Result<()> {
    let client = ctx.client().await?;
    let mut out = ctx.printer().list(&ctx.ui, &RESULT_VIEW);
    let mut tally = Tally::default();
    // Every result, for the idempotency record (at most the day's 500).
    let mut all: Vec<Value> = Vec::new();
    for id in known {
        let result = json!({"candidate_id": id, "status": InviteStatus::AlreadyInvited.as_str(), "channel": null});
        tally.add(&result);
        out.push(&result)?;
        all.push(result);
    }
    let mut failure = None;
    // More than one batch: a bar of batches and candidates on a terminal.
    let bar = ctx
        .ui
        .progress(Some(batches.len() as u64), batches.len() < 2);
    let total: usize = batches.iter().map(|b| b.len()).sum();
    let mut done = 0usize;
    for (i, batch) in batches.iter().enumerate() {
        bar.set_position(i as u64);
        bar.set_message(format!(
            "batch {} of {} · {done} of {total} candidates · {} sent",
            i + 1,
            batches.len(),
            tally.sent
        ));
        done += batch.len();
        let req = plan.request(batch)?;
        let got = match client.send(&req).await {
            Ok(resp) => resp.decode::<BulkInviteResponse>()?,
            Err(e) => {
                failure = Some(partial_failure(
                    lost::bulk_invite(e),
                    i,
                    batches.len(),
                    tally,
                ));
                break;
            }
        };
        let sent: Vec<String> = got
            .results
            .iter()
            .filter(|r| {
                r.get("status").and_then(Value::as_str) == Some(InviteStatus::Sent.as_str())
            })
            .filter_map(|r| {
                r.get("candidate_id")
                    .and_then(Value::as_str)
                    .map(str::to_string)
            })
            .collect();
        if let Some(guard) = ctx.guard() {
            guard.record_invites(&plan.job_id, &sent, "bulk");
        }
        for result in &got.results {
            tally.add(result);
            out.push(result)?;
            all.push(result.clone());
        }
        let answered = got.results.len();
        if answered < batch.len() {
            tally.other += batch.len() - answered;
        }
    }
    drop(bar);
    if let Some(e) = failure {
        // With nothing answered the error alone says it, like any failed
        // command; otherwise the results so far are printed first.
        if out.count() > 0 {
            out.finish()?;
            ctx.ui
                .status(&format!("{} (job {}).", tally.line(), plan.job_id));
        }
        return Err(e);
    }
    out.finish()?;
    gate.record(&Value::Array(all))?;
    ctx.ui
        .status(&format!("{} (job {}).", tally.line(), plan.job_id));
    if tally.other > 0 {
        return Err(Error::failure(format!(
            "{} candidate(s) were neither sent nor already invited",
            tally.other
        ))
        .with_hint("see the STATUS column; run with -v to see the exchange"));
    }
    Ok(())
}
