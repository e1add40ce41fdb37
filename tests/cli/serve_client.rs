//! `/mcp` as a real client meets it (issue 48): rmcp's own OAuth client
//! (its `auth` feature) through the whole flow against the gateway —
//! discovery from the 401, dynamic registration and a client ID metadata
//! document, PKCE, the consent page and the sign-in in headless Chromium,
//! the token, tools/list, a refresh, a call, and a spend asked and
//! answered on the approvals page — on `/mcp` and `/mcp/readonly`; and the smaller `/mcp` rules: a remembered consent,
//! the 8 requests in flight, the door's 403 in the transport's form.

use std::time::Duration;

use reqwest::StatusCode;
use rmcp::model::{CallToolRequestParams, ClientCapabilities, ClientConfig, Implementation};
use rmcp::service::RunningService;
use rmcp::transport::auth::{AuthClient, AuthorizationRequest, OAuthState};
use rmcp::transport::streamable_http_client::StreamableHttpClientTransportConfig;
use rmcp::transport::StreamableHttpClientTransport;
use rmcp::{ClientHandler, RoleClient, ServiceExt};
use serde_json::{json, Value};

use crate::common::Sandbox;
use crate::serve::Gateway;
use crate::serve_mcp::{member_token, message, post};
use crate::serve_oauth::{
    approve, authorize_url, chromium, hidden, param, pkce, redeem, register, sign_in, stand,
    Browser, REDIRECT,
};
use crate::team::Db;

/// A client that declares nothing (as claude.ai does).
#[derive(Clone)]
struct Assistant;

impl ClientHandler for Assistant {
    fn get_info(&self) -> ClientConfig {
        ClientConfig::new(
            ClientCapabilities::default(),
            Implementation::new("talent-rmcp-oauth-test", "1"),
        )
    }
}

/// A client ID metadata document served over HTTPS on loopback (the
/// sandbox's throwaway CA, handed to the gateway as its system roots),
/// naming `redirect`: its URL, port and the CA's PEM file.
async fn serve_document_tls(redirect: &str) -> (String, u16, tempfile::NamedTempFile) {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    talent::api::tls::provider();
    let tls = talent_sandbox::tls::generate(&["localhost".to_string()]).expect("a certificate");
    let mut ca = tempfile::NamedTempFile::new().expect("a file");
    std::io::Write::write_all(&mut ca, tls.ca_pem.as_bytes()).expect("written");
    let l = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let port = l.local_addr().unwrap().port();
    let id = format!("https://localhost:{port}/client.json");
    let body = json!({
        "client_id": id,
        "client_name": "rmcp metadata-document client",
        "redirect_uris": [redirect],
        "token_endpoint_auth_method": "none",
    })
    .to_string();
    let acceptor = tls.acceptor.clone();
    tokio::spawn(async move {
        while let Ok((tcp, _)) = l.accept().await {
            let (acceptor, body) = (acceptor.clone(), body.clone());
            tokio::spawn(async move {
                let Ok(mut s) = acceptor.accept(tcp).await else {
                    return;
                };
                // The request's head (the document is the only answer).
                let mut head = Vec::new();
                let mut buf = [0u8; 1024];
                while !head.windows(4).any(|w| w == b"\r\n\r\n") {
                    match s.read(&mut buf).await {
                        Ok(0) | Err(_) => return,
                        Ok(n) => head.extend_from_slice(&buf[..n]),
                    }
                }
                let answer = format!(
                    "HTTP/1.1 200 OK\r\ncontent-type: application/json\r\ncontent-length: {}\r\nconnection: close\r\n\r\n{body}",
                    body.len()
                );
                let _ = s.write_all(answer.as_bytes()).await;
                let _ = s.shutdown().await;
            });
        }
    });
    (id, port, ca)
}

/// The client's loopback redirect: a server that answers "ok".
async fn redirect_server() -> String {
    let l = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let redirect = format!(
        "http://127.0.0.1:{}/callback",
        l.local_addr().unwrap().port()
    );
    let app = axum::Router::new().route("/callback", axum::routing::get(|| async { "ok" }));
    tokio::spawn(async move { axum::serve(l, app).await });
    redirect
}

