
-- 22: an invite's or a message's admission at the gateway in one statement
-- (issue 47; cli.md, serve: "a spend at most two" ledger round trips). It
-- took three before its answer: the ledger's record of the invite (first
-- contact only), the people held against the member's outreach allowance
-- with the credential (talent_gw_reach), then the meter's unit with the
-- pacer's slots (talent_gw_reserve_admit_fair), each judged on the last.
-- talent_gw_reach_admit judges all three in one transaction and holds
-- nothing unless it holds both: a unit the meter refuses gives the people
-- back in the same act.
--
-- talent_reach as migration 8 left it, but for the member's reach in the
-- cycle read from the running count (migration 21: the sum of their
-- outreach lines was a scan of talent_spends an invite), the member's row
-- written at most once a minute (as migration 16's admissions do), and the
-- outreach lock taken before the run's lease is renewed (migration 21's
-- order: every quota lock before any hold row). Same arguments, same rows:
-- an older binary calls it as before.
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
    PERFORM pg_advisory_xact_lock(hashtextextended('talent:quota:' || p_ws || ':outreach', 0));
    PERFORM talent_renew(p_run, p_term);
    now_ms := talent_now_ms();
    -- A lapsed outreach hold (its run gone) counts no more: no meter of
    -- the service tells whether it reached anyone.
    DELETE FROM talent_holds h WHERE h.workspace = p_ws AND h.meter = 'outreach' AND h.expires_ms < now_ms;
    SELECT u.cycle_ends INTO cyc FROM talent_usage u WHERE u.workspace = p_ws;
    IF NOT EXISTS (SELECT 1 FROM talent_members x WHERE x.workspace = p_ws AND x.member = p_member
                   AND x.last_ms >= now_ms - 60000) THEN
        INSERT INTO talent_members (workspace, member, first_ms, last_ms) VALUES (p_ws, p_member, now_ms, now_ms)
            ON CONFLICT (workspace, member) DO UPDATE SET last_ms = greatest(talent_members.last_ms, excluded.last_ms);
    END IF;
    SELECT a.cap INTO a_cap FROM talent_allowances a
        WHERE a.workspace = p_ws AND a.member = p_member AND a.meter = 'outreach';
    IF a_cap IS NOT NULL THEN
        by_member := coalesce((SELECT c.spent FROM talent_member_spent c
            WHERE c.workspace = p_ws AND c.member = p_member AND c.meter = 'outreach'
              AND c.cycle_ends = coalesce(cyc, '')), 0);
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

