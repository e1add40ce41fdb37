-- A member's history in the bench's ledger (GW_BENCH_SQL=bench/gw_spends.sql,
-- docs/benchmarks.md "32-count"): an allowance of searches for the bench's
-- member m1 and 20,000 of their spent search pages in the sandbox's current
-- cycle, as a busy member's month leaves them (bench/gateway.sh passes the
-- sandbox's workspace and cycle end as :ws and :cycle). On a ledger of PG
-- migration 21 the trigger counts them as they go in.
INSERT INTO talent_allowances (workspace, member, meter, cap, set_ms, set_by)
    VALUES (:'ws', 'm1', 'searches', 1000000, 0, 'bench')
    ON CONFLICT (workspace, member, meter) DO UPDATE SET cap = excluded.cap;
INSERT INTO talent_spends (workspace, member, meter, cost, spent, cycle_ends, at_ms, command, outcome)
    SELECT :'ws', 'm1', 'searches', 1, true, :'cycle', g, 'search', 'spent'
    FROM generate_series(1, 20000) AS g;
ANALYZE talent_spends;
