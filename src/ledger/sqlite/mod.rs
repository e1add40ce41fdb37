//! The local ledger: one SQLite file in the data folder, shared by every
//! `talent` process of the user ([`SqliteStore`], the default [`Store`]). WAL mode and a busy timeout let processes
//! read while one writes; every change is one transaction, so a process
//! killed with -9 leaves the file as it was before or after, never between.
//!
//! It keeps ids, counts, times and key fingerprints only — never a name, an
//! e-mail, a phone, resume or search text, or a key.

use std::path::{Path, PathBuf};
use std::sync::Mutex;
use std::time::{Duration, Instant};

use rusqlite::{params, Connection, OpenFlags, OptionalExtension, TransactionBehavior};
use talent_spec::rate::Meter;

use super::window::{room, Slot};
use super::{Admit, AuditRow, Held, Hold, Meters, Recorded, Snapshot, Store};
use crate::meter::words;
use crate::{Error, Result};

mod checkpoints;
mod file;
mod migrations;

use migrations::MIGRATIONS;
pub use migrations::SCHEMA_VERSION;

/// How long a claim of an idempotency key lasts when its process cannot be
/// told dead (a process that is gone stops claiming at once).
const CLAIM_MS: i64 = 3_600_000;

/// How long a writer waits for another process's transaction.
const BUSY_TIMEOUT: Duration = Duration::from_secs(10);
/// How long opening waits for other processes creating or migrating the file.
const OPEN_PATIENCE: Duration = Duration::from_secs(10);

fn is_busy(e: &rusqlite::Error) -> bool {
    matches!(
        e.sqlite_error_code(),
        Some(rusqlite::ErrorCode::DatabaseBusy | rusqlite::ErrorCode::DatabaseLocked)
    )
}

pub struct Ledger {
    conn: Connection,
}

/// Waits out another process's lock on the file in short sleeps, up to
/// [`BUSY_TIMEOUT`]; a stop signal ends a wait past its first second (the runtime that
/// hears signals is blocked on this thread meanwhile): SQLite then answers
/// "busy" and [`db_error`] says the run was stopped.
fn busy(count: i32) -> bool {
    const STEP: Duration = Duration::from_millis(10);
    let waited = STEP * count.max(0) as u32;
    // After a stop a wait still gets its first second (a run stopping
    // cleanly writes what it settles past a brief lock); a longer one ends.
    let stopped = crate::signals::stop_requested() && waited >= Duration::from_secs(1);
    if stopped || waited >= BUSY_TIMEOUT {
        return false;
    }
    std::thread::sleep(STEP);
    true
}

/// The error of a wait for the ledger that a SIGINT or SIGTERM ended.
fn stopped_waiting() -> Error {
    Error::new(
        crate::ErrorKind::Interrupted,
        "stopped while waiting for the local ledger (another process holds it); nothing more was sent",
    )
}

fn db_error(e: rusqlite::Error) -> Error {
    if is_busy(&e) && crate::signals::stop_requested() {
        return stopped_waiting();
    }
    // No hint proposes a command that loses data (`ledger reset`) for a
    // failure that changed nothing (issue 46, finding 9): what is wrong,
    // and what to do with the file kept.
    if let Some(what) = foreign_value(&e) {
        return Error::ledger(format!(
            "the local ledger failed: it holds {what}, which no talent writes; nothing was changed"
        ))
        .with_hint(
            "`talent ledger show` names the file: keep a copy, then correct or delete that line (sqlite3), or restore the file from a backup",
        );
    }
    Error::ledger(format!("the local ledger failed: {e}")).with_hint(
        "check the disk and that the data folder is writable (TALENT_DATA_DIR); `talent ledger show` names the file",
    )
}

/// What a value read from the ledger is when no talent could have written
/// it (a REAL where talent writes integers, a sum past 64 bits): `None`
/// for any other failure.
fn foreign_value(e: &rusqlite::Error) -> Option<String> {
    match e {
        rusqlite::Error::InvalidColumnType(_, name, ty) => {
            Some(format!("a {ty} value in {name:?}"))
        }
        rusqlite::Error::IntegralValueOutOfRange(_, n) => {
            Some(format!("the number {n}, out of range"))
        }
        rusqlite::Error::FromSqlConversionFailure(_, ty, _) => {
            Some(format!("a {ty} value of the wrong kind"))
        }
        rusqlite::Error::SqliteFailure(_, Some(m)) if m.contains("integer overflow") => {
            Some("numbers whose sum overflows".to_string())
        }
        _ => None,
    }
}

