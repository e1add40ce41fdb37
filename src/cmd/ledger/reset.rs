//! `talent ledger reset`: start the ledger afresh.

use crate::cmd::Context;
use crate::{Error, Result};

/// Delete the local ledger
///
/// Forgets which candidates were unlocked and invited, the usage snapshot,
/// the pacer's history, export checkpoints and the audit log. The next
/// command starts a new ledger. Asks first; `--yes` skips the question.
///
/// Example: talent ledger reset --yes
#[derive(Debug, clap::Args)]
#[command(verbatim_doc_comment)]
pub struct Args {}

pub async fn run(ctx: &Context, _args: &Args) -> Result<()> {
    let path = super::local_path(ctx)?;
    if ctx.is_team() {
        super::team_needs_yes(ctx, "reset")?;
        let (_records, team, ws) = ctx.team_guard().await?;
        let keys = team.keys_of(&ws)?;
        let removed = team.reset_workspace(&ws, &keys)?;
        ctx.ui.status(&format!(
            "removed {removed} row(s) of workspace {ws} from the team ledger {}; other workspaces are untouched",
            team.describe()
        ));
        return Ok(());
    }
    ctx.ui.confirm_destructive(
        &format!(
            "Delete the ledger {}? Unlocks, invites, checkpoints and the audit log are forgotten.",
            path.display()
        ),
        "talent ledger reset --yes",
    )?;
    let removed = crate::ledger::remove(&path)
        .map_err(|e| Error::failure(format!("cannot remove {}: {e}", path.display())))?;
    ctx.ui.status(&if removed {
        format!("removed the ledger {}", path.display())
    } else {
        format!("nothing to remove: no ledger at {}", path.display())
    });
    Ok(())
}
