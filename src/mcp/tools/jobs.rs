//! The `jobs` toolset: list jobs, a job's stages and applications; create,
//! change and close a job.

use std::sync::Arc;

use rmcp::model::{CallToolResult, JsonObject};
use schemars::JsonSchema;
use serde::Deserialize;
use serde_json::{json, Map, Value};
use talent_spec::enums::{JobStatus, RemoteType};

use crate::api::query::id_segment;
use crate::api::Client;
use crate::ops::apps::APPS_VIEW;
use crate::ops::jobs::{Changes, Create, Update, ALT_VIEW, CREATED_VIEW, JOB_VIEW, MAIN_VIEW};
use crate::ops::kit::list::Source;
use crate::ops::stages::STAGES_VIEW;
use crate::output::{Printer, View};
use crate::Result;

use super::{entry, input_of, Def, Entry, Once, Scope, Toolset};
use crate::mcp::args::{self, Money};
use crate::mcp::engine::LocalFuture;
use crate::mcp::path::{Act, Cx};
use crate::mcp::reply;
use crate::mcp::schema;

pub const TOOLS: &[Entry] = &[
    entry::<ListJobs>(),
    entry::<ListStages>(),
    entry::<ListApplications>(),
    entry::<CreateJob>(),
    entry::<UpdateJob>(),
    entry::<CloseJob>(),
];

fn results(out: &Value) -> Vec<Value> {
    out["results"].as_array().cloned().unwrap_or_default()
}

#[derive(Debug, Default, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ListJobsArgs {
    /// Paused jobs too (the main interface's list of active ones).
    #[serde(default)]
    pub include_paused: bool,
    /// Jobs in this status (the additional interface's list).
    #[serde(default)]
    #[schemars(schema_with = "args::maybe_one_of::<JobStatus>")]
    pub status: Option<String>,
    #[serde(default)]
    #[schemars(schema_with = "args::page")]
    pub page: Option<u64>,
    #[serde(default)]
    #[schemars(schema_with = "args::page_size")]
    pub page_size: Option<u32>,
    #[serde(default)]
    pub fields: Vec<String>,
}

/// `list_jobs`: one page of the workspace's jobs.
pub struct ListJobs {
    source: Source,
    view: &'static View,
    page: u64,
    size: Option<u32>,
    printer: Printer,
}

fn paged(views: &[&View]) -> Arc<JsonObject> {
    let n = schema::integer;
    schema::page_of(
        views,
        &[("page", n()), ("page_size", n()), ("total", n())],
        schema::Forms::Free,
    )
}

/// Active jobs come from the main interface, jobs by status from the
/// additional one: the fields of both.
fn jobs_output() -> Arc<JsonObject> {
    paged(&[&MAIN_VIEW, &ALT_VIEW])
}

impl super::Tool for ListJobs {
    type Args = ListJobsArgs;
    const DEF: Def = Def {
        name: "list_jobs",
        title: "List jobs",
        toolset: Toolset::Jobs,
        scopes: &[Scope::Jobs],
        evaluation_key: true,
        read_only: true,
        destructive: false,
        idempotent: true,
        description: "The workspace's jobs, one page: active ones (paused too with include_paused), or those in one status.",
        input: input_of::<ListJobsArgs>,
        output: jobs_output,
    };

    fn check(a: ListJobsArgs) -> Result<Self> {
        let (page, size) = args::paging(a.page, a.page_size)?;
        let (source, view) = match a.status.as_deref() {
            Some(s) => (
                Source::JobsByStatus {
                    status: args::wire::<JobStatus>("status", s)?,
                },
                &ALT_VIEW,
            ),
            None => (
                Source::Jobs {
                    include_paused: a.include_paused,
                },
                &MAIN_VIEW,
            ),
        };
        Ok(ListJobs {
            source,
            view,
            page,
            size,
            printer: reply::printer(&a.fields, view, true)?,
        })
    }

    fn run<'a>(&'a self, _: &'a Cx<'a>, client: &'a Client) -> LocalFuture<'a, Result<Value>> {
        Box::pin(async move {
            let got = self.source.fetch(client, self.page, self.size).await?;
            Ok(
                json!({"results": got.items, "total": got.total, "page_size": got.page_size.or(self.size)}),
            )
        })
    }

