//! Issue 48, SEP-1699: a session's request streams on `/mcp` are
//! resumable across replicas. Each event is kept in the team ledger
//! before it is sent, under an id naming its stream; a client cut off
//! mid-call reconnects with `GET` and `Last-Event-ID` on either replica
//! and gets the rest of that stream exactly once — its member and session
//! only. Two gateways on one ledger, driven by hand.

use serde_json::json;

use crate::common::{some_talent_cards, Sandbox};
use crate::serve::Gateway;
use crate::serve_mcp::{
    call_stream, events, member_token, open_session, open_session_with, post, read_until, Event,
};
use crate::team::Db;

const V: (&str, &str) = ("mcp-protocol-version", "2025-11-25");

/// `GET /mcp` in session `id` with `Last-Event-ID: last`: the status and,
/// for a 200, the whole stream (it ends with the stream it resumes).
async fn resume(gw: &Gateway, token: &str, id: &str, last: &str) -> (u16, String) {
    let r = reqwest::Client::new()
        .get(format!("{}/mcp", gw.url))
        .bearer_auth(token)
        .header("accept", "text/event-stream")
        .header("mcp-session-id", id)
        .header(V.0, V.1)
        .header("last-event-id", last)
        .send()
        .await
        .expect("the gateway answers");
    let status = r.status().as_u16();
    let body = tokio::time::timeout(std::time::Duration::from_secs(30), r.text())
        .await
        .expect("the resumed stream ends with its stream")
        .unwrap_or_default();
    (status, body)
}

/// The messages of `text` whose `id` is `n` (a request's answer).
fn answers(text: &str, n: u64) -> usize {
    events(text)
        .iter()
        .filter_map(Event::message)
        .filter(|m| m["id"] == n && m.get("method").is_none())
        .count()
}

/// Two replicas on one ledger where an unlock is asked first.
fn two(sb: &Sandbox, db: &Db) -> (Gateway, Gateway) {
    let start = || {
        Gateway::try_start(sb, db, &["--mcp-allow-unlocks", "0"], &[])
            .unwrap_or_else(|(code, err)| panic!("serve exited {code:?}: {err}"))
    };
    (start(), start())
}

/// An unlock's stream on A, cut once it asked; the question answered on
/// B; the stream resumed on B from the question's id: the rest — the
/// call's answer — exactly once, and the stream ends. Resumed on A from
/// its priming event: the question and the answer, once each. Before the
/// event store, the gateway dropped a stream's events once its client
/// went, and a `GET` with `Last-Event-ID` opened the session's own stream
/// instead (the answer never came).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_stream_cut_mid_call_resumes_on_the_other_replica_exactly_once() {
    let Some(db) = Db::create("TALENT_TEST_PG_URL") else {
        return;
    };
    let sb = Sandbox::start();
    let asha = member_token(&db, "asha", "search,unlock", "mcp");
    let (a, b) = two(&sb, &db);
    let card = some_talent_cards(&sb, 1).await.remove(0);
    let form = json!({"elicitation": {"form": {}}});
    let id = open_session_with(&a, "/mcp", &asha, form).await;
    let args = json!({"talent_card_id": card});
    let mut call = call_stream(&a, &asha, &id, 3, "get_candidate", args).await;
    let mut text = String::new();
    let asked = read_until(&mut call, &mut text, |e| {
        e.message()
            .is_some_and(|m| m["method"] == "elicitation/create")
    })
    .await;
    // The first event primes the client: an id, an empty data, a retry.
    let primed = events(&text).remove(0);
    assert!(primed.id.is_some(), "{text}");
    assert_eq!(primed.data.as_deref(), Some(""), "{text}");
    assert_eq!(primed.retry.as_deref(), Some("3000"), "{text}");
    let asked_at = asked.id.clone().expect("the question has an id");
    let question = asked.message().unwrap();
    // The client is cut off.
    drop(call);
    // The yes goes to B.
    let (s, _, body) = post(
        &b,
        "/mcp",
        Some(&asha),
        &[("mcp-session-id", &id), V],
        json!({"jsonrpc": "2.0", "id": question["id"].clone(),
            "result": {"action": "accept", "content": {"confirm": true}}}),
    )
    .await;
    assert_eq!(s, 202, "{body}");
    // Resumed on B from the question: the answer, once; the stream ends.
    let (s, rest) = resume(&b, &asha, &id, &asked_at).await;
    assert_eq!(s, 200, "{rest}");
    assert_eq!(answers(&rest, 3), 1, "{rest}");
    let done = events(&rest)
        .iter()
        .filter_map(Event::message)
        .find(|m| m["id"] == 3)
        .unwrap();
    assert!(done["result"].is_object(), "{done}");
    assert_ne!(
        done["result"]["structuredContent"]["declined"], true,
        "{done}"
    );
    assert!(
        !rest.contains("elicitation/create"),
        "nothing before the id: {rest}"
    );
    // Every event resumed names the same stream as the one it follows.
    let stream = asked_at.split('.').next().unwrap();
    for e in events(&rest) {
        let eid = e.id.expect("a resumed event has its id");
        assert!(eid.starts_with(&format!("{stream}.")), "{eid}");
    }
    // Resumed on A from the priming event: the question and the answer.
    let (s, all) = resume(&a, &asha, &id, primed.id.as_deref().unwrap()).await;
    assert_eq!(s, 200, "{all}");
    assert_eq!(all.matches("elicitation/create").count(), 1, "{all}");
    assert_eq!(answers(&all, 3), 1, "{all}");
    assert_eq!(
        db.sql("SELECT count(*) FROM talent_spends WHERE spent AND meter = 'unlocks'"),
        "1",
        "one unlock"
    );
}

