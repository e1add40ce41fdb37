//! The one output handle: data to stdout, notices, warnings, traces, prompts and
//! errors to stderr. Nothing else in the tool writes to the terminal.

use std::io::{self, IsTerminal, Write};
use std::sync::Arc;

use crate::sink::DataOut;

use crate::{Error, Result};

/// When to colour stderr notices.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, clap::ValueEnum)]
pub enum ColorChoice {
    #[default]
    Auto,
    Always,
    Never,
}

/// Terminal facts and user choices that decide what may be printed or asked.
#[derive(Debug, Clone)]
pub struct UiSettings {
    pub quiet: bool,
    pub verbose: bool,
    pub yes: bool,
    pub no_input: bool,
    pub color: ColorChoice,
}

pub struct Ui {
    settings: UiSettings,
    /// `--out FILE`: data goes to its export instead of stdout.
    out_file: std::sync::Mutex<Option<Arc<dyn DataOut>>>,
    json_errors: std::sync::atomic::AtomicBool,
    /// Long tables on a terminal go through a pager (`less -FRX`).
    pager: std::sync::Mutex<Pager>,
    stdout_tty: bool,
    stderr_tty: bool,
    stdin_tty: bool,
    color: bool,
    /// The accessible mode: numbered questions, text progress (set once the
    /// settings are resolved: the config file may turn it on).
    accessible: std::sync::atomic::AtomicBool,
    /// Text never shown (the API key, wherever a URL, a header or a body
    /// carried it): on stderr, and through the printer it is shared with,
    /// in the data too. See [`Ui::redact`].
    secrets: crate::secrets::Secrets,
    /// The progress bars drawn, so a question can take them off the
    /// screen while it is up.
    bars: std::sync::Mutex<Vec<indicatif::WeakProgressBar>>,
    /// The run's question before a spend was answered yes: a gateway's
    /// reserve refusal is then crossed without a second question (one
    /// question per run).
    spend_approved: std::sync::atomic::AtomicBool,
}

impl Ui {
    pub fn new(settings: UiSettings) -> Self {
        let stdout_tty = io::stdout().is_terminal() || force_tty();
        let stderr_tty = io::stderr().is_terminal();
        let stdin_tty = io::stdin().is_terminal();
        let color = match settings.color {
            ColorChoice::Always => true,
            ColorChoice::Never => false,
            ColorChoice::Auto => auto_color(
                stderr_tty,
                std::env::var_os("NO_COLOR").as_deref(),
                std::env::var_os("CLICOLOR").as_deref(),
                std::env::var_os("CLICOLOR_FORCE").as_deref(),
            ),
        };
        // A console draws colour only through its virtual terminal (Windows
        // 10 and later, switched on here); one without shows none rather
        // than raw escapes. Elsewhere a terminal takes them as they are.
        let color = color && (!stderr_tty || console_takes_ansi());
        Ui {
            settings,
            out_file: std::sync::Mutex::new(None),
            json_errors: std::sync::atomic::AtomicBool::new(false),
            spend_approved: std::sync::atomic::AtomicBool::new(false),
            pager: std::sync::Mutex::new(Pager::Off),
            stdout_tty,
            stderr_tty,
            stdin_tty,
            color,
            accessible: std::sync::atomic::AtomicBool::new(false),
            secrets: crate::secrets::Secrets::default(),
            bars: std::sync::Mutex::new(Vec::new()),
        }
    }

    /// From now on every line on stderr (traces, warnings, errors) and
    /// everything the printer writes shows `secret` (as is or
    /// percent-encoded, as a URL carries it) as `[redacted]`. Text under 8
    /// characters is not a key and is ignored.
    pub fn redact(&self, secret: &str) {
        if secret.len() < 8 {
            return;
        }
        let encoded = url::form_urlencoded::byte_serialize(secret.as_bytes()).collect::<String>();
        let segment = crate::api::query::path_segment(secret).unwrap_or_default();
        self.secrets.add([secret.to_string(), encoded, segment]);
    }

    /// The secrets given to [`Ui::redact`], for the printer to mask too.
    pub fn secrets(&self) -> crate::secrets::Secrets {
        self.secrets.clone()
    }

    /// `text` with every secret given to [`Ui::redact`] replaced.
    pub fn redacted(&self, text: &str) -> String {
        self.secrets
            .mask_str(text)
            .unwrap_or_else(|| text.to_string())
    }

