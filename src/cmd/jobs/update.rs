//! `talent jobs update ID [fields]`: PATCH /v1/jobs/{id} with only the
//! fields given, checked before sending.

use std::path::PathBuf;

use clap::Args as ClapArgs;

use super::{confirm_close, JobStatus, RemoteType, JOB_VIEW};
use crate::api::query::id_segment;
use crate::cmd::args::flag;
use crate::cmd::args::wire;
use crate::cmd::Context;
use crate::input::{flat_list, text_or_file};
use crate::money::inr_arg;
use crate::ops::jobs::{Changes, Update};
use crate::Result;

/// Change a job's fields
///
/// Updates a job on the additional interface (PATCH /v1/jobs/ID): only the
/// fields given change. At least one is needed. Amounts are annual INR and
/// take 2400000, 24L, 24 lakh or 1.2Cr. List flags take repeats and commas;
/// an empty value (--skills-required "") clears the list. --status closed
/// closes the job for good and asks first, like `talent jobs close`.
///
/// Example: talent jobs update job_0001 --salary-max 45L --skills-required rust,postgres --remote-type hybrid
#[derive(Debug, ClapArgs)]
#[command(add = crate::cmd::complete::Prints(&[&crate::cmd::jobs::JOB_VIEW]))]
pub struct Args {
    /// The job's id
    #[arg(value_name = "ID")]
    pub id: String,

    /// New title (at most 150 characters)
    #[arg(long, value_name = "T")]
    pub title: Option<String>,

    /// New description (Markdown)
    #[arg(long, value_name = "D", conflicts_with = "description_file")]
    pub description: Option<String>,

    /// Read the new description from a file (`-` for stdin)
    #[arg(long, value_name = "F")]
    pub description_file: Option<PathBuf>,

    /// Required skills (replaces the list)
    #[arg(long, value_name = "A,B")]
    pub skills_required: Option<Vec<String>>,

    /// Preferred skills (replaces the list)
    #[arg(long, value_name = "A,B")]
    pub skills_preferred: Option<Vec<String>>,

    /// Minimum years of experience
    #[arg(long, value_name = "N")]
    pub experience_min: Option<u32>,

    /// Maximum years of experience
    #[arg(long, value_name = "N")]
    pub experience_max: Option<u32>,

    /// City name or Remote
    #[arg(long, value_name = "L")]
    pub location: Option<String>,

    /// Where the work happens
    #[arg(long, value_parser = wire::<RemoteType>(), value_name = "T")]
    pub remote_type: Option<RemoteType>,

    /// Minimum annual salary (INR: 1800000, 18L, 1.2Cr)
    #[arg(long, value_name = "AMT", value_parser = inr_arg)]
    pub salary_min: Option<u64>,

    /// Maximum annual salary (INR)
    #[arg(long, value_name = "AMT", value_parser = inr_arg)]
    pub salary_max: Option<u64>,

    /// New status (closed is permanent and asks first)
    #[arg(long, value_parser = wire::<JobStatus>(), value_name = "S")]
    pub status: Option<JobStatus>,
}

pub async fn run(ctx: &Context, args: &Args) -> Result<()> {
    id_segment("job id", &args.id)?;
    let description = text_or_file(
        args.description.as_deref(),
        args.description_file.as_deref(),
    )?;
    let update = Update::new("job id", &args.id, changes(args, description), flag)?;
    if update.closes() {
        confirm_close(ctx, &update)?;
    }
    ctx.check(&JOB_VIEW)?;
    let job = update.run(ctx.client().await?).await?;
    ctx.printer().one(&ctx.ui, &JOB_VIEW, &job)?;
    ctx.ui.status(&format!("Updated job {}.", args.id));
    Ok(())
}

/// The changes of the flags given (the operation checks them); a list
/// flag's commas separate items.
fn changes(args: &Args, description: Option<String>) -> Changes {
    Changes {
        title: args.title.clone(),
        description,
        skills_required: args.skills_required.as_deref().map(flat_list),
        skills_preferred: args.skills_preferred.as_deref().map(flat_list),
        experience_min: args.experience_min,
        experience_max: args.experience_max,
        location: args.location.clone(),
        remote_type: args.remote_type,
        salary_min: args.salary_min,
        salary_max: args.salary_max,
        status: args.status,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::api::types::JobPatch;
    use crate::Error;
    use clap::Parser;

    #[derive(Parser)]
    struct Cli {
        #[command(flatten)]
        args: Args,
    }

    fn patch(argv: &[&str]) -> Result<JobPatch> {
        let mut full = vec!["update", "job_1"];
        full.extend_from_slice(argv);
        let cli = Cli::try_parse_from(full).map_err(|e| Error::usage(e.to_string()))?;
        Update::new("job id", "job_1", changes(&cli.args, None), flag).map(|u| u.patch().clone())
    }

    #[test]
    fn only_given_fields_are_sent() {
        let p = patch(&[
            "--salary-max",
            "45L",
            "--skills-required",
            "rust, go",
            "--skills-required",
            "sql",
        ])
        .unwrap_or_default();
        let body = serde_json::to_value(&p).unwrap_or_default();
        assert_eq!(
            body,
            serde_json::json!({"skills_required": ["rust", "go", "sql"], "salary_max": 4_500_000})
        );
    }

    #[test]
    fn an_empty_list_clears() {
        let p = patch(&["--skills-preferred", ""]).unwrap_or_default();
        assert_eq!(p.skills_preferred, Some(vec![]));
    }

    #[test]
    fn refusals() {
        for argv in [
            vec![],
            vec!["--title", ""],
            vec!["--experience-min", "8", "--experience-max", "2"],
            vec!["--salary-min", "30L", "--salary-max", "20L"],
            vec!["--salary-min", "lots"],
            vec!["--remote-type", "anywhere"],
            vec!["--status", "open"],
        ] {
            assert!(patch(&argv).is_err(), "{argv:?}");
        }
        let long = "t".repeat(151);
        assert!(patch(&["--title", &long]).is_err());
        assert!(patch(&["--title", &"t".repeat(150)]).is_ok());
    }
}
