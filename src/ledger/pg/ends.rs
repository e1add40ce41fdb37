//! What a revoke ends in the team ledger, inside the revoking
//! transaction: the `/mcp` conversations and the OAuth grants' token
//! families of a member, a token or a grant. Shared by the members' and
//! the OAuth acts, so neither imports the other's file for it.

use super::*;

/// Deletes the conversations `filter` selects (inside the caller's
/// transaction): a member's revoke, a token's, a grant's. Their pages go
/// with them.
pub(super) async fn conversations(
    c: &Client,
    filter: &str,
    params: &[&dyn Param],
) -> std::result::Result<u64, Fail> {
    Ok(c.ex(
        &format!("DELETE FROM talent_mcp_conversations WHERE {filter}"),
        params,
    )
    .await?)
}

/// Ends the families (and their tokens) of the grants `filter` selects
/// (inside a transaction): a member's revoke, a grant's.
pub(super) async fn grants(
    c: &Client,
    filter: &str,
    params: &[&dyn Param],
) -> std::result::Result<(), Fail> {
    let families = format!(
        "UPDATE talent_gw_oauth_families SET revoked_ms = coalesce(revoked_ms, talent_now_ms())
         WHERE grant_id IN (SELECT id FROM talent_gw_oauth_grants WHERE {filter})"
    );
    c.ex(&families, params).await?;
    let tokens = format!(
        "UPDATE talent_gw_oauth_tokens SET revoked_ms = coalesce(revoked_ms, talent_now_ms())
         WHERE revoked_ms IS NULL AND family_id IN (SELECT f.id FROM talent_gw_oauth_families f
           JOIN talent_gw_oauth_grants g ON g.id = f.grant_id WHERE g.{filter})"
    );
    c.ex(&tokens, params).await?;
    Ok(())
}
