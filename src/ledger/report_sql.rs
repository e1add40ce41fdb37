//! The report's queries (`talent report`, issue 39) on both stores, and the
//! rows they read beside the spend lines: the guard's refusals, declined
//! questions and rate-limit waits, and the `invite.accepted` /
//! `invite.declined` events `webhooks listen` handled.
//!
//! Aggregation happens where the data lives: each store groups its own
//! spend lines (the local audit log, a team ledger's `talent_spends`) in
//! SQL over the cycle's rows, found by a covering index on (workspace,
//! time), never by loading the lines. Days are the machine's local days,
//! which SQL does not know: the stores group into [`BUCKET_MS`] slices of
//! the clock (counted from the span's first) and the caller folds slices
//! into days ([`slice_start`]; every zone's offset is
//! a whole number of quarter hours).
//!
//! Kept in its own file (not inside `sqlite.rs` / `pg.rs`): the two
//! migrations, the statements and the rows are the report's.

use rusqlite::{params, Connection};

use talent_spec::events::EventKind as WebhookKind;

use crate::Result;

/// The slice spends are grouped by: a quarter of an hour, so any zone's
/// local midnight falls on a slice's edge.
pub const BUCKET_MS: i64 = 15 * 60 * 1000;

/// When slice `slice` of a span starting at `from_ms` starts: slices are
/// the clock's quarter hours (a local midnight is one's edge in every
/// zone), counted from the one `from_ms` falls in.
pub fn slice_start(from_ms: i64, slice: i64) -> i64 {
    from_ms.div_euclid(BUCKET_MS) * BUCKET_MS + slice * BUCKET_MS
}

/// Members drawn on their own in the report's stacked chart; the rest are
/// summed as "others".
pub const TOP_MEMBERS: usize = 5;

/// SQLite migration 8: what the report reads beside the audit log.
pub const SQLITE_MIGRATION: &str = "
    CREATE INDEX IF NOT EXISTS audit_by_time ON audit (workspace, at_ms, meter, cost, outcome, command);
    CREATE TABLE IF NOT EXISTS events (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        at_ms INTEGER NOT NULL,
        workspace TEXT NOT NULL,
        member TEXT NOT NULL,
        command TEXT NOT NULL,
        kind TEXT NOT NULL,
        meter TEXT,
        job_id TEXT,
        n INTEGER NOT NULL
    );
    CREATE INDEX IF NOT EXISTS events_by_time ON events (workspace, at_ms);
    CREATE TABLE IF NOT EXISTS cycles_seen (
        workspace TEXT NOT NULL,
        cycle_ends TEXT NOT NULL,
        PRIMARY KEY (workspace, cycle_ends)
    ) WITHOUT ROWID;
    CREATE TRIGGER IF NOT EXISTS usage_cycle_insert AFTER INSERT ON usage
        WHEN NEW.cycle_ends IS NOT NULL
        BEGIN INSERT OR IGNORE INTO cycles_seen VALUES (NEW.workspace, NEW.cycle_ends); END;
    CREATE TRIGGER IF NOT EXISTS usage_cycle_update AFTER UPDATE OF cycle_ends ON usage
        WHEN NEW.cycle_ends IS NOT NULL AND NEW.cycle_ends IS NOT OLD.cycle_ends
        BEGIN INSERT OR IGNORE INTO cycles_seen VALUES (NEW.workspace, NEW.cycle_ends); END;
    INSERT OR IGNORE INTO cycles_seen SELECT workspace, cycle_ends FROM usage WHERE cycle_ends IS NOT NULL;";

/// SQLite migration 9: the audit log by workspace and quarter hour, the
/// expression the report groups by ([`BUCKET_MS`]), so the group is read in
/// the index's order: SQLite has no hash aggregate, and grouping a
/// cycle's million lines through a sorter took 1.7 s of CPU against
/// 0.3 s this way (docs/benchmarks.md). `audit_by_time` stays for an older
/// talent's report.
pub const SQLITE_SLICE_MIGRATION: &str = "
    CREATE INDEX IF NOT EXISTS audit_by_slice
        ON audit (workspace, at_ms / 900000, command, meter, at_ms, cost, outcome);";

