#!/usr/bin/env bash
# Two "machines" (two data folders) export 10 search pages each, in parallel,
# on one key against one sandbox: with a local ledger each, then with one team
# ledger on PostgreSQL. Prints the wall time against the minimum the limits
# allow (the search class admits 10 pages a window: 2 x PAGES pages need
# 2*PAGES/10 - 1 windows after the first ten) and the
# 429s the service answered. Usage: TALENT_TEST_PG_URL=postgres://… bench/team.sh [BIN] [SCALE] [PAGES]
set -euo pipefail
BIN=${1:-target/release/talent}
SCALE=${2:-0.05}
: "${TALENT_TEST_PG_URL:?start a cluster with .ci/pg.sh}"
work=$(mktemp -d)
trap 'kill $sb 2>/dev/null; rm -rf "$work"' EXIT
export TALENT_CONFIG_DIR=$work TALENT_KEYRING_BACKEND=memory
"$BIN" sandbox serve --addr 127.0.0.1:0 --time-scale "$SCALE" --candidates 5000 --grant searches=1000 >"$work/ready" 2>/dev/null &
sb=$!
while [ ! -s "$work/ready" ]; do sleep 0.1; done
j() { python3 -c "import json,sys;print(json.load(open('$work/ready'))$1)"; }
export TALENT_BASE_URL=$(j '["base_url"]') TALENT_ALT_BASE_URL=$(j '["alt_base_url"]') \
       TALENT_API_KEY=$(j '["keys"]["production"]') TALENT_TIME_SCALE=$SCALE
PAGES=${3:-10}
window=$(python3 -c "print(60*$SCALE)")
minimum=$(python3 -c "print((2*$PAGES//10 - 1)*60*$SCALE)")
db=talent_bench_$RANDOM
psql "$TALENT_TEST_PG_URL" -XAtqc "CREATE DATABASE $db"
team_url="${TALENT_TEST_PG_URL%/*}/$db"
run() { # label, ledger url ('' for local)
    rm -rf "$work/a" "$work/b"
    curl -s -X POST "${TALENT_BASE_URL%/api/v1}/_sandbox/quotas" -H 'content-type: application/json' \
        -d '{"used":{"searches":0}}' >/dev/null || true
    local start end
    start=$(date +%s.%N)
    local pids=()
    for m in a b; do
        TALENT_DATA_DIR=$work/$m TALENT_LEDGER_URL=$2 TALENT_MEMBER=$m \
            "$BIN" search -v --min-exp 1 --limit $((PAGES * 20)) --page-size 20 -o jsonl >/dev/null 2>"$work/$m.err" &
        pids+=($!)
    done
    wait "${pids[@]}" || true
    end=$(date +%s.%N)
    n429=$(cat "$work/a.err" "$work/b.err" | grep -c -- "-> 429" || true)
    python3 -c "print(f'$1: {$end-$start:.2f} s = {($end-$start)/$minimum:.3f} x the minimum ({$minimum:.1f} s); 429s answered: $n429')"
}
run "local ledger on each machine" ""
sleep "$(python3 -c "print(3*$window)")"   # let the service's window empty
run "one team ledger (PostgreSQL)" "$team_url"
psql "$TALENT_TEST_PG_URL" -XAtqc "DROP DATABASE $db WITH (FORCE)"
