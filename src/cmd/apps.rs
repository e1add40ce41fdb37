//! `talent apps JOB_ID`: a job's applications (optionally of one stage), each
//! with the `threadId` that `talent message` follows up in.

use clap::Args as ClapArgs;

use crate::cmd::args::{flag, list_options, page_size, NewArgs, PageArgs};
use crate::cmd::Context;
use crate::ops::kit::list;
use crate::Result;

/// List a job's applications
///
/// Fetches GET /jobs/{jobId}/applications, optionally of one stage (stage ids
/// come from `talent stages JOB_ID`). Each application has the threadId to
/// follow up in with `talent message THREAD_ID`.
///
/// Example:
///   talent apps job_5c1e0a --stage stg_2b7d10 --all
///   talent apps job_5c1e0a --fields talentCardId,threadId -o csv
#[derive(Debug, ClapArgs)]
#[command(add = crate::cmd::complete::Prints(&[&crate::cmd::apps::APPS_VIEW]))]
#[command(verbatim_doc_comment)]
#[command(mut_arg("page_size", |a| page_size(a,
    "Applications per page, 1 to 20 [default: 10, or 20 with --limit/--all]", 20)))]
pub struct Args {
    /// Job id (from `talent jobs list`)
    #[arg(value_name = "JOB_ID")]
    pub job_id: String,

    /// Only applications in this stage (a stageId from `talent stages`)
    #[arg(long, value_name = "STAGE_ID")]
    pub stage: Option<String>,

    #[command(flatten)]
    pub paging: PageArgs,

    #[command(flatten)]
    pub new: NewArgs,
}

pub use crate::ops::apps::APPS_VIEW;

pub async fn run(ctx: &Context, args: &Args) -> Result<()> {
    // The NAME column: names this machine kept from earlier unlocks.
    crate::output::cell::know_people(ctx.known_people());
    let source = crate::ops::apps::source("job id", &args.job_id, args.stage.as_deref(), flag)?;
    let opts = list_options(&args.paging, Some(&args.new));
    list::run(&ctx.lister().await?, &APPS_VIEW, &source, &opts).await
}
