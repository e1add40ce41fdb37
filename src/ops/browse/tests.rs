//! The state machine alone: events in, effects out. No terminal, no HTTP:
//! the guard's answers come in as the events the command would turn them
//! into (`Quoted`, `GuardAsks`), so every money path is checked here.

use super::*;
use serde_json::json;

/// A hit with an id of the service's length and a few fields.
pub fn sample_hit(i: usize) -> Hit {
    let companies = ["Razorpay", "Zepto", "Infosys", "Swiggy", "Freshworks"];
    let places = ["Bengaluru", "Pune", "Chennai", "Hyderabad", "Noida"];
    Hit::from_value(json!({
        "talentCardId": format!("{:024x}", 0x5eed_0000_u64 + i as u64),
        "experience": 2.5 + (i % 9) as f64,
        "locations": [places[i % 5], "Remote"],
        "currentLocation": places[(i + 1) % 5],
        "currentCompany": companies[i % 5],
        "joiningAvailability": {"status": if i.is_multiple_of(2) {"on_notice_period"} else {"immediate"},
                                "noticePeriodEndsOn": if i.is_multiple_of(2) {json!("2026-12-15T00:00:00Z")} else {json!(null)}},
        "currentSalary": 1_800_000.0 + 100_000.0 * i as f64,
        "workHistory": [format!("Backend Engineer, {} (2022–present)", companies[i % 5]), "Software Engineer, Infosys (2019–2022)"],
        "education": ["B.Tech, Computer Science, NIT Trichy (2019)"],
        "profileSignals": {
            "educationPedigree": {"score": 81.0, "level": "high", "reason": "Tier-1 engineering college"},
            "workQuality": {"score": 64.0, "level": "medium", "reason": null},
            "careerGrowth": null, "startupExperience": null, "entrepreneurship": null,
            "jobTenure": {"score": 55.0, "level": "medium", "reason": null},
            "industryTags": [{"tag": "banking_and_finance", "label": "Banking & Finance", "score": 0.91, "reason": null}]
        },
        "redactedResumeText": format!("Backend engineer: Go, Kafka, PostgreSQL. Built payments at {}.", companies[i % 5]),
        "lastSeen": "2026-06-10T08:30:00Z"
    }))
    .unwrap()
}

pub fn page_of(page: u64, n: usize) -> Vec<Hit> {
    (0..n)
        .map(|i| sample_hit((page as usize - 1) * 100 + i))
        .collect()
}

pub fn config(size: (u16, u16)) -> Config {
    Config {
        page_size: 10,
        terms: vec!["go".into(), "kafka".into()],
        color: true,
        widen: "fewer --skill groups, or synonyms (a|b)".into(),
        size,
        accessible: false,
    }
}

/// A window with page 1 of 10 hits (23 in all) loaded.
pub fn loaded() -> App {
    let mut app = App::new(config((120, 40)), Instant::now());
    assert_eq!(app.start(), [Effect::RefreshMeters, Effect::FetchPage(1)]);
    app.handle(Event::PageLoaded {
        page: 1,
        hits: page_of(1, 10),
        total: Some(23),
    });
    app.handle(Event::Done);
    app
}

fn keys(app: &mut App, keys: &[Key]) -> Vec<Effect> {
    let mut out = Vec::new();
    for k in keys {
        out.extend(app.handle(Event::Key(*k)));
    }
    out
}

fn chars(app: &mut App, s: &str) -> Vec<Effect> {
    let ks: Vec<Key> = s.chars().map(Key::Char).collect();
    keys(app, &ks)
}

fn question(meter: Meter, cost: i64, left: i64, why: &str) -> Question {
    Question {
        meter,
        cost,
        left,
        limit: 10,
        reserve: 2,
        resets: Some("1 Dec".into()),
        resets_at: None,
        why: why.into(),
    }
}

fn quoted(cost: u64, q: Question) -> Quoted {
    Quoted {
        cost,
        free: Vec::new(),
        question: Some(q),
        refusal: None,
    }
}

fn id(i: usize) -> String {
    sample_hit(i).id().to_string()
}

