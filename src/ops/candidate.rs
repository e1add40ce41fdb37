//! A candidate: the main interface's details (an unlock unless the
//! workspace unlocked them before) and the additional interface's summary
//! and profile (free), each a checked id, its views and its request.

use serde_json::Value;

use crate::api::query::id_segment;
use crate::api::{Client, Request};
use crate::output::{col, CellKind, View};
use crate::records::Records;
use crate::Result;

use super::kit::routes;
use super::Spends;

/// One candidate's details by talent card id (`tc_…`): unlocks them.
pub struct Show {
    card: String,
    req: Request,
}

impl Show {
    /// The id, trimmed and checked as one path segment; `what` names it in
    /// an error (`candidate id`, `talent_card_id`).
    pub fn new(what: &str, id: &str) -> Result<Show> {
        let card = id.trim().to_string();
        let segment = id_segment(what, &card)?;
        super::kit::ids::talent_card(what, &card)?;
        let req = routes::candidate_details(&card, &segment);
        Ok(Show { card, req })
    }

    pub fn card(&self) -> &str {
        &self.card
    }

    /// An unlock, unless the ledger knows the workspace unlocked them.
    pub async fn spends(&self, records: Option<&Records>) -> Result<Spends> {
        let free = match records {
            Some(r) => r.is_unlocked(&self.card).await?,
            None => false,
        };
        Ok(if free {
            Spends::NOTHING
        } else {
            Spends::of(&self.req.effect)
        })
    }

    /// The record (the guard meters the unlock on the way).
    pub async fn run(&self, client: &Client) -> Result<Value> {
        client.send(&self.req).await?.record()
    }
}

/// Several candidates' details, each an unlock unless the workspace
/// unlocked them before: the one flow of `candidate show ID...` and
/// `get_candidate` with several ids. Every id is checked before the first
/// request (a typo in the third must not leave the first two unlocked and
/// the call failed); a repeated id is opened once.
pub struct Unlocks {
    shows: Vec<Show>,
}

/// What several unlocks came to: the records in the order given, and each
/// id that could not be opened with why.
pub struct Unlocked {
    pub failed: Vec<(String, crate::Error)>,
}

impl Unlocks {
    /// `ids` checked (`what` names an id in an error), repeats dropped,
    /// each id keeping its first place.
    pub fn new(what: &str, ids: &[String]) -> Result<Unlocks> {
        let mut shows: Vec<Show> = Vec::new();
        for id in ids {
            let show = Show::new(what, id)?;
            if shows.iter().all(|s| s.card() != show.card()) {
                shows.push(show);
            }
        }
        Ok(Unlocks { shows })
    }

    pub fn shows(&self) -> &[Show] {
        &self.shows
    }

    /// What the call costs: the ids the ledger does not know the workspace
    /// unlocked, in the order given (without a ledger, every id).
    pub async fn locked(&self, records: Option<&Records>) -> Result<Vec<String>> {
        let mut locked = Vec::new();
        for show in &self.shows {
            if show.spends(records).await?.meter.is_some() {
                locked.push(show.card().to_string());
            }
        }
        Ok(locked)
    }

    /// Opens each in order, handing `each` every record as it comes; a
    /// failure is kept and the rest still opened, except a refused key
    /// (every other id would fail the same way: the rest is not sent).
    /// An error of `each` (a closed output) ends it.
    pub async fn run(
        &self,
        client: &Client,
        mut each: impl FnMut(&Show, Value) -> Result<()>,
    ) -> Result<Unlocked> {
        let mut failed = Vec::new();
        for show in &self.shows {
            match show.run(client).await {
                Ok(record) => each(show, record)?,
                Err(e) => {
                    let stop = e.kind == crate::ErrorKind::Auth;
                    failed.push((show.card().to_string(), e));
                    if stop {
                        break;
                    }
                }
            }
        }
        Ok(Unlocked { failed })
    }
}

/// Which of the additional interface's records.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Part {
    Summary,
    Profile,
}

/// A candidate on the additional interface (`cand_…` id): free.
pub struct Alt {
    part: Part,
    req: Request,
}

