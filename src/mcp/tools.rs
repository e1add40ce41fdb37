//! The tools `talent mcp` offers: each one's name, toolset, hints and typed
//! arguments (their JSON Schema is what the client sees). The table is the
//! one place a tool is declared: `--read-only` and `--toolsets` are derived
//! from it, so the list a client sees and the calls it may make never
//! disagree (github-mcp-server's inventory does the same).

use std::sync::Arc;

use rmcp::model::{JsonObject, Tool, ToolAnnotations};
use schemars::JsonSchema;
use serde::Deserialize;

/// A group of tools `--toolsets` turns on.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum Toolset {
    Candidates,
    Jobs,
    Outreach,
    Usage,
    Webhooks,
}

impl Toolset {
    /// What runs without `--toolsets`.
    pub const DEFAULT: &'static [Toolset] = &[
        Toolset::Candidates,
        Toolset::Jobs,
        Toolset::Outreach,
        Toolset::Usage,
    ];
}

/// One tool of the table.
pub struct Def {
    pub name: &'static str,
    pub toolset: Toolset,
    pub read_only: bool,
    pub destructive: bool,
    pub idempotent: bool,
    pub description: &'static str,
    schema: fn() -> Arc<JsonObject>,
}

fn schema_of<T: JsonSchema + 'static>() -> Arc<JsonObject> {
    rmcp::handler::server::tool::schema_for_type::<T>()
}

/// Every tool, in the contract's order.
pub const TOOLS: &[Def] = &[
    Def {
        name: "search_candidates",
        toolset: Toolset::Candidates,
        read_only: true,
        destructive: false,
        idempotent: false,
        description: "Search the talent pool: one page of hits (talentCardId, experience, company, locations, salary, notice, last seen). Each call spends one search of the workspace's quota. skills take `a|b` for synonyms; money takes rupees or forms like \"24L\".",
        schema: schema_of::<SearchArgs>,
    },
    Def {
        name: "get_candidate",
        toolset: Toolset::Candidates,
        read_only: false,
        destructive: false,
        idempotent: true,
        description: "A candidate's full details (name, contacts, history) by talentCardId. Unlocking spends one unlock unless the workspace unlocked them before; past the session's allowance the person is asked.",
        schema: schema_of::<CandidateArgs>,
    },
    Def {
        name: "candidate_summary",
        toolset: Toolset::Candidates,
        read_only: true,
        destructive: false,
        idempotent: true,
        description: "A candidate's summary on the additional interface (id from shortlists and candidate lists); free.",
        schema: schema_of::<AltCandidateArgs>,
    },
    Def {
        name: "candidate_profile",
        toolset: Toolset::Candidates,
        read_only: true,
        destructive: false,
        idempotent: true,
        description: "A candidate's profile on the additional interface; free.",
        schema: schema_of::<AltCandidateArgs>,
    },
    Def {
        name: "shortlist",
        toolset: Toolset::Candidates,
        read_only: false,
        destructive: false,
        idempotent: true,
        description: "Generate a job's ranked shortlist of candidates (additional interface; free): rank, match score, candidate summary, reasons.",
        schema: schema_of::<ShortlistArgs>,
    },
    Def {
        name: "list_jobs",
        toolset: Toolset::Jobs,
        read_only: true,
        destructive: false,
        idempotent: true,
        description: "The workspace's jobs, one page: active ones (paused too with include_paused), or those in one status.",
        schema: schema_of::<ListJobsArgs>,
    },
    Def {
        name: "list_stages",
        toolset: Toolset::Jobs,
        read_only: true,
        destructive: false,
        idempotent: true,
        description: "A job's pipeline stages with their application counts.",
        schema: schema_of::<JobArgs>,
    },
    Def {
        name: "list_applications",
        toolset: Toolset::Jobs,
        read_only: true,
        destructive: false,
        idempotent: true,
        description: "One page of a job's applications, of one stage or all.",
        schema: schema_of::<ApplicationsArgs>,
    },
    Def {
        name: "create_job",
        toolset: Toolset::Jobs,
        read_only: false,
        destructive: false,
        idempotent: false,
        description: "Create a job (title, description, and any other job fields in `set`, e.g. {\"skillsRequired\": [\"python\"], \"location\": \"Pune\"}). A job change: past the session's allowance the person is asked.",
        schema: schema_of::<CreateJobArgs>,
    },
    Def {
        name: "update_job",
        toolset: Toolset::Jobs,
        read_only: false,
        destructive: false,
        idempotent: true,
        description: "Change a job's fields (only those given). A job change: past the session's allowance the person is asked; status \"closed\" is a close_job and always asked.",
        schema: schema_of::<UpdateJobArgs>,
    },
    Def {
        name: "close_job",
        toolset: Toolset::Jobs,
        read_only: false,
        destructive: true,
        idempotent: true,
        description: "Close a job for good (it cannot be reopened). Always asks the person first.",
        schema: schema_of::<JobArgs>,
    },
    Def {
        name: "invite_candidate",
        toolset: Toolset::Outreach,
        read_only: false,
        destructive: false,
        idempotent: false,
        description: "Invite a search candidate to apply to a job (first contact): spends one message and reaches one person; past the session's allowance the person is asked.",
        schema: schema_of::<InviteArgs>,
    },
    Def {
        name: "send_message",
        toolset: Toolset::Outreach,
        read_only: false,
        destructive: false,
        idempotent: false,
        description: "Send a message in an existing thread: reaches one person (no quota); past the session's allowance the person is asked.",
        schema: schema_of::<MessageArgs>,
    },
    Def {
        name: "bulk_invite",
        toolset: Toolset::Outreach,
        read_only: false,
        destructive: false,
        idempotent: false,
        description: "Invite many candidates (additional interface ids, cand_...) to a job by whatsapp and/or email, 50 a request, repeats dropped; ids already invited to the job are not sent again. Reaches one person per id not already invited (a job takes 500 invites a day); past the session's outreach allowance the person is asked.",
        schema: schema_of::<BulkInviteArgs>,
    },
    Def {
        name: "get_usage",
        toolset: Toolset::Usage,
        read_only: true,
        destructive: false,
        idempotent: true,
        description: "The workspace's meters (unlocks, searches, messages: used and limit), when they reset, and what this session's allowances have left.",
        schema: schema_of::<NoArgs>,
    },
    Def {
        name: "list_webhooks",
        toolset: Toolset::Webhooks,
        read_only: true,
        destructive: false,
        idempotent: true,
        description: "The workspace's webhook endpoints.",
        schema: schema_of::<NoArgs>,
    },
    Def {
        name: "enable_webhook",
        toolset: Toolset::Webhooks,
        read_only: false,
        destructive: false,
        idempotent: true,
        description: "Enable a disabled webhook endpoint again.",
        schema: schema_of::<WebhookArgs>,
    },
    Def {
        name: "delete_webhook",
        toolset: Toolset::Webhooks,
        read_only: false,
        destructive: true,
        idempotent: true,
        description: "Delete a webhook endpoint (deliveries stop at once). Always asks the person first.",
        schema: schema_of::<WebhookArgs>,
    },
];

