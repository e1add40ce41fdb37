//! The guard's [`MeterSource`]: `GET /usage`, sent by a client without the
//! guard's hooks (the guard paces the read itself), so the guard never
//! re-enters the client it is hooked into.

use crate::api::types::Usage;
use crate::api::{BoxFuture, Client};
use crate::guard::MeterSource;
use crate::ops::kit::routes;
use crate::Result;

pub struct ServiceMeters {
    client: Client,
}

impl ServiceMeters {
    /// Reads through `client`, which must carry no guard (see [`Client::unhooked`]).
    pub fn new(client: Client) -> Self {
        ServiceMeters { client }
    }
}

impl MeterSource for ServiceMeters {
    fn read(&self) -> BoxFuture<'_, Result<Usage>> {
        Box::pin(async move {
            // Through a gateway its `allowance` rides along (the guard says
            // it beside the workspace's meters, which it judges).
            self.client.send(&routes::usage()).await?.decode()
        })
    }
}
