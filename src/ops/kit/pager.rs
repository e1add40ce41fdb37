//! The one pager every list command uses: which page to ask for next, how
//! many records to print, when to stop, and a position that can be saved and
//! restored (for resumable exports). Records stream to the printer as pages
//! arrive.

use std::future::Future;

use serde_json::Value;

use crate::api::types::{AltPage, MainPage, SearchPage};
use crate::guard::{self, Guard};
use crate::output::ListWriter;
use crate::signals::StopSignals;
use crate::sink::Sink;
use crate::{Error, ErrorKind, Result};
use talent_spec::rate::Meter;

use super::field::{Field, Words};
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
            (None, Take::UpTo(_)) => Some(max),
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

pub use super::export::{HeldPage, Position};

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

    /// Continues after a page saved with the run: `last` when it was the
    /// list's last (the end is known from that page, not asked for again).
    pub fn after(take: Take, pos: Position, last: bool) -> Self {
        let mut p = Self::resume(take, pos);
        p.done |= last;
        p
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

impl Pager {
    /// [`Pager::accept`] as a page to write: its records and where the run
    /// stands before and after it.
    pub fn accept_page(&mut self, page: Page, asked_size: Option<u32>) -> HeldPage {
        let before = self.position();
        let items = self.accept(page, asked_size);
        HeldPage {
            before,
            items,
            after: self.position(),
            last: self.next_page().is_none(),
        }
    }
}

/// Where a run starts, as its sinks decide in [`ListSink::begin`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Start {
    /// From the first page asked for.
    Fresh,
    /// From a saved position (a resumed export).
    Resume(Position),
    /// Every page was fetched before: nothing is fetched.
    Complete(Position),
    /// Every page was written before, only the sinks' closing was left:
    /// nothing is fetched, the sinks finish.
    Closing(Position),
}

/// How a run ended, as its sinks hear it in [`ListSink::finish`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum End {
    /// The list was fetched to its end, limit or budget.
    Complete(Position),
    /// A page failed or a signal came; `wrote` when records had arrived.
    Failed { wrote: bool },
}

/// What a paged run hands its records to, in the manner of ripgrep's
/// `Sink`: the printer, the `--out` export, the `--new` state. The runner
/// calls `begin` once, `record` for each record (a sink that answers
/// `false` keeps it from the sinks after it), `page_done` after each page
/// whose records all went through (`page_failed` when a write failed), and
/// `finish` once (in reverse order, so
/// the printer closes its output before the export records it whole).
pub trait ListSink {
    fn begin(&mut self, start: &mut Start, notices: &dyn Sink) -> Result<()> {
        let _ = (start, notices);
        Ok(())
    }
    fn record(&mut self, record: &Value) -> Result<bool> {
        let _ = record;
        Ok(true)
    }
    /// `last`: the page was the list's last.
    fn page_done(&mut self, at: Position, last: bool) -> Result<()> {
        let _ = (at, last);
        Ok(())
    }
    /// A fetched page did not reach every sink (a write failed): a sink
    /// that can keep it for the next run (an export's checkpoint) does,
    /// and says so.
    fn page_failed(&mut self, page: &HeldPage) -> Result<bool> {
        let _ = page;
        Ok(false)
    }
    /// A page an earlier run fetched and kept unwritten (read in `begin`):
    /// the runner writes it before it fetches anything.
    fn held(&mut self) -> Option<HeldPage> {
        None
    }
    fn finish(&mut self, end: End, notices: &dyn Sink) -> Result<()> {
        let _ = (end, notices);
        Ok(())
    }
    /// Whether a run that failed continues with `--resume` (a checkpoint
    /// was kept) rather than `--page`.
    fn resumable(&self) -> bool {
        false
    }
}

/// The printer as a sink: records stream out as pages arrive (so `-o jsonl`
/// is a live stream); a JSON array closes however the run ends, once
/// anything arrived.
pub struct PrintSink<'a>(Option<ListWriter<'a>>);

impl<'a> PrintSink<'a> {
    pub fn new(writer: ListWriter<'a>) -> Self {
        PrintSink(Some(writer))
    }
}

impl ListSink for PrintSink<'_> {
    fn begin(&mut self, start: &mut Start, _: &dyn Sink) -> Result<()> {
        if let (Start::Resume(at) | Start::Closing(at), Some(w)) = (start, self.0.as_mut()) {
            w.resumed(at.emitted);
        }
        Ok(())
    }
    fn record(&mut self, record: &Value) -> Result<bool> {
        if let Some(w) = self.0.as_mut() {
            w.push(record)?;
        }
        Ok(true)
    }
    fn finish(&mut self, end: End, _: &dyn Sink) -> Result<()> {
        match (end, self.0.take()) {
            (End::Failed { wrote: false }, _) | (_, None) => Ok(()),
            (_, Some(w)) => w.finish(),
        }
    }
}

