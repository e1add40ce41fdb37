//! The service's connection opened while the ledger starts: a warm-up asks
//! the client's connector for a connection (TCP, and TLS for https) and the
//! first request that needs one is handed it, so the connect overlaps the
//! ledger's startup instead of following it. No request byte goes out early:
//! the warm-up's own request ends at its connect (this layer keeps the
//! connection and fails the warm-up), and the request that gets the
//! connection still waits for its admission first.
//!
//! reqwest has no "connect only" call and its connection type cannot be
//! named: this is a connector layer (`ClientBuilder::connector_layer`),
//! generic over both, that the warm-up's task marks with a task-local.
//!
//! A server may close a connection that sends nothing for a while (a head
//! timeout against slow clients; the sandbox's is scaled with its clock), and
//! a request written to a closed connection fails after it may have been
//! sent: so a warmed connection is looked at before it is handed out, and
//! one the server closed (or wrote to unasked) is dropped for a new connect.

use std::any::Any;
use std::sync::{Arc, Mutex};
use std::task::{Context, Poll};
use std::time::{Duration, Instant};

use tokio::sync::oneshot;
use tower::{Layer, Service};

type BoxError = Box<dyn std::error::Error + Send + Sync>;

/// How long a warmed connection may wait for its first request: far
/// below any server's wait for a new connection's first bytes (20 s at
/// the least in Apache's defaults, 60 s in nginx's and node's).
pub const WARM_FRESH: Duration = Duration::from_secs(5);

tokio::task_local! {
    /// Set in the warm-up's task: its connect is kept, its request ends.
    static WARMING: ();
}

/// A connection being made (or made) by the warm-up, for the next connect.
type Pending = (Instant, oneshot::Receiver<Option<Box<dyn Any + Send>>>);

/// The connector layer and the one connection it keeps.
#[derive(Clone, Default)]
pub struct WarmLayer {
    slot: Arc<Mutex<Option<Pending>>>,
}

impl WarmLayer {
    /// Runs `request` (a request through the client this layer is in) as
    /// the warm-up: its connect is kept for the next request, and it ends
    /// there with an error, nothing sent.
    pub async fn warm<F: std::future::Future>(request: F) -> F::Output {
        WARMING.scope((), request).await
    }
}

impl<S> Layer<S> for WarmLayer {
    type Service = Warm<S>;

    fn layer(&self, inner: S) -> Warm<S> {
        Warm {
            inner,
            slot: Arc::clone(&self.slot),
        }
    }
}

#[derive(Clone)]
pub struct Warm<S> {
    inner: S,
    slot: Arc<Mutex<Option<Pending>>>,
}

fn lock<T>(m: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|e| e.into_inner())
}

/// Whether the server closed `conn` (or sent bytes nobody asked for), seen
/// without waiting: a read that would block means it is open and quiet.
fn closed<C: hyper::rt::Read + Unpin>(conn: &mut C) -> bool {
    let mut cx = Context::from_waker(std::task::Waker::noop());
    let mut byte = [std::mem::MaybeUninit::<u8>::uninit(); 1];
    let mut buf = hyper::rt::ReadBuf::uninit(&mut byte);
    !matches!(
        std::pin::Pin::new(conn).poll_read(&mut cx, buf.unfilled()),
        Poll::Pending
    )
}

impl<S, R> Service<R> for Warm<S>
where
    S: Service<R, Error = BoxError> + Clone + Send + 'static,
    S::Response: hyper::rt::Read + Unpin + Send + 'static,
    S::Future: Send + 'static,
    R: Send + 'static,
{
    type Response = S::Response;
    type Error = BoxError;
    type Future =
        std::pin::Pin<Box<dyn std::future::Future<Output = Result<S::Response, BoxError>> + Send>>;

    fn poll_ready(&mut self, cx: &mut Context<'_>) -> Poll<Result<(), BoxError>> {
        self.inner.poll_ready(cx)
    }

    fn call(&mut self, dst: R) -> Self::Future {
        // The service that was made ready is the one called; a clone takes
        // its place (tower's rule for services moved into a future).
        let fresh = self.inner.clone();
        let mut inner = std::mem::replace(&mut self.inner, fresh);
        if WARMING.try_with(|_| ()).is_ok() {
            let (tx, rx) = oneshot::channel();
            *lock(&self.slot) = Some((Instant::now(), rx));
            return Box::pin(async move {
                let conn = inner.call(dst).await.ok();
                let _ = tx.send(conn.map(|c| Box::new(c) as Box<dyn Any + Send>));
                Err(BoxError::from(
                    "warm-up: the connection waits for the first request",
                ))
            });
        }
        let pending = lock(&self.slot).take();
        Box::pin(async move {
            if let Some((started, rx)) = pending {
                if let Ok(Some(conn)) = rx.await {
                    if started.elapsed() <= WARM_FRESH {
                        if let Ok(mut conn) = conn.downcast::<S::Response>() {
                            if !closed(conn.as_mut()) {
                                return Ok(*conn);
                            }
                        }
                    }
                }
            }
            inner.call(dst).await
        })
    }
}

