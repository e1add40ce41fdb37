#!/bin/sh
# Installs talent from a release folder, without a Rust toolchain:
#
#   curl -fsSL URL/talent-installer.sh | sh
#
# It picks this system's archive from the folder's SHA256SUMS, downloads it,
# checks its SHA-256 BEFORE anything is installed (and refuses, installing
# nothing, on a mismatch or when no checker is found: sha256sum, shasum,
# sha256 or openssl), then installs:
#   the binary         $TALENT_INSTALL_DIR, else ~/.local/bin
#   bash completion    ${XDG_DATA_HOME:-~/.local/share}/bash-completion/completions/talent
#   fish completion    ${XDG_CONFIG_HOME:-~/.config}/fish/completions/talent.fish
#   man pages          ${XDG_DATA_HOME:-~/.local/share}/man/man1/
# and prints the lines to add for PATH, zsh and PowerShell (it never edits a
# start-up file) and how to uninstall.
#
# TALENT_INSTALLER_BASE_URL: the folder to install from (a URL, or a local
# folder); by default the release this installer was built for.
#
# scripts/release.sh writes the two TALENT_RELEASE_ lines below; left empty
# (this template), any version the folder lists is taken and
# TALENT_INSTALLER_BASE_URL must be set.
TALENT_RELEASE_VERSION=''
TALENT_RELEASE_URL=''

set -eu

say() { printf '%s\n' "$*"; }
die() {
    printf 'talent-installer: %s\n' "$*" >&2
    exit 1
}

# A word for a shell command line: single-quoted unless it needs no quotes.
quote() {
    case $1 in
        *[!A-Za-z0-9_./~:=@%+-]*) printf "'%s'" "$(printf '%s' "$1" | sed "s/'/'\\\\''/g")" ;;
        *) printf '%s' "$1" ;;
    esac
}

# --- which archive this system takes --------------------------------------
os=$(uname -s)
arch=$(uname -m)
case $arch in
    x86_64 | amd64) arch=x86_64 ;;
    aarch64 | arm64) arch=aarch64 ;;
    *) die "no talent build for the $arch processor (x86_64 and aarch64 are built)" ;;
esac
case $os in
    Linux)
        # Static musl builds run on any distribution; a glibc build if that
        # is all the folder has.
        triples="$arch-unknown-linux-musl $arch-unknown-linux-gnu"
        ;;
    Darwin)
        # A shell under Rosetta reports x86_64 on Apple silicon.
        if [ "$arch" = x86_64 ] && [ "$(sysctl -n sysctl.proc_translated 2>/dev/null || true)" = 1 ]; then
            arch=aarch64
        fi
        triples="$arch-apple-darwin"
        ;;
    MINGW* | MSYS* | CYGWIN* | Windows_NT)
        die "on Windows, run talent-installer.ps1 in PowerShell instead"
        ;;
    *) die "no talent build for $os (Linux, macOS and Windows are built)" ;;
esac

# --- a SHA-256 checker, found before anything is downloaded ---------------
if command -v sha256sum >/dev/null 2>&1; then
    checker=sha256sum
elif command -v shasum >/dev/null 2>&1; then
    checker=shasum
elif command -v sha256 >/dev/null 2>&1; then
    checker=sha256
elif command -v openssl >/dev/null 2>&1; then
    checker=openssl
else
    die "no SHA-256 checker found (sha256sum, shasum, sha256 or openssl): refusing to install unchecked files; nothing was installed"
fi
sha256_of() {
    case $checker in
        sha256sum) sha256sum "$1" | cut -d' ' -f1 ;;
        shasum) shasum -a 256 "$1" | cut -d' ' -f1 ;;
        sha256) sha256 -q "$1" ;;
        openssl) openssl dgst -sha256 "$1" | sed 's/^.*= *//' ;;
    esac | tr 'A-F' 'a-f'
}

# --- where from, and how to fetch -----------------------------------------
base=${TALENT_INSTALLER_BASE_URL:-$TALENT_RELEASE_URL}
[ -n "$base" ] || die "no release folder known: set TALENT_INSTALLER_BASE_URL to the folder holding SHA256SUMS and the archives"
while :; do
    case $base in
        */) base=${base%/} ;;
        *) break ;;
    esac
done
case $base in
    *://*)
        if command -v curl >/dev/null 2>&1; then
            fetch() { curl -fsSL --retry 2 -o "$2" "$base/$1"; }
        elif command -v wget >/dev/null 2>&1; then
            fetch() { wget -q -O "$2" "$base/$1"; }
        else
            die "neither curl nor wget is installed: cannot download from $base"
        fi
        ;;
    *)
        [ -d "$base" ] || die "$base is neither a URL nor a folder"
        fetch() { cp "$base/$1" "$2"; }
        ;;
esac

[ -n "${HOME:-}" ] || [ -n "${TALENT_INSTALL_DIR:-}" ] || die "HOME is not set: set TALENT_INSTALL_DIR to the folder for the binary"

tmp=$(mktemp -d 2>/dev/null || mktemp -d -t talent-installer)
trap 'rm -rf "$tmp"' EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

