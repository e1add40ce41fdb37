//! The one error type of the tool: a kind that maps to the contract's exit codes,
//! a typed cause set where the error is born (what `talent mcp` answers as
//! its `code`), a message that says what happened, and a hint that says
//! what to do next. Each front end maps them with one table: the CLI's exit
//! codes ([`ErrorKind::exit_code`]), MCP's codes (`mcp::reply::code_of`);
//! neither reads the message.

use std::fmt;

/// What went wrong, as the exit-code table of `spec/cli.md` sees it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ErrorKind {
    /// Network, I/O, service error after retries: exit 1.
    Failure,
    /// Bad usage or input, rejected before sending or by a 400: exit 2.
    Usage,
    /// No key, 401, 403: exit 3.
    Auth,
    /// 404: exit 4.
    NotFound,
    /// Quota exhausted on the service, or the local guard refused: exit 5.
    Quota,
    /// Still rate limited after the retries allowed: exit 6.
    RateLimited,
    /// 409, or a change to a closed job: exit 7.
    Conflict,
    /// `--dry-run` / `--curl`: the request was printed, not sent (or
    /// `--fields` with no value printed the field names). The run ends
    /// there with exit 0, silently.
    DryRun,
    /// Stopped by SIGINT or SIGTERM: exit 130, as shells report Ctrl-C.
    Interrupted,
    /// The reader of stdout went away (`| head`): not a failure. The run
    /// stops writing, finishes normally (state saved) and exits 0, silently.
    OutputClosed,
}

/// Why, more finely than the kind: set where the error is born, never
/// derived from its words. Most errors need no more than their kind
/// ([`Cause::Kind`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Cause {
    /// The kind says it all.
    #[default]
    Kind,
    /// A meter has less left than the spend needs (the service's refusal,
    /// or the guard's count of what is left).
    QuotaExhausted,
    /// The guard's own rule refused (the reserve, a job's daily cap).
    GuardRefused,
    /// A member's team allowance would be passed.
    TeamAllowance,
    /// The run's or session's hard cap (`--max-*`) is reached.
    SessionCap,
    /// Nobody could say yes to a question (no page, `--confirm deny`, one
    /// open already).
    NeedsConfirmation,
    /// The tool is not offered read-only.
    ReadOnly,
    /// The ledger could not be opened, read or written.
    LedgerUnavailable,
}

impl ErrorKind {
    pub fn exit_code(self) -> i32 {
        match self {
            ErrorKind::Failure => 1,
            ErrorKind::Usage => 2,
            ErrorKind::Auth => 3,
            ErrorKind::NotFound => 4,
            ErrorKind::Quota => 5,
            ErrorKind::RateLimited => 6,
            ErrorKind::Conflict => 7,
            ErrorKind::Interrupted => 130,
            ErrorKind::OutputClosed | ErrorKind::DryRun => 0,
        }
    }
}

/// The error every fallible function of the tool returns.
#[derive(Debug)]
pub struct Error {
    pub kind: ErrorKind,
    pub message: String,
    pub hint: Option<String>,
    /// Machine-readable code from the service (`error_code` / `error.code`), when any.
    pub code: Option<String>,
    /// The HTTP status of the service's answer, when the error is one.
    pub status: Option<u16>,
    /// The request may have taken effect though its answer was lost: the
    /// caller checks before anything is sent again.
    pub uncertain: bool,
    /// How long the service asked to wait (`Retry-After`), when known.
    pub retry_after: Option<std::time::Duration>,
    /// When a refused or exhausted quota resets, when known (boxed: most
    /// errors have none, and the type stays small).
    pub reset: Option<Box<Reset>>,
    /// The typed cause, set where the error is born.
    pub cause: Cause,
    /// What the error is about, typed, when known (boxed: most errors have
    /// none, and the type stays small): what a conflict is with, or the team
    /// allowance a refusal is about.
    pub about: Option<Box<About>>,
}

/// What an error is about, for a front end to render in its own form.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum About {
    /// What a conflict is with.
    Existing(Existing),
    /// The team allowance a refusal is about ([`Cause::TeamAllowance`]):
    /// the gateway answers it as 429 `allowance_exceeded`.
    Allowance(AllowanceRefusal),
}

/// A member's allowance per cycle that refused a spend: which one, its
/// limit and what is used of it (spent or in flight). The reset is the
/// error's own ([`Error::resets_at`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AllowanceRefusal {
    /// The allowance's name (`unlocks`, `searches`, `messages`,
    /// `outreach`), as `team allowance set` takes it.
    pub allowance: &'static str,
    pub member: String,
    pub limit: i64,
    pub used: i64,
}

/// What a conflict is with.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Existing {
    /// The thread of a pair already in touch (a repeated invite).
    pub thread: String,
}

/// When a quota resets.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Reset {
    /// As people read it: `1 Dec`, `27 Nov 14:05 UTC`.
    pub text: String,
    /// The same instant in RFC 3339, for scripts.
    pub at: Option<String>,
}

pub type Result<T, E = Error> = std::result::Result<T, E>;

