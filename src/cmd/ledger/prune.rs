//! `talent ledger prune`: drop rows that no longer matter.

use std::time::Duration;

use crate::cmd::Context;
use crate::ledger::{SqliteStore, Store};
use crate::Result;

/// Remove old rows from the local ledger
///
/// Drops audit lines older than one quota cycle (30 days), the pacer's sends
/// older than their window, rate-limit blocks that ended and quota holds of
/// requests that never finished; values kept for shell completion that no
/// run printed for a cycle; on a team ledger, the gateway's MCP questions
/// answered or expired before the cycle. What was unlocked and invited is
/// kept.
///
/// Example: talent ledger prune
#[derive(Debug, clap::Args)]
#[command(verbatim_doc_comment)]
pub struct Args {}

/// One quota cycle: audit lines older than this are dropped.
const CYCLE: Duration = Duration::from_secs(30 * 86_400);
/// The longest rate-limit window and block (300 s) with room to spare.
const SENDS_KEPT: Duration = Duration::from_secs(600);

pub async fn run(ctx: &Context, _args: &Args) -> Result<()> {
    // The values kept for completion go by the same cycle.
    let kept = crate::recall::path(ctx.global.sandbox)?;
    let dropped = crate::recall::prune(&kept, crate::clock::now_ms() - crate::recall::KEPT_MS)?;
    if dropped > 0 {
        ctx.ui.status(&format!(
            "removed {dropped} value(s) kept for completion from {}",
            kept.display()
        ));
    }
    // The names `talent mcp` keeps for its questions, by the same cycle.
    let names = kept.with_file_name(crate::mcp::names::NAMES_FILE);
    let dropped =
        crate::mcp::names::prune_names(&names, crate::clock::now_ms() - crate::recall::KEPT_MS);
    if dropped > 0 {
        ctx.ui.status(&format!(
            "removed {dropped} name(s) kept for questions from {}",
            names.display()
        ));
    }
    let path = super::local_path(ctx)?;
    if ctx.is_team() {
        super::team_needs_yes(ctx, "prune")?;
        let (records, team, ws) = ctx.team_guard().await?;
        let now = records.now_ms();
        let ms = |d: Duration| d.as_millis() as i64;
        let keys = team.keys_of(&ws)?;
        let removed = team.prune_workspace(&ws, &keys, now - ms(CYCLE), now - ms(SENDS_KEPT))?;
        ctx.ui.status(&format!(
            "removed {removed} row(s) of workspace {ws} from the team ledger {}",
            team.describe()
        ));
        return Ok(());
    }
    let ledger = SqliteStore::open(&path)?;
    let now = ledger.now_ms();
    let ms = |d: Duration| d.as_millis() as i64;
    let removed = ledger.prune(now - ms(CYCLE), now - ms(SENDS_KEPT))?;
    ctx.ui
        .status(&format!("removed {removed} row(s) from {}", path.display()));
    Ok(())
}
