//! The bounded accept loop of the project's HTTP servers: the simulator's
//! ([`crate::start`]), the CLI's webhook receiver (`talent webhooks
//! listen`) and the team's gateway (`talent serve`). Each says how it
//! serves one connection; the loop caps how many are open at once, turns
//! Nagle's algorithm off on each, pauses when accepting fails, and on stop
//! lets the open connections finish for the server's drain time.

use std::future::Future;
use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Duration;

use hyper_util::server::graceful::{GracefulShutdown, Watcher};
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::watch;

/// How long the simulator's and the webhook receiver's open connections
/// may take to finish once the loop is stopped.
pub const DRAIN: Duration = Duration::from_secs(5);

/// Accepts until `stop` turns true, at most `max` connections open at once;
/// each accepted socket is handed to `connection` with its peer's address
/// and the watcher its hyper connection registers with (so a stop ends it
/// gracefully), and the future it returns is spawned. Once stopped, the
/// listener is closed and open connections have `drain` to finish.
pub async fn accept_until_stopped<F, Fut>(
    listener: TcpListener,
    max: usize,
    drain: Duration,
    mut stop: watch::Receiver<bool>,
    mut connection: F,
) where
    F: FnMut(TcpStream, SocketAddr, Watcher) -> Fut,
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
        let (socket, peer) = tokio::select! {
            accepted = listener.accept() => match accepted {
                Ok(accepted) => accepted,
                // Out of descriptors and the like: pause rather than spin.
                Err(_) => {
                    tokio::time::sleep(Duration::from_millis(50)).await;
                    continue;
                }
            },
            _ = stopped(&mut stop) => break,
        };
        // Answers go out as written: with Nagle's algorithm a small write
        // (an SSE event, the tail of a page past a segment) waits for the
        // peer's acknowledgement of the last one, which a client may delay
        // by 40 ms. Servers keep it off (nginx's `tcp_nodelay on`).
        let _ = socket.set_nodelay(true);
        let served = connection(socket, peer, graceful.watcher());
        crate::task::spawn(async move {
            served.await;
            drop(permit);
        });
    }
    drop(listener);
    let _ = tokio::time::timeout(drain, graceful.shutdown()).await;
}

/// Resolves once `stop` says so (the guard it yields is dropped at once, so
/// the serving future stays `Send`).
async fn stopped(stop: &mut watch::Receiver<bool>) {
    let _ = stop.wait_for(|s| *s).await;
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A server's small writes (an SSE event, a page's tail) leave at once,
    /// not after the client's delayed acknowledgement: every accepted socket
    /// has Nagle's algorithm off, and its handler learns who connected.
    #[tokio::test]
    async fn each_accepted_socket_has_nagle_off_and_names_its_peer() {
        let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
        let addr = listener.local_addr().unwrap();
        let (stop_tx, stop) = watch::channel(false);
        let (seen_tx, mut seen) = tokio::sync::mpsc::unbounded_channel();
        let server = tokio::spawn(accept_until_stopped(
            listener,
            4,
            Duration::from_secs(1),
            stop,
            move |socket, peer, _watcher| {
                let _ = seen_tx.send((socket.nodelay().unwrap(), peer));
                async move { drop(socket) }
            },
        ));
        for _ in 0..2 {
            let client = TcpStream::connect(addr).await.unwrap();
            let (nodelay, peer) = seen.recv().await.unwrap();
            assert!(nodelay, "an accepted socket kept Nagle's algorithm on");
            assert_eq!(peer, client.local_addr().unwrap());
        }
        stop_tx.send(true).unwrap();
        server.await.unwrap();
        assert!(
            TcpStream::connect(addr).await.is_err(),
            "a stopped loop still takes connections"
        );
    }
}
