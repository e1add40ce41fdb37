//! Talent's own approval page: a question the model cannot answer and a
//! host's auto-approve hook cannot accept.
//!
//! Served by the `talent mcp` process on 127.0.0.1 at a random port, one
//! unguessable path per question (128 random bits), one answer. The page is
//! plain HTML (no script, nothing from elsewhere) with *Approve* and
//! *Decline* buttons in a form POST that carries a per-page token; `Host`
//! must be the page's own address and a present `Origin` its own origin,
//! else 403. A load without a cookie this page set gets a fresh one
//! (HttpOnly, `SameSite=Strict`) and takes nothing, and `HEAD` takes and
//! declines nothing, so a link previewer or prefetcher changes nothing; the
//! answer belongs to the first POST carrying a cookie this page set and the
//! page's token. After an answer or expiry the page says so and changes
//! nothing.
//!
//! When talent opens the page itself, the opener is handed a private
//! (0600) file that forwards to it, so the address is never in a process's
//! arguments. The address and token never reach the model.

use std::net::SocketAddr;
use std::path::PathBuf;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use axum::body::Bytes;
use axum::extract::{Path, State};
use axum::http::{header, HeaderMap, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::Router;
use tokio::sync::Notify;

use super::questions::{self, Answered, Asked, NewQuestion, Questions};
use crate::{Error, Result};

/// Who asks on talent's own page, as its questions store knows them: the
/// person at this machine, through this `talent mcp` process (one open
/// question at a time, as on a gateway per member and client).
const MEMBER: &str = "you";
const CLIENT: &str = "talent mcp";

/// A question's state as its page and its waiting call see it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Status {
    /// Nobody answered yet.
    Open,
    /// Approved on the page.
    Approved,
    /// Declined on the page.
    Declined,
    /// No answer within its life (or withdrawn unanswered).
    Expired,
}

impl From<questions::State> for Status {
    fn from(s: questions::State) -> Status {
        match s {
            questions::State::Open => Status::Open,
            questions::State::Approved => Status::Approved,
            questions::State::Declined => Status::Declined,
            questions::State::Expired | questions::State::Ended => Status::Expired,
        }
    }
}

/// What only the page keeps of a question (the question itself, its
/// lines, life and answer, is in the [`questions::Memory`] store, by the
/// rules every front end shares: the first answer wins).
struct Entry {
    /// The question's key in the store.
    key: i64,
    /// The per-page token the POST must carry.
    token: String,
    /// The key that signs the cookies this page sets (a cookie is a nonce
    /// and its MAC, so any number of loads are told apart with no list).
    cookie_key: String,
    /// Whether a browser has loaded the page (a GET, not a HEAD).
    loaded: bool,
    /// The private forwarding file's folder, removed once the page loads
    /// or the question ends.
    forward: Option<PathBuf>,
}

struct Shared {
    /// The questions, behind the trait the gateway's ledger serves too.
    store: Arc<questions::Memory>,
    entries: Mutex<Vec<Entry>>,
    changed: Notify,
    addr: SocketAddr,
}

impl Drop for Shared {
    /// No private forwarding folder outlives the session's pages.
    fn drop(&mut self) {
        for e in self.lock().iter_mut() {
            remove_forward(e.forward.take());
        }
    }
}

impl Shared {
    fn lock(&self) -> std::sync::MutexGuard<'_, Vec<Entry>> {
        self.entries.lock().unwrap_or_else(|e| e.into_inner())
    }

    fn host(&self) -> String {
        self.addr.to_string()
    }

    fn origin(&self) -> String {
        format!("http://{}", self.addr)
    }

    /// A question by its key, as the store has it (`None`: forgotten).
    fn question(&self, key: i64) -> Option<questions::Question> {
        now(self.store.get(key)).ok().flatten()
    }

    /// A page's question by its path's id (`None`: no such question).
    fn by_id(&self, id: &str) -> Option<questions::Question> {
        if !questions::id_well_formed(id) {
            return None;
        }
        now(self.store.of_member(MEMBER.into(), None, Some(id.into())))
            .ok()
            .flatten()
    }

    /// Ends a question unanswered if it is still open (an answer given
    /// stays, so its page keeps saying so).
    fn end_open(&self, key: i64) {
        if self.question(key).map(|q| q.state) == Some(questions::State::Open) {
            let _ = now(self.store.take(key));
        }
    }
}