impl From<rusqlite::Error> for Error {
    fn from(e: rusqlite::Error) -> Self {
        db_error(e)
    }
}

impl Ledger {
    /// Opens (creating when needed) the ledger at `path` and brings its
    /// schema up to this version. Several processes may do this at once (a
    /// first run started by a script): a file another one is creating or
    /// migrating is waited for, up to [`OPEN_PATIENCE`].
    pub fn open(path: &Path) -> Result<Ledger> {
        // talent's own file: never written through a link planted at it or
        // at one of SQLite's companions (the open refuses a link too).
        for suffix in ["", "-wal", "-shm", "-journal"] {
            let mut name = path.as_os_str().to_owned();
            name.push(suffix);
            talent_fs::refuse_link(Path::new(&name)).map_err(|e| {
                Error::ledger(format!("cannot open the ledger: {e}"))
                    .with_hint("the ledger is talent's own file; point TALENT_DATA_DIR (or TALENT_LEDGER_URL) at the real folder")
            })?;
        }
        if let Some(dir) = path.parent() {
            talent_fs::create_private_dir(dir)
                .map_err(|e| Error::ledger(format!("cannot create {}: {e}", dir.display())))?;
        }
        let started = Instant::now();
        let mut pause = Duration::from_millis(5);
        loop {
            match Self::try_open(path) {
                Ok(ledger) => {
                    restrict(path);
                    return Ok(ledger);
                }
                Err(e) if is_busy(&e) && crate::signals::stop_requested() => {
                    return Err(stopped_waiting())
                }
                Err(e) if is_busy(&e) && started.elapsed() < OPEN_PATIENCE => {
                    std::thread::sleep(pause + Duration::from_millis(fastrand::u64(0..10)));
                    pause = (pause * 2).min(Duration::from_millis(100));
                }
                Err(e) => {
                    return Err(Error::ledger(format!(
                        "cannot open the ledger {}: {e}",
                        path.display()
                    ))
                    .with_hint(format!(
                        "check that the data folder is writable (TALENT_DATA_DIR); if the file is damaged, move {} aside (keep it) and talent starts a new one",
                        path.display()
                    )))
                }
            }
        }
    }

    fn try_open(path: &Path) -> rusqlite::Result<Ledger> {
        let mut conn = Connection::open_with_flags(
            path,
            OpenFlags::default() | OpenFlags::SQLITE_OPEN_NOFOLLOW,
        )?;
        conn.busy_handler(Some(busy))?;
        // Switching to WAL takes an exclusive lock that the busy handler does
        // not wait for: a concurrent first run gets SQLITE_BUSY here and the
        // caller retries.
        let mode: String = conn.query_row("PRAGMA journal_mode", [], |r| r.get(0))?;
        if !mode.eq_ignore_ascii_case("wal") {
            conn.pragma_update(None, "journal_mode", "WAL")?;
        }
        conn.pragma_update(None, "synchronous", "NORMAL")?;
        let mut ledger = Ledger { conn };
        ledger.migrate()?;
        Ok(ledger)
    }

    /// An in-memory ledger (tests).
    pub fn in_memory() -> Result<Ledger> {
        let mut ledger = Ledger {
            conn: Connection::open_in_memory()?,
        };
        ledger.migrate()?;
        Ok(ledger)
    }

    fn migrate(&mut self) -> rusqlite::Result<()> {
        let tx = self
            .conn
            .transaction_with_behavior(TransactionBehavior::Immediate)?;
        tx.execute_batch(
            "CREATE TABLE IF NOT EXISTS meta (name TEXT PRIMARY KEY, value TEXT NOT NULL)",
        )?;
        let version: i64 = tx
            .query_row("SELECT value FROM meta WHERE name = 'schema'", [], |r| {
                r.get::<_, String>(0)
            })
            .optional()?
            .and_then(|v| v.parse().ok())
            .unwrap_or(0);
        for (i, sql) in MIGRATIONS.iter().enumerate() {
            if (i as i64) >= version {
                tx.execute_batch(sql)?;
            }
        }
        if version < SCHEMA_VERSION {
            tx.execute(
                "INSERT INTO meta (name, value) VALUES ('schema', ?1)
                 ON CONFLICT(name) DO UPDATE SET value = excluded.value",
                params![SCHEMA_VERSION.to_string()],
            )?;
        }
        tx.commit()
    }

    pub fn schema_version(&self) -> Result<i64> {
        let v: String =
            self.conn
                .query_row("SELECT value FROM meta WHERE name = 'schema'", [], |r| {
                    r.get(0)
                })?;
        Ok(v.parse().unwrap_or(0))
    }

