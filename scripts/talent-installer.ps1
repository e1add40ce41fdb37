# Installs talent on Windows from a release folder, without a Rust toolchain:
#
#   powershell -ExecutionPolicy Bypass -c "irm URL/talent-installer.ps1 | iex"
#
# It picks the Windows archive from the folder's SHA256SUMS, downloads it,
# checks its SHA-256 BEFORE anything is installed (and refuses, installing
# nothing, on a mismatch or when no checker is found), then installs
# talent.exe and its completion scripts into $env:TALENT_INSTALL_DIR, else
# %LOCALAPPDATA%\Programs\talent, and prints the lines to add for PATH and
# PowerShell completion (it never edits PATH or a profile) and how to
# uninstall.
#
# TALENT_INSTALLER_BASE_URL: the folder to install from (a URL, or a local
# folder); by default the release this installer was built for.
#
# scripts/release.sh writes the two $Release lines below; left empty (this
# template), any version the folder lists is taken and
# TALENT_INSTALLER_BASE_URL must be set.
$ReleaseVersion = ''
$ReleaseUrl = ''

# Everything in one function: run through `iex`, an error must end the
# install, not the user's PowerShell window.
function Install-Talent {
    $ErrorActionPreference = 'Stop'
    $ProgressPreference = 'SilentlyContinue'

    # x64 Windows, and ARM64 Windows through its x64 emulation.
    if (-not [Environment]::Is64BitOperatingSystem) {
        throw 'talent-installer: talent is built for 64-bit Windows only'
    }
    $triples = @('x86_64-pc-windows-msvc', 'x86_64-pc-windows-gnu')

    if (-not (Get-Command Get-FileHash -ErrorAction SilentlyContinue)) {
        throw 'talent-installer: no SHA-256 checker found (Get-FileHash, PowerShell 4 or later): refusing to install unchecked files; nothing was installed'
    }

    $base = if ($env:TALENT_INSTALLER_BASE_URL) { $env:TALENT_INSTALLER_BASE_URL } else { $ReleaseUrl }
    if (-not $base) {
        throw 'talent-installer: no release folder known: set TALENT_INSTALLER_BASE_URL to the folder holding SHA256SUMS and the archives'
    }
    $base = $base.TrimEnd('/', '\')
    $remote = $base -match '^[A-Za-z][A-Za-z0-9+.-]*://'
    if (-not $remote -and -not (Test-Path -LiteralPath $base -PathType Container)) {
        throw "talent-installer: $base is neither a URL nor a folder"
    }
    if ($remote) {
        # Windows PowerShell 5.1 may still default to TLS 1.0.
        [Net.ServicePointManager]::SecurityProtocol = [Net.ServicePointManager]::SecurityProtocol -bor [Net.SecurityProtocolType]::Tls12
    }
    function Get-ReleaseFile([string]$Name, [string]$To) {
        if ($remote) {
            Invoke-WebRequest -UseBasicParsing -Uri "$base/$Name" -OutFile $To
        } else {
            Copy-Item -LiteralPath (Join-Path $base $Name) -Destination $To
        }
    }

    $tmp = Join-Path ([IO.Path]::GetTempPath()) ('talent-installer-' + [Guid]::NewGuid())
    New-Item -ItemType Directory -Path $tmp | Out-Null
    try {
        $sumsFile = Join-Path $tmp 'SHA256SUMS'
        try { Get-ReleaseFile 'SHA256SUMS' $sumsFile } catch {
            throw "talent-installer: could not download $base/SHA256SUMS: $($_.Exception.Message)"
        }
        $want = if ($ReleaseVersion) { [regex]::Escape($ReleaseVersion) } else { '[^/\\ ]+' }
        $archive = $null
        $expected = $null
        foreach ($triple in $triples) {
            foreach ($line in Get-Content -LiteralPath $sumsFile) {
                if ($line -match "^([0-9A-Fa-f]{64}) [ *](talent-$want-$([regex]::Escape($triple))\.zip)$") {
                    $expected = $Matches[1].ToLowerInvariant()
                    $archive = $Matches[2]
                }
            }
            if ($archive) { break }
        }
        if (-not $archive) {
            throw "talent-installer: $base/SHA256SUMS lists no Windows archive (looked for talent-VERSION-x86_64-pc-windows-msvc.zip)"
        }

        Write-Host "Downloading $archive from $base"
        $zip = Join-Path $tmp $archive
        try { Get-ReleaseFile $archive $zip } catch {
            throw "talent-installer: could not download $base/${archive}: $($_.Exception.Message)"
        }
        $actual = (Get-FileHash -Algorithm SHA256 -LiteralPath $zip).Hash.ToLowerInvariant()
        if ($actual -ne $expected) {
            throw "talent-installer: the SHA-256 of $archive is $actual, but SHA256SUMS says ${expected}: refusing to install it; nothing was installed (download again, or check TALENT_INSTALLER_BASE_URL)"
        }
        Write-Host "Checked its SHA-256: $actual"

        $unpacked = Join-Path $tmp 'x'
        Expand-Archive -LiteralPath $zip -DestinationPath $unpacked
        $src = Join-Path $unpacked ($archive -replace '\.zip$', '')
        $exe = Join-Path $src 'talent.exe'
        if (-not (Test-Path -LiteralPath $exe -PathType Leaf)) {
            throw "talent-installer: $archive holds no talent.exe; nothing was installed"
        }
        $version = (& $exe --version) -replace '^talent ', ''
        if ($LASTEXITCODE -ne 0) {
            throw "talent-installer: the talent.exe in $archive does not run here; nothing was installed"
        }

        $custom = [bool]$env:TALENT_INSTALL_DIR
        $dest = if ($custom) { $env:TALENT_INSTALL_DIR } else { Join-Path $env:LOCALAPPDATA 'Programs\talent' }
        New-Item -ItemType Directory -Force -Path (Join-Path $dest 'completions') | Out-Null
        $dest = (Resolve-Path -LiteralPath $dest).ProviderPath
        $target = Join-Path $dest 'talent.exe'
        # A running talent.exe cannot be replaced but can be renamed: move
        # it aside first, then the new one into place.
        $new = Join-Path $dest 'talent.exe.new'
        Copy-Item -LiteralPath $exe -Destination $new -Force
        if (Test-Path -LiteralPath $target) {
            Move-Item -LiteralPath $target -Destination (Join-Path $dest 'talent.exe.old') -Force
        }
        Move-Item -LiteralPath $new -Destination $target -Force
        Remove-Item -LiteralPath (Join-Path $dest 'talent.exe.old') -Force -ErrorAction SilentlyContinue
        Copy-Item -Path (Join-Path $src 'completions\*') -Destination (Join-Path $dest 'completions') -Force
        foreach ($doc in 'README.md', 'LICENSE-MIT', 'LICENSE-APACHE') {
            Copy-Item -LiteralPath (Join-Path $src $doc) -Destination $dest -Force
        }

        # A path as a single-quoted PowerShell string.
        function Quote([string]$Text) { "'" + ($Text -replace "'", "''") + "'" }

        Write-Host ''
        Write-Host "talent $version is installed: $target"
        Write-Host ''
        $userPath = [Environment]::GetEnvironmentVariable('Path', 'User')
        $onPath = @(($userPath -split ';') + ($env:Path -split ';')) | Where-Object { $_ -and ($_.TrimEnd('\') -ieq $dest.TrimEnd('\')) }
        if (-not $onPath) {
            Write-Host "$dest is not on your PATH. To add it for your user (new windows see it), run:"
            Write-Host "    [Environment]::SetEnvironmentVariable('Path', $(Quote "$dest;") + [Environment]::GetEnvironmentVariable('Path', 'User'), 'User')"
            Write-Host ''
        }
        Write-Host 'PowerShell completion: add this line to your $PROFILE (notepad $PROFILE):'
        Write-Host "    & $(Quote $target) completions powershell | Out-String | Invoke-Expression"
        Write-Host ''
        Write-Host 'To uninstall:'
        if ($custom) {
            $paths = @($target) + @('completions', 'README.md', 'LICENSE-MIT', 'LICENSE-APACHE' | ForEach-Object { Join-Path $dest $_ })
            Write-Host "    Remove-Item -Recurse -Force $(($paths | ForEach-Object { Quote $_ }) -join ', ')"
        } else {
            Write-Host "    Remove-Item -Recurse -Force $(Quote $dest)"
        }
        Write-Host "(talent's settings and ledger stay; remove the key first with: talent auth logout)"
    } finally {
        Remove-Item -LiteralPath $tmp -Recurse -Force -ErrorAction SilentlyContinue
    }
}

Install-Talent
