//! The local file's other acts: what was unlocked and invited, the audit
//! log, export checkpoints, webhook events handled, idempotency keys, the
//! `--new` states, and upkeep (prune, counts).

use rusqlite::{params, Connection, OptionalExtension};

use super::super::{AuditRow, Recorded};
use super::{Ledger, CLAIM_MS};
use crate::Result;

impl Ledger {
    // ---- what was unlocked and invited ----

    /// Whether this file recorded `card` unlocked from the service's answer.
    pub fn is_unlocked(&self, workspace: &str, card: &str) -> Result<bool> {
        Ledger::unlocked_here(&self.conn, workspace, card)
    }

    pub(super) fn unlocked_here(c: &Connection, workspace: &str, card: &str) -> Result<bool> {
        Ok(c.query_row(
            "SELECT 1 FROM unlocked_by_answer WHERE workspace = ?1 AND talent_card_id = ?2",
            params![workspace, card],
            |_| Ok(()),
        )
        .optional()?
        .is_some())
    }

    /// Records `card` unlocked, by this file from the service's answer.
    pub(super) fn unlocked_now(
        c: &Connection,
        workspace: &str,
        card: &str,
        at_ms: i64,
    ) -> Result<()> {
        c.execute(
            "INSERT OR IGNORE INTO unlocked VALUES (?1, ?2, ?3)",
            params![workspace, card, at_ms],
        )?;
        c.execute(
            "INSERT OR IGNORE INTO unlocked_by_answer VALUES (?1, ?2, ?3)",
            params![workspace, card, at_ms],
        )?;
        Ok(())
    }

