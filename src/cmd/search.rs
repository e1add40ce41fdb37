//! `talent search`: the main interface's GET /search/candidates, every filter
//! of the contract's table, checked locally so bad input spends nothing.

use std::path::PathBuf;

use clap::{Args as ClapArgs, ValueEnum};

use crate::api::types::SearchPage;
use crate::api::{Method, Request, RouteClass};
use crate::cmd::common::{flat_list, stream_pages, text_or_file, ListArgs};
use crate::cmd::pages::PageFlags;
use crate::cmd::Context;
use crate::output::{col, CellKind, View};
use crate::{Error, Result};
use talent_spec::inresume::{check_inresume, combine_inresume, skills_expression};

/// Longest `q` the service takes, in characters.
pub const Q_MAX_CHARS: usize = 50_000;
/// Largest search page.
pub const PAGE_SIZE_MAX: u32 = 20;
/// The service's page size when none is asked for.
const PAGE_SIZE_DEFAULT: u32 = 10;

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
    #[arg(long, value_name = "AMT", value_parser = inr)]
    pub min_salary: Option<u64>,

    /// Maximum current salary, INR; caps results (2400000, 24L, 1.2Cr)
    #[arg(long, value_name = "AMT", value_parser = inr)]
    pub max_salary: Option<u64>,

    /// Can join within this many days
    #[arg(long, value_name = "DAYS")]
    pub join_within: Option<u32>,

    /// Only candidates on notice period or not working
    #[arg(long)]
    pub notice_or_not_working: bool,

    /// Education pedigree tiers
    #[arg(long, value_enum, value_delimiter = ',', value_name = "TIER,...")]
    pub edu: Vec<Edu>,

    /// Startup experience kinds
    #[arg(long, value_enum, value_delimiter = ',', value_name = "KIND,...")]
    pub startup: Vec<Startup>,

    /// Exclude IT-services backgrounds
    #[arg(
        long,
        value_enum,
        ignore_case = true,
        value_delimiter = ',',
        value_name = "KIND,..."
    )]
    pub exclude_it: Vec<ExcludeIt>,

    /// Entrepreneurial experience kinds
    #[arg(
        long,
        value_enum,
        ignore_case = true,
        value_delimiter = ',',
        value_name = "KIND,..."
    )]
    pub entrepreneur: Vec<Entrepreneur>,

    /// Industry domains (high-confidence match)
    #[arg(long, value_enum, value_delimiter = ',', value_name = "DOMAIN,...")]
    pub domain: Vec<Domain>,

    /// Profile attributes (--edu, --startup, --entrepreneur, --domain) match ANY instead of ALL
    #[arg(long)]
    pub match_any: bool,

    /// Seen on the service in the last 3 or 6 months
    #[arg(long, value_enum, value_name = "WINDOW")]
    pub active: Option<Active>,

    /// Page to fetch (first of several with --limit/--all)
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(1..))]
    pub page: Option<u32>,

    /// Hits per page, 1 to 20 [default: 10, or 20 with --limit/--all]
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(1..=20))]
    pub page_size: Option<u32>,

    #[command(flatten)]
    pub list: ListArgs,
}

/// `eduPed` values.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum Edu {
    #[value(name = "tier1plus")]
    Tier1Plus,
    #[value(name = "tier1")]
    Tier1,
    #[value(name = "tier2")]
    Tier2,
}

/// `startupExp` values.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum Startup {
    #[value(name = "funded_startup")]
    Funded,
    #[value(name = "other_startup")]
    Other,
}

/// `not_itExp` values.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum ExcludeIt {
    #[value(name = "largeITServices", alias = "large_it_services")]
    Large,
    #[value(name = "otherITServices", alias = "other_it_services")]
    Other,
}

/// `entrExp` values.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum Entrepreneur {
    #[value(name = "cofounder")]
    Cofounder,
    #[value(name = "earlyEmployee", alias = "early_employee")]
    EarlyEmployee,
}

/// `domainTags` values: the eleven of the service.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum Domain {
    #[value(name = "banking_and_finance")]
    BankingAndFinance,
    #[value(name = "healthcare")]
    Healthcare,
    #[value(name = "ecommerce")]
    Ecommerce,
    #[value(name = "computer_security")]
    ComputerSecurity,
    #[value(name = "travel")]
    Travel,
    #[value(name = "edtech_education")]
    EdtechEducation,
    #[value(name = "gaming")]
    Gaming,
    #[value(name = "consumer_internet")]
    ConsumerInternet,
    #[value(name = "b2b_saas")]
    B2bSaas,
    #[value(name = "software_product")]
    SoftwareProduct,
    #[value(name = "gcc")]
    Gcc,
}

/// `activity` windows.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum Active {
    #[value(name = "3m")]
    ThreeMonths,
    #[value(name = "6m")]
    SixMonths,
}

