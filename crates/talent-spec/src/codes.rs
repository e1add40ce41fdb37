//! Error codes: those the spec names, then the ones it leaves "not shown"
//! that client and sandbox agree on (`docs/assumptions.md`).

/// 400: a search with only pagination.
pub const SEARCH_CRITERIA_REQUIRED: &str = "search_criteria_required";
/// 404 (the additional interface's `error.code`; the sandbox uses it on both).
pub const NOT_FOUND: &str = "not_found";
/// 409: an invite for a pair already invited or already in the pipeline.
pub const ALREADY_EXISTS_IN_JOB_PIPELINE: &str = "already_exists_in_job_pipeline";
/// 429: burst limit; `Retry-After` says when.
pub const RATE_LIMIT_EXCEEDED: &str = "rate_limit_exceeded";
/// 429: unlock quota exhausted for the cycle.
pub const API_UNLOCK_LIMIT_REACHED: &str = "api_unlock_limit_reached";
/// 429: search quota exhausted for the cycle.
pub const API_SEARCH_LIMIT_REACHED: &str = "api_search_limit_reached";
/// 429: message quota exhausted for the cycle.
pub const API_MESSAGE_LIMIT_REACHED: &str = "api_message_limit_reached";
/// 429: the plan-level search throttle, distinct from the burst limit.
pub const SEARCH_THROTTLED: &str = "search_throttled";
/// More than 500 invites per job per day on `POST /sourcing/invite` (status not shown; 429 assumed).
pub const INVITE_LIMIT_EXCEEDED: &str = "invite_limit_exceeded";

// Not shown in the spec; chosen (docs/assumptions.md).

/// 409: a change to a closed job, or an invite into one.
pub const JOB_CLOSED: &str = "job_closed";
/// 400: a bad or missing parameter or body field.
pub const INVALID_REQUEST: &str = "invalid_request";
/// 400: the alt candidate search without `skills`.
pub const SKILLS_REQUIRED: &str = "skills_required";
/// 401: key missing or invalid.
pub const UNAUTHORIZED: &str = "unauthorized";
/// 403: key valid but lacking the scope, or the plan lacks API access.
pub const FORBIDDEN: &str = "forbidden";

/// Whether a code says a cycle quota (or the daily bulk-invite cap) is spent:
/// retrying does not help until the reset.
pub fn is_quota_exhausted(code: &str) -> bool {
    matches!(
        code,
        API_UNLOCK_LIMIT_REACHED
            | API_SEARCH_LIMIT_REACHED
            | API_MESSAGE_LIMIT_REACHED
            | INVITE_LIMIT_EXCEEDED
    )
}

/// Whether a code says "wait and retry".
pub fn is_rate_limited(code: &str) -> bool {
    matches!(code, RATE_LIMIT_EXCEEDED | SEARCH_THROTTLED)
}
