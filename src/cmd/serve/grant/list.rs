//! `talent serve grant list [--for NAME]`.

use serde_json::json;

use crate::clock::shown_ms;
use crate::cmd::Context;
use crate::output::{col, CellKind, View};
use crate::Result;

/// List the grants members gave assistants on /mcp
///
/// One row per live grant: its id, the member, the client (its metadata
/// document's URL or its registered id, and the name it gives itself), the
/// exact redirect, the scopes, when it was given and last used. `talent
/// serve grant revoke ID` ends one with every token it gave.
///
/// Example: talent serve grant list --for asha
#[derive(Debug, clap::Args)]
#[command(add = crate::cmd::complete::Prints(&[&crate::cmd::serve::grant::list::VIEW]))]
#[command(verbatim_doc_comment)]
pub struct Args {
    /// Only this member's grants
    #[arg(long = "for", value_name = "NAME")]
    pub member: Option<String>,
}

pub(crate) const VIEW: View = View {
    columns: &[
        col("ID", "id", CellKind::Text),
        col("MEMBER", "member", CellKind::Text),
        col("CLIENT", "client", CellKind::Text),
        col("SCOPES", "scopes", CellKind::Text),
        col("GIVEN", "given", CellKind::Text),
        col("LAST USED", "last_used", CellKind::Text),
    ],
    ..View::PLAIN
};

pub async fn run(ctx: &Context, args: &Args) -> Result<()> {
    ctx.check(&VIEW)?;
    let member = args
        .member
        .as_deref()
        .map(crate::config::ledger::check_member)
        .transpose()?;
    let rows = super::oauth(ctx).await?.grants(member.as_deref())?;
    let mut out = ctx.printer().list(&ctx.ui, &VIEW);
    for g in rows {
        let client = match &g.client_name {
            Some(n) => format!("{} ({n})", g.client_id),
            None => g.client_id.clone(),
        };
        out.push(&json!({
            "id": g.id.to_string(),
            "member": g.member,
            "client": client,
            "client_id": g.client_id,
            "client_name": g.client_name,
            "redirect_uri": g.redirect_uri,
            "scopes": g.scopes,
            "given": shown_ms(g.created_ms),
            "last_used": g.last_used_ms.map(shown_ms),
        }))?;
    }
    out.finish()
}
