//! The texts of `talent help environment`, `talent help exit-codes` and
//! `talent help accessibility`, written once: the same tables feed the help
//! topics and the ENVIRONMENT and EXIT STATUS sections of every man page
//! (and ACCESSIBILITY of talent(1)).

/// Environment variables `talent` reads, with what each does.
pub const ENVIRONMENT: &[(&str, &str)] = &[
    ("TALENT_API_KEY", "API key; overrides the stored one (the way for cron and CI, where no keyring runs)."),
    ("TALENT_PROFILE", "Profile to use (a named key and settings); default `default`. Same as --profile."),
    ("TALENT_BASE_URL", "Main interface base URL, ending in /api/v1. Same as --base-url."),
    ("TALENT_ALT_BASE_URL", "Additional interface base URL, ending in /v1. Same as --alt-base-url."),
    ("TALENT_SANDBOX", "1 runs every command against the built-in simulator, no key needed. Same as --sandbox."),
    ("TALENT_OUTPUT", "Default output format: table, wide (the table with every column, nothing cut), json, jsonl, csv or tsv. Same as -o."),
    ("TALENT_CONFIG_DIR", "Folder of config.toml (default: the platform's config folder)."),
    ("TALENT_DATA_DIR", "Folder of the local ledger and the embedded sandbox's state (default: the platform's data folder)."),
    ("TALENT_TIME_SCALE", "Multiplies the client's pacing windows and retry backoff, and in the sandbox every window, block, retry delay and cycle; default 1 (tests use e.g. 0.01)."),
    ("TALENT_CA_FILE", "PEM file of CA certificates trusted beside the system's (a TLS-inspecting proxy's, a private sandbox's). Same as --ca-file."),
    ("HTTPS_PROXY, HTTP_PROXY, ALL_PROXY, NO_PROXY", "Proxies for the service, read as curl reads them (either case); a loopback base never goes through a proxy."),
    ("TALENT_NOW", "Sets the clock (RFC 3339) of relative times and the sandbox: T stands still at T (the guard's windows keep real time); T@R starts at T at the real instant R and runs on for the guard and the ledger too, so every process given the same value agrees. For tests and reproducible output."),
    ("TALENT_KEYRING_BACKEND", "Where keys are kept: keyring (the OS keyring, default), file (a 0600 file in the config folder) or memory."),
    ("TALENT_LEDGER_URL", "The ledger: sqlite:PATH, or postgres://USER[:PASSWORD]@HOST[:PORT]/DB[?sslmode=...] for a team ledger shared by every machine of the workspace (a password only here, in PGPASSWORD or the libpq password file). Same as --ledger-url, without the password."),
    ("TALENT_LEDGER_MODE", "A team ledger that is unreachable: required (default: nothing that spends is sent, exit 1) or prefer (the local ledger takes over, pacing at half; a spend needs a yes or --offline-spend)."),
    ("TALENT_MEMBER", "Who this machine spends as in a team ledger (letters, digits and . _ @ -); default LOGIN@HOST. Same as --member."),
    ("PGPASSWORD", "The team ledger's password (or PGPASSFILE / ~/.pgpass, as libpq reads them)."),
    ("TALENT_WEBHOOK_SECRET", "Webhook signing secrets for `webhooks listen` and `webhooks verify`, comma-separated."),
    ("TALENT_ASK", "When a run on a terminal asks before it spends: spends (default: before an unlock, an invite or a plan of more than 10 searches) or reserve (only where the quota guard trips). Scripts and --no-input are never asked. Also the config key `ask`."),
    ("TALENT_ACCESSIBLE", "1 turns on the accessible mode for screen readers and braille displays (see `talent help accessibility`). Same as --accessible; also the config key `accessible = true`."),
    ("NO_COLOR", "Set to anything: no colour."),
];

