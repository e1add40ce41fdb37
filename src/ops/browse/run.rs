//! The requests behind the window's effects, and the window's ends of the
//! guard's seams: every request goes through the same client, guard, ledger
//! and pacer as the commands; the guard's questions come to the window
//! ([`WindowAsk`]) and its notices and waits to the status line
//! ([`WindowSink`]), so nothing is drawn or asked behind the window's back.
//!
//! The invite goes through the commands' invite flow (`ops::invite`). The
//! page fetch stays its own: the list runner streams pages to a printer,
//! while the window asks for one page when a key wants it.

use std::sync::Mutex;
use std::time::{Duration, Instant};

use talent_spec::rate::Meter;
use tokio::sync::{mpsc, oneshot};

use crate::api::query::id_segment;
use crate::api::types::{JobListItem, MainPage, SearchPage};
use crate::api::{BoxFuture, Client};
use crate::guard::{Answer, Ask, Guard, Question, Then};
use crate::ops::kit::routes;
use crate::records::Records;
use crate::sink::{Progress, Sink};
use crate::{Error, Result};

use super::hits::Hit;
use super::{Event, Identity, Job, Level, MeterLine, Quoted, Spend};

/// An error as one line of the window: what happened and what to do.
pub fn window_line(e: &Error) -> String {
    let mut line = e.message.clone();
    if let Some(h) = &e.hint {
        line.push_str(" (");
        line.push_str(h);
        line.push(')');
    }
    crate::output::cell::clean(&line)
}

/// What a spend would meet: the cards that cost nothing (the ledger saw
/// them unlocked: by this workspace, or with a team ledger by a member),
/// then the guard's quote for the rest. Nothing is asked or spent.
pub async fn quote(guard: &Guard, records: &Records, spend: &Spend) -> Result<Quoted> {
    let (cost, free) = match spend {
        Spend::Page(_) => (1, Vec::new()),
        Spend::Unlock(cards) => {
            let mut free = Vec::new();
            for c in cards {
                if records.is_unlocked(c).await? {
                    free.push(c.clone());
                }
            }
            (cards.len() - free.len(), free)
        }
        Spend::Invite { cards, .. } => (cards.len(), Vec::new()),
    };
    if cost == 0 {
        return Ok(Quoted {
            cost: 0,
            free,
            question: None,
            refusal: None,
        });
    }
    let cost = u64::try_from(cost).unwrap_or(u64::MAX);
    let q = guard.quote(spend.meter(), cost, Then::Show).await?;
    Ok(Quoted {
        cost,
        free,
        question: Some(q.question),
        refusal: q.refusal.as_ref().map(window_line),
    })
}

/// Of `cards`, those the ledger knows as unlocked, with the team member who
/// unlocked each (empty when it was this machine, or on a local ledger). A
/// ledger that cannot say leaves the marks out; opening still goes through
/// the guard, which knows.
pub async fn known_unlocked(records: &Records, cards: &[String]) -> Vec<(String, String)> {
    let mut out = Vec::new();
    for c in cards {
        if let Ok(Some(by)) = records.unlocked_by(c).await {
            out.push((c.clone(), by.member));
        }
    }
    out
}

/// The footer's meters (what is left of each, held spends of other runs
/// counted) and the time to the reset (`in 5d 4h (1 Dec)`).
pub async fn meters(guard: &Guard, records: &Records) -> Result<(Vec<MeterLine>, Option<String>)> {
    let mut lines = Vec::new();
    let mut resets = None;
    for meter in [Meter::ApiUnlocks, Meter::Searches, Meter::Messages] {
        let q = guard.quote(meter, 0, Then::Show).await?.question;
        lines.push(MeterLine {
            meter,
            left: q.left,
            limit: q.limit,
        });
        resets = resets.or(q.resets);
    }
    let until = records
        .cycle_end_ms()
        .map(|end| end.saturating_sub(records.now_ms()))
        .filter(|ms| *ms > 0)
        .map(|ms| {
            let secs = u64::try_from(ms / 1000).unwrap_or(0);
            // Minutes are noise a week out.
            let secs = if secs > 86_400 {
                secs - secs % 3600
            } else {
                secs - secs % 60
            };
            crate::api::retry::human(Duration::from_secs(secs.max(60)))
        });
    let text = match (until, resets) {
        (Some(u), Some(r)) => Some(format!("in {u} ({r})")),
        (Some(u), None) => Some(format!("in {u}")),
        (None, r) => r,
    };
    Ok((lines, text))
}