/// PostgreSQL migration 4: the same on a team ledger. The spends log gains
/// an index by time that covers what the report reads (an index-only scan
/// of the cycle's lines); the cycles seen are kept by a trigger on the
/// usage row (and taken from the spends log once).
pub const PG_MIGRATION: &str = r#"
CREATE INDEX IF NOT EXISTS talent_spends_by_time ON talent_spends (workspace, at_ms)
    INCLUDE (member, meter, cost, spent, command);
CREATE TABLE IF NOT EXISTS talent_events (
    id bigserial PRIMARY KEY,
    at_ms bigint NOT NULL,
    workspace text NOT NULL,
    member text NOT NULL,
    command text NOT NULL,
    kind text NOT NULL,
    meter text,
    job_id text,
    n bigint NOT NULL
);
CREATE INDEX IF NOT EXISTS talent_events_by_time ON talent_events (workspace, at_ms);
CREATE TABLE IF NOT EXISTS talent_cycles (
    workspace text NOT NULL,
    cycle_ends text NOT NULL,
    PRIMARY KEY (workspace, cycle_ends)
);
CREATE OR REPLACE FUNCTION talent_cycle_seen() RETURNS trigger LANGUAGE plpgsql AS $f$
BEGIN
    IF NEW.cycle_ends IS NOT NULL THEN
        INSERT INTO talent_cycles (workspace, cycle_ends) VALUES (NEW.workspace, NEW.cycle_ends)
            ON CONFLICT DO NOTHING;
    END IF;
    RETURN NULL;
END
$f$;
DROP TRIGGER IF EXISTS talent_usage_cycle_insert ON talent_usage;
CREATE TRIGGER talent_usage_cycle_insert AFTER INSERT ON talent_usage
    FOR EACH ROW EXECUTE FUNCTION talent_cycle_seen();
DROP TRIGGER IF EXISTS talent_usage_cycle_update ON talent_usage;
CREATE TRIGGER talent_usage_cycle_update AFTER UPDATE OF cycle_ends ON talent_usage
    FOR EACH ROW WHEN (OLD.cycle_ends IS DISTINCT FROM NEW.cycle_ends) EXECUTE FUNCTION talent_cycle_seen();
INSERT INTO talent_cycles (workspace, cycle_ends)
    SELECT DISTINCT workspace, cycle_ends FROM talent_spends WHERE cycle_ends IS NOT NULL
    ON CONFLICT DO NOTHING;
INSERT INTO talent_cycles (workspace, cycle_ends)
    SELECT workspace, cycle_ends FROM talent_usage WHERE cycle_ends IS NOT NULL
    ON CONFLICT DO NOTHING;
"#;

/// What a report reads: one workspace's lines in `[from_ms, to_ms)`.
#[derive(Debug, Clone)]
pub struct ReportQuery {
    pub workspace: String,
    pub from_ms: i64,
    pub to_ms: i64,
    /// Only these members (`--member`); empty: all. (The local file keeps
    /// no member: the caller narrows it.)
    pub members: Vec<String>,
}

/// Units spent by one member through one channel of one meter.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SpendTotal {
    /// Empty on the local file (it keeps no member: this machine's).
    pub member: String,
    /// `cli`, `browse`, `mcp` or `gateway`.
    pub channel: String,
    pub meter: String,
    pub units: i64,
}

/// Units spent of one meter in one slice, by one of the biggest
/// spenders (`who`), or by the others (`who` empty).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SpendSlice {
    pub who: String,
    pub meter: String,
    /// The slice: `at_ms / BUCKET_MS - from_ms / BUCKET_MS` (see
    /// [`slice_start`]).
    pub slice: i64,
    pub units: i64,
}

