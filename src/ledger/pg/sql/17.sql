
CREATE TABLE IF NOT EXISTS talent_mcp_seal (
    id integer PRIMARY KEY,
    secret text NOT NULL
);
CREATE TABLE IF NOT EXISTS talent_mcp_sealed_used (
    sha256 text PRIMARY KEY,
    expires_ms bigint NOT NULL
);
