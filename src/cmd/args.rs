//! Arguments several commands share, and value parsers for the service's
//! enums: a flag's possible values are the wire values of `talent-spec`.

use clap::builder::{PossibleValue, TypedValueParser};
use clap::Args;
use talent_spec::wire::WireEnum;

use crate::ops::pager::Take;

// A command group (`talent jobs ...`) as the top level holds it, so that its
// subcommands are built, like a leaf's arguments, only when it runs or its
// help is shown. `talent jobs` alone prints the group's help (exit 2). Not a
// doc comment: clap would make it the group's about.
#[derive(Debug, Args)]
#[command(subcommand_required = true, arg_required_else_help = true)]
pub struct Group<T: clap::Subcommand> {
    #[command(subcommand)]
    pub command: T,
}

/// `--limit N` / `--all` of every list command.
#[derive(Debug, Clone, Args)]
pub struct ListArgs {
    /// Fetch pages until N records
    #[arg(long, value_name = "N", conflicts_with = "all",
          value_parser = clap::value_parser!(u64).range(1..))]
    pub limit: Option<u64>,

    /// Fetch every page until the end
    #[arg(long)]
    pub all: bool,
}

impl ListArgs {
    pub fn take(&self) -> Take {
        match (self.limit, self.all) {
            (Some(n), _) => Take::UpTo(n),
            (None, true) => Take::All,
            (None, false) => Take::OnePage,
        }
    }
}

/// `--new --state NAME`: only records earlier successful runs of the named
/// query did not print.
#[derive(Debug, Clone, clap::Args)]
pub struct NewArgs {
    /// Print only records not printed by earlier successful runs of --state NAME
    #[arg(long, requires = "state")]
    pub new: bool,

    /// The name under which --new remembers the ids it printed (in the ledger)
    #[arg(long, value_name = "NAME", requires = "new")]
    pub state: Option<String>,

    /// Look again every --interval and print what is new, until Ctrl-C
    #[arg(long, requires = "new")]
    pub watch: bool,

    /// Time between looks with --watch (at least 10s)
    #[arg(long, value_name = "DURATION", default_value = "5m",
          value_parser = crate::api::retry::parse_duration)]
    pub interval: std::time::Duration,
}

/// A clap value parser for a wire enum of `talent-spec`: its possible values
/// are the service's own spellings (shown in `--help` and completions), plus
/// `aliases` that are the tool's own conveniences (hidden).
#[derive(Clone)]
pub struct Wire<T: 'static> {
    aliases: &'static [(&'static str, T)],
}

/// Parses a flag value as the wire enum `T`.
pub fn wire<T: WireEnum + Send + Sync>() -> Wire<T> {
    Wire { aliases: &[] }
}

/// Like [`wire`], also accepting the hidden `aliases`.
pub fn wire_or<T: WireEnum + Send + Sync>(aliases: &'static [(&'static str, T)]) -> Wire<T> {
    Wire { aliases }
}

impl<T: WireEnum + Send + Sync> TypedValueParser for Wire<T> {
    type Value = T;

    fn parse_ref(
        &self,
        cmd: &clap::Command,
        arg: Option<&clap::Arg>,
        value: &std::ffi::OsStr,
    ) -> Result<T, clap::Error> {
        let text = value.to_string_lossy();
        // Case does not matter on the command line (`--exclude-it
        // LARGEITSERVICES` was accepted before); the wire value is sent as
        // the service spells it.
        let found = T::parse(&text)
            .or_else(|| {
                T::ALL
                    .iter()
                    .copied()
                    .find(|v| v.as_str().eq_ignore_ascii_case(&text))
            })
            .or_else(|| {
                self.aliases
                    .iter()
                    .find(|(a, _)| a.eq_ignore_ascii_case(&text))
                    .map(|(_, v)| *v)
            });
        found.ok_or_else(|| {
            let mut err = clap::Error::new(clap::error::ErrorKind::InvalidValue).with_cmd(cmd);
            if let Some(arg) = arg {
                err.insert(
                    clap::error::ContextKind::InvalidArg,
                    clap::error::ContextValue::String(arg.to_string()),
                );
            }
            err.insert(
                clap::error::ContextKind::InvalidValue,
                clap::error::ContextValue::String(text.to_string()),
            );
            err.insert(
                clap::error::ContextKind::ValidValue,
                clap::error::ContextValue::Strings(
                    T::names().iter().map(|s| s.to_string()).collect(),
                ),
            );
            err
        })
    }

    fn possible_values(&self) -> Option<Box<dyn Iterator<Item = PossibleValue> + '_>> {
        Some(Box::new(T::names().into_iter().map(PossibleValue::new)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::Parser;
    use talent_spec::enums::{Availability, ItServices};

    #[derive(Parser)]
    struct T {
        #[arg(long, value_parser = wire_or::<ItServices>(&[("large_it_services", ItServices::Large)]), value_delimiter = ',')]
        it: Vec<ItServices>,
        #[arg(long, value_parser = wire::<Availability>())]
        avail: Option<Availability>,
    }

    #[test]
    fn wire_values_and_aliases_parse_and_others_are_refused() {
        let t = T::try_parse_from([
            "t",
            "--it",
            "largeITServices,large_it_services,otherITServices",
        ])
        .unwrap();
        assert_eq!(
            t.it,
            vec![ItServices::Large, ItServices::Large, ItServices::Other]
        );
        assert_eq!(
            talent_spec::wire::join(&t.it, '-').as_deref(),
            Some("largeITServices-otherITServices")
        );
        let e = T::try_parse_from(["t", "--avail", "busy"])
            .err()
            .unwrap()
            .to_string();
        assert!(e.contains("busy") && e.contains("not_looking"), "{e}");
    }
}
