#!/usr/bin/env bash
# Builds a release of talent into one flat folder, for people without Rust:
#
#   talent-VERSION-TRIPLE.tar.gz   per Unix target: the binary, completions
#                                  (bash, zsh, fish, PowerShell), the man
#                                  pages, the README and the licences
#   talent-VERSION-TRIPLE.zip      per Windows target: the same, no man pages
#   talent_VERSION-1_amd64.deb     (scripts/build-deb.sh; skipped with a
#                                  notice where cargo-deb is absent)
#   talent-installer.sh            POSIX sh installer
#   talent-installer.ps1           PowerShell installer
#   talent.rb                      Homebrew formula      } from the archives'
#   talent.json                    Scoop manifest        } SHA-256 sums
#   SHA256SUMS                     every file above
#
# Usage: scripts/release.sh DIR [OPTIONS] [TARGET...]
#   TARGET...            triples to build; none: every target this machine
#                        can build (the others are named, with what is missing)
#   --binary TRIPLE=PATH package this prebuilt binary as TRIPLE instead of
#                        building it (tests, and CI jobs that built already)
#   --assemble           build nothing: write the sums, installers, formula
#                        and manifest for the archives already in DIR (the
#                        release workflow's last step, after every runner's
#                        archive is in)
#   --base-url URL       where the release's files will be served from: the
#                        installers' default TALENT_INSTALLER_BASE_URL and the
#                        formula's and manifest's URLs. Default:
#                        $TALENT_RELEASE_BASE_URL, else in GitHub Actions the
#                        tag's release downloads, else none (the installers
#                        then need TALENT_INSTALLER_BASE_URL)
#   --no-deb             skip the .deb
#   --fast               compress quickly (gzip -1, zip -1; for tests)
# Linux targets are built static (musl); aarch64 from x86_64 and back through
# cargo-zigbuild (pip install ziglang cargo-zigbuild); x86_64-pc-windows-gnu
# with mingw-w64 (apt-get install gcc-mingw-w64-x86-64). Release builds take
# minutes each. Prints each file written.
set -euo pipefail
shopt -u patsub_replacement 2>/dev/null || true
root="$(cd "$(dirname "$0")/.." && pwd)"

note() { printf 'release.sh: %s\n' "$*" >&2; }
die() {
    note "$*"
    exit 1
}
usage() {
    sed -n '2,36p' "$0" | sed 's/^# \{0,1\}//'
    exit "${1:-0}"
}

dir=""
targets=()
prebuilt=()
assemble=0
deb=1
level=9
base_url="${TALENT_RELEASE_BASE_URL:-}"
while [ $# -gt 0 ]; do
    case "$1" in
        --binary)
            [[ "${2:-}" == *=* ]] || die "--binary takes TRIPLE=PATH"
            prebuilt+=("$2")
            shift 2
            ;;
        --assemble) assemble=1; shift ;;
        --base-url) base_url="${2:?--base-url takes a URL}"; shift 2 ;;
        --no-deb) deb=0; shift ;;
        --fast) level=1; shift ;;
        -h | --help) usage ;;
        -*) note "unknown option $1"; usage 2 ;;
        *)
            if [ -z "$dir" ]; then dir="$1"; else targets+=("$1"); fi
            shift
            ;;
    esac
done
[ -n "$dir" ] || usage 2

version="$(sed -n '/^\[package\]/,/^\[/s/^version = "\(.*\)"/\1/p' "$root/Cargo.toml" | head -n1)"
[ -n "$version" ] || die "no [package] version in Cargo.toml"
if [ -z "$base_url" ] && [ -n "${GITHUB_REPOSITORY:-}" ]; then
    base_url="${GITHUB_SERVER_URL:-https://github.com}/$GITHUB_REPOSITORY/releases/download/v$version"
fi
base_url="${base_url%/}"
# The URL is written into sh, PowerShell, Ruby and JSON string literals.
case "$base_url" in
    *[\'\"\\\ \`\$]*) die "--base-url must not hold quotes, backslashes, spaces, \` or \$: $base_url" ;;
esac

mkdir -p "$dir"
dir="$(cd "$dir" && pwd)"
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT

host_os="$(uname -s)"
host_arch="$(uname -m)"
case "$host_arch" in
    amd64) host_arch=x86_64 ;;
    arm64) host_arch=aarch64 ;;
esac

