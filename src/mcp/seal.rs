//! The sealed two-step quote of the 2026-07-28 revision, which has no
//! server-to-client requests: the call answers `input_required` with the
//! form and a quote sealed with a per-process key, bound to the tool and
//! its arguments (their canonical form), expiring with its question; the
//! client's second call presents it with the answer, and it opens once.
//!
//! On a gateway's `/mcp` the key is the ledger's (`talent_mcp_seal`), so
//! a state sealed on one replica opens on every other; the state names the
//! member it was sealed for (inside the sealed payload: another member's
//! opens nothing), and its used-once rule is the ledger's
//! (`Questions::use_sealed`).

use std::collections::HashMap;
use std::sync::Mutex;
use std::time::Duration;

use rmcp::model::{
    ElicitRequest, ElicitRequestParams, ElicitationAction, InputRequest, InputRequests,
    InputRequiredResult, RequestStateCodec, SealOptions,
};
use serde::{Deserialize, Serialize};

use crate::guard::Question;
use crate::meter::words;
use crate::Result;

/// The key of the one input request a question makes.
const FORM_KEY: &str = "confirm";

/// The kind of question a sealed state answers: the client's form (its
/// accept is the yes), or URL mode (its accept only opened talent's page;
/// the page's Approve is the yes).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum SealKind {
    Form,
    Url,
}

/// What a sealed quote carries between the two halves of a question.
#[derive(Debug, Serialize, Deserialize)]
struct Sealed {
    tool: String,
    nonce: String,
    cost: i64,
    meter: Option<String>,
    kind: SealKind,
    /// The call it answers: SHA-256 of its binding (the tool and its
    /// arguments' canonical form).
    call: String,
    /// On a gateway: the member it was sealed for.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    member: Option<String>,
}

/// A state this process sealed and that may still be presented: what it
/// answers, until when, and (URL mode) the page question it dies with.
struct Live {
    until_ms: i64,
    kind: SealKind,
    /// The page question's key (URL mode); never in the state itself.
    page: Option<String>,
}

/// A presented state that holds: what it quoted and what it answers.
#[derive(Debug)]
pub struct Opened {
    nonce: String,
    pub cost: i64,
    pub kind: SealKind,
    pub page: Option<String>,
}

/// The most states awaiting their second half at once (flat memory); past
/// it the one closest to expiry goes.
const LIVE_MAX: usize = 256;

/// The key (per process, or the ledger's on a gateway) and the states
/// sealed and not yet used.
pub struct Approvals {
    /// `None` when the OS gave no randomness: then no quote is sealed (a
    /// guessable key would let anyone forge a yes) and a question on
    /// 2026-07-28 fails instead.
    codec: Option<RequestStateCodec>,
    /// Nonces sealed here and not used, expired or ended with their
    /// question: only these open (used once, dies with its question).
    live: Mutex<HashMap<String, Live>>,
    /// On a gateway: the member whose conversation this is. Its states
    /// are sealed under the ledger's key, name the member, and open on any
    /// replica; their used-once rule is the caller's (in the ledger), not
    /// this process's `live` list.
    member: Option<String>,
}

impl Default for Approvals {
    fn default() -> Self {
        Self::new()
    }
}

impl Approvals {
    pub fn new() -> Self {
        let mut key = [0u8; 32];
        let codec = getrandom::fill(&mut key)
            .ok()
            .map(|()| RequestStateCodec::new_unchecked(key.to_vec()));
        Approvals {
            codec,
            live: Mutex::new(HashMap::new()),
            member: None,
        }
    }

    /// A gateway conversation's: `key` is the ledger's (the same on every
    /// replica), `member` the conversation's.
    pub fn shared(key: &[u8], member: &str) -> Self {
        Approvals {
            codec: Some(RequestStateCodec::new_unchecked(key.to_vec())),
            live: Mutex::new(HashMap::new()),
            member: Some(member.to_string()),
        }
    }

    /// The member a state sealed under `key` was sealed for, if it opens
    /// (unexpired, not forged); `None` for a state that does not open or
    /// names no member.
    pub fn member_of(key: &[u8], state: &str) -> Option<String> {
        let codec = RequestStateCodec::new_unchecked(key.to_vec());
        codec.open_json::<Sealed>(state).ok()?.member
    }

    pub(super) fn nonce() -> String {
        let mut n = [0u8; 16];
        // The codec exists only if randomness did; a failure here leaves a
        // nonce of zeros, used once like any other.
        let _ = getrandom::fill(&mut n);
        hex(&n)
    }

