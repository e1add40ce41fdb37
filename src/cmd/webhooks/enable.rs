//! `talent webhooks enable ID`: PATCH /v1/webhooks/{id} {status: active}.

use clap::Args as ClapArgs;

use super::ENDPOINT_VIEW;
use crate::cmd::Context;
use crate::ops::webhooks::Endpoint;
use crate::Result;

/// Re-enable a disabled webhook endpoint
///
/// Sets the endpoint's status back to active on the additional interface
/// (PATCH /v1/webhooks/ID). The service disables an endpoint after 5
/// deliveries in a row failed; fix the receiver first, then enable it.
///
/// Example: talent webhooks enable wh_0001
#[derive(Debug, ClapArgs)]
#[command(add = crate::cmd::complete::Prints(&[&crate::cmd::webhooks::ENDPOINT_VIEW]))]
pub struct Args {
    /// The endpoint's id (wh_...)
    #[arg(value_name = "ID")]
    pub id: String,
}

pub async fn run(ctx: &Context, args: &Args) -> Result<()> {
    ctx.check(&ENDPOINT_VIEW)?;
    let endpoint = Endpoint::new("webhook endpoint id", &args.id)?;
    let endpoint = endpoint.enable(ctx.client().await?).await?;
    // The spec does not show PATCH's answer: print it when it is an object.
    if endpoint.is_object() {
        ctx.printer().one(&ctx.ui, &ENDPOINT_VIEW, &endpoint)?;
    }
    ctx.ui
        .status(&format!("Webhook endpoint {} is active.", args.id));
    Ok(())
}
