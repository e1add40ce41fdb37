#!/usr/bin/env bash
# Far pacing: MACHINES processes (each its own data folder: a machine) on one
# key, each exporting PAGES search pages of 20 (`search --min-exp 1 --limit
# PAGES*20 --page-size 20`), started at once, at time scale SCALE, against one
# sandbox and one team ledger reached three ways: straight to PostgreSQL,
# through PgBouncer in transaction mode, and 40 ms of round trip away (the
# latency relay, examples/latency_relay.rs, 20 ms each way). Prints the wall
# time (process start included) against the minimum the limits allow (the
# search class admits 10 pages a window: MACHINES*PAGES pages need
# MACHINES*PAGES/10 - 1 windows after the first ten) and the 429s answered.
#
#   source <(bash .ci/pg.sh | sed 's/^/export TALENT_TEST_PG_URL=/')
#   export TALENT_TEST_PG_POOL_URL=$(bash .ci/pg.sh bouncer "$TALENT_TEST_PG_URL")
#   bash bench/far.sh [BIN] [SCALE] [PAGES] [MACHINES]   (default release, 0.05, 5, 8)
set -euo pipefail
BIN=${1:-target/release/talent}
SCALE=${2:-0.05}
PAGES=${3:-5}
MACHINES=${4:-8}
: "${TALENT_TEST_PG_URL:?start a cluster with .ci/pg.sh}"
[ -x "$BIN" ] || cargo build --release --quiet
cargo build --quiet --example latency_relay
work=$(mktemp -d)
pids=()
trap 'kill "${pids[@]}" 2>/dev/null; rm -rf "$work"' EXIT
export TALENT_CONFIG_DIR=$work/config TALENT_KEYRING_BACKEND=memory
"$BIN" sandbox serve --addr 127.0.0.1:0 --time-scale "$SCALE" --candidates 5000 --grant searches=100000 >"$work/ready" 2>/dev/null &
pids+=($!)
while [ ! -s "$work/ready" ]; do sleep 0.1; done
j() { python3 -c "import json;print(json.load(open('$work/ready'))$1)"; }
export TALENT_BASE_URL=$(j '["base_url"]') TALENT_ALT_BASE_URL=$(j '["alt_base_url"]') \
       TALENT_API_KEY=$(j '["keys"]["production"]') TALENT_TIME_SCALE=$SCALE
window=$(python3 -c "print(60*$SCALE)")
minimum=$(python3 -c "print(($MACHINES*$PAGES//10 - 1)*60*$SCALE)")
db=talent_bench_$RANDOM
psql "$TALENT_TEST_PG_URL" -XAtqc "CREATE DATABASE $db"
base=${TALENT_TEST_PG_URL%/*}
straight="$base/$db"
target/debug/examples/latency_relay "${base#*@}" 20 >"$work/relay" &
pids+=($!)
while ! grep -q listening "$work/relay"; do sleep 0.05; done
far="${base%@*}@$(sed -n 's/^listening //p' "$work/relay")/$db"
run() { # label, ledger url
    rm -rf "$work"/m*
    local start end i
    start=$(date +%s.%N)
    local ps=()
    for i in $(seq "$MACHINES"); do
        TALENT_DATA_DIR=$work/m$i TALENT_LEDGER_URL=$2 TALENT_MEMBER=m$i \
            "$BIN" search -v --min-exp 1 --limit $((PAGES * 20)) --page-size 20 -o jsonl >/dev/null 2>"$work/m$i.err" &
        ps+=($!)
    done
    wait "${ps[@]}" || true
    end=$(date +%s.%N)
    n429=$(cat "$work"/m*.err | grep -c -- "-> 429" || true)
    fails=$(cat "$work"/m*.err | grep -c "^error" || true)
    python3 -c "print(f'| $1 | {$end-$start:.2f} s | {($end-$start)/$minimum:.3f} | $n429 | $fails |')"
    sleep "$(python3 -c "print(2*$window)")"   # let the service's window empty
}
echo "| $MACHINES machines × $PAGES pages, scale $SCALE (minimum $minimum s) | wall time | × the minimum | 429s | errors |"
echo "|---|---:|---:|---:|---:|"
run "straight to PostgreSQL" "$straight"
if [ -n "${TALENT_TEST_PG_POOL_URL:-}" ]; then
    run "through PgBouncer (transaction mode)" "${TALENT_TEST_PG_POOL_URL%/*}/$db"
fi
run "40 ms from PostgreSQL" "$far"
psql "$TALENT_TEST_PG_URL" -XAtqc "DROP DATABASE $db WITH (FORCE)" >/dev/null
