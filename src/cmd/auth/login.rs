//! `talent auth login`: check a key with the service, then store it.

use std::io::Read;

use clap::Args as ClapArgs;

use crate::auth::{self, ApiKey};
use crate::cmd::Context;
use crate::{Error, ErrorKind, Result};

use super::{describe_backend, fetch_usage, warn_if_env_key, workspace_of};

/// Store an API key for the profile (checked with the service first)
///
/// A key comes from the service's dashboard: settings, integrations, API
/// keys (svc_live_... for production). Reads it from a hidden prompt, or
/// with --with-key from stdin (a key never goes in a flag: flags leak into
/// `ps` and shell history). The key is checked with the service first (GET
/// /usage, which spends nothing): a key the service rejects is not stored.
/// It is then kept in the OS keyring (service `talent`, account = the
/// profile name). Where no keyring runs (servers, containers, CI), a login
/// on a terminal says so before asking for the key and offers the plain
/// file instead (mode 0600, in the config folder); --insecure-storage
/// chooses that file at once; or skip login and set TALENT_API_KEY.
///
/// Examples:
///   talent auth login
///   talent auth login --insecure-storage
///   pass show talent/work | talent auth login --with-key --profile work
///
/// A team member whose lead runs a gateway (`talent serve`) logs in to it:
/// where the team's identity provider signs members in, in the browser
/// (talent listens on loopback for the answer; a one-time code, never a
/// token, comes back and is exchanged for a token labelled login-HOST);
/// else with the member token the lead handed over (tlm_...): the profile's base
/// URLs become the gateway's (URL/api/v1, URL/v1) and the token is kept as
/// a key is. The gateway is asked first, without the token, whether it is
/// one; a token is never sent anywhere else.
///   talent auth login --gateway https://talent-gw.example.com
///   printf %s "$TOKEN" | talent auth login --gateway https://gw.example.com --with-token
#[derive(Debug, ClapArgs)]
#[command(verbatim_doc_comment)]
pub struct Args {
    /// Read the key from stdin instead of prompting for it
    #[arg(long, conflicts_with = "gateway")]
    pub with_key: bool,

    /// Log in to a team's gateway at URL with a member token (tlm_...)
    #[arg(long, value_name = "URL")]
    pub gateway: Option<String>,

    /// With --gateway: read the member token from stdin
    #[arg(long, requires = "gateway")]
    pub with_token: bool,

    /// Keep the key in a plain-text 0600 file instead of the OS keyring
    #[arg(long)]
    pub insecure_storage: bool,
}

/// Where a key comes from, said before one is asked for.
const WHERE_KEYS_COME_FROM: &str = "An API key comes from the service's dashboard: \
settings, integrations, API keys (production keys start svc_live_).";