impl Def {
    /// The tool as a client lists it: every hint explicit.
    pub fn tool(&self) -> Tool {
        let hints = ToolAnnotations::new()
            .read_only(self.read_only)
            .destructive(self.destructive)
            .idempotent(self.idempotent)
            .open_world(true);
        Tool::new(self.name, self.description, (self.schema)())
            .with_raw_output_schema(output_schema())
            .with_annotations(hints)
    }
}

/// What every tool's structured result may hold: its records, the declined
/// form of a question (`declined`, `tool`, `cost`) and the cut-short form
/// (`truncated`, `next`). Error results are not held to it.
fn output_schema() -> Arc<JsonObject> {
    let v = serde_json::json!({
        "type": "object",
        "properties": {
            "declined": {"type": "boolean"},
            "tool": {"type": "string"},
            "cost": {"type": "integer"},
            "truncated": {"type": "boolean"},
            "next": {"type": "object"}
        },
        "additionalProperties": true
    });
    match v {
        serde_json::Value::Object(m) => Arc::new(m),
        _ => Arc::new(JsonObject::new()),
    }
}

/// A rupee amount: a whole number or the CLI's forms (`"24L"`, `"1.2Cr"`).
#[derive(Debug, Clone, Deserialize, JsonSchema)]
#[serde(untagged)]
pub enum Money {
    Rupees(u64),
    Text(String),
}

