#!/usr/bin/env bash
# The macOS legs of CI, a job of their own: clippy for aarch64-apple-darwin
# and x86_64-apple-darwin through cargo-zigbuild (checked, not linked: the
# link needs Apple's SDK). Each is a full check of the dependency tree for
# another target; beside .ci/run's other steps they would take a cold CI run
# on 2 cores past its 30 minutes. The release workflow builds both on macOS
# runners.
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v cargo-zigbuild >/dev/null || ! python3 -m ziglang version >/dev/null 2>&1; then
    pip install --quiet ziglang cargo-zigbuild 2>/dev/null || pip install --quiet --break-system-packages ziglang cargo-zigbuild
fi
rustup target add aarch64-apple-darwin x86_64-apple-darwin >/dev/null
for t in aarch64-apple-darwin x86_64-apple-darwin; do
    t_start=$(date +%s)
    cargo-zigbuild clippy --target "$t" --workspace --all-targets -- -D warnings
    echo "clippy $t: $(( $(date +%s) - t_start ))s"
done
