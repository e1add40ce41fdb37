//! The gateway's approvals pages (cli.md, *serve*, "Questions on `/mcp`"):
//! where a member answers the questions their assistants' calls on `/mcp`
//! put, behind the member's sign-in (`signin::signed_in`; not signed in:
//! the sign-in page, then back).
//!
//! - `GET /approvals`: the member's open questions, each with *Approve*
//!   and *Decline* — one URL for every question, carrying no credential,
//!   so the model may show it (`approve_at`).
//! - `GET /approvals/{id}`: one question (URL mode's page; `id` is the
//!   question's page id, at least 128 random bits, kept hashed).
//! - `POST /approvals` (the listing's forms, naming the question) and
//!   `POST /approvals/{id}`: the answer.
//!
//! The local approval page's rules (src/mcp/page.rs, whose `page` sets the
//! headers: CSP with `frame-ancestors 'none'`, `no-store`, no framing,
//! `Referrer-Policy: same-origin`): a token in a hidden field (double
//! submitted against a `__Host-` cookie, so any replica checks it; the
//! door checks `Host` and `Origin`), a GET or HEAD takes nothing, the
//! first POST owns the answer (one ledger statement) and a later one is
//! told it was answered. Only the question's member sees or answers it:
//! anyone else gets 404. Plain HTML, no script, readable by keyboard and
//! screen reader.

use std::sync::Arc;
use std::time::Duration;

use axum::body::Bytes;
use axum::extract::{Path, State};
use axum::http::{HeaderMap, Method, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::Router;

use super::signin::{self, cookie_of, host_cookie, opaque_well_formed, page, same, set_cookie};
use super::Gateway;
use crate::api::Surface;
use crate::ledger::pg::members::Members;
use crate::ledger::pg::questions::{AnswerRow, NewRow, QuestionRow};
use crate::mcp::questions::{
    digest, id_well_formed, new_id, Answered, Asked, NewQuestion, Question, Questions, State as Q,
};
use crate::sink::BoxFuture;
use crate::{Error, Result};

/// The approvals pages' token cookie (the hidden field's double).
const TOKEN_COOKIE: &str = "__Host-talent_approve";

/// The listing's path.
pub const PATH: &str = "/approvals";

/// The routes (mounted by `super::router`).
pub fn routes() -> Router<Arc<Gateway>> {
    Router::new()
        .route(PATH, get(list).post(answer_listed))
        .route("/approvals/{id}", get(one).post(answer_one))
}

/// The questions in the team ledger.
#[derive(Clone)]
pub struct Ledger {
    members: Members,
}

impl Ledger {
    pub fn new(members: Members) -> Ledger {
        Ledger { members }
    }
}

async fn blocking<T: Send + 'static>(f: impl FnOnce() -> Result<T> + Send + 'static) -> Result<T> {
    crate::task::spawn_blocking(f)
        .await
        .unwrap_or_else(|_| Err(Error::ledger("the ledger's lookup stopped")))
}

fn question(r: QuestionRow) -> Question {
    let state = match (r.used, r.answer) {
        (true, _) => Q::Ended,
        (false, Some(true)) => Q::Approved,
        (false, Some(false)) => Q::Declined,
        (false, None) if r.expired => Q::Expired,
        (false, None) => Q::Open,
    };
    Question {
        key: r.key,
        tool: r.tool,
        cost: r.cost,
        lines: r.question.lines().map(str::to_string).collect(),
        state,
    }
}

fn millis(d: Duration) -> i64 {
    i64::try_from(d.as_millis()).unwrap_or(i64::MAX / 4)
}

