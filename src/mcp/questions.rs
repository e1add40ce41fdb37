//! Open questions and their answers, kept where every front end that
//! serves them can reach them: in memory (one process) or, on a team's
//! gateway, in the ledger (`talent_mcp_questions`), so a question put on
//! one replica is answered on any other's approvals page and its answer
//! honoured by whichever replica gets the repeated call.
//!
//! A question is keyed by member, client (an OAuth client's grant or a
//! member token's label) and the call (tool and arguments in canonical
//! form), with the conversation it came from; its page id (at least 128
//! random bits) is kept only as its SHA-256. At most one is open per
//! member and client; answering is one step (the first answer is the
//! question's) and an answer is taken once.

use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use crate::sink::BoxFuture;
use crate::Result;

/// Where a question stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum State {
    /// Nobody answered yet.
    Open,
    Approved,
    Declined,
    /// No answer within its life.
    Expired,
    /// Its answer was taken, or it was ended unanswered.
    Ended,
}

/// A question to put.
#[derive(Debug, Clone)]
pub struct NewQuestion {
    pub member: String,
    pub client: String,
    pub conversation: String,
    pub tool: String,
    /// The call's arguments in canonical form.
    pub arguments: String,
    /// The units it quotes.
    pub cost: i64,
    /// The question's lines, as its page shows them.
    pub lines: Vec<String>,
    pub life: Duration,
}

/// A question as a page or a call sees it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Question {
    /// Its key in the store (not its page id).
    pub key: i64,
    pub tool: String,
    pub cost: i64,
    pub lines: Vec<String>,
    pub state: State,
}

/// What putting a question came to.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Asked {
    /// Put: its key, and its page id (shown once: only its digest is kept).
    Opened { key: i64, id: String },
    /// The member's client has another open question.
    Busy,
}

/// What an answer came to.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Answered {
    /// This answer is the question's.
    Now,
    /// It was answered (or expired, or ended) before: as it stands.
    Before(Question),
    /// No such question of this member's.
    Missing,
}

/// The store of open questions.
pub trait Questions: Send + Sync {
    /// Puts a question (`Busy` while the member's client has an open one).
    fn put(&self, q: NewQuestion) -> BoxFuture<'_, Result<Asked>>;
    /// The latest question of this call whose answer was not taken, put
    /// within `window`.
    fn of_call(
        &self,
        member: String,
        client: String,
        tool: String,
        arguments: String,
        window: Duration,
    ) -> BoxFuture<'_, Result<Option<Question>>>;
    /// A question by its key.
    fn get(&self, key: i64) -> BoxFuture<'_, Result<Option<Question>>>;
    /// Takes a question's answer once (ending it if open): the question as
    /// it stood, or `None` when it was taken before.
    fn take(&self, key: i64) -> BoxFuture<'_, Result<Option<Question>>>;
    /// A member's question by its key or its page id (another member's:
    /// `None`).
    fn of_member(
        &self,
        member: String,
        key: Option<i64>,
        id: Option<String>,
    ) -> BoxFuture<'_, Result<Option<Question>>>;
    /// A member's open questions, oldest first.
    fn open_of(&self, member: String) -> BoxFuture<'_, Result<Vec<Question>>>;
    /// Answers a member's open question (the first answer wins).
    fn answer(&self, member: String, key: i64, yes: bool) -> BoxFuture<'_, Result<Answered>>;
    /// Uses a sealed 2026-07-28 state (its SHA-256) once across every
    /// front end of the store: `true` the first time, `false` after; kept
    /// for `life` (past it the state no longer opens).
    fn use_sealed(&self, sha256: String, life: Duration) -> BoxFuture<'_, Result<bool>>;
}

/// A question's page id: 32 random bytes in hex (256 bits).
pub fn new_id() -> Result<String> {
    let mut bytes = [0u8; 32];
    getrandom::fill(&mut bytes)
        .map_err(|e| crate::Error::failure(format!("no randomness for a question: {e}")))?;
    Ok(bytes.iter().map(|b| format!("{b:02x}")).collect())
}