/// The outcome of a [`questions::Memory`] call: its futures are ready at
/// once (a lock, no I/O), so the page's sync callers wait on nothing.
fn now<T>(f: crate::sink::BoxFuture<'_, Result<T>>) -> Result<T> {
    futures_util::FutureExt::now_or_never(f)
        .unwrap_or_else(|| Err(Error::failure("the questions store did not answer at once")))
}

/// The session's pages: the server starts with the first question.
#[derive(Default)]
pub struct Pages {
    shared: tokio::sync::OnceCell<Arc<Shared>>,
}

/// One question on a page, as its caller holds it.
#[derive(Clone)]
pub struct Ticket {
    shared: Arc<Shared>,
    /// The question's key in the store.
    key: i64,
    /// Its page id (the path's secret part; the store keeps its digest).
    id: String,
    expires: Instant,
}

impl Pages {
    pub fn new() -> Pages {
        Pages::default()
    }

    async fn shared(&self) -> Result<&Arc<Shared>> {
        self.shared
            .get_or_try_init(|| async {
                let listener = tokio::net::TcpListener::bind(("127.0.0.1", 0))
                    .await
                    .map_err(|e| Error::failure(format!("cannot serve the approval page: {e}")))?;
                let addr = listener
                    .local_addr()
                    .map_err(|e| Error::failure(format!("cannot serve the approval page: {e}")))?;
                sweep_stale();
                let shared = Arc::new(Shared {
                    store: Arc::new(questions::Memory::new()),
                    entries: Mutex::new(Vec::new()),
                    changed: Notify::new(),
                    addr,
                });
                let app = Router::new()
                    .route("/q/{id}", get(show).post(answer))
                    .fallback(not_found)
                    .with_state(Arc::clone(&shared));
                crate::task::spawn(async move {
                    let _ = axum::serve(listener, app).await;
                });
                Ok::<_, Error>(shared)
            })
            .await
    }

    /// Puts a question on a page of its own, living `life` (the session's
    /// one: a question still open is ended first).
    pub async fn open(&self, lines: Vec<String>, life: Duration) -> Result<Ticket> {
        let shared = Arc::clone(self.shared().await?);
        let token = random_hex(16)?;
        let cookie_key = random_hex(32)?;
        let ask = |lines: Vec<String>| NewQuestion {
            member: MEMBER.into(),
            client: CLIENT.into(),
            conversation: CLIENT.into(),
            tool: String::new(),
            arguments: String::new(),
            cost: 0,
            lines,
            life,
        };
        let mut asked = now(shared.store.put(ask(lines.clone())))?;
        if asked == Asked::Busy {
            for q in now(shared.store.open_of(MEMBER.into()))? {
                shared.end_open(q.key);
            }
            shared.changed.notify_waiters();
            asked = now(shared.store.put(ask(lines)))?;
        }
        let Asked::Opened { key, id } = asked else {
            return Err(Error::failure("another question is open on talent's page"));
        };
        let mut entries = shared.lock();
        // The page's part of a question the store forgot goes with it.
        entries.retain_mut(|e| {
            let kept = shared.question(e.key).is_some();
            if !kept {
                remove_forward(e.forward.take());
            }
            kept
        });
        entries.push(Entry {
            key,
            token,
            cookie_key,
            loaded: false,
            forward: None,
        });
        drop(entries);
        Ok(Ticket {
            shared,
            key,
            id,
            expires: Instant::now() + life,
        })
    }

    /// The session is over: every open question expires and every private
    /// forwarding folder is removed.
    pub fn close(&self) {
        if let Some(shared) = self.shared.get() {
            for e in shared.lock().iter_mut() {
                shared.end_open(e.key);
                remove_forward(e.forward.take());
            }
            shared.changed.notify_waiters();
        }
    }
}

