//! `talent serve`, the team's gateway (cli.md, *serve*): a third front end
//! beside the command line (`cmd`) and `talent mcp` (`mcp`), over the same
//! guard. No terminal crate is imported below here.
//!
//! `talent_routes`: the gateway's own read routes for a member's `talent`
//! (`GET /_talent/v1/report`, `GET /_talent/v1/team-usage`), a Router
//! fragment the gateway's router mounts.

pub mod talent_routes;
