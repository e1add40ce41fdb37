//! `talent shortlist JOB_ID`: POST /v1/sourcing/shortlist, the ranked entries
//! printed as a list; the shortlist's size goes to a notice on stderr.

use crate::ops::shortlist::Shortlist;
use clap::Args as ClapArgs;

use crate::cmd::Context;
use crate::Result;

/// Generate a ranked shortlist for a job
///
/// Asks the additional interface (POST /v1/sourcing/shortlist) to rank
/// candidates for an active job, best match first. Prints the entries as a
/// list (with -o json an array of the service's entries: rank, match_score,
/// candidate, match_reasons); the job id and the shortlist's total go to
/// stderr.
///
/// Example: talent shortlist job_0001 --limit 10 --quality-min 70 --availability active,open
#[derive(Debug, ClapArgs)]
#[command(add = crate::cmd::complete::Prints(&[&crate::cmd::shortlist::VIEW]))]
pub struct Args {
    /// The job to shortlist for
    #[arg(value_name = "JOB_ID")]
    pub job_id: String,

    /// Entries to return: 1 to 50 [service default: 20]
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(1..=50))]
    pub limit: Option<u32>,

    /// Only candidates with a quality score of at least N (0 to 100)
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(0..=100))]
    pub quality_min: Option<u32>,

    /// Only candidates with this availability
    #[arg(long, value_enum, value_name = "A")]
    pub availability: Option<Availability>,
}

pub use crate::ops::shortlist::{ShortlistAvailability as Availability, VIEW};

pub async fn run(ctx: &Context, args: &Args) -> Result<()> {
    ctx.check(&VIEW)?;
    let shortlist = Shortlist::new(
        "job id",
        &args.job_id,
        args.limit,
        args.quality_min,
        args.availability,
    )?;
    let got = shortlist.run(ctx.client().await?).await?;
    let mut out = ctx.printer().list(&ctx.ui, &VIEW);
    for entry in &got.data {
        out.push(entry)?;
    }
    out.finish()?;
    let job = got.job_id.as_deref().unwrap_or(&args.job_id);
    let total = got
        .total
        .map_or_else(String::new, |t| format!(" of {t} in the shortlist"));
    ctx.ui.status(&format!(
        "Job {job}: {} candidates shown{total}.",
        got.data.len()
    ));
    Ok(())
}
