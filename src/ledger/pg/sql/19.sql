
-- The open claims of a run, for the lease's renewal (`talent_renew` and the
-- gateway's admissions, each call): without it, every renewal read the whole
-- of talent_idempotency, which keeps each finished claim until `ledger prune`.
CREATE INDEX IF NOT EXISTS talent_idempotency_open_claims ON talent_idempotency (claim_run)
    WHERE result IS NULL;
