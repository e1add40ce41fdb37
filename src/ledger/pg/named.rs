//! The statements a member's request sends through a gateway (the
//! credential, with its admission), prepared once on the gateway's own
//! ledger connection and then only bound and run: no parse and no plan,
//! 12 to 20 % of the admission back to back (issue 47, docs/benchmarks.md
//! "36"). Only on a connection that reaches the server itself
//! ([`straight`]): a named statement lives in one session, which a pooler
//! in transaction mode does not promise. Every other act, and every act
//! on the ledger's thread, goes unnamed (`Typed`).

use std::sync::atomic::AtomicBool;

use super::*;

/// A read's admission with its credential (`talent_gw_admit_fair`).
pub(super) const ADMIT: &str = "SELECT verdict, grants, label, use_for, wait
     FROM talent_gw_admit_fair($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)";
/// A search page's or an unlock's (`talent_gw_reserve_admit_fair`).
pub(super) const RESERVE_ADMIT: &str =
    "SELECT verdict, grants, label, use_for, kind, hold_id, left_units, limit_units, cap,
        member_used, wait
     FROM talent_gw_reserve_admit_fair($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13,
        $14, $15, $16, $17, $18)";
/// A message's or an invite's (`talent_gw_reach`).
pub(super) const REACH: &str =
    "SELECT verdict, grants, label, use_for, kind, hold_id, cap, member_used
     FROM talent_gw_reach($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)";
/// An invite's or a message's: its first contact, the people and the
/// meter's unit with the pacer's slots (`talent_gw_reach_admit`).
pub(super) const REACH_ADMIT: &str =
    "SELECT verdict, grants, label, use_for, kind, hold_id, left_units, limit_units, cap,
        member_used, wait, invited_ms, bulk_times, reach_kind, reach_id, reach_cap, reach_used
     FROM talent_gw_reach_admit($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14,
        $15, $16, $17, $18, $19, $20, $21, $22)";
/// Whether this gateway recorded a candidate's unlock from the service's
/// answer (sent with an unlock's admission, in the same flight).
pub(super) const UNLOCKED_HERE: &str = "SELECT EXISTS (SELECT 1 FROM talent_unlocked
     WHERE workspace = $1 AND talent_card_id = $2 AND origin = $3)";
/// The credential alone (`talent_gw_check`).
pub(super) const CHECK: &str =
    "SELECT verdict, grants, label, use_for, member FROM talent_gw_check($1, $2, $3, $4)";

