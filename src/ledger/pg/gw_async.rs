//! The gateway's acts sent from the request's own task (issue 47, the
//! overhead; docs/benchmarks.md "28-gw-async"): the credential check with
//! the admission, and the settle, go to a connection of the gateway's own
//! that the server's runtime drives — no blocking-pool thread and no
//! ledger thread between the request and its statement (before, each act
//! went server task → blocking pool → the ledger's thread and back: four
//! thread wake-ups around every round trip).
//!
//! The same statements as the ledger's thread sends ([`super::gw_admit`]'s
//! acts, [`PgStore::settle_act`]), judged the same way ([`PgStore::judged`],
//! [`PgStore::settle`]); what needs the ledger's thread (settles the
//! database refused before, a database judged away: the stand-in) goes
//! there as before, from the blocking pool.

use std::sync::atomic::AtomicBool;

use super::connect::{connect, Driven};
use super::marks::Mark;
use super::members::{Credential, HeldAdmit, Verdict};
use super::named::Named;
use super::*;

/// The gateway's connection: made at its first act on the runtime that
/// asks, made again when it is found closed.
pub(super) struct GwConn {
    client: tokio::sync::Mutex<Option<(Arc<Client>, Arc<Named>)>>,
    tls: Option<super::tls::MakeRustls>,
    /// An act went through on it (a connection lost after that is made
    /// again once, as [`PgStore::call`] does).
    served: AtomicBool,
    /// The database said it does not keep a named statement (a pooler in
    /// transaction mode): every connection of this gateway sends them
    /// unnamed from then on.
    unnamed: Arc<AtomicBool>,
}

impl GwConn {
    pub(super) fn new(tls: Option<super::tls::MakeRustls>) -> GwConn {
        GwConn {
            client: tokio::sync::Mutex::new(None),
            tls,
            served: AtomicBool::new(false),
            unnamed: Arc::new(AtomicBool::new(false)),
        }
    }
}

impl PgStore {
    /// The gateway's connection, connected (or connected afresh) here.
    async fn gw_client(&self, fresh: bool) -> std::result::Result<(Arc<Client>, Arc<Named>), Fail> {
        let mut held = self.gw.client.lock().await;
        if let Some((c, n)) = held.as_ref().filter(|(c, _)| !fresh && !c.is_closed()) {
            return Ok((Arc::clone(c), Arc::clone(n)));
        }
        *held = None;
        let timeout = self.target.connect_timeout * (1 + COLD_START_FACTOR);
        let c = match tokio::time::timeout(
            timeout + Duration::from_secs(1),
            connect(
                &self.target,
                &self.gw.tls,
                &self.offset_ms,
                &self.info,
                &self.pre,
                Driven::OnRuntime,
            ),
        )
        .await
        {
            Ok(c) => c?,
            Err(_) => {
                return Err(Fail::Away(format!(
                    "no answer within {}s",
                    timeout.as_secs()
                )))
            }
        };
        // A new connection keeps no statement of the last one.
        let named = Named::made(&c, &self.target, &self.gw.unnamed).await;
        *held = Some((Arc::clone(&c), Arc::clone(&named)));
        Ok((c, named))
    }

    /// Makes the gateway's connection now, on the runtime that asks (`talent
    /// serve`, before it listens), so that no member's first request waits
    /// for the connect and the schema's greeting (docs/benchmarks.md
    /// "32-pace": 25-45 ms of the first request to each gateway). A connect
    /// that fails changes nothing: the first act connects as before, and
    /// judges the database by what it finds then.
    pub(super) async fn gw_connect_now(&self) -> Option<bool> {
        self.gw_client(false)
            .await
            .ok()
            .map(|(_, named)| named.on())
    }

    /// [`PgStore::call`] on the gateway's connection, awaited here: one
    /// act, its answer within the statement's patience, a connection that
    /// served and was then lost made again once and the act tried again,
    /// an act chosen as a deadlock's victim sent again.
    pub(super) async fn call_async<T, F, Fut>(&self, f: F) -> std::result::Result<T, Fail>
    where
        T: Send + 'static,
        F: FnOnce(Arc<Client>) -> Fut + Clone + Send + 'static,
        Fut: Future<Output = std::result::Result<T, Fail>> + Send + 'static,
    {
        let mut victim = 0;
        loop {
            match self.call_async_reconnecting(f.clone()).await {
                Err(e) if deadlock_victim(&e) && victim < DEADLOCK_TRIES => victim += 1,
                other => return other,
            }
        }
    }

