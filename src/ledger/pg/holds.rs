//! Holds and leases on the team ledger: a spend is reserved before its
//! request, settled after it, and a hold lapses with its run's lease.

use super::*;

/// The slots of an admission in the order their locks are taken (by
/// class), as the SQL takes them: classes and limits.
pub(super) fn sorted(slots: &[Slot]) -> (Vec<String>, Vec<i32>) {
    let mut sorted: Vec<Slot> = slots.to_vec();
    sorted.sort_by(|a, b| a.class.cmp(b.class));
    (
        sorted.iter().map(|s| s.class.to_string()).collect(),
        sorted
            .iter()
            .map(|s| s.limit.min(i32::MAX as u32) as i32)
            .collect(),
    )
}

/// What a reservation with its admission answered — the columns `kind,
/// hold_id, left_units, limit_units, cap, member_used, wait` of `r` from
/// `at` on — as the guard takes it. A hold taken is one more to renew
/// (`live`), and the meter's prefetched figure (`m`) is stale.
pub(super) fn held_of(
    r: &Row,
    at: usize,
    hold: (String, Meter, &str),
    live: &AtomicI64,
    pre: &Mutex<Prefetch>,
) -> (Held, Option<Admit>) {
    let (member, meter, m) = hold;
    let kind: String = r.get(at);
    let (left, limit): (i64, i64) = (
        r.get::<_, Option<i64>>(at + 2).unwrap_or(0),
        r.get::<_, Option<i64>>(at + 3).unwrap_or(0),
    );
    let wait: Option<i64> = r.get(at + 6);
    match kind.as_str() {
        "held" => {
            live.fetch_add(1, Ordering::Relaxed);
            pre.lock().unwrap_or_else(|e| e.into_inner()).held.remove(m);
            (
                Held::Held {
                    id: r.get(at + 1),
                    left,
                    limit,
                },
                wait.map(|w| if w <= 0 { Admit::Go } else { Admit::Wait(w) }),
            )
        }
        "free" => (Held::Free, None),
        "busy" => (Held::Busy { wait_ms: left }, None),
        "allowance" => (
            Held::Allowance {
                member,
                meter,
                cap: r.get(at + 4),
                used: r.get(at + 5),
            },
            None,
        ),
        _ => (Held::Short { left, limit }, None),
    }
}

impl PgStore {
    pub(super) fn held(&self, workspace: &str, meter: Meter) -> Result<i64> {
        if let Some(n) = self.known_held(workspace, crate::meter::words(meter).name) {
            return Ok(n);
        }
        let (ws, m) = (
            workspace.to_string(),
            crate::meter::words(meter).name.to_string(),
        );
        let pre = Arc::clone(&self.pre);
        self.route(
            move |c| async move {
                {
                    let p = pre.lock().unwrap_or_else(|e| e.into_inner());
                    if p.snap.as_ref().is_some_and(|(w, _)| *w == ws) {
                        if let Some(n) = p.held.get(&m) {
                            return Ok(*n);
                        }
                    }
                }
                // Live leases, and lapsed ones that may have spent ("maybe";
                // an older talent's lapsed hold is dropped by the next
                // reservation).
                Ok(c.q1(
                    "SELECT coalesce(sum(cost), 0)::bigint FROM talent_holds
                         WHERE workspace = $1 AND meter = $2
                           AND (expires_ms >= talent_now_ms() OR base_used IS NOT NULL)",
                    &[&ws, &m],
                )
                .await?
                .get(0))
            },
            |s| s.held(workspace, meter),
        )
    }