/// `Last-Event-ID` is the member's own session's only: another member's
/// event id in their own session, or with the first member's session id,
/// is 404; an unknown one 404, one not of the gateway's form 400. Ending
/// the session deletes its events.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn another_members_last_event_id_is_refused_and_an_unknown_one_is_404() {
    let Some(db) = Db::create("TALENT_TEST_PG_URL") else {
        return;
    };
    let sb = Sandbox::start();
    let asha = member_token(&db, "asha", "search", "mcp");
    let ravi = member_token(&db, "ravi", "search", "mcp");
    let (a, b) = two(&sb, &db);
    let id = open_session(&a, "/mcp", &asha).await;
    let (s, _, body) = post(
        &a,
        "/mcp",
        Some(&asha),
        &[("mcp-session-id", &id), V],
        json!({"jsonrpc": "2.0", "id": 2, "method": "tools/call",
            "params": {"name": "get_usage", "arguments": {}}}),
    )
    .await;
    assert_eq!(s, 200, "{body}");
    let evs = events(&body);
    let primed = evs[0].id.clone().expect("primed");
    assert_eq!(answers(&body, 2), 1, "{body}");
    // Her own: the answer after the priming event, on either replica.
    let (s, rest) = resume(&b, &asha, &id, &primed).await;
    assert_eq!(s, 200, "{rest}");
    assert_eq!(answers(&rest, 2), 1, "{rest}");
    // Ravi's own session with her event id: 404; her session id: 404.
    let theirs = open_session(&b, "/mcp", &ravi).await;
    for gw in [&a, &b] {
        let (s, text) = resume(gw, &ravi, &theirs, &primed).await;
        assert_eq!(s, 404, "{text}");
        assert!(!text.contains("\"id\":2"), "{text}");
        let (s, text) = resume(gw, &ravi, &id, &primed).await;
        assert_eq!(s, 404, "{text}");
    }
    // An id of no stream kept: 404; not of the gateway's form: 400.
    let stream = primed.split('.').next().unwrap();
    let (s, _) = resume(&a, &asha, &id, &format!("{}.1", "0".repeat(stream.len()))).await;
    assert_eq!(s, 404);
    for bad in ["0/3", "42", "x.1"] {
        let (s, text) = resume(&a, &asha, &id, bad).await;
        assert_eq!(s, 400, "{bad}: {text}");
    }
    // The session's end deletes its events.
    let kept = db.sql("SELECT count(*) FROM talent_mcp_events");
    assert_ne!(kept, "0");
    let r = reqwest::Client::new()
        .delete(format!("{}/mcp", a.url))
        .bearer_auth(&asha)
        .header("mcp-session-id", &id)
        .header(V.0, V.1)
        .send()
        .await
        .expect("A answers");
    assert_eq!(r.status().as_u16(), 202);
    assert_eq!(
        db.sql(&format!(
            "SELECT count(*) FROM talent_mcp_events WHERE stream = '{stream}'"
        )),
        "0"
    );
}

