# Print an optspec for argparse to handle cmd's options that are independent of any subcommand.
function __fish_talent_global_optspecs
    string join \n base-url= alt-base-url= profile= sandbox o/output= fields= y/yes no-input v/verbose q/quiet accessible color= max-wait= ca-file= timeout= max-time= out= dry-run curl idempotency-key= force no-pager jq= resume no-headers no-formula-guard max-unlocks= max-searches= max-messages= offline-spend ledger-url= member= h/help V/version
end

function __fish_talent_needs_command
    # Figure out if the current invocation already has a command.
    set -l cmd (commandline -opc)
    set -e cmd[1]
    argparse -s (__fish_talent_global_optspecs) -- $cmd 2>/dev/null
    or return
    if set -q argv[1]
        # Also print the command, so this can be used to figure out what it is.
        echo $argv[1]
        return 1
    end
    return 0
end

function __fish_talent_using_subcommand
    set -l cmd (__fish_talent_needs_command)
    test -z "$cmd"
    and return 1
    contains -- $cmd[1] $argv
end

complete -c talent -n "__fish_talent_needs_command" -l base-url -d 'Main interface base URL (ends in /api/v1)' -r
complete -c talent -n "__fish_talent_needs_command" -l alt-base-url -d 'Additional interface base URL (ends in /v1)' -r
complete -c talent -n "__fish_talent_needs_command" -l profile -d 'Named key and settings [default: default]' -r
complete -c talent -n "__fish_talent_needs_command" -s o -l output -d 'Output format [default: table on a terminal, json otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t'Tab-separated, one line per record, for shell loops'"
complete -c talent -n "__fish_talent_needs_command" -l fields -d 'Choose and order columns or keys; dotted paths reach nested fields; `all` is every field, `compact` the table\'s set (CSV defaults to every field, that set first); with no value, list the fields and send nothing' -r
complete -c talent -n "__fish_talent_needs_command" -l color -d 'Colour notices on stderr (also honours NO_COLOR)' -r -f -a "auto\t''
always\t''
never\t''"
complete -c talent -n "__fish_talent_needs_command" -l max-wait -d 'Longest rate-limit wait accepted before exit 6, e.g. 30s, 10m' -r
complete -c talent -n "__fish_talent_needs_command" -l ca-file -d 'PEM file of CA certificates trusted beside the system\'s (a TLS-inspecting proxy\'s CA)' -r -F
complete -c talent -n "__fish_talent_needs_command" -l timeout -d 'Connect, first-byte and between-bytes timeout of one attempt' -r
complete -c talent -n "__fish_talent_needs_command" -l max-time -d 'Longest one attempt may take, from connect to the last byte, e.g. 30s, 5m' -r
complete -c talent -n "__fish_talent_needs_command" -l out -d 'Write the data atomically to FILE (FILE.partial, then rename) instead of stdout' -r -F
complete -c talent -n "__fish_talent_needs_command" -l idempotency-key -d 'On message, invite, jobs create, bulk-invite: a repeated key sends nothing and prints the recorded result' -r
complete -c talent -n "__fish_talent_needs_command" -l jq -d 'Filter JSON output with a jq expression (built in; implies -o json)' -r
complete -c talent -n "__fish_talent_needs_command" -l max-unlocks -d 'The most unlocks this run may spend' -r
complete -c talent -n "__fish_talent_needs_command" -l max-searches -d 'The most searches (search pages) this run may spend, retried pages included' -r
complete -c talent -n "__fish_talent_needs_command" -l max-messages -d 'The most messages (invites) this run may spend' -r
complete -c talent -n "__fish_talent_needs_command" -l ledger-url -d 'Where the ledger is: sqlite:PATH, or postgres://USER@HOST[:PORT]/DB for a team ledger (also TALENT_LEDGER_URL; a password only there, in PGPASSWORD or ~/.pgpass)' -r
complete -c talent -n "__fish_talent_needs_command" -l member -d 'Who this machine spends as in a team ledger [default: LOGIN@HOST]' -r
complete -c talent -n "__fish_talent_needs_command" -l sandbox -d 'Run against the embedded simulator; no key needed'
complete -c talent -n "__fish_talent_needs_command" -s y -l yes -d 'Accept quota-spending and destructive confirmations'
complete -c talent -n "__fish_talent_needs_command" -l no-input -d 'Never prompt; anything that needs a confirmation fails instead'
complete -c talent -n "__fish_talent_needs_command" -s v -l verbose -d 'Trace requests and responses on stderr (never the key)'
complete -c talent -n "__fish_talent_needs_command" -s q -l quiet -d 'No progress, no notices: errors only'
complete -c talent -n "__fish_talent_needs_command" -l accessible -d 'For screen readers: numbered questions, text progress, a visible cursor in browse (also config `accessible = true`; `talent help accessibility`)'
complete -c talent -n "__fish_talent_needs_command" -l dry-run -d 'Print the request (method, URL, body, the quota it would spend) instead of sending it'
complete -c talent -n "__fish_talent_needs_command" -l curl -d 'Print the request as a runnable curl command (key as $TALENT_API_KEY) instead of sending it'
complete -c talent -n "__fish_talent_needs_command" -l force -d 'Send even when --idempotency-key was already used (or a job of that title was just created)'
complete -c talent -n "__fish_talent_needs_command" -l no-pager -d 'Never page long tables (also TALENT_PAGER= empty, or `config set pager ""`)'
complete -c talent -n "__fish_talent_needs_command" -l resume -d 'Continue an interrupted --out export of the same command from its checkpoint'
complete -c talent -n "__fish_talent_needs_command" -l no-headers -d 'Leave out the header row of csv and tsv output'
complete -c talent -n "__fish_talent_needs_command" -l no-formula-guard -d 'Write CSV cells raw (by default a cell starting with = + - @, tab or CR that is not a plain number gets a \' prefix)'
complete -c talent -n "__fish_talent_needs_command" -l offline-spend -d 'Spend although the ledger that shares pacing and spends with other runs is unavailable (judged from a live GET /usage alone); --yes does not imply it'
complete -c talent -n "__fish_talent_needs_command" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c talent -n "__fish_talent_needs_command" -s V -l version -d 'Print version'
complete -c talent -n "__fish_talent_needs_command" -f -a "search" -d 'Search the talent pool (spends one search per page)'
complete -c talent -n "__fish_talent_needs_command" -f -a "browse" -d 'Triage search hits in a window: open, unlock, invite (every spend asked)'
complete -c talent -n "__fish_talent_needs_command" -f -a "candidate" -d 'Candidates: show (unlock), list, summary, profile'
complete -c talent -n "__fish_talent_needs_command" -f -a "jobs" -d 'Jobs: list, create, update, pause, resume, close'
complete -c talent -n "__fish_talent_needs_command" -f -a "stages" -d 'List a job\'s pipeline stages with application counts'
complete -c talent -n "__fish_talent_needs_command" -f -a "apps" -d 'List a job\'s applications'
complete -c talent -n "__fish_talent_needs_command" -f -a "invite" -d 'Invite a candidate to apply to a job (first contact; spends a message)'
complete -c talent -n "__fish_talent_needs_command" -f -a "message" -d 'Send a follow-up message in an existing thread'
complete -c talent -n "__fish_talent_needs_command" -f -a "usage" -d 'Show usage meters and quotas'
complete -c talent -n "__fish_talent_needs_command" -f -a "shortlist" -d 'Generate a ranked shortlist for a job'
complete -c talent -n "__fish_talent_needs_command" -f -a "bulk-invite" -d 'Invite many candidates to a job by WhatsApp and/or e-mail'
complete -c talent -n "__fish_talent_needs_command" -f -a "webhooks" -d 'Webhook endpoints: list, create, delete, enable, listen, verify'
complete -c talent -n "__fish_talent_needs_command" -f -a "auth" -d 'Log in, check and log out the profile\'s API key'
complete -c talent -n "__fish_talent_needs_command" -f -a "api" -d 'Send a raw request to either interface'
complete -c talent -n "__fish_talent_needs_command" -f -a "sandbox" -d 'Run, drive and reset the built-in simulator of the service'
complete -c talent -n "__fish_talent_needs_command" -f -a "ledger" -d 'Inspect and maintain the local ledger'
complete -c talent -n "__fish_talent_needs_command" -f -a "team" -d 'A team ledger\'s members: spends per member, allowances'
complete -c talent -n "__fish_talent_needs_command" -f -a "completions" -d 'Print a shell completion script'
complete -c talent -n "__fish_talent_needs_command" -f -a "status" -d 'Show what needs attention: quota, pipelines, webhooks, recent spends'
complete -c talent -n "__fish_talent_needs_command" -f -a "fixtures" -d 'Run a JSON or TOML file of named requests, in order, to set up a known state'
complete -c talent -n "__fish_talent_needs_command" -f -a "alias" -d 'Saved commands: set, list, delete'
complete -c talent -n "__fish_talent_needs_command" -f -a "config" -d 'Read and change profile settings'
complete -c talent -n "__fish_talent_needs_command" -f -a "doctor" -d 'Check the set-up: key, base URLs, proxies, TLS, clock, ledger'
complete -c talent -n "__fish_talent_needs_command" -f -a "mcp" -d 'Serve an AI assistant over the Model Context Protocol (stdio)'
complete -c talent -n "__fish_talent_needs_command" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c talent -n "__fish_talent_using_subcommand search" -l q -d 'Natural-language query (at most 50,000 characters)' -r
complete -c talent -n "__fish_talent_using_subcommand search" -l q-file -d 'Read the natural-language query from a file (- for stdin)' -r -F
complete -c talent -n "__fish_talent_using_subcommand search" -l inresume -d 'Lucene boolean expression over the full resume text' -r
complete -c talent -n "__fish_talent_using_subcommand search" -l skill -d 'Required skill; `a|b` are synonyms; repeat (or comma-separate) for AND' -r
complete -c talent -n "__fish_talent_using_subcommand search" -l location -d 'Desired work location (repeatable or comma-separated; any matches)' -r
complete -c talent -n "__fish_talent_using_subcommand search" -l current-location -d 'Current location (repeatable or comma-separated; any matches)' -r
complete -c talent -n "__fish_talent_using_subcommand search" -l min-exp -d 'Minimum experience in years (decimals allowed)' -r
complete -c talent -n "__fish_talent_using_subcommand search" -l max-exp -d 'Maximum experience in years (decimals allowed)' -r
complete -c talent -n "__fish_talent_using_subcommand search" -l min-salary -d 'Minimum current salary, INR (2400000, 24L, 24 lakh, 1.2Cr)' -r
complete -c talent -n "__fish_talent_using_subcommand search" -l max-salary -d 'Maximum current salary, INR; caps results (2400000, 24L, 1.2Cr)' -r
complete -c talent -n "__fish_talent_using_subcommand search" -l join-within -d 'Can join within this many days' -r
complete -c talent -n "__fish_talent_using_subcommand search" -l edu -d 'Education pedigree tiers' -r -f -a "tier1plus\t''
tier1\t''
tier2\t''"
complete -c talent -n "__fish_talent_using_subcommand search" -l startup -d 'Startup experience kinds' -r -f -a "funded_startup\t''
other_startup\t''"
complete -c talent -n "__fish_talent_using_subcommand search" -l exclude-it -d 'Exclude IT-services backgrounds' -r -f -a "largeITServices\t''
otherITServices\t''"
complete -c talent -n "__fish_talent_using_subcommand search" -l entrepreneur -d 'Entrepreneurial experience kinds' -r -f -a "cofounder\t''
earlyEmployee\t''"
complete -c talent -n "__fish_talent_using_subcommand search" -l domain -d 'Industry domains (high-confidence match)' -r -f -a "banking_and_finance\t''
healthcare\t''
ecommerce\t''
computer_security\t''
travel\t''
edtech_education\t''
gaming\t''
consumer_internet\t''
b2b_saas\t''
software_product\t''
gcc\t''"
complete -c talent -n "__fish_talent_using_subcommand search" -l active -d 'Seen on the service in the last 3 or 6 months' -r -f -a "3m\t''
6m\t''"
complete -c talent -n "__fish_talent_using_subcommand search" -l page -d 'Page to fetch (first of several with --limit/--all)' -r
complete -c talent -n "__fish_talent_using_subcommand search" -l page-size -d 'Hits per page, 1 to 20 [default: 10, or 20 with --limit/--all]' -r
complete -c talent -n "__fish_talent_using_subcommand search" -l limit -d 'Fetch pages until N records' -r
complete -c talent -n "__fish_talent_using_subcommand search" -l state -d 'The name under which --new remembers the ids it printed (in the ledger)' -r
complete -c talent -n "__fish_talent_using_subcommand search" -l interval -d 'Time between looks with --watch (at least 10s)' -r
complete -c talent -n "__fish_talent_using_subcommand search" -l base-url -d 'Main interface base URL (ends in /api/v1)' -r
complete -c talent -n "__fish_talent_using_subcommand search" -l alt-base-url -d 'Additional interface base URL (ends in /v1)' -r
complete -c talent -n "__fish_talent_using_subcommand search" -l profile -d 'Named key and settings [default: default]' -r
complete -c talent -n "__fish_talent_using_subcommand search" -s o -l output -d 'Output format [default: table on a terminal, json otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t'Tab-separated, one line per record, for shell loops'"
complete -c talent -n "__fish_talent_using_subcommand search" -l fields -d 'Choose and order columns or keys; dotted paths reach nested fields; `all` is every field, `compact` the table\'s set (CSV defaults to every field, that set first); with no value, list the fields and send nothing' -r
complete -c talent -n "__fish_talent_using_subcommand search" -l color -d 'Colour notices on stderr (also honours NO_COLOR)' -r -f -a "auto\t''
always\t''
never\t''"
complete -c talent -n "__fish_talent_using_subcommand search" -l max-wait -d 'Longest rate-limit wait accepted before exit 6, e.g. 30s, 10m' -r
complete -c talent -n "__fish_talent_using_subcommand search" -l ca-file -d 'PEM file of CA certificates trusted beside the system\'s (a TLS-inspecting proxy\'s CA)' -r -F
complete -c talent -n "__fish_talent_using_subcommand search" -l timeout -d 'Connect, first-byte and between-bytes timeout of one attempt' -r
complete -c talent -n "__fish_talent_using_subcommand search" -l max-time -d 'Longest one attempt may take, from connect to the last byte, e.g. 30s, 5m' -r
complete -c talent -n "__fish_talent_using_subcommand search" -l out -d 'Write the data atomically to FILE (FILE.partial, then rename) instead of stdout' -r -F
complete -c talent -n "__fish_talent_using_subcommand search" -l idempotency-key -d 'On message, invite, jobs create, bulk-invite: a repeated key sends nothing and prints the recorded result' -r
complete -c talent -n "__fish_talent_using_subcommand search" -l jq -d 'Filter JSON output with a jq expression (built in; implies -o json)' -r
complete -c talent -n "__fish_talent_using_subcommand search" -l max-unlocks -d 'The most unlocks this run may spend' -r
complete -c talent -n "__fish_talent_using_subcommand search" -l max-searches -d 'The most searches (search pages) this run may spend, retried pages included' -r
complete -c talent -n "__fish_talent_using_subcommand search" -l max-messages -d 'The most messages (invites) this run may spend' -r
complete -c talent -n "__fish_talent_using_subcommand search" -l ledger-url -d 'Where the ledger is: sqlite:PATH, or postgres://USER@HOST[:PORT]/DB for a team ledger (also TALENT_LEDGER_URL; a password only there, in PGPASSWORD or ~/.pgpass)' -r
complete -c talent -n "__fish_talent_using_subcommand search" -l member -d 'Who this machine spends as in a team ledger [default: LOGIN@HOST]' -r
complete -c talent -n "__fish_talent_using_subcommand search" -l notice-or-not-working -d 'Only candidates on notice period or not working'
complete -c talent -n "__fish_talent_using_subcommand search" -l match-any -d 'Profile attributes (--edu, --startup, --entrepreneur, --domain) match ANY instead of ALL'
complete -c talent -n "__fish_talent_using_subcommand search" -l all -d 'Fetch every page until the end'
complete -c talent -n "__fish_talent_using_subcommand search" -l new -d 'Print only records not printed by earlier successful runs of --state NAME'
complete -c talent -n "__fish_talent_using_subcommand search" -l watch -d 'Look again every --interval and print what is new, until Ctrl-C'
complete -c talent -n "__fish_talent_using_subcommand search" -l sandbox -d 'Run against the embedded simulator; no key needed'
complete -c talent -n "__fish_talent_using_subcommand search" -s y -l yes -d 'Accept quota-spending and destructive confirmations'
complete -c talent -n "__fish_talent_using_subcommand search" -l no-input -d 'Never prompt; anything that needs a confirmation fails instead'
complete -c talent -n "__fish_talent_using_subcommand search" -s v -l verbose -d 'Trace requests and responses on stderr (never the key)'
complete -c talent -n "__fish_talent_using_subcommand search" -s q -l quiet -d 'No progress, no notices: errors only'
complete -c talent -n "__fish_talent_using_subcommand search" -l accessible -d 'For screen readers: numbered questions, text progress, a visible cursor in browse (also config `accessible = true`; `talent help accessibility`)'
complete -c talent -n "__fish_talent_using_subcommand search" -l dry-run -d 'Print the request (method, URL, body, the quota it would spend) instead of sending it'
complete -c talent -n "__fish_talent_using_subcommand search" -l curl -d 'Print the request as a runnable curl command (key as $TALENT_API_KEY) instead of sending it'
complete -c talent -n "__fish_talent_using_subcommand search" -l force -d 'Send even when --idempotency-key was already used (or a job of that title was just created)'
complete -c talent -n "__fish_talent_using_subcommand search" -l no-pager -d 'Never page long tables (also TALENT_PAGER= empty, or `config set pager ""`)'
complete -c talent -n "__fish_talent_using_subcommand search" -l resume -d 'Continue an interrupted --out export of the same command from its checkpoint'
complete -c talent -n "__fish_talent_using_subcommand search" -l no-headers -d 'Leave out the header row of csv and tsv output'
complete -c talent -n "__fish_talent_using_subcommand search" -l no-formula-guard -d 'Write CSV cells raw (by default a cell starting with = + - @, tab or CR that is not a plain number gets a \' prefix)'
complete -c talent -n "__fish_talent_using_subcommand search" -l offline-spend -d 'Spend although the ledger that shares pacing and spends with other runs is unavailable (judged from a live GET /usage alone); --yes does not imply it'
complete -c talent -n "__fish_talent_using_subcommand search" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c talent -n "__fish_talent_using_subcommand search" -s V -l version -d 'Print version'
complete -c talent -n "__fish_talent_using_subcommand browse" -l q -d 'Natural-language query (at most 50,000 characters)' -r
complete -c talent -n "__fish_talent_using_subcommand browse" -l q-file -d 'Read the natural-language query from a file (- for stdin)' -r -F
complete -c talent -n "__fish_talent_using_subcommand browse" -l inresume -d 'Lucene boolean expression over the full resume text' -r
complete -c talent -n "__fish_talent_using_subcommand browse" -l skill -d 'Required skill; `a|b` are synonyms; repeat (or comma-separate) for AND' -r
complete -c talent -n "__fish_talent_using_subcommand browse" -l location -d 'Desired work location (repeatable or comma-separated; any matches)' -r
complete -c talent -n "__fish_talent_using_subcommand browse" -l current-location -d 'Current location (repeatable or comma-separated; any matches)' -r
complete -c talent -n "__fish_talent_using_subcommand browse" -l min-exp -d 'Minimum experience in years (decimals allowed)' -r
complete -c talent -n "__fish_talent_using_subcommand browse" -l max-exp -d 'Maximum experience in years (decimals allowed)' -r
complete -c talent -n "__fish_talent_using_subcommand browse" -l min-salary -d 'Minimum current salary, INR (2400000, 24L, 24 lakh, 1.2Cr)' -r
complete -c talent -n "__fish_talent_using_subcommand browse" -l max-salary -d 'Maximum current salary, INR; caps results (2400000, 24L, 1.2Cr)' -r
complete -c talent -n "__fish_talent_using_subcommand browse" -l join-within -d 'Can join within this many days' -r
complete -c talent -n "__fish_talent_using_subcommand browse" -l edu -d 'Education pedigree tiers' -r -f -a "tier1plus\t''
tier1\t''
tier2\t''"
complete -c talent -n "__fish_talent_using_subcommand browse" -l startup -d 'Startup experience kinds' -r -f -a "funded_startup\t''
other_startup\t''"
complete -c talent -n "__fish_talent_using_subcommand browse" -l exclude-it -d 'Exclude IT-services backgrounds' -r -f -a "largeITServices\t''
otherITServices\t''"
complete -c talent -n "__fish_talent_using_subcommand browse" -l entrepreneur -d 'Entrepreneurial experience kinds' -r -f -a "cofounder\t''
earlyEmployee\t''"
complete -c talent -n "__fish_talent_using_subcommand browse" -l domain -d 'Industry domains (high-confidence match)' -r -f -a "banking_and_finance\t''
healthcare\t''
ecommerce\t''
computer_security\t''
travel\t''
edtech_education\t''
gaming\t''
consumer_internet\t''
b2b_saas\t''
software_product\t''
gcc\t''"
complete -c talent -n "__fish_talent_using_subcommand browse" -l active -d 'Seen on the service in the last 3 or 6 months' -r -f -a "3m\t''
6m\t''"
complete -c talent -n "__fish_talent_using_subcommand browse" -l page-size -d 'Hits per page, 1 to 20 [default: 10]' -r
complete -c talent -n "__fish_talent_using_subcommand browse" -l base-url -d 'Main interface base URL (ends in /api/v1)' -r
complete -c talent -n "__fish_talent_using_subcommand browse" -l alt-base-url -d 'Additional interface base URL (ends in /v1)' -r
complete -c talent -n "__fish_talent_using_subcommand browse" -l profile -d 'Named key and settings [default: default]' -r
complete -c talent -n "__fish_talent_using_subcommand browse" -s o -l output -d 'Output format [default: table on a terminal, json otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t'Tab-separated, one line per record, for shell loops'"
complete -c talent -n "__fish_talent_using_subcommand browse" -l fields -d 'Choose and order columns or keys; dotted paths reach nested fields; `all` is every field, `compact` the table\'s set (CSV defaults to every field, that set first); with no value, list the fields and send nothing' -r
complete -c talent -n "__fish_talent_using_subcommand browse" -l color -d 'Colour notices on stderr (also honours NO_COLOR)' -r -f -a "auto\t''
always\t''
never\t''"
complete -c talent -n "__fish_talent_using_subcommand browse" -l max-wait -d 'Longest rate-limit wait accepted before exit 6, e.g. 30s, 10m' -r
complete -c talent -n "__fish_talent_using_subcommand browse" -l ca-file -d 'PEM file of CA certificates trusted beside the system\'s (a TLS-inspecting proxy\'s CA)' -r -F
complete -c talent -n "__fish_talent_using_subcommand browse" -l timeout -d 'Connect, first-byte and between-bytes timeout of one attempt' -r
complete -c talent -n "__fish_talent_using_subcommand browse" -l max-time -d 'Longest one attempt may take, from connect to the last byte, e.g. 30s, 5m' -r
complete -c talent -n "__fish_talent_using_subcommand browse" -l out -d 'Write the data atomically to FILE (FILE.partial, then rename) instead of stdout' -r -F
complete -c talent -n "__fish_talent_using_subcommand browse" -l idempotency-key -d 'On message, invite, jobs create, bulk-invite: a repeated key sends nothing and prints the recorded result' -r
complete -c talent -n "__fish_talent_using_subcommand browse" -l jq -d 'Filter JSON output with a jq expression (built in; implies -o json)' -r
complete -c talent -n "__fish_talent_using_subcommand browse" -l max-unlocks -d 'The most unlocks this run may spend' -r
complete -c talent -n "__fish_talent_using_subcommand browse" -l max-searches -d 'The most searches (search pages) this run may spend, retried pages included' -r
complete -c talent -n "__fish_talent_using_subcommand browse" -l max-messages -d 'The most messages (invites) this run may spend' -r
complete -c talent -n "__fish_talent_using_subcommand browse" -l ledger-url -d 'Where the ledger is: sqlite:PATH, or postgres://USER@HOST[:PORT]/DB for a team ledger (also TALENT_LEDGER_URL; a password only there, in PGPASSWORD or ~/.pgpass)' -r
complete -c talent -n "__fish_talent_using_subcommand browse" -l member -d 'Who this machine spends as in a team ledger [default: LOGIN@HOST]' -r
complete -c talent -n "__fish_talent_using_subcommand browse" -l notice-or-not-working -d 'Only candidates on notice period or not working'
complete -c talent -n "__fish_talent_using_subcommand browse" -l match-any -d 'Profile attributes (--edu, --startup, --entrepreneur, --domain) match ANY instead of ALL'
complete -c talent -n "__fish_talent_using_subcommand browse" -l sandbox -d 'Run against the embedded simulator; no key needed'
complete -c talent -n "__fish_talent_using_subcommand browse" -s y -l yes -d 'Accept quota-spending and destructive confirmations'
complete -c talent -n "__fish_talent_using_subcommand browse" -l no-input -d 'Never prompt; anything that needs a confirmation fails instead'
complete -c talent -n "__fish_talent_using_subcommand browse" -s v -l verbose -d 'Trace requests and responses on stderr (never the key)'
complete -c talent -n "__fish_talent_using_subcommand browse" -s q -l quiet -d 'No progress, no notices: errors only'
complete -c talent -n "__fish_talent_using_subcommand browse" -l accessible -d 'For screen readers: numbered questions, text progress, a visible cursor in browse (also config `accessible = true`; `talent help accessibility`)'
complete -c talent -n "__fish_talent_using_subcommand browse" -l dry-run -d 'Print the request (method, URL, body, the quota it would spend) instead of sending it'
complete -c talent -n "__fish_talent_using_subcommand browse" -l curl -d 'Print the request as a runnable curl command (key as $TALENT_API_KEY) instead of sending it'
complete -c talent -n "__fish_talent_using_subcommand browse" -l force -d 'Send even when --idempotency-key was already used (or a job of that title was just created)'
complete -c talent -n "__fish_talent_using_subcommand browse" -l no-pager -d 'Never page long tables (also TALENT_PAGER= empty, or `config set pager ""`)'
complete -c talent -n "__fish_talent_using_subcommand browse" -l resume -d 'Continue an interrupted --out export of the same command from its checkpoint'
complete -c talent -n "__fish_talent_using_subcommand browse" -l no-headers -d 'Leave out the header row of csv and tsv output'
complete -c talent -n "__fish_talent_using_subcommand browse" -l no-formula-guard -d 'Write CSV cells raw (by default a cell starting with = + - @, tab or CR that is not a plain number gets a \' prefix)'
complete -c talent -n "__fish_talent_using_subcommand browse" -l offline-spend -d 'Spend although the ledger that shares pacing and spends with other runs is unavailable (judged from a live GET /usage alone); --yes does not imply it'
complete -c talent -n "__fish_talent_using_subcommand browse" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c talent -n "__fish_talent_using_subcommand browse" -s V -l version -d 'Print version'
complete -c talent -n "__fish_talent_using_subcommand candidate; and not __fish_seen_subcommand_from show list summary profile help" -l base-url -d 'Main interface base URL (ends in /api/v1)' -r
complete -c talent -n "__fish_talent_using_subcommand candidate; and not __fish_seen_subcommand_from show list summary profile help" -l alt-base-url -d 'Additional interface base URL (ends in /v1)' -r
complete -c talent -n "__fish_talent_using_subcommand candidate; and not __fish_seen_subcommand_from show list summary profile help" -l profile -d 'Named key and settings [default: default]' -r
complete -c talent -n "__fish_talent_using_subcommand candidate; and not __fish_seen_subcommand_from show list summary profile help" -s o -l output -d 'Output format [default: table on a terminal, json otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t'Tab-separated, one line per record, for shell loops'"
complete -c talent -n "__fish_talent_using_subcommand candidate; and not __fish_seen_subcommand_from show list summary profile help" -l fields -d 'Choose and order columns or keys; dotted paths reach nested fields; `all` is every field, `compact` the table\'s set (CSV defaults to every field, that set first); with no value, list the fields and send nothing' -r
complete -c talent -n "__fish_talent_using_subcommand candidate; and not __fish_seen_subcommand_from show list summary profile help" -l color -d 'Colour notices on stderr (also honours NO_COLOR)' -r -f -a "auto\t''
always\t''
never\t''"
complete -c talent -n "__fish_talent_using_subcommand candidate; and not __fish_seen_subcommand_from show list summary profile help" -l max-wait -d 'Longest rate-limit wait accepted before exit 6, e.g. 30s, 10m' -r
complete -c talent -n "__fish_talent_using_subcommand candidate; and not __fish_seen_subcommand_from show list summary profile help" -l ca-file -d 'PEM file of CA certificates trusted beside the system\'s (a TLS-inspecting proxy\'s CA)' -r -F
complete -c talent -n "__fish_talent_using_subcommand candidate; and not __fish_seen_subcommand_from show list summary profile help" -l timeout -d 'Connect, first-byte and between-bytes timeout of one attempt' -r
complete -c talent -n "__fish_talent_using_subcommand candidate; and not __fish_seen_subcommand_from show list summary profile help" -l max-time -d 'Longest one attempt may take, from connect to the last byte, e.g. 30s, 5m' -r
complete -c talent -n "__fish_talent_using_subcommand candidate; and not __fish_seen_subcommand_from show list summary profile help" -l out -d 'Write the data atomically to FILE (FILE.partial, then rename) instead of stdout' -r -F
complete -c talent -n "__fish_talent_using_subcommand candidate; and not __fish_seen_subcommand_from show list summary profile help" -l idempotency-key -d 'On message, invite, jobs create, bulk-invite: a repeated key sends nothing and prints the recorded result' -r
complete -c talent -n "__fish_talent_using_subcommand candidate; and not __fish_seen_subcommand_from show list summary profile help" -l jq -d 'Filter JSON output with a jq expression (built in; implies -o json)' -r
complete -c talent -n "__fish_talent_using_subcommand candidate; and not __fish_seen_subcommand_from show list summary profile help" -l max-unlocks -d 'The most unlocks this run may spend' -r
complete -c talent -n "__fish_talent_using_subcommand candidate; and not __fish_seen_subcommand_from show list summary profile help" -l max-searches -d 'The most searches (search pages) this run may spend, retried pages included' -r
complete -c talent -n "__fish_talent_using_subcommand candidate; and not __fish_seen_subcommand_from show list summary profile help" -l max-messages -d 'The most messages (invites) this run may spend' -r
complete -c talent -n "__fish_talent_using_subcommand candidate; and not __fish_seen_subcommand_from show list summary profile help" -l ledger-url -d 'Where the ledger is: sqlite:PATH, or postgres://USER@HOST[:PORT]/DB for a team ledger (also TALENT_LEDGER_URL; a password only there, in PGPASSWORD or ~/.pgpass)' -r
complete -c talent -n "__fish_talent_using_subcommand candidate; and not __fish_seen_subcommand_from show list summary profile help" -l member -d 'Who this machine spends as in a team ledger [default: LOGIN@HOST]' -r
complete -c talent -n "__fish_talent_using_subcommand candidate; and not __fish_seen_subcommand_from show list summary profile help" -l sandbox -d 'Run against the embedded simulator; no key needed'
complete -c talent -n "__fish_talent_using_subcommand candidate; and not __fish_seen_subcommand_from show list summary profile help" -s y -l yes -d 'Accept quota-spending and destructive confirmations'
complete -c talent -n "__fish_talent_using_subcommand candidate; and not __fish_seen_subcommand_from show list summary profile help" -l no-input -d 'Never prompt; anything that needs a confirmation fails instead'
complete -c talent -n "__fish_talent_using_subcommand candidate; and not __fish_seen_subcommand_from show list summary profile help" -s v -l verbose -d 'Trace requests and responses on stderr (never the key)'
complete -c talent -n "__fish_talent_using_subcommand candidate; and not __fish_seen_subcommand_from show list summary profile help" -s q -l quiet -d 'No progress, no notices: errors only'
complete -c talent -n "__fish_talent_using_subcommand candidate; and not __fish_seen_subcommand_from show list summary profile help" -l accessible -d 'For screen readers: numbered questions, text progress, a visible cursor in browse (also config `accessible = true`; `talent help accessibility`)'
complete -c talent -n "__fish_talent_using_subcommand candidate; and not __fish_seen_subcommand_from show list summary profile help" -l dry-run -d 'Print the request (method, URL, body, the quota it would spend) instead of sending it'
complete -c talent -n "__fish_talent_using_subcommand candidate; and not __fish_seen_subcommand_from show list summary profile help" -l curl -d 'Print the request as a runnable curl command (key as $TALENT_API_KEY) instead of sending it'
complete -c talent -n "__fish_talent_using_subcommand candidate; and not __fish_seen_subcommand_from show list summary profile help" -l force -d 'Send even when --idempotency-key was already used (or a job of that title was just created)'
complete -c talent -n "__fish_talent_using_subcommand candidate; and not __fish_seen_subcommand_from show list summary profile help" -l no-pager -d 'Never page long tables (also TALENT_PAGER= empty, or `config set pager ""`)'
complete -c talent -n "__fish_talent_using_subcommand candidate; and not __fish_seen_subcommand_from show list summary profile help" -l resume -d 'Continue an interrupted --out export of the same command from its checkpoint'
complete -c talent -n "__fish_talent_using_subcommand candidate; and not __fish_seen_subcommand_from show list summary profile help" -l no-headers -d 'Leave out the header row of csv and tsv output'
complete -c talent -n "__fish_talent_using_subcommand candidate; and not __fish_seen_subcommand_from show list summary profile help" -l no-formula-guard -d 'Write CSV cells raw (by default a cell starting with = + - @, tab or CR that is not a plain number gets a \' prefix)'
complete -c talent -n "__fish_talent_using_subcommand candidate; and not __fish_seen_subcommand_from show list summary profile help" -l offline-spend -d 'Spend although the ledger that shares pacing and spends with other runs is unavailable (judged from a live GET /usage alone); --yes does not imply it'
complete -c talent -n "__fish_talent_using_subcommand candidate; and not __fish_seen_subcommand_from show list summary profile help" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c talent -n "__fish_talent_using_subcommand candidate; and not __fish_seen_subcommand_from show list summary profile help" -s V -l version -d 'Print version'
complete -c talent -n "__fish_talent_using_subcommand candidate; and not __fish_seen_subcommand_from show list summary profile help" -f -a "show" -d 'Show candidates\' identity and contact details (unlocks: spends quota)'
complete -c talent -n "__fish_talent_using_subcommand candidate; and not __fish_seen_subcommand_from show list summary profile help" -f -a "list" -d 'Search candidates by skills on the additional interface'
complete -c talent -n "__fish_talent_using_subcommand candidate; and not __fish_seen_subcommand_from show list summary profile help" -f -a "summary" -d 'Show a candidate summary'
complete -c talent -n "__fish_talent_using_subcommand candidate; and not __fish_seen_subcommand_from show list summary profile help" -f -a "profile" -d 'Show a candidate\'s full profile'
complete -c talent -n "__fish_talent_using_subcommand candidate; and not __fish_seen_subcommand_from show list summary profile help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c talent -n "__fish_talent_using_subcommand candidate; and __fish_seen_subcommand_from show" -l base-url -d 'Main interface base URL (ends in /api/v1)' -r
complete -c talent -n "__fish_talent_using_subcommand candidate; and __fish_seen_subcommand_from show" -l alt-base-url -d 'Additional interface base URL (ends in /v1)' -r
complete -c talent -n "__fish_talent_using_subcommand candidate; and __fish_seen_subcommand_from show" -l profile -d 'Named key and settings [default: default]' -r
complete -c talent -n "__fish_talent_using_subcommand candidate; and __fish_seen_subcommand_from show" -s o -l output -d 'Output format [default: table on a terminal, json otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t'Tab-separated, one line per record, for shell loops'"
complete -c talent -n "__fish_talent_using_subcommand candidate; and __fish_seen_subcommand_from show" -l fields -d 'Choose and order columns or keys; dotted paths reach nested fields; `all` is every field, `compact` the table\'s set (CSV defaults to every field, that set first); with no value, list the fields and send nothing' -r
complete -c talent -n "__fish_talent_using_subcommand candidate; and __fish_seen_subcommand_from show" -l color -d 'Colour notices on stderr (also honours NO_COLOR)' -r -f -a "auto\t''
always\t''
never\t''"
complete -c talent -n "__fish_talent_using_subcommand candidate; and __fish_seen_subcommand_from show" -l max-wait -d 'Longest rate-limit wait accepted before exit 6, e.g. 30s, 10m' -r
complete -c talent -n "__fish_talent_using_subcommand candidate; and __fish_seen_subcommand_from show" -l ca-file -d 'PEM file of CA certificates trusted beside the system\'s (a TLS-inspecting proxy\'s CA)' -r -F
complete -c talent -n "__fish_talent_using_subcommand candidate; and __fish_seen_subcommand_from show" -l timeout -d 'Connect, first-byte and between-bytes timeout of one attempt' -r
complete -c talent -n "__fish_talent_using_subcommand candidate; and __fish_seen_subcommand_from show" -l max-time -d 'Longest one attempt may take, from connect to the last byte, e.g. 30s, 5m' -r
complete -c talent -n "__fish_talent_using_subcommand candidate; and __fish_seen_subcommand_from show" -l out -d 'Write the data atomically to FILE (FILE.partial, then rename) instead of stdout' -r -F
complete -c talent -n "__fish_talent_using_subcommand candidate; and __fish_seen_subcommand_from show" -l idempotency-key -d 'On message, invite, jobs create, bulk-invite: a repeated key sends nothing and prints the recorded result' -r
complete -c talent -n "__fish_talent_using_subcommand candidate; and __fish_seen_subcommand_from show" -l jq -d 'Filter JSON output with a jq expression (built in; implies -o json)' -r
complete -c talent -n "__fish_talent_using_subcommand candidate; and __fish_seen_subcommand_from show" -l max-unlocks -d 'The most unlocks this run may spend' -r
complete -c talent -n "__fish_talent_using_subcommand candidate; and __fish_seen_subcommand_from show" -l max-searches -d 'The most searches (search pages) this run may spend, retried pages included' -r
complete -c talent -n "__fish_talent_using_subcommand candidate; and __fish_seen_subcommand_from show" -l max-messages -d 'The most messages (invites) this run may spend' -r
complete -c talent -n "__fish_talent_using_subcommand candidate; and __fish_seen_subcommand_from show" -l ledger-url -d 'Where the ledger is: sqlite:PATH, or postgres://USER@HOST[:PORT]/DB for a team ledger (also TALENT_LEDGER_URL; a password only there, in PGPASSWORD or ~/.pgpass)' -r
complete -c talent -n "__fish_talent_using_subcommand candidate; and __fish_seen_subcommand_from show" -l member -d 'Who this machine spends as in a team ledger [default: LOGIN@HOST]' -r
complete -c talent -n "__fish_talent_using_subcommand candidate; and __fish_seen_subcommand_from show" -l sandbox -d 'Run against the embedded simulator; no key needed'
complete -c talent -n "__fish_talent_using_subcommand candidate; and __fish_seen_subcommand_from show" -s y -l yes -d 'Accept quota-spending and destructive confirmations'
complete -c talent -n "__fish_talent_using_subcommand candidate; and __fish_seen_subcommand_from show" -l no-input -d 'Never prompt; anything that needs a confirmation fails instead'
complete -c talent -n "__fish_talent_using_subcommand candidate; and __fish_seen_subcommand_from show" -s v -l verbose -d 'Trace requests and responses on stderr (never the key)'
complete -c talent -n "__fish_talent_using_subcommand candidate; and __fish_seen_subcommand_from show" -s q -l quiet -d 'No progress, no notices: errors only'
complete -c talent -n "__fish_talent_using_subcommand candidate; and __fish_seen_subcommand_from show" -l accessible -d 'For screen readers: numbered questions, text progress, a visible cursor in browse (also config `accessible = true`; `talent help accessibility`)'
complete -c talent -n "__fish_talent_using_subcommand candidate; and __fish_seen_subcommand_from show" -l dry-run -d 'Print the request (method, URL, body, the quota it would spend) instead of sending it'
complete -c talent -n "__fish_talent_using_subcommand candidate; and __fish_seen_subcommand_from show" -l curl -d 'Print the request as a runnable curl command (key as $TALENT_API_KEY) instead of sending it'
complete -c talent -n "__fish_talent_using_subcommand candidate; and __fish_seen_subcommand_from show" -l force -d 'Send even when --idempotency-key was already used (or a job of that title was just created)'
complete -c talent -n "__fish_talent_using_subcommand candidate; and __fish_seen_subcommand_from show" -l no-pager -d 'Never page long tables (also TALENT_PAGER= empty, or `config set pager ""`)'
complete -c talent -n "__fish_talent_using_subcommand candidate; and __fish_seen_subcommand_from show" -l resume -d 'Continue an interrupted --out export of the same command from its checkpoint'
complete -c talent -n "__fish_talent_using_subcommand candidate; and __fish_seen_subcommand_from show" -l no-headers -d 'Leave out the header row of csv and tsv output'
complete -c talent -n "__fish_talent_using_subcommand candidate; and __fish_seen_subcommand_from show" -l no-formula-guard -d 'Write CSV cells raw (by default a cell starting with = + - @, tab or CR that is not a plain number gets a \' prefix)'
complete -c talent -n "__fish_talent_using_subcommand candidate; and __fish_seen_subcommand_from show" -l offline-spend -d 'Spend although the ledger that shares pacing and spends with other runs is unavailable (judged from a live GET /usage alone); --yes does not imply it'
complete -c talent -n "__fish_talent_using_subcommand candidate; and __fish_seen_subcommand_from show" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c talent -n "__fish_talent_using_subcommand candidate; and __fish_seen_subcommand_from show" -s V -l version -d 'Print version'
complete -c talent -n "__fish_talent_using_subcommand candidate; and __fish_seen_subcommand_from list" -l skills -d 'Skill names (repeatable or comma-separated)' -r
complete -c talent -n "__fish_talent_using_subcommand candidate; and __fish_seen_subcommand_from list" -l experience-min -l min-exp -d 'Minimum years of experience' -r
complete -c talent -n "__fish_talent_using_subcommand candidate; and __fish_seen_subcommand_from list" -l experience-max -l max-exp -d 'Maximum years of experience' -r
complete -c talent -n "__fish_talent_using_subcommand candidate; and __fish_seen_subcommand_from list" -l location -d 'City name or Remote' -r
complete -c talent -n "__fish_talent_using_subcommand candidate; and __fish_seen_subcommand_from list" -l max-salary -l salary-max -d 'Exclude candidates expecting more than this, INR (2400000, 24L, 1.2Cr)' -r
complete -c talent -n "__fish_talent_using_subcommand candidate; and __fish_seen_subcommand_from list" -l quality-min -d 'Minimum AI quality score, 0 to 100' -r
complete -c talent -n "__fish_talent_using_subcommand candidate; and __fish_seen_subcommand_from list" -l availability -d 'Availability (all when omitted)' -r -f -a "active\t''
open\t''
not_looking\t''"
complete -c talent -n "__fish_talent_using_subcommand candidate; and __fish_seen_subcommand_from list" -l page -d 'Page to fetch (first of several with --limit/--all)' -r
complete -c talent -n "__fish_talent_using_subcommand candidate; and __fish_seen_subcommand_from list" -l per-page -l page-size -d 'Candidates per page, 1 to 50 [default: 20, or 50 with --limit/--all]' -r
complete -c talent -n "__fish_talent_using_subcommand candidate; and __fish_seen_subcommand_from list" -l limit -d 'Fetch pages until N records' -r
complete -c talent -n "__fish_talent_using_subcommand candidate; and __fish_seen_subcommand_from list" -l state -d 'The name under which --new remembers the ids it printed (in the ledger)' -r
complete -c talent -n "__fish_talent_using_subcommand candidate; and __fish_seen_subcommand_from list" -l interval -d 'Time between looks with --watch (at least 10s)' -r
complete -c talent -n "__fish_talent_using_subcommand candidate; and __fish_seen_subcommand_from list" -l base-url -d 'Main interface base URL (ends in /api/v1)' -r
complete -c talent -n "__fish_talent_using_subcommand candidate; and __fish_seen_subcommand_from list" -l alt-base-url -d 'Additional interface base URL (ends in /v1)' -r
complete -c talent -n "__fish_talent_using_subcommand candidate; and __fish_seen_subcommand_from list" -l profile -d 'Named key and settings [default: default]' -r
complete -c talent -n "__fish_talent_using_subcommand candidate; and __fish_seen_subcommand_from list" -s o -l output -d 'Output format [default: table on a terminal, json otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t'Tab-separated, one line per record, for shell loops'"
complete -c talent -n "__fish_talent_using_subcommand candidate; and __fish_seen_subcommand_from list" -l fields -d 'Choose and order columns or keys; dotted paths reach nested fields; `all` is every field, `compact` the table\'s set (CSV defaults to every field, that set first); with no value, list the fields and send nothing' -r
complete -c talent -n "__fish_talent_using_subcommand candidate; and __fish_seen_subcommand_from list" -l color -d 'Colour notices on stderr (also honours NO_COLOR)' -r -f -a "auto\t''
always\t''
never\t''"
complete -c talent -n "__fish_talent_using_subcommand candidate; and __fish_seen_subcommand_from list" -l max-wait -d 'Longest rate-limit wait accepted before exit 6, e.g. 30s, 10m' -r
complete -c talent -n "__fish_talent_using_subcommand candidate; and __fish_seen_subcommand_from list" -l ca-file -d 'PEM file of CA certificates trusted beside the system\'s (a TLS-inspecting proxy\'s CA)' -r -F
complete -c talent -n "__fish_talent_using_subcommand candidate; and __fish_seen_subcommand_from list" -l timeout -d 'Connect, first-byte and between-bytes timeout of one attempt' -r
complete -c talent -n "__fish_talent_using_subcommand candidate; and __fish_seen_subcommand_from list" -l max-time -d 'Longest one attempt may take, from connect to the last byte, e.g. 30s, 5m' -r
complete -c talent -n "__fish_talent_using_subcommand candidate; and __fish_seen_subcommand_from list" -l out -d 'Write the data atomically to FILE (FILE.partial, then rename) instead of stdout' -r -F
complete -c talent -n "__fish_talent_using_subcommand candidate; and __fish_seen_subcommand_from list" -l idempotency-key -d 'On message, invite, jobs create, bulk-invite: a repeated key sends nothing and prints the recorded result' -r
complete -c talent -n "__fish_talent_using_subcommand candidate; and __fish_seen_subcommand_from list" -l jq -d 'Filter JSON output with a jq expression (built in; implies -o json)' -r
complete -c talent -n "__fish_talent_using_subcommand candidate; and __fish_seen_subcommand_from list" -l max-unlocks -d 'The most unlocks this run may spend' -r
complete -c talent -n "__fish_talent_using_subcommand candidate; and __fish_seen_subcommand_from list" -l max-searches -d 'The most searches (search pages) this run may spend, retried pages included' -r
complete -c talent -n "__fish_talent_using_subcommand candidate; and __fish_seen_subcommand_from list" -l max-messages -d 'The most messages (invites) this run may spend' -r
complete -c talent -n "__fish_talent_using_subcommand candidate; and __fish_seen_subcommand_from list" -l ledger-url -d 'Where the ledger is: sqlite:PATH, or postgres://USER@HOST[:PORT]/DB for a team ledger (also TALENT_LEDGER_URL; a password only there, in PGPASSWORD or ~/.pgpass)' -r
complete -c talent -n "__fish_talent_using_subcommand candidate; and __fish_seen_subcommand_from list" -l member -d 'Who this machine spends as in a team ledger [default: LOGIN@HOST]' -r
complete -c talent -n "__fish_talent_using_subcommand candidate; and __fish_seen_subcommand_from list" -l remote-only -d 'Only candidates open to remote roles'
complete -c talent -n "__fish_talent_using_subcommand candidate; and __fish_seen_subcommand_from list" -l all -d 'Fetch every page until the end'
complete -c talent -n "__fish_talent_using_subcommand candidate; and __fish_seen_subcommand_from list" -l new -d 'Print only records not printed by earlier successful runs of --state NAME'
complete -c talent -n "__fish_talent_using_subcommand candidate; and __fish_seen_subcommand_from list" -l watch -d 'Look again every --interval and print what is new, until Ctrl-C'
complete -c talent -n "__fish_talent_using_subcommand candidate; and __fish_seen_subcommand_from list" -l sandbox -d 'Run against the embedded simulator; no key needed'
complete -c talent -n "__fish_talent_using_subcommand candidate; and __fish_seen_subcommand_from list" -s y -l yes -d 'Accept quota-spending and destructive confirmations'
complete -c talent -n "__fish_talent_using_subcommand candidate; and __fish_seen_subcommand_from list" -l no-input -d 'Never prompt; anything that needs a confirmation fails instead'
complete -c talent -n "__fish_talent_using_subcommand candidate; and __fish_seen_subcommand_from list" -s v -l verbose -d 'Trace requests and responses on stderr (never the key)'
complete -c talent -n "__fish_talent_using_subcommand candidate; and __fish_seen_subcommand_from list" -s q -l quiet -d 'No progress, no notices: errors only'
complete -c talent -n "__fish_talent_using_subcommand candidate; and __fish_seen_subcommand_from list" -l accessible -d 'For screen readers: numbered questions, text progress, a visible cursor in browse (also config `accessible = true`; `talent help accessibility`)'
complete -c talent -n "__fish_talent_using_subcommand candidate; and __fish_seen_subcommand_from list" -l dry-run -d 'Print the request (method, URL, body, the quota it would spend) instead of sending it'
complete -c talent -n "__fish_talent_using_subcommand candidate; and __fish_seen_subcommand_from list" -l curl -d 'Print the request as a runnable curl command (key as $TALENT_API_KEY) instead of sending it'
complete -c talent -n "__fish_talent_using_subcommand candidate; and __fish_seen_subcommand_from list" -l force -d 'Send even when --idempotency-key was already used (or a job of that title was just created)'
complete -c talent -n "__fish_talent_using_subcommand candidate; and __fish_seen_subcommand_from list" -l no-pager -d 'Never page long tables (also TALENT_PAGER= empty, or `config set pager ""`)'
complete -c talent -n "__fish_talent_using_subcommand candidate; and __fish_seen_subcommand_from list" -l resume -d 'Continue an interrupted --out export of the same command from its checkpoint'
complete -c talent -n "__fish_talent_using_subcommand candidate; and __fish_seen_subcommand_from list" -l no-headers -d 'Leave out the header row of csv and tsv output'
complete -c talent -n "__fish_talent_using_subcommand candidate; and __fish_seen_subcommand_from list" -l no-formula-guard -d 'Write CSV cells raw (by default a cell starting with = + - @, tab or CR that is not a plain number gets a \' prefix)'
complete -c talent -n "__fish_talent_using_subcommand candidate; and __fish_seen_subcommand_from list" -l offline-spend -d 'Spend although the ledger that shares pacing and spends with other runs is unavailable (judged from a live GET /usage alone); --yes does not imply it'
complete -c talent -n "__fish_talent_using_subcommand candidate; and __fish_seen_subcommand_from list" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c talent -n "__fish_talent_using_subcommand candidate; and __fish_seen_subcommand_from list" -s V -l version -d 'Print version'
complete -c talent -n "__fish_talent_using_subcommand candidate; and __fish_seen_subcommand_from summary" -l base-url -d 'Main interface base URL (ends in /api/v1)' -r
complete -c talent -n "__fish_talent_using_subcommand candidate; and __fish_seen_subcommand_from summary" -l alt-base-url -d 'Additional interface base URL (ends in /v1)' -r
complete -c talent -n "__fish_talent_using_subcommand candidate; and __fish_seen_subcommand_from summary" -l profile -d 'Named key and settings [default: default]' -r
complete -c talent -n "__fish_talent_using_subcommand candidate; and __fish_seen_subcommand_from summary" -s o -l output -d 'Output format [default: table on a terminal, json otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t'Tab-separated, one line per record, for shell loops'"
complete -c talent -n "__fish_talent_using_subcommand candidate; and __fish_seen_subcommand_from summary" -l fields -d 'Choose and order columns or keys; dotted paths reach nested fields; `all` is every field, `compact` the table\'s set (CSV defaults to every field, that set first); with no value, list the fields and send nothing' -r
complete -c talent -n "__fish_talent_using_subcommand candidate; and __fish_seen_subcommand_from summary" -l color -d 'Colour notices on stderr (also honours NO_COLOR)' -r -f -a "auto\t''
always\t''
never\t''"
complete -c talent -n "__fish_talent_using_subcommand candidate; and __fish_seen_subcommand_from summary" -l max-wait -d 'Longest rate-limit wait accepted before exit 6, e.g. 30s, 10m' -r
complete -c talent -n "__fish_talent_using_subcommand candidate; and __fish_seen_subcommand_from summary" -l ca-file -d 'PEM file of CA certificates trusted beside the system\'s (a TLS-inspecting proxy\'s CA)' -r -F
complete -c talent -n "__fish_talent_using_subcommand candidate; and __fish_seen_subcommand_from summary" -l timeout -d 'Connect, first-byte and between-bytes timeout of one attempt' -r
complete -c talent -n "__fish_talent_using_subcommand candidate; and __fish_seen_subcommand_from summary" -l max-time -d 'Longest one attempt may take, from connect to the last byte, e.g. 30s, 5m' -r
complete -c talent -n "__fish_talent_using_subcommand candidate; and __fish_seen_subcommand_from summary" -l out -d 'Write the data atomically to FILE (FILE.partial, then rename) instead of stdout' -r -F
complete -c talent -n "__fish_talent_using_subcommand candidate; and __fish_seen_subcommand_from summary" -l idempotency-key -d 'On message, invite, jobs create, bulk-invite: a repeated key sends nothing and prints the recorded result' -r
complete -c talent -n "__fish_talent_using_subcommand candidate; and __fish_seen_subcommand_from summary" -l jq -d 'Filter JSON output with a jq expression (built in; implies -o json)' -r
complete -c talent -n "__fish_talent_using_subcommand candidate; and __fish_seen_subcommand_from summary" -l max-unlocks -d 'The most unlocks this run may spend' -r
complete -c talent -n "__fish_talent_using_subcommand candidate; and __fish_seen_subcommand_from summary" -l max-searches -d 'The most searches (search pages) this run may spend, retried pages included' -r
complete -c talent -n "__fish_talent_using_subcommand candidate; and __fish_seen_subcommand_from summary" -l max-messages -d 'The most messages (invites) this run may spend' -r
complete -c talent -n "__fish_talent_using_subcommand candidate; and __fish_seen_subcommand_from summary" -l ledger-url -d 'Where the ledger is: sqlite:PATH, or postgres://USER@HOST[:PORT]/DB for a team ledger (also TALENT_LEDGER_URL; a password only there, in PGPASSWORD or ~/.pgpass)' -r
complete -c talent -n "__fish_talent_using_subcommand candidate; and __fish_seen_subcommand_from summary" -l member -d 'Who this machine spends as in a team ledger [default: LOGIN@HOST]' -r
complete -c talent -n "__fish_talent_using_subcommand candidate; and __fish_seen_subcommand_from summary" -l sandbox -d 'Run against the embedded simulator; no key needed'
complete -c talent -n "__fish_talent_using_subcommand candidate; and __fish_seen_subcommand_from summary" -s y -l yes -d 'Accept quota-spending and destructive confirmations'
complete -c talent -n "__fish_talent_using_subcommand candidate; and __fish_seen_subcommand_from summary" -l no-input -d 'Never prompt; anything that needs a confirmation fails instead'
complete -c talent -n "__fish_talent_using_subcommand candidate; and __fish_seen_subcommand_from summary" -s v -l verbose -d 'Trace requests and responses on stderr (never the key)'
complete -c talent -n "__fish_talent_using_subcommand candidate; and __fish_seen_subcommand_from summary" -s q -l quiet -d 'No progress, no notices: errors only'
complete -c talent -n "__fish_talent_using_subcommand candidate; and __fish_seen_subcommand_from summary" -l accessible -d 'For screen readers: numbered questions, text progress, a visible cursor in browse (also config `accessible = true`; `talent help accessibility`)'
complete -c talent -n "__fish_talent_using_subcommand candidate; and __fish_seen_subcommand_from summary" -l dry-run -d 'Print the request (method, URL, body, the quota it would spend) instead of sending it'
complete -c talent -n "__fish_talent_using_subcommand candidate; and __fish_seen_subcommand_from summary" -l curl -d 'Print the request as a runnable curl command (key as $TALENT_API_KEY) instead of sending it'
complete -c talent -n "__fish_talent_using_subcommand candidate; and __fish_seen_subcommand_from summary" -l force -d 'Send even when --idempotency-key was already used (or a job of that title was just created)'
complete -c talent -n "__fish_talent_using_subcommand candidate; and __fish_seen_subcommand_from summary" -l no-pager -d 'Never page long tables (also TALENT_PAGER= empty, or `config set pager ""`)'
complete -c talent -n "__fish_talent_using_subcommand candidate; and __fish_seen_subcommand_from summary" -l resume -d 'Continue an interrupted --out export of the same command from its checkpoint'
complete -c talent -n "__fish_talent_using_subcommand candidate; and __fish_seen_subcommand_from summary" -l no-headers -d 'Leave out the header row of csv and tsv output'
complete -c talent -n "__fish_talent_using_subcommand candidate; and __fish_seen_subcommand_from summary" -l no-formula-guard -d 'Write CSV cells raw (by default a cell starting with = + - @, tab or CR that is not a plain number gets a \' prefix)'
complete -c talent -n "__fish_talent_using_subcommand candidate; and __fish_seen_subcommand_from summary" -l offline-spend -d 'Spend although the ledger that shares pacing and spends with other runs is unavailable (judged from a live GET /usage alone); --yes does not imply it'
complete -c talent -n "__fish_talent_using_subcommand candidate; and __fish_seen_subcommand_from summary" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c talent -n "__fish_talent_using_subcommand candidate; and __fish_seen_subcommand_from summary" -s V -l version -d 'Print version'
complete -c talent -n "__fish_talent_using_subcommand candidate; and __fish_seen_subcommand_from profile" -l base-url -d 'Main interface base URL (ends in /api/v1)' -r
complete -c talent -n "__fish_talent_using_subcommand candidate; and __fish_seen_subcommand_from profile" -l alt-base-url -d 'Additional interface base URL (ends in /v1)' -r
complete -c talent -n "__fish_talent_using_subcommand candidate; and __fish_seen_subcommand_from profile" -l profile -d 'Named key and settings [default: default]' -r
complete -c talent -n "__fish_talent_using_subcommand candidate; and __fish_seen_subcommand_from profile" -s o -l output -d 'Output format [default: table on a terminal, json otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t'Tab-separated, one line per record, for shell loops'"
complete -c talent -n "__fish_talent_using_subcommand candidate; and __fish_seen_subcommand_from profile" -l fields -d 'Choose and order columns or keys; dotted paths reach nested fields; `all` is every field, `compact` the table\'s set (CSV defaults to every field, that set first); with no value, list the fields and send nothing' -r
complete -c talent -n "__fish_talent_using_subcommand candidate; and __fish_seen_subcommand_from profile" -l color -d 'Colour notices on stderr (also honours NO_COLOR)' -r -f -a "auto\t''
always\t''
never\t''"
complete -c talent -n "__fish_talent_using_subcommand candidate; and __fish_seen_subcommand_from profile" -l max-wait -d 'Longest rate-limit wait accepted before exit 6, e.g. 30s, 10m' -r
complete -c talent -n "__fish_talent_using_subcommand candidate; and __fish_seen_subcommand_from profile" -l ca-file -d 'PEM file of CA certificates trusted beside the system\'s (a TLS-inspecting proxy\'s CA)' -r -F
complete -c talent -n "__fish_talent_using_subcommand candidate; and __fish_seen_subcommand_from profile" -l timeout -d 'Connect, first-byte and between-bytes timeout of one attempt' -r
complete -c talent -n "__fish_talent_using_subcommand candidate; and __fish_seen_subcommand_from profile" -l max-time -d 'Longest one attempt may take, from connect to the last byte, e.g. 30s, 5m' -r
complete -c talent -n "__fish_talent_using_subcommand candidate; and __fish_seen_subcommand_from profile" -l out -d 'Write the data atomically to FILE (FILE.partial, then rename) instead of stdout' -r -F
complete -c talent -n "__fish_talent_using_subcommand candidate; and __fish_seen_subcommand_from profile" -l idempotency-key -d 'On message, invite, jobs create, bulk-invite: a repeated key sends nothing and prints the recorded result' -r
complete -c talent -n "__fish_talent_using_subcommand candidate; and __fish_seen_subcommand_from profile" -l jq -d 'Filter JSON output with a jq expression (built in; implies -o json)' -r
complete -c talent -n "__fish_talent_using_subcommand candidate; and __fish_seen_subcommand_from profile" -l max-unlocks -d 'The most unlocks this run may spend' -r
complete -c talent -n "__fish_talent_using_subcommand candidate; and __fish_seen_subcommand_from profile" -l max-searches -d 'The most searches (search pages) this run may spend, retried pages included' -r
complete -c talent -n "__fish_talent_using_subcommand candidate; and __fish_seen_subcommand_from profile" -l max-messages -d 'The most messages (invites) this run may spend' -r
complete -c talent -n "__fish_talent_using_subcommand candidate; and __fish_seen_subcommand_from profile" -l ledger-url -d 'Where the ledger is: sqlite:PATH, or postgres://USER@HOST[:PORT]/DB for a team ledger (also TALENT_LEDGER_URL; a password only there, in PGPASSWORD or ~/.pgpass)' -r
complete -c talent -n "__fish_talent_using_subcommand candidate; and __fish_seen_subcommand_from profile" -l member -d 'Who this machine spends as in a team ledger [default: LOGIN@HOST]' -r
complete -c talent -n "__fish_talent_using_subcommand candidate; and __fish_seen_subcommand_from profile" -l sandbox -d 'Run against the embedded simulator; no key needed'
complete -c talent -n "__fish_talent_using_subcommand candidate; and __fish_seen_subcommand_from profile" -s y -l yes -d 'Accept quota-spending and destructive confirmations'
complete -c talent -n "__fish_talent_using_subcommand candidate; and __fish_seen_subcommand_from profile" -l no-input -d 'Never prompt; anything that needs a confirmation fails instead'
complete -c talent -n "__fish_talent_using_subcommand candidate; and __fish_seen_subcommand_from profile" -s v -l verbose -d 'Trace requests and responses on stderr (never the key)'
complete -c talent -n "__fish_talent_using_subcommand candidate; and __fish_seen_subcommand_from profile" -s q -l quiet -d 'No progress, no notices: errors only'
complete -c talent -n "__fish_talent_using_subcommand candidate; and __fish_seen_subcommand_from profile" -l accessible -d 'For screen readers: numbered questions, text progress, a visible cursor in browse (also config `accessible = true`; `talent help accessibility`)'
complete -c talent -n "__fish_talent_using_subcommand candidate; and __fish_seen_subcommand_from profile" -l dry-run -d 'Print the request (method, URL, body, the quota it would spend) instead of sending it'
complete -c talent -n "__fish_talent_using_subcommand candidate; and __fish_seen_subcommand_from profile" -l curl -d 'Print the request as a runnable curl command (key as $TALENT_API_KEY) instead of sending it'
complete -c talent -n "__fish_talent_using_subcommand candidate; and __fish_seen_subcommand_from profile" -l force -d 'Send even when --idempotency-key was already used (or a job of that title was just created)'
complete -c talent -n "__fish_talent_using_subcommand candidate; and __fish_seen_subcommand_from profile" -l no-pager -d 'Never page long tables (also TALENT_PAGER= empty, or `config set pager ""`)'
complete -c talent -n "__fish_talent_using_subcommand candidate; and __fish_seen_subcommand_from profile" -l resume -d 'Continue an interrupted --out export of the same command from its checkpoint'
complete -c talent -n "__fish_talent_using_subcommand candidate; and __fish_seen_subcommand_from profile" -l no-headers -d 'Leave out the header row of csv and tsv output'
complete -c talent -n "__fish_talent_using_subcommand candidate; and __fish_seen_subcommand_from profile" -l no-formula-guard -d 'Write CSV cells raw (by default a cell starting with = + - @, tab or CR that is not a plain number gets a \' prefix)'
complete -c talent -n "__fish_talent_using_subcommand candidate; and __fish_seen_subcommand_from profile" -l offline-spend -d 'Spend although the ledger that shares pacing and spends with other runs is unavailable (judged from a live GET /usage alone); --yes does not imply it'
complete -c talent -n "__fish_talent_using_subcommand candidate; and __fish_seen_subcommand_from profile" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c talent -n "__fish_talent_using_subcommand candidate; and __fish_seen_subcommand_from profile" -s V -l version -d 'Print version'
complete -c talent -n "__fish_talent_using_subcommand candidate; and __fish_seen_subcommand_from help" -f -a "show" -d 'Show candidates\' identity and contact details (unlocks: spends quota)'
complete -c talent -n "__fish_talent_using_subcommand candidate; and __fish_seen_subcommand_from help" -f -a "list" -d 'Search candidates by skills on the additional interface'
complete -c talent -n "__fish_talent_using_subcommand candidate; and __fish_seen_subcommand_from help" -f -a "summary" -d 'Show a candidate summary'
complete -c talent -n "__fish_talent_using_subcommand candidate; and __fish_seen_subcommand_from help" -f -a "profile" -d 'Show a candidate\'s full profile'
complete -c talent -n "__fish_talent_using_subcommand candidate; and __fish_seen_subcommand_from help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c talent -n "__fish_talent_using_subcommand jobs; and not __fish_seen_subcommand_from list create update pause resume close help" -l base-url -d 'Main interface base URL (ends in /api/v1)' -r
complete -c talent -n "__fish_talent_using_subcommand jobs; and not __fish_seen_subcommand_from list create update pause resume close help" -l alt-base-url -d 'Additional interface base URL (ends in /v1)' -r
complete -c talent -n "__fish_talent_using_subcommand jobs; and not __fish_seen_subcommand_from list create update pause resume close help" -l profile -d 'Named key and settings [default: default]' -r
complete -c talent -n "__fish_talent_using_subcommand jobs; and not __fish_seen_subcommand_from list create update pause resume close help" -s o -l output -d 'Output format [default: table on a terminal, json otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t'Tab-separated, one line per record, for shell loops'"
complete -c talent -n "__fish_talent_using_subcommand jobs; and not __fish_seen_subcommand_from list create update pause resume close help" -l fields -d 'Choose and order columns or keys; dotted paths reach nested fields; `all` is every field, `compact` the table\'s set (CSV defaults to every field, that set first); with no value, list the fields and send nothing' -r
complete -c talent -n "__fish_talent_using_subcommand jobs; and not __fish_seen_subcommand_from list create update pause resume close help" -l color -d 'Colour notices on stderr (also honours NO_COLOR)' -r -f -a "auto\t''
always\t''
never\t''"
complete -c talent -n "__fish_talent_using_subcommand jobs; and not __fish_seen_subcommand_from list create update pause resume close help" -l max-wait -d 'Longest rate-limit wait accepted before exit 6, e.g. 30s, 10m' -r
complete -c talent -n "__fish_talent_using_subcommand jobs; and not __fish_seen_subcommand_from list create update pause resume close help" -l ca-file -d 'PEM file of CA certificates trusted beside the system\'s (a TLS-inspecting proxy\'s CA)' -r -F
complete -c talent -n "__fish_talent_using_subcommand jobs; and not __fish_seen_subcommand_from list create update pause resume close help" -l timeout -d 'Connect, first-byte and between-bytes timeout of one attempt' -r
complete -c talent -n "__fish_talent_using_subcommand jobs; and not __fish_seen_subcommand_from list create update pause resume close help" -l max-time -d 'Longest one attempt may take, from connect to the last byte, e.g. 30s, 5m' -r
complete -c talent -n "__fish_talent_using_subcommand jobs; and not __fish_seen_subcommand_from list create update pause resume close help" -l out -d 'Write the data atomically to FILE (FILE.partial, then rename) instead of stdout' -r -F
complete -c talent -n "__fish_talent_using_subcommand jobs; and not __fish_seen_subcommand_from list create update pause resume close help" -l idempotency-key -d 'On message, invite, jobs create, bulk-invite: a repeated key sends nothing and prints the recorded result' -r
complete -c talent -n "__fish_talent_using_subcommand jobs; and not __fish_seen_subcommand_from list create update pause resume close help" -l jq -d 'Filter JSON output with a jq expression (built in; implies -o json)' -r
complete -c talent -n "__fish_talent_using_subcommand jobs; and not __fish_seen_subcommand_from list create update pause resume close help" -l max-unlocks -d 'The most unlocks this run may spend' -r
complete -c talent -n "__fish_talent_using_subcommand jobs; and not __fish_seen_subcommand_from list create update pause resume close help" -l max-searches -d 'The most searches (search pages) this run may spend, retried pages included' -r
complete -c talent -n "__fish_talent_using_subcommand jobs; and not __fish_seen_subcommand_from list create update pause resume close help" -l max-messages -d 'The most messages (invites) this run may spend' -r
complete -c talent -n "__fish_talent_using_subcommand jobs; and not __fish_seen_subcommand_from list create update pause resume close help" -l ledger-url -d 'Where the ledger is: sqlite:PATH, or postgres://USER@HOST[:PORT]/DB for a team ledger (also TALENT_LEDGER_URL; a password only there, in PGPASSWORD or ~/.pgpass)' -r
complete -c talent -n "__fish_talent_using_subcommand jobs; and not __fish_seen_subcommand_from list create update pause resume close help" -l member -d 'Who this machine spends as in a team ledger [default: LOGIN@HOST]' -r
complete -c talent -n "__fish_talent_using_subcommand jobs; and not __fish_seen_subcommand_from list create update pause resume close help" -l sandbox -d 'Run against the embedded simulator; no key needed'
complete -c talent -n "__fish_talent_using_subcommand jobs; and not __fish_seen_subcommand_from list create update pause resume close help" -s y -l yes -d 'Accept quota-spending and destructive confirmations'
complete -c talent -n "__fish_talent_using_subcommand jobs; and not __fish_seen_subcommand_from list create update pause resume close help" -l no-input -d 'Never prompt; anything that needs a confirmation fails instead'
complete -c talent -n "__fish_talent_using_subcommand jobs; and not __fish_seen_subcommand_from list create update pause resume close help" -s v -l verbose -d 'Trace requests and responses on stderr (never the key)'
complete -c talent -n "__fish_talent_using_subcommand jobs; and not __fish_seen_subcommand_from list create update pause resume close help" -s q -l quiet -d 'No progress, no notices: errors only'
complete -c talent -n "__fish_talent_using_subcommand jobs; and not __fish_seen_subcommand_from list create update pause resume close help" -l accessible -d 'For screen readers: numbered questions, text progress, a visible cursor in browse (also config `accessible = true`; `talent help accessibility`)'
complete -c talent -n "__fish_talent_using_subcommand jobs; and not __fish_seen_subcommand_from list create update pause resume close help" -l dry-run -d 'Print the request (method, URL, body, the quota it would spend) instead of sending it'
complete -c talent -n "__fish_talent_using_subcommand jobs; and not __fish_seen_subcommand_from list create update pause resume close help" -l curl -d 'Print the request as a runnable curl command (key as $TALENT_API_KEY) instead of sending it'
complete -c talent -n "__fish_talent_using_subcommand jobs; and not __fish_seen_subcommand_from list create update pause resume close help" -l force -d 'Send even when --idempotency-key was already used (or a job of that title was just created)'
complete -c talent -n "__fish_talent_using_subcommand jobs; and not __fish_seen_subcommand_from list create update pause resume close help" -l no-pager -d 'Never page long tables (also TALENT_PAGER= empty, or `config set pager ""`)'
complete -c talent -n "__fish_talent_using_subcommand jobs; and not __fish_seen_subcommand_from list create update pause resume close help" -l resume -d 'Continue an interrupted --out export of the same command from its checkpoint'
complete -c talent -n "__fish_talent_using_subcommand jobs; and not __fish_seen_subcommand_from list create update pause resume close help" -l no-headers -d 'Leave out the header row of csv and tsv output'
complete -c talent -n "__fish_talent_using_subcommand jobs; and not __fish_seen_subcommand_from list create update pause resume close help" -l no-formula-guard -d 'Write CSV cells raw (by default a cell starting with = + - @, tab or CR that is not a plain number gets a \' prefix)'
complete -c talent -n "__fish_talent_using_subcommand jobs; and not __fish_seen_subcommand_from list create update pause resume close help" -l offline-spend -d 'Spend although the ledger that shares pacing and spends with other runs is unavailable (judged from a live GET /usage alone); --yes does not imply it'
complete -c talent -n "__fish_talent_using_subcommand jobs; and not __fish_seen_subcommand_from list create update pause resume close help" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c talent -n "__fish_talent_using_subcommand jobs; and not __fish_seen_subcommand_from list create update pause resume close help" -s V -l version -d 'Print version'
complete -c talent -n "__fish_talent_using_subcommand jobs; and not __fish_seen_subcommand_from list create update pause resume close help" -f -a "list" -d 'List jobs'
complete -c talent -n "__fish_talent_using_subcommand jobs; and not __fish_seen_subcommand_from list create update pause resume close help" -f -a "create" -d 'Create a job'
complete -c talent -n "__fish_talent_using_subcommand jobs; and not __fish_seen_subcommand_from list create update pause resume close help" -f -a "update" -d 'Change a job\'s fields'
complete -c talent -n "__fish_talent_using_subcommand jobs; and not __fish_seen_subcommand_from list create update pause resume close help" -f -a "pause" -d 'Pause a job (sourcing halts)'
complete -c talent -n "__fish_talent_using_subcommand jobs; and not __fish_seen_subcommand_from list create update pause resume close help" -f -a "resume" -d 'Resume a paused job'
complete -c talent -n "__fish_talent_using_subcommand jobs; and not __fish_seen_subcommand_from list create update pause resume close help" -f -a "close" -d 'Close a job permanently'
complete -c talent -n "__fish_talent_using_subcommand jobs; and not __fish_seen_subcommand_from list create update pause resume close help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from list" -l status -d 'Only jobs in this status (uses the additional interface)' -r -f -a "active\t''
paused\t''
closed\t''"
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from list" -l page -d 'Page to start from' -r
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from list" -l page-size -l per-page -d 'Jobs per page: 1 to 20 (1 to 50 with --status)' -r
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from list" -l limit -d 'Fetch pages until N records' -r
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from list" -l base-url -d 'Main interface base URL (ends in /api/v1)' -r
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from list" -l alt-base-url -d 'Additional interface base URL (ends in /v1)' -r
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from list" -l profile -d 'Named key and settings [default: default]' -r
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from list" -s o -l output -d 'Output format [default: table on a terminal, json otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t'Tab-separated, one line per record, for shell loops'"
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from list" -l fields -d 'Choose and order columns or keys; dotted paths reach nested fields; `all` is every field, `compact` the table\'s set (CSV defaults to every field, that set first); with no value, list the fields and send nothing' -r
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from list" -l color -d 'Colour notices on stderr (also honours NO_COLOR)' -r -f -a "auto\t''
always\t''
never\t''"
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from list" -l max-wait -d 'Longest rate-limit wait accepted before exit 6, e.g. 30s, 10m' -r
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from list" -l ca-file -d 'PEM file of CA certificates trusted beside the system\'s (a TLS-inspecting proxy\'s CA)' -r -F
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from list" -l timeout -d 'Connect, first-byte and between-bytes timeout of one attempt' -r
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from list" -l max-time -d 'Longest one attempt may take, from connect to the last byte, e.g. 30s, 5m' -r
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from list" -l out -d 'Write the data atomically to FILE (FILE.partial, then rename) instead of stdout' -r -F
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from list" -l idempotency-key -d 'On message, invite, jobs create, bulk-invite: a repeated key sends nothing and prints the recorded result' -r
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from list" -l jq -d 'Filter JSON output with a jq expression (built in; implies -o json)' -r
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from list" -l max-unlocks -d 'The most unlocks this run may spend' -r
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from list" -l max-searches -d 'The most searches (search pages) this run may spend, retried pages included' -r
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from list" -l max-messages -d 'The most messages (invites) this run may spend' -r
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from list" -l ledger-url -d 'Where the ledger is: sqlite:PATH, or postgres://USER@HOST[:PORT]/DB for a team ledger (also TALENT_LEDGER_URL; a password only there, in PGPASSWORD or ~/.pgpass)' -r
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from list" -l member -d 'Who this machine spends as in a team ledger [default: LOGIN@HOST]' -r
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from list" -l include-paused -d 'Also list paused jobs (main interface)'
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from list" -l all -d 'Fetch every page until the end'
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from list" -l sandbox -d 'Run against the embedded simulator; no key needed'
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from list" -s y -l yes -d 'Accept quota-spending and destructive confirmations'
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from list" -l no-input -d 'Never prompt; anything that needs a confirmation fails instead'
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from list" -s v -l verbose -d 'Trace requests and responses on stderr (never the key)'
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from list" -s q -l quiet -d 'No progress, no notices: errors only'
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from list" -l accessible -d 'For screen readers: numbered questions, text progress, a visible cursor in browse (also config `accessible = true`; `talent help accessibility`)'
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from list" -l dry-run -d 'Print the request (method, URL, body, the quota it would spend) instead of sending it'
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from list" -l curl -d 'Print the request as a runnable curl command (key as $TALENT_API_KEY) instead of sending it'
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from list" -l force -d 'Send even when --idempotency-key was already used (or a job of that title was just created)'
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from list" -l no-pager -d 'Never page long tables (also TALENT_PAGER= empty, or `config set pager ""`)'
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from list" -l resume -d 'Continue an interrupted --out export of the same command from its checkpoint'
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from list" -l no-headers -d 'Leave out the header row of csv and tsv output'
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from list" -l no-formula-guard -d 'Write CSV cells raw (by default a cell starting with = + - @, tab or CR that is not a plain number gets a \' prefix)'
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from list" -l offline-spend -d 'Spend although the ledger that shares pacing and spends with other runs is unavailable (judged from a live GET /usage alone); --yes does not imply it'
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from list" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from list" -s V -l version -d 'Print version'
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from create" -l title -d 'Job title (at most 150 characters)' -r
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from create" -l description -d 'Description (Markdown)' -r
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from create" -l description-file -d 'Read the description from a file (`-` for stdin)' -r -F
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from create" -l set -d 'Set a top-level body field (repeatable)' -r
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from create" -l from-file -d 'Start from this JSON object (`-` for stdin)' -r -F
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from create" -l base-url -d 'Main interface base URL (ends in /api/v1)' -r
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from create" -l alt-base-url -d 'Additional interface base URL (ends in /v1)' -r
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from create" -l profile -d 'Named key and settings [default: default]' -r
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from create" -s o -l output -d 'Output format [default: table on a terminal, json otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t'Tab-separated, one line per record, for shell loops'"
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from create" -l fields -d 'Choose and order columns or keys; dotted paths reach nested fields; `all` is every field, `compact` the table\'s set (CSV defaults to every field, that set first); with no value, list the fields and send nothing' -r
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from create" -l color -d 'Colour notices on stderr (also honours NO_COLOR)' -r -f -a "auto\t''
always\t''
never\t''"
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from create" -l max-wait -d 'Longest rate-limit wait accepted before exit 6, e.g. 30s, 10m' -r
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from create" -l ca-file -d 'PEM file of CA certificates trusted beside the system\'s (a TLS-inspecting proxy\'s CA)' -r -F
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from create" -l timeout -d 'Connect, first-byte and between-bytes timeout of one attempt' -r
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from create" -l max-time -d 'Longest one attempt may take, from connect to the last byte, e.g. 30s, 5m' -r
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from create" -l out -d 'Write the data atomically to FILE (FILE.partial, then rename) instead of stdout' -r -F
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from create" -l idempotency-key -d 'On message, invite, jobs create, bulk-invite: a repeated key sends nothing and prints the recorded result' -r
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from create" -l jq -d 'Filter JSON output with a jq expression (built in; implies -o json)' -r
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from create" -l max-unlocks -d 'The most unlocks this run may spend' -r
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from create" -l max-searches -d 'The most searches (search pages) this run may spend, retried pages included' -r
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from create" -l max-messages -d 'The most messages (invites) this run may spend' -r
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from create" -l ledger-url -d 'Where the ledger is: sqlite:PATH, or postgres://USER@HOST[:PORT]/DB for a team ledger (also TALENT_LEDGER_URL; a password only there, in PGPASSWORD or ~/.pgpass)' -r
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from create" -l member -d 'Who this machine spends as in a team ledger [default: LOGIN@HOST]' -r
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from create" -l sandbox -d 'Run against the embedded simulator; no key needed'
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from create" -s y -l yes -d 'Accept quota-spending and destructive confirmations'
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from create" -l no-input -d 'Never prompt; anything that needs a confirmation fails instead'
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from create" -s v -l verbose -d 'Trace requests and responses on stderr (never the key)'
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from create" -s q -l quiet -d 'No progress, no notices: errors only'
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from create" -l accessible -d 'For screen readers: numbered questions, text progress, a visible cursor in browse (also config `accessible = true`; `talent help accessibility`)'
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from create" -l dry-run -d 'Print the request (method, URL, body, the quota it would spend) instead of sending it'
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from create" -l curl -d 'Print the request as a runnable curl command (key as $TALENT_API_KEY) instead of sending it'
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from create" -l force -d 'Send even when --idempotency-key was already used (or a job of that title was just created)'
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from create" -l no-pager -d 'Never page long tables (also TALENT_PAGER= empty, or `config set pager ""`)'
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from create" -l resume -d 'Continue an interrupted --out export of the same command from its checkpoint'
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from create" -l no-headers -d 'Leave out the header row of csv and tsv output'
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from create" -l no-formula-guard -d 'Write CSV cells raw (by default a cell starting with = + - @, tab or CR that is not a plain number gets a \' prefix)'
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from create" -l offline-spend -d 'Spend although the ledger that shares pacing and spends with other runs is unavailable (judged from a live GET /usage alone); --yes does not imply it'
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from create" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from create" -s V -l version -d 'Print version'
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from update" -l title -d 'New title (at most 150 characters)' -r
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from update" -l description -d 'New description (Markdown)' -r
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from update" -l description-file -d 'Read the new description from a file (`-` for stdin)' -r -F
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from update" -l skills-required -d 'Required skills (replaces the list)' -r
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from update" -l skills-preferred -d 'Preferred skills (replaces the list)' -r
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from update" -l experience-min -d 'Minimum years of experience' -r
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from update" -l experience-max -d 'Maximum years of experience' -r
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from update" -l location -d 'City name or Remote' -r
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from update" -l remote-type -d 'Where the work happens' -r -f -a "onsite\t''
remote\t''
hybrid\t''"
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from update" -l salary-min -d 'Minimum annual salary (INR: 1800000, 18L, 1.2Cr)' -r
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from update" -l salary-max -d 'Maximum annual salary (INR)' -r
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from update" -l status -d 'New status (closed is permanent and asks first)' -r -f -a "active\t''
paused\t''
closed\t''"
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from update" -l base-url -d 'Main interface base URL (ends in /api/v1)' -r
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from update" -l alt-base-url -d 'Additional interface base URL (ends in /v1)' -r
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from update" -l profile -d 'Named key and settings [default: default]' -r
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from update" -s o -l output -d 'Output format [default: table on a terminal, json otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t'Tab-separated, one line per record, for shell loops'"
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from update" -l fields -d 'Choose and order columns or keys; dotted paths reach nested fields; `all` is every field, `compact` the table\'s set (CSV defaults to every field, that set first); with no value, list the fields and send nothing' -r
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from update" -l color -d 'Colour notices on stderr (also honours NO_COLOR)' -r -f -a "auto\t''
always\t''
never\t''"
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from update" -l max-wait -d 'Longest rate-limit wait accepted before exit 6, e.g. 30s, 10m' -r
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from update" -l ca-file -d 'PEM file of CA certificates trusted beside the system\'s (a TLS-inspecting proxy\'s CA)' -r -F
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from update" -l timeout -d 'Connect, first-byte and between-bytes timeout of one attempt' -r
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from update" -l max-time -d 'Longest one attempt may take, from connect to the last byte, e.g. 30s, 5m' -r
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from update" -l out -d 'Write the data atomically to FILE (FILE.partial, then rename) instead of stdout' -r -F
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from update" -l idempotency-key -d 'On message, invite, jobs create, bulk-invite: a repeated key sends nothing and prints the recorded result' -r
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from update" -l jq -d 'Filter JSON output with a jq expression (built in; implies -o json)' -r
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from update" -l max-unlocks -d 'The most unlocks this run may spend' -r
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from update" -l max-searches -d 'The most searches (search pages) this run may spend, retried pages included' -r
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from update" -l max-messages -d 'The most messages (invites) this run may spend' -r
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from update" -l ledger-url -d 'Where the ledger is: sqlite:PATH, or postgres://USER@HOST[:PORT]/DB for a team ledger (also TALENT_LEDGER_URL; a password only there, in PGPASSWORD or ~/.pgpass)' -r
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from update" -l member -d 'Who this machine spends as in a team ledger [default: LOGIN@HOST]' -r
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from update" -l sandbox -d 'Run against the embedded simulator; no key needed'
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from update" -s y -l yes -d 'Accept quota-spending and destructive confirmations'
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from update" -l no-input -d 'Never prompt; anything that needs a confirmation fails instead'
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from update" -s v -l verbose -d 'Trace requests and responses on stderr (never the key)'
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from update" -s q -l quiet -d 'No progress, no notices: errors only'
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from update" -l accessible -d 'For screen readers: numbered questions, text progress, a visible cursor in browse (also config `accessible = true`; `talent help accessibility`)'
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from update" -l dry-run -d 'Print the request (method, URL, body, the quota it would spend) instead of sending it'
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from update" -l curl -d 'Print the request as a runnable curl command (key as $TALENT_API_KEY) instead of sending it'
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from update" -l force -d 'Send even when --idempotency-key was already used (or a job of that title was just created)'
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from update" -l no-pager -d 'Never page long tables (also TALENT_PAGER= empty, or `config set pager ""`)'
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from update" -l resume -d 'Continue an interrupted --out export of the same command from its checkpoint'
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from update" -l no-headers -d 'Leave out the header row of csv and tsv output'
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from update" -l no-formula-guard -d 'Write CSV cells raw (by default a cell starting with = + - @, tab or CR that is not a plain number gets a \' prefix)'
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from update" -l offline-spend -d 'Spend although the ledger that shares pacing and spends with other runs is unavailable (judged from a live GET /usage alone); --yes does not imply it'
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from update" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from update" -s V -l version -d 'Print version'
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from pause" -l base-url -d 'Main interface base URL (ends in /api/v1)' -r
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from pause" -l alt-base-url -d 'Additional interface base URL (ends in /v1)' -r
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from pause" -l profile -d 'Named key and settings [default: default]' -r
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from pause" -s o -l output -d 'Output format [default: table on a terminal, json otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t'Tab-separated, one line per record, for shell loops'"
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from pause" -l fields -d 'Choose and order columns or keys; dotted paths reach nested fields; `all` is every field, `compact` the table\'s set (CSV defaults to every field, that set first); with no value, list the fields and send nothing' -r
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from pause" -l color -d 'Colour notices on stderr (also honours NO_COLOR)' -r -f -a "auto\t''
always\t''
never\t''"
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from pause" -l max-wait -d 'Longest rate-limit wait accepted before exit 6, e.g. 30s, 10m' -r
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from pause" -l ca-file -d 'PEM file of CA certificates trusted beside the system\'s (a TLS-inspecting proxy\'s CA)' -r -F
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from pause" -l timeout -d 'Connect, first-byte and between-bytes timeout of one attempt' -r
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from pause" -l max-time -d 'Longest one attempt may take, from connect to the last byte, e.g. 30s, 5m' -r
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from pause" -l out -d 'Write the data atomically to FILE (FILE.partial, then rename) instead of stdout' -r -F
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from pause" -l idempotency-key -d 'On message, invite, jobs create, bulk-invite: a repeated key sends nothing and prints the recorded result' -r
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from pause" -l jq -d 'Filter JSON output with a jq expression (built in; implies -o json)' -r
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from pause" -l max-unlocks -d 'The most unlocks this run may spend' -r
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from pause" -l max-searches -d 'The most searches (search pages) this run may spend, retried pages included' -r
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from pause" -l max-messages -d 'The most messages (invites) this run may spend' -r
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from pause" -l ledger-url -d 'Where the ledger is: sqlite:PATH, or postgres://USER@HOST[:PORT]/DB for a team ledger (also TALENT_LEDGER_URL; a password only there, in PGPASSWORD or ~/.pgpass)' -r
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from pause" -l member -d 'Who this machine spends as in a team ledger [default: LOGIN@HOST]' -r
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from pause" -l sandbox -d 'Run against the embedded simulator; no key needed'
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from pause" -s y -l yes -d 'Accept quota-spending and destructive confirmations'
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from pause" -l no-input -d 'Never prompt; anything that needs a confirmation fails instead'
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from pause" -s v -l verbose -d 'Trace requests and responses on stderr (never the key)'
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from pause" -s q -l quiet -d 'No progress, no notices: errors only'
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from pause" -l accessible -d 'For screen readers: numbered questions, text progress, a visible cursor in browse (also config `accessible = true`; `talent help accessibility`)'
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from pause" -l dry-run -d 'Print the request (method, URL, body, the quota it would spend) instead of sending it'
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from pause" -l curl -d 'Print the request as a runnable curl command (key as $TALENT_API_KEY) instead of sending it'
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from pause" -l force -d 'Send even when --idempotency-key was already used (or a job of that title was just created)'
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from pause" -l no-pager -d 'Never page long tables (also TALENT_PAGER= empty, or `config set pager ""`)'
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from pause" -l resume -d 'Continue an interrupted --out export of the same command from its checkpoint'
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from pause" -l no-headers -d 'Leave out the header row of csv and tsv output'
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from pause" -l no-formula-guard -d 'Write CSV cells raw (by default a cell starting with = + - @, tab or CR that is not a plain number gets a \' prefix)'
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from pause" -l offline-spend -d 'Spend although the ledger that shares pacing and spends with other runs is unavailable (judged from a live GET /usage alone); --yes does not imply it'
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from pause" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from pause" -s V -l version -d 'Print version'
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from resume" -l base-url -d 'Main interface base URL (ends in /api/v1)' -r
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from resume" -l alt-base-url -d 'Additional interface base URL (ends in /v1)' -r
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from resume" -l profile -d 'Named key and settings [default: default]' -r
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from resume" -s o -l output -d 'Output format [default: table on a terminal, json otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t'Tab-separated, one line per record, for shell loops'"
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from resume" -l fields -d 'Choose and order columns or keys; dotted paths reach nested fields; `all` is every field, `compact` the table\'s set (CSV defaults to every field, that set first); with no value, list the fields and send nothing' -r
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from resume" -l color -d 'Colour notices on stderr (also honours NO_COLOR)' -r -f -a "auto\t''
always\t''
never\t''"
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from resume" -l max-wait -d 'Longest rate-limit wait accepted before exit 6, e.g. 30s, 10m' -r
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from resume" -l ca-file -d 'PEM file of CA certificates trusted beside the system\'s (a TLS-inspecting proxy\'s CA)' -r -F
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from resume" -l timeout -d 'Connect, first-byte and between-bytes timeout of one attempt' -r
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from resume" -l max-time -d 'Longest one attempt may take, from connect to the last byte, e.g. 30s, 5m' -r
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from resume" -l out -d 'Write the data atomically to FILE (FILE.partial, then rename) instead of stdout' -r -F
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from resume" -l idempotency-key -d 'On message, invite, jobs create, bulk-invite: a repeated key sends nothing and prints the recorded result' -r
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from resume" -l jq -d 'Filter JSON output with a jq expression (built in; implies -o json)' -r
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from resume" -l max-unlocks -d 'The most unlocks this run may spend' -r
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from resume" -l max-searches -d 'The most searches (search pages) this run may spend, retried pages included' -r
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from resume" -l max-messages -d 'The most messages (invites) this run may spend' -r
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from resume" -l ledger-url -d 'Where the ledger is: sqlite:PATH, or postgres://USER@HOST[:PORT]/DB for a team ledger (also TALENT_LEDGER_URL; a password only there, in PGPASSWORD or ~/.pgpass)' -r
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from resume" -l member -d 'Who this machine spends as in a team ledger [default: LOGIN@HOST]' -r
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from resume" -l sandbox -d 'Run against the embedded simulator; no key needed'
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from resume" -s y -l yes -d 'Accept quota-spending and destructive confirmations'
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from resume" -l no-input -d 'Never prompt; anything that needs a confirmation fails instead'
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from resume" -s v -l verbose -d 'Trace requests and responses on stderr (never the key)'
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from resume" -s q -l quiet -d 'No progress, no notices: errors only'
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from resume" -l accessible -d 'For screen readers: numbered questions, text progress, a visible cursor in browse (also config `accessible = true`; `talent help accessibility`)'
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from resume" -l dry-run -d 'Print the request (method, URL, body, the quota it would spend) instead of sending it'
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from resume" -l curl -d 'Print the request as a runnable curl command (key as $TALENT_API_KEY) instead of sending it'
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from resume" -l force -d 'Send even when --idempotency-key was already used (or a job of that title was just created)'
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from resume" -l no-pager -d 'Never page long tables (also TALENT_PAGER= empty, or `config set pager ""`)'
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from resume" -l resume -d 'Continue an interrupted --out export of the same command from its checkpoint'
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from resume" -l no-headers -d 'Leave out the header row of csv and tsv output'
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from resume" -l no-formula-guard -d 'Write CSV cells raw (by default a cell starting with = + - @, tab or CR that is not a plain number gets a \' prefix)'
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from resume" -l offline-spend -d 'Spend although the ledger that shares pacing and spends with other runs is unavailable (judged from a live GET /usage alone); --yes does not imply it'
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from resume" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from resume" -s V -l version -d 'Print version'
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from close" -l base-url -d 'Main interface base URL (ends in /api/v1)' -r
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from close" -l alt-base-url -d 'Additional interface base URL (ends in /v1)' -r
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from close" -l profile -d 'Named key and settings [default: default]' -r
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from close" -s o -l output -d 'Output format [default: table on a terminal, json otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t'Tab-separated, one line per record, for shell loops'"
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from close" -l fields -d 'Choose and order columns or keys; dotted paths reach nested fields; `all` is every field, `compact` the table\'s set (CSV defaults to every field, that set first); with no value, list the fields and send nothing' -r
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from close" -l color -d 'Colour notices on stderr (also honours NO_COLOR)' -r -f -a "auto\t''
always\t''
never\t''"
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from close" -l max-wait -d 'Longest rate-limit wait accepted before exit 6, e.g. 30s, 10m' -r
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from close" -l ca-file -d 'PEM file of CA certificates trusted beside the system\'s (a TLS-inspecting proxy\'s CA)' -r -F
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from close" -l timeout -d 'Connect, first-byte and between-bytes timeout of one attempt' -r
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from close" -l max-time -d 'Longest one attempt may take, from connect to the last byte, e.g. 30s, 5m' -r
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from close" -l out -d 'Write the data atomically to FILE (FILE.partial, then rename) instead of stdout' -r -F
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from close" -l idempotency-key -d 'On message, invite, jobs create, bulk-invite: a repeated key sends nothing and prints the recorded result' -r
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from close" -l jq -d 'Filter JSON output with a jq expression (built in; implies -o json)' -r
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from close" -l max-unlocks -d 'The most unlocks this run may spend' -r
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from close" -l max-searches -d 'The most searches (search pages) this run may spend, retried pages included' -r
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from close" -l max-messages -d 'The most messages (invites) this run may spend' -r
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from close" -l ledger-url -d 'Where the ledger is: sqlite:PATH, or postgres://USER@HOST[:PORT]/DB for a team ledger (also TALENT_LEDGER_URL; a password only there, in PGPASSWORD or ~/.pgpass)' -r
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from close" -l member -d 'Who this machine spends as in a team ledger [default: LOGIN@HOST]' -r
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from close" -l sandbox -d 'Run against the embedded simulator; no key needed'
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from close" -s y -l yes -d 'Accept quota-spending and destructive confirmations'
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from close" -l no-input -d 'Never prompt; anything that needs a confirmation fails instead'
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from close" -s v -l verbose -d 'Trace requests and responses on stderr (never the key)'
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from close" -s q -l quiet -d 'No progress, no notices: errors only'
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from close" -l accessible -d 'For screen readers: numbered questions, text progress, a visible cursor in browse (also config `accessible = true`; `talent help accessibility`)'
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from close" -l dry-run -d 'Print the request (method, URL, body, the quota it would spend) instead of sending it'
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from close" -l curl -d 'Print the request as a runnable curl command (key as $TALENT_API_KEY) instead of sending it'
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from close" -l force -d 'Send even when --idempotency-key was already used (or a job of that title was just created)'
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from close" -l no-pager -d 'Never page long tables (also TALENT_PAGER= empty, or `config set pager ""`)'
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from close" -l resume -d 'Continue an interrupted --out export of the same command from its checkpoint'
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from close" -l no-headers -d 'Leave out the header row of csv and tsv output'
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from close" -l no-formula-guard -d 'Write CSV cells raw (by default a cell starting with = + - @, tab or CR that is not a plain number gets a \' prefix)'
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from close" -l offline-spend -d 'Spend although the ledger that shares pacing and spends with other runs is unavailable (judged from a live GET /usage alone); --yes does not imply it'
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from close" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from close" -s V -l version -d 'Print version'
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from help" -f -a "list" -d 'List jobs'
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from help" -f -a "create" -d 'Create a job'
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from help" -f -a "update" -d 'Change a job\'s fields'
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from help" -f -a "pause" -d 'Pause a job (sourcing halts)'
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from help" -f -a "resume" -d 'Resume a paused job'
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from help" -f -a "close" -d 'Close a job permanently'
complete -c talent -n "__fish_talent_using_subcommand jobs; and __fish_seen_subcommand_from help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c talent -n "__fish_talent_using_subcommand stages" -l base-url -d 'Main interface base URL (ends in /api/v1)' -r
complete -c talent -n "__fish_talent_using_subcommand stages" -l alt-base-url -d 'Additional interface base URL (ends in /v1)' -r
complete -c talent -n "__fish_talent_using_subcommand stages" -l profile -d 'Named key and settings [default: default]' -r
complete -c talent -n "__fish_talent_using_subcommand stages" -s o -l output -d 'Output format [default: table on a terminal, json otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t'Tab-separated, one line per record, for shell loops'"
complete -c talent -n "__fish_talent_using_subcommand stages" -l fields -d 'Choose and order columns or keys; dotted paths reach nested fields; `all` is every field, `compact` the table\'s set (CSV defaults to every field, that set first); with no value, list the fields and send nothing' -r
complete -c talent -n "__fish_talent_using_subcommand stages" -l color -d 'Colour notices on stderr (also honours NO_COLOR)' -r -f -a "auto\t''
always\t''
never\t''"
complete -c talent -n "__fish_talent_using_subcommand stages" -l max-wait -d 'Longest rate-limit wait accepted before exit 6, e.g. 30s, 10m' -r
complete -c talent -n "__fish_talent_using_subcommand stages" -l ca-file -d 'PEM file of CA certificates trusted beside the system\'s (a TLS-inspecting proxy\'s CA)' -r -F
complete -c talent -n "__fish_talent_using_subcommand stages" -l timeout -d 'Connect, first-byte and between-bytes timeout of one attempt' -r
complete -c talent -n "__fish_talent_using_subcommand stages" -l max-time -d 'Longest one attempt may take, from connect to the last byte, e.g. 30s, 5m' -r
complete -c talent -n "__fish_talent_using_subcommand stages" -l out -d 'Write the data atomically to FILE (FILE.partial, then rename) instead of stdout' -r -F
complete -c talent -n "__fish_talent_using_subcommand stages" -l idempotency-key -d 'On message, invite, jobs create, bulk-invite: a repeated key sends nothing and prints the recorded result' -r
complete -c talent -n "__fish_talent_using_subcommand stages" -l jq -d 'Filter JSON output with a jq expression (built in; implies -o json)' -r
complete -c talent -n "__fish_talent_using_subcommand stages" -l max-unlocks -d 'The most unlocks this run may spend' -r
complete -c talent -n "__fish_talent_using_subcommand stages" -l max-searches -d 'The most searches (search pages) this run may spend, retried pages included' -r
complete -c talent -n "__fish_talent_using_subcommand stages" -l max-messages -d 'The most messages (invites) this run may spend' -r
complete -c talent -n "__fish_talent_using_subcommand stages" -l ledger-url -d 'Where the ledger is: sqlite:PATH, or postgres://USER@HOST[:PORT]/DB for a team ledger (also TALENT_LEDGER_URL; a password only there, in PGPASSWORD or ~/.pgpass)' -r
complete -c talent -n "__fish_talent_using_subcommand stages" -l member -d 'Who this machine spends as in a team ledger [default: LOGIN@HOST]' -r
complete -c talent -n "__fish_talent_using_subcommand stages" -l sandbox -d 'Run against the embedded simulator; no key needed'
complete -c talent -n "__fish_talent_using_subcommand stages" -s y -l yes -d 'Accept quota-spending and destructive confirmations'
complete -c talent -n "__fish_talent_using_subcommand stages" -l no-input -d 'Never prompt; anything that needs a confirmation fails instead'
complete -c talent -n "__fish_talent_using_subcommand stages" -s v -l verbose -d 'Trace requests and responses on stderr (never the key)'
complete -c talent -n "__fish_talent_using_subcommand stages" -s q -l quiet -d 'No progress, no notices: errors only'
complete -c talent -n "__fish_talent_using_subcommand stages" -l accessible -d 'For screen readers: numbered questions, text progress, a visible cursor in browse (also config `accessible = true`; `talent help accessibility`)'
complete -c talent -n "__fish_talent_using_subcommand stages" -l dry-run -d 'Print the request (method, URL, body, the quota it would spend) instead of sending it'
complete -c talent -n "__fish_talent_using_subcommand stages" -l curl -d 'Print the request as a runnable curl command (key as $TALENT_API_KEY) instead of sending it'
complete -c talent -n "__fish_talent_using_subcommand stages" -l force -d 'Send even when --idempotency-key was already used (or a job of that title was just created)'
complete -c talent -n "__fish_talent_using_subcommand stages" -l no-pager -d 'Never page long tables (also TALENT_PAGER= empty, or `config set pager ""`)'
complete -c talent -n "__fish_talent_using_subcommand stages" -l resume -d 'Continue an interrupted --out export of the same command from its checkpoint'
complete -c talent -n "__fish_talent_using_subcommand stages" -l no-headers -d 'Leave out the header row of csv and tsv output'
complete -c talent -n "__fish_talent_using_subcommand stages" -l no-formula-guard -d 'Write CSV cells raw (by default a cell starting with = + - @, tab or CR that is not a plain number gets a \' prefix)'
complete -c talent -n "__fish_talent_using_subcommand stages" -l offline-spend -d 'Spend although the ledger that shares pacing and spends with other runs is unavailable (judged from a live GET /usage alone); --yes does not imply it'
complete -c talent -n "__fish_talent_using_subcommand stages" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c talent -n "__fish_talent_using_subcommand stages" -s V -l version -d 'Print version'
complete -c talent -n "__fish_talent_using_subcommand apps" -l stage -d 'Only applications in this stage (a stageId from `talent stages`)' -r
complete -c talent -n "__fish_talent_using_subcommand apps" -l page -d 'Page to fetch (first of several with --limit/--all)' -r
complete -c talent -n "__fish_talent_using_subcommand apps" -l page-size -d 'Applications per page, 1 to 20 [default: 10, or 20 with --limit/--all]' -r
complete -c talent -n "__fish_talent_using_subcommand apps" -l limit -d 'Fetch pages until N records' -r
complete -c talent -n "__fish_talent_using_subcommand apps" -l state -d 'The name under which --new remembers the ids it printed (in the ledger)' -r
complete -c talent -n "__fish_talent_using_subcommand apps" -l interval -d 'Time between looks with --watch (at least 10s)' -r
complete -c talent -n "__fish_talent_using_subcommand apps" -l base-url -d 'Main interface base URL (ends in /api/v1)' -r
complete -c talent -n "__fish_talent_using_subcommand apps" -l alt-base-url -d 'Additional interface base URL (ends in /v1)' -r
complete -c talent -n "__fish_talent_using_subcommand apps" -l profile -d 'Named key and settings [default: default]' -r
complete -c talent -n "__fish_talent_using_subcommand apps" -s o -l output -d 'Output format [default: table on a terminal, json otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t'Tab-separated, one line per record, for shell loops'"
complete -c talent -n "__fish_talent_using_subcommand apps" -l fields -d 'Choose and order columns or keys; dotted paths reach nested fields; `all` is every field, `compact` the table\'s set (CSV defaults to every field, that set first); with no value, list the fields and send nothing' -r
complete -c talent -n "__fish_talent_using_subcommand apps" -l color -d 'Colour notices on stderr (also honours NO_COLOR)' -r -f -a "auto\t''
always\t''
never\t''"
complete -c talent -n "__fish_talent_using_subcommand apps" -l max-wait -d 'Longest rate-limit wait accepted before exit 6, e.g. 30s, 10m' -r
complete -c talent -n "__fish_talent_using_subcommand apps" -l ca-file -d 'PEM file of CA certificates trusted beside the system\'s (a TLS-inspecting proxy\'s CA)' -r -F
complete -c talent -n "__fish_talent_using_subcommand apps" -l timeout -d 'Connect, first-byte and between-bytes timeout of one attempt' -r
complete -c talent -n "__fish_talent_using_subcommand apps" -l max-time -d 'Longest one attempt may take, from connect to the last byte, e.g. 30s, 5m' -r
complete -c talent -n "__fish_talent_using_subcommand apps" -l out -d 'Write the data atomically to FILE (FILE.partial, then rename) instead of stdout' -r -F
complete -c talent -n "__fish_talent_using_subcommand apps" -l idempotency-key -d 'On message, invite, jobs create, bulk-invite: a repeated key sends nothing and prints the recorded result' -r
complete -c talent -n "__fish_talent_using_subcommand apps" -l jq -d 'Filter JSON output with a jq expression (built in; implies -o json)' -r
complete -c talent -n "__fish_talent_using_subcommand apps" -l max-unlocks -d 'The most unlocks this run may spend' -r
complete -c talent -n "__fish_talent_using_subcommand apps" -l max-searches -d 'The most searches (search pages) this run may spend, retried pages included' -r
complete -c talent -n "__fish_talent_using_subcommand apps" -l max-messages -d 'The most messages (invites) this run may spend' -r
complete -c talent -n "__fish_talent_using_subcommand apps" -l ledger-url -d 'Where the ledger is: sqlite:PATH, or postgres://USER@HOST[:PORT]/DB for a team ledger (also TALENT_LEDGER_URL; a password only there, in PGPASSWORD or ~/.pgpass)' -r
complete -c talent -n "__fish_talent_using_subcommand apps" -l member -d 'Who this machine spends as in a team ledger [default: LOGIN@HOST]' -r
complete -c talent -n "__fish_talent_using_subcommand apps" -l all -d 'Fetch every page until the end'
complete -c talent -n "__fish_talent_using_subcommand apps" -l new -d 'Print only records not printed by earlier successful runs of --state NAME'
complete -c talent -n "__fish_talent_using_subcommand apps" -l watch -d 'Look again every --interval and print what is new, until Ctrl-C'
complete -c talent -n "__fish_talent_using_subcommand apps" -l sandbox -d 'Run against the embedded simulator; no key needed'
complete -c talent -n "__fish_talent_using_subcommand apps" -s y -l yes -d 'Accept quota-spending and destructive confirmations'
complete -c talent -n "__fish_talent_using_subcommand apps" -l no-input -d 'Never prompt; anything that needs a confirmation fails instead'
complete -c talent -n "__fish_talent_using_subcommand apps" -s v -l verbose -d 'Trace requests and responses on stderr (never the key)'
complete -c talent -n "__fish_talent_using_subcommand apps" -s q -l quiet -d 'No progress, no notices: errors only'
complete -c talent -n "__fish_talent_using_subcommand apps" -l accessible -d 'For screen readers: numbered questions, text progress, a visible cursor in browse (also config `accessible = true`; `talent help accessibility`)'
complete -c talent -n "__fish_talent_using_subcommand apps" -l dry-run -d 'Print the request (method, URL, body, the quota it would spend) instead of sending it'
complete -c talent -n "__fish_talent_using_subcommand apps" -l curl -d 'Print the request as a runnable curl command (key as $TALENT_API_KEY) instead of sending it'
complete -c talent -n "__fish_talent_using_subcommand apps" -l force -d 'Send even when --idempotency-key was already used (or a job of that title was just created)'
complete -c talent -n "__fish_talent_using_subcommand apps" -l no-pager -d 'Never page long tables (also TALENT_PAGER= empty, or `config set pager ""`)'
complete -c talent -n "__fish_talent_using_subcommand apps" -l resume -d 'Continue an interrupted --out export of the same command from its checkpoint'
complete -c talent -n "__fish_talent_using_subcommand apps" -l no-headers -d 'Leave out the header row of csv and tsv output'
complete -c talent -n "__fish_talent_using_subcommand apps" -l no-formula-guard -d 'Write CSV cells raw (by default a cell starting with = + - @, tab or CR that is not a plain number gets a \' prefix)'
complete -c talent -n "__fish_talent_using_subcommand apps" -l offline-spend -d 'Spend although the ledger that shares pacing and spends with other runs is unavailable (judged from a live GET /usage alone); --yes does not imply it'
complete -c talent -n "__fish_talent_using_subcommand apps" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c talent -n "__fish_talent_using_subcommand apps" -s V -l version -d 'Print version'
complete -c talent -n "__fish_talent_using_subcommand invite" -l job -d 'Job to invite to (from `talent jobs list`)' -r
complete -c talent -n "__fish_talent_using_subcommand invite" -l message -d 'The message to send' -r
complete -c talent -n "__fish_talent_using_subcommand invite" -l message-file -d 'Read the message from a file (- for stdin)' -r -F
complete -c talent -n "__fish_talent_using_subcommand invite" -l base-url -d 'Main interface base URL (ends in /api/v1)' -r
complete -c talent -n "__fish_talent_using_subcommand invite" -l alt-base-url -d 'Additional interface base URL (ends in /v1)' -r
complete -c talent -n "__fish_talent_using_subcommand invite" -l profile -d 'Named key and settings [default: default]' -r
complete -c talent -n "__fish_talent_using_subcommand invite" -s o -l output -d 'Output format [default: table on a terminal, json otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t'Tab-separated, one line per record, for shell loops'"
complete -c talent -n "__fish_talent_using_subcommand invite" -l fields -d 'Choose and order columns or keys; dotted paths reach nested fields; `all` is every field, `compact` the table\'s set (CSV defaults to every field, that set first); with no value, list the fields and send nothing' -r
complete -c talent -n "__fish_talent_using_subcommand invite" -l color -d 'Colour notices on stderr (also honours NO_COLOR)' -r -f -a "auto\t''
always\t''
never\t''"
complete -c talent -n "__fish_talent_using_subcommand invite" -l max-wait -d 'Longest rate-limit wait accepted before exit 6, e.g. 30s, 10m' -r
complete -c talent -n "__fish_talent_using_subcommand invite" -l ca-file -d 'PEM file of CA certificates trusted beside the system\'s (a TLS-inspecting proxy\'s CA)' -r -F
complete -c talent -n "__fish_talent_using_subcommand invite" -l timeout -d 'Connect, first-byte and between-bytes timeout of one attempt' -r
complete -c talent -n "__fish_talent_using_subcommand invite" -l max-time -d 'Longest one attempt may take, from connect to the last byte, e.g. 30s, 5m' -r
complete -c talent -n "__fish_talent_using_subcommand invite" -l out -d 'Write the data atomically to FILE (FILE.partial, then rename) instead of stdout' -r -F
complete -c talent -n "__fish_talent_using_subcommand invite" -l idempotency-key -d 'On message, invite, jobs create, bulk-invite: a repeated key sends nothing and prints the recorded result' -r
complete -c talent -n "__fish_talent_using_subcommand invite" -l jq -d 'Filter JSON output with a jq expression (built in; implies -o json)' -r
complete -c talent -n "__fish_talent_using_subcommand invite" -l max-unlocks -d 'The most unlocks this run may spend' -r
complete -c talent -n "__fish_talent_using_subcommand invite" -l max-searches -d 'The most searches (search pages) this run may spend, retried pages included' -r
complete -c talent -n "__fish_talent_using_subcommand invite" -l max-messages -d 'The most messages (invites) this run may spend' -r
complete -c talent -n "__fish_talent_using_subcommand invite" -l ledger-url -d 'Where the ledger is: sqlite:PATH, or postgres://USER@HOST[:PORT]/DB for a team ledger (also TALENT_LEDGER_URL; a password only there, in PGPASSWORD or ~/.pgpass)' -r
complete -c talent -n "__fish_talent_using_subcommand invite" -l member -d 'Who this machine spends as in a team ledger [default: LOGIN@HOST]' -r
complete -c talent -n "__fish_talent_using_subcommand invite" -l sandbox -d 'Run against the embedded simulator; no key needed'
complete -c talent -n "__fish_talent_using_subcommand invite" -s y -l yes -d 'Accept quota-spending and destructive confirmations'
complete -c talent -n "__fish_talent_using_subcommand invite" -l no-input -d 'Never prompt; anything that needs a confirmation fails instead'
complete -c talent -n "__fish_talent_using_subcommand invite" -s v -l verbose -d 'Trace requests and responses on stderr (never the key)'
complete -c talent -n "__fish_talent_using_subcommand invite" -s q -l quiet -d 'No progress, no notices: errors only'
complete -c talent -n "__fish_talent_using_subcommand invite" -l accessible -d 'For screen readers: numbered questions, text progress, a visible cursor in browse (also config `accessible = true`; `talent help accessibility`)'
complete -c talent -n "__fish_talent_using_subcommand invite" -l dry-run -d 'Print the request (method, URL, body, the quota it would spend) instead of sending it'
complete -c talent -n "__fish_talent_using_subcommand invite" -l curl -d 'Print the request as a runnable curl command (key as $TALENT_API_KEY) instead of sending it'
complete -c talent -n "__fish_talent_using_subcommand invite" -l force -d 'Send even when --idempotency-key was already used (or a job of that title was just created)'
complete -c talent -n "__fish_talent_using_subcommand invite" -l no-pager -d 'Never page long tables (also TALENT_PAGER= empty, or `config set pager ""`)'
complete -c talent -n "__fish_talent_using_subcommand invite" -l resume -d 'Continue an interrupted --out export of the same command from its checkpoint'
complete -c talent -n "__fish_talent_using_subcommand invite" -l no-headers -d 'Leave out the header row of csv and tsv output'
complete -c talent -n "__fish_talent_using_subcommand invite" -l no-formula-guard -d 'Write CSV cells raw (by default a cell starting with = + - @, tab or CR that is not a plain number gets a \' prefix)'
complete -c talent -n "__fish_talent_using_subcommand invite" -l offline-spend -d 'Spend although the ledger that shares pacing and spends with other runs is unavailable (judged from a live GET /usage alone); --yes does not imply it'
complete -c talent -n "__fish_talent_using_subcommand invite" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c talent -n "__fish_talent_using_subcommand invite" -s V -l version -d 'Print version'
complete -c talent -n "__fish_talent_using_subcommand message" -l message -d 'The message to send' -r
complete -c talent -n "__fish_talent_using_subcommand message" -l message-file -d 'Read the message from a file (- for stdin)' -r -F
complete -c talent -n "__fish_talent_using_subcommand message" -l base-url -d 'Main interface base URL (ends in /api/v1)' -r
complete -c talent -n "__fish_talent_using_subcommand message" -l alt-base-url -d 'Additional interface base URL (ends in /v1)' -r
complete -c talent -n "__fish_talent_using_subcommand message" -l profile -d 'Named key and settings [default: default]' -r
complete -c talent -n "__fish_talent_using_subcommand message" -s o -l output -d 'Output format [default: table on a terminal, json otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t'Tab-separated, one line per record, for shell loops'"
complete -c talent -n "__fish_talent_using_subcommand message" -l fields -d 'Choose and order columns or keys; dotted paths reach nested fields; `all` is every field, `compact` the table\'s set (CSV defaults to every field, that set first); with no value, list the fields and send nothing' -r
complete -c talent -n "__fish_talent_using_subcommand message" -l color -d 'Colour notices on stderr (also honours NO_COLOR)' -r -f -a "auto\t''
always\t''
never\t''"
complete -c talent -n "__fish_talent_using_subcommand message" -l max-wait -d 'Longest rate-limit wait accepted before exit 6, e.g. 30s, 10m' -r
complete -c talent -n "__fish_talent_using_subcommand message" -l ca-file -d 'PEM file of CA certificates trusted beside the system\'s (a TLS-inspecting proxy\'s CA)' -r -F
complete -c talent -n "__fish_talent_using_subcommand message" -l timeout -d 'Connect, first-byte and between-bytes timeout of one attempt' -r
complete -c talent -n "__fish_talent_using_subcommand message" -l max-time -d 'Longest one attempt may take, from connect to the last byte, e.g. 30s, 5m' -r
complete -c talent -n "__fish_talent_using_subcommand message" -l out -d 'Write the data atomically to FILE (FILE.partial, then rename) instead of stdout' -r -F
complete -c talent -n "__fish_talent_using_subcommand message" -l idempotency-key -d 'On message, invite, jobs create, bulk-invite: a repeated key sends nothing and prints the recorded result' -r
complete -c talent -n "__fish_talent_using_subcommand message" -l jq -d 'Filter JSON output with a jq expression (built in; implies -o json)' -r
complete -c talent -n "__fish_talent_using_subcommand message" -l max-unlocks -d 'The most unlocks this run may spend' -r
complete -c talent -n "__fish_talent_using_subcommand message" -l max-searches -d 'The most searches (search pages) this run may spend, retried pages included' -r
complete -c talent -n "__fish_talent_using_subcommand message" -l max-messages -d 'The most messages (invites) this run may spend' -r
complete -c talent -n "__fish_talent_using_subcommand message" -l ledger-url -d 'Where the ledger is: sqlite:PATH, or postgres://USER@HOST[:PORT]/DB for a team ledger (also TALENT_LEDGER_URL; a password only there, in PGPASSWORD or ~/.pgpass)' -r
complete -c talent -n "__fish_talent_using_subcommand message" -l member -d 'Who this machine spends as in a team ledger [default: LOGIN@HOST]' -r
complete -c talent -n "__fish_talent_using_subcommand message" -l sandbox -d 'Run against the embedded simulator; no key needed'
complete -c talent -n "__fish_talent_using_subcommand message" -s y -l yes -d 'Accept quota-spending and destructive confirmations'
complete -c talent -n "__fish_talent_using_subcommand message" -l no-input -d 'Never prompt; anything that needs a confirmation fails instead'
complete -c talent -n "__fish_talent_using_subcommand message" -s v -l verbose -d 'Trace requests and responses on stderr (never the key)'
complete -c talent -n "__fish_talent_using_subcommand message" -s q -l quiet -d 'No progress, no notices: errors only'
complete -c talent -n "__fish_talent_using_subcommand message" -l accessible -d 'For screen readers: numbered questions, text progress, a visible cursor in browse (also config `accessible = true`; `talent help accessibility`)'
complete -c talent -n "__fish_talent_using_subcommand message" -l dry-run -d 'Print the request (method, URL, body, the quota it would spend) instead of sending it'
complete -c talent -n "__fish_talent_using_subcommand message" -l curl -d 'Print the request as a runnable curl command (key as $TALENT_API_KEY) instead of sending it'
complete -c talent -n "__fish_talent_using_subcommand message" -l force -d 'Send even when --idempotency-key was already used (or a job of that title was just created)'
complete -c talent -n "__fish_talent_using_subcommand message" -l no-pager -d 'Never page long tables (also TALENT_PAGER= empty, or `config set pager ""`)'
complete -c talent -n "__fish_talent_using_subcommand message" -l resume -d 'Continue an interrupted --out export of the same command from its checkpoint'
complete -c talent -n "__fish_talent_using_subcommand message" -l no-headers -d 'Leave out the header row of csv and tsv output'
complete -c talent -n "__fish_talent_using_subcommand message" -l no-formula-guard -d 'Write CSV cells raw (by default a cell starting with = + - @, tab or CR that is not a plain number gets a \' prefix)'
complete -c talent -n "__fish_talent_using_subcommand message" -l offline-spend -d 'Spend although the ledger that shares pacing and spends with other runs is unavailable (judged from a live GET /usage alone); --yes does not imply it'
complete -c talent -n "__fish_talent_using_subcommand message" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c talent -n "__fish_talent_using_subcommand message" -s V -l version -d 'Print version'
complete -c talent -n "__fish_talent_using_subcommand usage" -l base-url -d 'Main interface base URL (ends in /api/v1)' -r
complete -c talent -n "__fish_talent_using_subcommand usage" -l alt-base-url -d 'Additional interface base URL (ends in /v1)' -r
complete -c talent -n "__fish_talent_using_subcommand usage" -l profile -d 'Named key and settings [default: default]' -r
complete -c talent -n "__fish_talent_using_subcommand usage" -s o -l output -d 'Output format [default: table on a terminal, json otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t'Tab-separated, one line per record, for shell loops'"
complete -c talent -n "__fish_talent_using_subcommand usage" -l fields -d 'Choose and order columns or keys; dotted paths reach nested fields; `all` is every field, `compact` the table\'s set (CSV defaults to every field, that set first); with no value, list the fields and send nothing' -r
complete -c talent -n "__fish_talent_using_subcommand usage" -l color -d 'Colour notices on stderr (also honours NO_COLOR)' -r -f -a "auto\t''
always\t''
never\t''"
complete -c talent -n "__fish_talent_using_subcommand usage" -l max-wait -d 'Longest rate-limit wait accepted before exit 6, e.g. 30s, 10m' -r
complete -c talent -n "__fish_talent_using_subcommand usage" -l ca-file -d 'PEM file of CA certificates trusted beside the system\'s (a TLS-inspecting proxy\'s CA)' -r -F
complete -c talent -n "__fish_talent_using_subcommand usage" -l timeout -d 'Connect, first-byte and between-bytes timeout of one attempt' -r
complete -c talent -n "__fish_talent_using_subcommand usage" -l max-time -d 'Longest one attempt may take, from connect to the last byte, e.g. 30s, 5m' -r
complete -c talent -n "__fish_talent_using_subcommand usage" -l out -d 'Write the data atomically to FILE (FILE.partial, then rename) instead of stdout' -r -F
complete -c talent -n "__fish_talent_using_subcommand usage" -l idempotency-key -d 'On message, invite, jobs create, bulk-invite: a repeated key sends nothing and prints the recorded result' -r
complete -c talent -n "__fish_talent_using_subcommand usage" -l jq -d 'Filter JSON output with a jq expression (built in; implies -o json)' -r
complete -c talent -n "__fish_talent_using_subcommand usage" -l max-unlocks -d 'The most unlocks this run may spend' -r
complete -c talent -n "__fish_talent_using_subcommand usage" -l max-searches -d 'The most searches (search pages) this run may spend, retried pages included' -r
complete -c talent -n "__fish_talent_using_subcommand usage" -l max-messages -d 'The most messages (invites) this run may spend' -r
complete -c talent -n "__fish_talent_using_subcommand usage" -l ledger-url -d 'Where the ledger is: sqlite:PATH, or postgres://USER@HOST[:PORT]/DB for a team ledger (also TALENT_LEDGER_URL; a password only there, in PGPASSWORD or ~/.pgpass)' -r
complete -c talent -n "__fish_talent_using_subcommand usage" -l member -d 'Who this machine spends as in a team ledger [default: LOGIN@HOST]' -r
complete -c talent -n "__fish_talent_using_subcommand usage" -l local -d 'Print the local audit log of spends instead of asking the service'
complete -c talent -n "__fish_talent_using_subcommand usage" -l sandbox -d 'Run against the embedded simulator; no key needed'
complete -c talent -n "__fish_talent_using_subcommand usage" -s y -l yes -d 'Accept quota-spending and destructive confirmations'
complete -c talent -n "__fish_talent_using_subcommand usage" -l no-input -d 'Never prompt; anything that needs a confirmation fails instead'
complete -c talent -n "__fish_talent_using_subcommand usage" -s v -l verbose -d 'Trace requests and responses on stderr (never the key)'
complete -c talent -n "__fish_talent_using_subcommand usage" -s q -l quiet -d 'No progress, no notices: errors only'
complete -c talent -n "__fish_talent_using_subcommand usage" -l accessible -d 'For screen readers: numbered questions, text progress, a visible cursor in browse (also config `accessible = true`; `talent help accessibility`)'
complete -c talent -n "__fish_talent_using_subcommand usage" -l dry-run -d 'Print the request (method, URL, body, the quota it would spend) instead of sending it'
complete -c talent -n "__fish_talent_using_subcommand usage" -l curl -d 'Print the request as a runnable curl command (key as $TALENT_API_KEY) instead of sending it'
complete -c talent -n "__fish_talent_using_subcommand usage" -l force -d 'Send even when --idempotency-key was already used (or a job of that title was just created)'
complete -c talent -n "__fish_talent_using_subcommand usage" -l no-pager -d 'Never page long tables (also TALENT_PAGER= empty, or `config set pager ""`)'
complete -c talent -n "__fish_talent_using_subcommand usage" -l resume -d 'Continue an interrupted --out export of the same command from its checkpoint'
complete -c talent -n "__fish_talent_using_subcommand usage" -l no-headers -d 'Leave out the header row of csv and tsv output'
complete -c talent -n "__fish_talent_using_subcommand usage" -l no-formula-guard -d 'Write CSV cells raw (by default a cell starting with = + - @, tab or CR that is not a plain number gets a \' prefix)'
complete -c talent -n "__fish_talent_using_subcommand usage" -l offline-spend -d 'Spend although the ledger that shares pacing and spends with other runs is unavailable (judged from a live GET /usage alone); --yes does not imply it'
complete -c talent -n "__fish_talent_using_subcommand usage" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c talent -n "__fish_talent_using_subcommand usage" -s V -l version -d 'Print version'
complete -c talent -n "__fish_talent_using_subcommand shortlist" -l limit -d 'Entries to return: 1 to 50 [service default: 20]' -r
complete -c talent -n "__fish_talent_using_subcommand shortlist" -l quality-min -d 'Only candidates with a quality score of at least N (0 to 100)' -r
complete -c talent -n "__fish_talent_using_subcommand shortlist" -l availability -d 'Only candidates with this availability' -r -f -a "active\t''
open\t''
active\,open\t''"
complete -c talent -n "__fish_talent_using_subcommand shortlist" -l base-url -d 'Main interface base URL (ends in /api/v1)' -r
complete -c talent -n "__fish_talent_using_subcommand shortlist" -l alt-base-url -d 'Additional interface base URL (ends in /v1)' -r
complete -c talent -n "__fish_talent_using_subcommand shortlist" -l profile -d 'Named key and settings [default: default]' -r
complete -c talent -n "__fish_talent_using_subcommand shortlist" -s o -l output -d 'Output format [default: table on a terminal, json otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t'Tab-separated, one line per record, for shell loops'"
complete -c talent -n "__fish_talent_using_subcommand shortlist" -l fields -d 'Choose and order columns or keys; dotted paths reach nested fields; `all` is every field, `compact` the table\'s set (CSV defaults to every field, that set first); with no value, list the fields and send nothing' -r
complete -c talent -n "__fish_talent_using_subcommand shortlist" -l color -d 'Colour notices on stderr (also honours NO_COLOR)' -r -f -a "auto\t''
always\t''
never\t''"
complete -c talent -n "__fish_talent_using_subcommand shortlist" -l max-wait -d 'Longest rate-limit wait accepted before exit 6, e.g. 30s, 10m' -r
complete -c talent -n "__fish_talent_using_subcommand shortlist" -l ca-file -d 'PEM file of CA certificates trusted beside the system\'s (a TLS-inspecting proxy\'s CA)' -r -F
complete -c talent -n "__fish_talent_using_subcommand shortlist" -l timeout -d 'Connect, first-byte and between-bytes timeout of one attempt' -r
complete -c talent -n "__fish_talent_using_subcommand shortlist" -l max-time -d 'Longest one attempt may take, from connect to the last byte, e.g. 30s, 5m' -r
complete -c talent -n "__fish_talent_using_subcommand shortlist" -l out -d 'Write the data atomically to FILE (FILE.partial, then rename) instead of stdout' -r -F
complete -c talent -n "__fish_talent_using_subcommand shortlist" -l idempotency-key -d 'On message, invite, jobs create, bulk-invite: a repeated key sends nothing and prints the recorded result' -r
complete -c talent -n "__fish_talent_using_subcommand shortlist" -l jq -d 'Filter JSON output with a jq expression (built in; implies -o json)' -r
complete -c talent -n "__fish_talent_using_subcommand shortlist" -l max-unlocks -d 'The most unlocks this run may spend' -r
complete -c talent -n "__fish_talent_using_subcommand shortlist" -l max-searches -d 'The most searches (search pages) this run may spend, retried pages included' -r
complete -c talent -n "__fish_talent_using_subcommand shortlist" -l max-messages -d 'The most messages (invites) this run may spend' -r
complete -c talent -n "__fish_talent_using_subcommand shortlist" -l ledger-url -d 'Where the ledger is: sqlite:PATH, or postgres://USER@HOST[:PORT]/DB for a team ledger (also TALENT_LEDGER_URL; a password only there, in PGPASSWORD or ~/.pgpass)' -r
complete -c talent -n "__fish_talent_using_subcommand shortlist" -l member -d 'Who this machine spends as in a team ledger [default: LOGIN@HOST]' -r
complete -c talent -n "__fish_talent_using_subcommand shortlist" -l sandbox -d 'Run against the embedded simulator; no key needed'
complete -c talent -n "__fish_talent_using_subcommand shortlist" -s y -l yes -d 'Accept quota-spending and destructive confirmations'
complete -c talent -n "__fish_talent_using_subcommand shortlist" -l no-input -d 'Never prompt; anything that needs a confirmation fails instead'
complete -c talent -n "__fish_talent_using_subcommand shortlist" -s v -l verbose -d 'Trace requests and responses on stderr (never the key)'
complete -c talent -n "__fish_talent_using_subcommand shortlist" -s q -l quiet -d 'No progress, no notices: errors only'
complete -c talent -n "__fish_talent_using_subcommand shortlist" -l accessible -d 'For screen readers: numbered questions, text progress, a visible cursor in browse (also config `accessible = true`; `talent help accessibility`)'
complete -c talent -n "__fish_talent_using_subcommand shortlist" -l dry-run -d 'Print the request (method, URL, body, the quota it would spend) instead of sending it'
complete -c talent -n "__fish_talent_using_subcommand shortlist" -l curl -d 'Print the request as a runnable curl command (key as $TALENT_API_KEY) instead of sending it'
complete -c talent -n "__fish_talent_using_subcommand shortlist" -l force -d 'Send even when --idempotency-key was already used (or a job of that title was just created)'
complete -c talent -n "__fish_talent_using_subcommand shortlist" -l no-pager -d 'Never page long tables (also TALENT_PAGER= empty, or `config set pager ""`)'
complete -c talent -n "__fish_talent_using_subcommand shortlist" -l resume -d 'Continue an interrupted --out export of the same command from its checkpoint'
complete -c talent -n "__fish_talent_using_subcommand shortlist" -l no-headers -d 'Leave out the header row of csv and tsv output'
complete -c talent -n "__fish_talent_using_subcommand shortlist" -l no-formula-guard -d 'Write CSV cells raw (by default a cell starting with = + - @, tab or CR that is not a plain number gets a \' prefix)'
complete -c talent -n "__fish_talent_using_subcommand shortlist" -l offline-spend -d 'Spend although the ledger that shares pacing and spends with other runs is unavailable (judged from a live GET /usage alone); --yes does not imply it'
complete -c talent -n "__fish_talent_using_subcommand shortlist" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c talent -n "__fish_talent_using_subcommand shortlist" -s V -l version -d 'Print version'
complete -c talent -n "__fish_talent_using_subcommand bulk-invite" -l candidates -d 'Candidate ids (cand_...), repeated or comma-separated' -r
complete -c talent -n "__fish_talent_using_subcommand bulk-invite" -l candidates-file -d 'Read candidate ids from a file (`-` for stdin)' -r -F
complete -c talent -n "__fish_talent_using_subcommand bulk-invite" -l channel -d 'How to reach them [service default: both]' -r -f -a "whatsapp\t''
email\t''
both\t''"
complete -c talent -n "__fish_talent_using_subcommand bulk-invite" -l message -d 'Custom message, at most 500 characters [default: the service\'s template]' -r
complete -c talent -n "__fish_talent_using_subcommand bulk-invite" -l message-file -d 'Read the custom message from a file (`-` for stdin)' -r -F
complete -c talent -n "__fish_talent_using_subcommand bulk-invite" -l base-url -d 'Main interface base URL (ends in /api/v1)' -r
complete -c talent -n "__fish_talent_using_subcommand bulk-invite" -l alt-base-url -d 'Additional interface base URL (ends in /v1)' -r
complete -c talent -n "__fish_talent_using_subcommand bulk-invite" -l profile -d 'Named key and settings [default: default]' -r
complete -c talent -n "__fish_talent_using_subcommand bulk-invite" -s o -l output -d 'Output format [default: table on a terminal, json otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t'Tab-separated, one line per record, for shell loops'"
complete -c talent -n "__fish_talent_using_subcommand bulk-invite" -l fields -d 'Choose and order columns or keys; dotted paths reach nested fields; `all` is every field, `compact` the table\'s set (CSV defaults to every field, that set first); with no value, list the fields and send nothing' -r
complete -c talent -n "__fish_talent_using_subcommand bulk-invite" -l color -d 'Colour notices on stderr (also honours NO_COLOR)' -r -f -a "auto\t''
always\t''
never\t''"
complete -c talent -n "__fish_talent_using_subcommand bulk-invite" -l max-wait -d 'Longest rate-limit wait accepted before exit 6, e.g. 30s, 10m' -r
complete -c talent -n "__fish_talent_using_subcommand bulk-invite" -l ca-file -d 'PEM file of CA certificates trusted beside the system\'s (a TLS-inspecting proxy\'s CA)' -r -F
complete -c talent -n "__fish_talent_using_subcommand bulk-invite" -l timeout -d 'Connect, first-byte and between-bytes timeout of one attempt' -r
complete -c talent -n "__fish_talent_using_subcommand bulk-invite" -l max-time -d 'Longest one attempt may take, from connect to the last byte, e.g. 30s, 5m' -r
complete -c talent -n "__fish_talent_using_subcommand bulk-invite" -l out -d 'Write the data atomically to FILE (FILE.partial, then rename) instead of stdout' -r -F
complete -c talent -n "__fish_talent_using_subcommand bulk-invite" -l idempotency-key -d 'On message, invite, jobs create, bulk-invite: a repeated key sends nothing and prints the recorded result' -r
complete -c talent -n "__fish_talent_using_subcommand bulk-invite" -l jq -d 'Filter JSON output with a jq expression (built in; implies -o json)' -r
complete -c talent -n "__fish_talent_using_subcommand bulk-invite" -l max-unlocks -d 'The most unlocks this run may spend' -r
complete -c talent -n "__fish_talent_using_subcommand bulk-invite" -l max-searches -d 'The most searches (search pages) this run may spend, retried pages included' -r
complete -c talent -n "__fish_talent_using_subcommand bulk-invite" -l max-messages -d 'The most messages (invites) this run may spend' -r
complete -c talent -n "__fish_talent_using_subcommand bulk-invite" -l ledger-url -d 'Where the ledger is: sqlite:PATH, or postgres://USER@HOST[:PORT]/DB for a team ledger (also TALENT_LEDGER_URL; a password only there, in PGPASSWORD or ~/.pgpass)' -r
complete -c talent -n "__fish_talent_using_subcommand bulk-invite" -l member -d 'Who this machine spends as in a team ledger [default: LOGIN@HOST]' -r
complete -c talent -n "__fish_talent_using_subcommand bulk-invite" -l sandbox -d 'Run against the embedded simulator; no key needed'
complete -c talent -n "__fish_talent_using_subcommand bulk-invite" -s y -l yes -d 'Accept quota-spending and destructive confirmations'
complete -c talent -n "__fish_talent_using_subcommand bulk-invite" -l no-input -d 'Never prompt; anything that needs a confirmation fails instead'
complete -c talent -n "__fish_talent_using_subcommand bulk-invite" -s v -l verbose -d 'Trace requests and responses on stderr (never the key)'
complete -c talent -n "__fish_talent_using_subcommand bulk-invite" -s q -l quiet -d 'No progress, no notices: errors only'
complete -c talent -n "__fish_talent_using_subcommand bulk-invite" -l accessible -d 'For screen readers: numbered questions, text progress, a visible cursor in browse (also config `accessible = true`; `talent help accessibility`)'
complete -c talent -n "__fish_talent_using_subcommand bulk-invite" -l dry-run -d 'Print the request (method, URL, body, the quota it would spend) instead of sending it'
complete -c talent -n "__fish_talent_using_subcommand bulk-invite" -l curl -d 'Print the request as a runnable curl command (key as $TALENT_API_KEY) instead of sending it'
complete -c talent -n "__fish_talent_using_subcommand bulk-invite" -l force -d 'Send even when --idempotency-key was already used (or a job of that title was just created)'
complete -c talent -n "__fish_talent_using_subcommand bulk-invite" -l no-pager -d 'Never page long tables (also TALENT_PAGER= empty, or `config set pager ""`)'
complete -c talent -n "__fish_talent_using_subcommand bulk-invite" -l resume -d 'Continue an interrupted --out export of the same command from its checkpoint'
complete -c talent -n "__fish_talent_using_subcommand bulk-invite" -l no-headers -d 'Leave out the header row of csv and tsv output'
complete -c talent -n "__fish_talent_using_subcommand bulk-invite" -l no-formula-guard -d 'Write CSV cells raw (by default a cell starting with = + - @, tab or CR that is not a plain number gets a \' prefix)'
complete -c talent -n "__fish_talent_using_subcommand bulk-invite" -l offline-spend -d 'Spend although the ledger that shares pacing and spends with other runs is unavailable (judged from a live GET /usage alone); --yes does not imply it'
complete -c talent -n "__fish_talent_using_subcommand bulk-invite" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c talent -n "__fish_talent_using_subcommand bulk-invite" -s V -l version -d 'Print version'
complete -c talent -n "__fish_talent_using_subcommand webhooks; and not __fish_seen_subcommand_from list create delete enable listen replay verify help" -l base-url -d 'Main interface base URL (ends in /api/v1)' -r
complete -c talent -n "__fish_talent_using_subcommand webhooks; and not __fish_seen_subcommand_from list create delete enable listen replay verify help" -l alt-base-url -d 'Additional interface base URL (ends in /v1)' -r
complete -c talent -n "__fish_talent_using_subcommand webhooks; and not __fish_seen_subcommand_from list create delete enable listen replay verify help" -l profile -d 'Named key and settings [default: default]' -r
complete -c talent -n "__fish_talent_using_subcommand webhooks; and not __fish_seen_subcommand_from list create delete enable listen replay verify help" -s o -l output -d 'Output format [default: table on a terminal, json otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t'Tab-separated, one line per record, for shell loops'"
complete -c talent -n "__fish_talent_using_subcommand webhooks; and not __fish_seen_subcommand_from list create delete enable listen replay verify help" -l fields -d 'Choose and order columns or keys; dotted paths reach nested fields; `all` is every field, `compact` the table\'s set (CSV defaults to every field, that set first); with no value, list the fields and send nothing' -r
complete -c talent -n "__fish_talent_using_subcommand webhooks; and not __fish_seen_subcommand_from list create delete enable listen replay verify help" -l color -d 'Colour notices on stderr (also honours NO_COLOR)' -r -f -a "auto\t''
always\t''
never\t''"
complete -c talent -n "__fish_talent_using_subcommand webhooks; and not __fish_seen_subcommand_from list create delete enable listen replay verify help" -l max-wait -d 'Longest rate-limit wait accepted before exit 6, e.g. 30s, 10m' -r
complete -c talent -n "__fish_talent_using_subcommand webhooks; and not __fish_seen_subcommand_from list create delete enable listen replay verify help" -l ca-file -d 'PEM file of CA certificates trusted beside the system\'s (a TLS-inspecting proxy\'s CA)' -r -F
complete -c talent -n "__fish_talent_using_subcommand webhooks; and not __fish_seen_subcommand_from list create delete enable listen replay verify help" -l timeout -d 'Connect, first-byte and between-bytes timeout of one attempt' -r
complete -c talent -n "__fish_talent_using_subcommand webhooks; and not __fish_seen_subcommand_from list create delete enable listen replay verify help" -l max-time -d 'Longest one attempt may take, from connect to the last byte, e.g. 30s, 5m' -r
complete -c talent -n "__fish_talent_using_subcommand webhooks; and not __fish_seen_subcommand_from list create delete enable listen replay verify help" -l out -d 'Write the data atomically to FILE (FILE.partial, then rename) instead of stdout' -r -F
complete -c talent -n "__fish_talent_using_subcommand webhooks; and not __fish_seen_subcommand_from list create delete enable listen replay verify help" -l idempotency-key -d 'On message, invite, jobs create, bulk-invite: a repeated key sends nothing and prints the recorded result' -r
complete -c talent -n "__fish_talent_using_subcommand webhooks; and not __fish_seen_subcommand_from list create delete enable listen replay verify help" -l jq -d 'Filter JSON output with a jq expression (built in; implies -o json)' -r
complete -c talent -n "__fish_talent_using_subcommand webhooks; and not __fish_seen_subcommand_from list create delete enable listen replay verify help" -l max-unlocks -d 'The most unlocks this run may spend' -r
complete -c talent -n "__fish_talent_using_subcommand webhooks; and not __fish_seen_subcommand_from list create delete enable listen replay verify help" -l max-searches -d 'The most searches (search pages) this run may spend, retried pages included' -r
complete -c talent -n "__fish_talent_using_subcommand webhooks; and not __fish_seen_subcommand_from list create delete enable listen replay verify help" -l max-messages -d 'The most messages (invites) this run may spend' -r
complete -c talent -n "__fish_talent_using_subcommand webhooks; and not __fish_seen_subcommand_from list create delete enable listen replay verify help" -l ledger-url -d 'Where the ledger is: sqlite:PATH, or postgres://USER@HOST[:PORT]/DB for a team ledger (also TALENT_LEDGER_URL; a password only there, in PGPASSWORD or ~/.pgpass)' -r
complete -c talent -n "__fish_talent_using_subcommand webhooks; and not __fish_seen_subcommand_from list create delete enable listen replay verify help" -l member -d 'Who this machine spends as in a team ledger [default: LOGIN@HOST]' -r
complete -c talent -n "__fish_talent_using_subcommand webhooks; and not __fish_seen_subcommand_from list create delete enable listen replay verify help" -l sandbox -d 'Run against the embedded simulator; no key needed'
complete -c talent -n "__fish_talent_using_subcommand webhooks; and not __fish_seen_subcommand_from list create delete enable listen replay verify help" -s y -l yes -d 'Accept quota-spending and destructive confirmations'
complete -c talent -n "__fish_talent_using_subcommand webhooks; and not __fish_seen_subcommand_from list create delete enable listen replay verify help" -l no-input -d 'Never prompt; anything that needs a confirmation fails instead'
complete -c talent -n "__fish_talent_using_subcommand webhooks; and not __fish_seen_subcommand_from list create delete enable listen replay verify help" -s v -l verbose -d 'Trace requests and responses on stderr (never the key)'
complete -c talent -n "__fish_talent_using_subcommand webhooks; and not __fish_seen_subcommand_from list create delete enable listen replay verify help" -s q -l quiet -d 'No progress, no notices: errors only'
complete -c talent -n "__fish_talent_using_subcommand webhooks; and not __fish_seen_subcommand_from list create delete enable listen replay verify help" -l accessible -d 'For screen readers: numbered questions, text progress, a visible cursor in browse (also config `accessible = true`; `talent help accessibility`)'
complete -c talent -n "__fish_talent_using_subcommand webhooks; and not __fish_seen_subcommand_from list create delete enable listen replay verify help" -l dry-run -d 'Print the request (method, URL, body, the quota it would spend) instead of sending it'
complete -c talent -n "__fish_talent_using_subcommand webhooks; and not __fish_seen_subcommand_from list create delete enable listen replay verify help" -l curl -d 'Print the request as a runnable curl command (key as $TALENT_API_KEY) instead of sending it'
complete -c talent -n "__fish_talent_using_subcommand webhooks; and not __fish_seen_subcommand_from list create delete enable listen replay verify help" -l force -d 'Send even when --idempotency-key was already used (or a job of that title was just created)'
complete -c talent -n "__fish_talent_using_subcommand webhooks; and not __fish_seen_subcommand_from list create delete enable listen replay verify help" -l no-pager -d 'Never page long tables (also TALENT_PAGER= empty, or `config set pager ""`)'
complete -c talent -n "__fish_talent_using_subcommand webhooks; and not __fish_seen_subcommand_from list create delete enable listen replay verify help" -l resume -d 'Continue an interrupted --out export of the same command from its checkpoint'
complete -c talent -n "__fish_talent_using_subcommand webhooks; and not __fish_seen_subcommand_from list create delete enable listen replay verify help" -l no-headers -d 'Leave out the header row of csv and tsv output'
complete -c talent -n "__fish_talent_using_subcommand webhooks; and not __fish_seen_subcommand_from list create delete enable listen replay verify help" -l no-formula-guard -d 'Write CSV cells raw (by default a cell starting with = + - @, tab or CR that is not a plain number gets a \' prefix)'
complete -c talent -n "__fish_talent_using_subcommand webhooks; and not __fish_seen_subcommand_from list create delete enable listen replay verify help" -l offline-spend -d 'Spend although the ledger that shares pacing and spends with other runs is unavailable (judged from a live GET /usage alone); --yes does not imply it'
complete -c talent -n "__fish_talent_using_subcommand webhooks; and not __fish_seen_subcommand_from list create delete enable listen replay verify help" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c talent -n "__fish_talent_using_subcommand webhooks; and not __fish_seen_subcommand_from list create delete enable listen replay verify help" -s V -l version -d 'Print version'
complete -c talent -n "__fish_talent_using_subcommand webhooks; and not __fish_seen_subcommand_from list create delete enable listen replay verify help" -f -a "list" -d 'List webhook endpoints'
complete -c talent -n "__fish_talent_using_subcommand webhooks; and not __fish_seen_subcommand_from list create delete enable listen replay verify help" -f -a "create" -d 'Register a webhook endpoint'
complete -c talent -n "__fish_talent_using_subcommand webhooks; and not __fish_seen_subcommand_from list create delete enable listen replay verify help" -f -a "delete" -d 'Delete a webhook endpoint'
complete -c talent -n "__fish_talent_using_subcommand webhooks; and not __fish_seen_subcommand_from list create delete enable listen replay verify help" -f -a "enable" -d 'Re-enable a disabled webhook endpoint'
complete -c talent -n "__fish_talent_using_subcommand webhooks; and not __fish_seen_subcommand_from list create delete enable listen replay verify help" -f -a "listen" -d 'Receive webhook events locally, verified and each handled once'
complete -c talent -n "__fish_talent_using_subcommand webhooks; and not __fish_seen_subcommand_from list create delete enable listen replay verify help" -f -a "replay" -d 'Deliver again the events a `webhooks listen --log FILE` kept'
complete -c talent -n "__fish_talent_using_subcommand webhooks; and not __fish_seen_subcommand_from list create delete enable listen replay verify help" -f -a "verify" -d 'Check a webhook signature offline'
complete -c talent -n "__fish_talent_using_subcommand webhooks; and not __fish_seen_subcommand_from list create delete enable listen replay verify help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from list" -l base-url -d 'Main interface base URL (ends in /api/v1)' -r
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from list" -l alt-base-url -d 'Additional interface base URL (ends in /v1)' -r
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from list" -l profile -d 'Named key and settings [default: default]' -r
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from list" -s o -l output -d 'Output format [default: table on a terminal, json otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t'Tab-separated, one line per record, for shell loops'"
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from list" -l fields -d 'Choose and order columns or keys; dotted paths reach nested fields; `all` is every field, `compact` the table\'s set (CSV defaults to every field, that set first); with no value, list the fields and send nothing' -r
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from list" -l color -d 'Colour notices on stderr (also honours NO_COLOR)' -r -f -a "auto\t''
always\t''
never\t''"
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from list" -l max-wait -d 'Longest rate-limit wait accepted before exit 6, e.g. 30s, 10m' -r
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from list" -l ca-file -d 'PEM file of CA certificates trusted beside the system\'s (a TLS-inspecting proxy\'s CA)' -r -F
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from list" -l timeout -d 'Connect, first-byte and between-bytes timeout of one attempt' -r
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from list" -l max-time -d 'Longest one attempt may take, from connect to the last byte, e.g. 30s, 5m' -r
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from list" -l out -d 'Write the data atomically to FILE (FILE.partial, then rename) instead of stdout' -r -F
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from list" -l idempotency-key -d 'On message, invite, jobs create, bulk-invite: a repeated key sends nothing and prints the recorded result' -r
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from list" -l jq -d 'Filter JSON output with a jq expression (built in; implies -o json)' -r
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from list" -l max-unlocks -d 'The most unlocks this run may spend' -r
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from list" -l max-searches -d 'The most searches (search pages) this run may spend, retried pages included' -r
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from list" -l max-messages -d 'The most messages (invites) this run may spend' -r
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from list" -l ledger-url -d 'Where the ledger is: sqlite:PATH, or postgres://USER@HOST[:PORT]/DB for a team ledger (also TALENT_LEDGER_URL; a password only there, in PGPASSWORD or ~/.pgpass)' -r
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from list" -l member -d 'Who this machine spends as in a team ledger [default: LOGIN@HOST]' -r
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from list" -l sandbox -d 'Run against the embedded simulator; no key needed'
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from list" -s y -l yes -d 'Accept quota-spending and destructive confirmations'
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from list" -l no-input -d 'Never prompt; anything that needs a confirmation fails instead'
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from list" -s v -l verbose -d 'Trace requests and responses on stderr (never the key)'
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from list" -s q -l quiet -d 'No progress, no notices: errors only'
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from list" -l accessible -d 'For screen readers: numbered questions, text progress, a visible cursor in browse (also config `accessible = true`; `talent help accessibility`)'
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from list" -l dry-run -d 'Print the request (method, URL, body, the quota it would spend) instead of sending it'
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from list" -l curl -d 'Print the request as a runnable curl command (key as $TALENT_API_KEY) instead of sending it'
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from list" -l force -d 'Send even when --idempotency-key was already used (or a job of that title was just created)'
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from list" -l no-pager -d 'Never page long tables (also TALENT_PAGER= empty, or `config set pager ""`)'
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from list" -l resume -d 'Continue an interrupted --out export of the same command from its checkpoint'
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from list" -l no-headers -d 'Leave out the header row of csv and tsv output'
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from list" -l no-formula-guard -d 'Write CSV cells raw (by default a cell starting with = + - @, tab or CR that is not a plain number gets a \' prefix)'
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from list" -l offline-spend -d 'Spend although the ledger that shares pacing and spends with other runs is unavailable (judged from a live GET /usage alone); --yes does not imply it'
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from list" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from list" -s V -l version -d 'Print version'
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from create" -l url -d 'Where deliveries go (https://)' -r
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from create" -l event -d 'Event kinds to receive (repeated or comma-separated), or `all`' -r
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from create" -l secret -d 'Your own HMAC-SHA256 signing secret [default: generated by the service]' -r
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from create" -l base-url -d 'Main interface base URL (ends in /api/v1)' -r
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from create" -l alt-base-url -d 'Additional interface base URL (ends in /v1)' -r
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from create" -l profile -d 'Named key and settings [default: default]' -r
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from create" -s o -l output -d 'Output format [default: table on a terminal, json otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t'Tab-separated, one line per record, for shell loops'"
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from create" -l fields -d 'Choose and order columns or keys; dotted paths reach nested fields; `all` is every field, `compact` the table\'s set (CSV defaults to every field, that set first); with no value, list the fields and send nothing' -r
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from create" -l color -d 'Colour notices on stderr (also honours NO_COLOR)' -r -f -a "auto\t''
always\t''
never\t''"
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from create" -l max-wait -d 'Longest rate-limit wait accepted before exit 6, e.g. 30s, 10m' -r
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from create" -l ca-file -d 'PEM file of CA certificates trusted beside the system\'s (a TLS-inspecting proxy\'s CA)' -r -F
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from create" -l timeout -d 'Connect, first-byte and between-bytes timeout of one attempt' -r
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from create" -l max-time -d 'Longest one attempt may take, from connect to the last byte, e.g. 30s, 5m' -r
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from create" -l out -d 'Write the data atomically to FILE (FILE.partial, then rename) instead of stdout' -r -F
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from create" -l idempotency-key -d 'On message, invite, jobs create, bulk-invite: a repeated key sends nothing and prints the recorded result' -r
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from create" -l jq -d 'Filter JSON output with a jq expression (built in; implies -o json)' -r
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from create" -l max-unlocks -d 'The most unlocks this run may spend' -r
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from create" -l max-searches -d 'The most searches (search pages) this run may spend, retried pages included' -r
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from create" -l max-messages -d 'The most messages (invites) this run may spend' -r
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from create" -l ledger-url -d 'Where the ledger is: sqlite:PATH, or postgres://USER@HOST[:PORT]/DB for a team ledger (also TALENT_LEDGER_URL; a password only there, in PGPASSWORD or ~/.pgpass)' -r
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from create" -l member -d 'Who this machine spends as in a team ledger [default: LOGIN@HOST]' -r
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from create" -l print-secret -d 'Print only the secret (for scripts: `S=$(talent webhooks create ... --print-secret)`)'
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from create" -l sandbox -d 'Run against the embedded simulator; no key needed'
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from create" -s y -l yes -d 'Accept quota-spending and destructive confirmations'
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from create" -l no-input -d 'Never prompt; anything that needs a confirmation fails instead'
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from create" -s v -l verbose -d 'Trace requests and responses on stderr (never the key)'
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from create" -s q -l quiet -d 'No progress, no notices: errors only'
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from create" -l accessible -d 'For screen readers: numbered questions, text progress, a visible cursor in browse (also config `accessible = true`; `talent help accessibility`)'
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from create" -l dry-run -d 'Print the request (method, URL, body, the quota it would spend) instead of sending it'
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from create" -l curl -d 'Print the request as a runnable curl command (key as $TALENT_API_KEY) instead of sending it'
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from create" -l force -d 'Send even when --idempotency-key was already used (or a job of that title was just created)'
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from create" -l no-pager -d 'Never page long tables (also TALENT_PAGER= empty, or `config set pager ""`)'
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from create" -l resume -d 'Continue an interrupted --out export of the same command from its checkpoint'
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from create" -l no-headers -d 'Leave out the header row of csv and tsv output'
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from create" -l no-formula-guard -d 'Write CSV cells raw (by default a cell starting with = + - @, tab or CR that is not a plain number gets a \' prefix)'
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from create" -l offline-spend -d 'Spend although the ledger that shares pacing and spends with other runs is unavailable (judged from a live GET /usage alone); --yes does not imply it'
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from create" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from create" -s V -l version -d 'Print version'
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from delete" -l base-url -d 'Main interface base URL (ends in /api/v1)' -r
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from delete" -l alt-base-url -d 'Additional interface base URL (ends in /v1)' -r
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from delete" -l profile -d 'Named key and settings [default: default]' -r
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from delete" -s o -l output -d 'Output format [default: table on a terminal, json otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t'Tab-separated, one line per record, for shell loops'"
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from delete" -l fields -d 'Choose and order columns or keys; dotted paths reach nested fields; `all` is every field, `compact` the table\'s set (CSV defaults to every field, that set first); with no value, list the fields and send nothing' -r
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from delete" -l color -d 'Colour notices on stderr (also honours NO_COLOR)' -r -f -a "auto\t''
always\t''
never\t''"
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from delete" -l max-wait -d 'Longest rate-limit wait accepted before exit 6, e.g. 30s, 10m' -r
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from delete" -l ca-file -d 'PEM file of CA certificates trusted beside the system\'s (a TLS-inspecting proxy\'s CA)' -r -F
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from delete" -l timeout -d 'Connect, first-byte and between-bytes timeout of one attempt' -r
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from delete" -l max-time -d 'Longest one attempt may take, from connect to the last byte, e.g. 30s, 5m' -r
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from delete" -l out -d 'Write the data atomically to FILE (FILE.partial, then rename) instead of stdout' -r -F
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from delete" -l idempotency-key -d 'On message, invite, jobs create, bulk-invite: a repeated key sends nothing and prints the recorded result' -r
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from delete" -l jq -d 'Filter JSON output with a jq expression (built in; implies -o json)' -r
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from delete" -l max-unlocks -d 'The most unlocks this run may spend' -r
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from delete" -l max-searches -d 'The most searches (search pages) this run may spend, retried pages included' -r
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from delete" -l max-messages -d 'The most messages (invites) this run may spend' -r
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from delete" -l ledger-url -d 'Where the ledger is: sqlite:PATH, or postgres://USER@HOST[:PORT]/DB for a team ledger (also TALENT_LEDGER_URL; a password only there, in PGPASSWORD or ~/.pgpass)' -r
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from delete" -l member -d 'Who this machine spends as in a team ledger [default: LOGIN@HOST]' -r
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from delete" -l sandbox -d 'Run against the embedded simulator; no key needed'
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from delete" -s y -l yes -d 'Accept quota-spending and destructive confirmations'
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from delete" -l no-input -d 'Never prompt; anything that needs a confirmation fails instead'
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from delete" -s v -l verbose -d 'Trace requests and responses on stderr (never the key)'
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from delete" -s q -l quiet -d 'No progress, no notices: errors only'
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from delete" -l accessible -d 'For screen readers: numbered questions, text progress, a visible cursor in browse (also config `accessible = true`; `talent help accessibility`)'
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from delete" -l dry-run -d 'Print the request (method, URL, body, the quota it would spend) instead of sending it'
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from delete" -l curl -d 'Print the request as a runnable curl command (key as $TALENT_API_KEY) instead of sending it'
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from delete" -l force -d 'Send even when --idempotency-key was already used (or a job of that title was just created)'
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from delete" -l no-pager -d 'Never page long tables (also TALENT_PAGER= empty, or `config set pager ""`)'
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from delete" -l resume -d 'Continue an interrupted --out export of the same command from its checkpoint'
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from delete" -l no-headers -d 'Leave out the header row of csv and tsv output'
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from delete" -l no-formula-guard -d 'Write CSV cells raw (by default a cell starting with = + - @, tab or CR that is not a plain number gets a \' prefix)'
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from delete" -l offline-spend -d 'Spend although the ledger that shares pacing and spends with other runs is unavailable (judged from a live GET /usage alone); --yes does not imply it'
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from delete" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from delete" -s V -l version -d 'Print version'
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from enable" -l base-url -d 'Main interface base URL (ends in /api/v1)' -r
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from enable" -l alt-base-url -d 'Additional interface base URL (ends in /v1)' -r
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from enable" -l profile -d 'Named key and settings [default: default]' -r
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from enable" -s o -l output -d 'Output format [default: table on a terminal, json otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t'Tab-separated, one line per record, for shell loops'"
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from enable" -l fields -d 'Choose and order columns or keys; dotted paths reach nested fields; `all` is every field, `compact` the table\'s set (CSV defaults to every field, that set first); with no value, list the fields and send nothing' -r
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from enable" -l color -d 'Colour notices on stderr (also honours NO_COLOR)' -r -f -a "auto\t''
always\t''
never\t''"
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from enable" -l max-wait -d 'Longest rate-limit wait accepted before exit 6, e.g. 30s, 10m' -r
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from enable" -l ca-file -d 'PEM file of CA certificates trusted beside the system\'s (a TLS-inspecting proxy\'s CA)' -r -F
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from enable" -l timeout -d 'Connect, first-byte and between-bytes timeout of one attempt' -r
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from enable" -l max-time -d 'Longest one attempt may take, from connect to the last byte, e.g. 30s, 5m' -r
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from enable" -l out -d 'Write the data atomically to FILE (FILE.partial, then rename) instead of stdout' -r -F
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from enable" -l idempotency-key -d 'On message, invite, jobs create, bulk-invite: a repeated key sends nothing and prints the recorded result' -r
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from enable" -l jq -d 'Filter JSON output with a jq expression (built in; implies -o json)' -r
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from enable" -l max-unlocks -d 'The most unlocks this run may spend' -r
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from enable" -l max-searches -d 'The most searches (search pages) this run may spend, retried pages included' -r
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from enable" -l max-messages -d 'The most messages (invites) this run may spend' -r
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from enable" -l ledger-url -d 'Where the ledger is: sqlite:PATH, or postgres://USER@HOST[:PORT]/DB for a team ledger (also TALENT_LEDGER_URL; a password only there, in PGPASSWORD or ~/.pgpass)' -r
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from enable" -l member -d 'Who this machine spends as in a team ledger [default: LOGIN@HOST]' -r
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from enable" -l sandbox -d 'Run against the embedded simulator; no key needed'
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from enable" -s y -l yes -d 'Accept quota-spending and destructive confirmations'
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from enable" -l no-input -d 'Never prompt; anything that needs a confirmation fails instead'
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from enable" -s v -l verbose -d 'Trace requests and responses on stderr (never the key)'
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from enable" -s q -l quiet -d 'No progress, no notices: errors only'
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from enable" -l accessible -d 'For screen readers: numbered questions, text progress, a visible cursor in browse (also config `accessible = true`; `talent help accessibility`)'
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from enable" -l dry-run -d 'Print the request (method, URL, body, the quota it would spend) instead of sending it'
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from enable" -l curl -d 'Print the request as a runnable curl command (key as $TALENT_API_KEY) instead of sending it'
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from enable" -l force -d 'Send even when --idempotency-key was already used (or a job of that title was just created)'
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from enable" -l no-pager -d 'Never page long tables (also TALENT_PAGER= empty, or `config set pager ""`)'
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from enable" -l resume -d 'Continue an interrupted --out export of the same command from its checkpoint'
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from enable" -l no-headers -d 'Leave out the header row of csv and tsv output'
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from enable" -l no-formula-guard -d 'Write CSV cells raw (by default a cell starting with = + - @, tab or CR that is not a plain number gets a \' prefix)'
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from enable" -l offline-spend -d 'Spend although the ledger that shares pacing and spends with other runs is unavailable (judged from a live GET /usage alone); --yes does not imply it'
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from enable" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from enable" -s V -l version -d 'Print version'
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from listen" -l addr -d 'Address to listen on (port 0 picks a free one)' -r
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from listen" -l secret -d 'A signing secret; repeat while rotating (old and new both verify)' -r
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from listen" -l forward-to -d 'Pass verified new events on to this URL (https://, or http:// on loopback)' -r
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from listen" -l event -d 'Print and forward only these kinds (repeatable or comma-separated; all by default)' -r
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from listen" -l log -d 'Append every verified event (its raw body, one per line) to FILE' -r -F
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from listen" -l base-url -d 'Main interface base URL (ends in /api/v1)' -r
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from listen" -l alt-base-url -d 'Additional interface base URL (ends in /v1)' -r
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from listen" -l profile -d 'Named key and settings [default: default]' -r
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from listen" -s o -l output -d 'Output format [default: table on a terminal, json otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t'Tab-separated, one line per record, for shell loops'"
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from listen" -l fields -d 'Choose and order columns or keys; dotted paths reach nested fields; `all` is every field, `compact` the table\'s set (CSV defaults to every field, that set first); with no value, list the fields and send nothing' -r
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from listen" -l color -d 'Colour notices on stderr (also honours NO_COLOR)' -r -f -a "auto\t''
always\t''
never\t''"
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from listen" -l max-wait -d 'Longest rate-limit wait accepted before exit 6, e.g. 30s, 10m' -r
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from listen" -l ca-file -d 'PEM file of CA certificates trusted beside the system\'s (a TLS-inspecting proxy\'s CA)' -r -F
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from listen" -l timeout -d 'Connect, first-byte and between-bytes timeout of one attempt' -r
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from listen" -l max-time -d 'Longest one attempt may take, from connect to the last byte, e.g. 30s, 5m' -r
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from listen" -l out -d 'Write the data atomically to FILE (FILE.partial, then rename) instead of stdout' -r -F
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from listen" -l idempotency-key -d 'On message, invite, jobs create, bulk-invite: a repeated key sends nothing and prints the recorded result' -r
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from listen" -l jq -d 'Filter JSON output with a jq expression (built in; implies -o json)' -r
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from listen" -l max-unlocks -d 'The most unlocks this run may spend' -r
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from listen" -l max-searches -d 'The most searches (search pages) this run may spend, retried pages included' -r
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from listen" -l max-messages -d 'The most messages (invites) this run may spend' -r
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from listen" -l ledger-url -d 'Where the ledger is: sqlite:PATH, or postgres://USER@HOST[:PORT]/DB for a team ledger (also TALENT_LEDGER_URL; a password only there, in PGPASSWORD or ~/.pgpass)' -r
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from listen" -l member -d 'Who this machine spends as in a team ledger [default: LOGIN@HOST]' -r
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from listen" -l sandbox -d 'Run against the embedded simulator; no key needed'
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from listen" -s y -l yes -d 'Accept quota-spending and destructive confirmations'
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from listen" -l no-input -d 'Never prompt; anything that needs a confirmation fails instead'
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from listen" -s v -l verbose -d 'Trace requests and responses on stderr (never the key)'
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from listen" -s q -l quiet -d 'No progress, no notices: errors only'
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from listen" -l accessible -d 'For screen readers: numbered questions, text progress, a visible cursor in browse (also config `accessible = true`; `talent help accessibility`)'
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from listen" -l dry-run -d 'Print the request (method, URL, body, the quota it would spend) instead of sending it'
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from listen" -l curl -d 'Print the request as a runnable curl command (key as $TALENT_API_KEY) instead of sending it'
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from listen" -l force -d 'Send even when --idempotency-key was already used (or a job of that title was just created)'
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from listen" -l no-pager -d 'Never page long tables (also TALENT_PAGER= empty, or `config set pager ""`)'
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from listen" -l resume -d 'Continue an interrupted --out export of the same command from its checkpoint'
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from listen" -l no-headers -d 'Leave out the header row of csv and tsv output'
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from listen" -l no-formula-guard -d 'Write CSV cells raw (by default a cell starting with = + - @, tab or CR that is not a plain number gets a \' prefix)'
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from listen" -l offline-spend -d 'Spend although the ledger that shares pacing and spends with other runs is unavailable (judged from a live GET /usage alone); --yes does not imply it'
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from listen" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from listen" -s V -l version -d 'Print version'
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from replay" -l forward-to -d 'Where to deliver (https://, or http:// on loopback)' -r
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from replay" -l event -d 'Only these kinds (repeatable or comma-separated; all by default)' -r
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from replay" -l since -d 'Only events created at or after this instant (RFC 3339)' -r
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from replay" -l secret -d 'The secret to sign with (the endpoint\'s; TALENT_WEBHOOK_SECRET, or on the sandbox its endpoints\')' -r
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from replay" -l base-url -d 'Main interface base URL (ends in /api/v1)' -r
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from replay" -l alt-base-url -d 'Additional interface base URL (ends in /v1)' -r
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from replay" -l profile -d 'Named key and settings [default: default]' -r
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from replay" -s o -l output -d 'Output format [default: table on a terminal, json otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t'Tab-separated, one line per record, for shell loops'"
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from replay" -l fields -d 'Choose and order columns or keys; dotted paths reach nested fields; `all` is every field, `compact` the table\'s set (CSV defaults to every field, that set first); with no value, list the fields and send nothing' -r
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from replay" -l color -d 'Colour notices on stderr (also honours NO_COLOR)' -r -f -a "auto\t''
always\t''
never\t''"
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from replay" -l max-wait -d 'Longest rate-limit wait accepted before exit 6, e.g. 30s, 10m' -r
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from replay" -l ca-file -d 'PEM file of CA certificates trusted beside the system\'s (a TLS-inspecting proxy\'s CA)' -r -F
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from replay" -l timeout -d 'Connect, first-byte and between-bytes timeout of one attempt' -r
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from replay" -l max-time -d 'Longest one attempt may take, from connect to the last byte, e.g. 30s, 5m' -r
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from replay" -l out -d 'Write the data atomically to FILE (FILE.partial, then rename) instead of stdout' -r -F
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from replay" -l idempotency-key -d 'On message, invite, jobs create, bulk-invite: a repeated key sends nothing and prints the recorded result' -r
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from replay" -l jq -d 'Filter JSON output with a jq expression (built in; implies -o json)' -r
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from replay" -l max-unlocks -d 'The most unlocks this run may spend' -r
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from replay" -l max-searches -d 'The most searches (search pages) this run may spend, retried pages included' -r
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from replay" -l max-messages -d 'The most messages (invites) this run may spend' -r
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from replay" -l ledger-url -d 'Where the ledger is: sqlite:PATH, or postgres://USER@HOST[:PORT]/DB for a team ledger (also TALENT_LEDGER_URL; a password only there, in PGPASSWORD or ~/.pgpass)' -r
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from replay" -l member -d 'Who this machine spends as in a team ledger [default: LOGIN@HOST]' -r
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from replay" -l sandbox -d 'Run against the embedded simulator; no key needed'
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from replay" -s y -l yes -d 'Accept quota-spending and destructive confirmations'
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from replay" -l no-input -d 'Never prompt; anything that needs a confirmation fails instead'
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from replay" -s v -l verbose -d 'Trace requests and responses on stderr (never the key)'
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from replay" -s q -l quiet -d 'No progress, no notices: errors only'
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from replay" -l accessible -d 'For screen readers: numbered questions, text progress, a visible cursor in browse (also config `accessible = true`; `talent help accessibility`)'
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from replay" -l dry-run -d 'Print the request (method, URL, body, the quota it would spend) instead of sending it'
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from replay" -l curl -d 'Print the request as a runnable curl command (key as $TALENT_API_KEY) instead of sending it'
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from replay" -l force -d 'Send even when --idempotency-key was already used (or a job of that title was just created)'
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from replay" -l no-pager -d 'Never page long tables (also TALENT_PAGER= empty, or `config set pager ""`)'
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from replay" -l resume -d 'Continue an interrupted --out export of the same command from its checkpoint'
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from replay" -l no-headers -d 'Leave out the header row of csv and tsv output'
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from replay" -l no-formula-guard -d 'Write CSV cells raw (by default a cell starting with = + - @, tab or CR that is not a plain number gets a \' prefix)'
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from replay" -l offline-spend -d 'Spend although the ledger that shares pacing and spends with other runs is unavailable (judged from a live GET /usage alone); --yes does not imply it'
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from replay" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from replay" -s V -l version -d 'Print version'
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from verify" -l secret -d 'The endpoint\'s signing secret; repeat (or comma-separate) to try several' -r
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from verify" -l signature -d 'The X-Service-Signature value (sha256=HEX)' -r
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from verify" -l payload-file -d 'The raw request body (`-` for stdin) [default: stdin]' -r -F
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from verify" -l base-url -d 'Main interface base URL (ends in /api/v1)' -r
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from verify" -l alt-base-url -d 'Additional interface base URL (ends in /v1)' -r
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from verify" -l profile -d 'Named key and settings [default: default]' -r
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from verify" -s o -l output -d 'Output format [default: table on a terminal, json otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t'Tab-separated, one line per record, for shell loops'"
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from verify" -l fields -d 'Choose and order columns or keys; dotted paths reach nested fields; `all` is every field, `compact` the table\'s set (CSV defaults to every field, that set first); with no value, list the fields and send nothing' -r
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from verify" -l color -d 'Colour notices on stderr (also honours NO_COLOR)' -r -f -a "auto\t''
always\t''
never\t''"
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from verify" -l max-wait -d 'Longest rate-limit wait accepted before exit 6, e.g. 30s, 10m' -r
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from verify" -l ca-file -d 'PEM file of CA certificates trusted beside the system\'s (a TLS-inspecting proxy\'s CA)' -r -F
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from verify" -l timeout -d 'Connect, first-byte and between-bytes timeout of one attempt' -r
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from verify" -l max-time -d 'Longest one attempt may take, from connect to the last byte, e.g. 30s, 5m' -r
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from verify" -l out -d 'Write the data atomically to FILE (FILE.partial, then rename) instead of stdout' -r -F
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from verify" -l idempotency-key -d 'On message, invite, jobs create, bulk-invite: a repeated key sends nothing and prints the recorded result' -r
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from verify" -l jq -d 'Filter JSON output with a jq expression (built in; implies -o json)' -r
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from verify" -l max-unlocks -d 'The most unlocks this run may spend' -r
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from verify" -l max-searches -d 'The most searches (search pages) this run may spend, retried pages included' -r
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from verify" -l max-messages -d 'The most messages (invites) this run may spend' -r
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from verify" -l ledger-url -d 'Where the ledger is: sqlite:PATH, or postgres://USER@HOST[:PORT]/DB for a team ledger (also TALENT_LEDGER_URL; a password only there, in PGPASSWORD or ~/.pgpass)' -r
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from verify" -l member -d 'Who this machine spends as in a team ledger [default: LOGIN@HOST]' -r
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from verify" -l sandbox -d 'Run against the embedded simulator; no key needed'
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from verify" -s y -l yes -d 'Accept quota-spending and destructive confirmations'
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from verify" -l no-input -d 'Never prompt; anything that needs a confirmation fails instead'
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from verify" -s v -l verbose -d 'Trace requests and responses on stderr (never the key)'
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from verify" -s q -l quiet -d 'No progress, no notices: errors only'
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from verify" -l accessible -d 'For screen readers: numbered questions, text progress, a visible cursor in browse (also config `accessible = true`; `talent help accessibility`)'
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from verify" -l dry-run -d 'Print the request (method, URL, body, the quota it would spend) instead of sending it'
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from verify" -l curl -d 'Print the request as a runnable curl command (key as $TALENT_API_KEY) instead of sending it'
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from verify" -l force -d 'Send even when --idempotency-key was already used (or a job of that title was just created)'
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from verify" -l no-pager -d 'Never page long tables (also TALENT_PAGER= empty, or `config set pager ""`)'
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from verify" -l resume -d 'Continue an interrupted --out export of the same command from its checkpoint'
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from verify" -l no-headers -d 'Leave out the header row of csv and tsv output'
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from verify" -l no-formula-guard -d 'Write CSV cells raw (by default a cell starting with = + - @, tab or CR that is not a plain number gets a \' prefix)'
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from verify" -l offline-spend -d 'Spend although the ledger that shares pacing and spends with other runs is unavailable (judged from a live GET /usage alone); --yes does not imply it'
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from verify" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from verify" -s V -l version -d 'Print version'
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from help" -f -a "list" -d 'List webhook endpoints'
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from help" -f -a "create" -d 'Register a webhook endpoint'
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from help" -f -a "delete" -d 'Delete a webhook endpoint'
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from help" -f -a "enable" -d 'Re-enable a disabled webhook endpoint'
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from help" -f -a "listen" -d 'Receive webhook events locally, verified and each handled once'
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from help" -f -a "replay" -d 'Deliver again the events a `webhooks listen --log FILE` kept'
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from help" -f -a "verify" -d 'Check a webhook signature offline'
complete -c talent -n "__fish_talent_using_subcommand webhooks; and __fish_seen_subcommand_from help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c talent -n "__fish_talent_using_subcommand auth; and not __fish_seen_subcommand_from login status logout help" -l base-url -d 'Main interface base URL (ends in /api/v1)' -r
complete -c talent -n "__fish_talent_using_subcommand auth; and not __fish_seen_subcommand_from login status logout help" -l alt-base-url -d 'Additional interface base URL (ends in /v1)' -r
complete -c talent -n "__fish_talent_using_subcommand auth; and not __fish_seen_subcommand_from login status logout help" -l profile -d 'Named key and settings [default: default]' -r
complete -c talent -n "__fish_talent_using_subcommand auth; and not __fish_seen_subcommand_from login status logout help" -s o -l output -d 'Output format [default: table on a terminal, json otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t'Tab-separated, one line per record, for shell loops'"
complete -c talent -n "__fish_talent_using_subcommand auth; and not __fish_seen_subcommand_from login status logout help" -l fields -d 'Choose and order columns or keys; dotted paths reach nested fields; `all` is every field, `compact` the table\'s set (CSV defaults to every field, that set first); with no value, list the fields and send nothing' -r
complete -c talent -n "__fish_talent_using_subcommand auth; and not __fish_seen_subcommand_from login status logout help" -l color -d 'Colour notices on stderr (also honours NO_COLOR)' -r -f -a "auto\t''
always\t''
never\t''"
complete -c talent -n "__fish_talent_using_subcommand auth; and not __fish_seen_subcommand_from login status logout help" -l max-wait -d 'Longest rate-limit wait accepted before exit 6, e.g. 30s, 10m' -r
complete -c talent -n "__fish_talent_using_subcommand auth; and not __fish_seen_subcommand_from login status logout help" -l ca-file -d 'PEM file of CA certificates trusted beside the system\'s (a TLS-inspecting proxy\'s CA)' -r -F
complete -c talent -n "__fish_talent_using_subcommand auth; and not __fish_seen_subcommand_from login status logout help" -l timeout -d 'Connect, first-byte and between-bytes timeout of one attempt' -r
complete -c talent -n "__fish_talent_using_subcommand auth; and not __fish_seen_subcommand_from login status logout help" -l max-time -d 'Longest one attempt may take, from connect to the last byte, e.g. 30s, 5m' -r
complete -c talent -n "__fish_talent_using_subcommand auth; and not __fish_seen_subcommand_from login status logout help" -l out -d 'Write the data atomically to FILE (FILE.partial, then rename) instead of stdout' -r -F
complete -c talent -n "__fish_talent_using_subcommand auth; and not __fish_seen_subcommand_from login status logout help" -l idempotency-key -d 'On message, invite, jobs create, bulk-invite: a repeated key sends nothing and prints the recorded result' -r
complete -c talent -n "__fish_talent_using_subcommand auth; and not __fish_seen_subcommand_from login status logout help" -l jq -d 'Filter JSON output with a jq expression (built in; implies -o json)' -r
complete -c talent -n "__fish_talent_using_subcommand auth; and not __fish_seen_subcommand_from login status logout help" -l max-unlocks -d 'The most unlocks this run may spend' -r
complete -c talent -n "__fish_talent_using_subcommand auth; and not __fish_seen_subcommand_from login status logout help" -l max-searches -d 'The most searches (search pages) this run may spend, retried pages included' -r
complete -c talent -n "__fish_talent_using_subcommand auth; and not __fish_seen_subcommand_from login status logout help" -l max-messages -d 'The most messages (invites) this run may spend' -r
complete -c talent -n "__fish_talent_using_subcommand auth; and not __fish_seen_subcommand_from login status logout help" -l ledger-url -d 'Where the ledger is: sqlite:PATH, or postgres://USER@HOST[:PORT]/DB for a team ledger (also TALENT_LEDGER_URL; a password only there, in PGPASSWORD or ~/.pgpass)' -r
complete -c talent -n "__fish_talent_using_subcommand auth; and not __fish_seen_subcommand_from login status logout help" -l member -d 'Who this machine spends as in a team ledger [default: LOGIN@HOST]' -r
complete -c talent -n "__fish_talent_using_subcommand auth; and not __fish_seen_subcommand_from login status logout help" -l sandbox -d 'Run against the embedded simulator; no key needed'
complete -c talent -n "__fish_talent_using_subcommand auth; and not __fish_seen_subcommand_from login status logout help" -s y -l yes -d 'Accept quota-spending and destructive confirmations'
complete -c talent -n "__fish_talent_using_subcommand auth; and not __fish_seen_subcommand_from login status logout help" -l no-input -d 'Never prompt; anything that needs a confirmation fails instead'
complete -c talent -n "__fish_talent_using_subcommand auth; and not __fish_seen_subcommand_from login status logout help" -s v -l verbose -d 'Trace requests and responses on stderr (never the key)'
complete -c talent -n "__fish_talent_using_subcommand auth; and not __fish_seen_subcommand_from login status logout help" -s q -l quiet -d 'No progress, no notices: errors only'
complete -c talent -n "__fish_talent_using_subcommand auth; and not __fish_seen_subcommand_from login status logout help" -l accessible -d 'For screen readers: numbered questions, text progress, a visible cursor in browse (also config `accessible = true`; `talent help accessibility`)'
complete -c talent -n "__fish_talent_using_subcommand auth; and not __fish_seen_subcommand_from login status logout help" -l dry-run -d 'Print the request (method, URL, body, the quota it would spend) instead of sending it'
complete -c talent -n "__fish_talent_using_subcommand auth; and not __fish_seen_subcommand_from login status logout help" -l curl -d 'Print the request as a runnable curl command (key as $TALENT_API_KEY) instead of sending it'
complete -c talent -n "__fish_talent_using_subcommand auth; and not __fish_seen_subcommand_from login status logout help" -l force -d 'Send even when --idempotency-key was already used (or a job of that title was just created)'
complete -c talent -n "__fish_talent_using_subcommand auth; and not __fish_seen_subcommand_from login status logout help" -l no-pager -d 'Never page long tables (also TALENT_PAGER= empty, or `config set pager ""`)'
complete -c talent -n "__fish_talent_using_subcommand auth; and not __fish_seen_subcommand_from login status logout help" -l resume -d 'Continue an interrupted --out export of the same command from its checkpoint'
complete -c talent -n "__fish_talent_using_subcommand auth; and not __fish_seen_subcommand_from login status logout help" -l no-headers -d 'Leave out the header row of csv and tsv output'
complete -c talent -n "__fish_talent_using_subcommand auth; and not __fish_seen_subcommand_from login status logout help" -l no-formula-guard -d 'Write CSV cells raw (by default a cell starting with = + - @, tab or CR that is not a plain number gets a \' prefix)'
complete -c talent -n "__fish_talent_using_subcommand auth; and not __fish_seen_subcommand_from login status logout help" -l offline-spend -d 'Spend although the ledger that shares pacing and spends with other runs is unavailable (judged from a live GET /usage alone); --yes does not imply it'
complete -c talent -n "__fish_talent_using_subcommand auth; and not __fish_seen_subcommand_from login status logout help" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c talent -n "__fish_talent_using_subcommand auth; and not __fish_seen_subcommand_from login status logout help" -s V -l version -d 'Print version'
complete -c talent -n "__fish_talent_using_subcommand auth; and not __fish_seen_subcommand_from login status logout help" -f -a "login" -d 'Store an API key for the profile (checked with the service first)'
complete -c talent -n "__fish_talent_using_subcommand auth; and not __fish_seen_subcommand_from login status logout help" -f -a "status" -d 'Show the profile, where its key comes from, and the workspace'
complete -c talent -n "__fish_talent_using_subcommand auth; and not __fish_seen_subcommand_from login status logout help" -f -a "logout" -d 'Delete the profile\'s stored key'
complete -c talent -n "__fish_talent_using_subcommand auth; and not __fish_seen_subcommand_from login status logout help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c talent -n "__fish_talent_using_subcommand auth; and __fish_seen_subcommand_from login" -l base-url -d 'Main interface base URL (ends in /api/v1)' -r
complete -c talent -n "__fish_talent_using_subcommand auth; and __fish_seen_subcommand_from login" -l alt-base-url -d 'Additional interface base URL (ends in /v1)' -r
complete -c talent -n "__fish_talent_using_subcommand auth; and __fish_seen_subcommand_from login" -l profile -d 'Named key and settings [default: default]' -r
complete -c talent -n "__fish_talent_using_subcommand auth; and __fish_seen_subcommand_from login" -s o -l output -d 'Output format [default: table on a terminal, json otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t'Tab-separated, one line per record, for shell loops'"
complete -c talent -n "__fish_talent_using_subcommand auth; and __fish_seen_subcommand_from login" -l fields -d 'Choose and order columns or keys; dotted paths reach nested fields; `all` is every field, `compact` the table\'s set (CSV defaults to every field, that set first); with no value, list the fields and send nothing' -r
complete -c talent -n "__fish_talent_using_subcommand auth; and __fish_seen_subcommand_from login" -l color -d 'Colour notices on stderr (also honours NO_COLOR)' -r -f -a "auto\t''
always\t''
never\t''"
complete -c talent -n "__fish_talent_using_subcommand auth; and __fish_seen_subcommand_from login" -l max-wait -d 'Longest rate-limit wait accepted before exit 6, e.g. 30s, 10m' -r
complete -c talent -n "__fish_talent_using_subcommand auth; and __fish_seen_subcommand_from login" -l ca-file -d 'PEM file of CA certificates trusted beside the system\'s (a TLS-inspecting proxy\'s CA)' -r -F
complete -c talent -n "__fish_talent_using_subcommand auth; and __fish_seen_subcommand_from login" -l timeout -d 'Connect, first-byte and between-bytes timeout of one attempt' -r
complete -c talent -n "__fish_talent_using_subcommand auth; and __fish_seen_subcommand_from login" -l max-time -d 'Longest one attempt may take, from connect to the last byte, e.g. 30s, 5m' -r
complete -c talent -n "__fish_talent_using_subcommand auth; and __fish_seen_subcommand_from login" -l out -d 'Write the data atomically to FILE (FILE.partial, then rename) instead of stdout' -r -F
complete -c talent -n "__fish_talent_using_subcommand auth; and __fish_seen_subcommand_from login" -l idempotency-key -d 'On message, invite, jobs create, bulk-invite: a repeated key sends nothing and prints the recorded result' -r
complete -c talent -n "__fish_talent_using_subcommand auth; and __fish_seen_subcommand_from login" -l jq -d 'Filter JSON output with a jq expression (built in; implies -o json)' -r
complete -c talent -n "__fish_talent_using_subcommand auth; and __fish_seen_subcommand_from login" -l max-unlocks -d 'The most unlocks this run may spend' -r
complete -c talent -n "__fish_talent_using_subcommand auth; and __fish_seen_subcommand_from login" -l max-searches -d 'The most searches (search pages) this run may spend, retried pages included' -r
complete -c talent -n "__fish_talent_using_subcommand auth; and __fish_seen_subcommand_from login" -l max-messages -d 'The most messages (invites) this run may spend' -r
complete -c talent -n "__fish_talent_using_subcommand auth; and __fish_seen_subcommand_from login" -l ledger-url -d 'Where the ledger is: sqlite:PATH, or postgres://USER@HOST[:PORT]/DB for a team ledger (also TALENT_LEDGER_URL; a password only there, in PGPASSWORD or ~/.pgpass)' -r
complete -c talent -n "__fish_talent_using_subcommand auth; and __fish_seen_subcommand_from login" -l member -d 'Who this machine spends as in a team ledger [default: LOGIN@HOST]' -r
complete -c talent -n "__fish_talent_using_subcommand auth; and __fish_seen_subcommand_from login" -l with-key -d 'Read the key from stdin instead of prompting for it'
complete -c talent -n "__fish_talent_using_subcommand auth; and __fish_seen_subcommand_from login" -l insecure-storage -d 'Keep the key in a plain-text 0600 file instead of the OS keyring'
complete -c talent -n "__fish_talent_using_subcommand auth; and __fish_seen_subcommand_from login" -l sandbox -d 'Run against the embedded simulator; no key needed'
complete -c talent -n "__fish_talent_using_subcommand auth; and __fish_seen_subcommand_from login" -s y -l yes -d 'Accept quota-spending and destructive confirmations'
complete -c talent -n "__fish_talent_using_subcommand auth; and __fish_seen_subcommand_from login" -l no-input -d 'Never prompt; anything that needs a confirmation fails instead'
complete -c talent -n "__fish_talent_using_subcommand auth; and __fish_seen_subcommand_from login" -s v -l verbose -d 'Trace requests and responses on stderr (never the key)'
complete -c talent -n "__fish_talent_using_subcommand auth; and __fish_seen_subcommand_from login" -s q -l quiet -d 'No progress, no notices: errors only'
complete -c talent -n "__fish_talent_using_subcommand auth; and __fish_seen_subcommand_from login" -l accessible -d 'For screen readers: numbered questions, text progress, a visible cursor in browse (also config `accessible = true`; `talent help accessibility`)'
complete -c talent -n "__fish_talent_using_subcommand auth; and __fish_seen_subcommand_from login" -l dry-run -d 'Print the request (method, URL, body, the quota it would spend) instead of sending it'
complete -c talent -n "__fish_talent_using_subcommand auth; and __fish_seen_subcommand_from login" -l curl -d 'Print the request as a runnable curl command (key as $TALENT_API_KEY) instead of sending it'
complete -c talent -n "__fish_talent_using_subcommand auth; and __fish_seen_subcommand_from login" -l force -d 'Send even when --idempotency-key was already used (or a job of that title was just created)'
complete -c talent -n "__fish_talent_using_subcommand auth; and __fish_seen_subcommand_from login" -l no-pager -d 'Never page long tables (also TALENT_PAGER= empty, or `config set pager ""`)'
complete -c talent -n "__fish_talent_using_subcommand auth; and __fish_seen_subcommand_from login" -l resume -d 'Continue an interrupted --out export of the same command from its checkpoint'
complete -c talent -n "__fish_talent_using_subcommand auth; and __fish_seen_subcommand_from login" -l no-headers -d 'Leave out the header row of csv and tsv output'
complete -c talent -n "__fish_talent_using_subcommand auth; and __fish_seen_subcommand_from login" -l no-formula-guard -d 'Write CSV cells raw (by default a cell starting with = + - @, tab or CR that is not a plain number gets a \' prefix)'
complete -c talent -n "__fish_talent_using_subcommand auth; and __fish_seen_subcommand_from login" -l offline-spend -d 'Spend although the ledger that shares pacing and spends with other runs is unavailable (judged from a live GET /usage alone); --yes does not imply it'
complete -c talent -n "__fish_talent_using_subcommand auth; and __fish_seen_subcommand_from login" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c talent -n "__fish_talent_using_subcommand auth; and __fish_seen_subcommand_from login" -s V -l version -d 'Print version'
complete -c talent -n "__fish_talent_using_subcommand auth; and __fish_seen_subcommand_from status" -l base-url -d 'Main interface base URL (ends in /api/v1)' -r
complete -c talent -n "__fish_talent_using_subcommand auth; and __fish_seen_subcommand_from status" -l alt-base-url -d 'Additional interface base URL (ends in /v1)' -r
complete -c talent -n "__fish_talent_using_subcommand auth; and __fish_seen_subcommand_from status" -l profile -d 'Named key and settings [default: default]' -r
complete -c talent -n "__fish_talent_using_subcommand auth; and __fish_seen_subcommand_from status" -s o -l output -d 'Output format [default: table on a terminal, json otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t'Tab-separated, one line per record, for shell loops'"
complete -c talent -n "__fish_talent_using_subcommand auth; and __fish_seen_subcommand_from status" -l fields -d 'Choose and order columns or keys; dotted paths reach nested fields; `all` is every field, `compact` the table\'s set (CSV defaults to every field, that set first); with no value, list the fields and send nothing' -r
complete -c talent -n "__fish_talent_using_subcommand auth; and __fish_seen_subcommand_from status" -l color -d 'Colour notices on stderr (also honours NO_COLOR)' -r -f -a "auto\t''
always\t''
never\t''"
complete -c talent -n "__fish_talent_using_subcommand auth; and __fish_seen_subcommand_from status" -l max-wait -d 'Longest rate-limit wait accepted before exit 6, e.g. 30s, 10m' -r
complete -c talent -n "__fish_talent_using_subcommand auth; and __fish_seen_subcommand_from status" -l ca-file -d 'PEM file of CA certificates trusted beside the system\'s (a TLS-inspecting proxy\'s CA)' -r -F
complete -c talent -n "__fish_talent_using_subcommand auth; and __fish_seen_subcommand_from status" -l timeout -d 'Connect, first-byte and between-bytes timeout of one attempt' -r
complete -c talent -n "__fish_talent_using_subcommand auth; and __fish_seen_subcommand_from status" -l max-time -d 'Longest one attempt may take, from connect to the last byte, e.g. 30s, 5m' -r
complete -c talent -n "__fish_talent_using_subcommand auth; and __fish_seen_subcommand_from status" -l out -d 'Write the data atomically to FILE (FILE.partial, then rename) instead of stdout' -r -F
complete -c talent -n "__fish_talent_using_subcommand auth; and __fish_seen_subcommand_from status" -l idempotency-key -d 'On message, invite, jobs create, bulk-invite: a repeated key sends nothing and prints the recorded result' -r
complete -c talent -n "__fish_talent_using_subcommand auth; and __fish_seen_subcommand_from status" -l jq -d 'Filter JSON output with a jq expression (built in; implies -o json)' -r
complete -c talent -n "__fish_talent_using_subcommand auth; and __fish_seen_subcommand_from status" -l max-unlocks -d 'The most unlocks this run may spend' -r
complete -c talent -n "__fish_talent_using_subcommand auth; and __fish_seen_subcommand_from status" -l max-searches -d 'The most searches (search pages) this run may spend, retried pages included' -r
complete -c talent -n "__fish_talent_using_subcommand auth; and __fish_seen_subcommand_from status" -l max-messages -d 'The most messages (invites) this run may spend' -r
complete -c talent -n "__fish_talent_using_subcommand auth; and __fish_seen_subcommand_from status" -l ledger-url -d 'Where the ledger is: sqlite:PATH, or postgres://USER@HOST[:PORT]/DB for a team ledger (also TALENT_LEDGER_URL; a password only there, in PGPASSWORD or ~/.pgpass)' -r
complete -c talent -n "__fish_talent_using_subcommand auth; and __fish_seen_subcommand_from status" -l member -d 'Who this machine spends as in a team ledger [default: LOGIN@HOST]' -r
complete -c talent -n "__fish_talent_using_subcommand auth; and __fish_seen_subcommand_from status" -l sandbox -d 'Run against the embedded simulator; no key needed'
complete -c talent -n "__fish_talent_using_subcommand auth; and __fish_seen_subcommand_from status" -s y -l yes -d 'Accept quota-spending and destructive confirmations'
complete -c talent -n "__fish_talent_using_subcommand auth; and __fish_seen_subcommand_from status" -l no-input -d 'Never prompt; anything that needs a confirmation fails instead'
complete -c talent -n "__fish_talent_using_subcommand auth; and __fish_seen_subcommand_from status" -s v -l verbose -d 'Trace requests and responses on stderr (never the key)'
complete -c talent -n "__fish_talent_using_subcommand auth; and __fish_seen_subcommand_from status" -s q -l quiet -d 'No progress, no notices: errors only'
complete -c talent -n "__fish_talent_using_subcommand auth; and __fish_seen_subcommand_from status" -l accessible -d 'For screen readers: numbered questions, text progress, a visible cursor in browse (also config `accessible = true`; `talent help accessibility`)'
complete -c talent -n "__fish_talent_using_subcommand auth; and __fish_seen_subcommand_from status" -l dry-run -d 'Print the request (method, URL, body, the quota it would spend) instead of sending it'
complete -c talent -n "__fish_talent_using_subcommand auth; and __fish_seen_subcommand_from status" -l curl -d 'Print the request as a runnable curl command (key as $TALENT_API_KEY) instead of sending it'
complete -c talent -n "__fish_talent_using_subcommand auth; and __fish_seen_subcommand_from status" -l force -d 'Send even when --idempotency-key was already used (or a job of that title was just created)'
complete -c talent -n "__fish_talent_using_subcommand auth; and __fish_seen_subcommand_from status" -l no-pager -d 'Never page long tables (also TALENT_PAGER= empty, or `config set pager ""`)'
complete -c talent -n "__fish_talent_using_subcommand auth; and __fish_seen_subcommand_from status" -l resume -d 'Continue an interrupted --out export of the same command from its checkpoint'
complete -c talent -n "__fish_talent_using_subcommand auth; and __fish_seen_subcommand_from status" -l no-headers -d 'Leave out the header row of csv and tsv output'
complete -c talent -n "__fish_talent_using_subcommand auth; and __fish_seen_subcommand_from status" -l no-formula-guard -d 'Write CSV cells raw (by default a cell starting with = + - @, tab or CR that is not a plain number gets a \' prefix)'
complete -c talent -n "__fish_talent_using_subcommand auth; and __fish_seen_subcommand_from status" -l offline-spend -d 'Spend although the ledger that shares pacing and spends with other runs is unavailable (judged from a live GET /usage alone); --yes does not imply it'
complete -c talent -n "__fish_talent_using_subcommand auth; and __fish_seen_subcommand_from status" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c talent -n "__fish_talent_using_subcommand auth; and __fish_seen_subcommand_from status" -s V -l version -d 'Print version'
complete -c talent -n "__fish_talent_using_subcommand auth; and __fish_seen_subcommand_from logout" -l base-url -d 'Main interface base URL (ends in /api/v1)' -r
complete -c talent -n "__fish_talent_using_subcommand auth; and __fish_seen_subcommand_from logout" -l alt-base-url -d 'Additional interface base URL (ends in /v1)' -r
complete -c talent -n "__fish_talent_using_subcommand auth; and __fish_seen_subcommand_from logout" -l profile -d 'Named key and settings [default: default]' -r
complete -c talent -n "__fish_talent_using_subcommand auth; and __fish_seen_subcommand_from logout" -s o -l output -d 'Output format [default: table on a terminal, json otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t'Tab-separated, one line per record, for shell loops'"
complete -c talent -n "__fish_talent_using_subcommand auth; and __fish_seen_subcommand_from logout" -l fields -d 'Choose and order columns or keys; dotted paths reach nested fields; `all` is every field, `compact` the table\'s set (CSV defaults to every field, that set first); with no value, list the fields and send nothing' -r
complete -c talent -n "__fish_talent_using_subcommand auth; and __fish_seen_subcommand_from logout" -l color -d 'Colour notices on stderr (also honours NO_COLOR)' -r -f -a "auto\t''
always\t''
never\t''"
complete -c talent -n "__fish_talent_using_subcommand auth; and __fish_seen_subcommand_from logout" -l max-wait -d 'Longest rate-limit wait accepted before exit 6, e.g. 30s, 10m' -r
complete -c talent -n "__fish_talent_using_subcommand auth; and __fish_seen_subcommand_from logout" -l ca-file -d 'PEM file of CA certificates trusted beside the system\'s (a TLS-inspecting proxy\'s CA)' -r -F
complete -c talent -n "__fish_talent_using_subcommand auth; and __fish_seen_subcommand_from logout" -l timeout -d 'Connect, first-byte and between-bytes timeout of one attempt' -r
complete -c talent -n "__fish_talent_using_subcommand auth; and __fish_seen_subcommand_from logout" -l max-time -d 'Longest one attempt may take, from connect to the last byte, e.g. 30s, 5m' -r
complete -c talent -n "__fish_talent_using_subcommand auth; and __fish_seen_subcommand_from logout" -l out -d 'Write the data atomically to FILE (FILE.partial, then rename) instead of stdout' -r -F
complete -c talent -n "__fish_talent_using_subcommand auth; and __fish_seen_subcommand_from logout" -l idempotency-key -d 'On message, invite, jobs create, bulk-invite: a repeated key sends nothing and prints the recorded result' -r
complete -c talent -n "__fish_talent_using_subcommand auth; and __fish_seen_subcommand_from logout" -l jq -d 'Filter JSON output with a jq expression (built in; implies -o json)' -r
complete -c talent -n "__fish_talent_using_subcommand auth; and __fish_seen_subcommand_from logout" -l max-unlocks -d 'The most unlocks this run may spend' -r
complete -c talent -n "__fish_talent_using_subcommand auth; and __fish_seen_subcommand_from logout" -l max-searches -d 'The most searches (search pages) this run may spend, retried pages included' -r
complete -c talent -n "__fish_talent_using_subcommand auth; and __fish_seen_subcommand_from logout" -l max-messages -d 'The most messages (invites) this run may spend' -r
complete -c talent -n "__fish_talent_using_subcommand auth; and __fish_seen_subcommand_from logout" -l ledger-url -d 'Where the ledger is: sqlite:PATH, or postgres://USER@HOST[:PORT]/DB for a team ledger (also TALENT_LEDGER_URL; a password only there, in PGPASSWORD or ~/.pgpass)' -r
complete -c talent -n "__fish_talent_using_subcommand auth; and __fish_seen_subcommand_from logout" -l member -d 'Who this machine spends as in a team ledger [default: LOGIN@HOST]' -r
complete -c talent -n "__fish_talent_using_subcommand auth; and __fish_seen_subcommand_from logout" -l sandbox -d 'Run against the embedded simulator; no key needed'
complete -c talent -n "__fish_talent_using_subcommand auth; and __fish_seen_subcommand_from logout" -s y -l yes -d 'Accept quota-spending and destructive confirmations'
complete -c talent -n "__fish_talent_using_subcommand auth; and __fish_seen_subcommand_from logout" -l no-input -d 'Never prompt; anything that needs a confirmation fails instead'
complete -c talent -n "__fish_talent_using_subcommand auth; and __fish_seen_subcommand_from logout" -s v -l verbose -d 'Trace requests and responses on stderr (never the key)'
complete -c talent -n "__fish_talent_using_subcommand auth; and __fish_seen_subcommand_from logout" -s q -l quiet -d 'No progress, no notices: errors only'
complete -c talent -n "__fish_talent_using_subcommand auth; and __fish_seen_subcommand_from logout" -l accessible -d 'For screen readers: numbered questions, text progress, a visible cursor in browse (also config `accessible = true`; `talent help accessibility`)'
complete -c talent -n "__fish_talent_using_subcommand auth; and __fish_seen_subcommand_from logout" -l dry-run -d 'Print the request (method, URL, body, the quota it would spend) instead of sending it'
complete -c talent -n "__fish_talent_using_subcommand auth; and __fish_seen_subcommand_from logout" -l curl -d 'Print the request as a runnable curl command (key as $TALENT_API_KEY) instead of sending it'
complete -c talent -n "__fish_talent_using_subcommand auth; and __fish_seen_subcommand_from logout" -l force -d 'Send even when --idempotency-key was already used (or a job of that title was just created)'
complete -c talent -n "__fish_talent_using_subcommand auth; and __fish_seen_subcommand_from logout" -l no-pager -d 'Never page long tables (also TALENT_PAGER= empty, or `config set pager ""`)'
complete -c talent -n "__fish_talent_using_subcommand auth; and __fish_seen_subcommand_from logout" -l resume -d 'Continue an interrupted --out export of the same command from its checkpoint'
complete -c talent -n "__fish_talent_using_subcommand auth; and __fish_seen_subcommand_from logout" -l no-headers -d 'Leave out the header row of csv and tsv output'
complete -c talent -n "__fish_talent_using_subcommand auth; and __fish_seen_subcommand_from logout" -l no-formula-guard -d 'Write CSV cells raw (by default a cell starting with = + - @, tab or CR that is not a plain number gets a \' prefix)'
complete -c talent -n "__fish_talent_using_subcommand auth; and __fish_seen_subcommand_from logout" -l offline-spend -d 'Spend although the ledger that shares pacing and spends with other runs is unavailable (judged from a live GET /usage alone); --yes does not imply it'
complete -c talent -n "__fish_talent_using_subcommand auth; and __fish_seen_subcommand_from logout" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c talent -n "__fish_talent_using_subcommand auth; and __fish_seen_subcommand_from logout" -s V -l version -d 'Print version'
complete -c talent -n "__fish_talent_using_subcommand auth; and __fish_seen_subcommand_from help" -f -a "login" -d 'Store an API key for the profile (checked with the service first)'
complete -c talent -n "__fish_talent_using_subcommand auth; and __fish_seen_subcommand_from help" -f -a "status" -d 'Show the profile, where its key comes from, and the workspace'
complete -c talent -n "__fish_talent_using_subcommand auth; and __fish_seen_subcommand_from help" -f -a "logout" -d 'Delete the profile\'s stored key'
complete -c talent -n "__fish_talent_using_subcommand auth; and __fish_seen_subcommand_from help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c talent -n "__fish_talent_using_subcommand api" -s f -l field -d 'A query parameter (GET, DELETE) or body field (other methods)' -r
complete -c talent -n "__fish_talent_using_subcommand api" -l input -d 'Send this file as the JSON body (`-` for stdin)' -r -F
complete -c talent -n "__fish_talent_using_subcommand api" -s H -l header -d 'An extra request header, `NAME: VALUE` (repeatable; not Authorization)' -r
complete -c talent -n "__fish_talent_using_subcommand api" -l base-url -d 'Main interface base URL (ends in /api/v1)' -r
complete -c talent -n "__fish_talent_using_subcommand api" -l alt-base-url -d 'Additional interface base URL (ends in /v1)' -r
complete -c talent -n "__fish_talent_using_subcommand api" -l profile -d 'Named key and settings [default: default]' -r
complete -c talent -n "__fish_talent_using_subcommand api" -s o -l output -d 'Output format [default: table on a terminal, json otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t'Tab-separated, one line per record, for shell loops'"
complete -c talent -n "__fish_talent_using_subcommand api" -l fields -d 'Choose and order columns or keys; dotted paths reach nested fields; `all` is every field, `compact` the table\'s set (CSV defaults to every field, that set first); with no value, list the fields and send nothing' -r
complete -c talent -n "__fish_talent_using_subcommand api" -l color -d 'Colour notices on stderr (also honours NO_COLOR)' -r -f -a "auto\t''
always\t''
never\t''"
complete -c talent -n "__fish_talent_using_subcommand api" -l max-wait -d 'Longest rate-limit wait accepted before exit 6, e.g. 30s, 10m' -r
complete -c talent -n "__fish_talent_using_subcommand api" -l ca-file -d 'PEM file of CA certificates trusted beside the system\'s (a TLS-inspecting proxy\'s CA)' -r -F
complete -c talent -n "__fish_talent_using_subcommand api" -l timeout -d 'Connect, first-byte and between-bytes timeout of one attempt' -r
complete -c talent -n "__fish_talent_using_subcommand api" -l max-time -d 'Longest one attempt may take, from connect to the last byte, e.g. 30s, 5m' -r
complete -c talent -n "__fish_talent_using_subcommand api" -l out -d 'Write the data atomically to FILE (FILE.partial, then rename) instead of stdout' -r -F
complete -c talent -n "__fish_talent_using_subcommand api" -l idempotency-key -d 'On message, invite, jobs create, bulk-invite: a repeated key sends nothing and prints the recorded result' -r
complete -c talent -n "__fish_talent_using_subcommand api" -l jq -d 'Filter JSON output with a jq expression (built in; implies -o json)' -r
complete -c talent -n "__fish_talent_using_subcommand api" -l max-unlocks -d 'The most unlocks this run may spend' -r
complete -c talent -n "__fish_talent_using_subcommand api" -l max-searches -d 'The most searches (search pages) this run may spend, retried pages included' -r
complete -c talent -n "__fish_talent_using_subcommand api" -l max-messages -d 'The most messages (invites) this run may spend' -r
complete -c talent -n "__fish_talent_using_subcommand api" -l ledger-url -d 'Where the ledger is: sqlite:PATH, or postgres://USER@HOST[:PORT]/DB for a team ledger (also TALENT_LEDGER_URL; a password only there, in PGPASSWORD or ~/.pgpass)' -r
complete -c talent -n "__fish_talent_using_subcommand api" -l member -d 'Who this machine spends as in a team ledger [default: LOGIN@HOST]' -r
complete -c talent -n "__fish_talent_using_subcommand api" -l alt -d 'Use the additional interface (/v1) instead of the main one'
complete -c talent -n "__fish_talent_using_subcommand api" -s i -l include -d 'Print the status line and the answer\'s headers before the body'
complete -c talent -n "__fish_talent_using_subcommand api" -l paginate -d 'GET every page of a list from its page (-f page=N, default 1) to the end: one JSON array of all items (JSONL with -o jsonl)'
complete -c talent -n "__fish_talent_using_subcommand api" -l sandbox -d 'Run against the embedded simulator; no key needed'
complete -c talent -n "__fish_talent_using_subcommand api" -s y -l yes -d 'Accept quota-spending and destructive confirmations'
complete -c talent -n "__fish_talent_using_subcommand api" -l no-input -d 'Never prompt; anything that needs a confirmation fails instead'
complete -c talent -n "__fish_talent_using_subcommand api" -s v -l verbose -d 'Trace requests and responses on stderr (never the key)'
complete -c talent -n "__fish_talent_using_subcommand api" -s q -l quiet -d 'No progress, no notices: errors only'
complete -c talent -n "__fish_talent_using_subcommand api" -l accessible -d 'For screen readers: numbered questions, text progress, a visible cursor in browse (also config `accessible = true`; `talent help accessibility`)'
complete -c talent -n "__fish_talent_using_subcommand api" -l dry-run -d 'Print the request (method, URL, body, the quota it would spend) instead of sending it'
complete -c talent -n "__fish_talent_using_subcommand api" -l curl -d 'Print the request as a runnable curl command (key as $TALENT_API_KEY) instead of sending it'
complete -c talent -n "__fish_talent_using_subcommand api" -l force -d 'Send even when --idempotency-key was already used (or a job of that title was just created)'
complete -c talent -n "__fish_talent_using_subcommand api" -l no-pager -d 'Never page long tables (also TALENT_PAGER= empty, or `config set pager ""`)'
complete -c talent -n "__fish_talent_using_subcommand api" -l resume -d 'Continue an interrupted --out export of the same command from its checkpoint'
complete -c talent -n "__fish_talent_using_subcommand api" -l no-headers -d 'Leave out the header row of csv and tsv output'
complete -c talent -n "__fish_talent_using_subcommand api" -l no-formula-guard -d 'Write CSV cells raw (by default a cell starting with = + - @, tab or CR that is not a plain number gets a \' prefix)'
complete -c talent -n "__fish_talent_using_subcommand api" -l offline-spend -d 'Spend although the ledger that shares pacing and spends with other runs is unavailable (judged from a live GET /usage alone); --yes does not imply it'
complete -c talent -n "__fish_talent_using_subcommand api" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c talent -n "__fish_talent_using_subcommand api" -s V -l version -d 'Print version'
complete -c talent -n "__fish_talent_using_subcommand sandbox; and not __fish_seen_subcommand_from serve trigger reset openapi help" -l base-url -d 'Main interface base URL (ends in /api/v1)' -r
complete -c talent -n "__fish_talent_using_subcommand sandbox; and not __fish_seen_subcommand_from serve trigger reset openapi help" -l alt-base-url -d 'Additional interface base URL (ends in /v1)' -r
complete -c talent -n "__fish_talent_using_subcommand sandbox; and not __fish_seen_subcommand_from serve trigger reset openapi help" -l profile -d 'Named key and settings [default: default]' -r
complete -c talent -n "__fish_talent_using_subcommand sandbox; and not __fish_seen_subcommand_from serve trigger reset openapi help" -s o -l output -d 'Output format [default: table on a terminal, json otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t'Tab-separated, one line per record, for shell loops'"
complete -c talent -n "__fish_talent_using_subcommand sandbox; and not __fish_seen_subcommand_from serve trigger reset openapi help" -l fields -d 'Choose and order columns or keys; dotted paths reach nested fields; `all` is every field, `compact` the table\'s set (CSV defaults to every field, that set first); with no value, list the fields and send nothing' -r
complete -c talent -n "__fish_talent_using_subcommand sandbox; and not __fish_seen_subcommand_from serve trigger reset openapi help" -l color -d 'Colour notices on stderr (also honours NO_COLOR)' -r -f -a "auto\t''
always\t''
never\t''"
complete -c talent -n "__fish_talent_using_subcommand sandbox; and not __fish_seen_subcommand_from serve trigger reset openapi help" -l max-wait -d 'Longest rate-limit wait accepted before exit 6, e.g. 30s, 10m' -r
complete -c talent -n "__fish_talent_using_subcommand sandbox; and not __fish_seen_subcommand_from serve trigger reset openapi help" -l ca-file -d 'PEM file of CA certificates trusted beside the system\'s (a TLS-inspecting proxy\'s CA)' -r -F
complete -c talent -n "__fish_talent_using_subcommand sandbox; and not __fish_seen_subcommand_from serve trigger reset openapi help" -l timeout -d 'Connect, first-byte and between-bytes timeout of one attempt' -r
complete -c talent -n "__fish_talent_using_subcommand sandbox; and not __fish_seen_subcommand_from serve trigger reset openapi help" -l max-time -d 'Longest one attempt may take, from connect to the last byte, e.g. 30s, 5m' -r
complete -c talent -n "__fish_talent_using_subcommand sandbox; and not __fish_seen_subcommand_from serve trigger reset openapi help" -l out -d 'Write the data atomically to FILE (FILE.partial, then rename) instead of stdout' -r -F
complete -c talent -n "__fish_talent_using_subcommand sandbox; and not __fish_seen_subcommand_from serve trigger reset openapi help" -l idempotency-key -d 'On message, invite, jobs create, bulk-invite: a repeated key sends nothing and prints the recorded result' -r
complete -c talent -n "__fish_talent_using_subcommand sandbox; and not __fish_seen_subcommand_from serve trigger reset openapi help" -l jq -d 'Filter JSON output with a jq expression (built in; implies -o json)' -r
complete -c talent -n "__fish_talent_using_subcommand sandbox; and not __fish_seen_subcommand_from serve trigger reset openapi help" -l max-unlocks -d 'The most unlocks this run may spend' -r
complete -c talent -n "__fish_talent_using_subcommand sandbox; and not __fish_seen_subcommand_from serve trigger reset openapi help" -l max-searches -d 'The most searches (search pages) this run may spend, retried pages included' -r
complete -c talent -n "__fish_talent_using_subcommand sandbox; and not __fish_seen_subcommand_from serve trigger reset openapi help" -l max-messages -d 'The most messages (invites) this run may spend' -r
complete -c talent -n "__fish_talent_using_subcommand sandbox; and not __fish_seen_subcommand_from serve trigger reset openapi help" -l ledger-url -d 'Where the ledger is: sqlite:PATH, or postgres://USER@HOST[:PORT]/DB for a team ledger (also TALENT_LEDGER_URL; a password only there, in PGPASSWORD or ~/.pgpass)' -r
complete -c talent -n "__fish_talent_using_subcommand sandbox; and not __fish_seen_subcommand_from serve trigger reset openapi help" -l member -d 'Who this machine spends as in a team ledger [default: LOGIN@HOST]' -r
complete -c talent -n "__fish_talent_using_subcommand sandbox; and not __fish_seen_subcommand_from serve trigger reset openapi help" -l sandbox -d 'Run against the embedded simulator; no key needed'
complete -c talent -n "__fish_talent_using_subcommand sandbox; and not __fish_seen_subcommand_from serve trigger reset openapi help" -s y -l yes -d 'Accept quota-spending and destructive confirmations'
complete -c talent -n "__fish_talent_using_subcommand sandbox; and not __fish_seen_subcommand_from serve trigger reset openapi help" -l no-input -d 'Never prompt; anything that needs a confirmation fails instead'
complete -c talent -n "__fish_talent_using_subcommand sandbox; and not __fish_seen_subcommand_from serve trigger reset openapi help" -s v -l verbose -d 'Trace requests and responses on stderr (never the key)'
complete -c talent -n "__fish_talent_using_subcommand sandbox; and not __fish_seen_subcommand_from serve trigger reset openapi help" -s q -l quiet -d 'No progress, no notices: errors only'
complete -c talent -n "__fish_talent_using_subcommand sandbox; and not __fish_seen_subcommand_from serve trigger reset openapi help" -l accessible -d 'For screen readers: numbered questions, text progress, a visible cursor in browse (also config `accessible = true`; `talent help accessibility`)'
complete -c talent -n "__fish_talent_using_subcommand sandbox; and not __fish_seen_subcommand_from serve trigger reset openapi help" -l dry-run -d 'Print the request (method, URL, body, the quota it would spend) instead of sending it'
complete -c talent -n "__fish_talent_using_subcommand sandbox; and not __fish_seen_subcommand_from serve trigger reset openapi help" -l curl -d 'Print the request as a runnable curl command (key as $TALENT_API_KEY) instead of sending it'
complete -c talent -n "__fish_talent_using_subcommand sandbox; and not __fish_seen_subcommand_from serve trigger reset openapi help" -l force -d 'Send even when --idempotency-key was already used (or a job of that title was just created)'
complete -c talent -n "__fish_talent_using_subcommand sandbox; and not __fish_seen_subcommand_from serve trigger reset openapi help" -l no-pager -d 'Never page long tables (also TALENT_PAGER= empty, or `config set pager ""`)'
complete -c talent -n "__fish_talent_using_subcommand sandbox; and not __fish_seen_subcommand_from serve trigger reset openapi help" -l resume -d 'Continue an interrupted --out export of the same command from its checkpoint'
complete -c talent -n "__fish_talent_using_subcommand sandbox; and not __fish_seen_subcommand_from serve trigger reset openapi help" -l no-headers -d 'Leave out the header row of csv and tsv output'
complete -c talent -n "__fish_talent_using_subcommand sandbox; and not __fish_seen_subcommand_from serve trigger reset openapi help" -l no-formula-guard -d 'Write CSV cells raw (by default a cell starting with = + - @, tab or CR that is not a plain number gets a \' prefix)'
complete -c talent -n "__fish_talent_using_subcommand sandbox; and not __fish_seen_subcommand_from serve trigger reset openapi help" -l offline-spend -d 'Spend although the ledger that shares pacing and spends with other runs is unavailable (judged from a live GET /usage alone); --yes does not imply it'
complete -c talent -n "__fish_talent_using_subcommand sandbox; and not __fish_seen_subcommand_from serve trigger reset openapi help" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c talent -n "__fish_talent_using_subcommand sandbox; and not __fish_seen_subcommand_from serve trigger reset openapi help" -s V -l version -d 'Print version'
complete -c talent -n "__fish_talent_using_subcommand sandbox; and not __fish_seen_subcommand_from serve trigger reset openapi help" -f -a "serve" -d 'Run the simulator of the service as a local server'
complete -c talent -n "__fish_talent_using_subcommand sandbox; and not __fish_seen_subcommand_from serve trigger reset openapi help" -f -a "trigger" -d 'Make a sandbox emit a webhook event'
complete -c talent -n "__fish_talent_using_subcommand sandbox; and not __fish_seen_subcommand_from serve trigger reset openapi help" -f -a "reset" -d 'Delete the embedded sandbox\'s saved state'
complete -c talent -n "__fish_talent_using_subcommand sandbox; and not __fish_seen_subcommand_from serve trigger reset openapi help" -f -a "openapi" -d 'Print the OpenAPI 3.1 document of an interface'
complete -c talent -n "__fish_talent_using_subcommand sandbox; and not __fish_seen_subcommand_from serve trigger reset openapi help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c talent -n "__fish_talent_using_subcommand sandbox; and __fish_seen_subcommand_from serve" -l addr -d 'Address to listen on; port 0 picks a free port' -r
complete -c talent -n "__fish_talent_using_subcommand sandbox; and __fish_seen_subcommand_from serve" -l seed -d 'Seed of the synthetic world (candidates, keys, ids)' -r
complete -c talent -n "__fish_talent_using_subcommand sandbox; and __fish_seen_subcommand_from serve" -l candidates -d 'Candidates in the pool' -r
complete -c talent -n "__fish_talent_using_subcommand sandbox; and __fish_seen_subcommand_from serve" -l time-scale -d 'Multiplies every window, block, retry delay, day and cycle (e.g. 0.01)' -r
complete -c talent -n "__fish_talent_using_subcommand sandbox; and __fish_seen_subcommand_from serve" -l state -d 'Load the world from FILE at start and save it there (atomically)' -r -F
complete -c talent -n "__fish_talent_using_subcommand sandbox; and __fish_seen_subcommand_from serve" -l grant -d 'Quota grants per cycle, e.g. unlocks=50,searches=500,messages=100' -r
complete -c talent -n "__fish_talent_using_subcommand sandbox; and __fish_seen_subcommand_from serve" -l faults -d 'Misbehave on purpose, e.g. 503=10%,reset=next1@POST,latency=200ms' -r
complete -c talent -n "__fish_talent_using_subcommand sandbox; and __fish_seen_subcommand_from serve" -l idle-timeout -d 'Close a kept-alive connection idle this long, e.g. 1s, 5s (real time, not scaled)' -r
complete -c talent -n "__fish_talent_using_subcommand sandbox; and __fish_seen_subcommand_from serve" -l tls-name -d 'A further host name (or IP address) the certificate is valid for (with --tls)' -r
complete -c talent -n "__fish_talent_using_subcommand sandbox; and __fish_seen_subcommand_from serve" -l base-url -d 'Main interface base URL (ends in /api/v1)' -r
complete -c talent -n "__fish_talent_using_subcommand sandbox; and __fish_seen_subcommand_from serve" -l alt-base-url -d 'Additional interface base URL (ends in /v1)' -r
complete -c talent -n "__fish_talent_using_subcommand sandbox; and __fish_seen_subcommand_from serve" -l profile -d 'Named key and settings [default: default]' -r
complete -c talent -n "__fish_talent_using_subcommand sandbox; and __fish_seen_subcommand_from serve" -s o -l output -d 'Output format [default: table on a terminal, json otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t'Tab-separated, one line per record, for shell loops'"
complete -c talent -n "__fish_talent_using_subcommand sandbox; and __fish_seen_subcommand_from serve" -l fields -d 'Choose and order columns or keys; dotted paths reach nested fields; `all` is every field, `compact` the table\'s set (CSV defaults to every field, that set first); with no value, list the fields and send nothing' -r
complete -c talent -n "__fish_talent_using_subcommand sandbox; and __fish_seen_subcommand_from serve" -l color -d 'Colour notices on stderr (also honours NO_COLOR)' -r -f -a "auto\t''
always\t''
never\t''"
complete -c talent -n "__fish_talent_using_subcommand sandbox; and __fish_seen_subcommand_from serve" -l max-wait -d 'Longest rate-limit wait accepted before exit 6, e.g. 30s, 10m' -r
complete -c talent -n "__fish_talent_using_subcommand sandbox; and __fish_seen_subcommand_from serve" -l ca-file -d 'PEM file of CA certificates trusted beside the system\'s (a TLS-inspecting proxy\'s CA)' -r -F
complete -c talent -n "__fish_talent_using_subcommand sandbox; and __fish_seen_subcommand_from serve" -l timeout -d 'Connect, first-byte and between-bytes timeout of one attempt' -r
complete -c talent -n "__fish_talent_using_subcommand sandbox; and __fish_seen_subcommand_from serve" -l max-time -d 'Longest one attempt may take, from connect to the last byte, e.g. 30s, 5m' -r
complete -c talent -n "__fish_talent_using_subcommand sandbox; and __fish_seen_subcommand_from serve" -l out -d 'Write the data atomically to FILE (FILE.partial, then rename) instead of stdout' -r -F
complete -c talent -n "__fish_talent_using_subcommand sandbox; and __fish_seen_subcommand_from serve" -l idempotency-key -d 'On message, invite, jobs create, bulk-invite: a repeated key sends nothing and prints the recorded result' -r
complete -c talent -n "__fish_talent_using_subcommand sandbox; and __fish_seen_subcommand_from serve" -l jq -d 'Filter JSON output with a jq expression (built in; implies -o json)' -r
complete -c talent -n "__fish_talent_using_subcommand sandbox; and __fish_seen_subcommand_from serve" -l max-unlocks -d 'The most unlocks this run may spend' -r
complete -c talent -n "__fish_talent_using_subcommand sandbox; and __fish_seen_subcommand_from serve" -l max-searches -d 'The most searches (search pages) this run may spend, retried pages included' -r
complete -c talent -n "__fish_talent_using_subcommand sandbox; and __fish_seen_subcommand_from serve" -l max-messages -d 'The most messages (invites) this run may spend' -r
complete -c talent -n "__fish_talent_using_subcommand sandbox; and __fish_seen_subcommand_from serve" -l ledger-url -d 'Where the ledger is: sqlite:PATH, or postgres://USER@HOST[:PORT]/DB for a team ledger (also TALENT_LEDGER_URL; a password only there, in PGPASSWORD or ~/.pgpass)' -r
complete -c talent -n "__fish_talent_using_subcommand sandbox; and __fish_seen_subcommand_from serve" -l member -d 'Who this machine spends as in a team ledger [default: LOGIN@HOST]' -r
complete -c talent -n "__fish_talent_using_subcommand sandbox; and __fish_seen_subcommand_from serve" -l keep-alive-header -d 'Say the idle timeout in a `Keep-Alive: timeout=N` header on every answer'
complete -c talent -n "__fish_talent_using_subcommand sandbox; and __fish_seen_subcommand_from serve" -l idle-silent -d 'At the idle timeout, drop the connection silently instead of closing it'
complete -c talent -n "__fish_talent_using_subcommand sandbox; and __fish_seen_subcommand_from serve" -l tls -d 'Serve HTTPS with a certificate made at start; the ready line names the CA\'s PEM file'
complete -c talent -n "__fish_talent_using_subcommand sandbox; and __fish_seen_subcommand_from serve" -l sandbox -d 'Run against the embedded simulator; no key needed'
complete -c talent -n "__fish_talent_using_subcommand sandbox; and __fish_seen_subcommand_from serve" -s y -l yes -d 'Accept quota-spending and destructive confirmations'
complete -c talent -n "__fish_talent_using_subcommand sandbox; and __fish_seen_subcommand_from serve" -l no-input -d 'Never prompt; anything that needs a confirmation fails instead'
complete -c talent -n "__fish_talent_using_subcommand sandbox; and __fish_seen_subcommand_from serve" -s v -l verbose -d 'Trace requests and responses on stderr (never the key)'
complete -c talent -n "__fish_talent_using_subcommand sandbox; and __fish_seen_subcommand_from serve" -s q -l quiet -d 'No progress, no notices: errors only'
complete -c talent -n "__fish_talent_using_subcommand sandbox; and __fish_seen_subcommand_from serve" -l accessible -d 'For screen readers: numbered questions, text progress, a visible cursor in browse (also config `accessible = true`; `talent help accessibility`)'
complete -c talent -n "__fish_talent_using_subcommand sandbox; and __fish_seen_subcommand_from serve" -l dry-run -d 'Print the request (method, URL, body, the quota it would spend) instead of sending it'
complete -c talent -n "__fish_talent_using_subcommand sandbox; and __fish_seen_subcommand_from serve" -l curl -d 'Print the request as a runnable curl command (key as $TALENT_API_KEY) instead of sending it'
complete -c talent -n "__fish_talent_using_subcommand sandbox; and __fish_seen_subcommand_from serve" -l force -d 'Send even when --idempotency-key was already used (or a job of that title was just created)'
complete -c talent -n "__fish_talent_using_subcommand sandbox; and __fish_seen_subcommand_from serve" -l no-pager -d 'Never page long tables (also TALENT_PAGER= empty, or `config set pager ""`)'
complete -c talent -n "__fish_talent_using_subcommand sandbox; and __fish_seen_subcommand_from serve" -l resume -d 'Continue an interrupted --out export of the same command from its checkpoint'
complete -c talent -n "__fish_talent_using_subcommand sandbox; and __fish_seen_subcommand_from serve" -l no-headers -d 'Leave out the header row of csv and tsv output'
complete -c talent -n "__fish_talent_using_subcommand sandbox; and __fish_seen_subcommand_from serve" -l no-formula-guard -d 'Write CSV cells raw (by default a cell starting with = + - @, tab or CR that is not a plain number gets a \' prefix)'
complete -c talent -n "__fish_talent_using_subcommand sandbox; and __fish_seen_subcommand_from serve" -l offline-spend -d 'Spend although the ledger that shares pacing and spends with other runs is unavailable (judged from a live GET /usage alone); --yes does not imply it'
complete -c talent -n "__fish_talent_using_subcommand sandbox; and __fish_seen_subcommand_from serve" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c talent -n "__fish_talent_using_subcommand sandbox; and __fish_seen_subcommand_from serve" -s V -l version -d 'Print version'
complete -c talent -n "__fish_talent_using_subcommand sandbox; and __fish_seen_subcommand_from trigger" -l job -d 'Job the event is about' -r
complete -c talent -n "__fish_talent_using_subcommand sandbox; and __fish_seen_subcommand_from trigger" -l candidate -d 'Candidate the event is about (cand_ id or talentCardId)' -r
complete -c talent -n "__fish_talent_using_subcommand sandbox; and __fish_seen_subcommand_from trigger" -l data -d 'Extra or overriding `data` fields, as a JSON object' -r
complete -c talent -n "__fish_talent_using_subcommand sandbox; and __fish_seen_subcommand_from trigger" -l base-url -d 'Main interface base URL (ends in /api/v1)' -r
complete -c talent -n "__fish_talent_using_subcommand sandbox; and __fish_seen_subcommand_from trigger" -l alt-base-url -d 'Additional interface base URL (ends in /v1)' -r
complete -c talent -n "__fish_talent_using_subcommand sandbox; and __fish_seen_subcommand_from trigger" -l profile -d 'Named key and settings [default: default]' -r
complete -c talent -n "__fish_talent_using_subcommand sandbox; and __fish_seen_subcommand_from trigger" -s o -l output -d 'Output format [default: table on a terminal, json otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t'Tab-separated, one line per record, for shell loops'"
complete -c talent -n "__fish_talent_using_subcommand sandbox; and __fish_seen_subcommand_from trigger" -l fields -d 'Choose and order columns or keys; dotted paths reach nested fields; `all` is every field, `compact` the table\'s set (CSV defaults to every field, that set first); with no value, list the fields and send nothing' -r
complete -c talent -n "__fish_talent_using_subcommand sandbox; and __fish_seen_subcommand_from trigger" -l color -d 'Colour notices on stderr (also honours NO_COLOR)' -r -f -a "auto\t''
always\t''
never\t''"
complete -c talent -n "__fish_talent_using_subcommand sandbox; and __fish_seen_subcommand_from trigger" -l max-wait -d 'Longest rate-limit wait accepted before exit 6, e.g. 30s, 10m' -r
complete -c talent -n "__fish_talent_using_subcommand sandbox; and __fish_seen_subcommand_from trigger" -l ca-file -d 'PEM file of CA certificates trusted beside the system\'s (a TLS-inspecting proxy\'s CA)' -r -F
complete -c talent -n "__fish_talent_using_subcommand sandbox; and __fish_seen_subcommand_from trigger" -l timeout -d 'Connect, first-byte and between-bytes timeout of one attempt' -r
complete -c talent -n "__fish_talent_using_subcommand sandbox; and __fish_seen_subcommand_from trigger" -l max-time -d 'Longest one attempt may take, from connect to the last byte, e.g. 30s, 5m' -r
complete -c talent -n "__fish_talent_using_subcommand sandbox; and __fish_seen_subcommand_from trigger" -l out -d 'Write the data atomically to FILE (FILE.partial, then rename) instead of stdout' -r -F
complete -c talent -n "__fish_talent_using_subcommand sandbox; and __fish_seen_subcommand_from trigger" -l idempotency-key -d 'On message, invite, jobs create, bulk-invite: a repeated key sends nothing and prints the recorded result' -r
complete -c talent -n "__fish_talent_using_subcommand sandbox; and __fish_seen_subcommand_from trigger" -l jq -d 'Filter JSON output with a jq expression (built in; implies -o json)' -r
complete -c talent -n "__fish_talent_using_subcommand sandbox; and __fish_seen_subcommand_from trigger" -l max-unlocks -d 'The most unlocks this run may spend' -r
complete -c talent -n "__fish_talent_using_subcommand sandbox; and __fish_seen_subcommand_from trigger" -l max-searches -d 'The most searches (search pages) this run may spend, retried pages included' -r
complete -c talent -n "__fish_talent_using_subcommand sandbox; and __fish_seen_subcommand_from trigger" -l max-messages -d 'The most messages (invites) this run may spend' -r
complete -c talent -n "__fish_talent_using_subcommand sandbox; and __fish_seen_subcommand_from trigger" -l ledger-url -d 'Where the ledger is: sqlite:PATH, or postgres://USER@HOST[:PORT]/DB for a team ledger (also TALENT_LEDGER_URL; a password only there, in PGPASSWORD or ~/.pgpass)' -r
complete -c talent -n "__fish_talent_using_subcommand sandbox; and __fish_seen_subcommand_from trigger" -l member -d 'Who this machine spends as in a team ledger [default: LOGIN@HOST]' -r
complete -c talent -n "__fish_talent_using_subcommand sandbox; and __fish_seen_subcommand_from trigger" -l sandbox -d 'Run against the embedded simulator; no key needed'
complete -c talent -n "__fish_talent_using_subcommand sandbox; and __fish_seen_subcommand_from trigger" -s y -l yes -d 'Accept quota-spending and destructive confirmations'
complete -c talent -n "__fish_talent_using_subcommand sandbox; and __fish_seen_subcommand_from trigger" -l no-input -d 'Never prompt; anything that needs a confirmation fails instead'
complete -c talent -n "__fish_talent_using_subcommand sandbox; and __fish_seen_subcommand_from trigger" -s v -l verbose -d 'Trace requests and responses on stderr (never the key)'
complete -c talent -n "__fish_talent_using_subcommand sandbox; and __fish_seen_subcommand_from trigger" -s q -l quiet -d 'No progress, no notices: errors only'
complete -c talent -n "__fish_talent_using_subcommand sandbox; and __fish_seen_subcommand_from trigger" -l accessible -d 'For screen readers: numbered questions, text progress, a visible cursor in browse (also config `accessible = true`; `talent help accessibility`)'
complete -c talent -n "__fish_talent_using_subcommand sandbox; and __fish_seen_subcommand_from trigger" -l dry-run -d 'Print the request (method, URL, body, the quota it would spend) instead of sending it'
complete -c talent -n "__fish_talent_using_subcommand sandbox; and __fish_seen_subcommand_from trigger" -l curl -d 'Print the request as a runnable curl command (key as $TALENT_API_KEY) instead of sending it'
complete -c talent -n "__fish_talent_using_subcommand sandbox; and __fish_seen_subcommand_from trigger" -l force -d 'Send even when --idempotency-key was already used (or a job of that title was just created)'
complete -c talent -n "__fish_talent_using_subcommand sandbox; and __fish_seen_subcommand_from trigger" -l no-pager -d 'Never page long tables (also TALENT_PAGER= empty, or `config set pager ""`)'
complete -c talent -n "__fish_talent_using_subcommand sandbox; and __fish_seen_subcommand_from trigger" -l resume -d 'Continue an interrupted --out export of the same command from its checkpoint'
complete -c talent -n "__fish_talent_using_subcommand sandbox; and __fish_seen_subcommand_from trigger" -l no-headers -d 'Leave out the header row of csv and tsv output'
complete -c talent -n "__fish_talent_using_subcommand sandbox; and __fish_seen_subcommand_from trigger" -l no-formula-guard -d 'Write CSV cells raw (by default a cell starting with = + - @, tab or CR that is not a plain number gets a \' prefix)'
complete -c talent -n "__fish_talent_using_subcommand sandbox; and __fish_seen_subcommand_from trigger" -l offline-spend -d 'Spend although the ledger that shares pacing and spends with other runs is unavailable (judged from a live GET /usage alone); --yes does not imply it'
complete -c talent -n "__fish_talent_using_subcommand sandbox; and __fish_seen_subcommand_from trigger" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c talent -n "__fish_talent_using_subcommand sandbox; and __fish_seen_subcommand_from trigger" -s V -l version -d 'Print version'
complete -c talent -n "__fish_talent_using_subcommand sandbox; and __fish_seen_subcommand_from reset" -l base-url -d 'Main interface base URL (ends in /api/v1)' -r
complete -c talent -n "__fish_talent_using_subcommand sandbox; and __fish_seen_subcommand_from reset" -l alt-base-url -d 'Additional interface base URL (ends in /v1)' -r
complete -c talent -n "__fish_talent_using_subcommand sandbox; and __fish_seen_subcommand_from reset" -l profile -d 'Named key and settings [default: default]' -r
complete -c talent -n "__fish_talent_using_subcommand sandbox; and __fish_seen_subcommand_from reset" -s o -l output -d 'Output format [default: table on a terminal, json otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t'Tab-separated, one line per record, for shell loops'"
complete -c talent -n "__fish_talent_using_subcommand sandbox; and __fish_seen_subcommand_from reset" -l fields -d 'Choose and order columns or keys; dotted paths reach nested fields; `all` is every field, `compact` the table\'s set (CSV defaults to every field, that set first); with no value, list the fields and send nothing' -r
complete -c talent -n "__fish_talent_using_subcommand sandbox; and __fish_seen_subcommand_from reset" -l color -d 'Colour notices on stderr (also honours NO_COLOR)' -r -f -a "auto\t''
always\t''
never\t''"
complete -c talent -n "__fish_talent_using_subcommand sandbox; and __fish_seen_subcommand_from reset" -l max-wait -d 'Longest rate-limit wait accepted before exit 6, e.g. 30s, 10m' -r
complete -c talent -n "__fish_talent_using_subcommand sandbox; and __fish_seen_subcommand_from reset" -l ca-file -d 'PEM file of CA certificates trusted beside the system\'s (a TLS-inspecting proxy\'s CA)' -r -F
complete -c talent -n "__fish_talent_using_subcommand sandbox; and __fish_seen_subcommand_from reset" -l timeout -d 'Connect, first-byte and between-bytes timeout of one attempt' -r
complete -c talent -n "__fish_talent_using_subcommand sandbox; and __fish_seen_subcommand_from reset" -l max-time -d 'Longest one attempt may take, from connect to the last byte, e.g. 30s, 5m' -r
complete -c talent -n "__fish_talent_using_subcommand sandbox; and __fish_seen_subcommand_from reset" -l out -d 'Write the data atomically to FILE (FILE.partial, then rename) instead of stdout' -r -F
complete -c talent -n "__fish_talent_using_subcommand sandbox; and __fish_seen_subcommand_from reset" -l idempotency-key -d 'On message, invite, jobs create, bulk-invite: a repeated key sends nothing and prints the recorded result' -r
complete -c talent -n "__fish_talent_using_subcommand sandbox; and __fish_seen_subcommand_from reset" -l jq -d 'Filter JSON output with a jq expression (built in; implies -o json)' -r
complete -c talent -n "__fish_talent_using_subcommand sandbox; and __fish_seen_subcommand_from reset" -l max-unlocks -d 'The most unlocks this run may spend' -r
complete -c talent -n "__fish_talent_using_subcommand sandbox; and __fish_seen_subcommand_from reset" -l max-searches -d 'The most searches (search pages) this run may spend, retried pages included' -r
complete -c talent -n "__fish_talent_using_subcommand sandbox; and __fish_seen_subcommand_from reset" -l max-messages -d 'The most messages (invites) this run may spend' -r
complete -c talent -n "__fish_talent_using_subcommand sandbox; and __fish_seen_subcommand_from reset" -l ledger-url -d 'Where the ledger is: sqlite:PATH, or postgres://USER@HOST[:PORT]/DB for a team ledger (also TALENT_LEDGER_URL; a password only there, in PGPASSWORD or ~/.pgpass)' -r
complete -c talent -n "__fish_talent_using_subcommand sandbox; and __fish_seen_subcommand_from reset" -l member -d 'Who this machine spends as in a team ledger [default: LOGIN@HOST]' -r
complete -c talent -n "__fish_talent_using_subcommand sandbox; and __fish_seen_subcommand_from reset" -l sandbox -d 'Run against the embedded simulator; no key needed'
complete -c talent -n "__fish_talent_using_subcommand sandbox; and __fish_seen_subcommand_from reset" -s y -l yes -d 'Accept quota-spending and destructive confirmations'
complete -c talent -n "__fish_talent_using_subcommand sandbox; and __fish_seen_subcommand_from reset" -l no-input -d 'Never prompt; anything that needs a confirmation fails instead'
complete -c talent -n "__fish_talent_using_subcommand sandbox; and __fish_seen_subcommand_from reset" -s v -l verbose -d 'Trace requests and responses on stderr (never the key)'
complete -c talent -n "__fish_talent_using_subcommand sandbox; and __fish_seen_subcommand_from reset" -s q -l quiet -d 'No progress, no notices: errors only'
complete -c talent -n "__fish_talent_using_subcommand sandbox; and __fish_seen_subcommand_from reset" -l accessible -d 'For screen readers: numbered questions, text progress, a visible cursor in browse (also config `accessible = true`; `talent help accessibility`)'
complete -c talent -n "__fish_talent_using_subcommand sandbox; and __fish_seen_subcommand_from reset" -l dry-run -d 'Print the request (method, URL, body, the quota it would spend) instead of sending it'
complete -c talent -n "__fish_talent_using_subcommand sandbox; and __fish_seen_subcommand_from reset" -l curl -d 'Print the request as a runnable curl command (key as $TALENT_API_KEY) instead of sending it'
complete -c talent -n "__fish_talent_using_subcommand sandbox; and __fish_seen_subcommand_from reset" -l force -d 'Send even when --idempotency-key was already used (or a job of that title was just created)'
complete -c talent -n "__fish_talent_using_subcommand sandbox; and __fish_seen_subcommand_from reset" -l no-pager -d 'Never page long tables (also TALENT_PAGER= empty, or `config set pager ""`)'
complete -c talent -n "__fish_talent_using_subcommand sandbox; and __fish_seen_subcommand_from reset" -l resume -d 'Continue an interrupted --out export of the same command from its checkpoint'
complete -c talent -n "__fish_talent_using_subcommand sandbox; and __fish_seen_subcommand_from reset" -l no-headers -d 'Leave out the header row of csv and tsv output'
complete -c talent -n "__fish_talent_using_subcommand sandbox; and __fish_seen_subcommand_from reset" -l no-formula-guard -d 'Write CSV cells raw (by default a cell starting with = + - @, tab or CR that is not a plain number gets a \' prefix)'
complete -c talent -n "__fish_talent_using_subcommand sandbox; and __fish_seen_subcommand_from reset" -l offline-spend -d 'Spend although the ledger that shares pacing and spends with other runs is unavailable (judged from a live GET /usage alone); --yes does not imply it'
complete -c talent -n "__fish_talent_using_subcommand sandbox; and __fish_seen_subcommand_from reset" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c talent -n "__fish_talent_using_subcommand sandbox; and __fish_seen_subcommand_from reset" -s V -l version -d 'Print version'
complete -c talent -n "__fish_talent_using_subcommand sandbox; and __fish_seen_subcommand_from openapi" -l base-url -d 'Main interface base URL (ends in /api/v1)' -r
complete -c talent -n "__fish_talent_using_subcommand sandbox; and __fish_seen_subcommand_from openapi" -l alt-base-url -d 'Additional interface base URL (ends in /v1)' -r
complete -c talent -n "__fish_talent_using_subcommand sandbox; and __fish_seen_subcommand_from openapi" -l profile -d 'Named key and settings [default: default]' -r
complete -c talent -n "__fish_talent_using_subcommand sandbox; and __fish_seen_subcommand_from openapi" -s o -l output -d 'Output format [default: table on a terminal, json otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t'Tab-separated, one line per record, for shell loops'"
complete -c talent -n "__fish_talent_using_subcommand sandbox; and __fish_seen_subcommand_from openapi" -l fields -d 'Choose and order columns or keys; dotted paths reach nested fields; `all` is every field, `compact` the table\'s set (CSV defaults to every field, that set first); with no value, list the fields and send nothing' -r
complete -c talent -n "__fish_talent_using_subcommand sandbox; and __fish_seen_subcommand_from openapi" -l color -d 'Colour notices on stderr (also honours NO_COLOR)' -r -f -a "auto\t''
always\t''
never\t''"
complete -c talent -n "__fish_talent_using_subcommand sandbox; and __fish_seen_subcommand_from openapi" -l max-wait -d 'Longest rate-limit wait accepted before exit 6, e.g. 30s, 10m' -r
complete -c talent -n "__fish_talent_using_subcommand sandbox; and __fish_seen_subcommand_from openapi" -l ca-file -d 'PEM file of CA certificates trusted beside the system\'s (a TLS-inspecting proxy\'s CA)' -r -F
complete -c talent -n "__fish_talent_using_subcommand sandbox; and __fish_seen_subcommand_from openapi" -l timeout -d 'Connect, first-byte and between-bytes timeout of one attempt' -r
complete -c talent -n "__fish_talent_using_subcommand sandbox; and __fish_seen_subcommand_from openapi" -l max-time -d 'Longest one attempt may take, from connect to the last byte, e.g. 30s, 5m' -r
complete -c talent -n "__fish_talent_using_subcommand sandbox; and __fish_seen_subcommand_from openapi" -l out -d 'Write the data atomically to FILE (FILE.partial, then rename) instead of stdout' -r -F
complete -c talent -n "__fish_talent_using_subcommand sandbox; and __fish_seen_subcommand_from openapi" -l idempotency-key -d 'On message, invite, jobs create, bulk-invite: a repeated key sends nothing and prints the recorded result' -r
complete -c talent -n "__fish_talent_using_subcommand sandbox; and __fish_seen_subcommand_from openapi" -l jq -d 'Filter JSON output with a jq expression (built in; implies -o json)' -r
complete -c talent -n "__fish_talent_using_subcommand sandbox; and __fish_seen_subcommand_from openapi" -l max-unlocks -d 'The most unlocks this run may spend' -r
complete -c talent -n "__fish_talent_using_subcommand sandbox; and __fish_seen_subcommand_from openapi" -l max-searches -d 'The most searches (search pages) this run may spend, retried pages included' -r
complete -c talent -n "__fish_talent_using_subcommand sandbox; and __fish_seen_subcommand_from openapi" -l max-messages -d 'The most messages (invites) this run may spend' -r
complete -c talent -n "__fish_talent_using_subcommand sandbox; and __fish_seen_subcommand_from openapi" -l ledger-url -d 'Where the ledger is: sqlite:PATH, or postgres://USER@HOST[:PORT]/DB for a team ledger (also TALENT_LEDGER_URL; a password only there, in PGPASSWORD or ~/.pgpass)' -r
complete -c talent -n "__fish_talent_using_subcommand sandbox; and __fish_seen_subcommand_from openapi" -l member -d 'Who this machine spends as in a team ledger [default: LOGIN@HOST]' -r
complete -c talent -n "__fish_talent_using_subcommand sandbox; and __fish_seen_subcommand_from openapi" -l sandbox -d 'Run against the embedded simulator; no key needed'
complete -c talent -n "__fish_talent_using_subcommand sandbox; and __fish_seen_subcommand_from openapi" -s y -l yes -d 'Accept quota-spending and destructive confirmations'
complete -c talent -n "__fish_talent_using_subcommand sandbox; and __fish_seen_subcommand_from openapi" -l no-input -d 'Never prompt; anything that needs a confirmation fails instead'
complete -c talent -n "__fish_talent_using_subcommand sandbox; and __fish_seen_subcommand_from openapi" -s v -l verbose -d 'Trace requests and responses on stderr (never the key)'
complete -c talent -n "__fish_talent_using_subcommand sandbox; and __fish_seen_subcommand_from openapi" -s q -l quiet -d 'No progress, no notices: errors only'
complete -c talent -n "__fish_talent_using_subcommand sandbox; and __fish_seen_subcommand_from openapi" -l accessible -d 'For screen readers: numbered questions, text progress, a visible cursor in browse (also config `accessible = true`; `talent help accessibility`)'
complete -c talent -n "__fish_talent_using_subcommand sandbox; and __fish_seen_subcommand_from openapi" -l dry-run -d 'Print the request (method, URL, body, the quota it would spend) instead of sending it'
complete -c talent -n "__fish_talent_using_subcommand sandbox; and __fish_seen_subcommand_from openapi" -l curl -d 'Print the request as a runnable curl command (key as $TALENT_API_KEY) instead of sending it'
complete -c talent -n "__fish_talent_using_subcommand sandbox; and __fish_seen_subcommand_from openapi" -l force -d 'Send even when --idempotency-key was already used (or a job of that title was just created)'
complete -c talent -n "__fish_talent_using_subcommand sandbox; and __fish_seen_subcommand_from openapi" -l no-pager -d 'Never page long tables (also TALENT_PAGER= empty, or `config set pager ""`)'
complete -c talent -n "__fish_talent_using_subcommand sandbox; and __fish_seen_subcommand_from openapi" -l resume -d 'Continue an interrupted --out export of the same command from its checkpoint'
complete -c talent -n "__fish_talent_using_subcommand sandbox; and __fish_seen_subcommand_from openapi" -l no-headers -d 'Leave out the header row of csv and tsv output'
complete -c talent -n "__fish_talent_using_subcommand sandbox; and __fish_seen_subcommand_from openapi" -l no-formula-guard -d 'Write CSV cells raw (by default a cell starting with = + - @, tab or CR that is not a plain number gets a \' prefix)'
complete -c talent -n "__fish_talent_using_subcommand sandbox; and __fish_seen_subcommand_from openapi" -l offline-spend -d 'Spend although the ledger that shares pacing and spends with other runs is unavailable (judged from a live GET /usage alone); --yes does not imply it'
complete -c talent -n "__fish_talent_using_subcommand sandbox; and __fish_seen_subcommand_from openapi" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c talent -n "__fish_talent_using_subcommand sandbox; and __fish_seen_subcommand_from openapi" -s V -l version -d 'Print version'
complete -c talent -n "__fish_talent_using_subcommand sandbox; and __fish_seen_subcommand_from help" -f -a "serve" -d 'Run the simulator of the service as a local server'
complete -c talent -n "__fish_talent_using_subcommand sandbox; and __fish_seen_subcommand_from help" -f -a "trigger" -d 'Make a sandbox emit a webhook event'
complete -c talent -n "__fish_talent_using_subcommand sandbox; and __fish_seen_subcommand_from help" -f -a "reset" -d 'Delete the embedded sandbox\'s saved state'
complete -c talent -n "__fish_talent_using_subcommand sandbox; and __fish_seen_subcommand_from help" -f -a "openapi" -d 'Print the OpenAPI 3.1 document of an interface'
complete -c talent -n "__fish_talent_using_subcommand sandbox; and __fish_seen_subcommand_from help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c talent -n "__fish_talent_using_subcommand ledger; and not __fish_seen_subcommand_from show prune reset migrate import help" -l base-url -d 'Main interface base URL (ends in /api/v1)' -r
complete -c talent -n "__fish_talent_using_subcommand ledger; and not __fish_seen_subcommand_from show prune reset migrate import help" -l alt-base-url -d 'Additional interface base URL (ends in /v1)' -r
complete -c talent -n "__fish_talent_using_subcommand ledger; and not __fish_seen_subcommand_from show prune reset migrate import help" -l profile -d 'Named key and settings [default: default]' -r
complete -c talent -n "__fish_talent_using_subcommand ledger; and not __fish_seen_subcommand_from show prune reset migrate import help" -s o -l output -d 'Output format [default: table on a terminal, json otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t'Tab-separated, one line per record, for shell loops'"
complete -c talent -n "__fish_talent_using_subcommand ledger; and not __fish_seen_subcommand_from show prune reset migrate import help" -l fields -d 'Choose and order columns or keys; dotted paths reach nested fields; `all` is every field, `compact` the table\'s set (CSV defaults to every field, that set first); with no value, list the fields and send nothing' -r
complete -c talent -n "__fish_talent_using_subcommand ledger; and not __fish_seen_subcommand_from show prune reset migrate import help" -l color -d 'Colour notices on stderr (also honours NO_COLOR)' -r -f -a "auto\t''
always\t''
never\t''"
complete -c talent -n "__fish_talent_using_subcommand ledger; and not __fish_seen_subcommand_from show prune reset migrate import help" -l max-wait -d 'Longest rate-limit wait accepted before exit 6, e.g. 30s, 10m' -r
complete -c talent -n "__fish_talent_using_subcommand ledger; and not __fish_seen_subcommand_from show prune reset migrate import help" -l ca-file -d 'PEM file of CA certificates trusted beside the system\'s (a TLS-inspecting proxy\'s CA)' -r -F
complete -c talent -n "__fish_talent_using_subcommand ledger; and not __fish_seen_subcommand_from show prune reset migrate import help" -l timeout -d 'Connect, first-byte and between-bytes timeout of one attempt' -r
complete -c talent -n "__fish_talent_using_subcommand ledger; and not __fish_seen_subcommand_from show prune reset migrate import help" -l max-time -d 'Longest one attempt may take, from connect to the last byte, e.g. 30s, 5m' -r
complete -c talent -n "__fish_talent_using_subcommand ledger; and not __fish_seen_subcommand_from show prune reset migrate import help" -l out -d 'Write the data atomically to FILE (FILE.partial, then rename) instead of stdout' -r -F
complete -c talent -n "__fish_talent_using_subcommand ledger; and not __fish_seen_subcommand_from show prune reset migrate import help" -l idempotency-key -d 'On message, invite, jobs create, bulk-invite: a repeated key sends nothing and prints the recorded result' -r
complete -c talent -n "__fish_talent_using_subcommand ledger; and not __fish_seen_subcommand_from show prune reset migrate import help" -l jq -d 'Filter JSON output with a jq expression (built in; implies -o json)' -r
complete -c talent -n "__fish_talent_using_subcommand ledger; and not __fish_seen_subcommand_from show prune reset migrate import help" -l max-unlocks -d 'The most unlocks this run may spend' -r
complete -c talent -n "__fish_talent_using_subcommand ledger; and not __fish_seen_subcommand_from show prune reset migrate import help" -l max-searches -d 'The most searches (search pages) this run may spend, retried pages included' -r
complete -c talent -n "__fish_talent_using_subcommand ledger; and not __fish_seen_subcommand_from show prune reset migrate import help" -l max-messages -d 'The most messages (invites) this run may spend' -r
complete -c talent -n "__fish_talent_using_subcommand ledger; and not __fish_seen_subcommand_from show prune reset migrate import help" -l ledger-url -d 'Where the ledger is: sqlite:PATH, or postgres://USER@HOST[:PORT]/DB for a team ledger (also TALENT_LEDGER_URL; a password only there, in PGPASSWORD or ~/.pgpass)' -r
complete -c talent -n "__fish_talent_using_subcommand ledger; and not __fish_seen_subcommand_from show prune reset migrate import help" -l member -d 'Who this machine spends as in a team ledger [default: LOGIN@HOST]' -r
complete -c talent -n "__fish_talent_using_subcommand ledger; and not __fish_seen_subcommand_from show prune reset migrate import help" -l sandbox -d 'Run against the embedded simulator; no key needed'
complete -c talent -n "__fish_talent_using_subcommand ledger; and not __fish_seen_subcommand_from show prune reset migrate import help" -s y -l yes -d 'Accept quota-spending and destructive confirmations'
complete -c talent -n "__fish_talent_using_subcommand ledger; and not __fish_seen_subcommand_from show prune reset migrate import help" -l no-input -d 'Never prompt; anything that needs a confirmation fails instead'
complete -c talent -n "__fish_talent_using_subcommand ledger; and not __fish_seen_subcommand_from show prune reset migrate import help" -s v -l verbose -d 'Trace requests and responses on stderr (never the key)'
complete -c talent -n "__fish_talent_using_subcommand ledger; and not __fish_seen_subcommand_from show prune reset migrate import help" -s q -l quiet -d 'No progress, no notices: errors only'
complete -c talent -n "__fish_talent_using_subcommand ledger; and not __fish_seen_subcommand_from show prune reset migrate import help" -l accessible -d 'For screen readers: numbered questions, text progress, a visible cursor in browse (also config `accessible = true`; `talent help accessibility`)'
complete -c talent -n "__fish_talent_using_subcommand ledger; and not __fish_seen_subcommand_from show prune reset migrate import help" -l dry-run -d 'Print the request (method, URL, body, the quota it would spend) instead of sending it'
complete -c talent -n "__fish_talent_using_subcommand ledger; and not __fish_seen_subcommand_from show prune reset migrate import help" -l curl -d 'Print the request as a runnable curl command (key as $TALENT_API_KEY) instead of sending it'
complete -c talent -n "__fish_talent_using_subcommand ledger; and not __fish_seen_subcommand_from show prune reset migrate import help" -l force -d 'Send even when --idempotency-key was already used (or a job of that title was just created)'
complete -c talent -n "__fish_talent_using_subcommand ledger; and not __fish_seen_subcommand_from show prune reset migrate import help" -l no-pager -d 'Never page long tables (also TALENT_PAGER= empty, or `config set pager ""`)'
complete -c talent -n "__fish_talent_using_subcommand ledger; and not __fish_seen_subcommand_from show prune reset migrate import help" -l resume -d 'Continue an interrupted --out export of the same command from its checkpoint'
complete -c talent -n "__fish_talent_using_subcommand ledger; and not __fish_seen_subcommand_from show prune reset migrate import help" -l no-headers -d 'Leave out the header row of csv and tsv output'
complete -c talent -n "__fish_talent_using_subcommand ledger; and not __fish_seen_subcommand_from show prune reset migrate import help" -l no-formula-guard -d 'Write CSV cells raw (by default a cell starting with = + - @, tab or CR that is not a plain number gets a \' prefix)'
complete -c talent -n "__fish_talent_using_subcommand ledger; and not __fish_seen_subcommand_from show prune reset migrate import help" -l offline-spend -d 'Spend although the ledger that shares pacing and spends with other runs is unavailable (judged from a live GET /usage alone); --yes does not imply it'
complete -c talent -n "__fish_talent_using_subcommand ledger; and not __fish_seen_subcommand_from show prune reset migrate import help" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c talent -n "__fish_talent_using_subcommand ledger; and not __fish_seen_subcommand_from show prune reset migrate import help" -s V -l version -d 'Print version'
complete -c talent -n "__fish_talent_using_subcommand ledger; and not __fish_seen_subcommand_from show prune reset migrate import help" -f -a "show" -d 'Show the local ledger: its file, schema and rows per table'
complete -c talent -n "__fish_talent_using_subcommand ledger; and not __fish_seen_subcommand_from show prune reset migrate import help" -f -a "prune" -d 'Remove old rows from the local ledger'
complete -c talent -n "__fish_talent_using_subcommand ledger; and not __fish_seen_subcommand_from show prune reset migrate import help" -f -a "reset" -d 'Delete the local ledger'
complete -c talent -n "__fish_talent_using_subcommand ledger; and not __fish_seen_subcommand_from show prune reset migrate import help" -f -a "migrate" -d 'Create or upgrade the ledger\'s schema'
complete -c talent -n "__fish_talent_using_subcommand ledger; and not __fish_seen_subcommand_from show prune reset migrate import help" -f -a "import" -d 'Copy a local ledger\'s unlocks, invites and spends into the team ledger'
complete -c talent -n "__fish_talent_using_subcommand ledger; and not __fish_seen_subcommand_from show prune reset migrate import help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c talent -n "__fish_talent_using_subcommand ledger; and __fish_seen_subcommand_from show" -l base-url -d 'Main interface base URL (ends in /api/v1)' -r
complete -c talent -n "__fish_talent_using_subcommand ledger; and __fish_seen_subcommand_from show" -l alt-base-url -d 'Additional interface base URL (ends in /v1)' -r
complete -c talent -n "__fish_talent_using_subcommand ledger; and __fish_seen_subcommand_from show" -l profile -d 'Named key and settings [default: default]' -r
complete -c talent -n "__fish_talent_using_subcommand ledger; and __fish_seen_subcommand_from show" -s o -l output -d 'Output format [default: table on a terminal, json otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t'Tab-separated, one line per record, for shell loops'"
complete -c talent -n "__fish_talent_using_subcommand ledger; and __fish_seen_subcommand_from show" -l fields -d 'Choose and order columns or keys; dotted paths reach nested fields; `all` is every field, `compact` the table\'s set (CSV defaults to every field, that set first); with no value, list the fields and send nothing' -r
complete -c talent -n "__fish_talent_using_subcommand ledger; and __fish_seen_subcommand_from show" -l color -d 'Colour notices on stderr (also honours NO_COLOR)' -r -f -a "auto\t''
always\t''
never\t''"
complete -c talent -n "__fish_talent_using_subcommand ledger; and __fish_seen_subcommand_from show" -l max-wait -d 'Longest rate-limit wait accepted before exit 6, e.g. 30s, 10m' -r
complete -c talent -n "__fish_talent_using_subcommand ledger; and __fish_seen_subcommand_from show" -l ca-file -d 'PEM file of CA certificates trusted beside the system\'s (a TLS-inspecting proxy\'s CA)' -r -F
complete -c talent -n "__fish_talent_using_subcommand ledger; and __fish_seen_subcommand_from show" -l timeout -d 'Connect, first-byte and between-bytes timeout of one attempt' -r
complete -c talent -n "__fish_talent_using_subcommand ledger; and __fish_seen_subcommand_from show" -l max-time -d 'Longest one attempt may take, from connect to the last byte, e.g. 30s, 5m' -r
complete -c talent -n "__fish_talent_using_subcommand ledger; and __fish_seen_subcommand_from show" -l out -d 'Write the data atomically to FILE (FILE.partial, then rename) instead of stdout' -r -F
complete -c talent -n "__fish_talent_using_subcommand ledger; and __fish_seen_subcommand_from show" -l idempotency-key -d 'On message, invite, jobs create, bulk-invite: a repeated key sends nothing and prints the recorded result' -r
complete -c talent -n "__fish_talent_using_subcommand ledger; and __fish_seen_subcommand_from show" -l jq -d 'Filter JSON output with a jq expression (built in; implies -o json)' -r
complete -c talent -n "__fish_talent_using_subcommand ledger; and __fish_seen_subcommand_from show" -l max-unlocks -d 'The most unlocks this run may spend' -r
complete -c talent -n "__fish_talent_using_subcommand ledger; and __fish_seen_subcommand_from show" -l max-searches -d 'The most searches (search pages) this run may spend, retried pages included' -r
complete -c talent -n "__fish_talent_using_subcommand ledger; and __fish_seen_subcommand_from show" -l max-messages -d 'The most messages (invites) this run may spend' -r
complete -c talent -n "__fish_talent_using_subcommand ledger; and __fish_seen_subcommand_from show" -l ledger-url -d 'Where the ledger is: sqlite:PATH, or postgres://USER@HOST[:PORT]/DB for a team ledger (also TALENT_LEDGER_URL; a password only there, in PGPASSWORD or ~/.pgpass)' -r
complete -c talent -n "__fish_talent_using_subcommand ledger; and __fish_seen_subcommand_from show" -l member -d 'Who this machine spends as in a team ledger [default: LOGIN@HOST]' -r
complete -c talent -n "__fish_talent_using_subcommand ledger; and __fish_seen_subcommand_from show" -l sandbox -d 'Run against the embedded simulator; no key needed'
complete -c talent -n "__fish_talent_using_subcommand ledger; and __fish_seen_subcommand_from show" -s y -l yes -d 'Accept quota-spending and destructive confirmations'
complete -c talent -n "__fish_talent_using_subcommand ledger; and __fish_seen_subcommand_from show" -l no-input -d 'Never prompt; anything that needs a confirmation fails instead'
complete -c talent -n "__fish_talent_using_subcommand ledger; and __fish_seen_subcommand_from show" -s v -l verbose -d 'Trace requests and responses on stderr (never the key)'
complete -c talent -n "__fish_talent_using_subcommand ledger; and __fish_seen_subcommand_from show" -s q -l quiet -d 'No progress, no notices: errors only'
complete -c talent -n "__fish_talent_using_subcommand ledger; and __fish_seen_subcommand_from show" -l accessible -d 'For screen readers: numbered questions, text progress, a visible cursor in browse (also config `accessible = true`; `talent help accessibility`)'
complete -c talent -n "__fish_talent_using_subcommand ledger; and __fish_seen_subcommand_from show" -l dry-run -d 'Print the request (method, URL, body, the quota it would spend) instead of sending it'
complete -c talent -n "__fish_talent_using_subcommand ledger; and __fish_seen_subcommand_from show" -l curl -d 'Print the request as a runnable curl command (key as $TALENT_API_KEY) instead of sending it'
complete -c talent -n "__fish_talent_using_subcommand ledger; and __fish_seen_subcommand_from show" -l force -d 'Send even when --idempotency-key was already used (or a job of that title was just created)'
complete -c talent -n "__fish_talent_using_subcommand ledger; and __fish_seen_subcommand_from show" -l no-pager -d 'Never page long tables (also TALENT_PAGER= empty, or `config set pager ""`)'
complete -c talent -n "__fish_talent_using_subcommand ledger; and __fish_seen_subcommand_from show" -l resume -d 'Continue an interrupted --out export of the same command from its checkpoint'
complete -c talent -n "__fish_talent_using_subcommand ledger; and __fish_seen_subcommand_from show" -l no-headers -d 'Leave out the header row of csv and tsv output'
complete -c talent -n "__fish_talent_using_subcommand ledger; and __fish_seen_subcommand_from show" -l no-formula-guard -d 'Write CSV cells raw (by default a cell starting with = + - @, tab or CR that is not a plain number gets a \' prefix)'
complete -c talent -n "__fish_talent_using_subcommand ledger; and __fish_seen_subcommand_from show" -l offline-spend -d 'Spend although the ledger that shares pacing and spends with other runs is unavailable (judged from a live GET /usage alone); --yes does not imply it'
complete -c talent -n "__fish_talent_using_subcommand ledger; and __fish_seen_subcommand_from show" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c talent -n "__fish_talent_using_subcommand ledger; and __fish_seen_subcommand_from show" -s V -l version -d 'Print version'
complete -c talent -n "__fish_talent_using_subcommand ledger; and __fish_seen_subcommand_from prune" -l base-url -d 'Main interface base URL (ends in /api/v1)' -r
complete -c talent -n "__fish_talent_using_subcommand ledger; and __fish_seen_subcommand_from prune" -l alt-base-url -d 'Additional interface base URL (ends in /v1)' -r
complete -c talent -n "__fish_talent_using_subcommand ledger; and __fish_seen_subcommand_from prune" -l profile -d 'Named key and settings [default: default]' -r
complete -c talent -n "__fish_talent_using_subcommand ledger; and __fish_seen_subcommand_from prune" -s o -l output -d 'Output format [default: table on a terminal, json otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t'Tab-separated, one line per record, for shell loops'"
complete -c talent -n "__fish_talent_using_subcommand ledger; and __fish_seen_subcommand_from prune" -l fields -d 'Choose and order columns or keys; dotted paths reach nested fields; `all` is every field, `compact` the table\'s set (CSV defaults to every field, that set first); with no value, list the fields and send nothing' -r
complete -c talent -n "__fish_talent_using_subcommand ledger; and __fish_seen_subcommand_from prune" -l color -d 'Colour notices on stderr (also honours NO_COLOR)' -r -f -a "auto\t''
always\t''
never\t''"
complete -c talent -n "__fish_talent_using_subcommand ledger; and __fish_seen_subcommand_from prune" -l max-wait -d 'Longest rate-limit wait accepted before exit 6, e.g. 30s, 10m' -r
complete -c talent -n "__fish_talent_using_subcommand ledger; and __fish_seen_subcommand_from prune" -l ca-file -d 'PEM file of CA certificates trusted beside the system\'s (a TLS-inspecting proxy\'s CA)' -r -F
complete -c talent -n "__fish_talent_using_subcommand ledger; and __fish_seen_subcommand_from prune" -l timeout -d 'Connect, first-byte and between-bytes timeout of one attempt' -r
complete -c talent -n "__fish_talent_using_subcommand ledger; and __fish_seen_subcommand_from prune" -l max-time -d 'Longest one attempt may take, from connect to the last byte, e.g. 30s, 5m' -r
complete -c talent -n "__fish_talent_using_subcommand ledger; and __fish_seen_subcommand_from prune" -l out -d 'Write the data atomically to FILE (FILE.partial, then rename) instead of stdout' -r -F
complete -c talent -n "__fish_talent_using_subcommand ledger; and __fish_seen_subcommand_from prune" -l idempotency-key -d 'On message, invite, jobs create, bulk-invite: a repeated key sends nothing and prints the recorded result' -r
complete -c talent -n "__fish_talent_using_subcommand ledger; and __fish_seen_subcommand_from prune" -l jq -d 'Filter JSON output with a jq expression (built in; implies -o json)' -r
complete -c talent -n "__fish_talent_using_subcommand ledger; and __fish_seen_subcommand_from prune" -l max-unlocks -d 'The most unlocks this run may spend' -r
complete -c talent -n "__fish_talent_using_subcommand ledger; and __fish_seen_subcommand_from prune" -l max-searches -d 'The most searches (search pages) this run may spend, retried pages included' -r
complete -c talent -n "__fish_talent_using_subcommand ledger; and __fish_seen_subcommand_from prune" -l max-messages -d 'The most messages (invites) this run may spend' -r
complete -c talent -n "__fish_talent_using_subcommand ledger; and __fish_seen_subcommand_from prune" -l ledger-url -d 'Where the ledger is: sqlite:PATH, or postgres://USER@HOST[:PORT]/DB for a team ledger (also TALENT_LEDGER_URL; a password only there, in PGPASSWORD or ~/.pgpass)' -r
complete -c talent -n "__fish_talent_using_subcommand ledger; and __fish_seen_subcommand_from prune" -l member -d 'Who this machine spends as in a team ledger [default: LOGIN@HOST]' -r
complete -c talent -n "__fish_talent_using_subcommand ledger; and __fish_seen_subcommand_from prune" -l sandbox -d 'Run against the embedded simulator; no key needed'
complete -c talent -n "__fish_talent_using_subcommand ledger; and __fish_seen_subcommand_from prune" -s y -l yes -d 'Accept quota-spending and destructive confirmations'
complete -c talent -n "__fish_talent_using_subcommand ledger; and __fish_seen_subcommand_from prune" -l no-input -d 'Never prompt; anything that needs a confirmation fails instead'
complete -c talent -n "__fish_talent_using_subcommand ledger; and __fish_seen_subcommand_from prune" -s v -l verbose -d 'Trace requests and responses on stderr (never the key)'
complete -c talent -n "__fish_talent_using_subcommand ledger; and __fish_seen_subcommand_from prune" -s q -l quiet -d 'No progress, no notices: errors only'
complete -c talent -n "__fish_talent_using_subcommand ledger; and __fish_seen_subcommand_from prune" -l accessible -d 'For screen readers: numbered questions, text progress, a visible cursor in browse (also config `accessible = true`; `talent help accessibility`)'
complete -c talent -n "__fish_talent_using_subcommand ledger; and __fish_seen_subcommand_from prune" -l dry-run -d 'Print the request (method, URL, body, the quota it would spend) instead of sending it'
complete -c talent -n "__fish_talent_using_subcommand ledger; and __fish_seen_subcommand_from prune" -l curl -d 'Print the request as a runnable curl command (key as $TALENT_API_KEY) instead of sending it'
complete -c talent -n "__fish_talent_using_subcommand ledger; and __fish_seen_subcommand_from prune" -l force -d 'Send even when --idempotency-key was already used (or a job of that title was just created)'
complete -c talent -n "__fish_talent_using_subcommand ledger; and __fish_seen_subcommand_from prune" -l no-pager -d 'Never page long tables (also TALENT_PAGER= empty, or `config set pager ""`)'
complete -c talent -n "__fish_talent_using_subcommand ledger; and __fish_seen_subcommand_from prune" -l resume -d 'Continue an interrupted --out export of the same command from its checkpoint'
complete -c talent -n "__fish_talent_using_subcommand ledger; and __fish_seen_subcommand_from prune" -l no-headers -d 'Leave out the header row of csv and tsv output'
complete -c talent -n "__fish_talent_using_subcommand ledger; and __fish_seen_subcommand_from prune" -l no-formula-guard -d 'Write CSV cells raw (by default a cell starting with = + - @, tab or CR that is not a plain number gets a \' prefix)'
complete -c talent -n "__fish_talent_using_subcommand ledger; and __fish_seen_subcommand_from prune" -l offline-spend -d 'Spend although the ledger that shares pacing and spends with other runs is unavailable (judged from a live GET /usage alone); --yes does not imply it'
complete -c talent -n "__fish_talent_using_subcommand ledger; and __fish_seen_subcommand_from prune" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c talent -n "__fish_talent_using_subcommand ledger; and __fish_seen_subcommand_from prune" -s V -l version -d 'Print version'
complete -c talent -n "__fish_talent_using_subcommand ledger; and __fish_seen_subcommand_from reset" -l base-url -d 'Main interface base URL (ends in /api/v1)' -r
complete -c talent -n "__fish_talent_using_subcommand ledger; and __fish_seen_subcommand_from reset" -l alt-base-url -d 'Additional interface base URL (ends in /v1)' -r
complete -c talent -n "__fish_talent_using_subcommand ledger; and __fish_seen_subcommand_from reset" -l profile -d 'Named key and settings [default: default]' -r
complete -c talent -n "__fish_talent_using_subcommand ledger; and __fish_seen_subcommand_from reset" -s o -l output -d 'Output format [default: table on a terminal, json otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t'Tab-separated, one line per record, for shell loops'"
complete -c talent -n "__fish_talent_using_subcommand ledger; and __fish_seen_subcommand_from reset" -l fields -d 'Choose and order columns or keys; dotted paths reach nested fields; `all` is every field, `compact` the table\'s set (CSV defaults to every field, that set first); with no value, list the fields and send nothing' -r
complete -c talent -n "__fish_talent_using_subcommand ledger; and __fish_seen_subcommand_from reset" -l color -d 'Colour notices on stderr (also honours NO_COLOR)' -r -f -a "auto\t''
always\t''
never\t''"
complete -c talent -n "__fish_talent_using_subcommand ledger; and __fish_seen_subcommand_from reset" -l max-wait -d 'Longest rate-limit wait accepted before exit 6, e.g. 30s, 10m' -r
complete -c talent -n "__fish_talent_using_subcommand ledger; and __fish_seen_subcommand_from reset" -l ca-file -d 'PEM file of CA certificates trusted beside the system\'s (a TLS-inspecting proxy\'s CA)' -r -F
complete -c talent -n "__fish_talent_using_subcommand ledger; and __fish_seen_subcommand_from reset" -l timeout -d 'Connect, first-byte and between-bytes timeout of one attempt' -r
complete -c talent -n "__fish_talent_using_subcommand ledger; and __fish_seen_subcommand_from reset" -l max-time -d 'Longest one attempt may take, from connect to the last byte, e.g. 30s, 5m' -r
complete -c talent -n "__fish_talent_using_subcommand ledger; and __fish_seen_subcommand_from reset" -l out -d 'Write the data atomically to FILE (FILE.partial, then rename) instead of stdout' -r -F
complete -c talent -n "__fish_talent_using_subcommand ledger; and __fish_seen_subcommand_from reset" -l idempotency-key -d 'On message, invite, jobs create, bulk-invite: a repeated key sends nothing and prints the recorded result' -r
complete -c talent -n "__fish_talent_using_subcommand ledger; and __fish_seen_subcommand_from reset" -l jq -d 'Filter JSON output with a jq expression (built in; implies -o json)' -r
complete -c talent -n "__fish_talent_using_subcommand ledger; and __fish_seen_subcommand_from reset" -l max-unlocks -d 'The most unlocks this run may spend' -r
complete -c talent -n "__fish_talent_using_subcommand ledger; and __fish_seen_subcommand_from reset" -l max-searches -d 'The most searches (search pages) this run may spend, retried pages included' -r
complete -c talent -n "__fish_talent_using_subcommand ledger; and __fish_seen_subcommand_from reset" -l max-messages -d 'The most messages (invites) this run may spend' -r
complete -c talent -n "__fish_talent_using_subcommand ledger; and __fish_seen_subcommand_from reset" -l ledger-url -d 'Where the ledger is: sqlite:PATH, or postgres://USER@HOST[:PORT]/DB for a team ledger (also TALENT_LEDGER_URL; a password only there, in PGPASSWORD or ~/.pgpass)' -r
complete -c talent -n "__fish_talent_using_subcommand ledger; and __fish_seen_subcommand_from reset" -l member -d 'Who this machine spends as in a team ledger [default: LOGIN@HOST]' -r
complete -c talent -n "__fish_talent_using_subcommand ledger; and __fish_seen_subcommand_from reset" -l sandbox -d 'Run against the embedded simulator; no key needed'
complete -c talent -n "__fish_talent_using_subcommand ledger; and __fish_seen_subcommand_from reset" -s y -l yes -d 'Accept quota-spending and destructive confirmations'
complete -c talent -n "__fish_talent_using_subcommand ledger; and __fish_seen_subcommand_from reset" -l no-input -d 'Never prompt; anything that needs a confirmation fails instead'
complete -c talent -n "__fish_talent_using_subcommand ledger; and __fish_seen_subcommand_from reset" -s v -l verbose -d 'Trace requests and responses on stderr (never the key)'
complete -c talent -n "__fish_talent_using_subcommand ledger; and __fish_seen_subcommand_from reset" -s q -l quiet -d 'No progress, no notices: errors only'
complete -c talent -n "__fish_talent_using_subcommand ledger; and __fish_seen_subcommand_from reset" -l accessible -d 'For screen readers: numbered questions, text progress, a visible cursor in browse (also config `accessible = true`; `talent help accessibility`)'
complete -c talent -n "__fish_talent_using_subcommand ledger; and __fish_seen_subcommand_from reset" -l dry-run -d 'Print the request (method, URL, body, the quota it would spend) instead of sending it'
complete -c talent -n "__fish_talent_using_subcommand ledger; and __fish_seen_subcommand_from reset" -l curl -d 'Print the request as a runnable curl command (key as $TALENT_API_KEY) instead of sending it'
complete -c talent -n "__fish_talent_using_subcommand ledger; and __fish_seen_subcommand_from reset" -l force -d 'Send even when --idempotency-key was already used (or a job of that title was just created)'
complete -c talent -n "__fish_talent_using_subcommand ledger; and __fish_seen_subcommand_from reset" -l no-pager -d 'Never page long tables (also TALENT_PAGER= empty, or `config set pager ""`)'
complete -c talent -n "__fish_talent_using_subcommand ledger; and __fish_seen_subcommand_from reset" -l resume -d 'Continue an interrupted --out export of the same command from its checkpoint'
complete -c talent -n "__fish_talent_using_subcommand ledger; and __fish_seen_subcommand_from reset" -l no-headers -d 'Leave out the header row of csv and tsv output'
complete -c talent -n "__fish_talent_using_subcommand ledger; and __fish_seen_subcommand_from reset" -l no-formula-guard -d 'Write CSV cells raw (by default a cell starting with = + - @, tab or CR that is not a plain number gets a \' prefix)'
complete -c talent -n "__fish_talent_using_subcommand ledger; and __fish_seen_subcommand_from reset" -l offline-spend -d 'Spend although the ledger that shares pacing and spends with other runs is unavailable (judged from a live GET /usage alone); --yes does not imply it'
complete -c talent -n "__fish_talent_using_subcommand ledger; and __fish_seen_subcommand_from reset" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c talent -n "__fish_talent_using_subcommand ledger; and __fish_seen_subcommand_from reset" -s V -l version -d 'Print version'
complete -c talent -n "__fish_talent_using_subcommand ledger; and __fish_seen_subcommand_from migrate" -l base-url -d 'Main interface base URL (ends in /api/v1)' -r
complete -c talent -n "__fish_talent_using_subcommand ledger; and __fish_seen_subcommand_from migrate" -l alt-base-url -d 'Additional interface base URL (ends in /v1)' -r
complete -c talent -n "__fish_talent_using_subcommand ledger; and __fish_seen_subcommand_from migrate" -l profile -d 'Named key and settings [default: default]' -r
complete -c talent -n "__fish_talent_using_subcommand ledger; and __fish_seen_subcommand_from migrate" -s o -l output -d 'Output format [default: table on a terminal, json otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t'Tab-separated, one line per record, for shell loops'"
complete -c talent -n "__fish_talent_using_subcommand ledger; and __fish_seen_subcommand_from migrate" -l fields -d 'Choose and order columns or keys; dotted paths reach nested fields; `all` is every field, `compact` the table\'s set (CSV defaults to every field, that set first); with no value, list the fields and send nothing' -r
complete -c talent -n "__fish_talent_using_subcommand ledger; and __fish_seen_subcommand_from migrate" -l color -d 'Colour notices on stderr (also honours NO_COLOR)' -r -f -a "auto\t''
always\t''
never\t''"
complete -c talent -n "__fish_talent_using_subcommand ledger; and __fish_seen_subcommand_from migrate" -l max-wait -d 'Longest rate-limit wait accepted before exit 6, e.g. 30s, 10m' -r
complete -c talent -n "__fish_talent_using_subcommand ledger; and __fish_seen_subcommand_from migrate" -l ca-file -d 'PEM file of CA certificates trusted beside the system\'s (a TLS-inspecting proxy\'s CA)' -r -F
complete -c talent -n "__fish_talent_using_subcommand ledger; and __fish_seen_subcommand_from migrate" -l timeout -d 'Connect, first-byte and between-bytes timeout of one attempt' -r
complete -c talent -n "__fish_talent_using_subcommand ledger; and __fish_seen_subcommand_from migrate" -l max-time -d 'Longest one attempt may take, from connect to the last byte, e.g. 30s, 5m' -r
complete -c talent -n "__fish_talent_using_subcommand ledger; and __fish_seen_subcommand_from migrate" -l out -d 'Write the data atomically to FILE (FILE.partial, then rename) instead of stdout' -r -F
complete -c talent -n "__fish_talent_using_subcommand ledger; and __fish_seen_subcommand_from migrate" -l idempotency-key -d 'On message, invite, jobs create, bulk-invite: a repeated key sends nothing and prints the recorded result' -r
complete -c talent -n "__fish_talent_using_subcommand ledger; and __fish_seen_subcommand_from migrate" -l jq -d 'Filter JSON output with a jq expression (built in; implies -o json)' -r
complete -c talent -n "__fish_talent_using_subcommand ledger; and __fish_seen_subcommand_from migrate" -l max-unlocks -d 'The most unlocks this run may spend' -r
complete -c talent -n "__fish_talent_using_subcommand ledger; and __fish_seen_subcommand_from migrate" -l max-searches -d 'The most searches (search pages) this run may spend, retried pages included' -r
complete -c talent -n "__fish_talent_using_subcommand ledger; and __fish_seen_subcommand_from migrate" -l max-messages -d 'The most messages (invites) this run may spend' -r
complete -c talent -n "__fish_talent_using_subcommand ledger; and __fish_seen_subcommand_from migrate" -l ledger-url -d 'Where the ledger is: sqlite:PATH, or postgres://USER@HOST[:PORT]/DB for a team ledger (also TALENT_LEDGER_URL; a password only there, in PGPASSWORD or ~/.pgpass)' -r
complete -c talent -n "__fish_talent_using_subcommand ledger; and __fish_seen_subcommand_from migrate" -l member -d 'Who this machine spends as in a team ledger [default: LOGIN@HOST]' -r
complete -c talent -n "__fish_talent_using_subcommand ledger; and __fish_seen_subcommand_from migrate" -l sandbox -d 'Run against the embedded simulator; no key needed'
complete -c talent -n "__fish_talent_using_subcommand ledger; and __fish_seen_subcommand_from migrate" -s y -l yes -d 'Accept quota-spending and destructive confirmations'
complete -c talent -n "__fish_talent_using_subcommand ledger; and __fish_seen_subcommand_from migrate" -l no-input -d 'Never prompt; anything that needs a confirmation fails instead'
complete -c talent -n "__fish_talent_using_subcommand ledger; and __fish_seen_subcommand_from migrate" -s v -l verbose -d 'Trace requests and responses on stderr (never the key)'
complete -c talent -n "__fish_talent_using_subcommand ledger; and __fish_seen_subcommand_from migrate" -s q -l quiet -d 'No progress, no notices: errors only'
complete -c talent -n "__fish_talent_using_subcommand ledger; and __fish_seen_subcommand_from migrate" -l accessible -d 'For screen readers: numbered questions, text progress, a visible cursor in browse (also config `accessible = true`; `talent help accessibility`)'
complete -c talent -n "__fish_talent_using_subcommand ledger; and __fish_seen_subcommand_from migrate" -l dry-run -d 'Print the request (method, URL, body, the quota it would spend) instead of sending it'
complete -c talent -n "__fish_talent_using_subcommand ledger; and __fish_seen_subcommand_from migrate" -l curl -d 'Print the request as a runnable curl command (key as $TALENT_API_KEY) instead of sending it'
complete -c talent -n "__fish_talent_using_subcommand ledger; and __fish_seen_subcommand_from migrate" -l force -d 'Send even when --idempotency-key was already used (or a job of that title was just created)'
complete -c talent -n "__fish_talent_using_subcommand ledger; and __fish_seen_subcommand_from migrate" -l no-pager -d 'Never page long tables (also TALENT_PAGER= empty, or `config set pager ""`)'
complete -c talent -n "__fish_talent_using_subcommand ledger; and __fish_seen_subcommand_from migrate" -l resume -d 'Continue an interrupted --out export of the same command from its checkpoint'
complete -c talent -n "__fish_talent_using_subcommand ledger; and __fish_seen_subcommand_from migrate" -l no-headers -d 'Leave out the header row of csv and tsv output'
complete -c talent -n "__fish_talent_using_subcommand ledger; and __fish_seen_subcommand_from migrate" -l no-formula-guard -d 'Write CSV cells raw (by default a cell starting with = + - @, tab or CR that is not a plain number gets a \' prefix)'
complete -c talent -n "__fish_talent_using_subcommand ledger; and __fish_seen_subcommand_from migrate" -l offline-spend -d 'Spend although the ledger that shares pacing and spends with other runs is unavailable (judged from a live GET /usage alone); --yes does not imply it'
complete -c talent -n "__fish_talent_using_subcommand ledger; and __fish_seen_subcommand_from migrate" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c talent -n "__fish_talent_using_subcommand ledger; and __fish_seen_subcommand_from migrate" -s V -l version -d 'Print version'
complete -c talent -n "__fish_talent_using_subcommand ledger; and __fish_seen_subcommand_from import" -l base-url -d 'Main interface base URL (ends in /api/v1)' -r
complete -c talent -n "__fish_talent_using_subcommand ledger; and __fish_seen_subcommand_from import" -l alt-base-url -d 'Additional interface base URL (ends in /v1)' -r
complete -c talent -n "__fish_talent_using_subcommand ledger; and __fish_seen_subcommand_from import" -l profile -d 'Named key and settings [default: default]' -r
complete -c talent -n "__fish_talent_using_subcommand ledger; and __fish_seen_subcommand_from import" -s o -l output -d 'Output format [default: table on a terminal, json otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t'Tab-separated, one line per record, for shell loops'"
complete -c talent -n "__fish_talent_using_subcommand ledger; and __fish_seen_subcommand_from import" -l fields -d 'Choose and order columns or keys; dotted paths reach nested fields; `all` is every field, `compact` the table\'s set (CSV defaults to every field, that set first); with no value, list the fields and send nothing' -r
complete -c talent -n "__fish_talent_using_subcommand ledger; and __fish_seen_subcommand_from import" -l color -d 'Colour notices on stderr (also honours NO_COLOR)' -r -f -a "auto\t''
always\t''
never\t''"
complete -c talent -n "__fish_talent_using_subcommand ledger; and __fish_seen_subcommand_from import" -l max-wait -d 'Longest rate-limit wait accepted before exit 6, e.g. 30s, 10m' -r
complete -c talent -n "__fish_talent_using_subcommand ledger; and __fish_seen_subcommand_from import" -l ca-file -d 'PEM file of CA certificates trusted beside the system\'s (a TLS-inspecting proxy\'s CA)' -r -F
complete -c talent -n "__fish_talent_using_subcommand ledger; and __fish_seen_subcommand_from import" -l timeout -d 'Connect, first-byte and between-bytes timeout of one attempt' -r
complete -c talent -n "__fish_talent_using_subcommand ledger; and __fish_seen_subcommand_from import" -l max-time -d 'Longest one attempt may take, from connect to the last byte, e.g. 30s, 5m' -r
complete -c talent -n "__fish_talent_using_subcommand ledger; and __fish_seen_subcommand_from import" -l out -d 'Write the data atomically to FILE (FILE.partial, then rename) instead of stdout' -r -F
complete -c talent -n "__fish_talent_using_subcommand ledger; and __fish_seen_subcommand_from import" -l idempotency-key -d 'On message, invite, jobs create, bulk-invite: a repeated key sends nothing and prints the recorded result' -r
complete -c talent -n "__fish_talent_using_subcommand ledger; and __fish_seen_subcommand_from import" -l jq -d 'Filter JSON output with a jq expression (built in; implies -o json)' -r
complete -c talent -n "__fish_talent_using_subcommand ledger; and __fish_seen_subcommand_from import" -l max-unlocks -d 'The most unlocks this run may spend' -r
complete -c talent -n "__fish_talent_using_subcommand ledger; and __fish_seen_subcommand_from import" -l max-searches -d 'The most searches (search pages) this run may spend, retried pages included' -r
complete -c talent -n "__fish_talent_using_subcommand ledger; and __fish_seen_subcommand_from import" -l max-messages -d 'The most messages (invites) this run may spend' -r
complete -c talent -n "__fish_talent_using_subcommand ledger; and __fish_seen_subcommand_from import" -l ledger-url -d 'Where the ledger is: sqlite:PATH, or postgres://USER@HOST[:PORT]/DB for a team ledger (also TALENT_LEDGER_URL; a password only there, in PGPASSWORD or ~/.pgpass)' -r
complete -c talent -n "__fish_talent_using_subcommand ledger; and __fish_seen_subcommand_from import" -l member -d 'Who this machine spends as in a team ledger [default: LOGIN@HOST]' -r
complete -c talent -n "__fish_talent_using_subcommand ledger; and __fish_seen_subcommand_from import" -l sandbox -d 'Run against the embedded simulator; no key needed'
complete -c talent -n "__fish_talent_using_subcommand ledger; and __fish_seen_subcommand_from import" -s y -l yes -d 'Accept quota-spending and destructive confirmations'
complete -c talent -n "__fish_talent_using_subcommand ledger; and __fish_seen_subcommand_from import" -l no-input -d 'Never prompt; anything that needs a confirmation fails instead'
complete -c talent -n "__fish_talent_using_subcommand ledger; and __fish_seen_subcommand_from import" -s v -l verbose -d 'Trace requests and responses on stderr (never the key)'
complete -c talent -n "__fish_talent_using_subcommand ledger; and __fish_seen_subcommand_from import" -s q -l quiet -d 'No progress, no notices: errors only'
complete -c talent -n "__fish_talent_using_subcommand ledger; and __fish_seen_subcommand_from import" -l accessible -d 'For screen readers: numbered questions, text progress, a visible cursor in browse (also config `accessible = true`; `talent help accessibility`)'
complete -c talent -n "__fish_talent_using_subcommand ledger; and __fish_seen_subcommand_from import" -l dry-run -d 'Print the request (method, URL, body, the quota it would spend) instead of sending it'
complete -c talent -n "__fish_talent_using_subcommand ledger; and __fish_seen_subcommand_from import" -l curl -d 'Print the request as a runnable curl command (key as $TALENT_API_KEY) instead of sending it'
complete -c talent -n "__fish_talent_using_subcommand ledger; and __fish_seen_subcommand_from import" -l force -d 'Send even when --idempotency-key was already used (or a job of that title was just created)'
complete -c talent -n "__fish_talent_using_subcommand ledger; and __fish_seen_subcommand_from import" -l no-pager -d 'Never page long tables (also TALENT_PAGER= empty, or `config set pager ""`)'
complete -c talent -n "__fish_talent_using_subcommand ledger; and __fish_seen_subcommand_from import" -l resume -d 'Continue an interrupted --out export of the same command from its checkpoint'
complete -c talent -n "__fish_talent_using_subcommand ledger; and __fish_seen_subcommand_from import" -l no-headers -d 'Leave out the header row of csv and tsv output'
complete -c talent -n "__fish_talent_using_subcommand ledger; and __fish_seen_subcommand_from import" -l no-formula-guard -d 'Write CSV cells raw (by default a cell starting with = + - @, tab or CR that is not a plain number gets a \' prefix)'
complete -c talent -n "__fish_talent_using_subcommand ledger; and __fish_seen_subcommand_from import" -l offline-spend -d 'Spend although the ledger that shares pacing and spends with other runs is unavailable (judged from a live GET /usage alone); --yes does not imply it'
complete -c talent -n "__fish_talent_using_subcommand ledger; and __fish_seen_subcommand_from import" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c talent -n "__fish_talent_using_subcommand ledger; and __fish_seen_subcommand_from import" -s V -l version -d 'Print version'
complete -c talent -n "__fish_talent_using_subcommand ledger; and __fish_seen_subcommand_from help" -f -a "show" -d 'Show the local ledger: its file, schema and rows per table'
complete -c talent -n "__fish_talent_using_subcommand ledger; and __fish_seen_subcommand_from help" -f -a "prune" -d 'Remove old rows from the local ledger'
complete -c talent -n "__fish_talent_using_subcommand ledger; and __fish_seen_subcommand_from help" -f -a "reset" -d 'Delete the local ledger'
complete -c talent -n "__fish_talent_using_subcommand ledger; and __fish_seen_subcommand_from help" -f -a "migrate" -d 'Create or upgrade the ledger\'s schema'
complete -c talent -n "__fish_talent_using_subcommand ledger; and __fish_seen_subcommand_from help" -f -a "import" -d 'Copy a local ledger\'s unlocks, invites and spends into the team ledger'
complete -c talent -n "__fish_talent_using_subcommand ledger; and __fish_seen_subcommand_from help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c talent -n "__fish_talent_using_subcommand team; and not __fish_seen_subcommand_from usage allowance help" -l base-url -d 'Main interface base URL (ends in /api/v1)' -r
complete -c talent -n "__fish_talent_using_subcommand team; and not __fish_seen_subcommand_from usage allowance help" -l alt-base-url -d 'Additional interface base URL (ends in /v1)' -r
complete -c talent -n "__fish_talent_using_subcommand team; and not __fish_seen_subcommand_from usage allowance help" -l profile -d 'Named key and settings [default: default]' -r
complete -c talent -n "__fish_talent_using_subcommand team; and not __fish_seen_subcommand_from usage allowance help" -s o -l output -d 'Output format [default: table on a terminal, json otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t'Tab-separated, one line per record, for shell loops'"
complete -c talent -n "__fish_talent_using_subcommand team; and not __fish_seen_subcommand_from usage allowance help" -l fields -d 'Choose and order columns or keys; dotted paths reach nested fields; `all` is every field, `compact` the table\'s set (CSV defaults to every field, that set first); with no value, list the fields and send nothing' -r
complete -c talent -n "__fish_talent_using_subcommand team; and not __fish_seen_subcommand_from usage allowance help" -l color -d 'Colour notices on stderr (also honours NO_COLOR)' -r -f -a "auto\t''
always\t''
never\t''"
complete -c talent -n "__fish_talent_using_subcommand team; and not __fish_seen_subcommand_from usage allowance help" -l max-wait -d 'Longest rate-limit wait accepted before exit 6, e.g. 30s, 10m' -r
complete -c talent -n "__fish_talent_using_subcommand team; and not __fish_seen_subcommand_from usage allowance help" -l ca-file -d 'PEM file of CA certificates trusted beside the system\'s (a TLS-inspecting proxy\'s CA)' -r -F
complete -c talent -n "__fish_talent_using_subcommand team; and not __fish_seen_subcommand_from usage allowance help" -l timeout -d 'Connect, first-byte and between-bytes timeout of one attempt' -r
complete -c talent -n "__fish_talent_using_subcommand team; and not __fish_seen_subcommand_from usage allowance help" -l max-time -d 'Longest one attempt may take, from connect to the last byte, e.g. 30s, 5m' -r
complete -c talent -n "__fish_talent_using_subcommand team; and not __fish_seen_subcommand_from usage allowance help" -l out -d 'Write the data atomically to FILE (FILE.partial, then rename) instead of stdout' -r -F
complete -c talent -n "__fish_talent_using_subcommand team; and not __fish_seen_subcommand_from usage allowance help" -l idempotency-key -d 'On message, invite, jobs create, bulk-invite: a repeated key sends nothing and prints the recorded result' -r
complete -c talent -n "__fish_talent_using_subcommand team; and not __fish_seen_subcommand_from usage allowance help" -l jq -d 'Filter JSON output with a jq expression (built in; implies -o json)' -r
complete -c talent -n "__fish_talent_using_subcommand team; and not __fish_seen_subcommand_from usage allowance help" -l max-unlocks -d 'The most unlocks this run may spend' -r
complete -c talent -n "__fish_talent_using_subcommand team; and not __fish_seen_subcommand_from usage allowance help" -l max-searches -d 'The most searches (search pages) this run may spend, retried pages included' -r
complete -c talent -n "__fish_talent_using_subcommand team; and not __fish_seen_subcommand_from usage allowance help" -l max-messages -d 'The most messages (invites) this run may spend' -r
complete -c talent -n "__fish_talent_using_subcommand team; and not __fish_seen_subcommand_from usage allowance help" -l ledger-url -d 'Where the ledger is: sqlite:PATH, or postgres://USER@HOST[:PORT]/DB for a team ledger (also TALENT_LEDGER_URL; a password only there, in PGPASSWORD or ~/.pgpass)' -r
complete -c talent -n "__fish_talent_using_subcommand team; and not __fish_seen_subcommand_from usage allowance help" -l member -d 'Who this machine spends as in a team ledger [default: LOGIN@HOST]' -r
complete -c talent -n "__fish_talent_using_subcommand team; and not __fish_seen_subcommand_from usage allowance help" -l sandbox -d 'Run against the embedded simulator; no key needed'
complete -c talent -n "__fish_talent_using_subcommand team; and not __fish_seen_subcommand_from usage allowance help" -s y -l yes -d 'Accept quota-spending and destructive confirmations'
complete -c talent -n "__fish_talent_using_subcommand team; and not __fish_seen_subcommand_from usage allowance help" -l no-input -d 'Never prompt; anything that needs a confirmation fails instead'
complete -c talent -n "__fish_talent_using_subcommand team; and not __fish_seen_subcommand_from usage allowance help" -s v -l verbose -d 'Trace requests and responses on stderr (never the key)'
complete -c talent -n "__fish_talent_using_subcommand team; and not __fish_seen_subcommand_from usage allowance help" -s q -l quiet -d 'No progress, no notices: errors only'
complete -c talent -n "__fish_talent_using_subcommand team; and not __fish_seen_subcommand_from usage allowance help" -l accessible -d 'For screen readers: numbered questions, text progress, a visible cursor in browse (also config `accessible = true`; `talent help accessibility`)'
complete -c talent -n "__fish_talent_using_subcommand team; and not __fish_seen_subcommand_from usage allowance help" -l dry-run -d 'Print the request (method, URL, body, the quota it would spend) instead of sending it'
complete -c talent -n "__fish_talent_using_subcommand team; and not __fish_seen_subcommand_from usage allowance help" -l curl -d 'Print the request as a runnable curl command (key as $TALENT_API_KEY) instead of sending it'
complete -c talent -n "__fish_talent_using_subcommand team; and not __fish_seen_subcommand_from usage allowance help" -l force -d 'Send even when --idempotency-key was already used (or a job of that title was just created)'
complete -c talent -n "__fish_talent_using_subcommand team; and not __fish_seen_subcommand_from usage allowance help" -l no-pager -d 'Never page long tables (also TALENT_PAGER= empty, or `config set pager ""`)'
complete -c talent -n "__fish_talent_using_subcommand team; and not __fish_seen_subcommand_from usage allowance help" -l resume -d 'Continue an interrupted --out export of the same command from its checkpoint'
complete -c talent -n "__fish_talent_using_subcommand team; and not __fish_seen_subcommand_from usage allowance help" -l no-headers -d 'Leave out the header row of csv and tsv output'
complete -c talent -n "__fish_talent_using_subcommand team; and not __fish_seen_subcommand_from usage allowance help" -l no-formula-guard -d 'Write CSV cells raw (by default a cell starting with = + - @, tab or CR that is not a plain number gets a \' prefix)'
complete -c talent -n "__fish_talent_using_subcommand team; and not __fish_seen_subcommand_from usage allowance help" -l offline-spend -d 'Spend although the ledger that shares pacing and spends with other runs is unavailable (judged from a live GET /usage alone); --yes does not imply it'
complete -c talent -n "__fish_talent_using_subcommand team; and not __fish_seen_subcommand_from usage allowance help" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c talent -n "__fish_talent_using_subcommand team; and not __fish_seen_subcommand_from usage allowance help" -s V -l version -d 'Print version'
complete -c talent -n "__fish_talent_using_subcommand team; and not __fish_seen_subcommand_from usage allowance help" -f -a "usage" -d 'Show this cycle\'s spends per member beside the meters'
complete -c talent -n "__fish_talent_using_subcommand team; and not __fish_seen_subcommand_from usage allowance help" -f -a "allowance" -d 'Per-member caps per cycle: set, list, clear'
complete -c talent -n "__fish_talent_using_subcommand team; and not __fish_seen_subcommand_from usage allowance help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c talent -n "__fish_talent_using_subcommand team; and __fish_seen_subcommand_from usage" -l base-url -d 'Main interface base URL (ends in /api/v1)' -r
complete -c talent -n "__fish_talent_using_subcommand team; and __fish_seen_subcommand_from usage" -l alt-base-url -d 'Additional interface base URL (ends in /v1)' -r
complete -c talent -n "__fish_talent_using_subcommand team; and __fish_seen_subcommand_from usage" -l profile -d 'Named key and settings [default: default]' -r
complete -c talent -n "__fish_talent_using_subcommand team; and __fish_seen_subcommand_from usage" -s o -l output -d 'Output format [default: table on a terminal, json otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t'Tab-separated, one line per record, for shell loops'"
complete -c talent -n "__fish_talent_using_subcommand team; and __fish_seen_subcommand_from usage" -l fields -d 'Choose and order columns or keys; dotted paths reach nested fields; `all` is every field, `compact` the table\'s set (CSV defaults to every field, that set first); with no value, list the fields and send nothing' -r
complete -c talent -n "__fish_talent_using_subcommand team; and __fish_seen_subcommand_from usage" -l color -d 'Colour notices on stderr (also honours NO_COLOR)' -r -f -a "auto\t''
always\t''
never\t''"
complete -c talent -n "__fish_talent_using_subcommand team; and __fish_seen_subcommand_from usage" -l max-wait -d 'Longest rate-limit wait accepted before exit 6, e.g. 30s, 10m' -r
complete -c talent -n "__fish_talent_using_subcommand team; and __fish_seen_subcommand_from usage" -l ca-file -d 'PEM file of CA certificates trusted beside the system\'s (a TLS-inspecting proxy\'s CA)' -r -F
complete -c talent -n "__fish_talent_using_subcommand team; and __fish_seen_subcommand_from usage" -l timeout -d 'Connect, first-byte and between-bytes timeout of one attempt' -r
complete -c talent -n "__fish_talent_using_subcommand team; and __fish_seen_subcommand_from usage" -l max-time -d 'Longest one attempt may take, from connect to the last byte, e.g. 30s, 5m' -r
complete -c talent -n "__fish_talent_using_subcommand team; and __fish_seen_subcommand_from usage" -l out -d 'Write the data atomically to FILE (FILE.partial, then rename) instead of stdout' -r -F
complete -c talent -n "__fish_talent_using_subcommand team; and __fish_seen_subcommand_from usage" -l idempotency-key -d 'On message, invite, jobs create, bulk-invite: a repeated key sends nothing and prints the recorded result' -r
complete -c talent -n "__fish_talent_using_subcommand team; and __fish_seen_subcommand_from usage" -l jq -d 'Filter JSON output with a jq expression (built in; implies -o json)' -r
complete -c talent -n "__fish_talent_using_subcommand team; and __fish_seen_subcommand_from usage" -l max-unlocks -d 'The most unlocks this run may spend' -r
complete -c talent -n "__fish_talent_using_subcommand team; and __fish_seen_subcommand_from usage" -l max-searches -d 'The most searches (search pages) this run may spend, retried pages included' -r
complete -c talent -n "__fish_talent_using_subcommand team; and __fish_seen_subcommand_from usage" -l max-messages -d 'The most messages (invites) this run may spend' -r
complete -c talent -n "__fish_talent_using_subcommand team; and __fish_seen_subcommand_from usage" -l ledger-url -d 'Where the ledger is: sqlite:PATH, or postgres://USER@HOST[:PORT]/DB for a team ledger (also TALENT_LEDGER_URL; a password only there, in PGPASSWORD or ~/.pgpass)' -r
complete -c talent -n "__fish_talent_using_subcommand team; and __fish_seen_subcommand_from usage" -l member -d 'Who this machine spends as in a team ledger [default: LOGIN@HOST]' -r
complete -c talent -n "__fish_talent_using_subcommand team; and __fish_seen_subcommand_from usage" -l previous -d 'The cycle before this one (no unattributed row: the service shows only the current cycle\'s meters)'
complete -c talent -n "__fish_talent_using_subcommand team; and __fish_seen_subcommand_from usage" -l sandbox -d 'Run against the embedded simulator; no key needed'
complete -c talent -n "__fish_talent_using_subcommand team; and __fish_seen_subcommand_from usage" -s y -l yes -d 'Accept quota-spending and destructive confirmations'
complete -c talent -n "__fish_talent_using_subcommand team; and __fish_seen_subcommand_from usage" -l no-input -d 'Never prompt; anything that needs a confirmation fails instead'
complete -c talent -n "__fish_talent_using_subcommand team; and __fish_seen_subcommand_from usage" -s v -l verbose -d 'Trace requests and responses on stderr (never the key)'
complete -c talent -n "__fish_talent_using_subcommand team; and __fish_seen_subcommand_from usage" -s q -l quiet -d 'No progress, no notices: errors only'
complete -c talent -n "__fish_talent_using_subcommand team; and __fish_seen_subcommand_from usage" -l accessible -d 'For screen readers: numbered questions, text progress, a visible cursor in browse (also config `accessible = true`; `talent help accessibility`)'
complete -c talent -n "__fish_talent_using_subcommand team; and __fish_seen_subcommand_from usage" -l dry-run -d 'Print the request (method, URL, body, the quota it would spend) instead of sending it'
complete -c talent -n "__fish_talent_using_subcommand team; and __fish_seen_subcommand_from usage" -l curl -d 'Print the request as a runnable curl command (key as $TALENT_API_KEY) instead of sending it'
complete -c talent -n "__fish_talent_using_subcommand team; and __fish_seen_subcommand_from usage" -l force -d 'Send even when --idempotency-key was already used (or a job of that title was just created)'
complete -c talent -n "__fish_talent_using_subcommand team; and __fish_seen_subcommand_from usage" -l no-pager -d 'Never page long tables (also TALENT_PAGER= empty, or `config set pager ""`)'
complete -c talent -n "__fish_talent_using_subcommand team; and __fish_seen_subcommand_from usage" -l resume -d 'Continue an interrupted --out export of the same command from its checkpoint'
complete -c talent -n "__fish_talent_using_subcommand team; and __fish_seen_subcommand_from usage" -l no-headers -d 'Leave out the header row of csv and tsv output'
complete -c talent -n "__fish_talent_using_subcommand team; and __fish_seen_subcommand_from usage" -l no-formula-guard -d 'Write CSV cells raw (by default a cell starting with = + - @, tab or CR that is not a plain number gets a \' prefix)'
complete -c talent -n "__fish_talent_using_subcommand team; and __fish_seen_subcommand_from usage" -l offline-spend -d 'Spend although the ledger that shares pacing and spends with other runs is unavailable (judged from a live GET /usage alone); --yes does not imply it'
complete -c talent -n "__fish_talent_using_subcommand team; and __fish_seen_subcommand_from usage" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c talent -n "__fish_talent_using_subcommand team; and __fish_seen_subcommand_from usage" -s V -l version -d 'Print version'
complete -c talent -n "__fish_talent_using_subcommand team; and __fish_seen_subcommand_from allowance" -l base-url -d 'Main interface base URL (ends in /api/v1)' -r
complete -c talent -n "__fish_talent_using_subcommand team; and __fish_seen_subcommand_from allowance" -l alt-base-url -d 'Additional interface base URL (ends in /v1)' -r
complete -c talent -n "__fish_talent_using_subcommand team; and __fish_seen_subcommand_from allowance" -l profile -d 'Named key and settings [default: default]' -r
complete -c talent -n "__fish_talent_using_subcommand team; and __fish_seen_subcommand_from allowance" -s o -l output -d 'Output format [default: table on a terminal, json otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t'Tab-separated, one line per record, for shell loops'"
complete -c talent -n "__fish_talent_using_subcommand team; and __fish_seen_subcommand_from allowance" -l fields -d 'Choose and order columns or keys; dotted paths reach nested fields; `all` is every field, `compact` the table\'s set (CSV defaults to every field, that set first); with no value, list the fields and send nothing' -r
complete -c talent -n "__fish_talent_using_subcommand team; and __fish_seen_subcommand_from allowance" -l color -d 'Colour notices on stderr (also honours NO_COLOR)' -r -f -a "auto\t''
always\t''
never\t''"
complete -c talent -n "__fish_talent_using_subcommand team; and __fish_seen_subcommand_from allowance" -l max-wait -d 'Longest rate-limit wait accepted before exit 6, e.g. 30s, 10m' -r
complete -c talent -n "__fish_talent_using_subcommand team; and __fish_seen_subcommand_from allowance" -l ca-file -d 'PEM file of CA certificates trusted beside the system\'s (a TLS-inspecting proxy\'s CA)' -r -F
complete -c talent -n "__fish_talent_using_subcommand team; and __fish_seen_subcommand_from allowance" -l timeout -d 'Connect, first-byte and between-bytes timeout of one attempt' -r
complete -c talent -n "__fish_talent_using_subcommand team; and __fish_seen_subcommand_from allowance" -l max-time -d 'Longest one attempt may take, from connect to the last byte, e.g. 30s, 5m' -r
complete -c talent -n "__fish_talent_using_subcommand team; and __fish_seen_subcommand_from allowance" -l out -d 'Write the data atomically to FILE (FILE.partial, then rename) instead of stdout' -r -F
complete -c talent -n "__fish_talent_using_subcommand team; and __fish_seen_subcommand_from allowance" -l idempotency-key -d 'On message, invite, jobs create, bulk-invite: a repeated key sends nothing and prints the recorded result' -r
complete -c talent -n "__fish_talent_using_subcommand team; and __fish_seen_subcommand_from allowance" -l jq -d 'Filter JSON output with a jq expression (built in; implies -o json)' -r
complete -c talent -n "__fish_talent_using_subcommand team; and __fish_seen_subcommand_from allowance" -l max-unlocks -d 'The most unlocks this run may spend' -r
complete -c talent -n "__fish_talent_using_subcommand team; and __fish_seen_subcommand_from allowance" -l max-searches -d 'The most searches (search pages) this run may spend, retried pages included' -r
complete -c talent -n "__fish_talent_using_subcommand team; and __fish_seen_subcommand_from allowance" -l max-messages -d 'The most messages (invites) this run may spend' -r
complete -c talent -n "__fish_talent_using_subcommand team; and __fish_seen_subcommand_from allowance" -l ledger-url -d 'Where the ledger is: sqlite:PATH, or postgres://USER@HOST[:PORT]/DB for a team ledger (also TALENT_LEDGER_URL; a password only there, in PGPASSWORD or ~/.pgpass)' -r
complete -c talent -n "__fish_talent_using_subcommand team; and __fish_seen_subcommand_from allowance" -l member -d 'Who this machine spends as in a team ledger [default: LOGIN@HOST]' -r
complete -c talent -n "__fish_talent_using_subcommand team; and __fish_seen_subcommand_from allowance" -l sandbox -d 'Run against the embedded simulator; no key needed'
complete -c talent -n "__fish_talent_using_subcommand team; and __fish_seen_subcommand_from allowance" -s y -l yes -d 'Accept quota-spending and destructive confirmations'
complete -c talent -n "__fish_talent_using_subcommand team; and __fish_seen_subcommand_from allowance" -l no-input -d 'Never prompt; anything that needs a confirmation fails instead'
complete -c talent -n "__fish_talent_using_subcommand team; and __fish_seen_subcommand_from allowance" -s v -l verbose -d 'Trace requests and responses on stderr (never the key)'
complete -c talent -n "__fish_talent_using_subcommand team; and __fish_seen_subcommand_from allowance" -s q -l quiet -d 'No progress, no notices: errors only'
complete -c talent -n "__fish_talent_using_subcommand team; and __fish_seen_subcommand_from allowance" -l accessible -d 'For screen readers: numbered questions, text progress, a visible cursor in browse (also config `accessible = true`; `talent help accessibility`)'
complete -c talent -n "__fish_talent_using_subcommand team; and __fish_seen_subcommand_from allowance" -l dry-run -d 'Print the request (method, URL, body, the quota it would spend) instead of sending it'
complete -c talent -n "__fish_talent_using_subcommand team; and __fish_seen_subcommand_from allowance" -l curl -d 'Print the request as a runnable curl command (key as $TALENT_API_KEY) instead of sending it'
complete -c talent -n "__fish_talent_using_subcommand team; and __fish_seen_subcommand_from allowance" -l force -d 'Send even when --idempotency-key was already used (or a job of that title was just created)'
complete -c talent -n "__fish_talent_using_subcommand team; and __fish_seen_subcommand_from allowance" -l no-pager -d 'Never page long tables (also TALENT_PAGER= empty, or `config set pager ""`)'
complete -c talent -n "__fish_talent_using_subcommand team; and __fish_seen_subcommand_from allowance" -l resume -d 'Continue an interrupted --out export of the same command from its checkpoint'
complete -c talent -n "__fish_talent_using_subcommand team; and __fish_seen_subcommand_from allowance" -l no-headers -d 'Leave out the header row of csv and tsv output'
complete -c talent -n "__fish_talent_using_subcommand team; and __fish_seen_subcommand_from allowance" -l no-formula-guard -d 'Write CSV cells raw (by default a cell starting with = + - @, tab or CR that is not a plain number gets a \' prefix)'
complete -c talent -n "__fish_talent_using_subcommand team; and __fish_seen_subcommand_from allowance" -l offline-spend -d 'Spend although the ledger that shares pacing and spends with other runs is unavailable (judged from a live GET /usage alone); --yes does not imply it'
complete -c talent -n "__fish_talent_using_subcommand team; and __fish_seen_subcommand_from allowance" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c talent -n "__fish_talent_using_subcommand team; and __fish_seen_subcommand_from allowance" -s V -l version -d 'Print version'
complete -c talent -n "__fish_talent_using_subcommand team; and __fish_seen_subcommand_from allowance" -f -a "set" -d 'Cap what a member may spend per quota cycle'
complete -c talent -n "__fish_talent_using_subcommand team; and __fish_seen_subcommand_from allowance" -f -a "list" -d 'List the members\' allowances per cycle'
complete -c talent -n "__fish_talent_using_subcommand team; and __fish_seen_subcommand_from allowance" -f -a "clear" -d 'Remove a member\'s allowances (no cap but the workspace\'s quota)'
complete -c talent -n "__fish_talent_using_subcommand team; and __fish_seen_subcommand_from allowance" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c talent -n "__fish_talent_using_subcommand team; and __fish_seen_subcommand_from help" -f -a "usage" -d 'Show this cycle\'s spends per member beside the meters'
complete -c talent -n "__fish_talent_using_subcommand team; and __fish_seen_subcommand_from help" -f -a "allowance" -d 'Per-member caps per cycle: set, list, clear'
complete -c talent -n "__fish_talent_using_subcommand team; and __fish_seen_subcommand_from help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c talent -n "__fish_talent_using_subcommand completions" -l base-url -d 'Main interface base URL (ends in /api/v1)' -r
complete -c talent -n "__fish_talent_using_subcommand completions" -l alt-base-url -d 'Additional interface base URL (ends in /v1)' -r
complete -c talent -n "__fish_talent_using_subcommand completions" -l profile -d 'Named key and settings [default: default]' -r
complete -c talent -n "__fish_talent_using_subcommand completions" -s o -l output -d 'Output format [default: table on a terminal, json otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t'Tab-separated, one line per record, for shell loops'"
complete -c talent -n "__fish_talent_using_subcommand completions" -l fields -d 'Choose and order columns or keys; dotted paths reach nested fields; `all` is every field, `compact` the table\'s set (CSV defaults to every field, that set first); with no value, list the fields and send nothing' -r
complete -c talent -n "__fish_talent_using_subcommand completions" -l color -d 'Colour notices on stderr (also honours NO_COLOR)' -r -f -a "auto\t''
always\t''
never\t''"
complete -c talent -n "__fish_talent_using_subcommand completions" -l max-wait -d 'Longest rate-limit wait accepted before exit 6, e.g. 30s, 10m' -r
complete -c talent -n "__fish_talent_using_subcommand completions" -l ca-file -d 'PEM file of CA certificates trusted beside the system\'s (a TLS-inspecting proxy\'s CA)' -r -F
complete -c talent -n "__fish_talent_using_subcommand completions" -l timeout -d 'Connect, first-byte and between-bytes timeout of one attempt' -r
complete -c talent -n "__fish_talent_using_subcommand completions" -l max-time -d 'Longest one attempt may take, from connect to the last byte, e.g. 30s, 5m' -r
complete -c talent -n "__fish_talent_using_subcommand completions" -l out -d 'Write the data atomically to FILE (FILE.partial, then rename) instead of stdout' -r -F
complete -c talent -n "__fish_talent_using_subcommand completions" -l idempotency-key -d 'On message, invite, jobs create, bulk-invite: a repeated key sends nothing and prints the recorded result' -r
complete -c talent -n "__fish_talent_using_subcommand completions" -l jq -d 'Filter JSON output with a jq expression (built in; implies -o json)' -r
complete -c talent -n "__fish_talent_using_subcommand completions" -l max-unlocks -d 'The most unlocks this run may spend' -r
complete -c talent -n "__fish_talent_using_subcommand completions" -l max-searches -d 'The most searches (search pages) this run may spend, retried pages included' -r
complete -c talent -n "__fish_talent_using_subcommand completions" -l max-messages -d 'The most messages (invites) this run may spend' -r
complete -c talent -n "__fish_talent_using_subcommand completions" -l ledger-url -d 'Where the ledger is: sqlite:PATH, or postgres://USER@HOST[:PORT]/DB for a team ledger (also TALENT_LEDGER_URL; a password only there, in PGPASSWORD or ~/.pgpass)' -r
complete -c talent -n "__fish_talent_using_subcommand completions" -l member -d 'Who this machine spends as in a team ledger [default: LOGIN@HOST]' -r
complete -c talent -n "__fish_talent_using_subcommand completions" -l sandbox -d 'Run against the embedded simulator; no key needed'
complete -c talent -n "__fish_talent_using_subcommand completions" -s y -l yes -d 'Accept quota-spending and destructive confirmations'
complete -c talent -n "__fish_talent_using_subcommand completions" -l no-input -d 'Never prompt; anything that needs a confirmation fails instead'
complete -c talent -n "__fish_talent_using_subcommand completions" -s v -l verbose -d 'Trace requests and responses on stderr (never the key)'
complete -c talent -n "__fish_talent_using_subcommand completions" -s q -l quiet -d 'No progress, no notices: errors only'
complete -c talent -n "__fish_talent_using_subcommand completions" -l accessible -d 'For screen readers: numbered questions, text progress, a visible cursor in browse (also config `accessible = true`; `talent help accessibility`)'
complete -c talent -n "__fish_talent_using_subcommand completions" -l dry-run -d 'Print the request (method, URL, body, the quota it would spend) instead of sending it'
complete -c talent -n "__fish_talent_using_subcommand completions" -l curl -d 'Print the request as a runnable curl command (key as $TALENT_API_KEY) instead of sending it'
complete -c talent -n "__fish_talent_using_subcommand completions" -l force -d 'Send even when --idempotency-key was already used (or a job of that title was just created)'
complete -c talent -n "__fish_talent_using_subcommand completions" -l no-pager -d 'Never page long tables (also TALENT_PAGER= empty, or `config set pager ""`)'
complete -c talent -n "__fish_talent_using_subcommand completions" -l resume -d 'Continue an interrupted --out export of the same command from its checkpoint'
complete -c talent -n "__fish_talent_using_subcommand completions" -l no-headers -d 'Leave out the header row of csv and tsv output'
complete -c talent -n "__fish_talent_using_subcommand completions" -l no-formula-guard -d 'Write CSV cells raw (by default a cell starting with = + - @, tab or CR that is not a plain number gets a \' prefix)'
complete -c talent -n "__fish_talent_using_subcommand completions" -l offline-spend -d 'Spend although the ledger that shares pacing and spends with other runs is unavailable (judged from a live GET /usage alone); --yes does not imply it'
complete -c talent -n "__fish_talent_using_subcommand completions" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c talent -n "__fish_talent_using_subcommand completions" -s V -l version -d 'Print version'
complete -c talent -n "__fish_talent_using_subcommand status" -l base-url -d 'Main interface base URL (ends in /api/v1)' -r
complete -c talent -n "__fish_talent_using_subcommand status" -l alt-base-url -d 'Additional interface base URL (ends in /v1)' -r
complete -c talent -n "__fish_talent_using_subcommand status" -l profile -d 'Named key and settings [default: default]' -r
complete -c talent -n "__fish_talent_using_subcommand status" -s o -l output -d 'Output format [default: table on a terminal, json otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t'Tab-separated, one line per record, for shell loops'"
complete -c talent -n "__fish_talent_using_subcommand status" -l fields -d 'Choose and order columns or keys; dotted paths reach nested fields; `all` is every field, `compact` the table\'s set (CSV defaults to every field, that set first); with no value, list the fields and send nothing' -r
complete -c talent -n "__fish_talent_using_subcommand status" -l color -d 'Colour notices on stderr (also honours NO_COLOR)' -r -f -a "auto\t''
always\t''
never\t''"
complete -c talent -n "__fish_talent_using_subcommand status" -l max-wait -d 'Longest rate-limit wait accepted before exit 6, e.g. 30s, 10m' -r
complete -c talent -n "__fish_talent_using_subcommand status" -l ca-file -d 'PEM file of CA certificates trusted beside the system\'s (a TLS-inspecting proxy\'s CA)' -r -F
complete -c talent -n "__fish_talent_using_subcommand status" -l timeout -d 'Connect, first-byte and between-bytes timeout of one attempt' -r
complete -c talent -n "__fish_talent_using_subcommand status" -l max-time -d 'Longest one attempt may take, from connect to the last byte, e.g. 30s, 5m' -r
complete -c talent -n "__fish_talent_using_subcommand status" -l out -d 'Write the data atomically to FILE (FILE.partial, then rename) instead of stdout' -r -F
complete -c talent -n "__fish_talent_using_subcommand status" -l idempotency-key -d 'On message, invite, jobs create, bulk-invite: a repeated key sends nothing and prints the recorded result' -r
complete -c talent -n "__fish_talent_using_subcommand status" -l jq -d 'Filter JSON output with a jq expression (built in; implies -o json)' -r
complete -c talent -n "__fish_talent_using_subcommand status" -l max-unlocks -d 'The most unlocks this run may spend' -r
complete -c talent -n "__fish_talent_using_subcommand status" -l max-searches -d 'The most searches (search pages) this run may spend, retried pages included' -r
complete -c talent -n "__fish_talent_using_subcommand status" -l max-messages -d 'The most messages (invites) this run may spend' -r
complete -c talent -n "__fish_talent_using_subcommand status" -l ledger-url -d 'Where the ledger is: sqlite:PATH, or postgres://USER@HOST[:PORT]/DB for a team ledger (also TALENT_LEDGER_URL; a password only there, in PGPASSWORD or ~/.pgpass)' -r
complete -c talent -n "__fish_talent_using_subcommand status" -l member -d 'Who this machine spends as in a team ledger [default: LOGIN@HOST]' -r
complete -c talent -n "__fish_talent_using_subcommand status" -l exit-status -d 'Exit 1 when something needs attention (a reserve breached, a webhook disabled)'
complete -c talent -n "__fish_talent_using_subcommand status" -l sandbox -d 'Run against the embedded simulator; no key needed'
complete -c talent -n "__fish_talent_using_subcommand status" -s y -l yes -d 'Accept quota-spending and destructive confirmations'
complete -c talent -n "__fish_talent_using_subcommand status" -l no-input -d 'Never prompt; anything that needs a confirmation fails instead'
complete -c talent -n "__fish_talent_using_subcommand status" -s v -l verbose -d 'Trace requests and responses on stderr (never the key)'
complete -c talent -n "__fish_talent_using_subcommand status" -s q -l quiet -d 'No progress, no notices: errors only'
complete -c talent -n "__fish_talent_using_subcommand status" -l accessible -d 'For screen readers: numbered questions, text progress, a visible cursor in browse (also config `accessible = true`; `talent help accessibility`)'
complete -c talent -n "__fish_talent_using_subcommand status" -l dry-run -d 'Print the request (method, URL, body, the quota it would spend) instead of sending it'
complete -c talent -n "__fish_talent_using_subcommand status" -l curl -d 'Print the request as a runnable curl command (key as $TALENT_API_KEY) instead of sending it'
complete -c talent -n "__fish_talent_using_subcommand status" -l force -d 'Send even when --idempotency-key was already used (or a job of that title was just created)'
complete -c talent -n "__fish_talent_using_subcommand status" -l no-pager -d 'Never page long tables (also TALENT_PAGER= empty, or `config set pager ""`)'
complete -c talent -n "__fish_talent_using_subcommand status" -l resume -d 'Continue an interrupted --out export of the same command from its checkpoint'
complete -c talent -n "__fish_talent_using_subcommand status" -l no-headers -d 'Leave out the header row of csv and tsv output'
complete -c talent -n "__fish_talent_using_subcommand status" -l no-formula-guard -d 'Write CSV cells raw (by default a cell starting with = + - @, tab or CR that is not a plain number gets a \' prefix)'
complete -c talent -n "__fish_talent_using_subcommand status" -l offline-spend -d 'Spend although the ledger that shares pacing and spends with other runs is unavailable (judged from a live GET /usage alone); --yes does not imply it'
complete -c talent -n "__fish_talent_using_subcommand status" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c talent -n "__fish_talent_using_subcommand status" -s V -l version -d 'Print version'
complete -c talent -n "__fish_talent_using_subcommand fixtures" -l base-url -d 'Main interface base URL (ends in /api/v1)' -r
complete -c talent -n "__fish_talent_using_subcommand fixtures" -l alt-base-url -d 'Additional interface base URL (ends in /v1)' -r
complete -c talent -n "__fish_talent_using_subcommand fixtures" -l profile -d 'Named key and settings [default: default]' -r
complete -c talent -n "__fish_talent_using_subcommand fixtures" -s o -l output -d 'Output format [default: table on a terminal, json otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t'Tab-separated, one line per record, for shell loops'"
complete -c talent -n "__fish_talent_using_subcommand fixtures" -l fields -d 'Choose and order columns or keys; dotted paths reach nested fields; `all` is every field, `compact` the table\'s set (CSV defaults to every field, that set first); with no value, list the fields and send nothing' -r
complete -c talent -n "__fish_talent_using_subcommand fixtures" -l color -d 'Colour notices on stderr (also honours NO_COLOR)' -r -f -a "auto\t''
always\t''
never\t''"
complete -c talent -n "__fish_talent_using_subcommand fixtures" -l max-wait -d 'Longest rate-limit wait accepted before exit 6, e.g. 30s, 10m' -r
complete -c talent -n "__fish_talent_using_subcommand fixtures" -l ca-file -d 'PEM file of CA certificates trusted beside the system\'s (a TLS-inspecting proxy\'s CA)' -r -F
complete -c talent -n "__fish_talent_using_subcommand fixtures" -l timeout -d 'Connect, first-byte and between-bytes timeout of one attempt' -r
complete -c talent -n "__fish_talent_using_subcommand fixtures" -l max-time -d 'Longest one attempt may take, from connect to the last byte, e.g. 30s, 5m' -r
complete -c talent -n "__fish_talent_using_subcommand fixtures" -l out -d 'Write the data atomically to FILE (FILE.partial, then rename) instead of stdout' -r -F
complete -c talent -n "__fish_talent_using_subcommand fixtures" -l idempotency-key -d 'On message, invite, jobs create, bulk-invite: a repeated key sends nothing and prints the recorded result' -r
complete -c talent -n "__fish_talent_using_subcommand fixtures" -l jq -d 'Filter JSON output with a jq expression (built in; implies -o json)' -r
complete -c talent -n "__fish_talent_using_subcommand fixtures" -l max-unlocks -d 'The most unlocks this run may spend' -r
complete -c talent -n "__fish_talent_using_subcommand fixtures" -l max-searches -d 'The most searches (search pages) this run may spend, retried pages included' -r
complete -c talent -n "__fish_talent_using_subcommand fixtures" -l max-messages -d 'The most messages (invites) this run may spend' -r
complete -c talent -n "__fish_talent_using_subcommand fixtures" -l ledger-url -d 'Where the ledger is: sqlite:PATH, or postgres://USER@HOST[:PORT]/DB for a team ledger (also TALENT_LEDGER_URL; a password only there, in PGPASSWORD or ~/.pgpass)' -r
complete -c talent -n "__fish_talent_using_subcommand fixtures" -l member -d 'Who this machine spends as in a team ledger [default: LOGIN@HOST]' -r
complete -c talent -n "__fish_talent_using_subcommand fixtures" -l sandbox -d 'Run against the embedded simulator; no key needed'
complete -c talent -n "__fish_talent_using_subcommand fixtures" -s y -l yes -d 'Accept quota-spending and destructive confirmations'
complete -c talent -n "__fish_talent_using_subcommand fixtures" -l no-input -d 'Never prompt; anything that needs a confirmation fails instead'
complete -c talent -n "__fish_talent_using_subcommand fixtures" -s v -l verbose -d 'Trace requests and responses on stderr (never the key)'
complete -c talent -n "__fish_talent_using_subcommand fixtures" -s q -l quiet -d 'No progress, no notices: errors only'
complete -c talent -n "__fish_talent_using_subcommand fixtures" -l accessible -d 'For screen readers: numbered questions, text progress, a visible cursor in browse (also config `accessible = true`; `talent help accessibility`)'
complete -c talent -n "__fish_talent_using_subcommand fixtures" -l dry-run -d 'Print the request (method, URL, body, the quota it would spend) instead of sending it'
complete -c talent -n "__fish_talent_using_subcommand fixtures" -l curl -d 'Print the request as a runnable curl command (key as $TALENT_API_KEY) instead of sending it'
complete -c talent -n "__fish_talent_using_subcommand fixtures" -l force -d 'Send even when --idempotency-key was already used (or a job of that title was just created)'
complete -c talent -n "__fish_talent_using_subcommand fixtures" -l no-pager -d 'Never page long tables (also TALENT_PAGER= empty, or `config set pager ""`)'
complete -c talent -n "__fish_talent_using_subcommand fixtures" -l resume -d 'Continue an interrupted --out export of the same command from its checkpoint'
complete -c talent -n "__fish_talent_using_subcommand fixtures" -l no-headers -d 'Leave out the header row of csv and tsv output'
complete -c talent -n "__fish_talent_using_subcommand fixtures" -l no-formula-guard -d 'Write CSV cells raw (by default a cell starting with = + - @, tab or CR that is not a plain number gets a \' prefix)'
complete -c talent -n "__fish_talent_using_subcommand fixtures" -l offline-spend -d 'Spend although the ledger that shares pacing and spends with other runs is unavailable (judged from a live GET /usage alone); --yes does not imply it'
complete -c talent -n "__fish_talent_using_subcommand fixtures" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c talent -n "__fish_talent_using_subcommand fixtures" -s V -l version -d 'Print version'
complete -c talent -n "__fish_talent_using_subcommand alias; and not __fish_seen_subcommand_from set list delete help" -l base-url -d 'Main interface base URL (ends in /api/v1)' -r
complete -c talent -n "__fish_talent_using_subcommand alias; and not __fish_seen_subcommand_from set list delete help" -l alt-base-url -d 'Additional interface base URL (ends in /v1)' -r
complete -c talent -n "__fish_talent_using_subcommand alias; and not __fish_seen_subcommand_from set list delete help" -l profile -d 'Named key and settings [default: default]' -r
complete -c talent -n "__fish_talent_using_subcommand alias; and not __fish_seen_subcommand_from set list delete help" -s o -l output -d 'Output format [default: table on a terminal, json otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t'Tab-separated, one line per record, for shell loops'"
complete -c talent -n "__fish_talent_using_subcommand alias; and not __fish_seen_subcommand_from set list delete help" -l fields -d 'Choose and order columns or keys; dotted paths reach nested fields; `all` is every field, `compact` the table\'s set (CSV defaults to every field, that set first); with no value, list the fields and send nothing' -r
complete -c talent -n "__fish_talent_using_subcommand alias; and not __fish_seen_subcommand_from set list delete help" -l color -d 'Colour notices on stderr (also honours NO_COLOR)' -r -f -a "auto\t''
always\t''
never\t''"
complete -c talent -n "__fish_talent_using_subcommand alias; and not __fish_seen_subcommand_from set list delete help" -l max-wait -d 'Longest rate-limit wait accepted before exit 6, e.g. 30s, 10m' -r
complete -c talent -n "__fish_talent_using_subcommand alias; and not __fish_seen_subcommand_from set list delete help" -l ca-file -d 'PEM file of CA certificates trusted beside the system\'s (a TLS-inspecting proxy\'s CA)' -r -F
complete -c talent -n "__fish_talent_using_subcommand alias; and not __fish_seen_subcommand_from set list delete help" -l timeout -d 'Connect, first-byte and between-bytes timeout of one attempt' -r
complete -c talent -n "__fish_talent_using_subcommand alias; and not __fish_seen_subcommand_from set list delete help" -l max-time -d 'Longest one attempt may take, from connect to the last byte, e.g. 30s, 5m' -r
complete -c talent -n "__fish_talent_using_subcommand alias; and not __fish_seen_subcommand_from set list delete help" -l out -d 'Write the data atomically to FILE (FILE.partial, then rename) instead of stdout' -r -F
complete -c talent -n "__fish_talent_using_subcommand alias; and not __fish_seen_subcommand_from set list delete help" -l idempotency-key -d 'On message, invite, jobs create, bulk-invite: a repeated key sends nothing and prints the recorded result' -r
complete -c talent -n "__fish_talent_using_subcommand alias; and not __fish_seen_subcommand_from set list delete help" -l jq -d 'Filter JSON output with a jq expression (built in; implies -o json)' -r
complete -c talent -n "__fish_talent_using_subcommand alias; and not __fish_seen_subcommand_from set list delete help" -l max-unlocks -d 'The most unlocks this run may spend' -r
complete -c talent -n "__fish_talent_using_subcommand alias; and not __fish_seen_subcommand_from set list delete help" -l max-searches -d 'The most searches (search pages) this run may spend, retried pages included' -r
complete -c talent -n "__fish_talent_using_subcommand alias; and not __fish_seen_subcommand_from set list delete help" -l max-messages -d 'The most messages (invites) this run may spend' -r
complete -c talent -n "__fish_talent_using_subcommand alias; and not __fish_seen_subcommand_from set list delete help" -l ledger-url -d 'Where the ledger is: sqlite:PATH, or postgres://USER@HOST[:PORT]/DB for a team ledger (also TALENT_LEDGER_URL; a password only there, in PGPASSWORD or ~/.pgpass)' -r
complete -c talent -n "__fish_talent_using_subcommand alias; and not __fish_seen_subcommand_from set list delete help" -l member -d 'Who this machine spends as in a team ledger [default: LOGIN@HOST]' -r
complete -c talent -n "__fish_talent_using_subcommand alias; and not __fish_seen_subcommand_from set list delete help" -l sandbox -d 'Run against the embedded simulator; no key needed'
complete -c talent -n "__fish_talent_using_subcommand alias; and not __fish_seen_subcommand_from set list delete help" -s y -l yes -d 'Accept quota-spending and destructive confirmations'
complete -c talent -n "__fish_talent_using_subcommand alias; and not __fish_seen_subcommand_from set list delete help" -l no-input -d 'Never prompt; anything that needs a confirmation fails instead'
complete -c talent -n "__fish_talent_using_subcommand alias; and not __fish_seen_subcommand_from set list delete help" -s v -l verbose -d 'Trace requests and responses on stderr (never the key)'
complete -c talent -n "__fish_talent_using_subcommand alias; and not __fish_seen_subcommand_from set list delete help" -s q -l quiet -d 'No progress, no notices: errors only'
complete -c talent -n "__fish_talent_using_subcommand alias; and not __fish_seen_subcommand_from set list delete help" -l accessible -d 'For screen readers: numbered questions, text progress, a visible cursor in browse (also config `accessible = true`; `talent help accessibility`)'
complete -c talent -n "__fish_talent_using_subcommand alias; and not __fish_seen_subcommand_from set list delete help" -l dry-run -d 'Print the request (method, URL, body, the quota it would spend) instead of sending it'
complete -c talent -n "__fish_talent_using_subcommand alias; and not __fish_seen_subcommand_from set list delete help" -l curl -d 'Print the request as a runnable curl command (key as $TALENT_API_KEY) instead of sending it'
complete -c talent -n "__fish_talent_using_subcommand alias; and not __fish_seen_subcommand_from set list delete help" -l force -d 'Send even when --idempotency-key was already used (or a job of that title was just created)'
complete -c talent -n "__fish_talent_using_subcommand alias; and not __fish_seen_subcommand_from set list delete help" -l no-pager -d 'Never page long tables (also TALENT_PAGER= empty, or `config set pager ""`)'
complete -c talent -n "__fish_talent_using_subcommand alias; and not __fish_seen_subcommand_from set list delete help" -l resume -d 'Continue an interrupted --out export of the same command from its checkpoint'
complete -c talent -n "__fish_talent_using_subcommand alias; and not __fish_seen_subcommand_from set list delete help" -l no-headers -d 'Leave out the header row of csv and tsv output'
complete -c talent -n "__fish_talent_using_subcommand alias; and not __fish_seen_subcommand_from set list delete help" -l no-formula-guard -d 'Write CSV cells raw (by default a cell starting with = + - @, tab or CR that is not a plain number gets a \' prefix)'
complete -c talent -n "__fish_talent_using_subcommand alias; and not __fish_seen_subcommand_from set list delete help" -l offline-spend -d 'Spend although the ledger that shares pacing and spends with other runs is unavailable (judged from a live GET /usage alone); --yes does not imply it'
complete -c talent -n "__fish_talent_using_subcommand alias; and not __fish_seen_subcommand_from set list delete help" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c talent -n "__fish_talent_using_subcommand alias; and not __fish_seen_subcommand_from set list delete help" -s V -l version -d 'Print version'
complete -c talent -n "__fish_talent_using_subcommand alias; and not __fish_seen_subcommand_from set list delete help" -f -a "set" -d 'Save a command under a short name'
complete -c talent -n "__fish_talent_using_subcommand alias; and not __fish_seen_subcommand_from set list delete help" -f -a "list" -d 'List saved commands'
complete -c talent -n "__fish_talent_using_subcommand alias; and not __fish_seen_subcommand_from set list delete help" -f -a "delete" -d 'Delete a saved command'
complete -c talent -n "__fish_talent_using_subcommand alias; and not __fish_seen_subcommand_from set list delete help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c talent -n "__fish_talent_using_subcommand alias; and __fish_seen_subcommand_from set" -l base-url -d 'Main interface base URL (ends in /api/v1)' -r
complete -c talent -n "__fish_talent_using_subcommand alias; and __fish_seen_subcommand_from set" -l alt-base-url -d 'Additional interface base URL (ends in /v1)' -r
complete -c talent -n "__fish_talent_using_subcommand alias; and __fish_seen_subcommand_from set" -l profile -d 'Named key and settings [default: default]' -r
complete -c talent -n "__fish_talent_using_subcommand alias; and __fish_seen_subcommand_from set" -s o -l output -d 'Output format [default: table on a terminal, json otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t'Tab-separated, one line per record, for shell loops'"
complete -c talent -n "__fish_talent_using_subcommand alias; and __fish_seen_subcommand_from set" -l fields -d 'Choose and order columns or keys; dotted paths reach nested fields; `all` is every field, `compact` the table\'s set (CSV defaults to every field, that set first); with no value, list the fields and send nothing' -r
complete -c talent -n "__fish_talent_using_subcommand alias; and __fish_seen_subcommand_from set" -l color -d 'Colour notices on stderr (also honours NO_COLOR)' -r -f -a "auto\t''
always\t''
never\t''"
complete -c talent -n "__fish_talent_using_subcommand alias; and __fish_seen_subcommand_from set" -l max-wait -d 'Longest rate-limit wait accepted before exit 6, e.g. 30s, 10m' -r
complete -c talent -n "__fish_talent_using_subcommand alias; and __fish_seen_subcommand_from set" -l ca-file -d 'PEM file of CA certificates trusted beside the system\'s (a TLS-inspecting proxy\'s CA)' -r -F
complete -c talent -n "__fish_talent_using_subcommand alias; and __fish_seen_subcommand_from set" -l timeout -d 'Connect, first-byte and between-bytes timeout of one attempt' -r
complete -c talent -n "__fish_talent_using_subcommand alias; and __fish_seen_subcommand_from set" -l max-time -d 'Longest one attempt may take, from connect to the last byte, e.g. 30s, 5m' -r
complete -c talent -n "__fish_talent_using_subcommand alias; and __fish_seen_subcommand_from set" -l out -d 'Write the data atomically to FILE (FILE.partial, then rename) instead of stdout' -r -F
complete -c talent -n "__fish_talent_using_subcommand alias; and __fish_seen_subcommand_from set" -l idempotency-key -d 'On message, invite, jobs create, bulk-invite: a repeated key sends nothing and prints the recorded result' -r
complete -c talent -n "__fish_talent_using_subcommand alias; and __fish_seen_subcommand_from set" -l jq -d 'Filter JSON output with a jq expression (built in; implies -o json)' -r
complete -c talent -n "__fish_talent_using_subcommand alias; and __fish_seen_subcommand_from set" -l max-unlocks -d 'The most unlocks this run may spend' -r
complete -c talent -n "__fish_talent_using_subcommand alias; and __fish_seen_subcommand_from set" -l max-searches -d 'The most searches (search pages) this run may spend, retried pages included' -r
complete -c talent -n "__fish_talent_using_subcommand alias; and __fish_seen_subcommand_from set" -l max-messages -d 'The most messages (invites) this run may spend' -r
complete -c talent -n "__fish_talent_using_subcommand alias; and __fish_seen_subcommand_from set" -l ledger-url -d 'Where the ledger is: sqlite:PATH, or postgres://USER@HOST[:PORT]/DB for a team ledger (also TALENT_LEDGER_URL; a password only there, in PGPASSWORD or ~/.pgpass)' -r
complete -c talent -n "__fish_talent_using_subcommand alias; and __fish_seen_subcommand_from set" -l member -d 'Who this machine spends as in a team ledger [default: LOGIN@HOST]' -r
complete -c talent -n "__fish_talent_using_subcommand alias; and __fish_seen_subcommand_from set" -l sandbox -d 'Run against the embedded simulator; no key needed'
complete -c talent -n "__fish_talent_using_subcommand alias; and __fish_seen_subcommand_from set" -s y -l yes -d 'Accept quota-spending and destructive confirmations'
complete -c talent -n "__fish_talent_using_subcommand alias; and __fish_seen_subcommand_from set" -l no-input -d 'Never prompt; anything that needs a confirmation fails instead'
complete -c talent -n "__fish_talent_using_subcommand alias; and __fish_seen_subcommand_from set" -s v -l verbose -d 'Trace requests and responses on stderr (never the key)'
complete -c talent -n "__fish_talent_using_subcommand alias; and __fish_seen_subcommand_from set" -s q -l quiet -d 'No progress, no notices: errors only'
complete -c talent -n "__fish_talent_using_subcommand alias; and __fish_seen_subcommand_from set" -l accessible -d 'For screen readers: numbered questions, text progress, a visible cursor in browse (also config `accessible = true`; `talent help accessibility`)'
complete -c talent -n "__fish_talent_using_subcommand alias; and __fish_seen_subcommand_from set" -l dry-run -d 'Print the request (method, URL, body, the quota it would spend) instead of sending it'
complete -c talent -n "__fish_talent_using_subcommand alias; and __fish_seen_subcommand_from set" -l curl -d 'Print the request as a runnable curl command (key as $TALENT_API_KEY) instead of sending it'
complete -c talent -n "__fish_talent_using_subcommand alias; and __fish_seen_subcommand_from set" -l force -d 'Send even when --idempotency-key was already used (or a job of that title was just created)'
complete -c talent -n "__fish_talent_using_subcommand alias; and __fish_seen_subcommand_from set" -l no-pager -d 'Never page long tables (also TALENT_PAGER= empty, or `config set pager ""`)'
complete -c talent -n "__fish_talent_using_subcommand alias; and __fish_seen_subcommand_from set" -l resume -d 'Continue an interrupted --out export of the same command from its checkpoint'
complete -c talent -n "__fish_talent_using_subcommand alias; and __fish_seen_subcommand_from set" -l no-headers -d 'Leave out the header row of csv and tsv output'
complete -c talent -n "__fish_talent_using_subcommand alias; and __fish_seen_subcommand_from set" -l no-formula-guard -d 'Write CSV cells raw (by default a cell starting with = + - @, tab or CR that is not a plain number gets a \' prefix)'
complete -c talent -n "__fish_talent_using_subcommand alias; and __fish_seen_subcommand_from set" -l offline-spend -d 'Spend although the ledger that shares pacing and spends with other runs is unavailable (judged from a live GET /usage alone); --yes does not imply it'
complete -c talent -n "__fish_talent_using_subcommand alias; and __fish_seen_subcommand_from set" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c talent -n "__fish_talent_using_subcommand alias; and __fish_seen_subcommand_from set" -s V -l version -d 'Print version'
complete -c talent -n "__fish_talent_using_subcommand alias; and __fish_seen_subcommand_from list" -l base-url -d 'Main interface base URL (ends in /api/v1)' -r
complete -c talent -n "__fish_talent_using_subcommand alias; and __fish_seen_subcommand_from list" -l alt-base-url -d 'Additional interface base URL (ends in /v1)' -r
complete -c talent -n "__fish_talent_using_subcommand alias; and __fish_seen_subcommand_from list" -l profile -d 'Named key and settings [default: default]' -r
complete -c talent -n "__fish_talent_using_subcommand alias; and __fish_seen_subcommand_from list" -s o -l output -d 'Output format [default: table on a terminal, json otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t'Tab-separated, one line per record, for shell loops'"
complete -c talent -n "__fish_talent_using_subcommand alias; and __fish_seen_subcommand_from list" -l fields -d 'Choose and order columns or keys; dotted paths reach nested fields; `all` is every field, `compact` the table\'s set (CSV defaults to every field, that set first); with no value, list the fields and send nothing' -r
complete -c talent -n "__fish_talent_using_subcommand alias; and __fish_seen_subcommand_from list" -l color -d 'Colour notices on stderr (also honours NO_COLOR)' -r -f -a "auto\t''
always\t''
never\t''"
complete -c talent -n "__fish_talent_using_subcommand alias; and __fish_seen_subcommand_from list" -l max-wait -d 'Longest rate-limit wait accepted before exit 6, e.g. 30s, 10m' -r
complete -c talent -n "__fish_talent_using_subcommand alias; and __fish_seen_subcommand_from list" -l ca-file -d 'PEM file of CA certificates trusted beside the system\'s (a TLS-inspecting proxy\'s CA)' -r -F
complete -c talent -n "__fish_talent_using_subcommand alias; and __fish_seen_subcommand_from list" -l timeout -d 'Connect, first-byte and between-bytes timeout of one attempt' -r
complete -c talent -n "__fish_talent_using_subcommand alias; and __fish_seen_subcommand_from list" -l max-time -d 'Longest one attempt may take, from connect to the last byte, e.g. 30s, 5m' -r
complete -c talent -n "__fish_talent_using_subcommand alias; and __fish_seen_subcommand_from list" -l out -d 'Write the data atomically to FILE (FILE.partial, then rename) instead of stdout' -r -F
complete -c talent -n "__fish_talent_using_subcommand alias; and __fish_seen_subcommand_from list" -l idempotency-key -d 'On message, invite, jobs create, bulk-invite: a repeated key sends nothing and prints the recorded result' -r
complete -c talent -n "__fish_talent_using_subcommand alias; and __fish_seen_subcommand_from list" -l jq -d 'Filter JSON output with a jq expression (built in; implies -o json)' -r
complete -c talent -n "__fish_talent_using_subcommand alias; and __fish_seen_subcommand_from list" -l max-unlocks -d 'The most unlocks this run may spend' -r
complete -c talent -n "__fish_talent_using_subcommand alias; and __fish_seen_subcommand_from list" -l max-searches -d 'The most searches (search pages) this run may spend, retried pages included' -r
complete -c talent -n "__fish_talent_using_subcommand alias; and __fish_seen_subcommand_from list" -l max-messages -d 'The most messages (invites) this run may spend' -r
complete -c talent -n "__fish_talent_using_subcommand alias; and __fish_seen_subcommand_from list" -l ledger-url -d 'Where the ledger is: sqlite:PATH, or postgres://USER@HOST[:PORT]/DB for a team ledger (also TALENT_LEDGER_URL; a password only there, in PGPASSWORD or ~/.pgpass)' -r
complete -c talent -n "__fish_talent_using_subcommand alias; and __fish_seen_subcommand_from list" -l member -d 'Who this machine spends as in a team ledger [default: LOGIN@HOST]' -r
complete -c talent -n "__fish_talent_using_subcommand alias; and __fish_seen_subcommand_from list" -l sandbox -d 'Run against the embedded simulator; no key needed'
complete -c talent -n "__fish_talent_using_subcommand alias; and __fish_seen_subcommand_from list" -s y -l yes -d 'Accept quota-spending and destructive confirmations'
complete -c talent -n "__fish_talent_using_subcommand alias; and __fish_seen_subcommand_from list" -l no-input -d 'Never prompt; anything that needs a confirmation fails instead'
complete -c talent -n "__fish_talent_using_subcommand alias; and __fish_seen_subcommand_from list" -s v -l verbose -d 'Trace requests and responses on stderr (never the key)'
complete -c talent -n "__fish_talent_using_subcommand alias; and __fish_seen_subcommand_from list" -s q -l quiet -d 'No progress, no notices: errors only'
complete -c talent -n "__fish_talent_using_subcommand alias; and __fish_seen_subcommand_from list" -l accessible -d 'For screen readers: numbered questions, text progress, a visible cursor in browse (also config `accessible = true`; `talent help accessibility`)'
complete -c talent -n "__fish_talent_using_subcommand alias; and __fish_seen_subcommand_from list" -l dry-run -d 'Print the request (method, URL, body, the quota it would spend) instead of sending it'
complete -c talent -n "__fish_talent_using_subcommand alias; and __fish_seen_subcommand_from list" -l curl -d 'Print the request as a runnable curl command (key as $TALENT_API_KEY) instead of sending it'
complete -c talent -n "__fish_talent_using_subcommand alias; and __fish_seen_subcommand_from list" -l force -d 'Send even when --idempotency-key was already used (or a job of that title was just created)'
complete -c talent -n "__fish_talent_using_subcommand alias; and __fish_seen_subcommand_from list" -l no-pager -d 'Never page long tables (also TALENT_PAGER= empty, or `config set pager ""`)'
complete -c talent -n "__fish_talent_using_subcommand alias; and __fish_seen_subcommand_from list" -l resume -d 'Continue an interrupted --out export of the same command from its checkpoint'
complete -c talent -n "__fish_talent_using_subcommand alias; and __fish_seen_subcommand_from list" -l no-headers -d 'Leave out the header row of csv and tsv output'
complete -c talent -n "__fish_talent_using_subcommand alias; and __fish_seen_subcommand_from list" -l no-formula-guard -d 'Write CSV cells raw (by default a cell starting with = + - @, tab or CR that is not a plain number gets a \' prefix)'
complete -c talent -n "__fish_talent_using_subcommand alias; and __fish_seen_subcommand_from list" -l offline-spend -d 'Spend although the ledger that shares pacing and spends with other runs is unavailable (judged from a live GET /usage alone); --yes does not imply it'
complete -c talent -n "__fish_talent_using_subcommand alias; and __fish_seen_subcommand_from list" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c talent -n "__fish_talent_using_subcommand alias; and __fish_seen_subcommand_from list" -s V -l version -d 'Print version'
complete -c talent -n "__fish_talent_using_subcommand alias; and __fish_seen_subcommand_from delete" -l base-url -d 'Main interface base URL (ends in /api/v1)' -r
complete -c talent -n "__fish_talent_using_subcommand alias; and __fish_seen_subcommand_from delete" -l alt-base-url -d 'Additional interface base URL (ends in /v1)' -r
complete -c talent -n "__fish_talent_using_subcommand alias; and __fish_seen_subcommand_from delete" -l profile -d 'Named key and settings [default: default]' -r
complete -c talent -n "__fish_talent_using_subcommand alias; and __fish_seen_subcommand_from delete" -s o -l output -d 'Output format [default: table on a terminal, json otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t'Tab-separated, one line per record, for shell loops'"
complete -c talent -n "__fish_talent_using_subcommand alias; and __fish_seen_subcommand_from delete" -l fields -d 'Choose and order columns or keys; dotted paths reach nested fields; `all` is every field, `compact` the table\'s set (CSV defaults to every field, that set first); with no value, list the fields and send nothing' -r
complete -c talent -n "__fish_talent_using_subcommand alias; and __fish_seen_subcommand_from delete" -l color -d 'Colour notices on stderr (also honours NO_COLOR)' -r -f -a "auto\t''
always\t''
never\t''"
complete -c talent -n "__fish_talent_using_subcommand alias; and __fish_seen_subcommand_from delete" -l max-wait -d 'Longest rate-limit wait accepted before exit 6, e.g. 30s, 10m' -r
complete -c talent -n "__fish_talent_using_subcommand alias; and __fish_seen_subcommand_from delete" -l ca-file -d 'PEM file of CA certificates trusted beside the system\'s (a TLS-inspecting proxy\'s CA)' -r -F
complete -c talent -n "__fish_talent_using_subcommand alias; and __fish_seen_subcommand_from delete" -l timeout -d 'Connect, first-byte and between-bytes timeout of one attempt' -r
complete -c talent -n "__fish_talent_using_subcommand alias; and __fish_seen_subcommand_from delete" -l max-time -d 'Longest one attempt may take, from connect to the last byte, e.g. 30s, 5m' -r
complete -c talent -n "__fish_talent_using_subcommand alias; and __fish_seen_subcommand_from delete" -l out -d 'Write the data atomically to FILE (FILE.partial, then rename) instead of stdout' -r -F
complete -c talent -n "__fish_talent_using_subcommand alias; and __fish_seen_subcommand_from delete" -l idempotency-key -d 'On message, invite, jobs create, bulk-invite: a repeated key sends nothing and prints the recorded result' -r
complete -c talent -n "__fish_talent_using_subcommand alias; and __fish_seen_subcommand_from delete" -l jq -d 'Filter JSON output with a jq expression (built in; implies -o json)' -r
complete -c talent -n "__fish_talent_using_subcommand alias; and __fish_seen_subcommand_from delete" -l max-unlocks -d 'The most unlocks this run may spend' -r
complete -c talent -n "__fish_talent_using_subcommand alias; and __fish_seen_subcommand_from delete" -l max-searches -d 'The most searches (search pages) this run may spend, retried pages included' -r
complete -c talent -n "__fish_talent_using_subcommand alias; and __fish_seen_subcommand_from delete" -l max-messages -d 'The most messages (invites) this run may spend' -r
complete -c talent -n "__fish_talent_using_subcommand alias; and __fish_seen_subcommand_from delete" -l ledger-url -d 'Where the ledger is: sqlite:PATH, or postgres://USER@HOST[:PORT]/DB for a team ledger (also TALENT_LEDGER_URL; a password only there, in PGPASSWORD or ~/.pgpass)' -r
complete -c talent -n "__fish_talent_using_subcommand alias; and __fish_seen_subcommand_from delete" -l member -d 'Who this machine spends as in a team ledger [default: LOGIN@HOST]' -r
complete -c talent -n "__fish_talent_using_subcommand alias; and __fish_seen_subcommand_from delete" -l sandbox -d 'Run against the embedded simulator; no key needed'
complete -c talent -n "__fish_talent_using_subcommand alias; and __fish_seen_subcommand_from delete" -s y -l yes -d 'Accept quota-spending and destructive confirmations'
complete -c talent -n "__fish_talent_using_subcommand alias; and __fish_seen_subcommand_from delete" -l no-input -d 'Never prompt; anything that needs a confirmation fails instead'
complete -c talent -n "__fish_talent_using_subcommand alias; and __fish_seen_subcommand_from delete" -s v -l verbose -d 'Trace requests and responses on stderr (never the key)'
complete -c talent -n "__fish_talent_using_subcommand alias; and __fish_seen_subcommand_from delete" -s q -l quiet -d 'No progress, no notices: errors only'
complete -c talent -n "__fish_talent_using_subcommand alias; and __fish_seen_subcommand_from delete" -l accessible -d 'For screen readers: numbered questions, text progress, a visible cursor in browse (also config `accessible = true`; `talent help accessibility`)'
complete -c talent -n "__fish_talent_using_subcommand alias; and __fish_seen_subcommand_from delete" -l dry-run -d 'Print the request (method, URL, body, the quota it would spend) instead of sending it'
complete -c talent -n "__fish_talent_using_subcommand alias; and __fish_seen_subcommand_from delete" -l curl -d 'Print the request as a runnable curl command (key as $TALENT_API_KEY) instead of sending it'
complete -c talent -n "__fish_talent_using_subcommand alias; and __fish_seen_subcommand_from delete" -l force -d 'Send even when --idempotency-key was already used (or a job of that title was just created)'
complete -c talent -n "__fish_talent_using_subcommand alias; and __fish_seen_subcommand_from delete" -l no-pager -d 'Never page long tables (also TALENT_PAGER= empty, or `config set pager ""`)'
complete -c talent -n "__fish_talent_using_subcommand alias; and __fish_seen_subcommand_from delete" -l resume -d 'Continue an interrupted --out export of the same command from its checkpoint'
complete -c talent -n "__fish_talent_using_subcommand alias; and __fish_seen_subcommand_from delete" -l no-headers -d 'Leave out the header row of csv and tsv output'
complete -c talent -n "__fish_talent_using_subcommand alias; and __fish_seen_subcommand_from delete" -l no-formula-guard -d 'Write CSV cells raw (by default a cell starting with = + - @, tab or CR that is not a plain number gets a \' prefix)'
complete -c talent -n "__fish_talent_using_subcommand alias; and __fish_seen_subcommand_from delete" -l offline-spend -d 'Spend although the ledger that shares pacing and spends with other runs is unavailable (judged from a live GET /usage alone); --yes does not imply it'
complete -c talent -n "__fish_talent_using_subcommand alias; and __fish_seen_subcommand_from delete" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c talent -n "__fish_talent_using_subcommand alias; and __fish_seen_subcommand_from delete" -s V -l version -d 'Print version'
complete -c talent -n "__fish_talent_using_subcommand alias; and __fish_seen_subcommand_from help" -f -a "set" -d 'Save a command under a short name'
complete -c talent -n "__fish_talent_using_subcommand alias; and __fish_seen_subcommand_from help" -f -a "list" -d 'List saved commands'
complete -c talent -n "__fish_talent_using_subcommand alias; and __fish_seen_subcommand_from help" -f -a "delete" -d 'Delete a saved command'
complete -c talent -n "__fish_talent_using_subcommand alias; and __fish_seen_subcommand_from help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c talent -n "__fish_talent_using_subcommand config; and not __fish_seen_subcommand_from get set unset list help" -l base-url -d 'Main interface base URL (ends in /api/v1)' -r
complete -c talent -n "__fish_talent_using_subcommand config; and not __fish_seen_subcommand_from get set unset list help" -l alt-base-url -d 'Additional interface base URL (ends in /v1)' -r
complete -c talent -n "__fish_talent_using_subcommand config; and not __fish_seen_subcommand_from get set unset list help" -l profile -d 'Named key and settings [default: default]' -r
complete -c talent -n "__fish_talent_using_subcommand config; and not __fish_seen_subcommand_from get set unset list help" -s o -l output -d 'Output format [default: table on a terminal, json otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t'Tab-separated, one line per record, for shell loops'"
complete -c talent -n "__fish_talent_using_subcommand config; and not __fish_seen_subcommand_from get set unset list help" -l fields -d 'Choose and order columns or keys; dotted paths reach nested fields; `all` is every field, `compact` the table\'s set (CSV defaults to every field, that set first); with no value, list the fields and send nothing' -r
complete -c talent -n "__fish_talent_using_subcommand config; and not __fish_seen_subcommand_from get set unset list help" -l color -d 'Colour notices on stderr (also honours NO_COLOR)' -r -f -a "auto\t''
always\t''
never\t''"
complete -c talent -n "__fish_talent_using_subcommand config; and not __fish_seen_subcommand_from get set unset list help" -l max-wait -d 'Longest rate-limit wait accepted before exit 6, e.g. 30s, 10m' -r
complete -c talent -n "__fish_talent_using_subcommand config; and not __fish_seen_subcommand_from get set unset list help" -l ca-file -d 'PEM file of CA certificates trusted beside the system\'s (a TLS-inspecting proxy\'s CA)' -r -F
complete -c talent -n "__fish_talent_using_subcommand config; and not __fish_seen_subcommand_from get set unset list help" -l timeout -d 'Connect, first-byte and between-bytes timeout of one attempt' -r
complete -c talent -n "__fish_talent_using_subcommand config; and not __fish_seen_subcommand_from get set unset list help" -l max-time -d 'Longest one attempt may take, from connect to the last byte, e.g. 30s, 5m' -r
complete -c talent -n "__fish_talent_using_subcommand config; and not __fish_seen_subcommand_from get set unset list help" -l out -d 'Write the data atomically to FILE (FILE.partial, then rename) instead of stdout' -r -F
complete -c talent -n "__fish_talent_using_subcommand config; and not __fish_seen_subcommand_from get set unset list help" -l idempotency-key -d 'On message, invite, jobs create, bulk-invite: a repeated key sends nothing and prints the recorded result' -r
complete -c talent -n "__fish_talent_using_subcommand config; and not __fish_seen_subcommand_from get set unset list help" -l jq -d 'Filter JSON output with a jq expression (built in; implies -o json)' -r
complete -c talent -n "__fish_talent_using_subcommand config; and not __fish_seen_subcommand_from get set unset list help" -l max-unlocks -d 'The most unlocks this run may spend' -r
complete -c talent -n "__fish_talent_using_subcommand config; and not __fish_seen_subcommand_from get set unset list help" -l max-searches -d 'The most searches (search pages) this run may spend, retried pages included' -r
complete -c talent -n "__fish_talent_using_subcommand config; and not __fish_seen_subcommand_from get set unset list help" -l max-messages -d 'The most messages (invites) this run may spend' -r
complete -c talent -n "__fish_talent_using_subcommand config; and not __fish_seen_subcommand_from get set unset list help" -l ledger-url -d 'Where the ledger is: sqlite:PATH, or postgres://USER@HOST[:PORT]/DB for a team ledger (also TALENT_LEDGER_URL; a password only there, in PGPASSWORD or ~/.pgpass)' -r
complete -c talent -n "__fish_talent_using_subcommand config; and not __fish_seen_subcommand_from get set unset list help" -l member -d 'Who this machine spends as in a team ledger [default: LOGIN@HOST]' -r
complete -c talent -n "__fish_talent_using_subcommand config; and not __fish_seen_subcommand_from get set unset list help" -l sandbox -d 'Run against the embedded simulator; no key needed'
complete -c talent -n "__fish_talent_using_subcommand config; and not __fish_seen_subcommand_from get set unset list help" -s y -l yes -d 'Accept quota-spending and destructive confirmations'
complete -c talent -n "__fish_talent_using_subcommand config; and not __fish_seen_subcommand_from get set unset list help" -l no-input -d 'Never prompt; anything that needs a confirmation fails instead'
complete -c talent -n "__fish_talent_using_subcommand config; and not __fish_seen_subcommand_from get set unset list help" -s v -l verbose -d 'Trace requests and responses on stderr (never the key)'
complete -c talent -n "__fish_talent_using_subcommand config; and not __fish_seen_subcommand_from get set unset list help" -s q -l quiet -d 'No progress, no notices: errors only'
complete -c talent -n "__fish_talent_using_subcommand config; and not __fish_seen_subcommand_from get set unset list help" -l accessible -d 'For screen readers: numbered questions, text progress, a visible cursor in browse (also config `accessible = true`; `talent help accessibility`)'
complete -c talent -n "__fish_talent_using_subcommand config; and not __fish_seen_subcommand_from get set unset list help" -l dry-run -d 'Print the request (method, URL, body, the quota it would spend) instead of sending it'
complete -c talent -n "__fish_talent_using_subcommand config; and not __fish_seen_subcommand_from get set unset list help" -l curl -d 'Print the request as a runnable curl command (key as $TALENT_API_KEY) instead of sending it'
complete -c talent -n "__fish_talent_using_subcommand config; and not __fish_seen_subcommand_from get set unset list help" -l force -d 'Send even when --idempotency-key was already used (or a job of that title was just created)'
complete -c talent -n "__fish_talent_using_subcommand config; and not __fish_seen_subcommand_from get set unset list help" -l no-pager -d 'Never page long tables (also TALENT_PAGER= empty, or `config set pager ""`)'
complete -c talent -n "__fish_talent_using_subcommand config; and not __fish_seen_subcommand_from get set unset list help" -l resume -d 'Continue an interrupted --out export of the same command from its checkpoint'
complete -c talent -n "__fish_talent_using_subcommand config; and not __fish_seen_subcommand_from get set unset list help" -l no-headers -d 'Leave out the header row of csv and tsv output'
complete -c talent -n "__fish_talent_using_subcommand config; and not __fish_seen_subcommand_from get set unset list help" -l no-formula-guard -d 'Write CSV cells raw (by default a cell starting with = + - @, tab or CR that is not a plain number gets a \' prefix)'
complete -c talent -n "__fish_talent_using_subcommand config; and not __fish_seen_subcommand_from get set unset list help" -l offline-spend -d 'Spend although the ledger that shares pacing and spends with other runs is unavailable (judged from a live GET /usage alone); --yes does not imply it'
complete -c talent -n "__fish_talent_using_subcommand config; and not __fish_seen_subcommand_from get set unset list help" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c talent -n "__fish_talent_using_subcommand config; and not __fish_seen_subcommand_from get set unset list help" -s V -l version -d 'Print version'
complete -c talent -n "__fish_talent_using_subcommand config; and not __fish_seen_subcommand_from get set unset list help" -f -a "get" -d 'Print one setting'
complete -c talent -n "__fish_talent_using_subcommand config; and not __fish_seen_subcommand_from get set unset list help" -f -a "set" -d 'Change a setting'
complete -c talent -n "__fish_talent_using_subcommand config; and not __fish_seen_subcommand_from get set unset list help" -f -a "unset" -d 'Remove a setting (the global value or the default applies again)'
complete -c talent -n "__fish_talent_using_subcommand config; and not __fish_seen_subcommand_from get set unset list help" -f -a "list" -d 'List the settings in effect and where each comes from'
complete -c talent -n "__fish_talent_using_subcommand config; and not __fish_seen_subcommand_from get set unset list help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c talent -n "__fish_talent_using_subcommand config; and __fish_seen_subcommand_from get" -l base-url -d 'Main interface base URL (ends in /api/v1)' -r
complete -c talent -n "__fish_talent_using_subcommand config; and __fish_seen_subcommand_from get" -l alt-base-url -d 'Additional interface base URL (ends in /v1)' -r
complete -c talent -n "__fish_talent_using_subcommand config; and __fish_seen_subcommand_from get" -l profile -d 'Named key and settings [default: default]' -r
complete -c talent -n "__fish_talent_using_subcommand config; and __fish_seen_subcommand_from get" -s o -l output -d 'Output format [default: table on a terminal, json otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t'Tab-separated, one line per record, for shell loops'"
complete -c talent -n "__fish_talent_using_subcommand config; and __fish_seen_subcommand_from get" -l fields -d 'Choose and order columns or keys; dotted paths reach nested fields; `all` is every field, `compact` the table\'s set (CSV defaults to every field, that set first); with no value, list the fields and send nothing' -r
complete -c talent -n "__fish_talent_using_subcommand config; and __fish_seen_subcommand_from get" -l color -d 'Colour notices on stderr (also honours NO_COLOR)' -r -f -a "auto\t''
always\t''
never\t''"
complete -c talent -n "__fish_talent_using_subcommand config; and __fish_seen_subcommand_from get" -l max-wait -d 'Longest rate-limit wait accepted before exit 6, e.g. 30s, 10m' -r
complete -c talent -n "__fish_talent_using_subcommand config; and __fish_seen_subcommand_from get" -l ca-file -d 'PEM file of CA certificates trusted beside the system\'s (a TLS-inspecting proxy\'s CA)' -r -F
complete -c talent -n "__fish_talent_using_subcommand config; and __fish_seen_subcommand_from get" -l timeout -d 'Connect, first-byte and between-bytes timeout of one attempt' -r
complete -c talent -n "__fish_talent_using_subcommand config; and __fish_seen_subcommand_from get" -l max-time -d 'Longest one attempt may take, from connect to the last byte, e.g. 30s, 5m' -r
complete -c talent -n "__fish_talent_using_subcommand config; and __fish_seen_subcommand_from get" -l out -d 'Write the data atomically to FILE (FILE.partial, then rename) instead of stdout' -r -F
complete -c talent -n "__fish_talent_using_subcommand config; and __fish_seen_subcommand_from get" -l idempotency-key -d 'On message, invite, jobs create, bulk-invite: a repeated key sends nothing and prints the recorded result' -r
complete -c talent -n "__fish_talent_using_subcommand config; and __fish_seen_subcommand_from get" -l jq -d 'Filter JSON output with a jq expression (built in; implies -o json)' -r
complete -c talent -n "__fish_talent_using_subcommand config; and __fish_seen_subcommand_from get" -l max-unlocks -d 'The most unlocks this run may spend' -r
complete -c talent -n "__fish_talent_using_subcommand config; and __fish_seen_subcommand_from get" -l max-searches -d 'The most searches (search pages) this run may spend, retried pages included' -r
complete -c talent -n "__fish_talent_using_subcommand config; and __fish_seen_subcommand_from get" -l max-messages -d 'The most messages (invites) this run may spend' -r
complete -c talent -n "__fish_talent_using_subcommand config; and __fish_seen_subcommand_from get" -l ledger-url -d 'Where the ledger is: sqlite:PATH, or postgres://USER@HOST[:PORT]/DB for a team ledger (also TALENT_LEDGER_URL; a password only there, in PGPASSWORD or ~/.pgpass)' -r
complete -c talent -n "__fish_talent_using_subcommand config; and __fish_seen_subcommand_from get" -l member -d 'Who this machine spends as in a team ledger [default: LOGIN@HOST]' -r
complete -c talent -n "__fish_talent_using_subcommand config; and __fish_seen_subcommand_from get" -l global -d 'Read the top-level setting, not the profile\'s'
complete -c talent -n "__fish_talent_using_subcommand config; and __fish_seen_subcommand_from get" -l sandbox -d 'Run against the embedded simulator; no key needed'
complete -c talent -n "__fish_talent_using_subcommand config; and __fish_seen_subcommand_from get" -s y -l yes -d 'Accept quota-spending and destructive confirmations'
complete -c talent -n "__fish_talent_using_subcommand config; and __fish_seen_subcommand_from get" -l no-input -d 'Never prompt; anything that needs a confirmation fails instead'
complete -c talent -n "__fish_talent_using_subcommand config; and __fish_seen_subcommand_from get" -s v -l verbose -d 'Trace requests and responses on stderr (never the key)'
complete -c talent -n "__fish_talent_using_subcommand config; and __fish_seen_subcommand_from get" -s q -l quiet -d 'No progress, no notices: errors only'
complete -c talent -n "__fish_talent_using_subcommand config; and __fish_seen_subcommand_from get" -l accessible -d 'For screen readers: numbered questions, text progress, a visible cursor in browse (also config `accessible = true`; `talent help accessibility`)'
complete -c talent -n "__fish_talent_using_subcommand config; and __fish_seen_subcommand_from get" -l dry-run -d 'Print the request (method, URL, body, the quota it would spend) instead of sending it'
complete -c talent -n "__fish_talent_using_subcommand config; and __fish_seen_subcommand_from get" -l curl -d 'Print the request as a runnable curl command (key as $TALENT_API_KEY) instead of sending it'
complete -c talent -n "__fish_talent_using_subcommand config; and __fish_seen_subcommand_from get" -l force -d 'Send even when --idempotency-key was already used (or a job of that title was just created)'
complete -c talent -n "__fish_talent_using_subcommand config; and __fish_seen_subcommand_from get" -l no-pager -d 'Never page long tables (also TALENT_PAGER= empty, or `config set pager ""`)'
complete -c talent -n "__fish_talent_using_subcommand config; and __fish_seen_subcommand_from get" -l resume -d 'Continue an interrupted --out export of the same command from its checkpoint'
complete -c talent -n "__fish_talent_using_subcommand config; and __fish_seen_subcommand_from get" -l no-headers -d 'Leave out the header row of csv and tsv output'
complete -c talent -n "__fish_talent_using_subcommand config; and __fish_seen_subcommand_from get" -l no-formula-guard -d 'Write CSV cells raw (by default a cell starting with = + - @, tab or CR that is not a plain number gets a \' prefix)'
complete -c talent -n "__fish_talent_using_subcommand config; and __fish_seen_subcommand_from get" -l offline-spend -d 'Spend although the ledger that shares pacing and spends with other runs is unavailable (judged from a live GET /usage alone); --yes does not imply it'
complete -c talent -n "__fish_talent_using_subcommand config; and __fish_seen_subcommand_from get" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c talent -n "__fish_talent_using_subcommand config; and __fish_seen_subcommand_from get" -s V -l version -d 'Print version'
complete -c talent -n "__fish_talent_using_subcommand config; and __fish_seen_subcommand_from set" -l base-url -d 'Main interface base URL (ends in /api/v1)' -r
complete -c talent -n "__fish_talent_using_subcommand config; and __fish_seen_subcommand_from set" -l alt-base-url -d 'Additional interface base URL (ends in /v1)' -r
complete -c talent -n "__fish_talent_using_subcommand config; and __fish_seen_subcommand_from set" -l profile -d 'Named key and settings [default: default]' -r
complete -c talent -n "__fish_talent_using_subcommand config; and __fish_seen_subcommand_from set" -s o -l output -d 'Output format [default: table on a terminal, json otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t'Tab-separated, one line per record, for shell loops'"
complete -c talent -n "__fish_talent_using_subcommand config; and __fish_seen_subcommand_from set" -l fields -d 'Choose and order columns or keys; dotted paths reach nested fields; `all` is every field, `compact` the table\'s set (CSV defaults to every field, that set first); with no value, list the fields and send nothing' -r
complete -c talent -n "__fish_talent_using_subcommand config; and __fish_seen_subcommand_from set" -l color -d 'Colour notices on stderr (also honours NO_COLOR)' -r -f -a "auto\t''
always\t''
never\t''"
complete -c talent -n "__fish_talent_using_subcommand config; and __fish_seen_subcommand_from set" -l max-wait -d 'Longest rate-limit wait accepted before exit 6, e.g. 30s, 10m' -r
complete -c talent -n "__fish_talent_using_subcommand config; and __fish_seen_subcommand_from set" -l ca-file -d 'PEM file of CA certificates trusted beside the system\'s (a TLS-inspecting proxy\'s CA)' -r -F
complete -c talent -n "__fish_talent_using_subcommand config; and __fish_seen_subcommand_from set" -l timeout -d 'Connect, first-byte and between-bytes timeout of one attempt' -r
complete -c talent -n "__fish_talent_using_subcommand config; and __fish_seen_subcommand_from set" -l max-time -d 'Longest one attempt may take, from connect to the last byte, e.g. 30s, 5m' -r
complete -c talent -n "__fish_talent_using_subcommand config; and __fish_seen_subcommand_from set" -l out -d 'Write the data atomically to FILE (FILE.partial, then rename) instead of stdout' -r -F
complete -c talent -n "__fish_talent_using_subcommand config; and __fish_seen_subcommand_from set" -l idempotency-key -d 'On message, invite, jobs create, bulk-invite: a repeated key sends nothing and prints the recorded result' -r
complete -c talent -n "__fish_talent_using_subcommand config; and __fish_seen_subcommand_from set" -l jq -d 'Filter JSON output with a jq expression (built in; implies -o json)' -r
complete -c talent -n "__fish_talent_using_subcommand config; and __fish_seen_subcommand_from set" -l max-unlocks -d 'The most unlocks this run may spend' -r
complete -c talent -n "__fish_talent_using_subcommand config; and __fish_seen_subcommand_from set" -l max-searches -d 'The most searches (search pages) this run may spend, retried pages included' -r
complete -c talent -n "__fish_talent_using_subcommand config; and __fish_seen_subcommand_from set" -l max-messages -d 'The most messages (invites) this run may spend' -r
complete -c talent -n "__fish_talent_using_subcommand config; and __fish_seen_subcommand_from set" -l ledger-url -d 'Where the ledger is: sqlite:PATH, or postgres://USER@HOST[:PORT]/DB for a team ledger (also TALENT_LEDGER_URL; a password only there, in PGPASSWORD or ~/.pgpass)' -r
complete -c talent -n "__fish_talent_using_subcommand config; and __fish_seen_subcommand_from set" -l member -d 'Who this machine spends as in a team ledger [default: LOGIN@HOST]' -r
complete -c talent -n "__fish_talent_using_subcommand config; and __fish_seen_subcommand_from set" -l global -d 'Change the top-level setting, which every profile inherits'
complete -c talent -n "__fish_talent_using_subcommand config; and __fish_seen_subcommand_from set" -l sandbox -d 'Run against the embedded simulator; no key needed'
complete -c talent -n "__fish_talent_using_subcommand config; and __fish_seen_subcommand_from set" -s y -l yes -d 'Accept quota-spending and destructive confirmations'
complete -c talent -n "__fish_talent_using_subcommand config; and __fish_seen_subcommand_from set" -l no-input -d 'Never prompt; anything that needs a confirmation fails instead'
complete -c talent -n "__fish_talent_using_subcommand config; and __fish_seen_subcommand_from set" -s v -l verbose -d 'Trace requests and responses on stderr (never the key)'
complete -c talent -n "__fish_talent_using_subcommand config; and __fish_seen_subcommand_from set" -s q -l quiet -d 'No progress, no notices: errors only'
complete -c talent -n "__fish_talent_using_subcommand config; and __fish_seen_subcommand_from set" -l accessible -d 'For screen readers: numbered questions, text progress, a visible cursor in browse (also config `accessible = true`; `talent help accessibility`)'
complete -c talent -n "__fish_talent_using_subcommand config; and __fish_seen_subcommand_from set" -l dry-run -d 'Print the request (method, URL, body, the quota it would spend) instead of sending it'
complete -c talent -n "__fish_talent_using_subcommand config; and __fish_seen_subcommand_from set" -l curl -d 'Print the request as a runnable curl command (key as $TALENT_API_KEY) instead of sending it'
complete -c talent -n "__fish_talent_using_subcommand config; and __fish_seen_subcommand_from set" -l force -d 'Send even when --idempotency-key was already used (or a job of that title was just created)'
complete -c talent -n "__fish_talent_using_subcommand config; and __fish_seen_subcommand_from set" -l no-pager -d 'Never page long tables (also TALENT_PAGER= empty, or `config set pager ""`)'
complete -c talent -n "__fish_talent_using_subcommand config; and __fish_seen_subcommand_from set" -l resume -d 'Continue an interrupted --out export of the same command from its checkpoint'
complete -c talent -n "__fish_talent_using_subcommand config; and __fish_seen_subcommand_from set" -l no-headers -d 'Leave out the header row of csv and tsv output'
complete -c talent -n "__fish_talent_using_subcommand config; and __fish_seen_subcommand_from set" -l no-formula-guard -d 'Write CSV cells raw (by default a cell starting with = + - @, tab or CR that is not a plain number gets a \' prefix)'
complete -c talent -n "__fish_talent_using_subcommand config; and __fish_seen_subcommand_from set" -l offline-spend -d 'Spend although the ledger that shares pacing and spends with other runs is unavailable (judged from a live GET /usage alone); --yes does not imply it'
complete -c talent -n "__fish_talent_using_subcommand config; and __fish_seen_subcommand_from set" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c talent -n "__fish_talent_using_subcommand config; and __fish_seen_subcommand_from set" -s V -l version -d 'Print version'
complete -c talent -n "__fish_talent_using_subcommand config; and __fish_seen_subcommand_from unset" -l base-url -d 'Main interface base URL (ends in /api/v1)' -r
complete -c talent -n "__fish_talent_using_subcommand config; and __fish_seen_subcommand_from unset" -l alt-base-url -d 'Additional interface base URL (ends in /v1)' -r
complete -c talent -n "__fish_talent_using_subcommand config; and __fish_seen_subcommand_from unset" -l profile -d 'Named key and settings [default: default]' -r
complete -c talent -n "__fish_talent_using_subcommand config; and __fish_seen_subcommand_from unset" -s o -l output -d 'Output format [default: table on a terminal, json otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t'Tab-separated, one line per record, for shell loops'"
complete -c talent -n "__fish_talent_using_subcommand config; and __fish_seen_subcommand_from unset" -l fields -d 'Choose and order columns or keys; dotted paths reach nested fields; `all` is every field, `compact` the table\'s set (CSV defaults to every field, that set first); with no value, list the fields and send nothing' -r
complete -c talent -n "__fish_talent_using_subcommand config; and __fish_seen_subcommand_from unset" -l color -d 'Colour notices on stderr (also honours NO_COLOR)' -r -f -a "auto\t''
always\t''
never\t''"
complete -c talent -n "__fish_talent_using_subcommand config; and __fish_seen_subcommand_from unset" -l max-wait -d 'Longest rate-limit wait accepted before exit 6, e.g. 30s, 10m' -r
complete -c talent -n "__fish_talent_using_subcommand config; and __fish_seen_subcommand_from unset" -l ca-file -d 'PEM file of CA certificates trusted beside the system\'s (a TLS-inspecting proxy\'s CA)' -r -F
complete -c talent -n "__fish_talent_using_subcommand config; and __fish_seen_subcommand_from unset" -l timeout -d 'Connect, first-byte and between-bytes timeout of one attempt' -r
complete -c talent -n "__fish_talent_using_subcommand config; and __fish_seen_subcommand_from unset" -l max-time -d 'Longest one attempt may take, from connect to the last byte, e.g. 30s, 5m' -r
complete -c talent -n "__fish_talent_using_subcommand config; and __fish_seen_subcommand_from unset" -l out -d 'Write the data atomically to FILE (FILE.partial, then rename) instead of stdout' -r -F
complete -c talent -n "__fish_talent_using_subcommand config; and __fish_seen_subcommand_from unset" -l idempotency-key -d 'On message, invite, jobs create, bulk-invite: a repeated key sends nothing and prints the recorded result' -r
complete -c talent -n "__fish_talent_using_subcommand config; and __fish_seen_subcommand_from unset" -l jq -d 'Filter JSON output with a jq expression (built in; implies -o json)' -r
complete -c talent -n "__fish_talent_using_subcommand config; and __fish_seen_subcommand_from unset" -l max-unlocks -d 'The most unlocks this run may spend' -r
complete -c talent -n "__fish_talent_using_subcommand config; and __fish_seen_subcommand_from unset" -l max-searches -d 'The most searches (search pages) this run may spend, retried pages included' -r
complete -c talent -n "__fish_talent_using_subcommand config; and __fish_seen_subcommand_from unset" -l max-messages -d 'The most messages (invites) this run may spend' -r
complete -c talent -n "__fish_talent_using_subcommand config; and __fish_seen_subcommand_from unset" -l ledger-url -d 'Where the ledger is: sqlite:PATH, or postgres://USER@HOST[:PORT]/DB for a team ledger (also TALENT_LEDGER_URL; a password only there, in PGPASSWORD or ~/.pgpass)' -r
complete -c talent -n "__fish_talent_using_subcommand config; and __fish_seen_subcommand_from unset" -l member -d 'Who this machine spends as in a team ledger [default: LOGIN@HOST]' -r
complete -c talent -n "__fish_talent_using_subcommand config; and __fish_seen_subcommand_from unset" -l global -d 'Remove the top-level setting, not the profile\'s'
complete -c talent -n "__fish_talent_using_subcommand config; and __fish_seen_subcommand_from unset" -l sandbox -d 'Run against the embedded simulator; no key needed'
complete -c talent -n "__fish_talent_using_subcommand config; and __fish_seen_subcommand_from unset" -s y -l yes -d 'Accept quota-spending and destructive confirmations'
complete -c talent -n "__fish_talent_using_subcommand config; and __fish_seen_subcommand_from unset" -l no-input -d 'Never prompt; anything that needs a confirmation fails instead'
complete -c talent -n "__fish_talent_using_subcommand config; and __fish_seen_subcommand_from unset" -s v -l verbose -d 'Trace requests and responses on stderr (never the key)'
complete -c talent -n "__fish_talent_using_subcommand config; and __fish_seen_subcommand_from unset" -s q -l quiet -d 'No progress, no notices: errors only'
complete -c talent -n "__fish_talent_using_subcommand config; and __fish_seen_subcommand_from unset" -l accessible -d 'For screen readers: numbered questions, text progress, a visible cursor in browse (also config `accessible = true`; `talent help accessibility`)'
complete -c talent -n "__fish_talent_using_subcommand config; and __fish_seen_subcommand_from unset" -l dry-run -d 'Print the request (method, URL, body, the quota it would spend) instead of sending it'
complete -c talent -n "__fish_talent_using_subcommand config; and __fish_seen_subcommand_from unset" -l curl -d 'Print the request as a runnable curl command (key as $TALENT_API_KEY) instead of sending it'
complete -c talent -n "__fish_talent_using_subcommand config; and __fish_seen_subcommand_from unset" -l force -d 'Send even when --idempotency-key was already used (or a job of that title was just created)'
complete -c talent -n "__fish_talent_using_subcommand config; and __fish_seen_subcommand_from unset" -l no-pager -d 'Never page long tables (also TALENT_PAGER= empty, or `config set pager ""`)'
complete -c talent -n "__fish_talent_using_subcommand config; and __fish_seen_subcommand_from unset" -l resume -d 'Continue an interrupted --out export of the same command from its checkpoint'
complete -c talent -n "__fish_talent_using_subcommand config; and __fish_seen_subcommand_from unset" -l no-headers -d 'Leave out the header row of csv and tsv output'
complete -c talent -n "__fish_talent_using_subcommand config; and __fish_seen_subcommand_from unset" -l no-formula-guard -d 'Write CSV cells raw (by default a cell starting with = + - @, tab or CR that is not a plain number gets a \' prefix)'
complete -c talent -n "__fish_talent_using_subcommand config; and __fish_seen_subcommand_from unset" -l offline-spend -d 'Spend although the ledger that shares pacing and spends with other runs is unavailable (judged from a live GET /usage alone); --yes does not imply it'
complete -c talent -n "__fish_talent_using_subcommand config; and __fish_seen_subcommand_from unset" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c talent -n "__fish_talent_using_subcommand config; and __fish_seen_subcommand_from unset" -s V -l version -d 'Print version'
complete -c talent -n "__fish_talent_using_subcommand config; and __fish_seen_subcommand_from list" -l base-url -d 'Main interface base URL (ends in /api/v1)' -r
complete -c talent -n "__fish_talent_using_subcommand config; and __fish_seen_subcommand_from list" -l alt-base-url -d 'Additional interface base URL (ends in /v1)' -r
complete -c talent -n "__fish_talent_using_subcommand config; and __fish_seen_subcommand_from list" -l profile -d 'Named key and settings [default: default]' -r
complete -c talent -n "__fish_talent_using_subcommand config; and __fish_seen_subcommand_from list" -s o -l output -d 'Output format [default: table on a terminal, json otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t'Tab-separated, one line per record, for shell loops'"
complete -c talent -n "__fish_talent_using_subcommand config; and __fish_seen_subcommand_from list" -l fields -d 'Choose and order columns or keys; dotted paths reach nested fields; `all` is every field, `compact` the table\'s set (CSV defaults to every field, that set first); with no value, list the fields and send nothing' -r
complete -c talent -n "__fish_talent_using_subcommand config; and __fish_seen_subcommand_from list" -l color -d 'Colour notices on stderr (also honours NO_COLOR)' -r -f -a "auto\t''
always\t''
never\t''"
complete -c talent -n "__fish_talent_using_subcommand config; and __fish_seen_subcommand_from list" -l max-wait -d 'Longest rate-limit wait accepted before exit 6, e.g. 30s, 10m' -r
complete -c talent -n "__fish_talent_using_subcommand config; and __fish_seen_subcommand_from list" -l ca-file -d 'PEM file of CA certificates trusted beside the system\'s (a TLS-inspecting proxy\'s CA)' -r -F
complete -c talent -n "__fish_talent_using_subcommand config; and __fish_seen_subcommand_from list" -l timeout -d 'Connect, first-byte and between-bytes timeout of one attempt' -r
complete -c talent -n "__fish_talent_using_subcommand config; and __fish_seen_subcommand_from list" -l max-time -d 'Longest one attempt may take, from connect to the last byte, e.g. 30s, 5m' -r
complete -c talent -n "__fish_talent_using_subcommand config; and __fish_seen_subcommand_from list" -l out -d 'Write the data atomically to FILE (FILE.partial, then rename) instead of stdout' -r -F
complete -c talent -n "__fish_talent_using_subcommand config; and __fish_seen_subcommand_from list" -l idempotency-key -d 'On message, invite, jobs create, bulk-invite: a repeated key sends nothing and prints the recorded result' -r
complete -c talent -n "__fish_talent_using_subcommand config; and __fish_seen_subcommand_from list" -l jq -d 'Filter JSON output with a jq expression (built in; implies -o json)' -r
complete -c talent -n "__fish_talent_using_subcommand config; and __fish_seen_subcommand_from list" -l max-unlocks -d 'The most unlocks this run may spend' -r
complete -c talent -n "__fish_talent_using_subcommand config; and __fish_seen_subcommand_from list" -l max-searches -d 'The most searches (search pages) this run may spend, retried pages included' -r
complete -c talent -n "__fish_talent_using_subcommand config; and __fish_seen_subcommand_from list" -l max-messages -d 'The most messages (invites) this run may spend' -r
complete -c talent -n "__fish_talent_using_subcommand config; and __fish_seen_subcommand_from list" -l ledger-url -d 'Where the ledger is: sqlite:PATH, or postgres://USER@HOST[:PORT]/DB for a team ledger (also TALENT_LEDGER_URL; a password only there, in PGPASSWORD or ~/.pgpass)' -r
complete -c talent -n "__fish_talent_using_subcommand config; and __fish_seen_subcommand_from list" -l member -d 'Who this machine spends as in a team ledger [default: LOGIN@HOST]' -r
complete -c talent -n "__fish_talent_using_subcommand config; and __fish_seen_subcommand_from list" -l global -d 'Only the file\'s top-level settings, which every profile inherits'
complete -c talent -n "__fish_talent_using_subcommand config; and __fish_seen_subcommand_from list" -l sandbox -d 'Run against the embedded simulator; no key needed'
complete -c talent -n "__fish_talent_using_subcommand config; and __fish_seen_subcommand_from list" -s y -l yes -d 'Accept quota-spending and destructive confirmations'
complete -c talent -n "__fish_talent_using_subcommand config; and __fish_seen_subcommand_from list" -l no-input -d 'Never prompt; anything that needs a confirmation fails instead'
complete -c talent -n "__fish_talent_using_subcommand config; and __fish_seen_subcommand_from list" -s v -l verbose -d 'Trace requests and responses on stderr (never the key)'
complete -c talent -n "__fish_talent_using_subcommand config; and __fish_seen_subcommand_from list" -s q -l quiet -d 'No progress, no notices: errors only'
complete -c talent -n "__fish_talent_using_subcommand config; and __fish_seen_subcommand_from list" -l accessible -d 'For screen readers: numbered questions, text progress, a visible cursor in browse (also config `accessible = true`; `talent help accessibility`)'
complete -c talent -n "__fish_talent_using_subcommand config; and __fish_seen_subcommand_from list" -l dry-run -d 'Print the request (method, URL, body, the quota it would spend) instead of sending it'
complete -c talent -n "__fish_talent_using_subcommand config; and __fish_seen_subcommand_from list" -l curl -d 'Print the request as a runnable curl command (key as $TALENT_API_KEY) instead of sending it'
complete -c talent -n "__fish_talent_using_subcommand config; and __fish_seen_subcommand_from list" -l force -d 'Send even when --idempotency-key was already used (or a job of that title was just created)'
complete -c talent -n "__fish_talent_using_subcommand config; and __fish_seen_subcommand_from list" -l no-pager -d 'Never page long tables (also TALENT_PAGER= empty, or `config set pager ""`)'
complete -c talent -n "__fish_talent_using_subcommand config; and __fish_seen_subcommand_from list" -l resume -d 'Continue an interrupted --out export of the same command from its checkpoint'
complete -c talent -n "__fish_talent_using_subcommand config; and __fish_seen_subcommand_from list" -l no-headers -d 'Leave out the header row of csv and tsv output'
complete -c talent -n "__fish_talent_using_subcommand config; and __fish_seen_subcommand_from list" -l no-formula-guard -d 'Write CSV cells raw (by default a cell starting with = + - @, tab or CR that is not a plain number gets a \' prefix)'
complete -c talent -n "__fish_talent_using_subcommand config; and __fish_seen_subcommand_from list" -l offline-spend -d 'Spend although the ledger that shares pacing and spends with other runs is unavailable (judged from a live GET /usage alone); --yes does not imply it'
complete -c talent -n "__fish_talent_using_subcommand config; and __fish_seen_subcommand_from list" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c talent -n "__fish_talent_using_subcommand config; and __fish_seen_subcommand_from list" -s V -l version -d 'Print version'
complete -c talent -n "__fish_talent_using_subcommand config; and __fish_seen_subcommand_from help" -f -a "get" -d 'Print one setting'
complete -c talent -n "__fish_talent_using_subcommand config; and __fish_seen_subcommand_from help" -f -a "set" -d 'Change a setting'
complete -c talent -n "__fish_talent_using_subcommand config; and __fish_seen_subcommand_from help" -f -a "unset" -d 'Remove a setting (the global value or the default applies again)'
complete -c talent -n "__fish_talent_using_subcommand config; and __fish_seen_subcommand_from help" -f -a "list" -d 'List the settings in effect and where each comes from'
complete -c talent -n "__fish_talent_using_subcommand config; and __fish_seen_subcommand_from help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c talent -n "__fish_talent_using_subcommand doctor" -l base-url -d 'Main interface base URL (ends in /api/v1)' -r
complete -c talent -n "__fish_talent_using_subcommand doctor" -l alt-base-url -d 'Additional interface base URL (ends in /v1)' -r
complete -c talent -n "__fish_talent_using_subcommand doctor" -l profile -d 'Named key and settings [default: default]' -r
complete -c talent -n "__fish_talent_using_subcommand doctor" -s o -l output -d 'Output format [default: table on a terminal, json otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t'Tab-separated, one line per record, for shell loops'"
complete -c talent -n "__fish_talent_using_subcommand doctor" -l fields -d 'Choose and order columns or keys; dotted paths reach nested fields; `all` is every field, `compact` the table\'s set (CSV defaults to every field, that set first); with no value, list the fields and send nothing' -r
complete -c talent -n "__fish_talent_using_subcommand doctor" -l color -d 'Colour notices on stderr (also honours NO_COLOR)' -r -f -a "auto\t''
always\t''
never\t''"
complete -c talent -n "__fish_talent_using_subcommand doctor" -l max-wait -d 'Longest rate-limit wait accepted before exit 6, e.g. 30s, 10m' -r
complete -c talent -n "__fish_talent_using_subcommand doctor" -l ca-file -d 'PEM file of CA certificates trusted beside the system\'s (a TLS-inspecting proxy\'s CA)' -r -F
complete -c talent -n "__fish_talent_using_subcommand doctor" -l timeout -d 'Connect, first-byte and between-bytes timeout of one attempt' -r
complete -c talent -n "__fish_talent_using_subcommand doctor" -l max-time -d 'Longest one attempt may take, from connect to the last byte, e.g. 30s, 5m' -r
complete -c talent -n "__fish_talent_using_subcommand doctor" -l out -d 'Write the data atomically to FILE (FILE.partial, then rename) instead of stdout' -r -F
complete -c talent -n "__fish_talent_using_subcommand doctor" -l idempotency-key -d 'On message, invite, jobs create, bulk-invite: a repeated key sends nothing and prints the recorded result' -r
complete -c talent -n "__fish_talent_using_subcommand doctor" -l jq -d 'Filter JSON output with a jq expression (built in; implies -o json)' -r
complete -c talent -n "__fish_talent_using_subcommand doctor" -l max-unlocks -d 'The most unlocks this run may spend' -r
complete -c talent -n "__fish_talent_using_subcommand doctor" -l max-searches -d 'The most searches (search pages) this run may spend, retried pages included' -r
complete -c talent -n "__fish_talent_using_subcommand doctor" -l max-messages -d 'The most messages (invites) this run may spend' -r
complete -c talent -n "__fish_talent_using_subcommand doctor" -l ledger-url -d 'Where the ledger is: sqlite:PATH, or postgres://USER@HOST[:PORT]/DB for a team ledger (also TALENT_LEDGER_URL; a password only there, in PGPASSWORD or ~/.pgpass)' -r
complete -c talent -n "__fish_talent_using_subcommand doctor" -l member -d 'Who this machine spends as in a team ledger [default: LOGIN@HOST]' -r
complete -c talent -n "__fish_talent_using_subcommand doctor" -l json -d 'Print the checks as a JSON array (same as -o json)'
complete -c talent -n "__fish_talent_using_subcommand doctor" -l sandbox -d 'Run against the embedded simulator; no key needed'
complete -c talent -n "__fish_talent_using_subcommand doctor" -s y -l yes -d 'Accept quota-spending and destructive confirmations'
complete -c talent -n "__fish_talent_using_subcommand doctor" -l no-input -d 'Never prompt; anything that needs a confirmation fails instead'
complete -c talent -n "__fish_talent_using_subcommand doctor" -s v -l verbose -d 'Trace requests and responses on stderr (never the key)'
complete -c talent -n "__fish_talent_using_subcommand doctor" -s q -l quiet -d 'No progress, no notices: errors only'
complete -c talent -n "__fish_talent_using_subcommand doctor" -l accessible -d 'For screen readers: numbered questions, text progress, a visible cursor in browse (also config `accessible = true`; `talent help accessibility`)'
complete -c talent -n "__fish_talent_using_subcommand doctor" -l dry-run -d 'Print the request (method, URL, body, the quota it would spend) instead of sending it'
complete -c talent -n "__fish_talent_using_subcommand doctor" -l curl -d 'Print the request as a runnable curl command (key as $TALENT_API_KEY) instead of sending it'
complete -c talent -n "__fish_talent_using_subcommand doctor" -l force -d 'Send even when --idempotency-key was already used (or a job of that title was just created)'
complete -c talent -n "__fish_talent_using_subcommand doctor" -l no-pager -d 'Never page long tables (also TALENT_PAGER= empty, or `config set pager ""`)'
complete -c talent -n "__fish_talent_using_subcommand doctor" -l resume -d 'Continue an interrupted --out export of the same command from its checkpoint'
complete -c talent -n "__fish_talent_using_subcommand doctor" -l no-headers -d 'Leave out the header row of csv and tsv output'
complete -c talent -n "__fish_talent_using_subcommand doctor" -l no-formula-guard -d 'Write CSV cells raw (by default a cell starting with = + - @, tab or CR that is not a plain number gets a \' prefix)'
complete -c talent -n "__fish_talent_using_subcommand doctor" -l offline-spend -d 'Spend although the ledger that shares pacing and spends with other runs is unavailable (judged from a live GET /usage alone); --yes does not imply it'
complete -c talent -n "__fish_talent_using_subcommand doctor" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c talent -n "__fish_talent_using_subcommand doctor" -s V -l version -d 'Print version'
complete -c talent -n "__fish_talent_using_subcommand mcp" -l toolsets -d 'Tool groups to serve: candidates, jobs, outreach, usage (default: those four), webhooks' -r -f -a "candidates\t''
jobs\t''
outreach\t''
usage\t''
webhooks\t''"
complete -c talent -n "__fish_talent_using_subcommand mcp" -l allow-unlocks -d 'Unlocks the session may make without asking the person' -r
complete -c talent -n "__fish_talent_using_subcommand mcp" -l allow-searches -d 'Searches the session may make without asking the person' -r
complete -c talent -n "__fish_talent_using_subcommand mcp" -l allow-outreach -d 'People the session may reach (invites, messages, bulk invites) without asking' -r
complete -c talent -n "__fish_talent_using_subcommand mcp" -l allow-job-changes -d 'Jobs the session may create or change without asking' -r
complete -c talent -n "__fish_talent_using_subcommand mcp" -l confirm -d 'ask: put questions to the person through the client; deny: refuse instead' -r -f -a "ask\t'Ask through the client (elicitation)'
deny\t'Never ask: whatever needs a yes is refused, nothing sent'"
complete -c talent -n "__fish_talent_using_subcommand mcp" -l base-url -d 'Main interface base URL (ends in /api/v1)' -r
complete -c talent -n "__fish_talent_using_subcommand mcp" -l alt-base-url -d 'Additional interface base URL (ends in /v1)' -r
complete -c talent -n "__fish_talent_using_subcommand mcp" -l profile -d 'Named key and settings [default: default]' -r
complete -c talent -n "__fish_talent_using_subcommand mcp" -s o -l output -d 'Output format [default: table on a terminal, json otherwise]' -r -f -a "table\t''
json\t''
jsonl\t''
csv\t''
tsv\t'Tab-separated, one line per record, for shell loops'"
complete -c talent -n "__fish_talent_using_subcommand mcp" -l fields -d 'Choose and order columns or keys; dotted paths reach nested fields; `all` is every field, `compact` the table\'s set (CSV defaults to every field, that set first); with no value, list the fields and send nothing' -r
complete -c talent -n "__fish_talent_using_subcommand mcp" -l color -d 'Colour notices on stderr (also honours NO_COLOR)' -r -f -a "auto\t''
always\t''
never\t''"
complete -c talent -n "__fish_talent_using_subcommand mcp" -l max-wait -d 'Longest rate-limit wait accepted before exit 6, e.g. 30s, 10m' -r
complete -c talent -n "__fish_talent_using_subcommand mcp" -l ca-file -d 'PEM file of CA certificates trusted beside the system\'s (a TLS-inspecting proxy\'s CA)' -r -F
complete -c talent -n "__fish_talent_using_subcommand mcp" -l timeout -d 'Connect, first-byte and between-bytes timeout of one attempt' -r
complete -c talent -n "__fish_talent_using_subcommand mcp" -l max-time -d 'Longest one attempt may take, from connect to the last byte, e.g. 30s, 5m' -r
complete -c talent -n "__fish_talent_using_subcommand mcp" -l out -d 'Write the data atomically to FILE (FILE.partial, then rename) instead of stdout' -r -F
complete -c talent -n "__fish_talent_using_subcommand mcp" -l idempotency-key -d 'On message, invite, jobs create, bulk-invite: a repeated key sends nothing and prints the recorded result' -r
complete -c talent -n "__fish_talent_using_subcommand mcp" -l jq -d 'Filter JSON output with a jq expression (built in; implies -o json)' -r
complete -c talent -n "__fish_talent_using_subcommand mcp" -l max-unlocks -d 'The most unlocks this run may spend' -r
complete -c talent -n "__fish_talent_using_subcommand mcp" -l max-searches -d 'The most searches (search pages) this run may spend, retried pages included' -r
complete -c talent -n "__fish_talent_using_subcommand mcp" -l max-messages -d 'The most messages (invites) this run may spend' -r
complete -c talent -n "__fish_talent_using_subcommand mcp" -l ledger-url -d 'Where the ledger is: sqlite:PATH, or postgres://USER@HOST[:PORT]/DB for a team ledger (also TALENT_LEDGER_URL; a password only there, in PGPASSWORD or ~/.pgpass)' -r
complete -c talent -n "__fish_talent_using_subcommand mcp" -l member -d 'Who this machine spends as in a team ledger [default: LOGIN@HOST]' -r
complete -c talent -n "__fish_talent_using_subcommand mcp" -l read-only -d 'List only the tools that change nothing; refuse calls to the others'
complete -c talent -n "__fish_talent_using_subcommand mcp" -l sandbox -d 'Run against the embedded simulator; no key needed'
complete -c talent -n "__fish_talent_using_subcommand mcp" -s y -l yes -d 'Accept quota-spending and destructive confirmations'
complete -c talent -n "__fish_talent_using_subcommand mcp" -l no-input -d 'Never prompt; anything that needs a confirmation fails instead'
complete -c talent -n "__fish_talent_using_subcommand mcp" -s v -l verbose -d 'Trace requests and responses on stderr (never the key)'
complete -c talent -n "__fish_talent_using_subcommand mcp" -s q -l quiet -d 'No progress, no notices: errors only'
complete -c talent -n "__fish_talent_using_subcommand mcp" -l accessible -d 'For screen readers: numbered questions, text progress, a visible cursor in browse (also config `accessible = true`; `talent help accessibility`)'
complete -c talent -n "__fish_talent_using_subcommand mcp" -l dry-run -d 'Print the request (method, URL, body, the quota it would spend) instead of sending it'
complete -c talent -n "__fish_talent_using_subcommand mcp" -l curl -d 'Print the request as a runnable curl command (key as $TALENT_API_KEY) instead of sending it'
complete -c talent -n "__fish_talent_using_subcommand mcp" -l force -d 'Send even when --idempotency-key was already used (or a job of that title was just created)'
complete -c talent -n "__fish_talent_using_subcommand mcp" -l no-pager -d 'Never page long tables (also TALENT_PAGER= empty, or `config set pager ""`)'
complete -c talent -n "__fish_talent_using_subcommand mcp" -l resume -d 'Continue an interrupted --out export of the same command from its checkpoint'
complete -c talent -n "__fish_talent_using_subcommand mcp" -l no-headers -d 'Leave out the header row of csv and tsv output'
complete -c talent -n "__fish_talent_using_subcommand mcp" -l no-formula-guard -d 'Write CSV cells raw (by default a cell starting with = + - @, tab or CR that is not a plain number gets a \' prefix)'
complete -c talent -n "__fish_talent_using_subcommand mcp" -l offline-spend -d 'Spend although the ledger that shares pacing and spends with other runs is unavailable (judged from a live GET /usage alone); --yes does not imply it'
complete -c talent -n "__fish_talent_using_subcommand mcp" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c talent -n "__fish_talent_using_subcommand mcp" -s V -l version -d 'Print version'
complete -c talent -n "__fish_talent_using_subcommand help; and not __fish_seen_subcommand_from search browse candidate jobs stages apps invite message usage shortlist bulk-invite webhooks auth api sandbox ledger team completions status fixtures alias config doctor mcp help" -f -a "search" -d 'Search the talent pool (spends one search per page)'
complete -c talent -n "__fish_talent_using_subcommand help; and not __fish_seen_subcommand_from search browse candidate jobs stages apps invite message usage shortlist bulk-invite webhooks auth api sandbox ledger team completions status fixtures alias config doctor mcp help" -f -a "browse" -d 'Triage search hits in a window: open, unlock, invite (every spend asked)'
complete -c talent -n "__fish_talent_using_subcommand help; and not __fish_seen_subcommand_from search browse candidate jobs stages apps invite message usage shortlist bulk-invite webhooks auth api sandbox ledger team completions status fixtures alias config doctor mcp help" -f -a "candidate" -d 'Candidates: show (unlock), list, summary, profile'
complete -c talent -n "__fish_talent_using_subcommand help; and not __fish_seen_subcommand_from search browse candidate jobs stages apps invite message usage shortlist bulk-invite webhooks auth api sandbox ledger team completions status fixtures alias config doctor mcp help" -f -a "jobs" -d 'Jobs: list, create, update, pause, resume, close'
complete -c talent -n "__fish_talent_using_subcommand help; and not __fish_seen_subcommand_from search browse candidate jobs stages apps invite message usage shortlist bulk-invite webhooks auth api sandbox ledger team completions status fixtures alias config doctor mcp help" -f -a "stages" -d 'List a job\'s pipeline stages with application counts'
complete -c talent -n "__fish_talent_using_subcommand help; and not __fish_seen_subcommand_from search browse candidate jobs stages apps invite message usage shortlist bulk-invite webhooks auth api sandbox ledger team completions status fixtures alias config doctor mcp help" -f -a "apps" -d 'List a job\'s applications'
complete -c talent -n "__fish_talent_using_subcommand help; and not __fish_seen_subcommand_from search browse candidate jobs stages apps invite message usage shortlist bulk-invite webhooks auth api sandbox ledger team completions status fixtures alias config doctor mcp help" -f -a "invite" -d 'Invite a candidate to apply to a job (first contact; spends a message)'
complete -c talent -n "__fish_talent_using_subcommand help; and not __fish_seen_subcommand_from search browse candidate jobs stages apps invite message usage shortlist bulk-invite webhooks auth api sandbox ledger team completions status fixtures alias config doctor mcp help" -f -a "message" -d 'Send a follow-up message in an existing thread'
complete -c talent -n "__fish_talent_using_subcommand help; and not __fish_seen_subcommand_from search browse candidate jobs stages apps invite message usage shortlist bulk-invite webhooks auth api sandbox ledger team completions status fixtures alias config doctor mcp help" -f -a "usage" -d 'Show usage meters and quotas'
complete -c talent -n "__fish_talent_using_subcommand help; and not __fish_seen_subcommand_from search browse candidate jobs stages apps invite message usage shortlist bulk-invite webhooks auth api sandbox ledger team completions status fixtures alias config doctor mcp help" -f -a "shortlist" -d 'Generate a ranked shortlist for a job'
complete -c talent -n "__fish_talent_using_subcommand help; and not __fish_seen_subcommand_from search browse candidate jobs stages apps invite message usage shortlist bulk-invite webhooks auth api sandbox ledger team completions status fixtures alias config doctor mcp help" -f -a "bulk-invite" -d 'Invite many candidates to a job by WhatsApp and/or e-mail'
complete -c talent -n "__fish_talent_using_subcommand help; and not __fish_seen_subcommand_from search browse candidate jobs stages apps invite message usage shortlist bulk-invite webhooks auth api sandbox ledger team completions status fixtures alias config doctor mcp help" -f -a "webhooks" -d 'Webhook endpoints: list, create, delete, enable, listen, verify'
complete -c talent -n "__fish_talent_using_subcommand help; and not __fish_seen_subcommand_from search browse candidate jobs stages apps invite message usage shortlist bulk-invite webhooks auth api sandbox ledger team completions status fixtures alias config doctor mcp help" -f -a "auth" -d 'Log in, check and log out the profile\'s API key'
complete -c talent -n "__fish_talent_using_subcommand help; and not __fish_seen_subcommand_from search browse candidate jobs stages apps invite message usage shortlist bulk-invite webhooks auth api sandbox ledger team completions status fixtures alias config doctor mcp help" -f -a "api" -d 'Send a raw request to either interface'
complete -c talent -n "__fish_talent_using_subcommand help; and not __fish_seen_subcommand_from search browse candidate jobs stages apps invite message usage shortlist bulk-invite webhooks auth api sandbox ledger team completions status fixtures alias config doctor mcp help" -f -a "sandbox" -d 'Run, drive and reset the built-in simulator of the service'
complete -c talent -n "__fish_talent_using_subcommand help; and not __fish_seen_subcommand_from search browse candidate jobs stages apps invite message usage shortlist bulk-invite webhooks auth api sandbox ledger team completions status fixtures alias config doctor mcp help" -f -a "ledger" -d 'Inspect and maintain the local ledger'
complete -c talent -n "__fish_talent_using_subcommand help; and not __fish_seen_subcommand_from search browse candidate jobs stages apps invite message usage shortlist bulk-invite webhooks auth api sandbox ledger team completions status fixtures alias config doctor mcp help" -f -a "team" -d 'A team ledger\'s members: spends per member, allowances'
complete -c talent -n "__fish_talent_using_subcommand help; and not __fish_seen_subcommand_from search browse candidate jobs stages apps invite message usage shortlist bulk-invite webhooks auth api sandbox ledger team completions status fixtures alias config doctor mcp help" -f -a "completions" -d 'Print a shell completion script'
complete -c talent -n "__fish_talent_using_subcommand help; and not __fish_seen_subcommand_from search browse candidate jobs stages apps invite message usage shortlist bulk-invite webhooks auth api sandbox ledger team completions status fixtures alias config doctor mcp help" -f -a "status" -d 'Show what needs attention: quota, pipelines, webhooks, recent spends'
complete -c talent -n "__fish_talent_using_subcommand help; and not __fish_seen_subcommand_from search browse candidate jobs stages apps invite message usage shortlist bulk-invite webhooks auth api sandbox ledger team completions status fixtures alias config doctor mcp help" -f -a "fixtures" -d 'Run a JSON or TOML file of named requests, in order, to set up a known state'
complete -c talent -n "__fish_talent_using_subcommand help; and not __fish_seen_subcommand_from search browse candidate jobs stages apps invite message usage shortlist bulk-invite webhooks auth api sandbox ledger team completions status fixtures alias config doctor mcp help" -f -a "alias" -d 'Saved commands: set, list, delete'
complete -c talent -n "__fish_talent_using_subcommand help; and not __fish_seen_subcommand_from search browse candidate jobs stages apps invite message usage shortlist bulk-invite webhooks auth api sandbox ledger team completions status fixtures alias config doctor mcp help" -f -a "config" -d 'Read and change profile settings'
complete -c talent -n "__fish_talent_using_subcommand help; and not __fish_seen_subcommand_from search browse candidate jobs stages apps invite message usage shortlist bulk-invite webhooks auth api sandbox ledger team completions status fixtures alias config doctor mcp help" -f -a "doctor" -d 'Check the set-up: key, base URLs, proxies, TLS, clock, ledger'
complete -c talent -n "__fish_talent_using_subcommand help; and not __fish_seen_subcommand_from search browse candidate jobs stages apps invite message usage shortlist bulk-invite webhooks auth api sandbox ledger team completions status fixtures alias config doctor mcp help" -f -a "mcp" -d 'Serve an AI assistant over the Model Context Protocol (stdio)'
complete -c talent -n "__fish_talent_using_subcommand help; and not __fish_seen_subcommand_from search browse candidate jobs stages apps invite message usage shortlist bulk-invite webhooks auth api sandbox ledger team completions status fixtures alias config doctor mcp help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c talent -n "__fish_talent_using_subcommand help; and __fish_seen_subcommand_from candidate" -f -a "show" -d 'Show candidates\' identity and contact details (unlocks: spends quota)'
complete -c talent -n "__fish_talent_using_subcommand help; and __fish_seen_subcommand_from candidate" -f -a "list" -d 'Search candidates by skills on the additional interface'
complete -c talent -n "__fish_talent_using_subcommand help; and __fish_seen_subcommand_from candidate" -f -a "summary" -d 'Show a candidate summary'
complete -c talent -n "__fish_talent_using_subcommand help; and __fish_seen_subcommand_from candidate" -f -a "profile" -d 'Show a candidate\'s full profile'
complete -c talent -n "__fish_talent_using_subcommand help; and __fish_seen_subcommand_from jobs" -f -a "list" -d 'List jobs'
complete -c talent -n "__fish_talent_using_subcommand help; and __fish_seen_subcommand_from jobs" -f -a "create" -d 'Create a job'
complete -c talent -n "__fish_talent_using_subcommand help; and __fish_seen_subcommand_from jobs" -f -a "update" -d 'Change a job\'s fields'
complete -c talent -n "__fish_talent_using_subcommand help; and __fish_seen_subcommand_from jobs" -f -a "pause" -d 'Pause a job (sourcing halts)'
complete -c talent -n "__fish_talent_using_subcommand help; and __fish_seen_subcommand_from jobs" -f -a "resume" -d 'Resume a paused job'
complete -c talent -n "__fish_talent_using_subcommand help; and __fish_seen_subcommand_from jobs" -f -a "close" -d 'Close a job permanently'
complete -c talent -n "__fish_talent_using_subcommand help; and __fish_seen_subcommand_from webhooks" -f -a "list" -d 'List webhook endpoints'
complete -c talent -n "__fish_talent_using_subcommand help; and __fish_seen_subcommand_from webhooks" -f -a "create" -d 'Register a webhook endpoint'
complete -c talent -n "__fish_talent_using_subcommand help; and __fish_seen_subcommand_from webhooks" -f -a "delete" -d 'Delete a webhook endpoint'
complete -c talent -n "__fish_talent_using_subcommand help; and __fish_seen_subcommand_from webhooks" -f -a "enable" -d 'Re-enable a disabled webhook endpoint'
complete -c talent -n "__fish_talent_using_subcommand help; and __fish_seen_subcommand_from webhooks" -f -a "listen" -d 'Receive webhook events locally, verified and each handled once'
complete -c talent -n "__fish_talent_using_subcommand help; and __fish_seen_subcommand_from webhooks" -f -a "replay" -d 'Deliver again the events a `webhooks listen --log FILE` kept'
complete -c talent -n "__fish_talent_using_subcommand help; and __fish_seen_subcommand_from webhooks" -f -a "verify" -d 'Check a webhook signature offline'
complete -c talent -n "__fish_talent_using_subcommand help; and __fish_seen_subcommand_from auth" -f -a "login" -d 'Store an API key for the profile (checked with the service first)'
complete -c talent -n "__fish_talent_using_subcommand help; and __fish_seen_subcommand_from auth" -f -a "status" -d 'Show the profile, where its key comes from, and the workspace'
complete -c talent -n "__fish_talent_using_subcommand help; and __fish_seen_subcommand_from auth" -f -a "logout" -d 'Delete the profile\'s stored key'
complete -c talent -n "__fish_talent_using_subcommand help; and __fish_seen_subcommand_from sandbox" -f -a "serve" -d 'Run the simulator of the service as a local server'
complete -c talent -n "__fish_talent_using_subcommand help; and __fish_seen_subcommand_from sandbox" -f -a "trigger" -d 'Make a sandbox emit a webhook event'
complete -c talent -n "__fish_talent_using_subcommand help; and __fish_seen_subcommand_from sandbox" -f -a "reset" -d 'Delete the embedded sandbox\'s saved state'
complete -c talent -n "__fish_talent_using_subcommand help; and __fish_seen_subcommand_from sandbox" -f -a "openapi" -d 'Print the OpenAPI 3.1 document of an interface'
complete -c talent -n "__fish_talent_using_subcommand help; and __fish_seen_subcommand_from ledger" -f -a "show" -d 'Show the local ledger: its file, schema and rows per table'
complete -c talent -n "__fish_talent_using_subcommand help; and __fish_seen_subcommand_from ledger" -f -a "prune" -d 'Remove old rows from the local ledger'
complete -c talent -n "__fish_talent_using_subcommand help; and __fish_seen_subcommand_from ledger" -f -a "reset" -d 'Delete the local ledger'
complete -c talent -n "__fish_talent_using_subcommand help; and __fish_seen_subcommand_from ledger" -f -a "migrate" -d 'Create or upgrade the ledger\'s schema'
complete -c talent -n "__fish_talent_using_subcommand help; and __fish_seen_subcommand_from ledger" -f -a "import" -d 'Copy a local ledger\'s unlocks, invites and spends into the team ledger'
complete -c talent -n "__fish_talent_using_subcommand help; and __fish_seen_subcommand_from team" -f -a "usage" -d 'Show this cycle\'s spends per member beside the meters'
complete -c talent -n "__fish_talent_using_subcommand help; and __fish_seen_subcommand_from team" -f -a "allowance" -d 'Per-member caps per cycle: set, list, clear'
complete -c talent -n "__fish_talent_using_subcommand help; and __fish_seen_subcommand_from alias" -f -a "set" -d 'Save a command under a short name'
complete -c talent -n "__fish_talent_using_subcommand help; and __fish_seen_subcommand_from alias" -f -a "list" -d 'List saved commands'
complete -c talent -n "__fish_talent_using_subcommand help; and __fish_seen_subcommand_from alias" -f -a "delete" -d 'Delete a saved command'
complete -c talent -n "__fish_talent_using_subcommand help; and __fish_seen_subcommand_from config" -f -a "get" -d 'Print one setting'
complete -c talent -n "__fish_talent_using_subcommand help; and __fish_seen_subcommand_from config" -f -a "set" -d 'Change a setting'
complete -c talent -n "__fish_talent_using_subcommand help; and __fish_seen_subcommand_from config" -f -a "unset" -d 'Remove a setting (the global value or the default applies again)'
complete -c talent -n "__fish_talent_using_subcommand help; and __fish_seen_subcommand_from config" -f -a "list" -d 'List the settings in effect and where each comes from'
