#!/usr/bin/env bash
# Pacing benchmark (issue 10): wall time of a 100-page search export and of
# two parallel 50-page exports on one key, each divided by the minimum the
# rate limits allow, and the 429s the sandbox answered.
#
#   bash bench/pacing.sh [TIME_SCALE]      (default 0.05: a 60 s window is 3 s)
#
# The search class admits 10 requests per window, so 100 pages need at least
# 9 further windows after the first 10: minimum = 9 x window.
set -euo pipefail
scale="${1:-0.05}"
bin="${TALENT_BIN:-target/release/talent}"
[ -x "$bin" ] || cargo build --release --quiet
work="$(mktemp -d)"
trap 'kill "$sb" 2>/dev/null || true; rm -rf "$work"' EXIT
export TALENT_DATA_DIR="$work/data" TALENT_CONFIG_DIR="$work/config" TALENT_KEYRING_BACKEND=memory
"$bin" sandbox serve --addr 127.0.0.1:0 --candidates 5000 --time-scale "$scale" \
  --grant searches=1000 >"$work/ready" 2>"$work/serve.log" &
sb=$!
for _ in $(seq 100); do [ -s "$work/ready" ] && break; sleep 0.1; done
ready="$(head -1 "$work/ready")"
field() { python3 -c "import json,sys; print(json.loads(sys.argv[1])$2)" "$ready"; }
export TALENT_BASE_URL="$(field "$ready" "['base_url']")"
export TALENT_ALT_BASE_URL="$(field "$ready" "['alt_base_url']")"
export TALENT_API_KEY="$(field "$ready" "['keys']['production']")"
export TALENT_TIME_SCALE="$scale"
origin="${TALENT_BASE_URL%/api/v1}"
window="$(python3 -c "print(60*$scale)")"
minimum="$(python3 -c "print(9*60*$scale)")"

count_429() {
  curl -s -H "Authorization: Bearer $TALENT_API_KEY" "$origin/_sandbox/requests" |
    python3 -c "import json,sys; print(sum(1 for r in json.load(sys.stdin)['data'] if r['status']==429))"
}
clear_log() { curl -s -X DELETE -H "Authorization: Bearer $TALENT_API_KEY" "$origin/_sandbox/requests" >/dev/null; }
export_pages() { "$bin" search --min-exp 1 --limit "$(( $1 * 20 ))" --page-size 20 --yes -q -o jsonl >/dev/null; }

clear_log
t0="$(date +%s.%N)"; export_pages 100; t1="$(date +%s.%N)"
one="$(python3 -c "print(round(($t1-$t0)/$minimum, 3))")"
echo "one 100-page export: $(python3 -c "print(round($t1-$t0,2))") s; minimum $minimum s; ratio $one; 429s $(count_429)"

sleep "$window"; clear_log
t0="$(date +%s.%N)"; export_pages 50 & a=$!; export_pages 50 & b=$!; wait $a $b; t1="$(date +%s.%N)"
two="$(python3 -c "print(round(($t1-$t0)/$minimum, 3))")"
echo "two parallel 50-page exports: $(python3 -c "print(round($t1-$t0,2))") s; minimum $minimum s; ratio $two; 429s $(count_429)"
