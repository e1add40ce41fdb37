//! `talent browse`: the search hits in a window on the terminal. The state
//! machine and the drawing are `ops::browse`; this file owns the terminal:
//! the device it draws on and reads keys from (so stdout can be piped), raw
//! mode and the alternate screen (always restored: q, an error, a panic,
//! SIGTERM, Ctrl-C), the editor for an invite's message, and the loop that
//! carries the window's effects out through the client and the guard.

use std::io::{IsTerminal, Write};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

use clap::Args as ClapArgs;
use ratatui::backend::CrosstermBackend;
use ratatui::crossterm::event::{self as term_event, KeyCode, KeyEventKind, KeyModifiers};
use ratatui::crossterm::{cursor, execute, terminal};
use tokio::sync::mpsc;

use crate::cmd::args::SearchFilters;
use crate::cmd::Context;
use crate::ops::browse::keys::Key;
use crate::ops::browse::run::{Search, WindowAsk, WindowSink};
use crate::ops::browse::window::{self, Carry, Ending};
use crate::ops::browse::{self, App, Config, Event};
use crate::ops::kit::search::PAGE_SIZE_DEFAULT;
use crate::{Error, ErrorKind, Result};

/// Triage search hits in a window: open, unlock, invite (every spend asked)
///
/// Takes the same filters as `talent search` and shows the hits on the
/// terminal: the list (full talentCardIds) beside the selected hit's details
/// (experience, companies, locations, salary, notice, signals with their
/// levels, work history, education, the resume excerpt with the query's
/// words marked). After an unlock the identity shows there too.
///
/// Keys: ↓↑ j k PgDn PgUp g G move, / filters the loaded hits (no request),
/// Space marks, u unlocks and i invites the marked hits (or the selected
/// one), n / p page, ? lists every key, q quits and prints the marked
/// talentCardIds on stdout, one a line. Every spend (an unlock, an invite,
/// a page not seen yet) is asked in the window first, once per batch, with
/// its cost and what is left; n, Esc or Enter sends nothing. A page seen
/// before comes from memory, free. Budgets (--max-*), reserves and the
/// ledger apply as in every command.
///
/// The window is drawn on the terminal device, so stdout can be piped:
///   ids=$(talent browse --skill go --location Bengaluru)
/// Without a terminal it exits 2 (use `talent search`). Ctrl-C and SIGTERM
/// leave at once: terminal restored, nothing printed, exit 130.
///
/// Example:
///   talent browse --skill 'rust|golang' --max-salary 40L --page-size 20 > ids.txt
#[derive(Debug, ClapArgs)]
#[command(verbatim_doc_comment)]
pub struct Args {
    #[command(flatten)]
    pub filters: SearchFilters,

    /// Hits per page, 1 to 20 [default: 10]
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(1..=20))]
    pub page_size: Option<u32>,
}

pub async fn run(ctx: &Context, args: &Args) -> Result<()> {
    let query = args.filters.query()?;
    let search = Search {
        params: query.to_params(crate::cmd::args::flag)?,
        page_size: args.page_size,
    };
    // Checked before any request: a run that cannot draw spends nothing.
    let tty = open_terminal()?;
    let (tx, mut rx) = mpsc::unbounded_channel::<Event>();
    let ask = Arc::new(WindowAsk::new(tx.clone()));
    let sink = Arc::new(WindowSink::new(tx.clone(), ctx.ui.verbose()));
    ctx.use_window(ask.clone(), sink.clone())?;
    let client = ctx.client().await?;
    let guard = ctx
        .guard()
        .cloned()
        .ok_or_else(|| Error::failure("the quota guard is missing"))?;
    // The workspace and the meters, read once before the window opens: a
    // refused key is the usual one line, exit 3.
    let records = crate::records::Records::of(&guard);
    records.workspace().await?;

    let cfg = Config {
        page_size: args.page_size.unwrap_or(PAGE_SIZE_DEFAULT),
        terms: browse::hits::query_terms(&query),
        color: window_color(ctx),
        widen: browse::hits::widen(&query, crate::cmd::args::flag),
        size: terminal::size().unwrap_or((80, 24)),
        accessible: ctx.ui.accessible(),
    };
    let keys = KeyReader::start(tx.clone());
    let mut screen = Terminal::enter(tty, &keys, cfg.accessible)?;
    let outcome = window::event_loop(
        &mut screen,
        &mut rx,
        App::new(cfg, Instant::now()),
        Carry {
            client,
            guard: &guard,
            records: &records,
            ask: &ask,
            search: &search,
            tx: &tx,
        },
    )
    .await;
    keys.stop();
    drop(screen);
    for line in sink.take_traces() {
        ctx.ui.trace(&line);
    }
    // Requests cut off in flight (q or a signal during a send): what they
    // may have spent is settled in the ledger and said.
    for (meter, n) in guard.interrupted() {
        ctx.ui.warn(&format!(
            "{n} {} request(s) were cut off in flight and may have been spent (`talent usage` shows the meters)",
            crate::meter::words(meter).name
        ));
    }
    match outcome? {
        Ending::Quit(ids) => {
            let mut out = String::new();
            for id in ids {
                out.push_str(&id);
                out.push('\n');
            }
            ctx.ui.out(out.as_bytes())
        }
        Ending::Interrupted => Err(Error::new(
            ErrorKind::Interrupted,
            "interrupted: nothing was printed",
        )),
    }
}