#[derive(Debug, Default, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct SearchArgs {
    /// Natural-language query.
    pub q: Option<String>,
    /// Skills all required; `a|b` inside one are synonyms.
    #[serde(default)]
    pub skills: Vec<String>,
    /// A boolean resume expression (`"rust" AND (aws OR gcp)`).
    pub inresume: Option<String>,
    /// Where they want to work.
    #[serde(default)]
    pub locations: Vec<String>,
    /// Where they are now.
    #[serde(default)]
    pub current_locations: Vec<String>,
    pub min_exp: Option<f64>,
    pub max_exp: Option<f64>,
    pub min_salary: Option<Money>,
    pub max_salary: Option<Money>,
    pub join_within_days: Option<u32>,
    #[serde(default)]
    pub notice_or_not_working: bool,
    /// tier1plus, tier1, tier2
    #[serde(default)]
    pub edu: Vec<String>,
    /// funded_startup, other_startup
    #[serde(default)]
    pub startup: Vec<String>,
    /// largeITServices, otherITServices
    #[serde(default)]
    pub exclude_it: Vec<String>,
    /// cofounder, earlyEmployee
    #[serde(default)]
    pub entrepreneur: Vec<String>,
    /// The service's domain tags (b2b_saas, gcc, ...).
    #[serde(default)]
    pub domains: Vec<String>,
    #[serde(default)]
    pub match_any: bool,
    /// 3m or 6m
    pub active: Option<String>,
    /// 1-based page.
    pub page: Option<u64>,
    /// 1 to 20.
    pub page_size: Option<u32>,
    /// Fields of each hit (dotted paths); default the compact set.
    #[serde(default)]
    pub fields: Vec<String>,
}

#[derive(Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct CandidateArgs {
    pub talent_card_id: String,
    #[serde(default)]
    pub fields: Vec<String>,
}

#[derive(Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct AltCandidateArgs {
    pub id: String,
    #[serde(default)]
    pub fields: Vec<String>,
}

#[derive(Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct CreateJobArgs {
    pub title: String,
    pub description: Option<String>,
    /// Other job fields, as the service names them.
    #[serde(default)]
    pub set: serde_json::Map<String, serde_json::Value>,
    /// A repeated key sends nothing and returns the recorded result.
    pub idempotency_key: Option<String>,
}

#[derive(Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct UpdateJobArgs {
    pub job_id: String,
    pub title: Option<String>,
    pub description: Option<String>,
    pub skills_required: Option<Vec<String>>,
    pub skills_preferred: Option<Vec<String>>,
    pub experience_min: Option<u32>,
    pub experience_max: Option<u32>,
    pub location: Option<String>,
    /// onsite, hybrid, remote
    pub remote_type: Option<String>,
    pub salary_min: Option<Money>,
    pub salary_max: Option<Money>,
    /// draft, active, paused, closed
    pub status: Option<String>,
}

#[derive(Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ShortlistArgs {
    pub job_id: String,
    /// 1 to 50.
    pub limit: Option<u32>,
    /// 0 to 100.
    pub quality_min: Option<u32>,
    /// active, open, or "active,open"
    pub availability: Option<String>,
    #[serde(default)]
    pub fields: Vec<String>,
}

#[derive(Debug, Default, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ListJobsArgs {
    #[serde(default)]
    pub include_paused: bool,
    /// draft, active, paused, closed (the additional interface's list).
    pub status: Option<String>,
    pub page: Option<u64>,
    pub page_size: Option<u32>,
    #[serde(default)]
    pub fields: Vec<String>,
}

#[derive(Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct JobArgs {
    pub job_id: String,
}

#[derive(Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ApplicationsArgs {
    pub job_id: String,
    pub stage_id: Option<String>,
    pub page: Option<u64>,
    pub page_size: Option<u32>,
    #[serde(default)]
    pub fields: Vec<String>,
}

#[derive(Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct InviteArgs {
    pub talent_card_id: String,
    pub job_id: String,
    pub message: String,
    /// A repeated key sends nothing and returns the recorded result.
    pub idempotency_key: Option<String>,
}

#[derive(Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct MessageArgs {
    pub thread_id: String,
    pub message: String,
    /// A repeated key sends nothing and returns the recorded result.
    pub idempotency_key: Option<String>,
}

#[derive(Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct BulkInviteArgs {
    pub job_id: String,
    /// Candidate ids (cand_...), at most the job's 500 a day.
    pub candidate_ids: Vec<String>,
    /// whatsapp or email; both when left out.
    pub channel: Option<String>,
    /// At most 500 characters; the service's template when left out.
    pub message: Option<String>,
    /// A repeated key sends nothing and returns the recorded result.
    pub idempotency_key: Option<String>,
}

#[derive(Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct WebhookArgs {
    pub id: String,
}

#[derive(Debug, Default, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct NoArgs {}

/// The tool named `name`, if the table has it.
pub fn find(name: &str) -> Option<&'static Def> {
    TOOLS.iter().find(|d| d.name == name)
}
