//! One store contract: the behaviour every ledger store must have, run
//! against each — the SQLite file, PostgreSQL straight, and PostgreSQL
//! through PgBouncer in transaction mode (the shape of Terraform's
//! internal/states/remote/testing.go: one suite, every backend). Each test
//! names an operation of the `Store` trait; a backend the machine cannot
//! offer says it did not run (common/pg.rs), and fails under CI.

use std::sync::Arc;
use std::time::Duration;

use talent::ledger::pg::PgStore;
use talent::ledger::target::{self, Mode, Source, Target};
use talent::ledger::{
    Admit, AuditRow, Claim, Held, Hold, Meters, Recorded, Slot, Snapshot, SqliteStore, Store,
};
use talent_spec::rate::Meter;

use crate::common::pg;

/// One backend under test, and what it needs kept alive.
struct Backend {
    name: &'static str,
    store: Arc<dyn Store>,
    /// A second machine on the same ledger (shared stores only).
    other: Option<Arc<dyn Store>>,
    _keep: Option<Keep>,
}

enum Keep {
    /// Removed when dropped.
    Dir(#[allow(dead_code)] tempfile::TempDir),
    Db {
        admin: String,
        name: String,
    },
}

impl Drop for Keep {
    fn drop(&mut self) {
        if let Keep::Db { admin, name } = self {
            let _ = std::process::Command::new("psql")
                .args([
                    admin.as_str(),
                    "-XAtq",
                    "-c",
                    &format!("DROP DATABASE IF EXISTS {name} WITH (FORCE)"),
                ])
                .output();
        }
    }
}

fn pg_store(url: &str) -> Arc<dyn Store> {
    let Target::Postgres(t) = target::parse(url, Source::Env).expect("a ledger URL") else {
        panic!("{url} is not a PostgreSQL URL");
    };
    let local = Arc::new(SqliteStore::in_memory().unwrap());
    Arc::new(
        PgStore::start(t, Mode::Required, local, Duration::from_secs(2)).expect("the store starts"),
    )
}

fn pg_backend(name: &'static str, admin: &str, via: &str) -> Backend {
    let db = format!("talent_contract_{:x}", fastrand::u64(..));
    let out = std::process::Command::new("psql")
        .args([admin, "-XAtq", "-c", &format!("CREATE DATABASE {db}")])
        .output()
        .expect("psql runs");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let url = format!("{}/{db}", via.rsplit_once('/').unwrap().0);
    Backend {
        name,
        store: pg_store(&url),
        other: Some(pg_store(&url)),
        _keep: Some(Keep::Db {
            admin: admin.to_string(),
            name: db,
        }),
    }
}

/// Every backend this machine offers (a missing one says so).
fn backends(test: &str) -> Vec<Backend> {
    let dir = tempfile::tempdir().unwrap();
    let file: Arc<dyn Store> =
        Arc::new(SqliteStore::open(&dir.path().join("ledger.sqlite3")).unwrap());
    let mut out = vec![Backend {
        name: "sqlite",
        store: file,
        other: None,
        _keep: Some(Keep::Dir(dir)),
    }];
    if let Some(admin) = pg::direct(&format!("store contract {test} on PostgreSQL")) {
        out.push(pg_backend("postgres", &admin, &admin));
    }
    if let Some((admin, pool)) = pg::pooled(&format!("store contract {test} through PgBouncer")) {
        out.push(pg_backend("pgbouncer", &admin, &pool));
    }
    out
}

fn snap(store: &dyn Store, unlocks: Meters) -> Snapshot {
    Snapshot {
        unlocks,
        searches: Meters {
            used: 0,
            limit: 100,
        },
        messages: Meters { used: 0, limit: 20 },
        cycle_ends: Some("2026-12-01T00:00:00Z".into()),
        read_ms: store.now_ms(),
    }
}

fn hold<'a>(
    store: &dyn Store,
    ws: &'a str,
    member: &'a str,
    card: Option<&'a str>,
    ttl_ms: i64,
) -> Hold<'a> {
    Hold {
        workspace: ws,
        meter: Meter::ApiUnlocks,
        cost: 1,
        member,
        fallback: Meters { used: 0, limit: 3 },
        expires_ms: store.now_ms() + ttl_ms,
        card,
    }
}

