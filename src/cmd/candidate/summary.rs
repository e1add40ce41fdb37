//! `talent candidate summary ID`: the additional interface's candidate summary.

use clap::Args as ClapArgs;

use crate::cmd::Context;
use crate::Result;

use crate::ops::candidate::{Alt, Part};

/// Show a candidate summary
///
/// Fetches GET /v1/candidates/{id} on the additional interface: headline,
/// skills, quality score, availability and salary expectation. It spends no
/// quota and shows no contact details.
///
/// Example:
///   talent candidate summary cand_3f9a2b
#[derive(Debug, ClapArgs)]
#[command(add = crate::cmd::complete::Prints(&[&crate::cmd::candidate::summary::SUMMARY_VIEW]))]
#[command(verbatim_doc_comment)]
pub struct Args {
    /// Candidate id of the additional interface (`cand_...`)
    #[arg(value_name = "ID")]
    pub id: String,
}

pub use crate::ops::candidate::SUMMARY_VIEW;

pub async fn run(ctx: &Context, args: &Args) -> Result<()> {
    ctx.check(&SUMMARY_VIEW)?;
    let alt = Alt::new(Part::Summary, "candidate id", &args.id)?;
    let record = alt.run(ctx.client().await?).await?;
    ctx.printer().one(&ctx.ui, &SUMMARY_VIEW, &record)
}
