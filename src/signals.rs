//! SIGINT and SIGTERM, for every command — and on Windows their console
//! equivalents: Ctrl-C as SIGINT, Ctrl-Break and the console closing (or
//! the session logging off or shutting down) as SIGTERM. [`until_terminated`]
//! wraps each run (a SIGTERM ends it with one line, the guard settling what
//! was in flight); the operations that stop cleanly by themselves own the
//! signals while they run ([`own`]: a list run writes what it fetched,
//! `--watch`, `browse`'s window), and the commands that serve (`sandbox
//! serve`, `webhooks listen`, `mcp`) are never wrapped: they stop on their
//! own watch of the signals; a blocking read of input ends at once
//! ([`waiting_on_input`]). Installed before a command announces itself, so
//! a signal that follows at once still stops it cleanly instead of killing
//! it.

use std::sync::atomic::{AtomicBool, AtomicU8, AtomicUsize, Ordering};
use std::sync::OnceLock;

use crate::{Error, Result};

/// The stop signals, caught from [`StopSignals::install`] on.
pub struct StopSignals {
    #[cfg(any(unix, windows))]
    seen: &'static Seen,
}

/// What the process has seen of the stop signals since the first
/// [`StopSignals::install`]. One listener for the life of the process: a
/// receiver per operation left gaps (between a list run's pages and
/// `--watch`'s wait) where tokio's handler, once installed, swallowed a
/// signal nobody listened for, and `--watch` never stopped.
struct Seen {
    stop: AtomicBool,
    notify: tokio::sync::Notify,
}

static SEEN: OnceLock<Seen> = OnceLock::new();

fn seen_state() -> &'static Seen {
    SEEN.get_or_init(|| Seen {
        stop: AtomicBool::new(false),
        notify: tokio::sync::Notify::new(),
    })
}

impl Seen {
    fn mark(&self, by: By) {
        BY.store(by as u8, Ordering::SeqCst);
        self.stop.store(true, Ordering::SeqCst);
        self.notify.notify_waiters();
    }

    /// Resolves on the first stop signal (at once when one came already).
    async fn wait(&self) {
        loop {
            // Made before the check: notify_waiters wakes it even unpolled.
            let notified = self.notify.notified();
            if self.stop.load(Ordering::SeqCst) {
                return;
            }
            notified.await;
        }
    }
}

/// Which signal stopped the run, for its one line.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[repr(u8)]
enum By {
    Term = 0,
    Int = 1,
    CtrlBreak = 2,
    ConsoleClosed = 3,
    SessionEnding = 4,
    Hangup = 5,
}

static BY: AtomicU8 = AtomicU8::new(By::Term as u8);

/// What stopped the run, as its one line names it ("SIGTERM", "Ctrl-C").
pub fn stopped_by() -> &'static str {
    let by = BY.load(Ordering::SeqCst);
    if by == By::Int as u8 {
        if cfg!(windows) {
            "Ctrl-C"
        } else {
            "SIGINT"
        }
    } else if by == By::CtrlBreak as u8 {
        "Ctrl-Break"
    } else if by == By::ConsoleClosed as u8 {
        "the console closing"
    } else if by == By::SessionEnding as u8 {
        "the session ending"
    } else if by == By::Hangup as u8 {
        "SIGHUP"
    } else {
        "SIGTERM"
    }
}

/// Set when a stop signal arrives while talent catches it, by the signal
/// handler itself on Unix (not by a task of the runtime) and by the console
/// handler on Windows: a wait that blocks the runtime's thread (another
/// process's lock on the local ledger, a team ledger that never answers)
/// checks it and ends at once ([`stop_requested`]).
static RAW_STOP: AtomicBool = AtomicBool::new(false);

/// Whether a caught stop signal arrived: a blocking wait ends on it (the
/// runtime that would hear it is blocked behind that wait).
pub fn stop_requested() -> bool {
    RAW_STOP.load(Ordering::SeqCst) || SEEN.get().is_some_and(|s| s.stop.load(Ordering::SeqCst))
}

