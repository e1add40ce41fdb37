//! Team administration of a team ledger ([`TeamAdmin`]): members'
//! allowances, spends by member and channel, one workspace's prune and
//! reset, the schema's migration, `ledger import`, the write-back of what a
//! machine kept while the database was away, and what `doctor` reports of
//! the connection. None of it is an act of a run's [`Store`](super::Store):
//! a local file has no members or workspaces of other machines to
//! administer, so a command gets a `TeamAdmin` from the ledger target (the
//! URL), never by looking behind the store it runs on.

use std::sync::Arc;

use super::Allowance;

use super::pg::{self, away_line, import_tx, in_transaction, ConnInfo, Fail, PgStore, Typed};
pub use super::pg::{paid_unlocks, ImportBatch, Imported};
use super::Store;
use crate::config::ledger::PgTarget;
use crate::{Error, Result};

/// The team ledger's administration: the database alone (no stand-in, no
/// fallback to the local file while it is away: nothing is changed then).
/// It shares the connection of the run's store when the run has one.
#[derive(Clone)]
pub struct TeamAdmin {
    pg: Arc<PgStore>,
}

impl TeamAdmin {
    /// The administration of the team ledger `pg` connects to.
    pub fn new(pg: Arc<PgStore>) -> TeamAdmin {
        TeamAdmin { pg }
    }

    /// The database's URL without its password.
    pub fn describe(&self) -> String {
        self.pg.target().shown()
    }

    pub fn target(&self) -> &PgTarget {
        self.pg.target()
    }

    /// The gateway's members, tokens and what they created (`talent serve`).
    pub fn members(&self) -> pg::members::Members {
        pg::members::Members::new(Arc::clone(&self.pg))
    }

    /// The gateway's OAuth clients, grants, codes and tokens (`/mcp`).
    pub fn oauth(&self) -> pg::oauth::OAuth {
        pg::oauth::OAuth::new(Arc::clone(&self.pg))
    }

    /// The team ledger as the guard's store (the gateway's guards share it).
    pub fn store(&self) -> Arc<dyn Store> {
        Arc::clone(&self.pg) as Arc<dyn Store>
    }

    /// Waits for the connect (and the schema check) and says whether the
    /// database can be used: `Ok(())`, or why not.
    pub fn connected(&self) -> Result<()> {
        self.pg.connected()
    }

    /// The ledger's schema version and the oldest version a talent must
    /// understand to use it (`talent_meta`'s `schema` and `compat`) as the
    /// last connect or snapshot written read them: no round trip (a
    /// long-running gateway learns of a newer talent's migration so).
    pub fn schema_seen(&self) -> Option<(i64, i64)> {
        self.pg.versions_seen()
    }

    /// [`TeamAdmin::schema_seen`] read now (one statement): a gateway
    /// refusing a ledger that needs a newer talent looks again now and
    /// then, so a ledger restored to a schema it knows is served again.
    pub fn read_schema(&self) -> Result<(i64, i64)> {
        self.pg.read_versions()
    }

    /// What the connect found (server, schema, TLS, the round trip), for
    /// `doctor`.
    pub fn info(&self) -> ConnInfo {
        self.pg.info()
    }

    /// Whether this machine's file keeps records the database has not seen
    /// (read from the file alone: no round trip).
    pub fn kept_offline(&self) -> bool {
        self.offline_notes().is_ok_and(|n| !n.is_empty())
    }

    /// The file's notes of records kept while the database was away, one
    /// per workspace.
    fn offline_notes(&self) -> Result<Vec<String>> {
        let file = self.pg.local();
        // An older talent kept one note for the whole database: it stands
        // for every workspace the file holds records of since then.
        let legacy = format!("team_offline:{}", self.pg.target().shown());
        if let Some(from) = file.meta(&legacy)?.and_then(|v| v.parse::<i64>().ok()) {
            for ws in file.workspaces_since(from)? {
                self.pg.note_offline(&ws, from);
            }
            file.set_meta(&legacy, "")?;
        }
        file.meta_names(&self.pg.offline_prefix())
    }

