#!/bin/sh
# The size of `talent mcp`'s tools/list answer, as the contract counts it
# (the `result`, protocol 2025-11-25, compact JSON, in Unicode scalar
# values), what hosts hand the model of it (each tool's name, title,
# description, input schema and annotations), and what input schemas,
# output schemas and descriptions take; for the default toolsets, all five,
# and --read-only. Tokens: characters / 4, and a real tokenizer's count
# (o200k_base and cl100k_base) when Python has `tiktoken` with its data or
# `bpe_openai` (pip install bpe-openai; it carries the data). Usage:
#   sh bench/tool_list.sh [path/to/talent]
set -eu
talent=${1:-target/debug/talent}
home=$(mktemp -d)
trap 'rm -rf "$home"' EXIT
export HOME="$home" XDG_DATA_HOME="$home/d" XDG_CONFIG_HOME="$home/c"
list() {
    { printf '%s\n' \
        '{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-11-25","capabilities":{},"clientInfo":{"name":"bench","version":"1"}}}' \
        '{"jsonrpc":"2.0","method":"notifications/initialized"}' \
        '{"jsonrpc":"2.0","id":2,"method":"tools/list"}'
      sleep 2; } | "$talent" --sandbox mcp "$@" 2>/dev/null | grep '"id":2'
}
for set in "" "--toolsets candidates,jobs,outreach,usage,webhooks" "--read-only"; do
    # shellcheck disable=SC2086
    list $set | python3 -c '
import json, sys
result = json.loads(sys.stdin.read())["result"]
tools = result["tools"]
text = lambda v: json.dumps(v, separators=(",", ":"), ensure_ascii=False)
whole = text(result)
model = text([{k: t.get(k) for k in ("name", "title", "description", "inputSchema", "annotations")} for t in tools])
i = sum(len(text(t.get("inputSchema", {}))) for t in tools)
o = sum(len(text(t.get("outputSchema", {}))) for t in tools)
d = sum(len(t.get("description", "")) for t in tools)
def counters():
    try:
        import bpe_openai as b
        return [(n, b.get_encoding(n)) for n in ("o200k_base", "cl100k_base")]
    except Exception:
        pass
    try:
        import tiktoken as t
        return [(n, t.get_encoding(n)) for n in ("o200k_base", "cl100k_base")]
    except Exception:
        return []
def tokens(s):
    got = [f"{n} {len(e.encode(s))}" for n, e in counters()]
    return f"~{len(s) // 4} tokens at 4 a character" + ("; " + ", ".join(got) if got else "")
n = len(whole)
which = sys.argv[1] or "default"
print(f"{which}: {len(tools)} tools, {n} characters ({tokens(whole)}); the model reads {len(model)} ({tokens(model)})")
print(f"  input schemas {i} ({100*i//n} %), output schemas {o} ({100*o//n} %), descriptions {d} ({100*d//n} %)")
' "$set"
done
