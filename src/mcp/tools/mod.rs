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

use rmcp::model::{CallToolRequestParams, CallToolResponse};
use rmcp::service::RequestContext;
use rmcp::RoleServer;

use super::{LocalFuture, Server};

pub mod args;
pub mod candidates;
pub mod jobs;
pub mod outreach;
pub mod schema;
pub mod usage;
pub mod webhooks;

pub use super::path::{input_of, Def, Once, Tool, Toolset};

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
