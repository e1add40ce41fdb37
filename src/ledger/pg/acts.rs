//! The team ledger's acts: [`Store`] for [`PgStore`], each one statement
//! (admission and holds are in their own files, called from here).

use super::*;

impl Store for PgStore {
    fn describe(&self) -> String {
        self.target.shown()
    }

    fn now_ms(&self) -> i64 {
        if self.is_away() {
            return self.standin().now_ms();
        }
        crate::clock::now_ms() + self.offset_ms.load(Ordering::Relaxed)
    }

    fn schema_version(&self) -> Result<i64> {
        self.connected()?;
        Ok(self.info().schema)
    }

    fn team(&self) -> bool {
        true
    }

    fn away(&self) -> Option<crate::ledger::Away> {
        // Waits for the connect the first time.
        // A database that answered with an error (a wrong password, a
        // schema too new, a role that may not write) is judged as one that
        // is away: what spends nothing warns and runs (the CLI contract).
        match self.connected() {
            Ok(()) => None,
            Err(e) if self.is_away() => Some(crate::ledger::Away {
                why: e,
                prefer: self.mode == Mode::Prefer,
            }),
            Err(_) => None,
        }
    }

    fn admit(&self, key: &str, slots: &[Slot], span_ms: i64) -> Result<Admit> {
        PgStore::admit(self, key, slots, span_ms)
    }

    fn admit_as(&self, key: &str, member: &str, slots: &[Slot], span_ms: i64) -> Result<Admit> {
        PgStore::admit_as(self, key, member, slots, span_ms)
    }

    fn admit_ahead(
        &self,
        key: &str,
        member: &str,
        slots: &[Slot],
        span_ms: i64,
        ahead_ms: i64,
    ) -> Result<Admit> {
        PgStore::admit_ahead(self, key, member, slots, span_ms, ahead_ms)
    }

    fn block(&self, key: &str, class: &str, until_ms: i64) -> Result<()> {
        PgStore::block(self, key, class, until_ms)
    }

    fn away_known(&self) -> Option<Option<crate::ledger::Away>> {
        // Connected and answering: `away` would say so at once.
        (self.reached.load(Ordering::Relaxed) && !self.is_away()).then_some(None)
    }

    fn workspace_known(&self, key: &str) -> Option<Option<String>> {
        self.known_workspace(key)
    }

    fn snapshot_known(&self, workspace: &str) -> Option<Snapshot> {
        self.known_snapshot(workspace)
    }

    fn held_known(&self, workspace: &str, meter: Meter) -> Option<i64> {
        self.known_held(workspace, crate::meter::words(meter).name)
    }

    fn workspace_of(&self, key: &str) -> Result<Option<String>> {
        if let Some(ws) = self.known_workspace(key) {
            return Ok(ws);
        }
        let k = key.to_string();
        let pre = Arc::clone(&self.pre);
        self.route(
            move |c| async move {
                let known = pre
                    .lock()
                    .unwrap_or_else(|e| e.into_inner())
                    .workspace
                    .clone();
                if let Some((key, ws)) = known.filter(|(key, _)| *key == k) {
                    let _ = key;
                    return Ok(ws);
                }
                Ok(
                    c.qopt("SELECT workspace FROM talent_keys WHERE key_fp = $1", &[&k])
                        .await?
                        .map(|r| r.get(0)),
                )
            },
            |s| s.workspace_of(key),
        )
    }

    fn snapshot(&self, workspace: &str) -> Result<Option<Snapshot>> {
        if let Some(snap) = self.known_snapshot(workspace) {
            return Ok(Some(snap));
        }
        let ws = workspace.to_string();
        let pre = Arc::clone(&self.pre);
        self.route(
            move |c| async move {
                let known = pre.lock().unwrap_or_else(|e| e.into_inner()).snap.clone();
                if let Some((_, snap)) = known.filter(|(w, _)| *w == ws) {
                    return Ok(Some(snap));
                }
                read_snapshot(&c, &ws).await
            },
            |s| s.snapshot(workspace),
        )
    }

    fn write_snapshot_now(&self) {
        self.flush_snapshot();
    }

