//! A team ledger's members (`talent team`): what each spent this cycle
//! beside the service's meters.

use serde_json::{json, Value};
use talent_spec::rate::Meter;

use crate::ledger::team::{MemberSpend, TeamAdmin};
use crate::ledger::{Snapshot, OUTREACH};
use crate::output::View;
use crate::records::Records;
use crate::Result;

use super::Io;

const METERS: [Meter; 3] = [Meter::ApiUnlocks, Meter::Searches, Meter::Messages];

/// Prints one row per member of the cycle (`previous`: the one before),
/// what each spent against their allowance or else the workspace's limit,
/// then (this cycle only) the "(unattributed)" row, what the service
/// counts beyond what the ledger saw, and the "(workspace)" row. On a
/// local ledger (no `team`), this machine's member alone. `by_channel`: a row per
/// member and channel (`mcp` for what `talent mcp` spent, `command`).
pub async fn usage(
    records: &Records,
    team: Option<&TeamAdmin>,
    previous: bool,
    by_channel: bool,
    io: Io<'_>,
    view: &View,
) -> Result<()> {
    let rows = usage_rows(records, team, previous, by_channel).await?;
    let mut out = io.printer.list_to(io.out, view);
    for row in &rows.rows {
        if let Some(member) = row.get("member").and_then(Value::as_str) {
            if member != "(unattributed)" && member != "(workspace)" {
                crate::recall::remember(crate::recall::Kind::Member, member, "");
            }
        }
        out.push(row)?;
    }
    out.finish()?;
    if rows.no_earlier_cycle {
        io.sink
            .status("the ledger has no spends of an earlier cycle for this workspace");
    }
    Ok(())
}

/// What `team usage` shows, as rows (see [`usage`]): printed by the
/// command, served by a gateway (`GET /_talent/v1/team-usage`, the
/// member's own rows and the workspace's).
#[derive(Debug, Clone, Default)]
pub struct UsageRows {
    pub rows: Vec<Value>,
    /// `previous` asked for, and the ledger has no earlier cycle.
    pub no_earlier_cycle: bool,
}

impl UsageRows {
    /// The rows a member sees through a gateway: their own and the
    /// workspace's totals (never another member's, nor the unattributed rest).
    pub fn of_member(self, member: &str) -> Vec<Value> {
        self.rows
            .into_iter()
            .filter(|r| {
                let who = r.get("member").and_then(Value::as_str);
                who == Some(member) || who == Some("(workspace)")
            })
            .collect()
    }
}

/// The rows of [`usage`].
pub async fn usage_rows(
    records: &Records,
    team: Option<&TeamAdmin>,
    previous: bool,
    by_channel: bool,
) -> Result<UsageRows> {
    let (ws, snap) = records.fresh_snapshot().await?;
    let spent = match team {
        Some(team) => Spent::of_team(team, &ws, &snap, previous)?,
        None => Spent {
            cycle: (!previous).then(|| snap.cycle_ends.clone()).flatten(),
            rows: local_spends(records, &ws, &snap, previous)?,
            allowances: Vec::new(),
            maybe: Vec::new(),
        },
    };
    let mut out: Vec<Value> = Vec::new();
    let keys = spent.keys(by_channel);
    let mut seen = [0i64; 3];
    for (member, channel) in &keys {
        let first = keys.iter().find(|(m, _)| m == member).map(|(_, c)| *c) == Some(*channel);
        let (rec, used) = spent.member_row(member, by_channel.then_some(*channel), first, &snap);
        for (s, u) in seen.iter_mut().zip(used) {
            *s += u;
        }
        out.push(rec);
    }
    if !previous {
        let mut rec = json!({"member": "(unattributed)", "cycleEndsOn": spent.cycle});
        for (i, m) in METERS.iter().enumerate() {
            let meters = snap.meter(*m);
            rec[crate::meter::words(*m).name] =
                cell(Some((meters.used - seen[i]).max(0)), Some(meters.limit));
        }
        out.push(rec);
        let mut rec = json!({"member": "(workspace)", "cycleEndsOn": spent.cycle});
        for m in METERS {
            let meters = snap.meter(m);
            rec[crate::meter::words(m).name] = cell(Some(meters.used), Some(meters.limit));
        }
        out.push(rec);
    }
    Ok(UsageRows {
        rows: out,
        no_earlier_cycle: previous && spent.cycle.is_none(),
    })
}

/// One meter's cell: what was used against a limit (none: not known).
fn cell(used: Option<i64>, limit: Option<i64>) -> Value {
    match used {
        Some(u) => json!({"used": u, "limit": limit}),
        None => Value::Null,
    }
}

/// What the ledger says was spent in the cycle shown.
struct Spent {
    /// The cycle's end (`None`: no earlier cycle, or a local ledger's
    /// previous one).
    cycle: Option<String>,
    /// Spends by member (and channel), ordered by member.
    rows: Vec<MemberSpend>,
    /// (member, meter, allowance).
    allowances: Vec<(String, String, i64)>,
    /// Lapsed holds that may have spent, this cycle's (member, meter, units).
    maybe: Vec<(String, String, i64)>,
}