    pub(super) fn reserve(&self, hold: &Hold<'_>) -> Result<Held> {
        let ws = hold.workspace.to_string();
        let m = crate::meter::words(hold.meter).name.to_string();
        let member = hold.member.to_string();
        let (cost, fb, expires) = (hold.cost, hold.fallback, hold.expires_ms);
        let card: Option<String> = hold.card.map(str::to_string);
        let meter = hold.meter;
        let (run, term) = (self.run.clone(), self.lease_ms);
        let live = Arc::clone(&self.live);
        let held_m = Arc::clone(&self.pre);
        let held = self.route(
            move |c| async move {
                let r = c
                    .q1(
                        "SELECT kind, hold_id, left_units, limit_units, cap, member_used
                         FROM talent_reserve_run($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)",
                        &[
                            &ws, &m, &cost, &member, &fb.used, &fb.limit, &expires, &run, &term,
                            &card,
                        ],
                    )
                    .await?;
                if r.get::<_, String>(0) == "held" {
                    live.fetch_add(1, Ordering::Relaxed);
                    // What this run knew of the meter's holds is one short now.
                    held_m
                        .lock()
                        .unwrap_or_else(|e| e.into_inner())
                        .held
                        .remove(&m);
                }
                let kind: String = r.get(0);
                let (left, limit): (i64, i64) = (
                    r.get::<_, Option<i64>>(2).unwrap_or(0),
                    r.get::<_, Option<i64>>(3).unwrap_or(0),
                );
                Ok(match kind.as_str() {
                    "held" => Held::Held {
                        id: r.get(1),
                        left,
                        limit,
                    },
                    "free" => Held::Free,
                    "busy" => Held::Busy { wait_ms: left },
                    "allowance" => Held::Allowance {
                        member,
                        meter,
                        cap: r.get(4),
                        used: r.get(5),
                    },
                    _ => Held::Short { left, limit },
                })
            },
            |s| {
                let held = s.reserve(hold)?;
                if let Held::Held { id, .. } = &held {
                    self.standin_holds
                        .lock()
                        .unwrap_or_else(|e| e.into_inner())
                        .insert(*id);
                }
                Ok(held)
            },
        )?;
        self.note_held_card(&held, hold.card);
        Ok(held)
    }

    /// One statement: the member's outreach allowance checked and the
    /// people held under the workspace's outreach lock (see
    /// `talent_reach`, migration 7).
    pub(super) fn reserve_reach(
        &self,
        reach: &crate::ledger::Reach<'_>,
    ) -> Result<crate::ledger::Reached> {
        use crate::ledger::Reached;
        let (ws, member) = (reach.workspace.to_string(), reach.member.to_string());
        let (people, expires) = (reach.people, reach.expires_ms);
        let (run, term) = (self.run.clone(), self.lease_ms);
        let live = Arc::clone(&self.live);
        let held = self.route(
            move |c| async move {
                let r = c
                    .q1(
                        "SELECT kind, hold_id, cap, member_used FROM talent_reach($1, $2, $3, $4, $5, $6)",
                        &[&ws, &member, &people, &expires, &run, &term],
                    )
                    .await?;
                let kind: String = r.get(0);
                Ok(match kind.as_str() {
                    "held" => {
                        live.fetch_add(1, Ordering::Relaxed);
                        Reached::Held { id: r.get(1) }
                    }
                    _ => Reached::Allowance {
                        member,
                        cap: r.get::<_, Option<i64>>(2).unwrap_or(0),
                        used: r.get::<_, Option<i64>>(3).unwrap_or(0),
                    },
                })
            },
            |s| s.reserve_reach(reach),
        )?;
        Ok(held)
    }

    pub(super) fn expect_key(&self, key: &str) {
        self.pre.lock().unwrap_or_else(|e| e.into_inner()).key = Some(key.to_string());
    }

