//! The accessible mode (`--accessible`, `TALENT_ACCESSIBLE=1`, config
//! `accessible = true`): what a screen reader or a braille display can
//! follow. A question is its own words, then numbered choices on lines of
//! their own, answered by number or word, never redrawn; progress is a few
//! whole lines, never a redrawn bar. The words live here, with no I/O, so
//! the terminal's prompt ([`crate::ui::Ui`]) and browse's window say the
//! same thing.

use std::io::Write;
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// One choice of a question: what it says and the answer it gives.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Choice {
    /// `yes, spend it`: the first word is also an answer (`yes`, `y`).
    pub words: String,
    pub yes: bool,
}

/// The two choices of a yes/no question: yes first, then the safe one,
/// worded with "no" (also what Enter alone answers).
pub fn yes_no(yes: &str, no: &str) -> [Choice; 2] {
    [
        Choice {
            words: yes.to_string(),
            yes: true,
        },
        Choice {
            words: no.to_string(),
            yes: false,
        },
    ]
}

/// The lines under a question: `1) yes …`, `2) no …`.
pub fn choice_lines(choices: &[Choice]) -> Vec<String> {
    choices
        .iter()
        .enumerate()
        .map(|(i, c)| format!("{}) {}", i + 1, c.words))
        .collect()
}

/// What the reader is asked to type, with what Enter alone means.
pub fn answer_prompt(choices: &[Choice]) -> String {
    let default = choices.iter().position(|c| !c.yes).map_or(0, |i| i + 1);
    let numbers: Vec<String> = (1..=choices.len()).map(|n| n.to_string()).collect();
    format!(
        "Answer {} (Enter alone is {default}): ",
        numbers.join(" or ")
    )
}

/// The whole question as written: its words, the choices, the prompt.
pub fn question_text(question: &str, choices: &[Choice]) -> String {
    let mut out = String::new();
    out.push_str(question.trim_end());
    out.push('\n');
    for line in choice_lines(choices) {
        out.push_str(&line);
        out.push('\n');
    }
    out.push_str(&answer_prompt(choices));
    out
}

/// The answer a typed line gives: a choice's number, its first word or that
/// word's first letter (case ignored); Enter alone is the safe choice.
/// `None`: not an answer (the question is asked again, on new lines).
pub fn parse_answer(line: &str, choices: &[Choice]) -> Option<bool> {
    let typed = line.trim().to_lowercase();
    if typed.is_empty() {
        return choices.iter().find(|c| !c.yes).map(|c| c.yes);
    }
    if let Ok(n) = typed.parse::<usize>() {
        return n.checked_sub(1).and_then(|i| choices.get(i)).map(|c| c.yes);
    }
    let word = |c: &Choice| {
        c.words
            .split(|ch: char| !ch.is_alphanumeric())
            .next()
            .unwrap_or("")
            .to_lowercase()
    };
    choices
        .iter()
        .find(|c| {
            let w = word(c);
            !w.is_empty() && (typed == w || (typed.chars().count() == 1 && w.starts_with(&typed)))
        })
        .map(|c| c.yes)
}

/// Seconds between two progress lines.
pub const PROGRESS_EVERY: Duration = Duration::from_secs(5);

/// Progress as whole lines on stderr: the first message at once, then at
/// most one line every [`PROGRESS_EVERY`], then the last state as a closing
/// line when dropped (if it was not the last line written). No carriage
/// return, no escape sequence: a screen reader reads each line once.
pub struct LineProgress {
    state: Mutex<LineState>,
    out: Box<dyn Fn(&str) + Send + Sync>,
}

struct LineState {
    len: Option<u64>,
    pos: u64,
    message: String,
    last_line: Option<String>,
    last_at: Option<Instant>,
}

impl LineProgress {
    /// Lines go to `out` (stderr for a run; a buffer in tests).
    pub fn new(len: Option<u64>, out: Box<dyn Fn(&str) + Send + Sync>) -> Self {
        LineProgress {
            state: Mutex::new(LineState {
                len,
                pos: 0,
                message: String::new(),
                last_line: None,
                last_at: None,
            }),
            out,
        }
    }

    /// Lines on stderr, written whole.
    pub fn stderr(len: Option<u64>) -> Self {
        LineProgress::new(
            len,
            Box::new(|line| {
                let mut err = std::io::stderr().lock();
                let _ = writeln!(err, "{line}");
            }),
        )
    }

