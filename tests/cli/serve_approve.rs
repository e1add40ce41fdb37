//! Questions on the gateway's `/mcp` (cli.md, *serve*, "Questions on
//! `/mcp`"): a client that cannot ask gets `pending_approval` with
//! `approve_at`; URL mode points at `<public URL>/approvals/{id}`; the
//! approvals pages behind the member's sign-in; the question and its
//! answer in the ledger, so any replica honours it. Real HTTP against
//! `talent serve` over the sandbox and a throwaway PostgreSQL.

use reqwest::header::HeaderMap;
use serde_json::{json, Value};

use crate::common::Sandbox;
use crate::serve::Gateway;
use crate::serve_mcp::{
    call, call_stream, connect, member_token, message, open_session_with, post, read_message,
    two_replicas, Replicas,
};
use crate::team::Db;

fn browser() -> reqwest::Client {
    reqwest::Client::builder()
        .redirect(reqwest::redirect::Policy::none())
        .no_proxy()
        .build()
        .unwrap()
}

/// The value `headers` set for the cookie `name`.
fn set_cookie(headers: &HeaderMap, name: &str) -> Option<String> {
    headers
        .get_all(reqwest::header::SET_COOKIE)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .find(|c| c.starts_with(&format!("{name}=")))
        .map(|c| c.split(';').next().unwrap()[name.len() + 1..].to_string())
}

/// The hidden field `name`'s value on a page.
fn hidden(page: &str, name: &str) -> String {
    let at = page
        .find(&format!("name=\"{name}\" value=\""))
        .unwrap_or_else(|| panic!("no field {name}: {page}"));
    let rest = &page[at + name.len() + 15..];
    rest[..rest.find('"').unwrap()].to_string()
}

fn form(pairs: &[(&str, &str)]) -> String {
    let mut s = url::form_urlencoded::Serializer::new(String::new());
    for (k, v) in pairs {
        s.append_pair(k, v);
    }
    s.finish()
}

/// Signs `token` in on `gw` (the typed-token sign-in): the sign-in
/// cookie's value.
async fn sign_in(gw: &Gateway, token: &str) -> String {
    let r = browser()
        .get(format!("{}/signin?next=/approvals", gw.url))
        .send()
        .await
        .unwrap();
    let csrf_cookie = set_cookie(r.headers(), "__Host-talent_csrf").expect("a CSRF cookie");
    let csrf = hidden(&r.text().await.unwrap(), "csrf");
    let r = browser()
        .post(format!("{}/signin", gw.url))
        .header("content-type", "application/x-www-form-urlencoded")
        .header("cookie", format!("__Host-talent_csrf={csrf_cookie}"))
        .body(form(&[
            ("csrf", &csrf),
            ("next", "/approvals"),
            ("token", token),
        ]))
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), 303, "signed in");
    set_cookie(r.headers(), "__Host-talent_signin").expect("a sign-in cookie")
}

/// A page of the gateway, as the signed-in browser `signin` loads it:
/// status, headers, body.
async fn load(gw: &Gateway, path: &str, signin: Option<&str>) -> (u16, HeaderMap, String) {
    let mut r = browser().get(format!("{}{path}", gw.url));
    if let Some(c) = signin {
        r = r.header("cookie", format!("__Host-talent_signin={c}"));
    }
    let r = r.send().await.unwrap();
    let (s, h) = (r.status().as_u16(), r.headers().clone());
    (s, h, r.text().await.unwrap())
}

/// Loads `path` (a page with one question's form, or the listing) and
/// answers its first question `answer`, as the browser of `signin`; with
/// `question`, the listing's hidden field is replaced by it (a forged
/// form). The answer's status and page.
async fn answer(
    gw: &Gateway,
    path: &str,
    signin: &str,
    answer: &str,
    question: Option<&str>,
) -> (u16, String) {
    let (s, h, page) = load(gw, path, Some(signin)).await;
    assert_eq!(s, 200, "{page}");
    let token_cookie = set_cookie(&h, "__Host-talent_approve").expect("a token cookie");
    // With no form on the page (nothing of theirs is open), the member's
    // own token is the cookie's (double submitted).
    let token = if page.contains("name=\"token\"") {
        hidden(&page, "token")
    } else {
        token_cookie.clone()
    };
    let mut fields = vec![("token", token.as_str()), ("answer", answer)];
    let listed;
    match question {
        Some(q) => fields.push(("question", q)),
        None if path == "/approvals" => {
            listed = hidden(&page, "question");
            fields.push(("question", &listed));
        }
        None => {}
    }
    let r = browser()
        .post(format!("{}{path}", gw.url))
        .header("content-type", "application/x-www-form-urlencoded")
        .header(
            "cookie",
            format!("__Host-talent_signin={signin}; __Host-talent_approve={token_cookie}"),
        )
        .body(form(&fields))
        .send()
        .await
        .unwrap();
    (r.status().as_u16(), r.text().await.unwrap())
}

