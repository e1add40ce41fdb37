//! Connecting: TLS, timeouts, and the connection's own thread that runs
//! one job at a time.

use super::migrations::foreign;
use super::*;

pub(super) fn tls_connector(target: &PgTarget) -> Result<Option<super::tls::MakeRustls>> {
    if target.tls == Tls::Disable {
        return Ok(None);
    }
    // The platform's roots are loaded only if the file's do not vouch for the server.
    let file = match &target.ca_file {
        Some(path) => Some(Arc::new(crate::config::ca_file::der_roots(path)?)),
        None => None,
    };
    let config = crate::api::tls::client_config(crate::api::tls::Trust::new(file));
    Ok(Some(super::tls::MakeRustls::new(config)))
}

/// Where a connection's own future is driven: on the ledger's thread (its
/// `LocalSet`), or as a task of the runtime that connects (the gateway's
/// connection, [`super::gw_async`]), named apart in `pg_stat_activity`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Driven {
    OnLedgerThread,
    OnRuntime,
}

/// The gateway's connection's `application_name`.
pub(super) const GATEWAY_APP: &str = "talent gateway";

pub(super) async fn connect(
    target: &PgTarget,
    tls: &Option<super::tls::MakeRustls>,
    offset: &AtomicI64,
    info: &Mutex<ConnInfo>,
    pre: &Mutex<Prefetch>,
    driven: Driven,
) -> std::result::Result<Arc<Client>, Fail> {
    let started = std::time::Instant::now();
    let mut cfg = tokio_postgres::Config::new();
    cfg.host(&target.host)
        .port(target.port)
        .user(&target.user)
        .dbname(&target.dbname)
        .application_name(match driven {
            Driven::OnLedgerThread => "talent",
            Driven::OnRuntime => GATEWAY_APP,
        })
        .connect_timeout(target.connect_timeout)
        .channel_binding(target.channel_binding)
        .keepalives(true);
    if let Some(p) = target.resolve_password() {
        use secrecy::ExposeSecret;
        cfg.password(p.expose_secret().as_bytes());
    }
    // A serverless database asleep (Neon, Supabase's paused projects) may
    // take longer to wake than the timeout: a connect that outlasts it is
    // tried once more with a longer one (a refusal is never retried).
    let timeout = target.connect_timeout;
    let client = match open(&mut cfg, target, tls, timeout, driven).await {
        Err(Fail::Away(why)) if why.starts_with(NO_CONNECTION) => {
            open(&mut cfg, target, tls, timeout * COLD_START_FACTOR, driven).await?
        }
        other => other?,
    };
    // No session set-up: one call reads the clock, the server and the schema
    // (an older schema has no talent_hello: read it the long way, and migrate).
    let key = pre.lock().unwrap_or_else(|e| e.into_inner()).key.clone();
    let before = crate::clock::now_ms();
    let hello = client.qopt("SELECT * FROM talent_hello($1)", &[&key]).await;
    let after = crate::clock::now_ms();
    let (db_ms, recovery, version, ssl, schema) = match hello {
        Ok(Some(row)) => {
            if let Some(k) = key {
                let ws: Option<String> = row.get(6);
                let mut p = pre.lock().unwrap_or_else(|e| e.into_inner());
                if let (Some(w), Some(_)) = (&ws, row.get::<_, Option<i64>>(7)) {
                    p.snap = Some((w.clone(), snapshot_of(&row, 7)));
                    for (i, m) in ["unlocks", "searches", "messages"].iter().enumerate() {
                        p.held.insert(m.to_string(), row.get(15 + i));
                    }
                }
                p.workspace = Some((k, ws));
            }
            (
                row.get::<_, i64>(0),
                row.get(1),
                row.get(2),
                row.get(3),
                Some(super::snapshot::versions_of(&row, 4)),
            )
        }
        Ok(None) => return Err(Fail::Db("talent_hello() returned no row".into(), None)),
        Err(e) if e.code() == Some(&SqlState::UNDEFINED_FUNCTION) => {
            let before = crate::clock::now_ms();
            let row = client
                .q1(
                    "SELECT (extract(epoch FROM clock_timestamp()) * 1000)::bigint, pg_is_in_recovery(),
                            current_setting('server_version'),
                            coalesce((SELECT ssl FROM pg_stat_ssl WHERE pid = pg_backend_pid()), false)",
                    &[],
                )
                .await?;
            let after = crate::clock::now_ms();
            offset.store(
                row.get::<_, i64>(0) - (before + after) / 2,
                Ordering::Relaxed,
            );
            (
                row.get::<_, i64>(0),
                row.get(1),
                row.get(2),
                row.get(3),
                None,
            )
        }
        // A table of talent's name that is not talent's (the greeting
        // reads them): named, as `ledger migrate` names it.
        Err(e)
            if e.code() == Some(&SqlState::UNDEFINED_COLUMN)
                || e.code() == Some(&SqlState::UNDEFINED_TABLE) =>
        {
            return Err(foreign(&client).await?.unwrap_or_else(|| e.into()));
        }
        Err(e) => return Err(e.into()),
    };
    if let Some(versions) = schema {
        offset.store(db_ms - (before + after) / 2, Ordering::Relaxed);
        pre.lock().unwrap_or_else(|e| e.into_inner()).versions = Some(versions);
    }
    if recovery {
        return Err(Fail::Db(
            "it is a read-only replica (in recovery)".into(),
            Some(SqlState::READ_ONLY_SQL_TRANSACTION),
        ));
    }
    let schema = match schema {
        Some((v, compat)) if v >= PG_SCHEMA_VERSION && compat <= PG_SCHEMA_VERSION => v,
        _ => migrate(&client, false).await?.1,
    };
    let mut i = info.lock().unwrap_or_else(|e| e.into_inner());
    i.server_version = version;
    i.rtt_ms = after - before;
    i.tls = ssl;
    i.schema = schema;
    i.connect_ms = started.elapsed().as_millis();
    Ok(Arc::new(client))
}

