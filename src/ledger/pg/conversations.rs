//! The gateway's `/mcp` conversations in the team ledger (issue 48): each
//! session (by its `Mcp-Session-Id`'s SHA-256, never the id itself) or
//! 2026-07-28 conversation (by its key's digest) with its owner (member,
//! credential, resource), its counts (allowances used, their "maybe" part,
//! units spent), the names it saw and the paid pages it keeps for their
//! cursors. Every replica reads and changes them here, one statement per
//! change, so any replica serves the conversation and two calls never both
//! pass on the same "one left". A row goes when its conversation ends:
//! idle past its time (swept lazily), `DELETE`, or a revoke of its member,
//! token or grant — and the names it saw go with it (the contract: names
//! are kept in a team ledger only with a gateway conversation).

use super::members::Members;
use super::*;
use crate::ledger::counts::{Count, Counts};

/// Whose a conversation is.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ConvOwner {
    pub member: String,
    /// A member token's label, or `grant-<id>` for an OAuth grant.
    pub credential: String,
    /// `/mcp` or `/mcp/readonly`.
    pub resource: String,
}

const COUNTS: &str = "used, maybe, spent";

fn counts_of(row: &Row, from: usize) -> Counts {
    let arr = |i: usize| -> Vec<i64> { row.get(i) };
    let mut c = Counts::default();
    for (slot, v) in arr(from).into_iter().enumerate().take(4) {
        c.used[slot] = v.max(0) as u64;
    }
    for (slot, v) in arr(from + 1).into_iter().enumerate().take(4) {
        c.maybe[slot] = v.max(0) as u64;
    }
    for (slot, v) in arr(from + 2).into_iter().enumerate().take(3) {
        c.spent[slot] = v.max(0) as u64;
    }
    c
}

fn ended() -> Fail {
    Fail::Db(
        "the conversation ended (idle, ended by its client, or its credential revoked)".into(),
        None,
    )
}

impl Members {
    /// Records a new session `id` (its id's digest) of `owner`, with the
    /// client's `initialize` request (for another replica to take the
    /// session up).
    pub fn mcp_open(&self, id: &str, owner: &ConvOwner, init: &str) -> Result<()> {
        let (i, m, c, r, init) = (
            id.to_string(),
            owner.member.clone(),
            owner.credential.clone(),
            owner.resource.clone(),
            init.to_string(),
        );
        self.pg.direct(move |cl| async move {
            cl.ex(
                "INSERT INTO talent_mcp_conversations
                   (id, member, credential, resource, init, created_ms, last_used_ms)
                 VALUES ($1, $2, $3, $4, $5, talent_now_ms(), talent_now_ms())
                 ON CONFLICT (id) DO NOTHING",
                &[&i, &m, &c, &r, &init],
            )
            .await?;
            Ok(())
        })
    }

    /// A request on session `id` by `member` on `resource`: its last use
    /// touched and its `initialize` request returned when it is theirs and
    /// live; `None` for an unknown one, anyone else's, or one idle past
    /// `idle_ms` (which is deleted, with its names and pages). One
    /// statement.
    pub fn mcp_touch(
        &self,
        id: &str,
        member: &str,
        resource: &str,
        idle_ms: i64,
    ) -> Result<Option<String>> {
        let (i, m, r) = (id.to_string(), member.to_string(), resource.to_string());
        self.pg.direct(move |c| async move {
            let row = c
                .qopt(
                    "WITH now AS (SELECT talent_now_ms() AS t),
                     idle AS (DELETE FROM talent_mcp_conversations
                              WHERE id = $1 AND last_used_ms <= (SELECT t FROM now) - $4
                              RETURNING 1),
                     live AS (UPDATE talent_mcp_conversations SET last_used_ms = (SELECT t FROM now)
                              WHERE id = $1 AND member = $2 AND resource = $3
                                AND last_used_ms > (SELECT t FROM now) - $4
                              RETURNING coalesce(init, ''))
                     SELECT * FROM live",
                    &[&i, &m, &r, &idle_ms],
                )
                .await?;
            Ok(row.map(|r| r.get::<_, String>(0)))
        })
    }

    /// A 2026-07-28 conversation `id` (its key's digest) of `owner`: made
    /// when there is none, begun afresh when it was idle past `idle_ms`
    /// (its counts, names and pages gone), its last use touched.
    pub fn mcp_stateless(&self, id: &str, owner: &ConvOwner, idle_ms: i64) -> Result<()> {
        let (i, m, c, r) = (
            id.to_string(),
            owner.member.clone(),
            owner.credential.clone(),
            owner.resource.clone(),
        );
        self.pg.direct(move |cl| async move {
            in_transaction(&cl, async {
                cl.ex(
                    "DELETE FROM talent_mcp_conversations
                     WHERE id = $1 AND last_used_ms <= talent_now_ms() - $2",
                    &[&i, &idle_ms],
                )
                .await?;
                cl.ex(
                    "INSERT INTO talent_mcp_conversations
                       (id, member, credential, resource, created_ms, last_used_ms)
                     VALUES ($1, $2, $3, $4, talent_now_ms(), talent_now_ms())
                     ON CONFLICT (id) DO UPDATE SET last_used_ms = excluded.last_used_ms",
                    &[&i, &m, &c, &r],
                )
                .await?;
                Ok(())
            })
            .await
        })
    }

