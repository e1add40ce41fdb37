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
use crate::output::{col, CellKind, View};
use crate::records::Records;
use crate::{Error, ErrorKind, Result};

use super::kit::field::{Field, Words};
use super::kit::idempotency::Gate;
use super::kit::lost;
use crate::sink::Sink;

/// Ids per request (the service's maximum).
pub const CHUNK: usize = talent_spec::limits::BULK_INVITE_IDS;
/// Invites a job takes per day.
pub const DAILY_CAP: usize = talent_spec::limits::BULK_INVITES_PER_JOB_PER_DAY as usize;
/// Longest custom message.
pub const MESSAGE_MAX: usize = talent_spec::limits::BULK_INVITE_MESSAGE_MAX;

/// Checks that `job_id` names an active job, as the service does before
/// inviting: a missing job is not found, a paused or closed one a
/// conflict. It pages `GET /v1/jobs` (reads that spend no quota, sent even
/// by a dry run, which this check is for).
pub async fn check_job(client: &Client, job_id: &str) -> Result<()> {
    let job = super::jobs::find(client, job_id)
        .await?
        .ok_or_else(|| super::jobs::no_such_job(job_id))?;
    let status = job["status"]
        .as_str()
        .and_then(|s| s.parse::<JobStatus>().ok());
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
    /// ids, keeping each one's first place. A refusal names the field in
    /// the words `w`.
    pub fn new(
        job_id: &str,
        raw_ids: Vec<String>,
        channel: Option<Channel>,
        message: Option<String>,
        w: Words,
    ) -> Result<Self> {
        id_segment("job id", job_id)?;
        let ids = dedupe(raw_ids);
        if ids.is_empty() {
            return Err(Error::usage("no candidate ids to invite")
                .with_hint(format!("give {} (cand_… ids)", w(Field::CandidateIds))));
        }
        for id in &ids {
            id_segment("candidate id", id)?;
            super::kit::ids::candidate("candidate_ids", id)?;
        }
        if let Some(text) = &message {
            check_message(text, w)?;
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
    pub fn warn_over_cap(&self, sink: &dyn Sink) {
        if self.over_daily_cap() {
            sink.warn(&format!(
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
        crate::ops::kit::routes::bulk_invite(&body)
    }
}

/// A dry run: checks the job too (a read that spends nothing), and
/// returns one record per planned batch (as [`PLAN_VIEW`] shows them);
/// nothing is invited. What it came to goes to `sink`.
pub async fn preview(
    client: &Client,
    sink: &dyn Sink,
    plan: &BulkInvitePlan,
) -> Result<Vec<Value>> {
    check_job(client, &plan.job_id).await?;
    let batches: Vec<&[String]> = plan.batches().collect();
    let planned = batches
        .iter()
        .enumerate()
        .map(|(i, batch)| json!({"batch": i + 1, "count": batch.len(), "candidate_ids": batch}))
        .collect();
    let channel = plan
        .channel
        .map_or("both (service default)", Channel::as_str);
    sink.status(&format!(
        "Dry run: {} candidates for job {} in {} request(s) by {channel}; nothing was sent.",
        plan.ids.len(),
        plan.job_id,
        batches.len()
    ));
    if plan.over_daily_cap() {
        sink.warn(&format!(
            "more than {DAILY_CAP} ids: the job's daily cap would refuse the later batches"
        ));
    }
    Ok(planned)
}

/// Of the plan's ids, those the ledger does not know were invited to its
/// job in the service's duplicate window: what [`send`] sends (the
/// question before it names them).
pub async fn unsent(records: Option<&Arc<Records>>, plan: &BulkInvitePlan) -> Result<Vec<String>> {
    let known = known(records, plan).await?;
    Ok(plan
        .ids
        .iter()
        .filter(|id| !known.contains(id))
        .cloned()
        .collect())
}

/// The plan's ids the ledger saw invited to its job within 30 days.
async fn known(records: Option<&Arc<Records>>, plan: &BulkInvitePlan) -> Result<Vec<String>> {
    Ok(match records {
        Some(records) => {
            records.workspace().await?;
            records.known_invites(&plan.job_id, &plan.ids)
        }
        None => Vec::new(),
    })
}

/// Sends the plan: ids the ledger saw invited to this job within 30 days
/// are not sent again (the service would answer already_invited), the rest
/// go batch after batch, each result handed to `each` as it comes (the
/// front end shows it; this prints nothing); it stops at the first error
/// and says what had gone out before it. Every result is returned, and
/// recorded under the idempotency key of `gate`, when all went well;
/// progress and the tally go to `sink`.
pub async fn send(
    client: &Client,
    records: Option<&Arc<Records>>,
    sink: &dyn Sink,
    plan: &BulkInvitePlan,
    gate: &Gate,
    each: &mut dyn FnMut(&Value) -> Result<()>,
) -> Result<Vec<Value>> {
    let known = known(records, plan).await?;
    if let (false, Some(records)) = (known.is_empty(), records) {
        sink.status(&format!(
            "{} candidate(s) were invited to this job in the last 30 days ({}); not sent again",
            known.len(),
            records.ledger_words()
        ));
    }
    let rest = plan.without(&known);
    let mut run = Run {
        tally: Tally::default(),
        all: Vec::new(),
        each,
    };
    for id in &known {
        run.add(&json!({"candidate_id": id, "status": InviteStatus::AlreadyInvited.as_str(), "channel": null}))?;
    }
    let failure = match &rest {
        Some(rest) => run.batches(client, records, sink, rest).await?,
        None => None,
    };
    let plan = rest.as_ref().unwrap_or(plan);
    let Run { tally, all, .. } = run;
    if let Some(e) = failure {
        // With nothing answered the error alone says it, like any failed
        // command; otherwise what the results so far came to first.
        if !all.is_empty() {
            sink.status(&format!("{} (job {}).", tally.line(), plan.job_id));
        }
        return Err(e);
    }
    let all = Value::Array(all);
    gate.record(&all)?;
    sink.status(&format!("{} (job {}).", tally.line(), plan.job_id));
    if tally.other > 0 {
        return Err(Error::failure(format!(
            "{} candidate(s) were neither sent nor already invited",
            tally.other
        ))
        .with_hint("see each result's status"));
    }
    match all {
        Value::Array(all) => Ok(all),
        _ => Ok(Vec::new()),
    }
}

/// A bulk invite under way: the tally, every result (for the idempotency
/// record: at most the day's 500), and the front end's hand for each.
struct Run<'a> {
    tally: Tally,
    all: Vec<Value>,
    each: &'a mut dyn FnMut(&Value) -> Result<()>,
}

impl Run<'_> {
    fn add(&mut self, result: &Value) -> Result<()> {
        self.tally.add(result);
        (self.each)(result)?;
        self.all.push(result.clone());
        Ok(())
    }

    /// Sends `plan`'s batches one after another, with a bar of batches and
    /// candidates on a terminal when there is more than one; the error
    /// that stopped them, if one did.
    async fn batches(
        &mut self,
        client: &Client,
        records: Option<&Arc<Records>>,
        sink: &dyn Sink,
        plan: &BulkInvitePlan,
    ) -> Result<Option<Error>> {
        let batches: Vec<&[String]> = plan.batches().collect();
        let bar = sink.progress(Some(batches.len() as u64), batches.len() < 2);
        let total: usize = batches.iter().map(|b| b.len()).sum();
        let mut done = 0usize;
        for (i, batch) in batches.iter().enumerate() {
            bar.set_position(i as u64);
            bar.set_message(format!(
                "batch {} of {} · {done} of {total} candidates · {} sent",
                i + 1,
                batches.len(),
                self.tally.sent
            ));
            done += batch.len();
            let got = match client.send(&plan.request(batch)?).await {
                Ok(resp) => resp.decode::<BulkInviteResponse>()?,
                Err(e) => {
                    let e = lost::bulk_invite(e);
                    return Ok(Some(partial_failure(e, i, batches.len(), self.tally)));
                }
            };
            if let Some(records) = records {
                records.record_invites(&plan.job_id, &sent_ids(&got.results), "bulk");
            }
            for result in &got.results {
                self.add(result)?;
            }
            let answered = got.results.len();
            if answered < batch.len() {
                self.tally.other += batch.len() - answered;
            }
        }
        Ok(None)
    }
}

/// Records the ids a bulk invite's answer says were sent, whoever sent it
/// (`talent api POST /sourcing/invite --alt` too, whose body talent does
/// not build): the job's daily cap and the duplicate window count them
/// where the ledger is. Nothing for an error or an answer without results.
pub fn record_answer(records: Option<&Arc<Records>>, job: &str, status: u16, body: &[u8]) {
    let Some(records) = records else {
        return;
    };
    if !(200..300).contains(&status) {
        return;
    }
    let sent = sent_in_answer(body);
    if !sent.is_empty() {
        records.record_invites(job, &sent, "bulk");
    }
}

/// The candidates a bulk invite's answer body says were sent; none when
/// it is no answer with `results`.
pub fn sent_in_answer(body: &[u8]) -> Vec<String> {
    serde_json::from_slice::<Value>(body)
        .ok()
        .and_then(|answer| {
            answer
                .get("results")
                .and_then(Value::as_array)
                .map(|r| sent_ids(r))
        })
        .unwrap_or_default()
}

/// The candidates a bulk invite's answer says were sent (`status: sent`).
fn sent_ids(results: &[Value]) -> Vec<String> {
    results
        .iter()
        .filter(|r| r.get("status").and_then(Value::as_str) == Some(InviteStatus::Sent.as_str()))
        .filter_map(|r| {
            r.get("candidate_id")
                .and_then(Value::as_str)
                .map(str::to_string)
        })
        .collect()
}

/// The custom message: not blank, at most 500 characters.
fn check_message(text: &str, w: Words) -> Result<()> {
    if text.trim().is_empty() {
        return Err(Error::usage("the message is empty").with_hint(format!(
            "write something, or leave {} out to use the service's template",
            w(Field::Message)
        )));
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
        let plan = BulkInvitePlan::new(
            "job_1",
            ids,
            Some(Channel::Email),
            Some("Hi".into()),
            |_| "field",
        )
        .unwrap();
        assert_eq!(plan.ids.len(), 120, "repeats dropped");
        let sizes: Vec<usize> = plan.batches().map(<[String]>::len).collect();
        assert_eq!(sizes, [50, 50, 20]);
        let req = plan.request(plan.batches().next().unwrap()).unwrap();
        assert_eq!(req.path, "/sourcing/invite");
        assert!(BulkInvitePlan::new("job_1", vec![], None, None, |_| "field").is_err());
        assert!(BulkInvitePlan::new("job_1", vec!["a/b".into()], None, None, |_| "field").is_err());
        assert!(BulkInvitePlan::new(
            "job_1",
            vec!["c".into()],
            None,
            Some("x".repeat(501)),
            |_| "field"
        )
        .is_err());
        assert!(
            BulkInvitePlan::new("job_1", vec!["c".into()], None, Some(" ".into()), |_| {
                "field"
            })
            .is_err()
        );
    }
}