/// A list whose pages spend quota (search): the guard checks the whole run.
pub struct Spending<'a> {
    pub guard: &'a Guard,
    pub meter: Meter,
    /// The service's page size when none is asked for.
    pub default_size: u32,
}

/// What [`Listing::run`] printed, and what the first page said about the
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

/// One paged list run: what it fetches, the sinks its records go to (in
/// order), and where progress and notices go.
pub struct Listing<'a> {
    pub notices: &'a dyn Sink,
    /// The front end's words for the fields a notice names.
    pub words: Words,
    pub take: Take,
    pub first_page: u64,
    pub asked_size: Option<u32>,
    pub spend: Option<Spending<'a>>,
    pub sinks: Vec<Box<dyn ListSink + 'a>>,
}

impl Listing<'_> {
    /// Fetches pages from `first_page` on (or where a sink's `begin` says:
    /// a resumed export) and hands each record to the sinks. Stops at the
    /// end of the list, at the limit, after one page, or at the run's
    /// budget. A failure or an interrupt (SIGINT, SIGTERM) after some pages
    /// leaves them written and names the page to continue from.
    pub async fn run<F, Fut>(self, mut fetch: F) -> Result<Streamed>
    where
        F: FnMut(u64) -> Fut,
        Fut: Future<Output = Result<Page>>,
    {
        let Listing {
            notices,
            words,
            take,
            first_page,
            asked_size,
            spend,
            sinks,
        } = self;
        let mut sinks = Sinks {
            sinks,
            notices,
            words,
        };
        let mut pager = match sinks.start(take, first_page)? {
            Ok(pager) => pager,
            Err(at) => return Ok(Streamed::ended_at(at, None)),
        };
        let budget = Budget::start(spend.as_ref(), take, asked_size);
        budget.before(pager.position()).await?;
        let mut bar = Bar::new(notices, pager.position(), &budget);
        let mut stop = StopSignals::install().ok();
        // This run writes what it fetched on a stop signal: it owns them.
        let _owned = crate::signals::own();
        let mut first: Option<Streamed> = None;
        while let Some(n) = pager.next_page() {
            bar.show(n, pager.position().emitted, first.as_ref());
            let mut page = match until_stopped(&mut stop, fetch(n)).await {
                Ok(page) => page,
                Err(e) if first.is_some() && budget.ends_well(&e, n, notices, words) => break,
                Err(e) => {
                    bar.clear();
                    let wrote = first.is_some() || pager.position().emitted > 0;
                    sinks.finish(End::Failed { wrote })?;
                    return Err(failed_at(e, n, wrote, sinks.resumable(), words));
                }
            };
            if first.is_none() {
                budget.first_page(&page, n).await?;
                first = Some(Streamed::first(&mut page));
            }
            let held = pager.accept_page(page, asked_size);
            if let Err(e) = sinks.write_page(held, |e, kept| write_failed(e, n, kept, words)) {
                bar.clear();
                return Err(e);
            }
        }
        bar.clear();
        sinks.finish(End::Complete(pager.position()))?;
        Ok(Streamed::ended_at(pager.position(), first))
    }
}

impl Streamed {
    /// What the first page says about the whole list.
    fn first(page: &mut Page) -> Streamed {
        Streamed {
            printed: 0,
            total: page.total,
            page_size: page.page_size,
            kind: page.kind.take(),
        }
    }

    fn ended_at(at: Position, first: Option<Streamed>) -> Streamed {
        Streamed {
            printed: at.emitted,
            ..first.unwrap_or_default()
        }
    }
}

/// A run's sinks, in the order records pass them.
struct Sinks<'a> {
    sinks: Vec<Box<dyn ListSink + 'a>>,
    notices: &'a dyn Sink,
    words: Words,
}

