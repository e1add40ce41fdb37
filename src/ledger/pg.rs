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

use std::any::Any;
use std::future::Future;
use std::pin::Pin;
use std::sync::atomic::{AtomicI64, Ordering};
use std::sync::{mpsc, Arc, Mutex};
use std::time::Duration;

use talent_spec::rate::Meter;
use tokio_postgres::error::SqlState;
use tokio_postgres::types::{ToSql, Type};
use tokio_postgres::{Client, Error as PgError, Row};

use super::target::{Mode, PgTarget, Tls};
use super::window::Slot;
use super::{Admit, AuditRow, Held, Hold, Meters, Recorded, Snapshot, Store};
use super::{Claim, SqliteStore, UnlockedBy};
use crate::{Error, Result};

/// The schema this `talent` writes on a team ledger. Migrations only add
/// (tables, columns, functions replaced with compatible ones), so an older
/// binary keeps working on a newer schema; a migration that an older one
/// could not live with raises `compat`, and that older one then refuses.
pub const PG_SCHEMA_VERSION: i64 = PG_MIGRATIONS.len() as i64;

/// The oldest schema version a binary must understand to use a ledger this
/// version wrote.
pub const PG_COMPAT: i64 = 3;

/// How long one statement may run (a lock held elsewhere, a slow disk).
const STATEMENT_TIMEOUT: Duration = Duration::from_secs(5);

/// How long a hold lasts past its run's last act, before the time scale.
pub const LEASE: Duration = Duration::from_secs(30);

/// The shortest lease (a tiny time scale must not lapse a hold between
/// two renewals on a slow link).
const MIN_LEASE_MS: i64 = 1_000;

/// What the connection's thread renews while the run waits.
struct Renew {
    run: String,
    lease_ms: i64,
    live: Arc<AtomicI64>,
    /// Set when an act found its connection lost: the next job connects
    /// afresh (the old connection may not have noticed its end yet).
    fresh: Arc<std::sync::atomic::AtomicBool>,
}

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
    // 3: nothing lives in a session (a transaction-mode pooler hands each
    // transaction to any server connection). A hold and an idempotency
    // claim belong to a run (a random id) and last a lease renewed by the
    // run's acts; the settings the acts need are on the functions; one
    // call greets (clock, schema, server). Older binaries judged holds by
    // backend pid and would drop these: compat 3.
    r#"
ALTER TABLE talent_holds ALTER COLUMN backend_pid DROP NOT NULL;
ALTER TABLE talent_holds ADD COLUMN IF NOT EXISTS run text;
ALTER TABLE talent_holds ADD COLUMN IF NOT EXISTS deadline_ms bigint;
ALTER TABLE talent_holds ADD COLUMN IF NOT EXISTS card text;
CREATE INDEX IF NOT EXISTS talent_holds_by_run ON talent_holds (run);
CREATE INDEX IF NOT EXISTS talent_holds_by_ws ON talent_holds (workspace, meter);
ALTER TABLE talent_idempotency ADD COLUMN IF NOT EXISTS claim_run text;
ALTER TABLE talent_idempotency ADD COLUMN IF NOT EXISTS claim_until bigint;

-- Holds whose lease lapsed (a run killed, or gone quiet past its
-- deadline); a workspace that lost one gets a stale snapshot (the next
-- decision reads GET /usage and learns whether the service counted it).
CREATE OR REPLACE FUNCTION talent_drop_dead_holds(p_ws text) RETURNS void LANGUAGE plpgsql AS $f$
DECLARE
    dead integer;
BEGIN
    WITH gone AS (DELETE FROM talent_holds WHERE workspace = p_ws AND expires_ms < talent_now_ms() RETURNING 1)
    SELECT count(*) INTO dead FROM gone;
    IF dead > 0 THEN
        UPDATE talent_usage SET read_ms = 0 WHERE workspace = p_ws;
    END IF;
END
$f$;

-- Extends the leases of a run's live holds and claims by p_term (a hold
-- never past its deadline); a lapsed one is not revived.
CREATE OR REPLACE FUNCTION talent_renew(p_run text, p_term bigint) RETURNS bigint LANGUAGE plpgsql AS $f$
DECLARE
    now_ms bigint := talent_now_ms();
    n bigint;
BEGIN
    IF p_run IS NULL THEN
        RETURN 0;
    END IF;
    UPDATE talent_holds SET expires_ms = greatest(expires_ms, least(coalesce(deadline_ms, now_ms + p_term), now_ms + p_term))
        WHERE run = p_run AND expires_ms >= now_ms;
    GET DIAGNOSTICS n = ROW_COUNT;
    UPDATE talent_idempotency SET claim_until = now_ms + p_term
        WHERE claim_run = p_run AND result IS NULL AND claim_until >= now_ms;
    RETURN n;
END
$f$;

CREATE OR REPLACE FUNCTION talent_admit_run(p_key text, p_classes text[], p_limits integer[], p_span bigint,
    p_run text, p_term bigint)
RETURNS bigint LANGUAGE plpgsql AS $f$
BEGIN
    PERFORM talent_renew(p_run, p_term);
    RETURN talent_admit(p_key, p_classes, p_limits, p_span);
END
$f$;

