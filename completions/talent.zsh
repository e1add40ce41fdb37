#compdef talent

autoload -U is-at-least

_talent() {
    typeset -A opt_args
    typeset -a _arguments_options
    local ret=1

    if is-at-least 5.2; then
        _arguments_options=(-s -S -C)
    else
        _arguments_options=(-s -C)
    fi

    local context curcontext="$curcontext" state line
    _arguments "${_arguments_options[@]}" : \
'--base-url=[Main interface base URL (ends in /api/v1)]:URL:_default' \
'--alt-base-url=[Additional interface base URL (ends in /v1)]:URL:_default' \
'--profile=[Named key and settings \[default\: default\]]:NAME:_default' \
'-o+[Output format \[default\: table on a terminal, json otherwise\]]:OUTPUT:(table json jsonl csv)' \
'--output=[Output format \[default\: table on a terminal, json otherwise\]]:OUTPUT:(table json jsonl csv)' \
'*--fields=[Choose and order columns or keys; dotted paths reach nested fields]:A,B,C:_default' \
'--color=[Colour notices on stderr (also honours NO_COLOR)]:COLOR:(auto always never)' \
'--sandbox[Run against the embedded simulator; no key needed]' \
'-y[Accept quota-spending and destructive confirmations]' \
'--yes[Accept quota-spending and destructive confirmations]' \
'--no-input[Never prompt; anything that needs a confirmation fails instead]' \
'-v[Trace requests and responses on stderr (never the key)]' \
'--verbose[Trace requests and responses on stderr (never the key)]' \
'(-v --verbose)-q[No progress, no notices\: errors only]' \
'(-v --verbose)--quiet[No progress, no notices\: errors only]' \
'-h[Print help (see more with '\''--help'\'')]' \
'--help[Print help (see more with '\''--help'\'')]' \
'-V[Print version]' \
'--version[Print version]' \
":: :_talent_commands" \
"*::: :->talent" \
&& ret=0
    case $state in
    (talent)
        words=($line[1] "${words[@]}")
        (( CURRENT += 1 ))
        curcontext="${curcontext%:*:*}:talent-command-$line[1]:"
        case $line[1] in
            (search)
_arguments "${_arguments_options[@]}" : \
'(--q-file)--q=[Natural-language query (at most 50,000 characters)]:TEXT:_default' \
'--q-file=[Read the natural-language query from a file (- for stdin)]:FILE:_files' \
'--inresume=[Lucene boolean expression over the full resume text]:EXPR:_default' \
'*--skill=[Required skill; \`a|b\` are synonyms; repeat (or comma-separate) for AND]:S:_default' \
'*--location=[Desired work location (repeatable or comma-separated; any matches)]:L:_default' \
'*--current-location=[Current location (repeatable or comma-separated; any matches)]:L:_default' \
'--min-exp=[Minimum experience in years (decimals allowed)]:Y:_default' \
'--max-exp=[Maximum experience in years (decimals allowed)]:Y:_default' \
'--min-salary=[Minimum current salary, INR (2400000, 24L, 24 lakh, 1.2Cr)]:AMT:_default' \
'--max-salary=[Maximum current salary, INR; caps results (2400000, 24L, 1.2Cr)]:AMT:_default' \
'--join-within=[Can join within this many days]:DAYS:_default' \
'*--edu=[Education pedigree tiers]:TIER,...:(tier1plus tier1 tier2)' \
'*--startup=[Startup experience kinds]:KIND,...:(funded_startup other_startup)' \
'*--exclude-it=[Exclude IT-services backgrounds]:KIND,...:(largeITServices otherITServices)' \
'*--entrepreneur=[Entrepreneurial experience kinds]:KIND,...:(cofounder earlyEmployee)' \
'*--domain=[Industry domains (high-confidence match)]:DOMAIN,...:(banking_and_finance healthcare ecommerce computer_security travel edtech_education gaming consumer_internet b2b_saas software_product gcc)' \
'--active=[Seen on the service in the last 3 or 6 months]:WINDOW:(3m 6m)' \
'--page=[Page to fetch (first of several with --limit/--all)]:N:_default' \
'--page-size=[Hits per page, 1 to 20 \[default\: 10, or 20 with --limit/--all\]]:N:_default' \
'(--all)--limit=[Fetch pages until N records]:N:_default' \
'--base-url=[Main interface base URL (ends in /api/v1)]:URL:_default' \
'--alt-base-url=[Additional interface base URL (ends in /v1)]:URL:_default' \
'--profile=[Named key and settings \[default\: default\]]:NAME:_default' \
'-o+[Output format \[default\: table on a terminal, json otherwise\]]:OUTPUT:(table json jsonl csv)' \
'--output=[Output format \[default\: table on a terminal, json otherwise\]]:OUTPUT:(table json jsonl csv)' \
'*--fields=[Choose and order columns or keys; dotted paths reach nested fields]:A,B,C:_default' \
'--color=[Colour notices on stderr (also honours NO_COLOR)]:COLOR:(auto always never)' \
'--notice-or-not-working[Only candidates on notice period or not working]' \
'--match-any[Profile attributes (--edu, --startup, --entrepreneur, --domain) match ANY instead of ALL]' \
'--all[Fetch every page until the end]' \
'--sandbox[Run against the embedded simulator; no key needed]' \
'-y[Accept quota-spending and destructive confirmations]' \
'--yes[Accept quota-spending and destructive confirmations]' \
'--no-input[Never prompt; anything that needs a confirmation fails instead]' \
'-v[Trace requests and responses on stderr (never the key)]' \
'--verbose[Trace requests and responses on stderr (never the key)]' \
'(-v --verbose)-q[No progress, no notices\: errors only]' \
'(-v --verbose)--quiet[No progress, no notices\: errors only]' \
'-h[Print help (see more with '\''--help'\'')]' \
'--help[Print help (see more with '\''--help'\'')]' \
'-V[Print version]' \
'--version[Print version]' \
&& ret=0
;;
(candidate)
_arguments "${_arguments_options[@]}" : \
'--base-url=[Main interface base URL (ends in /api/v1)]:URL:_default' \
'--alt-base-url=[Additional interface base URL (ends in /v1)]:URL:_default' \
'--profile=[Named key and settings \[default\: default\]]:NAME:_default' \
'-o+[Output format \[default\: table on a terminal, json otherwise\]]:OUTPUT:(table json jsonl csv)' \
'--output=[Output format \[default\: table on a terminal, json otherwise\]]:OUTPUT:(table json jsonl csv)' \
'*--fields=[Choose and order columns or keys; dotted paths reach nested fields]:A,B,C:_default' \
'--color=[Colour notices on stderr (also honours NO_COLOR)]:COLOR:(auto always never)' \
'--sandbox[Run against the embedded simulator; no key needed]' \
'-y[Accept quota-spending and destructive confirmations]' \
'--yes[Accept quota-spending and destructive confirmations]' \
'--no-input[Never prompt; anything that needs a confirmation fails instead]' \
'-v[Trace requests and responses on stderr (never the key)]' \
'--verbose[Trace requests and responses on stderr (never the key)]' \
'(-v --verbose)-q[No progress, no notices\: errors only]' \
'(-v --verbose)--quiet[No progress, no notices\: errors only]' \
'-h[Print help]' \
'--help[Print help]' \
'-V[Print version]' \
'--version[Print version]' \
":: :_talent__subcmd__candidate_commands" \
"*::: :->candidate" \
&& ret=0

    case $state in
    (candidate)
        words=($line[1] "${words[@]}")
        (( CURRENT += 1 ))
        curcontext="${curcontext%:*:*}:talent-candidate-command-$line[1]:"
        case $line[1] in
            (show)
_arguments "${_arguments_options[@]}" : \
'--base-url=[Main interface base URL (ends in /api/v1)]:URL:_default' \
'--alt-base-url=[Additional interface base URL (ends in /v1)]:URL:_default' \
'--profile=[Named key and settings \[default\: default\]]:NAME:_default' \
'-o+[Output format \[default\: table on a terminal, json otherwise\]]:OUTPUT:(table json jsonl csv)' \
'--output=[Output format \[default\: table on a terminal, json otherwise\]]:OUTPUT:(table json jsonl csv)' \
'*--fields=[Choose and order columns or keys; dotted paths reach nested fields]:A,B,C:_default' \
'--color=[Colour notices on stderr (also honours NO_COLOR)]:COLOR:(auto always never)' \
'--sandbox[Run against the embedded simulator; no key needed]' \
'-y[Accept quota-spending and destructive confirmations]' \
'--yes[Accept quota-spending and destructive confirmations]' \
'--no-input[Never prompt; anything that needs a confirmation fails instead]' \
'-v[Trace requests and responses on stderr (never the key)]' \
'--verbose[Trace requests and responses on stderr (never the key)]' \
'(-v --verbose)-q[No progress, no notices\: errors only]' \
'(-v --verbose)--quiet[No progress, no notices\: errors only]' \
'-h[Print help (see more with '\''--help'\'')]' \
'--help[Print help (see more with '\''--help'\'')]' \
'-V[Print version]' \
'--version[Print version]' \
'*::ids -- talentCardId(s) from `talent search`:_default' \
&& ret=0
;;
(list)
_arguments "${_arguments_options[@]}" : \
'*--skills=[Skill names (repeatable or comma-separated)]:A,B:_default' \
'--experience-min=[Minimum years of experience]:N:_default' \
'--min-exp=[Minimum years of experience]:N:_default' \
'--experience-max=[Maximum years of experience]:N:_default' \
'--max-exp=[Maximum years of experience]:N:_default' \
'--location=[City name or Remote]:L:_default' \
'--max-salary=[Exclude candidates expecting more than this, INR (2400000, 24L, 1.2Cr)]:AMT:_default' \
'--salary-max=[Exclude candidates expecting more than this, INR (2400000, 24L, 1.2Cr)]:AMT:_default' \
'--quality-min=[Minimum AI quality score, 0 to 100]:N:_default' \
'*--availability=[Availability (all when omitted)]:A,...:(active open not_looking)' \
'--page=[Page to fetch (first of several with --limit/--all)]:N:_default' \
'--per-page=[Candidates per page, 1 to 50 \[default\: 20, or 50 with --limit/--all\]]:N:_default' \
'--page-size=[Candidates per page, 1 to 50 \[default\: 20, or 50 with --limit/--all\]]:N:_default' \
'(--all)--limit=[Fetch pages until N records]:N:_default' \
'--base-url=[Main interface base URL (ends in /api/v1)]:URL:_default' \
'--alt-base-url=[Additional interface base URL (ends in /v1)]:URL:_default' \
'--profile=[Named key and settings \[default\: default\]]:NAME:_default' \
'-o+[Output format \[default\: table on a terminal, json otherwise\]]:OUTPUT:(table json jsonl csv)' \
'--output=[Output format \[default\: table on a terminal, json otherwise\]]:OUTPUT:(table json jsonl csv)' \
'*--fields=[Choose and order columns or keys; dotted paths reach nested fields]:A,B,C:_default' \
'--color=[Colour notices on stderr (also honours NO_COLOR)]:COLOR:(auto always never)' \
'--remote-only[Only candidates open to remote roles]' \
'--all[Fetch every page until the end]' \
'--sandbox[Run against the embedded simulator; no key needed]' \
'-y[Accept quota-spending and destructive confirmations]' \
'--yes[Accept quota-spending and destructive confirmations]' \
'--no-input[Never prompt; anything that needs a confirmation fails instead]' \
'-v[Trace requests and responses on stderr (never the key)]' \
'--verbose[Trace requests and responses on stderr (never the key)]' \
'(-v --verbose)-q[No progress, no notices\: errors only]' \
'(-v --verbose)--quiet[No progress, no notices\: errors only]' \
'-h[Print help (see more with '\''--help'\'')]' \
'--help[Print help (see more with '\''--help'\'')]' \
'-V[Print version]' \
'--version[Print version]' \
&& ret=0
;;
(summary)
_arguments "${_arguments_options[@]}" : \
'--base-url=[Main interface base URL (ends in /api/v1)]:URL:_default' \
'--alt-base-url=[Additional interface base URL (ends in /v1)]:URL:_default' \
'--profile=[Named key and settings \[default\: default\]]:NAME:_default' \
'-o+[Output format \[default\: table on a terminal, json otherwise\]]:OUTPUT:(table json jsonl csv)' \
'--output=[Output format \[default\: table on a terminal, json otherwise\]]:OUTPUT:(table json jsonl csv)' \
'*--fields=[Choose and order columns or keys; dotted paths reach nested fields]:A,B,C:_default' \
'--color=[Colour notices on stderr (also honours NO_COLOR)]:COLOR:(auto always never)' \
'--sandbox[Run against the embedded simulator; no key needed]' \
'-y[Accept quota-spending and destructive confirmations]' \
'--yes[Accept quota-spending and destructive confirmations]' \
'--no-input[Never prompt; anything that needs a confirmation fails instead]' \
'-v[Trace requests and responses on stderr (never the key)]' \
'--verbose[Trace requests and responses on stderr (never the key)]' \
'(-v --verbose)-q[No progress, no notices\: errors only]' \
'(-v --verbose)--quiet[No progress, no notices\: errors only]' \
'-h[Print help (see more with '\''--help'\'')]' \
'--help[Print help (see more with '\''--help'\'')]' \
'-V[Print version]' \
'--version[Print version]' \
':id -- Candidate id of the additional interface (`cand_...`):_default' \
&& ret=0
;;
(profile)
_arguments "${_arguments_options[@]}" : \
'--base-url=[Main interface base URL (ends in /api/v1)]:URL:_default' \
'--alt-base-url=[Additional interface base URL (ends in /v1)]:URL:_default' \
'--profile=[Named key and settings \[default\: default\]]:NAME:_default' \
'-o+[Output format \[default\: table on a terminal, json otherwise\]]:OUTPUT:(table json jsonl csv)' \
'--output=[Output format \[default\: table on a terminal, json otherwise\]]:OUTPUT:(table json jsonl csv)' \
'*--fields=[Choose and order columns or keys; dotted paths reach nested fields]:A,B,C:_default' \
'--color=[Colour notices on stderr (also honours NO_COLOR)]:COLOR:(auto always never)' \
'--sandbox[Run against the embedded simulator; no key needed]' \
'-y[Accept quota-spending and destructive confirmations]' \
'--yes[Accept quota-spending and destructive confirmations]' \
'--no-input[Never prompt; anything that needs a confirmation fails instead]' \
'-v[Trace requests and responses on stderr (never the key)]' \
'--verbose[Trace requests and responses on stderr (never the key)]' \
'(-v --verbose)-q[No progress, no notices\: errors only]' \
'(-v --verbose)--quiet[No progress, no notices\: errors only]' \
'-h[Print help (see more with '\''--help'\'')]' \
'--help[Print help (see more with '\''--help'\'')]' \
'-V[Print version]' \
'--version[Print version]' \
':id -- Candidate id of the additional interface (`cand_...`):_default' \
&& ret=0
;;
(help)
_arguments "${_arguments_options[@]}" : \
":: :_talent__subcmd__candidate__subcmd__help_commands" \
"*::: :->help" \
&& ret=0

    case $state in
    (help)
        words=($line[1] "${words[@]}")
        (( CURRENT += 1 ))
        curcontext="${curcontext%:*:*}:talent-candidate-help-command-$line[1]:"
        case $line[1] in
            (show)
_arguments "${_arguments_options[@]}" : \
&& ret=0
;;
(list)
_arguments "${_arguments_options[@]}" : \
&& ret=0
;;
(summary)
_arguments "${_arguments_options[@]}" : \
&& ret=0
;;
(profile)
_arguments "${_arguments_options[@]}" : \
&& ret=0
;;
(help)
_arguments "${_arguments_options[@]}" : \
&& ret=0
;;
        esac
    ;;
