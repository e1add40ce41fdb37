#!/bin/sh
# Installs talent from a release folder, without a Rust toolchain:
#
#   curl --proto '=https' --tlsv1.2 -fsSL URL/talent-installer.sh | sh
#
# It picks this system's archive from the folder's SHA256SUMS, downloads it,
# checks its SHA-256 BEFORE anything is installed (and refuses, installing
# nothing, on a mismatch or when no checker is found: sha256sum, shasum,
# sha256 or openssl; and on an archive holding a link, or anything but
# regular files and folders), then installs:
#   the binary         $TALENT_INSTALL_DIR, else ~/.local/bin
#   bash completion    ${XDG_DATA_HOME:-~/.local/share}/bash-completion/completions/talent
#   fish completion    ${XDG_CONFIG_HOME:-~/.config}/fish/completions/talent.fish
#   man pages          ${XDG_DATA_HOME:-~/.local/share}/man/man1/
# and prints the lines to add for PATH, zsh and PowerShell (it never edits a
# start-up file) and how to uninstall exactly what it installed.
#
# TALENT_INSTALLER_BASE_URL: the folder to install from (a URL, or a local
# folder); by default the release this installer was built for. From an
# https folder, a download follows only https redirects on the same host
# (from github.com, also to GitHub's download hosts).
# TALENT_INSTALLER_CONNECT_TIMEOUT (default 30) and TALENT_INSTALLER_MAX_TIME
# (default 900): the seconds a download may take to connect, and in all.
# It downloads with curl, or else GNU Wget bounded by timeout.
#
# scripts/release.sh writes the two TALENT_RELEASE_ lines below; left empty
# (this template), any version the folder lists is taken and
# TALENT_INSTALLER_BASE_URL must be set.
TALENT_RELEASE_VERSION=''
TALENT_RELEASE_URL=''

set -eu

