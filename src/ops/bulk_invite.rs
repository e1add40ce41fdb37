//! A bulk invite: planned before anything is sent (the job, the ids, each
//! checked, repeats dropped, in order; batches of the service's 50; the
//! channel and the message, at most 500 characters), previewed by
//! `--dry-run`, then sent batch by batch (each its own request, so the
//! guard sees each), ids the ledger knows were invited skipped, every
//! result streamed to the printer and what the batches came to said at the
//! end. Progress and notices go to the sink it is handed.

use std::sync::Arc;

use serde_json::{json, Value};
use talent_spec::enums::{Channel, InviteStatus, JobStatus};

use crate::api::query::id_segment;
use crate::api::types::{BulkInviteRequest, BulkInviteResponse};
use crate::api::{Client, Request};
use crate::ops::routes;
use crate::output::{col, CellKind, View};
use crate::records::Records;
use crate::{Error, ErrorKind, Result};

use super::idempotency::Gate;
use super::lost;
use super::Io;

/// Ids per request (the service's maximum).
pub const CHUNK: usize = talent_spec::limits::BULK_INVITE_IDS;
/// Invites a job takes per day.
pub const DAILY_CAP: usize = talent_spec::limits::BULK_INVITES_PER_JOB_PER_DAY as usize;
/// Longest custom message.
pub const MESSAGE_MAX: usize = talent_spec::limits::BULK_INVITE_MESSAGE_MAX;

/// Checks that `job_id` names an active job, as the service does before
/// inviting: a missing job is exit 4, a paused or closed one exit 7, each
/// with what to do. It pages `GET /v1/jobs` (reads that spend no quota,
/// sent even by `--dry-run`, which this check is for).
pub async fn check_job(client: &Client, job_id: &str) -> Result<()> {
    let per_page = *talent_spec::limits::ALT_PER_PAGE.end();
    let mut page = 1u64;
    let status = loop {
        let req = routes::jobs_alt_all(page, Some(per_page)).preview_check();
        let answer = client.send_json(&req).await?;
        let jobs = answer["data"].as_array().ok_or_else(|| {
            Error::failure("the job list answer has no `data` array")
                .with_hint("the service answered in a shape this version does not know; try -v")
        })?;
        if let Some(job) = jobs.iter().find(|j| j["id"] == job_id) {
            break job["status"]
                .as_str()
                .and_then(|s| s.parse::<JobStatus>().ok());
        }
        let total = answer["total"].as_u64().unwrap_or(0);
        if jobs.is_empty() || page * u64::from(per_page) >= total {
            return Err(Error::new(
                ErrorKind::NotFound,
                format!("no job {job_id:?} in this workspace"),
            )
            .with_hint(
                "see the ids with `talent jobs list --include-paused` (closed: `--status closed`)",
            ));
        }
        page += 1;
    };
    match status {
        Some(JobStatus::Active) | None => Ok(()),
        Some(JobStatus::Paused) => Err(Error::new(
            ErrorKind::Conflict,
            format!("job {job_id} is paused: the service refuses invites to it"),
        )
        .with_hint(format!("resume it first: talent jobs resume {job_id}"))),
        Some(JobStatus::Closed) => Err(Error::new(
            ErrorKind::Conflict,
            format!("job {job_id} is closed: the service refuses invites to it"),
        )
        .with_hint("a closed job cannot be reopened; invite to an active job")),
    }
}

/// The name an idempotency key records it under (the command's and the
/// tool's).
pub const GATE: &str = "bulk-invite";

/// A checked bulk invite.
#[derive(Debug, Clone, PartialEq)]
pub struct BulkInvitePlan {
    pub job_id: String,
    pub ids: Vec<String>,
    pub channel: Option<Channel>,
    pub message: Option<String>,
}

impl BulkInvitePlan {
    /// Checks the job id, every candidate id and the message; drops repeated
    /// ids, keeping each one's first place.
    pub fn new(
        job_id: &str,
        raw_ids: Vec<String>,
        channel: Option<Channel>,
        message: Option<String>,
    ) -> Result<Self> {
        id_segment("job id", job_id)?;
        let ids = dedupe(raw_ids);
        if ids.is_empty() {
            return Err(Error::usage("no candidate ids to invite")
                .with_hint("give --candidates ID,ID or a --candidates-file with one id a line"));
        }
        for id in &ids {
            id_segment("candidate id", id)?;
        }
        if let Some(text) = &message {
            check_message(text)?;
        }
        Ok(BulkInvitePlan {
            job_id: job_id.to_string(),
            ids,
            channel,
            message,
        })
    }

