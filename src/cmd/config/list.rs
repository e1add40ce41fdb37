//! `talent config list`

use clap::Args as ClapArgs;
use serde::Serialize;

use crate::cmd::Context;
use crate::config::Config;
use crate::output::{col, CellKind, View};
use crate::Result;

use super::{builtin_default, override_of, shown};

/// List the settings in effect and where each comes from.
///
/// One record per setting: its value and its source, in the contract's
/// order of precedence: a flag, an environment variable, the profile's
/// table of config.toml, the file's top level (global), the built-in
/// default. Settings with none of these show as unset. With --global, only
/// the top-level settings of the file.
///
/// Example: talent config list --profile work -o json
#[derive(Debug, ClapArgs)]
#[command(add = crate::cmd::complete::Prints(&[&crate::cmd::config::list::VIEW]))]
pub struct Args {
    /// Only the file's top-level settings, which every profile inherits
    #[arg(long)]
    pub global: bool,
}

/// One row of `config list`.
#[derive(Debug, Serialize)]
struct Setting {
    key: String,
    /// `None` when unset everywhere.
    value: Option<String>,
    /// `flag --X`, `env VAR`, `profile NAME`, `global`, `default` or `unset`.
    source: String,
}

pub(crate) const VIEW: View = View {
    columns: &[
        col("KEY", "key", CellKind::Text),
        col("VALUE", "value", CellKind::Text),
        col("SOURCE", "source", CellKind::Text),
    ],
    ..View::PLAIN
};

pub async fn run(ctx: &Context, args: &Args) -> Result<()> {
    let settings = if args.global {
        ctx.config
            .list_global()
            .into_iter()
            .map(|(key, value)| Setting {
                value: Some(shown(&key, value)),
                key,
                source: "global".to_string(),
            })
            .collect()
    } else {
        in_effect(ctx)
    };
    warn_unknown(ctx);
    let mut out = ctx.printer().list(&ctx.ui, &VIEW);
    for setting in &settings {
        out.push(&serde_json::to_value(setting)?)?;
    }
    out.finish()
}

/// Every known setting for the profile, plus any unknown ones in the file,
/// with the layer that decides its value.
fn in_effect(ctx: &Context) -> Vec<Setting> {
    let profile = &ctx.settings.profile;
    let from_file = ctx.config.list(profile);
    let file_value = |key: &str| from_file.iter().find(|(k, _, _)| k == key);
    let mut out: Vec<Setting> = Config::KEYS
        .iter()
        .map(|(key, _)| {
            let (value, source) = if let Some(over) = override_of(ctx, key) {
                (Some(over.0), over.1)
            } else if let Some((_, v, src)) = file_value(key) {
                (Some(shown(key, v.clone())), src.clone())
            } else if let Some(d) = builtin_default(key) {
                (Some(d.to_string()), "default".to_string())
            } else {
                (None, "unset".to_string())
            };
            Setting {
                key: key.to_string(),
                value,
                source,
            }
        })
        .collect();
    out.extend(
        from_file
            .iter()
            .filter(|(k, _, _)| Config::check_key(k).is_err())
            .map(|(k, v, src)| Setting {
                key: k.clone(),
                value: Some(v.clone()),
                source: src.clone(),
            }),
    );
    out
}

/// Settings this version does not know are kept, but are likely typos; a
/// bad value is listed as stored, with a warning saying how to fix it.
fn warn_unknown(ctx: &Context) {
    for problem in ctx.config.problems() {
        let line = problem.render_line();
        ctx.ui.warn(line.strip_prefix("error: ").unwrap_or(&line));
    }
    let unknown = ctx.config.unknown_keys();
    if !unknown.is_empty() {
        ctx.ui.warn(&format!(
            "config.toml has settings this version does not use (a typo?): {}",
            unknown.join(", ")
        ));
    }
}