/// The forwarding folders' names: `talent-approve-<pid>-<random>`.
const FORWARD_PREFIX: &str = "talent-approve-";

/// Removes the forwarding folders of processes that are gone (killed
/// before they could remove their own): only folders of this user, named
/// as ours, whose process id no longer runs.
fn sweep_stale() {
    #[cfg(unix)]
    {
        use std::os::unix::fs::MetadataExt;
        let Ok(dir) = std::fs::read_dir(std::env::temp_dir()) else {
            return;
        };
        // SAFETY: getuid has no preconditions.
        let me = unsafe { libc::getuid() };
        for entry in dir.flatten() {
            let name = entry.file_name();
            let Some(rest) = name.to_str().and_then(|n| n.strip_prefix(FORWARD_PREFIX)) else {
                continue;
            };
            let Some(pid) = rest
                .split_once('-')
                .and_then(|(p, _)| p.parse::<libc::pid_t>().ok())
                .filter(|p| *p > 0)
            else {
                continue;
            };
            let Ok(meta) = std::fs::symlink_metadata(entry.path()) else {
                continue;
            };
            if !meta.is_dir() || meta.uid() != me {
                continue;
            }
            // SAFETY: signal 0 only asks whether the process exists.
            let gone = unsafe { libc::kill(pid, 0) } != 0
                && std::io::Error::last_os_error().raw_os_error() == Some(libc::ESRCH);
            if gone {
                let _ = std::fs::remove_dir_all(entry.path());
            }
        }
    }
}

impl Ticket {
    /// The question's page id (its path's secret part: never shown to the
    /// model; sealed, encrypted, into a 2026-07-28 state).
    pub fn key(&self) -> &str {
        &self.id
    }

    /// The page's address (never shown to the model).
    pub fn url(&self) -> String {
        format!("{}/q/{}", self.shared.origin(), self.id)
    }

    fn with<T>(&self, f: impl FnOnce(&mut Entry) -> T) -> Option<T> {
        let mut entries = self.shared.lock();
        entries.iter_mut().find(|e| e.key == self.key).map(f)
    }

    pub fn status(&self) -> Status {
        let status = self
            .shared
            .question(self.key)
            .map_or(Status::Expired, |q| q.state.into());
        if status != Status::Open {
            self.with(|e| remove_forward(e.forward.take()));
        }
        status
    }

    /// Whether a browser has loaded the page.
    pub fn loaded(&self) -> bool {
        self.with(|e| e.loaded).unwrap_or(false)
    }

    /// Ends the question unanswered (its page then says "expired").
    pub fn withdraw(&self) {
        self.shared.end_open(self.key);
        self.with(|e| remove_forward(e.forward.take()));
        self.shared.changed.notify_waiters();
    }

    /// Waits until the question is answered or expires, or `within` passes
    /// (then `Open`).
    pub async fn wait(&self, within: Duration) -> Status {
        let deadline = tokio::time::Instant::now() + within;
        loop {
            let changed = self.shared.changed.notified();
            let status = self.status();
            if status != Status::Open {
                return status;
            }
            let expires = self.expires.saturating_duration_since(Instant::now());
            let until = deadline.min(tokio::time::Instant::now() + expires);
            tokio::select! {
                _ = changed => {}
                _ = tokio::time::sleep_until(until) => {
                    if tokio::time::Instant::now() >= deadline {
                        return self.status();
                    }
                }
            }
        }
    }

