//! `talent ledger import FILE`: a machine joining a team brings its local
//! ledger's unlocks, invites and spends of this cycle into the team ledger.

use std::path::PathBuf;

use crate::cmd::Context;
use crate::ops::ledger_import;
use crate::Result;

/// Copy a local ledger's unlocks, invites and spends into the team ledger
///
/// Brings what this machine knew before it joined: candidates it unlocked
/// (shown to teammates, and free to open once the service's record shows
/// them unlocked before), invites it sent (not sent twice) and
/// its spends of this cycle (attributed to --member), for the key's
/// workspace. The file is only read, never changed, and must be a talent
/// ledger whose lines this cycle can hold (known meters, costs within a
/// meter's limit, no more spent than the service counted); otherwise
/// nothing is imported (exit 2). Each line is taken once: a second import,
/// or lines this machine already wrote back after working offline, add
/// nothing.
///
/// Example:
///   talent ledger import ~/.local/share/talent/ledger.sqlite3
#[derive(Debug, clap::Args)]
#[command(verbatim_doc_comment)]
pub struct Args {
    /// The local ledger file (ledger.sqlite3 in the data folder)
    pub file: PathBuf,
}

pub async fn run(ctx: &Context, args: &Args) -> Result<()> {
    // On the local ledger that is the one line to print, whatever the file.
    ctx.team_admin()?;
    let local = ledger_import::open(&args.file)?;
    let (records, team, ws) = ctx.team_guard().await?;
    ledger_import::import(&records, &team, &ws, &local, &args.file, &*ctx.ui).await
}