/// The search the window pages through.
#[derive(Debug, Clone)]
pub struct Search {
    /// Checked query parameters (`SearchQuery::to_params`).
    pub params: Vec<(String, String)>,
    pub page_size: Option<u32>,
}

/// One page of hits: one search, through the guard.
pub async fn page(client: &Client, search: &Search, page: u64) -> Result<(Vec<Hit>, Option<u64>)> {
    let req = crate::ops::kit::search::page_request(&search.params, page, search.page_size);
    let got: SearchPage = client.send(&req).await?.decode()?;
    let hits = got
        .results
        .into_iter()
        .map(Hit::from_value)
        .collect::<Result<Vec<_>>>()?;
    Ok((hits, got.total_count))
}

/// Opens one candidate (an unlock unless the ledger knows it): its identity.
pub async fn unlock_one(client: &Client, card: &str) -> Result<Identity> {
    let segment = id_segment("candidate id", card)?;
    let record = client
        .send(&routes::candidate_details(card, &segment))
        .await?
        .record()?;
    Ok(Identity::from_record(&record))
}

/// Pages of open jobs read at most (20 a page).
const JOB_PAGES: u64 = 10;

/// The workspace's open jobs (main GET /jobs lists active jobs only).
pub async fn open_jobs(client: &Client) -> Result<Vec<Job>> {
    let mut jobs = Vec::new();
    for page in 1..=JOB_PAGES {
        let got: MainPage = client
            .send(&routes::jobs_main(false, page, Some(20)))
            .await?
            .decode()?;
        let n = got.results.len();
        jobs.extend(
            got.results
                .into_iter()
                .filter_map(|v| serde_json::from_value::<JobListItem>(v).ok())
                .filter(|j| j.status == "active")
                .map(|j| Job {
                    id: j.job_id,
                    title: j.title,
                }),
        );
        let fetched = page * 20;
        if n == 0 || got.total_count.is_none_or(|t| fetched >= t) {
            break;
        }
    }
    Ok(jobs)
}

/// Invites one candidate (a message, through the guard; a lost answer is
/// looked for in the job's pipeline, never sent again blindly).
pub async fn invite_one(client: &Client, job: &str, card: &str, message: &str) -> Result<()> {
    // The command's invite flow, without its printing and its 409 hint
    // (the window shows the error line itself).
    crate::ops::invite::Invite::new(card, job, message.to_string(), window_words)?
        .run(client)
        .await?;
    Ok(())
}

/// The window's words for the fields an invite names (its one table): what
/// the window shows beside them.
fn window_words(f: crate::ops::kit::field::Field) -> &'static str {
    use crate::ops::kit::field::Field;
    match f {
        Field::TalentCardId => "talentCardId",
        Field::JobId => "job id",
        Field::Message => "message",
        _ => "a field",
    }
}

/// The guard's questions, put in the window: the question goes to the
/// window as [`Event::GuardAsks`]; the window's answer comes back through
/// [`WindowAsk::answer`].
pub struct WindowAsk {
    tx: mpsc::UnboundedSender<Event>,
    pending: Mutex<Option<oneshot::Sender<Answer>>>,
}

impl WindowAsk {
    pub fn new(tx: mpsc::UnboundedSender<Event>) -> WindowAsk {
        WindowAsk {
            tx,
            pending: Mutex::new(None),
        }
    }

    /// The window's answer to the question asked last.
    pub fn answer(&self, a: Answer) {
        let slot = self
            .pending
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .take();
        if let Some(s) = slot {
            let _ = s.send(a);
        }
    }
}