    /// Writes what this machine kept while the database was away (each
    /// workspace's unlocks, invites and spends since its note) to it, once:
    /// `None` when there was nothing to write. A line already there (a
    /// write-back or an import of the same file before) is not added again.
    /// `counted`: a workspace, its cycle and what the service counted in it
    /// (`GET /usage`'s `cycleEndsOn` and `used`, read now): that
    /// workspace's lines of that cycle are judged against it (see
    /// [`ImportBatch::keep_over`]).
    pub fn write_back_offline(
        &self,
        member: &str,
        counted: Option<(&str, Option<&str>, [i64; 3])>,
    ) -> Result<Option<(u64, u64, u64)>> {
        let file = self.pg.local();
        let prefix = self.pg.offline_prefix();
        let notes = self.offline_notes()?;
        if notes.is_empty() {
            return Ok(None);
        }
        let id = file.ledger_id()?;
        let (mut u, mut i, mut s) = (0, 0, 0);
        for key in notes {
            let Some(noted) = file.meta(&key)? else {
                continue;
            };
            let Ok(from) = noted.parse::<i64>() else {
                continue;
            };
            let workspace = key[prefix.len()..].to_string();
            let records = file.since(&workspace, from)?;
            let cycle = file.snapshot(&workspace)?.and_then(|s| s.cycle_ends);
            let batch = ImportBatch {
                // Once per offline period of this machine's file.
                source: format!("offline:{id}:{from}"),
                member: member.to_string(),
                unlocks: records
                    .unlocks
                    .into_iter()
                    .filter(|(_, at)| *at >= from)
                    .collect(),
                invites: records
                    .invites
                    .into_iter()
                    .filter(|(_, _, _, at)| *at >= from)
                    .collect(),
                spends: records
                    .spends
                    .into_iter()
                    .map(|(line, row)| (line_key(&id, line, row.at_ms), row))
                    .collect(),
                // Each line in its own workspace's cycle, as this machine
                // read it (the team ledger may not know the workspace yet).
                cycle_ends: cycle.clone(),
                // This machine's own spends are never lost; their unlocks
                // go in only within what the service counted.
                counted: counted
                    .filter(|(w, c, _)| *w == workspace && *c == cycle.as_deref())
                    .map(|(.., n)| n),
                workspace,
                whole: false,
                keep_over: true,
                // This machine's file recorded them from the answers.
                origin: Some(self.pg.origin()),
            };
            if let Imported::Added(a, b, c) = self.import(batch)? {
                (u, i, s) = (u + a, i + b, s + c);
            }
            file.clear_meta_if(&key, &noted)?;
        }
        Ok(Some((u, i, s)).filter(|(u, i, s)| u + i + s > 0))
    }

    /// Creates or upgrades the schema (`talent ledger migrate`): returns
    /// (version before, version after).
    pub fn migrate(&self) -> Result<(i64, i64)> {
        self.migrate_once().map_err(|(e, _)| e)
    }

