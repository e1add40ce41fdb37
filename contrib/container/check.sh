#!/usr/bin/env bash
# The container, checked end to end (issue 47; docs/benchmarks.md, section
# 29-container): builds contrib/container/Containerfile's image around a
# given release binary, with no container registry, and runs it as the
# README's "Start it as a container" says:
#
#   base     a `debian:bookworm-slim` made here, unless present: debootstrap
#            --variant=minbase bookworm from the Debian mirror, trimmed as
#            the registry's slim image is (no docs, man pages, locales, apt
#            lists), imported as localhost/debian:bookworm-slim
#   build    `podman build --from` that base, the Containerfile unchanged,
#            from a folder holding only the binary and the Containerfile
#   run      the sandbox (`talent sandbox serve`) and a TLS-only PostgreSQL
#            (`.ci/pg.sh ssl`, a SCRAM password) on the host; the gateway in
#            the container on the host's network, the key, the password file
#            and the database's CA mounted read-only, owned by uid 10001
#            (a key file not chowned: exit 2, one line); its ready line; a member added on the host and their `talent
#            search` through the containerised gateway; the process's uid
#            (10001); the key, the password and the token in no log line and
#            not in `podman inspect`; `podman stop` (SIGTERM) with a search
#            in flight: the search answered, the gateway exiting 0 in time
#
#   bash contrib/container/check.sh [BIN]     (default target/release/talent)
#
# Not part of CI (too slow): about 2 minutes on this 2-core machine the
# first time (debootstrap about 90 s, the image's build about 11 s, the rest
# about 12 s), about 25 s once the base exists. Needs root (the secrets are
# chowned to 10001, which rootless podman would map elsewhere), podman,
# python3, curl, PostgreSQL's server (.ci/pg.sh installs it), and debootstrap
# while the base is missing; prints SKIPPED with the reason and exits 0
# where one is missing or podman cannot run a container here. It removes
# what it made except the two images (localhost/debian:bookworm-slim,
# localhost/talent-serve:check).
#
# TALENT_CHECK_BASE=IMAGE   a base already present instead (e.g. the
#                           registry's docker.io/library/debian:bookworm-slim)
# TALENT_CHECK_MIRROR=URL   the Debian mirror for debootstrap
#                           (http://deb.debian.org/debian)
set -euo pipefail
BIN=${1:-target/release/talent}
BASE=${TALENT_CHECK_BASE:-localhost/debian:bookworm-slim}
MIRROR=${TALENT_CHECK_MIRROR:-http://deb.debian.org/debian}
IMAGE=localhost/talent-serve:check
NAME=talent-serve-check-$$
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)

skip() { echo "SKIPPED: $*"; exit 0; }
fail() { echo "FAILED: $*" >&2; exit 1; }
say() { echo "== $*"; }
now() { date +%s.%N; }
since() { python3 -c "print(f'{$(now) - $1:.1f}')"; }

[ -x "$BIN" ] || { echo "no $BIN: cargo build --release" >&2; exit 2; }
BIN=$(cd "$(dirname "$BIN")" && pwd)/$(basename "$BIN")
command -v python3 >/dev/null || skip "no python3"
command -v curl >/dev/null || skip "no curl"
command -v podman >/dev/null || skip "no podman (apt-get install podman)"
[ "$(id -u)" = 0 ] || skip "not root: the secrets are chowned to uid 10001 (rootless podman maps it elsewhere)"
if ! podman image exists "$BASE"; then
    [ "$BASE" = localhost/debian:bookworm-slim ] || skip "no image $BASE here (podman pull it first: this script asks no registry)"
    command -v debootstrap >/dev/null || skip "no $BASE and no debootstrap to make it (apt-get install debootstrap)"
fi

