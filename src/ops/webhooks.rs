//! The workspace's webhook endpoints (additional interface; free): list,
//! create, enable, delete. Deleting cannot be undone.

use serde_json::Value;

use crate::api::query::id_segment;
use crate::api::types::{WebhookCreate, WebhookList};
use crate::api::Client;
use crate::output::{col, CellKind, View};
use crate::{Error, Result};

use super::kit::routes;
use super::Spends;

/// Every endpoint.
pub async fn list(client: &Client) -> Result<Vec<Value>> {
    let got: WebhookList = client.send(&routes::webhooks()).await?.decode()?;
    Ok(got.data)
}

/// Creates an endpoint; the answer carries its signing secret (shown once).
pub async fn create(client: &Client, body: &WebhookCreate) -> Result<Value> {
    client.send_json(&routes::create_webhook(body)?).await
}

/// The signing secrets of the sandbox's endpoints (its control surface).
pub async fn sandbox_secrets(client: &Client) -> Result<Vec<Vec<u8>>> {
    let got = client.send_json(&routes::sandbox_webhook_secrets()).await?;
    Ok(got["data"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|e| e["secret"].as_str())
        .map(|s| s.as_bytes().to_vec())
        .collect())
}

/// Has the sandbox deliver a test event (its control surface); the
/// envelope it sent.
pub async fn sandbox_trigger(client: &Client, body: Value) -> Result<Value> {
    client.send_json(&routes::sandbox_trigger(body)).await
}

/// One endpoint by id.
pub struct Endpoint {
    id: String,
    segment: String,
}

impl Endpoint {
    /// `what` names the id in an error.
    pub fn new(what: &str, id: &str) -> Result<Endpoint> {
        let id = id.trim().to_string();
        let segment = id_segment(what, &id)?;
        Ok(Endpoint { id, segment })
    }

    pub fn id(&self) -> &str {
        &self.id
    }

    /// What deleting it spends: nothing of the quota, but it cannot be
    /// undone (deliveries stop at once).
    pub fn delete_spends(&self) -> Spends {
        Spends {
            destructive: true,
            ..Spends::NOTHING
        }
    }

    /// Turns it back on; the answer (the spec does not show it) as is.
    pub async fn enable(&self, client: &Client) -> Result<Value> {
        client
            .send_json(&routes::enable_webhook(&self.segment))
            .await
    }

    pub async fn delete(&self, client: &Client) -> Result<()> {
        client.send(&routes::delete_webhook(&self.segment)).await?;
        Ok(())
    }
}

/// A URL deliveries may go to: HTTPS, or plain HTTP to a loopback host (a
/// local sandbox or listener). `flag` names the option in the error.
pub fn check_endpoint_url(raw: &str, flag: &str) -> Result<url::Url> {
    let url = url::Url::parse(raw.trim()).map_err(|e| {
        Error::usage(format!("{flag} {raw:?} is not a valid URL: {e}"))
            .with_hint("give a full URL such as https://hooks.example.com/talent")
    })?;
    let loopback = crate::config::base_url::is_loopback(&url);
    match url.scheme() {
        "https" if url.host().is_some() => Ok(url),
        "http" if loopback => Ok(url),
        _ => Err(
            Error::usage(format!("{flag} must be an https:// URL, got {raw:?}")).with_hint(
                "plain http:// is allowed only for loopback hosts (127.0.0.1, localhost)",
            ),
        ),
    }
}

/// The new endpoint, secret included.
pub const CREATED_VIEW: View = View {
    columns: &[
        col("ID", "id", CellKind::Id),
        col("URL", "url", CellKind::Text),
        col("EVENTS", "events", CellKind::List),
        col("STATUS", "status", CellKind::Enum),
        col("SECRET", "secret", CellKind::Text),
        col("CREATED", "created_at", CellKind::Relative),
    ],
    key: Some("id"),
    schema: Some("alt#Webhook"),
};

/// A webhook endpoint (the secret row shows only in `create`'s answer).
pub const ENDPOINT_VIEW: View = View {
    columns: &[
        col("ID", "id", CellKind::Id),
        col("URL", "url", CellKind::Text),
        col("EVENTS", "events", CellKind::List),
        col("STATUS", "status", CellKind::Enum),
        col("CREATED", "created_at", CellKind::Relative),
        col("LAST DELIVERY", "last_delivery.at", CellKind::Relative),
        col("RESULT", "last_delivery.status", CellKind::Text),
        col("FAILURES", "consecutive_failures", CellKind::Number),
    ],
    key: Some("id"),
    schema: Some("alt#Webhook"),
};
