//! The sealed `input_required` state of 2026-07-28 on the gateway's
//! `/mcp` (cli.md, *serve*, *Replicas*): sealed under the ledger's key,
//! so a state sealed on one replica opens on another; bound to its member
//! inside the sealed payload (another member's is 404 on every replica);
//! used once across replicas. Two gateways on one throwaway PostgreSQL.

use serde_json::{json, Value};

use crate::common::Sandbox;
use crate::serve::Gateway;
use crate::serve_mcp::{member_token, message, post};
use crate::team::Db;

const SEARCH: &str = "search_candidates";

/// A 2026-07-28 search from a form-capable client, with a state and a yes
/// when `state` is given.
fn search(id: u64, state: Option<&str>) -> Value {
    let mut params = json!({"name": SEARCH,
    "arguments": {"min_exp": 1, "page_size": 2},
    "_meta": {
        "io.modelcontextprotocol/protocolVersion": "2026-07-28",
        "io.modelcontextprotocol/clientCapabilities": {"elicitation": {"form": {}}},
        "io.modelcontextprotocol/clientInfo": {"name": "t", "version": "1"}
    }});
    if let Some(s) = state {
        params["requestState"] = json!(s);
        params["inputResponses"] =
            json!({"confirm": {"action": "accept", "content": {"confirm": true}}});
    }
    json!({"jsonrpc": "2.0", "id": id, "method": "tools/call", "params": params})
}

const HEADERS: [(&str, &str); 4] = [
    ("mcp-protocol-version", "2026-07-28"),
    ("mcp-method", "tools/call"),
    ("mcp-name", SEARCH),
    ("x-mcp-allow-searches", "0"),
];

fn searches(db: &Db) -> String {
    db.sql("SELECT count(*) FROM talent_spends WHERE spent AND meter = 'searches'")
}

/// The state of a form question asked on `gw` for `token`.
async fn asked(gw: &Gateway, token: &str) -> String {
    let (s, _, body) = post(gw, "/mcp", Some(token), &HEADERS, search(1, None)).await;
    assert_eq!(s, 200, "{body}");
    let asked = message(&body);
    asked["result"]["requestState"]
        .as_str()
        .unwrap_or_else(|| panic!("input_required with a state: {asked}"))
        .to_string()
}

fn spent(body: &str) -> bool {
    message(body)["result"]["structuredContent"]["results"].is_array()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_form_state_sealed_on_one_replica_opens_on_the_other() {
    let Some(db) = Db::create("TALENT_TEST_PG_URL") else {
        return;
    };
    let sb = Sandbox::start();
    let asha = member_token(&db, "asha", "search", "mcp");
    let one = Gateway::start(&sb, &db, &[]);
    let two = Gateway::start(&sb, &db, &[]);
    let state = asked(&one, &asha).await;
    assert_eq!(searches(&db), "0");
    let (s, _, body) = post(&two, "/mcp", Some(&asha), &HEADERS, search(2, Some(&state))).await;
    assert_eq!(s, 200, "{body}");
    assert!(spent(&body), "{body}");
    assert_eq!(searches(&db), "1");
    // One key for the ledger, made once.
    assert_eq!(db.sql("SELECT count(*) FROM talent_mcp_seal"), "1");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_sealed_state_presented_by_another_member_is_404_on_every_replica() {
    let Some(db) = Db::create("TALENT_TEST_PG_URL") else {
        return;
    };
    let sb = Sandbox::start();
    let asha = member_token(&db, "asha", "search", "mcp");
    let ravi = member_token(&db, "ravi", "search", "mcp");
    let one = Gateway::start(&sb, &db, &[]);
    let two = Gateway::start(&sb, &db, &[]);
    let state = asked(&one, &asha).await;
    for gw in [&one, &two] {
        let (s, _, body) = post(gw, "/mcp", Some(&ravi), &HEADERS, search(2, Some(&state))).await;
        assert_eq!(s, 404, "{body}");
    }
    assert_eq!(searches(&db), "0");
    // Still asha's, once, on either replica.
    let (s, _, body) = post(&two, "/mcp", Some(&asha), &HEADERS, search(3, Some(&state))).await;
    assert_eq!(s, 200, "{body}");
    assert!(spent(&body), "{body}");
    assert_eq!(searches(&db), "1");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_sealed_state_used_twice_across_replicas_is_refused_the_second_time() {
    let Some(db) = Db::create("TALENT_TEST_PG_URL") else {
        return;
    };
    let sb = Sandbox::start();
    let asha = member_token(&db, "asha", "search", "mcp");
    let one = Gateway::start(&sb, &db, &[]);
    let two = Gateway::start(&sb, &db, &[]);
    let state = asked(&one, &asha).await;
    // Used on the replica that did not seal it...
    let (s, _, body) = post(&two, "/mcp", Some(&asha), &HEADERS, search(2, Some(&state))).await;
    assert_eq!(s, 200, "{body}");
    assert!(spent(&body), "{body}");
    assert_eq!(searches(&db), "1");
    // ...then again on each: not valid, nothing spent.
    for (id, gw) in [(3, &one), (4, &two)] {
        let (_, _, body) = post(gw, "/mcp", Some(&asha), &HEADERS, search(id, Some(&state))).await;
        assert!(!spent(&body), "{body}");
        let again = message(&body);
        assert!(
            again.to_string().contains("not valid"),
            "refused as not valid: {again}"
        );
    }
    assert_eq!(searches(&db), "1");
    assert_eq!(db.sql("SELECT count(*) FROM talent_mcp_sealed_used"), "1");
}