fn searches(db: &Db) -> String {
    db.sql("SELECT count(*) FROM talent_spends WHERE spent AND meter = 'searches'")
}

const SEARCH: &str = "search_candidates";
/// No search unasked: each one is a question.
const ASK_EVERY_SEARCH: &[&str] = &["--mcp-allow-searches", "0"];

fn pending_at(result: &Value, gw: &Gateway) {
    assert_ne!(result["isError"], true, "{result}");
    let r = &result["structuredContent"];
    assert_eq!(r["pending_approval"], true, "{result}");
    assert_eq!(r["tool"], SEARCH, "{result}");
    assert_eq!(r["approve_at"], format!("{}/approvals", gw.url), "{result}");
}

/// Issue 48: `result` fits `tool`'s output schema as the client lists
/// it, and the schema describes each of its fields (`approve_at` was not).
async fn fits_its_output_schema(
    c: &rmcp::service::RunningService<rmcp::RoleClient, crate::serve_mcp::Browserless>,
    tool: &str,
    result: &Value,
) {
    let tools = c.list_all_tools().await.expect("tools/list");
    let listed = tools.iter().find(|t| t.name == tool).expect("the tool");
    let schema =
        Value::Object((**listed.output_schema.as_ref().expect("an output schema")).clone());
    let r = &result["structuredContent"];
    let errors = crate::common::schema_errors(&schema, r);
    assert!(errors.is_empty(), "{errors:?}\n{r}");
    for k in r.as_object().expect("an object").keys() {
        assert!(
            schema["properties"][k].is_object(),
            "{tool}'s output schema describes {k}: {schema}"
        );
    }
}

