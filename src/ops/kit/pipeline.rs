//! A job's pipeline: its applications page by page, and the thread a
//! candidate's application lives in (for the hint after a repeated invite).

use crate::api::types::{Application, MainPage};
use crate::api::Client;

/// Largest page of applications (as the main interface's other lists).
pub const PAGE_SIZE_MAX: u32 = 20;
/// The page size the service uses when none is asked for.
pub const PAGE_SIZE_DEFAULT: u32 = 10;
/// How many pages the thread lookup after a 409 reads at most.
const LOOKUP_MAX_PAGES: u64 = 50;

pub use crate::ops::kit::routes::applications_page;

/// The thread of a candidate's application to a job, read page by page (at
/// most [`LOOKUP_MAX_PAGES`]); `None` when the candidate has none or the
/// lookup fails (it only improves a hint). `job` is already a path segment.
pub async fn find_thread(client: &Client, job: &str, talent_card_id: &str) -> Option<String> {
    for page in 1..=LOOKUP_MAX_PAGES {
        let req = applications_page(job, None, page, Some(PAGE_SIZE_MAX));
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
        let fetched = page.saturating_mul(u64::from(PAGE_SIZE_MAX));
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
        let req = applications_page("job_1", Some("stg_2"), 3, Some(20));
        assert_eq!(req.path, "/jobs/job_1/applications");
        let q: Vec<(&str, &str)> = req
            .query
            .iter()
            .map(|(k, v)| (k.as_str(), v.as_str()))
            .collect();
        assert_eq!(q, [("stageId", "stg_2"), ("page", "3"), ("pageSize", "20")]);
        assert_eq!(applications_page("j", None, 1, None).query.len(), 1);
    }
}
