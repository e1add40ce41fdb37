//! `Idempotency-Key` at the gateway (cli.md, *serve*: "idempotency claims
//! by member and key"; the header is the gateway's own and never sent on).
//! A write (`POST`, `PATCH`) with a key is claimed in the team ledger under
//! the authenticated member and the key before it is admitted — the same
//! claim a command's `--idempotency-key` makes on a team ledger, so every
//! gateway on the ledger sees it — and its answer recorded when it
//! succeeds. A repeat by the same member sends nothing and spends nothing:
//! it gets the recorded answer again (`Idempotent-Replayed: true`), as
//! `--idempotency-key` prints the recorded result; while the first is in
//! flight it is 409 `idempotency_key_in_use`; the same key with another
//! request is 422 `idempotency_key_reused`. Another member's key of the
//! same text is their own claim.

use std::sync::Arc;

use axum::body::Body;
use axum::http::{header, HeaderMap, HeaderValue, StatusCode};
use axum::response::Response;
use serde_json::{json, Value};

use super::{error_reply, lock, Gateway};
use crate::api::Surface;
use crate::ledger::pg::admission::Admission;
use crate::ledger::pg::members::Verdict;
use crate::ledger::pg::KeyClaim;
use crate::ledger::{Claim, Recorded, Store};

/// The longest key taken (Stripe's bound).
const MAX_KEY: usize = 255;

/// The ledger's owner of a member's claims.
fn owner(member: &str) -> String {
    format!("gateway:{member}")
}

/// The request a key was first used with: its method, path, query and
/// body, as a SHA-256 in hex.
pub fn request_digest(method: &str, path: &str, query: Option<&str>, body: &[u8]) -> String {
    let mut ctx = ring::digest::Context::new(&ring::digest::SHA256);
    for part in [
        method.as_bytes(),
        path.as_bytes(),
        query.unwrap_or("").as_bytes(),
    ] {
        ctx.update(&(part.len() as u64).to_be_bytes());
        ctx.update(part);
    }
    ctx.update(body);
    ctx.finish()
        .as_ref()
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect()
}

/// An `Idempotency-Key` that is not one.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct BadKey;

impl BadKey {
    /// Its 400 in the interface's format.
    pub fn reply(self, surface: Surface) -> Response {
        error_reply(
            surface,
            StatusCode::BAD_REQUEST,
            "invalid_idempotency_key",
            "send one Idempotency-Key of 1 to 255 visible ASCII characters; nothing was sent",
        )
    }
}

/// The `Idempotency-Key` of a write, when it has one.
pub fn key_of(method: &str, headers: &HeaderMap) -> std::result::Result<Option<String>, BadKey> {
    if !matches!(method, "POST" | "PATCH") {
        return Ok(None);
    }
    // Two keys are refused, not one of them picked: which the client meant
    // is not the gateway's to guess (as with two `Authorization` headers).
    let mut all = headers.get_all("idempotency-key").iter();
    let Some(v) = all.next() else {
        return Ok(None);
    };
    if all.next().is_some() {
        return Err(BadKey);
    }
    let key = v.to_str().unwrap_or("").trim();
    if key.is_empty() || key.len() > MAX_KEY || !key.bytes().all(|b| b.is_ascii_graphic()) {
        return Err(BadKey);
    }
    Ok(Some(key.to_string()))
}

/// A claim this request holds: recorded with the answer, or given back.
pub struct Held {
    gw: Arc<Gateway>,
    owner: String,
    key: String,
    request: String,
    done: bool,
}