# The targets this kind of machine can build, if its tools are there.
candidates() {
    case "$host_os" in
        Linux) echo x86_64-unknown-linux-musl aarch64-unknown-linux-musl x86_64-pc-windows-gnu ;;
        Darwin) echo aarch64-apple-darwin x86_64-apple-darwin ;;
        MINGW* | MSYS* | CYGWIN* | Windows_NT) echo x86_64-pc-windows-msvc ;;
    esac
}

have() { command -v "$1" >/dev/null 2>&1; }

# How to build TRIPLE here ("cargo", "musl-gcc", "zig"), or why not (non-zero).
how_to_build() {
    local t="$1" arch="${1%%-*}"
    if have rustup && ! rustup target list --installed 2>/dev/null | grep -qx "$t"; then
        echo "its standard library is missing (rustup target add $t)"
        return 1
    fi
    case "$host_os:$t" in
        Linux:*-linux-musl)
            if [ "$arch" = "$host_arch" ] && have musl-gcc; then
                echo musl-gcc
            elif have cargo-zigbuild; then
                echo zig
            elif [ "$arch" = "$host_arch" ]; then
                echo "no musl C compiler (apt-get install musl-tools, or pip install ziglang cargo-zigbuild)"
                return 1
            else
                echo "no cross-linker (pip install ziglang cargo-zigbuild)"
                return 1
            fi
            ;;
        Linux:*-linux-gnu)
            if [ "$arch" = "$host_arch" ]; then
                echo cargo
            elif have cargo-zigbuild; then
                echo zig
            else
                echo "no cross-linker (pip install ziglang cargo-zigbuild)"
                return 1
            fi
            ;;
        Linux:x86_64-pc-windows-gnu)
            if have x86_64-w64-mingw32-gcc; then
                echo cargo
            else
                echo "no mingw-w64 (apt-get install gcc-mingw-w64-x86-64)"
                return 1
            fi
            ;;
        Darwin:*-apple-darwin | MINGW*:*-windows-* | MSYS*:*-windows-* | CYGWIN*:*-windows-* | Windows_NT:*-windows-*)
            echo cargo
            ;;
        *)
            echo "it is built on its own system's runner (.github/workflows/release.yml)"
            return 1
            ;;
    esac
}

exe_suffix() { case "$1" in *-windows-*) echo .exe ;; esac; }

# Builds TRIPLE's release binary and prints its path.
build() {
    local t="$1" how="$2" target_dir="${CARGO_TARGET_DIR:-$root/target}"
    note "building $t (release profile, $how; several minutes)"
    # A glibc build must load on systems older than this one: no packed
    # relocations (build.rs). Static musl and other systems are unaffected.
    local -a env=(TALENT_PACK_RELOCS=0)
    local -a cmd=(cargo build)
    case "$how" in
        musl-gcc) env+=("CC_${t//-/_}=musl-gcc") ;;
        zig) cmd=(cargo zigbuild) ;;
    esac
    (cd "$root" && env "${env[@]}" "${cmd[@]}" --release --locked -p talent-cli --bin talent --target "$t" >&2)
    echo "$target_dir/$t/release/talent$(exe_suffix "$t")"
}

# A zip of folder NAME in the current folder, with whichever tool is here.
zip_folder() {
    local zip="$1" name="$2"
    if have zip; then
        zip -qr -X "-$level" "$zip" "$name"
    elif have 7z; then
        7z a -tzip "-mx=$level" -bso0 -bsp0 "$zip" "$name"
    else
        python3 -m zipfile -c "$zip" "$name"
    fi
}

