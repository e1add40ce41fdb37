//! The gateway's door and start, as black-box testers found them open: a
//! dual-stack listener, two `Host`s, `X-Forwarded-For` with a port, key
//! files that are FIFOs, TLS files said in words, an http public URL, a
//! proxy range of everything, a ledger that will never let it in. Each
//! test is named after the hole. Refusals at start need no database (they
//! come before one is reached); the others use a throwaway PostgreSQL
//! (tests/cli/common/pg.rs).

use std::io::{Read, Write};
use std::net::{TcpListener, TcpStream};
use std::time::Duration;

use reqwest::Method;
use serde_json::{json, Value};

use crate::common::{clear_log, received, Sandbox};
use crate::serve::{member_with_token, status_and_json, Gateway, SEARCH};
use crate::team::Db;

/// One raw HTTP/1.1 exchange (headers as written, duplicates and all):
/// the status and the body as JSON.
fn raw(addr: &str, head: &str) -> (u16, Value) {
    let mut s = TcpStream::connect(addr).expect("connect");
    s.set_read_timeout(Some(Duration::from_secs(20))).unwrap();
    s.write_all(head.as_bytes()).unwrap();
    let mut out = Vec::new();
    let _ = s.read_to_end(&mut out);
    let text = String::from_utf8_lossy(&out).to_string();
    let status = text
        .split_whitespace()
        .nth(1)
        .and_then(|c| c.parse().ok())
        .unwrap_or(0);
    let body = text.split_once("\r\n\r\n").map_or("", |(_, b)| b);
    (status, serde_json::from_str(body).unwrap_or(Value::Null))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_dual_stack_listener_judges_ipv4_peers_as_ipv4() {
    let Some(db) = Db::create("TALENT_TEST_PG_URL") else {
        return;
    };
    // A dual-stack socket here: [::] that an IPv4 client reaches.
    let dual = TcpListener::bind("[::]:0")
        .ok()
        .and_then(|l| TcpStream::connect(("127.0.0.1", l.local_addr().ok()?.port())).ok());
    if dual.is_none() {
        eprintln!("SKIPPED a_dual_stack_listener_judges_ipv4_peers_as_ipv4: no dual-stack [::] here (the rule's unit test: serve::front)");
        return;
    }
    let sb = Sandbox::start();
    let token = member_with_token(&db, "asha", "search");
    let gw = Gateway::start(
        &sb,
        &db,
        &[
            "--listen",
            "[::]:0",
            "--public-url",
            "https://gw.example.com",
            "--trust-proxy-headers",
            "127.0.0.1/32",
        ],
    );
    let port = gw
        .listening_addr()
        .await
        .rsplit(':')
        .next()
        .unwrap()
        .to_string();
    let client = reqwest::Client::builder().no_proxy().build().unwrap();
    // The proxy, on 127.0.0.1, arrives as ::ffff:127.0.0.1: still trusted.
    let resp = client
        .get(format!("http://127.0.0.1:{port}{SEARCH}"))
        .header("Host", "gw.example.com")
        .header("X-Forwarded-Proto", "https")
        .bearer_auth(&token)
        .send()
        .await
        .expect("answers");
    assert_eq!(resp.status().as_u16(), 200, "{}", gw.log());
    // And loopback, so a loopback Host is its to send.
    let resp = client
        .get(format!("http://127.0.0.1:{port}{SEARCH}"))
        .bearer_auth(&token)
        .send()
        .await
        .expect("answers");
    assert_eq!(resp.status().as_u16(), 200, "{}", gw.log());
    let log = gw.log_with(" from ").await;
    assert!(log.contains("from 127.0.0.1"), "{log}");
    assert!(!log.contains("::ffff:"), "{log}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_host_headers_are_400_and_two_origins_403_and_nothing_is_forwarded() {
    let Some(db) = Db::create("TALENT_TEST_PG_URL") else {
        return;
    };
    let sb = Sandbox::start();
    let token = member_with_token(&db, "asha", "search");
    let gw = Gateway::start(&sb, &db, &[]);
    let addr = gw.url.trim_start_matches("http://").to_string();
    clear_log(&sb).await;
    let ask = |path: &str, extra: &str| {
        raw(
            &addr,
            &format!(
                "GET {path} HTTP/1.1\r\n{extra}Authorization: Bearer {token}\r\nConnection: close\r\n\r\n"
            ),
        )
    };
    for hosts in [
        format!("Host: {addr}\r\nHost: evil.example\r\n"),
        format!("Host: evil.example\r\nHost: {addr}\r\n"),
    ] {
        let (s, body) = ask(SEARCH, &hosts);
        assert_eq!(
            (s, &body["error_code"]),
            (400, &json!("bad_request")),
            "{hosts}: {body}"
        );
        let (s, body) = ask("/v1/candidates/search?skills=rust", &hosts);
        assert_eq!(
            (s, &body["error"]["code"]),
            (400, &json!("bad_request")),
            "{body}"
        );
    }
    let (s, body) = ask(
        SEARCH,
        &format!("Host: {addr}\r\nOrigin: http://{addr}\r\nOrigin: https://evil.example\r\n"),
    );
    assert_eq!(s, 403, "{body}");
    // One Host still passes.
    let (s, body) = ask(SEARCH, &format!("Host: {addr}\r\n"));
    assert_eq!(s, 200, "{body}");
    let searches = received(&sb)
        .await
        .iter()
        .filter(|r| r["path"] != "/api/v1/usage")
        .count();
    assert_eq!(searches, 1, "only the one-Host request was forwarded");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_x_forwarded_for_with_a_port_cannot_forge_a_loopback_client() {
    let Some(db) = Db::create("TALENT_TEST_PG_URL") else {
        return;
    };
    let sb = Sandbox::start();
    let token = member_with_token(&db, "asha", "search");
    // A proxy on loopback in front, as a local nginx: its X-Forwarded-For
    // names the client, and a loopback Host is for loopback clients only.
    let gw = Gateway::start(&sb, &db, &["--trust-proxy-headers", "127.0.0.1/32"]);
    let status = |xff: &'static str| {
        status_and_json(
            gw.request(Method::GET, SEARCH, Some(&token))
                .header("X-Forwarded-For", xff),
        )
    };
    // The client forged "127.0.0.1"; the proxy appended what it saw.
    for xff in [
        "127.0.0.1, 203.0.113.9:4444",
        "127.0.0.1, [2001:db8::9]:4444",
        "127.0.0.1, [2001:db8::9]",
        "127.0.0.1, not-an-address",
    ] {
        let (s, body, _) = status(xff).await;
        assert_eq!(s, 403, "{xff}: {body}");
    }
    // A loopback client through the proxy still passes.
    let (s, body, _) = status("127.0.0.1:50000").await;
    assert_eq!(s, 200, "{body}");
}
