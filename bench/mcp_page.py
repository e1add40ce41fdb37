#!/usr/bin/env python3
"""The time from a question to talent's approval page being served (issue 38).

    python3 bench/mcp_page.py [TALENT_BIN] [N]

Each of N runs starts `talent --sandbox mcp` with $BROWSER a script that reads
the forwarding file, GETs the page with curl and stamps the time once it got
200; the figure is that stamp less the moment the `tools/call` (an unlock past
the allowance, from a client that cannot ask) was written. It includes the
call's quote (a usage read from the embedded sandbox) and the opener's start.
"""
import glob, json, os, subprocess, sys, tempfile, time

BIN = sys.argv[1] if len(sys.argv) > 1 else "target/debug/talent"
N = int(sys.argv[2]) if len(sys.argv) > 2 else 20
DIR = tempfile.mkdtemp(prefix="mcp-page-bench-")
SCRIPT = os.path.join(DIR, "browser.sh")
with open(SCRIPT, "w") as f:
    f.write("""#!/bin/sh
url=$(sed -n 's/.*url=\\(http:[^"]*\\)".*/\\1/p' "$1" | head -1)
code=$(curl -s -o /dev/null -w '%%{http_code}' "$url")
date +%%s.%%N > %(d)s/t.tmp && mv %(d)s/t.tmp %(d)s/served.$code
""" % {"d": DIR})
os.chmod(SCRIPT, 0o755)
out = []
for i in range(N):
    for f in glob.glob(DIR + "/served.*"):
        os.remove(f)
    env = dict(os.environ, BROWSER=SCRIPT)
    env.pop("DISPLAY", None)
    p = subprocess.Popen([BIN, "--sandbox", "mcp"], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                         stderr=subprocess.DEVNULL, env=env)
    def send(v):
        p.stdin.write((json.dumps(v) + "\n").encode())
        p.stdin.flush()
    send({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"protocolVersion": "2025-11-25",
          "capabilities": {}, "clientInfo": {"name": "bench", "version": "1"}}})
    p.stdout.readline()
    send({"jsonrpc": "2.0", "method": "notifications/initialized"})
    send({"jsonrpc": "2.0", "id": 2, "method": "tools/call", "params": {"name": "get_candidate",
          "arguments": {"talent_card_id": "tc_bench%d" % i}}})
    t0 = time.time()
    while not glob.glob(DIR + "/served.*") and time.time() - t0 < 20:
        time.sleep(0.002)
    f = glob.glob(DIR + "/served.*")
    if f and f[0].endswith("200"):
        out.append((float(open(f[0]).read()) - t0) * 1000)
    p.kill()
    p.wait()
out.sort()
print("n=%d median=%.1f ms min=%.1f ms max=%.1f ms" % (len(out), out[len(out) // 2], out[0], out[-1]))
