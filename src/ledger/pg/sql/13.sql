
CREATE TABLE IF NOT EXISTS talent_mcp_questions (
    id bigserial PRIMARY KEY,
    sha256 text NOT NULL UNIQUE,
    member text NOT NULL REFERENCES talent_gw_members (name),
    client text NOT NULL,
    conversation text NOT NULL,
    tool text NOT NULL,
    arguments text NOT NULL,
    cost bigint NOT NULL,
    question text NOT NULL,
    created_ms bigint NOT NULL,
    expires_ms bigint NOT NULL,
    answer text,
    answered_by text,
    answered_ms bigint,
    used_ms bigint
);
CREATE UNIQUE INDEX IF NOT EXISTS talent_mcp_questions_open
    ON talent_mcp_questions (member, client) WHERE answer IS NULL AND used_ms IS NULL;
CREATE INDEX IF NOT EXISTS talent_mcp_questions_call ON talent_mcp_questions (member, client, tool);
