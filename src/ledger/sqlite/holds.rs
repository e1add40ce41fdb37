//! The local file's acts on quota: the keys' workspaces, the usage
//! snapshots, the holds of requests in flight and their settling, and the
//! pacer's log (slots and blocks).

use rusqlite::{params, OptionalExtension};

use super::super::window::{room, Slot};
use super::super::{AuditRow, Meters, Snapshot};
use super::Ledger;
use crate::Result;

impl Ledger {
    // ---- keys and workspaces ----

    pub fn workspace_of(&self, key_fp: &str) -> Result<Option<String>> {
        Ok(self
            .conn
            .query_row(
                "SELECT workspace FROM keys WHERE key_fp = ?1",
                params![key_fp],
                |r| r.get(0),
            )
            .optional()?)
    }

    // ---- usage snapshots ----

    pub fn snapshot(&self, workspace: &str) -> Result<Option<Snapshot>> {
        Ok(self
            .conn
            .query_row(
                "SELECT unlocks_used, unlocks_limit, searches_used, searches_limit,
                        messages_used, messages_limit, cycle_ends, read_ms
                 FROM usage WHERE workspace = ?1",
                params![workspace],
                |r| {
                    Ok(Snapshot {
                        unlocks: Meters {
                            used: r.get(0)?,
                            limit: r.get(1)?,
                        },
                        searches: Meters {
                            used: r.get(2)?,
                            limit: r.get(3)?,
                        },
                        messages: Meters {
                            used: r.get(4)?,
                            limit: r.get(5)?,
                        },
                        cycle_ends: r.get(6)?,
                        read_ms: r.get(7)?,
                    })
                },
            )
            .optional()?)
    }

    /// Stores a snapshot just read from the service (the read started at
    /// `started_ms`), and which workspace the key is in. The service's
    /// numbers win, except that a spend this ledger recorded after the read
    /// started is not undone by it (within one cycle a meter then keeps the
    /// larger count).
    pub fn store_snapshot(
        &mut self,
        key_fp: &str,
        workspace: &str,
        snap: &Snapshot,
        started_ms: i64,
    ) -> Result<()> {
        self.write(|tx| {
            tx.execute(
                "INSERT INTO keys (key_fp, workspace, seen_ms) VALUES (?1, ?2, ?3)
                 ON CONFLICT(key_fp) DO UPDATE SET workspace = excluded.workspace, seen_ms = excluded.seen_ms",
                params![key_fp, workspace, snap.read_ms],
            )?;
            tx.execute(
                "INSERT INTO usage VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, 0)
                 ON CONFLICT(workspace) DO UPDATE SET
                   unlocks_used = CASE WHEN cycle_ends IS excluded.cycle_ends AND changed_ms > ?10
                     THEN MAX(unlocks_used, excluded.unlocks_used) ELSE excluded.unlocks_used END,
                   searches_used = CASE WHEN cycle_ends IS excluded.cycle_ends AND changed_ms > ?10
                     THEN MAX(searches_used, excluded.searches_used) ELSE excluded.searches_used END,
                   messages_used = CASE WHEN cycle_ends IS excluded.cycle_ends AND changed_ms > ?10
                     THEN MAX(messages_used, excluded.messages_used) ELSE excluded.messages_used END,
                   unlocks_limit = excluded.unlocks_limit,
                   searches_limit = excluded.searches_limit,
                   messages_limit = excluded.messages_limit,
                   cycle_ends = excluded.cycle_ends, read_ms = excluded.read_ms",
                params![
                    workspace,
                    snap.unlocks.used,
                    snap.unlocks.limit,
                    snap.searches.used,
                    snap.searches.limit,
                    snap.messages.used,
                    snap.messages.limit,
                    snap.cycle_ends,
                    snap.read_ms,
                    started_ms
                ],
            )?;
            Ok(())
        })
    }

    /// `used` and `limit` of one meter, read inside a transaction.
    pub fn meters(
        tx: &rusqlite::Transaction,
        workspace: &str,
        meter: &str,
    ) -> Result<Option<Meters>> {
        let sql = match meter {
            "unlocks" => "SELECT unlocks_used, unlocks_limit FROM usage WHERE workspace = ?1",
            "searches" => "SELECT searches_used, searches_limit FROM usage WHERE workspace = ?1",
            _ => "SELECT messages_used, messages_limit FROM usage WHERE workspace = ?1",
        };
        Ok(tx
            .query_row(sql, params![workspace], |r| {
                Ok(Meters {
                    used: r.get(0)?,
                    limit: r.get(1)?,
                })
            })
            .optional()?)
    }

    // ---- reservations: quota held for a request in flight ----

    /// Units of `meter` held by requests in flight (live reservations).
    /// Holds that lapsed, and holds of processes that are gone (killed
    /// before they could settle), are dropped first; when a dead process's
    /// hold is dropped its workspace's snapshot is marked stale, so the next
    /// decision reads `GET /usage` and learns whether the service counted it.
    pub fn reserved(
        tx: &rusqlite::Transaction,
        workspace: &str,
        meter: &str,
        now_ms: i64,
    ) -> Result<i64> {
        tx.execute(
            "DELETE FROM reservations WHERE expires_ms < ?1",
            params![now_ms],
        )?;
        let holders: Vec<(i64, String)> = {
            let mut q = tx.prepare_cached(
                "SELECT DISTINCT pid, workspace FROM reservations WHERE pid IS NOT NULL AND pid != ?1",
            )?;
            let rows = q.query_map(params![std::process::id()], |r| Ok((r.get(0)?, r.get(1)?)))?;
            rows.collect::<std::result::Result<_, _>>()?
        };
        for (pid, ws) in holders {
            if !crate::ledger::process_alive(pid) {
                tx.execute("DELETE FROM reservations WHERE pid = ?1", params![pid])?;
                tx.execute(
                    "UPDATE usage SET read_ms = 0 WHERE workspace = ?1",
                    params![ws],
                )?;
            }
        }
        Ok(tx.query_row(
            "SELECT COALESCE(SUM(cost), 0) FROM reservations WHERE workspace = ?1 AND meter = ?2",
            params![workspace, meter],
            |r| r.get(0),
        )?)
    }

