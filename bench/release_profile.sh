#!/usr/bin/env bash
# The release profile, chosen for binary size and build time on 2 cores: each
# candidate is built from scratch in its own target folder (as a fresh clone's
# first `cargo run --release` builds it), then its binary size, `--help`
# start-up and one loopback `usage` request beside `curl` (bench/curl_ratio.sh).
#
#   bash bench/release_profile.sh            (about 20 minutes on 2 cores)
#   PROFILES="thin-4" bash bench/release_profile.sh
set -euo pipefail
cd "$(dirname "$0")/.."
work="${WORK:-$(mktemp -d)}"
declare -A flags=(
  [thin-4]='--config profile.release.lto="thin" --config profile.release.codegen-units=4'
  [fat-1]='--config profile.release.lto="fat" --config profile.release.codegen-units=1'
  [nolto-16]='--config profile.release.lto=false --config profile.release.codegen-units=16'
)
for p in ${PROFILES:-thin-4 fat-1 nolto-16}; do
  dir="$work/$p"
  start=$(date +%s)
  # shellcheck disable=SC2086
  CARGO_TARGET_DIR="$dir" cargo build --release --quiet --locked ${flags[$p]}
  secs=$(( $(date +%s) - start ))
  bin="$dir/release/talent"
  size=$(stat -c %s "$bin")
  echo "== $p: build ${secs}s (load $(cut -d' ' -f1-3 /proc/loadavg)), binary $(( size / 1024 )) KiB"
  TALENT_BIN="$bin" bash bench/curl_ratio.sh 30 | sed 's/^/   /'
  rm -rf "$dir"
done
