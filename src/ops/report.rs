//! `talent report`: the picture of a quota cycle for whoever pays for it
//! (the contract's *report* section, issue 39) — per meter what is used,
//! left, spent each day, the pace and the forecast; each member against
//! their allowance, the unattributed rest, the channels; per open job the
//! invites and what became of them; the guard's refusals by day.
//!
//! The figures come from the ledger, aggregated by the store in SQL
//! ([`crate::ledger::report_sql`]), beside the service's `GET /usage` (or,
//! `--offline`, the usage the ledger last kept). An operation: the checked
//! [`ReportInput`], the [`Report`] (the JSON the contract shows), [`run`];
//! the page is [`super::report_html`].

use std::collections::BTreeMap;

use chrono::{DateTime, Local, NaiveDate, TimeZone, Utc};
use serde::{Deserialize, Serialize};
use serde_json::Value;
use talent_spec::rate::Meter;

use crate::api::query::id_segment;
use crate::api::Client;
use crate::ledger::report_sql::{slice_start, top_members};
use crate::ledger::{ReportQuery, ReportRows, Snapshot};
use crate::records::Records;
use crate::{Error, Result};

use super::kit::field::{Field, Words};
use super::kit::routes;

const DAY_MS: i64 = 86_400_000;
/// The meters in the report's order, with their names in its JSON.
pub const METERS: [(Meter, &str); 3] = [
    (Meter::ApiUnlocks, "unlocks"),
    (Meter::Searches, "searches"),
    (Meter::Messages, "messages"),
];
/// The channels a spend goes through.
pub const CHANNELS: [&str; 4] = ["cli", "browse", "mcp", "gateway"];
/// Open jobs read at most (pages of 20): a report is a picture, not an export.
const MAX_JOB_PAGES: u64 = 25;

/// What `talent report` is asked, checked.
#[derive(Debug, Clone)]
pub struct ReportInput {
    /// The cycle before the current one.
    pub previous: bool,
    /// Only these members (`--for`, repeated); empty: all.
    pub members: Vec<String>,
    /// Send nothing: the usage the ledger kept, no jobs.
    pub offline: bool,
    /// The front end's words for the fields a refusal or line names.
    pub words: Words,
}

impl ReportInput {
    /// Checks the members named: trimmed, not empty, each once.
    pub fn new(
        previous: bool,
        members: &[String],
        offline: bool,
        words: Words,
    ) -> Result<ReportInput> {
        let mut out: Vec<String> = Vec::new();
        for m in members {
            let m = m.trim();
            if m.is_empty() {
                return Err(
                    Error::usage(format!("{} needs a member's name", words(Field::For)))
                        .with_hint("`talent team usage` lists the members of the cycle"),
                );
            }
            if !out.iter().any(|o| o == m) {
                out.push(m.to_string());
            }
        }
        Ok(ReportInput {
            previous,
            members: out,
            offline,
            words,
        })
    }
}

/// The cycle reported on.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct Cycle {
    /// Its first local day.
    pub start: NaiveDate,
    /// Its last local day.
    pub end: NaiveDate,
    /// When its meters reset (the service's `cycleEndsOn`).
    pub resets_at: String,
    pub now: String,
    #[serde(skip)]
    pub start_ms: i64,
    #[serde(skip)]
    pub end_ms: i64,
    #[serde(skip)]
    pub now_ms: i64,
}

/// One day's spends of a meter.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Daily {
    pub day: NaiveDate,
    pub spent: i64,
}

/// How fast a meter goes and whether it lasts the cycle.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Forecast {
    pub pace_per_day: f64,
    pub runs_out_on: Option<NaiveDate>,
    pub lasts_cycle: bool,
}

/// One meter of the report.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct MeterReport {
    pub used: i64,
    pub limit: i64,
    pub left: i64,
    pub daily: Vec<Daily>,
    #[serde(flatten)]
    pub forecast: Forecast,
    /// Each day's spends by the biggest spenders ("" for the others), for
    /// the stacked chart: (who, per day in `daily`'s order).
    #[serde(skip)]
    pub stacked: Vec<(String, Vec<i64>)>,
}

/// Units per meter.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Units {
    pub unlocks: i64,
    pub searches: i64,
    pub messages: i64,
}

impl Units {
    fn add(&mut self, meter: &str, n: i64) {
        match meter {
            "unlocks" => self.unlocks += n,
            "searches" => self.searches += n,
            "messages" => self.messages += n,
            _ => {}
        }
    }

    pub fn get(&self, meter: &str) -> i64 {
        match meter {
            "unlocks" => self.unlocks,
            "searches" => self.searches,
            "messages" => self.messages,
            _ => 0,
        }
    }

    pub fn total(&self) -> i64 {
        self.unlocks + self.searches + self.messages
    }
}

/// A member's allowances (`null` where none is set).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Allowance {
    pub unlocks: Option<i64>,
    pub searches: Option<i64>,
    pub messages: Option<i64>,
}

/// One member's spends of the cycle.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct MemberReport {
    pub member: String,
    #[serde(flatten)]
    pub spent: Units,
    pub allowance: Allowance,
}

/// What the service counts beyond what the ledger saw.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Unattributed {
    pub unlocks: Option<i64>,
    pub searches: Option<i64>,
    pub messages: Option<i64>,
}

