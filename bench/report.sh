#!/usr/bin/env bash
# `talent report` over a ledger of N spend lines (issue 39: at most 2 s and
# 100 MB at 1,000,000 lines, on both stores, also when all of them fall in
# the current cycle). Starts a sandbox, makes the ledger with one real run,
# adds N lines with bench/report_ledger.py (as talent writes them), then
# times `talent report --offline -o json` and `--html` (wall time and
# max RSS from /usr/bin/time) and prints the page's size.
# Usage: [TALENT_TEST_PG_URL=postgres://…] bench/report.sh [BIN] [N] [all|years]
set -euo pipefail
BIN=${1:-target/release/talent}
N=${2:-1000000}
SPREAD=${3:-all}
work=$(mktemp -d)
trap 'kill $sb 2>/dev/null; rm -rf "$work"' EXIT
export TALENT_CONFIG_DIR=$work TALENT_KEYRING_BACKEND=memory TALENT_DATA_DIR=$work/data TZ=UTC
"$BIN" sandbox serve --addr 127.0.0.1:0 --grant searches=100000 >"$work/ready" 2>/dev/null &
sb=$!
while [ ! -s "$work/ready" ]; do sleep 0.1; done
j() { python3 -c "import json,sys;print(json.load(open('$work/ready'))$1)"; }
export TALENT_BASE_URL=$(j '["base_url"]') TALENT_ALT_BASE_URL=$(j '["alt_base_url"]') \
       TALENT_API_KEY=$(j '["keys"]["production"]')
measure() { # label
    /usr/bin/time -f "%e s wall, %U s user + %S s sys, %M KB" "$BIN" report --offline -o json >"$work/r.json" 2>"$work/t" || { cat "$work/t"; exit 1; }
    echo "$1 -o json: $(tail -1 "$work/t")"
    /usr/bin/time -f "%e s wall, %U s user + %S s sys, %M KB" "$BIN" report --offline --html "$work/r.html" 2>"$work/t" || { cat "$work/t"; exit 1; }
    echo "$1 --html: $(tail -1 "$work/t"), page $(stat -c %s "$work/r.html") bytes"
}
"$BIN" search --skill python --limit 1 -o json >/dev/null
ws=$(python3 -c "import json;print(json.load(open('/dev/stdin'))['workspaceId'])" < <("$BIN" usage -o json))
ends=$(python3 -c "import json;print(json.load(open('/dev/stdin'))['cycleEndsOn'])" < <("$BIN" usage -o json))
python3 bench/report_ledger.py sqlite "$work/data/ledger.sqlite3" "$ws" "$ends" "$N" "$SPREAD"
measure "sqlite, $N lines ($SPREAD)"
if [ -n "${TALENT_TEST_PG_URL:-}" ]; then
    db=talent_bench_$RANDOM
    psql "$TALENT_TEST_PG_URL" -XAtqc "CREATE DATABASE $db"
    export TALENT_LEDGER_URL="${TALENT_TEST_PG_URL%/*}/$db" TALENT_MEMBER=asha
    "$BIN" search --skill rust --limit 1 -o json >/dev/null
    python3 bench/report_ledger.py pg "$TALENT_LEDGER_URL" "$ws" "$ends" "$N" "$SPREAD"
    measure "postgres, $N lines ($SPREAD)"
    unset TALENT_LEDGER_URL
    psql "$TALENT_TEST_PG_URL" -XAtqc "DROP DATABASE $db WITH (FORCE)" >/dev/null
fi
