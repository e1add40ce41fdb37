//! `ledger import` (and a return from `prefer`'s fallback) into the team
//! ledger, in one transaction.

use super::*;

/// What `ledger import` (or a return from `prefer`'s fallback) copies in.
#[derive(Debug, Clone)]
pub struct ImportBatch {
    pub workspace: String,
    /// Imported once: a second import of the same source does nothing.
    pub source: String,
    pub member: String,
    pub unlocks: Vec<(String, i64)>,
    /// (job, candidate, kind, at_ms)
    pub invites: Vec<(String, String, String, i64)>,
    /// (the line's name, see `line_key` in team.rs; the line)
    pub spends: Vec<(String, AuditRow)>,
}

pub(in crate::ledger) async fn import_tx(
    c: &Client,
    b: &ImportBatch,
) -> std::result::Result<Option<(u64, u64, u64)>, Fail> {
    // One import or write-back of a workspace at a time: two of the same
    // lines at once would both find them new.
    c.ex(
        "SELECT pg_advisory_xact_lock(hashtextextended('talent:import:' || $1, 0))",
        &[&b.workspace],
    )
    .await?;
    // Who brought which file or offline period, and when; a second time
    // adds only what is new (each line is known by its name).
    c.ex(
        "INSERT INTO talent_imports (workspace, source, member, at_ms) VALUES ($1, $2, $3, talent_now_ms())
         ON CONFLICT DO NOTHING",
        &[&b.workspace, &b.source, &b.member],
    )
    .await?;
    let (mut u, mut i, mut s) = (0, 0, 0);
    for (card, at) in &b.unlocks {
        u += c
            .ex(
                "INSERT INTO talent_unlocked (workspace, talent_card_id, member, at_ms) VALUES ($1, $2, $3, $4)
                 ON CONFLICT DO NOTHING",
                &[&b.workspace, card, &b.member, at],
            )
            .await?;
    }
    for (job, card, kind, at) in &b.invites {
        i += c
            .ex(
                "INSERT INTO talent_invites (workspace, job_id, candidate_id, kind, member, at_ms)
                 VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING",
                &[&b.workspace, job, card, kind, &b.member, at],
            )
            .await?;
    }
    let names: Vec<String> = b.spends.iter().map(|(k, _)| k.clone()).collect();
    let there: std::collections::HashSet<String> = c
        .q(
            "SELECT source FROM talent_spends WHERE workspace = $1 AND source = ANY($2)",
            &[&b.workspace, &names],
        )
        .await?
        .iter()
        .map(|r| r.get(0))
        .collect();
    for (name, row) in &b.spends {
        if there.contains(name) {
            continue;
        }
        let spent = row.outcome == "spent" || row.outcome.starts_with("maybe");
        s += c
            .ex(
                "INSERT INTO talent_spends (workspace, member, meter, cost, spent, cycle_ends, at_ms, command, outcome, source)
                 VALUES ($1, $2, $3, $4, $5, (SELECT cycle_ends FROM talent_usage WHERE workspace = $1), $6, $7, $8, $9)",
                &[&b.workspace, &b.member, &row.meter, &row.cost, &spent, &row.at_ms, &row.command, &row.outcome, name],
            )
            .await?;
    }
    if s > 0 {
        // The snapshot counts none of these: the next decision reads
        // GET /usage instead of judging short of the service for its TTL.
        c.ex(
            "UPDATE talent_usage SET read_ms = 0 WHERE workspace = $1",
            &[&b.workspace],
        )
        .await?;
    }
    if u + i + s == 0 {
        return Ok(None);
    }
    Ok(Some((u, i, s)))
}

/// Runs `body` between `BEGIN` and `COMMIT`; a failure rolls back and is
/// returned. The body is built by the caller but runs only once the
/// transaction has begun (a future does nothing until polled).
pub(in crate::ledger) async fn in_transaction<T>(
    c: &Client,
    body: impl Future<Output = std::result::Result<T, Fail>>,
) -> std::result::Result<T, Fail> {
    c.batch_execute("BEGIN").await?;
    match body.await {
        Ok(v) => {
            c.batch_execute("COMMIT").await?;
            Ok(v)
        }
        Err(e) => {
            let _ = c.batch_execute("ROLLBACK").await;
            Err(e)
        }
    }
}