    /// The plan without `skip` (ids known to have been invited already);
    /// `None` when nothing is left to send.
    pub fn without(&self, skip: &[String]) -> Option<Self> {
        let ids: Vec<String> = self
            .ids
            .iter()
            .filter(|id| !skip.contains(id))
            .cloned()
            .collect();
        (!ids.is_empty()).then(|| BulkInvitePlan {
            ids,
            ..self.clone()
        })
    }

    /// The ids in batches of the service's maximum.
    pub fn batches(&self) -> impl Iterator<Item = &[String]> {
        self.ids.chunks(CHUNK)
    }

    /// Whether the ids exceed what a job takes in a day.
    /// One person per id (those already invited are given back once the
    /// results say so).
    pub fn spends(&self) -> super::Spends {
        super::Spends::of(&crate::api::Effect::BulkInvite {
            job: self.job_id.clone(),
            n: self.ids.len() as u64,
        })
    }

    pub fn over_daily_cap(&self) -> bool {
        self.ids.len() > DAILY_CAP
    }

    /// The request as an idempotency key records it.
    pub fn record(&self) -> Value {
        json!({
            "job_id": self.job_id, "candidate_ids": self.ids,
            "channel": self.channel.map(Channel::as_str), "message": self.message,
        })
    }

    /// Says so when the ids exceed what the job takes in a day (before
    /// anything is sent: the batch past the cap will be refused).
    pub fn warn_over_cap(&self, io: Io<'_>) {
        if self.over_daily_cap() {
            io.sink.warn(&format!(
                "{} candidates exceed the {DAILY_CAP} invites a job takes per day; the batch that \
                 would pass the cap is refused and later ones are not sent",
                self.ids.len()
            ));
        }
    }

    /// POST /sourcing/invite for one batch.
    pub fn request(&self, batch: &[String]) -> Result<Request> {
        let body = BulkInviteRequest {
            job_id: self.job_id.clone(),
            candidate_ids: batch.to_vec(),
            channel: self.channel.map(|c| c.as_str().to_string()),
            message: self.message.clone(),
        };
        crate::ops::routes::bulk_invite(&body)
    }
}

/// `--dry-run`: checks the job too (a read that spends nothing), then
/// prints one `view` record per planned batch; nothing is invited.
pub async fn preview(
    client: &Client,
    io: Io<'_>,
    view: &View,
    plan: &BulkInvitePlan,
) -> Result<()> {
    check_job(client, &plan.job_id).await?;
    let batches: Vec<&[String]> = plan.batches().collect();
    let mut out = io.printer.list_to(io.out, view);
    for (i, batch) in batches.iter().enumerate() {
        out.push(&json!({"batch": i + 1, "count": batch.len(), "candidate_ids": batch}))?;
    }
    out.finish()?;
    let channel = plan
        .channel
        .map_or("both (service default)", Channel::as_str);
    io.sink.status(&format!(
        "Dry run: {} candidates for job {} in {} request(s) by {channel}; nothing was sent.",
        plan.ids.len(),
        plan.job_id,
        batches.len()
    ));
    if plan.over_daily_cap() {
        io.sink.warn(&format!(
            "more than {DAILY_CAP} ids: the job's daily cap would refuse the later batches"
        ));
    }
    Ok(())
}

/// Prints the results an idempotency key recorded (a repeated run).
pub fn print_recorded(io: Io<'_>, view: &View, results: &Value) -> Result<()> {
    let mut out = io.printer.list_to(io.out, view);
    for result in results.as_array().into_iter().flatten() {
        out.push(result)?;
    }
    out.finish()
}

/// Of the plan's ids, those the ledger does not know were invited to its
/// job in the service's duplicate window: what [`send`] sends (the
/// question before it names them).
pub async fn unsent(records: Option<&Arc<Records>>, plan: &BulkInvitePlan) -> Result<Vec<String>> {
    let known = match records {
        Some(records) => {
            records.workspace().await?;
            records.known_invites(&plan.job_id, &plan.ids)
        }
        None => Vec::new(),
    };
    Ok(plan
        .ids
        .iter()
        .filter(|id| !known.contains(id))
        .cloned()
        .collect())
}

