//! PLACEHOLDER: replaced by the command's implementation.

use clap::Args as ClapArgs;

use crate::cmd::Context;
use crate::{Error, Result};

/// Invite many candidates to a job by WhatsApp and/or e-mail
#[derive(Debug, ClapArgs)]
pub struct Args {}

pub async fn run(_ctx: &Context, _args: &Args) -> Result<()> {
    Err(Error::failure("not implemented yet"))
}
