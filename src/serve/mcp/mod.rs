//! `/mcp` and `/mcp/readonly` on the gateway: the tools of `talent mcp`
//! (the same `crate::mcp::Server`, no second copy of any tool) over
//! Streamable HTTP, as the authenticated member.
//!
//! - [`mcp_bearer`]: the one seam that turns a request's bearer into the
//!   member it acts as (a member token of use `mcp` or `both` today; the
//!   OAuth access tokens plug in there), or the 401 that names the
//!   resource's protected-resource metadata.
//! - [`options_of`]: the conversation's options from its headers
//!   (`X-MCP-*`), clipped to `serve --mcp-allow-*`/`--mcp-confirm` and to
//!   the member's grants: headers only narrow.
//! - [`http`]: the transport (sessions for 2025-06-18/2025-11-25, the
//!   stateless 2026-07-28), over rmcp's session manager and messages;
//!   [`resume`]: a session's request streams kept in the ledger, resumed
//!   with `Last-Event-ID` on any replica.
//! - [`engine`]: the conversation's client and guard (the member's
//!   allowances, the workspace's meters and reserve, the pacer; channel
//!   `mcp`); [`worker`]: the thread the conversations run on.
//!
//! Host and Origin are the door's (`front`), as for every route.

mod conv;
mod engine;
mod http;
mod resume;
mod shared;
mod value;
mod worker;

use std::sync::Arc;

use axum::extract::{Request as HttpRequest, State};
use axum::http::{header, HeaderMap, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::Router;
use serde_json::json;

use crate::api::Surface;
use crate::mcp::{Confirm, Options, Scope, Toolset};

use super::Gateway;

pub use engine::MCP_COMMAND;
pub use http::State as McpState;

/// What `serve --mcp-allow-* --mcp-confirm` set, and the gateway's URL.
#[derive(Debug, Clone)]
pub struct Settings {
    /// The gateway's URL (`--public-url`, else the ready line's `url`):
    /// the resources are named from it.
    pub url: String,
    /// What a conversation may do without a question: unlocks, searches,
    /// people reached, job changes (`talent mcp`'s defaults).
    pub allow: [u64; 4],
    pub confirm: Confirm,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            url: String::new(),
            allow: Options::default().allow,
            confirm: Confirm::Ask,
        }
    }
}

/// The two resources (kept beside the OAuth server's [`RESOURCES`]).
///
/// [`RESOURCES`]: super::oauth::RESOURCES
pub use super::oauth::Resource;

/// Whom a request on `/mcp` acts as.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct McpMember {
    pub member: String,
    /// The member's grants (`search`, `unlock`, …): tools outside them are
    /// neither listed nor served.
    pub grants: Vec<String>,
    /// The credential's name: a member token's label (an OAuth grant's id
    /// when those land); part of a 2026-07-28 conversation's key.
    pub label: String,
    /// The scopes the credential holds (a member token: all of them; its
    /// grants bound it).
    pub scopes: Vec<Scope>,
}

/// The grant a tool needs, as the REST routes it sends need it (cli.md's
/// *serve*: `search`, `unlock`, `outreach`, `jobs`, `webhooks`); `None`:
/// no grant (reads, shortlists, usage).
pub fn grant_of(tool: &str) -> Option<&'static str> {
    match tool {
        "search_candidates" => Some("search"),
        "get_candidate" => Some("unlock"),
        "invite_candidate" | "send_message" | "bulk_invite" => Some("outreach"),
        "create_job" | "update_job" | "close_job" => Some("jobs"),
        "list_webhooks" | "enable_webhook" | "delete_webhook" => Some("webhooks"),
        _ => None,
    }
}

