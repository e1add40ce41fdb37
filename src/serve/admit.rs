//! A request's admission at the gateway (issue 47): the member's token is
//! judged by the ledger in the same statement as the request's first
//! admission (cli.md, *serve*: "the credential check and the admission are
//! one ledger statement"), and each member has at most [`IN_FLIGHT`]
//! requests in flight and [`STREAMS`] open streams on this gateway.
//!
//! The seam: the member's guard runs as it does for a command, on an
//! [`Admission`] (`ledger::pg::admission`) — the team ledger as a store,
//! for one request — whose first admission act carries the request's
//! credential into `talent_gw_*` (migration 9).
//! The guard's rules stay in the guard and the ledger's functions: nothing
//! is judged here but the verdict. [`Checked`] makes sure no request is
//! sent whose credential the ledger has not judged (a request with no
//! admission act is judged on its own, one round trip).

use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use hyper::body::{Bytes, Frame, SizeHint};

use super::lock;
use crate::api::{BoxFuture, Hook, Outcome, Request, RouteClass, Ticket};
use crate::guard::Guard;
use crate::ledger::pg::admission::refused;
pub use crate::ledger::pg::admission::Admission;
use crate::ledger::pg::members::Verdict;
use crate::Result;

/// The most requests one member has in flight on a gateway.
pub const IN_FLIGHT: usize = 8;
/// The most open streams (`/mcp` GET streams, `subscriptions/listen`) one
/// member has on a gateway.
pub const STREAMS: usize = 4;

/// The member's guard with the promise that nothing is sent before the
/// ledger judged the request's credential: a request whose admission
/// carried no act (a route with no rate-limit class) is judged after the
/// guard's pace, before the send.
pub struct Checked {
    pub guard: Arc<Guard>,
    pub admission: Arc<Admission>,
    /// The attempts admitted and not yet settled, and whether each went
    /// past the pacer (may have been sent): what a request its member
    /// gave up on leaves (see the `Drop`).
    open: Mutex<HashMap<Ticket, (Request, bool)>>,
}

impl Checked {
    pub fn new(guard: Arc<Guard>, admission: Arc<Admission>) -> Checked {
        Checked {
            guard,
            admission,
            open: Mutex::default(),
        }
    }

    fn passed_pacer(&self, ticket: Ticket, req: &Request) {
        lock(&self.open)
            .entry(ticket)
            .or_insert_with(|| (req.clone(), true))
            .1 = true;
    }
}

/// A request whose member went away (the connection closed: a timeout,
/// Ctrl-C) is dropped where it waits. Its hold lived on until its deadline
/// (about 4.5 minutes), counted against the member's allowance as "in
/// flight", with nothing sent: an attempt still waiting for the pacer is
/// given back now; one that went past it may have reached the service and
/// is settled "maybe", as a command stopped mid-request is.
impl Drop for Checked {
    fn drop(&mut self) {
        let open: Vec<(Ticket, (Request, bool))> = lock(&self.open).drain().collect();
        if open.is_empty() {
            return;
        }
        let guard = Arc::clone(&self.guard);
        let settle = move || {
            for (ticket, (req, passed)) in open {
                let failure = match passed {
                    true => crate::api::Failure::Broken,
                    false => crate::api::Failure::Connect,
                };
                guard.outcome(
                    ticket,
                    &req,
                    &Outcome::Failed {
                        failure,
                        maybe_reached: passed,
                    },
                );
            }
        };
        // The settles are the ledger's round trips: off the server's threads.
        match tokio::runtime::Handle::try_current() {
            Ok(rt) => drop(rt.spawn_blocking(settle)),
            Err(_) => settle(),
        }
    }
}

impl Hook for Checked {
    fn admit<'a>(&'a self, ticket: Ticket, req: &'a Request) -> BoxFuture<'a, Result<()>> {
        Box::pin(async move {
            // Noted before the admission goes: a hold it makes is known
            // however the request ends.
            lock(&self.open).insert(ticket, (req.clone(), false));
            let admitted = self.guard.admit(ticket, req).await;
            if admitted.is_err() {
                lock(&self.open).remove(&ticket);
            }
            admitted
        })
    }

