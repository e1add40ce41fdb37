//! Parse, run, map the one error type to an exit code.

fn main() {
    // A shell asking for completions (TALENT_COMPLETE set) is answered and
    // the process exits here.
    talent::cmd::complete::complete_if_asked();
    let args: Vec<String> = std::env::args().skip(1).collect();
    if let Some(code) = talent::cmd::early_exit(&args) {
        std::process::exit(code);
    }
    let (cli, path) = match talent::cmd::parse(args) {
        Ok(parsed) => parsed,
        Err(code) => std::process::exit(code),
    };
    std::process::exit(talent::cmd::run_to_exit(cli, path));
}