impl Questions for Ledger {
    fn use_sealed(&self, sha256: String, life: Duration) -> BoxFuture<'_, Result<bool>> {
        let members = self.members.clone();
        Box::pin(async move { blocking(move || members.use_sealed(&sha256, millis(life))).await })
    }

    fn put(&self, q: NewQuestion) -> BoxFuture<'_, Result<Asked>> {
        let members = self.members.clone();
        Box::pin(async move {
            let id = new_id()?;
            let row = NewRow {
                sha256: digest(&id),
                member: q.member,
                client: q.client,
                conversation: q.conversation,
                tool: q.tool,
                arguments: q.arguments,
                cost: q.cost,
                question: q.lines.join("\n"),
                life_ms: millis(q.life),
            };
            let key = blocking(move || members.put_question(&row)).await?;
            Ok(match key {
                Some(key) => Asked::Opened { key, id },
                None => Asked::Busy,
            })
        })
    }

    fn of_call(
        &self,
        member: String,
        client: String,
        tool: String,
        arguments: String,
        window: Duration,
    ) -> BoxFuture<'_, Result<Option<Question>>> {
        let members = self.members.clone();
        Box::pin(async move {
            let r = blocking(move || {
                members.question_of_call(&member, &client, &tool, &arguments, millis(window))
            })
            .await?;
            Ok(r.map(question))
        })
    }

    fn get(&self, key: i64) -> BoxFuture<'_, Result<Option<Question>>> {
        let members = self.members.clone();
        Box::pin(async move { Ok(blocking(move || members.question(key)).await?.map(question)) })
    }

    fn take(&self, key: i64) -> BoxFuture<'_, Result<Option<Question>>> {
        let members = self.members.clone();
        Box::pin(async move {
            Ok(blocking(move || members.take_question(key))
                .await?
                .map(question))
        })
    }

    fn of_member(
        &self,
        member: String,
        key: Option<i64>,
        id: Option<String>,
    ) -> BoxFuture<'_, Result<Option<Question>>> {
        let members = self.members.clone();
        Box::pin(async move {
            let sha = id.map(|i| digest(&i));
            Ok(
                blocking(move || members.members_question(&member, key, sha.as_deref()))
                    .await?
                    .map(question),
            )
        })
    }

    fn open_of(&self, member: String) -> BoxFuture<'_, Result<Vec<Question>>> {
        let members = self.members.clone();
        Box::pin(async move {
            Ok(blocking(move || members.open_questions(&member))
                .await?
                .into_iter()
                .map(question)
                .collect())
        })
    }

    fn answer(&self, member: String, key: i64, yes: bool) -> BoxFuture<'_, Result<Answered>> {
        let members = self.members.clone();
        Box::pin(async move {
            Ok(
                match blocking(move || members.answer_question(&member, key, yes)).await? {
                    AnswerRow::Now => Answered::Now,
                    AnswerRow::Before(r) => Answered::Before(question(r)),
                    AnswerRow::Missing => Answered::Missing,
                },
            )
        })
    }
}

impl Gateway {
    /// The questions of this gateway's `/mcp` (the team ledger's).
    pub fn questions(&self) -> Arc<dyn Questions> {
        Arc::new(Ledger::new(self.members().clone()))
    }

    /// Who the request's line names (`line` writes it, with the status
    /// the answer has).
    fn approvals_log(&self, who: &str, _method: &Method, _route: &str, _status: StatusCode) {
        super::line::member(who);
    }
}

fn escape(text: &str) -> std::borrow::Cow<'_, str> {
    html_escape::encode_quoted_attribute(text)
}

/// The page token of this browser: its cookie's value, or a fresh one
/// (then set with the page).
fn token_of(headers: &HeaderMap) -> Option<(String, bool)> {
    match cookie_of(headers, TOKEN_COOKIE).filter(|c| opaque_well_formed(c)) {
        Some(c) => Some((c, false)),
        None => signin::random_opaque().ok().map(|c| (c, true)),
    }
}

fn with_token(mut r: Response, token: &(String, bool)) -> Response {
    if token.1 {
        set_cookie(&mut r, &host_cookie(TOKEN_COOKIE, &token.0, "Strict", None));
    }
    r
}

/// One question's section: its lines and its form.
fn section(q: &Question, action: &str, token: &str, with_key: bool) -> String {
    let mut s = format!(
        "<section aria-labelledby=\"q{key}\">\n<h2 id=\"q{key}\">{tool}</h2>\n",
        key = q.key,
        tool = escape(&q.tool)
    );
    for line in &q.lines {
        s.push_str(&format!("<p>{}</p>\n", escape(line)));
    }
    s.push_str(&format!(
        "<form method=\"post\" action=\"{}\">\n<input type=\"hidden\" name=\"token\" value=\"{}\">\n",
        escape(action),
        escape(token)
    ));
    if with_key {
        s.push_str(&format!(
            "<input type=\"hidden\" name=\"question\" value=\"{}\">\n",
            q.key
        ));
    }
    s.push_str(
        "<button type=\"submit\" name=\"answer\" value=\"approve\">Approve</button>\n\
         <button type=\"submit\" name=\"answer\" value=\"decline\">Decline</button>\n\
         </form>\n<p>Approve lets the assistant's same call go ahead once; Decline sends nothing.</p>\n</section>\n",
    );
    s
}

