//! Saved commands (`talent alias set NAME ...`): `talent NAME ARGS` runs
//! what NAME stands for, expanded before clap sees the line.

use clap::Subcommand;

use super::tree::{builtin_names, command_word, Command};
use crate::Result;

/// `talent NAME ARGS...` where NAME is a saved command: the arguments with
/// NAME replaced by what it stands for. Anything else comes back as it was.
/// Global options may come before NAME.
pub(super) fn expand_alias(valued: &[String], args: Vec<String>) -> Result<Vec<String>> {
    let Some(i) = command_word(valued, &args) else {
        return Ok(args);
    };
    let name = &args[i];
    if name == "help" || <Command as Subcommand>::has_subcommand(name) {
        return Ok(args);
    }
    // A config that cannot be read is reported by the command itself.
    let Ok(config) = crate::config::Config::load() else {
        return Ok(args);
    };
    let Some(saved) = config.alias(name) else {
        return Ok(args);
    };
    let words = crate::ops::alias::split(&saved)?;
    crate::ops::alias::check_expansion(&words, &builtin_names())?;
    crate::ops::alias::expand(&args[..i], name, &words, &args[i + 1..])
}