    /// [`TeamAdmin::migrate`], saying whether trying again may help (a
    /// gateway's start waits then): the database is not up yet (no
    /// connection, starting, out of connection slots) or another gateway's
    /// migration holds the lock. A refusal that stays — a wrong password,
    /// no password, a schema too new, a foreign table — does not: retried,
    /// it fills the server's log with failed logins (and fail2ban may lock
    /// the role).
    pub fn migrate_once(&self) -> std::result::Result<(i64, i64), (Error, bool)> {
        use tokio_postgres::error::SqlState;
        let target = self.pg.target();
        match self.pg.call(|c| async move { pg::migrate(&c, true).await }) {
            Ok(v) => Ok(v),
            // tokio-postgres' own words when the server asked for one.
            Err(Fail::Away(why)) if why.contains("password missing") => Err((
                Error::ledger(format!(
                    "the team ledger {} asks for a password and none was given ({why})",
                    target.shown()
                ))
                .with_hint("put it in PGPASSWORD or the password file (~/.pgpass, mode 0600), or TALENT_LEDGER_URL"),
                false,
            )),
            Err(Fail::Away(why)) => {
                let line = away_line(target, &why);
                // A certificate refused stays refused.
                let wait = crate::api::tls::certificate_problem(&why).is_none();
                Err((
                    Error::ledger(line).with_hint("check that the database runs and the URL is right"),
                    wait,
                ))
            }
            Err(Fail::Db(msg, code)) => {
                let wait = code.as_ref().is_some_and(|c| {
                    [
                        SqlState::CANNOT_CONNECT_NOW,
                        SqlState::TOO_MANY_CONNECTIONS,
                        SqlState::ADMIN_SHUTDOWN,
                        SqlState::CRASH_SHUTDOWN,
                        // The migration's lock, held by another gateway
                        // past the statement timeout.
                        SqlState::QUERY_CANCELED,
                        SqlState::LOCK_NOT_AVAILABLE,
                        SqlState::T_R_DEADLOCK_DETECTED,
                        SqlState::T_R_SERIALIZATION_FAILURE,
                    ]
                    .contains(c)
                });
                let mut e = self.pg.db_error(&msg, code.as_ref());
                if code == Some(SqlState::FEATURE_NOT_SUPPORTED) && e.hint.is_none() {
                    e = e.with_hint("upgrade talent here: a newer talent migrated this ledger");
                }
                Err((e, wait))
            }
        }
    }

    /// Sets a member's allowances per cycle (meters, outreach) given; says
    /// whether the member was ever seen spending in the workspace.
    pub fn set_allowance(
        &self,
        workspace: &str,
        member: &str,
        caps: &[(Allowance, i64)],
        set_by: &str,
    ) -> Result<bool> {
        let (ws, m, by) = (
            workspace.to_string(),
            member.to_string(),
            set_by.to_string(),
        );
        let caps: Vec<(String, i64)> = caps
            .iter()
            .map(|(k, v)| (k.name().to_string(), *v))
            .collect();
        self.pg.direct(move |c| async move {
            for (meter, cap) in &caps {
                c.ex(
                    "INSERT INTO talent_allowances (workspace, member, meter, cap, set_ms, set_by)
                     VALUES ($1, $2, $3, $4, talent_now_ms(), $5)
                     ON CONFLICT (workspace, member, meter) DO UPDATE SET cap = excluded.cap,
                       set_ms = excluded.set_ms, set_by = excluded.set_by",
                    &[&ws, &m, meter, cap, &by],
                )
                .await?;
            }
            let seen = c
                .qopt(
                    "SELECT 1 FROM talent_members WHERE workspace = $1 AND member = $2",
                    &[&ws, &m],
                )
                .await?
                .is_some()
                || c.qopt(
                    "SELECT 1 FROM talent_spends WHERE workspace = $1 AND member = $2 LIMIT 1",
                    &[&ws, &m],
                )
                .await?
                .is_some();
            Ok(seen)
        })
    }

    /// Allowances of the workspace: (member, meter, cap).
    pub fn allowances(&self, workspace: &str) -> Result<Vec<(String, String, i64)>> {
        let ws = workspace.to_string();
        self.pg.direct(move |c| async move {
            let rows = c
                .q(
                    "SELECT member, meter, cap FROM talent_allowances WHERE workspace = $1 ORDER BY member, meter",
                    &[&ws],
                )
                .await?;
            Ok(rows.iter().map(|r| (r.get(0), r.get(1), r.get(2))).collect())
        })
    }

    /// Removes a member's allowances; returns how many there were.
    pub fn clear_allowance(&self, workspace: &str, member: &str) -> Result<u64> {
        let (ws, m) = (workspace.to_string(), member.to_string());
        self.pg.direct(move |c| async move {
            Ok(c.ex(
                "DELETE FROM talent_allowances WHERE workspace = $1 AND member = $2",
                &[&ws, &m],
            )
            .await?)
        })
    }