impl Gateway {
    /// Claims `key` for the member's request (`request`: its digest), the
    /// credential judged in the same statement (`admission`'s: a key's
    /// recorded answer is never given to a token the ledger would not
    /// take): the claim to finish, or the answer to send instead (the
    /// credential's refusal, the recorded answer, 409 while in flight, 422
    /// for another request, 503 without the ledger).
    pub async fn claim_key(
        self: &Arc<Self>,
        surface: Surface,
        admission: &Admission,
        (member, grant): (&str, Option<&str>),
        key: &str,
        request: &str,
    ) -> std::result::Result<Held, Refused> {
        let owner = owner(member);
        // One run's claims are all this gateway's: two requests with one
        // key on this gateway are told apart here, other gateways' by the
        // ledger.
        if !lock(&self.claims).insert((owner.clone(), key.to_string())) {
            return Err(Refused::Claim(in_use(surface)));
        }
        let held = Held {
            gw: Arc::clone(self),
            owner: owner.clone(),
            key: key.to_string(),
            request: request.to_string(),
            done: true,
        };
        let claim = KeyClaim {
            owner,
            key: key.to_string(),
            command: crate::guard::GATEWAY_COMMAND.to_string(),
            request: request.to_string(),
        };
        let (verdict, claimed) = match admission.claim_async(&claim).await {
            Ok(v) => v,
            Err(e) => return Err(Refused::Claim(self.ledger_away(surface, &e))),
        };
        self.note_verdict(admission.digest(), &verdict);
        if !matches!(verdict, Verdict::Ok(_)) {
            return Err(Refused::Credential(
                self.verdict_reply(surface, &verdict, grant),
            ));
        }
        match claimed {
            Some(Claim::Mine) => {
                let mut held = held;
                held.done = false;
                Ok(held)
            }
            Some(Claim::Done(rec)) if rec.request != request => Err(Refused::Claim(error_reply(
                surface,
                StatusCode::UNPROCESSABLE_ENTITY,
                "idempotency_key_reused",
                "this Idempotency-Key was used with another request; nothing was sent",
            ))),
            Some(Claim::Done(rec)) => Err(Refused::Claim(replay(surface, &rec))),
            Some(Claim::Busy { .. }) | None => Err(Refused::Claim(in_use(surface))),
        }
    }
}

/// Why a keyed write goes no further than its claim.
pub enum Refused {
    /// The ledger refused the credential (401 or 403): no member's line.
    Credential(Response),
    /// The claim's answer (the recorded one, 409, 422) or 503.
    Claim(Response),
}

impl Held {
    /// Records the answer of a request that succeeded (a repeat gets it
    /// again) with the request's settles in one flight (`admission`), or
    /// gives the claim back (it may be tried again).
    pub async fn finish(
        mut self,
        admission: &Admission,
        status: u16,
        content_type: Option<&str>,
        body: &[u8],
    ) {
        self.done = true;
        let done = if (200..300).contains(&status) {
            let rec = Recorded {
                command: crate::guard::GATEWAY_COMMAND.to_string(),
                request: self.request.clone(),
                result: recorded_answer(status, content_type, body),
                at_ms: self.gw.parts.members.store().now_ms(),
            };
            admission
                .record_with_settles(&self.owner, &self.key, &rec)
                .await
        } else {
            let store = self.gw.parts.members.store();
            let (o, k) = (self.owner.clone(), self.key.clone());
            crate::task::spawn_blocking(move || store.release_idempotent(&o, &k))
                .await
                .unwrap_or_else(|_| Err(crate::Error::ledger("the ledger's release stopped")))
        };
        if let Err(e) = done {
            (self.gw.parts.log)(&format!(
                "an Idempotency-Key's answer was not recorded: {}",
                self.gw.masked(&e.message)
            ));
        }
        lock(&self.gw.claims).remove(&(self.owner.clone(), self.key.clone()));
    }
}

impl Drop for Held {
    /// A request that ended before its answer (refused, dropped): the
    /// claim goes back.
    fn drop(&mut self) {
        lock(&self.gw.claims).remove(&(self.owner.clone(), self.key.clone()));
        if self.done {
            return;
        }
        let store: Arc<dyn Store> = self.gw.parts.members.store();
        let (o, k) = (self.owner.clone(), self.key.clone());
        std::thread::spawn(move || {
            let _ = store.release_idempotent(&o, &k);
        });
    }
}

fn in_use(surface: Surface) -> Response {
    let mut r = error_reply(
        surface,
        StatusCode::CONFLICT,
        "idempotency_key_in_use",
        "a request with this Idempotency-Key is in flight; nothing was sent",
    );
    r.headers_mut()
        .insert(header::RETRY_AFTER, HeaderValue::from_static("1"));
    r
}