# All in one function, called on the last line: a download cut short runs
# nothing.
main() {
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
    lower() { printf '%s' "$1" | tr '[:upper:]' '[:lower:]'; }
    # A URL's scheme and its host (with any port and user part), lower case.
    scheme_of() { lower "${1%%://*}"; }
    host_of() {
        rest=${1#*://}
        lower "${rest%%[/?#]*}"
    }
    case $base in
        *://*)
            base_scheme=$(scheme_of "$base")
            base_host=$(host_of "$base")
            case $base_scheme in
                http | https) ;;
                *) die "TALENT_INSTALLER_BASE_URL must be an https (or http) URL or a folder: $base" ;;
            esac
            [ -n "$base_host" ] || die "TALENT_INSTALLER_BASE_URL names no host: $base"
            # A mirror that accepts and never answers must not hang the
            # install: a bound on connecting and one on each download.
            connect_timeout=${TALENT_INSTALLER_CONNECT_TIMEOUT:-30}
            max_time=${TALENT_INSTALLER_MAX_TIME:-900}
            for knob in "TALENT_INSTALLER_CONNECT_TIMEOUT=$connect_timeout" "TALENT_INSTALLER_MAX_TIME=$max_time"; do
                case ${knob#*=} in
                    '' | *[!0-9]* | 0 | 0[0-9]*) die "${knob%%=*} must be a whole number of seconds, at least 1: ${knob#*=}" ;;
                esac
            done
            if command -v curl >/dev/null 2>&1; then
                downloader=curl
                if [ "$base_scheme" = https ]; then
                    protocols='=https'
                else
                    protocols='=http,https'
                fi
            elif command -v wget >/dev/null 2>&1; then
                # GNU Wget can be told not to follow redirects (BusyBox's
                # cannot); timeout bounds its whole download.
                wget --version 2>/dev/null | grep 'GNU Wget' >/dev/null 2>&1 ||
                    die "the wget here is not GNU Wget and cannot be kept from following redirects: install curl; nothing was installed"
                command -v timeout >/dev/null 2>&1 ||
                    die "wget needs timeout (coreutils) to bound a download: install curl; nothing was installed"
                downloader=wget
                if timeout --foreground 5 true >/dev/null 2>&1; then
                    timeout_cmd='timeout --foreground'
                else
                    timeout_cmd=timeout
                fi
            else
                die "neither curl nor wget is installed: cannot download from $base"
            fi
            fetch() { fetch_url "$base/$1" "$2"; }
            ;;
        *)
            [ -d "$base" ] || die "$base is neither a URL nor a folder"
            fetch() {
                if [ -f "$base/$1" ]; then
                    cp "$base/$1" "$2" 2>"$tmp/err"
                else
                    printf 'no such file\n' >"$tmp/err"
                    return 1
                fi
            }
            ;;
    esac

    # Whether a download may follow a redirect to URL: never from https to
    # anything else, never to another host, except from github.com to the
    # hosts GitHub serves a release's files from.
    redirect_allowed() {
        case $1 in
            *://*) ;;
            *) return 1 ;;
        esac
        to_scheme=$(scheme_of "$1")
        to_host=$(host_of "$1")
        case $base_scheme:$to_scheme in
            https:https | http:https | http:http) ;;
            *) return 1 ;;
        esac
        [ "$to_host" != "$base_host" ] || return 0
        case $base_host:$to_scheme:$to_host in
            github.com:https:objects.githubusercontent.com | github.com:https:release-assets.githubusercontent.com) return 0 ;;
        esac
        return 1
    }

    # LOCATION made absolute against URL.
    absolute() {
        case $1 in
            [A-Za-z]*://*) printf '%s' "$1" ;;
            //*) printf '%s:%s' "${2%%://*}" "$1" ;;
            /*)
                rest=${2#*://}
                printf '%s://%s%s' "${2%%://*}" "${rest%%[/?#]*}" "$1"
                ;;
            *) printf '%s/%s' "${2%/*}" "$1" ;;
        esac
    }

    # One request for URL into OUT, following no redirect: sets status and
    # location; on a failure, the reason is in $tmp/err.
    request() {
        status=''
        location=''
        rc=0
        case $downloader in
            curl)
                answer=$(curl -sS --proto "$protocols" --tlsv1.2 --max-redirs 0 \
                    --connect-timeout "$connect_timeout" --max-time "$max_time" \
                    --retry 2 --retry-max-time "$max_time" \
                    -o "$2" -w '%{http_code} %{redirect_url}' "$1" 2>"$tmp/err") || rc=$?
                status=${answer%% *}
                location=${answer#"$status"}
                location=${location# }
                ;;
            wget)
                $timeout_cmd "$max_time" wget -nv -S --max-redirect=0 --tries=1 \
                    --connect-timeout="$connect_timeout" --dns-timeout="$connect_timeout" \
                    -O "$2" "$1" 2>"$tmp/headers" || rc=$?
                status=$(sed -n 's/^ *HTTP\/[0-9.]* \([0-9][0-9][0-9]\).*/\1/p' "$tmp/headers" | tail -n 1)
                location=$(sed -n 's/^ *[Ll][Oo][Cc][Aa][Tt][Ii][Oo][Nn]: *//p' "$tmp/headers" | tail -n 1 | tr -d '\r')
                [ -z "$location" ] || location=$(absolute "$location" "$1")
                case $rc in
                    0 | 8) if [ -n "$status" ]; then rc=0; fi ;;
                    124) rc=28 ;;
                esac
                [ "$rc" = 0 ] || grep -v '^ ' "$tmp/headers" >"$tmp/err" || true
                ;;
        esac
        case $rc in
            0) ;;
            28)
                printf 'no complete answer within %s s (TALENT_INSTALLER_MAX_TIME), or no connection within %s s (TALENT_INSTALLER_CONNECT_TIMEOUT)\n' "$max_time" "$connect_timeout" >"$tmp/err"
                return 1
                ;;
            *)
                [ -s "$tmp/err" ] || printf '%s failed (exit %s)\n' "$downloader" "$rc" >"$tmp/err"
                return 1
                ;;
        esac
    }

    # Downloads URL into OUT, following at most 5 redirects that
    # redirect_allowed allows; on a failure, the reason is in $tmp/err.
    fetch_url() {
        url=$1
        hops=0
        while :; do
            request "$url" "$2" || return 1
            case $status in
                200) return 0 ;;
                301 | 302 | 303 | 307 | 308)
                    if [ -z "$location" ]; then
                        printf 'HTTP %s without a Location\n' "$status" >"$tmp/err"
                        return 1
                    fi
                    if ! redirect_allowed "$location"; then
                        if [ "$base_scheme" = https ]; then
                            printf 'it redirects to %s, and a download from an https folder follows only https redirects on the same host\n' "$location" >"$tmp/err"
                        else
                            printf 'it redirects to %s, and a download follows redirects only on the same host\n' "$location" >"$tmp/err"
                        fi
                        return 1
                    fi
                    hops=$((hops + 1))
                    if [ "$hops" -gt 5 ]; then
                        printf 'more than 5 redirects\n' >"$tmp/err"
                        return 1
                    fi
                    url=$location
                    ;;
                *)
                    printf 'HTTP %s\n' "${status:-error}" >"$tmp/err"
                    return 1
                    ;;
            esac
        done
    }

    [ -n "${HOME:-}" ] || [ -n "${TALENT_INSTALL_DIR:-}" ] || die "HOME is not set: set TALENT_INSTALL_DIR to the folder for the binary"

    tmp=$(mktemp -d 2>/dev/null || mktemp -d -t talent-installer)
    trap 'rm -rf "$tmp"' EXIT
    trap 'exit 130' INT
    trap 'exit 143' TERM
    # The last failure's reason, on one line.
    reason() { tr '\n' ' ' <"$tmp/err" | sed 's/ *$//'; }

    fetch SHA256SUMS "$tmp/SHA256SUMS" ||
        die "could not download $base/SHA256SUMS: $(reason); nothing was installed"

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
    fetch "$archive" "$tmp/$archive" ||
        die "could not download $base/$archive: $(reason); nothing was installed"
    actual=$(sha256_of "$tmp/$archive")
    if [ "$actual" != "$expected" ]; then
        die "the SHA-256 of $archive is $actual, but SHA256SUMS says $expected: refusing to install it; nothing was installed (download again, or check TALENT_INSTALLER_BASE_URL)"
    fi
    say "Checked its SHA-256 ($checker): $actual"

    # --- the archive: only regular files and folders, under its one folder ----
    # Checked before it is unpacked, and again after: a link would install
    # what it points at (a private file of the user's in the man folder), a
    # device or FIFO is no file to install.
    name=${archive%.tar.gz}
    tar -tvzf "$tmp/$archive" >"$tmp/listing" 2>"$tmp/err" ||
        die "could not read $archive: $(reason); nothing was installed"
    while IFS= read -r line; do
        case $line in
            -* | d*) ;;
            *) die "$archive holds an entry that is not a regular file or folder (a link, device or FIFO): $line; refusing to install it; nothing was installed" ;;
        esac
    done <"$tmp/listing"
    tar -tzf "$tmp/$archive" >"$tmp/names" 2>"$tmp/err" ||
        die "could not read $archive: $(reason); nothing was installed"
    while IFS= read -r entry; do
        case /$entry/ in
            */../*) die "$archive holds an entry outside its folder: $entry; refusing to install it; nothing was installed" ;;
        esac
        case $entry in
            "$name" | "$name"/*) ;;
            *) die "$archive holds an entry outside its folder $name: $entry; refusing to install it; nothing was installed" ;;
        esac
    done <"$tmp/names"
    mkdir "$tmp/x"
    tar -xzf "$tmp/$archive" -C "$tmp/x" 2>"$tmp/err" || die "could not unpack $archive: $(reason); nothing was installed"
    odd=$(find "$tmp/x" \( ! -type f ! -type d \) -o \( -type f -links +1 \) | sed -n 1p)
    [ -z "$odd" ] || die "$archive holds an entry that is not a regular file or folder (a link, device or FIFO): ${odd#"$tmp/x/"}; refusing to install it; nothing was installed"
    src="$tmp/x/$name"
    for file in talent completions/talent.bash completions/talent.fish man/talent.1; do
        [ -f "$src/$file" ] && [ ! -L "$src/$file" ] || die "$archive holds no $name/$file; nothing was installed"
    done
    "$src/talent" --version >/dev/null 2>&1 || die "the talent in $archive does not run on this system; nothing was installed"
    version=$("$src/talent" --version | sed -n '1s/^talent //p')

    # --- install ---------------------------------------------------------------
    # SRC to DEST with MODE: written beside DEST, then renamed over it: a
    # running talent keeps its copy, and a link at DEST is replaced, never
    # written through.
    put() {
        new="${2%/*}/.${2##*/}.new.$$"
        if ! { cp "$1" "$new" && chmod "$3" "$new" && mv -f "$new" "$2"; }; then
            rm -f "$new"
            die "could not write $2"
        fi
    }
    bin_dir=${TALENT_INSTALL_DIR:-$HOME/.local/bin}
    mkdir -p "$bin_dir"
    bin_dir=$(cd "$bin_dir" && pwd -P)
    bin="$bin_dir/talent"
    put "$src/talent" "$bin" 755
    installed=$(quote "$bin")

    if [ -n "${HOME:-}" ]; then
        data=${XDG_DATA_HOME:-$HOME/.local/share}
        config=${XDG_CONFIG_HOME:-$HOME/.config}
        bash_completion="$data/bash-completion/completions/talent"
        fish_completion="$config/fish/completions/talent.fish"
        man_dir="$data/man/man1"
        mkdir -p "${bash_completion%/*}" "${fish_completion%/*}" "$man_dir"
        put "$src/completions/talent.bash" "$bash_completion" 644
        put "$src/completions/talent.fish" "$fish_completion" 644
        installed="$installed $(quote "$bash_completion") $(quote "$fish_completion")"
        # talent's own pages only, each named in the uninstall line.
        pages=''
        for page in "$src"/man/talent.1 "$src"/man/talent-*.1; do
            [ -f "$page" ] || continue
            put "$page" "$man_dir/${page##*/}" 644
            pages="$pages $(quote "${page##*/}")"
        done
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
    if [ -n "${HOME:-}" ]; then
        say "    (cd $(quote "$man_dir") && rm -f$pages)"
    fi
    say "(talent's settings and ledger stay; remove the key first with: talent auth logout)"
}

main "$@"