/// How a wait for the team ledger that a stop signal ended is said.
pub(super) const STOPPED_WAITING: &str = "stopped by a signal while waiting for the team ledger";

/// How a connect that outlasted its timeout is said (and known to retry).
pub(super) const NO_CONNECTION: &str = "no connection within";

/// The second connect's timeout, in multiples of the first.
pub(super) const COLD_START_FACTOR: u32 = 3;

/// One connect within `timeout`; its connection is driven as `driven` says.
pub(super) async fn open(
    cfg: &mut tokio_postgres::Config,
    target: &PgTarget,
    tls: &Option<super::tls::MakeRustls>,
    timeout: Duration,
    driven: Driven,
) -> std::result::Result<Client, Fail> {
    cfg.connect_timeout(timeout);
    let late = |_| Fail::Away(format!("{NO_CONNECTION} {}s", timeout.as_secs()));
    match tls {
        None => {
            cfg.ssl_mode(tokio_postgres::config::SslMode::Disable);
            let (client, conn) = tokio::time::timeout(timeout, cfg.connect(tokio_postgres::NoTls))
                .await
                .map_err(late)?
                .map_err(|e| connect_fail(e, target))?;
            drive(conn, driven);
            Ok(client)
        }
        Some(tls) => {
            cfg.ssl_mode(if target.tls == Tls::Prefer {
                tokio_postgres::config::SslMode::Prefer
            } else {
                tokio_postgres::config::SslMode::Require
            });
            let (client, conn) = tokio::time::timeout(timeout, cfg.connect(tls.clone()))
                .await
                .map_err(late)?
                .map_err(|e| connect_fail(e, target))?;
            drive(conn, driven);
            Ok(client)
        }
    }
}

/// Drives a connection's future where `driven` says, until it ends.
fn drive<F>(conn: F, driven: Driven)
where
    F: Future + Send + 'static,
{
    match driven {
        Driven::OnLedgerThread => {
            crate::task::spawn_local(async move {
                let _ = conn.await;
            });
        }
        Driven::OnRuntime => {
            crate::task::spawn(async move {
                let _ = conn.await;
            });
        }
    }
}

pub(super) fn connect_fail(e: tokio_postgres::Error, target: &PgTarget) -> Fail {
    match e.as_db_error() {
        // Refused by the server (a wrong password, no such database): an
        // answer, not an absence; never retried.
        Some(db) => Fail::Db(db.message().to_string(), Some(db.code().clone())),
        None => {
            let mut msg = e.to_string();
            let mut src = std::error::Error::source(&e);
            while let Some(s) = src {
                msg = format!("{msg}: {s}");
                src = s.source();
            }
            // The server asked for a password and none was found: say why
            // the password file gave none (ignored for its mode).
            if msg.contains("password missing") {
                if let Some(why) = target.password_file_warning() {
                    msg = format!("{msg} ({why})");
                }
            }
            Fail::Away(msg)
        }
    }
}

/// How soon a connect the database refused is tried again.
const RECONNECT_REFUSED: Duration = Duration::from_secs(1);

pub(super) fn run_worker(
    target: PgTarget,
    tls: Option<super::tls::MakeRustls>,
    jobs: mpsc::Receiver<Job>,
    offset: Arc<AtomicI64>,
    info: Arc<Mutex<ConnInfo>>,
    renew: Renew,
    pre: Arc<Mutex<Prefetch>>,
) {
    let Ok(rt) = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
    else {
        return;
    };
    let local = tokio::task::LocalSet::new();
    let mut conn = local.block_on(
        &rt,
        connect(&target, &tls, &offset, &info, &pre, Driven::OnLedgerThread),
    );
    let mut connected_at = Instant::now();
    // A third of a lease without an act: renew what the run holds (a
    // light call), so a run that waits for a slot or retries keeps it.
    let every = Duration::from_millis((renew.lease_ms / 3).max(100) as u64);
    loop {
        let job = match jobs.recv_timeout(every) {
            Ok(job) => job,
            Err(mpsc::RecvTimeoutError::Timeout) => {
                if renew.live.load(Ordering::Relaxed) > 0 {
                    if let Ok(c) = &conn {
                        let (run, term) = (renew.run.clone(), renew.lease_ms);
                        let c = Arc::clone(c);
                        let _ = local.block_on(&rt, async move {
                            c.ex("SELECT talent_renew($1, $2)", &[&run, &term]).await
                        });
                    }
                }
                continue;
            }
            Err(mpsc::RecvTimeoutError::Disconnected) => break,
        };
        // A connection that dropped is made again once per call; a
        // database that stays away fails the call fast. One that refused
        // the connect (a database not taking connections, a password
        // changed) is tried again at most once a second: a long-running
        // process (`talent serve`) sees it come back.
        let closed = match &conn {
            Ok(c) => c.is_closed(),
            Err(Fail::Away(_)) => true,
            Err(Fail::Db(..)) => connected_at.elapsed() >= RECONNECT_REFUSED,
        };
        if closed || renew.fresh.swap(false, Ordering::Relaxed) {
            conn = local.block_on(
                &rt,
                connect(&target, &tls, &offset, &info, &pre, Driven::OnLedgerThread),
            );
            connected_at = Instant::now();
        }
        local.block_on(&rt, job(conn.clone()));
    }
}
