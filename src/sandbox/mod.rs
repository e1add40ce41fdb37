//! The simulator of the Talent Sourcing Service: both interfaces on one
//! listener, a deterministic talent pool, search, quotas, rate limits, state
//! machines and webhook delivery, faithful to `spec/service.md`.

pub mod pool;
