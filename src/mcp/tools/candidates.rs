//! The `candidates` toolset: search, unlock, the additional interface's
//! summary and profile, and a job's shortlist.

use std::sync::Arc;

use rmcp::model::{CallToolResult, JsonObject};
use schemars::JsonSchema;
use serde::Deserialize;
use serde_json::{json, Map, Value};
use talent_spec::enums::{
    Activity, DomainTag, EduPedigree, Entrepreneurship, ItServices, StartupExp,
};
use talent_spec::rate::Meter;

use crate::api::Client;
use crate::mcp::kept::Cursor;
use crate::ops::candidate::{Alt, Part, Unlocks, DETAIL_VIEW, PROFILE_VIEW, SUMMARY_VIEW};
use crate::ops::kit::list::Source;
use crate::ops::kit::search::{SearchQuery, HIT_VIEW};
use crate::ops::shortlist::{
    Shortlist, ShortlistAvailability as Availability, VIEW as SHORTLIST_VIEW,
};
use crate::output::{Printer, View};
use crate::{Error, Result};

use super::{entry, input_of, Def, Entry, Scope, Toolset};
use crate::mcp::args::{self, Money};
use crate::mcp::engine::LocalFuture;
use crate::mcp::path::{Act, Cx};
use crate::mcp::reply;
use crate::mcp::schema;

pub const TOOLS: &[Entry] = &[
    entry::<SearchCandidates>(),
    entry::<GetCandidate>(),
    entry::<CandidateSummary>(),
    entry::<CandidateProfile>(),
    entry::<ShortlistTool>(),
];

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
    /// Years of experience, at least.
    pub min_exp: Option<f64>,
    /// Years of experience, at most.
    pub max_exp: Option<f64>,
    /// Current salary at least (rupees, or "24L").
    pub min_salary: Option<Money>,
    /// Current salary at most (rupees, or "40L").
    pub max_salary: Option<Money>,
    pub join_within_days: Option<u32>,
    #[serde(default)]
    pub notice_or_not_working: bool,
    #[serde(default)]
    #[schemars(schema_with = "args::list_of::<EduPedigree>")]
    pub edu: Vec<String>,
    #[serde(default)]
    #[schemars(schema_with = "args::list_of::<StartupExp>")]
    pub startup: Vec<String>,
    /// IT-services backgrounds to leave out.
    #[serde(default)]
    #[schemars(schema_with = "args::list_of::<ItServices>")]
    pub exclude_it: Vec<String>,
    #[serde(default)]
    #[schemars(schema_with = "args::list_of::<Entrepreneurship>")]
    pub entrepreneur: Vec<String>,
    #[serde(default)]
    #[schemars(schema_with = "args::list_of::<DomainTag>")]
    pub domains: Vec<String>,
    /// Any of the skills rather than all.
    #[serde(default)]
    pub match_any: bool,
    /// Active within 3 or 6 months.
    #[serde(default)]
    #[schemars(schema_with = "active_schema")]
    pub active: Option<String>,
    #[serde(default)]
    #[schemars(schema_with = "args::page")]
    pub page: Option<u64>,
    #[serde(default)]
    #[schemars(schema_with = "args::page_size")]
    pub page_size: Option<u32>,
    /// Fields of each hit (dotted paths); default a compact set.
    /// experience (years), workHistory (titles and tenures),
    /// profileSignals.careerGrowth and profileSignals.workQuality judge
    /// seniority.
    #[serde(default)]
    pub fields: Vec<String>,
    /// A truncated result's `next.cursor`: the fields it left out of the
    /// same records, free (the other arguments are not used).
    pub cursor: Option<String>,
}

fn active_schema(g: &mut schemars::SchemaGenerator) -> schemars::Schema {
    let mut s = args::maybe_one_of::<Activity>(g);
    if let Some(Value::Array(e)) = s.get_mut("enum") {
        e.splice(0..0, [json!("3m"), json!("6m")]);
    }
    s
}

/// A call that follows a paid page's cursor: the page the session kept,
/// through other fields; nothing is sent or spent.
struct Follow {
    cursor: Cursor,
    fields: Vec<String>,
}

impl Follow {
    fn new(cursor: &str, fields: Vec<String>, view: &View) -> Result<Follow> {
        if !fields.is_empty() {
            reply::printer(&fields, view, true)?;
        }
        Ok(Follow {
            cursor: Cursor::parse(cursor)?,
            fields,
        })
    }

