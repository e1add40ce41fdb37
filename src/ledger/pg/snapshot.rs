//! Usage snapshots on the team ledger, and what a run already learned
//! from its acts (so no value is read twice).

use super::*;

/// A usage snapshot read from the service, to be written to the ledger.
#[derive(Debug, Clone)]
pub(super) struct SnapWrite {
    pub(super) key: String,
    pub(super) workspace: String,
    pub(super) snap: Snapshot,
    pub(super) started_ms: i64,
}

/// Writes `w` in one statement: the key's workspace and the usage row (a
/// spend recorded after the read started is not undone), returned as
/// stored with the workspace's live holds per meter — and the schema's
/// versions read in passing (a long-running gateway learns so, with no
/// statement of its own, that a newer talent migrated the ledger).
pub(super) async fn write_snapshot(
    c: &Client,
    w: &SnapWrite,
    pre: &Mutex<Prefetch>,
) -> std::result::Result<Snapshot, Fail> {
    let (k, ws, sn, started_ms) = (&w.key, &w.workspace, &w.snap, w.started_ms);
    let row = c
        .q1(
                    "WITH k AS (INSERT INTO talent_keys (key_fp, workspace, seen_ms) VALUES ($11, $1, $9)
                       ON CONFLICT (key_fp) DO UPDATE SET workspace = excluded.workspace, seen_ms = excluded.seen_ms),
                     c AS (DELETE FROM talent_holds h WHERE h.workspace = $1 AND h.base_used IS NOT NULL
                       AND h.expires_ms < $10
                       AND (h.cycle_ends IS DISTINCT FROM $8
                         OR (CASE h.meter WHEN 'unlocks' THEN $2 WHEN 'searches' THEN $4 ELSE $6 END)
                            <= h.base_used + (SELECT coalesce(sum(s.cost), 0) FROM talent_spends s
                                 WHERE s.workspace = $1 AND s.meter = h.meter AND s.spent AND s.at_ms >= h.held_ms))
                       RETURNING h.id)
                     INSERT INTO talent_usage AS u VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, 0)
                     ON CONFLICT (workspace) DO UPDATE SET
                       unlocks_used = CASE WHEN u.cycle_ends IS NOT DISTINCT FROM excluded.cycle_ends AND u.changed_ms > $10
                         THEN greatest(u.unlocks_used, excluded.unlocks_used) ELSE excluded.unlocks_used END,
                       searches_used = CASE WHEN u.cycle_ends IS NOT DISTINCT FROM excluded.cycle_ends AND u.changed_ms > $10
                         THEN greatest(u.searches_used, excluded.searches_used) ELSE excluded.searches_used END,
                       messages_used = CASE WHEN u.cycle_ends IS NOT DISTINCT FROM excluded.cycle_ends AND u.changed_ms > $10
                         THEN greatest(u.messages_used, excluded.messages_used) ELSE excluded.messages_used END,
                       unlocks_limit = excluded.unlocks_limit,
                       searches_limit = excluded.searches_limit,
                       messages_limit = excluded.messages_limit,
                       cycle_ends = excluded.cycle_ends, read_ms = excluded.read_ms
                     RETURNING u.unlocks_used, u.unlocks_limit, u.searches_used, u.searches_limit,
                       u.messages_used, u.messages_limit, u.cycle_ends, u.read_ms,
                       (SELECT coalesce(sum(h.cost), 0)::bigint FROM talent_holds h WHERE h.workspace = $1
                          AND h.meter = 'unlocks' AND h.id NOT IN (SELECT id FROM c)
                          AND (h.expires_ms >= talent_now_ms() OR h.base_used IS NOT NULL)),
                       (SELECT coalesce(sum(h.cost), 0)::bigint FROM talent_holds h WHERE h.workspace = $1
                          AND h.meter = 'searches' AND h.id NOT IN (SELECT id FROM c)
                          AND (h.expires_ms >= talent_now_ms() OR h.base_used IS NOT NULL)),
                       (SELECT coalesce(sum(h.cost), 0)::bigint FROM talent_holds h WHERE h.workspace = $1
                          AND h.meter = 'messages' AND h.id NOT IN (SELECT id FROM c)
                          AND (h.expires_ms >= talent_now_ms() OR h.base_used IS NOT NULL)),
                       (SELECT value FROM talent_meta WHERE name = 'schema'),
                       (SELECT value FROM talent_meta WHERE name = 'compat')",
            &[
                ws,
                &sn.unlocks.used,
                &sn.unlocks.limit,
                &sn.searches.used,
                &sn.searches.limit,
                &sn.messages.used,
                &sn.messages.limit,
                &sn.cycle_ends,
                &sn.read_ms,
                &started_ms,
                k,
            ],
        )
        .await?;
    let stored = snapshot_of(&row, 0);
    let mut p = pre.lock().unwrap_or_else(|e| e.into_inner());
    for (i, m) in ["unlocks", "searches", "messages"].iter().enumerate() {
        p.held.insert(m.to_string(), row.get(8 + i));
    }
    p.snap = Some((ws.clone(), stored.clone()));
    p.workspace = Some((k.clone(), Some(ws.clone())));
    p.versions = Some(versions_of(&row, 11));
    Ok(stored)
}

