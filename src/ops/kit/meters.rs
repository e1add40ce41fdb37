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
            let usage: Usage = self.client.send(&routes::usage()).await?.decode()?;
            Ok(within_allowance(usage))
        })
    }
}

/// Through a gateway, `GET /usage` adds the member's `allowance`
/// (`{"unlocks": {"limit", "used", "left"}, "searches": …, "messages": …}`):
/// what the guard judges a spend by is the smaller of what the workspace
/// has left and what the member's allowance has left, so the spend
/// question (*Asking before a spend*) says what this member may still
/// spend. A meter without an allowance is the workspace's, and so is one
/// whose allowance is used up (the gateway's refusal says so).
pub fn within_allowance(mut usage: Usage) -> Usage {
    let Some(allowance) = usage.extra.get("allowance").cloned() else {
        return usage;
    };
    let left_of = |name: &str| {
        let a = allowance.get(name)?;
        a.get("left")
            .and_then(serde_json::Value::as_u64)
            .or_else(|| {
                let limit = a.get("limit")?.as_u64()?;
                let used = a.get("used")?.as_u64()?;
                Some(limit.saturating_sub(used))
            })
    };
    for (name, meter) in [
        ("unlocks", &mut usage.api_unlocks),
        ("searches", &mut usage.searches),
        ("messages", &mut usage.messages),
    ] {
        // An allowance used up is left to the gateway to refuse: its
        // answer names the allowance and its reset (the team allowance
        // refusal), which a local "0 left" would not.
        if let Some(left) = left_of(name).filter(|l| *l > 0) {
            if left < meter.left() {
                meter.used = meter.limit.saturating_sub(left);
            }
        }
    }
    usage
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The spend question through a gateway counts the member's allowance.
    #[test]
    fn the_allowance_narrows_what_is_left() {
        let usage: Usage = serde_json::from_value(serde_json::json!({
            "workspaceId": "ws_1",
            "apiUnlocks": {"used": 10, "limit": 100},
            "searches": {"used": 0, "limit": 100},
            "messages": {"used": 0, "limit": 20},
            "cycleEndsOn": "2026-12-01T00:00:00Z",
            "allowance": {
                "unlocks": {"limit": 5, "used": 3, "left": 2},
                "searches": {"limit": 500, "used": 0, "left": 500}
            }
        }))
        .unwrap();
        let u = within_allowance(usage);
        assert_eq!((u.api_unlocks.left(), u.api_unlocks.limit), (2, 100));
        assert_eq!(u.searches.left(), 100, "the workspace's is smaller");
        assert_eq!(u.messages.left(), 20, "no allowance: the workspace's");
        let usage: Usage = serde_json::from_value(serde_json::json!({
            "apiUnlocks": {"used": 10, "limit": 100},
            "searches": {"used": 0, "limit": 100},
            "messages": {"used": 0, "limit": 20},
            "allowance": {"unlocks": {"limit": 5, "used": 5, "left": 0}}
        }))
        .unwrap();
        assert_eq!(
            within_allowance(usage).api_unlocks.left(),
            90,
            "the gateway refuses"
        );
    }
}