    /// Nothing to decide: a kept page costs nothing (an unknown or expired
    /// cursor is refused here, before anything).
    fn act(&self, cx: &Cx<'_>) -> Result<Act> {
        cx.kept().get(&self.cursor.id)?;
        Ok(Act::default())
    }

    fn reply(&self, cx: &Cx<'_>) -> Result<CallToolResult> {
        let page = cx.kept().get(&self.cursor.id)?;
        let mut fields = if self.fields.is_empty() {
            page.rest.clone()
        } else {
            self.fields.clone()
        };
        // Each record still says whose it is.
        if let Some(key) = page.view.key.filter(|k| !fields.iter().any(|f| f == k)) {
            fields.insert(0, key.to_string());
        }
        let printer = reply::printer(&fields, page.view, true)?;
        reply::paid(
            cx.engine(),
            cx.kept(),
            Some(&self.cursor.id),
            &printer,
            page.view,
            &page.records,
            self.cursor.from,
            page.extra.clone(),
        )
    }
}

/// `search_candidates`: one page of hits; one search each call.
pub struct SearchCandidates {
    follow: Option<Follow>,
    source: Source,
    page: u64,
    size: Option<u32>,
    printer: Printer,
}

impl SearchCandidates {
    fn query(a: &SearchArgs) -> Result<SearchQuery> {
        let q = match a.q.as_deref() {
            Some(t) => Some(crate::ops::kit::search::checked_q(t, args::argument)?),
            None => None,
        };
        Ok(SearchQuery {
            q,
            inresume: a.inresume.clone(),
            skills: a.skills.clone(),
            locations: a.locations.clone(),
            current_locations: a.current_locations.clone(),
            min_exp: years("min_exp", a.min_exp)?,
            max_exp: years("max_exp", a.max_exp)?,
            min_salary: args::money("min_salary", &a.min_salary)?,
            max_salary: args::money("max_salary", &a.max_salary)?,
            join_within: a.join_within_days,
            notice_or_not_working: a.notice_or_not_working,
            edu: args::wires::<EduPedigree>("edu", &a.edu)?,
            startup: args::wires::<StartupExp>("startup", &a.startup)?,
            exclude_it: args::wires::<ItServices>("exclude_it", &a.exclude_it)?,
            entrepreneur: args::wires::<Entrepreneurship>("entrepreneur", &a.entrepreneur)?,
            domains: args::wires::<DomainTag>("domains", &a.domains)?,
            match_any: a.match_any,
            active: match a.active.as_deref().map(str::trim) {
                None => None,
                Some("3m") => Some(Activity::Active3Months),
                Some("6m") => Some(Activity::Active6Months),
                Some(s) => Some(args::wire::<Activity>("active", s)?),
            },
        })
    }
}

fn years(name: &str, v: Option<f64>) -> Result<Option<f64>> {
    match v {
        Some(x) if !x.is_finite() || x < 0.0 => Err(Error::usage(format!(
            "{name} must be a number of years, 0 or more"
        ))),
        v => Ok(v),
    }
}

fn search_output() -> Arc<JsonObject> {
    let n = schema::integer;
    schema::page(
        &HIT_VIEW,
        &[("page", n()), ("page_size", n()), ("total", n())],
        schema::Forms::Asks,
    )
}

impl super::Tool for SearchCandidates {
    type Args = SearchArgs;
    const DEF: Def = Def {
        name: "search_candidates",
        title: "Search candidates",
        toolset: Toolset::Candidates,
        scopes: &[Scope::Candidates],
        evaluation_key: true,
        read_only: true,
        destructive: false,
        idempotent: false,
        description: "Search the talent pool: one page of hits (talentCardId, experience, company, locations, salary, notice, last seen). Each call spends one search of the workspace's quota (shortlist ranks a job's candidates for free). skills take `a|b` for synonyms; money takes rupees or forms like \"24L\". Open a hit's contact details with get_candidate (an unlock).",
        input: input_of::<SearchArgs>,
        output: search_output,
    };
    const DECIDES: bool = true;

    fn check(a: SearchArgs) -> Result<Self> {
        if let Some(c) = &a.cursor {
            return Ok(SearchCandidates {
                follow: Some(Follow::new(c, a.fields, &HIT_VIEW)?),
                source: Source::Search { params: Vec::new() },
                page: 1,
                size: None,
                printer: reply::printer(&[], &HIT_VIEW, true)?,
            });
        }
        let params = Self::query(&a)?.to_params(args::argument)?;
        let (page, size) = args::paging(a.page, a.page_size)?;
        Ok(SearchCandidates {
            follow: None,
            source: Source::Search { params },
            page,
            size,
            printer: reply::printer(&a.fields, &HIT_VIEW, true)?,
        })
    }