/// How many of `kind` were recorded in one slice.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EventSlice {
    pub kind: String,
    pub slice: i64,
    pub n: i64,
}

/// Per job: invites sent (`invited`), and the invite events handled.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct JobCount {
    pub job_id: String,
    /// `invited`, `invite.accepted` or `invite.declined`.
    pub kind: String,
    pub n: i64,
}

/// Everything a report reads from a store, aggregated.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ReportRows {
    pub totals: Vec<SpendTotal>,
    pub slices: Vec<SpendSlice>,
    pub events: Vec<EventSlice>,
    pub jobs: Vec<JobCount>,
    /// (member, meter, cap) of the workspace (a team ledger's allowances).
    pub allowances: Vec<(String, String, i64)>,
}

/// A row the ledger keeps beside the spend lines.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LedgerEvent {
    pub at_ms: i64,
    /// Empty where not known (a webhook event names no workspace).
    pub workspace: String,
    pub member: String,
    pub command: String,
    pub kind: RowKind,
    pub meter: Option<String>,
    pub job_id: Option<String>,
    pub n: i64,
}

/// What a [`LedgerEvent`] records (a ledger row's kind, not a webhook's).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RowKind {
    /// The guard refused a spend (nothing sent).
    Refused,
    /// A person (or no one to ask) declined the guard's question.
    Declined,
    /// A wait for the service's rate limit (or the pacer's).
    RateLimited,
    /// `webhooks listen` handled `invite.accepted`.
    InviteAccepted,
    /// `webhooks listen` handled `invite.declined`.
    InviteDeclined,
}

impl RowKind {
    pub fn as_str(self) -> &'static str {
        match self {
            RowKind::Refused => "refused",
            RowKind::Declined => "declined",
            RowKind::RateLimited => "rate_limited",
            RowKind::InviteAccepted => WebhookKind::InviteAccepted.as_str(),
            RowKind::InviteDeclined => WebhookKind::InviteDeclined.as_str(),
        }
    }

    /// The kind of a webhook event a listener records, if it records it.
    pub fn of_webhook(event: &str) -> Option<RowKind> {
        [RowKind::InviteAccepted, RowKind::InviteDeclined]
            .into_iter()
            .find(|k| k.as_str() == event)
    }
}

/// The channel a spend line's command stands for, in SQL (both stores).
const CHANNEL_SQL: &str =
    "CASE command WHEN 'mcp' THEN 'mcp' WHEN 'browse' THEN 'browse' WHEN 'gateway' THEN 'gateway' ELSE 'cli' END";

/// [`CHANNEL_SQL`] for a command read back.
fn channel_of(command: &str) -> &'static str {
    match command {
        "mcp" => "mcp",
        "browse" => "browse",
        "gateway" => "gateway",
        _ => "cli",
    }
}

/// The `n` biggest spenders of `totals` (all meters' units together,
/// ties by name).
pub fn top_members(totals: &[SpendTotal], n: usize) -> Vec<String> {
    let mut by: std::collections::BTreeMap<&str, i64> = std::collections::BTreeMap::new();
    for t in totals {
        *by.entry(t.member.as_str()).or_default() += t.units;
    }
    let mut v: Vec<(&str, i64)> = by.into_iter().collect();
    v.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(b.0)));
    v.into_iter().take(n).map(|(m, _)| m.to_string()).collect()
}

// ---- the local file ----

/// The local file's spends of a span by command, meter and slice: one
/// scan of `audit_by_slice` in its order, no sorter. The expression is the
/// index's word for word (a parameter would not match it): the bucket is a
/// literal.
const SQLITE_SPENDS: &str = "SELECT command, meter, at_ms / 900000 - ?2 / 900000 AS s, sum(cost)
     FROM audit INDEXED BY audit_by_slice
     WHERE workspace = ?1 AND at_ms / 900000 >= ?2 / 900000 AND at_ms / 900000 <= ?3 / 900000
       AND at_ms >= ?2 AND at_ms < ?3 AND (outcome = 'spent' OR outcome LIKE 'maybe%')
     GROUP BY at_ms / 900000, command, meter";