    fn live(&self) -> std::sync::MutexGuard<'_, HashMap<String, Live>> {
        self.live.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// The `input_required` answer: the request (a form, or URL mode's
    /// page), and the quote sealed to the call (`binding`: the tool and its
    /// arguments) and to its kind of question, living `life`; a URL-mode
    /// state dies with its page question (`page`).
    #[allow(clippy::too_many_arguments)]
    pub fn seal(
        &self,
        q: &Question,
        tool: &str,
        binding: &[u8],
        request: ElicitRequestParams,
        kind: SealKind,
        page: Option<String>,
        life: Duration,
    ) -> Result<InputRequiredResult> {
        let sealed = Sealed {
            tool: tool.to_string(),
            nonce: Self::nonce(),
            cost: q.cost,
            meter: (q.cost > 0).then(|| words(q.meter).name.to_string()),
            kind,
            call: call_digest(binding),
            member: self.member.clone(),
        };
        let codec = self.codec.as_ref().ok_or_else(|| {
            crate::Error::failure("no randomness for this session's key: the question cannot be sealed; nothing was sent")
        })?;
        let state = codec
            .seal_json_with(
                &sealed,
                &SealOptions::new().ttl(life.max(Duration::from_secs(1))),
            )
            .map_err(|e| crate::Error::failure(format!("cannot seal the question: {e}")))?;
        // Shared through the ledger (a gateway): no list of this process's.
        if self.member.is_none() {
            self.keep_live(sealed.nonce, kind, page, life);
        }
        let mut requests = InputRequests::new();
        requests.insert(
            FORM_KEY.to_string(),
            InputRequest::Elicitation(ElicitRequest::new(request)),
        );
        Ok(InputRequiredResult::new(Some(requests), Some(state)))
    }

    /// Remembers a state this process sealed as live, for `life`.
    fn keep_live(&self, nonce: String, kind: SealKind, page: Option<String>, life: Duration) {
        let now = crate::clock::now_ms();
        let mut live = self.live();
        live.retain(|_, l| l.until_ms > now);
        if live.len() >= LIVE_MAX {
            if let Some(first) = live
                .iter()
                .min_by_key(|(_, l)| l.until_ms)
                .map(|(k, _)| k.clone())
            {
                live.remove(&first);
            }
        }
        live.insert(
            nonce,
            Live {
                until_ms: now + i64::try_from(life.as_millis()).unwrap_or(i64::MAX / 2),
                kind,
                page,
            },
        );
    }

    /// Opens a presented quote: it must be ours, for this tool and these
    /// arguments, of the kind it was sealed as, unexpired, and still live
    /// (not used, its question not ended). A form's state is used by this;
    /// a URL-mode state lives on until its page question's answer is taken
    /// ([`Approvals::end_page`]). Any failure is one answer: not valid.
    ///
    /// On a gateway ([`Approvals::shared`]): it must be this member's,
    /// and it is not looked up here: the caller uses it once in the
    /// ledger (a URL-mode state's question is the ledger's too).
    pub fn open(&self, state: &str, binding: &[u8], now_ms: i64) -> Option<Opened> {
        let sealed: Sealed = self.codec.as_ref()?.open_json(state).ok()?;
        if sealed.call != call_digest(binding) || sealed.member != self.member {
            return None;
        }
        if self.member.is_some() {
            return Some(Opened {
                nonce: sealed.nonce,
                cost: sealed.cost,
                kind: sealed.kind,
                page: None,
            });
        }
        let mut live = self.live();
        live.retain(|_, l| l.until_ms > now_ms);
        let l = live.get(&sealed.nonce)?;
        if l.kind != sealed.kind {
            return None;
        }
        let opened = Opened {
            nonce: sealed.nonce.clone(),
            cost: sealed.cost,
            kind: sealed.kind,
            page: l.page.clone(),
        };
        if sealed.kind == SealKind::Form {
            live.remove(&sealed.nonce);
        }
        Some(opened)
    }

    /// Ends one presented state (used, or found to answer nothing).
    pub(super) fn end(&self, opened: &Opened) {
        self.live().remove(&opened.nonce);
    }

    /// Ends every state that answers the page question `page`: it was
    /// answered and the answer taken, declined, expired or withdrawn.
    pub(super) fn end_page(&self, page: &str) {
        self.live().retain(|_, l| l.page.as_deref() != Some(page));
    }
}

