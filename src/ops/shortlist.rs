//! A job's ranked shortlist (POST /v1/sourcing/shortlist, additional
//! interface; free): the checked request, its view, its run.

use serde::Deserialize;

use crate::api::query::id_segment;
use crate::api::types::{ShortlistRequest, ShortlistResponse};
use crate::api::Client;
use crate::output::{col, CellKind, View};
use crate::{Error, Result};

use super::kit::routes;

/// The availability values the shortlist takes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum, Deserialize, schemars::JsonSchema)]
pub enum ShortlistAvailability {
    #[serde(rename = "active")]
    Active,
    #[serde(rename = "open")]
    Open,
    #[value(name = "active,open", alias = "open,active")]
    #[serde(rename = "active,open", alias = "open,active")]
    ActiveOpen,
}

impl ShortlistAvailability {
    pub fn as_str(self) -> &'static str {
        match self {
            ShortlistAvailability::Active => "active",
            ShortlistAvailability::Open => "open",
            ShortlistAvailability::ActiveOpen => "active,open",
        }
    }
}

/// A checked shortlist request.
pub struct Shortlist {
    body: ShortlistRequest,
}

impl Shortlist {
    /// `limit` 1 to 50, `quality_min` 0 to 100; `what` names the job id in
    /// an error.
    pub fn new(
        what: &str,
        job_id: &str,
        limit: Option<u32>,
        quality_min: Option<u32>,
        availability: Option<ShortlistAvailability>,
    ) -> Result<Shortlist> {
        let job_id = job_id.trim();
        id_segment(what, job_id)?;
        if limit.is_some_and(|n| !(1..=50).contains(&n)) {
            return Err(Error::usage("limit is out of range: 1 to 50"));
        }
        if quality_min.is_some_and(|n| n > 100) {
            return Err(Error::usage("quality_min is out of range: 0 to 100"));
        }
        Ok(Shortlist {
            body: ShortlistRequest {
                job_id: job_id.to_string(),
                limit,
                quality_score_min: quality_min,
                availability: availability.map(|a| a.as_str().to_string()),
            },
        })
    }

    pub fn job_id(&self) -> &str {
        &self.body.job_id
    }

    pub async fn run(&self, client: &Client) -> Result<ShortlistResponse> {
        client.send(&routes::shortlist(&self.body)?).await?.decode()
    }
}

pub const VIEW: View = View {
    columns: &[
        col("RANK", "rank", CellKind::Number).drop_order(6),
        col("MATCH", "match_score", CellKind::Number).drop_order(5),
        col("ID", "candidate.id", CellKind::Id),
        col("NAME", "candidate.name", CellKind::Text),
        col("HEADLINE", "candidate.headline", CellKind::Text).drop_order(2),
        col("LOCATION", "candidate.location", CellKind::Text).drop_order(3),
        col("EXP", "candidate.experience_years", CellKind::Number).drop_order(4),
        col("REASONS", "match_reasons", CellKind::List).drop_order(1),
    ],
    key: None,
    schema: Some("alt#ShortlistEntry"),
};