/// Headless Chromium through the consent page and the sign-in (typing
/// `token`): what it saw, and the URL it landed on.
async fn browse(url: &str, token: &str, redirect: &str) -> Value {
    let script =
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/cli/consent_browser.py");
    let (url, token, prefix) = (url.to_string(), token.to_string(), redirect.to_string());
    let out = tokio::task::spawn_blocking(move || {
        std::process::Command::new("python3")
            .arg(script)
            .args([&url, &token, &prefix])
            .output()
            .expect("python3 runs")
    })
    .await
    .unwrap();
    let text = String::from_utf8_lossy(&out.stdout).to_string();
    serde_json::from_str(text.trim())
        .unwrap_or_else(|_| panic!("{text}\n{}", String::from_utf8_lossy(&out.stderr)))
}

async fn names(c: &RunningService<RoleClient, Assistant>) -> Vec<String> {
    let mut n: Vec<String> = c
        .list_all_tools()
        .await
        .expect("tools/list")
        .into_iter()
        .map(|t| t.name.to_string())
        .collect();
    n.sort();
    n
}

/// The tools a member token of hers lists on `path` (the same member and
/// options: what the OAuth client must see too).
async fn listed_with_member_token(gw: &Gateway, path: &str, token: &str) -> Vec<String> {
    let config = StreamableHttpClientTransportConfig::with_uri(format!("{}{path}", gw.url))
        .auth_header(token.to_string());
    let c = Assistant
        .serve(StreamableHttpClientTransport::from_config(config))
        .await
        .expect("initialize");
    let n = names(&c).await;
    let _ = c.cancel().await;
    n
}

/// How the client registers.
enum Registration {
    /// Dynamic client registration (RFC 7591).
    Dynamic,
    /// A client ID metadata document at this URL.
    Document(String),
}

/// rmcp's OAuth client through the flow on `path`, as a real client runs
/// it; returns the tools it lists.
async fn rmcp_flow(
    gw: &Gateway,
    path: &str,
    registration: Registration,
    member_token: &str,
    redirect: &str,
) -> Vec<String> {
    let resource = format!("{}{path}", gw.url);
    // 1. Discovery starts at the resource's 401.
    let (s, h, body) = post(
        gw,
        path,
        None,
        &[],
        json!({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {
            "protocolVersion": "2025-11-25", "capabilities": {},
            "clientInfo": {"name": "t", "version": "1"}}}),
    )
    .await;
    assert_eq!(s, 401, "{body}");
    let challenge = h
        .get("www-authenticate")
        .and_then(|v| v.to_str().ok())
        .expect("a challenge")
        .to_string();
    assert!(
        challenge.contains(&format!(
            "{}/.well-known/oauth-protected-resource{path}",
            gw.url
        )),
        "{challenge}"
    );
    // 2. rmcp: protected-resource metadata → authorization-server metadata
    // → registration (dynamic, or the metadata document's URL as the
    // client_id) → the authorization URL with PKCE S256 and `resource`.
    let mut state = OAuthState::new(resource.as_str(), None)
        .await
        .expect("an OAuth state");
    let request = AuthorizationRequest::new(redirect).with_challenge(challenge);
    let request = match &registration {
        Registration::Dynamic => request.with_client_name("rmcp OAuth test client"),
        Registration::Document(url) => request.with_client_metadata_url(url.clone()),
    };
    state
        .start_authorization(request)
        .await
        .unwrap_or_else(|e| panic!("rmcp starts the authorization on {path}: {e}"));
    let url = state.get_authorization_url().await.expect("an auth URL");
    assert_eq!(
        param(&url, "code_challenge_method").as_deref(),
        Some("S256")
    );
    assert_eq!(param(&url, "resource").as_deref(), Some(resource.as_str()));
    let client_id = param(&url, "client_id").expect("a client_id");
    match &registration {
        Registration::Dynamic => assert!(client_id.starts_with("tlo_"), "{client_id}"),
        Registration::Document(doc) => assert_eq!(&client_id, doc),
    }
    // 3. The person: the consent page first, then the sign-in.
    let seen = browse(&url, member_token, redirect).await;
    let consent = seen["consent"].as_str().unwrap_or_default();
    assert!(consent.contains("Allow access"), "{seen}");
    if let Registration::Document(doc) = &registration {
        let host = url::Url::parse(doc).unwrap();
        let host = format!("{}:{}", host.host_str().unwrap(), host.port().unwrap());
        assert!(consent.contains(&host), "the document's host: {seen}");
    }
    assert!(
        seen["signin_url"]
            .as_str()
            .is_some_and(|u| u.contains("/signin")),
        "{seen}"
    );
    let ended = seen["ended"].as_str().unwrap_or_default().to_string();
    assert!(ended.starts_with(redirect), "{seen}");
    assert_eq!(param(&ended, "iss").as_deref(), Some(gw.url.as_str()));
    // 4. The token (rmcp checks `state` and `iss`, sends the verifier).
    state
        .handle_callback_url(&ended)
        .await
        .unwrap_or_else(|e| panic!("rmcp redeems the code on {path}: {e}"));
    let manager = state
        .into_authorization_manager()
        .expect("an authorized manager");
    let first = manager.get_access_token().await.expect("an access token");
    assert!(
        first.starts_with("tla_"),
        "an access token of the gateway's"
    );
    // 5. tools/list and a call over the OAuth client's transport.
    let auth = AuthClient::new(reqwest::Client::new(), manager);
    let transport = StreamableHttpClientTransport::with_client(
        auth.clone(),
        StreamableHttpClientTransportConfig::with_uri(resource.clone()),
    );
    let c = Assistant.serve(transport).await.expect("initialize");
    let listed = names(&c).await;
    // 6. A refresh: a new access token, and the conversation goes on.
    auth.auth_manager
        .lock()
        .await
        .refresh_token()
        .await
        .unwrap_or_else(|e| panic!("rmcp refreshes on {path}: {e}"));
    let second = auth.get_access_token().await.expect("a refreshed token");
    assert_ne!(first, second, "the refresh issued a new access token");
    let usage = c
        .call_tool(CallToolRequestParams::new("get_usage"))
        .await
        .unwrap_or_else(|e| panic!("get_usage on {path}: {e}"));
    let usage = serde_json::to_value(usage).unwrap();
    assert_ne!(usage["isError"], json!(true), "{usage}");
    if path == "/mcp" {
        spend_answered_on_the_approvals_page(gw, &c, member_token).await;
    }
    let _ = c.cancel().await;
    // No credential of the flow in the gateway's log.
    let log = gw.log();
    for secret in [first.as_str(), second.as_str(), member_token] {
        assert!(!log.contains(secret), "a credential in the log");
    }
    if let Some(code) = param(&ended, "code") {
        assert!(!log.contains(&code), "the code in the log");
    }
    listed
}