/// One stage of a job's pipeline.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct StageCount {
    pub stage_id: String,
    pub name: String,
    pub count: i64,
}

/// One open job.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct JobReport {
    pub job_id: String,
    pub title: String,
    pub invited: i64,
    /// `null` where no listener recorded invite events.
    pub accepted: Option<i64>,
    pub declined: Option<i64>,
    pub applications: i64,
    pub by_stage: Vec<StageCount>,
}

/// One day of the guard's refusals, declined questions and waits.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct RefusalDay {
    pub day: NaiveDate,
    pub refused: i64,
    pub declined: i64,
    pub rate_limited: i64,
}

/// The three meters, in the contract's order.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct MetersReport {
    pub unlocks: MeterReport,
    pub searches: MeterReport,
    pub messages: MeterReport,
}

/// Spends by channel, in the contract's order.
#[derive(Debug, Clone, Copy, Default, Serialize, Deserialize)]
pub struct Channels {
    pub cli: Units,
    pub browse: Units,
    pub mcp: Units,
    /// Members' requests through `talent serve` (spend lines of the
    /// channel `gateway`, each under its authenticated member).
    pub gateway: Units,
}

impl Channels {
    pub fn get(&self, channel: &str) -> Option<Units> {
        match channel {
            "cli" => Some(self.cli),
            "browse" => Some(self.browse),
            "mcp" => Some(self.mcp),
            "gateway" => Some(self.gateway),
            _ => None,
        }
    }

    fn get_mut(&mut self, channel: &str) -> &mut Units {
        match channel {
            "browse" => &mut self.browse,
            "mcp" => &mut self.mcp,
            "gateway" => &mut self.gateway,
            _ => &mut self.cli,
        }
    }
}

/// The report: the contract's JSON shape.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct Report {
    /// The sentence that answers the payer (see [`verdict`]).
    pub verdict: String,
    /// The workspace reported on (the service's `workspaceId`).
    pub workspace: String,
    pub cycle: Cycle,
    pub meters: MetersReport,
    pub members: Vec<MemberReport>,
    pub unattributed: Unattributed,
    pub channels: Channels,
    pub jobs: Vec<JobReport>,
    pub refusals: Vec<RefusalDay>,
    /// `--offline`: jobs were left out.
    #[serde(skip)]
    pub offline: bool,
    /// `--previous`.
    #[serde(skip)]
    pub previous: bool,
    /// The front end's words for the fields its lines name.
    #[serde(skip, default = "no_words")]
    pub words: Words,
}

/// The words of a report read back (a gateway's): set by [`Report::read_back`].
fn no_words() -> Words {
    |_| ""
}

impl Report {
    /// A report as its JSON says it (a gateway's `GET /_talent/v1/report`
    /// for a member), with the instants its lines read, in `words`; none
    /// when it is not one (the caller prints it as it came).
    pub fn read_back(value: &Value, words: Words) -> Option<Report> {
        let mut r: Report = serde_json::from_value(value.clone()).ok()?;
        r.cycle.end_ms = parse_ms(&r.cycle.resets_at)?;
        r.cycle.now_ms = parse_ms(&r.cycle.now)?;
        r.cycle.start_ms = day_start_ms(r.cycle.start);
        r.words = words;
        Some(r)
    }

