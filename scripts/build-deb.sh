#!/usr/bin/env bash
# Builds talent's Debian package with cargo-deb (metadata in Cargo.toml,
# [package.metadata.deb]): /usr/bin/talent, the man pages gzipped under
# /usr/share/man/man1/, completions for bash, zsh and fish where each shell
# looks, the licence texts and the README under /usr/share/doc/talent/.
# Optionally a tarball of the same files beside it.
#
# Usage: scripts/build-deb.sh [--binary PATH] [--out DIR] [--fast] [--tarball]
#   --binary PATH  package this prebuilt binary instead of building the
#                  release profile (no LTO: about 4 minutes from scratch on
#                  2 cores, relocations unpacked so that the package starts
#                  on glibc older than 2.36, e.g. Ubuntu 22.04's 2.35);
#                  the tests package the debug binary
#   --out DIR      where the .deb (and tarball) go (default target/debian)
#   --fast         compress quickly (xz level 1; for tests)
#   --tarball      also write talent-VERSION-ARCH.tar.gz with the same files
# Prints the path of each file written, the .deb first.
# Needs cargo-deb (cargo install cargo-deb --locked).
set -euo pipefail
cd "$(dirname "$0")/.."

binary=""
out="target/debian"
fast=()
tarball=0
while [ $# -gt 0 ]; do
    case "$1" in
        --binary) binary="${2:?--binary takes a path}"; shift 2 ;;
        --out) out="${2:?--out takes a folder}"; shift 2 ;;
        --fast) fast=(--fast); shift ;;
        --tarball) tarball=1; shift ;;
        -h|--help) sed -n '2,18p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        *) echo "build-deb.sh: unknown argument $1 (see --help)" >&2; exit 2 ;;
    esac
done

if ! cargo deb --version >/dev/null 2>&1; then
    echo "build-deb.sh: cargo-deb is missing; install it with: cargo install cargo-deb --locked" >&2
    exit 1
fi
mkdir -p "$out"
out="$(cd "$out" && pwd)"

if [ -n "$binary" ]; then
    [ -x "$binary" ] || { echo "build-deb.sh: $binary is not an executable" >&2; exit 2; }
    # cargo-deb reads binaries from target/release/ (it rewrites that prefix
    # to the real target folder): give it a scratch one holding this binary.
    scratch="$(mktemp -d)"
    trap 'rm -rf "$scratch"' EXIT
    mkdir -p "$scratch/release"
    cp "$binary" "$scratch/release/talent"
    # --strip: a debug build carries its symbols (the release profile strips).
    deb="$(CARGO_TARGET_DIR="$scratch" cargo deb -p talent-cli --no-build --strip --locked "${fast[@]}" --output "$out" -q)"
else
    # Unpacked relocations (build.rs): the package must start on any glibc
    # its dependencies allow, not only 2.36 and later.
    deb="$(TALENT_PACK_RELOCS=0 cargo deb -p talent-cli --locked "${fast[@]}" --output "$out" -q)"
fi
echo "$deb"

if [ "$tarball" = 1 ]; then
    # The same files as the package, under one folder.
    version="$(dpkg-deb --field "$deb" Version | sed 's/-[0-9]*$//')"
    arch="$(uname -m)"
    name="talent-$version-$arch-linux"
    stage="$(mktemp -d)"
    dpkg-deb -x "$deb" "$stage/root"
    mkdir -p "$stage/$name/man" "$stage/$name/completions"
    cp "$stage/root/usr/bin/talent" "$stage/$name/"
    cp "$stage/root/usr/share/man/man1/"*.1.gz "$stage/$name/man/"
    cp "$stage/root/usr/share/bash-completion/completions/talent" "$stage/$name/completions/talent.bash"
    cp "$stage/root/usr/share/zsh/vendor-completions/_talent" "$stage/$name/completions/"
    cp "$stage/root/usr/share/fish/vendor_completions.d/talent.fish" "$stage/$name/completions/"
    cp "$stage/root/usr/share/doc/talent/"{README.md,LICENSE-MIT,LICENSE-APACHE} "$stage/$name/"
    tar -C "$stage" -czf "$out/$name.tar.gz" "$name"
    rm -rf "$stage"
    echo "$out/$name.tar.gz"
fi
