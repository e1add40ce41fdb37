-- bench/gateway.sh with GW_BENCH_SQL=bench/gw_fast2_before.sql: the gateway's
-- admission functions as they were before migration 16 (gw-fast2), put back
-- on the bench's ledger once it is migrated: the "before" of 28-gw-fast2 with
-- the same binary (migration 16 changes only these three functions' bodies).
-- talent_reserve_run as migration 5 wrote it, the two gateway admissions as
-- migration 9 did.
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

ALTER FUNCTION talent_reserve_run(text, text, bigint, text, bigint, bigint, bigint, text, bigint, text)
    SET lock_timeout = '5s';
ALTER FUNCTION talent_gw_admit_fair(text, text, text, boolean, text, text[], integer[], bigint, text, bigint)
    SET lock_timeout = '5s';
ALTER FUNCTION talent_gw_reserve_admit_fair(text, text, text, boolean, text, text, bigint, text, bigint, bigint,
    bigint, text, bigint, text, text, text[], integer[], bigint) SET lock_timeout = '5s';