    fn act<'a>(&'a self, cx: &'a Cx<'a>) -> LocalFuture<'a, Result<Act>> {
        Box::pin(async move {
            match &self.follow {
                Some(f) => f.act(cx),
                None => Ok(Act {
                    search: true,
                    ..Act::new(SearchQuery::spends())
                }),
            }
        })
    }

    fn run<'a>(&'a self, _: &'a Cx<'a>, client: &'a Client) -> LocalFuture<'a, Result<Value>> {
        Box::pin(async move {
            if self.follow.is_some() {
                return Ok(Value::Null);
            }
            let got = self.source.fetch(client, self.page, self.size).await?;
            Ok(
                json!({"results": got.items, "page_size": got.page_size.or(self.size), "total": got.total}),
            )
        })
    }

    fn reply(&self, cx: &Cx<'_>, out: Value) -> Result<CallToolResult> {
        if let Some(f) = &self.follow {
            return f.reply(cx);
        }
        let mut extra = Map::new();
        extra.insert("page".into(), json!(self.page));
        extra.insert("page_size".into(), out["page_size"].clone());
        extra.insert("total".into(), out["total"].clone());
        reply::paid(
            cx.engine(),
            cx.kept(),
            None,
            &self.printer,
            &HIT_VIEW,
            &results(&out),
            0,
            extra,
        )
    }
}

/// The records of a run's `{"results": [...]}`.
fn results(out: &Value) -> Vec<Value> {
    out["results"].as_array().cloned().unwrap_or_default()
}

#[derive(Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct CandidateArgs {
    /// A talentCardId from search_candidates (an opaque id, in the
    /// sandbox 24 hex characters).
    pub talent_card_id: Option<String>,
    /// Or several, 1 to 10: one question for those not yet unlocked.
    #[schemars(length(min = 1, max = 10))]
    pub talent_card_ids: Option<Vec<String>>,
    /// Fields of the record (dotted paths); default all. experience,
    /// workHistory, profileSignals.careerGrowth and
    /// profileSignals.workQuality judge seniority.
    #[serde(default)]
    pub fields: Vec<String>,
    /// A truncated result's `next.cursor`: the fields it left out of the
    /// same records, free (no ids needed).
    pub cursor: Option<String>,
}

/// `get_candidate`: one candidate's details, or several; each an unlock
/// unless the workspace unlocked them before.
pub struct GetCandidate {
    follow: Option<Follow>,
    unlocks: Unlocks,
    /// One id was given (the record itself), not a list.
    one: bool,
    printer: Printer,
}

/// The fields of a list of candidates: the compact set and `candidateId`.
fn list_fields() -> Vec<String> {
    let mut fields: Vec<String> = Vec::new();
    for c in DETAIL_VIEW.columns {
        if !fields.iter().any(|f| f == c.path) {
            fields.push(c.path.to_string());
        }
        if c.path == "talentCardId" {
            fields.push("candidateId".to_string());
        }
    }
    fields
}

fn get_output() -> Arc<JsonObject> {
    let mut s = (*schema::record(&DETAIL_VIEW, schema::Forms::Asks)).clone();
    if let Some(Value::Object(props)) = s.get_mut("properties") {
        // Several ids: one record each, of the fields above.
        props.insert(
            "results".into(),
            json!({"type": "array", "items": {"type": "object"}}),
        );
        props.insert(
            "failed".into(),
            json!({"type": "array", "description": "ids that could not be opened, with why"}),
        );
    }
    Arc::new(s)
}

impl super::Tool for GetCandidate {
    type Args = CandidateArgs;
    const DEF: Def = Def {
        name: "get_candidate",
        title: "Open a candidate (unlock)",
        toolset: Toolset::Candidates,
        scopes: &[Scope::Candidates],
        evaluation_key: true,
        read_only: false,
        destructive: false,
        idempotent: true,
        description: "A candidate's full details (name, contacts, headline, history, candidateId) by talent_card_id, or talent_card_ids (1 to 10) for a list. Unlocking spends one unlock each unless the workspace unlocked them before; past the session's allowance the person is asked once for the call.",
        input: input_of::<CandidateArgs>,
        output: get_output,
    };
    const DECIDES: bool = true;