    /// Settles the newest audit line that is `row` as written with
    /// `outcome` (a "maybe" a retry's answer showed spent).
    pub fn settle_line(&mut self, row: &AuditRow, outcome: &str) -> Result<()> {
        self.write(|tx| {
            tx.execute(
                "UPDATE audit SET outcome = ?1 WHERE id = (SELECT max(id) FROM audit
                   WHERE workspace = ?2 AND at_ms = ?3 AND command = ?4 AND meter = ?5 AND outcome = ?6)",
                params![
                    outcome,
                    row.workspace,
                    row.at_ms,
                    row.command,
                    row.meter,
                    row.outcome
                ],
            )?;
            Ok(())
        })
    }

    /// When the workspace unlocked `card`, if it did.
    pub fn unlocked_at(&self, workspace: &str, card: &str) -> Result<Option<i64>> {
        Ok(self
            .conn
            .query_row(
                "SELECT at_ms FROM unlocked WHERE workspace = ?1 AND talent_card_id = ?2",
                params![workspace, card],
                |r| r.get(0),
            )
            .optional()?)
    }

    pub fn mark_unlocked(&mut self, workspace: &str, card: &str, now_ms: i64) -> Result<()> {
        self.write(|tx| Ledger::unlocked_now(tx, workspace, card, now_ms))
    }

    /// When `candidate` was invited to `job` (`kind`: invite or bulk), if the ledger knows.
    pub fn invited_at(
        &self,
        workspace: &str,
        job: &str,
        candidate: &str,
        kind: &str,
    ) -> Result<Option<i64>> {
        Ok(self
            .conn
            .query_row(
                "SELECT at_ms FROM invites WHERE workspace = ?1 AND job_id = ?2 AND candidate_id = ?3 AND kind = ?4",
                params![workspace, job, candidate, kind],
                |r| r.get(0),
            )
            .optional()?)
    }

    pub fn mark_invited(
        &mut self,
        workspace: &str,
        job: &str,
        candidate: &str,
        kind: &str,
        now_ms: i64,
    ) -> Result<()> {
        self.conn.execute(
            "INSERT INTO invites VALUES (?1, ?2, ?3, ?4, ?5)
             ON CONFLICT DO UPDATE SET at_ms = excluded.at_ms",
            params![workspace, job, candidate, kind, now_ms],
        )?;
        Ok(())
    }

    /// When the job's bulk invites since `since_ms` went out, oldest first
    /// (how many, and when the cap frees up).
    pub fn bulk_invite_times_since(
        &self,
        workspace: &str,
        job: &str,
        since_ms: i64,
    ) -> Result<Vec<i64>> {
        let mut stmt = self.conn.prepare(
            "SELECT at_ms FROM invites WHERE workspace = ?1 AND job_id = ?2 AND kind = 'bulk' AND at_ms >= ?3 ORDER BY at_ms",
        )?;
        let rows = stmt.query_map(params![workspace, job, since_ms], |r| r.get(0))?;
        Ok(rows.collect::<rusqlite::Result<Vec<i64>>>()?)
    }

    // ---- the audit log ----

    pub fn audit(&self, workspace: Option<&str>, limit: usize) -> Result<Vec<AuditRow>> {
        let mut stmt = self.conn.prepare(
            "SELECT at_ms, workspace, command, meter, cost, outcome FROM audit
             WHERE ?1 IS NULL OR workspace = ?1 ORDER BY id DESC LIMIT ?2",
        )?;
        let rows = stmt.query_map(params![workspace, limit as i64], |r| {
            Ok(AuditRow {
                at_ms: r.get(0)?,
                workspace: r.get(1)?,
                command: r.get(2)?,
                meter: r.get(3)?,
                cost: r.get(4)?,
                outcome: r.get(5)?,
                member: String::new(),
            })
        })?;
        let mut out: Vec<AuditRow> = rows.collect::<std::result::Result<_, _>>()?;
        out.reverse();
        Ok(out)
    }

    // ---- export checkpoints ----

    /// The checkpoint saved under `name` (an export's target file), as
    /// stored: the caller decides whether it still applies.
    pub fn checkpoint(&self, owner: &str, name: &str) -> Result<Option<String>> {
        Ok(self
            .conn
            .query_row(
                "SELECT position FROM checkpoints WHERE workspace = ?1 AND name = ?2",
                params![owner, name],
                |r| r.get(0),
            )
            .optional()?)
    }

    /// Saves a checkpoint and the ids written since the last one, in one
    /// transaction: a kill between pages leaves the previous one whole.
    pub fn save_checkpoint(
        &mut self,
        owner: &str,
        name: &str,
        position: &str,
        ids: &[String],
        now_ms: i64,
    ) -> Result<()> {
        self.write(|tx| {
            tx.execute(
                "INSERT INTO checkpoints (workspace, name, position, at_ms) VALUES (?1, ?2, ?3, ?4)
                 ON CONFLICT(workspace, name) DO UPDATE SET position = excluded.position, at_ms = excluded.at_ms",
                params![owner, name, position, now_ms],
            )?;
            let mut insert = tx.prepare_cached(
                "INSERT OR IGNORE INTO checkpoint_ids (workspace, name, id) VALUES (?1, ?2, ?3)",
            )?;
            for id in ids {
                insert.execute(params![owner, name, id])?;
            }
            Ok(())
        })
    }

    /// Whether the export `name` already wrote the record `id`.
    pub fn checkpoint_has(&self, owner: &str, name: &str, id: &str) -> Result<bool> {
        let mut q = self.conn.prepare_cached(
            "SELECT 1 FROM checkpoint_ids WHERE workspace = ?1 AND name = ?2 AND id = ?3",
        )?;
        Ok(q.exists(params![owner, name, id])?)
    }

    /// Forgets a checkpoint and its ids (the export finished, or starts afresh).
    pub fn drop_checkpoint(&mut self, owner: &str, name: &str) -> Result<()> {
        self.write(|tx| delete_checkpoint(tx, owner, name))
    }

    // ---- webhook events handled ----

    /// When `webhooks listen` finished delivering the event `id`, if it did
    /// at or after `since_ms`.
    pub fn webhook_done(&self, id: &str, since_ms: i64) -> Result<Option<i64>> {
        Ok(self
            .conn
            .query_row(
                "SELECT done_ms FROM webhook_done WHERE id = ?1 AND done_ms >= ?2",
                params![id, since_ms],
                |r| r.get(0),
            )
            .optional()?)
    }

    /// Records the event `id` as delivered, and forgets those done before
    /// `forget_before_ms`.
    pub fn mark_webhook_done(
        &mut self,
        id: &str,
        now_ms: i64,
        forget_before_ms: i64,
    ) -> Result<()> {
        self.write(|tx| {
            tx.execute(
                "INSERT INTO webhook_done (id, done_ms) VALUES (?1, ?2)
                 ON CONFLICT(id) DO UPDATE SET done_ms = excluded.done_ms",
                params![id, now_ms],
            )?;
            tx.execute(
                "DELETE FROM webhook_done WHERE done_ms < ?1",
                params![forget_before_ms],
            )?;
            Ok(())
        })
    }

    // ---- idempotency keys ----

    /// What was recorded under `key`: (command, request hash, result JSON, when).
    pub fn idempotent(
        &self,
        owner: &str,
        key: &str,
    ) -> Result<Option<(String, String, String, i64)>> {
        Ok(self
            .conn
            .query_row(
                "SELECT command, request, result, at_ms FROM idempotency WHERE owner = ?1 AND key = ?2",
                params![owner, key],
                |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?)),
            )
            .optional()?)
    }

    /// Records (or replaces, with `--force`) what `key` did.
    pub fn record_idempotent(
        &mut self,
        owner: &str,
        key: &str,
        command: &str,
        request: &str,
        result: &str,
        now_ms: i64,
    ) -> Result<()> {
        self.write(|tx| {
            tx.execute(
                "INSERT INTO idempotency (owner, key, command, request, result, at_ms)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6)
                 ON CONFLICT(owner, key) DO UPDATE SET command = excluded.command,
                   request = excluded.request, result = excluded.result, at_ms = excluded.at_ms",
                params![owner, key, command, request, result, now_ms],
            )?;
            tx.execute(
                "DELETE FROM claims WHERE owner = ?1 AND key = ?2",
                params![owner, key],
            )?;
            Ok(())
        })
    }

    /// Claims `key` for the run `run` of this process: done before (its
    /// record), held by another run that lives (who, since when), or this
    /// run's now. A claim of a process that is gone, or past its end, is
    /// taken over.
    pub fn claim(
        &mut self,
        owner: &str,
        key: &str,
        member: &str,
        run: &str,
        now_ms: i64,
    ) -> Result<crate::ledger::Claim> {
        self.write(|tx| {
            let done = tx
                .query_row(
                    "SELECT command, request, result, at_ms FROM idempotency WHERE owner = ?1 AND key = ?2",
                    params![owner, key],
                    |r| {
                        Ok(Recorded {
                            command: r.get(0)?,
                            request: r.get(1)?,
                            result: r.get(2)?,
                            at_ms: r.get(3)?,
                        })
                    },
                )
                .optional()?;
            if let Some(rec) = done {
                return Ok(crate::ledger::Claim::Done(rec));
            }
            let held: Option<(String, String, i64, i64, i64)> = tx
                .query_row(
                    "SELECT member, run, pid, at_ms, until_ms FROM claims WHERE owner = ?1 AND key = ?2",
                    params![owner, key],
                    |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?, r.get(4)?)),
                )
                .optional()?;
            if let Some((member, other, pid, since_ms, until_ms)) = held {
                let alive =
                    pid == i64::from(std::process::id()) || crate::ledger::process_alive(pid);
                if other != run && until_ms >= now_ms && alive {
                    return Ok(crate::ledger::Claim::Busy { member, since_ms });
                }
            }
            tx.execute(
                "INSERT INTO claims (owner, key, member, run, pid, at_ms, until_ms)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)
                 ON CONFLICT(owner, key) DO UPDATE SET member = excluded.member, run = excluded.run,
                   pid = excluded.pid, at_ms = excluded.at_ms, until_ms = excluded.until_ms",
                params![
                    owner,
                    key,
                    member,
                    run,
                    std::process::id(),
                    now_ms,
                    now_ms + CLAIM_MS
                ],
            )?;
            Ok(crate::ledger::Claim::Mine)
        })
    }

    /// Gives back `run`'s claim of `key` (its request failed).
    pub fn release_claim(&mut self, owner: &str, key: &str, run: &str) -> Result<()> {
        self.write(|tx| {
            tx.execute(
                "DELETE FROM claims WHERE owner = ?1 AND key = ?2 AND run = ?3",
                params![owner, key, run],
            )?;
            Ok(())
        })
    }

    // ---- named queries (--new) ----

    pub fn was_seen(&self, owner: &str, state: &str, id: &str) -> Result<bool> {
        let mut q = self
            .conn
            .prepare_cached("SELECT 1 FROM seen WHERE owner = ?1 AND state = ?2 AND id = ?3")?;
        Ok(q.exists(params![owner, state, id])?)
    }

    /// Adds the ids a successful run printed, in one transaction.
    pub fn mark_seen(
        &mut self,
        owner: &str,
        state: &str,
        ids: &[String],
        now_ms: i64,
    ) -> Result<()> {
        self.write(|tx| {
            let mut insert = tx.prepare_cached(
                "INSERT OR IGNORE INTO seen (owner, state, id, at_ms) VALUES (?1, ?2, ?3, ?4)",
            )?;
            for id in ids {
                insert.execute(params![owner, state, id, now_ms])?;
            }
            Ok(())
        })
    }

    // ---- upkeep ----

    /// Drops what no longer matters: audit lines older than `audit_before_ms`
    /// (a cycle), pacer rows older than `sends_before_ms` (their window),
    /// blocks that ended and reservations that expired. Returns rows removed.
    pub fn prune(
        &mut self,
        audit_before_ms: i64,
        sends_before_ms: i64,
        now_ms: i64,
    ) -> Result<usize> {
        self.write(|tx| {
            let mut n = tx.execute(
                "DELETE FROM audit WHERE at_ms < ?1",
                params![audit_before_ms],
            )?;
            n += tx.execute(
                "DELETE FROM sends WHERE at_ms < ?1",
                params![sends_before_ms],
            )?;
            n += tx.execute("DELETE FROM blocks WHERE until_ms < ?1", params![now_ms])?;
            n += tx.execute(
                "DELETE FROM reservations WHERE expires_ms < ?1",
                params![now_ms],
            )?;
            n += prune_checkpoints(tx, now_ms)?;
            // A claim whose run was killed before releasing it: past its
            // term nobody waits on it.
            n += tx.execute("DELETE FROM claims WHERE until_ms < ?1", params![now_ms])?;
            // Idempotency keys are kept as long as the audit log.
            n += tx.execute(
                "DELETE FROM idempotency WHERE at_ms < ?1",
                params![audit_before_ms],
            )?;
            Ok(n)
        })
    }

    /// Row counts per table, for `ledger show`.
    pub fn counts(&self) -> Result<Vec<(&'static str, i64)>> {
        let mut out = Vec::new();
        for table in [
            "keys",
            "usage",
            "reservations",
            "unlocked",
            "invites",
            "sends",
            "blocks",
            "checkpoints",
            "checkpoint_ids",
            "webhook_done",
            "idempotency",
            "seen",
            "audit",
        ] {
            let n: i64 =
                self.conn
                    .query_row(&format!("SELECT COUNT(*) FROM {table}"), [], |r| r.get(0))?;
            out.push((table, n));
        }
        Ok(out)
    }
}

