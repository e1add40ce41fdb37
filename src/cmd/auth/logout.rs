//! `talent auth logout`: forget the profile's stored key.

use clap::Args as ClapArgs;

use crate::auth;
use crate::cmd::Context;
use crate::{Error, Result};

use super::{describe_backend, warn_if_env_key};

/// Delete the profile's stored key.
///
/// Removes the key from the OS keyring and from the 0600 file (wherever
/// `auth login` put it) and says what was removed. The key itself stays valid
/// on the service: revoke it in the dashboard if it leaked. Nothing stored is
/// not an error. TALENT_API_KEY, if set, is not touched.
///
/// Example: talent auth logout --profile work
#[derive(Debug, ClapArgs)]
pub struct Args {}

pub async fn run(ctx: &Context, _args: &Args) -> Result<()> {
    let profile = ctx.settings.profile.clone();
    // Asked before it goes: a member token is revoked by the team's lead,
    // not in the service's dashboard.
    let member = ctx.gateway().await.unwrap_or(false);
    let mut config = ctx.config.clone();
    let who = profile.clone();
    let removed = crate::task::spawn_blocking(move || auth::remove_key(&who, &mut config))
        .await
        .map_err(|e| Error::failure(format!("the key store task failed: {e}")))??;
    if let Ok(dir) = crate::paths::data_dir() {
        crate::api::gateway::forget_member(&dir, &profile);
    }
    if removed.is_empty() {
        ctx.ui.status(&format!(
            "No key was stored for profile {profile}; nothing to remove"
        ));
    } else {
        let places: Vec<String> = removed.iter().map(|b| describe_backend(b)).collect();
        ctx.ui.status(&format!(
            "Logged out profile {profile}: removed its key from {}",
            places.join(" and ")
        ));
        ctx.ui.hint(if member {
            "the member token itself stays valid on the gateway: if it leaked, ask your team's lead to revoke it (`talent serve member revoke-token NAME LABEL`)"
        } else {
            "the key itself stays valid on the service: revoke it in the dashboard if it leaked"
        });
    }
    warn_if_env_key(ctx);
    Ok(())
}
