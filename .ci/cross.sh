#!/usr/bin/env bash
# The macOS legs: clippy for aarch64-apple-darwin and x86_64-apple-darwin
# through cargo-zigbuild (checked, not linked: the link needs Apple's SDK).
# Each is a full check of the dependency tree for another target: .ci/run
# ends with the aarch64 one when its 30 minutes allow it; both run here.
# The release workflow builds both on macOS runners.
#
#   bash .ci/cross.sh [TARGET...]   (default: both)
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v cargo-zigbuild >/dev/null || ! python3 -m ziglang version >/dev/null 2>&1; then
    pip install --quiet ziglang cargo-zigbuild 2>/dev/null || pip install --quiet --break-system-packages ziglang cargo-zigbuild
fi
# A target whose standard library is on disk but that rustup does not list
# (an interrupted install: "detected conflict") is used as it is.
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(aarch64-apple-darwin x86_64-apple-darwin)
for t in "${targets[@]}"; do
    rustup target add "$t" >/dev/null 2>&1 \
        || ls "$(rustc --print sysroot)/lib/rustlib/$t/lib/"libstd-*.rlib >/dev/null 2>&1 \
        || { echo "cannot install the Rust target $t" >&2; exit 1; }
done
for t in "${targets[@]}"; do
    t_start=$(date +%s)
    cargo-zigbuild clippy --target "$t" --workspace --all-targets -- -D warnings
    echo "clippy $t: $(( $(date +%s) - t_start ))s"
done
