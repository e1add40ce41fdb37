#!/usr/bin/env python3
"""The admission statement's round trip, apart (issue 47, docs/benchmarks.md
"29-admitcost"): bench/gateway.sh's `statement` mode calls this on the bench's
own ledger, migrated by the binary under test.

  admitcost.py HOST PORT USER DB TOKEN ROUNDS GAP_MS

Each of these has a connection of its own (a backend of its own); ROUNDS
times, each in turn, GAP_MS apart, so each backend is idle before its
statement as the gateway's is between pages:

  select 1       `SELECT 1`: the floor (loopback, the backend's wake-up)
  write          a one-row UPDATE, committed: the floor of any admission
                 (the first write of a transaction, its WAL and commit)
  call           a plpgsql function of the admission's signature and
                 settings (`SET lock_timeout`) that returns its row: what
                 the call costs before its body
  admission      `talent_gw_reserve_admit_fair` as the gateway sends it for
                 a search page (the member's token, 'search', the global and
                 search classes); its hold deleted after, untimed, on
                 another connection
  admission, no slots   the same without classes: the pacer's share
  admission, prepared   the search page's, prepared once on its connection
                 and then bound only, as a gateway beside its ledger sends it

Every statement goes as the gateway sends it (tokio-postgres' query_typed):
one unnamed Parse/Bind/Describe/Execute/Sync flight, TCP_NODELAY. The client
is this file's own (the wire protocol, trust authentication only: the test
cluster of .ci/pg.sh), so nothing is installed. Prints a markdown table of
the medians and 10th/90th percentiles in ms.
"""
import hashlib
import socket
import statistics
import struct
import sys
import time

ADMIT = """SELECT verdict, grants, label, use_for, kind, hold_id, left_units, limit_units, cap,
        member_used, wait
 FROM talent_gw_reserve_admit_fair($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13,
        $14, $15, $16, $17, $18)"""
SIGNATURE = """p_sha text, p_gw_member text, p_grant text, p_api boolean, p_ws text, p_meter text,
    p_cost bigint, p_member text, p_used bigint, p_limit bigint, p_expires bigint, p_run text,
    p_term bigint, p_card text, p_key text, p_classes text[], p_limits integer[], p_span bigint"""
CALL_FN = f"""CREATE OR REPLACE FUNCTION admitcost_call({SIGNATURE})
RETURNS TABLE (verdict text, grants text, label text, use_for text, kind text, hold_id bigint,
    left_units bigint, limit_units bigint, cap bigint, member_used bigint, wait bigint)
LANGUAGE plpgsql SET lock_timeout = '5s' AS $f$
BEGIN
    RETURN QUERY SELECT 'ok'::text, NULL::text, NULL::text, NULL::text, 'held'::text, 0::bigint,
        NULL::bigint, NULL::bigint, NULL::bigint, NULL::bigint, NULL::bigint;
END
$f$"""


class Conn:
    """One connection speaking the extended protocol."""

    def __init__(self, host, port, user, db, app):
        if host.startswith("/"):
            # The server's Unix socket in that directory (a gateway beside
            # its database, `host=/dir` in the ledger's URL).
            self.s = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
            self.s.connect(f"{host}/.s.PGSQL.{port}")
        else:
            self.s = socket.create_connection((host, port))
            self.s.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        self.buf = b""
        body = struct.pack("!I", 196608)
        for k, v in (("user", user), ("database", db), ("application_name", app)):
            body += k.encode() + b"\0" + v.encode() + b"\0"
        body += b"\0"
        self.s.sendall(struct.pack("!I", len(body) + 4) + body)
        self.until_ready()

    def msg(self):
        while len(self.buf) < 5:
            more = self.s.recv(65536)
            if not more:
                raise SystemExit("the server closed the connection")
            self.buf += more
        n = struct.unpack("!I", self.buf[1:5])[0]
        while len(self.buf) < 1 + n:
            self.buf += self.s.recv(65536)
        t, m, self.buf = self.buf[0:1], self.buf[5 : 1 + n], self.buf[1 + n :]
        return t, m

    def until_ready(self):
        rows, err = [], None
        while True:
            t, m = self.msg()
            if t == b"R" and struct.unpack("!I", m[:4])[0] != 0:
                raise SystemExit("the server asks for a password: trust only (.ci/pg.sh)")
            if t == b"E":
                err = m.replace(b"\0", b" ").decode(errors="replace")
            elif t == b"D":
                k, off, row = struct.unpack("!H", m[:2])[0], 2, []
                for _ in range(k):
                    ln = struct.unpack("!i", m[off : off + 4])[0]
                    off += 4
                    row.append(None if ln < 0 else m[off : off + ln].decode())
                    off += max(ln, 0)
                rows.append(row)
            elif t == b"Z":
                if err:
                    raise SystemExit(f"the statement failed: {err}")
                return rows

    @staticmethod
    def flight(sql, params):
        def pk(t, b):
            return t + struct.pack("!I", len(b) + 4) + b

        # "@NAME": a statement prepared before (Conn.prepare), bound only.
        named = sql.startswith("@")
        name = sql[1:].encode() if named else b""
        bind = b"\0" + name + b"\0" + struct.pack("!HH", 0, len(params))
        for p in params:
            if p is None:
                bind += struct.pack("!i", -1)
            else:
                e = str(p).encode()
                bind += struct.pack("!i", len(e)) + e
        bind += struct.pack("!H", 0)
        parse = b"" if named else pk(b"P", b"\0" + sql.encode() + b"\0" + struct.pack("!H", 0))
        return (
            parse
            + pk(b"B", bind)
            + pk(b"D", b"P\0")
            + pk(b"E", b"\0" + struct.pack("!I", 0))
            + pk(b"S", b"")
        )

    def prepare(self, name, sql):
        def pk(t, b):
            return t + struct.pack("!I", len(b) + 4) + b

        self.s.sendall(pk(b"P", name.encode() + b"\0" + sql.encode() + b"\0" + struct.pack("!H", 0))
                       + pk(b"S", b""))
        self.until_ready()

    def q(self, sql, params=()):
        self.s.sendall(self.flight(sql, params))
        return self.until_ready()

    def timed(self, sql, params=()):
        f = self.flight(sql, params)
        t = time.perf_counter()
        self.s.sendall(f)
        rows = self.until_ready()
        return (time.perf_counter() - t) * 1000.0, rows


