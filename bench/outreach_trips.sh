#!/usr/bin/env bash
# The ledger round trips a gateway makes for each outreach request, counted
# on the wire by the latency relay (examples/latency_relay.rs, no delay)
# between the gateway and its ledger, as the test
# serve_admit::an_invite_a_message_and_a_bulk_invite_cost_at_most_two_ledger_round_trips
# counts them — for any talent binary, so an older one can be counted too.
# An invite with an Idempotency-Key and its repeat are counted too.
# Each request after two that warm; each count waits for the request's
# settles (no hold left) and 300 ms more.
#
#   source <(bash .ci/pg.sh | sed 's/^/export TALENT_TEST_PG_URL=/')
#   bash bench/outreach_trips.sh [BIN]      (default target/release/talent)
set -euo pipefail
BIN=${1:-target/release/talent}
: "${TALENT_TEST_PG_URL:?start a cluster with .ci/pg.sh}"
[ -x "$BIN" ] || { echo "no $BIN" >&2; exit 2; }
cargo build --quiet --example latency_relay
. "$(dirname "$0")/lib.sh"
sandbox_start "$BIN" --candidates 5000
ledger_new talent_outreach_trips
export TALENT_LEDGER_URL=$LEDGER
TOKEN=$(member_token "$BIN" "$LEDGER" asha search,outreach)
relay_start ledger 0
gateway_start gw "$BIN" "$RELAY_URL/$LEDGER_DB"
GW=$(j "$work/gw.gw" '["url"]')
trips() { relay_trips ledger; }
settled() { # no hold left, then 300 ms more
    until [ "$(psql "$TALENT_LEDGER_URL" -XAtqc 'SELECT count(*) FROM talent_holds')" = 0 ]; do sleep 0.02; done
    sleep 0.3
}
send() { # LABEL METHOD PATH BODY [HEADER]: the request, its status and its count
    local before status
    settled
    before=$(trips)
    status=$(curl -s -o "$work/body" -w '%{http_code}' -X "$2" "$GW$3" -H "authorization: Bearer $TOKEN" \
        -H 'content-type: application/json' ${5:+-H "$5"} -d "$4")
    settled
    echo "| $1 | $status | $(( $(trips) - before )) |"
}
api() { curl -fsS "$SB_BASE$1" -H "authorization: Bearer $KEY"; }
JOB=$(api /jobs | python3 -c 'import json,sys;print(next(j["jobId"] for j in json.load(sys.stdin)["results"] if j["status"]=="active"))')
api "/jobs/$JOB/applications?pageSize=20" >"$work/apps"
CARDS=$(api "/search/candidates?minexp=1&pageSize=20" | python3 -c "
import json,sys
taken={a.get('talentCardId') for a in json.load(open('$work/apps'))['results']}
print(' '.join([c['talentCardId'] for c in json.load(sys.stdin)['results'] if c['talentCardId'] not in taken][:5]))")
read -r C1 C2 C3 C4 _ <<<"$CARDS"
IDS=$(curl -fsS "$SB_ALT/candidates/search?skills=python&per_page=2" -H "authorization: Bearer $KEY" |
    python3 -c 'import json,sys;print(json.dumps([c["id"] for c in json.load(sys.stdin)["data"]]))')
invite() { printf '{"jobId":"%s","talentCardId":"%s","message":"Hello"}' "$JOB" "$1"; }
echo "| request through $BIN's gateway | status | ledger round trips |"
echo "|---|---:|---:|"
send "warm: a search page" GET "/api/v1/search/candidates?minexp=1&pageSize=5" "" >/dev/null
send "warm: an invite" POST /api/v1/invite-to-apply "$(invite "$C1")" >/dev/null
send "an invite" POST /api/v1/invite-to-apply "$(invite "$C2")"
THREAD=$(python3 -c "import json;print(json.load(open('$work/body')).get('threadId',''))")
send "an invite the ledger saw sent" POST /api/v1/invite-to-apply "$(invite "$C1")"
send "an invite with an Idempotency-Key" POST /api/v1/invite-to-apply "$(invite "$C4")" "Idempotency-Key: trips-1"
send "its repeat, answered from the record" POST /api/v1/invite-to-apply "$(invite "$C4")" "Idempotency-Key: trips-1"
send "a message" POST /api/v1/messages "{\"threadId\":\"$THREAD\",\"message\":\"A follow-up\"}"
send "a bulk invite of 2" POST /v1/sourcing/invite "{\"job_id\":\"$JOB\",\"candidate_ids\":$IDS,\"channel\":\"email\"}"
# The job's day full (500 bulk invites recorded for it): refused unsent.
psql "$TALENT_LEDGER_URL" -XAtqc "INSERT INTO talent_invites (workspace, job_id, candidate_id, kind, member, at_ms)
    SELECT (SELECT workspace FROM talent_invites LIMIT 1), '$JOB', 'planted_' || g, 'bulk', 'ravi',
           (extract(epoch FROM now()) * 1000)::bigint
    FROM generate_series(1, 500) AS g" >/dev/null
send "a bulk invite past its job's 500 a day" POST /v1/sourcing/invite \
    "{\"job_id\":\"$JOB\",\"candidate_ids\":[\"$C3\"],\"channel\":\"email\"}"
