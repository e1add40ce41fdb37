//! Issue 48: each `/mcp` conversation — a session, or a 2026-07-28
//! conversation — lives in the team ledger, so any replica serves it with
//! the same allowances, maybes, paid pages and names seen; it goes when it
//! ends (idle, `DELETE`, a revoke), and another member's id is 404 on
//! every replica. Two gateways on one ledger, driven by hand.

use serde_json::{json, Value};

use crate::common::{expect_code, some_talent_cards, TestEnv};
use crate::serve::Gateway;
use crate::serve_mcp::{
    call_stream, member_token, message, open_session, open_session_with, post, read_message,
    two_replicas, Replicas,
};
use crate::team::Db;

const V: (&str, &str) = ("mcp-protocol-version", "2025-11-25");

/// 30 idle minutes at this time scale: 5.4 seconds (room for a slow
/// machine's requests before it), and a wait past them.
const IDLE_SCALE: &str = "0.003";
const PAST_IDLE: std::time::Duration = std::time::Duration::from_millis(6500);

/// A tool call in session `id` on `gw`: the status and the JSON-RPC
/// message.
async fn in_session(
    gw: &Gateway,
    token: &str,
    id: &str,
    n: u64,
    tool: &str,
    args: Value,
) -> (u16, Value) {
    let (s, _, body) = post(
        gw,
        "/mcp",
        Some(token),
        &[("mcp-session-id", id), V],
        json!({"jsonrpc": "2.0", "id": n, "method": "tools/call",
            "params": {"name": tool, "arguments": args}}),
    )
    .await;
    (s, message(&body))
}

/// A 2026-07-28 tool call (no session) with `headers`.
async fn stateless(
    gw: &Gateway,
    token: &str,
    headers: &[(&str, &str)],
    n: u64,
    tool: &str,
    args: Value,
) -> (u16, Value) {
    let meta = json!({
        "io.modelcontextprotocol/protocolVersion": "2026-07-28",
        "io.modelcontextprotocol/clientCapabilities": {},
        "io.modelcontextprotocol/clientInfo": {"name": "t", "version": "1"}
    });
    let mut h = vec![
        ("mcp-protocol-version", "2026-07-28"),
        ("mcp-method", "tools/call"),
        ("mcp-name", tool),
    ];
    h.extend_from_slice(headers);
    let (s, _, body) = post(
        gw,
        "/mcp",
        Some(token),
        &h,
        json!({"jsonrpc": "2.0", "id": n, "method": "tools/call",
            "params": {"name": tool, "arguments": args, "_meta": meta}}),
    )
    .await;
    (s, message(&body))
}

/// The call was not run unasked: a client that cannot be asked gets
/// `pending_approval` pointing at the gateway's approvals page.
fn asked(m: &Value) {
    let r = &m["result"]["structuredContent"];
    assert_eq!(r["pending_approval"], true, "{m}");
    assert!(
        r["approve_at"]
            .as_str()
            .unwrap_or_default()
            .ends_with("/approvals"),
        "{m}"
    );
}

fn ok(m: &Value) {
    assert!(m["result"].is_object(), "{m}");
    assert_ne!(m["result"]["isError"], true, "{m}");
}

/// The member's conversations kept in the ledger, and the names they hold.
fn kept(db: &Db, member: &str) -> (String, String) {
    (
        db.sql(&format!(
            "SELECT count(*) FROM talent_mcp_conversations WHERE member = '{member}'"
        )),
        db.sql(&format!(
            "SELECT coalesce(sum((SELECT count(*) FROM jsonb_object_keys(names))), 0)
             FROM talent_mcp_conversations WHERE member = '{member}'"
        )),
    )
}

fn lead(db: &Db, args: &[&str]) {
    let env = TestEnv::new();
    let mut cmd = std::process::Command::new(crate::common::talent_bin());
    env.apply(&mut cmd);
    let out = cmd
        .env("TALENT_LEDGER_URL", &db.url)
        .stdin(std::process::Stdio::null())
        .args(args)
        .output()
        .expect("talent runs");
    expect_code(&out, 0);
}