# Packages BINARY as TRIPLE's archive in DIR and prints its path.
package() {
    local t="$1" binary="$2" name="talent-$version-$1" exe
    exe="$(exe_suffix "$t")"
    [ -f "$binary" ] || die "$binary is not a file"
    local stage="$scratch/$name"
    rm -rf "$stage"
    mkdir -p "$stage/completions"
    cp "$binary" "$stage/talent$exe"
    chmod 755 "$stage/talent$exe"
    cp "$root"/completions/{talent.bash,_talent,talent.fish,talent.ps1} "$stage/completions/"
    cp "$root"/{README.md,LICENSE-MIT,LICENSE-APACHE} "$stage/"
    if [ -n "$exe" ]; then
        rm -f "$dir/$name.zip"
        (cd "$scratch" && zip_folder "$dir/$name.zip" "$name")
        echo "$dir/$name.zip"
    else
        mkdir -p "$stage/man"
        cp "$root"/man/*.1 "$stage/man/"
        local -a opts=()
        if tar --version 2>/dev/null | grep -q GNU; then
            # The same bytes from the same files: sorted, no owner names.
            opts=(--sort=name --owner=0 --group=0 --numeric-owner)
        fi
        tar -C "$scratch" "${opts[@]}" -cf - "$name" | gzip "-${level}n" >"$dir/$name.tar.gz"
        echo "$dir/$name.tar.gz"
    fi
}

sha256() {
    if have sha256sum; then
        sha256sum "$1" | cut -d' ' -f1
    else
        shasum -a 256 "$1" | cut -d' ' -f1
    fi
}

# An installer from its template, with the version and the release's URL.
installer() {
    local template="$1" out="$2" version_line="$3" url_line="$4"
    awk -v v="$version_line" -v u="$url_line" '
        index($0, substr(v, 1, index(v, "=")))== 1 && !seen_v { print v; seen_v = 1; next }
        index($0, substr(u, 1, index(u, "=")))== 1 && !seen_u { print u; seen_u = 1; next }
        { print }' "$template" >"$out"
    if ! grep -qxF "$version_line" "$out" || ! grep -qxF "$url_line" "$out"; then
        die "$template lacks its release lines"
    fi
}

# The archive's URL for the formula and the manifest.
url_of() {
    if [ -n "$base_url" ]; then echo "$base_url/$1"; else echo "$1"; fi
}

# The repository's page, when the release lives on GitHub.
homepage() {
    case "$base_url" in
        https://github.com/*/releases/download/*) echo "${base_url%/releases/download/*}" ;;
        *) echo "${base_url:-https://example.invalid/talent}" ;;
    esac
}

homebrew_formula() {
    local out="$1" os arch t block body=""
    for os in macos linux; do
        block=""
        for arch in arm intel; do
            case "$os:$arch" in
                macos:arm) t=aarch64-apple-darwin ;;
                macos:intel) t=x86_64-apple-darwin ;;
                linux:arm) t=aarch64-unknown-linux-musl ;;
                linux:intel) t=x86_64-unknown-linux-musl ;;
            esac
            local a="talent-$version-$t.tar.gz"
            [ -f "$dir/$a" ] || continue
            block+="    on_$arch do
      url \"$(url_of "$a")\"
      sha256 \"$(sha256 "$dir/$a")\"
    end
"
        done
        [ -n "$block" ] && body+="  on_$os do
$block  end
"
    done
    [ -n "$body" ] || return 0
    cat >"$out" <<EOF
# Homebrew formula for talent $version, written by scripts/release.sh from
# the release's archives. Install: brew install --formula ./talent.rb
class Talent < Formula
  desc "Command-line client for the Talent Sourcing Service, with its simulator"
  homepage "$(homepage)"
  license any_of: ["MIT", "Apache-2.0"]

$body
  def install
    bin.install "talent"
    bash_completion.install "completions/talent.bash" => "talent"
    zsh_completion.install "completions/_talent"
    fish_completion.install "completions/talent.fish"
    man1.install Dir["man/*.1"]
  end

  def caveats
    <<~EOS
      PowerShell completion: add to your \$PROFILE:
        talent completions powershell | Out-String | Invoke-Expression
    EOS
  end

  test do
    assert_match version.to_s, shell_output("#{bin}/talent --version")
  end
end
EOF
    echo "$out"
}

scoop_manifest() {
    local out="$1" t="" a
    # MSVC is what a Windows user gets; the GNU build where that is all
    # this folder has (a build on Linux).
    for a in x86_64-pc-windows-msvc x86_64-pc-windows-gnu; do
        if [ -f "$dir/talent-$version-$a.zip" ]; then
            t="$a"
            break
        fi
    done
    [ -n "$t" ] || return 0
    a="talent-$version-$t.zip"
    local checkver="" autoupdate=""
    case "$base_url" in
        https://github.com/*/releases/download/v"$version")
            checkver="
    \"checkver\": { \"github\": \"$(homepage)\" },"
            autoupdate="
    \"autoupdate\": {
        \"architecture\": {
            \"64bit\": {
                \"url\": \"${base_url%/v"$version"}/v\$version/talent-\$version-$t.zip\",
                \"extract_dir\": \"talent-\$version-$t\"
            }
        },
        \"hash\": { \"url\": \"\$baseurl/SHA256SUMS\" }
    },"
            ;;
    esac
    cat >"$out" <<EOF
{
    "version": "$version",
    "description": "Command-line client for the Talent Sourcing Service, with its simulator",
    "homepage": "$(homepage)",
    "license": "MIT|Apache-2.0",
    "architecture": {
        "64bit": {
            "url": "$(url_of "$a")",
            "hash": "$(sha256 "$dir/$a")",
            "extract_dir": "talent-$version-$t"
        }
    },
    "bin": "talent.exe",$checkver$autoupdate
    "notes": [
        "PowerShell completion: add this line to your \$PROFILE:",
        "    talent completions powershell | Out-String | Invoke-Expression"
    ]
}
EOF
    echo "$out"
}

