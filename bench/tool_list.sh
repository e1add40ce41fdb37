#!/bin/sh
# The size of `talent mcp`'s tools/list answer (bytes of its JSON-RPC line),
# and what its input schemas, output schemas and descriptions take of it,
# for the default toolsets, all five, and --read-only. Usage:
#   sh bench/tool_list.sh [path/to/talent]
set -eu
talent=${1:-target/debug/talent}
home=$(mktemp -d)
trap 'rm -rf "$home"' EXIT
export HOME="$home" XDG_DATA_HOME="$home/d" XDG_CONFIG_HOME="$home/c"
list() {
    { printf '%s\n' \
        '{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"bench","version":"1"}}}' \
        '{"jsonrpc":"2.0","method":"notifications/initialized"}' \
        '{"jsonrpc":"2.0","id":2,"method":"tools/list"}'
      sleep 2; } | "$talent" --sandbox mcp "$@" 2>/dev/null | grep '"id":2'
}
for set in "" "--toolsets candidates,jobs,outreach,usage,webhooks" "--read-only"; do
    # shellcheck disable=SC2086
    list $set | python3 -c '
import json, sys
line = sys.stdin.read()
tools = json.loads(line)["result"]["tools"]
size = lambda v: len(json.dumps(v, separators=(",", ":"), ensure_ascii=False))
i = sum(size(t.get("inputSchema", {})) for t in tools)
o = sum(size(t.get("outputSchema", {})) for t in tools)
d = sum(len(t.get("description", "")) for t in tools)
n = len(line)
which = sys.argv[1] or "default"
print(f"{which}: {len(tools)} tools, {n} bytes; input schemas {i} ({100*i//n} %), output schemas {o} ({100*o//n} %), descriptions {d} ({100*d//n} %)")
' "$set"
done
