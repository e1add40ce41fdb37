//! The tools `talent mcp` offers, one item each over its operation
//! (rmcp's tool-as-a-type): a [`Tool`] is its definition — name, title,
//! description, input schema (its argument type's), output schema,
//! hints — beside its handler (checked arguments → the operation's input,
//! what it spends, the operation's run, the result). The generic path in
//! [`super::path`] runs every one the same way. A tool exists for a client
//! only as an [`Entry`] built from a type that implements all of that, so a
//! listed tool without a handler cannot be written; `--toolsets`,
//! `--tools` and `--read-only` are derived from the definitions
//! (github-mcp-server's inventory does the same).

use std::sync::Arc;

use rmcp::model::{CallToolRequestParams, CallToolResponse, CallToolResult, JsonObject};
use rmcp::service::RequestContext;
use rmcp::RoleServer;
use schemars::JsonSchema;
use serde::de::DeserializeOwned;
use serde_json::Value;

use crate::api::Client;
use crate::Result;

use super::path::{Act, Cx};
use super::{LocalFuture, Server};

pub mod args;
pub mod candidates;
pub mod jobs;
pub mod outreach;
pub mod schema;
pub mod usage;
pub mod webhooks;

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

/// A tool's definition: what a client lists.
#[derive(Clone, Copy)]
pub struct Def {
    pub name: &'static str,
    pub title: &'static str,
    pub toolset: Toolset,
    pub read_only: bool,
    pub destructive: bool,
    pub idempotent: bool,
    pub description: &'static str,
    /// The input schema (the argument type's).
    pub input: fn() -> Arc<JsonObject>,
    /// The output schema: this tool's result's fields, with its declined,
    /// pending and cut-short forms.
    pub output: fn() -> Arc<JsonObject>,
}

impl Def {
    /// The tool as a client lists it: every hint explicit.
    pub fn tool(&self) -> rmcp::model::Tool {
        let hints = rmcp::model::ToolAnnotations::new()
            .read_only(self.read_only)
            .destructive(self.destructive)
            .idempotent(self.idempotent)
            .open_world(true);
        rmcp::model::Tool::new(self.name, self.description, (self.input)())
            .with_title(self.title)
            .with_raw_output_schema((self.output)())
            .with_annotations(hints)
    }
}

/// The input schema of `T`.
pub fn input_of<T: JsonSchema + 'static>() -> Arc<JsonObject> {
    rmcp::handler::server::tool::schema_for_type::<T>()
}

/// An idempotency key's gate for a write: the command name and request the
/// operation records (shared with the command's `--idempotency-key`).
pub struct Once {
    pub key: Option<String>,
    pub command: &'static str,
    pub request: Value,
}

/// A tool: its definition and its handler, one type. The generic path
/// checks the arguments ([`Tool::check`]), and for a tool that
/// [`Tool::DECIDES`] takes the session's decision, replays an idempotency
/// key's result, judges [`Tool::act`] (caps, the guard's quote, the
/// allowance, the person's yes), runs [`Tool::run`] and answers with
/// [`Tool::reply`].
pub trait Tool: Sized + 'static {
    /// The arguments as the client sends them.
    type Args: DeserializeOwned + JsonSchema + 'static;

    const DEF: Def;

    /// Whether a call may spend or need a yes: it holds the session's one
    /// decision from its quote to its settlement. A free read does not.
    const DECIDES: bool = false;

    /// The arguments checked into the operation's input (nothing sent).
    fn check(args: Self::Args) -> Result<Self>;

    /// An idempotency key's gate, for a write that takes one.
    fn once(&self) -> Option<Once> {
        None
    }

    /// What the call spends and what its question shows (asked once the
    /// decision is held and the client built).
    fn act<'a>(&'a self, cx: &'a Cx<'a>) -> LocalFuture<'a, Result<Act>> {
        let _ = cx;
        Box::pin(async { Ok(Act::default()) })
    }

    /// Runs the operation; the value is what an idempotency key records and
    /// [`Tool::reply`] shows.
    fn run<'a>(&'a self, cx: &'a Cx<'a>, client: &'a Client) -> LocalFuture<'a, Result<Value>>;

    /// The result for `out` (also a value a key recorded before).
    fn reply(&self, cx: &Cx<'_>, out: Value) -> Result<CallToolResult>;

    /// The result for a value an idempotency key recorded (nothing was
    /// sent this time): [`Tool::reply`] unless the tool says otherwise.
    fn replay(&self, cx: &Cx<'_>, done: Value) -> Result<CallToolResult> {
        self.reply(cx, done)
    }

    /// Allowance units given back once the result is known (a bulk
    /// invite's ids that were already invited).
    fn given_back(&self, out: &Value) -> u64 {
        let _ = out;
        0
    }
}