const _: () = assert!(BUCKET_MS == 900_000);

/// The report's rows from the local file (one member: this machine's).
pub fn sqlite_report(conn: &Connection, q: &ReportQuery) -> Result<ReportRows> {
    let mut out = ReportRows::default();
    // One scan of the cycle's lines (the index covers them): by command,
    // meter and slice; the channels and the days are summed from that.
    let mut stmt = conn.prepare_cached(SQLITE_SPENDS)?;
    let mut totals: std::collections::BTreeMap<(String, String), i64> = Default::default();
    let mut slices: std::collections::BTreeMap<(String, i64), i64> = Default::default();
    let mut rows = stmt.query(params![q.workspace, q.from_ms, q.to_ms])?;
    while let Some(r) = rows.next()? {
        let (command, meter, slice, units): (String, String, i64, i64) =
            (r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?);
        *totals
            .entry((channel_of(&command).to_string(), meter.clone()))
            .or_default() += units;
        *slices.entry((meter, slice)).or_default() += units;
    }
    out.totals = totals
        .into_iter()
        .map(|((channel, meter), units)| SpendTotal {
            member: String::new(),
            channel,
            meter,
            units,
        })
        .collect();
    out.slices = slices
        .into_iter()
        .map(|((meter, slice), units)| SpendSlice {
            who: String::new(),
            meter,
            slice,
            units,
        })
        .collect();
    // The guard's rows are this workspace's; a listener's name none.
    let mut stmt = conn.prepare_cached(
        "SELECT kind, at_ms / ?4 - ?2 / ?4 AS s, sum(n) FROM events
         WHERE workspace = ?1 AND at_ms >= ?2 AND at_ms < ?3 AND kind NOT LIKE 'invite.%'
         GROUP BY kind, s ORDER BY kind, s",
    )?;
    let rows = stmt.query_map(params![q.workspace, q.from_ms, q.to_ms, BUCKET_MS], |r| {
        Ok(EventSlice {
            kind: r.get(0)?,
            slice: r.get(1)?,
            n: r.get(2)?,
        })
    })?;
    out.events = rows.collect::<std::result::Result<_, _>>()?;
    let mut stmt = conn.prepare_cached(
        "SELECT job_id, 'invited', count(*) FROM invites
         WHERE workspace = ?1 AND at_ms >= ?2 AND at_ms < ?3 GROUP BY job_id
         UNION ALL
         SELECT job_id, kind, sum(n) FROM events
         WHERE workspace IN (?1, '') AND at_ms >= ?2 AND at_ms < ?3 AND kind LIKE 'invite.%'
           AND job_id IS NOT NULL
         GROUP BY job_id, kind",
    )?;
    let rows = stmt.query_map(params![q.workspace, q.from_ms, q.to_ms], |r| {
        Ok(JobCount {
            job_id: r.get(0)?,
            kind: r.get(1)?,
            n: r.get(2)?,
        })
    })?;
    out.jobs = rows.collect::<std::result::Result<_, _>>()?;
    out.jobs
        .sort_by(|a, b| (&a.job_id, &a.kind).cmp(&(&b.job_id, &b.kind)));
    Ok(out)
}

/// The newest `cycleEndsOn` the local file saw before `before`.
pub fn sqlite_cycle_before(
    conn: &Connection,
    workspace: &str,
    before: &str,
) -> Result<Option<String>> {
    use rusqlite::OptionalExtension;
    Ok(conn
        .query_row(
            "SELECT max(cycle_ends) FROM cycles_seen WHERE workspace = ?1 AND cycle_ends < ?2",
            params![workspace, before],
            |r| r.get::<_, Option<String>>(0),
        )
        .optional()?
        .flatten())
}

