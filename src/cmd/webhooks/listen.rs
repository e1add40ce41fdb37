//! `talent webhooks listen`: a local receiver. Every POST (any path) is
//! checked against `X-Service-Signature` over its exact raw body; verified
//! events stream to the printer, others get 401 and a warning. With
//! `--forward-to` a verified delivery is passed on, signature and all.

use std::sync::Arc;
use std::time::Duration;

use axum::body::Bytes;
use axum::extract::State;
use axum::http::{header, HeaderMap, Method, StatusCode, Uri};
use axum::response::{IntoResponse, Response};
use axum::Router;
use clap::Args as ClapArgs;
use serde_json::{json, Value};
use tokio::sync::mpsc;

use super::check_endpoint_url;
use crate::cmd::Context;
use crate::output::{col, CellKind, View};
use crate::signals::StopSignals;
use crate::ui::Ui;
use crate::{Error, Result};
use talent_spec::signature::{self as webhook, SIGNATURE_HEADER};

/// How long a forward target has to answer (the service gives receivers 10 s).
const FORWARD_TIMEOUT: Duration = Duration::from_secs(10);

/// Receive webhook events locally and verify their signatures
///
/// Starts an HTTP receiver on --addr that accepts POST on any path. Each
/// delivery's X-Service-Signature (sha256=HEX, an HMAC-SHA256 of the raw
/// body) is checked with the endpoint's secret in constant time: a verified
/// event is answered 200 and printed (table: one line per event; jsonl: one
/// envelope per line), anything else gets 401 and a warning on stderr.
///
/// With --forward-to URL a verified delivery is re-posted there, raw body
/// and signature header unchanged, and answered with that URL's status.
/// Prints `Listening on http://ADDR` on stderr once ready; runs until
/// Ctrl-C or SIGTERM. To reach it from the internet, put a tunnel in front.
///
/// Example: TALENT_WEBHOOK_SECRET=whsec_... talent webhooks listen --addr 127.0.0.1:8787 -o jsonl
#[derive(Debug, ClapArgs)]
pub struct Args {
    /// Address to listen on (port 0 picks a free one)
    #[arg(long, value_name = "HOST:PORT", default_value = "127.0.0.1:8787")]
    pub addr: String,

    /// The endpoint's signing secret
    #[arg(
        long,
        value_name = "S",
        env = "TALENT_WEBHOOK_SECRET",
        hide_env_values = true
    )]
    pub secret: Option<String>,

    /// Pass verified deliveries on to this URL (https://, or http:// on loopback)
    #[arg(long, value_name = "URL")]
    pub forward_to: Option<String>,
}

/// One line per event: when, what, which, and its data (ids first).
const EVENT_VIEW: View = View {
    columns: &[
        col("TIME", "created_at", CellKind::DateTime),
        col("EVENT", "event", CellKind::Text),
        col("ID", "id", CellKind::Text),
        col("DATA", "data", CellKind::Auto),
    ],
};

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

pub async fn run(ctx: &Context, args: &Args) -> Result<()> {
    let secret = secret(args)?;
    check_addr(&args.addr)?;
    let forward = match &args.forward_to {
        Some(raw) => Some(Forward {
            http: forward_client()?,
            url: check_endpoint_url(raw, "--forward-to")?,
        }),
        None => None,
    };
    let mut signals = StopSignals::install()?;
    let listener = tokio::net::TcpListener::bind(&args.addr)
        .await
        .map_err(|e| {
            Error::failure(format!("cannot listen on {}: {e}", args.addr))
                .with_hint("pick another --addr (port 0 picks a free one)")
        })?;
    let local = listener.local_addr()?;
    let (tx, mut rx) = mpsc::unbounded_channel();
    let receiver = Arc::new(Receiver {
        secret,
        ui: Arc::clone(&ctx.ui),
        forward,
        events: tx,
    });
    let app = Router::new().fallback(receive).with_state(receiver);
    let (stop_tx, stop_rx) = tokio::sync::oneshot::channel::<()>();
    let server = tokio::spawn(async move {
        axum::serve(listener, app)
            .with_graceful_shutdown(async {
                let _ = stop_rx.await;
            })
            .await
    });
    ctx.ui.status(&format!("Listening on http://{local}"));
    let mut out = ctx.printer().stream(&ctx.ui, &EVENT_VIEW);
    loop {
        tokio::select! {
            Some(event) = rx.recv() => out.push(&event)?,
            _ = signals.recv() => break,
        }
    }
    let _ = stop_tx.send(());
    let _ = server.await;
    while let Ok(event) = rx.try_recv() {
        out.push(&event)?;
    }
    ctx.ui
        .status(&format!("Stopped; {} event(s) verified.", out.count()));
    Ok(())
}

/// `--secret` or TALENT_WEBHOOK_SECRET: without one nothing can be verified.
fn secret(args: &Args) -> Result<Vec<u8>> {
    match args.secret.as_deref() {
        Some(s) if !s.is_empty() => Ok(s.as_bytes().to_vec()),
        _ => Err(Error::usage("a signing secret is required to verify deliveries")
            .with_hint(
                "give --secret S or set TALENT_WEBHOOK_SECRET (the secret `talent webhooks create` printed)",
            )),
    }
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
