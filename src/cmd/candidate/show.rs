//! `talent candidate show ID...`: the main interface's candidate details, which
//! unlock a locked candidate (one unit of the apiUnlocks quota each).

use talent_spec::rate::Meter;

use crate::cmd::Context;
use crate::guard::{Cost, Kind, Then};
use crate::ops::candidate::Unlocks;
use crate::{Error, Result};
use clap::Args as ClapArgs;

/// Show candidates' identity and contact details (unlocks: spends quota)
///
/// Fetches GET /candidates/{talentCardId} for each id, one request each. The
/// first fetch of a locked candidate unlocks it and spends one unit of the
/// apiUnlocks quota; later fetches of the same candidate are free.
///
/// One id prints one record; several print a list (an array with -o json).
/// When some ids fail, the others are still printed, each failure is reported
/// on stderr, and the exit code is the first failure's.
///
/// Examples:
///   talent candidate show tc_8f2a91
///   talent candidate show tc_8f2a91 tc_77b0c3 -o json
///   talent candidate show tc_8f2a91 --max-unlocks 1
///   talent candidate show tc_8f2a91 --fields name,email,phone -o csv
#[derive(Debug, ClapArgs)]
#[command(add = crate::cmd::complete::Prints(&[&crate::cmd::candidate::show::DETAIL_VIEW]))]
#[command(verbatim_doc_comment)]
pub struct Args {
    /// talentCardId(s) from `talent search`
    #[arg(value_name = "ID", required = true, num_args = 1..)]
    pub ids: Vec<String>,
}

pub use crate::ops::candidate::DETAIL_VIEW;

pub use crate::ops::candidate::LIST_VIEW;

pub async fn run(ctx: &Context, args: &Args) -> Result<()> {
    ctx.check(&DETAIL_VIEW)?;
    // The operation checks every id before the first request and opens a
    // repeated one once.
    let unlocks = Unlocks::new("candidate id", &args.ids)?;
    let client = ctx.client().await?;
    if let ([_], [only]) = (args.ids.as_slice(), unlocks.shows()) {
        ask_for_one(ctx, only.card()).await?;
        let before = unlocked_by(ctx, only.card()).await;
        let mark = ctx.guard().map(|g| g.mark());
        let record = only.run(client).await?;
        ctx.keep_names(&record);
        ctx.printer().one(&ctx.ui, &DETAIL_VIEW, &record)?;
        say_who(ctx, only.card(), before, mark);
        return Ok(());
    }
    ask_for_all(ctx, &unlocks).await?;
    let mut by = std::collections::HashMap::new();
    for show in unlocks.shows() {
        by.insert(show.card().to_string(), unlocked_by(ctx, show.card()).await);
    }
    let mut out = ctx.printer().list(&ctx.ui, &LIST_VIEW);
    let mut mark = ctx.guard().map(|g| g.mark());
    let done = unlocks
        .run(client, |show, record| {
            ctx.keep_names(&record);
            out.push(&record)?;
            let before = by.remove(show.card()).flatten();
            say_who(ctx, show.card(), before, mark.take());
            mark = ctx.guard().map(|g| g.mark());
            Ok(())
        })
        .await?;
    out.finish()?;
    report_failures(ctx, done.failed, unlocks.shows().len())
}

/// Several ids: the guard's one question names every unlock its yes
/// allows (each id the ledger does not know unlocked, as many as are
/// left), before the first is sent.
async fn ask_for_all(ctx: &Context, unlocks: &Unlocks) -> Result<()> {
    if ctx.global.dry_run || ctx.global.curl {
        return Ok(());
    }
    let (Some(guard), Some(records)) = (ctx.guard(), ctx.records()) else {
        return Ok(());
    };
    // The locked ones, in the order given (named so by the question).
    let locked = unlocks.locked(Some(records.as_ref())).await?;
    let cost = locked.len() as u64;
    if cost == 0 {
        return Ok(());
    }
    // More than is left: the yes allows what is left (the rest is refused
    // unsent, each id on its line), and the question names that.
    let seen = guard.quote(Meter::ApiUnlocks, cost, Then::Show).await?;
    let fits = match seen.refusal {
        Some(_) => cost.min(u64::try_from(seen.question.left).unwrap_or(0)),
        None => cost,
    };
    if fits > 0 {
        ctx.ask_first(
            Cost::Meter(Meter::ApiUnlocks, fits),
            Kind::Spend,
            &locked,
            None,
        )
        .await?;
    }
    if fits > 1 {
        guard.quote(Meter::ApiUnlocks, fits, Then::Ask).await?;
    }
    Ok(())
}

/// One id: the run's one question (`ask = "spends"`) before an unlock the
/// ledger does not know was made.
async fn ask_for_one(ctx: &Context, card: &str) -> Result<()> {
    if ctx.global.dry_run || ctx.global.curl {
        return Ok(());
    }
    let Some(records) = ctx.records() else {
        return Ok(());
    };
    if records.is_unlocked(card).await? {
        return Ok(());
    }
    ctx.ask_first(
        Cost::Meter(Meter::ApiUnlocks, 1),
        Kind::Spend,
        &[card.to_string()],
        None,
    )
    .await
}

async fn unlocked_by(ctx: &Context, card: &str) -> Option<crate::ledger::UnlockedBy> {
    let records = ctx.records()?;
    if !records.team() {
        return None;
    }
    records
        .unlocked_by(card)
        .await
        .ok()
        .flatten()
        .filter(|by| !by.member.is_empty())
}

/// Says that a teammate's unlock made this fetch free: only when nothing
/// was spent on it (what the ledger says of a row it did not record from
/// the service's answer is no proof; the service's record is).
fn say_who(
    ctx: &Context,
    card: &str,
    by: Option<crate::ledger::UnlockedBy>,
    mark: Option<crate::guard::Mark>,
) {
    let Some(by) = by else { return };
    if let (Some(g), Some(mark)) = (ctx.guard(), mark) {
        if g.spent_since(&mark).0 != crate::guard::Spent::No {
            return;
        }
    }
    let at = chrono::DateTime::from_timestamp_millis(by.at_ms)
        .map(|t| t.format("%-d %b %Y %H:%M UTC").to_string())
        .unwrap_or_default();
    ctx.ui.status(&format!(
        "{card} was unlocked by {} on {at}; opening it cost nothing",
        by.member
    ));
}

/// One candidate's details: its own request, class sensitiveRead, so the
/// quota guard can see (and refuse) each unlock.
/// Each failure on its own stderr line, then one error carrying the first
/// failure's kind (so its exit code) and hint.
fn report_failures(ctx: &Context, failures: Vec<(String, Error)>, asked: usize) -> Result<()> {
    let count = failures.len();
    for (id, e) in &failures {
        // An error line per id (shown even with --quiet), hint included.
        let mut line = Error::new(e.kind, format!("{id}: {}", e.message));
        if let Some(hint) = &e.hint {
            line = line.with_hint(hint.clone());
        }
        ctx.ui.error(&line);
    }
    let Some((_, first)) = failures.into_iter().next() else {
        return Ok(());
    };
    Err(Error {
        message: format!("{count} of {asked} candidates could not be shown"),
        ..first
    })
}
