//! The `outreach` toolset: invite a search candidate, message a thread,
//! invite many by the additional interface.

use std::sync::Arc;

use rmcp::model::{CallToolResult, JsonObject};
use schemars::JsonSchema;
use serde::Deserialize;
use serde_json::{json, Map, Value};
use talent_spec::enums::{Channel, InviteStatus};

use crate::api::Client;
use crate::ops::bulk_invite::{self, BulkInvitePlan, RESULT_VIEW};
use crate::ops::invite::{Invite, INVITE_VIEW};
use crate::ops::kit::idempotency::Gate;
use crate::ops::message::{Message, MESSAGE_VIEW};
use crate::{Error, Result};

use super::{entry, input_of, Def, Entry, Once, Scope, Toolset};
use crate::mcp::args;
use crate::mcp::engine::LocalFuture;
use crate::mcp::path::{Act, Cx};
use crate::mcp::reply;
use crate::mcp::schema;

pub const TOOLS: &[Entry] = &[
    entry::<InviteCandidate>(),
    entry::<SendMessage>(),
    entry::<BulkInvite>(),
];

#[derive(Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct InviteArgs {
    /// A talentCardId from search_candidates (an opaque id, in the
    /// sandbox 24 hex characters).
    pub talent_card_id: String,
    /// A job id (from list_jobs).
    pub job_id: String,
    pub message: String,
    /// A repeated key sends nothing and returns the recorded result.
    pub idempotency_key: Option<String>,
}

/// `invite_candidate`: first contact; one message and one person.
pub struct InviteCandidate {
    invite: Invite,
    key: Option<String>,
}

fn invite_output() -> Arc<JsonObject> {
    schema::record(&INVITE_VIEW, schema::Forms::AsksOnce)
}

/// The full record through `view`, or cut to its compact set.
fn one(cx: &Cx<'_>, view: &crate::output::View, out: &Value) -> Result<CallToolResult> {
    let printer = reply::printer(&[], view, false)?;
    reply::record(cx.engine(), &printer, view, out)
}

impl super::Tool for InviteCandidate {
    type Args = InviteArgs;
    const DEF: Def = Def {
        name: "invite_candidate",
        title: "Invite a candidate to apply",
        toolset: Toolset::Outreach,
        scopes: &[Scope::Outreach],
        evaluation_key: false,
        read_only: false,
        destructive: false,
        idempotent: false,
        description: "Invite a search candidate to apply to a job (first contact): spends one message and reaches one person; past the session's outreach allowance the person is asked. The result's threadId is for send_message.",
        input: input_of::<InviteArgs>,
        output: invite_output,
    };
    const DECIDES: bool = true;

    fn check(a: InviteArgs) -> Result<Self> {
        Ok(InviteCandidate {
            invite: Invite::new(&a.talent_card_id, &a.job_id, a.message, args::argument)?,
            key: a.idempotency_key,
        })
    }

    fn once(&self) -> Option<Once> {
        Some(Once {
            key: self.key.clone(),
            command: crate::ops::invite::GATE,
            request: serde_json::to_value(self.invite.body()).unwrap_or(Value::Null),
        })
    }

    /// An invite the ledger knows went out is a conflict naming the
    /// thread, before any question.
    fn act<'a>(&'a self, cx: &'a Cx<'a>) -> LocalFuture<'a, Result<Act>> {
        Box::pin(async move {
            let records = cx.records();
            let client = cx.engine().client().await?;
            self.invite.known(client, records.as_deref()).await?;
            let body = self.invite.body();
            let mut act = Act::new(self.invite.spends());
            act.approved.candidates = vec![body.talent_card_id.clone()];
            act.approved.job = Some(body.job_id.clone());
            act.approved.message = Some(body.message.clone());
            Ok(act)
        })
    }

    fn run<'a>(&'a self, _: &'a Cx<'a>, client: &'a Client) -> LocalFuture<'a, Result<Value>> {
        Box::pin(async move { Ok(self.invite.run(client).await?.record) })
    }

    fn reply(&self, cx: &Cx<'_>, out: Value) -> Result<CallToolResult> {
        one(cx, &INVITE_VIEW, &out)
    }
}

