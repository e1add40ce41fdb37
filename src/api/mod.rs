//! The typed HTTP layer for both interfaces of the service.
//!
//! Every request, typed or raw, goes through [`Client::send`]: that is the one
//! seam where the guard (its pace and spend layers) plugs in (as a [`Hook`]), where
//! retries on `rate_limit_exceeded` happen and where `--verbose` traces.

mod answered;
mod client;
mod error;
pub mod gateway;
pub mod proxy;
pub mod query;
mod request;
pub mod retry;
pub mod tls;
mod transport;
pub mod types;
mod warm;

pub use client::with_proxies;
pub use client::{
    BoxFuture, Client, ClientOptions, ConfirmReserve, Effect, Failure, GatewayRun, Hook, Method,
    Outcome, Preview, RawReply, Request, Response, RouteClass, Surface, Ticket, Tracer, Waiter,
    POOL_IDLE,
};
pub use error::{decode_error, ErrorBody};
pub use transport::transport_text;
