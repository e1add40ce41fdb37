#!/usr/bin/env bash
# One guarded search page (a new process: admit, hold, send, settle) with a
# team ledger 0, 10, 40 and 150 ms of round trip away (the latency relay,
# examples/latency_relay.rs, delaying each chunk half that each way), beside
# the same page with the local SQLite ledger, in one run. Prints the round
# trips the relay counted per run and the median wall time of RUNS runs.
# The sandbox runs at time scale 0.001 with quotas lifted, so no pacing wait
# enters the figure.
#
#   source <(bash .ci/pg.sh | sed 's/^/export TALENT_TEST_PG_URL=/')
#   bash bench/far_page.sh [BIN] [RUNS]        (default target/release/talent, 5)
set -euo pipefail
BIN=${1:-target/release/talent}
RUNS=${2:-5}
: "${TALENT_TEST_PG_URL:?start a cluster with .ci/pg.sh}"
[ -x "$BIN" ] || cargo build --release --quiet
cargo build --quiet --example latency_relay
RELAY=target/debug/examples/latency_relay
work=$(mktemp -d)
pids=()
trap 'kill "${pids[@]}" 2>/dev/null; rm -rf "$work"' EXIT
export TALENT_CONFIG_DIR=$work/config TALENT_KEYRING_BACKEND=memory TALENT_DATA_DIR=$work/data
"$BIN" sandbox serve --addr 127.0.0.1:0 --time-scale 0.001 >"$work/ready" 2>/dev/null &
pids+=($!)
while [ ! -s "$work/ready" ]; do sleep 0.1; done
j() { python3 -c "import json;print(json.load(open('$work/ready'))$1)"; }
export TALENT_BASE_URL=$(j '["base_url"]') TALENT_ALT_BASE_URL=$(j '["alt_base_url"]') \
       TALENT_API_KEY=$(j '["keys"]["production"]') TALENT_TIME_SCALE=0.001 TALENT_MEMBER=bench
curl -s -o /dev/null -X POST -H "Authorization: Bearer $TALENT_API_KEY" -H 'Content-Type: application/json' \
  -d '{"quotas": false}' "${TALENT_BASE_URL%/api/v1}/_sandbox/limits"
db=talent_bench_$RANDOM
psql "$TALENT_TEST_PG_URL" -XAtqc "CREATE DATABASE $db"
base=${TALENT_TEST_PG_URL%/*}
hostport=${base#*@}
ns() { date +%s%N; }
page() { "$BIN" search --min-exp 5 --yes -o json >/dev/null 2>>"$work/err"; }
# The local ledger.
page
: >"$work/local"
for _ in $(seq "$RUNS"); do a=$(ns); page; b=$(ns); echo $(( b - a )) >>"$work/local"; done
for rtt in 0 10 40 150; do
    "$RELAY" "$hostport" $(( rtt / 2 )) >"$work/relay.$rtt" &
    pids+=($!)
    while ! grep -q listening "$work/relay.$rtt"; do sleep 0.05; done
    addr=$(sed -n 's/^listening //p' "$work/relay.$rtt")
    export TALENT_LEDGER_URL="postgres://${base#postgres://}"
    TALENT_LEDGER_URL="${TALENT_LEDGER_URL%@*}@$addr/$db"
    page   # the key's workspace and a fresh usage row, as on a machine that ran before
    : >"$work/far.$rtt"; : >"$work/rt.$rtt"
    for _ in $(seq "$RUNS"); do
        before=$(tail -1 "$work/relay.$rtt" | sed -n 's/^round_trips=\([0-9]*\).*/\1/p')
        a=$(ns); page; b=$(ns)
        sleep 0.1
        after=$(tail -1 "$work/relay.$rtt" | sed -n 's/^round_trips=\([0-9]*\).*/\1/p')
        echo $(( b - a )) >>"$work/far.$rtt"; echo $(( after - before )) >>"$work/rt.$rtt"
    done
    unset TALENT_LEDGER_URL
done
psql "$TALENT_TEST_PG_URL" -XAtqc "DROP DATABASE $db WITH (FORCE)" >/dev/null
python3 - "$work" <<'PY'
import statistics, sys
w = sys.argv[1]
ms = lambda f: statistics.median(int(x) / 1e6 for x in open(f"{w}/{f}"))
local = ms("local")
print("| ledger | round trips to the database | median wall time | more than local | in round trips |")
print("|---|---:|---:|---:|---:|")
print(f"| local SQLite | 0 | {local:.1f} ms | | |")
for rtt in (0, 10, 40, 150):
    rts = sorted(set(int(x) for x in open(f"{w}/rt.{rtt}")))
    far = ms(f"far.{rtt}")
    extra = far - local
    inrt = f"{extra / rtt:.1f}" if rtt else ""
    print(f"| team, {rtt} ms away | {', '.join(map(str, rts))} | {far:.1f} ms | {extra:+.1f} ms | {inrt} |")
PY