-- talent_reserve with a lease: the hold lasts p_term past each act of its
-- run, at most to p_expires (its attempt's deadline and a margin).
-- An unlock names its candidate (p_card): 'free' once the workspace has
-- unlocked it, 'busy' (left_units: ms to ask again) while another run
-- holds its unlock: one unlock per candidate per workspace.
CREATE OR REPLACE FUNCTION talent_reserve_run(p_ws text, p_meter text, p_cost bigint, p_member text,
    p_used bigint, p_limit bigint, p_expires bigint, p_run text, p_term bigint, p_card text)
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
    PERFORM talent_renew(p_run, p_term);
    PERFORM pg_advisory_xact_lock(hashtextextended('talent:quota:' || p_ws || ':' || p_meter, 0));
    now_ms := talent_now_ms();
    PERFORM talent_drop_dead_holds(p_ws);
    IF p_card IS NOT NULL THEN
        IF EXISTS (SELECT 1 FROM talent_unlocked u WHERE u.workspace = p_ws AND u.talent_card_id = p_card) THEN
            RETURN QUERY SELECT 'free'::text, NULL::bigint, NULL::bigint, NULL::bigint, NULL::bigint, NULL::bigint;
            RETURN;
        END IF;
        SELECT min(h.expires_ms) - now_ms INTO lft FROM talent_holds h
            WHERE h.workspace = p_ws AND h.card = p_card AND h.run IS DISTINCT FROM p_run;
        IF lft IS NOT NULL THEN
            RETURN QUERY SELECT 'busy'::text, NULL::bigint, greatest(least(lft, 250), 20), NULL::bigint, NULL::bigint, NULL::bigint;
            RETURN;
        END IF;
    END IF;
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
    INSERT INTO talent_holds (workspace, meter, cost, member, expires_ms, backend_pid, backend_start, run, deadline_ms, card)
        VALUES (p_ws, p_meter, p_cost, p_member, least(p_expires, now_ms + p_term), NULL, NULL, p_run, p_expires, p_card)
        RETURNING id INTO new_id;
    RETURN QUERY SELECT 'held'::text, new_id, lft, m_limit, a_cap, by_member;
END
$f$;

-- talent_claim with a lease: 'busy' while another run's claim is live.
CREATE OR REPLACE FUNCTION talent_claim_run(p_owner text, p_key text, p_command text, p_request text,
    p_member text, p_run text, p_term bigint)
RETURNS TABLE (state text, command text, request text, result text, member text, at_ms bigint)
LANGUAGE plpgsql AS $f$
DECLARE
    r talent_idempotency%ROWTYPE;
    now_ms bigint;
BEGIN
    PERFORM talent_renew(p_run, p_term);
    PERFORM pg_advisory_xact_lock(hashtextextended('talent:idem:' || p_owner || ':' || p_key, 0));
    now_ms := talent_now_ms();
    SELECT * INTO r FROM talent_idempotency i WHERE i.owner = p_owner AND i.key = p_key;
    IF FOUND AND r.result IS NOT NULL THEN
        RETURN QUERY SELECT 'done'::text, r.command, r.request, r.result, r.member, r.at_ms;
        RETURN;
    END IF;
    IF FOUND AND r.claim_run IS NOT NULL AND r.claim_run <> p_run AND r.claim_until >= now_ms THEN
        RETURN QUERY SELECT 'busy'::text, r.command, r.request, r.result, r.member, r.at_ms;
        RETURN;
    END IF;
    INSERT INTO talent_idempotency (owner, key, command, request, result, member, at_ms, claim_pid, claim_start,
            claim_run, claim_until)
        VALUES (p_owner, p_key, p_command, p_request, NULL, p_member, now_ms, NULL, NULL, p_run, now_ms + p_term)
        ON CONFLICT (owner, key) DO UPDATE SET command = excluded.command, request = excluded.request,
            member = excluded.member, at_ms = excluded.at_ms, claim_pid = NULL, claim_start = NULL,
            claim_run = excluded.claim_run, claim_until = excluded.claim_until;
    RETURN QUERY SELECT 'mine'::text, p_command, p_request, NULL::text, p_member, now_ms;
END
$f$;

-- One round trip at connect: the database's clock, whether it takes
-- writes, its version, TLS on its link, the schema, and (for p_key) its
-- workspace, that workspace's usage row and its live holds per meter.
CREATE OR REPLACE FUNCTION talent_hello(p_key text)
RETURNS TABLE (now_ms bigint, in_recovery boolean, server_version text, ssl boolean, schema text, compat text,
    workspace text, unlocks_used bigint, unlocks_limit bigint, searches_used bigint, searches_limit bigint,
    messages_used bigint, messages_limit bigint, cycle_ends text, read_ms bigint,
    held_unlocks bigint, held_searches bigint, held_messages bigint)
LANGUAGE sql VOLATILE AS $f$
WITH k AS (SELECT t.workspace FROM talent_keys t WHERE t.key_fp = p_key),
     h AS (SELECT meter, sum(cost)::bigint AS n FROM talent_holds
           WHERE talent_holds.workspace = (SELECT k.workspace FROM k) AND expires_ms >= talent_now_ms() GROUP BY meter)
SELECT talent_now_ms(), pg_is_in_recovery(), current_setting('server_version'),
       coalesce((SELECT s.ssl FROM pg_stat_ssl s WHERE s.pid = pg_backend_pid()), false),
       (SELECT value FROM talent_meta WHERE name = 'schema'),
       (SELECT value FROM talent_meta WHERE name = 'compat'),
       (SELECT k.workspace FROM k),
       u.unlocks_used, u.unlocks_limit, u.searches_used, u.searches_limit, u.messages_used, u.messages_limit,
       u.cycle_ends, u.read_ms,
       coalesce((SELECT n FROM h WHERE meter = 'unlocks'), 0),
       coalesce((SELECT n FROM h WHERE meter = 'searches'), 0),
       coalesce((SELECT n FROM h WHERE meter = 'messages'), 0)
FROM (SELECT 1) AS one LEFT JOIN talent_usage u ON u.workspace = (SELECT k.workspace FROM k)
$f$;

-- A hold and, when held, a slot in every class, in one call (a spend's
-- one decision): the hold's row and the admission's wait (NULL: no slot
-- was asked for or nothing was held).
CREATE OR REPLACE FUNCTION talent_reserve_admit(p_ws text, p_meter text, p_cost bigint, p_member text,
    p_used bigint, p_limit bigint, p_expires bigint, p_run text, p_term bigint, p_card text,
    p_key text, p_classes text[], p_limits integer[], p_span bigint)
RETURNS TABLE (kind text, hold_id bigint, left_units bigint, limit_units bigint, cap bigint, member_used bigint,
    wait bigint)
LANGUAGE plpgsql AS $f$
DECLARE
    r record;
    w bigint;
BEGIN
    SELECT * INTO r FROM talent_reserve_run(p_ws, p_meter, p_cost, p_member, p_used, p_limit, p_expires, p_run, p_term,
        p_card);
    IF r.kind = 'held' AND coalesce(array_length(p_classes, 1), 0) > 0 THEN
        w := talent_admit(p_key, p_classes, p_limits, p_span);
    END IF;
    RETURN QUERY SELECT r.kind, r.hold_id, r.left_units, r.limit_units, r.cap, r.member_used, w;
END
$f$;

-- A settle and what follows from it, in one call: the usage row after it
-- and the meter's live holds.
CREATE OR REPLACE FUNCTION talent_settle_read(p_id bigint, p_spent boolean, p_ws text, p_member text,
    p_meter text, p_cost bigint, p_command text, p_outcome text, p_at bigint)
RETURNS TABLE (unlocks_used bigint, unlocks_limit bigint, searches_used bigint, searches_limit bigint,
    messages_used bigint, messages_limit bigint, cycle_ends text, read_ms bigint, held bigint)
LANGUAGE plpgsql AS $f$
DECLARE
    c text;
    who text;
BEGIN
    SELECT h.card, h.member INTO c, who FROM talent_holds h WHERE h.id = p_id;
    PERFORM talent_settle(p_id, p_spent, p_ws, p_member, p_meter, p_cost, p_command, p_outcome, p_at, NULL);
    -- An unlock that went through is the workspace's, by the member who
    -- paid for it, in the act that ends its hold (a run waiting on it
    -- then fetches free).
    IF c IS NOT NULL AND p_spent AND p_outcome = 'spent' THEN
        INSERT INTO talent_unlocked (workspace, talent_card_id, member, at_ms)
            VALUES (p_ws, c, coalesce(who, p_member), talent_now_ms()) ON CONFLICT DO NOTHING;
    END IF;
    RETURN QUERY SELECT u.unlocks_used, u.unlocks_limit, u.searches_used, u.searches_limit,
        u.messages_used, u.messages_limit, u.cycle_ends, u.read_ms,
        (SELECT coalesce(sum(h.cost), 0)::bigint FROM talent_holds h
         WHERE h.workspace = p_ws AND h.meter = p_meter AND h.expires_ms >= talent_now_ms())
        FROM talent_usage u WHERE u.workspace = p_ws;
END
$f$;

-- A lock held elsewhere (psql's FOR UPDATE, a stuck run) fails the act
-- after 5 s instead of hanging it; set on the functions, not the session.
ALTER FUNCTION talent_admit(text, text[], integer[], bigint) SET lock_timeout = '5s';
ALTER FUNCTION talent_admit_run(text, text[], integer[], bigint, text, bigint) SET lock_timeout = '5s';
ALTER FUNCTION talent_reserve_run(text, text, bigint, text, bigint, bigint, bigint, text, bigint, text) SET lock_timeout = '5s';
ALTER FUNCTION talent_settle(bigint, boolean, text, text, text, bigint, text, text, bigint, text) SET lock_timeout = '5s';
ALTER FUNCTION talent_claim_run(text, text, text, text, text, text, bigint) SET lock_timeout = '5s';
ALTER FUNCTION talent_renew(text, bigint) SET lock_timeout = '5s';
ALTER FUNCTION talent_reserve_admit(text, text, bigint, text, bigint, bigint, bigint, text, bigint, text, text, text[], integer[], bigint)
    SET lock_timeout = '5s';
ALTER FUNCTION talent_settle_read(bigint, boolean, text, text, text, bigint, text, text, bigint) SET lock_timeout = '5s';
"#,
    // 4: a lapsed lease is not a release (issue 40). A hold whose run went
    // quiet (killed, or cut off from the database) may have reached the
    // service: it stays, "maybe", counted against the quota and its
    // member's allowance, until its run settles it, a GET /usage read after
    // the lease ended shows the workspace's count did not grow by it (the
    // count when it was held, `base_used`, and the spends recorded since,
    // explain what the service counts), or its cycle ends. An older
    // binary's holds (no count kept) lapse as they did.
    r#"
ALTER TABLE talent_holds ADD COLUMN IF NOT EXISTS held_ms bigint;
ALTER TABLE talent_holds ADD COLUMN IF NOT EXISTS base_used bigint;
ALTER TABLE talent_holds ADD COLUMN IF NOT EXISTS cycle_ends text;
ALTER TABLE talent_holds ADD COLUMN IF NOT EXISTS lapse_seen boolean NOT NULL DEFAULT false;

CREATE OR REPLACE FUNCTION talent_drop_dead_holds(p_ws text) RETURNS void LANGUAGE plpgsql AS $f$
DECLARE
    now_ms bigint := talent_now_ms();
    cyc text;
    dead integer;
    lapsed integer;
BEGIN
    SELECT u.cycle_ends INTO cyc FROM talent_usage u WHERE u.workspace = p_ws;
    WITH gone AS (DELETE FROM talent_holds WHERE workspace = p_ws AND expires_ms < now_ms
            AND (base_used IS NULL OR cycle_ends IS DISTINCT FROM cyc) RETURNING 1)
    SELECT count(*) INTO dead FROM gone;
    -- Found lapsed for the first time: the next decision reads GET /usage
    -- (which may clear it).
    WITH seen AS (UPDATE talent_holds SET lapse_seen = true
            WHERE workspace = p_ws AND expires_ms < now_ms AND NOT lapse_seen RETURNING 1)
    SELECT count(*) INTO lapsed FROM seen;
    IF dead + lapsed > 0 THEN
        UPDATE talent_usage SET read_ms = 0 WHERE workspace = p_ws;
    END IF;
END
$f$;

CREATE OR REPLACE FUNCTION talent_reserve_run(p_ws text, p_meter text, p_cost bigint, p_member text,
    p_used bigint, p_limit bigint, p_expires bigint, p_run text, p_term bigint, p_card text)
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
    PERFORM talent_renew(p_run, p_term);
    PERFORM pg_advisory_xact_lock(hashtextextended('talent:quota:' || p_ws || ':' || p_meter, 0));
    now_ms := talent_now_ms();
    PERFORM talent_drop_dead_holds(p_ws);
    IF p_card IS NOT NULL THEN
        IF EXISTS (SELECT 1 FROM talent_unlocked u WHERE u.workspace = p_ws AND u.talent_card_id = p_card) THEN
            RETURN QUERY SELECT 'free'::text, NULL::bigint, NULL::bigint, NULL::bigint, NULL::bigint, NULL::bigint;
            RETURN;
        END IF;
        -- A live hold of the candidate is busy; a lapsed one is "maybe"
        -- (its unit counted below), not a wait.
        SELECT min(h.expires_ms) - now_ms INTO lft FROM talent_holds h
            WHERE h.workspace = p_ws AND h.card = p_card AND h.run IS DISTINCT FROM p_run
              AND h.expires_ms >= now_ms;
        IF lft IS NOT NULL THEN
            RETURN QUERY SELECT 'busy'::text, NULL::bigint, greatest(least(lft, 250), 20), NULL::bigint, NULL::bigint, NULL::bigint;
            RETURN;
        END IF;
    END IF;
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
    INSERT INTO talent_holds (workspace, meter, cost, member, expires_ms, backend_pid, backend_start, run, deadline_ms,
            card, held_ms, base_used, cycle_ends)
        VALUES (p_ws, p_meter, p_cost, p_member, least(p_expires, now_ms + p_term), NULL, NULL, p_run, p_expires,
            p_card, now_ms, m_used, cyc)
        RETURNING id INTO new_id;
    RETURN QUERY SELECT 'held'::text, new_id, lft, m_limit, a_cap, by_member;
END
$f$;

CREATE OR REPLACE FUNCTION talent_settle_read(p_id bigint, p_spent boolean, p_ws text, p_member text,
    p_meter text, p_cost bigint, p_command text, p_outcome text, p_at bigint)
RETURNS TABLE (unlocks_used bigint, unlocks_limit bigint, searches_used bigint, searches_limit bigint,
    messages_used bigint, messages_limit bigint, cycle_ends text, read_ms bigint, held bigint)
LANGUAGE plpgsql AS $f$
DECLARE
    c text;
    who text;
BEGIN
    SELECT h.card, h.member INTO c, who FROM talent_holds h WHERE h.id = p_id;
    PERFORM talent_settle(p_id, p_spent, p_ws, p_member, p_meter, p_cost, p_command, p_outcome, p_at, NULL);
    IF c IS NOT NULL AND p_spent AND p_outcome = 'spent' THEN
        INSERT INTO talent_unlocked (workspace, talent_card_id, member, at_ms)
            VALUES (p_ws, c, coalesce(who, p_member), talent_now_ms()) ON CONFLICT DO NOTHING;
        -- The candidate is unlocked once: a lapsed hold of it, spent or
        -- not, made this the one unit it costs.
        DELETE FROM talent_holds h WHERE h.workspace = p_ws AND h.card = c AND h.expires_ms < talent_now_ms()
            AND h.base_used IS NOT NULL;
    END IF;
    RETURN QUERY SELECT u.unlocks_used, u.unlocks_limit, u.searches_used, u.searches_limit,
        u.messages_used, u.messages_limit, u.cycle_ends, u.read_ms,
        (SELECT coalesce(sum(h.cost), 0)::bigint FROM talent_holds h
         WHERE h.workspace = p_ws AND h.meter = p_meter
           AND (h.expires_ms >= talent_now_ms() OR h.base_used IS NOT NULL))
        FROM talent_usage u WHERE u.workspace = p_ws;
END
$f$;

CREATE OR REPLACE FUNCTION talent_hello(p_key text)
RETURNS TABLE (now_ms bigint, in_recovery boolean, server_version text, ssl boolean, schema text, compat text,
    workspace text, unlocks_used bigint, unlocks_limit bigint, searches_used bigint, searches_limit bigint,
    messages_used bigint, messages_limit bigint, cycle_ends text, read_ms bigint,
    held_unlocks bigint, held_searches bigint, held_messages bigint)
LANGUAGE sql VOLATILE AS $f$
WITH k AS (SELECT t.workspace FROM talent_keys t WHERE t.key_fp = p_key),
     h AS (SELECT meter, sum(cost)::bigint AS n FROM talent_holds
           WHERE talent_holds.workspace = (SELECT k.workspace FROM k)
             AND (expires_ms >= talent_now_ms() OR base_used IS NOT NULL) GROUP BY meter)
SELECT talent_now_ms(), pg_is_in_recovery(), current_setting('server_version'),
       coalesce((SELECT s.ssl FROM pg_stat_ssl s WHERE s.pid = pg_backend_pid()), false),
       (SELECT value FROM talent_meta WHERE name = 'schema'),
       (SELECT value FROM talent_meta WHERE name = 'compat'),
       (SELECT k.workspace FROM k),
       u.unlocks_used, u.unlocks_limit, u.searches_used, u.searches_limit, u.messages_used, u.messages_limit,
       u.cycle_ends, u.read_ms,
       coalesce((SELECT n FROM h WHERE meter = 'unlocks'), 0),
       coalesce((SELECT n FROM h WHERE meter = 'searches'), 0),
       coalesce((SELECT n FROM h WHERE meter = 'messages'), 0)
FROM (SELECT 1) AS one LEFT JOIN talent_usage u ON u.workspace = (SELECT k.workspace FROM k)
$f$;

ALTER FUNCTION talent_reserve_run(text, text, bigint, text, bigint, bigint, bigint, text, bigint, text) SET lock_timeout = '5s';
ALTER FUNCTION talent_settle_read(bigint, boolean, text, text, text, bigint, text, text, bigint) SET lock_timeout = '5s';
"#,
];

/// What went wrong talking to the database.
#[derive(Debug, Clone)]
pub(super) enum Fail {
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
            None if e.is_closed() => Fail::Away(CLOSED.into()),
            None => Fail::Away(e.to_string()),
        }
    }
}