impl Sinks<'_> {
    /// Where the run starts (a sink's `begin` may move it), after a page
    /// an earlier run fetched and could not write is written (never
    /// fetched, and paid for, again). `Err(at)`: every page was fetched
    /// before, nothing is to be fetched or finished.
    fn start(
        &mut self,
        take: Take,
        first_page: u64,
    ) -> Result<std::result::Result<Pager, Position>> {
        let mut pager = match self.begin()? {
            Start::Complete(at) => return Ok(Err(at)),
            Start::Closing(at) => Pager::after(take, at, true),
            Start::Resume(at) => Pager::resume(take, at),
            Start::Fresh => Pager::new(take, first_page),
        };
        if let Some(held) = self.held() {
            pager = Pager::after(take, held.after, held.last);
            let w = self.words;
            self.write_page(held, |e, kept| held_page_failed(e, kept, w))?;
        }
        Ok(Ok(pager))
    }

    fn begin(&mut self) -> Result<Start> {
        let mut start = Start::Fresh;
        for s in &mut self.sinks {
            s.begin(&mut start, self.notices)?;
        }
        Ok(start)
    }

    fn record(&mut self, record: &Value) -> Result<()> {
        for s in &mut self.sinks {
            if !s.record(record)? {
                break;
            }
        }
        Ok(())
    }

    /// Hands a fetched page's records to the sinks, then says the page is
    /// done; when a write fails, each sink may keep the page (`failed`
    /// words the error, told whether one did).
    fn write_page(
        &mut self,
        page: HeldPage,
        failed: impl FnOnce(Error, bool) -> Error,
    ) -> Result<()> {
        let wrote = page
            .items
            .iter()
            .try_for_each(|item| self.record(item))
            .and_then(|()| {
                self.sinks
                    .iter_mut()
                    .try_for_each(|s| s.page_done(page.after, page.last))
            });
        let Err(e) = wrote else {
            return Ok(());
        };
        let mut kept = false;
        for s in &mut self.sinks {
            match s.page_failed(&page) {
                Ok(k) => kept |= k,
                Err(why) => self.notices.warn(&format!(
                    "the page fetched could not be kept for {} either ({}); it will be fetched again",
                    (self.words)(Field::Resume),
                    why.message.trim_end_matches('.')
                )),
            }
        }
        Err(failed(e, kept))
    }

    /// The page an earlier run kept, if a sink has one.
    fn held(&mut self) -> Option<HeldPage> {
        self.sinks.iter_mut().find_map(|s| s.held())
    }

    fn finish(&mut self, end: End) -> Result<()> {
        let notices = self.notices;
        self.sinks
            .iter_mut()
            .rev()
            .try_for_each(|s| s.finish(end, notices))
    }

    /// Whether a failed run continues with `--resume` (an export keeps its
    /// checkpoint) rather than `--page`.
    fn resumable(&self) -> bool {
        self.sinks.iter().any(|s| s.resumable())
    }
}

/// The run's budget as one check: the guard judges a run of a known number
/// of pages up front (an `--all` run once its first page says how many), a
/// run that reaches its budget ends well (like at a `--limit`: an `--out`
/// file is put in place, the next pages are a new run from `--page`), and
/// the spends of a run of pages are told in one line at its end.
struct Budget<'a> {
    spend: Option<&'a Spending<'a>>,
    take: Take,
    asked_size: Option<u32>,
}

impl<'a> Budget<'a> {
    fn start(spend: Option<&'a Spending<'a>>, take: Take, asked_size: Option<u32>) -> Self {
        let budget = Budget {
            spend,
            take,
            asked_size,
        };
        if let Some(sp) = budget.batched() {
            sp.guard.begin_batch();
        }
        budget
    }

    fn batched(&self) -> Option<&Spending<'a>> {
        self.spend.filter(|_| self.take != Take::OnePage)
    }

    async fn before(&self, at: Position) -> Result<()> {
        if let (Some(sp), Take::UpTo(n)) = (self.spend, self.take) {
            let size = u64::from(self.asked_size.unwrap_or(sp.default_size).max(1));
            let left = n.saturating_sub(at.emitted);
            let pages = left.div_ceil(size);
            ask_plan(sp, pages, format!("{pages} pages of {size}")).await?;
            sp.guard
                .quote(sp.meter, pages, crate::guard::Then::Ask)
                .await?;
        }
        Ok(())
    }

    async fn first_page(&self, page: &Page, n: u64) -> Result<()> {
        if let (Some(sp), Take::All, Some(total)) = (self.spend, self.take, page.total) {
            let size = page
                .page_size
                .or(self.asked_size)
                .unwrap_or(sp.default_size);
            let pages = total.div_ceil(u64::from(size.max(1)));
            let more = pages.saturating_sub(n);
            ask_plan(
                sp,
                more,
                format!("{total} results: {pages} pages of {size}, {more} still to fetch"),
            )
            .await?;
            sp.guard
                .quote(sp.meter, more, crate::guard::Then::Ask)
                .await?;
        }
        Ok(())
    }

    /// Whether `e` is this run's budget spent at page `n` (said in a warning).
    fn ends_well(&self, e: &Error, n: u64, notices: &dyn Sink, w: Words) -> bool {
        if !guard::is_budget(e) {
            return false;
        }
        if let Some(sp) = self.spend {
            notices.warn(&format!(
                "stopped at this run's budget ({}); continue with {} {n}",
                crate::meter::words(sp.meter).budget_flag,
                w(Field::Page)
            ));
        }
        true
    }

    /// The meter the run spends and the time it waited for rate limits.
    fn spent(&self) -> Option<(Meter, std::time::Duration)> {
        self.spend.map(|sp| (sp.meter, sp.guard.pacing().waited))
    }
}

impl Drop for Budget<'_> {
    fn drop(&mut self) {
        if let Some(sp) = self.batched() {
            sp.guard.end_batch();
        }
    }
}

