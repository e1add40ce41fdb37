//! The workspace's meters (GET /usage; free) and the local ledger's audit
//! log of spends.

use serde_json::{json, Value};

use crate::api::Client;
use crate::ledger::{SqliteStore, Store};
use crate::output::{col, CellKind, View};
use crate::Result;

use super::kit::routes;

/// Lines of the audit log read at most.
const AUDIT_LINES: usize = 10_000;

/// The service's usage record. The meters must be there and be numbers: a
/// 204 or a wrong type is a failure naming what was wrong, never an empty
/// record.
pub async fn run(client: &Client) -> Result<Value> {
    let resp = client.send(&routes::usage()).await?;
    let usage = resp.record()?;
    resp.decode::<crate::api::types::Usage>()?;
    Ok(usage)
}

/// One meter's forecast beside the service's figures: `key` is the
/// meter's field in the usage record, `days` what it spent on each of the
/// last 14 days (a front end may draw them).
pub struct MeterForecast {
    pub key: &'static str,
    pub forecast: crate::ops::report::Forecast,
    pub days: Vec<i64>,
}

/// Each meter's pace and forecast from the ledger (`talent report`'s
/// definitions), added to `usage` beside the service's figures as a
/// `forecast` object (`pace_per_day`, `runs_out_on`, `lasts_cycle`); the
/// one place the command and the tool get them. Nothing when the record
/// names no workspace or no cycle.
pub fn add_forecasts(
    records: &crate::records::Records,
    usage: &mut Value,
    now_ms: i64,
) -> Result<Vec<MeterForecast>> {
    let meter = |k: &str| crate::ledger::Meters {
        used: usage[k]["used"].as_i64().unwrap_or(0),
        limit: usage[k]["limit"].as_i64().unwrap_or(0),
    };
    let snap = crate::ledger::Snapshot {
        unlocks: meter("apiUnlocks"),
        searches: meter("searches"),
        messages: meter("messages"),
        cycle_ends: usage["cycleEndsOn"].as_str().map(str::to_string),
        read_ms: 0,
    };
    let Some(ws) = usage["workspaceId"].as_str().map(str::to_string) else {
        return Ok(Vec::new());
    };
    let mut out = Vec::new();
    for (m, forecast, days) in crate::ops::report::usage_forecasts(records, &ws, &snap, now_ms)? {
        let key = match m {
            talent_spec::rate::Meter::ApiUnlocks => "apiUnlocks",
            talent_spec::rate::Meter::Searches => "searches",
            talent_spec::rate::Meter::Messages => "messages",
        };
        if !usage[key].is_object() {
            continue;
        }
        usage[key]["forecast"] = json!({
            "pace_per_day": forecast.pace_per_day,
            "runs_out_on": forecast.runs_out_on,
            "lasts_cycle": forecast.lasts_cycle,
        });
        out.push(MeterForecast {
            key,
            forecast,
            days,
        });
    }
    Ok(out)
}

/// The usage record as it comes (GET /usage is the cheapest call every key
/// kind may make, and names the key's workspace): for checking a key.
pub async fn fetch(client: &Client) -> Result<Value> {
    client.send_json(&routes::usage()).await
}

/// The audit log of the ledger at `path` (every spending call this machine
/// made), oldest first, as [`AUDIT_VIEW`]'s records.
pub fn audit(path: &std::path::Path) -> Result<Vec<Value>> {
    let ledger = SqliteStore::open(path)?;
    Ok(ledger
        .audit(None, AUDIT_LINES)?
        .into_iter()
        .map(|row| {
            let at = chrono::DateTime::from_timestamp_millis(row.at_ms)
                .map(|t| t.to_rfc3339_opts(chrono::SecondsFormat::Secs, true));
            json!({
                "at": at,
                "command": row.command,
                "meter": row.meter,
                "cost": row.cost,
                "outcome": row.outcome,
                "workspace": row.workspace,
            })
        })
        .collect())
}