/// SHA-256 of a call's binding, in hex: what a sealed state carries.
fn call_digest(binding: &[u8]) -> String {
    hex(ring::digest::digest(&ring::digest::SHA256, binding).as_ref())
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// The arguments' canonical form: objects' keys sorted, at every depth, so
/// an approval holds however a client orders them.
pub fn canonical(tool: &str, args: &serde_json::Value) -> Vec<u8> {
    fn sorted(v: &serde_json::Value) -> serde_json::Value {
        use serde_json::Value;
        match v {
            Value::Object(m) => {
                let mut keys: Vec<&String> = m.keys().collect();
                keys.sort();
                Value::Object(
                    keys.into_iter()
                        .map(|k| (k.clone(), sorted(&m[k])))
                        .collect(),
                )
            }
            Value::Array(a) => Value::Array(a.iter().map(sorted).collect()),
            other => other.clone(),
        }
    }
    format!("{tool}\0{}", sorted(args)).into_bytes()
}

/// What an answer to the form said: accept is yes, whatever its content.
pub fn said_yes(action: &ElicitationAction) -> bool {
    matches!(action, ElicitationAction::Accept)
}

/// The action in a 2026-07-28 retry's `inputResponses`: `Some(true)` for
/// accept, `Some(false)` for decline, `None` for cancel or nothing.
pub fn presented(responses: Option<&rmcp::model::InputResponses>) -> Option<bool> {
    let answer = responses.and_then(|r| r.get(FORM_KEY))?;
    match answer.get("action").and_then(|a| a.as_str()) {
        Some("accept") => Some(true),
        Some("decline") => Some(false),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::super::words::form;
    use super::super::words::tests::question;
    use super::*;

    fn f_form() -> ElicitRequestParams {
        form(&question(), "get_candidate").unwrap()
    }

    const ANSWER_WITHIN: Duration = super::super::ask::ANSWER_WITHIN;

    #[test]
    fn the_canonical_form_ignores_key_order() {
        let a = serde_json::json!({"b": 1, "a": {"y": [1, {"q": 1, "p": 2}], "x": 2}});
        let b = serde_json::json!({"a": {"x": 2, "y": [1, {"p": 2, "q": 1}]}, "b": 1});
        assert_eq!(canonical("t", &a), canonical("t", &b));
        assert_ne!(canonical("t", &a), canonical("u", &a));
    }

    #[test]
    fn a_sealed_quote_opens_once_for_its_own_call_only() {
        let a = Approvals::new();
        let f = || form(&question(), "get_candidate").unwrap();
        let life = ANSWER_WITHIN;
        let seal = |a: &Approvals| {
            a.seal(
                &question(),
                "get_candidate",
                b"args-1",
                f(),
                SealKind::Form,
                None,
                life,
            )
            .unwrap()
            .request_state
            .unwrap()
        };
        let state = seal(&a);
        assert!(
            a.open(&state, b"other args", 0).is_none(),
            "bound to the arguments"
        );
        let now = crate::clock::now_ms();
        let opened = a.open(&state, b"args-1", now).expect("its own call");
        assert_eq!((opened.cost, opened.kind), (1, SealKind::Form));
        assert!(a.open(&state, b"args-1", now).is_none(), "used once");
        // Another process's key (a restarted server) opens nothing.
        let b = Approvals::new();
        assert!(a.open(&seal(&b), b"args-1", now).is_none());
    }

    #[test]
    fn a_url_mode_state_dies_with_its_page_question() {
        let a = Approvals::new();
        let url = ElicitRequestParams::UrlElicitationParams {
            meta: None,
            message: "m".into(),
            url: "http://127.0.0.1:1/q/x".into(),
            elicitation_id: "e".into(),
        };
        let state = a
            .seal(
                &question(),
                "get_candidate",
                b"args-1",
                url,
                SealKind::Url,
                Some("page-1".into()),
                ANSWER_WITHIN,
            )
            .unwrap()
            .request_state
            .unwrap();
        let now = crate::clock::now_ms();
        let opened = a.open(&state, b"args-1", now).expect("live");
        assert_eq!(opened.kind, SealKind::Url);
        assert_eq!(opened.page.as_deref(), Some("page-1"));
        // Presented again while its question is open: still the same question.
        assert!(a.open(&state, b"args-1", now).is_some());
        a.end_page("page-1");
        assert!(
            a.open(&state, b"args-1", now).is_none(),
            "dead with its page"
        );
        // Past its life: dead too.
        let state = a
            .seal(
                &question(),
                "get_candidate",
                b"args-1",
                f_form(),
                SealKind::Form,
                None,
                Duration::from_secs(1),
            )
            .unwrap()
            .request_state
            .unwrap();
        assert!(a.open(&state, b"args-1", now + 2_000).is_none(), "expired");
    }

    #[test]
    fn a_shared_state_opens_under_the_ledgers_key_for_its_member_only() {
        let key = b"the ledger's key, the same on every replica";
        let sealer = Approvals::shared(key, "asha");
        let state = sealer
            .seal(
                &question(),
                "get_candidate",
                b"args-1",
                f_form(),
                SealKind::Form,
                None,
                ANSWER_WITHIN,
            )
            .unwrap()
            .request_state
            .unwrap();
        let now = crate::clock::now_ms();
        // Another replica (another `Approvals`, the same key) opens it.
        let other = Approvals::shared(key, "asha");
        assert_eq!(
            other.open(&state, b"args-1", now).map(|o| o.kind),
            Some(SealKind::Form)
        );
        assert!(
            other.open(&state, b"args-2", now).is_none(),
            "its call only"
        );
        assert_eq!(Approvals::member_of(key, &state).as_deref(), Some("asha"));
        // Another member, another key, or a process's own key: nothing.
        assert!(Approvals::shared(key, "ravi")
            .open(&state, b"args-1", now)
            .is_none());
        assert!(Approvals::shared(b"another ledger", "asha")
            .open(&state, b"args-1", now)
            .is_none());
        assert!(Approvals::member_of(b"another ledger", &state).is_none());
        assert!(Approvals::new().open(&state, b"args-1", now).is_none());
    }
}
