//! `talent sandbox ...`: the simulator as a server, and its controls.

use clap::Subcommand;

use super::Context;
use crate::Result;

#[derive(Debug, Subcommand)]
pub enum SandboxCommand {}

pub async fn run(_ctx: &Context, cmd: &SandboxCommand) -> Result<()> {
    match *cmd {}
}