/// The 401 of `/mcp`: `WWW-Authenticate` names the resource's metadata
/// and the scopes it takes (the MCP authorization specification). The
/// error code `invalid_token` only when a credential was presented: a
/// request that lacked one gets none (RFC 6750 3.1), in the header and
/// the body alike.
fn unauthorized(gw: &Gateway, resource: Resource, presented: bool, why: &str) -> Response {
    let scopes: Vec<&str> = resource.scopes().iter().map(|s| s.as_str()).collect();
    let mut challenge = format!(
        "Bearer resource_metadata=\"{}\", scope=\"{}\"",
        resource.metadata_url(&gw.parts.mcp.url),
        scopes.join(" ")
    );
    if presented {
        challenge.push_str(", error=\"invalid_token\"");
    }
    let body = if presented {
        json!({"error": "invalid_token", "error_description": why})
    } else {
        json!({"error_description": why})
    };
    let mut r = (StatusCode::UNAUTHORIZED, axum::Json(body)).into_response();
    if let Ok(v) = HeaderValue::from_str(&challenge) {
        r.headers_mut().insert(header::WWW_AUTHENTICATE, v);
    }
    r.headers_mut()
        .insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    r
}

/// The member a request on `resource` acts as, from its bearer (one
/// ledger round trip), or the answer to send instead: 401 (no bearer, an
/// unknown, expired or revoked one, a member token for the REST routes
/// only), 503 when the ledger is away. The gateway's OAuth access tokens
/// (`tla_…`) are checked here too (`oauth::access_token`).
pub async fn mcp_bearer(
    gw: &Gateway,
    headers: &HeaderMap,
    resource: Resource,
) -> Result<McpMember, Response> {
    let Some(token) = super::bearer(headers) else {
        return Err(unauthorized(
            gw,
            resource,
            false,
            "a credential is needed: one Authorization: Bearer header, with a member token for mcp",
        ));
    };
    // An OAuth access token (the gateway's own authorization server):
    // live, for exactly this resource, its scopes within the grants.
    if token.starts_with(super::oauth::ACCESS_PREFIX) {
        return match super::oauth::access_token(gw, token, resource.path()).await {
            Ok(Some(g)) => Ok(McpMember {
                member: g.member,
                grants: g.grants,
                label: format!("grant-{}", g.grant_id),
                scopes: g.scopes,
            }),
            Ok(None) => Err(unauthorized(
                gw,
                resource,
                true,
                "the access token is unknown, expired, revoked or for another resource",
            )),
            Err(e) => Err(gw.ledger_away(Surface::Main, &e)),
        };
    }
    if !super::token::well_formed(token) {
        return Err(unauthorized(
            gw,
            resource,
            true,
            "the bearer is not a credential of this gateway",
        ));
    }
    let digest = super::token::digest(token);
    let members = gw.members().clone();
    let found = crate::task::spawn_blocking(move || members.authenticate(&digest))
        .await
        .unwrap_or_else(|_| Err(crate::Error::ledger("the ledger's lookup stopped")));
    match found {
        Ok(Some(who)) if who.use_for == "mcp" || who.use_for == "both" => Ok(McpMember {
            member: who.member,
            grants: who.grants,
            label: who.label,
            scopes: Scope::ALL.to_vec(),
        }),
        Ok(Some(_)) => Err(unauthorized(
            gw,
            resource,
            true,
            "this member token is for the REST routes only; /mcp takes a token of use mcp or both (serve member token NAME --for mcp)",
        )),
        Ok(None) => Err(unauthorized(
            gw,
            resource,
            true,
            "the token is unknown, expired or revoked",
        )),
        Err(e) => Err(gw.ledger_away(Surface::Main, &e)),
    }
}

/// The scopes `tool` needs that `who`'s credential lacks (none for a tool
/// that does not exist: that is the protocol's unknown tool).
pub fn missing_scopes(who: &McpMember, tool: &str) -> Vec<&'static str> {
    crate::mcp::tools::find(tool)
        .map(|e| {
            e.def
                .scopes
                .iter()
                .filter(|s| !who.scopes.contains(s))
                .map(|s| s.as_str())
                .collect()
        })
        .unwrap_or_default()
}

