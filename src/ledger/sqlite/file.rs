//! Another machine's ledger file, read for `ledger import`.

use super::*;

/// A workspace's records in a ledger file, for a team ledger to take in.
#[derive(Debug, Default)]
pub struct Records {
    /// (candidate, at_ms)
    pub unlocks: Vec<(String, i64)>,
    /// (job, candidate, kind, at_ms)
    pub invites: Vec<(String, String, String, i64)>,
    /// (the line's id in the file, the line)
    pub spends: Vec<(i64, AuditRow)>,
}

pub(super) fn records(c: &Connection, workspace: &str, since_ms: i64) -> Result<Records> {
    let unlocks = c
        .prepare("SELECT talent_card_id, at_ms FROM unlocked WHERE workspace = ?1")?
        .query_map(params![workspace], |r| Ok((r.get(0)?, r.get(1)?)))?
        .collect::<std::result::Result<_, _>>()?;
    let invites = c
        .prepare("SELECT job_id, candidate_id, kind, at_ms FROM invites WHERE workspace = ?1")?
        .query_map(params![workspace], |r| {
            Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?))
        })?
        .collect::<std::result::Result<_, _>>()?;
    let spends = c
        .prepare(
            "SELECT id, at_ms, workspace, command, meter, cost, outcome FROM audit
             WHERE workspace = ?1 AND at_ms >= ?2 ORDER BY id",
        )?
        .query_map(params![workspace, since_ms], |r| {
            Ok((
                r.get(0)?,
                AuditRow {
                    at_ms: r.get(1)?,
                    workspace: r.get(2)?,
                    command: r.get(3)?,
                    meter: r.get(4)?,
                    cost: r.get(5)?,
                    outcome: r.get(6)?,
                    member: String::new(),
                },
            ))
        })?
        .collect::<std::result::Result<_, _>>()?;
    Ok(Records {
        unlocks,
        invites,
        spends,
    })
}

/// Another machine's ledger file, read for `ledger import`: opened
/// read-only, never created, migrated, given an id or a mode (a file given
/// by mistake, an application's database say, stays as it was), and
/// refused unless it is a talent ledger.
pub struct LedgerFile {
    conn: Connection,
    path: std::path::PathBuf,
}

impl LedgerFile {
    pub fn open(path: &Path) -> Result<LedgerFile> {
        let not_ours = |why: String| {
            Error::usage(format!(
                "{} is not a talent ledger ({why}); nothing was imported and the file was not changed",
                path.display()
            ))
            .with_hint("give the ledger.sqlite3 from the data folder of the machine joining (`talent ledger show` there prints where)")
        };
        // Read-only alone still makes -wal and -shm files beside a WAL
        // file: with no -wal there (no writer's changes to miss) the file
        // is opened immutable, and nothing is made beside it.
        let mut wal = path.as_os_str().to_owned();
        wal.push("-wal");
        let flags = OpenFlags::SQLITE_OPEN_READ_ONLY | OpenFlags::SQLITE_OPEN_NO_MUTEX;
        let conn = if Path::new(&wal).exists() {
            Connection::open_with_flags(path, flags)
        } else {
            let abs = std::path::absolute(path).unwrap_or_else(|_| path.to_path_buf());
            let mut uri = String::from("file:");
            for b in abs.to_string_lossy().bytes() {
                if b.is_ascii_alphanumeric() || b"/-._~".contains(&b) {
                    uri.push(b as char);
                } else {
                    uri.push_str(&format!("%{b:02X}"));
                }
            }
            uri.push_str("?immutable=1");
            Connection::open_with_flags(uri, flags | OpenFlags::SQLITE_OPEN_URI)
        }
        .map_err(|e| not_ours(e.to_string()))?;
        conn.busy_timeout(BUSY_TIMEOUT)?;
        let tables: Vec<String> = conn
            .prepare("SELECT name FROM sqlite_master WHERE type = 'table'")
            .and_then(|mut s| {
                s.query_map([], |r| r.get(0))?
                    .collect::<rusqlite::Result<Vec<String>>>()
            })
            .map_err(|e| not_ours(e.to_string()))?;
        let missing: Vec<&str> = ["meta", "unlocked", "invites", "audit"]
            .into_iter()
            .filter(|t| !tables.iter().any(|have| have == t))
            .collect();
        if !missing.is_empty() {
            return Err(not_ours(format!("no {} table", missing.join(", "))));
        }
        let schema: Option<i64> = conn
            .query_row("SELECT value FROM meta WHERE name = 'schema'", [], |r| {
                r.get::<_, String>(0)
            })
            .optional()
            .map_err(|e| not_ours(e.to_string()))?
            .and_then(|v| v.parse().ok());
        if schema.is_none_or(|v| v < 1) {
            return Err(not_ours("no schema version in its meta table".into()));
        }
        Ok(LedgerFile {
            conn,
            path: path.to_path_buf(),
        })
    }

    /// An error reading the file to import: about that file, never the
    /// run's own ledger (whose hint names the run's own file).
    fn unreadable(&self, why: &str) -> Error {
        Error::usage(format!(
            "{} cannot be imported: {why} (a line no talent wrote?); nothing was imported and the file was not changed",
            self.path.display()
        ))
        .with_hint("give the ledger.sqlite3 from the data folder of the machine joining, as that talent left it")
    }

    /// The file's id, when a talent that writes back or imports gave it one.
    pub fn id(&self) -> Result<Option<String>> {
        self.conn
            .query_row("SELECT value FROM meta WHERE name = 'ledger_id'", [], |r| {
                r.get(0)
            })
            .optional()
            .map_err(|e| self.unreadable(&e.to_string()))
    }

    /// The workspace's unlocks and invites, and its audit lines since
    /// `since_ms`.
    pub fn records(&self, workspace: &str, since_ms: i64) -> Result<Records> {
        records(&self.conn, workspace, since_ms).map_err(|e| {
            match e.message.strip_prefix("the local ledger failed: ") {
                // A database error, as the local ledger's words it: about the file.
                Some(why) => self.unreadable(why),
                None => e,
            }
        })
    }
}