    fn state(&self) -> std::sync::MutexGuard<'_, LineState> {
        self.state.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// The line the state reads as: the message, else `step N of M`.
    fn line(s: &LineState) -> Option<String> {
        let text = crate::text::clean(&s.message);
        match (text.is_empty(), s.len) {
            (false, _) => Some(text),
            (true, Some(len)) => Some(format!("step {} of {len}", s.pos.min(len))),
            (true, None) => None,
        }
    }

    /// Writes the current line when it is new and the last is old enough.
    fn maybe_write(&self, now: Instant) {
        let mut s = self.state();
        let Some(line) = Self::line(&s) else {
            return;
        };
        let due = s
            .last_at
            .is_none_or(|at| now.duration_since(at) >= PROGRESS_EVERY);
        if due && s.last_line.as_deref() != Some(line.as_str()) {
            (self.out)(&line);
            s.last_line = Some(line);
            s.last_at = Some(now);
        }
    }
}

impl crate::sink::Progress for LineProgress {
    fn set_position(&self, pos: u64) {
        self.state().pos = pos;
        self.maybe_write(Instant::now());
    }
    fn set_length(&self, len: u64) {
        self.state().len = Some(len);
    }
    fn set_message(&self, msg: String) {
        self.state().message = msg;
        self.maybe_write(Instant::now());
    }
    fn tick(&self) {
        self.maybe_write(Instant::now());
    }
}

impl Drop for LineProgress {
    /// The closing line: where the run ended, unless that was just said.
    fn drop(&mut self) {
        let s = self.state();
        if s.last_line.is_none() {
            // Nothing was said: the run was too short to need progress.
            return;
        }
        if let Some(line) = Self::line(&s) {
            if s.last_line.as_deref() != Some(line.as_str()) {
                (self.out)(&line);
            }
        }
        (self.out)("done");
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sink::Progress;
    use std::sync::Arc;

    #[test]
    fn answers_by_number_word_or_letter_and_enter_is_no() {
        let c = yes_no("yes, spend it", "no, send nothing");
        for (typed, want) in [
            ("1", Some(true)),
            (" 2 ", Some(false)),
            ("yes", Some(true)),
            ("YES\n", Some(true)),
            ("y", Some(true)),
            ("no", Some(false)),
            ("n", Some(false)),
            ("", Some(false)),
            ("3", None),
            ("0", None),
            ("maybe", None),
            ("spend", None),
        ] {
            assert_eq!(parse_answer(typed, &c), want, "{typed:?}");
        }
    }

    #[test]
    fn a_question_keeps_its_words_then_numbered_lines() {
        let text = question_text(
            "Close job J1 for good?",
            &yes_no("yes, close it", "no, keep it open"),
        );
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines[0], "Close job J1 for good?");
        assert_eq!(lines[1], "1) yes, close it");
        assert_eq!(lines[2], "2) no, keep it open");
        assert!(lines[3].starts_with("Answer 1 or 2"), "{text}");
        assert!(!text.contains('\r') && !text.contains('\x1b'), "{text:?}");
    }

    #[test]
    fn progress_is_a_first_line_then_few_then_a_closing_line() {
        let lines = Arc::new(Mutex::new(Vec::<String>::new()));
        let l2 = lines.clone();
        let p = LineProgress::new(
            None,
            Box::new(move |s| l2.lock().unwrap().push(s.to_string())),
        );
        for n in 1..=50 {
            p.set_message(format!("page {n} · {} records", n * 20));
            p.tick();
        }
        drop(p);
        let got = lines.lock().unwrap().clone();
        // The first at once; 50 updates within 5 s are not 50 lines; the
        // last state and `done` close it.
        assert_eq!(
            got,
            ["page 1 · 20 records", "page 50 · 1000 records", "done"]
        );
    }

    #[test]
    fn a_run_that_never_said_anything_closes_silently() {
        let lines = Arc::new(Mutex::new(Vec::<String>::new()));
        let l2 = lines.clone();
        let p = LineProgress::new(
            Some(3),
            Box::new(move |s| l2.lock().unwrap().push(s.to_string())),
        );
        drop(p);
        assert!(lines.lock().unwrap().is_empty());
    }
}