/// The 403 of a tool call whose tool needs a scope the credential lacks
/// (`insufficient_scope`, naming the scope: the client may ask for it).
pub fn insufficient_scope(
    gw: &Gateway,
    resource: Resource,
    who: &McpMember,
    tool: &str,
) -> Option<Response> {
    let needed = missing_scopes(who, tool);
    if needed.is_empty() {
        return None;
    }
    let challenge = format!(
        "Bearer error=\"insufficient_scope\", scope=\"{}\", resource_metadata=\"{}\"",
        needed.join(" "),
        resource.metadata_url(&gw.parts.mcp.url)
    );
    let mut r = (
        StatusCode::FORBIDDEN,
        axum::Json(json!({
            "error": "insufficient_scope",
            "error_description": format!("{tool} needs the scope {}", needed.join(" ")),
        })),
    )
        .into_response();
    if let Ok(v) = HeaderValue::from_str(&challenge) {
        r.headers_mut().insert(header::WWW_AUTHENTICATE, v);
    }
    r.headers_mut()
        .insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    Some(r)
}

/// A header's text, trimmed; `None` when absent or empty.
fn header_text<'a>(headers: &'a HeaderMap, name: &str) -> Option<&'a str> {
    headers
        .get(name)
        .and_then(|v| v.to_str().ok())
        .map(str::trim)
        .filter(|v| !v.is_empty())
}

/// A comma-separated header's items.
fn list_of(text: &str) -> impl Iterator<Item = &str> {
    text.split(',').map(str::trim).filter(|s| !s.is_empty())
}

fn strictness(c: Confirm) -> u8 {
    match c {
        Confirm::Ask => 0,
        Confirm::Page => 1,
        Confirm::Deny => 2,
    }
}

/// A conversation's options: the connection's headers (`X-MCP-Toolsets`,
/// `X-MCP-Tools` — only tools of the chosen toolsets —, `X-MCP-Readonly`,
/// `X-MCP-Allow-Unlocks`, `-Searches`, `-Outreach`, `-Job-Changes`,
/// `X-MCP-Confirm`) clipped to the gateway's settings, the resource
/// (`/mcp/readonly` is read-only) and the member's grants and scopes.
/// A header can only narrow; a header that cannot be read is an error.
pub fn options_of(
    settings: &Settings,
    headers: &HeaderMap,
    resource: Resource,
    who: &McpMember,
    time_scale: crate::clock::TimeScale,
) -> Result<Options, String> {
    use clap::ValueEnum;
    let toolsets = match header_text(headers, "x-mcp-toolsets") {
        None => Toolset::DEFAULT.to_vec(),
        Some(text) => {
            let mut sets = Vec::new();
            for name in list_of(text) {
                let set = Toolset::from_str(name, true).map_err(|_| {
                    format!(
                        "X-MCP-Toolsets: {:?} is not a toolset (candidates, jobs, outreach, usage, webhooks)",
                        name.chars().take(64).collect::<String>()
                    )
                })?;
                if !sets.contains(&set) {
                    sets.push(set);
                }
            }
            sets
        }
    };
    let of_sets: Vec<&'static str> = crate::mcp::tools::all()
        .filter(|e| toolsets.contains(&e.def.toolset))
        .map(|e| e.def.name)
        .collect();
    let mut exclude: Vec<String> = Vec::new();
    if let Some(text) = header_text(headers, "x-mcp-tools") {
        let named: Vec<&str> = list_of(text).collect();
        if let Some(other) = named.iter().find(|n| !of_sets.contains(n)) {
            return Err(format!(
                "X-MCP-Tools: {:?} is not a tool of the chosen toolsets",
                other.chars().take(64).collect::<String>()
            ));
        }
        exclude.extend(
            of_sets
                .iter()
                .filter(|t| !named.contains(t))
                .map(|t| t.to_string()),
        );
    }
    // The member's grants and the credential's scopes.
    for e in crate::mcp::tools::all() {
        let granted = grant_of(e.def.name).is_none_or(|g| who.grants.iter().any(|h| h == g));
        let scoped = e.def.scopes.iter().all(|s| who.scopes.contains(s));
        if (!granted || !scoped) && !exclude.iter().any(|x| x == e.def.name) {
            exclude.push(e.def.name.to_string());
        }
    }
    let read_only = resource == Resource::ReadOnly
        || match header_text(headers, "x-mcp-readonly") {
            None => false,
            Some(v) if v.eq_ignore_ascii_case("true") || v == "1" => true,
            Some(v) if v.eq_ignore_ascii_case("false") || v == "0" => false,
            Some(_) => return Err("X-MCP-Readonly: true or false".into()),
        };
    let mut allow = settings.allow;
    for (slot, name) in [
        "x-mcp-allow-unlocks",
        "x-mcp-allow-searches",
        "x-mcp-allow-outreach",
        "x-mcp-allow-job-changes",
    ]
    .into_iter()
    .enumerate()
    {
        if let Some(text) = header_text(headers, name) {
            let n: u64 = text
                .parse()
                .map_err(|_| format!("{name}: a whole number of 0 or more"))?;
            allow[slot] = allow[slot].min(n);
        }
    }
    let mut confirm = settings.confirm;
    if let Some(text) = header_text(headers, "x-mcp-confirm") {
        let asked = Confirm::from_str(text, true)
            .map_err(|_| "X-MCP-Confirm: ask, page or deny".to_string())?;
        if strictness(asked) > strictness(confirm) {
            confirm = asked;
        }
    }
    Ok(Options {
        read_only,
        toolsets,
        tools: Vec::new(),
        exclude_tools: exclude,
        allow,
        caps: [None; 3],
        confirm,
        opener: crate::mcp::page::Opener::Never,
        time_scale,
        names_file: None,
        on_gateway: true,
        gateway: None,
    })
}

