//! `talent jobs list`: the main interface's active (and paused) jobs, or with
//! `--status` the additional interface's list filtered by status.

use crate::ops::routes;
use clap::Args as ClapArgs;

use super::JobStatus;
use crate::api::types::{AltPage, MainPage};
use crate::cmd::args::wire;
use crate::cmd::args::ListArgs;
use crate::cmd::Context;
use crate::ops::pager::Take;
use crate::output::{col, CellKind, View};
use crate::{Error, Result};

/// Largest `pageSize` of the main GET /jobs.
const MAIN_PAGE_MAX: u32 = 20;
/// Largest `per_page` of the additional GET /jobs.
const ALT_PAGE_MAX: u32 = 50;

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
pub struct Args {
    /// Also list paused jobs (main interface)
    #[arg(long, conflicts_with = "status")]
    pub include_paused: bool,

    /// Only jobs in this status (uses the additional interface)
    #[arg(long, value_parser = wire::<JobStatus>(), value_name = "STATUS")]
    pub status: Option<JobStatus>,

    /// Page to start from
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u64).range(1..))]
    pub page: Option<u64>,

    /// Jobs per page: 1 to 20 (1 to 50 with --status)
    #[arg(long, visible_alias = "per-page", value_name = "N",
          value_parser = clap::value_parser!(u32).range(1..=50))]
    pub page_size: Option<u32>,

    #[command(flatten)]
    pub list: ListArgs,
}

/// Main-interface job list items: jobId, title, status, createdAt.
pub(crate) const MAIN_VIEW: View = View {
    columns: &[
        col("ID", "jobId", CellKind::Id),
        col("TITLE", "title", CellKind::Text),
        col("STATUS", "status", CellKind::Enum),
        col("CREATED", "createdAt", CellKind::Relative),
    ],
    key: Some("jobId"),
    schema: Some("main#JobListItem"),
};

/// Additional-interface job list items, which carry more.
pub(crate) const ALT_VIEW: View = View {
    columns: &[
        col("ID", "id", CellKind::Id),
        col("TITLE", "title", CellKind::Text),
        col("STATUS", "status", CellKind::Enum),
        col("LOCATION", "location", CellKind::Text),
        col("REMOTE", "remote_type", CellKind::Enum),
        col("SHORTLISTED", "shortlist_count", CellKind::Number),
        col("CREATED", "created_at", CellKind::Relative),
    ],
    key: Some("id"),
    schema: Some("alt#JobListItem"),
};

pub async fn run(ctx: &Context, args: &Args) -> Result<()> {
    let take = args.list.take();
    let first = args.page.unwrap_or(1);
    match args.status {
        Some(status) => list_alt(ctx, status, take, first, args.page_size).await,
        None => list_main(ctx, args.include_paused, take, first, args.page_size).await,
    }
}

/// GET /api/v1/jobs?includePaused&page&pageSize.
async fn list_main(
    ctx: &Context,
    include_paused: bool,
    take: Take,
    first: u64,
    size: Option<u32>,
) -> Result<()> {
    if let Some(n) = size.filter(|&n| n > MAIN_PAGE_MAX) {
        return Err(Error::usage(format!(
            "--page-size {n} is too large: the main job list takes 1 to {MAIN_PAGE_MAX}"
        ))
        .with_hint("use --limit N to fetch more jobs over several pages"));
    }
    let size = take.page_size(size, MAIN_PAGE_MAX);
    let client = ctx.client().await?;
    ctx.listing(&MAIN_VIEW, take, first, size)?
        .run(|page| async move {
            let req = routes::jobs_main(include_paused, page, size);
            Ok(client.send(&req).await?.decode::<MainPage>()?.into())
        })
        .await?;
    Ok(())
}

/// GET /v1/jobs?status&page&per_page.
async fn list_alt(
    ctx: &Context,
    status: JobStatus,
    take: Take,
    first: u64,
    size: Option<u32>,
) -> Result<()> {
    let size = take.page_size(size, ALT_PAGE_MAX);
    let client = ctx.client().await?;
    ctx.listing(&ALT_VIEW, take, first, size)?
        .run(|page| async move {
            let req = routes::jobs_alt(status, page, size);
            Ok(client.send(&req).await?.decode::<AltPage>()?.into())
        })
        .await?;
    Ok(())
}
