//! `talent mcp`: serve the Model Context Protocol on stdin/stdout.

use std::rc::Rc;
use std::sync::Arc;
use std::time::Duration;

use clap::Args as ClapArgs;

use crate::api::Client;
use crate::cmd::Context;
use crate::guard::Guard;
use crate::mcp::{self, Confirm, Engine, LocalFuture, Toolset};
use crate::{Error, Result};

/// Serve an AI assistant over the Model Context Protocol (stdio)
///
/// The commands become tools an assistant (Claude Desktop, Claude Code,
/// VS Code, Cursor, Windsurf, Codex) calls: search, candidates, jobs,
/// outreach, usage, webhooks. The assistant's app starts `talent mcp`;
/// `--print-config CLIENT` prints what to paste into that app's settings
/// (this binary's path, the options given, never a key) and where the app
/// keeps them. Every spend goes through the guard. Within the session's
/// allowances a call runs; past them, near the workspace's reserve, or for
/// anything that cannot be undone (closing a job, deleting a webhook) the
/// person is asked: in the client's own form where it has one, else on
/// talent's page in the browser (a client that cannot ask: Claude Desktop);
/// where no page can be opened the call is refused, nothing sent. stdout
/// carries protocol messages only; notices (one line per spend) go to
/// stderr. The key comes from the keyring or TALENT_API_KEY, never from the
/// assistant. `talent help mcp` says more.
///
/// Examples:
///   talent mcp --print-config claude-desktop --allow-searches 20
///   talent --sandbox mcp --print-config claude-code
///   talent mcp --read-only --toolsets candidates,usage
///   talent mcp --confirm page --allow-unlocks 3
///   claude mcp add talent -- talent mcp --allow-searches 20
#[derive(Debug, ClapArgs)]
#[command(verbatim_doc_comment)]
pub struct Args {
    /// List only the tools that change nothing; refuse calls to the others
    #[arg(long)]
    pub read_only: bool,

    /// Tool groups to serve: candidates, jobs, outreach, usage (default: those four), webhooks
    #[arg(long, value_name = "LIST", value_delimiter = ',', value_enum)]
    pub toolsets: Vec<Toolset>,

    /// Single tools to serve besides the toolsets, by name (read-only ones only with --read-only)
    #[arg(long, value_name = "LIST", value_delimiter = ',')]
    pub tools: Vec<String>,

    /// Tools not to serve, by name (applied after --toolsets and --tools)
    #[arg(long, value_name = "LIST", value_delimiter = ',')]
    pub exclude_tools: Vec<String>,

    /// Unlocks the session may make without asking the person
    #[arg(long, value_name = "N", default_value_t = 0)]
    pub allow_unlocks: u64,

    /// Searches the session may make without asking the person
    #[arg(long, value_name = "N", default_value_t = 10)]
    pub allow_searches: u64,

    /// People the session may reach (invites, messages, bulk invites) without asking
    #[arg(long, value_name = "N", default_value_t = 0)]
    pub allow_outreach: u64,

    /// Jobs the session may create or change without asking
    #[arg(long, value_name = "N", default_value_t = 0)]
    pub allow_job_changes: u64,

    /// ask: the client's form, else its URL mode, else talent's page; page: always talent's page; deny: refuse instead
    #[arg(long, value_name = "MODE", value_enum, default_value_t = Confirm::Ask)]
    pub confirm: Confirm,
    /// Print the configuration that starts this `talent mcp` from CLIENT,
    /// with the options given, and where CLIENT keeps it; serve nothing
    #[arg(long, value_name = "CLIENT", value_enum)]
    pub print_config: Option<super::mcp_setup::Client>,
}

/// The global options `mcp` refuses when given on the command line, by
/// clap id and as written: they shape printed output (stdout is the
/// protocol's) or send nothing, so they would print between protocol lines,
/// create an empty file, or be silently ignored.
const REFUSED: &[(&str, &str)] = &[
    ("dry_run", "--dry-run"),
    ("curl", "--curl"),
    ("out", "--out"),
    ("resume", "--resume"),
    ("output", "-o/--output"),
    ("fields", "--fields"),
    ("jq", "--jq"),
];

/// The usage error (exit 2) for the first refused option given on the
/// line (`TALENT_OUTPUT` and config defaults are not refused: ignored).
pub(super) fn refused_globals(matches: &clap::ArgMatches) -> Option<Error> {
    use clap::parser::ValueSource;
    let (_, flag) = REFUSED
        .iter()
        .find(|(id, _)| matches.value_source(id) == Some(ValueSource::CommandLine))?;
    Some(
        Error::usage(format!(
            "{flag} cannot be given to mcp: its stdout carries protocol messages only"
        ))
        .with_hint("each tool call's result goes to the assistant; `fields` is a tool argument"),
    )
}