/// A run planned to spend more than 10 searches asks once with its plan
/// (`ask = "spends"`, on a terminal): its pages, the searches, the least
/// time the rate limits allow.
async fn ask_plan(sp: &Spending<'_>, searches: u64, pages: String) -> Result<()> {
    if sp.meter != Meter::Searches || searches <= guard::PLANNED_SEARCHES_ASKED {
        return Ok(());
    }
    let least = guard::least_time(searches)
        .map(|t| format!(", at least {t} at the rate limits"))
        .unwrap_or_default();
    sp.guard
        .ask_first(guard::First {
            cost: guard::Cost::Meter(sp.meter, searches),
            kind: guard::Kind::Spend,
            approved: guard::Approved::default(),
            plan: Some(format!("this run plans {pages}{least}")),
        })
        .await
}

/// The progress line as one check: shown before each page, cleared before
/// the run's last words (an error line is never printed under it). One
/// page (or a limit one page holds) needs none.
struct Bar<'b> {
    bar: Option<Box<dyn crate::sink::Progress>>,
    first_page: u64,
    started: std::time::Instant,
    budget: &'b Budget<'b>,
    /// When each page of this run arrived, from `started`.
    arrivals: Vec<std::time::Duration>,
}

impl<'b> Bar<'b> {
    fn new(notices: &dyn Sink, at: Position, budget: &'b Budget<'b>) -> Self {
        let one_page = match budget.take {
            Take::OnePage => true,
            Take::UpTo(n) => budget.asked_size.is_some_and(|size| n <= u64::from(size)),
            Take::All => false,
        };
        Bar {
            bar: Some(notices.progress(None, one_page)),
            first_page: at.next_page,
            started: std::time::Instant::now(),
            budget,
            arrivals: Vec::new(),
        }
    }

    fn show(&mut self, page: u64, records: u64, first: Option<&Streamed>) {
        let elapsed = self.started.elapsed();
        let done = page.saturating_sub(self.first_page);
        while (self.arrivals.len() as u64) < done {
            self.arrivals.push(elapsed);
        }
        let left = first.and_then(|f| self.time_left(records, f, elapsed));
        if let Some(bar) = &self.bar {
            bar.set_message(progress_text(
                page,
                records,
                first.and_then(|f| f.total),
                self.budget.spent(),
                done,
                left,
            ));
            bar.tick();
        }
    }

    /// The time until the last page arrives: the pages still to fetch (for
    /// `--limit`, those its records need, not every hit), each no sooner
    /// than a page's fetch takes and, for a list that spends, than the rate
    /// limit's window frees a slot (`RateClass::Search`: 10 a window).
    fn time_left(
        &self,
        records: u64,
        first: &Streamed,
        elapsed: std::time::Duration,
    ) -> Option<std::time::Duration> {
        let size = u64::from(
            first
                .page_size
                .or(self.budget.asked_size)
                .or(self.budget.spend.map(|s| s.default_size))?
                .max(1),
        );
        let wanted = match (self.budget.take, first.total) {
            (Take::UpTo(n), Some(t)) => n.min(t),
            (Take::UpTo(n), None) => n,
            (Take::All, Some(t)) => t,
            _ => return None,
        };
        let pages_left = wanted.saturating_sub(records).div_ceil(size);
        let done = self.arrivals.len() as u32;
        if done == 0 {
            return None;
        }
        // A page's fetch: the median gap between this run's pages (a wait
        // for the window is one long gap among short ones; the first page
        // also carries the run's start), else the first page's time.
        let fetch = if done >= 2 {
            let mut gaps: Vec<std::time::Duration> = self
                .arrivals
                .windows(2)
                .map(|w| w[1].saturating_sub(w[0]))
                .collect();
            gaps.sort();
            gaps[gaps.len() / 2]
        } else {
            let paced = self.budget.spent().map(|(_, p)| p).unwrap_or_default();
            elapsed.saturating_sub(paced)
        };
        let window = self.budget.spend.map(|sp| {
            (
                talent_spec::rate::RateClass::Search.limit() as usize,
                sp.guard.pacing().slot_span,
            )
        });
        Some(
            paced_arrival(&self.arrivals, elapsed, pages_left, fetch, window)
                .saturating_sub(elapsed),
        )
    }

    fn clear(&mut self) {
        self.bar = None;
    }
}

/// `work`, unless SIGINT or SIGTERM comes first.
async fn until_stopped<T>(
    stop: &mut Option<StopSignals>,
    work: impl Future<Output = Result<T>>,
) -> Result<T> {
    match stop.as_mut() {
        Some(signals) => tokio::select! {
            // A wait that heard the signal itself (a team ledger that never
            // answers) fails for it: the page was stopped, not refused.
            done = work => match done {
                Err(e) if e.kind != ErrorKind::Interrupted && crate::signals::stop_requested() => {
                    Err(Error::new(ErrorKind::Interrupted, "interrupted"))
                }
                other => other,
            },
            _ = signals.recv() => Err(Error::new(ErrorKind::Interrupted, "interrupted")),
        },
        None => work.await,
    }
}