pub(super) async fn read_snapshot(
    c: &Client,
    ws: &str,
) -> std::result::Result<Option<Snapshot>, Fail> {
    Ok(c.qopt(
        "SELECT unlocks_used, unlocks_limit, searches_used, searches_limit,
                    messages_used, messages_limit, cycle_ends, read_ms
             FROM talent_usage WHERE workspace = $1",
        &[&ws],
    )
    .await?
    .map(|r| snapshot_of(&r, 0)))
}

/// A usage row's eight columns from `at` on: unlocks, searches, messages
/// (used, limit), cycle_ends, read_ms.
/// The schema version and compatibility floor (`talent_meta`'s `schema`
/// and `compat`, text) in `r`'s columns `at` and `at + 1`; 0 for one
/// missing or unreadable.
pub(super) fn versions_of(r: &Row, at: usize) -> (i64, i64) {
    let version = |i: usize| {
        r.get::<_, Option<String>>(i)
            .and_then(|v| v.parse::<i64>().ok())
            .unwrap_or(0)
    };
    (version(at), version(at + 1))
}

pub(super) fn snapshot_of(r: &Row, at: usize) -> Snapshot {
    Snapshot {
        unlocks: Meters {
            used: r.get(at),
            limit: r.get(at + 1),
        },
        searches: Meters {
            used: r.get(at + 2),
            limit: r.get(at + 3),
        },
        messages: Meters {
            used: r.get(at + 4),
            limit: r.get(at + 5),
        },
        cycle_ends: r.get(at + 6),
        read_ms: r.get(at + 7),
    }
}

/// What this run learned from its last acts, so no value is read twice:
/// the key's workspace, the workspace's usage row and live holds per meter
/// (from the greeting, then from each settle and stored snapshot). The
/// database still judges every spend (`talent_reserve_run`); these only
/// feed the guard's questions and figures.
#[derive(Debug, Default)]
pub(super) struct Prefetch {
    /// The key (fingerprint) the greeting asks about, set before it is sent.
    pub(super) key: Option<String>,
    /// (key, its workspace if the ledger knows it).
    pub(super) workspace: Option<(String, Option<String>)>,
    /// (workspace, its usage row).
    pub(super) snap: Option<(String, Snapshot)>,
    /// Live holds per meter name (of the workspace in `snap`).
    pub(super) held: std::collections::HashMap<String, i64>,
    /// The ledger's schema version and the oldest version a talent must
    /// understand to use it (`talent_meta`'s `schema` and `compat`), as
    /// last read: by the greeting, and with each snapshot written.
    pub(super) versions: Option<(i64, i64)>,
}
