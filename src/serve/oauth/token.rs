//! The token endpoint (RFC 6749 4.1.3 and 6, RFC 7636, RFC 8707) and
//! revocation (RFC 7009). Public clients (no secret: PKCE binds the code to
//! the client that asked). Opaque tokens of 256 random bits, kept as
//! SHA-256: access tokens for one resource, at most an hour; refresh tokens
//! rotated on each use within a family (30 days, 7 idle) that a reused one
//! ends.

use std::sync::Arc;

use axum::extract::{Request, State};
use axum::http::{header, StatusCode};
use axum::response::Response;
use serde_json::json;

use super::consent::params;
use super::{
    blocking, digest, json_reply, ledger_away, mint, minted, oauth_error, s256, scope_named,
    ACCESS_LIFE, ACCESS_PREFIX, CODE_PREFIX, FAMILY_IDLE, FAMILY_LIFE, REFRESH_PREFIX,
};
use crate::ledger::pg::oauth::{Fresh, Presented, Refused};
use crate::serve::{Gateway, Peer};

pub const TOKEN: &str = "/oauth/token";

/// The token endpoint's limit: assistants behind one address (an
/// office's) refresh on their own, and only refusals count.
pub const OAUTH_TOKEN: crate::serve::throttle::Limit = crate::serve::throttle::Limit {
    scope: "oauth-token",
    route: TOKEN,
    attempts: 20,
    window: std::time::Duration::from_secs(600),
};
pub const REVOKE: &str = "/oauth/revoke";

/// The most a token request's body may be.
const FORM_LIMIT: usize = 8 * 1024;

fn get<'a>(pairs: &'a [(String, String)], name: &str) -> Option<&'a str> {
    pairs
        .iter()
        .find(|(k, _)| k == name)
        .map(|(_, v)| v.as_str())
        .filter(|v| !v.is_empty())
}

/// A form body (`application/x-www-form-urlencoded`, each parameter once).
async fn form(req: Request) -> Result<Vec<(String, String)>, Response> {
    let form_type = req
        .headers()
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|t| {
            t.split(';').next().is_some_and(|m| {
                m.trim()
                    .eq_ignore_ascii_case("application/x-www-form-urlencoded")
            })
        });
    if !form_type {
        return Err(oauth_error(
            StatusCode::BAD_REQUEST,
            "invalid_request",
            "the body must be application/x-www-form-urlencoded",
        ));
    }
    let body = axum::body::to_bytes(req.into_body(), FORM_LIMIT)
        .await
        .map_err(|_| {
            oauth_error(
                StatusCode::BAD_REQUEST,
                "invalid_request",
                "the body is too large",
            )
        })?;
    let text = std::str::from_utf8(&body).map_err(|_| {
        oauth_error(
            StatusCode::BAD_REQUEST,
            "invalid_request",
            "the body is not UTF-8",
        )
    })?;
    params(text).map_err(|why| oauth_error(StatusCode::BAD_REQUEST, "invalid_request", &why))
}

fn refusal(r: Refused) -> Response {
    oauth_error(StatusCode::BAD_REQUEST, r.error, &r.description)
}

fn fresh() -> crate::Result<(String, String, Fresh)> {
    let access = mint(ACCESS_PREFIX)?;
    let refresh = mint(REFRESH_PREFIX)?;
    let f = Fresh {
        access_sha256: digest(&access),
        refresh_sha256: digest(&refresh),
        access_ms: ACCESS_LIFE.as_millis() as i64,
        family_ms: FAMILY_LIFE.as_millis() as i64,
        idle_ms: FAMILY_IDLE.as_millis() as i64,
    };
    Ok((access, refresh, f))
}

/// `POST /oauth/token`, rate-limited per client address
/// ([`OAUTH_TOKEN`]): past it, 429 with OAuth's JSON error and
/// `Retry-After`, the request not looked at.
pub async fn token(State(gw): State<Arc<Gateway>>, req: Request) -> Response {
    let from = req.extensions().get::<Peer>().map(|p| p.0);
    let too_many = |secs: u64| {
        oauth_error(
            StatusCode::TOO_MANY_REQUESTS,
            "invalid_request",
            &format!("too many refused token requests from this address; try again in {secs} s"),
        )
    };
    gw.limited(
        &OAUTH_TOKEN,
        from,
        too_many,
        |e| ledger_away(&gw, e),
        exchange(&gw, req),
    )
    .await
}