/// Whether `fail` says the connection itself ended (closed, or the
/// server's FATAL for a terminated, idle-timed-out or shut-down session),
/// rather than the database being unreachable or refusing the act.
fn lost_connection(fail: &Fail) -> bool {
    match fail {
        Fail::Away(why) => why == CLOSED,
        Fail::Db(_, Some(code)) => [
            SqlState::ADMIN_SHUTDOWN,
            SqlState::CRASH_SHUTDOWN,
            SqlState::IDLE_SESSION_TIMEOUT,
            SqlState::IDLE_IN_TRANSACTION_SESSION_TIMEOUT,
        ]
        .contains(code),
        Fail::Db(_, None) => false,
    }
}

/// Why an act failed when its connection had closed.
const CLOSED: &str = "the connection was closed";

/// A statement's parameter with its PostgreSQL type, so every statement
/// goes out as one unnamed Parse/Bind/Execute/Sync flight (tokio-postgres'
/// `query_typed`): no named prepared statement that a transaction-mode
/// pooler would hand to another session, and no separate prepare round trip.
pub(super) trait Param: Sync {
    fn sql(&self) -> &(dyn ToSql + Sync);
    fn ty(&self) -> Type;
}

macro_rules! param {
    ($t:ty, $ty:expr) => {
        impl Param for $t {
            fn sql(&self) -> &(dyn ToSql + Sync) {
                self
            }
            fn ty(&self) -> Type {
                $ty
            }
        }
    };
}
param!(String, Type::TEXT);
param!(&str, Type::TEXT);
param!(Option<String>, Type::TEXT);
param!(i64, Type::INT8);
param!(i32, Type::INT4);
param!(bool, Type::BOOL);
param!(Vec<String>, Type::TEXT_ARRAY);
param!(Vec<i32>, Type::INT4_ARRAY);

fn typed<'a>(params: &'a [&'a dyn Param]) -> Vec<(&'a (dyn ToSql + Sync), Type)> {
    params.iter().map(|p| (p.sql(), p.ty())).collect()
}

/// The client's statements, each one round trip (see [`Param`]).
pub(super) trait Typed {
    async fn q(&self, sql: &str, params: &[&dyn Param]) -> std::result::Result<Vec<Row>, PgError>;
    async fn qopt(
        &self,
        sql: &str,
        params: &[&dyn Param],
    ) -> std::result::Result<Option<Row>, PgError>;
    async fn q1(&self, sql: &str, params: &[&dyn Param]) -> std::result::Result<Row, PgError>;
    async fn ex(&self, sql: &str, params: &[&dyn Param]) -> std::result::Result<u64, PgError>;
}

impl Typed for Client {
    async fn q(&self, sql: &str, params: &[&dyn Param]) -> std::result::Result<Vec<Row>, PgError> {
        self.query_typed(sql, &typed(params)).await
    }
    async fn qopt(
        &self,
        sql: &str,
        params: &[&dyn Param],
    ) -> std::result::Result<Option<Row>, PgError> {
        self.query_typed_opt(sql, &typed(params)).await
    }
    async fn q1(&self, sql: &str, params: &[&dyn Param]) -> std::result::Result<Row, PgError> {
        self.query_typed_one(sql, &typed(params)).await
    }
    async fn ex(&self, sql: &str, params: &[&dyn Param]) -> std::result::Result<u64, PgError> {
        self.execute_typed(sql, &typed(params)).await
    }
}

type Job = Box<
    dyn FnOnce(std::result::Result<Arc<Client>, Fail>) -> Pin<Box<dyn Future<Output = ()>>> + Send,
>;

/// One act on the connection, its answer's type erased (see `call_act`).
type Act = Box<
    dyn FnOnce(
            Arc<Client>,
        )
            -> Pin<Box<dyn Future<Output = std::result::Result<Box<dyn Any + Send>, Fail>>>>
        + Send,
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
    /// Why the database, reached, cannot be used (it refused the login or
    /// an act: a wrong password, a role that may not write, a schema too
    /// new, a lock held elsewhere past the timeout): the run then goes on
    /// as while it is away, as the mode says.
    failing: Mutex<Option<(String, Option<String>)>>,
    /// The connect succeeded (later losses are found by the calls).
    reached: std::sync::atomic::AtomicBool,
    /// An act went through on the database: a connection lost after it is
    /// made again once before the database is judged away.
    served: std::sync::atomic::AtomicBool,
    /// Tells the worker to connect afresh before the next job.
    fresh: Arc<std::sync::atomic::AtomicBool>,
    mode: Mode,
    /// The machine's ledger file (checkpoints; `prefer`'s stand-in).
    local: Arc<SqliteStore>,
    /// A stand-in that shares nothing (`required` while away).
    private: Arc<dyn Store>,
    /// Holds the stand-in made (its ids are its own, not the database's).
    standin_holds: Mutex<std::collections::HashSet<i64>>,
    /// What the connect found (schema, server, TLS), for `doctor`.
    info: Arc<Mutex<ConnInfo>>,
    /// This run's id: its holds and claims are its own by this, not by a
    /// database session (a pooler shares sessions between runs).
    run: String,
    /// How long a hold or claim lasts past the run's last act, ms.
    lease_ms: i64,
    /// Holds and claims this run has live on the database (renewed while
    /// the run waits).
    live: Arc<AtomicI64>,
    /// What the run's acts learned (see [`Prefetch`]).
    pre: Arc<Mutex<Prefetch>>,
    /// A snapshot to write with the run's next act.
    snap_write: Mutex<Option<SnapWrite>>,
    /// Settles the database refused for now (a lock held elsewhere, a
    /// timeout): (hold id, spent, audit line), written later.
    pending: Mutex<Vec<(i64, bool, AuditRow)>>,
}

impl Drop for PgStore {
    /// The run's end: settles still pending are tried once more, and what
    /// the database still refuses is kept in this machine's file, written
    /// back by the next run (its hold lapses within a lease term).
    fn drop(&mut self) {
        self.flush_snapshot();
        self.flush_settles();
        let left = std::mem::take(&mut *self.pending.lock().unwrap_or_else(|e| e.into_inner()));
        for (id, spent, row) in left {
            let _ = self.keep_settle(id, spent, &row);
        }
    }
}

/// What connecting learned.
#[derive(Debug, Clone, Default)]
pub struct ConnInfo {
    pub server_version: String,
    pub schema: i64,
    pub tls: bool,
    pub connect_ms: u128,
    /// One round trip to the database (the greeting's), ms.
    pub rtt_ms: i64,
}

