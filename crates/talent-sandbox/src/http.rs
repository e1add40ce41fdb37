//! The sandbox's HTTP plumbing shared by all routes: one error type that every
//! handler returns, the middleware that renders any 4xx/5xx in the interface's
//! error shape (including axum's own rejections, 404s and 405s), and strict
//! readers for query strings and JSON bodies that answer 400 with a clear
//! message instead of ever panicking.

use axum::body::{to_bytes, Body};
use axum::extract::Request;
use axum::http::{header, HeaderMap, HeaderValue, StatusCode};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use axum::Json;
use serde_json::{Map, Value};

use super::limits::Denied;
use super::pool::PoolError;

/// What a JSON route answers: the body, or an error the middleware renders.
pub type Reply = Result<Json<Value>, ApiError>;

/// What went wrong with a request, independent of the interface's error shape.
#[derive(Debug, Clone, PartialEq)]
pub struct ApiError {
    pub status: StatusCode,
    pub code: String,
    pub message: String,
    pub retry_after: Option<u64>,
}

/// The error code and message carried on an error response until the
/// interface's middleware renders them.
#[derive(Debug, Clone)]
struct ErrorInfo {
    code: String,
    message: String,
}

impl ApiError {
    pub fn new(status: StatusCode, code: &str, message: impl Into<String>) -> Self {
        ApiError {
            status,
            code: code.to_string(),
            message: message.into(),
            retry_after: None,
        }
    }

    pub fn invalid(message: impl Into<String>) -> Self {
        Self::new(StatusCode::BAD_REQUEST, "invalid_request", message)
    }

    pub fn not_found(message: impl Into<String>) -> Self {
        Self::new(StatusCode::NOT_FOUND, "not_found", message)
    }

    pub fn conflict(code: &str, message: impl Into<String>) -> Self {
        Self::new(StatusCode::CONFLICT, code, message)
    }

    /// A 429 of a quota or throttle, with the `Retry-After` it implies.
    pub fn too_many(code: &str, message: impl Into<String>, retry_after: Option<u64>) -> Self {
        let mut e = Self::new(StatusCode::TOO_MANY_REQUESTS, code, message);
        e.retry_after = retry_after;
        e
    }

    pub fn internal(message: impl Into<String>) -> Self {
        Self::new(StatusCode::INTERNAL_SERVER_ERROR, "internal_error", message)
    }
}

impl From<Denied> for ApiError {
    fn from(d: Denied) -> Self {
        let secs = d.retry_after_secs();
        let message = format!(
            "Rate limit exceeded for the {} class. Retry after {secs} seconds.",
            d.class.as_str()
        );
        ApiError::too_many(talent_spec::codes::RATE_LIMIT_EXCEEDED, message, Some(secs))
    }
}

impl From<PoolError> for ApiError {
    fn from(e: PoolError) -> Self {
        let status = StatusCode::from_u16(e.status)
            .ok()
            .filter(|s| s.is_client_error())
            .unwrap_or(StatusCode::BAD_REQUEST);
        ApiError::new(status, &e.code, e.message)
    }
}

impl From<tokio::task::JoinError> for ApiError {
    fn from(e: tokio::task::JoinError) -> Self {
        ApiError::internal(format!("the sandbox failed while answering: {e}"))
    }
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        let mut resp = self.status.into_response();
        if let Some(secs) = self.retry_after {
            resp.headers_mut()
                .insert(header::RETRY_AFTER, HeaderValue::from(secs));
        }
        if self.status == StatusCode::UNAUTHORIZED {
            resp.headers_mut()
                .insert(header::WWW_AUTHENTICATE, HeaderValue::from_static("Bearer"));
        }
        resp.extensions_mut().insert(ErrorInfo {
            code: self.code,
            message: self.message,
        });
        resp
    }
}

/// The two error body shapes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Shape {
    /// `{"error_code", "error_description"}`.
    Main,
    /// `{"error": {"code", "message"}}`.
    Alt,
}

impl Shape {
    pub(crate) fn body(self, code: &str, message: &str) -> Value {
        match self {
            Shape::Main => serde_json::json!({"error_code": code, "error_description": message}),
            Shape::Alt => serde_json::json!({"error": {"code": code, "message": message}}),
        }
    }
}

/// Middleware of the main interface (and the control routes).
pub async fn shape_main(req: Request, next: Next) -> Response {
    reshape(Shape::Main, next.run(req).await).await
}

/// Middleware of the additional interface.
pub async fn shape_alt(req: Request, next: Next) -> Response {
    reshape(Shape::Alt, next.run(req).await).await
}