#[cfg(test)]
mod tests {
    //! The layer around a counting connector of real loopback connections:
    //! the warm-up's connect is handed to the next call, once, unless the
    //! server closed it meanwhile; without a warm-up each call connects.
    use super::*;
    use hyper_util::rt::TokioIo;
    use std::sync::atomic::{AtomicU32, Ordering};
    use tokio::net::{TcpListener, TcpStream};

    #[derive(Clone)]
    struct Connects {
        made: Arc<AtomicU32>,
        to: std::net::SocketAddr,
    }

    impl Service<&'static str> for Connects {
        type Response = TokioIo<TcpStream>;
        type Error = BoxError;
        type Future = std::pin::Pin<
            Box<dyn std::future::Future<Output = Result<Self::Response, BoxError>> + Send>,
        >;
        fn poll_ready(&mut self, _: &mut Context<'_>) -> Poll<Result<(), BoxError>> {
            Poll::Ready(Ok(()))
        }
        fn call(&mut self, _: &'static str) -> Self::Future {
            self.made.fetch_add(1, Ordering::SeqCst);
            let to = self.to;
            Box::pin(async move { Ok(TokioIo::new(TcpStream::connect(to).await?)) })
        }
    }

    /// A server that accepts and keeps (or, with `close`, at once drops)
    /// each connection; and a connector to it.
    async fn server(close: bool) -> (Connects, Arc<AtomicU32>) {
        let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
        let to = listener.local_addr().unwrap();
        crate::task::spawn(async move {
            let mut kept = Vec::new();
            while let Ok((socket, _)) = listener.accept().await {
                if !close {
                    kept.push(socket);
                }
            }
        });
        let made = Arc::new(AtomicU32::new(0));
        (
            Connects {
                made: Arc::clone(&made),
                to,
            },
            made,
        )
    }

    fn port(c: &TokioIo<TcpStream>) -> u16 {
        c.inner().local_addr().unwrap().port()
    }

    #[tokio::test]
    async fn the_warm_ups_connection_goes_to_the_next_request_and_only_to_it() {
        let (connects, made) = server(false).await;
        let mut svc = WarmLayer::default().layer(connects);
        let warm = WarmLayer::warm(async { svc.call("origin").await }).await;
        assert!(warm.is_err(), "the warm-up itself gets no connection");
        assert_eq!(made.load(Ordering::SeqCst), 1, "one connect made");
        let first = svc.call("origin").await.unwrap();
        assert_eq!(made.load(Ordering::SeqCst), 1, "no second connect");
        let second = svc.call("origin").await.unwrap();
        assert_eq!(made.load(Ordering::SeqCst), 2, "the next one connects");
        assert_ne!(port(&first), port(&second));
    }

    #[tokio::test]
    async fn a_warmed_connection_the_server_closed_is_not_handed_out() {
        let (connects, made) = server(true).await;
        let mut svc = WarmLayer::default().layer(connects);
        let _ = WarmLayer::warm(async { svc.call("origin").await }).await;
        // The server's close reaches this end.
        tokio::time::sleep(Duration::from_millis(100)).await;
        let _ = svc.call("origin").await.unwrap();
        assert_eq!(
            made.load(Ordering::SeqCst),
            2,
            "a new connect, not the closed one"
        );
    }

    #[tokio::test]
    async fn without_a_warm_up_every_call_connects() {
        let (connects, made) = server(false).await;
        let mut svc = WarmLayer::default().layer(connects);
        let _ = svc.call("origin").await.unwrap();
        let _ = svc.call("origin").await.unwrap();
        assert_eq!(made.load(Ordering::SeqCst), 2);
    }
}
