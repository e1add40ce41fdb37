-- 22: a search page's admission through a gateway in fewer statements
-- (issue 47, docs/benchmarks.md "36"). The same rules and the same rows as
-- migration 21's `talent_gw_reserve_admit_fair`; what changed is how many
-- statements its body runs: each costs the backend a few microseconds
-- warm and several times that from an idle machine, where a gateway's
-- page meets it. A search page ran 29, now 14:
--   * the workspace's usage row read once (it was read twice);
--   * lapsed holds dropped and marked in one statement (two disjoint
--     sets: the marked ones are the lapsed holds that are not dropped);
--   * the meter's holds, whether the member was seen this minute and the
--     member's cap read in one statement; the member's count and holds in
--     another;
--   * the pacer's reads for every class in one statement (the class's
--     block, its slots, the member's place in turn, the others waiting,
--     the member's half), judged in the body's own loop as before; the
--     old sends of every class deleted in one.
-- Same arguments, same rows: an older binary calls it as before.

CREATE OR REPLACE FUNCTION talent_gw_reserve_admit_fair(p_sha text, p_gw_member text, p_grant text, p_api boolean,
    p_ws text, p_meter text, p_cost bigint, p_member text,
    p_used bigint, p_limit bigint, p_expires bigint, p_run text, p_term bigint, p_card text,
    p_key text, p_classes text[], p_limits integer[], p_span bigint)
RETURNS TABLE (verdict text, grants text, label text, use_for text, kind text, hold_id bigint, left_units bigint,
    limit_units bigint, cap bigint, member_used bigint, wait bigint)