/// Renders an error response in `shape`. Our own errors carry their code; a
/// framework rejection (bad path, body too large, unknown route, wrong method)
/// is given the code its status implies and its text as the message.
pub async fn reshape(shape: Shape, resp: Response) -> Response {
    let status = resp.status();
    if !(status.is_client_error() || status.is_server_error()) {
        return resp;
    }
    let already_json = resp
        .headers()
        .get(header::CONTENT_TYPE)
        .is_some_and(|v| v.as_bytes().starts_with(b"application/json"));
    if already_json && resp.extensions().get::<ErrorInfo>().is_none() {
        return resp; // rendered by an inner interface's middleware
    }
    let (mut parts, body) = resp.into_parts();
    let (code, message) = match parts.extensions.remove::<ErrorInfo>() {
        Some(info) => (info.code, info.message),
        None => {
            let text = to_bytes(body, 64 * 1024).await.unwrap_or_default();
            let text = String::from_utf8_lossy(&text).trim().to_string();
            framework_error(status, text)
        }
    };
    let bytes = shape.body(&code, &message).to_string();
    parts.headers.insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static("application/json"),
    );
    parts.headers.remove(header::CONTENT_LENGTH);
    Response::from_parts(parts, Body::from(bytes))
}

/// Code and message for an error axum produced on its own.
fn framework_error(status: StatusCode, text: String) -> (String, String) {
    let (code, default) = match status {
        StatusCode::NOT_FOUND => ("not_found", "No such route."),
        StatusCode::METHOD_NOT_ALLOWED => ("method_not_allowed", "Method not allowed here."),
        StatusCode::PAYLOAD_TOO_LARGE => ("payload_too_large", "The request body is too large."),
        StatusCode::UNSUPPORTED_MEDIA_TYPE => (
            "unsupported_media_type",
            "Send the body as JSON with Content-Type: application/json.",
        ),
        s if s.is_server_error() => ("internal_error", "The sandbox failed."),
        _ => ("invalid_request", "The request is malformed."),
    };
    let message = if text.is_empty() {
        default.to_string()
    } else {
        text
    };
    (code.to_string(), message)
}

/// A query string too long for the `http` crate's `Uri` (65,534 bytes at
/// most), moved aside by the front door (`front::FrontIo`).
#[derive(Debug, Clone)]
pub struct LongQuery(pub String);

/// The raw query string of a request, however long (see [`LongQuery`]).
pub fn query_of<B>(req: &axum::http::Request<B>) -> Option<String> {
    match req.extensions().get::<LongQuery>() {
        Some(long) => Some(long.0.clone()),
        None => req.uri().query().map(str::to_string),
    }
}

/// The raw query string, as axum's `RawQuery` but also when the front door
/// moved a long one aside.
pub struct QueryString(pub Option<String>);

impl<S: Send + Sync> axum::extract::FromRequestParts<S> for QueryString {
    type Rejection = std::convert::Infallible;

    async fn from_request_parts(
        parts: &mut axum::http::request::Parts,
        _: &S,
    ) -> Result<Self, Self::Rejection> {
        Ok(QueryString(match parts.extensions.get::<LongQuery>() {
            Some(long) => Some(long.0.clone()),
            None => parts.uri.query().map(str::to_string),
        }))
    }
}

/// The query string as decoded `(name, value)` pairs, in order.
pub fn query_pairs(raw: Option<&str>) -> Vec<(String, String)> {
    raw.map(|q| {
        url::form_urlencoded::parse(q.as_bytes())
            .map(|(k, v)| (k.into_owned(), v.into_owned()))
            .collect()
    })
    .unwrap_or_default()
}

/// Typed reads of query parameters; the first occurrence of a name wins.
pub struct Query(pub Vec<(String, String)>);

impl Query {
    pub fn parse(raw: Option<&str>) -> Self {
        Query(query_pairs(raw))
    }

    pub fn get(&self, name: &str) -> Option<&str> {
        self.0
            .iter()
            .find(|(k, _)| k == name)
            .map(|(_, v)| v.as_str())
    }

    /// An integer in `min..=max`, or `default` when absent.
    pub fn int(&self, name: &str, min: i64, max: i64, default: i64) -> Result<i64, ApiError> {
        match self.get(name) {
            None => Ok(default),
            Some(v) => match v.trim().parse::<i64>() {
                Ok(n) if (min..=max).contains(&n) => Ok(n),
                _ => Err(ApiError::invalid(format!(
                    "`{name}` must be an integer from {min} to {max}, got {v:?}"
                ))),
            },
        }
    }

