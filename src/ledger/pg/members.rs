//! The gateway's members in the team ledger (issue 47): who may come
//! through `talent serve`, what each may do (grants), their tokens — only
//! each token's SHA-256 is kept — and what they created through the gateway
//! (webhooks, jobs). Every gateway on the ledger reads them here on each
//! request, so a revoke holds on the next request on every replica.

use super::*;
use crate::ErrorKind;

/// The grants `serve member add --can` takes, in the contract's order.
pub const GRANTS: &[&str] = &["search", "unlock", "outreach", "jobs", "webhooks"];

/// The grants of a member added without `--can`.
pub const DEFAULT_GRANTS: &[&str] = &["search", "unlock", "outreach"];

/// What a token may be used for: the REST routes, `/mcp`, or both.
pub const TOKEN_USES: &[&str] = &["api", "mcp", "both"];

/// One member as `member list` shows them.
#[derive(Debug, Clone)]
pub struct MemberRow {
    pub name: String,
    pub email: Option<String>,
    pub grants: Vec<String>,
    pub created_ms: i64,
    pub revoked_ms: Option<i64>,
    /// Their live tokens (revoked ones are gone from the list).
    pub tokens: Vec<TokenRow>,
}

/// One live token of a member (never the token itself).
#[derive(Debug, Clone)]
pub struct TokenRow {
    pub label: String,
    pub use_for: String,
    pub created_ms: i64,
    pub expires_ms: Option<i64>,
    pub last_used_ms: Option<i64>,
}

/// Whom a presented token names, when it is live.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Authed {
    pub member: String,
    pub grants: Vec<String>,
    pub label: String,
    pub use_for: String,
}

impl Authed {
    /// Whether the member holds `grant`.
    pub fn may(&self, grant: &str) -> bool {
        self.grants.iter().any(|g| g == grant)
    }

    /// Whether the token may be used on the REST routes.
    pub fn for_api(&self) -> bool {
        self.use_for == "api" || self.use_for == "both"
    }
}

/// A presented token, to be judged by the ledger with what the request
/// needs (see `talent_gw_check`, migration 9).
#[derive(Debug, Clone)]
pub struct Credential {
    /// The token's SHA-256 in hex.
    pub sha256: String,
    /// The member the token must name (the gateway's earlier word for it),
    /// or any.
    pub member: Option<String>,
    /// The grant the route needs, if any.
    pub grant: Option<String>,
    /// The token must be usable on the REST routes.
    pub api: bool,
}

/// A spend's hold and, when it held with slots to take, its admission.
pub type HeldAdmit = (Held, Option<Admit>);

/// What the ledger said of a [`Credential`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Verdict {
    /// Live, usable here, holding the grant.
    Ok(Authed),
    /// Unknown, expired, revoked, its member revoked, or not the member
    /// it was taken for.
    Unauthorized,
    /// Live, but not a token for the REST routes.
    NotForApi(Authed),
    /// Live, but its member lacks the route's grant.
    Forbidden(Authed),
}

impl Verdict {
    /// From `talent_gw_check`'s columns.
    pub(super) fn of(
        verdict: &str,
        grants: Option<String>,
        label: Option<String>,
        use_for: Option<String>,
        member: Option<&str>,
    ) -> Verdict {
        let who = || Authed {
            member: member.unwrap_or_default().to_string(),
            grants: grants_of(grants.as_deref().unwrap_or_default()),
            label: label.clone().unwrap_or_default(),
            use_for: use_for.clone().unwrap_or_default(),
        };
        match verdict {
            "ok" if member.is_some() => Verdict::Ok(who()),
            "not_api" if member.is_some() => Verdict::NotForApi(who()),
            "forbidden" if member.is_some() => Verdict::Forbidden(who()),
            _ => Verdict::Unauthorized,
        }
    }
}

