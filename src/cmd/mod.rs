//! The command line: each leaf subcommand lives in its own file with its
//! `Args` struct (whose doc comment is its help) and an `async fn run(ctx,
//! args)`; a group is a folder. The machinery, by job: `global` (the options
//! every command takes), `tree` (the clap tree, the `COMMANDS` table, the
//! parse), `aliases` (saved commands), `clap_errors` (a refused line as one
//! error), `context` (what a command gets), and here the run and dispatch.

use crate::ui::{ColorChoice, Ui, UiSettings};
use crate::Result;

pub mod alias;
mod aliases;
pub mod api;
pub mod apps;
pub mod args;
pub mod auth;
pub mod browse;
pub mod bulk_invite;
pub mod candidate;
mod clap_errors;
pub mod complete;
pub mod completions;
pub mod config;
pub mod context;
pub mod doctor;
pub mod editor;
mod embedded;
pub mod fixtures;
pub mod generate;
mod global;
pub mod invite;
pub mod jobs;
pub mod ledger;
pub mod mcp;
mod mcp_setup;
pub mod message;
mod overview;
pub mod report;
pub mod sandbox;
pub mod search;
pub mod serve;
mod settings;
pub mod shortlist;
pub mod stages;
pub mod status;
pub mod team;
mod tree;
pub mod usage;
pub mod webhooks;

pub use args::Group;
pub use clap_errors::usage_error;
pub use context::Context;
pub use global::GlobalArgs;
pub use tree::{builtin_names, Cli, Command};

/// The command line (without the program's name) parsed into a `Cli` and the
/// path of subcommands it runs (`jobs update`), with a saved alias expanded.
pub fn parse(args: Vec<String>) -> std::result::Result<(Cli, String), i32> {
    tree::parse_with(args, aliases::expand_alias)
}

/// Runs before clap: `talent` alone (the overview) and the help topics
/// `talent help environment` / `exit-codes` / `accessibility` / `mcp` /
/// `global-options`, which are not commands. `Some(exit code)` when one of
/// them was printed.
pub fn early_exit(args: &[String]) -> Option<i32> {
    let ui = bare_ui();
    let text = match args
        .iter()
        .map(String::as_str)
        .collect::<Vec<_>>()
        .as_slice()
    {
        [] => overview::text(ui.stdout_width().map(usize::from)),
        ["help", "environment"] => crate::topics::environment_text(),
        ["help", "exit-codes"] => crate::topics::exit_codes_text(),
        ["help", "accessibility"] => crate::topics::accessibility_text(),
        ["help", "mcp"] => crate::topics::mcp_text(),
        ["help", "global-options"] => tree::global_options_text(),
        _ => return None,
    };
    Some(exit_code(&ui, ui.out(text.as_bytes())))
}

/// The output handle for what runs before the global flags are known (the
/// overview, help topics, clap's errors): defaults, and never a prompt.
pub(super) fn bare_ui() -> Ui {
    Ui::new(UiSettings {
        quiet: false,
        verbose: false,
        yes: false,
        no_input: true,
        color: ColorChoice::Auto,
    })
}

/// Runs the parsed command line on its own runtime and returns the exit
/// code. The runtime polls `main` here, in the library, rather than in
/// `main.rs`: a future polled from the binary had its whole tree of `async`
/// bodies and their drop glue compiled again in the binary's crate, a serial
/// step at the end of every release build (issue 29, docs/benchmarks.md).
pub fn run_to_exit(cli: Cli, path: String) -> i32 {
    let mut builder = if cli.serves() {
        let mut b = tokio::runtime::Builder::new_multi_thread();
        b.worker_threads(2);
        b
    } else {
        tokio::runtime::Builder::new_current_thread()
    };
    let runtime = match builder.enable_all().build() {
        Ok(rt) => rt,
        Err(e) => {
            let e = crate::Error::failure(format!("cannot start the async runtime: {e}"));
            return exit_code(&bare_ui(), Err(e));
        }
    };
    let code = runtime.block_on(main(cli, path));
    // Dropping the runtime would wait on blocking reads of stdin; don't.
    #[cfg(not(windows))]
    runtime.shutdown_background();
    // Windows: the blocking pool's threads are joined (a moment at most)
    // before the process exits. Under wine a thread still ending while the
    // process exits races wine's own teardown: the process is killed
    // (SIGKILL, exit 137) or hangs after its output (docs/assumptions.md).
    // A thread blocked on stdin stays blocked: the wait ends at its bound.
    #[cfg(windows)]
    runtime.shutdown_timeout(EXIT_JOIN);
    code
}

