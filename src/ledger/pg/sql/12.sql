
CREATE TABLE IF NOT EXISTS talent_gw_oauth_clients (
    client_id text PRIMARY KEY,
    kind text NOT NULL,
    name text,
    redirect_uris text NOT NULL,
    from_addr text,
    created_ms bigint NOT NULL,
    fresh_until_ms bigint,
    last_used_ms bigint
);
CREATE INDEX IF NOT EXISTS talent_gw_oauth_clients_from ON talent_gw_oauth_clients (from_addr, created_ms);
CREATE TABLE IF NOT EXISTS talent_gw_oauth_states (
    sha256 text PRIMARY KEY,
    cookie_sha256 text NOT NULL,
    client_id text NOT NULL,
    redirect_uri text NOT NULL,
    scopes text NOT NULL,
    challenge text NOT NULL,
    resource text NOT NULL,
    client_state text,
    expires_ms bigint NOT NULL,
    used_ms bigint
);
CREATE TABLE IF NOT EXISTS talent_gw_oauth_grants (
    id bigserial PRIMARY KEY,
    member text NOT NULL REFERENCES talent_gw_members (name),
    client_id text NOT NULL,
    client_name text,
    redirect_uri text NOT NULL,
    scopes text NOT NULL,
    created_ms bigint NOT NULL,
    last_used_ms bigint,
    revoked_ms bigint
);
CREATE UNIQUE INDEX IF NOT EXISTS talent_gw_oauth_grants_live
    ON talent_gw_oauth_grants (member, client_id, redirect_uri, scopes) WHERE revoked_ms IS NULL;
CREATE TABLE IF NOT EXISTS talent_gw_oauth_codes (
    sha256 text PRIMARY KEY,
    grant_id bigint NOT NULL,
    client_id text NOT NULL,
    redirect_uri text NOT NULL,
    challenge text NOT NULL,
    resource text NOT NULL,
    scopes text NOT NULL,
    expires_ms bigint NOT NULL,
    used_ms bigint,
    family_id bigint
);
CREATE TABLE IF NOT EXISTS talent_gw_oauth_families (
    id bigserial PRIMARY KEY,
    grant_id bigint NOT NULL,
    resource text NOT NULL,
    scopes text NOT NULL,
    created_ms bigint NOT NULL,
    expires_ms bigint NOT NULL,
    idle_until_ms bigint NOT NULL,
    revoked_ms bigint
);
CREATE TABLE IF NOT EXISTS talent_gw_oauth_tokens (
    sha256 text PRIMARY KEY,
    family_id bigint NOT NULL,
    kind text NOT NULL,
    scopes text NOT NULL,
    created_ms bigint NOT NULL,
    expires_ms bigint NOT NULL,
    used_ms bigint,
    revoked_ms bigint
);
CREATE INDEX IF NOT EXISTS talent_gw_oauth_tokens_family ON talent_gw_oauth_tokens (family_id);
CREATE TABLE IF NOT EXISTS talent_gw_oauth_seal (
    id integer PRIMARY KEY,
    secret text NOT NULL
);
