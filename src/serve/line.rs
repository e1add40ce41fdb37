//! The gateway's one log line a request (cli.md, *serve*: "member, method,
//! route template — never the query —, status, cost, time"), written by one
//! layer around every route ([`logged`]) once the answer's head is ready.
//! The handlers only say what they know that the layer cannot (the member,
//! the route template of a forwarded request, the cost, a word on why):
//! a request no handler spoke of still gets its line, and none gets two.

use std::cell::RefCell;
use std::net::IpAddr;
use std::sync::Arc;
use std::time::Instant;

use axum::extract::{MatchedPath, Request, State};
use axum::response::Response;

use super::{Gateway, Peer};

/// What the handlers said of the request being answered.
#[derive(Default)]
struct Said {
    member: Option<String>,
    route: Option<String>,
    cost: Option<String>,
    note: Option<String>,
    from: Option<IpAddr>,
}

tokio::task_local! {
    static LINE: RefCell<Said>;
}

fn say(f: impl FnOnce(&mut Said)) {
    // Outside a request (a unit test's handler) there is no line to fill.
    let _ = LINE.try_with(|s| f(&mut s.borrow_mut()));
}

/// The member the request's credential named.
pub fn member(name: &str) {
    say(|s| s.member = Some(name.to_string()));
}

/// The route template, where the router has none (a forwarded request's).
pub fn route(template: &str) {
    say(|s| s.route = Some(template.to_string()));
}

/// What the request spent (`0` unless said).
pub fn cost(text: &str) {
    say(|s| s.cost = Some(text.to_string()));
}

/// A few words after the line (why it was refused, which client): never a
/// token, a code or a query.
pub fn note(text: &str) {
    say(|s| s.note = Some(text.to_string()));
}

/// The client the door found (the peer, or behind a trusted proxy the
/// address it names).
pub fn from(client: IpAddr) {
    say(|s| s.from = Some(client));
}

/// The route word of a path no route template names: the interface's
/// base under `/api/v1` and `/v1`, else `(other)` — never the path itself,
/// which may carry anything (a token pasted into a URL, a secret).
pub fn route_word(path: &str) -> &'static str {
    if path == "/v1" || path.starts_with("/v1/") {
        "/v1"
    } else if path == "/api/v1" || path.starts_with("/api/v1/") {
        "/api/v1"
    } else {
        "(other)"
    }
}

/// The layer: runs the request with a line to fill, then writes it.
pub async fn logged(
    State(gw): State<Arc<Gateway>>,
    req: Request,
    next: axum::middleware::Next,
) -> Response {
    let started = Instant::now();
    let method = req.method().clone();
    let template = match req.extensions().get::<MatchedPath>() {
        Some(m) => m.as_str().to_string(),
        None => route_word(req.uri().path()).to_string(),
    };
    let peer = req.extensions().get::<Peer>().map(|p| p.0);
    let (resp, said) = LINE
        .scope(RefCell::new(Said::default()), async move {
            let resp = next.run(req).await;
            (resp, LINE.with(|s| s.take()))
        })
        .await;
    let mut line = format!(
        "{} {method} {} {} {} {}ms",
        said.member.as_deref().unwrap_or("-"),
        said.route.as_deref().unwrap_or(&template),
        resp.status().as_u16(),
        said.cost.as_deref().unwrap_or("0"),
        started.elapsed().as_millis()
    );
    if let Some(ip) = said.from.or(peer) {
        line.push_str(&format!(" from {ip}"));
    }
    if let Some(note) = said.note {
        line.push_str("; ");
        line.push_str(&note);
    }
    (gw.parts.log)(&gw.masked(&line));
    resp
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_path_of_no_route_is_logged_as_a_word_never_as_itself() {
        assert_eq!(route_word("/v1/nope"), "/v1");
        assert_eq!(route_word("/api/v1/x"), "/api/v1");
        assert_eq!(route_word("/_sandbox/events"), "(other)");
        assert_eq!(route_word("/tlm_secret"), "(other)");
        assert_eq!(route_word("/v10"), "(other)");
    }
}