pub async fn run(ctx: &Context, args: &Args) -> Result<()> {
    if let Some(url) = &args.gateway {
        return gateway_login(ctx, args, url).await;
    }
    let profile = ctx.settings.profile.clone();
    let prompting = !args.with_key;
    if prompting && ctx.ui.can_prompt() {
        ctx.ui.status(WHERE_KEYS_COME_FROM);
    }
    let insecure_storage =
        args.insecure_storage || plain_file_agreed(ctx, &profile, prompting, "key").await?;
    let key = read_key(ctx, args.with_key)?;
    let workspace = check_key(ctx, &key).await?;
    let (backend, _) = store(ctx, &profile, &key, insecure_storage).await?;
    // The profile holds a service key now, no member token.
    if let Ok(dir) = crate::paths::data_dir() {
        crate::api::gateway::forget_member(&dir, &profile);
    }
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

/// `auth login --gateway URL`: the gateway's bases checked, the token read
/// (hidden, or `--with-token` from stdin), the gateway asked whether it is
/// one (no token sent) and then who the token is, and only then the token
/// stored and the profile's base URLs set to the gateway's.
async fn gateway_login(ctx: &Context, args: &Args, url: &str) -> Result<()> {
    let profile = ctx.settings.profile.clone();
    if ctx.settings.sandbox {
        return Err(
            Error::usage("--gateway and --sandbox cannot be used together")
                .with_hint("a gateway serves a real workspace; drop --sandbox"),
        );
    }
    let root = gateway_root(url)?;
    let root = root.as_str();
    let base = format!("{root}/api/v1");
    let alt = format!("{root}/v1");
    let checked =
        crate::config::base_url::check("--gateway", &base, "/api/v1", "https://gw.example.com")?;
    crate::config::base_url::check("--gateway", &alt, "/v1", "https://gw.example.com")?;
    crate::config::base_url::key_may_go_to(&checked)?;
    // A gateway with the team's identity provider signs in in the browser
    // (asked without a credential); `--with-token` still takes a token.
    let browser = !args.with_token && signs_in_with_provider(root).await?;
    if !browser && !args.with_token && ctx.ui.can_prompt() {
        ctx.ui
            .status("A member token (tlm_...) comes from your team's lead, who makes one");
        ctx.ui.status("with `talent serve member token NAME`.");
    }
    let insecure_storage = args.insecure_storage
        || plain_file_agreed(ctx, &profile, !args.with_token, "member token").await?;
    let token = if browser {
        browser_login(ctx, root).await?
    } else {
        read_token(ctx, args.with_token)?
    };
    // A refusal this machine kept for the URL is not the question now:
    // the login asks the gateway afresh.
    crate::api::gateway::forget(&checked);
    let client = ctx
        .client_at(base.clone(), alt.clone(), token.clone())
        .await?;
    let who = match client
        .gateway_get(crate::api::gateway::WHOAMI_PATH, &[])
        .await
    {
        Ok(who) => who,
        Err(e) if e.kind == ErrorKind::Auth => {
            return Err(Error::auth(format!(
                "the gateway rejected this token: {}; nothing was stored",
                e.message
            ))
            .with_hint("ask your team's lead for a new token (`talent serve member token NAME`)"))
        }
        Err(e) => return Err(e),
    };
    // The config as the store left it (`key_storage = "file"` where the
    // plain file was chosen): a copy from before would drop that setting
    // and leave the token where no later run looks.
    let (backend, mut config) = store(ctx, &profile, &token, insecure_storage).await?;
    let (p, b, a) = (profile.clone(), base.clone(), alt.clone());
    crate::task::spawn_blocking(move || -> Result<()> {
        config.set(&p, "base_url", &b)?;
        config.set(&p, "alt_base_url", &a)?;
        config.save()
    })
    .await
    .map_err(|e| Error::failure(format!("the config task failed: {e}")))??;
    let member = who
        .get("member")
        .and_then(|m| {
            m.as_str()
                .or_else(|| m.get("name").and_then(|n| n.as_str()))
        })
        .unwrap_or("(unknown)");
    // What `talent` alone names, without asking the gateway.
    if let (Ok(dir), Ok(base)) = (crate::paths::data_dir(), url::Url::parse(&base)) {
        crate::api::gateway::remember_member(&dir, &profile, &base, member);
    }
    ctx.ui.status(&format!(
        "Logged in to the gateway {root} as member {member} (profile {profile})."
    ));
    ctx.ui.status(&format!(
        "The token ({}) is kept in {}.",
        token.masked(),
        describe_backend(backend)
    ));
    warn_if_env_key(ctx);
    Ok(())
}

/// A plain client for the gateway's own pages (no credential ever rides
/// on it): loopback is never sent through a proxy.
fn gateway_http(root: &str) -> Result<reqwest::Client> {
    let mut builder = reqwest::Client::builder()
        .timeout(std::time::Duration::from_secs(30))
        .redirect(reqwest::redirect::Policy::none());
    if url::Url::parse(root).is_ok_and(|u| crate::config::base_url::is_loopback(&u)) {
        builder = builder.no_proxy();
    }
    crate::api::tls::trusting(builder, None)
        .build()
        .map_err(|e| Error::failure(format!("cannot reach the gateway: {e}")))
}

/// Whether the gateway signs members in with the team's identity
/// provider (`GET /_talent/v1/whoami` without a credential says
/// `"signin": "oidc"`). Anything else — an older gateway, not a gateway —
/// keeps the typed token (whose own check follows).
async fn signs_in_with_provider(root: &str) -> Result<bool> {
    let http = gateway_http(root)?;
    let url = format!("{root}{}", crate::api::gateway::WHOAMI_PATH);
    let Ok(resp) = http.get(&url).send().await else {
        return Ok(false);
    };
    if !resp.status().is_success() {
        return Ok(false);
    }
    let body = resp.bytes().await.unwrap_or_default();
    let said: serde_json::Value =
        serde_json::from_slice(crate::api::gateway::bounded(&body)).unwrap_or_default();
    Ok(
        said.get("gateway").and_then(serde_json::Value::as_bool) == Some(true)
            && said.get("signin").and_then(serde_json::Value::as_str) == Some("oidc"),
    )
}

/// How long the browser sign-in may take.
const BROWSER_WAIT: std::time::Duration = std::time::Duration::from_secs(300);

/// The browser sign-in: a loopback listener for the gateway's redirect,
/// the browser opened (or the address printed) at the gateway's
/// `/signin/oidc` with this run's PKCE challenge and state; the one-time
/// code that comes back (its state checked) exchanged with the verifier at
/// `POST /_talent/v1/login/token` for a member token of use `api`
/// labelled `login-HOST`. No token travels in a URL.
async fn browser_login(ctx: &Context, root: &str) -> Result<ApiKey> {
    use axum::extract::{RawQuery, State};
    use axum::response::{Html, IntoResponse};
    use std::sync::{Arc, Mutex};

    let listener = tokio::net::TcpListener::bind(("127.0.0.1", 0))
        .await
        .map_err(|e| Error::failure(format!("cannot listen on loopback for the sign-in: {e}")))?;
    let port = listener.local_addr()?.port();
    let redirect = format!("http://127.0.0.1:{port}/callback");
    let verifier = crate::serve::signin::random_opaque()?;
    let state = crate::serve::signin::random_opaque()?;
    let challenge = crate::serve::signin::s256(&verifier);
    let url = format!(
        "{root}/signin/oidc?{}",
        url::form_urlencoded::Serializer::new(String::new())
            .append_pair("cli_redirect", &redirect)
            .append_pair("cli_challenge", &challenge)
            .append_pair("cli_state", &state)
            .finish()
    );
    type Waiting = Arc<(String, Mutex<Option<tokio::sync::oneshot::Sender<String>>>)>;
    let (tx, rx) = tokio::sync::oneshot::channel::<String>();
    let waiting: Waiting = Arc::new((state.clone(), Mutex::new(Some(tx))));
    async fn callback(State(w): State<Waiting>, RawQuery(q): RawQuery) -> axum::response::Response {
        let pairs: Vec<(String, String)> = q
            .map(|q| {
                url::form_urlencoded::parse(q.as_bytes())
                    .into_owned()
                    .collect()
            })
            .unwrap_or_default();
        let get = |k: &str| pairs.iter().find(|(n, _)| n == k).map(|(_, v)| v.clone());
        let ok = get("state").is_some_and(|s| s == w.0);
        match (ok, get("code")) {
            (true, Some(code)) => {
                if let Some(tx) = w.1.lock().unwrap_or_else(|e| e.into_inner()).take() {
                    let _ = tx.send(code);
                }
                Html("<!doctype html><html lang=\"en\"><head><meta charset=\"utf-8\"><title>talent: signed in</title></head>\
                      <body><main><h1>Signed in</h1><p>You can close this page and go back to the terminal.</p></main></body></html>")
                    .into_response()
            }
            _ => (
                axum::http::StatusCode::BAD_REQUEST,
                Html("<!doctype html><html lang=\"en\"><head><meta charset=\"utf-8\"><title>talent: refused</title></head>\
                      <body><main><h1>Refused</h1><p>This answer is not this sign-in's.</p></main></body></html>"),
            )
                .into_response(),
        }
    }
    let app = axum::Router::new()
        .route("/callback", axum::routing::get(callback))
        .with_state(Arc::clone(&waiting));
    let (stop, stopped) = tokio::sync::oneshot::channel::<()>();
    let server = crate::task::spawn(async move {
        let _ = axum::serve(listener, app)
            .with_graceful_shutdown(async {
                let _ = stopped.await;
            })
            .await;
    });
    let opener = crate::mcp::page::Opener::from_env();
    let opened = opener.can_open() && opener.open(std::path::Path::new(&url)).is_ok();
    if opened {
        ctx.ui.status(&format!(
            "Sign in in the browser that opened (if none did, open {url})"
        ));
    } else {
        ctx.ui
            .status(&format!("Open this address in a browser to sign in: {url}"));
    }
    let code = tokio::time::timeout(BROWSER_WAIT, rx).await;
    let _ = stop.send(());
    let _ = server.await;
    let code = match code {
        Ok(Ok(code)) => code,
        _ => {
            return Err(Error::auth(
                "the browser sign-in did not finish within 5 minutes; nothing was stored",
            )
            .with_hint("run `talent auth login --gateway URL` again, or ask your lead for a token and use --with-token"))
        }
    };
    let host = whoami::hostname().unwrap_or_else(|_| "cli".to_string());
    let http = gateway_http(root)?;
    let resp = http
        .post(format!("{root}{}", crate::serve::signin::LOGIN_TOKEN_PATH))
        .json(&serde_json::json!({
            "code": code,
            "code_verifier": verifier,
            "state": state,
            "host": host,
        }))
        .send()
        .await
        .map_err(|e| Error::failure(format!("cannot reach the gateway: {e}")))?;
    let status = resp.status();
    let body: serde_json::Value = resp.json().await.unwrap_or_default();
    if !status.is_success() {
        let why = body
            .get("error_description")
            .and_then(serde_json::Value::as_str)
            .unwrap_or("no reason given");
        return Err(Error::auth(format!(
            "the gateway refused the sign-in's code: {why}; nothing was stored"
        )));
    }
    body.get("token")
        .and_then(serde_json::Value::as_str)
        .and_then(ApiKey::parse)
        .filter(|t| crate::api::gateway::is_member_token(t.expose()))
        .ok_or_else(|| {
            Error::failure("the gateway's answer holds no member token; nothing was stored")
        })
}

/// `--with-key`/`--with-token` typed at a terminal: the read waits for
/// the end of input, which a person may not know to give.
fn reading_stdin(ctx: &Context, what: &str) {
    use std::io::IsTerminal;
    if std::io::stdin().is_terminal() {
        let end = if cfg!(windows) {
            "Ctrl-Z, Enter"
        } else {
            "Ctrl-D"
        };
        ctx.ui.status(&format!(
            "Reading the {what} from stdin (it is shown as typed): paste it, then {end}."
        ));
    }
}

/// What `--gateway` names: the gateway's address (`https://HOST[:PORT][/PATH]`),
/// also as its ready line's `base_url` or `alt_base_url` gives it (the
/// interface's suffix taken off). Anything else is exit 2, nothing sent.
fn gateway_root(given: &str) -> Result<String> {
    let trimmed = given.trim().trim_end_matches('/');
    let root = trimmed
        .strip_suffix("/api/v1")
        .or_else(|| trimmed.strip_suffix("/v1"))
        .unwrap_or(trimmed);
    let ok = url::Url::parse(root).is_ok_and(|u| {
        matches!(u.scheme(), "http" | "https")
            && u.host_str().is_some_and(|h| !h.is_empty())
            && u.query().is_none()
            && u.fragment().is_none()
    });
    if !ok {
        return Err(Error::usage(format!(
            "--gateway {given:?} is not a gateway's address; nothing was sent"
        ))
        .with_hint(
            "give the address your team's lead gave you, e.g. https://talent-gw.example.com (the gateway's ready line names it as \"url\")",
        ));
    }
    Ok(root.to_string())
}

/// The member token from stdin (`--with-token`) or a hidden prompt: one
/// that is not a member token is exit 2, nothing sent.
fn read_token(ctx: &Context, with_token: bool) -> Result<ApiKey> {
    let raw = if with_token {
        let mut text = String::new();
        reading_stdin(ctx, "member token");
        let _waiting = crate::signals::waiting_on_input();
        std::io::stdin()
            .read_to_string(&mut text)
            .map_err(|e| Error::usage(format!("cannot read the token from stdin: {e}")))?;
        text
    } else {
        ctx.ui.password("Member token (input hidden)")?
    };
    match ApiKey::parse(&raw) {
        Some(token) if crate::api::gateway::is_member_token(token.expose()) => Ok(token),
        _ => Err(
            Error::usage("that is not a member token (tlm_...); nothing was sent or stored")
                .with_hint(
                "a gateway takes the token your lead made with `talent serve member token NAME`; \
             the workspace's service key goes only to the service (`talent auth login`)",
            ),
        ),
    }
}

/// Where the OS keyring (the default store) cannot be used, says so before
/// a key is read: on a terminal it asks whether to keep the key in the
/// plain file instead (`true`: agreed); without one (`--with-key`, a
/// script), or when the answer is no, it stops with nothing sent, rather
/// than check a key it cannot keep and make the person give it again.
async fn plain_file_agreed(
    ctx: &Context,
    profile: &str,
    prompting: bool,
    what: &str,
) -> Result<bool> {
    let store = auth::default_store()?;
    if store.backend() != "keyring" {
        return Ok(false);
    }
    let probe = profile.to_string();
    let why = crate::task::spawn_blocking(move || store.unavailable(&probe))
        .await
        .map_err(|e| Error::failure(format!("the keyring check failed: {e}")))?;
    let Some(why) = why else {
        return Ok(false);
    };
    let file = auth::FileStore::default_location()?;
    let place = file.path().display().to_string();
    // Windows has no mode bits: the file takes its folder's permissions.
    let mode = if cfg!(windows) { "" } else { ", mode 0600" };
    if !(prompting && ctx.ui.can_prompt()) {
        return Err(Error::failure(format!(
            "no OS keyring is available here ({why}); nothing was sent or stored"
        ))
        .with_hint(auth::NO_KEYRING_HINT));
    }
    ctx.ui.warn(&format!(
        "no OS keyring is available here ({why}) to keep the {what} in."
    ));
    let question = format!(
        "Keep the {what} in a plain-text file instead ({place}{mode}, readable by anyone who can act as you)?"
    );
    match ctx
        .ui
        .confirm_with(&question, ["yes, use the file", "no, store nothing"])?
    {
        Some(true) => Ok(true),
        _ => Err(Error::usage(format!(
            "no OS keyring is available here ({why}) and the plain file was declined; nothing was stored"
        ))
        .with_hint(format!(
            "set TALENT_API_KEY for this shell, or log in where a keyring runs (profile {profile})"
        ))),
    }
}

/// The key from stdin (`--with-key`, trimmed) or from a hidden prompt. An
/// empty key or one no header could carry is bad input: exit 2, nothing sent.
fn read_key(ctx: &Context, with_key: bool) -> Result<ApiKey> {
    let raw = if with_key {
        let mut text = String::new();
        reading_stdin(ctx, "key");
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
/// saves the config change `--insecure-storage` records; hands back the
/// config as saved, for a caller that changes more of it.
async fn store(
    ctx: &Context,
    profile: &str,
    key: &ApiKey,
    insecure_storage: bool,
) -> Result<(&'static str, crate::config::Config)> {
    let mut config = ctx.config.clone();
    let (profile, key) = (profile.to_string(), key.clone());
    crate::task::spawn_blocking(move || {
        auth::store_key(&profile, &key, insecure_storage, &mut config).map(|b| (b, config))
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
