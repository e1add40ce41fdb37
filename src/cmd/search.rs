//! `talent search`: the main interface's GET /search/candidates, every filter
//! of the contract's table, checked locally so bad input spends nothing.

use clap::Args as ClapArgs;

use crate::cmd::args::{list_options, page_size, NewArgs, PageArgs, SearchFilters};
use crate::cmd::Context;
use crate::ops::kit::list::{self, Source};
use crate::Result;

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
/// Examples:
///   talent search --skill 'rust|golang' --skill kubernetes --location Bengaluru \
///     --max-salary 40L --active 3m --limit 40
///   talent --sandbox search --skill python --location Pune --max-exp 5
///   talent search --q "backend engineer who has run payments at scale" --location Bengaluru
///   talent search --skill react --location Hyderabad --all --dry-run
///   talent search --skill java --limit 200 -o csv --out java.csv
#[derive(Debug, ClapArgs)]
#[command(add = crate::cmd::complete::Prints(&[&crate::cmd::search::HIT_VIEW]))]
#[command(verbatim_doc_comment)]
#[command(mut_arg("page_size", |a| page_size(a,
    "Hits per page, 1 to 20 [default: 10, or 20 with --limit/--all]", 20)))]
pub struct Args {
    #[command(flatten)]
    pub filters: SearchFilters,

    #[command(flatten)]
    pub paging: PageArgs,

    #[command(flatten)]
    pub new: NewArgs,
}

pub use crate::ops::kit::search::HIT_VIEW;

pub async fn run(ctx: &Context, args: &Args) -> Result<()> {
    // Amounts as read, for a person to check (`40K` is ₹40,000 a year).
    if ctx.ui.stderr_is_terminal() {
        for (flag, amount) in [
            ("--min-salary", args.filters.min_salary),
            ("--max-salary", args.filters.max_salary),
        ] {
            if let Some(a) = amount {
                ctx.ui.status(&format!(
                    "{flag}: {} a year (₹{a})",
                    crate::money::format_inr(a as f64)
                ));
            }
        }
    }
    let source = Source::Search {
        params: args.filters.query()?.to_params(crate::cmd::args::flag)?,
    };
    let opts = list_options(&args.paging, Some(&args.new));
    list::run(&ctx.lister().await?, &HIT_VIEW, &source, &opts).await
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
        match args
            .filters
            .query_with(args.filters.q.as_deref())
            .to_params(crate::cmd::args::flag)
        {
            Ok(q) => q,
            Err(e) => panic!("{}", e.render_line()),
        }
    }

    fn usage_error(argv: &[&str]) -> String {
        let args = parse(argv);
        match args
            .filters
            .query_with(args.filters.q.as_deref())
            .to_params(crate::cmd::args::flag)
        {
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
    fn search_words_are_the_query_and_query_is_an_alias_of_q() {
        let q = |argv: &[&str]| match parse(argv)
            .filters
            .query()
            .and_then(|q| q.to_params(crate::cmd::args::flag))
        {
            Ok(q) => q,
            Err(e) => panic!("{}", e.render_line()),
        };
        assert_eq!(q(&["rust"]), pairs(&[("q", "rust")]));
        assert_eq!(
            q(&["rust", "backend", "--skill", "go"]).first(),
            Some(&("q".to_string(), "rust backend".to_string()))
        );
        assert_eq!(q(&["--query", "rust dev"]), pairs(&[("q", "rust dev")]));
        // WORDS with --q or --q-file: a usage error (exit 2).
        for argv in [
            vec!["search", "rust", "--q", "go"],
            vec!["search", "rust", "--query", "go"],
            vec!["search", "rust", "--q-file", "q.txt"],
        ] {
            let e = Cli::try_parse_from(argv.iter().copied()).expect_err("conflict");
            assert_eq!(
                e.kind(),
                clap::error::ErrorKind::ArgumentConflict,
                "{argv:?}"
            );
        }
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
        assert!(args
            .filters
            .query_with(Some(&"x".repeat(50_001)))
            .to_params(crate::cmd::args::flag)
            .is_err());
        assert!(args
            .filters
            .query_with(Some("   "))
            .to_params(crate::cmd::args::flag)
            .is_err());
    }
}