/// Something a member created through the gateway.
#[derive(Debug, Clone)]
pub struct CreatedRow {
    /// `webhook` or `job`.
    pub kind: String,
    pub id: String,
    pub workspace: String,
    pub at_ms: i64,
}

/// A member's allowance of one meter in the current cycle.
#[derive(Debug, Clone)]
pub struct AllowanceRow {
    /// The ledger's meter name (`unlocks`, `searches`, `messages`, …).
    pub meter: String,
    pub limit: i64,
    pub used: i64,
    /// When the cycle ends (`cycleEndsOn`), when the ledger knows it.
    pub resets: Option<String>,
}

/// A member's e-mail, grants and whether they are revoked.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Standing {
    pub email: Option<String>,
    pub grants: Vec<String>,
    pub revoked: bool,
}

/// What `member add` did: the member before (none: new) and after.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Added {
    pub before: Option<Standing>,
    pub after: Standing,
}

/// The members' administration on the team ledger (the database alone:
/// nothing is kept elsewhere while it is away).
#[derive(Clone)]
pub struct Members {
    pub(super) pg: Arc<PgStore>,
}

fn grants_of(text: &str) -> Vec<String> {
    text.split(',')
        .filter(|g| !g.is_empty())
        .map(str::to_string)
        .collect()
}

/// Why a token was not made.
enum TokenRefused {
    NoMember,
    Revoked,
    /// A live token of the member has the label.
    Label(String),
}

fn revoked_member(name: &str) -> Error {
    Error::new(
        ErrorKind::NotFound,
        format!("{name} is revoked: `talent serve member revoke` ended every credential of theirs"),
    )
    .with_hint(format!(
        "`talent serve member add {name}` makes them a member again (their earlier tokens stay revoked), then `talent serve member token {name}` gives them a new one"
    ))
}

fn no_member(name: &str) -> Error {
    Error::new(
        ErrorKind::NotFound,
        format!("the gateway has no member {name:?}"),
    )
    .with_hint("`talent serve member list` shows them; `talent serve member add NAME` adds one")
}

impl Members {
    pub fn new(pg: Arc<PgStore>) -> Members {
        Members { pg }
    }

    /// Records a member, or changes what is given of an existing one's
    /// e-mail and grants (`None`: kept; a new member's grants default to
    /// [`DEFAULT_GRANTS`]); a revoked member is live again, with no token.
    /// An e-mail is one member's only.
    pub fn add(&self, name: &str, email: Option<&str>, grants: Option<&[String]>) -> Result<Added> {
        let (n, e, g) = (
            name.to_string(),
            email.map(str::to_string),
            grants.map(|g| g.join(",")),
        );
        let taken = self.pg.direct(move |c| async move {
            in_transaction(&c, async {
                c.batch_execute("SELECT pg_advisory_xact_lock(hashtextextended('talent:gw:members', 0))")
                    .await?;
                if let Some(email) = &e {
                    if let Some(row) = c
                        .qopt(
                            "SELECT name FROM talent_gw_members WHERE lower(email) = lower($1) AND name <> $2",
                            &[email, &n],
                        )
                        .await?
                    {
                        return Ok(Err(row.get::<_, String>(0)));
                    }
                }
                let before = c
                    .qopt(
                        "SELECT email, grants, revoked_ms IS NOT NULL FROM talent_gw_members WHERE name = $1",
                        &[&n],
                    )
                    .await?
                    .map(|r| Standing {
                        email: r.get::<_, Option<String>>(0),
                        grants: grants_of(&r.get::<_, String>(1)),
                        revoked: r.get::<_, bool>(2),
                    });
                let email = e.or_else(|| before.as_ref().and_then(|b| b.email.clone()));
                let grants = g.unwrap_or_else(|| match &before {
                    Some(b) => b.grants.join(","),
                    None => DEFAULT_GRANTS.join(","),
                });
                c.ex(
                    "INSERT INTO talent_gw_members (name, email, grants, created_ms)
                     VALUES ($1, $2, $3, talent_now_ms())
                     ON CONFLICT (name) DO UPDATE SET email = excluded.email,
                       grants = excluded.grants, revoked_ms = NULL",
                    &[&n, &email, &grants],
                )
                .await?;
                let after = Standing {
                    email,
                    grants: grants_of(&grants),
                    revoked: false,
                };
                Ok(Ok(Added { before, after }))
            })
            .await
        })?;
        taken.map_err(|other| {
            Error::usage(format!(
                "the e-mail {} is already member {other:?}'s",
                email.unwrap_or_default()
            ))
            .with_hint("an e-mail names one member; give another, or none")
        })
    }

