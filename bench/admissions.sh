#!/usr/bin/env bash
# Admissions per second on one key in the team ledger, and how long they
# wait on each other's locks, at 2, 8 and 24 concurrent clients: pgbench
# calls talent_admit (the pacer's act, the hot path every request takes) for
# 5 s per level, with limits high enough that every admission goes through,
# against a fresh database migrated by talent. Lock waits: the mean latency
# of an admission beside the uncontended one (1 client), and the share of
# samples (every 50 ms) with an admission waiting on an advisory lock.
#
#   source <(bash .ci/pg.sh | sed 's/^/export TALENT_TEST_PG_URL=/')
#   bash bench/admissions.sh [BIN]
set -euo pipefail
BIN=${1:-target/release/talent}
: "${TALENT_TEST_PG_URL:?start a cluster with .ci/pg.sh}"
pgbench=$(ls /usr/lib/postgresql/*/bin/pgbench | sort -V | tail -1)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
db=talent_bench_$RANDOM
psql "$TALENT_TEST_PG_URL" -XAtqc "CREATE DATABASE $db"
url="${TALENT_TEST_PG_URL%/*}/$db"
TALENT_CONFIG_DIR=$work TALENT_DATA_DIR=$work TALENT_LEDGER_URL=$url "$BIN" ledger migrate >/dev/null 2>&1
echo "SELECT talent_admit('bench-key', '{global,search}', '{100000000,100000000}', 3000);" >"$work/admit.sql"
echo "| clients | admissions/s | mean latency | samples with a lock wait |"
echo "|---:|---:|---:|---:|"
for c in 1 2 8 24; do
    psql "$url" -XAtqc "TRUNCATE talent_sends"
    ( while :; do psql "$url" -XAtqc "SELECT count(*) FROM pg_locks WHERE locktype = 'advisory' AND NOT granted"; sleep 0.05; done ) >"$work/waits.$c" 2>/dev/null &
    sampler=$!
    "$pgbench" -n -c "$c" -j "$(( c < 2 ? 1 : 2 ))" -T 5 -f "$work/admit.sql" "$url" >"$work/pgb.$c" 2>&1 || cat "$work/pgb.$c"
    kill "$sampler" 2>/dev/null || true
    tps=$(sed -n 's/^tps = \([0-9.]*\).*/\1/p' "$work/pgb.$c" | head -1)
    lat=$(sed -n 's/^latency average = \(.*\)$/\1/p' "$work/pgb.$c")
    share=$(python3 -c "
v=[int(x) for x in open('$work/waits.$c') if x.strip().isdigit()]
print(f'{100*sum(1 for x in v if x>0)/max(len(v),1):.0f} % of {len(v)}')")
    echo "| $c | $tps | $lat | $share |"
done
psql "$TALENT_TEST_PG_URL" -XAtqc "DROP DATABASE $db WITH (FORCE)" >/dev/null