    fn pace<'a>(
        &'a self,
        ticket: Ticket,
        req: &'a Request,
        attempt: u32,
    ) -> BoxFuture<'a, Result<()>> {
        Box::pin(async move {
            if let Err(e) = self.guard.pace(ticket, req, attempt).await {
                // The guard settled what it held for it.
                lock(&self.open).remove(&ticket);
                return Err(e);
            }
            if self.admission.verdict().is_some() {
                return match self.admission.verdict() {
                    Some(Verdict::Ok(_)) => {
                        self.passed_pacer(ticket, req);
                        Ok(())
                    }
                    _ => {
                        lock(&self.open).remove(&ticket);
                        Err(refused())
                    }
                };
            }
            match self.admission.judge_now_async().await {
                Ok(Verdict::Ok(_)) => {
                    self.passed_pacer(ticket, req);
                    Ok(())
                }
                other => {
                    // Held for an attempt that will not be sent: given back.
                    self.guard.outcome(
                        ticket,
                        req,
                        &Outcome::Failed {
                            failure: crate::api::Failure::Connect,
                            maybe_reached: false,
                        },
                    );
                    other.and(Err(refused()))
                }
            }
        })
    }

    fn outcome(&self, ticket: Ticket, req: &Request, outcome: &Outcome<'_>) {
        lock(&self.open).remove(&ticket);
        self.guard.outcome(ticket, req, outcome)
    }

    fn blocked(&self, class: RouteClass, wait: Duration) {
        self.guard.blocked(class, wait)
    }
}

/// A request's settles, held back until its answer is on its way (issue
/// 47: the gateway's overhead; [`Admission::defer_settles`] says why
/// nothing is lost when the process dies between the two). They run as a
/// task of the server's runtime, their statements sent on the gateway's
/// own connection (no blocking-pool thread), when this is dropped: carried by the answer's body
/// ([`SettleAfter::body`]), once the connection has taken the body's
/// last bytes; on any other way out of the request, at its end.
pub struct SettleAfter {
    admission: Option<Arc<Admission>>,
    settling: Arc<Settling>,
    /// Run once the settles are done ([`SettleAfter::then`]).
    then: Option<Box<dyn FnOnce() + Send>>,
}

/// The settles this gateway has held back or is running after their
/// answers: a member's read of the ledger's spends through the gateway
/// (`whoami`'s allowances, `team usage`, `report`) waits for them, so a
/// member reads their own spends.
#[derive(Default)]
pub struct Settling {
    n: std::sync::atomic::AtomicUsize,
    done: tokio::sync::Notify,
}

impl Settling {
    /// Resolves once no settle is held back or running.
    pub async fn settled(&self) {
        loop {
            let done = self.done.notified();
            tokio::pin!(done);
            done.as_mut().enable();
            if self.n.load(std::sync::atomic::Ordering::SeqCst) == 0 {
                return;
            }
            done.await;
        }
    }

    fn ended(&self) {
        if self.n.fetch_sub(1, std::sync::atomic::Ordering::SeqCst) == 1 {
            self.done.notify_waiters();
        }
    }
}

impl SettleAfter {
    pub fn new(admission: &Arc<Admission>, settling: &Arc<Settling>) -> SettleAfter {
        admission.defer_settles();
        SettleAfter {
            admission: Some(Arc::clone(admission)),
            settling: Arc::clone(settling),
            then: None,
        }
    }

    /// `f` runs once the settles are done, off the member's time (the
    /// gateway's read of GET /usage ahead, [`super::ahead`]).
    pub fn then(mut self, f: impl FnOnce() + Send + 'static) -> SettleAfter {
        self.then = Some(Box::new(f));
        self
    }

    /// `bytes` as an answer's body that runs the settles once it is sent
    /// (its length exact, so the answer keeps its `Content-Length`).
    pub fn body(self, bytes: Vec<u8>) -> axum::body::Body {
        axum::body::Body::new(Then {
            bytes: Some(Bytes::from(bytes)),
            _after: self,
        })
    }
}

impl Drop for SettleAfter {
    fn drop(&mut self) {
        let Some(admission) = self.admission.take() else {
            return;
        };
        let then = self.then.take();
        let after = move || {
            if let Some(f) = then {
                f();
            }
        };
        if !admission.settles_waiting() {
            // Nothing held back (a request that spent nothing).
            admission.settle_held();
            after();
            return;
        }
        // Counted before the answer's bytes reach the connection (hyper
        // drops the body as it takes its last frame), so the member's
        // next request finds it counted.
        let settling = Arc::clone(&self.settling);
        settling.n.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
        match tokio::runtime::Handle::try_current() {
            Ok(rt) => {
                let settle = async move {
                    admission.settle_held_async().await;
                    settling.ended();
                    after();
                };
                rt.spawn(Box::pin(settle)
                    as std::pin::Pin<
                        Box<dyn std::future::Future<Output = ()> + Send>,
                    >);
            }
            Err(_) => {
                admission.settle_held();
                settling.ended();
                after();
            }
        }
    }
}

/// An answer's body of one frame; the settles go when hyper drops it,
/// right after taking that frame.
struct Then {
    bytes: Option<Bytes>,
    _after: SettleAfter,
}

impl hyper::body::Body for Then {
    type Data = Bytes;
    type Error = std::convert::Infallible;

