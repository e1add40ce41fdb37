//! The records handle: what operations keep in the ledger beside the
//! guard's judging — idempotency keys, who unlocked a candidate, invites
//! sent, `--new` states, export checkpoints, the audit log, the cycle's end.
//! It shares the guard's ledger, key and workspace (learned from `GET
//! /usage` once), never its pacing or spending: an operation reaches the
//! ledger here, not through the guard.

use std::sync::Arc;

use crate::guard::shared::Shared;
use crate::guard::Guard;
use crate::ledger::{AuditRow, Claim, Recorded, Store, UnlockedBy};
use crate::Result;

pub struct Records {
    shared: Arc<Shared>,
}

impl Records {
    /// The records handle of `guard`'s run: the same ledger, key and
    /// workspace, none of the guard's judging.
    pub fn of(guard: &Guard) -> Arc<Records> {
        Arc::new(Records {
            shared: guard.shared(),
        })
    }

    fn store(&self) -> &dyn Store {
        self.shared.store.as_ref()
    }

    /// Whose records idempotency keys and `--new` states are: the key's on
    /// a local ledger, the workspace's on a team ledger (a team on several
    /// keys of one workspace shares them).
    fn owner(&self) -> String {
        if self.shared.policy.records_stay_local() || !self.store().team() {
            return self.shared.key_fp.clone();
        }
        if let Some(ws) = self.shared.known_workspace() {
            return ws;
        }
        match self.store().workspace_of(&self.shared.key_fp) {
            Ok(Some(ws)) => ws,
            _ => self.shared.key_fp.clone(),
        }
    }

    /// Whether the ledger is a team ledger.
    pub fn team(&self) -> bool {
        self.store().team()
    }