impl Active {
    fn wire(self) -> &'static str {
        match self {
            Active::ThreeMonths => "active-3-months",
            Active::SixMonths => "active-6-months",
        }
    }
}

/// What a recruiter scans in a hit list: who (by id), how senior, where, how
/// much, how soon, how recently active.
pub const HIT_VIEW: View = View {
    columns: &[
        col("TALENT CARD", "talentCardId", CellKind::Text),
        col("EXP (Y)", "experience", CellKind::Number),
        col("COMPANY", "currentCompany", CellKind::Text),
        col("LOCATION", "currentLocation", CellKind::Text),
        col("SALARY", "currentSalary", CellKind::Inr),
        col("NOTICE", "joiningAvailability.status", CellKind::Text),
        col("LAST SEEN", "lastSeen", CellKind::Relative),
    ],
};

/// The filters a search needs at least one of, for the hint.
const FILTER_FLAGS: &str = "--q, --q-file, --inresume, --skill, --location, --current-location, \
     --min-exp, --max-exp, --min-salary, --max-salary, --join-within, --notice-or-not-working, \
     --edu, --startup, --exclude-it, --entrepreneur, --domain, --active";

pub async fn run(ctx: &Context, args: &Args) -> Result<()> {
    let q = query_text(args)?;
    let filters = search_query(args, q.as_deref())?;
    let take = args.list.take();
    let page_size = take.page_size(args.page_size, PAGE_SIZE_MAX);
    let first_page = args.page.unwrap_or(1);
    let client = ctx.client().await?;
    let got = stream_pages(ctx, &HIT_VIEW, take, first_page, |page| {
        let req = page_request(&filters, page, page_size);
        async move { Ok(client.send(&req).await?.decode::<SearchPage>()?.into()) }
    })
    .await?;
    let flags = PageFlags {
        size_flag: "--page-size",
        default_size: PAGE_SIZE_DEFAULT,
    };
    got.report(ctx, first_page, page_size, flags);
    Ok(())
}

/// One page: its own request through `Client::send`, so the quota guard sees
/// (and can refuse) every search it spends.
fn page_request(filters: &[(String, String)], page: u32, page_size: Option<u32>) -> Request {
    let mut req = Request::main(Method::Get, "/search/candidates").class(RouteClass::Search);
    for (k, v) in filters {
        req = req.query(k, v);
    }
    req.query("page", page).query_opt("pageSize", page_size)
}

/// `--q` or the contents of `--q-file`, checked against the 50,000-character limit.
fn query_text(args: &Args) -> Result<Option<String>> {
    let Some(text) = text_or_file(args.q.as_deref(), args.q_file.as_deref())? else {
        return Ok(None);
    };
    let text = text.trim().to_string();
    if text.is_empty() {
        return Err(Error::usage("the query (--q) is empty")
            .with_hint("write what you are looking for, or leave --q out"));
    }
    let chars = text.chars().count();
    if chars > Q_MAX_CHARS {
        return Err(Error::usage(format!(
            "the query is {chars} characters; the service takes at most {Q_MAX_CHARS}"
        ))
        .with_hint("shorten it, or move skills into --skill / --inresume"));
    }
    Ok(Some(text))
}

/// The query parameters of a search (without `page` / `pageSize`), in the
/// contract's order. Pure: every flag is checked here, nothing is sent. `q`
/// is the already-read `--q` / `--q-file` text.
pub fn search_query(args: &Args, q: Option<&str>) -> Result<Vec<(String, String)>> {
    let mut out: Vec<(String, String)> = Vec::new();
    let mut push = |k: &str, v: String| out.push((k.to_string(), v));
    if let Some(q) = q {
        push("q", q.to_string());
    }
    if let Some(expr) = inresume(args)? {
        push("inresume", expr);
    }
    if let Some(v) = places("--location", &args.locations)? {
        push("locations", v);
    }
    if let Some(v) = places("--current-location", &args.current_locations)? {
        push("currlocation", v);
    }
    check_order("--min-exp", args.min_exp, "--max-exp", args.max_exp)?;
    if let Some(v) = args.min_exp {
        push("minexp", v.to_string());
    }
    if let Some(v) = args.max_exp {
        push("maxexp", v.to_string());
    }
    check_order(
        "--min-salary",
        args.min_salary,
        "--max-salary",
        args.max_salary,
    )?;
    if let Some(v) = args.min_salary {
        push("minsal", v.to_string());
    }
    if let Some(v) = args.max_salary {
        push("maxsal", v.to_string());
    }
    if let Some(v) = args.join_within {
        push("canjoinin", v.to_string());
    }
    if args.notice_or_not_working {
        push("onNoticePeriodOrNotWorking", "true".to_string());
    }
    let attributes = [
        ("eduPed", dash_join(&args.edu)),
        ("startupExp", dash_join(&args.startup)),
        ("not_itExp", dash_join(&args.exclude_it)),
        ("entrExp", dash_join(&args.entrepreneur)),
        ("domainTags", dash_join(&args.domain)),
    ];
    for (k, v) in attributes {
        if let Some(v) = v {
            push(k, v);
        }
    }
    if let Some(a) = args.active {
        push("activity", a.wire().to_string());
    }
    if out.is_empty() {
        return Err(Error::usage("a search needs at least one filter")
            .with_hint(format!("add one of {FILTER_FLAGS}")));
    }
    if args.match_any {
        out.push(("profileAttributesMode".to_string(), "or".to_string()));
    }
    Ok(out)
}

