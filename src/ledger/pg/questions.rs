//! The open questions of the gateway's `/mcp` in the team ledger (issue
//! 48; `talent_mcp_questions`): put by a member's conversation, answered
//! on the gateway's approvals page by that member, taken once by the
//! repeated call — on any replica. The id in a question's page address is
//! kept only as its SHA-256. Answering is one statement (the first answer
//! wins); taking is one statement (a yes goes ahead once).

use super::members::Members;
use super::*;

/// A question to put.
#[derive(Debug, Clone)]
pub struct NewRow {
    /// The SHA-256 (hex) of its page id.
    pub sha256: String,
    pub member: String,
    pub client: String,
    pub conversation: String,
    pub tool: String,
    /// The call's arguments in canonical form.
    pub arguments: String,
    /// The units it quoted.
    pub cost: i64,
    /// The question's text, a line a row.
    pub question: String,
    pub life_ms: i64,
}

/// A question as the ledger holds it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct QuestionRow {
    pub key: i64,
    pub tool: String,
    pub cost: i64,
    pub question: String,
    /// `None` while open; `Some(true)` approved, `Some(false)` declined.
    pub answer: Option<bool>,
    /// No answer came within its life.
    pub expired: bool,
    /// Its answer was taken (or it was ended).
    pub used: bool,
}

/// A question that is over (answered, taken or ended, or expired): one
/// older than `ledger prune`'s cutoff goes.
pub const QUESTION_DONE: &str =
    "answer IS NOT NULL OR used_ms IS NOT NULL OR expires_ms <= talent_now_ms()";

const COLUMNS: &str =
    "id, tool, cost, question, answer, expires_ms <= talent_now_ms(), used_ms IS NOT NULL";

fn row(r: &Row) -> QuestionRow {
    let answer: Option<String> = r.get(4);
    QuestionRow {
        key: r.get(0),
        tool: r.get(1),
        cost: r.get(2),
        question: r.get(3),
        answer: answer.map(|a| a == "yes"),
        expired: r.get(5),
        used: r.get(6),
    }
}

/// How an answer went.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum AnswerRow {
    /// This answer is the question's.
    Now,
    /// It was answered, expired or ended before: as it stands.
    Before(QuestionRow),
    /// No such question of this member's.
    Missing,
}

