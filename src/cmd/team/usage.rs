//! `talent team usage [--previous]`: this cycle's spends per member.

use serde_json::{json, Value};
use talent_spec::rate::Meter;

use crate::cmd::Context;
use crate::ledger::Snapshot;
use crate::output::{col, CellKind, View};
use crate::{Error, Result};

/// Show this cycle's spends per member beside the meters
///
/// One row per member of the team ledger (what each spent of unlocks,
/// searches and messages this cycle, against their allowance or else the
/// workspace's limit), then an "(unattributed)" row: what the service
/// counts beyond what the ledger saw (the dashboard, other tools), and the
/// "(workspace)" row with the service's meters. Bars on a terminal; -o json
/// or -o csv for scripts. On a local ledger, this machine's member alone.
///
/// Example:
///   talent team usage
///   talent team usage --previous -o csv
#[derive(Debug, clap::Args)]
#[command(verbatim_doc_comment)]
pub struct Args {
    /// The cycle before this one (no unattributed row: the service shows
    /// only the current cycle's meters)
    #[arg(long)]
    pub previous: bool,
}

pub(crate) const VIEW: View = View {
    columns: &[
        col("MEMBER", "member", CellKind::Text),
        col("UNLOCKS", "unlocks", CellKind::Meter),
        col("SEARCHES", "searches", CellKind::Meter),
        col("MESSAGES", "messages", CellKind::Meter),
        col("CYCLE ENDS", "cycleEndsOn", CellKind::DateTime),
    ],
    ..View::PLAIN
};

const METERS: [Meter; 3] = [Meter::ApiUnlocks, Meter::Searches, Meter::Messages];

pub async fn run(ctx: &Context, args: &Args) -> Result<()> {
    ctx.check(&VIEW)?;
    ctx.client().await?;
    let guard = ctx
        .guard()
        .cloned()
        .ok_or_else(|| Error::failure("the ledger could not be opened"))?;
    if let Some(away) = guard.store().away() {
        return Err(away
            .why
            .with_hint("check that the database runs and the URL is right"));
    }
    let (ws, snap) = guard.fresh_snapshot().await?;
    let mut out = ctx.printer().list(&ctx.ui, &VIEW);
    let cell = |used: Option<i64>, limit: Option<i64>| match used {
        Some(u) => json!({"used": u, "limit": limit}),
        None => Value::Null,
    };
    let rows: Vec<(String, String, i64)>;
    let mut allowances: Vec<(String, String, i64)> = Vec::new();
    let cycle: Option<String>;
    if let Some(team) = guard.store().team_store() {
        cycle = if args.previous {
            let cycles = team.cycles(&ws)?;
            cycles
                .into_iter()
                .find(|c| Some(c.as_str()) < snap.cycle_ends.as_deref())
        } else {
            snap.cycle_ends.clone()
        };
        rows = match (&cycle, args.previous) {
            (None, true) => Vec::new(),
            _ => team.spends_by_member(&ws, cycle.as_deref())?,
        };
        allowances = team.allowances(&ws)?;
    } else {
        cycle = if args.previous {
            None
        } else {
            snap.cycle_ends.clone()
        };
        rows = local_spends(&guard, &ws, &snap, args.previous)?;
    }
    let mut members: Vec<&str> = rows.iter().map(|(m, ..)| m.as_str()).collect();
    members.dedup();
    let mut seen = [0i64; 3];
    for member in &members {
        let mut rec = json!({"member": member, "cycleEndsOn": cycle});
        for (i, m) in METERS.iter().enumerate() {
            let name = crate::meter::words(*m).name;
            let used = rows
                .iter()
                .filter(|(who, k, _)| who == member && k == name)
                .map(|(.., n)| *n)
                .sum::<i64>();
            seen[i] += used;
            let cap = allowances
                .iter()
                .find(|(who, k, _)| who == member && k == name)
                .map(|(.., c)| *c)
                .unwrap_or(snap.meter(*m).limit);
            rec[name] = cell(Some(used), Some(cap));
        }
        out.push(&rec)?;
    }
    if !args.previous {
        let mut rec = json!({"member": "(unattributed)", "cycleEndsOn": cycle});
        for (i, m) in METERS.iter().enumerate() {
            let meters = snap.meter(*m);
            rec[crate::meter::words(*m).name] =
                cell(Some((meters.used - seen[i]).max(0)), Some(meters.limit));
        }
        out.push(&rec)?;
        let mut rec = json!({"member": "(workspace)", "cycleEndsOn": cycle});
        for m in METERS {
            let meters = snap.meter(m);
            rec[crate::meter::words(m).name] = cell(Some(meters.used), Some(meters.limit));
        }
        out.push(&rec)?;
    }
    out.finish()?;
    if args.previous && cycle.is_none() {
        ctx.ui
            .status("the ledger has no spends of an earlier cycle for this workspace");
    }
    Ok(())
}

/// A local ledger: this machine's spends of the cycle (its audit log since
/// a month before the cycle ends), all as this machine's member.
fn local_spends(
    guard: &crate::guard::Guard,
    ws: &str,
    snap: &Snapshot,
    previous: bool,
) -> Result<Vec<(String, String, i64)>> {
    let Some(end) = snap
        .cycle_ends
        .as_deref()
        .and_then(|c| chrono::DateTime::parse_from_rfc3339(c).ok())
    else {
        return Ok(Vec::new());
    };
    let month = chrono::Months::new(1);
    let (from, to) = if previous {
        (
            end.checked_sub_months(month)
                .and_then(|e| e.checked_sub_months(month)),
            end.checked_sub_months(month),
        )
    } else {
        (end.checked_sub_months(month), Some(end))
    };
    let (Some(from), Some(to)) = (from, to) else {
        return Ok(Vec::new());
    };
    let (from, to) = (from.timestamp_millis(), to.timestamp_millis());
    let member = if guard.member().is_empty() {
        "(this machine)".to_string()
    } else {
        guard.member().to_string()
    };
    let mut out: Vec<(String, String, i64)> = Vec::new();
    for row in guard.store().audit(Some(ws), usize::MAX >> 1)? {
        let spent = row.outcome == "spent" || row.outcome.starts_with("maybe");
        if !spent || row.at_ms < from || row.at_ms >= to {
            continue;
        }
        match out.iter_mut().find(|(_, m, _)| *m == row.meter) {
            Some((.., n)) => *n += row.cost,
            None => out.push((member.clone(), row.meter.clone(), row.cost)),
        }
    }
    Ok(out)
}