    /// Writes the private forwarding file (0600, in a 0700 folder of its
    /// own) that sends a browser to the page, and returns its path.
    pub fn forwarding_file(&self) -> Result<PathBuf> {
        let dir = std::env::temp_dir().join(format!(
            "{FORWARD_PREFIX}{}-{}",
            std::process::id(),
            random_hex(8)?
        ));
        let made = (|| -> std::io::Result<PathBuf> {
            #[cfg(unix)]
            let builder = {
                use std::os::unix::fs::DirBuilderExt;
                let mut builder = std::fs::DirBuilder::new();
                builder.mode(0o700);
                builder
            };
            #[cfg(not(unix))]
            let builder = std::fs::DirBuilder::new();
            builder.create(&dir)?;
            let file = dir.join("approve.html");
            let mut options = std::fs::OpenOptions::new();
            options.write(true).create_new(true);
            #[cfg(unix)]
            {
                use std::os::unix::fs::OpenOptionsExt;
                options.mode(0o600);
            }
            use std::io::Write;
            let mut f = options.open(&file)?;
            let url = self.url();
            writeln!(
                f,
                "<!doctype html><html lang=\"en\"><head><meta charset=\"utf-8\">\
                 <meta name=\"referrer\" content=\"no-referrer\">\
                 <meta http-equiv=\"refresh\" content=\"0;url={url}\">\
                 <title>talent: a question for you</title></head>\
                 <body><p><a href=\"{url}\">Open talent's question</a></p></body></html>"
            )?;
            Ok(file)
        })();
        match made {
            Ok(file) => {
                self.with(|e| e.forward = Some(dir));
                Ok(file)
            }
            Err(err) => {
                let _ = std::fs::remove_dir_all(&dir);
                Err(Error::failure(format!(
                    "cannot write the approval page's forwarding file: {err}"
                )))
            }
        }
    }
}

fn remove_forward(dir: Option<PathBuf>) {
    if let Some(dir) = dir {
        let _ = std::fs::remove_dir_all(dir);
    }
}

/// `n` random bytes as hex, from the OS (no randomness, no question: a
/// guessable path or token would let anyone answer).
fn random_hex(n: usize) -> Result<String> {
    let mut bytes = vec![0u8; n];
    getrandom::fill(&mut bytes)
        .map_err(|e| Error::failure(format!("no randomness for the approval page: {e}")))?;
    Ok(bytes.iter().map(|b| format!("{b:02x}")).collect())
}

fn same(a: &str, b: &str) -> bool {
    use subtle::ConstantTimeEq;
    a.len() == b.len() && bool::from(a.as_bytes().ct_eq(b.as_bytes()))
}

/// The cookie that marks a browser that loaded the page (one name per
/// question).
fn cookie_name(id: &str) -> String {
    format!("talent_owner_{}", &id[..8.min(id.len())])
}

/// A fresh cookie value for a page: a nonce and its MAC under the page's
/// cookie key.
fn new_cookie(key: &str) -> Option<String> {
    let nonce = random_hex(16).ok()?;
    Some(format!("{nonce}.{}", cookie_mac(key, &nonce)))
}

fn cookie_mac(key: &str, nonce: &str) -> String {
    let signed = talent_spec::signature::sign(key.as_bytes(), nonce.as_bytes());
    signed
        .split_once('=')
        .map_or(signed.clone(), |(_, hex)| hex.to_string())
}

/// Whether `value` is a cookie this page set.
fn cookie_ours(key: &str, value: &str) -> bool {
    value
        .split_once('.')
        .is_some_and(|(nonce, mac)| nonce.len() == 32 && same(&cookie_mac(key, nonce), mac))
}

fn cookie_of(headers: &HeaderMap, name: &str) -> Option<String> {
    headers
        .get_all(header::COOKIE)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(';'))
        .filter_map(|kv| kv.trim().split_once('='))
        .find(|(k, _)| *k == name)
        .map(|(_, v)| v.to_string())
}

/// `Host` must be the page's own address, and a present `Origin` its own
/// origin (a DNS-rebinding page or another site's form gets 403).
fn allowed(shared: &Shared, headers: &HeaderMap) -> bool {
    let host_ok = headers
        .get(header::HOST)
        .and_then(|h| h.to_str().ok())
        .is_some_and(|h| h == shared.host());
    let origin_ok = match headers.get(header::ORIGIN) {
        None => true,
        Some(o) => o.to_str().is_ok_and(|o| o == shared.origin()),
    };
    host_ok && origin_ok
}

