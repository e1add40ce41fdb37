//! One operation, two front ends (issue 44): the command and the tool run
//! the same operation on the same input, and come to the same outcome —
//! the same refusal in each front end's words, the same conflict naming
//! the same thread, the same answer before any question.

use super::*;

/// Outreach and job changes within the allowances (nothing asked unless
/// the call is destructive).
fn allowing() -> Options {
    Options {
        allow: [0, 0, 5, 5],
        ..Options::default()
    }
}

/// The error object of a tool's error result.
fn error_of(r: &CallToolResult) -> Value {
    assert_eq!(r.is_error, Some(true), "an error result: {r:?}");
    structured(r)["error"].clone()
}

/// Issue 44: `search_candidates` with min_exp 30 and max_exp 2 answered
/// "--min-exp 30 is above --max-exp 2"; each front end now words the
/// fields itself, and neither sends anything.
#[tokio::test]
async fn min_exp_above_max_exp_is_worded_by_each_front_end() {
    local(async {
        let sb = Sandbox::start();
        let s = session(&sb, Options::default(), Era::Handshake, true, &[]).await;
        clear_log(&sb).await;
        let r = call(
            &s,
            "search_candidates",
            json!({"min_exp": 30, "max_exp": 2}),
        )
        .await;
        let e = error_of(&r);
        assert_eq!(e["code"], "invalid_argument");
        let message = e["message"].as_str().expect("message");
        assert!(
            message.contains("min_exp 30 is above max_exp 2"),
            "{message}"
        );
        assert!(
            !message.contains("--"),
            "no flag in a tool's error: {message}"
        );
        let out = run_code(&sb, &["search", "--min-exp", "30", "--max-exp", "2"], 2);
        assert!(
            stderr(&out).contains("--min-exp 30 is above --max-exp 2"),
            "{}",
            stderr(&out)
        );
        // The refusal of the other filters too: no flag over MCP.
        for args in [
            json!({"q": "   "}),
            json!({"min_salary": "40L", "max_salary": "20L"}),
            json!({"inresume": "(rust"}),
            json!({"locations": ["Navi-Mumbai"]}),
            json!({"skills": ["x"], "fields": ["nope"]}),
            json!({"skills": ["x"], "fields": ["a..b"]}),
        ] {
            let e = error_of(&call(&s, "search_candidates", args.clone()).await);
            assert_eq!(e["code"], "invalid_argument", "{args}");
            let message = e["message"].as_str().expect("message");
            assert!(!message.contains("--"), "{args}: {message}");
        }
        assert!(paths(&sb).await.is_empty(), "bad input sends nothing");
    })
    .await;
}

/// Issue 44: an invite of a pair already in touch answered `conflict` with
/// no thread over MCP (and pointed at `POST /messages`), while the command
/// named the thread. Both now name it — the tool from a fresh data folder
/// too, where only the service's 409 tells (the thread is found in the
/// job's applications).
#[tokio::test]
async fn invite_conflict_names_the_thread_from_the_command_and_the_tool() {
    local(async {
        let sb = Sandbox::start();
        let job = active_job(&sb).await;
        let card = fresh_cards(&sb, &job, 1).await.remove(0);
        let first = run_code(
            &sb,
            &[
                "invite",
                &card,
                "--job",
                &job,
                "--message",
                "Hello!",
                "-o",
                "json",
            ],
            0,
        );
        let thread = json_stdout(&first)["threadId"]
            .as_str()
            .expect("threadId")
            .to_string();
        // The command again: its ledger knows the invite.
        let again = run_code(&sb, &["invite", &card, "--job", &job, "--message", "Hi"], 7);
        assert!(stderr(&again).contains(&thread), "{}", stderr(&again));
        // The tool, with a data folder of its own that knows nothing.
        let s = session(&sb, allowing(), Era::Handshake, true, &[]).await;
        let before = used(&sb, "messages").await;
        let r = call(
            &s,
            "invite_candidate",
            json!({"talent_card_id": card, "job_id": job, "message": "Hi"}),
        )
        .await;
        let e = error_of(&r);
        assert_eq!(e["code"], "conflict", "{e}");
        assert_eq!(e["thread_id"], thread.as_str(), "{e}");
        let message = e["message"].as_str().expect("message");
        assert!(message.contains(&thread), "{message}");
        assert!(!message.contains("POST /messages"), "{message}");
        assert_eq!(used(&sb, "messages").await, before, "nothing spent");
        assert!(s.asked.borrow().is_empty());
    })
    .await;
}