    pub(super) fn reserve_admit(
        &self,
        hold: &Hold<'_>,
        key: &str,
        slots: &[Slot],
        span_ms: i64,
    ) -> Result<(Held, Option<Admit>)> {
        self.note_span(span_ms);
        let ws = hold.workspace.to_string();
        let m = crate::meter::words(hold.meter).name.to_string();
        let member = hold.member.to_string();
        let (cost, fb, expires) = (hold.cost, hold.fallback, hold.expires_ms);
        let card: Option<String> = hold.card.map(str::to_string);
        let meter = hold.meter;
        let (run, term) = (self.run.clone(), self.lease_ms);
        let live = Arc::clone(&self.live);
        let key_s = key.to_string();
        let (classes, limits) = sorted(slots);
        // A snapshot just read goes out in the same round trip, pipelined
        // before the reservation (which then judges by it).
        let carried = if self.is_away() {
            None
        } else {
            self.snap_write
                .lock()
                .unwrap_or_else(|e| e.into_inner())
                .take()
        };
        let pre = Arc::clone(&self.pre);
        let out = self.route(
            move |c| async move {
                let write = async {
                    match &carried {
                        Some(w) => write_snapshot(&c, w, &pre).await.map(Some),
                        None => Ok(None),
                    }
                };
                let params: [&dyn Param; 14] = [
                    &ws, &m, &cost, &member, &fb.used, &fb.limit, &expires, &run, &term, &card,
                    &key_s, &classes, &limits, &span_ms,
                ];
                let reserve = c
                    .q1(
                        "SELECT kind, hold_id, left_units, limit_units, cap, member_used, wait
                         FROM talent_reserve_admit_fair($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)",
                        &params,
                    );
                let (written, r) = tokio::join!(write, reserve);
                let r = r?;
                // A snapshot that was not written is read again by a later
                // run; the run goes on with the service's figures.
                let _ = written;
                Ok(held_of(&r, 0, (member, meter, &m), &live, &pre))
            },
            |s| {
                let out = s.reserve_admit(hold, key, slots, span_ms)?;
                if let Held::Held { id, .. } = &out.0 {
                    self.standin_holds
                        .lock()
                        .unwrap_or_else(|e| e.into_inner())
                        .insert(*id);
                }
                Ok(out)
            },
        )?;
        self.note_held_card(&out.0, hold.card);
        Ok(out)
    }

    pub(super) fn settle(&self, id: i64, spent: bool, row: &AuditRow) -> Result<Option<Snapshot>> {
        self.flush_settles();
        if self.is_away() {
            return self.keep_settle(id, spent, row);
        }
        let out = self.settle_call(id, spent, row);
        self.settled(id, spent, row, out)
    }

    /// What a settle's statement came to, for [`PgStore::settle`] and the
    /// gateway's `settle_async`, which send it from different places.
    pub(super) fn settled(
        &self,
        id: i64,
        spent: bool,
        row: &AuditRow,
        out: std::result::Result<Option<Snapshot>, Fail>,
    ) -> Result<Option<Snapshot>> {
        match out {
            Ok(v) => {
                self.ended_one();
                self.held_card(id);
                Ok(v)
            }
            Err(Fail::Away(why)) => {
                *self.away.lock().unwrap_or_else(|e| e.into_inner()) = Some(why);
                self.keep_settle(id, spent, row)
            }
            // Kept, never dropped: the hold stays (renewed) so no run spends
            // past it, and the settle is tried again before this run's next
            // act and at its end (then kept in this machine's file).
            Err(Fail::Db(msg, _)) => {
                self.pending
                    .lock()
                    .unwrap_or_else(|e| e.into_inner())
                    .push((id, spent, row.clone()));
                Err(Error::ledger(format!(
                    "the team ledger {} did not take it now ({msg}); this run keeps its hold and writes it when the database answers",
                    self.target.shown()
                )))
            }
        }
    }

    pub(super) fn release(&self, id: i64) -> Result<()> {
        self.ended_one();
        self.held_card(id);
        self.pre
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .held
            .clear();
        let delete = move |c: Arc<Client>| async move {
            c.ex("DELETE FROM talent_holds WHERE id = $1", &[&id])
                .await?;
            Ok(())
        };
        // A hold the database made, released after it refused some other
        // act (a lock held elsewhere): it still takes this delete.
        let standin = self.standin_id(id);
        let gone = self
            .away
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .is_some();
        if standin < 0 && !gone && self.failing().is_some() {
            return match self.call(delete) {
                Ok(()) | Err(Fail::Away(_)) => Ok(()),
                Err(Fail::Db(msg, code)) => Err(self.db_error(&msg, code.as_ref())),
            };
        }
        self.route(delete, |s| s.release(standin))
    }
}
