//! Jobs: created (the job-change allowance of an MCP session; a lost answer
//! looked for, never sent twice), changed by a PATCH of only the fields
//! given (closing is for good), and their views.

use serde_json::{Map, Value};
use talent_spec::enums::{JobStatus, RemoteType};

use crate::api::query::id_segment;
use crate::api::types::JobPatch;
use crate::api::{Client, Request};
use crate::output::{col, CellKind, View};
use crate::{Error, Result};

use super::job_draft::{check_range, check_title};
use super::kit::field::{Field, Words};
use super::kit::{lost, routes};
use super::Spends;

/// A checked job creation: the body `job_draft::build_body` made.
pub struct Create {
    record: Value,
    title: Option<String>,
    req: Request,
}

impl Create {
    /// The name an idempotency key records it under.
    pub const GATE: &'static str = "jobs create";

    pub fn new(body: Map<String, Value>) -> Create {
        let title = body
            .get("title")
            .and_then(Value::as_str)
            .map(str::to_string);
        Create {
            record: Value::Object(body.clone()),
            title,
            req: routes::create_job(body),
        }
    }

    pub fn title(&self) -> Option<&str> {
        self.title.as_deref()
    }

    /// The request as an idempotency key records it.
    pub fn record(&self) -> &Value {
        &self.record
    }

    pub fn spends(&self) -> Spends {
        Spends {
            job_changes: 1,
            ..Spends::NOTHING
        }
    }

    /// Sends it once (`now`: when, for finding a lost answer's job).
    pub async fn run(
        &self,
        client: &Client,
        now: chrono::DateTime<chrono::Utc>,
    ) -> Result<lost::Sent> {
        lost::create_job(client, &self.req, self.title(), now).await
    }
}

/// The job `job_id` as the additional interface lists it (paused and
/// closed ones too), read page by page (`GET /v1/jobs`: free reads, which
/// a preview may send too); `None` when the workspace has no such job.
pub async fn find(client: &Client, job_id: &str) -> Result<Option<Value>> {
    let per_page = *talent_spec::limits::ALT_PER_PAGE.end();
    let mut page = 1u64;
    loop {
        let req = routes::jobs_alt_all(page, Some(per_page)).preview_check();
        let answer = client.send_json(&req).await?;
        let jobs = answer["data"].as_array().ok_or_else(|| {
            Error::failure("the job list answer has no `data` array")
                .with_hint("the service answered in a shape this version does not know; try -v")
        })?;
        if let Some(job) = jobs.iter().find(|j| j["id"] == job_id) {
            return Ok(Some(job.clone()));
        }
        let total = answer["total"].as_u64().unwrap_or(0);
        if jobs.is_empty() || page * u64::from(per_page) >= total {
            return Ok(None);
        }
        page += 1;
    }
}

/// The refusal of a job id the workspace does not have.
pub fn no_such_job(job_id: &str) -> Error {
    Error::new(
        crate::ErrorKind::NotFound,
        format!("no job {job_id:?} in this workspace (paused and closed ones included)"),
    )
}

/// The fields of a job to change, as a front end read them (typed; only
/// those given are sent). [`Update::new`] checks them, once, for every
/// front end.
#[derive(Debug, Default, Clone, PartialEq)]
pub struct Changes {
    pub title: Option<String>,
    pub description: Option<String>,
    /// The whole list: each item trimmed, blank ones dropped; an empty
    /// list clears it.
    pub skills_required: Option<Vec<String>>,
    pub skills_preferred: Option<Vec<String>>,
    pub experience_min: Option<u32>,
    pub experience_max: Option<u32>,
    pub location: Option<String>,
    pub remote_type: Option<RemoteType>,
    /// Annual rupees.
    pub salary_min: Option<u64>,
    pub salary_max: Option<u64>,
    pub status: Option<JobStatus>,
}

impl Changes {
    /// The PATCH body, checked: something to change, a title the service
    /// takes, amounts it can hold, each minimum at most its maximum.
    fn patch(self, w: Words) -> Result<JobPatch> {
        let salary = |field: Field, v: Option<u64>| -> Result<Option<i64>> {
            v.map(|n| {
                i64::try_from(n).map_err(|_| Error::usage(format!("{} {n} is too large", w(field))))
            })
            .transpose()
        };
        let list = |v: Option<Vec<String>>| {
            v.map(|items| {
                items
                    .iter()
                    .map(|i| i.trim())
                    .filter(|i| !i.is_empty())
                    .map(str::to_string)
                    .collect()
            })
        };
        let patch = JobPatch {
            salary_min: salary(Field::SalaryMin, self.salary_min)?,
            salary_max: salary(Field::SalaryMax, self.salary_max)?,
            title: self.title,
            description: self.description,
            skills_required: list(self.skills_required),
            skills_preferred: list(self.skills_preferred),
            experience_min: self.experience_min.map(i64::from),
            experience_max: self.experience_max.map(i64::from),
            location: self.location,
            remote_type: self.remote_type.map(|r| r.as_str().to_string()),
            status: self.status.map(|s| s.as_str().to_string()),
        };
        check_patch(&patch, w)?;
        Ok(patch)
    }
}

/// A checked PATCH of one job.
pub struct Update {
    job: String,
    segment: String,
    patch: JobPatch,
    /// A status change alone (pause, resume, close), not an edit.
    status_only: bool,
}

impl Update {
    /// Changes the fields `changes` gives (at least one; checked here, the
    /// one place for every front end). `what` names the job id in an
    /// error, `w` the fields.
    pub fn new(what: &str, job_id: &str, changes: Changes, w: Words) -> Result<Update> {
        // The id first: a bad one is refused before the fields are judged.
        id_segment(what, job_id)?;
        Self::unchecked(what, job_id, changes.patch(w)?)
    }