/// Whether `id` has the form of [`new_id`]'s (nothing is looked up for
/// another).
pub fn id_well_formed(id: &str) -> bool {
    id.len() == 64 && id.bytes().all(|b| b.is_ascii_hexdigit())
}

/// SHA-256 in hex: the form a page id is kept in.
pub fn digest(text: &str) -> String {
    let d = ring::digest::digest(&ring::digest::SHA256, text.as_bytes());
    d.as_ref().iter().map(|b| format!("{b:02x}")).collect()
}

/// The tool and the canonical arguments of a call's binding
/// (`seal::canonical`: the tool, a NUL, the arguments).
pub fn split_binding(binding: &[u8]) -> (String, String) {
    let text = String::from_utf8_lossy(binding);
    match text.split_once('\0') {
        Some((t, a)) => (t.to_string(), a.to_string()),
        None => (String::new(), text.into_owned()),
    }
}

/// How a gateway's conversation puts its questions: the store, who asks
/// (member and client), the conversation, and the approvals page's URL.
#[derive(Clone)]
pub struct OnGateway {
    pub store: Arc<dyn Questions>,
    pub member: String,
    pub client: String,
    pub conversation: String,
    /// `<public URL>/approvals`.
    pub approvals: String,
    /// The ledger's key for sealed 2026-07-28 states (the same on every
    /// replica).
    pub seal_key: Arc<Vec<u8>>,
}

impl std::fmt::Debug for OnGateway {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("OnGateway")
            .field("member", &self.member)
            .field("client", &self.client)
            .field("approvals", &self.approvals)
            .finish_non_exhaustive()
    }
}

struct Entry {
    key: i64,
    sha256: String,
    member: String,
    client: String,
    tool: String,
    arguments: String,
    cost: i64,
    lines: Vec<String>,
    created: Instant,
    expires: Instant,
    answer: Option<bool>,
    used: bool,
}

impl Entry {
    fn state(&self, now: Instant) -> State {
        match (self.used, self.answer) {
            (true, _) => State::Ended,
            (false, Some(true)) => State::Approved,
            (false, Some(false)) => State::Declined,
            (false, None) if now >= self.expires => State::Expired,
            (false, None) => State::Open,
        }
    }

    fn shown(&self, now: Instant) -> Question {
        Question {
            key: self.key,
            tool: self.tool.clone(),
            cost: self.cost,
            lines: self.lines.clone(),
            state: self.state(now),
        }
    }
}

/// The finished questions a [`Memory`] store remembers at most.
const FINISHED_KEPT: usize = 32;

/// The questions of one process, in memory (the same rules as the
/// ledger's): talent's own approval page (`talent mcp`) keeps its
/// questions here. Every future it returns is ready at once.
#[derive(Default)]
pub struct Memory {
    entries: Mutex<(i64, Vec<Entry>)>,
    /// Sealed states used, until they would have expired.
    used: Mutex<std::collections::HashMap<String, Instant>>,
}

impl Memory {
    pub fn new() -> Memory {
        Memory::default()
    }

    fn with<T>(&self, f: impl FnOnce(&mut i64, &mut Vec<Entry>) -> T) -> T {
        let mut g = self.entries.lock().unwrap_or_else(|e| e.into_inner());
        let (next, entries) = &mut *g;
        f(next, entries)
    }
}

fn ready<'a, T: Send + 'a>(v: T) -> BoxFuture<'a, T> {
    Box::pin(std::future::ready(v))
}

