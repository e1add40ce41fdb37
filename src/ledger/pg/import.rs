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
    /// The cycle (`cycleEndsOn`) the spend lines belong to; `None` takes
    /// the workspace's as the team ledger knows it.
    pub cycle_ends: Option<String>,
    /// What the service counted this cycle (`GET /usage`'s `used` of
    /// unlocks, searches, messages): what the team ledger holds for the
    /// cycle and the batch's new lines together may not pass it. `None`:
    /// not judged (a write-back of this machine's own spends).
    pub counted: Option<[i64; 3]>,
    /// `source` names the file's content: once imported, it holds nothing
    /// new whatever its path.
    pub whole: bool,
    /// Past `counted`, the lines are still written (a write-back of this
    /// machine's own spends is never lost) but none of the batch's unlocks
    /// are taken: an unlock whose line the service did not count (planted
    /// in the file) would make a teammate's spend look free.
    pub keep_over: bool,
    /// The provenance of the batch's unlocks: this machine's (see
    /// `PgStore::origin`) for a write-back of what its own file recorded
    /// from the service's answers; `None` for an import, whose unlocks are
    /// never free before the service answers (issue 46).
    pub origin: Option<String>,
}

/// What [`import_tx`] did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Imported {
    /// Nothing was new.
    Nothing,
    /// Unlocks, invites and spend lines written.
    Added(u64, u64, u64),
    /// Refused, nothing written: the team ledger already holds `held` units
    /// of `meter` this cycle, the batch adds `new`, the service counted
    /// `counted`.
    Over {
        meter: String,
        held: i64,
        new: i64,
        counted: i64,
    },
}

/// The unlocks of a batch a spend line of it paid for: a ledger file
/// writes an unlock in the act that records its spend line, at the same
/// instant, and each line pays for one. An unlock no line paid for (a
/// planted row, one of an earlier cycle) is not taken: it would make a
/// spend look free.
pub fn paid_unlocks(
    unlocks: &[(String, i64)],
    spends: &[(String, AuditRow)],
) -> Vec<(String, i64)> {
    let mut lines: std::collections::HashMap<i64, usize> = std::collections::HashMap::new();
    for (_, row) in spends {
        if row.meter == "unlocks" && row.outcome == "spent" {
            *lines.entry(row.at_ms).or_default() += 1;
        }
    }
    let mut out = Vec::new();
    let mut seen = std::collections::HashSet::new();
    for (card, at) in unlocks {
        if !seen.insert(card.as_str()) {
            continue;
        }
        if let Some(n) = lines.get_mut(at).filter(|n| **n > 0) {
            *n -= 1;
            out.push((card.clone(), *at));
        }
    }
    out
}

fn meter_slot(meter: &str) -> Option<usize> {
    ["unlocks", "searches", "messages"]
        .iter()
        .position(|m| *m == meter)
}

fn spends(row: &AuditRow) -> bool {
    row.outcome == "spent" || row.outcome.starts_with("maybe")
}