impl Alt {
    pub fn new(part: Part, what: &str, id: &str) -> Result<Alt> {
        let segment = id_segment(what, id.trim())?;
        super::kit::ids::candidate(what, id)?;
        let suffix = match part {
            Part::Summary => "",
            Part::Profile => "/profile",
        };
        Ok(Alt {
            part,
            req: routes::candidate_alt(&segment, suffix),
        })
    }

    pub fn view(&self) -> &'static View {
        match self.part {
            Part::Summary => &SUMMARY_VIEW,
            Part::Profile => &PROFILE_VIEW,
        }
    }

    pub async fn run(&self, client: &Client) -> Result<Value> {
        client.send(&self.req).await?.json()
    }
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

/// One row per candidate: who, how senior, how good, how available, how much.
pub const SUMMARY_LIST_VIEW: View = View {
    columns: &[
        col("ID", "id", CellKind::Id),
        col("NAME", "name", CellKind::Text),
        col("HEADLINE", "headline", CellKind::Text).drop_order(1),
        col("LOCATION", "location", CellKind::Text).drop_order(2),
        col("EXP (Y)", "experience_years", CellKind::Number).drop_order(7),
        col("QUALITY", "quality_score", CellKind::Score).drop_order(5),
        col("AVAILABILITY", "availability", CellKind::Enum).drop_order(4),
        col("EXPECTS UP TO", "salary_expectation_max", CellKind::Inr).drop_order(6),
        col("SKILLS", "skills", CellKind::List).drop_order(3),
    ],
    key: Some("id"),
    schema: Some("alt#CandidateSummary"),
};

/// One candidate, vertically: identity and contact first, then what a
/// recruiter weighs. Fields the spec leaves unshown are included (they show
/// `-` when the service does not send them).
pub const DETAIL_VIEW: View = View {
    columns: &[
        col("NAME", "name", CellKind::Text),
        col("EMAIL", "email", CellKind::Text),
        col("PHONE", "phone", CellKind::Text),
        col("HEADLINE", "headline", CellKind::Text),
        col("COMPANY", "currentCompany", CellKind::Text),
        col("LOCATION", "currentLocation", CellKind::Text),
        col("WANTS TO WORK IN", "locations", CellKind::List),
        col("EXPERIENCE (Y)", "experience", CellKind::Number),
        col("SALARY", "currentSalary", CellKind::Inr),
        col("NOTICE", "joiningAvailability.status", CellKind::Enum),
        col(
            "NOTICE ENDS",
            "joiningAvailability.noticePeriodEndsOn",
            CellKind::Date,
        ),
        col(
            "CAN JOIN IN (DAYS)",
            "joiningAvailability.canJoinHowSoonDays",
            CellKind::Number,
        ),
        col("SKILLS", "skills", CellKind::List),
        col("WORK HISTORY", "workHistory", CellKind::List),
        col("EDUCATION", "education", CellKind::List),
        col(
            "WORK QUALITY",
            "profileSignals.workQuality",
            CellKind::Score,
        ),
        col(
            "CAREER GROWTH",
            "profileSignals.careerGrowth",
            CellKind::Score,
        ),
        col("PROFILE", "profileUrl", CellKind::Text),
        col("LAST SEEN", "lastSeen", CellKind::Relative),
        col("TALENT CARD", "talentCardId", CellKind::Id),
        col("UNLOCKED", "unlockedAt", CellKind::Relative),
    ],
    key: Some("talentCardId"),
    schema: Some("main#CandidateDetail"),
};

/// Several candidates, one row each: who and how to reach them.
pub const LIST_VIEW: View = View {
    columns: &[
        col("TALENT CARD", "talentCardId", CellKind::Id),
        col("NAME", "name", CellKind::Text),
        col("EMAIL", "email", CellKind::Text),
        col("PHONE", "phone", CellKind::Text).drop_order(3),
        col("COMPANY", "currentCompany", CellKind::Text).drop_order(1),
        col("LOCATION", "currentLocation", CellKind::Text).drop_order(2),
        col("EXP (Y)", "experience", CellKind::Number).drop_order(5),
        col("SALARY", "currentSalary", CellKind::Inr).drop_order(4),
    ],
    key: Some("talentCardId"),
    schema: Some("main#CandidateDetail"),
};