/// How long, on Windows, the exit waits for the runtime's blocking threads
/// to end ([`run_to_exit`]).
#[cfg(windows)]
const EXIT_JOIN: std::time::Duration = std::time::Duration::from_millis(500);

/// Runs the parsed command line and returns the process exit code.
/// `path` is the subcommands run (`jobs update`), for the ledger.
pub async fn main(cli: Cli, path: String) -> i32 {
    let ui = std::sync::Arc::new(Ui::new(UiSettings {
        quiet: cli.global.quiet,
        verbose: cli.global.verbose,
        yes: cli.global.yes,
        no_input: cli.global.no_input,
        color: cli.global.color,
    }));
    let repairing_config = matches!(cli.command, Command::Config(_));
    let ctx = match Context::new(cli.global.clone(), ui.clone(), repairing_config) {
        Ok(ctx) => Ok(ctx.with_command(path)),
        Err(e) => Err(e),
    };
    let ctx = match ctx {
        Ok(ctx) => {
            use crate::output::Format;
            // Asked for by name (-o, TALENT_OUTPUT): not the piped default.
            ctx.ui.set_json_errors(matches!(
                ctx.global.output,
                Some(Format::Json | Format::Jsonl)
            ));
            ctx
        }
        // The context could not be built (bad config, bad env).
        Err(e) => return exit_code(&ui, Err(e)),
    };
    // The ids this machine saw, for the checks of the two kinds of id.
    if let Ok(p) = crate::recall::path(ctx.global.sandbox) {
        crate::ops::kit::ids::use_seen_file(p);
    }
    if let Err(e) = ctx.open_out() {
        return exit_code(&ctx.ui, Err(e));
    }
    let result = if cli.serves() {
        run(&ctx, &cli.command).await
    } else {
        crate::signals::until_terminated(run(&ctx, &cli.command), || ctx.interrupted()).await
    };
    // A quota error the service sent names its reset too, from the last
    // usage read (the guard's own refusals already do).
    let result = result.map_err(|e| {
        let day = ctx.settings.time_scale.day();
        let cycle_end = ctx.records().and_then(|r| r.cycle_end_ms());
        crate::guard::quota::name_reset(e, cycle_end, day.as_millis() as i64)
    });
    ctx.ui.end_pager();
    let out_ok = result.is_ok() || result.as_ref().is_err_and(|e| e.is_output_closed());
    let result = match ctx.land_out(out_ok) {
        Ok(()) => result,
        Err(e) => result.and(Err(e)),
    };
    let result = match ctx.finish().await {
        Ok(()) => result,
        Err(e) => result.and(Err(e)),
    };
    // What was printed is kept for completion; failing to keep it fails nothing.
    if let Err(e) = crate::recall::path(ctx.global.sandbox).and_then(|p| crate::recall::flush(&p)) {
        let line = format!("completion values not kept: {}", e.message);
        // A link planted at talent's file is named where a person sees it.
        if e.message.contains("symbolic link") || e.message.contains("not a regular file") {
            ctx.ui.warn(&line);
        } else {
            ctx.ui.trace(&line);
        }
    }
    exit_code(&ctx.ui, result)
}

/// The one place an outcome becomes an exit code: a closed stdout is a normal
/// end; any other error prints its one line.
fn exit_code(ui: &Ui, result: Result<()>) -> i32 {
    match result {
        Ok(()) => 0,
        Err(e) if e.is_output_closed() => 0,
        Err(e) => {
            ui.error(&e);
            e.exit_code()
        }
    }
}

