//! `talent ledger show`: where the ledger is and what it holds.

use serde_json::json;

use crate::cmd::Context;
use crate::ledger::{SqliteStore, Store};
use crate::output::{col, CellKind, View};
use crate::Result;

/// Show the local ledger: its file, schema and rows per table
///
/// The ledger keeps, per workspace, the candidates already unlocked, the
/// invites sent, the last usage snapshot, the pacer's recent sends, export
/// checkpoints and an audit log of every spending call: ids, counts, times
/// and key fingerprints only. `talent usage --local` prints the audit log.
///
/// Example:
///   talent ledger show
///   talent --sandbox ledger show -o json
#[derive(Debug, clap::Args)]
#[command(add = crate::cmd::complete::Prints(&[&crate::cmd::ledger::show::VIEW]))]
#[command(verbatim_doc_comment)]
pub struct Args {}

pub(crate) const VIEW: View = View {
    columns: &[
        col("TABLE", "table", CellKind::Text),
        col("ROWS", "rows", CellKind::Number),
    ],
    ..View::PLAIN
};

pub async fn run(ctx: &Context, _args: &Args) -> Result<()> {
    let path = super::local_path(ctx)?;
    if ctx.is_team() {
        let (store, _) = ctx.open_store(&path)?;
        let mut out = ctx.printer().list(&ctx.ui, &VIEW);
        for (table, rows) in store.counts()? {
            out.push(&json!({"table": table, "rows": rows}))?;
        }
        out.finish()?;
        ctx.ui.status(&format!(
            "team ledger {} (schema {}); export checkpoints stay in {}",
            store.describe(),
            store.schema_version()?,
            path.display()
        ));
        return Ok(());
    }
    let ledger = SqliteStore::open(&path)?;
    let mut out = ctx.printer().list(&ctx.ui, &VIEW);
    for (table, rows) in ledger.counts()? {
        out.push(&json!({"table": table, "rows": rows}))?;
    }
    out.finish()?;
    ctx.ui.status(&format!(
        "ledger {} (schema {})",
        path.display(),
        ledger.schema_version()?
    ));
    Ok(())
}
