#!/usr/bin/env python3
"""The gateway's figures, driven from outside (bench/gateway.sh starts what
they need and calls this).

  gateway.py overhead GATEWAY_URL TOKEN SERVICE_BASE KEY PAIRS GAP_MS [PATH]
      PAIRS times, alternately, the same guarded search page (or PATH, e.g.
      /jobs: a read-only page) through the
      gateway (`GATEWAY_URL/api/v1/…` with the member's token) and straight
      to the service (`SERVICE_BASE/…` with the key), each on its own
      keep-alive connection, GAP_MS apart (so the pacer never holds one).
      Prints the medians, the median of the differences pair by pair, and
      the 90th percentiles, in ms. GW_BENCH_ORDER=idle (the default): each
      request GAP_MS after the last answer, so both start from an idle
      machine, the first of a pair alternating; GW_BENCH_ORDER=after: the
      straight request at once after the gateway's (sections 26-31), on a
      sandbox just warmed by the same page.

  gateway.py conns GATEWAY_URL TOKEN PID COUNTS ACTIVE
      Opens keep-alive connections to the gateway, each after one request
      (`GET /_talent/v1/whoami` without a credential: a gateway's page that
      needs no ledger), up to each count of COUNTS (comma-separated), and at
      each reads the gateway's resident memory (VmRSS of PID); then ACTIVE of
      them send a guarded `GET /api/v1/jobs` each while the rest stay idle,
      and the memory is read again.

  gateway.py invite OLD_URL OLD_TOKEN NEW_URL NEW_TOKEN SERVICE_BASE KEY N GAP_MS
      N invites through each of two gateways (an older talent's and this
      one's, each on its own ledger), alternately, each to a candidate not
      yet in the pipeline of an active job, GAP_MS apart: the member's time
      from the request to the answer. Prints the medians and their ratio.
"""
import http.client
import json
import os
import statistics
import sys
import time
import urllib.parse

SEARCH = "/search/candidates?minexp=1&pageSize=20&page=1"


def conn(url):
    u = urllib.parse.urlsplit(url)
    c = http.client.HTTPConnection(u.hostname, u.port, timeout=30)
    c.connect()
    return c, u.path.rstrip("/")


def get(c, path, headers):
    t = time.perf_counter()
    c.request("GET", path, headers=headers)
    r = c.getresponse()
    body = r.read()
    return (time.perf_counter() - t) * 1000.0, r.status, body


def overhead(gw_url, token, service_base, key, pairs, gap_ms, path=SEARCH):
    gw, _ = conn(gw_url)
    direct, prefix = conn(service_base)
    gw_h = {"Authorization": f"Bearer {token}", "Accept": "application/json"}
    sv_h = {"Authorization": f"Bearer {key}", "Accept": "application/json"}
    through, straight, diffs, bad = [], [], [], 0
    order = os.environ.get("GW_BENCH_ORDER", "idle")

    def via_gateway():
        return get(gw, "/api/v1" + path, gw_h)

    def direct_one():
        return get(direct, prefix + path, sv_h)

    for i in range(pairs):
        if order == "after":
            # Sections 26-31: the straight request at once after the one
            # through the gateway, on a sandbox that had just served the same
            # page (warm), the gateway's from an idle machine.
            a, sa, _ = via_gateway()
            b, sb, _ = direct_one()
        else:
            # Each from an idle machine (GAP_MS after the last answer), the
            # one that goes first alternating pair by pair.
            first, second = (via_gateway, direct_one) if i % 2 == 0 else (direct_one, via_gateway)
            r1 = first()
            time.sleep(gap_ms / 1000.0)
            r2 = second()
            (a, sa, _), (b, sb, _) = (r1, r2) if i % 2 == 0 else (r2, r1)
        if sa != 200 or sb != 200:
            bad += 1
            print(f"pair {i}: gateway {sa}, service {sb}", file=sys.stderr)
        elif i >= 5:  # the first few warm the connections and the guard
            through.append(a)
            straight.append(b)
            diffs.append(a - b)
        time.sleep(gap_ms / 1000.0)

    def p90(xs):
        return sorted(xs)[int(len(xs) * 0.9)]

    if os.environ.get("GW_BENCH_DUMP"):
        # Each pair's two times (ms), for the distribution.
        with open(os.environ["GW_BENCH_DUMP"], "w") as f:
            for a, b in zip(through, straight):
                f.write(f"{a:.3f} {b:.3f}\n")

    print(
        f"| {len(diffs)} pairs | {statistics.median(straight):.2f} ms | "
        f"{statistics.median(through):.2f} ms | {statistics.median(diffs):.2f} ms | "
        f"{p90(straight):.2f} / {p90(through):.2f} ms | {bad} |"
    )


def rss_kb(pid):
    with open(f"/proc/{pid}/status") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    return 0