    /// Units spent per member and meter in the cycle that ends at
    /// `cycle_ends` (`None`: spends recorded before any usage was read):
    /// (member, meter, units).
    pub fn spends_by_member(
        &self,
        workspace: &str,
        cycle_ends: Option<&str>,
    ) -> Result<Vec<MemberSpend>> {
        let (ws, cyc) = (workspace.to_string(), cycle_ends.map(str::to_string));
        self.pg.direct(move |c| async move {
            // The channel is the command a spend line names: `mcp` for
            // `talent mcp`'s, `gateway` for a gateway's, any other for a
            // command's.
            let rows = c
                .q(
                    "SELECT member, CASE command WHEN 'mcp' THEN 'mcp' WHEN 'gateway' THEN 'gateway'
                            ELSE 'command' END AS channel,
                            meter, sum(cost)::bigint FROM talent_spends
                     WHERE workspace = $1 AND spent AND cycle_ends IS NOT DISTINCT FROM $2
                     GROUP BY member, channel, meter ORDER BY member, channel, meter",
                    &[&ws, &cyc],
                )
                .await?;
            Ok(rows
                .iter()
                .map(|r| MemberSpend {
                    member: r.get(0),
                    channel: r.get(1),
                    meter: r.get(2),
                    cost: r.get(3),
                })
                .collect())
        })
    }

    /// Units held by runs whose lease lapsed before they settled (they may
    /// have reached the service: "maybe", counted against the quota and
    /// the member's allowance until settled or cleared), per member and
    /// meter: (member, meter, units).
    pub fn maybe_by_member(&self, workspace: &str) -> Result<Vec<(String, String, i64)>> {
        let ws = workspace.to_string();
        self.pg.direct(move |c| async move {
            let rows = c
                .q(
                    "SELECT member, meter, sum(cost)::bigint FROM talent_holds
                     WHERE workspace = $1 AND base_used IS NOT NULL AND expires_ms < talent_now_ms()
                     GROUP BY member, meter ORDER BY member, meter",
                    &[&ws],
                )
                .await?;
            Ok(rows
                .iter()
                .map(|r| (r.get(0), r.get(1), r.get(2)))
                .collect())
        })
    }

    /// The cycles the spends log knows for the workspace, newest first.
    pub fn cycles(&self, workspace: &str) -> Result<Vec<String>> {
        let ws = workspace.to_string();
        self.pg.direct(move |c| async move {
            let rows = c
                .q(
                    "SELECT DISTINCT cycle_ends FROM talent_spends WHERE workspace = $1 AND cycle_ends IS NOT NULL
                     ORDER BY cycle_ends DESC",
                    &[&ws],
                )
                .await?;
            Ok(rows.iter().map(|r| r.get(0)).collect())
        })
    }

    /// Copies a local ledger's unlocks (those its spend lines paid for),
    /// invites and spends into the workspace, each once (a line already
    /// there, from an import or a write-back, is not added again), and no
    /// more spent than the service counted with what the team ledger holds
    /// for the cycle already ([`ImportBatch::counted`]). Returns what it did.
    pub fn import(&self, batch: ImportBatch) -> Result<Imported> {
        let ws = batch.workspace.clone();
        let out = self
            .pg
            .direct(move |c| async move { in_transaction(&c, import_tx(&c, &batch)).await })?;
        if matches!(out, Imported::Added(_, _, s) if s > 0) {
            // The usage row this run read counts none of the new lines.
            self.pg.forget_known(&ws);
        }
        Ok(out)
    }

