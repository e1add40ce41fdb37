//! [`SqliteStore`] as a [`Store`]: each act of the trait, on the one
//! connection, one call at a time.

use rusqlite::params;
use talent_spec::rate::Meter;

use super::super::window::Slot;
use super::super::{Admit, AuditRow, Held, Hold, Recorded, Snapshot, Store};
use super::{Ledger, SqliteStore};
use crate::meter::words;
use crate::Result;

impl Store for SqliteStore {
    fn describe(&self) -> String {
        match &self.path {
            Some(p) => format!("sqlite:{}", p.display()),
            None => "sqlite::memory:".to_string(),
        }
    }

    fn now_ms(&self) -> i64 {
        (self.clock)()
    }

    fn schema_version(&self) -> Result<i64> {
        self.lock().schema_version()
    }

    /// One machine's file: keys and `--new` states are kept per key.
    fn team(&self) -> bool {
        false
    }

    /// A file that opened is never away (one that did not gives the run a
    /// broken ledger instead: `Guard::without_ledger`).
    fn away(&self) -> Option<crate::ledger::Away> {
        None
    }

    /// Every act reads the file: there is no greeting to ask ahead in.
    fn expect_key(&self, key: &str) {
        let _ = key;
    }

    fn admit(&self, key: &str, slots: &[Slot], span_ms: i64) -> Result<Admit> {
        Ok(
            match self.lock().take(key, slots, (self.clock)(), span_ms)? {
                None => Admit::Go,
                Some(ms) => Admit::Wait(ms.max(1)),
            },
        )
    }

    fn block(&self, key: &str, class: &str, until_ms: i64) -> Result<()> {
        self.lock().block(key, class, until_ms)
    }

    fn workspace_of(&self, key: &str) -> Result<Option<String>> {
        self.lock().workspace_of(key)
    }

    fn snapshot(&self, workspace: &str) -> Result<Option<Snapshot>> {
        self.lock().snapshot(workspace)
    }

    fn store_snapshot(
        &self,
        key: &str,
        workspace: &str,
        snap: &Snapshot,
        started_ms: i64,
    ) -> Result<Snapshot> {
        let mut l = self.lock();
        l.store_snapshot(key, workspace, snap, started_ms)?;
        Ok(l.snapshot(workspace)?.unwrap_or_else(|| snap.clone()))
    }

    fn held(&self, workspace: &str, meter: Meter) -> Result<i64> {
        self.lock()
            .write(|tx| Ledger::reserved(tx, workspace, words(meter).name, (self.clock)()))
    }

    /// The local file keeps no members' allowances (`team allowance` needs
    /// a team ledger): nothing to hold.
    fn reserve_reach(&self, _reach: &crate::ledger::Reach<'_>) -> Result<crate::ledger::Reached> {
        Ok(crate::ledger::Reached::Untracked)
    }

    fn reserve(&self, hold: &Hold<'_>) -> Result<Held> {
        let name = words(hold.meter).name;
        self.lock().write(|tx| {
            // Read inside the transaction: another process may have spent
            // since the caller's snapshot was taken.
            let now = (self.clock)();
            let held = Ledger::reserved(tx, hold.workspace, name, now)?;
            // One unlock per candidate: free once unlocked, and while
            // another run holds its unlock, that run's outcome decides.
            if let Some(card) = hold.card {
                // Free only where this file recorded it from an answer.
                if Ledger::unlocked_here(tx, hold.workspace, card)? {
                    return Ok(Held::Free);
                }
                let other: Option<i64> = tx.query_row(
                    "SELECT MIN(expires_ms) FROM reservations
                     WHERE workspace = ?1 AND card = ?2 AND run IS NOT ?3",
                    params![hold.workspace, card, self.run],
                    |r| r.get(0),
                )?;
                if let Some(until) = other {
                    return Ok(Held::Busy {
                        wait_ms: (until - now).clamp(20, 250),
                    });
                }
            }
            let meters = Ledger::meters(tx, hold.workspace, name)?.unwrap_or(hold.fallback);
            let left = meters.limit - meters.used - held;
            if hold.cost > left {
                return Ok(Held::Short {
                    left,
                    limit: meters.limit,
                });
            }
            let id = Ledger::reserve(
                tx,
                hold.workspace,
                name,
                hold.cost,
                hold.expires_ms,
                hold.card,
                Some(&self.run),
            )?;
            Ok(Held::Held {
                id,
                left,
                limit: meters.limit,
            })
        })
    }

    fn settle(&self, id: i64, spent: bool, row: &AuditRow) -> Result<Option<Snapshot>> {
        self.lock().settle(id, spent, row)
    }

