//! The guard's questions, answered by whoever runs the operation: a prompt
//! on a terminal, a refusal without one, a modal in `browse`'s window. The
//! guard decides *whether* to ask and what the question says; an [`Ask`]
//! only answers it, so no question is ever put on stdin behind a window.

use talent_spec::rate::Meter;

use crate::api::BoxFuture;
use crate::Result;

/// What kind of act a question is about: the CLI's prompt, browse's modal,
/// the accessible mode and an MCP client's form all word it from this.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Kind {
    /// Quota spent (an unlock, a search).
    #[default]
    Spend,
    /// Something that cannot be undone (closing a job, deleting a webhook).
    Destructive,
    /// People contacted (an invite, a message, a bulk invite).
    Outreach,
    /// A job created or changed.
    JobChange,
}

impl Kind {
    pub fn as_str(self) -> &'static str {
        match self {
            Kind::Spend => "spend",
            Kind::Destructive => "destructive",
            Kind::Outreach => "outreach",
            Kind::JobChange => "job change",
        }
    }
}

/// A session's allowance of questions-free acts (`talent mcp --allow-*`):
/// how many it allows and how many were used before this act.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Allowance {
    pub allowed: u64,
    pub used: u64,
}

/// What a yes approves, as the person should see it. Text here was written
/// by candidates, the service or the model: whoever shows it escapes it.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Approved {
    /// The operation asking (`get_candidate`, `candidate show`).
    pub action: Option<String>,
    pub candidates: Vec<String>,
    pub job: Option<String>,
    pub job_title: Option<String>,
    /// The message to send (whole; a reader shortens it).
    pub message: Option<String>,
    /// What an update changes: field, old value (when known), new value.
    pub changes: Vec<(String, Option<String>, String)>,
    /// Who a message goes to when no candidate names them (a thread id).
    pub thread: Option<String>,
}

/// A spend the guard will not make without a yes.
///
/// Every field past `why` has a default, so a question about quota alone is
/// built with `..Question::default()`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Question {
    pub meter: Meter,
    /// Units this spend (or this batch) costs.
    pub cost: i64,
    /// Left on the service before it (limit − used − held elsewhere).
    pub left: i64,
    pub limit: i64,
    /// The reserve it would cross (config `reserve_*`, 20 % by default).
    pub reserve: i64,
    /// When the meter resets, as people read it (`1 Dec`); `None` when no
    /// usage has been read yet.
    pub resets: Option<String>,
    /// The same instant (`cycleEndsOn`, RFC 3339), for the JSON error of a
    /// refusal or a decline.
    pub resets_at: Option<String>,
    /// The guard's words for it: `this spends 1 unlock and leaves 1 of 10
    /// (your reserve is 2); resets on 1 Dec`.
    pub why: String,
    /// What kind of act this is.
    pub kind: Kind,
    /// The session's allowance it is past (an MCP session), if any.
    pub allowance: Option<Allowance>,
    /// What a yes approves.
    pub approved: Approved,
}

impl Default for Question {
    fn default() -> Self {
        Question {
            meter: Meter::ApiUnlocks,
            cost: 0,
            left: 0,
            limit: 0,
            reserve: 0,
            resets: None,
            resets_at: None,
            why: String::new(),
            kind: Kind::default(),
            allowance: None,
            approved: Approved::default(),
        }
    }
}

/// The most people a terminal's question names; the rest are counted.
pub const PEOPLE_NAMED: usize = 10;

impl Question {
    /// The question as a terminal shows it, one entry a line (unwrapped):
    /// what the yes approves (the people, at most [`PEOPLE_NAMED`], then
    /// "and N more"; the job), then the guard's words — the cost, what is
    /// left after, the reset. The prompt (`Go on?`) is the asker's.
    /// `approved.candidates` are as a person reads them (names where this
    /// machine knows them), each already made safe to show.
    pub(crate) fn lines(&self) -> Vec<String> {
        let a = &self.approved;
        let mut lines = Vec::new();
        let n = a.candidates.len();
        let people = if n == 1 {
            "1 candidate".to_string()
        } else {
            format!("{n} candidates")
        };
        let job = match (&a.job_title, &a.job) {
            (Some(t), Some(j)) => Some(format!("\"{t}\" ({j})")),
            (Some(t), None) => Some(format!("\"{t}\"")),
            (None, Some(j)) => Some(j.clone()),
            (None, None) => None,
        };
        match (self.kind, n, &job) {
            (_, 0, None) => {}
            (Kind::Outreach, _, Some(job)) if n > 0 => {
                lines.push(format!("Invite {people} to {job}:"))
            }
            (Kind::Outreach, _, None) => lines.push(format!("Invite {people}:")),
            (_, 0, Some(job)) => lines.push(format!("Job: {job}")),
            _ => lines.push(format!("Unlock {people}:")),
        }
        for who in a.candidates.iter().take(PEOPLE_NAMED) {
            lines.push(format!("  - {who}"));
        }
        if n > PEOPLE_NAMED {
            lines.push(format!("  and {} more", n - PEOPLE_NAMED));
        }
        let mut why = self.why.trim().to_string();
        if let Some(first) = why.get(..1) {
            why = format!("{}{}", first.to_uppercase(), &why[1..]);
        }
        if !why.is_empty() && !why.ends_with('.') {
            why.push('.');
        }
        if !why.is_empty() {
            lines.push(why);
        }
        lines
    }
}

/// How a question was answered.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Answer {
    Yes,
    No,
    /// Nobody can be asked (no terminal, `--no-input`): the guard refuses
    /// and says how to pass it (`--yes`, a budget).
    CannotAsk,
}

/// Answers the guard's questions.
pub trait Ask: Send + Sync {
    fn ask<'a>(&'a self, q: &'a Question) -> BoxFuture<'a, Result<Answer>>;
}

/// For runs where nobody can answer: every question is refused.
pub struct NoOneToAsk;

impl Ask for NoOneToAsk {
    fn ask<'a>(&'a self, _: &'a Question) -> BoxFuture<'a, Result<Answer>> {
        Box::pin(async { Ok(Answer::CannotAsk) })
    }
}

/// Scripted answers, in order, for tests of the guard and of windows; asked
/// past its script it answers no. Records every question it was put.
#[cfg(test)]
#[derive(Default)]
pub struct Scripted {
    answers: std::sync::Mutex<std::collections::VecDeque<Answer>>,
    asked: std::sync::Mutex<Vec<Question>>,
}

#[cfg(test)]
impl Scripted {
    pub fn new(answers: impl IntoIterator<Item = Answer>) -> Self {
        Scripted {
            answers: std::sync::Mutex::new(answers.into_iter().collect()),
            asked: std::sync::Mutex::new(Vec::new()),
        }
    }

    /// The questions put so far.
    pub fn asked(&self) -> Vec<Question> {
        self.asked.lock().unwrap_or_else(|e| e.into_inner()).clone()
    }
}

#[cfg(test)]
impl Ask for Scripted {
    fn ask<'a>(&'a self, q: &'a Question) -> BoxFuture<'a, Result<Answer>> {
        self.asked
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .push(q.clone());
        let a = self
            .answers
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .pop_front()
            .unwrap_or(Answer::No);
        Box::pin(async move { Ok(a) })
    }
}
