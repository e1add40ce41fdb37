//! `talent serve member list`.

use serde_json::json;

use crate::cmd::Context;
use crate::output::{col, CellKind, View};
use crate::Result;

/// List the gateway's members and their tokens
///
/// One row per member: their e-mail, grants, whether they are revoked, and
/// each live token's label, use, expiry and last use (never the token).
///
/// Example: talent serve member list -o json
#[derive(Debug, clap::Args)]
#[command(add = crate::cmd::complete::Prints(&[&crate::cmd::serve::member::list::VIEW]))]
#[command(verbatim_doc_comment)]
pub struct Args {}

pub(crate) const VIEW: View = View {
    columns: &[
        col("MEMBER", "member", CellKind::Text),
        col("EMAIL", "email", CellKind::Text),
        col("CAN", "can", CellKind::Text),
        col("REVOKED", "revoked", CellKind::Text),
        col("TOKENS", "tokens_shown", CellKind::Text),
    ],
    ..View::PLAIN
};

pub async fn run(ctx: &Context, _args: &Args) -> Result<()> {
    ctx.check(&VIEW)?;
    let rows = super::members(ctx).await?.list()?;
    let mut out = ctx.printer().list(&ctx.ui, &VIEW);
    for m in rows {
        crate::recall::remember(crate::recall::Kind::Member, &m.name, "");
        let tokens: Vec<serde_json::Value> = m
            .tokens
            .iter()
            .map(|t| {
                json!({
                    "label": t.label,
                    "use": t.use_for,
                    "created": crate::clock::shown_ms(t.created_ms),
                    "expires": t.expires_ms.map(crate::clock::shown_ms),
                    "last_used": t.last_used_ms.map(crate::clock::shown_ms),
                })
            })
            .collect();
        let shown: Vec<String> = m
            .tokens
            .iter()
            .map(|t| {
                format!(
                    "{} ({}, expires {}, last used {})",
                    t.label,
                    t.use_for,
                    t.expires_ms.map_or("never".into(), crate::clock::shown_ms),
                    t.last_used_ms
                        .map_or("never".into(), crate::clock::shown_ms)
                )
            })
            .collect();
        out.push(&json!({
            "member": m.name,
            "email": m.email,
            "can": m.grants.join(","),
            "created": crate::clock::shown_ms(m.created_ms),
            "revoked": m.revoked_ms.map(crate::clock::shown_ms),
            "tokens": tokens,
            "tokens_shown": shown.join("; "),
        }))?;
    }
    out.finish()
}
