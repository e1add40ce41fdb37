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
use super::members::{Credential, HeldAdmit, Verdict};
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

tokio::task_local! {
    /// The named statements of the connection an act runs on, when it is
    /// the gateway's own (set by `call_async_once`; none on the ledger's
    /// thread, whose acts go unnamed).
    static NAMED: Arc<Named>;
}

/// The statements a member's request sends (the credential with its
/// admission), prepared once on the gateway's connection and then only
/// bound and run: no parse and no plan, 12 to 20 % of the admission back
/// to back (docs/benchmarks.md "36").
/// Everything else goes unnamed, as on every other connection: a named
/// statement lives in one session, which a pooler in transaction mode does
/// not promise; where one answers that it does not have it, the statement
/// is sent again unnamed, and so is every one after it.
pub(super) struct Named {
    /// The connection reaches the server itself ([`straight`]).
    on: bool,
    prepared: Mutex<std::collections::HashMap<&'static str, tokio_postgres::Statement>>,
    unnamed: Arc<AtomicBool>,
}

impl Named {
    async fn query_one(
        &self,
        c: &Client,
        sql: &'static str,
        params: &[&dyn Param],
    ) -> std::result::Result<Row, PgError> {
        let kept = self
            .prepared
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .get(sql)
            .cloned();
        let types: Vec<Type> = params.iter().map(|p| p.ty()).collect();
        let statement = match kept.filter(|s| s.params() == types.as_slice()) {
            Some(s) => s,
            None => {
                let s = c.prepare_typed(sql, &types).await?;
                self.prepared
                    .lock()
                    .unwrap_or_else(|e| e.into_inner())
                    .insert(sql, s.clone());
                s
            }
        };
        let values: Vec<&(dyn ToSql + Sync)> = params.iter().map(|p| p.sql()).collect();
        c.query_one(&statement, &values).await
    }
}

/// Whether the database refused a named statement before running it: it
/// does not have it (another session's, behind a pooler), has another of
/// that name, or its plan no longer fits (a migration replaced what it
/// reads). Nothing ran; the statement may be sent again unnamed.
fn not_kept(e: &PgError) -> bool {
    e.code().is_some_and(|c| {
        [
            SqlState::INVALID_SQL_STATEMENT_NAME,
            SqlState::DUPLICATE_PSTATEMENT,
            SqlState::PROTOCOL_VIOLATION,
            SqlState::FEATURE_NOT_SUPPORTED,
        ]
        .contains(c)
    })
}

/// Whether a connection reaches the PostgreSQL server itself rather than a
/// pooler or a proxy before it: the server says it answers on the address
/// and port the ledger's URL names (an IP address or `localhost`), or on a
/// Unix socket of that port. Only then does a statement prepared on it
/// live as long as the connection; a name (the URL's or a DNS one), a
/// pooler's other port, a container's mapped one all say no, and the
/// statements go unnamed as before.
async fn straight(c: &Client, target: &PgTarget) -> bool {
    let Ok(row) = c
        .q1(
            "SELECT host(inet_server_addr()), inet_server_port(), current_setting('port')",
            &[],
        )
        .await
    else {
        return false;
    };
    straight_by(
        &target.host,
        target.port,
        row.get::<_, Option<String>>(0).as_deref(),
        row.get::<_, Option<i32>>(1),
        &row.get::<_, String>(2),
    )
}

/// [`straight`]'s judgement: the URL's host and port against the address
/// and port the server says the connection reached (none on a Unix
/// socket) and its configured port.
fn straight_by(
    host: &str,
    port: u16,
    server_addr: Option<&str>,
    server_port: Option<i32>,
    configured_port: &str,
) -> bool {
    if host.starts_with('/') {
        return server_addr.is_none() && configured_port == port.to_string();
    }
    let named: Vec<std::net::IpAddr> = if host.eq_ignore_ascii_case("localhost") {
        vec![[127, 0, 0, 1].into(), std::net::Ipv6Addr::LOCALHOST.into()]
    } else {
        host.trim_start_matches('[')
            .trim_end_matches(']')
            .parse()
            .into_iter()
            .collect()
    };
    // An IPv4 address a dual-stack socket reports as `::ffff:a.b.c.d`.
    let reached =
        server_addr.and_then(|a| a.parse::<std::net::IpAddr>().ok().map(|a| a.to_canonical()));
    matches!((reached, server_port), (Some(a), Some(p)) if named.contains(&a) && p == i32::from(port))
}