    fn check(a: CandidateArgs) -> Result<Self> {
        if let (Some(c), None, None) = (&a.cursor, &a.talent_card_id, &a.talent_card_ids) {
            return Ok(GetCandidate {
                follow: Some(Follow::new(c, a.fields, &DETAIL_VIEW)?),
                unlocks: Unlocks::new("talent_card_id", &[])?,
                one: false,
                printer: reply::printer(&[], &DETAIL_VIEW, true)?,
            });
        }
        if a.cursor.is_some() {
            return Err(Error::usage("give a cursor or ids, not both"));
        }
        let (ids, one) = match (a.talent_card_id, a.talent_card_ids) {
            (Some(id), None) => (vec![id], true),
            (None, Some(ids)) if (1..=10).contains(&ids.len()) => (ids, false),
            (None, Some(_)) => {
                return Err(Error::usage("talent_card_ids takes 1 to 10 ids"));
            }
            _ => {
                return Err(Error::usage(
                    "give talent_card_id, or talent_card_ids (1 to 10), not both",
                ))
            }
        };
        let unlocks = Unlocks::new("talent_card_id", &ids)?;
        // A list shows the compact set, and each record's candidateId (for
        // candidate_summary and bulk_invite), as one record shows it.
        let fields = match (one, a.fields.is_empty()) {
            (false, true) => list_fields(),
            _ => a.fields,
        };
        Ok(GetCandidate {
            follow: None,
            unlocks,
            one,
            printer: reply::printer(&fields, &DETAIL_VIEW, !one)?,
        })
    }

    fn act<'a>(&'a self, cx: &'a Cx<'a>) -> LocalFuture<'a, Result<Act>> {
        Box::pin(async move {
            if let Some(f) = &self.follow {
                return f.act(cx);
            }
            let records = cx.records();
            let locked = self.unlocks.locked(records.as_deref()).await?;
            let mut act = Act::default();
            if !locked.is_empty() {
                act.spends.meter = Some((Meter::ApiUnlocks, locked.len() as u64));
            }
            act.approved.candidates = locked;
            Ok(act)
        })
    }

    fn run<'a>(&'a self, _: &'a Cx<'a>, client: &'a Client) -> LocalFuture<'a, Result<Value>> {
        Box::pin(async move {
            if self.follow.is_some() {
                return Ok(Value::Null);
            }
            if self.one {
                return self.unlocks.shows()[0].run(client).await;
            }
            let mut got = Vec::new();
            let done = self
                .unlocks
                .run(client, |_, record| {
                    got.push(record);
                    Ok(())
                })
                .await?;
            let failed: Vec<Value> = done
                .failed
                .iter()
                .map(|(card, e)| json!({"talentCardId": card, "message": e.message}))
                .collect();
            match done.failed.into_iter().next() {
                Some((_, e)) if got.is_empty() => Err(e),
                _ => Ok(json!({"results": got, "failed": failed})),
            }
        })
    }

    fn reply(&self, cx: &Cx<'_>, out: Value) -> Result<CallToolResult> {
        if let Some(f) = &self.follow {
            return f.reply(cx);
        }
        if self.one {
            return reply::record(cx.engine(), &self.printer, &DETAIL_VIEW, &out);
        }
        let mut extra = Map::new();
        if out["failed"].as_array().is_some_and(|f| !f.is_empty()) {
            extra.insert("failed".into(), out["failed"].clone());
        }
        reply::paid(
            cx.engine(),
            cx.kept(),
            None,
            &self.printer,
            &DETAIL_VIEW,
            &results(&out),
            0,
            extra,
        )
    }
}

#[derive(Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct AltCandidateArgs {
    /// A `cand_…` id: from shortlist, or a get_candidate result's candidateId.
    pub id: String,
    #[serde(default)]
    pub fields: Vec<String>,
}

/// The additional interface's record of a `cand_` id.
pub struct AltCandidate<const PROFILE: bool> {
    alt: Alt,
    printer: Printer,
}

/// `candidate_summary`.
pub type CandidateSummary = AltCandidate<false>;
/// `candidate_profile`.
pub type CandidateProfile = AltCandidate<true>;

fn summary_output() -> Arc<JsonObject> {
    schema::record(&SUMMARY_VIEW, schema::Forms::Free)
}

fn profile_output() -> Arc<JsonObject> {
    schema::record(&PROFILE_VIEW, schema::Forms::Free)
}