def main():
    host, port, user, db, token = sys.argv[1:6]
    rounds, gap = int(sys.argv[6]), float(sys.argv[7])
    sha = hashlib.sha256(token.encode()).hexdigest()
    member = Conn(host, port, user, db, "admitcost").q(
        "SELECT member FROM talent_gw_tokens WHERE sha256 = $1", (sha,)
    )[0][0]
    setup = Conn(host, port, user, db, "admitcost setup")
    setup.q("CREATE TABLE IF NOT EXISTS admitcost_scratch (id int PRIMARY KEY, n bigint NOT NULL)")
    setup.q("INSERT INTO admitcost_scratch VALUES (1, 0) ON CONFLICT DO NOTHING")
    setup.q(CALL_FN)

    def admission(i, classes):
        # A run and a key of each variant's own: one's slots never hold another's.
        return [sha, None, "search", "t", "ws_bench", "searches", 1, member, 0, 1000000,
                int(time.time() * 1000) + 60000, f"run_bench_{i}", 60000, None, f"fp_bench_{i}",
                "{global,search}" if classes else "{}", "{120,10}" if classes else "{}", 60000]

    variants = [
        ("`SELECT 1` (the floor: loopback, the backend's wake-up)", "SELECT 1", lambda: ()),
        ("a one-row `UPDATE`, committed", "UPDATE admitcost_scratch SET n = n + 1 WHERE id = 1", lambda: ()),
        ("a plpgsql call of the admission's signature, its row only",
         ADMIT.replace("talent_gw_reserve_admit_fair", "admitcost_call"), lambda: admission(2, True)),
        ("the admission (`talent_gw_reserve_admit_fair`, a search page)", ADMIT, lambda: admission(3, True)),
        ("the admission without slots (no classes)", ADMIT, lambda: admission(4, False)),
        ("the admission, prepared once (a gateway beside its ledger)", "@adm", lambda: admission(5, True)),
    ]
    conns = [Conn(host, port, user, db, "admitcost") for _ in variants]
    conns[5].prepare("adm", ADMIT)
    times = [[] for _ in variants]
    for r in range(rounds + 5):
        for i, (_, sql, params) in enumerate(variants):
            time.sleep(gap / 1000.0)
            ms, rows = conns[i].timed(sql, params())
            if sql in (ADMIT, "@adm"):
                if rows[0][4] != "held":
                    raise SystemExit(f"the admission answered {rows[0]}")
                setup.q("DELETE FROM talent_holds WHERE id = $1", (rows[0][5],))
            if r >= 5:  # the first few plan each session's statements
                times[i].append(ms)
    print(f"| statement, {rounds} each, {gap:g} ms apart | median | p10 | p90 |")
    print("|---|---:|---:|---:|")
    for (name, _, _), xs in zip(variants, times):
        xs.sort()
        print(f"| {name} | {statistics.median(xs):.3f} ms | {xs[len(xs) // 10]:.3f} | "
              f"{xs[len(xs) * 9 // 10]:.3f} |")


if __name__ == "__main__":
    main()
