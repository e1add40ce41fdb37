#!/usr/bin/env bash
# One request that spends nothing (GET /usage) against a loopback sandbox:
# `talent usage -o json` beside `curl` doing the same request, run in turn
# (talent, curl, talent, curl, ...) so drift hits both alike; medians of
# wall time and their ratio. Also one search page (it spends a search: the
# guard reads and writes the ledger) beside the same GET with curl. Start-up
# alone is bench/startup.sh. The sandbox and the client run at time scale 0.001 so
# the search class's 10-a-minute window (60 ms here) never makes either wait,
# and quotas are lifted so 2 x RUNS searches fit.
#
#   bash bench/curl_ratio.sh [RUNS]        (default 40)
set -euo pipefail
runs="${1:-40}"
bin="${TALENT_BIN:-target/release/talent}"
[ -x "$bin" ] || cargo build --release --quiet
work="$(mktemp -d)"
trap 'kill "$sb" 2>/dev/null || true; rm -rf "$work"' EXIT
export TALENT_DATA_DIR="$work/data" TALENT_CONFIG_DIR="$work/config" TALENT_KEYRING_BACKEND=memory
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
ns() { date +%s%N; }
: >"$work/t"; : >"$work/c"; : >"$work/s"; : >"$work/sc"
"$bin" usage -o json >/dev/null   # warm the ledger and the page cache
for _ in $(seq "$runs"); do
  a=$(ns); "$bin" usage -o json >/dev/null; b=$(ns); echo $(( b - a )) >>"$work/t"
  a=$(ns); curl -s -o /dev/null -H "Authorization: Bearer $TALENT_API_KEY" "$TALENT_BASE_URL/usage"; b=$(ns); echo $(( b - a )) >>"$work/c"
  a=$(ns); "$bin" search --min-exp 5 --location Pune --yes -o json >/dev/null 2>&1; b=$(ns); echo $(( b - a )) >>"$work/s"
  a=$(ns); curl -s -o /dev/null -H "Authorization: Bearer $TALENT_API_KEY" "$TALENT_BASE_URL/search/candidates?minexp=5&locations=Pune"; b=$(ns); echo $(( b - a )) >>"$work/sc"
done
python3 - "$work" <<'PY'
import statistics, sys
w = sys.argv[1]
read = lambda f: [int(x) / 1e6 for x in open(f"{w}/{f}")]
t, c, s, sc = read("t"), read("c"), read("s"), read("sc")
ratios = [a / b for a, b in zip(t, c)]
sratios = [a / b for a, b in zip(s, sc)]
print(f"talent usage: median {statistics.median(t):.2f} ms")
print(f"curl:         median {statistics.median(c):.2f} ms")
print(f"ratio (paired medians): {statistics.median(ratios):.3f}")
print(f"talent search page (guard, ledger): median {statistics.median(s):.2f} ms")
print(f"curl search page:                   median {statistics.median(sc):.2f} ms")
print(f"search ratio (paired medians): {statistics.median(sratios):.3f}")
PY
if command -v strace >/dev/null; then
  strace -f -e trace=openat -o "$work/st" "$bin" usage -o json >/dev/null 2>&1 || true
  echo "certificate-store files opened by one loopback request: $(grep -c 'ssl\|certs' "$work/st" || true)"
fi
