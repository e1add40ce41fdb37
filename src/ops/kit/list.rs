//! The one list runner: every paged list of the tool (search, apps,
//! candidate list, jobs list) runs here, with `--watch`, the search budget,
//! `--new --state`, `--out`/`--resume` and the closing `Showing …` line. A
//! list command checks its flags into a [`Source`] and [`ListOptions`] and
//! calls [`run`]; each look is one [`Listing`] whose records pass the sinks
//! built here (the `--new` state, the `--out` export, the printer), progress
//! and notices going to the run's sink. [`Source::fetch`] fetches one page
//! for this runner and for `mcp`'s tools; `browse` and `api --paginate`
//! page on their own (docs/architecture.md says why).

use std::sync::Arc;
use std::time::Duration;

use talent_spec::enums::JobStatus;
use talent_spec::rate::Meter;

use crate::api::types::{AltPage, MainPage, SearchPage};
use crate::api::{Client, Request};
use crate::clock::TimeScale;
use crate::guard::Guard;
use crate::output::View;
use crate::records::Records;
use crate::{Error, Result};

use super::export::Export;
use super::field::Field;
use super::fresh::FreshSink;
use super::pager::{each_look, plan_line, ListSink, Listing, Page, PrintSink, Spending, Take};
use super::routes;
use super::showing::PageFlags;
use crate::ops::kit::{pipeline, search};
use crate::ops::Io;

/// What a list fetches, its filters already checked.
#[derive(Debug, Clone, PartialEq)]
pub enum Source {
    /// GET /search/candidates with these parameters (each page spends a search).
    Search { params: Vec<(String, String)> },
    /// GET /jobs/{job}/applications, of one stage or all (`job` is a path segment).
    Applications { job: String, stage: Option<String> },
    /// GET /v1/candidates/search with these parameters.
    Candidates { params: Vec<(String, String)> },
    /// GET /api/v1/jobs: active jobs, paused ones too when asked.
    Jobs { include_paused: bool },
    /// GET /v1/jobs?status=: jobs in one status.
    JobsByStatus { status: JobStatus },
}

/// How a source pages: its largest and default page, the flag that sets
/// the size (for the closing `Showing …` line, which only some lists
/// print), and the meter a page spends.
struct Shape {
    max: u32,
    default_size: u32,
    report: Option<Field>,
    meter: Option<Meter>,
}

impl Source {
    fn shape(&self) -> Shape {
        use talent_spec::limits::{ALT_PER_PAGE, ALT_PER_PAGE_DEFAULT};
        use talent_spec::limits::{JOBS_PAGE_SIZE, JOBS_PAGE_SIZE_DEFAULT};
        let (max, default_size, report, meter) = match self {
            Source::Search { .. } => (
                search::PAGE_SIZE_MAX,
                search::PAGE_SIZE_DEFAULT,
                Some(Field::PageSize),
                Some(Meter::Searches),
            ),
            Source::Applications { .. } => (
                pipeline::PAGE_SIZE_MAX,
                pipeline::PAGE_SIZE_DEFAULT,
                Some(Field::PageSize),
                None,
            ),
            Source::Candidates { .. } => (
                *ALT_PER_PAGE.end(),
                ALT_PER_PAGE_DEFAULT,
                Some(Field::PerPage),
                None,
            ),
            Source::Jobs { .. } => (*JOBS_PAGE_SIZE.end(), JOBS_PAGE_SIZE_DEFAULT, None, None),
            Source::JobsByStatus { .. } => (*ALT_PER_PAGE.end(), ALT_PER_PAGE_DEFAULT, None, None),
        };
        Shape {
            max,
            default_size,
            report,
            meter,
        }
    }

    /// The request for page `page` of `size` records (the service's
    /// default size when `None`).
    pub fn request(&self, page: u64, size: Option<u32>) -> Request {
        match self {
            Source::Search { params } => search::page_request(params, page, size),
            Source::Applications { job, stage } => {
                routes::applications_page(job, stage.as_deref(), page, size)
            }
            Source::Candidates { params } => routes::candidates_search(params, page, size),
            Source::Jobs { include_paused } => routes::jobs_main(*include_paused, page, size),
            Source::JobsByStatus { status } => routes::jobs_alt(*status, page, size),
        }
    }

    /// Fetches one page through the client (and so through the guard).
    pub async fn fetch(&self, client: &Client, page: u64, size: Option<u32>) -> Result<Page> {
        let resp = client.send(&self.request(page, size)).await?;
        Ok(match self {
            Source::Search { .. } => resp.decode::<SearchPage>()?.into(),
            Source::Applications { .. } | Source::Jobs { .. } => resp.decode::<MainPage>()?.into(),
            Source::Candidates { .. } | Source::JobsByStatus { .. } => {
                resp.decode::<AltPage>()?.into()
            }
        })
    }
}