    /// Forgets one workspace's records (`ledger reset` on a team ledger);
    /// returns rows removed.
    pub fn reset_workspace(&self, workspace: &str, keys: &[String]) -> Result<u64> {
        let (ws, keys) = (workspace.to_string(), keys.to_vec());
        self.pg.direct(move |c| async move {
            let mut n = 0;
            for table in [
                "talent_usage",
                "talent_holds",
                "talent_spends",
                "talent_unlocked",
                "talent_invites",
                "talent_allowances",
                "talent_members",
                "talent_imports",
                "talent_events",
                "talent_cycles",
            ] {
                n += c
                    .ex(&format!("DELETE FROM {table} WHERE workspace = $1"), &[&ws])
                    .await?;
            }
            for table in ["talent_idempotency", "talent_seen"] {
                n += c
                    .ex(&format!("DELETE FROM {table} WHERE owner = $1"), &[&ws])
                    .await?;
            }
            for table in ["talent_sends", "talent_blocks", "talent_keys"] {
                n += c
                    .ex(
                        &format!("DELETE FROM {table} WHERE key_fp = ANY($1)"),
                        &[&keys],
                    )
                    .await?;
            }
            Ok(n)
        })
    }

    /// Drops what no longer matters in one workspace (`ledger prune`).
    pub fn prune_workspace(
        &self,
        workspace: &str,
        keys: &[String],
        audit_before_ms: i64,
        sends_before_ms: i64,
    ) -> Result<u64> {
        let (ws, keys) = (workspace.to_string(), keys.to_vec());
        self.pg.direct(move |c| async move {
            let mut n = c
                .ex(
                    "DELETE FROM talent_spends WHERE workspace = $1 AND at_ms < $2",
                    &[&ws, &audit_before_ms],
                )
                .await?;
            n += c
                .ex(
                    "DELETE FROM talent_sends WHERE key_fp = ANY($1) AND at_ms < $2",
                    &[&keys, &sends_before_ms],
                )
                .await?;
            n += c
                .ex(
                    "DELETE FROM talent_blocks WHERE key_fp = ANY($1) AND until_ms < talent_now_ms()",
                    &[&keys],
                )
                .await?;
            n += c
                .ex(
                    "DELETE FROM talent_holds WHERE workspace = $1 AND expires_ms < talent_now_ms() AND base_used IS NULL",
                    &[&ws],
                )
                .await?;
            n += c
                .ex(
                    "DELETE FROM talent_idempotency WHERE owner = $1 AND at_ms < $2 AND result IS NOT NULL",
                    &[&ws, &audit_before_ms],
                )
                .await?;
            // The gateway's MCP questions (its members', whatever the
            // workspace): over, and older than the cutoff.
            n += c
                .ex(
                    &format!(
                        "DELETE FROM talent_mcp_questions WHERE created_ms < $1 AND ({})",
                        crate::ledger::pg::questions::QUESTION_DONE
                    ),
                    &[&audit_before_ms],
                )
                .await?;
            Ok(n)
        })
    }

    /// Keys (fingerprints) seen in a workspace.
    pub fn keys_of(&self, workspace: &str) -> Result<Vec<String>> {
        let ws = workspace.to_string();
        self.pg.direct(move |c| async move {
            let rows = c
                .q(
                    "SELECT key_fp FROM talent_keys WHERE workspace = $1",
                    &[&ws],
                )
                .await?;
            Ok(rows.iter().map(|r| r.get(0)).collect())
        })
    }
}

/// What one member spent of one meter through one channel in a cycle.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MemberSpend {
    pub member: String,
    /// `mcp` (spent by `talent mcp`), `gateway` (through `talent serve`)
    /// or `command`.
    pub channel: String,
    pub meter: String,
    pub cost: i64,
}

/// The name a spend line of a ledger file goes by in a team ledger (its
/// `source`): the same whether `prefer`'s write-back or `ledger import`
/// carries it, so neither adds a line the other added. A file no talent
/// gave an id yet (`-`) kept no offline records.
pub fn line_key(file_id: &str, line: i64, at_ms: i64) -> String {
    format!("line:{file_id}:{line}:{at_ms}")
}
