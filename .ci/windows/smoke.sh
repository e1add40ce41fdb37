#!/usr/bin/env bash
# The Windows binary's smoke leg (.ci/windows.sh runs it before the
# integration tests): what a recruiter on Windows meets first, each check
# in a fresh folder, with the real Credential Manager (no
# TALENT_KEYRING_BACKEND) so a missing key is the store's own answer.
#
#   bash .ci/windows/smoke.sh TALENT   (TALENT runs talent.exe, e.g. `wine talent.exe`)
set -euo pipefail
talent=$1
work=$(mktemp -d /tmp/talent-smoke.XXXXXX)
trap 'rm -rf "$work"' EXIT
unset TALENT_API_KEY TALENT_PROFILE TALENT_BASE_URL TALENT_ALT_BASE_URL TALENT_SANDBOX TALENT_OUTPUT \
    TALENT_LEDGER_URL TALENT_LEDGER_MODE TALENT_MEMBER TALENT_KEYRING_BACKEND || true
export NO_COLOR=1

n=0
fresh() {
    n=$((n + 1))
    dir="$work/$n"
    mkdir -p "$dir/config" "$dir/data"
    export TALENT_CONFIG_DIR="$dir/config" TALENT_DATA_DIR="$dir/data"
}
fail() {
    echo "smoke FAILED: $1" >&2
    for f in "$dir"/out "$dir"/err; do [ -s "$f" ] && { echo "--- $f" >&2; head -c 2000 "$f" >&2; echo >&2; }; done
    exit 1
}
# check NAME WANT_EXIT ARGS... : runs talent in a fresh folder, stdin closed.
check() {
    local name=$1 want=$2
    shift 2
    fresh
    local start rc=0
    start=$(date +%s%N)
    (cd "$dir" && "$talent" "$@" </dev/null >"$dir/out" 2>"$dir/err") || rc=$?
    [ "$rc" = "$want" ] || fail "$name: exit $rc, want $want"
    echo "ok $name ($(( ($(date +%s%N) - start) / 1000000 )) ms)"
}

check "--version" 0 --version
grep -q '^talent [0-9]' "$dir/out" || fail "--version prints talent's version"

# The README's first command (its sandbox search).
check "the README's sandbox search" 0 --sandbox search --skill "rust|golang" --skill kubernetes \
    --location Bengaluru --max-salary 60L
grep -q talentCardId "$dir/out" || fail "the README's search prints candidates"

# No key anywhere: Credential Manager's "not found" is no key (exit 3 and the hint).
check "a missing key" 3 search --skill go
grep -q 'no API key for profile "default"' "$dir/err" || fail "a missing key names the profile"
grep -q 'talent auth login' "$dir/err" || fail "a missing key gives the hint"

check "completions powershell" 0 completions powershell
grep -q 'Register-ArgumentCompleter' "$dir/out" || fail "PowerShell's completion registers a completer"

# A search exported to CSV at a Windows path (drive letter, backslashes).
check "a search to CSV with --out" 0 --sandbox search --skill go --limit 10 -o csv \
    --out "Z:${work//\//\\}\\$((n + 1))\\found.csv"
csv="$dir/found.csv"
[ -f "$csv" ] || fail "--out wrote $csv"
rows=$(python3 -c 'import csv, sys; print(len(list(csv.reader(open(sys.argv[1], newline="")))))' "$csv")
[ "$rows" = 11 ] || fail "the CSV has a header and 10 rows (it has $rows records)"
[ ! -e "$csv.partial" ] || fail "no .partial is left"

# MCP over stdio: one initialize line in, one JSON line out, no CR.
fresh
start=$(date +%s%N)
printf '%s\n' '{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"ci","version":"0"}}}' \
    | (cd "$dir" && timeout 60 "$talent" --sandbox mcp >"$dir/out" 2>"$dir/err") || fail "mcp over stdio exits 0 at the end of its input"
if grep -q $'\r' "$dir/out"; then fail "mcp writes no CR"; fi
[ "$(wc -l <"$dir/out")" = 1 ] || fail "mcp answers initialize with one line"
grep -q '"id":1,"result":{"protocolVersion"' "$dir/out" || fail "mcp answers initialize"
echo "ok mcp initialize over stdio ($(( ($(date +%s%N) - start) / 1000000 )) ms)"