/// How much of the list to print, from where, and what to remember.
#[derive(Debug, Clone)]
pub struct ListOptions {
    pub take: Take,
    /// The page to start from (1-based).
    pub first_page: u64,
    /// The page size asked for; `None`: the largest when several pages are
    /// wanted, else the service's default.
    pub page_size: Option<u32>,
    /// `--new --state NAME [--watch --interval D]`.
    pub new: Option<NewOptions>,
}

/// Only what earlier successful runs of a named query did not print.
#[derive(Debug, Clone)]
pub struct NewOptions {
    /// The query's name, as given.
    pub state: Option<String>,
    /// Look again every `interval` until Ctrl-C.
    pub watch: bool,
    /// Time between looks (before the time scale), at least 10 s.
    pub interval: Duration,
}

/// What a list run needs around it: the client, where it reports, the
/// guard (with the ledger) once the client is built, and the `--out` export
/// with the words of the command its checkpoint is of (the data-shaping
/// ones, as the front end tells them).
pub struct Lister<'a> {
    pub client: &'a Client,
    pub io: Io<'a>,
    pub guard: Option<&'a Arc<Guard>>,
    /// The ledger's records (`--new` states, idempotency), beside the guard.
    pub records: Option<&'a Arc<Records>>,
    pub export: Option<(Arc<Export>, Vec<String>)>,
    pub time_scale: TimeScale,
}

/// Runs the list: once, or with `--watch` again after each interval until
/// Ctrl-C or SIGTERM. Each look streams its records to the printer and
/// ends with its `Showing …` line (lists that have one).
pub async fn run(
    lister: &Lister<'_>,
    view: &View,
    source: &Source,
    opts: &ListOptions,
) -> Result<()> {
    let shape = source.shape();
    let size = opts.take.page_size(opts.page_size, shape.max);
    let every = opts
        .new
        .as_ref()
        .filter(|n| n.watch)
        .map(|n| lister.time_scale.scale(n.interval));
    let spending = || {
        shape
            .meter
            .zip(lister.guard)
            .map(|(meter, guard)| Spending {
                guard,
                meter,
                default_size: shape.default_size,
            })
    };
    if let (Some(new), Some(guard), Some(Meter::Searches)) = (
        opts.new.as_ref().filter(|n| n.watch),
        lister.guard,
        shape.meter,
    ) {
        ask_watch(guard, new.interval, opts.take, size, shape.default_size).await?;
    }
    let looked = each_look(lister.io.sink, every, async || {
        let got = Listing {
            notices: lister.io.sink,
            words: lister.io.words,
            take: opts.take,
            first_page: opts.first_page,
            asked_size: size,
            spend: spending(),
            sinks: lister.sinks(view, opts.new.as_ref()).await?,
        }
        .run(|page| source.fetch(lister.client, page, size))
        .await?;
        if let Some(size_flag) = shape.report {
            let flags = PageFlags {
                size_flag,
                default_size: shape.default_size,
                words: lister.io.words,
            };
            got.report(lister.io.sink, opts.first_page, size, flags);
        }
        Ok(())
    })
    .await;
    // A dry run of a list that spends ends with its plan.
    if let (Err(e), Some(meter)) = (&looked, shape.meter) {
        if e.kind == crate::ErrorKind::DryRun {
            let page = u64::from(size.unwrap_or(shape.default_size).max(1));
            let pages = match opts.take {
                Take::OnePage => Some(1),
                Take::UpTo(n) => Some(n.div_ceil(page)),
                Take::All => None,
            };
            let per_minute = talent_spec::rate::RateClass::Search.limit();
            lister
                .io
                .sink
                .status(&plan_line(pages, meter, per_minute, page as u32));
        }
    }
    looked
}

