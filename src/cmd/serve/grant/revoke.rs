//! `talent serve grant revoke ID`.

use crate::cmd::Context;
use crate::{Error, ErrorKind, Result};

/// End a grant and every token it gave
///
/// The assistant's access and refresh tokens of this grant are refused on
/// the next request on every gateway of the ledger; it must ask the member
/// again. `talent serve grant list` shows the ids.
///
/// Example: talent serve grant revoke 12
#[derive(Debug, clap::Args)]
#[command(verbatim_doc_comment)]
pub struct Args {
    /// The grant's id (`talent serve grant list`)
    pub id: String,
}

pub async fn run(ctx: &Context, args: &Args) -> Result<()> {
    let id: i64 = args.id.trim().parse().map_err(|_| {
        Error::usage(format!("{:?} is not a grant id", args.id))
            .with_hint("`talent serve grant list` shows the ids (numbers)")
    })?;
    if super::oauth(ctx).await?.revoke_grant(id)? {
        ctx.ui.status(&format!(
            "ended grant {id}: its tokens are refused from the next request on"
        ));
        Ok(())
    } else {
        Err(
            Error::new(ErrorKind::NotFound, format!("there is no live grant {id}"))
                .with_hint("`talent serve grant list` shows the live grants"),
        )
    }
}
