-- The pacer's functions before migration 20 (members in turn), put back
-- on a ledger at schema 20 to measure the change of SQL alone with one
-- binary (bench/gateway.sh: GW_BENCH_SQL=bench/gw_hang_before.sql;
-- docs/benchmarks.md "29-hang"): migration 7's talent_admit_fair and
-- migration 16's talent_gw_admit_fair and talent_gw_reserve_admit_fair.
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

CREATE OR REPLACE FUNCTION talent_gw_admit_fair(p_sha text, p_member text, p_grant text, p_api boolean,
    p_key text, p_classes text[], p_limits integer[], p_span bigint, p_run text, p_term bigint)
RETURNS TABLE (verdict text, grants text, label text, use_for text, wait bigint)
LANGUAGE plpgsql AS $f$
DECLARE
    t record;
    v text;
    now_ms bigint := talent_now_ms();
    i integer;
    n integer := coalesce(array_length(p_classes, 1), 0);
    w bigint;
    most bigint := 0;
    u bigint;
    nth bigint;
    half integer;
    waiting text[] := '{}';
BEGIN
    -- The credential (talent_gw_check).
    SELECT m.name, m.grants, k.label, k.use_for, k.id, k.last_used_ms INTO t
        FROM talent_gw_tokens k JOIN talent_gw_members m ON m.name = k.member
        WHERE k.sha256 = p_sha AND k.revoked_ms IS NULL AND m.revoked_ms IS NULL
          AND (k.expires_ms IS NULL OR k.expires_ms > now_ms);
    IF NOT FOUND OR (p_member IS NOT NULL AND t.name <> p_member) THEN
        RETURN QUERY SELECT 'unauthorized'::text, NULL::text, NULL::text, NULL::text, NULL::bigint;
        RETURN;
    END IF;
    IF t.last_used_ms IS NULL OR t.last_used_ms < now_ms - 60000 THEN
        UPDATE talent_gw_tokens k SET last_used_ms = now_ms WHERE k.id = t.id;
    END IF;
    IF p_api AND t.use_for NOT IN ('api', 'both') THEN
        v := 'not_api';
    ELSIF p_grant IS NOT NULL AND NOT (p_grant = ANY (string_to_array(t.grants, ','))) THEN
        v := 'forbidden';
    ELSE
        v := 'ok';
    END IF;
    IF v <> 'ok' THEN
        RETURN QUERY SELECT v, t.grants::text, t.label::text, t.use_for::text, NULL::bigint;
        RETURN;
    END IF;
    -- The lease (talent_renew).
    IF p_run IS NOT NULL THEN
        now_ms := talent_now_ms();
        UPDATE talent_holds h SET expires_ms = greatest(h.expires_ms,
                least(coalesce(h.deadline_ms, now_ms + p_term), now_ms + p_term))
            WHERE h.run = p_run AND h.expires_ms >= now_ms;
        UPDATE talent_idempotency d SET claim_until = now_ms + p_term
            WHERE d.claim_run = p_run AND d.result IS NULL AND d.claim_until >= now_ms;
    END IF;
    -- The member's slots (talent_admit_fair).
    FOR i IN 1..n LOOP
        PERFORM pg_advisory_xact_lock(hashtextextended('talent:pace:' || p_key || ':' || p_classes[i], 0));
    END LOOP;
    now_ms := talent_now_ms();
    FOR i IN 1..n LOOP
        w := 0;
        DELETE FROM talent_sends s WHERE s.key_fp = p_key AND s.class = p_classes[i] AND s.at_ms <= now_ms - p_span;
        u := NULL;
        SELECT b.until_ms INTO u FROM talent_blocks b WHERE b.key_fp = p_key AND b.class = p_classes[i];
        IF u IS NOT NULL AND u > now_ms THEN
            w := greatest(w, u - now_ms);
        END IF;
        nth := NULL;
        SELECT s.at_ms INTO nth FROM talent_sends s
            WHERE s.key_fp = p_key AND s.class = p_classes[i] AND s.at_ms > now_ms - p_span
            ORDER BY s.at_ms DESC OFFSET greatest(p_limits[i], 1) - 1 LIMIT 1;
        IF nth IS NOT NULL THEN
            w := greatest(w, greatest(nth + p_span - now_ms, 1));
        END IF;
        half := greatest(p_limits[i] / 2, 1);
        IF p_member IS NOT NULL AND half < p_limits[i] AND EXISTS (SELECT 1 FROM talent_waits x
                WHERE x.key_fp = p_key AND x.class = p_classes[i] AND x.member <> p_member AND x.until_ms >= now_ms) THEN
            nth := NULL;
            SELECT s.at_ms INTO nth FROM talent_sends s
                WHERE s.key_fp = p_key AND s.class = p_classes[i] AND s.member = p_member AND s.at_ms > now_ms - p_span
                ORDER BY s.at_ms DESC OFFSET half - 1 LIMIT 1;
            IF nth IS NOT NULL THEN
                w := greatest(w, greatest(nth + p_span - now_ms, 1));
            END IF;
        END IF;
        IF w > 0 THEN
            waiting := waiting || p_classes[i];
        END IF;
        most := greatest(most, w);
    END LOOP;
    IF most > 0 THEN
        IF p_member IS NOT NULL THEN
            INSERT INTO talent_waits (key_fp, class, member, until_ms)
                SELECT p_key, c, p_member, now_ms + most + least(greatest(p_span / 20, 500), 2000) FROM unnest(waiting) AS c
                ON CONFLICT (key_fp, class, member) DO UPDATE SET until_ms = excluded.until_ms;
        END IF;
    ELSE
        INSERT INTO talent_sends (key_fp, class, at_ms, member) SELECT p_key, c, now_ms, p_member FROM unnest(p_classes) AS c;
        IF p_member IS NOT NULL THEN
            DELETE FROM talent_waits x WHERE x.key_fp = p_key AND x.member = p_member AND x.class = ANY(p_classes);
        END IF;
    END IF;
    RETURN QUERY SELECT v, t.grants::text, t.label::text, t.use_for::text, most;
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
    t record;
    v text;
    now_ms bigint := talent_now_ms();
    m_used bigint;
    m_limit bigint;
    cyc text;
    held bigint;
    a_cap bigint;
    by_member bigint;
    lft bigint;
    new_id bigint;
    dead integer;
    lapsed integer;
    i integer;
    n integer := coalesce(array_length(p_classes, 1), 0);
    w bigint;
    most bigint;
    u bigint;
    nth bigint;
    half integer;
    waiting text[] := '{}';