/// `--watch` of a search asks once (`ask = "spends"`, on a terminal) with
/// the searches an hour its looks spend at the least (a look's pages: one,
/// or what `--limit` plans; `--all` counts one, its total unknown yet).
async fn ask_watch(
    guard: &Guard,
    interval: Duration,
    take: Take,
    size: Option<u32>,
    default_size: u32,
) -> Result<()> {
    if interval < Duration::from_secs(10) {
        // The usage error of a too short interval comes first.
        return Ok(());
    }
    let per_look = match take {
        Take::UpTo(n) => n.div_ceil(u64::from(size.unwrap_or(default_size).max(1))),
        Take::OnePage | Take::All => 1,
    }
    .max(1);
    let secs = interval.as_secs().max(1);
    let looks_an_hour = 3600u64.div_ceil(secs);
    let at_least = if matches!(take, Take::All) {
        "at least "
    } else {
        ""
    };
    let plan = format!(
        "this watch looks every {} until Ctrl-C: {at_least}{} searches an hour",
        crate::api::retry::human(interval),
        per_look * looks_an_hour
    );
    guard
        .ask_first(crate::guard::First {
            cost: crate::guard::Cost::Meter(Meter::Searches, per_look),
            kind: crate::guard::Kind::Spend,
            approved: crate::guard::Approved::default(),
            plan: Some(plan),
        })
        .await
}

impl Lister<'_> {
    /// One look's sinks, in the order records pass them: the `--new`
    /// state, the `--out` export (which checkpoints every page so
    /// `--resume` can continue it), the printer (`--fields` checked, or
    /// listed, first).
    async fn sinks<'b>(
        &'b self,
        view: &'b View,
        new: Option<&NewOptions>,
    ) -> Result<Vec<Box<dyn ListSink + 'b>>> {
        let printer = self.io.printer;
        printer.check_or_list(self.io.out, view)?;
        let mut sinks: Vec<Box<dyn ListSink + 'b>> = Vec::new();
        if let Some(new) = new {
            sinks.push(Box::new(self.fresh(new, view).await?));
        }
        if let Some((export, args)) = &self.export {
            let columns = printer.columns_of(view);
            let format = printer.format();
            sinks.push(Box::new(export.sink(args, format, view.key, columns)?));
        }
        sinks.push(Box::new(PrintSink::new(printer.list_to(self.io.out, view))));
        Ok(sinks)
    }

    /// `--new --state NAME`: a name, the ledger that remembers, and with
    /// `--watch` an interval of at least 10 s.
    async fn fresh(&self, new: &NewOptions, view: &View) -> Result<FreshSink> {
        let w = self.io.words;
        if new.watch && new.interval < Duration::from_secs(10) {
            let interval = w(Field::Interval);
            return Err(
                Error::usage(format!("{interval} must be at least 10s")).with_hint(format!(
                    "a look costs requests (a search page costs a search): e.g. {interval} 5m"
                )),
            );
        }
        let state = new.state.as_deref().unwrap_or("").trim().to_string();
        if state.is_empty() {
            let (new, state) = (w(Field::New), w(Field::State));
            return Err(Error::usage(format!("{state} needs a name"))
                .with_hint(format!("e.g. {new} {state} morning-go")));
        }
        let Some(records) = self.records else {
            return Err(Error::usage(format!(
                "{} needs the ledger, which remembers what was printed, and there is none",
                w(Field::New)
            ))
            .with_hint("set TALENT_DATA_DIR to a folder you can write to"));
        };
        crate::recall::remember(crate::recall::Kind::State, &state, "");
        // A team ledger keeps --new states per workspace: learn it first.
        if records.team() {
            records.workspace().await?;
        }
        Ok(FreshSink::new(Arc::clone(records), state, view.key))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pairs(v: &[(&str, &str)]) -> Vec<(String, String)> {
        v.iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect()
    }

    #[test]
    fn pages_carry_page_and_per_page() {
        let source = Source::Candidates {
            params: pairs(&[("skills", "a")]),
        };
        let req = source.request(2, Some(50));
        assert_eq!(req.path, "/candidates/search");
        assert_eq!(
            req.query,
            pairs(&[("skills", "a"), ("page", "2"), ("per_page", "50")])
        );
    }

    #[test]
    fn each_source_pages_within_its_route_and_only_search_spends() {
        let search = Source::Search {
            params: pairs(&[("q", "x")]),
        };
        let jobs = Source::JobsByStatus {
            status: JobStatus::Closed,
        };
        assert_eq!(search.shape().max, 20);
        assert_eq!(search.shape().meter, Some(Meter::Searches));
        assert_eq!(jobs.shape().max, 50);
        assert!(jobs.shape().report.is_none() && jobs.shape().meter.is_none());
        let people = Source::Candidates { params: vec![] };
        assert_eq!(people.shape().report, Some(Field::PerPage));
        assert_eq!(people.shape().default_size, 20);
        let apps = Source::Applications {
            job: "job_1".into(),
            stage: Some("stg_1".into()),
        };
        assert_eq!(apps.request(1, None).path, "/jobs/job_1/applications");
        assert_eq!(apps.shape().default_size, 10);
    }
}
