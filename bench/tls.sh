#!/usr/bin/env bash
# TLS handshake beside plain HTTP (issue 22): one `talent usage` run (a new
# process, so a new connection and, over TLS, a full handshake) against
# `sandbox serve --tls` beside the same against a plain `sandbox serve`, paired
# run by run with farm-bench; then curl's own connect and TLS-handshake times
# against the TLS sandbox, for the handshake alone.
#
#   bash bench/tls.sh [RUNS]      (default 20; TALENT_BIN picks the binary)
set -euo pipefail
runs="${1:-20}"
bin="$(realpath "${TALENT_BIN:-target/release/talent}")"
[ -x "$bin" ] || { cargo build --release --quiet; bin="$(realpath target/release/talent)"; }
work="$(mktemp -d)"
pids=()
trap 'kill "${pids[@]}" 2>/dev/null || true; rm -rf "$work"' EXIT
export TALENT_CONFIG_DIR="$work/config" TALENT_KEYRING_BACKEND=memory
serve() { # NAME [ARGS]: a sandbox; its ready line in $work/NAME
  local name="$1"; shift
  "$bin" sandbox serve --addr 127.0.0.1:0 "$@" >"$work/$name" 2>/dev/null &
  pids+=($!)
  for _ in $(seq 100); do [ -s "$work/$name" ] && break; sleep 0.1; done
}
serve plain
serve tls --tls
field() { python3 -c "import json,sys; print(json.load(open(sys.argv[1]))$2 or '')" "$work/$1" "$2"; }
ca="$(field tls "['ca_file']")"
run_env() { # NAME: the environment of a run against it
  echo "TALENT_DATA_DIR=$work/data-$1 TALENT_CONFIG_DIR=$work/config TALENT_KEYRING_BACKEND=memory" \
       "TALENT_BASE_URL=$(field "$1" "['base_url']") TALENT_ALT_BASE_URL=$(field "$1" "['alt_base_url']")" \
       "TALENT_API_KEY=$(field "$1" "['keys']['production']")" \
       "$([ "$1" = tls ] && echo "TALENT_CA_FILE=$ca")"
}
# shellcheck disable=SC2046
farm-bench -n "$runs" --timeout 600 --vs "env $(run_env plain) $bin usage -o json" \
  -- env $(run_env tls) "$bin" usage -o json
url="$(field tls "['base_url']")/usage"
key="$(field tls "['keys']['production']")"
for _ in $(seq "$runs"); do
  curl -s -o /dev/null --cacert "$ca" -H "Authorization: Bearer $key" \
    -w '%{time_connect} %{time_appconnect}\n' "$url"
done | python3 -c "
import sys, statistics
rows = [tuple(map(float, l.split())) for l in sys.stdin if l.strip()]
tcp = statistics.median(r[0] for r in rows) * 1000
tls = statistics.median(r[1] - r[0] for r in rows) * 1000
print(f'curl, median of {len(rows)}: TCP connect {tcp:.2f} ms; TLS handshake {tls:.2f} ms')
"