/// The terminal device, or exit 2: browse draws and reads keys there, so
/// its stdout stays free for the ids. Stdin or stderr must be that terminal
/// too (a run under cron or a test harness, with every stream redirected,
/// must not take over a terminal it happens to inherit).
fn open_terminal() -> Result<std::fs::File> {
    let hint =
        "to print the hits instead, run `talent search` with the same filters (e.g. -o json)";
    if !(std::io::stdin().is_terminal() || std::io::stderr().is_terminal()) {
        return Err(Error::usage("browse needs a terminal and there is none").with_hint(hint));
    }
    let tty = std::fs::OpenOptions::new()
        .read(true)
        .write(true)
        .open(TERMINAL)
        .map_err(|e| {
            Error::usage(format!("browse cannot open the terminal ({TERMINAL}): {e}"))
                .with_hint(hint)
        })?;
    if !tty.is_terminal() {
        return Err(Error::usage(format!("{TERMINAL} is not a terminal")).with_hint(hint));
    }
    Ok(tty)
}

/// The process's terminal, whatever its standard streams are: the
/// controlling terminal on Unix, the console's screen buffer on Windows
/// (crossterm reads the keys from the console's input itself).
#[cfg(not(windows))]
const TERMINAL: &str = "/dev/tty";
#[cfg(windows)]
const TERMINAL: &str = "CONOUT$";

/// Colour in the window: `--color`, else on unless `NO_COLOR` (set, not
/// empty) or `CLICOLOR=0`.
fn window_color(ctx: &Context) -> bool {
    use crate::ui::ColorChoice;
    match ctx.global.color {
        ColorChoice::Always => true,
        ColorChoice::Never => false,
        ColorChoice::Auto => {
            std::env::var_os("NO_COLOR").is_none_or(|v| v.is_empty())
                && std::env::var_os("CLICOLOR").is_none_or(|v| v != "0")
        }
    }
}

/// The terminal in the window's modes (raw, alternate screen, no cursor),
/// put back when dropped (also while a panic unwinds) and by the panic hook.
struct Terminal<'k> {
    term: ratatui::Terminal<CrosstermBackend<std::fs::File>>,
    /// The same device, for an editor's standard streams.
    tty: std::fs::File,
    /// Parked while an editor owns the terminal.
    keys: &'k KeyReader,
}

impl window::Screen for Terminal<'_> {
    fn draw(&mut self, app: &App) -> Result<()> {
        self.term
            .draw(|f| browse::draw::draw(f, app))
            .map_err(|e| Error::failure(format!("cannot draw the window: {e}")))?;
        Ok(())
    }

    fn edit(&mut self, template: &str) -> Result<Option<String>> {
        let keys = self.keys;
        keys.paused(|| self.suspended(|tty| edit(tty, template)))
    }
}