    /// The meters in the report's order.
    pub fn meters_in_order(&self) -> [(&'static str, &MeterReport); 3] {
        [
            ("unlocks", &self.meters.unlocks),
            ("searches", &self.meters.searches),
            ("messages", &self.meters.messages),
        ]
    }
}

/// The local day of an instant (ms since the epoch).
pub fn local_day(ms: i64) -> NaiveDate {
    DateTime::<Utc>::from_timestamp_millis(ms)
        .unwrap_or_default()
        .with_timezone(&Local)
        .date_naive()
}

/// When local day `d` starts (ms); a midnight a zone skips is its first
/// instant after.
pub fn day_start_ms(d: NaiveDate) -> i64 {
    let midnight = d.and_hms_opt(0, 0, 0).unwrap_or_default();
    match Local.from_local_datetime(&midnight) {
        chrono::LocalResult::Single(t) | chrono::LocalResult::Ambiguous(t, _) => {
            t.timestamp_millis()
        }
        chrono::LocalResult::None => Local
            .from_local_datetime(&(midnight + chrono::Duration::hours(1)))
            .earliest()
            .map(|t| t.timestamp_millis())
            .unwrap_or_else(|| midnight.and_utc().timestamp_millis()),
    }
}

/// The local days of `[from_ms, to_ms)`, or none when it is empty.
pub fn days_of(from_ms: i64, to_ms: i64) -> Vec<NaiveDate> {
    let mut out = Vec::new();
    if to_ms <= from_ms {
        return out;
    }
    let last = local_day(to_ms - 1);
    let mut d = local_day(from_ms);
    while d <= last {
        out.push(d);
        match d.succ_opt() {
            Some(n) => d = n,
            None => break,
        }
    }
    out
}

fn parse_ms(rfc3339: &str) -> Option<i64> {
    DateTime::parse_from_rfc3339(rfc3339)
        .ok()
        .map(|t| t.timestamp_millis())
}

fn month_before(ms: i64) -> i64 {
    DateTime::<Utc>::from_timestamp_millis(ms)
        .and_then(|t| t.checked_sub_months(chrono::Months::new(1)))
        .map(|t| t.timestamp_millis())
        .unwrap_or(ms - 30 * DAY_MS)
}

fn rfc3339(ms: i64) -> String {
    DateTime::<Utc>::from_timestamp_millis(ms)
        .unwrap_or_default()
        .to_rfc3339_opts(chrono::SecondsFormat::Secs, true)
}

/// The pace and forecast of a meter (the contract's definitions): the
/// units of the last 7 calendar days, today included (or since the day
/// the cycle started, if later), over the number of those days, today
/// counted as one; and the day `left / pace` days from now unless that is
/// after `end_ms`. `spends`: (instant, units); an instant is the start of
/// its quarter-hour slice, so the cycle's first slice may start before
/// `start_ms` and still counts.
pub fn forecast(
    spends: impl IntoIterator<Item = (i64, i64)>,
    left: i64,
    start_ms: i64,
    end_ms: i64,
    now_ms: i64,
) -> Forecast {
    let today = local_day(now_ms);
    let first = local_day(start_ms)
        .max(today - chrono::Days::new(6))
        .min(today);
    let units: i64 = spends
        .into_iter()
        // By local day: a quarter hour never straddles a local midnight,
        // so the cycle's first slice is on the cycle's first day.
        .filter(|(at, _)| (first..=today).contains(&local_day(*at)))
        .map(|(_, n)| n)
        .sum();
    let span_days = ((today - first).num_days() + 1).max(1) as f64;
    let pace = (units as f64 / span_days * 100.0).round() / 100.0;
    let runs_out = (pace > 0.0)
        .then(|| now_ms + ((left.max(0) as f64 / pace) * DAY_MS as f64) as i64)
        .filter(|at| *at < end_ms);
    Forecast {
        pace_per_day: pace,
        runs_out_on: runs_out.map(local_day),
        lasts_cycle: runs_out.is_none(),
    }
}

/// The shortest a cycle is taken to be: a `cycleEndsOn` the ledger saw
/// less than this before an end is that end seen again (a clock's
/// jitter, a second's difference in how it was written), not the end of
/// the cycle before.
const MIN_CYCLE_MS: i64 = DAY_MS;

/// The cycle ending at `end_ms` (its start: the newest `cycleEndsOn` the
/// ledger saw at least [`MIN_CYCLE_MS`] before it, else a month before).
/// Regression (issue 46, finding 10): a row one second before the current
/// end made the current cycle one second long, and `--previous` reported
/// the current cycle.
fn cycle_start(records: &Records, ws: &str, end: &str, end_ms: i64) -> Result<i64> {
    let mut before = end.to_string();
    // Walks back over the ends too close to this one (each step finds an
    // older one; a few at most).
    for _ in 0..64 {
        let Some(seen) = records.cycle_before(ws, &before)? else {
            break;
        };
        match parse_ms(&seen) {
            Some(s) if s <= end_ms - MIN_CYCLE_MS => return Ok(s),
            _ => before = seen,
        }
    }
    Ok(month_before(end_ms))
}

/// The usage to report beside: read now (paced, free), or as the ledger
/// kept it (`--offline`).
async fn usage(records: &Records, offline: bool, w: Words) -> Result<(String, Snapshot)> {
    if offline {
        let offline = w(Field::Offline);
        return records.stored_snapshot()?.ok_or_else(|| {
            Error::usage(format!(
                "the ledger has no usage of this key yet, and {offline} sends nothing"
            ))
            .with_hint(format!(
                "run `talent report` (or `talent usage`) once without {offline}"
            ))
        });
    }
    records.fresh_snapshot().await
}

/// Builds the report: the usage, the ledger's rows of the cycle, the open
/// jobs' stages (unless `--offline`).
pub async fn run(
    records: &Records,
    client: Option<&Client>,
    input: &ReportInput,
    now: DateTime<Utc>,
) -> Result<Report> {
    let (ws, snap) = usage(records, input.offline, input.words).await?;
    let ends = snap.cycle_ends.clone().ok_or_else(|| {
        Error::failure("the service's usage names no cycleEndsOn: the cycle cannot be told")
    })?;
    let now_ms = now.timestamp_millis();
    let mut end_ms = parse_ms(&ends).ok_or_else(|| {
        Error::failure(format!("the service's cycleEndsOn {ends:?} is not a date"))
    })?;
    let mut start_ms = cycle_start(records, &ws, &ends, end_ms)?;
    if input.previous {
        end_ms = start_ms;
        start_ms = cycle_start(records, &ws, &rfc3339(end_ms), end_ms)?;
    }
    // What the cycle has seen so far: the days up to now (all of a past one).
    let upto = now_ms.min(end_ms);
    let off = ledger_offset(records);
    let rows = records.report(&ReportQuery {
        workspace: ws.clone(),
        from_ms: start_ms + off,
        to_ms: end_ms + off,
        members: if records.team() {
            input.members.clone()
        } else {
            Vec::new()
        },
    })?;
    // The local file keeps no member on its lines: they are this
    // machine's, never filed under the name this run would spend as
    // (`TALENT_MEMBER=nobody talent report` filed the cycle under "nobody").
    let rows = narrow_local(rows, records.team(), LOCAL_MEMBER, &input.members);
    let days = days_of(start_ms, upto.max(start_ms + 1));
    let cycle = Cycle {
        start: local_day(start_ms),
        end: local_day(end_ms - 1),
        resets_at: rfc3339(end_ms),
        now: rfc3339(now_ms),
        start_ms,
        end_ms,
        now_ms,
    };
    let mut report = Report {
        verdict: String::new(),
        workspace: ws.clone(),
        meters: meters(&rows, &snap, &cycle, &days, input.previous),
        members: members(&rows, &input.members),
        unattributed: Unattributed::default(),
        channels: channels(&rows),
        jobs: Vec::new(),
        refusals: refusals(&rows, start_ms),
        cycle,
        offline: input.offline,
        previous: input.previous,
        words: input.words,
    };
    // The service counts only the current cycle, and all of the workspace.
    if !input.previous && input.members.is_empty() {
        let seen = |m: &str| report.members.iter().map(|r| r.spent.get(m)).sum::<i64>();
        report.unattributed = Unattributed {
            unlocks: Some((snap.unlocks.used - seen("unlocks")).max(0)),
            searches: Some((snap.searches.used - seen("searches")).max(0)),
            messages: Some((snap.messages.used - seen("messages")).max(0)),
        };
    }
    if let (Some(client), false) = (client, input.offline) {
        report.jobs = jobs(client, &rows).await?;
    }
    report.verdict = verdict(&report);
    Ok(report)
}

/// How far the ledger's clock is ahead of the CLI's: a team ledger stamps
/// its lines with the database's time, the report counts days on the
/// CLI's (`TALENT_NOW`); the span is asked in the ledger's time and its
/// slices read back from the span's start in the CLI's.
fn ledger_offset(records: &Records) -> i64 {
    if records.team() {
        records.now_ms() - crate::clock::now_ms()
    } else {
        0
    }
}

/// The local file keeps no member: its lines are this machine's member's,
/// and `--member` naming someone else leaves nothing.
fn narrow_local(mut rows: ReportRows, team: bool, me: &str, members: &[String]) -> ReportRows {
    if team {
        return rows;
    }
    for t in &mut rows.totals {
        t.member = me.to_string();
    }
    for s in &mut rows.slices {
        s.who = me.to_string();
    }
    if !members.is_empty() && !members.iter().any(|m| m == me) {
        rows.totals.clear();
        rows.slices.clear();
        rows.events.clear();
    }
    rows
}

fn meters(
    rows: &ReportRows,
    snap: &Snapshot,
    cycle: &Cycle,
    days: &[NaiveDate],
    previous: bool,
) -> MetersReport {
    let index: BTreeMap<NaiveDate, usize> = days.iter().enumerate().map(|(i, d)| (*d, i)).collect();
    let mut out = Vec::with_capacity(3);
    for (m, name) in METERS {
        let mut daily = vec![0i64; days.len()];
        let mut stacked: Vec<(String, Vec<i64>)> = Vec::new();
        let mut spends: Vec<(i64, i64)> = Vec::new();
        let mut total = 0;
        for s in rows.slices.iter().filter(|s| s.meter == name) {
            let at = slice_start(cycle.start_ms, s.slice);
            spends.push((at, s.units));
            total += s.units;
            let Some(&i) = index.get(&local_day(at)) else {
                continue;
            };
            daily[i] += s.units;
            match stacked.iter_mut().find(|(w, _)| *w == s.who) {
                Some((_, v)) => v[i] += s.units,
                None => {
                    let mut v = vec![0; days.len()];
                    v[i] = s.units;
                    stacked.push((s.who.clone(), v));
                }
            }
        }
        // Biggest first, the others last.
        stacked.sort_by_key(|(w, v)| (w.is_empty(), -v.iter().sum::<i64>(), w.clone()));
        let service = snap.meter(m);
        let (used, limit) = if previous {
            (total, service.limit)
        } else {
            (service.used, service.limit)
        };
        let left = (limit - used).max(0);
        let now = cycle.now_ms.min(cycle.end_ms);
        out.push(MeterReport {
            used,
            limit,
            left,
            daily: days
                .iter()
                .zip(&daily)
                .map(|(d, n)| Daily { day: *d, spent: *n })
                .collect(),
            forecast: forecast(spends, left, cycle.start_ms, cycle.end_ms, now),
            stacked,
        });
    }
    let [unlocks, searches, messages]: [MeterReport; 3] =
        out.try_into().expect("one report per meter");
    MetersReport {
        unlocks,
        searches,
        messages,
    }
}

/// Who the local file's lines are filed under: it keeps no member.
pub const LOCAL_MEMBER: &str = "(this machine)";

/// Each member with lines, biggest spender first; with `--for`, the named
/// members in the order named, zeros for one with no lines.
fn members(rows: &ReportRows, named: &[String]) -> Vec<MemberReport> {
    let mut by: BTreeMap<&str, Units> = BTreeMap::new();
    for t in &rows.totals {
        by.entry(t.member.as_str())
            .or_default()
            .add(&t.meter, t.units);
    }
    let mut order = top_members(&rows.totals, usize::MAX);
    if !named.is_empty() {
        order = named.to_vec();
    }
    order
        .iter()
        .map(|m| {
            let cap = |meter: &str| {
                rows.allowances
                    .iter()
                    .find(|(who, k, _)| who == m && k == meter)
                    .map(|(.., c)| *c)
            };
            MemberReport {
                member: m.clone(),
                spent: by.get(m.as_str()).copied().unwrap_or_default(),
                allowance: Allowance {
                    unlocks: cap("unlocks"),
                    searches: cap("searches"),
                    messages: cap("messages"),
                },
            }
        })
        .collect()
}

fn channels(rows: &ReportRows) -> Channels {
    let mut out = Channels::default();
    for t in &rows.totals {
        out.get_mut(&t.channel).add(&t.meter, t.units);
    }
    out
}

fn refusals(rows: &ReportRows, start_ms: i64) -> Vec<RefusalDay> {
    let mut by: BTreeMap<NaiveDate, RefusalDay> = BTreeMap::new();
    for e in &rows.events {
        let day = local_day(slice_start(start_ms, e.slice));
        let r = by.entry(day).or_insert(RefusalDay {
            day,
            refused: 0,
            declined: 0,
            rate_limited: 0,
        });
        match e.kind.as_str() {
            "refused" => r.refused += e.n,
            "declined" => r.declined += e.n,
            "rate_limited" => r.rate_limited += e.n,
            _ => {}
        }
    }
    by.into_values().collect()
}

/// The open jobs, each with its invites (the ledger's), invite events (a
/// listener's) and applications by stage (read-only requests, paced, no
/// quota).
async fn jobs(client: &Client, rows: &ReportRows) -> Result<Vec<JobReport>> {
    let listened = rows.jobs.iter().any(|j| j.kind.starts_with("invite."));
    let count = |job: &str, kind: &str| {
        rows.jobs
            .iter()
            .filter(|j| j.job_id == job && j.kind == kind)
            .map(|j| j.n)
            .sum::<i64>()
    };
    let mut open: Vec<(String, String)> = Vec::new();
    for page in 1..=MAX_JOB_PAGES {
        let resp = client
            .send(&routes::jobs_main(false, page, Some(20)))
            .await?;
        let body = resp.record()?;
        let results = body
            .get("results")
            .and_then(Value::as_array)
            .cloned()
            .unwrap_or_default();
        for j in &results {
            let id = j.get("jobId").and_then(Value::as_str).unwrap_or_default();
            if id.is_empty() {
                continue;
            }
            let title = j.get("title").and_then(Value::as_str).unwrap_or_default();
            open.push((id.to_string(), title.to_string()));
        }
        let total = body.get("totalCount").and_then(Value::as_u64).unwrap_or(0);
        if results.len() < 20 || open.len() as u64 >= total {
            break;
        }
    }
    let mut out = Vec::new();
    for (id, title) in open {
        let resp = client
            .send(&routes::stages(&id_segment("job id", &id)?))
            .await?;
        let body = resp.record()?;
        let by_stage: Vec<StageCount> = body
            .get("results")
            .and_then(Value::as_array)
            .map(|a| {
                a.iter()
                    .map(|s| StageCount {
                        stage_id: s
                            .get("stageId")
                            .and_then(Value::as_str)
                            .unwrap_or_default()
                            .to_string(),
                        name: s
                            .get("title")
                            .and_then(Value::as_str)
                            .unwrap_or_default()
                            .to_string(),
                        count: s
                            .get("applicationCount")
                            .and_then(Value::as_i64)
                            .unwrap_or(0),
                    })
                    .collect()
            })
            .unwrap_or_default();
        out.push(JobReport {
            invited: count(&id, "invited"),
            accepted: listened.then(|| count(&id, crate::ledger::RowKind::InviteAccepted.as_str())),
            declined: listened.then(|| count(&id, crate::ledger::RowKind::InviteDeclined.as_str())),
            applications: by_stage.iter().map(|s| s.count).sum(),
            by_stage,
            job_id: id,
            title,
        });
    }
    Ok(out)
}

/// The meters' names as a sentence starts them, and within one.
fn meter_words(name: &str) -> (&'static str, &'static str) {
    match name {
        "unlocks" => ("Unlocks", "unlocks"),
        "searches" => ("Searches", "searches"),
        _ => ("Messages", "messages"),
    }
}

/// A day in words (`2 Dec`), with the year when it is not `year`.
pub fn day_words(d: NaiveDate, year: i32) -> String {
    use chrono::Datelike;
    if d.year() == year {
        d.format("%-d %b").to_string()
    } else {
        d.format("%-d %b %Y").to_string()
    }
}

/// The zone local times are written in, named: `UTC`, or its offset
/// (`UTC+05:30`) and, where `TZ` names it, its name.
pub fn zone_words(at: DateTime<Local>) -> String {
    let secs = at.offset().local_minus_utc();
    let offset = if secs == 0 {
        "UTC".to_string()
    } else {
        let (sign, a) = if secs < 0 { ('-', -secs) } else { ('+', secs) };
        format!("UTC{sign}{:02}:{:02}", a / 3600, a % 3600 / 60)
    };
    let named = std::env::var("TZ")
        .ok()
        .map(|t| t.trim_start_matches(':').to_string())
        .filter(|t| t.contains('/') && !t.starts_with('/') && t.len() < 64);
    match named {
        Some(name) => format!("{offset} ({name})"),
        None => offset,
    }
}

/// An instant (ms) in words in this machine's zone, named: `20 Jun,
/// 12:00 UTC`.
pub fn time_words(ms: i64, year: i32) -> String {
    let t = DateTime::<Utc>::from_timestamp_millis(ms)
        .unwrap_or_default()
        .with_timezone(&Local);
    format!(
        "{}, {} {}",
        day_words(t.date_naive(), year),
        t.format("%H:%M"),
        zone_words(t)
    )
}

/// The day the meters reset: the local day of the cycle's end.
pub fn reset_day(c: &Cycle) -> NaiveDate {
    local_day(c.end_ms)
}

/// The year dates are written against (the cycle's last day's).
pub fn report_year(c: &Cycle) -> i32 {
    use chrono::Datelike;
    c.end.year()
}

/// The one sentence that answers the payer (the contract's *Read at a
/// glance*): each meter that runs out before the reset with the day in
/// words and how many days early, then those that last; or that all
/// last until the reset. A past cycle says what each meter used.
pub fn verdict(r: &Report) -> String {
    let c = &r.cycle;
    let year = report_year(c);
    let reset = reset_day(c);
    if r.previous {
        let used: Vec<String> = r
            .meters_in_order()
            .iter()
            .map(|(name, m)| format!("{} {} of {}", meter_words(name).1, m.used, m.limit))
            .collect();
        return format!(
            "The previous cycle ended on {}: {} used.",
            day_words(reset, year),
            used.join(", ")
        );
    }
    let mut short = Vec::new();
    let mut lasting = Vec::new();
    for (name, m) in r.meters_in_order() {
        let early = |d: NaiveDate| (reset - d).num_days().max(0);
        let days = |n: i64| {
            if n == 1 {
                "1 day".to_string()
            } else {
                format!("{n} days")
            }
        };
        let today = local_day(c.now_ms.min(c.end_ms - 1));
        if m.limit > 0 && m.left == 0 {
            short.push(format!(
                "{} are used up ({} of {}), {} before the reset",
                meter_words(name).0,
                m.used,
                m.limit,
                days(early(today))
            ));
        } else if let Some(d) = m.forecast.runs_out_on {
            short.push(format!(
                "{} run out on {}, {} before the reset",
                meter_words(name).0,
                day_words(d, year),
                days(early(d))
            ));
        } else {
            lasting.push(meter_words(name).1);
        }
    }
    if short.is_empty() {
        return format!(
            "All three meters last until the reset on {}.",
            day_words(reset, year)
        );
    }
    // Only the first clause opens with a capital.
    let mut clauses: Vec<String> = short
        .iter()
        .enumerate()
        .map(|(i, s)| {
            if i == 0 {
                s.clone()
            } else {
                lowercase_first(s)
            }
        })
        .collect();
    match lasting.as_slice() {
        [] => {}
        [one] => clauses.push(format!("{one} last the cycle")),
        [a, b] => clauses.push(format!("{a} and {b} last the cycle")),
        _ => clauses.push(format!("{} last the cycle", lasting.join(", "))),
    }
    format!("{}.", clauses.join("; "))
}

fn lowercase_first(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(f) => f.to_lowercase().chain(c).collect(),
        None => String::new(),
    }
}

