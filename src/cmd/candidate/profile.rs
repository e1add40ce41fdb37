//! `talent candidate profile ID`: the additional interface's full profile.

use clap::Args as ClapArgs;

use crate::cmd::Context;
use crate::output::{col, CellKind, View};
use crate::Result;

use super::fetch_alt;

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
#[command(verbatim_doc_comment)]
pub struct Args {
    /// Candidate id of the additional interface (`cand_...`)
    #[arg(value_name = "ID")]
    pub id: String,
}

/// The profile, vertically; skills, experience and education as lists.
pub const PROFILE_VIEW: View = View {
    columns: &[
        col("ID", "id", CellKind::Id),
        col("NAME", "name", CellKind::Text),
        col("EMAIL", "email", CellKind::Text),
        col("PHONE", "phone", CellKind::Text),
        col("HEADLINE", "headline", CellKind::Text),
        col("LOCATION", "location", CellKind::Text),
        col("EXPERIENCE (Y)", "experience_years", CellKind::Number),
        col("QUALITY", "quality_score", CellKind::Score),
        col("AVAILABILITY", "availability", CellKind::Enum),
        col("EXPECTS FROM", "salary_expectation_min", CellKind::Inr),
        col("EXPECTS UP TO", "salary_expectation_max", CellKind::Inr),
        col("SKILLS", "skills", CellKind::List),
        col("EXPERIENCE", "experience", CellKind::List),
        col("EDUCATION", "education", CellKind::List),
        col("PROFILE", "profile_url", CellKind::Text),
    ],
    key: Some("id"),
    schema: Some("alt#CandidateProfile"),
};

pub async fn run(ctx: &Context, args: &Args) -> Result<()> {
    ctx.check(&PROFILE_VIEW)?;
    let record = fetch_alt(ctx, &args.id, "/profile").await?;
    ctx.printer().one(&ctx.ui, &PROFILE_VIEW, &record)
}