impl<'k> Terminal<'k> {
    /// `cursor_shown` (the accessible mode): the frames place the cursor
    /// on the selected row, so it is never hidden.
    fn enter(tty: std::fs::File, keys: &'k KeyReader, cursor_shown: bool) -> Result<Terminal<'k>> {
        let io = |e: std::io::Error| Error::failure(format!("cannot set up the terminal: {e}"));
        let spare = tty.try_clone().map_err(io)?;
        install_panic_hook();
        terminal::enable_raw_mode().map_err(io)?;
        let mut out = tty;
        let set = if cursor_shown {
            execute!(out, terminal::EnterAlternateScreen)
        } else {
            execute!(out, terminal::EnterAlternateScreen, cursor::Hide)
        };
        if let Err(e) = set {
            restore();
            return Err(io(e));
        }
        match ratatui::Terminal::new(CrosstermBackend::new(out)) {
            Ok(term) => Ok(Terminal {
                term,
                tty: spare,
                keys,
            }),
            Err(e) => {
                restore();
                Err(io(e))
            }
        }
    }

    /// Runs `f` with the terminal as the shell had it (an editor), then
    /// takes the window back and redraws it whole.
    fn suspended<T>(&mut self, f: impl FnOnce(&std::fs::File) -> Result<T>) -> Result<T> {
        let io = |e: std::io::Error| Error::failure(format!("cannot hand the terminal over: {e}"));
        execute!(
            self.term.backend_mut(),
            terminal::LeaveAlternateScreen,
            cursor::Show
        )
        .map_err(io)?;
        terminal::disable_raw_mode().map_err(io)?;
        let got = f(&self.tty);
        terminal::enable_raw_mode().map_err(io)?;
        execute!(
            self.term.backend_mut(),
            terminal::EnterAlternateScreen,
            terminal::Clear(terminal::ClearType::All),
            cursor::Hide
        )
        .map_err(io)?;
        // The next frame whole. Not `Terminal::clear`: it asks the terminal
        // where the cursor is, on stdout, which may be the ids' pipe.
        let size = self.term.size().map_err(io)?;
        self.term
            .resize(ratatui::layout::Rect::new(0, 0, size.width, size.height))
            .map_err(io)?;
        got
    }
}

impl Drop for Terminal<'_> {
    fn drop(&mut self) {
        let _ = execute!(
            self.term.backend_mut(),
            terminal::LeaveAlternateScreen,
            cursor::Show
        );
        let _ = terminal::disable_raw_mode();
    }
}

/// Puts the terminal back as the shell had it, on its own device (for the
/// panic hook, where the window's handle may be out of reach).
fn restore() {
    if let Ok(mut tty) = std::fs::OpenOptions::new().write(true).open(TERMINAL) {
        let _ = execute!(tty, terminal::LeaveAlternateScreen, cursor::Show);
        let _ = tty.flush();
    }
    // Idempotent: crossterm restores the mode it saved, once.
    let _ = terminal::disable_raw_mode();
}

/// A panic restores the terminal before its message is printed, so the
/// message is readable and the shell usable.
fn install_panic_hook() {
    static ONCE: std::sync::Once = std::sync::Once::new();
    ONCE.call_once(|| {
        let previous = std::panic::take_hook();
        std::panic::set_hook(Box::new(move |info| {
            restore();
            previous(info);
        }));
    });
}

/// Reads keys and resizes from the terminal on a thread of its own (the
/// read blocks), paused while an editor owns the terminal.
struct KeyReader {
    paused: Arc<AtomicBool>,
    parked: Arc<AtomicBool>,
    stop: Arc<AtomicBool>,
}

impl KeyReader {
    fn start(tx: mpsc::UnboundedSender<Event>) -> KeyReader {
        let paused = Arc::new(AtomicBool::new(false));
        let parked = Arc::new(AtomicBool::new(false));
        let stop = Arc::new(AtomicBool::new(false));
        let (p, k, s) = (paused.clone(), parked.clone(), stop.clone());
        std::thread::spawn(move || {
            while !s.load(Ordering::Relaxed) {
                if p.load(Ordering::Acquire) {
                    k.store(true, Ordering::Release);
                    std::thread::sleep(Duration::from_millis(10));
                    continue;
                }
                k.store(false, Ordering::Release);
                match term_event::poll(Duration::from_millis(50)) {
                    Ok(false) => {}
                    Ok(true) => match read_together() {
                        Ok(evs) => {
                            for ev in evs {
                                if tx.send(ev).is_err() {
                                    return;
                                }
                            }
                        }
                        Err(e) => {
                            let _ = tx.send(Event::TerminalGone(format!(
                                "cannot read the terminal: {e}"
                            )));
                            return;
                        }
                    },
                    Err(e) => {
                        let _ = tx.send(Event::TerminalGone(format!(
                            "cannot read the terminal: {e}"
                        )));
                        return;
                    }
                }
            }
        });
        KeyReader {
            paused,
            parked,
            stop,
        }
    }

