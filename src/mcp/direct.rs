//! An [`Engine`] wired from explicit parts (bases, key, ledger) instead of
//! the command's settings: for embedding the server in a process whose
//! environment is not the tool's (tests drive it over an in-memory duplex
//! against a sandbox this way).

use std::sync::Arc;
use std::time::Duration;

use crate::api::{Client, ClientOptions};
use crate::auth::ApiKey;
use crate::clock::TimeScale;
use crate::guard::{Guard, GuardOptions, Parts};
use crate::ledger::Store;
use crate::ops::kit::meters::ServiceMeters;
use crate::{Error, Result};

use super::bridge::Bridge;
use super::engine::{Engine, LocalFuture};

/// A client with its guard, and the key to keep out of every message.
pub struct Direct {
    client: Client,
    guard: Arc<Guard>,
    records: Arc<crate::records::Records>,
    key: String,
}

impl Direct {
    /// The client for `base`/`alt` sending `key`, its guard keeping its
    /// records in `store` and asking and reporting through `bridge`.
    pub fn new(
        base: &str,
        alt: &str,
        key: &str,
        store: Arc<dyn Store>,
        bridge: &Arc<Bridge>,
        time_scale: TimeScale,
    ) -> Result<Direct> {
        let api_key = ApiKey::parse(key).ok_or_else(|| Error::usage("the key is empty"))?;
        let mut options = ClientOptions::new(base.to_string(), alt.to_string());
        options.key = Some(api_key);
        options.time_scale = time_scale;
        options.max_wait = Duration::from_secs(10);
        let sink = Arc::clone(bridge);
        options.waiter = Some(Arc::new(move |why: String, wait: Duration| {
            let sink = Arc::clone(&sink);
            Box::pin(async move { crate::sink::Sink::countdown(sink.as_ref(), &why, wait).await })
        }));
        let client = Client::new(options)?;
        let meters = Arc::new(ServiceMeters::new(client.unhooked()));
        let guard = Arc::new(Guard::new(
            Parts {
                store,
                meters,
                ask: Arc::clone(bridge) as Arc<dyn crate::guard::Ask>,
                sink: Arc::clone(bridge) as Arc<dyn crate::sink::Sink>,
                broken: None,
            },
            key,
            GuardOptions {
                command: "mcp".to_string(),
                time_scale,
                ..GuardOptions::default()
            },
        ));
        Ok(Direct::hooked(client, guard, key))
    }

    /// `client` hooked with `guard`, `key` kept out of every message (the
    /// gateway's `/mcp` builds its member's guard itself and comes here).
    pub fn hooked(client: Client, guard: Arc<Guard>, key: &str) -> Direct {
        let hook = Arc::clone(&guard) as Arc<dyn crate::api::Hook>;
        Direct::hooked_by(client, guard, hook, key)
    }

    /// [`Direct::hooked`] with `hook` on the client: the guard's, or one
    /// that passes each of its calls to the guard (the gateway's `/mcp`:
    /// the workspace's usage read ahead after each answer).
    pub fn hooked_by(
        client: Client,
        guard: Arc<Guard>,
        hook: Arc<dyn crate::api::Hook>,
        key: &str,
    ) -> Direct {
        let client = client.with_hook(hook);
        Direct {
            client,
            records: crate::records::Records::of(&guard),
            guard,
            key: key.to_string(),
        }
    }
}

impl Engine for Direct {
    fn client(&self) -> LocalFuture<'_, Result<&Client>> {
        Box::pin(async move { Ok(&self.client) })
    }
    fn guard(&self) -> Option<Arc<Guard>> {
        Some(Arc::clone(&self.guard))
    }
    fn records(&self) -> Option<Arc<crate::records::Records>> {
        Some(Arc::clone(&self.records))
    }
    fn redacted(&self, text: &str) -> String {
        text.replace(&self.key, "[key]")
    }
    fn key_kind(&self) -> LocalFuture<'_, Option<crate::auth::KeyKind>> {
        Box::pin(async { ApiKey::parse(&self.key).map(|k| k.kind()) })
    }
}