/// One row of `sql`: as a statement prepared once when the act runs on the
/// gateway's connection ([`Named`]), else unnamed ([`Typed::q1`]).
pub(super) async fn q1_named(
    c: &Client,
    sql: &'static str,
    params: &[&dyn Param],
) -> std::result::Result<Row, PgError> {
    if let Ok(named) = NAMED.try_with(Arc::clone) {
        if named.on && !named.unnamed.load(Ordering::Relaxed) {
            match named.query_one(c, sql, params).await {
                Err(e) if not_kept(&e) => named.unnamed.store(true, Ordering::Relaxed),
                other => return other,
            }
        }
    }
    c.q1(sql, params).await
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
        // A new connection keeps no statement of the last one; one that
        // reaches the server itself prepares a request's statements now,
        // together (one round trip), so no member's page pays for it.
        let on = !self.gw.unnamed.load(Ordering::Relaxed) && straight(&c, &self.target).await;
        let mut prepared = std::collections::HashMap::new();
        if on {
            let hot = super::gw_admit::hot();
            let made = futures_util::future::join_all(
                hot.iter().map(|(sql, types)| c.prepare_typed(sql, types)),
            )
            .await;
            for ((sql, _), s) in hot.iter().zip(made) {
                if let Ok(s) = s {
                    prepared.insert(*sql, s);
                }
            }
        }
        let named = Arc::new(Named {
            on,
            prepared: Mutex::new(prepared),
            unnamed: Arc::clone(&self.gw.unnamed),
        });
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
        self.gw_client(false).await.ok().map(|(_, named)| named.on)
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
        match tokio::time::timeout(patience, NAMED.scope(named, f(c))).await {
            Ok(out) => out,
            Err(_) => Err(Fail::Away(format!(
                "no answer within {}s",
                patience.as_secs()
            ))),
        }
    }

    /// Settles the database refused before go first, from the blocking
    /// pool (the ledger's thread writes them, as [`PgStore::judged`] does).
    async fn settles_first(self: &Arc<Self>) {
        let waiting = !self
            .pending
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .is_empty();
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

    /// [`PgStore::settle`] with its statement sent from this task; while
    /// settles wait from before or the database is judged away, the
    /// ledger's thread settles (from the blocking pool) as it always did.
    pub(super) async fn settle_async(
        self: &Arc<Self>,
        id: i64,
        spent: bool,
        row: &AuditRow,
    ) -> Result<Option<Snapshot>> {
        let waiting = !self
            .pending
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .is_empty();
        if waiting || self.is_away() {
            let (me, row) = (Arc::clone(self), row.clone());
            return crate::task::spawn_blocking(move || me.settle(id, spent, &row))
                .await
                .map_err(|e| Error::ledger(format!("the ledger's task failed: {e}")))?;
        }
        let (act, back) = self.settle_act(id, spent, row);
        let out = self.call_async(act).await;
        self.settle_kept_events(out.is_err(), &back);
        self.settled(id, spent, row, out)
    }
}

#[cfg(test)]
mod tests {
    use super::straight_by;

    #[test]
    fn only_a_connection_that_reaches_the_server_itself_is_straight() {
        // Beside the database: loopback, an address, a Unix socket.
        assert!(straight_by(
            "127.0.0.1",
            5432,
            Some("127.0.0.1"),
            Some(5432),
            "5432"
        ));
        assert!(straight_by(
            "localhost",
            5432,
            Some("::1"),
            Some(5432),
            "5432"
        ));
        assert!(straight_by("[::1]", 5433, Some("::1"), Some(5433), "5433"));
        assert!(straight_by(
            "10.0.0.7",
            5432,
            Some("10.0.0.7"),
            Some(5432),
            "5432"
        ));
        assert!(straight_by("/var/run/postgresql", 5432, None, None, "5432"));
        assert!(straight_by(
            "127.0.0.1",
            5432,
            Some("::ffff:127.0.0.1"),
            Some(5432),
            "5432"
        ));
        // PgBouncer on the same host, another port, TCP or socket.
        assert!(!straight_by(
            "127.0.0.1",
            6432,
            Some("127.0.0.1"),
            Some(5432),
            "5432"
        ));
        assert!(!straight_by(
            "/var/run/postgresql",
            6432,
            None,
            None,
            "5432"
        ));
        // A pooler or proxy elsewhere, a container's mapped port, a name.
        assert!(!straight_by(
            "10.0.0.9",
            5432,
            Some("10.0.0.7"),
            Some(5432),
            "5432"
        ));
        assert!(!straight_by(
            "127.0.0.1",
            15432,
            Some("172.17.0.2"),
            Some(5432),
            "5432"
        ));
        assert!(!straight_by(
            "db.internal",
            5432,
            Some("10.0.0.7"),
            Some(5432),
            "5432"
        ));
        assert!(!straight_by(
            "ep-x-pooler.neon.tech",
            5432,
            Some("10.1.2.3"),
            Some(5432),
            "5432"
        ));
        // A Unix socket's server seen over TCP, or an answer without one.
        assert!(!straight_by("127.0.0.1", 5432, None, None, "5432"));
        assert!(!straight_by(
            "/tmp",
            5432,
            Some("127.0.0.1"),
            Some(5432),
            "5432"
        ));
    }
}