/// The audit log's lines.
pub const AUDIT_VIEW: View = View {
    columns: &[
        col("WHEN", "at", CellKind::DateTime),
        col("COMMAND", "command", CellKind::Text),
        col("METER", "meter", CellKind::Enum),
        col("COST", "cost", CellKind::Number),
        col("OUTCOME", "outcome", CellKind::Enum),
        col("WORKSPACE", "workspace", CellKind::Id),
    ],
    ..View::PLAIN
};

/// Meters as bars, then the reset date (exact and relative) and plan expiry.
pub const USAGE_VIEW: View = View {
    columns: &[
        col("WORKSPACE", "workspaceId", CellKind::Id),
        col("UNLOCKS", "apiUnlocks", CellKind::Meter),
        col("SEARCHES", "searches", CellKind::Meter),
        col("MESSAGES", "messages", CellKind::Meter),
        col("UNLOCKS PACE", "apiUnlocks.forecast.shown", CellKind::Text),
        col("SEARCHES PACE", "searches.forecast.shown", CellKind::Text),
        col("MESSAGES PACE", "messages.forecast.shown", CellKind::Text),
        col("CYCLE RESETS", "cycleEndsOn", CellKind::DateTime),
        col("RESETS", "cycleEndsOn", CellKind::Relative),
        col("PLAN EXPIRES", "planExpiresOn", CellKind::Date),
    ],
    key: None,
    schema: Some("main#Usage"),
};

/// [`USAGE_VIEW`] through a team's gateway, for a script (CSV, TSV,
/// `--fields`): its columns as they were, the member's allowances after
/// them (added, never moved: scripts read columns by place too). A
/// member's pace columns stay empty, as they always were in a CSV.
pub const USAGE_GATEWAY_DATA_VIEW: View = View {
    columns: &[
        col("WORKSPACE", "workspaceId", CellKind::Id),
        col("UNLOCKS", "apiUnlocks", CellKind::Meter),
        col("SEARCHES", "searches", CellKind::Meter),
        col("MESSAGES", "messages", CellKind::Meter),
        col("UNLOCKS PACE", "apiUnlocks.forecast.shown", CellKind::Text),
        col("SEARCHES PACE", "searches.forecast.shown", CellKind::Text),
        col("MESSAGES PACE", "messages.forecast.shown", CellKind::Text),
        col("CYCLE RESETS", "cycleEndsOn", CellKind::DateTime),
        col("RESETS", "cycleEndsOn", CellKind::Relative),
        col("PLAN EXPIRES", "planExpiresOn", CellKind::Date),
        col("YOUR UNLOCKS", "allowance.unlocks", CellKind::Meter),
        col("YOUR SEARCHES", "allowance.searches", CellKind::Meter),
        col("YOUR MESSAGES", "allowance.messages", CellKind::Meter),
        col("YOUR OUTREACH", "allowance.outreach", CellKind::Meter),
    ],
    key: None,
    schema: Some("main#Usage"),
};

/// [`USAGE_VIEW`] through a team's gateway, for a person (a table): the
/// member's allowance beside each meter (`GET /usage`'s `allowance`, the
/// gateway's), and no pace (a member's machine keeps no spend ledger to
/// take one from: `talent report` reads the gateway's).
pub const USAGE_GATEWAY_VIEW: View = View {
    columns: &[
        col("WORKSPACE", "workspaceId", CellKind::Id),
        col("UNLOCKS", "apiUnlocks", CellKind::Meter),
        col("YOUR UNLOCKS", "allowance.unlocks", CellKind::Meter),
        col("SEARCHES", "searches", CellKind::Meter),
        col("YOUR SEARCHES", "allowance.searches", CellKind::Meter),
        col("MESSAGES", "messages", CellKind::Meter),
        col("YOUR MESSAGES", "allowance.messages", CellKind::Meter),
        col("YOUR OUTREACH", "allowance.outreach", CellKind::Meter),
        col("CYCLE RESETS", "cycleEndsOn", CellKind::DateTime),
        col("RESETS", "cycleEndsOn", CellKind::Relative),
        col("PLAN EXPIRES", "planExpiresOn", CellKind::Date),
    ],
    key: None,
    schema: Some("main#Usage"),
};
