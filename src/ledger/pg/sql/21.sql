
-- 21: a member's allowance read from a running count (issue 47,
-- docs/benchmarks.md "29-admitcost" and "32-count"). The allowance's check
-- (the gateway's admission, talent_reserve_run, `whoami`'s allowance) summed
-- the member's spends of the cycle, a sequential scan of talent_spends per
-- page (`IS NOT DISTINCT FROM` uses no index): 8.95 ms an admission at
-- 20,000 of them against 2.0 ms. Now each reads one row of
-- talent_member_spent: what a member spent of a meter in a cycle (the sum of
-- `cost` over their `spent` lines), kept by a trigger on talent_spends, so
-- every writer (the settle, an import, `ledger prune` and `ledger reset`,
-- an outcome's update, an older binary, any later writer) keeps it exact
-- without knowing of it. Same arguments, same rows: an older binary calls
-- the functions as before.
--
-- `cycle_ends` is NOT NULL, with '' for a line of no cycle (a workspace
-- whose usage was never read): a primary key cannot hold NULL, a unique
-- index treats NULLs as distinct (so ON CONFLICT would never meet the row;
-- NULLS NOT DISTINCT is PostgreSQL 15's), and an expression key
-- (coalesce(cycle_ends, '')) would do the same with every reader having to
-- write it just so. A cycle's end is the service's timestamp, never empty:
-- '' meets no real cycle.
CREATE TABLE IF NOT EXISTS talent_member_spent (
    workspace text NOT NULL,
    member text NOT NULL,
    meter text NOT NULL,
    cycle_ends text NOT NULL,
    spent bigint NOT NULL,
    PRIMARY KEY (workspace, member, meter, cycle_ends)
);

-- A line's cost taken out of its old key and put into its new one (an
-- insert's or an update's, row by row; deletes below, per statement). The
-- upsert (INSERT … ON CONFLICT … DO UPDATE) locks the counter's row until the
-- writer commits, so two settles of one member (and a settle beside an
-- import or a prune) add in turn and lose no update; the settle already
-- holds the quota's advisory lock, an import its workspace's, a prune
-- none, and each takes this row after its own table locks and before any
-- talent_usage row (the settle's, the import's last statement): no
-- transaction holds a talent_usage row or a quota lock while waiting for a
-- writer that holds a counter row and waits for it, so no new cycle of
-- lock waits. The admissions only read the row (no FOR UPDATE): they wait
-- for nobody here.
CREATE OR REPLACE FUNCTION talent_member_spent_keep() RETURNS trigger
LANGUAGE plpgsql AS $f$
BEGIN
    IF TG_OP <> 'INSERT' THEN
        IF OLD.spent AND OLD.cost <> 0 THEN
            INSERT INTO talent_member_spent AS t (workspace, member, meter, cycle_ends, spent)
                VALUES (OLD.workspace, OLD.member, OLD.meter, coalesce(OLD.cycle_ends, ''), -OLD.cost)
                ON CONFLICT (workspace, member, meter, cycle_ends) DO UPDATE SET spent = t.spent + excluded.spent;
        END IF;
    END IF;
    IF TG_OP <> 'DELETE' THEN
        IF NEW.spent AND NEW.cost <> 0 THEN
            INSERT INTO talent_member_spent AS t (workspace, member, meter, cycle_ends, spent)
                VALUES (NEW.workspace, NEW.member, NEW.meter, coalesce(NEW.cycle_ends, ''), NEW.cost)
                ON CONFLICT (workspace, member, meter, cycle_ends) DO UPDATE SET spent = t.spent + excluded.spent;
        END IF;
    END IF;
    RETURN NULL;
END
$f$;

-- The lines already there are counted again from scratch below (so a
-- second run leaves the same counts). This lock keeps every writer of
-- talent_spends out from here until the migration commits, so no line is
-- counted twice or missed between the triggers and the count; readers go on.
LOCK TABLE talent_spends IN SHARE ROW EXCLUSIVE MODE;

-- A delete (`ledger prune`, `ledger reset`: thousands of lines at once)
-- takes its lines out per statement, one upsert per key in the key's order
-- (a row trigger's upsert a line made a prune of 22,000 lines 1 s instead
-- of 0.01 s; two prunes lock the keys in the same order).
CREATE OR REPLACE FUNCTION talent_member_spent_gone() RETURNS trigger
LANGUAGE plpgsql AS $f$
BEGIN
    INSERT INTO talent_member_spent AS t (workspace, member, meter, cycle_ends, spent)
        SELECT g.workspace, g.member, g.meter, coalesce(g.cycle_ends, ''), -sum(g.cost)
        FROM talent_member_spent_old g WHERE g.spent
        GROUP BY g.workspace, g.member, g.meter, coalesce(g.cycle_ends, '')
        HAVING sum(g.cost) <> 0
        ORDER BY 1, 2, 3, 4
        ON CONFLICT (workspace, member, meter, cycle_ends) DO UPDATE SET spent = t.spent + excluded.spent;
    RETURN NULL;
END
$f$;

-- The settle's and the import's inserts and any update, a row trigger each
-- (one line a statement: no transition table to fill); each event's WHEN
-- leaves the lines that count nothing (an unspent line, an update of the
-- outcome alone) without a call. Made once (a second run finds them; DROP
-- TRIGGER would lock the table against its readers too). EXECUTE PROCEDURE
-- and transition tables: any PostgreSQL from 10.
DO $d$
BEGIN
    IF NOT EXISTS (SELECT 1 FROM pg_trigger WHERE tgrelid = 'talent_spends'::regclass
                   AND tgname = 'talent_member_spent_ins') THEN
        CREATE TRIGGER talent_member_spent_ins AFTER INSERT ON talent_spends
            FOR EACH ROW WHEN (NEW.spent) EXECUTE PROCEDURE talent_member_spent_keep();
    END IF;
    IF NOT EXISTS (SELECT 1 FROM pg_trigger WHERE tgrelid = 'talent_spends'::regclass
                   AND tgname = 'talent_member_spent_del') THEN
        CREATE TRIGGER talent_member_spent_del AFTER DELETE ON talent_spends
            REFERENCING OLD TABLE AS talent_member_spent_old
            FOR EACH STATEMENT EXECUTE PROCEDURE talent_member_spent_gone();
    END IF;
    IF NOT EXISTS (SELECT 1 FROM pg_trigger WHERE tgrelid = 'talent_spends'::regclass
                   AND tgname = 'talent_member_spent_upd') THEN
        CREATE TRIGGER talent_member_spent_upd AFTER UPDATE OF spent, cost, member, meter, cycle_ends, workspace
            ON talent_spends FOR EACH ROW
            WHEN (OLD.spent IS DISTINCT FROM NEW.spent OR OLD.cost IS DISTINCT FROM NEW.cost
                  OR OLD.member IS DISTINCT FROM NEW.member OR OLD.meter IS DISTINCT FROM NEW.meter
                  OR OLD.cycle_ends IS DISTINCT FROM NEW.cycle_ends OR OLD.workspace IS DISTINCT FROM NEW.workspace)
            EXECUTE PROCEDURE talent_member_spent_keep();
    END IF;
END
$d$;

DELETE FROM talent_member_spent;
INSERT INTO talent_member_spent (workspace, member, meter, cycle_ends, spent)
    SELECT s.workspace, s.member, s.meter, coalesce(s.cycle_ends, ''), sum(s.cost)
    FROM talent_spends s WHERE s.spent
    GROUP BY s.workspace, s.member, s.meter, coalesce(s.cycle_ends, '')
    HAVING sum(s.cost) <> 0;

-- The functions as migrations 16 (talent_reserve_run) and 20
-- (talent_gw_reserve_admit_fair) left them, but for the member's spends in
-- the cycle (one row of the count, read without a lock) and the order of
-- two steps: the quota's lock is taken before the run's lease is renewed
-- (docs/benchmarks.md "32-pace": a reservation renewing first held the
-- run's holds while it waited for the quota, whose holder, a settle of one
-- of those holds, waited for it — PostgreSQL's deadlock, a second lost).
-- Every act that takes a meter's quota lock now takes it before any hold
-- row (talent_reach's outreach lock is taken by no settle).

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
    -- The quota's lock before the lease (32-pace: the lease's renewal locks
    -- every hold of the run, and a settle of one of them holds the quota's
    -- lock while it deletes its hold: renewing first was a deadlock).
    PERFORM pg_advisory_xact_lock(hashtextextended('talent:quota:' || p_ws || ':' || p_meter, 0));
    PERFORM talent_renew(p_run, p_term);
    now_ms := talent_now_ms();
    PERFORM talent_drop_dead_holds(p_ws);
    IF p_card IS NOT NULL THEN
        IF EXISTS (SELECT 1 FROM talent_unlocked u WHERE u.workspace = p_ws AND u.talent_card_id = p_card) THEN
            RETURN QUERY SELECT 'free'::text, NULL::bigint, NULL::bigint, NULL::bigint, NULL::bigint, NULL::bigint;
            RETURN;
        END IF;
        SELECT min(h.expires_ms) - now_ms INTO lft FROM talent_holds h
            WHERE h.workspace = p_ws AND h.card = p_card AND h.run IS DISTINCT FROM p_run
              AND h.expires_ms >= now_ms;
        IF lft IS NOT NULL THEN
            RETURN QUERY SELECT 'busy'::text, NULL::bigint, greatest(least(lft, 250), 20), NULL::bigint, NULL::bigint, NULL::bigint;
            RETURN;
        END IF;
    END IF;
    SELECT CASE p_meter WHEN 'unlocks' THEN u.unlocks_used WHEN 'searches' THEN u.searches_used
                        WHEN 'messages' THEN u.messages_used END,
           CASE p_meter WHEN 'unlocks' THEN u.unlocks_limit WHEN 'searches' THEN u.searches_limit
                        WHEN 'messages' THEN u.messages_limit END,
           u.cycle_ends
        INTO m_used, m_limit, cyc FROM talent_usage u WHERE u.workspace = p_ws;
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
        RETURN QUERY SELECT 'short'::text, NULL::bigint, lft, m_limit, NULL::bigint, NULL::bigint;
        RETURN;
    END IF;
    SELECT a.cap INTO a_cap FROM talent_allowances a
        WHERE a.workspace = p_ws AND a.member = p_member AND a.meter = p_meter;
    IF a_cap IS NOT NULL THEN
        by_member := coalesce((SELECT c.spent FROM talent_member_spent c
            WHERE c.workspace = p_ws AND c.member = p_member AND c.meter = p_meter
              AND c.cycle_ends = coalesce(cyc, '')), 0);
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
        RETURNING talent_holds.id INTO new_id;
    RETURN QUERY SELECT 'held'::text, new_id, lft, m_limit, a_cap, by_member;
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
    mine bigint;
    ahead bigint;
    live bigint;
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
        by_member := coalesce((SELECT c.spent FROM talent_member_spent c
            WHERE c.workspace = p_ws AND c.member = p_member AND c.meter = p_meter
              AND c.cycle_ends = coalesce(cyc, '')), 0);
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
            -- In turn (migration 20): a slot that frees goes to the members
            -- waiting for one longest; one who asks while more wait before it
            -- than there are free slots waits for as many slots more.
            IF p_member IS NOT NULL THEN
                mine := NULL;
                SELECT x.since_ms INTO mine FROM talent_waits x
                    WHERE x.key_fp = p_key AND x.class = p_classes[i] AND x.member = p_member AND x.until_ms >= now_ms;
                SELECT count(*) INTO ahead FROM talent_waits x
                    WHERE x.key_fp = p_key AND x.class = p_classes[i] AND x.member <> p_member AND x.until_ms >= now_ms
                      AND x.since_ms IS NOT NULL AND (mine IS NULL OR x.since_ms < mine);
                IF ahead > 0 THEN
                    nth := NULL;
                    SELECT s.at_ms INTO nth FROM talent_sends s
                        WHERE s.key_fp = p_key AND s.class = p_classes[i] AND s.at_ms > now_ms - p_span
                        ORDER BY s.at_ms DESC OFFSET greatest(greatest(p_limits[i], 1) - ahead - 1, 0) LIMIT 1;
                    IF nth IS NOT NULL THEN
                        -- A slot is free now but theirs: asked again soon (one of them
                        -- may be a moment late), not when the next one frees.
                        SELECT count(*) INTO live FROM talent_sends s
                            WHERE s.key_fp = p_key AND s.class = p_classes[i] AND s.at_ms > now_ms - p_span;
                        IF live < greatest(p_limits[i], 1) THEN
                            w := greatest(w, least(greatest(nth + p_span - now_ms, 1), greatest(p_span / 100, 10)));
                        ELSE
                            w := greatest(w, greatest(nth + p_span - now_ms, 1));
                        END IF;
                    ELSIF ahead >= greatest(p_limits[i], 1) THEN
                        w := greatest(w, greatest(p_span / 60, 1));
                    END IF;
                END IF;
            END IF;
            -- Waiting for a slot (not only for its own half of the window).
            IF w > 0 THEN
                queued := queued || p_classes[i];
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
ALTER FUNCTION talent_reserve_run(text, text, bigint, text, bigint, bigint, bigint, text, bigint, text)
    SET lock_timeout = '5s';
ALTER FUNCTION talent_gw_reserve_admit_fair(text, text, text, boolean, text, text, bigint, text, bigint, bigint,
    bigint, text, bigint, text, text, text[], integer[], bigint) SET lock_timeout = '5s';
