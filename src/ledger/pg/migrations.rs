//! The team schema: an append-only list of migrations, and the check that
//! brings a database up to this version (or refuses a foreign one).
//! From migration 10 on, each one's SQL is its own file, `sql/NN.sql`
//! (its comment stays here, in the list): one file of every migration's
//! text outgrew the layout's 1,500 lines.

use super::*;

/// The schema this `talent` writes on a team ledger. Migrations only add
/// (tables, columns, functions replaced with compatible ones), so an older
/// binary keeps working on a newer schema; a migration that an older one
/// could not live with raises `compat`, and that older one then refuses.
pub const PG_SCHEMA_VERSION: i64 = PG_MIGRATIONS.len() as i64;

/// The oldest schema version a binary must understand to use a ledger this
/// version wrote.
pub const PG_COMPAT: i64 = 3;

pub(super) const PG_MIGRATIONS: &[&str] = &[
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
    // 4: the report's index by time, the rows kept beside the spend lines
    // (refusals, declined questions, waits, invite events) and the cycles
    // seen (`talent report`, issue 39). Only adds.
    crate::ledger::report_sql::PG_MIGRATION,
    // 5: a lapsed lease is not a release (issue 40). A hold whose run went
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
    // 6: the provenance of an unlock (issue 46): the machine that recorded
    // it from the service's answer (`answer:` and its ledger file's id).
    // A row without one (an import's, an older talent's) or another
    // machine's is never free before the service answers. Only adds: an
    // older binary names its columns and leaves it NULL.
    r#"
ALTER TABLE talent_unlocked ADD COLUMN IF NOT EXISTS origin text;
"#,
    // 7: the gateway's members (issue 47): who may come through `talent
    // serve`, their grants, their tokens (only each token's SHA-256, in
    // hex) and what they created through the gateway (webhooks and jobs,
    // listed when they are revoked). Only adds: an older binary never
    // reads them.
    r#"
CREATE TABLE IF NOT EXISTS talent_gw_members (
    name text PRIMARY KEY,
    email text,
    grants text NOT NULL,
    created_ms bigint NOT NULL,
    revoked_ms bigint
);
CREATE UNIQUE INDEX IF NOT EXISTS talent_gw_members_email ON talent_gw_members (lower(email));
CREATE TABLE IF NOT EXISTS talent_gw_tokens (
    id bigserial PRIMARY KEY,
    member text NOT NULL REFERENCES talent_gw_members (name),
    label text NOT NULL,
    use_for text NOT NULL,
    sha256 text NOT NULL,
    created_ms bigint NOT NULL,
    expires_ms bigint,
    last_used_ms bigint,
    revoked_ms bigint
);
CREATE UNIQUE INDEX IF NOT EXISTS talent_gw_tokens_hash ON talent_gw_tokens (sha256);
CREATE UNIQUE INDEX IF NOT EXISTS talent_gw_tokens_label ON talent_gw_tokens (member, label)
    WHERE revoked_ms IS NULL;
CREATE TABLE IF NOT EXISTS talent_gw_created (
    member text NOT NULL,
    kind text NOT NULL,
    id text NOT NULL,
    workspace text NOT NULL,
    at_ms bigint NOT NULL,
    deleted_ms bigint,
    PRIMARY KEY (kind, id)
);
"#,
    // 8: the outreach allowance (issue 47): the people a member reaches
    // by invite, bulk invite and message, held under the workspace's
    // outreach lock against `team allowance set --outreach` and settled as
    // a spend line of meter 'outreach' (no usage column grows by it). Only
    // adds: an older binary never calls it, and its settle of an 'outreach'
    // line changes no usage row.
    r#"
CREATE OR REPLACE FUNCTION talent_reach(p_ws text, p_member text, p_people bigint, p_expires bigint,
    p_run text, p_term bigint)
RETURNS TABLE (kind text, hold_id bigint, cap bigint, member_used bigint)
LANGUAGE plpgsql AS $f$
DECLARE
    cyc text;
    a_cap bigint;
    by_member bigint := 0;
    now_ms bigint;
    new_id bigint;
BEGIN
    PERFORM talent_renew(p_run, p_term);
    PERFORM pg_advisory_xact_lock(hashtextextended('talent:quota:' || p_ws || ':outreach', 0));
    now_ms := talent_now_ms();
    -- A lapsed outreach hold (its run gone) counts no more: no meter of
    -- the service tells whether it reached anyone.
    DELETE FROM talent_holds h WHERE h.workspace = p_ws AND h.meter = 'outreach' AND h.expires_ms < now_ms;
    SELECT u.cycle_ends INTO cyc FROM talent_usage u WHERE u.workspace = p_ws;
    INSERT INTO talent_members (workspace, member, first_ms, last_ms) VALUES (p_ws, p_member, now_ms, now_ms)
        ON CONFLICT (workspace, member) DO UPDATE SET last_ms = excluded.last_ms;
    SELECT a.cap INTO a_cap FROM talent_allowances a
        WHERE a.workspace = p_ws AND a.member = p_member AND a.meter = 'outreach';
    IF a_cap IS NOT NULL THEN
        SELECT coalesce(sum(s.cost), 0) INTO by_member FROM talent_spends s
            WHERE s.workspace = p_ws AND s.member = p_member AND s.meter = 'outreach' AND s.spent
              AND s.cycle_ends IS NOT DISTINCT FROM cyc;
        by_member := by_member + (SELECT coalesce(sum(h.cost), 0) FROM talent_holds h
            WHERE h.workspace = p_ws AND h.member = p_member AND h.meter = 'outreach');
        IF by_member + p_people > a_cap THEN
            RETURN QUERY SELECT 'allowance'::text, NULL::bigint, a_cap, by_member;
            RETURN;
        END IF;
    END IF;
    INSERT INTO talent_holds (workspace, meter, cost, member, expires_ms, run, deadline_ms, held_ms, cycle_ends)
        VALUES (p_ws, 'outreach', p_people, p_member, least(p_expires, now_ms + p_term), p_run, p_expires, now_ms, cyc)
        RETURNING id INTO new_id;
    RETURN QUERY SELECT 'held'::text, new_id, a_cap, by_member;
END
$f$;
ALTER FUNCTION talent_reach(text, text, bigint, bigint, text, bigint) SET lock_timeout = '5s';

-- Fairness between members on one key (cli.md, serve: "while others wait,
-- one member gets at most half of any window"). A send names its member;
-- a member told to wait is noted as waiting for the classes that held it,
-- until shortly after it will ask again. While another member waits on a
-- class, a member with half of the class's window already is held until
-- one of its own sends leaves the window. Alone, a member has the whole
-- window. Older binaries' sends (member NULL) count as anyone's.
ALTER TABLE talent_sends ADD COLUMN IF NOT EXISTS member text;
CREATE INDEX IF NOT EXISTS talent_sends_by_member ON talent_sends (key_fp, class, member, at_ms);
CREATE TABLE IF NOT EXISTS talent_waits (
    key_fp text NOT NULL,
    class text NOT NULL,
    member text NOT NULL,
    until_ms bigint NOT NULL,
    PRIMARY KEY (key_fp, class, member)
);

CREATE OR REPLACE FUNCTION talent_admit_fair(p_key text, p_classes text[], p_limits integer[], p_span bigint,
    p_run text, p_term bigint, p_member text)
RETURNS bigint LANGUAGE plpgsql AS $f$
DECLARE
    i integer;
    n integer := coalesce(array_length(p_classes, 1), 0);
    now_ms bigint;
    wait bigint := 0;
    w bigint;
    u bigint;
    nth bigint;
    half integer;
    held text[] := '{}';
BEGIN
    PERFORM talent_renew(p_run, p_term);
    FOR i IN 1..n LOOP
        PERFORM pg_advisory_xact_lock(hashtextextended('talent:pace:' || p_key || ':' || p_classes[i], 0));
    END LOOP;
    now_ms := talent_now_ms();
    FOR i IN 1..n LOOP
        w := 0;
        DELETE FROM talent_sends WHERE key_fp = p_key AND class = p_classes[i] AND at_ms <= now_ms - p_span;
        u := NULL;
        SELECT until_ms INTO u FROM talent_blocks WHERE key_fp = p_key AND class = p_classes[i];
        IF u IS NOT NULL AND u > now_ms THEN
            w := greatest(w, u - now_ms);
        END IF;
        nth := NULL;
        SELECT at_ms INTO nth FROM talent_sends
            WHERE key_fp = p_key AND class = p_classes[i] AND at_ms > now_ms - p_span
            ORDER BY at_ms DESC OFFSET greatest(p_limits[i], 1) - 1 LIMIT 1;
        IF nth IS NOT NULL THEN
            w := greatest(w, greatest(nth + p_span - now_ms, 1));
        END IF;
        half := greatest(p_limits[i] / 2, 1);
        IF p_member IS NOT NULL AND half < p_limits[i] AND EXISTS (SELECT 1 FROM talent_waits x
                WHERE x.key_fp = p_key AND x.class = p_classes[i] AND x.member <> p_member AND x.until_ms >= now_ms) THEN
            nth := NULL;
            SELECT at_ms INTO nth FROM talent_sends
                WHERE key_fp = p_key AND class = p_classes[i] AND member = p_member AND at_ms > now_ms - p_span
                ORDER BY at_ms DESC OFFSET half - 1 LIMIT 1;
            IF nth IS NOT NULL THEN
                w := greatest(w, greatest(nth + p_span - now_ms, 1));
            END IF;
        END IF;
        IF w > 0 THEN
            held := held || p_classes[i];
        END IF;
        wait := greatest(wait, w);
    END LOOP;
    IF wait > 0 THEN
        IF p_member IS NOT NULL THEN
            -- Waiting until it asks again, and a little after (its next
            -- ask renews it; one admitted ends it).
            INSERT INTO talent_waits (key_fp, class, member, until_ms)
                SELECT p_key, c, p_member, now_ms + wait + least(greatest(p_span / 20, 500), 2000) FROM unnest(held) AS c
                ON CONFLICT (key_fp, class, member) DO UPDATE SET until_ms = excluded.until_ms;
        END IF;
        RETURN wait;
    END IF;
    INSERT INTO talent_sends (key_fp, class, at_ms, member) SELECT p_key, c, now_ms, p_member FROM unnest(p_classes) AS c;
    IF p_member IS NOT NULL THEN
        DELETE FROM talent_waits WHERE key_fp = p_key AND member = p_member AND class = ANY(p_classes);
    END IF;
    RETURN 0;
END
$f$;

-- talent_reserve_admit whose admission is the member's (fair between members).
CREATE OR REPLACE FUNCTION talent_reserve_admit_fair(p_ws text, p_meter text, p_cost bigint, p_member text,
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
        w := talent_admit_fair(p_key, p_classes, p_limits, p_span, NULL, p_term, p_member);
    END IF;
    RETURN QUERY SELECT r.kind, r.hold_id, r.left_units, r.limit_units, r.cap, r.member_used, w;
END
$f$;
ALTER FUNCTION talent_admit_fair(text, text[], integer[], bigint, text, bigint, text) SET lock_timeout = '5s';
ALTER FUNCTION talent_reserve_admit_fair(text, text, bigint, text, bigint, bigint, bigint, text, bigint, text, text,
    text[], integer[], bigint) SET lock_timeout = '5s';
"#,
    // 9: the gateway's credential check in the admission's statement
    // (issue 47: "the credential check and the admission are one ledger
    // statement"). `talent_gw_check` finds the live token of a SHA-256 (its
    // member live, not expired), notes its last use at most once a minute,
    // and judges the token's use and the route's grant; each `talent_gw_*`
    // admission runs it first and admits (the same functions a command's
    // admission runs) only when it says 'ok'. Only adds.
    r#"
CREATE OR REPLACE FUNCTION talent_gw_check(p_sha text, p_member text, p_grant text, p_api boolean)
RETURNS TABLE (verdict text, member text, grants text, label text, use_for text)
LANGUAGE plpgsql AS $f$
DECLARE
    t record;
    now_ms bigint := talent_now_ms();
BEGIN
    SELECT m.name, m.grants, k.label, k.use_for, k.id, k.last_used_ms INTO t
        FROM talent_gw_tokens k JOIN talent_gw_members m ON m.name = k.member
        WHERE k.sha256 = p_sha AND k.revoked_ms IS NULL AND m.revoked_ms IS NULL
          AND (k.expires_ms IS NULL OR k.expires_ms > now_ms);
    IF NOT FOUND OR (p_member IS NOT NULL AND t.name <> p_member) THEN
        RETURN QUERY SELECT 'unauthorized'::text, NULL::text, NULL::text, NULL::text, NULL::text;
        RETURN;
    END IF;
    IF t.last_used_ms IS NULL OR t.last_used_ms < now_ms - 60000 THEN
        UPDATE talent_gw_tokens SET last_used_ms = now_ms WHERE id = t.id;
    END IF;
    IF p_api AND t.use_for NOT IN ('api', 'both') THEN
        RETURN QUERY SELECT 'not_api'::text, t.name, t.grants, t.label, t.use_for;
    ELSIF p_grant IS NOT NULL AND NOT (p_grant = ANY (string_to_array(t.grants, ','))) THEN
        RETURN QUERY SELECT 'forbidden'::text, t.name, t.grants, t.label, t.use_for;
    ELSE
        RETURN QUERY SELECT 'ok'::text, t.name, t.grants, t.label, t.use_for;
    END IF;
END
$f$;

CREATE OR REPLACE FUNCTION talent_gw_admit_fair(p_sha text, p_member text, p_grant text, p_api boolean,
    p_key text, p_classes text[], p_limits integer[], p_span bigint, p_run text, p_term bigint)
RETURNS TABLE (verdict text, grants text, label text, use_for text, wait bigint)
LANGUAGE plpgsql AS $f$
DECLARE
    g record;
    w bigint;
BEGIN
    SELECT * INTO g FROM talent_gw_check(p_sha, p_member, p_grant, p_api);
    IF g.verdict = 'ok' THEN
        w := talent_admit_fair(p_key, p_classes, p_limits, p_span, p_run, p_term, p_member);
    END IF;
    RETURN QUERY SELECT g.verdict, g.grants, g.label, g.use_for, w;
END
$f$;

CREATE OR REPLACE FUNCTION talent_gw_reserve_admit_fair(p_sha text, p_gw_member text, p_grant text, p_api boolean,
    p_ws text, p_meter text, p_cost bigint, p_member text,
    p_used bigint, p_limit bigint, p_expires bigint, p_run text, p_term bigint, p_card text,
    p_key text, p_classes text[], p_limits integer[], p_span bigint)
RETURNS TABLE (verdict text, grants text, label text, use_for text, kind text, hold_id bigint, left_units bigint,
    limit_units bigint, cap bigint, member_used bigint, wait bigint)
LANGUAGE plpgsql AS $f$
DECLARE
    g record;
    r record;
BEGIN
    SELECT * INTO g FROM talent_gw_check(p_sha, p_gw_member, p_grant, p_api);
    IF g.verdict <> 'ok' THEN
        RETURN QUERY SELECT g.verdict, g.grants, g.label, g.use_for, NULL::text, NULL::bigint, NULL::bigint,
            NULL::bigint, NULL::bigint, NULL::bigint, NULL::bigint;
        RETURN;
    END IF;
    SELECT * INTO r FROM talent_reserve_admit_fair(p_ws, p_meter, p_cost, p_member, p_used, p_limit, p_expires,
        p_run, p_term, p_card, p_key, p_classes, p_limits, p_span);
    RETURN QUERY SELECT g.verdict, g.grants, g.label, g.use_for, r.kind, r.hold_id, r.left_units, r.limit_units,
        r.cap, r.member_used, r.wait;
END
$f$;

CREATE OR REPLACE FUNCTION talent_gw_reach(p_sha text, p_gw_member text, p_grant text, p_api boolean,
    p_ws text, p_member text, p_people bigint, p_expires bigint, p_run text, p_term bigint)
RETURNS TABLE (verdict text, grants text, label text, use_for text, kind text, hold_id bigint, cap bigint,
    member_used bigint)
LANGUAGE plpgsql AS $f$
DECLARE
    g record;
    r record;
BEGIN
    SELECT * INTO g FROM talent_gw_check(p_sha, p_gw_member, p_grant, p_api);
    IF g.verdict <> 'ok' THEN
        RETURN QUERY SELECT g.verdict, g.grants, g.label, g.use_for, NULL::text, NULL::bigint, NULL::bigint,
            NULL::bigint;
        RETURN;
    END IF;
    SELECT * INTO r FROM talent_reach(p_ws, p_member, p_people, p_expires, p_run, p_term);
    RETURN QUERY SELECT g.verdict, g.grants, g.label, g.use_for, r.kind, r.hold_id, r.cap, r.member_used;
END
$f$;
ALTER FUNCTION talent_gw_admit_fair(text, text, text, boolean, text, text[], integer[], bigint, text, bigint)
    SET lock_timeout = '5s';
ALTER FUNCTION talent_gw_reserve_admit_fair(text, text, text, boolean, text, text, bigint, text, bigint, bigint,
    bigint, text, bigint, text, text, text[], integer[], bigint) SET lock_timeout = '5s';
ALTER FUNCTION talent_gw_reach(text, text, text, boolean, text, text, bigint, bigint, text, bigint)
    SET lock_timeout = '5s';
"#,
    // 10: the gateway's sign-in (issue 47, gw-oidc): sign-in cookies (only each
    // value's SHA-256, in hex; 12 h; ended with the member), the identity
    // provider's accounts bound to members (`iss` + `sub`, once), the
    // provider's flows in progress (any replica may get the callback) and
    // the CLI's one-time login codes (60 s, single use, bound to its PKCE
    // challenge and state; only each code's SHA-256). Only adds.
    include_str!("sql/10.sql"),
    // 11: a send's slot counts from no earlier than its answer, less the
    // pacer's margin (issue 47, gw-perf). A slot's time is the ledger's
    // clock at admission; the service counts the send when it arrives. A
    // burst of admissions at a window's start (machines released together
    // by a migration's lock, on a loaded machine) reached the service
    // spread over more than the margin, and the next window's first send,
    // admitted one span after the burst's first slot, arrived while all
    // of the burst was still in the service's window: a 429 and a block of
    // two windows. The settle, which follows the answer, now moves the
    // hold's sends (the member's first send in each class since the hold
    // was made) to its own time less the margin when that is later. Only
    // adds: an older binary calls talent_settle_read as before.
    include_str!("sql/11.sql"),
    // 12: the gateway as OAuth authorization server for `/mcp` (issue 48):
    // clients (registered, or a metadata document's, cached), the
    // single-use consent states, the grants (member, client, exact
    // redirect, scopes), codes, refresh-token families and tokens — every
    // code, state and token only as its SHA-256 in hex — and the key that
    // signs the consent cookie. Only adds: an older binary never reads them.
    include_str!("sql/12.sql"),
    // 13: the open questions of `/mcp` (issue 48): a question
    // put by a conversation of a member's client, answered on the gateway's
    // approvals page by that member, taken once by the repeated call. The
    // id in its page's address only as its SHA-256; the call's tool and
    // arguments (canonical form) and its quote; at most one open per member
    // and client (a partial unique index). Only adds.
    include_str!("sql/13.sql"),
    // 14: each `/mcp` conversation in the ledger (issue 48), so any
    // replica serves it: a session (by its id's SHA-256) or a 2026-07-28
    // conversation (by its key's digest), its owner, its counts, the
    // names it saw and its paid pages kept for their cursors, and a
    // client's answer to a question another replica awaits. A row goes
    // when the conversation ends (30 idle minutes, DELETE, a revoke).
    include_str!("sql/14.sql"),
    // 15: the gateway's token endpoints rate-limited per client
    // address across replicas (issue 47): each refused attempt at
    // `POST /_talent/v1/login/token` or `POST /oauth/token` is a row for
    // its window (an attempt that succeeds is taken back). One statement:
    // `talent_gw_attempt` takes the address's lock, forgets what left the
    // window, and records the attempt (its id) or answers how long to
    // wait (a negative number of ms). Only adds.
    include_str!("sql/15.sql"),
    // 16: the gateway's admissions flat (issue 47, gw-fast2): the statement
    // of a guarded page (`talent_gw_reserve_admit_fair`) and of a read
    // (`talent_gw_admit_fair`) run the credential check, the lease's
    // renewal, the lapsed holds, the hold and the member's slots in one
    // plpgsql body, with the same statements as the functions they called
    // (no nested call, each statement planned once a session), the meter's
    // columns read by `CASE` (no `EXECUTE format(…)`, planned every call),
    // and `talent_members.last_ms` rewritten at most once a minute (as a
    // token's `last_used_ms`). `talent_reserve_run` (a command's hold)
    // gets the same two changes. Same arguments, same rows, same locks in
    // the same order: an older binary calls them as before.
    include_str!("sql/16.sql"),
    // 17: the key that seals the 2026-07-28 `input_required` state of
    // `/mcp`, one per ledger (every replica opens what another sealed),
    // and each sealed form's state used (its SHA-256, until it would have
    // expired): a state opens once across replicas. Only adds.
    include_str!("sql/17.sql"),
    // 18: the events of each `/mcp` session's request streams (SEP-1699's
    // resumability across replicas): a GET with `Last-Event-ID` on any
    // replica replays what came after it on that stream. Bounded per
    // stream and by age; they go with their conversation. Only adds.
    include_str!("sql/18.sql"),
    // 19: the open claims of a run indexed (issue 47, admitcost): the
    // lease's renewal, in every gateway admission and `talent_renew`,
    // updates `talent_idempotency` by `claim_run` among the claims without
    // a result, and read the whole table (finished claims are kept until
    // `ledger prune`): 14.5 ms an admission at 20,000 of them, 1.5 ms with
    // this partial index (docs/benchmarks.md "29-admitcost"). Only adds.
    include_str!("sql/19.sql"),
    // 20: members wait in turn for a slot (issue 47: one member's page
    // lost every freed slot to later asks for four windows). A wait keeps
    // when it began (`talent_waits.since_ms`); the pacer's functions give a
    // freed slot to the members waiting longest. Same arguments, same
    // rows: an older binary calls them as before.
    include_str!("sql/20.sql"),
    // 21: a member's allowance read from a running count (issue 47,
    // docs/benchmarks.md "29-admitcost", "32-count"): the admission,
    // `talent_reserve_run` and `whoami` summed the member's spends of the
    // cycle (a scan of talent_spends a page: 8.95 ms an admission at 20,000
    // of them). `talent_member_spent` holds the sum per workspace, member,
    // meter and cycle, kept by a trigger on talent_spends (every writer,
    // an older binary's too) and filled from the lines already there. Same
    // arguments, same rows: an older binary calls the functions as before.
    include_str!("sql/21.sql"),
    // 22: an invite's or a message's admission at the gateway in one
    // statement (issue 47: "a spend at most two" ledger round trips; it
    // took three before its answer): `talent_gw_reach_admit` checks the
    // credential, an invite's first contact, the people against the
    // member's outreach allowance and the meter's unit with the pacer's
    // slots, and holds nothing unless it holds both. `talent_reach` reads
    // the member's reach from migration 21's running count. Same arguments,
    // same rows: an older binary calls it as before.
    include_str!("sql/22.sql"),
    // 23: a keyed write's claim with its credential in one statement
    // (issue 47): `talent_gw_claim` judges the token as the admissions do
    // and claims the member's key only when it is theirs and live; before,
    // the gateway judged the credential alone first. Only adds.
    include_str!("sql/23.sql"),
    // 24: the member first in line is handed its slot with the wait
    // (issue 47, the far path): `talent_admit_ahead` takes the slot at the
    // time it frees, so the member sends after its wait without asking
    // again. Only adds: an older binary calls `talent_admit_fair`.
    include_str!("sql/24.sql"),
    // 25: a remembered OAuth consent is bound to its resource too
    // (`talent_gw_oauth_consents`: the resources a grant's consent page
    // approved). Only adds: an older binary never reads it.
    include_str!("sql/25.sql"),
];

/// Tables of talent's names that talent did not make, as the refusal that
/// names them (`None` when every such table is talent's).
pub(super) async fn foreign(c: &Client) -> std::result::Result<Option<Fail>, Fail> {
    let foreign = super::checks::foreign_tables(c).await?;
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
pub(in crate::ledger) async fn migrate(
    c: &Client,
    create: bool,
) -> std::result::Result<(i64, i64), Fail> {
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

#[cfg(test)]
mod tests {
    //! Applying them is the store contract suite's
    //! (`team_admin_imports_a_batch_once_and_migrates_idempotently`).
    use super::*;

    /// Append-only and re-runnable: each migration creates with IF NOT
    /// EXISTS (or replaces a function), so two runs migrating at once, or a
    /// migration applied twice, never fail; and the compatibility floor is
    /// a version this list has.
    #[test]
    fn migrations_are_rerunnable_and_the_floor_is_one_of_them() {
        for (i, sql) in PG_MIGRATIONS.iter().enumerate() {
            let upper = sql.to_uppercase();
            for bare in ["CREATE TABLE ", "CREATE INDEX ", "CREATE UNIQUE INDEX "] {
                for at in upper.match_indices(bare).map(|(at, _)| at) {
                    assert!(
                        upper[at + bare.len()..].starts_with("IF NOT EXISTS"),
                        "migration {}: {}",
                        i + 1,
                        &sql[at..(at + 60).min(sql.len())]
                    );
                }
            }
            assert!(
                !upper.contains("CREATE FUNCTION"),
                "migration {}: CREATE OR REPLACE",
                i + 1
            );
            assert!(
                !upper.contains("DROP TABLE"),
                "migration {}: append-only",
                i + 1
            );
        }
        assert!((1..=PG_SCHEMA_VERSION).contains(&PG_COMPAT));
    }
}