    async fn call_async_reconnecting<T, F, Fut>(&self, f: F) -> std::result::Result<T, Fail>
    where
        T: Send + 'static,
        F: FnOnce(Arc<Client>) -> Fut + Clone + Send + 'static,
        Fut: Future<Output = std::result::Result<T, Fail>> + Send + 'static,
    {
        let served = self.gw.served.load(Ordering::Relaxed);
        match self.call_async_once(f.clone(), false).await {
            Err(e) if served && lost_connection(&e) => self.call_async_once(f, true).await,
            Ok(v) => {
                self.gw.served.store(true, Ordering::Relaxed);
                Ok(v)
            }
            other => other,
        }
    }

    async fn call_async_once<T, F, Fut>(&self, f: F, fresh: bool) -> std::result::Result<T, Fail>
    where
        F: FnOnce(Arc<Client>) -> Fut,
        Fut: Future<Output = std::result::Result<T, Fail>>,
    {
        let (c, named) = self.gw_client(fresh).await?;
        let patience = STATEMENT_TIMEOUT + Duration::from_secs(2);
        match tokio::time::timeout(patience, named.scope(f(c))).await {
            Ok(out) => out,
            Err(_) => Err(Fail::Away(format!(
                "no answer within {}s",
                patience.as_secs()
            ))),
        }
    }

    /// Settles the database refused before wait to be written.
    fn settles_refused(&self) -> bool {
        !self
            .pending
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .is_empty()
    }

    /// While settles wait from before or the database is judged away, the
    /// ledger's thread acts (in order; on its stand-in), not this task.
    fn thread_acts(&self) -> bool {
        self.settles_refused() || self.is_away()
    }

    /// Settles the database refused before go first, from the blocking
    /// pool (the ledger's thread writes them, as [`PgStore::judged`] does).
    async fn settles_first(self: &Arc<Self>) {
        let waiting = self.settles_refused();
        if waiting {
            let me = Arc::clone(self);
            let _ = crate::task::spawn_blocking(move || me.flush_settles()).await;
        }
    }

    /// [`PgStore::judged`], the act sent from this task.
    async fn judged_async<T, F, Fut>(self: &Arc<Self>, f: F) -> Result<T>
    where
        T: Send + 'static,
        F: FnOnce(Arc<Client>) -> Fut + Clone + Send + 'static,
        Fut: Future<Output = std::result::Result<T, Fail>> + Send + 'static,
    {
        self.settles_first().await;
        let out = self.call_async(f).await;
        self.judgement(out)
    }

    /// [`PgStore::gw_check`] from this task.
    pub(super) async fn gw_check_async(self: &Arc<Self>, cred: &Credential) -> Result<Verdict> {
        self.judged_async(super::gw_admit::gw_check_act(cred)).await
    }

    /// [`PgStore::gw_admit_as`] from this task.
    pub(super) async fn gw_admit_as_async(
        self: &Arc<Self>,
        cred: &Credential,
        key: &str,
        slots: &[Slot],
        span_ms: i64,
    ) -> Result<(Verdict, Option<Admit>)> {
        let act = self.gw_admit_as_act(cred, key, slots, span_ms);
        self.judged_async(act).await
    }

    /// [`PgStore::gw_reserve_admit`] from this task.
    pub(super) async fn gw_reserve_admit_async(
        self: &Arc<Self>,
        cred: &Credential,
        hold: &Hold<'_>,
        key: &str,
        slots: &[Slot],
        span_ms: i64,
    ) -> Result<(Verdict, Option<HeldAdmit>)> {
        let act = self.gw_reserve_admit_act(cred, hold, key, slots, span_ms);
        let out = self.judged_async(act).await?;
        self.gw_reserved(&out, hold);
        Ok(out)
    }

    /// [`PgStore::gw_reach`] from this task.
    pub(super) async fn gw_reach_async(
        self: &Arc<Self>,
        cred: &Credential,
        reach: &crate::ledger::Reach<'_>,
    ) -> Result<(Verdict, Option<crate::ledger::Reached>)> {
        let act = self.gw_reach_act(cred, reach);
        self.judged_async(act).await
    }

    /// [`crate::ledger::AsyncActs::reach_admit`] with the credential, from
    /// this task (one statement).
    pub(super) async fn gw_reach_admit_async(
        self: &Arc<Self>,
        cred: &Credential,
        joint: &crate::ledger::Joint<'_>,
    ) -> Result<(Verdict, Option<crate::ledger::ReachAdmit>)> {
        let act = self.gw_reach_admit_act(cred, joint);
        self.judged_async(act).await
    }

