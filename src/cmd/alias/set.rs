//! `talent alias set NAME 'COMMAND ...'`

use clap::Args as ClapArgs;

use crate::cmd::Context;
use crate::ops::alias;
use crate::Result;

/// Save a command under a short name
///
/// `talent NAME [ARGS...]` then runs it: `$1`, `$2`… in the saved command
/// take the arguments given after NAME, the rest are appended. A name can
/// never shadow a built-in command. Aliases live in config.toml under
/// [aliases].
///
/// Example:
///   talent alias set morning 'search --skill "rust|golang" --location $1 --active 3m --limit 40'
///   talent morning Bengaluru -o csv
#[derive(Debug, ClapArgs)]
#[command(verbatim_doc_comment)]
pub struct Args {
    /// The alias (letters, digits, - and _)
    #[arg(value_name = "NAME")]
    pub name: String,

    /// The command it stands for, without `talent` (quoted as one argument)
    #[arg(value_name = "COMMAND", allow_hyphen_values = true)]
    pub expansion: String,
}

pub async fn run(ctx: &Context, args: &Args) -> Result<()> {
    let name = alias::check_name(&args.name)?;
    let words = alias::split(&args.expansion)?;
    alias::check_expansion(&words, &crate::cmd::builtin_names())?;
    if crate::cmd::builtin_names().contains(&name) {
        return Err(crate::Error::usage(format!(
            "{name} is a built-in command; an alias cannot shadow it"
        ))
        .with_hint("choose another name"));
    }
    let mut config = ctx.config.clone();
    let replaced = config.alias(&name).is_some();
    config.set_alias(&name, args.expansion.trim());
    config.save()?;
    ctx.ui.status(&format!(
        "{} alias {name}: talent {}",
        if replaced { "Changed" } else { "Saved" },
        args.expansion.trim()
    ));
    Ok(())
}
