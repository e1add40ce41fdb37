#!/usr/bin/env bash
# Per-request cost in instructions: one `talent` run beside `curl` doing the
# same request, each counted by callgrind (instructions executed, Ir, every
# thread of the process: the count does not move with the machine's load, so
# builds compare exactly). Three pairs, in one run:
#   - `talent -o json usage` against a plain `sandbox serve` / curl GET /usage;
#   - one guarded search page (`talent search ... --limit 20`: the guard
#     reads and writes the local SQLite ledger) / curl of the same GET;
#   - `talent -o json usage --ca-file CA` against `sandbox serve --tls` /
#     `curl --cacert CA` (the platform's roots stay trusted beside the file).
# Quotas are lifted and both sandboxes run at time scale 0.001, so no search
# waits for its rate-limit slot. Then which certificate files a plain-http
# run, an https run and an embedded `--sandbox` run open (strace), when
# strace is installed.
#
#   bash bench/instructions.sh            (TALENT_BIN picks the binary)
set -euo pipefail
bin="$(realpath "${TALENT_BIN:-target/release/talent}")"
[ -x "$bin" ] || { cargo build --release --quiet; bin="$(realpath target/release/talent)"; }
command -v valgrind >/dev/null || { echo "valgrind is not installed (apt-get install valgrind)" >&2; exit 1; }
work="$(mktemp -d)"
pids=()
trap 'kill "${pids[@]}" 2>/dev/null || true; rm -rf "$work"' EXIT
export TALENT_DATA_DIR="$work/data" TALENT_CONFIG_DIR="$work/config" TALENT_KEYRING_BACKEND=memory
export TALENT_TIME_SCALE=0.001
serve() { # NAME [ARGS]: a sandbox; its ready line in $work/NAME
  local name="$1"; shift
  "$bin" sandbox serve --addr 127.0.0.1:0 --time-scale 0.001 "$@" >"$work/$name" 2>/dev/null &
  pids+=($!)
  for _ in $(seq 100); do [ -s "$work/$name" ] && break; sleep 0.1; done
  [ -s "$work/$name" ] || { echo "sandbox $name did not start" >&2; exit 1; }
}
field() { python3 -c "import json,sys; print(json.loads(open(sys.argv[1]).readline())$2 or '')" "$work/$1" "$2"; }
serve plain
serve tls --tls
ca="$(field tls "['ca_file']")"

ir() { # command...: the instructions callgrind counts for one run
  valgrind --tool=callgrind --callgrind-out-file=/dev/null "$@" 2>&1 >/dev/null \
    | awk '/Collected/ {print $4}'
}
row() { # label, talent Ir, curl Ir
  python3 -c "
import sys
label, t, c = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
print(f'| {label:<40} | {t:>12,} | {c:>12,} | {t / c:>6.3f} |')" "$@"
}
against() { # NAME: talent's environment for that sandbox. The alternate
  # base stays the service's https:// default, as for a user who sets only
  # the main one: no request goes there, so no TLS trust may be loaded for it.
  export TALENT_BASE_URL="$(field "$1" "['base_url']")"
  export TALENT_API_KEY="$(field "$1" "['keys']['production']")"
}

against plain
curl -sf -o /dev/null -X POST -H "Authorization: Bearer $TALENT_API_KEY" -H 'Content-Type: application/json' \
  -d '{"quotas": false}' "${TALENT_BASE_URL%/api/v1}/_sandbox/limits"
search=(search --min-exp 5 --location Pune --limit 20 --yes)
# The same request as talent sends it (its own --curl preview names the URL).
search_url="$("$bin" "${search[@]}" --curl 2>/dev/null | grep -o "'http[^']*'" | head -1 | tr -d "'")"
[ -n "$search_url" ] || { echo "talent search --curl printed no URL" >&2; exit 1; }
# Warm up: the ledger created and migrated, the page cache filled.
"$bin" -o json usage >/dev/null
"$bin" -o json "${search[@]}" >/dev/null 2>&1

printf '| %-40s | %12s | %12s | %6s |\n' request talent curl ratio
printf '|%s|%s|%s|%s|\n' "------------------------------------------" "-------------:" "-------------:" "-------:"
row "usage, plain http" \
  "$(ir "$bin" -o json usage)" \
  "$(ir curl -sf -H "Authorization: Bearer $TALENT_API_KEY" "$TALENT_BASE_URL/usage")"
row "search page (--limit 20), guard + ledger" \
  "$(ir "$bin" -o json "${search[@]}")" \
  "$(ir curl -sf -H "Authorization: Bearer $TALENT_API_KEY" "$search_url")"
against tls
"$bin" -o json usage --ca-file "$ca" >/dev/null
row "usage, https with --ca-file / --cacert" \
  "$(ir "$bin" -o json usage --ca-file "$ca")" \
  "$(ir curl -sf --cacert "$ca" -H "Authorization: Bearer $TALENT_API_KEY" "$TALENT_BASE_URL/usage")"

if command -v strace >/dev/null; then
  against plain
  strace -f -e trace=openat -o "$work/st" "$bin" -o json usage >/dev/null 2>&1 || true
  echo
  echo "certificate files opened by one plain-http run: $(grep -c '/etc/ssl\|certs\|\.pem' "$work/st" || true)"
  against tls
  strace -f -e trace=openat -o "$work/st" "$bin" -o json usage --ca-file "$ca" >/dev/null 2>&1 || true
  echo "certificate files opened by one https run with --ca-file: $(grep -v "$ca" "$work/st" | grep -c '/etc/ssl\|certs\|\.pem' || true) (besides the CA file)"
  strace -f -e trace=openat -o "$work/st" env -u TALENT_BASE_URL -u TALENT_API_KEY \
    TALENT_DATA_DIR="$work/embedded" "$bin" --sandbox usage >/dev/null 2>&1 || true
  echo "certificate files opened by one embedded --sandbox run: $(grep -c '/etc/ssl\|certs' "$work/st" || true)"
fi
