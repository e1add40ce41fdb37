//! The one integration-test binary: the real `talent` binary, driven in an
//! isolated environment, against the sandbox on loopback (in the test process,
//! or `talent sandbox serve` where the server itself is under test).
//!
//! The harness itself runs on Unix (it drives tmux, shells, `kill`, FIFOs);
//! the Windows build is tested from here too, under wine
//! (`TALENT_TEST_WINDOWS_BIN`, `.ci/windows.sh`). Built for a Windows
//! target (the Windows clippy) it is empty.
#![cfg(unix)]

mod common;
mod exit_codes;
mod fault_table;

mod accessible;
mod browse;
mod bulk_direct;
mod candidates;
mod core_flow;
mod deb;
mod exports;
mod first_hour;
mod fit;
mod guard;

mod pipeline;
mod retries;
mod scripting;
mod search;

mod jobs;
mod mcp;
mod mcp_approval;
mod mcp_setup;
mod network;
mod raw_api;
mod report;
mod sandbox_alt;
mod sandbox_auth;
mod sandbox_candidates;
mod sandbox_cli;
mod sandbox_errors;
mod sandbox_invites;
mod sandbox_jobs;
mod sandbox_limits;
mod sandbox_persistence;
mod sandbox_quotas;
mod sandbox_search;
mod sandbox_webhooks;
mod serve;
mod serve_admit;
mod serve_approve;
mod serve_client;
mod serve_conv;
mod serve_deploy;
mod serve_door;
mod serve_fast;
mod serve_gaps;
mod serve_holes;
mod serve_mcp;
mod serve_oauth;
mod serve_perf;
mod serve_resume;
mod serve_seal;
mod serve_signin;
mod sourcing;
mod spec_fixtures;
mod store_contract;
mod team;
mod usage;
mod webhooks;

mod auth;
mod completion;
mod config;
mod gateway_client;
mod generated;
mod layout;
mod outputs;
mod readme;
mod release;
mod tree;
