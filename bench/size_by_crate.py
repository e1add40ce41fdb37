#!/usr/bin/env python3
"""The code of an unstripped binary by crate (docs/benchmarks.md, section 28).

    python3 bench/size_by_crate.py BINARY [N]            # the N biggest crates
    python3 bench/size_by_crate.py BINARY N talent 2     # talent's modules, 2 deep

Each text symbol (`nm --size-sort -S --demangle`) is given to the first crate
its name names that is not core, alloc or std (`core::ptr::drop_in_place<
talent::x::Y>` is talent's). Names are rustc's legacy mangling, which does not
spell a generic's arguments: `Cell<T,S>::new` of tokio is tokio's whatever T
is. An unstripped release binary: `cargo rustc --release --bin talent -- -C
strip=none` relinks only the binary.
"""
import collections
import re
import subprocess
import sys

SKIP = {"core", "alloc", "std", "impl", "dyn"}
ROOT = re.compile(r"(?:^|[<\s,(&*\[;])([A-Za-z_][A-Za-z0-9_]*)::")


def symbols(path):
    out = subprocess.run(
        ["nm", "--size-sort", "-S", "--demangle", path],
        capture_output=True, text=True, check=True,
    ).stdout
    for line in out.splitlines():
        parts = line.split(None, 3)
        if len(parts) == 4 and parts[2] in "tTWw":
            yield int(parts[1], 16), parts[3]


def main():
    path = sys.argv[1]
    top = int(sys.argv[2]) if len(sys.argv) > 2 else 60
    crate = sys.argv[3] if len(sys.argv) > 3 else None
    depth = int(sys.argv[4]) if len(sys.argv) > 4 else 2
    sizes, total = collections.Counter(), 0
    inner = re.compile(r"(?:^|[<\s,(&*\[;])(%s(?:::[A-Za-z_][A-Za-z0-9_]*)+)" % (crate or "x"))
    for size, name in symbols(path):
        total += size
        roots = ROOT.findall(name)
        owner = next((r for r in roots if r not in SKIP), roots[0] if roots else "?")
        if crate is None:
            sizes[owner] += size
        elif owner == crate:
            m = inner.search(name)
            sizes["::".join(m.group(1).split("::")[:depth]) if m else "?"] += size
    print(f"{total:>10} text symbols in all")
    for key, size in sizes.most_common(top):
        print(f"{size:>10} {key}")


if __name__ == "__main__":
    main()
