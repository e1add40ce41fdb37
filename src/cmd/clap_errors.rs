//! A command line clap refused, reported like every other failure: one
//! line saying what was wrong, with a hint (exit 2).

use clap::CommandFactory;

use super::{bare_ui, Cli};

/// Reports a command line clap could not parse, as every other failure is
/// reported: one line saying what was wrong and what to do (exit 2). `--help`
/// and `--version` print as clap renders them (exit 0).
pub fn usage_error(e: &clap::Error) -> i32 {
    use clap::error::ErrorKind as K;
    if matches!(
        e.kind(),
        K::DisplayHelp | K::DisplayVersion | K::DisplayHelpOnMissingArgumentOrSubcommand
    ) {
        // Nothing useful is left to do if the terminal is gone.
        let _ = e.print();
        return if e.kind() == K::DisplayHelpOnMissingArgumentOrSubcommand {
            2
        } else {
            0
        };
    }
    let ui = bare_ui();
    let args: Vec<String> = std::env::args().skip(1).collect();
    ui.error(&clap_to_error(
        &e.render().to_string(),
        &command_path(&args),
    ));
    2
}

/// The subcommand path the user typed (`talent jobs update`), found by walking
/// the clap tree with the words that name subcommands. Only for a line clap
/// refused, so building the whole tree here costs a run nothing.
fn command_path(args: &[String]) -> String {
    let mut cmd = Cli::command();
    cmd.build();
    let mut path = vec![cmd.get_name().to_string()];
    for arg in args.iter().filter(|a| !a.starts_with('-')) {
        match cmd.find_subcommand(arg).cloned() {
            Some(sub) => {
                path.push(sub.get_name().to_string());
                cmd = sub;
            }
            None => continue,
        }
    }
    path.join(" ")
}

/// Folds clap's multi-line message (error, usage, possible values, "For more
/// information") into the tool's one-line error with a hint.
fn clap_to_error(rendered: &str, command: &str) -> crate::Error {
    let lines: Vec<&str> = rendered
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty())
        .collect();
    let mut rest = lines.iter().filter(|l| !l.starts_with("Usage:"));
    let first = rest.next().copied().unwrap_or("invalid command line");
    let mut message = first.strip_prefix("error: ").unwrap_or(first).to_string();
    let mut hints: Vec<String> = Vec::new();
    for line in rest {
        if line.starts_with("For more information") {
            continue;
        } else if let Some(tip) = line.strip_prefix("tip:") {
            hints.push(tip.trim().to_string());
        } else if message.ends_with(':') {
            // "the following required arguments were not provided:" + the list.
            message = format!("{message} {line}");
        } else {
            hints.push(line.trim_matches(|c| c == '[' || c == ']').to_string());
        }
    }
    // `--query` is search's free-text query, never a typo of `--quiet`:
    // clap's nearest name would steer a recruiter to silence the output.
    if message.contains("'--query'") || message.contains("'--query=") {
        hints.retain(|h| !h.contains("--quiet"));
        hints.insert(0, QUERY_HINT.to_string());
    }
    hints.push(format!("see `{command} --help`"));
    crate::Error::usage(message).with_hint(hints.join("; "))
}

/// What an unexpected `--query` is told instead of clap's suggestion.
const QUERY_HINT: &str = "--query (or --q, or plain words) is the free-text query of \
                          `talent search` and `talent browse`: talent search --query 'rust backend'";

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn clap_errors_fold_into_one_line_with_a_hint() {
        let rendered = "error: invalid value 'xml' for '--output <OUTPUT>'\n  [possible values: table, json]\n\nFor more information, try '--help'.\n";
        let e = clap_to_error(rendered, "talent usage");
        assert_eq!(e.exit_code(), 2);
        assert_eq!(
            e.render_line(),
            "error: invalid value 'xml' for '--output <OUTPUT>' (hint: possible values: table, json; see `talent usage --help`)"
        );
        let rendered = "error: the following required arguments were not provided:\n  <ID>...\n\nUsage: talent candidate show <ID>...\n\nFor more information, try '--help'.\n";
        let e = clap_to_error(rendered, "talent candidate show");
        assert_eq!(
            e.render_line(),
            "error: the following required arguments were not provided: <ID>... (hint: see `talent candidate show --help`)"
        );
    }

    #[test]
    fn query_is_never_steered_to_quiet() {
        let rendered = "error: unexpected argument '--query' found\n\n  tip: a similar argument exists: '--quiet'\n\nUsage: talent jobs list [OPTIONS]\n\nFor more information, try '--help'.\n";
        let line = clap_to_error(rendered, "talent jobs list").render_line();
        assert!(!line.contains("--quiet"), "{line}");
        assert!(line.contains("talent search --query"), "{line}");
    }

    #[test]
    fn the_command_path_skips_options_and_their_values() {
        let args: Vec<String> = ["-o", "json", "jobs", "update", "job_1", "--title", "x"]
            .iter()
            .map(|s| s.to_string())
            .collect();
        assert_eq!(command_path(&args), "talent jobs update");
    }
}