/// Text for the page (element content and attribute values alike), by
/// the `html-escape` crate: `& < > " '`.
fn escape(text: &str) -> std::borrow::Cow<'_, str> {
    html_escape::encode_quoted_attribute(text)
}

/// A page: the same headers on every answer (no script, nothing from
/// elsewhere, never cached, never framed), here and on the gateway's
/// sign-in, consent and approval pages. `Referrer-Policy` is not
/// `no-referrer`: under it Chromium sends `Origin: null` with a form's
/// POST, which the gateway's door refuses.
pub(crate) fn page(status: StatusCode, title: &str, body: &str) -> Response {
    let html = format!(
        "<!doctype html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\
         <title>{}</title></head>\n<body><main>\n{body}</main></body></html>\n",
        escape(title)
    );
    let mut r = (status, html).into_response();
    let h = r.headers_mut();
    let set = |h: &mut HeaderMap, k: header::HeaderName, v: &'static str| {
        h.insert(k, HeaderValue::from_static(v));
    };
    set(h, header::CONTENT_TYPE, "text/html; charset=utf-8");
    set(
        h,
        header::CONTENT_SECURITY_POLICY,
        "default-src 'none'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
    );
    set(h, header::CACHE_CONTROL, "no-store");
    set(h, header::X_FRAME_OPTIONS, "DENY");
    set(h, header::REFERRER_POLICY, "same-origin");
    set(h, header::X_CONTENT_TYPE_OPTIONS, "nosniff");
    r
}

fn forbidden() -> Response {
    page(
        StatusCode::FORBIDDEN,
        "talent: refused",
        "<h1>Refused</h1>\n<p>This page answers only its own address.</p>\n",
    )
}

async fn not_found() -> Response {
    missing()
}

fn missing() -> Response {
    page(
        StatusCode::NOT_FOUND,
        "talent: no such question",
        "<h1>No such question</h1>\n",
    )
}

fn ended(status: Status) -> Response {
    let (title, words) = match status {
        Status::Approved => ("talent: answered", "answered: you approved it"),
        Status::Declined => ("talent: answered", "answered: declined, nothing was sent"),
        _ => ("talent: expired", "expired: nothing was sent"),
    };
    page(
        StatusCode::OK,
        title,
        &format!(
            "<h1>This question was {}</h1>\n<p>{}. You can close this page.</p>\n",
            if status == Status::Expired {
                "not answered in time"
            } else {
                "answered"
            },
            escape(words)
        ),
    )
}

fn question(id: &str, token: &str, lines: &[String]) -> String {
    let mut body = String::from("<h1>talent asks for your yes</h1>\n");
    for line in lines {
        body.push_str(&format!("<p>{}</p>\n", escape(line)));
    }
    body.push_str(&format!(
        "<form method=\"post\" action=\"/q/{id}\">\n\
         <input type=\"hidden\" name=\"token\" value=\"{token}\">\n\
         <button type=\"submit\" name=\"answer\" value=\"approve\">Approve</button>\n\
         <button type=\"submit\" name=\"answer\" value=\"decline\">Decline</button>\n\
         </form>\n<p>Approve goes ahead once; Decline sends nothing.</p>\n"
    ));
    body
}