pub(super) fn away_line(target: &PgTarget, why: &str) -> String {
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
    /// `lease` is how long a hold outlives its run's last act (a run killed
    /// with kill -9 stops holding within it).
    pub fn start(
        target: PgTarget,
        mode: Mode,
        local: Arc<SqliteStore>,
        lease: Duration,
    ) -> Result<PgStore> {
        let private: Arc<dyn Store> = Arc::new(SqliteStore::in_memory()?);
        let tls = tls_connector(&target)?;
        let (tx, rx) = mpsc::channel::<Job>();
        let offset_ms = Arc::new(AtomicI64::new(0));
        let info = Arc::new(Mutex::new(ConnInfo::default()));
        let t = target.clone();
        let (off, inf) = (Arc::clone(&offset_ms), Arc::clone(&info));
        let run = format!("{:016x}{:016x}", fastrand::u64(..), fastrand::u64(..));
        let lease_ms = (lease.as_millis().min(i64::MAX as u128) as i64).max(MIN_LEASE_MS);
        let live = Arc::new(AtomicI64::new(0));
        let fresh = Arc::new(std::sync::atomic::AtomicBool::new(false));
        let pre = Arc::new(Mutex::new(Prefetch::default()));
        let pre_w = Arc::clone(&pre);
        let renew = Renew {
            run: run.clone(),
            lease_ms,
            live: Arc::clone(&live),
            fresh: Arc::clone(&fresh),
        };
        std::thread::Builder::new()
            .name("talent-ledger".into())
            .spawn(move || run_worker(t, tls, rx, off, inf, renew, pre_w))
            .map_err(|e| Error::failure(format!("cannot start the ledger's thread: {e}")))?;
        Ok(PgStore {
            target,
            worker: Worker {
                jobs: Mutex::new(Some(tx)),
            },
            offset_ms,
            away: Mutex::new(None),
            failing: Mutex::new(None),
            reached: std::sync::atomic::AtomicBool::new(false),
            served: std::sync::atomic::AtomicBool::new(false),
            fresh,
            mode,
            local,
            private,
            standin_holds: Mutex::new(std::collections::HashSet::new()),
            info,
            run,
            lease_ms,
            live,
            pre,
            pending: Mutex::new(Vec::new()),
            snap_write: Mutex::new(None),
        })
    }

    pub(super) fn target(&self) -> &PgTarget {
        &self.target
    }

    /// This run's id when it has holds or claims to renew (an act renews
    /// them at no extra round trip), else none (nothing to update).
    fn run_if_live(&self) -> Option<String> {
        (self.live.load(Ordering::Relaxed) > 0).then(|| self.run.clone())
    }

    /// What the run already learned (see [`Prefetch`]), asked before any
    /// act: a value known costs no round trip (and sends nothing pending).
    /// Nothing is known while the database is away.
    fn known<T>(&self, f: impl FnOnce(&Prefetch) -> Option<T>) -> Option<T> {
        if self.is_away() {
            return None;
        }
        f(&self.pre.lock().unwrap_or_else(|e| e.into_inner()))
    }

    fn known_workspace(&self, key: &str) -> Option<Option<String>> {
        self.known(|p| {
            p.workspace
                .as_ref()
                .filter(|(k, _)| k == key)
                .map(|(_, ws)| ws.clone())
        })
    }

    fn known_snapshot(&self, workspace: &str) -> Option<Snapshot> {
        self.known(|p| {
            p.snap
                .as_ref()
                .filter(|(w, _)| w == workspace)
                .map(|(_, s)| s.clone())
        })
    }

    fn known_held(&self, workspace: &str, meter: &str) -> Option<i64> {
        self.known(|p| {
            p.snap
                .as_ref()
                .filter(|(w, _)| w == workspace)
                .and_then(|_| p.held.get(meter).copied())
        })
    }

    /// The settle statement itself (see [`Store::settle`]).
    fn settle_call(
        &self,
        id: i64,
        spent: bool,
        row: &AuditRow,
    ) -> std::result::Result<Option<Snapshot>, Fail> {
        let r = row.clone();
        let pre = Arc::clone(&self.pre);
        self.call(move |c| async move {
            let after = c
                .qopt(
                    "SELECT * FROM talent_settle_read($1, $2, $3, $4, $5, $6, $7, $8, $9)",
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
            let Some(row) = after else {
                return Ok(None);
            };
            let snap = snapshot_of(&row, 0);
            let mut p = pre.lock().unwrap_or_else(|e| e.into_inner());
            if p.snap.as_ref().is_some_and(|(w, _)| *w != r.workspace) {
                p.held.clear();
            }
            p.snap = Some((r.workspace.clone(), snap.clone()));
            p.held.insert(r.meter.clone(), row.get(8));
            Ok(Some(snap))
        })
    }

    /// A settle while the database is away: this machine's file keeps it
    /// (noted for the write-back), in either mode.
    fn keep_settle(&self, id: i64, spent: bool, row: &AuditRow) -> Result<Option<Snapshot>> {
        self.ended_one();
        self.note_offline(&row.workspace, row.at_ms);
        self.local.settle(self.standin_id(id), spent, row)
    }

    /// Writes a snapshot no act has carried yet (its own round trip).
    fn flush_snapshot(&self) {
        let Some(w) = self
            .snap_write
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .take()
        else {
            return;
        };
        if self.is_away() {
            let _ = self
                .standin()
                .store_snapshot(&w.key, &w.workspace, &w.snap, w.started_ms);
            return;
        }
        let pre = Arc::clone(&self.pre);
        if let Err(Fail::Away(why)) =
            self.call(move |c| async move { write_snapshot(&c, &w, &pre).await.map(|_| ()) })
        {
            *self.away.lock().unwrap_or_else(|e| e.into_inner()) = Some(why);
        }
    }

    /// Tries the settles the database refused before, in order.
    fn flush_settles(&self) {
        let list = std::mem::take(&mut *self.pending.lock().unwrap_or_else(|e| e.into_inner()));
        for (id, spent, row) in list {
            if self.is_away() {
                let _ = self.keep_settle(id, spent, &row);
                continue;
            }
            match self.settle_call(id, spent, &row) {
                Ok(_) => self.ended_one(),
                Err(Fail::Away(why)) => {
                    *self.away.lock().unwrap_or_else(|e| e.into_inner()) = Some(why);
                    let _ = self.keep_settle(id, spent, &row);
                }
                Err(Fail::Db(..)) => self
                    .pending
                    .lock()
                    .unwrap_or_else(|e| e.into_inner())
                    .push((id, spent, row)),
            }
        }
    }

    /// A hold or claim of this run ended (settled, released, recorded).
    fn ended_one(&self) {
        let _ = self
            .live
            .fetch_update(Ordering::Relaxed, Ordering::Relaxed, |n| {
                Some((n - 1).max(0))
            });
    }

    pub(super) fn info(&self) -> ConnInfo {
        self.info.lock().unwrap_or_else(|e| e.into_inner()).clone()
    }

    /// Runs `f` on the connection's thread and waits for its answer. A
    /// connection that served this run and was then lost (a hosted
    /// database's idle timeout, a pooler's or an operator's kill, a
    /// serverless database gone to sleep) is connected afresh once and the
    /// act tried again before the database is judged away: a long session
    /// outlives its first connection, and nothing the ledger relies on
    /// lives in it (unnamed statements, holds and claims by run id).
    pub(super) fn call<T, F, Fut>(&self, f: F) -> std::result::Result<T, Fail>
    where
        T: Send + 'static,
        F: FnOnce(Arc<Client>) -> Fut + Clone + Send + 'static,
        Fut: Future<Output = std::result::Result<T, Fail>> + 'static,
    {
        let served = self.served.load(Ordering::Relaxed);
        let again = f.clone();
        match self.call_once(f, false) {
            Err(e) if served && lost_connection(&e) => {
                // The wait allows a cold start's longer connect.
                self.fresh.store(true, Ordering::Relaxed);
                self.call_once(again, true)
            }
            Ok(v) => {
                self.served.store(true, Ordering::Relaxed);
                Ok(v)
            }
            other => other,
        }
    }

    fn call_once<T, F, Fut>(&self, f: F, cold: bool) -> std::result::Result<T, Fail>
    where
        T: Send + 'static,
        F: FnOnce(Arc<Client>) -> Fut + Send + 'static,
        Fut: Future<Output = std::result::Result<T, Fail>> + 'static,
    {
        let act: Act = Box::new(move |c| {
            Box::pin(async move { f(c).await.map(|v| Box::new(v) as Box<dyn Any + Send>) })
        });
        self.call_act(act, cold).map(|answer| {
            *answer
                .downcast::<T>()
                .expect("an act answers with its own type")
        })
    }

    /// Sends one act to the connection's thread and waits for its answer.
    /// The answer crosses as `Box<dyn Any>`: one channel type for every
    /// act, not one per answer type (29 copies of the channel's code were
    /// 3 % of this crate's release build, issue 29).
    fn call_act(&self, act: Act, cold: bool) -> std::result::Result<Box<dyn Any + Send>, Fail> {
        let (tx, rx) = mpsc::sync_channel(1);
        let job: Job = Box::new(move |conn| {
            Box::pin(async move {
                let out = match conn {
                    Ok(c) => act(c).await,
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
        // The first call may wait for both connects (see `open`).
        let connects = if self.reached.load(Ordering::Relaxed) && !cold {
            1
        } else {
            1 + COLD_START_FACTOR
        };
        let patience =
            self.target.connect_timeout * connects + STATEMENT_TIMEOUT + Duration::from_secs(2);
        let r = rx.recv_timeout(patience);
        match r {
            Ok(out) => out,
            Err(_) => Err(Fail::Away(format!(
                "no answer within {}s",
                patience.as_secs()
            ))),
        }
    }

    /// Whether the database is known to be away or failing (without
    /// waiting).
    fn is_away(&self) -> bool {
        self.away
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .is_some()
            || self.failing().is_some()
    }

    fn failing(&self) -> Option<Error> {
        let (msg, hint) = self
            .failing
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .clone()?;
        let e = Error::failure(msg);
        Some(match hint {
            Some(h) => e.with_hint(h),
            None => e,
        })
    }

    /// Notes that the database answered an act with an error: from now on
    /// the run works on the stand-in, and says why.
    fn fail(&self, msg: &str, code: Option<&SqlState>) -> Error {
        let e = self.db_error(msg, code);
        self.failing
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .get_or_insert_with(|| (e.message.clone(), e.hint.clone()));
        e
    }

    /// The stand-in while away.
    fn standin(&self) -> &dyn Store {
        match self.mode {
            Mode::Prefer => self.local.as_ref(),
            Mode::Required => self.private.as_ref(),
        }
    }

    /// One act on the database, or on the stand-in when the database is
    /// (or just went) away.
    fn route<T, F, Fut>(&self, pg: F, standin: impl FnOnce(&dyn Store) -> Result<T>) -> Result<T>
    where
        T: Send + 'static,
        F: FnOnce(Arc<Client>) -> Fut + Clone + Send + 'static,
        Fut: Future<Output = std::result::Result<T, Fail>> + 'static,
    {
        if self.is_away() {
            return standin(self.standin());
        }
        self.flush_snapshot();
        if !self
            .pending
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .is_empty()
        {
            self.flush_settles();
        }
        match self.call(pg) {
            Ok(v) => Ok(v),
            Err(Fail::Away(why)) => {
                *self.away.lock().unwrap_or_else(|e| e.into_inner()) = Some(why);
                standin(self.standin())
            }
            // Reached but refusing: what spends nothing still runs, and a
            // spend is judged by the mode (the guard asks `away()`).
            Err(Fail::Db(msg, code)) => {
                self.fail(&msg, code.as_ref());
                standin(self.standin())
            }
        }
    }

    /// A record of what was sent (a settle, an unlock, an invite) in
    /// `workspace` at `at_ms`: while the database is away it goes to this
    /// machine's file in either mode, noted for the write-back, never to a
    /// stand-in that ends with the run.
    fn route_keep<T, F, Fut>(
        &self,
        workspace: &str,
        at_ms: i64,
        pg: F,
        keep: impl FnOnce(&dyn Store) -> Result<T>,
    ) -> Result<T>
    where
        T: Send + 'static,
        F: FnOnce(Arc<Client>) -> Fut + Clone + Send + 'static,
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
        self.note_offline(workspace, at_ms);
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

    pub(super) fn db_error(&self, msg: &str, code: Option<&SqlState>) -> Error {
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
            // talent names no statement; a pooler in statement mode splits
            // the migrations' one transaction across sessions.
            Some(c) if *c == SqlState::INVALID_SQL_STATEMENT_NAME || *c == SqlState::INVALID_TRANSACTION_STATE => Error::failure(format!(
                "the team ledger {} lost its transaction between two statements ({msg}): a pooler in statement mode?",
                self.target.shown()
            ))
            .with_hint("connect directly, or through a pool in session or transaction mode (Supabase's port 6543, Neon's -pooler host)"),
            Some(c) if *c == SqlState::INSUFFICIENT_PRIVILEGE => e.with_hint(
                "run `talent ledger migrate` once with a role that can create tables, and grant this role SELECT, INSERT, UPDATE, DELETE on talent's tables, USAGE on its sequences and EXECUTE on its functions (the README's Teams section)",
            ),
            Some(c) if *c == SqlState::UNDEFINED_TABLE || *c == SqlState::UNDEFINED_FUNCTION => e.with_hint(
                "run `talent ledger migrate` once with a role that can create tables (see the README's Teams section)",
            ),
            Some(c) if *c == SqlState::INVALID_PASSWORD || *c == SqlState::INVALID_AUTHORIZATION_SPECIFICATION => e.with_hint(
                "check the user and the password (TALENT_LEDGER_URL, PGPASSWORD or ~/.pgpass) and that the server lets this user in",
            ),
            // A lock held elsewhere past the statement timeout: say who
            // holds one of talent's (an open transaction in psql, say).
            Some(c) if *c == SqlState::QUERY_CANCELED || *c == SqlState::LOCK_NOT_AVAILABLE => {
                let who = self.lock_holders();
                Error::failure(format!(
                    "the team ledger {} waited {} s for a lock held elsewhere{} and gave up",
                    self.target.shown(),
                    STATEMENT_TIMEOUT.as_secs(),
                    match &who {
                        Some(w) => format!(" (by {w})"),
                        None => String::new(),
                    }
                ))
                .with_hint(match who {
                    Some(_) => "end that session's transaction (or, as the database's admin, `SELECT pg_terminate_backend(PID)`), then run again",
                    None => "a session holds a lock on talent's tables in an open transaction: find it in pg_stat_activity (state 'idle in transaction'), end it, then run again",
                })
            }
            // A table of talent's name with other columns: made by something
            // else and adopted (`ledger migrate` names it).
            Some(c) if *c == SqlState::UNDEFINED_COLUMN
                || ((*c == SqlState::NOT_NULL_VIOLATION || *c == SqlState::DATATYPE_MISMATCH)
                    && msg.contains("talent_")) =>
            {
                e.with_hint("a table of talent's name in this database is not talent's: `talent ledger migrate` names it")
            }
            Some(c) if *c == SqlState::DUPLICATE_TABLE => e.with_hint(
                "rename or drop those tables (they are not talent's), or give talent a database (or search_path schema) of its own; then `talent ledger migrate`",
            ),
            _ => e,
        }
    }

    /// Who holds one of talent's locks, as people read it (after a
    /// statement timeout).
    fn lock_holders(&self) -> Option<String> {
        self.call(|c| async move { Ok(super::pg_checks::lock_holders(&c).await?) })
            .ok()
            .filter(|s| !s.is_empty())
    }

    /// The local file's notes of records kept while this team ledger was
    /// away, one per workspace (`PREFIX` + workspace): when the first was
    /// kept, until they are written back.
    pub(super) fn offline_prefix(&self) -> String {
        format!("team_offline:{}:ws:", self.target.shown())
    }

    /// Notes (once, until written back) that this machine's file keeps a
    /// record of `workspace` from `at_ms` the team ledger has not seen. The
    /// file gets its id now, so the lines it keeps are known by one name
    /// to the write-back and to any later `ledger import` of the file.
    pub(super) fn note_offline(&self, workspace: &str, at_ms: i64) {
        let file = self.local.as_ref();
        let _ = file.ledger_id();
        let key = format!("{}{workspace}", self.offline_prefix());
        let _ = file.set_meta_earliest(&key, at_ms.min(crate::clock::now_ms()));
    }

    /// Waits for the connect (and the schema check) and says whether the
    /// database can be used: `Ok(())`, or why not.
    pub(super) fn connected(&self) -> Result<()> {
        if let Some(why) = self.away.lock().unwrap_or_else(|e| e.into_inner()).clone() {
            return Err(Error::failure(away_line(&self.target, &why)));
        }
        if let Some(e) = self.failing() {
            return Err(e);
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
            Err(Fail::Db(msg, code)) => Err(self.fail(&msg, code.as_ref())),
        }
    }

    /// A statement on the database alone (team administration): no
    /// stand-in.
    pub(super) fn direct<T, F, Fut>(&self, f: F) -> Result<T>
    where
        T: Send + 'static,
        F: FnOnce(Arc<Client>) -> Fut + Clone + Send + 'static,
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

    /// The machine's ledger file beside the database.
    pub(super) fn local(&self) -> &SqliteStore {
        &self.local
    }

    /// The same file, shared (export checkpoints stay on this machine).
    pub(crate) fn local_file(&self) -> Arc<SqliteStore> {
        Arc::clone(&self.local)
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

pub(super) async fn import_tx(c: &Client, b: &ImportBatch) -> std::result::Result<Imported, Fail> {
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
    for (card, at) in paid_unlocks(&b.unlocks, &b.spends) {
        u += c
            .ex(
                "INSERT INTO talent_unlocked (workspace, talent_card_id, member, at_ms) VALUES ($1, $2, $3, $4)
                 ON CONFLICT DO NOTHING",
                &[&b.workspace, &card, &b.member, &at],
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

/// Tables of talent's names that talent did not make, as the refusal that
/// names them (`None` when every such table is talent's).
async fn foreign(c: &Client) -> std::result::Result<Option<Fail>, Fail> {
    let foreign = super::pg_checks::foreign_tables(c).await?;
    if foreign.is_empty() {
        return Ok(None);
    }
    Ok(Some(Fail::Db(
        format!(
            "it holds {} of talent's name{} that talent did not make: {}",
            if foreign.len() == 1 {
                "a table"
            } else {
                "tables"
            },
            if foreign.len() == 1 { "" } else { "s" },
            foreign.join("; ")
        ),
        Some(SqlState::DUPLICATE_TABLE),
    )))
}

/// Brings the schema up to this version. With `create` false (first use by
/// a run) a current schema is only read, so a least-privilege role works.
pub(super) async fn migrate(c: &Client, create: bool) -> std::result::Result<(i64, i64), Fail> {
    let read = || async {
        let exists = c
            .q1("SELECT to_regclass('talent_meta') IS NOT NULL", &[])
            .await?
            .get::<_, bool>(0);
        if !exists {
            return Ok::<_, Fail>((0, 0));
        }
        let rows = c
            .q(
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
    // Before creating (`CREATE TABLE IF NOT EXISTS` would adopt a table of
    // the same name made by something else) and when asked to migrate,
    // tables of talent's names must be talent's.
    if version == 0 || create {
        if let Some(fail) = foreign(c).await? {
            return Err(fail);
        }
    }
    if version >= PG_SCHEMA_VERSION {
        return Ok((version, version));
    }
    in_transaction(c, async {
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
            c.ex(
                "INSERT INTO talent_meta (name, value) VALUES ('schema', $1), ('compat', $2)
                 ON CONFLICT (name) DO UPDATE SET value = excluded.value",
                &[&PG_SCHEMA_VERSION.to_string(), &PG_COMPAT.to_string()],
            )
            .await?;
        }
        Ok::<_, Fail>((version, version.max(PG_SCHEMA_VERSION)))
    })
    .await
}

/// Runs `body` between `BEGIN` and `COMMIT`; a failure rolls back and is
/// returned. The body is built by the caller but runs only once the
/// transaction has begun (a future does nothing until polled).
pub(super) async fn in_transaction<T>(
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

fn tls_connector(target: &PgTarget) -> Result<Option<super::pg_tls::MakeRustls>> {
    if target.tls == Tls::Disable {
        return Ok(None);
    }
    // The platform's roots are loaded only if the file's do not vouch for the server.
    let file = match &target.ca_file {
        Some(path) => Some(Arc::new(crate::api::tls::der_roots(path)?)),
        None => None,
    };
    let config = crate::api::tls::client_config(crate::api::tls::Trust::new(file));
    Ok(Some(super::pg_tls::MakeRustls::new(config)))
}

async fn connect(
    target: &PgTarget,
    tls: &Option<super::pg_tls::MakeRustls>,
    offset: &AtomicI64,
    info: &Mutex<ConnInfo>,
    pre: &Mutex<Prefetch>,
) -> std::result::Result<Arc<Client>, Fail> {
    let started = std::time::Instant::now();
    let mut cfg = tokio_postgres::Config::new();
    cfg.host(&target.host)
        .port(target.port)
        .user(&target.user)
        .dbname(&target.dbname)
        .application_name("talent")
        .connect_timeout(target.connect_timeout)
        .channel_binding(target.channel_binding)
        .keepalives(true);
    if let Some(p) = target.resolve_password() {
        use secrecy::ExposeSecret;
        cfg.password(p.expose_secret().as_bytes());
    }
    // A serverless database asleep (Neon, Supabase's paused projects) may
    // take longer to wake than the timeout: a connect that outlasts it is
    // tried once more with a longer one (a refusal is never retried).
    let timeout = target.connect_timeout;
    let client = match open(&mut cfg, target, tls, timeout).await {
        Err(Fail::Away(why)) if why.starts_with(NO_CONNECTION) => {
            open(&mut cfg, target, tls, timeout * COLD_START_FACTOR).await?
        }
        other => other?,
    };
    // No session set-up: one call reads the clock, the server and the schema
    // (an older schema has no talent_hello: read it the long way, and migrate).
    let key = pre.lock().unwrap_or_else(|e| e.into_inner()).key.clone();
    let before = crate::clock::now_ms();
    let hello = client.qopt("SELECT * FROM talent_hello($1)", &[&key]).await;
    let after = crate::clock::now_ms();
    let (db_ms, recovery, version, ssl, schema) = match hello {
        Ok(Some(row)) => {
            let num = |i: usize| {
                row.get::<_, Option<String>>(i)
                    .and_then(|v| v.parse::<i64>().ok())
                    .unwrap_or(0)
            };
            if let Some(k) = key {
                let ws: Option<String> = row.get(6);
                let mut p = pre.lock().unwrap_or_else(|e| e.into_inner());
                if let (Some(w), Some(_)) = (&ws, row.get::<_, Option<i64>>(7)) {
                    p.snap = Some((w.clone(), snapshot_of(&row, 7)));
                    for (i, m) in ["unlocks", "searches", "messages"].iter().enumerate() {
                        p.held.insert(m.to_string(), row.get(15 + i));
                    }
                }
                p.workspace = Some((k, ws));
            }
            (
                row.get::<_, i64>(0),
                row.get(1),
                row.get(2),
                row.get(3),
                Some((num(4), num(5))),
            )
        }
        Ok(None) => return Err(Fail::Db("talent_hello() returned no row".into(), None)),
        Err(e) if e.code() == Some(&SqlState::UNDEFINED_FUNCTION) => {
            let before = crate::clock::now_ms();
            let row = client
                .q1(
                    "SELECT (extract(epoch FROM clock_timestamp()) * 1000)::bigint, pg_is_in_recovery(),
                            current_setting('server_version'),
                            coalesce((SELECT ssl FROM pg_stat_ssl WHERE pid = pg_backend_pid()), false)",
                    &[],
                )
                .await?;
            let after = crate::clock::now_ms();
            offset.store(
                row.get::<_, i64>(0) - (before + after) / 2,
                Ordering::Relaxed,
            );
            (
                row.get::<_, i64>(0),
                row.get(1),
                row.get(2),
                row.get(3),
                None,
            )
        }
        // A table of talent's name that is not talent's (the greeting
        // reads them): named, as `ledger migrate` names it.
        Err(e)
            if e.code() == Some(&SqlState::UNDEFINED_COLUMN)
                || e.code() == Some(&SqlState::UNDEFINED_TABLE) =>
        {
            return Err(foreign(&client).await?.unwrap_or_else(|| e.into()));
        }
        Err(e) => return Err(e.into()),
    };
    if schema.is_some() {
        offset.store(db_ms - (before + after) / 2, Ordering::Relaxed);
    }
    if recovery {
        return Err(Fail::Db(
            "it is a read-only replica (in recovery)".into(),
            Some(SqlState::READ_ONLY_SQL_TRANSACTION),
        ));
    }
    let schema = match schema {
        Some((v, compat)) if v >= PG_SCHEMA_VERSION && compat <= PG_SCHEMA_VERSION => v,
        _ => migrate(&client, false).await?.1,
    };
    let mut i = info.lock().unwrap_or_else(|e| e.into_inner());
    i.server_version = version;
    i.rtt_ms = after - before;
    i.tls = ssl;
    i.schema = schema;
    i.connect_ms = started.elapsed().as_millis();
    Ok(Arc::new(client))
}

/// How a connect that outlasted its timeout is said (and known to retry).
const NO_CONNECTION: &str = "no connection within";

/// The second connect's timeout, in multiples of the first.
const COLD_START_FACTOR: u32 = 3;

/// One connect within `timeout`; its connection is driven on this thread.
async fn open(
    cfg: &mut tokio_postgres::Config,
    target: &PgTarget,
    tls: &Option<super::pg_tls::MakeRustls>,
    timeout: Duration,
) -> std::result::Result<Client, Fail> {
    cfg.connect_timeout(timeout);
    let late = |_| Fail::Away(format!("{NO_CONNECTION} {}s", timeout.as_secs()));
    match tls {
        None => {
            cfg.ssl_mode(tokio_postgres::config::SslMode::Disable);
            let (client, conn) = tokio::time::timeout(timeout, cfg.connect(tokio_postgres::NoTls))
                .await
                .map_err(late)?
                .map_err(connect_fail)?;
            tokio::task::spawn_local(async move {
                let _ = conn.await;
            });
            Ok(client)
        }
        Some(tls) => {
            cfg.ssl_mode(if target.tls == Tls::Prefer {
                tokio_postgres::config::SslMode::Prefer
            } else {
                tokio_postgres::config::SslMode::Require
            });
            let (client, conn) = tokio::time::timeout(timeout, cfg.connect(tls.clone()))
                .await
                .map_err(late)?
                .map_err(connect_fail)?;
            tokio::task::spawn_local(async move {
                let _ = conn.await;
            });
            Ok(client)
        }
    }
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
    tls: Option<super::pg_tls::MakeRustls>,
    jobs: mpsc::Receiver<Job>,
    offset: Arc<AtomicI64>,
    info: Arc<Mutex<ConnInfo>>,
    renew: Renew,
    pre: Arc<Mutex<Prefetch>>,
) {
    let Ok(rt) = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
    else {
        return;
    };
    let local = tokio::task::LocalSet::new();
    let mut conn = local.block_on(&rt, connect(&target, &tls, &offset, &info, &pre));
    // A third of a lease without an act: renew what the run holds (a
    // light call), so a run that waits for a slot or retries keeps it.
    let every = Duration::from_millis((renew.lease_ms / 3).max(100) as u64);
    loop {
        let job = match jobs.recv_timeout(every) {
            Ok(job) => job,
            Err(mpsc::RecvTimeoutError::Timeout) => {
                if renew.live.load(Ordering::Relaxed) > 0 {
                    if let Ok(c) = &conn {
                        let (run, term) = (renew.run.clone(), renew.lease_ms);
                        let c = Arc::clone(c);
                        let _ = local.block_on(&rt, async move {
                            c.ex("SELECT talent_renew($1, $2)", &[&run, &term]).await
                        });
                    }
                }
                continue;
            }
            Err(mpsc::RecvTimeoutError::Disconnected) => break,
        };
        // A connection that dropped is made again once per call; a
        // database that stays away fails the call fast.
        let closed = match &conn {
            Ok(c) => c.is_closed(),
            Err(Fail::Away(_)) => true,
            Err(Fail::Db(..)) => false,
        };
        if closed || renew.fresh.swap(false, Ordering::Relaxed) {
            conn = local.block_on(&rt, connect(&target, &tls, &offset, &info, &pre));
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

    fn away(&self) -> Option<super::Away> {
        // Waits for the connect the first time.
        // A database that answered with an error (a wrong password, a
        // schema too new, a role that may not write) is judged as one that
        // is away: what spends nothing warns and runs (the CLI contract).
        match self.connected() {
            Ok(()) => None,
            Err(e) if self.is_away() => Some(super::Away {
                why: e,
                prefer: self.mode == Mode::Prefer,
            }),
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
        let (run, term) = (self.run_if_live(), self.lease_ms);
        self.route(
            move |c| async move {
                let wait: i64 = c
                    .q1(
                        "SELECT talent_admit_run($1, $2, $3, $4, $5, $6)",
                        &[&key_s, &classes, &limits, &span_ms, &run, &term],
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
                c.ex(
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
        if let Some(ws) = self.known_workspace(key) {
            return Ok(ws);
        }
        let k = key.to_string();
        let pre = Arc::clone(&self.pre);
        self.route(
            move |c| async move {
                let known = pre
                    .lock()
                    .unwrap_or_else(|e| e.into_inner())
                    .workspace
                    .clone();
                if let Some((key, ws)) = known.filter(|(key, _)| *key == k) {
                    let _ = key;
                    return Ok(ws);
                }
                Ok(
                    c.qopt("SELECT workspace FROM talent_keys WHERE key_fp = $1", &[&k])
                        .await?
                        .map(|r| r.get(0)),
                )
            },
            |s| s.workspace_of(key),
        )
    }

    fn snapshot(&self, workspace: &str) -> Result<Option<Snapshot>> {
        if let Some(snap) = self.known_snapshot(workspace) {
            return Ok(Some(snap));
        }
        let ws = workspace.to_string();
        let pre = Arc::clone(&self.pre);
        self.route(
            move |c| async move {
                let known = pre.lock().unwrap_or_else(|e| e.into_inner()).snap.clone();
                if let Some((_, snap)) = known.filter(|(w, _)| *w == ws) {
                    return Ok(Some(snap));
                }
                read_snapshot(&c, &ws).await
            },
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
        if self.is_away() {
            return self
                .standin()
                .store_snapshot(key, workspace, snap, started_ms);
        }
        // Written with the run's next act, in the same round trip (see
        // `reserve_admit`), or before any other act, or at the run's end.
        let w = SnapWrite {
            key: key.to_string(),
            workspace: workspace.to_string(),
            snap: snap.clone(),
            started_ms,
        };
        {
            let mut p = self.pre.lock().unwrap_or_else(|e| e.into_inner());
            p.workspace = Some((w.key.clone(), Some(w.workspace.clone())));
            if p.snap.as_ref().is_some_and(|(ws, _)| *ws != w.workspace) {
                p.held.clear();
            }
            p.snap = Some((w.workspace.clone(), w.snap.clone()));
        }
        *self.snap_write.lock().unwrap_or_else(|e| e.into_inner()) = Some(w);
        Ok(snap.clone())
    }

    fn held(&self, workspace: &str, meter: Meter) -> Result<i64> {
        if let Some(n) = self.known_held(workspace, crate::meter::words(meter).name) {
            return Ok(n);
        }
        let (ws, m) = (
            workspace.to_string(),
            crate::meter::words(meter).name.to_string(),
        );
        let pre = Arc::clone(&self.pre);
        self.route(
            move |c| async move {
                {
                    let p = pre.lock().unwrap_or_else(|e| e.into_inner());
                    if p.snap.as_ref().is_some_and(|(w, _)| *w == ws) {
                        if let Some(n) = p.held.get(&m) {
                            return Ok(*n);
                        }
                    }
                }
                // Live leases, and lapsed ones that may have spent ("maybe";
                // an older talent's lapsed hold is dropped by the next
                // reservation).
                Ok(c.q1(
                    "SELECT coalesce(sum(cost), 0)::bigint FROM talent_holds
                         WHERE workspace = $1 AND meter = $2
                           AND (expires_ms >= talent_now_ms() OR base_used IS NOT NULL)",
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
        let card: Option<String> = hold.card.map(str::to_string);
        let meter = hold.meter;
        let (run, term) = (self.run.clone(), self.lease_ms);
        let live = Arc::clone(&self.live);
        let held_m = Arc::clone(&self.pre);
        self.route(
            move |c| async move {
                let r = c
                    .q1(
                        "SELECT kind, hold_id, left_units, limit_units, cap, member_used
                         FROM talent_reserve_run($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)",
                        &[
                            &ws, &m, &cost, &member, &fb.used, &fb.limit, &expires, &run, &term,
                            &card,
                        ],
                    )
                    .await?;
                if r.get::<_, String>(0) == "held" {
                    live.fetch_add(1, Ordering::Relaxed);
                    // What this run knew of the meter's holds is one short now.
                    held_m
                        .lock()
                        .unwrap_or_else(|e| e.into_inner())
                        .held
                        .remove(&m);
                }
                let kind: String = r.get(0);
                let (left, limit): (i64, i64) = (
                    r.get::<_, Option<i64>>(2).unwrap_or(0),
                    r.get::<_, Option<i64>>(3).unwrap_or(0),
                );
                Ok(match kind.as_str() {
                    "held" => Held::Held {
                        id: r.get(1),
                        left,
                        limit,
                    },
                    "free" => Held::Free,
                    "busy" => Held::Busy { wait_ms: left },
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

    fn expect_key(&self, key: &str) {
        self.pre.lock().unwrap_or_else(|e| e.into_inner()).key = Some(key.to_string());
    }

    fn reserve_admit(
        &self,
        hold: &Hold<'_>,
        key: &str,
        slots: &[Slot],
        span_ms: i64,
    ) -> Result<(Held, Option<Admit>)> {
        let ws = hold.workspace.to_string();
        let m = crate::meter::words(hold.meter).name.to_string();
        let member = hold.member.to_string();
        let (cost, fb, expires) = (hold.cost, hold.fallback, hold.expires_ms);
        let card: Option<String> = hold.card.map(str::to_string);
        let meter = hold.meter;
        let (run, term) = (self.run.clone(), self.lease_ms);
        let live = Arc::clone(&self.live);
        let mut sorted: Vec<Slot> = slots.to_vec();
        sorted.sort_by(|a, b| a.class.cmp(b.class));
        let key_s = key.to_string();
        let classes: Vec<String> = sorted.iter().map(|s| s.class.to_string()).collect();
        let limits: Vec<i32> = sorted
            .iter()
            .map(|s| s.limit.min(i32::MAX as u32) as i32)
            .collect();
        // A snapshot just read goes out in the same round trip, pipelined
        // before the reservation (which then judges by it).
        let carried = if self.is_away() {
            None
        } else {
            self.snap_write
                .lock()
                .unwrap_or_else(|e| e.into_inner())
                .take()
        };
        let pre = Arc::clone(&self.pre);
        self.route(
            move |c| async move {
                let write = async {
                    match &carried {
                        Some(w) => write_snapshot(&c, w, &pre).await.map(Some),
                        None => Ok(None),
                    }
                };
                let params: [&dyn Param; 14] = [
                    &ws, &m, &cost, &member, &fb.used, &fb.limit, &expires, &run, &term, &card,
                    &key_s, &classes, &limits, &span_ms,
                ];
                let reserve = c
                    .q1(
                        "SELECT kind, hold_id, left_units, limit_units, cap, member_used, wait
                         FROM talent_reserve_admit($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)",
                        &params,
                    );
                let (written, r) = tokio::join!(write, reserve);
                let r = r?;
                // A snapshot that was not written is read again by a later
                // run; the run goes on with the service's figures.
                let _ = written;
                let kind: String = r.get(0);
                let (left, limit): (i64, i64) = (
                    r.get::<_, Option<i64>>(2).unwrap_or(0),
                    r.get::<_, Option<i64>>(3).unwrap_or(0),
                );
                let wait: Option<i64> = r.get(6);
                Ok(match kind.as_str() {
                    "held" => {
                        live.fetch_add(1, Ordering::Relaxed);
                        pre.lock().unwrap_or_else(|e| e.into_inner()).held.remove(&m);
                        (
                            Held::Held {
                                id: r.get(1),
                                left,
                                limit,
                            },
                            wait.map(|w| if w <= 0 { Admit::Go } else { Admit::Wait(w) }),
                        )
                    }
                    "free" => (Held::Free, None),
                    "busy" => (Held::Busy { wait_ms: left }, None),
                    "allowance" => (
                        Held::Allowance {
                            member,
                            meter,
                            cap: r.get(4),
                            used: r.get(5),
                        },
                        None,
                    ),
                    _ => (Held::Short { left, limit }, None),
                })
            },
            |s| {
                let out = s.reserve_admit(hold, key, slots, span_ms)?;
                if let Held::Held { id, .. } = &out.0 {
                    self.standin_holds
                        .lock()
                        .unwrap_or_else(|e| e.into_inner())
                        .insert(*id);
                }
                Ok(out)
            },
        )
    }

    fn settle(&self, id: i64, spent: bool, row: &AuditRow) -> Result<Option<Snapshot>> {
        self.flush_settles();
        if self.is_away() {
            return self.keep_settle(id, spent, row);
        }
        match self.settle_call(id, spent, row) {
            Ok(v) => {
                self.ended_one();
                Ok(v)
            }
            Err(Fail::Away(why)) => {
                *self.away.lock().unwrap_or_else(|e| e.into_inner()) = Some(why);
                self.keep_settle(id, spent, row)
            }
            // Kept, never dropped: the hold stays (renewed) so no run spends
            // past it, and the settle is tried again before this run's next
            // act and at its end (then kept in this machine's file).
            Err(Fail::Db(msg, _)) => {
                self.pending
                    .lock()
                    .unwrap_or_else(|e| e.into_inner())
                    .push((id, spent, row.clone()));
                Err(Error::failure(format!(
                    "the team ledger {} did not take it now ({msg}); this run keeps its hold and writes it when the database answers",
                    self.target.shown()
                )))
            }
        }
    }

    fn release(&self, id: i64) -> Result<()> {
        self.ended_one();
        self.pre
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .held
            .clear();
        let delete = move |c: Arc<Client>| async move {
            c.ex("DELETE FROM talent_holds WHERE id = $1", &[&id])
                .await?;
            Ok(())
        };
        // A hold the database made, released after it refused some other
        // act (a lock held elsewhere): it still takes this delete.
        let standin = self.standin_id(id);
        let gone = self
            .away
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .is_some();
        if standin < 0 && !gone && self.failing().is_some() {
            return match self.call(delete) {
                Ok(()) | Err(Fail::Away(_)) => Ok(()),
                Err(Fail::Db(msg, code)) => Err(self.db_error(&msg, code.as_ref())),
            };
        }
        self.route(delete, |s| s.release(standin))
    }

    fn is_unlocked(&self, workspace: &str, card: &str) -> Result<bool> {
        Ok(self.unlocked_by(workspace, card)?.is_some())
    }

    fn unlocked_by(&self, workspace: &str, card: &str) -> Result<Option<UnlockedBy>> {
        let (ws, cd) = (workspace.to_string(), card.to_string());
        self.route(
            move |c| async move {
                Ok(c
                    .qopt(
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

    fn mark_unlocked_by(&self, workspace: &str, card: &str, member: &str) -> Result<()> {
        let (ws, cd, m) = (workspace.to_string(), card.to_string(), member.to_string());
        self.route_keep(
            workspace,
            crate::clock::now_ms(),
            move |c| async move {
                c.ex(
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
                    .qopt(
                        "SELECT at_ms FROM talent_invites WHERE workspace = $1 AND job_id = $2 AND candidate_id = $3 AND kind = $4",
                        &[&ws, &j, &cd, &k],
                    )
                    .await?
                    .map(|r| r.get(0)))
            },
            |s| s.invited_at(workspace, job, card, kind),
        )
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
            workspace,
            crate::clock::now_ms(),
            move |c| async move {
                c.ex(
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
                    .q(
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
                Ok(c.qopt(
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
        let (run, term) = (self.run.clone(), self.lease_ms);
        let live = Arc::clone(&self.live);
        self.route(
            move |c| async move {
                let r = c
                    .q1(
                        "SELECT state, command, request, result, member, at_ms
                         FROM talent_claim_run($1, $2, $3, $4, $5, $6, $7)",
                        &[&o, &k, &cmd, &req, &m, &run, &term],
                    )
                    .await?;
                let state: String = r.get(0);
                if state == "mine" {
                    live.fetch_add(1, Ordering::Relaxed);
                }
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
        let (o, k, run) = (owner.to_string(), key.to_string(), self.run.clone());
        self.ended_one();
        self.route(
            move |c| async move {
                c.ex(
                    "DELETE FROM talent_idempotency WHERE owner = $1 AND key = $2 AND result IS NULL AND claim_run = $3",
                    &[&o, &k, &run],
                )
                .await?;
                Ok(())
            },
            |s| s.release_idempotent(owner, key),
        )
    }

    fn record_idempotent(&self, owner: &str, key: &str, rec: &Recorded) -> Result<()> {
        let (o, k, r) = (owner.to_string(), key.to_string(), rec.clone());
        self.ended_one();
        self.route(
            move |c| async move {
                c.ex(
                    "INSERT INTO talent_idempotency (owner, key, command, request, result, member, at_ms)
                     VALUES ($1, $2, $3, $4, $5, '', $6)
                     ON CONFLICT (owner, key) DO UPDATE SET command = excluded.command,
                       request = excluded.request, result = excluded.result, at_ms = excluded.at_ms,
                       claim_pid = NULL, claim_start = NULL, claim_run = NULL, claim_until = NULL",
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
                Ok(c.qopt(
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
                c.ex(
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

    fn webhook_done(&self, id: &str, since_ms: i64) -> Result<Option<i64>> {
        let i = id.to_string();
        self.route(
            move |c| async move {
                Ok(c.qopt(
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
                c.ex(
                    "INSERT INTO talent_webhook_done (id, done_ms) VALUES ($1, talent_now_ms())
                     ON CONFLICT (id) DO UPDATE SET done_ms = excluded.done_ms",
                    &[&i],
                )
                .await?;
                c.ex(
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
                    .q(
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

    /// The whole team ledger (every workspace; `ledger prune` on a team
    /// ledger prunes one with `prune_workspace`), and this machine's file.
    fn prune(&self, audit_before_ms: i64, sends_before_ms: i64) -> Result<usize> {
        let local = self.local.prune(audit_before_ms, sends_before_ms)?;
        let n = self.direct(move |c| async move {
            let row = c
                .q1(
                    "WITH a AS (DELETE FROM talent_spends WHERE at_ms < $1 RETURNING 1),
                          s AS (DELETE FROM talent_sends WHERE at_ms < $2 RETURNING 1),
                          b AS (DELETE FROM talent_blocks WHERE until_ms < talent_now_ms() RETURNING 1),
                          h AS (DELETE FROM talent_holds WHERE expires_ms < talent_now_ms() AND base_used IS NULL
                                RETURNING 1),
                          i AS (DELETE FROM talent_idempotency WHERE at_ms < $1 AND result IS NOT NULL RETURNING 1)
                     SELECT (SELECT count(*) FROM a) + (SELECT count(*) FROM s) + (SELECT count(*) FROM b)
                          + (SELECT count(*) FROM h) + (SELECT count(*) FROM i)",
                    &[&audit_before_ms, &sends_before_ms],
                )
                .await?;
            Ok(row.get::<_, i64>(0))
        })?;
        Ok(local + usize::try_from(n).unwrap_or(0))
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
                    .q1(&format!("SELECT count(*) FROM {table}"), &[])
                    .await?
                    .get(0);
                out.push((table, n));
            }
            Ok(out)
        })
    }
}

/// A usage snapshot read from the service, to be written to the ledger.
#[derive(Debug, Clone)]
struct SnapWrite {
    key: String,
    workspace: String,
    snap: Snapshot,
    started_ms: i64,
}

/// Writes `w` in one statement: the key's workspace and the usage row (a
/// spend recorded after the read started is not undone), returned as
/// stored with the workspace's live holds per meter.
async fn write_snapshot(
    c: &Client,
    w: &SnapWrite,
    pre: &Mutex<Prefetch>,
) -> std::result::Result<Snapshot, Fail> {
    let (k, ws, sn, started_ms) = (&w.key, &w.workspace, &w.snap, w.started_ms);
    let row = c
        .q1(
                    "WITH k AS (INSERT INTO talent_keys (key_fp, workspace, seen_ms) VALUES ($11, $1, $9)
                       ON CONFLICT (key_fp) DO UPDATE SET workspace = excluded.workspace, seen_ms = excluded.seen_ms),
                     c AS (DELETE FROM talent_holds h WHERE h.workspace = $1 AND h.base_used IS NOT NULL
                       AND h.expires_ms < $10
                       AND (h.cycle_ends IS DISTINCT FROM $8
                         OR (CASE h.meter WHEN 'unlocks' THEN $2 WHEN 'searches' THEN $4 ELSE $6 END)
                            <= h.base_used + (SELECT coalesce(sum(s.cost), 0) FROM talent_spends s
                                 WHERE s.workspace = $1 AND s.meter = h.meter AND s.spent AND s.at_ms >= h.held_ms))
                       RETURNING h.id)
                     INSERT INTO talent_usage AS u VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, 0)
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
                       cycle_ends = excluded.cycle_ends, read_ms = excluded.read_ms
                     RETURNING u.unlocks_used, u.unlocks_limit, u.searches_used, u.searches_limit,
                       u.messages_used, u.messages_limit, u.cycle_ends, u.read_ms,
                       (SELECT coalesce(sum(h.cost), 0)::bigint FROM talent_holds h WHERE h.workspace = $1
                          AND h.meter = 'unlocks' AND h.id NOT IN (SELECT id FROM c)
                          AND (h.expires_ms >= talent_now_ms() OR h.base_used IS NOT NULL)),
                       (SELECT coalesce(sum(h.cost), 0)::bigint FROM talent_holds h WHERE h.workspace = $1
                          AND h.meter = 'searches' AND h.id NOT IN (SELECT id FROM c)
                          AND (h.expires_ms >= talent_now_ms() OR h.base_used IS NOT NULL)),
                       (SELECT coalesce(sum(h.cost), 0)::bigint FROM talent_holds h WHERE h.workspace = $1
                          AND h.meter = 'messages' AND h.id NOT IN (SELECT id FROM c)
                          AND (h.expires_ms >= talent_now_ms() OR h.base_used IS NOT NULL))",
            &[
                ws,
                &sn.unlocks.used,
                &sn.unlocks.limit,
                &sn.searches.used,
                &sn.searches.limit,
                &sn.messages.used,
                &sn.messages.limit,
                &sn.cycle_ends,
                &sn.read_ms,
                &started_ms,
                k,
            ],
        )
        .await?;
    let stored = snapshot_of(&row, 0);
    let mut p = pre.lock().unwrap_or_else(|e| e.into_inner());
    for (i, m) in ["unlocks", "searches", "messages"].iter().enumerate() {
        p.held.insert(m.to_string(), row.get(8 + i));
    }
    p.snap = Some((ws.clone(), stored.clone()));
    p.workspace = Some((k.clone(), Some(ws.clone())));
    Ok(stored)
}

async fn read_snapshot(c: &Client, ws: &str) -> std::result::Result<Option<Snapshot>, Fail> {
    Ok(c.qopt(
        "SELECT unlocks_used, unlocks_limit, searches_used, searches_limit,
                    messages_used, messages_limit, cycle_ends, read_ms
             FROM talent_usage WHERE workspace = $1",
        &[&ws],
    )
    .await?
    .map(|r| snapshot_of(&r, 0)))
}

/// A usage row's eight columns from `at` on: unlocks, searches, messages
/// (used, limit), cycle_ends, read_ms.
fn snapshot_of(r: &Row, at: usize) -> Snapshot {
    Snapshot {
        unlocks: Meters {
            used: r.get(at),
            limit: r.get(at + 1),
        },
        searches: Meters {
            used: r.get(at + 2),
            limit: r.get(at + 3),
        },
        messages: Meters {
            used: r.get(at + 4),
            limit: r.get(at + 5),
        },
        cycle_ends: r.get(at + 6),
        read_ms: r.get(at + 7),
    }
}

/// What this run learned from its last acts, so no value is read twice:
/// the key's workspace, the workspace's usage row and live holds per meter
/// (from the greeting, then from each settle and stored snapshot). The
/// database still judges every spend (`talent_reserve_run`); these only
/// feed the guard's questions and figures.
#[derive(Debug, Default)]
struct Prefetch {
    /// The key (fingerprint) the greeting asks about, set before it is sent.
    key: Option<String>,
    /// (key, its workspace if the ledger knows it).
    workspace: Option<(String, Option<String>)>,
    /// (workspace, its usage row).
    snap: Option<(String, Snapshot)>,
    /// Live holds per meter name (of the workspace in `snap`).
    held: std::collections::HashMap<String, i64>,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_a_connection_that_ended_is_made_again() {
        assert!(lost_connection(&Fail::Away(CLOSED.into())));
        for code in [SqlState::ADMIN_SHUTDOWN, SqlState::IDLE_SESSION_TIMEOUT] {
            assert!(lost_connection(&Fail::Db("terminating".into(), Some(code))));
        }
        // Unreachable, timed out, or refusing the act: judged as before.
        assert!(!lost_connection(&Fail::Away(format!("{NO_CONNECTION} 5s"))));
        assert!(!lost_connection(&Fail::Away("no answer within 9s".into())));
        assert!(!lost_connection(&Fail::Db(
            "permission denied".into(),
            Some(SqlState::INSUFFICIENT_PRIVILEGE)
        )));
        assert!(!lost_connection(&Fail::Db(
            "lock timeout".into(),
            Some(SqlState::LOCK_NOT_AVAILABLE)
        )));
    }
}