    /// Ends `member`'s conversation `id`: whether there was one.
    pub fn mcp_end(&self, id: &str, member: &str) -> Result<bool> {
        let (i, m) = (id.to_string(), member.to_string());
        self.pg.direct(move |c| async move {
            Ok(c.ex(
                "DELETE FROM talent_mcp_conversations WHERE id = $1 AND member = $2",
                &[&i, &m],
            )
            .await?
                > 0)
        })
    }

    /// Ends every conversation idle past `idle_ms` (and drops answers
    /// left that long for a replica that never took them, and stream
    /// events kept that long): how many.
    pub fn mcp_sweep(&self, idle_ms: i64) -> Result<u64> {
        self.pg.direct(move |c| async move {
            c.ex(
                "DELETE FROM talent_mcp_relay WHERE at_ms <= talent_now_ms() - $1",
                &[&idle_ms],
            )
            .await?;
            c.ex(
                "DELETE FROM talent_mcp_events WHERE at_ms <= talent_now_ms() - $1",
                &[&idle_ms],
            )
            .await?;
            Ok(c.ex(
                "DELETE FROM talent_mcp_conversations WHERE last_used_ms <= talent_now_ms() - $1",
                &[&idle_ms],
            )
            .await?)
        })
    }

    /// Whether conversation `id` is kept (for the tests and `doctor`).
    pub fn mcp_kept(&self, id: &str) -> Result<bool> {
        let i = id.to_string();
        self.pg.direct(move |c| async move {
            Ok(c.qopt(
                "SELECT 1 FROM talent_mcp_conversations WHERE id = $1",
                &[&i],
            )
            .await?
            .is_some())
        })
    }

    /// How many conversations `member` has kept, and how many names they
    /// hold (for the tests).
    pub fn mcp_count(&self, member: &str) -> Result<(i64, i64)> {
        let m = member.to_string();
        self.pg.direct(move |c| async move {
            let r = c
                .q1(
                    "SELECT count(*), coalesce(sum((SELECT count(*) FROM jsonb_object_keys(names))), 0)::bigint
                     FROM talent_mcp_conversations WHERE member = $1",
                    &[&m],
                )
                .await?;
            Ok((r.get(0), r.get(1)))
        })
    }

    /// Conversation `id`'s counts.
    pub fn mcp_counts(&self, id: &str) -> Result<Counts> {
        let i = id.to_string();
        self.pg.direct(move |c| async move {
            let row = c
                .qopt(
                    &format!("SELECT {COUNTS} FROM talent_mcp_conversations WHERE id = $1"),
                    &[&i],
                )
                .await?
                .ok_or_else(ended)?;
            Ok(counts_of(&row, 0))
        })
    }