/// The statements a member's request sends, with their parameters' types
/// (as the acts send them): prepared once on a gateway's connection that
/// reaches the server itself ([`Named`]).
fn hot() -> [(&'static str, Vec<Type>); 6] {
    use Type as T;
    let credential = [T::TEXT, T::TEXT, T::TEXT, T::BOOL];
    let with = |rest: &[Type]| credential.iter().chain(rest).cloned().collect::<Vec<_>>();
    [
        (CHECK, with(&[])),
        (UNLOCKED_HERE, vec![T::TEXT, T::TEXT, T::TEXT]),
        (
            ADMIT,
            with(&[
                T::TEXT,
                T::TEXT_ARRAY,
                T::INT4_ARRAY,
                T::INT8,
                T::TEXT,
                T::INT8,
            ]),
        ),
        (
            REACH,
            with(&[T::TEXT, T::TEXT, T::INT8, T::INT8, T::TEXT, T::INT8]),
        ),
        (
            REACH_ADMIT,
            with(&[
                T::TEXT,
                T::TEXT,
                T::INT8,
                T::INT8,
                T::TEXT,
                T::INT8,
                T::TEXT,
                T::TEXT,
                T::INT8,
                T::INT8,
                T::TEXT,
                T::INT8,
                T::INT8,
                T::INT8,
                T::TEXT,
                T::TEXT_ARRAY,
                T::INT4_ARRAY,
                T::INT8,
            ]),
        ),
        (
            RESERVE_ADMIT,
            with(&[
                T::TEXT,
                T::TEXT,
                T::INT8,
                T::TEXT,
                T::INT8,
                T::INT8,
                T::INT8,
                T::TEXT,
                T::INT8,
                T::TEXT,
                T::TEXT,
                T::TEXT_ARRAY,
                T::INT4_ARRAY,
                T::INT8,
            ]),
        ),
    ]
}

tokio::task_local! {
    /// The named statements of the connection an act runs on, when it is
    /// the gateway's own (set by `Named::scope`; none on the ledger's
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
    /// A new connection's: when it reaches the server itself (and no
    /// connection of this gateway was refused a named statement before,
    /// `unnamed`), a request's statements prepared now, together (one
    /// round trip), so that no member's page pays for it.
    pub(super) async fn made(
        c: &Client,
        target: &PgTarget,
        unnamed: &Arc<AtomicBool>,
    ) -> Arc<Named> {
        let on = !unnamed.load(Ordering::Relaxed) && straight(c, target).await;
        let mut prepared = std::collections::HashMap::new();
        if on {
            let hot = hot();
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
        Arc::new(Named {
            on,
            prepared: Mutex::new(prepared),
            unnamed: Arc::clone(unnamed),
        })
    }

    /// Whether this connection's statements are prepared ([`straight`]).
    pub(super) fn on(&self) -> bool {
        self.on
    }

    /// `act` run with these statements at hand ([`q1_named`]).
    pub(super) async fn scope<F: std::future::Future>(self: Arc<Self>, act: F) -> F::Output {
        NAMED.scope(self, act).await
    }

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
        // The kept statement's types checked against the act's in place: a
        // vector of them is built only to prepare again.
        let fits = |s: &tokio_postgres::Statement| {
            s.params().len() == params.len()
                && s.params().iter().zip(params).all(|(t, p)| *t == p.ty())
        };
        let statement = match kept.filter(fits) {
            Some(s) => s,
            None => {
                let types: Vec<Type> = params.iter().map(|p| p.ty()).collect();
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

/// Whether `c` reaches the server itself: the server says the connection
/// reached it on the address and port the ledger's URL names (an IP
/// address, `localhost`, or a host name that resolves to one address
/// alone), or on a Unix socket of that port. Only then does a statement
/// prepared on it live as long as the connection; a name with several
/// addresses, a pooler's other port or address, a container's mapped port
/// all say no, and the statements go unnamed as before.
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
    let named = named_addresses(&target.host, target.port).await;
    straight_by(
        &target.host,
        target.port,
        &named,
        row.get::<_, Option<String>>(0).as_deref(),
        row.get::<_, Option<i32>>(1),
        &row.get::<_, String>(2),
    )
}

/// The addresses the URL's host names: an IP address; `localhost`'s two;
/// a host name's own (as the driver resolved it a moment ago) when it
/// has exactly one — with several, the connection may have reached any,
/// and a pooler among them could pass for the server, so none.
async fn named_addresses(host: &str, port: u16) -> Vec<std::net::IpAddr> {
    if host.starts_with('/') {
        return Vec::new();
    }
    if host.eq_ignore_ascii_case("localhost") {
        return vec![[127, 0, 0, 1].into(), std::net::Ipv6Addr::LOCALHOST.into()];
    }
    if let Ok(ip) = host
        .trim_start_matches('[')
        .trim_end_matches(']')
        .parse::<std::net::IpAddr>()
    {
        return vec![ip];
    }
    let looked = tokio::time::timeout(
        Duration::from_secs(2),
        tokio::net::lookup_host((host, port)),
    )
    .await;
    match looked {
        Ok(Ok(addrs)) => one_address(addrs.map(|a| a.ip()).collect()),
        _ => Vec::new(),
    }
}

/// A host name's addresses as [`named_addresses`] counts them: its one
/// address, or none when it has several (or none).
fn one_address(mut found: Vec<std::net::IpAddr>) -> Vec<std::net::IpAddr> {
    for a in &mut found {
        *a = a.to_canonical();
    }
    found.sort();
    found.dedup();
    if found.len() == 1 {
        found
    } else {
        Vec::new()
    }
}

/// [`straight`]'s judgement: the URL's host and port, with the addresses
/// it names ([`named_addresses`]), against the address and port the server
/// says the connection reached (none on a Unix socket) and its configured
/// port.
fn straight_by(
    host: &str,
    port: u16,
    named: &[std::net::IpAddr],
    server_addr: Option<&str>,
    server_port: Option<i32>,
    configured_port: &str,
) -> bool {
    if host.starts_with('/') {
        return server_addr.is_none() && configured_port == port.to_string();
    }
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

#[cfg(test)]
mod tests {
    use super::{named_addresses, one_address, straight_by};
    use std::net::IpAddr;

    /// [`straight_by`] with the addresses `host` names as the gateway
    /// counts them: an address or `localhost` as it finds them, a name's
    /// from `dns`, as a resolver would answer (no test asks a real one).
    fn judge(host: &str, port: u16, dns: Option<&[&str]>, reached: Option<&str>, at: i32) -> bool {
        let named: Vec<IpAddr> = match dns {
            Some(ips) => one_address(ips.iter().map(|a| a.parse().unwrap()).collect()),
            None => tokio::runtime::Builder::new_current_thread()
                .enable_all()
                .build()
                .unwrap()
                .block_on(named_addresses(host, port)),
        };
        let reached_port = reached.map(|_| at);
        straight_by(host, port, &named, reached, reached_port, &at.to_string())
    }

    #[test]
    fn only_a_connection_that_reaches_the_server_itself_is_straight() {
        // Beside the database: loopback, an address, a Unix socket.
        assert!(judge("127.0.0.1", 5432, None, Some("127.0.0.1"), 5432));
        assert!(judge("localhost", 5432, None, Some("::1"), 5432));
        assert!(judge("[::1]", 5433, None, Some("::1"), 5433));
        assert!(judge("10.0.0.7", 5432, None, Some("10.0.0.7"), 5432));
        assert!(straight_by(
            "/var/run/postgresql",
            5432,
            &[],
            None,
            None,
            "5432"
        ));
        assert!(judge(
            "127.0.0.1",
            5432,
            None,
            Some("::ffff:127.0.0.1"),
            5432
        ));
        // A host name with one address (a container's service name, an
        // internal DNS name) is that address.
        assert!(judge(
            "db.internal",
            5432,
            Some(&["10.0.0.7"]),
            Some("10.0.0.7"),
            5432
        ));
        assert!(judge(
            "db",
            5432,
            Some(&["172.18.0.2", "172.18.0.2"]),
            Some("172.18.0.2"),
            5432
        ));
        // PgBouncer on the same host, another port, TCP or socket.
        assert!(!straight_by(
            "127.0.0.1",
            6432,
            &["127.0.0.1".parse().unwrap()],
            Some("127.0.0.1"),
            Some(5432),
            "5432"
        ));
        assert!(!straight_by(
            "/var/run/postgresql",
            6432,
            &[],
            None,
            None,
            "5432"
        ));
        // A pooler or proxy elsewhere, a container's mapped port.
        assert!(!judge("10.0.0.9", 5432, None, Some("10.0.0.7"), 5432));
        assert!(!straight_by(
            "127.0.0.1",
            15432,
            &["127.0.0.1".parse().unwrap()],
            Some("172.17.0.2"),
            Some(5432),
            "5432"
        ));
        // A name whose one address is a pooler's: the server is elsewhere.
        assert!(!judge(
            "db.internal",
            5432,
            Some(&["10.0.0.9"]),
            Some("10.0.0.7"),
            5432
        ));
        assert!(!judge(
            "ep-x-pooler.neon.tech",
            5432,
            Some(&["10.1.2.9"]),
            Some("10.1.2.3"),
            5432
        ));
        // A name with several addresses: a pooler among them could pass
        // for the server, so none counts.
        assert!(!judge(
            "db.internal",
            5432,
            Some(&["10.0.0.7", "10.0.0.9"]),
            Some("10.0.0.7"),
            5432
        ));
        // A name that does not resolve.
        assert!(!judge(
            "no-such-host.invalid",
            5432,
            None,
            Some("10.0.0.7"),
            5432
        ));
        // A Unix socket's server seen over TCP, or an answer without one.
        assert!(!straight_by(
            "127.0.0.1",
            5432,
            &["127.0.0.1".parse().unwrap()],
            None,
            None,
            "5432"
        ));
        assert!(!straight_by(
            "/tmp",
            5432,
            &[],
            Some("127.0.0.1"),
            Some(5432),
            "5432"
        ));
    }
}
