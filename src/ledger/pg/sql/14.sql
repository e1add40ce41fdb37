
CREATE TABLE IF NOT EXISTS talent_mcp_conversations (
    id text PRIMARY KEY,
    member text NOT NULL,
    credential text NOT NULL,
    resource text NOT NULL,
    init text,
    created_ms bigint NOT NULL,
    last_used_ms bigint NOT NULL,
    used bigint[] NOT NULL DEFAULT '{0,0,0,0}',
    maybe bigint[] NOT NULL DEFAULT '{0,0,0,0}',
    spent bigint[] NOT NULL DEFAULT '{0,0,0}',
    names jsonb NOT NULL DEFAULT '{}'::jsonb
);
CREATE INDEX IF NOT EXISTS talent_mcp_conversations_member
    ON talent_mcp_conversations (member, credential);
CREATE INDEX IF NOT EXISTS talent_mcp_conversations_idle
    ON talent_mcp_conversations (last_used_ms);
CREATE TABLE IF NOT EXISTS talent_mcp_pages (
    conversation text NOT NULL REFERENCES talent_mcp_conversations (id) ON DELETE CASCADE,
    id text NOT NULL,
    page jsonb NOT NULL,
    kept_ms bigint NOT NULL,
    PRIMARY KEY (conversation, id)
);
CREATE TABLE IF NOT EXISTS talent_mcp_relay (
    conversation text NOT NULL REFERENCES talent_mcp_conversations (id) ON DELETE CASCADE,
    request_id text NOT NULL,
    body text NOT NULL,
    at_ms bigint NOT NULL,
    PRIMARY KEY (conversation, request_id)
);