fn row(ws: &str, outcome: &str) -> AuditRow {
    AuditRow {
        at_ms: 0,
        workspace: ws.into(),
        command: "candidate show".into(),
        meter: "unlocks".into(),
        cost: 1,
        outcome: outcome.into(),
        member: "asha".into(),
    }
}

#[test]
fn admit_under_contention_never_puts_a_window_over_its_limit() {
    for b in backends("admit") {
        let key = format!("key-{:x}", fastrand::u64(..));
        let slots = [
            Slot {
                class: "global",
                limit: 120,
            },
            Slot {
                class: "search",
                limit: 5,
            },
        ];
        let threads: Vec<_> = (0..6)
            .map(|_| {
                let (s, k) = (Arc::clone(&b.store), key.clone());
                std::thread::spawn(move || {
                    (0..3)
                        .filter(|_| s.admit(&k, &slots, 60_000).unwrap() == Admit::Go)
                        .count()
                })
            })
            .collect();
        let went: usize = threads.into_iter().map(|t| t.join().unwrap()).sum();
        assert_eq!(went, 5, "{}: exactly the limit in one window", b.name);
        assert!(
            matches!(b.store.admit(&key, &slots, 60_000).unwrap(), Admit::Wait(ms) if ms > 0),
            "{}: the next waits",
            b.name
        );
    }
}

#[test]
fn holds_count_until_settled_or_released_and_lapse_at_their_end() {
    for b in backends("holds") {
        let s = b.store.as_ref();
        let ws = format!("ws-{:x}", fastrand::u64(..));
        let key = format!("key-{:x}", fastrand::u64(..));
        s.store_snapshot(
            &key,
            &ws,
            &snap(s, Meters { used: 0, limit: 3 }),
            s.now_ms(),
        )
        .unwrap();
        assert_eq!(
            s.workspace_of(&key).unwrap().as_deref(),
            Some(ws.as_str()),
            "{}",
            b.name
        );
        let mut ids = Vec::new();
        for _ in 0..3 {
            match s.reserve(&hold(s, &ws, "asha", None, 60_000)).unwrap() {
                Held::Held { id, .. } => ids.push(id),
                other => panic!("{}: {other:?}", b.name),
            }
        }
        assert!(
            matches!(
                s.reserve(&hold(s, &ws, "asha", None, 60_000)).unwrap(),
                Held::Short { left: 0, .. }
            ),
            "{}: the last unit is taken once",
            b.name
        );
        assert_eq!(s.held(&ws, Meter::ApiUnlocks).unwrap(), 3, "{}", b.name);
        let after = s
            .settle(ids[0], true, &row(&ws, "spent"))
            .unwrap()
            .expect("a snapshot");
        assert_eq!(after.unlocks.used, 1, "{}: a spend counts as used", b.name);
        s.release(ids[1]).unwrap();
        s.settle(ids[2], false, &row(&ws, "not spent (404)"))
            .unwrap();
        assert_eq!(s.held(&ws, Meter::ApiUnlocks).unwrap(), 0, "{}", b.name);
        // A hold whose end has passed holds nothing (a killed run's lease).
        // A minute past, not a millisecond: the store's clock is the
        // database's as this machine estimates it, within a round trip.
        assert!(matches!(
            s.reserve(&hold(s, &ws, "asha", None, -60_000)).unwrap(),
            Held::Held { .. }
        ));
        assert_eq!(
            s.held(&ws, Meter::ApiUnlocks).unwrap(),
            0,
            "{}: lapsed",
            b.name
        );
        let audit = s.audit(Some(&ws), 10).unwrap();
        let outcomes: Vec<&str> = audit.iter().map(|r| r.outcome.as_str()).collect();
        assert_eq!(
            outcomes,
            ["spent", "not spent (404)"],
            "{}: audit rows, oldest first",
            b.name
        );
    }
}