    /// Whether notices reach a person (stderr is a terminal).
    pub fn stderr_is_terminal(&self) -> bool {
        self.stderr_tty
    }

    pub fn stdout_is_terminal(&self) -> bool {
        self.stdout_tty
    }

    pub fn color(&self) -> bool {
        self.color
    }

    /// Turns the accessible mode on or off (`--accessible`,
    /// `TALENT_ACCESSIBLE`, config `accessible`).
    pub fn set_accessible(&self, on: bool) {
        self.accessible
            .store(on, std::sync::atomic::Ordering::Relaxed);
    }

    pub fn accessible(&self) -> bool {
        self.accessible.load(std::sync::atomic::Ordering::Relaxed)
    }

    pub fn verbose(&self) -> bool {
        self.settings.verbose
    }

    /// Whether a prompt may be shown: a terminal on stdin and no `--no-input`.
    pub fn can_prompt(&self) -> bool {
        self.stdin_tty && self.stderr_tty && !self.settings.no_input
    }

    /// Writes data to stdout. A closed pipe (`| head`) is
    /// [`Error::output_closed`]: the command stops, `finish` still runs (the
    /// embedded sandbox saves what was spent), and the run exits 0.
    pub fn out(&self, bytes: &[u8]) -> Result<()> {
        if let Some(export) = self.out_file().as_ref() {
            return export.write(bytes);
        }
        if let Some(result) = self.to_pager(bytes) {
            return result;
        }
        let mut out = io::stdout().lock();
        match out.write_all(bytes).and_then(|_| out.flush()) {
            Ok(()) => Ok(()),
            Err(e) if closed_pipe(&e) => Err(Error::output_closed()),
            Err(e) => Err(Error::failure(format!("cannot write to stdout: {e}"))),
        }
    }

    fn out_file(&self) -> std::sync::MutexGuard<'_, Option<Arc<dyn DataOut>>> {
        self.out_file.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Sends data to `export` instead of stdout (`--out`); the export puts
    /// its file in place itself.
    pub fn write_to(&self, export: Arc<dyn DataOut>) {
        *self.out_file() = Some(export);
    }

    /// Pages what goes to stdout through `command` (run by `sh -c`), started
    /// at the first write. Only when stdout really is a terminal.
    pub fn use_pager(&self, command: String) {
        if io::stdout().is_terminal() {
            *self.pager.lock().unwrap_or_else(|e| e.into_inner()) = Pager::Ready(command);
        }
    }

    /// No pager for this run (a stream that never ends, a prompt).
    pub fn no_pager(&self) {
        *self.pager.lock().unwrap_or_else(|e| e.into_inner()) = Pager::Off;
    }

    /// Writes to the pager when there is one (`None`: there is none).
    fn to_pager(&self, bytes: &[u8]) -> Option<Result<()>> {
        let mut pager = self.pager.lock().unwrap_or_else(|e| e.into_inner());
        if let Pager::Ready(command) = &*pager {
            let child = std::process::Command::new("sh")
                .args(["-c", command])
                .env(
                    "LESS",
                    std::env::var("LESS").unwrap_or_else(|_| "FRX".into()),
                )
                .stdin(std::process::Stdio::piped())
                .spawn();
            *pager = match child {
                Ok(child) => Pager::Running(child),
                // No pager to be had: plain stdout.
                Err(_) => Pager::Off,
            };
        }
        let Pager::Running(child) = &mut *pager else {
            return None;
        };
        let stdin = child.stdin.as_mut()?;
        Some(match stdin.write_all(bytes) {
            Ok(()) => Ok(()),
            // The reader quit the pager: like a closed pipe.
            Err(e) if closed_pipe(&e) => Err(Error::output_closed()),
            Err(e) => Err(Error::failure(format!("cannot write to the pager: {e}"))),
        })
    }

    /// Ends the pager: its input closes, and the run waits for the reader.
    pub fn end_pager(&self) {
        let taken = std::mem::replace(
            &mut *self.pager.lock().unwrap_or_else(|e| e.into_inner()),
            Pager::Off,
        );
        if let Pager::Running(mut child) = taken {
            drop(child.stdin.take());
            let _ = child.wait();
        }
    }