    fn store_snapshot(
        &self,
        key: &str,
        workspace: &str,
        snap: &Snapshot,
        started_ms: i64,
    ) -> Result<Snapshot> {
        if self.is_away() {
            return self
                .standin()
                .store_snapshot(key, workspace, snap, started_ms);
        }
        // Written with the run's next act, in the same round trip (see
        // `reserve_admit`), or before any other act, or at the run's end.
        let w = SnapWrite {
            key: key.to_string(),
            workspace: workspace.to_string(),
            snap: snap.clone(),
            started_ms,
        };
        {
            let mut p = self.pre.lock().unwrap_or_else(|e| e.into_inner());
            p.workspace = Some((w.key.clone(), Some(w.workspace.clone())));
            if p.snap.as_ref().is_some_and(|(ws, _)| *ws != w.workspace) {
                p.held.clear();
            }
            p.snap = Some((w.workspace.clone(), w.snap.clone()));
        }
        *self.snap_write.lock().unwrap_or_else(|e| e.into_inner()) = Some(w);
        Ok(snap.clone())
    }

    fn held(&self, workspace: &str, meter: Meter) -> Result<i64> {
        PgStore::held(self, workspace, meter)
    }

    fn reserve_reach(&self, reach: &crate::ledger::Reach<'_>) -> Result<crate::ledger::Reached> {
        PgStore::reserve_reach(self, reach)
    }

    fn reserve(&self, hold: &Hold<'_>) -> Result<Held> {
        let held = PgStore::reserve(self, hold)?;
        if held != Held::Free || self.free_here(hold)? {
            return Ok(held);
        }
        PgStore::reserve(
            self,
            &Hold {
                card: None,
                ..hold.clone()
            },
        )
    }

    fn expect_key(&self, key: &str) {
        PgStore::expect_key(self, key)
    }

    fn reserve_admit(
        &self,
        hold: &Hold<'_>,
        key: &str,
        slots: &[Slot],
        span_ms: i64,
    ) -> Result<(Held, Option<Admit>)> {
        let out = PgStore::reserve_admit(self, hold, key, slots, span_ms)?;
        if out.0 != Held::Free || self.free_here(hold)? {
            return Ok(out);
        }
        let unit = Hold {
            card: None,
            ..hold.clone()
        };
        PgStore::reserve_admit(self, &unit, key, slots, span_ms)
    }

    fn settle(&self, id: i64, spent: bool, row: &AuditRow) -> Result<Option<Snapshot>> {
        PgStore::settle(self, id, spent, row)
    }

    fn release(&self, id: i64) -> Result<()> {
        PgStore::release(self, id)
    }

    /// Free only where this machine recorded it from the service's answer
    /// (its origin): an import's row, another machine's, or one an older
    /// talent wrote (no origin) is a spend until the service's record says
    /// it was unlocked before.
    fn is_unlocked(&self, workspace: &str, card: &str) -> Result<bool> {
        let (ws, cd, origin) = (workspace.to_string(), card.to_string(), self.origin());
        self.route(
            move |c| async move {
                Ok(c.qopt(
                    "SELECT 1 FROM talent_unlocked WHERE workspace = $1 AND talent_card_id = $2 AND origin = $3",
                    &[&ws, &cd, &origin],
                )
                .await?
                .is_some())
            },
            |s| s.is_unlocked(workspace, card),
        )
    }

    fn unlocked_by(&self, workspace: &str, card: &str) -> Result<Option<UnlockedBy>> {
        let (ws, cd) = (workspace.to_string(), card.to_string());
        self.route(
            move |c| async move {
                Ok(c
                    .qopt(
                        "SELECT member, at_ms FROM talent_unlocked WHERE workspace = $1 AND talent_card_id = $2",
                        &[&ws, &cd],
                    )
                    .await?
                    .map(|r| UnlockedBy {
                        member: r.get(0),
                        at_ms: r.get(1),
                    }))
            },
            |s| s.unlocked_by(workspace, card),
        )
    }

    /// A row without an origin (the settle's own, an import's, an older
    /// talent's) takes this machine's: the service's answer showed it.
    fn mark_unlocked_by(&self, workspace: &str, card: &str, member: &str) -> Result<()> {
        self.mark(super::marks::Mark::Unlocked {
            workspace: workspace.to_string(),
            card: card.to_string(),
            member: member.to_string(),
        })
    }

