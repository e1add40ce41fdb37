//! `talent config set KEY VALUE`

use clap::Args as ClapArgs;

use crate::cmd::Context;
use crate::Result;

use super::{override_of, scope_name};

/// Change a setting.
///
/// Writes the setting to the profile's table of config.toml (the profile
/// --profile or TALENT_PROFILE names, `default` otherwise), or with --global
/// to the top level, which every profile inherits unless it sets its own.
/// Values are checked first: base URLs must end in /api/v1 (main) or /v1
/// (additional), output is table, wide, json, jsonl, csv or tsv, key_storage
/// is keyring or file, reserves are whole numbers, time_scale a number above
/// 0, ask is spends (ask on a terminal before an unlock, an invite or a plan
/// of more than 10 searches; the default) or reserve (only where the quota
/// guard trips; TALENT_ASK wins). API keys never go here: use `talent auth
/// login`.
///
/// Example: talent config set base_url https://talent.internal.example/api/v1 --profile staging
#[derive(Debug, ClapArgs)]
pub struct Args {
    /// The setting (`talent config list` shows them all)
    #[arg(value_name = "KEY")]
    pub key: String,

    /// Its new value (checked before anything is written)
    #[arg(value_name = "VALUE", allow_hyphen_values = true)]
    pub value: String,

    /// Change the top-level setting, which every profile inherits
    #[arg(long)]
    pub global: bool,
}

pub async fn run(ctx: &Context, args: &Args) -> Result<()> {
    let key = args.key.trim();
    let profile = &ctx.settings.profile;
    let mut config = ctx.config.clone();
    let stored = if args.global {
        config.set_global(key, &args.value)?;
        config.get_global(key)
    } else {
        config.set(profile, key, &args.value)?;
        config.get(profile, key)
    };
    config.save()?;
    let stored = stored.unwrap_or_else(|| args.value.trim().to_string());
    ctx.ui.status(&format!(
        "Set {key} = {stored} for {}",
        scope_name(ctx, args.global)
    ));
    if args.global {
        if let Some(own) = profile_override(&config, profile, key) {
            ctx.ui.warn(&format!(
                "profile {profile} sets its own {key} ({own}), which still wins for it"
            ));
        }
    }
    if let Some((value, source)) = override_of(ctx, key) {
        ctx.ui.warn(&format!(
            "{source} overrides this setting in this shell ({value})"
        ));
    }
    Ok(())
}

/// The profile's own value of `key`, when it differs from the global one.
fn profile_override(config: &crate::config::Config, profile: &str, key: &str) -> Option<String> {
    let effective = config.get(profile, key)?;
    (config.get_global(key).as_deref() != Some(effective.as_str())).then_some(effective)
}
