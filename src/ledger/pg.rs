//! The team ledger: one PostgreSQL database shared by every machine of a
//! workspace ([`PgStore`]).
//!
//! The connection lives on a thread of its own with a current-thread
//! runtime; a [`Store`] call sends it a job and waits for the answer, so the
//! CLI's runtime never nests one. The thread connects as soon as the store
//! is made, which overlaps the connect with whatever the run does first.
//!
//! Every act that must be atomic across machines is one statement — a
//! function installed by the migrations — run in the database's clock
//! (`clock_timestamp()`, read after the locks): admitting a send takes
//! transaction-scoped advisory locks per (key, class) in sorted order, so
//! two machines never both take a window's last slot, no lock is held across
//! an HTTP call, and a killed process leaves none behind. A hold of quota
//! belongs to a database session: when the session ends (kill -9 included)
//! the hold stops holding.
//!
//! Export checkpoints stay in the machine's local ledger (beside their
//! partial files); while the database is away a run works on a stand-in
//! (`TALENT_LEDGER_MODE`: the local ledger for `prefer`, nothing shared for
//! `required`).

use std::future::Future;
use std::pin::Pin;
use std::sync::atomic::{AtomicI64, Ordering};
use std::sync::{mpsc, Arc, Mutex};
use std::time::Duration;

use talent_spec::rate::Meter;
use tokio_postgres::error::SqlState;
use tokio_postgres::Client;

use super::target::{Mode, PgTarget, Tls};
use super::window::Slot;
use super::{Admit, AuditRow, Held, Hold, Meters, Recorded, Snapshot, Store};
use super::{Claim, SqliteStore, UnlockedBy};
use crate::{Error, ErrorKind, Result};

/// The schema this `talent` writes on a team ledger. Migrations only add
/// (tables, columns, functions replaced with compatible ones), so an older
/// binary keeps working on a newer schema; a migration that an older one
/// could not live with raises `compat`, and that older one then refuses.
pub const PG_SCHEMA_VERSION: i64 = PG_MIGRATIONS.len() as i64;

/// The oldest schema version a binary must understand to use a ledger this
/// version wrote.
pub const PG_COMPAT: i64 = 1;

/// How long one statement may run (a lock held elsewhere, a slow disk).
const STATEMENT_TIMEOUT: Duration = Duration::from_secs(5);

