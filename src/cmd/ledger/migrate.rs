//! `talent ledger migrate`: create or upgrade the ledger's schema.

use crate::cmd::Context;
use crate::Result;

/// Create or upgrade the ledger's schema
///
/// Also done on first use. Run it once with a role that can create tables
/// when the team's everyday role cannot (the least-privilege role in the
/// README's Teams section). Migrations only add, so older and newer talents
/// share one ledger; a schema newer than this talent understands is refused,
/// naming both versions.
///
/// Example:
///   TALENT_LEDGER_URL=postgres://admin@db.internal/talent talent ledger migrate
#[derive(Debug, clap::Args)]
#[command(verbatim_doc_comment)]
pub struct Args {}

pub async fn run(ctx: &Context, _args: &Args) -> Result<()> {
    if ctx.is_team() {
        let team = ctx.team_admin()?;
        let (before, after) = team.migrate()?;
        ctx.ui.status(&if before == after {
            format!(
                "the team ledger {} is at schema {after}; nothing to do",
                team.describe()
            )
        } else {
            format!(
                "the team ledger {} is now at schema {after} (was {before})",
                team.describe()
            )
        });
        return Ok(());
    }
    let path = crate::paths::ledger(ctx.settings.sandbox)?;
    let (store, broken) = ctx.open_store(&path)?;
    if let Some(e) = broken {
        return Err(e);
    }
    ctx.ui.status(&format!(
        "the ledger {} is at schema {}",
        store.describe(),
        store.schema_version()?
    ));
    Ok(())
}