/// Exit codes and their meaning (the contract's table).
pub const EXIT_CODES: &[(i32, &str)] = &[
    (0, "Success."),
    (1, "Any other failure: network, service error after retries, I/O."),
    (2, "Bad usage or bad input: rejected before sending, or by the service with a 400."),
    (3, "Authentication or permission: no key, 401, 403."),
    (4, "Not found (404)."),
    (5, "Quota: exhausted on the service (including the bulk-invite daily cap), or the quota guard refused; nothing was sent."),
    (6, "Rate limited (rate_limit_exceeded, search_throttled) and still limited after the retries allowed."),
    (7, "Conflict: already invited or already in the job pipeline (409), or a change to a closed job."),
    (130, "Interrupted (Ctrl-C, SIGTERM): what was fetched is written; with --out, --resume continues."),
];

/// What the accessible mode changes, one entry a line of the help topic
/// (and the ACCESSIBILITY section of talent(1)).
pub const ACCESSIBILITY: &[(&str, &str)] = &[
    ("Turning it on", "--accessible on any command, TALENT_ACCESSIBLE=1 in the environment, or `talent config set accessible true` (TALENT_ACCESSIBLE=0 turns it off for one run)."),
    ("Questions", "Every question talent asks (the quota guard's, jobs close, webhooks delete, ledger reset, the prefer mode's offline spend, browse's) keeps its words and is followed by numbered choices on lines of their own: 1) yes …, 2) no …. Type the number or the word (or its first letter) and Enter; Enter alone is the safe choice, no. Nothing is redrawn: a wrong answer gets a new line and the prompt again. Keys typed before a question is written never answer it. --yes and --no-input work as always."),
    ("Secret input", "`auth login` asks for the key on a line of its own; what is typed is not shown, and no escape sequence is written."),
    ("Progress", "Text lines instead of a spinner or a bar: one when a long run starts (`page 1 · 0 of 240 records`), then at most one every 5 seconds, then a closing line and `done`. A wait for a rate limit is one line. No carriage return, no cursor movement."),
    ("Colour", "Only the terminal's own 16 colours, none with NO_COLOR or --color never; meaning never rests on colour alone."),
    ("Tables", "Stay tables (-o csv or -o json read better in some screen readers)."),
    ("browse", "The terminal cursor stays on the selected row (a screen reader follows it); the footer names the selected hit as it moves (`row 3 of 10: TALENT CARD · 6 years · company`); questions are the same numbered form, answered with 1 or 2 (or y and n)."),
];

/// `talent help accessibility` as plain text.
pub fn accessibility_text() -> String {
    let mut out = String::from("The accessible mode, for screen readers and braille displays:\n\n");
    for (what, how) in ACCESSIBILITY {
        out.push_str(&format!("{what}\n  {how}\n\n"));
    }
    out
}

/// `talent help environment` as plain text.
pub fn environment_text() -> String {
    let width = ENVIRONMENT.iter().map(|(k, _)| k.len()).max().unwrap_or(0);
    let mut out = String::from("Environment variables (a flag wins over the variable, the variable over the config file):\n\n");
    for (name, what) in ENVIRONMENT {
        out.push_str(&format!("  {name:width$}  {what}\n"));
    }
    out
}

/// `talent help exit-codes` as plain text.
pub fn exit_codes_text() -> String {
    let mut out = String::from("Exit codes:\n\n");
    for (code, what) in EXIT_CODES {
        out.push_str(&format!("  {code}  {what}\n"));
    }
    out
}

/// `talent help mcp`: the MCP server, its tools and its questions.
pub fn mcp_text() -> String {
    MCP_TOPIC.to_string()
}

const MCP_TOPIC: &str = "\
talent mcp: the Model Context Protocol for AI assistants

  talent mcp [--read-only] [--toolsets LIST] [--allow-unlocks N]
             [--allow-searches N] [--allow-outreach N] [--allow-job-changes N]
             [--confirm ask|page|deny]
  talent mcp --print-config CLIENT [the same options]