impl Ask for WindowAsk {
    fn ask<'a>(&'a self, q: &'a Question) -> BoxFuture<'a, Result<Answer>> {
        Box::pin(async move {
            let (tx, rx) = oneshot::channel();
            *self.pending.lock().unwrap_or_else(|e| e.into_inner()) = Some(tx);
            if self.tx.send(Event::GuardAsks(q.clone())).is_err() {
                return Ok(Answer::No);
            }
            // A window that went away answered no.
            Ok(rx.await.unwrap_or(Answer::No))
        })
    }
}

/// The window's status line as the guard's and the client's sink. `-v`
/// lines are kept and printed once the terminal is restored.
pub struct WindowSink {
    tx: mpsc::UnboundedSender<Event>,
    traces: Mutex<Vec<String>>,
    verbose: bool,
}

/// `-v` lines kept for after the window, at most.
const TRACES_KEPT: usize = 10_000;

impl WindowSink {
    pub fn new(tx: mpsc::UnboundedSender<Event>, verbose: bool) -> WindowSink {
        WindowSink {
            tx,
            traces: Mutex::new(Vec::new()),
            verbose,
        }
    }

    /// The `-v` lines of the run, to print after the window closed.
    pub fn take_traces(&self) -> Vec<String> {
        std::mem::take(&mut *self.traces.lock().unwrap_or_else(|e| e.into_inner()))
    }

    fn line(&self, level: Level, msg: &str) {
        let _ = self
            .tx
            .send(Event::Notice(level, crate::output::cell::clean(msg)));
    }
}

impl Sink for WindowSink {
    fn status(&self, msg: &str) {
        self.line(Level::Info, msg);
    }
    fn warn(&self, msg: &str) {
        self.line(Level::Warn, msg);
    }
    fn hint(&self, msg: &str) {
        self.line(Level::Info, msg);
    }
    fn trace(&self, msg: &str) {
        if self.verbose {
            let mut t = self.traces.lock().unwrap_or_else(|e| e.into_inner());
            if t.len() < TRACES_KEPT {
                t.push(msg.to_string());
            }
        }
    }
    fn progress(&self, len: Option<u64>, hidden: bool) -> Box<dyn Progress> {
        // The window says what is in flight itself.
        crate::sink::Silent.progress(len, hidden)
    }
    fn countdown<'a>(&'a self, why: &'a str, wait: Duration) -> BoxFuture<'a, ()> {
        Box::pin(async move {
            let why = why.split(';').next().unwrap_or(why).to_string();
            let _ = self.tx.send(Event::Wait {
                why,
                until: Instant::now() + wait,
            });
            tokio::time::sleep(wait).await;
            let _ = self.tx.send(Event::WaitOver);
        })
    }
}

#[cfg(test)]
mod tests {
    //! The window's quotes against a real guard on an in-memory ledger, with
    //! meters the test sets and a scripted `Ask` that must never be asked:
    //! the window asks its own question before every spend.
    use super::*;
    use crate::api::types::Usage;
    use crate::guard::ask::Scripted;
    use crate::guard::{GuardOptions, MeterSource, Parts};
    use crate::ledger::{SqliteStore, Store};
    use std::sync::Arc;

    struct Meters(Usage);

