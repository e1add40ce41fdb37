//! The gateway's admissions with the credential check in the same
//! statement (issue 47; migration 9's `talent_gw_*`): the token's SHA-256,
//! the member it must name, the route's grant and the REST use are judged
//! first, and only a token that passes is admitted — by the same statements
//! a command's admission runs (`talent_admit_fair`, `talent_reserve_admit_fair`,
//! `talent_reach`; since migration 16 a search's and a read's in one flat
//! plpgsql body each, no nested call, no dynamic SQL). Nothing here judges
//! a spend: the guard still decides which admission a request needs; this
//! only carries the credential with it.
//! The database alone: a credential is never judged on a stand-in.

use super::holds::sorted;
use super::members::{Credential, HeldAdmit, Verdict};
use super::named::{q1_named, ADMIT, CHECK, REACH, REACH_ADMIT, RESERVE_ADMIT, UNLOCKED_HERE};
use super::*;
use crate::ledger::{Joint, Prior, ReachAdmit, Reached};

/// The verdict of a `talent_gw_*` row (its first four columns).
fn verdict_of(row: &Row, member: Option<&str>) -> Verdict {
    let verdict: String = row.get(0);
    Verdict::of(
        &verdict,
        row.get::<_, Option<String>>(1),
        row.get::<_, Option<String>>(2),
        row.get::<_, Option<String>>(3),
        member,
    )
}

impl PgStore {
    /// One act on the database for a credential: never the stand-in (a
    /// credential the database cannot judge is not admitted).
    fn judged<T, F, Fut>(&self, f: F) -> Result<T>
    where
        T: Send + 'static,
        F: FnOnce(Arc<Client>) -> Fut + Clone + Send + 'static,
        Fut: Future<Output = std::result::Result<T, Fail>> + 'static,
    {
        if !self
            .pending
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .is_empty()
        {
            self.flush_settles();
        }
        let out = self.call(f);
        self.judgement(out)
    }

    /// What an act for a credential came to, sent from the ledger's thread
    /// ([`PgStore::judged`]) or from the request's task (`judged_async`).
    pub(super) fn judgement<T>(&self, out: std::result::Result<T, Fail>) -> Result<T> {
        match out {
            Ok(v) => {
                self.answered_again();
                Ok(v)
            }
            Err(Fail::Away(why)) => {
                *self.away.lock().unwrap_or_else(|e| e.into_inner()) = Some(why.clone());
                Err(Error::ledger(away_line(&self.target, &why)))
            }
            Err(Fail::Db(msg, code)) => Err(self.db_error(&msg, code.as_ref())),
        }
    }

    /// The credential alone (`talent_gw_check`): one round trip.
    pub(super) fn gw_check(&self, cred: &Credential) -> Result<Verdict> {
        self.judged(gw_check_act(cred))
    }

    /// [`PgStore::admit_as`] with the credential checked first, in one
    /// statement; the admission only when the verdict is `Ok`.
    pub(super) fn gw_admit_as(
        &self,
        cred: &Credential,
        key: &str,
        slots: &[Slot],
        span_ms: i64,
    ) -> Result<(Verdict, Option<Admit>)> {
        self.judged(self.gw_admit_as_act(cred, key, slots, span_ms))
    }

