//! `talent serve member revoke-token NAME LABEL`.

use crate::cmd::Context;
use crate::{Error, ErrorKind, Result};

/// End one token of a member
///
/// The token is refused on the next request on every gateway of the
/// ledger. `talent serve member list` shows the labels.
///
/// Example: talent serve member revoke-token asha token-1
#[derive(Debug, clap::Args)]
#[command(verbatim_doc_comment)]
pub struct Args {
    /// The member
    pub name: String,
    /// The token's label
    pub label: String,
}

pub async fn run(ctx: &Context, args: &Args) -> Result<()> {
    let name = crate::config::ledger::check_member(&args.name)?;
    if super::members(ctx)
        .await?
        .revoke_token(&name, &args.label)?
    {
        ctx.ui
            .status(&format!("ended {name}'s token {:?}", args.label));
        Ok(())
    } else {
        Err(Error::new(
            ErrorKind::NotFound,
            format!("{name} has no live token labelled {:?}", args.label),
        )
        .with_hint("`talent serve member list` shows each member's tokens"))
    }
}
