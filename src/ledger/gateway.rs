//! The store of a run through a team's gateway (cli.md, *serve*, "Through
//! a gateway"): the gateway keeps the spend ledger and judges each spend,
//! so this machine keeps none — the pacer's sends, usage snapshots, holds,
//! spend lines, unlocks and the report's rows live in memory for the run
//! and go with it — while what the member has seen stays in the local
//! file as it always did: idempotency keys, `--new` states, invites sent,
//! listen's handled event ids.

use std::sync::Arc;

use talent_spec::rate::Meter;

use super::{
    Admit, AuditRow, Away, Claim, Held, Hold, LedgerEvent, Recorded, ReportQuery, ReportRows, Slot,
    Snapshot, SqliteStore, Store, UnlockedBy,
};
use crate::Result;

/// Spends in memory, the member's records in the local file.
pub struct GatewayStore {
    spends: SqliteStore,
    local: Arc<SqliteStore>,
}

impl GatewayStore {
    pub fn new(local: Arc<SqliteStore>) -> Result<GatewayStore> {
        Ok(GatewayStore {
            spends: SqliteStore::in_memory()?,
            local,
        })
    }
}

impl Store for GatewayStore {
    fn describe(&self) -> String {
        format!("{} (spends kept by the gateway)", self.local.describe())
    }
    fn now_ms(&self) -> i64 {
        self.local.now_ms()
    }
    fn schema_version(&self) -> Result<i64> {
        self.local.schema_version()
    }
    fn team(&self) -> bool {
        false
    }
    fn away(&self) -> Option<Away> {
        None
    }
    fn expect_key(&self, key: &str) {
        self.spends.expect_key(key)
    }
    fn admit(&self, key: &str, slots: &[Slot], span_ms: i64) -> Result<Admit> {
        self.spends.admit(key, slots, span_ms)
    }
    fn block(&self, key: &str, class: &str, until_ms: i64) -> Result<()> {
        self.spends.block(key, class, until_ms)
    }
    fn workspace_of(&self, key: &str) -> Result<Option<String>> {
        self.spends.workspace_of(key)
    }
    fn snapshot(&self, workspace: &str) -> Result<Option<Snapshot>> {
        self.spends.snapshot(workspace)
    }
    fn store_snapshot(
        &self,
        key: &str,
        workspace: &str,
        snap: &Snapshot,
        started_ms: i64,
    ) -> Result<Snapshot> {
        self.spends.store_snapshot(key, workspace, snap, started_ms)
    }
    fn held(&self, workspace: &str, meter: Meter) -> Result<i64> {
        self.spends.held(workspace, meter)
    }
    /// A member's outreach allowance is the gateway's to judge: nothing
    /// is held on the member's machine.
    fn reserve_reach(&self, _reach: &crate::ledger::Reach<'_>) -> Result<crate::ledger::Reached> {
        Ok(crate::ledger::Reached::Untracked)
    }

    fn reserve(&self, hold: &Hold<'_>) -> Result<Held> {
        self.spends.reserve(hold)
    }
    fn settle(&self, id: i64, spent: bool, row: &AuditRow) -> Result<Option<Snapshot>> {
        self.spends.settle(id, spent, row)
    }
    fn release(&self, id: i64) -> Result<()> {
        self.spends.release(id)
    }
    fn is_unlocked(&self, workspace: &str, card: &str) -> Result<bool> {
        self.spends.is_unlocked(workspace, card)
    }
    fn unlocked_by(&self, workspace: &str, card: &str) -> Result<Option<UnlockedBy>> {
        self.spends.unlocked_by(workspace, card)
    }
    fn mark_unlocked_by(&self, workspace: &str, card: &str, member: &str) -> Result<()> {
        self.spends.mark_unlocked_by(workspace, card, member)
    }
    fn settle_line(&self, row: &AuditRow, outcome: &str) -> Result<()> {
        self.spends.settle_line(row, outcome)
    }
    fn invited_at(
        &self,
        workspace: &str,
        job: &str,
        card: &str,
        kind: &str,
    ) -> Result<Option<i64>> {
        self.local.invited_at(workspace, job, card, kind)
    }
    fn bulk_invite_times_since(
        &self,
        workspace: &str,
        job: &str,
        since_ms: i64,
    ) -> Result<Vec<i64>> {
        self.local.bulk_invite_times_since(workspace, job, since_ms)
    }
    fn mark_invited_by(
        &self,
        workspace: &str,
        job: &str,
        cards: &[String],
        kind: &str,
        member: &str,
    ) -> Result<()> {
        self.local
            .mark_invited_by(workspace, job, cards, kind, member)
    }
    fn idempotent(&self, owner: &str, key: &str) -> Result<Option<Recorded>> {
        self.local.idempotent(owner, key)
    }
    fn record_idempotent(&self, owner: &str, key: &str, rec: &Recorded) -> Result<()> {
        self.local.record_idempotent(owner, key, rec)
    }
    fn claim_idempotent(
        &self,
        owner: &str,
        key: &str,
        command: &str,
        request: &str,
        member: &str,
    ) -> Result<Claim> {
        self.local
            .claim_idempotent(owner, key, command, request, member)
    }
    fn release_idempotent(&self, owner: &str, key: &str) -> Result<()> {
        self.local.release_idempotent(owner, key)
    }
    fn was_seen(&self, owner: &str, state: &str, id: &str) -> Result<bool> {
        self.local.was_seen(owner, state, id)
    }
    fn mark_seen(&self, owner: &str, state: &str, ids: &[String]) -> Result<()> {
        self.local.mark_seen(owner, state, ids)
    }
    fn webhook_done(&self, id: &str, since_ms: i64) -> Result<Option<i64>> {
        self.local.webhook_done(id, since_ms)
    }
    fn mark_webhook_done(&self, id: &str, forget_before_ms: i64) -> Result<()> {
        self.local.mark_webhook_done(id, forget_before_ms)
    }
    fn report(&self, q: &ReportQuery) -> Result<ReportRows> {
        self.spends.report(q)
    }
    fn cycle_before(&self, workspace: &str, before: &str) -> Result<Option<String>> {
        self.spends.cycle_before(workspace, before)
    }
    fn record_events(&self, events: &[LedgerEvent]) -> Result<()> {
        self.spends.record_events(events)
    }
    fn audit(&self, workspace: Option<&str>, limit: usize) -> Result<Vec<AuditRow>> {
        self.spends.audit(workspace, limit)
    }
    fn prune(&self, audit_before_ms: i64, sends_before_ms: i64) -> Result<usize> {
        self.spends.prune(audit_before_ms, sends_before_ms)
    }
    fn counts(&self) -> Result<Vec<(&'static str, i64)>> {
        self.spends.counts()
    }
}