    /// The act of [`PgStore::gw_admit_as`] (sent from the ledger's thread,
    /// or from the gateway's task: [`super::gw_async`]).
    pub(super) fn gw_admit_as_act(
        &self,
        cred: &Credential,
        key: &str,
        slots: &[Slot],
        span_ms: i64,
    ) -> impl FnOnce(Arc<Client>) -> ActFut<(Verdict, Option<Admit>)> + Clone + Send + 'static {
        self.note_span(span_ms);
        let (classes, limits) = sorted(slots);
        let (key_s, c2) = (key.to_string(), cred.clone());
        let (run, term) = (self.run_if_live(), self.lease_ms);
        move |c: Arc<Client>| -> ActFut<(Verdict, Option<Admit>)> {
            Box::pin(async move {
                let row = q1_named(
                    &c,
                    ADMIT,
                    &[
                        &c2.sha256, &c2.member, &c2.grant, &c2.api, &key_s, &classes, &limits,
                        &span_ms, &run, &term,
                    ],
                )
                .await?;
                let verdict = verdict_of(&row, c2.member.as_deref());
                let admit = row.get::<_, Option<i64>>(4).map(|w| {
                    if w <= 0 {
                        Admit::Go
                    } else {
                        Admit::Wait(w)
                    }
                });
                Ok((verdict, admit))
            })
        }
    }

    /// [`PgStore::reserve_admit`] with the credential checked first, in
    /// one statement (a snapshot to write rides with it, as there).
    pub(super) fn gw_reserve_admit(
        &self,
        cred: &Credential,
        hold: &Hold<'_>,
        key: &str,
        slots: &[Slot],
        span_ms: i64,
    ) -> Result<(Verdict, Option<HeldAdmit>)> {
        let out = self.judged(self.gw_reserve_admit_act(cred, hold, key, slots, span_ms))?;
        self.gw_reserved(&out, hold);
        Ok(out)
    }

    /// What the store notes of a reservation's answer (the card of a hold).
    pub(super) fn gw_reserved(&self, out: &(Verdict, Option<HeldAdmit>), hold: &Hold<'_>) {
        if let (_, Some((held, _))) = out {
            self.note_held_card(held, hold.card);
        }
    }

    /// The act of [`PgStore::gw_reserve_admit`].
    pub(super) fn gw_reserve_admit_act(
        &self,
        cred: &Credential,
        hold: &Hold<'_>,
        key: &str,
        slots: &[Slot],
        span_ms: i64,
    ) -> impl FnOnce(Arc<Client>) -> ActFut<(Verdict, Option<HeldAdmit>)> + Clone + Send + 'static
    {
        self.note_span(span_ms);
        let ws = hold.workspace.to_string();
        let m = crate::meter::words(hold.meter).name.to_string();
        let member = hold.member.to_string();
        let (cost, fb, expires) = (hold.cost, hold.fallback, hold.expires_ms);
        let card: Option<String> = hold.card.map(str::to_string);
        let meter = hold.meter;
        let (run, term) = (self.run.clone(), self.lease_ms);
        let live = Arc::clone(&self.live);
        let (classes, limits) = sorted(slots);
        let (key_s, c2) = (key.to_string(), cred.clone());
        let carried = self
            .snap_write
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .take();
        let pre = Arc::clone(&self.pre);
        let origin = self.origin();
        move |c: Arc<Client>| -> ActFut<(Verdict, Option<HeldAdmit>)> {
            Box::pin(async move {
                let write = async {
                    match &carried {
                        Some(w) => write_snapshot(&c, w, &pre).await.map(Some),
                        None => Ok(None),
                    }
                };
                let params: [&dyn Param; 18] = [
                    &c2.sha256, &c2.member, &c2.grant, &c2.api, &ws, &m, &cost, &member, &fb.used,
                    &fb.limit, &expires, &run, &term, &card, &key_s, &classes, &limits, &span_ms,
                ];
                let reserve = q1_named(&c, RESERVE_ADMIT, &params);
                // An unlock: whether this gateway recorded the candidate from
                // the service's answer, asked in the same flight (the
                // admission calls any unlock the ledger knows free).
                let here = async {
                    match &card {
                        Some(cd) => q1_named(&c, UNLOCKED_HERE, &[&ws, cd, &origin])
                            .await
                            .map(|r| r.get::<_, bool>(0)),
                        None => Ok(false),
                    }
                };
                let (written, r, here) = tokio::join!(write, reserve, here);
                let _ = written;
                let r = r?;
                let verdict = verdict_of(&r, c2.member.as_deref());
                if r.get::<_, Option<String>>(4).is_none() {
                    return Ok((verdict, None));
                }
                let out = super::holds::held_of(&r, 4, (member.clone(), meter, &m), &live, &pre);
                if out.0 != Held::Free || card.is_none() || here? {
                    return Ok((verdict, Some(out)));
                }
                // Known to the ledger, but not from this gateway's record
                // (an import, a command's row): one unit until the service's
                // record says it was unlocked before.
                let none: Option<String> = None;
                let params: [&dyn Param; 18] = [
                    &c2.sha256, &c2.member, &c2.grant, &c2.api, &ws, &m, &cost, &member, &fb.used,
                    &fb.limit, &expires, &run, &term, &none, &key_s, &classes, &limits, &span_ms,
                ];
                let r = q1_named(&c, RESERVE_ADMIT, &params).await?;
                let verdict = verdict_of(&r, c2.member.as_deref());
                if r.get::<_, Option<String>>(4).is_none() {
                    return Ok((verdict, None));
                }
                let out = super::holds::held_of(&r, 4, (member, meter, &m), &live, &pre);
                Ok((verdict, Some(out)))
            })
        }
    }

    /// [`PgStore::reserve_reach`] with the credential checked first, in
    /// one statement.
    pub(super) fn gw_reach(
        &self,
        cred: &Credential,
        reach: &crate::ledger::Reach<'_>,
    ) -> Result<(Verdict, Option<crate::ledger::Reached>)> {
        self.judged(self.gw_reach_act(cred, reach))
    }

    /// The act of [`PgStore::gw_reach`].
    pub(super) fn gw_reach_act(
        &self,
        cred: &Credential,
        reach: &crate::ledger::Reach<'_>,
    ) -> impl FnOnce(Arc<Client>) -> ActFut<(Verdict, Option<crate::ledger::Reached>)>
           + Clone
           + Send
           + 'static {
        use crate::ledger::Reached;
        let (ws, member) = (reach.workspace.to_string(), reach.member.to_string());
        let (people, expires) = (reach.people, reach.expires_ms);
        let (run, term) = (self.run.clone(), self.lease_ms);
        let live = Arc::clone(&self.live);
        let c2 = cred.clone();
        move |c: Arc<Client>| -> ActFut<(Verdict, Option<Reached>)> {
            Box::pin(async move {
                let r = q1_named(
                    &c,
                    REACH,
                    &[
                        &c2.sha256, &c2.member, &c2.grant, &c2.api, &ws, &member, &people,
                        &expires, &run, &term,
                    ],
                )
                .await?;
                let verdict = verdict_of(&r, c2.member.as_deref());
                let Some(kind) = r.get::<_, Option<String>>(4) else {
                    return Ok((verdict, None));
                };
                Ok((
                    verdict,
                    Some(match kind.as_str() {
                        "held" => {
                            live.fetch_add(1, Ordering::Relaxed);
                            Reached::Held { id: r.get(5) }
                        }
                        _ => Reached::Allowance {
                            member,
                            cap: r.get::<_, Option<i64>>(6).unwrap_or(0),
                            used: r.get::<_, Option<i64>>(7).unwrap_or(0),
                        },
                    }),
                ))
            })
        }
    }
}

