//! The one pager every list command uses: which page to ask for next, how
//! many records to print, when to stop, and a position that can be saved and
//! restored (for resumable exports). Records stream to the printer as pages
//! arrive.

use std::future::Future;

use serde_json::Value;

use crate::api::types::{AltPage, MainPage, SearchPage};
use crate::guard::{self, Guard};
use crate::output::{Out, Printer, View};
use crate::signals::StopSignals;
use crate::sink::Sink;
use crate::{Error, ErrorKind, Result};
use talent_spec::rate::Meter;

use super::export::Export;
use super::showing::{showing_line, Fetched, PageFlags};

/// How many records a list command fetches.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Take {
    /// One page (the service's default page size unless a size is given).
    OnePage,
    /// Pages until this many records.
    UpTo(u64),
    /// Pages until the end.
    All,
}

impl Take {
    /// The page size to ask for: the user's, else the largest the route allows
    /// when several pages are wanted (fewer requests, fewer quota units), else
    /// none (the service's default).
    pub fn page_size(self, requested: Option<u32>, max: u32) -> Option<u32> {
        match (requested, self) {
            (Some(n), _) => Some(n),
            (None, Take::OnePage) => None,
            (None, Take::UpTo(n)) => Some(n.min(u64::from(max)) as u32),
            (None, Take::All) => Some(max),
        }
    }
}

/// One page as the pager sees it.
#[derive(Debug, Default)]
pub struct Page {
    pub items: Vec<Value>,
    /// Total records across pages, when the service says.
    pub total: Option<u64>,
    /// Records per page, as the service answered.
    pub page_size: Option<u32>,
    /// `ai` / `structured` for search.
    pub kind: Option<String>,
}

impl From<MainPage> for Page {
    fn from(p: MainPage) -> Self {
        Page {
            items: p.results,
            total: p.total_count,
            page_size: p.page_size,
            kind: None,
        }
    }
}

impl From<AltPage> for Page {
    fn from(p: AltPage) -> Self {
        Page {
            items: p.data,
            total: p.total,
            page_size: p.per_page,
            kind: None,
        }
    }
}

impl From<SearchPage> for Page {
    fn from(p: SearchPage) -> Self {
        Page {
            items: p.results,
            total: p.total_count,
            page_size: p.page_size,
            kind: p.search_type,
        }
    }
}

pub use super::export::Position;

/// The paging state machine, free of I/O: ask [`Pager::next_page`], feed the
/// answer to [`Pager::accept`], print what it returns.
#[derive(Debug, Clone)]
pub struct Pager {
    take: Take,
    pos: Position,
    done: bool,
}

impl Pager {
    /// Starts at `first_page` (1-based; 0 is taken as 1).
    pub fn new(take: Take, first_page: u64) -> Self {
        Self::resume(
            take,
            Position {
                next_page: first_page.max(1),
                emitted: 0,
            },
        )
    }

    /// Continues from a saved position.
    pub fn resume(take: Take, pos: Position) -> Self {
        Pager {
            take,
            pos,
            done: matches!(take, Take::UpTo(n) if pos.emitted >= n),
        }
    }

    pub fn position(&self) -> Position {
        self.pos
    }

    /// The page to fetch next, or `None` when the run is complete.
    pub fn next_page(&self) -> Option<u64> {
        (!self.done).then_some(self.pos.next_page)
    }

    /// Takes the answer for [`Pager::next_page`]; returns the records to
    /// print (cut at the limit) and decides whether another page is needed.
    /// The end is known from the total and the page's place in the list,
    /// so no page past the last is ever asked for (a search page costs a
    /// search), whatever page the run started at.
    pub fn accept(&mut self, page: Page, asked_size: Option<u32>) -> Vec<Value> {
        let got = page.items.len() as u64;
        let room = match self.take {
            Take::UpTo(n) => n.saturating_sub(self.pos.emitted),
            _ => u64::MAX,
        };
        let items: Vec<Value> = page
            .items
            .into_iter()
            .take(room.min(got) as usize)
            .collect();
        self.pos.emitted = self.pos.emitted.saturating_add(items.len() as u64);
        let size = u64::from(page.page_size.or(asked_size).unwrap_or(0));
        let through = self
            .pos
            .next_page
            .saturating_sub(1)
            .saturating_mul(size)
            .saturating_add(got);
        let exhausted = got == 0 || page.total.is_some_and(|t| size > 0 && through >= t);
        let satisfied = match self.take {
            Take::OnePage => true,
            Take::UpTo(n) => self.pos.emitted >= n,
            Take::All => false,
        };
        self.done = exhausted || satisfied;
        self.pos.next_page = self.pos.next_page.saturating_add(1);
        items
    }
}

