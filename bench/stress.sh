#!/usr/bin/env bash
# The README's test command RUNS times in a row with two CPU-bound processes
# beside it (issue 29: the suite stays green on a loaded machine). Prints one
# line a run: its exit code, wall time and the passed/failed totals; the
# logs stay in LOGDIR.
#
#   bash bench/stress.sh [RUNS] [LOGDIR]     (default 5, a temporary folder)
set -uo pipefail
RUNS=${1:-5}
LOGDIR=${2:-$(mktemp -d)}
yes >/dev/null & h1=$!
yes >/dev/null & h2=$!
trap 'kill $h1 $h2 2>/dev/null' EXIT
echo "logs in $LOGDIR"
for i in $(seq "$RUNS"); do
    start=$(date +%s)
    cargo test --workspace --all-targets >"$LOGDIR/run-$i.log" 2>&1
    rc=$?
    totals=$(grep -h '^test result' "$LOGDIR/run-$i.log" | awk '{p+=$4; f+=$6} END {print p" passed, "f" failed"}')
    echo "run $i: exit $rc, $(( $(date +%s) - start )) s, $totals"
done
