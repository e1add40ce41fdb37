//! SIGINT and SIGTERM for the long-running commands (`sandbox serve`,
//! `webhooks listen`). Installed before the command announces itself, so a
//! signal that follows at once still stops it cleanly instead of killing it.

use crate::{Error, Result};

/// The stop signals, caught from [`StopSignals::install`] on.
pub struct StopSignals {
    #[cfg(unix)]
    int: tokio::signal::unix::Signal,
    #[cfg(unix)]
    term: tokio::signal::unix::Signal,
}

impl StopSignals {
    /// Starts catching SIGINT and SIGTERM (elsewhere Ctrl-C is listened for
    /// once [`StopSignals::recv`] runs).
    pub fn install() -> Result<Self> {
        #[cfg(unix)]
        {
            use tokio::signal::unix::{signal, SignalKind};
            let fail = |e: std::io::Error| Error::failure(format!("cannot watch for signals: {e}"));
            Ok(StopSignals {
                int: signal(SignalKind::interrupt()).map_err(fail)?,
                term: signal(SignalKind::terminate()).map_err(fail)?,
            })
        }
        #[cfg(not(unix))]
        {
            Ok(StopSignals {})
        }
    }

    /// Resolves on the first stop signal.
    pub async fn recv(&mut self) {
        #[cfg(unix)]
        {
            tokio::select! {
                _ = self.int.recv() => {}
                _ = self.term.recv() => {}
            }
        }
        #[cfg(not(unix))]
        {
            let _ = tokio::signal::ctrl_c().await;
        }
    }
}
