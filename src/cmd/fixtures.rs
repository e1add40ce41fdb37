//! `talent fixtures FILE`: build a known state from a file of requests.

use std::path::PathBuf;

use clap::Args as ClapArgs;
use serde_json::json;

use crate::cmd::Context;
use crate::input::read_input;
use crate::ops::fixtures;
use crate::output::{col, CellKind, View};
use crate::Result;

/// Run a JSON or TOML file of named requests, in order, to set up a known state
///
/// Each request is {"name", "interface" (main or alt), "method", "path",
/// "query", "body"}; strings may refer to earlier answers as
/// ${NAME.field.path} (list items as [0]) and to the environment as
/// ${env.VAR}. Requests go through the same client as every command (the
/// quota guard, pacing and retries apply), against the sandbox or any base
/// URL. The first failure stops the run, naming the request. --dry-run
/// prints the plan and sends nothing. TOML (a .toml file) takes the same
/// keys as [[requests]] tables. Examples: fixtures/*.json, fixtures/*.toml.
///
/// Example:
///   talent --sandbox fixtures fixtures/hiring-pipeline.json
#[derive(Debug, ClapArgs)]
#[command(add = crate::cmd::complete::Prints(&[&crate::cmd::fixtures::VIEW]))]
#[command(verbatim_doc_comment)]
pub struct Args {
    /// The fixture file (`-` for stdin)
    #[arg(value_name = "FILE")]
    pub file: PathBuf,
}

pub(crate) const VIEW: View = View {
    columns: &[
        col("STEP", "step", CellKind::Number),
        col("NAME", "name", CellKind::Text),
        col("REQUEST", "request", CellKind::Text),
        col("ANSWER", "answer", CellKind::Auto),
    ],
    ..View::PLAIN
};

pub async fn run(ctx: &Context, args: &Args) -> Result<()> {
    let text = read_input(&args.file)?;
    let file = fixtures::parse(&text, &args.file.display().to_string())?;
    let mut out = ctx.printer().list(&ctx.ui, &VIEW);
    if ctx.global.dry_run || ctx.global.curl {
        for (i, step) in file.requests.iter().enumerate() {
            out.push(&json!({
                "step": i + 1,
                "name": step.name,
                "request": format!("{} {} {}", step.method, step.interface.as_deref().unwrap_or("main"), step.path),
                "answer": step.body,
            }))?;
        }
        out.finish()?;
        ctx.ui.status(&format!(
            "Dry run: {} request(s) planned; nothing was sent.",
            file.requests.len()
        ));
        return Ok(());
    }
    let client = ctx.client().await?;
    let ask = async |req: &crate::api::Request| ctx.ask_for_route(req).await;
    let result = fixtures::run(client, &file, ask, |step| out.push(step)).await;
    out.finish()?;
    result?;
    ctx.ui
        .status(&format!("Ran {} request(s).", file.requests.len()));
    Ok(())
}
