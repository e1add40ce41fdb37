//! `talent team allowance clear MEMBER`.

use crate::cmd::Context;
use crate::Result;

/// Remove a member's allowances (no cap but the workspace's quota)
///
/// Example: talent team allowance clear vikram
#[derive(Debug, clap::Args)]
#[command(verbatim_doc_comment)]
pub struct Args {
    /// The member
    pub member: String,
}

pub async fn run(ctx: &Context, args: &Args) -> Result<()> {
    let member = crate::config::ledger::check_member(&args.member)?;
    let (_records, team, ws) = ctx.team_guard().await?;
    let n = team.clear_allowance(&ws, &member)?;
    ctx.ui.status(&if n == 0 {
        format!("{member} had no allowance in {ws}")
    } else {
        format!("cleared {member}'s allowances in {ws}")
    });
    Ok(())
}