/// A load of the page. A GET shows the question; one without a cookie
/// this page set gets a fresh one. Neither takes the question: a link
/// previewer or a prefetcher loads it as well as the person's browser, and
/// the answer is the first POST's. A `HEAD` changes nothing.
async fn show(
    State(shared): State<Arc<Shared>>,
    Path(id): Path<String>,
    method: axum::http::Method,
    headers: HeaderMap,
) -> Response {
    if !allowed(&shared, &headers) {
        return forbidden();
    }
    let name = cookie_name(&id);
    let presented = cookie_of(&headers, &name);
    let head = method == axum::http::Method::HEAD;
    let Some(q) = shared.by_id(&id) else {
        return missing();
    };
    let status = Status::from(q.state);
    if status != Status::Open {
        return ended(status);
    }
    let mut entries = shared.lock();
    let Some(e) = entries.iter_mut().find(|e| e.key == q.key) else {
        return missing();
    };
    let body = question(&id, &e.token, &q.lines);
    if head {
        drop(entries);
        return page(StatusCode::OK, "talent: a question for you", &body);
    }
    let fresh = match presented {
        Some(p) if cookie_ours(&e.cookie_key, &p) => None,
        _ => match new_cookie(&e.cookie_key) {
            Some(c) => Some(c),
            None => return forbidden(),
        },
    };
    let first = !e.loaded;
    e.loaded = true;
    // The browser has the address now: the forwarding file is done.
    remove_forward(e.forward.take());
    drop(entries);
    if first {
        shared.changed.notify_waiters();
    }
    let mut r = page(StatusCode::OK, "talent: a question for you", &body);
    if let Some(value) = fresh {
        let cookie = format!(
            "{name}={value}; Path=/q/{id}; HttpOnly; SameSite=Strict",
            id = escape(&id)
        );
        if let Ok(v) = HeaderValue::from_str(&cookie) {
            r.headers_mut().insert(header::SET_COOKIE, v);
        }
    }
    r
}

async fn answer(
    State(shared): State<Arc<Shared>>,
    Path(id): Path<String>,
    headers: HeaderMap,
    body: Bytes,
) -> Response {
    if !allowed(&shared, &headers) {
        return forbidden();
    }
    let mut token = None;
    let mut said = None;
    for (k, v) in url::form_urlencoded::parse(&body) {
        match &*k {
            "token" => token = Some(v.into_owned()),
            "answer" => said = Some(v.into_owned()),
            _ => {}
        }
    }
    let presented = cookie_of(&headers, &cookie_name(&id));
    let Some(q) = shared.by_id(&id) else {
        return missing();
    };
    let status = Status::from(q.state);
    if status != Status::Open {
        return ended(status);
    }
    let owner_ok = {
        let entries = shared.lock();
        let Some(e) = entries.iter().find(|e| e.key == q.key) else {
            return missing();
        };
        let owner_ok = presented
            .as_deref()
            .is_some_and(|p| cookie_ours(&e.cookie_key, p));
        owner_ok && token.as_deref().is_some_and(|t| same(&e.token, t))
    };
    if !owner_ok {
        return forbidden();
    }
    let yes = match said.as_deref() {
        Some("approve") => true,
        Some("decline") => false,
        _ => return forbidden(),
    };
    // The store's rule, as on the gateway: the first answer is the
    // question's; a later one sees it as it stands.
    let status = match now(shared.store.answer(MEMBER.into(), q.key, yes)) {
        Ok(Answered::Now) if yes => Status::Approved,
        Ok(Answered::Now) => Status::Declined,
        Ok(Answered::Before(q)) => q.state.into(),
        Ok(Answered::Missing) | Err(_) => return missing(),
    };
    if let Some(e) = shared.lock().iter_mut().find(|e| e.key == q.key) {
        remove_forward(e.forward.take());
    }
    shared.changed.notify_waiters();
    ended(status)
}

/// How talent opens its page on this machine (`$BROWSER`, else the
/// system's opener), read once from the environment.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub enum Opener {
    /// No page can be opened: `$BROWSER` is empty or `none`; or, on Linux
    /// and the BSDs, `$BROWSER` is unset and there is no display.
    #[default]
    Never,
    /// `$BROWSER`'s words (`%s`, if any, is the file; else it is appended).
    Browser(Vec<String>),
    /// `xdg-open`, `open` or `start`.
    System,
}

impl Opener {
    /// The contract's rule, from the environment.
    pub fn from_env() -> Opener {
        let var = |k: &str| std::env::var_os(k).filter(|v| !v.is_empty());
        match std::env::var("BROWSER") {
            Ok(b) if b.trim().is_empty() || b.trim() == "none" => Opener::Never,
            Ok(b) => Opener::Browser(b.split_whitespace().map(str::to_string).collect()),
            Err(std::env::VarError::NotUnicode(_)) => Opener::Never,
            Err(std::env::VarError::NotPresent) => {
                let desktop = !cfg!(any(
                    target_os = "linux",
                    target_os = "freebsd",
                    target_os = "openbsd",
                    target_os = "netbsd",
                    target_os = "dragonfly"
                )) || var("DISPLAY").is_some()
                    || var("WAYLAND_DISPLAY").is_some();
                if desktop {
                    Opener::System
                } else {
                    Opener::Never
                }
            }
        }
    }

