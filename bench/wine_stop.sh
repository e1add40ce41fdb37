#!/usr/bin/env bash
# How long the Windows build of `talent serve` takes to end under wine once
# told to stop (the console's Ctrl-C: `kill -INT`), with what is open at
# the stop (docs/assumptions.md, gwsmall, "Open streams at a graceful stop"):
#
#   get        a session's /mcp GET stream (2025-11-25)
#   listen     a subscriptions/listen stream (2026-07-28)
#   clientgoes the listen's client goes before the stop
#   stateless  a 2026-07-28 tools/list (no stream) before the stop
#
# Before the worker thread dropped its 2026-07-28 conversations itself
# (2c09ad6 and older), `listen` or `stateless` mostly printed "still
# running": the thread-local's destructor, under Windows' loader lock,
# joined the ledger's thread, which needed that lock to end (the row in
# docs/assumptions.md has the evidence). With GW_WINEDEBUG=fixme-all (the
# gateway's WINEDEBUG, -all unless set) a run still going prints wine's
# "loader_section wait timed out in thread X, blocked by Y" lines.
#
#   source <(bash .ci/pg.sh | sed 's/^/export TALENT_TEST_PG_URL=/')
#   cargo build && bash .ci/windows.sh --smoke      # target/x86_64-pc-windows-gnu/debug/talent.exe
#   bash bench/wine_stop.sh EXE [get] [listen] [clientgoes] [stateless]
#
# The sandbox, the ledger and the member's token come from the Linux build
# (target/debug/talent). Prints "ended N after S s" or "still running
# after 90 s" (then kills it).
set -uo pipefail
EXE=${1:?the Windows build, talent.exe}
shift
opts=" $* "
: "${TALENT_TEST_PG_URL:?start a cluster with .ci/pg.sh}"
BIN=$PWD/target/debug/talent
. "$(dirname "$0")/lib.sh"
export WINEPREFIX="$work/prefix" WINEDEBUG=-all WINEARCH=win64
trap 'wineserver -k 2>/dev/null; bench_cleanup' EXIT
wineboot --init >/dev/null 2>&1
wineserver -w
x86_64-w64-mingw32-gcc -O2 -shared -s -o "$WINEPREFIX/drive_c/windows/system32/bcryptprimitives.dll" \
    .ci/windows/bcryptprimitives.c -ladvapi32
sandbox_start "$BIN"
ledger_new winestop
member_token "$BIN" "$LEDGER" asha search >/dev/null
TOKEN=$(TALENT_LEDGER_URL=$LEDGER "$BIN" serve member token asha --label m --for both -o json |
    python3 -c 'import json,sys;print(json.load(sys.stdin)["token"])')
TALENT_BASE_URL=$SB_BASE TALENT_ALT_BASE_URL=$SB_ALT TALENT_DATA_DIR=$work/gw.data \
    WINEDEBUG=${GW_WINEDEBUG:--all} wine "$EXE" serve --ledger-url "$LEDGER" --listen 127.0.0.1:0 --api-key-file "$work/key" \
    >"$work/gw.out" 2>"$work/gw.err" &
GW_PID=$!
for _ in $(seq 100); do [ -s "$work/gw.out" ] && break; sleep 0.3; done
GW=$(j "$work/gw.out" '["url"]')
mcp=(-H "authorization: Bearer $TOKEN" -H 'accept: application/json, text/event-stream')
if [[ $opts == *" get "* ]]; then
    curl -s -D "$work/h" -o /dev/null -X POST "$GW/mcp" "${mcp[@]}" -H 'content-type: application/json' \
        -H 'mcp-protocol-version: 2025-11-25' \
        -d '{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-11-25","capabilities":{},"clientInfo":{"name":"bench","version":"1"}}}'
    SID=$(sed -n 's/^[Mm]cp-[Ss]ession-[Ii]d: *//p' "$work/h" | tr -d '\r')
    curl -s -o /dev/null -X POST "$GW/mcp" "${mcp[@]}" -H 'content-type: application/json' \
        -H 'mcp-protocol-version: 2025-11-25' -H "mcp-session-id: $SID" \
        -d '{"jsonrpc":"2.0","method":"notifications/initialized"}'
    curl -s -N "$GW/mcp" -H "authorization: Bearer $TOKEN" -H 'accept: text/event-stream' \
        -H 'mcp-protocol-version: 2025-11-25' -H "mcp-session-id: $SID" >/dev/null &
    pids+=($!)
fi
if [[ $opts == *" listen "* ]]; then
    curl -s -N -X POST "$GW/mcp" "${mcp[@]}" -H 'content-type: application/json' \
        -H 'mcp-protocol-version: 2026-07-28' -H 'mcp-method: subscriptions/listen' \
        -d '{"jsonrpc":"2.0","id":1,"method":"subscriptions/listen","params":{"_meta":{"io.modelcontextprotocol/protocolVersion":"2026-07-28","io.modelcontextprotocol/clientCapabilities":{}},"notifications":{"toolsListChanged":true}}}' \
        >/dev/null &
    LISTEN=$!
    pids+=($LISTEN)
fi
if [[ $opts == *" stateless "* ]]; then
    curl -s -o /dev/null -X POST "$GW/mcp" "${mcp[@]}" -H 'content-type: application/json' \
        -H 'mcp-protocol-version: 2026-07-28' -H 'mcp-method: tools/list' \
        -d '{"jsonrpc":"2.0","id":2,"method":"tools/list","params":{"_meta":{"io.modelcontextprotocol/protocolVersion":"2026-07-28","io.modelcontextprotocol/clientCapabilities":{}}}}'
fi
sleep 2
if [[ $opts == *" clientgoes "* && -n "${LISTEN:-}" ]]; then
    kill "$LISTEN"
    sleep 2
fi
t0=$(date +%s.%N)
kill -INT "$GW_PID"
for _ in $(seq 180); do kill -0 "$GW_PID" 2>/dev/null || break; sleep 0.5; done
if kill -0 "$GW_PID" 2>/dev/null; then
    echo "still running after 90 s"
    grep 'err:sync' "$work/gw.err"
    kill -9 "$GW_PID"
else
    wait "$GW_PID"
    code=$?
    echo "ended $code after $(python3 -c "import time;print(round(time.time()-$t0,2))") s"
fi