    /// A progress bar on stderr for work longer than one step: drawn only
    /// when stderr is a terminal and `--quiet` is off, hidden otherwise (so
    /// logs and pipes never see it), and `hidden` when the work is one step.
    /// `len` is the number of steps when known. Cleared when dropped, so an
    /// error line is never printed under a stale bar.
    pub fn progress(&self, len: Option<u64>, hidden: bool) -> Progress {
        if hidden || !self.stderr_tty || self.settings.quiet {
            return Progress::Bar(indicatif::ProgressBar::hidden());
        }
        if self.accessible() {
            return Progress::Lines(crate::accessible::LineProgress::stderr(len));
        }
        let bar = match len {
            Some(n) => indicatif::ProgressBar::new(n),
            None => indicatif::ProgressBar::new_spinner(),
        };
        bar.set_draw_target(indicatif::ProgressDrawTarget::stderr());
        let mut bars = self.bars.lock().unwrap_or_else(|e| e.into_inner());
        bars.retain(|b| b.upgrade().is_some_and(|b| !b.is_finished()));
        bars.push(bar.downgrade());
        drop(bars);
        Progress::Bar(bar)
    }

    /// Sits out `wait`. Over a second, on a terminal and without `--quiet`,
    /// a countdown on stderr says how long is left (the notice that says why
    /// was printed already); otherwise it only sleeps.
    pub async fn countdown(&self, why: &str, wait: std::time::Duration) {
        use std::time::{Duration, Instant};
        if wait <= Duration::from_secs(1) || !self.stderr_tty || self.settings.quiet {
            tokio::time::sleep(wait).await;
            return;
        }
        let why = self.redacted(why);
        let what = why.split(';').next().unwrap_or(&why).to_string();
        if self.accessible() {
            // One line, not a countdown redrawn every quarter second.
            self.err_line(&format!(
                "{what}: retrying in {}",
                crate::api::retry::human(Duration::from_secs(wait.as_secs_f64().ceil() as u64))
            ));
            tokio::time::sleep(wait).await;
            return;
        }
        use crate::sink::Progress as _;
        let bar = self.progress(None, false);
        let end = Instant::now() + wait;
        loop {
            let left = end.saturating_duration_since(Instant::now());
            if left.is_zero() {
                break;
            }
            bar.set_message(format!(
                "{what}: retrying in {}",
                crate::api::retry::human(Duration::from_secs(left.as_secs_f64().ceil() as u64))
            ));
            bar.tick();
            tokio::time::sleep(left.min(Duration::from_millis(250))).await;
        }
        drop(bar);
    }

    /// A notice (progress, what was done); hidden by `--quiet`.
    pub fn status(&self, msg: &str) {
        if !self.settings.quiet {
            // Kept whole: a notice may carry a command to copy.
            self.err_whole_line(msg);
        }
    }

    /// A warning; hidden by `--quiet`.
    pub fn warn(&self, msg: &str) {
        if !self.settings.quiet {
            let prefix = self.paint("warning:", "33");
            // Warnings carry the service's text (a retry's reason): as text only.
            let msg = crate::text::clean(&crate::error::bounded(msg));
            self.err_line(&format!("{prefix} {msg}"));
        }
    }

    /// A hint about what to do next; hidden by `--quiet`.
    pub fn hint(&self, msg: &str) {
        if !self.settings.quiet {
            let prefix = self.paint("hint:", "36");
            self.err_line(&format!("{prefix} {msg}"));
        }
    }

    /// A request/response trace line, only with `--verbose`.
    pub fn trace(&self, msg: &str) {
        if self.settings.verbose {
            let prefix = self.paint("*", "2");
            // Kept whole: a trace carries URLs and headers to copy.
            self.err_whole_line(&format!("{prefix} {msg}"));
        }
    }

    /// The one line a failure prints.
    pub fn error(&self, e: &Error) {
        let line = e.render_line();
        let line = match line.strip_prefix("error:") {
            Some(rest) if self.color => format!("{}{rest}", self.paint("error:", "31")),
            _ => line,
        };
        self.err_line(&line);
        if self.json_errors.load(std::sync::atomic::Ordering::Relaxed) {
            // One JSON object a line, for a program: never broken.
            self.err_whole_line(&e.to_json().to_string());
        }
    }

    /// Whether the run's question before a spend was answered yes (see
    /// `spend_approved`).
    pub fn spend_approved(&self) -> bool {
        self.spend_approved
            .load(std::sync::atomic::Ordering::Relaxed)
    }

    /// With `-o json` / `-o jsonl` a failure is also one JSON object on
    /// stderr, for scripts.
    pub fn set_json_errors(&self, on: bool) {
        self.json_errors
            .store(on, std::sync::atomic::Ordering::Relaxed);
    }

