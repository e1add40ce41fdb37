//! Arguments several commands share, and value parsers for the service's
//! enums: a flag's possible values are the wire values of `talent-spec`.

use std::path::PathBuf;

use clap::builder::{PossibleValue, TypedValueParser};
use clap::{Args, ValueEnum};
use talent_spec::enums::{
    Activity, DomainTag, EduPedigree, Entrepreneurship, ItServices, StartupExp,
};
use talent_spec::wire::WireEnum;

use crate::input::{flat_list, text_or_file};
use crate::money::inr_arg;
use crate::ops::kit::field::Field;
use crate::ops::kit::list::{ListOptions, NewOptions};
use crate::ops::kit::pager::Take;
use crate::ops::kit::search::SearchQuery;
use crate::Result;

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

/// The paging flags of every list command, written once: where to start,
/// how big a page, how many records. A command words `--page-size` for its
/// route (its name for the records, its range, its spelling) with
/// `#[command(mut_arg("page_size", …))]`; see [`page_size`].
#[derive(Debug, Clone, Args)]
pub struct PageArgs {
    /// Page to fetch (first of several with --limit/--all)
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u64).range(1..))]
    pub page: Option<u64>,

    /// Records per page
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(1..))]
    pub page_size: Option<u32>,

    /// Fetch pages until N records
    #[arg(long, value_name = "N", conflicts_with = "all",
          value_parser = clap::value_parser!(u64).range(1..))]
    pub limit: Option<u64>,

    /// Fetch every page until the end
    #[arg(long)]
    pub all: bool,
}

/// A list command's `--page-size`: its help and its largest page.
pub fn page_size(arg: clap::Arg, help: &'static str, max: u32) -> clap::Arg {
    arg.help(help)
        .value_parser(clap::value_parser!(u32).range(1..=i64::from(max)))
}

impl PageArgs {
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

/// The filters of GET /search/candidates, shared by `search` and `browse`
/// (the contract's *search filters* table): the same flags, checks and query.
#[derive(Debug, Clone, Args)]
pub struct SearchFilters {
    /// The free-text query, as words (`talent search rust backend`): the same
    /// as --q "rust backend"
    #[arg(value_name = "WORDS", conflicts_with_all = ["q", "q_file"])]
    pub words: Vec<String>,

    /// Natural-language query (at most 50,000 characters)
    #[arg(
        long = "q",
        visible_alias = "query",
        value_name = "TEXT",
        conflicts_with = "q_file"
    )]
    pub q: Option<String>,

    /// Read the natural-language query from a file (- for stdin)
    #[arg(long, value_name = "FILE")]
    pub q_file: Option<PathBuf>,

    /// Lucene boolean expression over the full resume text
    #[arg(long, value_name = "EXPR")]
    pub inresume: Option<String>,

    /// Required skill; `a|b` are synonyms; repeat (or comma-separate) for AND
    #[arg(long = "skill", value_name = "S")]
    pub skills: Vec<String>,

    /// Desired work location (repeatable or comma-separated; any matches)
    #[arg(long = "location", value_name = "L")]
    pub locations: Vec<String>,

    /// Current location (repeatable or comma-separated; any matches)
    #[arg(long = "current-location", value_name = "L")]
    pub current_locations: Vec<String>,

    /// Minimum experience in years (decimals allowed)
    #[arg(long, value_name = "Y", value_parser = years)]
    pub min_exp: Option<f64>,

    /// Maximum experience in years (decimals allowed)
    #[arg(long, value_name = "Y", value_parser = years)]
    pub max_exp: Option<f64>,

    /// Minimum current salary, INR (2400000, 24L, 24 lakh, 1.2Cr)
    #[arg(long, value_name = "AMT", value_parser = inr_arg)]
    pub min_salary: Option<u64>,

    /// Maximum current salary, INR; caps results (2400000, 24L, 1.2Cr)
    #[arg(long, value_name = "AMT", value_parser = inr_arg)]
    pub max_salary: Option<u64>,

    /// Can join within this many days
    #[arg(long, value_name = "DAYS")]
    pub join_within: Option<u32>,

    /// Only candidates on notice period or not working
    #[arg(long)]
    pub notice_or_not_working: bool,

    /// Education pedigree tiers
    #[arg(long, value_parser = wire::<EduPedigree>(), value_delimiter = ',', value_name = "TIER,...")]
    pub edu: Vec<EduPedigree>,

    /// Startup experience kinds
    #[arg(long, value_parser = wire::<StartupExp>(), value_delimiter = ',', value_name = "KIND,...")]
    pub startup: Vec<StartupExp>,

    /// Exclude IT-services backgrounds
    #[arg(
        long,
        value_parser = wire_or(IT_ALIASES),
        ignore_case = true,
        value_delimiter = ',',
        value_name = "KIND,..."
    )]
    pub exclude_it: Vec<ItServices>,

    /// Entrepreneurial experience kinds
    #[arg(
        long,
        value_parser = wire_or(ENTREPRENEUR_ALIASES),
        ignore_case = true,
        value_delimiter = ',',
        value_name = "KIND,..."
    )]
    pub entrepreneur: Vec<Entrepreneurship>,

    /// Industry domains (high-confidence match)
    #[arg(long, value_parser = wire::<DomainTag>(), value_delimiter = ',', value_name = "DOMAIN,...")]
    pub domain: Vec<DomainTag>,

    /// Profile attributes (--edu, --startup, --entrepreneur, --domain) match ANY instead of ALL
    #[arg(long)]
    pub match_any: bool,

    /// Seen on the service in the last 3 or 6 months
    #[arg(long, value_enum, value_name = "WINDOW")]
    pub active: Option<Active>,
}