#[test]
fn moving_stays_within_the_list() {
    let mut app = loaded();
    assert_eq!(app.selected, 0);
    chars(&mut app, "jjj");
    assert_eq!(app.selected, 3);
    chars(&mut app, "k");
    assert_eq!(app.selected, 2);
    chars(&mut app, "G");
    assert_eq!(app.selected, 9);
    keys(&mut app, &[Key::Down, Key::PageDown]);
    assert_eq!(app.selected, 9, "never past the end");
    chars(&mut app, "g");
    assert_eq!(app.selected, 0);
    keys(&mut app, &[Key::Up, Key::PageUp]);
    assert_eq!(app.selected, 0);
    assert_eq!(app.current().unwrap().id(), id(0));
}

#[test]
fn a_page_not_seen_is_asked_and_no_sends_nothing() {
    let mut app = loaded();
    let fx = chars(&mut app, "n");
    assert_eq!(fx, [Effect::Quote(Spend::Page(2))]);
    let fx = app.handle(Event::Quoted(
        Spend::Page(2),
        quoted(1, question(Meter::Searches, 1, 97, "")),
    ));
    assert!(fx.is_empty(), "a question, not a fetch: {fx:?}");
    assert_eq!(app.scope(), Scope::Question);
    // Every key that closes a question without a yes fetches nothing.
    for no in [Key::Char('n'), Key::Esc, Key::Enter, Key::Char('q')] {
        app.mode = Mode::Ask(
            Spend::Page(2),
            quoted(1, question(Meter::Searches, 1, 97, "")),
        );
        assert!(app.handle(Event::Key(no)).is_empty(), "{no:?}");
        assert_eq!(app.mode, Mode::List);
    }
    // Keys that mean nothing at a question do nothing.
    app.mode = Mode::Ask(
        Spend::Page(2),
        quoted(1, question(Meter::Searches, 1, 97, "")),
    );
    assert!(chars(&mut app, "uij ").is_empty());
    assert_eq!(app.scope(), Scope::Question);
    // y: the meter accepted, then the page.
    assert_eq!(
        chars(&mut app, "y"),
        [Effect::Accept(Meter::Searches), Effect::FetchPage(2)]
    );
}

#[test]
fn a_page_seen_before_comes_from_memory() {
    let mut app = loaded();
    chars(&mut app, "n");
    app.handle(Event::Quoted(
        Spend::Page(2),
        quoted(1, question(Meter::Searches, 1, 97, "")),
    ));
    chars(&mut app, "y");
    app.handle(Event::PageLoaded {
        page: 2,
        hits: page_of(2, 10),
        total: Some(23),
    });
    app.handle(Event::Done);
    assert_eq!(app.page, 2);
    assert_eq!(app.current().unwrap().id(), id(100));
    assert!(chars(&mut app, "p").is_empty(), "page 1 is free");
    assert_eq!(app.page, 1);
    assert!(chars(&mut app, "n").is_empty(), "page 2 too");
    assert_eq!(app.page, 2);
    // Page 3 of 3 is new; there is no page 4.
    assert_eq!(chars(&mut app, "n"), [Effect::Quote(Spend::Page(3))]);
    app.handle(Event::Quoted(
        Spend::Page(3),
        quoted(1, question(Meter::Searches, 1, 96, "")),
    ));
    chars(&mut app, "y");
    app.handle(Event::PageLoaded {
        page: 3,
        hits: page_of(3, 3),
        total: Some(23),
    });
    app.handle(Event::Done);
    assert!(chars(&mut app, "n").is_empty());
    assert_eq!(app.status.as_ref().unwrap().1, "this is the last page");
    chars(&mut app, "ppp");
    assert_eq!(app.page, 1);
    assert_eq!(app.status.as_ref().unwrap().1, "this is the first page");
}