/// Beside the runtime's handler of `sig` (installed first, so the signal is
/// caught anyway), one that sets [`RAW_STOP`]; once per signal.
#[cfg(unix)]
fn note_raw(sig: libc::c_int) {
    static INT: AtomicBool = AtomicBool::new(false);
    static TERM: AtomicBool = AtomicBool::new(false);
    let once = if sig == libc::SIGINT { &INT } else { &TERM };
    if once.swap(true, Ordering::SeqCst) {
        return;
    }
    // SAFETY: the action only stores to an atomic (async-signal-safe).
    let _ =
        unsafe { signal_hook_registry::register(sig, || RAW_STOP.store(true, Ordering::SeqCst)) };
}

/// Adds SIGHUP to what [`Seen`] hears, once per process (as SIGTERM).
#[cfg(unix)]
fn hangup(seen: &'static Seen) -> Result<()> {
    use std::sync::Mutex;
    use tokio::signal::unix::{signal, SignalKind};
    static STARTED: Mutex<bool> = Mutex::new(false);
    let mut started = STARTED.lock().unwrap_or_else(|e| e.into_inner());
    if !*started {
        let mut hup = signal(SignalKind::hangup())
            .map_err(|e| Error::failure(format!("cannot watch for signals: {e}")))?;
        crate::task::spawn(async move {
            while hup.recv().await.is_some() {
                seen.mark(By::Term);
            }
        });
        *started = true;
    }
    Ok(())
}

#[cfg(unix)]
fn seen() -> Result<&'static Seen> {
    use std::sync::Mutex;
    use tokio::signal::unix::{signal, SignalKind};
    static STARTED: Mutex<bool> = Mutex::new(false);
    let seen = seen_state();
    let mut started = STARTED.lock().unwrap_or_else(|e| e.into_inner());
    if !*started {
        let fail = |e: std::io::Error| Error::failure(format!("cannot watch for signals: {e}"));
        let mut int = signal(SignalKind::interrupt()).map_err(fail)?;
        let mut term = signal(SignalKind::terminate()).map_err(fail)?;
        note_raw(libc::SIGINT);
        note_raw(libc::SIGTERM);
        crate::task::spawn(async move {
            loop {
                let (got, by) = tokio::select! {
                    got = int.recv() => (got, By::Int),
                    got = term.recv() => (got, By::Term),
                };
                // None: the runtime's signal driver is gone (it is ending).
                if got.is_none() {
                    return;
                }
                seen.mark(by);
            }
        });
        *started = true;
    }
    Ok(seen)
}

/// Windows: one console control handler for the life of the process,
/// installed with the first [`StopSignals::install`] (or
/// [`waiting_on_input`]). Its own rather than tokio's: a blocked read of
/// input must end the process from the handler's thread, and the handler
/// must hold the process open while the run settles after the console
/// closes (Windows ends it when the handler returns).
#[cfg(windows)]
fn seen() -> Result<&'static Seen> {
    use windows_sys::Win32::System::Console::SetConsoleCtrlHandler;
    static INSTALLED: OnceLock<std::result::Result<(), String>> = OnceLock::new();
    let seen = seen_state();
    INSTALLED
        .get_or_init(|| {
            // SAFETY: registers a handler that stays valid for the process's life.
            if unsafe { SetConsoleCtrlHandler(Some(on_console_event), 1) } == 0 {
                Err(std::io::Error::last_os_error().to_string())
            } else {
                Ok(())
            }
        })
        .clone()
        .map_err(|e| Error::failure(format!("cannot watch for Ctrl-C: {e}")))?;
    Ok(seen)
}

/// Runs on a thread of its own that Windows starts for each event.
#[cfg(windows)]
unsafe extern "system" fn on_console_event(event: u32) -> windows_sys::core::BOOL {
    use windows_sys::Win32::System::Console::{
        CTRL_BREAK_EVENT, CTRL_CLOSE_EVENT, CTRL_C_EVENT, CTRL_LOGOFF_EVENT, CTRL_SHUTDOWN_EVENT,
    };
    let by = match event {
        CTRL_C_EVENT => By::Int,
        CTRL_BREAK_EVENT => By::CtrlBreak,
        CTRL_CLOSE_EVENT => By::ConsoleClosed,
        CTRL_LOGOFF_EVENT | CTRL_SHUTDOWN_EVENT => By::SessionEnding,
        // Not ours: the next handler (the default one) decides.
        _ => return 0,
    };
    if WAITING.load(Ordering::SeqCst) > 0 {
        BY.store(by as u8, Ordering::SeqCst);
        stop_while_waiting();
    }
    seen_state().mark(by);
    if matches!(by, By::ConsoleClosed | By::SessionEnding) {
        // Windows ends the process when this returns (or after about 5 s):
        // hold it so the run settles and exits 130 by itself.
        loop {
            std::thread::park();
        }
    }
    1
}

