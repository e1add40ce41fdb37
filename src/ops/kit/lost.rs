//! When a request that may have taken effect loses its answer (the client
//! never sends it again blindly): find out what happened where the service
//! lets us look, and otherwise say plainly how to check.

use chrono::{DateTime, Utc};
use serde_json::{json, Value};

use crate::api::types::{JobListItem, MainPage};
use crate::api::{Client, Request};
use crate::{Error, Result};

use super::routes;
use crate::ops::kit::pipeline::find_thread;

/// What came of a request whose answer may have been lost.
pub struct Sent {
    pub record: Value,
    /// The answer was lost and the record was found by looking.
    pub recovered: bool,
}

/// Sends an invite. When its answer is lost, the job's pipeline tells
/// whether it arrived: the candidate's application (and thread) is there.
pub async fn invite(client: &Client, req: &Request, job: &str, card: &str) -> Result<Sent> {
    match client.send(req).await {
        Ok(resp) => Ok(Sent {
            record: resp.record()?,
            recovered: false,
        }),
        Err(e) if e.uncertain => match find_thread(client, job, card).await {
            Some(thread) => Ok(Sent {
                record: json!({"success": true, "talentCardId": card, "jobId": job, "threadId": thread}),
                recovered: true,
            }),
            None => Err(e.with_hint(format!(
                "the candidate is not in job {job}'s pipeline (yet); running the same command \
                 again is safe: if the first invite arrived, the service answers 409 and sends nothing"
            ))),
        },
        Err(e) => Err(e),
    }
}

/// How far apart the client's and the service's clocks may be when a lost
/// job creation is looked for.
const CLOCK_SLACK_MINUTES: i64 = 10;
/// Pages of jobs read when looking for a lost creation.
const LOOKUP_PAGES: u64 = 5;

/// Creates a job. When the answer is lost, a job with the same title created
/// since the request went out (one, not several) is the one it made.
pub async fn create_job(
    client: &Client,
    req: &Request,
    title: Option<&str>,
    sent_at: DateTime<Utc>,
) -> Result<Sent> {
    let e = match client.send(req).await {
        Ok(resp) => {
            return Ok(Sent {
                record: resp.record()?,
                recovered: false,
            })
        }
        Err(e) if e.uncertain => e,
        Err(e) => return Err(e),
    };
    let check = || {
        format!(
            "before creating it again, look for it among the workspace's jobs, paused ones included{}",
            title.map(|t| format!(" (title {t:?})")).unwrap_or_default()
        )
    };
    let Some(title) = title else {
        return Err(Error {
            hint: Some(check()),
            ..e
        });
    };
    let since = sent_at - chrono::Duration::minutes(CLOCK_SLACK_MINUTES);
    let mut found: Vec<JobListItem> = Vec::new();
    for page in 1..=LOOKUP_PAGES {
        let Ok(resp) = client.send(&routes::jobs_main(true, page, Some(20))).await else {
            break;
        };
        let Ok(page_of) = resp.decode::<MainPage>() else {
            break;
        };
        let jobs: Vec<JobListItem> = page_of
            .results
            .iter()
            .filter_map(|v| serde_json::from_value(v.clone()).ok())
            .collect();
        let last = jobs.is_empty();
        found.extend(jobs.into_iter().filter(|j| {
            j.title == title
                && j.created_at
                    .as_deref()
                    .and_then(|t| DateTime::parse_from_rfc3339(t).ok())
                    .is_some_and(|t| t >= since)
        }));
        if last {
            break;
        }
    }
    match found.as_slice() {
        [job] => Ok(Sent {
            record: serde_json::to_value(job)?,
            recovered: true,
        }),
        _ => Err(Error {
            hint: Some(check()),
            ..e
        }),
    }
}

/// The hint for a follow-up message whose answer was lost.
pub fn message(e: Error) -> Error {
    if !e.uncertain {
        return e;
    }
    e.with_hint(
        "the message may have been sent: look at the thread in the workspace inbox before sending it again",
    )
}

/// The hint for a bulk-invite batch whose answer was lost.
pub fn bulk_invite(e: Error) -> Error {
    if !e.uncertain {
        return e;
    }
    e.with_hint(
        "running the same bulk-invite again is safe: candidates invited in the last 30 days \
         come back as already_invited and get no second message",
    )
}
