//! The window's loop, as an operation: draw, wait for something to happen
//! (a key, a request's answer, a tick of a countdown, a signal), hand it to
//! the state machine, carry out the effects it returns through the client
//! and the guard. The terminal is the command's, behind [`Screen`]: this
//! loop never touches it, so it runs the same against a fake screen.

use std::collections::VecDeque;
use std::sync::Arc;
use std::time::{Duration, Instant};

use futures_util::stream::{FuturesUnordered, StreamExt};
use tokio::sync::mpsc;

use crate::guard::Guard;
use crate::records::Records;
use crate::{Error, Result};

use super::run::{self, window_line, Search, WindowAsk};
use super::{App, Effect, Event};

/// The terminal as the loop needs it (the command implements it).
pub trait Screen {
    /// Draws `app` (a pure function of it: `draw::draw`).
    fn draw(&mut self, app: &App) -> Result<()>;
    /// Hands the terminal to an editor on `template` and takes it back:
    /// the message left (`#` lines dropped), `None` when empty.
    fn edit(&mut self, template: &str) -> Result<Option<String>>;
}

/// What the window ended with.
#[derive(Debug, PartialEq, Eq)]
pub enum Ending {
    Quit(Vec<String>),
    Interrupted,
}

/// What the loop carries effects out with: the command's client and guard
/// (the window's `Ask` and `Sink` wired in), the search, and the channel the
/// window's events come on.
pub struct Carry<'a> {
    pub client: &'a crate::api::Client,
    pub guard: &'a Arc<Guard>,
    pub records: &'a Arc<Records>,
    pub ask: &'a WindowAsk,
    pub search: &'a Search,
    pub tx: &'a mpsc::UnboundedSender<Event>,
}

/// Ends the guard's batch when dropped, so its one receipt is said even
/// where the batch stops early.
struct Receipt<'g>(&'g Guard);

impl Drop for Receipt<'_> {
    fn drop(&mut self) {
        self.0.end_batch();
    }
}

type Job<'a> = std::pin::Pin<Box<dyn std::future::Future<Output = Vec<Event>> + 'a>>;

impl<'a> Carry<'a> {
    /// Unlocks `cards` one by one, each told as it comes, with one receipt
    /// for the batch counting every unlock it spent (issue 45: it said the
    /// last one only).
    fn unlock(&self, cards: Vec<String>) -> Job<'a> {
        let (client, guard, tx) = (self.client, self.guard, self.tx);
        Box::pin(async move {
            guard.begin_batch();
            let _receipt = Receipt(guard);
            for card in cards {
                let _ = tx.send(match run::unlock_one(client, &card).await {
                    Ok(identity) => Event::Unlocked { card, identity },
                    Err(e) => Event::Failed(format!("{card}: {}", window_line(&e))),
                });
            }
            vec![Event::Done]
        })
    }

    /// Starts `effect`; what it brings comes back as events (from the
    /// returned future, or on the channel as a batch goes).
    fn start(&self, effect: Effect) -> Option<Job<'a>> {
        let (client, guard, search, tx) = (self.client, self.guard, self.search, self.tx);
        let records = self.records;
        let failed = |e: Error| Event::Failed(window_line(&e));
        Some(match effect {
            Effect::Quote(spend) => Box::pin(async move {
                vec![match run::quote(guard, records, &spend).await {
                    Ok(q) => Event::Quoted(spend, q),
                    Err(e) => failed(e),
                }]
            }),
            Effect::Accept(meter) => {
                guard.accept(meter, true);
                return None;
            }
            Effect::FetchPage(p) => Box::pin(async move {
                let got = match run::page(client, search, p).await {
                    Ok((hits, total)) => Event::PageLoaded {
                        page: p,
                        hits,
                        total,
                    },
                    Err(e) => failed(e),
                };
                vec![got, Event::Done]
            }),
            Effect::Unlock(cards) => self.unlock(cards),
            Effect::LoadJobs => Box::pin(async move {
                vec![match run::open_jobs(client).await {
                    Ok(jobs) => Event::Jobs(jobs),
                    Err(e) => failed(e),
                }]
            }),
            Effect::Invite {
                job,
                cards,
                message,
            } => Box::pin(async move {
                for card in cards {
                    let _ = tx.send(match run::invite_one(client, &job, &card, &message).await {
                        Ok(()) => Event::Invited {
                            card,
                            job: job.clone(),
                        },
                        Err(e) => Event::Failed(format!("{card}: {}", window_line(&e))),
                    });
                }
                vec![Event::Done]
            }),
            Effect::CheckUnlocked(cards) => {
                Box::pin(
                    async move { vec![Event::Known(run::known_unlocked(records, &cards).await)] },
                )
            }
            Effect::RefreshMeters => Box::pin(async move {
                match run::meters(guard, records).await {
                    Ok((lines, resets)) => vec![Event::Meters { lines, resets }],
                    // The footer keeps what it showed.
                    Err(_) => Vec::new(),
                }
            }),
            Effect::Answer(a) => {
                self.ask.answer(a);
                return None;
            }
            // Handled by the loop itself.
            Effect::EditMessage { .. } | Effect::Quit(_) | Effect::Interrupt | Effect::Abort(_) => {
                return None
            }
        })
    }
}

