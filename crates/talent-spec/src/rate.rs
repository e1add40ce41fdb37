//! Request rate limits (per API key, window 60 s) and cycle quotas (per
//! workspace), from the spec's Limits tables.

use crate::wire_enum;

/// Every class counts requests over this window.
pub const WINDOW_SECS: u64 = 60;

wire_enum! {
    /// A rate-limit class. Every main-interface request consumes `global`;
    /// some routes also consume their own class.
    pub enum RateClass {
        Global = "global",
        Search = "search",
        SensitiveRead = "sensitiveRead",
        CreateJob = "createJob",
        InviteToApply = "inviteToApply",
    }
}

impl RateClass {
    /// Requests allowed per [`WINDOW_SECS`].
    pub const fn limit(self) -> u32 {
        match self {
            RateClass::Global => 120,
            RateClass::Search => 10,
            RateClass::SensitiveRead => 30,
            RateClass::CreateJob => 5,
            RateClass::InviteToApply => 10,
        }
    }

    /// How long the class stays blocked once a request goes past the limit.
    pub const fn block_secs(self) -> u64 {
        match self {
            RateClass::Global => 60,
            RateClass::Search => 120,
            RateClass::SensitiveRead => 60,
            RateClass::CreateJob => 300,
            RateClass::InviteToApply => 120,
        }
    }
}

wire_enum! {
    /// A cycle quota meter, under its `GET /usage` field name.
    pub enum Meter {
        ApiUnlocks = "apiUnlocks",
        Searches = "searches",
        Messages = "messages",
    }
}

impl Meter {
    /// The default grant per cycle; production workspaces may have more.
    pub const fn default_limit(self) -> u32 {
        match self {
            Meter::ApiUnlocks => 10,
            Meter::Searches => 100,
            Meter::Messages => 20,
        }
    }

    /// The 429 `error_code` when the meter is exhausted.
    pub const fn exhausted_code(self) -> &'static str {
        match self {
            Meter::ApiUnlocks => crate::codes::API_UNLOCK_LIMIT_REACHED,
            Meter::Searches => crate::codes::API_SEARCH_LIMIT_REACHED,
            Meter::Messages => crate::codes::API_MESSAGE_LIMIT_REACHED,
        }
    }

    /// The meter an exhausted-quota code speaks of.
    pub fn of_code(code: &str) -> Option<Meter> {
        [Meter::ApiUnlocks, Meter::Searches, Meter::Messages]
            .into_iter()
            .find(|m| m.exhausted_code() == code)
    }
}