    /// Asks a yes/no question. `--yes` answers yes; without a terminal (or with
    /// `--no-input`) the question cannot be asked and `Ok(None)` comes back.
    pub fn confirm(&self, question: &str) -> Result<Option<bool>> {
        self.confirm_with(question, ["yes", "no"])
    }

    /// [`Ui::confirm`] with the words of its two choices (the accessible
    /// mode numbers them: `1) yes, …`, `2) no, …`).
    pub fn confirm_with(&self, question: &str, words: [&str; 2]) -> Result<Option<bool>> {
        if self.settings.yes {
            return Ok(Some(true));
        }
        if !self.can_prompt() {
            return Ok(None);
        }
        if self.accessible() {
            return self
                .numbered(question, &crate::accessible::yes_no(words[0], words[1]))
                .map(Some);
        }
        // A question wider than the terminal wrapped and dialoguer drew its
        // first line twice (issue 45): its first lines are written whole,
        // the last one is the prompt, beside its ` [y/N] `.
        let mut lines = prompt_lines(question, self.err_width());
        let prompt = lines.pop().unwrap_or_default();
        for line in &lines {
            self.err_whole_line(line);
        }
        // dialoguer answers on the key `y` alone: the Enter typed after the
        // `y` of an earlier question would answer this one no. Keys typed
        // before its prompt is drawn are dropped (as the accessible mode's).
        discard_typeahead();
        dialoguer::Confirm::new()
            .with_prompt(prompt)
            .default(false)
            .interact()
            .map(Some)
            .map_err(|e| Error::failure(format!("cannot read the answer: {e}")))
    }

    /// Asks before a destructive action. `--yes` accepts; without a terminal
    /// (or with `--no-input`) it refuses with exit 2, and nothing is sent.
    pub fn confirm_destructive(&self, question: &str, flag_hint: &str) -> Result<()> {
        match self.confirm_with(question, ["yes, go ahead", "no, cancel: nothing is done"])? {
            Some(true) => Ok(()),
            Some(false) => Err(Error::usage("cancelled; nothing was sent")),
            None => Err(Error::usage(format!(
                "{flag_hint} needs confirmation and there is no terminal to ask"
            ))
            .with_hint("add --yes to confirm")),
        }
    }

    /// The accessible question: its words and numbered choices written
    /// once on stderr, then a line read from stdin; anything else than a
    /// choice is said on a new line and the prompt written again (never a
    /// redraw). Keys typed before the prompt was written are dropped.
    /// End of input is the safe answer.
    fn numbered(&self, question: &str, choices: &[crate::accessible::Choice]) -> Result<bool> {
        let text = self.redacted(&crate::accessible::question_text(question, choices));
        // The question and its choices, then what was typed before them
        // dropped, then the prompt: a key seen after the prompt is an answer.
        let (words, prompt) = text.rsplit_once('\n').unwrap_or(("", &text));
        let mut err = io::stderr().lock();
        let _ = writeln!(err, "{words}");
        let _ = err.flush();
        discard_typeahead();
        let _ = write!(err, "{prompt}");
        let _ = err.flush();
        drop(err);
        // The read blocks the thread the runtime's signal listener would
        // report to: Ctrl-C or SIGTERM at the question ends the run here.
        let _waiting = crate::signals::waiting_on_input();
        loop {
            let mut line = String::new();
            let n = io::stdin()
                .read_line(&mut line)
                .map_err(|e| Error::failure(format!("cannot read the answer: {e}")))?;
            if n == 0 {
                self.err_line("");
                return Ok(false);
            }
            if let Some(yes) = crate::accessible::parse_answer(&line, choices) {
                return Ok(yes);
            }
            let mut err = io::stderr().lock();
            let _ = write!(
                err,
                "{:?} is not one of the choices.\n{}",
                crate::text::clean(line.trim()),
                crate::accessible::answer_prompt(choices)
            );
            let _ = err.flush();
        }
    }

    /// Reads a secret from the terminal without echo.
    pub fn password(&self, prompt: &str) -> Result<String> {
        if !self.can_prompt() {
            return Err(Error::usage("cannot prompt for a key without a terminal")
                .with_hint("pipe the key into `talent auth login --with-key`"));
        }
        #[cfg(unix)]
        if self.accessible() {
            return hidden_line(prompt);
        }
        dialoguer::Password::new()
            .with_prompt(prompt)
            .interact()
            .map_err(|e| Error::failure(format!("cannot read the key: {e}")))
    }