/// How the server calls a tool.
pub type Handler = for<'a> fn(
    &'a Server,
    CallToolRequestParams,
    RequestContext<RoleServer>,
) -> LocalFuture<'a, CallToolResponse>;

/// A tool as the server holds it: its definition and its handler, built
/// together from one [`Tool`].
#[derive(Clone, Copy)]
pub struct Entry {
    pub def: Def,
    /// [`Tool::DECIDES`]: a call may spend or be asked.
    pub decides: bool,
    pub call: Handler,
}

/// The entry of `T`.
pub const fn entry<T: Tool>() -> Entry {
    Entry {
        def: T::DEF,
        decides: T::DECIDES,
        call: super::path::call::<T>,
    }
}

/// Every tool, by toolset, in the contract's order.
pub fn all() -> impl Iterator<Item = &'static Entry> {
    [
        candidates::TOOLS,
        jobs::TOOLS,
        outreach::TOOLS,
        usage::TOOLS,
        webhooks::TOOLS,
    ]
    .into_iter()
    .flatten()
}

/// The tool named `name`, if there is one.
pub fn find(name: &str) -> Option<&'static Entry> {
    all().find(|e| e.def.name == name)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The contract's tools table (docs of cli.md's *mcp*): every name
    /// there has its item, of the table's toolset and hints.
    const CONTRACT: &[(&str, Toolset, bool, bool, bool)] = &[
        ("search_candidates", Toolset::Candidates, true, false, false),
        ("get_candidate", Toolset::Candidates, false, false, true),
        ("candidate_summary", Toolset::Candidates, true, false, true),
        ("candidate_profile", Toolset::Candidates, true, false, true),
        ("shortlist", Toolset::Candidates, false, false, true),
        ("list_jobs", Toolset::Jobs, true, false, true),
        ("list_stages", Toolset::Jobs, true, false, true),
        ("list_applications", Toolset::Jobs, true, false, true),
        ("create_job", Toolset::Jobs, false, false, false),
        ("update_job", Toolset::Jobs, false, true, true),
        ("close_job", Toolset::Jobs, false, true, true),
        ("invite_candidate", Toolset::Outreach, false, false, false),
        ("send_message", Toolset::Outreach, false, false, false),
        ("bulk_invite", Toolset::Outreach, false, false, false),
        ("get_usage", Toolset::Usage, true, false, true),
        ("list_webhooks", Toolset::Webhooks, true, false, true),
        ("enable_webhook", Toolset::Webhooks, false, false, true),
        ("delete_webhook", Toolset::Webhooks, false, true, true),
    ];

    #[test]
    fn every_tool_of_the_contracts_table_has_its_item() {
        for (name, toolset, ro, destructive, idempotent) in CONTRACT {
            let e = find(name).unwrap_or_else(|| panic!("{name} has no item"));
            let d = &e.def;
            assert_eq!(d.toolset, *toolset, "{name}");
            assert_eq!(
                (d.read_only, d.destructive, d.idempotent),
                (*ro, *destructive, *idempotent),
                "{name}'s hints"
            );
            assert!(!d.title.is_empty(), "{name} has a title");
        }
        assert_eq!(all().count(), CONTRACT.len(), "no tool beyond the table");
    }

    #[test]
    fn no_description_names_a_tool_that_does_not_exist() {
        let names: Vec<&str> = all().map(|e| e.def.name).collect();
        for e in all() {
            for word in e
                .def
                .description
                .split(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
                .filter(|w| {
                    w.contains('_') && w.chars().all(|c| c.is_ascii_lowercase() || c == '_')
                })
            {
                let looks_like_tool = [
                    "get_",
                    "list_",
                    "send_",
                    "close_",
                    "create_",
                    "update_",
                    "delete_",
                    "enable_",
                    "bulk_",
                    "search_",
                    "candidate_",
                    "invite_",
                ]
                .iter()
                .any(|p| word.starts_with(p));
                if looks_like_tool {
                    assert!(names.contains(&word), "{} names {word}", e.def.name);
                }
            }
        }
    }

    #[test]
    fn every_output_schema_admits_the_declined_pending_and_cut_short_forms() {
        for e in all() {
            let s = (e.def.output)();
            assert_eq!(s["type"], "object", "{}", e.def.name);
            let props = s["properties"].as_object().expect("properties");
            for k in ["truncated", "next"] {
                assert!(props.contains_key(k), "{} lacks {k}", e.def.name);
            }
            if e.decides {
                for k in ["declined", "pending_approval", "reason", "cost"] {
                    assert!(props.contains_key(k), "{} lacks {k}", e.def.name);
                }
            }
            assert!(
                s.get("required").is_none(),
                "{}: nothing required",
                e.def.name
            );
        }
    }
}