#[derive(Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct MessageArgs {
    /// A thread id (from invite_candidate or list_applications).
    pub thread_id: String,
    pub message: String,
    /// A repeated key sends nothing and returns the recorded result.
    pub idempotency_key: Option<String>,
}

/// `send_message`: a follow-up; one person, no quota.
pub struct SendMessage {
    message: Message,
    key: Option<String>,
}

fn message_output() -> Arc<JsonObject> {
    schema::record(&MESSAGE_VIEW, schema::Forms::AsksOnce)
}

impl super::Tool for SendMessage {
    type Args = MessageArgs;
    const DEF: Def = Def {
        name: "send_message",
        title: "Send a message",
        toolset: Toolset::Outreach,
        scopes: &[Scope::Outreach],
        evaluation_key: false,
        read_only: false,
        destructive: false,
        idempotent: false,
        description: "Send a message in an existing thread: reaches one person (no quota); past the session's outreach allowance the person is asked.",
        input: input_of::<MessageArgs>,
        output: message_output,
    };
    const DECIDES: bool = true;

    fn check(a: MessageArgs) -> Result<Self> {
        Ok(SendMessage {
            message: Message::new("thread_id", &a.thread_id, a.message)?,
            key: a.idempotency_key,
        })
    }

    fn once(&self) -> Option<Once> {
        Some(Once {
            key: self.key.clone(),
            command: crate::ops::message::GATE,
            request: self.message.record().unwrap_or(Value::Null),
        })
    }

    fn act<'a>(&'a self, _: &'a Cx<'a>) -> LocalFuture<'a, Result<Act>> {
        Box::pin(async move {
            let mut act = Act::new(self.message.spends());
            act.approved.thread = Some(self.message.thread().to_string());
            act.approved.message = Some(self.message.text().to_string());
            Ok(act)
        })
    }

    fn run<'a>(&'a self, _: &'a Cx<'a>, client: &'a Client) -> LocalFuture<'a, Result<Value>> {
        Box::pin(self.message.run(client))
    }

    fn reply(&self, cx: &Cx<'_>, out: Value) -> Result<CallToolResult> {
        one(cx, &MESSAGE_VIEW, &out)
    }
}

#[derive(Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct BulkInviteArgs {
    pub job_id: String,
    /// Candidate ids (cand_…, from shortlist), at most the job's 500 a day.
    #[schemars(length(min = 1, max = 500))]
    pub candidate_ids: Vec<String>,
    /// Both when left out.
    #[serde(default)]
    #[schemars(schema_with = "args::maybe_one_of::<Channel>")]
    pub channel: Option<String>,
    /// At most 500 characters; the service's template when left out.
    pub message: Option<String>,
    /// A repeated key sends nothing and returns the recorded result.
    pub idempotency_key: Option<String>,
}

/// `bulk_invite`: one person per id not already invited, against the
/// job's daily cap.
pub struct BulkInvite {
    plan: BulkInvitePlan,
    key: Option<String>,
    printer: crate::output::Printer,
}

fn bulk_output() -> Arc<JsonObject> {
    let n = schema::integer;
    schema::page(
        &RESULT_VIEW,
        &[
            ("job_id", schema::string()),
            ("sent", n()),
            (InviteStatus::AlreadyInvited.as_str(), n()),
        ],
        schema::Forms::AsksOnce,
    )
}

/// How many results have `status`.
fn with_status(results: &Value, status: InviteStatus) -> usize {
    results.as_array().map_or(0, |a| {
        a.iter().filter(|r| r["status"] == status.as_str()).count()
    })
}

