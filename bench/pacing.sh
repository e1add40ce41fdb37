#!/usr/bin/env bash
# Pacing benchmark (issue 10): wall time of a 100-page search export and of
# two parallel 50-page exports on one key, each divided by the minimum the
# rate limits allow, and the 429s the sandbox answered.
#
#   bash bench/pacing.sh [TIME_SCALE] [RUNS]   (default 0.05: a 60 s window is 3 s; 1 run)
#
# Three cases, each RUNS times: one export; two parallel exports on one key
# (one ledger); two parallel exports started together on a fresh data folder
# (issue 22: the first run of two processes must share the ledger it creates).
# Every process must exit 0; the worst ratio and the 429s of all runs are shown.
# TALENT_BENCH_SERVE_ARGS adds `sandbox serve` arguments (`--idle-timeout 1s`,
# `--tls`); TALENT_BENCH_CASES picks the cases (default "one two fresh").
#
# The search class admits 10 requests per window, so 100 pages need at least
# 9 further windows after the first 10: minimum = 9 x window.
set -euo pipefail
scale="${1:-0.05}"
runs="${2:-1}"
bin="${TALENT_BIN:-target/release/talent}"
[ -x "$bin" ] || cargo build --release --quiet
. "$(dirname "$0")/sandbox.sh"
# shellcheck disable=SC2086 # extra serve flags, split as words
bench_sandbox "$bin" "$scale" --candidates 5000 --grant "searches=$(( runs * 300 + 100 ))" ${TALENT_BENCH_SERVE_ARGS:-}
origin="${TALENT_BASE_URL%/api/v1}"
ca="$(field "$ready" ".get('ca_file') or ''")"
curl_ca=()
if [ -n "$ca" ]; then export TALENT_CA_FILE="$ca"; curl_ca=(--cacert "$ca"); fi
window="$(python3 -c "print(60*$scale)")"
minimum="$(python3 -c "print(9*60*$scale)")"

count_429() {
  curl -s "${curl_ca[@]}" -H "Authorization: Bearer $TALENT_API_KEY" "$origin/_sandbox/requests" |
    python3 -c "import json,sys; print(sum(1 for r in json.load(sys.stdin)['data'] if r['status']==429))"
}
clear_log() { curl -s "${curl_ca[@]}" -X DELETE -H "Authorization: Bearer $TALENT_API_KEY" "$origin/_sandbox/requests" >/dev/null; }
export_pages() { "$bin" search --min-exp 1 --limit "$(( $1 * 20 ))" --page-size 20 --yes -q -o jsonl >/dev/null; }

fails=0
ratio=0
timed() { # timed CMD: runs CMD, sets $ratio to its time over the minimum; counts failures
  local t0 t1
  t0="$(date +%s.%N)"
  if ! "$@"; then fails=$((fails + 1)); fi
  t1="$(date +%s.%N)"
  ratio="$(python3 -c "print(round(($t1-$t0)/$minimum, 3))")"
}
one() { export_pages 100; }
two() { export_pages 50 & local a=$!; export_pages 50 & local b=$!; local ok=0; wait $a || ok=1; wait $b || ok=1; return $ok; }
fresh() { TALENT_DATA_DIR="$work/fresh-$RANDOM$RANDOM" two; }

for case in ${TALENT_BENCH_CASES:-one two fresh}; do
  worst=0; total429=0; fails=0
  for _ in $(seq "$runs"); do
    sleep "$window"; clear_log
    timed "$case"
    n="$(count_429)"
    total429=$((total429 + n))
    worst="$(python3 -c "print(max($worst, $ratio))")"
  done
  echo "$case: $runs run(s); minimum $minimum s; worst ratio $worst; 429s $total429; failed processes $fails"
done
