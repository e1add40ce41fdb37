//! The sandbox's one listener: the router of both interfaces and the control
//! routes, and the middleware in front of them (request log, error shapes,
//! key check, global rate limit). It mounts the route modules; they never
//! reach back into it.

use axum::extract::{Request, State};
use axum::middleware::{self, Next};
use axum::response::{IntoResponse, Response};
use axum::Router;

use super::app::{App, LoggedRequest};
use super::front::Injected;
use super::http::{shape_main, ApiError};
use super::limits::Class;
use super::views::not_found;
use super::{control, routes_alt, routes_main};

/// The whole router: `/api/v1`, `/v1`, `/_sandbox`, and JSON 404s elsewhere.
pub fn router(app: App) -> Router {
    let main = routes_main::router()
        .layer(middleware::from_fn_with_state(app.clone(), gate_main))
        .layer(middleware::from_fn(shape_main))
        .layer(middleware::from_fn_with_state(app.clone(), log_requests));
    let alt = routes_alt::router()
        .layer(middleware::from_fn_with_state(app.clone(), gate_any))
        .layer(middleware::from_fn(super::http::shape_alt))
        .layer(middleware::from_fn_with_state(app.clone(), log_requests));
    let control = control::router()
        .layer(middleware::from_fn_with_state(app.clone(), gate_any))
        .layer(middleware::from_fn(shape_main));
    Router::new()
        // The documents are public, like a real service's API reference:
        // no key, no rate limit.
        .route("/api/v1/openapi.json", axum::routing::get(openapi_main))
        .route("/v1/openapi.json", axum::routing::get(openapi_alt))
        .nest("/api/v1", main)
        .nest("/v1", alt)
        .nest("/_sandbox", control)
        .fallback(not_found)
        .layer(middleware::from_fn(shape_main))
        .layer(middleware::from_fn(deadline))
        .with_state(app)
}

async fn openapi_main() -> Response {
    openapi(talent_spec::openapi::MAIN_JSON)
}

async fn openapi_alt() -> Response {
    openapi(talent_spec::openapi::ALT_JSON)
}

fn openapi(text: &'static str) -> Response {
    (
        [(axum::http::header::CONTENT_TYPE, "application/json")],
        text,
    )
        .into_response()
}

/// How long one request may take, its body included: a client that stalls
/// half-way through a body is answered 408 and its connection freed.
const REQUEST_DEADLINE: std::time::Duration = std::time::Duration::from_secs(30);

async fn deadline(req: Request, next: Next) -> Response {
    match tokio::time::timeout(REQUEST_DEADLINE, next.run(req)).await {
        Ok(resp) => resp,
        Err(_) => ApiError::new(
            axum::http::StatusCode::REQUEST_TIMEOUT,
            "request_timeout",
            "The request took too long to arrive.",
        )
        .into_response(),
    }
}

/// Main interface: a valid key, then the global rate limit, on every request.
async fn gate_main(State(app): State<App>, mut req: Request, next: Next) -> Response {
    let caller = match app.authenticate(req.headers()) {
        Ok(c) => c,
        Err(e) => return e.into_response(),
    };
    if let Err(e) = app.limit(&caller, Class::Global) {
        return e.into_response();
    }
    req.extensions_mut().insert(caller);
    next.run(req).await
}

/// Additional interface and control routes: a valid key (no burst limits).
async fn gate_any(State(app): State<App>, mut req: Request, next: Next) -> Response {
    match app.authenticate(req.headers()) {
        Ok(caller) => {
            req.extensions_mut().insert(caller);
            next.run(req).await
        }
        Err(e) => e.into_response(),
    }
}

/// Records method, path, query and final status of every API request.
async fn log_requests(State(app): State<App>, req: Request, next: Next) -> Response {
    let method = req.method().to_string();
    // Inside a nested router the URI has lost its prefix; the original has it.
    let uri = req
        .extensions()
        .get::<axum::extract::OriginalUri>()
        .map(|o| o.0.clone())
        .unwrap_or_else(|| req.uri().clone());
    let fault = req.extensions().get::<Injected>().map(|i| i.0.clone());
    let query = super::http::query_of(&req);
    let resp = next.run(req).await;
    app.log_request(LoggedRequest {
        method,
        path: uri.path().to_string(),
        query,
        status: resp.status().as_u16(),
        fault,
    });
    resp
}