/// `n` of a meter's unit: `1 unlock`, `3 searches`.
pub fn units_words(n: i64, meter: &str) -> String {
    let (one, many) = match meter {
        "unlocks" => ("unlock", "unlocks"),
        "searches" => ("search", "searches"),
        _ => ("message", "messages"),
    };
    format!("{n} {}", if n == 1 { one } else { many })
}

/// How accepted and declined invites become known when no listener ran.
pub const HOW_TO_KNOW: &str = "accepted and declined become known once `talent webhooks listen` runs on the team's endpoint (it records each invite.accepted and invite.declined)";

/// The text form (a terminal, `-o table`): one labelled line a figure, in
/// words, never raw JSON.
pub fn text_lines(r: &Report) -> Vec<(String, String)> {
    let c = &r.cycle;
    let year = report_year(c);
    let mut out: Vec<(String, String)> = vec![
        ("Verdict".into(), r.verdict.clone()),
        ("Workspace".into(), r.workspace.clone()),
        (
            "Cycle".into(),
            format!(
                "{} to {}{}",
                day_words(c.start, year),
                day_words(c.end, year),
                if r.previous {
                    " (the previous cycle)"
                } else {
                    ""
                }
            ),
        ),
        ("Resets".into(), time_words(c.end_ms, year)),
        ("As of".into(), time_words(c.now_ms, year)),
    ];
    meter_lines(r, year, &mut out);
    member_lines(r, &mut out);
    job_lines(r, &mut out);
    refusal_lines(r, year, &mut out);
    out
}

