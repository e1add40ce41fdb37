//! `talent apps JOB_ID`: a job's applications (optionally of one stage), each
//! with the `threadId` that `talent message` follows up in.

use clap::Args as ClapArgs;

use crate::api::query::id_segment;
use crate::api::types::{Application, MainPage};
use crate::api::{Client, Method, Request};
use crate::cmd::common::{stream_pages, ListArgs};
use crate::cmd::pages::PageFlags;
use crate::cmd::Context;
use crate::output::{col, CellKind, View};
use crate::Result;

/// Largest page of applications (as the main interface's other lists).
pub const PAGE_SIZE_MAX: u32 = 20;
/// The page size the service uses when none is asked for.
const PAGE_SIZE_DEFAULT: u32 = 10;
/// How many pages the thread lookup after a 409 reads at most.
const LOOKUP_MAX_PAGES: u32 = 50;

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
#[command(verbatim_doc_comment)]
pub struct Args {
    /// Job id (from `talent jobs list`)
    #[arg(value_name = "JOB_ID")]
    pub job_id: String,

    /// Only applications in this stage (a stageId from `talent stages`)
    #[arg(long, value_name = "STAGE_ID")]
    pub stage: Option<String>,

    /// Page to fetch (first of several with --limit/--all)
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(1..))]
    pub page: Option<u32>,

    /// Applications per page, 1 to 20 [default: 10, or 20 with --limit/--all]
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(1..=20))]
    pub page_size: Option<u32>,

    #[command(flatten)]
    pub list: ListArgs,
}

/// Who applied, where they stand, and the thread to write in.
pub const APPS_VIEW: View = View {
    columns: &[
        col("APPLICATION", "applicationId", CellKind::Text),
        col("TALENT CARD", "talentCardId", CellKind::Text),
        col("STAGE", "stageTitle", CellKind::Text),
        col("STAGE ID", "stageId", CellKind::Text),
        col("THREAD", "threadId", CellKind::Text),
        col("STATUS", "status", CellKind::Text),
        col("UPDATED", "updatedAt", CellKind::Relative),
    ],
};

pub async fn run(ctx: &Context, args: &Args) -> Result<()> {
    let job = id_segment("job id", &args.job_id)?;
    let stage = match &args.stage {
        Some(s) => Some(checked_stage(s)?),
        None => None,
    };
    let take = args.list.take();
    let page_size = take.page_size(args.page_size, PAGE_SIZE_MAX);
    let first_page = args.page.unwrap_or(1);
    let client = ctx.client().await?;
    let got = stream_pages(ctx, &APPS_VIEW, take, first_page, |page| {
        let req = page_request(&job, stage.as_deref(), page, page_size);
        async move { Ok(client.send(&req).await?.decode::<MainPage>()?.into()) }
    })
    .await?;
    let flags = PageFlags {
        size_flag: "--page-size",
        default_size: PAGE_SIZE_DEFAULT,
    };
    got.report(ctx, first_page, page_size, flags);
    Ok(())
}

/// A stage id as given, refused when blank (the service would list every stage).
fn checked_stage(stage: &str) -> Result<String> {
    let s = stage.trim();
    if s.is_empty() {
        return Err(crate::Error::usage("--stage is empty")
            .with_hint("give a stageId from `talent stages JOB_ID`, or leave --stage out"));
    }
    Ok(s.to_string())
}

/// One page of applications. `job` is already a path segment.
fn page_request(job: &str, stage: Option<&str>, page: u32, page_size: Option<u32>) -> Request {
    Request::main(Method::Get, format!("/jobs/{job}/applications"))
        .query_opt("stageId", stage)
        .query("page", page)
        .query_opt("pageSize", page_size)
}

/// The thread of a candidate's application to a job, read page by page (at
/// most [`LOOKUP_MAX_PAGES`]); `None` when the candidate has none or the
/// lookup fails (it only improves a hint). `job` is already a path segment.
pub async fn find_thread(client: &Client, job: &str, talent_card_id: &str) -> Option<String> {
    for page in 1..=LOOKUP_MAX_PAGES {
        let req = page_request(job, None, page, Some(PAGE_SIZE_MAX));
        let resp: MainPage = client.send(&req).await.ok()?.decode().ok()?;
        let found = resp
            .results
            .iter()
            .filter_map(|v| serde_json::from_value::<Application>(v.clone()).ok())
            .find(|a| a.talent_card_id.as_deref() == Some(talent_card_id))
            .and_then(|a| a.thread_id);
        if found.is_some() {
            return found;
        }
        let fetched = u64::from(page) * u64::from(PAGE_SIZE_MAX);
        if resp.results.is_empty() || resp.total_count.is_some_and(|t| fetched >= t) {
            return None;
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pages_carry_stage_page_and_size() {
        let req = page_request("job_1", Some("stg_2"), 3, Some(20));
        assert_eq!(req.path, "/jobs/job_1/applications");
        let q: Vec<(&str, &str)> = req
            .query
            .iter()
            .map(|(k, v)| (k.as_str(), v.as_str()))
            .collect();
        assert_eq!(q, [("stageId", "stg_2"), ("page", "3"), ("pageSize", "20")]);
        assert_eq!(page_request("j", None, 1, None).query.len(), 1);
    }

    #[test]
    fn blank_stage_is_refused() {
        assert!(checked_stage("  ").is_err());
        assert_eq!(checked_stage(" stg_1 ").ok().as_deref(), Some("stg_1"));
    }
}