/// Found by the conformance suite's `server-sse-polling`: its earlier
/// scenarios leave clients open, each with the session's own `GET`
/// stream, so the member's four open streams were taken and the resume
/// waited for a place past the scenario's 30 s. A resume continues a
/// request's answer: it takes a place among the member's requests in
/// flight, not their open streams.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_resume_is_answered_while_the_members_four_open_streams_are_taken() {
    let Some(db) = Db::create("TALENT_TEST_PG_URL") else {
        return;
    };
    let sb = Sandbox::start();
    let asha = member_token(&db, "asha", "search", "mcp");
    let gw = Gateway::start(&sb, &db, &[]);
    let id = open_session(&gw, "/mcp", &asha).await;
    let (s, _, body) = post(
        &gw,
        "/mcp",
        Some(&asha),
        &[("mcp-session-id", &id), V],
        json!({"jsonrpc": "2.0", "id": 2, "method": "tools/call",
            "params": {"name": "get_usage", "arguments": {}}}),
    )
    .await;
    assert_eq!(s, 200, "{body}");
    let primed = events(&body)[0].id.clone().expect("primed");
    let mut open = Vec::new();
    for _ in 0..4 {
        let r = reqwest::Client::new()
            .get(format!("{}/mcp", gw.url))
            .bearer_auth(&asha)
            .header("accept", "text/event-stream")
            .header("mcp-session-id", &id)
            .header(V.0, V.1)
            .send()
            .await
            .expect("a stream");
        assert_eq!(r.status().as_u16(), 200);
        open.push(r);
    }
    let started = std::time::Instant::now();
    let (s, rest) = tokio::time::timeout(
        std::time::Duration::from_secs(10),
        resume(&gw, &asha, &id, &primed),
    )
    .await
    .expect("the resume does not wait for an open stream to close");
    assert_eq!(s, 200, "{rest}");
    assert_eq!(answers(&rest, 2), 1, "{rest}");
    assert!(started.elapsed() < std::time::Duration::from_secs(10));
    drop(open);
}

/// The ledger keeps a stream's newest `cap` events only (an older id is
/// no longer known: a resume from it is 404), another stream's are its
/// own, nothing is kept for a conversation that has ended, and its events
/// go with it.
#[test]
fn a_stream_keeps_its_newest_events_and_they_go_with_the_conversation() {
    let Some(db) = Db::create("TALENT_TEST_PG_URL") else {
        return;
    };
    let target = match talent::config::ledger::parse(&db.url, talent::config::ledger::Source::Flag)
        .expect("the test database's URL")
    {
        talent::config::ledger::Target::Postgres(t) => t,
        other => panic!("a team ledger: {other:?}"),
    };
    let store = talent::ledger::pg::PgStore::start(
        target,
        talent::config::ledger::Mode::Required,
        std::sync::Arc::new(talent::ledger::SqliteStore::in_memory().expect("local file")),
        std::time::Duration::from_secs(60),
    )
    .expect("team ledger");
    let m = talent::ledger::pg::members::Members::new(std::sync::Arc::new(store));
    let owner = talent::ledger::pg::conversations::ConvOwner {
        member: "asha".into(),
        credential: "mcp".into(),
        resource: "/mcp".into(),
    };
    m.mcp_open("conv-1", &owner, "{}").expect("opened");
    let (s, t) = ("a".repeat(32), "b".repeat(32));
    let mut ids = Vec::new();
    for n in 0..6 {
        let body = format!("{{\"n\":{n}}}");
        ids.push(
            m.mcp_event_put("conv-1", &s, Some(&body), false, 4)
                .expect("kept")
                .expect("the conversation is live"),
        );
    }
    let other = m
        .mcp_event_put("conv-1", &t, Some("{}"), true, 4)
        .expect("kept")
        .expect("live");
    assert!(!m.mcp_event_known("conv-1", &s, ids[1]).unwrap(), "pruned");
    assert!(m.mcp_event_known("conv-1", &s, ids[2]).unwrap());
    assert!(
        !m.mcp_event_known("conv-1", &t, ids[2]).unwrap(),
        "another stream"
    );
    assert!(
        !m.mcp_event_known("conv-2", &s, ids[2]).unwrap(),
        "another conversation"
    );
    let after = m
        .mcp_events_after("conv-1", &s, ids[2], 64)
        .unwrap()
        .expect("live");
    let kept: Vec<i64> = after.iter().map(|e| e.id).collect();
    assert_eq!(kept, ids[3..].to_vec());
    assert_eq!(after[0].body.as_deref(), Some("{\"n\":3}"));
    assert!(m
        .mcp_events_after("conv-1", &t, other, 64)
        .unwrap()
        .expect("live")
        .is_empty());
    // Nothing is kept for a conversation that ended; its events went.
    assert!(m.mcp_end("conv-1", "asha").unwrap());
    assert_eq!(m.mcp_event_put("conv-1", &s, None, true, 4).unwrap(), None);
    assert_eq!(m.mcp_events_after("conv-1", &s, 0, 64).unwrap(), None);
    assert_eq!(db.sql("SELECT count(*) FROM talent_mcp_events"), "0");
}
