//! The local file's schema: an append-only list of migrations applied in
//! an exclusive transaction and tracked in `PRAGMA user_version`.

/// The schema this `talent` writes. An older one is migrated forward; a newer
/// one (a newer `talent` ran) is used as long as the tables this version
/// needs are there — migrations only ever add.
pub const SCHEMA_VERSION: i64 = MIGRATIONS.len() as i64;

pub(super) const MIGRATIONS: &[&str] = &[
    // 1: the first schema.
    "CREATE TABLE IF NOT EXISTS keys (
        key_fp TEXT PRIMARY KEY,
        workspace TEXT NOT NULL,
        seen_ms INTEGER NOT NULL
    );
    CREATE TABLE IF NOT EXISTS usage (
        workspace TEXT PRIMARY KEY,
        unlocks_used INTEGER NOT NULL, unlocks_limit INTEGER NOT NULL,
        searches_used INTEGER NOT NULL, searches_limit INTEGER NOT NULL,
        messages_used INTEGER NOT NULL, messages_limit INTEGER NOT NULL,
        cycle_ends TEXT,
        read_ms INTEGER NOT NULL,
        changed_ms INTEGER NOT NULL DEFAULT 0
    );
    CREATE TABLE IF NOT EXISTS reservations (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        workspace TEXT NOT NULL,
        meter TEXT NOT NULL,
        cost INTEGER NOT NULL,
        expires_ms INTEGER NOT NULL
    );
    CREATE TABLE IF NOT EXISTS unlocked (
        workspace TEXT NOT NULL,
        talent_card_id TEXT NOT NULL,
        at_ms INTEGER NOT NULL,
        PRIMARY KEY (workspace, talent_card_id)
    );
    CREATE TABLE IF NOT EXISTS invites (
        workspace TEXT NOT NULL,
        job_id TEXT NOT NULL,
        candidate_id TEXT NOT NULL,
        kind TEXT NOT NULL,
        at_ms INTEGER NOT NULL,
        PRIMARY KEY (workspace, job_id, candidate_id, kind)
    );
    CREATE TABLE IF NOT EXISTS sends (
        key_fp TEXT NOT NULL,
        class TEXT NOT NULL,
        at_ms INTEGER NOT NULL
    );
    CREATE INDEX IF NOT EXISTS sends_by_class ON sends (key_fp, class, at_ms);
    CREATE TABLE IF NOT EXISTS blocks (
        key_fp TEXT NOT NULL,
        class TEXT NOT NULL,
        until_ms INTEGER NOT NULL,
        PRIMARY KEY (key_fp, class)
    );
    CREATE TABLE IF NOT EXISTS checkpoints (
        workspace TEXT NOT NULL,
        name TEXT NOT NULL,
        position TEXT NOT NULL,
        at_ms INTEGER NOT NULL,
        PRIMARY KEY (workspace, name)
    );
    CREATE TABLE IF NOT EXISTS audit (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        at_ms INTEGER NOT NULL,
        workspace TEXT NOT NULL,
        command TEXT NOT NULL,
        meter TEXT NOT NULL,
        cost INTEGER NOT NULL,
        outcome TEXT NOT NULL
    );",
    // 2: the ids an export has written, so a resumed one writes none twice.
    "CREATE TABLE IF NOT EXISTS checkpoint_ids (
        workspace TEXT NOT NULL,
        name TEXT NOT NULL,
        id TEXT NOT NULL,
        PRIMARY KEY (workspace, name, id)
    ) WITHOUT ROWID;",
    // 3: webhook events `webhooks listen` has delivered, so each is handled once.
    "CREATE TABLE IF NOT EXISTS webhook_done (
        id TEXT PRIMARY KEY,
        done_ms INTEGER NOT NULL
    ) WITHOUT ROWID;",
    // 4: writes done under an idempotency key (and jobs this tool created).
    "CREATE TABLE IF NOT EXISTS idempotency (
        owner TEXT NOT NULL,
        key TEXT NOT NULL,
        command TEXT NOT NULL,
        request TEXT NOT NULL,
        result TEXT NOT NULL,
        at_ms INTEGER NOT NULL,
        PRIMARY KEY (owner, key)
    ) WITHOUT ROWID;",
    // 5: ids a named query (`--new --state NAME`) has printed.
    "CREATE TABLE IF NOT EXISTS seen (
        owner TEXT NOT NULL,
        state TEXT NOT NULL,
        id TEXT NOT NULL,
        at_ms INTEGER NOT NULL,
        PRIMARY KEY (owner, state, id)
    ) WITHOUT ROWID;",
    // 6: who holds a reservation, so a hold of a process that died (kill -9)
    // stops holding quota at once instead of at its lapse time.
    "ALTER TABLE reservations ADD COLUMN pid INTEGER;",
    // 7: the candidate an unlock's hold is for (one unlock per candidate
    // at a time, as a team ledger holds them), and idempotency keys claimed
    // by a run before its request is sent (a second process firing the same
    // key is told it is busy, exit 1, instead of sending again). New columns and
    // tables only: an older binary's statements still fit.
    "ALTER TABLE reservations ADD COLUMN card TEXT;
    ALTER TABLE reservations ADD COLUMN run TEXT;
    CREATE TABLE IF NOT EXISTS claims (
        owner TEXT NOT NULL,
        key TEXT NOT NULL,
        member TEXT NOT NULL,
        run TEXT NOT NULL,
        pid INTEGER NOT NULL,
        at_ms INTEGER NOT NULL,
        until_ms INTEGER NOT NULL,
        PRIMARY KEY (owner, key)
    ) WITHOUT ROWID;",
    // 8: the report's index by time, the rows kept beside the spend lines
    // (refusals, declined questions, waits, invite events) and the cycles seen.
    crate::ledger::report_sql::SQLITE_MIGRATION,
    // 9: the audit log by quarter hour, read in order by the report.
    crate::ledger::report_sql::SQLITE_SLICE_MIGRATION,
    // 10: the provenance of an unlock (issue 46): the unlocks this file
    // recorded itself from the service's answer, the only ones a fetch may
    // take as free before the service answers. A table beside `unlocked`,
    // not a column (an older binary inserts into `unlocked` by position).
    // Every row this file held was recorded by it from an answer (nothing
    // imports into a local file), so they are carried over.
    "CREATE TABLE IF NOT EXISTS unlocked_by_answer (
        workspace TEXT NOT NULL,
        talent_card_id TEXT NOT NULL,
        at_ms INTEGER NOT NULL,
        PRIMARY KEY (workspace, talent_card_id)
    ) WITHOUT ROWID;
    INSERT OR IGNORE INTO unlocked_by_answer SELECT workspace, talent_card_id, at_ms FROM unlocked;",
];
