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

use super::engine::LocalFuture;
use super::session::Server;

pub mod candidates;
pub mod jobs;
pub mod outreach;
pub mod usage;
pub mod webhooks;

pub use super::engine::{Scope, Toolset};
pub use super::path::{input_of, Def, Once, Tool};

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

    /// Issue 44: each tool's gateway scope is on its definition: exactly
    /// one, the one that grants its toolset; and every scope grants some.
    #[test]
    fn every_tool_has_exactly_one_scope_that_matches_its_toolset() {
        for e in all() {
            let d = &e.def;
            assert_eq!(d.scopes.len(), 1, "{}: {:?}", d.name, d.scopes);
            assert_eq!(d.scopes[0].toolset(), d.toolset, "{}", d.name);
        }
        for scope in Scope::ALL {
            assert!(
                all().any(|e| e.def.scopes.contains(scope)),
                "{} grants no tool",
                scope.as_str()
            );
        }
    }

    /// What a sandbox evaluation key lacks is said by the tools' items: the
    /// writes (jobs, messages, sourcing, webhooks), never a read.
    #[test]
    fn an_evaluation_key_is_offered_the_reads() {
        let lacks: Vec<&str> = all()
            .filter(|e| !e.def.evaluation_key)
            .map(|e| e.def.name)
            .collect();
        assert_eq!(
            lacks,
            [
                "shortlist",
                "create_job",
                "update_job",
                "close_job",
                "invite_candidate",
                "send_message",
                "bulk_invite",
                "list_webhooks",
                "enable_webhook",
                "delete_webhook",
            ]
        );
        for e in all().filter(|e| e.def.read_only && e.def.name != "list_webhooks") {
            assert!(e.def.evaluation_key, "{}", e.def.name);
        }
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
                // Issue 48: a gateway's pending_approval names its
                // approvals page.
                assert_eq!(
                    props.get("approve_at"),
                    Some(&serde_json::json!({"type": "string"})),
                    "{} describes approve_at",
                    e.def.name
                );
            }
            assert!(
                s.get("required").is_none(),
                "{}: nothing required",
                e.def.name
            );
        }
    }

    /// Issue 44: what each tool cannot do without, and nothing else, is
    /// `required` (search_candidates required active, page and page_size;
    /// update_job remote_type and status; bulk_invite channel).
    #[test]
    fn an_argument_a_tool_can_do_without_is_not_required() {
        const REQUIRED: &[(&str, &[&str])] = &[
            ("search_candidates", &[]),
            ("get_candidate", &[]),
            ("candidate_summary", &["id"]),
            ("candidate_profile", &["id"]),
            ("shortlist", &["job_id"]),
            ("list_jobs", &[]),
            ("list_stages", &["job_id"]),
            ("list_applications", &["job_id"]),
            ("create_job", &["title"]),
            ("update_job", &["job_id"]),
            ("close_job", &["job_id"]),
            ("invite_candidate", &["talent_card_id", "job_id", "message"]),
            ("send_message", &["thread_id", "message"]),
            ("bulk_invite", &["job_id", "candidate_ids"]),
            ("get_usage", &[]),
            ("list_webhooks", &[]),
            ("enable_webhook", &["id"]),
            ("delete_webhook", &["id"]),
        ];
        for (name, want) in REQUIRED {
            let e = find(name).unwrap_or_else(|| panic!("{name}"));
            let s = (e.def.input)();
            let mut got: Vec<&str> = s
                .get("required")
                .and_then(|r| r.as_array())
                .map(|r| r.iter().filter_map(|v| v.as_str()).collect())
                .unwrap_or_default();
            let mut want = want.to_vec();
            got.sort_unstable();
            want.sort_unstable();
            assert_eq!(got, want, "{name}'s required arguments");
        }
    }

    /// Issue 44: input schemas a model reads stand alone and say no more
    /// than it needs: no `$ref`/`$defs` to follow, no generator noise
    /// (`$schema`, the Rust type's name, number formats), no `null`
    /// alternative; every enumeration an enum.
    #[test]
    fn input_schemas_are_lean_and_their_enumerations_enums() {
        for e in all() {
            let s = serde_json::Value::Object((*(e.def.input)()).clone());
            let text = s.to_string();
            for noise in ["$ref", "$defs", "$schema", "\"format\"", "\"null\""] {
                assert!(!text.contains(noise), "{}: {noise} in {text}", e.def.name);
            }
            assert_eq!(s["type"], "object", "{}", e.def.name);
            assert!(s.get("title").is_none(), "{}: the type's name", e.def.name);
        }
        let search = (find("search_candidates").unwrap().def.input)();
        let active = &search["properties"]["active"]["enum"];
        assert!(
            active.as_array().is_some_and(|a| a.contains(&"3m".into())),
            "{active}"
        );
        let update = (find("update_job").unwrap().def.input)();
        for k in ["remote_type", "status"] {
            assert!(update["properties"][k]["enum"].is_array(), "{k}");
        }
        let bulk = (find("bulk_invite").unwrap().def.input)();
        assert!(bulk["properties"]["channel"]["enum"].is_array());
    }

    /// Issue 44: descriptions said ids look like `tc_…`; a talentCardId is
    /// an opaque id (24 hex characters in the sandbox).
    #[test]
    fn no_tool_says_a_talent_card_id_looks_like_tc() {
        for e in all() {
            let s = serde_json::Value::Object((*(e.def.input)()).clone());
            let text = format!("{} {s}", e.def.description);
            assert!(!text.contains("tc_"), "{}: {text}", e.def.name);
        }
        let get = (find("get_candidate").unwrap().def.input)();
        let said = get["properties"]["talent_card_id"]["description"]
            .as_str()
            .unwrap_or_default();
        assert!(said.contains("24 hex"), "{said}");
    }
}