    /// Runs `f` in one immediate (write-locked) transaction.
    pub fn write<T>(&mut self, f: impl FnOnce(&rusqlite::Transaction) -> Result<T>) -> Result<T> {
        let tx = self
            .conn
            .transaction_with_behavior(TransactionBehavior::Immediate)?;
        let out = f(&tx)?;
        tx.commit()?;
        Ok(out)
    }

    pub fn conn(&self) -> &Connection {
        &self.conn
    }

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

    // ---- what was unlocked and invited ----

    /// Whether this file recorded `card` unlocked from the service's answer.
    pub fn is_unlocked(&self, workspace: &str, card: &str) -> Result<bool> {
        Ledger::unlocked_here(&self.conn, workspace, card)
    }

    fn unlocked_here(c: &Connection, workspace: &str, card: &str) -> Result<bool> {
        Ok(c.query_row(
            "SELECT 1 FROM unlocked_by_answer WHERE workspace = ?1 AND talent_card_id = ?2",
            params![workspace, card],
            |_| Ok(()),
        )
        .optional()?
        .is_some())
    }

    /// Records `card` unlocked, by this file from the service's answer.
    fn unlocked_now(c: &Connection, workspace: &str, card: &str, at_ms: i64) -> Result<()> {
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
    ) -> Result<super::Claim> {
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
                return Ok(super::Claim::Done(rec));
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
                    return Ok(super::Claim::Busy { member, since_ms });
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
            Ok(super::Claim::Mine)
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

pub use checkpoints::CheckpointFile;
use file::records;
pub use file::{LedgerFile, Records};

/// The local ledger as a [`Store`]: one connection, used by one call at a time.
pub struct SqliteStore {
    ledger: Mutex<Ledger>,
    path: Option<PathBuf>,
    clock: Clock,
    /// This store's run: the idempotency keys it claims are its own.
    run: String,
}

fn run_id() -> String {
    format!("{:016x}{:016x}", fastrand::u64(..), fastrand::u64(..))
}

/// The time a store judges by: the system's, or one a test sets.
pub type Clock = std::sync::Arc<dyn Fn() -> i64 + Send + Sync>;

impl SqliteStore {
    /// Opens (creating and migrating when needed) the file at `path`.
    pub fn open(path: &Path) -> Result<SqliteStore> {
        Ok(SqliteStore {
            ledger: Mutex::new(Ledger::open(path)?),
            path: Some(path.to_path_buf()),
            clock: std::sync::Arc::new(crate::clock::now_ms),
            run: run_id(),
        })
    }

    /// A ledger that lives as long as the process (tests, and runs that
    /// share nothing).
    pub fn in_memory() -> Result<SqliteStore> {
        Ok(SqliteStore {
            ledger: Mutex::new(Ledger::in_memory()?),
            path: None,
            clock: std::sync::Arc::new(crate::clock::now_ms),
            run: run_id(),
        })
    }

    /// The same store judging time by `clock` (tests move it by hand).
    pub fn with_clock(mut self, clock: Clock) -> SqliteStore {
        self.clock = clock;
        self
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, Ledger> {
        self.ledger.lock().unwrap_or_else(|e| e.into_inner())
    }

    // Export checkpoints are this file's alone, not the Store trait's: they
    // stay on the machine that holds the partial file, even beside a team
    // ledger (`ops::export::Checkpoints` holds them through [`CheckpointFile`]).

    /// The checkpoint saved under `name` (an export's target file), as stored.
    pub fn checkpoint(&self, owner: &str, name: &str) -> Result<Option<String>> {
        self.lock().checkpoint(owner, name)
    }

    /// Saves a checkpoint and the ids written since the last, in one act.
    pub fn save_checkpoint(
        &self,
        owner: &str,
        name: &str,
        position: &str,
        ids: &[String],
    ) -> Result<()> {
        self.lock()
            .save_checkpoint(owner, name, position, ids, (self.clock)())
    }

    /// Whether the export `name` already wrote the record `id`.
    pub fn checkpoint_has(&self, owner: &str, name: &str, id: &str) -> Result<bool> {
        self.lock().checkpoint_has(owner, name, id)
    }

    /// Forgets a checkpoint and its ids.
    pub fn drop_checkpoint(&self, owner: &str, name: &str) -> Result<()> {
        self.lock().drop_checkpoint(owner, name)
    }

    /// This file's id, made on first use: a team ledger imports a file once.
    pub fn ledger_id(&self) -> Result<String> {
        self.lock().write(|tx| {
            let id: Option<String> = tx
                .query_row("SELECT value FROM meta WHERE name = 'ledger_id'", [], |r| {
                    r.get(0)
                })
                .optional()?;
            if let Some(id) = id {
                return Ok(id);
            }
            let id = format!("{:016x}{:016x}", fastrand::u64(..), fastrand::u64(..));
            tx.execute(
                "INSERT INTO meta (name, value) VALUES ('ledger_id', ?1)",
                params![id],
            )?;
            Ok(id)
        })
    }

    /// Settles here a hold a team ledger made (`card`: the unlock it was
    /// for) while that ledger is away; see [`Ledger::settle_for`].
    pub fn settle_kept(
        &self,
        id: i64,
        spent: bool,
        row: &AuditRow,
        card: Option<&str>,
    ) -> Result<Option<Snapshot>> {
        self.lock().settle_for(id, spent, row, card)
    }

    /// What this machine kept for the workspace: its unlocks and invites,
    /// and its audit lines since `since_ms` (for `prefer`'s write-back).
    pub fn since(&self, workspace: &str, since_ms: i64) -> Result<Records> {
        records(self.lock().conn(), workspace, since_ms)
    }

    /// The workspaces this file holds records of since `since_ms`.
    pub fn workspaces_since(&self, since_ms: i64) -> Result<Vec<String>> {
        Ok(self
            .lock()
            .conn()
            .prepare(
                "SELECT workspace FROM audit WHERE at_ms >= ?1
                 UNION SELECT workspace FROM unlocked WHERE at_ms >= ?1
                 UNION SELECT workspace FROM invites WHERE at_ms >= ?1",
            )?
            .query_map(params![since_ms], |r| r.get(0))?
            .collect::<std::result::Result<_, _>>()?)
    }

    /// The names of the meta values that start with `prefix`.
    pub fn meta_names(&self, prefix: &str) -> Result<Vec<String>> {
        Ok(self
            .lock()
            .conn()
            .prepare(
                "SELECT name FROM meta WHERE substr(name, 1, length(?1)) = ?1 AND value <> ''",
            )?
            .query_map(params![prefix], |r| r.get(0))?
            .collect::<std::result::Result<_, _>>()?)
    }

    /// A meta value of the file (`team_synced:URL`: how far `prefer`'s
    /// offline records were written to a team ledger).
    pub fn meta(&self, name: &str) -> Result<Option<String>> {
        Ok(self
            .lock()
            .conn()
            .query_row(
                "SELECT value FROM meta WHERE name = ?1",
                params![name],
                |r| r.get(0),
            )
            .optional()?)
    }

    /// Sets a meta value to the time `ms` unless it holds an earlier one,
    /// in one statement (two processes noting at once keep the earlier).
    pub fn set_meta_earliest(&self, name: &str, ms: i64) -> Result<()> {
        self.lock().write(|tx| {
            tx.execute(
                "INSERT INTO meta (name, value) VALUES (?1, ?2)
                 ON CONFLICT(name) DO UPDATE SET value = CASE
                   WHEN meta.value = '' OR CAST(meta.value AS INTEGER) > CAST(excluded.value AS INTEGER)
                   THEN excluded.value ELSE meta.value END",
                params![name, ms.to_string()],
            )?;
            Ok(())
        })
    }

    /// Empties a meta value if it still holds `value` (a note another
    /// process moved since is kept).
    pub fn clear_meta_if(&self, name: &str, value: &str) -> Result<()> {
        self.lock().write(|tx| {
            tx.execute(
                "UPDATE meta SET value = '' WHERE name = ?1 AND value = ?2",
                params![name, value],
            )?;
            Ok(())
        })
    }

    pub fn set_meta(&self, name: &str, value: &str) -> Result<()> {
        self.lock().write(|tx| {
            tx.execute(
                "INSERT INTO meta (name, value) VALUES (?1, ?2)
                 ON CONFLICT(name) DO UPDATE SET value = excluded.value",
                params![name, value],
            )?;
            Ok(())
        })
    }
}

impl Store for SqliteStore {
    fn describe(&self) -> String {
        match &self.path {
            Some(p) => format!("sqlite:{}", p.display()),
            None => "sqlite::memory:".to_string(),
        }
    }

    fn now_ms(&self) -> i64 {
        (self.clock)()
    }

    fn schema_version(&self) -> Result<i64> {
        self.lock().schema_version()
    }

    /// One machine's file: keys and `--new` states are kept per key.
    fn team(&self) -> bool {
        false
    }

    /// A file that opened is never away (one that did not gives the run a
    /// broken ledger instead: `Guard::without_ledger`).
    fn away(&self) -> Option<super::Away> {
        None
    }

    /// Every act reads the file: there is no greeting to ask ahead in.
    fn expect_key(&self, key: &str) {
        let _ = key;
    }

    fn admit(&self, key: &str, slots: &[Slot], span_ms: i64) -> Result<Admit> {
        Ok(
            match self.lock().take(key, slots, (self.clock)(), span_ms)? {
                None => Admit::Go,
                Some(ms) => Admit::Wait(ms.max(1)),
            },
        )
    }

    fn block(&self, key: &str, class: &str, until_ms: i64) -> Result<()> {
        self.lock().block(key, class, until_ms)
    }

    fn workspace_of(&self, key: &str) -> Result<Option<String>> {
        self.lock().workspace_of(key)
    }

    fn snapshot(&self, workspace: &str) -> Result<Option<Snapshot>> {
        self.lock().snapshot(workspace)
    }

    fn store_snapshot(
        &self,
        key: &str,
        workspace: &str,
        snap: &Snapshot,
        started_ms: i64,
    ) -> Result<Snapshot> {
        let mut l = self.lock();
        l.store_snapshot(key, workspace, snap, started_ms)?;
        Ok(l.snapshot(workspace)?.unwrap_or_else(|| snap.clone()))
    }

    fn held(&self, workspace: &str, meter: Meter) -> Result<i64> {
        self.lock()
            .write(|tx| Ledger::reserved(tx, workspace, words(meter).name, (self.clock)()))
    }

    /// The local file keeps no members' allowances (`team allowance` needs
    /// a team ledger): nothing to hold.
    fn reserve_reach(&self, _reach: &crate::ledger::Reach<'_>) -> Result<crate::ledger::Reached> {
        Ok(crate::ledger::Reached::Untracked)
    }

    fn reserve(&self, hold: &Hold<'_>) -> Result<Held> {
        let name = words(hold.meter).name;
        self.lock().write(|tx| {
            // Read inside the transaction: another process may have spent
            // since the caller's snapshot was taken.
            let now = (self.clock)();
            let held = Ledger::reserved(tx, hold.workspace, name, now)?;
            // One unlock per candidate: free once unlocked, and while
            // another run holds its unlock, that run's outcome decides.
            if let Some(card) = hold.card {
                // Free only where this file recorded it from an answer.
                if Ledger::unlocked_here(tx, hold.workspace, card)? {
                    return Ok(Held::Free);
                }
                let other: Option<i64> = tx.query_row(
                    "SELECT MIN(expires_ms) FROM reservations
                     WHERE workspace = ?1 AND card = ?2 AND run IS NOT ?3",
                    params![hold.workspace, card, self.run],
                    |r| r.get(0),
                )?;
                if let Some(until) = other {
                    return Ok(Held::Busy {
                        wait_ms: (until - now).clamp(20, 250),
                    });
                }
            }
            let meters = Ledger::meters(tx, hold.workspace, name)?.unwrap_or(hold.fallback);
            let left = meters.limit - meters.used - held;
            if hold.cost > left {
                return Ok(Held::Short {
                    left,
                    limit: meters.limit,
                });
            }
            let id = Ledger::reserve(
                tx,
                hold.workspace,
                name,
                hold.cost,
                hold.expires_ms,
                hold.card,
                Some(&self.run),
            )?;
            Ok(Held::Held {
                id,
                left,
                limit: meters.limit,
            })
        })
    }

    fn settle(&self, id: i64, spent: bool, row: &AuditRow) -> Result<Option<Snapshot>> {
        self.lock().settle(id, spent, row)
    }

    fn release(&self, id: i64) -> Result<()> {
        self.lock().write(|tx| {
            tx.execute("DELETE FROM reservations WHERE id = ?1", params![id])?;
            Ok(())
        })
    }

    fn is_unlocked(&self, workspace: &str, card: &str) -> Result<bool> {
        self.lock().is_unlocked(workspace, card)
    }

    /// The file is one machine's: it knows when, and that it was this
    /// machine (no member).
    fn unlocked_by(&self, workspace: &str, card: &str) -> Result<Option<super::UnlockedBy>> {
        Ok(self
            .lock()
            .unlocked_at(workspace, card)?
            .map(|at_ms| super::UnlockedBy {
                member: String::new(),
                at_ms,
            }))
    }

    fn mark_unlocked_by(&self, workspace: &str, card: &str, member: &str) -> Result<()> {
        let _ = member;
        self.lock().mark_unlocked(workspace, card, (self.clock)())
    }

    fn settle_line(&self, row: &AuditRow, outcome: &str) -> Result<()> {
        self.lock().settle_line(row, outcome)
    }

    fn invited_at(
        &self,
        workspace: &str,
        job: &str,
        card: &str,
        kind: &str,
    ) -> Result<Option<i64>> {
        self.lock().invited_at(workspace, job, card, kind)
    }

    fn mark_invited_by(
        &self,
        workspace: &str,
        job: &str,
        cards: &[String],
        kind: &str,
        member: &str,
    ) -> Result<()> {
        let _ = member;
        let now = (self.clock)();
        let mut l = self.lock();
        for card in cards {
            l.mark_invited(workspace, job, card, kind, now)?;
        }
        Ok(())
    }

    fn bulk_invite_times_since(
        &self,
        workspace: &str,
        job: &str,
        since_ms: i64,
    ) -> Result<Vec<i64>> {
        self.lock()
            .bulk_invite_times_since(workspace, job, since_ms)
    }

    fn idempotent(&self, owner: &str, key: &str) -> Result<Option<Recorded>> {
        Ok(self
            .lock()
            .idempotent(owner, key)?
            .map(|(command, request, result, at_ms)| Recorded {
                command,
                request,
                result,
                at_ms,
            }))
    }

    fn record_idempotent(&self, owner: &str, key: &str, rec: &Recorded) -> Result<()> {
        self.lock().record_idempotent(
            owner,
            key,
            &rec.command,
            &rec.request,
            &rec.result,
            rec.at_ms,
        )
    }

    fn claim_idempotent(
        &self,
        owner: &str,
        key: &str,
        command: &str,
        request: &str,
        member: &str,
    ) -> Result<super::Claim> {
        let _ = (command, request);
        self.lock()
            .claim(owner, key, member, &self.run, (self.clock)())
    }

    fn release_idempotent(&self, owner: &str, key: &str) -> Result<()> {
        self.lock().release_claim(owner, key, &self.run)
    }

    fn was_seen(&self, owner: &str, state: &str, id: &str) -> Result<bool> {
        self.lock().was_seen(owner, state, id)
    }

    fn mark_seen(&self, owner: &str, state: &str, ids: &[String]) -> Result<()> {
        self.lock().mark_seen(owner, state, ids, (self.clock)())
    }

    fn webhook_done(&self, id: &str, since_ms: i64) -> Result<Option<i64>> {
        self.lock().webhook_done(id, since_ms)
    }

    fn mark_webhook_done(&self, id: &str, forget_before_ms: i64) -> Result<()> {
        self.lock()
            .mark_webhook_done(id, (self.clock)(), forget_before_ms)
    }

    fn audit(&self, workspace: Option<&str>, limit: usize) -> Result<Vec<AuditRow>> {
        self.lock().audit(workspace, limit)
    }

    fn prune(&self, audit_before_ms: i64, sends_before_ms: i64) -> Result<usize> {
        self.lock()
            .prune(audit_before_ms, sends_before_ms, (self.clock)())
    }

    fn counts(&self) -> Result<Vec<(&'static str, i64)>> {
        self.lock().counts()
    }

    fn report(&self, q: &super::ReportQuery) -> Result<super::ReportRows> {
        super::report_sql::sqlite_report(self.lock().conn(), q)
    }

    fn cycle_before(&self, workspace: &str, before: &str) -> Result<Option<String>> {
        super::report_sql::sqlite_cycle_before(self.lock().conn(), workspace, before)
    }

    fn record_events(&self, events: &[super::LedgerEvent]) -> Result<()> {
        if events.is_empty() {
            return Ok(());
        }
        self.lock()
            .write(|tx| super::report_sql::sqlite_record(tx, events))
    }
}

/// Drops checkpoints whose `expires_ms` (in their stored JSON) has passed,
/// with their ids.
fn prune_checkpoints(tx: &rusqlite::Transaction, now_ms: i64) -> Result<usize> {
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

fn delete_checkpoint(tx: &rusqlite::Transaction, owner: &str, name: &str) -> Result<()> {
    for table in ["checkpoints", "checkpoint_ids"] {
        tx.execute(
            &format!("DELETE FROM {table} WHERE workspace = ?1 AND name = ?2"),
            params![owner, name],
        )?;
    }
    Ok(())
}

/// Deletes the ledger at `path` with its WAL files; a missing one is fine.
pub fn remove(path: &Path) -> std::io::Result<bool> {
    let mut removed = false;
    for suffix in ["", "-wal", "-shm"] {
        let mut p = path.as_os_str().to_owned();
        p.push(suffix);
        match std::fs::remove_file(&p) {
            Ok(()) => removed = true,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => {}
            Err(e) => return Err(e),
        }
    }
    Ok(removed)
}

/// The ledger holds ids of people a recruiter looked at: owner only.
fn restrict(path: &Path) {
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        let _ = std::fs::set_permissions(path, std::fs::Permissions::from_mode(0o600));
    }
    #[cfg(not(unix))]
    let _ = path;
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn an_offline_note_keeps_the_earliest_and_is_cleared_only_as_it_was_read() {
        let s = SqliteStore::in_memory().unwrap();
        s.set_meta_earliest("n", 200).unwrap();
        s.set_meta_earliest("n", 100).unwrap();
        s.set_meta_earliest("n", 300).unwrap();
        assert_eq!(s.meta("n").unwrap().as_deref(), Some("100"));
        // Moved by another process since it was read: kept.
        s.clear_meta_if("n", "200").unwrap();
        assert_eq!(s.meta_names("n").unwrap(), vec!["n".to_string()]);
        s.clear_meta_if("n", "100").unwrap();
        assert!(s.meta_names("n").unwrap().is_empty());
        s.set_meta_earliest("n", 400).unwrap();
        assert_eq!(s.meta("n").unwrap().as_deref(), Some("400"));
    }

    #[test]
    fn migrating_twice_is_harmless_and_records_the_version() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("ledger.sqlite3");
        let a = Ledger::open(&path).unwrap();
        assert_eq!(a.schema_version().unwrap(), SCHEMA_VERSION);
        drop(a);
        let b = Ledger::open(&path).unwrap();
        assert_eq!(b.schema_version().unwrap(), SCHEMA_VERSION);
    }

    #[test]
    fn a_newer_schema_is_used_as_it_is() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("ledger.sqlite3");
        let mut a = Ledger::open(&path).unwrap();
        a.write(|tx| {
            tx.execute(
                "UPDATE meta SET value = ?1 WHERE name = 'schema'",
                [(SCHEMA_VERSION + 1).to_string()],
            )?;
            tx.execute_batch("CREATE TABLE later (x INTEGER)")?;
            Ok(())
        })
        .unwrap();
        drop(a);
        let b = Ledger::open(&path).unwrap();
        assert_eq!(
            b.schema_version().unwrap(),
            SCHEMA_VERSION + 1,
            "not moved back"
        );
        assert!(b.is_unlocked("ws", "tc").is_ok());
    }

    #[test]
    fn reservations_settle_into_the_snapshot_and_the_audit_log() {
        let mut l = Ledger::in_memory().unwrap();
        let snap = Snapshot {
            unlocks: Meters { used: 4, limit: 10 },
            searches: Meters {
                used: 0,
                limit: 100,
            },
            messages: Meters { used: 0, limit: 20 },
            cycle_ends: Some("2026-12-01T00:00:00Z".into()),
            read_ms: 1,
        };
        l.store_snapshot("fp", "ws", &snap, 1).unwrap();
        let id = l
            .write(|tx| {
                assert_eq!(Ledger::reserved(tx, "ws", "unlocks", 10)?, 0);
                let id = Ledger::reserve(tx, "ws", "unlocks", 1, 1000, None, None)?;
                assert_eq!(Ledger::reserved(tx, "ws", "unlocks", 10)?, 1);
                Ok(id)
            })
            .unwrap();
        let row = AuditRow {
            at_ms: 20,
            workspace: "ws".into(),
            command: "candidate show".into(),
            meter: "unlocks".into(),
            cost: 1,
            outcome: "spent".into(),
            member: String::new(),
        };
        let after = l.settle(id, true, &row).unwrap().unwrap();
        assert_eq!(after.unlocks.used, 5);
        assert_eq!(l.audit(Some("ws"), 10).unwrap(), vec![row]);
        let left = l
            .write(|tx| Ledger::reserved(tx, "ws", "unlocks", 30))
            .unwrap();
        assert_eq!(left, 0);
        // Expired reservations (a killed process) stop holding quota.
        let held = l
            .write(|tx| {
                Ledger::reserve(tx, "ws", "unlocks", 1, 100, None, None)?;
                Ledger::reserved(tx, "ws", "unlocks", 101)
            })
            .unwrap();
        assert_eq!(held, 0);
    }

    #[test]
    fn unlocks_and_invites_are_remembered() {
        let mut l = Ledger::in_memory().unwrap();
        assert!(!l.is_unlocked("ws", "tc_1").unwrap());
        l.mark_unlocked("ws", "tc_1", 5).unwrap();
        assert!(l.is_unlocked("ws", "tc_1").unwrap());
        assert!(!l.is_unlocked("other", "tc_1").unwrap());
        l.mark_invited("ws", "job", "cand", "bulk", 10).unwrap();
        l.mark_invited("ws", "job", "cand2", "bulk", 20).unwrap();
        assert_eq!(l.invited_at("ws", "job", "cand", "bulk").unwrap(), Some(10));
        assert_eq!(l.bulk_invite_times_since("ws", "job", 15).unwrap(), [20]);
        assert_eq!(l.bulk_invite_times_since("ws", "job", 0).unwrap(), [10, 20]);
        assert!(l.prune(0, 0, 0).is_ok());
    }

    /// Issue 46: only what this file recorded from the service's answer is
    /// free. A row an older binary wrote into `unlocked` after the
    /// migration is shown, not free; the rows a file held when it was
    /// migrated (all recorded by it from answers) are carried over.
    #[test]
    fn an_unlock_is_free_only_where_this_file_recorded_it_from_an_answer() {
        let mut l = Ledger::in_memory().unwrap();
        l.conn
            .execute("INSERT INTO unlocked VALUES ('ws', 'tc_old_binary', 5)", [])
            .unwrap();
        assert!(!l.is_unlocked("ws", "tc_old_binary").unwrap());
        assert_eq!(l.unlocked_at("ws", "tc_old_binary").unwrap(), Some(5));
        l.mark_unlocked("ws", "tc_old_binary", 9).unwrap();
        assert!(l.is_unlocked("ws", "tc_old_binary").unwrap());
        // A file of schema 9 with an unlock, migrated.
        let mut old = Ledger {
            conn: Connection::open_in_memory().unwrap(),
        };
        old.conn
            .execute_batch(
                "CREATE TABLE meta (name TEXT PRIMARY KEY, value TEXT NOT NULL);
                 INSERT INTO meta VALUES ('schema', '9');",
            )
            .unwrap();
        for sql in &MIGRATIONS[..9] {
            old.conn.execute_batch(sql).unwrap();
        }
        old.conn
            .execute("INSERT INTO unlocked VALUES ('ws', 'tc_before', 7)", [])
            .unwrap();
        old.migrate().unwrap();
        assert_eq!(old.schema_version().unwrap(), SCHEMA_VERSION);
        assert!(old.is_unlocked("ws", "tc_before").unwrap());
    }

    const SEARCH: Slot = Slot {
        class: "search",
        limit: 10,
    };
    const GLOBAL: Slot = Slot {
        class: "global",
        limit: 120,
    };

    #[test]
    fn a_block_holds_every_process_until_it_ends() {
        let mut l = Ledger::in_memory().unwrap();
        l.block("fp", "search", 5_000).unwrap();
        assert_eq!(
            l.take("fp", &[GLOBAL, SEARCH], 1_000, 60_000).unwrap(),
            Some(4_000)
        );
        assert_eq!(l.take("fp", &[GLOBAL], 1_000, 60_000).unwrap(), None);
        assert_eq!(
            l.take("fp", &[GLOBAL, SEARCH], 5_000, 60_000).unwrap(),
            None
        );
    }

    proptest! {
        /// However several processes (connections to one ledger file)
        /// interleave, no window ever holds more admitted sends than the limit.
        #[test]
        fn no_window_holds_more_than_the_limit_across_processes(
            steps in proptest::collection::vec((0usize..3, 0i64..400), 1..120),
            limit in 1u32..6,
        ) {
            let dir = tempfile::tempdir().unwrap();
            let path = dir.path().join("ledger.sqlite3");
            let mut procs: Vec<Ledger> = (0..3).map(|_| Ledger::open(&path).unwrap()).collect();
            let span = 1_000i64;
            let slot = Slot { class: "search", limit };
            let mut now = 0i64;
            let mut admitted = Vec::new();
            for (who, dt) in steps {
                now += dt;
                if procs[who].take("fp", &[slot], now, span).unwrap().is_none() {
                    admitted.push(now);
                }
            }
            for &t in &admitted {
                let inside = admitted.iter().filter(|&&u| u >= t && u < t + span).count();
                prop_assert!(inside <= limit as usize, "{inside} sends in the window from {t}");
            }
        }
    }
}
