//! The `usage` toolset: the workspace's meters and the session's
//! allowances.

use std::sync::Arc;

use rmcp::model::{CallToolResult, JsonObject};
use schemars::JsonSchema;
use serde::Deserialize;
use serde_json::{json, Value};

use crate::api::Client;
use crate::ops::usage::USAGE_VIEW;
use crate::Result;

use super::{entry, input_of, Def, Entry, Scope, Toolset};
use crate::mcp::engine::LocalFuture;
use crate::mcp::path::Cx;
use crate::mcp::reply;
use crate::mcp::schema;

pub const TOOLS: &[Entry] = &[entry::<GetUsage>()];

#[derive(Debug, Default, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct NoArgs {}

/// `get_usage`.
pub struct GetUsage;

fn usage_output() -> Arc<JsonObject> {
    let n = json!({"type": "integer"});
    let allowance = json!({"type": "object", "properties": {
        "allowed": n, "used": n, "maybe": n, "left": n
    }});
    let mut s = (*schema::record(&USAGE_VIEW, schema::Forms::Free)).clone();
    if let Some(Value::Object(props)) = s.get_mut("properties") {
        // Each meter, with its pace from the ledger.
        let forecast = json!({"type": "object", "description": "from the ledger: spends a day over the last 7 days, the day the meter runs out at that pace (null: lasts the cycle)", "properties": {
            "pace_per_day": {"type": "number"}, "runs_out_on": {"type": ["string", "null"]}, "lasts_cycle": {"type": "boolean"}
        }});
        let meter =
            json!({"type": "object", "properties": {"used": n, "limit": n, "forecast": forecast}});
        for key in ["apiUnlocks", "searches", "messages"] {
            props.insert(key.into(), meter.clone());
        }
        props.insert(
            "allowances".into(),
            json!({"type": "object", "description": "what this session may do without asking: allowed, used (maybes included), maybe (calls that may have reached the service, no answer to say), left", "properties": {
                "unlocks": allowance, "searches": allowance, "outreach": allowance, "job_changes": allowance
            }}),
        );
    }
    Arc::new(s)
}

impl super::Tool for GetUsage {
    type Args = NoArgs;
    const DEF: Def = Def {
        name: "get_usage",
        title: "Usage and allowances",
        toolset: Toolset::Usage,
        scopes: &[Scope::Read],
        evaluation_key: true,
        read_only: true,
        destructive: false,
        idempotent: true,
        description: "The workspace's meters (unlocks, searches, messages: used and limit), when they reset, and what this session's allowances have left.",
        input: input_of::<NoArgs>,
        output: usage_output,
    };

    fn check(_: NoArgs) -> Result<Self> {
        Ok(GetUsage)
    }

    /// The service's meters, with each one's pace and forecast from the
    /// ledger where it has them (as `talent usage`).
    fn run<'a>(&'a self, cx: &'a Cx<'a>, client: &'a Client) -> LocalFuture<'a, Result<Value>> {
        Box::pin(async move {
            let mut usage = crate::ops::usage::run(client).await?;
            if let Some(records) = cx.records() {
                let now = crate::clock::now().timestamp_millis();
                // A ledger that cannot say leaves the service's figures.
                let _ = crate::ops::usage::add_forecasts(&records, &mut usage, now);
            }
            Ok(usage)
        })
    }

    fn reply(&self, cx: &Cx<'_>, mut out: Value) -> Result<CallToolResult> {
        if let Value::Object(m) = &mut out {
            m.insert("allowances".into(), cx.allowances());
        }
        Ok(reply::ok(cx.engine(), out))
    }
}
