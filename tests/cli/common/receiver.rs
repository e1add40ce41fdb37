//! A tiny webhook receiver on 127.0.0.1:0, and polling until a condition holds.

use std::net::SocketAddr;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use axum::body::Bytes;
use axum::http::{HeaderMap, StatusCode};

/// One webhook request as received.
#[derive(Debug, Clone)]
pub struct Hit {
    pub headers: HeaderMap,
    pub body: Bytes,
    pub at: Instant,
}

/// A local endpoint that records every POST and answers a fixed status.
pub struct Receiver {
    pub url: String,
    pub hits: Arc<Mutex<Vec<Hit>>>,
    status: Arc<Mutex<u16>>,
    /// Held by [`Receiver::hold`]: a request is recorded, then answered
    /// only when the hold is let go.
    gate: Arc<tokio::sync::RwLock<()>>,
}

impl Receiver {
    /// Starts on 127.0.0.1:0 answering `status`.
    pub async fn start(status: u16) -> Receiver {
        let hits: Arc<Mutex<Vec<Hit>>> = Arc::default();
        let status = Arc::new(Mutex::new(status));
        let gate: Arc<tokio::sync::RwLock<()>> = Arc::default();
        let (h, s, g) = (hits.clone(), status.clone(), gate.clone());
        let app = axum::Router::new().route(
            "/hook",
            axum::routing::post(move |headers: HeaderMap, body: Bytes| {
                let (h, s, g) = (h.clone(), s.clone(), g.clone());
                async move {
                    h.lock().unwrap().push(Hit {
                        headers,
                        body,
                        at: Instant::now(),
                    });
                    let _answer = g.read().await;
                    StatusCode::from_u16(*s.lock().unwrap()).unwrap_or(StatusCode::OK)
                }
            }),
        );
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
            .await
            .expect("bind");
        let addr: SocketAddr = listener.local_addr().expect("addr");
        tokio::spawn(async move {
            let _ = axum::serve(listener, app).await;
        });
        Receiver {
            url: format!("http://{addr}/hook"),
            hits,
            status,
            gate,
        }
    }

    /// Answers nothing until the returned guard is dropped.
    pub async fn hold(&self) -> tokio::sync::OwnedRwLockWriteGuard<()> {
        self.gate.clone().write_owned().await
    }

    pub fn set_status(&self, status: u16) {
        *self.status.lock().unwrap() = status;
    }

    pub fn hits(&self) -> Vec<Hit> {
        self.hits.lock().unwrap().clone()
    }

    /// Waits until at least `n` hits arrived (or panics after `limit`).
    pub async fn wait_for(&self, n: usize, limit: Duration) -> Vec<Hit> {
        let deadline = Instant::now() + limit;
        loop {
            let hits = self.hits();
            if hits.len() >= n {
                return hits;
            }
            assert!(
                Instant::now() < deadline,
                "only {} of {n} webhook requests arrived",
                hits.len()
            );
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
    }
}

/// Polls `f` until it returns Some, for up to `limit`.
pub async fn eventually<T, F, Fut>(limit: Duration, mut f: F) -> T
where
    F: FnMut() -> Fut,
    Fut: std::future::Future<Output = Option<T>>,
{
    let deadline = Instant::now() + limit;
    loop {
        if let Some(v) = f().await {
            return v;
        }
        assert!(Instant::now() < deadline, "condition not met in {limit:?}");
        tokio::time::sleep(Duration::from_millis(25)).await;
    }
}