    /// [`PgStore::direct`] sent from this task on the gateway's connection
    /// (with a request's other records, in one flight); while settles wait
    /// from before, the database is judged away, or the statement fails
    /// there, through the ledger's thread as before.
    pub(super) async fn direct_async<T, F, Fut>(self: &Arc<Self>, f: F) -> Result<T>
    where
        T: Send + 'static,
        F: FnOnce(Arc<Client>) -> Fut + Clone + Send + 'static,
        Fut: Future<Output = std::result::Result<T, Fail>> + Send + 'static,
    {
        if let Some(v) = self.here(f.clone()).await {
            return Ok(v);
        }
        self.on_thread(move |me| me.direct(f)).await
    }

    /// `f` on the gateway's connection, unless settles wait from before or
    /// the database is judged away; `None` then, or when it failed there
    /// (the caller sends it through the ledger's thread).
    async fn here<T, F, Fut>(&self, f: F) -> Option<T>
    where
        T: Send + 'static,
        F: FnOnce(Arc<Client>) -> Fut + Clone + Send + 'static,
        Fut: Future<Output = std::result::Result<T, Fail>> + Send + 'static,
    {
        if self.thread_acts() {
            return None;
        }
        self.call_async(f).await.ok()
    }

    /// `f` on the ledger's thread, from the blocking pool.
    async fn on_thread<T: Send + 'static>(
        self: &Arc<Self>,
        f: impl FnOnce(&PgStore) -> Result<T> + Send + 'static,
    ) -> Result<T> {
        let me = Arc::clone(self);
        crate::task::spawn_blocking(move || f(&me))
            .await
            .map_err(|e| Error::ledger(format!("the ledger's task failed: {e}")))?
    }

    /// A keyed write's claim with its credential, from this task (one
    /// statement, migration 23): what the ledger said of the credential,
    /// and the claim when it said yes.
    pub(super) async fn gw_claim_async(
        self: &Arc<Self>,
        cred: &Credential,
        claim: &super::gw_admit::KeyClaim,
    ) -> Result<(Verdict, Option<Claim>)> {
        let act = self.gw_claim_act(cred, claim);
        self.judged_async(act).await
    }

    /// [`Store::record_idempotent`] with its statement sent from this task
    /// (with the request's settles, in one flight). While settles wait
    /// from before, the database is judged away, or the statement fails,
    /// the ledger's thread records it as before (its stand-in keeps it
    /// while the database is away): an answer given is never left
    /// unrecorded for a repeat to send again.
    pub(super) async fn record_idempotent_async(
        self: &Arc<Self>,
        owner: &str,
        key: &str,
        rec: &Recorded,
    ) -> Result<()> {
        let (o, k, r) = (owner.to_string(), key.to_string(), rec.clone());
        let act = {
            let (o, k, r) = (o.clone(), k.clone(), r.clone());
            move |c: Arc<Client>| -> ActFut<()> {
                Box::pin(async move {
                    c.ex(
                        super::acts::RECORD_IDEMPOTENT,
                        &[&o, &k, &r.command, &r.request, &r.result, &r.at_ms],
                    )
                    .await?;
                    Ok(())
                })
            }
        };
        if self.here(act).await.is_some() {
            self.ended_one();
            return Ok(());
        }
        self.on_thread(move |me| me.record_idempotent(&o, &k, &r))
            .await
    }

    /// A [`Mark`] with its statement sent from this task (with the
    /// request's settles, in one flight). While settles wait from before
    /// or the database is judged away, an error: the caller records it as
    /// any record is, from the ledger's thread.
    pub(super) async fn mark_async(self: &Arc<Self>, mark: &Mark) -> Result<()> {
        if self.thread_acts() {
            return Err(Error::ledger("the ledger's thread records it"));
        }
        let (mark, origin) = (mark.clone(), self.origin());
        let act = move |c: Arc<Client>| -> ActFut<()> {
            Box::pin(async move {
                mark.write(&c, &origin).await?;
                Ok(())
            })
        };
        self.call_async(act)
            .await
            .map_err(|_| Error::ledger("the record did not land"))
    }

    /// [`PgStore::settle`] with its statement sent from this task; while
    /// settles wait from before or the database is judged away, the
    /// ledger's thread settles (from the blocking pool) as it always did.
    pub(super) async fn settle_async(
        self: &Arc<Self>,
        id: i64,
        spent: bool,
        row: &AuditRow,
    ) -> Result<Option<Snapshot>> {
        if self.thread_acts() {
            let row = row.clone();
            return self.on_thread(move |me| me.settle(id, spent, &row)).await;
        }
        let (act, back) = self.settle_act(id, spent, row);
        let out = self.call_async(act).await;
        self.settle_kept_events(out.is_err(), &back);
        self.settled(id, spent, row, out)
    }
}