    /// The width a table on stdout is fitted to: `COLUMNS` when set, else
    /// the terminal's when stdout really is one; none for a pipe or a file
    /// (where nothing is cut).
    pub fn stdout_width(&self) -> Option<u16> {
        let set = std::env::var("COLUMNS")
            .ok()
            .and_then(|v| v.trim().parse::<u16>().ok())
            .filter(|w| *w > 0);
        if set.is_some() {
            return set;
        }
        if !io::stdout().is_terminal() {
            return None;
        }
        ratatui::crossterm::terminal::size()
            .ok()
            .map(|(w, _)| w)
            .filter(|w| *w > 0)
    }

    /// The newest progress bar still drawn, if any.
    fn live_bar(&self) -> Option<indicatif::ProgressBar> {
        let bars = self.bars.lock().unwrap_or_else(|e| e.into_inner());
        bars.iter()
            .rev()
            .filter_map(indicatif::WeakProgressBar::upgrade)
            .find(|b| !b.is_finished())
    }

    /// The columns of the terminal on stderr: `COLUMNS` when set, else
    /// the terminal's own, else 80.
    fn err_width(&self) -> usize {
        err_columns()
    }

    fn paint(&self, text: &str, code: &str) -> String {
        if self.color {
            format!("\x1b[{code}m{text}\x1b[0m")
        } else {
            text.to_string()
        }
    }

    /// A warning, a hint or an error line. On a terminal a long one is
    /// broken between words to fit its width (cli.md's *Fitting the
    /// terminal*); a log or a pipe keeps the one line.
    fn err_line(&self, msg: &str) {
        let msg = self.redacted(msg);
        let msg = match self.stderr_tty {
            true => fit_lines(&msg, self.err_width()),
            false => msg,
        };
        self.err_whole_line(&msg);
    }

    /// `msg` on stderr as one line, secrets masked.
    fn err_whole_line(&self, msg: &str) {
        let msg = self.redacted(msg);
        let mut err = io::stderr().lock();
        // Nothing useful is left to do if stderr itself is gone.
        let _ = writeln!(err, "{msg}");
    }
}

/// The columns of the terminal on stderr: `COLUMNS` when set, else the
/// terminal's own, else 80.
fn err_columns() -> usize {
    std::env::var("COLUMNS")
        .ok()
        .and_then(|v| v.trim().parse::<usize>().ok())
        .filter(|w| *w > 0)
        .or_else(|| {
            ratatui::crossterm::terminal::size()
                .ok()
                .map(|(w, _)| usize::from(w))
                .filter(|w| *w > 0)
        })
        .unwrap_or(80)
}

/// A question's lines for a terminal of `width` columns: broken between
/// words so that each, and the last with dialoguer's ` [y/N] ` after it,
/// fits.
fn prompt_lines(question: &str, width: usize) -> Vec<String> {
    crate::text::wrap(question, width.saturating_sub(8))
}

/// `msg` broken between words into lines of at most `width` display
/// columns (each line of it, its own indent kept).
fn fit_lines(msg: &str, width: usize) -> String {
    msg.split('\n')
        .flat_map(|line| crate::text::wrap(line, width))
        .collect::<Vec<_>>()
        .join("\n")
}

/// `TALENT_FORCE_TTY=1` makes stdout count as a terminal, so tests can see the
/// table default without a pseudo-terminal.
fn force_tty() -> bool {
    std::env::var("TALENT_FORCE_TTY").is_ok_and(|v| v == "1")
}

/// Drops what was typed on the terminal and not read yet: an answer must
/// come after its question is on screen (a paste of `1` ahead of it must
/// not answer it).
fn discard_typeahead() {
    #[cfg(unix)]
    if io::stdin().is_terminal() {
        // SAFETY: tcflush on the process's own stdin descriptor.
        unsafe {
            libc::tcflush(libc::STDIN_FILENO, libc::TCIFLUSH);
        }
    }
}

