//! The routes a gateway forwards: exactly the method and route pairs of the
//! service's endpoint tables (spec/service.md), each with the grant it
//! needs. A request path is matched after one check (no `%` at all — no
//! encoded `/`, no encoded dot —, no empty segment, so no `//` and no
//! trailing `/`, no `.` or `..`, each id of the *Ids* form); anything else
//! is not a route.

use crate::api::{Method, Surface};

/// One forwarded route.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Route {
    pub surface: Surface,
    pub method: Method,
    /// The path below the interface's base, `{id}` for an id.
    pub template: &'static str,
    /// The member's grant it needs (`None`: any member).
    pub grant: Option<&'static str>,
}

const fn r(
    surface: Surface,
    method: Method,
    template: &'static str,
    grant: Option<&'static str>,
) -> Route {
    Route {
        surface,
        method,
        template,
        grant,
    }
}

/// Every route of both interfaces, as the endpoint tables list them.
pub const ROUTES: &[Route] = &[
    r(
        Surface::Main,
        Method::Get,
        "/search/candidates",
        Some("search"),
    ),
    r(
        Surface::Main,
        Method::Get,
        "/candidates/{id}",
        Some("unlock"),
    ),
    r(Surface::Main, Method::Post, "/jobs", Some("jobs")),
    r(Surface::Main, Method::Get, "/jobs", None),
    r(Surface::Main, Method::Get, "/jobs/{id}/stages", None),
    r(Surface::Main, Method::Get, "/jobs/{id}/applications", None),
    r(
        Surface::Main,
        Method::Post,
        "/invite-to-apply",
        Some("outreach"),
    ),
    r(Surface::Main, Method::Post, "/messages", Some("outreach")),
    r(Surface::Main, Method::Get, "/usage", None),
    r(
        Surface::Alt,
        Method::Get,
        "/candidates/search",
        Some("search"),
    ),
    r(Surface::Alt, Method::Get, "/candidates/{id}", None),
    r(Surface::Alt, Method::Get, "/candidates/{id}/profile", None),
    r(Surface::Alt, Method::Get, "/jobs", None),
    r(Surface::Alt, Method::Patch, "/jobs/{id}", Some("jobs")),
    r(Surface::Alt, Method::Post, "/sourcing/shortlist", None),
    r(
        Surface::Alt,
        Method::Post,
        "/sourcing/invite",
        Some("outreach"),
    ),
    r(Surface::Alt, Method::Get, "/webhooks", Some("webhooks")),
    r(Surface::Alt, Method::Post, "/webhooks", Some("webhooks")),
    r(
        Surface::Alt,
        Method::Delete,
        "/webhooks/{id}",
        Some("webhooks"),
    ),
    r(
        Surface::Alt,
        Method::Patch,
        "/webhooks/{id}",
        Some("webhooks"),
    ),
];

/// A path below a base that names a route.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Matched {
    pub route: Route,
    /// The path as it is sent on (the route's, with its id).
    pub path: String,
    /// The id of the path, when the route has one.
    pub id: Option<String>,
}

/// An id of the *Ids* form: 1–64 of `A–Z a–z 0–9 _ -`.
pub fn is_id(s: &str) -> bool {
    !s.is_empty()
        && s.len() <= 64
        && s.bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'_' || b == b'-')
}

/// The segments of `rest` (the raw path below the base, as the request
/// line had it), or `None` when it fails the one check.
fn segments(rest: &str) -> Option<Vec<&str>> {
    let body = rest.strip_prefix('/')?;
    if body.is_empty() || rest.contains('%') || rest.contains('\\') {
        return None;
    }
    let segs: Vec<&str> = body.split('/').collect();
    if segs.iter().any(|s| s.is_empty() || *s == "." || *s == "..") {
        return None;
    }
    Some(segs)
}

/// The route `method` `rest` names on `surface` (`rest`: the raw path below
/// the interface's base), or `None`.
pub fn find(surface: Surface, method: Method, rest: &str) -> Option<Matched> {
    let segs = segments(rest)?;
    ROUTES
        .iter()
        .filter(|r| r.surface == surface && r.method == method)
        .find_map(|route| {
            let want: Vec<&str> = route.template.trim_start_matches('/').split('/').collect();
            if want.len() != segs.len() {
                return None;
            }
            let mut id = None;
            for (w, s) in want.iter().zip(&segs) {
                if *w == "{id}" {
                    if !is_id(s) {
                        return None;
                    }
                    id = Some(s.to_string());
                } else if w != s {
                    return None;
                }
            }
            Some(Matched {
                route: *route,
                path: rest.to_string(),
                id,
            })
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_the_documented_pairs_match_exactly() {
        let m = find(Surface::Main, Method::Get, "/candidates/tc_1-a").expect("a route");
        assert_eq!(m.route.grant, Some("unlock"));
        assert_eq!(m.id.as_deref(), Some("tc_1-a"));
        assert_eq!(
            find(Surface::Alt, Method::Patch, "/jobs/job_1").map(|m| m.route.grant),
            Some(Some("jobs"))
        );
        assert!(find(Surface::Main, Method::Get, "/usage").is_some());
        for bad in [
            "/usage/",
            "//usage",
            "/candidates//x",
            "/candidates/a%2Fb",
            "/candidates/%2e%2e",
            "/jobs/../usage",
            "/jobs/./stages",
            "/candidates/a.b",
            "/candidates/x\\y",
            "/",
            "",
            "usage",
            "/USAGE",
            "/_sandbox/reset",
            "/openapi.json",
        ] {
            assert!(find(Surface::Main, Method::Get, bad).is_none(), "{bad}");
        }
        // The pair, not the path: DELETE /jobs is no route.
        assert!(find(Surface::Main, Method::Delete, "/jobs").is_none());
        assert!(find(Surface::Alt, Method::Get, "/candidates/search").is_some());
        assert!(find(
            Surface::Main,
            Method::Get,
            &format!("/candidates/{}", "a".repeat(65))
        )
        .is_none());
    }
}
