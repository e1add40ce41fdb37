#!/usr/bin/env bash
# The gateway's figures (issue 47, "Fast"), each side by side in one run,
# against one sandbox and one team ledger on this machine's PostgreSQL:
#
#   overhead  the same guarded search page through `talent serve` (beside its
#             ledger) and straight to the sandbox, PAIRS pairs alternately on
#             keep-alive connections, each request from an idle machine
#             (GW_BENCH_ORDER=after: sections 26-31's order, the straight one at
#             once after the gateway's; bench/gateway.py overhead); the sandbox's
#             own rate limits are off (the straight requests share the key),
#             the gateway's pacer is on and never binds (a pair each GAP ms).
#   pace      MEMBERS members at once, each a `talent search` of PAGES pages
#             through one of 2 gateways (replicas) on the one ledger, at time
#             scale SCALE: the wall time against the minimum the limits allow
#             (the search class admits 10 pages a window: MEMBERS*PAGES pages
#             need MEMBERS*PAGES/10 - 1 windows after the first ten) and the
#             429s the sandbox answered (its request log, /_sandbox/requests).
#   conns     the gateway's resident memory with 0, 100 and 500 open member
#             connections (idle keep-alive), then with ACTIVE of them sending
#             a guarded request (bench/gateway.py conns).
#   statement the admission statement's round trip apart, on the bench's
#             ledger migrated by BIN (no gateway): beside `SELECT 1`, a
#             committed one-row write and an empty call of its signature,
#             ROUNDS each, GAP ms apart (bench/admitcost.py).
#
#   source <(bash .ci/pg.sh | sed 's/^/export TALENT_TEST_PG_URL=/')
#   bash bench/gateway.sh overhead [BIN] [PAIRS] [GAP_MS] [PATH] (release, 300, 70, a search page)
#   bash bench/gateway.sh pace [BIN] [SCALE] [PAGES] [MEMBERS]   (release, 0.05, 5, 8)
#   bash bench/gateway.sh conns [BIN] [ACTIVE]                   (release, 20)
#   bash bench/gateway.sh statement [BIN] [ROUNDS] [GAP_MS]      (release, 200, 70)
#
# GW_BENCH_SQL=FILE: statements run on the bench's ledger once it is migrated
# (before the gateways start), e.g. bench/gw_fast2_before.sql: an earlier
# schema's functions, to measure a change of SQL alone with one binary;
# bench/gw_history.sql: a team's history (20,000 finished idempotency claims);
# bench/gw_spends.sql: a member's (an allowance, 20,000 spends this cycle).
# GW_BENCH_SOCKET=DIR (statement): the statements sent on the server's Unix
# socket in DIR (the cluster's directory: .ci/pg.sh prints it on stderr)
# instead of TCP, as a gateway beside its database may connect.
# GW_BENCH_DUMP=FILE (overhead): each pair's two times in FILE (through,
# straight; ms) and the sandbox's request log in FILE.requests, to tell the
# pages that read GET /usage first from the others (docs/benchmarks.md 35).
# GW_BENCH_KEEP=DIR: the run's logs (the gateways' gw.N.log, the members'
# mN.err) copied into DIR/RUN (RUN: the work dir's name) before it is removed.
set -euo pipefail
MODE=${1:?overhead, pace, conns or statement}
BIN=${2:-target/release/talent}
: "${TALENT_TEST_PG_URL:?start a cluster with .ci/pg.sh}"
[ -x "$BIN" ] || { echo "no $BIN: cargo build --release" >&2; exit 2; }
here=$(cd "$(dirname "$0")" && pwd)
case $MODE in
    overhead) SCALE=0.01 ;;  # a 0.6 s window: the pacer admits a search each 63 ms
    pace) SCALE=${3:-0.05}; PAGES=${4:-5}; MEMBERS=${5:-8} ;;
    conns) SCALE=1; ACTIVE=${3:-20} ;;  # idle connections live 30 s × the scale (the head timeout)
    statement) SCALE=1; ROUNDS=${3:-200}; GAP=${4:-70} ;;
    *) echo "overhead, pace, conns or statement" >&2; exit 2 ;;
