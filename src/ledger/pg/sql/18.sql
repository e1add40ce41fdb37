
CREATE TABLE IF NOT EXISTS talent_mcp_events (
    id bigserial PRIMARY KEY,
    conversation text NOT NULL REFERENCES talent_mcp_conversations (id) ON DELETE CASCADE,
    stream text NOT NULL,
    body text,
    last boolean NOT NULL DEFAULT false,
    at_ms bigint NOT NULL
);
CREATE INDEX IF NOT EXISTS talent_mcp_events_stream
    ON talent_mcp_events (conversation, stream, id);
CREATE INDEX IF NOT EXISTS talent_mcp_events_age
    ON talent_mcp_events (at_ms);
