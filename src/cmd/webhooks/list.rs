//! `talent webhooks list`: GET /v1/webhooks.

use clap::Args as ClapArgs;

use super::ENDPOINT_VIEW;
use crate::cmd::Context;
use crate::Result;

/// List webhook endpoints
///
/// Lists the workspace's endpoints on the additional interface
/// (GET /v1/webhooks): id, URL, subscribed events, status (active or
/// disabled) and creation time. Secrets are never listed.
///
/// Example: talent webhooks list -o json
#[derive(Debug, ClapArgs)]
#[command(add = crate::cmd::complete::Prints(&[&crate::cmd::webhooks::ENDPOINT_VIEW]))]
pub struct Args {}

pub async fn run(ctx: &Context, _args: &Args) -> Result<()> {
    ctx.check(&ENDPOINT_VIEW)?;
    let endpoints = crate::ops::webhooks::list(ctx.client().await?).await?;
    let mut out = ctx.printer().list(&ctx.ui, &ENDPOINT_VIEW);
    for endpoint in &endpoints {
        out.push(endpoint)?;
    }
    out.finish()?;
    let disabled = endpoints
        .iter()
        .filter(|e| e.get("status").and_then(serde_json::Value::as_str) == Some("disabled"))
        .count();
    if disabled > 0 {
        ctx.ui.hint(&format!(
            "{disabled} endpoint(s) disabled after failed deliveries; `talent webhooks enable ID` turns one back on"
        ));
    }
    Ok(())
}
