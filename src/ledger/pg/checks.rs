//! What the team ledger checks about the database it finds, beside its
//! acts: tables of talent's names that something else made (never
//! adopted), and who holds a lock talent waited for.

use tokio_postgres::Client;

/// The columns talent reads and writes in each of its tables (schema 1
/// on): a table of one of these names without them was made by something
/// else.
const TALENT_COLUMNS: &[(&str, &[&str])] = &[
    ("talent_keys", &["key_fp", "workspace", "seen_ms"]),
    (
        "talent_usage",
        &[
            "workspace",
            "unlocks_used",
            "unlocks_limit",
            "searches_used",
            "searches_limit",
            "messages_used",
            "messages_limit",
            "cycle_ends",
            "read_ms",
            "changed_ms",
        ],
    ),
    (
        "talent_holds",
        &["id", "workspace", "meter", "cost", "member", "expires_ms"],
    ),
    (
        "talent_spends",
        &[
            "id",
            "workspace",
            "member",
            "meter",
            "cost",
            "spent",
            "cycle_ends",
            "at_ms",
            "command",
            "outcome",
            "source",
        ],
    ),
    (
        "talent_unlocked",
        &["workspace", "talent_card_id", "member", "at_ms"],
    ),
    (
        "talent_invites",
        &[
            "workspace",
            "job_id",
            "candidate_id",
            "kind",
            "member",
            "at_ms",
        ],
    ),
    ("talent_sends", &["key_fp", "class", "at_ms"]),
    ("talent_blocks", &["key_fp", "class", "until_ms"]),
    (
        "talent_idempotency",
        &[
            "owner", "key", "command", "request", "result", "member", "at_ms",
        ],
    ),
    ("talent_seen", &["owner", "state", "id", "at_ms"]),
    ("talent_webhook_done", &["id", "done_ms"]),
    (
        "talent_allowances",
        &["workspace", "member", "meter", "cap", "set_ms", "set_by"],
    ),
    (
        "talent_members",
        &["workspace", "member", "first_ms", "last_ms"],
    ),
    (
        "talent_imports",
        &["workspace", "source", "member", "at_ms"],
    ),
    ("talent_meta", &["name", "value"]),
    (
        "talent_events",
        &[
            "id",
            "at_ms",
            "workspace",
            "member",
            "command",
            "kind",
            "meter",
            "job_id",
            "n",
        ],
    ),
    ("talent_cycles", &["workspace", "cycle_ends"]),
    (
        "talent_gw_members",
        &["name", "email", "grants", "created_ms", "revoked_ms"],
    ),
    (
        "talent_gw_tokens",
        &[
            "id",
            "member",
            "label",
            "use_for",
            "sha256",
            "created_ms",
            "expires_ms",
            "last_used_ms",
            "revoked_ms",
        ],
    ),
    (
        "talent_gw_created",
        &["member", "kind", "id", "workspace", "at_ms", "deleted_ms"],
    ),
    (
        "talent_gw_oauth_clients",
        &[
            "client_id",
            "kind",
            "name",
            "redirect_uris",
            "from_addr",
            "created_ms",
            "fresh_until_ms",
            "last_used_ms",
        ],
    ),
    (
        "talent_gw_oauth_states",
        &[
            "sha256",
            "cookie_sha256",
            "client_id",
            "redirect_uri",
            "scopes",
            "challenge",
            "resource",
            "client_state",
            "expires_ms",
            "used_ms",
        ],
    ),
    (
        "talent_gw_oauth_grants",
        &[
            "id",
            "member",
            "client_id",
            "client_name",
            "redirect_uri",
            "scopes",
            "created_ms",
            "last_used_ms",
            "revoked_ms",
        ],
    ),
    (
        "talent_gw_oauth_codes",
        &[
            "sha256",
            "grant_id",
            "client_id",
            "redirect_uri",
            "challenge",
            "resource",
            "scopes",
            "expires_ms",
            "used_ms",
            "family_id",
        ],
    ),
    (
        "talent_gw_oauth_families",
        &[
            "id",
            "grant_id",
            "resource",
            "scopes",
            "created_ms",
            "expires_ms",
            "idle_until_ms",
            "revoked_ms",
        ],
    ),
    (
        "talent_gw_oauth_tokens",
        &[
            "sha256",
            "family_id",
            "kind",
            "scopes",
            "created_ms",
            "expires_ms",
            "used_ms",
            "revoked_ms",
        ],
    ),
    ("talent_gw_oauth_seal", &["id", "secret"]),
    (
        "talent_gw_oauth_consents",
        &["grant_id", "resource", "created_ms"],
    ),
    (
        "talent_mcp_questions",
        &[
            "id",
            "sha256",
            "member",
            "client",
            "conversation",
            "tool",
            "arguments",
            "cost",
            "question",
            "created_ms",
            "expires_ms",
            "answer",
            "answered_by",
            "answered_ms",
            "used_ms",
        ],
    ),
    (
        "talent_mcp_conversations",
        &[
            "id",
            "member",
            "credential",
            "resource",
            "init",
            "created_ms",
            "last_used_ms",
            "used",
            "maybe",
            "spent",
            "names",
        ],
    ),
    (
        "talent_mcp_pages",
        &["conversation", "id", "page", "kept_ms"],
    ),
    (
        "talent_mcp_relay",
        &["conversation", "request_id", "body", "at_ms"],
    ),
    ("talent_waits", &["key_fp", "class", "member", "until_ms"]),
    ("talent_mcp_seal", &["id", "secret"]),
    ("talent_mcp_sealed_used", &["sha256", "expires_ms"]),
    (
        "talent_mcp_events",
        &["id", "conversation", "stream", "body", "last", "at_ms"],
    ),
    (
        "talent_gw_signins",
        &[
            "sha256",
            "member",
            "via",
            "created_ms",
            "expires_ms",
            "revoked_ms",
        ],
    ),
    (
        "talent_gw_identities",
        &["iss", "sub", "member", "email", "bound_ms"],
    ),
    (
        "talent_gw_oidc_flows",
        &[
            "state_sha256",
            "nonce",
            "verifier",
            "next",
            "cli_redirect",
            "cli_challenge",
            "cli_state",
            "expires_ms",
        ],
    ),
    (
        "talent_gw_login_codes",
        &[
            "sha256",
            "member",
            "challenge",
            "state",
            "expires_ms",
            "used_ms",
            "token_sha256",
        ],
    ),
    ("talent_gw_attempts", &["id", "scope", "from_addr", "at_ms"]),
    (
        "talent_member_spent",
        &["workspace", "member", "meter", "cycle_ends", "spent"],
    ),
];

