#!/usr/bin/env python3
"""The timeline of one `bench/gateway.sh pace` run kept with GW_BENCH_KEEP
and GW_BENCH_SQL=bench/gw_pace_trace.sql (docs/benchmarks.md "32-pace"):

    python3 bench/pace_timeline.py DIR/RUN [SCALE]   (SCALE: 0.05)

Each member's start, `whoami` probe, `GET /usage` and pages (the time each
answer reached the member, and its own duration), every search admission
the ledger recorded (its time, member, and how late it came after the
earliest its slot allowed: the send ten before it and the span), and the
wall time's excess over the minimum in parts: the first window's ten sends,
the pacer's margins, the lateness along the last send's chain, the last
page's answer and the process's exit.
"""
import csv
import glob
import os
import re
import sys

run = sys.argv[1]
scale = float(sys.argv[2]) if len(sys.argv) > 2 else 0.05
window = int(60000 * scale)
span = window + window // 100 + 20  # ledger::slot_span
limit = 10  # the search class a window
t0 = float(open(f"{run}/m.start").read())
end = float(open(f"{run}/m.end").read())


def rel(t):
    return (t - t0) * 1000


starts = {}
events = {}
for f in glob.glob(f"{run}/m[0-9]*.start"):
    m = os.path.basename(f).split(".")[0]
    starts[m] = rel(float(open(f).read()))
    events[m] = []
    for line in open(f"{run}/{m}.err"):
        t, rest = line.split(" ", 1)
        got = re.search(r"GET \S+?(/_talent/v1/whoami|/usage|page=(\d+))\S* .*?(\d+) ms", rest)
        if got:
            what = {"/_talent/v1/whoami": "whoami", "/usage": "usage"}.get(got.group(1), f"p{got.group(2)}")
            events[m].append((what, rel(float(t)), int(got.group(3))))
members = sorted(starts, key=lambda m: int(m[1:]))
print(f"time from the run's start (ms); window {window} ms, span {span} ms")
print("member: started, then each answer as the member read it @ms (its own ms)")
for m in members:
    print(f"{m:>4} {starts[m]:6.0f}  " + "  ".join(f"{w}@{t:.0f}({d})" for w, t, d in events[m]))

rows = list(csv.DictReader(open(f"{run}/m.ledger.csv")))
sends = sorted(
    (int(r["at_ms"]) / 1000, r["member"])
    for r in rows
    if r["what"] == "send.insert" and r["class"] == "search"
)
print("\nsearch admissions: k, at, member, late (after send k-10 + span)")
late = []
for k, (at, m) in enumerate(sends):
    lag = None if k < limit else rel(at) - rel(sends[k - limit][0]) - span
    late.append(lag)
    print(f"{k + 1:3} {rel(at):7.0f} {m:>4} " + ("" if lag is None else f"{lag:+.0f}"))
told = sum(1 for r in rows if r["what"].startswith("wait.") and r["class"] == "search")
moved = sum(1 for r in rows if r["what"] == "send.update")
print(f"asks told to wait (search): {told}; settles that moved a send: {moved}")

n = len(sends)
windows = (n - 1) // limit
minimum = (n // limit - 1) * window
wall = rel(end)
chain = sum(late[k] for k in range(n - 1, limit - 1, -limit))
first = rel(sends[(n - 1) % limit][0])
print(f"\nwall {wall:.0f} ms, minimum {minimum} ms, excess {wall - minimum:.0f} ms:")
print(f"  the first window's send {(n - 1) % limit + 1} (the chain's start)  {first:6.0f}")
print(f"  the pacer's margin, {windows} x {span - window}              {windows * (span - window):6.0f}")
print(f"  late along the chain (sum)                {chain:6.0f}")
print(f"  the last send to the run's end            {wall - rel(sends[-1][0]):6.0f}")
