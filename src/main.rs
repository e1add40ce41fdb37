//! Parse, run, map the one error type to an exit code.

use clap::Parser;
use talent::cmd::Cli;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if let Some(code) = talent::cmd::early_exit(&args) {
        std::process::exit(code);
    }
    let args = match talent::cmd::expand_alias(args) {
        Ok(args) => args,
        Err(e) => {
            eprintln!("{}", e.render_line());
            std::process::exit(e.exit_code());
        }
    };
    let cli = match Cli::try_parse_from(std::iter::once("talent".to_string()).chain(args)) {
        Ok(cli) => cli,
        Err(e) => std::process::exit(talent::cmd::usage_error(&e)),
    };
    let mut builder = if cli.serves() {
        let mut b = tokio::runtime::Builder::new_multi_thread();
        b.worker_threads(2);
        b
    } else {
        tokio::runtime::Builder::new_current_thread()
    };
    let runtime = match builder.enable_all().build() {
        Ok(rt) => rt,
        Err(e) => {
            eprintln!("error: cannot start the async runtime: {e}");
            std::process::exit(1);
        }
    };
    let code = runtime.block_on(talent::cmd::main(cli));
    // Dropping the runtime would wait on blocking reads of stdin; don't.
    runtime.shutdown_background();
    std::process::exit(code);
}