/// Tables of talent's names (in the schema talent would use) that lack the
/// columns talent needs, each with what it lacks.
pub async fn foreign_tables(c: &Client) -> Result<Vec<String>, tokio_postgres::Error> {
    let names: Vec<&str> = TALENT_COLUMNS.iter().map(|(t, _)| *t).collect();
    // Unnamed typed statements, as every statement of the team ledger:
    // a transaction-mode pooler keeps no named prepared statement.
    let rows = c
        .query_typed(
            "SELECT c.relname::text, a.attname::text FROM pg_class c
             JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
             WHERE c.relname = ANY($1) AND c.relkind IN ('r', 'p', 'v', 'm', 'f')
               AND c.relnamespace = (SELECT oid FROM pg_namespace WHERE nspname = current_schema())",
            &[(&names, tokio_postgres::types::Type::TEXT_ARRAY)],
        )
        .await?;
    let mut out = Vec::new();
    for (table, want) in TALENT_COLUMNS {
        let have: Vec<String> = rows
            .iter()
            .filter(|r| r.get::<_, String>(0) == *table)
            .map(|r| r.get(1))
            .collect();
        if have.is_empty() {
            continue;
        }
        let missing: Vec<&str> = want
            .iter()
            .copied()
            .filter(|w| !have.iter().any(|h| h == w))
            .collect();
        if !missing.is_empty() {
            out.push(format!("{table} (no {})", missing.join(", ")));
        }
    }
    Ok(out)
}