esac
. "$here/lib.sh"
if [ -n "${GW_BENCH_KEEP:-}" ]; then
    bench_keep() {
        mkdir -p "$GW_BENCH_KEEP/${work##*/}"
        cp "$work"/gw.*.log "$work"/m*.err "$work"/m*.start "$work"/m.end "$work"/m.requests "$work"/m.ledger.csv "$GW_BENCH_KEEP/${work##*/}/" 2>/dev/null || true
    }
    GW_LOG_FILTER=stamp
fi
export TALENT_DATA_DIR=$work/data
sandbox_start "$BIN" --time-scale "$SCALE" --candidates 5000 --grant searches=1000000,unlocks=1000
ledger_new talent_gw_bench
db=$LEDGER_DB
lead() { TALENT_LEDGER_URL=$LEDGER "$BIN" "$@"; }
token() { member_token "$BIN" "$LEDGER" "$1"; } # MEMBER: a new member and their token
sql_after() { # GW_BENCH_SQL's statements, once the first member migrated the ledger
    if [ -n "${GW_BENCH_SQL:-}" ]; then
        # The sandbox's workspace and cycle end, for the files that need them
        # (:ws and :cycle, bench/gw_spends.sql); unused by the others.
        curl -fsS "$SB_BASE/usage" -H "authorization: Bearer $KEY" >"$work/usage"
        psql "$LEDGER" -XAtq -v ON_ERROR_STOP=1 -v ws="$(j "$work/usage" '["workspaceId"]')" \
            -v cycle="$(j "$work/usage" '["cycleEndsOn"]')" -f "$GW_BENCH_SQL" >/dev/null
        echo "ran $GW_BENCH_SQL on the ledger (schema $(psql "$LEDGER" -XAtqc "SELECT value FROM talent_meta WHERE name = 'schema'"))"
    fi
}
gateway() { # N: starts gateway N, its ready line in $work/gw.N.gw, its log in $work/gw.N.log
    TALENT_TIME_SCALE=$SCALE gateway_start "gw.$1" "$BIN" "$LEDGER"
}
load() { cut -d' ' -f1 /proc/loadavg; }
# With GW_BENCH_KEEP, pace also keeps each log line's time (epoch seconds
# before the line), the members' start times (mN.start), the run's (m.start,
# m.end), the sandbox's request log (m.requests) and, with
# GW_BENCH_SQL=bench/gw_pace_trace.sql, the ledger's log of every admission
# and wait (m.ledger.csv): `python3 bench/pace_timeline.py DIR/RUN` prints
# the run's timeline (docs/benchmarks.md "32-pace").
stamp() { # each line of stdin after the time it was read (epoch seconds)
    local l
    while IFS= read -r l; do printf '%s %s\n' "$EPOCHREALTIME" "$l"; done
}

case $MODE in
overhead)
    PAIRS=${3:-300}
    GAP=${4:-70}
    T=$(token m1)
    sql_after
    gateway 1
    sandbox POST /_sandbox/limits '{"rate_limits": false}' >/dev/null
    echo "load $(load) before; order ${GW_BENCH_ORDER:-idle}"
    echo "| pairs | straight to the sandbox (median) | through the gateway (median) | overhead (median of the pair differences) | p90 straight / through | errors |"
    echo "|---|---:|---:|---:|---:|---:|"
    sandbox DELETE /_sandbox/requests >/dev/null
    python3 "$here/gateway.py" overhead "$(j "$work/gw.1.gw" '["url"]')" "$T" "$SB_BASE" "$KEY" "$PAIRS" "$GAP" ${5:+"$5"}
    # What the sandbox answered, by route: the pages, and the gateway's own
    # reads of GET /usage (its snapshot's 60 s at the time scale).
    sandbox GET /_sandbox/requests >"$work/requests"
    [ -n "${GW_BENCH_DUMP:-}" ] && cp "$work/requests" "$GW_BENCH_DUMP.requests"
    python3 -c 'import json,sys,collections
c=collections.Counter(r["method"]+" "+r["path"].split("?")[0] for r in json.load(sys.stdin)["data"])
print("the sandbox answered: "+", ".join(f"{k} {n}" for k,n in c.most_common()))' <"$work/requests"
    echo "load $(load) after"
    ;;
