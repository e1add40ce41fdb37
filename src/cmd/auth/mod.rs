//! `talent auth ...`: store, check and remove the profile's API key. The
//! key store itself is `crate::auth`; these commands translate arguments,
//! ask the service who the key belongs to, and say what happened.

use clap::Subcommand;
use serde_json::Value;

use super::Context;
use crate::api::Client;
use crate::auth::{FileStore, KeyStore};
use crate::Result;

pub mod login;
pub mod logout;
pub mod status;

// The variants carry no doc comment: a variant's would replace the whole
// help of its `Args` (body and example included).
#[derive(Debug, Subcommand)]
pub enum AuthCommand {
    Login(login::Args),
    Status(status::Args),
    Logout(logout::Args),
}

pub async fn run(ctx: &Context, cmd: &AuthCommand) -> Result<()> {
    match cmd {
        AuthCommand::Login(args) => login::run(ctx, args).await,
        AuthCommand::Status(args) => status::run(ctx, args).await,
        AuthCommand::Logout(args) => logout::run(ctx, args).await,
    }
}

/// GET /usage: the cheapest call every key kind may make (no quota spent),
/// and the one that names the key's workspace. Returns the usage record.
pub(crate) async fn fetch_usage(client: &Client) -> Result<Value> {
    crate::ops::usage::fetch(client).await
}

/// The workspace id of a usage record, if the service sent one.
pub(crate) fn workspace_of(usage: &Value) -> Option<&str> {
    usage.get("workspaceId").and_then(Value::as_str)
}

/// A key store backend in words, for the lines login and logout print:
/// where the key is (or was), so nobody has to guess.
pub(crate) fn describe_backend(backend: &str) -> String {
    match backend {
        "keyring" => "the OS keyring".to_string(),
        "file" => match FileStore::default_location() {
            Ok(file) => file.describe(),
            Err(_) => "the credentials file".to_string(),
        },
        "memory" => "memory (this process only)".to_string(),
        other => other.to_string(),
    }
}

/// `TALENT_API_KEY` wins over any stored key; say so when it is set, since
/// a login or logout then changes nothing for the commands that follow.
pub(crate) fn warn_if_env_key(ctx: &Context) {
    let set = std::env::var_os(crate::auth::API_KEY_ENV).is_some_and(|v| !v.is_empty());
    if set && !ctx.settings.sandbox {
        ctx.ui.warn(&format!(
            "{} is set: commands use it, not the stored key, until you unset it",
            crate::auth::API_KEY_ENV
        ));
    }
}
