#!/usr/bin/env bash
# What a wake from idle costs on this machine, outside talent (issue 47,
# docs/benchmarks.md "37"): the same work back to back and after a sleep.
#   a CPU loop (1M additions)            — the core's speed after idle
#   20,000 random reads of 1 and 16 MB   — memory's (caches, TLB) after idle
#   a 1-byte ping-pong between processes — a wake-up of another process
# Usage: bash bench/host_idle.sh [GAP_MS] (70: the overhead bench's gap)
set -euo pipefail
gap=${1:-70}
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
cat >"$dir/idle.c" <<'C'
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include <unistd.h>
static double now(void) { struct timespec t; clock_gettime(CLOCK_MONOTONIC, &t); return t.tv_sec * 1e3 + t.tv_nsec / 1e6; }
static int cmp(const void *a, const void *b) { double x = *(double *)a, y = *(double *)b; return (x > y) - (x < y); }
int main(int argc, char **argv) {
    int gap = atoi(argv[1]); size_t mb = (size_t)atol(argv[2]);
    size_t n = mb << 20; char *m = malloc(n ? n : 1);
    for (size_t i = 0; i < n; i++) m[i] = (char)i;
    volatile unsigned long x = 0; double t[200]; unsigned s = 1;
    for (int r = 0; r < 200; r++) {
        if (gap) usleep(gap * 1000);
        double a = now();
        if (n) for (int i = 0; i < 20000; i++) { s = s * 1103515245u + 12345u; x += m[(s >> 4) % n]; }
        else for (unsigned long i = 0; i < 1000000; i++) x += i * i;
        t[r] = now() - a;
    }
    qsort(t, 200, sizeof t[0], cmp);
    printf("%.3f ms (p90 %.3f)\n", t[100], t[180]);
    return 0;
}
C
cc -O1 -o "$dir/idle" "$dir/idle.c"
cat >"$dir/pp.py" <<'PY'
import os, socket, statistics, sys, time
gap = float(sys.argv[1]) / 1000
a, b = socket.socketpair()
if os.fork() == 0:
    a.close()
    while True:
        d = b.recv(1)
        if not d:
            os._exit(0)
        b.send(d)
b.close()
ts = []
for _ in range(200):
    time.sleep(gap)
    t = time.perf_counter(); a.send(b"x"); a.recv(1); ts.append((time.perf_counter() - t) * 1e3)
print(f"{statistics.median(ts):.3f} ms (p90 {sorted(ts)[180]:.3f})")
PY
echo "| work (median of 200) | back to back | after ${gap} ms asleep |"
echo "|---|---:|---:|"
echo "| a CPU loop, 1M additions | $("$dir/idle" 0 0) | $("$dir/idle" "$gap" 0) |"
for mb in 1 16; do
    echo "| 20,000 random reads of $mb MB | $("$dir/idle" 0 "$mb") | $("$dir/idle" "$gap" "$mb") |"
done
echo "| a 1-byte ping-pong with another process | $(python3 "$dir/pp.py" 0) | $(python3 "$dir/pp.py" "$gap") |"
echo "cpuidle driver: $(cat /sys/devices/system/cpu/cpuidle/current_driver 2>/dev/null || echo none); load $(cut -d' ' -f1 /proc/loadavg)"