    /// The 1-based `page` (default 1) and the page size `size_name` in
    /// `1..=max` (default `default`), read in that order.
    pub fn paging(
        &self,
        size_name: &str,
        max: i64,
        default: i64,
    ) -> Result<(usize, usize), ApiError> {
        let page = self.int("page", 1, i64::from(u32::MAX), 1)? as usize;
        let size = self.int(size_name, 1, max, default)? as usize;
        Ok((page, size))
    }

    /// One of the names in `table`, as the value it stands for; `None` when absent.
    pub fn choice<T: Copy>(&self, name: &str, table: &[(&str, T)]) -> Result<Option<T>, ApiError> {
        self.get(name).map(|s| pick(name, s, table)).transpose()
    }

    /// `true` or `false`; `default` when absent.
    pub fn bool(&self, name: &str, default: bool) -> Result<bool, ApiError> {
        match self.get(name) {
            None => Ok(default),
            Some("true") => Ok(true),
            Some("false") => Ok(false),
            Some(v) => Err(ApiError::invalid(format!(
                "`{name}` must be true or false, got {v:?}"
            ))),
        }
    }
}

/// The value `table` gives the name `s`, or a 400 listing the names parameter `name` takes.
fn pick<T: Copy>(name: &str, s: &str, table: &[(&str, T)]) -> Result<T, ApiError> {
    table
        .iter()
        .find(|(n, _)| *n == s)
        .map(|(_, v)| *v)
        .ok_or_else(|| {
            let names: Vec<&str> = table.iter().map(|(n, _)| *n).collect();
            ApiError::invalid(format!(
                "`{name}` must be one of {}, got {s:?}.",
                names.join(", ")
            ))
        })
}

/// Checks the body's media type: requests with bodies carry `application/json`.
pub fn require_json(headers: &HeaderMap) -> Result<(), ApiError> {
    let ok = headers
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.split(';').next())
        .is_some_and(|m| m.trim().eq_ignore_ascii_case("application/json"));
    if ok {
        Ok(())
    } else {
        Err(ApiError::new(
            StatusCode::UNSUPPORTED_MEDIA_TYPE,
            "unsupported_media_type",
            "Send the body as JSON with Content-Type: application/json.",
        ))
    }
}

/// A JSON object body with typed, validated field reads. `null` counts as absent.
pub struct Fields(Map<String, Value>);

impl Fields {
    /// Parses `bytes` as a JSON object, refusing fields not in `allowed`.
    pub fn parse(bytes: &[u8], allowed: &[&str]) -> Result<Self, ApiError> {
        let value: Value = serde_json::from_slice(bytes)
            .map_err(|e| ApiError::invalid(format!("The body is not valid JSON: {e}.")))?;
        let Value::Object(map) = value else {
            return Err(ApiError::invalid("The body must be a JSON object."));
        };
        Fields::of(map, allowed)
    }

    /// An object already parsed (one nested in a body), refusing fields not in `allowed`.
    pub fn of(map: Map<String, Value>, allowed: &[&str]) -> Result<Self, ApiError> {
        if let Some(unknown) = map.keys().find(|k| !allowed.contains(&k.as_str())) {
            return Err(ApiError::invalid(format!(
                "Unknown field `{unknown}`; allowed: {}.",
                allowed.join(", ")
            )));
        }
        Ok(Fields(map))
    }

    pub fn is_empty(&self) -> bool {
        self.0.values().all(Value::is_null)
    }

    fn value(&self, name: &str) -> Option<&Value> {
        self.0.get(name).filter(|v| !v.is_null())
    }

    /// A string of at most `max` characters.
    pub fn string(&self, name: &str, max: usize) -> Result<Option<String>, ApiError> {
        match self.value(name) {
            None => Ok(None),
            Some(Value::String(s)) if s.chars().count() <= max => Ok(Some(s.clone())),
            Some(Value::String(_)) => Err(ApiError::invalid(format!(
                "`{name}` must be at most {max} characters."
            ))),
            Some(_) => Err(ApiError::invalid(format!("`{name}` must be a string."))),
        }
    }

    /// A required, non-blank string of at most `max` characters.
    pub fn required_string(&self, name: &str, max: usize) -> Result<String, ApiError> {
        match self.string(name, max)? {
            Some(s) if !s.trim().is_empty() => Ok(s),
            Some(_) => Err(ApiError::invalid(format!("`{name}` must not be empty."))),
            None => Err(ApiError::invalid(format!("`{name}` is required."))),
        }
    }

