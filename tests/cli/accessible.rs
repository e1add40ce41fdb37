//! The accessible mode on a real pseudo-terminal (tmux), as a screen reader
//! meets it: the bytes a question and an export write (no carriage return,
//! no escape sequence with NO_COLOR, nothing redrawn), answers by number and
//! by word, and browse's cursor on the selected row as the selection moves.
//! As gh's accessible prompter tests do, they assert what was answered and
//! the absence of redraws, not the exact words.

use serde_json::json;

use crate::common::{
    active_job, clear_log, have_tmux, sent, set_used, some_talent_cards, used, Pane, PaneOptions,
    Sandbox, SandboxOptions,
};

fn accessible() -> PaneOptions {
    PaneOptions {
        env: vec![("TALENT_ACCESSIBLE".into(), "1".into())],
        record: true,
        ..PaneOptions::default()
    }
}

/// Nothing a screen reader would hear twice or a braille display redraw:
/// no carriage return but the terminal's own before a newline, no escape
/// sequence at all (NO_COLOR is set), so no hidden cursor either.
fn assert_plain(raw: &[u8]) {
    let text = String::from_utf8_lossy(raw);
    let bare_cr =
        raw.windows(2).any(|w| w[0] == b'\r' && w[1] != b'\n') || raw.last() == Some(&b'\r');
    assert!(!bare_cr, "a carriage return that redraws: {text:?}");
    assert!(!raw.contains(&0x1b), "an escape sequence: {text:?}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_destructive_question_is_numbered_lines_answered_by_word_or_number() {
    if !have_tmux() {
        return;
    }
    let sb = Sandbox::serve(SandboxOptions::default());
    let job = active_job(&sb).await;
    clear_log(&sb).await;
    // By word: "no" keeps the job, nothing is sent, exit 2.
    let pane = Pane::run(&sb, &format!("jobs close {job}"), (100, 20), accessible());
    pane.raw_until("Answer 1 or 2");
    let screen = pane.wait_for("Answer 1 or 2");
    let lines: Vec<&str> = screen.lines().collect();
    let asked = lines
        .iter()
        .position(|l| l.contains(&format!("Close job {job} for good?")))
        .unwrap_or_else(|| panic!("{screen}"));
    assert!(lines[asked + 1].starts_with("1) yes"), "{screen}");
    assert!(lines[asked + 2].starts_with("2) no"), "{screen}");
    // Not a choice: said on a new line, asked again, nothing redrawn.
    pane.text("maybe");
    pane.keys(&["Enter"]);
    pane.raw_until("not one of the choices");
    pane.text("no");
    pane.keys(&["Enter"]);
    assert_eq!(pane.exit_code(), 2, "{}", pane.screen());
    let raw = pane.raw_until("nothing was sent");
    assert_plain(&raw);
    assert_eq!(
        String::from_utf8_lossy(&raw).matches("Close job").count(),
        1,
        "the question is written once"
    );
    assert!(sent(&sb).await.is_empty(), "{:?}", sent(&sb).await);
    pane.assert_terminal_restored();
    drop(pane);

    // By number: 1 closes it.
    let pane = Pane::run(&sb, &format!("jobs close {job}"), (100, 20), accessible());
    pane.raw_until("Answer 1 or 2");
    pane.text("1");
    pane.keys(&["Enter"]);
    assert_eq!(pane.exit_code(), 0, "{}", pane.screen());
    assert_plain(&pane.raw_until("is now closed"));
    let log = sent(&sb).await;
    assert!(
        log.iter()
            .any(|l| l.starts_with("PATCH") && l.contains(&job)),
        "{log:?}"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_guards_question_is_numbered_and_keys_typed_before_it_never_answer_it() {
    if !have_tmux() {
        return;
    }
    let sb = Sandbox::serve(SandboxOptions::default());
    // 10 unlocks, reserve 2: with 2 left, an unlock crosses it.
    set_used(&sb, json!({"unlocks": 8})).await;
    let card = some_talent_cards(&sb, 1).await.remove(0);
    let pane = Pane::run(
        &sb,
        &format!("candidate show {card} -o json"),
        (120, 20),
        accessible(),
    );
    // Typed ahead of the question: dropped, not an answer.
    pane.text("1\n");
    pane.raw_until("Answer 1 or 2");
    let screen = pane.wait_for("2) no, send nothing");
    assert!(screen.contains("your reserve is 2"), "{screen}");
    assert!(screen.contains("1) yes, spend it"), "{screen}");
    assert_eq!(used(&sb, "apiUnlocks").await, 8, "nothing spent yet");
    // The first letter of a choice's word answers too.
    pane.text("n");
    pane.keys(&["Enter"]);
    assert_eq!(pane.exit_code(), 5, "{}", pane.screen());
    assert_plain(&pane.raw_until("declined"));
    assert_eq!(used(&sb, "apiUnlocks").await, 8, "a no spends nothing");
}

/// Regression (issue 40): in the accessible mode too, one `1` to a
/// question naming one unlock spent three.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn one_yes_covers_more_than_it_names_in_the_accessible_mode() {
    if !have_tmux() {
        return;
    }
    let sb = Sandbox::serve(SandboxOptions::default());
    // 10 unlocks, reserve 2: with 4 left, three unlocks cross it.
    set_used(&sb, json!({"unlocks": 6})).await;
    let cards = some_talent_cards(&sb, 3).await;
    let pane = Pane::run(
        &sb,
        &format!("candidate show {} -o json", cards.join(" ")),
        (120, 20),
        accessible(),
    );
    let screen = pane.wait_for("2) no, send nothing");
    assert!(screen.contains("This spends 3 unlocks"), "{screen}");
    pane.text("1");
    pane.keys(&["Enter"]);
    assert_eq!(pane.exit_code(), 0, "{}", pane.screen());
    let raw = pane.raw();
    assert_eq!(
        String::from_utf8_lossy(&raw)
            .matches("Answer 1 or 2")
            .count(),
        1,
        "one question"
    );
    assert_eq!(used(&sb, "apiUnlocks").await, 9);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_export_writes_progress_as_a_few_whole_lines() {
    if !have_tmux() {
        return;
    }
    let sb = Sandbox::serve(SandboxOptions {
        time_scale: 0.02,
        ..SandboxOptions::default()
    });
    let pane = Pane::run(
        &sb,
        // Not about the plan's question (12 searches): answered by --yes.
        "search --skill java --limit 240 -o csv --out export.csv --yes",
        (100, 30),
        accessible(),
    );
    assert_eq!(pane.exit_code(), 0, "{}", pane.screen());
    let raw = pane.raw_until("wrote ");
    assert_plain(&raw);
    let text = String::from_utf8_lossy(&raw).to_string();
    let lines: Vec<&str> = text.lines().collect();
    let first = lines
        .iter()
        .position(|l| l.starts_with("page 1 · "))
        .unwrap_or_else(|| panic!("no opening line: {text}"));
    let done = lines
        .iter()
        .position(|l| *l == "done")
        .unwrap_or_else(|| panic!("no closing line: {text}"));
    assert!(first < done, "{text}");
    // At most one line every few seconds: far fewer than the 12 pages.
    let progress = lines[first..done]
        .iter()
        .filter(|l| l.starts_with("page "))
        .count();
    assert!(progress < 12, "{text}");
    let csv = std::fs::read_to_string(pane.dir.join("export.csv")).unwrap();
    assert!(
        csv.starts_with("talentCardId,"),
        "{}",
        &csv[..200.min(csv.len())]
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn browse_keeps_the_cursor_on_the_selected_row_and_asks_with_numbers() {
    if !have_tmux() {
        return;
    }
    let sb = Sandbox::serve(SandboxOptions::default());
    let pane = Pane::run(
        &sb,
        "browse --skill go",
        (100, 30),
        PaneOptions {
            env: vec![("TALENT_ACCESSIBLE".into(), "1".into())],
            stderr_to_file: true,
            ..PaneOptions::default()
        },
    );
    pane.wait_for("hits in all");
    let selected_row = |screen: &str| {
        screen
            .lines()
            .position(|l| l.starts_with('>'))
            .unwrap_or_else(|| panic!("no selected row:\n{screen}")) as u16
    };
    let cursor_at = |want: (u16, u16)| pane.cursor_when(|c| c == want);
    let s = pane.wait_for("q quit");
    assert_eq!(
        cursor_at((0, selected_row(&s))),
        Some((0, selected_row(&s))),
        "{s}"
    );
    pane.keys(&["j", "j"]);
    let s = pane.wait_for("row 3 of 10: ");
    assert_eq!(
        cursor_at((0, selected_row(&s))),
        Some((0, selected_row(&s))),
        "{s}"
    );
    pane.keys(&["k"]);
    let s = pane.wait_for("row 2 of 10: ");
    assert_eq!(
        cursor_at((0, selected_row(&s))),
        Some((0, selected_row(&s))),
        "{s}"
    );
    let card = s
        .lines()
        .find(|l| l.starts_with('>'))
        .and_then(|l| l.split_whitespace().nth(1))
        .unwrap()
        .to_string();
    clear_log(&sb).await;
    // The question: numbered, the cursor on its first choice; 2 is no.
    pane.keys(&["u"]);
    let s = pane.wait_for("2) no, send nothing");
    let yes = s
        .lines()
        .position(|l| l.contains("1) yes, spend it"))
        .unwrap() as u16;
    assert_eq!(
        pane.cursor_when(|c| c.1 == yes).map(|c| c.1),
        Some(yes),
        "{s}"
    );
    pane.keys(&["2"]);
    pane.wait_for("declined: nothing was sent");
    assert!(sent(&sb).await.is_empty(), "{:?}", sent(&sb).await);
    // 1 is yes: one unlock.
    pane.keys(&["u"]);
    pane.wait_for("2) no, send nothing");
    pane.keys(&["1"]);
    pane.wait_for("E-mail:");
    let log = sent(&sb).await;
    assert_eq!(
        log.iter()
            .filter(|l| **l == format!("GET /api/v1/candidates/{card}"))
            .count(),
        1,
        "{log:?}"
    );
    pane.keys(&["q"]);
    assert_eq!(pane.exit_code(), 0, "{}", pane.file("err.txt"));
    pane.assert_terminal_restored();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_config_turns_it_on_and_the_environment_turns_it_off() {
    if !have_tmux() {
        return;
    }
    let sb = Sandbox::serve(SandboxOptions::default());
    let job = active_job(&sb).await;
    let set = sb
        .talent()
        .args(["config", "set", "accessible", "true"])
        .output()
        .unwrap();
    assert!(
        set.status.success(),
        "{}",
        String::from_utf8_lossy(&set.stderr)
    );
    let from_config = PaneOptions {
        record: true,
        ..PaneOptions::default()
    };
    let pane = Pane::run(&sb, &format!("jobs close {job}"), (100, 20), from_config);
    pane.raw_until("Answer 1 or 2");
    pane.keys(&["Enter"]);
    assert_eq!(pane.exit_code(), 2, "Enter alone is no: {}", pane.screen());
    assert_plain(&pane.raw_until("nothing was sent"));
    drop(pane);
    // TALENT_ACCESSIBLE=0 wins over the file: the usual [y/N] prompt.
    let off = PaneOptions {
        env: vec![("TALENT_ACCESSIBLE".into(), "0".into())],
        record: true,
        ..PaneOptions::default()
    };
    let pane = Pane::run(&sb, &format!("jobs close {job}"), (100, 20), off);
    pane.raw_until("[y/N]");
    pane.keys(&["n"]);
    assert_eq!(pane.exit_code(), 2, "{}", pane.screen());
    assert!(sent(&sb).await.iter().all(|l| !l.starts_with("PATCH")));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn help_accessibility_says_what_the_mode_changes() {
    let sb = Sandbox::start();
    let out = sb
        .talent()
        .args(["help", "accessibility"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(0));
    let text = String::from_utf8_lossy(&out.stdout);
    for topic in [
        "--accessible",
        "TALENT_ACCESSIBLE=1",
        "Questions",
        "Progress",
        "browse",
    ] {
        assert!(text.contains(topic), "{topic}: {text}");
    }
    // A bad value in the config is refused with the way to fix it.
    let bad = sb
        .talent()
        .args(["config", "set", "accessible", "sometimes"])
        .output()
        .unwrap();
    assert_eq!(bad.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&bad.stderr).contains("accessible must be true or false"));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_key_typed_at_auth_login_stays_hidden_and_nothing_is_redrawn() {
    if !have_tmux() {
        return;
    }
    let sb = Sandbox::serve(SandboxOptions::default());
    let pane = Pane::run(&sb, "auth login", (120, 20), accessible());
    pane.raw_until("API key (input hidden): ");
    pane.text(&sb.keys.production);
    pane.keys(&["Enter"]);
    assert_eq!(pane.exit_code(), 0, "{}", pane.screen());
    let raw = pane.raw_until("Logged in");
    assert_plain(&raw);
    assert!(
        !String::from_utf8_lossy(&raw).contains(&sb.keys.production),
        "the key was echoed: {:?}",
        String::from_utf8_lossy(&raw)
    );
    pane.assert_terminal_restored();
}

/// SIGTERM (or Ctrl-C) while a numbered question waits for its line ends
/// the run at once, exit 130, one line, nothing sent: the blocking read
/// would otherwise outlast the signal until Enter.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_signal_at_a_numbered_question_ends_the_run() {
    if !have_tmux() {
        return;
    }
    let sb = Sandbox::serve(SandboxOptions::default());
    let job = active_job(&sb).await;
    for signal in ["-TERM", "-INT"] {
        clear_log(&sb).await;
        let pane = Pane::run(&sb, &format!("jobs close {job}"), (100, 20), accessible());
        pane.raw_until("Answer 1 or 2");
        let killed = std::process::Command::new("kill")
            .args([signal, &pane.pid()])
            .status()
            .unwrap();
        assert!(killed.success());
        assert_eq!(pane.exit_code(), 130, "{signal}: {}", pane.screen());
        assert!(
            pane.screen().contains("while waiting for input"),
            "{signal}: {}",
            pane.screen()
        );
        assert!(sent(&sb).await.is_empty(), "{:?}", sent(&sb).await);
        pane.assert_terminal_restored();
    }
}

/// A signal that ends the run while the key is typed unseen (SIGTERM, the
/// terminal's SIGHUP; Ctrl-C likewise where it is not ignored) ends it at
/// once, exit 130 with one line, the terminal's echo back on.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_signal_at_the_hidden_key_prompt_leaves_echo_off() {
    if !have_tmux() {
        return;
    }
    let sb = Sandbox::serve(SandboxOptions::default());
    for signal in ["-TERM", "-HUP"] {
        let pane = Pane::run(&sb, "auth login", (120, 20), accessible());
        pane.raw_until("API key (input hidden): ");
        pane.text("svc_");
        let killed = std::process::Command::new("kill")
            .args([signal, &pane.pid()])
            .status()
            .unwrap();
        assert!(killed.success());
        assert_eq!(pane.exit_code(), 130, "{signal}: {}", pane.screen());
        pane.assert_terminal_restored();
        assert!(pane.screen().contains("interrupted: the key was not read"));
    }
}
