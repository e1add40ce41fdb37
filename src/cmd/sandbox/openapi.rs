//! `talent sandbox openapi`: the service's interfaces as OpenAPI 3.1.

use clap::ValueEnum;

use crate::cmd::Context;
use crate::Result;
use talent_spec::openapi::Doc;

/// Print the OpenAPI 3.1 document of an interface
///
/// The documents describe the service as the specification has it (every
/// route, parameter, limit, answer and error), and the sandbox answers by
/// them: its tests check every answer against them. A running
/// `sandbox serve` also serves them, without a key, at
/// /api/v1/openapi.json and /v1/openapi.json.
///
/// Example:
///   talent sandbox openapi alt > alt.json
#[derive(Debug, clap::Args)]
#[command(verbatim_doc_comment)]
pub struct Args {
    /// Which interface: main (/api/v1, camelCase) or alt (/v1, snake_case)
    #[arg(value_enum, default_value_t = Interface::Main)]
    pub interface: Interface,
}

#[derive(Debug, Clone, Copy, ValueEnum)]
pub enum Interface {
    Main,
    Alt,
}

pub async fn run(ctx: &Context, args: &Args) -> Result<()> {
    let doc = match args.interface {
        Interface::Main => Doc::Main,
        Interface::Alt => Doc::Alt,
    };
    ctx.ui.out(doc.text().as_bytes())
}