    fn settle_line(&self, row: &AuditRow, outcome: &str) -> Result<()> {
        // The "maybe" line itself may still wait to be written.
        self.flush_settles();
        let (row2, outcome2) = (row.clone(), outcome.to_string());
        self.route_keep(
            &row.workspace,
            row.at_ms,
            move |c| async move {
                let r = &row2;
                c.ex(
                    "UPDATE talent_spends SET outcome = $1 WHERE id = (SELECT max(id) FROM talent_spends
                       WHERE workspace = $2 AND at_ms = $3 AND command = $4 AND meter = $5
                         AND outcome = $6 AND member = $7)",
                    &[&outcome2, &r.workspace, &r.at_ms, &r.command, &r.meter, &r.outcome, &r.member],
                )
                .await?;
                Ok(())
            },
            |s| s.settle_line(row, outcome),
        )
    }

    fn invited_at(
        &self,
        workspace: &str,
        job: &str,
        card: &str,
        kind: &str,
    ) -> Result<Option<i64>> {
        let (ws, j, cd, k) = (
            workspace.to_string(),
            job.to_string(),
            card.to_string(),
            kind.to_string(),
        );
        self.route(
            move |c| async move {
                Ok(c
                    .qopt(
                        "SELECT at_ms FROM talent_invites WHERE workspace = $1 AND job_id = $2 AND candidate_id = $3 AND kind = $4",
                        &[&ws, &j, &cd, &k],
                    )
                    .await?
                    .map(|r| r.get(0)))
            },
            |s| s.invited_at(workspace, job, card, kind),
        )
    }

    fn mark_invited_by(
        &self,
        workspace: &str,
        job: &str,
        cards: &[String],
        kind: &str,
        member: &str,
    ) -> Result<()> {
        self.mark(super::marks::Mark::Invited {
            workspace: workspace.to_string(),
            job: job.to_string(),
            cards: cards.to_vec(),
            kind: kind.to_string(),
            member: member.to_string(),
        })
    }

    fn bulk_invite_times_since(
        &self,
        workspace: &str,
        job: &str,
        since_ms: i64,
    ) -> Result<Vec<i64>> {
        let (ws, j) = (workspace.to_string(), job.to_string());
        self.route(
            move |c| async move {
                Ok(c
                    .q(
                        "SELECT at_ms FROM talent_invites WHERE workspace = $1 AND job_id = $2 AND kind = 'bulk' AND at_ms >= $3
                         ORDER BY at_ms",
                        &[&ws, &j, &since_ms],
                    )
                    .await?
                    .iter()
                    .map(|r| r.get(0))
                    .collect())
            },
            |s| s.bulk_invite_times_since(workspace, job, since_ms),
        )
    }

    fn idempotent(&self, owner: &str, key: &str) -> Result<Option<Recorded>> {
        let (o, k) = (owner.to_string(), key.to_string());
        self.route(
            move |c| async move {
                Ok(c.qopt(
                    "SELECT command, request, result, at_ms FROM talent_idempotency
                         WHERE owner = $1 AND key = $2 AND result IS NOT NULL",
                    &[&o, &k],
                )
                .await?
                .map(|r| Recorded {
                    command: r.get(0),
                    request: r.get(1),
                    result: r.get(2),
                    at_ms: r.get(3),
                }))
            },
            |s| s.idempotent(owner, key),
        )
    }

    fn claim_idempotent(
        &self,
        owner: &str,
        key: &str,
        command: &str,
        request: &str,
        member: &str,
    ) -> Result<Claim> {
        let (o, k, cmd, req, m) = (
            owner.to_string(),
            key.to_string(),
            command.to_string(),
            request.to_string(),
            member.to_string(),
        );
        let (run, term) = (self.run.clone(), self.lease_ms);
        let live = Arc::clone(&self.live);
        self.route(
            move |c| async move {
                let r = c
                    .q1(
                        "SELECT state, command, request, result, member, at_ms
                         FROM talent_claim_run($1, $2, $3, $4, $5, $6, $7)",
                        &[&o, &k, &cmd, &req, &m, &run, &term],
                    )
                    .await?;
                let claim = claim_of(&r, 0);
                if matches!(claim, Claim::Mine) {
                    live.fetch_add(1, Ordering::Relaxed);
                }
                Ok(claim)
            },
            |s| s.claim_idempotent(owner, key, command, request, member),
        )
    }

    fn release_idempotent(&self, owner: &str, key: &str) -> Result<()> {
        let (o, k, run) = (owner.to_string(), key.to_string(), self.run.clone());
        self.ended_one();
        self.route(
            move |c| async move {
                c.ex(
                    "DELETE FROM talent_idempotency WHERE owner = $1 AND key = $2 AND result IS NULL AND claim_run = $3",
                    &[&o, &k, &run],
                )
                .await?;
                Ok(())
            },
            |s| s.release_idempotent(owner, key),
        )
    }

    fn record_idempotent(&self, owner: &str, key: &str, rec: &Recorded) -> Result<()> {
        let (o, k, r) = (owner.to_string(), key.to_string(), rec.clone());
        self.ended_one();
        self.route(
            move |c| async move {
                c.ex(
                    RECORD_IDEMPOTENT,
                    &[&o, &k, &r.command, &r.request, &r.result, &r.at_ms],
                )
                .await?;
                Ok(())
            },
            |s| s.record_idempotent(owner, key, rec),
        )
    }

    fn was_seen(&self, owner: &str, state: &str, id: &str) -> Result<bool> {
        let (o, st, i) = (owner.to_string(), state.to_string(), id.to_string());
        self.route(
            move |c| async move {
                Ok(c.qopt(
                    "SELECT 1 FROM talent_seen WHERE owner = $1 AND state = $2 AND id = $3",
                    &[&o, &st, &i],
                )
                .await?
                .is_some())
            },
            |s| s.was_seen(owner, state, id),
        )
    }

    fn mark_seen(&self, owner: &str, state: &str, ids: &[String]) -> Result<()> {
        let (o, st, is) = (owner.to_string(), state.to_string(), ids.to_vec());
        self.route(
            move |c| async move {
                c.ex(
                    "INSERT INTO talent_seen (owner, state, id, at_ms)
                     SELECT $1, $2, x, talent_now_ms() FROM unnest($3::text[]) AS x ON CONFLICT DO NOTHING",
                    &[&o, &st, &is],
                )
                .await?;
                Ok(())
            },
            |s| s.mark_seen(owner, state, ids),
        )
    }

    fn webhook_done(&self, id: &str, since_ms: i64) -> Result<Option<i64>> {
        let i = id.to_string();
        self.route(
            move |c| async move {
                Ok(c.qopt(
                    "SELECT done_ms FROM talent_webhook_done WHERE id = $1 AND done_ms >= $2",
                    &[&i, &since_ms],
                )
                .await?
                .map(|r| r.get(0)))
            },
            |s| s.webhook_done(id, since_ms),
        )
    }

    fn mark_webhook_done(&self, id: &str, forget_before_ms: i64) -> Result<()> {
        let i = id.to_string();
        self.route(
            move |c| async move {
                c.ex(
                    "INSERT INTO talent_webhook_done (id, done_ms) VALUES ($1, talent_now_ms())
                     ON CONFLICT (id) DO UPDATE SET done_ms = excluded.done_ms",
                    &[&i],
                )
                .await?;
                c.ex(
                    "DELETE FROM talent_webhook_done WHERE done_ms < $1",
                    &[&forget_before_ms],
                )
                .await?;
                Ok(())
            },
            |s| s.mark_webhook_done(id, forget_before_ms),
        )
    }

    fn audit(&self, workspace: Option<&str>, limit: usize) -> Result<Vec<AuditRow>> {
        let ws = workspace.map(str::to_string);
        let lim = limit as i64;
        self.route(
            move |c| async move {
                let rows = c
                    .q(
                        "SELECT at_ms, workspace, command, meter, cost, outcome, member FROM talent_spends
                         WHERE $1::text IS NULL OR workspace = $1 ORDER BY id DESC LIMIT $2",
                        &[&ws, &lim],
                    )
                    .await?;
                let mut out: Vec<AuditRow> = rows
                    .iter()
                    .map(|r| AuditRow {
                        at_ms: r.get(0),
                        workspace: r.get(1),
                        command: r.get(2),
                        meter: r.get(3),
                        cost: r.get(4),
                        outcome: r.get(5),
                        member: r.get(6),
                    })
                    .collect();
                out.reverse();
                Ok(out)
            },
            |s| s.audit(workspace, limit),
        )
    }

    /// The whole team ledger (every workspace; `ledger prune` on a team
    /// ledger prunes one with `prune_workspace`), and this machine's file.
    fn prune(&self, audit_before_ms: i64, sends_before_ms: i64) -> Result<usize> {
        use super::questions::QUESTION_DONE;
        let local = self.local.prune(audit_before_ms, sends_before_ms)?;
        let n = self.direct(move |c| async move {
            let row = c
                .q1(
                    &format!("WITH a AS (DELETE FROM talent_spends WHERE at_ms < $1 RETURNING 1),
                          s AS (DELETE FROM talent_sends WHERE at_ms < $2 RETURNING 1),
                          b AS (DELETE FROM talent_blocks WHERE until_ms < talent_now_ms() RETURNING 1),
                          h AS (DELETE FROM talent_holds WHERE expires_ms < talent_now_ms() AND base_used IS NULL
                                RETURNING 1),
                          i AS (DELETE FROM talent_idempotency WHERE at_ms < $1 AND result IS NOT NULL RETURNING 1),
                          q AS (DELETE FROM talent_mcp_questions WHERE created_ms < $1 AND
                                ({QUESTION_DONE}) RETURNING 1)
                     SELECT (SELECT count(*) FROM a) + (SELECT count(*) FROM s) + (SELECT count(*) FROM b)
                          + (SELECT count(*) FROM h) + (SELECT count(*) FROM i) + (SELECT count(*) FROM q)"),
                    &[&audit_before_ms, &sends_before_ms],
                )
                .await?;
            Ok(row.get::<_, i64>(0))
        })?;
        Ok(local + usize::try_from(n).unwrap_or(0))
    }

    fn report(&self, q: &crate::ledger::ReportQuery) -> Result<crate::ledger::ReportRows> {
        let q = q.clone();
        self.direct(
            move |c| async move { Ok(crate::ledger::report_sql::pg::report(&c, &q).await?) },
        )
    }

    fn cycle_before(&self, workspace: &str, before: &str) -> Result<Option<String>> {
        let (ws, b) = (workspace.to_string(), before.to_string());
        self.direct(move |c| async move {
            Ok(crate::ledger::report_sql::pg::cycle_before(&c, &ws, &b).await?)
        })
    }

    fn record_events(&self, events: &[crate::ledger::LedgerEvent]) -> Result<()> {
        if self.is_away() {
            return self.local.record_events(events);
        }
        // A listener's invite events go with no spend line: written now,
        // as its handled ids are.
        let (now, later): (Vec<_>, Vec<_>) = events.iter().cloned().partition(|e| {
            matches!(
                e.kind,
                crate::ledger::RowKind::InviteAccepted | crate::ledger::RowKind::InviteDeclined
            )
        });
        if !now.is_empty() {
            let list = Arc::new(now);
            let kept = Arc::clone(&list);
            self.route(
                move |c| {
                    let list = Arc::clone(&list);
                    async move {
                        crate::ledger::report_sql::pg::record(&c, &list).await?;
                        Ok(())
                    }
                },
                move |s| s.record_events(&kept),
            )?;
        }
        let events = &later[..];
        self.events
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .extend_from_slice(events);
        Ok(())
    }

    fn counts(&self) -> Result<Vec<(&'static str, i64)>> {
        self.direct(|c| async move {
            let mut out = Vec::new();
            for table in [
                "talent_keys",
                "talent_usage",
                "talent_holds",
                "talent_unlocked",
                "talent_invites",
                "talent_sends",
                "talent_blocks",
                "talent_idempotency",
                "talent_seen",
                "talent_webhook_done",
                "talent_allowances",
                "talent_members",
                "talent_spends",
            ] {
                let n: i64 = c
                    .q1(&format!("SELECT count(*) FROM {table}"), &[])
                    .await?
                    .get(0);
                out.push((table, n));
            }
            Ok(out)
        })
    }
}

