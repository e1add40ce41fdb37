#!/usr/bin/env bash
# Export memory benchmark (issue 11): peak resident memory and rows per
# second of one 100,000-row search export in each format, beside the same
# export of 10,000 rows (flat memory means the two peaks are about equal),
# and beside curl fetching the same pages (the floor for the transfer).
#
#   bash bench/export_memory.sh [ROWS]        (default 100000)
#
# The sandbox runs with a 200,000-candidate pool, enough searches granted,
# and a tiny time scale so the rate limits (and the client's pacer, scaled
# alike) do not stretch the run: this measures the printer, not the pacing.
set -euo pipefail
rows="${1:-100000}"
small=$(( rows / 10 ))
bin="${TALENT_BIN:-target/release/talent}"
[ -x "$bin" ] || cargo build --release --quiet
scale=0.0005
. "$(dirname "$0")/sandbox.sh"
bench_sandbox "$bin" "$scale" --candidates 200000 --grant searches=100000

# peak_kib SECONDS_FILE CMD...: runs CMD under /usr/bin/time, prints its peak RSS (KiB).
measure() {
  local n="$1" fmt="$2"
  /usr/bin/time -f "%M %e" -o "$work/time" "$bin" search --min-exp 0 --limit "$n" \
    --page-size 20 --yes -q -o "$fmt" >"$work/out.$fmt"
  read -r kib secs <"$work/time"
  local lines; lines="$(wc -l <"$work/out.$fmt")"
  python3 -c "print(f'| $fmt | $n | {$kib/1024:.1f} MiB | {$secs:.2f} s | {$n/$secs:,.0f} | {$lines} |')"
}

echo "| format | rows | peak RSS | wall | rows/s | lines out |"
echo "|---|---:|---:|---:|---:|---:|"
for fmt in csv tsv json jsonl table; do
  measure "$small" "$fmt"
  measure "$rows" "$fmt"
done

# curl: the same pages, fetched one after another, bodies to /dev/null.
pages=$(( rows / 20 ))
t0="$(date +%s.%N)"
for p in $(seq "$pages"); do
  curl -s -o /dev/null -H "Authorization: Bearer $TALENT_API_KEY" \
    "$TALENT_BASE_URL/search/candidates?minexp=0&page=$p&pageSize=20"
done
t1="$(date +%s.%N)"
python3 -c "s=$t1-$t0; print(f'| curl, {$pages} pages to /dev/null | $rows | - | {s:.2f} s | {$rows/s:,.0f} | - |')"
