//! `talent auth status`: which key a command would send, and whose it is.

use clap::Args as ClapArgs;
use serde::Serialize;

use crate::api::Surface;
use crate::auth::{self, FileStore};
use crate::cmd::context::KeySource;
use crate::cmd::Context;
use crate::output::{col, CellKind, View};
use crate::{Error, ErrorKind, Result};

use super::{fetch_usage, workspace_of};

/// Show the profile, where its key comes from, and the workspace.
///
/// Says which key the other commands would send (TALENT_API_KEY, the OS
/// keyring, the 0600 file, or the embedded sandbox's with --sandbox), shown
/// masked, and asks the service which workspace it belongs to (GET /usage,
/// which spends nothing). If that call fails the local facts are still
/// printed, then the failure, with its exit code (3 for a rejected key).
///
/// Example: talent auth status --profile work -o json
#[derive(Debug, ClapArgs)]
#[command(add = crate::cmd::complete::Prints(&[&crate::cmd::auth::status::VIEW]))]
pub struct Args {}

/// What `auth status` prints: local facts plus the workspace the service named.
#[derive(Debug, Serialize)]
struct Status {
    profile: String,
    /// `env`, `keyring`, `file`, `memory` or `sandbox`.
    source: &'static str,
    /// Masked: the prefix and the last four characters.
    key: String,
    /// `live`, `evaluation`, `member` (a gateway's member token) or
    /// `unknown`, from the key's prefix.
    kind: &'static str,
    /// Through a team's gateway: the member the token is, as the gateway
    /// says (absent otherwise).
    #[serde(skip_serializing_if = "Option::is_none")]
    member: Option<String>,
    #[serde(rename = "workspaceId")]
    workspace_id: Option<String>,
    base_url: String,
    alt_base_url: String,
}

pub(crate) const VIEW: View = View {
    columns: &[
        col("PROFILE", "profile", CellKind::Text),
        col("SOURCE", "source", CellKind::Text),
        col("KEY", "key", CellKind::Text),
        col("KIND", "kind", CellKind::Text),
        col("MEMBER", "member", CellKind::Text),
        col("WORKSPACE", "workspaceId", CellKind::Id),
        col("BASE URL", "base_url", CellKind::Text),
        col("ALT BASE URL", "alt_base_url", CellKind::Text),
    ],
    ..View::PLAIN
};

pub async fn run(ctx: &Context, _args: &Args) -> Result<()> {
    let profile = ctx.settings.profile.clone();
    let Some((key, source)) = ctx.key_with_source().await? else {
        return Err(auth::no_key_error(&profile));
    };
    warn_if_file_is_readable(ctx, source);
    let client = ctx.client_for_key(key.clone()).await?;
    let usage = fetch_usage(&client).await;
    let member = match ctx.gateway().await? && usage.is_ok() {
        true => client
            .gateway_get(crate::api::gateway::WHOAMI_PATH, &[])
            .await
            .ok()
            .and_then(|who| {
                who.get("member")
                    .and_then(|m| m.as_str())
                    .map(str::to_string)
            }),
        false => None,
    };
    // Kept for what `talent` alone says (with the token from the store, as
    // a login would; a token from the environment is no profile's).
    if let (Some(m), KeySource::Store(_)) = (&member, source) {
        if let Ok(dir) = crate::paths::data_dir() {
            crate::api::gateway::remember_member(&dir, &profile, client.base_url(Surface::Main), m);
        }
    }
    let status = Status {
        profile: profile.clone(),
        source: source.as_str(),
        key: key.masked(),
        kind: key.kind().as_str(),
        member,
        workspace_id: usage
            .as_ref()
            .ok()
            .and_then(workspace_of)
            .map(str::to_string),
        base_url: client.base_url(Surface::Main).to_string(),
        alt_base_url: client.base_url(Surface::Alt).to_string(),
    };
    ctx.printer()
        .one(&ctx.ui, &VIEW, &serde_json::to_value(&status)?)?;
    match usage {
        Ok(_) => Ok(()),
        Err(e) if key.kind() == crate::auth::KeyKind::Member && e.kind == ErrorKind::Auth => {
            Err(Error::auth(format!(
                "the gateway refused the member token of profile {profile:?}: {}",
                e.message
            ))
            .with_hint(
                "ask your team's lead for a new token, then run `talent auth login --gateway URL`",
            ))
        }
        Err(e) => Err(explain(e, &profile, source)),
    }
}

/// The failed check in the words of this command: for a rejected key, what
/// to do about it depends on where the key came from.
fn explain(e: Error, profile: &str, source: KeySource) -> Error {
    if e.kind != ErrorKind::Auth {
        return e;
    }
    let hint = match source {
        KeySource::Env => {
            "TALENT_API_KEY holds a key the service refuses: export a valid one or unset it"
                .to_string()
        }
        KeySource::Sandbox => {
            "the embedded sandbox refused its own key: try `talent sandbox reset`".to_string()
        }
        KeySource::Store(_) if profile == crate::config::profile::DEFAULT_PROFILE => {
            "log in again with a valid key: `talent auth login`".to_string()
        }
        KeySource::Store(_) => {
            format!("log in again with a valid key: `talent auth login --profile {profile}`")
        }
    };
    Error::auth(format!(
        "the service refused the key of profile {profile:?}: {}",
        e.message
    ))
    .with_hint(hint)
}

/// The key file must stay private; say so if someone loosened its mode.
fn warn_if_file_is_readable(ctx: &Context, source: KeySource) {
    if source != KeySource::Store("file") {
        return;
    }
    let Ok(file) = FileStore::default_location() else {
        return;
    };
    if let Some(mode) = file.loose_permissions() {
        ctx.ui.warn(&format!(
            "{} holds the key in plain text and others can read it (mode {mode:o}): run `chmod 600` on it",
            file.path().display()
        ));
    }
}
