//! `talent completions SHELL`

use clap::Args as ClapArgs;
use clap_complete::Shell;

use crate::cmd::{generate, Context};
use crate::Result;

/// Print a shell completion script.
///
/// Writes the script for SHELL to stdout; load it from your shell's start-up
/// file. The same scripts ship in the completions/ folder.
///
/// Example (bash): talent completions bash > ~/.local/share/bash-completion/completions/talent
///
/// Example (zsh): talent completions zsh > "${fpath[1]}/_talent"
///
/// Example (fish): talent completions fish > ~/.config/fish/completions/talent.fish
///
/// Example (PowerShell, in $PROFILE): talent completions powershell | Out-String | Invoke-Expression
#[derive(Debug, ClapArgs)]
pub struct Args {
    /// The shell to complete for
    #[arg(value_enum, value_name = "SHELL")]
    pub shell: Shell,
}

pub async fn run(ctx: &Context, args: &Args) -> Result<()> {
    // A script for a file or an eval, never a pager.
    ctx.ui.no_pager();
    ctx.ui.out(&generate::completions(args.shell))
}
