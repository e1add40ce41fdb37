//! The gateway as OAuth authorization server for `/mcp` (issue 48), its
//! ledger side: clients (registered, or a metadata document's, cached),
//! the single-use consent states, the grants (member, client, exact
//! redirect, scopes), codes, refresh-token families and tokens. Every code,
//! state and token is kept as its SHA-256 in hex (the caller digests it),
//! and every check reads the ledger, so a revoke holds on the next request
//! on every replica. Times are the database's clock.

use super::*;

/// A client the gateway knows.
#[derive(Debug, Clone)]
pub struct ClientRow {
    pub client_id: String,
    /// `registered` (RFC 7591) or `document` (a client ID metadata document).
    pub kind: String,
    pub name: Option<String>,
    pub redirect_uris: Vec<String>,
    /// A document's: until when the cached copy may be used (ms).
    pub fresh_until_ms: Option<i64>,
    /// Whether the database's clock is past `fresh_until_ms`.
    pub stale: bool,
}

/// An approved authorization request, waiting for the member's sign-in.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StateRow {
    pub cookie_sha256: String,
    pub client_id: String,
    pub redirect_uri: String,
    pub scopes: String,
    pub challenge: String,
    pub resource: String,
    pub client_state: Option<String>,
}

/// What a redeemed code or refresh token issued.
#[derive(Debug, Clone)]
pub struct Issued {
    pub scopes: String,
    /// The access token's lifetime in seconds.
    pub expires_in: i64,
}

/// Why a token request is refused: the RFC 6749 error code and the words.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Refused {
    pub error: &'static str,
    pub description: String,
}

fn refused(error: &'static str, description: &str) -> Refused {
    Refused {
        error,
        description: description.to_string(),
    }
}

/// What the member presented at the token endpoint with a code.
#[derive(Debug, Clone)]
pub struct Presented {
    pub client_id: String,
    pub redirect_uri: String,
    /// The S256 of the presented `code_verifier`.
    pub challenge: String,
    pub resource: String,
}

/// The digests and lifetimes of what a redemption issues.
#[derive(Debug, Clone)]
pub struct Fresh {
    pub access_sha256: String,
    pub refresh_sha256: String,
    pub access_ms: i64,
    /// A family's whole life and its idle bound.
    pub family_ms: i64,
    pub idle_ms: i64,
}

/// Whom a live access token names.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AccessRow {
    pub member: String,
    pub grants: Vec<String>,
    pub scopes: Vec<String>,
    pub client_id: String,
    pub grant_id: i64,
}

/// One grant as `serve grant list` shows it.
#[derive(Debug, Clone)]
pub struct GrantRow {
    pub id: i64,
    pub member: String,
    pub client_id: String,
    pub client_name: Option<String>,
    pub redirect_uri: String,
    pub scopes: String,
    pub created_ms: i64,
    pub last_used_ms: Option<i64>,
}

/// The OAuth side of the team ledger.
#[derive(Clone)]
pub struct OAuth {
    pg: Arc<PgStore>,
}

/// A client's redirect URIs as the ledger keeps them: a JSON array, so a
/// URI is never split (a space-joined list let one URI with spaces in it
/// become several).
fn redirect_list(uris: &[String]) -> String {
    serde_json::to_string(uris).unwrap_or_else(|_| "[]".into())
}

/// A client's redirect URIs as read: a JSON array, or a row an older
/// binary wrote (space-joined). The caller checks each again
/// (`serve::oauth::redirect_ok`): a planted or old row is only data.
fn redirect_list_of(text: &str) -> Vec<String> {
    if text.trim_start().starts_with('[') {
        return serde_json::from_str::<Vec<String>>(text).unwrap_or_default();
    }
    words(text)
}

fn words(text: &str) -> Vec<String> {
    text.split(' ')
        .filter(|w| !w.is_empty())
        .map(str::to_string)
        .collect()
}

/// Ends a family and every token in it (inside a transaction).
async fn end_family(c: &Client, family: i64) -> std::result::Result<(), Fail> {
    c.ex(
        "UPDATE talent_gw_oauth_families SET revoked_ms = coalesce(revoked_ms, talent_now_ms()) WHERE id = $1",
        &[&family],
    )
    .await?;
    c.ex(
        "UPDATE talent_gw_oauth_tokens SET revoked_ms = coalesce(revoked_ms, talent_now_ms()) WHERE family_id = $1",
        &[&family],
    )
    .await?;
    Ok(())
}

