//! The gateway's routes a member's `talent` reads in gateway mode (cli.md,
//! *serve*, "Through a gateway"): `GET /_talent/v1/report` (`talent report`)
//! and `GET /_talent/v1/team-usage` (`talent team usage`), each the
//! member's own lines and the workspace's totals, never another member's.
//!
//! An axum `Router` fragment over any state that implements
//! [`TalentState`] (the gateway's `Arc<Gateway>` does, below): the
//! gateway's router mounts it with one line (`.merge(talent_routes::router())`). Both are read-only (no quota spent):
//! the credential check is the state's, the figures come from the same
//! operations the commands run (`ops::report`, `ops::team`), on the team
//! ledger's records. Errors in the main interface's shape
//! (`{"error_code", "error_description"}`).

use std::sync::Arc;

use axum::extract::{Query, State};
use axum::http::{HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::{Json, Router};
use serde::Deserialize;
use serde_json::json;

use crate::api::gateway::{REPORT_PATH, TEAM_USAGE_PATH};
use crate::api::{BoxFuture, Client};
use crate::ledger::TeamAdmin;
use crate::records::Records;
use crate::{Error, ErrorKind};

/// What the routes need from the gateway that mounts them.
pub trait TalentState: Clone + Send + Sync + 'static {
    /// The member a request authenticates as (its `Authorization: Bearer`
    /// member token with use `api` or `both`), or the gateway's answer
    /// instead (401; 503 `ledger_unavailable` when the ledger is away).
    fn member<'a>(
        &'a self,
        headers: &'a HeaderMap,
    ) -> BoxFuture<'a, std::result::Result<String, Response>>;
    /// The workspace's records on the team ledger as `member` (the
    /// report's and team usage's spends, the usage snapshot).
    fn records(&self, member: &str) -> Arc<Records>;
    /// The team ledger's administration (allowances, spends by member).
    fn team(&self) -> Option<TeamAdmin>;
    /// A client with the workspace's key and no guard (the report's jobs).
    fn client(&self) -> Option<Client>;
}

/// The two routes, for the gateway's router to merge.
pub fn router<S: TalentState>() -> Router<S> {
    Router::new()
        .route(REPORT_PATH, get(report::<S>))
        .route(TEAM_USAGE_PATH, get(team_usage::<S>))
}

#[derive(Debug, Default, Deserialize)]
struct Params {
    #[serde(default)]
    previous: bool,
    #[serde(default)]
    by_channel: bool,
}

/// An error in the main interface's shape, with the contract's status.
fn refusal(e: &Error) -> Response {
    let (status, code) = match e.kind {
        ErrorKind::Auth if e.status == Some(403) => (StatusCode::FORBIDDEN, "forbidden"),
        ErrorKind::Auth => (StatusCode::UNAUTHORIZED, "unauthorized"),
        ErrorKind::Usage => (StatusCode::BAD_REQUEST, "invalid_request"),
        _ => (
            StatusCode::SERVICE_UNAVAILABLE,
            crate::api::gateway::LEDGER_UNAVAILABLE_CODE,
        ),
    };
    // The words a member may see: never a ledger URL or a driver's detail.
    let message = match code {
        "unauthorized" => "A member token is missing, unknown, expired or revoked.",
        "forbidden" => "This token may not read this route.",
        "invalid_request" => "The request is not valid.",
        _ => "The team ledger is unavailable; nothing was read.",
    };
    (
        status,
        Json(json!({"error_code": code, "error_description": message})),
    )
        .into_response()
}

async fn report<S: TalentState>(
    State(gw): State<S>,
    headers: HeaderMap,
    Query(p): Query<Params>,
) -> Response {
    let member = match gw.member(&headers).await {
        Ok(m) => m,
        Err(r) => return r,
    };
    let input = match crate::ops::report::ReportInput::new(
        p.previous,
        std::slice::from_ref(&member),
        false,
        crate::mcp::args::argument,
    ) {
        Ok(i) => i,
        Err(e) => return refusal(&e),
    };
    let client = gw.client();
    let records = gw.records(&member);
    match crate::ops::report::run(&records, client.as_ref(), &input, crate::clock::now()).await {
        Ok(rep) => Json(rep).into_response(),
        Err(e) => refusal(&e),
    }
}

