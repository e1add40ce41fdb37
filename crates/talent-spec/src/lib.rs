//! The Talent Sourcing Service's facts, written once (`shared/spec/service.md`):
//! enums and their wire values, field limits, rate-limit classes, quota
//! meters, error codes, webhook event kinds, the signature scheme and the
//! `inresume` grammar. No I/O: the client (`talent-cli`) and the simulator
//! (`talent-sandbox`) both import it, and neither restates one of these facts.

pub mod codes;
pub mod enums;
pub mod events;
pub mod fixtures;
pub mod inresume;
pub mod limits;
pub mod openapi;
pub mod rate;
pub mod signature;
pub mod time;
pub mod wire;