#[test]
fn a_shared_store_holds_one_unlock_per_candidate_and_frees_the_refetch() {
    for b in backends("unlock once") {
        let Some(other) = &b.other else { continue };
        let (s, o) = (b.store.as_ref(), other.as_ref());
        let ws = format!("ws-{:x}", fastrand::u64(..));
        s.store_snapshot("k", &ws, &snap(s, Meters { used: 0, limit: 3 }), s.now_ms())
            .unwrap();
        let Held::Held { id, .. } = s
            .reserve(&hold(s, &ws, "asha", Some("tc_1"), 60_000))
            .unwrap()
        else {
            panic!("{}: held", b.name)
        };
        assert!(
            matches!(
                o.reserve(&hold(o, &ws, "vikram", Some("tc_1"), 60_000))
                    .unwrap(),
                Held::Busy { .. }
            ),
            "{}: the other machine waits for the outcome",
            b.name
        );
        s.settle(id, true, &row(&ws, "spent")).unwrap();
        assert_eq!(
            o.reserve(&hold(o, &ws, "vikram", Some("tc_1"), 60_000))
                .unwrap(),
            Held::Free,
            "{}",
            b.name
        );
        assert_eq!(
            o.unlocked_by(&ws, "tc_1")
                .unwrap()
                .map(|u| u.member)
                .as_deref(),
            Some("asha"),
            "{}",
            b.name
        );
    }
}

#[test]
fn unlocks_invites_seen_states_and_idempotency_keys_are_remembered() {
    for b in backends("records") {
        let s = b.store.as_ref();
        let ws = format!("ws-{:x}", fastrand::u64(..));
        assert!(!s.is_unlocked(&ws, "tc_9").unwrap());
        s.mark_unlocked_by(&ws, "tc_9", "asha").unwrap();
        assert!(
            s.unlocked_by(&ws, "tc_9").unwrap().is_some(),
            "{}: unlocked-by",
            b.name
        );
        s.mark_invited_by(&ws, "job_1", &["tc_9".into()], "invite", "asha")
            .unwrap();
        assert!(
            s.invited_at(&ws, "job_1", "tc_9", "invite")
                .unwrap()
                .is_some(),
            "{}",
            b.name
        );
        assert!(!s.was_seen(&ws, "mine", "tc_9").unwrap());
        s.mark_seen(&ws, "mine", &["tc_9".into()]).unwrap();
        assert!(
            s.was_seen(&ws, "mine", "tc_9").unwrap(),
            "{}: --new states",
            b.name
        );
        assert_eq!(
            s.claim_idempotent(&ws, "idem", "invite", "h", "asha")
                .unwrap(),
            Claim::Mine
        );
        if let Some(o) = &b.other {
            assert!(
                matches!(
                    o.claim_idempotent(&ws, "idem", "invite", "h", "vikram")
                        .unwrap(),
                    Claim::Busy { .. }
                ),
                "{}: a claim is the run's while it lives",
                b.name
            );
        }
        let rec = Recorded {
            command: "invite".into(),
            request: "h".into(),
            result: "{}".into(),
            at_ms: s.now_ms(),
        };
        s.record_idempotent(&ws, "idem", &rec).unwrap();
        assert!(
            matches!(s.claim_idempotent(&ws, "idem", "invite", "h", "asha").unwrap(), Claim::Done(r) if r.result == "{}"),
            "{}: replayed",
            b.name
        );
    }
}

#[test]
fn prune_drops_what_no_longer_matters() {
    for b in backends("prune") {
        let s = b.store.as_ref();
        let ws = format!("ws-{:x}", fastrand::u64(..));
        s.store_snapshot("k", &ws, &snap(s, Meters { used: 0, limit: 3 }), s.now_ms())
            .unwrap();
        let Held::Held { id, .. } = s.reserve(&hold(s, &ws, "asha", None, 60_000)).unwrap() else {
            panic!()
        };
        s.settle(id, true, &row(&ws, "spent")).unwrap();
        s.reserve(&hold(s, &ws, "asha", None, -60_000)).unwrap();
        let n = s.prune(s.now_ms() + 1, s.now_ms() + 1).unwrap();
        assert!(
            n >= 2,
            "{}: the audit line and the lapsed hold went ({n})",
            b.name
        );
        assert!(s.audit(Some(&ws), 10).unwrap().is_empty(), "{}", b.name);
    }
}
