#!/usr/bin/env bash
# The service's connect overlapped with a team ledger's startup (issue 29):
# one guarded search page (a new process) with the service and the team
# ledger both RTT ms away (two latency relays, examples/latency_relay.rs),
# BEFORE and AFTER binaries run in alternating pairs, beside the same page on
# the local SQLite ledger (the service still RTT away). Prints the median wall
# time of RUNS pairs and AFTER's gain over BEFORE in round trips. The service
# is the sandbox over HTTPS (`--tls`): a relay in user space accepts a TCP
# connect at once, so over plain HTTP the connect costs nothing to overlap;
# TLS 1.3's handshake is the one round trip it does cost.
#
#   source <(bash .ci/pg.sh | sed 's/^/export TALENT_TEST_PG_URL=/')
#   bash bench/far_connect.sh BEFORE AFTER [RUNS] [RTT]      (5 pairs, 40 ms)
set -euo pipefail
BEFORE=$1 AFTER=$2 RUNS=${3:-5} RTT=${4:-40}
: "${TALENT_TEST_PG_URL:?start a cluster with .ci/pg.sh}"
cargo build --quiet --example latency_relay
RELAY=target/debug/examples/latency_relay
work=$(mktemp -d)
pids=()
trap 'kill "${pids[@]}" 2>/dev/null; rm -rf "$work"' EXIT
export TALENT_CONFIG_DIR=$work/config TALENT_KEYRING_BACKEND=memory TALENT_DATA_DIR=$work/data
"$AFTER" sandbox serve --tls --addr 127.0.0.1:0 --time-scale 0.001 >"$work/ready" 2>/dev/null </dev/null &
pids+=($!)
while [ ! -s "$work/ready" ]; do sleep 0.1; done
j() { python3 -c "import json;print(json.load(open('$work/ready'))$1)"; }
base_url=$(j '["base_url"]')
export TALENT_CA_FILE=$(j '["ca_file"]')
export TALENT_API_KEY=$(j '["keys"]["production"]') TALENT_TIME_SCALE=0.001 TALENT_MEMBER=bench
curl -s --cacert "$TALENT_CA_FILE" -o /dev/null -X POST -H "Authorization: Bearer $TALENT_API_KEY" -H 'Content-Type: application/json' \
  -d '{"quotas": false}' "${base_url%/api/v1}/_sandbox/limits"
relay() { # HOST:PORT NAME: a relay RTT ms away, its address in $work/addr.NAME
    "$RELAY" "$1" $(( RTT / 2 )) >"$work/relay.$2" 2>&1 &
    pids+=($!)
    while ! grep -q listening "$work/relay.$2"; do sleep 0.05; done
    sed -n 's/^listening //p' "$work/relay.$2" >"$work/addr.$2"
}
relay "$(echo "$base_url" | sed 's#https://##; s#/.*##')" svc
svc=$(cat "$work/addr.svc")
export TALENT_BASE_URL=https://$svc/api/v1 TALENT_ALT_BASE_URL=https://$svc/v1
db=talent_bench_$RANDOM
psql "$TALENT_TEST_PG_URL" -XAtqc "CREATE DATABASE $db"
base=${TALENT_TEST_PG_URL%/*}
relay "${base#*@}" pg
pg=$(cat "$work/addr.pg")
team_url="postgres://${base#postgres://}"; team_url="${team_url%@*}@$pg/$db"
ns() { date +%s%N; }
page() { "$1" search --min-exp 5 --yes -o json >/dev/null 2>>"$work/err"; }
timed() { local a b; a=$(ns); page "$1"; b=$(ns); echo $(( b - a )) >>"$work/$2"; }
page "$AFTER"
TALENT_LEDGER_URL=$team_url page "$AFTER"   # the key's workspace and usage, as on a machine that ran before
for _ in $(seq "$RUNS"); do
    timed "$BEFORE" local.before; timed "$AFTER" local.after
    TALENT_LEDGER_URL=$team_url timed "$BEFORE" team.before
    TALENT_LEDGER_URL=$team_url timed "$AFTER" team.after
done
psql "$TALENT_TEST_PG_URL" -XAtqc "DROP DATABASE $db WITH (FORCE)" >/dev/null
python3 - "$work" "$RTT" <<'PY'
import statistics, sys
w, rtt = sys.argv[1], int(sys.argv[2])
ms = lambda f: statistics.median(int(x) / 1e6 for x in open(f"{w}/{f}"))
print(f"| ledger (service and database {rtt} ms away) | before | after | gain |")
print("|---|---:|---:|---:|")
for name, f in (("local SQLite", "local"), ("team", "team")):
    b, a = ms(f + ".before"), ms(f + ".after")
    print(f"| {name} | {b:.1f} ms | {a:.1f} ms | {b - a:+.1f} ms ({(b - a) / rtt:+.2f} round trips) |")
PY