impl PgStore {
    /// [`crate::ledger::AsyncActs::reach_admit`] with the credential
    /// checked first, in one statement (`talent_gw_reach_admit`).
    pub(super) fn gw_reach_admit_act(
        &self,
        cred: &Credential,
        joint: &Joint<'_>,
    ) -> impl FnOnce(Arc<Client>) -> ActFut<(Verdict, Option<ReachAdmit>)> + Clone + Send + 'static
    {
        let Joint {
            prior,
            reach,
            hold,
            key,
            slots,
            span_ms,
        } = *joint;
        self.note_span(span_ms);
        let (ws, member) = (reach.workspace.to_string(), reach.member.to_string());
        let (people, expires) = (reach.people, reach.expires_ms);
        let (job, invitee, since, room) = match prior {
            Some(Prior::Invite { job, card }) => (Some(job), Some(card.to_string()), None, None),
            Some(Prior::BulkDay {
                job,
                since_ms,
                room,
            }) => (Some(job), None, Some(since_ms), Some(room)),
            None => (None, None, None, None),
        };
        let job = job.map(str::to_string);
        let unit = hold.map(|h| (h.meter, crate::meter::words(h.meter).name.to_string()));
        let m = unit.as_ref().map(|(_, m)| m.clone());
        let (cost, used, limit) = match hold {
            Some(h) => (Some(h.cost), Some(h.fallback.used), Some(h.fallback.limit)),
            None => (None, None, None),
        };
        let (run, term) = (self.run.clone(), self.lease_ms);
        let (live, pre) = (Arc::clone(&self.live), Arc::clone(&self.pre));
        let (classes, limits) = sorted(slots);
        let (key_s, c2) = (key.to_string(), cred.clone());
        move |c: Arc<Client>| -> ActFut<(Verdict, Option<ReachAdmit>)> {
            Box::pin(async move {
                let params: [&dyn Param; 22] = [
                    &c2.sha256, &c2.member, &c2.grant, &c2.api, &ws, &member, &people, &expires,
                    &run, &term, &job, &invitee, &since, &room, &m, &cost, &used, &limit, &key_s,
                    &classes, &limits, &span_ms,
                ];
                let r = q1_named(&c, REACH_ADMIT, &params).await?;
                let verdict = verdict_of(&r, c2.member.as_deref());
                if !matches!(verdict, Verdict::Ok(_)) {
                    return Ok((verdict, None));
                }
                let out = reach_admit_of(&r, member, unit, (&live, &pre));
                Ok((verdict, out))
            })
        }
    }
}

