//! The gateway's sign-in in the team ledger (issue 47): sign-in cookies,
//! the identity provider's accounts bound to members, the provider's flows
//! in progress and the CLI's one-time login codes. Every value that would
//! let someone in (a cookie, a code, a flow's `state`) is kept as its
//! SHA-256 only; every gateway on the ledger reads them on each request, so
//! a revoke holds on the next request on every replica.

use super::members::{Authed, Members};
use super::*;

/// A provider's flow in progress, as its callback takes it back.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Flow {
    pub nonce: String,
    /// The PKCE verifier the gateway sends with the provider's code.
    pub verifier: String,
    /// Where the browser goes once signed in (a same-origin path).
    pub next: String,
    /// The CLI's loopback redirect, PKCE challenge and state, when the
    /// flow is the CLI's `auth login --gateway`.
    pub cli: Option<CliLogin>,
}

/// What the CLI's browser sign-in brought to the gateway.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CliLogin {
    pub redirect: String,
    pub challenge: String,
    pub state: String,
}

/// Whom a provider's account names, or why no one.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Bound {
    /// The account was bound to this member before (by `iss` + `sub`).
    Known(Authed),
    /// The account's verified e-mail named this member, who is now bound
    /// to it.
    New(Authed),
    /// No live member matches (or the e-mail is not verified): nothing was
    /// bound.
    Unknown,
    /// The e-mail names a member bound to another account of this
    /// provider: nothing was bound.
    Taken,
}

/// A login code as the exchange takes it (once).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LoginCode {
    pub member: String,
    pub challenge: String,
    pub state: String,
}

const AUTHED_COLUMNS: &str = "m.name, m.grants";

fn authed(row: &Row, label: &str, use_for: &str) -> Authed {
    Authed {
        member: row.get(0),
        grants: row
            .get::<_, String>(1)
            .split(',')
            .filter(|g| !g.is_empty())
            .map(str::to_string)
            .collect(),
        label: label.to_string(),
        use_for: use_for.to_string(),
    }
}

/// The label an [`Authed`] of a sign-in cookie carries.
pub const SIGNIN_LABEL: &str = "sign-in";

impl Members {
    /// Records a sign-in cookie of a live member (`sha256`: the value's
    /// digest), living `life_ms` in the database's clock. `via`: `token`
    /// or `oidc`. False when the member is not live.
    pub fn add_signin(&self, member: &str, sha256: &str, via: &str, life_ms: i64) -> Result<bool> {
        let (m, h, v) = (member.to_string(), sha256.to_string(), via.to_string());
        self.pg.direct(move |c| async move {
            let n = c
                .ex(
                    "INSERT INTO talent_gw_signins (sha256, member, via, created_ms, expires_ms)
                     SELECT $1, name, $2, talent_now_ms(), talent_now_ms() + $3
                     FROM talent_gw_members WHERE name = $4 AND revoked_ms IS NULL",
                    &[&h, &v, &life_ms, &m],
                )
                .await?;
            Ok(n == 1)
        })
    }

    /// The member a sign-in cookie names (`sha256`: its digest), when the
    /// cookie and its member are live and it has not expired. One
    /// statement.
    pub fn signed_in(&self, sha256: &str) -> Result<Option<Authed>> {
        let h = sha256.to_string();
        self.pg
            .direct(move |c| async move {
                let row = c
                    .qopt(
                        &format!(
                            "SELECT {AUTHED_COLUMNS} FROM talent_gw_signins s
                             JOIN talent_gw_members m ON m.name = s.member
                             WHERE s.sha256 = $1 AND s.revoked_ms IS NULL AND m.revoked_ms IS NULL
                               AND s.expires_ms > talent_now_ms()"
                        ),
                        &[&h],
                    )
                    .await?;
                Ok(row.map(|r| authed(&r, SIGNIN_LABEL, "mcp")))
            })
            .inspect(|_| self.pg.answered_again())
    }

    /// Ends one sign-in cookie (signing out).
    pub fn end_signin(&self, sha256: &str) -> Result<()> {
        let h = sha256.to_string();
        self.pg.direct(move |c| async move {
            c.ex(
                "UPDATE talent_gw_signins SET revoked_ms = talent_now_ms()
                 WHERE sha256 = $1 AND revoked_ms IS NULL",
                &[&h],
            )
            .await?;
            Ok(())
        })
    }