async fn team_usage<S: TalentState>(
    State(gw): State<S>,
    headers: HeaderMap,
    Query(p): Query<Params>,
) -> Response {
    let member = match gw.member(&headers).await {
        Ok(m) => m,
        Err(r) => return r,
    };
    let records = gw.records(&member);
    let team = gw.team();
    match crate::ops::team::usage_rows(&records, team.as_ref(), p.previous, p.by_channel).await {
        Ok(rows) => Json(json!({"data": rows.of_member(&member)})).into_response(),
        Err(e) => refusal(&e),
    }
}

impl TalentState for Arc<super::Gateway> {
    fn member<'a>(
        &'a self,
        headers: &'a HeaderMap,
    ) -> BoxFuture<'a, std::result::Result<String, Response>> {
        Box::pin(async move {
            let who = self
                .authenticate(crate::api::Surface::Main, headers, true)
                .await?;
            // The member's own spends settled (they land after answers).
            self.settled().await;
            Ok(who.member)
        })
    }
    fn records(&self, member: &str) -> Arc<Records> {
        // The member was judged by the ledger already (`member`).
        let judged = super::admit::Admission::already(&self.parts.members, member);
        crate::records::Records::of(&self.guard(member, false, judged))
    }
    fn team(&self) -> Option<TeamAdmin> {
        Some(self.parts.team.clone())
    }
    fn client(&self) -> Option<Client> {
        Some(self.parts.client.unhooked())
    }
}

#[cfg(test)]
mod tests {
    //! The routes over a stand-in state: records on an in-memory ledger
    //! (the spends of two members), meters the test sets.
    use super::*;
    use crate::api::types::Usage;
    use crate::guard::{GuardOptions, MeterSource, Parts};
    use crate::ledger::{AuditRow, Hold, Meters, SqliteStore, Store};
    use axum::body::Body;
    use talent_spec::rate::Meter;
    use tower::ServiceExt;

    struct Fixed;

