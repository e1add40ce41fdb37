//! The local ledger: one SQLite file in the data folder, shared by every
//! `talent` process of the user ([`SqliteStore`], the default [`Store`](super::Store)). WAL mode and a busy timeout let processes
//! read while one writes; every change is one transaction, so a process
//! killed with -9 leaves the file as it was before or after, never between.
//!
//! It keeps ids, counts, times and key fingerprints only — never a name, an
//! e-mail, a phone, resume or search text, or a key.

use std::path::{Path, PathBuf};
use std::sync::Mutex;
use std::time::{Duration, Instant};

use rusqlite::{params, Connection, OpenFlags, OptionalExtension, TransactionBehavior};

use super::{AuditRow, Snapshot};
use crate::{Error, Result};

mod acts;
mod checkpoints;
mod file;
mod holds;
mod migrations;
mod store;

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
    let waited = waited(count);
    // After a stop a wait still gets its first second (a run stopping
    // cleanly writes what it settles past a brief lock); a longer one ends.
    let stopped = crate::signals::stop_requested() && waited >= Duration::from_secs(1);
    if stopped || waited >= BUSY_TIMEOUT {
        return false;
    }
    std::thread::sleep(STEP);
    true
}

/// How long this thread has waited in the busy handler since its first
/// call of this wait (`count` 0). By the clock, not by `count` sleeps: on a
/// loaded machine a 10 ms sleep takes several times that, and a second
/// counted in steps became several, so a stopped run outlived its signal
/// (CI on `6678e60`, load 14).
fn waited(count: i32) -> Duration {
    thread_local! {
        static SINCE: std::cell::Cell<Option<std::time::Instant>> =
            const { std::cell::Cell::new(None) };
    }
    let now = std::time::Instant::now();
    let since = SINCE.with(|s| match s.get() {
        Some(t) if count > 0 => t,
        _ => {
            s.set(Some(now));
            now
        }
    });
    now.duration_since(since)
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
}

pub use checkpoints::CheckpointFile;
use file::records;
pub use file::{LedgerFile, Records};

/// The local ledger as a [`Store`](super::Store): one connection, used by one call at a time.
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
    // ledger (`ops::kit::export::Checkpoints` holds them through [`CheckpointFile`]).

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
    use super::super::window::Slot;
    use super::super::Meters;
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn a_busy_wait_is_measured_by_the_clock_not_by_its_sleeps_on_a_loaded_machine() {
        // Three calls of the handler 300 ms apart: 3 steps of 10 ms by
        // count, 600 ms by the clock; a new wait (count 0) starts again.
        assert_eq!(waited(0), Duration::ZERO);
        std::thread::sleep(Duration::from_millis(300));
        waited(1);
        std::thread::sleep(Duration::from_millis(300));
        assert!(waited(2) >= Duration::from_millis(600));
        assert!(waited(0) < Duration::from_millis(100));
    }

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