    /// Records a new token of a live member: its label (`token-N` when none
    /// is given), use and expiry (`expires_in_ms` from now, in the
    /// database's clock); `sha256` is the token's digest in hex. With
    /// `replace`, a live token of that label ends first (a login's).
    pub fn add_token(
        &self,
        name: &str,
        label: Option<&str>,
        use_for: &str,
        expires_in_ms: Option<i64>,
        sha256: &str,
        replace: bool,
    ) -> Result<String> {
        let (n, l, u, h) = (
            name.to_string(),
            label.map(str::to_string),
            use_for.to_string(),
            sha256.to_string(),
        );
        let out = self.pg.direct(move |c| async move {
            in_transaction(&c, async {
                c.batch_execute("SELECT pg_advisory_xact_lock(hashtextextended('talent:gw:members', 0))")
                    .await?;
                let revoked = c
                    .qopt(
                        "SELECT revoked_ms IS NOT NULL FROM talent_gw_members WHERE name = $1",
                        &[&n],
                    )
                    .await?
                    .map(|r| r.get::<_, bool>(0));
                match revoked {
                    None => return Ok(Err(TokenRefused::NoMember)),
                    Some(true) => return Ok(Err(TokenRefused::Revoked)),
                    Some(false) => {}
                }
                let label = match l {
                    Some(l) => {
                        if replace {
                            c.ex(
                                "UPDATE talent_gw_tokens SET revoked_ms = talent_now_ms()
                                 WHERE member = $1 AND label = $2 AND revoked_ms IS NULL",
                                &[&n, &l],
                            )
                            .await?;
                        } else if c
                            .qopt(
                                "SELECT 1 FROM talent_gw_tokens WHERE member = $1 AND label = $2 AND revoked_ms IS NULL",
                                &[&n, &l],
                            )
                            .await?
                            .is_some()
                        {
                            return Ok(Err(TokenRefused::Label(l)));
                        }
                        l
                    }
                    None => {
                        let count: i64 = c
                            .q1("SELECT count(*) FROM talent_gw_tokens WHERE member = $1", &[&n])
                            .await?
                            .get(0);
                        let mut i = count + 1;
                        loop {
                            let l = format!("token-{i}");
                            let used = c
                                .qopt(
                                    "SELECT 1 FROM talent_gw_tokens WHERE member = $1 AND label = $2 AND revoked_ms IS NULL",
                                    &[&n, &l],
                                )
                                .await?
                                .is_some();
                            if !used {
                                break l;
                            }
                            i += 1;
                        }
                    }
                };
                c.ex(
                    "INSERT INTO talent_gw_tokens (member, label, use_for, sha256, created_ms, expires_ms)
                     VALUES ($1, $2, $3, $4, talent_now_ms(), talent_now_ms() + $5)",
                    &[&n, &label, &u, &h, &expires_in_ms],
                )
                .await?;
                Ok(Ok(label))
            })
            .await
        })?;
        out.map_err(|why| match why {
            TokenRefused::NoMember => no_member(name),
            TokenRefused::Revoked => revoked_member(name),
            TokenRefused::Label(label) => Error::usage(format!("{name} already has a token labelled {label:?}"))
                .with_hint(format!(
                    "give another --label, or end it first: talent serve member revoke-token {name} {label}"
                )),
        })
    }

