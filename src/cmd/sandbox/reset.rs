//! `talent sandbox reset`: forget the embedded sandbox's world.

use crate::cmd::Context;
use crate::{Error, Result};

/// Delete the embedded sandbox's saved state.
///
/// The next `--sandbox` command starts from a fresh world (same seed, new
/// history). A server started with `sandbox serve --state FILE` is not affected.
///
/// Example: talent sandbox reset
#[derive(Debug, clap::Args)]
pub struct Args {}

pub async fn run(ctx: &Context, _args: &Args) -> Result<()> {
    let path = crate::paths::embedded_sandbox_state()?;
    let target = path.clone();
    // Its ledger goes with it: unlocks and invites of a world that is gone.
    let ledger = crate::paths::ledger(true)?;
    let removed = crate::task::spawn_blocking(move || {
        crate::ledger::remove(&ledger)?;
        match std::fs::remove_file(&target) {
            Ok(()) => Ok(true),
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(false),
            Err(e) => Err(e),
        }
    })
    .await
    .map_err(|e| Error::failure(format!("cannot remove the sandbox state: {e}")))?
    .map_err(|e| Error::failure(format!("cannot remove {}: {e}", path.display())))?;
    if removed {
        ctx.ui
            .status(&format!("removed the sandbox state {}", path.display()));
    } else {
        ctx.ui.status(&format!(
            "nothing to remove: no sandbox state at {}",
            path.display()
        ));
    }
    Ok(())
}