BEGIN
    -- The credential (talent_gw_check).
    SELECT m.name, m.grants, k.label, k.use_for, k.id, k.last_used_ms INTO t
        FROM talent_gw_tokens k JOIN talent_gw_members m ON m.name = k.member
        WHERE k.sha256 = p_sha AND k.revoked_ms IS NULL AND m.revoked_ms IS NULL
          AND (k.expires_ms IS NULL OR k.expires_ms > now_ms);
    IF NOT FOUND OR (p_gw_member IS NOT NULL AND t.name <> p_gw_member) THEN
        RETURN QUERY SELECT 'unauthorized'::text, NULL::text, NULL::text, NULL::text, NULL::text, NULL::bigint,
            NULL::bigint, NULL::bigint, NULL::bigint, NULL::bigint, NULL::bigint;
        RETURN;
    END IF;
    IF t.last_used_ms IS NULL OR t.last_used_ms < now_ms - 60000 THEN
        UPDATE talent_gw_tokens k SET last_used_ms = now_ms WHERE k.id = t.id;
    END IF;
    IF p_api AND t.use_for NOT IN ('api', 'both') THEN
        v := 'not_api';
    ELSIF p_grant IS NOT NULL AND NOT (p_grant = ANY (string_to_array(t.grants, ','))) THEN
        v := 'forbidden';
    ELSE
        v := 'ok';
    END IF;
    IF v <> 'ok' THEN
        RETURN QUERY SELECT v, t.grants::text, t.label::text, t.use_for::text, NULL::text, NULL::bigint,
            NULL::bigint, NULL::bigint, NULL::bigint, NULL::bigint, NULL::bigint;
        RETURN;
    END IF;
    -- The lease (talent_renew).
    IF p_run IS NOT NULL THEN
        now_ms := talent_now_ms();
        UPDATE talent_holds h SET expires_ms = greatest(h.expires_ms,
                least(coalesce(h.deadline_ms, now_ms + p_term), now_ms + p_term))
            WHERE h.run = p_run AND h.expires_ms >= now_ms;
        UPDATE talent_idempotency d SET claim_until = now_ms + p_term
            WHERE d.claim_run = p_run AND d.result IS NULL AND d.claim_until >= now_ms;
    END IF;
    -- The hold (talent_reserve_run).
    PERFORM pg_advisory_xact_lock(hashtextextended('talent:quota:' || p_ws || ':' || p_meter, 0));
    now_ms := talent_now_ms();
    -- Lapsed holds (talent_drop_dead_holds).
    SELECT x.cycle_ends INTO cyc FROM talent_usage x WHERE x.workspace = p_ws;
    WITH gone AS (DELETE FROM talent_holds h WHERE h.workspace = p_ws AND h.expires_ms < now_ms
            AND (h.base_used IS NULL OR h.cycle_ends IS DISTINCT FROM cyc) RETURNING 1)
    SELECT count(*) INTO dead FROM gone;
    WITH seen AS (UPDATE talent_holds h SET lapse_seen = true
            WHERE h.workspace = p_ws AND h.expires_ms < now_ms AND NOT h.lapse_seen RETURNING 1)
    SELECT count(*) INTO lapsed FROM seen;
    IF dead + lapsed > 0 THEN
        UPDATE talent_usage x SET read_ms = 0 WHERE x.workspace = p_ws;
    END IF;
    IF p_card IS NOT NULL THEN
        IF EXISTS (SELECT 1 FROM talent_unlocked x WHERE x.workspace = p_ws AND x.talent_card_id = p_card) THEN
            RETURN QUERY SELECT v, t.grants::text, t.label::text, t.use_for::text, 'free'::text, NULL::bigint,
                NULL::bigint, NULL::bigint, NULL::bigint, NULL::bigint, NULL::bigint;
            RETURN;
        END IF;
        SELECT min(h.expires_ms) - now_ms INTO lft FROM talent_holds h
            WHERE h.workspace = p_ws AND h.card = p_card AND h.run IS DISTINCT FROM p_run
              AND h.expires_ms >= now_ms;
        IF lft IS NOT NULL THEN
            RETURN QUERY SELECT v, t.grants::text, t.label::text, t.use_for::text, 'busy'::text, NULL::bigint,
                greatest(least(lft, 250), 20), NULL::bigint, NULL::bigint, NULL::bigint, NULL::bigint;
            RETURN;
        END IF;
    END IF;
    SELECT CASE p_meter WHEN 'unlocks' THEN x.unlocks_used WHEN 'searches' THEN x.searches_used
                        WHEN 'messages' THEN x.messages_used END,
           CASE p_meter WHEN 'unlocks' THEN x.unlocks_limit WHEN 'searches' THEN x.searches_limit
                        WHEN 'messages' THEN x.messages_limit END,
           x.cycle_ends
        INTO m_used, m_limit, cyc FROM talent_usage x WHERE x.workspace = p_ws;
    IF m_used IS NULL THEN
        m_used := p_used;
        m_limit := p_limit;
    END IF;
    SELECT coalesce(sum(h.cost), 0) INTO held FROM talent_holds h WHERE h.workspace = p_ws AND h.meter = p_meter;
    lft := m_limit - m_used - held;
    IF NOT EXISTS (SELECT 1 FROM talent_members x WHERE x.workspace = p_ws AND x.member = p_member
                   AND x.last_ms >= now_ms - 60000) THEN
        INSERT INTO talent_members (workspace, member, first_ms, last_ms) VALUES (p_ws, p_member, now_ms, now_ms)
            ON CONFLICT (workspace, member) DO UPDATE SET last_ms = greatest(talent_members.last_ms, excluded.last_ms);
    END IF;
    IF p_cost > lft THEN
        RETURN QUERY SELECT v, t.grants::text, t.label::text, t.use_for::text, 'short'::text, NULL::bigint,
            lft, m_limit, NULL::bigint, NULL::bigint, NULL::bigint;
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
            RETURN QUERY SELECT v, t.grants::text, t.label::text, t.use_for::text, 'allowance'::text, NULL::bigint,
                lft, m_limit, a_cap, by_member, NULL::bigint;
            RETURN;
        END IF;
    END IF;
    INSERT INTO talent_holds (workspace, meter, cost, member, expires_ms, backend_pid, backend_start, run, deadline_ms,
            card, held_ms, base_used, cycle_ends)
        VALUES (p_ws, p_meter, p_cost, p_member, least(p_expires, now_ms + p_term), NULL, NULL, p_run, p_expires,
            p_card, now_ms, m_used, cyc)
        RETURNING talent_holds.id INTO new_id;
    -- The member's slots (talent_admit_fair, no lease of its own).
    IF n > 0 THEN
        most := 0;
        FOR i IN 1..n LOOP
            PERFORM pg_advisory_xact_lock(hashtextextended('talent:pace:' || p_key || ':' || p_classes[i], 0));
        END LOOP;
        now_ms := talent_now_ms();
        FOR i IN 1..n LOOP
            w := 0;
            DELETE FROM talent_sends s WHERE s.key_fp = p_key AND s.class = p_classes[i] AND s.at_ms <= now_ms - p_span;
            u := NULL;
            SELECT b.until_ms INTO u FROM talent_blocks b WHERE b.key_fp = p_key AND b.class = p_classes[i];
            IF u IS NOT NULL AND u > now_ms THEN
                w := greatest(w, u - now_ms);
            END IF;
            nth := NULL;
            SELECT s.at_ms INTO nth FROM talent_sends s
                WHERE s.key_fp = p_key AND s.class = p_classes[i] AND s.at_ms > now_ms - p_span
                ORDER BY s.at_ms DESC OFFSET greatest(p_limits[i], 1) - 1 LIMIT 1;
            IF nth IS NOT NULL THEN
                w := greatest(w, greatest(nth + p_span - now_ms, 1));
            END IF;
            half := greatest(p_limits[i] / 2, 1);
            IF p_member IS NOT NULL AND half < p_limits[i] AND EXISTS (SELECT 1 FROM talent_waits x
                    WHERE x.key_fp = p_key AND x.class = p_classes[i] AND x.member <> p_member
                      AND x.until_ms >= now_ms) THEN
                nth := NULL;
                SELECT s.at_ms INTO nth FROM talent_sends s
                    WHERE s.key_fp = p_key AND s.class = p_classes[i] AND s.member = p_member
                      AND s.at_ms > now_ms - p_span
                    ORDER BY s.at_ms DESC OFFSET half - 1 LIMIT 1;
                IF nth IS NOT NULL THEN
                    w := greatest(w, greatest(nth + p_span - now_ms, 1));
                END IF;
            END IF;
            IF w > 0 THEN
                waiting := waiting || p_classes[i];
            END IF;
            most := greatest(most, w);
        END LOOP;
        IF most > 0 THEN
            IF p_member IS NOT NULL THEN
                INSERT INTO talent_waits (key_fp, class, member, until_ms)
                    SELECT p_key, c, p_member, now_ms + most + least(greatest(p_span / 20, 500), 2000)
                    FROM unnest(waiting) AS c
                    ON CONFLICT (key_fp, class, member) DO UPDATE SET until_ms = excluded.until_ms;
            END IF;
        ELSE
            INSERT INTO talent_sends (key_fp, class, at_ms, member)
                SELECT p_key, c, now_ms, p_member FROM unnest(p_classes) AS c;
            IF p_member IS NOT NULL THEN
                DELETE FROM talent_waits x WHERE x.key_fp = p_key AND x.member = p_member AND x.class = ANY(p_classes);
            END IF;
        END IF;
    END IF;
    RETURN QUERY SELECT v, t.grants::text, t.label::text, t.use_for::text, 'held'::text, new_id, lft, m_limit,
        a_cap, by_member, most;
END
$f$;
ALTER FUNCTION talent_admit_fair(text, text[], integer[], bigint, text, bigint, text) SET lock_timeout = '5s';
ALTER FUNCTION talent_gw_admit_fair(text, text, text, boolean, text, text[], integer[], bigint, text, bigint)
    SET lock_timeout = '5s';
ALTER FUNCTION talent_gw_reserve_admit_fair(text, text, text, boolean, text, text, bigint, text, bigint, bigint,
    bigint, text, bigint, text, text, text[], integer[], bigint) SET lock_timeout = '5s';