impl PgStore {
    /// Whether the database's "free" for an unlock's hold may stand: the
    /// candidate's row is this machine's, recorded from the service's
    /// answer. Any other row (an import's, another machine's) makes the
    /// unlock one unit, held without its candidate, until the service's
    /// record says it was unlocked before.
    fn free_here(&self, hold: &Hold<'_>) -> Result<bool> {
        match hold.card {
            Some(card) => Store::is_unlocked(self, hold.workspace, card),
            None => Ok(true),
        }
    }
}

/// A claim's answer recorded: owner, key, command, request, result, at.
pub(super) const RECORD_IDEMPOTENT: &str =
    "INSERT INTO talent_idempotency (owner, key, command, request, result, member, at_ms)
     VALUES ($1, $2, $3, $4, $5, '', $6)
     ON CONFLICT (owner, key) DO UPDATE SET command = excluded.command,
       request = excluded.request, result = excluded.result, at_ms = excluded.at_ms,
       claim_pid = NULL, claim_start = NULL, claim_run = NULL, claim_until = NULL";

/// The [`Claim`] of a `talent_claim_run` row whose columns start at `at`
/// (state, command, request, result, member, at_ms).
pub(super) fn claim_of(r: &Row, at: usize) -> Claim {
    let state: String = r.get(at);
    match state.as_str() {
        "done" => Claim::Done(Recorded {
            command: r.get(at + 1),
            request: r.get(at + 2),
            result: r.get::<_, Option<String>>(at + 3).unwrap_or_default(),
            at_ms: r.get(at + 5),
        }),
        "busy" => Claim::Busy {
            member: r.get(at + 4),
            since_ms: r.get(at + 5),
        },
        _ => Claim::Mine,
    }
}
