//! `talent jobs ...`: list, create, update, pause, resume, close. The status
//! changes share one PATCH helper; the job views and enums live here too.

use crate::ops::routes;
use clap::Subcommand;
use serde_json::Value;

use super::Context;
use crate::api::query::id_segment;
use crate::api::types::JobPatch;
use crate::output::{col, CellKind, View};
use crate::Result;

pub mod close;
pub mod create;
pub mod list;
pub mod pause;
pub mod resume;
pub mod update;

#[derive(Debug, Subcommand)]
pub enum JobsCommand {
    List(list::Args),
    Create(create::Args),
    Update(update::Args),
    Pause(pause::Args),
    Resume(resume::Args),
    Close(close::Args),
}

pub async fn run(ctx: &Context, cmd: &JobsCommand) -> Result<()> {
    match cmd {
        JobsCommand::List(args) => list::run(ctx, args).await,
        JobsCommand::Create(args) => create::run(ctx, args).await,
        JobsCommand::Update(args) => update::run(ctx, args).await,
        JobsCommand::Pause(args) => pause::run(ctx, args).await,
        JobsCommand::Resume(args) => resume::run(ctx, args).await,
        JobsCommand::Close(args) => close::run(ctx, args).await,
    }
}

pub use crate::ops::job_draft::{check_range, check_title};
pub use talent_spec::enums::{JobStatus, RemoteType};

/// One job of the additional interface, field by field (update, pause,
/// resume, close print it).
pub const JOB_VIEW: View = View {
    columns: &[
        col("ID", "id", CellKind::Id),
        col("TITLE", "title", CellKind::Text),
        col("STATUS", "status", CellKind::Enum),
        col("LOCATION", "location", CellKind::Text),
        col("REMOTE", "remote_type", CellKind::Enum),
        col("SKILLS REQUIRED", "skills_required", CellKind::List),
        col("SKILLS PREFERRED", "skills_preferred", CellKind::List),
        col("EXPERIENCE MIN", "experience_min", CellKind::Number),
        col("EXPERIENCE MAX", "experience_max", CellKind::Number),
        col("SALARY MIN", "salary_min", CellKind::Inr),
        col("SALARY MAX", "salary_max", CellKind::Inr),
        col("SHORTLISTED", "shortlist_count", CellKind::Number),
        col("CREATED", "created_at", CellKind::Relative),
        col("DESCRIPTION", "description", CellKind::Text),
    ],
    key: Some("id"),
    schema: Some("alt#Job"),
};

/// PATCH /v1/jobs/{id} with only the supplied fields; the updated job back.
/// A change to a closed job is the service's 409 (exit 7).
pub async fn patch_job(ctx: &Context, id: &str, patch: &JobPatch) -> Result<Value> {
    ctx.check(&JOB_VIEW)?;
    let segment = id_segment("job id", id)?;
    let req = routes::patch_job(&segment, patch)?;
    ctx.client().await?.send_json(&req).await
}

/// pause / resume / close: PATCH the status, print the job, say what changed.
pub async fn set_status(ctx: &Context, id: &str, status: JobStatus) -> Result<()> {
    let patch = JobPatch {
        status: Some(status.as_str().to_string()),
        ..JobPatch::default()
    };
    let job = patch_job(ctx, id, &patch).await?;
    ctx.printer().one(&ctx.ui, &JOB_VIEW, &job)?;
    ctx.ui
        .status(&format!("Job {id} is now {}.", status.as_str()));
    Ok(())
}

/// The one question before a job is closed for good (also asked by
/// `jobs update --status closed`).
pub fn confirm_close(ctx: &Context, id: &str) -> Result<()> {
    ctx.ui.confirm_destructive(
        &format!("Close job {id} for good? A closed job cannot be reopened."),
        "closing a job",
    )
}
