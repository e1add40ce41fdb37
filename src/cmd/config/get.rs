//! `talent config get KEY`

use clap::Args as ClapArgs;

use crate::cmd::Context;
use crate::config::Config;
use crate::Result;

use super::{builtin_default, override_of, scope_name, shown};

/// Print one setting.
///
/// Prints the value the config file gives the profile (its own, else the
/// global one), else the built-in default, as a bare line for scripts. With
/// --global, the top-level value. Nothing is printed for a setting that is
/// unset and has no default. Flags and environment variables are not part
/// of the file: `talent config list` shows what is in effect and why.
///
/// Example: talent config get base_url --profile work
#[derive(Debug, ClapArgs)]
pub struct Args {
    /// The setting (`talent config list` shows them all)
    #[arg(value_name = "KEY")]
    pub key: String,

    /// Read the top-level setting, not the profile's
    #[arg(long)]
    pub global: bool,
}

pub async fn run(ctx: &Context, args: &Args) -> Result<()> {
    let key = args.key.trim();
    let from_file = if args.global {
        ctx.config.get_global(key)
    } else {
        ctx.config.get(&ctx.settings.profile, key)
    };
    if from_file.is_none() {
        // An unknown key that is in the file (a newer version's) still prints.
        Config::check_key(key)?;
    }
    if let Some((value, source)) = override_of(ctx, key) {
        ctx.ui.status(&format!(
            "note: {source} overrides this setting in this shell ({value})"
        ));
    }
    match from_file.or_else(|| builtin_default(key).map(str::to_string)) {
        Some(value) => ctx.ui.out(format!("{}\n", shown(key, value)).as_bytes()),
        None => {
            ctx.ui.status(&format!(
                "{key} is not set for {} and has no built-in default",
                scope_name(ctx, args.global)
            ));
            Ok(())
        }
    }
}