impl<const PROFILE: bool> super::Tool for AltCandidate<PROFILE> {
    type Args = AltCandidateArgs;
    const DEF: Def = if PROFILE {
        Def {
            name: "candidate_profile",
            title: "Candidate profile",
            toolset: Toolset::Candidates,
            scopes: &[Scope::Candidates],
            evaluation_key: true,
            read_only: true,
            destructive: false,
            idempotent: true,
            description: "A candidate's full profile on the additional interface (contacts, experience, education); free. Takes a cand_… id, which comes from shortlist or from a get_candidate result's candidateId (not a talentCardId).",
            input: input_of::<AltCandidateArgs>,
            output: profile_output,
        }
    } else {
        Def {
            name: "candidate_summary",
            title: "Candidate summary",
            toolset: Toolset::Candidates,
            scopes: &[Scope::Candidates],
            evaluation_key: true,
            read_only: true,
            destructive: false,
            idempotent: true,
            description: "A candidate's summary on the additional interface (headline, skills, quality, availability, salary expectations); free. Takes a cand_… id, which comes from shortlist or from a get_candidate result's candidateId (not a talentCardId).",
            input: input_of::<AltCandidateArgs>,
            output: summary_output,
        }
    };

    fn check(a: AltCandidateArgs) -> Result<Self> {
        let part = if PROFILE {
            Part::Profile
        } else {
            Part::Summary
        };
        let alt = Alt::new(part, "id", &a.id)?;
        let printer = reply::printer(&a.fields, alt.view(), false)?;
        Ok(AltCandidate { alt, printer })
    }

    fn run<'a>(&'a self, _: &'a Cx<'a>, client: &'a Client) -> LocalFuture<'a, Result<Value>> {
        Box::pin(async move {
            self.alt.run(client).await.map_err(|mut e| {
                if e.kind == crate::ErrorKind::NotFound {
                    e.message.push_str(
                        " (this takes a cand_… id, from shortlist or a get_candidate result's candidateId)",
                    );
                }
                e
            })
        })
    }

    fn reply(&self, cx: &Cx<'_>, out: Value) -> Result<CallToolResult> {
        reply::record(cx.engine(), &self.printer, self.alt.view(), &out)
    }
}

#[derive(Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ShortlistArgs {
    pub job_id: String,
    /// Entries, 1 to 50.
    #[schemars(range(min = 1, max = 50))]
    pub limit: Option<u32>,
    /// Lowest quality score, 0 to 100.
    #[schemars(range(min = 0, max = 100))]
    pub quality_min: Option<u32>,
    pub availability: Option<Availability>,
    #[serde(default)]
    pub fields: Vec<String>,
}

/// `shortlist`: a job's ranked candidates (free).
pub struct ShortlistTool {
    shortlist: Shortlist,
    printer: Printer,
}

fn shortlist_output() -> Arc<JsonObject> {
    schema::page(
        &SHORTLIST_VIEW,
        &[("job_id", schema::string()), ("total", schema::integer())],
        schema::Forms::Free,
    )
}

impl super::Tool for ShortlistTool {
    type Args = ShortlistArgs;
    const DEF: Def = Def {
        name: "shortlist",
        title: "Shortlist a job",
        toolset: Toolset::Candidates,
        scopes: &[Scope::Candidates],
        evaluation_key: false,
        read_only: false,
        destructive: false,
        idempotent: true,
        description: "Generate a job's ranked shortlist (additional interface): rank, match score, candidate summary with its cand_… id, reasons. Free: the alternative to a paid search_candidates when a job is open. Follow up with candidate_summary or candidate_profile on a candidate's id.",
        input: input_of::<ShortlistArgs>,
        output: shortlist_output,
    };

    fn check(a: ShortlistArgs) -> Result<Self> {
        Ok(ShortlistTool {
            shortlist: Shortlist::new("job_id", &a.job_id, a.limit, a.quality_min, a.availability)?,
            printer: reply::printer(&a.fields, &SHORTLIST_VIEW, true)?,
        })
    }

    fn run<'a>(&'a self, _: &'a Cx<'a>, client: &'a Client) -> LocalFuture<'a, Result<Value>> {
        Box::pin(async move {
            let got = self.shortlist.run(client).await?;
            Ok(json!({"results": got.data, "job_id": got.job_id, "total": got.total}))
        })
    }

    fn reply(&self, cx: &Cx<'_>, out: Value) -> Result<CallToolResult> {
        let mut extra = Map::new();
        let job = match &out["job_id"] {
            Value::Null => json!(self.shortlist.job_id()),
            j => j.clone(),
        };
        extra.insert("job_id".into(), job);
        extra.insert("total".into(), out["total"].clone());
        reply::page(
            cx.engine(),
            &self.printer,
            &SHORTLIST_VIEW,
            &results(&out),
            extra,
        )
    }
}
