#!/usr/bin/env bash
# An invite through a gateway whose ledger is FAR_MS of round trip away (the
# latency relay, examples/latency_relay.rs, FAR_MS/2 each way): an older
# talent's gateway (OLD_BIN, its own ledger) and this one's (NEW_BIN, its
# own), side by side in one run, N invites each, alternately, GAP_MS apart,
# against one sandbox whose rate limits are off (two ledgers: two pacers).
# Prints the member's median time from request to answer through each, and
# the ledger round trips each gateway made (the relay's counts).
#
#   source <(bash .ci/pg.sh | sed 's/^/export TALENT_TEST_PG_URL=/')
#   bash bench/invite_far.sh OLD_BIN [NEW_BIN] [N] [FAR_MS] [GAP_MS]
#       (defaults: target/release/talent, 8, 40, 100; N at most 8: with the two
#       that warm each gateway, the invite class's 10 a window, 120 s, which
#       each gateway's pacer keeps)
#   INVITE_FAR_LOGS=1: the gateways' last log lines on stderr at the end
#   INVITE_FAR_KEYED=1: each invite with an Idempotency-Key of its own
set -euo pipefail
OLD=${1:?the older talent binary}
NEW=${2:-target/release/talent}
N=${3:-8}
FAR=${4:-40}
GAP=${5:-100}
: "${TALENT_TEST_PG_URL:?start a cluster with .ci/pg.sh}"
for b in "$OLD" "$NEW"; do [ -x "$b" ] || { echo "no $b" >&2; exit 2; }; done
[ "$N" -le 8 ] || { echo "N at most 8 (the invite class's 10 a window)" >&2; exit 2; }
cargo build --quiet --example latency_relay
here=$(cd "$(dirname "$0")" && pwd)
work=$(mktemp -d)
pids=()
dbs=()
cleanup() {
    if [ -n "${INVITE_FAR_LOGS:-}" ]; then
        for f in "$work"/*.log; do echo "== $f"; tail -n 20 "$f"; done >&2
    fi
    kill "${pids[@]}" 2>/dev/null || true
    wait 2>/dev/null || true
    for d in "${dbs[@]}"; do
        psql "$TALENT_TEST_PG_URL" -XAtqc "DROP DATABASE IF EXISTS $d WITH (FORCE)" >/dev/null 2>&1
    done
    rm -rf "$work"
}
trap cleanup EXIT
export TALENT_CONFIG_DIR=$work/config TALENT_KEYRING_BACKEND=memory
"$NEW" sandbox serve --addr 127.0.0.1:0 --candidates 5000 --grant messages=100000 \
    >"$work/ready" 2>/dev/null &
pids+=($!)
while [ ! -s "$work/ready" ]; do sleep 0.1; done
j() { python3 -c "import json;print(json.load(open('$1'))$2)"; }
SB_BASE=$(j "$work/ready" '["base_url"]')
SB_ALT=$(j "$work/ready" '["alt_base_url"]')
KEY=$(j "$work/ready" '["keys"]["production"]')
curl -fsS -X POST "${SB_BASE%/api/v1}/_sandbox/limits" -H "authorization: Bearer $KEY" \
    -H 'content-type: application/json' -d '{"rate_limits": false}' >/dev/null
umask 077
printf '%s\n' "$KEY" >"$work/key"
base=${TALENT_TEST_PG_URL%/*}
side() { # NAME BIN: a ledger of its own, a member, a gateway on the ledger FAR_MS away
    local name=$1 bin=$2 db=talent_invite_far_${1}_$RANDOM
    psql "$TALENT_TEST_PG_URL" -XAtqc "CREATE DATABASE $db"
    dbs+=("$db")
    TALENT_LEDGER_URL=$base/$db "$bin" serve member add asha --can outreach >/dev/null 2>&1
    TALENT_LEDGER_URL=$base/$db "$bin" serve member token asha -o json 2>/dev/null |
        python3 -c 'import json,sys;print(json.load(sys.stdin)["token"])' >"$work/$name.token"
    target/debug/examples/latency_relay "${base#*@}" $((FAR / 2)) >"$work/$name.relay" &
    pids+=($!)
    while ! grep -q listening "$work/$name.relay"; do sleep 0.05; done
    local far="${base%@*}@$(sed -n 's/^listening //p' "$work/$name.relay")/$db"
    TALENT_BASE_URL=$SB_BASE TALENT_ALT_BASE_URL=$SB_ALT TALENT_DATA_DIR=$work/$name.data \
        "$bin" serve --ledger-url "$far" --listen 127.0.0.1:0 --api-key-file "$work/key" \
        >"$work/$name.gw" 2>"$work/$name.log" &
    pids+=($!)
    while [ ! -s "$work/$name.gw" ]; do sleep 0.1; done
}
side old "$OLD"
side new "$NEW"
trips() { sed -n 's/^round_trips=\([0-9]*\).*/\1/p' "$work/$1.relay" | tail -1; }
before_old=$(trips old) before_new=$(trips new)
echo "load $(cut -d' ' -f1 /proc/loadavg) before; ledger $FAR ms of round trip away"
echo "| invites (after 2 each to warm) | older gateway (median) | this gateway (median) | this / older | errors |"
echo "|---|---:|---:|---:|---:|"
python3 "$here/gateway.py" invite "$(j "$work/old.gw" '["url"]')" "$(cat "$work/old.token")" \
    "$(j "$work/new.gw" '["url"]')" "$(cat "$work/new.token")" "$SB_BASE" "$KEY" "$N" "$GAP"
sleep 1
echo "ledger round trips for $((N + 2)) invites each (the settles after the answers included): older $(( $(trips old) - before_old )), this $(( $(trips new) - before_new ))"
echo "load $(cut -d' ' -f1 /proc/loadavg) after"