fetch SHA256SUMS "$tmp/SHA256SUMS" 2>"$tmp/err" ||
    die "could not download $base/SHA256SUMS: $(tr '\n' ' ' <"$tmp/err")"

# The last line naming this system's archive (of the recorded version, if
# any), in the first triple the folder has.
archive=''
expected=''
want=${TALENT_RELEASE_VERSION:-*}
for triple in $triples; do
    while read -r sum name; do
        name=${name#\*}
        # shellcheck disable=SC2254 # $want is a pattern: the version, or *
        case $name in
            talent-$want-$triple.tar.gz) archive=$name expected=$sum ;;
        esac
    done <"$tmp/SHA256SUMS"
    [ -z "$archive" ] || break
done
[ -n "$archive" ] || die "$base/SHA256SUMS lists no archive for this system (looked for talent-${TALENT_RELEASE_VERSION:-VERSION}-{$(echo "$triples" | tr ' ' ',')}.tar.gz)"
case $archive in
    */* | *..*) die "SHA256SUMS names an unsafe file: $archive" ;;
esac
expected=$(printf '%s' "$expected" | tr 'A-F' 'a-f')
case $expected in
    *[!0-9a-f]*) die "SHA256SUMS has no valid SHA-256 for $archive" ;;
esac
[ ${#expected} -eq 64 ] || die "SHA256SUMS has no valid SHA-256 for $archive"

say "Downloading $archive from $base"
fetch "$archive" "$tmp/$archive" 2>"$tmp/err" ||
    die "could not download $base/$archive: $(tr '\n' ' ' <"$tmp/err")"
actual=$(sha256_of "$tmp/$archive")
if [ "$actual" != "$expected" ]; then
    die "the SHA-256 of $archive is $actual, but SHA256SUMS says $expected: refusing to install it; nothing was installed (download again, or check TALENT_INSTALLER_BASE_URL)"
fi
say "Checked its SHA-256 ($checker): $actual"

name=${archive%.tar.gz}
mkdir "$tmp/x"
tar -xzf "$tmp/$archive" -C "$tmp/x" || die "could not unpack $archive; nothing was installed"
src="$tmp/x/$name"
[ -f "$src/talent" ] || die "$archive holds no $name/talent; nothing was installed"
"$src/talent" --version >/dev/null 2>&1 || die "the talent in $archive does not run on this system; nothing was installed"
version=$("$src/talent" --version | sed -n '1s/^talent //p')

# --- install ---------------------------------------------------------------
bin_dir=${TALENT_INSTALL_DIR:-$HOME/.local/bin}
mkdir -p "$bin_dir"
bin_dir=$(cd "$bin_dir" && pwd -P)
bin="$bin_dir/talent"
# Beside the target, then renamed over it: a running talent keeps its copy.
cp "$src/talent" "$bin_dir/.talent.new.$$"
chmod 755 "$bin_dir/.talent.new.$$"
mv -f "$bin_dir/.talent.new.$$" "$bin"
installed=$(quote "$bin")

if [ -n "${HOME:-}" ]; then
    data=${XDG_DATA_HOME:-$HOME/.local/share}
    config=${XDG_CONFIG_HOME:-$HOME/.config}
    bash_completion="$data/bash-completion/completions/talent"
    fish_completion="$config/fish/completions/talent.fish"
    man_dir="$data/man/man1"
    mkdir -p "${bash_completion%/*}" "${fish_completion%/*}" "$man_dir"
    cp "$src/completions/talent.bash" "$bash_completion"
    cp "$src/completions/talent.fish" "$fish_completion"
    cp "$src"/man/*.1 "$man_dir/"
    installed="$installed $(quote "$bash_completion") $(quote "$fish_completion") $(quote "$man_dir")/talent.1 $(quote "$man_dir")/talent-*.1"
fi

say ""
say "talent $version is installed: $bin"
if [ -n "${HOME:-}" ]; then
    say "  bash completion: $bash_completion"
    say "  fish completion: $fish_completion"
    say "  man pages:       $man_dir (man talent)"
fi
say ""
case ":${PATH:-}:" in
    *":$bin_dir:"*)
        found=$(command -v talent 2>/dev/null || true)
        if [ -n "$found" ] && [ "$found" != "$bin" ]; then
            say "Note: another talent comes first on your PATH: $found"
            say ""
        fi
        ;;
    *)
        say "$bin_dir is not on your PATH. Add this line to your shell's start-up file (~/.bashrc, ~/.zshrc or ~/.profile):"
        say "    export PATH=$(quote "$bin_dir"):\"\$PATH\""
        say ""
        ;;
esac
say "zsh completion: add this line to ~/.zshrc, after compinit:"
say "    source <($(quote "$bin") completions zsh)"
say "PowerShell completion: add this line to your \$PROFILE:"
say "    & $(quote "$bin") completions powershell | Out-String | Invoke-Expression"
say ""
say "To uninstall:"
say "    rm -f $installed"
say "(talent's settings and ledger stay; remove the key first with: talent auth logout)"
