#!/usr/bin/env bash
# One guarded search page (it spends a search: the guard admits, holds and
# settles it in the ledger) with the local SQLite ledger, the same with a team
# ledger on PostgreSQL, and the same GET with curl, run in turn (sqlite, pg,
# curl, sqlite, ...) so drift hits all three alike; medians and paired ratios.
# Time scale 0.001: the search class's window (60 ms) never makes one wait;
# quotas are lifted so 2 x RUNS searches fit.
#
#   TALENT_TEST_PG_URL=postgres://… bash bench/team_page.sh [RUNS]   (default 40)
set -euo pipefail
runs="${1:-40}"
bin="${TALENT_BIN:-target/release/talent}"
: "${TALENT_TEST_PG_URL:?start a cluster with .ci/pg.sh}"
[ -x "$bin" ] || cargo build --release --quiet
work="$(mktemp -d)"
db=talent_bench_page_$RANDOM
trap 'kill "$sb" 2>/dev/null || true; psql "$TALENT_TEST_PG_URL" -XAtqc "DROP DATABASE IF EXISTS $db WITH (FORCE)" || true; rm -rf "$work"' EXIT
export TALENT_CONFIG_DIR="$work/config" TALENT_KEYRING_BACKEND=memory TALENT_MEMBER=bench
"$bin" sandbox serve --addr 127.0.0.1:0 --time-scale 0.001 >"$work/ready" 2>/dev/null &
sb=$!
for _ in $(seq 100); do [ -s "$work/ready" ] && break; sleep 0.1; done
ready="$(head -1 "$work/ready")"
field() { python3 -c "import json,sys; print(json.loads(sys.argv[1])$2)" "$ready"; }
export TALENT_BASE_URL="$(field "$ready" "['base_url']")"
export TALENT_ALT_BASE_URL="$(field "$ready" "['alt_base_url']")"
export TALENT_API_KEY="$(field "$ready" "['keys']['production']")"
export TALENT_TIME_SCALE=0.001
curl -s -o /dev/null -X POST -H "Authorization: Bearer $TALENT_API_KEY" -H 'Content-Type: application/json' \
  -d '{"quotas": false}' "${TALENT_BASE_URL%/api/v1}/_sandbox/limits"
psql "$TALENT_TEST_PG_URL" -XAtqc "CREATE DATABASE $db"
pg="${TALENT_TEST_PG_URL%/*}/$db"
page() { "$bin" search --min-exp 5 --location Pune --yes -o json >/dev/null 2>&1; }
lite() { TALENT_DATA_DIR="$work/lite" TALENT_LEDGER_URL= page; }
team() { TALENT_DATA_DIR="$work/team" TALENT_LEDGER_URL="$pg" page; }
ns() { date +%s%N; }
lite; team   # warm: the ledger file, the schema, the page cache
for f in l p c; do : >"$work/$f"; done
for _ in $(seq "$runs"); do
  a=$(ns); lite; b=$(ns); echo $(( b - a )) >>"$work/l"
  a=$(ns); team; b=$(ns); echo $(( b - a )) >>"$work/p"
  a=$(ns); curl -s -o /dev/null -H "Authorization: Bearer $TALENT_API_KEY" "$TALENT_BASE_URL/search/candidates?minexp=5&locations=Pune"; b=$(ns); echo $(( b - a )) >>"$work/c"
done
python3 - "$work" <<'PY'
import statistics, sys
w = sys.argv[1]
read = lambda f: [int(x) / 1e6 for x in open(f"{w}/{f}")]
l, p, c = read("l"), read("p"), read("c")
med = statistics.median
print(f"search page, local SQLite ledger: median {med(l):.2f} ms")
print(f"search page, team ledger (PG):    median {med(p):.2f} ms")
print(f"the same GET with curl:           median {med(c):.2f} ms")
print(f"PG / SQLite (paired): {med([a / b for a, b in zip(p, l)]):.3f}")
print(f"SQLite / curl (paired): {med([a / b for a, b in zip(l, c)]):.3f}")
print(f"PG / curl (paired): {med([a / b for a, b in zip(p, c)]):.3f}")
PY