impl Error {
    pub fn new(kind: ErrorKind, message: impl Into<String>) -> Self {
        Error {
            kind,
            message: message.into(),
            hint: None,
            code: None,
            status: None,
            uncertain: false,
            retry_after: None,
            reset: None,
            cause: Cause::Kind,
            about: None,
        }
    }

    /// The ledger failed: exit 1, `ledger_unavailable` over MCP.
    pub fn ledger(message: impl Into<String>) -> Self {
        Self::failure(message).with_cause(Cause::LedgerUnavailable)
    }

    /// A quota refusal of `cause` (exit 5).
    pub fn quota(cause: Cause, message: impl Into<String>) -> Self {
        Self::new(ErrorKind::Quota, message).with_cause(cause)
    }

    /// The team allowance a refusal is about, when it is one.
    pub fn allowance(&self) -> Option<&AllowanceRefusal> {
        match self.about.as_deref() {
            Some(About::Allowance(a)) => Some(a),
            _ => None,
        }
    }

    pub fn with_allowance(mut self, refused: AllowanceRefusal) -> Self {
        self.about = Some(Box::new(About::Allowance(refused)));
        self
    }

    /// Names what a conflict is with.
    pub fn with_existing(mut self, existing: Existing) -> Self {
        self.about = Some(Box::new(About::Existing(existing)));
        self
    }

    /// The thread a conflict names, when known.
    pub fn thread(&self) -> Option<&str> {
        match self.about.as_deref() {
            Some(About::Existing(x)) => Some(x.thread.as_str()),
            _ => None,
        }
    }

    pub fn with_cause(mut self, cause: Cause) -> Self {
        self.cause = cause;
        self
    }

    pub fn usage(message: impl Into<String>) -> Self {
        Self::new(ErrorKind::Usage, message)
    }

    pub fn failure(message: impl Into<String>) -> Self {
        Self::new(ErrorKind::Failure, message)
    }

    pub fn auth(message: impl Into<String>) -> Self {
        Self::new(ErrorKind::Auth, message)
    }

    /// Stdout was closed by its reader.
    pub fn output_closed() -> Self {
        Self::new(ErrorKind::OutputClosed, "stdout was closed")
    }

    /// Whether this ends the run quietly with exit 0 (a closed pipe, or a
    /// dry run that printed its request).
    pub fn is_output_closed(&self) -> bool {
        matches!(self.kind, ErrorKind::OutputClosed | ErrorKind::DryRun)
    }

    pub fn with_hint(mut self, hint: impl Into<String>) -> Self {
        self.hint = Some(hint.into());
        self
    }

    pub fn with_status(mut self, status: u16) -> Self {
        self.status = Some(status);
        self
    }

    /// When the quota resets: as people read it, and as an instant.
    pub fn with_reset(mut self, text: impl Into<String>, at: Option<String>) -> Self {
        self.reset = Some(Box::new(Reset {
            text: text.into(),
            at,
        }));
        self
    }

    /// When the quota resets, as people read it.
    pub fn resets(&self) -> Option<&str> {
        self.reset.as_ref().map(|r| r.text.as_str())
    }

    /// When the quota resets, in RFC 3339.
    pub fn resets_at(&self) -> Option<&str> {
        self.reset.as_ref().and_then(|r| r.at.as_deref())
    }

    pub fn with_code(mut self, code: impl Into<String>) -> Self {
        self.code = Some(code.into());
        self
    }

    pub fn exit_code(&self) -> i32 {
        self.kind.exit_code()
    }

    /// The error as one JSON object for scripts (`-o json`/`jsonl` print it
    /// on stderr after the line): exit code, kind, the service's code and
    /// status, message, hint, and the wait or reset (as read, and RFC
    /// 3339) where known.
    pub fn to_json(&self) -> serde_json::Value {
        let kind = match self.kind {
            ErrorKind::Failure => "failure",
            ErrorKind::Usage => "usage",
            ErrorKind::Auth => "auth",
            ErrorKind::NotFound => "not_found",
            ErrorKind::Quota => "quota",
            ErrorKind::RateLimited => "rate_limited",
            ErrorKind::Conflict => "conflict",
            ErrorKind::Interrupted => "interrupted",
            ErrorKind::OutputClosed => "output_closed",
            ErrorKind::DryRun => "dry_run",
        };
        let mut v = serde_json::json!({
            "error": {
                "exit_code": self.exit_code(),
                "kind": kind,
                "code": self.code,
                "status": self.status,
                "message": bounded(&self.message),
                "hint": self.hint.as_deref().map(bounded),
                "retry_after_secs": self.retry_after.map(|d| d.as_secs_f64().ceil() as u64),
                "resets": self.resets(),
                "resets_at": self.resets_at(),
                "uncertain": self.uncertain,
            }
        });
        if let Some(thread) = self.thread() {
            v["error"]["thread_id"] = serde_json::Value::from(thread);
        }
        v
    }

