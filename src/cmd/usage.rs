//! `talent usage`: the workspace's meters and when they reset.

use clap::Args as ClapArgs;

use crate::cmd::Context;
use crate::Result;

/// Show usage meters and quotas
///
/// Fetches GET /usage: how much of this cycle's unlocks, searches and
/// messages are used, when the meters reset (cycleEndsOn) and when the plan
/// ends. With -o json it prints the service's usage object as is.
///
/// With --local it sends nothing and prints the local ledger's audit log
/// instead: every spending call this machine made (when, command, meter,
/// cost, outcome), oldest first.
///
/// Example:
///   talent usage
///   talent usage -o json | jq '.searches.limit - .searches.used'
///   talent usage --local
#[derive(Debug, ClapArgs)]
#[command(verbatim_doc_comment)]
pub struct Args {
    /// Print the local audit log of spends instead of asking the service
    #[arg(long)]
    pub local: bool,
}

pub use crate::ops::usage::AUDIT_VIEW;

pub use crate::ops::usage::USAGE_VIEW;

pub async fn run(ctx: &Context, args: &Args) -> Result<()> {
    if args.local {
        let rows = crate::ops::usage::audit(&crate::paths::ledger(ctx.settings.sandbox)?)?;
        let mut out = ctx.printer().list(&ctx.ui, &AUDIT_VIEW);
        for row in &rows {
            out.push(row)?;
        }
        return out.finish();
    }
    ctx.check(&USAGE_VIEW)?;
    let usage = crate::ops::usage::run(ctx.client().await?).await?;
    ctx.printer().one(&ctx.ui, &USAGE_VIEW, &usage)
}