impl StopSignals {
    /// Starts catching the stop signals.
    pub fn install() -> Result<Self> {
        #[cfg(any(unix, windows))]
        {
            Ok(StopSignals { seen: seen()? })
        }
        #[cfg(not(any(unix, windows)))]
        {
            Ok(StopSignals {})
        }
    }

    /// [`StopSignals::install`], and on Unix SIGHUP too, for the commands
    /// that serve (`sandbox serve`, `webhooks listen`, `mcp`): a closed
    /// terminal ends them as SIGTERM does (state saved, closing line, holds
    /// settled), not the default action's kill. Elsewhere SIGHUP keeps its
    /// default.
    pub fn install_with_hangup() -> Result<Self> {
        let stop = Self::install()?;
        #[cfg(unix)]
        hangup(stop.seen)?;
        Ok(stop)
    }

    /// Resolves on the first stop signal (at once when one came since the
    /// first install).
    pub async fn recv(&mut self) {
        #[cfg(any(unix, windows))]
        {
            self.seen.wait().await
        }
        #[cfg(not(any(unix, windows)))]
        {
            let _ = tokio::signal::ctrl_c().await;
        }
    }
}

/// Operations that stop cleanly on SIGINT/SIGTERM by themselves (a list run
/// writes what it fetched and closes its output) while they run; elsewhere
/// a SIGTERM ends the command at once ([`until_terminated`]).
static OWNERS: AtomicUsize = AtomicUsize::new(0);

/// While this lives, stop signals are the current operation's to handle.
pub struct Owned(());

impl Drop for Owned {
    fn drop(&mut self) {
        OWNERS.fetch_sub(1, Ordering::SeqCst);
    }
}

/// Claims the stop signals for the operation that holds the result.
pub fn own() -> Owned {
    OWNERS.fetch_add(1, Ordering::SeqCst);
    Owned(())
}

#[cfg(any(unix, windows))]
fn owned() -> bool {
    OWNERS.load(Ordering::SeqCst) > 0
}

/// Runs `work` until it ends or SIGTERM arrives (what cron, systemd and
/// `timeout` send; on Windows also Ctrl-C, Ctrl-Break and the console
/// closing, whose default would kill the process where it stands). On a
/// stop an operation that owns the signals ([`own`]) ends by itself and its
/// result is returned; any other is dropped where it stands and `stopped()`
/// says what that left (the guard settles a request in flight as "may have
/// spent"). On Unix SIGINT keeps its default (the terminal's Ctrl-C)
/// outside the operations that own it.
pub async fn until_terminated<F>(work: F, stopped: impl FnOnce() -> Error) -> Result<()>
where
    F: std::future::Future<Output = Result<()>>,
{
    #[cfg(unix)]
    {
        use tokio::signal::unix::{signal, SignalKind};
        let Ok(mut term) = signal(SignalKind::terminate()) else {
            return work.await;
        };
        note_raw(libc::SIGTERM);
        tokio::pin!(work);
        tokio::select! {
            // A wait that blocked the runtime (a ledger's lock, a database
            // that never answers) ended on the signal and failed for it:
            // the run was stopped, whichever branch is polled first.
            done = &mut work => match done {
                Err(e) if RAW_STOP.load(Ordering::SeqCst) && !owned() && e.kind != crate::ErrorKind::Interrupted => {
                    Err(stopped())
                }
                other => other,
            },
            _ = term.recv() => {
                if owned() {
                    work.await
                } else {
                    BY.store(By::Term as u8, Ordering::SeqCst);
                    Err(stopped())
                }
            }
        }
    }
    #[cfg(windows)]
    {
        let Ok(seen) = seen() else {
            return work.await;
        };
        tokio::pin!(work);
        tokio::select! {
            done = &mut work => done,
            _ = seen.wait() => {
                if owned() {
                    work.await
                } else {
                    Err(stopped())
                }
            }
        }
    }
    #[cfg(not(any(unix, windows)))]
    {
        let _ = stopped;
        work.await
    }
}

