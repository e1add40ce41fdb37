# What the gateway's benches share (bench/gateway.sh, outreach_trips.sh,
# invite_far.sh), sourced once the caller has checked TALENT_TEST_PG_URL:
# a work dir removed at exit with every process started here and every
# database made here, the sandbox, a ledger of its own, a member's token, a
# latency relay and a gateway. Each script keeps what is its own.
#
# A caller that keeps files out of $work before it goes defines
# bench_keep (GW_BENCH_KEEP in bench/gateway.sh).

work=$(mktemp -d)
pids=()
dbs=()
bench_keep() { :; }
bench_cleanup() {
    bench_keep
    kill "${pids[@]}" 2>/dev/null || true
    wait 2>/dev/null || true
    local d
    for d in "${dbs[@]}"; do
        psql "$TALENT_TEST_PG_URL" -XAtqc "DROP DATABASE IF EXISTS $d WITH (FORCE)" >/dev/null 2>&1
    done
    rm -rf "$work"
}
trap bench_cleanup EXIT
export TALENT_CONFIG_DIR=$work/config TALENT_KEYRING_BACKEND=memory

j() { # FILE PATH: a value of the JSON in FILE (PATH: python's ["a"]["b"])
    python3 -c "import json;print(json.load(open('$1'))$2)"
}

sandbox_start() { # BIN ARGS...: `BIN sandbox serve` on 127.0.0.1:0 with ARGS
    # Sets SB_BASE, SB_ALT, SB_ROOT and KEY; the key in $work/key (0600).
    "$1" sandbox serve --addr 127.0.0.1:0 "${@:2}" >"$work/ready" 2>/dev/null &
    pids+=($!)
    while [ ! -s "$work/ready" ]; do sleep 0.1; done
    SB_BASE=$(j "$work/ready" '["base_url"]')
    SB_ALT=$(j "$work/ready" '["alt_base_url"]')
    KEY=$(j "$work/ready" '["keys"]["production"]')
    SB_ROOT=${SB_BASE%/api/v1}
    (umask 077 && printf '%s\n' "$KEY" >"$work/key")
}

sandbox() { # METHOD PATH [BODY]: a control route of the sandbox
    curl -fsS -X "$1" "$SB_ROOT$2" -H "authorization: Bearer $KEY" -H 'content-type: application/json' \
        ${3:+-d "$3"}
}

ledger_new() { # PREFIX: a database of its own on the cluster, dropped at exit
    # Sets LEDGER_DB (its name) and LEDGER (its URL).
    LEDGER_DB=${1}_$RANDOM
    psql "$TALENT_TEST_PG_URL" -XAtqc "CREATE DATABASE $LEDGER_DB"
    dbs+=("$LEDGER_DB")
    LEDGER="${TALENT_TEST_PG_URL%/*}/$LEDGER_DB"
}

member_token() { # BIN LEDGER NAME [GRANTS]: a new member on LEDGER; their token on stdout
    TALENT_LEDGER_URL=$2 "$1" serve member add "$3" ${4:+--can "$4"} >/dev/null 2>&1
    TALENT_LEDGER_URL=$2 "$1" serve member token "$3" -o json 2>/dev/null |
        python3 -c 'import json,sys;print(json.load(sys.stdin)["token"])'
}

relay_start() { # NAME DELAY_MS: a latency relay to the cluster, DELAY_MS each way
    # (examples/latency_relay.rs: build it first). Its round-trip counts go
    # to $work/NAME.relay; sets RELAY_URL, TALENT_TEST_PG_URL's server
    # through the relay (append /DATABASE).
    local base=${TALENT_TEST_PG_URL%/*}
    target/debug/examples/latency_relay "${base#*@}" "$2" >"$work/$1.relay" &
    pids+=($!)
    while ! grep -q listening "$work/$1.relay"; do sleep 0.05; done
    RELAY_URL="${base%@*}@$(sed -n 's/^listening //p' "$work/$1.relay")"
}

relay_trips() { # NAME: the round trips relay NAME has counted so far
    sed -n 's/^round_trips=\([0-9]*\).*/\1/p' "$work/$1.relay" | tail -1
}

gateway_start() { # NAME BIN LEDGER_URL [ARGS...]: `BIN serve` on 127.0.0.1:0 in front of
    # the sandbox with its key, its ready line in $work/NAME.gw, its log in
    # $work/NAME.log (GW_LOG_FILTER: a command the log goes through first);
    # sets GW_PID. The caller's environment reaches it (TALENT_TIME_SCALE, …).
    local name=$1 bin=$2 ledger=$3
    shift 3
    if [ -n "${GW_LOG_FILTER:-}" ]; then
        TALENT_BASE_URL=$SB_BASE TALENT_ALT_BASE_URL=$SB_ALT TALENT_DATA_DIR=$work/$name.data \
            "$bin" serve --ledger-url "$ledger" --listen 127.0.0.1:0 --api-key-file "$work/key" "$@" \
            >"$work/$name.gw" 2> >($GW_LOG_FILTER >"$work/$name.log") &
    else
        TALENT_BASE_URL=$SB_BASE TALENT_ALT_BASE_URL=$SB_ALT TALENT_DATA_DIR=$work/$name.data \
            "$bin" serve --ledger-url "$ledger" --listen 127.0.0.1:0 --api-key-file "$work/key" "$@" \
            >"$work/$name.gw" 2>"$work/$name.log" &
    fi
    GW_PID=$!
    pids+=($GW_PID)
    while [ ! -s "$work/$name.gw" ]; do
        kill -0 "$GW_PID" 2>/dev/null || { cat "$work/$name.log" >&2; exit 1; }
        sleep 0.1
    done
}
