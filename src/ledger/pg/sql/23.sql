
-- 23: a keyed write's claim with its credential in one statement (issue 47;
-- cli.md, serve: "idempotency claims by member and key", "the credential
-- check and the admission are one ledger statement"). A gateway judged a
-- write with an Idempotency-Key alone first (talent_gw_check), then claimed
-- the key (talent_claim_run): two round trips before the admission, so
-- that a revoked token never had a recorded answer replayed. The claim now
-- judges the credential in its own transaction and claims only for a live
-- token of p_member (who must be named: p_owner is that member's) with the
-- route's grant; on any other verdict nothing is claimed.
CREATE OR REPLACE FUNCTION talent_gw_claim(p_sha text, p_member text, p_grant text, p_api boolean,
    p_owner text, p_key text, p_command text, p_request text, p_run text, p_term bigint)
RETURNS TABLE (verdict text, grants text, label text, use_for text, member text, state text, command text,
    request text, result text, claim_member text, at_ms bigint)
LANGUAGE plpgsql AS $f$
DECLARE
    g record;
    c record;
BEGIN
    IF p_member IS NULL THEN
        RETURN QUERY SELECT 'unauthorized'::text, NULL::text, NULL::text, NULL::text, NULL::text, NULL::text,
            NULL::text, NULL::text, NULL::text, NULL::text, NULL::bigint;
        RETURN;
    END IF;
    SELECT * INTO g FROM talent_gw_check(p_sha, p_member, p_grant, p_api);
    IF g.verdict <> 'ok' THEN
        RETURN QUERY SELECT g.verdict, g.grants, g.label, g.use_for, g.member, NULL::text, NULL::text, NULL::text,
            NULL::text, NULL::text, NULL::bigint;
        RETURN;
    END IF;
    SELECT * INTO c FROM talent_claim_run(p_owner, p_key, p_command, p_request, g.member, p_run, p_term);
    RETURN QUERY SELECT g.verdict, g.grants, g.label, g.use_for, g.member, c.state, c.command, c.request, c.result,
        c.member, c.at_ms;
END
$f$;
ALTER FUNCTION talent_gw_claim(text, text, text, boolean, text, text, text, text, text, bigint)
    SET lock_timeout = '5s';