    fn poll_frame(
        mut self: std::pin::Pin<&mut Self>,
        _: &mut std::task::Context<'_>,
    ) -> std::task::Poll<Option<std::result::Result<Frame<Bytes>, Self::Error>>> {
        std::task::Poll::Ready(self.bytes.take().map(|b| Ok(Frame::data(b))))
    }

    fn is_end_stream(&self) -> bool {
        self.bytes.is_none()
    }

    fn size_hint(&self) -> SizeHint {
        SizeHint::with_exact(self.bytes.as_ref().map_or(0, |b| b.len() as u64))
    }
}

/// Each member's requests in flight and open streams on this gateway.
#[derive(Default)]
pub struct Flights {
    requests: Mutex<HashMap<String, Arc<tokio::sync::Semaphore>>>,
    streams: Mutex<HashMap<String, Arc<tokio::sync::Semaphore>>>,
}

/// A place in flight (or an open stream): given back when dropped.
pub struct Permit(#[allow(dead_code)] tokio::sync::OwnedSemaphorePermit);

/// One of a member's open streams (`/mcp` GET streams,
/// `subscriptions/listen`): its place among their [`STREAMS`], and the
/// gateway's stop, which ends it at once — an open stream carries no work
/// in flight (a client reconnects), so a graceful stop does not wait the
/// drain time for it.
pub struct OpenStream {
    _place: Permit,
    stop: tokio_util::sync::CancellationToken,
}

impl OpenStream {
    pub fn new(place: Permit, stop: tokio_util::sync::CancellationToken) -> OpenStream {
        OpenStream {
            _place: place,
            stop,
        }
    }

    /// Resolves once the gateway is stopping.
    pub async fn stopping(&self) {
        self.stop.cancelled().await
    }
}

/// A member waited longer than the bound for a place.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TooLong;

impl Flights {
    fn place(
        map: &Mutex<HashMap<String, Arc<tokio::sync::Semaphore>>>,
        member: &str,
        n: usize,
    ) -> Arc<tokio::sync::Semaphore> {
        let mut map = lock(map);
        if map.len() > 10_000 {
            // Members with nothing in flight hold no place worth keeping.
            map.retain(|_, s| s.available_permits() < n);
        }
        Arc::clone(
            map.entry(member.to_string())
                .or_insert_with(|| Arc::new(tokio::sync::Semaphore::new(n))),
        )
    }

    /// A place for one of `member`'s requests: at once while they have
    /// fewer than [`IN_FLIGHT`], else when one of theirs ends — held at
    /// most `bound`.
    pub async fn request(
        &self,
        member: &str,
        bound: Duration,
    ) -> std::result::Result<Permit, TooLong> {
        let s = Flights::place(&self.requests, member, IN_FLIGHT);
        Flights::wait(s, bound).await
    }

    /// A place for one of `member`'s open streams (at most [`STREAMS`]).
    pub async fn stream(
        &self,
        member: &str,
        bound: Duration,
    ) -> std::result::Result<Permit, TooLong> {
        let s = Flights::place(&self.streams, member, STREAMS);
        Flights::wait(s, bound).await
    }

    async fn wait(
        s: Arc<tokio::sync::Semaphore>,
        bound: Duration,
    ) -> std::result::Result<Permit, TooLong> {
        match tokio::time::timeout(bound, s.acquire_owned()).await {
            Ok(Ok(p)) => Ok(Permit(p)),
            _ => Err(TooLong),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn a_ninth_request_waits_for_a_place_and_is_refused_past_the_bound() {
        let f = Flights::default();
        let bound = Duration::from_millis(200);
        let mut held = Vec::new();
        for _ in 0..IN_FLIGHT {
            held.push(f.request("asha", bound).await.expect("a place"));
        }
        // Another member is not held by asha's requests.
        let ravi = f.request("ravi", bound).await;
        assert!(ravi.is_ok());
        // The ninth waits, and past the bound is refused.
        let started = std::time::Instant::now();
        assert_eq!(f.request("asha", bound).await.err(), Some(TooLong));
        assert!(started.elapsed() >= bound);
        // Held, not refused, while one of the eight ends within the bound.
        let one = held.pop();
        let ninth = crate::task::spawn(async move {
            let f = f;
            let got = f.request("asha", Duration::from_secs(5)).await.is_ok();
            (f, got)
        });
        tokio::time::sleep(Duration::from_millis(50)).await;
        drop(one);
        let (f, got) = ninth.await.unwrap();
        assert!(got, "the ninth had the place the eighth gave back");
        // Streams are counted apart: four, then a wait.
        let mut streams = Vec::new();
        for _ in 0..STREAMS {
            streams.push(f.stream("asha", bound).await.expect("a stream"));
        }
        assert_eq!(f.stream("asha", bound).await.err(), Some(TooLong));
    }
}