/// A question that is not open any more: what became of it.
fn ended(state: Q) -> Response {
    let words = match state {
        Q::Approved => "It was answered: approved.",
        Q::Declined => "It was answered: declined; nothing was sent.",
        Q::Expired => "It was not answered in time: nothing was sent.",
        Q::Ended | Q::Open => "It was answered or withdrawn: nothing more to do here.",
    };
    page(
        StatusCode::OK,
        "talent: answered",
        &format!(
            "<h1>This question is closed</h1>\n<p>{}</p>\n<p><a href=\"{PATH}\">Your open questions</a></p>\n",
            escape(words)
        ),
    )
}

fn missing() -> Response {
    page(
        StatusCode::NOT_FOUND,
        "talent: no such question",
        &format!(
            "<h1>No such question</h1>\n<p>It is not one of yours.</p>\n<p><a href=\"{PATH}\">Your open questions</a></p>\n"
        ),
    )
}

fn refused(words: &str) -> Response {
    page(
        StatusCode::FORBIDDEN,
        "talent: refused",
        &format!("<h1>Refused</h1>\n<p>{}</p>\n", escape(words)),
    )
}

/// To the sign-in page, and back to `path` after.
fn to_signin(path: &str) -> Response {
    let q = url::form_urlencoded::Serializer::new(String::new())
        .append_pair("next", path)
        .finish();
    signin::see_other(&format!("/signin?{q}"))
}

/// `GET /approvals`: the member's open questions.
async fn list(State(gw): State<Arc<Gateway>>, method: Method, headers: HeaderMap) -> Response {
    let Some(who) = signin::signed_in(&gw, &headers).await else {
        gw.approvals_log("-", &method, PATH, StatusCode::SEE_OTHER);
        return to_signin(PATH);
    };
    let open = match gw.questions().open_of(who.member.clone()).await {
        Ok(o) => o,
        Err(e) => return gw.ledger_away(Surface::Main, &e),
    };
    let Some(token) = token_of(&headers) else {
        return StatusCode::INTERNAL_SERVER_ERROR.into_response();
    };
    let mut body = format!(
        "<h1>Questions from your assistants</h1>\n<p>Signed in as {}. Only you see these.</p>\n",
        escape(&who.member)
    );
    if open.is_empty() {
        body.push_str("<p>No question is waiting for you.</p>\n");
    }
    for q in &open {
        body.push_str(&section(q, PATH, &token.0, true));
    }
    gw.approvals_log(&who.member, &method, PATH, StatusCode::OK);
    with_token(
        page(StatusCode::OK, "talent: your approvals", &body),
        &token,
    )
}

/// `GET /approvals/{id}`: one question of the member's.
async fn one(
    State(gw): State<Arc<Gateway>>,
    Path(id): Path<String>,
    method: Method,
    headers: HeaderMap,
) -> Response {
    const ROUTE: &str = "/approvals/{id}";
    if !id_well_formed(&id) {
        gw.approvals_log("-", &method, ROUTE, StatusCode::NOT_FOUND);
        return missing();
    }
    let Some(who) = signin::signed_in(&gw, &headers).await else {
        gw.approvals_log("-", &method, ROUTE, StatusCode::SEE_OTHER);
        return to_signin(&format!("{PATH}/{id}"));
    };
    let q = match gw
        .questions()
        .of_member(who.member.clone(), None, Some(id.clone()))
        .await
    {
        Ok(q) => q,
        Err(e) => return gw.ledger_away(Surface::Main, &e),
    };
    let Some(q) = q else {
        gw.approvals_log(&who.member, &method, ROUTE, StatusCode::NOT_FOUND);
        return missing();
    };
    gw.approvals_log(&who.member, &method, ROUTE, StatusCode::OK);
    if q.state != Q::Open {
        return ended(q.state);
    }
    let Some(token) = token_of(&headers) else {
        return StatusCode::INTERNAL_SERVER_ERROR.into_response();
    };
    let body = format!(
        "<h1>An assistant asks for your yes</h1>\n{}<p><a href=\"{PATH}\">All your open questions</a></p>\n",
        section(&q, &format!("{PATH}/{id}"), &token.0, false)
    );
    with_token(
        page(StatusCode::OK, "talent: a question for you", &body),
        &token,
    )
}