/// The window's loop: draw, wait for something to happen (a key, a
/// request's answer, a tick of a countdown, a signal), hand it to the state
/// machine, carry out its effects. `q` and signals drop the requests in
/// flight: nothing more is sent.
pub async fn event_loop(
    screen: &mut dyn Screen,
    rx: &mut mpsc::UnboundedReceiver<Event>,
    mut app: App,
    carry: Carry<'_>,
) -> Result<Ending> {
    // SIGINT and SIGTERM are the window's: it restores the terminal first.
    let _owned = crate::signals::own();
    let mut signals = crate::signals::StopSignals::install()?;
    // The terminal closing (SIGHUP) or SIGQUIT end the window too: caught
    // here so the command restores the terminal instead of dying raw.
    let mut ending = EndSignals::install();
    let mut jobs: FuturesUnordered<Job<'_>> = FuturesUnordered::new();
    let mut queue: VecDeque<Event> = VecDeque::new();
    let mut pending: VecDeque<Effect> = app.start().into();
    loop {
        while let Some(effect) = pending.pop_front() {
            match effect {
                Effect::Quit(ids) => return Ok(Ending::Quit(ids)),
                Effect::Interrupt => return Ok(Ending::Interrupted),
                Effect::Abort(why) => return Err(Error::failure(why)),
                Effect::EditMessage { template } => match screen.edit(&template) {
                    Ok(m) => queue.push_back(Event::Edited(m)),
                    Err(e) => {
                        queue.push_back(Event::Edited(None));
                        queue.push_back(Event::Failed(window_line(&e)));
                    }
                },
                other => {
                    if let Some(job) = carry.start(other) {
                        jobs.push(job);
                    }
                }
            }
            while let Some(ev) = queue.pop_front() {
                pending.extend(app.handle(ev));
            }
        }
        app.now = Instant::now();
        screen.draw(&app)?;
        // From when this frame began: a key read while it was written was
        // pressed at the question, not ahead of it.
        app.drawn(app.now);
        let tick = if app.wait.is_some() {
            Duration::from_millis(250)
        } else {
            Duration::from_secs(1)
        };
        let event = tokio::select! {
            biased;
            ev = rx.recv() => match ev {
                Some(ev) => vec![ev],
                None => return Ok(Ending::Interrupted),
            },
            _ = signals.recv() => return Ok(Ending::Interrupted),
            _ = ending.recv() => return Ok(Ending::Interrupted),
            Some(evs) = jobs.next(), if !jobs.is_empty() => evs,
            _ = tokio::time::sleep(tick) => vec![Event::Tick(Instant::now())],
        };
        for ev in event {
            pending.extend(app.handle(ev));
        }
        // Everything already waiting, before the next frame.
        while let Ok(ev) = rx.try_recv() {
            pending.extend(app.handle(ev));
        }
    }
}

/// SIGHUP and SIGQUIT while the window is open (SIGINT and SIGTERM are
/// [`crate::signals::StopSignals`]'). Without them the default action kills
/// the process with the terminal raw, on the alternate screen, cursor hidden.
struct EndSignals {
    #[cfg(unix)]
    hup: Option<tokio::signal::unix::Signal>,
    #[cfg(unix)]
    quit: Option<tokio::signal::unix::Signal>,
}