/// Issue 44: a repeated invite the ledger knows was asked again over MCP,
/// and the yes then got `conflict`. It now answers `conflict`, naming the
/// thread, before any question and with nothing sent — as the command does.
#[tokio::test]
async fn a_repeated_invite_the_ledger_knows_is_a_conflict_before_any_question() {
    local(async {
        let sb = Sandbox::start();
        let job = active_job(&sb).await;
        let cards = fresh_cards(&sb, &job, 2).await;
        let (card, other) = (&cards[0], &cards[1]);
        // Outreach past the allowance: the first invite is asked.
        let s = session(&sb, Options::default(), Era::Handshake, true, &[Reply::Yes]).await;
        let args = json!({"talent_card_id": card, "job_id": job, "message": "Hello!"});
        let r = call(&s, "invite_candidate", args.clone()).await;
        assert_eq!(r.is_error, Some(false), "{r:?}");
        let thread = structured(&r)["threadId"]
            .as_str()
            .expect("threadId")
            .to_string();
        assert_eq!(s.asked.borrow().len(), 1);
        clear_log(&sb).await;
        let e = error_of(&call(&s, "invite_candidate", args).await);
        assert_eq!(e["code"], "conflict", "{e}");
        assert_eq!(e["thread_id"], thread.as_str(), "{e}");
        assert_eq!(e["spent"], false);
        assert_eq!(s.asked.borrow().len(), 1, "not asked again");
        let sent = paths(&sb).await;
        assert!(
            !sent.iter().any(|p| p.contains("invite-to-apply")),
            "no invite sent: {sent:?}"
        );
        // The command on its own ledger: the same conflict, unsent.
        let first = run_code(
            &sb,
            &[
                "invite",
                other,
                "--job",
                &job,
                "--message",
                "Hello!",
                "-o",
                "json",
            ],
            0,
        );
        let thread = json_stdout(&first)["threadId"]
            .as_str()
            .expect("threadId")
            .to_string();
        clear_log(&sb).await;
        let again = run_code(&sb, &["invite", other, "--job", &job, "--message", "Hi"], 7);
        assert!(stderr(&again).contains(&thread), "{}", stderr(&again));
        let sent = paths(&sb).await;
        assert!(
            !sent.iter().any(|p| p.contains("invite-to-apply")),
            "no invite sent: {sent:?}"
        );
    })
    .await;
}

/// Issue 44: `close_job` on a job that does not exist asked the person
/// before answering `not_found`. It now answers before any question, as
/// `jobs close` answers exit 4.
#[tokio::test]
async fn close_job_on_a_job_that_does_not_exist_is_not_found_before_asking() {
    local(async {
        let sb = Sandbox::start();
        let s = session(&sb, Options::default(), Era::Handshake, true, &[Reply::Yes]).await;
        let r = call(&s, "close_job", json!({"job_id": "job_nope"})).await;
        assert_eq!(error_code(&r), "not_found", "{r:?}");
        assert!(s.asked.borrow().is_empty(), "nothing asked");
        let r = call(
            &s,
            "update_job",
            json!({"job_id": "job_nope", "status": "closed"}),
        )
        .await;
        assert_eq!(error_code(&r), "not_found", "{r:?}");
        assert!(s.asked.borrow().is_empty(), "nothing asked");
        run_code(&sb, &["jobs", "close", "job_nope", "--yes"], 4);
        // A job that exists is still asked about, once.
        let job = active_job(&sb).await;
        let r = call(&s, "close_job", json!({"job_id": job})).await;
        assert_eq!(r.is_error, Some(false), "{r:?}");
        assert_eq!(s.asked.borrow().len(), 1);
    })
    .await;
}

/// Issue 44: a refusal's MCP `code` comes from the error's typed cause,
/// never from its words: a ledger-less idempotency key names the argument
/// (`idempotency_key`, no flag).
#[tokio::test]
async fn an_idempotency_key_refusal_names_the_argument() {
    local(async {
        let sb = Sandbox::start();
        let s = session(&sb, allowing(), Era::Handshake, true, &[]).await;
        let r = call(
            &s,
            "create_job",
            json!({"title": "Keyed", "idempotency_key": ""}),
        )
        .await;
        let e = error_of(&r);
        assert_eq!(e["code"], "invalid_argument", "{e}");
        let message = e["message"].as_str().expect("message");
        assert!(message.starts_with("idempotency_key "), "{message}");
    })
    .await;
}

