#!/usr/bin/env bash
# Starts a throwaway PostgreSQL cluster for the team-ledger tests and prints
# its URL on stdout (stop it with `.ci/pg.sh stop DIR`, DIR from stderr).
#   .ci/pg.sh          plain TCP on 127.0.0.1
#   .ci/pg.sh ssl      ssl=on with a generated CA and server certificate;
#                      the CA's PEM is DIR/ca.pem; role talent_scram
#                      (password scram-pw) logs in with SCRAM
#   .ci/pg.sh bouncer URL   PgBouncer (transaction mode) in front of URL
# PostgreSQL refuses to run as root: the cluster runs as the `postgres` user,
# trust authentication on loopback, fsync off (a test cluster, thrown away).
set -euo pipefail

if [[ "${1:-}" == stop ]]; then
    if [[ -f "$2/pgbouncer.pid" ]]; then
        kill "$(cat "$2/pgbouncer.pid")" 2>/dev/null || true
    else
        bin=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1)
        runuser -u postgres -- "$bin/pg_ctl" -D "$2/data" -m immediate stop >/dev/null 2>&1 || true
    fi
    rm -rf "$2"
    exit 0
fi

# A free port: the first one nobody answers on.
free_port() {
    for _ in $(seq 1 200); do
        p=$((20000 + RANDOM % 20000))
        if ! (exec 3<>"/dev/tcp/127.0.0.1/$p") 2>/dev/null; then echo "$p"; return 0; fi
    done
    return 1
}

#   .ci/pg.sh bouncer URL   PgBouncer in transaction mode in front of the
#                           cluster at URL (every database of it), as a
#                           hosted pooled endpoint is; prints its URL.
if [[ "${1:-}" == bouncer ]]; then
    command -v pgbouncer >/dev/null || [[ -x /usr/sbin/pgbouncer ]] \
        || (apt-get install -y pgbouncer >/dev/null 2>&1 || (apt-get update >/dev/null 2>&1 && apt-get install -y pgbouncer >/dev/null 2>&1)) \
        || { echo "cannot install pgbouncer" >&2; exit 1; }
    pgb=$(command -v pgbouncer || echo /usr/sbin/pgbouncer)
    rest=${2#postgres://}
    user=${rest%%@*}
    hostport=${rest#*@}; hostport=${hostport%%/*}
    host=${hostport%:*}; dbport=${hostport##*:}
    id postgres >/dev/null 2>&1 || useradd --system --home /var/lib/postgresql postgres
    dir=$(mktemp -d /tmp/talent-pgb.XXXXXX)
    port=$(free_port) || { echo "no free port" >&2; exit 1; }
    printf '"%s" ""\n' "$user" > "$dir/users.txt"
    # Transaction mode, as Supabase's port 6543 and Neon's -pooler host: a
    # server connection per transaction, nothing kept between them.
    cat > "$dir/pgbouncer.ini" <<INI
[databases]
* = host=$host port=$dbport
[pgbouncer]
listen_addr = 127.0.0.1
listen_port = $port
unix_socket_dir =
auth_type = trust
auth_file = $dir/users.txt
pool_mode = transaction
max_client_conn = 500
default_pool_size = 20
ignore_startup_parameters = extra_float_digits,options,application_name
logfile = $dir/log
pidfile = $dir/pgbouncer.pid
INI
    chown -R postgres "$dir"
    # PgBouncer refuses to run as root.
    runuser -u postgres -- "$pgb" -d "$dir/pgbouncer.ini"
    for _ in $(seq 1 50); do
        (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null && break
        sleep 0.1
    done
    echo "cluster in $dir" >&2
    echo "postgres://$user@127.0.0.1:$port/${2##*/}"
    exit 0
fi

if ! ls -d /usr/lib/postgresql/*/bin >/dev/null 2>&1; then
    (apt-get install -y postgresql >/dev/null 2>&1 || (apt-get update >/dev/null 2>&1 && apt-get install -y postgresql >/dev/null 2>&1)) \
        || { echo "cannot install postgresql" >&2; exit 1; }
fi
bin=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1)
id postgres >/dev/null 2>&1 || useradd --system --home /var/lib/postgresql postgres

dir=$(mktemp -d /tmp/talent-pg.XXXXXX)
chown postgres "$dir"
chmod 700 "$dir"
port=$(free_port) || { echo "no free port" >&2; exit 1; }

runuser -u postgres -- "$bin/initdb" -D "$dir/data" --auth=trust -U postgres -E UTF8 >/dev/null
opts="-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off -c max_connections=200"
if [[ "${1:-}" == ssl ]]; then
    (
        cd "$dir"
        openssl req -x509 -newkey rsa:2048 -nodes -days 2 -subj "/CN=talent test CA" \
            -addext "basicConstraints=critical,CA:TRUE" -addext "keyUsage=critical,keyCertSign,cRLSign" \
            -keyout ca.key -out ca.pem >/dev/null 2>&1
        openssl req -newkey rsa:2048 -nodes -subj "/CN=localhost" -keyout server.key -out server.csr >/dev/null 2>&1
        # This machine's other names of 127.0.0.1 in /etc/hosts too: a
        # test names the ledger by one (serve_admit, a host name's address).
        names=$(awk '$1 == "127.0.0.1" { for (i = 2; i <= NF; i++) if ($i != "localhost" && $i ~ /^[A-Za-z0-9.-]+$/) printf ",DNS:%s", $i }' /etc/hosts 2>/dev/null || true)
        printf 'subjectAltName=DNS:localhost,IP:127.0.0.1%s\nbasicConstraints=CA:FALSE\nextendedKeyUsage=serverAuth\n' "$names" > ext.cnf
        openssl x509 -req -in server.csr -CA ca.pem -CAkey ca.key -CAcreateserial -days 2 \
            -extfile ext.cnf -out server.crt >/dev/null 2>&1
        chown postgres server.key server.crt
        chmod 600 server.key
        chmod 644 ca.pem
    )
    opts="$opts -c ssl=on -c ssl_cert_file=$dir/server.crt -c ssl_key_file=$dir/server.key"
    # TCP over TLS only: a client that did not use TLS could not connect.
    # The role talent_scram logs in with SCRAM-SHA-256 (password scram-pw),
    # which over TLS offers SCRAM-SHA-256-PLUS: channel binding to the
    # server's certificate (ledger::pg::tls).
    printf 'local all all trust\nhostssl all talent_scram 127.0.0.1/32 scram-sha-256\nhostssl all all 127.0.0.1/32 trust\nhostssl all all ::1/128 trust\n' \
        > "$dir/data/pg_hba.conf"
fi
runuser -u postgres -- "$bin/pg_ctl" -D "$dir/data" -l "$dir/log" -o "$opts" -w start >/dev/null
if [[ "${1:-}" == ssl ]]; then
    runuser -u postgres -- "$bin/psql" -h "$dir" -p "$port" -U postgres -d postgres -q \
        -c "SET password_encryption = 'scram-sha-256'; CREATE ROLE talent_scram LOGIN SUPERUSER PASSWORD 'scram-pw'" >/dev/null
fi
echo "cluster in $dir" >&2
echo "postgres://postgres@127.0.0.1:$port/postgres"