/// Blocking waits on input in progress ([`waiting_on_input`]).
#[cfg(windows)]
static WAITING: AtomicUsize = AtomicUsize::new(0);

/// Ends the process from a signal handler while input is awaited: one line,
/// exit 130.
#[cfg(windows)]
fn stop_while_waiting() -> ! {
    use std::io::Write;
    let line = format!(
        "error: {} while waiting for input; nothing was sent\n",
        if BY.load(Ordering::SeqCst) == By::Int as u8 {
            "interrupted (Ctrl-C)".to_string()
        } else {
            format!("stopped ({})", stopped_by())
        }
    );
    let _ = std::io::stderr().write_all(line.as_bytes());
    std::process::exit(130)
}

/// While one lives, the process is blocked on input (stdin, a FIFO's open
/// or read, a file given on the line): SIGINT and SIGTERM (on Windows
/// Ctrl-C, Ctrl-Break, the console closing) end it at once with one line
/// and exit 130. A blocked read never returns to the runtime that listens
/// for signals, so the handlers above would hear the signal and the process
/// would wait on (`sleep 30 | talent … -`, a FIFO nobody opens) until
/// SIGKILL. Nothing is sent before a command's input is read.
pub struct WaitingOnInput {
    #[cfg(unix)]
    saved: [(libc::c_int, libc::sigaction); 2],
}

/// Marks a blocking wait on input until the returned value is dropped.
pub fn waiting_on_input() -> WaitingOnInput {
    #[cfg(unix)]
    {
        let mut saved = [
            (libc::SIGINT, zeroed_action()),
            (libc::SIGTERM, zeroed_action()),
        ];
        for (sig, old) in saved.iter_mut() {
            // SAFETY: `on_stop_while_waiting` only calls async-signal-safe
            // functions (write, _exit); `old` is a valid out-pointer.
            unsafe {
                let mut action = zeroed_action();
                action.sa_sigaction = on_stop_while_waiting as *const () as usize;
                libc::sigemptyset(&mut action.sa_mask);
                libc::sigaction(*sig, &action, old);
            }
        }
        WaitingOnInput { saved }
    }
    #[cfg(windows)]
    {
        WAITING.fetch_add(1, Ordering::SeqCst);
        // Without a handler Windows' default ends the process anyway (with
        // its own exit code); nothing is sent either way.
        let _ = seen();
        WaitingOnInput {}
    }
    #[cfg(not(any(unix, windows)))]
    {
        WaitingOnInput {}
    }
}

#[cfg(unix)]
fn zeroed_action() -> libc::sigaction {
    // SAFETY: sigaction is a plain C struct; all-zero is SIG_DFL, no flags.
    unsafe { std::mem::zeroed() }
}

#[cfg(unix)]
extern "C" fn on_stop_while_waiting(sig: libc::c_int) {
    let line: &[u8] = if sig == libc::SIGINT {
        b"error: interrupted (SIGINT) while waiting for input; nothing was sent\n"
    } else {
        b"error: stopped (SIGTERM) while waiting for input; nothing was sent\n"
    };
    // SAFETY: write(2) and _exit(2) are async-signal-safe.
    unsafe {
        libc::write(2, line.as_ptr().cast(), line.len());
        libc::_exit(130);
    }
}

impl Drop for WaitingOnInput {
    fn drop(&mut self) {
        #[cfg(windows)]
        WAITING.fetch_sub(1, Ordering::SeqCst);
        #[cfg(unix)]
        for (sig, old) in &self.saved {
            // SAFETY: restores the action saved when the wait began.
            unsafe {
                libc::sigaction(*sig, old, std::ptr::null_mut());
            }
        }
    }
}