    /// Ends one token of a member: whether there was a live one (no
    /// member of that name is exit 4, said as such).
    pub fn revoke_token(&self, name: &str, label: &str) -> Result<bool> {
        let (n, l) = (name.to_string(), label.to_string());
        let n_rows = self.pg.direct(move |c| async move {
            in_transaction(&c, async {
                if c.qopt("SELECT 1 FROM talent_gw_members WHERE name = $1", &[&n])
                    .await?
                    .is_none()
                {
                    return Ok(None);
                }
                let n_rows = c
                    .ex(
                        "UPDATE talent_gw_tokens SET revoked_ms = talent_now_ms()
                         WHERE member = $1 AND label = $2 AND revoked_ms IS NULL",
                        &[&n, &l],
                    )
                    .await?;
                // The token's `/mcp` conversations, with the names they saw.
                super::ends::conversations(&c, "member = $1 AND credential = $2", &[&n, &l])
                    .await?;
                Ok(Some(n_rows))
            })
            .await
        })?;
        match n_rows {
            Some(n) => Ok(n > 0),
            None => Err(no_member(name)),
        }
    }

    /// Ends every credential of a member (their tokens, at once on every
    /// gateway) and returns what they created through the gateway that is
    /// still there.
    pub fn revoke(&self, name: &str) -> Result<Vec<CreatedRow>> {
        let n = name.to_string();
        let out = self.pg.direct(move |c| async move {
            in_transaction(&c, async {
                let hit = c
                    .ex(
                        "UPDATE talent_gw_members SET revoked_ms = coalesce(revoked_ms, talent_now_ms())
                         WHERE name = $1",
                        &[&n],
                    )
                    .await?;
                if hit == 0 {
                    return Ok(None);
                }
                c.ex(
                    "UPDATE talent_gw_tokens SET revoked_ms = talent_now_ms()
                     WHERE member = $1 AND revoked_ms IS NULL",
                    &[&n],
                )
                .await?;
                // Their OAuth grants with every token they gave.
                super::ends::grants(&c, "member = $1", &[&n]).await?;
                c.ex(
                    "UPDATE talent_gw_oauth_grants SET revoked_ms = talent_now_ms()
                     WHERE member = $1 AND revoked_ms IS NULL",
                    &[&n],
                )
                .await?;
                c.ex(
                    "UPDATE talent_gw_signins SET revoked_ms = talent_now_ms()
                     WHERE member = $1 AND revoked_ms IS NULL",
                    &[&n],
                )
                .await?;
                // Their questions on `/mcp`: no answer of theirs is taken.
                c.ex(
                    "UPDATE talent_mcp_questions SET used_ms = talent_now_ms()
                     WHERE member = $1 AND used_ms IS NULL",
                    &[&n],
                )
                .await?;
                // Their `/mcp` conversations, with the names they saw.
                super::ends::conversations(&c, "member = $1", &[&n]).await?;
                let rows = c
                    .q(
                        "SELECT kind, id, workspace, at_ms FROM talent_gw_created
                         WHERE member = $1 AND deleted_ms IS NULL ORDER BY at_ms, kind, id",
                        &[&n],
                    )
                    .await?;
                Ok(Some(
                    rows.iter()
                        .map(|r| CreatedRow {
                            kind: r.get(0),
                            id: r.get(1),
                            workspace: r.get(2),
                            at_ms: r.get(3),
                        })
                        .collect(),
                ))
            })
            .await
        })?;
        out.ok_or_else(|| no_member(name))
    }

