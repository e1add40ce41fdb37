//! The `webhooks` toolset: list, enable and delete the workspace's
//! endpoints.

use std::sync::Arc;

use rmcp::model::{CallToolResult, JsonObject};
use schemars::JsonSchema;
use serde::Deserialize;
use serde_json::{json, Map, Value};

use crate::api::Client;
use crate::ops::webhooks::{Endpoint, ENDPOINT_VIEW};
use crate::ops::Spends;
use crate::Result;

use super::usage::NoArgs;
use super::{entry, input_of, Def, Entry, Scope, Toolset};
use crate::mcp::engine::LocalFuture;
use crate::mcp::path::{Act, Cx};
use crate::mcp::reply;
use crate::mcp::schema;

pub const TOOLS: &[Entry] = &[
    entry::<ListWebhooks>(),
    entry::<EnableWebhook>(),
    entry::<DeleteWebhook>(),
];

/// `list_webhooks`.
pub struct ListWebhooks;

fn list_output() -> Arc<JsonObject> {
    schema::page(&ENDPOINT_VIEW, &[], schema::Forms::Free)
}

impl super::Tool for ListWebhooks {
    type Args = NoArgs;
    const DEF: Def = Def {
        name: "list_webhooks",
        title: "List webhook endpoints",
        toolset: Toolset::Webhooks,
        scopes: &[Scope::Webhooks],
        evaluation_key: false,
        read_only: true,
        destructive: false,
        idempotent: true,
        description:
            "The workspace's webhook endpoints (id for enable_webhook and delete_webhook).",
        input: input_of::<NoArgs>,
        output: list_output,
    };

    fn check(_: NoArgs) -> Result<Self> {
        Ok(ListWebhooks)
    }

    fn run<'a>(&'a self, _: &'a Cx<'a>, client: &'a Client) -> LocalFuture<'a, Result<Value>> {
        Box::pin(async move { Ok(Value::Array(crate::ops::webhooks::list(client).await?)) })
    }

    fn reply(&self, cx: &Cx<'_>, out: Value) -> Result<CallToolResult> {
        let printer = reply::printer(&[], &ENDPOINT_VIEW, true)?;
        let records = out.as_array().cloned().unwrap_or_default();
        reply::page(cx.engine(), &printer, &ENDPOINT_VIEW, &records, Map::new())
    }
}

#[derive(Debug, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct WebhookArgs {
    /// An endpoint id (from list_webhooks).
    pub id: String,
}

/// What enabling or deleting answers: the id and what was done.
fn done_output() -> Arc<JsonObject> {
    let b = json!({"type": "boolean"});
    schema::fields(
        &[
            ("id", json!({"type": "string"})),
            ("enabled", b.clone()),
            ("deleted", b),
        ],
        schema::Forms::Asks,
    )
}

/// `enable_webhook`.
pub struct EnableWebhook {
    endpoint: Endpoint,
}

impl super::Tool for EnableWebhook {
    type Args = WebhookArgs;
    const DEF: Def = Def {
        name: "enable_webhook",
        title: "Enable a webhook endpoint",
        toolset: Toolset::Webhooks,
        scopes: &[Scope::Webhooks],
        evaluation_key: false,
        read_only: false,
        destructive: false,
        idempotent: true,
        description: "Enable a disabled webhook endpoint again.",
        input: input_of::<WebhookArgs>,
        output: done_output,
    };
    const DECIDES: bool = true;

    fn check(a: WebhookArgs) -> Result<Self> {
        Ok(EnableWebhook {
            endpoint: Endpoint::new("id", &a.id)?,
        })
    }

    fn act<'a>(&'a self, _: &'a Cx<'a>) -> LocalFuture<'a, Result<Act>> {
        Box::pin(async { Ok(Act::new(Spends::NOTHING)) })
    }

    fn run<'a>(&'a self, _: &'a Cx<'a>, client: &'a Client) -> LocalFuture<'a, Result<Value>> {
        Box::pin(async move {
            self.endpoint.enable(client).await?;
            Ok(json!({"id": self.endpoint.id(), "enabled": true}))
        })
    }

    fn reply(&self, cx: &Cx<'_>, out: Value) -> Result<CallToolResult> {
        Ok(reply::ok(cx.engine(), out))
    }
}

/// `delete_webhook`: for good; always asked.
pub struct DeleteWebhook {
    endpoint: Endpoint,
}

impl super::Tool for DeleteWebhook {
    type Args = WebhookArgs;
    const DEF: Def = Def {
        name: "delete_webhook",
        title: "Delete a webhook endpoint",
        toolset: Toolset::Webhooks,
        scopes: &[Scope::Webhooks],
        evaluation_key: false,
        read_only: false,
        destructive: true,
        idempotent: true,
        description:
            "Delete a webhook endpoint (deliveries stop at once). Always asks the person first.",
        input: input_of::<WebhookArgs>,
        output: done_output,
    };
    const DECIDES: bool = true;

    fn check(a: WebhookArgs) -> Result<Self> {
        Ok(DeleteWebhook {
            endpoint: Endpoint::new("id", &a.id)?,
        })
    }

    fn act<'a>(&'a self, _: &'a Cx<'a>) -> LocalFuture<'a, Result<Act>> {
        Box::pin(async {
            Ok(Act {
                webhook: Some(self.endpoint.id().to_string()),
                ..Act::new(self.endpoint.delete_spends())
            })
        })
    }

    fn run<'a>(&'a self, _: &'a Cx<'a>, client: &'a Client) -> LocalFuture<'a, Result<Value>> {
        Box::pin(async move {
            self.endpoint.delete(client).await?;
            Ok(json!({"id": self.endpoint.id(), "deleted": true}))
        })
    }

    fn reply(&self, cx: &Cx<'_>, out: Value) -> Result<CallToolResult> {
        Ok(reply::ok(cx.engine(), out))
    }
}