/// The replicas allow one unlock per conversation.
const UNLOCK_ONE: &[&str] = &["--mcp-allow-unlocks", "1"];

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_conversations_allowance_spent_across_two_replicas_holds() {
    let Some(Replicas {
        one: a,
        two: b,
        asha,
        sb,
        db,
    }) = two_replicas("search,unlock", UNLOCK_ONE, &[])
    else {
        return;
    };
    let cards = some_talent_cards(&sb, 2).await;
    let id = open_session(&a, "/mcp", &asha).await;
    let (s, first) = in_session(
        &a,
        &asha,
        &id,
        2,
        "get_candidate",
        json!({"talent_card_id": cards[0]}),
    )
    .await;
    assert_eq!(s, 200);
    ok(&first);
    // The one unlock allowed was used on A: on B the next one asks, and
    // this client cannot be asked: its question waits on the approvals page.
    let (s, second) = in_session(
        &b,
        &asha,
        &id,
        3,
        "get_candidate",
        json!({"talent_card_id": cards[1]}),
    )
    .await;
    assert_eq!(s, 200);
    asked(&second);
    assert_eq!(
        db.sql("SELECT count(*) FROM talent_spends WHERE spent AND meter = 'unlocks'"),
        "1"
    );
    assert_eq!(
        db.sql("SELECT used[1] FROM talent_mcp_conversations WHERE member = 'asha'"),
        "1"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_session_opened_on_one_replica_is_served_by_the_other() {
    let Some(Replicas {
        one: a,
        two: b,
        asha,
        sb: _sb,
        db,
    }) = two_replicas("search,unlock", UNLOCK_ONE, &[])
    else {
        return;
    };
    let id = open_session(&a, "/mcp", &asha).await;
    // B never saw this session: it takes it up from the ledger.
    let (s, _, body) = post(
        &b,
        "/mcp",
        Some(&asha),
        &[("mcp-session-id", &id), V],
        json!({"jsonrpc": "2.0", "id": 2, "method": "tools/list"}),
    )
    .await;
    assert_eq!(s, 200, "{body}");
    assert!(message(&body)["result"]["tools"].is_array(), "{body}");
    let (s, m) = in_session(&b, &asha, &id, 3, "get_usage", json!({})).await;
    assert_eq!(s, 200);
    ok(&m);
    // And A serves it still; the ledger keeps the session's id as its
    // digest only.
    let (s, m) = in_session(&a, &asha, &id, 4, "get_usage", json!({})).await;
    assert_eq!(s, 200);
    ok(&m);
    assert_eq!(
        db.sql(&format!(
            "SELECT count(*) FROM talent_mcp_conversations WHERE id = '{id}'"
        )),
        "0"
    );
    assert_eq!(kept(&db, "asha").0, "1");
    // DELETE on B ends it on both.
    let r = reqwest::Client::new()
        .delete(format!("{}/mcp", b.url))
        .bearer_auth(&asha)
        .header("mcp-session-id", &id)
        .send()
        .await
        .expect("answers");
    assert_eq!(r.status().as_u16(), 202);
    assert_eq!(kept(&db, "asha").0, "0");
    let (s, _) = in_session(&a, &asha, &id, 5, "get_usage", json!({})).await;
    assert_eq!(s, 404);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn another_members_session_id_is_404_on_every_replica() {
    let Some(Replicas {
        one: a,
        two: b,
        asha,
        sb: _sb,
        db,
    }) = two_replicas("search,unlock", UNLOCK_ONE, &[])
    else {
        return;
    };
    let ravi = member_token(&db, "ravi", "search,unlock", "mcp");
    let id = open_session(&a, "/mcp", &asha).await;
    for gw in [&a, &b] {
        let (s, _) = in_session(gw, &ravi, &id, 2, "get_usage", json!({})).await;
        assert_eq!(s, 404);
        // Nor is it asha's on the other resource.
        let (s, _, _) = post(
            gw,
            "/mcp/readonly",
            Some(&asha),
            &[("mcp-session-id", &id), V],
            json!({"jsonrpc": "2.0", "id": 3, "method": "tools/list"}),
        )
        .await;
        assert_eq!(s, 404);
    }
    // Still asha's, on both.
    for (n, gw) in [&a, &b].into_iter().enumerate() {
        let (s, m) = in_session(gw, &asha, &id, 10 + n as u64, "get_usage", json!({})).await;
        assert_eq!(s, 200);
        ok(&m);
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_idle_conversation_ends_and_its_names_go() {
    let Some(Replicas {
        one: a,
        two: b,
        asha,
        sb,
        db,
    }) = two_replicas(
        "search,unlock",
        UNLOCK_ONE,
        &[("TALENT_TIME_SCALE", IDLE_SCALE)],
    )
    else {
        return;
    };
    let card = some_talent_cards(&sb, 1).await.remove(0);
    let id = open_session(&a, "/mcp", &asha).await;
    let (s, m) = in_session(
        &a,
        &asha,
        &id,
        2,
        "get_candidate",
        json!({"talent_card_id": card}),
    )
    .await;
    assert_eq!(s, 200);
    ok(&m);
    let (n, names) = kept(&db, "asha");
    assert_eq!(n, "1");
    assert_ne!(names, "0", "the person seen is kept with the conversation");
    std::thread::sleep(PAST_IDLE);
    // The next request on either replica finds it ended: 404, and gone
    // from the ledger with the names it saw.
    let (s, _) = in_session(&b, &asha, &id, 3, "get_usage", json!({})).await;
    assert_eq!(s, 404);
    assert_eq!(kept(&db, "asha"), ("0".to_string(), "0".to_string()));
    let (s, _) = in_session(&a, &asha, &id, 4, "get_usage", json!({})).await;
    assert_eq!(s, 404);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_revoked_member_s_conversations_are_deleted() {
    let Some(Replicas {
        one: a,
        two: b,
        asha: first,
        sb,
        db,
    }) = two_replicas("search,unlock", UNLOCK_ONE, &[])
    else {
        return;
    };
    let second = member_token(&db, "asha", "search,unlock", "both");
    let card = some_talent_cards(&sb, 1).await.remove(0);
    for (n, token) in [&first, &second].into_iter().enumerate() {
        let id = open_session(&a, "/mcp", token).await;
        let (s, m) = in_session(
            &b,
            token,
            &id,
            2,
            "get_candidate",
            json!({"talent_card_id": card}),
        )
        .await;
        assert_eq!(s, 200, "token {n}");
        ok(&m);
        let (s, m) = stateless(&b, token, &[], 3, "get_usage", json!({})).await;
        assert_eq!(s, 200, "token {n}");
        ok(&m);
    }
    assert_eq!(kept(&db, "asha").0, "4");
    // One token's revoke ends its conversations only.
    lead(&db, &["serve", "member", "revoke-token", "asha", "mcp"]);
    assert_eq!(kept(&db, "asha").0, "2");
    // The member's, all of them, with the names they saw.
    lead(&db, &["serve", "member", "revoke", "asha"]);
    assert_eq!(kept(&db, "asha"), ("0".to_string(), "0".to_string()));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_stateless_conversations_allowance_spent_across_two_replicas_holds() {
    let Some(Replicas {
        one: a,
        two: b,
        asha,
        sb,
        db,
    }) = two_replicas("search,unlock", UNLOCK_ONE, &[])
    else {
        return;
    };
    let cards = some_talent_cards(&sb, 2).await;
    let (s, first) = stateless(
        &a,
        &asha,
        &[],
        1,
        "get_candidate",
        json!({"talent_card_id": cards[0]}),
    )
    .await;
    assert_eq!(s, 200);
    ok(&first);
    let (s, second) = stateless(
        &b,
        &asha,
        &[],
        2,
        "get_candidate",
        json!({"talent_card_id": cards[1]}),
    )
    .await;
    assert_eq!(s, 200);
    asked(&second);
    assert_eq!(
        db.sql("SELECT count(*) FROM talent_spends WHERE spent AND meter = 'unlocks'"),
        "1"
    );
    // Other options are another conversation, with its own allowance.
    let (s, third) = stateless(
        &b,
        &asha,
        &[("x-mcp-toolsets", "candidates,usage")],
        3,
        "get_candidate",
        json!({"talent_card_id": cards[1]}),
    )
    .await;
    assert_eq!(s, 200);
    ok(&third);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_idle_stateless_conversation_ends_and_its_names_go() {
    let Some(Replicas {
        one: a,
        two: b,
        asha,
        sb,
        db,
    }) = two_replicas(
        "search,unlock",
        UNLOCK_ONE,
        &[("TALENT_TIME_SCALE", IDLE_SCALE)],
    )
    else {
        return;
    };
    let cards = some_talent_cards(&sb, 2).await;
    let (s, m) = stateless(
        &a,
        &asha,
        &[],
        1,
        "get_candidate",
        json!({"talent_card_id": cards[0]}),
    )
    .await;
    assert_eq!(s, 200);
    ok(&m);
    let (n, names) = kept(&db, "asha");
    assert_eq!(n, "1");
    assert_ne!(names, "0");
    std::thread::sleep(PAST_IDLE);
    // Begun afresh: no names, and the allowance whole again.
    let (s, m) = stateless(
        &b,
        &asha,
        &[],
        2,
        "get_candidate",
        json!({"talent_card_id": cards[1]}),
    )
    .await;
    assert_eq!(s, 200);
    ok(&m);
    assert_eq!(
        db.sql("SELECT used[1] FROM talent_mcp_conversations WHERE member = 'asha'"),
        "1"
    );
    let names = db.sql("SELECT names::text FROM talent_mcp_conversations WHERE member = 'asha'");
    assert!(!names.contains(&cards[0]), "{names}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_revoked_member_s_stateless_conversations_are_deleted() {
    let Some(Replicas {
        one: a,
        two: b,
        asha,
        sb,
        db,
    }) = two_replicas("search,unlock", UNLOCK_ONE, &[])
    else {
        return;
    };
    let ravi = member_token(&db, "ravi", "search,unlock", "mcp");
    let card = some_talent_cards(&sb, 1).await.remove(0);
    for (n, (gw, token)) in [(&a, &asha), (&b, &ravi)].into_iter().enumerate() {
        let (s, m) = stateless(
            gw,
            token,
            &[],
            n as u64,
            "get_candidate",
            json!({"talent_card_id": card}),
        )
        .await;
        assert_eq!(s, 200);
        ok(&m);
    }
    lead(&db, &["serve", "member", "revoke", "asha"]);
    assert_eq!(kept(&db, "asha"), ("0".to_string(), "0".to_string()));
    assert_eq!(kept(&db, "ravi").0, "1", "another member's stays");
}

/// A form elicitation's answer that lands on the other replica (which
/// holds the session too) reaches the call waiting on the first, through
/// the ledger: the call goes on with the person's yes.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_elicitation_answered_on_the_other_replica_reaches_the_waiting_call() {
    let Some(Replicas {
        one: a,
        two: b,
        asha,
        sb,
        db,
    }) = two_replicas("search,unlock", &["--mcp-allow-unlocks", "0"], &[])
    else {
        return;
    };
    let card = some_talent_cards(&sb, 1).await.remove(0);
    let form = json!({"elicitation": {"form": {}}});
    let id = open_session_with(&a, "/mcp", &asha, form).await;
    // B holds the session too.
    let (s, m) = in_session(&b, &asha, &id, 2, "get_usage", json!({})).await;
    assert_eq!(s, 200);
    ok(&m);
    // The unlock on A asks (no unlock is allowed without a yes).
    let args = json!({"talent_card_id": card});
    let mut call = call_stream(&a, &asha, &id, 3, "get_candidate", args).await;
    let mut text = String::new();
    let asked = read_message(&mut call, &mut text, |m| {
        m["method"] == "elicitation/create"
    })
    .await;
    // The yes goes to B.
    let (s, _, body) = post(
        &b,
        "/mcp",
        Some(&asha),
        &[("mcp-session-id", &id), V],
        json!({"jsonrpc": "2.0", "id": asked["id"].clone(),
            "result": {"action": "accept", "content": {"confirm": true}}}),
    )
    .await;
    assert_eq!(s, 202, "{body}");
    let done = read_message(&mut call, &mut text, |m| {
        m["id"] == 3 && m.get("method").is_none()
    })
    .await;
    ok(&done);
    assert_ne!(
        done["result"]["structuredContent"]["declined"], true,
        "{done}"
    );
    assert_eq!(
        db.sql("SELECT count(*) FROM talent_spends WHERE spent AND meter = 'unlocks'"),
        "1"
    );
    assert_eq!(
        db.sql("SELECT count(*) FROM talent_mcp_relay"),
        "0",
        "taken once"
    );
}

/// A paid page cut to fit on one replica: its cursor is followed on the
/// other, free (the page is kept with the conversation in the ledger).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_paid_pages_cursor_is_followed_on_the_other_replica() {
    let Some(Replicas {
        one: a,
        two: b,
        asha,
        sb: _sb,
        db,
    }) = two_replicas("search,unlock", UNLOCK_ONE, &[])
    else {
        return;
    };
    let id = open_session(&a, "/mcp", &asha).await;
    let q = json!({"skills": ["python"], "page_size": 20, "fields": ["all"]});
    let (s, first) = in_session(&a, &asha, &id, 2, "search_candidates", q).await;
    assert_eq!(s, 200);
    ok(&first);
    let v = &first["result"]["structuredContent"];
    assert_eq!(v["truncated"], true, "{v}");
    let next = v["next"].clone();
    assert!(next["cursor"].is_string(), "{next}");
    let (s, followed) = in_session(&b, &asha, &id, 3, "search_candidates", next.clone()).await;
    assert_eq!(s, 200);
    ok(&followed);
    let results = followed["result"]["structuredContent"]["results"]
        .as_array()
        .cloned()
        .unwrap_or_default();
    assert!(!results.is_empty(), "{followed}");
    assert_eq!(
        results[0]["talentCardId"], v["results"][0]["talentCardId"],
        "the same page"
    );
    assert_eq!(
        db.sql("SELECT count(*) FROM talent_spends WHERE spent AND meter = 'searches'"),
        "1",
        "the cursor is free"
    );
}