const PG_MIGRATIONS: &[&str] = &[
    // 1: the first team schema.
    r#"
CREATE TABLE IF NOT EXISTS talent_keys (
    key_fp text PRIMARY KEY,
    workspace text NOT NULL,
    seen_ms bigint NOT NULL
);
CREATE TABLE IF NOT EXISTS talent_usage (
    workspace text PRIMARY KEY,
    unlocks_used bigint NOT NULL, unlocks_limit bigint NOT NULL,
    searches_used bigint NOT NULL, searches_limit bigint NOT NULL,
    messages_used bigint NOT NULL, messages_limit bigint NOT NULL,
    cycle_ends text,
    read_ms bigint NOT NULL,
    changed_ms bigint NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS talent_holds (
    id bigserial PRIMARY KEY,
    workspace text NOT NULL,
    meter text NOT NULL,
    cost bigint NOT NULL,
    member text NOT NULL,
    expires_ms bigint NOT NULL,
    backend_pid integer NOT NULL,
    backend_start timestamptz
);
CREATE TABLE IF NOT EXISTS talent_spends (
    id bigserial PRIMARY KEY,
    workspace text NOT NULL,
    member text NOT NULL,
    meter text NOT NULL,
    cost bigint NOT NULL,
    spent boolean NOT NULL,
    cycle_ends text,
    at_ms bigint NOT NULL,
    command text NOT NULL,
    outcome text NOT NULL,
    source text
);
CREATE INDEX IF NOT EXISTS talent_spends_by_cycle ON talent_spends (workspace, cycle_ends, member);
CREATE TABLE IF NOT EXISTS talent_unlocked (
    workspace text NOT NULL,
    talent_card_id text NOT NULL,
    member text NOT NULL,
    at_ms bigint NOT NULL,
    PRIMARY KEY (workspace, talent_card_id)
);
CREATE TABLE IF NOT EXISTS talent_invites (
    workspace text NOT NULL,
    job_id text NOT NULL,
    candidate_id text NOT NULL,
    kind text NOT NULL,
    member text NOT NULL,
    at_ms bigint NOT NULL,
    PRIMARY KEY (workspace, job_id, candidate_id, kind)
);
CREATE TABLE IF NOT EXISTS talent_sends (
    key_fp text NOT NULL,
    class text NOT NULL,
    at_ms bigint NOT NULL
);
CREATE INDEX IF NOT EXISTS talent_sends_by_class ON talent_sends (key_fp, class, at_ms);
CREATE TABLE IF NOT EXISTS talent_blocks (
    key_fp text NOT NULL,
    class text NOT NULL,
    until_ms bigint NOT NULL,
    PRIMARY KEY (key_fp, class)
);
CREATE TABLE IF NOT EXISTS talent_idempotency (
    owner text NOT NULL,
    key text NOT NULL,
    command text NOT NULL,
    request text NOT NULL,
    result text,
    member text NOT NULL,
    at_ms bigint NOT NULL,
    claim_pid integer,
    claim_start timestamptz,
    PRIMARY KEY (owner, key)
);
CREATE TABLE IF NOT EXISTS talent_seen (
    owner text NOT NULL,
    state text NOT NULL,
    id text NOT NULL,
    at_ms bigint NOT NULL,
    PRIMARY KEY (owner, state, id)
);
CREATE TABLE IF NOT EXISTS talent_webhook_done (
    id text PRIMARY KEY,
    done_ms bigint NOT NULL
);
CREATE TABLE IF NOT EXISTS talent_allowances (
    workspace text NOT NULL,
    member text NOT NULL,
    meter text NOT NULL,
    cap bigint NOT NULL,
    set_ms bigint NOT NULL,
    set_by text NOT NULL,
    PRIMARY KEY (workspace, member, meter)
);
CREATE TABLE IF NOT EXISTS talent_members (
    workspace text NOT NULL,
    member text NOT NULL,
    first_ms bigint NOT NULL,
    last_ms bigint NOT NULL,
    PRIMARY KEY (workspace, member)
);
CREATE TABLE IF NOT EXISTS talent_imports (
    workspace text NOT NULL,
    source text NOT NULL,
    member text NOT NULL,
    at_ms bigint NOT NULL,
    PRIMARY KEY (workspace, source)
);

CREATE OR REPLACE FUNCTION talent_now_ms() RETURNS bigint LANGUAGE sql VOLATILE AS
$f$ SELECT (extract(epoch FROM clock_timestamp()) * 1000)::bigint $f$;

-- A slot in every class of p_classes (sorted by the caller) for the key,
-- all or none: 0, or the ms until one frees.
CREATE OR REPLACE FUNCTION talent_admit(p_key text, p_classes text[], p_limits integer[], p_span bigint)
RETURNS bigint LANGUAGE plpgsql AS $f$
DECLARE
    i integer;
    n integer := coalesce(array_length(p_classes, 1), 0);
    now_ms bigint;
    wait bigint := 0;
    u bigint;
    nth bigint;
BEGIN
    FOR i IN 1..n LOOP
        PERFORM pg_advisory_xact_lock(hashtextextended('talent:pace:' || p_key || ':' || p_classes[i], 0));
    END LOOP;
    now_ms := talent_now_ms();
    FOR i IN 1..n LOOP
        DELETE FROM talent_sends WHERE key_fp = p_key AND class = p_classes[i] AND at_ms <= now_ms - p_span;
        u := NULL;
        SELECT until_ms INTO u FROM talent_blocks WHERE key_fp = p_key AND class = p_classes[i];
        IF u IS NOT NULL AND u > now_ms THEN
            wait := greatest(wait, u - now_ms);
        END IF;
        nth := NULL;
        SELECT at_ms INTO nth FROM talent_sends
            WHERE key_fp = p_key AND class = p_classes[i] AND at_ms > now_ms - p_span
            ORDER BY at_ms DESC OFFSET greatest(p_limits[i], 1) - 1 LIMIT 1;
        IF nth IS NOT NULL THEN
            wait := greatest(wait, greatest(nth + p_span - now_ms, 1));
        END IF;
    END LOOP;
    IF wait > 0 THEN
        RETURN wait;
    END IF;
    INSERT INTO talent_sends (key_fp, class, at_ms) SELECT p_key, c, now_ms FROM unnest(p_classes) AS c;
    RETURN 0;
END
$f$;

-- Drops holds that lapsed or whose session ended; a workspace that lost a
-- hold of a dead session gets a stale snapshot (the next decision reads
-- GET /usage and learns whether the service counted it).
CREATE OR REPLACE FUNCTION talent_drop_dead_holds(p_ws text) RETURNS void LANGUAGE plpgsql AS $f$
DECLARE
    now_ms bigint := talent_now_ms();
    dead integer;
BEGIN
    DELETE FROM talent_holds WHERE workspace = p_ws AND expires_ms < now_ms;
    WITH gone AS (
        DELETE FROM talent_holds h WHERE h.workspace = p_ws AND NOT EXISTS (
            SELECT 1 FROM pg_stat_activity a
            WHERE a.pid = h.backend_pid
              AND (a.backend_start IS NULL OR h.backend_start IS NULL OR a.backend_start = h.backend_start))
        RETURNING 1)
    SELECT count(*) INTO dead FROM gone;
    IF dead > 0 THEN
        UPDATE talent_usage SET read_ms = 0 WHERE workspace = p_ws;
    END IF;
END
$f$;

-- Holds quota for a spend when what is left (and the member's allowance)
-- covers it, in one act: kind is 'held', 'short' or 'allowance'.
CREATE OR REPLACE FUNCTION talent_reserve(p_ws text, p_meter text, p_cost bigint, p_member text,
    p_used bigint, p_limit bigint, p_expires bigint)
RETURNS TABLE (kind text, hold_id bigint, left_units bigint, limit_units bigint, cap bigint, member_used bigint)
LANGUAGE plpgsql AS $f$
DECLARE
    m_used bigint;
    m_limit bigint;
    cyc text;
    held bigint;
    a_cap bigint;
    by_member bigint;
    lft bigint;
    now_ms bigint;
    new_id bigint;
BEGIN
    PERFORM pg_advisory_xact_lock(hashtextextended('talent:quota:' || p_ws || ':' || p_meter, 0));
    now_ms := talent_now_ms();
    PERFORM talent_drop_dead_holds(p_ws);
    EXECUTE format('SELECT %I, %I, cycle_ends FROM talent_usage WHERE workspace = $1',
                   p_meter || '_used', p_meter || '_limit')
        INTO m_used, m_limit, cyc USING p_ws;
    IF m_used IS NULL THEN
        m_used := p_used;
        m_limit := p_limit;
    END IF;
    SELECT coalesce(sum(cost), 0) INTO held FROM talent_holds WHERE workspace = p_ws AND meter = p_meter;
    lft := m_limit - m_used - held;
    INSERT INTO talent_members (workspace, member, first_ms, last_ms) VALUES (p_ws, p_member, now_ms, now_ms)
        ON CONFLICT (workspace, member) DO UPDATE SET last_ms = excluded.last_ms;
    IF p_cost > lft THEN
        RETURN QUERY SELECT 'short'::text, NULL::bigint, lft, m_limit, NULL::bigint, NULL::bigint;
        RETURN;
    END IF;
    SELECT a.cap INTO a_cap FROM talent_allowances a
        WHERE a.workspace = p_ws AND a.member = p_member AND a.meter = p_meter;
    IF a_cap IS NOT NULL THEN
        SELECT coalesce(sum(s.cost), 0) INTO by_member FROM talent_spends s
            WHERE s.workspace = p_ws AND s.member = p_member AND s.meter = p_meter AND s.spent
              AND s.cycle_ends IS NOT DISTINCT FROM cyc;
        by_member := by_member + (SELECT coalesce(sum(h.cost), 0) FROM talent_holds h
            WHERE h.workspace = p_ws AND h.member = p_member AND h.meter = p_meter);
        IF by_member + p_cost > a_cap THEN
            RETURN QUERY SELECT 'allowance'::text, NULL::bigint, lft, m_limit, a_cap, by_member;
            RETURN;
        END IF;
    END IF;
    INSERT INTO talent_holds (workspace, meter, cost, member, expires_ms, backend_pid, backend_start)
        VALUES (p_ws, p_meter, p_cost, p_member, p_expires, pg_backend_pid(),
                nullif(current_setting('talent.backend_start', true), '')::timestamptz)
        RETURNING id INTO new_id;
    RETURN QUERY SELECT 'held'::text, new_id, lft, m_limit, a_cap, by_member;
END
$f$;

-- Ends a hold: the spends log gets the line either way; when spent, the
-- snapshot counts it as used.
CREATE OR REPLACE FUNCTION talent_settle(p_id bigint, p_spent boolean, p_ws text, p_member text,
    p_meter text, p_cost bigint, p_command text, p_outcome text, p_at bigint, p_source text)
RETURNS void LANGUAGE plpgsql AS $f$
DECLARE
    who text;
BEGIN
    DELETE FROM talent_holds WHERE id = p_id RETURNING member INTO who;
    INSERT INTO talent_spends (workspace, member, meter, cost, spent, cycle_ends, at_ms, command, outcome, source)
        VALUES (p_ws, coalesce(who, p_member), p_meter, p_cost, p_spent,
                (SELECT cycle_ends FROM talent_usage WHERE workspace = p_ws), p_at, p_command, p_outcome, p_source);
    IF p_spent AND p_meter IN ('unlocks', 'searches', 'messages') THEN
        EXECUTE format('UPDATE talent_usage SET %I = %I + $1, changed_ms = $2 WHERE workspace = $3',
                       p_meter || '_used', p_meter || '_used')
            USING p_cost, p_at, p_ws;
    END IF;
END
$f$;

-- Claims an idempotency key before its request is sent: 'mine' (claimed
-- now, or taken over from a session that ended), 'done' (recorded), or
-- 'busy' (another live session holds it).
CREATE OR REPLACE FUNCTION talent_claim(p_owner text, p_key text, p_command text, p_request text, p_member text)
RETURNS TABLE (state text, command text, request text, result text, member text, at_ms bigint)
LANGUAGE plpgsql AS $f$
DECLARE
    r talent_idempotency%ROWTYPE;
    now_ms bigint;
BEGIN
    PERFORM pg_advisory_xact_lock(hashtextextended('talent:idem:' || p_owner || ':' || p_key, 0));
    now_ms := talent_now_ms();
    SELECT * INTO r FROM talent_idempotency i WHERE i.owner = p_owner AND i.key = p_key;
    IF FOUND AND r.result IS NOT NULL THEN
        RETURN QUERY SELECT 'done'::text, r.command, r.request, r.result, r.member, r.at_ms;
        RETURN;
    END IF;
    IF FOUND AND EXISTS (SELECT 1 FROM pg_stat_activity a WHERE a.pid = r.claim_pid
            AND (a.backend_start IS NULL OR r.claim_start IS NULL OR a.backend_start = r.claim_start))
            AND r.claim_pid <> pg_backend_pid() THEN
        RETURN QUERY SELECT 'busy'::text, r.command, r.request, r.result, r.member, r.at_ms;
        RETURN;
    END IF;
    INSERT INTO talent_idempotency (owner, key, command, request, result, member, at_ms, claim_pid, claim_start)
        VALUES (p_owner, p_key, p_command, p_request, NULL, p_member, now_ms, pg_backend_pid(),
                nullif(current_setting('talent.backend_start', true), '')::timestamptz)
        ON CONFLICT (owner, key) DO UPDATE SET command = excluded.command, request = excluded.request,
            member = excluded.member, at_ms = excluded.at_ms, claim_pid = excluded.claim_pid,
            claim_start = excluded.claim_start;
    RETURN QUERY SELECT 'mine'::text, p_command, p_request, NULL::text, p_member, now_ms;
END
$f$;
"#,
    // 2: settling takes the quota's lock. A reservation reads the member's
    // spends and then its holds, one statement each; a settle committing
    // between the two (its hold gone, its spend not yet seen) let a spend
    // past an allowance (and a last unit past the quota) under load.
    r#"
CREATE OR REPLACE FUNCTION talent_settle(p_id bigint, p_spent boolean, p_ws text, p_member text,
    p_meter text, p_cost bigint, p_command text, p_outcome text, p_at bigint, p_source text)
RETURNS void LANGUAGE plpgsql AS $f$
DECLARE
    who text;
BEGIN
    PERFORM pg_advisory_xact_lock(hashtextextended('talent:quota:' || p_ws || ':' || p_meter, 0));
    DELETE FROM talent_holds WHERE id = p_id RETURNING member INTO who;
    INSERT INTO talent_spends (workspace, member, meter, cost, spent, cycle_ends, at_ms, command, outcome, source)
        VALUES (p_ws, coalesce(who, p_member), p_meter, p_cost, p_spent,
                (SELECT cycle_ends FROM talent_usage WHERE workspace = p_ws), p_at, p_command, p_outcome, p_source);
    IF p_spent AND p_meter IN ('unlocks', 'searches', 'messages') THEN
        EXECUTE format('UPDATE talent_usage SET %I = %I + $1, changed_ms = $2 WHERE workspace = $3',
                       p_meter || '_used', p_meter || '_used')
            USING p_cost, p_at, p_ws;
    END IF;
END
$f$;
"#,
];

/// What went wrong talking to the database.
#[derive(Debug, Clone)]
enum Fail {
    /// The database cannot be reached (connect, a dropped connection, a
    /// timeout): the run goes on without it, as the mode says.
    Away(String),
    /// It answered with an error.
    Db(String, Option<SqlState>),
}

impl From<tokio_postgres::Error> for Fail {
    fn from(e: tokio_postgres::Error) -> Fail {
        match e.as_db_error() {
            Some(db) => Fail::Db(db.message().to_string(), Some(db.code().clone())),
            None if e.is_closed() => Fail::Away("the connection was closed".into()),
            None => Fail::Away(e.to_string()),
        }
    }
}

type Job = Box<
    dyn FnOnce(std::result::Result<Arc<Client>, Fail>) -> Pin<Box<dyn Future<Output = ()>>> + Send,
>;

/// The connection's thread: connects at once, then runs one job at a time.
struct Worker {
    jobs: Mutex<Option<mpsc::Sender<Job>>>,
}

/// A team ledger on PostgreSQL, with the machine's local ledger beside it
/// (checkpoints always; everything while the database is away in `prefer`).
pub struct PgStore {
    target: PgTarget,
    worker: Worker,
    /// The database's clock minus this machine's, ms (measured at connect).
    offset_ms: Arc<AtomicI64>,
    /// Why the database cannot be used, once a call found out.
    away: Mutex<Option<String>>,
    /// The connect succeeded (later losses are found by the calls).
    reached: std::sync::atomic::AtomicBool,
    mode: Mode,
    /// The machine's ledger file (checkpoints; `prefer`'s stand-in).
    local: Arc<dyn Store>,
    /// A stand-in that shares nothing (`required` while away).
    private: Arc<dyn Store>,
    /// Holds the stand-in made (its ids are its own, not the database's).
    standin_holds: Mutex<std::collections::HashSet<i64>>,
    /// What the connect found (schema, server, TLS), for `doctor`.
    info: Arc<Mutex<ConnInfo>>,
}

/// What connecting learned.
#[derive(Debug, Clone, Default)]
pub struct ConnInfo {
    pub server_version: String,
    pub schema: i64,
    pub tls: bool,
    pub connect_ms: u128,
}

fn away_line(target: &PgTarget, why: &str) -> String {
    // Reached, but its certificate was refused: not "unreachable", and the
    // fix is a CA or a host name, not the network.
    match crate::api::tls::certificate_problem(why) {
        Some(problem) => format!(
            "the team ledger {} answered, but its TLS certificate {problem}; give the database's CA with --ca-file, or connect by a name the certificate holds ({why})",
            target.shown()
        ),
        None => format!("the team ledger {} is unreachable: {why}", target.shown()),
    }
}

impl PgStore {
    /// Makes the store and starts connecting in the background; nothing
    /// waits until the first call. `local` is the machine's ledger file.
    pub fn start(target: PgTarget, mode: Mode, local: Arc<dyn Store>) -> Result<PgStore> {
        let private: Arc<dyn Store> = Arc::new(SqliteStore::in_memory()?);
        let tls = tls_connector(&target)?;
        let (tx, rx) = mpsc::channel::<Job>();
        let offset_ms = Arc::new(AtomicI64::new(0));
        let info = Arc::new(Mutex::new(ConnInfo::default()));
        let t = target.clone();
        let (off, inf) = (Arc::clone(&offset_ms), Arc::clone(&info));
        std::thread::Builder::new()
            .name("talent-ledger".into())
            .spawn(move || run_worker(t, tls, rx, off, inf))
            .map_err(|e| Error::failure(format!("cannot start the ledger's thread: {e}")))?;
        Ok(PgStore {
            target,
            worker: Worker {
                jobs: Mutex::new(Some(tx)),
            },
            offset_ms,
            away: Mutex::new(None),
            reached: std::sync::atomic::AtomicBool::new(false),
            mode,
            local,
            private,
            standin_holds: Mutex::new(std::collections::HashSet::new()),
            info,
        })
    }

    pub fn target(&self) -> &PgTarget {
        &self.target
    }

    pub fn info(&self) -> ConnInfo {
        self.info.lock().unwrap_or_else(|e| e.into_inner()).clone()
    }

    /// Runs `f` on the connection's thread and waits for its answer.
    fn call<T, F, Fut>(&self, f: F) -> std::result::Result<T, Fail>
    where
        T: Send + 'static,
        F: FnOnce(Arc<Client>) -> Fut + Send + 'static,
        Fut: Future<Output = std::result::Result<T, Fail>> + 'static,
    {
        let (tx, rx) = mpsc::sync_channel(1);
        let job: Job = Box::new(move |conn| {
            Box::pin(async move {
                let out = match conn {
                    Ok(c) => f(c).await,
                    Err(e) => Err(e),
                };
                let _ = tx.send(out);
            })
        });
        let sent = self
            .worker
            .jobs
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .as_ref()
            .map(|s| s.send(job).is_ok())
            .unwrap_or(false);
        if !sent {
            return Err(Fail::Away("the ledger's thread stopped".into()));
        }
        let patience = self.target.connect_timeout + STATEMENT_TIMEOUT + Duration::from_secs(2);
        let r = rx.recv_timeout(patience);
        match r {
            Ok(out) => out,
            Err(_) => Err(Fail::Away(format!(
                "no answer within {}s",
                patience.as_secs()
            ))),
        }
    }

    /// Whether the database is known to be away (without waiting).
    fn is_away(&self) -> bool {
        self.away
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .is_some()
    }

    /// The stand-in while away.
    fn standin(&self) -> &Arc<dyn Store> {
        match self.mode {
            Mode::Prefer => &self.local,
            Mode::Required => &self.private,
        }
    }

    /// One act on the database, or on the stand-in when the database is
    /// (or just went) away.
    fn route<T, F, Fut>(&self, pg: F, standin: impl FnOnce(&dyn Store) -> Result<T>) -> Result<T>
    where
        T: Send + 'static,
        F: FnOnce(Arc<Client>) -> Fut + Send + 'static,
        Fut: Future<Output = std::result::Result<T, Fail>> + 'static,
    {
        if self.is_away() {
            self.mark_offline();
            return standin(self.standin().as_ref());
        }
        match self.call(pg) {
            Ok(v) => Ok(v),
            Err(Fail::Away(why)) => {
                *self.away.lock().unwrap_or_else(|e| e.into_inner()) = Some(why);
                self.mark_offline();
                standin(self.standin().as_ref())
            }
            Err(Fail::Db(msg, code)) => Err(self.db_error(&msg, code.as_ref())),
        }
    }

    /// A record of what was sent (a settle, an unlock, an invite): while the
    /// database is away it goes to this machine's file in either mode, noted
    /// for the write-back, never to a stand-in that ends with the run.
    fn route_keep<T, F, Fut>(&self, pg: F, keep: impl FnOnce(&dyn Store) -> Result<T>) -> Result<T>
    where
        T: Send + 'static,
        F: FnOnce(Arc<Client>) -> Fut + Send + 'static,
        Fut: Future<Output = std::result::Result<T, Fail>> + 'static,
    {
        if !self.is_away() {
            match self.call(pg) {
                Ok(v) => return Ok(v),
                Err(Fail::Away(why)) => {
                    *self.away.lock().unwrap_or_else(|e| e.into_inner()) = Some(why);
                }
                Err(Fail::Db(msg, code)) => return Err(self.db_error(&msg, code.as_ref())),
            }
        }
        self.note_offline();
        keep(self.local.as_ref())
    }

    /// The stand-in's id of a hold, when the stand-in made it; a hold the
    /// database made has none there (-1 matches no row).
    fn standin_id(&self, id: i64) -> i64 {
        if self
            .standin_holds
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .remove(&id)
        {
            id
        } else {
            -1
        }
    }

    fn db_error(&self, msg: &str, code: Option<&SqlState>) -> Error {
        let e = Error::failure(format!(
            "the team ledger {} failed: {msg}",
            self.target.shown()
        ));
        match code {
            Some(c) if *c == SqlState::READ_ONLY_SQL_TRANSACTION => Error::failure(format!(
                "the team ledger {} takes no writes (a read-only replica, or a role or database set read-only)",
                self.target.shown()
            ))
            .with_hint("point --ledger-url / TALENT_LEDGER_URL at the primary, with a role that may write"),
            // Prepared statements that vanish between two messages: a pooler
            // in transaction or statement mode hands each one to another
            // session (and would keep holds alive after their runs end).
            Some(c) if *c == SqlState::INVALID_SQL_STATEMENT_NAME => Error::failure(format!(
                "the team ledger {} is behind a connection pooler in transaction or statement mode ({msg})",
                self.target.shown()
            ))
            .with_hint("connect to the database directly or through a session-mode pool: talent's holds and locks live in one session"),
            Some(c) if *c == SqlState::INSUFFICIENT_PRIVILEGE || *c == SqlState::UNDEFINED_TABLE || *c == SqlState::UNDEFINED_FUNCTION => e.with_hint(
                "run `talent ledger migrate` once with a role that can create tables (see the README's Teams section)",
            ),
            _ => e,
        }
    }

    /// The local file's note of when `prefer` first worked offline from
    /// this team ledger (kept until the records are written back).
    fn offline_key(&self) -> String {
        format!("team_offline:{}", self.target.shown())
    }

    /// Notes (once, until written back) that `prefer`'s stand-in is keeping
    /// records the team ledger has not seen.
    fn mark_offline(&self) {
        if self.mode == Mode::Prefer {
            self.note_offline();
        }
    }

    /// Notes the start of an offline period in the local file, unless one
    /// is open.
    fn note_offline(&self) {
        let Some(file) = self.local.local_file() else {
            return;
        };
        let key = self.offline_key();
        if let Ok(None) = file.meta(&key).map(|v| v.filter(|v| !v.is_empty())) {
            let _ = file.set_meta(&key, &crate::clock::now_ms().to_string());
        }
    }

    /// Writes what `prefer` kept on this machine while the database was
    /// away (the workspace's unlocks, invites and spends since then) to it,
    /// once: `None` when there was nothing to write.
    pub fn write_back_offline(
        &self,
        workspace: &str,
        member: &str,
    ) -> Result<Option<(u64, u64, u64)>> {
        let Some(file) = self.local.local_file() else {
            return Ok(None);
        };
        let key = self.offline_key();
        let from = match file.meta(&key)? {
            Some(v) if !v.is_empty() => v.parse::<i64>().unwrap_or(0),
            _ => return Ok(None),
        };
        let (unlocks, invites, spends) = file.since(workspace, from)?;
        let batch = ImportBatch {
            workspace: workspace.to_string(),
            // Once per offline period of this machine's file.
            source: format!("offline:{}:{from}", file.ledger_id()?),
            member: member.to_string(),
            unlocks: unlocks.into_iter().filter(|(_, at)| *at >= from).collect(),
            invites: invites
                .into_iter()
                .filter(|(_, _, _, at)| *at >= from)
                .collect(),
            spends,
        };
        let written = self.import(batch)?;
        file.set_meta(&key, "")?;
        Ok(written.filter(|(u, i, s)| u + i + s > 0))
    }

    /// Waits for the connect (and the schema check) and says whether the
    /// database can be used: `Ok(())`, or why not.
    pub fn connected(&self) -> Result<()> {
        if let Some(why) = self.away.lock().unwrap_or_else(|e| e.into_inner()).clone() {
            return Err(Error::failure(away_line(&self.target, &why)));
        }
        if self.reached.load(Ordering::Relaxed) {
            return Ok(());
        }
        match self.call(|_c| async { Ok(()) }) {
            Ok(()) => {
                self.reached.store(true, Ordering::Relaxed);
                Ok(())
            }
            Err(Fail::Away(why)) => {
                *self.away.lock().unwrap_or_else(|e| e.into_inner()) = Some(why.clone());
                Err(Error::failure(away_line(&self.target, &why)))
            }
            Err(Fail::Db(msg, code)) => Err(self.db_error(&msg, code.as_ref())),
        }
    }

    /// Creates or upgrades the schema (`talent ledger migrate`): returns
    /// (version before, version after).
    pub fn migrate(&self) -> Result<(i64, i64)> {
        match self.call(|c| async move { migrate(&c, true).await }) {
            Ok(v) => Ok(v),
            Err(Fail::Away(why)) => Err(Error::failure(away_line(&self.target, &why))
                .with_hint("check that the database runs and the URL is right")),
            Err(Fail::Db(msg, code)) => Err(self.db_error(&msg, code.as_ref())),
        }
    }

    /// A statement on the database alone (team commands): no stand-in.
    fn direct<T, F, Fut>(&self, f: F) -> Result<T>
    where
        T: Send + 'static,
        F: FnOnce(Arc<Client>) -> Fut + Send + 'static,
        Fut: Future<Output = std::result::Result<T, Fail>> + 'static,
    {
        match self.call(f) {
            Ok(v) => Ok(v),
            Err(Fail::Away(why)) => Err(Error::failure(away_line(&self.target, &why)).with_hint(
                "check that the database runs and the URL is right; nothing was changed",
            )),
            Err(Fail::Db(msg, code)) => Err(self.db_error(&msg, code.as_ref())),
        }
    }

    // ---- team commands ----

    /// Sets a member's allowance per cycle for the meters given; says
    /// whether the member was ever seen spending in the workspace.
    pub fn set_allowance(
        &self,
        workspace: &str,
        member: &str,
        caps: &[(Meter, i64)],
        set_by: &str,
    ) -> Result<bool> {
        let (ws, m, by) = (
            workspace.to_string(),
            member.to_string(),
            set_by.to_string(),
        );
        let caps: Vec<(String, i64)> = caps
            .iter()
            .map(|(k, v)| (crate::meter::words(*k).name.to_string(), *v))
            .collect();
        self.direct(move |c| async move {
            for (meter, cap) in &caps {
                c.execute(
                    "INSERT INTO talent_allowances (workspace, member, meter, cap, set_ms, set_by)
                     VALUES ($1, $2, $3, $4, talent_now_ms(), $5)
                     ON CONFLICT (workspace, member, meter) DO UPDATE SET cap = excluded.cap,
                       set_ms = excluded.set_ms, set_by = excluded.set_by",
                    &[&ws, &m, meter, cap, &by],
                )
                .await?;
            }
            let seen = c
                .query_opt(
                    "SELECT 1 FROM talent_members WHERE workspace = $1 AND member = $2",
                    &[&ws, &m],
                )
                .await?
                .is_some()
                || c.query_opt(
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
        self.direct(move |c| async move {
            let rows = c
                .query(
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
        self.direct(move |c| async move {
            Ok(c.execute(
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
    ) -> Result<Vec<(String, String, i64)>> {
        let (ws, cyc) = (workspace.to_string(), cycle_ends.map(str::to_string));
        self.direct(move |c| async move {
            let rows = c
                .query(
                    "SELECT member, meter, sum(cost)::bigint FROM talent_spends
                     WHERE workspace = $1 AND spent AND cycle_ends IS NOT DISTINCT FROM $2
                     GROUP BY member, meter ORDER BY member, meter",
                    &[&ws, &cyc],
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
        self.direct(move |c| async move {
            let rows = c
                .query(
                    "SELECT DISTINCT cycle_ends FROM talent_spends WHERE workspace = $1 AND cycle_ends IS NOT NULL
                     ORDER BY cycle_ends DESC",
                    &[&ws],
                )
                .await?;
            Ok(rows.iter().map(|r| r.get(0)).collect())
        })
    }

    /// Copies a local ledger's unlocks, invites and spends (since
    /// `since_ms`) into the workspace, once per `source`. Returns the
    /// counts written, or `None` when `source` was imported before.
    pub fn import(&self, batch: ImportBatch) -> Result<Option<(u64, u64, u64)>> {
        self.direct(move |c| async move {
            c.batch_execute("BEGIN").await?;
            let out = import_tx(&c, &batch).await;
            match out {
                Ok(v) => {
                    c.batch_execute("COMMIT").await?;
                    Ok(v)
                }
                Err(e) => {
                    let _ = c.batch_execute("ROLLBACK").await;
                    Err(e)
                }
            }
        })
    }

    /// Forgets one workspace's records (`ledger reset` on a team ledger);
    /// returns rows removed.
    pub fn reset_workspace(&self, workspace: &str, keys: &[String]) -> Result<u64> {
        let (ws, keys) = (workspace.to_string(), keys.to_vec());
        self.direct(move |c| async move {
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
            ] {
                n += c
                    .execute(&format!("DELETE FROM {table} WHERE workspace = $1"), &[&ws])
                    .await?;
            }
            for table in ["talent_idempotency", "talent_seen"] {
                n += c
                    .execute(&format!("DELETE FROM {table} WHERE owner = $1"), &[&ws])
                    .await?;
            }
            for table in ["talent_sends", "talent_blocks", "talent_keys"] {
                n += c
                    .execute(
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
        self.direct(move |c| async move {
            let mut n = c
                .execute(
                    "DELETE FROM talent_spends WHERE workspace = $1 AND at_ms < $2",
                    &[&ws, &audit_before_ms],
                )
                .await?;
            n += c
                .execute(
                    "DELETE FROM talent_sends WHERE key_fp = ANY($1) AND at_ms < $2",
                    &[&keys, &sends_before_ms],
                )
                .await?;
            n += c
                .execute(
                    "DELETE FROM talent_blocks WHERE key_fp = ANY($1) AND until_ms < talent_now_ms()",
                    &[&keys],
                )
                .await?;
            n += c
                .execute(
                    "DELETE FROM talent_holds WHERE workspace = $1 AND expires_ms < talent_now_ms()",
                    &[&ws],
                )
                .await?;
            n += c
                .execute(
                    "DELETE FROM talent_idempotency WHERE owner = $1 AND at_ms < $2 AND result IS NOT NULL",
                    &[&ws, &audit_before_ms],
                )
                .await?;
            Ok(n)
        })
    }

    /// Keys (fingerprints) seen in a workspace.
    pub fn keys_of(&self, workspace: &str) -> Result<Vec<String>> {
        let ws = workspace.to_string();
        self.direct(move |c| async move {
            let rows = c
                .query(
                    "SELECT key_fp FROM talent_keys WHERE workspace = $1",
                    &[&ws],
                )
                .await?;
            Ok(rows.iter().map(|r| r.get(0)).collect())
        })
    }
}

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
    pub spends: Vec<AuditRow>,
}

async fn import_tx(
    c: &Client,
    b: &ImportBatch,
) -> std::result::Result<Option<(u64, u64, u64)>, Fail> {
    let fresh = c
        .execute(
            "INSERT INTO talent_imports (workspace, source, member, at_ms) VALUES ($1, $2, $3, talent_now_ms())
             ON CONFLICT DO NOTHING",
            &[&b.workspace, &b.source, &b.member],
        )
        .await?;
    if fresh == 0 {
        return Ok(None);
    }
    let (mut u, mut i, mut s) = (0, 0, 0);
    for (card, at) in &b.unlocks {
        u += c
            .execute(
                "INSERT INTO talent_unlocked (workspace, talent_card_id, member, at_ms) VALUES ($1, $2, $3, $4)
                 ON CONFLICT DO NOTHING",
                &[&b.workspace, card, &b.member, at],
            )
            .await?;
    }
    for (job, card, kind, at) in &b.invites {
        i += c
            .execute(
                "INSERT INTO talent_invites (workspace, job_id, candidate_id, kind, member, at_ms)
                 VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING",
                &[&b.workspace, job, card, kind, &b.member, at],
            )
            .await?;
    }
    for row in &b.spends {
        let spent = row.outcome == "spent" || row.outcome.starts_with("maybe");
        s += c
            .execute(
                "INSERT INTO talent_spends (workspace, member, meter, cost, spent, cycle_ends, at_ms, command, outcome, source)
                 VALUES ($1, $2, $3, $4, $5, (SELECT cycle_ends FROM talent_usage WHERE workspace = $1), $6, $7, $8, $9)",
                &[&b.workspace, &b.member, &row.meter, &row.cost, &spent, &row.at_ms, &row.command, &row.outcome, &b.source],
            )
            .await?;
    }
    Ok(Some((u, i, s)))
}

/// Brings the schema up to this version. With `create` false (first use by
/// a run) a current schema is only read, so a least-privilege role works.
async fn migrate(c: &Client, create: bool) -> std::result::Result<(i64, i64), Fail> {
    let read = || async {
        let exists = c
            .query_one("SELECT to_regclass('talent_meta') IS NOT NULL", &[])
            .await?
            .get::<_, bool>(0);
        if !exists {
            return Ok::<_, Fail>((0, 0));
        }
        let rows = c
            .query(
                "SELECT name, value FROM talent_meta WHERE name IN ('schema', 'compat')",
                &[],
            )
            .await?;
        let get = |n: &str| {
            rows.iter()
                .find(|r| r.get::<_, String>(0) == n)
                .and_then(|r| r.get::<_, String>(1).parse::<i64>().ok())
                .unwrap_or(0)
        };
        Ok((get("schema"), get("compat")))
    };
    let (version, compat) = read().await?;
    if compat > PG_SCHEMA_VERSION {
        return Err(Fail::Db(
            format!(
                "its schema is version {version} and needs a talent that understands version {compat}; this talent understands up to {PG_SCHEMA_VERSION}"
            ),
            Some(SqlState::FEATURE_NOT_SUPPORTED),
        ));
    }
    if version >= PG_SCHEMA_VERSION && !create {
        return Ok((version, version));
    }
    if version >= PG_SCHEMA_VERSION {
        return Ok((version, version));
    }
    c.batch_execute("BEGIN").await?;
    let out = async {
        c.batch_execute(
            "SELECT pg_advisory_xact_lock(hashtextextended('talent:migrate', 0));
             CREATE TABLE IF NOT EXISTS talent_meta (name text PRIMARY KEY, value text NOT NULL);",
        )
        .await?;
        // Read again under the lock: another machine may have migrated.
        let (version, _) = read().await?;
        for (i, sql) in PG_MIGRATIONS.iter().enumerate() {
            if (i as i64) >= version {
                c.batch_execute(sql).await?;
            }
        }
        if version < PG_SCHEMA_VERSION {
            c.execute(
                "INSERT INTO talent_meta (name, value) VALUES ('schema', $1), ('compat', $2)
                 ON CONFLICT (name) DO UPDATE SET value = excluded.value",
                &[&PG_SCHEMA_VERSION.to_string(), &PG_COMPAT.to_string()],
            )
            .await?;
        }
        Ok::<_, Fail>((version, version.max(PG_SCHEMA_VERSION)))
    }
    .await;
    match out {
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

fn tls_connector(target: &PgTarget) -> Result<Option<tokio_postgres_rustls::MakeRustlsConnect>> {
    if target.tls == Tls::Disable {
        return Ok(None);
    }
    let extra = match &target.ca_file {
        Some(path) => crate::api::tls::der_certs(path)?,
        None => Vec::new(),
    };
    let provider = Arc::new(rustls::crypto::aws_lc_rs::default_provider());
    let verifier =
        rustls_platform_verifier::Verifier::new_with_extra_roots(extra, Arc::clone(&provider))
            .map_err(|e| Error::failure(format!("cannot load the platform's TLS roots: {e}")))?;
    let config = rustls::ClientConfig::builder_with_provider(provider)
        .with_safe_default_protocol_versions()
        .map_err(|e| Error::failure(format!("TLS set-up failed: {e}")))?
        .dangerous()
        .with_custom_certificate_verifier(Arc::new(verifier))
        .with_no_client_auth();
    Ok(Some(tokio_postgres_rustls::MakeRustlsConnect::new(config)))
}

async fn connect(
    target: &PgTarget,
    tls: &Option<tokio_postgres_rustls::MakeRustlsConnect>,
    offset: &AtomicI64,
    info: &Mutex<ConnInfo>,
) -> std::result::Result<Arc<Client>, Fail> {
    let started = std::time::Instant::now();
    let mut cfg = tokio_postgres::Config::new();
    cfg.host(&target.host)
        .port(target.port)
        .user(&target.user)
        .dbname(&target.dbname)
        .application_name("talent")
        .connect_timeout(target.connect_timeout)
        .keepalives(true);
    if let Some(p) = target.resolve_password() {
        use secrecy::ExposeSecret;
        cfg.password(p.expose_secret().as_bytes());
    }
    let timeout = target.connect_timeout;
    let client = match tls {
        None => {
            cfg.ssl_mode(tokio_postgres::config::SslMode::Disable);
            let (client, conn) = tokio::time::timeout(timeout, cfg.connect(tokio_postgres::NoTls))
                .await
                .map_err(|_| Fail::Away(format!("no connection within {}s", timeout.as_secs())))?
                .map_err(connect_fail)?;
            tokio::task::spawn_local(async move {
                let _ = conn.await;
            });
            client
        }
        Some(tls) => {
            cfg.ssl_mode(if target.tls == Tls::Prefer {
                tokio_postgres::config::SslMode::Prefer
            } else {
                tokio_postgres::config::SslMode::Require
            });
            let (client, conn) = tokio::time::timeout(timeout, cfg.connect(tls.clone()))
                .await
                .map_err(|_| Fail::Away(format!("no connection within {}s", timeout.as_secs())))?
                .map_err(connect_fail)?;
            tokio::task::spawn_local(async move {
                let _ = conn.await;
            });
            client
        }
    };
    client
        .batch_execute(&format!(
            "SET statement_timeout = {}; SET idle_in_transaction_session_timeout = {}; SET synchronous_commit = off",
            STATEMENT_TIMEOUT.as_millis(),
            STATEMENT_TIMEOUT.as_millis() * 2
        ))
        .await?;
    // The session's start, kept for the holds and claims it makes (read
    // once: pg_stat_activity is dear to query on every act).
    client
        .batch_execute(
            "SELECT set_config('talent.backend_start',
                coalesce((SELECT backend_start::text FROM pg_stat_activity WHERE pid = pg_backend_pid()), ''), false)",
        )
        .await?;
    // A client killed while it waits on a lock is noticed within a second
    // (PostgreSQL 14 and later; older ones notice at the wait's end).
    let _ = client
        .batch_execute("SET client_connection_check_interval = 1000")
        .await;
    let before = crate::clock::now_ms();
    let row = client
        .query_one(
            "SELECT (extract(epoch FROM clock_timestamp()) * 1000)::bigint, pg_is_in_recovery(),
                    current_setting('server_version'),
                    coalesce((SELECT ssl FROM pg_stat_ssl WHERE pid = pg_backend_pid()), false)",
            &[],
        )
        .await?;
    let after = crate::clock::now_ms();
    let db_ms: i64 = row.get(0);
    offset.store(db_ms - (before + after) / 2, Ordering::Relaxed);
    if row.get::<_, bool>(1) {
        return Err(Fail::Db(
            "it is a read-only replica (in recovery)".into(),
            Some(SqlState::READ_ONLY_SQL_TRANSACTION),
        ));
    }
    let (_, schema) = migrate(&client, false).await?;
    let mut i = info.lock().unwrap_or_else(|e| e.into_inner());
    i.server_version = row.get(2);
    i.tls = row.get(3);
    i.schema = schema;
    i.connect_ms = started.elapsed().as_millis();
    Ok(Arc::new(client))
}

fn connect_fail(e: tokio_postgres::Error) -> Fail {
    match e.as_db_error() {
        // Refused by the server (a wrong password, no such database): an
        // answer, not an absence; never retried.
        Some(db) => Fail::Db(db.message().to_string(), Some(db.code().clone())),
        None => {
            let mut msg = e.to_string();
            let mut src = std::error::Error::source(&e);
            while let Some(s) = src {
                msg = format!("{msg}: {s}");
                src = s.source();
            }
            Fail::Away(msg)
        }
    }
}

fn run_worker(
    target: PgTarget,
    tls: Option<tokio_postgres_rustls::MakeRustlsConnect>,
    jobs: mpsc::Receiver<Job>,
    offset: Arc<AtomicI64>,
    info: Arc<Mutex<ConnInfo>>,
) {
    let Ok(rt) = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
    else {
        return;
    };
    let local = tokio::task::LocalSet::new();
    let mut conn = local.block_on(&rt, connect(&target, &tls, &offset, &info));
    while let Ok(job) = jobs.recv() {
        // A connection that dropped is made again once per call; a
        // database that stays away fails the call fast.
        let closed = match &conn {
            Ok(c) => c.is_closed(),
            Err(Fail::Away(_)) => true,
            Err(Fail::Db(..)) => false,
        };
        if closed {
            conn = local.block_on(&rt, connect(&target, &tls, &offset, &info));
        }
        local.block_on(&rt, job(conn.clone()));
    }
}

impl Store for PgStore {
    fn describe(&self) -> String {
        self.target.shown()
    }

    fn now_ms(&self) -> i64 {
        if self.is_away() {
            return self.standin().now_ms();
        }
        crate::clock::now_ms() + self.offset_ms.load(Ordering::Relaxed)
    }

    fn schema_version(&self) -> Result<i64> {
        self.connected()?;
        Ok(self.info().schema)
    }

    fn team(&self) -> bool {
        true
    }

    fn team_store(&self) -> Option<&PgStore> {
        Some(self)
    }

    fn away(&self) -> Option<super::Away> {
        // Waits for the connect the first time.
        match self.connected() {
            Ok(()) => None,
            Err(e) if e.kind == ErrorKind::Failure && self.is_away() => Some(super::Away {
                why: e,
                prefer: self.mode == Mode::Prefer,
            }),
            // The database answered with an error (wrong password, a
            // schema too new): not a fallback case; every call reports it.
            Err(_) => None,
        }
    }

    fn admit(&self, key: &str, slots: &[Slot], span_ms: i64) -> Result<Admit> {
        let mut sorted: Vec<Slot> = slots.to_vec();
        sorted.sort_by(|a, b| a.class.cmp(b.class));
        let key_s = key.to_string();
        let classes: Vec<String> = sorted.iter().map(|s| s.class.to_string()).collect();
        let limits: Vec<i32> = sorted
            .iter()
            .map(|s| s.limit.min(i32::MAX as u32) as i32)
            .collect();
        self.route(
            move |c| async move {
                let wait: i64 = c
                    .query_one(
                        "SELECT talent_admit($1, $2, $3, $4)",
                        &[&key_s, &classes, &limits, &span_ms],
                    )
                    .await?
                    .get(0);
                Ok(if wait <= 0 {
                    Admit::Go
                } else {
                    Admit::Wait(wait)
                })
            },
            |s| s.admit(key, slots, span_ms),
        )
    }

    fn block(&self, key: &str, class: &str, until_ms: i64) -> Result<()> {
        let (k, cl) = (key.to_string(), class.to_string());
        self.route(
            move |c| async move {
                c.execute(
                    "INSERT INTO talent_blocks (key_fp, class, until_ms) VALUES ($1, $2, $3)
                     ON CONFLICT (key_fp, class) DO UPDATE SET until_ms = greatest(talent_blocks.until_ms, excluded.until_ms)",
                    &[&k, &cl, &until_ms],
                )
                .await?;
                Ok(())
            },
            |s| s.block(key, class, until_ms),
        )
    }

    fn workspace_of(&self, key: &str) -> Result<Option<String>> {
        let k = key.to_string();
        self.route(
            move |c| async move {
                Ok(
                    c.query_opt("SELECT workspace FROM talent_keys WHERE key_fp = $1", &[&k])
                        .await?
                        .map(|r| r.get(0)),
                )
            },
            |s| s.workspace_of(key),
        )
    }

    fn snapshot(&self, workspace: &str) -> Result<Option<Snapshot>> {
        let ws = workspace.to_string();
        self.route(
            move |c| async move { read_snapshot(&c, &ws).await },
            |s| s.snapshot(workspace),
        )
    }

    fn store_snapshot(
        &self,
        key: &str,
        workspace: &str,
        snap: &Snapshot,
        started_ms: i64,
    ) -> Result<Snapshot> {
        let (k, ws, sn) = (key.to_string(), workspace.to_string(), snap.clone());
        self.route(
            move |c| async move {
                c.execute(
                    "INSERT INTO talent_keys (key_fp, workspace, seen_ms) VALUES ($1, $2, $3)
                     ON CONFLICT (key_fp) DO UPDATE SET workspace = excluded.workspace, seen_ms = excluded.seen_ms",
                    &[&k, &ws, &sn.read_ms],
                )
                .await?;
                c.execute(
                    "INSERT INTO talent_usage AS u VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, 0)
                     ON CONFLICT (workspace) DO UPDATE SET
                       unlocks_used = CASE WHEN u.cycle_ends IS NOT DISTINCT FROM excluded.cycle_ends AND u.changed_ms > $10
                         THEN greatest(u.unlocks_used, excluded.unlocks_used) ELSE excluded.unlocks_used END,
                       searches_used = CASE WHEN u.cycle_ends IS NOT DISTINCT FROM excluded.cycle_ends AND u.changed_ms > $10
                         THEN greatest(u.searches_used, excluded.searches_used) ELSE excluded.searches_used END,
                       messages_used = CASE WHEN u.cycle_ends IS NOT DISTINCT FROM excluded.cycle_ends AND u.changed_ms > $10
                         THEN greatest(u.messages_used, excluded.messages_used) ELSE excluded.messages_used END,
                       unlocks_limit = excluded.unlocks_limit,
                       searches_limit = excluded.searches_limit,
                       messages_limit = excluded.messages_limit,
                       cycle_ends = excluded.cycle_ends, read_ms = excluded.read_ms",
                    &[
                        &ws,
                        &sn.unlocks.used,
                        &sn.unlocks.limit,
                        &sn.searches.used,
                        &sn.searches.limit,
                        &sn.messages.used,
                        &sn.messages.limit,
                        &sn.cycle_ends,
                        &sn.read_ms,
                        &started_ms,
                    ],
                )
                .await?;
                Ok(read_snapshot(&c, &ws).await?.unwrap_or(sn))
            },
            |s| s.store_snapshot(key, workspace, snap, started_ms),
        )
    }

    fn held(&self, workspace: &str, meter: Meter) -> Result<i64> {
        let (ws, m) = (
            workspace.to_string(),
            crate::meter::words(meter).name.to_string(),
        );
        self.route(
            move |c| async move {
                c.execute("SELECT talent_drop_dead_holds($1)", &[&ws]).await?;
                Ok(c
                    .query_one(
                        "SELECT coalesce(sum(cost), 0)::bigint FROM talent_holds WHERE workspace = $1 AND meter = $2",
                        &[&ws, &m],
                    )
                    .await?
                    .get(0))
            },
            |s| s.held(workspace, meter),
        )
    }

    fn reserve(&self, hold: &Hold<'_>) -> Result<Held> {
        let ws = hold.workspace.to_string();
        let m = crate::meter::words(hold.meter).name.to_string();
        let member = hold.member.to_string();
        let (cost, fb, expires) = (hold.cost, hold.fallback, hold.expires_ms);
        let meter = hold.meter;
        self.route(
            move |c| async move {
                let r = c
                    .query_one(
                        "SELECT kind, hold_id, left_units, limit_units, cap, member_used
                         FROM talent_reserve($1, $2, $3, $4, $5, $6, $7)",
                        &[&ws, &m, &cost, &member, &fb.used, &fb.limit, &expires],
                    )
                    .await?;
                let kind: String = r.get(0);
                let (left, limit): (i64, i64) = (r.get(2), r.get(3));
                Ok(match kind.as_str() {
                    "held" => Held::Held {
                        id: r.get(1),
                        left,
                        limit,
                    },
                    "allowance" => Held::Allowance {
                        member,
                        meter,
                        cap: r.get(4),
                        used: r.get(5),
                    },
                    _ => Held::Short { left, limit },
                })
            },
            |s| {
                let held = s.reserve(hold)?;
                if let Held::Held { id, .. } = &held {
                    self.standin_holds
                        .lock()
                        .unwrap_or_else(|e| e.into_inner())
                        .insert(*id);
                }
                Ok(held)
            },
        )
    }

    fn settle(&self, id: i64, spent: bool, row: &AuditRow) -> Result<Option<Snapshot>> {
        let r = row.clone();
        self.route_keep(
            move |c| async move {
                c.execute(
                    "SELECT talent_settle($1, $2, $3, $4, $5, $6, $7, $8, $9, NULL)",
                    &[
                        &id,
                        &spent,
                        &r.workspace,
                        &r.member,
                        &r.meter,
                        &r.cost,
                        &r.command,
                        &r.outcome,
                        &r.at_ms,
                    ],
                )
                .await?;
                read_snapshot(&c, &r.workspace).await
            },
            |s| s.settle(self.standin_id(id), spent, row),
        )
    }

    fn release(&self, id: i64) -> Result<()> {
        self.route(
            move |c| async move {
                c.execute("DELETE FROM talent_holds WHERE id = $1", &[&id])
                    .await?;
                Ok(())
            },
            |s| s.release(self.standin_id(id)),
        )
    }

    fn is_unlocked(&self, workspace: &str, card: &str) -> Result<bool> {
        Ok(self.unlocked_by(workspace, card)?.is_some())
    }

    fn unlocked_by(&self, workspace: &str, card: &str) -> Result<Option<UnlockedBy>> {
        let (ws, cd) = (workspace.to_string(), card.to_string());
        self.route(
            move |c| async move {
                Ok(c
                    .query_opt(
                        "SELECT member, at_ms FROM talent_unlocked WHERE workspace = $1 AND talent_card_id = $2",
                        &[&ws, &cd],
                    )
                    .await?
                    .map(|r| UnlockedBy {
                        member: r.get(0),
                        at_ms: r.get(1),
                    }))
            },
            |s| s.unlocked_by(workspace, card),
        )
    }

    fn mark_unlocked(&self, workspace: &str, card: &str) -> Result<()> {
        self.mark_unlocked_by(workspace, card, "")
    }

    fn mark_unlocked_by(&self, workspace: &str, card: &str, member: &str) -> Result<()> {
        let (ws, cd, m) = (workspace.to_string(), card.to_string(), member.to_string());
        self.route_keep(
            move |c| async move {
                c.execute(
                    "INSERT INTO talent_unlocked (workspace, talent_card_id, member, at_ms)
                     VALUES ($1, $2, $3, talent_now_ms()) ON CONFLICT DO NOTHING",
                    &[&ws, &cd, &m],
                )
                .await?;
                Ok(())
            },
            |s| s.mark_unlocked_by(workspace, card, member),
        )
    }

    fn invited_at(
        &self,
        workspace: &str,
        job: &str,
        card: &str,
        kind: &str,
    ) -> Result<Option<i64>> {
        let (ws, j, cd, k) = (
            workspace.to_string(),
            job.to_string(),
            card.to_string(),
            kind.to_string(),
        );
        self.route(
            move |c| async move {
                Ok(c
                    .query_opt(
                        "SELECT at_ms FROM talent_invites WHERE workspace = $1 AND job_id = $2 AND candidate_id = $3 AND kind = $4",
                        &[&ws, &j, &cd, &k],
                    )
                    .await?
                    .map(|r| r.get(0)))
            },
            |s| s.invited_at(workspace, job, card, kind),
        )
    }

    fn mark_invited(&self, workspace: &str, job: &str, cards: &[String], kind: &str) -> Result<()> {
        self.mark_invited_by(workspace, job, cards, kind, "")
    }

    fn mark_invited_by(
        &self,
        workspace: &str,
        job: &str,
        cards: &[String],
        kind: &str,
        member: &str,
    ) -> Result<()> {
        let (ws, j, cds, k, m) = (
            workspace.to_string(),
            job.to_string(),
            cards.to_vec(),
            kind.to_string(),
            member.to_string(),
        );
        self.route_keep(
            move |c| async move {
                c.execute(
                    "INSERT INTO talent_invites (workspace, job_id, candidate_id, kind, member, at_ms)
                     SELECT $1, $2, x, $4, $5, talent_now_ms() FROM unnest($3::text[]) AS x
                     ON CONFLICT (workspace, job_id, candidate_id, kind) DO UPDATE SET at_ms = excluded.at_ms",
                    &[&ws, &j, &cds, &k, &m],
                )
                .await?;
                Ok(())
            },
            |s| s.mark_invited_by(workspace, job, cards, kind, member),
        )
    }

    fn bulk_invite_times_since(
        &self,
        workspace: &str,
        job: &str,
        since_ms: i64,
    ) -> Result<Vec<i64>> {
        let (ws, j) = (workspace.to_string(), job.to_string());
        self.route(
            move |c| async move {
                Ok(c
                    .query(
                        "SELECT at_ms FROM talent_invites WHERE workspace = $1 AND job_id = $2 AND kind = 'bulk' AND at_ms >= $3
                         ORDER BY at_ms",
                        &[&ws, &j, &since_ms],
                    )
                    .await?
                    .iter()
                    .map(|r| r.get(0))
                    .collect())
            },
            |s| s.bulk_invite_times_since(workspace, job, since_ms),
        )
    }

    fn idempotent(&self, owner: &str, key: &str) -> Result<Option<Recorded>> {
        let (o, k) = (owner.to_string(), key.to_string());
        self.route(
            move |c| async move {
                Ok(c.query_opt(
                    "SELECT command, request, result, at_ms FROM talent_idempotency
                         WHERE owner = $1 AND key = $2 AND result IS NOT NULL",
                    &[&o, &k],
                )
                .await?
                .map(|r| Recorded {
                    command: r.get(0),
                    request: r.get(1),
                    result: r.get(2),
                    at_ms: r.get(3),
                }))
            },
            |s| s.idempotent(owner, key),
        )
    }

    fn claim_idempotent(
        &self,
        owner: &str,
        key: &str,
        command: &str,
        request: &str,
        member: &str,
    ) -> Result<Claim> {
        let (o, k, cmd, req, m) = (
            owner.to_string(),
            key.to_string(),
            command.to_string(),
            request.to_string(),
            member.to_string(),
        );
        self.route(
            move |c| async move {
                let r = c
                    .query_one(
                        "SELECT state, command, request, result, member, at_ms FROM talent_claim($1, $2, $3, $4, $5)",
                        &[&o, &k, &cmd, &req, &m],
                    )
                    .await?;
                let state: String = r.get(0);
                Ok(match state.as_str() {
                    "done" => Claim::Done(Recorded {
                        command: r.get(1),
                        request: r.get(2),
                        result: r.get::<_, Option<String>>(3).unwrap_or_default(),
                        at_ms: r.get(5),
                    }),
                    "busy" => Claim::Busy {
                        member: r.get(4),
                        since_ms: r.get(5),
                    },
                    _ => Claim::Mine,
                })
            },
            |s| s.claim_idempotent(owner, key, command, request, member),
        )
    }

    fn release_idempotent(&self, owner: &str, key: &str) -> Result<()> {
        let (o, k) = (owner.to_string(), key.to_string());
        self.route(
            move |c| async move {
                c.execute(
                    "DELETE FROM talent_idempotency WHERE owner = $1 AND key = $2 AND result IS NULL AND claim_pid = pg_backend_pid()",
                    &[&o, &k],
                )
                .await?;
                Ok(())
            },
            |s| s.release_idempotent(owner, key),
        )
    }

    fn record_idempotent(&self, owner: &str, key: &str, rec: &Recorded) -> Result<()> {
        let (o, k, r) = (owner.to_string(), key.to_string(), rec.clone());
        self.route(
            move |c| async move {
                c.execute(
                    "INSERT INTO talent_idempotency (owner, key, command, request, result, member, at_ms)
                     VALUES ($1, $2, $3, $4, $5, '', $6)
                     ON CONFLICT (owner, key) DO UPDATE SET command = excluded.command,
                       request = excluded.request, result = excluded.result, at_ms = excluded.at_ms,
                       claim_pid = NULL, claim_start = NULL",
                    &[&o, &k, &r.command, &r.request, &r.result, &r.at_ms],
                )
                .await?;
                Ok(())
            },
            |s| s.record_idempotent(owner, key, rec),
        )
    }

    fn was_seen(&self, owner: &str, state: &str, id: &str) -> Result<bool> {
        let (o, st, i) = (owner.to_string(), state.to_string(), id.to_string());
        self.route(
            move |c| async move {
                Ok(c.query_opt(
                    "SELECT 1 FROM talent_seen WHERE owner = $1 AND state = $2 AND id = $3",
                    &[&o, &st, &i],
                )
                .await?
                .is_some())
            },
            |s| s.was_seen(owner, state, id),
        )
    }

    fn mark_seen(&self, owner: &str, state: &str, ids: &[String]) -> Result<()> {
        let (o, st, is) = (owner.to_string(), state.to_string(), ids.to_vec());
        self.route(
            move |c| async move {
                c.execute(
                    "INSERT INTO talent_seen (owner, state, id, at_ms)
                     SELECT $1, $2, x, talent_now_ms() FROM unnest($3::text[]) AS x ON CONFLICT DO NOTHING",
                    &[&o, &st, &is],
                )
                .await?;
                Ok(())
            },
            |s| s.mark_seen(owner, state, ids),
        )
    }

    // Checkpoints stay on the machine that holds the partial file.
    fn checkpoint(&self, owner: &str, name: &str) -> Result<Option<String>> {
        self.local.checkpoint(owner, name)
    }

    fn save_checkpoint(
        &self,
        owner: &str,
        name: &str,
        position: &str,
        ids: &[String],
    ) -> Result<()> {
        self.local.save_checkpoint(owner, name, position, ids)
    }

    fn checkpoint_has(&self, owner: &str, name: &str, id: &str) -> Result<bool> {
        self.local.checkpoint_has(owner, name, id)
    }

    fn drop_checkpoint(&self, owner: &str, name: &str) -> Result<()> {
        self.local.drop_checkpoint(owner, name)
    }

    fn webhook_done(&self, id: &str, since_ms: i64) -> Result<Option<i64>> {
        let i = id.to_string();
        self.route(
            move |c| async move {
                Ok(c.query_opt(
                    "SELECT done_ms FROM talent_webhook_done WHERE id = $1 AND done_ms >= $2",
                    &[&i, &since_ms],
                )
                .await?
                .map(|r| r.get(0)))
            },
            |s| s.webhook_done(id, since_ms),
        )
    }

    fn mark_webhook_done(&self, id: &str, forget_before_ms: i64) -> Result<()> {
        let i = id.to_string();
        self.route(
            move |c| async move {
                c.execute(
                    "INSERT INTO talent_webhook_done (id, done_ms) VALUES ($1, talent_now_ms())
                     ON CONFLICT (id) DO UPDATE SET done_ms = excluded.done_ms",
                    &[&i],
                )
                .await?;
                c.execute(
                    "DELETE FROM talent_webhook_done WHERE done_ms < $1",
                    &[&forget_before_ms],
                )
                .await?;
                Ok(())
            },
            |s| s.mark_webhook_done(id, forget_before_ms),
        )
    }

    fn audit(&self, workspace: Option<&str>, limit: usize) -> Result<Vec<AuditRow>> {
        let ws = workspace.map(str::to_string);
        let lim = limit as i64;
        self.route(
            move |c| async move {
                let rows = c
                    .query(
                        "SELECT at_ms, workspace, command, meter, cost, outcome, member FROM talent_spends
                         WHERE $1::text IS NULL OR workspace = $1 ORDER BY id DESC LIMIT $2",
                        &[&ws, &lim],
                    )
                    .await?;
                let mut out: Vec<AuditRow> = rows
                    .iter()
                    .map(|r| AuditRow {
                        at_ms: r.get(0),
                        workspace: r.get(1),
                        command: r.get(2),
                        meter: r.get(3),
                        cost: r.get(4),
                        outcome: r.get(5),
                        member: r.get(6),
                    })
                    .collect();
                out.reverse();
                Ok(out)
            },
            |s| s.audit(workspace, limit),
        )
    }

    fn prune(&self, _audit_before_ms: i64, _sends_before_ms: i64) -> Result<usize> {
        Err(Error::usage(
            "a team ledger is pruned one workspace at a time: `talent ledger prune --yes`",
        ))
    }

    fn counts(&self) -> Result<Vec<(&'static str, i64)>> {
        self.direct(|c| async move {
            let mut out = Vec::new();
            for table in [
                "talent_keys",
                "talent_usage",
                "talent_holds",
                "talent_unlocked",
                "talent_invites",
                "talent_sends",
                "talent_blocks",
                "talent_idempotency",
                "talent_seen",
                "talent_webhook_done",
                "talent_allowances",
                "talent_members",
                "talent_spends",
            ] {
                let n: i64 = c
                    .query_one(&format!("SELECT count(*) FROM {table}"), &[])
                    .await?
                    .get(0);
                out.push((table, n));
            }
            Ok(out)
        })
    }
}

async fn read_snapshot(c: &Client, ws: &str) -> std::result::Result<Option<Snapshot>, Fail> {
    Ok(c.query_opt(
        "SELECT unlocks_used, unlocks_limit, searches_used, searches_limit,
                    messages_used, messages_limit, cycle_ends, read_ms
             FROM talent_usage WHERE workspace = $1",
        &[&ws],
    )
    .await?
    .map(|r| Snapshot {
        unlocks: Meters {
            used: r.get(0),
            limit: r.get(1),
        },
        searches: Meters {
            used: r.get(2),
            limit: r.get(3),
        },
        messages: Meters {
            used: r.get(4),
            limit: r.get(5),
        },
        cycle_ends: r.get(6),
        read_ms: r.get(7),
    }))
}
