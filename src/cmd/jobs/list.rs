//! `talent jobs list`: the main interface's active (and paused) jobs, or with
//! `--status` the additional interface's list filtered by status.

use clap::Args as ClapArgs;

use super::JobStatus;
use crate::cmd::args::{list_options, page_size, wire, PageArgs};
use crate::cmd::Context;
use crate::ops::kit::list::{self, Source};
use crate::{Error, Result};

/// Largest `pageSize` of the main GET /jobs.
const MAIN_PAGE_MAX: u32 = *talent_spec::limits::JOBS_PAGE_SIZE.end();

/// List jobs
///
/// Without --status: the main interface's listing (GET /api/v1/jobs), active
/// jobs only unless --include-paused. With --status: the additional
/// interface's listing (GET /v1/jobs?status=...), which also reaches closed
/// jobs and shows location, remote type and shortlist size.
///
/// One page by default; --limit N fetches pages until N jobs, --all to the end.
///
/// Example: talent jobs list --include-paused --all -o csv
#[derive(Debug, ClapArgs)]
#[command(add = crate::cmd::complete::Prints(&[&crate::cmd::jobs::list::MAIN_VIEW, &crate::cmd::jobs::list::ALT_VIEW]))]
#[command(mut_arg("page", |a| a.help("Page to start from")))]
#[command(mut_arg("page_size", |a| page_size(a,
    "Jobs per page: 1 to 20 (1 to 50 with --status)", 50).visible_alias("per-page")))]
pub struct Args {
    /// Also list paused jobs (main interface)
    #[arg(long, conflicts_with = "status")]
    pub include_paused: bool,

    /// Only jobs in this status (uses the additional interface)
    #[arg(long, value_parser = wire::<JobStatus>(), value_name = "STATUS")]
    pub status: Option<JobStatus>,

    #[command(flatten)]
    pub paging: PageArgs,
}

pub use crate::ops::jobs::MAIN_VIEW;

pub use crate::ops::jobs::ALT_VIEW;

pub async fn run(ctx: &Context, args: &Args) -> Result<()> {
    let (source, view) = match args.status {
        Some(status) => (Source::JobsByStatus { status }, &ALT_VIEW),
        None => {
            if let Some(n) = args.paging.page_size.filter(|&n| n > MAIN_PAGE_MAX) {
                return Err(Error::usage(format!(
                    "--page-size {n} is too large: the main job list takes 1 to {MAIN_PAGE_MAX}"
                ))
                .with_hint("use --limit N to fetch more jobs over several pages"));
            }
            let include_paused = args.include_paused;
            (Source::Jobs { include_paused }, &MAIN_VIEW)
        }
    };
    let opts = list_options(&args.paging, None);
    list::run(&ctx.lister().await?, view, &source, &opts).await
}