/// Writes `events` in the transaction `tx` (the local file's, with the
/// spend line it goes with where there is one).
pub fn sqlite_record(tx: &rusqlite::Transaction, events: &[LedgerEvent]) -> Result<()> {
    let mut stmt = tx.prepare_cached(
        "INSERT INTO events (at_ms, workspace, member, command, kind, meter, job_id, n)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)",
    )?;
    for e in events {
        stmt.execute(params![
            e.at_ms,
            e.workspace,
            e.member,
            e.command,
            e.kind.as_str(),
            e.meter,
            e.job_id,
            e.n
        ])?;
    }
    Ok(())
}

// ---- a team ledger ----

/// The statements a team ledger runs for a report, in one act of the
/// connection's thread (each one typed, unnamed: pooler-safe).
pub mod pg {
    use tokio_postgres::types::{ToSql, Type};
    use tokio_postgres::Client;

    use super::*;

    fn p(v: &(dyn ToSql + Sync), t: Type) -> (&(dyn ToSql + Sync), Type) {
        (v, t)
    }

    /// The report's rows from the team ledger.
    pub async fn report(
        c: &Client,
        q: &ReportQuery,
    ) -> std::result::Result<ReportRows, tokio_postgres::Error> {
        let mut out = ReportRows::default();
        let members = &q.members;
        let rows = c
            .query_typed(
                &format!(
                    "SELECT member, {CHANNEL_SQL} AS ch, meter, sum(cost)::bigint FROM talent_spends
                     WHERE workspace = $1 AND at_ms >= $2 AND at_ms < $3 AND spent
                       AND (cardinality($4::text[]) = 0 OR member = ANY($4))
                     GROUP BY member, ch, meter ORDER BY member, ch, meter"
                ),
                &[
                    p(&q.workspace, Type::TEXT),
                    p(&q.from_ms, Type::INT8),
                    p(&q.to_ms, Type::INT8),
                    p(members, Type::TEXT_ARRAY),
                ],
            )
            .await?;
        out.totals = rows
            .iter()
            .map(|r| SpendTotal {
                member: r.get(0),
                channel: r.get(1),
                meter: r.get(2),
                units: r.get(3),
            })
            .collect();
        let top = top_members(&out.totals, TOP_MEMBERS);
        let rows = c
            .query_typed(
                "SELECT CASE WHEN member = ANY($5) THEN member ELSE '' END AS who, meter,
                        at_ms / $6 - $2 / $6 AS s, sum(cost)::bigint FROM talent_spends
                 WHERE workspace = $1 AND at_ms >= $2 AND at_ms < $3 AND spent
                   AND (cardinality($4::text[]) = 0 OR member = ANY($4))
                 GROUP BY who, meter, s ORDER BY who, meter, s",
                &[
                    p(&q.workspace, Type::TEXT),
                    p(&q.from_ms, Type::INT8),
                    p(&q.to_ms, Type::INT8),
                    p(members, Type::TEXT_ARRAY),
                    p(&top, Type::TEXT_ARRAY),
                    p(&BUCKET_MS, Type::INT8),
                ],
            )
            .await?;
        out.slices = rows
            .iter()
            .map(|r| SpendSlice {
                who: r.get(0),
                meter: r.get(1),
                slice: r.get(2),
                units: r.get(3),
            })
            .collect();
        let rows = c
            .query_typed(
                "SELECT kind, at_ms / $5 - $2 / $5 AS s, sum(n)::bigint FROM talent_events
                 WHERE workspace = $1 AND at_ms >= $2 AND at_ms < $3 AND kind NOT LIKE 'invite.%'
                   AND (cardinality($4::text[]) = 0 OR member = ANY($4))
                 GROUP BY kind, s ORDER BY kind, s",
                &[
                    p(&q.workspace, Type::TEXT),
                    p(&q.from_ms, Type::INT8),
                    p(&q.to_ms, Type::INT8),
                    p(members, Type::TEXT_ARRAY),
                    p(&BUCKET_MS, Type::INT8),
                ],
            )
            .await?;
        out.events = rows
            .iter()
            .map(|r| EventSlice {
                kind: r.get(0),
                slice: r.get(1),
                n: r.get(2),
            })
            .collect();
        let rows = c
            .query_typed(
                "SELECT job_id, 'invited'::text, count(*)::bigint FROM talent_invites
                 WHERE workspace = $1 AND at_ms >= $2 AND at_ms < $3 GROUP BY job_id
                 UNION ALL
                 SELECT job_id, kind, sum(n)::bigint FROM talent_events
                 WHERE workspace IN ($1, '') AND at_ms >= $2 AND at_ms < $3 AND kind LIKE 'invite.%'
                   AND job_id IS NOT NULL
                 GROUP BY job_id, kind",
                &[
                    p(&q.workspace, Type::TEXT),
                    p(&q.from_ms, Type::INT8),
                    p(&q.to_ms, Type::INT8),
                ],
            )
            .await?;
        out.jobs = rows
            .iter()
            .map(|r| JobCount {
                job_id: r.get(0),
                kind: r.get(1),
                n: r.get(2),
            })
            .collect();
        out.jobs
            .sort_by(|a, b| (&a.job_id, &a.kind).cmp(&(&b.job_id, &b.kind)));
        let rows = c
            .query_typed(
                "SELECT member, meter, cap FROM talent_allowances WHERE workspace = $1
                 ORDER BY member, meter",
                &[p(&q.workspace, Type::TEXT)],
            )
            .await?;
        out.allowances = rows
            .iter()
            .map(|r| (r.get(0), r.get(1), r.get(2)))
            .collect();
        Ok(out)
    }

