//! `talent ledger import FILE`: a machine joining a team brings its local
//! ledger's unlocks, invites and spends of this cycle into the team ledger.

use std::path::PathBuf;

use crate::cmd::Context;
use crate::ledger::pg::ImportBatch;
use crate::ledger::SqliteStore;
use crate::{Error, Result};

/// Copy a local ledger's unlocks, invites and spends into the team ledger
///
/// Brings what this machine knew before it joined: candidates it unlocked
/// (a teammate then opens them free), invites it sent (not sent twice) and
/// its spends of this cycle (attributed to --member), for the key's
/// workspace. A file is imported once; a second import changes nothing.
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
    if !args.file.is_file() {
        return Err(Error::usage(format!("no ledger file at {}", args.file.display()))
            .with_hint("give the local ledger.sqlite3 of the machine joining (`talent ledger show` on it prints where)"));
    }
    let local = SqliteStore::open(&args.file)?;
    let (guard, ws) = ctx.team_guard().await?;
    let Some(team) = guard.store().team_store() else {
        return Err(Error::failure("the team ledger is not in use"));
    };
    let (_, snap) = guard.fresh_snapshot().await?;
    let since = snap
        .cycle_ends
        .as_deref()
        .and_then(|c| chrono::DateTime::parse_from_rfc3339(c).ok())
        .and_then(|e| e.checked_sub_months(chrono::Months::new(1)))
        .map_or(0, |t| t.timestamp_millis());
    let (unlocks, invites, spends) = local.since(&ws, since)?;
    let batch = ImportBatch {
        workspace: ws.clone(),
        source: format!("import:{}", local.ledger_id()?),
        member: guard.member().to_string(),
        unlocks,
        invites,
        spends,
    };
    match team.import(batch)? {
        None => ctx.ui.status(&format!(
            "{} was imported into {ws} before; nothing changed",
            args.file.display()
        )),
        Some((u, i, s)) => ctx.ui.status(&format!(
            "imported {u} unlock(s), {i} invite(s) and {s} spend line(s) of this cycle into {ws} as {}",
            guard.member()
        )),
    }
    Ok(())
}
