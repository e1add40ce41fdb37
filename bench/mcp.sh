#!/usr/bin/env bash
# MCP benchmark (issue 30): one search as a tool call of a running
# `talent mcp` session beside the same `talent search` command with its
# process start taken off (`talent search` minus `talent --version`), and
# the session's resident memory after 1,000 calls (get_usage and searches
# alternating) beside its memory after the first 10.
#
#   bash bench/mcp.sh [CALLS]        (default 1000)
#
# The sandbox grants enough searches and runs with a tiny time scale (the
# client's pacer scaled alike), so this measures the server, not pacing.
set -euo pipefail
calls="${1:-1000}"
bin="${TALENT_BIN:-target/debug/talent}"
[ -x "$bin" ] || cargo build --quiet
scale=0.0005
. "$(dirname "$0")/sandbox.sh"
bench_sandbox "$bin" "$scale" --grant searches=100000,unlocks=1000

python3 - "$bin" "$calls" <<'PY'
import json, os, statistics, subprocess, sys, time
bin, calls = sys.argv[1], int(sys.argv[2])

def timed(argv, n=20):
    out = []
    for _ in range(n):
        t = time.perf_counter()
        subprocess.run(argv, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False)
        out.append((time.perf_counter() - t) * 1000)
    return statistics.median(out)

start = timed([bin, "--version"])
cmd = timed([bin, "search", "--skill", "python", "--page-size", "10", "-o", "json"])

p = subprocess.Popen([bin, "mcp", "--allow-searches", str(calls + 10)],
                     stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
n = 0
def rpc(method, params=None, notify=False):
    global n
    msg = {"jsonrpc": "2.0", "method": method}
    if params is not None:
        msg["params"] = params
    if not notify:
        n += 1
        msg["id"] = n
    p.stdin.write(json.dumps(msg) + "\n"); p.stdin.flush()
    if notify:
        return None
    while True:
        line = json.loads(p.stdout.readline())
        if line.get("id") == n:
            return line
rpc("initialize", {"protocolVersion": "2025-11-25", "capabilities": {}, "clientInfo": {"name": "bench", "version": "1"}})
rpc("notifications/initialized", notify=True)
search = {"name": "search_candidates", "arguments": {"skills": ["python"], "page_size": 10}}
usage = {"name": "get_usage", "arguments": {}}
def rss():
    with open(f"/proc/{p.pid}/status") as f:
        return next(int(l.split()[1]) for l in f if l.startswith("VmRSS")) / 1024
tool = []
for i in range(20):
    t = time.perf_counter(); r = rpc("tools/call", search); tool.append((time.perf_counter() - t) * 1000)
    assert not r["result"].get("isError"), r
for i in range(10):
    rpc("tools/call", usage if i % 2 else search)
early = rss()
for i in range(calls - 30):
    r = rpc("tools/call", usage if i % 2 else search)
    assert "result" in r, r
late = rss()
p.stdin.close(); p.wait(timeout=30)
print(f"process start (talent --version), median of 20:        {start:7.1f} ms")
print(f"talent search, median of 20:                           {cmd:7.1f} ms  ({cmd - start:.1f} ms without the start)")
print(f"search_candidates tool call, median of 20:             {statistics.median(tool):7.1f} ms")
print(f"ratio tool call / command without its start:           {statistics.median(tool) / (cmd - start):7.2f}")
print(f"resident memory after 40 calls:                        {early:7.1f} MiB")
print(f"resident memory after {calls} calls:                      {late:7.1f} MiB")
PY
