//! PLACEHOLDER: replaced by the command's implementation.

use clap::Args as ClapArgs;

use crate::cmd::Context;
use crate::{Error, Result};

/// Show a candidate's full profile
#[derive(Debug, ClapArgs)]
pub struct Args {}

pub async fn run(_ctx: &Context, _args: &Args) -> Result<()> {
    Err(Error::failure("not implemented yet"))
}