    impl MeterSource for Meters {
        fn read(&self) -> BoxFuture<'_, Result<Usage>> {
            let u = self.0.clone();
            Box::pin(async move { Ok(u) })
        }
    }

    fn guard(unlocks: (u64, u64), opts: GuardOptions) -> (Guard, Arc<Scripted>) {
        let usage: Usage = serde_json::from_value(serde_json::json!({
            "workspaceId": "ws_1",
            "apiUnlocks": {"used": unlocks.0, "limit": unlocks.1},
            "searches": {"used": 3, "limit": 100},
            "messages": {"used": 0, "limit": 20},
            "cycleEndsOn": "2026-12-01T00:00:00Z"
        }))
        .unwrap();
        let store = SqliteStore::in_memory().unwrap();
        store.mark_unlocked_by("ws_1", "tc_seen", "").unwrap();
        let ask = Arc::new(Scripted::new([]));
        let g = Guard::new(
            Parts {
                store: Arc::new(store),
                meters: Arc::new(Meters(usage)),
                ask: ask.clone(),
                sink: Arc::new(crate::sink::Silent),
                broken: None,
            },
            "svc_live_test",
            opts,
        );
        (g, ask)
    }

    #[tokio::test]
    async fn a_quote_counts_only_the_cards_not_unlocked_before() {
        let (g, ask) = guard((2, 10), GuardOptions::default());
        let spend = Spend::Unlock(vec!["tc_seen".into(), "tc_new".into()]);
        let q = quote(&g, &crate::records::Records::of(&g), &spend)
            .await
            .unwrap();
        assert_eq!(q.cost, 1);
        assert_eq!(q.free, ["tc_seen"]);
        let question = q.question.unwrap();
        assert_eq!((question.left, question.limit), (8, 10));
        assert_eq!(question.resets.as_deref(), Some("1 Dec"));
        assert!(q.refusal.is_none());
        assert!(ask.asked().is_empty(), "a quote asks nothing");
    }

    #[tokio::test]
    async fn the_ledger_says_which_hits_are_free_to_open() {
        let (g, _) = guard((2, 10), GuardOptions::default());
        let got = known_unlocked(
            &crate::records::Records::of(&g),
            &["tc_new".into(), "tc_seen".into()],
        )
        .await;
        // A local ledger names no member.
        assert_eq!(got, [("tc_seen".to_string(), String::new())]);
    }

    #[tokio::test]
    async fn a_batch_of_free_cards_costs_nothing_and_has_no_question() {
        let (g, _) = guard((2, 10), GuardOptions::default());
        let q = quote(
            &g,
            &crate::records::Records::of(&g),
            &Spend::Unlock(vec!["tc_seen".into()]),
        )
        .await
        .unwrap();
        assert_eq!(q.cost, 0);
        assert!(q.question.is_none());
    }

    #[tokio::test]
    async fn the_guard_warning_and_refusals_come_with_the_quote() {
        // 8 of 10 used: one more leaves 1, under the reserve of 2.
        let (g, _) = guard((8, 10), GuardOptions::default());
        let q = quote(
            &g,
            &crate::records::Records::of(&g),
            &Spend::Unlock(vec!["tc_a".into()]),
        )
        .await
        .unwrap();
        assert!(q.question.unwrap().why.contains("leaves 1 of 10"));
        // Three cards, two left: refused whatever the answer.
        let q = quote(
            &g,
            &crate::records::Records::of(&g),
            &Spend::Unlock(vec!["tc_a".into(), "tc_b".into(), "tc_c".into()]),
        )
        .await
        .unwrap();
        assert!(q.refusal.is_some(), "{q:?}");
        // A budget of one (--max-unlocks 1) refuses a batch of two.
        let (g, _) = guard(
            (0, 10),
            GuardOptions {
                budgets: [Some(1), None, None],
                ..GuardOptions::default()
            },
        );
        let q = quote(
            &g,
            &crate::records::Records::of(&g),
            &Spend::Unlock(vec!["tc_a".into(), "tc_b".into()]),
        )
        .await
        .unwrap();
        assert!(q.refusal.unwrap().contains("--max-unlocks"));
    }

    #[tokio::test]
    async fn the_footer_reads_every_meter() {
        let (g, _) = guard((2, 10), GuardOptions::default());
        let (lines, resets) = meters(&g, &crate::records::Records::of(&g)).await.unwrap();
        assert_eq!(
            lines,
            [
                MeterLine {
                    meter: Meter::ApiUnlocks,
                    left: 8,
                    limit: 10
                },
                MeterLine {
                    meter: Meter::Searches,
                    left: 97,
                    limit: 100
                },
                MeterLine {
                    meter: Meter::Messages,
                    left: 20,
                    limit: 20
                },
            ]
        );
        assert!(resets.unwrap().contains("1 Dec"));
    }

    /// A sink whose countdown moves the ledger's clock on by the wait (so
    /// the pacer's next look finds the slot free) and records it.
    struct Clocked {
        clock: Arc<std::sync::atomic::AtomicI64>,
        waits: Mutex<Vec<(String, Duration)>>,
    }

    impl Sink for Clocked {
        fn status(&self, _: &str) {}
        fn warn(&self, _: &str) {}
        fn hint(&self, _: &str) {}
        fn trace(&self, _: &str) {}
        fn progress(&self, len: Option<u64>, hidden: bool) -> Box<dyn Progress> {
            crate::sink::Silent.progress(len, hidden)
        }
        fn countdown<'a>(&'a self, why: &'a str, wait: Duration) -> BoxFuture<'a, ()> {
            self.waits.lock().unwrap().push((why.to_string(), wait));
            self.clock.fetch_add(
                i64::try_from(wait.as_millis()).unwrap(),
                std::sync::atomic::Ordering::Relaxed,
            );
            Box::pin(async {})
        }
    }

    /// The eleventh search in a minute waits for a slot: the wait goes to
    /// the sink's countdown (browse's status line), not a silent sleep.
    #[tokio::test]
    async fn a_wait_for_a_pacer_slot_is_counted_down_by_the_sink() {
        use crate::api::{Hook, Ticket};
        let clock = Arc::new(std::sync::atomic::AtomicI64::new(1_800_000_000_000));
        let c = Arc::clone(&clock);
        let store = SqliteStore::in_memory()
            .unwrap()
            .with_clock(Arc::new(move || {
                c.load(std::sync::atomic::Ordering::Relaxed)
            }));
        let sink = Arc::new(Clocked {
            clock: Arc::clone(&clock),
            waits: Mutex::new(Vec::new()),
        });
        let usage: Usage = serde_json::from_value(serde_json::json!({
            "workspaceId": "ws_1",
            "apiUnlocks": {"used": 0, "limit": 10},
            "searches": {"used": 0, "limit": 100},
            "messages": {"used": 0, "limit": 20},
            "cycleEndsOn": "2026-12-01T00:00:00Z"
        }))
        .unwrap();
        let g = Guard::new(
            Parts {
                store: Arc::new(store),
                meters: Arc::new(Meters(usage)),
                ask: Arc::new(Scripted::new([])),
                sink: sink.clone(),
                broken: None,
            },
            "svc_live_test",
            GuardOptions::default(),
        );
        let params = vec![("q".to_string(), "go".to_string())];
        for page in 1..=11u64 {
            let req = routes::search_page(&params, page, None);
            g.admit(Ticket(page), &req).await.unwrap();
            g.pace(Ticket(page), &req, 1).await.unwrap();
        }
        let waits = sink.waits.lock().unwrap().clone();
        assert_eq!(waits.len(), 1, "{waits:?}");
        assert!(waits[0].0.contains("search rate limit"), "{waits:?}");
        assert!(waits[0].1 > Duration::from_secs(50), "{waits:?}");
    }

    #[tokio::test]
    async fn the_window_answers_the_guards_question() {
        let (tx, mut rx) = mpsc::unbounded_channel();
        let ask = Arc::new(WindowAsk::new(tx));
        let q = Question {
            meter: Meter::Searches,
            cost: 1,
            left: 5,
            limit: 100,
            reserve: 20,
            resets: None,
            resets_at: None,
            why: "this spends 1 search and leaves 4 of 100".into(),
            ..Default::default()
        };
        let a2 = ask.clone();
        let answered = crate::task::spawn(async move { a2.ask(&q).await.unwrap() });
        let Some(Event::GuardAsks(got)) = rx.recv().await else {
            panic!("the question reaches the window");
        };
        assert_eq!(got.left, 5);
        ask.answer(Answer::Yes);
        assert_eq!(answered.await.unwrap(), Answer::Yes);
    }
}
