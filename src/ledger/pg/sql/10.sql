
CREATE TABLE IF NOT EXISTS talent_gw_signins (
    sha256 text PRIMARY KEY,
    member text NOT NULL REFERENCES talent_gw_members (name),
    via text NOT NULL,
    created_ms bigint NOT NULL,
    expires_ms bigint NOT NULL,
    revoked_ms bigint
);
CREATE INDEX IF NOT EXISTS talent_gw_signins_member ON talent_gw_signins (member);
CREATE TABLE IF NOT EXISTS talent_gw_identities (
    iss text NOT NULL,
    sub text NOT NULL,
    member text NOT NULL REFERENCES talent_gw_members (name),
    email text,
    bound_ms bigint NOT NULL,
    PRIMARY KEY (iss, sub)
);
CREATE UNIQUE INDEX IF NOT EXISTS talent_gw_identities_member ON talent_gw_identities (iss, member);
CREATE TABLE IF NOT EXISTS talent_gw_oidc_flows (
    state_sha256 text PRIMARY KEY,
    nonce text NOT NULL,
    verifier text NOT NULL,
    next text NOT NULL,
    cli_redirect text,
    cli_challenge text,
    cli_state text,
    expires_ms bigint NOT NULL
);
CREATE TABLE IF NOT EXISTS talent_gw_login_codes (
    sha256 text PRIMARY KEY,
    member text NOT NULL REFERENCES talent_gw_members (name),
    challenge text NOT NULL,
    state text NOT NULL,
    expires_ms bigint NOT NULL,
    used_ms bigint,
    token_sha256 text
);