    /// An integer in `min..=max`.
    pub fn int(&self, name: &str, min: i64, max: i64) -> Result<Option<i64>, ApiError> {
        match self.value(name) {
            None => Ok(None),
            Some(v) => match v.as_i64() {
                Some(n) if (min..=max).contains(&n) => Ok(Some(n)),
                _ => Err(ApiError::invalid(format!(
                    "`{name}` must be an integer from {min} to {max}."
                ))),
            },
        }
    }

    /// An array of at most `max` strings.
    pub fn strings(&self, name: &str, max: usize) -> Result<Option<Vec<String>>, ApiError> {
        let Some(v) = self.value(name) else {
            return Ok(None);
        };
        let bad = || ApiError::invalid(format!("`{name}` must be an array of strings."));
        let items = v.as_array().ok_or_else(bad)?;
        if items.len() > max {
            return Err(ApiError::invalid(format!(
                "`{name}` takes at most {max} items, got {}.",
                items.len()
            )));
        }
        items
            .iter()
            .map(|i| i.as_str().map(str::to_string).ok_or_else(bad))
            .collect::<Result<Vec<_>, _>>()
            .map(Some)
    }

    /// One of the names in `table`, as the value it stands for.
    pub fn choice<T: Copy>(&self, name: &str, table: &[(&str, T)]) -> Result<Option<T>, ApiError> {
        self.string(name, 64)?
            .map(|s| pick(name, &s, table))
            .transpose()
    }

    /// A boolean.
    pub fn bool(&self, name: &str) -> Result<Option<bool>, ApiError> {
        match self.value(name) {
            None => Ok(None),
            Some(Value::Bool(b)) => Ok(Some(*b)),
            Some(_) => Err(ApiError::invalid(format!(
                "`{name}` must be true or false."
            ))),
        }
    }

    /// Any JSON object.
    pub fn object(&self, name: &str) -> Result<Option<Map<String, Value>>, ApiError> {
        match self.value(name) {
            None => Ok(None),
            Some(Value::Object(m)) => Ok(Some(m.clone())),
            Some(_) => Err(ApiError::invalid(format!("`{name}` must be an object."))),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fields_reject_wrong_types_and_unknown_names() {
        let f = Fields::parse(br#"{"title": 5, "limit": "x"}"#, &["title", "limit"]);
        let f = f.ok();
        assert!(f.as_ref().is_some_and(|f| f.string("title", 10).is_err()));
        assert!(f.as_ref().is_some_and(|f| f.int("limit", 1, 50).is_err()));
        assert!(Fields::parse(br#"{"nope": 1}"#, &["title"]).is_err());
        assert!(Fields::parse(b"[1]", &[]).is_err());
        assert!(Fields::parse(b"{", &[]).is_err());
    }

    #[test]
    fn null_is_absent() {
        let f = Fields::parse(br#"{"title": null}"#, &["title"]).ok();
        assert!(f.is_some_and(|f| f.is_empty() && f.string("title", 5) == Ok(None)));
    }

    #[test]
    fn query_ints_are_range_checked() {
        let q = Query::parse(Some("page=0&pageSize=5"));
        assert!(q.int("page", 1, i64::MAX, 1).is_err());
        assert_eq!(q.int("pageSize", 1, 20, 10), Ok(5));
        assert_eq!(q.int("missing", 1, 20, 10), Ok(10));
    }

    #[test]
    fn choices_name_what_they_take() {
        const TABLE: &[(&str, u8)] = &[("one", 1), ("two", 2)];
        let q = Query::parse(Some("n=two&m=three"));
        assert_eq!(q.choice("n", TABLE), Ok(Some(2)));
        assert_eq!(q.choice("absent", TABLE), Ok(None));
        let e = q.choice("m", TABLE).err().map(|e| e.message);
        assert_eq!(
            e.as_deref(),
            Some("`m` must be one of one, two, got \"three\".")
        );
        let f = Fields::parse(br#"{"n": "one", "m": "ONE"}"#, &["n", "m"]).ok();
        assert!(f
            .as_ref()
            .is_some_and(|f| f.choice("n", TABLE) == Ok(Some(1))));
        let e = f
            .and_then(|f| f.choice("m", TABLE).err())
            .map(|e| e.message);
        assert_eq!(
            e.as_deref(),
            Some("`m` must be one of one, two, got \"ONE\".")
        );
    }
}
