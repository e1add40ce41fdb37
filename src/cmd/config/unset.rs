//! `talent config unset KEY`

use clap::Args as ClapArgs;

use crate::cmd::Context;
use crate::Result;

use super::scope_name;

/// Remove a setting (the global value or the default applies again).
///
/// Removes the setting from the profile's table of config.toml, or with
/// --global from the top level. A setting that was not there is not an
/// error; an unknown setting name is.
///
/// Example: talent config unset output --global
#[derive(Debug, ClapArgs)]
pub struct Args {
    /// The setting (`talent config list` shows them all)
    #[arg(value_name = "KEY")]
    pub key: String,

    /// Remove the top-level setting, not the profile's
    #[arg(long)]
    pub global: bool,
}

pub async fn run(ctx: &Context, args: &Args) -> Result<()> {
    let key = args.key.trim();
    let mut config = ctx.config.clone();
    let removed = if args.global {
        config.unset_global(key)?
    } else {
        config.unset(&ctx.settings.profile, key)?
    };
    let scope = scope_name(ctx, args.global);
    if removed {
        config.save()?;
        ctx.ui.status(&format!("Removed {key} from {scope}"));
    } else {
        ctx.ui
            .status(&format!("{key} was not set for {scope}; nothing to remove"));
    }
    Ok(())
}
