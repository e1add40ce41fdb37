//! `talent serve member revoke NAME [--delete-webhooks]`.

use serde_json::json;

use crate::cmd::Context;
use crate::output::{col, CellKind, View};
use crate::Result;

/// End every credential of a member, and list what they created
///
/// Their tokens are refused on the next request on every gateway of the
/// ledger. Prints the webhooks and jobs they created through the gateway;
/// --delete-webhooks deletes those webhooks (with the workspace's key).
/// Jobs stay: close them with `talent jobs close` if they should end.
///
/// Example: talent serve member revoke asha --delete-webhooks
#[derive(Debug, clap::Args)]
#[command(add = crate::cmd::complete::Prints(&[&crate::cmd::serve::member::revoke::VIEW]))]
#[command(verbatim_doc_comment)]
pub struct Args {
    /// The member
    pub name: String,
    /// Delete the webhooks they created through the gateway
    #[arg(long)]
    pub delete_webhooks: bool,
}

pub(crate) const VIEW: View = View {
    columns: &[
        col("KIND", "kind", CellKind::Text),
        col("ID", "id", CellKind::Text),
        col("WORKSPACE", "workspace", CellKind::Text),
        col("CREATED", "created", CellKind::Text),
        col("DELETED", "deleted", CellKind::Text),
    ],
    ..View::PLAIN
};

pub async fn run(ctx: &Context, args: &Args) -> Result<()> {
    ctx.check(&VIEW)?;
    let name = crate::config::ledger::check_member(&args.name)?;
    let members = super::members(ctx).await?;
    // The service's key first: without it nothing is revoked either, so
    // the lead can run the same line again once the key is there.
    let client = match args.delete_webhooks {
        true => Some(ctx.client().await?),
        false => None,
    };
    let created = members.revoke(&name)?;
    ctx.ui.status(&format!(
        "revoked {name}: every token of theirs is refused from the next request on"
    ));
    let mut rows = Vec::new();
    let mut failed = None;
    for c in &created {
        let mut deleted = false;
        if let (Some(client), "webhook") = (client, c.kind.as_str()) {
            let segment = crate::api::query::id_segment("webhook id", &c.id)?;
            let req = crate::ops::kit::routes::delete_webhook(&segment);
            match client.send(&req).await {
                Ok(_) => {
                    members.mark_deleted("webhook", &c.id)?;
                    deleted = true;
                }
                // Already gone on the service: nothing left to delete.
                Err(e) if e.kind == crate::ErrorKind::NotFound => {
                    members.mark_deleted("webhook", &c.id)?;
                    deleted = true;
                }
                Err(e) => {
                    failed.get_or_insert(e);
                }
            }
        }
        rows.push(json!({
            "kind": c.kind,
            "id": c.id,
            "workspace": c.workspace,
            "created": crate::clock::shown_ms(c.at_ms),
            "deleted": deleted,
        }));
    }
    let mut out = ctx.printer().list(&ctx.ui, &VIEW);
    for r in &rows {
        out.push(r)?;
    }
    out.finish()?;
    match failed {
        Some(e) => Err(e),
        None => Ok(()),
    }
}