/// Inserts a token (access or refresh) of `family`.
async fn insert_token(
    c: &Client,
    sha: &str,
    family: i64,
    kind: &str,
    scopes: &str,
    expires_ms: i64,
) -> std::result::Result<(), Fail> {
    c.ex(
        "INSERT INTO talent_gw_oauth_tokens (sha256, family_id, kind, scopes, created_ms, expires_ms)
         VALUES ($1, $2, $3, $4, talent_now_ms(), $5)",
        &[&sha, &family, &kind, &scopes, &expires_ms],
    )
    .await?;
    Ok(())
}

impl OAuth {
    pub fn new(pg: Arc<PgStore>) -> OAuth {
        OAuth { pg }
    }

    /// The key that signs the consent cookie, the same on every replica:
    /// `fresh` (hex of random bits) becomes it when there is none yet.
    pub fn seal_secret(&self, fresh: &str) -> Result<String> {
        let f = fresh.to_string();
        self.pg.direct(move |c| async move {
            c.ex(
                "INSERT INTO talent_gw_oauth_seal (id, secret) VALUES (1, $1) ON CONFLICT (id) DO NOTHING",
                &[&f],
            )
            .await?;
            Ok(c.q1("SELECT secret FROM talent_gw_oauth_seal WHERE id = 1", &[])
                .await?
                .get(0))
        })
    }

    /// Records a dynamically registered client, unless `from` registered
    /// `per_hour` or more in the last hour (then `false`). Clients never
    /// used within 24 hours of their registration go at the same time.
    pub fn register(
        &self,
        client_id: &str,
        name: Option<&str>,
        redirect_uris: &[String],
        from: &str,
        per_hour: i64,
    ) -> Result<bool> {
        let (id, n, r, f) = (
            client_id.to_string(),
            name.map(str::to_string),
            redirect_list(redirect_uris),
            from.to_string(),
        );
        self.pg.direct(move |c| async move {
            in_transaction(&c, async {
                c.ex(
                    "SELECT pg_advisory_xact_lock(hashtextextended('talent:gw:register:' || $1, 0))",
                    &[&f],
                )
                .await?;
                c.ex(
                    "DELETE FROM talent_gw_oauth_clients WHERE kind = 'registered'
                       AND last_used_ms IS NULL AND created_ms < talent_now_ms() - 86400000",
                    &[],
                )
                .await?;
                let recent: i64 = c
                    .q1(
                        "SELECT count(*) FROM talent_gw_oauth_clients
                         WHERE kind = 'registered' AND from_addr = $1 AND created_ms > talent_now_ms() - 3600000",
                        &[&f],
                    )
                    .await?
                    .get(0);
                if recent >= per_hour {
                    return Ok(false);
                }
                c.ex(
                    "INSERT INTO talent_gw_oauth_clients (client_id, kind, name, redirect_uris, from_addr, created_ms)
                     VALUES ($1, 'registered', $2, $3, $4, talent_now_ms())",
                    &[&id, &n, &r, &f],
                )
                .await?;
                Ok(true)
            })
            .await
        })
    }

    /// A client by its id: a registered one (not when it went unused for
    /// 24 hours since its registration), or a cached metadata document.
    pub fn client(&self, client_id: &str) -> Result<Option<ClientRow>> {
        let id = client_id.to_string();
        self.pg.direct(move |c| async move {
            let row = c
                .qopt(
                    "SELECT client_id, kind, name, redirect_uris, fresh_until_ms,
                        coalesce(fresh_until_ms <= talent_now_ms(), false)
                     FROM talent_gw_oauth_clients WHERE client_id = $1
                       AND NOT (kind = 'registered' AND last_used_ms IS NULL
                                AND created_ms < talent_now_ms() - 86400000)",
                    &[&id],
                )
                .await?;
            Ok(row.map(|r| ClientRow {
                client_id: r.get(0),
                kind: r.get(1),
                name: r.get(2),
                redirect_uris: redirect_list_of(&r.get::<_, String>(3)),
                fresh_until_ms: r.get(4),
                stale: r.get(5),
            }))
        })
    }