-- The columns: talent_gw_reserve_admit_fair's (the credential's four, then
-- the meter's unit from `kind`: NULL when no unit was asked, `wait` then
-- the pacer's alone), then `invited_ms` (the ledger saw this invite go out
-- then), `bulk_times` (past the job's daily cap: when the bulk invites of
-- the day went out), `reach_kind` ('held' or 'allowance'), `reach_id` (the
-- people's hold: NULL when the unit was refused and they were given back),
-- `reach_cap` and `reach_used`. `p_job` with `p_invitee`: an invite's
-- first contact, checked first; `p_job` with `p_since` and `p_room`: a
-- bulk invite's daily cap (more than `p_room` since `p_since` refuses it).
-- `p_meter` NULL (a message, a bulk invite): the pacer's slots alone
-- (talent_gw_admit_fair) after the people.
CREATE OR REPLACE FUNCTION talent_gw_reach_admit(p_sha text, p_gw_member text, p_grant text, p_api boolean,
    p_ws text, p_member text, p_people bigint, p_expires bigint, p_run text, p_term bigint,
    p_job text, p_invitee text, p_since bigint, p_room bigint,
    p_meter text, p_cost bigint, p_used bigint, p_limit bigint,
    p_key text, p_classes text[], p_limits integer[], p_span bigint)
RETURNS TABLE (verdict text, grants text, label text, use_for text, kind text, hold_id bigint, left_units bigint,
    limit_units bigint, cap bigint, member_used bigint, wait bigint, invited_ms bigint, bulk_times bigint[],
    reach_kind text, reach_id bigint, reach_cap bigint, reach_used bigint)
LANGUAGE plpgsql AS $f$
DECLARE
    g record;
    r record;
    h record;
    at bigint;
    times bigint[];
BEGIN
    SELECT * INTO g FROM talent_gw_check(p_sha, p_gw_member, p_grant, p_api);
    IF g.verdict <> 'ok' THEN
        RETURN QUERY SELECT g.verdict, g.grants, g.label, g.use_for, NULL::text, NULL::bigint, NULL::bigint,
            NULL::bigint, NULL::bigint, NULL::bigint, NULL::bigint, NULL::bigint, NULL::bigint[], NULL::text,
            NULL::bigint, NULL::bigint, NULL::bigint;
        RETURN;
    END IF;
    IF p_job IS NOT NULL AND p_invitee IS NOT NULL THEN
        SELECT i.at_ms INTO at FROM talent_invites i
            WHERE i.workspace = p_ws AND i.job_id = p_job AND i.candidate_id = p_invitee AND i.kind = 'invite';
    ELSIF p_job IS NOT NULL THEN
        SELECT array_agg(i.at_ms ORDER BY i.at_ms) INTO times FROM talent_invites i
            WHERE i.workspace = p_ws AND i.job_id = p_job AND i.kind = 'bulk' AND i.at_ms >= p_since;
        IF coalesce(array_length(times, 1), 0) <= p_room THEN
            times := NULL;
        END IF;
    END IF;
    IF at IS NOT NULL OR times IS NOT NULL THEN
        RETURN QUERY SELECT g.verdict, g.grants, g.label, g.use_for, NULL::text, NULL::bigint, NULL::bigint,
            NULL::bigint, NULL::bigint, NULL::bigint, NULL::bigint, at, times, NULL::text, NULL::bigint,
            NULL::bigint, NULL::bigint;
        RETURN;
    END IF;
    -- The quota locks, outreach's first (talent_reach's own order), before
    -- the lease's renewal touches any hold row (migration 21's order: a
    -- settle holds its meter's lock and waits for its hold's row).
    PERFORM pg_advisory_xact_lock(hashtextextended('talent:quota:' || p_ws || ':outreach', 0));
    IF p_meter IS NOT NULL THEN
        PERFORM pg_advisory_xact_lock(hashtextextended('talent:quota:' || p_ws || ':' || p_meter, 0));
    END IF;
    SELECT * INTO r FROM talent_reach(p_ws, p_member, p_people, p_expires, p_run, p_term);
    IF r.kind <> 'held' THEN
        RETURN QUERY SELECT g.verdict, g.grants, g.label, g.use_for, NULL::text, NULL::bigint, NULL::bigint,
            NULL::bigint, NULL::bigint, NULL::bigint, NULL::bigint, NULL::bigint, NULL::bigint[], r.kind,
            NULL::bigint, r.cap, r.member_used;
        RETURN;
    END IF;
    IF p_meter IS NULL THEN
        IF coalesce(array_length(p_classes, 1), 0) = 0 THEN
            RETURN QUERY SELECT g.verdict, g.grants, g.label, g.use_for, NULL::text, NULL::bigint, NULL::bigint,
                NULL::bigint, NULL::bigint, NULL::bigint, NULL::bigint, NULL::bigint, NULL::bigint[], r.kind,
                r.hold_id, r.cap, r.member_used;
            RETURN;
        END IF;
        SELECT * INTO h FROM talent_gw_admit_fair(p_sha, p_gw_member, p_grant, p_api, p_key, p_classes, p_limits,
            p_span, p_run, p_term);
        IF h.verdict <> 'ok' THEN
            DELETE FROM talent_holds x WHERE x.id = r.hold_id;
            r.hold_id := NULL;
        END IF;
        RETURN QUERY SELECT h.verdict, h.grants, h.label, h.use_for, NULL::text, NULL::bigint, NULL::bigint,
            NULL::bigint, NULL::bigint, NULL::bigint, h.wait, NULL::bigint, NULL::bigint[], r.kind, r.hold_id,
            r.cap, r.member_used;
        RETURN;
    END IF;
    SELECT * INTO h FROM talent_gw_reserve_admit_fair(p_sha, p_gw_member, p_grant, p_api, p_ws, p_meter, p_cost,
        p_member, p_used, p_limit, p_expires, p_run, p_term, NULL, p_key, p_classes, p_limits, p_span);
    IF h.kind IS DISTINCT FROM 'held' THEN
        -- The unit refused: the people given back, nothing held.
        DELETE FROM talent_holds x WHERE x.id = r.hold_id;
        r.hold_id := NULL;
    END IF;
    RETURN QUERY SELECT h.verdict, h.grants, h.label, h.use_for, h.kind, h.hold_id, h.left_units, h.limit_units,
        h.cap, h.member_used, h.wait, NULL::bigint, NULL::bigint[], r.kind, r.hold_id, r.cap, r.member_used;
END
$f$;
ALTER FUNCTION talent_gw_reach_admit(text, text, text, boolean, text, text, bigint, bigint, text, bigint, text,
    text, bigint, bigint, text, bigint, bigint, bigint, text, text[], integer[], bigint) SET lock_timeout = '5s';