/// A rate-limit wait longer than this answers at once (`rate_limited`): an
/// assistant's call should not hang.
const LONGEST_WAIT: Duration = Duration::from_secs(10);

/// The command's wiring, owned by the session.
struct Wired(Context);

impl Engine for Wired {
    fn client(&self) -> LocalFuture<'_, Result<&Client>> {
        Box::pin(self.0.client())
    }
    fn guard(&self) -> Option<Arc<Guard>> {
        self.0.guard().cloned()
    }
    fn records(&self) -> Option<Arc<crate::records::Records>> {
        self.0.records().cloned()
    }
    fn redacted(&self, text: &str) -> String {
        self.0.ui.redacted(text)
    }
    fn key_kind(&self) -> LocalFuture<'_, Option<crate::auth::KeyKind>> {
        Box::pin(async {
            let found = self.0.key_with_source().await.ok().flatten();
            found.map(|(k, _)| k.kind())
        })
    }
}

pub async fn run(ctx: &Context, args: &Args) -> Result<()> {
    if ctx.global.yes {
        return Err(Error::usage("--yes cannot be given to mcp: the person answers each question")
            .with_hint("use --allow-unlocks, --allow-searches, --allow-outreach or --allow-job-changes for what may run unasked"));
    }
    check_tools(args)?;
    if let Some(client) = args.print_config {
        return super::mcp_setup::print_config(ctx, client);
    }
    // Typed at a terminal, a server waiting on stdin looks hung: say what
    // it waits for, at once.
    if std::io::IsTerminal::is_terminal(&std::io::stdin()) {
        ctx.ui.status(super::mcp_setup::ON_A_TERMINAL);
    }
    let mut global = ctx.global.clone();
    global.max_wait = global.max_wait.min(LONGEST_WAIT);
    let session = Context::new(global, Arc::clone(&ctx.ui), false)?.with_command("mcp".into());
    let bridge = mcp::Bridge::new(Arc::clone(&ctx.ui) as Arc<dyn crate::sink::Sink>);
    session.use_window(
        Arc::clone(&bridge) as Arc<dyn crate::guard::Ask>,
        Arc::clone(&bridge) as Arc<dyn crate::sink::Sink>,
    )?;
    let opts = mcp::Options {
        read_only: args.read_only,
        toolsets: if args.toolsets.is_empty() {
            Toolset::DEFAULT.to_vec()
        } else {
            args.toolsets.clone()
        },
        tools: trimmed(&args.tools),
        exclude_tools: trimmed(&args.exclude_tools),
        allow: [
            args.allow_unlocks,
            args.allow_searches,
            args.allow_outreach,
            args.allow_job_changes,
        ],
        caps: [
            ctx.global.max_unlocks,
            ctx.global.max_searches,
            ctx.global.max_messages,
        ],
        // Only an explicit --no-input: an MCP server's stdin is always a pipe.
        confirm: if ctx.global.no_input {
            Confirm::Deny
        } else {
            args.confirm
        },
        opener: mcp::page::Opener::from_env(),
        time_scale: ctx.settings.time_scale,
        // This machine's file, whatever the ledger (never a team ledger's).
        names_file: Some(
            crate::paths::ledger(ctx.global.sandbox)?.with_file_name(mcp::names::NAMES_FILE),
        ),
        on_gateway: false,
        gateway: None,
    };
    let wired = Rc::new(Wired(session));
    let server = mcp::Server::new(Rc::clone(&wired) as Rc<dyn Engine>, opts, bridge);
    let served = mcp::serve_stdio(server).await;
    let finished = wired.0.finish().await;
    served.and(finished)
}

fn trimmed(names: &[String]) -> Vec<String> {
    names.iter().map(|n| n.trim().to_string()).collect()
}

/// `--tools` and `--exclude-tools` name tools that exist; `--read-only`
/// wins over `--tools`, so a tool named there that changes something is
/// refused at start rather than silently left out.
fn check_tools(args: &Args) -> Result<()> {
    let known: Vec<&str> = mcp::tools::all().map(|e| e.def.name).collect();
    for name in trimmed(&args.tools)
        .iter()
        .chain(&trimmed(&args.exclude_tools))
    {
        let Some(entry) = mcp::tools::find(name) else {
            return Err(Error::usage(format!("unknown tool {name:?}"))
                .with_hint(format!("the tools are: {}", known.join(", "))));
        };
        if args.read_only && !entry.def.read_only && args.tools.iter().any(|t| t.trim() == name) {
            return Err(Error::usage(format!(
                "--tools {name} cannot be served with --read-only: it is not read-only"
            ))
            .with_hint("drop it from --tools, or leave out --read-only"));
        }
    }
    Ok(())
}