/// Snake-case spellings `--exclude-it` also takes (the tool's own, not the service's).
const IT_ALIASES: &[(&str, ItServices)] = &[
    ("large_it_services", ItServices::Large),
    ("other_it_services", ItServices::Other),
];

/// Snake-case spelling `--entrepreneur` also takes.
const ENTREPRENEUR_ALIASES: &[(&str, Entrepreneurship)] =
    &[("early_employee", Entrepreneurship::EarlyEmployee)];

/// `activity` windows.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum Active {
    #[value(name = "3m")]
    ThreeMonths,
    #[value(name = "6m")]
    SixMonths,
}

impl Active {
    fn activity(self) -> Activity {
        match self {
            Active::ThreeMonths => Activity::Active3Months,
            Active::SixMonths => Activity::Active6Months,
        }
    }
}

/// The command line's words for the operations' fields (its one table):
/// the flag that gives each.
pub fn flag(f: Field) -> &'static str {
    match f {
        Field::Q => "--q",
        Field::Inresume => "--inresume",
        Field::Skills => "--skill",
        Field::Locations => "--location",
        Field::CurrentLocations => "--current-location",
        Field::MinExp => "--min-exp",
        Field::MaxExp => "--max-exp",
        Field::MinSalary => "--min-salary",
        Field::MaxSalary => "--max-salary",
        Field::JoinWithin => "--join-within",
        Field::NoticeOrNotWorking => "--notice-or-not-working",
        Field::Edu => "--edu",
        Field::Startup => "--startup",
        Field::ExcludeIt => "--exclude-it",
        Field::Entrepreneur => "--entrepreneur",
        Field::Domains => "--domain",
        Field::Active => "--active",
        Field::Title => "--title",
        Field::Set => "--set",
        Field::FromFile => "--from-file",
        Field::SalaryMin => "--salary-min",
        Field::SalaryMax => "--salary-max",
        Field::Status => "--status",
        Field::TalentCardId => "TALENT_CARD_ID",
        Field::JobId => "--job",
        Field::Message => "--message",
        Field::CandidateIds => "--candidates",
        Field::IdempotencyKey => "--idempotency-key",
        Field::Force => "--force",
        Field::Stage => "--stage",
        Field::Fields => "--fields",
        Field::Page => "--page",
        Field::PageSize => "--page-size",
        Field::PerPage => "--per-page",
        Field::Limit => "--limit",
        Field::Resume => "--resume",
        Field::New => "--new",
        Field::State => "--state",
        Field::Interval => "--interval",
        Field::Paginate => "--paginate",
        Field::Offline => "--offline",
        Field::For => "--for",
        Field::Member => "--member",
        Field::CaFile => "--ca-file",
        Field::Secret => "--secret",
        Field::Log => "--log",
        Field::Addr => "--addr",
        Field::MatchAny => "--match-any",
        Field::Gateway => "--gateway",
    }
}

impl SearchFilters {
    /// The flags as a typed query, `--q-file` read.
    pub fn query(&self) -> Result<SearchQuery> {
        let words = (!self.words.is_empty()).then(|| self.words.join(" "));
        let q = text_or_file(
            words.as_deref().or(self.q.as_deref()),
            self.q_file.as_deref(),
        )?;
        Ok(self.query_with(q.as_deref()))
    }

    /// The flags as a typed query, with `q` the already-read query text.
    pub fn query_with(&self, q: Option<&str>) -> SearchQuery {
        SearchQuery {
            q: q.map(str::to_string),
            inresume: self.inresume.clone(),
            skills: flat_list(&self.skills),
            locations: flat_list(&self.locations),
            current_locations: flat_list(&self.current_locations),
            min_exp: self.min_exp,
            max_exp: self.max_exp,
            min_salary: self.min_salary,
            max_salary: self.max_salary,
            join_within: self.join_within,
            notice_or_not_working: self.notice_or_not_working,
            edu: self.edu.clone(),
            startup: self.startup.clone(),
            exclude_it: self.exclude_it.clone(),
            entrepreneur: self.entrepreneur.clone(),
            domains: self.domain.clone(),
            match_any: self.match_any,
            active: self.active.map(Active::activity),
        }
    }
}

/// Years of experience: 0 to 60, decimals allowed. More is a typo that
/// would spend a search on no matches.
fn years(s: &str) -> std::result::Result<f64, String> {
    match s.trim().parse::<f64>() {
        Ok(v) if v.is_finite() && (0.0..=60.0).contains(&v) => Ok(v),
        _ => Err("expected years from 0 to 60, e.g. 3 or 4.5".to_string()),
    }
}

/// The flags every list command shares (its paging, and `--new` where it
/// has it) as the list runner's options.
pub fn list_options(paging: &PageArgs, new: Option<&NewArgs>) -> ListOptions {
    ListOptions {
        take: paging.take(),
        first_page: paging.page.unwrap_or(1),
        page_size: paging.page_size,
        // `--watch` and `--state` need `--new` (clap says so).
        new: new.filter(|n| n.new).map(|n| NewOptions {
            state: n.state.clone(),
            watch: n.watch,
            interval: n.interval,
        }),
    }
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
    ) -> std::result::Result<T, clap::Error> {
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
