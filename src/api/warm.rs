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

impl<S, R> Service<R> for Warm<S>
where
    S: Service<R, Error = BoxError> + Clone + Send + 'static,
    S::Response: Send + 'static,
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
                        if let Ok(conn) = conn.downcast::<S::Response>() {
                            return Ok(*conn);
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
    //! The layer around a counting connector: the warm-up's connect is
    //! handed to the next call, once; without a warm-up each call connects.
    use super::*;
    use std::sync::atomic::{AtomicU32, Ordering};

    #[derive(Clone)]
    struct Connects(Arc<AtomicU32>);

    impl Service<&'static str> for Connects {
        type Response = u32;
        type Error = BoxError;
        type Future = std::future::Ready<Result<u32, BoxError>>;
        fn poll_ready(&mut self, _: &mut Context<'_>) -> Poll<Result<(), BoxError>> {
            Poll::Ready(Ok(()))
        }
        fn call(&mut self, _: &'static str) -> Self::Future {
            std::future::ready(Ok(self.0.fetch_add(1, Ordering::SeqCst) + 1))
        }
    }

    #[tokio::test]
    async fn the_warm_ups_connection_goes_to_the_next_request_and_only_to_it() {
        let made = Arc::new(AtomicU32::new(0));
        let layer = WarmLayer::default();
        let mut svc = layer.layer(Connects(Arc::clone(&made)));
        let warm = WarmLayer::warm(async { svc.call("origin").await }).await;
        assert!(warm.is_err(), "the warm-up itself gets no connection");
        assert_eq!(made.load(Ordering::SeqCst), 1, "one connect made");
        // The first request gets connection 1, made by the warm-up.
        assert_eq!(svc.call("origin").await.unwrap(), 1);
        assert_eq!(made.load(Ordering::SeqCst), 1, "no second connect");
        // The next one connects itself.
        assert_eq!(svc.call("origin").await.unwrap(), 2);
    }

    #[tokio::test]
    async fn without_a_warm_up_every_call_connects() {
        let made = Arc::new(AtomicU32::new(0));
        let mut svc = WarmLayer::default().layer(Connects(Arc::clone(&made)));
        assert_eq!(svc.call("origin").await.unwrap(), 1);
        assert_eq!(svc.call("origin").await.unwrap(), 2);
    }
}