async fn run(ctx: &Context, command: &Command) -> Result<()> {
    // What administers the team ledger itself runs where the ledger is,
    // never through a gateway (cli.md, *serve*).
    let on_the_ledger = match command {
        Command::Ledger(_) => true,
        Command::Team(Group {
            command: team::TeamCommand::Allowance(_),
        }) => true,
        Command::Usage(args) => args.local,
        _ => false,
    };
    if on_the_ledger {
        ctx.refuse_through_gateway().await?;
    }
    match command {
        Command::Search(args) => search::run(ctx, args).await,
        Command::Browse(args) => browse::run(ctx, args).await,
        Command::Candidate(Group { command: cmd }) => candidate::run(ctx, cmd).await,
        Command::Jobs(Group { command: cmd }) => jobs::run(ctx, cmd).await,
        Command::Stages(args) => stages::run(ctx, args).await,
        Command::Apps(args) => apps::run(ctx, args).await,
        Command::Invite(args) => invite::run(ctx, args).await,
        Command::Message(args) => message::run(ctx, args).await,
        Command::Usage(args) => usage::run(ctx, args).await,
        Command::Report(args) => report::run(ctx, args).await,
        Command::Shortlist(args) => shortlist::run(ctx, args).await,
        Command::BulkInvite(args) => bulk_invite::run(ctx, args).await,
        Command::Webhooks(Group { command: cmd }) => webhooks::run(ctx, cmd).await,
        Command::Auth(Group { command: cmd }) => auth::run(ctx, cmd).await,
        Command::Api(args) => api::run(ctx, args).await,
        Command::Sandbox(Group { command: cmd }) => sandbox::run(ctx, cmd).await,
        Command::Ledger(Group { command: cmd }) => ledger::run(ctx, cmd).await,
        Command::Team(Group { command: cmd }) => team::run(ctx, cmd).await,
        Command::Completions(args) => completions::run(ctx, args).await,
        Command::Config(Group { command: cmd }) => config::run(ctx, cmd).await,
        Command::Alias(Group { command: cmd }) => alias::run(ctx, cmd).await,
        Command::Status(args) => status::run(ctx, args).await,
        Command::Fixtures(args) => fixtures::run(ctx, args).await,
        Command::Doctor(args) => doctor::run(ctx, args).await,
        Command::Mcp(args) => mcp::run(ctx, args).await,
        Command::Serve(args) => serve::run(ctx, args).await,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every view that names a schema: its columns are fields of that
    /// schema (so `--fields` taken from a table header is never refused),
    /// and its key is one of them.
    #[test]
    fn every_view_column_is_a_field_of_its_schema() {
        // Every view a command prints (attached to its clap command), and
        // the two printed without one of their own.
        fn printed(cmd: &clap::Command, out: &mut Vec<&'static crate::output::View>) {
            if let Some(p) = cmd.get::<complete::Prints>() {
                out.extend(p.0.iter().copied());
            }
            for sub in cmd.get_subcommands() {
                printed(sub, out);
            }
        }
        let mut views = vec![&candidate::show::LIST_VIEW, &sandbox::trigger::ENVELOPE];
        printed(&<Cli as clap::CommandFactory>::command(), &mut views);
        assert!(views.len() > 30, "{}", views.len());
        let views: Vec<_> = views.into_iter().filter(|v| v.schema.is_some()).collect();
        for view in views {
            let schema = view.schema.expect("a schema");
            let all = talent_spec::openapi::leaf_paths(schema).expect(schema);
            assert!(!all.is_empty(), "{schema}");
            for c in view.columns.iter().map(|c| c.path).chain(view.key) {
                let segments: Vec<&str> = c.split('.').collect();
                // talent's own `forecast` beside each meter (`talent usage`).
                if segments.get(1) == Some(&"forecast") {
                    continue;
                }
                // A gateway's `allowance` beside the meters (`usage` through it).
                if segments[0] == "allowance" && view.schema == Some("main#Usage") {
                    continue;
                }
                assert!(
                    talent_spec::openapi::knows(schema, &segments),
                    "{schema} has no field {c}"
                );
            }
        }
    }
}
