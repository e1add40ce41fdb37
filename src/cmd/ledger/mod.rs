//! `talent ledger ...`: inspect and maintain the ledger (the local file, or
//! a team ledger).

use clap::Subcommand;

use super::Context;
use crate::Result;

pub mod import;
pub mod migrate;
pub mod prune;
pub mod reset;
pub mod show;

#[derive(Debug, Subcommand)]
pub enum LedgerCommand {
    Show(show::Args),
    Prune(prune::Args),
    Reset(reset::Args),
    Migrate(migrate::Args),
    Import(import::Args),
}

pub async fn run(ctx: &Context, cmd: &LedgerCommand) -> Result<()> {
    match cmd {
        LedgerCommand::Show(args) => show::run(ctx, args).await,
        LedgerCommand::Prune(args) => prune::run(ctx, args).await,
        LedgerCommand::Reset(args) => reset::run(ctx, args).await,
        LedgerCommand::Migrate(args) => migrate::run(ctx, args).await,
        LedgerCommand::Import(args) => import::run(ctx, args).await,
    }
}

/// The local ledger file this run uses: `sqlite:PATH`, or the data folder's
/// (the embedded sandbox's own with `--sandbox`).
pub(crate) fn local_path(ctx: &Context) -> Result<std::path::PathBuf> {
    match (&ctx.settings.ledger, ctx.settings.sandbox) {
        (crate::config::ledger::Target::Sqlite(Some(p)), false) => Ok(p.clone()),
        _ => crate::paths::ledger(ctx.settings.sandbox),
    }
}

/// A team ledger is shared by every machine of the workspace: changing it
/// needs --yes, even on a terminal.
pub(crate) fn team_needs_yes(ctx: &Context, what: &str) -> Result<()> {
    if ctx.global.yes {
        return Ok(());
    }
    Err(crate::Error::usage(format!(
        "{what} acts on a team ledger shared by every machine of the workspace (only this key's workspace is touched)"
    ))
    .with_hint(format!("run `talent ledger {what} --yes` to go ahead")))
}
