//! `talent api METHOD PATH`: a raw request to either interface through the
//! one client (hooks, retries, `-v` traces apply), the body printed exactly
//! as received whatever `-o` says.

use crate::ops::kit::{raw_pages, routes};
use std::path::PathBuf;

use clap::Args as ClapArgs;
use serde_json::{Map, Value};

use crate::api::{Method, Request, Surface};
use crate::cmd::Context;
use crate::input::read_input;
use crate::{Error, Result};

/// Send a raw request to either interface
///
/// Sends METHOD PATH to the main interface (PATH below /api/v1), or with
/// --alt to the additional one (below /v1), with the profile's key. PATH may
/// carry a query string. Each -f KEY=VALUE becomes a query parameter for GET
/// and DELETE and a JSON body field otherwise; a value that parses as JSON
/// (numbers, true, arrays, objects) is sent as that JSON, else as text.
/// --input FILE (`-` for stdin) sends the file as the JSON body; -f then
/// adds query parameters.
///
/// The response body is printed exactly as received (no -o formatting),
/// also for an error status, which then sets the exit code like any command.
///
/// Example: talent api GET /jobs -f includePaused=true -f pageSize=20
#[derive(Debug, ClapArgs)]
pub struct Args {
    /// GET, POST, PATCH, PUT or DELETE
    #[arg(value_name = "METHOD")]
    pub method: String,

    /// Path below the interface's base, e.g. /usage or /jobs?page=2
    #[arg(value_name = "PATH")]
    pub path: String,

    /// Use the additional interface (/v1) instead of the main one
    #[arg(long)]
    pub alt: bool,

    /// A query parameter (GET, DELETE) or body field (other methods)
    #[arg(
        short = 'f',
        long = "field",
        id = "raw_field",
        value_name = "KEY=VALUE"
    )]
    pub fields: Vec<String>,

    /// Send this file as the JSON body (`-` for stdin)
    #[arg(long, value_name = "F")]
    pub input: Option<PathBuf>,

    /// An extra request header, `NAME: VALUE` (repeatable; not Authorization, Host,
    /// Content-Length, Transfer-Encoding or another framing header)
    #[arg(short = 'H', long = "header", value_name = "NAME: VALUE")]
    pub headers: Vec<String>,

    /// Print the status line and the answer's headers before the body
    #[arg(short = 'i', long)]
    pub include: bool,

    /// GET every page of a list from its page (-f page=N, default 1) to the
    /// end: one JSON array of all items (JSONL with -o jsonl)
    #[arg(long, conflicts_with = "include")]
    pub paginate: bool,
}

pub async fn run(ctx: &Context, args: &Args) -> Result<()> {
    let req = build_request(args)?;
    if args.paginate {
        if req.method != Method::Get {
            return Err(Error::usage("--paginate pages a GET")
                .with_hint("send other methods without --paginate"));
        }
        // A bad `page` is refused before anything is built or sent.
        raw_pages::first_page(&req, crate::cmd::args::flag)?;
        let client = ctx.client().await?;
        let view = crate::output::View::PLAIN;
        let mut out = ctx.printer().list(&ctx.ui, &view);
        let guard = ctx.guard().map(|g| g.as_ref());
        let result = raw_pages::paginate(client, guard, &req, crate::cmd::args::flag, |item| {
            out.push(item)
        })
        .await;
        // What came before a failing page is kept (a JSON array closes).
        out.finish()?;
        return result.map(|_| ());
    }
    let client = ctx.client().await?;
    ctx.ask_for_route(&req).await?;
    let reply = client.send_raw(&req).await?;
    if let crate::api::Effect::BulkInvite { job, .. } = &req.effect {
        crate::ops::bulk_invite::record_answer(ctx.records(), job, reply.status, &reply.body);
    }
    if args.include {
        let mut head = format!("HTTP {}\n", reply.status);
        for (name, value) in &reply.headers {
            let value = String::from_utf8_lossy(value.as_bytes());
            // A header value is outside text: no control or bidi characters.
            let value = crate::output::cell::clean(&value);
            head.push_str(&format!("{name}: {value}\n"));
        }
        head.push('\n');
        ctx.printer().raw_to(&*ctx.ui, head.as_bytes())?;
    }
    if !reply.body.is_empty() && !ctx.printer().jq_raw(&reply.body, &ctx.ui)? {
        let mut body = reply.body;
        if body.last() != Some(&b'\n') {
            body.push(b'\n');
        }
        ctx.printer().raw_to(&*ctx.ui, &body)?;
    }
    match reply.error {
        Some(e) => Err(e),
        None => Ok(()),
    }
}