# --- the archives ----------------------------------------------------------
if [ "$assemble" = 0 ]; then
    for pair in ${prebuilt[@]+"${prebuilt[@]}"}; do
        package "${pair%%=*}" "${pair#*=}"
        if [ "${pair%%=*}" = x86_64-unknown-linux-musl ]; then musl_binary="${pair#*=}"; fi
    done
    if [ ${#targets[@]} -eq 0 ] && [ ${#prebuilt[@]} -eq 0 ]; then
        explicit=0
        read -r -a targets <<<"$(candidates)"
    else
        explicit=1
    fi
    for t in ${targets[@]+"${targets[@]}"}; do
        if ! how="$(how_to_build "$t")"; then
            [ "$explicit" = 1 ] && die "cannot build $t here: $how"
            note "skipped $t: $how"
            continue
        fi
        binary="$(build "$t" "$how")"
        package "$t" "$binary"
        if [ "$t" = "$host_arch-unknown-linux-musl" ] && [ "$host_arch" = x86_64 ]; then
            musl_binary="$binary"
        fi
    done

    # The .deb: the static x86_64 binary, so one package installs on every
    # Debian and Ubuntu release; otherwise build-deb.sh's own glibc build,
    # without packed relocations so older systems load it.
    if [ "$deb" = 1 ]; then
        if ! cargo deb --version >/dev/null 2>&1; then
            note "skipped the .deb: cargo-deb is missing (cargo install cargo-deb --locked)"
        elif [ "$host_os" != Linux ]; then
            note "skipped the .deb: it is built on Linux"
        elif [ -n "${musl_binary:-}" ]; then
            TALENT_PACK_RELOCS=0 bash "$root/scripts/build-deb.sh" --binary "$musl_binary" --out "$dir"
        elif [ "$explicit" = 0 ]; then
            TALENT_PACK_RELOCS=0 bash "$root/scripts/build-deb.sh" --out "$dir"
        fi
    fi
fi

# --- installers, formula, manifest, sums -------------------------------------
shopt -s nullglob
archives=("$dir/talent-$version-"*.tar.gz "$dir/talent-$version-"*.zip)
[ ${#archives[@]} -gt 0 ] || die "no talent-$version-* archive in $dir"
[ -n "$base_url" ] ||
    note "no release URL (--base-url or TALENT_RELEASE_BASE_URL): the installers will need TALENT_INSTALLER_BASE_URL"

installer "$root/scripts/talent-installer.sh" "$dir/talent-installer.sh" \
    "TALENT_RELEASE_VERSION='$version'" "TALENT_RELEASE_URL='$base_url'"
chmod 755 "$dir/talent-installer.sh"
echo "$dir/talent-installer.sh"
installer "$root/scripts/talent-installer.ps1" "$dir/talent-installer.ps1" \
    "\$ReleaseVersion = '$version'" "\$ReleaseUrl = '$base_url'"
echo "$dir/talent-installer.ps1"
rm -f "$dir/talent.rb" "$dir/talent.json"
homebrew_formula "$dir/talent.rb"
scoop_manifest "$dir/talent.json"

(
    cd "$dir"
    files=("talent-$version-"*.tar.gz "talent-$version-"*.zip "talent_$version-"*.deb
        talent-installer.sh talent-installer.ps1 talent.rb talent.json)
    for f in "${files[@]}"; do
        if [ -f "$f" ]; then printf '%s  %s\n' "$(sha256 "$f")" "$f"; fi
    done | LC_ALL=C sort -k2 >SHA256SUMS.new
    mv SHA256SUMS.new SHA256SUMS
)
echo "$dir/SHA256SUMS"