    fn release(&self, id: i64) -> Result<()> {
        self.lock().write(|tx| {
            tx.execute("DELETE FROM reservations WHERE id = ?1", params![id])?;
            Ok(())
        })
    }

    fn is_unlocked(&self, workspace: &str, card: &str) -> Result<bool> {
        self.lock().is_unlocked(workspace, card)
    }

    /// The file is one machine's: it knows when, and that it was this
    /// machine (no member).
    fn unlocked_by(
        &self,
        workspace: &str,
        card: &str,
    ) -> Result<Option<crate::ledger::UnlockedBy>> {
        Ok(self
            .lock()
            .unlocked_at(workspace, card)?
            .map(|at_ms| crate::ledger::UnlockedBy {
                member: String::new(),
                at_ms,
            }))
    }

    fn mark_unlocked_by(&self, workspace: &str, card: &str, member: &str) -> Result<()> {
        let _ = member;
        self.lock().mark_unlocked(workspace, card, (self.clock)())
    }

    fn settle_line(&self, row: &AuditRow, outcome: &str) -> Result<()> {
        self.lock().settle_line(row, outcome)
    }

    fn invited_at(
        &self,
        workspace: &str,
        job: &str,
        card: &str,
        kind: &str,
    ) -> Result<Option<i64>> {
        self.lock().invited_at(workspace, job, card, kind)
    }

    fn mark_invited_by(
        &self,
        workspace: &str,
        job: &str,
        cards: &[String],
        kind: &str,
        member: &str,
    ) -> Result<()> {
        let _ = member;
        let now = (self.clock)();
        let mut l = self.lock();
        for card in cards {
            l.mark_invited(workspace, job, card, kind, now)?;
        }
        Ok(())
    }

    fn bulk_invite_times_since(
        &self,
        workspace: &str,
        job: &str,
        since_ms: i64,
    ) -> Result<Vec<i64>> {
        self.lock()
            .bulk_invite_times_since(workspace, job, since_ms)
    }

    fn idempotent(&self, owner: &str, key: &str) -> Result<Option<Recorded>> {
        Ok(self
            .lock()
            .idempotent(owner, key)?
            .map(|(command, request, result, at_ms)| Recorded {
                command,
                request,
                result,
                at_ms,
            }))
    }

    fn record_idempotent(&self, owner: &str, key: &str, rec: &Recorded) -> Result<()> {
        self.lock().record_idempotent(
            owner,
            key,
            &rec.command,
            &rec.request,
            &rec.result,
            rec.at_ms,
        )
    }

    fn claim_idempotent(
        &self,
        owner: &str,
        key: &str,
        command: &str,
        request: &str,
        member: &str,
    ) -> Result<crate::ledger::Claim> {
        let _ = (command, request);
        self.lock()
            .claim(owner, key, member, &self.run, (self.clock)())
    }

    fn release_idempotent(&self, owner: &str, key: &str) -> Result<()> {
        self.lock().release_claim(owner, key, &self.run)
    }

    fn was_seen(&self, owner: &str, state: &str, id: &str) -> Result<bool> {
        self.lock().was_seen(owner, state, id)
    }

    fn mark_seen(&self, owner: &str, state: &str, ids: &[String]) -> Result<()> {
        self.lock().mark_seen(owner, state, ids, (self.clock)())
    }

    fn webhook_done(&self, id: &str, since_ms: i64) -> Result<Option<i64>> {
        self.lock().webhook_done(id, since_ms)
    }

    fn mark_webhook_done(&self, id: &str, forget_before_ms: i64) -> Result<()> {
        self.lock()
            .mark_webhook_done(id, (self.clock)(), forget_before_ms)
    }

    fn audit(&self, workspace: Option<&str>, limit: usize) -> Result<Vec<AuditRow>> {
        self.lock().audit(workspace, limit)
    }

    fn prune(&self, audit_before_ms: i64, sends_before_ms: i64) -> Result<usize> {
        self.lock()
            .prune(audit_before_ms, sends_before_ms, (self.clock)())
    }

    fn counts(&self) -> Result<Vec<(&'static str, i64)>> {
        self.lock().counts()
    }

    fn report(&self, q: &crate::ledger::ReportQuery) -> Result<crate::ledger::ReportRows> {
        crate::ledger::report_sql::sqlite_report(self.lock().conn(), q)
    }

    fn cycle_before(&self, workspace: &str, before: &str) -> Result<Option<String>> {
        crate::ledger::report_sql::sqlite_cycle_before(self.lock().conn(), workspace, before)
    }

    fn record_events(&self, events: &[crate::ledger::LedgerEvent]) -> Result<()> {
        if events.is_empty() {
            return Ok(());
        }
        self.lock()
            .write(|tx| crate::ledger::report_sql::sqlite_record(tx, events))
    }
}