/// Everything checked before sending: method, path, fields, input.
fn build_request(args: &Args) -> Result<Request> {
    let method = Method::parse(&args.method).ok_or_else(|| {
        Error::usage(format!("unknown method {:?}", args.method))
            .with_hint("use GET, POST, PATCH, PUT or DELETE")
    })?;
    let surface = if args.alt {
        Surface::Alt
    } else {
        Surface::Main
    };
    let (path, query) = split_path(&args.path, surface)?;
    let fields = args
        .fields
        .iter()
        .map(|f| parse_field(f))
        .collect::<Result<Vec<_>>>()?;
    let mut req = Request::new(surface, method, path.clone());
    for (k, v) in query {
        req = req.query(&k, v);
    }
    let input = match &args.input {
        Some(file) => Some(parse_input(&read_input(file)?, file)?),
        None => None,
    };
    let fields_in_query = input.is_some() || matches!(method, Method::Get | Method::Delete);
    if fields_in_query {
        for (k, v) in fields {
            req = req.query(&k, query_text(&v));
        }
    } else if !fields.is_empty() {
        req = req.json(Value::Object(fields.into_iter().collect::<Map<_, _>>()));
    }
    if let Some(body) = input {
        req = req.json(body);
    }
    for raw in &args.headers {
        req.headers.push(parse_header(raw)?);
    }
    Ok(routes::typed(req))
}

/// Headers that say where a request (or its body) ends on the connection,
/// or what becomes of the connection: set by hand, `Content-Length: 0` sent
/// an empty body and left the real one on the connection for the next read.
const FRAMING: &[&str] = &[
    "content-length",
    "transfer-encoding",
    "te",
    "trailer",
    "connection",
    "keep-alive",
    "upgrade",
    "expect",
    "proxy-connection",
    "proxy-authorization",
];

/// `NAME: VALUE`, a valid header, and never the key's header (the key comes
/// only from the profile, so it is never typed into a shell history).
fn parse_header(raw: &str) -> Result<(String, String)> {
    let bad = || {
        Error::usage(format!("-H {raw:?} is not `NAME: VALUE`"))
            .with_hint("e.g. -H 'X-Request-Id: nightly-42'")
    };
    let (name, value) = raw.split_once(':').ok_or_else(bad)?;
    let (name, value) = (name.trim(), value.trim());
    if reqwest::header::HeaderName::from_bytes(name.as_bytes()).is_err()
        || reqwest::header::HeaderValue::from_str(value).is_err()
    {
        return Err(bad());
    }
    if name.eq_ignore_ascii_case("authorization") || name.eq_ignore_ascii_case("host") {
        return Err(Error::usage(format!("-H {name} cannot be set"))
            .with_hint("the key comes from the profile (TALENT_API_KEY or `talent auth login`)"));
    }
    if FRAMING.iter().any(|f| name.eq_ignore_ascii_case(f)) {
        return Err(Error::usage(format!(
            "-H {name} cannot be set: it changes how the request is framed on the connection"
        ))
        .with_hint("the body's length and encoding come from --input; drop the header"));
    }
    Ok((name.to_string(), value.to_string()))
}

/// The path below the base and the pairs of its query string. A leading
/// base path (`/api/v1`, `/v1`) is dropped, so a path copied from a full URL
/// works; a full URL is refused (the key goes only to the configured base).
fn split_path(raw: &str, surface: Surface) -> Result<(String, Vec<(String, String)>)> {
    let raw = raw.trim();
    if raw.contains("://") {
        return Err(
            Error::usage(format!("{raw:?} is a URL; give a path such as /usage"))
                .with_hint("the base comes from --base-url / --alt-base-url (or --sandbox)"),
        );
    }
    let (path, query) = raw.split_once('?').unwrap_or((raw, ""));
    let path = format!("/{}", path.trim_start_matches('/'));
    let prefix = match surface {
        Surface::Main => "/api/v1",
        Surface::Alt => "/v1",
        Surface::SandboxControl => "",
    };
    let path = match path.strip_prefix(prefix) {
        Some(rest) if rest.is_empty() || rest.starts_with('/') => {
            format!("/{}", rest.trim_start_matches('/'))
        }
        _ => path,
    };
    if path == "/" {
        return Err(
            Error::usage("the path is empty").with_hint("for example: talent api GET /usage")
        );
    }
    // The key goes only below the base: no `..`, however it is spelt.
    if let Err(why) = crate::api::query::check_path(&path) {
        return Err(
            Error::usage(format!("{raw:?} could leave the interface's base: {why}")).with_hint(
                "give the path below the base as the service names it, e.g. /jobs/JOB_ID",
            ),
        );
    }
    let pairs = url::form_urlencoded::parse(query.as_bytes())
        .map(|(k, v)| (k.into_owned(), v.into_owned()))
        .collect();
    Ok((path, pairs))
}

