# Installs talent on Windows from a release folder, without a Rust toolchain:
#
#   powershell -ExecutionPolicy Bypass -c "irm URL/talent-installer.ps1 | iex"
#
# It picks the Windows archive from the folder's SHA256SUMS, downloads it,
# checks its SHA-256 BEFORE anything is installed (and refuses, installing
# nothing, on a mismatch or when no checker is found, and on an archive
# holding anything but regular files and folders), then installs
# talent.exe and its completion scripts into $env:TALENT_INSTALL_DIR, else
# %LOCALAPPDATA%\Programs\talent, and prints the lines to add for PATH and
# PowerShell completion (it never edits PATH or a profile) and how to
# uninstall.
#
# TALENT_INSTALLER_BASE_URL: the folder to install from (a URL, or a local
# folder); by default the release this installer was built for. From an
# https folder, a download follows only https redirects on the same host
# (from github.com, also to GitHub's download hosts).
# TALENT_INSTALLER_CONNECT_TIMEOUT (default 30) and TALENT_INSTALLER_MAX_TIME
# (default 900): the seconds a download may take to connect, and in all.
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

    # Seconds from the environment: a whole number, at least 1.
    function Get-Seconds([string]$Name, [int]$Default) {
        $value = [Environment]::GetEnvironmentVariable($Name)
        if (-not $value) { return $Default }
        if ($value -notmatch '^[1-9][0-9]{0,8}$') {
            throw "talent-installer: $Name must be a whole number of seconds, at least 1: $value"
        }
        [int]$value
    }

    if ($remote) {
        $baseUri = New-Object System.Uri -ArgumentList $base
        if ($baseUri.Scheme -ne 'https' -and $baseUri.Scheme -ne 'http') {
            throw "talent-installer: TALENT_INSTALLER_BASE_URL must be an https (or http) URL or a folder: $base"
        }
        # A mirror that accepts and never answers must not hang the install:
        # a bound on connecting and one on each download.
        $connectTimeout = Get-Seconds 'TALENT_INSTALLER_CONNECT_TIMEOUT' 30
        $maxTime = Get-Seconds 'TALENT_INSTALLER_MAX_TIME' 900
        # Windows PowerShell 5.1 may still default to TLS 1.0.
        [Net.ServicePointManager]::SecurityProtocol = [Net.ServicePointManager]::SecurityProtocol -bor [Net.SecurityProtocolType]::Tls12
        # HttpClient rather than Invoke-WebRequest: its -TimeoutSec and
        # -MaximumRedirection behave differently in Windows PowerShell 5.1
        # and PowerShell 7; here no redirect is followed by itself, and the
        # timeout covers the whole download (the body is read into memory).
        Add-Type -AssemblyName System.Net.Http
        if ('System.Net.Http.SocketsHttpHandler' -as [type]) {
            # PowerShell 7: a bound on connecting of its own.
            $handler = New-Object System.Net.Http.SocketsHttpHandler
            $handler.ConnectTimeout = [TimeSpan]::FromSeconds($connectTimeout)
        } else {
            # Windows PowerShell 5.1: the total bound covers connecting.
            $handler = New-Object System.Net.Http.HttpClientHandler
        }
        $handler.AllowAutoRedirect = $false
        $client = New-Object System.Net.Http.HttpClient -ArgumentList $handler
        $client.Timeout = [TimeSpan]::FromSeconds($maxTime)
    }

    # Whether a download may follow a redirect to $To: never from https to
    # anything else, never to another host, except from github.com to the
    # hosts GitHub serves a release's files from.
    function Test-Redirect([Uri]$To) {
        if (-not $To.IsAbsoluteUri) { return $false }
        if ($To.Scheme -ne 'https' -and $To.Scheme -ne 'http') { return $false }
        if ($baseUri.Scheme -eq 'https' -and $To.Scheme -ne 'https') { return $false }
        if ($To.Authority -ieq $baseUri.Authority) { return $true }
        $githubHosts = @('objects.githubusercontent.com', 'release-assets.githubusercontent.com')
        ($baseUri.Host -ieq 'github.com') -and ($To.Scheme -eq 'https') -and $To.IsDefaultPort -and ($githubHosts -contains $To.Host.ToLowerInvariant())
    }

    # Why a request failed, in one line.
    function Get-Reason($Exception) {
        for ($e = $Exception; $e; $e = $e.InnerException) {
            if ($e -is [OperationCanceledException] -or $e -is [TimeoutException]) {
                return "no complete answer within $maxTime s (TALENT_INSTALLER_MAX_TIME), or no connection within $connectTimeout s (TALENT_INSTALLER_CONNECT_TIMEOUT)"
            }
        }
        $Exception.GetBaseException().Message
    }

    function Get-ReleaseFile([string]$Name, [string]$To) {
        if (-not $remote) {
            Copy-Item -LiteralPath (Join-Path $base $Name) -Destination $To
            return
        }
        $uri = New-Object System.Uri -ArgumentList "$base/$Name"
        for ($hops = 0; ; $hops++) {
            try {
                $response = $client.GetAsync($uri).GetAwaiter().GetResult()
            } catch {
                throw (Get-Reason $_.Exception)
            }
            try {
                $code = [int]$response.StatusCode
                if ($code -in 301, 302, 303, 307, 308) {
                    $location = $response.Headers.Location
                    if (-not $location) { throw "HTTP $code without a Location" }
                    if (-not $location.IsAbsoluteUri) { $location = New-Object System.Uri -ArgumentList $uri, $location }
                    if (-not (Test-Redirect $location)) {
                        if ($baseUri.Scheme -eq 'https') {
                            throw "it redirects to $location, and a download from an https folder follows only https redirects on the same host"
                        }
                        throw "it redirects to $location, and a download follows redirects only on the same host"
                    }
                    if ($hops -ge 5) { throw 'more than 5 redirects' }
                    $uri = $location
                    continue
                }
                if ($code -ne 200) { throw "HTTP $code" }
                try {
                    $bytes = $response.Content.ReadAsByteArrayAsync().GetAwaiter().GetResult()
                } catch {
                    throw (Get-Reason $_.Exception)
                }
                [IO.File]::WriteAllBytes($To, $bytes)
                return
            } finally {
                $response.Dispose()
            }
        }
    }

    $tmp = Join-Path ([IO.Path]::GetTempPath()) ('talent-installer-' + [Guid]::NewGuid())
    New-Item -ItemType Directory -Path $tmp | Out-Null
    try {
        $sumsFile = Join-Path $tmp 'SHA256SUMS'
        try { Get-ReleaseFile 'SHA256SUMS' $sumsFile } catch {
            throw "talent-installer: could not download $base/SHA256SUMS: $($_.Exception.Message); nothing was installed"
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
            throw "talent-installer: could not download $base/${archive}: $($_.Exception.Message); nothing was installed"
        }
        $actual = (Get-FileHash -Algorithm SHA256 -LiteralPath $zip).Hash.ToLowerInvariant()
        if ($actual -ne $expected) {
            throw "talent-installer: the SHA-256 of $archive is $actual, but SHA256SUMS says ${expected}: refusing to install it; nothing was installed (download again, or check TALENT_INSTALLER_BASE_URL)"
        }
        Write-Host "Checked its SHA-256: $actual"

        # Only regular files and folders, under the archive's one folder:
        # checked before it is unpacked (a link would install what it points
        # at), and again after.
        $name = $archive -replace '\.zip$', ''
        $notRegular = "talent-installer: $archive holds an entry that is not a regular file or folder (a link, device or FIFO)"
        Add-Type -AssemblyName System.IO.Compression.FileSystem
        $entries = [IO.Compression.ZipFile]::OpenRead($zip)
        try {
            foreach ($entry in $entries.Entries) {
                $path = $entry.FullName
                # The Unix file type a Unix zip records in the high 16 bits
                # (0 where none is recorded): a regular file or a folder
                # only; and no Windows reparse point (0x400).
                $attributes = [int]$entry.ExternalAttributes
                $unixType = ($attributes -shr 16) -band 0xF000
                if (($unixType -notin 0, 0x8000, 0x4000) -or ($attributes -band 0x400)) {
                    throw "${notRegular}: $path; refusing to install it; nothing was installed"
                }
                $parts = $path -split '[\\/]'
                if ($parts[0] -ne $name -or $parts -contains '..' -or $path.Contains(':')) {
                    throw "talent-installer: $archive holds an entry outside its folder ${name}: $path; refusing to install it; nothing was installed"
                }
            }
        } finally {
            $entries.Dispose()
        }
        $unpacked = Join-Path $tmp 'x'
        Expand-Archive -LiteralPath $zip -DestinationPath $unpacked
        $odd = Get-ChildItem -LiteralPath $unpacked -Recurse -Force | Where-Object { $_.Attributes -band [IO.FileAttributes]::ReparsePoint } | Select-Object -First 1
        if ($odd) {
            throw "${notRegular}: $($odd.FullName.Substring($unpacked.Length + 1)); refusing to install it; nothing was installed"
        }
        $src = Join-Path $unpacked $name
        $exe = Join-Path $src 'talent.exe'
        $completionFiles = @('talent.bash', '_talent', 'talent.fish', 'talent.ps1')
        $docs = @('README.md', 'LICENSE-MIT', 'LICENSE-APACHE')
        foreach ($file in @('talent.exe') + @($completionFiles | ForEach-Object { "completions\$_" }) + $docs) {
            if (-not (Test-Path -LiteralPath (Join-Path $src $file) -PathType Leaf)) {
                throw "talent-installer: $archive holds no $name\$file; nothing was installed"
            }
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
        $installed = @($target)
        foreach ($file in $completionFiles) {
            $to = Join-Path $dest "completions\$file"
            Copy-Item -LiteralPath (Join-Path $src "completions\$file") -Destination $to -Force
            $installed += $to
        }
        foreach ($doc in $docs) {
            $to = Join-Path $dest $doc
            Copy-Item -LiteralPath (Join-Path $src $doc) -Destination $to -Force
            $installed += $to
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
        # Exactly the files it installed; then, in its own default folder,
        # the folders it made, which Remove-Item asks about if anything
        # else is in them.
        Write-Host 'To uninstall:'
        Write-Host "    Remove-Item -Force -LiteralPath $(($installed | ForEach-Object { Quote $_ }) -join ', ')"
        if (-not $custom) {
            Write-Host "    Remove-Item -LiteralPath $(Quote (Join-Path $dest 'completions')), $(Quote $dest)"
        }
        Write-Host "(talent's settings and ledger stay; remove the key first with: talent auth logout)"
    } finally {
        Remove-Item -LiteralPath $tmp -Recurse -Force -ErrorAction SilentlyContinue
    }
}

Install-Talent