/// Per meter: used, the pace, the forecast.
fn meter_lines(r: &Report, year: i32, out: &mut Vec<(String, String)>) {
    for (name, m) in r.meters_in_order() {
        let (title, _) = meter_words(name);
        out.push((
            format!("{title} used"),
            format!("{} of {}, {} left", m.used, m.limit, m.left),
        ));
        out.push((
            format!("{title} pace"),
            format!("{} a day over the last 7 days", m.forecast.pace_per_day),
        ));
        out.push((
            format!("{title} forecast"),
            match m.forecast.runs_out_on {
                _ if m.limit > 0 && m.left == 0 => "used up".to_string(),
                Some(d) => format!("runs out on {}", day_words(d, year)),
                None => "lasts the cycle".to_string(),
            },
        ));
    }
}

/// Per member what they spent against their allowance; the rest the
/// service counts; per channel.
fn member_lines(r: &Report, out: &mut Vec<(String, String)>) {
    for m in &r.members {
        let part = |meter: &str, cap: Option<i64>| {
            let spent = units_words(m.spent.get(meter), meter);
            match cap {
                Some(cap) => format!("{spent} (allowance {cap})"),
                None => spent,
            }
        };
        out.push((
            format!("Member {}", m.member),
            format!(
                "{}, {}, {}",
                part("unlocks", m.allowance.unlocks),
                part("searches", m.allowance.searches),
                part("messages", m.allowance.messages)
            ),
        ));
    }
    let u = &r.unattributed;
    out.push((
        "Unattributed".into(),
        match (u.unlocks, u.searches, u.messages) {
            (Some(a), Some(b), Some(c)) => format!(
                "{}, {}, {} (the service counts them; the ledger did not see them)",
                units_words(a, "unlocks"),
                units_words(b, "searches"),
                units_words(c, "messages")
            ),
            _ => "not counted (the service counts the whole workspace's current cycle)".into(),
        },
    ));
    for ch in CHANNELS {
        let u = r.channels.get(ch).unwrap_or_default();
        out.push((
            format!("Channel {ch}"),
            format!(
                "{}, {}, {}",
                units_words(u.unlocks, "unlocks"),
                units_words(u.searches, "searches"),
                units_words(u.messages, "messages")
            ),
        ));
    }
}

