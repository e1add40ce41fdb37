//! `talent jobs ...`: list, create, update, pause, resume, close. The status
//! changes share one PATCH helper; the job views and enums live here too.

use crate::ops::jobs::Update;
use clap::Subcommand;

use super::Context;
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

pub use crate::ops::jobs::JOB_VIEW;

/// Sets `id`'s status alone and prints the job; closing asks first.
pub async fn set_status(ctx: &Context, id: &str, status: JobStatus) -> Result<()> {
    let update = Update::status("job id", id, status)?;
    if update.closes() {
        confirm_close(ctx, &update)?;
    }
    ctx.check(&JOB_VIEW)?;
    let job = update.run(ctx.client().await?).await?;
    ctx.printer().one(&ctx.ui, &JOB_VIEW, &job)?;
    ctx.ui
        .status(&format!("Job {id} is now {}.", status.as_str()));
    Ok(())
}

/// Asks before closing the job `update` closes, for good. A no (or no
/// terminal without `--yes`) sends nothing at all, not even a look-up: a
/// job that does not exist is the PATCH's 404 after a yes.
pub fn confirm_close(ctx: &Context, update: &Update) -> Result<()> {
    ctx.ui.confirm_destructive(
        &format!(
            "Close job {} for good? A closed job cannot be reopened.",
            update.job()
        ),
        "closing a job",
    )
}
