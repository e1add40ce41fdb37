
CREATE TABLE IF NOT EXISTS talent_gw_attempts (
    id bigserial PRIMARY KEY,
    scope text NOT NULL,
    from_addr text NOT NULL,
    at_ms bigint NOT NULL
);
CREATE INDEX IF NOT EXISTS talent_gw_attempts_by_addr ON talent_gw_attempts (scope, from_addr, at_ms);
CREATE OR REPLACE FUNCTION talent_gw_attempt(p_scope text, p_from text, p_limit integer, p_window bigint)
RETURNS bigint LANGUAGE plpgsql AS $f$
DECLARE
    now_ms bigint := talent_now_ms();
    n bigint;
    oldest bigint;
    id bigint;
BEGIN
    PERFORM pg_advisory_xact_lock(hashtextextended('talent:gw:attempt:' || p_scope || ':' || p_from, 0));
    DELETE FROM talent_gw_attempts a WHERE a.scope = p_scope AND a.at_ms <= now_ms - p_window;
    SELECT count(*), min(a.at_ms) INTO n, oldest FROM talent_gw_attempts a
        WHERE a.scope = p_scope AND a.from_addr = p_from;
    IF n >= p_limit THEN
        RETURN -greatest(oldest + p_window - now_ms, 1);
    END IF;
    INSERT INTO talent_gw_attempts (scope, from_addr, at_ms) VALUES (p_scope, p_from, now_ms)
        RETURNING talent_gw_attempts.id INTO id;
    RETURN id;
END
$f$;
