//! Dynamic client registration (RFC 7591) for clients that predate client
//! ID metadata documents, bounded: public clients only, redirect URIs
//! `https` or loopback `http`, at most 10 of them, at most 2 KiB a
//! registration, at most [`PER_HOUR`] registrations an hour from one
//! address (counted in the ledger, so across replicas); a client never
//! used within 24 hours of its registration goes.

use std::sync::Arc;

use axum::extract::{Request, State};
use axum::http::{header, HeaderValue, StatusCode};
use axum::response::Response;
use serde_json::{json, Value};

use super::{blocking, json_reply, ledger_away, mint, oauth_error, redirect_ok, CLIENT_PREFIX};
use crate::serve::{Gateway, Peer};

pub const REGISTER: &str = "/oauth/register";

/// The largest registration.
pub const BODY_LIMIT: usize = 2 * 1024;
/// The most redirect URIs a client may have.
pub const MAX_REDIRECTS: usize = 10;
/// Registrations an hour from one address.
pub const PER_HOUR: i64 = 10;

/// Why a registration is refused: the RFC 7591 error and its words.
type Invalid = (&'static str, &'static str);

fn invalid(error: &'static str, description: &'static str) -> Invalid {
    (error, description)
}

/// What a registration asks for, checked: (name, redirect URIs).
pub fn checked(body: &Value) -> Result<(Option<String>, Vec<String>), Invalid> {
    let Some(obj) = body.as_object() else {
        return Err(invalid(
            "invalid_client_metadata",
            "the registration must be a JSON object",
        ));
    };
    let uris = match obj.get("redirect_uris").and_then(Value::as_array) {
        Some(a) if !a.is_empty() => a,
        _ => {
            return Err(invalid(
                "invalid_redirect_uri",
                "redirect_uris must list at least one URI",
            ))
        }
    };
    if uris.len() > MAX_REDIRECTS {
        return Err(invalid("invalid_redirect_uri", "at most 10 redirect_uris"));
    }
    let mut out = Vec::new();
    for u in uris {
        match u.as_str() {
            Some(s) if redirect_ok(s) => {
                if !out.iter().any(|o| o == s) {
                    out.push(s.to_string());
                }
            }
            _ => return Err(invalid(
                "invalid_redirect_uri",
                "each redirect URI must be https, or http on a loopback host, without a fragment, written as a URL parser writes it back (no spaces, no dot-segments, a lower-case host)",
            )),
        }
    }
    if let Some(m) = obj.get("token_endpoint_auth_method") {
        if m.as_str() != Some("none") {
            return Err(invalid(
                "invalid_client_metadata",
                "only public clients are registered: token_endpoint_auth_method none",
            ));
        }
    }
    if let Some(g) = obj.get("grant_types") {
        let ok = g.as_array().is_some_and(|a| {
            a.iter().all(|t| {
                matches!(
                    t.as_str(),
                    Some("authorization_code") | Some("refresh_token")
                )
            })
        });
        if !ok {
            return Err(invalid(
                "invalid_client_metadata",
                "grant_types may be authorization_code and refresh_token",
            ));
        }
    }
    if let Some(r) = obj.get("response_types") {
        let ok = r
            .as_array()
            .is_some_and(|a| a.iter().all(|t| t.as_str() == Some("code")));
        if !ok {
            return Err(invalid(
                "invalid_client_metadata",
                "response_types may be code",
            ));
        }
    }
    let name = match obj.get("client_name") {
        None | Some(Value::Null) => None,
        Some(Value::String(s)) if s.chars().count() <= 200 => Some(s.clone()),
        Some(_) => {
            return Err(invalid(
                "invalid_client_metadata",
                "client_name must be text of at most 200 characters",
            ))
        }
    };
    Ok((name, out))
}

/// `POST /oauth/register`.
pub async fn register(State(gw): State<Arc<Gateway>>, req: Request) -> Response {
    let from = req
        .extensions()
        .get::<Peer>()
        .map(|p| p.0.to_string())
        .unwrap_or_default();
    let declared = req
        .headers()
        .get(header::CONTENT_LENGTH)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.parse::<u64>().ok());
    if declared.is_some_and(|n| n > BODY_LIMIT as u64) {
        return oauth_error(
            StatusCode::PAYLOAD_TOO_LARGE,
            "invalid_client_metadata",
            "a registration is at most 2 KiB",
        );
    }
    let Ok(bytes) = axum::body::to_bytes(req.into_body(), BODY_LIMIT).await else {
        return oauth_error(
            StatusCode::PAYLOAD_TOO_LARGE,
            "invalid_client_metadata",
            "a registration is at most 2 KiB",
        );
    };
    let Ok(body) = serde_json::from_slice::<Value>(&bytes) else {
        return oauth_error(
            StatusCode::BAD_REQUEST,
            "invalid_client_metadata",
            "the registration is not JSON",
        );
    };
    let (name, uris) = match checked(&body) {
        Ok(c) => c,
        Err((error, why)) => return oauth_error(StatusCode::BAD_REQUEST, error, why),
    };
    let Ok(client_id) = mint(CLIENT_PREFIX) else {
        return oauth_error(
            StatusCode::INTERNAL_SERVER_ERROR,
            "server_error",
            "no random bits",
        );
    };
    let store = gw.oauth().store();
    let (id, n, u, f) = (client_id.clone(), name.clone(), uris.clone(), from.clone());
    match blocking(move || store.register(&id, n.as_deref(), &u, &f, PER_HOUR)).await {
        Ok(true) => {}
        Ok(false) => {
            crate::serve::line::note("too many registrations from this address");
            let mut r = oauth_error(
                StatusCode::TOO_MANY_REQUESTS,
                "invalid_request",
                "too many registrations from this address; try again later",
            );
            r.headers_mut()
                .insert(header::RETRY_AFTER, HeaderValue::from_static("3600"));
            return r;
        }
        Err(e) => return ledger_away(&gw, &e),
    }
    crate::serve::line::note(&format!("client {client_id}"));
    let mut answer = json!({
        "client_id": client_id,
        "client_id_issued_at": std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map(|d| d.as_secs())
            .unwrap_or(0),
        "redirect_uris": uris,
        "token_endpoint_auth_method": "none",
        "grant_types": ["authorization_code", "refresh_token"],
        "response_types": ["code"],
    });
    if let (Some(n), Some(o)) = (name, answer.as_object_mut()) {
        o.insert("client_name".into(), json!(n));
    }
    json_reply(StatusCode::CREATED, answer)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn registrations_are_bounded() {
        assert!(
            checked(&json!({"redirect_uris": ["https://claude.ai/api/mcp/auth_callback"]})).is_ok()
        );
        assert!(checked(&json!({"redirect_uris": []})).is_err());
        assert!(checked(&json!({"redirect_uris": ["http://evil.example/cb"]})).is_err());
        // One URI with spaces is not three (nor a way past "at most 10").
        assert!(checked(&json!({"redirect_uris": [
            "https://good.example/cb http://evil.example/steal javascript:alert(1)"
        ]}))
        .is_err());
        let eleven: Vec<String> = (0..11)
            .map(|i| format!("http://127.0.0.1:{}/cb", 1000 + i))
            .collect();
        assert!(checked(&json!({ "redirect_uris": eleven })).is_err());
        assert!(checked(&json!({"redirect_uris": ["https://a.example/cb"], "token_endpoint_auth_method": "client_secret_basic"})).is_err());
        assert!(checked(
            &json!({"redirect_uris": ["https://a.example/cb"], "grant_types": ["implicit"]})
        )
        .is_err());
    }
}