/// A list whose pages spend quota (search): the guard checks the whole run.
pub struct Spending<'a> {
    pub guard: &'a Guard,
    pub meter: Meter,
    /// The service's page size when none is asked for.
    pub default_size: u32,
}

/// What [`stream_pages`] printed, and what the first page said about the
/// whole list (later pages say the same).
#[derive(Debug, Default)]
pub struct Streamed {
    pub printed: u64,
    pub total: Option<u64>,
    pub page_size: Option<u32>,
    pub kind: Option<String>,
}

impl Streamed {
    /// Prints the `Showing …` notice (hidden by `--quiet`). `asked_size` is
    /// the page size sent, used when the service does not echo one.
    pub fn report(
        self,
        sink: &dyn Sink,
        first_page: u64,
        asked_size: Option<u32>,
        flags: PageFlags,
    ) {
        let fetched = Fetched {
            first_page,
            page_size: self.page_size.or(asked_size).unwrap_or(flags.default_size),
            printed: self.printed,
            total: self.total,
            kind: self.kind,
        };
        if let Some(line) = showing_line(&fetched, flags) {
            sink.status(&line);
        }
    }
}

/// One paged list run: where it prints, what it fetches, and (with
/// `--out`) the export whose checkpoint it keeps.
pub struct Listing<'a> {
    pub printer: &'a Printer,
    /// Where the printer writes (stdout or the `--out` file).
    pub out: &'a dyn Out,
    /// Where progress and notices go.
    pub sink: &'a dyn Sink,
    pub view: &'a View,
    pub take: Take,
    pub first_page: u64,
    pub asked_size: Option<u32>,
    pub spend: Option<Spending<'a>>,
    pub export: Option<Export>,
    /// `--new --state NAME`: only records earlier runs did not print; the
    /// state advances when this run succeeds.
    pub fresh: Option<Fresh>,
}

/// A named query's memory of what it printed (`--new --state NAME`).
pub struct Fresh {
    pub records: std::sync::Arc<crate::records::Records>,
    pub state: String,
    /// Ids printed by this run, saved only when it succeeds.
    pub printed: Vec<String>,
    /// Records left out as seen before.
    pub skipped: u64,
}

impl<'a> Listing<'a> {
    /// Only records the named query has not printed before.
    pub fn fresh(mut self, fresh: Option<Fresh>) -> Self {
        self.fresh = fresh;
        self
    }

    /// The pages spend quota: the guard checks the whole run.
    pub fn spending(mut self, spend: Option<Spending<'a>>) -> Self {
        self.spend = spend;
        self
    }