LANGUAGE plpgsql AS $f$
DECLARE
    t record;
    r record;
    v text;
    now_ms bigint := talent_now_ms();
    m_used bigint;
    m_limit bigint;
    cyc text;
    held bigint;
    seen boolean;
    a_cap bigint;
    by_member bigint;
    lft bigint;
    new_id bigint;
    lapsed integer;
    i integer;
    n integer := coalesce(array_length(p_classes, 1), 0);
    w bigint;
    most bigint;
    queued text[] := '{}';
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
    -- The hold (talent_reserve_run): the quota's lock before the lease, as
    -- there (32-pace).
    PERFORM pg_advisory_xact_lock(hashtextextended('talent:quota:' || p_ws || ':' || p_meter, 0));
    -- The lease (talent_renew).
    IF p_run IS NOT NULL THEN
        now_ms := talent_now_ms();
        UPDATE talent_holds h SET expires_ms = greatest(h.expires_ms,
                least(coalesce(h.deadline_ms, now_ms + p_term), now_ms + p_term))
            WHERE h.run = p_run AND h.expires_ms >= now_ms;
        UPDATE talent_idempotency d SET claim_until = now_ms + p_term
            WHERE d.claim_run = p_run AND d.result IS NULL AND d.claim_until >= now_ms;
    END IF;
    now_ms := talent_now_ms();
    -- The meter and its cycle, once (nothing below changes them).
    SELECT CASE p_meter WHEN 'unlocks' THEN x.unlocks_used WHEN 'searches' THEN x.searches_used
                        WHEN 'messages' THEN x.messages_used END,
           CASE p_meter WHEN 'unlocks' THEN x.unlocks_limit WHEN 'searches' THEN x.searches_limit
                        WHEN 'messages' THEN x.messages_limit END,
           x.cycle_ends
        INTO m_used, m_limit, cyc FROM talent_usage x WHERE x.workspace = p_ws;
    -- Lapsed holds (talent_drop_dead_holds): those of no cycle or another
    -- dropped, the others marked seen; the two sets are disjoint, as they
    -- were when the drop ran first.
    WITH gone AS (DELETE FROM talent_holds h WHERE h.workspace = p_ws AND h.expires_ms < now_ms
            AND (h.base_used IS NULL OR h.cycle_ends IS DISTINCT FROM cyc) RETURNING 1),
        marked AS (UPDATE talent_holds h SET lapse_seen = true
            WHERE h.workspace = p_ws AND h.expires_ms < now_ms AND NOT h.lapse_seen
              AND h.base_used IS NOT NULL AND h.cycle_ends IS NOT DISTINCT FROM cyc RETURNING 1)
    SELECT (SELECT count(*) FROM gone) + (SELECT count(*) FROM marked) INTO lapsed;
    IF lapsed > 0 THEN
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
    IF m_used IS NULL THEN
        m_used := p_used;
        m_limit := p_limit;
    END IF;
    SELECT (SELECT coalesce(sum(h.cost), 0) FROM talent_holds h WHERE h.workspace = p_ws AND h.meter = p_meter),
           EXISTS (SELECT 1 FROM talent_members x WHERE x.workspace = p_ws AND x.member = p_member
                   AND x.last_ms >= now_ms - 60000),
           (SELECT a.cap FROM talent_allowances a
               WHERE a.workspace = p_ws AND a.member = p_member AND a.meter = p_meter)
        INTO held, seen, a_cap;
    lft := m_limit - m_used - held;
    IF NOT seen THEN
        INSERT INTO talent_members (workspace, member, first_ms, last_ms) VALUES (p_ws, p_member, now_ms, now_ms)
            ON CONFLICT (workspace, member) DO UPDATE SET last_ms = greatest(talent_members.last_ms, excluded.last_ms);
    END IF;
    IF p_cost > lft THEN
        RETURN QUERY SELECT v, t.grants::text, t.label::text, t.use_for::text, 'short'::text, NULL::bigint,
            lft, m_limit, NULL::bigint, NULL::bigint, NULL::bigint;
        RETURN;
    END IF;
    IF a_cap IS NOT NULL THEN
        SELECT coalesce((SELECT c.spent FROM talent_member_spent c
                    WHERE c.workspace = p_ws AND c.member = p_member AND c.meter = p_meter
                      AND c.cycle_ends = coalesce(cyc, '')), 0)
               + (SELECT coalesce(sum(h.cost), 0) FROM talent_holds h
                    WHERE h.workspace = p_ws AND h.member = p_member AND h.meter = p_meter)
            INTO by_member;
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
        DELETE FROM talent_sends s WHERE s.key_fp = p_key AND s.class = ANY (p_classes) AND s.at_ms <= now_ms - p_span;
        -- Each class's facts in one statement, judged below as in
        -- talent_admit_fair: its block; the send that fills its window
        -- (`nth`); in turn (migration 20), the members that have waited
        -- longer than this one (`ahead`), the send whose slot frees next for
        -- it behind them (`nth_turn`) and the sends in the window (`live`);
        -- whether others wait, and the member's own send that fills half the
        -- window (`nth_half`).
        FOR r IN
            SELECT c.cls, greatest(c.lim, 1) AS lim1, b.until_ms AS blk, n1.at_ms AS nth, q.ahead,
                   n2.at_ms AS nth_turn, lv.live, n3.at_ms AS nth_half
            FROM unnest(p_classes, p_limits) WITH ORDINALITY AS c(cls, lim, ord)
            LEFT JOIN talent_blocks b ON b.key_fp = p_key AND b.class = c.cls
            LEFT JOIN LATERAL (SELECT s.at_ms FROM talent_sends s
                    WHERE s.key_fp = p_key AND s.class = c.cls AND s.at_ms > now_ms - p_span
                    ORDER BY s.at_ms DESC OFFSET greatest(c.lim, 1) - 1 LIMIT 1) n1 ON true
            LEFT JOIN LATERAL (SELECT count(*) AS ahead FROM talent_waits x
                    WHERE p_member IS NOT NULL AND x.key_fp = p_key AND x.class = c.cls AND x.member <> p_member
                      AND x.until_ms >= now_ms AND x.since_ms IS NOT NULL
                      AND x.since_ms < coalesce((SELECT y.since_ms FROM talent_waits y
                            WHERE y.key_fp = p_key AND y.class = c.cls AND y.member = p_member
                              AND y.until_ms >= now_ms), x.since_ms + 1)) q ON true
            LEFT JOIN LATERAL (SELECT s.at_ms FROM talent_sends s
                    WHERE q.ahead > 0 AND s.key_fp = p_key AND s.class = c.cls AND s.at_ms > now_ms - p_span
                    ORDER BY s.at_ms DESC OFFSET greatest(greatest(c.lim, 1) - q.ahead - 1, 0) LIMIT 1) n2 ON true
            LEFT JOIN LATERAL (SELECT count(*) AS live FROM talent_sends s
                    WHERE n2.at_ms IS NOT NULL AND s.key_fp = p_key AND s.class = c.cls
                      AND s.at_ms > now_ms - p_span) lv ON true
            LEFT JOIN LATERAL (SELECT s.at_ms FROM talent_sends s
                    WHERE p_member IS NOT NULL AND greatest(c.lim / 2, 1) < c.lim
                      AND EXISTS (SELECT 1 FROM talent_waits x
                            WHERE x.key_fp = p_key AND x.class = c.cls AND x.member <> p_member
                              AND x.until_ms >= now_ms)
                      AND s.key_fp = p_key AND s.class = c.cls AND s.member = p_member
                      AND s.at_ms > now_ms - p_span
                    ORDER BY s.at_ms DESC OFFSET greatest(c.lim / 2, 1) - 1 LIMIT 1) n3 ON true
            ORDER BY c.ord
        LOOP
            w := 0;
            IF r.blk IS NOT NULL AND r.blk > now_ms THEN
                w := greatest(w, r.blk - now_ms);
            END IF;
            IF r.nth IS NOT NULL THEN
                w := greatest(w, greatest(r.nth + p_span - now_ms, 1));
            END IF;
            IF r.ahead > 0 THEN
                IF r.nth_turn IS NOT NULL THEN
                    -- A slot is free now but theirs: asked again soon (one of
                    -- them may be a moment late), not when the next one frees.
                    IF r.live < r.lim1 THEN
                        w := greatest(w, least(greatest(r.nth_turn + p_span - now_ms, 1), greatest(p_span / 100, 10)));
                    ELSE
                        w := greatest(w, greatest(r.nth_turn + p_span - now_ms, 1));
                    END IF;
                ELSIF r.ahead >= r.lim1 THEN
                    w := greatest(w, greatest(p_span / 60, 1));
                END IF;
            END IF;
            -- Waiting for a slot (not only for its own half of the window).
            IF w > 0 THEN
                queued := queued || r.cls;
            END IF;
            IF r.nth_half IS NOT NULL THEN
                w := greatest(w, greatest(r.nth_half + p_span - now_ms, 1));
            END IF;
            IF w > 0 THEN
                waiting := waiting || r.cls;
            END IF;
            most := greatest(most, w);
        END LOOP;
        IF most > 0 THEN
            IF p_member IS NOT NULL THEN
                INSERT INTO talent_waits (key_fp, class, member, until_ms, since_ms)
                    SELECT p_key, c, p_member, now_ms + most + least(greatest(p_span / 20, 500), 2000),
                        CASE WHEN c = ANY(queued) THEN now_ms END
                    FROM unnest(waiting) AS c
                    ON CONFLICT (key_fp, class, member) DO UPDATE SET until_ms = excluded.until_ms,
                        since_ms = CASE WHEN talent_waits.until_ms >= now_ms
                                        THEN coalesce(talent_waits.since_ms, excluded.since_ms)
                                        ELSE excluded.since_ms END;
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
ALTER FUNCTION talent_gw_reserve_admit_fair(text, text, text, boolean, text, text, bigint, text, bigint, bigint,
    bigint, text, bigint, text, text, text[], integer[], bigint) SET lock_timeout = '5s';