/// How a conversation of `who` puts its questions: in the ledger, keyed
/// by member and client (the credential's label: a member token's, or an
/// OAuth grant's), answered on `<public URL>/approvals`.
fn on_gateway(
    gw: &Gateway,
    who: &McpMember,
    resource: Resource,
    headers: &HeaderMap,
    seal_key: Arc<Vec<u8>>,
) -> crate::mcp::questions::OnGateway {
    let conversation = match header_text(headers, "mcp-session-id") {
        Some(id) => super::token::digest(id),
        None => super::token::digest(&format!(
            "{}\u{0}{}\u{0}{}",
            who.member,
            who.label,
            resource.path()
        )),
    };
    crate::mcp::questions::OnGateway {
        store: gw.questions(),
        member: who.member.clone(),
        client: who.label.clone(),
        conversation,
        approvals: format!(
            "{}{}",
            gw.parts.mcp.url.trim_end_matches('/'),
            super::approvals::PATH
        ),
        seal_key,
    }
}

/// The routes: `/mcp` and `/mcp/readonly`.
pub fn routes() -> Router<Arc<Gateway>> {
    Router::new()
        .route("/mcp", axum::routing::any(full))
        .route("/mcp/readonly", axum::routing::any(readonly))
}

async fn full(State(gw): State<Arc<Gateway>>, req: HttpRequest) -> Response {
    serve(gw, req, Resource::Full).await
}

async fn readonly(State(gw): State<Arc<Gateway>>, req: HttpRequest) -> Response {
    serve(gw, req, Resource::ReadOnly).await
}