/// Per open job its invites, answers and applications.
fn job_lines(r: &Report, out: &mut Vec<(String, String)>) {
    if r.offline {
        out.push((
            "Jobs".into(),
            format!("left out ({})", (r.words)(Field::Offline)),
        ));
    } else if r.jobs.is_empty() {
        out.push(("Jobs".into(), "no open jobs".into()));
    }
    let known = |v: Option<i64>| v.map_or_else(|| "unknown".to_string(), |n| n.to_string());
    for j in &r.jobs {
        out.push((
            format!("Job {}", j.title),
            format!(
                "{} invited, {} accepted, {} declined, {} applications ({})",
                j.invited,
                known(j.accepted),
                known(j.declined),
                j.applications,
                j.job_id
            ),
        ));
    }
    if r.jobs.iter().any(|j| j.accepted.is_none()) {
        out.push(("Accepted, declined".into(), HOW_TO_KNOW.into()));
    }
}

/// Per day the refusals, declined questions and rate-limit waits.
fn refusal_lines(r: &Report, year: i32, out: &mut Vec<(String, String)>) {
    if r.refusals.is_empty() {
        out.push(("Refusals".into(), "none".into()));
    }
    for d in &r.refusals {
        out.push((
            format!("Refusals {}", day_words(d.day, year)),
            format!(
                "{} refused, {} declined, {} rate-limit waits",
                d.refused, d.declined, d.rate_limited
            ),
        ));
    }
}

