//! `talent stages JOB_ID`: a job's pipeline stages with application counts.

use clap::Args as ClapArgs;

use crate::cmd::Context;
use crate::output::Format;
use crate::Result;

/// List a job's pipeline stages with application counts
///
/// Fetches GET /jobs/{jobId}/stages. Use a stage's id with
/// `talent apps JOB_ID --stage STAGE_ID` to list the applications in it.
///
/// Example:
///   talent stages job_5c1e0a
#[derive(Debug, ClapArgs)]
#[command(add = crate::cmd::complete::Prints(&[&crate::cmd::stages::STAGES_VIEW]))]
#[command(verbatim_doc_comment)]
pub struct Args {
    /// Job id (from `talent jobs list`)
    #[arg(value_name = "JOB_ID")]
    pub job_id: String,
}

pub use crate::ops::stages::STAGES_VIEW;

pub use crate::ops::stages::STAGES_TABLE_VIEW;

pub async fn run(ctx: &Context, args: &Args) -> Result<()> {
    ctx.check(&STAGES_VIEW)?;
    let stages = crate::ops::stages::run(ctx.client().await?, "job id", &args.job_id).await?;
    // A picture for people: the table (without --fields) gets a bar per
    // stage; JSON and CSV keep the service's records.
    let table = ctx.printer().format() == Format::Table && ctx.printer().fields().is_empty();
    let view = if table {
        &STAGES_TABLE_VIEW
    } else {
        &STAGES_VIEW
    };
    let max = stages
        .iter()
        .filter_map(|s| {
            s.get("applicationCount")
                .and_then(serde_json::Value::as_u64)
        })
        .max()
        .unwrap_or(0);
    let mut out = ctx.printer().list(&ctx.ui, view);
    for stage in &stages {
        if table {
            let mut shown = stage.clone();
            shown["applications"] =
                serde_json::json!({"value": stage.get("applicationCount"), "max": max});
            out.push(&shown)?;
        } else {
            out.push(stage)?;
        }
    }
    out.finish()
}
