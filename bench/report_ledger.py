#!/usr/bin/env python3
"""Writes N spend lines into a talent ledger as talent writes them (issue 39's
benchmark): the local file's `audit` rows, or a team ledger's `talent_spends`
rows, one workspace, three members, the three meters, the three channels.

  report_ledger.py sqlite LEDGER.sqlite3 WORKSPACE CYCLE_ENDS N [all|years]
  report_ledger.py pg     URL            WORKSPACE CYCLE_ENDS N [all|years]

`all`: every line in the current cycle (the month before CYCLE_ENDS, up to
now); `years`: spread over the three years before now (the real case: history).
The ledger must exist (run talent once against it first): the rows go into
talent's own tables, so the report reads what a run would have written.
"""
import datetime as dt
import io
import random
import subprocess
import sys

kind, where, ws, cycle_ends, n = sys.argv[1:6]
n = int(n)
spread = sys.argv[6] if len(sys.argv) > 6 else "all"
end = dt.datetime.fromisoformat(cycle_ends.replace("Z", "+00:00"))
now = dt.datetime.now(dt.timezone.utc)
if spread == "all":
    lo = int((end - dt.timedelta(days=30)).timestamp() * 1000)
    hi = int(min(now, end).timestamp() * 1000)
else:
    hi = int(now.timestamp() * 1000)
    lo = hi - 3 * 365 * 86_400_000
rnd = random.Random(39)
meters = ["unlocks", "searches", "searches", "searches", "messages"]
commands = ["search", "search", "candidate show", "invite", "mcp", "browse"]
members = ["asha", "vikram", "meera"]


def line():
    at = rnd.randint(lo, hi - 1)
    meter = rnd.choice(meters)
    command = rnd.choice(commands)
    outcome = "spent" if rnd.random() < 0.97 else "not spent (404)"
    return at, meter, command, outcome


if kind == "sqlite":
    import sqlite3

    db = sqlite3.connect(where)
    db.execute("PRAGMA journal_mode=WAL")
    db.executemany(
        "INSERT INTO audit (at_ms, workspace, command, meter, cost, outcome) VALUES (?, ?, ?, ?, 1, ?)",
        ((at, ws, c, m, o) for at, m, c, o in (line() for _ in range(n))),
    )
    db.commit()
    db.execute("ANALYZE")
    db.close()
else:
    buf = io.StringIO()
    for _ in range(n):
        at, m, c, o = line()
        spent = "t" if o == "spent" else "f"
        buf.write(f"{ws}\t{rnd.choice(members)}\t{m}\t1\t{spent}\t{cycle_ends}\t{at}\t{c}\t{o}\n")
    subprocess.run(
        ["psql", where, "-XAtq", "-v", "ON_ERROR_STOP=1", "-c",
         "COPY talent_spends (workspace, member, meter, cost, spent, cycle_ends, at_ms, command, outcome) FROM STDIN"],
        input=buf.getvalue().encode(), check=True)
    subprocess.run(["psql", where, "-XAtq", "-c", "VACUUM ANALYZE talent_spends"], check=True)