impl EndSignals {
    fn install() -> EndSignals {
        #[cfg(unix)]
        {
            use tokio::signal::unix::{signal, SignalKind};
            EndSignals {
                hup: signal(SignalKind::hangup()).ok(),
                quit: signal(SignalKind::quit()).ok(),
            }
        }
        #[cfg(not(unix))]
        {
            EndSignals {}
        }
    }

    /// Resolves on the first of them (never, where none could be caught).
    async fn recv(&mut self) {
        #[cfg(unix)]
        {
            async fn one(s: &mut Option<tokio::signal::unix::Signal>) {
                if let Some(s) = s {
                    if s.recv().await.is_some() {
                        return;
                    }
                }
                std::future::pending::<()>().await
            }
            tokio::select! {
                _ = one(&mut self.hup) => {}
                _ = one(&mut self.quit) => {}
            }
        }
        #[cfg(not(unix))]
        std::future::pending::<()>().await
    }
}

#[cfg(test)]
mod tests {
    //! The loop against the embedded sandbox, in process: a real client,
    //! guard and ledger; a fake screen that records what each frame showed
    //! and answers the editor; keys sent as the terminal would send them.
    use super::*;
    use crate::api::{Client, ClientOptions};
    use crate::auth::ApiKey;
    use crate::guard::{GuardOptions, Parts};
    use crate::ledger::SqliteStore;
    use crate::ops::browse::keys::{Key, Scope};
    use crate::ops::browse::run::WindowSink;
    use crate::ops::browse::Config;
    use std::sync::Mutex;

    #[derive(Default, Clone)]
    struct Seen {
        scope: Option<Scope>,
        loaded: usize,
        identities: usize,
        status: String,
        frames: usize,
    }

    struct Fake {
        seen: Arc<Mutex<Seen>>,
        message: Option<String>,
        edited: Arc<Mutex<Vec<String>>>,
    }

    impl Screen for Fake {
        fn draw(&mut self, app: &App) -> Result<()> {
            let mut s = self.seen.lock().unwrap();
            s.scope = Some(app.scope());
            s.loaded = app.loaded();
            s.identities = app.identities.len();
            s.status = app.status.as_ref().map(|x| x.1.clone()).unwrap_or_default();
            s.frames += 1;
            Ok(())
        }

        fn edit(&mut self, template: &str) -> Result<Option<String>> {
            self.edited.lock().unwrap().push(template.to_string());
            Ok(self.message.clone())
        }
    }

    /// Waits until the screen shows what `ok` wants (60 s at most: a
    /// liveness bound, which a loaded machine's 10 s missed).
    async fn until(seen: &Arc<Mutex<Seen>>, what: &str, ok: impl Fn(&Seen) -> bool) {
        let deadline = Instant::now() + Duration::from_secs(60);
        loop {
            let s = seen.lock().unwrap().clone();
            if ok(&s) {
                return;
            }
            assert!(
                Instant::now() < deadline,
                "never {what}: scope {:?}, status {:?}",
                s.scope,
                s.status
            );
            tokio::time::sleep(Duration::from_millis(10)).await;
        }
    }

    /// A client to the sandbox with a guard that asks through the window's
    /// `ask` and reports through its sink (`tx`).
    fn guarded(
        base: &str,
        alt: &str,
        key: &str,
        ask: &Arc<WindowAsk>,
        tx: &mpsc::UnboundedSender<Event>,
    ) -> (Client, Arc<Guard>) {
        let key = ApiKey::parse(key).unwrap();
        let mut opts = ClientOptions::new(base.to_string(), alt.to_string());
        opts.key = Some(key.clone());
        let client = Client::new(opts).unwrap();
        let guard = Arc::new(Guard::new(
            Parts {
                store: Arc::new(SqliteStore::in_memory().unwrap()),
                meters: Arc::new(crate::ops::kit::meters::ServiceMeters::new(
                    client.unhooked(),
                )),
                ask: ask.clone(),
                sink: Arc::new(WindowSink::new(tx.clone(), false)),
                broken: None,
            },
            key.expose(),
            GuardOptions::default(),
        ));
        (client.with_hook(guard.clone()), guard)
    }