    /// The single line printed on stderr: what happened, then what to do next.
    pub fn render_line(&self) -> String {
        let mut line = format!("error: {}", bounded(&self.message));
        if let Some(hint) = &self.hint {
            line.push_str(" (hint: ");
            line.push_str(&bounded(hint));
            line.push(')');
        }
        // One line a terminal shows as text, whatever the service put in
        // its description: no line breaks, escape sequences or bidi controls.
        crate::text::clean(&line)
    }
}

/// The most of a message or hint a person is shown: a hostile D-Bus peer or
/// database can put hundreds of kilobytes in its error text.
pub const SHOWN_MAX: usize = 1_000;

/// `text` cut to [`SHOWN_MAX`] characters, saying how much was left out.
pub fn bounded(text: &str) -> std::borrow::Cow<'_, str> {
    match text.char_indices().nth(SHOWN_MAX) {
        None => std::borrow::Cow::Borrowed(text),
        Some((cut, _)) => std::borrow::Cow::Owned(format!(
            "{}… ({} more bytes not shown)",
            &text[..cut],
            text.len() - cut
        )),
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for Error {}

impl From<std::io::Error> for Error {
    fn from(e: std::io::Error) -> Self {
        Error::failure(format!("I/O error: {e}"))
    }
}

impl From<serde_json::Error> for Error {
    fn from(e: serde_json::Error) -> Self {
        Error::failure(format!("invalid JSON: {e}"))
    }
}

impl From<talent_sandbox::Error> for Error {
    fn from(e: talent_sandbox::Error) -> Self {
        let mut out = Error::failure(e.message);
        out.hint = e.hint;
        out
    }
}

/// Adds context to foreign errors without losing the kind of ours.
pub trait Context<T> {
    fn context(self, what: impl FnOnce() -> String) -> Result<T>;
}

impl<T, E: fmt::Display> Context<T> for std::result::Result<T, E> {
    fn context(self, what: impl FnOnce() -> String) -> Result<T> {
        self.map_err(|e| Error::failure(format!("{}: {e}", what())))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Regression (issue 40): error text from a hostile D-Bus peer or
    /// database (200–600 KB) was printed whole.
    #[test]
    fn a_huge_error_text_is_bounded_where_it_is_rendered() {
        let e = Error::failure("x".repeat(600_000)).with_hint("é".repeat(300_000));
        let line = e.render_line();
        assert!(line.len() < 4 * SHOWN_MAX, "{}", line.len());
        assert!(line.contains("more bytes not shown"));
        assert!(e.to_json().to_string().len() < 4 * SHOWN_MAX);
        assert_eq!(bounded("short"), "short");
    }

    #[test]
    fn exit_codes_follow_the_contract() {
        let codes: Vec<i32> = [
            ErrorKind::Failure,
            ErrorKind::Usage,
            ErrorKind::Auth,
            ErrorKind::NotFound,
            ErrorKind::Quota,
            ErrorKind::RateLimited,
            ErrorKind::Conflict,
        ]
        .iter()
        .map(|k| k.exit_code())
        .collect();
        assert_eq!(codes, vec![1, 2, 3, 4, 5, 6, 7]);
    }

    /// Issue 44: the typed cause and a conflict's thread did not grow the
    /// type every `Result` carries (clippy's `result_large_err` holds it);
    /// issue 47's typed allowance refusal shares the conflict's box.
    #[test]
    fn the_error_stays_small() {
        assert!(
            std::mem::size_of::<Error>() <= 112,
            "{}",
            std::mem::size_of::<Error>()
        );
        let e = Error::new(ErrorKind::Conflict, "again");
        assert_eq!(e.thread(), None);
        assert!(e.to_json()["error"].get("thread_id").is_none());
        let e = e.with_existing(Existing {
            thread: "thr_1".into(),
        });
        assert_eq!(e.to_json()["error"]["thread_id"], "thr_1");
    }

    #[test]
    fn rendered_error_is_one_line() {
        let e = Error::usage("bad\nthing").with_hint("do\r\nthis");
        assert_eq!(e.render_line(), "error: bad thing (hint: do this)");
    }
}

#[cfg(test)]
mod json_tests {
    use super::*;

    #[test]
    fn the_json_error_carries_code_wait_and_reset() {
        let mut e = Error::new(ErrorKind::Quota, "needs 3 searches, 1 left")
            .with_code("api_search_limit_reached")
            .with_status(429)
            .with_reset("1 Dec", Some("2026-12-01T00:00:00+00:00".into()));
        e.retry_after = Some(std::time::Duration::from_millis(1500));
        let v = e.to_json();
        assert_eq!(v["error"]["exit_code"], 5);
        assert_eq!(v["error"]["kind"], "quota");
        assert_eq!(v["error"]["code"], "api_search_limit_reached");
        assert_eq!(v["error"]["status"], 429);
        assert_eq!(v["error"]["resets"], "1 Dec");
        assert_eq!(v["error"]["resets_at"], "2026-12-01T00:00:00+00:00");
        assert_eq!(v["error"]["retry_after_secs"], 2);
    }
}