#[test]
fn unlock_asks_once_for_the_marked_batch_in_list_order() {
    let mut app = loaded();
    // Mark the fourth, then the second: `u` is about both, in list order.
    chars(&mut app, "jjj ");
    chars(&mut app, "gj ");
    assert_eq!(app.marked_count(), 2);
    let fx = chars(&mut app, "u");
    assert_eq!(fx, [Effect::Quote(Spend::Unlock(vec![id(1), id(3)]))]);
    let spend = Spend::Unlock(vec![id(1), id(3)]);
    let fx = app.handle(Event::Quoted(
        spend.clone(),
        quoted(
            2,
            question(
                Meter::ApiUnlocks,
                2,
                3,
                "this spends 2 unlocks and leaves 1 of 10",
            ),
        ),
    ));
    assert!(fx.is_empty());
    let lines = question_lines(&spend, &quoted(2, question(Meter::ApiUnlocks, 2, 3, "x")));
    assert!(
        lines[0].contains(&id(1)) && lines[0].contains(&id(3)),
        "{lines:?}"
    );
    assert_eq!(
        lines[1],
        "This spends 2 unlocks: 3 of 10 left, resets 1 Dec."
    );
    assert_eq!(
        chars(&mut app, "y"),
        [
            Effect::Accept(Meter::ApiUnlocks),
            Effect::Unlock(vec![id(1), id(3)])
        ]
    );
    // While the batch runs, another spend waits its turn.
    assert!(chars(&mut app, "n").is_empty());
    assert!(app
        .status
        .as_ref()
        .unwrap()
        .1
        .contains("one thing at a time"));
    app.handle(Event::Unlocked {
        card: id(1),
        identity: Identity {
            name: Some("Ananya Rao".into()),
            email: Some("ananya@example.com".into()),
            phone: None,
        },
    });
    app.handle(Event::Failed(format!("{}: not found", id(3))));
    assert_eq!(app.handle(Event::Done), [Effect::RefreshMeters]);
    assert!(app.identities.contains_key(&id(1)));
    // The marks stay (q prints them); the opened one is not asked again.
    assert_eq!(
        chars(&mut app, "u"),
        [Effect::Quote(Spend::Unlock(vec![id(3)]))]
    );
}

#[test]
fn unlocked_before_is_free_and_not_asked() {
    let mut app = loaded();
    let fx = chars(&mut app, "u");
    assert_eq!(fx, [Effect::Quote(Spend::Unlock(vec![id(0)]))]);
    let fx = app.handle(Event::Quoted(
        Spend::Unlock(vec![id(0)]),
        Quoted {
            cost: 0,
            free: vec![id(0)],
            question: None,
            refusal: None,
        },
    ));
    // Nothing to pay: no question, and the meter is not accepted for later.
    assert_eq!(fx, [Effect::Unlock(vec![id(0)])]);
    assert!(app.free.contains(&id(0)));
}

#[test]
fn a_refusal_is_one_line_and_nothing_is_sent() {
    let mut app = loaded();
    chars(&mut app, "u");
    let fx = app.handle(Event::Quoted(
        Spend::Unlock(vec![id(0)]),
        Quoted {
            cost: 1,
            free: Vec::new(),
            question: Some(question(Meter::ApiUnlocks, 1, 0, "")),
            refusal: Some("the unlocks quota is spent (0 of 10 left); it resets 1 Dec".into()),
        },
    ));
    assert!(fx.is_empty());
    assert_eq!(app.mode, Mode::List);
    let (level, line) = app.status.clone().unwrap();
    assert_eq!(level, Level::Error);
    assert!(line.contains("resets 1 Dec"));
    assert!(app.busy.is_none());
}

#[test]
fn the_guards_warning_is_in_the_question() {
    let spend = Spend::Unlock(vec![id(0)]);
    let lines = question_lines(
        &spend,
        &quoted(
            1,
            question(
                Meter::ApiUnlocks,
                1,
                2,
                "this spends 1 unlock and leaves 1 of 10 (your reserve is 2)",
            ),
        ),
    );
    assert_eq!(
        lines.last().unwrap(),
        "Warning: this spends 1 unlock and leaves 1 of 10 (your reserve is 2)."
    );
}