    fn reply(&self, cx: &Cx<'_>, out: Value) -> Result<CallToolResult> {
        let mut extra = Map::new();
        extra.insert("page".into(), json!(self.page));
        extra.insert("page_size".into(), out["page_size"].clone());
        extra.insert("total".into(), out["total"].clone());
        reply::page(cx.engine(), &self.printer, self.view, &results(&out), extra)
    }
}

#[derive(Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct JobArgs {
    /// A job id (from list_jobs).
    pub job_id: String,
}

/// `list_stages`: a job's pipeline.
pub struct ListStages {
    job: String,
    printer: Printer,
}

fn stages_output() -> Arc<JsonObject> {
    schema::page(
        &STAGES_VIEW,
        &[("job_id", schema::string())],
        schema::Forms::Free,
    )
}

impl super::Tool for ListStages {
    type Args = JobArgs;
    const DEF: Def = Def {
        name: "list_stages",
        title: "List a job's stages",
        toolset: Toolset::Jobs,
        scopes: &[Scope::Jobs],
        evaluation_key: true,
        read_only: true,
        destructive: false,
        idempotent: true,
        description:
            "A job's pipeline stages with their application counts (stageId for list_applications).",
        input: input_of::<JobArgs>,
        output: stages_output,
    };

    fn check(a: JobArgs) -> Result<Self> {
        let job = a.job_id.trim().to_string();
        id_segment("job_id", &job)?;
        Ok(ListStages {
            job,
            printer: reply::printer(&[], &STAGES_VIEW, true)?,
        })
    }

    fn run<'a>(&'a self, _: &'a Cx<'a>, client: &'a Client) -> LocalFuture<'a, Result<Value>> {
        Box::pin(async move {
            let stages = crate::ops::stages::run(client, "job_id", &self.job).await?;
            Ok(json!({ "results": stages }))
        })
    }

    fn reply(&self, cx: &Cx<'_>, out: Value) -> Result<CallToolResult> {
        let mut extra = Map::new();
        extra.insert("job_id".into(), json!(self.job));
        reply::page(
            cx.engine(),
            &self.printer,
            &STAGES_VIEW,
            &results(&out),
            extra,
        )
    }
}

#[derive(Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ApplicationsArgs {
    pub job_id: String,
    /// Only this stage (a stageId from list_stages).
    pub stage_id: Option<String>,
    #[serde(default)]
    #[schemars(schema_with = "args::page")]
    pub page: Option<u64>,
    #[serde(default)]
    #[schemars(schema_with = "args::page_size")]
    pub page_size: Option<u32>,
    #[serde(default)]
    pub fields: Vec<String>,
}

/// `list_applications`: one page of a job's applications.
pub struct ListApplications {
    source: Source,
    page: u64,
    size: Option<u32>,
    printer: Printer,
}

fn apps_output() -> Arc<JsonObject> {
    paged(&[&APPS_VIEW])
}

impl super::Tool for ListApplications {
    type Args = ApplicationsArgs;
    const DEF: Def = Def {
        name: "list_applications",
        title: "List a job's applications",
        toolset: Toolset::Jobs,
        scopes: &[Scope::Jobs],
        evaluation_key: true,
        read_only: true,
        destructive: false,
        idempotent: true,
        description:
            "One page of a job's applications, of one stage or all (threadId for send_message).",
        input: input_of::<ApplicationsArgs>,
        output: apps_output,
    };

    fn check(a: ApplicationsArgs) -> Result<Self> {
        let source =
            crate::ops::apps::source("job_id", &a.job_id, a.stage_id.as_deref(), args::argument)?;
        let (page, size) = args::paging(a.page, a.page_size)?;
        Ok(ListApplications {
            source,
            page,
            size,
            printer: reply::printer(&a.fields, &APPS_VIEW, true)?,
        })
    }

    fn run<'a>(&'a self, _: &'a Cx<'a>, client: &'a Client) -> LocalFuture<'a, Result<Value>> {
        Box::pin(async move {
            let got = self.source.fetch(client, self.page, self.size).await?;
            Ok(
                json!({"results": got.items, "total": got.total, "page_size": got.page_size.or(self.size)}),
            )
        })
    }