/// Drops checkpoints whose `expires_ms` (in their stored JSON) has passed,
/// with their ids.
pub(super) fn prune_checkpoints(tx: &rusqlite::Transaction, now_ms: i64) -> Result<usize> {
    let expired: Vec<(String, String)> = {
        let mut q = tx.prepare("SELECT workspace, name, position FROM checkpoints")?;
        let rows = q.query_map([], |r| {
            Ok((
                r.get::<_, String>(0)?,
                r.get::<_, String>(1)?,
                r.get::<_, String>(2)?,
            ))
        })?;
        let mut out = Vec::new();
        for row in rows {
            let (owner, name, position) = row?;
            let expires = serde_json::from_str::<serde_json::Value>(&position)
                .ok()
                .and_then(|v| v.get("expires_ms").and_then(serde_json::Value::as_i64))
                .unwrap_or(0);
            if expires < now_ms {
                out.push((owner, name));
            }
        }
        out
    };
    for (owner, name) in &expired {
        delete_checkpoint(tx, owner, name)?;
    }
    Ok(expired.len())
}

pub(super) fn delete_checkpoint(tx: &rusqlite::Transaction, owner: &str, name: &str) -> Result<()> {
    for table in ["checkpoints", "checkpoint_ids"] {
        tx.execute(
            &format!("DELETE FROM {table} WHERE workspace = ?1 AND name = ?2"),
            params![owner, name],
        )?;
    }
    Ok(())
}