/// Sessions that hold one of talent's locks (an advisory lock, or one on a
/// `talent_` table) in a transaction open for over a second, oldest first,
/// as people read them; empty when none.
pub async fn lock_holders(c: &Client) -> Result<String, tokio_postgres::Error> {
    let rows = c
        .query_typed(
            "SELECT a.pid, coalesce(a.usename::text, ''), coalesce(a.application_name, ''),
                    coalesce(a.state, ''),
                    coalesce(extract(epoch FROM clock_timestamp() - a.xact_start), 0)::bigint
             FROM pg_stat_activity a
             WHERE a.pid <> pg_backend_pid() AND a.xact_start < clock_timestamp() - interval '1 second'
               AND EXISTS (SELECT 1 FROM pg_locks l WHERE l.pid = a.pid AND l.granted
                     AND (l.locktype = 'advisory' OR l.relation IN
                          (SELECT oid FROM pg_class WHERE relname LIKE 'talent\\_%')))
             ORDER BY a.xact_start LIMIT 3",
            &[],
        )
        .await?;
    Ok(rows
        .iter()
        .map(|r| {
            let (pid, user, app, state, secs): (i32, String, String, String, i64) =
                (r.get(0), r.get(1), r.get(2), r.get(3), r.get(4));
            let mut who = format!("pid {pid}");
            if !user.is_empty() {
                who += &format!(", {user}");
            }
            if !app.is_empty() {
                who += &format!(" via {app}");
            }
            if !state.is_empty() {
                who += &format!(", {state}");
            }
            format!("{who}, its transaction open {secs} s")
        })
        .collect::<Vec<_>>()
        .join("; "))
}

#[cfg(test)]
mod tests {
    //! Against a database: the store contract suite and `team.rs` (a foreign
    //! table of talent's name is refused, never adopted).
    use super::*;

    /// Regression (issue 47, gw-gaps): the sign-in tables (migration 10)
    /// were missing from the list, so a table of one of their names that
    /// something else made was adopted. Every table any migration creates
    /// is checked: the names are read from the migrations themselves.
    #[test]
    fn every_table_a_migration_creates_is_checked() {
        let ddl = [
            super::super::migrations::PG_MIGRATIONS.concat(),
            crate::ledger::report_sql::PG_MIGRATION.to_string(),
        ]
        .concat();
        let created: Vec<&str> = ddl
            .match_indices("CREATE TABLE IF NOT EXISTS ")
            .map(|(at, m)| {
                let rest = &ddl[at + m.len()..];
                rest[..rest.find([' ', '(']).unwrap_or(rest.len())].trim()
            })
            .collect();
        assert!(created.len() >= 30, "{created:?}");
        for table in created {
            assert!(
                TALENT_COLUMNS.iter().any(|(t, _)| *t == table),
                "{table} is created by a migration but not in TALENT_COLUMNS: add it with the columns talent reads"
            );
        }
    }

    /// Every column the check requires is one talent's own migrations make:
    /// a check that asked for a column no migration creates would refuse
    /// talent's own ledger.
    #[test]
    fn every_column_checked_is_made_by_a_migration() {
        // The list (the report's migration is report_sql's), and the meta
        // table `migrate` makes before it.
        let ddl = [
            super::super::migrations::PG_MIGRATIONS.concat(),
            crate::ledger::report_sql::PG_MIGRATION.to_string(),
            include_str!("migrations.rs").to_string(),
        ]
        .concat();
        for (table, columns) in TALENT_COLUMNS {
            assert!(
                ddl.contains(&format!("CREATE TABLE IF NOT EXISTS {table} (")),
                "{table}"
            );
            for column in *columns {
                assert!(
                    ddl.contains(&format!("{column} ")) || ddl.contains(&format!("{column},")),
                    "{table}.{column}"
                );
            }
        }
    }
}
