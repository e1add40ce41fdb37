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
    let code = runtime.block_on(talent::cmd::main(cli, path));
    // Dropping the runtime would wait on blocking reads of stdin; don't.
    runtime.shutdown_background();
    std::process::exit(code);
}