/// `KEY=VALUE`, the value as JSON when it parses (like `gh api -F`).
fn parse_field(pair: &str) -> Result<(String, Value)> {
    match pair.split_once('=') {
        Some((k, v)) if !k.trim().is_empty() => {
            let value = serde_json::from_str(v).unwrap_or_else(|_| Value::String(v.to_string()));
            Ok((k.trim().to_string(), value))
        }
        _ => Err(Error::usage(format!("-f {pair:?} is not KEY=VALUE"))
            .with_hint("for example -f pageSize=20")),
    }
}

/// A field as a query value: text as is, other JSON as written.
fn query_text(v: &Value) -> String {
    match v {
        Value::String(s) => s.clone(),
        other => other.to_string(),
    }
}

/// `--input` must be JSON: the service takes nothing else.
fn parse_input(text: &str, file: &std::path::Path) -> Result<Value> {
    serde_json::from_str(text).map_err(|e| {
        Error::usage(format!("{} is not valid JSON: {e}", file.display()))
            .with_hint("the body must be JSON; check it with `jq . FILE`")
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::api::RouteClass;

    fn args(method: &str, path: &str, fields: &[&str], alt: bool) -> Args {
        Args {
            method: method.into(),
            path: path.into(),
            alt,
            fields: fields.iter().map(|s| s.to_string()).collect(),
            input: None,
            headers: Vec::new(),
            include: false,
            paginate: false,
        }
    }

    fn build(a: Args) -> Request {
        build_request(&a).unwrap_or_else(|e| panic!("{}", e.render_line()))
    }

    #[test]
    fn get_fields_go_to_the_query() {
        let r = build(args(
            "get",
            "/jobs?page=2",
            &["includePaused=true", "q=a b"],
            false,
        ));
        assert_eq!(r.method, Method::Get);
        assert_eq!(r.path, "/jobs");
        assert_eq!(
            r.query,
            vec![
                ("page".to_string(), "2".to_string()),
                ("includePaused".to_string(), "true".to_string()),
                ("q".to_string(), "a b".to_string())
            ]
        );
        assert!(r.body.is_none());
    }

    #[test]
    fn post_fields_are_typed_json() {
        let r = build(args(
            "POST",
            "sourcing/shortlist",
            &["job_id=job_1", "limit=5", "x=[1]"],
            true,
        ));
        assert_eq!(r.surface, Surface::Alt);
        assert_eq!(r.path, "/sourcing/shortlist");
        assert_eq!(
            r.body,
            Some(serde_json::json!({"job_id": "job_1", "limit": 5, "x": [1]}))
        );
    }

    #[test]
    fn base_prefixes_are_dropped() {
        assert_eq!(
            build(args("GET", "/api/v1/usage", &[], false)).path,
            "/usage"
        );
        assert_eq!(
            build(args("GET", "/v1/webhooks", &[], true)).path,
            "/webhooks"
        );
        assert_eq!(build(args("GET", "/v1x", &[], true)).path, "/v1x");
    }

    #[test]
    fn refusals_send_nothing() {
        for a in [
            args("FETCH", "/usage", &[], false),
            args("GET", "https://evil.example/api/v1/usage", &[], false),
            args("GET", "/", &[], false),
            args("GET", "/jobs/../usage", &[], false),
            args("POST", "/%2e%2e/%2e%2e/_sandbox/reset", &[], false),
            args("POST", "/.%2e/.%2E/_sandbox/reset", &[], false),
            args("POST", "\\..\\_sandbox\\reset", &[], false),
            args("POST", "/jobs", &["=x"], false),
            args("POST", "/jobs", &["novalue"], false),
        ] {
            assert!(build_request(&a).is_err(), "{a:?}");
        }
    }

    #[test]
    fn routes_get_their_class() {
        assert_eq!(
            routes::raw(Surface::Main, Method::Get, "/search/candidates", None).class,
            RouteClass::Search
        );
        assert_eq!(
            routes::raw(Surface::Main, Method::Get, "/candidates/tc_1", None).class,
            RouteClass::SensitiveRead
        );
        assert_eq!(
            routes::raw(Surface::Main, Method::Post, "/jobs", None).class,
            RouteClass::CreateJob
        );
        assert_eq!(
            routes::raw(Surface::Main, Method::Get, "/jobs", None).class,
            RouteClass::Global
        );
        assert_eq!(
            routes::raw(Surface::Main, Method::Post, "/invite-to-apply", None).class,
            RouteClass::InviteToApply
        );
        assert_eq!(
            routes::raw(Surface::Alt, Method::Get, "/candidates/c_1", None).class,
            RouteClass::Alt
        );
    }
}