/// A spend the gateway asks about (`--mcp-allow-searches 0`; this client
/// declares no elicitation, as claude.ai): `pending_approval` with
/// `approve_at`, answered by the member on the approvals page in headless
/// Chromium (signing in there), then the repeated call spends once.
async fn spend_answered_on_the_approvals_page(
    gw: &Gateway,
    c: &RunningService<RoleClient, Assistant>,
    member_token: &str,
) {
    let search = || {
        CallToolRequestParams::new("search_candidates").with_arguments(
            json!({"min_exp": 7, "page_size": 2})
                .as_object()
                .cloned()
                .unwrap(),
        )
    };
    let first = serde_json::to_value(c.call_tool(search()).await.expect("a search")).unwrap();
    let asked = &first["structuredContent"];
    assert_eq!(asked["pending_approval"], true, "{first}");
    let at = asked["approve_at"]
        .as_str()
        .expect("approve_at")
        .to_string();
    assert_eq!(at, format!("{}/approvals", gw.url), "{first}");
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("seen.json");
    let (token, out2) = (member_token.to_string(), out.clone());
    let status = tokio::task::spawn_blocking(move || {
        std::process::Command::new("python3")
            .arg(
                std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
                    .join("tests/cli/approvals_browser.py"),
            )
            .args([token.as_str(), at.as_str(), "approve"])
            .arg(&out2)
            .stdin(std::process::Stdio::null())
            .status()
            .expect("python3 runs")
    })
    .await
    .unwrap();
    assert!(status.success(), "the approvals page's browser failed");
    let seen: Value = serde_json::from_str(&std::fs::read_to_string(&out).unwrap()).unwrap();
    let steps = seen["steps"].as_array().expect("steps");
    assert!(
        steps[1]["text"]
            .as_str()
            .is_some_and(|t| t.contains("search_candidates")),
        "{seen}"
    );
    assert!(
        steps[2]["text"]
            .as_str()
            .is_some_and(|t| t.contains("Approved")),
        "{seen}"
    );
    let done = serde_json::to_value(c.call_tool(search()).await.expect("the repeat")).unwrap();
    assert!(done["structuredContent"]["results"].is_array(), "{done}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn rmcps_oauth_client_completes_the_flow_on_mcp_and_mcp_readonly() {
    if !chromium("rmcps_oauth_client_completes_the_flow_on_mcp_and_mcp_readonly") {
        return;
    }
    // rmcp's client (its `local` feature) runs on a LocalSet.
    tokio::task::LocalSet::new()
        .run_until(both_resources())
        .await;
}

async fn both_resources() {
    let Some(db) = Db::create("TALENT_TEST_PG_URL") else {
        return;
    };
    let redirect = redirect_server().await;
    let (doc, port, ca) = serve_document_tls(&redirect).await;
    let sb = Sandbox::start();
    let asha = member_token(&db, "asha", "search,unlock,outreach,jobs,webhooks", "mcp");
    let allow = format!("localhost:{port}");
    let ca_path = ca.path().to_string_lossy().to_string();
    let gw = Gateway::try_start(
        &sb,
        &db,
        &["--mcp-allow-searches", "0"],
        &[
            ("TALENT_SERVE_CIMD_ALLOW", &allow),
            ("TALENT_TIME_SCALE", "0.5"),
            // The document's certificate is the throwaway CA's.
            ("SSL_CERT_FILE", &ca_path),
        ],
    )
    .unwrap_or_else(|(code, err)| panic!("serve exited {code:?}: {err}"));

    // /mcp: dynamic registration; the member's whole tool set.
    let full = rmcp_flow(&gw, "/mcp", Registration::Dynamic, &asha, &redirect).await;
    assert_eq!(full, listed_with_member_token(&gw, "/mcp", &asha).await);
    for t in [
        "search_candidates",
        "get_candidate",
        "invite_candidate",
        "create_job",
    ] {
        assert!(full.iter().any(|n| n == t), "{t} on /mcp: {full:?}");
    }

    // /mcp/readonly: a client ID metadata document; the read-only set.
    if crate::common::unix_only(
        "a client ID metadata document on a throwaway CA",
        "the Windows build trusts the Windows certificate store, not SSL_CERT_FILE",
    ) {
        return;
    }
    let ro = rmcp_flow(
        &gw,
        "/mcp/readonly",
        Registration::Document(doc.clone()),
        &asha,
        &redirect,
    )
    .await;
    assert_eq!(
        ro,
        listed_with_member_token(&gw, "/mcp/readonly", &asha).await
    );
    assert!(ro.iter().any(|n| n == "get_usage"), "{ro:?}");
    assert!(ro.len() < full.len(), "{ro:?} within {full:?}");
    for t in [
        "invite_candidate",
        "send_message",
        "create_job",
        "bulk_invite",
    ] {
        assert!(!ro.iter().any(|n| n == t), "{t} on /mcp/readonly: {ro:?}");
    }
    // The search asked on /mcp and approved on the page: spent once.
    assert_eq!(
        db.sql("SELECT count(*) FROM talent_spends WHERE spent AND meter = 'searches'"),
        "1"
    );
    // The two grants `serve grant list` shows: one per client.
    assert_eq!(
        db.sql(
            "SELECT count(DISTINCT client_id) FROM talent_gw_oauth_grants WHERE revoked_ms IS NULL"
        ),
        "2"
    );
    drop(ca);
}

// ---------------------------------------------------------------------------
// A remembered consent (cli.md, *serve*, "Sign-in and consent").

/// The first consent of a signed-in browser, approved: the code it gave.
async fn first_consent(b: &mut Browser, gw: &Gateway, url: &str) -> String {
    let cb = approve(b, gw, url).await;
    let back = b.get(&format!("{}{cb}", gw.url)).await;
    assert_eq!(back.status, StatusCode::SEE_OTHER, "{}", back.body);
    param(&back.location(), "code").expect("a code")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_remembered_consent_skips_the_page_for_its_signed_in_member_only() {
    let Some(st) = stand() else {
        return;
    };
    let gw = &st.gw;
    let other = "http://127.0.0.1:9/other";
    let r = reqwest::Client::new()
        .post(format!("{}/oauth/register", gw.url))
        .json(&json!({"client_name": "Two Doors", "redirect_uris": [REDIRECT, other]}))
        .send()
        .await
        .expect("answers");
    assert_eq!(r.status(), StatusCode::CREATED);
    let client = r.json::<Value>().await.unwrap()["client_id"]
        .as_str()
        .unwrap()
        .to_string();
    let mut b = Browser::new();
    sign_in(&mut b, gw, &st.token).await;
    let (_, challenge) = pkce();
    first_consent(
        &mut b,
        gw,
        &authorize_url(gw, &client, REDIRECT, &challenge, &[]),
    )
    .await;

    // The same member, client, redirect and scopes (listed in another
    // order): no page, the code straight back with `state` and `iss`.
    let (verifier, challenge) = pkce();
    let again = b
        .get(&authorize_url(
            gw,
            &client,
            REDIRECT,
            &challenge,
            &[("scope", "talent:candidates talent:read")],
        ))
        .await;
    assert_eq!(again.status, StatusCode::SEE_OTHER, "{}", again.body);
    let to = again.location();
    assert!(to.starts_with(REDIRECT), "{to}");
    assert_eq!(param(&to, "iss").as_deref(), Some(gw.url.as_str()));
    assert_eq!(param(&to, "state").as_deref(), Some("client-state-1"));
    let code = param(&to, "code").expect("a code");
    let (s, t) = redeem(gw, &client, REDIRECT, &code, &verifier).await;
    assert_eq!(s, StatusCode::OK, "{t}");
    assert!(!gw.log().contains(&code), "the code in the log");

    // A browser not signed in sees the page first (the confused deputy).
    let mut stranger = Browser::new();
    let page = stranger
        .get(&authorize_url(gw, &client, REDIRECT, &challenge, &[]))
        .await;
    assert_eq!(page.status, StatusCode::OK, "{}", page.body);
    assert!(page.body.contains("Allow access"), "{}", page.body);

    // Other scopes, or another redirect of the same client: asked again.
    for (redirect, scope) in [
        (REDIRECT, "talent:read"),
        (other, "talent:read talent:candidates"),
    ] {
        let page = b
            .get(&authorize_url(
                gw,
                &client,
                redirect,
                &challenge,
                &[("scope", scope)],
            ))
            .await;
        assert_eq!(
            page.status,
            StatusCode::OK,
            "{redirect} {scope}: {}",
            page.body
        );
        assert!(!hidden(&page.body, "csrf").is_empty());
    }
    // Another client with the same redirect: asked too.
    let client2 = register(gw, REDIRECT).await;
    let page = b
        .get(&authorize_url(gw, &client2, REDIRECT, &challenge, &[]))
        .await;
    assert_eq!(page.status, StatusCode::OK, "{}", page.body);

    // A revoked grant is a consent forgotten.
    let id = st
        .db
        .sql("SELECT id FROM talent_gw_oauth_grants WHERE revoked_ms IS NULL ORDER BY id LIMIT 1");
    st.db.sql(&format!(
        "UPDATE talent_gw_oauth_grants SET revoked_ms = 1 WHERE id = {id}"
    ));
    let page = b
        .get(&authorize_url(gw, &client, REDIRECT, &challenge, &[]))
        .await;
    assert_eq!(page.status, StatusCode::OK, "{}", page.body);
}

// ---------------------------------------------------------------------------
// The member's 8 requests in flight, `/mcp` POSTs among them.

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_mcp_post_waits_while_the_member_has_eight_requests_in_flight() {
    let Some(db) = Db::create("TALENT_TEST_PG_URL") else {
        return;
    };
    let sb = Sandbox::start();
    let both = member_token(&db, "asha", "search", "both");
    let gw = Gateway::start(&sb, &db, &[]);
    crate::common::faults(&sb, "latency=6s@GET").await;
    let initialize = json!({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {
        "protocolVersion": "2025-11-25", "capabilities": {},
        "clientInfo": {"name": "t", "version": "1"}}});
    // Eight REST requests of hers, each held 6 s by the service.
    let mut eight = Vec::new();
    for _ in 0..8 {
        let (url, token) = (format!("{}/api/v1/jobs", gw.url), both.clone());
        eight.push(tokio::spawn(async move {
            reqwest::Client::new()
                .get(url)
                .bearer_auth(token)
                .send()
                .await
                .map(|r| r.status().as_u16())
        }));
    }
    tokio::time::sleep(Duration::from_millis(1500)).await;
    // A ninth request, on /mcp (it needs nothing of the service), waits
    // for a place...
    let ninth = {
        let gw_url = gw.url.clone();
        let (token, body) = (both.clone(), initialize.clone());
        tokio::spawn(async move {
            let started = std::time::Instant::now();
            let r = reqwest::Client::new()
                .post(format!("{gw_url}/mcp"))
                .header("accept", "application/json, text/event-stream")
                .header("content-type", "application/json")
                .bearer_auth(token)
                .body(body.to_string())
                .send()
                .await
                .expect("answers");
            (r.status().as_u16(), started.elapsed())
        })
    };
    let mut done = Vec::new();
    for h in eight {
        done.push(h.await.unwrap().expect("answers"));
    }
    // ...and is served once one of the eight ended.
    let (status, waited) = ninth.await.unwrap();
    assert_eq!(status, 200);
    assert!(
        waited >= Duration::from_secs(2),
        "the /mcp POST went on beside eight in flight ({waited:?}); the eight: {done:?}"
    );
    crate::common::faults(&sb, "").await;
    // With nothing in flight it is served at once.
    let (s, _, body) = post(&gw, "/mcp", Some(&both), &[], initialize).await;
    assert_eq!(s, 200, "{body}");
}

// ---------------------------------------------------------------------------
// The door's 403 on /mcp: the transport's form, not the REST body.

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_doors_403_on_mcp_is_a_json_rpc_error_not_the_rest_body() {
    let Some(db) = Db::create("TALENT_TEST_PG_URL") else {
        return;
    };
    let sb = Sandbox::start();
    let asha = member_token(&db, "asha", "search", "both");
    let gw = Gateway::start(&sb, &db, &[]);
    let ping = json!({"jsonrpc": "2.0", "id": 7, "method": "ping"});
    for path in ["/mcp", "/mcp/readonly"] {
        let (s, h, body) = post(
            &gw,
            path,
            Some(&asha),
            &[("origin", "https://evil.example")],
            ping.clone(),
        )
        .await;
        assert_eq!(s, 403, "{path}: {body}");
        assert_eq!(
            h.get("content-type").and_then(|v| v.to_str().ok()),
            Some("application/json"),
            "{path}"
        );
        let v: Value = serde_json::from_str(&body).expect("JSON");
        assert_eq!(v["jsonrpc"], "2.0", "{body}");
        assert_eq!(v["error"]["code"], -32600, "{body}");
        assert!(v.get("error_code").is_none(), "{body}");
    }
    // The REST interfaces keep theirs.
    let r = reqwest::Client::new()
        .get(format!("{}/api/v1/jobs", gw.url))
        .bearer_auth(&asha)
        .header("origin", "https://evil.example")
        .send()
        .await
        .expect("answers");
    assert_eq!(r.status().as_u16(), 403);
    let v: Value = r.json().await.expect("JSON");
    assert_eq!(v["error_code"], "forbidden", "{v}");
    // A tool outside her grants is the protocol's answer, never the REST
    // 403 body.
    let meta = json!({"io.modelcontextprotocol/protocolVersion": "2026-07-28",
        "io.modelcontextprotocol/clientCapabilities": {}});
    let (s, _, body) = post(
        &gw,
        "/mcp",
        Some(&asha),
        &[
            ("mcp-protocol-version", "2026-07-28"),
            ("mcp-method", "tools/call"),
            ("mcp-name", "get_candidate"),
        ],
        json!({"jsonrpc": "2.0", "id": 8, "method": "tools/call",
            "params": {"name": "get_candidate", "arguments": {"id": "0123456789abcdef01234567"},
                "_meta": meta}}),
    )
    .await;
    let m = message(&body);
    assert_eq!(m["jsonrpc"], "2.0", "{s}: {body}");
    assert!(
        m.get("error").is_some() || m["result"]["isError"] == json!(true),
        "{body}"
    );
    assert!(!body.contains("error_code"), "{body}");
}
