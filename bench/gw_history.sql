-- A team's history in the bench's ledger (GW_BENCH_SQL=bench/gw_history.sql,
-- docs/benchmarks.md "29-admitcost"): 20,000 finished idempotency claims, as
-- a team's unlocks, messages and job writes leave them until `ledger prune`
-- (a request's and an answer's JSON of a few hundred bytes each).
INSERT INTO talent_idempotency (owner, key, command, request, result, member, at_ms)
    SELECT 'ws_history', 'k' || g, 'unlock', repeat('r', 200), repeat('x', 600), 'm1', g
    FROM generate_series(1, 20000) AS g;
ANALYZE talent_idempotency;