pace)
    window=$(python3 -c "print(60*$SCALE)")
    minimum=$(python3 -c "print(($MEMBERS*$PAGES//10 - 1)*60*$SCALE)")
    toks=()
    for i in $(seq "$MEMBERS"); do toks+=("$(token "m$i")"); done
    sql_after
    gateway 1
    gateway 2
    sandbox DELETE /_sandbox/requests >/dev/null
    echo "load $(load) before"
    echo "| $MEMBERS members × $PAGES pages through 2 gateways, scale $SCALE (minimum $minimum s) | wall time | × the minimum | 429s the sandbox answered | errors |"
    echo "|---|---:|---:|---:|---:|"
    # Each member's environment before the clock starts: the members start
    # back to back (before, a python3 per member read its gateway's URL
    # between the launches: 25-250 ms each, in the wall time).
    urls=()
    for i in $(seq "$MEMBERS"); do urls+=("$(j "$work/gw.$(( (i - 1) % 2 + 1 )).gw" '["url"]')"); done
    member() { # I: member I's search, its stderr (`-v`) on fd 2
        local url=${urls[$(($1 - 1))]}
        TALENT_DATA_DIR=$work/m$1 TALENT_BASE_URL=$url/api/v1 TALENT_ALT_BASE_URL=$url/v1 \
            TALENT_API_KEY=${toks[$(($1 - 1))]} TALENT_TIME_SCALE=$SCALE \
            exec "$BIN" search -v --min-exp 1 --limit $((PAGES * 20)) --page-size 20 -o jsonl >/dev/null
    }
    start=$EPOCHREALTIME
    ps=()
    for i in $(seq "$MEMBERS"); do
        if [ -n "${GW_BENCH_KEEP:-}" ]; then
            echo "$EPOCHREALTIME" >"$work/m$i.start"
            member "$i" 2> >(stamp >"$work/m$i.err") &
        else
            member "$i" 2>"$work/m$i.err" &
        fi
        ps+=($!)
    done
    wait "${ps[@]}" || true
    end=$EPOCHREALTIME
    if [ -n "${GW_BENCH_KEEP:-}" ]; then
        echo "$start" >"$work/m.start"
        echo "$end" >"$work/m.end"
        sandbox GET /_sandbox/requests >"$work/m.requests"
    fi
    # GW_BENCH_SQL=bench/gw_pace_trace.sql: the ledger's log of every
    # admission and wait (bench/pace_timeline.py reads it).
    psql "$LEDGER" -XAtqc "SELECT 1 FROM pg_class WHERE relname = 'bench_log'" | grep -q 1 &&
        psql "$LEDGER" -XAqc "COPY (SELECT * FROM bench_log ORDER BY t_ms) TO STDOUT WITH CSV HEADER" >"$work/m.ledger.csv"
    n429=$(sandbox GET /_sandbox/requests | python3 -c 'import json,sys;print(sum(1 for r in json.load(sys.stdin)["data"] if r["status"]==429))')
    fails=$(cat "$work"/m*.err | grep -Ec "^([0-9.]+ )?error" || true)
    python3 -c "print(f'| 2 replicas | {$end-$start:.2f} s | {($end-$start)/$minimum:.3f} | $n429 | $fails |')"
    echo "load $(load) after"
    ;;
statement)
    T=$(token m1)
    sql_after
    hostport=${LEDGER#*@}; hostport=${hostport%%/*}
    user=${LEDGER#postgres://}; user=${user%%@*}
    echo "load $(load) before; schema $(psql "$LEDGER" -XAtqc "SELECT value FROM talent_meta WHERE name = 'schema'")"
    python3 "$here/admitcost.py" "${GW_BENCH_SOCKET:-${hostport%:*}}" "${hostport##*:}" "$user" "$db" "$T" "$ROUNDS" "$GAP"
    echo "load $(load) after"
    ;;
conns)
    T=$(token m1)
    gateway 1
    echo "load $(load) before"
    python3 "$here/gateway.py" conns "$(j "$work/gw.1.gw" '["url"]')" "$T" "$GW_PID" 100,500 "$ACTIVE"
    echo "load $(load) after"
    ;;
esac
