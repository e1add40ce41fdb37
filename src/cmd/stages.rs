//! `talent stages JOB_ID`: a job's pipeline stages with application counts.

use crate::ops::routes;
use clap::Args as ClapArgs;

use crate::api::query::id_segment;
use crate::api::types::StagesResponse;
use crate::cmd::Context;
use crate::output::{col, CellKind, Format, View};
use crate::Result;

/// List a job's pipeline stages with application counts
///
/// Fetches GET /jobs/{jobId}/stages. Use a stage's id with
/// `talent apps JOB_ID --stage STAGE_ID` to list the applications in it.
///
/// Example:
///   talent stages job_5c1e0a
#[derive(Debug, ClapArgs)]
#[command(verbatim_doc_comment)]
pub struct Args {
    /// Job id (from `talent jobs list`)
    #[arg(value_name = "JOB_ID")]
    pub job_id: String,
}

/// The pipeline in order, with how many applications sit in each stage.
pub const STAGES_VIEW: View = View {
    columns: &[
        col("ORDER", "order", CellKind::Number),
        col("STAGE ID", "stageId", CellKind::Id),
        col("TITLE", "title", CellKind::Text),
        col("TYPE", "type", CellKind::Enum),
        col("PURPOSE", "stagePurpose", CellKind::Enum),
        col("APPLICATIONS", "applicationCount", CellKind::Number),
    ],
    key: Some("stageId"),
    schema: Some("main#Stage"),
};

/// On a terminal, a bar per stage scaled to the fullest one.
pub(crate) const STAGES_TABLE_VIEW: View = View {
    columns: &[
        col("ORDER", "order", CellKind::Number),
        col("STAGE ID", "stageId", CellKind::Id),
        col("TITLE", "title", CellKind::Text),
        col("TYPE", "type", CellKind::Enum),
        col("PURPOSE", "stagePurpose", CellKind::Enum),
        col("APPLICATIONS", "applications", CellKind::Bar),
    ],
    key: Some("stageId"),
    schema: None,
};

pub async fn run(ctx: &Context, args: &Args) -> Result<()> {
    ctx.check(&STAGES_VIEW)?;
    let job = id_segment("job id", &args.job_id)?;
    let req = routes::stages(&job);
    let resp: StagesResponse = ctx.client().await?.send(&req).await?.decode()?;
    // A picture for people: the table (without --fields) gets a bar per
    // stage; JSON and CSV keep the service's records.
    let table = ctx.printer().format() == Format::Table && ctx.printer().fields().is_empty();
    let view = if table {
        &STAGES_TABLE_VIEW
    } else {
        &STAGES_VIEW
    };
    let max = resp
        .results
        .iter()
        .filter_map(|s| {
            s.get("applicationCount")
                .and_then(serde_json::Value::as_u64)
        })
        .max()
        .unwrap_or(0);
    let mut out = ctx.printer().list(&ctx.ui, view);
    for stage in &resp.results {
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
