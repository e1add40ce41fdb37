//! Text the user hands the tool: `--x TEXT` / `--x-file F` pairs, files or
//! stdin (`-`), id lists and comma-separated flag values. No terminal output.

use std::io::Read;
use std::path::Path;

use crate::{Error, Result};

/// A `--x TEXT` / `--x-file F` pair (`-` reads stdin): the text, else the
/// file's contents, else `None`.
pub fn text_or_file(text: Option<&str>, file: Option<&Path>) -> Result<Option<String>> {
    match (text, file) {
        (Some(t), _) => Ok(Some(t.to_string())),
        (None, Some(path)) => read_input(path).map(Some),
        (None, None) => Ok(None),
    }
}

/// `--message TEXT` or `--message-file F` (`-` reads stdin). A blank one
/// is the operation's to refuse (`invite` and `message` check their body
/// once, for every front end).
pub fn message_text(text: Option<&str>, file: Option<&Path>) -> Result<String> {
    text_or_file(text, file)?.ok_or_else(|| {
        Error::usage("a message is required")
            .with_hint("give --message TEXT or --message-file FILE")
    })
}

/// Reads a file, or stdin for `-`.
pub fn read_input(path: &Path) -> Result<String> {
    let mut text = String::new();
    read_path(path, |r| r.read_to_string(&mut text))?;
    Ok(text)
}

/// The exact bytes of a file, or of stdin for `-`.
pub fn read_input_bytes(path: &Path) -> Result<Vec<u8>> {
    let mut bytes = Vec::new();
    read_path(path, |r| r.read_to_end(&mut bytes))?;
    Ok(bytes)
}

/// Hands `read` the file at `path`, or stdin for `-`; a failure to open or
/// read is a usage error that names what could not be read.
fn read_path(
    path: &Path,
    read: impl FnOnce(&mut dyn Read) -> std::io::Result<usize>,
) -> Result<()> {
    // A pipe that never ends or a FIFO nobody opens: a signal still ends it.
    let _waiting = crate::signals::waiting_on_input();
    if path == Path::new("-") {
        read(&mut std::io::stdin()).map_err(|e| Error::usage(format!("cannot read stdin: {e}")))?;
        return Ok(());
    }
    std::fs::File::open(path)
        .and_then(|mut file| read(&mut file))
        .map_err(|e| {
            Error::usage(format!("cannot read {}: {e}", path.display()))
                .with_hint("check the path (use - for stdin)")
        })?;
    Ok(())
}

/// Ids given one a line or comma-separated; blank lines and `#` comments skipped.
pub fn parse_id_list(text: &str) -> Vec<String> {
    text.lines()
        .map(|line| line.split('#').next().unwrap_or(""))
        .flat_map(|line| line.split(','))
        .map(str::trim)
        .filter(|id| !id.is_empty())
        .map(str::to_string)
        .collect()
}

/// Splits repeated and comma-separated flag values into one clean list.
pub fn flat_list(values: &[String]) -> Vec<String> {
    values
        .iter()
        .flat_map(|v| v.split(','))
        .map(str::trim)
        .filter(|v| !v.is_empty())
        .map(str::to_string)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn id_lists_skip_blanks_and_comments() {
        let text = "cand_a, cand_b\n\n# a comment\ncand_c # trailing\n ,\ncand_d";
        assert_eq!(
            parse_id_list(text),
            vec!["cand_a", "cand_b", "cand_c", "cand_d"]
        );
    }

    #[test]
    fn flag_lists_take_repeats_and_commas() {
        let v = vec!["a,b".to_string(), " c ".to_string(), ",".to_string()];
        assert_eq!(flat_list(&v), vec!["a", "b", "c"]);
    }
}
