
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
            [CompletionResult]::new('--sandbox', '--sandbox', [CompletionResultType]::ParameterName, 'Run against the embedded simulator; no key needed')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Accept quota-spending and destructive confirmations')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Accept quota-spending and destructive confirmations')
            [CompletionResult]::new('--no-input', '--no-input', [CompletionResultType]::ParameterName, 'Never prompt; anything that needs a confirmation fails instead')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Trace requests and responses on stderr (never the key)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Trace requests and responses on stderr (never the key)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'No progress, no notices: errors only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'No progress, no notices: errors only')
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
            [CompletionResult]::new('completions', 'completions', [CompletionResultType]::ParameterValue, 'Print a shell completion script')
            [CompletionResult]::new('config', 'config', [CompletionResultType]::ParameterValue, 'Read and change profile settings')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'talent;search' {
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Main interface base URL (ends in /api/v1)')
            [CompletionResult]::new('--alt-base-url', '--alt-base-url', [CompletionResultType]::ParameterName, 'Additional interface base URL (ends in /v1)')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Named key and settings [default: default]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, json otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, json otherwise]')
            [CompletionResult]::new('--fields', '--fields', [CompletionResultType]::ParameterName, 'Choose and order columns or keys; dotted paths reach nested fields')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colour notices on stderr (also honours NO_COLOR)')
            [CompletionResult]::new('--sandbox', '--sandbox', [CompletionResultType]::ParameterName, 'Run against the embedded simulator; no key needed')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Accept quota-spending and destructive confirmations')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Accept quota-spending and destructive confirmations')
            [CompletionResult]::new('--no-input', '--no-input', [CompletionResultType]::ParameterName, 'Never prompt; anything that needs a confirmation fails instead')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Trace requests and responses on stderr (never the key)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Trace requests and responses on stderr (never the key)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'No progress, no notices: errors only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'No progress, no notices: errors only')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
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
            [CompletionResult]::new('--sandbox', '--sandbox', [CompletionResultType]::ParameterName, 'Run against the embedded simulator; no key needed')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Accept quota-spending and destructive confirmations')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Accept quota-spending and destructive confirmations')
            [CompletionResult]::new('--no-input', '--no-input', [CompletionResultType]::ParameterName, 'Never prompt; anything that needs a confirmation fails instead')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Trace requests and responses on stderr (never the key)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Trace requests and responses on stderr (never the key)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'No progress, no notices: errors only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'No progress, no notices: errors only')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
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
            [CompletionResult]::new('--sandbox', '--sandbox', [CompletionResultType]::ParameterName, 'Run against the embedded simulator; no key needed')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Accept quota-spending and destructive confirmations')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Accept quota-spending and destructive confirmations')
            [CompletionResult]::new('--no-input', '--no-input', [CompletionResultType]::ParameterName, 'Never prompt; anything that needs a confirmation fails instead')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Trace requests and responses on stderr (never the key)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Trace requests and responses on stderr (never the key)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'No progress, no notices: errors only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'No progress, no notices: errors only')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'talent;candidate;list' {
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Main interface base URL (ends in /api/v1)')
            [CompletionResult]::new('--alt-base-url', '--alt-base-url', [CompletionResultType]::ParameterName, 'Additional interface base URL (ends in /v1)')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Named key and settings [default: default]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, json otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, json otherwise]')
            [CompletionResult]::new('--fields', '--fields', [CompletionResultType]::ParameterName, 'Choose and order columns or keys; dotted paths reach nested fields')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colour notices on stderr (also honours NO_COLOR)')
            [CompletionResult]::new('--sandbox', '--sandbox', [CompletionResultType]::ParameterName, 'Run against the embedded simulator; no key needed')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Accept quota-spending and destructive confirmations')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Accept quota-spending and destructive confirmations')
            [CompletionResult]::new('--no-input', '--no-input', [CompletionResultType]::ParameterName, 'Never prompt; anything that needs a confirmation fails instead')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Trace requests and responses on stderr (never the key)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Trace requests and responses on stderr (never the key)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'No progress, no notices: errors only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'No progress, no notices: errors only')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
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
            [CompletionResult]::new('--sandbox', '--sandbox', [CompletionResultType]::ParameterName, 'Run against the embedded simulator; no key needed')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Accept quota-spending and destructive confirmations')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Accept quota-spending and destructive confirmations')
            [CompletionResult]::new('--no-input', '--no-input', [CompletionResultType]::ParameterName, 'Never prompt; anything that needs a confirmation fails instead')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Trace requests and responses on stderr (never the key)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Trace requests and responses on stderr (never the key)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'No progress, no notices: errors only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'No progress, no notices: errors only')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
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
            [CompletionResult]::new('--sandbox', '--sandbox', [CompletionResultType]::ParameterName, 'Run against the embedded simulator; no key needed')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Accept quota-spending and destructive confirmations')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Accept quota-spending and destructive confirmations')
            [CompletionResult]::new('--no-input', '--no-input', [CompletionResultType]::ParameterName, 'Never prompt; anything that needs a confirmation fails instead')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Trace requests and responses on stderr (never the key)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Trace requests and responses on stderr (never the key)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'No progress, no notices: errors only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'No progress, no notices: errors only')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
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
            [CompletionResult]::new('--sandbox', '--sandbox', [CompletionResultType]::ParameterName, 'Run against the embedded simulator; no key needed')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Accept quota-spending and destructive confirmations')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Accept quota-spending and destructive confirmations')
            [CompletionResult]::new('--no-input', '--no-input', [CompletionResultType]::ParameterName, 'Never prompt; anything that needs a confirmation fails instead')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Trace requests and responses on stderr (never the key)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Trace requests and responses on stderr (never the key)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'No progress, no notices: errors only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'No progress, no notices: errors only')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
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
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Main interface base URL (ends in /api/v1)')
            [CompletionResult]::new('--alt-base-url', '--alt-base-url', [CompletionResultType]::ParameterName, 'Additional interface base URL (ends in /v1)')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Named key and settings [default: default]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, json otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, json otherwise]')
            [CompletionResult]::new('--fields', '--fields', [CompletionResultType]::ParameterName, 'Choose and order columns or keys; dotted paths reach nested fields')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colour notices on stderr (also honours NO_COLOR)')
            [CompletionResult]::new('--sandbox', '--sandbox', [CompletionResultType]::ParameterName, 'Run against the embedded simulator; no key needed')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Accept quota-spending and destructive confirmations')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Accept quota-spending and destructive confirmations')
            [CompletionResult]::new('--no-input', '--no-input', [CompletionResultType]::ParameterName, 'Never prompt; anything that needs a confirmation fails instead')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Trace requests and responses on stderr (never the key)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Trace requests and responses on stderr (never the key)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'No progress, no notices: errors only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'No progress, no notices: errors only')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'talent;jobs;create' {
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Main interface base URL (ends in /api/v1)')
            [CompletionResult]::new('--alt-base-url', '--alt-base-url', [CompletionResultType]::ParameterName, 'Additional interface base URL (ends in /v1)')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Named key and settings [default: default]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, json otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, json otherwise]')
            [CompletionResult]::new('--fields', '--fields', [CompletionResultType]::ParameterName, 'Choose and order columns or keys; dotted paths reach nested fields')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colour notices on stderr (also honours NO_COLOR)')
            [CompletionResult]::new('--sandbox', '--sandbox', [CompletionResultType]::ParameterName, 'Run against the embedded simulator; no key needed')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Accept quota-spending and destructive confirmations')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Accept quota-spending and destructive confirmations')
            [CompletionResult]::new('--no-input', '--no-input', [CompletionResultType]::ParameterName, 'Never prompt; anything that needs a confirmation fails instead')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Trace requests and responses on stderr (never the key)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Trace requests and responses on stderr (never the key)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'No progress, no notices: errors only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'No progress, no notices: errors only')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'talent;jobs;update' {
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Main interface base URL (ends in /api/v1)')
            [CompletionResult]::new('--alt-base-url', '--alt-base-url', [CompletionResultType]::ParameterName, 'Additional interface base URL (ends in /v1)')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Named key and settings [default: default]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, json otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, json otherwise]')
            [CompletionResult]::new('--fields', '--fields', [CompletionResultType]::ParameterName, 'Choose and order columns or keys; dotted paths reach nested fields')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colour notices on stderr (also honours NO_COLOR)')
            [CompletionResult]::new('--sandbox', '--sandbox', [CompletionResultType]::ParameterName, 'Run against the embedded simulator; no key needed')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Accept quota-spending and destructive confirmations')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Accept quota-spending and destructive confirmations')
            [CompletionResult]::new('--no-input', '--no-input', [CompletionResultType]::ParameterName, 'Never prompt; anything that needs a confirmation fails instead')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Trace requests and responses on stderr (never the key)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Trace requests and responses on stderr (never the key)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'No progress, no notices: errors only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'No progress, no notices: errors only')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
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
            [CompletionResult]::new('--sandbox', '--sandbox', [CompletionResultType]::ParameterName, 'Run against the embedded simulator; no key needed')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Accept quota-spending and destructive confirmations')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Accept quota-spending and destructive confirmations')
            [CompletionResult]::new('--no-input', '--no-input', [CompletionResultType]::ParameterName, 'Never prompt; anything that needs a confirmation fails instead')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Trace requests and responses on stderr (never the key)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Trace requests and responses on stderr (never the key)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'No progress, no notices: errors only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'No progress, no notices: errors only')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
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
            [CompletionResult]::new('--sandbox', '--sandbox', [CompletionResultType]::ParameterName, 'Run against the embedded simulator; no key needed')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Accept quota-spending and destructive confirmations')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Accept quota-spending and destructive confirmations')
            [CompletionResult]::new('--no-input', '--no-input', [CompletionResultType]::ParameterName, 'Never prompt; anything that needs a confirmation fails instead')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Trace requests and responses on stderr (never the key)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Trace requests and responses on stderr (never the key)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'No progress, no notices: errors only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'No progress, no notices: errors only')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
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
            [CompletionResult]::new('--sandbox', '--sandbox', [CompletionResultType]::ParameterName, 'Run against the embedded simulator; no key needed')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Accept quota-spending and destructive confirmations')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Accept quota-spending and destructive confirmations')
            [CompletionResult]::new('--no-input', '--no-input', [CompletionResultType]::ParameterName, 'Never prompt; anything that needs a confirmation fails instead')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Trace requests and responses on stderr (never the key)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Trace requests and responses on stderr (never the key)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'No progress, no notices: errors only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'No progress, no notices: errors only')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
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
            [CompletionResult]::new('--sandbox', '--sandbox', [CompletionResultType]::ParameterName, 'Run against the embedded simulator; no key needed')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Accept quota-spending and destructive confirmations')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Accept quota-spending and destructive confirmations')
            [CompletionResult]::new('--no-input', '--no-input', [CompletionResultType]::ParameterName, 'Never prompt; anything that needs a confirmation fails instead')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Trace requests and responses on stderr (never the key)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Trace requests and responses on stderr (never the key)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'No progress, no notices: errors only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'No progress, no notices: errors only')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'talent;apps' {
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Main interface base URL (ends in /api/v1)')
            [CompletionResult]::new('--alt-base-url', '--alt-base-url', [CompletionResultType]::ParameterName, 'Additional interface base URL (ends in /v1)')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Named key and settings [default: default]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, json otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, json otherwise]')
            [CompletionResult]::new('--fields', '--fields', [CompletionResultType]::ParameterName, 'Choose and order columns or keys; dotted paths reach nested fields')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colour notices on stderr (also honours NO_COLOR)')
            [CompletionResult]::new('--sandbox', '--sandbox', [CompletionResultType]::ParameterName, 'Run against the embedded simulator; no key needed')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Accept quota-spending and destructive confirmations')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Accept quota-spending and destructive confirmations')
            [CompletionResult]::new('--no-input', '--no-input', [CompletionResultType]::ParameterName, 'Never prompt; anything that needs a confirmation fails instead')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Trace requests and responses on stderr (never the key)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Trace requests and responses on stderr (never the key)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'No progress, no notices: errors only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'No progress, no notices: errors only')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'talent;invite' {
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Main interface base URL (ends in /api/v1)')
            [CompletionResult]::new('--alt-base-url', '--alt-base-url', [CompletionResultType]::ParameterName, 'Additional interface base URL (ends in /v1)')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Named key and settings [default: default]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, json otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, json otherwise]')
            [CompletionResult]::new('--fields', '--fields', [CompletionResultType]::ParameterName, 'Choose and order columns or keys; dotted paths reach nested fields')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colour notices on stderr (also honours NO_COLOR)')
            [CompletionResult]::new('--sandbox', '--sandbox', [CompletionResultType]::ParameterName, 'Run against the embedded simulator; no key needed')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Accept quota-spending and destructive confirmations')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Accept quota-spending and destructive confirmations')
            [CompletionResult]::new('--no-input', '--no-input', [CompletionResultType]::ParameterName, 'Never prompt; anything that needs a confirmation fails instead')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Trace requests and responses on stderr (never the key)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Trace requests and responses on stderr (never the key)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'No progress, no notices: errors only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'No progress, no notices: errors only')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'talent;message' {
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Main interface base URL (ends in /api/v1)')
            [CompletionResult]::new('--alt-base-url', '--alt-base-url', [CompletionResultType]::ParameterName, 'Additional interface base URL (ends in /v1)')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Named key and settings [default: default]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, json otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, json otherwise]')
            [CompletionResult]::new('--fields', '--fields', [CompletionResultType]::ParameterName, 'Choose and order columns or keys; dotted paths reach nested fields')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colour notices on stderr (also honours NO_COLOR)')
            [CompletionResult]::new('--sandbox', '--sandbox', [CompletionResultType]::ParameterName, 'Run against the embedded simulator; no key needed')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Accept quota-spending and destructive confirmations')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Accept quota-spending and destructive confirmations')
            [CompletionResult]::new('--no-input', '--no-input', [CompletionResultType]::ParameterName, 'Never prompt; anything that needs a confirmation fails instead')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Trace requests and responses on stderr (never the key)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Trace requests and responses on stderr (never the key)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'No progress, no notices: errors only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'No progress, no notices: errors only')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
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
            [CompletionResult]::new('--sandbox', '--sandbox', [CompletionResultType]::ParameterName, 'Run against the embedded simulator; no key needed')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Accept quota-spending and destructive confirmations')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Accept quota-spending and destructive confirmations')
            [CompletionResult]::new('--no-input', '--no-input', [CompletionResultType]::ParameterName, 'Never prompt; anything that needs a confirmation fails instead')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Trace requests and responses on stderr (never the key)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Trace requests and responses on stderr (never the key)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'No progress, no notices: errors only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'No progress, no notices: errors only')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'talent;shortlist' {
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Main interface base URL (ends in /api/v1)')
            [CompletionResult]::new('--alt-base-url', '--alt-base-url', [CompletionResultType]::ParameterName, 'Additional interface base URL (ends in /v1)')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Named key and settings [default: default]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, json otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, json otherwise]')
            [CompletionResult]::new('--fields', '--fields', [CompletionResultType]::ParameterName, 'Choose and order columns or keys; dotted paths reach nested fields')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colour notices on stderr (also honours NO_COLOR)')
            [CompletionResult]::new('--sandbox', '--sandbox', [CompletionResultType]::ParameterName, 'Run against the embedded simulator; no key needed')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Accept quota-spending and destructive confirmations')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Accept quota-spending and destructive confirmations')
            [CompletionResult]::new('--no-input', '--no-input', [CompletionResultType]::ParameterName, 'Never prompt; anything that needs a confirmation fails instead')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Trace requests and responses on stderr (never the key)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Trace requests and responses on stderr (never the key)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'No progress, no notices: errors only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'No progress, no notices: errors only')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'talent;bulk-invite' {
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Main interface base URL (ends in /api/v1)')
            [CompletionResult]::new('--alt-base-url', '--alt-base-url', [CompletionResultType]::ParameterName, 'Additional interface base URL (ends in /v1)')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Named key and settings [default: default]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, json otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, json otherwise]')
            [CompletionResult]::new('--fields', '--fields', [CompletionResultType]::ParameterName, 'Choose and order columns or keys; dotted paths reach nested fields')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colour notices on stderr (also honours NO_COLOR)')
            [CompletionResult]::new('--sandbox', '--sandbox', [CompletionResultType]::ParameterName, 'Run against the embedded simulator; no key needed')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Accept quota-spending and destructive confirmations')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Accept quota-spending and destructive confirmations')
            [CompletionResult]::new('--no-input', '--no-input', [CompletionResultType]::ParameterName, 'Never prompt; anything that needs a confirmation fails instead')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Trace requests and responses on stderr (never the key)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Trace requests and responses on stderr (never the key)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'No progress, no notices: errors only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'No progress, no notices: errors only')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
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
            [CompletionResult]::new('--sandbox', '--sandbox', [CompletionResultType]::ParameterName, 'Run against the embedded simulator; no key needed')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Accept quota-spending and destructive confirmations')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Accept quota-spending and destructive confirmations')
            [CompletionResult]::new('--no-input', '--no-input', [CompletionResultType]::ParameterName, 'Never prompt; anything that needs a confirmation fails instead')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Trace requests and responses on stderr (never the key)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Trace requests and responses on stderr (never the key)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'No progress, no notices: errors only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'No progress, no notices: errors only')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List webhook endpoints')
            [CompletionResult]::new('create', 'create', [CompletionResultType]::ParameterValue, 'Register a webhook endpoint')
            [CompletionResult]::new('delete', 'delete', [CompletionResultType]::ParameterValue, 'Delete a webhook endpoint')
            [CompletionResult]::new('enable', 'enable', [CompletionResultType]::ParameterValue, 'Re-enable a disabled webhook endpoint')
            [CompletionResult]::new('listen', 'listen', [CompletionResultType]::ParameterValue, 'Receive webhook events locally and verify their signatures')
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
            [CompletionResult]::new('--sandbox', '--sandbox', [CompletionResultType]::ParameterName, 'Run against the embedded simulator; no key needed')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Accept quota-spending and destructive confirmations')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Accept quota-spending and destructive confirmations')
            [CompletionResult]::new('--no-input', '--no-input', [CompletionResultType]::ParameterName, 'Never prompt; anything that needs a confirmation fails instead')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Trace requests and responses on stderr (never the key)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Trace requests and responses on stderr (never the key)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'No progress, no notices: errors only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'No progress, no notices: errors only')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'talent;webhooks;create' {
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Main interface base URL (ends in /api/v1)')
            [CompletionResult]::new('--alt-base-url', '--alt-base-url', [CompletionResultType]::ParameterName, 'Additional interface base URL (ends in /v1)')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Named key and settings [default: default]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, json otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, json otherwise]')
            [CompletionResult]::new('--fields', '--fields', [CompletionResultType]::ParameterName, 'Choose and order columns or keys; dotted paths reach nested fields')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colour notices on stderr (also honours NO_COLOR)')
            [CompletionResult]::new('--sandbox', '--sandbox', [CompletionResultType]::ParameterName, 'Run against the embedded simulator; no key needed')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Accept quota-spending and destructive confirmations')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Accept quota-spending and destructive confirmations')
            [CompletionResult]::new('--no-input', '--no-input', [CompletionResultType]::ParameterName, 'Never prompt; anything that needs a confirmation fails instead')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Trace requests and responses on stderr (never the key)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Trace requests and responses on stderr (never the key)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'No progress, no notices: errors only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'No progress, no notices: errors only')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
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
            [CompletionResult]::new('--sandbox', '--sandbox', [CompletionResultType]::ParameterName, 'Run against the embedded simulator; no key needed')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Accept quota-spending and destructive confirmations')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Accept quota-spending and destructive confirmations')
            [CompletionResult]::new('--no-input', '--no-input', [CompletionResultType]::ParameterName, 'Never prompt; anything that needs a confirmation fails instead')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Trace requests and responses on stderr (never the key)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Trace requests and responses on stderr (never the key)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'No progress, no notices: errors only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'No progress, no notices: errors only')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
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
            [CompletionResult]::new('--sandbox', '--sandbox', [CompletionResultType]::ParameterName, 'Run against the embedded simulator; no key needed')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Accept quota-spending and destructive confirmations')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Accept quota-spending and destructive confirmations')
            [CompletionResult]::new('--no-input', '--no-input', [CompletionResultType]::ParameterName, 'Never prompt; anything that needs a confirmation fails instead')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Trace requests and responses on stderr (never the key)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Trace requests and responses on stderr (never the key)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'No progress, no notices: errors only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'No progress, no notices: errors only')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'talent;webhooks;listen' {
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Main interface base URL (ends in /api/v1)')
            [CompletionResult]::new('--alt-base-url', '--alt-base-url', [CompletionResultType]::ParameterName, 'Additional interface base URL (ends in /v1)')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Named key and settings [default: default]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, json otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, json otherwise]')
            [CompletionResult]::new('--fields', '--fields', [CompletionResultType]::ParameterName, 'Choose and order columns or keys; dotted paths reach nested fields')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colour notices on stderr (also honours NO_COLOR)')
            [CompletionResult]::new('--sandbox', '--sandbox', [CompletionResultType]::ParameterName, 'Run against the embedded simulator; no key needed')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Accept quota-spending and destructive confirmations')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Accept quota-spending and destructive confirmations')
            [CompletionResult]::new('--no-input', '--no-input', [CompletionResultType]::ParameterName, 'Never prompt; anything that needs a confirmation fails instead')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Trace requests and responses on stderr (never the key)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Trace requests and responses on stderr (never the key)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'No progress, no notices: errors only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'No progress, no notices: errors only')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'talent;webhooks;verify' {
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Main interface base URL (ends in /api/v1)')
            [CompletionResult]::new('--alt-base-url', '--alt-base-url', [CompletionResultType]::ParameterName, 'Additional interface base URL (ends in /v1)')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Named key and settings [default: default]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, json otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, json otherwise]')
            [CompletionResult]::new('--fields', '--fields', [CompletionResultType]::ParameterName, 'Choose and order columns or keys; dotted paths reach nested fields')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colour notices on stderr (also honours NO_COLOR)')
            [CompletionResult]::new('--sandbox', '--sandbox', [CompletionResultType]::ParameterName, 'Run against the embedded simulator; no key needed')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Accept quota-spending and destructive confirmations')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Accept quota-spending and destructive confirmations')
            [CompletionResult]::new('--no-input', '--no-input', [CompletionResultType]::ParameterName, 'Never prompt; anything that needs a confirmation fails instead')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Trace requests and responses on stderr (never the key)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Trace requests and responses on stderr (never the key)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'No progress, no notices: errors only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'No progress, no notices: errors only')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'talent;webhooks;help' {
            [CompletionResult]::new('list', 'list', [CompletionResultType]::ParameterValue, 'List webhook endpoints')
            [CompletionResult]::new('create', 'create', [CompletionResultType]::ParameterValue, 'Register a webhook endpoint')
            [CompletionResult]::new('delete', 'delete', [CompletionResultType]::ParameterValue, 'Delete a webhook endpoint')
            [CompletionResult]::new('enable', 'enable', [CompletionResultType]::ParameterValue, 'Re-enable a disabled webhook endpoint')
            [CompletionResult]::new('listen', 'listen', [CompletionResultType]::ParameterValue, 'Receive webhook events locally and verify their signatures')
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
            [CompletionResult]::new('--sandbox', '--sandbox', [CompletionResultType]::ParameterName, 'Run against the embedded simulator; no key needed')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Accept quota-spending and destructive confirmations')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Accept quota-spending and destructive confirmations')
            [CompletionResult]::new('--no-input', '--no-input', [CompletionResultType]::ParameterName, 'Never prompt; anything that needs a confirmation fails instead')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Trace requests and responses on stderr (never the key)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Trace requests and responses on stderr (never the key)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'No progress, no notices: errors only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'No progress, no notices: errors only')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
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
            [CompletionResult]::new('--sandbox', '--sandbox', [CompletionResultType]::ParameterName, 'Run against the embedded simulator; no key needed')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Accept quota-spending and destructive confirmations')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Accept quota-spending and destructive confirmations')
            [CompletionResult]::new('--no-input', '--no-input', [CompletionResultType]::ParameterName, 'Never prompt; anything that needs a confirmation fails instead')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Trace requests and responses on stderr (never the key)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Trace requests and responses on stderr (never the key)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'No progress, no notices: errors only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'No progress, no notices: errors only')
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
            [CompletionResult]::new('--sandbox', '--sandbox', [CompletionResultType]::ParameterName, 'Run against the embedded simulator; no key needed')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Accept quota-spending and destructive confirmations')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Accept quota-spending and destructive confirmations')
            [CompletionResult]::new('--no-input', '--no-input', [CompletionResultType]::ParameterName, 'Never prompt; anything that needs a confirmation fails instead')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Trace requests and responses on stderr (never the key)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Trace requests and responses on stderr (never the key)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'No progress, no notices: errors only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'No progress, no notices: errors only')
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
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Main interface base URL (ends in /api/v1)')
            [CompletionResult]::new('--alt-base-url', '--alt-base-url', [CompletionResultType]::ParameterName, 'Additional interface base URL (ends in /v1)')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Named key and settings [default: default]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, json otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, json otherwise]')
            [CompletionResult]::new('--fields', '--fields', [CompletionResultType]::ParameterName, 'Choose and order columns or keys; dotted paths reach nested fields')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colour notices on stderr (also honours NO_COLOR)')
            [CompletionResult]::new('--sandbox', '--sandbox', [CompletionResultType]::ParameterName, 'Run against the embedded simulator; no key needed')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Accept quota-spending and destructive confirmations')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Accept quota-spending and destructive confirmations')
            [CompletionResult]::new('--no-input', '--no-input', [CompletionResultType]::ParameterName, 'Never prompt; anything that needs a confirmation fails instead')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Trace requests and responses on stderr (never the key)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Trace requests and responses on stderr (never the key)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'No progress, no notices: errors only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'No progress, no notices: errors only')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
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
            [CompletionResult]::new('--sandbox', '--sandbox', [CompletionResultType]::ParameterName, 'Run against the embedded simulator; no key needed')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Accept quota-spending and destructive confirmations')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Accept quota-spending and destructive confirmations')
            [CompletionResult]::new('--no-input', '--no-input', [CompletionResultType]::ParameterName, 'Never prompt; anything that needs a confirmation fails instead')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Trace requests and responses on stderr (never the key)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Trace requests and responses on stderr (never the key)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'No progress, no notices: errors only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'No progress, no notices: errors only')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('serve', 'serve', [CompletionResultType]::ParameterValue, 'Run the simulator of the service as a local server')
            [CompletionResult]::new('trigger', 'trigger', [CompletionResultType]::ParameterValue, 'Make a sandbox emit a webhook event')
            [CompletionResult]::new('reset', 'reset', [CompletionResultType]::ParameterValue, 'Delete the embedded sandbox''s saved state')
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
            [CompletionResult]::new('--base-url', '--base-url', [CompletionResultType]::ParameterName, 'Main interface base URL (ends in /api/v1)')
            [CompletionResult]::new('--alt-base-url', '--alt-base-url', [CompletionResultType]::ParameterName, 'Additional interface base URL (ends in /v1)')
            [CompletionResult]::new('--profile', '--profile', [CompletionResultType]::ParameterName, 'Named key and settings [default: default]')
            [CompletionResult]::new('-o', '-o', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, json otherwise]')
            [CompletionResult]::new('--output', '--output', [CompletionResultType]::ParameterName, 'Output format [default: table on a terminal, json otherwise]')
            [CompletionResult]::new('--fields', '--fields', [CompletionResultType]::ParameterName, 'Choose and order columns or keys; dotted paths reach nested fields')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'Colour notices on stderr (also honours NO_COLOR)')
            [CompletionResult]::new('--sandbox', '--sandbox', [CompletionResultType]::ParameterName, 'Run against the embedded simulator; no key needed')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Accept quota-spending and destructive confirmations')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Accept quota-spending and destructive confirmations')
            [CompletionResult]::new('--no-input', '--no-input', [CompletionResultType]::ParameterName, 'Never prompt; anything that needs a confirmation fails instead')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Trace requests and responses on stderr (never the key)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Trace requests and responses on stderr (never the key)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'No progress, no notices: errors only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'No progress, no notices: errors only')
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
            [CompletionResult]::new('--sandbox', '--sandbox', [CompletionResultType]::ParameterName, 'Run against the embedded simulator; no key needed')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Accept quota-spending and destructive confirmations')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Accept quota-spending and destructive confirmations')
            [CompletionResult]::new('--no-input', '--no-input', [CompletionResultType]::ParameterName, 'Never prompt; anything that needs a confirmation fails instead')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Trace requests and responses on stderr (never the key)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Trace requests and responses on stderr (never the key)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'No progress, no notices: errors only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'No progress, no notices: errors only')
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
            [CompletionResult]::new('--sandbox', '--sandbox', [CompletionResultType]::ParameterName, 'Run against the embedded simulator; no key needed')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Accept quota-spending and destructive confirmations')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Accept quota-spending and destructive confirmations')
            [CompletionResult]::new('--no-input', '--no-input', [CompletionResultType]::ParameterName, 'Never prompt; anything that needs a confirmation fails instead')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Trace requests and responses on stderr (never the key)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Trace requests and responses on stderr (never the key)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'No progress, no notices: errors only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'No progress, no notices: errors only')
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
        'talent;sandbox;help;help' {
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
            [CompletionResult]::new('--sandbox', '--sandbox', [CompletionResultType]::ParameterName, 'Run against the embedded simulator; no key needed')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Accept quota-spending and destructive confirmations')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Accept quota-spending and destructive confirmations')
            [CompletionResult]::new('--no-input', '--no-input', [CompletionResultType]::ParameterName, 'Never prompt; anything that needs a confirmation fails instead')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Trace requests and responses on stderr (never the key)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Trace requests and responses on stderr (never the key)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'No progress, no notices: errors only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'No progress, no notices: errors only')
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
            [CompletionResult]::new('--sandbox', '--sandbox', [CompletionResultType]::ParameterName, 'Run against the embedded simulator; no key needed')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Accept quota-spending and destructive confirmations')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Accept quota-spending and destructive confirmations')
            [CompletionResult]::new('--no-input', '--no-input', [CompletionResultType]::ParameterName, 'Never prompt; anything that needs a confirmation fails instead')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Trace requests and responses on stderr (never the key)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Trace requests and responses on stderr (never the key)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'No progress, no notices: errors only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'No progress, no notices: errors only')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help')
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
            [CompletionResult]::new('--global', '--global', [CompletionResultType]::ParameterName, 'Read the top-level setting, not the profile''s')
            [CompletionResult]::new('--sandbox', '--sandbox', [CompletionResultType]::ParameterName, 'Run against the embedded simulator; no key needed')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Accept quota-spending and destructive confirmations')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Accept quota-spending and destructive confirmations')
            [CompletionResult]::new('--no-input', '--no-input', [CompletionResultType]::ParameterName, 'Never prompt; anything that needs a confirmation fails instead')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Trace requests and responses on stderr (never the key)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Trace requests and responses on stderr (never the key)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'No progress, no notices: errors only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'No progress, no notices: errors only')
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
            [CompletionResult]::new('--global', '--global', [CompletionResultType]::ParameterName, 'Change the top-level setting, which every profile inherits')
            [CompletionResult]::new('--sandbox', '--sandbox', [CompletionResultType]::ParameterName, 'Run against the embedded simulator; no key needed')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Accept quota-spending and destructive confirmations')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Accept quota-spending and destructive confirmations')
            [CompletionResult]::new('--no-input', '--no-input', [CompletionResultType]::ParameterName, 'Never prompt; anything that needs a confirmation fails instead')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Trace requests and responses on stderr (never the key)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Trace requests and responses on stderr (never the key)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'No progress, no notices: errors only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'No progress, no notices: errors only')
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
            [CompletionResult]::new('--global', '--global', [CompletionResultType]::ParameterName, 'Remove the top-level setting, not the profile''s')
            [CompletionResult]::new('--sandbox', '--sandbox', [CompletionResultType]::ParameterName, 'Run against the embedded simulator; no key needed')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Accept quota-spending and destructive confirmations')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Accept quota-spending and destructive confirmations')
            [CompletionResult]::new('--no-input', '--no-input', [CompletionResultType]::ParameterName, 'Never prompt; anything that needs a confirmation fails instead')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Trace requests and responses on stderr (never the key)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Trace requests and responses on stderr (never the key)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'No progress, no notices: errors only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'No progress, no notices: errors only')
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
            [CompletionResult]::new('--global', '--global', [CompletionResultType]::ParameterName, 'Only the file''s top-level settings, which every profile inherits')
            [CompletionResult]::new('--sandbox', '--sandbox', [CompletionResultType]::ParameterName, 'Run against the embedded simulator; no key needed')
            [CompletionResult]::new('-y', '-y', [CompletionResultType]::ParameterName, 'Accept quota-spending and destructive confirmations')
            [CompletionResult]::new('--yes', '--yes', [CompletionResultType]::ParameterName, 'Accept quota-spending and destructive confirmations')
            [CompletionResult]::new('--no-input', '--no-input', [CompletionResultType]::ParameterName, 'Never prompt; anything that needs a confirmation fails instead')
            [CompletionResult]::new('-v', '-v', [CompletionResultType]::ParameterName, 'Trace requests and responses on stderr (never the key)')
            [CompletionResult]::new('--verbose', '--verbose', [CompletionResultType]::ParameterName, 'Trace requests and responses on stderr (never the key)')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'No progress, no notices: errors only')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'No progress, no notices: errors only')
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
            [CompletionResult]::new('listen', 'listen', [CompletionResultType]::ParameterValue, 'Receive webhook events locally and verify their signatures')
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
