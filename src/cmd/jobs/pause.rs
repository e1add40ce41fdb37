//! `talent jobs pause ID`: sourcing halts until the job is resumed.

use clap::Args as ClapArgs;

use super::{set_status, JobStatus};
use crate::cmd::Context;
use crate::Result;

/// Pause a job (sourcing halts)
///
/// Sets the job's status to paused on the additional interface
/// (PATCH /v1/jobs/ID). Candidate sourcing stops until `talent jobs resume`.
/// A closed job cannot be paused (exit 7).
///
/// Example: talent jobs pause job_0001
#[derive(Debug, ClapArgs)]
#[command(add = crate::cmd::complete::Prints(&[&crate::cmd::jobs::JOB_VIEW]))]
pub struct Args {
    /// The job's id (`id` of `talent jobs list --status active`)
    #[arg(value_name = "ID")]
    pub id: String,
}

pub async fn run(ctx: &Context, args: &Args) -> Result<()> {
    set_status(ctx, &args.id, JobStatus::Paused).await
}
