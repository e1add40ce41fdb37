//! `talent api METHOD PATH`: bodies printed as received on both interfaces,
//! `-f` as query or typed body, `--input`, error statuses, refusals: paths
//! (also a `fixtures` file's) that leave the base, framing headers,
//! `--paginate` from its own page and judged as a whole.

use reqwest::Method;
use serde_json::{json, Value};

use crate::common::*;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn get_prints_the_body_as_received_whatever_the_format() {
    let sb = Sandbox::start();
    let direct = sb
        .main(Method::GET, "/usage")
        .send()
        .await
        .expect("sent")
        .bytes()
        .await
        .expect("body");
    for format in ["table", "json", "csv"] {
        let out = run_code(&sb, &["api", "GET", "/usage", "-o", format], 0);
        let mut expected = direct.to_vec();
        if expected.last() != Some(&b'\n') {
            expected.push(b'\n');
        }
        assert_eq!(out.stdout, expected, "-o {format}");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn fields_are_query_for_get_and_typed_body_otherwise() {
    let sb = Sandbox::start();
    clear_log(&sb).await;
    let out = run_code(
        &sb,
        &[
            "api",
            "get",
            "/jobs?page=1",
            "-f",
            "includePaused=true",
            "-f",
            "pageSize=20",
        ],
        0,
    );
    let page = json_stdout(&out);
    assert_eq!(page["pageSize"], 20);
    let seen = received(&sb).await;
    let q = query_of(&seen[0]);
    for pair in [("page", "1"), ("includePaused", "true"), ("pageSize", "20")] {
        assert!(q.contains(&(pair.0.into(), pair.1.into())), "{q:?}");
    }

    let out = run_code(
        &sb,
        &[
            "api",
            "POST",
            "/jobs",
            "-f",
            "title=Raw Engineer",
            "-f",
            "experienceMin=3",
            "-f",
            "skillsRequired=[\"go\",\"sql\"]",
        ],
        0,
    );
    let job = json_stdout(&out);
    assert_eq!(job["title"], "Raw Engineer");
    assert_eq!(job["experienceMin"], 3, "numbers stay numbers");
    assert_eq!(job["skillsRequired"], json!(["go", "sql"]));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn alt_and_input_and_a_full_path() {
    let sb = Sandbox::start();
    let job = new_job(&sb, "Patch Me").await;
    let body = sb.env.path().join("patch.json");
    std::fs::write(&body, r#"{"title": "Patched", "experience_max": 7}"#).expect("write");
    let out = run_code(
        &sb,
        &[
            "api",
            "PATCH",
            "--alt",
            &format!("/v1/jobs/{job}"),
            "--input",
            body.to_str().unwrap_or_default(),
        ],
        0,
    );
    let patched = json_stdout(&out);
    assert_eq!(patched["title"], "Patched");
    assert_eq!(patched["experience_max"], 7);
    // --input from stdin.
    let out = sb
        .talent()
        .args([
            "api",
            "PATCH",
            "--alt",
            &format!("jobs/{job}"),
            "--input",
            "-",
        ])
        .write_stdin(r#"{"location": "Remote"}"#)
        .output()
        .expect("runs");
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    assert_eq!(json_stdout(&out)["location"], "Remote");
    // DELETE answers 204: nothing on stdout.
    let hook = json_of(
        sb.alt(Method::POST, "/webhooks")
            .json(&json!({"url": "https://hooks.example.com/x", "events": ["job.closed"]}))
            .send()
            .await,
    )
    .await;
    let id = hook["id"].as_str().expect("id");
    let out = run_code(
        &sb,
        &["api", "DELETE", "--alt", &format!("/webhooks/{id}")],
        0,
    );
    assert!(out.stdout.is_empty());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn error_bodies_are_printed_and_mapped_to_exit_codes() {
    let sb = Sandbox::start();
    let out = run_code(&sb, &["api", "GET", "--alt", "/candidates/cand_nope"], 4);
    let body = json_stdout(&out);
    assert_eq!(body["error"]["code"], "not_found");
    assert_eq!(stderr(&out).lines().count(), 1);
    let out = run_code(&sb, &["api", "GET", "/search/candidates"], 2);
    assert_eq!(json_stdout(&out)["error_code"], "search_criteria_required");
    let closed = job_with_status(&sb, "closed").await;
    let out = run_code(
        &sb,
        &[
            "api",
            "PATCH",
            "--alt",
            &format!("/jobs/{closed}"),
            "-f",
            "status=active",
        ],
        7,
    );
    assert_eq!(json_stdout(&out)["error"]["code"], "job_closed");
    let out = sb
        .talent()
        .args(["api", "GET", "/usage"])
        .env("TALENT_API_KEY", "svc_live_wrong")
        .output()
        .expect("runs");
    assert_eq!(out.status.code(), Some(3));
    let body: Value = serde_json::from_slice(&out.stdout).expect("the 401 body");
    assert!(body["error_code"].is_string());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn refusals_send_nothing() {
    let sb = Sandbox::start();
    let bad_json = sb.env.path().join("bad.json");
    std::fs::write(&bad_json, "{not json").expect("write");
    clear_log(&sb).await;
    for args in [
        vec!["api", "FETCH", "/usage"],
        vec!["api", "GET", "https://elsewhere.example/api/v1/usage"],
        vec!["api", "GET", "/"],
        vec!["api", "GET", "/jobs/../usage"],
        vec!["api", "POST", "/jobs", "-f", "no-equals-sign"],
        vec![
            "api",
            "POST",
            "/jobs",
            "--input",
            bad_json.to_str().unwrap_or_default(),
        ],
        vec!["api", "POST", "/jobs", "--input", "/nonexistent.json"],
        vec!["api", "GET"],
    ] {
        run_code(&sb, &args, 2);
    }
    assert_nothing_sent(&sb, "refused raw requests").await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn verbose_traces_never_show_the_key() {
    let sb = Sandbox::start();
    let out = run_code(&sb, &["-v", "api", "GET", "/usage"], 0);
    let err = stderr(&out);
    assert!(
        err.contains("GET") && err.contains("/api/v1/usage") && err.contains("200"),
        "{err}"
    );
    assert!(!err.contains(&sb.keys.production), "key leaked: {err}");
}

#[test]
fn works_against_the_embedded_sandbox() {
    let env = TestEnv::new();
    let out = env
        .talent()
        .args(["--sandbox", "api", "GET", "/usage"])
        .output()
        .expect("runs");
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let usage = json_stdout(&out);
    assert!(usage["apiUnlocks"]["limit"].is_u64());
}

/// `--paginate` walks every page into one array (JSONL with -o jsonl), `-i`
/// shows the status line and headers, `-H` adds a header but never the key's.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn paginate_include_and_extra_headers() {
    let sb = Sandbox::start();
    let one = run(
        &sb,
        &[
            "api",
            "GET",
            "/jobs?includePaused=true&pageSize=20",
            "-o",
            "json",
        ],
    );
    expect_code(&one, 0);
    let total = serde_json::from_str::<Value>(&stdout(&one)).expect("JSON")["results"]
        .as_array()
        .map_or(0, Vec::len);
    assert!(total >= 2);
    let paged = run(
        &sb,
        &[
            "api",
            "GET",
            "/jobs?includePaused=true&pageSize=1",
            "--paginate",
            "-o",
            "json",
        ],
    );
    expect_code(&paged, 0);
    assert_eq!(json_array(&paged).len(), total, "every page, one array");
    let lines = run(
        &sb,
        &[
            "api",
            "GET",
            "/jobs?status=active&per_page=1",
            "--alt",
            "--paginate",
            "-o",
            "jsonl",
        ],
    );
    expect_code(&lines, 0);
    assert!(stdout(&lines).lines().count() >= 2, "{}", stdout(&lines));

    let head = run(
        &sb,
        &["api", "GET", "/usage", "-i", "-H", "X-Request-Id: test-1"],
    );
    expect_code(&head, 0);
    let text = stdout(&head);
    assert!(text.starts_with("HTTP 200\n"), "{text}");
    assert!(
        text.to_ascii_lowercase()
            .contains("content-type: application/json"),
        "{text}"
    );
    for bad in ["Authorization: Bearer x", "no colon", "Bad Name: v"] {
        expect_code(&run(&sb, &["api", "GET", "/usage", "-H", bad]), 2);
    }
    expect_code(&run(&sb, &["api", "POST", "/jobs", "--paginate"]), 2);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn api_percent_encoded_dots_do_not_reset_the_sandbox() {
    let sb = Sandbox::start();
    // A spend the reset would wipe.
    some_talent_cards(&sb, 1).await;
    assert_eq!(used(&sb, "searches").await, 1);
    clear_log(&sb).await;
    for path in [
        "/%2e%2e/%2e%2e/_sandbox/reset",
        "/.%2e/.%2e/_sandbox/reset",
        "/%2E%2e/%2e%2E/_sandbox/reset",
        "/jobs/%2e%2e/%2e%2e/%2e%2e/_sandbox/reset",
        "\\..\\..\\_sandbox\\reset",
        "/jobs%2f..%2f..%2f_sandbox%2freset",
    ] {
        let out = run(&sb, &["api", "POST", path]);
        expect_code(&out, 2);
        let line = one_line(&out);
        assert!(line.contains("leave"), "{path}: {line}");
    }
    assert_nothing_sent(&sb, "api paths that leave the base").await;
    assert_eq!(used(&sb, "searches").await, 1, "the world was not reset");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn fixtures_paths_do_not_reset_the_sandbox() {
    let sb = Sandbox::start();
    some_talent_cards(&sb, 1).await;
    clear_log(&sb).await;
    let dir = sb.env.path();
    let written = dir.join("reset.json");
    std::fs::write(
        &written,
        r#"{"requests": [{"method": "GET", "path": "/usage"},
                         {"method": "POST", "path": "/../../_sandbox/reset"}]}"#,
    )
    .unwrap();
    let out = run(&sb, &["fixtures", written.to_str().unwrap()]);
    expect_code(&out, 2);
    assert!(one_line(&out).contains("request 2"), "{}", stderr(&out));
    // Nothing at all: the file is checked before its first request.
    assert_nothing_sent(&sb, "a fixtures file that leaves the base").await;
    // A path filled from the environment is checked once filled.
    let filled = dir.join("filled.json");
    std::fs::write(
        &filled,
        r#"{"requests": [{"method": "POST", "path": "/${env.WHERE}"}]}"#,
    )
    .unwrap();
    let out = sb
        .talent()
        .env("WHERE", "%2e%2e/%2e%2e/_sandbox/reset")
        .args(["fixtures", filled.to_str().unwrap()])
        .output()
        .unwrap();
    expect_code(&out, 2);
    assert_nothing_sent(&sb, "a filled path that leaves the base").await;
    assert_eq!(used(&sb, "searches").await, 1, "the world was not reset");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn paginate_starts_at_the_given_page() {
    let sb = Sandbox::start();
    clear_log(&sb).await;
    let out = run(
        &sb,
        &[
            "api",
            "GET",
            "/search/candidates",
            "-f",
            "inresume=java",
            "-f",
            "page=4294967295",
            "--paginate",
        ],
    );
    expect_code(&out, 2);
    // The one search it took to learn the list's length, said, and the refusal.
    let err = stderr(&out);
    let errors: Vec<&str> = err.lines().filter(|l| l.starts_with("error:")).collect();
    assert_eq!(errors.len(), 1, "{err}");
    assert!(errors[0].contains("past the end"), "{err}");
    assert_eq!(
        used(&sb, "searches").await,
        1,
        "no restart from page 1: {err}"
    );
    let seen = received(&sb).await;
    let pages: Vec<_> = seen
        .iter()
        .filter(|r| r["path"] == "/api/v1/search/candidates")
        .map(|r| param(r, "page"))
        .collect();
    assert_eq!(pages, vec![Some("4294967295".to_string())]);
    for bad in ["0", "4294967296", "two"] {
        clear_log(&sb).await;
        let page = format!("page={bad}");
        let out = run(
            &sb,
            &[
                "api",
                "GET",
                "/search/candidates",
                "-f",
                "inresume=java",
                "-f",
                &page,
                "--paginate",
            ],
        );
        expect_code(&out, 2);
        assert!(one_line(&out).contains("out of range"), "{}", stderr(&out));
        assert_nothing_sent(&sb, &page).await;
    }
    // A free list from page 2: the first request asks for page 2.
    clear_log(&sb).await;
    let out = run(
        &sb,
        &[
            "api",
            "GET",
            "/jobs",
            "-f",
            "pageSize=1",
            "-f",
            "page=2",
            "--paginate",
        ],
    );
    expect_code(&out, 0);
    let seen = received(&sb).await;
    let first = param(&seen[0], "page");
    assert_eq!(first.as_deref(), Some("2"), "{seen:?}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn paginate_search_is_judged_as_a_whole() {
    let sb = Sandbox::start();
    let out = run(
        &sb,
        &[
            "api",
            "GET",
            "/search/candidates",
            "-f",
            "inresume=java",
            "-f",
            "pageSize=1",
            "--paginate",
        ],
    );
    // One page tells the length; the rest is more than the quota allows
    // (or crosses the reserve with no terminal to ask): refused, unsent.
    expect_code(&out, 5);
    assert_eq!(used(&sb, "searches").await, 1, "{}", stderr(&out));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn api_h_changes_the_requests_framing() {
    let sb = Sandbox::start();
    let body = sb.env.path().join("b.json");
    std::fs::write(&body, r#"{"title": "Framing Engineer"}"#).unwrap();
    let body = body.to_str().unwrap();
    clear_log(&sb).await;
    for header in [
        "Content-Length: 0",
        "Transfer-Encoding: chunked",
        "content-length: 99",
        "Connection: close",
        "Expect: 100-continue",
        "TE: trailers",
        "Upgrade: h2c",
    ] {
        let out = run_code(
            &sb,
            &["api", "POST", "/jobs", "--input", body, "-H", header],
            2,
        );
        let line = one_line(&out);
        assert!(line.contains("framed"), "{header}: {line}");
    }
    assert_nothing_sent(&sb, "api -H with a framing header").await;
    // Other headers still go.
    run_code(
        &sb,
        &["api", "GET", "/usage", "-H", "X-Request-Id: r-31"],
        0,
    );
}
