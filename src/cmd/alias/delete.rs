//! `talent alias delete NAME`

use clap::Args as ClapArgs;

use crate::cmd::Context;
use crate::{Error, Result};

/// Delete a saved command
///
/// Example: talent alias delete morning
#[derive(Debug, ClapArgs)]
pub struct Args {
    #[arg(value_name = "NAME")]
    pub name: String,
}

pub async fn run(ctx: &Context, args: &Args) -> Result<()> {
    let mut config = ctx.config.clone();
    if !config.remove_alias(args.name.trim()) {
        return Err(Error::usage(format!("no alias {:?}", args.name.trim()))
            .with_hint("`talent alias list` shows them"));
    }
    config.save()?;
    ctx.ui
        .status(&format!("Deleted alias {}.", args.name.trim()));
    Ok(())
}
