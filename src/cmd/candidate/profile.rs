//! `talent candidate profile ID`: the additional interface's full profile.

use clap::Args as ClapArgs;

use crate::cmd::Context;
use crate::Result;

use crate::ops::candidate::{Alt, Part};

/// Show a candidate's full profile
///
/// Fetches GET /v1/candidates/{id}/profile on the additional interface: the
/// summary plus skills (with years and whether the service verified them),
/// work experience and education. E-mail and phone are filled in only once
/// the candidate accepted an invite or a profile-view credit was used.
///
/// Example:
///   talent candidate profile cand_3f9a2b --fields experience -o json
#[derive(Debug, ClapArgs)]
#[command(add = crate::cmd::complete::Prints(&[&crate::cmd::candidate::profile::PROFILE_VIEW]))]
#[command(verbatim_doc_comment)]
pub struct Args {
    /// Candidate id of the additional interface (`cand_...`)
    #[arg(value_name = "ID")]
    pub id: String,
}

pub use crate::ops::candidate::PROFILE_VIEW;

pub async fn run(ctx: &Context, args: &Args) -> Result<()> {
    ctx.check(&PROFILE_VIEW)?;
    let alt = Alt::new(Part::Profile, "candidate id", &args.id)?;
    let record = alt.run(ctx.client().await?).await?;
    ctx.printer().one(&ctx.ui, &PROFILE_VIEW, &record)
}