async fn exchange(gw: &Arc<Gateway>, req: Request) -> Response {
    let pairs = match form(req).await {
        Ok(p) => p,
        Err(r) => return r,
    };
    let server = gw.oauth();
    let Some(client_id) = get(&pairs, "client_id").map(str::to_string) else {
        return oauth_error(
            StatusCode::UNAUTHORIZED,
            "invalid_client",
            "client_id is required (public clients)",
        );
    };
    let Some(resource) = get(&pairs, "resource").map(str::to_string) else {
        return oauth_error(
            StatusCode::BAD_REQUEST,
            "invalid_target",
            "resource is required: the URL of the MCP server (RFC 8707)",
        );
    };
    if server.resource_of(&resource).is_none() {
        return oauth_error(
            StatusCode::BAD_REQUEST,
            "invalid_target",
            "resource is not one of this gateway's MCP servers",
        );
    }
    let Ok((access, refresh, f)) = fresh() else {
        return oauth_error(
            StatusCode::INTERNAL_SERVER_ERROR,
            "server_error",
            "no random bits",
        );
    };
    let store = server.store();
    let outcome = match get(&pairs, "grant_type") {
        Some("authorization_code") => {
            let (Some(code), Some(redirect_uri), Some(verifier)) = (
                get(&pairs, "code"),
                get(&pairs, "redirect_uri"),
                get(&pairs, "code_verifier"),
            ) else {
                return oauth_error(
                    StatusCode::BAD_REQUEST,
                    "invalid_request",
                    "code, redirect_uri and code_verifier are required",
                );
            };
            // RFC 7636 4.1: 43 to 128 unreserved characters.
            let verifier_ok = (43..=128).contains(&verifier.len())
                && verifier
                    .bytes()
                    .all(|b| b.is_ascii_alphanumeric() || b"-._~".contains(&b));
            if !verifier_ok {
                return oauth_error(
                    StatusCode::BAD_REQUEST,
                    "invalid_grant",
                    "code_verifier is not a PKCE verifier",
                );
            }
            if !minted(code, CODE_PREFIX) {
                return oauth_error(
                    StatusCode::BAD_REQUEST,
                    "invalid_grant",
                    "the code is unknown",
                );
            }
            let presented = Presented {
                client_id: client_id.clone(),
                redirect_uri: redirect_uri.to_string(),
                challenge: s256(verifier),
                resource: resource.clone(),
            };
            let sha = digest(code);
            blocking(move || store.redeem_code(&sha, &presented, &f)).await
        }
        Some("refresh_token") => {
            let Some(token) = get(&pairs, "refresh_token") else {
                return oauth_error(
                    StatusCode::BAD_REQUEST,
                    "invalid_request",
                    "refresh_token is required",
                );
            };
            if !minted(token, REFRESH_PREFIX) {
                return oauth_error(
                    StatusCode::BAD_REQUEST,
                    "invalid_grant",
                    "the refresh token is unknown",
                );
            }
            let scope = get(&pairs, "scope").map(str::to_string);
            if let Some(s) = &scope {
                if s.split(' ')
                    .filter(|w| !w.is_empty())
                    .any(|w| scope_named(w).is_none())
                {
                    return oauth_error(StatusCode::BAD_REQUEST, "invalid_scope", "unknown scope");
                }
            }
            let (sha, cid, res) = (digest(token), client_id.clone(), resource.clone());
            blocking(move || store.refresh(&sha, &cid, &res, scope.as_deref(), &f)).await
        }
        Some(_) => {
            return oauth_error(
                StatusCode::BAD_REQUEST,
                "unsupported_grant_type",
                "authorization_code and refresh_token are served",
            )
        }
        None => {
            return oauth_error(
                StatusCode::BAD_REQUEST,
                "invalid_request",
                "grant_type is required",
            )
        }
    };
    match outcome {
        Ok(Ok(issued)) => {
            crate::serve::line::note(&format!("tokens for client {}", client_label(&client_id)));
            json_reply(
                StatusCode::OK,
                json!({
                    "access_token": access,
                    "token_type": "Bearer",
                    "expires_in": issued.expires_in,
                    "refresh_token": refresh,
                    "scope": issued.scopes,
                    "resource": resource,
                }),
            )
        }
        Ok(Err(r)) => {
            crate::serve::line::note(&format!(
                "{} ({}) for client {}",
                r.error,
                r.description,
                client_label(&client_id)
            ));
            refusal(r)
        }
        Err(e) => ledger_away(gw, &e),
    }
}

/// A client id as a log line shows it (a document's URL, or a registered
/// client's id: neither is a secret).
fn client_label(client_id: &str) -> String {
    client_id.chars().take(120).collect()
}

/// `POST /oauth/revoke` (RFC 7009): 200 whether or not the token was
/// known; a refresh token ends its family, an access token itself.
pub async fn revoke(State(gw): State<Arc<Gateway>>, req: Request) -> Response {
    let pairs = match form(req).await {
        Ok(p) => p,
        Err(r) => return r,
    };
    let Some(client_id) = get(&pairs, "client_id").map(str::to_string) else {
        return oauth_error(
            StatusCode::UNAUTHORIZED,
            "invalid_client",
            "client_id is required (public clients)",
        );
    };
    let Some(token) = get(&pairs, "token") else {
        return oauth_error(
            StatusCode::BAD_REQUEST,
            "invalid_request",
            "token is required",
        );
    };
    if minted(token, ACCESS_PREFIX) || minted(token, REFRESH_PREFIX) {
        let (store, sha) = (gw.oauth().store(), digest(token));
        if let Err(e) = blocking(move || store.revoke_token(&sha, &client_id)).await {
            return ledger_away(&gw, &e);
        }
    }
    json_reply(StatusCode::OK, json!({}))
}