/// Runs `look` once, or with `every` (`--watch`) again after each interval
/// until Ctrl-C or SIGTERM.
pub async fn each_look(
    sink: &dyn Sink,
    every: Option<std::time::Duration>,
    mut look: impl AsyncFnMut() -> Result<()>,
) -> Result<()> {
    let mut watching = false;
    loop {
        match look().await {
            // Ctrl-C is how a watch ends: one that cuts a later look ends
            // it as one between looks does (exit 0), saying what the cut
            // look left (a request the service may have counted).
            Err(e) if watching && e.kind == ErrorKind::Interrupted => {
                sink.warn(&format!("the watch stopped during a look: {}", e.message));
                if let Some(hint) = &e.hint {
                    sink.hint(hint);
                }
                return Ok(());
            }
            done => done?,
        }
        match every {
            Some(interval) if next_look(sink, interval).await? => watching = true,
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

/// When the last of `pages_left` more pages arrives (from the run's
/// start), given when this run's pages arrived: each a `fetch` after the
/// one before, and, under a rate limit of `limit` requests a sliding
/// `span`, a span after the page `limit` places before it.
fn paced_arrival(
    arrivals: &[std::time::Duration],
    now: std::time::Duration,
    pages_left: u64,
    fetch: std::time::Duration,
    window: Option<(usize, std::time::Duration)>,
) -> std::time::Duration {
    let mut times: Vec<std::time::Duration> = arrivals.to_vec();
    let mut last = now;
    for _ in 0..pages_left.min(100_000) {
        let mut next = last + fetch;
        if let Some((limit, span)) = window.filter(|(l, _)| *l > 0) {
            if let Some(before) = times.len().checked_sub(limit).map(|i| times[i]) {
                next = next.max(before + span);
            }
        }
        times.push(next);
        last = next;
    }
    last
}

/// The bar's text: the page, records so far (of the total), what the run
/// spent and waited for the rate limits, and the time left at the limits'
/// pace (see [`Bar::time_left`]).
fn progress_text(
    page: u64,
    records: u64,
    total: Option<u64>,
    spend: Option<(Meter, std::time::Duration)>,
    pages_done: u64,
    left: Option<std::time::Duration>,
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
    if let Some(left) = left.filter(|_| records > 0 && pages_done > 0) {
        text.push_str(&format!(" · about {} left", human_secs(left.as_secs_f64())));
    }
    text
}

/// The least time `pages` requests take under a limit of `per_window`
/// requests a `window` (a sliding window that starts empty): the first
/// `per_window` go at once, each later batch a window after the one before.
pub fn least_time(pages: u64, per_window: u32, window: std::time::Duration) -> std::time::Duration {
    let batches = pages.div_ceil(u64::from(per_window.max(1)));
    window * batches.saturating_sub(1).min(u64::from(u32::MAX)) as u32
}

/// A dry run's plan of a list that spends (cli.md's *A dry run*): its
/// pages, what they spend and the least time the rate limit allows at the
/// real clock (`100 pages = 100 searches, at least 9 min at 10 a minute`).
/// `pages` is `None` for `--all`, whose length only its first page tells.
pub fn plan_line(pages: Option<u64>, meter: Meter, per_minute: u32, page_size: u32) -> String {
    let words = crate::meter::words(meter);
    let Some(pages) = pages else {
        return format!(
            "plan: every page of the search, {page_size} a page, one {} each ({} a minute; \
             at least 1 min for each {per_minute} pages after the first {per_minute}); \
             the first page tells how many",
            words.one, per_minute
        );
    };
    let noun = if pages == 1 { "page" } else { "pages" };
    let spend = words.count(pages as i64);
    let least = least_time(pages, per_minute, std::time::Duration::from_secs(60));
    if least.is_zero() {
        format!("plan: {pages} {noun} = {spend}, no wait at {per_minute} a minute")
    } else {
        format!(
            "plan: {pages} {noun} = {spend}, at least {} at {per_minute} a minute",
            minutes(least)
        )
    }
}

/// A wait of whole minutes as a person reads it (`9 min`, `1 h 40 min`).
fn minutes(d: std::time::Duration) -> String {
    let m = d.as_secs().div_ceil(60);
    match (m / 60, m % 60) {
        (0, m) => format!("{m} min"),
        (h, 0) => format!("{h} h"),
        (h, m) => format!("{h} h {m} min"),
    }
}

/// Seconds as the bar shows them: whole (at least one), in the tool's one
/// duration style.
fn human_secs(s: f64) -> String {
    crate::api::retry::human(std::time::Duration::from_secs(s.round().max(1.0) as u64))
}

/// A page fetched and not written (its write failed): kept (an export's
/// checkpoint holds it), `--resume` writes it without fetching it again.
fn write_failed(mut e: Error, page: u64, kept: bool, w: Words) -> Error {
    if !kept {
        return e;
    }
    e.message = format!(
        "page {page} was fetched and could not be written: {}",
        e.message
    );
    let how = format!(
        "then continue with {}, which writes it without fetching it again",
        w(Field::Resume)
    );
    e.hint = Some(match e.hint.take() {
        Some(h) => format!("{h}; {how}"),
        None => format!("make room for the file (a full disk, a file-size limit?); {how}"),
    });
    e
}

/// A page an earlier run kept could not be written this time either.
fn held_page_failed(e: Error, kept: bool, w: Words) -> Error {
    let then = format!("make room, then continue with {}", w(Field::Resume));
    let how = match kept {
        true => format!("the page is still kept: {then}"),
        false => then,
    };
    let hint = match &e.hint {
        Some(h) => format!("{h}; {how}"),
        None => how,
    };
    e.with_hint(hint)
}

/// The error of page `page`: after others were written, it names the page
/// and how to go on (nothing fetched is lost: what came before is written,
/// a JSON array closed, an export's checkpoint of the last whole page kept).
fn failed_at(mut e: Error, page: u64, wrote: bool, resumable: bool, w: Words) -> Error {
    if !wrote {
        return e;
    }
    let how = match resumable {
        true => format!("continue with {}", w(Field::Resume)),
        false => format!("continue with {} {page}", w(Field::Page)),
    };
    e.message = format!(
        "page {page} failed (the pages before it were written): {}",
        e.message
    );
    e.hint = Some(match e.hint.take() {
        Some(h) => format!("{h}; then {how}"),
        None => how,
    });
    e
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The command line's words for the fields the notices name.
    fn flag(f: Field) -> &'static str {
        match f {
            Field::Page => "--page",
            Field::Resume => "--resume",
            _ => "?",
        }
    }
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
        // The largest page the route allows: the same one request.
        assert_eq!(Take::UpTo(5).page_size(None, 20), Some(20));
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
            progress_text(1, 0, None, Some((Meter::Searches, Duration::ZERO)), 0, None),
            "page 1 · 0 records"
        );
        assert_eq!(
            progress_text(
                3,
                40,
                Some(100),
                Some((Meter::Searches, Duration::from_secs(12))),
                2,
                Some(Duration::from_secs(12))
            ),
            "page 3 · 40 of 100 records · 2 searches spent · waited 12s for rate limits · about 12s left"
        );
    }

    /// Regression (issue 45): a 2,000-row export said "about 1s left" at
    /// page 11 and "10m 51s left" a minute before its end: it counted every
    /// hit at the pace of the first pages. The pages still to fetch, each a
    /// window after the page ten before it, tell the time to the last page.
    #[test]
    fn export_estimate_counts_pages_left_at_the_limits_pace() {
        use std::time::Duration;
        let s = Duration::from_secs;
        let span = Duration::from_millis(60_620);
        // Ten pages at once (0.5 s each), then the eleventh waits a window.
        let arrivals: Vec<Duration> = (1..=10).map(|i| Duration::from_millis(500 * i)).collect();
        let end = paced_arrival(
            &arrivals,
            s(5),
            90,
            Duration::from_millis(500),
            Some((10, span)),
        );
        // 90 more pages: nine more windows after the first page's.
        let want = s(5) + span * 9;
        assert!(end.abs_diff(want) < s(2), "{end:?} vs {want:?}");
        // With no rate limit, pages come at the fetch pace.
        assert_eq!(paced_arrival(&arrivals, s(5), 4, s(1), None), s(9));
        // Nothing left: now.
        assert_eq!(
            paced_arrival(&arrivals, s(5), 0, s(1), Some((10, span))),
            s(5)
        );
    }

    #[test]
    fn dry_run_plan_names_pages_searches_and_the_least_time() {
        assert_eq!(
            plan_line(Some(100), Meter::Searches, 10, 20),
            "plan: 100 pages = 100 searches, at least 9 min at 10 a minute"
        );
        assert_eq!(
            plan_line(Some(1), Meter::Searches, 10, 20),
            "plan: 1 page = 1 search, no wait at 10 a minute"
        );
        assert_eq!(
            plan_line(Some(11), Meter::Searches, 10, 20),
            "plan: 11 pages = 11 searches, at least 1 min at 10 a minute"
        );
        assert!(plan_line(None, Meter::Searches, 10, 20).contains("the first page tells how many"));
        assert_eq!(
            least_time(0, 10, std::time::Duration::from_secs(60)),
            std::time::Duration::ZERO
        );
        assert_eq!(
            least_time(20, 10, std::time::Duration::from_secs(60)).as_secs(),
            60
        );
    }

    #[test]
    fn page_numbers_never_wrap() {
        let mut p = Pager::new(Take::All, u64::MAX);
        p.accept(page(1, u64::MAX, 1), Some(1));
        assert_eq!(p.position().next_page, u64::MAX);
    }

    /// A sink that writes down what the runner told it, into a log the
    /// test shares; it stops the records whose number is in `drop`.
    struct Recorder {
        name: &'static str,
        log: std::sync::Arc<std::sync::Mutex<Vec<String>>>,
        drop: Vec<i64>,
        start: Option<Start>,
    }

    impl ListSink for Recorder {
        fn begin(&mut self, start: &mut Start, _: &dyn Sink) -> Result<()> {
            if let Some(s) = self.start {
                *start = s;
            }
            self.log
                .lock()
                .unwrap()
                .push(format!("{} begin {start:?}", self.name));
            Ok(())
        }
        fn record(&mut self, record: &Value) -> Result<bool> {
            self.log
                .lock()
                .unwrap()
                .push(format!("{} {record}", self.name));
            Ok(!self.drop.contains(&record.as_i64().unwrap()))
        }
        fn page_done(&mut self, at: Position, _: bool) -> Result<()> {
            let line = format!("{} page done {}", self.name, at.next_page);
            self.log.lock().unwrap().push(line);
            Ok(())
        }
        fn finish(&mut self, end: End, _: &dyn Sink) -> Result<()> {
            self.log
                .lock()
                .unwrap()
                .push(format!("{} finish {end:?}", self.name));
            Ok(())
        }
    }

    fn run_with(
        start: Option<Start>,
        fail_at: Option<u64>,
    ) -> (Result<Streamed>, Vec<String>, Vec<u64>) {
        let log = std::sync::Arc::new(std::sync::Mutex::new(Vec::new()));
        let sink = |name, drop: Vec<i64>, start| -> Box<dyn ListSink> {
            Box::new(Recorder {
                name,
                log: log.clone(),
                drop,
                start,
            })
        };
        let (got, asked) = run_pages(
            vec![sink("a", vec![1], start), sink("b", vec![], None)],
            3,
            fail_at,
        );
        let lines = log.lock().unwrap().clone();
        (got, lines, asked)
    }

    /// Runs `--all` over `total` records, 2 a page, into `sinks`, the fetch
    /// of page `fail_at` failing; returns the result and the pages fetched.
    fn run_pages(
        sinks: Vec<Box<dyn ListSink + '_>>,
        total: usize,
        fail_at: Option<u64>,
    ) -> (Result<Streamed>, Vec<u64>) {
        let listing = Listing {
            notices: &crate::sink::Silent,
            words: flag,
            take: Take::All,
            first_page: 1,
            asked_size: Some(2),
            spend: None,
            sinks,
        };
        let asked = std::sync::Mutex::new(Vec::new());
        let rt = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .unwrap();
        let got = rt.block_on(listing.run(|n| {
            asked.lock().unwrap().push(n);
            let from = (n as usize - 1) * 2;
            let page = Page {
                items: (from..(from + 2).min(total)).map(|i| json!(i)).collect(),
                total: Some(total as u64),
                page_size: Some(2),
                kind: None,
            };
            async move {
                match fail_at {
                    Some(f) if f == n => Err(Error::failure("down")),
                    _ => Ok(page),
                }
            }
        }));
        (got, asked.into_inner().unwrap())
    }

    #[test]
    fn records_pass_the_sinks_in_order_and_they_finish_in_reverse() {
        let (got, log, asked) = run_with(None, None);
        assert_eq!(got.unwrap().printed, 3);
        assert_eq!(asked, [1, 2]);
        assert_eq!(
            log,
            [
                "a begin Fresh",
                "b begin Fresh",
                "a 0",
                "b 0",
                // `a` keeps record 1 from `b`.
                "a 1",
                "a page done 2",
                "b page done 2",
                "a 2",
                "b 2",
                "a page done 3",
                "b page done 3",
                "b finish Complete(Position { next_page: 3, emitted: 3 })",
                "a finish Complete(Position { next_page: 3, emitted: 3 })",
            ]
        );
    }

    #[test]
    fn a_sink_moves_the_start_and_a_complete_start_fetches_nothing() {
        let at = Position {
            next_page: 2,
            emitted: 2,
        };
        let (got, log, asked) = run_with(Some(Start::Resume(at)), None);
        assert_eq!(got.unwrap().printed, 3);
        assert_eq!(asked, [2]);
        assert_eq!(
            log[1],
            "b begin Resume(Position { next_page: 2, emitted: 2 })"
        );
        let (got, log, asked) = run_with(Some(Start::Complete(at)), None);
        assert_eq!(got.unwrap().printed, 2);
        assert!(asked.is_empty());
        assert_eq!(log.len(), 2, "begun, never finished: {log:?}");
    }

    #[test]
    fn a_failed_page_finishes_the_sinks_as_failed_and_names_the_page() {
        let (got, log, _) = run_with(None, Some(2));
        let e = got.expect_err("page 2 fails");
        assert!(e.message.starts_with("page 2 failed"), "{}", e.message);
        assert_eq!(e.hint.as_deref(), Some("continue with --page 2"));
        assert_eq!(
            log[log.len() - 2..],
            [
                "b finish Failed { wrote: true }",
                "a finish Failed { wrote: true }"
            ]
        );
        let (got, log, _) = run_with(None, Some(1));
        assert_eq!(got.expect_err("page 1 fails").message, "down");
        assert_eq!(log.last().unwrap(), "a finish Failed { wrote: false }");
    }

    /// A sink whose write fails once, at record `fail_at`, and that keeps
    /// a page it could not write (as an export's checkpoint does).
    struct Keeper {
        written: std::sync::Arc<std::sync::Mutex<Vec<i64>>>,
        fail_at: Option<i64>,
        kept: std::sync::Arc<std::sync::Mutex<Option<HeldPage>>>,
        held: Option<HeldPage>,
        start: Option<Start>,
    }

    impl ListSink for Keeper {
        fn begin(&mut self, start: &mut Start, _: &dyn Sink) -> Result<()> {
            if let Some(s) = self.start {
                *start = s;
            }
            Ok(())
        }
        fn record(&mut self, record: &Value) -> Result<bool> {
            let n = record.as_i64().unwrap();
            if self.fail_at.take_if(|f| *f == n).is_some() {
                return Err(Error::failure(
                    "cannot write out.csv.partial: No space left on device",
                ));
            }
            self.written.lock().unwrap().push(n);
            Ok(true)
        }
        fn page_failed(&mut self, page: &HeldPage) -> Result<bool> {
            *self.kept.lock().unwrap() = Some(page.clone());
            Ok(true)
        }
        fn held(&mut self) -> Option<HeldPage> {
            self.held.take()
        }
    }

    /// Runs `--all` over 6 records, 2 a page, into a [`Keeper`]; returns
    /// the result and the pages fetched.
    fn run_keeper(k: Keeper) -> (Result<Streamed>, Vec<u64>) {
        run_pages(vec![Box::new(k)], 6, None)
    }

    /// Regression (issue 40): a disk that filled mid-export lost the page
    /// whose write failed; `--resume` fetched it again (11 searches for 10
    /// pages). The page is kept until written: the next run writes it and
    /// fetches only the pages after it.
    #[test]
    fn disk_full_mid_export_fetches_the_page_that_failed_to_write_again() {
        let written = std::sync::Arc::new(std::sync::Mutex::new(Vec::new()));
        let kept = std::sync::Arc::new(std::sync::Mutex::new(None));
        let (got, asked) = run_keeper(Keeper {
            written: written.clone(),
            fail_at: Some(3),
            kept: kept.clone(),
            held: None,
            start: None,
        });
        let e = got.expect_err("the write fails");
        assert!(
            e.message
                .starts_with("page 2 was fetched and could not be written"),
            "{}",
            e.message
        );
        assert!(e.hint.unwrap().contains("--resume"));
        assert_eq!(asked, [1, 2]);
        let held = kept.lock().unwrap().clone().expect("page 2 kept");
        assert_eq!(held.items, [json!(2), json!(3)]);
        assert_eq!(held.before.next_page, 2);
        assert_eq!((held.after.next_page, held.last), (3, false));
        // The next run: page 2 from what was kept, then page 3 only.
        written.lock().unwrap().clear();
        let (got, asked) = run_keeper(Keeper {
            written: written.clone(),
            fail_at: None,
            kept: kept.clone(),
            start: Some(Start::Resume(held.before)),
            held: Some(held),
        });
        assert_eq!(got.unwrap().printed, 6);
        assert_eq!(asked, [3], "page 2 is never fetched again");
        assert_eq!(*written.lock().unwrap(), [2, 3, 4, 5]);
    }

    /// A kept page that was the list's last, and a run whose every page was
    /// written before its closing failed, fetch nothing more (a search page
    /// past the end would still cost a search).
    #[test]
    fn after_the_last_page_a_resume_fetches_nothing() {
        let written = std::sync::Arc::new(std::sync::Mutex::new(Vec::new()));
        let kept = std::sync::Arc::new(std::sync::Mutex::new(None));
        let (got, _) = run_keeper(Keeper {
            written: written.clone(),
            fail_at: Some(5),
            kept: kept.clone(),
            held: None,
            start: None,
        });
        assert!(got.is_err());
        let held = kept.lock().unwrap().clone().expect("page 3 kept");
        assert!(held.last);
        let (got, asked) = run_keeper(Keeper {
            written: written.clone(),
            fail_at: None,
            kept: kept.clone(),
            start: Some(Start::Resume(held.before)),
            held: Some(held),
        });
        assert_eq!(got.unwrap().printed, 6);
        assert!(asked.is_empty(), "{asked:?}");
        let at = Position {
            next_page: 4,
            emitted: 6,
        };
        let (got, asked) = run_keeper(Keeper {
            written,
            fail_at: None,
            kept,
            start: Some(Start::Closing(at)),
            held: None,
        });
        assert_eq!(got.unwrap().printed, 6);
        assert!(asked.is_empty(), "{asked:?}");
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
