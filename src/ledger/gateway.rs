//! The store of a run through a team's gateway (cli.md, *serve*, "Through
//! a gateway"): the gateway keeps the spend ledger and judges each spend,
//! so this machine keeps none — the pacer's sends, usage snapshots, holds,
//! spend lines, unlocks and the report's rows live in memory for the run
//! and go with it — while what the member has seen stays in the local
//! file as it always did: idempotency keys, `--new` states, invites sent,
//! listen's handled event ids.

use std::sync::Arc;

use super::{Admit, AuditRow, Away, Held, Hold, Slot, Snapshot, SqliteStore, Store};
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
    fn through_gateway(&self) -> bool {
        true
    }
    fn away(&self) -> Option<Away> {
        None
    }
    fn admit(&self, key: &str, slots: &[Slot], span_ms: i64) -> Result<Admit> {
        self.spends.admit(key, slots, span_ms)
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
    super::pass_on_records!(local);
    super::pass_on_spends!(spends);
}