impl super::Tool for BulkInvite {
    type Args = BulkInviteArgs;
    const DEF: Def = Def {
        name: "bulk_invite",
        title: "Invite many candidates",
        toolset: Toolset::Outreach,
        scopes: &[Scope::Outreach],
        evaluation_key: false,
        read_only: false,
        destructive: false,
        idempotent: false,
        description: "Invite many candidates (additional interface ids, cand_… from shortlist) to a job by whatsapp and/or email, 50 a request, repeats dropped; ids already invited to the job are not sent again. Reaches one person per id not already invited (a job takes 500 invites a day); past the session's outreach allowance the person is asked.",
        input: input_of::<BulkInviteArgs>,
        output: bulk_output,
    };
    const DECIDES: bool = true;

    fn check(a: BulkInviteArgs) -> Result<Self> {
        let job = args::nonblank("job_id", &a.job_id)?;
        let channel = match a.channel.as_deref() {
            Some(c) => Some(args::wire::<Channel>("channel", c)?),
            None => None,
        };
        let ids = a
            .candidate_ids
            .iter()
            .map(|c| c.trim().to_string())
            .collect();
        let plan = BulkInvitePlan::new(&job, ids, channel, a.message, args::argument)?;
        if plan.over_daily_cap() {
            let cap = bulk_invite::DAILY_CAP;
            return Err(Error::usage(format!(
                "{} candidate ids exceed the {cap} invites a job takes per day; send at most {cap} a day",
                plan.ids.len(),
            )));
        }
        Ok(BulkInvite {
            plan,
            key: a.idempotency_key,
            printer: reply::printer(&[], &RESULT_VIEW, false)?,
        })
    }

    fn once(&self) -> Option<Once> {
        Some(Once {
            key: self.key.clone(),
            command: bulk_invite::GATE,
            request: self.plan.record(),
        })
    }

    fn act<'a>(&'a self, cx: &'a Cx<'a>) -> LocalFuture<'a, Result<Act>> {
        Box::pin(async move {
            // Every id counts when judged; those already invited are given
            // back once the results say so.
            let mut act = Act::new(self.plan.spends());
            act.partial = true;
            act.approved.candidates = self.plan.ids.clone();
            act.approved.job = Some(self.plan.job_id.clone());
            act.approved.message = self.plan.message.clone();
            if let Some(r) = cx.records() {
                let left = r.bulk_cap_left(&self.plan.job_id).await?;
                act.note = Some(format!(
                    "the job's daily cap has {left} of {} invites left",
                    bulk_invite::DAILY_CAP
                ));
            }
            Ok(act)
        })
    }

    fn run<'a>(&'a self, cx: &'a Cx<'a>, client: &'a Client) -> LocalFuture<'a, Result<Value>> {
        Box::pin(async move {
            // The path records the results under the key once all went well.
            let records = cx.records();
            let no_key = Gate::Send(None);
            let results = bulk_invite::send(
                client,
                records.as_ref(),
                cx.sink(),
                &self.plan,
                &no_key,
                &mut |_| Ok(()),
            )
            .await?;
            Ok(Value::Array(results))
        })
    }

    fn reply(&self, cx: &Cx<'_>, out: Value) -> Result<CallToolResult> {
        let mut extra = Map::new();
        extra.insert("job_id".into(), json!(self.plan.job_id));
        extra.insert("sent".into(), json!(with_status(&out, InviteStatus::Sent)));
        extra.insert(
            InviteStatus::AlreadyInvited.as_str().into(),
            json!(with_status(&out, InviteStatus::AlreadyInvited)),
        );
        let results = out.as_array().cloned().unwrap_or_default();
        reply::page(cx.engine(), &self.printer, &RESULT_VIEW, &results, extra)
    }

    /// The recorded results; the tallies are of the call that sent.
    fn replay(&self, cx: &Cx<'_>, done: Value) -> Result<CallToolResult> {
        let mut extra = Map::new();
        extra.insert("job_id".into(), json!(self.plan.job_id));
        let results = done.as_array().cloned().unwrap_or_default();
        reply::page(cx.engine(), &self.printer, &RESULT_VIEW, &results, extra)
    }

    fn given_back(&self, out: &Value) -> u64 {
        with_status(out, InviteStatus::AlreadyInvited) as u64
    }
}