    /// Fetches pages from `first_page` on (or from the export's checkpoint
    /// with `--resume`) and streams each record to the printer as it
    /// arrives (so `-o jsonl` is a live stream). Stops at the end of the
    /// list, at the limit, or after one page. A failure or an interrupt
    /// (SIGINT, SIGTERM) after some pages leaves them written and names the
    /// page to continue from.
    pub async fn run<F, Fut>(self, mut fetch: F) -> Result<Streamed>
    where
        F: FnMut(u64) -> Fut,
        Fut: Future<Output = Result<Page>>,
    {
        let Listing {
            printer,
            out: dest,
            sink,
            view,
            take,
            first_page,
            asked_size,
            spend,
            mut export,
            mut fresh,
        } = self;
        // A team ledger keeps --new states per workspace: learn it first.
        if let Some(f) = fresh.as_ref().filter(|f| f.records.team()) {
            f.records.workspace().await?;
        }
        let mut pager = Pager::new(take, first_page);
        let mut out = printer.list_to(dest, view);
        if let Some(ex) = export.as_mut() {
            if let Some(pos) = ex.start(dest, sink, view.key, printer.columns_of(view))? {
                if ex.is_complete() {
                    // The file is whole (its list closed): nothing to fetch.
                    return Ok(Streamed {
                        printed: pos.emitted,
                        ..Streamed::default()
                    });
                }
                pager = Pager::resume(take, pos);
                out.resumed(pos.emitted);
            }
        }
        let first_page = pager.position().next_page;
        let mut first: Option<Streamed> = None;
        // A run of a known number of pages is checked by the guard up front.
        if let (Some(sp), Take::UpTo(n)) = (&spend, take) {
            let size = u64::from(asked_size.unwrap_or(sp.default_size).max(1));
            let left = n.saturating_sub(pager.position().emitted);
            sp.guard
                .quote(sp.meter, left.div_ceil(size), guard::Then::Ask)
                .await?;
        }
        let resumable = export.is_some();
        let continue_with = |n: u64| match resumable {
            true => "continue with --resume".to_string(),
            false => format!("continue with --page {n}"),
        };
        let mut stop = StopSignals::install().ok();
        // This run writes what it fetched on a stop signal: it owns them.
        let _owned = crate::signals::own();
        // Spends of a run of pages are told in one line at its end (after
        // the bar is cleared: this is dropped after it).
        let _batch = spend
            .as_ref()
            .filter(|_| take != Take::OnePage)
            .map(|sp| EndBatch::new(sp.guard));
        // One page (or a limit one page holds) needs no bar.
        let one_page = match take {
            Take::OnePage => true,
            Take::UpTo(n) => asked_size.is_some_and(|size| n <= u64::from(size)),
            Take::All => false,
        };
        let bar = sink.progress(None, one_page);
        let started = std::time::Instant::now();
        while let Some(n) = pager.next_page() {
            bar.set_message(progress_text(
                n,
                pager.position().emitted,
                first.as_ref().and_then(|f| f.total),
                spend.as_ref().map(|sp| (sp.meter, sp.guard.paced())),
                n.saturating_sub(first_page),
                started.elapsed(),
            ));
            bar.tick();
            let fetched = match stop.as_mut() {
                Some(signals) => tokio::select! {
                    page = fetch(n) => page,
                    _ = signals.recv() => Err(Error::new(ErrorKind::Interrupted, "interrupted")),
                },
                None => fetch(n).await,
            };
            let mut page = match fetched {
                Ok(page) => page,
                // The run's budget is spent: stop cleanly, like at a --limit.
                // (The run ends well, so an --out file is put in place and its
                // checkpoint dropped: the next pages are a new run from --page.)
                Err(e) if guard::is_budget(&e) && first.is_some() => {
                    if let Some(sp) = &spend {
                        sink.warn(&format!(
                            "stopped at this run's budget ({}); continue with --page {n}",
                            crate::meter::words(sp.meter).budget_flag
                        ));
                    }
                    break;
                }
                Err(e) => {
                    // Nothing fetched is lost: what came before is written
                    // (a JSON array closes), then the run fails naming the
                    // page; the checkpoint of the last whole page stays.
                    drop(bar);
                    if first.is_some() || pager.position().emitted > 0 {
                        out.finish()?;
                        return Err(failed_at(e, n, &continue_with(n)));
                    }
                    return Err(e);
                }
            };
            if first.is_none() && take == Take::All {
                // An --all run learns its size from the first page.
                if let (Some(sp), Some(total)) = (&spend, page.total) {
                    let size = u64::from(
                        page.page_size
                            .or(asked_size)
                            .unwrap_or(sp.default_size)
                            .max(1),
                    );
                    let pages = total.div_ceil(size);
                    sp.guard
                        .quote(sp.meter, pages.saturating_sub(n), guard::Then::Ask)
                        .await?;
                }
            }
            if first.is_none() {
                first = Some(Streamed {
                    printed: 0,
                    total: page.total,
                    page_size: page.page_size,
                    kind: page.kind.take(),
                });
            }
            for item in pager.accept(page, asked_size) {
                if let Some(ex) = export.as_mut() {
                    if ex.seen(&item)? {
                        continue;
                    }
                }
                if let Some(f) = fresh.as_mut() {
                    let id = view
                        .key
                        .and_then(|k| crate::output::fields::lookup_path(&item, k))
                        .and_then(|v| v.as_str().map(str::to_string));
                    if let Some(id) = id {
                        if f.records.was_seen(&f.state, &id)? {
                            f.skipped += 1;
                            continue;
                        }
                        f.printed.push(id);
                    }
                }
                out.push(&item)?;
            }
            if let Some(ex) = export.as_mut() {
                ex.save(dest, pager.position())?;
            }
        }
        drop(bar);
        out.finish()?;
        if let Some(ex) = export.as_mut() {
            ex.done(dest, pager.position())?;
        }
        // Only a run that got to the end moves the named query on: a failed
        // cron run repeats rather than skips.
        if let Some(f) = &fresh {
            f.records.mark_seen(&f.state, &f.printed)?;
            sink.status(&format!(
                "{} new, {} seen before (state {:?})",
                f.printed.len(),
                f.skipped,
                f.state
            ));
        }
        Ok(Streamed {
            printed: pager.position().emitted,
            ..first.unwrap_or_default()
        })
    }
}

