//! PLACEHOLDER: replaced by the command's implementation.

use clap::Args as ClapArgs;

use crate::cmd::Context;
use crate::{Error, Result};

/// Generate a ranked shortlist for a job
#[derive(Debug, ClapArgs)]
pub struct Args {}

pub async fn run(_ctx: &Context, _args: &Args) -> Result<()> {
    Err(Error::failure("not implemented yet"))
}