    pub fn can_open(&self) -> bool {
        *self != Opener::Never
    }

    /// Starts the opener on `file`, detached (its own process group),
    /// stdin, stdout and stderr on the null device. The receiver gets
    /// whether it exited successfully (it may never: a browser that stays).
    pub fn open(&self, file: &std::path::Path) -> Result<tokio::sync::oneshot::Receiver<bool>> {
        let file_arg = file.as_os_str().to_owned();
        let mut cmd = match self {
            Opener::Never => return Err(Error::failure("no page can be opened here")),
            Opener::Browser(words) => {
                let (first, rest) = words
                    .split_first()
                    .ok_or_else(|| Error::failure("no page can be opened here"))?;
                let mut cmd = std::process::Command::new(first);
                let mut placed = false;
                for w in rest {
                    if w.contains("%s") {
                        let mut arg = std::ffi::OsString::new();
                        let (before, after) = w.split_once("%s").unwrap_or((w, ""));
                        arg.push(before);
                        arg.push(&file_arg);
                        arg.push(after);
                        cmd.arg(arg);
                        placed = true;
                    } else {
                        cmd.arg(w);
                    }
                }
                if !placed {
                    cmd.arg(&file_arg);
                }
                cmd
            }
            Opener::System => {
                if cfg!(target_os = "macos") {
                    let mut cmd = std::process::Command::new("open");
                    cmd.arg(&file_arg);
                    cmd
                } else if cfg!(windows) {
                    let mut cmd = std::process::Command::new("cmd");
                    cmd.args(["/C", "start", ""]).arg(&file_arg);
                    cmd
                } else {
                    let mut cmd = std::process::Command::new("xdg-open");
                    cmd.arg(&file_arg);
                    cmd
                }
            }
        };
        cmd.stdin(std::process::Stdio::null())
            .stdout(std::process::Stdio::null())
            .stderr(std::process::Stdio::null());
        #[cfg(unix)]
        {
            use std::os::unix::process::CommandExt;
            cmd.process_group(0);
        }
        let mut child = cmd
            .spawn()
            .map_err(|e| Error::failure(format!("cannot start the page's opener: {e}")))?;
        let (tx, rx) = tokio::sync::oneshot::channel();
        // Reaped on a thread of its own: a browser may run for hours.
        std::thread::spawn(move || {
            let ok = child.wait().is_ok_and(|s| s.success());
            let _ = tx.send(ok);
        });
        Ok(rx)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    async fn text(r: Response) -> String {
        let b = axum::body::to_bytes(r.into_body(), 1 << 20).await.unwrap();
        String::from_utf8(b.to_vec()).unwrap()
    }

    #[tokio::test]
    async fn the_local_page_keeps_its_questions_in_the_questions_store_and_the_first_answer_wins() {
        let pages = Pages::new();
        let life = Duration::from_secs(60);
        let t = pages
            .open(vec!["Unlock 1 candidate".into()], life)
            .await
            .unwrap();
        let shared = Arc::clone(&t.shared);
        // In the store, behind the trait the gateway's ledger serves.
        let open = now(shared.store.open_of(MEMBER.into())).unwrap();
        assert_eq!(open.len(), 1);
        assert_eq!(open[0].lines, ["Unlock 1 candidate"]);
        assert!(questions::id_well_formed(t.key()), "the store's page id");
        // A GET shows it, sets a cookie and answers nothing.
        let mut h = HeaderMap::new();
        h.insert(header::HOST, HeaderValue::from_str(&shared.host()).unwrap());
        let id = t.key().to_string();
        let r = show(
            State(Arc::clone(&shared)),
            Path(id.clone()),
            axum::http::Method::GET,
            h.clone(),
        )
        .await;
        assert_eq!(r.status(), StatusCode::OK);
        let cookie = r.headers()[header::SET_COOKIE].to_str().unwrap();
        let cookie = cookie.split(';').next().unwrap().to_string();
        assert!(text(r).await.contains("Unlock 1 candidate"));
        assert_eq!(t.status(), Status::Open, "a GET answers nothing");
        assert!(t.loaded());
        // The first answer is the question's, whichever front end gave it:
        // the page's later POST sees it as it stands.
        assert_eq!(
            now(shared.store.answer(MEMBER.into(), t.key, false)).unwrap(),
            Answered::Now
        );
        let token = shared
            .lock()
            .iter()
            .find(|e| e.key == t.key)
            .map(|e| e.token.clone())
            .unwrap();
        h.insert(header::COOKIE, HeaderValue::from_str(&cookie).unwrap());
        let r = answer(
            State(Arc::clone(&shared)),
            Path(id),
            h,
            Bytes::from(format!("token={token}&answer=approve")),
        )
        .await;
        assert_eq!(r.status(), StatusCode::OK);
        assert!(text(r).await.contains("declined, nothing was sent"));
        assert_eq!(t.status(), Status::Declined);
        // Withdrawn, an answered question keeps its answer.
        t.withdraw();
        assert_eq!(t.status(), Status::Declined);
        pages.close();
    }

    #[tokio::test]
    async fn a_new_local_question_ends_the_open_one_and_a_withdrawn_one_says_expired() {
        let pages = Pages::new();
        let life = Duration::from_secs(60);
        let a = pages.open(vec!["a".into()], life).await.unwrap();
        let shared = Arc::clone(&a.shared);
        let mut h = HeaderMap::new();
        h.insert(header::HOST, HeaderValue::from_str(&shared.host()).unwrap());
        let b = pages.open(vec!["b".into()], life).await.unwrap();
        assert_eq!((a.status(), b.status()), (Status::Expired, Status::Open));
        b.withdraw();
        assert_eq!(b.status(), Status::Expired);
        let r = show(
            State(Arc::clone(&shared)),
            Path(b.key().to_string()),
            axum::http::Method::GET,
            h.clone(),
        )
        .await;
        assert!(text(r).await.contains("expired: nothing was sent"));
        // An id the store never gave is no question.
        let r = show(
            State(shared),
            Path("0".repeat(64)),
            axum::http::Method::GET,
            h,
        )
        .await;
        assert_eq!(r.status(), StatusCode::NOT_FOUND);
        pages.close();
    }

    #[test]
    fn text_on_the_page_is_escaped() {
        assert_eq!(
            escape("<b>\"We're\" & co</b>"),
            "&lt;b&gt;&quot;We&#x27;re&quot; &amp; co&lt;/b&gt;"
        );
    }

    #[test]
    fn only_a_cookie_this_page_set_is_ours() {
        let key = random_hex(32).unwrap();
        let a = new_cookie(&key).unwrap();
        let b = new_cookie(&key).unwrap();
        assert_ne!(a, b, "a fresh one each load");
        assert!(cookie_ours(&key, &a) && cookie_ours(&key, &b));
        let other = random_hex(32).unwrap();
        assert!(!cookie_ours(&other, &a), "another page's");
        let (nonce, _) = a.split_once('.').unwrap();
        assert!(!cookie_ours(&key, &format!("{nonce}.{}", "0".repeat(64))));
        assert!(!cookie_ours(&key, "00.00") && !cookie_ours(&key, ""));
    }

    #[test]
    fn a_cookie_is_found_by_its_name_only() {
        let mut h = HeaderMap::new();
        h.insert(
            header::COOKIE,
            HeaderValue::from_static("a=1; talent_owner_abcd1234=xyz"),
        );
        assert_eq!(
            cookie_of(&h, "talent_owner_abcd1234").as_deref(),
            Some("xyz")
        );
        assert_eq!(cookie_of(&h, "talent_owner_other"), None);
    }
}