/// A line read from the terminal with echo off, the prompt on a line of
/// its own: no escape sequence, nothing redrawn (the accessible mode's
/// secret input). Echo comes back however the read ends.
#[cfg(unix)]
fn hidden_line(prompt: &str) -> Result<String> {
    use std::os::fd::AsRawFd;
    let fail = |e: io::Error| Error::failure(format!("cannot read the key: {e}"));
    let stdin = io::stdin();
    let fd = stdin.as_raw_fd();
    // SAFETY: termios is plain data; tcgetattr fills it for our own stdin.
    let mut saved: libc::termios = unsafe { std::mem::zeroed() };
    if unsafe { libc::tcgetattr(fd, &mut saved) } != 0 {
        return Err(fail(io::Error::last_os_error()));
    }
    struct Restore(i32, libc::termios);
    impl Drop for Restore {
        fn drop(&mut self) {
            // SAFETY: the settings read above, back on the same descriptor.
            unsafe {
                libc::tcsetattr(self.0, libc::TCSANOW, &self.1);
            }
        }
    }
    let mut quiet = saved;
    quiet.c_lflag &= !(libc::ECHO | libc::ECHONL);
    quiet.c_lflag |= libc::ICANON;
    {
        let mut err = io::stderr().lock();
        let _ = write!(err, "{prompt}: ");
        let _ = err.flush();
    }
    // SAFETY: as above.
    if unsafe { libc::tcsetattr(fd, libc::TCSAFLUSH, &quiet) } != 0 {
        return Err(fail(io::Error::last_os_error()));
    }
    let restore = Restore(fd, saved);
    let signals = EchoBackOnSignal::install(fd, saved);
    let mut line = String::new();
    let read = stdin.read_line(&mut line);
    drop(signals);
    drop(restore);
    let mut err = io::stderr().lock();
    let _ = writeln!(err);
    read.map_err(fail)?;
    Ok(line.trim_end_matches(['\n', '\r']).to_string())
}

/// While a hidden line is read: a signal that ends the process (Ctrl-C,
/// SIGTERM, SIGHUP, SIGQUIT) puts the terminal's settings back, so the
/// shell is not left without echo, and ends the run with one line, exit
/// 130 (the blocking read would otherwise outlast a SIGTERM the runtime
/// caught). A signal the process was started ignoring stays ignored. The handlers in
/// place before come back when this is dropped.
#[cfg(unix)]
struct EchoBackOnSignal {
    previous: Vec<(libc::c_int, libc::sigaction)>,
}

#[cfg(unix)]
mod echo_back {
    /// What the handler restores (written before it is installed).
    pub static mut SAVED: Option<(libc::c_int, libc::termios)> = None;

    /// The one line, as the other interrupted runs say it.
    const LINE: &[u8] = b"\ninterrupted: the key was not read, nothing was stored\n";

    /// Async-signal-safe: tcsetattr, write and _exit only. Nothing was sent
    /// or stored yet, so nothing is left to finish: exit 130 at once.
    pub extern "C" fn handler(_sig: libc::c_int) {
        // SAFETY: SAVED is written before the handler is installed and not
        // after; the calls are async-signal-safe.
        unsafe {
            if let Some((fd, termios)) = *std::ptr::addr_of!(SAVED) {
                libc::tcsetattr(fd, libc::TCSANOW, &termios);
            }
            libc::write(libc::STDERR_FILENO, LINE.as_ptr().cast(), LINE.len());
            libc::_exit(130);
        }
    }
}

#[cfg(unix)]
impl EchoBackOnSignal {
    const SIGNALS: [libc::c_int; 4] = [libc::SIGINT, libc::SIGTERM, libc::SIGHUP, libc::SIGQUIT];

    fn install(fd: libc::c_int, saved: libc::termios) -> EchoBackOnSignal {
        let mut previous = Vec::new();
        // SAFETY: set before any handler that reads it is installed; the
        // sigaction structs are plain data filled by the calls.
        unsafe {
            *std::ptr::addr_of_mut!(echo_back::SAVED) = Some((fd, saved));
            for sig in Self::SIGNALS {
                let mut action: libc::sigaction = std::mem::zeroed();
                action.sa_sigaction = echo_back::handler as *const () as usize;
                libc::sigemptyset(&mut action.sa_mask);
                let mut old: libc::sigaction = std::mem::zeroed();
                if libc::sigaction(sig, &action, &mut old) != 0 {
                    continue;
                }
                if old.sa_sigaction == libc::SIG_IGN {
                    // Ignored by whoever started us (nohup, `&` in a script):
                    // it stays ignored.
                    libc::sigaction(sig, &old, std::ptr::null_mut());
                    continue;
                }
                previous.push((sig, old));
            }
        }
        EchoBackOnSignal { previous }
    }
}

