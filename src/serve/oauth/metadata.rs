//! The metadata clients discover the gateway by: RFC 9728 protected-resource
//! metadata for each resource at the path-inserted well-known URL
//! (`/.well-known/oauth-protected-resource/mcp`, `…/mcp/readonly`), naming
//! the resource exactly and the gateway as its authorization server, and
//! the RFC 8414 authorization-server metadata. Every URL in them is built
//! from the gateway's own URL (`--public-url`), never from a request.

use std::sync::Arc;

use axum::extract::State;
use axum::http::StatusCode;
use axum::response::Response;
use serde_json::{json, Value};

use super::{consent, json_reply, register, token, Server};
use crate::mcp::engine::Scope;
use crate::serve::Gateway;

fn scopes() -> Vec<&'static str> {
    Scope::ALL.iter().map(|s| s.as_str()).collect()
}

/// RFC 9728 metadata of one resource: its `scopes_supported` are the
/// scopes its tools take (`/mcp/readonly`'s read-only tools reach no one:
/// no `talent:outreach`).
pub fn protected_resource(server: &Server, path: &str) -> Value {
    let served: Vec<&str> = super::resource_scopes(path)
        .iter()
        .map(|s| s.as_str())
        .collect();
    json!({
        "resource": server.resource_url(path),
        "authorization_servers": [server.issuer()],
        "scopes_supported": served,
        "bearer_methods_supported": ["header"],
        "resource_name": if path == "/mcp/readonly" { "talent (read-only)" } else { "talent" },
    })
}

/// RFC 8414 metadata of the gateway.
pub fn authorization_server_metadata(server: &Server) -> Value {
    let url = server.issuer();
    json!({
        "issuer": url,
        "authorization_endpoint": format!("{url}{}", consent::AUTHORIZE),
        "token_endpoint": format!("{url}{}", token::TOKEN),
        "registration_endpoint": format!("{url}{}", register::REGISTER),
        "revocation_endpoint": format!("{url}{}", token::REVOKE),
        "scopes_supported": scopes(),
        "response_types_supported": ["code"],
        "response_modes_supported": ["query"],
        "grant_types_supported": ["authorization_code", "refresh_token"],
        "token_endpoint_auth_methods_supported": ["none"],
        "revocation_endpoint_auth_methods_supported": ["none"],
        "code_challenge_methods_supported": ["S256"],
        "client_id_metadata_document_supported": true,
        "authorization_response_iss_parameter_supported": true,
    })
}

pub async fn authorization_server(State(gw): State<Arc<Gateway>>) -> Response {
    json_reply(StatusCode::OK, authorization_server_metadata(gw.oauth()))
}

pub async fn protected_mcp(State(gw): State<Arc<Gateway>>) -> Response {
    json_reply(StatusCode::OK, protected_resource(gw.oauth(), "/mcp"))
}

pub async fn protected_readonly(State(gw): State<Arc<Gateway>>) -> Response {
    json_reply(
        StatusCode::OK,
        protected_resource(gw.oauth(), "/mcp/readonly"),
    )
}