/// One request on a resource: the member, the options, the transport; one
/// log line (member, method, resource, status, time).
async fn serve(gw: Arc<Gateway>, req: HttpRequest, resource: Resource) -> Response {
    let method = req.method().clone();
    // The line itself is `line`'s, with the answer's status.
    let log = |who: &str, _status: StatusCode| super::line::member(who);
    let who = match mcp_bearer(&gw, req.headers(), resource).await {
        Ok(w) => w,
        Err(r) => {
            log("-", r.status());
            return r;
        }
    };
    let opts = match options_of(
        &gw.parts.mcp,
        req.headers(),
        resource,
        &who,
        gw.parts.options.time_scale,
    ) {
        Ok(o) => o,
        Err(why) => {
            log(&who.member, StatusCode::BAD_REQUEST);
            return shared::plain(StatusCode::BAD_REQUEST, &format!("Bad Request: {why}"));
        }
    };
    // A POST is one of the member's requests in flight (at most
    // `admit::IN_FLIGHT` with their REST requests), until its answer —
    // a stream while a tool runs — ends; a `subscriptions/listen` (named
    // so by `Mcp-Method`, which must match its body) is one of their open
    // streams instead (`http::stateless` takes its place).
    let listen = header_text(req.headers(), "mcp-method") == Some("subscriptions/listen");
    let place = if method == axum::http::Method::POST && !listen {
        match gw.request_permit(Surface::Main, &who.member).await {
            Ok(p) => Some(p),
            Err(r) => {
                log(&who.member, r.status());
                return r;
            }
        }
    } else {
        None
    };
    let seal_key = match http::seal_key(&gw).await {
        Ok(k) => k,
        Err(e) => {
            log(&who.member, StatusCode::SERVICE_UNAVAILABLE);
            return shared::plain(StatusCode::SERVICE_UNAVAILABLE, &http::unavailable(&e));
        }
    };
    let mut opts = opts;
    opts.gateway = Some(on_gateway(&gw, &who, resource, req.headers(), seal_key));
    let member = who.member.clone();
    let r = http::handle(&gw, who, resource, opts, req).await;
    log(&member, r.status());
    match place {
        Some(p) => holding(r, p),
        None => r,
    }
}

/// `r` with `place` held until its body has been sent (or dropped).
fn holding(r: Response, place: super::admit::Permit) -> Response {
    use futures_util::StreamExt;
    let (parts, body) = r.into_parts();
    let body = body.into_data_stream().map(move |chunk| {
        let _held = &place;
        chunk
    });
    Response::from_parts(parts, axum::body::Body::from_stream(body))
}

/// The door's refusal (a `Host` or `Origin` not the gateway's: 403; two
/// `Host`s: 400; a ledger whose schema needs a newer talent: 503, from
/// `serve::schema`) on `/mcp` and `/mcp/readonly`, in the transport's own
/// form, a JSON-RPC error (as rmcp's Streamable HTTP server answers a
/// request it refuses), not the REST interface's body.
pub fn door_refusal(status: StatusCode, why: &str) -> Response {
    let mut r = (
        status,
        axum::Json(json!({
            "jsonrpc": "2.0",
            "id": null,
            "error": {"code": -32600, "message": format!("{}: {why}", status.canonical_reason().unwrap_or("Refused"))},
        })),
    )
        .into_response();
    r.headers_mut()
        .insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    r
}