#[test]
fn the_guards_own_question_is_answered_in_the_window() {
    let mut app = App::new(config((120, 40)), Instant::now());
    app.start();
    app.handle(Event::GuardAsks(question(
        Meter::Searches,
        1,
        3,
        "this spends 1 search and leaves 2 of 10",
    )));
    assert_eq!(app.scope(), Scope::Question);
    // An unbound key changes nothing; Enter (the default) is no.
    assert!(chars(&mut app, "x").is_empty());
    assert_eq!(
        app.handle(Event::Key(Key::Enter)),
        [Effect::Answer(Answer::No)]
    );
    assert!(app.guard_asks.is_none());
    app.handle(Event::GuardAsks(question(Meter::Searches, 1, 3, "")));
    assert_eq!(chars(&mut app, "y"), [Effect::Answer(Answer::Yes)]);
}

#[test]
fn the_filter_looks_in_every_loaded_page_without_a_request() {
    let mut app = loaded();
    app.mode = Mode::List;
    app.handle(Event::PageLoaded {
        page: 2,
        hits: page_of(2, 10),
        total: Some(23),
    });
    chars(&mut app, "p");
    assert_eq!(app.page, 1);
    // `/zepto`: hits 1, 6 of page 1 and 101, 106 of page 2.
    let fx = chars(&mut app, "/zepto");
    assert!(fx.is_empty(), "no request: {fx:?}");
    assert_eq!(app.scope(), Scope::Filter);
    let ids: Vec<String> = app.shown().map(|h| h.id().to_string()).collect();
    assert_eq!(ids, [id(1), id(6), id(101), id(106)]);
    // Keys are text while typing: `q` does not quit.
    assert!(chars(&mut app, "q").is_empty());
    assert_eq!(app.shown_len(), 0);
    keys(&mut app, &[Key::Backspace, Key::Down, Key::Enter]);
    assert_eq!(app.scope(), Scope::List);
    assert_eq!(app.current().unwrap().id(), id(6));
    // Marking in the filtered list; Esc clears the filter and keeps the
    // selection on its hit.
    chars(&mut app, " ");
    assert!(app.is_marked(&id(6)));
    keys(&mut app, &[Key::Esc]);
    assert!(app.filter.is_empty());
    assert_eq!(app.shown_len(), 10);
    // Marking moved on to 101, which page 1 does not show: the top.
    assert_eq!(app.current().unwrap().id(), id(0));
}

#[test]
fn invite_chooses_a_job_edits_the_message_then_asks() {
    let mut app = loaded();
    chars(&mut app, "j ");
    assert_eq!(chars(&mut app, "i"), [Effect::LoadJobs]);
    assert_eq!(app.scope(), Scope::Jobs);
    let jobs = vec![
        Job {
            id: "job_1".into(),
            title: "Data Scientist".into(),
        },
        Job {
            id: "job_2".into(),
            title: "Senior Backend Engineer".into(),
        },
    ];
    app.handle(Event::Jobs(jobs.clone()));
    chars(&mut app, "jjj");
    let fx = keys(&mut app, &[Key::Enter]);
    let spend = Spend::Invite {
        job: jobs[1].clone(),
        cards: vec![id(1)],
        message: None,
    };
    assert_eq!(fx, [Effect::Quote(spend.clone())]);
    let q = quoted(1, question(Meter::Messages, 1, 19, ""));
    let fx = app.handle(Event::Quoted(spend, q.clone()));
    let [Effect::EditMessage { template }] = fx.as_slice() else {
        panic!("the editor first: {fx:?}");
    };
    assert!(
        template.contains("\"Senior Backend Engineer\" (job_2)"),
        "{template}"
    );
    assert!(
        template.contains("1 message of the messages quota: 19 of 10 left, resets 1 Dec"),
        "{template}"
    );
    assert!(template.lines().skip(1).all(|l| l.starts_with('#')));
    // No question while the editor is open; then the question.
    assert!(chars(&mut app, "y").is_empty());
    let fx = app.handle(Event::Edited(message_of(&format!(
        "Hello there\n{template}"
    ))));
    assert!(fx.is_empty());
    assert_eq!(app.scope(), Scope::Question);
    assert_eq!(
        chars(&mut app, "y"),
        [
            Effect::Accept(Meter::Messages),
            Effect::Invite {
                job: "job_2".into(),
                cards: vec![id(1)],
                message: "Hello there".into()
            }
        ]
    );
}