    /// The newest `cycleEndsOn` the team ledger saw before `before`.
    pub async fn cycle_before(
        c: &Client,
        workspace: &str,
        before: &str,
    ) -> std::result::Result<Option<String>, tokio_postgres::Error> {
        let (ws, b) = (workspace.to_string(), before.to_string());
        let row = c
            .query_typed_one(
                "SELECT max(cycle_ends) FROM talent_cycles WHERE workspace = $1 AND cycle_ends < $2",
                &[p(&ws, Type::TEXT), p(&b, Type::TEXT)],
            )
            .await?;
        Ok(row.get(0))
    }

    /// The columns of `events` as arrays, for one `unnest` insert.
    pub struct EventArrays {
        pub at: Vec<i64>,
        pub ws: Vec<String>,
        pub member: Vec<String>,
        pub command: Vec<String>,
        pub kind: Vec<String>,
        pub meter: Vec<Option<String>>,
        pub job: Vec<Option<String>>,
        pub n: Vec<i64>,
    }

    impl EventArrays {
        pub fn of(events: &[LedgerEvent]) -> EventArrays {
            EventArrays {
                at: events.iter().map(|e| e.at_ms).collect(),
                ws: events.iter().map(|e| e.workspace.clone()).collect(),
                member: events.iter().map(|e| e.member.clone()).collect(),
                command: events.iter().map(|e| e.command.clone()).collect(),
                kind: events.iter().map(|e| e.kind.as_str().to_string()).collect(),
                meter: events.iter().map(|e| e.meter.clone()).collect(),
                job: events.iter().map(|e| e.job_id.clone()).collect(),
                n: events.iter().map(|e| e.n).collect(),
            }
        }