/// Issue 44: an argument of the wrong type was refused in serde's words,
/// with Rust type names ("expected u32", "untagged enum Money"). The
/// refusal now names the argument and says what its schema takes.
#[tokio::test]
async fn a_wrong_argument_is_named_in_the_schemas_words_not_rusts() {
    local(async {
        let sb = Sandbox::start();
        let s = session(&sb, Options::default(), Era::Handshake, true, &[]).await;
        clear_log(&sb).await;
        for (args, want) in [
            (
                json!({"skills": ["x"], "page_size": "ten"}),
                "page_size: a whole number expected, got text",
            ),
            (
                json!({"skills": ["x"], "min_salary": true}),
                "min_salary: a whole number or text expected, got true or false",
            ),
            (
                json!({"skills": [3]}),
                "skills[0]: text expected, got a whole number",
            ),
            (json!({"skill": ["x"]}), "unknown argument \"skill\""),
        ] {
            let e = error_of(&call(&s, "search_candidates", args.clone()).await);
            assert_eq!(e["code"], "invalid_argument", "{args}");
            let message = e["message"].as_str().expect("message");
            assert!(message.contains(want), "{args}: {message}");
            for rust in ["u32", "u64", "f64", "Money", "enum", "struct", "`"] {
                assert!(!message.contains(rust), "{args}: {message}");
            }
        }
        let e = error_of(&call(&s, "create_job", json!({})).await);
        assert_eq!(e["message"], "title is required", "{e}");
        assert!(paths(&sb).await.is_empty(), "bad input sends nothing");
    })
    .await;
}

/// Issue 44 (one behaviour): the invite's body was checked twice, in two
/// ways — the command refused a blank talentCardId as "the talentCardId
/// is empty", the tool as "talent_card_id is empty"; a blank message had
/// a third wording. The operation checks it once: each refusal names the
/// field in its front end's words, and neither sends anything.
#[tokio::test]
async fn the_invite_body_is_checked_once_for_the_command_and_the_tool() {
    local(async {
        let sb = Sandbox::start();
        let job = active_job(&sb).await;
        let card = fresh_cards(&sb, &job, 1).await.remove(0);
        let s = session(&sb, allowing(), Era::Handshake, true, &[]).await;
        clear_log(&sb).await;
        for (card, message, cli_field, tool_field) in [
            ("  ", "Hello!", "TALENT_CARD_ID", "talent_card_id"),
            (card.as_str(), "   ", "--message", "message"),
        ] {
            let e = error_of(
                &call(
                    &s,
                    "invite_candidate",
                    json!({"talent_card_id": card, "job_id": job, "message": message}),
                )
                .await,
            );
            assert_eq!(e["code"], "invalid_argument", "{e}");
            assert_eq!(
                e["message"],
                format!("{tool_field} is empty; nothing was sent"),
                "{e}"
            );
            let out = run_code(
                &sb,
                &["invite", card, "--job", &job, "--message", message],
                2,
            );
            assert!(
                stderr(&out).contains(&format!("{cli_field} is empty; nothing was sent")),
                "{}",
                stderr(&out)
            );
        }
        assert!(paths(&sb).await.is_empty(), "bad input sends nothing");
    })
    .await;
}

/// Issue 44 (one behaviour): the job patch was built twice; the tool sent
/// list items as given (" rust ", "") where the command trimmed them and
/// dropped blanks. The operation builds it once: the same job comes of the
/// same change from either front end.
#[tokio::test]
async fn a_job_patch_is_built_once_the_same_lists_from_the_command_and_the_tool() {
    local(async {
        let sb = Sandbox::start();
        let job = active_job(&sb).await;
        let s = session(&sb, allowing(), Era::Handshake, true, &[]).await;
        let r = call(
            &s,
            "update_job",
            json!({"job_id": job, "skills_required": [" rust ", "", "go"]}),
        )
        .await;
        assert_eq!(r.is_error, Some(false), "{r:?}");
        assert_eq!(structured(&r)["skills_required"], json!(["rust", "go"]));
        let out = run_code(
            &sb,
            &[
                "jobs",
                "update",
                &job,
                "--skills-required",
                " rust , ,go",
                "-o",
                "json",
            ],
            0,
        );
        assert_eq!(json_stdout(&out)["skills_required"], json!(["rust", "go"]));
        // The same refusal of nothing to change, in each one's words.
        let e = error_of(&call(&s, "update_job", json!({"job_id": job})).await);
        assert_eq!(e["message"], "nothing to update", "{e}");
        let out = run_code(&sb, &["jobs", "update", &job], 2);
        assert!(
            stderr(&out).contains("nothing to update"),
            "{}",
            stderr(&out)
        );
    })
    .await;
}