#[test]
fn an_empty_message_or_no_job_sends_nothing() {
    let mut app = loaded();
    chars(&mut app, "i");
    app.handle(Event::Jobs(Vec::new()));
    assert_eq!(app.mode, Mode::List);
    assert!(app.status.as_ref().unwrap().1.contains("no open job"));
    chars(&mut app, "i");
    app.handle(Event::Jobs(vec![Job {
        id: "job_1".into(),
        title: "T".into(),
    }]));
    assert!(keys(&mut app, &[Key::Esc]).is_empty());
    assert_eq!(app.mode, Mode::List);
    chars(&mut app, "i");
    let job = Job {
        id: "job_1".into(),
        title: "T".into(),
    };
    app.handle(Event::Jobs(vec![job.clone()]));
    let fx = keys(&mut app, &[Key::Enter]);
    let [Effect::Quote(spend)] = fx.as_slice() else {
        panic!("{fx:?}")
    };
    app.handle(Event::Quoted(
        spend.clone(),
        quoted(1, question(Meter::Messages, 1, 19, "")),
    ));
    let template = invite_template(spend, &quoted(1, question(Meter::Messages, 1, 19, "")));
    assert_eq!(message_of(&template), None);
    assert!(app.handle(Event::Edited(None)).is_empty());
    assert_eq!(app.mode, Mode::List);
    assert!(
        chars(&mut app, "y").is_empty(),
        "nothing left to say yes to"
    );
}

#[test]
fn an_action_the_key_may_not_take_is_one_line_and_nothing_else_is_lost() {
    let mut app = loaded();
    chars(&mut app, " ");
    chars(&mut app, "i");
    app.handle(Event::Failed(
        "the key may not do this (403): invites need a production key".into(),
    ));
    assert_eq!(app.busy, None);
    assert_eq!(app.marked_count(), 1);
    assert_eq!(app.shown_len(), 10);
    assert_eq!(app.status.as_ref().unwrap().0, Level::Error);
}

#[test]
fn q_prints_the_marks_in_list_order_and_ctrl_c_interrupts_anywhere() {
    let mut app = loaded();
    chars(&mut app, "jjj ");
    chars(&mut app, "g ");
    assert_eq!(chars(&mut app, "q"), [Effect::Quit(vec![id(0), id(3)])]);
    for mode in [
        Mode::List,
        Mode::Filter,
        Mode::Help,
        Mode::Ask(
            Spend::Page(2),
            quoted(1, question(Meter::Searches, 1, 9, "")),
        ),
    ] {
        app.mode = mode;
        assert_eq!(app.handle(Event::Key(Key::Ctrl('c'))), [Effect::Interrupt]);
    }
}

#[test]
fn a_wait_counts_down_and_q_still_quits() {
    let mut app = loaded();
    chars(&mut app, "n");
    app.handle(Event::Quoted(
        Spend::Page(2),
        quoted(1, question(Meter::Searches, 1, 90, "")),
    ));
    chars(&mut app, "y");
    let t0 = app.now;
    app.handle(Event::Wait {
        why: "waiting for a free slot of the search rate limit".into(),
        until: t0 + Duration::from_secs(42),
    });
    app.handle(Event::Tick(t0 + Duration::from_millis(10_500)));
    assert_eq!(app.wait_left().unwrap().1, Duration::from_secs(32));
    // The window answers keys meanwhile.
    chars(&mut app, "j");
    assert_eq!(app.selected, 1);
    assert_eq!(chars(&mut app, "q"), [Effect::Quit(Vec::new())]);
}

#[test]
fn no_hits_and_a_first_page_that_failed() {
    let mut app = App::new(config((80, 24)), Instant::now());
    app.handle(Event::PageLoaded {
        page: 1,
        hits: Vec::new(),
        total: Some(0),
    });
    assert_eq!(app.shown_len(), 0);
    assert!(chars(&mut app, "u").is_empty());
    assert_eq!(app.status.as_ref().unwrap().1, "nothing to unlock");
    assert!(chars(&mut app, "n").is_empty(), "no page 2 of 0 hits");
    let mut app = App::new(config((80, 24)), Instant::now());
    app.handle(Event::Failed("the searches quota is spent".into()));
    app.handle(Event::Done);
    assert!(!app.loading);
    assert_eq!(chars(&mut app, "q"), [Effect::Quit(Vec::new())]);
}