/// Runs `look` once, or with `every` (`--watch`) again after each interval
/// until Ctrl-C or SIGTERM.
pub async fn each_look(
    sink: &dyn Sink,
    every: Option<std::time::Duration>,
    mut look: impl AsyncFnMut() -> Result<()>,
) -> Result<()> {
    loop {
        look().await?;
        match every {
            Some(interval) if next_look(sink, interval).await? => continue,
            _ => return Ok(()),
        }
    }
}

/// `--watch`: waits `interval` before the next look; `false` when Ctrl-C
/// or SIGTERM came first (the watch ends, exit 0).
pub async fn next_look(sink: &dyn Sink, interval: std::time::Duration) -> Result<bool> {
    let mut stop = StopSignals::install()?;
    let _owned = crate::signals::own();
    sink.status(&format!(
        "watching: next look in {} (Ctrl-C stops)",
        crate::api::retry::human(interval)
    ));
    Ok(tokio::select! {
        _ = tokio::time::sleep(interval) => true,
        _ = stop.recv() => false,
    })
}

/// The bar's text: the page, records so far (of the total), what the run
/// spent and waited for the rate limits, and the time left at the pace so far.
fn progress_text(
    page: u64,
    records: u64,
    total: Option<u64>,
    spend: Option<(Meter, std::time::Duration)>,
    pages_done: u64,
    elapsed: std::time::Duration,
) -> String {
    let meter = spend.map(|(m, _)| m);
    let mut text = format!("page {page} · {records}");
    if let Some(t) = total {
        text.push_str(&format!(" of {t}"));
    }
    text.push_str(" records");
    if let Some(m) = meter.filter(|_| pages_done > 0) {
        let noun = crate::meter::words(m).name;
        text.push_str(&format!(" · {pages_done} {noun} spent"));
    }
    if let Some((_, paced)) = spend.filter(|(_, p)| p.as_secs() > 0) {
        text.push_str(&format!(
            " · waited {} for rate limits",
            human_secs(paced.as_secs_f64())
        ));
    }
    if let (Some(t), true) = (total, records > 0 && pages_done > 0) {
        let per_record = elapsed.as_secs_f64() / records as f64;
        let left = t.saturating_sub(records) as f64 * per_record;
        text.push_str(&format!(" · about {} left", human_secs(left)));
    }
    text
}

fn human_secs(s: f64) -> String {
    let s = s.round() as u64;
    match s {
        0..=59 => format!("{s}s"),
        60..=3599 => format!("{}m{:02}s", s / 60, s % 60),
        _ => format!("{}h{:02}m", s / 3600, (s % 3600) / 60),
    }
}

/// The error of a page after others were written: which page, and how to go on.
fn failed_at(mut e: Error, page: u64, how: &str) -> Error {
    e.message = format!(
        "page {page} failed (the pages before it were written): {}",
        e.message
    );
    e.hint = Some(match e.hint.take() {
        Some(h) => format!("{h}; then {how}"),
        None => how.to_string(),
    });
    e
}

/// Ends the guard's batch however the run ends.
struct EndBatch<'a>(&'a Guard);

impl<'a> EndBatch<'a> {
    fn new(guard: &'a Guard) -> Self {
        guard.begin_batch();
        EndBatch(guard)
    }
}

