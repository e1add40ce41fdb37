//! `talent candidate show ID...`: the main interface's candidate details, which
//! unlock a locked candidate (one unit of the apiUnlocks quota each).

use crate::api::query::id_segment;
use crate::api::Request;
use crate::cmd::Context;
use crate::guard::Then;
use crate::ops::routes;
use crate::output::{col, CellKind, View};
use crate::{Error, ErrorKind, Result};
use clap::Args as ClapArgs;
use talent_spec::rate::Meter;

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
/// Example:
///   talent candidate show tc_8f2a91 tc_77b0c3 -o json
#[derive(Debug, ClapArgs)]
#[command(verbatim_doc_comment)]
pub struct Args {
    /// talentCardId(s) from `talent search`
    #[arg(value_name = "ID", required = true, num_args = 1..)]
    pub ids: Vec<String>,
}

/// One candidate, vertically: identity and contact first, then what a
/// recruiter weighs. Fields the spec leaves unshown are included (they show
/// `-` when the service does not send them).
pub const DETAIL_VIEW: View = View {
    columns: &[
        col("NAME", "name", CellKind::Text),
        col("EMAIL", "email", CellKind::Text),
        col("PHONE", "phone", CellKind::Text),
        col("HEADLINE", "headline", CellKind::Text),
        col("COMPANY", "currentCompany", CellKind::Text),
        col("LOCATION", "currentLocation", CellKind::Text),
        col("WANTS TO WORK IN", "locations", CellKind::List),
        col("EXPERIENCE (Y)", "experience", CellKind::Number),
        col("SALARY", "currentSalary", CellKind::Inr),
        col("NOTICE", "joiningAvailability.status", CellKind::Enum),
        col(
            "NOTICE ENDS",
            "joiningAvailability.noticePeriodEndsOn",
            CellKind::Date,
        ),
        col(
            "CAN JOIN IN (DAYS)",
            "joiningAvailability.canJoinHowSoonDays",
            CellKind::Number,
        ),
        col("SKILLS", "skills", CellKind::List),
        col("WORK HISTORY", "workHistory", CellKind::List),
        col("EDUCATION", "education", CellKind::List),
        col(
            "WORK QUALITY",
            "profileSignals.workQuality",
            CellKind::Score,
        ),
        col(
            "CAREER GROWTH",
            "profileSignals.careerGrowth",
            CellKind::Score,
        ),
        col("PROFILE", "profileUrl", CellKind::Text),
        col("LAST SEEN", "lastSeen", CellKind::Relative),
        col("TALENT CARD", "talentCardId", CellKind::Id),
        col("UNLOCKED", "unlockedAt", CellKind::Relative),
    ],
    key: Some("talentCardId"),
    schema: Some("main#CandidateDetail"),
};

/// Several candidates, one row each: who and how to reach them.
pub const LIST_VIEW: View = View {
    columns: &[
        col("TALENT CARD", "talentCardId", CellKind::Id),
        col("NAME", "name", CellKind::Text),
        col("EMAIL", "email", CellKind::Text),
        col("PHONE", "phone", CellKind::Text),
        col("COMPANY", "currentCompany", CellKind::Text),
        col("LOCATION", "currentLocation", CellKind::Text),
        col("EXP (Y)", "experience", CellKind::Number),
        col("SALARY", "currentSalary", CellKind::Inr),
    ],
    key: Some("talentCardId"),
    schema: Some("main#CandidateDetail"),
};

pub async fn run(ctx: &Context, args: &Args) -> Result<()> {
    ctx.check(&DETAIL_VIEW)?;
    // Every id is checked before the first request: a typo in the third id
    // must not leave the first two unlocked and the command failed.
    let segments: Vec<String> = args
        .ids
        .iter()
        .map(|id| id_segment("candidate id", id))
        .collect::<Result<_>>()?;
    let client = ctx.client().await?;
    if let [only] = segments.as_slice() {
        let before = unlocked_by(ctx, args.ids[0].trim()).await;
        let record = client
            .send(&detail_request(args.ids[0].trim(), only))
            .await?
            .record()?;
        ctx.printer().one(&ctx.ui, &DETAIL_VIEW, &record)?;
        say_who(ctx, args.ids[0].trim(), before);
        return Ok(());
    }
    ask_for_all(ctx, &args.ids).await?;
    let mut out = ctx.printer().list(&ctx.ui, &LIST_VIEW);
    let mut failures: Vec<(String, Error)> = Vec::new();
    for (id, segment) in args.ids.iter().zip(&segments) {
        let before = unlocked_by(ctx, id.trim()).await;
        match client.send(&detail_request(id.trim(), segment)).await {
            Ok(resp) => {
                out.push(&resp.record()?)?;
                say_who(ctx, id.trim(), before);
            }
            Err(e) => {
                let stop = e.kind == ErrorKind::Auth;
                failures.push((id.trim().to_string(), e));
                if stop {
                    // The key is refused: every other id would fail the same way.
                    break;
                }
            }
        }
    }
    out.finish()?;
    report_failures(ctx, failures, args.ids.len())
}

/// Several ids: the guard's one question names every unlock its yes
/// allows (each id the ledger does not know unlocked, as many as are
/// left), before the first is sent.
async fn ask_for_all(ctx: &Context, ids: &[String]) -> Result<()> {
    if ctx.global.dry_run || ctx.global.curl {
        return Ok(());
    }
    let (Some(guard), Some(records)) = (ctx.guard(), ctx.records()) else {
        return Ok(());
    };
    let mut cards: Vec<&str> = ids.iter().map(|id| id.trim()).collect();
    cards.sort_unstable();
    cards.dedup();
    let mut cost = 0u64;
    for card in cards {
        if !records.is_unlocked(card).await? {
            cost += 1;
        }
    }
    if cost < 2 {
        return Ok(());
    }
    // More than is left: the yes allows what is left (the rest is refused
    // unsent, each id on its line), and the question names that.
    let seen = guard.quote(Meter::ApiUnlocks, cost, Then::Show).await?;
    let fits = match seen.refusal {
        Some(_) => cost.min(u64::try_from(seen.question.left).unwrap_or(0)),
        None => cost,
    };
    if fits > 1 {
        guard.quote(Meter::ApiUnlocks, fits, Then::Ask).await?;
    }
    Ok(())
}

/// Who of the team unlocked `card` before this run, on a team ledger.
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

/// Says that a teammate's unlock made this fetch free.
fn say_who(ctx: &Context, card: &str, by: Option<crate::ledger::UnlockedBy>) {
    let Some(by) = by else { return };
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
fn detail_request(card: &str, segment: &str) -> Request {
    routes::candidate_details(card, segment)
}

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