work=$(mktemp -d /var/tmp/talent-container.XXXXXX)
pids=()
pgdir=
cleanup() {
    podman rm -f -t 0 "$NAME" >/dev/null 2>&1 || true
    kill "${pids[@]}" 2>/dev/null || true
    wait 2>/dev/null || true
    [ -n "$pgdir" ] && bash "$root/.ci/pg.sh" stop "$pgdir"
    rm -rf "$work"
}
trap cleanup EXIT

# The base: Debian's minimal bootstrap, trimmed as the registry's slim image
# is (debuerreotype's slimify: dpkg path excludes) and with its sources.
make_base() {
    local r=$work/rootfs t
    t=$(now)
    debootstrap --variant=minbase bookworm "$r" "$MIRROR" >"$work/debootstrap.log" 2>&1 \
        || { tail -5 "$work/debootstrap.log" >&2; skip "debootstrap failed (no mirror at $MIRROR?)"; }
    cat >"$r/etc/dpkg/dpkg.cfg.d/docker" <<'EOF'
path-exclude /usr/share/doc/*
path-include /usr/share/doc/*/copyright
path-exclude /usr/share/groff/*
path-exclude /usr/share/info/*
path-exclude /usr/share/linda/*
path-exclude /usr/share/lintian/overrides/*
path-exclude /usr/share/locale/*
path-exclude /usr/share/man/*
EOF
    # apt as in the registry's image: no package caches kept, no
    # translations, no suggested packages kept on autoremove.
    cat >"$r/etc/apt/apt.conf.d/docker-clean" <<'EOF'
DPkg::Post-Invoke { "rm -f /var/cache/apt/archives/*.deb /var/cache/apt/archives/partial/*.deb /var/cache/apt/*.bin || true"; };
APT::Update::Post-Invoke { "rm -f /var/cache/apt/archives/*.deb /var/cache/apt/archives/partial/*.deb /var/cache/apt/*.bin || true"; };
Dir::Cache::pkgcache "";
Dir::Cache::srcpkgcache "";
EOF
    echo 'Acquire::Languages "none";' >"$r/etc/apt/apt.conf.d/docker-no-languages"
    echo 'Apt::AutoRemove::SuggestsImportant "false";' >"$r/etc/apt/apt.conf.d/docker-autoremove-suggests"
    find "$r/usr/share/doc" -mindepth 1 ! -type d ! -name copyright -delete
    find "$r/usr/share/doc" -mindepth 1 -type d -empty -delete
    rm -rf "$r"/usr/share/{groff,info,linda,locale,man}/* "$r"/usr/share/lintian/overrides/* \
        "$r"/var/lib/apt/lists/* "$r"/var/cache/apt/*.bin "$r"/var/cache/apt/archives/*.deb \
        "$r"/var/log/* "$r/etc/apt/sources.list"
    cat >"$r/etc/apt/sources.list.d/debian.sources" <<EOF
Types: deb
URIs: $MIRROR
Suites: bookworm bookworm-updates
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg

Types: deb
URIs: ${MIRROR%/debian}/debian-security
Suites: bookworm-security
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg
EOF
    tar --numeric-owner -C "$r" -c . | podman import -q --change 'CMD ["bash"]' - "$BASE" >/dev/null
    rm -rf "$r"
    say "base $BASE made with debootstrap ($MIRROR) in $(since "$t") s"
}
if podman image exists "$BASE"; then say "base $BASE (present)"; else make_base; fi

# What this host's podman needs to run a container, found by trying: crun
# refuses cgroups in hybrid mode (v1 controllers and a v2 mount), runc runs
# there; without CAP_SYS_RESOURCE no limit may exceed podman's own (it sets
# RLIMIT_NPROC to 32768 for itself; RLIMIT_NOFILE stays the host's hard one).
PODMAN=(podman)
RUNF=()
probe() { "${PODMAN[@]}" run --rm --network=host "${RUNF[@]}" "$BASE" true 2>"$work/probe.err"; }
for _ in 1 2 3; do
    probe && break
    if grep -q 'hybrid mode' "$work/probe.err" && [ ${#PODMAN[@]} = 1 ]; then
        command -v runc >/dev/null || skip "crun cannot run in hybrid cgroups and there is no runc (apt-get install runc)"
        PODMAN=(podman --runtime runc)
    elif grep -qi 'rlimit' "$work/probe.err" && [ ${#RUNF[@]} = 0 ]; then
        nproc=$(ulimit -Hu)
        { [ "$nproc" = unlimited ] || [ "$nproc" -gt 32768 ]; } && nproc=32768
        RUNF=(--ulimit "nofile=$(ulimit -Hn):$(ulimit -Hn)" --ulimit "nproc=$nproc:$nproc")
    else
        break
    fi
done
probe || skip "podman cannot run a container here: $(tr '\n' ' ' <"$work/probe.err")"
say "podman $(podman version -f '{{.Client.Version}}') runs with: ${PODMAN[*]} run ${RUNF[*]}"

say "build"
mkdir "$work/image"
cp "$BIN" "$work/image/talent"
cp "$here/Containerfile" "$work/image/"
before=$(podman image inspect -f '{{.Id}}' "$IMAGE" 2>/dev/null || true)
t=$(now)
# No layer cache (the build time is the whole build's) and no intermediate
# images left behind.
"${PODMAN[@]}" build -q --layers=false --pull=never --from "$BASE" -t "$IMAGE" "$work/image" \
    >"$work/build.log" 2>&1 || { cat "$work/build.log" >&2; fail "podman build"; }
if [ -n "$before" ]; then podman rmi "$before" >/dev/null 2>&1 || true; fi
say "image $IMAGE built in $(since "$t") s, $(podman image inspect -f '{{.Size}}' "$IMAGE" | python3 -c 'import sys;print(f"{int(sys.stdin.read())/1e6:.1f} MB")') (base $(podman image inspect -f '{{.Size}}' "$BASE" | python3 -c 'import sys;print(f"{int(sys.stdin.read())/1e6:.1f} MB")'))"

# The platform's roots (rustls-platform-verifier reads them) for a service
# and a database whose certificates a public CA signed.
"${PODMAN[@]}" run --rm "${RUNF[@]}" --network=none --entrypoint /bin/sh "$IMAGE" \
    -c 'test -s /etc/ssl/certs/ca-certificates.crt' || fail "no CA bundle in the image"

say "the sandbox and the ledger on the host"
j() { python3 -c "import json,sys;print(json.load(open(sys.argv[1]))$2)" "$1"; }
export TALENT_CONFIG_DIR=$work/config TALENT_DATA_DIR=$work/data TALENT_KEYRING_BACKEND=memory
"$BIN" sandbox serve --addr 127.0.0.1:0 >"$work/sandbox" 2>"$work/sandbox.log" &
pids+=($!)
while [ ! -s "$work/sandbox" ]; do kill -0 "${pids[0]}" || fail "sandbox: $(cat "$work/sandbox.log")"; sleep 0.1; done
SB_BASE=$(j "$work/sandbox" '["base_url"]')
SB_ALT=$(j "$work/sandbox" '["alt_base_url"]')
KEY=$(j "$work/sandbox" '["keys"]["production"]')
pg_url=$(bash "$root/.ci/pg.sh" ssl 2>"$work/pg.log" | tail -1)
pgdir=$(sed -n 's/^cluster in //p' "$work/pg.log")
[ -n "$pgdir" ] || fail "PostgreSQL: $(cat "$work/pg.log")"
pg_port=${pg_url##*:}
pg_port=${pg_port%%/*}
db=talent_container
runuser -u postgres -- psql -h "$pgdir" -p "$pg_port" -U postgres -XAtqc "CREATE DATABASE $db OWNER talent_scram"
LEDGER="postgres://talent_scram@127.0.0.1:$pg_port/$db?sslmode=verify-full"

# The secrets as the README has them: mode 600, owned by the image's user.
install -d -m 700 "$work/etc"
printf '%s\n' "$KEY" | install -m 600 -o 10001 -g 10001 /dev/stdin "$work/etc/api-key"
printf '127.0.0.1:%s:%s:talent_scram:scram-pw\n' "$pg_port" "$db" \
    | install -m 600 -o 10001 -g 10001 /dev/stdin "$work/etc/pgpass"
install -m 644 "$pgdir/ca.pem" "$work/etc/pg-ca.pem"

# Without the README's chown: the image's user cannot read the key, and
# the gateway says so in one line and exits 2.
install -m 600 "$work/etc/api-key" "$work/etc/api-key.root"
set +e
"${PODMAN[@]}" run --rm --network=host "${RUNF[@]}" \
    -v "$work/etc/api-key.root:/run/secrets/talent-api-key:ro" "$IMAGE" serve \
    --ledger-url "$LEDGER" --api-key-file /run/secrets/talent-api-key >"$work/unread" 2>&1
code=$?
set -e
if [ "$code" != 2 ] || [ "$(wc -l <"$work/unread")" != 1 ] || ! grep -q 'Permission denied' "$work/unread" \
    || grep -qF "$KEY" "$work/unread"; then
    cat "$work/unread" >&2
    fail "a key file 10001 cannot read: exit $code"
fi
say "a key file not chowned to 10001: exit 2, $(cat "$work/unread")"

say "run"
t=$(now)
# The README's command; the host's network (the sandbox and the database
# listen on the host's loopback) and the sandbox as the service.
"${PODMAN[@]}" run -d --name "$NAME" --network=host --stop-timeout 40 "${RUNF[@]}" \
    -v "$work/etc/api-key:/run/secrets/talent-api-key:ro" \
    -v "$work/etc/pgpass:/run/secrets/pgpass:ro" -e PGPASSFILE=/run/secrets/pgpass \
    -v "$work/etc/pg-ca.pem:/run/secrets/pg-ca.pem:ro" -e TALENT_CA_FILE=/run/secrets/pg-ca.pem \
    -e TALENT_BASE_URL="$SB_BASE" -e TALENT_ALT_BASE_URL="$SB_ALT" \
    "$IMAGE" serve --ledger-url "$LEDGER" \
    --api-key-file /run/secrets/talent-api-key --listen 127.0.0.1:0 >/dev/null
ready=
for _ in $(seq 1 300); do
    ready=$(podman logs "$NAME" 2>/dev/null | grep -m1 '^{"url"' || true)
    [ -n "$ready" ] && break
    [ "$(podman inspect -f '{{.State.Running}}' "$NAME")" = true ] \
        || { podman logs "$NAME" >&2; fail "the gateway stopped before its ready line"; }
    sleep 0.1
done
[ -n "$ready" ] || { podman logs "$NAME" >&2; fail "no ready line in 30 s"; }
say "ready in $(since "$t") s: $ready"
GW=$(python3 -c 'import json,sys;print(json.loads(sys.argv[1])["url"])' "$ready")

say "a member added on the host, searching through the container"
lead() { # the lead, where the ledger is (and the key: `team usage` reads the service's meters)
    TALENT_LEDGER_URL=$LEDGER PGPASSWORD=scram-pw TALENT_CA_FILE=$pgdir/ca.pem \
        TALENT_BASE_URL=$SB_BASE TALENT_ALT_BASE_URL=$SB_ALT TALENT_API_KEY=$KEY "$BIN" "$@"
}
lead serve member add asha --can search >/dev/null 2>&1
TOKEN=$(lead serve member token asha --label check -o json 2>/dev/null | python3 -c 'import json,sys;print(json.load(sys.stdin)["token"])')
asha() { # the member, on their own machine: their token and the gateway's URLs alone
    TALENT_DATA_DIR=$work/asha TALENT_CONFIG_DIR=$work/asha-config \
        TALENT_BASE_URL=$GW/api/v1 TALENT_ALT_BASE_URL=$GW/v1 TALENT_API_KEY=$TOKEN "$BIN" "$@"
}
asha search --skill python --limit 5 -o jsonl >"$work/hits" 2>"$work/search.err" \
    || { cat "$work/search.err" >&2; fail "talent search through the gateway"; }
hits=$(wc -l <"$work/hits")
[ "$hits" -gt 0 ] || fail "the search through the gateway found nothing"
podman logs "$NAME" 2>&1 | grep asha | grep -q 'search' || { podman logs "$NAME" >&2; fail "no request line naming asha's search"; }
lead team usage -o json >"$work/usage"
used=$(python3 -c 'import json,sys;print(sum(m["searches"]["used"] for m in json.load(open(sys.argv[1])) if m["member"] == "asha"))' "$work/usage")
[ "$used" -ge 1 ] || { cat "$work/usage" >&2; fail "the ledger records no search by asha"; }
say "asha's search: $hits hits, $used search in the ledger's team usage as asha's; the gateway's line: $(podman logs "$NAME" 2>&1 | grep asha | tail -1)"

say "the container's user and secrets"
pid=$(podman inspect -f '{{.State.Pid}}' "$NAME")
uid=$(awk '/^Uid:/ {print $2}' "/proc/$pid/status")
[ "$uid" = 10001 ] || fail "the gateway runs as uid $uid, not 10001"
user=$(podman inspect -f '{{.Config.User}}' "$NAME")
[ "$user" = 10001:10001 ] || fail "the image's user is $user"
podman logs "$NAME" >"$work/logs" 2>&1
podman inspect "$NAME" >"$work/inspect"
tr '\0' ' ' <"/proc/$pid/cmdline" >"$work/cmdline"
for f in logs inspect cmdline; do
    for s in "$KEY" scram-pw "$TOKEN"; do
        ! grep -qF "$s" "$work/$f" || fail "a secret in $f"
    done
done
say "uid $uid; the key, the password and the token in no log line, inspect or command line"

say "stop (SIGTERM) with a search in flight"
# `podman stop` as the README's `--stop-timeout 40` leaves it: SIGTERM, then
# SIGKILL after 40 s (exit 137) if the gateway had not finished. The sandbox
# answers searches 3 s late; asha's second search is in the gateway (its
# usage read logged, the page asked for) when the SIGTERM comes, and is
# answered before the gateway exits.
[ "$(podman inspect -f '{{.Config.StopTimeout}}' "$NAME")" = 40 ] || fail "no stop timeout of 40 s"
curl -fsS -X PUT "${SB_BASE%/api/v1}/_sandbox/faults" -H "authorization: Bearer $KEY" \
    -H 'content-type: application/json' -d '{"spec": "latency=3s@GET/search"}' >/dev/null
usage_lines() { podman logs "$NAME" 2>&1 | grep -c '^asha GET /api/v1/usage ' || true; }
n=$(usage_lines)
asha search --skill java --limit 5 -o jsonl >"$work/hits2" 2>"$work/search2.err" &
searching=$!
for _ in $(seq 1 100); do [ "$(usage_lines)" -gt "$n" ] && break; sleep 0.1; done
[ "$(usage_lines)" -gt "$n" ] || fail "asha's second search did not reach the gateway"
sleep 0.5
t=$(now)
"${PODMAN[@]}" stop "$NAME" >/dev/null
took=$(since "$t")
code=$(podman inspect -f '{{.State.ExitCode}}' "$NAME")
[ "$code" = 0 ] || { podman logs "$NAME" >&2; fail "exit $code after SIGTERM"; }
python3 -c "import sys; sys.exit(0 if $took < 40 else 1)" || fail "stop took $took s"
wait "$searching" || { cat "$work/search2.err" >&2; fail "the search in flight at the SIGTERM failed"; }
[ -s "$work/hits2" ] || fail "the search in flight at the SIGTERM found nothing"
say "stopped in $took s, exit 0; the search in flight answered ($(wc -l <"$work/hits2") hits)"
echo "OK"
