//! The bounded accept loop of both HTTP servers of the project: the
//! simulator's ([`crate::start`]) and the CLI's webhook receiver
//! (`talent webhooks listen`). Each says how it serves one connection; the
//! loop caps how many are open at once, pauses when accepting fails, and on
//! stop lets the open connections finish for a few seconds.

use std::future::Future;
use std::sync::Arc;
use std::time::Duration;

use hyper_util::server::graceful::{GracefulShutdown, Watcher};
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::watch;

/// How long open connections may take to finish once the loop is stopped.
const DRAIN: Duration = Duration::from_secs(5);

/// Accepts until `stop` turns true, at most `max` connections open at once;
/// each accepted socket is handed to `connection` with the watcher its
/// hyper connection registers with (so a stop ends it gracefully), and the
/// future it returns is spawned.
pub async fn accept_until_stopped<F, Fut>(
    listener: TcpListener,
    max: usize,
    mut stop: watch::Receiver<bool>,
    mut connection: F,
) where
    F: FnMut(TcpStream, Watcher) -> Fut,
    Fut: Future<Output = ()> + Send + 'static,
{
    let permits = Arc::new(tokio::sync::Semaphore::new(max));
    let graceful = GracefulShutdown::new();
    loop {
        let permit = tokio::select! {
            p = permits.clone().acquire_owned() => match p {
                Ok(p) => p,
                Err(_) => break,
            },
            _ = stopped(&mut stop) => break,
        };
        let socket = tokio::select! {
            accepted = listener.accept() => match accepted {
                Ok((socket, _)) => socket,
                // Out of descriptors and the like: pause rather than spin.
                Err(_) => {
                    tokio::time::sleep(Duration::from_millis(50)).await;
                    continue;
                }
            },
            _ = stopped(&mut stop) => break,
        };
        let served = connection(socket, graceful.watcher());
        crate::task::spawn(async move {
            served.await;
            drop(permit);
        });
    }
    let _ = tokio::time::timeout(DRAIN, graceful.shutdown()).await;
}

/// Resolves once `stop` says so (the guard it yields is dropped at once, so
/// the serving future stays `Send`).
async fn stopped(stop: &mut watch::Receiver<bool>) {
    let _ = stop.wait_for(|s| *s).await;
}