        /// The parameters `$first..$first+7` of [`INSERT_CTE`] (from 1: `INSERT`).
        pub fn params(&self) -> Vec<(&(dyn ToSql + Sync), Type)> {
            vec![
                p(&self.at, Type::INT8_ARRAY),
                p(&self.ws, Type::TEXT_ARRAY),
                p(&self.member, Type::TEXT_ARRAY),
                p(&self.command, Type::TEXT_ARRAY),
                p(&self.kind, Type::TEXT_ARRAY),
                p(&self.meter, Type::TEXT_ARRAY),
                p(&self.job, Type::TEXT_ARRAY),
                p(&self.n, Type::INT8_ARRAY),
            ]
        }
    }

    /// The insert of events whose arrays are the parameters from `$first`:
    /// a statement of its own, or a `WITH` before another statement (a
    /// settle), so the rows ride with it: no round trip of their own.
    pub fn insert_sql(first: usize) -> String {
        let a: Vec<String> = (first..first + 8).map(|i| format!("${i}")).collect();
        format!(
            "INSERT INTO talent_events (at_ms, workspace, member, command, kind, meter, job_id, n)
             SELECT * FROM unnest({}::bigint[], {}::text[], {}::text[], {}::text[], {}::text[],
                                  {}::text[], {}::text[], {}::bigint[])",
            a[0], a[1], a[2], a[3], a[4], a[5], a[6], a[7]
        )
    }

    /// `talent_settle_read_paced` with `events` written in the same
    /// statement (a `WITH` insert before it): the settle's one round trip.
    pub async fn settle_with_events(
        c: &Client,
        id: i64,
        spent: bool,
        r: &crate::ledger::AuditRow,
        margin: Option<i64>,
        events: &[LedgerEvent],
    ) -> std::result::Result<Option<tokio_postgres::Row>, tokio_postgres::Error> {
        let arrays = EventArrays::of(events);
        let sql = format!(
            "WITH ev AS ({}) SELECT * FROM talent_settle_read_paced($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)",
            insert_sql(11)
        );
        let mut params = vec![
            p(&id, Type::INT8),
            p(&spent, Type::BOOL),
            p(&r.workspace, Type::TEXT),
            p(&r.member, Type::TEXT),
            p(&r.meter, Type::TEXT),
            p(&r.cost, Type::INT8),
            p(&r.command, Type::TEXT),
            p(&r.outcome, Type::TEXT),
            p(&r.at_ms, Type::INT8),
            p(&margin, Type::INT8),
        ];
        params.extend(arrays.params());
        Ok(c.query_typed(&sql, &params).await?.into_iter().next())
    }

    /// Writes `events` in one statement.
    pub async fn record(
        c: &Client,
        events: &[LedgerEvent],
    ) -> std::result::Result<(), tokio_postgres::Error> {
        if events.is_empty() {
            return Ok(());
        }
        let arrays = EventArrays::of(events);
        c.query_typed(&insert_sql(1), &arrays.params()).await?;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ledger::sqlite::Ledger;

    /// The cycle's lines are grouped in the index's order: SQLite has no
    /// hash aggregate, and a sorter over a million lines is most of the
    /// report's time (docs/benchmarks.md).
    #[test]
    fn the_local_files_spends_are_grouped_without_a_sorter() {
        let ledger = Ledger::in_memory().unwrap();
        let plan: Vec<String> = ledger
            .conn()
            .prepare(&format!("EXPLAIN QUERY PLAN {SQLITE_SPENDS}"))
            .unwrap()
            .query_map(params!["ws_1", 0i64, 1i64], |r| r.get::<_, String>(3))
            .unwrap()
            .collect::<std::result::Result<_, _>>()
            .unwrap();
        let plan = plan.join("; ");
        assert!(plan.contains("COVERING INDEX audit_by_slice"), "{plan}");
        assert!(!plan.contains("TEMP B-TREE"), "{plan}");
    }

    #[test]
    fn a_slice_starts_on_the_clocks_quarter_hour() {
        let from = 1_000 * BUCKET_MS + 123;
        assert_eq!(slice_start(from, 0), 1_000 * BUCKET_MS);
        assert_eq!(slice_start(from, 4), 1_004 * BUCKET_MS);
    }
}
