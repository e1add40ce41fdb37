//! PLACEHOLDER: replaced by the command's implementation.

use clap::Args as ClapArgs;

use crate::cmd::Context;
use crate::{Error, Result};

/// List a job's pipeline stages with application counts
#[derive(Debug, ClapArgs)]
pub struct Args {}

pub async fn run(_ctx: &Context, _args: &Args) -> Result<()> {
    Err(Error::failure("not implemented yet"))
}