    /// One statement: counts `n` on allowance `slot` of conversation `id`
    /// when `used + n <= allowed`; whether it was within, and the counts
    /// after.
    pub fn mcp_take(&self, id: &str, slot: usize, n: u64, allowed: u64) -> Result<(bool, Counts)> {
        let i = id.to_string();
        let slot = slot as i32 + 1;
        let n = i64::try_from(n).unwrap_or(i64::MAX);
        let allowed = i64::try_from(allowed).unwrap_or(i64::MAX);
        self.pg.direct(move |c| async move {
            let row = c
                .qopt(
                    &format!(
                        "WITH t AS (UPDATE talent_mcp_conversations SET used[$2] = used[$2] + $3
                                    WHERE id = $1 AND used[$2] + $3 <= $4
                                    RETURNING {COUNTS})
                         SELECT true, {COUNTS} FROM t
                         UNION ALL
                         SELECT false, {COUNTS} FROM talent_mcp_conversations
                         WHERE id = $1 AND NOT EXISTS (SELECT 1 FROM t)"
                    ),
                    &[&i, &slot, &n, &allowed],
                )
                .await?
                .ok_or_else(ended)?;
            Ok((row.get(0), counts_of(&row, 1)))
        })
    }

    /// One statement: adds `delta` to a count of conversation `id` (never
    /// below 0); the counts after.
    pub fn mcp_add(&self, id: &str, what: Count, delta: i64) -> Result<Counts> {
        let i = id.to_string();
        let (column, slot) = match what {
            Count::Used(s) => ("used", s),
            Count::Maybe(s) => ("maybe", s),
            Count::Spent(s) => ("spent", s),
        };
        let slot = slot as i32 + 1;
        self.pg.direct(move |c| async move {
            let row = c
                .qopt(
                    &format!(
                        "UPDATE talent_mcp_conversations
                         SET {column}[$2] = greatest({column}[$2] + $3, 0)
                         WHERE id = $1 RETURNING {COUNTS}"
                    ),
                    &[&i, &slot, &delta],
                )
                .await?
                .ok_or_else(ended)?;
            Ok(counts_of(&row, 0))
        })
    }

    /// Keeps (or replaces) paid page `page_id` of conversation `id`
    /// (`page`: its JSON); pages older than `kept_for_ms` go.
    pub fn mcp_keep_page(
        &self,
        id: &str,
        page_id: &str,
        page: &str,
        kept_for_ms: i64,
    ) -> Result<()> {
        let (i, p, body) = (id.to_string(), page_id.to_string(), page.to_string());
        self.pg.direct(move |c| async move {
            c.ex(
                "WITH gone AS (DELETE FROM talent_mcp_pages
                               WHERE conversation = $1 AND kept_ms <= talent_now_ms() - $4)
                 INSERT INTO talent_mcp_pages (conversation, id, page, kept_ms)
                 SELECT $1, $2, $3::jsonb, talent_now_ms()
                 WHERE EXISTS (SELECT 1 FROM talent_mcp_conversations WHERE id = $1)
                 ON CONFLICT (conversation, id) DO UPDATE SET page = excluded.page",
                &[&i, &p, &body, &kept_for_ms],
            )
            .await?;
            Ok(())
        })
    }

    /// Paid page `page_id` of conversation `id`, while it is kept.
    pub fn mcp_page(&self, id: &str, page_id: &str, kept_for_ms: i64) -> Result<Option<String>> {
        let (i, p) = (id.to_string(), page_id.to_string());
        self.pg.direct(move |c| async move {
            let row = c
                .qopt(
                    "SELECT page::text FROM talent_mcp_pages
                     WHERE conversation = $1 AND id = $2 AND kept_ms > talent_now_ms() - $3",
                    &[&i, &p, &kept_for_ms],
                )
                .await?;
            Ok(row.map(|r| r.get(0)))
        })
    }

    /// Adds names seen (a JSON object) to conversation `id`'s.
    pub fn mcp_seen(&self, id: &str, names: &str) -> Result<()> {
        let (i, n) = (id.to_string(), names.to_string());
        self.pg.direct(move |c| async move {
            c.ex(
                "UPDATE talent_mcp_conversations SET names = names || $2::jsonb WHERE id = $1",
                &[&i, &n],
            )
            .await?;
            Ok(())
        })
    }

    /// The names conversation `id` saw (a JSON object).
    pub fn mcp_names(&self, id: &str) -> Result<String> {
        let i = id.to_string();
        self.pg.direct(move |c| async move {
            let row = c
                .qopt(
                    "SELECT names::text FROM talent_mcp_conversations WHERE id = $1",
                    &[&i],
                )
                .await?
                .ok_or_else(ended)?;
            Ok(row.get(0))
        })
    }

    /// Leaves a client's answer (`body`, a JSON-RPC response) to question
    /// `request_id` of conversation `id` for the replica that awaits it
    /// (at most 16 left at once per conversation: a client cannot fill the
    /// ledger with answers to nothing).
    pub fn mcp_relay_put(&self, id: &str, request_id: &str, body: &str) -> Result<()> {
        let (i, r, b) = (id.to_string(), request_id.to_string(), body.to_string());
        self.pg.direct(move |c| async move {
            c.ex(
                "INSERT INTO talent_mcp_relay (conversation, request_id, body, at_ms)
                 SELECT $1, $2, $3, talent_now_ms()
                 WHERE EXISTS (SELECT 1 FROM talent_mcp_conversations WHERE id = $1)
                   AND (SELECT count(*) FROM talent_mcp_relay WHERE conversation = $1) < 16
                 ON CONFLICT (conversation, request_id) DO NOTHING",
                &[&i, &r, &b],
            )
            .await?;
            Ok(())
        })
    }

    /// Takes (once) the answer to question `request_id` of conversation
    /// `id`, when another replica left it.
    pub fn mcp_relay_take(&self, id: &str, request_id: &str) -> Result<Option<String>> {
        let (i, r) = (id.to_string(), request_id.to_string());
        self.pg.direct(move |c| async move {
            let row = c
                .qopt(
                    "DELETE FROM talent_mcp_relay WHERE conversation = $1 AND request_id = $2
                     RETURNING body",
                    &[&i, &r],
                )
                .await?;
            Ok(row.map(|r| r.get(0)))
        })
    }
}
