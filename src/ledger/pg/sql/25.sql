-- 25: a remembered consent is bound to its resource too (issue 48, found
-- by a black-box probe): a consent approved on the page for
-- `/mcp/readonly` gave silent codes for `/mcp`. A row for each resource
-- the consent page approved for a grant (its member, client, exact
-- redirect and scopes); a remembered consent needs the row of the
-- resource asked. Only adds: an older binary neither writes nor reads it;
-- this one shows the page once more for a grant made before.
CREATE TABLE IF NOT EXISTS talent_gw_oauth_consents (
    grant_id bigint NOT NULL,
    resource text NOT NULL,
    created_ms bigint NOT NULL,
    PRIMARY KEY (grant_id, resource)
);