    fn reply(&self, cx: &Cx<'_>, out: Value) -> Result<CallToolResult> {
        let mut extra = Map::new();
        extra.insert("page".into(), json!(self.page));
        extra.insert("page_size".into(), out["page_size"].clone());
        extra.insert("total".into(), out["total"].clone());
        reply::page(
            cx.engine(),
            &self.printer,
            &APPS_VIEW,
            &results(&out),
            extra,
        )
    }
}

#[derive(Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct CreateJobArgs {
    /// At most 150 characters.
    pub title: String,
    pub description: Option<String>,
    /// Other job fields, as the service names them (e.g.
    /// {"skillsRequired": ["python"], "location": "Pune"}).
    #[serde(default)]
    pub set: Map<String, Value>,
    /// A repeated key sends nothing and returns the recorded result.
    pub idempotency_key: Option<String>,
}

/// `create_job`: a job change.
pub struct CreateJob {
    create: Create,
    key: Option<String>,
}

fn created_output() -> Arc<JsonObject> {
    schema::record(&CREATED_VIEW, schema::Forms::AsksOnce)
}

impl super::Tool for CreateJob {
    type Args = CreateJobArgs;
    const DEF: Def = Def {
        name: "create_job",
        title: "Create a job",
        toolset: Toolset::Jobs,
        scopes: &[Scope::Jobs],
        evaluation_key: false,
        read_only: false,
        destructive: false,
        idempotent: false,
        description: "Create a job (title, description, and any other job fields in `set`, e.g. {\"skillsRequired\": [\"python\"], \"location\": \"Pune\"}). A job change: past the session's allowance the person is asked. Pass idempotency_key to make a retry safe.",
        input: input_of::<CreateJobArgs>,
        output: created_output,
    };
    const DECIDES: bool = true;

    fn check(a: CreateJobArgs) -> Result<Self> {
        let title = args::nonblank("title", &a.title)?;
        let body = crate::ops::job_draft::build_body(
            Some(a.set),
            &[],
            Some(&title),
            a.description,
            args::argument,
        )?;
        Ok(CreateJob {
            create: Create::new(body),
            key: a.idempotency_key,
        })
    }

    fn once(&self) -> Option<Once> {
        Some(Once {
            key: self.key.clone(),
            command: Create::GATE,
            request: self.create.record().clone(),
        })
    }

    fn act<'a>(&'a self, _: &'a Cx<'a>) -> LocalFuture<'a, Result<Act>> {
        Box::pin(async move {
            let mut act = Act::new(self.create.spends());
            act.approved.job_title = self.create.title().map(str::to_string);
            Ok(act)
        })
    }

    fn run<'a>(&'a self, _: &'a Cx<'a>, client: &'a Client) -> LocalFuture<'a, Result<Value>> {
        Box::pin(async move { Ok(self.create.run(client, chrono::Utc::now()).await?.record) })
    }

    fn reply(&self, cx: &Cx<'_>, out: Value) -> Result<CallToolResult> {
        let printer = reply::printer(&[], &CREATED_VIEW, false)?;
        reply::record(cx.engine(), &printer, &CREATED_VIEW, &out)
    }
}

#[derive(Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct UpdateJobArgs {
    pub job_id: String,
    /// At most 150 characters.
    pub title: Option<String>,
    pub description: Option<String>,
    /// The whole list (an empty one clears it).
    pub skills_required: Option<Vec<String>>,
    pub skills_preferred: Option<Vec<String>>,
    pub experience_min: Option<u32>,
    pub experience_max: Option<u32>,
    pub location: Option<String>,
    #[serde(default)]
    #[schemars(schema_with = "args::maybe_one_of::<RemoteType>")]
    pub remote_type: Option<String>,
    /// Rupees, or "24L".
    pub salary_min: Option<Money>,
    pub salary_max: Option<Money>,
    /// "closed" closes the job for good (as close_job), always asked.
    #[serde(default)]
    #[schemars(schema_with = "args::maybe_one_of::<JobStatus>")]
    pub status: Option<String>,
}

/// A job's record after a change.
fn job_output() -> Arc<JsonObject> {
    schema::record(&JOB_VIEW, schema::Forms::Asks)
}

fn job_reply(cx: &Cx<'_>, out: &Value) -> Result<CallToolResult> {
    let printer = reply::printer(&[], &JOB_VIEW, false)?;
    reply::record(cx.engine(), &printer, &JOB_VIEW, out)
}