impl Questions for Memory {
    fn use_sealed(&self, sha256: String, life: Duration) -> BoxFuture<'_, Result<bool>> {
        let now = Instant::now();
        let mut used = self.used.lock().unwrap_or_else(|e| e.into_inner());
        used.retain(|_, until| *until > now);
        let first = !used.contains_key(&sha256);
        if first {
            used.insert(sha256, now + life);
        }
        ready(Ok(first))
    }

    fn put(&self, q: NewQuestion) -> BoxFuture<'_, Result<Asked>> {
        let id = match new_id() {
            Ok(id) => id,
            Err(e) => return ready(Err(e)),
        };
        ready(Ok(self.with(|next, entries| {
            let now = Instant::now();
            for e in entries.iter_mut() {
                if e.member == q.member && e.client == q.client && e.state(now) == State::Expired {
                    e.used = true;
                }
            }
            let busy = entries.iter().any(|e| {
                e.member == q.member && e.client == q.client && e.state(now) == State::Open
            });
            if busy {
                return Asked::Busy;
            }
            // Finished questions are remembered (their pages say how they
            // ended) up to a bound: the oldest are forgotten first.
            let mut extra = entries
                .iter()
                .filter(|e| e.state(now) != State::Open)
                .count()
                .saturating_sub(FINISHED_KEPT);
            entries.retain(|e| {
                let forget = extra > 0 && e.state(now) != State::Open;
                extra -= usize::from(forget);
                !forget
            });
            *next += 1;
            entries.push(Entry {
                key: *next,
                sha256: digest(&id),
                member: q.member,
                client: q.client,
                tool: q.tool,
                arguments: q.arguments,
                cost: q.cost,
                lines: q.lines,
                created: now,
                expires: now + q.life,
                answer: None,
                used: false,
            });
            Asked::Opened { key: *next, id }
        })))
    }

    fn of_call(
        &self,
        member: String,
        client: String,
        tool: String,
        arguments: String,
        window: Duration,
    ) -> BoxFuture<'_, Result<Option<Question>>> {
        ready(Ok(self.with(|_, entries| {
            let now = Instant::now();
            entries
                .iter()
                .rev()
                .find(|e| {
                    e.member == member
                        && e.client == client
                        && e.tool == tool
                        && e.arguments == arguments
                        && !e.used
                        && now.duration_since(e.created) < window
                })
                .map(|e| e.shown(now))
        })))
    }

    fn get(&self, key: i64) -> BoxFuture<'_, Result<Option<Question>>> {
        ready(Ok(self.with(|_, entries| {
            let now = Instant::now();
            entries.iter().find(|e| e.key == key).map(|e| e.shown(now))
        })))
    }

    fn take(&self, key: i64) -> BoxFuture<'_, Result<Option<Question>>> {
        ready(Ok(self.with(|_, entries| {
            let now = Instant::now();
            let e = entries.iter_mut().find(|e| e.key == key && !e.used)?;
            let shown = e.shown(now);
            e.used = true;
            Some(shown)
        })))
    }

    fn of_member(
        &self,
        member: String,
        key: Option<i64>,
        id: Option<String>,
    ) -> BoxFuture<'_, Result<Option<Question>>> {
        let sha = id.map(|i| digest(&i));
        ready(Ok(self.with(|_, entries| {
            let now = Instant::now();
            entries
                .iter()
                .find(|e| {
                    e.member == member
                        && (Some(e.key) == key || sha.as_deref() == Some(e.sha256.as_str()))
                })
                .map(|e| e.shown(now))
        })))
    }

    fn open_of(&self, member: String) -> BoxFuture<'_, Result<Vec<Question>>> {
        ready(Ok(self.with(|_, entries| {
            let now = Instant::now();
            entries
                .iter()
                .filter(|e| e.member == member && e.state(now) == State::Open)
                .map(|e| e.shown(now))
                .collect()
        })))
    }

    fn answer(&self, member: String, key: i64, yes: bool) -> BoxFuture<'_, Result<Answered>> {
        ready(Ok(self.with(|_, entries| {
            let now = Instant::now();
            let Some(e) = entries
                .iter_mut()
                .find(|e| e.key == key && e.member == member)
            else {
                return Answered::Missing;
            };
            if e.state(now) != State::Open {
                return Answered::Before(e.shown(now));
            }
            e.answer = Some(yes);
            Answered::Now
        })))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn q(member: &str, client: &str, args: &str) -> NewQuestion {
        NewQuestion {
            member: member.into(),
            client: client.into(),
            conversation: "c".into(),
            tool: "get_candidate".into(),
            arguments: args.into(),
            cost: 1,
            lines: vec!["Unlock 1 candidate".into()],
            life: Duration::from_secs(300),
        }
    }

    fn block<T>(f: BoxFuture<'_, T>) -> T {
        futures_util::FutureExt::now_or_never(f).expect("ready")
    }

    #[test]
    fn one_open_question_per_member_and_client_and_the_first_answer_wins() {
        let m = Memory::new();
        let Asked::Opened { key, id } = block(m.put(q("asha", "c1", "{}"))).unwrap() else {
            panic!("opened")
        };
        assert!(id_well_formed(&id));
        assert_eq!(
            block(m.put(q("asha", "c1", "{\"x\":1}"))).unwrap(),
            Asked::Busy
        );
        // Another client of hers, or another member, may ask.
        assert!(matches!(
            block(m.put(q("asha", "c2", "{}"))).unwrap(),
            Asked::Opened { .. }
        ));
        assert!(matches!(
            block(m.put(q("ravi", "c1", "{}"))).unwrap(),
            Asked::Opened { .. }
        ));
        // Only asha answers hers; the first answer is the question's.
        assert_eq!(
            block(m.answer("ravi".into(), key, true)).unwrap(),
            Answered::Missing
        );
        assert!(block(m.of_member("ravi".into(), None, Some(id.clone())))
            .unwrap()
            .is_none());
        assert_eq!(
            block(m.answer("asha".into(), key, false)).unwrap(),
            Answered::Now
        );
        assert!(matches!(
            block(m.answer("asha".into(), key, true)).unwrap(),
            Answered::Before(Question {
                state: State::Declined,
                ..
            })
        ));
        // The repeated call finds it and takes it once.
        let found = block(m.of_call(
            "asha".into(),
            "c1".into(),
            "get_candidate".into(),
            "{}".into(),
            Duration::from_secs(600),
        ))
        .unwrap()
        .expect("found");
        assert_eq!(found.state, State::Declined);
        assert!(block(m.take(key)).unwrap().is_some());
        assert!(block(m.take(key)).unwrap().is_none(), "taken once");
        // Answered, the client may ask again.
        assert!(matches!(
            block(m.put(q("asha", "c1", "{}"))).unwrap(),
            Asked::Opened { .. }
        ));
    }

    #[test]
    fn a_memory_store_forgets_its_oldest_finished_questions_past_the_bound() {
        let m = Memory::new();
        let mut first = None;
        for _ in 0..FINISHED_KEPT + 8 {
            let Asked::Opened { key, .. } = block(m.put(q("asha", "c1", "{}"))).unwrap() else {
                panic!("opened")
            };
            first.get_or_insert(key);
            block(m.answer("asha".into(), key, true)).unwrap();
        }
        let open = block(m.put(q("asha", "c1", "{}"))).unwrap();
        assert!(matches!(open, Asked::Opened { .. }));
        assert!(m.with(|_, e| e.len()) <= FINISHED_KEPT + 1);
        assert!(
            block(m.get(first.unwrap())).unwrap().is_none(),
            "the oldest"
        );
    }

    #[test]
    fn a_binding_splits_into_its_tool_and_arguments() {
        let b =
            super::super::seal::canonical("get_candidate", &serde_json::json!({"b": 1, "a": 2}));
        assert_eq!(
            split_binding(&b),
            ("get_candidate".to_string(), "{\"a\":2,\"b\":1}".to_string())
        );
    }
}
