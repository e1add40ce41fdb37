//! `talent search`: the main interface's GET /search/candidates, every filter
//! of the contract's table, checked locally so bad input spends nothing.

use std::path::PathBuf;

use clap::{Args as ClapArgs, ValueEnum};
use talent_spec::enums::{
    Activity, DomainTag, EduPedigree, Entrepreneurship, ItServices, StartupExp,
};

use crate::api::types::SearchPage;
use crate::cmd::args::{wire, wire_or, ListArgs, NewArgs};
use crate::cmd::Context;
use crate::input::{flat_list, text_or_file};
use crate::money::inr_arg;
use crate::ops::pager::Spending;
use crate::ops::search::{page_request, SearchQuery, PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX};
use crate::ops::showing::PageFlags;
use crate::output::{col, CellKind, View};
use crate::Result;
use talent_spec::rate::Meter;

/// Search the talent pool (spends one search per page)
///
/// Every filter maps to a query parameter of GET /search/candidates. At least
/// one filter is needed (paging and --match-any alone are not a search); bad
/// values are refused before anything is sent, so they spend nothing. Each page
/// fetched is one request and one unit of the searches quota.
///
/// Hits carry triage data only (no name, e-mail or phone): unlock a candidate
/// with `talent candidate show TALENT_CARD_ID`.
///
/// Example:
///   talent search --skill 'rust|golang' --skill kubernetes --location Bengaluru \
///     --max-salary 40L --active 3m --limit 40
#[derive(Debug, ClapArgs)]
#[command(verbatim_doc_comment)]
pub struct Args {
    /// Natural-language query (at most 50,000 characters)
    #[arg(long = "q", value_name = "TEXT", conflicts_with = "q_file")]
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

    /// Page to fetch (first of several with --limit/--all)
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u64).range(1..))]
    pub page: Option<u64>,

    /// Hits per page, 1 to 20 [default: 10, or 20 with --limit/--all]
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(1..=20))]
    pub page_size: Option<u32>,

    #[command(flatten)]
    pub list: ListArgs,

    #[command(flatten)]
    pub new: NewArgs,
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

/// What a recruiter scans in a hit list: who (by id), how senior, where
/// (now, and where they want to work: `--location` filters by the latter,
/// `--current-location` by the former), how much, how soon, how recently
/// active.
pub const HIT_VIEW: View = View {
    columns: &[
        col("TALENT CARD", "talentCardId", CellKind::Id),
        col("EXP (Y)", "experience", CellKind::Number),
        col("COMPANY", "currentCompany", CellKind::Text),
        col("NOW IN", "currentLocation", CellKind::Text),
        col("WANTS", "locations", CellKind::List),
        col("SALARY", "currentSalary", CellKind::Inr),
        col("NOTICE", "joiningAvailability.status", CellKind::Enum),
        col("LAST SEEN", "lastSeen", CellKind::Relative),
    ],
    key: Some("talentCardId"),
    schema: Some("main#SearchHit"),
};

pub async fn run(ctx: &Context, args: &Args) -> Result<()> {
    // Amounts as read, for a person to check (`40K` is ₹40,000 a year).
    if ctx.ui.stderr_is_terminal() {
        for (flag, amount) in [
            ("--min-salary", args.min_salary),
            ("--max-salary", args.max_salary),
        ] {
            if let Some(a) = amount {
                ctx.ui.status(&format!(
                    "{flag}: {} a year (₹{a})",
                    crate::money::format_inr(a as f64)
                ));
            }
        }
    }
    let q = text_or_file(args.q.as_deref(), args.q_file.as_deref())?;
    let filters = search_query(args, q.as_deref())?;
    let take = args.list.take();
    let page_size = take.page_size(args.page_size, PAGE_SIZE_MAX);
    let first_page = args.page.unwrap_or(1);
    let client = ctx.client().await?;
    let spend = || {
        ctx.guard().map(|guard| Spending {
            guard,
            meter: Meter::Searches,
            default_size: PAGE_SIZE_DEFAULT,
        })
    };
    crate::ops::pager::each_look(&ctx.ui, ctx.watch_every(&args.new), async || {
        let got = ctx
            .listing(&HIT_VIEW, take, first_page, page_size)?
            .fresh(ctx.fresh(&args.new)?)
            .spending(spend())
            .run(|page| {
                let req = page_request(&filters, page, page_size);
                async move { Ok(client.send(&req).await?.decode::<SearchPage>()?.into()) }
            })
            .await?;
        let flags = PageFlags {
            size_flag: "--page-size",
            default_size: PAGE_SIZE_DEFAULT,
        };
        got.report(&ctx.ui, first_page, page_size, flags);
        Ok(())
    })
    .await
}