impl Drop for EndBatch<'_> {
    fn drop(&mut self) {
        self.0.end_batch();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;
    use serde_json::json;

    fn page(n: usize, total: u64, size: u32) -> Page {
        Page {
            items: (0..n).map(|i| json!(i)).collect(),
            total: Some(total),
            page_size: Some(size),
            kind: None,
        }
    }

    #[test]
    fn page_size_grows_only_when_several_pages_are_wanted() {
        assert_eq!(Take::OnePage.page_size(None, 20), None);
        assert_eq!(Take::UpTo(5).page_size(None, 20), Some(5));
        assert_eq!(Take::UpTo(500).page_size(None, 20), Some(20));
        assert_eq!(Take::All.page_size(Some(7), 20), Some(7));
    }

    /// Regression: `--page 2 --all` asked for one extra, empty page, since
    /// the records before the first page were not counted.
    #[test]
    fn starting_at_page_two_asks_for_no_page_past_the_last() {
        let mut p = Pager::new(Take::All, 2);
        assert_eq!(p.next_page(), Some(2));
        assert_eq!(p.accept(page(10, 25, 10), Some(10)).len(), 10);
        assert_eq!(p.next_page(), Some(3));
        assert_eq!(p.accept(page(5, 25, 10), Some(10)).len(), 5);
        assert_eq!(p.next_page(), None);
    }

    #[test]
    fn a_limit_cuts_the_last_page_and_stops() {
        let mut p = Pager::new(Take::UpTo(15), 1);
        assert_eq!(p.accept(page(10, 100, 10), None).len(), 10);
        assert_eq!(p.accept(page(10, 100, 10), None).len(), 5);
        assert_eq!(p.next_page(), None);
        assert_eq!(
            p.position(),
            Position {
                next_page: 3,
                emitted: 15
            }
        );
    }

    #[test]
    fn a_position_saved_and_restored_continues_where_it_stopped() {
        let mut p = Pager::new(Take::All, 1);
        p.accept(page(10, 30, 10), None);
        let saved = serde_json::to_string(&p.position()).unwrap();
        let mut q = Pager::resume(Take::All, serde_json::from_str(&saved).unwrap());
        assert_eq!(q.next_page(), Some(2));
        q.accept(page(10, 30, 10), None);
        q.accept(page(10, 30, 10), None);
        assert_eq!(q.next_page(), None);
        assert_eq!(q.position().emitted, 30);
    }

    #[test]
    fn the_bar_says_pages_records_cost_waits_and_time_left() {
        use std::time::Duration;
        assert_eq!(
            progress_text(
                1,
                0,
                None,
                Some((Meter::Searches, Duration::ZERO)),
                0,
                Duration::ZERO
            ),
            "page 1 · 0 records"
        );
        assert_eq!(
            progress_text(
                3,
                40,
                Some(100),
                Some((Meter::Searches, Duration::from_secs(12))),
                2,
                Duration::from_secs(8)
            ),
            "page 3 · 40 of 100 records · 2 searches spent · waited 12s for rate limits · about 12s left"
        );
        assert_eq!(
            progress_text(2, 20, Some(5000), None, 1, Duration::from_secs(20)),
            "page 2 · 20 of 5000 records · about 1h23m left"
        );
    }

    #[test]
    fn page_numbers_never_wrap() {
        let mut p = Pager::new(Take::All, u64::MAX);
        p.accept(page(1, u64::MAX, 1), Some(1));
        assert_eq!(p.position().next_page, u64::MAX);
    }

    proptest! {
        /// Whatever the list's length, page size, start and limit: the pager
        /// never asks past the last page, never emits more than the limit,
        /// and emits every record from its start up to the limit.
        #[test]
        fn pages_cover_the_list_exactly(
            total in 0u64..200, size in 1u32..25, start in 1u64..12, limit in proptest::option::of(1u64..300)
        ) {
            let take = limit.map_or(Take::All, Take::UpTo);
            let mut p = Pager::new(take, start);
            let mut asked = Vec::new();
            let mut emitted = 0u64;
            while let Some(n) = p.next_page() {
                prop_assert!(asked.len() < 1000);
                asked.push(n);
                let from = (n - 1) * u64::from(size);
                let count = total.saturating_sub(from).min(u64::from(size));
                emitted += p.accept(page(count as usize, total, size), Some(size)).len() as u64;
            }
            let available = total.saturating_sub((start - 1) * u64::from(size));
            prop_assert_eq!(emitted, limit.map_or(available, |l| l.min(available)));
            let last_needed = if available == 0 { start } else { (total - 1) / u64::from(size) + 1 };
            prop_assert!(asked.iter().all(|&n| n <= last_needed.max(start)), "{:?}", asked);
        }
    }
}
