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
. "$here/lib.sh"
if [ -n "${INVITE_FAR_LOGS:-}" ]; then
    bench_keep() { for f in "$work"/*.log; do echo "== $f"; tail -n 20 "$f"; done >&2; }
fi
sandbox_start "$NEW" --candidates 5000 --grant messages=100000
sandbox POST /_sandbox/limits '{"rate_limits": false}' >/dev/null
side() { # NAME BIN: a ledger of its own, a member, a gateway on the ledger FAR_MS away
    ledger_new "talent_invite_far_$1"
    member_token "$2" "$LEDGER" asha outreach >"$work/$1.token"
    relay_start "$1" $((FAR / 2))
    gateway_start "$1" "$2" "$RELAY_URL/$LEDGER_DB"
}
side old "$OLD"
side new "$NEW"
trips() { relay_trips "$1"; }
before_old=$(trips old) before_new=$(trips new)
echo "load $(cut -d' ' -f1 /proc/loadavg) before; ledger $FAR ms of round trip away"
echo "| invites (after 2 each to warm) | older gateway (median) | this gateway (median) | this / older | errors |"
echo "|---|---:|---:|---:|---:|"
python3 "$here/gateway.py" invite "$(j "$work/old.gw" '["url"]')" "$(cat "$work/old.token")" \
    "$(j "$work/new.gw" '["url"]')" "$(cat "$work/new.token")" "$SB_BASE" "$KEY" "$N" "$GAP"
sleep 1
echo "ledger round trips for $((N + 2)) invites each (the settles after the answers included): older $(( $(trips old) - before_old )), this $(( $(trips new) - before_new ))"
echo "load $(cut -d' ' -f1 /proc/loadavg) after"