#[cfg(unix)]
impl Drop for EchoBackOnSignal {
    fn drop(&mut self) {
        for (sig, old) in &self.previous {
            // SAFETY: the actions read at install, put back.
            unsafe {
                libc::sigaction(*sig, old, std::ptr::null_mut());
            }
        }
    }
}

/// The pager's state: none, a command not yet started, a running one.
enum Pager {
    Off,
    Ready(String),
    Running(std::process::Child),
}

/// A progress bar that clears itself when dropped, or in the accessible
/// mode whole lines (see [`crate::accessible::LineProgress`]).
pub enum Progress {
    Bar(indicatif::ProgressBar),
    Lines(crate::accessible::LineProgress),
}

impl crate::sink::Progress for Progress {
    fn set_position(&self, pos: u64) {
        match self {
            Progress::Bar(b) => b.set_position(pos),
            Progress::Lines(l) => l.set_position(pos),
        }
    }
    fn set_length(&self, len: u64) {
        match self {
            Progress::Bar(b) => b.set_length(len),
            Progress::Lines(l) => l.set_length(len),
        }
    }
    fn set_message(&self, msg: String) {
        match self {
            // The spinner and its space take 2 columns; the line never
            // wraps (a wrapped one leaves its first half at each redraw).
            Progress::Bar(b) => b.set_message(crate::text::fit_parts(
                &msg,
                err_columns().saturating_sub(3),
            )),
            Progress::Lines(l) => l.set_message(msg),
        }
    }
    fn tick(&self) {
        match self {
            Progress::Bar(b) => b.tick(),
            Progress::Lines(l) => l.tick(),
        }
    }
}

/// The terminal answers the guard's questions with a prompt on stderr;
/// without one (or with `--no-input`) nobody can be asked.
impl crate::guard::ask::Ask for Ui {
    fn ask<'a>(
        &'a self,
        q: &'a crate::guard::ask::Question,
    ) -> crate::api::BoxFuture<'a, Result<crate::guard::ask::Answer>> {
        use crate::guard::ask::Answer;
        Box::pin(async move {
            if !self.can_prompt() {
                return Ok(Answer::CannotAsk);
            }
            // Every line fits the terminal, so nothing is drawn twice: the
            // question's lines first, then the prompt alone on its line.
            let width = self.err_width();
            let lines: Vec<String> = q
                .lines()
                .iter()
                .flat_map(|l| {
                    // Cleaned as text, the indent of a listed person kept.
                    let indent = l.len() - l.trim_start_matches(' ').len();
                    let line = format!("{}{}", &l[..indent], crate::text::clean(l));
                    crate::text::wrap(&line, width)
                })
                .collect();
            let put = || -> Result<Option<bool>> {
                if self.settings.yes {
                    Ok(Some(true))
                } else if self.accessible() {
                    let question = format!("{}\nGo on?", lines.join("\n"));
                    let choices = crate::accessible::yes_no("yes, spend it", "no, send nothing");
                    Ok(Some(self.numbered(&question, &choices)?))
                } else {
                    for line in &lines {
                        self.err_line(line);
                    }
                    self.confirm("Go on?")
                }
            };
            // A progress line on screen (a run of pages) is taken off
            // while the question is up, and drawn again after it.
            let answer = match self.live_bar() {
                Some(bar) => bar.suspend(put)?,
                None => put()?,
            };
            if answer == Some(true) {
                self.spend_approved
                    .store(true, std::sync::atomic::Ordering::Relaxed);
            }
            Ok(match answer {
                Some(true) => Answer::Yes,
                Some(false) => Answer::No,
                None => Answer::CannotAsk,
            })
        })
    }
}

/// The terminal as a [`crate::sink::Sink`]: what the layers below the
/// commands are handed.
impl crate::sink::Sink for Ui {
    fn status(&self, msg: &str) {
        Ui::status(self, msg);
    }
    fn warn(&self, msg: &str) {
        Ui::warn(self, msg);
    }
    fn hint(&self, msg: &str) {
        Ui::hint(self, msg);
    }
    fn trace(&self, msg: &str) {
        Ui::trace(self, msg);
    }
    fn progress(&self, len: Option<u64>, hidden: bool) -> Box<dyn crate::sink::Progress> {
        Box::new(Ui::progress(self, len, hidden))
    }
    fn countdown<'a>(
        &'a self,
        why: &'a str,
        wait: std::time::Duration,
    ) -> crate::api::BoxFuture<'a, ()> {
        Box::pin(Ui::countdown(self, why, wait))
    }
}