    /// The member a provider's account names: bound before by `iss` and
    /// `sub` (only those, afterwards), or — the first time — the one live
    /// member whose `member add --email` is `email`, when the provider says
    /// it is verified and that member is bound to no other account of `iss`.
    pub fn bind_identity(
        &self,
        iss: &str,
        sub: &str,
        verified_email: Option<&str>,
    ) -> Result<Bound> {
        let (i, s, e) = (
            iss.to_string(),
            sub.to_string(),
            verified_email.map(str::to_string),
        );
        self.pg.direct(move |c| async move {
            in_transaction(&c, async {
                c.batch_execute(
                    "SELECT pg_advisory_xact_lock(hashtextextended('talent:gw:members', 0))",
                )
                .await?;
                if let Some(row) = c
                    .qopt(
                        &format!(
                            "SELECT {AUTHED_COLUMNS} FROM talent_gw_identities i
                             JOIN talent_gw_members m ON m.name = i.member
                             WHERE i.iss = $1 AND i.sub = $2 AND m.revoked_ms IS NULL"
                        ),
                        &[&i, &s],
                    )
                    .await?
                {
                    return Ok(Bound::Known(authed(&row, SIGNIN_LABEL, "mcp")));
                }
                let known_sub = c
                    .qopt(
                        "SELECT 1 FROM talent_gw_identities WHERE iss = $1 AND sub = $2",
                        &[&i, &s],
                    )
                    .await?
                    .is_some();
                let Some(email) = e.filter(|_| !known_sub) else {
                    return Ok(Bound::Unknown);
                };
                let Some(row) = c
                    .qopt(
                        &format!(
                            "SELECT {AUTHED_COLUMNS} FROM talent_gw_members m
                             WHERE lower(m.email) = lower($1) AND m.revoked_ms IS NULL"
                        ),
                        &[&email],
                    )
                    .await?
                else {
                    return Ok(Bound::Unknown);
                };
                let who = authed(&row, SIGNIN_LABEL, "mcp");
                let taken = c
                    .qopt(
                        "SELECT 1 FROM talent_gw_identities WHERE iss = $1 AND member = $2",
                        &[&i, &who.member],
                    )
                    .await?
                    .is_some();
                if taken {
                    return Ok(Bound::Taken);
                }
                c.ex(
                    "INSERT INTO talent_gw_identities (iss, sub, member, email, bound_ms)
                     VALUES ($1, $2, $3, $4, talent_now_ms())",
                    &[&i, &s, &who.member, &email],
                )
                .await?;
                Ok(Bound::New(who))
            })
            .await
        })
    }

    /// Keeps a provider's flow in progress under its `state`'s digest for
    /// `life_ms`.
    pub fn put_flow(&self, state_sha256: &str, flow: &Flow, life_ms: i64) -> Result<()> {
        let (h, f) = (state_sha256.to_string(), flow.clone());
        self.pg.direct(move |c| async move {
            let cli = f.cli.clone();
            c.ex(
                "DELETE FROM talent_gw_oidc_flows WHERE expires_ms < talent_now_ms()",
                &[],
            )
            .await?;
            c.ex(
                "INSERT INTO talent_gw_oidc_flows (state_sha256, nonce, verifier, next,
                   cli_redirect, cli_challenge, cli_state, expires_ms)
                 VALUES ($1, $2, $3, $4, $5, $6, $7, talent_now_ms() + $8)",
                &[
                    &h,
                    &f.nonce,
                    &f.verifier,
                    &f.next,
                    &cli.as_ref().map(|c| c.redirect.clone()),
                    &cli.as_ref().map(|c| c.challenge.clone()),
                    &cli.as_ref().map(|c| c.state.clone()),
                    &life_ms,
                ],
            )
            .await?;
            Ok(())
        })
    }

    /// Takes a provider's flow back by its `state`'s digest (once: a second
    /// callback with the same `state` finds nothing), when not expired.
    pub fn take_flow(&self, state_sha256: &str) -> Result<Option<Flow>> {
        let h = state_sha256.to_string();
        self.pg.direct(move |c| async move {
            let row = c
                .qopt(
                    "DELETE FROM talent_gw_oidc_flows WHERE state_sha256 = $1
                     RETURNING nonce, verifier, next, cli_redirect, cli_challenge, cli_state,
                       expires_ms > talent_now_ms()",
                    &[&h],
                )
                .await?;
            Ok(row.filter(|r| r.get::<_, bool>(6)).map(|r| {
                let cli = match (
                    r.get::<_, Option<String>>(3),
                    r.get::<_, Option<String>>(4),
                    r.get::<_, Option<String>>(5),
                ) {
                    (Some(redirect), Some(challenge), Some(state)) => Some(CliLogin {
                        redirect,
                        challenge,
                        state,
                    }),
                    _ => None,
                };
                Flow {
                    nonce: r.get(0),
                    verifier: r.get(1),
                    next: r.get(2),
                    cli,
                }
            }))
        })
    }

    /// Records a one-time login code (its digest) for a live member, bound
    /// to the CLI's PKCE challenge and state, living `life_ms`.
    pub fn put_login_code(
        &self,
        sha256: &str,
        member: &str,
        cli: &CliLogin,
        life_ms: i64,
    ) -> Result<()> {
        let (h, m, ch, st) = (
            sha256.to_string(),
            member.to_string(),
            cli.challenge.clone(),
            cli.state.clone(),
        );
        self.pg.direct(move |c| async move {
            c.ex(
                "DELETE FROM talent_gw_login_codes WHERE expires_ms < talent_now_ms() - 3600000",
                &[],
            )
            .await?;
            c.ex(
                "INSERT INTO talent_gw_login_codes (sha256, member, challenge, state, expires_ms)
                 VALUES ($1, $2, $3, $4, talent_now_ms() + $5)",
                &[&h, &m, &ch, &st, &life_ms],
            )
            .await?;
            Ok(())
        })
    }

    /// Takes a login code (its digest) once: used now, when it was unused,
    /// unexpired and its member live. A second use finds nothing.
    pub fn take_login_code(&self, sha256: &str) -> Result<Option<LoginCode>> {
        let h = sha256.to_string();
        self.pg.direct(move |c| async move {
            let row = c
                .qopt(
                    "UPDATE talent_gw_login_codes l SET used_ms = talent_now_ms()
                     FROM talent_gw_members m
                     WHERE l.sha256 = $1 AND l.used_ms IS NULL AND l.member = m.name
                     RETURNING l.member, l.challenge, l.state,
                       l.expires_ms > talent_now_ms() AND m.revoked_ms IS NULL",
                    &[&h],
                )
                .await?;
            Ok(row.filter(|r| r.get::<_, bool>(3)).map(|r| LoginCode {
                member: r.get(0),
                challenge: r.get(1),
                state: r.get(2),
            }))
        })
    }
}