    /// Every member, live or revoked, with their live tokens.
    pub fn list(&self) -> Result<Vec<MemberRow>> {
        self.pg.direct(move |c| async move {
            let members = c
                .q(
                    "SELECT name, email, grants, created_ms, revoked_ms FROM talent_gw_members ORDER BY name",
                    &[],
                )
                .await?;
            let tokens = c
                .q(
                    "SELECT member, label, use_for, created_ms, expires_ms, last_used_ms
                     FROM talent_gw_tokens WHERE revoked_ms IS NULL ORDER BY member, created_ms, label",
                    &[],
                )
                .await?;
            Ok(members
                .iter()
                .map(|m| {
                    let name: String = m.get(0);
                    MemberRow {
                        tokens: tokens
                            .iter()
                            .filter(|t| t.get::<_, String>(0) == name)
                            .map(|t| TokenRow {
                                label: t.get(1),
                                use_for: t.get(2),
                                created_ms: t.get(3),
                                expires_ms: t.get(4),
                                last_used_ms: t.get(5),
                            })
                            .collect(),
                        email: m.get(1),
                        grants: grants_of(&m.get::<_, String>(2)),
                        created_ms: m.get(3),
                        revoked_ms: m.get(4),
                        name,
                    }
                })
                .collect())
        })
    }

    /// The member a token names (`sha256`: its digest in hex), when the
    /// token and its member are live and it has not expired; its last use
    /// is noted (at most once a minute). One statement: one round trip.
    pub fn authenticate(&self, sha256: &str) -> Result<Option<Authed>> {
        let cred = Credential {
            sha256: sha256.to_string(),
            member: None,
            grant: None,
            api: false,
        };
        Ok(match self.pg.gw_check(&cred)? {
            Verdict::Ok(who) | Verdict::NotForApi(who) | Verdict::Forbidden(who) => Some(who),
            Verdict::Unauthorized => None,
        })
    }

    /// [`Members::authenticate`] judged for a request: the token's use and
    /// the route's grant as `cred` asks. One round trip.
    pub fn check(&self, cred: &Credential) -> Result<Verdict> {
        self.pg.gw_check(cred)
    }

    /// The pacer's admission as `cred`'s member, the credential checked in
    /// the same statement (admitted only when it is `Ok`).
    pub fn admit_checked(
        &self,
        cred: &Credential,
        key: &str,
        slots: &[crate::ledger::Slot],
        span_ms: i64,
    ) -> Result<(Verdict, Option<Admit>)> {
        self.pg.gw_admit_as(cred, key, slots, span_ms)
    }

    /// A spend's hold and admission ([`Store::reserve_admit`]), the
    /// credential checked in the same statement. An unlock the ledger
    /// calls free that this gateway did not record is held as one unit in
    /// the same act (`gw_admit`), as [`Store::reserve_admit`] does.
    pub fn reserve_admit_checked(
        &self,
        cred: &Credential,
        hold: &Hold<'_>,
        key: &str,
        slots: &[crate::ledger::Slot],
        span_ms: i64,
    ) -> Result<(Verdict, Option<HeldAdmit>)> {
        self.pg.gw_reserve_admit(cred, hold, key, slots, span_ms)
    }

    /// A keyed write's claim with its credential in one statement, sent
    /// from the caller's task: what the ledger said of the credential, and
    /// the claim when it said yes (`cred.member`'s, nothing claimed
    /// otherwise).
    pub async fn claim_checked_async(
        &self,
        cred: &Credential,
        claim: &super::KeyClaim,
    ) -> Result<(Verdict, Option<crate::ledger::Claim>)> {
        self.pg.gw_claim_async(cred, claim).await
    }

    /// A claim's answer recorded, sent from the caller's task
    /// ([`crate::ledger::Store::record_idempotent`]).
    pub async fn record_idempotent_async(
        &self,
        owner: &str,
        key: &str,
        rec: &crate::ledger::Recorded,
    ) -> Result<()> {
        self.pg.record_idempotent_async(owner, key, rec).await
    }

    /// [`Members::check`] sent from the caller's task (the gateway's own
    /// connection: no thread between; `ledger::pg::gw_async`).
    pub async fn check_async(&self, cred: &Credential) -> Result<Verdict> {
        self.pg.gw_check_async(cred).await
    }

