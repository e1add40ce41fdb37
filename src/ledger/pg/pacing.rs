//! Admission and pacing on the team ledger: one statement takes the
//! window's slots under advisory locks in the database's clock.

use super::*;

impl PgStore {
    pub(super) fn admit(&self, key: &str, slots: &[Slot], span_ms: i64) -> Result<Admit> {
        self.note_span(span_ms);
        let mut sorted: Vec<Slot> = slots.to_vec();
        sorted.sort_by(|a, b| a.class.cmp(b.class));
        let key_s = key.to_string();
        let classes: Vec<String> = sorted.iter().map(|s| s.class.to_string()).collect();
        let limits: Vec<i32> = sorted
            .iter()
            .map(|s| s.limit.min(i32::MAX as u32) as i32)
            .collect();
        let (run, term) = (self.run_if_live(), self.lease_ms);
        self.route(
            move |c| async move {
                let wait: i64 = c
                    .q1(
                        "SELECT talent_admit_run($1, $2, $3, $4, $5, $6)",
                        &[&key_s, &classes, &limits, &span_ms, &run, &term],
                    )
                    .await?
                    .get(0);
                Ok(if wait <= 0 {
                    Admit::Go
                } else {
                    Admit::Wait(wait)
                })
            },
            |s| s.admit(key, slots, span_ms),
        )
    }

    /// [`PgStore::admit`] as `member`: fair between members (see
    /// `talent_admit_fair`, migration 7).
    pub(super) fn admit_as(
        &self,
        key: &str,
        member: &str,
        slots: &[Slot],
        span_ms: i64,
    ) -> Result<Admit> {
        self.admit_fair(key, member, slots, span_ms, None)
    }

    /// [`PgStore::admit_as`], the slot taken ahead for a member first in
    /// line (`talent_admit_ahead`, migration 24).
    pub(super) fn admit_ahead(
        &self,
        key: &str,
        member: &str,
        slots: &[Slot],
        span_ms: i64,
        ahead_ms: i64,
    ) -> Result<Admit> {
        self.admit_fair(key, member, slots, span_ms, Some(ahead_ms))
    }

    fn admit_fair(
        &self,
        key: &str,
        member: &str,
        slots: &[Slot],
        span_ms: i64,
        ahead_ms: Option<i64>,
    ) -> Result<Admit> {
        self.note_span(span_ms);
        let mut sorted: Vec<Slot> = slots.to_vec();
        sorted.sort_by(|a, b| a.class.cmp(b.class));
        let key_s = key.to_string();
        let classes: Vec<String> = sorted.iter().map(|s| s.class.to_string()).collect();
        let limits: Vec<i32> = sorted
            .iter()
            .map(|s| s.limit.min(i32::MAX as u32) as i32)
            .collect();
        let (run, term) = (self.run_if_live(), self.lease_ms);
        let who: Option<String> = (!member.is_empty()).then(|| member.to_string());
        self.route(
            move |c| async move {
                let (sql, ahead) = match &ahead_ms {
                    None => ("SELECT talent_admit_fair($1, $2, $3, $4, $5, $6, $7)", None),
                    Some(a) => (
                        "SELECT talent_admit_ahead($1, $2, $3, $4, $5, $6, $7, $8)",
                        Some(a as &dyn Param),
                    ),
                };
                let mut params: Vec<&dyn Param> =
                    vec![&key_s, &classes, &limits, &span_ms, &run, &term, &who];
                params.extend(ahead);
                let wait: i64 = c.q1(sql, &params).await?.get(0);
                Ok(match wait {
                    0 => Admit::Go,
                    w if w < 0 => Admit::After(-w),
                    w => Admit::Wait(w),
                })
            },
            |s| s.admit(key, slots, span_ms),
        )
    }

    pub(super) fn block(&self, key: &str, class: &str, until_ms: i64) -> Result<()> {
        let (k, cl) = (key.to_string(), class.to_string());
        self.route(
            move |c| async move {
                c.ex(
                    "INSERT INTO talent_blocks (key_fp, class, until_ms) VALUES ($1, $2, $3)
                     ON CONFLICT (key_fp, class) DO UPDATE SET until_ms = greatest(talent_blocks.until_ms, excluded.until_ms)",
                    &[&k, &cl, &until_ms],
                )
                .await?;
                Ok(())
            },
            |s| s.block(key, class, until_ms),
        )
    }
}
