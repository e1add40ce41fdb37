//! What the client reads in an answer's body for its hooks: the guard
//! reads a request's [`Effect`], never a body, so the facts of an answer
//! that change what a request spent are read here, once, and handed to the
//! hooks with its [`super::Outcome`].

use serde_json::Value;
use talent_spec::enums::InviteStatus;

use super::request::Effect;

/// What an answer says about what its request spent.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub(super) struct Read {
    /// An unlock answered with a record the workspace unlocked before
    /// (see [`unlocked_before`]).
    pub unlocked_before: bool,
    /// A bulk invite's results that say `already_invited` (see
    /// [`already_invited`]).
    pub already_invited: u64,
}

/// The facts of `req`'s answer (`status`, `body`) the hooks are told;
/// `date_before` is the `Date` of the latest answer heard before it went
/// out. Nothing for an error status or another request.
pub(super) fn read(effect: &Effect, status: u16, body: &[u8], date_before: Option<i64>) -> Read {
    if !(200..300).contains(&status) {
        return Read::default();
    }
    match effect {
        Effect::Unlock { .. } => Read {
            unlocked_before: unlocked_before(body, date_before),
            ..Read::default()
        },
        Effect::BulkInvite { .. } => Read {
            already_invited: already_invited(body),
            ..Read::default()
        },
        _ => Read::default(),
    }
}

/// Whether an unlock's answer shows a candidate the workspace unlocked
/// before this request was sent (cli.md, *mcp*, "unlocked before"): the
/// record's `unlockedAt` is at least 1 s earlier than `date_before`, the
/// `Date` of the latest answer this process got before sending it. With
/// no such answer, or no readable `unlockedAt`, it is a spend (false).
fn unlocked_before(body: &[u8], date_before: Option<i64>) -> bool {
    let Some(date) = date_before else {
        return false;
    };
    let Ok(record) = serde_json::from_slice::<Value>(body) else {
        return false;
    };
    record
        .get("unlockedAt")
        .and_then(Value::as_str)
        .and_then(|t| chrono::DateTime::parse_from_rfc3339(t).ok())
        .is_some_and(|at| at.timestamp_millis() <= date.saturating_sub(1000))
}

/// How many of a bulk invite's results say `already_invited`: ids the
/// service sent nothing to (service.md: invited to the job within 30
/// days), which neither reach a person nor use the job's daily cap. Only
/// that status is counted out: a result of any other status, ids missing
/// from `results`, and an answer that cannot be read (0) stay counted as
/// sent (a message may have gone out; the guard errs on the side of the
/// allowance).
fn already_invited(body: &[u8]) -> u64 {
    let Ok(answer) = serde_json::from_slice::<Value>(body) else {
        return 0;
    };
    let Some(results) = answer.get("results").and_then(Value::as_array) else {
        return 0;
    };
    results
        .iter()
        .filter(|r| {
            r.get("status").and_then(Value::as_str) == Some(InviteStatus::AlreadyInvited.as_str())
        })
        .count() as u64
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Regression (issue 44): "unlocked before" is the record's
    /// `unlockedAt` at least 1 s before the `Date` of the latest answer
    /// heard before the request; anything less, or nothing to compare, is
    /// a spend.
    #[test]
    fn a_candidate_unlocked_before_is_a_record_a_second_older_than_the_last_date() {
        let date = chrono::DateTime::parse_from_rfc3339("2026-11-29T08:00:10Z")
            .unwrap()
            .timestamp_millis();
        let rec = |at: &str| format!(r#"{{"talentCardId":"tc_1","unlockedAt":"{at}"}}"#);
        let before = |at: &str, d| unlocked_before(rec(at).as_bytes(), d);
        assert!(before("2026-11-29T08:00:09.000Z", Some(date)));
        assert!(before("2026-11-29T08:00:01.250Z", Some(date)));
        assert!(!before("2026-11-29T08:00:09.001Z", Some(date)), "under 1 s");
        assert!(!before("2026-11-29T08:00:10.500Z", Some(date)), "after");
        assert!(!before("2026-11-29T08:00:01Z", None), "no earlier answer");
        assert!(!unlocked_before(br#"{"talentCardId":"tc_1"}"#, Some(date)));
        assert!(!unlocked_before(
            br#"{"unlockedAt":"yesterday"}"#,
            Some(date)
        ));
        assert!(!unlocked_before(b"not json", Some(date)));
    }

    /// Hole (bulkdirect 1): the guard never saw a bulk invite's results;
    /// the ids answered `already_invited` are what it gives back. Any
    /// other status, and an answer it cannot read, stay counted.
    #[test]
    fn a_bulk_invites_already_invited_results_are_read_for_the_guard() {
        let bulk = Effect::BulkInvite {
            job: "job_1".into(),
            n: 4,
        };
        let body = br#"{"job_id":"job_1","sent_count":1,"results":[
            {"candidate_id":"cand_1","status":"sent","channel":"email"},
            {"candidate_id":"cand_2","status":"already_invited","channel":null},
            {"candidate_id":"cand_3","status":"already_invited","channel":null},
            {"candidate_id":"cand_4","status":"bounced","channel":"email"}]}"#;
        assert_eq!(read(&bulk, 200, body, None).already_invited, 2);
        assert_eq!(read(&bulk, 201, body, None).already_invited, 2);
        assert_eq!(read(&bulk, 429, body, None), Read::default());
        for unreadable in [&b"not json"[..], b"{}", br#"{"results":"no"}"#, b""] {
            assert_eq!(read(&bulk, 200, unreadable, None).already_invited, 0);
        }
        let unlock = Effect::Unlock {
            card: "tc_1".into(),
        };
        assert_eq!(read(&unlock, 200, body, None), Read::default());
    }
}