/// An answer as the ledger keeps it (text: a JSON object): its status,
/// `Content-Type` and body — the body as text when it is UTF-8, else its
/// bytes in base64 (`body_base64`), so a binary answer (or one with a
/// NUL, which a text column cannot hold) replays byte for byte.
pub fn recorded_answer(status: u16, content_type: Option<&str>, body: &[u8]) -> String {
    let mut v = json!({"status": status, "content_type": content_type});
    match std::str::from_utf8(body) {
        Ok(text) if !text.contains('\0') => v["body"] = json!(text),
        _ => {
            use base64::Engine as _;
            v["body_base64"] = json!(base64::engine::general_purpose::STANDARD.encode(body));
        }
    }
    v.to_string()
}

/// A recorded answer read back: status, `Content-Type`, body bytes
/// (`None` for what [`recorded_answer`] did not write).
pub fn replayed_answer(result: &str) -> Option<(StatusCode, Option<String>, Vec<u8>)> {
    use base64::Engine as _;
    let v: Value = serde_json::from_str(result).ok()?;
    let status = v["status"]
        .as_u64()
        .and_then(|s| u16::try_from(s).ok())
        .and_then(|s| StatusCode::from_u16(s).ok())?;
    let body = match (v["body"].as_str(), v["body_base64"].as_str()) {
        (Some(text), _) => text.as_bytes().to_vec(),
        (None, Some(b64)) => base64::engine::general_purpose::STANDARD.decode(b64).ok()?,
        (None, None) => Vec::new(),
    };
    Some((status, v["content_type"].as_str().map(str::to_string), body))
}

/// The recorded answer again.
fn replay(surface: Surface, rec: &Recorded) -> Response {
    let Some((status, content_type, body)) = replayed_answer(&rec.result) else {
        return in_use(surface);
    };
    let mut r = Response::new(Body::from(body));
    *r.status_mut() = status;
    if let Some(ct) = content_type.and_then(|c| HeaderValue::from_str(&c).ok()) {
        r.headers_mut().insert(header::CONTENT_TYPE, ct);
    }
    r.headers_mut()
        .insert("idempotent-replayed", HeaderValue::from_static("true"));
    r
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_write_with_two_idempotency_keys_is_refused_and_one_key_is_taken() {
        let mut h = HeaderMap::new();
        assert!(matches!(key_of("POST", &h), Ok(None)));
        h.append("idempotency-key", HeaderValue::from_static(" job-1 "));
        assert_eq!(key_of("POST", &h).ok().flatten().as_deref(), Some("job-1"));
        assert!(matches!(key_of("GET", &h), Ok(None)), "a read has no key");
        h.append("idempotency-key", HeaderValue::from_static("job-2"));
        assert!(key_of("POST", &h).is_err());
        assert!(key_of("PATCH", &h).is_err());
        let mut long = HeaderMap::new();
        long.append(
            "idempotency-key",
            HeaderValue::from_str(&"k".repeat(256)).unwrap(),
        );
        assert!(key_of("POST", &long).is_err());
    }

    /// Regression (issue 47, gw-gaps): the first answer's body was kept
    /// as lossy text, so a binary answer replayed with U+FFFD in place of
    /// its bytes (and a NUL could not be kept at all).
    #[test]
    fn a_binary_answer_replays_byte_for_byte() {
        let binary: Vec<u8> = (0u8..=255).chain([0xff, 0xfe, 0x00, 0xc3]).collect();
        for (ct, body) in [
            (Some("application/octet-stream"), binary.as_slice()),
            (Some("application/json"), "{\"name\":\"Zoë\"}".as_bytes()),
            (None, b"a\0b".as_slice()),
            (None, b"".as_slice()),
        ] {
            let kept = recorded_answer(201, ct, body);
            let (status, content_type, again) = replayed_answer(&kept).expect("read back");
            assert_eq!(status, StatusCode::CREATED);
            assert_eq!(content_type.as_deref(), ct);
            assert_eq!(again, body, "{kept}");
        }
        // What an earlier gateway kept (text) reads back as it was.
        let old = json!({"status": 200, "content_type": "application/json", "body": "{}"});
        assert_eq!(replayed_answer(&old.to_string()).unwrap().2, b"{}");
    }
}