An assistant's app (Claude Desktop, Claude Code, Cursor, VS Code, Windsurf,
Codex) starts `talent mcp` and calls its tools over stdin/stdout (protocol
revisions 2025-06-18, 2025-11-25 and 2026-07-28); typed at a terminal, it says
so and waits. stdout carries protocol messages only; notices, and one line per
spend, go to stderr. The key comes from the keyring or TALENT_API_KEY, as for
any command; keep it out of the assistant's configuration.

Setting an assistant up:
  talent mcp --print-config CLIENT [options]
prints the snippet for CLIENT (claude-desktop, claude-code, cursor, vscode,
windsurf, codex) in its own form, with this binary's path as your PATH finds
it and the options given (never a key), and says on stderr where CLIENT keeps
it on this system and how its talent finds the key. Nothing is served.
  talent --sandbox mcp --print-config claude-desktop   the simulator, no key

Tools (toolset):
  search_candidates (candidates)   one page of hits; spends 1 search
  get_candidate (candidates)       a candidate's details; 1 unlock unless unlocked before
  candidate_summary, candidate_profile (candidates)   additional interface, free
  shortlist (candidates)           a job's ranked shortlist, free
  list_jobs, list_stages, list_applications (jobs)
  create_job, update_job (jobs)    a job change (update to closed is a close_job)
  close_job (jobs)                 destructive: always asked
  invite_candidate (outreach)      1 message, 1 person
  send_message (outreach)          1 person
  bulk_invite (outreach)           1 person per id not already invited (a job
                                   takes 500 a day); already-invited ids are given
                                   back to --allow-outreach
create_job, invite_candidate, send_message and bulk_invite take an
idempotency_key: a repeat sends nothing and returns the recorded result.
  get_usage (usage)                the meters and this session's allowances
  list_webhooks, enable_webhook, delete_webhook (webhooks; delete is asked)
--toolsets picks groups (default candidates,jobs,outreach,usage); --read-only
lists only the tools that change nothing and refuses the others.

What runs without a question (the session's allowances):
  --allow-unlocks N (default 0)   --allow-searches N (default 10)
  --allow-outreach N (default 0)  --allow-job-changes N (default 0)
Past an allowance, when a spend would leave less than the reserve, and for
every destructive call, the person is asked (--confirm ask, the default): in
the client's own form where it has one (Accept / Decline), else by its URL
mode, else on talent's page in the browser, which talent opens itself (a
client that cannot ask: Claude Desktop). Where no page can be opened
($BROWSER=none, or no display on Linux) the call is refused, nothing sent.
--confirm page always asks on talent's page (which no model and no
auto-approve hook can answer); --confirm deny and --no-input refuse instead.
A no, a cancel, or no answer within 5 minutes sends nothing and returns
{\"declined\": true}. The guard's own rules stay: a spend over what is left,
or over a team allowance, is refused; --max-unlocks, --max-searches and
--max-messages are hard caps for the session. --yes is refused.

Errors are tool results with a code: auth, not_found, invalid_argument,
quota_exhausted, guard_refused, team_allowance, needs_confirmation,
session_cap, read_only, rate_limited, conflict, ledger_unavailable, failure.
A rate-limit wait known to be longer than 10 s answers at once (rate_limited
with retry_after_secs); a shorter one is waited out with progress.

Spends are recorded in the ledger with the command `mcp`; `talent usage
--local` shows them.

Claude Code:  claude mcp add talent -- talent mcp --allow-searches 20
Any client:   talent mcp --print-config CLIENT --allow-searches 20
";

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ErrorKind;

    #[test]
    fn every_error_kind_has_its_exit_code_described() {
        for kind in [
            ErrorKind::Failure,
            ErrorKind::Usage,
            ErrorKind::Auth,
            ErrorKind::NotFound,
            ErrorKind::Quota,
            ErrorKind::RateLimited,
            ErrorKind::Conflict,
            ErrorKind::Interrupted,
        ] {
            assert!(
                EXIT_CODES.iter().any(|(c, _)| *c == kind.exit_code()),
                "{kind:?}"
            );
        }
    }
}