/// A meter's forecast and its last 14 days (oldest first) for `talent
/// usage`, from the ledger's spends in the cycle ending at the snapshot's
/// `cycleEndsOn`.
pub fn usage_forecasts(
    records: &Records,
    ws: &str,
    snap: &Snapshot,
    now_ms: i64,
) -> Result<Vec<(Meter, Forecast, Vec<i64>)>> {
    let Some(ends) = snap.cycle_ends.as_deref() else {
        return Ok(Vec::new());
    };
    let Some(end_ms) = parse_ms(ends) else {
        return Ok(Vec::new());
    };
    let start_ms = cycle_start(records, ws, ends, end_ms)?;
    let days = days_of(now_ms - 13 * DAY_MS, now_ms + 1);
    let from = start_ms.min(day_start_ms(days[0]));
    let off = ledger_offset(records);
    let rows = records.report(&ReportQuery {
        workspace: ws.to_string(),
        from_ms: from + off,
        to_ms: end_ms.max(now_ms + 1) + off,
        members: Vec::new(),
    })?;
    let mut out = Vec::new();
    for (m, name) in METERS {
        let spends: Vec<(i64, i64)> = rows
            .slices
            .iter()
            .filter(|s| s.meter == name)
            .map(|s| (slice_start(from, s.slice), s.units))
            .collect();
        let mut spark = vec![0i64; days.len()];
        for (at, n) in &spends {
            if let Some(i) = days.iter().position(|d| *d == local_day(*at)) {
                spark[i] += n;
            }
        }
        let s = snap.meter(m);
        let left = (s.limit - s.used).max(0);
        // From the slice the cycle starts in: its first spends count.
        let in_cycle = spends
            .into_iter()
            .filter(|(at, _)| *at >= slice_start(start_ms, 0));
        out.push((
            m,
            forecast(in_cycle, left, start_ms, end_ms, now_ms.min(end_ms)),
            spark,
        ));
    }
    Ok(out)
}

/// Eight levels of a sparkline.
const SPARKS: [char; 8] = ['▁', '▂', '▃', '▄', '▅', '▆', '▇', '█'];

/// `values` as a sparkline (a day with nothing is the lowest bar).
pub fn sparkline(values: &[i64]) -> String {
    let max = values.iter().copied().max().unwrap_or(0).max(1);
    values
        .iter()
        .map(|v| {
            let i = ((*v).max(0) * (SPARKS.len() as i64 - 1) + max - 1) / max;
            SPARKS[i as usize]
        })
        .collect()
}