esac
;;
        esac
    ;;
esac
;;
(jobs)
_arguments "${_arguments_options[@]}" : \
'--base-url=[Main interface base URL (ends in /api/v1)]:URL:_default' \
'--alt-base-url=[Additional interface base URL (ends in /v1)]:URL:_default' \
'--profile=[Named key and settings \[default\: default\]]:NAME:_default' \
'-o+[Output format \[default\: table on a terminal, json otherwise\]]:OUTPUT:(table json jsonl csv)' \
'--output=[Output format \[default\: table on a terminal, json otherwise\]]:OUTPUT:(table json jsonl csv)' \
'*--fields=[Choose and order columns or keys; dotted paths reach nested fields]:A,B,C:_default' \
'--color=[Colour notices on stderr (also honours NO_COLOR)]:COLOR:(auto always never)' \
'--sandbox[Run against the embedded simulator; no key needed]' \
'-y[Accept quota-spending and destructive confirmations]' \
'--yes[Accept quota-spending and destructive confirmations]' \
'--no-input[Never prompt; anything that needs a confirmation fails instead]' \
'-v[Trace requests and responses on stderr (never the key)]' \
'--verbose[Trace requests and responses on stderr (never the key)]' \
'(-v --verbose)-q[No progress, no notices\: errors only]' \
'(-v --verbose)--quiet[No progress, no notices\: errors only]' \
'-h[Print help]' \
'--help[Print help]' \
'-V[Print version]' \
'--version[Print version]' \
":: :_talent__subcmd__jobs_commands" \
"*::: :->jobs" \
&& ret=0

    case $state in
    (jobs)
        words=($line[1] "${words[@]}")
        (( CURRENT += 1 ))
        curcontext="${curcontext%:*:*}:talent-jobs-command-$line[1]:"
        case $line[1] in
            (list)
_arguments "${_arguments_options[@]}" : \
'--status=[Only jobs in this status (uses the additional interface)]:STATUS:(active paused closed)' \
'--page=[Page to start from]:N:_default' \
'--page-size=[Jobs per page\: 1 to 20 (1 to 50 with --status)]:N:_default' \
'--per-page=[Jobs per page\: 1 to 20 (1 to 50 with --status)]:N:_default' \
'(--all)--limit=[Fetch pages until N records]:N:_default' \
'--base-url=[Main interface base URL (ends in /api/v1)]:URL:_default' \
'--alt-base-url=[Additional interface base URL (ends in /v1)]:URL:_default' \
'--profile=[Named key and settings \[default\: default\]]:NAME:_default' \
'-o+[Output format \[default\: table on a terminal, json otherwise\]]:OUTPUT:(table json jsonl csv)' \
'--output=[Output format \[default\: table on a terminal, json otherwise\]]:OUTPUT:(table json jsonl csv)' \
'*--fields=[Choose and order columns or keys; dotted paths reach nested fields]:A,B,C:_default' \
'--color=[Colour notices on stderr (also honours NO_COLOR)]:COLOR:(auto always never)' \
'(--status)--include-paused[Also list paused jobs (main interface)]' \
'--all[Fetch every page until the end]' \
'--sandbox[Run against the embedded simulator; no key needed]' \
'-y[Accept quota-spending and destructive confirmations]' \
'--yes[Accept quota-spending and destructive confirmations]' \
'--no-input[Never prompt; anything that needs a confirmation fails instead]' \
'-v[Trace requests and responses on stderr (never the key)]' \
'--verbose[Trace requests and responses on stderr (never the key)]' \
'(-v --verbose)-q[No progress, no notices\: errors only]' \
'(-v --verbose)--quiet[No progress, no notices\: errors only]' \
'-h[Print help (see more with '\''--help'\'')]' \
'--help[Print help (see more with '\''--help'\'')]' \
'-V[Print version]' \
'--version[Print version]' \
&& ret=0
;;
(create)
_arguments "${_arguments_options[@]}" : \
'--title=[Job title (at most 150 characters)]:T:_default' \
'(--description-file)--description=[Description (Markdown)]:D:_default' \
'--description-file=[Read the description from a file (\`-\` for stdin)]:F:_files' \
'*--set=[Set a top-level body field (repeatable)]:KEY=VALUE:_default' \
'--from-file=[Start from this JSON object (\`-\` for stdin)]:F:_files' \
'--base-url=[Main interface base URL (ends in /api/v1)]:URL:_default' \
'--alt-base-url=[Additional interface base URL (ends in /v1)]:URL:_default' \
'--profile=[Named key and settings \[default\: default\]]:NAME:_default' \
'-o+[Output format \[default\: table on a terminal, json otherwise\]]:OUTPUT:(table json jsonl csv)' \
'--output=[Output format \[default\: table on a terminal, json otherwise\]]:OUTPUT:(table json jsonl csv)' \
'*--fields=[Choose and order columns or keys; dotted paths reach nested fields]:A,B,C:_default' \
'--color=[Colour notices on stderr (also honours NO_COLOR)]:COLOR:(auto always never)' \
'--sandbox[Run against the embedded simulator; no key needed]' \
'-y[Accept quota-spending and destructive confirmations]' \
'--yes[Accept quota-spending and destructive confirmations]' \
'--no-input[Never prompt; anything that needs a confirmation fails instead]' \
'-v[Trace requests and responses on stderr (never the key)]' \
'--verbose[Trace requests and responses on stderr (never the key)]' \
'(-v --verbose)-q[No progress, no notices\: errors only]' \
'(-v --verbose)--quiet[No progress, no notices\: errors only]' \
'-h[Print help (see more with '\''--help'\'')]' \
'--help[Print help (see more with '\''--help'\'')]' \
'-V[Print version]' \
'--version[Print version]' \
&& ret=0
;;
(update)
_arguments "${_arguments_options[@]}" : \
'--title=[New title (at most 150 characters)]:T:_default' \
'(--description-file)--description=[New description (Markdown)]:D:_default' \
'--description-file=[Read the new description from a file (\`-\` for stdin)]:F:_files' \
'*--skills-required=[Required skills (replaces the list)]:A,B:_default' \
'*--skills-preferred=[Preferred skills (replaces the list)]:A,B:_default' \
'--experience-min=[Minimum years of experience]:N:_default' \
'--experience-max=[Maximum years of experience]:N:_default' \
'--location=[City name or Remote]:L:_default' \
'--remote-type=[Where the work happens]:T:(onsite remote hybrid)' \
'--salary-min=[Minimum annual salary (INR\: 1800000, 18L, 1.2Cr)]:AMT:_default' \
'--salary-max=[Maximum annual salary (INR)]:AMT:_default' \
'--status=[New status (closed is permanent and asks first)]:S:(active paused closed)' \
'--base-url=[Main interface base URL (ends in /api/v1)]:URL:_default' \
'--alt-base-url=[Additional interface base URL (ends in /v1)]:URL:_default' \
'--profile=[Named key and settings \[default\: default\]]:NAME:_default' \
'-o+[Output format \[default\: table on a terminal, json otherwise\]]:OUTPUT:(table json jsonl csv)' \
'--output=[Output format \[default\: table on a terminal, json otherwise\]]:OUTPUT:(table json jsonl csv)' \
'*--fields=[Choose and order columns or keys; dotted paths reach nested fields]:A,B,C:_default' \
'--color=[Colour notices on stderr (also honours NO_COLOR)]:COLOR:(auto always never)' \
'--sandbox[Run against the embedded simulator; no key needed]' \
'-y[Accept quota-spending and destructive confirmations]' \
'--yes[Accept quota-spending and destructive confirmations]' \
'--no-input[Never prompt; anything that needs a confirmation fails instead]' \
'-v[Trace requests and responses on stderr (never the key)]' \
'--verbose[Trace requests and responses on stderr (never the key)]' \
'(-v --verbose)-q[No progress, no notices\: errors only]' \
'(-v --verbose)--quiet[No progress, no notices\: errors only]' \
'-h[Print help (see more with '\''--help'\'')]' \
'--help[Print help (see more with '\''--help'\'')]' \
'-V[Print version]' \
'--version[Print version]' \
':id -- The job'\''s id:_default' \
&& ret=0
;;
(pause)
_arguments "${_arguments_options[@]}" : \
'--base-url=[Main interface base URL (ends in /api/v1)]:URL:_default' \
'--alt-base-url=[Additional interface base URL (ends in /v1)]:URL:_default' \
'--profile=[Named key and settings \[default\: default\]]:NAME:_default' \
'-o+[Output format \[default\: table on a terminal, json otherwise\]]:OUTPUT:(table json jsonl csv)' \
'--output=[Output format \[default\: table on a terminal, json otherwise\]]:OUTPUT:(table json jsonl csv)' \
'*--fields=[Choose and order columns or keys; dotted paths reach nested fields]:A,B,C:_default' \
'--color=[Colour notices on stderr (also honours NO_COLOR)]:COLOR:(auto always never)' \
'--sandbox[Run against the embedded simulator; no key needed]' \
'-y[Accept quota-spending and destructive confirmations]' \
'--yes[Accept quota-spending and destructive confirmations]' \
'--no-input[Never prompt; anything that needs a confirmation fails instead]' \
'-v[Trace requests and responses on stderr (never the key)]' \
'--verbose[Trace requests and responses on stderr (never the key)]' \
'(-v --verbose)-q[No progress, no notices\: errors only]' \
'(-v --verbose)--quiet[No progress, no notices\: errors only]' \
'-h[Print help (see more with '\''--help'\'')]' \
'--help[Print help (see more with '\''--help'\'')]' \
'-V[Print version]' \
'--version[Print version]' \
':id -- The job'\''s id (`id` of `talent jobs list --status active`):_default' \
&& ret=0
;;
(resume)
_arguments "${_arguments_options[@]}" : \
'--base-url=[Main interface base URL (ends in /api/v1)]:URL:_default' \
'--alt-base-url=[Additional interface base URL (ends in /v1)]:URL:_default' \
'--profile=[Named key and settings \[default\: default\]]:NAME:_default' \
'-o+[Output format \[default\: table on a terminal, json otherwise\]]:OUTPUT:(table json jsonl csv)' \
'--output=[Output format \[default\: table on a terminal, json otherwise\]]:OUTPUT:(table json jsonl csv)' \
'*--fields=[Choose and order columns or keys; dotted paths reach nested fields]:A,B,C:_default' \
'--color=[Colour notices on stderr (also honours NO_COLOR)]:COLOR:(auto always never)' \
'--sandbox[Run against the embedded simulator; no key needed]' \
'-y[Accept quota-spending and destructive confirmations]' \
'--yes[Accept quota-spending and destructive confirmations]' \
'--no-input[Never prompt; anything that needs a confirmation fails instead]' \
'-v[Trace requests and responses on stderr (never the key)]' \
'--verbose[Trace requests and responses on stderr (never the key)]' \
'(-v --verbose)-q[No progress, no notices\: errors only]' \
'(-v --verbose)--quiet[No progress, no notices\: errors only]' \
'-h[Print help (see more with '\''--help'\'')]' \
'--help[Print help (see more with '\''--help'\'')]' \
'-V[Print version]' \
'--version[Print version]' \
':id -- The job'\''s id:_default' \
&& ret=0
;;
(close)
_arguments "${_arguments_options[@]}" : \
'--base-url=[Main interface base URL (ends in /api/v1)]:URL:_default' \
'--alt-base-url=[Additional interface base URL (ends in /v1)]:URL:_default' \
'--profile=[Named key and settings \[default\: default\]]:NAME:_default' \
'-o+[Output format \[default\: table on a terminal, json otherwise\]]:OUTPUT:(table json jsonl csv)' \
'--output=[Output format \[default\: table on a terminal, json otherwise\]]:OUTPUT:(table json jsonl csv)' \
'*--fields=[Choose and order columns or keys; dotted paths reach nested fields]:A,B,C:_default' \
'--color=[Colour notices on stderr (also honours NO_COLOR)]:COLOR:(auto always never)' \
'--sandbox[Run against the embedded simulator; no key needed]' \
'-y[Accept quota-spending and destructive confirmations]' \
'--yes[Accept quota-spending and destructive confirmations]' \
'--no-input[Never prompt; anything that needs a confirmation fails instead]' \
'-v[Trace requests and responses on stderr (never the key)]' \
'--verbose[Trace requests and responses on stderr (never the key)]' \
'(-v --verbose)-q[No progress, no notices\: errors only]' \
'(-v --verbose)--quiet[No progress, no notices\: errors only]' \
'-h[Print help (see more with '\''--help'\'')]' \
'--help[Print help (see more with '\''--help'\'')]' \
'-V[Print version]' \
'--version[Print version]' \
':id -- The job'\''s id:_default' \
&& ret=0
;;
(help)
_arguments "${_arguments_options[@]}" : \
":: :_talent__subcmd__jobs__subcmd__help_commands" \
"*::: :->help" \
&& ret=0

    case $state in
    (help)
        words=($line[1] "${words[@]}")
        (( CURRENT += 1 ))
        curcontext="${curcontext%:*:*}:talent-jobs-help-command-$line[1]:"
        case $line[1] in
            (list)
_arguments "${_arguments_options[@]}" : \
&& ret=0
;;
(create)
_arguments "${_arguments_options[@]}" : \
&& ret=0
;;
(update)
_arguments "${_arguments_options[@]}" : \
&& ret=0
;;
(pause)
_arguments "${_arguments_options[@]}" : \
&& ret=0
;;
(resume)
_arguments "${_arguments_options[@]}" : \
&& ret=0
;;
(close)
_arguments "${_arguments_options[@]}" : \
&& ret=0
;;
(help)
_arguments "${_arguments_options[@]}" : \
&& ret=0
;;
        esac
    ;;
esac
;;
        esac
    ;;
