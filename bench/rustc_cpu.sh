#!/usr/bin/env bash
# A RUSTC_WRAPPER that records each rustc run's CPU seconds by crate, for
# comparing a build's units when the machine is shared (docs/benchmarks.md,
# section 28): cargo's --timings gives wall seconds, which other builds
# inflate; user + sys CPU seconds move far less with the load.
#
#   RUSTC_WRAPPER=$PWD/bench/rustc_cpu.sh RUSTC_CPU_LOG=/tmp/cpu.log \
#       cargo build --release
#   sort -k2 -rn /tmp/cpu.log | head        # crate user sys wall
#
# Setting or unsetting the wrapper does not make cargo rebuild anything.
rustc="$1"
shift
name=""
prev=""
for a in "$@"; do
  [ "$prev" = "--crate-name" ] && name="$a"
  prev="$a"
done
[ -n "$name" ] || exec "$rustc" "$@"
out="$(mktemp)"
/usr/bin/time -f "%U %S %e" -o "$out" "$rustc" "$@"
rc=$?
echo "$name $(tail -1 "$out")" >>"${RUSTC_CPU_LOG:-/tmp/rustc-cpu.log}"
rm -f "$out"
exit $rc
