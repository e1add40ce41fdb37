//! Requests that survive a bad network and a busy service: the real binary
//! against a sandbox that misbehaves on purpose (`PUT /_sandbox/faults`).

use std::time::{Duration, Instant};

use reqwest::Method;
use serde_json::Value;

use crate::common::*;

/// The logged requests to `path` (below the interface base).
async fn logged_to(sb: &Sandbox, path: &str) -> Vec<Value> {
    received(sb)
        .await
        .into_iter()
        .filter(|r| r["path"].as_str().is_some_and(|p| p.ends_with(path)))
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn each_transient_status_of_a_get_is_retried_then_succeeds() {
    let sb = Sandbox::scaled(0.01);
    for status in ["408", "500", "502", "503", "504"] {
        clear_log(&sb).await;
        faults(&sb, &format!("{status}=next1@GET/usage")).await;
        let out = run(&sb, &["usage", "-o", "json"]);
        expect_code(&out, 0);
        assert!(
            stderr(&out).contains(&format!("answered {status}; retrying in")),
            "a line when the retry starts: {}",
            stderr(&out)
        );
        let log = logged_to(&sb, "/usage").await;
        assert_eq!(log.len(), 2, "{status}: one failure, one success: {log:?}");
        assert_eq!(log[0]["fault"], status);
        assert_eq!(log[1]["status"], 200);
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_503_is_retried_no_earlier_than_its_retry_after() {
    let sb = Sandbox::scaled(0.01);
    faults(&sb, "503=next1@GET/usage").await;
    let started = Instant::now();
    let out = run(&sb, &["usage", "-o", "json"]);
    expect_code(&out, 0);
    // The injected 503 says `Retry-After: 1`; backoff alone (× 0.01) would be milliseconds.
    assert!(started.elapsed() >= Duration::from_secs(1));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn retry_after_as_an_http_date_is_honoured() {
    // Search: 10 a (scaled) minute, then a 120 s × 0.03 block, told as a date.
    let sb = Sandbox::scaled(0.03);
    faults(&sb, "retry-after=date").await;
    for _ in 0..10 {
        let (status, _) = send(sb.main(Method::GET, "/search/candidates?minexp=1")).await;
        assert_eq!(status, 200);
    }
    let started = Instant::now();
    let out = run(&sb, &["search", "--min-exp", "2", "-o", "json"]);
    expect_code(&out, 0);
    // The block is 3.6 s; the date rounds to whole seconds (down, at most 1 s).
    assert!(
        started.elapsed() >= Duration::from_millis(2600),
        "waited {:?}: {}",
        started.elapsed(),
        stderr(&out)
    );
    let searches = logged_to(&sb, "/search/candidates").await;
    let statuses: Vec<u64> = searches
        .iter()
        .filter_map(|r| r["status"].as_u64())
        .collect();
    assert_eq!(&statuses[10..], [429, 200], "one refusal, then the retry");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn retry_after_zero_is_never_a_tight_loop() {
    let sb = Sandbox::scaled(0.01);
    throttle(&sb, 100, 0).await;
    let out = run(&sb, &["search", "--skill", "go", "-o", "json"]);
    expect_code(&out, 6);
    let tries = logged_to(&sb, "/search/candidates").await.len();
    assert_eq!(tries, 6, "one try and five retries, then exit 6");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_wait_longer_than_max_wait_exits_6_at_once() {
    let sb = Sandbox::start();
    throttle(&sb, 1, 600).await;
    let out = run(&sb, &["search", "--skill", "go", "--max-wait", "5s"]);
    expect_code(&out, 6);
    let err = stderr(&out);
    assert!(err.contains("longer than --max-wait 5s"), "{err}");
    assert!(
        err.contains("--max-wait 10m 1s"),
        "says how to allow it: {err}"
    );
    assert_eq!(logged_to(&sb, "/search/candidates").await.len(), 1);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_stalled_server_is_reported_after_the_retries() {
    let sb = Sandbox::scaled(0.01);
    faults(&sb, "stall@GET/usage").await;
    let out = run(&sb, &["usage", "--timeout", "300ms"]);
    expect_code(&out, 1);
    let err = stderr(&out);
    assert!(err.contains("did not answer in time"), "{err}");
    assert_eq!(
        logged_to(&sb, "/usage").await.len(),
        3,
        "a try and two retries"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_body_that_stalls_or_breaks_half_way_fails_and_is_retried() {
    let sb = Sandbox::scaled(0.01);
    faults(&sb, "stall-body=next1@GET/usage,truncate=next1@GET/usage").await;
    let out = run(&sb, &["usage", "-o", "json", "--timeout", "300ms"]);
    expect_code(&out, 0);
    assert_eq!(json_stdout(&out)["searches"]["limit"], 100);
    let log = logged_to(&sb, "/usage").await;
    let faults: Vec<&str> = log.iter().filter_map(|r| r["fault"].as_str()).collect();
    assert_eq!(faults, ["stall-body", "truncate"], "{log:?}");
    assert_eq!(log.len(), 3);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_lost_invite_answer_is_sent_once_and_found_in_the_pipeline() {
    let sb = Sandbox::scaled(0.01);
    let job = active_job(&sb).await;
    let card = some_talent_cards(&sb, 1).await.remove(0);
    faults(&sb, "reset=next1@POST/invite-to-apply").await;
    let out = run(
        &sb,
        &[
            "invite",
            &card,
            "--job",
            &job,
            "--message",
            "Hi",
            "-o",
            "json",
        ],
    );
    expect_code(&out, 0);
    assert!(
        stderr(&out).contains("the invite went through"),
        "{}",
        stderr(&out)
    );
    let record = json_stdout(&out);
    assert_eq!(record["talentCardId"], card.as_str());
    assert!(record["threadId"].is_string(), "{record}");
    let posts = logged_to(&sb, "/invite-to-apply").await;
    assert_eq!(posts.len(), 1, "never sent again: {posts:?}");
    assert_eq!(used(&sb, "messages").await, 1);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_lost_message_answer_is_reported_as_possibly_sent() {
    let sb = Sandbox::scaled(0.01);
    let job = active_job(&sb).await;
    let card = some_talent_cards(&sb, 1).await.remove(0);
    let invited = run(
        &sb,
        &[
            "invite",
            &card,
            "--job",
            &job,
            "--message",
            "Hi",
            "-o",
            "json",
        ],
    );
    expect_code(&invited, 0);
    let thread = json_stdout(&invited)["threadId"]
        .as_str()
        .expect("a thread")
        .to_string();
    faults(&sb, "reset=next1@POST/messages").await;
    let out = run(&sb, &["message", &thread, "--message", "Following up"]);
    expect_code(&out, 1);
    let err = stderr(&out);
    assert!(err.contains("may have gone through"), "{err}");
    assert!(err.contains("before sending it again"), "{err}");
    assert_eq!(logged_to(&sb, "/messages").await.len(), 1, "sent once");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_lost_job_creation_is_found_by_its_title() {
    let sb = Sandbox::scaled(0.01);
    faults(&sb, "reset=next1@POST/jobs").await;
    let out = run(
        &sb,
        &[
            "jobs",
            "create",
            "--title",
            "Lost Answer Engineer",
            "-o",
            "json",
        ],
    );
    expect_code(&out, 0);
    assert!(stderr(&out).contains("it went through"), "{}", stderr(&out));
    assert_eq!(json_stdout(&out)["title"], "Lost Answer Engineer");
    let posts: Vec<Value> = logged_to(&sb, "/jobs")
        .await
        .into_iter()
        .filter(|r| r["method"] == "POST")
        .collect();
    assert_eq!(posts.len(), 1, "created once");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_oversized_answer_is_refused_unread_and_not_retried() {
    let sb = Sandbox::scaled(0.01);
    faults(&sb, "huge@GET/usage").await;
    let out = run(&sb, &["usage"]);
    expect_code(&out, 1);
    let err = stderr(&out);
    assert!(err.contains("larger than 32 MiB"), "{err}");
    assert!(
        err.contains("max_response_mib"),
        "says how to raise it: {err}"
    );
    assert_eq!(logged_to(&sb, "/usage").await.len(), 1, "not retried");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_search_page_lost_after_it_was_handled_is_not_sent_again() {
    // A second call would spend a second search: the page fails (exit 1),
    // says so, and the run reports the search it may have spent.
    let sb = Sandbox::scaled(0.01);
    faults(&sb, "truncate=next1@GET/search").await;
    let out = run(&sb, &["search", "--skill", "go", "-o", "json"]);
    expect_code(&out, 1);
    let err = stderr(&out);
    assert!(err.contains("so it is not sent again"), "{err}");
    assert!(
        err.contains("up to 1 more searches than shown may have been spent"),
        "{err}"
    );
    assert_eq!(
        logged_to(&sb, "/search/candidates").await.len(),
        1,
        "sent once"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_request_too_long_to_send_is_a_usage_error_and_sends_nothing() {
    if unix_only(
        "a 50,000-character --q",
        "a Windows command line holds at most 32,767 characters",
    ) {
        return;
    }
    let sb = Sandbox::start();
    let q = "é".repeat(talent_spec::limits::Q_MAX_CHARS);
    let out = run(&sb, &["search", "--q", &q]);
    expect_code(&out, 2);
    assert!(
        stderr(&out).contains("too long to send"),
        "{}",
        stderr(&out)
    );
    assert!(received(&sb).await.is_empty(), "nothing sent");
}

#[test]
fn a_loop_of_embedded_runs_meets_the_rate_limits_of_a_server() {
    let env = TestEnv::new();
    let search = |extra: &[&str]| {
        env.talent()
            .args(["--sandbox", "search", "--min-exp", "1", "-o", "json"])
            .args(extra)
            .env("TALENT_NOW", "2026-06-15T12:00:00Z")
            .output()
            .expect("runs")
    };
    for _ in 0..10 {
        expect_code(&search(&[]), 0);
    }
    // The eleventh search in the (fixed) minute is blocked for 120 s.
    let out = search(&["--max-wait", "5s"]);
    expect_code(&out, 6);
    assert!(
        stderr(&out).contains("longer than --max-wait"),
        "{}",
        stderr(&out)
    );
}

/// A handler that panics on the server is one 500: a GET is retried and
/// succeeds, and `sandbox serve` goes on serving.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_panic_in_the_sandbox_is_a_500_retried_and_the_server_goes_on() {
    let sb = Sandbox::scaled(0.01);
    faults(&sb, "panic=next1@GET/usage").await;
    let out = run(&sb, &["usage", "-o", "json"]);
    expect_code(&out, 0);
    assert!(
        stderr(&out).contains("answered 500; retrying in"),
        "{}",
        stderr(&out)
    );
    let log = logged_to(&sb, "/usage").await;
    assert_eq!(log.len(), 2, "{log:?}");
    assert_eq!(log[0]["fault"], "panic");
    expect_code(&run(&sb, &["jobs", "list", "-o", "json"]), 0);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_503_on_a_search_says_nothing_was_spent() {
    let sb = Sandbox::start();
    faults(&sb, "503@GET/search").await;
    let out = run(&sb, &["search", "--skill", "java"]);
    expect_code(&out, 1);
    let err = stderr(&out);
    assert!(
        err.contains("most likely not taken, so nothing was spent"),
        "{err}"
    );
    assert!(err.contains("answered 503; retrying in"), "{err}");
    assert!(!err.contains("may have been spent"), "{err}");
}

/// Regression (issue 40): with `reset=next1@/candidates`, the retry
/// returned the record (`unlockedAt` set), yet the run said "may have
/// spent" and kept the unlock as maybe: an answer that shows the unlock
/// settles it.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_retry_that_shows_the_unlock_settles_the_maybe() {
    let sb = Sandbox::scaled(0.01);
    let card = some_talent_cards(&sb, 1).await.remove(0);
    faults(&sb, "reset=next1@GET/candidates/").await;
    let out = run(&sb, &["candidate", "show", &card, "--yes", "-o", "json"]);
    expect_code(&out, 0);
    assert!(json_stdout(&out)["unlockedAt"].is_string(), "the record");
    let err = stderr(&out);
    assert!(err.contains("the retry shows the unlock made"), "{err}");
    assert!(!err.contains("may have been spent"), "{err}");
    assert_eq!(used(&sb, "apiUnlocks").await, 1);
    // The candidate is the workspace's: opening it again asks nothing,
    // holds nothing, spends nothing.
    let again = run(&sb, &["candidate", "show", &card, "-o", "json"]);
    expect_code(&again, 0);
    assert!(
        !stderr(&again).contains("spent 1 unlock"),
        "{}",
        stderr(&again)
    );
    assert_eq!(used(&sb, "apiUnlocks").await, 1);
}

/// Regression (issue 46, finding 9): after `reset=next1@/candidates` (the
/// service counted, then the connection was reset) the retry showed the
/// unlock, yet the audit line stayed `maybe (no answer)`. The retry's
/// answer settles the line: spent, once.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_retry_that_shows_the_unlock_settles_the_audit_line() {
    let sb = Sandbox::scaled(0.01);
    let card = some_talent_cards(&sb, 1).await.remove(0);
    faults(&sb, "reset=next1@/candidates").await;
    let out = run(&sb, &["candidate", "show", &card, "--yes", "-o", "json"]);
    expect_code(&out, 0);
    assert!(
        stderr(&out).contains("the retry shows the unlock made"),
        "{}",
        stderr(&out)
    );
    assert_eq!(used(&sb, "apiUnlocks").await, 1);
    let audit = run(&sb, &["usage", "--local", "-o", "json"]);
    expect_code(&audit, 0);
    let text = stdout(&audit);
    assert!(!text.contains("maybe"), "{text}");
    assert_eq!(text.matches("\"spent\"").count(), 1, "{text}");
}