    /// Keeps a fetched client ID metadata document for `fresh_ms` (the
    /// replicas read it from here).
    pub fn put_document(
        &self,
        client_id: &str,
        name: Option<&str>,
        redirect_uris: &[String],
        fresh_ms: i64,
    ) -> Result<()> {
        let (id, n, r) = (
            client_id.to_string(),
            name.map(str::to_string),
            redirect_list(redirect_uris),
        );
        self.pg.direct(move |c| async move {
            c.ex(
                "INSERT INTO talent_gw_oauth_clients (client_id, kind, name, redirect_uris, created_ms, fresh_until_ms)
                 VALUES ($1, 'document', $2, $3, talent_now_ms(), talent_now_ms() + $4)
                 ON CONFLICT (client_id) DO UPDATE SET kind = 'document', name = excluded.name,
                   redirect_uris = excluded.redirect_uris, fresh_until_ms = excluded.fresh_until_ms",
                &[&id, &n, &r, &fresh_ms],
            )
            .await?;
            Ok(())
        })
    }

    /// Keeps an approved request under its state's digest for `ttl_ms`.
    pub fn put_state(&self, state_sha256: &str, row: &StateRow, ttl_ms: i64) -> Result<()> {
        let (s, r) = (state_sha256.to_string(), row.clone());
        self.pg.direct(move |c| async move {
            c.ex(
                "INSERT INTO talent_gw_oauth_states (sha256, cookie_sha256, client_id, redirect_uri, scopes,
                    challenge, resource, client_state, expires_ms)
                 VALUES ($1, $2, $3, $4, $5, $6, $7, $8, talent_now_ms() + $9)",
                &[
                    &s,
                    &r.cookie_sha256,
                    &r.client_id,
                    &r.redirect_uri,
                    &r.scopes,
                    &r.challenge,
                    &r.resource,
                    &r.client_state,
                    &ttl_ms,
                ],
            )
            .await?;
            c.ex(
                "DELETE FROM talent_gw_oauth_states WHERE expires_ms < talent_now_ms() - 3600000",
                &[],
            )
            .await?;
            Ok(())
        })
    }

    /// An approved request by its state's digest, while it is unused and
    /// unexpired (`take`: used now, so it serves once).
    pub fn state(&self, state_sha256: &str, take: bool) -> Result<Option<StateRow>> {
        let s = state_sha256.to_string();
        self.pg.direct(move |c| async move {
            let sql = if take {
                "UPDATE talent_gw_oauth_states SET used_ms = talent_now_ms()
                 WHERE sha256 = $1 AND used_ms IS NULL AND expires_ms > talent_now_ms()
                 RETURNING cookie_sha256, client_id, redirect_uri, scopes, challenge, resource, client_state"
            } else {
                "SELECT cookie_sha256, client_id, redirect_uri, scopes, challenge, resource, client_state
                 FROM talent_gw_oauth_states
                 WHERE sha256 = $1 AND used_ms IS NULL AND expires_ms > talent_now_ms()"
            };
            let row = c.qopt(sql, &[&s]).await?;
            Ok(row.map(|r| StateRow {
                cookie_sha256: r.get(0),
                client_id: r.get(1),
                redirect_uri: r.get(2),
                scopes: r.get(3),
                challenge: r.get(4),
                resource: r.get(5),
                client_state: r.get(6),
            }))
        })
    }

    /// The member's consent remembered (their grant for this client, exact
    /// redirect and scopes, with the resource it was given for) and a code
    /// for it, good for `ttl_ms`: the grant's id, or `None` when the member
    /// is not live. A code is given only after the consent page for this
    /// resource, or a consent remembered for it ([`OAuth::consented`]), so
    /// the resource is one the member approved.
    pub fn issue_code(
        &self,
        member: &str,
        client_name: Option<&str>,
        state: &StateRow,
        scopes: &str,
        code_sha256: &str,
        ttl_ms: i64,
    ) -> Result<Option<i64>> {
        let (m, n, st, sc, code) = (
            member.to_string(),
            client_name.map(str::to_string),
            state.clone(),
            scopes.to_string(),
            code_sha256.to_string(),
        );
        self.pg.direct(move |c| async move {
            in_transaction(&c, async {
                let live = c
                    .qopt(
                        "SELECT 1 FROM talent_gw_members WHERE name = $1 AND revoked_ms IS NULL FOR SHARE",
                        &[&m],
                    )
                    .await?
                    .is_some();
                if !live {
                    return Ok(None);
                }
                let grant: i64 = match c
                    .qopt(
                        "UPDATE talent_gw_oauth_grants SET last_used_ms = talent_now_ms(), client_name = $5
                         WHERE member = $1 AND client_id = $2 AND redirect_uri = $3 AND scopes = $4
                           AND revoked_ms IS NULL RETURNING id",
                        &[&m, &st.client_id, &st.redirect_uri, &sc, &n],
                    )
                    .await?
                {
                    Some(r) => r.get(0),
                    None => c
                        .q1(
                            "INSERT INTO talent_gw_oauth_grants (member, client_id, client_name, redirect_uri, scopes,
                                created_ms, last_used_ms)
                             VALUES ($1, $2, $5, $3, $4, talent_now_ms(), talent_now_ms()) RETURNING id",
                            &[&m, &st.client_id, &st.redirect_uri, &sc, &n],
                        )
                        .await?
                        .get(0),
                };
                c.ex(
                    "INSERT INTO talent_gw_oauth_consents (grant_id, resource, created_ms)
                     VALUES ($1, $2, talent_now_ms()) ON CONFLICT (grant_id, resource) DO NOTHING",
                    &[&grant, &st.resource],
                )
                .await?;
                c.ex(
                    "INSERT INTO talent_gw_oauth_codes (sha256, grant_id, client_id, redirect_uri, challenge, resource,
                        scopes, expires_ms)
                     VALUES ($1, $2, $3, $4, $5, $6, $7, talent_now_ms() + $8)",
                    &[
                        &code,
                        &grant,
                        &st.client_id,
                        &st.redirect_uri,
                        &st.challenge,
                        &st.resource,
                        &sc,
                        &ttl_ms,
                    ],
                )
                .await?;
                c.ex(
                    "UPDATE talent_gw_oauth_clients SET last_used_ms = talent_now_ms() WHERE client_id = $1",
                    &[&st.client_id],
                )
                .await?;
                Ok(Some(grant))
            })
            .await
        })
    }

    /// Redeems a code: once, unexpired, presented by its client with its
    /// exact redirect, the verifier of its challenge and its resource, for
    /// a live grant of a live member. A redemption refused for what it
    /// presents spends the code too; a code presented a second time ends
    /// what the first redemption issued (nothing, if that one failed).
    pub fn redeem_code(
        &self,
        code_sha256: &str,
        presented: &Presented,
        fresh: &Fresh,
    ) -> Result<std::result::Result<Issued, Refused>> {
        let (code, p, f) = (code_sha256.to_string(), presented.clone(), fresh.clone());
        self.pg.direct(move |c| async move {
            in_transaction(&c, async {
                let Some(row) = c
                    .qopt(
                        "SELECT k.grant_id, k.client_id, k.redirect_uri, k.challenge, k.resource, k.scopes,
                            k.expires_ms <= talent_now_ms(), k.used_ms IS NOT NULL, k.family_id,
                            g.revoked_ms IS NULL AND m.revoked_ms IS NULL
                         FROM talent_gw_oauth_codes k
                         JOIN talent_gw_oauth_grants g ON g.id = k.grant_id
                         JOIN talent_gw_members m ON m.name = g.member
                         WHERE k.sha256 = $1 FOR UPDATE OF k",
                        &[&code],
                    )
                    .await?
                else {
                    return Ok(Err(refused("invalid_grant", "the code is unknown")));
                };
                let grant: i64 = row.get(0);
                if row.get::<_, bool>(7) {
                    if let Some(family) = row.get::<_, Option<i64>>(8) {
                        end_family(&c, family).await?;
                    }
                    return Ok(Err(refused(
                        "invalid_grant",
                        "the code was used before; any tokens it gave are revoked",
                    )));
                }
                if row.get::<_, bool>(6) {
                    return Ok(Err(refused("invalid_grant", "the code has expired")));
                }
                if !row.get::<_, bool>(9) {
                    return Ok(Err(refused("invalid_grant", "the grant was revoked")));
                }
                // A code is used once (RFC 6749 4.1.2): a redemption that
                // fails on what it presents spends it too, so a code
                // cannot be tried again with another client, redirect,
                // verifier or resource.
                let wrong = if row.get::<_, String>(1) != p.client_id {
                    Some(refused("invalid_grant", "the code is another client's"))
                } else if row.get::<_, String>(2) != p.redirect_uri {
                    Some(refused(
                        "invalid_grant",
                        "redirect_uri is not the one the code was given to",
                    ))
                } else if row.get::<_, String>(3) != p.challenge {
                    Some(refused(
                        "invalid_grant",
                        "code_verifier does not match the code's challenge",
                    ))
                } else if row.get::<_, String>(4) != p.resource {
                    Some(refused(
                        "invalid_target",
                        "resource is not the one the code was given for",
                    ))
                } else {
                    None
                };
                if let Some(why) = wrong {
                    c.ex(
                        "UPDATE talent_gw_oauth_codes SET used_ms = talent_now_ms() WHERE sha256 = $1",
                        &[&code],
                    )
                    .await?;
                    return Ok(Err(why));
                }
                let scopes: String = row.get(5);
                let family: i64 = c
                    .q1(
                        "INSERT INTO talent_gw_oauth_families (grant_id, resource, scopes, created_ms, expires_ms,
                            idle_until_ms)
                         VALUES ($1, $2, $3, talent_now_ms(), talent_now_ms() + $4, talent_now_ms() + $5)
                         RETURNING id",
                        &[&grant, &p.resource, &scopes, &f.family_ms, &f.idle_ms],
                    )
                    .await?
                    .get(0);
                c.ex(
                    "UPDATE talent_gw_oauth_codes SET used_ms = talent_now_ms(), family_id = $2 WHERE sha256 = $1",
                    &[&code, &family],
                )
                .await?;
                let expires: i64 = c
                    .q1("SELECT talent_now_ms() + $1", &[&f.access_ms])
                    .await?
                    .get(0);
                insert_token(&c, &f.access_sha256, family, "access", &scopes, expires).await?;
                let refresh_until: i64 = c
                    .q1("SELECT talent_now_ms() + $1", &[&f.family_ms])
                    .await?
                    .get(0);
                insert_token(&c, &f.refresh_sha256, family, "refresh", &scopes, refresh_until)
                    .await?;
                c.ex(
                    "UPDATE talent_gw_oauth_grants SET last_used_ms = talent_now_ms() WHERE id = $1",
                    &[&grant],
                )
                .await?;
                Ok(Ok(Issued {
                    scopes,
                    expires_in: f.access_ms / 1000,
                }))
            })
            .await
        })
    }

    /// Rotates a refresh token: used once, its family live (within its
    /// whole life and its idle bound), its client's, for its resource; a
    /// refresh token used again ends its family. `scopes`: a narrower set
    /// asked for (space-separated), or `None` for the family's.
    pub fn refresh(
        &self,
        refresh_sha256: &str,
        client_id: &str,
        resource: &str,
        scopes: Option<&str>,
        fresh: &Fresh,
    ) -> Result<std::result::Result<Issued, Refused>> {
        let (t, cid, res, sc, f) = (
            refresh_sha256.to_string(),
            client_id.to_string(),
            resource.to_string(),
            scopes.map(str::to_string),
            fresh.clone(),
        );
        self.pg.direct(move |c| async move {
            in_transaction(&c, async {
                let Some(row) = c
                    .qopt(
                        "SELECT t.family_id, t.used_ms IS NOT NULL, t.revoked_ms IS NULL AND t.expires_ms > talent_now_ms(),
                            f.revoked_ms IS NULL AND f.expires_ms > talent_now_ms() AND f.idle_until_ms > talent_now_ms()
                              AND g.revoked_ms IS NULL AND m.revoked_ms IS NULL,
                            g.client_id, f.resource, f.scopes, f.expires_ms - talent_now_ms(), g.id
                         FROM talent_gw_oauth_tokens t
                         JOIN talent_gw_oauth_families f ON f.id = t.family_id
                         JOIN talent_gw_oauth_grants g ON g.id = f.grant_id
                         JOIN talent_gw_members m ON m.name = g.member
                         WHERE t.sha256 = $1 AND t.kind = 'refresh' FOR UPDATE OF t, f",
                        &[&t],
                    )
                    .await?
                else {
                    return Ok(Err(refused("invalid_grant", "the refresh token is unknown")));
                };
                let family: i64 = row.get(0);
                if row.get::<_, String>(4) != cid {
                    return Ok(Err(refused(
                        "invalid_grant",
                        "the refresh token is another client's",
                    )));
                }
                if row.get::<_, bool>(1) {
                    end_family(&c, family).await?;
                    return Ok(Err(refused(
                        "invalid_grant",
                        "the refresh token was used before; its family is revoked",
                    )));
                }
                if !row.get::<_, bool>(2) || !row.get::<_, bool>(3) {
                    return Ok(Err(refused(
                        "invalid_grant",
                        "the refresh token has expired or was revoked",
                    )));
                }
                if row.get::<_, String>(5) != res {
                    return Ok(Err(refused(
                        "invalid_target",
                        "resource is not the one the refresh token was given for",
                    )));
                }
                let had: String = row.get(6);
                let scopes = match sc {
                    None => had,
                    Some(asked) => {
                        let had = words(&had);
                        let asked = words(&asked);
                        if asked.iter().any(|s| !had.contains(s)) || asked.is_empty() {
                            return Ok(Err(refused(
                                "invalid_scope",
                                "scope asks for more than the grant gave",
                            )));
                        }
                        asked.join(" ")
                    }
                };
                let left: i64 = row.get(7);
                let grant: i64 = row.get(8);
                c.ex(
                    "UPDATE talent_gw_oauth_tokens SET used_ms = talent_now_ms() WHERE sha256 = $1",
                    &[&t],
                )
                .await?;
                c.ex(
                    "UPDATE talent_gw_oauth_families SET idle_until_ms = least(expires_ms, talent_now_ms() + $2)
                     WHERE id = $1",
                    &[&family, &f.idle_ms],
                )
                .await?;
                let access_ms = f.access_ms.min(left.max(1));
                let now: i64 = c.q1("SELECT talent_now_ms()", &[]).await?.get(0);
                insert_token(&c, &f.access_sha256, family, "access", &scopes, now + access_ms)
                    .await?;
                insert_token(&c, &f.refresh_sha256, family, "refresh", &scopes, now + left)
                    .await?;
                c.ex(
                    "UPDATE talent_gw_oauth_grants SET last_used_ms = talent_now_ms() WHERE id = $1",
                    &[&grant],
                )
                .await?;
                Ok(Ok(Issued {
                    scopes,
                    expires_in: access_ms / 1000,
                }))
            })
            .await
        })
    }

    /// Whom a live access token for `resource` names (its family, grant
    /// and member live, the token unexpired): one statement.
    pub fn access(&self, access_sha256: &str, resource: &str) -> Result<Option<AccessRow>> {
        let (t, r) = (access_sha256.to_string(), resource.to_string());
        self.pg
            .direct(move |c| async move {
                let row = c
                    .qopt(
                        "UPDATE talent_gw_oauth_grants g SET last_used_ms = talent_now_ms()
                         FROM talent_gw_oauth_tokens t, talent_gw_oauth_families f, talent_gw_members m
                         WHERE t.sha256 = $1 AND t.kind = 'access' AND t.revoked_ms IS NULL
                           AND t.expires_ms > talent_now_ms()
                           AND f.id = t.family_id AND f.revoked_ms IS NULL AND f.resource = $2
                           AND g.id = f.grant_id AND g.revoked_ms IS NULL
                           AND m.name = g.member AND m.revoked_ms IS NULL
                         RETURNING m.name, m.grants, t.scopes, g.client_id, g.id",
                        &[&t, &r],
                    )
                    .await?;
                Ok(row.map(|r| AccessRow {
                    member: r.get(0),
                    grants: r
                        .get::<_, String>(1)
                        .split(',')
                        .filter(|g| !g.is_empty())
                        .map(str::to_string)
                        .collect(),
                    scopes: words(&r.get::<_, String>(2)),
                    client_id: r.get(3),
                    grant_id: r.get(4),
                }))
            })
            .inspect(|_| self.pg.answered_again())
    }

    /// RFC 7009: ends a token of `client_id` — a refresh token with its
    /// family, an access token alone. Unknown tokens change nothing.
    pub fn revoke_token(&self, sha256: &str, client_id: &str) -> Result<()> {
        let (t, cid) = (sha256.to_string(), client_id.to_string());
        self.pg.direct(move |c| async move {
            in_transaction(&c, async {
                let row = c
                    .qopt(
                        "SELECT t.family_id, t.kind FROM talent_gw_oauth_tokens t
                         JOIN talent_gw_oauth_families f ON f.id = t.family_id
                         JOIN talent_gw_oauth_grants g ON g.id = f.grant_id
                         WHERE t.sha256 = $1 AND g.client_id = $2",
                        &[&t, &cid],
                    )
                    .await?;
                if let Some(row) = row {
                    if row.get::<_, String>(1) == "refresh" {
                        end_family(&c, row.get(0)).await?;
                    } else {
                        c.ex(
                            "UPDATE talent_gw_oauth_tokens SET revoked_ms = coalesce(revoked_ms, talent_now_ms())
                             WHERE sha256 = $1",
                            &[&t],
                        )
                        .await?;
                    }
                }
                Ok(())
            })
            .await
        })
    }

    /// Whether `member` (live) holds a live grant for exactly this client,
    /// redirect and scopes, approved for this `resource`: a consent
    /// remembered, so the consent page is not shown again (cli.md, *serve*,
    /// "Sign-in and consent"; the resource only narrows the contract's
    /// four).
    pub fn consented(
        &self,
        member: &str,
        client_id: &str,
        redirect_uri: &str,
        scopes: &str,
        resource: &str,
    ) -> Result<bool> {
        let (m, c, r, s, res) = (
            member.to_string(),
            client_id.to_string(),
            redirect_uri.to_string(),
            scopes.to_string(),
            resource.to_string(),
        );
        self.pg.direct(move |cl| async move {
            Ok(cl
                .qopt(
                    "SELECT 1 FROM talent_gw_oauth_grants g
                     JOIN talent_gw_members m ON m.name = g.member AND m.revoked_ms IS NULL
                     JOIN talent_gw_oauth_consents k ON k.grant_id = g.id AND k.resource = $5
                     WHERE g.member = $1 AND g.client_id = $2 AND g.redirect_uri = $3
                       AND g.scopes = $4 AND g.revoked_ms IS NULL",
                    &[&m, &c, &r, &s, &res],
                )
                .await?
                .is_some())
        })
    }

    /// The live grants, of one member or all.
    pub fn grants(&self, member: Option<&str>) -> Result<Vec<GrantRow>> {
        let m = member.map(str::to_string);
        self.pg.direct(move |c| async move {
            let rows = c
                .q(
                    "SELECT id, member, client_id, client_name, redirect_uri, scopes, created_ms, last_used_ms
                     FROM talent_gw_oauth_grants
                     WHERE revoked_ms IS NULL AND ($1::text IS NULL OR member = $1)
                     ORDER BY id",
                    &[&m],
                )
                .await?;
            Ok(rows
                .iter()
                .map(|r| GrantRow {
                    id: r.get(0),
                    member: r.get(1),
                    client_id: r.get(2),
                    client_name: r.get(3),
                    redirect_uri: r.get(4),
                    scopes: r.get(5),
                    created_ms: r.get(6),
                    last_used_ms: r.get(7),
                })
                .collect())
        })
    }

    /// Ends a grant with every token it gave: whether there was a live one.
    pub fn revoke_grant(&self, id: i64) -> Result<bool> {
        self.pg.direct(move |c| async move {
            in_transaction(&c, async {
                let hit = c
                    .ex(
                        "UPDATE talent_gw_oauth_grants SET revoked_ms = talent_now_ms()
                         WHERE id = $1 AND revoked_ms IS NULL",
                        &[&id],
                    )
                    .await?;
                super::ends::grants(&c, "id = $1", &[&id]).await?;
                // The grant's `/mcp` conversations, with the names they saw.
                let credential = format!("grant-{id}");
                super::ends::conversations(&c, "credential = $1", &[&credential]).await?;
                Ok(hit > 0)
            })
            .await
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn redirect_lists_are_kept_whole_and_old_rows_still_read() {
        let one = vec!["https://good.example/cb http://evil.example/steal".to_string()];
        assert_eq!(redirect_list_of(&redirect_list(&one)), one);
        let two = vec![
            "https://a.example/cb".to_string(),
            "http://127.0.0.1:9/cb".to_string(),
        ];
        assert_eq!(redirect_list_of(&redirect_list(&two)), two);
        // An older binary's row: space-joined.
        assert_eq!(
            redirect_list_of("https://a.example/cb http://127.0.0.1:9/cb"),
            two
        );
        assert!(redirect_list_of("[not json").is_empty());
    }
}