    pub fn reserve(
        tx: &rusqlite::Transaction,
        workspace: &str,
        meter: &str,
        cost: i64,
        expires_ms: i64,
        card: Option<&str>,
        run: Option<&str>,
    ) -> Result<i64> {
        tx.execute(
            "INSERT INTO reservations (workspace, meter, cost, expires_ms, pid, card, run)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
            params![
                workspace,
                meter,
                cost,
                expires_ms,
                std::process::id(),
                card,
                run
            ],
        )?;
        Ok(tx.last_insert_rowid())
    }

    /// Ends a reservation: when `spent`, the snapshot counts it as used and
    /// the audit log gets a line.
    pub fn settle(
        &mut self,
        reservation: i64,
        spent: bool,
        audit: &AuditRow,
    ) -> Result<Option<Snapshot>> {
        self.settle_for(reservation, spent, audit, None)
    }

    /// A settle whose hold may be another store's: `card` is the unlock it
    /// was for when this file holds no reservation of it (a team ledger's
    /// hold settled here while the database is away), recorded with the
    /// spend line's time so the write-back pairs the two.
    pub fn settle_for(
        &mut self,
        reservation: i64,
        spent: bool,
        audit: &AuditRow,
        held_card: Option<&str>,
    ) -> Result<Option<Snapshot>> {
        self.write(|tx| {
            let card: Option<String> = tx
                .query_row(
                    "SELECT card FROM reservations WHERE id = ?1",
                    params![reservation],
                    |r| r.get(0),
                )
                .optional()?
                .flatten()
                .or_else(|| held_card.map(str::to_string));
            tx.execute(
                "DELETE FROM reservations WHERE id = ?1",
                params![reservation],
            )?;
            // An unlock that went through is the workspace's in the act
            // that ends its hold (a run waiting on it then fetches free).
            if let Some(card) = card.filter(|_| spent && audit.outcome == "spent") {
                Ledger::unlocked_now(tx, &audit.workspace, &card, audit.at_ms)?;
            }
            tx.execute(
                "INSERT INTO audit (at_ms, workspace, command, meter, cost, outcome)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
                params![
                    audit.at_ms,
                    audit.workspace,
                    audit.command,
                    audit.meter,
                    audit.cost,
                    audit.outcome
                ],
            )?;
            if spent {
                let col = format!("{}_used", audit.meter);
                if ["unlocks_used", "searches_used", "messages_used"].contains(&col.as_str()) {
                    tx.execute(
                        &format!(
                            "UPDATE usage SET {col} = {col} + ?1, changed_ms = ?3 WHERE workspace = ?2"
                        ),
                        params![audit.cost, audit.workspace, audit.at_ms],
                    )?;
                }
            }
            Ok(())
        })?;
        self.snapshot(&audit.workspace)
    }

    // ---- the pacer's log ----

    /// Takes a slot in every class of `slots` for `key_fp` at `now_ms`, in
    /// one transaction, or says how long to wait (a block set by a
    /// `Retry-After` counts too). Prunes the rows that have left their window.
    pub fn take(
        &mut self,
        key_fp: &str,
        slots: &[Slot],
        now_ms: i64,
        span_ms: i64,
    ) -> Result<Option<i64>> {
        self.write(|tx| {
            let mut wait = 0i64;
            for slot in slots {
                tx.execute(
                    "DELETE FROM sends WHERE key_fp = ?1 AND class = ?2 AND at_ms <= ?3",
                    params![key_fp, slot.class, now_ms - span_ms],
                )?;
                let until: Option<i64> = tx
                    .query_row(
                        "SELECT until_ms FROM blocks WHERE key_fp = ?1 AND class = ?2",
                        params![key_fp, slot.class],
                        |r| r.get(0),
                    )
                    .optional()?;
                if let Some(u) = until.filter(|u| *u > now_ms) {
                    wait = wait.max(u - now_ms);
                }
                let mut stmt =
                    tx.prepare_cached("SELECT at_ms FROM sends WHERE key_fp = ?1 AND class = ?2")?;
                let sends: Vec<i64> = stmt
                    .query_map(params![key_fp, slot.class], |r| r.get(0))?
                    .collect::<std::result::Result<_, _>>()?;
                if let Err(w) = room(&sends, now_ms, slot.limit, span_ms) {
                    wait = wait.max(w);
                }
            }
            if wait > 0 {
                return Ok(Some(wait));
            }
            for slot in slots {
                tx.execute(
                    "INSERT INTO sends (key_fp, class, at_ms) VALUES (?1, ?2, ?3)",
                    params![key_fp, slot.class, now_ms],
                )?;
            }
            Ok(None)
        })
    }

    /// Records that the service blocks `class` for this key until `until_ms`
    /// (from its `Retry-After`), so every process waits it out.
    pub fn block(&mut self, key_fp: &str, class: &str, until_ms: i64) -> Result<()> {
        self.write(|tx| {
            tx.execute(
                "INSERT INTO blocks (key_fp, class, until_ms) VALUES (?1, ?2, ?3)
                 ON CONFLICT(key_fp, class) DO UPDATE SET until_ms = MAX(until_ms, excluded.until_ms)",
                params![key_fp, class, until_ms],
            )?;
            Ok(())
        })
    }
}
