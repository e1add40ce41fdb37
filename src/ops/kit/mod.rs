//! The machinery the operations share, none of it an operation itself:
//!
//! - [`routes`]: every route of the service as a typed request (method,
//!   path, rate-limit class, body, `Effect`);
//! - the list runner and its sinks: [`list`] (a typed `Source`, `--watch`,
//!   the sinks of each look), [`pager`] (the paging loop, the budget, the
//!   progress line), [`export`] (`--out`, checkpoints for `--resume`),
//!   [`fresh`] (`--new --state`), [`showing`] (the closing "Showing" line);
//!   [`search`]: a search as typed fields, checked, turned into a query;
//!   [`raw_pages`]: `talent api --paginate`'s walk of any list;
//! - what an operation checks and names: [`field`] (the inputs a refusal
//!   names, worded by each front end), [`ids`] (the two kinds of
//!   candidate id);
//! - what a write needs: [`idempotency`] (`--idempotency-key`'s gate),
//!   [`lost`] (a POST whose answer was lost, looked for) with
//!   [`pipeline`] (a job's applications, the thread a candidate's
//!   application lives in);
//! - [`meters`]: the guard's meter source (`GET /usage` without the hooks).

pub mod export;
pub mod field;
pub mod fresh;
pub mod idempotency;
pub mod ids;
pub mod list;
pub mod lost;
pub mod meters;
pub mod pager;
pub mod pipeline;
pub mod raw_pages;
pub mod routes;
pub mod search;
pub mod showing;
