#!/usr/bin/env python3
"""The local file's report query two ways on one ledger, side by side in one
run (issue 39): grouped through SQLite's sorter over the time index (what
migration 8 did) against read in the order of the quarter-hour index
(migration 9). Prints each one's median CPU seconds over 5 runs.

  report_sqlite_plan.py LEDGER.sqlite3 WORKSPACE

The ledger is one bench/report.sh makes (keep its folder) or any talent
ledger at schema 9 with lines in it.
"""
import sqlite3
import statistics
import sys
import time

path, ws = sys.argv[1], sys.argv[2]
db = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
spent = "(outcome = 'spent' OR outcome LIKE 'maybe%')"
ways = {
    "sorter (audit_by_time)": f"""SELECT command, meter, (at_ms - ?2) / 900000 AS s, sum(cost)
        FROM audit INDEXED BY audit_by_time
        WHERE workspace = ?1 AND at_ms >= ?2 AND at_ms < ?3 AND {spent}
        GROUP BY command, meter, s""",
    "index order (audit_by_slice)": f"""SELECT command, meter, at_ms / 900000 - ?2 / 900000 AS s, sum(cost)
        FROM audit INDEXED BY audit_by_slice
        WHERE workspace = ?1 AND at_ms / 900000 >= ?2 / 900000 AND at_ms / 900000 <= ?3 / 900000
          AND at_ms >= ?2 AND at_ms < ?3 AND {spent}
        GROUP BY at_ms / 900000, command, meter""",
}
lines = db.execute("SELECT count(*) FROM audit WHERE workspace = ?", (ws,)).fetchone()[0]
print(f"SQLite {sqlite3.sqlite_version}, {lines} lines")
args = (ws, 0, int(time.time() * 1000) + 1)
results = {}
for _ in range(5):
    for name, q in ways.items():
        t = time.process_time()
        rows = db.execute(q, args).fetchall()
        results.setdefault(name, []).append(time.process_time() - t)
        assert sum(r[3] for r in rows) > 0
for name, ts in results.items():
    print(f"{name}: {statistics.median(ts):.3f} s CPU (median of 5)")
a, b = (statistics.median(ts) for ts in results.values())
print(f"ratio: {a / b:.1f}x")
