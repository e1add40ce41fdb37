//! `talent status`: what needs attention, in one look, in the manner of
//! `gh status`: the meters against their reserves and the time to the
//! reset, the open jobs' pipelines, disabled webhooks, the last spends.

use serde_json::{json, Value};

use crate::api::query::id_segment;
use crate::api::types::{Usage, WebhookList};
use crate::api::Client;
use crate::ledger::AuditRow;
use crate::meter::default_reserve;
use crate::ops::kit::routes;
use crate::{ErrorKind, Result};
use talent_spec::rate::Meter;

/// Open jobs looked at (one page of the main job list).
const JOBS: u32 = 20;

/// The status record, and the lines that call for attention.
pub struct Status {
    pub record: Value,
    pub attention: Vec<String>,
}

/// Reads usage, the open jobs and their stages, and the webhooks (a key
/// without the webhook scope skips them); `reserves` are the configured
/// `reserve_*` (else 20 % of the limit); `spends` the ledger's last lines.
pub async fn status(
    client: &Client,
    reserves: [Option<i64>; 3],
    spends: Vec<AuditRow>,
    now: chrono::DateTime<chrono::Utc>,
) -> Result<Status> {
    let mut attention = Vec::new();
    let usage: Usage = client.send(&routes::usage()).await?.decode()?;
    let meters = meters(&usage, reserves, &mut attention);
    let resets_in = usage
        .cycle_ends_on
        .as_deref()
        .and_then(|t| chrono::DateTime::parse_from_rfc3339(t).ok())
        .map(|t| (t.with_timezone(&chrono::Utc) - now).num_seconds().max(0));
    let jobs = open_jobs(client).await?;
    let webhooks = disabled_webhooks(client, &mut attention).await?;
    let record = json!({
        "workspaceId": usage.workspace_id,
        "meters": meters,
        "cycleEndsOn": usage.cycle_ends_on,
        "resetsInSeconds": resets_in,
        "openJobs": jobs,
        "webhooks": webhooks,
        "lastSpends": last_spends(spends),
        "attention": attention,
    });
    Ok(Status { record, attention })
}

/// Each meter against its reserve; a meter under it calls for attention.
fn meters(
    usage: &Usage,
    reserves: [Option<i64>; 3],
    attention: &mut Vec<String>,
) -> serde_json::Map<String, Value> {
    let mut meters = serde_json::Map::new();
    for (i, (m, meter)) in [
        (Meter::ApiUnlocks, &usage.api_unlocks),
        (Meter::Searches, &usage.searches),
        (Meter::Messages, &usage.messages),
    ]
    .into_iter()
    .enumerate()
    {
        let name = crate::meter::words(m).name;
        let limit = meter.limit as i64;
        let left = limit - meter.used as i64;
        let reserve = reserves[i].unwrap_or_else(|| default_reserve(limit));
        let breached = left < reserve;
        if breached {
            attention.push(format!(
                "{name}: {left} of {limit} left, under the reserve of {reserve}"
            ));
        }
        meters.insert(
            name.to_string(),
            json!({"used": meter.used, "limit": meter.limit, "left": left, "reserve": reserve, "under_reserve": breached}),
        );
    }
    meters
}

/// The open jobs (one page of the main list), each with its stages'
/// application counts.
async fn open_jobs(client: &Client) -> Result<Vec<Value>> {
    let page: crate::api::types::MainPage = client
        .send(&routes::jobs_main(false, 1, Some(JOBS)))
        .await?
        .decode()?;
    let mut jobs = Vec::new();
    for job in &page.results {
        let Some(id) = job.get("jobId").and_then(Value::as_str) else {
            continue;
        };
        let stages: Value = client
            .send(&routes::stages(&id_segment("job id", id)?))
            .await?
            .json()?;
        let counts: Vec<Value> = stages["results"]
            .as_array()
            .into_iter()
            .flatten()
            .map(|s| json!({"title": s["title"], "applications": s["applicationCount"]}))
            .collect();
        let pipeline = counts
            .iter()
            .map(|c| {
                format!(
                    "{} {}",
                    c["title"].as_str().unwrap_or("?"),
                    c["applications"]
                )
            })
            .collect::<Vec<_>>()
            .join(" · ");
        let title = job["title"].as_str().unwrap_or(id);
        jobs.push(
            json!({"jobId": id, "title": title, "status": job["status"], "stages": counts,
                         "label": format!("{title}: {pipeline}")}),
        );
    }
    Ok(jobs)
}

