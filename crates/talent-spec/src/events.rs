//! Webhook events: the six kinds and the delivery rules.

use crate::wire_enum;

wire_enum! {
    /// An event kind a webhook endpoint can subscribe to.
    pub enum EventKind {
        CandidateShortlisted = "candidate.shortlisted",
        CandidateStageChanged = "candidate.stage_changed",
        InviteAccepted = "invite.accepted",
        InviteDeclined = "invite.declined",
        OfferMade = "offer.made",
        JobClosed = "job.closed",
    }
}

/// What `events` may also say to subscribe to every kind ("individually or all").
pub const ALL_EVENTS: &str = "all";

/// Prefix of envelope ids in the spec's examples.
pub const EVENT_ID_PREFIX: &str = "evt_";
/// Prefix of webhook endpoint ids in the spec's examples.
pub const WEBHOOK_ID_PREFIX: &str = "wh_";

/// A delivery succeeds on a 2xx within this many seconds.
pub const RESPONSE_TIMEOUT_SECS: u64 = 10;
/// Delays before each retry after a failed delivery: 1 min, 5 min, 30 min, 2 h, 8 h.
pub const RETRY_DELAYS_SECS: [u64; 5] = [60, 300, 1_800, 7_200, 28_800];
/// Consecutive failed deliveries (after the retries) that disable an endpoint.
pub const DISABLE_AFTER_FAILURES: u32 = 5;