    /// [`Members::admit_checked`] sent from the caller's task.
    pub async fn admit_checked_async(
        &self,
        cred: &Credential,
        key: &str,
        slots: &[crate::ledger::Slot],
        span_ms: i64,
    ) -> Result<(Verdict, Option<Admit>)> {
        self.pg.gw_admit_as_async(cred, key, slots, span_ms).await
    }

    /// [`Members::reserve_admit_checked`] sent from the caller's task.
    pub async fn reserve_admit_checked_async(
        &self,
        cred: &Credential,
        hold: &Hold<'_>,
        key: &str,
        slots: &[crate::ledger::Slot],
        span_ms: i64,
    ) -> Result<(Verdict, Option<HeldAdmit>)> {
        self.pg
            .gw_reserve_admit_async(cred, hold, key, slots, span_ms)
            .await
    }

    /// Makes the connection the gateway's requests are admitted on now
    /// (from the server's runtime, before it listens), not at the first
    /// request: whether it reaches the server itself, so that a request's
    /// statements are prepared once on it; none when the database did not
    /// answer (the first request connects then, as before).
    pub async fn connect_now(&self) -> Option<bool> {
        self.pg.gw_connect_now().await
    }

    /// [`Members::reach_checked`] sent from the caller's task.
    pub async fn reach_checked_async(
        &self,
        cred: &Credential,
        reach: &crate::ledger::Reach<'_>,
    ) -> Result<(Verdict, Option<crate::ledger::Reached>)> {
        self.pg.gw_reach_async(cred, reach).await
    }

    /// An invite's or a message's admission in one statement with the
    /// credential ([`crate::ledger::AsyncActs::reach_admit`]), sent from
    /// the caller's task.
    pub async fn reach_admit_checked_async(
        &self,
        cred: &Credential,
        joint: &crate::ledger::Joint<'_>,
    ) -> Result<(Verdict, Option<crate::ledger::ReachAdmit>)> {
        self.pg.gw_reach_admit_async(cred, joint).await
    }

    /// A settle ([`Store::settle`]) sent from the caller's task.
    pub async fn settle_async(
        &self,
        id: i64,
        spent: bool,
        row: &crate::ledger::AuditRow,
    ) -> Result<Option<crate::ledger::Snapshot>> {
        self.pg.settle_async(id, spent, row).await
    }

    /// A record of what an answer showed sent from the caller's task (the
    /// gateway's own connection, with the request's settles).
    pub async fn mark_async(&self, mark: &super::marks::Mark) -> Result<()> {
        self.pg.mark_async(mark).await
    }

    /// The people a request reaches held against the member's outreach
    /// allowance ([`Store::reserve_reach`]), the credential checked in the
    /// same statement.
    pub fn reach_checked(
        &self,
        cred: &Credential,
        reach: &crate::ledger::Reach<'_>,
    ) -> Result<(Verdict, Option<crate::ledger::Reached>)> {
        self.pg.gw_reach(cred, reach)
    }

    /// The team ledger as a store (what the gateway's admissions delegate to).
    pub fn store(&self) -> Arc<dyn Store> {
        Arc::clone(&self.pg) as Arc<dyn Store>
    }

    /// Marks the unlocks this ledger's store records from the service's
    /// answer as a gateway's (`origin`), so every gateway on the ledger
    /// trusts them; false when the store had chosen its mark already.
    pub fn record_unlocks_as(&self, origin: &str) -> bool {
        self.pg.origin.set(origin.to_string()).is_ok()
    }

    /// A settle the database cannot take while it is away is kept in
    /// memory and written, with its member, when it answers again (see
    /// `PgStore::retain_settles`): for a process that lives on.
    pub fn retain_settles_while_away(&self) {
        self.pg
            .retain_settles
            .store(true, std::sync::atomic::Ordering::Relaxed);
    }