/// The flags as a typed query (`q` is the already-read `--q` / `--q-file`
/// text), checked into its parameters.
pub fn search_query(args: &Args, q: Option<&str>) -> Result<Vec<(String, String)>> {
    SearchQuery {
        q: q.map(str::to_string),
        inresume: args.inresume.clone(),
        skills: flat_list(&args.skills),
        locations: flat_list(&args.locations),
        current_locations: flat_list(&args.current_locations),
        min_exp: args.min_exp,
        max_exp: args.max_exp,
        min_salary: args.min_salary,
        max_salary: args.max_salary,
        join_within: args.join_within,
        notice_or_not_working: args.notice_or_not_working,
        edu: args.edu.clone(),
        startup: args.startup.clone(),
        exclude_it: args.exclude_it.clone(),
        entrepreneur: args.entrepreneur.clone(),
        domains: args.domain.clone(),
        match_any: args.match_any,
        active: args.active.map(Active::activity),
    }
    .to_params()
}

/// Years of experience: a finite decimal, zero or more.
/// Years of experience: 0 to 60, decimals allowed. More is a typo that
/// would spend a search on no matches.
fn years(s: &str) -> std::result::Result<f64, String> {
    match s.trim().parse::<f64>() {
        Ok(v) if v.is_finite() && (0.0..=60.0).contains(&v) => Ok(v),
        _ => Err("expected years from 0 to 60, e.g. 3 or 4.5".to_string()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::Parser;

    #[derive(Debug, Parser)]
    struct Cli {
        #[command(flatten)]
        args: Args,
    }

    fn parse(argv: &[&str]) -> Args {
        let mut full = vec!["search"];
        full.extend_from_slice(argv);
        match Cli::try_parse_from(full) {
            Ok(c) => c.args,
            Err(e) => panic!("{e}"),
        }
    }

    fn query(argv: &[&str]) -> Vec<(String, String)> {
        let args = parse(argv);
        match search_query(&args, args.q.as_deref()) {
            Ok(q) => q,
            Err(e) => panic!("{}", e.render_line()),
        }
    }

    fn usage_error(argv: &[&str]) -> String {
        let args = parse(argv);
        match search_query(&args, args.q.as_deref()) {
            Ok(q) => panic!("expected an error, got {q:?}"),
            Err(e) => {
                assert_eq!(e.kind, crate::ErrorKind::Usage);
                e.render_line()
            }
        }
    }

    fn pairs(v: &[(&str, &str)]) -> Vec<(String, String)> {
        v.iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect()
    }

    #[test]
    fn q_and_inresume_pass_through() {
        assert_eq!(query(&["--q", "rust dev"]), pairs(&[("q", "rust dev")]));
        assert_eq!(
            query(&["--inresume", "\"a b\" AND (c OR d)"]),
            pairs(&[("inresume", "\"a b\" AND (c OR d)")])
        );
    }

    #[test]
    fn skills_build_and_combine_with_inresume() {
        assert_eq!(
            query(&["--skill", "rust|golang", "--skill", "k8s,aws"]),
            pairs(&[(
                "inresume",
                "(\"rust\" OR \"golang\") AND (\"k8s\") AND (\"aws\")"
            )])
        );
        assert_eq!(
            query(&["--inresume", "a OR b", "--skill", "c"]),
            pairs(&[("inresume", "(a OR b) AND (\"c\")")])
        );
    }

    #[test]
    fn bad_inresume_and_skills_are_usage_errors() {
        assert!(usage_error(&["--inresume", "(a OR b"]).contains("never closed"));
        assert!(usage_error(&["--inresume", "\"a"]).contains("quote"));
        assert!(usage_error(&["--skill", "say \"x\""]).contains("double quote"));
        assert!(usage_error(&["--skill", "a||b"]).contains("empty synonym"));
    }

    #[test]
    fn locations_are_dash_joined() {
        assert_eq!(
            query(&["--location", "Bengaluru,Pune", "--location", "Remote"]),
            pairs(&[("locations", "Bengaluru-Pune-Remote")])
        );
        assert_eq!(
            query(&["--current-location", "Delhi", "--current-location", "Noida"]),
            pairs(&[("currlocation", "Delhi-Noida")])
        );
        assert!(usage_error(&["--location", "Navi-Mumbai"]).contains("cannot contain"));
    }

    #[test]
    fn experience_decimals_and_order() {
        assert_eq!(
            query(&["--min-exp", "2.5", "--max-exp", "8"]),
            pairs(&[("minexp", "2.5"), ("maxexp", "8")])
        );
        assert!(usage_error(&["--min-exp", "9", "--max-exp", "3"]).contains("above"));
        assert!(Cli::try_parse_from(["s", "--min-exp", "-1"]).is_err());
        assert!(Cli::try_parse_from(["s", "--max-exp", "NaN"]).is_err());
    }

    #[test]
    fn salaries_are_whole_rupees() {
        assert_eq!(
            query(&["--min-salary", "12L", "--max-salary", "1.2Cr"]),
            pairs(&[("minsal", "1200000"), ("maxsal", "12000000")])
        );
        assert_eq!(
            query(&["--max-salary", "24 lakh"]),
            pairs(&[("maxsal", "2400000")])
        );
        assert!(usage_error(&["--min-salary", "50L", "--max-salary", "20L"]).contains("above"));
        assert!(Cli::try_parse_from(["s", "--max-salary", "lots"]).is_err());
    }

    #[test]
    fn joining_and_notice() {
        assert_eq!(
            query(&["--join-within", "30", "--notice-or-not-working"]),
            pairs(&[("canjoinin", "30"), ("onNoticePeriodOrNotWorking", "true")])
        );
        assert!(Cli::try_parse_from(["s", "--join-within", "-3"]).is_err());
    }

    #[test]
    fn profile_attributes_are_checked_and_dash_joined() {
        assert_eq!(
            query(&[
                "--edu",
                "tier1plus,tier1",
                "--edu",
                "tier1",
                "--startup",
                "funded_startup",
                "--exclude-it",
                "largeITServices,otherITServices",
                "--entrepreneur",
                "cofounder,earlyEmployee",
                "--domain",
                "b2b_saas,gcc",
                "--domain",
                "computer_security",
            ]),
            pairs(&[
                ("eduPed", "tier1plus-tier1"),
                ("startupExp", "funded_startup"),
                ("not_itExp", "largeITServices-otherITServices"),
                ("entrExp", "cofounder-earlyEmployee"),
                ("domainTags", "b2b_saas-gcc-computer_security"),
            ])
        );
        assert!(Cli::try_parse_from(["s", "--edu", "tier3"]).is_err());
        assert!(Cli::try_parse_from(["s", "--domain", "fintech"]).is_err());
        assert!(Cli::try_parse_from(["s", "--startup", "funded"]).is_err());
    }

    #[test]
    fn every_domain_value_is_accepted() {
        let all = "banking_and_finance,healthcare,ecommerce,computer_security,travel,\
                   edtech_education,gaming,consumer_internet,b2b_saas,software_product,gcc";
        let q = query(&["--domain", all]);
        assert_eq!(q[0].1.split('-').count(), 11);
    }

    #[test]
    fn match_any_and_activity() {
        assert_eq!(
            query(&["--domain", "gaming", "--match-any", "--active", "6m"]),
            pairs(&[
                ("domainTags", "gaming"),
                ("activity", "active-6-months"),
                ("profileAttributesMode", "or"),
            ])
        );
        assert_eq!(
            query(&["--active", "3m"]),
            pairs(&[("activity", "active-3-months")])
        );
    }

    #[test]
    fn paging_or_mode_alone_is_not_a_search() {
        assert!(usage_error(&[]).contains("at least one filter"));
        assert!(usage_error(&["--page", "2", "--page-size", "5"]).contains("--skill"));
        assert!(usage_error(&["--match-any"]).contains("at least one filter"));
    }

    #[test]
    fn paging_flags_are_ranged() {
        assert!(Cli::try_parse_from(["s", "--page", "0"]).is_err());
        assert!(Cli::try_parse_from(["s", "--page-size", "21"]).is_err());
        assert!(Cli::try_parse_from(["s", "--page-size", "0"]).is_err());
        assert!(Cli::try_parse_from(["s", "--limit", "5", "--all"]).is_err());
    }

    #[test]
    fn long_queries_are_refused() {
        let args = parse(&["--skill", "x"]);
        assert!(search_query(&args, Some(&"x".repeat(50_001))).is_err());
        assert!(search_query(&args, Some("   ")).is_err());
    }
}