/// Whether `path` is one of the resources (the door answers them in the
/// transport's form).
pub fn is_resource(path: &str) -> bool {
    path == Resource::Full.path() || path == Resource::ReadOnly.path()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn member(grants: &[&str]) -> McpMember {
        McpMember {
            member: "asha".into(),
            grants: grants.iter().map(|g| g.to_string()).collect(),
            label: "token-1".into(),
            scopes: Scope::ALL.to_vec(),
        }
    }

    fn headers(pairs: &[(&'static str, &'static str)]) -> HeaderMap {
        let mut h = HeaderMap::new();
        for (k, v) in pairs {
            h.insert(*k, HeaderValue::from_static(v));
        }
        h
    }

    fn served(o: &Options) -> Vec<&'static str> {
        crate::mcp::tools::all()
            .filter(|e| {
                o.toolsets.contains(&e.def.toolset)
                    && !o.exclude_tools.iter().any(|x| x == e.def.name)
                    && (!o.read_only || e.def.read_only)
            })
            .map(|e| e.def.name)
            .collect()
    }

    #[test]
    fn every_tool_that_spends_or_changes_needs_its_grant() {
        for e in crate::mcp::tools::all() {
            let d = &e.def;
            // A tool that may spend or change something has a grant; a
            // read that spends nothing needs none.
            if e.decides || !d.read_only {
                let free = matches!(d.name, "shortlist");
                assert!(
                    grant_of(d.name).is_some() || free,
                    "{} spends or changes but needs no grant",
                    d.name
                );
            }
        }
    }

    #[test]
    fn headers_narrow_the_gateways_allowances_and_never_widen_them() {
        let settings = Settings {
            url: "http://127.0.0.1:1".into(),
            allow: [2, 10, 0, 0],
            confirm: Confirm::Page,
        };
        let all = member(&["search", "unlock", "outreach", "jobs", "webhooks"]);
        let o = options_of(
            &settings,
            &headers(&[
                ("x-mcp-allow-unlocks", "50"),
                ("x-mcp-allow-searches", "3"),
                ("x-mcp-confirm", "ask"),
            ]),
            Resource::Full,
            &all,
            Default::default(),
        )
        .unwrap();
        assert_eq!(o.allow, [2, 3, 0, 0]);
        assert_eq!(o.confirm, Confirm::Page);
        let o = options_of(
            &settings,
            &headers(&[("x-mcp-confirm", "deny")]),
            Resource::Full,
            &all,
            Default::default(),
        )
        .unwrap();
        assert_eq!(o.confirm, Confirm::Deny);
        // X-MCP-Tools picks within the toolsets only.
        let o = options_of(
            &settings,
            &headers(&[
                ("x-mcp-toolsets", "candidates"),
                ("x-mcp-tools", "search_candidates"),
            ]),
            Resource::Full,
            &all,
            Default::default(),
        )
        .unwrap();
        assert_eq!(served(&o), ["search_candidates"]);
        assert!(options_of(
            &settings,
            &headers(&[
                ("x-mcp-toolsets", "candidates"),
                ("x-mcp-tools", "list_jobs")
            ]),
            Resource::Full,
            &all,
            Default::default(),
        )
        .is_err());
        assert!(options_of(
            &settings,
            &headers(&[("x-mcp-toolsets", "admin")]),
            Resource::Full,
            &all,
            Default::default(),
        )
        .is_err());
    }

    #[test]
    fn tools_outside_the_members_grants_are_not_served() {
        let o = options_of(
            &Settings::default(),
            &HeaderMap::new(),
            Resource::Full,
            &member(&["search"]),
            Default::default(),
        )
        .unwrap();
        let tools = served(&o);
        assert!(tools.contains(&"search_candidates"), "{tools:?}");
        assert!(tools.contains(&"list_jobs"), "{tools:?}");
        for t in [
            "get_candidate",
            "invite_candidate",
            "create_job",
            "bulk_invite",
        ] {
            assert!(!tools.contains(&t), "{t} served: {tools:?}");
        }
        // The read-only resource serves reads alone, whatever the header.
        let o = options_of(
            &Settings::default(),
            &headers(&[("x-mcp-readonly", "false")]),
            Resource::ReadOnly,
            &member(&["search", "unlock", "outreach", "jobs"]),
            Default::default(),
        )
        .unwrap();
        assert!(o.read_only);
    }

    #[test]
    fn a_call_outside_the_tokens_scopes_names_the_scope_it_needs() {
        let mut narrow = member(&["search", "unlock"]);
        narrow.scopes = vec![Scope::Read];
        assert_eq!(
            missing_scopes(&narrow, "search_candidates"),
            ["talent:candidates"]
        );
        assert!(missing_scopes(&narrow, "get_usage").is_empty());
        assert!(missing_scopes(&narrow, "no_such_tool").is_empty());
        // A member token holds every scope; its grants bound the tools.
        assert!(missing_scopes(&member(&[]), "bulk_invite").is_empty());
    }

    #[test]
    fn the_401_names_each_resources_metadata_and_scopes() {
        assert_eq!(
            Resource::ReadOnly.metadata_url("https://t.example.com/"),
            "https://t.example.com/.well-known/oauth-protected-resource/mcp/readonly"
        );
        assert_eq!(Resource::Full.scopes(), Scope::ALL.to_vec());
        assert!(!Resource::ReadOnly.scopes().contains(&Scope::Outreach));
    }
}