    fn unchecked(what: &str, job_id: &str, patch: JobPatch) -> Result<Update> {
        let job = job_id.trim().to_string();
        let segment = id_segment(what, &job)?;
        Ok(Update {
            job,
            segment,
            patch,
            status_only: false,
        })
    }

    /// Sets the status alone (`jobs pause|resume|close`, `close_job`).
    pub fn status(what: &str, job_id: &str, status: JobStatus) -> Result<Update> {
        let patch = JobPatch {
            status: Some(status.as_str().to_string()),
            ..JobPatch::default()
        };
        Ok(Update {
            status_only: true,
            ..Update::unchecked(what, job_id, patch)?
        })
    }

    pub fn job(&self) -> &str {
        &self.job
    }

    pub fn patch(&self) -> &JobPatch {
        &self.patch
    }

    /// Whether it closes the job, for good.
    pub fn closes(&self) -> bool {
        self.patch.status.as_deref() == Some(JobStatus::Closed.as_str())
    }

    /// An edit is a job change; closing cannot be undone.
    pub fn spends(&self) -> Spends {
        Spends {
            job_changes: u64::from(!self.status_only),
            destructive: self.closes(),
            ..Spends::NOTHING
        }
    }

    /// The job as the workspace lists it, or not found: what spends
    /// nothing comes before a question (closing is always asked).
    pub async fn existing(&self, client: &Client) -> Result<Value> {
        find(client, &self.job)
            .await?
            .ok_or_else(|| no_such_job(&self.job))
    }

    /// The job as the service answers.
    pub async fn run(&self, client: &Client) -> Result<Value> {
        client
            .send_json(&routes::patch_job(&self.segment, &self.patch)?)
            .await
    }
}

/// A patch the service will take: something to change, a title it takes,
/// each minimum at most its maximum.
fn check_patch(patch: &JobPatch, w: Words) -> Result<()> {
    if let Some(t) = &patch.title {
        check_title(t, w)?;
    }
    if patch.is_empty() {
        return Err(Error::usage("nothing to update").with_hint(format!(
            "give at least one field, e.g. {}, {} or {}",
            w(Field::Title),
            w(Field::SalaryMax),
            w(Field::Status)
        )));
    }
    check_range("experience", patch.experience_min, patch.experience_max)?;
    check_range("salary", patch.salary_min, patch.salary_max)
}

/// The created job (main interface, camelCase).
pub const CREATED_VIEW: View = View {
    columns: &[
        col("ID", "jobId", CellKind::Id),
        col("TITLE", "title", CellKind::Text),
        col("STATUS", "status", CellKind::Enum),
        col("LOCATION", "location", CellKind::Text),
        col("REMOTE", "remoteType", CellKind::Text),
        col("SKILLS REQUIRED", "skillsRequired", CellKind::List),
        col("SKILLS PREFERRED", "skillsPreferred", CellKind::List),
        col("EXPERIENCE MIN", "experienceMin", CellKind::Number),
        col("EXPERIENCE MAX", "experienceMax", CellKind::Number),
        col("SALARY MIN", "salaryMin", CellKind::Inr),
        col("SALARY MAX", "salaryMax", CellKind::Inr),
        col("CREATED", "createdAt", CellKind::Relative),
    ],
    key: None,
    schema: Some("main#CreateJobResponse"),
};

/// Main-interface job list items: jobId, title, status, createdAt.
pub const MAIN_VIEW: View = View {
    columns: &[
        col("ID", "jobId", CellKind::Id),
        col("TITLE", "title", CellKind::Text),
        col("STATUS", "status", CellKind::Enum).drop_order(2),
        col("CREATED", "createdAt", CellKind::Relative).drop_order(1),
    ],
    key: Some("jobId"),
    schema: Some("main#JobListItem"),
};

/// Additional-interface job list items, which carry more.
pub const ALT_VIEW: View = View {
    columns: &[
        col("ID", "id", CellKind::Id),
        col("TITLE", "title", CellKind::Text),
        col("STATUS", "status", CellKind::Enum).drop_order(5),
        col("LOCATION", "location", CellKind::Text).drop_order(2),
        col("REMOTE", "remote_type", CellKind::Enum).drop_order(1),
        col("SHORTLISTED", "shortlist_count", CellKind::Number).drop_order(3),
        col("CREATED", "created_at", CellKind::Relative).drop_order(4),
    ],
    key: Some("id"),
    schema: Some("alt#JobListItem"),
};

/// One job of the additional interface, field by field (update, pause,
/// resume, close print it).
pub const JOB_VIEW: View = View {
    columns: &[
        col("ID", "id", CellKind::Id),
        col("TITLE", "title", CellKind::Text),
        col("STATUS", "status", CellKind::Enum),
        col("LOCATION", "location", CellKind::Text),
        col("REMOTE", "remote_type", CellKind::Enum),
        col("SKILLS REQUIRED", "skills_required", CellKind::List),
        col("SKILLS PREFERRED", "skills_preferred", CellKind::List),
        col("EXPERIENCE MIN", "experience_min", CellKind::Number),
        col("EXPERIENCE MAX", "experience_max", CellKind::Number),
        col("SALARY MIN", "salary_min", CellKind::Inr),
        col("SALARY MAX", "salary_max", CellKind::Inr),
        col("SHORTLISTED", "shortlist_count", CellKind::Number),
        col("CREATED", "created_at", CellKind::Relative),
        col("DESCRIPTION", "description", CellKind::Text),
    ],
    key: Some("id"),
    schema: Some("alt#Job"),
};
