//! The simulator of the Talent Sourcing Service: both interfaces on one
//! listener, a deterministic talent pool, search, quotas, rate limits, state
//! machines and webhook delivery, faithful to `spec/service.md`.

pub mod pool;

// The talent pool's internals (generator, index, searches, renderings).
mod candidate;
mod data;
mod index;
pub mod inresume;
mod render;
mod resume;
mod rng;
mod search;
mod shortlist;
mod text;
