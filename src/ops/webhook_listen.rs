//! The local webhook receiver behind `talent webhooks listen`: an HTTP
//! server that verifies `X-Service-Signature` on every POST, hands each
//! verified event to the caller, and can forward the raw delivery on.

use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Duration;

use axum::body::Bytes;
use axum::extract::State;
use axum::http::{header, HeaderMap, Method, StatusCode, Uri};
use axum::response::{IntoResponse, Response};
use axum::Router;
use serde_json::{json, Value};
use talent_spec::signature::{self as webhook, SIGNATURE_HEADER};
use tokio::sync::{mpsc, oneshot};
use tokio::task::JoinHandle;

use crate::ui::Ui;
use crate::{Error, Result};

/// How long a forward target has to answer (the service gives receivers 10 s).
const FORWARD_TIMEOUT: Duration = Duration::from_secs(10);

/// What every request handler shares.
struct Receiver {
    secret: Vec<u8>,
    ui: Arc<Ui>,
    forward: Option<Forward>,
    events: mpsc::UnboundedSender<Value>,
}

struct Forward {
    http: reqwest::Client,
    url: url::Url,
}

/// A receiver that is listening.
pub struct Listening {
    pub local: SocketAddr,
    /// Verified events, in the order they arrived.
    pub events: mpsc::UnboundedReceiver<Value>,
    stop: oneshot::Sender<()>,
    server: JoinHandle<std::io::Result<()>>,
}

impl Listening {
    /// Stops accepting, finishes in-flight deliveries, and returns the
    /// events that arrived meanwhile.
    pub async fn stop(mut self) -> Vec<Value> {
        let _ = self.stop.send(());
        let _ = self.server.await;
        let mut rest = Vec::new();
        while let Ok(event) = self.events.try_recv() {
            rest.push(event);
        }
        rest
    }
}

/// Binds `addr` and serves: each POST with a valid signature under `secret`
/// is an event (and is forwarded to `forward` when given); anything else is
/// refused. Warnings go to `ui`.
pub async fn start(
    addr: &str,
    secret: Vec<u8>,
    forward: Option<url::Url>,
    ui: Arc<Ui>,
) -> Result<Listening> {
    check_addr(addr)?;
    let forward = match forward {
        Some(url) => Some(Forward {
            http: forward_client()?,
            url,
        }),
        None => None,
    };
    let listener = tokio::net::TcpListener::bind(addr).await.map_err(|e| {
        Error::failure(format!("cannot listen on {addr}: {e}"))
            .with_hint("pick another --addr (port 0 picks a free one)")
    })?;
    let local = listener.local_addr()?;
    let (tx, events) = mpsc::unbounded_channel();
    let receiver = Arc::new(Receiver {
        secret,
        ui,
        forward,
        events: tx,
    });
    let app = Router::new().fallback(receive).with_state(receiver);
    let (stop, stop_rx) = oneshot::channel::<()>();
    let server = tokio::spawn(async move {
        axum::serve(listener, app)
            .with_graceful_shutdown(async {
                let _ = stop_rx.await;
            })
            .await
    });
    Ok(Listening {
        local,
        events,
        stop,
        server,
    })
}

/// HOST:PORT with a numeric port, refused before binding.
fn check_addr(addr: &str) -> Result<()> {
    let ok = addr
        .rsplit_once(':')
        .is_some_and(|(host, port)| !host.is_empty() && port.parse::<u16>().is_ok());
    if ok {
        Ok(())
    } else {
        Err(Error::usage(format!("--addr {addr:?} is not HOST:PORT"))
            .with_hint("for example --addr 127.0.0.1:8787 (port 0 picks a free one)"))
    }
}

fn forward_client() -> Result<reqwest::Client> {
    reqwest::Client::builder()
        .timeout(FORWARD_TIMEOUT)
        .redirect(reqwest::redirect::Policy::none())
        .build()
        .map_err(|e| Error::failure(format!("cannot build the HTTP client: {e}")))
}

/// Every request: POST with a valid signature is an event; anything else is refused.
async fn receive(
    State(r): State<Arc<Receiver>>,
    method: Method,
    uri: Uri,
    headers: HeaderMap,
    body: Bytes,
) -> Response {
    if method != Method::POST {
        return (
            StatusCode::METHOD_NOT_ALLOWED,
            [(header::ALLOW, "POST")],
            "webhook deliveries are POST requests\n",
        )
            .into_response();
    }
    let signature = headers
        .get(SIGNATURE_HEADER)
        .and_then(|v| v.to_str().ok())
        .unwrap_or("");
    if let Err(e) = webhook::verify(&r.secret, &body, signature) {
        r.ui.warn(&format!("rejected a delivery to {}: {e}", uri.path()));
        let body = json!({"error": {"code": "invalid_signature", "message": e.to_string()}});
        return (StatusCode::UNAUTHORIZED, axum::Json(body)).into_response();
    }
    match serde_json::from_slice::<Value>(&body) {
        Ok(event) => {
            let _ = r.events.send(event);
        }
        Err(_) => r.ui.warn(&format!(
            "a verified delivery to {} is not JSON; answered but not printed",
            uri.path()
        )),
    }
    match &r.forward {
        Some(f) => forward(f, &r.ui, signature, body).await,
        None => StatusCode::OK.into_response(),
    }
}

/// Re-posts the raw body with its signature; answers with the target's
/// status, or 502 when it cannot be reached.
async fn forward(f: &Forward, ui: &Ui, signature: &str, body: Bytes) -> Response {
    let sent = f
        .http
        .post(f.url.clone())
        .header(header::CONTENT_TYPE, "application/json")
        .header(SIGNATURE_HEADER, signature)
        .body(body)
        .send()
        .await;
    match sent {
        Ok(resp) => StatusCode::from_u16(resp.status().as_u16())
            .unwrap_or(StatusCode::BAD_GATEWAY)
            .into_response(),
        Err(e) => {
            ui.warn(&format!("cannot forward to {}: {e}", f.url));
            StatusCode::BAD_GATEWAY.into_response()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn addresses_need_a_numeric_port() {
        for ok in ["127.0.0.1:8787", "localhost:0", "[::1]:9000", "0.0.0.0:80"] {
            assert!(check_addr(ok).is_ok(), "{ok}");
        }
        for bad in ["127.0.0.1", ":80", "host:port", "127.0.0.1:70000", ""] {
            assert!(check_addr(bad).is_err(), "{bad}");
        }
    }
}