/// The page headers every approvals page carries.
fn page_headers(h: &HeaderMap) {
    let csp = h["content-security-policy"].to_str().unwrap();
    assert!(csp.contains("frame-ancestors 'none'"), "{csp}");
    assert!(csp.contains("default-src 'none'"), "{csp}");
    assert_eq!(h["cache-control"], "no-store");
    assert_eq!(h["x-frame-options"], "DENY");
    assert_eq!(h["referrer-policy"], "same-origin");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_client_without_elicitation_gets_pending_approval_then_the_repeat_spends_once_after_approve(
) {
    tokio::task::LocalSet::new()
        .run_until(async {
            let Some(db) = Db::create("TALENT_TEST_PG_URL") else {
                return;
            };
            let sb = Sandbox::start();
            let asha = member_token(&db, "asha", "search", "mcp");
            let gw = Gateway::start(&sb, &db, &["--mcp-allow-searches", "0"]);
            let c = connect(&gw, "/mcp", &asha, &[]).await;
            let args = json!({"min_exp": 1, "page_size": 2});
            let first = call(&c, SEARCH, args.clone()).await.expect("a result");
            pending_at(&first, &gw);
            fits_its_output_schema(&c, SEARCH, &first).await;
            assert_eq!(searches(&db), "0", "nothing sent");
            // The listing shows it, with the page's headers; the id is kept hashed.
            let signin = sign_in(&gw, &asha).await;
            let (s, h, page) = load(&gw, "/approvals", Some(&signin)).await;
            assert_eq!(s, 200, "{page}");
            page_headers(&h);
            assert!(page.contains(SEARCH) && page.contains("Approve"), "{page}");
            assert_eq!(
                db.sql("SELECT length(sha256) || ':' || client FROM talent_mcp_questions"),
                "64:mcp"
            );
            // The same call again before the answer: still pending, nothing sent.
            pending_at(&call(&c, SEARCH, args.clone()).await.unwrap(), &gw);
            let (s, page) = answer(&gw, "/approvals", &signin, "approve", None).await;
            assert_eq!(s, 200, "{page}");
            assert!(page.contains("Approved"), "{page}");
            // The repeat goes ahead once.
            let done = call(&c, SEARCH, args.clone()).await.expect("a result");
            assert!(done["structuredContent"]["results"].is_array(), "{done}");
            assert_eq!(searches(&db), "1");
            // Once: the next repeat is a new question.
            pending_at(&call(&c, SEARCH, args.clone()).await.unwrap(), &gw);
            assert_eq!(searches(&db), "1");
            let _ = c.cancel().await;
            let log = gw.log();
            assert!(!log.contains(&asha) && !log.contains(&signin), "{log}");
        })
        .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_declined_question_spends_nothing_and_the_repeat_says_declined() {
    tokio::task::LocalSet::new()
        .run_until(async {
            let Some(db) = Db::create("TALENT_TEST_PG_URL") else {
                return;
            };
            let sb = Sandbox::start();
            let asha = member_token(&db, "asha", "search", "mcp");
            let gw = Gateway::start(&sb, &db, &["--mcp-allow-searches", "0"]);
            let c = connect(&gw, "/mcp", &asha, &[]).await;
            let args = json!({"min_exp": 3, "page_size": 2});
            pending_at(&call(&c, SEARCH, args.clone()).await.unwrap(), &gw);
            let signin = sign_in(&gw, &asha).await;
            let (s, page) = answer(&gw, "/approvals", &signin, "decline", None).await;
            assert_eq!(s, 200, "{page}");
            assert!(page.contains("Declined"), "{page}");
            let said = call(&c, SEARCH, args.clone()).await.unwrap();
            let r = &said["structuredContent"];
            assert_eq!(r["declined"], true, "{said}");
            assert_eq!(r["reason"], "declined", "{said}");
            assert_eq!(searches(&db), "0");
            // A second answer on the same question is told it was answered.
            let key = db.sql("SELECT id FROM talent_mcp_questions");
            let (s, page) = answer(&gw, "/approvals", &signin, "approve", Some(&key)).await;
            assert_eq!(s, 200, "{page}");
            assert!(page.contains("closed"), "{page}");
            assert_eq!(db.sql("SELECT answer FROM talent_mcp_questions"), "no");
            let _ = c.cancel().await;
        })
        .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_approval_answered_by_another_member_is_refused() {
    tokio::task::LocalSet::new()
        .run_until(async {
            let Some(db) = Db::create("TALENT_TEST_PG_URL") else {
                return;
            };
            let sb = Sandbox::start();
            let asha = member_token(&db, "asha", "search", "mcp");
            let ravi = member_token(&db, "ravi", "search", "mcp");
            let gw = Gateway::start(&sb, &db, &["--mcp-allow-searches", "0"]);
            let c = connect(&gw, "/mcp", &asha, &[]).await;
            let args = json!({"min_exp": 2, "page_size": 2});
            pending_at(&call(&c, SEARCH, args.clone()).await.unwrap(), &gw);
            let key = db.sql("SELECT id FROM talent_mcp_questions");
            let theirs = sign_in(&gw, &ravi).await;
            // Ravi's listing does not show it; his answer to it is 404.
            let (s, _, page) = load(&gw, "/approvals", Some(&theirs)).await;
            assert_eq!(s, 200);
            assert!(!page.contains(SEARCH), "{page}");
            for said in ["approve", "decline"] {
                let (s, page) = answer(&gw, "/approvals", &theirs, said, Some(&key)).await;
                assert_eq!(s, 404, "{page}");
            }
            assert_eq!(
                db.sql("SELECT coalesce(answer, 'open') FROM talent_mcp_questions"),
                "open"
            );
            // Asha's call is still waiting: nothing spent.
            pending_at(&call(&c, SEARCH, args.clone()).await.unwrap(), &gw);
            assert_eq!(searches(&db), "0");
            let _ = c.cancel().await;
        })
        .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_approvals_page_needs_the_members_signin() {
    let Some(db) = Db::create("TALENT_TEST_PG_URL") else {
        return;
    };
    let sb = Sandbox::start();
    let asha = member_token(&db, "asha", "search", "mcp");
    let gw = Gateway::start(&sb, &db, &[]);
    let id = "ab".repeat(32);
    for (path, next) in [
        ("/approvals", "%2Fapprovals".to_string()),
        (&*format!("/approvals/{id}"), format!("%2Fapprovals%2F{id}")),
    ] {
        let (s, h, _) = load(&gw, path, None).await;
        assert_eq!(s, 303, "{path}");
        assert_eq!(h["location"], format!("/signin?next={next}"), "{path}");
    }
    // A forged cookie is no sign-in.
    let (s, _, _) = load(&gw, "/approvals", Some(&"x".repeat(43))).await;
    assert_eq!(s, 303);
    // An answer without a sign-in, or without the page's token, is refused.
    let r = browser()
        .post(format!("{}/approvals", gw.url))
        .header("content-type", "application/x-www-form-urlencoded")
        .body(form(&[("question", "1"), ("answer", "approve")]))
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), 403);
    let signin = sign_in(&gw, &asha).await;
    let r = browser()
        .post(format!("{}/approvals", gw.url))
        .header("content-type", "application/x-www-form-urlencoded")
        .header("cookie", format!("__Host-talent_signin={signin}"))
        .body(form(&[
            ("question", "1"),
            ("answer", "approve"),
            ("token", "t"),
        ]))
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), 403);
    // Signed in: the listing, with the page's headers and no script.
    let (s, h, page) = load(&gw, "/approvals", Some(&signin)).await;
    assert_eq!(s, 200);
    page_headers(&h);
    assert!(!page.contains("<script"), "{page}");
    assert!(page.contains("No question is waiting"), "{page}");
    // Another page's form (another origin) is refused at the door.
    let r = browser()
        .post(format!("{}/approvals", gw.url))
        .header("origin", "https://evil.example")
        .header("content-type", "application/x-www-form-urlencoded")
        .header("cookie", format!("__Host-talent_signin={signin}"))
        .body(form(&[("question", "1"), ("answer", "approve")]))
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), 403);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_question_approved_on_one_replica_is_honoured_on_the_other() {
    tokio::task::LocalSet::new()
        .run_until(async {
            let Some(Replicas {
                one,
                two,
                asha,
                sb: _sb,
                db,
            }) = two_replicas("search", ASK_EVERY_SEARCH, &[])
            else {
                return;
            };
            let args = json!({"min_exp": 4, "page_size": 2});
            let c1 = connect(&one, "/mcp", &asha, &[]).await;
            pending_at(&call(&c1, SEARCH, args.clone()).await.unwrap(), &one);
            // Answered on the other replica's page.
            let signin = sign_in(&two, &asha).await;
            let (s, page) = answer(&two, "/approvals", &signin, "approve", None).await;
            assert_eq!(s, 200, "{page}");
            // The repeat lands on the other replica: it goes ahead, once.
            let c2 = connect(&two, "/mcp", &asha, &[]).await;
            let done = call(&c2, SEARCH, args.clone()).await.unwrap();
            assert!(done["structuredContent"]["results"].is_array(), "{done}");
            assert_eq!(searches(&db), "1");
            // The first replica does not take it again.
            pending_at(&call(&c1, SEARCH, args.clone()).await.unwrap(), &one);
            assert_eq!(searches(&db), "1");
            let _ = c1.cancel().await;
            let _ = c2.cancel().await;
        })
        .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_second_open_question_for_the_same_member_and_client_is_refused() {
    tokio::task::LocalSet::new()
        .run_until(async {
            let Some(db) = Db::create("TALENT_TEST_PG_URL") else {
                return;
            };
            let sb = Sandbox::start();
            let asha = member_token(&db, "asha", "search", "mcp");
            let gw = Gateway::start(&sb, &db, &["--mcp-allow-searches", "0"]);
            let c = connect(&gw, "/mcp", &asha, &[]).await;
            pending_at(&call(&c, SEARCH, json!({"min_exp": 1})).await.unwrap(), &gw);
            let other = call(&c, SEARCH, json!({"min_exp": 5})).await.unwrap();
            assert_eq!(other["isError"], true, "{other}");
            let error = &other["structuredContent"]["error"];
            assert_eq!(error["code"], "needs_confirmation", "{other}");
            assert!(
                error["message"]
                    .as_str()
                    .unwrap_or_default()
                    .contains("answer the open question first"),
                "{other}"
            );
            assert_eq!(db.sql("SELECT count(*) FROM talent_mcp_questions"), "1");
            assert_eq!(searches(&db), "0");
            let _ = c.cancel().await;
        })
        .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn url_mode_points_at_the_gateways_approvals_page() {
    let Some(db) = Db::create("TALENT_TEST_PG_URL") else {
        return;
    };
    let sb = Sandbox::start();
    let asha = member_token(&db, "asha", "search", "mcp");
    let ravi = member_token(&db, "ravi", "search", "mcp");
    let gw = Gateway::start(&sb, &db, &["--mcp-allow-searches", "0"]);
    // A client that declares URL mode only.
    let url_only = json!({"elicitation": {"url": {}}});
    let session = open_session_with(&gw, "/mcp", &asha, url_only).await;
    let with = [
        ("mcp-session-id", session.as_str()),
        ("mcp-protocol-version", "2025-11-25"),
    ];
    // The session's own stream, where `notifications/elicitation/complete`
    // comes (it answers no request of the client's).
    let mut standalone = reqwest::Client::new()
        .get(format!("{}/mcp", gw.url))
        .bearer_auth(&asha)
        .header("accept", "text/event-stream")
        .header("mcp-session-id", &session)
        .header("mcp-protocol-version", "2025-11-25")
        .send()
        .await
        .unwrap();
    assert_eq!(standalone.status(), 200);
    let args = json!({"min_exp": 2, "page_size": 2});
    let mut resp = call_stream(&gw, &asha, &session, 7, SEARCH, args).await;
    let mut seen = String::new();
    let ask = read_message(&mut resp, &mut seen, |v| {
        v["method"] == "elicitation/create"
    })
    .await;
    let params = &ask["params"];
    assert_eq!(params["mode"], "url", "{ask}");
    let url = params["url"].as_str().unwrap().to_string();
    let prefix = format!("{}/approvals/", gw.url);
    assert!(url.starts_with(&prefix), "{url}");
    let id = &url[prefix.len()..];
    assert!(
        id.len() == 64 && id.bytes().all(|b| b.is_ascii_hexdigit()),
        "{id}"
    );
    // The id is kept only hashed.
    assert_eq!(
        db.sql(&format!(
            "SELECT count(*) FROM talent_mcp_questions WHERE sha256 = '{id}'"
        )),
        "0"
    );
    // The client's accept opens the page; the page's Approve is the yes.
    let (s, _, _) = post(
        &gw,
        "/mcp",
        Some(&asha),
        &with,
        json!({"jsonrpc": "2.0", "id": ask["id"], "result": {"action": "accept"}}),
    )
    .await;
    assert_eq!(s, 202);
    let path = format!("/approvals/{id}");
    // Another member: 404; not signed in: the sign-in page.
    let theirs = sign_in(&gw, &ravi).await;
    assert_eq!(load(&gw, &path, Some(&theirs)).await.0, 404);
    assert_eq!(load(&gw, &path, None).await.0, 303);
    let signin = sign_in(&gw, &asha).await;
    let (s, h, page) = load(&gw, &path, Some(&signin)).await;
    assert_eq!(s, 200, "{page}");
    page_headers(&h);
    assert!(page.contains(SEARCH), "{page}");
    assert_eq!(
        db.sql("SELECT coalesce(answer, 'open') FROM talent_mcp_questions"),
        "open"
    );
    let (s, page) = answer(&gw, &path, &signin, "approve", None).await;
    assert_eq!(s, 200, "{page}");
    let done = read_message(&mut resp, &mut seen, |v| {
        v["id"] == 7 && v.get("method").is_none()
    })
    .await;
    assert!(
        done["result"]["structuredContent"]["results"].is_array(),
        "{done}"
    );
    assert_eq!(searches(&db), "1");
    // The client is told the URL elicitation is complete.
    let mut heard = String::new();
    let complete = read_message(&mut standalone, &mut heard, |v| {
        v["method"] == "notifications/elicitation/complete"
    })
    .await;
    assert_eq!(
        complete["params"]["elicitationId"], params["elicitationId"],
        "{complete}"
    );
    // Answered, the page says so and changes nothing.
    let (s, _, page) = load(&gw, &path, Some(&signin)).await;
    assert_eq!(s, 200);
    assert!(page.contains("closed"), "{page}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_prefetch_get_of_the_approval_page_answers_nothing() {
    tokio::task::LocalSet::new()
        .run_until(async {
            let Some(db) = Db::create("TALENT_TEST_PG_URL") else {
                return;
            };
            let sb = Sandbox::start();
            let asha = member_token(&db, "asha", "search", "mcp");
            let gw = Gateway::start(&sb, &db, &["--mcp-allow-searches", "0"]);
            let c = connect(&gw, "/mcp", &asha, &[]).await;
            let args = json!({"min_exp": 6, "page_size": 2});
            pending_at(&call(&c, SEARCH, args.clone()).await.unwrap(), &gw);
            let signin = sign_in(&gw, &asha).await;
            // Loads and HEADs, as a link previewer or prefetcher makes them.
            for _ in 0..2 {
                assert_eq!(load(&gw, "/approvals", Some(&signin)).await.0, 200);
                let r = browser()
                    .head(format!("{}/approvals", gw.url))
                    .header("cookie", format!("__Host-talent_signin={signin}"))
                    .send()
                    .await
                    .unwrap();
                assert_eq!(r.status(), 200);
            }
            assert_eq!(
                db.sql("SELECT coalesce(answer, 'open') || ':' || (used_ms IS NULL) FROM talent_mcp_questions"),
                "open:true"
            );
            pending_at(&call(&c, SEARCH, args.clone()).await.unwrap(), &gw);
            assert_eq!(searches(&db), "0");
            let _ = c.cancel().await;
        })
        .await;
}

/// Whether Chromium and selenium are here; else the test says SKIPPED
/// (and fails under CI, where .ci/run installs them).
fn chromium(test: &str) -> bool {
    let here = std::path::Path::new("/usr/bin/chromium").exists()
        && std::path::Path::new("/usr/bin/chromedriver").exists()
        && std::process::Command::new("python3")
            .args(["-c", "import selenium"])
            .output()
            .is_ok_and(|o| o.status.success());
    if !here {
        crate::common::skip(
            test,
            "chromium, chromedriver or selenium is not installed (apt-get install chromium chromium-driver; pip install selenium)",
        );
    }
    here
}

/// Answers the first question at `url` in headless Chromium, signing in
/// with `token` on the way, by keyboard alone: what the browser saw.
fn answer_in_chromium(token: &str, url: &str, said: &str) -> Value {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("seen.json");
    let status = std::process::Command::new("python3")
        .arg(
            std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/cli/approvals_browser.py"),
        )
        .args([token, url, said, out.to_str().unwrap()])
        .stdin(std::process::Stdio::null())
        .status()
        .expect("python3 runs");
    assert!(status.success(), "the browser script failed");
    serde_json::from_str(&std::fs::read_to_string(&out).unwrap()).unwrap()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_member_signs_in_and_approves_in_chromium_by_keyboard_and_the_repeat_spends_once() {
    if !chromium(
        "a_member_signs_in_and_approves_in_chromium_by_keyboard_and_the_repeat_spends_once",
    ) {
        return;
    }
    tokio::task::LocalSet::new()
        .run_until(async {
            let Some(db) = Db::create("TALENT_TEST_PG_URL") else {
                return;
            };
            let sb = Sandbox::start();
            let asha = member_token(&db, "asha", "search", "mcp");
            let gw = Gateway::start(&sb, &db, &["--mcp-allow-searches", "0"]);
            let c = connect(&gw, "/mcp", &asha, &[]).await;
            let args = json!({"min_exp": 7, "page_size": 2});
            let first = call(&c, SEARCH, args.clone()).await.unwrap();
            pending_at(&first, &gw);
            let at = first["structuredContent"]["approve_at"]
                .as_str()
                .unwrap()
                .to_string();
            let (token, at2) = (asha.clone(), at.clone());
            let seen =
                tokio::task::spawn_blocking(move || answer_in_chromium(&token, &at2, "approve"))
                    .await
                    .unwrap();
            let steps = seen["steps"].as_array().unwrap();
            assert!(
                steps[0]["url"].as_str().unwrap().contains("/signin"),
                "{seen}"
            );
            assert!(
                steps[1]["text"].as_str().unwrap().contains(SEARCH),
                "{seen}"
            );
            assert!(
                steps[2]["text"].as_str().unwrap().contains("Approved"),
                "{seen}"
            );
            assert!(seen["tabs"].as_u64().unwrap() < 20, "{seen}");
            let done = call(&c, SEARCH, args.clone()).await.unwrap();
            assert!(done["structuredContent"]["results"].is_array(), "{done}");
            assert_eq!(searches(&db), "1");
            let _ = c.cancel().await;
        })
        .await;
}

/// The first string in `v` (at any depth) that starts with `prefix`.
fn find_url(v: &Value, prefix: &str) -> Option<String> {
    match v {
        Value::String(s) if s.starts_with(prefix) => Some(s.clone()),
        Value::Array(a) => a.iter().find_map(|x| find_url(x, prefix)),
        Value::Object(m) => m.values().find_map(|x| find_url(x, prefix)),
        _ => None,
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_2026_url_mode_question_is_input_required_and_its_retry_is_honoured_on_another_replica() {
    let Some(Replicas {
        one,
        two,
        asha,
        sb: _sb,
        db,
    }) = two_replicas("search", ASK_EVERY_SEARCH, &[])
    else {
        return;
    };
    let meta = json!({
        "io.modelcontextprotocol/protocolVersion": "2026-07-28",
        "io.modelcontextprotocol/clientCapabilities": {"elicitation": {"url": {}}},
        "io.modelcontextprotocol/clientInfo": {"name": "t", "version": "1"}
    });
    let headers = [
        ("mcp-protocol-version", "2026-07-28"),
        ("mcp-method", "tools/call"),
        ("mcp-name", SEARCH),
    ];
    let args = json!({"min_exp": 8, "page_size": 2});
    let (s, _, body) = post(
        &one,
        "/mcp",
        Some(&asha),
        &headers,
        json!({"jsonrpc": "2.0", "id": 1, "method": "tools/call",
            "params": {"name": SEARCH, "arguments": args, "_meta": meta}}),
    )
    .await;
    assert_eq!(s, 200, "{body}");
    let asked = message(&body);
    let state = asked["result"]["requestState"]
        .as_str()
        .unwrap_or_else(|| panic!("input_required: {asked}"))
        .to_string();
    let url = find_url(&asked["result"], &format!("{}/approvals/", one.url))
        .unwrap_or_else(|| panic!("the approvals page's URL: {asked}"));
    assert_eq!(url.len(), one.url.len() + "/approvals/".len() + 64, "{url}");
    assert_eq!(searches(&db), "0");
    // Approved on the other replica's listing; the retry lands there too.
    let signin = sign_in(&two, &asha).await;
    let (s, page) = answer(&two, "/approvals", &signin, "approve", None).await;
    assert_eq!(s, 200, "{page}");
    let retry = json!({"jsonrpc": "2.0", "id": 2, "method": "tools/call",
        "params": {"name": SEARCH, "arguments": args, "_meta": meta,
            "requestState": state,
            "inputResponses": {"confirm": {"action": "accept"}}}});
    let (s, _, body) = post(&two, "/mcp", Some(&asha), &headers, retry.clone()).await;
    assert_eq!(s, 200, "{body}");
    let done = message(&body);
    assert!(
        done["result"]["structuredContent"]["results"].is_array(),
        "{done}"
    );
    assert_eq!(searches(&db), "1");
    // Used once: the same state again, on the replica that sealed it, is refused.
    let (_, _, body) = post(&one, "/mcp", Some(&asha), &headers, retry).await;
    let again = message(&body);
    assert!(
        again["result"]["structuredContent"]["results"].is_null(),
        "{again}"
    );
    assert_eq!(searches(&db), "1");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_revoked_members_approved_question_is_never_taken() {
    tokio::task::LocalSet::new()
        .run_until(async {
            let Some(db) = Db::create("TALENT_TEST_PG_URL") else {
                return;
            };
            let sb = Sandbox::start();
            let asha = member_token(&db, "asha", "search", "mcp");
            let gw = Gateway::start(&sb, &db, &["--mcp-allow-searches", "0"]);
            let c = connect(&gw, "/mcp", &asha, &[]).await;
            let args = json!({"min_exp": 9, "page_size": 2});
            pending_at(&call(&c, SEARCH, args.clone()).await.unwrap(), &gw);
            let signin = sign_in(&gw, &asha).await;
            let (s, _) = answer(&gw, "/approvals", &signin, "approve", None).await;
            assert_eq!(s, 200);
            let env = crate::common::TestEnv::new();
            let mut cmd = std::process::Command::new(crate::common::talent_bin());
            env.apply(&mut cmd);
            let out = cmd
                .env("TALENT_LEDGER_URL", &db.url)
                .stdin(std::process::Stdio::null())
                .args(["serve", "member", "revoke", "asha"])
                .output()
                .expect("talent runs");
            crate::common::expect_code(&out, 0);
            assert_eq!(
                db.sql("SELECT (used_ms IS NOT NULL)::text FROM talent_mcp_questions"),
                "true"
            );
            let after = call(&c, SEARCH, args.clone()).await;
            // Refused (401) or answered with no results: nothing taken.
            let spent = match &after {
                Ok(r) => !r["structuredContent"]["results"].is_null(),
                Err(_) => false,
            };
            assert!(!spent, "{after:?}");
            assert_eq!(searches(&db), "0");
            let _ = c.cancel().await;
        })
        .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn of_two_answers_at_once_on_two_replicas_the_first_is_the_questions() {
    tokio::task::LocalSet::new()
        .run_until(async {
            let Some(Replicas {
                one,
                two,
                asha,
                sb: _sb,
                db,
            }) = two_replicas("search", ASK_EVERY_SEARCH, &[])
            else {
                return;
            };
            let c = connect(&one, "/mcp", &asha, &[]).await;
            let args = json!({"min_exp": 10, "page_size": 2});
            pending_at(&call(&c, SEARCH, args.clone()).await.unwrap(), &one);
            let key = db.sql("SELECT id FROM talent_mcp_questions");
            let (s1, s2) = (sign_in(&one, &asha).await, sign_in(&two, &asha).await);
            let (a, b) = tokio::join!(
                answer(&one, "/approvals", &s1, "approve", Some(&key)),
                answer(&two, "/approvals", &s2, "decline", Some(&key)),
            );
            let won = [&a.1, &b.1]
                .iter()
                .filter(|p| p.contains("Thank you"))
                .count();
            let told = [&a.1, &b.1].iter().filter(|p| p.contains("closed")).count();
            assert_eq!((won, told), (1, 1), "{a:?} {b:?}");
            let said = db.sql("SELECT answer FROM talent_mcp_questions");
            let first_approved = a.1.contains("Thank you");
            assert_eq!(said, if first_approved { "yes" } else { "no" });
            // The call gets the winner's answer.
            let r = call(&c, SEARCH, args.clone()).await.unwrap();
            if first_approved {
                assert!(r["structuredContent"]["results"].is_array(), "{r}");
                assert_eq!(searches(&db), "1");
            } else {
                assert_eq!(r["structuredContent"]["declined"], true, "{r}");
                assert_eq!(searches(&db), "0");
            }
            let _ = c.cancel().await;
        })
        .await;
}

/// Found by a black-box probe: on 2026-07-28 a client that repeated an
/// asked call (URL mode) without its `requestState`, or presented the
/// state before the page was answered, was held up to 50 s waiting for
/// the page — one of the member's 8 places in flight. 2026-07-28 has no
/// waiting in a call: the answer is `input_required` again, at once.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_repeated_2026_call_whose_question_is_open_is_answered_input_required_at_once() {
    let Some(db) = Db::create("TALENT_TEST_PG_URL") else {
        return;
    };
    let sb = Sandbox::start();
    let asha = member_token(&db, "asha", "search", "mcp");
    let gw = Gateway::start(&sb, &db, ASK_EVERY_SEARCH);
    let meta = json!({
        "io.modelcontextprotocol/protocolVersion": "2026-07-28",
        "io.modelcontextprotocol/clientCapabilities": {"elicitation": {"url": {}}},
        "io.modelcontextprotocol/clientInfo": {"name": "t", "version": "1"}
    });
    let headers = [
        ("mcp-protocol-version", "2026-07-28"),
        ("mcp-method", "tools/call"),
        ("mcp-name", SEARCH),
    ];
    let args = json!({"min_exp": 8, "page_size": 2});
    let call = |id: u64, state: Option<&str>| {
        let mut params = json!({"name": SEARCH, "arguments": args.clone(), "_meta": meta.clone()});
        if let Some(s) = state {
            params["requestState"] = json!(s);
            params["inputResponses"] = json!({"confirm": {"action": "accept"}});
        }
        json!({"jsonrpc": "2.0", "id": id, "method": "tools/call", "params": params})
    };
    let state_of = |body: &str| {
        let m = message(body);
        m["result"]["requestState"]
            .as_str()
            .unwrap_or_else(|| panic!("input_required: {m}"))
            .to_string()
    };
    let (s, _, body) = post(&gw, "/mcp", Some(&asha), &headers, call(1, None)).await;
    assert_eq!(s, 200, "{body}");
    let first = state_of(&body);
    // Again without the state, then with it before the page is answered:
    // input_required again each time, at once, pointing at the member's
    // approvals page.
    for (id, state) in [(2, None), (3, Some(first.as_str()))] {
        let at = std::time::Instant::now();
        let (s, _, body) = post(&gw, "/mcp", Some(&asha), &headers, call(id, state)).await;
        assert_eq!(s, 200, "{body}");
        assert!(at.elapsed() < std::time::Duration::from_secs(5), "{id}");
        let _ = state_of(&body);
        assert!(
            find_url(&message(&body)["result"], &format!("{}/approvals", gw.url)).is_some(),
            "{body}"
        );
    }
    assert_eq!(searches(&db), "0");
    // Answered on the page: the retry with the latest state goes ahead once.
    let (_, _, body) = post(&gw, "/mcp", Some(&asha), &headers, call(4, None)).await;
    let latest = state_of(&body);
    let signin = sign_in(&gw, &asha).await;
    let (s, page) = answer(&gw, "/approvals", &signin, "approve", None).await;
    assert_eq!(s, 200, "{page}");
    let (s, _, body) = post(&gw, "/mcp", Some(&asha), &headers, call(5, Some(&latest))).await;
    assert_eq!(s, 200, "{body}");
    assert!(
        message(&body)["result"]["structuredContent"]["results"].is_array(),
        "{body}"
    );
    assert_eq!(searches(&db), "1");
}