/// The form's fields.
fn fields(body: &Bytes) -> std::collections::HashMap<String, String> {
    url::form_urlencoded::parse(body).into_owned().collect()
}

/// `POST /approvals` (`question` names it).
async fn answer_listed(
    State(gw): State<Arc<Gateway>>,
    headers: HeaderMap,
    body: Bytes,
) -> Response {
    let f = fields(&body);
    let key = f.get("question").and_then(|k| k.parse::<i64>().ok());
    answer(&gw, &headers, &f, key, None, PATH).await
}

/// `POST /approvals/{id}`.
async fn answer_one(
    State(gw): State<Arc<Gateway>>,
    Path(id): Path<String>,
    headers: HeaderMap,
    body: Bytes,
) -> Response {
    if !id_well_formed(&id) {
        gw.approvals_log("-", &Method::POST, "/approvals/{id}", StatusCode::NOT_FOUND);
        return missing();
    }
    let f = fields(&body);
    answer(&gw, &headers, &f, None, Some(id), "/approvals/{id}").await
}

/// An answer: the member signed in, the page's token, the question theirs
/// and open; the first answer is the question's.
async fn answer(
    gw: &Gateway,
    headers: &HeaderMap,
    f: &std::collections::HashMap<String, String>,
    key: Option<i64>,
    id: Option<String>,
    route: &str,
) -> Response {
    let post = Method::POST;
    let Some(who) = signin::signed_in(gw, headers).await else {
        gw.approvals_log("-", &post, route, StatusCode::FORBIDDEN);
        return refused("sign in on this gateway first (open /approvals); nothing was answered.");
    };
    let token_ok = cookie_of(headers, TOKEN_COOKIE)
        .is_some_and(|c| opaque_well_formed(&c) && f.get("token").is_some_and(|t| same(&c, t)));
    if !token_ok {
        gw.approvals_log(&who.member, &post, route, StatusCode::FORBIDDEN);
        return refused("this form was not the gateway's own page; open /approvals again. Nothing was answered.");
    }
    let yes = match f.get("answer").map(String::as_str) {
        Some("approve") => true,
        Some("decline") => false,
        _ => {
            gw.approvals_log(&who.member, &post, route, StatusCode::BAD_REQUEST);
            return page(
                StatusCode::BAD_REQUEST,
                "talent: refused",
                "<h1>Refused</h1>\n<p>Approve or Decline; nothing was answered.</p>\n",
            );
        }
    };
    if key.is_none() && id.is_none() {
        gw.approvals_log(&who.member, &post, route, StatusCode::NOT_FOUND);
        return missing();
    }
    let store = gw.questions();
    let found = match store.of_member(who.member.clone(), key, id).await {
        Ok(q) => q,
        Err(e) => return gw.ledger_away(Surface::Main, &e),
    };
    let Some(q) = found else {
        gw.approvals_log(&who.member, &post, route, StatusCode::NOT_FOUND);
        return missing();
    };
    let answered = match store.answer(who.member.clone(), q.key, yes).await {
        Ok(a) => a,
        Err(e) => return gw.ledger_away(Surface::Main, &e),
    };
    match answered {
        Answered::Now => {
            gw.approvals_log(&who.member, &post, route, StatusCode::OK);
            let words = if yes {
                "Approved. Tell your assistant to make the same call again: it goes ahead once."
            } else {
                "Declined: nothing was sent."
            };
            page(
                StatusCode::OK,
                "talent: answered",
                &format!(
                    "<h1>Thank you</h1>\n<p role=\"status\">{}</p>\n<p><a href=\"{PATH}\">Your open questions</a></p>\n",
                    escape(words)
                ),
            )
        }
        Answered::Before(q) => {
            gw.approvals_log(&who.member, &post, route, StatusCode::OK);
            ended(q.state)
        }
        Answered::Missing => {
            gw.approvals_log(&who.member, &post, route, StatusCode::NOT_FOUND);
            missing()
        }
    }
}