    impl MeterSource for Fixed {
        fn read(&self) -> BoxFuture<'_, crate::Result<Usage>> {
            let ends = (crate::clock::now() + chrono::Duration::days(10))
                .format("%Y-%m-%dT00:00:00Z")
                .to_string();
            Box::pin(async move {
                Ok(serde_json::from_value(json!({
                    "workspaceId": "ws_1",
                    "apiUnlocks": {"used": 3, "limit": 100},
                    "searches": {"used": 0, "limit": 500},
                    "messages": {"used": 0, "limit": 100},
                    "cycleEndsOn": ends
                }))
                .unwrap())
            })
        }
    }

    #[derive(Clone)]
    struct Stand {
        records: Arc<Records>,
    }

    impl TalentState for Stand {
        fn member<'a>(
            &'a self,
            headers: &'a HeaderMap,
        ) -> BoxFuture<'a, std::result::Result<String, Response>> {
            let auth = headers
                .get("authorization")
                .and_then(|v| v.to_str().ok())
                .map(str::to_string);
            Box::pin(async move {
                match auth.as_deref() {
                    Some("Bearer tlm_asha") => Ok("asha".to_string()),
                    Some("Bearer tlm_down") => Err(Error::failure(
                        "cannot reach postgres://lead:secret@db/talent",
                    )),
                    _ => Err(Error::auth("unknown token")),
                }
                .map_err(|e| refusal(&e))
            })
        }
        fn records(&self, _: &str) -> Arc<Records> {
            Arc::clone(&self.records)
        }
        fn team(&self) -> Option<TeamAdmin> {
            None
        }
        fn client(&self) -> Option<Client> {
            None
        }
    }

    fn stand() -> Stand {
        let store = Arc::new(SqliteStore::in_memory().unwrap());
        let guard = crate::guard::Guard::new(
            Parts {
                store: Arc::clone(&store) as Arc<dyn Store>,
                meters: Arc::new(Fixed),
                ask: Arc::new(crate::guard::ask::Scripted::new(vec![])),
                sink: Arc::new(crate::sink::Silent),
                broken: None,
            },
            "svc_live_gateway",
            GuardOptions {
                member: "asha".into(),
                ..GuardOptions::default()
            },
        );
        let records = crate::records::Records::of(&guard);
        // One unlock spent, recorded as the ledger records one.
        let held = store
            .reserve(&Hold {
                workspace: "ws_1",
                meter: Meter::ApiUnlocks,
                cost: 1,
                member: "asha",
                fallback: Meters {
                    used: 2,
                    limit: 100,
                },
                expires_ms: i64::MAX / 2,
                card: Some("tc_1"),
            })
            .unwrap();
        if let crate::ledger::Held::Held { id, .. } = held {
            store
                .settle(
                    id,
                    true,
                    &AuditRow {
                        at_ms: crate::clock::now_ms(),
                        workspace: "ws_1".into(),
                        command: "gateway".into(),
                        meter: "unlocks".into(),
                        cost: 1,
                        outcome: "spent".into(),
                        member: "asha".into(),
                    },
                )
                .unwrap();
        }
        Stand { records }
    }

    async fn get(path: &str, token: Option<&str>) -> (StatusCode, serde_json::Value) {
        let app = router::<Stand>().with_state(stand());
        let mut req = axum::http::Request::get(path);
        if let Some(t) = token {
            req = req.header("authorization", format!("Bearer {t}"));
        }
        let resp = app.oneshot(req.body(Body::empty()).unwrap()).await.unwrap();
        let status = resp.status();
        let body = axum::body::to_bytes(resp.into_body(), 1 << 20)
            .await
            .unwrap();
        (status, serde_json::from_slice(&body).unwrap())
    }

    #[tokio::test]
    async fn team_usage_shows_the_members_own_rows_and_the_workspaces() {
        let (status, body) = get(TEAM_USAGE_PATH, Some("tlm_asha")).await;
        assert_eq!(status, StatusCode::OK, "{body}");
        let members: Vec<&str> = body["data"]
            .as_array()
            .unwrap()
            .iter()
            .map(|r| r["member"].as_str().unwrap())
            .collect();
        assert_eq!(members, ["asha", "(workspace)"], "{body}");
        assert_eq!(body["data"][0]["unlocks"]["used"], 1);
    }

    #[tokio::test]
    async fn report_is_narrowed_to_the_member() {
        let (status, body) = get(REPORT_PATH, Some("tlm_asha")).await;
        assert_eq!(status, StatusCode::OK, "{body}");
        assert_eq!(body["workspace"], "ws_1");
        for m in body["members"].as_array().unwrap() {
            assert_eq!(m["member"], "asha", "{body}");
        }
    }

    /// Without a member token: 401 in the main interface's shape; a ledger
    /// that is away: 503 `ledger_unavailable`, and its URL never shown.
    #[tokio::test]
    async fn talent_routes_refuse_in_the_main_interfaces_shape() {
        for path in [REPORT_PATH, TEAM_USAGE_PATH] {
            let (status, body) = get(path, None).await;
            assert_eq!(status, StatusCode::UNAUTHORIZED);
            assert_eq!(body["error_code"], "unauthorized");
            let (status, body) = get(path, Some("tlm_other")).await;
            assert_eq!(status, StatusCode::UNAUTHORIZED, "{body}");
            let (status, body) = get(path, Some("tlm_down")).await;
            assert_eq!(status, StatusCode::SERVICE_UNAVAILABLE);
            assert_eq!(body["error_code"], "ledger_unavailable");
            assert!(!body.to_string().contains("secret"), "{body}");
        }
    }
}
