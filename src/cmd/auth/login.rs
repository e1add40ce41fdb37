//! `talent auth login`: check a key with the service, then store it.

use std::io::Read;

use clap::Args as ClapArgs;

use crate::auth::{self, ApiKey};
use crate::cmd::Context;
use crate::{Error, ErrorKind, Result};

use super::{describe_backend, fetch_usage, warn_if_env_key, workspace_of};

/// Store an API key for the profile (checked with the service first).
///
/// Reads the key from a hidden prompt, or with --with-key from stdin (a key
/// never goes in a flag: flags leak into `ps` and shell history). The key is
/// checked with the service first (GET /usage, which spends nothing): a key
/// the service rejects is not stored. It is then kept in the OS keyring
/// (service `talent`, account = the profile name). Where no keyring runs
/// (servers, containers, CI), use --insecure-storage to keep it in a 0600
/// file in the config folder, or skip login and set TALENT_API_KEY.
///
/// Example: pass show talent/work | talent auth login --with-key --profile work
#[derive(Debug, ClapArgs)]
pub struct Args {
    /// Read the key from stdin instead of prompting for it
    #[arg(long)]
    pub with_key: bool,

    /// Keep the key in a plain-text 0600 file instead of the OS keyring
    #[arg(long)]
    pub insecure_storage: bool,
}

pub async fn run(ctx: &Context, args: &Args) -> Result<()> {
    let key = read_key(ctx, args.with_key)?;
    let workspace = check_key(ctx, &key).await?;
    let profile = ctx.settings.profile.clone();
    let backend = store(ctx, &profile, &key, args.insecure_storage).await?;
    let workspace = workspace.as_deref().unwrap_or("(unknown)");
    // Windows has no mode bits: the file takes its folder's permissions.
    let plain = match (backend == "file", cfg!(windows)) {
        (true, false) => ", plain text, mode 0600",
        (true, true) => ", plain text",
        (false, _) => "",
    };
    ctx.ui.status(&format!(
        "Logged in to workspace {workspace} as profile {profile} (key {}, stored in {}{plain})",
        key.masked(),
        describe_backend(backend)
    ));
    warn_if_env_key(ctx);
    Ok(())
}

/// The key from stdin (`--with-key`, trimmed) or from a hidden prompt. An
/// empty key or one no header could carry is bad input: exit 2, nothing sent.
fn read_key(ctx: &Context, with_key: bool) -> Result<ApiKey> {
    let raw = if with_key {
        let mut text = String::new();
        let _waiting = crate::signals::waiting_on_input();
        std::io::stdin()
            .read_to_string(&mut text)
            .map_err(|e| Error::usage(format!("cannot read the key from stdin: {e}")))?;
        text
    } else {
        ctx.ui.password("API key (input hidden)")?
    };
    if raw.trim().is_empty() {
        return Err(
            Error::usage("no key was given; nothing was stored").with_hint(
                "paste the key from the dashboard (settings, integrations, API keys), \
             e.g. `printf %s \"$KEY\" | talent auth login --with-key`",
            ),
        );
    }
    ApiKey::parse(&raw).ok_or_else(|| {
        Error::usage("that is not an API key: it has spaces or control characters inside")
            .with_hint("give the key exactly as the dashboard showed it, e.g. svc_live_...")
    })
}

/// Asks the service who the key belongs to before anything is stored.
/// Returns the workspace id. A 401 (revoked, mistyped) is exit 3 with
/// nothing stored; a 403 means the key is valid but may not read usage
/// (scopes of GET /usage are not documented), so it is kept with a warning.
/// Any other failure (network, rate limit) stops the login: an unchecked
/// key is never stored.
async fn check_key(ctx: &Context, key: &ApiKey) -> Result<Option<String>> {
    let client = ctx.client_for_key(key.clone()).await?;
    match fetch_usage(&client).await {
        Ok(usage) => Ok(workspace_of(&usage).map(str::to_string)),
        Err(e) if e.kind == ErrorKind::Auth && is_forbidden(&e) => {
            ctx.ui.warn(&format!(
                "the service accepted the key but refused to show its usage ({}); storing it anyway",
                e.message
            ));
            Ok(None)
        }
        Err(e) if e.kind == ErrorKind::Auth => Err(Error::auth(format!(
            "the service rejected this key: {}; nothing was stored",
            e.message
        ))
        .with_hint(
            "check you copied the whole key, and that it was not revoked \
             (dashboard: settings, integrations, API keys)",
        )),
        Err(e) => {
            let hint = e.hint.clone();
            let err = Error::new(
                e.kind,
                format!("cannot check the key: {}; nothing was stored", e.message),
            );
            Err(match hint {
                Some(h) => err.with_hint(h),
                None => {
                    err.with_hint("try again; a key is only stored once the service accepts it")
                }
            })
        }
    }
}

/// A 403 rather than a 401, by the answer's status (the error codes of 401
/// and 403 are not documented, and a message's wording is not a contract).
fn is_forbidden(e: &Error) -> bool {
    e.status == Some(403)
}

/// Stores the key on the blocking pool (keyring calls block on D-Bus) and
/// saves the config change `--insecure-storage` records.
async fn store(
    ctx: &Context,
    profile: &str,
    key: &ApiKey,
    insecure_storage: bool,
) -> Result<&'static str> {
    let mut config = ctx.config.clone();
    let (profile, key) = (profile.to_string(), key.clone());
    tokio::task::spawn_blocking(move || {
        auth::store_key(&profile, &key, insecure_storage, &mut config)
    })
    .await
    .map_err(|e| Error::failure(format!("the key store task failed: {e}")))?
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::api::decode_error;

    /// Regression: a 403 was recognised by "(HTTP 403" in the message text,
    /// which a service description can contain, or a reworded message lose.
    #[test]
    fn forbidden_is_the_status_not_the_wording() {
        let e = decode_error(
            403,
            br#"{"error_code":"forbidden","error_description":"Nope"}"#,
        );
        assert!(is_forbidden(&e));
        let e = decode_error(
            401,
            br#"{"error_code":"unauthorized","error_description":"like an (HTTP 403 but not"}"#,
        );
        assert!(!is_forbidden(&e));
        assert!(!is_forbidden(&Error::auth("(HTTP 403, forbidden)")));
    }
}
