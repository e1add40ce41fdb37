//! `talent team allowance set MEMBER [--unlocks N] [--searches N] [--messages N] [--outreach N]`.

use talent_spec::rate::Meter;

use crate::cmd::Context;
use crate::ledger::Allowance;
use crate::{Error, Result};

/// Cap what a member may spend per quota cycle
///
/// Kept in the team ledger for the key's workspace. Past an allowance the
/// guard refuses the spend (exit 5) naming the allowance and when the cycle
/// resets; --yes does not pass it. --outreach caps the people a member
/// reaches by invite, bulk invite (one a candidate) and message, through a
/// command or a gateway. Allowances not given stay as they are.
/// Setting one for a member the ledger never saw spend warns (a typo?).
///
/// Example:
///   talent team allowance set vikram --unlocks 3 --searches 40
///   talent team allowance set vikram --outreach 25
#[derive(Debug, clap::Args)]
#[command(verbatim_doc_comment)]
pub struct Args {
    /// The member (as in --member / TALENT_MEMBER)
    pub member: String,
    /// Unlocks per cycle
    #[arg(long, value_name = "N")]
    pub unlocks: Option<u32>,
    /// Searches (search pages) per cycle
    #[arg(long, value_name = "N")]
    pub searches: Option<u32>,
    /// Messages (invites) per cycle
    #[arg(long, value_name = "N")]
    pub messages: Option<u32>,
    /// People reached per cycle (invites, bulk invites, messages)
    #[arg(long, value_name = "N")]
    pub outreach: Option<u32>,
}

pub async fn run(ctx: &Context, args: &Args) -> Result<()> {
    let member = crate::config::ledger::check_member(&args.member)?;
    let caps: Vec<(Allowance, i64)> = [
        (Allowance::Meter(Meter::ApiUnlocks), args.unlocks),
        (Allowance::Meter(Meter::Searches), args.searches),
        (Allowance::Meter(Meter::Messages), args.messages),
        (Allowance::Outreach, args.outreach),
    ]
    .into_iter()
    .filter_map(|(m, n)| n.map(|n| (m, i64::from(n))))
    .collect();
    if caps.is_empty() {
        return Err(Error::usage(
            "give at least one of --unlocks, --searches, --messages, --outreach",
        )
        .with_hint(format!(
            "e.g. talent team allowance set {member} --unlocks 3"
        )));
    }
    let (records, team, ws) = ctx.team_guard().await?;
    let seen = team.set_allowance(&ws, &member, &caps, records.member())?;
    if !seen {
        ctx.ui.warn(&format!(
            "{member} has never spent through this team ledger: check the name (members are compared without case)"
        ));
    }
    let what: Vec<String> = caps.iter().map(|(m, n)| m.count(*n)).collect();
    ctx.ui.status(&format!(
        "{member}'s allowance per cycle in {ws}: {}",
        what.join(", ")
    ));
    Ok(())
}
