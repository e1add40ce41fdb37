//! `talent alias list`

use clap::Args as ClapArgs;
use serde_json::json;

use crate::cmd::Context;
use crate::output::{col, CellKind, View};
use crate::Result;

/// List saved commands
///
/// Example: talent alias list
#[derive(Debug, ClapArgs)]
#[command(add = crate::cmd::complete::Prints(&[&crate::cmd::alias::list::VIEW]))]
pub struct Args {}

pub(crate) const VIEW: View = View {
    columns: &[
        col("ALIAS", "name", CellKind::Text),
        col("COMMAND", "command", CellKind::Text),
    ],
    ..View::PLAIN
};

pub async fn run(ctx: &Context, _args: &Args) -> Result<()> {
    let mut out = ctx.printer().list(&ctx.ui, &VIEW);
    for (name, command) in ctx.config.aliases() {
        out.push(&json!({"name": name, "command": command}))?;
    }
    out.finish()
}