/// The disabled webhook endpoints, each calling for attention; a key
/// without the webhook scope (evaluation) cannot see them.
async fn disabled_webhooks(client: &Client, attention: &mut Vec<String>) -> Result<Value> {
    let resp = match client.send(&routes::webhooks()).await {
        Ok(resp) => resp,
        Err(e) if e.kind == ErrorKind::Auth => {
            return Ok(json!({"disabled": null, "note": e.message}))
        }
        Err(e) => return Err(e),
    };
    let list: WebhookList = resp.decode()?;
    let disabled: Vec<Value> = list
        .data
        .into_iter()
        .filter(|w| w["status"] == "disabled")
        .map(|w| json!({"id": w["id"], "url": w["url"], "label": format!("{} {}", w["id"].as_str().unwrap_or("?"), w["url"].as_str().unwrap_or("?"))}))
        .collect();
    for w in &disabled {
        attention.push(format!(
            "webhook {} ({}) is disabled; `talent webhooks enable {}` turns it back on",
            w["id"].as_str().unwrap_or("?"),
            w["url"].as_str().unwrap_or("?"),
            w["id"].as_str().unwrap_or("ID")
        ));
    }
    Ok(json!({"disabled": disabled}))
}

/// The last five spends: what was spent or may have been, never a
/// refusal, a declined question or a call the service refused (issue 45).
fn last_spends(spends: Vec<AuditRow>) -> Vec<Value> {
    spends
        .into_iter()
        .filter(|r| is_spend(&r.outcome))
        .rev()
        .take(5)
        .map(|r| {
            let at = chrono::DateTime::from_timestamp_millis(r.at_ms)
                .map(|t| t.to_rfc3339_opts(chrono::SecondsFormat::Secs, true));
            // "1 search", not "1 searches": the meter's own count words.
            let spent = match crate::meter::named(&r.meter) {
                Some(m) => crate::meter::words(m).count(r.cost),
                None => format!("{} {}", r.cost, r.meter),
            };
            let label = format!("{}: {spent} ({})", r.command, r.outcome);
            json!({"at": at, "command": r.command, "meter": r.meter, "cost": r.cost, "outcome": r.outcome, "label": label})
        })
        .collect()
}

/// An audit line that spent (or may have): `spent`, `maybe (…)`.
fn is_spend(outcome: &str) -> bool {
    outcome == "spent" || outcome.starts_with("maybe")
}

#[cfg(test)]
mod tests {
    use crate::ledger::AuditRow;

    fn row(cost: i64, meter: &str, outcome: &str) -> AuditRow {
        AuditRow {
            at_ms: 0,
            workspace: "ws_1".into(),
            command: "search".into(),
            meter: meter.into(),
            cost,
            outcome: outcome.into(),
            member: String::new(),
        }
    }

    /// Regression (the first-hour walk-through): `status` read "search: 1
    /// searches (spent)"; a spend is counted in the meter's own words.
    #[test]
    fn last_spends_count_in_the_meters_words_and_leave_out_refusals() {
        let shown = super::last_spends(vec![
            row(1, "searches", "spent"),
            row(3, "unlocks", "refused"),
            row(2, "unlocks", "maybe (no answer)"),
        ]);
        let labels: Vec<&str> = shown.iter().map(|v| v["label"].as_str().unwrap()).collect();
        assert_eq!(
            labels,
            [
                "search: 2 unlocks (maybe (no answer))",
                "search: 1 search (spent)"
            ]
        );
    }
}