/// What a question about `update` approves: the job, and for an edit
/// each field old (as this session saw the job) → new.
fn job_act(cx: &Cx<'_>, update: &Update, edit: bool) -> Result<Act> {
    let mut act = Act::new(update.spends());
    act.approved.job = Some(update.job().to_string());
    if edit {
        let patch = serde_json::to_value(update.patch())?;
        act.approved.changes = cx.names().changes(update.job(), &patch);
    }
    Ok(act)
}

/// `update_job`: a job change; to closed, for good.
pub struct UpdateJob {
    update: Update,
}

impl UpdateJob {
    /// The arguments as the operation's changes (it checks them).
    fn changes(a: UpdateJobArgs) -> Result<Changes> {
        Ok(Changes {
            remote_type: a
                .remote_type
                .as_deref()
                .map(|s| args::wire::<RemoteType>("remote_type", s))
                .transpose()?,
            status: a
                .status
                .as_deref()
                .map(|s| args::wire::<JobStatus>("status", s))
                .transpose()?,
            salary_min: args::money("salary_min", &a.salary_min)?,
            salary_max: args::money("salary_max", &a.salary_max)?,
            title: a.title,
            description: a.description,
            skills_required: a.skills_required,
            skills_preferred: a.skills_preferred,
            experience_min: a.experience_min,
            experience_max: a.experience_max,
            location: a.location,
        })
    }
}

impl super::Tool for UpdateJob {
    type Args = UpdateJobArgs;
    const DEF: Def = Def {
        name: "update_job",
        title: "Change a job",
        toolset: Toolset::Jobs,
        scopes: &[Scope::Jobs],
        evaluation_key: false,
        read_only: false,
        destructive: true,
        idempotent: true,
        description: "Change a job's fields (only those given). A job change: past the session's allowance the person is asked. status \"closed\" closes the job for good (it cannot be reopened), as close_job, and is always asked.",
        input: input_of::<UpdateJobArgs>,
        output: job_output,
    };
    const DECIDES: bool = true;

    fn check(a: UpdateJobArgs) -> Result<Self> {
        let job = a.job_id.clone();
        id_segment("job_id", &job)?;
        Ok(UpdateJob {
            update: Update::new("job_id", &job, Self::changes(a)?, args::argument)?,
        })
    }

    /// Closing a job that does not exist is not found before the question.
    fn act<'a>(&'a self, cx: &'a Cx<'a>) -> LocalFuture<'a, Result<Act>> {
        Box::pin(async move {
            if self.update.closes() {
                self.update.existing(cx.engine().client().await?).await?;
            }
            job_act(cx, &self.update, true)
        })
    }

    fn run<'a>(&'a self, _: &'a Cx<'a>, client: &'a Client) -> LocalFuture<'a, Result<Value>> {
        Box::pin(self.update.run(client))
    }

    fn reply(&self, cx: &Cx<'_>, out: Value) -> Result<CallToolResult> {
        job_reply(cx, &out)
    }
}

/// `close_job`: for good; always asked.
pub struct CloseJob {
    update: Update,
}

impl super::Tool for CloseJob {
    type Args = JobArgs;
    const DEF: Def = Def {
        name: "close_job",
        title: "Close a job",
        toolset: Toolset::Jobs,
        scopes: &[Scope::Jobs],
        evaluation_key: false,
        read_only: false,
        destructive: true,
        idempotent: true,
        description: "Close a job for good (it cannot be reopened). Always asks the person first.",
        input: input_of::<JobArgs>,
        output: job_output,
    };
    const DECIDES: bool = true;

    fn check(a: JobArgs) -> Result<Self> {
        Ok(CloseJob {
            update: Update::status("job_id", &a.job_id, JobStatus::Closed)?,
        })
    }

    /// A job that does not exist is not found before the question.
    fn act<'a>(&'a self, cx: &'a Cx<'a>) -> LocalFuture<'a, Result<Act>> {
        Box::pin(async move {
            self.update.existing(cx.engine().client().await?).await?;
            job_act(cx, &self.update, false)
        })
    }

    fn run<'a>(&'a self, _: &'a Cx<'a>, client: &'a Client) -> LocalFuture<'a, Result<Value>> {
        Box::pin(self.update.run(client))
    }

    fn reply(&self, cx: &Cx<'_>, out: Value) -> Result<CallToolResult> {
        job_reply(cx, &out)
    }
}