    /// The ledger's kind as a line names where a record came from: `team
    /// ledger` (another member's machine may have written it) or `local
    /// ledger` (this machine's file; through a gateway too, which keeps
    /// the member's invites there).
    pub fn ledger_words(&self) -> &'static str {
        if self.team() {
            "team ledger"
        } else {
            "local ledger"
        }
    }

    /// The member this run spends as.
    pub fn member(&self) -> &str {
        &self.shared.opts.member
    }

    /// The ledger's clock (the database's on a team ledger).
    pub fn now_ms(&self) -> i64 {
        self.store().now_ms()
    }

    /// The workspace the key is in (read from GET /usage the first time),
    /// so the ledger's per-workspace records apply.
    pub async fn workspace(&self) -> Result<String> {
        self.shared.workspace().await
    }

    /// What an idempotency key did before: (command, request hash, result
    /// JSON, when).
    pub fn idempotent(&self, key: &str) -> Result<Option<(String, String, String, i64)>> {
        Ok(self
            .store()
            .idempotent(&self.owner(), key)?
            .map(|r| (r.command, r.request, r.result, r.at_ms)))
    }

    /// Claims an idempotency key before its request is sent (see [`Claim`]).
    pub fn claim_idempotent(&self, key: &str, command: &str, request: &str) -> Result<Claim> {
        self.store()
            .claim_idempotent(&self.owner(), key, command, request, self.member())
    }

    /// Gives back a claim whose request did not go through.
    pub fn release_idempotent(&self, key: &str) -> Result<()> {
        self.store().release_idempotent(&self.owner(), key)
    }

    pub fn record_idempotent(
        &self,
        key: &str,
        command: &str,
        request: &str,
        result: &str,
    ) -> Result<()> {
        self.store().record_idempotent(
            &self.owner(),
            key,
            &Recorded {
                command: command.to_string(),
                request: request.to_string(),
                result: result.to_string(),
                at_ms: self.now_ms(),
            },
        )
    }

    /// Who unlocked `card` in the workspace and when, if anyone did.
    pub async fn unlocked_by(&self, card: &str) -> Result<Option<UnlockedBy>> {
        let ws = self.workspace().await?;
        self.store().unlocked_by(&ws, card)
    }

    /// Whether the workspace unlocked `card` before (opening it is free).
    pub async fn is_unlocked(&self, card: &str) -> Result<bool> {
        let ws = self.workspace().await?;
        self.store().is_unlocked(&ws, card)
    }

    /// Whether the ledger saw `card` invited to `job` (`talent invite`,
    /// `invite_candidate`): the service takes one invite a pair.
    pub async fn invited(&self, job: &str, card: &str) -> Result<bool> {
        let ws = self.workspace().await?;
        Ok(self.store().invited_at(&ws, job, card, "invite")?.is_some())
    }

    /// Records an invite or a bulk invite that went out (`kind`: invite or bulk).
    pub fn record_invites(&self, job: &str, candidates: &[String], kind: &str) {
        let Some(ws) = self.shared.known_workspace() else {
            return;
        };
        if let Err(e) = self
            .store()
            .mark_invited_by(&ws, job, candidates, kind, self.member())
        {
            self.shared.warn_unrecorded("the invites", &e);
        }
    }

    /// Of `ids`, those the ledger saw invited to `job` within the service's
    /// duplicate window (30 days, × time scale): the service would answer
    /// `already_invited` and send nothing.
    pub fn known_invites(&self, job: &str, ids: &[String]) -> Vec<String> {
        let Some(ws) = self.shared.known_workspace() else {
            return Vec::new();
        };
        let window = self.day_ms() * talent_spec::limits::BULK_INVITE_DUPLICATE_DAYS;
        let since = self.now_ms() - window;
        ids.iter()
            .filter(|c| {
                self.store()
                    .invited_at(&ws, job, c, "bulk")
                    .ok()
                    .flatten()
                    .is_some_and(|at| at >= since)
            })
            .cloned()
            .collect()
    }

    /// What is left of `job`'s daily bulk-invite cap, from what the ledger
    /// saw go out in the last (scaled) day (for a question to show).
    pub async fn bulk_cap_left(&self, job: &str) -> Result<i64> {
        let (times, _) = self.shared.bulk_invite_times(job).await?;
        let cap = talent_spec::limits::BULK_INVITES_PER_JOB_PER_DAY as i64;
        Ok((cap - times.len() as i64).max(0))
    }

    /// The audit log, newest last (`usage --local`).
    pub fn audit(&self, limit: usize) -> Result<Vec<AuditRow>> {
        self.store().audit(None, limit)
    }

    /// One workspace's audit lines, newest last (`team usage` on the file).
    pub fn audit_of(&self, workspace: &str, limit: usize) -> Result<Vec<AuditRow>> {
        self.store().audit(Some(workspace), limit)
    }

    /// The workspace's usage, read fresh from the service (paced) and kept.
    pub async fn fresh_snapshot(&self) -> Result<(String, crate::ledger::Snapshot)> {
        self.shared.refresh().await
    }

    /// Why the team ledger is away, when it is (this run then works on the
    /// local stand-in).
    pub fn away(&self) -> Option<crate::ledger::Away> {
        self.store().away()
    }

    /// When the key's quota cycle ends, from the last usage read (ms).
    pub fn cycle_end_ms(&self) -> Option<i64> {
        let ws = self.store().workspace_of(&self.shared.key_fp).ok()??;
        let ends = self.store().snapshot(&ws).ok()??.cycle_ends?;
        chrono::DateTime::parse_from_rfc3339(&ends)
            .ok()
            .map(|t| t.timestamp_millis())
    }

    /// Whether the named query `state` printed `id` in an earlier run.
    pub fn was_seen(&self, state: &str, id: &str) -> Result<bool> {
        self.store().was_seen(&self.owner(), state, id)
    }

    /// Remembers the ids a successful run of `state` printed.
    pub fn mark_seen(&self, state: &str, ids: &[String]) -> Result<()> {
        self.store().mark_seen(&self.owner(), state, ids)
    }

    /// The workspace's usage as the ledger last kept it (sends nothing):
    /// `None` when no usage was ever read with this key.
    pub fn stored_snapshot(&self) -> Result<Option<(String, crate::ledger::Snapshot)>> {
        let Some(ws) = self.store().workspace_of(&self.shared.key_fp)? else {
            return Ok(None);
        };
        Ok(self.store().snapshot(&ws)?.map(|s| (ws, s)))
    }

    /// The report's rows of a span (see [`crate::ledger::report_sql`]).
    pub fn report(&self, q: &crate::ledger::ReportQuery) -> Result<crate::ledger::ReportRows> {
        self.store().report(q)
    }

    /// The newest `cycleEndsOn` the ledger saw before `before`.
    pub fn cycle_before(&self, workspace: &str, before: &str) -> Result<Option<String>> {
        self.store().cycle_before(workspace, before)
    }

    fn day_ms(&self) -> i64 {
        self.shared.opts.time_scale.day().as_millis() as i64
    }
}
