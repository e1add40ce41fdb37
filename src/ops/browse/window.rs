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
    pub ask: &'a WindowAsk,
    pub search: &'a Search,
    pub tx: &'a mpsc::UnboundedSender<Event>,
}

type Job<'a> = std::pin::Pin<Box<dyn std::future::Future<Output = Vec<Event>> + 'a>>;

impl<'a> Carry<'a> {
    /// Starts `effect`; what it brings comes back as events (from the
    /// returned future, or on the channel as a batch goes).
    fn start(&self, effect: Effect) -> Option<Job<'a>> {
        let (client, guard, search, tx) = (self.client, self.guard, self.search, self.tx);
        let failed = |e: Error| Event::Failed(window_line(&e));
        Some(match effect {
            Effect::Quote(spend) => Box::pin(async move {
                vec![match run::quote(guard, &spend).await {
                    Ok(q) => Event::Quoted(spend, q),
                    Err(e) => failed(e),
                }]
            }),
            Effect::Accept(meter) => {
                guard.accept(meter);
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
            Effect::Unlock(cards) => Box::pin(async move {
                for card in cards {
                    let _ = tx.send(match run::unlock_one(client, &card).await {
                        Ok(identity) => Event::Unlocked { card, identity },
                        Err(e) => Event::Failed(format!("{card}: {}", window_line(&e))),
                    });
                }
                vec![Event::Done]
            }),
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
                    async move { vec![Event::Known(run::known_unlocked(guard, &cards).await)] },
                )
            }
            Effect::RefreshMeters => Box::pin(async move {
                match run::meters(guard).await {
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