def conns(gw_url, token, pid, counts, active):
    opened = []
    print(f"| connections | resident (MB) |")
    print("|---:|---:|")
    time.sleep(0.5)
    print(f"| 0 | {rss_kb(pid) / 1024:.1f} |")
    for n in counts:
        while len(opened) < n:
            c, _ = conn(gw_url)
            _, status, _ = get(c, "/_talent/v1/whoami", {})
            if status != 200:
                raise SystemExit(f"whoami answered {status}")
            opened.append(c)
        time.sleep(0.5)
        print(f"| {n} idle | {rss_kb(pid) / 1024:.1f} |")
    h = {"Authorization": f"Bearer {token}", "Accept": "application/json"}
    statuses = {}
    for c in opened[:active]:
        _, status, _ = get(c, "/api/v1/jobs", h)
        statuses[status] = statuses.get(status, 0) + 1
    time.sleep(0.5)
    print(
        f"| {len(opened)} ({active} of them then sent a guarded GET /api/v1/jobs: "
        f"{statuses}) | {rss_kb(pid) / 1024:.1f} |"
    )
    # Still open: every one answers again.
    alive = 0
    for c in opened:
        _, status, _ = get(c, "/_talent/v1/whoami", {})
        alive += status == 200
    print(f"| {alive} of {len(opened)} still answered on their connection | {rss_kb(pid) / 1024:.1f} |")
    for c in opened:
        c.close()


def post(c, path, headers, body):
    t = time.perf_counter()
    c.request("POST", path, body=json.dumps(body), headers=headers)
    r = c.getresponse()
    data = r.read()
    return (time.perf_counter() - t) * 1000.0, r.status, data


def fresh_candidates(service_base, key, n):
    """An active job and n candidates not in its pipeline."""
    sv, prefix = conn(service_base)
    h = {"Authorization": f"Bearer {key}", "Accept": "application/json"}
    def items(path):
        _, status, body = get(sv, prefix + path, h)
        if status != 200:
            raise SystemExit(f"{path}: {status} {body[:200]!r}")
        return json.loads(body)["results"]

    job = next(j for j in items("/jobs") if j["status"] == "active")["jobId"]
    taken, page = set(), 1
    while True:
        apps = items(f"/jobs/{job}/applications?pageSize=20&page={page}")
        taken |= {a.get("talentCardId") for a in apps}
        if len(apps) < 20:
            break
        page += 1
    cards, page = [], 1
    while len(cards) < n:
        got = items(f"/search/candidates?minexp=1&pageSize=20&page={page}")
        if not got:
            raise SystemExit(f"only {len(cards)} fresh candidates")
        cards += [c["talentCardId"] for c in got if c["talentCardId"] not in taken]
        page += 1
    return job, cards[:n]


def invite(old_url, old_token, new_url, new_token, service_base, key, n, gap_ms):
    job, cards = fresh_candidates(service_base, key, 2 * n + 4)
    sides = []
    for url, token in ((old_url, old_token), (new_url, new_token)):
        c, _ = conn(url)
        sides.append((c, {"Authorization": f"Bearer {token}", "Content-Type": "application/json"}))
    times, bad = ([], []), 0
    for i in range(n + 2):
        for k in (0, 1) if i % 2 == 0 else (1, 0):
            c, h = sides[k]
            card = cards.pop()
            if os.environ.get("INVITE_FAR_KEYED"):  # each invite under a key of its own
                h = dict(h, **{"Idempotency-Key": f"far-{k}-{i}"})
            ms, status, body = post(c, "/api/v1/invite-to-apply", h,
                                    {"jobId": job, "talentCardId": card, "message": "Hello"})
            if not 200 <= status < 300:
                bad += 1
                print(f"invite {i} through {'old' if k == 0 else 'new'}: {status} {body[:200]!r}", file=sys.stderr)
            elif i >= 2:  # the first ones warm the connections
                times[k].append(ms)
            time.sleep(gap_ms / 1000.0)
    old, new = statistics.median(times[0]), statistics.median(times[1])
    print(f"| {len(times[0])} + {len(times[1])} invites | {old:.1f} ms | {new:.1f} ms | {new / old:.2f} | {bad} |")


if __name__ == "__main__":
    what = sys.argv[1]
    if what == "overhead":
        overhead(*sys.argv[2:6], int(sys.argv[6]), float(sys.argv[7]), *sys.argv[8:9])
    elif what == "conns":
        conns(
            sys.argv[2],
            sys.argv[3],
            int(sys.argv[4]),
            [int(x) for x in sys.argv[5].split(",")],
            int(sys.argv[6]),
        )
    elif what == "invite":
        invite(*sys.argv[2:8], int(sys.argv[8]), float(sys.argv[9]))
    else:
        raise SystemExit(__doc__)