    /// Notes that `member` created `kind` `id` through the gateway.
    pub fn record_created(
        &self,
        member: &str,
        kind: &str,
        id: &str,
        workspace: &str,
    ) -> Result<()> {
        self.pg.direct(created_act(member, kind, id, workspace))
    }

    /// [`Members::record_created`] sent from the caller's task (with a
    /// keyed write's record, in one flight).
    pub async fn record_created_async(
        &self,
        member: &str,
        kind: &str,
        id: &str,
        workspace: &str,
    ) -> Result<()> {
        self.pg
            .direct_async(created_act(member, kind, id, workspace))
            .await
    }

    /// Notes that `kind` `id` is gone (deleted through the gateway, or with
    /// a revoke's `--delete-webhooks`).
    pub fn mark_deleted(&self, kind: &str, id: &str) -> Result<()> {
        self.pg.direct(deleted_act(kind, id))
    }

    /// [`Members::mark_deleted`] sent from the caller's task.
    pub async fn mark_deleted_async(&self, kind: &str, id: &str) -> Result<()> {
        self.pg.direct_async(deleted_act(kind, id)).await
    }

    /// A member's allowances in `workspace` and what they used of each in
    /// the current cycle (as the team ledger counts them for admission: the
    /// running count of PG migration 21, one row each).
    pub fn allowances(&self, workspace: &str, member: &str) -> Result<Vec<AllowanceRow>> {
        let (w, m) = (workspace.to_string(), member.to_string());
        self.pg.direct(move |c| async move {
            let rows = c
                .q(
                    "WITH cyc AS (SELECT u.cycle_ends FROM talent_usage u WHERE u.workspace = $1)
                     SELECT a.meter, a.cap,
                        coalesce((SELECT c.spent FROM talent_member_spent c
                          WHERE c.workspace = a.workspace AND c.member = a.member AND c.meter = a.meter
                            AND c.cycle_ends = coalesce((SELECT cycle_ends FROM cyc), '')), 0)::bigint,
                        (SELECT cycle_ends FROM cyc)
                     FROM talent_allowances a WHERE a.workspace = $1 AND a.member = $2 ORDER BY a.meter",
                    &[&w, &m],
                )
                .await?;
            Ok(rows
                .iter()
                .map(|r| AllowanceRow {
                    meter: r.get(0),
                    limit: r.get(1),
                    used: r.get(2),
                    resets: r.get(3),
                })
                .collect())
        })
    }
}

/// The statement of [`Members::record_created`].
fn created_act(
    member: &str,
    kind: &str,
    id: &str,
    workspace: &str,
) -> impl FnOnce(Arc<Client>) -> ActFut<()> + Clone + Send + 'static {
    let (m, k, i, w) = (
        member.to_string(),
        kind.to_string(),
        id.to_string(),
        workspace.to_string(),
    );
    move |c: Arc<Client>| -> ActFut<()> {
        Box::pin(async move {
            c.ex(
                "INSERT INTO talent_gw_created (member, kind, id, workspace, at_ms)
                 VALUES ($1, $2, $3, $4, talent_now_ms())
                 ON CONFLICT (kind, id) DO NOTHING",
                &[&m, &k, &i, &w],
            )
            .await?;
            Ok(())
        })
    }
}

/// The statement of [`Members::mark_deleted`].
fn deleted_act(
    kind: &str,
    id: &str,
) -> impl FnOnce(Arc<Client>) -> ActFut<()> + Clone + Send + 'static {
    let (k, i) = (kind.to_string(), id.to_string());
    move |c: Arc<Client>| -> ActFut<()> {
        Box::pin(async move {
            c.ex(
                "UPDATE talent_gw_created SET deleted_ms = talent_now_ms()
                 WHERE kind = $1 AND id = $2 AND deleted_ms IS NULL",
                &[&k, &i],
            )
            .await?;
            Ok(())
        })
    }
}