/// What a `talent_gw_reach_admit` row of an admitted credential says.
fn reach_admit_of(
    r: &Row,
    member: String,
    unit: Option<(Meter, String)>,
    (live, pre): (&AtomicI64, &Mutex<super::snapshot::Prefetch>),
) -> Option<ReachAdmit> {
    if let Some(at_ms) = r.get::<_, Option<i64>>(11) {
        return Some(ReachAdmit::Invited { at_ms });
    }
    if let Some(times) = r.get::<_, Option<Vec<i64>>>(12) {
        return Some(ReachAdmit::BulkDay { times });
    }
    if r.get::<_, Option<String>>(13)? != "held" {
        return Some(ReachAdmit::Reach(Reached::Allowance {
            member,
            cap: r.get::<_, Option<i64>>(15).unwrap_or(0),
            used: r.get::<_, Option<i64>>(16).unwrap_or(0),
        }));
    }
    let reached = r.get::<_, Option<i64>>(14).map(|id| {
        live.fetch_add(1, Ordering::Relaxed);
        Reached::Held { id }
    });
    let Some((meter, m)) = unit else {
        let wait: Option<i64> = r.get(10);
        return Some(ReachAdmit::Paced {
            reached: reached?,
            admit: wait.map(|w| if w <= 0 { Admit::Go } else { Admit::Wait(w) }),
        });
    };
    r.get::<_, Option<String>>(4)?;
    let unit = super::holds::held_of(r, 4, (member, meter, &m), live, pre);
    Some(ReachAdmit::Held { reached, unit })
}

/// A keyed write's claim with its credential (`talent_gw_claim`,
/// migration 23): the verdict's columns, the member, then the claim's.
const CLAIM: &str =
    "SELECT verdict, grants, label, use_for, member, state, command, request, result,
        claim_member, at_ms
     FROM talent_gw_claim($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)";

/// The key a keyed write claims: its owner (the member's), the key, the
/// command and the request's digest.
#[derive(Debug, Clone)]
pub struct KeyClaim {
    pub owner: String,
    pub key: String,
    pub command: String,
    pub request: String,
}

impl PgStore {
    /// The act of [`PgStore::gw_claim_async`]: the claim only when the
    /// credential is the named member's (`cred.member`); a claim made
    /// counts as one of this run's live ones.
    pub(super) fn gw_claim_act(
        &self,
        cred: &Credential,
        claim: &KeyClaim,
    ) -> impl FnOnce(Arc<Client>) -> ActFut<(Verdict, Option<Claim>)> + Clone + Send + 'static {
        let (c2, k) = (cred.clone(), claim.clone());
        let (run, term, live) = (self.run.clone(), self.lease_ms, Arc::clone(&self.live));
        move |c: Arc<Client>| -> ActFut<(Verdict, Option<Claim>)> {
            Box::pin(async move {
                let row = c
                    .q1(
                        CLAIM,
                        &[
                            &c2.sha256, &c2.member, &c2.grant, &c2.api, &k.owner, &k.key,
                            &k.command, &k.request, &run, &term,
                        ],
                    )
                    .await?;
                let member: Option<String> = row.get(4);
                let verdict = verdict_of(&row, member.as_deref());
                let claim = row
                    .get::<_, Option<String>>(5)
                    .map(|_| super::acts::claim_of(&row, 5));
                if matches!(claim, Some(Claim::Mine)) {
                    live.fetch_add(1, Ordering::Relaxed);
                }
                Ok((verdict, claim))
            })
        }
    }
}

/// The act of [`PgStore::gw_check`].
pub(super) fn gw_check_act(
    cred: &Credential,
) -> impl FnOnce(Arc<Client>) -> ActFut<Verdict> + Clone + Send + 'static {
    let c2 = cred.clone();
    move |c: Arc<Client>| -> ActFut<Verdict> {
        Box::pin(async move {
            let row = q1_named(&c, CHECK, &[&c2.sha256, &c2.member, &c2.grant, &c2.api]).await?;
            let member: Option<String> = row.get(4);
            Ok(verdict_of(&row, member.as_deref()))
        })
    }
}