impl Members {
    /// Puts a question: `None` when the member's client has another open
    /// one (unanswered, unexpired); an expired one is ended first, and the
    /// member's questions over a day old are deleted.
    pub fn put_question(&self, q: &NewRow) -> Result<Option<i64>> {
        let q = q.clone();
        self.pg.direct(move |c| async move {
            in_transaction(&c, async {
                c.ex(
                    "DELETE FROM talent_mcp_questions WHERE member = $1
                     AND created_ms < talent_now_ms() - 86400000",
                    &[&q.member],
                )
                .await?;
                c.ex(
                    "UPDATE talent_mcp_questions SET used_ms = talent_now_ms()
                     WHERE member = $1 AND client = $2 AND answer IS NULL AND used_ms IS NULL
                       AND expires_ms <= talent_now_ms()",
                    &[&q.member, &q.client],
                )
                .await?;
                let row = c
                    .qopt(
                        "INSERT INTO talent_mcp_questions (sha256, member, client, conversation, tool,
                             arguments, cost, question, created_ms, expires_ms)
                         SELECT $1, name, $2, $3, $4, $5, $6, $7, talent_now_ms(), talent_now_ms() + $8
                         FROM talent_gw_members WHERE name = $9 AND revoked_ms IS NULL
                         ON CONFLICT (member, client) WHERE answer IS NULL AND used_ms IS NULL DO NOTHING
                         RETURNING id",
                        &[
                            &q.sha256,
                            &q.client,
                            &q.conversation,
                            &q.tool,
                            &q.arguments,
                            &q.cost,
                            &q.question,
                            &q.life_ms,
                            &q.member,
                        ],
                    )
                    .await?;
                Ok(row.map(|r| r.get::<_, i64>(0)))
            })
            .await
        })
    }

    /// The latest question of this call (member, client, tool, arguments)
    /// whose answer was not taken, put within the last `window_ms`.
    pub fn question_of_call(
        &self,
        member: &str,
        client: &str,
        tool: &str,
        arguments: &str,
        window_ms: i64,
    ) -> Result<Option<QuestionRow>> {
        let (m, cl, t, a) = (
            member.to_string(),
            client.to_string(),
            tool.to_string(),
            arguments.to_string(),
        );
        self.pg.direct(move |c| async move {
            let r = c
                .qopt(
                    &format!(
                        "SELECT {COLUMNS} FROM talent_mcp_questions
                         WHERE member = $1 AND client = $2 AND tool = $3 AND arguments = $4
                           AND used_ms IS NULL AND created_ms > talent_now_ms() - $5
                         ORDER BY id DESC LIMIT 1"
                    ),
                    &[&m, &cl, &t, &a, &window_ms],
                )
                .await?;
            Ok(r.as_ref().map(row))
        })
    }

    /// One question by its key (any member's: the caller's own key).
    pub fn question(&self, key: i64) -> Result<Option<QuestionRow>> {
        self.pg.direct(move |c| async move {
            let r = c
                .qopt(
                    &format!("SELECT {COLUMNS} FROM talent_mcp_questions WHERE id = $1"),
                    &[&key],
                )
                .await?;
            Ok(r.as_ref().map(row))
        })
    }

    /// A member's question by its key or by its page id's SHA-256: another
    /// member's is `None`.
    pub fn members_question(
        &self,
        member: &str,
        key: Option<i64>,
        sha256: Option<&str>,
    ) -> Result<Option<QuestionRow>> {
        let (m, h) = (member.to_string(), sha256.map(str::to_string));
        self.pg.direct(move |c| async move {
            let r = c
                .qopt(
                    &format!(
                        "SELECT {COLUMNS} FROM talent_mcp_questions
                         WHERE member = $1 AND (id = $2 OR sha256 = $3)"
                    ),
                    &[&m, &key, &h],
                )
                .await?;
            Ok(r.as_ref().map(row))
        })
    }

    /// A member's open questions (unanswered, unexpired, not ended), oldest
    /// first.
    pub fn open_questions(&self, member: &str) -> Result<Vec<QuestionRow>> {
        let m = member.to_string();
        self.pg.direct(move |c| async move {
            let rows = c
                .q(
                    &format!(
                        "SELECT {COLUMNS} FROM talent_mcp_questions
                         WHERE member = $1 AND answer IS NULL AND used_ms IS NULL
                           AND expires_ms > talent_now_ms()
                         ORDER BY id"
                    ),
                    &[&m],
                )
                .await?;
            Ok(rows.iter().map(row).collect())
        })
    }

    /// Answers a member's open question: one statement, so of two answers
    /// (on two replicas, two tabs) the first is the question's.
    pub fn answer_question(&self, member: &str, key: i64, yes: bool) -> Result<AnswerRow> {
        let m = member.to_string();
        let said = if yes { "yes" } else { "no" }.to_string();
        self.pg.direct(move |c| async move {
            let hit = c
                .ex(
                    "UPDATE talent_mcp_questions
                     SET answer = $3, answered_by = $2, answered_ms = talent_now_ms()
                     WHERE id = $1 AND member = $2 AND answer IS NULL AND used_ms IS NULL
                       AND expires_ms > talent_now_ms()",
                    &[&key, &m, &said],
                )
                .await?;
            if hit == 1 {
                return Ok(AnswerRow::Now);
            }
            let r = c
                .qopt(
                    &format!(
                        "SELECT {COLUMNS} FROM talent_mcp_questions WHERE id = $1 AND member = $2"
                    ),
                    &[&key, &m],
                )
                .await?;
            Ok(match r {
                Some(r) => AnswerRow::Before(row(&r)),
                None => AnswerRow::Missing,
            })
        })
    }

    /// Takes a question's answer, once: the row as it was when taken, or
    /// `None` when it was taken (or ended) before. An open question taken
    /// is ended.
    pub fn take_question(&self, key: i64) -> Result<Option<QuestionRow>> {
        self.pg.direct(move |c| async move {
            let r = c
                .qopt(
                    &format!(
                        "UPDATE talent_mcp_questions SET used_ms = talent_now_ms()
                         WHERE id = $1 AND used_ms IS NULL
                         RETURNING {}",
                        COLUMNS.replace("used_ms IS NOT NULL", "false")
                    ),
                    &[&key],
                )
                .await?;
            Ok(r.as_ref().map(row))
        })
    }

    /// The key that seals `/mcp`'s 2026-07-28 state, the same on every
    /// replica: `fresh` (hex of random bits) becomes it when there is none
    /// yet (the first writer wins; everyone reads the one row).
    pub fn mcp_seal_secret(&self, fresh: &str) -> Result<String> {
        let f = fresh.to_string();
        self.pg.direct(move |c| async move {
            c.ex(
                "INSERT INTO talent_mcp_seal (id, secret) VALUES (1, $1) ON CONFLICT (id) DO NOTHING",
                &[&f],
            )
            .await?;
            Ok(c.q1("SELECT secret FROM talent_mcp_seal WHERE id = 1", &[])
                .await?
                .get(0))
        })
    }

    /// Uses a sealed state (its SHA-256) once, on any replica: `true` the
    /// first time, `false` after. Kept until `life_ms` from now (when the
    /// state itself no longer opens); those past it go at the same time.
    pub fn use_sealed(&self, sha256: &str, life_ms: i64) -> Result<bool> {
        let sha = sha256.to_string();
        self.pg.direct(move |c| async move {
            c.ex(
                "DELETE FROM talent_mcp_sealed_used WHERE expires_ms <= talent_now_ms()",
                &[],
            )
            .await?;
            let n = c
                .ex(
                    "INSERT INTO talent_mcp_sealed_used (sha256, expires_ms)
                     VALUES ($1, talent_now_ms() + $2) ON CONFLICT (sha256) DO NOTHING",
                    &[&sha, &life_ms],
                )
                .await?;
            Ok(n == 1)
        })
    }
}