/// Sends the plan: ids the ledger saw invited to this job within 30 days
/// are not sent again (the service would answer already_invited), the rest
/// go batch after batch, each result streamed as `view`; it stops at the
/// first error and says what had gone out before it. The results are
/// recorded under the idempotency key of `gate` when all went well.
pub async fn send(
    client: &Client,
    records: Option<&Arc<Records>>,
    io: Io<'_>,
    view: &View,
    plan: &BulkInvitePlan,
    gate: &Gate,
) -> Result<()> {
    let known = match records {
        Some(records) => {
            records.workspace().await?;
            records.known_invites(&plan.job_id, &plan.ids)
        }
        None => Vec::new(),
    };
    if !known.is_empty() {
        io.sink.status(&format!(
            "{} candidate(s) were invited to this job in the last 30 days (local ledger); not sent again",
            known.len()
        ));
    }
    let rest = plan.without(&known);
    let batches: Vec<&[String]> = match &rest {
        Some(rest) => rest.batches().collect(),
        None => Vec::new(),
    };
    let plan = rest.as_ref().unwrap_or(plan);
    let mut out = io.printer.list_to(io.out, view);
    let mut tally = Tally::default();
    // Every result, for the idempotency record (at most the day's 500).
    let mut all: Vec<Value> = Vec::new();
    for id in &known {
        let result = json!({"candidate_id": id, "status": InviteStatus::AlreadyInvited.as_str(), "channel": null});
        tally.add(&result);
        out.push(&result)?;
        all.push(result);
    }
    let mut failure = None;
    // More than one batch: a bar of batches and candidates on a terminal.
    let bar = io
        .sink
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
        if let Some(records) = records {
            records.record_invites(&plan.job_id, &sent, "bulk");
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
            io.sink
                .status(&format!("{} (job {}).", tally.line(), plan.job_id));
        }
        return Err(e);
    }
    out.finish()?;
    gate.record(&Value::Array(all))?;
    io.sink
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

/// The custom message: not blank, at most 500 characters.
fn check_message(text: &str) -> Result<()> {
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
    Ok(())
}

/// Drops repeats, keeping each id's first place.
fn dedupe(ids: Vec<String>) -> Vec<String> {
    let mut seen = std::collections::HashSet::new();
    ids.into_iter()
        .filter(|id| seen.insert(id.clone()))
        .collect()
}

/// What the batches came to, for the summary line.
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct Tally {
    pub sent: usize,
    pub already: usize,
    pub other: usize,
}

impl Tally {
    pub fn add(&mut self, result: &Value) {
        match result.get("status").and_then(Value::as_str) {
            Some(v) if v == InviteStatus::Sent.as_str() => self.sent += 1,
            Some(v) if v == InviteStatus::AlreadyInvited.as_str() => self.already += 1,
            _ => self.other += 1,
        }
    }

    pub fn line(&self) -> String {
        format!("Sent {}, already invited {}", self.sent, self.already)
    }
}

/// The error of batch `index`, saying what went out before it. The daily cap
/// gets its own words: what was sent stays sent, the rest can go tomorrow.
pub fn partial_failure(mut e: Error, index: usize, total: usize, tally: Tally) -> Error {
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

pub const RESULT_VIEW: View = View {
    columns: &[
        col("CANDIDATE", "candidate_id", CellKind::Id),
        col("STATUS", "status", CellKind::Enum),
        col("CHANNEL", "channel", CellKind::Enum),
    ],
    ..View::PLAIN
};

pub const PLAN_VIEW: View = View {
    columns: &[
        col("BATCH", "batch", CellKind::Number),
        col("IDS", "count", CellKind::Number),
        col("CANDIDATES", "candidate_ids", CellKind::List),
    ],
    ..View::PLAIN
};

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

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

#[cfg(test)]
mod plan_tests {
    use super::*;

    #[test]
    fn a_plan_checks_ids_and_message_and_batches_by_fifty() {
        let ids: Vec<String> = (0..120)
            .map(|i| format!("cand_{i}"))
            .chain(["cand_0".to_string()])
            .collect();
        let plan =
            BulkInvitePlan::new("job_1", ids, Some(Channel::Email), Some("Hi".into())).unwrap();
        assert_eq!(plan.ids.len(), 120, "repeats dropped");
        let sizes: Vec<usize> = plan.batches().map(<[String]>::len).collect();
        assert_eq!(sizes, [50, 50, 20]);
        let req = plan.request(plan.batches().next().unwrap()).unwrap();
        assert_eq!(req.path, "/sourcing/invite");
        assert!(BulkInvitePlan::new("job_1", vec![], None, None).is_err());
        assert!(BulkInvitePlan::new("job_1", vec!["a/b".into()], None, None).is_err());
        assert!(
            BulkInvitePlan::new("job_1", vec!["c".into()], None, Some("x".repeat(501))).is_err()
        );
        assert!(BulkInvitePlan::new("job_1", vec!["c".into()], None, Some(" ".into())).is_err());
    }
}