    /// A 100×30 window of 10-hit pages, no colour, no terms.
    fn plain_config() -> Config {
        Config {
            page_size: 10,
            terms: Vec::new(),
            color: false,
            widen: String::new(),
            size: (100, 30),
            accessible: false,
        }
    }

    /// The sandbox's request log, one `METHOD path` a request.
    async fn requests(origin: &str, key: &str) -> Vec<String> {
        let http = reqwest::Client::builder().no_proxy().build().unwrap();
        let v: serde_json::Value = http
            .get(format!("{origin}/_sandbox/requests"))
            .bearer_auth(key)
            .send()
            .await
            .unwrap()
            .json()
            .await
            .unwrap();
        v["data"]
            .as_array()
            .unwrap()
            .iter()
            .map(|r| {
                format!(
                    "{} {}",
                    r["method"].as_str().unwrap(),
                    r["path"].as_str().unwrap()
                )
            })
            .collect()
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn every_spend_is_asked_and_a_no_sends_nothing() {
        let sb = talent_sandbox::start(talent_sandbox::SandboxConfig {
            candidates: 1000,
            ..Default::default()
        })
        .await
        .unwrap();
        let (tx, mut rx) = mpsc::unbounded_channel();
        let ask = Arc::new(WindowAsk::new(tx.clone()));
        let (client, guard) = guarded(
            &sb.base_url,
            &sb.alt_base_url,
            &sb.keys.production,
            &ask,
            &tx,
        );
        let records = crate::records::Records::of(&guard);
        records.workspace().await.unwrap();
        let search = Search {
            params: vec![("q".into(), "backend engineer".into())],
            page_size: None,
        };
        let seen = Arc::new(Mutex::new(Seen::default()));
        let edited = Arc::new(Mutex::new(Vec::new()));
        let mut screen = Fake {
            seen: seen.clone(),
            message: Some("Hello: would you apply?".into()),
            edited: edited.clone(),
        };
        let origin = sb.base_url.trim_end_matches("/api/v1").to_string();
        let log = || requests(&origin, &sb.keys.production);
        let count = |l: &[String], p: &str| l.iter().filter(|x| x.starts_with(p)).count();
        let key_in = tx.clone();
        let press = move |k: Key| key_in.send(Event::Key(k)).unwrap();
        let driver = async {
            until(&seen, "loaded", |s| s.loaded == 10).await;
            press(Key::Char('u'));
            until(&seen, "asked", |s| s.scope == Some(Scope::Question)).await;
            press(Key::Char('n'));
            until(&seen, "declined", |s| s.status.starts_with("declined")).await;
            assert_eq!(count(&log().await, "GET /api/v1/candidates/"), 0);
            press(Key::Char('u'));
            until(&seen, "asked", |s| s.scope == Some(Scope::Question)).await;
            press(Key::Char('y'));
            until(&seen, "unlocked", |s| s.identities == 1).await;
            // The invite: a job, the editor, the question, one invite.
            press(Key::Char('i'));
            until(&seen, "jobs", |s| s.scope == Some(Scope::Jobs)).await;
            press(Key::Enter);
            until(&seen, "asked", |s| s.scope == Some(Scope::Question)).await;
            assert_eq!(count(&log().await, "POST /api/v1/invite-to-apply"), 0);
            press(Key::Char('y'));
            until(&seen, "invited", |s| s.status.starts_with("invited")).await;
            press(Key::Char('q'));
        };
        let carry = Carry {
            client: &client,
            guard: &guard,
            records: &records,
            ask: &ask,
            search: &search,
            tx: &tx,
        };
        let app = App::new(plain_config(), Instant::now());
        let (ending, ()) = tokio::join!(event_loop(&mut screen, &mut rx, app, carry), driver);
        assert_eq!(ending.unwrap(), Ending::Quit(Vec::new()));
        let log = log().await;
        assert_eq!(count(&log, "GET /api/v1/candidates/"), 1, "{log:?}");
        assert_eq!(count(&log, "POST /api/v1/invite-to-apply"), 1, "{log:?}");
        assert_eq!(count(&log, "GET /api/v1/search/candidates"), 1, "{log:?}");
        let template = edited.lock().unwrap().concat();
        assert!(
            template.contains("1 message of the messages quota"),
            "{template}"
        );
        sb.shutdown().await.unwrap();
    }
}