pub(in crate::ledger) async fn import_tx(
    c: &Client,
    b: &ImportBatch,
) -> std::result::Result<Imported, Fail> {
    // One import or write-back of a workspace at a time: two of the same
    // lines at once would both find them new (or both fit the count).
    c.ex(
        "SELECT pg_advisory_xact_lock(hashtextextended('talent:import:' || $1, 0))",
        &[&b.workspace],
    )
    .await?;
    if b.whole
        && c.qopt(
            "SELECT 1 FROM talent_imports WHERE workspace = $1 AND source = $2",
            &[&b.workspace, &b.source],
        )
        .await?
        .is_some()
    {
        return Ok(Imported::Nothing);
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
    let cycle: Option<String> = match &b.cycle_ends {
        Some(c) => Some(c.clone()),
        None => c
            .qopt(
                "SELECT cycle_ends FROM talent_usage WHERE workspace = $1",
                &[&b.workspace],
            )
            .await?
            .and_then(|r| r.get(0)),
    };
    let mut take_unlocks = true;
    if let Some(counted) = b.counted {
        // Judged against what the team ledger holds for the cycle already
        // (three copies of one file, or files of several machines, never
        // add up past what the service counted).
        let mut new = [0i64; 3];
        for (name, row) in &b.spends {
            if let (false, true, Some(i)) =
                (there.contains(name), spends(row), meter_slot(&row.meter))
            {
                new[i] = new[i].saturating_add(row.cost);
            }
        }
        let rows = c
            .q(
                "SELECT meter, sum(cost)::bigint FROM talent_spends
                 WHERE workspace = $1 AND spent AND cycle_ends IS NOT DISTINCT FROM $2 GROUP BY meter",
                &[&b.workspace, &cycle],
            )
            .await?;
        let mut held = [0i64; 3];
        for r in &rows {
            if let Some(i) = meter_slot(r.get::<_, String>(0).as_str()) {
                held[i] = r.get(1);
            }
        }
        for (i, meter) in ["unlocks", "searches", "messages"].iter().enumerate() {
            if new[i] > 0 && held[i].saturating_add(new[i]) > counted[i] {
                if b.keep_over {
                    take_unlocks = false;
                    continue;
                }
                return Ok(Imported::Over {
                    meter: meter.to_string(),
                    held: held[i],
                    new: new[i],
                    counted: counted[i],
                });
            }
        }
    }
    // Who brought which file or offline period, and when; a second time
    // adds only what is new (each line is known by its name).
    c.ex(
        "INSERT INTO talent_imports (workspace, source, member, at_ms) VALUES ($1, $2, $3, talent_now_ms())
         ON CONFLICT DO NOTHING",
        &[&b.workspace, &b.source, &b.member],
    )
    .await?;
    let (mut u, mut i, mut s) = (0, 0, 0);
    let paid = match take_unlocks {
        true => paid_unlocks(&b.unlocks, &b.spends),
        false => Vec::new(),
    };
    for (card, at) in paid {
        u += c
            .ex(
                "INSERT INTO talent_unlocked (workspace, talent_card_id, member, at_ms, origin) VALUES ($1, $2, $3, $4, $5)
                 ON CONFLICT DO NOTHING",
                &[&b.workspace, &card, &b.member, &at, &b.origin],
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
    for (name, row) in &b.spends {
        if there.contains(name) {
            continue;
        }
        let spent = spends(row);
        s += c
            .ex(
                "INSERT INTO talent_spends (workspace, member, meter, cost, spent, cycle_ends, at_ms, command, outcome, source)
                 VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)",
                &[&b.workspace, &b.member, &row.meter, &row.cost, &spent, &cycle, &row.at_ms, &row.command, &row.outcome, name],
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
        return Ok(Imported::Nothing);
    }
    Ok(Imported::Added(u, i, s))
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

#[cfg(test)]
mod tests {
    //! The batch's own rules, with no database (the import's transaction is
    //! the store contract suite's: `planted_unlocks_make_spends_look_free`,
    //! `imports_add_up_past_the_service`).
    use super::*;

    fn line(meter: &str, outcome: &str, at_ms: i64) -> (String, AuditRow) {
        let row = AuditRow {
            at_ms,
            workspace: "ws_1".into(),
            command: "candidate show".into(),
            meter: meter.into(),
            cost: 1,
            outcome: outcome.into(),
            member: "asha".into(),
        };
        (format!("line:{at_ms}"), row)
    }

    fn cards(unlocks: &[(&str, i64)], lines: &[(String, AuditRow)]) -> Vec<String> {
        let unlocks: Vec<(String, i64)> =
            unlocks.iter().map(|(c, t)| (c.to_string(), *t)).collect();
        paid_unlocks(&unlocks, lines)
            .into_iter()
            .map(|(c, _)| c)
            .collect()
    }

    #[test]
    fn an_unlock_is_taken_only_with_the_spent_line_of_its_instant() {
        let lines = [line("unlocks", "spent", 10), line("unlocks", "spent", 20)];
        assert_eq!(
            cards(&[("tc_a", 10), ("tc_b", 20)], &lines),
            ["tc_a", "tc_b"]
        );
        // Planted: no line at its instant, or a line of another meter.
        assert!(cards(&[("tc_x", 11)], &lines).is_empty());
        assert!(cards(&[("tc_x", 30)], &[line("searches", "spent", 30)]).is_empty());
        // A line that did not spend (refused, declined, maybe) pays for none.
        for outcome in ["refused", "declined", "maybe"] {
            assert!(cards(&[("tc_x", 40)], &[line("unlocks", outcome, 40)]).is_empty());
        }
    }

    #[test]
    fn one_line_pays_for_one_unlock_and_a_card_counts_once() {
        let lines = [line("unlocks", "spent", 10)];
        assert_eq!(cards(&[("tc_a", 10), ("tc_b", 10)], &lines), ["tc_a"]);
        let two = [line("unlocks", "spent", 10), line("unlocks", "spent", 10)];
        assert_eq!(cards(&[("tc_a", 10), ("tc_a", 10)], &two), ["tc_a"]);
    }

    #[test]
    fn what_counts_as_spent_and_which_slot_a_meter_has() {
        assert!(spends(&line("unlocks", "spent", 1).1));
        assert!(spends(&line("unlocks", "maybe (lease lapsed)", 1).1));
        assert!(!spends(&line("unlocks", "refused", 1).1));
        assert_eq!(meter_slot("unlocks"), Some(0));
        assert_eq!(meter_slot("messages"), Some(2));
        assert_eq!(meter_slot("apiUnlocks"), None);
    }
}
