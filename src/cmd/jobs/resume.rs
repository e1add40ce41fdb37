//! `talent jobs resume ID`: a paused job sources again.

use clap::Args as ClapArgs;

use super::{set_status, JobStatus};
use crate::cmd::Context;
use crate::Result;

/// Resume a paused job
///
/// Sets the job's status back to active on the additional interface
/// (PATCH /v1/jobs/ID). A closed job cannot be reopened (exit 7).
///
/// Example: talent jobs resume job_0001
#[derive(Debug, ClapArgs)]
#[command(add = crate::cmd::complete::Prints(&[&crate::cmd::jobs::JOB_VIEW]))]
pub struct Args {
    /// The job's id
    #[arg(value_name = "ID")]
    pub id: String,
}

pub async fn run(ctx: &Context, args: &Args) -> Result<()> {
    set_status(ctx, &args.id, JobStatus::Active).await
}