    /// Runs `f` with the reader parked (it reads no key meanwhile).
    fn paused<T>(&self, f: impl FnOnce() -> T) -> T {
        self.paused.store(true, Ordering::Release);
        let deadline = Instant::now() + Duration::from_millis(500);
        while !self.parked.load(Ordering::Acquire) && Instant::now() < deadline {
            std::thread::sleep(Duration::from_millis(5));
        }
        let got = f();
        self.parked.store(false, Ordering::Release);
        self.paused.store(false, Ordering::Release);
        got
    }

    fn stop(&self) {
        self.stop.store(true, Ordering::Relaxed);
    }
}

/// The next event and every one already waiting behind it, all read at
/// the time of the first, before any is handed on: keys that came
/// together (a paste, keys typed ahead) are timed together, so none of
/// them answers a question the first opens. Timed one by one, a reader
/// thread the machine set aside between two of them timed the second after
/// the question was drawn, and a pasted `uy` unlocked (seen under a loaded
/// CI: `browse::browse_spends_on_type_ahead`).
fn read_together() -> std::io::Result<Vec<Event>> {
    let at = Instant::now();
    let mut evs: Vec<Event> = to_event(term_event::read()?, at).into_iter().collect();
    while evs.len() < 1024 && term_event::poll(Duration::ZERO)? {
        evs.extend(to_event(term_event::read()?, at));
    }
    Ok(evs)
}

/// A terminal event as the window's event, when it is one it reads.
fn to_event(ev: term_event::Event, at: Instant) -> Option<Event> {
    match ev {
        term_event::Event::Resize(w, h) => Some(Event::Resize(w, h)),
        term_event::Event::Key(k) if k.kind != KeyEventKind::Release => {
            let ctrl = k.modifiers.contains(KeyModifiers::CONTROL);
            let key = match k.code {
                KeyCode::Char(c) if ctrl => Key::Ctrl(c.to_ascii_lowercase()),
                KeyCode::Char(c) => Key::Char(c),
                KeyCode::Up => Key::Up,
                KeyCode::Down => Key::Down,
                KeyCode::PageUp => Key::PageUp,
                KeyCode::PageDown => Key::PageDown,
                KeyCode::Home => Key::Home,
                KeyCode::End => Key::End,
                KeyCode::Enter => Key::Enter,
                KeyCode::Esc => Key::Esc,
                KeyCode::Backspace => Key::Backspace,
                _ => return None,
            };
            Some(Event::KeyAt(key, at))
        }
        _ => None,
    }
}

/// Edits `template` in the editor (cli.md's *Editor*: `$VISUAL`, `$EDITOR`,
/// `nano` where installed, `vi`), on the terminal: the message left (lines
/// starting with `#` dropped), or `None` when empty.
fn edit(tty: &std::fs::File, template: &str) -> Result<Option<String>> {
    let io = |e: std::io::Error| Error::failure(format!("cannot prepare the message file: {e}"));
    let clone = |f: &std::fs::File| f.try_clone().map(std::process::Stdio::from);
    crate::cmd::editor::edit(
        template,
        crate::cmd::editor::Terminal {
            stdin: terminal_input(tty).map_err(io)?,
            stdout: clone(tty).map_err(io)?,
            stderr: clone(tty).map_err(io)?,
        },
    )
}

/// The editor's input: the terminal itself on Unix, the console's input
/// buffer on Windows (the screen buffer `tty` cannot be read for keys).
fn terminal_input(tty: &std::fs::File) -> std::io::Result<std::process::Stdio> {
    #[cfg(not(windows))]
    {
        tty.try_clone().map(std::process::Stdio::from)
    }
    #[cfg(windows)]
    {
        let _ = tty;
        std::fs::OpenOptions::new()
            .read(true)
            .write(true)
            .open("CONIN$")
            .map(std::process::Stdio::from)
    }
}
