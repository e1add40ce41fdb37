
using namespace System.Management.Automation
using namespace System.Management.Automation.Language

Register-ArgumentCompleter -Native -CommandName 'talent' -ScriptBlock {
    param($wordToComplete, $commandAst, $cursorPosition)

    $commandElements = $commandAst.CommandElements
    $command = @(
        'talent'
        for ($i = 1; $i -lt $commandElements.Count; $i++) {
            $element = $commandElements[$i]
            if ($element -isnot [StringConstantExpressionAst] -or
                $element.StringConstantType -ne [StringConstantType]::BareWord -or
                $element.Value.StartsWith('-') -or
                $element.Value -eq $wordToComplete) {
                break
        }
        $element.Value
    }) -join ';'

    $completions = @(switch ($command) {
        'talent' {
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Main interface base URL (ends in /api/v1)')
            [CompletionResult]::new('--alt-base-url', '--alt-base-url', [CompletionResultType]::ParameterName, 'Additional interface base URL (ends in /v1)')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Named key and settings [default: default]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, json otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, json otherwise]')
            [CompletionResult]::new('--fields', '--fields', [CompletionResultType]::ParameterName, 'Choose and order columns or keys; dotted paths reach nested fields')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colour notices on stderr (also honours NO_COLOR)')
            [CompletionResult]::new('--max-wait', '--max-wait', [CompletionResultType]::ParameterName, 'Longest rate-limit wait accepted before exit 6, e.g. 30s, 10m')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Connect, first-byte and between-bytes timeout of one attempt')
            [CompletionResult]::new('--out', '--out', [CompletionResultType]::ParameterName, 'Write the data atomically to FILE (FILE.partial, then rename) instead of stdout')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression (built in; implies -o json)')
            [CompletionResult]::new('--max-unlocks', '--max-unlocks', [CompletionResultType]::ParameterName, 'The most unlocks this run may spend')
            [CompletionResult]::new('--max-searches', '--max-searches', [CompletionResultType]::ParameterName, 'The most searches (search pages) this run may spend, retried pages included')
            [CompletionResult]::new('--max-messages', '--max-messages', [CompletionResultType]::ParameterName, 'The most messages (invites) this run may spend')
            [CompletionResult]::new('--sandbox', '--sandbox', [CompletionResultType]::ParameterName, 'Run against the embedded simulator; no key needed')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Accept quota-spending and destructive confirmations')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Accept quota-spending and destructive confirmations')
            [CompletionResult]::new('--no-input', '--no-input', [CompletionResultType]::ParameterName, 'Never prompt; anything that needs a confirmation fails instead')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Trace requests and responses on stderr (never the key)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Trace requests and responses on stderr (never the key)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'No progress, no notices: errors only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'No progress, no notices: errors only')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request (method, URL, body, the quota it would spend) instead of sending it')
            [CompletionResult]::new('--curl', '--curl', [CompletionResultType]::ParameterName, 'Print the request as a runnable curl command (key as $TALENT_API_KEY) instead of sending it')
            [CompletionResult]::new('--resume', '--resume', [CompletionResultType]::ParameterName, 'Continue an interrupted --out export of the same command from its checkpoint')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of csv and tsv output')
            [CompletionResult]::new('--no-formula-guard', '--no-formula-guard', [CompletionResultType]::ParameterName, 'Write CSV cells raw (by default a cell starting with = + - @, tab or CR that is not a plain number gets a '' prefix)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('search', 'search', [CompletionResultType]::ParameterValue, 'Search the talent pool (spends one search per page)')
            [CompletionResult]::new('candidate', 'candidate', [CompletionResultType]::ParameterValue, 'Candidates: show (unlock), list, summary, profile')
            [CompletionResult]::new('jobs', 'jobs', [CompletionResultType]::ParameterValue, 'Jobs: list, create, update, pause, resume, close')
            [CompletionResult]::new('stages', 'stages', [CompletionResultType]::ParameterValue, 'List a job''s pipeline stages with application counts')
            [CompletionResult]::new('apps', 'apps', [CompletionResultType]::ParameterValue, 'List a job''s applications')
            [CompletionResult]::new('invite', 'invite', [CompletionResultType]::ParameterValue, 'Invite a candidate to apply to a job (first contact; spends a message)')
            [CompletionResult]::new('message', 'message', [CompletionResultType]::ParameterValue, 'Send a follow-up message in an existing thread')
            [CompletionResult]::new('usage', 'usage', [CompletionResultType]::ParameterValue, 'Show usage meters and quotas')
            [CompletionResult]::new('shortlist', 'shortlist', [CompletionResultType]::ParameterValue, 'Generate a ranked shortlist for a job')
            [CompletionResult]::new('bulk-invite', 'bulk-invite', [CompletionResultType]::ParameterValue, 'Invite many candidates to a job by WhatsApp and/or e-mail')
            [CompletionResult]::new('webhooks', 'webhooks', [CompletionResultType]::ParameterValue, 'Webhook endpoints: list, create, delete, enable, listen, verify')
            [CompletionResult]::new('auth', 'auth', [CompletionResultType]::ParameterValue, 'Log in, check and log out the profile''s API key')
            [CompletionResult]::new('api', 'api', [CompletionResultType]::ParameterValue, 'Send a raw request to either interface')
            [CompletionResult]::new('sandbox', 'sandbox', [CompletionResultType]::ParameterValue, 'Run, drive and reset the built-in simulator of the service')
            [CompletionResult]::new('ledger', 'ledger', [CompletionResultType]::ParameterValue, 'Inspect and maintain the local ledger')
            [CompletionResult]::new('completions', 'completions', [CompletionResultType]::ParameterValue, 'Print a shell completion script')
            [CompletionResult]::new('config', 'config', [CompletionResultType]::ParameterValue, 'Read and change profile settings')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'talent;search' {
            [CompletionResult]::new('--q', '--q', [CompletionResultType]::ParameterName, 'Natural-language query (at most 50,000 characters)')
            [CompletionResult]::new('--q-file', '--q-file', [CompletionResultType]::ParameterName, 'Read the natural-language query from a file (- for stdin)')
            [CompletionResult]::new('--inresume', '--inresume', [CompletionResultType]::ParameterName, 'Lucene boolean expression over the full resume text')
            [CompletionResult]::new('--skill', '--skill', [CompletionResultType]::ParameterName, 'Required skill; `a|b` are synonyms; repeat (or comma-separate) for AND')
            [CompletionResult]::new('--location', '--location', [CompletionResultType]::ParameterName, 'Desired work location (repeatable or comma-separated; any matches)')
            [CompletionResult]::new('--current-location', '--current-location', [CompletionResultType]::ParameterName, 'Current location (repeatable or comma-separated; any matches)')
            [CompletionResult]::new('--min-exp', '--min-exp', [CompletionResultType]::ParameterName, 'Minimum experience in years (decimals allowed)')
            [CompletionResult]::new('--max-exp', '--max-exp', [CompletionResultType]::ParameterName, 'Maximum experience in years (decimals allowed)')
            [CompletionResult]::new('--min-salary', '--min-salary', [CompletionResultType]::ParameterName, 'Minimum current salary, INR (2400000, 24L, 24 lakh, 1.2Cr)')
            [CompletionResult]::new('--max-salary', '--max-salary', [CompletionResultType]::ParameterName, 'Maximum current salary, INR; caps results (2400000, 24L, 1.2Cr)')
            [CompletionResult]::new('--join-within', '--join-within', [CompletionResultType]::ParameterName, 'Can join within this many days')
            [CompletionResult]::new('--edu', '--edu', [CompletionResultType]::ParameterName, 'Education pedigree tiers')
            [CompletionResult]::new('--startup', '--startup', [CompletionResultType]::ParameterName, 'Startup experience kinds')
            [CompletionResult]::new('--exclude-it', '--exclude-it', [CompletionResultType]::ParameterName, 'Exclude IT-services backgrounds')
            [CompletionResult]::new('--entrepreneur', '--entrepreneur', [CompletionResultType]::ParameterName, 'Entrepreneurial experience kinds')
            [CompletionResult]::new('--domain', '--domain', [CompletionResultType]::ParameterName, 'Industry domains (high-confidence match)')
            [CompletionResult]::new('--active', '--active', [CompletionResultType]::ParameterName, 'Seen on the service in the last 3 or 6 months')
            [CompletionResult]::new('--page', '--page', [CompletionResultType]::ParameterName, 'Page to fetch (first of several with --limit/--all)')
            [CompletionResult]::new('--page-size', '--page-size', [CompletionResultType]::ParameterName, 'Hits per page, 1 to 20 [default: 10, or 20 with --limit/--all]')
            [CompletionResult]::new('--limit', '--limit', [CompletionResultType]::ParameterName, 'Fetch pages until N records')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Main interface base URL (ends in /api/v1)')
            [CompletionResult]::new('--alt-base-url', '--alt-base-url', [CompletionResultType]::ParameterName, 'Additional interface base URL (ends in /v1)')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Named key and settings [default: default]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, json otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, json otherwise]')
            [CompletionResult]::new('--fields', '--fields', [CompletionResultType]::ParameterName, 'Choose and order columns or keys; dotted paths reach nested fields')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colour notices on stderr (also honours NO_COLOR)')
            [CompletionResult]::new('--max-wait', '--max-wait', [CompletionResultType]::ParameterName, 'Longest rate-limit wait accepted before exit 6, e.g. 30s, 10m')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Connect, first-byte and between-bytes timeout of one attempt')
            [CompletionResult]::new('--out', '--out', [CompletionResultType]::ParameterName, 'Write the data atomically to FILE (FILE.partial, then rename) instead of stdout')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression (built in; implies -o json)')
            [CompletionResult]::new('--max-unlocks', '--max-unlocks', [CompletionResultType]::ParameterName, 'The most unlocks this run may spend')
            [CompletionResult]::new('--max-searches', '--max-searches', [CompletionResultType]::ParameterName, 'The most searches (search pages) this run may spend, retried pages included')
            [CompletionResult]::new('--max-messages', '--max-messages', [CompletionResultType]::ParameterName, 'The most messages (invites) this run may spend')
            [CompletionResult]::new('--notice-or-not-working', '--notice-or-not-working', [CompletionResultType]::ParameterName, 'Only candidates on notice period or not working')
            [CompletionResult]::new('--match-any', '--match-any', [CompletionResultType]::ParameterName, 'Profile attributes (--edu, --startup, --entrepreneur, --domain) match ANY instead of ALL')
            [CompletionResult]::new('--all', '--all', [CompletionResultType]::ParameterName, 'Fetch every page until the end')
            [CompletionResult]::new('--sandbox', '--sandbox', [CompletionResultType]::ParameterName, 'Run against the embedded simulator; no key needed')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Accept quota-spending and destructive confirmations')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Accept quota-spending and destructive confirmations')
            [CompletionResult]::new('--no-input', '--no-input', [CompletionResultType]::ParameterName, 'Never prompt; anything that needs a confirmation fails instead')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Trace requests and responses on stderr (never the key)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Trace requests and responses on stderr (never the key)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'No progress, no notices: errors only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'No progress, no notices: errors only')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request (method, URL, body, the quota it would spend) instead of sending it')
            [CompletionResult]::new('--curl', '--curl', [CompletionResultType]::ParameterName, 'Print the request as a runnable curl command (key as $TALENT_API_KEY) instead of sending it')
            [CompletionResult]::new('--resume', '--resume', [CompletionResultType]::ParameterName, 'Continue an interrupted --out export of the same command from its checkpoint')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of csv and tsv output')
            [CompletionResult]::new('--no-formula-guard', '--no-formula-guard', [CompletionResultType]::ParameterName, 'Write CSV cells raw (by default a cell starting with = + - @, tab or CR that is not a plain number gets a '' prefix)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'talent;candidate' {
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Main interface base URL (ends in /api/v1)')
            [CompletionResult]::new('--alt-base-url', '--alt-base-url', [CompletionResultType]::ParameterName, 'Additional interface base URL (ends in /v1)')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Named key and settings [default: default]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, json otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, json otherwise]')
            [CompletionResult]::new('--fields', '--fields', [CompletionResultType]::ParameterName, 'Choose and order columns or keys; dotted paths reach nested fields')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colour notices on stderr (also honours NO_COLOR)')
            [CompletionResult]::new('--max-wait', '--max-wait', [CompletionResultType]::ParameterName, 'Longest rate-limit wait accepted before exit 6, e.g. 30s, 10m')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Connect, first-byte and between-bytes timeout of one attempt')
            [CompletionResult]::new('--out', '--out', [CompletionResultType]::ParameterName, 'Write the data atomically to FILE (FILE.partial, then rename) instead of stdout')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression (built in; implies -o json)')
            [CompletionResult]::new('--max-unlocks', '--max-unlocks', [CompletionResultType]::ParameterName, 'The most unlocks this run may spend')
            [CompletionResult]::new('--max-searches', '--max-searches', [CompletionResultType]::ParameterName, 'The most searches (search pages) this run may spend, retried pages included')
            [CompletionResult]::new('--max-messages', '--max-messages', [CompletionResultType]::ParameterName, 'The most messages (invites) this run may spend')
            [CompletionResult]::new('--sandbox', '--sandbox', [CompletionResultType]::ParameterName, 'Run against the embedded simulator; no key needed')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Accept quota-spending and destructive confirmations')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Accept quota-spending and destructive confirmations')
            [CompletionResult]::new('--no-input', '--no-input', [CompletionResultType]::ParameterName, 'Never prompt; anything that needs a confirmation fails instead')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Trace requests and responses on stderr (never the key)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Trace requests and responses on stderr (never the key)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'No progress, no notices: errors only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'No progress, no notices: errors only')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request (method, URL, body, the quota it would spend) instead of sending it')
            [CompletionResult]::new('--curl', '--curl', [CompletionResultType]::ParameterName, 'Print the request as a runnable curl command (key as $TALENT_API_KEY) instead of sending it')
            [CompletionResult]::new('--resume', '--resume', [CompletionResultType]::ParameterName, 'Continue an interrupted --out export of the same command from its checkpoint')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of csv and tsv output')
            [CompletionResult]::new('--no-formula-guard', '--no-formula-guard', [CompletionResultType]::ParameterName, 'Write CSV cells raw (by default a cell starting with = + - @, tab or CR that is not a plain number gets a '' prefix)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('show', 'show', [CompletionResultType]::ParameterValue, 'Show candidates'' identity and contact details (unlocks: spends quota)')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'Search candidates by skills on the additional interface')
            [CompletionResult]::new('summary', 'summary', [CompletionResultType]::ParameterValue, 'Show a candidate summary')
            [CompletionResult]::new('profile', 'profile', [CompletionResultType]::ParameterValue, 'Show a candidate''s full profile')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'talent;candidate;show' {
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Main interface base URL (ends in /api/v1)')
            [CompletionResult]::new('--alt-base-url', '--alt-base-url', [CompletionResultType]::ParameterName, 'Additional interface base URL (ends in /v1)')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Named key and settings [default: default]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, json otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, json otherwise]')
            [CompletionResult]::new('--fields', '--fields', [CompletionResultType]::ParameterName, 'Choose and order columns or keys; dotted paths reach nested fields')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colour notices on stderr (also honours NO_COLOR)')
            [CompletionResult]::new('--max-wait', '--max-wait', [CompletionResultType]::ParameterName, 'Longest rate-limit wait accepted before exit 6, e.g. 30s, 10m')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Connect, first-byte and between-bytes timeout of one attempt')
            [CompletionResult]::new('--out', '--out', [CompletionResultType]::ParameterName, 'Write the data atomically to FILE (FILE.partial, then rename) instead of stdout')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression (built in; implies -o json)')
            [CompletionResult]::new('--max-unlocks', '--max-unlocks', [CompletionResultType]::ParameterName, 'The most unlocks this run may spend')
            [CompletionResult]::new('--max-searches', '--max-searches', [CompletionResultType]::ParameterName, 'The most searches (search pages) this run may spend, retried pages included')
            [CompletionResult]::new('--max-messages', '--max-messages', [CompletionResultType]::ParameterName, 'The most messages (invites) this run may spend')
            [CompletionResult]::new('--sandbox', '--sandbox', [CompletionResultType]::ParameterName, 'Run against the embedded simulator; no key needed')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Accept quota-spending and destructive confirmations')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Accept quota-spending and destructive confirmations')
            [CompletionResult]::new('--no-input', '--no-input', [CompletionResultType]::ParameterName, 'Never prompt; anything that needs a confirmation fails instead')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Trace requests and responses on stderr (never the key)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Trace requests and responses on stderr (never the key)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'No progress, no notices: errors only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'No progress, no notices: errors only')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request (method, URL, body, the quota it would spend) instead of sending it')
            [CompletionResult]::new('--curl', '--curl', [CompletionResultType]::ParameterName, 'Print the request as a runnable curl command (key as $TALENT_API_KEY) instead of sending it')
            [CompletionResult]::new('--resume', '--resume', [CompletionResultType]::ParameterName, 'Continue an interrupted --out export of the same command from its checkpoint')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of csv and tsv output')
            [CompletionResult]::new('--no-formula-guard', '--no-formula-guard', [CompletionResultType]::ParameterName, 'Write CSV cells raw (by default a cell starting with = + - @, tab or CR that is not a plain number gets a '' prefix)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'talent;candidate;list' {
            [CompletionResult]::new('--skills', '--skills', [CompletionResultType]::ParameterName, 'Skill names (repeatable or comma-separated)')
            [CompletionResult]::new('--experience-min', '--experience-min', [CompletionResultType]::ParameterName, 'Minimum years of experience')
            [CompletionResult]::new('--min-exp', '--min-exp', [CompletionResultType]::ParameterName, 'Minimum years of experience')
            [CompletionResult]::new('--experience-max', '--experience-max', [CompletionResultType]::ParameterName, 'Maximum years of experience')
            [CompletionResult]::new('--max-exp', '--max-exp', [CompletionResultType]::ParameterName, 'Maximum years of experience')
            [CompletionResult]::new('--location', '--location', [CompletionResultType]::ParameterName, 'City name or Remote')
            [CompletionResult]::new('--max-salary', '--max-salary', [CompletionResultType]::ParameterName, 'Exclude candidates expecting more than this, INR (2400000, 24L, 1.2Cr)')
            [CompletionResult]::new('--salary-max', '--salary-max', [CompletionResultType]::ParameterName, 'Exclude candidates expecting more than this, INR (2400000, 24L, 1.2Cr)')
            [CompletionResult]::new('--quality-min', '--quality-min', [CompletionResultType]::ParameterName, 'Minimum AI quality score, 0 to 100')
            [CompletionResult]::new('--availability', '--availability', [CompletionResultType]::ParameterName, 'Availability (all when omitted)')
            [CompletionResult]::new('--page', '--page', [CompletionResultType]::ParameterName, 'Page to fetch (first of several with --limit/--all)')
            [CompletionResult]::new('--per-page', '--per-page', [CompletionResultType]::ParameterName, 'Candidates per page, 1 to 50 [default: 20, or 50 with --limit/--all]')
            [CompletionResult]::new('--page-size', '--page-size', [CompletionResultType]::ParameterName, 'Candidates per page, 1 to 50 [default: 20, or 50 with --limit/--all]')
            [CompletionResult]::new('--limit', '--limit', [CompletionResultType]::ParameterName, 'Fetch pages until N records')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Main interface base URL (ends in /api/v1)')
            [CompletionResult]::new('--alt-base-url', '--alt-base-url', [CompletionResultType]::ParameterName, 'Additional interface base URL (ends in /v1)')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Named key and settings [default: default]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, json otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, json otherwise]')
            [CompletionResult]::new('--fields', '--fields', [CompletionResultType]::ParameterName, 'Choose and order columns or keys; dotted paths reach nested fields')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colour notices on stderr (also honours NO_COLOR)')
            [CompletionResult]::new('--max-wait', '--max-wait', [CompletionResultType]::ParameterName, 'Longest rate-limit wait accepted before exit 6, e.g. 30s, 10m')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Connect, first-byte and between-bytes timeout of one attempt')
            [CompletionResult]::new('--out', '--out', [CompletionResultType]::ParameterName, 'Write the data atomically to FILE (FILE.partial, then rename) instead of stdout')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression (built in; implies -o json)')
            [CompletionResult]::new('--max-unlocks', '--max-unlocks', [CompletionResultType]::ParameterName, 'The most unlocks this run may spend')
            [CompletionResult]::new('--max-searches', '--max-searches', [CompletionResultType]::ParameterName, 'The most searches (search pages) this run may spend, retried pages included')
            [CompletionResult]::new('--max-messages', '--max-messages', [CompletionResultType]::ParameterName, 'The most messages (invites) this run may spend')
            [CompletionResult]::new('--remote-only', '--remote-only', [CompletionResultType]::ParameterName, 'Only candidates open to remote roles')
            [CompletionResult]::new('--all', '--all', [CompletionResultType]::ParameterName, 'Fetch every page until the end')
            [CompletionResult]::new('--sandbox', '--sandbox', [CompletionResultType]::ParameterName, 'Run against the embedded simulator; no key needed')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Accept quota-spending and destructive confirmations')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Accept quota-spending and destructive confirmations')
            [CompletionResult]::new('--no-input', '--no-input', [CompletionResultType]::ParameterName, 'Never prompt; anything that needs a confirmation fails instead')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Trace requests and responses on stderr (never the key)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Trace requests and responses on stderr (never the key)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'No progress, no notices: errors only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'No progress, no notices: errors only')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request (method, URL, body, the quota it would spend) instead of sending it')
            [CompletionResult]::new('--curl', '--curl', [CompletionResultType]::ParameterName, 'Print the request as a runnable curl command (key as $TALENT_API_KEY) instead of sending it')
            [CompletionResult]::new('--resume', '--resume', [CompletionResultType]::ParameterName, 'Continue an interrupted --out export of the same command from its checkpoint')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of csv and tsv output')
            [CompletionResult]::new('--no-formula-guard', '--no-formula-guard', [CompletionResultType]::ParameterName, 'Write CSV cells raw (by default a cell starting with = + - @, tab or CR that is not a plain number gets a '' prefix)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'talent;candidate;summary' {
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Main interface base URL (ends in /api/v1)')
            [CompletionResult]::new('--alt-base-url', '--alt-base-url', [CompletionResultType]::ParameterName, 'Additional interface base URL (ends in /v1)')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Named key and settings [default: default]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, json otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, json otherwise]')
            [CompletionResult]::new('--fields', '--fields', [CompletionResultType]::ParameterName, 'Choose and order columns or keys; dotted paths reach nested fields')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colour notices on stderr (also honours NO_COLOR)')
            [CompletionResult]::new('--max-wait', '--max-wait', [CompletionResultType]::ParameterName, 'Longest rate-limit wait accepted before exit 6, e.g. 30s, 10m')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Connect, first-byte and between-bytes timeout of one attempt')
            [CompletionResult]::new('--out', '--out', [CompletionResultType]::ParameterName, 'Write the data atomically to FILE (FILE.partial, then rename) instead of stdout')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression (built in; implies -o json)')
            [CompletionResult]::new('--max-unlocks', '--max-unlocks', [CompletionResultType]::ParameterName, 'The most unlocks this run may spend')
            [CompletionResult]::new('--max-searches', '--max-searches', [CompletionResultType]::ParameterName, 'The most searches (search pages) this run may spend, retried pages included')
            [CompletionResult]::new('--max-messages', '--max-messages', [CompletionResultType]::ParameterName, 'The most messages (invites) this run may spend')
            [CompletionResult]::new('--sandbox', '--sandbox', [CompletionResultType]::ParameterName, 'Run against the embedded simulator; no key needed')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Accept quota-spending and destructive confirmations')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Accept quota-spending and destructive confirmations')
            [CompletionResult]::new('--no-input', '--no-input', [CompletionResultType]::ParameterName, 'Never prompt; anything that needs a confirmation fails instead')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Trace requests and responses on stderr (never the key)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Trace requests and responses on stderr (never the key)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'No progress, no notices: errors only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'No progress, no notices: errors only')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request (method, URL, body, the quota it would spend) instead of sending it')
            [CompletionResult]::new('--curl', '--curl', [CompletionResultType]::ParameterName, 'Print the request as a runnable curl command (key as $TALENT_API_KEY) instead of sending it')
            [CompletionResult]::new('--resume', '--resume', [CompletionResultType]::ParameterName, 'Continue an interrupted --out export of the same command from its checkpoint')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of csv and tsv output')
            [CompletionResult]::new('--no-formula-guard', '--no-formula-guard', [CompletionResultType]::ParameterName, 'Write CSV cells raw (by default a cell starting with = + - @, tab or CR that is not a plain number gets a '' prefix)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'talent;candidate;profile' {
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Main interface base URL (ends in /api/v1)')
            [CompletionResult]::new('--alt-base-url', '--alt-base-url', [CompletionResultType]::ParameterName, 'Additional interface base URL (ends in /v1)')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Named key and settings [default: default]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, json otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, json otherwise]')
            [CompletionResult]::new('--fields', '--fields', [CompletionResultType]::ParameterName, 'Choose and order columns or keys; dotted paths reach nested fields')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colour notices on stderr (also honours NO_COLOR)')
            [CompletionResult]::new('--max-wait', '--max-wait', [CompletionResultType]::ParameterName, 'Longest rate-limit wait accepted before exit 6, e.g. 30s, 10m')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Connect, first-byte and between-bytes timeout of one attempt')
            [CompletionResult]::new('--out', '--out', [CompletionResultType]::ParameterName, 'Write the data atomically to FILE (FILE.partial, then rename) instead of stdout')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression (built in; implies -o json)')
            [CompletionResult]::new('--max-unlocks', '--max-unlocks', [CompletionResultType]::ParameterName, 'The most unlocks this run may spend')
            [CompletionResult]::new('--max-searches', '--max-searches', [CompletionResultType]::ParameterName, 'The most searches (search pages) this run may spend, retried pages included')
            [CompletionResult]::new('--max-messages', '--max-messages', [CompletionResultType]::ParameterName, 'The most messages (invites) this run may spend')
            [CompletionResult]::new('--sandbox', '--sandbox', [CompletionResultType]::ParameterName, 'Run against the embedded simulator; no key needed')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Accept quota-spending and destructive confirmations')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Accept quota-spending and destructive confirmations')
            [CompletionResult]::new('--no-input', '--no-input', [CompletionResultType]::ParameterName, 'Never prompt; anything that needs a confirmation fails instead')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Trace requests and responses on stderr (never the key)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Trace requests and responses on stderr (never the key)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'No progress, no notices: errors only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'No progress, no notices: errors only')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request (method, URL, body, the quota it would spend) instead of sending it')
            [CompletionResult]::new('--curl', '--curl', [CompletionResultType]::ParameterName, 'Print the request as a runnable curl command (key as $TALENT_API_KEY) instead of sending it')
            [CompletionResult]::new('--resume', '--resume', [CompletionResultType]::ParameterName, 'Continue an interrupted --out export of the same command from its checkpoint')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of csv and tsv output')
            [CompletionResult]::new('--no-formula-guard', '--no-formula-guard', [CompletionResultType]::ParameterName, 'Write CSV cells raw (by default a cell starting with = + - @, tab or CR that is not a plain number gets a '' prefix)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'talent;candidate;help' {
            [CompletionResult]::new('show', 'show', [CompletionResultType]::ParameterValue, 'Show candidates'' identity and contact details (unlocks: spends quota)')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'Search candidates by skills on the additional interface')
            [CompletionResult]::new('summary', 'summary', [CompletionResultType]::ParameterValue, 'Show a candidate summary')
            [CompletionResult]::new('profile', 'profile', [CompletionResultType]::ParameterValue, 'Show a candidate''s full profile')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'talent;candidate;help;show' {
            break
        }
        'talent;candidate;help;list' {
            break
        }
        'talent;candidate;help;summary' {
            break
        }
        'talent;candidate;help;profile' {
            break
        }
        'talent;candidate;help;help' {
            break
        }
        'talent;jobs' {
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Main interface base URL (ends in /api/v1)')
            [CompletionResult]::new('--alt-base-url', '--alt-base-url', [CompletionResultType]::ParameterName, 'Additional interface base URL (ends in /v1)')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Named key and settings [default: default]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, json otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, json otherwise]')
            [CompletionResult]::new('--fields', '--fields', [CompletionResultType]::ParameterName, 'Choose and order columns or keys; dotted paths reach nested fields')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colour notices on stderr (also honours NO_COLOR)')
            [CompletionResult]::new('--max-wait', '--max-wait', [CompletionResultType]::ParameterName, 'Longest rate-limit wait accepted before exit 6, e.g. 30s, 10m')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Connect, first-byte and between-bytes timeout of one attempt')
            [CompletionResult]::new('--out', '--out', [CompletionResultType]::ParameterName, 'Write the data atomically to FILE (FILE.partial, then rename) instead of stdout')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression (built in; implies -o json)')
            [CompletionResult]::new('--max-unlocks', '--max-unlocks', [CompletionResultType]::ParameterName, 'The most unlocks this run may spend')
            [CompletionResult]::new('--max-searches', '--max-searches', [CompletionResultType]::ParameterName, 'The most searches (search pages) this run may spend, retried pages included')
            [CompletionResult]::new('--max-messages', '--max-messages', [CompletionResultType]::ParameterName, 'The most messages (invites) this run may spend')
            [CompletionResult]::new('--sandbox', '--sandbox', [CompletionResultType]::ParameterName, 'Run against the embedded simulator; no key needed')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Accept quota-spending and destructive confirmations')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Accept quota-spending and destructive confirmations')
            [CompletionResult]::new('--no-input', '--no-input', [CompletionResultType]::ParameterName, 'Never prompt; anything that needs a confirmation fails instead')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Trace requests and responses on stderr (never the key)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Trace requests and responses on stderr (never the key)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'No progress, no notices: errors only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'No progress, no notices: errors only')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request (method, URL, body, the quota it would spend) instead of sending it')
            [CompletionResult]::new('--curl', '--curl', [CompletionResultType]::ParameterName, 'Print the request as a runnable curl command (key as $TALENT_API_KEY) instead of sending it')
            [CompletionResult]::new('--resume', '--resume', [CompletionResultType]::ParameterName, 'Continue an interrupted --out export of the same command from its checkpoint')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of csv and tsv output')
            [CompletionResult]::new('--no-formula-guard', '--no-formula-guard', [CompletionResultType]::ParameterName, 'Write CSV cells raw (by default a cell starting with = + - @, tab or CR that is not a plain number gets a '' prefix)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List jobs')
            [CompletionResult]::new('create', 'create', [CompletionResultType]::ParameterValue, 'Create a job')
            [CompletionResult]::new('update', 'update', [CompletionResultType]::ParameterValue, 'Change a job''s fields')
            [CompletionResult]::new('pause', 'pause', [CompletionResultType]::ParameterValue, 'Pause a job (sourcing halts)')
            [CompletionResult]::new('resume', 'resume', [CompletionResultType]::ParameterValue, 'Resume a paused job')
            [CompletionResult]::new('close', 'close', [CompletionResultType]::ParameterValue, 'Close a job permanently')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'talent;jobs;list' {
            [CompletionResult]::new('--status', '--status', [CompletionResultType]::ParameterName, 'Only jobs in this status (uses the additional interface)')
            [CompletionResult]::new('--page', '--page', [CompletionResultType]::ParameterName, 'Page to start from')
            [CompletionResult]::new('--page-size', '--page-size', [CompletionResultType]::ParameterName, 'Jobs per page: 1 to 20 (1 to 50 with --status)')
            [CompletionResult]::new('--per-page', '--per-page', [CompletionResultType]::ParameterName, 'Jobs per page: 1 to 20 (1 to 50 with --status)')
            [CompletionResult]::new('--limit', '--limit', [CompletionResultType]::ParameterName, 'Fetch pages until N records')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Main interface base URL (ends in /api/v1)')
            [CompletionResult]::new('--alt-base-url', '--alt-base-url', [CompletionResultType]::ParameterName, 'Additional interface base URL (ends in /v1)')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Named key and settings [default: default]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, json otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, json otherwise]')
            [CompletionResult]::new('--fields', '--fields', [CompletionResultType]::ParameterName, 'Choose and order columns or keys; dotted paths reach nested fields')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colour notices on stderr (also honours NO_COLOR)')
            [CompletionResult]::new('--max-wait', '--max-wait', [CompletionResultType]::ParameterName, 'Longest rate-limit wait accepted before exit 6, e.g. 30s, 10m')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Connect, first-byte and between-bytes timeout of one attempt')
            [CompletionResult]::new('--out', '--out', [CompletionResultType]::ParameterName, 'Write the data atomically to FILE (FILE.partial, then rename) instead of stdout')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression (built in; implies -o json)')
            [CompletionResult]::new('--max-unlocks', '--max-unlocks', [CompletionResultType]::ParameterName, 'The most unlocks this run may spend')
            [CompletionResult]::new('--max-searches', '--max-searches', [CompletionResultType]::ParameterName, 'The most searches (search pages) this run may spend, retried pages included')
            [CompletionResult]::new('--max-messages', '--max-messages', [CompletionResultType]::ParameterName, 'The most messages (invites) this run may spend')
            [CompletionResult]::new('--include-paused', '--include-paused', [CompletionResultType]::ParameterName, 'Also list paused jobs (main interface)')
            [CompletionResult]::new('--all', '--all', [CompletionResultType]::ParameterName, 'Fetch every page until the end')
            [CompletionResult]::new('--sandbox', '--sandbox', [CompletionResultType]::ParameterName, 'Run against the embedded simulator; no key needed')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Accept quota-spending and destructive confirmations')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Accept quota-spending and destructive confirmations')
            [CompletionResult]::new('--no-input', '--no-input', [CompletionResultType]::ParameterName, 'Never prompt; anything that needs a confirmation fails instead')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Trace requests and responses on stderr (never the key)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Trace requests and responses on stderr (never the key)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'No progress, no notices: errors only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'No progress, no notices: errors only')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request (method, URL, body, the quota it would spend) instead of sending it')
            [CompletionResult]::new('--curl', '--curl', [CompletionResultType]::ParameterName, 'Print the request as a runnable curl command (key as $TALENT_API_KEY) instead of sending it')
            [CompletionResult]::new('--resume', '--resume', [CompletionResultType]::ParameterName, 'Continue an interrupted --out export of the same command from its checkpoint')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of csv and tsv output')
            [CompletionResult]::new('--no-formula-guard', '--no-formula-guard', [CompletionResultType]::ParameterName, 'Write CSV cells raw (by default a cell starting with = + - @, tab or CR that is not a plain number gets a '' prefix)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'talent;jobs;create' {
            [CompletionResult]::new('--title', '--title', [CompletionResultType]::ParameterName, 'Job title (at most 150 characters)')
            [CompletionResult]::new('--description', '--description', [CompletionResultType]::ParameterName, 'Description (Markdown)')
            [CompletionResult]::new('--description-file', '--description-file', [CompletionResultType]::ParameterName, 'Read the description from a file (`-` for stdin)')
            [CompletionResult]::new('--set', '--set', [CompletionResultType]::ParameterName, 'Set a top-level body field (repeatable)')
            [CompletionResult]::new('--from-file', '--from-file', [CompletionResultType]::ParameterName, 'Start from this JSON object (`-` for stdin)')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Main interface base URL (ends in /api/v1)')
            [CompletionResult]::new('--alt-base-url', '--alt-base-url', [CompletionResultType]::ParameterName, 'Additional interface base URL (ends in /v1)')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Named key and settings [default: default]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, json otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, json otherwise]')
            [CompletionResult]::new('--fields', '--fields', [CompletionResultType]::ParameterName, 'Choose and order columns or keys; dotted paths reach nested fields')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colour notices on stderr (also honours NO_COLOR)')
            [CompletionResult]::new('--max-wait', '--max-wait', [CompletionResultType]::ParameterName, 'Longest rate-limit wait accepted before exit 6, e.g. 30s, 10m')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Connect, first-byte and between-bytes timeout of one attempt')
            [CompletionResult]::new('--out', '--out', [CompletionResultType]::ParameterName, 'Write the data atomically to FILE (FILE.partial, then rename) instead of stdout')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression (built in; implies -o json)')
            [CompletionResult]::new('--max-unlocks', '--max-unlocks', [CompletionResultType]::ParameterName, 'The most unlocks this run may spend')
            [CompletionResult]::new('--max-searches', '--max-searches', [CompletionResultType]::ParameterName, 'The most searches (search pages) this run may spend, retried pages included')
            [CompletionResult]::new('--max-messages', '--max-messages', [CompletionResultType]::ParameterName, 'The most messages (invites) this run may spend')
            [CompletionResult]::new('--sandbox', '--sandbox', [CompletionResultType]::ParameterName, 'Run against the embedded simulator; no key needed')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Accept quota-spending and destructive confirmations')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Accept quota-spending and destructive confirmations')
            [CompletionResult]::new('--no-input', '--no-input', [CompletionResultType]::ParameterName, 'Never prompt; anything that needs a confirmation fails instead')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Trace requests and responses on stderr (never the key)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Trace requests and responses on stderr (never the key)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'No progress, no notices: errors only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'No progress, no notices: errors only')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request (method, URL, body, the quota it would spend) instead of sending it')
            [CompletionResult]::new('--curl', '--curl', [CompletionResultType]::ParameterName, 'Print the request as a runnable curl command (key as $TALENT_API_KEY) instead of sending it')
            [CompletionResult]::new('--resume', '--resume', [CompletionResultType]::ParameterName, 'Continue an interrupted --out export of the same command from its checkpoint')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of csv and tsv output')
            [CompletionResult]::new('--no-formula-guard', '--no-formula-guard', [CompletionResultType]::ParameterName, 'Write CSV cells raw (by default a cell starting with = + - @, tab or CR that is not a plain number gets a '' prefix)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'talent;jobs;update' {
            [CompletionResult]::new('--title', '--title', [CompletionResultType]::ParameterName, 'New title (at most 150 characters)')
            [CompletionResult]::new('--description', '--description', [CompletionResultType]::ParameterName, 'New description (Markdown)')
            [CompletionResult]::new('--description-file', '--description-file', [CompletionResultType]::ParameterName, 'Read the new description from a file (`-` for stdin)')
            [CompletionResult]::new('--skills-required', '--skills-required', [CompletionResultType]::ParameterName, 'Required skills (replaces the list)')
            [CompletionResult]::new('--skills-preferred', '--skills-preferred', [CompletionResultType]::ParameterName, 'Preferred skills (replaces the list)')
            [CompletionResult]::new('--experience-min', '--experience-min', [CompletionResultType]::ParameterName, 'Minimum years of experience')
            [CompletionResult]::new('--experience-max', '--experience-max', [CompletionResultType]::ParameterName, 'Maximum years of experience')
            [CompletionResult]::new('--location', '--location', [CompletionResultType]::ParameterName, 'City name or Remote')
            [CompletionResult]::new('--remote-type', '--remote-type', [CompletionResultType]::ParameterName, 'Where the work happens')
            [CompletionResult]::new('--salary-min', '--salary-min', [CompletionResultType]::ParameterName, 'Minimum annual salary (INR: 1800000, 18L, 1.2Cr)')
            [CompletionResult]::new('--salary-max', '--salary-max', [CompletionResultType]::ParameterName, 'Maximum annual salary (INR)')
            [CompletionResult]::new('--status', '--status', [CompletionResultType]::ParameterName, 'New status (closed is permanent and asks first)')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Main interface base URL (ends in /api/v1)')
            [CompletionResult]::new('--alt-base-url', '--alt-base-url', [CompletionResultType]::ParameterName, 'Additional interface base URL (ends in /v1)')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Named key and settings [default: default]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, json otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, json otherwise]')
            [CompletionResult]::new('--fields', '--fields', [CompletionResultType]::ParameterName, 'Choose and order columns or keys; dotted paths reach nested fields')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colour notices on stderr (also honours NO_COLOR)')
            [CompletionResult]::new('--max-wait', '--max-wait', [CompletionResultType]::ParameterName, 'Longest rate-limit wait accepted before exit 6, e.g. 30s, 10m')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Connect, first-byte and between-bytes timeout of one attempt')
            [CompletionResult]::new('--out', '--out', [CompletionResultType]::ParameterName, 'Write the data atomically to FILE (FILE.partial, then rename) instead of stdout')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression (built in; implies -o json)')
            [CompletionResult]::new('--max-unlocks', '--max-unlocks', [CompletionResultType]::ParameterName, 'The most unlocks this run may spend')
            [CompletionResult]::new('--max-searches', '--max-searches', [CompletionResultType]::ParameterName, 'The most searches (search pages) this run may spend, retried pages included')
            [CompletionResult]::new('--max-messages', '--max-messages', [CompletionResultType]::ParameterName, 'The most messages (invites) this run may spend')
            [CompletionResult]::new('--sandbox', '--sandbox', [CompletionResultType]::ParameterName, 'Run against the embedded simulator; no key needed')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Accept quota-spending and destructive confirmations')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Accept quota-spending and destructive confirmations')
            [CompletionResult]::new('--no-input', '--no-input', [CompletionResultType]::ParameterName, 'Never prompt; anything that needs a confirmation fails instead')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Trace requests and responses on stderr (never the key)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Trace requests and responses on stderr (never the key)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'No progress, no notices: errors only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'No progress, no notices: errors only')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request (method, URL, body, the quota it would spend) instead of sending it')
            [CompletionResult]::new('--curl', '--curl', [CompletionResultType]::ParameterName, 'Print the request as a runnable curl command (key as $TALENT_API_KEY) instead of sending it')
            [CompletionResult]::new('--resume', '--resume', [CompletionResultType]::ParameterName, 'Continue an interrupted --out export of the same command from its checkpoint')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of csv and tsv output')
            [CompletionResult]::new('--no-formula-guard', '--no-formula-guard', [CompletionResultType]::ParameterName, 'Write CSV cells raw (by default a cell starting with = + - @, tab or CR that is not a plain number gets a '' prefix)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'talent;jobs;pause' {
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Main interface base URL (ends in /api/v1)')
            [CompletionResult]::new('--alt-base-url', '--alt-base-url', [CompletionResultType]::ParameterName, 'Additional interface base URL (ends in /v1)')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Named key and settings [default: default]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, json otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, json otherwise]')
            [CompletionResult]::new('--fields', '--fields', [CompletionResultType]::ParameterName, 'Choose and order columns or keys; dotted paths reach nested fields')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colour notices on stderr (also honours NO_COLOR)')
            [CompletionResult]::new('--max-wait', '--max-wait', [CompletionResultType]::ParameterName, 'Longest rate-limit wait accepted before exit 6, e.g. 30s, 10m')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Connect, first-byte and between-bytes timeout of one attempt')
            [CompletionResult]::new('--out', '--out', [CompletionResultType]::ParameterName, 'Write the data atomically to FILE (FILE.partial, then rename) instead of stdout')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression (built in; implies -o json)')
            [CompletionResult]::new('--max-unlocks', '--max-unlocks', [CompletionResultType]::ParameterName, 'The most unlocks this run may spend')
            [CompletionResult]::new('--max-searches', '--max-searches', [CompletionResultType]::ParameterName, 'The most searches (search pages) this run may spend, retried pages included')
            [CompletionResult]::new('--max-messages', '--max-messages', [CompletionResultType]::ParameterName, 'The most messages (invites) this run may spend')
            [CompletionResult]::new('--sandbox', '--sandbox', [CompletionResultType]::ParameterName, 'Run against the embedded simulator; no key needed')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Accept quota-spending and destructive confirmations')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Accept quota-spending and destructive confirmations')
            [CompletionResult]::new('--no-input', '--no-input', [CompletionResultType]::ParameterName, 'Never prompt; anything that needs a confirmation fails instead')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Trace requests and responses on stderr (never the key)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Trace requests and responses on stderr (never the key)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'No progress, no notices: errors only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'No progress, no notices: errors only')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request (method, URL, body, the quota it would spend) instead of sending it')
            [CompletionResult]::new('--curl', '--curl', [CompletionResultType]::ParameterName, 'Print the request as a runnable curl command (key as $TALENT_API_KEY) instead of sending it')
            [CompletionResult]::new('--resume', '--resume', [CompletionResultType]::ParameterName, 'Continue an interrupted --out export of the same command from its checkpoint')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of csv and tsv output')
            [CompletionResult]::new('--no-formula-guard', '--no-formula-guard', [CompletionResultType]::ParameterName, 'Write CSV cells raw (by default a cell starting with = + - @, tab or CR that is not a plain number gets a '' prefix)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'talent;jobs;resume' {
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Main interface base URL (ends in /api/v1)')
            [CompletionResult]::new('--alt-base-url', '--alt-base-url', [CompletionResultType]::ParameterName, 'Additional interface base URL (ends in /v1)')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Named key and settings [default: default]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, json otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, json otherwise]')
            [CompletionResult]::new('--fields', '--fields', [CompletionResultType]::ParameterName, 'Choose and order columns or keys; dotted paths reach nested fields')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colour notices on stderr (also honours NO_COLOR)')
            [CompletionResult]::new('--max-wait', '--max-wait', [CompletionResultType]::ParameterName, 'Longest rate-limit wait accepted before exit 6, e.g. 30s, 10m')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Connect, first-byte and between-bytes timeout of one attempt')
            [CompletionResult]::new('--out', '--out', [CompletionResultType]::ParameterName, 'Write the data atomically to FILE (FILE.partial, then rename) instead of stdout')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression (built in; implies -o json)')
            [CompletionResult]::new('--max-unlocks', '--max-unlocks', [CompletionResultType]::ParameterName, 'The most unlocks this run may spend')
            [CompletionResult]::new('--max-searches', '--max-searches', [CompletionResultType]::ParameterName, 'The most searches (search pages) this run may spend, retried pages included')
            [CompletionResult]::new('--max-messages', '--max-messages', [CompletionResultType]::ParameterName, 'The most messages (invites) this run may spend')
            [CompletionResult]::new('--sandbox', '--sandbox', [CompletionResultType]::ParameterName, 'Run against the embedded simulator; no key needed')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Accept quota-spending and destructive confirmations')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Accept quota-spending and destructive confirmations')
            [CompletionResult]::new('--no-input', '--no-input', [CompletionResultType]::ParameterName, 'Never prompt; anything that needs a confirmation fails instead')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Trace requests and responses on stderr (never the key)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Trace requests and responses on stderr (never the key)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'No progress, no notices: errors only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'No progress, no notices: errors only')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request (method, URL, body, the quota it would spend) instead of sending it')
            [CompletionResult]::new('--curl', '--curl', [CompletionResultType]::ParameterName, 'Print the request as a runnable curl command (key as $TALENT_API_KEY) instead of sending it')
            [CompletionResult]::new('--resume', '--resume', [CompletionResultType]::ParameterName, 'Continue an interrupted --out export of the same command from its checkpoint')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of csv and tsv output')
            [CompletionResult]::new('--no-formula-guard', '--no-formula-guard', [CompletionResultType]::ParameterName, 'Write CSV cells raw (by default a cell starting with = + - @, tab or CR that is not a plain number gets a '' prefix)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'talent;jobs;close' {
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Main interface base URL (ends in /api/v1)')
            [CompletionResult]::new('--alt-base-url', '--alt-base-url', [CompletionResultType]::ParameterName, 'Additional interface base URL (ends in /v1)')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Named key and settings [default: default]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, json otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, json otherwise]')
            [CompletionResult]::new('--fields', '--fields', [CompletionResultType]::ParameterName, 'Choose and order columns or keys; dotted paths reach nested fields')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colour notices on stderr (also honours NO_COLOR)')
            [CompletionResult]::new('--max-wait', '--max-wait', [CompletionResultType]::ParameterName, 'Longest rate-limit wait accepted before exit 6, e.g. 30s, 10m')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Connect, first-byte and between-bytes timeout of one attempt')
            [CompletionResult]::new('--out', '--out', [CompletionResultType]::ParameterName, 'Write the data atomically to FILE (FILE.partial, then rename) instead of stdout')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression (built in; implies -o json)')
            [CompletionResult]::new('--max-unlocks', '--max-unlocks', [CompletionResultType]::ParameterName, 'The most unlocks this run may spend')
            [CompletionResult]::new('--max-searches', '--max-searches', [CompletionResultType]::ParameterName, 'The most searches (search pages) this run may spend, retried pages included')
            [CompletionResult]::new('--max-messages', '--max-messages', [CompletionResultType]::ParameterName, 'The most messages (invites) this run may spend')
            [CompletionResult]::new('--sandbox', '--sandbox', [CompletionResultType]::ParameterName, 'Run against the embedded simulator; no key needed')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Accept quota-spending and destructive confirmations')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Accept quota-spending and destructive confirmations')
            [CompletionResult]::new('--no-input', '--no-input', [CompletionResultType]::ParameterName, 'Never prompt; anything that needs a confirmation fails instead')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Trace requests and responses on stderr (never the key)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Trace requests and responses on stderr (never the key)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'No progress, no notices: errors only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'No progress, no notices: errors only')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request (method, URL, body, the quota it would spend) instead of sending it')
            [CompletionResult]::new('--curl', '--curl', [CompletionResultType]::ParameterName, 'Print the request as a runnable curl command (key as $TALENT_API_KEY) instead of sending it')
            [CompletionResult]::new('--resume', '--resume', [CompletionResultType]::ParameterName, 'Continue an interrupted --out export of the same command from its checkpoint')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of csv and tsv output')
            [CompletionResult]::new('--no-formula-guard', '--no-formula-guard', [CompletionResultType]::ParameterName, 'Write CSV cells raw (by default a cell starting with = + - @, tab or CR that is not a plain number gets a '' prefix)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'talent;jobs;help' {
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List jobs')
            [CompletionResult]::new('create', 'create', [CompletionResultType]::ParameterValue, 'Create a job')
            [CompletionResult]::new('update', 'update', [CompletionResultType]::ParameterValue, 'Change a job''s fields')
            [CompletionResult]::new('pause', 'pause', [CompletionResultType]::ParameterValue, 'Pause a job (sourcing halts)')
            [CompletionResult]::new('resume', 'resume', [CompletionResultType]::ParameterValue, 'Resume a paused job')
            [CompletionResult]::new('close', 'close', [CompletionResultType]::ParameterValue, 'Close a job permanently')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'talent;jobs;help;list' {
            break
        }
        'talent;jobs;help;create' {
            break
        }
        'talent;jobs;help;update' {
            break
        }
        'talent;jobs;help;pause' {
            break
        }
        'talent;jobs;help;resume' {
            break
        }
        'talent;jobs;help;close' {
            break
        }
        'talent;jobs;help;help' {
            break
        }
        'talent;stages' {
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Main interface base URL (ends in /api/v1)')
            [CompletionResult]::new('--alt-base-url', '--alt-base-url', [CompletionResultType]::ParameterName, 'Additional interface base URL (ends in /v1)')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Named key and settings [default: default]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, json otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, json otherwise]')
            [CompletionResult]::new('--fields', '--fields', [CompletionResultType]::ParameterName, 'Choose and order columns or keys; dotted paths reach nested fields')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colour notices on stderr (also honours NO_COLOR)')
            [CompletionResult]::new('--max-wait', '--max-wait', [CompletionResultType]::ParameterName, 'Longest rate-limit wait accepted before exit 6, e.g. 30s, 10m')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Connect, first-byte and between-bytes timeout of one attempt')
            [CompletionResult]::new('--out', '--out', [CompletionResultType]::ParameterName, 'Write the data atomically to FILE (FILE.partial, then rename) instead of stdout')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression (built in; implies -o json)')
            [CompletionResult]::new('--max-unlocks', '--max-unlocks', [CompletionResultType]::ParameterName, 'The most unlocks this run may spend')
            [CompletionResult]::new('--max-searches', '--max-searches', [CompletionResultType]::ParameterName, 'The most searches (search pages) this run may spend, retried pages included')
            [CompletionResult]::new('--max-messages', '--max-messages', [CompletionResultType]::ParameterName, 'The most messages (invites) this run may spend')
            [CompletionResult]::new('--sandbox', '--sandbox', [CompletionResultType]::ParameterName, 'Run against the embedded simulator; no key needed')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Accept quota-spending and destructive confirmations')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Accept quota-spending and destructive confirmations')
            [CompletionResult]::new('--no-input', '--no-input', [CompletionResultType]::ParameterName, 'Never prompt; anything that needs a confirmation fails instead')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Trace requests and responses on stderr (never the key)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Trace requests and responses on stderr (never the key)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'No progress, no notices: errors only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'No progress, no notices: errors only')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request (method, URL, body, the quota it would spend) instead of sending it')
            [CompletionResult]::new('--curl', '--curl', [CompletionResultType]::ParameterName, 'Print the request as a runnable curl command (key as $TALENT_API_KEY) instead of sending it')
            [CompletionResult]::new('--resume', '--resume', [CompletionResultType]::ParameterName, 'Continue an interrupted --out export of the same command from its checkpoint')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of csv and tsv output')
            [CompletionResult]::new('--no-formula-guard', '--no-formula-guard', [CompletionResultType]::ParameterName, 'Write CSV cells raw (by default a cell starting with = + - @, tab or CR that is not a plain number gets a '' prefix)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'talent;apps' {
            [CompletionResult]::new('--stage', '--stage', [CompletionResultType]::ParameterName, 'Only applications in this stage (a stageId from `talent stages`)')
            [CompletionResult]::new('--page', '--page', [CompletionResultType]::ParameterName, 'Page to fetch (first of several with --limit/--all)')
            [CompletionResult]::new('--page-size', '--page-size', [CompletionResultType]::ParameterName, 'Applications per page, 1 to 20 [default: 10, or 20 with --limit/--all]')
            [CompletionResult]::new('--limit', '--limit', [CompletionResultType]::ParameterName, 'Fetch pages until N records')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Main interface base URL (ends in /api/v1)')
            [CompletionResult]::new('--alt-base-url', '--alt-base-url', [CompletionResultType]::ParameterName, 'Additional interface base URL (ends in /v1)')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Named key and settings [default: default]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, json otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, json otherwise]')
            [CompletionResult]::new('--fields', '--fields', [CompletionResultType]::ParameterName, 'Choose and order columns or keys; dotted paths reach nested fields')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colour notices on stderr (also honours NO_COLOR)')
            [CompletionResult]::new('--max-wait', '--max-wait', [CompletionResultType]::ParameterName, 'Longest rate-limit wait accepted before exit 6, e.g. 30s, 10m')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Connect, first-byte and between-bytes timeout of one attempt')
            [CompletionResult]::new('--out', '--out', [CompletionResultType]::ParameterName, 'Write the data atomically to FILE (FILE.partial, then rename) instead of stdout')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression (built in; implies -o json)')
            [CompletionResult]::new('--max-unlocks', '--max-unlocks', [CompletionResultType]::ParameterName, 'The most unlocks this run may spend')
            [CompletionResult]::new('--max-searches', '--max-searches', [CompletionResultType]::ParameterName, 'The most searches (search pages) this run may spend, retried pages included')
            [CompletionResult]::new('--max-messages', '--max-messages', [CompletionResultType]::ParameterName, 'The most messages (invites) this run may spend')
            [CompletionResult]::new('--all', '--all', [CompletionResultType]::ParameterName, 'Fetch every page until the end')
            [CompletionResult]::new('--sandbox', '--sandbox', [CompletionResultType]::ParameterName, 'Run against the embedded simulator; no key needed')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Accept quota-spending and destructive confirmations')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Accept quota-spending and destructive confirmations')
            [CompletionResult]::new('--no-input', '--no-input', [CompletionResultType]::ParameterName, 'Never prompt; anything that needs a confirmation fails instead')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Trace requests and responses on stderr (never the key)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Trace requests and responses on stderr (never the key)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'No progress, no notices: errors only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'No progress, no notices: errors only')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request (method, URL, body, the quota it would spend) instead of sending it')
            [CompletionResult]::new('--curl', '--curl', [CompletionResultType]::ParameterName, 'Print the request as a runnable curl command (key as $TALENT_API_KEY) instead of sending it')
            [CompletionResult]::new('--resume', '--resume', [CompletionResultType]::ParameterName, 'Continue an interrupted --out export of the same command from its checkpoint')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of csv and tsv output')
            [CompletionResult]::new('--no-formula-guard', '--no-formula-guard', [CompletionResultType]::ParameterName, 'Write CSV cells raw (by default a cell starting with = + - @, tab or CR that is not a plain number gets a '' prefix)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'talent;invite' {
            [CompletionResult]::new('--job', '--job', [CompletionResultType]::ParameterName, 'Job to invite to (from `talent jobs list`)')
            [CompletionResult]::new('--message', '--message', [CompletionResultType]::ParameterName, 'The message to send')
            [CompletionResult]::new('--message-file', '--message-file', [CompletionResultType]::ParameterName, 'Read the message from a file (- for stdin)')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Main interface base URL (ends in /api/v1)')
            [CompletionResult]::new('--alt-base-url', '--alt-base-url', [CompletionResultType]::ParameterName, 'Additional interface base URL (ends in /v1)')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Named key and settings [default: default]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, json otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, json otherwise]')
            [CompletionResult]::new('--fields', '--fields', [CompletionResultType]::ParameterName, 'Choose and order columns or keys; dotted paths reach nested fields')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colour notices on stderr (also honours NO_COLOR)')
            [CompletionResult]::new('--max-wait', '--max-wait', [CompletionResultType]::ParameterName, 'Longest rate-limit wait accepted before exit 6, e.g. 30s, 10m')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Connect, first-byte and between-bytes timeout of one attempt')
            [CompletionResult]::new('--out', '--out', [CompletionResultType]::ParameterName, 'Write the data atomically to FILE (FILE.partial, then rename) instead of stdout')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression (built in; implies -o json)')
            [CompletionResult]::new('--max-unlocks', '--max-unlocks', [CompletionResultType]::ParameterName, 'The most unlocks this run may spend')
            [CompletionResult]::new('--max-searches', '--max-searches', [CompletionResultType]::ParameterName, 'The most searches (search pages) this run may spend, retried pages included')
            [CompletionResult]::new('--max-messages', '--max-messages', [CompletionResultType]::ParameterName, 'The most messages (invites) this run may spend')
            [CompletionResult]::new('--sandbox', '--sandbox', [CompletionResultType]::ParameterName, 'Run against the embedded simulator; no key needed')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Accept quota-spending and destructive confirmations')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Accept quota-spending and destructive confirmations')
            [CompletionResult]::new('--no-input', '--no-input', [CompletionResultType]::ParameterName, 'Never prompt; anything that needs a confirmation fails instead')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Trace requests and responses on stderr (never the key)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Trace requests and responses on stderr (never the key)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'No progress, no notices: errors only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'No progress, no notices: errors only')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request (method, URL, body, the quota it would spend) instead of sending it')
            [CompletionResult]::new('--curl', '--curl', [CompletionResultType]::ParameterName, 'Print the request as a runnable curl command (key as $TALENT_API_KEY) instead of sending it')
            [CompletionResult]::new('--resume', '--resume', [CompletionResultType]::ParameterName, 'Continue an interrupted --out export of the same command from its checkpoint')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of csv and tsv output')
            [CompletionResult]::new('--no-formula-guard', '--no-formula-guard', [CompletionResultType]::ParameterName, 'Write CSV cells raw (by default a cell starting with = + - @, tab or CR that is not a plain number gets a '' prefix)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'talent;message' {
            [CompletionResult]::new('--message', '--message', [CompletionResultType]::ParameterName, 'The message to send')
            [CompletionResult]::new('--message-file', '--message-file', [CompletionResultType]::ParameterName, 'Read the message from a file (- for stdin)')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Main interface base URL (ends in /api/v1)')
            [CompletionResult]::new('--alt-base-url', '--alt-base-url', [CompletionResultType]::ParameterName, 'Additional interface base URL (ends in /v1)')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Named key and settings [default: default]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, json otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, json otherwise]')
            [CompletionResult]::new('--fields', '--fields', [CompletionResultType]::ParameterName, 'Choose and order columns or keys; dotted paths reach nested fields')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colour notices on stderr (also honours NO_COLOR)')
            [CompletionResult]::new('--max-wait', '--max-wait', [CompletionResultType]::ParameterName, 'Longest rate-limit wait accepted before exit 6, e.g. 30s, 10m')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Connect, first-byte and between-bytes timeout of one attempt')
            [CompletionResult]::new('--out', '--out', [CompletionResultType]::ParameterName, 'Write the data atomically to FILE (FILE.partial, then rename) instead of stdout')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression (built in; implies -o json)')
            [CompletionResult]::new('--max-unlocks', '--max-unlocks', [CompletionResultType]::ParameterName, 'The most unlocks this run may spend')
            [CompletionResult]::new('--max-searches', '--max-searches', [CompletionResultType]::ParameterName, 'The most searches (search pages) this run may spend, retried pages included')
            [CompletionResult]::new('--max-messages', '--max-messages', [CompletionResultType]::ParameterName, 'The most messages (invites) this run may spend')
            [CompletionResult]::new('--sandbox', '--sandbox', [CompletionResultType]::ParameterName, 'Run against the embedded simulator; no key needed')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Accept quota-spending and destructive confirmations')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Accept quota-spending and destructive confirmations')
            [CompletionResult]::new('--no-input', '--no-input', [CompletionResultType]::ParameterName, 'Never prompt; anything that needs a confirmation fails instead')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Trace requests and responses on stderr (never the key)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Trace requests and responses on stderr (never the key)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'No progress, no notices: errors only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'No progress, no notices: errors only')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request (method, URL, body, the quota it would spend) instead of sending it')
            [CompletionResult]::new('--curl', '--curl', [CompletionResultType]::ParameterName, 'Print the request as a runnable curl command (key as $TALENT_API_KEY) instead of sending it')
            [CompletionResult]::new('--resume', '--resume', [CompletionResultType]::ParameterName, 'Continue an interrupted --out export of the same command from its checkpoint')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of csv and tsv output')
            [CompletionResult]::new('--no-formula-guard', '--no-formula-guard', [CompletionResultType]::ParameterName, 'Write CSV cells raw (by default a cell starting with = + - @, tab or CR that is not a plain number gets a '' prefix)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'talent;usage' {
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Main interface base URL (ends in /api/v1)')
            [CompletionResult]::new('--alt-base-url', '--alt-base-url', [CompletionResultType]::ParameterName, 'Additional interface base URL (ends in /v1)')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Named key and settings [default: default]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, json otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, json otherwise]')
            [CompletionResult]::new('--fields', '--fields', [CompletionResultType]::ParameterName, 'Choose and order columns or keys; dotted paths reach nested fields')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colour notices on stderr (also honours NO_COLOR)')
            [CompletionResult]::new('--max-wait', '--max-wait', [CompletionResultType]::ParameterName, 'Longest rate-limit wait accepted before exit 6, e.g. 30s, 10m')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Connect, first-byte and between-bytes timeout of one attempt')
            [CompletionResult]::new('--out', '--out', [CompletionResultType]::ParameterName, 'Write the data atomically to FILE (FILE.partial, then rename) instead of stdout')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression (built in; implies -o json)')
            [CompletionResult]::new('--max-unlocks', '--max-unlocks', [CompletionResultType]::ParameterName, 'The most unlocks this run may spend')
            [CompletionResult]::new('--max-searches', '--max-searches', [CompletionResultType]::ParameterName, 'The most searches (search pages) this run may spend, retried pages included')
            [CompletionResult]::new('--max-messages', '--max-messages', [CompletionResultType]::ParameterName, 'The most messages (invites) this run may spend')
            [CompletionResult]::new('--local', '--local', [CompletionResultType]::ParameterName, 'Print the local audit log of spends instead of asking the service')
            [CompletionResult]::new('--sandbox', '--sandbox', [CompletionResultType]::ParameterName, 'Run against the embedded simulator; no key needed')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Accept quota-spending and destructive confirmations')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Accept quota-spending and destructive confirmations')
            [CompletionResult]::new('--no-input', '--no-input', [CompletionResultType]::ParameterName, 'Never prompt; anything that needs a confirmation fails instead')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Trace requests and responses on stderr (never the key)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Trace requests and responses on stderr (never the key)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'No progress, no notices: errors only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'No progress, no notices: errors only')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request (method, URL, body, the quota it would spend) instead of sending it')
            [CompletionResult]::new('--curl', '--curl', [CompletionResultType]::ParameterName, 'Print the request as a runnable curl command (key as $TALENT_API_KEY) instead of sending it')
            [CompletionResult]::new('--resume', '--resume', [CompletionResultType]::ParameterName, 'Continue an interrupted --out export of the same command from its checkpoint')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of csv and tsv output')
            [CompletionResult]::new('--no-formula-guard', '--no-formula-guard', [CompletionResultType]::ParameterName, 'Write CSV cells raw (by default a cell starting with = + - @, tab or CR that is not a plain number gets a '' prefix)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'talent;shortlist' {
            [CompletionResult]::new('--limit', '--limit', [CompletionResultType]::ParameterName, 'Entries to return: 1 to 50 [service default: 20]')
            [CompletionResult]::new('--quality-min', '--quality-min', [CompletionResultType]::ParameterName, 'Only candidates with a quality score of at least N (0 to 100)')
            [CompletionResult]::new('--availability', '--availability', [CompletionResultType]::ParameterName, 'Only candidates with this availability')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Main interface base URL (ends in /api/v1)')
            [CompletionResult]::new('--alt-base-url', '--alt-base-url', [CompletionResultType]::ParameterName, 'Additional interface base URL (ends in /v1)')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Named key and settings [default: default]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, json otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, json otherwise]')
            [CompletionResult]::new('--fields', '--fields', [CompletionResultType]::ParameterName, 'Choose and order columns or keys; dotted paths reach nested fields')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colour notices on stderr (also honours NO_COLOR)')
            [CompletionResult]::new('--max-wait', '--max-wait', [CompletionResultType]::ParameterName, 'Longest rate-limit wait accepted before exit 6, e.g. 30s, 10m')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Connect, first-byte and between-bytes timeout of one attempt')
            [CompletionResult]::new('--out', '--out', [CompletionResultType]::ParameterName, 'Write the data atomically to FILE (FILE.partial, then rename) instead of stdout')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression (built in; implies -o json)')
            [CompletionResult]::new('--max-unlocks', '--max-unlocks', [CompletionResultType]::ParameterName, 'The most unlocks this run may spend')
            [CompletionResult]::new('--max-searches', '--max-searches', [CompletionResultType]::ParameterName, 'The most searches (search pages) this run may spend, retried pages included')
            [CompletionResult]::new('--max-messages', '--max-messages', [CompletionResultType]::ParameterName, 'The most messages (invites) this run may spend')
            [CompletionResult]::new('--sandbox', '--sandbox', [CompletionResultType]::ParameterName, 'Run against the embedded simulator; no key needed')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Accept quota-spending and destructive confirmations')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Accept quota-spending and destructive confirmations')
            [CompletionResult]::new('--no-input', '--no-input', [CompletionResultType]::ParameterName, 'Never prompt; anything that needs a confirmation fails instead')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Trace requests and responses on stderr (never the key)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Trace requests and responses on stderr (never the key)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'No progress, no notices: errors only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'No progress, no notices: errors only')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request (method, URL, body, the quota it would spend) instead of sending it')
            [CompletionResult]::new('--curl', '--curl', [CompletionResultType]::ParameterName, 'Print the request as a runnable curl command (key as $TALENT_API_KEY) instead of sending it')
            [CompletionResult]::new('--resume', '--resume', [CompletionResultType]::ParameterName, 'Continue an interrupted --out export of the same command from its checkpoint')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of csv and tsv output')
            [CompletionResult]::new('--no-formula-guard', '--no-formula-guard', [CompletionResultType]::ParameterName, 'Write CSV cells raw (by default a cell starting with = + - @, tab or CR that is not a plain number gets a '' prefix)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'talent;bulk-invite' {
            [CompletionResult]::new('--candidates', '--candidates', [CompletionResultType]::ParameterName, 'Candidate ids (cand_...), repeated or comma-separated')
            [CompletionResult]::new('--candidates-file', '--candidates-file', [CompletionResultType]::ParameterName, 'Read candidate ids from a file (`-` for stdin)')
            [CompletionResult]::new('--channel', '--channel', [CompletionResultType]::ParameterName, 'How to reach them [service default: both]')
            [CompletionResult]::new('--message', '--message', [CompletionResultType]::ParameterName, 'Custom message, at most 500 characters [default: the service''s template]')
            [CompletionResult]::new('--message-file', '--message-file', [CompletionResultType]::ParameterName, 'Read the custom message from a file (`-` for stdin)')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Main interface base URL (ends in /api/v1)')
            [CompletionResult]::new('--alt-base-url', '--alt-base-url', [CompletionResultType]::ParameterName, 'Additional interface base URL (ends in /v1)')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Named key and settings [default: default]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, json otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, json otherwise]')
            [CompletionResult]::new('--fields', '--fields', [CompletionResultType]::ParameterName, 'Choose and order columns or keys; dotted paths reach nested fields')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colour notices on stderr (also honours NO_COLOR)')
            [CompletionResult]::new('--max-wait', '--max-wait', [CompletionResultType]::ParameterName, 'Longest rate-limit wait accepted before exit 6, e.g. 30s, 10m')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Connect, first-byte and between-bytes timeout of one attempt')
            [CompletionResult]::new('--out', '--out', [CompletionResultType]::ParameterName, 'Write the data atomically to FILE (FILE.partial, then rename) instead of stdout')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression (built in; implies -o json)')
            [CompletionResult]::new('--max-unlocks', '--max-unlocks', [CompletionResultType]::ParameterName, 'The most unlocks this run may spend')
            [CompletionResult]::new('--max-searches', '--max-searches', [CompletionResultType]::ParameterName, 'The most searches (search pages) this run may spend, retried pages included')
            [CompletionResult]::new('--max-messages', '--max-messages', [CompletionResultType]::ParameterName, 'The most messages (invites) this run may spend')
            [CompletionResult]::new('--sandbox', '--sandbox', [CompletionResultType]::ParameterName, 'Run against the embedded simulator; no key needed')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Accept quota-spending and destructive confirmations')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Accept quota-spending and destructive confirmations')
            [CompletionResult]::new('--no-input', '--no-input', [CompletionResultType]::ParameterName, 'Never prompt; anything that needs a confirmation fails instead')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Trace requests and responses on stderr (never the key)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Trace requests and responses on stderr (never the key)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'No progress, no notices: errors only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'No progress, no notices: errors only')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request (method, URL, body, the quota it would spend) instead of sending it')
            [CompletionResult]::new('--curl', '--curl', [CompletionResultType]::ParameterName, 'Print the request as a runnable curl command (key as $TALENT_API_KEY) instead of sending it')
            [CompletionResult]::new('--resume', '--resume', [CompletionResultType]::ParameterName, 'Continue an interrupted --out export of the same command from its checkpoint')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of csv and tsv output')
            [CompletionResult]::new('--no-formula-guard', '--no-formula-guard', [CompletionResultType]::ParameterName, 'Write CSV cells raw (by default a cell starting with = + - @, tab or CR that is not a plain number gets a '' prefix)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'talent;webhooks' {
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Main interface base URL (ends in /api/v1)')
            [CompletionResult]::new('--alt-base-url', '--alt-base-url', [CompletionResultType]::ParameterName, 'Additional interface base URL (ends in /v1)')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Named key and settings [default: default]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, json otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, json otherwise]')
            [CompletionResult]::new('--fields', '--fields', [CompletionResultType]::ParameterName, 'Choose and order columns or keys; dotted paths reach nested fields')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colour notices on stderr (also honours NO_COLOR)')
            [CompletionResult]::new('--max-wait', '--max-wait', [CompletionResultType]::ParameterName, 'Longest rate-limit wait accepted before exit 6, e.g. 30s, 10m')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Connect, first-byte and between-bytes timeout of one attempt')
            [CompletionResult]::new('--out', '--out', [CompletionResultType]::ParameterName, 'Write the data atomically to FILE (FILE.partial, then rename) instead of stdout')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression (built in; implies -o json)')
            [CompletionResult]::new('--max-unlocks', '--max-unlocks', [CompletionResultType]::ParameterName, 'The most unlocks this run may spend')
            [CompletionResult]::new('--max-searches', '--max-searches', [CompletionResultType]::ParameterName, 'The most searches (search pages) this run may spend, retried pages included')
            [CompletionResult]::new('--max-messages', '--max-messages', [CompletionResultType]::ParameterName, 'The most messages (invites) this run may spend')
            [CompletionResult]::new('--sandbox', '--sandbox', [CompletionResultType]::ParameterName, 'Run against the embedded simulator; no key needed')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Accept quota-spending and destructive confirmations')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Accept quota-spending and destructive confirmations')
            [CompletionResult]::new('--no-input', '--no-input', [CompletionResultType]::ParameterName, 'Never prompt; anything that needs a confirmation fails instead')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Trace requests and responses on stderr (never the key)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Trace requests and responses on stderr (never the key)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'No progress, no notices: errors only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'No progress, no notices: errors only')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request (method, URL, body, the quota it would spend) instead of sending it')
            [CompletionResult]::new('--curl', '--curl', [CompletionResultType]::ParameterName, 'Print the request as a runnable curl command (key as $TALENT_API_KEY) instead of sending it')
            [CompletionResult]::new('--resume', '--resume', [CompletionResultType]::ParameterName, 'Continue an interrupted --out export of the same command from its checkpoint')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of csv and tsv output')
            [CompletionResult]::new('--no-formula-guard', '--no-formula-guard', [CompletionResultType]::ParameterName, 'Write CSV cells raw (by default a cell starting with = + - @, tab or CR that is not a plain number gets a '' prefix)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List webhook endpoints')
            [CompletionResult]::new('create', 'create', [CompletionResultType]::ParameterValue, 'Register a webhook endpoint')
            [CompletionResult]::new('delete', 'delete', [CompletionResultType]::ParameterValue, 'Delete a webhook endpoint')
            [CompletionResult]::new('enable', 'enable', [CompletionResultType]::ParameterValue, 'Re-enable a disabled webhook endpoint')
            [CompletionResult]::new('listen', 'listen', [CompletionResultType]::ParameterValue, 'Receive webhook events locally, verified and each handled once')
            [CompletionResult]::new('replay', 'replay', [CompletionResultType]::ParameterValue, 'Deliver again the events a `webhooks listen --log FILE` kept')
            [CompletionResult]::new('verify', 'verify', [CompletionResultType]::ParameterValue, 'Check a webhook signature offline')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'talent;webhooks;list' {
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Main interface base URL (ends in /api/v1)')
            [CompletionResult]::new('--alt-base-url', '--alt-base-url', [CompletionResultType]::ParameterName, 'Additional interface base URL (ends in /v1)')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Named key and settings [default: default]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, json otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, json otherwise]')
            [CompletionResult]::new('--fields', '--fields', [CompletionResultType]::ParameterName, 'Choose and order columns or keys; dotted paths reach nested fields')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colour notices on stderr (also honours NO_COLOR)')
            [CompletionResult]::new('--max-wait', '--max-wait', [CompletionResultType]::ParameterName, 'Longest rate-limit wait accepted before exit 6, e.g. 30s, 10m')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Connect, first-byte and between-bytes timeout of one attempt')
            [CompletionResult]::new('--out', '--out', [CompletionResultType]::ParameterName, 'Write the data atomically to FILE (FILE.partial, then rename) instead of stdout')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression (built in; implies -o json)')
            [CompletionResult]::new('--max-unlocks', '--max-unlocks', [CompletionResultType]::ParameterName, 'The most unlocks this run may spend')
            [CompletionResult]::new('--max-searches', '--max-searches', [CompletionResultType]::ParameterName, 'The most searches (search pages) this run may spend, retried pages included')
            [CompletionResult]::new('--max-messages', '--max-messages', [CompletionResultType]::ParameterName, 'The most messages (invites) this run may spend')
            [CompletionResult]::new('--sandbox', '--sandbox', [CompletionResultType]::ParameterName, 'Run against the embedded simulator; no key needed')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Accept quota-spending and destructive confirmations')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Accept quota-spending and destructive confirmations')
            [CompletionResult]::new('--no-input', '--no-input', [CompletionResultType]::ParameterName, 'Never prompt; anything that needs a confirmation fails instead')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Trace requests and responses on stderr (never the key)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Trace requests and responses on stderr (never the key)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'No progress, no notices: errors only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'No progress, no notices: errors only')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request (method, URL, body, the quota it would spend) instead of sending it')
            [CompletionResult]::new('--curl', '--curl', [CompletionResultType]::ParameterName, 'Print the request as a runnable curl command (key as $TALENT_API_KEY) instead of sending it')
            [CompletionResult]::new('--resume', '--resume', [CompletionResultType]::ParameterName, 'Continue an interrupted --out export of the same command from its checkpoint')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of csv and tsv output')
            [CompletionResult]::new('--no-formula-guard', '--no-formula-guard', [CompletionResultType]::ParameterName, 'Write CSV cells raw (by default a cell starting with = + - @, tab or CR that is not a plain number gets a '' prefix)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'talent;webhooks;create' {
            [CompletionResult]::new('--url', '--url', [CompletionResultType]::ParameterName, 'Where deliveries go (https://)')
            [CompletionResult]::new('--event', '--event', [CompletionResultType]::ParameterName, 'Event kinds to receive (repeated or comma-separated), or `all`')
            [CompletionResult]::new('--secret', '--secret', [CompletionResultType]::ParameterName, 'Your own HMAC-SHA256 signing secret [default: generated by the service]')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Main interface base URL (ends in /api/v1)')
            [CompletionResult]::new('--alt-base-url', '--alt-base-url', [CompletionResultType]::ParameterName, 'Additional interface base URL (ends in /v1)')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Named key and settings [default: default]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, json otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, json otherwise]')
            [CompletionResult]::new('--fields', '--fields', [CompletionResultType]::ParameterName, 'Choose and order columns or keys; dotted paths reach nested fields')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colour notices on stderr (also honours NO_COLOR)')
            [CompletionResult]::new('--max-wait', '--max-wait', [CompletionResultType]::ParameterName, 'Longest rate-limit wait accepted before exit 6, e.g. 30s, 10m')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Connect, first-byte and between-bytes timeout of one attempt')
            [CompletionResult]::new('--out', '--out', [CompletionResultType]::ParameterName, 'Write the data atomically to FILE (FILE.partial, then rename) instead of stdout')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression (built in; implies -o json)')
            [CompletionResult]::new('--max-unlocks', '--max-unlocks', [CompletionResultType]::ParameterName, 'The most unlocks this run may spend')
            [CompletionResult]::new('--max-searches', '--max-searches', [CompletionResultType]::ParameterName, 'The most searches (search pages) this run may spend, retried pages included')
            [CompletionResult]::new('--max-messages', '--max-messages', [CompletionResultType]::ParameterName, 'The most messages (invites) this run may spend')
            [CompletionResult]::new('--print-secret', '--print-secret', [CompletionResultType]::ParameterName, 'Print only the secret (for scripts: `S=$(talent webhooks create ... --print-secret)`)')
            [CompletionResult]::new('--sandbox', '--sandbox', [CompletionResultType]::ParameterName, 'Run against the embedded simulator; no key needed')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Accept quota-spending and destructive confirmations')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Accept quota-spending and destructive confirmations')
            [CompletionResult]::new('--no-input', '--no-input', [CompletionResultType]::ParameterName, 'Never prompt; anything that needs a confirmation fails instead')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Trace requests and responses on stderr (never the key)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Trace requests and responses on stderr (never the key)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'No progress, no notices: errors only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'No progress, no notices: errors only')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request (method, URL, body, the quota it would spend) instead of sending it')
            [CompletionResult]::new('--curl', '--curl', [CompletionResultType]::ParameterName, 'Print the request as a runnable curl command (key as $TALENT_API_KEY) instead of sending it')
            [CompletionResult]::new('--resume', '--resume', [CompletionResultType]::ParameterName, 'Continue an interrupted --out export of the same command from its checkpoint')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of csv and tsv output')
            [CompletionResult]::new('--no-formula-guard', '--no-formula-guard', [CompletionResultType]::ParameterName, 'Write CSV cells raw (by default a cell starting with = + - @, tab or CR that is not a plain number gets a '' prefix)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'talent;webhooks;delete' {
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Main interface base URL (ends in /api/v1)')
            [CompletionResult]::new('--alt-base-url', '--alt-base-url', [CompletionResultType]::ParameterName, 'Additional interface base URL (ends in /v1)')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Named key and settings [default: default]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, json otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, json otherwise]')
            [CompletionResult]::new('--fields', '--fields', [CompletionResultType]::ParameterName, 'Choose and order columns or keys; dotted paths reach nested fields')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colour notices on stderr (also honours NO_COLOR)')
            [CompletionResult]::new('--max-wait', '--max-wait', [CompletionResultType]::ParameterName, 'Longest rate-limit wait accepted before exit 6, e.g. 30s, 10m')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Connect, first-byte and between-bytes timeout of one attempt')
            [CompletionResult]::new('--out', '--out', [CompletionResultType]::ParameterName, 'Write the data atomically to FILE (FILE.partial, then rename) instead of stdout')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression (built in; implies -o json)')
            [CompletionResult]::new('--max-unlocks', '--max-unlocks', [CompletionResultType]::ParameterName, 'The most unlocks this run may spend')
            [CompletionResult]::new('--max-searches', '--max-searches', [CompletionResultType]::ParameterName, 'The most searches (search pages) this run may spend, retried pages included')
            [CompletionResult]::new('--max-messages', '--max-messages', [CompletionResultType]::ParameterName, 'The most messages (invites) this run may spend')
            [CompletionResult]::new('--sandbox', '--sandbox', [CompletionResultType]::ParameterName, 'Run against the embedded simulator; no key needed')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Accept quota-spending and destructive confirmations')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Accept quota-spending and destructive confirmations')
            [CompletionResult]::new('--no-input', '--no-input', [CompletionResultType]::ParameterName, 'Never prompt; anything that needs a confirmation fails instead')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Trace requests and responses on stderr (never the key)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Trace requests and responses on stderr (never the key)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'No progress, no notices: errors only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'No progress, no notices: errors only')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request (method, URL, body, the quota it would spend) instead of sending it')
            [CompletionResult]::new('--curl', '--curl', [CompletionResultType]::ParameterName, 'Print the request as a runnable curl command (key as $TALENT_API_KEY) instead of sending it')
            [CompletionResult]::new('--resume', '--resume', [CompletionResultType]::ParameterName, 'Continue an interrupted --out export of the same command from its checkpoint')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of csv and tsv output')
            [CompletionResult]::new('--no-formula-guard', '--no-formula-guard', [CompletionResultType]::ParameterName, 'Write CSV cells raw (by default a cell starting with = + - @, tab or CR that is not a plain number gets a '' prefix)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'talent;webhooks;enable' {
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Main interface base URL (ends in /api/v1)')
            [CompletionResult]::new('--alt-base-url', '--alt-base-url', [CompletionResultType]::ParameterName, 'Additional interface base URL (ends in /v1)')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Named key and settings [default: default]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, json otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, json otherwise]')
            [CompletionResult]::new('--fields', '--fields', [CompletionResultType]::ParameterName, 'Choose and order columns or keys; dotted paths reach nested fields')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colour notices on stderr (also honours NO_COLOR)')
            [CompletionResult]::new('--max-wait', '--max-wait', [CompletionResultType]::ParameterName, 'Longest rate-limit wait accepted before exit 6, e.g. 30s, 10m')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Connect, first-byte and between-bytes timeout of one attempt')
            [CompletionResult]::new('--out', '--out', [CompletionResultType]::ParameterName, 'Write the data atomically to FILE (FILE.partial, then rename) instead of stdout')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression (built in; implies -o json)')
            [CompletionResult]::new('--max-unlocks', '--max-unlocks', [CompletionResultType]::ParameterName, 'The most unlocks this run may spend')
            [CompletionResult]::new('--max-searches', '--max-searches', [CompletionResultType]::ParameterName, 'The most searches (search pages) this run may spend, retried pages included')
            [CompletionResult]::new('--max-messages', '--max-messages', [CompletionResultType]::ParameterName, 'The most messages (invites) this run may spend')
            [CompletionResult]::new('--sandbox', '--sandbox', [CompletionResultType]::ParameterName, 'Run against the embedded simulator; no key needed')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Accept quota-spending and destructive confirmations')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Accept quota-spending and destructive confirmations')
            [CompletionResult]::new('--no-input', '--no-input', [CompletionResultType]::ParameterName, 'Never prompt; anything that needs a confirmation fails instead')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Trace requests and responses on stderr (never the key)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Trace requests and responses on stderr (never the key)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'No progress, no notices: errors only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'No progress, no notices: errors only')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request (method, URL, body, the quota it would spend) instead of sending it')
            [CompletionResult]::new('--curl', '--curl', [CompletionResultType]::ParameterName, 'Print the request as a runnable curl command (key as $TALENT_API_KEY) instead of sending it')
            [CompletionResult]::new('--resume', '--resume', [CompletionResultType]::ParameterName, 'Continue an interrupted --out export of the same command from its checkpoint')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of csv and tsv output')
            [CompletionResult]::new('--no-formula-guard', '--no-formula-guard', [CompletionResultType]::ParameterName, 'Write CSV cells raw (by default a cell starting with = + - @, tab or CR that is not a plain number gets a '' prefix)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'talent;webhooks;listen' {
            [CompletionResult]::new('--addr', '--addr', [CompletionResultType]::ParameterName, 'Address to listen on (port 0 picks a free one)')
            [CompletionResult]::new('--secret', '--secret', [CompletionResultType]::ParameterName, 'A signing secret; repeat while rotating (old and new both verify)')
            [CompletionResult]::new('--forward-to', '--forward-to', [CompletionResultType]::ParameterName, 'Pass verified new events on to this URL (https://, or http:// on loopback)')
            [CompletionResult]::new('--event', '--event', [CompletionResultType]::ParameterName, 'Print and forward only these kinds (repeatable or comma-separated; all by default)')
            [CompletionResult]::new('--log', '--log', [CompletionResultType]::ParameterName, 'Append every verified event (its raw body, one per line) to FILE')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Main interface base URL (ends in /api/v1)')
            [CompletionResult]::new('--alt-base-url', '--alt-base-url', [CompletionResultType]::ParameterName, 'Additional interface base URL (ends in /v1)')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Named key and settings [default: default]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, json otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, json otherwise]')
            [CompletionResult]::new('--fields', '--fields', [CompletionResultType]::ParameterName, 'Choose and order columns or keys; dotted paths reach nested fields')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colour notices on stderr (also honours NO_COLOR)')
            [CompletionResult]::new('--max-wait', '--max-wait', [CompletionResultType]::ParameterName, 'Longest rate-limit wait accepted before exit 6, e.g. 30s, 10m')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Connect, first-byte and between-bytes timeout of one attempt')
            [CompletionResult]::new('--out', '--out', [CompletionResultType]::ParameterName, 'Write the data atomically to FILE (FILE.partial, then rename) instead of stdout')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression (built in; implies -o json)')
            [CompletionResult]::new('--max-unlocks', '--max-unlocks', [CompletionResultType]::ParameterName, 'The most unlocks this run may spend')
            [CompletionResult]::new('--max-searches', '--max-searches', [CompletionResultType]::ParameterName, 'The most searches (search pages) this run may spend, retried pages included')
            [CompletionResult]::new('--max-messages', '--max-messages', [CompletionResultType]::ParameterName, 'The most messages (invites) this run may spend')
            [CompletionResult]::new('--sandbox', '--sandbox', [CompletionResultType]::ParameterName, 'Run against the embedded simulator; no key needed')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Accept quota-spending and destructive confirmations')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Accept quota-spending and destructive confirmations')
            [CompletionResult]::new('--no-input', '--no-input', [CompletionResultType]::ParameterName, 'Never prompt; anything that needs a confirmation fails instead')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Trace requests and responses on stderr (never the key)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Trace requests and responses on stderr (never the key)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'No progress, no notices: errors only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'No progress, no notices: errors only')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request (method, URL, body, the quota it would spend) instead of sending it')
            [CompletionResult]::new('--curl', '--curl', [CompletionResultType]::ParameterName, 'Print the request as a runnable curl command (key as $TALENT_API_KEY) instead of sending it')
            [CompletionResult]::new('--resume', '--resume', [CompletionResultType]::ParameterName, 'Continue an interrupted --out export of the same command from its checkpoint')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of csv and tsv output')
            [CompletionResult]::new('--no-formula-guard', '--no-formula-guard', [CompletionResultType]::ParameterName, 'Write CSV cells raw (by default a cell starting with = + - @, tab or CR that is not a plain number gets a '' prefix)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'talent;webhooks;replay' {
            [CompletionResult]::new('--forward-to', '--forward-to', [CompletionResultType]::ParameterName, 'Where to deliver (https://, or http:// on loopback)')
            [CompletionResult]::new('--event', '--event', [CompletionResultType]::ParameterName, 'Only these kinds (repeatable or comma-separated; all by default)')
            [CompletionResult]::new('--since', '--since', [CompletionResultType]::ParameterName, 'Only events created at or after this instant (RFC 3339)')
            [CompletionResult]::new('--secret', '--secret', [CompletionResultType]::ParameterName, 'The secret to sign with (the endpoint''s; TALENT_WEBHOOK_SECRET, or on the sandbox its endpoints'')')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Main interface base URL (ends in /api/v1)')
            [CompletionResult]::new('--alt-base-url', '--alt-base-url', [CompletionResultType]::ParameterName, 'Additional interface base URL (ends in /v1)')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Named key and settings [default: default]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, json otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, json otherwise]')
            [CompletionResult]::new('--fields', '--fields', [CompletionResultType]::ParameterName, 'Choose and order columns or keys; dotted paths reach nested fields')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colour notices on stderr (also honours NO_COLOR)')
            [CompletionResult]::new('--max-wait', '--max-wait', [CompletionResultType]::ParameterName, 'Longest rate-limit wait accepted before exit 6, e.g. 30s, 10m')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Connect, first-byte and between-bytes timeout of one attempt')
            [CompletionResult]::new('--out', '--out', [CompletionResultType]::ParameterName, 'Write the data atomically to FILE (FILE.partial, then rename) instead of stdout')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression (built in; implies -o json)')
            [CompletionResult]::new('--max-unlocks', '--max-unlocks', [CompletionResultType]::ParameterName, 'The most unlocks this run may spend')
            [CompletionResult]::new('--max-searches', '--max-searches', [CompletionResultType]::ParameterName, 'The most searches (search pages) this run may spend, retried pages included')
            [CompletionResult]::new('--max-messages', '--max-messages', [CompletionResultType]::ParameterName, 'The most messages (invites) this run may spend')
            [CompletionResult]::new('--sandbox', '--sandbox', [CompletionResultType]::ParameterName, 'Run against the embedded simulator; no key needed')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Accept quota-spending and destructive confirmations')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Accept quota-spending and destructive confirmations')
            [CompletionResult]::new('--no-input', '--no-input', [CompletionResultType]::ParameterName, 'Never prompt; anything that needs a confirmation fails instead')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Trace requests and responses on stderr (never the key)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Trace requests and responses on stderr (never the key)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'No progress, no notices: errors only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'No progress, no notices: errors only')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request (method, URL, body, the quota it would spend) instead of sending it')
            [CompletionResult]::new('--curl', '--curl', [CompletionResultType]::ParameterName, 'Print the request as a runnable curl command (key as $TALENT_API_KEY) instead of sending it')
            [CompletionResult]::new('--resume', '--resume', [CompletionResultType]::ParameterName, 'Continue an interrupted --out export of the same command from its checkpoint')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of csv and tsv output')
            [CompletionResult]::new('--no-formula-guard', '--no-formula-guard', [CompletionResultType]::ParameterName, 'Write CSV cells raw (by default a cell starting with = + - @, tab or CR that is not a plain number gets a '' prefix)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'talent;webhooks;verify' {
            [CompletionResult]::new('--secret', '--secret', [CompletionResultType]::ParameterName, 'The endpoint''s signing secret; repeat (or comma-separate) to try several')
            [CompletionResult]::new('--signature', '--signature', [CompletionResultType]::ParameterName, 'The X-Service-Signature value (sha256=HEX)')
            [CompletionResult]::new('--payload-file', '--payload-file', [CompletionResultType]::ParameterName, 'The raw request body (`-` for stdin) [default: stdin]')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Main interface base URL (ends in /api/v1)')
            [CompletionResult]::new('--alt-base-url', '--alt-base-url', [CompletionResultType]::ParameterName, 'Additional interface base URL (ends in /v1)')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Named key and settings [default: default]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, json otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, json otherwise]')
            [CompletionResult]::new('--fields', '--fields', [CompletionResultType]::ParameterName, 'Choose and order columns or keys; dotted paths reach nested fields')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colour notices on stderr (also honours NO_COLOR)')
            [CompletionResult]::new('--max-wait', '--max-wait', [CompletionResultType]::ParameterName, 'Longest rate-limit wait accepted before exit 6, e.g. 30s, 10m')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Connect, first-byte and between-bytes timeout of one attempt')
            [CompletionResult]::new('--out', '--out', [CompletionResultType]::ParameterName, 'Write the data atomically to FILE (FILE.partial, then rename) instead of stdout')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression (built in; implies -o json)')
            [CompletionResult]::new('--max-unlocks', '--max-unlocks', [CompletionResultType]::ParameterName, 'The most unlocks this run may spend')
            [CompletionResult]::new('--max-searches', '--max-searches', [CompletionResultType]::ParameterName, 'The most searches (search pages) this run may spend, retried pages included')
            [CompletionResult]::new('--max-messages', '--max-messages', [CompletionResultType]::ParameterName, 'The most messages (invites) this run may spend')
            [CompletionResult]::new('--sandbox', '--sandbox', [CompletionResultType]::ParameterName, 'Run against the embedded simulator; no key needed')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Accept quota-spending and destructive confirmations')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Accept quota-spending and destructive confirmations')
            [CompletionResult]::new('--no-input', '--no-input', [CompletionResultType]::ParameterName, 'Never prompt; anything that needs a confirmation fails instead')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Trace requests and responses on stderr (never the key)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Trace requests and responses on stderr (never the key)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'No progress, no notices: errors only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'No progress, no notices: errors only')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request (method, URL, body, the quota it would spend) instead of sending it')
            [CompletionResult]::new('--curl', '--curl', [CompletionResultType]::ParameterName, 'Print the request as a runnable curl command (key as $TALENT_API_KEY) instead of sending it')
            [CompletionResult]::new('--resume', '--resume', [CompletionResultType]::ParameterName, 'Continue an interrupted --out export of the same command from its checkpoint')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of csv and tsv output')
            [CompletionResult]::new('--no-formula-guard', '--no-formula-guard', [CompletionResultType]::ParameterName, 'Write CSV cells raw (by default a cell starting with = + - @, tab or CR that is not a plain number gets a '' prefix)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'talent;webhooks;help' {
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List webhook endpoints')
            [CompletionResult]::new('create', 'create', [CompletionResultType]::ParameterValue, 'Register a webhook endpoint')
            [CompletionResult]::new('delete', 'delete', [CompletionResultType]::ParameterValue, 'Delete a webhook endpoint')
            [CompletionResult]::new('enable', 'enable', [CompletionResultType]::ParameterValue, 'Re-enable a disabled webhook endpoint')
            [CompletionResult]::new('listen', 'listen', [CompletionResultType]::ParameterValue, 'Receive webhook events locally, verified and each handled once')
            [CompletionResult]::new('replay', 'replay', [CompletionResultType]::ParameterValue, 'Deliver again the events a `webhooks listen --log FILE` kept')
            [CompletionResult]::new('verify', 'verify', [CompletionResultType]::ParameterValue, 'Check a webhook signature offline')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'talent;webhooks;help;list' {
            break
        }
        'talent;webhooks;help;create' {
            break
        }
        'talent;webhooks;help;delete' {
            break
        }
        'talent;webhooks;help;enable' {
            break
        }
        'talent;webhooks;help;listen' {
            break
        }
        'talent;webhooks;help;replay' {
            break
        }
        'talent;webhooks;help;verify' {
            break
        }
        'talent;webhooks;help;help' {
            break
        }
        'talent;auth' {
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Main interface base URL (ends in /api/v1)')
            [CompletionResult]::new('--alt-base-url', '--alt-base-url', [CompletionResultType]::ParameterName, 'Additional interface base URL (ends in /v1)')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Named key and settings [default: default]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, json otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, json otherwise]')
            [CompletionResult]::new('--fields', '--fields', [CompletionResultType]::ParameterName, 'Choose and order columns or keys; dotted paths reach nested fields')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colour notices on stderr (also honours NO_COLOR)')
            [CompletionResult]::new('--max-wait', '--max-wait', [CompletionResultType]::ParameterName, 'Longest rate-limit wait accepted before exit 6, e.g. 30s, 10m')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Connect, first-byte and between-bytes timeout of one attempt')
            [CompletionResult]::new('--out', '--out', [CompletionResultType]::ParameterName, 'Write the data atomically to FILE (FILE.partial, then rename) instead of stdout')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression (built in; implies -o json)')
            [CompletionResult]::new('--max-unlocks', '--max-unlocks', [CompletionResultType]::ParameterName, 'The most unlocks this run may spend')
            [CompletionResult]::new('--max-searches', '--max-searches', [CompletionResultType]::ParameterName, 'The most searches (search pages) this run may spend, retried pages included')
            [CompletionResult]::new('--max-messages', '--max-messages', [CompletionResultType]::ParameterName, 'The most messages (invites) this run may spend')
            [CompletionResult]::new('--sandbox', '--sandbox', [CompletionResultType]::ParameterName, 'Run against the embedded simulator; no key needed')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Accept quota-spending and destructive confirmations')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Accept quota-spending and destructive confirmations')
            [CompletionResult]::new('--no-input', '--no-input', [CompletionResultType]::ParameterName, 'Never prompt; anything that needs a confirmation fails instead')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Trace requests and responses on stderr (never the key)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Trace requests and responses on stderr (never the key)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'No progress, no notices: errors only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'No progress, no notices: errors only')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request (method, URL, body, the quota it would spend) instead of sending it')
            [CompletionResult]::new('--curl', '--curl', [CompletionResultType]::ParameterName, 'Print the request as a runnable curl command (key as $TALENT_API_KEY) instead of sending it')
            [CompletionResult]::new('--resume', '--resume', [CompletionResultType]::ParameterName, 'Continue an interrupted --out export of the same command from its checkpoint')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of csv and tsv output')
            [CompletionResult]::new('--no-formula-guard', '--no-formula-guard', [CompletionResultType]::ParameterName, 'Write CSV cells raw (by default a cell starting with = + - @, tab or CR that is not a plain number gets a '' prefix)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('login', 'login', [CompletionResultType]::ParameterValue, 'Store an API key for the profile (checked with the service first)')
            [CompletionResult]::new('status', 'status', [CompletionResultType]::ParameterValue, 'Show the profile, where its key comes from, and the workspace')
            [CompletionResult]::new('logout', 'logout', [CompletionResultType]::ParameterValue, 'Delete the profile''s stored key')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'talent;auth;login' {
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Main interface base URL (ends in /api/v1)')
            [CompletionResult]::new('--alt-base-url', '--alt-base-url', [CompletionResultType]::ParameterName, 'Additional interface base URL (ends in /v1)')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Named key and settings [default: default]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, json otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, json otherwise]')
            [CompletionResult]::new('--fields', '--fields', [CompletionResultType]::ParameterName, 'Choose and order columns or keys; dotted paths reach nested fields')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colour notices on stderr (also honours NO_COLOR)')
            [CompletionResult]::new('--max-wait', '--max-wait', [CompletionResultType]::ParameterName, 'Longest rate-limit wait accepted before exit 6, e.g. 30s, 10m')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Connect, first-byte and between-bytes timeout of one attempt')
            [CompletionResult]::new('--out', '--out', [CompletionResultType]::ParameterName, 'Write the data atomically to FILE (FILE.partial, then rename) instead of stdout')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression (built in; implies -o json)')
            [CompletionResult]::new('--max-unlocks', '--max-unlocks', [CompletionResultType]::ParameterName, 'The most unlocks this run may spend')
            [CompletionResult]::new('--max-searches', '--max-searches', [CompletionResultType]::ParameterName, 'The most searches (search pages) this run may spend, retried pages included')
            [CompletionResult]::new('--max-messages', '--max-messages', [CompletionResultType]::ParameterName, 'The most messages (invites) this run may spend')
            [CompletionResult]::new('--with-key', '--with-key', [CompletionResultType]::ParameterName, 'Read the key from stdin instead of prompting for it')
            [CompletionResult]::new('--insecure-storage', '--insecure-storage', [CompletionResultType]::ParameterName, 'Keep the key in a plain-text 0600 file instead of the OS keyring')
            [CompletionResult]::new('--sandbox', '--sandbox', [CompletionResultType]::ParameterName, 'Run against the embedded simulator; no key needed')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Accept quota-spending and destructive confirmations')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Accept quota-spending and destructive confirmations')
            [CompletionResult]::new('--no-input', '--no-input', [CompletionResultType]::ParameterName, 'Never prompt; anything that needs a confirmation fails instead')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Trace requests and responses on stderr (never the key)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Trace requests and responses on stderr (never the key)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'No progress, no notices: errors only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'No progress, no notices: errors only')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request (method, URL, body, the quota it would spend) instead of sending it')
            [CompletionResult]::new('--curl', '--curl', [CompletionResultType]::ParameterName, 'Print the request as a runnable curl command (key as $TALENT_API_KEY) instead of sending it')
            [CompletionResult]::new('--resume', '--resume', [CompletionResultType]::ParameterName, 'Continue an interrupted --out export of the same command from its checkpoint')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of csv and tsv output')
            [CompletionResult]::new('--no-formula-guard', '--no-formula-guard', [CompletionResultType]::ParameterName, 'Write CSV cells raw (by default a cell starting with = + - @, tab or CR that is not a plain number gets a '' prefix)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'talent;auth;status' {
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Main interface base URL (ends in /api/v1)')
            [CompletionResult]::new('--alt-base-url', '--alt-base-url', [CompletionResultType]::ParameterName, 'Additional interface base URL (ends in /v1)')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Named key and settings [default: default]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, json otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, json otherwise]')
            [CompletionResult]::new('--fields', '--fields', [CompletionResultType]::ParameterName, 'Choose and order columns or keys; dotted paths reach nested fields')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colour notices on stderr (also honours NO_COLOR)')
            [CompletionResult]::new('--max-wait', '--max-wait', [CompletionResultType]::ParameterName, 'Longest rate-limit wait accepted before exit 6, e.g. 30s, 10m')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Connect, first-byte and between-bytes timeout of one attempt')
            [CompletionResult]::new('--out', '--out', [CompletionResultType]::ParameterName, 'Write the data atomically to FILE (FILE.partial, then rename) instead of stdout')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression (built in; implies -o json)')
            [CompletionResult]::new('--max-unlocks', '--max-unlocks', [CompletionResultType]::ParameterName, 'The most unlocks this run may spend')
            [CompletionResult]::new('--max-searches', '--max-searches', [CompletionResultType]::ParameterName, 'The most searches (search pages) this run may spend, retried pages included')
            [CompletionResult]::new('--max-messages', '--max-messages', [CompletionResultType]::ParameterName, 'The most messages (invites) this run may spend')
            [CompletionResult]::new('--sandbox', '--sandbox', [CompletionResultType]::ParameterName, 'Run against the embedded simulator; no key needed')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Accept quota-spending and destructive confirmations')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Accept quota-spending and destructive confirmations')
            [CompletionResult]::new('--no-input', '--no-input', [CompletionResultType]::ParameterName, 'Never prompt; anything that needs a confirmation fails instead')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Trace requests and responses on stderr (never the key)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Trace requests and responses on stderr (never the key)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'No progress, no notices: errors only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'No progress, no notices: errors only')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request (method, URL, body, the quota it would spend) instead of sending it')
            [CompletionResult]::new('--curl', '--curl', [CompletionResultType]::ParameterName, 'Print the request as a runnable curl command (key as $TALENT_API_KEY) instead of sending it')
            [CompletionResult]::new('--resume', '--resume', [CompletionResultType]::ParameterName, 'Continue an interrupted --out export of the same command from its checkpoint')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of csv and tsv output')
            [CompletionResult]::new('--no-formula-guard', '--no-formula-guard', [CompletionResultType]::ParameterName, 'Write CSV cells raw (by default a cell starting with = + - @, tab or CR that is not a plain number gets a '' prefix)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'talent;auth;logout' {
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Main interface base URL (ends in /api/v1)')
            [CompletionResult]::new('--alt-base-url', '--alt-base-url', [CompletionResultType]::ParameterName, 'Additional interface base URL (ends in /v1)')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Named key and settings [default: default]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, json otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, json otherwise]')
            [CompletionResult]::new('--fields', '--fields', [CompletionResultType]::ParameterName, 'Choose and order columns or keys; dotted paths reach nested fields')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colour notices on stderr (also honours NO_COLOR)')
            [CompletionResult]::new('--max-wait', '--max-wait', [CompletionResultType]::ParameterName, 'Longest rate-limit wait accepted before exit 6, e.g. 30s, 10m')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Connect, first-byte and between-bytes timeout of one attempt')
            [CompletionResult]::new('--out', '--out', [CompletionResultType]::ParameterName, 'Write the data atomically to FILE (FILE.partial, then rename) instead of stdout')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression (built in; implies -o json)')
            [CompletionResult]::new('--max-unlocks', '--max-unlocks', [CompletionResultType]::ParameterName, 'The most unlocks this run may spend')
            [CompletionResult]::new('--max-searches', '--max-searches', [CompletionResultType]::ParameterName, 'The most searches (search pages) this run may spend, retried pages included')
            [CompletionResult]::new('--max-messages', '--max-messages', [CompletionResultType]::ParameterName, 'The most messages (invites) this run may spend')
            [CompletionResult]::new('--sandbox', '--sandbox', [CompletionResultType]::ParameterName, 'Run against the embedded simulator; no key needed')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Accept quota-spending and destructive confirmations')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Accept quota-spending and destructive confirmations')
            [CompletionResult]::new('--no-input', '--no-input', [CompletionResultType]::ParameterName, 'Never prompt; anything that needs a confirmation fails instead')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Trace requests and responses on stderr (never the key)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Trace requests and responses on stderr (never the key)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'No progress, no notices: errors only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'No progress, no notices: errors only')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request (method, URL, body, the quota it would spend) instead of sending it')
            [CompletionResult]::new('--curl', '--curl', [CompletionResultType]::ParameterName, 'Print the request as a runnable curl command (key as $TALENT_API_KEY) instead of sending it')
            [CompletionResult]::new('--resume', '--resume', [CompletionResultType]::ParameterName, 'Continue an interrupted --out export of the same command from its checkpoint')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of csv and tsv output')
            [CompletionResult]::new('--no-formula-guard', '--no-formula-guard', [CompletionResultType]::ParameterName, 'Write CSV cells raw (by default a cell starting with = + - @, tab or CR that is not a plain number gets a '' prefix)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'talent;auth;help' {
            [CompletionResult]::new('login', 'login', [CompletionResultType]::ParameterValue, 'Store an API key for the profile (checked with the service first)')
            [CompletionResult]::new('status', 'status', [CompletionResultType]::ParameterValue, 'Show the profile, where its key comes from, and the workspace')
            [CompletionResult]::new('logout', 'logout', [CompletionResultType]::ParameterValue, 'Delete the profile''s stored key')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'talent;auth;help;login' {
            break
        }
        'talent;auth;help;status' {
            break
        }
        'talent;auth;help;logout' {
            break
        }
        'talent;auth;help;help' {
            break
        }
        'talent;api' {
            [CompletionResult]::new('-f', '-f', [CompletionResultType]::ParameterName, 'A query parameter (GET, DELETE) or body field (other methods)')
            [CompletionResult]::new('--field', '--field', [CompletionResultType]::ParameterName, 'A query parameter (GET, DELETE) or body field (other methods)')
            [CompletionResult]::new('--input', '--input', [CompletionResultType]::ParameterName, 'Send this file as the JSON body (`-` for stdin)')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Main interface base URL (ends in /api/v1)')
            [CompletionResult]::new('--alt-base-url', '--alt-base-url', [CompletionResultType]::ParameterName, 'Additional interface base URL (ends in /v1)')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Named key and settings [default: default]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, json otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, json otherwise]')
            [CompletionResult]::new('--fields', '--fields', [CompletionResultType]::ParameterName, 'Choose and order columns or keys; dotted paths reach nested fields')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colour notices on stderr (also honours NO_COLOR)')
            [CompletionResult]::new('--max-wait', '--max-wait', [CompletionResultType]::ParameterName, 'Longest rate-limit wait accepted before exit 6, e.g. 30s, 10m')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Connect, first-byte and between-bytes timeout of one attempt')
            [CompletionResult]::new('--out', '--out', [CompletionResultType]::ParameterName, 'Write the data atomically to FILE (FILE.partial, then rename) instead of stdout')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression (built in; implies -o json)')
            [CompletionResult]::new('--max-unlocks', '--max-unlocks', [CompletionResultType]::ParameterName, 'The most unlocks this run may spend')
            [CompletionResult]::new('--max-searches', '--max-searches', [CompletionResultType]::ParameterName, 'The most searches (search pages) this run may spend, retried pages included')
            [CompletionResult]::new('--max-messages', '--max-messages', [CompletionResultType]::ParameterName, 'The most messages (invites) this run may spend')
            [CompletionResult]::new('--alt', '--alt', [CompletionResultType]::ParameterName, 'Use the additional interface (/v1) instead of the main one')
            [CompletionResult]::new('--sandbox', '--sandbox', [CompletionResultType]::ParameterName, 'Run against the embedded simulator; no key needed')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Accept quota-spending and destructive confirmations')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Accept quota-spending and destructive confirmations')
            [CompletionResult]::new('--no-input', '--no-input', [CompletionResultType]::ParameterName, 'Never prompt; anything that needs a confirmation fails instead')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Trace requests and responses on stderr (never the key)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Trace requests and responses on stderr (never the key)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'No progress, no notices: errors only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'No progress, no notices: errors only')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request (method, URL, body, the quota it would spend) instead of sending it')
            [CompletionResult]::new('--curl', '--curl', [CompletionResultType]::ParameterName, 'Print the request as a runnable curl command (key as $TALENT_API_KEY) instead of sending it')
            [CompletionResult]::new('--resume', '--resume', [CompletionResultType]::ParameterName, 'Continue an interrupted --out export of the same command from its checkpoint')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of csv and tsv output')
            [CompletionResult]::new('--no-formula-guard', '--no-formula-guard', [CompletionResultType]::ParameterName, 'Write CSV cells raw (by default a cell starting with = + - @, tab or CR that is not a plain number gets a '' prefix)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'talent;sandbox' {
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Main interface base URL (ends in /api/v1)')
            [CompletionResult]::new('--alt-base-url', '--alt-base-url', [CompletionResultType]::ParameterName, 'Additional interface base URL (ends in /v1)')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Named key and settings [default: default]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, json otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, json otherwise]')
            [CompletionResult]::new('--fields', '--fields', [CompletionResultType]::ParameterName, 'Choose and order columns or keys; dotted paths reach nested fields')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colour notices on stderr (also honours NO_COLOR)')
            [CompletionResult]::new('--max-wait', '--max-wait', [CompletionResultType]::ParameterName, 'Longest rate-limit wait accepted before exit 6, e.g. 30s, 10m')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Connect, first-byte and between-bytes timeout of one attempt')
            [CompletionResult]::new('--out', '--out', [CompletionResultType]::ParameterName, 'Write the data atomically to FILE (FILE.partial, then rename) instead of stdout')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression (built in; implies -o json)')
            [CompletionResult]::new('--max-unlocks', '--max-unlocks', [CompletionResultType]::ParameterName, 'The most unlocks this run may spend')
            [CompletionResult]::new('--max-searches', '--max-searches', [CompletionResultType]::ParameterName, 'The most searches (search pages) this run may spend, retried pages included')
            [CompletionResult]::new('--max-messages', '--max-messages', [CompletionResultType]::ParameterName, 'The most messages (invites) this run may spend')
            [CompletionResult]::new('--sandbox', '--sandbox', [CompletionResultType]::ParameterName, 'Run against the embedded simulator; no key needed')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Accept quota-spending and destructive confirmations')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Accept quota-spending and destructive confirmations')
            [CompletionResult]::new('--no-input', '--no-input', [CompletionResultType]::ParameterName, 'Never prompt; anything that needs a confirmation fails instead')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Trace requests and responses on stderr (never the key)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Trace requests and responses on stderr (never the key)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'No progress, no notices: errors only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'No progress, no notices: errors only')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request (method, URL, body, the quota it would spend) instead of sending it')
            [CompletionResult]::new('--curl', '--curl', [CompletionResultType]::ParameterName, 'Print the request as a runnable curl command (key as $TALENT_API_KEY) instead of sending it')
            [CompletionResult]::new('--resume', '--resume', [CompletionResultType]::ParameterName, 'Continue an interrupted --out export of the same command from its checkpoint')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of csv and tsv output')
            [CompletionResult]::new('--no-formula-guard', '--no-formula-guard', [CompletionResultType]::ParameterName, 'Write CSV cells raw (by default a cell starting with = + - @, tab or CR that is not a plain number gets a '' prefix)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('serve', 'serve', [CompletionResultType]::ParameterValue, 'Run the simulator of the service as a local server')
            [CompletionResult]::new('trigger', 'trigger', [CompletionResultType]::ParameterValue, 'Make a sandbox emit a webhook event')
            [CompletionResult]::new('reset', 'reset', [CompletionResultType]::ParameterValue, 'Delete the embedded sandbox''s saved state')
            [CompletionResult]::new('openapi', 'openapi', [CompletionResultType]::ParameterValue, 'Print the OpenAPI 3.1 document of an interface')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'talent;sandbox;serve' {
            [CompletionResult]::new('--addr', '--addr', [CompletionResultType]::ParameterName, 'Address to listen on; port 0 picks a free port')
            [CompletionResult]::new('--seed', '--seed', [CompletionResultType]::ParameterName, 'Seed of the synthetic world (candidates, keys, ids)')
            [CompletionResult]::new('--candidates', '--candidates', [CompletionResultType]::ParameterName, 'Candidates in the pool')
            [CompletionResult]::new('--time-scale', '--time-scale', [CompletionResultType]::ParameterName, 'Multiplies every window, block, retry delay, day and cycle (e.g. 0.01)')
            [CompletionResult]::new('--state', '--state', [CompletionResultType]::ParameterName, 'Load the world from FILE at start and save it there (atomically)')
            [CompletionResult]::new('--grant', '--grant', [CompletionResultType]::ParameterName, 'Quota grants per cycle, e.g. unlocks=50,searches=500,messages=100')
            [CompletionResult]::new('--faults', '--faults', [CompletionResultType]::ParameterName, 'Misbehave on purpose, e.g. 503=10%,reset=next1@POST,latency=200ms')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Main interface base URL (ends in /api/v1)')
            [CompletionResult]::new('--alt-base-url', '--alt-base-url', [CompletionResultType]::ParameterName, 'Additional interface base URL (ends in /v1)')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Named key and settings [default: default]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, json otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, json otherwise]')
            [CompletionResult]::new('--fields', '--fields', [CompletionResultType]::ParameterName, 'Choose and order columns or keys; dotted paths reach nested fields')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colour notices on stderr (also honours NO_COLOR)')
            [CompletionResult]::new('--max-wait', '--max-wait', [CompletionResultType]::ParameterName, 'Longest rate-limit wait accepted before exit 6, e.g. 30s, 10m')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Connect, first-byte and between-bytes timeout of one attempt')
            [CompletionResult]::new('--out', '--out', [CompletionResultType]::ParameterName, 'Write the data atomically to FILE (FILE.partial, then rename) instead of stdout')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression (built in; implies -o json)')
            [CompletionResult]::new('--max-unlocks', '--max-unlocks', [CompletionResultType]::ParameterName, 'The most unlocks this run may spend')
            [CompletionResult]::new('--max-searches', '--max-searches', [CompletionResultType]::ParameterName, 'The most searches (search pages) this run may spend, retried pages included')
            [CompletionResult]::new('--max-messages', '--max-messages', [CompletionResultType]::ParameterName, 'The most messages (invites) this run may spend')
            [CompletionResult]::new('--sandbox', '--sandbox', [CompletionResultType]::ParameterName, 'Run against the embedded simulator; no key needed')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Accept quota-spending and destructive confirmations')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Accept quota-spending and destructive confirmations')
            [CompletionResult]::new('--no-input', '--no-input', [CompletionResultType]::ParameterName, 'Never prompt; anything that needs a confirmation fails instead')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Trace requests and responses on stderr (never the key)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Trace requests and responses on stderr (never the key)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'No progress, no notices: errors only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'No progress, no notices: errors only')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request (method, URL, body, the quota it would spend) instead of sending it')
            [CompletionResult]::new('--curl', '--curl', [CompletionResultType]::ParameterName, 'Print the request as a runnable curl command (key as $TALENT_API_KEY) instead of sending it')
            [CompletionResult]::new('--resume', '--resume', [CompletionResultType]::ParameterName, 'Continue an interrupted --out export of the same command from its checkpoint')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of csv and tsv output')
            [CompletionResult]::new('--no-formula-guard', '--no-formula-guard', [CompletionResultType]::ParameterName, 'Write CSV cells raw (by default a cell starting with = + - @, tab or CR that is not a plain number gets a '' prefix)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'talent;sandbox;trigger' {
            [CompletionResult]::new('--job', '--job', [CompletionResultType]::ParameterName, 'Job the event is about')
            [CompletionResult]::new('--candidate', '--candidate', [CompletionResultType]::ParameterName, 'Candidate the event is about (cand_ id or talentCardId)')
            [CompletionResult]::new('--data', '--data', [CompletionResultType]::ParameterName, 'Extra or overriding `data` fields, as a JSON object')
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Main interface base URL (ends in /api/v1)')
            [CompletionResult]::new('--alt-base-url', '--alt-base-url', [CompletionResultType]::ParameterName, 'Additional interface base URL (ends in /v1)')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Named key and settings [default: default]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, json otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, json otherwise]')
            [CompletionResult]::new('--fields', '--fields', [CompletionResultType]::ParameterName, 'Choose and order columns or keys; dotted paths reach nested fields')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colour notices on stderr (also honours NO_COLOR)')
            [CompletionResult]::new('--max-wait', '--max-wait', [CompletionResultType]::ParameterName, 'Longest rate-limit wait accepted before exit 6, e.g. 30s, 10m')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Connect, first-byte and between-bytes timeout of one attempt')
            [CompletionResult]::new('--out', '--out', [CompletionResultType]::ParameterName, 'Write the data atomically to FILE (FILE.partial, then rename) instead of stdout')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression (built in; implies -o json)')
            [CompletionResult]::new('--max-unlocks', '--max-unlocks', [CompletionResultType]::ParameterName, 'The most unlocks this run may spend')
            [CompletionResult]::new('--max-searches', '--max-searches', [CompletionResultType]::ParameterName, 'The most searches (search pages) this run may spend, retried pages included')
            [CompletionResult]::new('--max-messages', '--max-messages', [CompletionResultType]::ParameterName, 'The most messages (invites) this run may spend')
            [CompletionResult]::new('--sandbox', '--sandbox', [CompletionResultType]::ParameterName, 'Run against the embedded simulator; no key needed')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Accept quota-spending and destructive confirmations')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Accept quota-spending and destructive confirmations')
            [CompletionResult]::new('--no-input', '--no-input', [CompletionResultType]::ParameterName, 'Never prompt; anything that needs a confirmation fails instead')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Trace requests and responses on stderr (never the key)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Trace requests and responses on stderr (never the key)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'No progress, no notices: errors only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'No progress, no notices: errors only')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request (method, URL, body, the quota it would spend) instead of sending it')
            [CompletionResult]::new('--curl', '--curl', [CompletionResultType]::ParameterName, 'Print the request as a runnable curl command (key as $TALENT_API_KEY) instead of sending it')
            [CompletionResult]::new('--resume', '--resume', [CompletionResultType]::ParameterName, 'Continue an interrupted --out export of the same command from its checkpoint')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of csv and tsv output')
            [CompletionResult]::new('--no-formula-guard', '--no-formula-guard', [CompletionResultType]::ParameterName, 'Write CSV cells raw (by default a cell starting with = + - @, tab or CR that is not a plain number gets a '' prefix)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'talent;sandbox;reset' {
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Main interface base URL (ends in /api/v1)')
            [CompletionResult]::new('--alt-base-url', '--alt-base-url', [CompletionResultType]::ParameterName, 'Additional interface base URL (ends in /v1)')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Named key and settings [default: default]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, json otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, json otherwise]')
            [CompletionResult]::new('--fields', '--fields', [CompletionResultType]::ParameterName, 'Choose and order columns or keys; dotted paths reach nested fields')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colour notices on stderr (also honours NO_COLOR)')
            [CompletionResult]::new('--max-wait', '--max-wait', [CompletionResultType]::ParameterName, 'Longest rate-limit wait accepted before exit 6, e.g. 30s, 10m')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Connect, first-byte and between-bytes timeout of one attempt')
            [CompletionResult]::new('--out', '--out', [CompletionResultType]::ParameterName, 'Write the data atomically to FILE (FILE.partial, then rename) instead of stdout')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression (built in; implies -o json)')
            [CompletionResult]::new('--max-unlocks', '--max-unlocks', [CompletionResultType]::ParameterName, 'The most unlocks this run may spend')
            [CompletionResult]::new('--max-searches', '--max-searches', [CompletionResultType]::ParameterName, 'The most searches (search pages) this run may spend, retried pages included')
            [CompletionResult]::new('--max-messages', '--max-messages', [CompletionResultType]::ParameterName, 'The most messages (invites) this run may spend')
            [CompletionResult]::new('--sandbox', '--sandbox', [CompletionResultType]::ParameterName, 'Run against the embedded simulator; no key needed')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Accept quota-spending and destructive confirmations')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Accept quota-spending and destructive confirmations')
            [CompletionResult]::new('--no-input', '--no-input', [CompletionResultType]::ParameterName, 'Never prompt; anything that needs a confirmation fails instead')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Trace requests and responses on stderr (never the key)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Trace requests and responses on stderr (never the key)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'No progress, no notices: errors only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'No progress, no notices: errors only')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request (method, URL, body, the quota it would spend) instead of sending it')
            [CompletionResult]::new('--curl', '--curl', [CompletionResultType]::ParameterName, 'Print the request as a runnable curl command (key as $TALENT_API_KEY) instead of sending it')
            [CompletionResult]::new('--resume', '--resume', [CompletionResultType]::ParameterName, 'Continue an interrupted --out export of the same command from its checkpoint')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of csv and tsv output')
            [CompletionResult]::new('--no-formula-guard', '--no-formula-guard', [CompletionResultType]::ParameterName, 'Write CSV cells raw (by default a cell starting with = + - @, tab or CR that is not a plain number gets a '' prefix)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'talent;sandbox;openapi' {
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Main interface base URL (ends in /api/v1)')
            [CompletionResult]::new('--alt-base-url', '--alt-base-url', [CompletionResultType]::ParameterName, 'Additional interface base URL (ends in /v1)')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Named key and settings [default: default]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, json otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, json otherwise]')
            [CompletionResult]::new('--fields', '--fields', [CompletionResultType]::ParameterName, 'Choose and order columns or keys; dotted paths reach nested fields')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colour notices on stderr (also honours NO_COLOR)')
            [CompletionResult]::new('--max-wait', '--max-wait', [CompletionResultType]::ParameterName, 'Longest rate-limit wait accepted before exit 6, e.g. 30s, 10m')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Connect, first-byte and between-bytes timeout of one attempt')
            [CompletionResult]::new('--out', '--out', [CompletionResultType]::ParameterName, 'Write the data atomically to FILE (FILE.partial, then rename) instead of stdout')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression (built in; implies -o json)')
            [CompletionResult]::new('--max-unlocks', '--max-unlocks', [CompletionResultType]::ParameterName, 'The most unlocks this run may spend')
            [CompletionResult]::new('--max-searches', '--max-searches', [CompletionResultType]::ParameterName, 'The most searches (search pages) this run may spend, retried pages included')
            [CompletionResult]::new('--max-messages', '--max-messages', [CompletionResultType]::ParameterName, 'The most messages (invites) this run may spend')
            [CompletionResult]::new('--sandbox', '--sandbox', [CompletionResultType]::ParameterName, 'Run against the embedded simulator; no key needed')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Accept quota-spending and destructive confirmations')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Accept quota-spending and destructive confirmations')
            [CompletionResult]::new('--no-input', '--no-input', [CompletionResultType]::ParameterName, 'Never prompt; anything that needs a confirmation fails instead')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Trace requests and responses on stderr (never the key)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Trace requests and responses on stderr (never the key)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'No progress, no notices: errors only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'No progress, no notices: errors only')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request (method, URL, body, the quota it would spend) instead of sending it')
            [CompletionResult]::new('--curl', '--curl', [CompletionResultType]::ParameterName, 'Print the request as a runnable curl command (key as $TALENT_API_KEY) instead of sending it')
            [CompletionResult]::new('--resume', '--resume', [CompletionResultType]::ParameterName, 'Continue an interrupted --out export of the same command from its checkpoint')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of csv and tsv output')
            [CompletionResult]::new('--no-formula-guard', '--no-formula-guard', [CompletionResultType]::ParameterName, 'Write CSV cells raw (by default a cell starting with = + - @, tab or CR that is not a plain number gets a '' prefix)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'talent;sandbox;help' {
            [CompletionResult]::new('serve', 'serve', [CompletionResultType]::ParameterValue, 'Run the simulator of the service as a local server')
            [CompletionResult]::new('trigger', 'trigger', [CompletionResultType]::ParameterValue, 'Make a sandbox emit a webhook event')
            [CompletionResult]::new('reset', 'reset', [CompletionResultType]::ParameterValue, 'Delete the embedded sandbox''s saved state')
            [CompletionResult]::new('openapi', 'openapi', [CompletionResultType]::ParameterValue, 'Print the OpenAPI 3.1 document of an interface')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'talent;sandbox;help;serve' {
            break
        }
        'talent;sandbox;help;trigger' {
            break
        }
        'talent;sandbox;help;reset' {
            break
        }
        'talent;sandbox;help;openapi' {
            break
        }
        'talent;sandbox;help;help' {
            break
        }
        'talent;ledger' {
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Main interface base URL (ends in /api/v1)')
            [CompletionResult]::new('--alt-base-url', '--alt-base-url', [CompletionResultType]::ParameterName, 'Additional interface base URL (ends in /v1)')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Named key and settings [default: default]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, json otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, json otherwise]')
            [CompletionResult]::new('--fields', '--fields', [CompletionResultType]::ParameterName, 'Choose and order columns or keys; dotted paths reach nested fields')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colour notices on stderr (also honours NO_COLOR)')
            [CompletionResult]::new('--max-wait', '--max-wait', [CompletionResultType]::ParameterName, 'Longest rate-limit wait accepted before exit 6, e.g. 30s, 10m')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Connect, first-byte and between-bytes timeout of one attempt')
            [CompletionResult]::new('--out', '--out', [CompletionResultType]::ParameterName, 'Write the data atomically to FILE (FILE.partial, then rename) instead of stdout')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression (built in; implies -o json)')
            [CompletionResult]::new('--max-unlocks', '--max-unlocks', [CompletionResultType]::ParameterName, 'The most unlocks this run may spend')
            [CompletionResult]::new('--max-searches', '--max-searches', [CompletionResultType]::ParameterName, 'The most searches (search pages) this run may spend, retried pages included')
            [CompletionResult]::new('--max-messages', '--max-messages', [CompletionResultType]::ParameterName, 'The most messages (invites) this run may spend')
            [CompletionResult]::new('--sandbox', '--sandbox', [CompletionResultType]::ParameterName, 'Run against the embedded simulator; no key needed')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Accept quota-spending and destructive confirmations')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Accept quota-spending and destructive confirmations')
            [CompletionResult]::new('--no-input', '--no-input', [CompletionResultType]::ParameterName, 'Never prompt; anything that needs a confirmation fails instead')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Trace requests and responses on stderr (never the key)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Trace requests and responses on stderr (never the key)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'No progress, no notices: errors only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'No progress, no notices: errors only')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request (method, URL, body, the quota it would spend) instead of sending it')
            [CompletionResult]::new('--curl', '--curl', [CompletionResultType]::ParameterName, 'Print the request as a runnable curl command (key as $TALENT_API_KEY) instead of sending it')
            [CompletionResult]::new('--resume', '--resume', [CompletionResultType]::ParameterName, 'Continue an interrupted --out export of the same command from its checkpoint')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of csv and tsv output')
            [CompletionResult]::new('--no-formula-guard', '--no-formula-guard', [CompletionResultType]::ParameterName, 'Write CSV cells raw (by default a cell starting with = + - @, tab or CR that is not a plain number gets a '' prefix)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('show', 'show', [CompletionResultType]::ParameterValue, 'Show the local ledger: its file, schema and rows per table')
            [CompletionResult]::new('prune', 'prune', [CompletionResultType]::ParameterValue, 'Remove old rows from the local ledger')
            [CompletionResult]::new('reset', 'reset', [CompletionResultType]::ParameterValue, 'Delete the local ledger')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'talent;ledger;show' {
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Main interface base URL (ends in /api/v1)')
            [CompletionResult]::new('--alt-base-url', '--alt-base-url', [CompletionResultType]::ParameterName, 'Additional interface base URL (ends in /v1)')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Named key and settings [default: default]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, json otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, json otherwise]')
            [CompletionResult]::new('--fields', '--fields', [CompletionResultType]::ParameterName, 'Choose and order columns or keys; dotted paths reach nested fields')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colour notices on stderr (also honours NO_COLOR)')
            [CompletionResult]::new('--max-wait', '--max-wait', [CompletionResultType]::ParameterName, 'Longest rate-limit wait accepted before exit 6, e.g. 30s, 10m')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Connect, first-byte and between-bytes timeout of one attempt')
            [CompletionResult]::new('--out', '--out', [CompletionResultType]::ParameterName, 'Write the data atomically to FILE (FILE.partial, then rename) instead of stdout')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression (built in; implies -o json)')
            [CompletionResult]::new('--max-unlocks', '--max-unlocks', [CompletionResultType]::ParameterName, 'The most unlocks this run may spend')
            [CompletionResult]::new('--max-searches', '--max-searches', [CompletionResultType]::ParameterName, 'The most searches (search pages) this run may spend, retried pages included')
            [CompletionResult]::new('--max-messages', '--max-messages', [CompletionResultType]::ParameterName, 'The most messages (invites) this run may spend')
            [CompletionResult]::new('--sandbox', '--sandbox', [CompletionResultType]::ParameterName, 'Run against the embedded simulator; no key needed')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Accept quota-spending and destructive confirmations')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Accept quota-spending and destructive confirmations')
            [CompletionResult]::new('--no-input', '--no-input', [CompletionResultType]::ParameterName, 'Never prompt; anything that needs a confirmation fails instead')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Trace requests and responses on stderr (never the key)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Trace requests and responses on stderr (never the key)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'No progress, no notices: errors only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'No progress, no notices: errors only')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request (method, URL, body, the quota it would spend) instead of sending it')
            [CompletionResult]::new('--curl', '--curl', [CompletionResultType]::ParameterName, 'Print the request as a runnable curl command (key as $TALENT_API_KEY) instead of sending it')
            [CompletionResult]::new('--resume', '--resume', [CompletionResultType]::ParameterName, 'Continue an interrupted --out export of the same command from its checkpoint')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of csv and tsv output')
            [CompletionResult]::new('--no-formula-guard', '--no-formula-guard', [CompletionResultType]::ParameterName, 'Write CSV cells raw (by default a cell starting with = + - @, tab or CR that is not a plain number gets a '' prefix)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'talent;ledger;prune' {
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Main interface base URL (ends in /api/v1)')
            [CompletionResult]::new('--alt-base-url', '--alt-base-url', [CompletionResultType]::ParameterName, 'Additional interface base URL (ends in /v1)')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Named key and settings [default: default]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, json otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, json otherwise]')
            [CompletionResult]::new('--fields', '--fields', [CompletionResultType]::ParameterName, 'Choose and order columns or keys; dotted paths reach nested fields')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colour notices on stderr (also honours NO_COLOR)')
            [CompletionResult]::new('--max-wait', '--max-wait', [CompletionResultType]::ParameterName, 'Longest rate-limit wait accepted before exit 6, e.g. 30s, 10m')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Connect, first-byte and between-bytes timeout of one attempt')
            [CompletionResult]::new('--out', '--out', [CompletionResultType]::ParameterName, 'Write the data atomically to FILE (FILE.partial, then rename) instead of stdout')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression (built in; implies -o json)')
            [CompletionResult]::new('--max-unlocks', '--max-unlocks', [CompletionResultType]::ParameterName, 'The most unlocks this run may spend')
            [CompletionResult]::new('--max-searches', '--max-searches', [CompletionResultType]::ParameterName, 'The most searches (search pages) this run may spend, retried pages included')
            [CompletionResult]::new('--max-messages', '--max-messages', [CompletionResultType]::ParameterName, 'The most messages (invites) this run may spend')
            [CompletionResult]::new('--sandbox', '--sandbox', [CompletionResultType]::ParameterName, 'Run against the embedded simulator; no key needed')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Accept quota-spending and destructive confirmations')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Accept quota-spending and destructive confirmations')
            [CompletionResult]::new('--no-input', '--no-input', [CompletionResultType]::ParameterName, 'Never prompt; anything that needs a confirmation fails instead')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Trace requests and responses on stderr (never the key)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Trace requests and responses on stderr (never the key)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'No progress, no notices: errors only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'No progress, no notices: errors only')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request (method, URL, body, the quota it would spend) instead of sending it')
            [CompletionResult]::new('--curl', '--curl', [CompletionResultType]::ParameterName, 'Print the request as a runnable curl command (key as $TALENT_API_KEY) instead of sending it')
            [CompletionResult]::new('--resume', '--resume', [CompletionResultType]::ParameterName, 'Continue an interrupted --out export of the same command from its checkpoint')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of csv and tsv output')
            [CompletionResult]::new('--no-formula-guard', '--no-formula-guard', [CompletionResultType]::ParameterName, 'Write CSV cells raw (by default a cell starting with = + - @, tab or CR that is not a plain number gets a '' prefix)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'talent;ledger;reset' {
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Main interface base URL (ends in /api/v1)')
            [CompletionResult]::new('--alt-base-url', '--alt-base-url', [CompletionResultType]::ParameterName, 'Additional interface base URL (ends in /v1)')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Named key and settings [default: default]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, json otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, json otherwise]')
            [CompletionResult]::new('--fields', '--fields', [CompletionResultType]::ParameterName, 'Choose and order columns or keys; dotted paths reach nested fields')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colour notices on stderr (also honours NO_COLOR)')
            [CompletionResult]::new('--max-wait', '--max-wait', [CompletionResultType]::ParameterName, 'Longest rate-limit wait accepted before exit 6, e.g. 30s, 10m')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Connect, first-byte and between-bytes timeout of one attempt')
            [CompletionResult]::new('--out', '--out', [CompletionResultType]::ParameterName, 'Write the data atomically to FILE (FILE.partial, then rename) instead of stdout')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression (built in; implies -o json)')
            [CompletionResult]::new('--max-unlocks', '--max-unlocks', [CompletionResultType]::ParameterName, 'The most unlocks this run may spend')
            [CompletionResult]::new('--max-searches', '--max-searches', [CompletionResultType]::ParameterName, 'The most searches (search pages) this run may spend, retried pages included')
            [CompletionResult]::new('--max-messages', '--max-messages', [CompletionResultType]::ParameterName, 'The most messages (invites) this run may spend')
            [CompletionResult]::new('--sandbox', '--sandbox', [CompletionResultType]::ParameterName, 'Run against the embedded simulator; no key needed')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Accept quota-spending and destructive confirmations')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Accept quota-spending and destructive confirmations')
            [CompletionResult]::new('--no-input', '--no-input', [CompletionResultType]::ParameterName, 'Never prompt; anything that needs a confirmation fails instead')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Trace requests and responses on stderr (never the key)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Trace requests and responses on stderr (never the key)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'No progress, no notices: errors only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'No progress, no notices: errors only')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request (method, URL, body, the quota it would spend) instead of sending it')
            [CompletionResult]::new('--curl', '--curl', [CompletionResultType]::ParameterName, 'Print the request as a runnable curl command (key as $TALENT_API_KEY) instead of sending it')
            [CompletionResult]::new('--resume', '--resume', [CompletionResultType]::ParameterName, 'Continue an interrupted --out export of the same command from its checkpoint')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of csv and tsv output')
            [CompletionResult]::new('--no-formula-guard', '--no-formula-guard', [CompletionResultType]::ParameterName, 'Write CSV cells raw (by default a cell starting with = + - @, tab or CR that is not a plain number gets a '' prefix)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'talent;ledger;help' {
            [CompletionResult]::new('show', 'show', [CompletionResultType]::ParameterValue, 'Show the local ledger: its file, schema and rows per table')
            [CompletionResult]::new('prune', 'prune', [CompletionResultType]::ParameterValue, 'Remove old rows from the local ledger')
            [CompletionResult]::new('reset', 'reset', [CompletionResultType]::ParameterValue, 'Delete the local ledger')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'talent;ledger;help;show' {
            break
        }
        'talent;ledger;help;prune' {
            break
        }
        'talent;ledger;help;reset' {
            break
        }
        'talent;ledger;help;help' {
            break
        }
        'talent;completions' {
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Main interface base URL (ends in /api/v1)')
            [CompletionResult]::new('--alt-base-url', '--alt-base-url', [CompletionResultType]::ParameterName, 'Additional interface base URL (ends in /v1)')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Named key and settings [default: default]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, json otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, json otherwise]')
            [CompletionResult]::new('--fields', '--fields', [CompletionResultType]::ParameterName, 'Choose and order columns or keys; dotted paths reach nested fields')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colour notices on stderr (also honours NO_COLOR)')
            [CompletionResult]::new('--max-wait', '--max-wait', [CompletionResultType]::ParameterName, 'Longest rate-limit wait accepted before exit 6, e.g. 30s, 10m')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Connect, first-byte and between-bytes timeout of one attempt')
            [CompletionResult]::new('--out', '--out', [CompletionResultType]::ParameterName, 'Write the data atomically to FILE (FILE.partial, then rename) instead of stdout')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression (built in; implies -o json)')
            [CompletionResult]::new('--max-unlocks', '--max-unlocks', [CompletionResultType]::ParameterName, 'The most unlocks this run may spend')
            [CompletionResult]::new('--max-searches', '--max-searches', [CompletionResultType]::ParameterName, 'The most searches (search pages) this run may spend, retried pages included')
            [CompletionResult]::new('--max-messages', '--max-messages', [CompletionResultType]::ParameterName, 'The most messages (invites) this run may spend')
            [CompletionResult]::new('--sandbox', '--sandbox', [CompletionResultType]::ParameterName, 'Run against the embedded simulator; no key needed')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Accept quota-spending and destructive confirmations')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Accept quota-spending and destructive confirmations')
            [CompletionResult]::new('--no-input', '--no-input', [CompletionResultType]::ParameterName, 'Never prompt; anything that needs a confirmation fails instead')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Trace requests and responses on stderr (never the key)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Trace requests and responses on stderr (never the key)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'No progress, no notices: errors only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'No progress, no notices: errors only')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request (method, URL, body, the quota it would spend) instead of sending it')
            [CompletionResult]::new('--curl', '--curl', [CompletionResultType]::ParameterName, 'Print the request as a runnable curl command (key as $TALENT_API_KEY) instead of sending it')
            [CompletionResult]::new('--resume', '--resume', [CompletionResultType]::ParameterName, 'Continue an interrupted --out export of the same command from its checkpoint')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of csv and tsv output')
            [CompletionResult]::new('--no-formula-guard', '--no-formula-guard', [CompletionResultType]::ParameterName, 'Write CSV cells raw (by default a cell starting with = + - @, tab or CR that is not a plain number gets a '' prefix)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'talent;config' {
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Main interface base URL (ends in /api/v1)')
            [CompletionResult]::new('--alt-base-url', '--alt-base-url', [CompletionResultType]::ParameterName, 'Additional interface base URL (ends in /v1)')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Named key and settings [default: default]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, json otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, json otherwise]')
            [CompletionResult]::new('--fields', '--fields', [CompletionResultType]::ParameterName, 'Choose and order columns or keys; dotted paths reach nested fields')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colour notices on stderr (also honours NO_COLOR)')
            [CompletionResult]::new('--max-wait', '--max-wait', [CompletionResultType]::ParameterName, 'Longest rate-limit wait accepted before exit 6, e.g. 30s, 10m')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Connect, first-byte and between-bytes timeout of one attempt')
            [CompletionResult]::new('--out', '--out', [CompletionResultType]::ParameterName, 'Write the data atomically to FILE (FILE.partial, then rename) instead of stdout')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression (built in; implies -o json)')
            [CompletionResult]::new('--max-unlocks', '--max-unlocks', [CompletionResultType]::ParameterName, 'The most unlocks this run may spend')
            [CompletionResult]::new('--max-searches', '--max-searches', [CompletionResultType]::ParameterName, 'The most searches (search pages) this run may spend, retried pages included')
            [CompletionResult]::new('--max-messages', '--max-messages', [CompletionResultType]::ParameterName, 'The most messages (invites) this run may spend')
            [CompletionResult]::new('--sandbox', '--sandbox', [CompletionResultType]::ParameterName, 'Run against the embedded simulator; no key needed')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Accept quota-spending and destructive confirmations')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Accept quota-spending and destructive confirmations')
            [CompletionResult]::new('--no-input', '--no-input', [CompletionResultType]::ParameterName, 'Never prompt; anything that needs a confirmation fails instead')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Trace requests and responses on stderr (never the key)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Trace requests and responses on stderr (never the key)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'No progress, no notices: errors only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'No progress, no notices: errors only')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request (method, URL, body, the quota it would spend) instead of sending it')
            [CompletionResult]::new('--curl', '--curl', [CompletionResultType]::ParameterName, 'Print the request as a runnable curl command (key as $TALENT_API_KEY) instead of sending it')
            [CompletionResult]::new('--resume', '--resume', [CompletionResultType]::ParameterName, 'Continue an interrupted --out export of the same command from its checkpoint')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of csv and tsv output')
            [CompletionResult]::new('--no-formula-guard', '--no-formula-guard', [CompletionResultType]::ParameterName, 'Write CSV cells raw (by default a cell starting with = + - @, tab or CR that is not a plain number gets a '' prefix)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('get', 'get', [CompletionResultType]::ParameterValue, 'Print one setting')
            [CompletionResult]::new('set', 'set', [CompletionResultType]::ParameterValue, 'Change a setting')
            [CompletionResult]::new('unset', 'unset', [CompletionResultType]::ParameterValue, 'Remove a setting (the global value or the default applies again)')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List the settings in effect and where each comes from')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'talent;config;get' {
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Main interface base URL (ends in /api/v1)')
            [CompletionResult]::new('--alt-base-url', '--alt-base-url', [CompletionResultType]::ParameterName, 'Additional interface base URL (ends in /v1)')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Named key and settings [default: default]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, json otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, json otherwise]')
            [CompletionResult]::new('--fields', '--fields', [CompletionResultType]::ParameterName, 'Choose and order columns or keys; dotted paths reach nested fields')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colour notices on stderr (also honours NO_COLOR)')
            [CompletionResult]::new('--max-wait', '--max-wait', [CompletionResultType]::ParameterName, 'Longest rate-limit wait accepted before exit 6, e.g. 30s, 10m')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Connect, first-byte and between-bytes timeout of one attempt')
            [CompletionResult]::new('--out', '--out', [CompletionResultType]::ParameterName, 'Write the data atomically to FILE (FILE.partial, then rename) instead of stdout')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression (built in; implies -o json)')
            [CompletionResult]::new('--max-unlocks', '--max-unlocks', [CompletionResultType]::ParameterName, 'The most unlocks this run may spend')
            [CompletionResult]::new('--max-searches', '--max-searches', [CompletionResultType]::ParameterName, 'The most searches (search pages) this run may spend, retried pages included')
            [CompletionResult]::new('--max-messages', '--max-messages', [CompletionResultType]::ParameterName, 'The most messages (invites) this run may spend')
            [CompletionResult]::new('--global', '--global', [CompletionResultType]::ParameterName, 'Read the top-level setting, not the profile''s')
            [CompletionResult]::new('--sandbox', '--sandbox', [CompletionResultType]::ParameterName, 'Run against the embedded simulator; no key needed')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Accept quota-spending and destructive confirmations')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Accept quota-spending and destructive confirmations')
            [CompletionResult]::new('--no-input', '--no-input', [CompletionResultType]::ParameterName, 'Never prompt; anything that needs a confirmation fails instead')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Trace requests and responses on stderr (never the key)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Trace requests and responses on stderr (never the key)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'No progress, no notices: errors only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'No progress, no notices: errors only')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request (method, URL, body, the quota it would spend) instead of sending it')
            [CompletionResult]::new('--curl', '--curl', [CompletionResultType]::ParameterName, 'Print the request as a runnable curl command (key as $TALENT_API_KEY) instead of sending it')
            [CompletionResult]::new('--resume', '--resume', [CompletionResultType]::ParameterName, 'Continue an interrupted --out export of the same command from its checkpoint')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of csv and tsv output')
            [CompletionResult]::new('--no-formula-guard', '--no-formula-guard', [CompletionResultType]::ParameterName, 'Write CSV cells raw (by default a cell starting with = + - @, tab or CR that is not a plain number gets a '' prefix)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'talent;config;set' {
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Main interface base URL (ends in /api/v1)')
            [CompletionResult]::new('--alt-base-url', '--alt-base-url', [CompletionResultType]::ParameterName, 'Additional interface base URL (ends in /v1)')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Named key and settings [default: default]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, json otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, json otherwise]')
            [CompletionResult]::new('--fields', '--fields', [CompletionResultType]::ParameterName, 'Choose and order columns or keys; dotted paths reach nested fields')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colour notices on stderr (also honours NO_COLOR)')
            [CompletionResult]::new('--max-wait', '--max-wait', [CompletionResultType]::ParameterName, 'Longest rate-limit wait accepted before exit 6, e.g. 30s, 10m')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Connect, first-byte and between-bytes timeout of one attempt')
            [CompletionResult]::new('--out', '--out', [CompletionResultType]::ParameterName, 'Write the data atomically to FILE (FILE.partial, then rename) instead of stdout')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression (built in; implies -o json)')
            [CompletionResult]::new('--max-unlocks', '--max-unlocks', [CompletionResultType]::ParameterName, 'The most unlocks this run may spend')
            [CompletionResult]::new('--max-searches', '--max-searches', [CompletionResultType]::ParameterName, 'The most searches (search pages) this run may spend, retried pages included')
            [CompletionResult]::new('--max-messages', '--max-messages', [CompletionResultType]::ParameterName, 'The most messages (invites) this run may spend')
            [CompletionResult]::new('--global', '--global', [CompletionResultType]::ParameterName, 'Change the top-level setting, which every profile inherits')
            [CompletionResult]::new('--sandbox', '--sandbox', [CompletionResultType]::ParameterName, 'Run against the embedded simulator; no key needed')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Accept quota-spending and destructive confirmations')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Accept quota-spending and destructive confirmations')
            [CompletionResult]::new('--no-input', '--no-input', [CompletionResultType]::ParameterName, 'Never prompt; anything that needs a confirmation fails instead')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Trace requests and responses on stderr (never the key)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Trace requests and responses on stderr (never the key)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'No progress, no notices: errors only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'No progress, no notices: errors only')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request (method, URL, body, the quota it would spend) instead of sending it')
            [CompletionResult]::new('--curl', '--curl', [CompletionResultType]::ParameterName, 'Print the request as a runnable curl command (key as $TALENT_API_KEY) instead of sending it')
            [CompletionResult]::new('--resume', '--resume', [CompletionResultType]::ParameterName, 'Continue an interrupted --out export of the same command from its checkpoint')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of csv and tsv output')
            [CompletionResult]::new('--no-formula-guard', '--no-formula-guard', [CompletionResultType]::ParameterName, 'Write CSV cells raw (by default a cell starting with = + - @, tab or CR that is not a plain number gets a '' prefix)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'talent;config;unset' {
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Main interface base URL (ends in /api/v1)')
            [CompletionResult]::new('--alt-base-url', '--alt-base-url', [CompletionResultType]::ParameterName, 'Additional interface base URL (ends in /v1)')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Named key and settings [default: default]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, json otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, json otherwise]')
            [CompletionResult]::new('--fields', '--fields', [CompletionResultType]::ParameterName, 'Choose and order columns or keys; dotted paths reach nested fields')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colour notices on stderr (also honours NO_COLOR)')
            [CompletionResult]::new('--max-wait', '--max-wait', [CompletionResultType]::ParameterName, 'Longest rate-limit wait accepted before exit 6, e.g. 30s, 10m')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Connect, first-byte and between-bytes timeout of one attempt')
            [CompletionResult]::new('--out', '--out', [CompletionResultType]::ParameterName, 'Write the data atomically to FILE (FILE.partial, then rename) instead of stdout')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression (built in; implies -o json)')
            [CompletionResult]::new('--max-unlocks', '--max-unlocks', [CompletionResultType]::ParameterName, 'The most unlocks this run may spend')
            [CompletionResult]::new('--max-searches', '--max-searches', [CompletionResultType]::ParameterName, 'The most searches (search pages) this run may spend, retried pages included')
            [CompletionResult]::new('--max-messages', '--max-messages', [CompletionResultType]::ParameterName, 'The most messages (invites) this run may spend')
            [CompletionResult]::new('--global', '--global', [CompletionResultType]::ParameterName, 'Remove the top-level setting, not the profile''s')
            [CompletionResult]::new('--sandbox', '--sandbox', [CompletionResultType]::ParameterName, 'Run against the embedded simulator; no key needed')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Accept quota-spending and destructive confirmations')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Accept quota-spending and destructive confirmations')
            [CompletionResult]::new('--no-input', '--no-input', [CompletionResultType]::ParameterName, 'Never prompt; anything that needs a confirmation fails instead')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Trace requests and responses on stderr (never the key)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Trace requests and responses on stderr (never the key)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'No progress, no notices: errors only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'No progress, no notices: errors only')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request (method, URL, body, the quota it would spend) instead of sending it')
            [CompletionResult]::new('--curl', '--curl', [CompletionResultType]::ParameterName, 'Print the request as a runnable curl command (key as $TALENT_API_KEY) instead of sending it')
            [CompletionResult]::new('--resume', '--resume', [CompletionResultType]::ParameterName, 'Continue an interrupted --out export of the same command from its checkpoint')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of csv and tsv output')
            [CompletionResult]::new('--no-formula-guard', '--no-formula-guard', [CompletionResultType]::ParameterName, 'Write CSV cells raw (by default a cell starting with = + - @, tab or CR that is not a plain number gets a '' prefix)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'talent;config;list' {
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Main interface base URL (ends in /api/v1)')
            [CompletionResult]::new('--alt-base-url', '--alt-base-url', [CompletionResultType]::ParameterName, 'Additional interface base URL (ends in /v1)')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Named key and settings [default: default]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, json otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, json otherwise]')
            [CompletionResult]::new('--fields', '--fields', [CompletionResultType]::ParameterName, 'Choose and order columns or keys; dotted paths reach nested fields')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colour notices on stderr (also honours NO_COLOR)')
            [CompletionResult]::new('--max-wait', '--max-wait', [CompletionResultType]::ParameterName, 'Longest rate-limit wait accepted before exit 6, e.g. 30s, 10m')
            [CompletionResult]::new('--timeout', '--timeout', [CompletionResultType]::ParameterName, 'Connect, first-byte and between-bytes timeout of one attempt')
            [CompletionResult]::new('--out', '--out', [CompletionResultType]::ParameterName, 'Write the data atomically to FILE (FILE.partial, then rename) instead of stdout')
            [CompletionResult]::new('--jq', '--jq', [CompletionResultType]::ParameterName, 'Filter JSON output with a jq expression (built in; implies -o json)')
            [CompletionResult]::new('--max-unlocks', '--max-unlocks', [CompletionResultType]::ParameterName, 'The most unlocks this run may spend')
            [CompletionResult]::new('--max-searches', '--max-searches', [CompletionResultType]::ParameterName, 'The most searches (search pages) this run may spend, retried pages included')
            [CompletionResult]::new('--max-messages', '--max-messages', [CompletionResultType]::ParameterName, 'The most messages (invites) this run may spend')
            [CompletionResult]::new('--global', '--global', [CompletionResultType]::ParameterName, 'Only the file''s top-level settings, which every profile inherits')
            [CompletionResult]::new('--sandbox', '--sandbox', [CompletionResultType]::ParameterName, 'Run against the embedded simulator; no key needed')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Accept quota-spending and destructive confirmations')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Accept quota-spending and destructive confirmations')
            [CompletionResult]::new('--no-input', '--no-input', [CompletionResultType]::ParameterName, 'Never prompt; anything that needs a confirmation fails instead')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Trace requests and responses on stderr (never the key)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Trace requests and responses on stderr (never the key)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'No progress, no notices: errors only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'No progress, no notices: errors only')
            [CompletionResult]::new('--dry-run', '--dry-run', [CompletionResultType]::ParameterName, 'Print the request (method, URL, body, the quota it would spend) instead of sending it')
            [CompletionResult]::new('--curl', '--curl', [CompletionResultType]::ParameterName, 'Print the request as a runnable curl command (key as $TALENT_API_KEY) instead of sending it')
            [CompletionResult]::new('--resume', '--resume', [CompletionResultType]::ParameterName, 'Continue an interrupted --out export of the same command from its checkpoint')
            [CompletionResult]::new('--no-headers', '--no-headers', [CompletionResultType]::ParameterName, 'Leave out the header row of csv and tsv output')
            [CompletionResult]::new('--no-formula-guard', '--no-formula-guard', [CompletionResultType]::ParameterName, 'Write CSV cells raw (by default a cell starting with = + - @, tab or CR that is not a plain number gets a '' prefix)')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'talent;config;help' {
            [CompletionResult]::new('get', 'get', [CompletionResultType]::ParameterValue, 'Print one setting')
            [CompletionResult]::new('set', 'set', [CompletionResultType]::ParameterValue, 'Change a setting')
            [CompletionResult]::new('unset', 'unset', [CompletionResultType]::ParameterValue, 'Remove a setting (the global value or the default applies again)')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List the settings in effect and where each comes from')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'talent;config;help;get' {
            break
        }
        'talent;config;help;set' {
            break
        }
        'talent;config;help;unset' {
            break
        }
        'talent;config;help;list' {
            break
        }
        'talent;config;help;help' {
            break
        }
        'talent;help' {
            [CompletionResult]::new('search', 'search', [CompletionResultType]::ParameterValue, 'Search the talent pool (spends one search per page)')
            [CompletionResult]::new('candidate', 'candidate', [CompletionResultType]::ParameterValue, 'Candidates: show (unlock), list, summary, profile')
            [CompletionResult]::new('jobs', 'jobs', [CompletionResultType]::ParameterValue, 'Jobs: list, create, update, pause, resume, close')
            [CompletionResult]::new('stages', 'stages', [CompletionResultType]::ParameterValue, 'List a job''s pipeline stages with application counts')
            [CompletionResult]::new('apps', 'apps', [CompletionResultType]::ParameterValue, 'List a job''s applications')
            [CompletionResult]::new('invite', 'invite', [CompletionResultType]::ParameterValue, 'Invite a candidate to apply to a job (first contact; spends a message)')
            [CompletionResult]::new('message', 'message', [CompletionResultType]::ParameterValue, 'Send a follow-up message in an existing thread')
            [CompletionResult]::new('usage', 'usage', [CompletionResultType]::ParameterValue, 'Show usage meters and quotas')
            [CompletionResult]::new('shortlist', 'shortlist', [CompletionResultType]::ParameterValue, 'Generate a ranked shortlist for a job')
            [CompletionResult]::new('bulk-invite', 'bulk-invite', [CompletionResultType]::ParameterValue, 'Invite many candidates to a job by WhatsApp and/or e-mail')
            [CompletionResult]::new('webhooks', 'webhooks', [CompletionResultType]::ParameterValue, 'Webhook endpoints: list, create, delete, enable, listen, verify')
            [CompletionResult]::new('auth', 'auth', [CompletionResultType]::ParameterValue, 'Log in, check and log out the profile''s API key')
            [CompletionResult]::new('api', 'api', [CompletionResultType]::ParameterValue, 'Send a raw request to either interface')
            [CompletionResult]::new('sandbox', 'sandbox', [CompletionResultType]::ParameterValue, 'Run, drive and reset the built-in simulator of the service')
            [CompletionResult]::new('ledger', 'ledger', [CompletionResultType]::ParameterValue, 'Inspect and maintain the local ledger')
            [CompletionResult]::new('completions', 'completions', [CompletionResultType]::ParameterValue, 'Print a shell completion script')
            [CompletionResult]::new('config', 'config', [CompletionResultType]::ParameterValue, 'Read and change profile settings')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'talent;help;search' {
            break
        }
        'talent;help;candidate' {
            [CompletionResult]::new('show', 'show', [CompletionResultType]::ParameterValue, 'Show candidates'' identity and contact details (unlocks: spends quota)')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'Search candidates by skills on the additional interface')
            [CompletionResult]::new('summary', 'summary', [CompletionResultType]::ParameterValue, 'Show a candidate summary')
            [CompletionResult]::new('profile', 'profile', [CompletionResultType]::ParameterValue, 'Show a candidate''s full profile')
            break
        }
        'talent;help;candidate;show' {
            break
        }
        'talent;help;candidate;list' {
            break
        }
        'talent;help;candidate;summary' {
            break
        }
        'talent;help;candidate;profile' {
            break
        }
        'talent;help;jobs' {
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List jobs')
            [CompletionResult]::new('create', 'create', [CompletionResultType]::ParameterValue, 'Create a job')
            [CompletionResult]::new('update', 'update', [CompletionResultType]::ParameterValue, 'Change a job''s fields')
            [CompletionResult]::new('pause', 'pause', [CompletionResultType]::ParameterValue, 'Pause a job (sourcing halts)')
            [CompletionResult]::new('resume', 'resume', [CompletionResultType]::ParameterValue, 'Resume a paused job')
            [CompletionResult]::new('close', 'close', [CompletionResultType]::ParameterValue, 'Close a job permanently')
            break
        }
        'talent;help;jobs;list' {
            break
        }
        'talent;help;jobs;create' {
            break
        }
        'talent;help;jobs;update' {
            break
        }
        'talent;help;jobs;pause' {
            break
        }
        'talent;help;jobs;resume' {
            break
        }
        'talent;help;jobs;close' {
            break
        }
        'talent;help;stages' {
            break
        }
        'talent;help;apps' {
            break
        }
        'talent;help;invite' {
            break
        }
        'talent;help;message' {
            break
        }
        'talent;help;usage' {
            break
        }
        'talent;help;shortlist' {
            break
        }
        'talent;help;bulk-invite' {
            break
        }
        'talent;help;webhooks' {
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List webhook endpoints')
            [CompletionResult]::new('create', 'create', [CompletionResultType]::ParameterValue, 'Register a webhook endpoint')
            [CompletionResult]::new('delete', 'delete', [CompletionResultType]::ParameterValue, 'Delete a webhook endpoint')
            [CompletionResult]::new('enable', 'enable', [CompletionResultType]::ParameterValue, 'Re-enable a disabled webhook endpoint')
            [CompletionResult]::new('listen', 'listen', [CompletionResultType]::ParameterValue, 'Receive webhook events locally, verified and each handled once')
            [CompletionResult]::new('replay', 'replay', [CompletionResultType]::ParameterValue, 'Deliver again the events a `webhooks listen --log FILE` kept')
            [CompletionResult]::new('verify', 'verify', [CompletionResultType]::ParameterValue, 'Check a webhook signature offline')
            break
        }
        'talent;help;webhooks;list' {
            break
        }
        'talent;help;webhooks;create' {
            break
        }
        'talent;help;webhooks;delete' {
            break
        }
        'talent;help;webhooks;enable' {
            break
        }
        'talent;help;webhooks;listen' {
            break
        }
        'talent;help;webhooks;replay' {
            break
        }
        'talent;help;webhooks;verify' {
            break
        }
        'talent;help;auth' {
            [CompletionResult]::new('login', 'login', [CompletionResultType]::ParameterValue, 'Store an API key for the profile (checked with the service first)')
            [CompletionResult]::new('status', 'status', [CompletionResultType]::ParameterValue, 'Show the profile, where its key comes from, and the workspace')
            [CompletionResult]::new('logout', 'logout', [CompletionResultType]::ParameterValue, 'Delete the profile''s stored key')
            break
        }
        'talent;help;auth;login' {
            break
        }
        'talent;help;auth;status' {
            break
        }
        'talent;help;auth;logout' {
            break
        }
        'talent;help;api' {
            break
        }
        'talent;help;sandbox' {
            [CompletionResult]::new('serve', 'serve', [CompletionResultType]::ParameterValue, 'Run the simulator of the service as a local server')
            [CompletionResult]::new('trigger', 'trigger', [CompletionResultType]::ParameterValue, 'Make a sandbox emit a webhook event')
            [CompletionResult]::new('reset', 'reset', [CompletionResultType]::ParameterValue, 'Delete the embedded sandbox''s saved state')
            [CompletionResult]::new('openapi', 'openapi', [CompletionResultType]::ParameterValue, 'Print the OpenAPI 3.1 document of an interface')
            break
        }
        'talent;help;sandbox;serve' {
            break
        }
        'talent;help;sandbox;trigger' {
            break
        }
        'talent;help;sandbox;reset' {
            break
        }
        'talent;help;sandbox;openapi' {
            break
        }
        'talent;help;ledger' {
            [CompletionResult]::new('show', 'show', [CompletionResultType]::ParameterValue, 'Show the local ledger: its file, schema and rows per table')
            [CompletionResult]::new('prune', 'prune', [CompletionResultType]::ParameterValue, 'Remove old rows from the local ledger')
            [CompletionResult]::new('reset', 'reset', [CompletionResultType]::ParameterValue, 'Delete the local ledger')
            break
        }
        'talent;help;ledger;show' {
            break
        }
        'talent;help;ledger;prune' {
            break
        }
        'talent;help;ledger;reset' {
            break
        }
        'talent;help;completions' {
            break
        }
        'talent;help;config' {
            [CompletionResult]::new('get', 'get', [CompletionResultType]::ParameterValue, 'Print one setting')
            [CompletionResult]::new('set', 'set', [CompletionResultType]::ParameterValue, 'Change a setting')
            [CompletionResult]::new('unset', 'unset', [CompletionResultType]::ParameterValue, 'Remove a setting (the global value or the default applies again)')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List the settings in effect and where each comes from')
            break
        }
        'talent;help;config;get' {
            break
        }
        'talent;help;config;set' {
            break
        }
        'talent;help;config;unset' {
            break
        }
        'talent;help;config;list' {
            break
        }
        'talent;help;help' {
            break
        }
    })

    $completions.Where{ $_.CompletionText -like "$wordToComplete*" } |
        Sort-Object -Property ListItemText
}
