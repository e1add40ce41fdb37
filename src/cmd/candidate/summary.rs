//! `talent candidate summary ID`: the additional interface's candidate summary.

use clap::Args as ClapArgs;

use crate::cmd::Context;
use crate::output::{col, CellKind, View};
use crate::Result;

use super::fetch_alt;

/// Show a candidate summary
///
/// Fetches GET /v1/candidates/{id} on the additional interface: headline,
/// skills, quality score, availability and salary expectation. It spends no
/// quota and shows no contact details.
///
/// Example:
///   talent candidate summary cand_3f9a2b
#[derive(Debug, ClapArgs)]
#[command(verbatim_doc_comment)]
pub struct Args {
    /// Candidate id of the additional interface (`cand_...`)
    #[arg(value_name = "ID")]
    pub id: String,
}

/// The summary, vertically, in the order a recruiter reads it.
pub const SUMMARY_VIEW: View = View {
    columns: &[
        col("ID", "id", CellKind::Id),
        col("NAME", "name", CellKind::Text),
        col("HEADLINE", "headline", CellKind::Text),
        col("LOCATION", "location", CellKind::Text),
        col("EXPERIENCE (Y)", "experience_years", CellKind::Number),
        col("SKILLS", "skills", CellKind::List),
        col("QUALITY", "quality_score", CellKind::Score),
        col("AVAILABILITY", "availability", CellKind::Enum),
        col("EXPECTS FROM", "salary_expectation_min", CellKind::Inr),
        col("EXPECTS UP TO", "salary_expectation_max", CellKind::Inr),
        col("PROFILE", "profile_url", CellKind::Text),
    ],
    key: Some("id"),
    schema: Some("alt#CandidateSummary"),
};

pub async fn run(ctx: &Context, args: &Args) -> Result<()> {
    ctx.check(&SUMMARY_VIEW)?;
    let record = fetch_alt(ctx, &args.id, "").await?;
    ctx.printer().one(&ctx.ui, &SUMMARY_VIEW, &record)
}