esac
;;
(stages)
_arguments "${_arguments_options[@]}" : \
'--base-url=[Main interface base URL (ends in /api/v1)]:URL:_default' \
'--alt-base-url=[Additional interface base URL (ends in /v1)]:URL:_default' \
'--profile=[Named key and settings \[default\: default\]]:NAME:_default' \
'-o+[Output format \[default\: table on a terminal, json otherwise\]]:OUTPUT:(table json jsonl csv)' \
'--output=[Output format \[default\: table on a terminal, json otherwise\]]:OUTPUT:(table json jsonl csv)' \
'*--fields=[Choose and order columns or keys; dotted paths reach nested fields]:A,B,C:_default' \
'--color=[Colour notices on stderr (also honours NO_COLOR)]:COLOR:(auto always never)' \
'--sandbox[Run against the embedded simulator; no key needed]' \
'-y[Accept quota-spending and destructive confirmations]' \
'--yes[Accept quota-spending and destructive confirmations]' \
'--no-input[Never prompt; anything that needs a confirmation fails instead]' \
'-v[Trace requests and responses on stderr (never the key)]' \
'--verbose[Trace requests and responses on stderr (never the key)]' \
'(-v --verbose)-q[No progress, no notices\: errors only]' \
'(-v --verbose)--quiet[No progress, no notices\: errors only]' \
'-h[Print help (see more with '\''--help'\'')]' \
'--help[Print help (see more with '\''--help'\'')]' \
'-V[Print version]' \
'--version[Print version]' \
':job_id -- Job id (from `talent jobs list`):_default' \
&& ret=0
;;
(apps)
_arguments "${_arguments_options[@]}" : \
'--stage=[Only applications in this stage (a stageId from \`talent stages\`)]:STAGE_ID:_default' \
'--page=[Page to fetch (first of several with --limit/--all)]:N:_default' \
'--page-size=[Applications per page, 1 to 20 \[default\: 10, or 20 with --limit/--all\]]:N:_default' \
'(--all)--limit=[Fetch pages until N records]:N:_default' \
'--base-url=[Main interface base URL (ends in /api/v1)]:URL:_default' \
'--alt-base-url=[Additional interface base URL (ends in /v1)]:URL:_default' \
'--profile=[Named key and settings \[default\: default\]]:NAME:_default' \
'-o+[Output format \[default\: table on a terminal, json otherwise\]]:OUTPUT:(table json jsonl csv)' \
'--output=[Output format \[default\: table on a terminal, json otherwise\]]:OUTPUT:(table json jsonl csv)' \
'*--fields=[Choose and order columns or keys; dotted paths reach nested fields]:A,B,C:_default' \
'--color=[Colour notices on stderr (also honours NO_COLOR)]:COLOR:(auto always never)' \
'--all[Fetch every page until the end]' \
'--sandbox[Run against the embedded simulator; no key needed]' \
'-y[Accept quota-spending and destructive confirmations]' \
'--yes[Accept quota-spending and destructive confirmations]' \
'--no-input[Never prompt; anything that needs a confirmation fails instead]' \
'-v[Trace requests and responses on stderr (never the key)]' \
'--verbose[Trace requests and responses on stderr (never the key)]' \
'(-v --verbose)-q[No progress, no notices\: errors only]' \
'(-v --verbose)--quiet[No progress, no notices\: errors only]' \
'-h[Print help (see more with '\''--help'\'')]' \
'--help[Print help (see more with '\''--help'\'')]' \
'-V[Print version]' \
'--version[Print version]' \
':job_id -- Job id (from `talent jobs list`):_default' \
&& ret=0
;;
(invite)
_arguments "${_arguments_options[@]}" : \
'--job=[Job to invite to (from \`talent jobs list\`)]:JOB_ID:_default' \
'--message=[The message to send]:TEXT:_default' \
'--message-file=[Read the message from a file (- for stdin)]:FILE:_files' \
'--base-url=[Main interface base URL (ends in /api/v1)]:URL:_default' \
'--alt-base-url=[Additional interface base URL (ends in /v1)]:URL:_default' \
'--profile=[Named key and settings \[default\: default\]]:NAME:_default' \
'-o+[Output format \[default\: table on a terminal, json otherwise\]]:OUTPUT:(table json jsonl csv)' \
'--output=[Output format \[default\: table on a terminal, json otherwise\]]:OUTPUT:(table json jsonl csv)' \
'*--fields=[Choose and order columns or keys; dotted paths reach nested fields]:A,B,C:_default' \
'--color=[Colour notices on stderr (also honours NO_COLOR)]:COLOR:(auto always never)' \
'--sandbox[Run against the embedded simulator; no key needed]' \
'-y[Accept quota-spending and destructive confirmations]' \
'--yes[Accept quota-spending and destructive confirmations]' \
'--no-input[Never prompt; anything that needs a confirmation fails instead]' \
'-v[Trace requests and responses on stderr (never the key)]' \
'--verbose[Trace requests and responses on stderr (never the key)]' \
'(-v --verbose)-q[No progress, no notices\: errors only]' \
'(-v --verbose)--quiet[No progress, no notices\: errors only]' \
'-h[Print help (see more with '\''--help'\'')]' \
'--help[Print help (see more with '\''--help'\'')]' \
'-V[Print version]' \
'--version[Print version]' \
':talent_card_id -- talentCardId of the candidate (from `talent search`):_default' \
&& ret=0
;;
(message)
_arguments "${_arguments_options[@]}" : \
'--message=[The message to send]:TEXT:_default' \
'--message-file=[Read the message from a file (- for stdin)]:FILE:_files' \
'--base-url=[Main interface base URL (ends in /api/v1)]:URL:_default' \
'--alt-base-url=[Additional interface base URL (ends in /v1)]:URL:_default' \
'--profile=[Named key and settings \[default\: default\]]:NAME:_default' \
'-o+[Output format \[default\: table on a terminal, json otherwise\]]:OUTPUT:(table json jsonl csv)' \
'--output=[Output format \[default\: table on a terminal, json otherwise\]]:OUTPUT:(table json jsonl csv)' \
'*--fields=[Choose and order columns or keys; dotted paths reach nested fields]:A,B,C:_default' \
'--color=[Colour notices on stderr (also honours NO_COLOR)]:COLOR:(auto always never)' \
'--sandbox[Run against the embedded simulator; no key needed]' \
'-y[Accept quota-spending and destructive confirmations]' \
'--yes[Accept quota-spending and destructive confirmations]' \
'--no-input[Never prompt; anything that needs a confirmation fails instead]' \
'-v[Trace requests and responses on stderr (never the key)]' \
'--verbose[Trace requests and responses on stderr (never the key)]' \
'(-v --verbose)-q[No progress, no notices\: errors only]' \
'(-v --verbose)--quiet[No progress, no notices\: errors only]' \
'-h[Print help (see more with '\''--help'\'')]' \
'--help[Print help (see more with '\''--help'\'')]' \
'-V[Print version]' \
'--version[Print version]' \
':thread_id -- Thread id (from `talent invite` or `talent apps`):_default' \
&& ret=0
;;
(usage)
_arguments "${_arguments_options[@]}" : \
'--base-url=[Main interface base URL (ends in /api/v1)]:URL:_default' \
'--alt-base-url=[Additional interface base URL (ends in /v1)]:URL:_default' \
'--profile=[Named key and settings \[default\: default\]]:NAME:_default' \
'-o+[Output format \[default\: table on a terminal, json otherwise\]]:OUTPUT:(table json jsonl csv)' \
'--output=[Output format \[default\: table on a terminal, json otherwise\]]:OUTPUT:(table json jsonl csv)' \
'*--fields=[Choose and order columns or keys; dotted paths reach nested fields]:A,B,C:_default' \
'--color=[Colour notices on stderr (also honours NO_COLOR)]:COLOR:(auto always never)' \
'--sandbox[Run against the embedded simulator; no key needed]' \
'-y[Accept quota-spending and destructive confirmations]' \
'--yes[Accept quota-spending and destructive confirmations]' \
'--no-input[Never prompt; anything that needs a confirmation fails instead]' \
'-v[Trace requests and responses on stderr (never the key)]' \
'--verbose[Trace requests and responses on stderr (never the key)]' \
'(-v --verbose)-q[No progress, no notices\: errors only]' \
'(-v --verbose)--quiet[No progress, no notices\: errors only]' \
'-h[Print help (see more with '\''--help'\'')]' \
'--help[Print help (see more with '\''--help'\'')]' \
'-V[Print version]' \
'--version[Print version]' \
&& ret=0
;;
(shortlist)
_arguments "${_arguments_options[@]}" : \
'--limit=[Entries to return\: 1 to 50 \[service default\: 20\]]:N:_default' \
'--quality-min=[Only candidates with a quality score of at least N (0 to 100)]:N:_default' \
'--availability=[Only candidates with this availability]:A:(active open active,open)' \
'--base-url=[Main interface base URL (ends in /api/v1)]:URL:_default' \
'--alt-base-url=[Additional interface base URL (ends in /v1)]:URL:_default' \
'--profile=[Named key and settings \[default\: default\]]:NAME:_default' \
'-o+[Output format \[default\: table on a terminal, json otherwise\]]:OUTPUT:(table json jsonl csv)' \
'--output=[Output format \[default\: table on a terminal, json otherwise\]]:OUTPUT:(table json jsonl csv)' \
'*--fields=[Choose and order columns or keys; dotted paths reach nested fields]:A,B,C:_default' \
'--color=[Colour notices on stderr (also honours NO_COLOR)]:COLOR:(auto always never)' \
'--sandbox[Run against the embedded simulator; no key needed]' \
'-y[Accept quota-spending and destructive confirmations]' \
'--yes[Accept quota-spending and destructive confirmations]' \
'--no-input[Never prompt; anything that needs a confirmation fails instead]' \
'-v[Trace requests and responses on stderr (never the key)]' \
'--verbose[Trace requests and responses on stderr (never the key)]' \
'(-v --verbose)-q[No progress, no notices\: errors only]' \
'(-v --verbose)--quiet[No progress, no notices\: errors only]' \
'-h[Print help (see more with '\''--help'\'')]' \
'--help[Print help (see more with '\''--help'\'')]' \
'-V[Print version]' \
'--version[Print version]' \
':job_id -- The job to shortlist for:_default' \
&& ret=0
;;
(bulk-invite)
_arguments "${_arguments_options[@]}" : \
'*--candidates=[Candidate ids (cand_...), repeated or comma-separated]:ID,ID:_default' \
'--candidates-file=[Read candidate ids from a file (\`-\` for stdin)]:F:_files' \
'--channel=[How to reach them \[service default\: both\]]:C:(whatsapp email both)' \
'(--message-file)--message=[Custom message, at most 500 characters \[default\: the service'\''s template\]]:TEXT:_default' \
'--message-file=[Read the custom message from a file (\`-\` for stdin)]:F:_files' \
'--base-url=[Main interface base URL (ends in /api/v1)]:URL:_default' \
'--alt-base-url=[Additional interface base URL (ends in /v1)]:URL:_default' \
'--profile=[Named key and settings \[default\: default\]]:NAME:_default' \
'-o+[Output format \[default\: table on a terminal, json otherwise\]]:OUTPUT:(table json jsonl csv)' \
'--output=[Output format \[default\: table on a terminal, json otherwise\]]:OUTPUT:(table json jsonl csv)' \
'*--fields=[Choose and order columns or keys; dotted paths reach nested fields]:A,B,C:_default' \
'--color=[Colour notices on stderr (also honours NO_COLOR)]:COLOR:(auto always never)' \
'--dry-run[Check and print the planned batches; send nothing]' \
'--sandbox[Run against the embedded simulator; no key needed]' \
'-y[Accept quota-spending and destructive confirmations]' \
'--yes[Accept quota-spending and destructive confirmations]' \
'--no-input[Never prompt; anything that needs a confirmation fails instead]' \
'-v[Trace requests and responses on stderr (never the key)]' \
'--verbose[Trace requests and responses on stderr (never the key)]' \
'(-v --verbose)-q[No progress, no notices\: errors only]' \
'(-v --verbose)--quiet[No progress, no notices\: errors only]' \
'-h[Print help (see more with '\''--help'\'')]' \
'--help[Print help (see more with '\''--help'\'')]' \
'-V[Print version]' \
'--version[Print version]' \
':job_id -- The job to invite to:_default' \
&& ret=0
;;
(webhooks)
_arguments "${_arguments_options[@]}" : \
'--base-url=[Main interface base URL (ends in /api/v1)]:URL:_default' \
'--alt-base-url=[Additional interface base URL (ends in /v1)]:URL:_default' \
'--profile=[Named key and settings \[default\: default\]]:NAME:_default' \
'-o+[Output format \[default\: table on a terminal, json otherwise\]]:OUTPUT:(table json jsonl csv)' \
'--output=[Output format \[default\: table on a terminal, json otherwise\]]:OUTPUT:(table json jsonl csv)' \
'*--fields=[Choose and order columns or keys; dotted paths reach nested fields]:A,B,C:_default' \
'--color=[Colour notices on stderr (also honours NO_COLOR)]:COLOR:(auto always never)' \
'--sandbox[Run against the embedded simulator; no key needed]' \
'-y[Accept quota-spending and destructive confirmations]' \
'--yes[Accept quota-spending and destructive confirmations]' \
'--no-input[Never prompt; anything that needs a confirmation fails instead]' \
'-v[Trace requests and responses on stderr (never the key)]' \
'--verbose[Trace requests and responses on stderr (never the key)]' \
'(-v --verbose)-q[No progress, no notices\: errors only]' \
'(-v --verbose)--quiet[No progress, no notices\: errors only]' \
'-h[Print help]' \
'--help[Print help]' \
'-V[Print version]' \
'--version[Print version]' \
":: :_talent__subcmd__webhooks_commands" \
"*::: :->webhooks" \
&& ret=0

    case $state in
    (webhooks)
        words=($line[1] "${words[@]}")
        (( CURRENT += 1 ))
        curcontext="${curcontext%:*:*}:talent-webhooks-command-$line[1]:"
        case $line[1] in
            (list)
_arguments "${_arguments_options[@]}" : \
'--base-url=[Main interface base URL (ends in /api/v1)]:URL:_default' \
'--alt-base-url=[Additional interface base URL (ends in /v1)]:URL:_default' \
'--profile=[Named key and settings \[default\: default\]]:NAME:_default' \
'-o+[Output format \[default\: table on a terminal, json otherwise\]]:OUTPUT:(table json jsonl csv)' \
'--output=[Output format \[default\: table on a terminal, json otherwise\]]:OUTPUT:(table json jsonl csv)' \
'*--fields=[Choose and order columns or keys; dotted paths reach nested fields]:A,B,C:_default' \
'--color=[Colour notices on stderr (also honours NO_COLOR)]:COLOR:(auto always never)' \
'--sandbox[Run against the embedded simulator; no key needed]' \
'-y[Accept quota-spending and destructive confirmations]' \
'--yes[Accept quota-spending and destructive confirmations]' \
'--no-input[Never prompt; anything that needs a confirmation fails instead]' \
'-v[Trace requests and responses on stderr (never the key)]' \
'--verbose[Trace requests and responses on stderr (never the key)]' \
'(-v --verbose)-q[No progress, no notices\: errors only]' \
'(-v --verbose)--quiet[No progress, no notices\: errors only]' \
'-h[Print help (see more with '\''--help'\'')]' \
'--help[Print help (see more with '\''--help'\'')]' \
'-V[Print version]' \
'--version[Print version]' \
&& ret=0
;;
(create)
_arguments "${_arguments_options[@]}" : \
'--url=[Where deliveries go (https\://)]:URL:_default' \
'*--event=[Event kinds to receive (repeated or comma-separated)]:E:(candidate.shortlisted candidate.stage_changed invite.accepted invite.declined offer.made job.closed)' \
'--secret=[Your own HMAC-SHA256 signing secret \[default\: generated by the service\]]:S:_default' \
'--base-url=[Main interface base URL (ends in /api/v1)]:URL:_default' \
'--alt-base-url=[Additional interface base URL (ends in /v1)]:URL:_default' \
'--profile=[Named key and settings \[default\: default\]]:NAME:_default' \
'-o+[Output format \[default\: table on a terminal, json otherwise\]]:OUTPUT:(table json jsonl csv)' \
'--output=[Output format \[default\: table on a terminal, json otherwise\]]:OUTPUT:(table json jsonl csv)' \
'*--fields=[Choose and order columns or keys; dotted paths reach nested fields]:A,B,C:_default' \
'--color=[Colour notices on stderr (also honours NO_COLOR)]:COLOR:(auto always never)' \
'--sandbox[Run against the embedded simulator; no key needed]' \
'-y[Accept quota-spending and destructive confirmations]' \
'--yes[Accept quota-spending and destructive confirmations]' \
'--no-input[Never prompt; anything that needs a confirmation fails instead]' \
'-v[Trace requests and responses on stderr (never the key)]' \
'--verbose[Trace requests and responses on stderr (never the key)]' \
'(-v --verbose)-q[No progress, no notices\: errors only]' \
'(-v --verbose)--quiet[No progress, no notices\: errors only]' \
'-h[Print help (see more with '\''--help'\'')]' \
'--help[Print help (see more with '\''--help'\'')]' \
'-V[Print version]' \
'--version[Print version]' \
&& ret=0
;;
(delete)
_arguments "${_arguments_options[@]}" : \
'--base-url=[Main interface base URL (ends in /api/v1)]:URL:_default' \
'--alt-base-url=[Additional interface base URL (ends in /v1)]:URL:_default' \
'--profile=[Named key and settings \[default\: default\]]:NAME:_default' \
'-o+[Output format \[default\: table on a terminal, json otherwise\]]:OUTPUT:(table json jsonl csv)' \
'--output=[Output format \[default\: table on a terminal, json otherwise\]]:OUTPUT:(table json jsonl csv)' \
'*--fields=[Choose and order columns or keys; dotted paths reach nested fields]:A,B,C:_default' \
'--color=[Colour notices on stderr (also honours NO_COLOR)]:COLOR:(auto always never)' \
'--sandbox[Run against the embedded simulator; no key needed]' \
'-y[Accept quota-spending and destructive confirmations]' \
'--yes[Accept quota-spending and destructive confirmations]' \
'--no-input[Never prompt; anything that needs a confirmation fails instead]' \
'-v[Trace requests and responses on stderr (never the key)]' \
'--verbose[Trace requests and responses on stderr (never the key)]' \
'(-v --verbose)-q[No progress, no notices\: errors only]' \
'(-v --verbose)--quiet[No progress, no notices\: errors only]' \
'-h[Print help (see more with '\''--help'\'')]' \
'--help[Print help (see more with '\''--help'\'')]' \
'-V[Print version]' \
'--version[Print version]' \
':id -- The endpoint'\''s id (wh_...):_default' \
&& ret=0
;;
(enable)
_arguments "${_arguments_options[@]}" : \
'--base-url=[Main interface base URL (ends in /api/v1)]:URL:_default' \
'--alt-base-url=[Additional interface base URL (ends in /v1)]:URL:_default' \
'--profile=[Named key and settings \[default\: default\]]:NAME:_default' \
'-o+[Output format \[default\: table on a terminal, json otherwise\]]:OUTPUT:(table json jsonl csv)' \
'--output=[Output format \[default\: table on a terminal, json otherwise\]]:OUTPUT:(table json jsonl csv)' \
'*--fields=[Choose and order columns or keys; dotted paths reach nested fields]:A,B,C:_default' \
'--color=[Colour notices on stderr (also honours NO_COLOR)]:COLOR:(auto always never)' \
'--sandbox[Run against the embedded simulator; no key needed]' \
'-y[Accept quota-spending and destructive confirmations]' \
'--yes[Accept quota-spending and destructive confirmations]' \
'--no-input[Never prompt; anything that needs a confirmation fails instead]' \
'-v[Trace requests and responses on stderr (never the key)]' \
'--verbose[Trace requests and responses on stderr (never the key)]' \
'(-v --verbose)-q[No progress, no notices\: errors only]' \
'(-v --verbose)--quiet[No progress, no notices\: errors only]' \
'-h[Print help (see more with '\''--help'\'')]' \
'--help[Print help (see more with '\''--help'\'')]' \
'-V[Print version]' \
'--version[Print version]' \
':id -- The endpoint'\''s id (wh_...):_default' \
&& ret=0
;;
(listen)
_arguments "${_arguments_options[@]}" : \
'--addr=[Address to listen on (port 0 picks a free one)]:HOST:PORT:_default' \
'--secret=[The endpoint'\''s signing secret]:S:_default' \
'--forward-to=[Pass verified deliveries on to this URL (https\://, or http\:// on loopback)]:URL:_default' \
'--base-url=[Main interface base URL (ends in /api/v1)]:URL:_default' \
'--alt-base-url=[Additional interface base URL (ends in /v1)]:URL:_default' \
'--profile=[Named key and settings \[default\: default\]]:NAME:_default' \
'-o+[Output format \[default\: table on a terminal, json otherwise\]]:OUTPUT:(table json jsonl csv)' \
'--output=[Output format \[default\: table on a terminal, json otherwise\]]:OUTPUT:(table json jsonl csv)' \
'*--fields=[Choose and order columns or keys; dotted paths reach nested fields]:A,B,C:_default' \
'--color=[Colour notices on stderr (also honours NO_COLOR)]:COLOR:(auto always never)' \
'--sandbox[Run against the embedded simulator; no key needed]' \
'-y[Accept quota-spending and destructive confirmations]' \
'--yes[Accept quota-spending and destructive confirmations]' \
'--no-input[Never prompt; anything that needs a confirmation fails instead]' \
'-v[Trace requests and responses on stderr (never the key)]' \
'--verbose[Trace requests and responses on stderr (never the key)]' \
'(-v --verbose)-q[No progress, no notices\: errors only]' \
'(-v --verbose)--quiet[No progress, no notices\: errors only]' \
'-h[Print help (see more with '\''--help'\'')]' \
'--help[Print help (see more with '\''--help'\'')]' \
'-V[Print version]' \
'--version[Print version]' \
&& ret=0
;;
(verify)
_arguments "${_arguments_options[@]}" : \
'--secret=[The endpoint'\''s signing secret]:S:_default' \
'--signature=[The X-Service-Signature value (sha256=HEX)]:SIG:_default' \
'--payload-file=[The raw request body (\`-\` for stdin) \[default\: stdin\]]:F:_files' \
'--base-url=[Main interface base URL (ends in /api/v1)]:URL:_default' \
'--alt-base-url=[Additional interface base URL (ends in /v1)]:URL:_default' \
'--profile=[Named key and settings \[default\: default\]]:NAME:_default' \
'-o+[Output format \[default\: table on a terminal, json otherwise\]]:OUTPUT:(table json jsonl csv)' \
'--output=[Output format \[default\: table on a terminal, json otherwise\]]:OUTPUT:(table json jsonl csv)' \
'*--fields=[Choose and order columns or keys; dotted paths reach nested fields]:A,B,C:_default' \
'--color=[Colour notices on stderr (also honours NO_COLOR)]:COLOR:(auto always never)' \
'--sandbox[Run against the embedded simulator; no key needed]' \
'-y[Accept quota-spending and destructive confirmations]' \
'--yes[Accept quota-spending and destructive confirmations]' \
'--no-input[Never prompt; anything that needs a confirmation fails instead]' \
'-v[Trace requests and responses on stderr (never the key)]' \
'--verbose[Trace requests and responses on stderr (never the key)]' \
'(-v --verbose)-q[No progress, no notices\: errors only]' \
'(-v --verbose)--quiet[No progress, no notices\: errors only]' \
'-h[Print help (see more with '\''--help'\'')]' \
'--help[Print help (see more with '\''--help'\'')]' \
'-V[Print version]' \
'--version[Print version]' \
&& ret=0
;;
(help)
_arguments "${_arguments_options[@]}" : \
":: :_talent__subcmd__webhooks__subcmd__help_commands" \
"*::: :->help" \
&& ret=0

    case $state in
    (help)
        words=($line[1] "${words[@]}")
        (( CURRENT += 1 ))
        curcontext="${curcontext%:*:*}:talent-webhooks-help-command-$line[1]:"
        case $line[1] in
            (list)
_arguments "${_arguments_options[@]}" : \
&& ret=0
;;
(create)
_arguments "${_arguments_options[@]}" : \
&& ret=0
;;
(delete)
_arguments "${_arguments_options[@]}" : \
&& ret=0
;;
(enable)
_arguments "${_arguments_options[@]}" : \
&& ret=0
;;
(listen)
_arguments "${_arguments_options[@]}" : \
&& ret=0
;;
(verify)
_arguments "${_arguments_options[@]}" : \
&& ret=0
;;
(help)
_arguments "${_arguments_options[@]}" : \
&& ret=0
;;
        esac
    ;;
esac
;;
        esac
    ;;
esac
;;
(auth)
_arguments "${_arguments_options[@]}" : \
'--base-url=[Main interface base URL (ends in /api/v1)]:URL:_default' \
'--alt-base-url=[Additional interface base URL (ends in /v1)]:URL:_default' \
'--profile=[Named key and settings \[default\: default\]]:NAME:_default' \
'-o+[Output format \[default\: table on a terminal, json otherwise\]]:OUTPUT:(table json jsonl csv)' \
'--output=[Output format \[default\: table on a terminal, json otherwise\]]:OUTPUT:(table json jsonl csv)' \
'*--fields=[Choose and order columns or keys; dotted paths reach nested fields]:A,B,C:_default' \
'--color=[Colour notices on stderr (also honours NO_COLOR)]:COLOR:(auto always never)' \
'--sandbox[Run against the embedded simulator; no key needed]' \
'-y[Accept quota-spending and destructive confirmations]' \
'--yes[Accept quota-spending and destructive confirmations]' \
'--no-input[Never prompt; anything that needs a confirmation fails instead]' \
'-v[Trace requests and responses on stderr (never the key)]' \
'--verbose[Trace requests and responses on stderr (never the key)]' \
'(-v --verbose)-q[No progress, no notices\: errors only]' \
'(-v --verbose)--quiet[No progress, no notices\: errors only]' \
'-h[Print help]' \
'--help[Print help]' \
'-V[Print version]' \
'--version[Print version]' \
":: :_talent__subcmd__auth_commands" \
"*::: :->auth" \
&& ret=0

    case $state in
    (auth)
        words=($line[1] "${words[@]}")
        (( CURRENT += 1 ))
        curcontext="${curcontext%:*:*}:talent-auth-command-$line[1]:"
        case $line[1] in
            (login)
_arguments "${_arguments_options[@]}" : \
'--base-url=[Main interface base URL (ends in /api/v1)]:URL:_default' \
'--alt-base-url=[Additional interface base URL (ends in /v1)]:URL:_default' \
'--profile=[Named key and settings \[default\: default\]]:NAME:_default' \
'-o+[Output format \[default\: table on a terminal, json otherwise\]]:OUTPUT:(table json jsonl csv)' \
'--output=[Output format \[default\: table on a terminal, json otherwise\]]:OUTPUT:(table json jsonl csv)' \
'*--fields=[Choose and order columns or keys; dotted paths reach nested fields]:A,B,C:_default' \
'--color=[Colour notices on stderr (also honours NO_COLOR)]:COLOR:(auto always never)' \
'--with-key[Read the key from stdin instead of prompting for it]' \
'--insecure-storage[Keep the key in a plain-text 0600 file instead of the OS keyring]' \
'--sandbox[Run against the embedded simulator; no key needed]' \
'-y[Accept quota-spending and destructive confirmations]' \
'--yes[Accept quota-spending and destructive confirmations]' \
'--no-input[Never prompt; anything that needs a confirmation fails instead]' \
'-v[Trace requests and responses on stderr (never the key)]' \
'--verbose[Trace requests and responses on stderr (never the key)]' \
'(-v --verbose)-q[No progress, no notices\: errors only]' \
'(-v --verbose)--quiet[No progress, no notices\: errors only]' \
'-h[Print help (see more with '\''--help'\'')]' \
'--help[Print help (see more with '\''--help'\'')]' \
'-V[Print version]' \
'--version[Print version]' \
&& ret=0
;;
(status)
_arguments "${_arguments_options[@]}" : \
'--base-url=[Main interface base URL (ends in /api/v1)]:URL:_default' \
'--alt-base-url=[Additional interface base URL (ends in /v1)]:URL:_default' \
'--profile=[Named key and settings \[default\: default\]]:NAME:_default' \
'-o+[Output format \[default\: table on a terminal, json otherwise\]]:OUTPUT:(table json jsonl csv)' \
'--output=[Output format \[default\: table on a terminal, json otherwise\]]:OUTPUT:(table json jsonl csv)' \
'*--fields=[Choose and order columns or keys; dotted paths reach nested fields]:A,B,C:_default' \
'--color=[Colour notices on stderr (also honours NO_COLOR)]:COLOR:(auto always never)' \
'--sandbox[Run against the embedded simulator; no key needed]' \
'-y[Accept quota-spending and destructive confirmations]' \
'--yes[Accept quota-spending and destructive confirmations]' \
'--no-input[Never prompt; anything that needs a confirmation fails instead]' \
'-v[Trace requests and responses on stderr (never the key)]' \
'--verbose[Trace requests and responses on stderr (never the key)]' \
'(-v --verbose)-q[No progress, no notices\: errors only]' \
'(-v --verbose)--quiet[No progress, no notices\: errors only]' \
'-h[Print help (see more with '\''--help'\'')]' \
'--help[Print help (see more with '\''--help'\'')]' \
'-V[Print version]' \
'--version[Print version]' \
&& ret=0
;;
(logout)
_arguments "${_arguments_options[@]}" : \
'--base-url=[Main interface base URL (ends in /api/v1)]:URL:_default' \
'--alt-base-url=[Additional interface base URL (ends in /v1)]:URL:_default' \
'--profile=[Named key and settings \[default\: default\]]:NAME:_default' \
'-o+[Output format \[default\: table on a terminal, json otherwise\]]:OUTPUT:(table json jsonl csv)' \
'--output=[Output format \[default\: table on a terminal, json otherwise\]]:OUTPUT:(table json jsonl csv)' \
'*--fields=[Choose and order columns or keys; dotted paths reach nested fields]:A,B,C:_default' \
'--color=[Colour notices on stderr (also honours NO_COLOR)]:COLOR:(auto always never)' \
'--sandbox[Run against the embedded simulator; no key needed]' \
'-y[Accept quota-spending and destructive confirmations]' \
'--yes[Accept quota-spending and destructive confirmations]' \
'--no-input[Never prompt; anything that needs a confirmation fails instead]' \
'-v[Trace requests and responses on stderr (never the key)]' \
'--verbose[Trace requests and responses on stderr (never the key)]' \
'(-v --verbose)-q[No progress, no notices\: errors only]' \
'(-v --verbose)--quiet[No progress, no notices\: errors only]' \
'-h[Print help (see more with '\''--help'\'')]' \
'--help[Print help (see more with '\''--help'\'')]' \
'-V[Print version]' \
'--version[Print version]' \
&& ret=0
;;
(help)
_arguments "${_arguments_options[@]}" : \
":: :_talent__subcmd__auth__subcmd__help_commands" \
"*::: :->help" \
&& ret=0

    case $state in
    (help)
        words=($line[1] "${words[@]}")
        (( CURRENT += 1 ))
        curcontext="${curcontext%:*:*}:talent-auth-help-command-$line[1]:"
        case $line[1] in
            (login)
_arguments "${_arguments_options[@]}" : \
&& ret=0
;;
(status)
_arguments "${_arguments_options[@]}" : \
&& ret=0
;;
(logout)
_arguments "${_arguments_options[@]}" : \
&& ret=0
;;
(help)
_arguments "${_arguments_options[@]}" : \
&& ret=0
;;
        esac
    ;;
esac
;;
        esac
    ;;
esac
;;
(api)
_arguments "${_arguments_options[@]}" : \
'*-f+[A query parameter (GET, DELETE) or body field (other methods)]:KEY=VALUE:_default' \
'*--field=[A query parameter (GET, DELETE) or body field (other methods)]:KEY=VALUE:_default' \
'--input=[Send this file as the JSON body (\`-\` for stdin)]:F:_files' \
'--base-url=[Main interface base URL (ends in /api/v1)]:URL:_default' \
'--alt-base-url=[Additional interface base URL (ends in /v1)]:URL:_default' \
'--profile=[Named key and settings \[default\: default\]]:NAME:_default' \
'-o+[Output format \[default\: table on a terminal, json otherwise\]]:OUTPUT:(table json jsonl csv)' \
'--output=[Output format \[default\: table on a terminal, json otherwise\]]:OUTPUT:(table json jsonl csv)' \
'--color=[Colour notices on stderr (also honours NO_COLOR)]:COLOR:(auto always never)' \
'--alt[Use the additional interface (/v1) instead of the main one]' \
'--sandbox[Run against the embedded simulator; no key needed]' \
'-y[Accept quota-spending and destructive confirmations]' \
'--yes[Accept quota-spending and destructive confirmations]' \
'--no-input[Never prompt; anything that needs a confirmation fails instead]' \
'-v[Trace requests and responses on stderr (never the key)]' \
'--verbose[Trace requests and responses on stderr (never the key)]' \
'(-v --verbose)-q[No progress, no notices\: errors only]' \
'(-v --verbose)--quiet[No progress, no notices\: errors only]' \
'-h[Print help (see more with '\''--help'\'')]' \
'--help[Print help (see more with '\''--help'\'')]' \
'-V[Print version]' \
'--version[Print version]' \
':method -- GET, POST, PATCH, PUT or DELETE:_default' \
':path -- Path below the interface'\''s base, e.g. /usage or /jobs?page=2:_default' \
&& ret=0
;;
(sandbox)
_arguments "${_arguments_options[@]}" : \
'--base-url=[Main interface base URL (ends in /api/v1)]:URL:_default' \
'--alt-base-url=[Additional interface base URL (ends in /v1)]:URL:_default' \
'--profile=[Named key and settings \[default\: default\]]:NAME:_default' \
'-o+[Output format \[default\: table on a terminal, json otherwise\]]:OUTPUT:(table json jsonl csv)' \
'--output=[Output format \[default\: table on a terminal, json otherwise\]]:OUTPUT:(table json jsonl csv)' \
'*--fields=[Choose and order columns or keys; dotted paths reach nested fields]:A,B,C:_default' \
'--color=[Colour notices on stderr (also honours NO_COLOR)]:COLOR:(auto always never)' \
'--sandbox[Run against the embedded simulator; no key needed]' \
'-y[Accept quota-spending and destructive confirmations]' \
'--yes[Accept quota-spending and destructive confirmations]' \
'--no-input[Never prompt; anything that needs a confirmation fails instead]' \
'-v[Trace requests and responses on stderr (never the key)]' \
'--verbose[Trace requests and responses on stderr (never the key)]' \
'(-v --verbose)-q[No progress, no notices\: errors only]' \
'(-v --verbose)--quiet[No progress, no notices\: errors only]' \
'-h[Print help]' \
'--help[Print help]' \
'-V[Print version]' \
'--version[Print version]' \
":: :_talent__subcmd__sandbox_commands" \
"*::: :->sandbox" \
&& ret=0

    case $state in
    (sandbox)
        words=($line[1] "${words[@]}")
        (( CURRENT += 1 ))
        curcontext="${curcontext%:*:*}:talent-sandbox-command-$line[1]:"
        case $line[1] in
            (serve)
_arguments "${_arguments_options[@]}" : \
'--addr=[Address to listen on; port 0 picks a free port]:HOST:PORT:_default' \
'--seed=[Seed of the synthetic world (candidates, keys, ids)]:N:_default' \
'--candidates=[Candidates in the pool]:N:_default' \
'--time-scale=[Multiplies every window, block, retry delay, day and cycle (e.g. 0.01)]:F:_default' \
'--state=[Load the world from FILE at start and save it there (atomically)]:FILE:_files' \
'--grant=[Quota grants per cycle, e.g. unlocks=50,searches=500,messages=100]:METER=N,...:_default' \
'--base-url=[Main interface base URL (ends in /api/v1)]:URL:_default' \
'--alt-base-url=[Additional interface base URL (ends in /v1)]:URL:_default' \
'--profile=[Named key and settings \[default\: default\]]:NAME:_default' \
'-o+[Output format \[default\: table on a terminal, json otherwise\]]:OUTPUT:(table json jsonl csv)' \
'--output=[Output format \[default\: table on a terminal, json otherwise\]]:OUTPUT:(table json jsonl csv)' \
'*--fields=[Choose and order columns or keys; dotted paths reach nested fields]:A,B,C:_default' \
'--color=[Colour notices on stderr (also honours NO_COLOR)]:COLOR:(auto always never)' \
'--sandbox[Run against the embedded simulator; no key needed]' \
'-y[Accept quota-spending and destructive confirmations]' \
'--yes[Accept quota-spending and destructive confirmations]' \
'--no-input[Never prompt; anything that needs a confirmation fails instead]' \
'-v[Trace requests and responses on stderr (never the key)]' \
'--verbose[Trace requests and responses on stderr (never the key)]' \
'(-v --verbose)-q[No progress, no notices\: errors only]' \
'(-v --verbose)--quiet[No progress, no notices\: errors only]' \
'-h[Print help (see more with '\''--help'\'')]' \
'--help[Print help (see more with '\''--help'\'')]' \
'-V[Print version]' \
'--version[Print version]' \
&& ret=0
;;
(trigger)
_arguments "${_arguments_options[@]}" : \
'--job=[Job the event is about]:ID:_default' \
'--candidate=[Candidate the event is about (cand_ id or talentCardId)]:ID:_default' \
'--data=[Extra or overriding \`data\` fields, as a JSON object]:JSON:_default' \
'--base-url=[Main interface base URL (ends in /api/v1)]:URL:_default' \
'--alt-base-url=[Additional interface base URL (ends in /v1)]:URL:_default' \
'--profile=[Named key and settings \[default\: default\]]:NAME:_default' \
'-o+[Output format \[default\: table on a terminal, json otherwise\]]:OUTPUT:(table json jsonl csv)' \
'--output=[Output format \[default\: table on a terminal, json otherwise\]]:OUTPUT:(table json jsonl csv)' \
'*--fields=[Choose and order columns or keys; dotted paths reach nested fields]:A,B,C:_default' \
'--color=[Colour notices on stderr (also honours NO_COLOR)]:COLOR:(auto always never)' \
'--sandbox[Run against the embedded simulator; no key needed]' \
'-y[Accept quota-spending and destructive confirmations]' \
'--yes[Accept quota-spending and destructive confirmations]' \
'--no-input[Never prompt; anything that needs a confirmation fails instead]' \
'-v[Trace requests and responses on stderr (never the key)]' \
'--verbose[Trace requests and responses on stderr (never the key)]' \
'(-v --verbose)-q[No progress, no notices\: errors only]' \
'(-v --verbose)--quiet[No progress, no notices\: errors only]' \
'-h[Print help (see more with '\''--help'\'')]' \
'--help[Print help (see more with '\''--help'\'')]' \
'-V[Print version]' \
'--version[Print version]' \
':event -- Event kind:(candidate.shortlisted candidate.stage_changed invite.accepted invite.declined offer.made job.closed)' \
&& ret=0
;;
(reset)
_arguments "${_arguments_options[@]}" : \
'--base-url=[Main interface base URL (ends in /api/v1)]:URL:_default' \
'--alt-base-url=[Additional interface base URL (ends in /v1)]:URL:_default' \
'--profile=[Named key and settings \[default\: default\]]:NAME:_default' \
'-o+[Output format \[default\: table on a terminal, json otherwise\]]:OUTPUT:(table json jsonl csv)' \
'--output=[Output format \[default\: table on a terminal, json otherwise\]]:OUTPUT:(table json jsonl csv)' \
'*--fields=[Choose and order columns or keys; dotted paths reach nested fields]:A,B,C:_default' \
'--color=[Colour notices on stderr (also honours NO_COLOR)]:COLOR:(auto always never)' \
'--sandbox[Run against the embedded simulator; no key needed]' \
'-y[Accept quota-spending and destructive confirmations]' \
'--yes[Accept quota-spending and destructive confirmations]' \
'--no-input[Never prompt; anything that needs a confirmation fails instead]' \
'-v[Trace requests and responses on stderr (never the key)]' \
'--verbose[Trace requests and responses on stderr (never the key)]' \
'(-v --verbose)-q[No progress, no notices\: errors only]' \
'(-v --verbose)--quiet[No progress, no notices\: errors only]' \
'-h[Print help (see more with '\''--help'\'')]' \
'--help[Print help (see more with '\''--help'\'')]' \
'-V[Print version]' \
'--version[Print version]' \
&& ret=0
;;
(help)
_arguments "${_arguments_options[@]}" : \
":: :_talent__subcmd__sandbox__subcmd__help_commands" \
"*::: :->help" \
&& ret=0

    case $state in
    (help)
        words=($line[1] "${words[@]}")
        (( CURRENT += 1 ))
        curcontext="${curcontext%:*:*}:talent-sandbox-help-command-$line[1]:"
        case $line[1] in
            (serve)
_arguments "${_arguments_options[@]}" : \
&& ret=0
;;
(trigger)
_arguments "${_arguments_options[@]}" : \
&& ret=0
;;
(reset)
_arguments "${_arguments_options[@]}" : \
&& ret=0
;;
(help)
_arguments "${_arguments_options[@]}" : \
&& ret=0
;;
        esac
    ;;
esac
;;
        esac
    ;;
esac
;;
(completions)
_arguments "${_arguments_options[@]}" : \
'--base-url=[Main interface base URL (ends in /api/v1)]:URL:_default' \
'--alt-base-url=[Additional interface base URL (ends in /v1)]:URL:_default' \
'--profile=[Named key and settings \[default\: default\]]:NAME:_default' \
'-o+[Output format \[default\: table on a terminal, json otherwise\]]:OUTPUT:(table json jsonl csv)' \
'--output=[Output format \[default\: table on a terminal, json otherwise\]]:OUTPUT:(table json jsonl csv)' \
'*--fields=[Choose and order columns or keys; dotted paths reach nested fields]:A,B,C:_default' \
'--color=[Colour notices on stderr (also honours NO_COLOR)]:COLOR:(auto always never)' \
'--sandbox[Run against the embedded simulator; no key needed]' \
'-y[Accept quota-spending and destructive confirmations]' \
'--yes[Accept quota-spending and destructive confirmations]' \
'--no-input[Never prompt; anything that needs a confirmation fails instead]' \
'-v[Trace requests and responses on stderr (never the key)]' \
'--verbose[Trace requests and responses on stderr (never the key)]' \
'(-v --verbose)-q[No progress, no notices\: errors only]' \
'(-v --verbose)--quiet[No progress, no notices\: errors only]' \
'-h[Print help (see more with '\''--help'\'')]' \
'--help[Print help (see more with '\''--help'\'')]' \
'-V[Print version]' \
'--version[Print version]' \
':shell -- The shell to complete for:(bash elvish fish powershell zsh)' \
&& ret=0
;;
(config)
_arguments "${_arguments_options[@]}" : \
'--base-url=[Main interface base URL (ends in /api/v1)]:URL:_default' \
'--alt-base-url=[Additional interface base URL (ends in /v1)]:URL:_default' \
'--profile=[Named key and settings \[default\: default\]]:NAME:_default' \
'-o+[Output format \[default\: table on a terminal, json otherwise\]]:OUTPUT:(table json jsonl csv)' \
'--output=[Output format \[default\: table on a terminal, json otherwise\]]:OUTPUT:(table json jsonl csv)' \
'*--fields=[Choose and order columns or keys; dotted paths reach nested fields]:A,B,C:_default' \
'--color=[Colour notices on stderr (also honours NO_COLOR)]:COLOR:(auto always never)' \
'--sandbox[Run against the embedded simulator; no key needed]' \
'-y[Accept quota-spending and destructive confirmations]' \
'--yes[Accept quota-spending and destructive confirmations]' \
'--no-input[Never prompt; anything that needs a confirmation fails instead]' \
'-v[Trace requests and responses on stderr (never the key)]' \
'--verbose[Trace requests and responses on stderr (never the key)]' \
'(-v --verbose)-q[No progress, no notices\: errors only]' \
'(-v --verbose)--quiet[No progress, no notices\: errors only]' \
'-h[Print help]' \
'--help[Print help]' \
'-V[Print version]' \
'--version[Print version]' \
":: :_talent__subcmd__config_commands" \
"*::: :->config" \
&& ret=0

    case $state in
    (config)
        words=($line[1] "${words[@]}")
        (( CURRENT += 1 ))
        curcontext="${curcontext%:*:*}:talent-config-command-$line[1]:"
        case $line[1] in
            (get)
_arguments "${_arguments_options[@]}" : \
'--base-url=[Main interface base URL (ends in /api/v1)]:URL:_default' \
'--alt-base-url=[Additional interface base URL (ends in /v1)]:URL:_default' \
'--profile=[Named key and settings \[default\: default\]]:NAME:_default' \
'-o+[Output format \[default\: table on a terminal, json otherwise\]]:OUTPUT:(table json jsonl csv)' \
'--output=[Output format \[default\: table on a terminal, json otherwise\]]:OUTPUT:(table json jsonl csv)' \
'*--fields=[Choose and order columns or keys; dotted paths reach nested fields]:A,B,C:_default' \
'--color=[Colour notices on stderr (also honours NO_COLOR)]:COLOR:(auto always never)' \
'--global[Read the top-level setting, not the profile'\''s]' \
'--sandbox[Run against the embedded simulator; no key needed]' \
'-y[Accept quota-spending and destructive confirmations]' \
'--yes[Accept quota-spending and destructive confirmations]' \
'--no-input[Never prompt; anything that needs a confirmation fails instead]' \
'-v[Trace requests and responses on stderr (never the key)]' \
'--verbose[Trace requests and responses on stderr (never the key)]' \
'(-v --verbose)-q[No progress, no notices\: errors only]' \
'(-v --verbose)--quiet[No progress, no notices\: errors only]' \
'-h[Print help (see more with '\''--help'\'')]' \
'--help[Print help (see more with '\''--help'\'')]' \
'-V[Print version]' \
'--version[Print version]' \
':key -- The setting (`talent config list` shows them all):_default' \
&& ret=0
;;
(set)
_arguments "${_arguments_options[@]}" : \
'--base-url=[Main interface base URL (ends in /api/v1)]:URL:_default' \
'--alt-base-url=[Additional interface base URL (ends in /v1)]:URL:_default' \
'--profile=[Named key and settings \[default\: default\]]:NAME:_default' \
'-o+[Output format \[default\: table on a terminal, json otherwise\]]:OUTPUT:(table json jsonl csv)' \
'--output=[Output format \[default\: table on a terminal, json otherwise\]]:OUTPUT:(table json jsonl csv)' \
'*--fields=[Choose and order columns or keys; dotted paths reach nested fields]:A,B,C:_default' \
'--color=[Colour notices on stderr (also honours NO_COLOR)]:COLOR:(auto always never)' \
'--global[Change the top-level setting, which every profile inherits]' \
'--sandbox[Run against the embedded simulator; no key needed]' \
'-y[Accept quota-spending and destructive confirmations]' \
'--yes[Accept quota-spending and destructive confirmations]' \
'--no-input[Never prompt; anything that needs a confirmation fails instead]' \
'-v[Trace requests and responses on stderr (never the key)]' \
'--verbose[Trace requests and responses on stderr (never the key)]' \
'(-v --verbose)-q[No progress, no notices\: errors only]' \
'(-v --verbose)--quiet[No progress, no notices\: errors only]' \
'-h[Print help (see more with '\''--help'\'')]' \
'--help[Print help (see more with '\''--help'\'')]' \
'-V[Print version]' \
'--version[Print version]' \
':key -- The setting (`talent config list` shows them all):_default' \
':value -- Its new value (checked before anything is written):_default' \
&& ret=0
;;
(unset)
_arguments "${_arguments_options[@]}" : \
'--base-url=[Main interface base URL (ends in /api/v1)]:URL:_default' \
'--alt-base-url=[Additional interface base URL (ends in /v1)]:URL:_default' \
'--profile=[Named key and settings \[default\: default\]]:NAME:_default' \
'-o+[Output format \[default\: table on a terminal, json otherwise\]]:OUTPUT:(table json jsonl csv)' \
'--output=[Output format \[default\: table on a terminal, json otherwise\]]:OUTPUT:(table json jsonl csv)' \
'*--fields=[Choose and order columns or keys; dotted paths reach nested fields]:A,B,C:_default' \
'--color=[Colour notices on stderr (also honours NO_COLOR)]:COLOR:(auto always never)' \
'--global[Remove the top-level setting, not the profile'\''s]' \
'--sandbox[Run against the embedded simulator; no key needed]' \
'-y[Accept quota-spending and destructive confirmations]' \
'--yes[Accept quota-spending and destructive confirmations]' \
'--no-input[Never prompt; anything that needs a confirmation fails instead]' \
'-v[Trace requests and responses on stderr (never the key)]' \
'--verbose[Trace requests and responses on stderr (never the key)]' \
'(-v --verbose)-q[No progress, no notices\: errors only]' \
'(-v --verbose)--quiet[No progress, no notices\: errors only]' \
'-h[Print help (see more with '\''--help'\'')]' \
'--help[Print help (see more with '\''--help'\'')]' \
'-V[Print version]' \
'--version[Print version]' \
':key -- The setting (`talent config list` shows them all):_default' \
&& ret=0
;;
(list)
_arguments "${_arguments_options[@]}" : \
'--base-url=[Main interface base URL (ends in /api/v1)]:URL:_default' \
'--alt-base-url=[Additional interface base URL (ends in /v1)]:URL:_default' \
'--profile=[Named key and settings \[default\: default\]]:NAME:_default' \
'-o+[Output format \[default\: table on a terminal, json otherwise\]]:OUTPUT:(table json jsonl csv)' \
'--output=[Output format \[default\: table on a terminal, json otherwise\]]:OUTPUT:(table json jsonl csv)' \
'*--fields=[Choose and order columns or keys; dotted paths reach nested fields]:A,B,C:_default' \
'--color=[Colour notices on stderr (also honours NO_COLOR)]:COLOR:(auto always never)' \
'--global[Only the file'\''s top-level settings, which every profile inherits]' \
'--sandbox[Run against the embedded simulator; no key needed]' \
'-y[Accept quota-spending and destructive confirmations]' \
'--yes[Accept quota-spending and destructive confirmations]' \
'--no-input[Never prompt; anything that needs a confirmation fails instead]' \
'-v[Trace requests and responses on stderr (never the key)]' \
'--verbose[Trace requests and responses on stderr (never the key)]' \
'(-v --verbose)-q[No progress, no notices\: errors only]' \
'(-v --verbose)--quiet[No progress, no notices\: errors only]' \
'-h[Print help (see more with '\''--help'\'')]' \
'--help[Print help (see more with '\''--help'\'')]' \
'-V[Print version]' \
'--version[Print version]' \
&& ret=0
;;
(help)
_arguments "${_arguments_options[@]}" : \
":: :_talent__subcmd__config__subcmd__help_commands" \
"*::: :->help" \
&& ret=0

    case $state in
    (help)
        words=($line[1] "${words[@]}")
        (( CURRENT += 1 ))
        curcontext="${curcontext%:*:*}:talent-config-help-command-$line[1]:"
        case $line[1] in
            (get)
_arguments "${_arguments_options[@]}" : \
&& ret=0
;;
(set)
_arguments "${_arguments_options[@]}" : \
&& ret=0
;;
(unset)
_arguments "${_arguments_options[@]}" : \
&& ret=0
;;
(list)
_arguments "${_arguments_options[@]}" : \
&& ret=0
;;
(help)
_arguments "${_arguments_options[@]}" : \
&& ret=0
;;
        esac
    ;;
esac
;;
        esac
    ;;
esac
;;
(help)
_arguments "${_arguments_options[@]}" : \
":: :_talent__subcmd__help_commands" \
"*::: :->help" \
&& ret=0

    case $state in
    (help)
        words=($line[1] "${words[@]}")
        (( CURRENT += 1 ))
        curcontext="${curcontext%:*:*}:talent-help-command-$line[1]:"
        case $line[1] in
            (search)
_arguments "${_arguments_options[@]}" : \
&& ret=0
;;
(candidate)
_arguments "${_arguments_options[@]}" : \
":: :_talent__subcmd__help__subcmd__candidate_commands" \
"*::: :->candidate" \
&& ret=0

    case $state in
    (candidate)
        words=($line[1] "${words[@]}")
        (( CURRENT += 1 ))
        curcontext="${curcontext%:*:*}:talent-help-candidate-command-$line[1]:"
        case $line[1] in
            (show)
_arguments "${_arguments_options[@]}" : \
&& ret=0
;;
(list)
_arguments "${_arguments_options[@]}" : \
&& ret=0
;;
(summary)
_arguments "${_arguments_options[@]}" : \
&& ret=0
;;
(profile)
_arguments "${_arguments_options[@]}" : \
&& ret=0
;;
        esac
    ;;
esac
;;
(jobs)
_arguments "${_arguments_options[@]}" : \
":: :_talent__subcmd__help__subcmd__jobs_commands" \
"*::: :->jobs" \
&& ret=0

    case $state in
    (jobs)
        words=($line[1] "${words[@]}")
        (( CURRENT += 1 ))
        curcontext="${curcontext%:*:*}:talent-help-jobs-command-$line[1]:"
        case $line[1] in
            (list)
_arguments "${_arguments_options[@]}" : \
&& ret=0
;;
(create)
_arguments "${_arguments_options[@]}" : \
&& ret=0
;;
(update)
_arguments "${_arguments_options[@]}" : \
&& ret=0
;;
(pause)
_arguments "${_arguments_options[@]}" : \
&& ret=0
;;
(resume)
_arguments "${_arguments_options[@]}" : \
&& ret=0
;;
(close)
_arguments "${_arguments_options[@]}" : \
&& ret=0
;;
        esac
    ;;
esac
;;
(stages)
_arguments "${_arguments_options[@]}" : \
&& ret=0
;;
(apps)
_arguments "${_arguments_options[@]}" : \
&& ret=0
;;
(invite)
_arguments "${_arguments_options[@]}" : \
&& ret=0
;;
(message)
_arguments "${_arguments_options[@]}" : \
&& ret=0
;;
(usage)
_arguments "${_arguments_options[@]}" : \
&& ret=0
;;
(shortlist)
_arguments "${_arguments_options[@]}" : \
&& ret=0
;;
(bulk-invite)
_arguments "${_arguments_options[@]}" : \
&& ret=0
;;
(webhooks)
_arguments "${_arguments_options[@]}" : \
":: :_talent__subcmd__help__subcmd__webhooks_commands" \
"*::: :->webhooks" \
&& ret=0

    case $state in
    (webhooks)
        words=($line[1] "${words[@]}")
        (( CURRENT += 1 ))
        curcontext="${curcontext%:*:*}:talent-help-webhooks-command-$line[1]:"
        case $line[1] in
            (list)
_arguments "${_arguments_options[@]}" : \
&& ret=0
;;
(create)
_arguments "${_arguments_options[@]}" : \
&& ret=0
;;
(delete)
_arguments "${_arguments_options[@]}" : \
&& ret=0
;;
(enable)
_arguments "${_arguments_options[@]}" : \
&& ret=0
;;
(listen)
_arguments "${_arguments_options[@]}" : \
&& ret=0
;;
(verify)
_arguments "${_arguments_options[@]}" : \
&& ret=0
;;
        esac
    ;;
esac
;;
(auth)
_arguments "${_arguments_options[@]}" : \
":: :_talent__subcmd__help__subcmd__auth_commands" \
"*::: :->auth" \
&& ret=0

    case $state in
    (auth)
        words=($line[1] "${words[@]}")
        (( CURRENT += 1 ))
        curcontext="${curcontext%:*:*}:talent-help-auth-command-$line[1]:"
        case $line[1] in
            (login)
_arguments "${_arguments_options[@]}" : \
&& ret=0
;;
(status)
_arguments "${_arguments_options[@]}" : \
&& ret=0
;;
(logout)
_arguments "${_arguments_options[@]}" : \
&& ret=0
;;
        esac
    ;;
esac
;;
(api)
_arguments "${_arguments_options[@]}" : \
&& ret=0
;;
(sandbox)
_arguments "${_arguments_options[@]}" : \
":: :_talent__subcmd__help__subcmd__sandbox_commands" \
"*::: :->sandbox" \
&& ret=0

    case $state in
    (sandbox)
        words=($line[1] "${words[@]}")
        (( CURRENT += 1 ))
        curcontext="${curcontext%:*:*}:talent-help-sandbox-command-$line[1]:"
        case $line[1] in
            (serve)
_arguments "${_arguments_options[@]}" : \
&& ret=0
;;
(trigger)
_arguments "${_arguments_options[@]}" : \
&& ret=0
;;
(reset)
_arguments "${_arguments_options[@]}" : \
&& ret=0
;;
        esac
    ;;
esac
;;
(completions)
_arguments "${_arguments_options[@]}" : \
&& ret=0
;;
(config)
_arguments "${_arguments_options[@]}" : \
":: :_talent__subcmd__help__subcmd__config_commands" \
"*::: :->config" \
&& ret=0

    case $state in
    (config)
        words=($line[1] "${words[@]}")
        (( CURRENT += 1 ))
        curcontext="${curcontext%:*:*}:talent-help-config-command-$line[1]:"
        case $line[1] in
            (get)
_arguments "${_arguments_options[@]}" : \
&& ret=0
;;
(set)
_arguments "${_arguments_options[@]}" : \
&& ret=0
;;
(unset)
_arguments "${_arguments_options[@]}" : \
&& ret=0
;;
(list)
_arguments "${_arguments_options[@]}" : \
&& ret=0
;;
        esac
    ;;
esac
;;
(help)
_arguments "${_arguments_options[@]}" : \
&& ret=0
;;
        esac
    ;;
esac
;;
        esac
    ;;
esac
}

(( $+functions[_talent_commands] )) ||
_talent_commands() {
    local commands; commands=(
'search:Search the talent pool (spends one search per page)' \
'candidate:Candidates\: show (unlock), list, summary, profile' \
'jobs:Jobs\: list, create, update, pause, resume, close' \
'stages:List a job'\''s pipeline stages with application counts' \
'apps:List a job'\''s applications' \
'invite:Invite a candidate to apply to a job (first contact; spends a message)' \
'message:Send a follow-up message in an existing thread' \
'usage:Show usage meters and quotas' \
'shortlist:Generate a ranked shortlist for a job' \
'bulk-invite:Invite many candidates to a job by WhatsApp and/or e-mail' \
'webhooks:Webhook endpoints\: list, create, delete, enable, listen, verify' \
'auth:Log in, check and log out the profile'\''s API key' \
'api:Send a raw request to either interface' \
'sandbox:Run, drive and reset the built-in simulator of the service' \
'completions:Print a shell completion script' \
'config:Read and change profile settings' \
'help:Print this message or the help of the given subcommand(s)' \
    )
    _describe -t commands 'talent commands' commands "$@"
}
(( $+functions[_talent__subcmd__api_commands] )) ||
_talent__subcmd__api_commands() {
    local commands; commands=()
    _describe -t commands 'talent api commands' commands "$@"
}
(( $+functions[_talent__subcmd__apps_commands] )) ||
_talent__subcmd__apps_commands() {
    local commands; commands=()
    _describe -t commands 'talent apps commands' commands "$@"
}
(( $+functions[_talent__subcmd__auth_commands] )) ||
_talent__subcmd__auth_commands() {
    local commands; commands=(
'login:Store an API key for the profile (checked with the service first)' \
'status:Show the profile, where its key comes from, and the workspace' \
'logout:Delete the profile'\''s stored key' \
'help:Print this message or the help of the given subcommand(s)' \
    )
    _describe -t commands 'talent auth commands' commands "$@"
}
(( $+functions[_talent__subcmd__auth__subcmd__help_commands] )) ||
_talent__subcmd__auth__subcmd__help_commands() {
    local commands; commands=(
'login:Store an API key for the profile (checked with the service first)' \
'status:Show the profile, where its key comes from, and the workspace' \
'logout:Delete the profile'\''s stored key' \
'help:Print this message or the help of the given subcommand(s)' \
    )
    _describe -t commands 'talent auth help commands' commands "$@"
}
(( $+functions[_talent__subcmd__auth__subcmd__help__subcmd__help_commands] )) ||
_talent__subcmd__auth__subcmd__help__subcmd__help_commands() {
    local commands; commands=()
    _describe -t commands 'talent auth help help commands' commands "$@"
}
(( $+functions[_talent__subcmd__auth__subcmd__help__subcmd__login_commands] )) ||
_talent__subcmd__auth__subcmd__help__subcmd__login_commands() {
    local commands; commands=()
    _describe -t commands 'talent auth help login commands' commands "$@"
}
(( $+functions[_talent__subcmd__auth__subcmd__help__subcmd__logout_commands] )) ||
_talent__subcmd__auth__subcmd__help__subcmd__logout_commands() {
    local commands; commands=()
    _describe -t commands 'talent auth help logout commands' commands "$@"
}
(( $+functions[_talent__subcmd__auth__subcmd__help__subcmd__status_commands] )) ||
_talent__subcmd__auth__subcmd__help__subcmd__status_commands() {
    local commands; commands=()
    _describe -t commands 'talent auth help status commands' commands "$@"
}
(( $+functions[_talent__subcmd__auth__subcmd__login_commands] )) ||
_talent__subcmd__auth__subcmd__login_commands() {
    local commands; commands=()
    _describe -t commands 'talent auth login commands' commands "$@"
}
(( $+functions[_talent__subcmd__auth__subcmd__logout_commands] )) ||
_talent__subcmd__auth__subcmd__logout_commands() {
    local commands; commands=()
    _describe -t commands 'talent auth logout commands' commands "$@"
}
(( $+functions[_talent__subcmd__auth__subcmd__status_commands] )) ||
_talent__subcmd__auth__subcmd__status_commands() {
    local commands; commands=()
    _describe -t commands 'talent auth status commands' commands "$@"
}
(( $+functions[_talent__subcmd__bulk-invite_commands] )) ||
_talent__subcmd__bulk-invite_commands() {
    local commands; commands=()
    _describe -t commands 'talent bulk-invite commands' commands "$@"
}
(( $+functions[_talent__subcmd__candidate_commands] )) ||
_talent__subcmd__candidate_commands() {
    local commands; commands=(
'show:Show candidates'\'' identity and contact details (unlocks\: spends quota)' \
'list:Search candidates by skills on the additional interface' \
'summary:Show a candidate summary' \
'profile:Show a candidate'\''s full profile' \
'help:Print this message or the help of the given subcommand(s)' \
    )
    _describe -t commands 'talent candidate commands' commands "$@"
}
(( $+functions[_talent__subcmd__candidate__subcmd__help_commands] )) ||
_talent__subcmd__candidate__subcmd__help_commands() {
    local commands; commands=(
'show:Show candidates'\'' identity and contact details (unlocks\: spends quota)' \
'list:Search candidates by skills on the additional interface' \
'summary:Show a candidate summary' \
'profile:Show a candidate'\''s full profile' \
'help:Print this message or the help of the given subcommand(s)' \
    )
    _describe -t commands 'talent candidate help commands' commands "$@"
}
(( $+functions[_talent__subcmd__candidate__subcmd__help__subcmd__help_commands] )) ||
_talent__subcmd__candidate__subcmd__help__subcmd__help_commands() {
    local commands; commands=()
    _describe -t commands 'talent candidate help help commands' commands "$@"
}
(( $+functions[_talent__subcmd__candidate__subcmd__help__subcmd__list_commands] )) ||
_talent__subcmd__candidate__subcmd__help__subcmd__list_commands() {
    local commands; commands=()
    _describe -t commands 'talent candidate help list commands' commands "$@"
}
(( $+functions[_talent__subcmd__candidate__subcmd__help__subcmd__profile_commands] )) ||
_talent__subcmd__candidate__subcmd__help__subcmd__profile_commands() {
    local commands; commands=()
    _describe -t commands 'talent candidate help profile commands' commands "$@"
}
(( $+functions[_talent__subcmd__candidate__subcmd__help__subcmd__show_commands] )) ||
_talent__subcmd__candidate__subcmd__help__subcmd__show_commands() {
    local commands; commands=()
    _describe -t commands 'talent candidate help show commands' commands "$@"
}
(( $+functions[_talent__subcmd__candidate__subcmd__help__subcmd__summary_commands] )) ||
_talent__subcmd__candidate__subcmd__help__subcmd__summary_commands() {
    local commands; commands=()
    _describe -t commands 'talent candidate help summary commands' commands "$@"
}
(( $+functions[_talent__subcmd__candidate__subcmd__list_commands] )) ||
_talent__subcmd__candidate__subcmd__list_commands() {
    local commands; commands=()
    _describe -t commands 'talent candidate list commands' commands "$@"
}
(( $+functions[_talent__subcmd__candidate__subcmd__profile_commands] )) ||
_talent__subcmd__candidate__subcmd__profile_commands() {
    local commands; commands=()
    _describe -t commands 'talent candidate profile commands' commands "$@"
}
(( $+functions[_talent__subcmd__candidate__subcmd__show_commands] )) ||
_talent__subcmd__candidate__subcmd__show_commands() {
    local commands; commands=()
    _describe -t commands 'talent candidate show commands' commands "$@"
}
(( $+functions[_talent__subcmd__candidate__subcmd__summary_commands] )) ||
_talent__subcmd__candidate__subcmd__summary_commands() {
    local commands; commands=()
    _describe -t commands 'talent candidate summary commands' commands "$@"
}
(( $+functions[_talent__subcmd__completions_commands] )) ||
_talent__subcmd__completions_commands() {
    local commands; commands=()
    _describe -t commands 'talent completions commands' commands "$@"
}
(( $+functions[_talent__subcmd__config_commands] )) ||
_talent__subcmd__config_commands() {
    local commands; commands=(
'get:Print one setting' \
'set:Change a setting' \
'unset:Remove a setting (the global value or the default applies again)' \
'list:List the settings in effect and where each comes from' \
'help:Print this message or the help of the given subcommand(s)' \
    )
    _describe -t commands 'talent config commands' commands "$@"
}
(( $+functions[_talent__subcmd__config__subcmd__get_commands] )) ||
_talent__subcmd__config__subcmd__get_commands() {
    local commands; commands=()
    _describe -t commands 'talent config get commands' commands "$@"
}
(( $+functions[_talent__subcmd__config__subcmd__help_commands] )) ||
_talent__subcmd__config__subcmd__help_commands() {
    local commands; commands=(
'get:Print one setting' \
'set:Change a setting' \
'unset:Remove a setting (the global value or the default applies again)' \
'list:List the settings in effect and where each comes from' \
'help:Print this message or the help of the given subcommand(s)' \
    )
    _describe -t commands 'talent config help commands' commands "$@"
}
(( $+functions[_talent__subcmd__config__subcmd__help__subcmd__get_commands] )) ||
_talent__subcmd__config__subcmd__help__subcmd__get_commands() {
    local commands; commands=()
    _describe -t commands 'talent config help get commands' commands "$@"
}
(( $+functions[_talent__subcmd__config__subcmd__help__subcmd__help_commands] )) ||
_talent__subcmd__config__subcmd__help__subcmd__help_commands() {
    local commands; commands=()
    _describe -t commands 'talent config help help commands' commands "$@"
}
(( $+functions[_talent__subcmd__config__subcmd__help__subcmd__list_commands] )) ||
_talent__subcmd__config__subcmd__help__subcmd__list_commands() {
    local commands; commands=()
    _describe -t commands 'talent config help list commands' commands "$@"
}
(( $+functions[_talent__subcmd__config__subcmd__help__subcmd__set_commands] )) ||
_talent__subcmd__config__subcmd__help__subcmd__set_commands() {
    local commands; commands=()
    _describe -t commands 'talent config help set commands' commands "$@"
}
(( $+functions[_talent__subcmd__config__subcmd__help__subcmd__unset_commands] )) ||
_talent__subcmd__config__subcmd__help__subcmd__unset_commands() {
    local commands; commands=()
    _describe -t commands 'talent config help unset commands' commands "$@"
}
(( $+functions[_talent__subcmd__config__subcmd__list_commands] )) ||
_talent__subcmd__config__subcmd__list_commands() {
    local commands; commands=()
    _describe -t commands 'talent config list commands' commands "$@"
}
(( $+functions[_talent__subcmd__config__subcmd__set_commands] )) ||
_talent__subcmd__config__subcmd__set_commands() {
    local commands; commands=()
    _describe -t commands 'talent config set commands' commands "$@"
}
(( $+functions[_talent__subcmd__config__subcmd__unset_commands] )) ||
_talent__subcmd__config__subcmd__unset_commands() {
    local commands; commands=()
    _describe -t commands 'talent config unset commands' commands "$@"
}
(( $+functions[_talent__subcmd__help_commands] )) ||
_talent__subcmd__help_commands() {
    local commands; commands=(
'search:Search the talent pool (spends one search per page)' \
'candidate:Candidates\: show (unlock), list, summary, profile' \
'jobs:Jobs\: list, create, update, pause, resume, close' \
'stages:List a job'\''s pipeline stages with application counts' \
'apps:List a job'\''s applications' \
'invite:Invite a candidate to apply to a job (first contact; spends a message)' \
'message:Send a follow-up message in an existing thread' \
'usage:Show usage meters and quotas' \
'shortlist:Generate a ranked shortlist for a job' \
'bulk-invite:Invite many candidates to a job by WhatsApp and/or e-mail' \
'webhooks:Webhook endpoints\: list, create, delete, enable, listen, verify' \
'auth:Log in, check and log out the profile'\''s API key' \
'api:Send a raw request to either interface' \
'sandbox:Run, drive and reset the built-in simulator of the service' \
'completions:Print a shell completion script' \
'config:Read and change profile settings' \
'help:Print this message or the help of the given subcommand(s)' \
    )
    _describe -t commands 'talent help commands' commands "$@"
}
(( $+functions[_talent__subcmd__help__subcmd__api_commands] )) ||
_talent__subcmd__help__subcmd__api_commands() {
    local commands; commands=()
    _describe -t commands 'talent help api commands' commands "$@"
}
(( $+functions[_talent__subcmd__help__subcmd__apps_commands] )) ||
_talent__subcmd__help__subcmd__apps_commands() {
    local commands; commands=()
    _describe -t commands 'talent help apps commands' commands "$@"
}
(( $+functions[_talent__subcmd__help__subcmd__auth_commands] )) ||
_talent__subcmd__help__subcmd__auth_commands() {
    local commands; commands=(
'login:Store an API key for the profile (checked with the service first)' \
'status:Show the profile, where its key comes from, and the workspace' \
'logout:Delete the profile'\''s stored key' \
    )
    _describe -t commands 'talent help auth commands' commands "$@"
}
(( $+functions[_talent__subcmd__help__subcmd__auth__subcmd__login_commands] )) ||
_talent__subcmd__help__subcmd__auth__subcmd__login_commands() {
    local commands; commands=()
    _describe -t commands 'talent help auth login commands' commands "$@"
}
(( $+functions[_talent__subcmd__help__subcmd__auth__subcmd__logout_commands] )) ||
_talent__subcmd__help__subcmd__auth__subcmd__logout_commands() {
    local commands; commands=()
    _describe -t commands 'talent help auth logout commands' commands "$@"
}
(( $+functions[_talent__subcmd__help__subcmd__auth__subcmd__status_commands] )) ||
_talent__subcmd__help__subcmd__auth__subcmd__status_commands() {
    local commands; commands=()
    _describe -t commands 'talent help auth status commands' commands "$@"
}
(( $+functions[_talent__subcmd__help__subcmd__bulk-invite_commands] )) ||
_talent__subcmd__help__subcmd__bulk-invite_commands() {
    local commands; commands=()
    _describe -t commands 'talent help bulk-invite commands' commands "$@"
}
(( $+functions[_talent__subcmd__help__subcmd__candidate_commands] )) ||
_talent__subcmd__help__subcmd__candidate_commands() {
    local commands; commands=(
'show:Show candidates'\'' identity and contact details (unlocks\: spends quota)' \
'list:Search candidates by skills on the additional interface' \
'summary:Show a candidate summary' \
'profile:Show a candidate'\''s full profile' \
    )
    _describe -t commands 'talent help candidate commands' commands "$@"
}
(( $+functions[_talent__subcmd__help__subcmd__candidate__subcmd__list_commands] )) ||
_talent__subcmd__help__subcmd__candidate__subcmd__list_commands() {
    local commands; commands=()
    _describe -t commands 'talent help candidate list commands' commands "$@"
}
(( $+functions[_talent__subcmd__help__subcmd__candidate__subcmd__profile_commands] )) ||
_talent__subcmd__help__subcmd__candidate__subcmd__profile_commands() {
    local commands; commands=()
    _describe -t commands 'talent help candidate profile commands' commands "$@"
}
(( $+functions[_talent__subcmd__help__subcmd__candidate__subcmd__show_commands] )) ||
_talent__subcmd__help__subcmd__candidate__subcmd__show_commands() {
    local commands; commands=()
    _describe -t commands 'talent help candidate show commands' commands "$@"
}
(( $+functions[_talent__subcmd__help__subcmd__candidate__subcmd__summary_commands] )) ||
_talent__subcmd__help__subcmd__candidate__subcmd__summary_commands() {
    local commands; commands=()
    _describe -t commands 'talent help candidate summary commands' commands "$@"
}
(( $+functions[_talent__subcmd__help__subcmd__completions_commands] )) ||
_talent__subcmd__help__subcmd__completions_commands() {
    local commands; commands=()
    _describe -t commands 'talent help completions commands' commands "$@"
}
(( $+functions[_talent__subcmd__help__subcmd__config_commands] )) ||
_talent__subcmd__help__subcmd__config_commands() {
    local commands; commands=(
'get:Print one setting' \
'set:Change a setting' \
'unset:Remove a setting (the global value or the default applies again)' \
'list:List the settings in effect and where each comes from' \
    )
    _describe -t commands 'talent help config commands' commands "$@"
}
(( $+functions[_talent__subcmd__help__subcmd__config__subcmd__get_commands] )) ||
_talent__subcmd__help__subcmd__config__subcmd__get_commands() {
    local commands; commands=()
    _describe -t commands 'talent help config get commands' commands "$@"
}
(( $+functions[_talent__subcmd__help__subcmd__config__subcmd__list_commands] )) ||
_talent__subcmd__help__subcmd__config__subcmd__list_commands() {
    local commands; commands=()
    _describe -t commands 'talent help config list commands' commands "$@"
}
(( $+functions[_talent__subcmd__help__subcmd__config__subcmd__set_commands] )) ||
_talent__subcmd__help__subcmd__config__subcmd__set_commands() {
    local commands; commands=()
    _describe -t commands 'talent help config set commands' commands "$@"
}
(( $+functions[_talent__subcmd__help__subcmd__config__subcmd__unset_commands] )) ||
_talent__subcmd__help__subcmd__config__subcmd__unset_commands() {
    local commands; commands=()
    _describe -t commands 'talent help config unset commands' commands "$@"
}
(( $+functions[_talent__subcmd__help__subcmd__help_commands] )) ||
_talent__subcmd__help__subcmd__help_commands() {
    local commands; commands=()
    _describe -t commands 'talent help help commands' commands "$@"
}
(( $+functions[_talent__subcmd__help__subcmd__invite_commands] )) ||
_talent__subcmd__help__subcmd__invite_commands() {
    local commands; commands=()
    _describe -t commands 'talent help invite commands' commands "$@"
}
(( $+functions[_talent__subcmd__help__subcmd__jobs_commands] )) ||
_talent__subcmd__help__subcmd__jobs_commands() {
    local commands; commands=(
'list:List jobs' \
'create:Create a job' \
'update:Change a job'\''s fields' \
'pause:Pause a job (sourcing halts)' \
'resume:Resume a paused job' \
'close:Close a job permanently' \
    )
    _describe -t commands 'talent help jobs commands' commands "$@"
}
(( $+functions[_talent__subcmd__help__subcmd__jobs__subcmd__close_commands] )) ||
_talent__subcmd__help__subcmd__jobs__subcmd__close_commands() {
    local commands; commands=()
    _describe -t commands 'talent help jobs close commands' commands "$@"
}
(( $+functions[_talent__subcmd__help__subcmd__jobs__subcmd__create_commands] )) ||
_talent__subcmd__help__subcmd__jobs__subcmd__create_commands() {
    local commands; commands=()
    _describe -t commands 'talent help jobs create commands' commands "$@"
}
(( $+functions[_talent__subcmd__help__subcmd__jobs__subcmd__list_commands] )) ||
_talent__subcmd__help__subcmd__jobs__subcmd__list_commands() {
    local commands; commands=()
    _describe -t commands 'talent help jobs list commands' commands "$@"
}
(( $+functions[_talent__subcmd__help__subcmd__jobs__subcmd__pause_commands] )) ||
_talent__subcmd__help__subcmd__jobs__subcmd__pause_commands() {
    local commands; commands=()
    _describe -t commands 'talent help jobs pause commands' commands "$@"
}
(( $+functions[_talent__subcmd__help__subcmd__jobs__subcmd__resume_commands] )) ||
_talent__subcmd__help__subcmd__jobs__subcmd__resume_commands() {
    local commands; commands=()
    _describe -t commands 'talent help jobs resume commands' commands "$@"
}
(( $+functions[_talent__subcmd__help__subcmd__jobs__subcmd__update_commands] )) ||
_talent__subcmd__help__subcmd__jobs__subcmd__update_commands() {
    local commands; commands=()
    _describe -t commands 'talent help jobs update commands' commands "$@"
}
(( $+functions[_talent__subcmd__help__subcmd__message_commands] )) ||
_talent__subcmd__help__subcmd__message_commands() {
    local commands; commands=()
    _describe -t commands 'talent help message commands' commands "$@"
}
(( $+functions[_talent__subcmd__help__subcmd__sandbox_commands] )) ||
_talent__subcmd__help__subcmd__sandbox_commands() {
    local commands; commands=(
'serve:Run the simulator of the service as a local server' \
'trigger:Make a sandbox emit a webhook event' \
'reset:Delete the embedded sandbox'\''s saved state' \
    )
    _describe -t commands 'talent help sandbox commands' commands "$@"
}
(( $+functions[_talent__subcmd__help__subcmd__sandbox__subcmd__reset_commands] )) ||
_talent__subcmd__help__subcmd__sandbox__subcmd__reset_commands() {
    local commands; commands=()
    _describe -t commands 'talent help sandbox reset commands' commands "$@"
}
(( $+functions[_talent__subcmd__help__subcmd__sandbox__subcmd__serve_commands] )) ||
_talent__subcmd__help__subcmd__sandbox__subcmd__serve_commands() {
    local commands; commands=()
    _describe -t commands 'talent help sandbox serve commands' commands "$@"
}
(( $+functions[_talent__subcmd__help__subcmd__sandbox__subcmd__trigger_commands] )) ||
_talent__subcmd__help__subcmd__sandbox__subcmd__trigger_commands() {
    local commands; commands=()
    _describe -t commands 'talent help sandbox trigger commands' commands "$@"
}
(( $+functions[_talent__subcmd__help__subcmd__search_commands] )) ||
_talent__subcmd__help__subcmd__search_commands() {
    local commands; commands=()
    _describe -t commands 'talent help search commands' commands "$@"
}
(( $+functions[_talent__subcmd__help__subcmd__shortlist_commands] )) ||
_talent__subcmd__help__subcmd__shortlist_commands() {
    local commands; commands=()
    _describe -t commands 'talent help shortlist commands' commands "$@"
}
(( $+functions[_talent__subcmd__help__subcmd__stages_commands] )) ||
_talent__subcmd__help__subcmd__stages_commands() {
    local commands; commands=()
    _describe -t commands 'talent help stages commands' commands "$@"
}
(( $+functions[_talent__subcmd__help__subcmd__usage_commands] )) ||
_talent__subcmd__help__subcmd__usage_commands() {
    local commands; commands=()
    _describe -t commands 'talent help usage commands' commands "$@"
}
(( $+functions[_talent__subcmd__help__subcmd__webhooks_commands] )) ||
_talent__subcmd__help__subcmd__webhooks_commands() {
    local commands; commands=(
'list:List webhook endpoints' \
'create:Register a webhook endpoint' \
'delete:Delete a webhook endpoint' \
'enable:Re-enable a disabled webhook endpoint' \
'listen:Receive webhook events locally and verify their signatures' \
'verify:Check a webhook signature offline' \
    )
    _describe -t commands 'talent help webhooks commands' commands "$@"
}
(( $+functions[_talent__subcmd__help__subcmd__webhooks__subcmd__create_commands] )) ||
_talent__subcmd__help__subcmd__webhooks__subcmd__create_commands() {
    local commands; commands=()
    _describe -t commands 'talent help webhooks create commands' commands "$@"
}
(( $+functions[_talent__subcmd__help__subcmd__webhooks__subcmd__delete_commands] )) ||
_talent__subcmd__help__subcmd__webhooks__subcmd__delete_commands() {
    local commands; commands=()
    _describe -t commands 'talent help webhooks delete commands' commands "$@"
}
(( $+functions[_talent__subcmd__help__subcmd__webhooks__subcmd__enable_commands] )) ||
_talent__subcmd__help__subcmd__webhooks__subcmd__enable_commands() {
    local commands; commands=()
    _describe -t commands 'talent help webhooks enable commands' commands "$@"
}
(( $+functions[_talent__subcmd__help__subcmd__webhooks__subcmd__list_commands] )) ||
_talent__subcmd__help__subcmd__webhooks__subcmd__list_commands() {
    local commands; commands=()
    _describe -t commands 'talent help webhooks list commands' commands "$@"
}
(( $+functions[_talent__subcmd__help__subcmd__webhooks__subcmd__listen_commands] )) ||
_talent__subcmd__help__subcmd__webhooks__subcmd__listen_commands() {
    local commands; commands=()
    _describe -t commands 'talent help webhooks listen commands' commands "$@"
}
(( $+functions[_talent__subcmd__help__subcmd__webhooks__subcmd__verify_commands] )) ||
_talent__subcmd__help__subcmd__webhooks__subcmd__verify_commands() {
    local commands; commands=()
    _describe -t commands 'talent help webhooks verify commands' commands "$@"
}
(( $+functions[_talent__subcmd__invite_commands] )) ||
_talent__subcmd__invite_commands() {
    local commands; commands=()
    _describe -t commands 'talent invite commands' commands "$@"
}
(( $+functions[_talent__subcmd__jobs_commands] )) ||
_talent__subcmd__jobs_commands() {
    local commands; commands=(
'list:List jobs' \
'create:Create a job' \
'update:Change a job'\''s fields' \
'pause:Pause a job (sourcing halts)' \
'resume:Resume a paused job' \
'close:Close a job permanently' \
'help:Print this message or the help of the given subcommand(s)' \
    )
    _describe -t commands 'talent jobs commands' commands "$@"
}
(( $+functions[_talent__subcmd__jobs__subcmd__close_commands] )) ||
_talent__subcmd__jobs__subcmd__close_commands() {
    local commands; commands=()
    _describe -t commands 'talent jobs close commands' commands "$@"
}
(( $+functions[_talent__subcmd__jobs__subcmd__create_commands] )) ||
_talent__subcmd__jobs__subcmd__create_commands() {
    local commands; commands=()
    _describe -t commands 'talent jobs create commands' commands "$@"
}
(( $+functions[_talent__subcmd__jobs__subcmd__help_commands] )) ||
_talent__subcmd__jobs__subcmd__help_commands() {
    local commands; commands=(
'list:List jobs' \
'create:Create a job' \
'update:Change a job'\''s fields' \
'pause:Pause a job (sourcing halts)' \
'resume:Resume a paused job' \
'close:Close a job permanently' \
'help:Print this message or the help of the given subcommand(s)' \
    )
    _describe -t commands 'talent jobs help commands' commands "$@"
}
(( $+functions[_talent__subcmd__jobs__subcmd__help__subcmd__close_commands] )) ||
_talent__subcmd__jobs__subcmd__help__subcmd__close_commands() {
    local commands; commands=()
    _describe -t commands 'talent jobs help close commands' commands "$@"
}
(( $+functions[_talent__subcmd__jobs__subcmd__help__subcmd__create_commands] )) ||
_talent__subcmd__jobs__subcmd__help__subcmd__create_commands() {
    local commands; commands=()
    _describe -t commands 'talent jobs help create commands' commands "$@"
}
(( $+functions[_talent__subcmd__jobs__subcmd__help__subcmd__help_commands] )) ||
_talent__subcmd__jobs__subcmd__help__subcmd__help_commands() {
    local commands; commands=()
    _describe -t commands 'talent jobs help help commands' commands "$@"
}
(( $+functions[_talent__subcmd__jobs__subcmd__help__subcmd__list_commands] )) ||
_talent__subcmd__jobs__subcmd__help__subcmd__list_commands() {
    local commands; commands=()
    _describe -t commands 'talent jobs help list commands' commands "$@"
}
(( $+functions[_talent__subcmd__jobs__subcmd__help__subcmd__pause_commands] )) ||
_talent__subcmd__jobs__subcmd__help__subcmd__pause_commands() {
    local commands; commands=()
    _describe -t commands 'talent jobs help pause commands' commands "$@"
}
(( $+functions[_talent__subcmd__jobs__subcmd__help__subcmd__resume_commands] )) ||
_talent__subcmd__jobs__subcmd__help__subcmd__resume_commands() {
    local commands; commands=()
    _describe -t commands 'talent jobs help resume commands' commands "$@"
}
(( $+functions[_talent__subcmd__jobs__subcmd__help__subcmd__update_commands] )) ||
_talent__subcmd__jobs__subcmd__help__subcmd__update_commands() {
    local commands; commands=()
    _describe -t commands 'talent jobs help update commands' commands "$@"
}
(( $+functions[_talent__subcmd__jobs__subcmd__list_commands] )) ||
_talent__subcmd__jobs__subcmd__list_commands() {
    local commands; commands=()
    _describe -t commands 'talent jobs list commands' commands "$@"
}
(( $+functions[_talent__subcmd__jobs__subcmd__pause_commands] )) ||
_talent__subcmd__jobs__subcmd__pause_commands() {
    local commands; commands=()
    _describe -t commands 'talent jobs pause commands' commands "$@"
}
(( $+functions[_talent__subcmd__jobs__subcmd__resume_commands] )) ||
_talent__subcmd__jobs__subcmd__resume_commands() {
    local commands; commands=()
    _describe -t commands 'talent jobs resume commands' commands "$@"
}
(( $+functions[_talent__subcmd__jobs__subcmd__update_commands] )) ||
_talent__subcmd__jobs__subcmd__update_commands() {
    local commands; commands=()
    _describe -t commands 'talent jobs update commands' commands "$@"
}
(( $+functions[_talent__subcmd__message_commands] )) ||
_talent__subcmd__message_commands() {
    local commands; commands=()
    _describe -t commands 'talent message commands' commands "$@"
}
(( $+functions[_talent__subcmd__sandbox_commands] )) ||
_talent__subcmd__sandbox_commands() {
    local commands; commands=(
'serve:Run the simulator of the service as a local server' \
'trigger:Make a sandbox emit a webhook event' \
'reset:Delete the embedded sandbox'\''s saved state' \
'help:Print this message or the help of the given subcommand(s)' \
    )
    _describe -t commands 'talent sandbox commands' commands "$@"
}
(( $+functions[_talent__subcmd__sandbox__subcmd__help_commands] )) ||
_talent__subcmd__sandbox__subcmd__help_commands() {
    local commands; commands=(
'serve:Run the simulator of the service as a local server' \
'trigger:Make a sandbox emit a webhook event' \
'reset:Delete the embedded sandbox'\''s saved state' \
'help:Print this message or the help of the given subcommand(s)' \
    )
    _describe -t commands 'talent sandbox help commands' commands "$@"
}
(( $+functions[_talent__subcmd__sandbox__subcmd__help__subcmd__help_commands] )) ||
_talent__subcmd__sandbox__subcmd__help__subcmd__help_commands() {
    local commands; commands=()
    _describe -t commands 'talent sandbox help help commands' commands "$@"
}
(( $+functions[_talent__subcmd__sandbox__subcmd__help__subcmd__reset_commands] )) ||
_talent__subcmd__sandbox__subcmd__help__subcmd__reset_commands() {
    local commands; commands=()
    _describe -t commands 'talent sandbox help reset commands' commands "$@"
}
(( $+functions[_talent__subcmd__sandbox__subcmd__help__subcmd__serve_commands] )) ||
_talent__subcmd__sandbox__subcmd__help__subcmd__serve_commands() {
    local commands; commands=()
    _describe -t commands 'talent sandbox help serve commands' commands "$@"
}
(( $+functions[_talent__subcmd__sandbox__subcmd__help__subcmd__trigger_commands] )) ||
_talent__subcmd__sandbox__subcmd__help__subcmd__trigger_commands() {
    local commands; commands=()
    _describe -t commands 'talent sandbox help trigger commands' commands "$@"
}
(( $+functions[_talent__subcmd__sandbox__subcmd__reset_commands] )) ||
_talent__subcmd__sandbox__subcmd__reset_commands() {
    local commands; commands=()
    _describe -t commands 'talent sandbox reset commands' commands "$@"
}
(( $+functions[_talent__subcmd__sandbox__subcmd__serve_commands] )) ||
_talent__subcmd__sandbox__subcmd__serve_commands() {
    local commands; commands=()
    _describe -t commands 'talent sandbox serve commands' commands "$@"
}
(( $+functions[_talent__subcmd__sandbox__subcmd__trigger_commands] )) ||
_talent__subcmd__sandbox__subcmd__trigger_commands() {
    local commands; commands=()
    _describe -t commands 'talent sandbox trigger commands' commands "$@"
}
(( $+functions[_talent__subcmd__search_commands] )) ||
_talent__subcmd__search_commands() {
    local commands; commands=()
    _describe -t commands 'talent search commands' commands "$@"
}
(( $+functions[_talent__subcmd__shortlist_commands] )) ||
_talent__subcmd__shortlist_commands() {
    local commands; commands=()
    _describe -t commands 'talent shortlist commands' commands "$@"
}
(( $+functions[_talent__subcmd__stages_commands] )) ||
_talent__subcmd__stages_commands() {
    local commands; commands=()
    _describe -t commands 'talent stages commands' commands "$@"
}
(( $+functions[_talent__subcmd__usage_commands] )) ||
_talent__subcmd__usage_commands() {
    local commands; commands=()
    _describe -t commands 'talent usage commands' commands "$@"
}
(( $+functions[_talent__subcmd__webhooks_commands] )) ||
_talent__subcmd__webhooks_commands() {
    local commands; commands=(
'list:List webhook endpoints' \
'create:Register a webhook endpoint' \
'delete:Delete a webhook endpoint' \
'enable:Re-enable a disabled webhook endpoint' \
'listen:Receive webhook events locally and verify their signatures' \
'verify:Check a webhook signature offline' \
'help:Print this message or the help of the given subcommand(s)' \
    )
    _describe -t commands 'talent webhooks commands' commands "$@"
}
(( $+functions[_talent__subcmd__webhooks__subcmd__create_commands] )) ||
_talent__subcmd__webhooks__subcmd__create_commands() {
    local commands; commands=()
    _describe -t commands 'talent webhooks create commands' commands "$@"
}
(( $+functions[_talent__subcmd__webhooks__subcmd__delete_commands] )) ||
_talent__subcmd__webhooks__subcmd__delete_commands() {
    local commands; commands=()
    _describe -t commands 'talent webhooks delete commands' commands "$@"
}
(( $+functions[_talent__subcmd__webhooks__subcmd__enable_commands] )) ||
_talent__subcmd__webhooks__subcmd__enable_commands() {
    local commands; commands=()
    _describe -t commands 'talent webhooks enable commands' commands "$@"
}
(( $+functions[_talent__subcmd__webhooks__subcmd__help_commands] )) ||
_talent__subcmd__webhooks__subcmd__help_commands() {
    local commands; commands=(
'list:List webhook endpoints' \
'create:Register a webhook endpoint' \
'delete:Delete a webhook endpoint' \
'enable:Re-enable a disabled webhook endpoint' \
'listen:Receive webhook events locally and verify their signatures' \
'verify:Check a webhook signature offline' \
'help:Print this message or the help of the given subcommand(s)' \
    )
    _describe -t commands 'talent webhooks help commands' commands "$@"
}
(( $+functions[_talent__subcmd__webhooks__subcmd__help__subcmd__create_commands] )) ||
_talent__subcmd__webhooks__subcmd__help__subcmd__create_commands() {
    local commands; commands=()
    _describe -t commands 'talent webhooks help create commands' commands "$@"
}
(( $+functions[_talent__subcmd__webhooks__subcmd__help__subcmd__delete_commands] )) ||
_talent__subcmd__webhooks__subcmd__help__subcmd__delete_commands() {
    local commands; commands=()
    _describe -t commands 'talent webhooks help delete commands' commands "$@"
}
(( $+functions[_talent__subcmd__webhooks__subcmd__help__subcmd__enable_commands] )) ||
_talent__subcmd__webhooks__subcmd__help__subcmd__enable_commands() {
    local commands; commands=()
    _describe -t commands 'talent webhooks help enable commands' commands "$@"
}
(( $+functions[_talent__subcmd__webhooks__subcmd__help__subcmd__help_commands] )) ||
_talent__subcmd__webhooks__subcmd__help__subcmd__help_commands() {
    local commands; commands=()
    _describe -t commands 'talent webhooks help help commands' commands "$@"
}
(( $+functions[_talent__subcmd__webhooks__subcmd__help__subcmd__list_commands] )) ||
_talent__subcmd__webhooks__subcmd__help__subcmd__list_commands() {
    local commands; commands=()
    _describe -t commands 'talent webhooks help list commands' commands "$@"
}
(( $+functions[_talent__subcmd__webhooks__subcmd__help__subcmd__listen_commands] )) ||
_talent__subcmd__webhooks__subcmd__help__subcmd__listen_commands() {
    local commands; commands=()
    _describe -t commands 'talent webhooks help listen commands' commands "$@"
}
(( $+functions[_talent__subcmd__webhooks__subcmd__help__subcmd__verify_commands] )) ||
_talent__subcmd__webhooks__subcmd__help__subcmd__verify_commands() {
    local commands; commands=()
    _describe -t commands 'talent webhooks help verify commands' commands "$@"
}
(( $+functions[_talent__subcmd__webhooks__subcmd__list_commands] )) ||
_talent__subcmd__webhooks__subcmd__list_commands() {
    local commands; commands=()
    _describe -t commands 'talent webhooks list commands' commands "$@"
}
(( $+functions[_talent__subcmd__webhooks__subcmd__listen_commands] )) ||
_talent__subcmd__webhooks__subcmd__listen_commands() {
    local commands; commands=()
    _describe -t commands 'talent webhooks listen commands' commands "$@"
}
(( $+functions[_talent__subcmd__webhooks__subcmd__verify_commands] )) ||
_talent__subcmd__webhooks__subcmd__verify_commands() {
    local commands; commands=()
    _describe -t commands 'talent webhooks verify commands' commands "$@"
}

if [ "$funcstack[1]" = "_talent" ]; then
    _talent "$@"
else
    compdef _talent talent
fi