#[test]
fn resizes_keep_the_selection() {
    let mut app = loaded();
    chars(&mut app, "G");
    app.handle(Event::Resize(60, 20));
    assert_eq!(app.size, (60, 20));
    assert_eq!(app.selected, 9);
    app.handle(Event::Resize(30, 8));
    assert_eq!(app.selected, 9);
}

#[test]
fn a_terminal_that_cannot_be_read_ends_the_window() {
    let mut app = loaded();
    assert_eq!(
        app.handle(Event::TerminalGone("cannot read the terminal: EIO".into())),
        [Effect::Abort("cannot read the terminal: EIO".into())]
    );
}

#[test]
fn hits_unlocked_before_are_marked_free_when_the_page_arrives() {
    let mut app = App::new(config((120, 40)), Instant::now());
    let fx = app.handle(Event::PageLoaded {
        page: 1,
        hits: page_of(1, 3),
        total: Some(3),
    });
    assert_eq!(fx, [Effect::CheckUnlocked(vec![id(0), id(1), id(2)])]);
    app.handle(Event::Known(vec![
        (id(1), "asha@recruiting".into()),
        (id(2), String::new()),
    ]));
    assert!(app.free.contains(&id(1)) && app.free.contains(&id(2)));
    assert_eq!(
        app.unlocked_by.get(&id(1)).map(String::as_str),
        Some("asha@recruiting")
    );
    assert!(!app.unlocked_by.contains_key(&id(2)));
    // An empty page asks nothing.
    assert!(app
        .handle(Event::PageLoaded {
            page: 2,
            hits: Vec::new(),
            total: Some(3),
        })
        .is_empty());
}

/// `uy` pasted at once: the `y` was read before the question was ever on
/// screen, so it answers nothing; the question stays until a key read
/// after it was drawn answers it.
#[test]
fn browse_spends_on_type_ahead() {
    let mut app = loaded();
    let t0 = Instant::now();
    let typed = |app: &mut App, c: char, at: Instant| app.handle(Event::KeyAt(Key::Char(c), at));
    assert_eq!(
        typed(&mut app, 'u', t0),
        [Effect::Quote(Spend::Unlock(vec![id(0)]))]
    );
    let q = || quoted(1, question(Meter::ApiUnlocks, 1, 7, ""));
    app.handle(Event::Quoted(Spend::Unlock(vec![id(0)]), q()));
    // Read before any frame showed the question.
    assert!(typed(&mut app, 'y', t0).is_empty());
    assert!(typed(&mut app, '1', t0).is_empty());
    assert_eq!(app.scope(), Scope::Question, "still asked");
    // Drawn at t1: a key read before t1 is still no answer.
    let t1 = t0 + Duration::from_millis(30);
    app.drawn(t1);
    assert!(typed(&mut app, 'y', t0 + Duration::from_millis(10)).is_empty());
    assert_eq!(app.scope(), Scope::Question);
    // Read after it was drawn: the answer.
    let fx = typed(&mut app, 'y', t1 + Duration::from_millis(1));
    assert_eq!(
        fx,
        [
            Effect::Accept(Meter::ApiUnlocks),
            Effect::Unlock(vec![id(0)])
        ]
    );
    // A new question starts over: the old instant answers nothing.
    app.handle(Event::Done);
    app.handle(Event::GuardAsks(question(Meter::ApiUnlocks, 1, 6, "")));
    assert!(typed(&mut app, 'y', t1 + Duration::from_millis(2)).is_empty());
    let t2 = t1 + Duration::from_millis(50);
    app.drawn(t2);
    assert_eq!(typed(&mut app, 'y', t2), [Effect::Answer(Answer::Yes)]);
    // Ctrl-C is never held back.
    app.handle(Event::GuardAsks(question(Meter::ApiUnlocks, 1, 5, "")));
    assert_eq!(
        app.handle(Event::KeyAt(Key::Ctrl('c'), t0)),
        [Effect::Interrupt]
    );
}
