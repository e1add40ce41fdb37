
CREATE OR REPLACE FUNCTION talent_answered(p_id bigint, p_margin bigint) RETURNS void LANGUAGE plpgsql AS $f$
DECLARE
    who text;
    since bigint;
    now_ms bigint := talent_now_ms();
BEGIN
    IF p_margin IS NULL THEN
        RETURN;
    END IF;
    SELECT h.member, h.held_ms INTO who, since FROM talent_holds h WHERE h.id = p_id;
    IF who IS NULL OR since IS NULL THEN
        RETURN;
    END IF;
    UPDATE talent_sends s SET at_ms = now_ms - p_margin
        WHERE s.ctid IN (SELECT DISTINCT ON (x.key_fp, x.class) x.ctid FROM talent_sends x
                         WHERE x.member = who AND x.at_ms >= since
                         ORDER BY x.key_fp, x.class, x.at_ms)
          AND s.at_ms < now_ms - p_margin;
END
$f$;

CREATE OR REPLACE FUNCTION talent_settle_read_paced(p_id bigint, p_spent boolean, p_ws text, p_member text,
    p_meter text, p_cost bigint, p_command text, p_outcome text, p_at bigint, p_margin bigint)
RETURNS TABLE (unlocks_used bigint, unlocks_limit bigint, searches_used bigint, searches_limit bigint,
    messages_used bigint, messages_limit bigint, cycle_ends text, read_ms bigint, held bigint)
LANGUAGE plpgsql AS $f$
BEGIN
    PERFORM talent_answered(p_id, p_margin);
    RETURN QUERY SELECT * FROM talent_settle_read(p_id, p_spent, p_ws, p_member, p_meter, p_cost, p_command,
        p_outcome, p_at);
END
$f$;
ALTER FUNCTION talent_answered(bigint, bigint) SET lock_timeout = '5s';
ALTER FUNCTION talent_settle_read_paced(bigint, boolean, text, text, text, bigint, text, text, bigint, bigint)
    SET lock_timeout = '5s';
