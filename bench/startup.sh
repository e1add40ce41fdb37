#!/usr/bin/env bash
# Start-up: `talent --help`, `talent search --help` and `talent --version`
# beside a Rust hello world (the floor of exec, the dynamic loader and the
# measuring tool on this machine), measured the same way in one run:
#   - elapsed and CPU milliseconds and page faults, `perf stat -r RUNS`;
#   - instructions, `valgrind --tool=callgrind` (one run each: the count does
#     not move with the machine's load, so it compares builds exactly).
# A second binary (BEFORE=path/to/talent) is measured beside the first.
#
#   bash bench/startup.sh [RUNS]            (default 200)
#   BEFORE=/tmp/talent-old bash bench/startup.sh
set -euo pipefail
runs="${1:-200}"
bin="${TALENT_BIN:-target/release/talent}"
[ -x "$bin" ] || cargo build --release --quiet
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
export TALENT_DATA_DIR="$work/data" TALENT_CONFIG_DIR="$work/config" TALENT_KEYRING_BACKEND=memory
printf 'fn main() { println!("hello"); }\n' >"$work/hello.rs"
rustc -O -o "$work/hello" "$work/hello.rs"

measure() { # label, command...
  local label="$1"; shift
  local out
  out="$(perf stat -r "$runs" -e task-clock,page-faults "$@" 2>&1 >/dev/null)"
  local ms cpu faults ir=""
  ms="$(awk '/seconds time elapsed/ {printf "%.2f", $1 * 1000}' <<<"$out")"
  cpu="$(awk '/task-clock/ {printf "%.2f", $1}' <<<"$out")"
  faults="$(awk '/page-faults/ {print $1}' <<<"$out")"
  if command -v valgrind >/dev/null; then
    ir="$(valgrind --tool=callgrind --callgrind-out-file=/dev/null "$@" 2>&1 >/dev/null \
      | awk '/Collected/ {print $4}')"
  fi
  printf '| %-34s | %8s ms | %8s ms | %6s | %10s |\n' "$label" "$ms" "$cpu" "$faults" "$ir"
}

printf '| %-34s | %11s | %11s | %6s | %10s |\n' command elapsed CPU faults instructions
printf "|%s|%s|%s|%s|%s|\n" "------------------------------------" "------------:" "------------:" "-------:" "-------------:"
measure "hello world" "$work/hello"
for args in "--help" "search --help" "--version"; do
  [ -n "${BEFORE:-}" ] && measure "before: talent $args" "$BEFORE" $args
  measure "talent $args" "$bin" $args
done
