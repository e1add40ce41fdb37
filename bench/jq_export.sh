#!/usr/bin/env bash
# A 10,000-record `--jq` export (issue 36): the cost, per record, of jq's
# text formats (@csv, @tsv, @base64, regular expressions: aho-corasick) and
# big integers (num-bigint), with two builds of talent side by side, A
# against B (farm-bench pairs their runs). Used to judge building those
# crates at opt-level 0: A the build as it is, B the same with
#   --config 'profile.release.package.aho-corasick.opt-level=0'
#   --config 'profile.release.package.num-bigint.opt-level=0'
#
#   bash bench/jq_export.sh BIN_A BIN_B [RECORDS]   (default 10000)
#
# One sandbox (BIN_A's) with a 20,000-candidate pool, searches granted and
# a tiny time scale, so the rate limits do not stretch the runs: this
# measures the filter, not the pacing.
set -euo pipefail
a="${1:?BIN_A}" b="${2:?BIN_B}" rows="${3:-10000}"
scale=0.0005
. "$(dirname "$0")/sandbox.sh"
bench_sandbox "$a" "$scale" --candidates 20000 --grant searches=1000000

# Per record: a regular expression, four text formats (jaq-std's escapes
# run through aho-corasick), and arithmetic on an integer past 2^64 (read
# by fromjson as a big integer: num-bigint).
filter='select(.talentCardId | test("^[0-9a-f]+$")) | (.talentCardId | @html, @sh, @uri, @base64), ("\(.experience * 10 | floor)123456789012345678901234567890" | fromjson | . * 7 | tostring)'
args=(search --min-exp 0 --limit "$rows" --page-size 20 --yes -q -o jsonl --jq "$filter")

# The same output from both, and every record through the filter.
"$a" "${args[@]}" >"$work/a.out"
"$b" "${args[@]}" >"$work/b.out"
cmp "$work/a.out" "$work/b.out"
echo "lines out: $(wc -l <"$work/a.out") (5 a record)"

farm-bench -n 5 --timeout 900 --vs "$b ${args[*]:0:$((${#args[@]}-1))} '$filter'" -- "$a" "${args[@]}"
