//! `talent status`: what needs attention, in one look.

use clap::Args as ClapArgs;

use crate::cmd::Context;
use crate::ledger::{SqliteStore, Store};
use crate::ops::status;
use crate::output::{col, CellKind, View};
use crate::{Error, Result};
use talent_spec::rate::Meter;

/// Show what needs attention: quota, pipelines, webhooks, recent spends
///
/// Reads the usage meters (with each one's reserve and the time to the
/// reset), the open jobs and the applications in each stage, the webhook
/// endpoints (disabled ones are named), and the last spends from the local
/// ledger. Spends nothing. With --exit-status it exits 1 when a meter is
/// under its reserve or a webhook is disabled, so cron can alert.
///
/// Example:
///   talent status --exit-status -q || notify-send 'talent needs attention'
#[derive(Debug, ClapArgs)]
#[command(add = crate::cmd::complete::Prints(&[&crate::cmd::status::VIEW]))]
#[command(verbatim_doc_comment)]
pub struct Args {
    /// Exit 1 when something needs attention (a reserve breached, a webhook disabled)
    #[arg(long)]
    pub exit_status: bool,
}

pub(crate) const VIEW: View = View {
    columns: &[
        col("WORKSPACE", "workspaceId", CellKind::Id),
        col("UNLOCKS", "meters.unlocks", CellKind::Meter),
        col("SEARCHES", "meters.searches", CellKind::Meter),
        col("MESSAGES", "meters.messages", CellKind::Meter),
        col("RESETS", "cycleEndsOn", CellKind::Relative),
        col("OPEN JOBS", "openJobs", CellKind::List),
        col("DISABLED WEBHOOKS", "webhooks.disabled", CellKind::List),
        col("LAST SPENDS", "lastSpends", CellKind::List),
        col("ATTENTION", "attention", CellKind::List),
    ],
    ..View::PLAIN
};

pub async fn run(ctx: &Context, args: &Args) -> Result<()> {
    let profile = &ctx.settings.profile;
    let reserves = [Meter::ApiUnlocks, Meter::Searches, Meter::Messages].map(|m| {
        ctx.config
            .get_u64(profile, crate::meter::words(m).reserve_key)
            .map(|n| n as i64)
    });
    let spends =
        match crate::paths::ledger(ctx.settings.sandbox).and_then(|p| SqliteStore::open(&p)) {
            Ok(l) => l.audit(None, 50)?,
            Err(_) => Vec::new(),
        };
    let client = ctx.client().await?;
    let got = status::status(client, reserves, spends, ctx.settings.clock.now()).await?;
    ctx.printer().one(&ctx.ui, &VIEW, &got.record)?;
    if args.exit_status && !got.attention.is_empty() {
        return Err(Error::failure(format!(
            "{} thing(s) need attention: {}",
            got.attention.len(),
            got.attention.join("; ")
        )));
    }
    Ok(())
}
