//! `talent webhooks delete ID`: DELETE /v1/webhooks/{id}, after asking.

use clap::Args as ClapArgs;

use crate::cmd::Context;
use crate::ops::webhooks::Endpoint;
use crate::Result;

/// Delete a webhook endpoint
///
/// Removes an endpoint on the additional interface (DELETE /v1/webhooks/ID);
/// delivery to it stops at once. Asks first; without a terminal it needs
/// --yes (else exit 2, nothing sent). Prints nothing on stdout.
///
/// Example: talent webhooks delete wh_0001 --yes
#[derive(Debug, ClapArgs)]
pub struct Args {
    /// The endpoint's id (wh_...)
    #[arg(value_name = "ID")]
    pub id: String,
}

pub async fn run(ctx: &Context, args: &Args) -> Result<()> {
    let endpoint = Endpoint::new("webhook endpoint id", &args.id)?;
    ctx.ui.confirm_destructive(
        &format!(
            "Delete webhook endpoint {}? Deliveries to it stop at once.",
            args.id
        ),
        "deleting a webhook endpoint",
    )?;
    endpoint.delete(ctx.client().await?).await?;
    crate::recall::forget(crate::recall::Kind::Webhook, &args.id);
    ctx.ui
        .status(&format!("Deleted webhook endpoint {}.", args.id));
    Ok(())
}
