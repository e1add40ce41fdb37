
use builtin;
use str;

set edit:completion:arg-completer[talent] = {|@words|
    fn spaces {|n|
        builtin:repeat $n ' ' | str:join ''
    }
    fn cand {|text desc|
        edit:complex-candidate $text &display=$text' '(spaces (- 14 (wcswidth $text)))$desc
    }
    var command = 'talent'
    for word $words[1..-1] {
        if (str:has-prefix $word '-') {
            break
        }
        set command = $command';'$word
    }
    var completions = [
        &'talent'= {
            cand --base-url 'Main interface base URL (ends in /api/v1)'
            cand --alt-base-url 'Additional interface base URL (ends in /v1)'
            cand --profile 'Named key and settings [default: default]'
            cand -o 'Output format [default: table on a terminal, json otherwise]'
            cand --output 'Output format [default: table on a terminal, json otherwise]'
            cand --fields 'Choose and order columns or keys; dotted paths reach nested fields'
            cand --color 'Colour notices on stderr (also honours NO_COLOR)'
            cand --sandbox 'Run against the embedded simulator; no key needed'
            cand -y 'Accept quota-spending and destructive confirmations'
            cand --yes 'Accept quota-spending and destructive confirmations'
            cand --no-input 'Never prompt; anything that needs a confirmation fails instead'
            cand -v 'Trace requests and responses on stderr (never the key)'
            cand --verbose 'Trace requests and responses on stderr (never the key)'
            cand -q 'No progress, no notices: errors only'
            cand --quiet 'No progress, no notices: errors only'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
            cand search 'Search the talent pool (spends one search per page)'
            cand candidate 'Candidates: show (unlock), list, summary, profile'
            cand jobs 'Jobs: list, create, update, pause, resume, close'
            cand stages 'List a job''s pipeline stages with application counts'
            cand apps 'List a job''s applications'
            cand invite 'Invite a candidate to apply to a job (first contact; spends a message)'
            cand message 'Send a follow-up message in an existing thread'
            cand usage 'Show usage meters and quotas'
            cand shortlist 'Generate a ranked shortlist for a job'
            cand bulk-invite 'Invite many candidates to a job by WhatsApp and/or e-mail'
            cand webhooks 'Webhook endpoints: list, create, delete, enable, listen, verify'
            cand auth 'Log in, check and log out the profile''s API key'
            cand api 'Send a raw request to either interface'
            cand sandbox 'Run, drive and reset the built-in simulator of the service'
            cand completions 'Print a shell completion script'
            cand config 'Read and change profile settings'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'talent;search'= {
            cand --q 'Natural-language query (at most 50,000 characters)'
            cand --q-file 'Read the natural-language query from a file (- for stdin)'
            cand --inresume 'Lucene boolean expression over the full resume text'
            cand --skill 'Required skill; `a|b` are synonyms; repeat (or comma-separate) for AND'
            cand --location 'Desired work location (repeatable or comma-separated; any matches)'
            cand --current-location 'Current location (repeatable or comma-separated; any matches)'
            cand --min-exp 'Minimum experience in years (decimals allowed)'
            cand --max-exp 'Maximum experience in years (decimals allowed)'
            cand --min-salary 'Minimum current salary, INR (2400000, 24L, 24 lakh, 1.2Cr)'
            cand --max-salary 'Maximum current salary, INR; caps results (2400000, 24L, 1.2Cr)'
            cand --join-within 'Can join within this many days'
            cand --edu 'Education pedigree tiers'
            cand --startup 'Startup experience kinds'
            cand --exclude-it 'Exclude IT-services backgrounds'
            cand --entrepreneur 'Entrepreneurial experience kinds'
            cand --domain 'Industry domains (high-confidence match)'
            cand --active 'Seen on the service in the last 3 or 6 months'
            cand --page 'Page to fetch (first of several with --limit/--all)'
            cand --page-size 'Hits per page, 1 to 20 [default: 10, or 20 with --limit/--all]'
            cand --limit 'Fetch pages until N records'
            cand --base-url 'Main interface base URL (ends in /api/v1)'
            cand --alt-base-url 'Additional interface base URL (ends in /v1)'
            cand --profile 'Named key and settings [default: default]'
            cand -o 'Output format [default: table on a terminal, json otherwise]'
            cand --output 'Output format [default: table on a terminal, json otherwise]'
            cand --fields 'Choose and order columns or keys; dotted paths reach nested fields'
            cand --color 'Colour notices on stderr (also honours NO_COLOR)'
            cand --notice-or-not-working 'Only candidates on notice period or not working'
            cand --match-any 'Profile attributes (--edu, --startup, --entrepreneur, --domain) match ANY instead of ALL'
            cand --all 'Fetch every page until the end'
            cand --sandbox 'Run against the embedded simulator; no key needed'
            cand -y 'Accept quota-spending and destructive confirmations'
            cand --yes 'Accept quota-spending and destructive confirmations'
            cand --no-input 'Never prompt; anything that needs a confirmation fails instead'
            cand -v 'Trace requests and responses on stderr (never the key)'
            cand --verbose 'Trace requests and responses on stderr (never the key)'
            cand -q 'No progress, no notices: errors only'
            cand --quiet 'No progress, no notices: errors only'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'talent;candidate'= {
            cand --base-url 'Main interface base URL (ends in /api/v1)'
            cand --alt-base-url 'Additional interface base URL (ends in /v1)'
            cand --profile 'Named key and settings [default: default]'
            cand -o 'Output format [default: table on a terminal, json otherwise]'
            cand --output 'Output format [default: table on a terminal, json otherwise]'
            cand --fields 'Choose and order columns or keys; dotted paths reach nested fields'
            cand --color 'Colour notices on stderr (also honours NO_COLOR)'
            cand --sandbox 'Run against the embedded simulator; no key needed'
            cand -y 'Accept quota-spending and destructive confirmations'
            cand --yes 'Accept quota-spending and destructive confirmations'
            cand --no-input 'Never prompt; anything that needs a confirmation fails instead'
            cand -v 'Trace requests and responses on stderr (never the key)'
            cand --verbose 'Trace requests and responses on stderr (never the key)'
            cand -q 'No progress, no notices: errors only'
            cand --quiet 'No progress, no notices: errors only'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
            cand show 'Show candidates'' identity and contact details (unlocks: spends quota)'
            cand list 'Search candidates by skills on the additional interface'
            cand summary 'Show a candidate summary'
            cand profile 'Show a candidate''s full profile'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'talent;candidate;show'= {
            cand --base-url 'Main interface base URL (ends in /api/v1)'
            cand --alt-base-url 'Additional interface base URL (ends in /v1)'
            cand --profile 'Named key and settings [default: default]'
            cand -o 'Output format [default: table on a terminal, json otherwise]'
            cand --output 'Output format [default: table on a terminal, json otherwise]'
            cand --fields 'Choose and order columns or keys; dotted paths reach nested fields'
            cand --color 'Colour notices on stderr (also honours NO_COLOR)'
            cand --sandbox 'Run against the embedded simulator; no key needed'
            cand -y 'Accept quota-spending and destructive confirmations'
            cand --yes 'Accept quota-spending and destructive confirmations'
            cand --no-input 'Never prompt; anything that needs a confirmation fails instead'
            cand -v 'Trace requests and responses on stderr (never the key)'
            cand --verbose 'Trace requests and responses on stderr (never the key)'
            cand -q 'No progress, no notices: errors only'
            cand --quiet 'No progress, no notices: errors only'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'talent;candidate;list'= {
            cand --skills 'Skill names (repeatable or comma-separated)'
            cand --experience-min 'Minimum years of experience'
            cand --min-exp 'Minimum years of experience'
            cand --experience-max 'Maximum years of experience'
            cand --max-exp 'Maximum years of experience'
            cand --location 'City name or Remote'
            cand --max-salary 'Exclude candidates expecting more than this, INR (2400000, 24L, 1.2Cr)'
            cand --salary-max 'Exclude candidates expecting more than this, INR (2400000, 24L, 1.2Cr)'
            cand --quality-min 'Minimum AI quality score, 0 to 100'
            cand --availability 'Availability (all when omitted)'
            cand --page 'Page to fetch (first of several with --limit/--all)'
            cand --per-page 'Candidates per page, 1 to 50 [default: 20, or 50 with --limit/--all]'
            cand --page-size 'Candidates per page, 1 to 50 [default: 20, or 50 with --limit/--all]'
            cand --limit 'Fetch pages until N records'
            cand --base-url 'Main interface base URL (ends in /api/v1)'
            cand --alt-base-url 'Additional interface base URL (ends in /v1)'
            cand --profile 'Named key and settings [default: default]'
            cand -o 'Output format [default: table on a terminal, json otherwise]'
            cand --output 'Output format [default: table on a terminal, json otherwise]'
            cand --fields 'Choose and order columns or keys; dotted paths reach nested fields'
            cand --color 'Colour notices on stderr (also honours NO_COLOR)'
            cand --remote-only 'Only candidates open to remote roles'
            cand --all 'Fetch every page until the end'
            cand --sandbox 'Run against the embedded simulator; no key needed'
            cand -y 'Accept quota-spending and destructive confirmations'
            cand --yes 'Accept quota-spending and destructive confirmations'
            cand --no-input 'Never prompt; anything that needs a confirmation fails instead'
            cand -v 'Trace requests and responses on stderr (never the key)'
            cand --verbose 'Trace requests and responses on stderr (never the key)'
            cand -q 'No progress, no notices: errors only'
            cand --quiet 'No progress, no notices: errors only'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'talent;candidate;summary'= {
            cand --base-url 'Main interface base URL (ends in /api/v1)'
            cand --alt-base-url 'Additional interface base URL (ends in /v1)'
            cand --profile 'Named key and settings [default: default]'
            cand -o 'Output format [default: table on a terminal, json otherwise]'
            cand --output 'Output format [default: table on a terminal, json otherwise]'
            cand --fields 'Choose and order columns or keys; dotted paths reach nested fields'
            cand --color 'Colour notices on stderr (also honours NO_COLOR)'
            cand --sandbox 'Run against the embedded simulator; no key needed'
            cand -y 'Accept quota-spending and destructive confirmations'
            cand --yes 'Accept quota-spending and destructive confirmations'
            cand --no-input 'Never prompt; anything that needs a confirmation fails instead'
            cand -v 'Trace requests and responses on stderr (never the key)'
            cand --verbose 'Trace requests and responses on stderr (never the key)'
            cand -q 'No progress, no notices: errors only'
            cand --quiet 'No progress, no notices: errors only'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'talent;candidate;profile'= {
            cand --base-url 'Main interface base URL (ends in /api/v1)'
            cand --alt-base-url 'Additional interface base URL (ends in /v1)'
            cand --profile 'Named key and settings [default: default]'
            cand -o 'Output format [default: table on a terminal, json otherwise]'
            cand --output 'Output format [default: table on a terminal, json otherwise]'
            cand --fields 'Choose and order columns or keys; dotted paths reach nested fields'
            cand --color 'Colour notices on stderr (also honours NO_COLOR)'
            cand --sandbox 'Run against the embedded simulator; no key needed'
            cand -y 'Accept quota-spending and destructive confirmations'
            cand --yes 'Accept quota-spending and destructive confirmations'
            cand --no-input 'Never prompt; anything that needs a confirmation fails instead'
            cand -v 'Trace requests and responses on stderr (never the key)'
            cand --verbose 'Trace requests and responses on stderr (never the key)'
            cand -q 'No progress, no notices: errors only'
            cand --quiet 'No progress, no notices: errors only'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'talent;candidate;help'= {
            cand show 'Show candidates'' identity and contact details (unlocks: spends quota)'
            cand list 'Search candidates by skills on the additional interface'
            cand summary 'Show a candidate summary'
            cand profile 'Show a candidate''s full profile'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'talent;candidate;help;show'= {
        }
        &'talent;candidate;help;list'= {
        }
        &'talent;candidate;help;summary'= {
        }
        &'talent;candidate;help;profile'= {
        }
        &'talent;candidate;help;help'= {
        }
        &'talent;jobs'= {
            cand --base-url 'Main interface base URL (ends in /api/v1)'
            cand --alt-base-url 'Additional interface base URL (ends in /v1)'
            cand --profile 'Named key and settings [default: default]'
            cand -o 'Output format [default: table on a terminal, json otherwise]'
            cand --output 'Output format [default: table on a terminal, json otherwise]'
            cand --fields 'Choose and order columns or keys; dotted paths reach nested fields'
            cand --color 'Colour notices on stderr (also honours NO_COLOR)'
            cand --sandbox 'Run against the embedded simulator; no key needed'
            cand -y 'Accept quota-spending and destructive confirmations'
            cand --yes 'Accept quota-spending and destructive confirmations'
            cand --no-input 'Never prompt; anything that needs a confirmation fails instead'
            cand -v 'Trace requests and responses on stderr (never the key)'
            cand --verbose 'Trace requests and responses on stderr (never the key)'
            cand -q 'No progress, no notices: errors only'
            cand --quiet 'No progress, no notices: errors only'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
            cand list 'List jobs'
            cand create 'Create a job'
            cand update 'Change a job''s fields'
            cand pause 'Pause a job (sourcing halts)'
            cand resume 'Resume a paused job'
            cand close 'Close a job permanently'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'talent;jobs;list'= {
            cand --status 'Only jobs in this status (uses the additional interface)'
            cand --page 'Page to start from'
            cand --page-size 'Jobs per page: 1 to 20 (1 to 50 with --status)'
            cand --per-page 'Jobs per page: 1 to 20 (1 to 50 with --status)'
            cand --limit 'Fetch pages until N records'
            cand --base-url 'Main interface base URL (ends in /api/v1)'
            cand --alt-base-url 'Additional interface base URL (ends in /v1)'
            cand --profile 'Named key and settings [default: default]'
            cand -o 'Output format [default: table on a terminal, json otherwise]'
            cand --output 'Output format [default: table on a terminal, json otherwise]'
            cand --fields 'Choose and order columns or keys; dotted paths reach nested fields'
            cand --color 'Colour notices on stderr (also honours NO_COLOR)'
            cand --include-paused 'Also list paused jobs (main interface)'
            cand --all 'Fetch every page until the end'
            cand --sandbox 'Run against the embedded simulator; no key needed'
            cand -y 'Accept quota-spending and destructive confirmations'
            cand --yes 'Accept quota-spending and destructive confirmations'
            cand --no-input 'Never prompt; anything that needs a confirmation fails instead'
            cand -v 'Trace requests and responses on stderr (never the key)'
            cand --verbose 'Trace requests and responses on stderr (never the key)'
            cand -q 'No progress, no notices: errors only'
            cand --quiet 'No progress, no notices: errors only'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'talent;jobs;create'= {
            cand --title 'Job title (at most 150 characters)'
            cand --description 'Description (Markdown)'
            cand --description-file 'Read the description from a file (`-` for stdin)'
            cand --set 'Set a top-level body field (repeatable)'
            cand --from-file 'Start from this JSON object (`-` for stdin)'
            cand --base-url 'Main interface base URL (ends in /api/v1)'
            cand --alt-base-url 'Additional interface base URL (ends in /v1)'
            cand --profile 'Named key and settings [default: default]'
            cand -o 'Output format [default: table on a terminal, json otherwise]'
            cand --output 'Output format [default: table on a terminal, json otherwise]'
            cand --fields 'Choose and order columns or keys; dotted paths reach nested fields'
            cand --color 'Colour notices on stderr (also honours NO_COLOR)'
            cand --sandbox 'Run against the embedded simulator; no key needed'
            cand -y 'Accept quota-spending and destructive confirmations'
            cand --yes 'Accept quota-spending and destructive confirmations'
            cand --no-input 'Never prompt; anything that needs a confirmation fails instead'
            cand -v 'Trace requests and responses on stderr (never the key)'
            cand --verbose 'Trace requests and responses on stderr (never the key)'
            cand -q 'No progress, no notices: errors only'
            cand --quiet 'No progress, no notices: errors only'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'talent;jobs;update'= {
            cand --title 'New title (at most 150 characters)'
            cand --description 'New description (Markdown)'
            cand --description-file 'Read the new description from a file (`-` for stdin)'
            cand --skills-required 'Required skills (replaces the list)'
            cand --skills-preferred 'Preferred skills (replaces the list)'
            cand --experience-min 'Minimum years of experience'
            cand --experience-max 'Maximum years of experience'
            cand --location 'City name or Remote'
            cand --remote-type 'Where the work happens'
            cand --salary-min 'Minimum annual salary (INR: 1800000, 18L, 1.2Cr)'
            cand --salary-max 'Maximum annual salary (INR)'
            cand --status 'New status (closed is permanent and asks first)'
            cand --base-url 'Main interface base URL (ends in /api/v1)'
            cand --alt-base-url 'Additional interface base URL (ends in /v1)'
            cand --profile 'Named key and settings [default: default]'
            cand -o 'Output format [default: table on a terminal, json otherwise]'
            cand --output 'Output format [default: table on a terminal, json otherwise]'
            cand --fields 'Choose and order columns or keys; dotted paths reach nested fields'
            cand --color 'Colour notices on stderr (also honours NO_COLOR)'
            cand --sandbox 'Run against the embedded simulator; no key needed'
            cand -y 'Accept quota-spending and destructive confirmations'
            cand --yes 'Accept quota-spending and destructive confirmations'
            cand --no-input 'Never prompt; anything that needs a confirmation fails instead'
            cand -v 'Trace requests and responses on stderr (never the key)'
            cand --verbose 'Trace requests and responses on stderr (never the key)'
            cand -q 'No progress, no notices: errors only'
            cand --quiet 'No progress, no notices: errors only'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'talent;jobs;pause'= {
            cand --base-url 'Main interface base URL (ends in /api/v1)'
            cand --alt-base-url 'Additional interface base URL (ends in /v1)'
            cand --profile 'Named key and settings [default: default]'
            cand -o 'Output format [default: table on a terminal, json otherwise]'
            cand --output 'Output format [default: table on a terminal, json otherwise]'
            cand --fields 'Choose and order columns or keys; dotted paths reach nested fields'
            cand --color 'Colour notices on stderr (also honours NO_COLOR)'
            cand --sandbox 'Run against the embedded simulator; no key needed'
            cand -y 'Accept quota-spending and destructive confirmations'
            cand --yes 'Accept quota-spending and destructive confirmations'
            cand --no-input 'Never prompt; anything that needs a confirmation fails instead'
            cand -v 'Trace requests and responses on stderr (never the key)'
            cand --verbose 'Trace requests and responses on stderr (never the key)'
            cand -q 'No progress, no notices: errors only'
            cand --quiet 'No progress, no notices: errors only'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'talent;jobs;resume'= {
            cand --base-url 'Main interface base URL (ends in /api/v1)'
            cand --alt-base-url 'Additional interface base URL (ends in /v1)'
            cand --profile 'Named key and settings [default: default]'
            cand -o 'Output format [default: table on a terminal, json otherwise]'
            cand --output 'Output format [default: table on a terminal, json otherwise]'
            cand --fields 'Choose and order columns or keys; dotted paths reach nested fields'
            cand --color 'Colour notices on stderr (also honours NO_COLOR)'
            cand --sandbox 'Run against the embedded simulator; no key needed'
            cand -y 'Accept quota-spending and destructive confirmations'
            cand --yes 'Accept quota-spending and destructive confirmations'
            cand --no-input 'Never prompt; anything that needs a confirmation fails instead'
            cand -v 'Trace requests and responses on stderr (never the key)'
            cand --verbose 'Trace requests and responses on stderr (never the key)'
            cand -q 'No progress, no notices: errors only'
            cand --quiet 'No progress, no notices: errors only'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'talent;jobs;close'= {
            cand --base-url 'Main interface base URL (ends in /api/v1)'
            cand --alt-base-url 'Additional interface base URL (ends in /v1)'
            cand --profile 'Named key and settings [default: default]'
            cand -o 'Output format [default: table on a terminal, json otherwise]'
            cand --output 'Output format [default: table on a terminal, json otherwise]'
            cand --fields 'Choose and order columns or keys; dotted paths reach nested fields'
            cand --color 'Colour notices on stderr (also honours NO_COLOR)'
            cand --sandbox 'Run against the embedded simulator; no key needed'
            cand -y 'Accept quota-spending and destructive confirmations'
            cand --yes 'Accept quota-spending and destructive confirmations'
            cand --no-input 'Never prompt; anything that needs a confirmation fails instead'
            cand -v 'Trace requests and responses on stderr (never the key)'
            cand --verbose 'Trace requests and responses on stderr (never the key)'
            cand -q 'No progress, no notices: errors only'
            cand --quiet 'No progress, no notices: errors only'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'talent;jobs;help'= {
            cand list 'List jobs'
            cand create 'Create a job'
            cand update 'Change a job''s fields'
            cand pause 'Pause a job (sourcing halts)'
            cand resume 'Resume a paused job'
            cand close 'Close a job permanently'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'talent;jobs;help;list'= {
        }
        &'talent;jobs;help;create'= {
        }
        &'talent;jobs;help;update'= {
        }
        &'talent;jobs;help;pause'= {
        }
        &'talent;jobs;help;resume'= {
        }
        &'talent;jobs;help;close'= {
        }
        &'talent;jobs;help;help'= {
        }
        &'talent;stages'= {
            cand --base-url 'Main interface base URL (ends in /api/v1)'
            cand --alt-base-url 'Additional interface base URL (ends in /v1)'
            cand --profile 'Named key and settings [default: default]'
            cand -o 'Output format [default: table on a terminal, json otherwise]'
            cand --output 'Output format [default: table on a terminal, json otherwise]'
            cand --fields 'Choose and order columns or keys; dotted paths reach nested fields'
            cand --color 'Colour notices on stderr (also honours NO_COLOR)'
            cand --sandbox 'Run against the embedded simulator; no key needed'
            cand -y 'Accept quota-spending and destructive confirmations'
            cand --yes 'Accept quota-spending and destructive confirmations'
            cand --no-input 'Never prompt; anything that needs a confirmation fails instead'
            cand -v 'Trace requests and responses on stderr (never the key)'
            cand --verbose 'Trace requests and responses on stderr (never the key)'
            cand -q 'No progress, no notices: errors only'
            cand --quiet 'No progress, no notices: errors only'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'talent;apps'= {
            cand --stage 'Only applications in this stage (a stageId from `talent stages`)'
            cand --page 'Page to fetch (first of several with --limit/--all)'
            cand --page-size 'Applications per page, 1 to 20 [default: 10, or 20 with --limit/--all]'
            cand --limit 'Fetch pages until N records'
            cand --base-url 'Main interface base URL (ends in /api/v1)'
            cand --alt-base-url 'Additional interface base URL (ends in /v1)'
            cand --profile 'Named key and settings [default: default]'
            cand -o 'Output format [default: table on a terminal, json otherwise]'
            cand --output 'Output format [default: table on a terminal, json otherwise]'
            cand --fields 'Choose and order columns or keys; dotted paths reach nested fields'
            cand --color 'Colour notices on stderr (also honours NO_COLOR)'
            cand --all 'Fetch every page until the end'
            cand --sandbox 'Run against the embedded simulator; no key needed'
            cand -y 'Accept quota-spending and destructive confirmations'
            cand --yes 'Accept quota-spending and destructive confirmations'
            cand --no-input 'Never prompt; anything that needs a confirmation fails instead'
            cand -v 'Trace requests and responses on stderr (never the key)'
            cand --verbose 'Trace requests and responses on stderr (never the key)'
            cand -q 'No progress, no notices: errors only'
            cand --quiet 'No progress, no notices: errors only'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'talent;invite'= {
            cand --job 'Job to invite to (from `talent jobs list`)'
            cand --message 'The message to send'
            cand --message-file 'Read the message from a file (- for stdin)'
            cand --base-url 'Main interface base URL (ends in /api/v1)'
            cand --alt-base-url 'Additional interface base URL (ends in /v1)'
            cand --profile 'Named key and settings [default: default]'
            cand -o 'Output format [default: table on a terminal, json otherwise]'
            cand --output 'Output format [default: table on a terminal, json otherwise]'
            cand --fields 'Choose and order columns or keys; dotted paths reach nested fields'
            cand --color 'Colour notices on stderr (also honours NO_COLOR)'
            cand --sandbox 'Run against the embedded simulator; no key needed'
            cand -y 'Accept quota-spending and destructive confirmations'
            cand --yes 'Accept quota-spending and destructive confirmations'
            cand --no-input 'Never prompt; anything that needs a confirmation fails instead'
            cand -v 'Trace requests and responses on stderr (never the key)'
            cand --verbose 'Trace requests and responses on stderr (never the key)'
            cand -q 'No progress, no notices: errors only'
            cand --quiet 'No progress, no notices: errors only'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'talent;message'= {
            cand --message 'The message to send'
            cand --message-file 'Read the message from a file (- for stdin)'
            cand --base-url 'Main interface base URL (ends in /api/v1)'
            cand --alt-base-url 'Additional interface base URL (ends in /v1)'
            cand --profile 'Named key and settings [default: default]'
            cand -o 'Output format [default: table on a terminal, json otherwise]'
            cand --output 'Output format [default: table on a terminal, json otherwise]'
            cand --fields 'Choose and order columns or keys; dotted paths reach nested fields'
            cand --color 'Colour notices on stderr (also honours NO_COLOR)'
            cand --sandbox 'Run against the embedded simulator; no key needed'
            cand -y 'Accept quota-spending and destructive confirmations'
            cand --yes 'Accept quota-spending and destructive confirmations'
            cand --no-input 'Never prompt; anything that needs a confirmation fails instead'
            cand -v 'Trace requests and responses on stderr (never the key)'
            cand --verbose 'Trace requests and responses on stderr (never the key)'
            cand -q 'No progress, no notices: errors only'
            cand --quiet 'No progress, no notices: errors only'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'talent;usage'= {
            cand --base-url 'Main interface base URL (ends in /api/v1)'
            cand --alt-base-url 'Additional interface base URL (ends in /v1)'
            cand --profile 'Named key and settings [default: default]'
            cand -o 'Output format [default: table on a terminal, json otherwise]'
            cand --output 'Output format [default: table on a terminal, json otherwise]'
            cand --fields 'Choose and order columns or keys; dotted paths reach nested fields'
            cand --color 'Colour notices on stderr (also honours NO_COLOR)'
            cand --sandbox 'Run against the embedded simulator; no key needed'
            cand -y 'Accept quota-spending and destructive confirmations'
            cand --yes 'Accept quota-spending and destructive confirmations'
            cand --no-input 'Never prompt; anything that needs a confirmation fails instead'
            cand -v 'Trace requests and responses on stderr (never the key)'
            cand --verbose 'Trace requests and responses on stderr (never the key)'
            cand -q 'No progress, no notices: errors only'
            cand --quiet 'No progress, no notices: errors only'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'talent;shortlist'= {
            cand --limit 'Entries to return: 1 to 50 [service default: 20]'
            cand --quality-min 'Only candidates with a quality score of at least N (0 to 100)'
            cand --availability 'Only candidates with this availability'
            cand --base-url 'Main interface base URL (ends in /api/v1)'
            cand --alt-base-url 'Additional interface base URL (ends in /v1)'
            cand --profile 'Named key and settings [default: default]'
            cand -o 'Output format [default: table on a terminal, json otherwise]'
            cand --output 'Output format [default: table on a terminal, json otherwise]'
            cand --fields 'Choose and order columns or keys; dotted paths reach nested fields'
            cand --color 'Colour notices on stderr (also honours NO_COLOR)'
            cand --sandbox 'Run against the embedded simulator; no key needed'
            cand -y 'Accept quota-spending and destructive confirmations'
            cand --yes 'Accept quota-spending and destructive confirmations'
            cand --no-input 'Never prompt; anything that needs a confirmation fails instead'
            cand -v 'Trace requests and responses on stderr (never the key)'
            cand --verbose 'Trace requests and responses on stderr (never the key)'
            cand -q 'No progress, no notices: errors only'
            cand --quiet 'No progress, no notices: errors only'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'talent;bulk-invite'= {
            cand --candidates 'Candidate ids (cand_...), repeated or comma-separated'
            cand --candidates-file 'Read candidate ids from a file (`-` for stdin)'
            cand --channel 'How to reach them [service default: both]'
            cand --message 'Custom message, at most 500 characters [default: the service''s template]'
            cand --message-file 'Read the custom message from a file (`-` for stdin)'
            cand --base-url 'Main interface base URL (ends in /api/v1)'
            cand --alt-base-url 'Additional interface base URL (ends in /v1)'
            cand --profile 'Named key and settings [default: default]'
            cand -o 'Output format [default: table on a terminal, json otherwise]'
            cand --output 'Output format [default: table on a terminal, json otherwise]'
            cand --fields 'Choose and order columns or keys; dotted paths reach nested fields'
            cand --color 'Colour notices on stderr (also honours NO_COLOR)'
            cand --dry-run 'Check and print the planned batches; send nothing'
            cand --sandbox 'Run against the embedded simulator; no key needed'
            cand -y 'Accept quota-spending and destructive confirmations'
            cand --yes 'Accept quota-spending and destructive confirmations'
            cand --no-input 'Never prompt; anything that needs a confirmation fails instead'
            cand -v 'Trace requests and responses on stderr (never the key)'
            cand --verbose 'Trace requests and responses on stderr (never the key)'
            cand -q 'No progress, no notices: errors only'
            cand --quiet 'No progress, no notices: errors only'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'talent;webhooks'= {
            cand --base-url 'Main interface base URL (ends in /api/v1)'
            cand --alt-base-url 'Additional interface base URL (ends in /v1)'
            cand --profile 'Named key and settings [default: default]'
            cand -o 'Output format [default: table on a terminal, json otherwise]'
            cand --output 'Output format [default: table on a terminal, json otherwise]'
            cand --fields 'Choose and order columns or keys; dotted paths reach nested fields'
            cand --color 'Colour notices on stderr (also honours NO_COLOR)'
            cand --sandbox 'Run against the embedded simulator; no key needed'
            cand -y 'Accept quota-spending and destructive confirmations'
            cand --yes 'Accept quota-spending and destructive confirmations'
            cand --no-input 'Never prompt; anything that needs a confirmation fails instead'
            cand -v 'Trace requests and responses on stderr (never the key)'
            cand --verbose 'Trace requests and responses on stderr (never the key)'
            cand -q 'No progress, no notices: errors only'
            cand --quiet 'No progress, no notices: errors only'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
            cand list 'List webhook endpoints'
            cand create 'Register a webhook endpoint'
            cand delete 'Delete a webhook endpoint'
            cand enable 'Re-enable a disabled webhook endpoint'
            cand listen 'Receive webhook events locally and verify their signatures'
            cand verify 'Check a webhook signature offline'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'talent;webhooks;list'= {
            cand --base-url 'Main interface base URL (ends in /api/v1)'
            cand --alt-base-url 'Additional interface base URL (ends in /v1)'
            cand --profile 'Named key and settings [default: default]'
            cand -o 'Output format [default: table on a terminal, json otherwise]'
            cand --output 'Output format [default: table on a terminal, json otherwise]'
            cand --fields 'Choose and order columns or keys; dotted paths reach nested fields'
            cand --color 'Colour notices on stderr (also honours NO_COLOR)'
            cand --sandbox 'Run against the embedded simulator; no key needed'
            cand -y 'Accept quota-spending and destructive confirmations'
            cand --yes 'Accept quota-spending and destructive confirmations'
            cand --no-input 'Never prompt; anything that needs a confirmation fails instead'
            cand -v 'Trace requests and responses on stderr (never the key)'
            cand --verbose 'Trace requests and responses on stderr (never the key)'
            cand -q 'No progress, no notices: errors only'
            cand --quiet 'No progress, no notices: errors only'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'talent;webhooks;create'= {
            cand --url 'Where deliveries go (https://)'
            cand --event 'Event kinds to receive (repeated or comma-separated)'
            cand --secret 'Your own HMAC-SHA256 signing secret [default: generated by the service]'
            cand --base-url 'Main interface base URL (ends in /api/v1)'
            cand --alt-base-url 'Additional interface base URL (ends in /v1)'
            cand --profile 'Named key and settings [default: default]'
            cand -o 'Output format [default: table on a terminal, json otherwise]'
            cand --output 'Output format [default: table on a terminal, json otherwise]'
            cand --fields 'Choose and order columns or keys; dotted paths reach nested fields'
            cand --color 'Colour notices on stderr (also honours NO_COLOR)'
            cand --sandbox 'Run against the embedded simulator; no key needed'
            cand -y 'Accept quota-spending and destructive confirmations'
            cand --yes 'Accept quota-spending and destructive confirmations'
            cand --no-input 'Never prompt; anything that needs a confirmation fails instead'
            cand -v 'Trace requests and responses on stderr (never the key)'
            cand --verbose 'Trace requests and responses on stderr (never the key)'
            cand -q 'No progress, no notices: errors only'
            cand --quiet 'No progress, no notices: errors only'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'talent;webhooks;delete'= {
            cand --base-url 'Main interface base URL (ends in /api/v1)'
            cand --alt-base-url 'Additional interface base URL (ends in /v1)'
            cand --profile 'Named key and settings [default: default]'
            cand -o 'Output format [default: table on a terminal, json otherwise]'
            cand --output 'Output format [default: table on a terminal, json otherwise]'
            cand --fields 'Choose and order columns or keys; dotted paths reach nested fields'
            cand --color 'Colour notices on stderr (also honours NO_COLOR)'
            cand --sandbox 'Run against the embedded simulator; no key needed'
            cand -y 'Accept quota-spending and destructive confirmations'
            cand --yes 'Accept quota-spending and destructive confirmations'
            cand --no-input 'Never prompt; anything that needs a confirmation fails instead'
            cand -v 'Trace requests and responses on stderr (never the key)'
            cand --verbose 'Trace requests and responses on stderr (never the key)'
            cand -q 'No progress, no notices: errors only'
            cand --quiet 'No progress, no notices: errors only'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'talent;webhooks;enable'= {
            cand --base-url 'Main interface base URL (ends in /api/v1)'
            cand --alt-base-url 'Additional interface base URL (ends in /v1)'
            cand --profile 'Named key and settings [default: default]'
            cand -o 'Output format [default: table on a terminal, json otherwise]'
            cand --output 'Output format [default: table on a terminal, json otherwise]'
            cand --fields 'Choose and order columns or keys; dotted paths reach nested fields'
            cand --color 'Colour notices on stderr (also honours NO_COLOR)'
            cand --sandbox 'Run against the embedded simulator; no key needed'
            cand -y 'Accept quota-spending and destructive confirmations'
            cand --yes 'Accept quota-spending and destructive confirmations'
            cand --no-input 'Never prompt; anything that needs a confirmation fails instead'
            cand -v 'Trace requests and responses on stderr (never the key)'
            cand --verbose 'Trace requests and responses on stderr (never the key)'
            cand -q 'No progress, no notices: errors only'
            cand --quiet 'No progress, no notices: errors only'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'talent;webhooks;listen'= {
            cand --addr 'Address to listen on (port 0 picks a free one)'
            cand --secret 'The endpoint''s signing secret'
            cand --forward-to 'Pass verified deliveries on to this URL (https://, or http:// on loopback)'
            cand --base-url 'Main interface base URL (ends in /api/v1)'
            cand --alt-base-url 'Additional interface base URL (ends in /v1)'
            cand --profile 'Named key and settings [default: default]'
            cand -o 'Output format [default: table on a terminal, json otherwise]'
            cand --output 'Output format [default: table on a terminal, json otherwise]'
            cand --fields 'Choose and order columns or keys; dotted paths reach nested fields'
            cand --color 'Colour notices on stderr (also honours NO_COLOR)'
            cand --sandbox 'Run against the embedded simulator; no key needed'
            cand -y 'Accept quota-spending and destructive confirmations'
            cand --yes 'Accept quota-spending and destructive confirmations'
            cand --no-input 'Never prompt; anything that needs a confirmation fails instead'
            cand -v 'Trace requests and responses on stderr (never the key)'
            cand --verbose 'Trace requests and responses on stderr (never the key)'
            cand -q 'No progress, no notices: errors only'
            cand --quiet 'No progress, no notices: errors only'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'talent;webhooks;verify'= {
            cand --secret 'The endpoint''s signing secret'
            cand --signature 'The X-Service-Signature value (sha256=HEX)'
            cand --payload-file 'The raw request body (`-` for stdin) [default: stdin]'
            cand --base-url 'Main interface base URL (ends in /api/v1)'
            cand --alt-base-url 'Additional interface base URL (ends in /v1)'
            cand --profile 'Named key and settings [default: default]'
            cand -o 'Output format [default: table on a terminal, json otherwise]'
            cand --output 'Output format [default: table on a terminal, json otherwise]'
            cand --fields 'Choose and order columns or keys; dotted paths reach nested fields'
            cand --color 'Colour notices on stderr (also honours NO_COLOR)'
            cand --sandbox 'Run against the embedded simulator; no key needed'
            cand -y 'Accept quota-spending and destructive confirmations'
            cand --yes 'Accept quota-spending and destructive confirmations'
            cand --no-input 'Never prompt; anything that needs a confirmation fails instead'
            cand -v 'Trace requests and responses on stderr (never the key)'
            cand --verbose 'Trace requests and responses on stderr (never the key)'
            cand -q 'No progress, no notices: errors only'
            cand --quiet 'No progress, no notices: errors only'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'talent;webhooks;help'= {
            cand list 'List webhook endpoints'
            cand create 'Register a webhook endpoint'
            cand delete 'Delete a webhook endpoint'
            cand enable 'Re-enable a disabled webhook endpoint'
            cand listen 'Receive webhook events locally and verify their signatures'
            cand verify 'Check a webhook signature offline'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'talent;webhooks;help;list'= {
        }
        &'talent;webhooks;help;create'= {
        }
        &'talent;webhooks;help;delete'= {
        }
        &'talent;webhooks;help;enable'= {
        }
        &'talent;webhooks;help;listen'= {
        }
        &'talent;webhooks;help;verify'= {
        }
        &'talent;webhooks;help;help'= {
        }
        &'talent;auth'= {
            cand --base-url 'Main interface base URL (ends in /api/v1)'
            cand --alt-base-url 'Additional interface base URL (ends in /v1)'
            cand --profile 'Named key and settings [default: default]'
            cand -o 'Output format [default: table on a terminal, json otherwise]'
            cand --output 'Output format [default: table on a terminal, json otherwise]'
            cand --fields 'Choose and order columns or keys; dotted paths reach nested fields'
            cand --color 'Colour notices on stderr (also honours NO_COLOR)'
            cand --sandbox 'Run against the embedded simulator; no key needed'
            cand -y 'Accept quota-spending and destructive confirmations'
            cand --yes 'Accept quota-spending and destructive confirmations'
            cand --no-input 'Never prompt; anything that needs a confirmation fails instead'
            cand -v 'Trace requests and responses on stderr (never the key)'
            cand --verbose 'Trace requests and responses on stderr (never the key)'
            cand -q 'No progress, no notices: errors only'
            cand --quiet 'No progress, no notices: errors only'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
            cand login 'Store an API key for the profile (checked with the service first)'
            cand status 'Show the profile, where its key comes from, and the workspace'
            cand logout 'Delete the profile''s stored key'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'talent;auth;login'= {
            cand --base-url 'Main interface base URL (ends in /api/v1)'
            cand --alt-base-url 'Additional interface base URL (ends in /v1)'
            cand --profile 'Named key and settings [default: default]'
            cand -o 'Output format [default: table on a terminal, json otherwise]'
            cand --output 'Output format [default: table on a terminal, json otherwise]'
            cand --fields 'Choose and order columns or keys; dotted paths reach nested fields'
            cand --color 'Colour notices on stderr (also honours NO_COLOR)'
            cand --with-key 'Read the key from stdin instead of prompting for it'
            cand --insecure-storage 'Keep the key in a plain-text 0600 file instead of the OS keyring'
            cand --sandbox 'Run against the embedded simulator; no key needed'
            cand -y 'Accept quota-spending and destructive confirmations'
            cand --yes 'Accept quota-spending and destructive confirmations'
            cand --no-input 'Never prompt; anything that needs a confirmation fails instead'
            cand -v 'Trace requests and responses on stderr (never the key)'
            cand --verbose 'Trace requests and responses on stderr (never the key)'
            cand -q 'No progress, no notices: errors only'
            cand --quiet 'No progress, no notices: errors only'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'talent;auth;status'= {
            cand --base-url 'Main interface base URL (ends in /api/v1)'
            cand --alt-base-url 'Additional interface base URL (ends in /v1)'
            cand --profile 'Named key and settings [default: default]'
            cand -o 'Output format [default: table on a terminal, json otherwise]'
            cand --output 'Output format [default: table on a terminal, json otherwise]'
            cand --fields 'Choose and order columns or keys; dotted paths reach nested fields'
            cand --color 'Colour notices on stderr (also honours NO_COLOR)'
            cand --sandbox 'Run against the embedded simulator; no key needed'
            cand -y 'Accept quota-spending and destructive confirmations'
            cand --yes 'Accept quota-spending and destructive confirmations'
            cand --no-input 'Never prompt; anything that needs a confirmation fails instead'
            cand -v 'Trace requests and responses on stderr (never the key)'
            cand --verbose 'Trace requests and responses on stderr (never the key)'
            cand -q 'No progress, no notices: errors only'
            cand --quiet 'No progress, no notices: errors only'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'talent;auth;logout'= {
            cand --base-url 'Main interface base URL (ends in /api/v1)'
            cand --alt-base-url 'Additional interface base URL (ends in /v1)'
            cand --profile 'Named key and settings [default: default]'
            cand -o 'Output format [default: table on a terminal, json otherwise]'
            cand --output 'Output format [default: table on a terminal, json otherwise]'
            cand --fields 'Choose and order columns or keys; dotted paths reach nested fields'
            cand --color 'Colour notices on stderr (also honours NO_COLOR)'
            cand --sandbox 'Run against the embedded simulator; no key needed'
            cand -y 'Accept quota-spending and destructive confirmations'
            cand --yes 'Accept quota-spending and destructive confirmations'
            cand --no-input 'Never prompt; anything that needs a confirmation fails instead'
            cand -v 'Trace requests and responses on stderr (never the key)'
            cand --verbose 'Trace requests and responses on stderr (never the key)'
            cand -q 'No progress, no notices: errors only'
            cand --quiet 'No progress, no notices: errors only'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'talent;auth;help'= {
            cand login 'Store an API key for the profile (checked with the service first)'
            cand status 'Show the profile, where its key comes from, and the workspace'
            cand logout 'Delete the profile''s stored key'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'talent;auth;help;login'= {
        }
        &'talent;auth;help;status'= {
        }
        &'talent;auth;help;logout'= {
        }
        &'talent;auth;help;help'= {
        }
        &'talent;api'= {
            cand -f 'A query parameter (GET, DELETE) or body field (other methods)'
            cand --field 'A query parameter (GET, DELETE) or body field (other methods)'
            cand --input 'Send this file as the JSON body (`-` for stdin)'
            cand --base-url 'Main interface base URL (ends in /api/v1)'
            cand --alt-base-url 'Additional interface base URL (ends in /v1)'
            cand --profile 'Named key and settings [default: default]'
            cand -o 'Output format [default: table on a terminal, json otherwise]'
            cand --output 'Output format [default: table on a terminal, json otherwise]'
            cand --color 'Colour notices on stderr (also honours NO_COLOR)'
            cand --alt 'Use the additional interface (/v1) instead of the main one'
            cand --sandbox 'Run against the embedded simulator; no key needed'
            cand -y 'Accept quota-spending and destructive confirmations'
            cand --yes 'Accept quota-spending and destructive confirmations'
            cand --no-input 'Never prompt; anything that needs a confirmation fails instead'
            cand -v 'Trace requests and responses on stderr (never the key)'
            cand --verbose 'Trace requests and responses on stderr (never the key)'
            cand -q 'No progress, no notices: errors only'
            cand --quiet 'No progress, no notices: errors only'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'talent;sandbox'= {
            cand --base-url 'Main interface base URL (ends in /api/v1)'
            cand --alt-base-url 'Additional interface base URL (ends in /v1)'
            cand --profile 'Named key and settings [default: default]'
            cand -o 'Output format [default: table on a terminal, json otherwise]'
            cand --output 'Output format [default: table on a terminal, json otherwise]'
            cand --fields 'Choose and order columns or keys; dotted paths reach nested fields'
            cand --color 'Colour notices on stderr (also honours NO_COLOR)'
            cand --sandbox 'Run against the embedded simulator; no key needed'
            cand -y 'Accept quota-spending and destructive confirmations'
            cand --yes 'Accept quota-spending and destructive confirmations'
            cand --no-input 'Never prompt; anything that needs a confirmation fails instead'
            cand -v 'Trace requests and responses on stderr (never the key)'
            cand --verbose 'Trace requests and responses on stderr (never the key)'
            cand -q 'No progress, no notices: errors only'
            cand --quiet 'No progress, no notices: errors only'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
            cand serve 'Run the simulator of the service as a local server'
            cand trigger 'Make a sandbox emit a webhook event'
            cand reset 'Delete the embedded sandbox''s saved state'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'talent;sandbox;serve'= {
            cand --addr 'Address to listen on; port 0 picks a free port'
            cand --seed 'Seed of the synthetic world (candidates, keys, ids)'
            cand --candidates 'Candidates in the pool'
            cand --time-scale 'Multiplies every window, block, retry delay, day and cycle (e.g. 0.01)'
            cand --state 'Load the world from FILE at start and save it there (atomically)'
            cand --grant 'Quota grants per cycle, e.g. unlocks=50,searches=500,messages=100'
            cand --faults 'Misbehave on purpose, e.g. 503=10%,reset=next1@POST,latency=200ms'
            cand --base-url 'Main interface base URL (ends in /api/v1)'
            cand --alt-base-url 'Additional interface base URL (ends in /v1)'
            cand --profile 'Named key and settings [default: default]'
            cand -o 'Output format [default: table on a terminal, json otherwise]'
            cand --output 'Output format [default: table on a terminal, json otherwise]'
            cand --fields 'Choose and order columns or keys; dotted paths reach nested fields'
            cand --color 'Colour notices on stderr (also honours NO_COLOR)'
            cand --sandbox 'Run against the embedded simulator; no key needed'
            cand -y 'Accept quota-spending and destructive confirmations'
            cand --yes 'Accept quota-spending and destructive confirmations'
            cand --no-input 'Never prompt; anything that needs a confirmation fails instead'
            cand -v 'Trace requests and responses on stderr (never the key)'
            cand --verbose 'Trace requests and responses on stderr (never the key)'
            cand -q 'No progress, no notices: errors only'
            cand --quiet 'No progress, no notices: errors only'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'talent;sandbox;trigger'= {
            cand --job 'Job the event is about'
            cand --candidate 'Candidate the event is about (cand_ id or talentCardId)'
            cand --data 'Extra or overriding `data` fields, as a JSON object'
            cand --base-url 'Main interface base URL (ends in /api/v1)'
            cand --alt-base-url 'Additional interface base URL (ends in /v1)'
            cand --profile 'Named key and settings [default: default]'
            cand -o 'Output format [default: table on a terminal, json otherwise]'
            cand --output 'Output format [default: table on a terminal, json otherwise]'
            cand --fields 'Choose and order columns or keys; dotted paths reach nested fields'
            cand --color 'Colour notices on stderr (also honours NO_COLOR)'
            cand --sandbox 'Run against the embedded simulator; no key needed'
            cand -y 'Accept quota-spending and destructive confirmations'
            cand --yes 'Accept quota-spending and destructive confirmations'
            cand --no-input 'Never prompt; anything that needs a confirmation fails instead'
            cand -v 'Trace requests and responses on stderr (never the key)'
            cand --verbose 'Trace requests and responses on stderr (never the key)'
            cand -q 'No progress, no notices: errors only'
            cand --quiet 'No progress, no notices: errors only'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'talent;sandbox;reset'= {
            cand --base-url 'Main interface base URL (ends in /api/v1)'
            cand --alt-base-url 'Additional interface base URL (ends in /v1)'
            cand --profile 'Named key and settings [default: default]'
            cand -o 'Output format [default: table on a terminal, json otherwise]'
            cand --output 'Output format [default: table on a terminal, json otherwise]'
            cand --fields 'Choose and order columns or keys; dotted paths reach nested fields'
            cand --color 'Colour notices on stderr (also honours NO_COLOR)'
            cand --sandbox 'Run against the embedded simulator; no key needed'
            cand -y 'Accept quota-spending and destructive confirmations'
            cand --yes 'Accept quota-spending and destructive confirmations'
            cand --no-input 'Never prompt; anything that needs a confirmation fails instead'
            cand -v 'Trace requests and responses on stderr (never the key)'
            cand --verbose 'Trace requests and responses on stderr (never the key)'
            cand -q 'No progress, no notices: errors only'
            cand --quiet 'No progress, no notices: errors only'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'talent;sandbox;help'= {
            cand serve 'Run the simulator of the service as a local server'
            cand trigger 'Make a sandbox emit a webhook event'
            cand reset 'Delete the embedded sandbox''s saved state'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'talent;sandbox;help;serve'= {
        }
        &'talent;sandbox;help;trigger'= {
        }
        &'talent;sandbox;help;reset'= {
        }
        &'talent;sandbox;help;help'= {
        }
        &'talent;completions'= {
            cand --base-url 'Main interface base URL (ends in /api/v1)'
            cand --alt-base-url 'Additional interface base URL (ends in /v1)'
            cand --profile 'Named key and settings [default: default]'
            cand -o 'Output format [default: table on a terminal, json otherwise]'
            cand --output 'Output format [default: table on a terminal, json otherwise]'
            cand --fields 'Choose and order columns or keys; dotted paths reach nested fields'
            cand --color 'Colour notices on stderr (also honours NO_COLOR)'
            cand --sandbox 'Run against the embedded simulator; no key needed'
            cand -y 'Accept quota-spending and destructive confirmations'
            cand --yes 'Accept quota-spending and destructive confirmations'
            cand --no-input 'Never prompt; anything that needs a confirmation fails instead'
            cand -v 'Trace requests and responses on stderr (never the key)'
            cand --verbose 'Trace requests and responses on stderr (never the key)'
            cand -q 'No progress, no notices: errors only'
            cand --quiet 'No progress, no notices: errors only'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'talent;config'= {
            cand --base-url 'Main interface base URL (ends in /api/v1)'
            cand --alt-base-url 'Additional interface base URL (ends in /v1)'
            cand --profile 'Named key and settings [default: default]'
            cand -o 'Output format [default: table on a terminal, json otherwise]'
            cand --output 'Output format [default: table on a terminal, json otherwise]'
            cand --fields 'Choose and order columns or keys; dotted paths reach nested fields'
            cand --color 'Colour notices on stderr (also honours NO_COLOR)'
            cand --sandbox 'Run against the embedded simulator; no key needed'
            cand -y 'Accept quota-spending and destructive confirmations'
            cand --yes 'Accept quota-spending and destructive confirmations'
            cand --no-input 'Never prompt; anything that needs a confirmation fails instead'
            cand -v 'Trace requests and responses on stderr (never the key)'
            cand --verbose 'Trace requests and responses on stderr (never the key)'
            cand -q 'No progress, no notices: errors only'
            cand --quiet 'No progress, no notices: errors only'
            cand -h 'Print help'
            cand --help 'Print help'
            cand -V 'Print version'
            cand --version 'Print version'
            cand get 'Print one setting'
            cand set 'Change a setting'
            cand unset 'Remove a setting (the global value or the default applies again)'
            cand list 'List the settings in effect and where each comes from'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'talent;config;get'= {
            cand --base-url 'Main interface base URL (ends in /api/v1)'
            cand --alt-base-url 'Additional interface base URL (ends in /v1)'
            cand --profile 'Named key and settings [default: default]'
            cand -o 'Output format [default: table on a terminal, json otherwise]'
            cand --output 'Output format [default: table on a terminal, json otherwise]'
            cand --fields 'Choose and order columns or keys; dotted paths reach nested fields'
            cand --color 'Colour notices on stderr (also honours NO_COLOR)'
            cand --global 'Read the top-level setting, not the profile''s'
            cand --sandbox 'Run against the embedded simulator; no key needed'
            cand -y 'Accept quota-spending and destructive confirmations'
            cand --yes 'Accept quota-spending and destructive confirmations'
            cand --no-input 'Never prompt; anything that needs a confirmation fails instead'
            cand -v 'Trace requests and responses on stderr (never the key)'
            cand --verbose 'Trace requests and responses on stderr (never the key)'
            cand -q 'No progress, no notices: errors only'
            cand --quiet 'No progress, no notices: errors only'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'talent;config;set'= {
            cand --base-url 'Main interface base URL (ends in /api/v1)'
            cand --alt-base-url 'Additional interface base URL (ends in /v1)'
            cand --profile 'Named key and settings [default: default]'
            cand -o 'Output format [default: table on a terminal, json otherwise]'
            cand --output 'Output format [default: table on a terminal, json otherwise]'
            cand --fields 'Choose and order columns or keys; dotted paths reach nested fields'
            cand --color 'Colour notices on stderr (also honours NO_COLOR)'
            cand --global 'Change the top-level setting, which every profile inherits'
            cand --sandbox 'Run against the embedded simulator; no key needed'
            cand -y 'Accept quota-spending and destructive confirmations'
            cand --yes 'Accept quota-spending and destructive confirmations'
            cand --no-input 'Never prompt; anything that needs a confirmation fails instead'
            cand -v 'Trace requests and responses on stderr (never the key)'
            cand --verbose 'Trace requests and responses on stderr (never the key)'
            cand -q 'No progress, no notices: errors only'
            cand --quiet 'No progress, no notices: errors only'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'talent;config;unset'= {
            cand --base-url 'Main interface base URL (ends in /api/v1)'
            cand --alt-base-url 'Additional interface base URL (ends in /v1)'
            cand --profile 'Named key and settings [default: default]'
            cand -o 'Output format [default: table on a terminal, json otherwise]'
            cand --output 'Output format [default: table on a terminal, json otherwise]'
            cand --fields 'Choose and order columns or keys; dotted paths reach nested fields'
            cand --color 'Colour notices on stderr (also honours NO_COLOR)'
            cand --global 'Remove the top-level setting, not the profile''s'
            cand --sandbox 'Run against the embedded simulator; no key needed'
            cand -y 'Accept quota-spending and destructive confirmations'
            cand --yes 'Accept quota-spending and destructive confirmations'
            cand --no-input 'Never prompt; anything that needs a confirmation fails instead'
            cand -v 'Trace requests and responses on stderr (never the key)'
            cand --verbose 'Trace requests and responses on stderr (never the key)'
            cand -q 'No progress, no notices: errors only'
            cand --quiet 'No progress, no notices: errors only'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'talent;config;list'= {
            cand --base-url 'Main interface base URL (ends in /api/v1)'
            cand --alt-base-url 'Additional interface base URL (ends in /v1)'
            cand --profile 'Named key and settings [default: default]'
            cand -o 'Output format [default: table on a terminal, json otherwise]'
            cand --output 'Output format [default: table on a terminal, json otherwise]'
            cand --fields 'Choose and order columns or keys; dotted paths reach nested fields'
            cand --color 'Colour notices on stderr (also honours NO_COLOR)'
            cand --global 'Only the file''s top-level settings, which every profile inherits'
            cand --sandbox 'Run against the embedded simulator; no key needed'
            cand -y 'Accept quota-spending and destructive confirmations'
            cand --yes 'Accept quota-spending and destructive confirmations'
            cand --no-input 'Never prompt; anything that needs a confirmation fails instead'
            cand -v 'Trace requests and responses on stderr (never the key)'
            cand --verbose 'Trace requests and responses on stderr (never the key)'
            cand -q 'No progress, no notices: errors only'
            cand --quiet 'No progress, no notices: errors only'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'talent;config;help'= {
            cand get 'Print one setting'
            cand set 'Change a setting'
            cand unset 'Remove a setting (the global value or the default applies again)'
            cand list 'List the settings in effect and where each comes from'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'talent;config;help;get'= {
        }
        &'talent;config;help;set'= {
        }
        &'talent;config;help;unset'= {
        }
        &'talent;config;help;list'= {
        }
        &'talent;config;help;help'= {
        }
        &'talent;help'= {
            cand search 'Search the talent pool (spends one search per page)'
            cand candidate 'Candidates: show (unlock), list, summary, profile'
            cand jobs 'Jobs: list, create, update, pause, resume, close'
            cand stages 'List a job''s pipeline stages with application counts'
            cand apps 'List a job''s applications'
            cand invite 'Invite a candidate to apply to a job (first contact; spends a message)'
            cand message 'Send a follow-up message in an existing thread'
            cand usage 'Show usage meters and quotas'
            cand shortlist 'Generate a ranked shortlist for a job'
            cand bulk-invite 'Invite many candidates to a job by WhatsApp and/or e-mail'
            cand webhooks 'Webhook endpoints: list, create, delete, enable, listen, verify'
            cand auth 'Log in, check and log out the profile''s API key'
            cand api 'Send a raw request to either interface'
            cand sandbox 'Run, drive and reset the built-in simulator of the service'
            cand completions 'Print a shell completion script'
            cand config 'Read and change profile settings'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'talent;help;search'= {
        }
        &'talent;help;candidate'= {
            cand show 'Show candidates'' identity and contact details (unlocks: spends quota)'
            cand list 'Search candidates by skills on the additional interface'
            cand summary 'Show a candidate summary'
            cand profile 'Show a candidate''s full profile'
        }
        &'talent;help;candidate;show'= {
        }
        &'talent;help;candidate;list'= {
        }
        &'talent;help;candidate;summary'= {
        }
        &'talent;help;candidate;profile'= {
        }
        &'talent;help;jobs'= {
            cand list 'List jobs'
            cand create 'Create a job'
            cand update 'Change a job''s fields'
            cand pause 'Pause a job (sourcing halts)'
            cand resume 'Resume a paused job'
            cand close 'Close a job permanently'
        }
        &'talent;help;jobs;list'= {
        }
        &'talent;help;jobs;create'= {
        }
        &'talent;help;jobs;update'= {
        }
        &'talent;help;jobs;pause'= {
        }
        &'talent;help;jobs;resume'= {
        }
        &'talent;help;jobs;close'= {
        }
        &'talent;help;stages'= {
        }
        &'talent;help;apps'= {
        }
        &'talent;help;invite'= {
        }
        &'talent;help;message'= {
        }
        &'talent;help;usage'= {
        }
        &'talent;help;shortlist'= {
        }
        &'talent;help;bulk-invite'= {
        }
        &'talent;help;webhooks'= {
            cand list 'List webhook endpoints'
            cand create 'Register a webhook endpoint'
            cand delete 'Delete a webhook endpoint'
            cand enable 'Re-enable a disabled webhook endpoint'
            cand listen 'Receive webhook events locally and verify their signatures'
            cand verify 'Check a webhook signature offline'
        }
        &'talent;help;webhooks;list'= {
        }
        &'talent;help;webhooks;create'= {
        }
        &'talent;help;webhooks;delete'= {
        }
        &'talent;help;webhooks;enable'= {
        }
        &'talent;help;webhooks;listen'= {
        }
        &'talent;help;webhooks;verify'= {
        }
        &'talent;help;auth'= {
            cand login 'Store an API key for the profile (checked with the service first)'
            cand status 'Show the profile, where its key comes from, and the workspace'
            cand logout 'Delete the profile''s stored key'
        }
        &'talent;help;auth;login'= {
        }
        &'talent;help;auth;status'= {
        }
        &'talent;help;auth;logout'= {
        }
        &'talent;help;api'= {
        }
        &'talent;help;sandbox'= {
            cand serve 'Run the simulator of the service as a local server'
            cand trigger 'Make a sandbox emit a webhook event'
            cand reset 'Delete the embedded sandbox''s saved state'
        }
        &'talent;help;sandbox;serve'= {
        }
        &'talent;help;sandbox;trigger'= {
        }
        &'talent;help;sandbox;reset'= {
        }
        &'talent;help;completions'= {
        }
        &'talent;help;config'= {
            cand get 'Print one setting'
            cand set 'Change a setting'
            cand unset 'Remove a setting (the global value or the default applies again)'
            cand list 'List the settings in effect and where each comes from'
        }
        &'talent;help;config;get'= {
        }
        &'talent;help;config;set'= {
        }
        &'talent;help;config;unset'= {
        }
        &'talent;help;config;list'= {
        }
        &'talent;help;help'= {
        }
    ]
    $completions[$command]
}