/// Issue 44 (one behaviour): the stage id had two rules — the command
/// sent any non-blank stage (`stg/1` went out), the tool refused what a
/// path segment cannot hold. One rule now, the contract's form of an id,
/// refused by both before anything is sent.
#[tokio::test]
async fn a_stage_id_has_one_rule_for_the_command_and_the_tool() {
    local(async {
        let sb = Sandbox::start();
        let job = active_job(&sb).await;
        let s = session(&sb, Options::default(), Era::Handshake, true, &[]).await;
        clear_log(&sb).await;
        for (stage, words) in [
            ("stg/1", "is not an id"),
            ("stg 1", "is not an id"),
            ("stg.1", "is not an id"),
            ("  ", "is empty"),
        ] {
            let e = error_of(
                &call(
                    &s,
                    "list_applications",
                    json!({"job_id": job, "stage_id": stage}),
                )
                .await,
            );
            assert_eq!(e["code"], "invalid_argument", "{stage:?}: {e}");
            let message = e["message"].as_str().expect("message");
            assert!(
                message.starts_with("stage_id") && message.contains(words),
                "{stage:?}: {message}"
            );
            let out = run_code(&sb, &["apps", &job, "--stage", stage], 2);
            let err = stderr(&out);
            assert!(
                err.contains("--stage") && err.contains(words),
                "{stage:?}: {err}"
            );
        }
        assert!(paths(&sb).await.is_empty(), "bad input sends nothing");
        // A stage id of the form is taken by both.
        let stages = run_code(&sb, &["stages", &job, "-o", "json"], 0);
        let stage = json_stdout(&stages)[0]["stageId"]
            .as_str()
            .expect("stageId")
            .to_string();
        run_code(&sb, &["apps", &job, "--stage", &stage], 0);
        let r = call(
            &s,
            "list_applications",
            json!({"job_id": job, "stage_id": stage}),
        )
        .await;
        assert_eq!(r.is_error, Some(false), "{r:?}");
    })
    .await;
}

/// Issue 44 (one behaviour): unlocking several candidates was written
/// twice — the command opened a repeated id again and listed it twice,
/// the tool once. The operation opens each id once, in the order given:
/// the same records and the same spend from either front end.
#[tokio::test]
async fn several_unlocks_open_a_repeated_id_once_from_the_command_and_the_tool() {
    local(async {
        let sb = Sandbox::start();
        let cards = some_talent_cards(&sb, 4).await;
        let before = used(&sb, "apiUnlocks").await;
        let out = run_code(
            &sb,
            &[
                "candidate",
                "show",
                &cards[0],
                &cards[0],
                &cards[1],
                "--yes",
                "-o",
                "json",
            ],
            0,
        );
        let shown: Vec<String> = json_stdout(&out)
            .as_array()
            .expect("a list")
            .iter()
            .map(|r| r["talentCardId"].as_str().unwrap_or_default().to_string())
            .collect();
        assert_eq!(shown, [cards[0].clone(), cards[1].clone()]);
        assert_eq!(used(&sb, "apiUnlocks").await, before + 2);
        let opts = Options {
            allow: [5, 10, 0, 0],
            ..Options::default()
        };
        let s = session(&sb, opts, Era::Handshake, true, &[]).await;
        let r = call(
            &s,
            "get_candidate",
            json!({"talent_card_ids": [cards[2], cards[2], cards[3]]}),
        )
        .await;
        assert_eq!(r.is_error, Some(false), "{r:?}");
        let shown: Vec<String> = structured(&r)["results"]
            .as_array()
            .expect("results")
            .iter()
            .map(|r| r["talentCardId"].as_str().unwrap_or_default().to_string())
            .collect();
        assert_eq!(shown, [cards[2].clone(), cards[3].clone()]);
        assert_eq!(used(&sb, "apiUnlocks").await, before + 4);
    })
    .await;
}

/// Issue 44 (one behaviour): the usage forecast (each meter's pace from
/// the ledger) was the command's alone. The operation adds it, so
/// `get_usage` carries the same `forecast` object as `usage -o json`.
#[tokio::test]
async fn the_usage_forecast_comes_from_the_command_and_the_tool_alike() {
    local(async {
        let sb = Sandbox::start();
        let s = session(&sb, Options::default(), Era::Handshake, true, &[]).await;
        let r = call(&s, "get_usage", json!({})).await;
        assert_eq!(r.is_error, Some(false), "{r:?}");
        let tool = structured(&r);
        let out = run_code(&sb, &["usage", "-o", "json"], 0);
        let cli = json_stdout(&out);
        for meter in ["apiUnlocks", "searches", "messages"] {
            let forecast = &cli[meter]["forecast"];
            assert!(forecast["pace_per_day"].is_number(), "{meter}: {cli}");
            // Neither ledger saw a spend: the same pace, from the same rule.
            assert_eq!(tool[meter]["forecast"], *forecast, "{meter}: {tool}");
        }
    })
    .await;
}