/// A forecast in words: `0.57/day, runs out 2026-12-02` or `0.57/day, lasts the cycle`.
pub fn forecast_words(f: &Forecast) -> String {
    match f.runs_out_on {
        Some(d) => format!("{}/day, runs out {d}", f.pace_per_day),
        None if f.pace_per_day == 0.0 => "nothing spent in the last 7 days".to_string(),
        None => format!("{}/day, lasts the cycle", f.pace_per_day),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_pace_is_the_last_seven_days_and_the_forecast_stops_at_the_reset() {
        let now = 100 * DAY_MS;
        // 4 units in the last 7 days, one before.
        let spends = [(now - 8 * DAY_MS, 5), (now - DAY_MS, 3), (now - 1000, 1)];
        let f = forecast(spends, 3, 0, now + 30 * DAY_MS, now);
        assert_eq!(f.pace_per_day, 0.57);
        assert!(!f.lasts_cycle);
        assert_eq!(
            f.runs_out_on,
            Some(local_day(now + (3.0 / 0.57 * DAY_MS as f64) as i64))
        );
        let f = forecast(spends, 3, 0, now + 2 * DAY_MS, now);
        assert_eq!((f.runs_out_on, f.lasts_cycle), (None, true));
        let f = forecast([], 3, 0, now + 2 * DAY_MS, now);
        assert_eq!((f.pace_per_day, f.lasts_cycle), (0.0, true));
        // A cycle that started 2 days ago: its span is 3 calendar days
        // (that day, yesterday, today counted as one).
        let f = forecast(
            [(now - DAY_MS, 4)],
            3,
            now - 2 * DAY_MS,
            now + 20 * DAY_MS,
            now,
        );
        assert_eq!(f.pace_per_day, 1.33);
    }

    /// Regression (issue 45, "pace counts today"): a cycle starting
    /// partway through a quarter hour filed the spends of its first slice
    /// at the slice's start, before the cycle, and the pace left them out:
    /// "0 a day" beside today's spend.
    #[test]
    fn the_pace_counts_the_spends_of_the_cycles_first_quarter_hour() {
        let day = local_day(100 * DAY_MS);
        let start = day_start_ms(day) + 10 * 3_600_000 + 7 * 60_000;
        let slice = slice_start(start, 0);
        assert!(slice < start);
        let f = forecast([(slice, 2)], 8, start, start + 30 * DAY_MS, start + 60_000);
        assert_eq!(f.pace_per_day, 2.0, "today's 2 units over today");
        assert_eq!(f.runs_out_on, Some(day + chrono::Days::new(4)));
    }

    fn meter(used: i64, limit: i64, runs_out_on: Option<NaiveDate>) -> MeterReport {
        MeterReport {
            used,
            limit,
            left: (limit - used).max(0),
            daily: Vec::new(),
            forecast: Forecast {
                pace_per_day: if runs_out_on.is_some() { 1.0 } else { 0.0 },
                runs_out_on,
                lasts_cycle: runs_out_on.is_none(),
            },
            stacked: Vec::new(),
        }
    }

    fn report(unlocks: MeterReport, searches: MeterReport) -> Report {
        let day = |s: &str| NaiveDate::parse_from_str(s, "%Y-%m-%d").unwrap_or_default();
        let end_ms = day_start_ms(day("2026-12-10"));
        Report {
            verdict: String::new(),
            workspace: "ws_1".into(),
            cycle: Cycle {
                start: day("2026-11-10"),
                end: day("2026-12-09"),
                resets_at: rfc3339(end_ms),
                now: String::new(),
                start_ms: day_start_ms(day("2026-11-10")),
                end_ms,
                now_ms: day_start_ms(day("2026-11-25")) + 3_600_000,
            },
            meters: MetersReport {
                unlocks,
                searches,
                messages: meter(0, 20, None),
            },
            members: Vec::new(),
            unattributed: Unattributed::default(),
            channels: Channels::default(),
            jobs: Vec::new(),
            refusals: Vec::new(),
            offline: false,
            previous: false,
            words: crate::ops::kit::field::named,
        }
    }

    /// The contract's two examples of the sentence that answers the payer.
    #[test]
    fn the_verdict_names_what_runs_out_its_day_in_words_and_how_early() {
        let d = NaiveDate::from_ymd_opt(2026, 12, 2).unwrap_or_default();
        let r = report(meter(7, 10, Some(d)), meter(3, 100, None));
        assert_eq!(
            verdict(&r),
            "Unlocks run out on 2 Dec, 8 days before the reset; searches and messages last the cycle."
        );
        let r = report(meter(7, 10, None), meter(3, 100, None));
        assert_eq!(
            verdict(&r),
            "All three meters last until the reset on 10 Dec."
        );
        let r = report(meter(10, 10, None), meter(3, 100, Some(d)));
        assert_eq!(
            verdict(&r),
            "Unlocks are used up (10 of 10), 15 days before the reset; searches run out on 2 Dec, 8 days before the reset; messages last the cycle."
        );
        assert_eq!(day_words(d, 2027), "2 Dec 2026");
    }

    #[test]
    fn a_sparkline_shows_nothing_as_the_lowest_bar() {
        assert_eq!(sparkline(&[0, 1, 2, 4]), "▁▃▅█");
        assert_eq!(sparkline(&[0, 0]), "▁▁");
    }
}
