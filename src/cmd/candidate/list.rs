//! `talent candidate list --skills a,b`: the additional interface's candidate
//! search (GET /v1/candidates/search), which spends no search quota.

use clap::Args as ClapArgs;
use talent_spec::enums::{Availability, ALT_LIST_SEPARATOR};

use crate::cmd::args::{list_options, page_size, wire, NewArgs, PageArgs};
use crate::cmd::Context;
use crate::input::flat_list;
use crate::money::inr_arg;
use crate::ops::kit::list::{self, Source};

use crate::{Error, Result};

/// Search candidates by skills on the additional interface
///
/// Calls GET /v1/candidates/search: skills (all required, case-insensitive)
/// plus optional filters. Results are candidate summaries with a `cand_` id
/// for `talent candidate summary` / `profile`. Spends no quota.
///
/// Example:
///   talent candidate list --skills rust,kubernetes --experience-min 4 \
///     --location Bengaluru --availability active,open --quality-min 70
#[derive(Debug, ClapArgs)]
#[command(add = crate::cmd::complete::Prints(&[&crate::cmd::candidate::list::SUMMARY_LIST_VIEW]))]
#[command(verbatim_doc_comment)]
#[command(mut_arg("page_size", |a| page_size(a,
    "Candidates per page, 1 to 50 [default: 20, or 50 with --limit/--all]", 50)
    .long("per-page").visible_alias("page-size")))]
pub struct Args {
    /// Skill names (repeatable or comma-separated)
    #[arg(long, required = true, value_name = "A,B")]
    pub skills: Vec<String>,

    /// Minimum years of experience
    #[arg(long, visible_alias = "min-exp", value_name = "N")]
    pub experience_min: Option<u32>,

    /// Maximum years of experience
    #[arg(long, visible_alias = "max-exp", value_name = "N")]
    pub experience_max: Option<u32>,

    /// City name or Remote
    #[arg(long, value_name = "L")]
    pub location: Option<String>,

    /// Only candidates open to remote roles
    #[arg(long)]
    pub remote_only: bool,

    /// Exclude candidates expecting more than this, INR (2400000, 24L, 1.2Cr)
    #[arg(long, visible_alias = "salary-max", value_name = "AMT", value_parser = inr_arg)]
    pub max_salary: Option<u64>,

    /// Minimum AI quality score, 0 to 100
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(0..=100))]
    pub quality_min: Option<u32>,

    /// Availability (all when omitted)
    #[arg(long, value_parser = wire::<Availability>(), value_delimiter = ',', value_name = "A,...")]
    pub availability: Vec<Availability>,

    #[command(flatten)]
    pub paging: PageArgs,

    #[command(flatten)]
    pub new: NewArgs,
}

pub use crate::ops::candidate::SUMMARY_LIST_VIEW;

pub async fn run(ctx: &Context, args: &Args) -> Result<()> {
    let source = Source::Candidates {
        params: list_query(args)?,
    };
    let opts = list_options(&args.paging, Some(&args.new));
    list::run(&ctx.lister().await?, &SUMMARY_LIST_VIEW, &source, &opts).await
}

/// The query parameters (without paging), checked: pure, nothing sent.
pub fn list_query(args: &Args) -> Result<Vec<(String, String)>> {
    let skills = flat_list(&args.skills);
    if skills.is_empty() {
        return Err(Error::usage("--skills is empty")
            .with_hint("give at least one skill, e.g. --skills rust,kubernetes"));
    }
    if let (Some(lo), Some(hi)) = (args.experience_min, args.experience_max) {
        if lo > hi {
            return Err(Error::usage(format!(
                "--experience-min {lo} is above --experience-max {hi}"
            ))
            .with_hint("swap them, or drop one"));
        }
    }
    let mut out: Vec<(String, String)> = vec![("skills".into(), skills.join(","))];
    let mut push = |k: &str, v: Option<String>| {
        if let Some(v) = v {
            out.push((k.to_string(), v));
        }
    };
    push("experience_min", args.experience_min.map(|v| v.to_string()));
    push("experience_max", args.experience_max.map(|v| v.to_string()));
    let location = args.location.as_deref().map(str::trim);
    push(
        "location",
        location.filter(|l| !l.is_empty()).map(str::to_string),
    );
    push("remote_only", args.remote_only.then(|| "true".to_string()));
    push("salary_max", args.max_salary.map(|v| v.to_string()));
    push("quality_score_min", args.quality_min.map(|v| v.to_string()));
    push(
        "availability",
        talent_spec::wire::join(&args.availability, ALT_LIST_SEPARATOR),
    );
    Ok(out)
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

    fn query(argv: &[&str]) -> Result<Vec<(String, String)>> {
        let mut full = vec!["list"];
        full.extend_from_slice(argv);
        match Cli::try_parse_from(full) {
            Ok(c) => list_query(&c.args),
            Err(e) => panic!("{e}"),
        }
    }

    fn pairs(v: &[(&str, &str)]) -> Vec<(String, String)> {
        v.iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect()
    }

    #[test]
    fn every_flag_maps_to_its_parameter() {
        let q = query(&[
            "--skills",
            "rust,go",
            "--skills",
            "aws",
            "--min-exp",
            "3",
            "--experience-max",
            "9",
            "--location",
            "Remote",
            "--remote-only",
            "--max-salary",
            "30L",
            "--quality-min",
            "70",
            "--availability",
            "active,open",
            "--availability",
            "not_looking",
        ])
        .unwrap_or_default();
        assert_eq!(
            q,
            pairs(&[
                ("skills", "rust,go,aws"),
                ("experience_min", "3"),
                ("experience_max", "9"),
                ("location", "Remote"),
                ("remote_only", "true"),
                ("salary_max", "3000000"),
                ("quality_score_min", "70"),
                ("availability", "active,open,not_looking"),
            ])
        );
    }

    #[test]
    fn skills_are_required_and_checked() {
        let mut full = vec!["list"];
        full.extend_from_slice(&["--quality-min", "5"]);
        assert!(Cli::try_parse_from(full).is_err(), "--skills is required");
        assert!(query(&["--skills", " , "]).is_err());
    }

    #[test]
    fn ranges_are_checked_before_sending() {
        assert!(query(&["--skills", "a", "--min-exp", "9", "--max-exp", "2"]).is_err());
        for bad in [
            ["--quality-min", "101"],
            ["--per-page", "51"],
            ["--per-page", "0"],
            ["--page", "0"],
            ["--availability", "busy"],
            ["--max-salary", "much"],
        ] {
            let mut full = vec!["list", "--skills", "a"];
            full.extend_from_slice(&bad);
            assert!(Cli::try_parse_from(full).is_err(), "{bad:?}");
        }
    }
}
