-- 24: the member first in line is handed its slot with the wait (issue 47,
-- the far path: docs/benchmarks.md 40). A member told to wait slept, then
-- asked again and took the freed slot with that ask: one round trip to the
-- ledger between the slot's time and the send, 40 ms at each window's turn
-- for a machine 40 ms away. `talent_admit_ahead` admits as
-- `talent_admit_fair` does; when that says wait, and the wait is only for
-- a slot to free (no block, no other member waiting for these classes
-- since before it, the member holding fewer than half a window of slots
-- not yet reached), it takes the slot now at the time it frees and answers
-- minus the wait: the caller sleeps it and sends without asking again.
-- Else its answer is talent_admit_fair's, the member's turn kept as before.
--
-- A slot in the future counts in every later ask's window (they read the
-- rows after now - span, the future ones too), and is never earlier than
-- one taken before it (it is the limit-th latest slot plus the span), so
-- no window of the span holds more than its limit. Its time is taken
-- after talent_admit_fair's (talent_now_ms reads the clock), so it is a
-- moment late, never early. Only adds: an older binary calls
-- talent_admit_fair and waits behind the slots held ahead.
CREATE OR REPLACE FUNCTION talent_admit_ahead(p_key text, p_classes text[], p_limits integer[], p_span bigint,
    p_run text, p_term bigint, p_member text, p_ahead bigint)
RETURNS bigint LANGUAGE plpgsql AS $f$
DECLARE
    w bigint;
    now_ms bigint;
    mine bigint;
    i integer;
BEGIN
    w := talent_admit_fair(p_key, p_classes, p_limits, p_span, p_run, p_term, p_member);
    IF w <= 0 OR p_member IS NULL OR w > least(p_ahead, p_span) THEN
        RETURN w;
    END IF;
    -- Its advisory locks on the classes are held to the transaction's end.
    now_ms := talent_now_ms();
    IF EXISTS (SELECT 1 FROM talent_blocks b
               WHERE b.key_fp = p_key AND b.class = ANY(p_classes) AND b.until_ms > now_ms) THEN
        RETURN w;
    END IF;
    FOR i IN 1..coalesce(array_length(p_classes, 1), 0) LOOP
        -- First in line: no other member waits for a slot of the class
        -- since before this one (talent_admit_fair's turn, migration 20).
        mine := NULL;
        SELECT x.since_ms INTO mine FROM talent_waits x
            WHERE x.key_fp = p_key AND x.class = p_classes[i] AND x.member = p_member AND x.until_ms >= now_ms;
        IF EXISTS (SELECT 1 FROM talent_waits x
                   WHERE x.key_fp = p_key AND x.class = p_classes[i] AND x.member <> p_member
                     AND x.until_ms >= now_ms AND x.since_ms IS NOT NULL
                     AND (mine IS NULL OR x.since_ms < mine))
           OR (SELECT count(*) FROM talent_sends s
               WHERE s.key_fp = p_key AND s.class = p_classes[i] AND s.member = p_member
                 AND s.at_ms > now_ms) >= greatest(p_limits[i] / 2, 1) THEN
            RETURN w;
        END IF;
    END LOOP;
    DELETE FROM talent_waits WHERE key_fp = p_key AND member = p_member AND class = ANY(p_classes);
    INSERT INTO talent_sends (key_fp, class, at_ms, member)
        SELECT p_key, c, now_ms + w, p_member FROM unnest(p_classes) AS c;
    RETURN -w;
END
$f$;
ALTER FUNCTION talent_admit_ahead(text, text[], integer[], bigint, text, bigint, text, bigint)
    SET lock_timeout = '5s';