impl Spent {
    /// A team ledger's: this cycle's, or the one before (`previous`).
    fn of_team(team: &TeamAdmin, ws: &str, snap: &Snapshot, previous: bool) -> Result<Spent> {
        let cycle = if previous {
            team.cycles(ws)?
                .into_iter()
                .find(|c| Some(c.as_str()) < snap.cycle_ends.as_deref())
        } else {
            snap.cycle_ends.clone()
        };
        let rows = match (&cycle, previous) {
            (None, true) => Vec::new(),
            _ => team.spends_by_member(ws, cycle.as_deref())?,
        };
        Ok(Spent {
            cycle,
            rows,
            allowances: team.allowances(ws)?,
            maybe: if previous {
                Vec::new()
            } else {
                team.maybe_by_member(ws)?
            },
        })
    }

    /// One output row per member, or per member and channel (rows come
    /// ordered by member, then channel); a member whose only units are
    /// "maybe" has a row too.
    fn keys(&self, by_channel: bool) -> Vec<(&str, &str)> {
        let mut keys: Vec<(&str, &str)> = self
            .rows
            .iter()
            .map(|r| {
                let channel = if by_channel { r.channel.as_str() } else { "" };
                (r.member.as_str(), channel)
            })
            .collect();
        keys.dedup();
        for (member, ..) in &self.maybe {
            if !keys.iter().any(|(m, _)| m == member) {
                let channel = if by_channel { "command" } else { "" };
                keys.push((member.as_str(), channel));
            }
        }
        keys
    }

    /// A member's row (of one `channel`, when by channel): each meter's use
    /// against their allowance, else the workspace's limit, with what may
    /// have been spent on the member's `first` row; and the units used.
    fn member_row(
        &self,
        member: &str,
        channel: Option<&str>,
        first: bool,
        snap: &Snapshot,
    ) -> (Value, [i64; 3]) {
        let mut rec = json!({"member": member, "cycleEndsOn": self.cycle});
        if let Some(channel) = channel {
            rec["channel"] = json!(channel);
        }
        let mut used_all = [0i64; 3];
        for (i, m) in METERS.iter().enumerate() {
            let name = crate::meter::words(*m).name;
            let used = self
                .rows
                .iter()
                .filter(|r| r.member == member && r.meter == name)
                .filter(|r| channel.is_none_or(|c| r.channel == c))
                .map(|r| r.cost)
                .sum::<i64>();
            used_all[i] = used;
            let cap = self
                .allowances
                .iter()
                .find(|(who, k, _)| who == member && k == name)
                .map(|(.., c)| *c)
                .unwrap_or(snap.meter(*m).limit);
            rec[name] = cell(Some(used), Some(cap));
            let units: i64 = self
                .maybe
                .iter()
                .filter(|(who, k, _)| who == member && k == name)
                .map(|(.., n)| *n)
                .sum();
            if units > 0 && first {
                rec[name]["maybe"] = json!(units);
            }
        }
        // People reached (invites, bulk invites, messages): against the
        // member's outreach allowance, else no limit (no meter counts them).
        let reached = self
            .rows
            .iter()
            .filter(|r| r.member == member && r.meter == OUTREACH)
            .filter(|r| channel.is_none_or(|c| r.channel == c))
            .map(|r| r.cost)
            .sum::<i64>();
        let cap = self
            .allowances
            .iter()
            .find(|(who, k, _)| who == member && k == OUTREACH)
            .map(|(.., c)| *c);
        rec[OUTREACH] = json!({"used": reached, "limit": cap});
        (rec, used_all)
    }
}

/// A local ledger: this machine's spends of the cycle (its audit log since
/// a month before the cycle ends), all as this machine's member.
fn local_spends(
    records: &Records,
    ws: &str,
    snap: &Snapshot,
    previous: bool,
) -> Result<Vec<MemberSpend>> {
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
    let member = if records.member().is_empty() {
        "(this machine)".to_string()
    } else {
        records.member().to_string()
    };
    let mut out: Vec<MemberSpend> = Vec::new();
    for row in records.audit_of(ws, usize::MAX >> 1)? {
        let spent = row.outcome == "spent" || row.outcome.starts_with("maybe");
        if !spent || row.at_ms < from || row.at_ms >= to {
            continue;
        }
        let channel = match row.command.as_str() {
            "mcp" => "mcp",
            crate::guard::GATEWAY_COMMAND => "gateway",
            _ => "command",
        };
        match out
            .iter_mut()
            .find(|s| s.meter == row.meter && s.channel == channel)
        {
            Some(s) => s.cost += row.cost,
            None => out.push(MemberSpend {
                member: member.clone(),
                channel: channel.to_string(),
                meter: row.meter.clone(),
                cost: row.cost,
            }),
        }
    }
    // One member here: ordered by channel, as the team ledger's rows are.
    out.sort_by(|a, b| a.channel.cmp(&b.channel));
    Ok(out)
}

/// A gateway's `GET /_talent/v1/team-usage` answer (`{"data": [rows]}`,
/// each row as `team usage -o json` prints it), printed as this command
/// prints its own rows.
pub fn print_rows(answer: &Value, io: Io<'_>, view: &View) -> Result<()> {
    let rows = answer
        .get("data")
        .and_then(Value::as_array)
        .ok_or_else(|| crate::Error::failure("the gateway's team usage has no data"))?;
    let mut out = io.printer.list_to(io.out, view);
    for row in rows {
        out.push(row)?;
    }
    out.finish()
}
