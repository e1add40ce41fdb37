//! `talent team allowance list`.

use serde_json::json;

use crate::cmd::Context;
use crate::output::{col, CellKind, View};
use crate::Result;

/// List the members' allowances per cycle
///
/// One row per member: the cap of each meter (empty: no cap).
///
/// Example: talent team allowance list -o json
#[derive(Debug, clap::Args)]
#[command(add = crate::cmd::complete::Prints(&[&crate::cmd::team::allowance::list::VIEW]))]
#[command(verbatim_doc_comment)]
pub struct Args {}

pub(crate) const VIEW: View = View {
    columns: &[
        col("MEMBER", "member", CellKind::Text),
        col("UNLOCKS", "unlocks", CellKind::Number),
        col("SEARCHES", "searches", CellKind::Number),
        col("MESSAGES", "messages", CellKind::Number),
        col("OUTREACH", "outreach", CellKind::Number),
    ],
    ..View::PLAIN
};

pub async fn run(ctx: &Context, _args: &Args) -> Result<()> {
    ctx.check(&VIEW)?;
    let (_records, team, ws) = ctx.team_guard().await?;
    let rows = team.allowances(&ws)?;
    let mut out = ctx.printer().list(&ctx.ui, &VIEW);
    let mut members: Vec<&str> = rows.iter().map(|(m, ..)| m.as_str()).collect();
    members.dedup();
    for member in members {
        crate::recall::remember(crate::recall::Kind::Member, member, "");
        let cap = |meter: &str| {
            rows.iter()
                .find(|(m, k, _)| m == member && k == meter)
                .map(|(.., c)| *c)
        };
        out.push(&json!({
            "member": member,
            "unlocks": cap("unlocks"),
            "searches": cap("searches"),
            "messages": cap("messages"),
            "outreach": cap(crate::ledger::OUTREACH),
        }))?;
    }
    out.finish()
}
