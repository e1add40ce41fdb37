//! `talent jobs close ID`: permanent, so it asks first.

use clap::Args as ClapArgs;

use super::{set_status, JobStatus};
use crate::cmd::Context;
use crate::Result;

/// Close a job permanently
///
/// Sets the job's status to closed on the additional interface
/// (PATCH /v1/jobs/ID). Sourcing stops at once; candidates already in the
/// pipeline are unaffected. A closed job cannot be reopened, so this asks
/// first; without a terminal it needs --yes (else exit 2, nothing sent).
///
/// Example: talent jobs close job_0001 --yes
#[derive(Debug, ClapArgs)]
#[command(add = crate::cmd::complete::Prints(&[&crate::cmd::jobs::JOB_VIEW]))]
pub struct Args {
    /// The job's id
    #[arg(value_name = "ID")]
    pub id: String,
}

pub async fn run(ctx: &Context, args: &Args) -> Result<()> {
    set_status(ctx, &args.id, JobStatus::Closed).await
}
