//! The talent pool: a deterministic synthetic population of candidates and the
//! searches over it. The server (routes) only talks to the pool through this API.
//!
//! OWNER: the data/search work (helper A). The signatures below are the contract
//! with the server routes (helper B); change them only together.

use chrono::{DateTime, Utc};
use serde_json::Value;

/// A 4xx the pool wants the server to send (on the main interface as
/// `{error_code, error_description}`, on the additional one as `{error: {code, message}}`).
#[derive(Debug, Clone, PartialEq)]
pub struct PoolError {
    pub status: u16,
    pub code: String,
    pub message: String,
}

/// One page of a main-interface search, already paginated.
#[derive(Debug, Clone)]
pub struct MainPage {
    pub total: usize,
    /// Candidate indices of this page, best first.
    pub ids: Vec<u32>,
    /// `"ai"` when `q` was given, `"structured"` otherwise.
    pub search_type: &'static str,
    pub page: u32,
    pub page_size: u32,
}

/// One page of an additional-interface search.
#[derive(Debug, Clone)]
pub struct AltPage {
    pub total: usize,
    pub ids: Vec<u32>,
    pub page: u32,
    pub per_page: u32,
}

/// What a job asks for, as the shortlist sees it (the additional interface's job fields).
#[derive(Debug, Clone, Default)]
pub struct JobCriteria {
    pub title: String,
    pub description: String,
    pub skills_required: Vec<String>,
    pub skills_preferred: Vec<String>,
    pub experience_min: Option<i64>,
    pub experience_max: Option<i64>,
    pub location: Option<String>,
    pub remote_type: Option<String>,
    pub salary_min: Option<i64>,
    pub salary_max: Option<i64>,
}

/// One shortlist entry before it is rendered.
#[derive(Debug, Clone)]
pub struct Match {
    pub id: u32,
    pub match_score: u8,
    pub match_reasons: Vec<String>,
}

pub struct Pool {
    // implementation-defined
}

impl Pool {
    /// Generates `n` candidates from `seed`. `epoch` is when the world was made:
    /// `lastSeen`, notice periods and work dates are relative to it, so a saved
    /// state reloads the same world.
    pub fn generate(seed: u64, n: usize, epoch: DateTime<Utc>) -> Pool {
        let _ = (seed, n, epoch);
        todo!("helper A")
    }

    pub fn len(&self) -> usize {
        todo!("helper A")
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Index of the candidate with this `talentCardId`.
    pub fn by_talent_card_id(&self, id: &str) -> Option<u32> {
        let _ = id;
        todo!("helper A")
    }

    /// Index of the candidate with this `cand_` id.
    pub fn by_cand_id(&self, id: &str) -> Option<u32> {
        let _ = id;
        todo!("helper A")
    }

    pub fn talent_card_id(&self, id: u32) -> &str {
        let _ = id;
        todo!("helper A")
    }

    pub fn cand_id(&self, id: u32) -> &str {
        let _ = id;
        todo!("helper A")
    }

    /// GET /api/v1/search/candidates with its raw query parameters (decoded).
    /// Validates every parameter (400s) and applies `page`/`pageSize`.
    pub fn search_main(
        &self,
        params: &[(String, String)],
        now: DateTime<Utc>,
    ) -> Result<MainPage, PoolError> {
        let _ = (params, now);
        todo!("helper A")
    }

    /// GET /v1/candidates/search with its raw query parameters (decoded).
    pub fn search_alt(&self, params: &[(String, String)]) -> Result<AltPage, PoolError> {
        let _ = params;
        todo!("helper A")
    }

    /// A search hit (main interface, camelCase, no identity).
    pub fn search_hit(&self, id: u32) -> Value {
        let _ = id;
        todo!("helper A")
    }

    /// The candidate detail record of GET /api/v1/candidates/{talentCardId}
    /// (identity, contact, resume: everything an unlock reveals).
    pub fn detail(&self, id: u32) -> Value {
        let _ = id;
        todo!("helper A")
    }

    /// Candidate summary (additional interface, snake_case).
    pub fn summary(&self, id: u32) -> Value {
        let _ = id;
        todo!("helper A")
    }

    /// Candidate profile; `email`/`phone` only when `contact_visible`.
    pub fn profile(&self, id: u32, contact_visible: bool) -> Value {
        let _ = (id, contact_visible);
        todo!("helper A")
    }

    /// The candidate object inside a shortlist entry
    /// (id, name, headline, location, experience_years, quality_score, availability, skills).
    pub fn shortlist_candidate(&self, id: u32) -> Value {
        let _ = id;
        todo!("helper A")
    }

    /// Candidates ranked for a job, best first, filtered by `quality_min` and
    /// `availability` (a subset of `active`, `open`); at most `limit`. Also the
    /// total that passed the filters.
    pub fn shortlist(
        &self,
        job: &JobCriteria,
        limit: usize,
        quality_min: Option<u8>,
        availability: &[String],
    ) -> (usize, Vec<Match>) {
        let _ = (job, limit, quality_min, availability);
        todo!("helper A")
    }
}