/// `--inresume` (checked) AND the `--skill` groups.
fn inresume(args: &Args) -> Result<Option<String>> {
    if let Some(expr) = &args.inresume {
        check_inresume(expr).map_err(|e| {
            Error::usage(format!("--inresume: {e}")).with_hint(
                "balance every \" and every parenthesis, e.g. \"machine learning\" AND (python OR java)",
            )
        })?;
    }
    let groups = flat_list(&args.skills);
    let skills = skills_expression(&groups).map_err(|e| {
        Error::usage(format!("--skill: {e}"))
            .with_hint("write synonyms as a|b, without quotes; use --inresume for full expressions")
    })?;
    Ok(combine_inresume(
        args.inresume.as_deref(),
        skills.as_deref(),
    ))
}

/// Location names, dash-joined as the service wants; a name with a dash in
/// it cannot be told apart from two names, so it is refused.
fn places(flag: &str, values: &[String]) -> Result<Option<String>> {
    let names = flat_list(values);
    if let Some(bad) = names.iter().find(|n| n.contains('-')) {
        return Err(Error::usage(format!(
            "{flag} {bad:?}: the service separates locations with '-', so a name cannot contain one"
        ))
        .with_hint("write the name without the dash (e.g. a space instead)"));
    }
    Ok((!names.is_empty()).then(|| names.join("-")))
}

/// A minimum above its maximum matches nothing: refuse it instead of spending a search.
fn check_order<T: PartialOrd + std::fmt::Display>(
    lo_flag: &str,
    lo: Option<T>,
    hi_flag: &str,
    hi: Option<T>,
) -> Result<()> {
    match (lo, hi) {
        (Some(lo), Some(hi)) if lo > hi => Err(Error::usage(format!(
            "{lo_flag} {lo} is above {hi_flag} {hi}"
        ))
        .with_hint(format!("swap them, or drop one of {lo_flag} / {hi_flag}"))),
        _ => Ok(()),
    }
}

/// Enum values as the service spells them, dash-joined, repeats dropped.
fn dash_join<T: ValueEnum + PartialEq>(values: &[T]) -> Option<String> {
    enum_join(values, "-")
}

/// Enum values as the service spells them, joined by `sep`, repeats dropped;
/// `None` when there are none.
pub fn enum_join<T: ValueEnum + PartialEq>(values: &[T], sep: &str) -> Option<String> {
    let mut seen: Vec<&T> = Vec::new();
    for v in values {
        if !seen.contains(&v) {
            seen.push(v);
        }
    }
    let names: Vec<String> = seen
        .iter()
        .filter_map(|v| v.to_possible_value())
        .map(|p| p.get_name().to_string())
        .collect();
    (!names.is_empty()).then(|| names.join(sep))
}

/// Years of experience: a finite decimal, zero or more.
fn years(s: &str) -> std::result::Result<f64, String> {
    match s.trim().parse::<f64>() {
        Ok(v) if v.is_finite() && v >= 0.0 => Ok(v),
        _ => Err("expected years as a number of at least 0, e.g. 3 or 4.5".to_string()),
    }
}

/// An INR amount in any accepted form, as whole rupees.
pub fn inr(s: &str) -> std::result::Result<u64, String> {
    crate::money::parse_inr(s).map_err(|e| match e.hint {
        Some(h) => format!("{}; {h}", e.message),
        None => e.message,
    })
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
    fn pages_carry_page_and_size() {
        let req = page_request(&pairs(&[("q", "x")]), 3, Some(20));
        assert_eq!(req.class, RouteClass::Search);
        assert_eq!(req.path, "/search/candidates");
        assert_eq!(
            req.query,
            pairs(&[("q", "x"), ("page", "3"), ("pageSize", "20")])
        );
        let req = page_request(&pairs(&[("q", "x")]), 1, None);
        assert_eq!(req.query, pairs(&[("q", "x"), ("page", "1")]));
    }

    #[test]
    fn long_queries_are_refused() {
        let mut args = parse(&["--q", "x"]);
        args.q = Some("é".repeat(Q_MAX_CHARS));
        assert!(query_text(&args).is_ok(), "counted in characters");
        args.q = Some("x".repeat(Q_MAX_CHARS + 1));
        assert!(query_text(&args).is_err());
        args.q = Some("   ".into());
        assert!(query_text(&args).is_err());
    }
}