impl Drop for Progress {
    fn drop(&mut self) {
        if let Progress::Bar(b) = self {
            b.finish_and_clear();
        }
    }
}

/// Whether the terminal on stderr shows ANSI colour: on Windows, once its
/// console's virtual terminal processing is on.
fn console_takes_ansi() -> bool {
    #[cfg(windows)]
    {
        anstyle_query::windows::enable_ansi_colors().unwrap_or(false)
    }
    #[cfg(not(windows))]
    {
        true
    }
}

/// `--color auto`: NO_COLOR (set and not empty) turns colour off, then
/// CLICOLOR_FORCE (not `0`) turns it on even when piped, then CLICOLOR=0 off;
/// otherwise colour when the stream is a terminal.
fn auto_color(
    tty: bool,
    no_color: Option<&std::ffi::OsStr>,
    clicolor: Option<&std::ffi::OsStr>,
    force: Option<&std::ffi::OsStr>,
) -> bool {
    let set = |v: Option<&std::ffi::OsStr>| v.is_some_and(|v| !v.is_empty() && v != "0");
    if no_color.is_some_and(|v| !v.is_empty()) {
        return false;
    }
    if set(force) {
        return true;
    }
    if clicolor.is_some_and(|v| v == "0") {
        return false;
    }
    tty
}

/// Whether a write failed because the reader went away (`| head`): a
/// broken pipe, or on Windows ERROR_PIPE_NOT_CONNECTED (233, what wine
/// gives a closed pipe), which Rust gives no kind (it maps 109 and 232 to
/// BrokenPipe).
fn closed_pipe(e: &io::Error) -> bool {
    e.kind() == io::ErrorKind::BrokenPipe || (cfg!(windows) && e.raw_os_error() == Some(233))
}

#[cfg(test)]
mod color_tests {
    use super::auto_color;
    use std::ffi::OsStr;

    #[test]
    fn no_color_then_clicolor_force_then_clicolor() {
        let s = |v: &'static str| Some(OsStr::new(v));
        assert!(auto_color(true, None, None, None));
        assert!(!auto_color(false, None, None, None));
        assert!(!auto_color(true, s("1"), None, s("1")), "NO_COLOR wins");
        assert!(
            auto_color(true, s(""), None, None),
            "an empty NO_COLOR is unset"
        );
        assert!(auto_color(false, None, None, s("1")), "forced when piped");
        assert!(!auto_color(false, None, None, s("0")));
        assert!(!auto_color(true, None, s("0"), None));
        assert!(auto_color(true, None, s("1"), None));
    }
}

#[cfg(test)]
mod fit_tests {
    /// Regression (issue 45): `auth login`'s plain-file question was 95
    /// columns wide on an 80-column terminal and wrapped mid-word.
    #[test]
    fn a_long_question_is_written_in_lines_that_fit_with_its_prompt() {
        let q = "Keep the key in a plain-text file instead (/tmp/walk/config/talent/credentials.toml, mode 0600, readable by anyone who can act as you)?";
        let lines = super::prompt_lines(q, 80);
        assert!(lines.len() > 1, "{lines:?}");
        for l in &lines {
            assert!(crate::text::width(l) + " [y/N] ".len() <= 80, "{l:?}");
        }
        let words = |t: &str| t.split_whitespace().collect::<Vec<_>>().join(" ");
        assert_eq!(words(&lines.join(" ")), words(q), "no word lost");
        assert_eq!(super::prompt_lines("Go on?", 80), ["Go on?"]);
    }

    /// Regression (issue 45): hints and errors ran past an 80-column
    /// terminal; on one they are broken between words to fit it.
    #[test]
    fn a_long_hint_is_broken_between_words_to_fit_the_terminal() {
        let hint = format!(
            "error: unknown field \"nope\" in --fields (hint: known fields: {})",
            ["talentCardId", "experience", "currentCompany"]
                .repeat(6)
                .join(", ")
        );
        let fitted = super::fit_lines(&hint, 80);
        assert!(fitted.lines().count() > 1, "{fitted}");
        for line in fitted.lines() {
            assert!(crate::text::width(line) <= 80, "{line:?}");
        }
        let words = |t: &str| t.split_whitespace().collect::<Vec<_>>().join(" ");
        assert_eq!(words(&fitted), words(&hint), "no word lost or cut");
        assert_eq!(
            super::fit_lines("short\n  indented", 80),
            "short\n  indented"
        );
    }
}
